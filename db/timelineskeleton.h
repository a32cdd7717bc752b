#pragma once

#include "database.h"

#include <core/corpus.h>
#include <core/timelinedata.h>

namespace parallax::db {

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
Result<TimelineData> readTimelineIndex(const Database &db);

// Every event's stored timeline row computed from the narrow read (the
// migration to schema 8), the stale list emptied.
Status fillTimelineColumns(Database &db);

} // namespace parallax::db
