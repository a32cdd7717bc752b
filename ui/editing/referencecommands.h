#pragma once

#include "editcommands.h"

#include <core/corpus.h>
#include <db/repository.h>

#include <QList>

namespace parallax::ui {

// Undoable edits of the reference tables: places, people, eras and the
// route legs (changing one of them is UpdateCommand<T> in editcommands.h).

// Adds a place, a person or an era; undo removes it. The id is fixed at the
// first do, so redo recreates the same one.
template <typename T> class AddEntityCommand final : public EditCommand
{
public:
    using Add = Result<QString> (db::Repository::*)(const T &);
    using Remove = Status (db::Repository::*)(const QString &);
    AddEntityCommand(db::Repository *repo, const QString &text, T item, Add add, Remove remove)
        : EditCommand(repo, text)
        , m_item(std::move(item))
        , m_add(add)
        , m_remove(remove)
    { }
    void redo() override
    {
        auto r = (m_repo->*m_add)(m_item);
        check(r ? success() : Status::failure(r.error()));
    }
    void undo() override { check((m_repo->*m_remove)(m_item.id)); }
    const QString &itemId() const { return m_item.id; }
    ReferenceRow focusReference(bool undone) const override
    {
        return undone ? ReferenceRow {} : ReferenceRow {referenceKind<T>(), m_item.id};
    }

private:
    T m_item;
    Add m_add;
    Remove m_remove;
};

// Removes a place, a person or an era (the repository refuses while an event
// or a route leg refers to it); undo puts it back as it was.
template <typename T> class RemoveEntityCommand final : public EditCommand
{
public:
    using Add = Result<QString> (db::Repository::*)(const T &);
    using Remove = Status (db::Repository::*)(const QString &);
    RemoveEntityCommand(db::Repository *repo, const QString &text, T item, Add add, Remove remove)
        : EditCommand(repo, text)
        , m_item(std::move(item))
        , m_add(add)
        , m_remove(remove)
    { }
    void redo() override { check((m_repo->*m_remove)(m_item.id)); }
    void undo() override
    {
        auto r = (m_repo->*m_add)(m_item);
        check(r ? success() : Status::failure(r.error()));
    }
    ReferenceRow focusReference(bool undone) const override
    {
        return undone ? ReferenceRow {referenceKind<T>(), m_item.id} : ReferenceRow {};
    }

private:
    T m_item;
    Add m_add;
    Remove m_remove;
};

// Changes the route: the legs `before` (by their sequence number) become the
// legs `after`. A number only in `before` is removed, one only in `after` is
// added; swapping two legs' numbers reorders them. Either all of it is done
// or, when a step fails, what was done is taken back.
class RouteCommand final : public EditCommand
{
public:
    RouteCommand(db::Repository *repo, const QString &text, QList<RouteLeg> before, QList<RouteLeg> after);
    void redo() override;
    void undo() override;
    // The first leg that differs and is there afterwards.
    ReferenceRow focusReference(bool undone) const override;

private:
    bool apply(const QList<RouteLeg> &from, const QList<RouteLeg> &to);

    QList<RouteLeg> m_before, m_after;
};

} // namespace parallax::ui
