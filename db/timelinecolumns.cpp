#include "timelinecolumns.h"

#include "timelineskeleton.h"

#include <QtEndian>

#include <algorithm>
#include <cstring>
#include <numeric>

namespace parallax::db {

namespace {

constexpr std::size_t kItemBytes = 24;

void bindSpan(Statement &st, int first, const std::optional<AxisSpan> &span)
{
    if (!span) {
        st.bindNull(first);
        st.bindNull(first + 1);
        return;
    }
    st.bind(first, std::int64_t(span->start));
    st.bind(first + 1, std::int64_t(span->end));
}

std::optional<AxisSpan> spanAt(const Statement &st, int first)
{
    if (st.isNull(first) || st.isNull(first + 1))
        return std::nullopt;
    return AxisSpan {st.int64(first), st.int64(first + 1)};
}

} // namespace

QByteArray encodeTimelineItems(
    const StoredTimelineEvent &stored, const std::function<std::int64_t(int account)> &sourceRow)
{
    QByteArray out(qsizetype(stored.items.size() * kItemBytes), Qt::Uninitialized);
    char *p = out.data();
    for (const StoredTimelineEvent::Item &it : stored.items) {
        qToLittleEndian<std::int64_t>(it.item.start, p);
        qToLittleEndian<std::uint32_t>(it.item.length, p + 8);
        qToLittleEndian<std::uint32_t>(it.item.bits & ~TimelineItem::kEventMask, p + 12);
        qToLittleEndian<std::int64_t>(it.account < 0 ? 0 : sourceRow(it.account), p + 16);
        p += kItemBytes;
    }
    return out;
}

void decodeTimelineItems(std::string_view blob, std::vector<StoredItem> &out)
{
    const std::size_t first = out.size();
    out.resize(first + blob.size() / kItemBytes);
    const char *p = blob.data();
    for (std::size_t k = first; k < out.size(); ++k) {
        StoredItem &it = out[k];
        it.item.start = qFromLittleEndian<std::int64_t>(p);
        it.item.length = qFromLittleEndian<std::uint32_t>(p + 8);
        it.item.bits = qFromLittleEndian<std::uint32_t>(p + 12) & ~TimelineItem::kEventMask;
        it.source = qFromLittleEndian<std::int64_t>(p + 16);
        p += kItemBytes;
    }
}

Status writeTimelineRow(Statement &insert, std::int64_t eventRow, const StoredTimelineEvent &stored,
    const std::function<std::int64_t(int account)> &sourceRow)
{
    insert.bind(1, eventRow);
    insert.bind(2, std::int64_t(stored.record.start));
    insert.bind(3, std::int64_t(stored.record.end));
    bindSpan(insert, 4, stored.story);
    bindSpan(insert, 6, stored.conflict);
    const QByteArray items = encodeTimelineItems(stored, sourceRow);
    insert.bindBlob(8, std::string_view(items.constData(), std::size_t(items.size())));
    if (!insert.step() && !insert.error().isEmpty())
        return Status::failure(insert.error());
    insert.reset();
    return success();
}

namespace {

// One stale event computed again from its rows: false when its date (or a
// claim's) does not parse, and it stays stale.
Result<bool> refreshEvent(
    Database &db, std::int64_t row, Statement &event, Statement &accounts, Statement &insert, Statement &remove)
{
    event.reset();
    event.bind(1, row);
    if (!event.step()) {
        if (Status s = event.finished(); !s)
            return Result<bool>::failure(s.error());
        remove.reset(); // the event is gone (the trigger removed its row; a cascade may have listed it)
        remove.bind(1, row);
        if (!remove.exec())
            return Result<bool>::failure(remove.error());
        return true;
    }
    Event e;
    auto date = HistoricalDate::parse(event.text(0));
    if (!date)
        return false;
    e.date = date.value();
    const bool background = event.int64(1) != 0;
    std::vector<std::int64_t> sources;
    accounts.reset();
    accounts.bind(1, row);
    while (accounts.step()) {
        Account a;
        const QString claimed = accounts.text(1);
        if (!claimed.isEmpty()) {
            auto d = HistoricalDate::parse(claimed);
            if (!d)
                return false;
            a.claimedDate = d.value();
        }
        sources.push_back(accounts.int64(0));
        e.accounts.append(a);
    }
    if (Status s = accounts.finished(); !s)
        return Result<bool>::failure(s.error());
    insert.reset();
    if (Status s = writeTimelineRow(
            insert, row, storedTimelineOf(e, background), [&](int k) { return sources[std::size_t(k)]; });
        !s)
        return Result<bool>::failure(s.error());
    (void)db;
    return true;
}

} // namespace

Status refreshStaleTimeline(Database &db)
{
    sqlite3 *h = db.handle();
    std::vector<std::int64_t> stale;
    {
        auto st = Statement::prepare(h, "SELECT event_id FROM timeline_stale");
        if (!st)
            return Status::failure(st.error());
        while (st.value().step())
            stale.push_back(st.value().int64(0));
        if (Status s = st.value().finished(); !s)
            return s;
    }
    if (stale.empty())
        return success();
    Statement event, accounts, insert, remove, done;
    if (Status s = Statement::prepareAll(h,
            {{&event,
                 "SELECT e.date, ifnull((SELECT background FROM eras WHERE id = e.era_id), 0) FROM events e "
                 "WHERE e.id = ?1"},
                {&accounts, "SELECT source_id, claimed_date FROM accounts WHERE event_id = ?1 ORDER BY ordinal, id"},
                {&insert, kTimelineRowInsert}, {&remove, "DELETE FROM timeline_events WHERE event_id = ?1"},
                {&done, "DELETE FROM timeline_stale WHERE event_id = ?1"}});
        !s)
        return s;
    for (std::int64_t row : stale) {
        auto refreshed = refreshEvent(db, row, event, accounts, insert, remove);
        if (!refreshed)
            return Status::failure(refreshed.error());
        if (!refreshed.value())
            continue;
        done.reset();
        done.bind(1, row);
        if (!done.exec())
            return Status::failure(done.error());
    }
    return success();
}

namespace {

struct StoredRow
{
    std::int64_t event;
    AxisSpan record;
    std::optional<AxisSpan> story, conflict;
    std::uint32_t firstItem;
};

} // namespace

Result<std::optional<TimelineData>> readStoredTimeline(const Database &db, const Corpus &head, EventRowIndex *rowIndex)
{
    using R = Result<std::optional<TimelineData>>;
    sqlite3 *h = db.handle();
    if (db.scalar("SELECT EXISTS (SELECT 1 FROM timeline_stale)").toInt() != 0)
        return std::optional<TimelineData>();
    const std::int64_t events = db.scalar("SELECT count(*) FROM events").toLongLong();
    std::vector<StoredRow> rows;
    rows.reserve(std::size_t(events));
    // Room for an event's record and two accounts each: grown by doubling,
    // the copies and their fresh pages cost a fifth or more of this read's
    // CPU at a million events; room never used is never touched, so it is
    // not resident.
    std::vector<StoredItem> items;
    items.reserve(std::size_t(events) * 3);
    {
        auto st = Statement::prepare(h,
            "SELECT event_id, t_start, t_end, story_start, story_end, conflict_start, conflict_end, items "
            "FROM timeline_events ORDER BY event_id");
        if (!st) // no stored index: computed by the caller
            return std::optional<TimelineData>();
        Statement &s = st.value();
        while (s.step()) {
            rows.push_back(
                {s.int64(0), {s.int64(1), s.int64(2)}, spanAt(s, 3), spanAt(s, 5), std::uint32_t(items.size())});
            const std::string_view blob = s.blob(7);
            if (blob.size() % kItemBytes != 0) // not what this program writes: computed afresh
                return std::optional<TimelineData>();
            decodeTimelineItems(blob, items);
        }
        if (Status done = s.finished(); !done)
            return R::failure(done.error());
    }
    if (std::int64_t(rows.size()) != events)
        return std::optional<TimelineData>();
    // Each event's index: its place in readCorpus()'s order, by start, ties
    // in row id order (the rows came in id order). The rows are then taken
    // in the order they were read, not visited in time order.
    std::vector<std::pair<AxisTime, std::uint32_t>> byStart(rows.size());
    for (std::uint32_t i = 0; i < rows.size(); ++i)
        byStart[i] = {rows[i].record.start, i};
    std::sort(byStart.begin(), byStart.end());
    std::vector<std::uint32_t> indexOf(rows.size());
    for (std::uint32_t k = 0; k < byStart.size(); ++k)
        indexOf[byStart[k].second] = k;
    byStart = {};
    TimelineStream stream(head, LaneMode::Source, std::uint32_t(rows.size()));
    // Source row id → lane (row ids are small: the sources are few).
    std::vector<int> laneOfSource(1, 0);
    {
        auto st = Statement::prepare(h, "SELECT id, key FROM sources");
        if (!st)
            return R::failure(st.error());
        while (st.value().step()) {
            const std::int64_t id = st.value().int64(0);
            if (id <= 0 || id > (std::int64_t(1) << 20))
                return std::optional<TimelineData>();
            if (std::size_t(id) >= laneOfSource.size())
                laneOfSource.resize(std::size_t(id) + 1, -1);
            laneOfSource[std::size_t(id)] = stream.laneOf(st.value().text(1));
        }
        if (Status done = st.value().finished(); !done)
            return R::failure(done.error());
    }
    for (const StoredItem &it : items)
        if (it.source < 0 || std::size_t(it.source) >= laneOfSource.size() || laneOfSource[std::size_t(it.source)] < 0)
            return std::optional<TimelineData>(); // a source that is not there
    for (std::uint32_t i = 0; i < rows.size(); ++i) {
        const StoredRow &r = rows[i];
        stream.addStored(indexOf[i], r.record, r.story, r.conflict);
        const std::uint32_t end = i + 1 < rows.size() ? rows[i + 1].firstItem : std::uint32_t(items.size());
        for (std::uint32_t k = r.firstItem; k < end; ++k)
            stream.addStoredItem(indexOf[i], laneOfSource[std::size_t(items[k].source)], items[k].item);
    }
    if (rowIndex) {
        std::vector<std::int64_t> ids(rows.size());
        for (std::size_t i = 0; i < rows.size(); ++i)
            ids[i] = rows[i].event;
        rows = {};
        *rowIndex = EventRowIndex(std::move(ids), std::move(indexOf));
    }
    return std::optional<TimelineData>(stream.finish());
}

} // namespace parallax::db

namespace parallax::db {

namespace {

// The same items, in any order (a writer may list an event's accounts in
// another order than their ordinals).
bool sameItems(std::string_view stored, std::string_view fresh)
{
    if (stored == fresh)
        return true;
    if (stored.size() != fresh.size() || stored.size() % kItemBytes != 0)
        return false;
    const auto chunks = [](std::string_view blob) {
        std::vector<std::string_view> out;
        for (std::size_t at = 0; at < blob.size(); at += kItemBytes)
            out.push_back(blob.substr(at, kItemBytes));
        std::sort(out.begin(), out.end());
        return out;
    };
    return chunks(stored) == chunks(fresh);
}

// One pass over the events, their accounts and their stored rows, all in
// event row id order.
class TimelineCheck
{
public:
    TimelineCheck(const Database &db, int listed)
        : m_db(db)
        , m_listed(listed)
    { }
    QStringList run();

private:
    Status prepare();
    Status readStale();
    // The event `row`'s dates as the rows hold them (accounts read up to it);
    // nullopt when one does not parse.
    std::optional<Event> eventOf(std::int64_t row, const QString &date, std::vector<std::int64_t> &sources);
    void compare(std::int64_t row, const QString &key, const Event &e, bool background,
        const std::vector<std::int64_t> &sources);
    void problem(const QString &what);

    const Database &m_db;
    int m_listed;
    int m_found = 0;
    QStringList m_problems;
    std::vector<std::int64_t> m_stale; // sorted
    Statement m_events, m_accounts, m_rows;
    bool m_accountsLeft = false, m_rowsLeft = false;
};

void TimelineCheck::problem(const QString &what)
{
    if (m_found++ < m_listed)
        m_problems << what;
}

Status TimelineCheck::prepare()
{
    return Statement::prepareAll(m_db.handle(),
        {{&m_events,
             "SELECT e.id, e.key, e.date, ifnull((SELECT background FROM eras WHERE id = e.era_id), 0) "
             "FROM events e ORDER BY e.id"},
            {&m_accounts, "SELECT event_id, source_id, claimed_date FROM accounts ORDER BY event_id, ordinal, id"},
            {&m_rows,
                "SELECT event_id, t_start, t_end, story_start, story_end, conflict_start, conflict_end, items "
                "FROM timeline_events ORDER BY event_id"}});
}

Status TimelineCheck::readStale()
{
    auto st = Statement::prepare(m_db.handle(), "SELECT event_id FROM timeline_stale ORDER BY event_id");
    if (!st)
        return Status::failure(st.error());
    while (st.value().step())
        m_stale.push_back(st.value().int64(0));
    return st.value().finished();
}

std::optional<Event> TimelineCheck::eventOf(std::int64_t row, const QString &date, std::vector<std::int64_t> &sources)
{
    Event e;
    bool parsed = true;
    if (auto d = HistoricalDate::parse(date))
        e.date = d.value();
    else
        parsed = false;
    sources.clear();
    while (m_accountsLeft && m_accounts.int64(0) <= row) {
        if (m_accounts.int64(0) == row) {
            Account a;
            if (const QString claimed = m_accounts.text(2); !claimed.isEmpty()) {
                if (auto d = HistoricalDate::parse(claimed))
                    a.claimedDate = d.value();
                else
                    parsed = false;
            }
            sources.push_back(m_accounts.int64(1));
            e.accounts.append(a);
        }
        m_accountsLeft = m_accounts.step();
    }
    return parsed ? std::optional<Event>(std::move(e)) : std::nullopt;
}

void TimelineCheck::compare(
    std::int64_t row, const QString &key, const Event &e, bool background, const std::vector<std::int64_t> &sources)
{
    while (m_rowsLeft && m_rows.int64(0) < row) {
        problem(QStringLiteral("a stored timeline row for event row %1, which does not exist").arg(m_rows.int64(0)));
        m_rowsLeft = m_rows.step();
    }
    if (!m_rowsLeft || m_rows.int64(0) != row) {
        problem(QStringLiteral("event %1: no stored timeline row").arg(key));
        return;
    }
    const StoredTimelineEvent fresh = storedTimelineOf(e, background);
    const QByteArray items = encodeTimelineItems(fresh, [&](int k) { return sources[std::size_t(k)]; });
    QStringList differs;
    if (AxisSpan {m_rows.int64(1), m_rows.int64(2)} != fresh.record)
        differs << QStringLiteral("the record's span");
    if (spanAt(m_rows, 3) != fresh.story)
        differs << QStringLiteral("the span Home fits");
    if (spanAt(m_rows, 5) != fresh.conflict)
        differs << QStringLiteral("the span of the disagreeing claims");
    if (!sameItems(m_rows.blob(7), std::string_view(items.constData(), std::size_t(items.size()))))
        differs << QStringLiteral("the items drawn");
    if (!differs.isEmpty())
        problem(QStringLiteral("event %1: the stored timeline row differs from its dates (%2)")
                    .arg(key, differs.join(QStringLiteral(", "))));
    m_rowsLeft = m_rows.step();
}

QStringList TimelineCheck::run()
{
    if (m_db.schemaVersion() < 8)
        return {};
    if (Status s = prepare(); !s)
        return {s.error()};
    if (Status s = readStale(); !s)
        return {s.error()};
    m_accountsLeft = m_accounts.step();
    m_rowsLeft = m_rows.step();
    std::vector<std::int64_t> sources;
    while (m_events.step()) {
        const std::int64_t row = m_events.int64(0);
        const QString key = m_events.text(1);
        std::optional<Event> e = eventOf(row, m_events.text(2), sources);
        if (std::binary_search(m_stale.begin(), m_stale.end(), row) || !e) {
            while (m_rowsLeft && m_rows.int64(0) <= row)
                m_rowsLeft = m_rows.step();
            continue;
        }
        compare(row, key, *e, m_events.int64(3) != 0, sources);
    }
    for (; m_rowsLeft; m_rowsLeft = m_rows.step())
        problem(QStringLiteral("a stored timeline row for event row %1, which does not exist").arg(m_rows.int64(0)));
    for (Statement *st : {&m_events, &m_accounts, &m_rows})
        if (Status s = st->finished(); !s)
            m_problems << s.error();
    if (m_found > m_listed)
        m_problems << QStringLiteral("… and %1 more").arg(m_found - m_listed);
    return m_problems;
}

} // namespace

QStringList checkStoredTimeline(const Database &db, int listed)
{
    return TimelineCheck(db, listed).run();
}

} // namespace parallax::db
