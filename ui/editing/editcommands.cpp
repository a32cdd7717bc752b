#include "editcommands.h"

#include <QCoreApplication>
#include <QUuid>

namespace parallax::ui {

namespace {
QString g_lastError;

QString ensureId(const QString &id)
{
    return id.isEmpty() ? QUuid::createUuid().toString(QUuid::WithoutBraces) : id;
}
} // namespace

EditCommand::EditCommand(db::Repository *repo, const QString &text)
    : QUndoCommand(text)
    , m_repo(repo)
{ }

QString EditCommand::lastError()
{
    return g_lastError;
}

void EditCommand::resetLastError()
{
    g_lastError.clear();
}

bool EditCommand::check(const Status &status)
{
    if (status)
        return true;
    m_error = status.error();
    g_lastError = m_error;
    setObsolete(true);
    return false;
}

// --- sources ---------------------------------------------------------------

AddSourceCommand::AddSourceCommand(db::Repository *repo, Source source)
    : EditCommand(repo, tr("Add source “%1”").arg(source.title))
    , m_source(std::move(source))
{
    m_source.id = ensureId(m_source.id);
}

void AddSourceCommand::redo()
{
    auto r = m_repo->addSource(m_source);
    check(r ? success() : Status::failure(r.error()));
}

void AddSourceCommand::undo()
{
    check(m_repo->removeSource(m_source.id));
}

ReplaceTextCommand::ReplaceTextCommand(db::Repository *repo, const QString &sourceId, QString text, QString encoding)
    : EditCommand(repo, tr("Replace the text of %1").arg(sourceId))
    , m_sourceId(sourceId)
    , m_newText(std::move(text))
    , m_newEncoding(std::move(encoding))
{
    if (auto s = repo->source(sourceId)) {
        m_oldText = s->text;
        m_oldEncoding = s->encoding;
        setText(tr("Replace the text of “%1”").arg(s->title)); // named by its title, not its id
    }
    if (auto a = repo->accountsOfSource(sourceId))
        m_oldAccounts = a.value();
}

void ReplaceTextCommand::redo()
{
    auto r = m_repo->replaceSourceText(m_sourceId, m_newText, m_newEncoding);
    if (check(r ? success() : Status::failure(r.error())))
        m_report = r.value();
}

void ReplaceTextCommand::undo()
{
    check(m_repo->restoreSourceText(m_sourceId, m_oldText, m_oldEncoding, m_oldAccounts));
}

namespace {

// A title as the Edit menu and the undo history name it: a long one cut
// short (the whole of two long titles made an Undo item wider than the
// window).
QString briefTitle(const QString &title)
{
    constexpr qsizetype kLongest = 40;
    return title.size() <= kLongest ? title : title.left(kLongest - 1).trimmed() + QStringLiteral("…");
}

} // namespace

EditSourceCommand::EditSourceCommand(db::Repository *repo, Source before, Source after)
    : EditCommand(repo, tr("Edit the details of “%1”").arg(briefTitle(before.title)))
    , m_before(std::move(before))
    , m_after(std::move(after))
{
    m_before.text.clear(); // updateSource() leaves the text; a long one need not stay in memory
    m_after.text.clear();
    if (m_after.title != m_before.title)
        setText(tr("Rename source to “%1”").arg(briefTitle(m_after.title)));
}

void EditSourceCommand::redo()
{
    check(m_repo->updateSource(m_after));
}

void EditSourceCommand::undo()
{
    check(m_repo->updateSource(m_before));
}

// --- accounts ----------------------------------------------------------------

CiteCommand::CiteCommand(db::Repository *repo, const QString &eventId, Account account, std::optional<Event> newEvent)
    : EditCommand(repo, QString())
    , m_eventId(eventId)
    , m_account(std::move(account))
    , m_newEvent(std::move(newEvent))
{
    m_account.setId(ensureId(m_account.id()));
    if (m_newEvent) {
        m_newEvent->id = ensureId(m_newEvent->id);
        m_newEvent->accounts.clear();
        m_eventId = m_newEvent->id;
        setText(tr("Cite for new event “%1”").arg(pickName(m_newEvent->titles, QStringLiteral("en"))));
    } else {
        auto e = repo->event(eventId);
        setText(tr("Cite for event “%1”").arg(e ? pickName(e->titles, QStringLiteral("en")) : eventId));
    }
}

void CiteCommand::redo()
{
    if (m_newEvent) {
        auto e = m_repo->addEvent(*m_newEvent);
        if (!check(e ? success() : Status::failure(e.error())))
            return;
    }
    auto a = m_repo->addAccount(m_eventId, m_account);
    if (!a && m_newEvent)
        (void)m_repo->removeEvent(m_eventId); // all or nothing
    check(a ? success() : Status::failure(a.error()));
}

void CiteCommand::undo()
{
    if (!check(m_repo->removeAccount(m_account.id())))
        return;
    if (m_newEvent)
        check(m_repo->removeEvent(m_eventId));
}

EditAccountCommand::EditAccountCommand(
    db::Repository *repo, db::AccountRecord before, db::AccountRecord after, const QString &field)
    : EditCommand(
        repo, before.eventId == after.eventId ? tr("Edit account") : tr("Move account to %1").arg(after.eventId))
    , m_before(std::move(before))
    , m_after(std::move(after))
    , m_field(field)
{
    if (m_before.eventId != m_after.eventId)
        if (auto e = repo->event(m_after.eventId))
            setText(tr("Move account to “%1”").arg(pickName(e->titles, QStringLiteral("en"))));
}

void EditAccountCommand::redo()
{
    check(m_repo->updateAccount(m_after.eventId, m_after.account));
}

void EditAccountCommand::undo()
{
    check(m_repo->updateAccount(m_before.eventId, m_before.account));
}

bool EditAccountCommand::mergeWith(const QUndoCommand *other)
{
    const auto *o = static_cast<const EditAccountCommand *>(other);
    if (m_field.isEmpty() || o->isObsolete() || o->m_field != m_field || o->m_after.account.id() != m_after.account.id()
        || o->m_after.eventId != m_after.eventId || m_before.eventId != m_after.eventId)
        return false;
    m_after = o->m_after;
    return true;
}

RemoveAccountCommand::RemoveAccountCommand(db::Repository *repo, const QString &accountId)
    : EditCommand(repo, tr("Remove account"))
{
    if (auto r = repo->account(accountId)) {
        m_record = r.value();
        if (auto e = repo->event(m_record.eventId))
            for (int i = 0; i < e->accounts.size(); ++i)
                if (e->accounts[i].idIs(accountId))
                    m_ordinal = i;
    }
    m_record.account.setId(accountId);
}

void RemoveAccountCommand::redo()
{
    check(m_repo->removeAccount(m_record.account.id()));
}

void RemoveAccountCommand::undo()
{
    auto r = m_repo->addAccount(m_record.eventId, m_record.account, m_ordinal);
    check(r ? success() : Status::failure(r.error()));
}

// --- events ------------------------------------------------------------------

AddEventCommand::AddEventCommand(db::Repository *repo, Event event)
    : EditCommand(repo, tr("Add event “%1”").arg(pickName(event.titles, QStringLiteral("en"))))
    , m_event(std::move(event))
{
    m_event.id = ensureId(m_event.id);
    m_event.accounts.clear();
}

void AddEventCommand::redo()
{
    auto r = m_repo->addEvent(m_event);
    check(r ? success() : Status::failure(r.error()));
}

void AddEventCommand::undo()
{
    check(m_repo->removeEvent(m_event.id));
}

EditEventCommand::EditEventCommand(db::Repository *repo, Event before, Event after, const QString &field)
    : EditCommand(repo, tr("Edit event “%1”").arg(pickName(after.titles, QStringLiteral("en"))))
    , m_before(std::move(before))
    , m_after(std::move(after))
    , m_field(field)
{ }

void EditEventCommand::redo()
{
    check(m_repo->updateEvent(m_after));
}

void EditEventCommand::undo()
{
    check(m_repo->updateEvent(m_before));
}

bool EditEventCommand::mergeWith(const QUndoCommand *other)
{
    const auto *o = static_cast<const EditEventCommand *>(other);
    if (m_field.isEmpty() || o->isObsolete() || o->m_field != m_field || o->m_after.id != m_after.id)
        return false;
    m_after = o->m_after;
    return true;
}

RemoveEventCommand::RemoveEventCommand(db::Repository *repo, const QString &eventId)
    : EditCommand(repo, tr("Remove event %1").arg(eventId))
{
    if (auto e = repo->event(eventId)) {
        m_event = e.value();
        setText(tr("Delete event “%1”").arg(pickName(m_event.titles, QStringLiteral("en"))));
    }
    m_event.id = eventId;
}

void RemoveEventCommand::redo()
{
    check(m_repo->removeEvent(m_event.id));
}

void RemoveEventCommand::undo()
{
    // The event and its accounts come back together (one transaction).
    check(m_repo->inOneTransaction([this]() -> Status {
        if (auto e = m_repo->addEvent(m_event); !e)
            return Status::failure(e.error());
        for (const Account &a : std::as_const(m_event.accounts))
            if (auto r = m_repo->addAccount(m_event.id, a); !r)
                return Status::failure(r.error());
        return success();
    }));
}

} // namespace parallax::ui
