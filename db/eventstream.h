#pragma once

#include "database.h"

#include <core/corpus.h>

#include <QList>
#include <QMap>

#include <cstdint>
#include <memory>
#include <string_view>
#include <vector>

namespace parallax::db {

class Statement;

// A database's corpus read for output that goes event by event (export,
// conflicts), in memory that does not grow with the corpus: everything but
// the events first (head(), without the source texts), then the events in
// time order (as readCorpus() gives them), a chunk at a time, each with its
// people and accounts. Every row is checked as readCorpus() checks it: the
// quotes against their source texts (one text in memory at a time) before
// the first chunk (checkQuotes(), which a reader of chunks on several
// threads may run beside them, on a stream of its own), each event as it is
// read. A row that cannot be used fails the chunk it is in, and rows that
// belong to no event fail the last one.
class EventStream final
{
public:
    static Result<std::unique_ptr<EventStream>> open(const Database &db);
    ~EventStream();
    // A second reader of this stream's events on `other`, another connection
    // to the same file: it reads what this stream reads (its snapshot, its
    // order and keys), so that two threads can read chunks of one stream.
    // Refused where the file cannot promise one snapshot to two connections
    // (a write-ahead log, or a transaction this stream does not own).
    Result<std::unique_ptr<EventStream>> alongside(const Database &other) const;

    const Database &database() const { return m_db; }
    const Corpus &head() const { return m_head; }
    qsizetype eventCount() const { return qsizetype(m_order->size()); }
    // The next events (at most `max`); an empty list at the end.
    Result<QList<Event>> next(int max);
    // The next events (at most `max`) as `parallax export --format json`
    // writes them, items of its "events" array joined by ",\n", appended to
    // `items` straight from the rows (no Event made; the same checks and
    // the same bytes as writing next()'s events); nothing appended at the end.
    Status nextJson(int max, QByteArray *items);
    // The same for the chunk of at most `max` events from event `from` (in
    // time order), without the check that no rows were left over at the
    // end: a reader that reads chunks out of turn (or on two streams) makes
    // it itself, with every stream's counts, once every chunk is read.
    Result<QList<Event>> eventsAt(std::size_t from, int max);
    Status jsonAt(std::size_t from, int max, QByteArray *items);
    // Every quote against its source's text, for the problem readCorpus()
    // names first; next() and nextJson() run it before their first chunk.
    // `Full`: straight to the check that says what is wrong, for a caller
    // whose quick check found something.
    enum class Check : std::uint8_t { QuickFirst, Full };
    Status checkQuotes(Check check = Check::QuickFirst);
    bool quotesChecked() const { return m_quotesChecked; }
    // For a caller that made the quick check of each text itself as it read
    // them (looksClean(), db/textcheck.h) and found every one clean.
    void quotesFoundClean() { m_quotesChecked = true; }
    // Whether the stream began the read transaction it reads in (other
    // connections can then read its snapshot: textReaders()).
    bool ownsTransaction() const { return m_ownsTransaction; }
    std::int64_t accountsSeen() const { return m_accountsSeen; }
    std::int64_t peopleSeen() const { return m_peopleSeen; }
    // Fails when the tables hold accounts or people other than the counts
    // read: rows that name an event that does not exist.
    Status checkNothingLeftOver(std::int64_t accountsSeen, std::int64_t peopleSeen) const;
    // Every language some event has a title in (English always), unordered:
    // what a writer needs before the first event (the CSV's columns).
    Result<QStringList> titleLanguages() const;

private:
    struct Rows;
    struct Scan;
    EventStream(const Database &db, Corpus head);
    Status prepareStatements();
    Status takeSnapshot();
    std::size_t chunkAt(std::size_t from, int max);
    Status readOrder();
    Status readEvent(std::int64_t row, Event *e);
    Result<const Statement *> eventRow(std::int64_t row);
    Status readAccounts(std::int64_t row, Event *e);
    template <typename Take> Status eachAccount(std::int64_t row, Take &&take);
    Status eventJson(std::int64_t row, QByteArray *out);
    static void appendTitlesJson(const Statement &st, QMap<QString, QString> &titles, QByteArray *out);
    Status accountsJson(std::int64_t row, QByteArray *out);
    Status accountJson(const Statement &st, QByteArray *out);
    Result<HistoricalDate> dateOf(std::string_view utf8, bool required, const char *column) const;
    Status account(const Statement &st, Account *a) const;
    Status problem(const QString &table, std::int64_t row, const QString &what) const;
    Status unreadable(const QString &why) const;

    const Database &m_db;
    Corpus m_head;
    std::unique_ptr<Rows> m_rows;
    // (start, row id) of every event, in time order; shared with alongside()'s streams
    std::shared_ptr<const std::vector<std::pair<std::int64_t, std::int64_t>>> m_order
        = std::make_shared<const std::vector<std::pair<std::int64_t, std::int64_t>>>();
    std::size_t m_next = 0;
    std::int64_t m_accountsSeen = 0, m_peopleSeen = 0;
    bool m_ownsTransaction = false;
    bool m_quotesChecked = false;
};

} // namespace parallax::db
