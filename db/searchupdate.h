#pragma once

#include "database.h"

#include <cstdint>
#include <optional>

namespace parallax::db {

// Keeps the contentless search index (db/searchindex.h) in step with edits.
// FTS5 takes a row out of a contentless table only when given the exact text
// it was indexed with; every indexed row is a pure function of base rows
// (a chunk of 16 events, of 16 accounts, a place's or a person's names, a
// passage), so an edit reads the row's text before it changes the base rows
// and puts the new text in after:
//
//     IndexedRow before = indexedEventChunk(db, eventRow);   // read
//     ... UPDATE events ...
//     reindex(db, before, indexedEventChunk(db, eventRow));   // delete + insert
//
// All of it inside the edit's transaction.
struct IndexedRow
{
    const char *table = nullptr; // search_events or search_names
    std::int64_t rowid = 0;
    QString body; // empty: the row is not in the index
    QString folded; // null: no folded column
};

Result<IndexedRow> indexedEventChunk(const Database &db, std::int64_t eventRow);
Result<IndexedRow> indexedAccountChunk(const Database &db, std::int64_t accountRow);
Result<IndexedRow> indexedPlace(const Database &db, std::int64_t placeRow);
Result<IndexedRow> indexedPerson(const Database &db, std::int64_t personRow);

// Takes `before` out of the index and puts `after` in (nothing when equal).
Status reindex(Database &db, const IndexedRow &before, const IndexedRow &after);

// Takes a source's passages out of the index and the passages table. Their
// words are read from the source's text (schema 12): run it before the text
// changes or goes.
Status unindexSourcePassages(Database &db, std::int64_t sourceRow);
// Cuts `text`, the source's text as now stored, into passages and indexes
// them as an import does.
Status indexSourcePassages(Database &db, std::int64_t sourceRow, const QString &text);

} // namespace parallax::db
