#pragma once

#include "database.h"
#include "sqlite.h"

#include <core/corpus.h>

#include <QString>
#include <QStringList>

#include <cstdint>
#include <functional>
#include <memory>
#include <string_view>

namespace parallax::db {

// The search index (schema v4): three contentless trigram FTS5 tables whose
// row ids point back into the base tables, which hold the text.
//
//   search_events    rowid c          → events 16c … 16c+15, one per line
//                    rowid 2^40 + c   → accounts 16c … 16c+15 (glosses, notes)
//   search_names     rowid id         → the place with that id (all its names)
//                    rowid 2^40 + id  → the person with that id
//   search_passages  rowid id         → passages.id
//   search_pairs     rowid id         → passages.id (its word pairs, db/searchpairs.h)
//
// Every indexed line ends with "\n" and every FTS row with one more, so each
// character of the text begins a trigram: a query of one or two characters
// is answered from the index's vocabulary (terms that begin with it).
// Column `folded` holds the diacritic-free text of the lines that need it.
namespace searchlayout {
inline constexpr int kChunkShift = 4;
inline constexpr std::int64_t kChunkRows = std::int64_t(1) << kChunkShift;
inline constexpr std::int64_t kSecondKind = std::int64_t(1) << 40;
} // namespace searchlayout

// The text one event or account is found by.
QString eventSearchText(const QString &titleEn, const QString &titleZh, const QString &summaryEn);
QString accountSearchText(const QString &glossEn, const QString &noteEn);
// The folded form stored beside a text, or a null string when folding changes
// nothing the index does not already ignore (case).
QString foldedIfDifferent(const QString &text);

// Fills the search index and the passages table. Rows of each kind must come
// in ascending id order; finish() writes what is pending. Used by imports (fed
// from the corpus) and by the migration (fed from the base tables).
class SearchIndexWriter final
{
public:
    // Whether source() writes the passages' word pairs too (where the file
    // has them), or leaves them to another writer (an import: the rows'
    // thread, db/databasebuild.cpp).
    enum class Pairs { Written, LeftOut };
    explicit SearchIndexWriter(Database &db, Pairs pairs = Pairs::Written);
    ~SearchIndexWriter();
    SearchIndexWriter(const SearchIndexWriter &) = delete;
    SearchIndexWriter &operator=(const SearchIndexWriter &) = delete;

    Status event(std::int64_t id, const QString &text);
    Status account(std::int64_t id, const QString &text);
    Status place(std::int64_t id, const QString &names);
    Status person(std::int64_t id, const QString &names);
    // Cuts a source into passages (a paragraph, or a few sentences of a long
    // one), stores them in `passages` and indexes each.
    Status source(std::int64_t id, const QString &body);
    Status finish();

private:
    struct Chunk;
    Status add(Chunk &chunk, std::int64_t id, const QString &text);
    Status flush(Chunk &chunk);
    Status indexRow(Statement &st, std::int64_t rowid, const QString &body, const QString &folded);
    Status indexPairs(std::int64_t row, const QString &passage);

    Database &m_db;
    Statement m_events;
    Statement m_names;
    Statement m_passages;
    Statement m_passageRows;
    Statement m_pairs; // when the file has search_pairs (schema 13)
    Status m_prepared; // after the statements above (members are made in order)
    std::unique_ptr<Chunk> m_eventChunk;
    std::unique_ptr<Chunk> m_accountChunk;
};

// Cuts a source's text into passages as SearchIndexWriter::source() does: a
// paragraph, or a few sentences of a long one. `each` is given every piece
// in order, [start, end) in UTF-16 units, blank ones (white space only) too,
// said so; the first failure it returns stops the walk.
Status forEachPassage(
    const QString &body, const std::function<Status(qsizetype start, qsizetype end, bool blank)> &each);

// Empties the index and the passages table and fills them again from the base
// tables. Run by the schema migration that introduced them.
Status rebuildSearchIndex(Database &db);

// Writes the passages' word pairs (db/searchpairs.h) in bulk, as an import
// or an upgrade does: begin(), add() for each passage, finish().
class PairIndexWriter final
{
public:
    explicit PairIndexWriter(Database &db);
    Status begin();
    // A passage's tokens (passagePairTokens()); nothing when there are none.
    Status add(std::int64_t passage, std::string_view tokens);
    Status finish();

private:
    Database &m_db;
    Statement m_insert;
};

// Fills the passages' word-pair index from the passages (the migration to
// schema 13, which adds it to a file whose passages are indexed already).
Status fillPairIndex(Database &db);

// Where the search index disagrees with the rows it indexes: rows not found
// by their own text (all of a small corpus, a sample of a large one) and
// passages that are not their source's text. Reads only.
QStringList checkSearchIndex(const Database &db);

} // namespace parallax::db
