#include "referencemodels.h"

#include "editcommands.h"
#include "editsession.h"
#include "referencecommands.h"
#include "sourcetitle.h"

#include <db/sqliterepository.h>
#include <ui/corpusmodel.h>

#include <QCoreApplication>
#include <QLocale>
#include <QRegularExpression>

namespace parallax::ui {

// --- shared ------------------------------------------------------------------

QStringList nameLanguages()
{
    return {QStringLiteral("en"), QStringLiteral("zh"), QStringLiteral("da")};
}

QString freshId(const QString &name, const QString &fallback, const QStringList &taken)
{
    static const QRegularExpression notWord(QStringLiteral("[^a-z0-9]+"));
    QString base = name.normalized(QString::NormalizationForm_KD).toLower();
    base.replace(notWord, QStringLiteral("-"));
    while (base.startsWith(u'-'))
        base.remove(0, 1);
    while (base.endsWith(u'-'))
        base.chop(1);
    if (base.isEmpty())
        base = fallback;
    QString id = base;
    for (int n = 2; taken.contains(id); ++n)
        id = base + u'-' + QString::number(n);
    return id;
}

std::pair<QString, QString> dateEnds(const HistoricalDate &date)
{
    if (!date.isValid())
        return {};
    const QString edtf = date.toEdtf();
    if (!date.isInterval())
        return {edtf, QString()};
    const qsizetype slash = edtf.indexOf(u'/');
    return {edtf.left(slash), edtf.mid(slash + 1)};
}

Result<HistoricalDate> joinDateEnds(const QString &start, const QString &end)
{
    const QString s = start.trimmed(), e = end.trimmed();
    if (s.isEmpty() && e.isEmpty())
        return Result<HistoricalDate>::failure(
            QCoreApplication::translate("parallax::ui::ReferenceModel", "a date is needed"));
    return HistoricalDate::parse(e.isEmpty() ? s : s + u'/' + e);
}

ReferenceModel::ReferenceModel(EditSession *session, QObject *parent)
    : QAbstractTableModel(parent)
    , m_session(session)
{
    connect(session->model(), &CorpusModel::corpusChanged, this, &ReferenceModel::refresh);
    connect(session->model(), &CorpusModel::displayLanguageChanged, this, &ReferenceModel::refresh);
}

const Corpus &ReferenceModel::corpus() const
{
    return m_session->model()->corpus();
}

int ReferenceModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_ids.size());
}

int ReferenceModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(columnNames().size());
}

QVariant ReferenceModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole || section < 0 || section >= columnNames().size())
        return QAbstractTableModel::headerData(section, orientation, role);
    return columnNames().at(section);
}

Qt::ItemFlags ReferenceModel::flags(const QModelIndex &index) const
{
    Qt::ItemFlags f = QAbstractTableModel::flags(index);
    if (index.isValid() && editable(index.column()))
        f |= Qt::ItemIsEditable;
    return f;
}

// After any change of the corpus: the same rows are told their data changed;
// rows added, removed or reordered reset the table.
void ReferenceModel::refresh()
{
    const QStringList ids = currentIds();
    countUses();
    if (ids == m_ids) {
        if (!m_ids.isEmpty())
            emit dataChanged(index(0, 0), index(rowCount() - 1, columnCount() - 1));
        return;
    }
    beginResetModel();
    m_ids = ids;
    endResetModel();
}

bool ReferenceModel::refuse(const QString &reason)
{
    m_error = reason;
    emit refused(reason);
    return false;
}

bool ReferenceModel::push(QUndoCommand *command, const QString &reason)
{
    if (!command)
        return refuse(reason);
    if (!m_session->repository()) {
        delete command;
        return refuse(tr("No database is open."));
    }
    if (Status s = m_session->push(command); !s)
        return refuse(s.error());
    m_error.clear();
    return true;
}

namespace {

// The names with `language`'s set to `value` (an empty value removes it).
LocalizedNames withName(LocalizedNames names, const QString &language, const QString &value)
{
    if (value.trimmed().isEmpty())
        names.remove(language);
    else
        names.insert(language, value.trimmed());
    return names;
}

template <typename T> QStringList idsOf(const QList<T> &items)
{
    QStringList ids;
    ids.reserve(items.size());
    for (const T &t : items)
        ids << t.id;
    return ids;
}

template <typename T> const T *byId(const QList<T> &items, const QString &id)
{
    for (const T &t : items)
        if (t.id == id)
            return &t;
    return nullptr;
}

} // namespace

// --- places ------------------------------------------------------------------

PlaceTableModel::PlaceTableModel(EditSession *session, QObject *parent)
    : ReferenceModel(session, parent)
{
    refresh();
}

QStringList PlaceTableModel::currentIds() const
{
    return idsOf(corpus().places);
}

QStringList PlaceTableModel::columnNames() const
{
    return {tr("Id"), tr("English name"), tr("Chinese name"), tr("Danish name"), tr("Latitude"), tr("Longitude"),
        tr("Used by")};
}

void PlaceTableModel::countUses()
{
    m_uses.clear();
    for (const Event &e : corpus().events)
        if (!e.placeId.isEmpty())
            ++m_uses[e.placeId];
    for (const RouteLeg &l : corpus().route) {
        ++m_uses[l.fromPlaceId];
        ++m_uses[l.toPlaceId];
    }
}

const Place *PlaceTableModel::at(int row) const
{
    return byId(corpus().places, idAt(row));
}

QVariant PlaceTableModel::data(const QModelIndex &index, int role) const
{
    const Place *p = index.isValid() ? at(index.row()) : nullptr;
    if (!p || (role != Qt::DisplayRole && role != Qt::EditRole))
        return {};
    switch (index.column()) {
    case Id:
        return p->id;
    case NameEn:
    case NameZh:
    case NameDa:
        return p->names.value(nameLanguages().at(index.column() - NameEn));
    case Latitude:
        return role == Qt::EditRole ? QVariant(p->lat) : QVariant(QLocale().toString(p->lat, 'f', 4));
    case Longitude:
        return role == Qt::EditRole ? QVariant(p->lon) : QVariant(QLocale().toString(p->lon, 'f', 4));
    case Uses:
        return m_uses.value(p->id);
    default:
        return {};
    }
}

bool PlaceTableModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    const Place *p = index.isValid() && role == Qt::EditRole ? at(index.row()) : nullptr;
    if (!p || !editable(index.column()))
        return false;
    if (index.column() == Latitude || index.column() == Longitude) {
        bool ok = false;
        const double v = value.toString().trimmed().toDouble(&ok);
        if (!ok)
            return refuse(tr("“%1” is not a number of degrees.").arg(value.toString()));
        return index.column() == Latitude ? setCoordinates(index.row(), v, p->lon)
                                          : setCoordinates(index.row(), p->lat, v);
    }
    Place after = *p;
    after.names = withName(p->names, nameLanguages().at(index.column() - NameEn), value.toString());
    if (after.names == p->names)
        return true;
    return push(new UpdateCommand<Place>(
        m_session->repository(), tr("Rename place %1").arg(p->id), *p, after, &db::Repository::updatePlace));
}

bool PlaceTableModel::setCoordinates(int row, double lat, double lon)
{
    const Place *p = at(row);
    if (!p)
        return refuse(tr("Choose a place first."));
    if (!(lat >= -90 && lat <= 90) || !(lon >= -180 && lon <= 180))
        return refuse(tr("Latitude must lie between −90 and 90 and longitude between −180 and 180 degrees."));
    Place after = *p;
    after.lat = lat;
    after.lon = lon;
    return push(new UpdateCommand<Place>(
        m_session->repository(), tr("Move place %1").arg(p->id), *p, after, &db::Repository::updatePlace));
}

QString languageOfName(const QString &name, const QString &displayLanguage)
{
    if (mostlyChinese(name))
        return QStringLiteral("zh");
    return displayLanguage == u"zh" || displayLanguage.isEmpty() ? QStringLiteral("en") : displayLanguage;
}

QString PlaceTableModel::addPlace(const QString &name, double lat, double lon)
{
    Place p;
    p.id = freshId(name, QStringLiteral("place"), currentIds());
    p.names.insert(languageOfName(name, m_session->model()->displayLanguage()), name.trimmed());
    if (name.trimmed().isEmpty())
        return refuse(tr("A place needs a name.")), QString();
    p.lat = lat;
    p.lon = lon;
    const QString id = p.id;
    auto *command = new AddEntityCommand<Place>(m_session->repository(), tr("Add place “%1”").arg(name), p,
        &db::Repository::addPlace, &db::Repository::removePlace);
    return push(command) ? id : QString();
}

bool PlaceTableModel::removeAt(int row)
{
    const Place *p = at(row);
    if (!p)
        return refuse(tr("Choose a place first."));
    return push(new RemoveEntityCommand<Place>(m_session->repository(),
        tr("Delete place “%1”").arg(pickName(p->names, QStringLiteral("en"))), *p, &db::Repository::addPlace,
        &db::Repository::removePlace));
}

// --- people ------------------------------------------------------------------

PersonTableModel::PersonTableModel(EditSession *session, QObject *parent)
    : ReferenceModel(session, parent)
{
    refresh();
}

QStringList PersonTableModel::currentIds() const
{
    return idsOf(corpus().people);
}

QStringList PersonTableModel::columnNames() const
{
    return {tr("Id"), tr("English name"), tr("Chinese name"), tr("Danish name"), tr("Events")};
}

void PersonTableModel::countUses()
{
    m_uses.clear();
    for (const Event &e : corpus().events)
        for (const QString &id : e.personIds())
            ++m_uses[id];
}

const Person *PersonTableModel::at(int row) const
{
    return byId(corpus().people, idAt(row));
}

QVariant PersonTableModel::data(const QModelIndex &index, int role) const
{
    const Person *p = index.isValid() ? at(index.row()) : nullptr;
    if (!p || (role != Qt::DisplayRole && role != Qt::EditRole))
        return {};
    if (index.column() == Id)
        return p->id;
    if (index.column() == Uses)
        return m_uses.value(p->id);
    return p->names.value(nameLanguages().value(index.column() - NameEn));
}

bool PersonTableModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    const Person *p = index.isValid() && role == Qt::EditRole ? at(index.row()) : nullptr;
    if (!p || !editable(index.column()))
        return false;
    Person after = *p;
    after.names = withName(p->names, nameLanguages().at(index.column() - NameEn), value.toString());
    if (after.names == p->names)
        return true;
    return push(new UpdateCommand<Person>(
        m_session->repository(), tr("Rename person %1").arg(p->id), *p, after, &db::Repository::updatePerson));
}

QString PersonTableModel::addPerson(const QString &name)
{
    if (name.trimmed().isEmpty())
        return refuse(tr("A person needs a name.")), QString();
    Person p;
    p.id = freshId(name, QStringLiteral("person"), currentIds());
    p.names.insert(languageOfName(name, m_session->model()->displayLanguage()), name.trimmed());
    const QString id = p.id;
    return push(new AddEntityCommand<Person>(m_session->repository(), tr("Add person “%1”").arg(name), p,
               &db::Repository::addPerson, &db::Repository::removePerson))
        ? id
        : QString();
}

bool PersonTableModel::removeAt(int row)
{
    const Person *p = at(row);
    if (!p)
        return refuse(tr("Choose a person first."));
    return push(new RemoveEntityCommand<Person>(m_session->repository(),
        tr("Delete person “%1”").arg(pickName(p->names, QStringLiteral("en"))), *p, &db::Repository::addPerson,
        &db::Repository::removePerson));
}

// --- eras --------------------------------------------------------------------

EraTableModel::EraTableModel(EditSession *session, QObject *parent)
    : ReferenceModel(session, parent)
{
    refresh();
}

QStringList EraTableModel::currentIds() const
{
    return idsOf(corpus().eras);
}

QStringList EraTableModel::columnNames() const
{
    return {tr("Id"), tr("English name"), tr("Chinese name"), tr("Danish name"), tr("Start (EDTF)"), tr("End (EDTF)"),
        tr("Events")};
}

void EraTableModel::countUses()
{
    m_uses.clear();
    for (const Event &e : corpus().events)
        if (!e.eraId.isEmpty())
            ++m_uses[e.eraId];
}

const Era *EraTableModel::at(int row) const
{
    return byId(corpus().eras, idAt(row));
}

QVariant EraTableModel::data(const QModelIndex &index, int role) const
{
    const Era *e = index.isValid() ? at(index.row()) : nullptr;
    if (!e || (role != Qt::DisplayRole && role != Qt::EditRole))
        return {};
    switch (index.column()) {
    case Id:
        return e->id;
    case NameEn:
    case NameZh:
    case NameDa:
        return e->names.value(nameLanguages().at(index.column() - NameEn));
    case Start:
        return dateEnds(e->date).first;
    case End:
        return dateEnds(e->date).second;
    case Uses:
        return m_uses.value(e->id);
    default:
        return {};
    }
}

bool EraTableModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    const Era *e = index.isValid() && role == Qt::EditRole ? at(index.row()) : nullptr;
    if (!e || !editable(index.column()))
        return false;
    Era after = *e;
    const QString text = value.toString();
    if (index.column() == Start || index.column() == End) {
        const auto [start, end] = dateEnds(e->date);
        auto date = index.column() == Start ? joinDateEnds(text, end) : joinDateEnds(start, text);
        if (!date)
            return refuse(tr("Era %1: %2").arg(e->id, date.error()));
        after.date = date.value();
    } else {
        after.names = withName(e->names, nameLanguages().at(index.column() - NameEn), text);
    }
    return push(new UpdateCommand<Era>(
        m_session->repository(), tr("Edit era %1").arg(e->id), *e, after, &db::Repository::updateEra));
}

QString EraTableModel::addEra(const QString &name, const QString &start, const QString &end)
{
    if (name.trimmed().isEmpty())
        return refuse(tr("An era needs a name.")), QString();
    auto date = joinDateEnds(start, end);
    if (!date)
        return refuse(tr("Era “%1”: %2").arg(name, date.error())), QString();
    Era e;
    e.id = freshId(name, QStringLiteral("era"), currentIds());
    e.names.insert(languageOfName(name, m_session->model()->displayLanguage()), name.trimmed());
    e.date = date.value();
    const QString id = e.id;
    return push(new AddEntityCommand<Era>(m_session->repository(), tr("Add era “%1”").arg(name), e,
               &db::Repository::addEra, &db::Repository::removeEra))
        ? id
        : QString();
}

bool EraTableModel::removeAt(int row)
{
    const Era *e = at(row);
    if (!e)
        return refuse(tr("Choose an era first."));
    return push(new RemoveEntityCommand<Era>(m_session->repository(),
        tr("Delete era “%1”").arg(pickName(e->names, QStringLiteral("en"))), *e, &db::Repository::addEra,
        &db::Repository::removeEra));
}

// --- route legs ----------------------------------------------------------------

RouteTableModel::RouteTableModel(EditSession *session, QObject *parent)
    : ReferenceModel(session, parent)
{
    refresh();
}

QStringList RouteTableModel::currentIds() const
{
    QStringList ids;
    for (const RouteLeg &l : corpus().route)
        ids << QString::number(l.seq);
    return ids;
}

QStringList RouteTableModel::columnNames() const
{
    return {tr("Order"), tr("From"), tr("To"), tr("Departs (EDTF)"), tr("Arrives (EDTF)"), tr("By")};
}

const RouteLeg *RouteTableModel::at(int row) const
{
    const QString id = idAt(row);
    for (const RouteLeg &l : corpus().route)
        if (QString::number(l.seq) == id)
            return &l;
    return nullptr;
}

QVariant RouteTableModel::data(const QModelIndex &index, int role) const
{
    const RouteLeg *l = index.isValid() ? at(index.row()) : nullptr;
    if (!l || (role != Qt::DisplayRole && role != Qt::EditRole))
        return {};
    auto placeName = [&](const QString &id) -> QVariant {
        const Place *p = m_session->model()->place(id);
        return role == Qt::EditRole || !p ? id : pickName(p->names, m_session->model()->displayLanguage());
    };
    switch (index.column()) {
    case Order:
        return l->seq;
    case From:
        return placeName(l->fromPlaceId);
    case To:
        return placeName(l->toPlaceId);
    case Depart:
        return l->depart.isValid() ? l->depart.toEdtf() : QString();
    case Arrive:
        return l->arrive.isValid() ? l->arrive.toEdtf() : QString();
    case Mode:
        if (role == Qt::EditRole)
            return l->mode == TravelMode::Sea ? QStringLiteral("sea") : QStringLiteral("land");
        return l->mode == TravelMode::Sea ? tr("sea") : tr("land");
    default:
        return {};
    }
}

bool RouteTableModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    const RouteLeg *l = index.isValid() && role == Qt::EditRole ? at(index.row()) : nullptr;
    if (!l || !editable(index.column()))
        return false;
    RouteLeg after = *l;
    const QString text = value.toString().trimmed();
    switch (index.column()) {
    case From:
    case To:
        if (!m_session->model()->place(text))
            return refuse(tr("There is no place “%1”.").arg(text));
        (index.column() == From ? after.fromPlaceId : after.toPlaceId) = text;
        after.waypoints.clear(); // they lay between the old ends
        break;
    case Depart:
    case Arrive: {
        auto d = HistoricalDate::parse(text);
        if (!d)
            return refuse(tr("Leg %1: %2").arg(l->seq).arg(d.error()));
        (index.column() == Depart ? after.depart : after.arrive) = d.value();
        break;
    }
    case Mode:
        if (text == u"sea" || text == tr("sea"))
            after.mode = TravelMode::Sea;
        else if (text == u"land" || text == tr("land"))
            after.mode = TravelMode::Land;
        else
            return refuse(tr("A leg goes by land or by sea."));
        break;
    default:
        return false;
    }
    return push(new RouteCommand(m_session->repository(), tr("Edit route leg %1").arg(l->seq), {*l}, {after}));
}

bool RouteTableModel::addLeg(
    const QString &fromPlace, const QString &toPlace, const QString &depart, const QString &arrive)
{
    if (!m_session->model()->place(fromPlace) || !m_session->model()->place(toPlace))
        return refuse(tr("A route leg goes from a known place to a known place."));
    RouteLeg l;
    for (const RouteLeg &other : corpus().route)
        l.seq = std::max(l.seq, other.seq);
    ++l.seq;
    l.fromPlaceId = fromPlace;
    l.toPlaceId = toPlace;
    for (auto [text, date] : {std::pair {depart, &l.depart}, std::pair {arrive, &l.arrive}}) {
        auto d = HistoricalDate::parse(text.trimmed());
        if (!d)
            return refuse(tr("Route leg: %1").arg(d.error()));
        *date = d.value();
    }
    return push(new RouteCommand(m_session->repository(), tr("Add route leg %1").arg(l.seq), {}, {l}));
}

bool RouteTableModel::removeAt(int row)
{
    const RouteLeg *l = at(row);
    if (!l)
        return refuse(tr("Choose a route leg first."));
    return push(new RouteCommand(m_session->repository(), tr("Delete route leg %1").arg(l->seq), {*l}, {}));
}

bool RouteTableModel::moveLeg(int row, int delta)
{
    const RouteLeg *a = at(row), *b = at(row + delta);
    if (!a || !b)
        return refuse(tr("That leg cannot move further."));
    RouteLeg a2 = *b, b2 = *a; // each takes the other's number
    a2.seq = a->seq;
    b2.seq = b->seq;
    return push(new RouteCommand(m_session->repository(), tr("Move route leg %1").arg(a->seq), {*a, *b}, {a2, b2}));
}

} // namespace parallax::ui
