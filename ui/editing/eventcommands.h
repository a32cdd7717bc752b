#pragma once

#include "editcommands.h"

#include <QCoreApplication>

namespace parallax::ui {

// Merges one event into another as one undoable step: every account of
// `goneId` moves to `keptId` (after the kept event's own, in their order),
// then `goneId` is removed, in one transaction. The kept event keeps its
// fields. Undo brings the removed event back with its fields, ids and
// accounts in their old order (one transaction too).
class MergeEventsCommand final : public EditCommand
{
    Q_DECLARE_TR_FUNCTIONS(parallax::ui::MergeEventsCommand)

public:
    MergeEventsCommand(db::Repository *repo, const QString &keptId, const QString &goneId);
    void redo() override;
    void undo() override;
    QString focusEvent(bool undone) const override { return undone ? m_gone.id : m_keptId; }

private:
    QString m_keptId;
    Event m_gone; // with its accounts, as they were
};

// Moves an account to another event and back exactly: undo puts it at its
// old place among the old event's accounts (EditAccountCommand's undo
// appends it).
class MoveAccountCommand final : public EditCommand
{
    Q_DECLARE_TR_FUNCTIONS(parallax::ui::MoveAccountCommand)

public:
    MoveAccountCommand(db::Repository *repo, db::AccountRecord before, db::AccountRecord after);
    void redo() override;
    void undo() override;
    QString focusEvent(bool undone) const override { return undone ? m_before.eventId : m_after.eventId; }

private:
    db::AccountRecord m_before, m_after;
    int m_ordinal = -1; // among the old event's accounts
};

} // namespace parallax::ui
