#pragma once

#include <core/corpus.h>
#include <db/repository.h>

#include <QCoreApplication>
#include <QUndoCommand>

#include <functional>
#include <type_traits>

namespace parallax::ui {

// Undoable edits. Each command calls the repository (one transaction per
// call) and holds only what it needs to go back: ids and the values before
// and after, never copies of tables. A command that fails when first done is
// marked obsolete, so QUndoStack::push() drops it; its error is kept.
// A row of the reference tables (Edit ▸ Places, People, Eras, Route): what
// an undo or a redo selects there. A route leg's id is its number.
struct ReferenceRow
{
    enum Kind { None, Place, Person, Era, RouteLeg };
    Kind kind = None;
    QString id;
};

class EditCommand : public QUndoCommand
{
    Q_DECLARE_TR_FUNCTIONS(parallax::ui::EditCommand)

public:
    EditCommand(db::Repository *repo, const QString &text);
    const QString &error() const { return m_error; }
    // The event to select after this command was undone (`undone`) or done
    // again, so that the user sees what changed; empty when there is none
    // (it is gone, or the command is not about an event).
    virtual QString focusEvent(bool undone) const
    {
        Q_UNUSED(undone);
        return {};
    }
    // The same for a source, to show in the reader.
    virtual QString focusSource(bool undone) const
    {
        Q_UNUSED(undone);
        return {};
    }
    // The same for a row of the reference tables.
    virtual ReferenceRow focusReference(bool undone) const
    {
        Q_UNUSED(undone);
        return {};
    }
    static QString lastError(); // the error of the last command that failed
    static void resetLastError();

protected:
    // Runs a step; on failure records it and marks the command obsolete.
    bool check(const Status &status);
    db::Repository *m_repo;

private:
    QString m_error;
};

// A new source (the id is fixed at first do, so redo recreates the same one).
class AddSourceCommand final : public EditCommand
{
    Q_DECLARE_TR_FUNCTIONS(parallax::ui::AddSourceCommand)

public:
    AddSourceCommand(db::Repository *repo, Source source);
    void redo() override;
    void undo() override;
    QString focusSource(bool undone) const override { return undone ? QString() : m_source.id; }
    const QString &sourceId() const { return m_source.id; }

private:
    Source m_source;
};

// Changes a source's details (Source ▸ Source Properties): title, language,
// author, date of writing, provenance and the reference that follows them;
// never its text. Undo writes back exactly the details it had.
class EditSourceCommand final : public EditCommand
{
    Q_DECLARE_TR_FUNCTIONS(parallax::ui::EditSourceCommand)

public:
    // `before` as the repository holds it; the texts are not kept.
    EditSourceCommand(db::Repository *repo, Source before, Source after);
    void redo() override;
    void undo() override;
    QString focusSource(bool) const override { return m_after.id; }

private:
    Source m_before, m_after;
};

// Cites a passage for an event, creating the event first when `newEvent`
// has a title.
class CiteCommand final : public EditCommand
{
    Q_DECLARE_TR_FUNCTIONS(parallax::ui::CiteCommand)

public:
    CiteCommand(db::Repository *repo, const QString &eventId, Account account, std::optional<Event> newEvent = {});
    void redo() override;
    void undo() override;
    QString focusEvent(bool undone) const override { return undone && m_newEvent ? QString() : m_eventId; }
    QString accountId() const { return m_account.id(); }
    const QString &eventId() const { return m_eventId; }

private:
    QString m_eventId;
    Account m_account;
    std::optional<Event> m_newEvent;
};

// Changes an account (dates, words, gloss, note, passage) or moves it to
// another event. Consecutive edits of one field (`field` names it, such as
// "gloss", as typed live) of one account merge into one step; edits without
// a field (a dialog's OK) never merge.
class EditAccountCommand final : public EditCommand
{
    Q_DECLARE_TR_FUNCTIONS(parallax::ui::EditAccountCommand)

public:
    EditAccountCommand(
        db::Repository *repo, db::AccountRecord before, db::AccountRecord after, const QString &field = {});
    void redo() override;
    void undo() override;
    QString focusEvent(bool undone) const override { return undone ? m_before.eventId : m_after.eventId; }
    int id() const override { return 1301; }
    bool mergeWith(const QUndoCommand *other) override;

private:
    db::AccountRecord m_before, m_after;
    QString m_field;
};

class RemoveAccountCommand final : public EditCommand
{
    Q_DECLARE_TR_FUNCTIONS(parallax::ui::RemoveAccountCommand)

public:
    RemoveAccountCommand(db::Repository *repo, const QString &accountId);
    void redo() override;
    void undo() override;
    QString focusEvent(bool) const override { return m_record.eventId; }

private:
    db::AccountRecord m_record;
    int m_ordinal = -1;
};

// Adds an event (without accounts).
class AddEventCommand final : public EditCommand
{
    Q_DECLARE_TR_FUNCTIONS(parallax::ui::AddEventCommand)

public:
    AddEventCommand(db::Repository *repo, Event event);
    void redo() override;
    void undo() override;
    QString focusEvent(bool undone) const override { return undone ? QString() : m_event.id; }
    const QString &eventId() const { return m_event.id; }

private:
    Event m_event;
};

// Changes an event's fields; consecutive edits of one field of one event
// merge (as for EditAccountCommand).
class EditEventCommand final : public EditCommand
{
    Q_DECLARE_TR_FUNCTIONS(parallax::ui::EditEventCommand)

public:
    EditEventCommand(db::Repository *repo, Event before, Event after, const QString &field = {});
    void redo() override;
    void undo() override;
    QString focusEvent(bool) const override { return m_after.id; }
    int id() const override { return 1302; }
    bool mergeWith(const QUndoCommand *other) override;

private:
    Event m_before, m_after;
    QString m_field;
};

// Removes an event with its accounts; undo puts both back, ids and order kept.
class RemoveEventCommand final : public EditCommand
{
    Q_DECLARE_TR_FUNCTIONS(parallax::ui::RemoveEventCommand)

public:
    RemoveEventCommand(db::Repository *repo, const QString &eventId);
    void redo() override;
    void undo() override;
    QString focusEvent(bool undone) const override { return undone ? m_event.id : QString(); }

private:
    Event m_event;
};

// Replaces a source's text and re-anchors its citations; undo restores the
// old text and every citation's old span.
class ReplaceTextCommand final : public EditCommand
{
    Q_DECLARE_TR_FUNCTIONS(parallax::ui::ReplaceTextCommand)

public:
    ReplaceTextCommand(db::Repository *repo, const QString &sourceId, QString text, QString encoding);
    void redo() override;
    void undo() override;
    QString focusSource(bool) const override { return m_sourceId; }
    const db::ReplaceReport &report() const { return m_report; }

private:
    QString m_sourceId, m_oldText, m_newText, m_oldEncoding, m_newEncoding;
    QList<db::AccountRecord> m_oldAccounts;
    db::ReplaceReport m_report;
};

// Changes a place, person, era or a source's details: before and after.
// Which reference table shows a T (None: none does).
template <typename T> constexpr ReferenceRow::Kind referenceKind()
{
    if constexpr (std::is_same_v<T, parallax::Place>)
        return ReferenceRow::Place;
    else if constexpr (std::is_same_v<T, parallax::Person>)
        return ReferenceRow::Person;
    else if constexpr (std::is_same_v<T, parallax::Era>)
        return ReferenceRow::Era;
    else
        return ReferenceRow::None;
}

template <typename T> class UpdateCommand final : public EditCommand
{
public:
    using Update = Status (db::Repository::*)(const T &);
    UpdateCommand(db::Repository *repo, const QString &text, T before, T after, Update update)
        : EditCommand(repo, text)
        , m_before(std::move(before))
        , m_after(std::move(after))
        , m_update(update)
    { }
    void redo() override { check((m_repo->*m_update)(m_after)); }
    void undo() override { check((m_repo->*m_update)(m_before)); }
    ReferenceRow focusReference(bool undone) const override
    {
        return {referenceKind<T>(), undone ? m_before.id : m_after.id};
    }

private:
    T m_before, m_after;
    Update m_update;
};

} // namespace parallax::ui
