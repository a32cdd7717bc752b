#include "eventcommands.h"

#include <QCoreApplication>

namespace parallax::ui {

namespace {
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
        if (e.accounts[i].idIs(accountId))
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
    // One transaction: all of it or nothing.
    check(m_repo->inOneTransaction([this]() -> Status {
        for (const Account &a : std::as_const(m_gone.accounts))
            if (Status s = m_repo->updateAccount(m_keptId, a); !s)
                return s;
        return m_repo->removeEvent(m_gone.id);
    }));
}

void MergeEventsCommand::undo()
{
    check(m_repo->inOneTransaction([this]() -> Status {
        Event bare = m_gone;
        bare.accounts.clear();
        if (auto added = m_repo->addEvent(bare); !added)
            return Status::failure(added.error());
        for (const Account &a : std::as_const(m_gone.accounts))
            if (Status s = m_repo->updateAccount(m_gone.id, a); !s)
                return s;
        return success();
    }));
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
        m_ordinal = ordinalIn(e.value(), m_before.account.id());
}

void MoveAccountCommand::redo()
{
    check(m_repo->updateAccount(m_after.eventId, m_after.account));
}

void MoveAccountCommand::undo()
{
    // Back to the old event, at its old place there: removed and added again
    // under the same id, in one transaction.
    check(m_repo->inOneTransaction([this]() -> Status {
        if (Status s = m_repo->removeAccount(m_before.account.id()); !s)
            return s;
        auto r = m_repo->addAccount(m_before.eventId, m_before.account, m_ordinal);
        return r ? success() : Status::failure(r.error());
    }));
}

} // namespace parallax::ui
