#pragma once

#include "conflicts.h"

#include <QHash>
#include <QList>
#include <QStringList>

#include <cstdint>
#include <vector>

namespace parallax {

// Conflicts held as a window holds them, a million events' worth: a
// narrative-order note found with its explanation deferred (most of them;
// ConflictDetector::Explanations::Deferred) is one row of 40 bytes, where a
// Conflict and its lists took about 190; any other conflict is kept whole
// beside its row. A conflict is read back whole by value (at()); the fields
// that order and count conflicts are read from the row.
//
// A note's event id is not kept: at() gives the id its event has in the
// events it is read with, which must be those it was stored with (the
// table's user keeps them together: a note of an edited event is found
// again).
class ConflictTable
{
public:
    qsizetype size() const { return qsizetype(m_rows.size()); }
    bool isEmpty() const { return m_rows.empty(); }
    void reserve(qsizetype n) { m_rows.reserve(std::size_t(n)); }
    // `events`: those the conflict's event index is into.
    void append(Conflict c, const EventList &events);
    void set(qsizetype i, Conflict c, const EventList &events);
    // The place left empty (a default Conflict, event -1), keeping no conflict whole.
    void clear(qsizetype i);

    Conflict at(qsizetype i, const EventList &events) const;
    QList<Conflict> toList(const EventList &events) const;

    ConflictKind kind(qsizetype i) const { return row(i).kind; }
    Severity severity(qsizetype i) const { return row(i).severity; }
    int event(qsizetype i) const { return row(i).event; }
    int toldAfter(qsizetype i) const { return row(i).toldAfter; }
    AxisTime gap(qsizetype i) const { return row(i).gap; }
    qsizetype foundAt(qsizetype i) const { return row(i).foundAt; }
    // The first source it names (a note names one), or an empty string.
    const QString &firstSource(qsizetype i) const;
    // A note whose claims and explanation are written when shown.
    bool isDeferredNote(qsizetype i) const;

    // Most severe first, then the largest gap; equals keep their order
    // (sortConflicts()'s order).
    void sort();

private:
    static constexpr std::uint16_t kWhole = 0xffff; // Row::source of a conflict kept whole
    static constexpr std::uint16_t kEmpty = 0xfffe; // of a place left empty (clear())
    static constexpr std::uint16_t kMostSources = kEmpty; // notes of more sources are kept whole
    struct Row
    {
        ConflictKind kind = ConflictKind::WithRecord;
        Severity severity = Severity::Minor;
        std::uint16_t source = kWhole; // a note's: index into m_sources
        int event = -1;
        int toldAfter = -1;
        int toldAfterAccount = -1;
        int account = -1; // a note's; for a conflict kept whole, its index in m_whole
        std::int32_t foundAt = 0; // a place in a text or an event's list: far under 2^31
        AxisTime gap = 0;
    };
    static_assert(sizeof(Row) == 32);
    const Row &row(qsizetype i) const { return m_rows[std::size_t(i)]; }
    void releaseWhole(const Row &r);
    Row rowOf(Conflict c, const EventList &events);

    std::vector<Row> m_rows;
    QList<Conflict> m_whole;
    std::vector<qsizetype> m_freeWhole; // places in m_whole a conflict left
    QList<QStringList> m_sources; // the notes' source lists, one per source
    QHash<QString, int> m_sourceIndex;
};

} // namespace parallax
