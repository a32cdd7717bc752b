#pragma once

#include "database.h"

#include <core/corpus.h>

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

} // namespace parallax::db
