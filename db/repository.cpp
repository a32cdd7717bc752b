#include "repository.h"

#include <algorithm>

namespace parallax::db {

Repository::~Repository() = default;

QString entityName(Entity e)
{
    switch (e) {
    case Entity::Source:
        return QStringLiteral("source");
    case Entity::Event:
        return QStringLiteral("event");
    case Entity::Account:
        return QStringLiteral("account");
    case Entity::Place:
        return QStringLiteral("place");
    case Entity::Era:
        return QStringLiteral("era");
    case Entity::Person:
        return QStringLiteral("person");
    case Entity::RouteLeg:
        break;
    }
    return QStringLiteral("route_leg");
}

QString changeKindName(ChangeKind k)
{
    switch (k) {
    case ChangeKind::Added:
        return QStringLiteral("added");
    case ChangeKind::Changed:
        return QStringLiteral("changed");
    case ChangeKind::Removed:
        break;
    }
    return QStringLiteral("removed");
}

int ReplaceReport::count(AnchorOutcome outcome) const
{
    return int(std::count_if(items.begin(), items.end(), [&](const Item &i) { return i.outcome == outcome; }));
}

int Repository::subscribe(Listener listener)
{
    m_listeners.append({m_nextHandle, std::move(listener)});
    return m_nextHandle++;
}

void Repository::unsubscribe(int handle)
{
    m_listeners.removeIf([&](const auto &l) { return l.first == handle; });
}

void Repository::notify(const QList<Change> &changes) const
{
    if (changes.isEmpty())
        return;
    const auto listeners = m_listeners; // a listener may unsubscribe
    for (const auto &l : listeners)
        l.second(changes);
}

} // namespace parallax::db
