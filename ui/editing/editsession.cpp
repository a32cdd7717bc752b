#include "editsession.h"

#include "editcommands.h"

#include <db/database.h>
#include <db/sqliterepository.h>
#include <db/store.h>
#include <db/timelineskeleton.h>
#include <ui/backgroundwork.h>
#include <ui/corpusmodel.h>

#include <QApplication>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QFileInfo>
#include <QLoggingCategory>
#include <QProgressDialog>
#include <QSet>
#include <QSettings>
#include <QTimer>
#include <QUndoStack>

#include <algorithm>
#include <atomic>
#include <ctime>
#include <functional>
#include <optional>

namespace parallax::ui {

namespace {
const char kRecentKey[] = "files/recent";

void remember(const QString &path)
{
    QSettings s;
    QStringList recent = s.value(QLatin1String(kRecentKey)).toStringList();
    const QString absolute = QFileInfo(path).absoluteFilePath();
    recent.removeAll(absolute);
    recent.prepend(absolute);
    s.setValue(QLatin1String(kRecentKey), recent.mid(0, 8));
}
} // namespace

// The window's startup timings (as ui/mainwindow.cpp prints them).
Q_LOGGING_CATEGORY(lcOpen, "parallax.ui.startup", QtInfoMsg)

EditSession::EditSession(CorpusModel *model, QObject *parent)
    : QObject(parent)
    , m_model(model)
    , m_undo(new QUndoStack(this))
{ }

EditSession::~EditSession()
{
    ++*m_generation; // reads not started yet do not start
    m_undo->clear(); // commands refer to the repository
    m_model->setTextReader({});
    m_model->setWordsReader({});
    m_model->setEventLookup({}); // it reads through this session's connection
}

QString EditSession::path() const
{
    return m_db ? m_db->path() : QString();
}

QByteArray EditSession::fileIdentity() const
{
    return m_db ? m_db->fileIdentity() : QByteArray();
}

QStringList EditSession::recentFiles()
{
    return QSettings().value(QLatin1String(kRecentKey)).toStringList();
}

namespace {

using Opened = Result<std::unique_ptr<db::Database>>;

// What the upgrade dialog says after `seconds` of work.
QString upgradeText(const QString &path, qint64 seconds)
{
    return EditSession::tr("Upgrading “%1” for this version of Parallax.\n\nThe file as it was is copied beside it "
                           "first. A large database takes a few minutes.\n\n%2:%3 so far")
        .arg(QFileInfo(path).fileName())
        .arg(seconds / 60)
        .arg(seconds % 60, 2, 10, QLatin1Char('0'));
}

// An older file opened for editing is upgraded on a worker thread (a copy
// of the file, then the migrations, which may write the search index anew:
// minutes at a million events) while a dialog says so, counting the time,
// and the windows go on painting; none takes input until it is done.
Opened openUpgrading(const QString &path)
{
    QFutureWatcher<Opened> watcher;
    QEventLoop loop;
    QObject::connect(&watcher, &QFutureWatcherBase::finished, &loop, &QEventLoop::quit);
    watcher.setFuture(
        QtConcurrent::run(openingPool(), [path] { return db::Database::open(path, db::Database::Access::ReadWrite); }));
    QProgressDialog dialog(upgradeText(path, 0), QString(), 0, 0, QApplication::activeWindow());
    dialog.setObjectName(QStringLiteral("upgradeDialog"));
    dialog.setWindowTitle(EditSession::tr("Upgrading Database"));
    dialog.setWindowModality(Qt::ApplicationModal);
    dialog.setAutoClose(false);
    dialog.show(); // at once: windows take input until a modal dialog shows
    // Nothing stops an upgrade halfway (it is one transaction a step, the
    // backup written first): Escape or closing the dialog leaves it showing.
    QObject::connect(&dialog, &QProgressDialog::canceled, &dialog, [&] {
        if (!watcher.isFinished())
            dialog.show();
    });
    QElapsedTimer clock;
    clock.start();
    QTimer tick;
    QObject::connect(
        &tick, &QTimer::timeout, &dialog, [&] { dialog.setLabelText(upgradeText(path, clock.elapsed() / 1000)); });
    tick.start(1000);
    if (!watcher.isFinished())
        loop.exec();
    return watcher.future().takeResult();
}

} // namespace

Status EditSession::open(const QString &path)
{
    auto db = db::Database::upgradeNeeded(path) ? openUpgrading(path)
                                                : db::Database::open(path, db::Database::Access::ReadWrite);
    if (!db)
        return Status::failure(db.error());
    m_remember = true;
    return adopt(std::move(db).value());
}

Status EditSession::openToShow(const QString &path)
{
    auto db = db::Database::open(path, db::Database::Access::ReadOnly);
    if (!db)
        return Status::failure(db.error());
    m_remember = false;
    return adopt(std::move(db).value());
}

Status EditSession::create(const QString &path)
{
    if (QFileInfo::exists(path))
        return Status::failure(tr("%1 already exists; choose a new file name.").arg(path));
    auto db = db::Database::create(path);
    if (!db)
        return Status::failure(db.error());
    if (Status s = db.value()->execScript(
            QStringLiteral("INSERT OR REPLACE INTO corpus_info (key, value) VALUES ('title', '%1');")
                .arg(QFileInfo(path).completeBaseName().replace(u'\'', QLatin1String("''"))));
        !s)
        return s;
    m_remember = true;
    return adopt(std::move(db).value());
}

namespace {
std::atomic<int> g_readInBackgroundFrom {100000};
} // namespace

int EditSession::readInBackgroundFrom()
{
    return g_readInBackgroundFrom.load();
}

void EditSession::setReadInBackgroundFrom(int events)
{
    g_readInBackgroundFrom.store(events);
}

Status EditSession::adopt(std::unique_ptr<db::Database> db)
{
    if (db->scalar("SELECT coalesce(max(id), 0) FROM events").toLongLong() >= readInBackgroundFrom())
        return adoptInBackground(std::move(db));
    // The texts are checked but not kept: the reader reads the one it shows.
    QElapsedTimer clock;
    clock.start();
    auto corpus = db::readCorpus(*db, db::SourceTexts::LeftOut);
    if (!corpus)
        return Status::failure(corpus.error());
    qCDebug(lcOpen) << "read the corpus" << clock.restart() << "ms";
    install(std::move(db));
    m_model->setTimelinePreview({});
    m_model->setLoading(false);
    m_model->setCorpus(std::move(corpus).value());
    qCDebug(lcOpen) << "model" << clock.restart() << "ms";
    if (m_remember)
        remember(m_db->path());
    emit opened(m_db->path());
    return success();
}

// The database becomes the session's (its edits go to it from now on).
void EditSession::install(std::unique_ptr<db::Database> db)
{
    ++*m_generation;
    m_undo->clear();
    m_model->setTextReader({});
    m_model->setWordsReader({});
    m_model->setEventLookup({});
    m_repo.reset();
    m_db = std::move(db);
    m_repo = std::make_unique<db::SqliteRepository>(*m_db);
    m_repo->subscribe([this](const QList<db::Change> &changes) { apply(changes); });
    m_model->setTextReader([this](const QString &id) {
        auto s = m_repo ? m_repo->source(id) : Result<Source>::failure({});
        return s ? s.value().text : QString();
    });
    m_model->setWordsReader([this](const QString &id) -> std::optional<Event> {
        auto e = m_repo ? m_repo->event(id) : Result<Event>::failure({});
        return e ? std::optional<Event>(std::move(e).value()) : std::nullopt;
    });
}

// A large database: the window shows at once with everything but the
// events (a few small tables), the events follow from a worker thread.
Status EditSession::adoptInBackground(std::unique_ptr<db::Database> db)
{
    QElapsedTimer clock;
    clock.start();
    auto head = db::readCorpusHead(*db);
    if (!head)
        return Status::failure(head.error());
    qCDebug(lcOpen) << "read the corpus head" << clock.restart() << "ms";
    install(std::move(db));
    m_model->setTimelinePreview({});
    m_model->setLoading(true);
    m_model->setCorpus(std::move(head).value());
    readEventsInBackground();
    if (m_remember)
        remember(m_db->path());
    emit opened(m_db->path());
    return success();
}

// Two reads at once, each on a connection of its own and a thread of its own
// (openingPool(): neither queues behind the window's other jobs): the
// timeline's index from a narrow read, shown as soon as it is built, and the
// whole corpus, checked as a synchronous open checks it. The corpus read used
// to wait for the index while the second core was mostly idle. The corpus is
// taken only after the preview (or the preview's failure), as before: the
// timeline takes the preview as its index instead of building one on the
// window's thread. A read for a database no longer open stops before it
// starts; one that has started runs on, and its result is dropped.
void EditSession::readEventsInBackground()
{
    const int generation = *m_generation;
    // The workers' connections open beside the session's (Database::openAlongside):
    // opening one with the usual checks would drop the session's locks.
    const QString path = m_db->path();
    const QByteArray file = m_db->fileIdentity();
    auto clock = std::make_shared<QElapsedTimer>();
    clock->start();
    auto order = std::make_shared<ReadOrder>();
    readTimelineIndexInBackground(generation, path, file, clock, order);
    readCorpusInBackground(generation, path, file, clock, order);
}

// Whether a read started for `generation` is still wanted.
bool EditSession::isCurrent(int generation) const
{
    return generation == *m_generation;
}

void EditSession::readTimelineIndexInBackground(int generation, const QString &path, const QByteArray &file,
    const std::shared_ptr<QElapsedTimer> &clock, const std::shared_ptr<ReadOrder> &order)
{
    struct Preview
    {
        std::shared_ptr<TimelineData> index;
        std::shared_ptr<const db::EventRowIndex> rows;
    };
    auto cpuMs = std::make_shared<double>(0);
    runInBackground(
        this, openingPool(),
        [path, file, cpuMs, generation, current = m_generation]() -> Preview {
            if (*current != generation)
                return {};
            const double cpu = threadCpuMs();
            auto db = db::Database::openAlongside(path, file);
            auto rows = std::make_shared<db::EventRowIndex>();
            auto index
                = db ? db::readTimelineIndex(*db.value(), rows.get()) : Result<TimelineData>::failure(db.error());
            *cpuMs = threadCpuMs() - cpu;
            if (!index)
                return {};
            return {std::make_shared<TimelineData>(std::move(index).value()), std::move(rows)};
        },
        [this, generation, clock, cpuMs, order](Preview preview) {
            if (!isCurrent(generation))
                return;
            qCDebug(lcOpen) << "timeline index (worker)" << clock->elapsed() << "ms";
            qCDebug(lcOpen) << "timeline index (worker CPU)" << qRound(*cpuMs) << "ms";
            if (preview.index) {
                lookUpEventsEarly(preview.rows); // its events can be chosen once it shows
                m_model->setTimelinePreview(std::move(preview.index));
            }
            order->previewTaken = true;
            // It came first: taken now, unless what the preview's signals ran
            // opened another database meanwhile.
            if (order->corpus && isCurrent(generation))
                takeCorpus(std::move(*std::exchange(order->corpus, std::nullopt)));
        });
}

void EditSession::readCorpusInBackground(int generation, const QString &path, const QByteArray &file,
    const std::shared_ptr<QElapsedTimer> &clock, const std::shared_ptr<ReadOrder> &order)
{
    auto cpuMs = std::make_shared<double>(0);
    runInBackground(
        this, openingPool(),
        [path, file, cpuMs, generation, current = m_generation]() -> Result<CorpusModel::Prepared> {
            if (*current != generation)
                return Result<CorpusModel::Prepared>::failure(QString());
            // Behind the index, which the first painted timeline waits for.
            const LowerPriority behindTheIndex(5);
            const double cpu = threadCpuMs();
            auto db = db::Database::openAlongside(path, file);
            // Each account's words are read when its event is shown
            // (CorpusModel::eventWithWords()).
            auto corpus = db ? db::readCorpus(*db.value(), db::SourceTexts::LeftOut, db::AccountWords::LeftOut)
                             : Result<Corpus>::failure(db.error());
            if (!corpus)
                return Result<CorpusModel::Prepared>::failure(corpus.error());
            auto prepared = CorpusModel::prepare(std::move(corpus).value());
            *cpuMs = threadCpuMs() - cpu;
            return prepared;
        },
        [this, generation, clock, cpuMs, order](Result<CorpusModel::Prepared> corpus) {
            if (!isCurrent(generation))
                return;
            qCDebug(lcOpen) << "read the corpus (worker)" << clock->elapsed() << "ms";
            qCDebug(lcOpen) << "read the corpus (worker CPU)" << qRound(*cpuMs) << "ms";
            if (!order->previewTaken) { // the preview first
                order->corpus = std::move(corpus);
                return;
            }
            const qint64 before = clock->elapsed();
            takeCorpus(std::move(corpus));
            qCDebug(lcOpen) << "model and views" << clock->elapsed() - before << "ms";
        });
}

// Until the corpus arrives, an event chosen in the preview or the search
// box is read on its own (CorpusModel::EventLookup). One that cannot be read
// is not shown: the corpus read afterwards names the problem.
void EditSession::lookUpEventsEarly(const std::shared_ptr<const db::EventRowIndex> &rows)
{
    CorpusModel::EventLookup lookup;
    lookup.count = int(rows->size());
    lookup.byIndex = [this, rows](int index) -> std::optional<Event> {
        const auto row = rows->rowAt(std::size_t(index));
        const auto key = row && m_db ? db::eventKeyOfRow(*m_db, *row) : Result<QString>::failure(QString());
        auto e
            = key && !key.value().isEmpty() && m_repo ? m_repo->event(key.value()) : Result<Event>::failure(QString());
        if (!e)
            return std::nullopt;
        return std::move(e).value();
    };
    lookup.indexOf = [this, rows](const QString &id) {
        const auto row = m_db ? db::eventRowOfKey(*m_db, id) : Result<std::optional<std::int64_t>>::failure(QString());
        const auto index = row && row.value() ? rows->indexOf(*row.value()) : std::nullopt;
        return index ? int(*index) : -1;
    };
    m_model->setEventLookup(std::move(lookup));
}

void EditSession::takeCorpus(Result<CorpusModel::Prepared> corpus)
{
    if (!corpus) {
        m_model->setEventLookup({});
        ++*m_generation;
        m_undo->clear();
        m_model->setTextReader({});
        m_model->setWordsReader({});
        m_repo.reset();
        m_db.reset();
        m_model->setTimelinePreview({});
        m_model->setCorpus(Corpus());
        m_model->setLoading(false);
        emit failed(corpus.error());
        return;
    }
    m_model->setCorpus(std::move(corpus).value()); // the timeline takes the preview as its index
    m_model->setEventLookup({}); // an event chosen early is now the selection
    m_model->setTimelinePreview({});
    m_model->setLoading(false);
}

Status EditSession::saveCopy(const QString &path) const
{
    if (!m_db)
        return Status::failure(tr("No database is open."));
    if (QFileInfo::exists(path))
        return Status::failure(tr("%1 already exists; choose a new file name.").arg(path));
    return m_db->execScript(QStringLiteral("VACUUM INTO '%1'").arg(QString(path).replace(u'\'', QLatin1String("''"))));
}

Status EditSession::push(QUndoCommand *command)
{
    if (m_model->isLoading()) {
        delete command;
        return Status::failure(tr("The database is still being read; edit it once its events are shown."));
    }
    EditCommand::resetLastError();
    if (m_undo->canRedo()) {
        // QUndoStack::push() drops what could be redone before it does the
        // command: a refused edit (which changes nothing) must not cost that.
        command->redo();
        if (!EditCommand::lastError().isEmpty()) {
            delete command;
            return Status::failure(EditCommand::lastError());
        }
        command->undo();
    }
    m_undo->push(command); // does it; a command that failed is obsolete and dropped
    if (!EditCommand::lastError().isEmpty())
        return Status::failure(EditCommand::lastError());
    return success();
}

namespace {

template <typename T> void upsert(QList<T> &list, const T &item)
{
    for (T &existing : list)
        if (existing.id == item.id) {
            existing = item;
            return;
        }
    list.append(item);
}

template <typename T> void removeById(QList<T> &list, const QString &id)
{
    list.removeIf([&](const T &t) { return t.id == id; });
}

// The event holding an account, by the account's id; -1 when none does.
qsizetype eventOfAccount(const EventList &events, const QString &accountId)
{
    for (qsizetype i = 0; i < events.size(); ++i)
        for (const Account &a : events[i].accounts)
            if (a.idIs(accountId))
                return i;
    return -1;
}

bool holdsAccount(const Event &e, const QString &accountId)
{
    for (const Account &a : e.accounts)
        if (a.idIs(accountId))
            return true;
    return false;
}

// The event that held an account before the changes being taken in, as the
// model still has it (a scan of every account only when it moved, went, or
// its event is unknown). Not the events read again meanwhile: they show the
// end of the transaction, so an event that got the account back (undoing a
// merge) hid the one it left, which kept it.
QString holderBefore(const CorpusModel &model, const QString &accountId, const QString &eventNow)
{
    const EventList &events = model.corpus().events; // reads copy no chunk
    const int i = eventNow.isEmpty() ? -1 : model.eventIndex(eventNow);
    if (i >= 0 && holdsAccount(events[i], accountId))
        return eventNow;
    const qsizetype was = eventOfAccount(events, accountId);
    return was >= 0 ? events[was].id : QString();
}

AxisTime startOf(const Event &e)
{
    return e.date.span().start;
}

// The model's events while committed changes are taken in, without
// touching the others: an event is found by the model's index of ids (or
// among those added here), replaced in place or appended; removals and the
// time order wait for finish(), which moves only the events that changed.
class EventUpdate
{
public:
    EventUpdate(const CorpusModel *model, EventList &events)
        : m_model(model)
        , m_events(events)
    { }

    qsizetype indexOf(const QString &id) const
    {
        const int i = m_model->eventIndex(id);
        return i >= 0 ? i : m_added.value(id, -1);
    }

    void reread(const db::Repository &repo, const QString &id)
    {
        const qsizetype i = indexOf(id);
        if (auto e = repo.event(id)) {
            m_touched.insert(id);
            m_gone.remove(id);
            if (i >= 0) {
                m_events[i] = e.value();
            } else {
                m_added.insert(id, m_events.size());
                m_events.append(e.value());
            }
        } else if (i >= 0) {
            m_gone.insert(id);
        }
    }

    // Events stay in time order, as readCorpus gives them.
    void finish()
    {
        if (m_touched.isEmpty() && m_gone.isEmpty())
            return;
        QList<Event> moved;
        if (m_gone.isEmpty()) {
            QList<qsizetype> out;
            for (const QString &id : std::as_const(m_touched))
                if (const qsizetype i = indexOf(id); i >= 0 && !inOrder(i))
                    out << i;
            std::sort(out.begin(), out.end(), std::greater<>());
            for (qsizetype i : out)
                moved.prepend(m_events.takeAt(i));
        } else {
            m_events.removeIf([&](const Event &e) {
                if (m_touched.contains(e.id) && !m_gone.contains(e.id))
                    moved << e;
                return m_touched.contains(e.id) || m_gone.contains(e.id);
            });
        }
        for (Event &e : moved) {
            const AxisTime t = startOf(e);
            // Read through const iterators: the search copies no chunk.
            const EventList &events = m_events;
            auto at = std::upper_bound(
                events.begin(), events.end(), t, [](AxisTime v, const Event &x) { return v < startOf(x); });
            m_events.insert(at, std::move(e));
        }
    }

private:
    bool inOrder(qsizetype i) const
    {
        const EventList &events = m_events; // reads copy no chunk
        const AxisTime t = startOf(events[i]);
        return (i == 0 || startOf(events[i - 1]) <= t) && (i + 1 == events.size() || t <= startOf(events[i + 1]));
    }

    const CorpusModel *m_model;
    EventList &m_events;
    QHash<QString, qsizetype> m_added;
    QSet<QString> m_touched, m_gone;
};

} // namespace

namespace {

// The events that changes to events and accounts touch, by id (an account's
// event before and after the change); nothing when another entity changed
// or an event came or went (the indexes of the others would move).
std::optional<QSet<QString>> eventsTouched(
    const QList<db::Change> &changes, const db::Repository &repo, const CorpusModel &model)
{
    QSet<QString> ids;
    const EventList &events = model.corpus().events;
    for (const db::Change &ch : changes) {
        if (ch.entity == db::Entity::Event) {
            if (ch.kind != db::ChangeKind::Changed)
                return std::nullopt;
            ids.insert(ch.id);
        } else if (ch.entity == db::Entity::Account) {
            auto now
                = ch.kind == db::ChangeKind::Removed ? Result<db::AccountRecord>::failure({}) : repo.account(ch.id);
            const QString eventNow = now ? now->eventId : QString();
            if (!eventNow.isEmpty())
                ids.insert(eventNow);
            if (ch.kind == db::ChangeKind::Added)
                continue;
            const int i = eventNow.isEmpty() ? -1 : model.eventIndex(eventNow);
            if (i < 0 || !holdsAccount(events[i], ch.id))
                if (const qsizetype was = eventOfAccount(events, ch.id); was >= 0)
                    ids.insert(events[was].id);
        } else {
            return std::nullopt;
        }
    }
    return ids;
}

// An event that stays between its neighbours in time order.
bool staysInOrder(const EventList &events, int i, AxisTime t)
{
    return (i == 0 || startOf(events[i - 1]) <= t) && (i + 1 == events.size() || t <= startOf(events[i + 1]));
}

} // namespace

// Edits to events and accounts that leave every event where it is in time
// order: the events they touch are read again and replaced in place, and the
// views update those (CorpusModel::eventsChanged). False when the whole
// corpus must be taken in again.
bool EditSession::applyInPlace(const QList<db::Change> &changes)
{
    const auto ids = eventsTouched(changes, *m_repo, *m_model);
    if (!ids)
        return false;
    QList<std::pair<int, Event>> changed;
    for (const QString &id : *ids) {
        const int i = m_model->eventIndex(id);
        auto e = m_repo->event(id);
        if (i < 0 || !e || !staysInOrder(m_model->corpus().events, i, startOf(e.value())))
            return false;
        changed.append({i, std::move(e).value()});
    }
    m_model->updateEvents(changed);
    return true;
}

// Takes committed changes into the model: each named entity is read again
// by id (or dropped), the rest of the corpus is left as it is.
void EditSession::apply(const QList<db::Change> &changes)
{
    if (applyInPlace(changes)) {
        emit changed();
        return;
    }
    Corpus c = m_model->corpus();
    EventUpdate events(m_model, c.events);
    for (const db::Change &ch : changes) {
        const bool removed = ch.kind == db::ChangeKind::Removed;
        switch (ch.entity) {
        case db::Entity::Source:
            if (auto s = removed ? Result<Source>::failure({}) : m_repo->source(ch.id))
                upsert(c.sources, s.value());
            else
                removeById(c.sources, ch.id);
            break;
        case db::Entity::Event:
            events.reread(*m_repo, ch.id);
            break;
        case db::Entity::Account: {
            auto now = removed ? Result<db::AccountRecord>::failure({}) : m_repo->account(ch.id);
            const QString eventNow = now ? now->eventId : QString();
            if (ch.kind != db::ChangeKind::Added)
                if (const QString was = holderBefore(*m_model, ch.id, eventNow); !was.isEmpty() && was != eventNow)
                    events.reread(*m_repo, was);
            if (now)
                events.reread(*m_repo, eventNow);
            break;
        }
        case db::Entity::Place:
            if (auto p = removed ? Result<Place>::failure({}) : m_repo->place(ch.id))
                upsert(c.places, p.value());
            else
                removeById(c.places, ch.id);
            break;
        case db::Entity::Person:
            if (auto p = removed ? Result<Person>::failure({}) : m_repo->person(ch.id))
                upsert(c.people, p.value());
            else
                removeById(c.people, ch.id);
            break;
        case db::Entity::Era:
            if (auto e = removed ? Result<Era>::failure({}) : m_repo->era(ch.id))
                upsert(c.eras, e.value());
            else
                removeById(c.eras, ch.id);
            break;
        case db::Entity::RouteLeg:
            if (auto r = m_repo->route())
                c.route = r.value();
            break;
        }
    }
    events.finish();
    m_model->updateCorpus(std::move(c));
    emit changed();
}

} // namespace parallax::ui
