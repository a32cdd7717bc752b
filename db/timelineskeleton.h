#pragma once

#include "database.h"

#include <core/corpus.h>
#include <core/timelinedata.h>

#include <cstdint>
#include <optional>
#include <vector>

namespace parallax::db {

// Each event's row id by its index in readCorpus()'s order (time, then row
// id), and each row's index: what finds an event of a timeline index in the
// database before the corpus is read.
class EventRowIndex
{
public:
    EventRowIndex() = default;
    // `rows` ascending; `indexOf[i]` the index of the event of rows[i], a
    // permutation of 0 … rows.size() - 1.
    EventRowIndex(std::vector<std::int64_t> rows, std::vector<std::uint32_t> indexOf);
    std::size_t size() const { return m_rows.size(); }
    std::optional<std::int64_t> rowAt(std::size_t index) const;
    std::optional<std::uint32_t> indexOf(std::int64_t row) const;

private:
    std::vector<std::int64_t> m_rows; // ascending
    std::vector<std::uint32_t> m_indexOf; // parallel to m_rows
    std::vector<std::uint32_t> m_atIndex; // index → position in m_rows
};

// What a timeline in source lanes needs of a database, read before (and far
// faster than) the whole corpus: everything readCorpusHead() reads, and of
// each event only its record date and era, of each account only its source
// and the date it claims (no ids, titles, quotes or notes). The events come
// in readCorpus()'s order (time, then row id), so that an index built from
// them (buildTimelineData) is valid for the corpus read afterwards.
//
// Nothing here is checked as readCorpus() checks it: a date that does not
// parse is left out, a reference to nothing is empty. It is a preview; the
// corpus read afterwards refuses a damaged file.
Result<Corpus> readTimelineSkeleton(const Database &db);

// What the window shows first of a large database: the timeline's index in
// source lanes, equal to buildTimelineData(readCorpus(db), LaneMode::Source)
// for a sound file, built from the same narrow read event by event without
// holding the events (a million: their dates and a few integers each).
// Read from the stored index (schema 8, db/timelinecolumns.h) when every
// event's row is current.
// With `rows`, also each event's row id by its index.
Result<TimelineData> readTimelineIndex(const Database &db, EventRowIndex *rows = nullptr);

// The key of the event in row `row`, and the row of the event with key
// `key`; empty / nullopt when there is none.
Result<QString> eventKeyOfRow(const Database &db, std::int64_t row);
Result<std::optional<std::int64_t>> eventRowOfKey(const Database &db, const QString &key);

// Every event's stored timeline row computed from the narrow read (the
// migration to schema 8), the stale list emptied.
Status fillTimelineColumns(Database &db);

} // namespace parallax::db
