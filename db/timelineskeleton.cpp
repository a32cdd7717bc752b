#include "timelineskeleton.h"

#include "sqlite.h"
#include "store.h"

#include <QDate>
#include <QHash>

#include <algorithm>
#include <numeric>
#include <optional>
#include <string_view>
#include <vector>

namespace parallax::db {

namespace {

// Row id → key of a small table (sources, eras): the keys are shared by
// every row that names them, not copied.
Result<QHash<std::int64_t, QString>> keysOf(sqlite3 *h, const char *sql)
{
    auto st = Statement::prepare(h, sql);
    if (!st)
        return Result<QHash<std::int64_t, QString>>::failure(st.error());
    QHash<std::int64_t, QString> keys;
    while (st.value().step())
        keys.insert(st.value().int64(0), st.value().text(1));
    if (Status s = st.value().finished(); !s)
        return Result<QHash<std::int64_t, QString>>::failure(s.error());
    return keys;
}

// The digits of s[from, from + n), or -1.
int digits(std::string_view s, std::size_t from, std::size_t n)
{
    int v = 0;
    for (std::size_t i = from; i < from + n; ++i) {
        if (s[i] < '0' || s[i] > '9')
            return -1;
        v = v * 10 + (s[i] - '0');
    }
    return v;
}

// "YYYY", "YYYY-MM" and "YYYY-MM-DD" (nearly every date of a large corpus)
// read directly, as the parser reads them; anything else goes to the parser.
std::optional<HistoricalDate> plainDate(std::string_view s)
{
    if (s.size() != 4 && s.size() != 7 && s.size() != 10)
        return std::nullopt;
    DatePoint p;
    p.year = digits(s, 0, 4);
    if (p.year < 0)
        return std::nullopt;
    p.precision = DatePrecision::Year;
    if (s.size() >= 7) {
        p.month = s[4] == '-' ? digits(s, 5, 2) : -1;
        if (p.month < 1 || p.month > 12)
            return std::nullopt;
        p.precision = DatePrecision::Month;
    }
    if (s.size() == 10) {
        p.day = s[7] == '-' ? digits(s, 8, 2) : -1;
        if (p.day < 1 || p.day > QDate(p.year, p.month, 1).daysInMonth())
            return std::nullopt;
        p.precision = DatePrecision::Day;
    }
    return HistoricalDate(p);
}

HistoricalDate dateOf(const Statement &st, int column)
{
    const std::string_view utf8 = st.utf8(column);
    if (utf8.empty())
        return {};
    if (auto d = plainDate(utf8))
        return *d;
    auto d = HistoricalDate::parse(QString::fromUtf8(utf8.data(), qsizetype(utf8.size())));
    return d ? d.value() : HistoricalDate();
}

class SkeletonReader
{
public:
    explicit SkeletonReader(const Database &db)
        : m_h(db.handle())
    { }

    Status read(Corpus &c)
    {
        auto sources = keysOf(m_h, "SELECT id, key FROM sources");
        auto eras = keysOf(m_h, "SELECT id, key FROM eras");
        if (!sources || !eras)
            return Status::failure(!sources ? sources.error() : eras.error());
        m_sources = std::move(sources).value();
        m_eras = std::move(eras).value();
        if (Status s = readEvents(c); !s)
            return s;
        if (Status s = readAccounts(c); !s)
            return s;
        sortByTime(c);
        return success();
    }

private:
    Status readEvents(Corpus &c)
    {
        auto st = Statement::prepare(m_h, "SELECT id, date, era_id FROM events ORDER BY id");
        if (!st)
            return Status::failure(st.error());
        while (st.value().step()) {
            Event e;
            e.date = dateOf(st.value(), 1);
            if (!st.value().isNull(2))
                e.eraId = m_eras.value(st.value().int64(2));
            m_rows.push_back(st.value().int64(0));
            m_starts.push_back(e.date.isValid() ? e.date.span().start : 0);
            c.events.append(std::move(e));
        }
        return st.value().finished();
    }

    // Accounts in id order: an event's come together, so the event of the
    // last row is tried before a search.
    Status readAccounts(Corpus &c)
    {
        auto st = Statement::prepare(m_h, "SELECT event_id, source_id, claimed_date FROM accounts ORDER BY id");
        if (!st)
            return Status::failure(st.error());
        std::size_t last = 0;
        while (st.value().step()) {
            const std::int64_t row = st.value().int64(0);
            if (last >= m_rows.size() || m_rows[last] != row) {
                const auto it = std::lower_bound(m_rows.begin(), m_rows.end(), row);
                if (it == m_rows.end() || *it != row)
                    continue;
                last = std::size_t(it - m_rows.begin());
            }
            Account a;
            a.sourceId = m_sources.value(st.value().int64(1));
            a.claimedDate = dateOf(st.value(), 2);
            c.events[qsizetype(last)].accounts.append(std::move(a));
        }
        return st.value().finished();
    }

    // As readCorpus() orders them: by start, ties in row id order.
    void sortByTime(Corpus &c) const
    {
        std::vector<qsizetype> order(m_starts.size());
        std::iota(order.begin(), order.end(), 0);
        std::stable_sort(
            order.begin(), order.end(), [&](qsizetype x, qsizetype y) { return m_starts[x] < m_starts[y]; });
        QList<Event> sorted;
        sorted.reserve(c.events.size());
        for (qsizetype i : order)
            sorted.append(std::move(c.events[i]));
        c.events = std::move(sorted);
    }

    sqlite3 *m_h;
    QHash<std::int64_t, QString> m_sources, m_eras;
    std::vector<std::int64_t> m_rows; // row id of each event, in id order
    std::vector<AxisTime> m_starts;
};

} // namespace

Result<Corpus> readTimelineSkeleton(const Database &db)
{
    auto head = readCorpusHead(db);
    if (!head)
        return head;
    Corpus c = std::move(head).value();
    if (Status s = SkeletonReader(db).read(c); !s)
        return Result<Corpus>::failure(s.error());
    return c;
}

} // namespace parallax::db
