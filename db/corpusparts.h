#pragma once

#include "database.h"
#include "databasebuild.h"

#include <core/corpus.h>

#include <vector>

namespace parallax::db {

// What one connection writes of a corpus (inside db/): writeCorpus() writes
// everything; a DatabaseBuild writes the rows in the database and the search
// index in a scratch one.
enum CorpusPart : std::uint8_t {
    Rows = 1,
    Accounts = 2,
    SearchText = 4, // events, glosses, names
    SearchPassages = 8, // the source texts, and the passages table
    AllParts = Rows | Accounts | SearchText | SearchPassages
};

// Writes the parts of `corpus` asked for in one transaction, in the order
// rows refer to each other. Without the rows (a scratch database), each row
// id is what that row gets in a new database: 1, 2, 3… in corpus order.
Status writeCorpusParts(Database &db, const Corpus &corpus, int parts, const SourceTextOf &textOf = {});

// The order writeCorpusParts() writes the events in, which is their row ids'
// order: by start (undated first), then corpus order, as readCorpus() gives
// them. Reading them in time order (exports, conflicts, the window) then
// reads the file front to back.
std::vector<qsizetype> eventsInTimeOrder(const EventList &events);

} // namespace parallax::db
