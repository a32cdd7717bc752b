#pragma once

#include <core/corpus.h>
#include <core/result.h>

class QIODevice;

namespace parallax::db {

class Database;

// The corpus as a TimelineJS 3 JSON timeline (docs/exchange.md): a title
// slide, one slide per event (headline, summary and each source's account
// with its claimed date, grouped by category) and the eras. Dates are given
// to the precision they are known; intervals, seasons and uncertain dates
// get an end date and a display_date in words. Written event by event.
Status writeTimelineJs(const Corpus &corpus, QIODevice &out);
// The same, read from `db` event by event (EventStream), in memory that does
// not grow with the corpus.
Status writeTimelineJs(const Database &db, QIODevice &out);

} // namespace parallax::db
