#pragma once

#include <core/result.h>

#include <QByteArray>
#include <QHash>
#include <QList>
#include <QString>

#include <cstdint>
#include <functional>
#include <memory>
#include <span>
#include <vector>

struct sqlite3;

namespace parallax::db {

class Database;

// Checks the source texts of a database without keeping them: source by
// source, one text in memory at a time, its recorded length, and every quote
// that cites it (accounts_by_source) against what the text says there.
// `problem` hears of each row that is wrong (table, row, what, in the words
// readCorpus() uses); `stop` ends the check early. Fails only when the rows
// cannot be read (the message is SQLite's).
using RowProblem = std::function<void(const QString &table, std::int64_t row, const QString &what)>;
Status checkSourceTexts(sqlite3 *h, const RowProblem &problem, const std::function<bool()> &stop);

// The same check done quickly, to say only whether there is any problem:
// the accounts read once in row order (front to back), each quote kept as
// where it stands and two 64-bit hashes of its bytes (40 bytes an account),
// then the texts one at a time as UTF-8, each against its quotes.
// `clean` is set to true when every length and quote checks out; false when
// something does not (then checkSourceTexts() says what, in its order) or
// when a text is not valid UTF-8. Fails only when the rows cannot be read.
// The texts are read by a thread for each connection: `h`'s alone, or
// `db`'s and those textReaders() opens on it (`db` must be in a read
// transaction it began itself). `stop` ends the check early (not clean);
// every one of those threads asks it.
Status sourceTextsAreClean(sqlite3 *h, bool *clean);
Status sourceTextsAreClean(const Database &db, bool *clean, const std::function<bool()> &stop = {});

// Connections to `db`'s file reading its snapshot, for more threads to read
// texts beside its own (one fewer than the cores, at most three); none
// where there can be none (Database::openInSnapshotOf()).
std::vector<std::unique_ptr<Database>> textReaders(const Database &db);

// A quote's place in its source: its code-point span.
struct CitedSpan
{
    std::int64_t start = 0, end = 0;
};
// A cited quote as the quick check knows it: its span and two 64-bit
// hashes of its bytes (a damaged quote with both hashes of the right one is
// not to be expected).
struct QuotePrint
{
    std::int64_t source = 0; // the source's row
    CitedSpan span;
    // The quote's bytes hashed (64 bits with a seed of this process's: a
    // passage that differs matches by chance once in 2^64). 32 bytes a
    // quote: a million accounts' list is most of the check's memory.
    std::size_t hash = 0;
};
static_assert(sizeof(QuotePrint) <= 32);

// What the accounts cite: the quotes (but orphaned ones, which are no
// longer at their spans) as the quick check knows them, in one list by
// source row.
struct CitedQuotes
{
    std::vector<QuotePrint> prints; // sorted by source
    std::span<const QuotePrint> printsOf(std::int64_t source) const;
};
// The accounts read once, front to back (40 bytes an account).
// `stop`, asked now and then: a failure when it says so.
Result<CitedQuotes> citedQuotes(sqlite3 *h, const std::function<bool()> &stop = {});
// The same list, read in parts at once, one on each of `handles` (each
// connection in the same snapshot, the first the one the rows' count is
// asked of): a range of row ids each, joined in row order before the sort.
Result<CitedQuotes> citedQuotes(const std::vector<sqlite3 *> &handles);

// One source's text as stored (UTF-8, not yet checked) with what its
// accounts cite.
struct SourceText
{
    QString key;
    QByteArray utf8; // the row's own bytes, valid while the visitor runs
    std::int64_t recordedLength = 0; // code points, as the row says
    std::span<const QuotePrint> quotes; // in no particular order
};

// The quick check of one text (sourceTextsAreClean() makes it for each):
// valid UTF-8, as long as recorded, and holding every quote at its span.
// False says only that the full check (checkSourceTexts) has something to
// look at.
bool looksClean(const SourceText &text);

// Reads the sources of a database one at a time (by row id), each text with
// what its accounts cite, for a writer that needs a text and its quotes
// together without holding every text; the caller checks each text with
// looksClean() and finds each quote in it. Only the sources whose row id
// is `part` modulo `parts` are read: `parts` threads, each with its own
// connection, read every source once. `visit` gets each source while its
// bytes are valid; a failure it returns ends the reading and is returned.
using SourceVisitor = std::function<Status(const SourceText &source)>;
Status forEachSourceText(sqlite3 *h, const CitedQuotes &cited, int part, int parts, const SourceVisitor &visit);

} // namespace parallax::db
