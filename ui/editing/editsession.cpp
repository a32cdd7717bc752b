#include "editsession.h"

#include "editcommands.h"

#include <db/database.h>
#include <db/sqliterepository.h>
#include <db/store.h>
#include <ui/corpusmodel.h>

#include <QFileInfo>
#include <QSettings>
#include <QUndoStack>

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

EditSession::EditSession(CorpusModel *model, QObject *parent)
    : QObject(parent)
    , m_model(model)
    , m_undo(new QUndoStack(this))
{ }

EditSession::~EditSession()
{
    m_undo->clear(); // commands refer to the repository
}

QString EditSession::path() const
{
    return m_db ? m_db->path() : QString();
}

QStringList EditSession::recentFiles()
{
    return QSettings().value(QLatin1String(kRecentKey)).toStringList();
}

Status EditSession::open(const QString &path)
{
    auto db = db::Database::open(path, db::Database::Access::ReadWrite);
    if (!db)
        return Status::failure(db.error());
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
    return adopt(std::move(db).value());
}

Status EditSession::adopt(std::unique_ptr<db::Database> db)
{
    auto corpus = db::readCorpus(*db);
    if (!corpus)
        return Status::failure(corpus.error());
    m_undo->clear();
    m_repo.reset();
    m_db = std::move(db);
    m_repo = std::make_unique<db::SqliteRepository>(*m_db);
    m_repo->subscribe([this](const QList<db::Change> &changes) { apply(changes); });
    m_model->setCorpus(std::move(corpus).value());
    remember(m_db->path());
    emit opened(m_db->path());
    return success();
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
qsizetype eventOfAccount(const Corpus &c, const QString &accountId)
{
    for (qsizetype i = 0; i < c.events.size(); ++i)
        for (const Account &a : c.events[i].accounts)
            if (a.id == accountId)
                return i;
    return -1;
}

} // namespace

// Takes committed changes into the model: each named entity is read again
// by id (or dropped), the rest of the corpus is left as it is.
void EditSession::apply(const QList<db::Change> &changes)
{
    Corpus c = m_model->corpus();
    auto rereadEvent = [&](const QString &id) {
        if (auto e = m_repo->event(id))
            upsert(c.events, e.value());
        else
            removeById(c.events, id);
    };
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
            rereadEvent(ch.id);
            break;
        case db::Entity::Account: {
            const qsizetype was = eventOfAccount(c, ch.id);
            if (was >= 0)
                rereadEvent(c.events[was].id);
            if (auto a = removed ? Result<db::AccountRecord>::failure({}) : m_repo->account(ch.id))
                rereadEvent(a->eventId);
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
    // Events stay in time order, as readCorpus gives them.
    std::stable_sort(c.events.begin(), c.events.end(),
        [](const Event &a, const Event &b) { return a.date.span().start < b.date.span().start; });
    m_model->updateCorpus(std::move(c));
    emit changed();
}

} // namespace parallax::ui
