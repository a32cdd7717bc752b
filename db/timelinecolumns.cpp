#include "timelinecolumns.h"

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

Result<std::optional<TimelineData>> readStoredTimeline(const Database &db, const Corpus &head)
{
    using R = Result<std::optional<TimelineData>>;
    sqlite3 *h = db.handle();
    if (db.scalar("SELECT EXISTS (SELECT 1 FROM timeline_stale)").toInt() != 0)
        return std::optional<TimelineData>();
    const std::int64_t events = db.scalar("SELECT count(*) FROM events").toLongLong();
    std::vector<StoredRow> rows;
    rows.reserve(std::size_t(events));
    std::vector<StoredItem> items;
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
    return std::optional<TimelineData>(stream.finish());
}

} // namespace parallax::db
