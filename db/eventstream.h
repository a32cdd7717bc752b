#pragma once

#include "database.h"

#include <core/corpus.h>

#include <QList>

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
// quotes against their source texts (one text in memory at a time) when the
// stream opens, each event as it is read. A row that cannot be used fails
// the chunk it is in, and rows that belong to no event fail the last one.
class EventStream final
{
public:
    static Result<std::unique_ptr<EventStream>> open(const Database &db);
    ~EventStream();

    const Corpus &head() const { return m_head; }
    qsizetype eventCount() const { return qsizetype(m_order.size()); }
    // The next events (at most `max`); an empty list at the end.
    Result<QList<Event>> next(int max);
    // The next events (at most `max`) as `parallax export --format json`
    // writes them, items of its "events" array joined by ",\n", appended to
    // `items` straight from the rows (no Event made; the same checks and
    // the same bytes as writing next()'s events); nothing appended at the end.
    Status nextJson(int max, QByteArray *items);
    // Every language some event has a title in (English always), unordered:
    // what a writer needs before the first event (the CSV's columns).
    Result<QStringList> titleLanguages() const;

private:
    struct Rows;
    struct Scan;
    EventStream(const Database &db, Corpus head);
    Status checkQuotes();
    Status readOrder();
    Status readEvent(std::int64_t row, Event *e);
    Result<const Statement *> eventRow(std::int64_t row);
    Status readAccounts(std::int64_t row, Event *e);
    template <typename Take> Status eachAccount(std::int64_t row, Take &&take);
    Status eventJson(std::int64_t row, QByteArray *out);
    Status accountsJson(std::int64_t row, QByteArray *out);
    Status accountJson(const Statement &st, QByteArray *out);
    Result<HistoricalDate> dateOf(std::string_view utf8, bool required, const char *column) const;
    Status account(const Statement &st, Account *a) const;
    Status checkNothingLeftOver();
    Status problem(const QString &table, std::int64_t row, const QString &what) const;
    Status unreadable(const QString &why) const;

    const Database &m_db;
    Corpus m_head;
    std::unique_ptr<Rows> m_rows;
    std::vector<std::pair<std::int64_t, std::int64_t>> m_order; // (start, row id), time order
    std::size_t m_next = 0;
    std::int64_t m_accountsSeen = 0, m_peopleSeen = 0;
    bool m_ownsTransaction = false;
};

} // namespace parallax::db
