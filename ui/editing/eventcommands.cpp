#include "eventcommands.h"

#include <QCoreApplication>

namespace parallax::ui {

namespace {
QString tr(const char *text)
{
    return QCoreApplication::translate("parallax::ui::EditCommand", text);
}

// An event's title as an undo step names it: short enough for the Edit menu.
QString titleOf(const Event &e)
{
    constexpr int kLongest = 40;
    const QString t = pickName(e.titles, QStringLiteral("en"));
    return t.size() > kLongest ? t.left(kLongest - 1) + u'…' : t;
}

int ordinalIn(const Event &e, const QString &accountId)
{
    for (int i = 0; i < e.accounts.size(); ++i)
        if (e.accounts[i].id == accountId)
            return i;
    return -1;
}
} // namespace

// --- merge -----------------------------------------------------------------

MergeEventsCommand::MergeEventsCommand(db::Repository *repo, const QString &keptId, const QString &goneId)
    : EditCommand(repo, QString())
    , m_keptId(keptId)
{
    if (auto e = repo->event(goneId))
        m_gone = e.value();
    m_gone.id = goneId;
    QString kept = keptId;
    if (auto e = repo->event(keptId))
        kept = titleOf(e.value());
    setText(tr("Merge “%1” into “%2”").arg(titleOf(m_gone), kept));
}

void MergeEventsCommand::redo()
{
    if (m_keptId == m_gone.id) {
        check(Status::failure(tr("An event cannot be merged into itself.")));
        return;
    }
    if (!m_repo->exists(db::Entity::Event, m_keptId) || !m_repo->exists(db::Entity::Event, m_gone.id)) {
        check(Status::failure(tr("Both events must exist to be merged.")));
        return;
    }
    for (qsizetype i = 0; i < m_gone.accounts.size(); ++i) {
        if (!check(m_repo->updateAccount(m_keptId, m_gone.accounts[i]))) {
            moveBack(i); // all or nothing
            return;
        }
    }
    if (!check(m_repo->removeEvent(m_gone.id)))
        moveBack(m_gone.accounts.size());
}

// Puts the first `count` accounts back into the removed event, which must
// exist again.
void MergeEventsCommand::moveBack(qsizetype count)
{
    for (qsizetype i = 0; i < count; ++i)
        (void)m_repo->updateAccount(m_gone.id, m_gone.accounts[i]);
}

void MergeEventsCommand::undo()
{
    Event bare = m_gone;
    bare.accounts.clear();
    auto added = m_repo->addEvent(bare);
    if (!check(added ? success() : Status::failure(added.error())))
        return;
    for (const Account &a : std::as_const(m_gone.accounts))
        if (!check(m_repo->updateAccount(m_gone.id, a)))
            return;
}

// --- move ------------------------------------------------------------------

MoveAccountCommand::MoveAccountCommand(db::Repository *repo, db::AccountRecord before, db::AccountRecord after)
    : EditCommand(repo, QString())
    , m_before(std::move(before))
    , m_after(std::move(after))
{
    QString target = m_after.eventId;
    if (auto e = repo->event(m_after.eventId))
        target = titleOf(e.value());
    setText(tr("Move account to “%1”").arg(target));
    if (auto e = repo->event(m_before.eventId))
        m_ordinal = ordinalIn(e.value(), m_before.account.id);
}

void MoveAccountCommand::redo()
{
    check(m_repo->updateAccount(m_after.eventId, m_after.account));
}

void MoveAccountCommand::undo()
{
    // Back to the old event, then to its old place there: removed and added
    // again under the same id.
    if (!check(m_repo->removeAccount(m_before.account.id)))
        return;
    auto r = m_repo->addAccount(m_before.eventId, m_before.account, m_ordinal);
    if (!r) // never lose it: back where it was moved to
        (void)m_repo->addAccount(m_after.eventId, m_after.account);
    check(r ? success() : Status::failure(r.error()));
}

} // namespace parallax::ui
