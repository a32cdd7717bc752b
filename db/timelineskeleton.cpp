#include "timelineskeleton.h"

#include "sqlite.h"
#include "store.h"
#include "timelinecolumns.h"

#include <core/timelinedata.h>

#include <QDate>
#include <QHash>
#include <QSet>

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

// A time "THH:MM" or "THH:MM:SS" at s[from] (no zone), as the parser reads
// it: whole hours are of hour precision.
bool plainTime(std::string_view s, std::size_t from, DatePoint &p)
{
    if (s[from] != 'T' || s[from + 3] != ':')
        return false;
    p.hour = digits(s, from + 1, 2);
    p.minute = digits(s, from + 4, 2);
    p.precision = DatePrecision::Minute;
    if (s.size() == from + 9) {
        if (s[from + 6] != ':')
            return false;
        p.second = digits(s, from + 7, 2);
        p.precision = DatePrecision::Second;
    }
    if (p.hour < 0 || p.hour > 23 || p.minute < 0 || p.minute > 59 || p.second < 0 || p.second > 59)
        return false;
    if (p.minute == 0 && p.second == 0 && p.precision == DatePrecision::Minute)
        p.precision = DatePrecision::Hour;
    return true;
}

// "YYYY", "YYYY-MM", "YYYY-MM-DD", "YYYY-MM-DDTHH:MM[:SS]" (nearly every
// date of a large corpus) read directly, as the parser reads them.
std::optional<DatePoint> plainPoint(std::string_view s)
{
    if (s.size() != 4 && s.size() != 7 && s.size() != 10 && s.size() != 16 && s.size() != 19)
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
    if (s.size() >= 10) {
        p.day = s[7] == '-' ? digits(s, 8, 2) : -1;
        if (p.day < 1 || p.day > QDate(p.year, p.month, 1).daysInMonth())
            return std::nullopt;
        p.precision = DatePrecision::Day;
    }
    if (s.size() >= 16 && !plainTime(s, 10, p))
        return std::nullopt;
    return p;
}

// A plain date or an interval of two plain dates in order; anything else
// (qualifiers, seasons, sets, open ends, zones…) goes to the parser.
std::optional<HistoricalDate> plainDate(std::string_view s)
{
    const std::size_t slash = s.find('/');
    if (slash == std::string_view::npos) {
        const auto p = plainPoint(s);
        return p ? std::optional<HistoricalDate>(HistoricalDate(*p)) : std::nullopt;
    }
    const auto a = plainPoint(s.substr(0, slash)), b = plainPoint(s.substr(slash + 1));
    if (!a || !b || a->span().start > b->span().start)
        return std::nullopt;
    return HistoricalDate(*a, *b);
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

// The narrow read in compact rows: no Event or Account is kept per row, so
// a million events cost their dates and a few integers, not a corpus.
class SkeletonReader
{
public:
    explicit SkeletonReader(const Database &db)
        : m_h(db.handle())
    { }

    Status read()
    {
        auto sources = keysOf(m_h, "SELECT id, key FROM sources");
        auto eras = keysOf(m_h, "SELECT id, key FROM eras");
        if (!sources || !eras)
            return Status::failure(!sources ? sources.error() : eras.error());
        m_sources = std::move(sources).value();
        m_eras = std::move(eras).value();
        if (Status s = readEvents(); !s)
            return s;
        if (Status s = readAccounts(); !s)
            return s;
        orderByTime();
        groupAccounts();
        return success();
    }

    std::size_t size() const { return m_rows.size(); }
    // The row id of event k in readCorpus()'s order.
    std::int64_t rowOf(std::size_t k) const { return m_rows[m_order[k]]; }
    // Each event's row id by its index (the reader's rows and order taken).
    EventRowIndex takeRowIndex()
    {
        std::vector<std::uint32_t> indexOf(m_order.size());
        for (std::uint32_t k = 0; k < m_order.size(); ++k)
            indexOf[m_order[k]] = k;
        m_order = {};
        return EventRowIndex(std::move(m_rows), std::move(indexOf));
    }
    // Row id → key of each source.
    const QHash<std::int64_t, QString> &sources() const { return m_sources; }

    // Event k in readCorpus()'s order, into `e` (its ids, titles and texts
    // left empty; `e` is reused from one event to the next).
    void fill(std::size_t k, Event &e) const
    {
        const std::size_t i = m_order[k];
        e.date = m_dates[i];
        e.eraId = m_eraOf[i];
        // The accounts are assigned in place: no Account is made or freed
        // while the counts stay (events have one or two).
        const std::uint32_t first = m_firstAccount[i];
        e.accounts.resize(qsizetype(m_firstAccount[i + 1] - first));
        for (qsizetype k = 0; k < e.accounts.size(); ++k) {
            const AccountRow &row = m_accounts[m_byEvent[first + std::uint32_t(k)]];
            e.accounts[k].sourceId = row.source;
            e.accounts[k].claimedDate = row.claimed;
        }
    }

private:
    struct AccountRow
    {
        std::uint32_t event; // index in row id order
        QString source; // shared with m_sources
        HistoricalDate claimed;
    };

    Status readEvents()
    {
        auto st = Statement::prepare(m_h, "SELECT id, date, era_id FROM events ORDER BY id");
        if (!st)
            return Status::failure(st.error());
        const auto expected = std::size_t(rowCount("SELECT max(id) FROM events"));
        m_rows.reserve(expected);
        m_starts.reserve(expected);
        m_dates.reserve(expected);
        m_eraOf.reserve(expected);
        while (st.value().step()) {
            const HistoricalDate date = dateOf(st.value(), 1);
            m_rows.push_back(st.value().int64(0));
            m_starts.push_back(date.isValid() ? date.span().start : 0);
            m_dates.push_back(date);
            m_eraOf.push_back(st.value().isNull(2) ? QString() : m_eras.value(st.value().int64(2)));
        }
        return st.value().finished();
    }

    // The rows of a table near enough to reserve for, from `sql` (its
    // largest row id: one probe of the primary key, where count(*) reads it).
    std::int64_t rowCount(const char *sql) const
    {
        auto st = Statement::prepare(m_h, sql);
        const std::int64_t largest = st && st.value().step() ? st.value().int64(0) : 0;
        return std::clamp<std::int64_t>(largest, 0, std::int64_t(1) << 26); // sparse ids reserve no more
    }

    // Accounts in id order: an event's come together, so the event of the
    // last row is tried before a search.
    Status readAccounts()
    {
        auto st = Statement::prepare(m_h, "SELECT event_id, source_id, claimed_date FROM accounts ORDER BY id");
        if (!st)
            return Status::failure(st.error());
        m_accounts.reserve(std::size_t(rowCount("SELECT max(id) FROM accounts")));
        std::size_t last = 0;
        while (st.value().step()) {
            const std::int64_t row = st.value().int64(0);
            if (last >= m_rows.size() || m_rows[last] != row) {
                const auto it = std::lower_bound(m_rows.begin(), m_rows.end(), row);
                if (it == m_rows.end() || *it != row)
                    continue;
                last = std::size_t(it - m_rows.begin());
            }
            m_accounts.push_back({std::uint32_t(last), m_sources.value(st.value().int64(1)), dateOf(st.value(), 2)});
        }
        return st.value().finished();
    }

    // As readCorpus() orders the events: by start, ties in row id order.
    void orderByTime()
    {
        m_order.resize(m_starts.size());
        std::iota(m_order.begin(), m_order.end(), std::uint32_t(0));
        std::stable_sort(m_order.begin(), m_order.end(),
            [&](std::uint32_t x, std::uint32_t y) { return m_starts[x] < m_starts[y]; });
    }

    // Each event's accounts together, in id order (a counting sort of
    // their positions).
    void groupAccounts()
    {
        m_firstAccount.assign(m_rows.size() + 1, 0);
        for (const AccountRow &a : m_accounts)
            ++m_firstAccount[a.event + 1];
        for (std::size_t i = 1; i < m_firstAccount.size(); ++i)
            m_firstAccount[i] += m_firstAccount[i - 1];
        std::vector<std::uint32_t> next(m_firstAccount.begin(), m_firstAccount.end() - 1);
        m_byEvent.resize(m_accounts.size());
        for (std::size_t a = 0; a < m_accounts.size(); ++a)
            m_byEvent[next[m_accounts[a].event]++] = std::uint32_t(a);
    }

    sqlite3 *m_h;
    QHash<std::int64_t, QString> m_sources, m_eras;
    std::vector<std::int64_t> m_rows; // row id of each event, in id order
    std::vector<AxisTime> m_starts; // parallel to m_rows
    std::vector<HistoricalDate> m_dates;
    std::vector<QString> m_eraOf;
    std::vector<AccountRow> m_accounts; // in id order
    std::vector<std::uint32_t> m_byEvent; // positions in m_accounts, event by event
    std::vector<std::uint32_t> m_firstAccount; // event → its first in m_byEvent; the total at the end
    std::vector<std::uint32_t> m_order; // time order → index in id order
};

} // namespace

Result<Corpus> readTimelineSkeleton(const Database &db)
{
    auto head = readCorpusHead(db);
    if (!head)
        return head;
    Corpus c = std::move(head).value();
    SkeletonReader reader(db);
    if (Status s = reader.read(); !s)
        return Result<Corpus>::failure(s.error());
    c.events.resize(qsizetype(reader.size()));
    for (std::size_t k = 0; k < reader.size(); ++k)
        reader.fill(k, c.events[qsizetype(k)]);
    return c;
}

Result<TimelineData> readTimelineIndex(const Database &db, EventRowIndex *rows)
{
    auto head = readCorpusHead(db);
    if (!head)
        return Result<TimelineData>::failure(head.error());
    auto stored = readStoredTimeline(db, head.value(), rows);
    if (!stored)
        return Result<TimelineData>::failure(stored.error());
    if (stored.value())
        return std::move(*stored.value());
    SkeletonReader reader(db);
    if (Status s = reader.read(); !s)
        return Result<TimelineData>::failure(s.error());
    TimelineStream stream(head.value(), LaneMode::Source, std::uint32_t(reader.size()));
    Event e;
    for (std::size_t k = 0; k < reader.size(); ++k) {
        reader.fill(k, e);
        stream.add(e);
    }
    if (rows)
        *rows = reader.takeRowIndex();
    return stream.finish();
}

EventRowIndex::EventRowIndex(std::vector<std::int64_t> rows, std::vector<std::uint32_t> indexOf)
    : m_rows(std::move(rows))
    , m_indexOf(std::move(indexOf))
    , m_atIndex(m_rows.size())
{
    Q_ASSERT(m_indexOf.size() == m_rows.size() && std::is_sorted(m_rows.begin(), m_rows.end()));
    for (std::uint32_t i = 0; i < m_indexOf.size(); ++i)
        m_atIndex[m_indexOf[i]] = i;
}

std::optional<std::int64_t> EventRowIndex::rowAt(std::size_t index) const
{
    if (index >= m_atIndex.size())
        return std::nullopt;
    return m_rows[m_atIndex[index]];
}

std::optional<std::uint32_t> EventRowIndex::indexOf(std::int64_t row) const
{
    const auto it = std::lower_bound(m_rows.begin(), m_rows.end(), row);
    if (it == m_rows.end() || *it != row)
        return std::nullopt;
    return m_indexOf[std::size_t(it - m_rows.begin())];
}

Result<QString> eventKeyOfRow(const Database &db, std::int64_t row)
{
    auto st = Statement::prepare(db.handle(), "SELECT key FROM events WHERE id = ?1");
    if (!st)
        return Result<QString>::failure(st.error());
    st.value().bind(1, row);
    const QString key = st.value().step() ? st.value().text(0) : QString();
    if (Status s = st.value().finished(); !s)
        return Result<QString>::failure(s.error());
    return key;
}

Result<std::optional<std::int64_t>> eventRowOfKey(const Database &db, const QString &key)
{
    using R = Result<std::optional<std::int64_t>>;
    auto st = Statement::prepare(db.handle(), "SELECT id FROM events WHERE key = ?1");
    if (!st)
        return R::failure(st.error());
    st.value().bind(1, key);
    std::optional<std::int64_t> row;
    if (st.value().step())
        row = st.value().int64(0);
    if (Status s = st.value().finished(); !s)
        return R::failure(s.error());
    return row;
}

} // namespace parallax::db

namespace parallax::db {

Status fillTimelineColumns(Database &db)
{
    auto head = readCorpusHead(db);
    if (!head)
        return Status::failure(head.error());
    QSet<QString> background;
    for (const Era &e : head.value().eras)
        if (e.background)
            background.insert(e.id);
    SkeletonReader reader(db);
    if (Status s = reader.read(); !s)
        return s;
    QHash<QString, std::int64_t> sourceRow;
    for (auto it = reader.sources().begin(); it != reader.sources().end(); ++it)
        sourceRow.insert(it.value(), it.key());
    auto insert = Statement::prepare(db.handle(), kTimelineRowInsert);
    if (!insert)
        return Status::failure(insert.error());
    Event e;
    for (std::size_t k = 0; k < reader.size(); ++k) {
        reader.fill(k, e);
        const StoredTimelineEvent stored = storedTimelineOf(e, background.contains(e.eraId));
        insert.value().reset();
        if (Status s = writeTimelineRow(insert.value(), reader.rowOf(k), stored,
                [&](int a) { return sourceRow.value(e.accounts[a].sourceId); });
            !s)
            return s;
    }
    return db.execScript(QStringLiteral("DELETE FROM timeline_stale;"));
}

} // namespace parallax::db
