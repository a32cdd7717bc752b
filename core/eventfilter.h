#pragma once

#include "corpus.h"

#include <QHash>
#include <QSet>
#include <QVariantMap>

#include <vector>

namespace parallax {

// Which events the views show. An empty facet does not filter; within a
// facet the values are alternatives (any of), across facets all must hold.
struct EventFilter
{
    QSet<QString> sources; // cited by any of these sources
    QSet<QString> eras;
    QSet<QString> places;
    QSet<QString> people; // involving any of these people
    QSet<QString> categories;
    QSet<int> importance; // Importance values
    bool conflictsOnly = false; // only events whose sources disagree

    bool isEmpty() const;
    bool matches(const Event &e, bool disputed) const;

    QVariantMap toVariant() const;
    static EventFilter fromVariant(const QVariantMap &map);
    friend bool operator==(const EventFilter &, const EventFilter &) = default;
};

// Per-event inclusion (1 = shown) for the whole corpus.
std::vector<char> applyFilter(const Corpus &corpus, const EventFilter &filter, const std::vector<char> &disputed);

// True for each event whose accounts disagree on its date, with the record or
// with each other (the conflict detector's between-sources and with-record
// cases, computed cheaply).
std::vector<char> disputedEvents(const Corpus &corpus);
// The same for one event.
bool isDisputed(const Event &e);

} // namespace parallax
