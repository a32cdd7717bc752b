#pragma once

struct sqlite3;

namespace parallax::db {

// Makes FTS5's trigram tokenizer, on connection `db`, hand each distinct
// trigram of a document of ASCII (a row's column being written or deleted)
// to the index once. The search tables keep which rows hold a trigram, not
// where or how often (detail = none, schema 10), so the index written is the
// same; but FTS5 looks every token up in its table of pending terms, and half
// the trigrams of a 600-character passage of English prose repeat one before
// them (measured: a million events' 790 MB of texts indexed in 30 s instead
// of 44). Other text, and a query's tokens, are cut by the built-in as they
// come. The totals FTS5 keeps for ranking count each such trigram once:
// every connection that writes must cut as this one does (schema 14 keeps
// earlier versions out). Returns false when FTS5's interface or its trigram
// tokenizer cannot be reached, when no search table can be used either.
// Must be called before the connection first uses a search table. (FTS5
// no longer answers LIKE and GLOB from these tables' index, which nothing
// asks it to.)
bool registerDistinctTrigrams(sqlite3 *db);

} // namespace parallax::db
