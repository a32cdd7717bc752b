#pragma once

#include "conflicts.h"
#include "conflicttable.h"

#include <QHash>
#include <QList>
#include <QStringList>

#include <cstdint>
#include <tuple>
#include <utility>
#include <vector>

namespace parallax {

// Each source's dated accounts in the order its text tells them (by passage
// start, then event, then account): what the narrative-order notes compare.
// Kept up to date event by event, so that an edit finds an account's
// neighbours without reading the corpus again.
class NarrativeIndex
{
public:
    struct Told
    {
        std::int32_t pos = 0; // the account's start (12 bytes a passage told)
        int event = -1;
        int account = -1;
        friend bool operator<(const Told &a, const Told &b)
        {
            return std::tie(a.pos, a.event, a.account) < std::tie(b.pos, b.event, b.account);
        }
        friend bool operator==(const Told &, const Told &) = default;
    };

    NarrativeIndex() = default;
    explicit NarrativeIndex(const Corpus &corpus);

    // The sources (by rank) in the order their notes are listed: the
    // corpus's sources in its order, then sources no source entry names, by id.
    QList<int> ranksInOrder() const;
    int sourceCount() const { return int(m_told.size()); }
    int knownSources() const { return m_known; }
    const QString &sourceAt(int rank) const { return m_sources[rank]; }
    int rankOf(const QString &sourceId) const { return m_rank.value(sourceId, -1); }
    const std::vector<Told> &toldBy(int rank) const { return m_told[std::size_t(rank)]; }

    // Event `event` changed from `before` to `after`: its accounts leave and
    // come back at their new places.
    void replaceEvent(int event, const Event &before, const Event &after);
    // The events told right after this event's dated accounts, in each
    // source that tells them (the events whose notes compare with it).
    QList<int> toldAfter(int event, const Event &e) const;

private:
    int rankFor(const QString &sourceId);
    void add(int event, const Event &e);
    void remove(int event, const Event &e);

    QStringList m_sources;
    int m_known = 0; // the first ranks are the corpus's sources
    QHash<QString, int> m_rank;
    std::vector<std::vector<Told>> m_told;
};

// Which conflict comes first in the detector's list (detectConflicts()):
// the most severe, then the largest gap, then an event's own disagreements
// by event and in the order the detector finds them, then the narrative-order
// notes by source, by the place in its text where the note is first seen.
// A total order: two different conflicts of one corpus never compare equal.
class ConflictOrder
{
public:
    ConflictOrder() = default;
    explicit ConflictOrder(const NarrativeIndex &index);
    bool operator()(const Conflict &a, const Conflict &b) const;
    bool operator()(const ConflictTable &table, qsizetype a, qsizetype b) const;

private:
    // What the order is decided by; the first source from a list, or given.
    struct Key
    {
        Severity severity;
        AxisTime gap;
        ConflictKind kind;
        int event;
        qsizetype foundAt;
        const QStringList *sources = nullptr;
        const QString *source = nullptr;
        QString firstSource() const { return source ? *source : sources->value(0); }
    };
    bool before(const Key &a, const Key &b) const;
    std::pair<int, QString> sourceKey(const QString &id) const;
    QHash<QString, int> m_rank; // of the corpus's sources
};

// The conflicts of some events, found again: every conflict the full
// detector finds whose event (Conflict::event) is one of `events`, in the
// detector's order. `index` must be the corpus's.
QList<Conflict> conflictsOfEvents(const Corpus &corpus, const NarrativeIndex &index, QList<int> events,
    ConflictDetector::Explanations explanations = ConflictDetector::Explanations::Written);

// After edits that changed events in place (index and all; the corpus holds
// their new values, `replaced` their old ones), the events whose conflicts
// may have changed: the edited ones and those told right after them in any
// source, before and after the edit. Updates `index`.
QList<int> eventsToRecheck(const Corpus &corpus, NarrativeIndex &index, const QList<std::pair<int, Event>> &replaced);

} // namespace parallax
