#include "referencecommands.h"

#include <algorithm>

namespace parallax::ui {

namespace {

const RouteLeg *legNumbered(const QList<RouteLeg> &legs, int seq)
{
    for (const RouteLeg &l : legs)
        if (l.seq == seq)
            return &l;
    return nullptr;
}

// Makes the legs numbered in `from` or `to` what `to` says: set or removed.
// Stops at the first failure, unless `bestEffort` (taking a failed change back).
Status setLegs(db::Repository *repo, const QList<RouteLeg> &from, const QList<RouteLeg> &to, bool bestEffort = false)
{
    Status first = success();
    auto step = [&](const Status &s) {
        if (!s && first)
            first = s;
        return s || bestEffort;
    };
    for (const RouteLeg &l : from)
        if (!legNumbered(to, l.seq) && repo->exists(db::Entity::RouteLeg, QString::number(l.seq)))
            if (!step(repo->removeRouteLeg(l.seq)))
                return first;
    for (const RouteLeg &l : to)
        if (!step(repo->setRouteLeg(l)))
            return first;
    return first;
}

} // namespace

RouteCommand::RouteCommand(db::Repository *repo, const QString &text, QList<RouteLeg> before, QList<RouteLeg> after)
    : EditCommand(repo, text)
    , m_before(std::move(before))
    , m_after(std::move(after))
{ }

bool RouteCommand::apply(const QList<RouteLeg> &from, const QList<RouteLeg> &to)
{
    const Status s = setLegs(m_repo, from, to);
    if (!s)
        (void)setLegs(m_repo, to, from, true); // all or nothing
    return check(s);
}

void RouteCommand::redo()
{
    apply(m_before, m_after);
}

void RouteCommand::undo()
{
    apply(m_after, m_before);
}

namespace {

bool sameLeg(const RouteLeg &a, const RouteLeg &b)
{
    return a.fromPlaceId == b.fromPlaceId && a.toPlaceId == b.toPlaceId && a.depart.toEdtf() == b.depart.toEdtf()
        && a.arrive.toEdtf() == b.arrive.toEdtf() && a.mode == b.mode && a.note == b.note;
}

} // namespace

ReferenceRow RouteCommand::focusReference(bool undone) const
{
    const QList<RouteLeg> &now = undone ? m_before : m_after;
    const QList<RouteLeg> &was = undone ? m_after : m_before;
    for (const RouteLeg &leg : now) {
        const auto old = std::find_if(was.begin(), was.end(), [&](const RouteLeg &l) { return l.seq == leg.seq; });
        if (old == was.end() || !sameLeg(*old, leg))
            return {ReferenceRow::RouteLeg, QString::number(leg.seq)};
    }
    return {};
}

} // namespace parallax::ui
