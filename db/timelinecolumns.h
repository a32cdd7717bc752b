#pragma once

#include "database.h"
#include "sqlite.h"

#include <core/corpus.h>
#include <core/timelinedata.h>

#include <QByteArray>
#include <QHash>

#include <functional>
#include <optional>

namespace parallax::db {

class EventRowIndex;

// The timeline's index stored beside the events (schema 8, see
// migrations/008_timeline.sql): each event's row is written by imports and,
// through the stale list its triggers keep, by every edit before it commits;
// the window reads the rows instead of computing them.

// The row of one event: `sourceRow(k)` is the row id of account k's source.
inline constexpr const char *kTimelineRowInsert
    = "INSERT OR REPLACE INTO timeline_events (event_id, t_start, t_end, story_start, story_end, "
      "conflict_start, conflict_end, items) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)";
Status writeTimelineRow(Statement &insert, std::int64_t eventRow, const StoredTimelineEvent &stored,
    const std::function<std::int64_t(int account)> &sourceRow);

// The items of a row, encoded as stored and decoded (the event index left 0).
QByteArray encodeTimelineItems(
    const StoredTimelineEvent &stored, const std::function<std::int64_t(int account)> &sourceRow);
struct StoredItem
{
    std::int64_t source; // row id; 0 is the record's lane
    TimelineItem item;
};
// Appends the items of `blob` to `out`.
void decodeTimelineItems(std::string_view blob, std::vector<StoredItem> &out);

// Computes again the rows of the events the stale list names (an edit's),
// and empties the list; an event whose date does not parse stays listed.
Status refreshStaleTimeline(Database &db);

// `parallax check`: every stored row against a fresh computation from the
// event's dates, era and accounts, one pass over the tables in row id order.
// Lists each event whose row differs or is missing and each row of no event
// (at most `listed` of them, then how many more); events on the stale list
// are not compared (a writer computes them before it commits; an event
// whose date does not parse stays there, and the content check names it).
// Empty for a file before schema 8.
QStringList checkStoredTimeline(const Database &db, int listed = 20);

// The timeline's index in source lanes from the stored rows, equal to
// buildTimelineData(readCorpus(db), LaneMode::Source); nullopt when some
// rows are stale or missing (a writer that did not compute them): the
// caller computes the index itself then. `head` is readCorpusHead()'s.
// With `rows`, also each event's row id by its index.
Result<std::optional<TimelineData>> readStoredTimeline(
    const Database &db, const Corpus &head, EventRowIndex *rows = nullptr);

} // namespace parallax::db
