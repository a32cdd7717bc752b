#include "timelinedata.h"

#include "conflicts.h"

#include <QCoreApplication>
#include <QSet>

#include <algorithm>
#include <array>
#include <limits>
#include <numeric>

namespace parallax {

QString laneModeKey(LaneMode m)
{
    switch (m) {
    case LaneMode::Source:
        return QStringLiteral("source");
    case LaneMode::Place:
        return QStringLiteral("place");
    case LaneMode::Era:
        return QStringLiteral("era");
    case LaneMode::Category:
        return QStringLiteral("category");
    case LaneMode::Single:
        break;
    }
    return QStringLiteral("single");
}

QString laneModeName(LaneMode m)
{
    switch (m) {
    case LaneMode::Source:
        return QCoreApplication::translate("parallax::Timeline", "Source");
    case LaneMode::Place:
        return QCoreApplication::translate("parallax::Timeline", "Place");
    case LaneMode::Era:
        return QCoreApplication::translate("parallax::Timeline", "Era");
    case LaneMode::Category:
        return QCoreApplication::translate("parallax::Timeline", "Category");
    case LaneMode::Single:
        break;
    }
    return QCoreApplication::translate("parallax::Timeline", "Single lane");
}

bool claimDisagrees(const Event &e, const Account &a)
{
    // The same rule as the conflict detector: qualifiers widen the claim.
    return a.claimedDate.isValid() && !effectiveSpan(a.claimedDate).overlaps(e.date.span());
}

namespace {

bool isFuzzy(const HistoricalDate &d)
{
    return d.precision() <= DatePrecision::Month || d.isApproximate() || d.isUncertain();
}

// How a date is drawn: a soft extent, a bar, or (day or finer) a point.
std::uint32_t shapeFlags(const HistoricalDate &d)
{
    if (isFuzzy(d))
        return TimelineItem::Fuzzy;
    return d.isInterval() ? std::uint32_t(TimelineItem::Interval) : 0u;
}

// A date as the timeline draws it: one item per member of a set ("one of"
// members marked as alternatives), else one item for the whole date.
template <typename Push>
void pushDate(const HistoricalDate &d, AxisSpan span, std::uint32_t event, std::uint32_t flags, Push push)
{
    if (!d.isSet() || d.members().empty()) {
        push(makeTimelineItem(span, event, flags | shapeFlags(d)));
        return;
    }
    const std::uint32_t alt
        = d.setKind() == HistoricalDate::SetKind::OneOf ? std::uint32_t(TimelineItem::Alternative) : 0u;
    for (const HistoricalDate &m : d.members())
        push(makeTimelineItem(m.span(), event, flags | alt | shapeFlags(m)));
}

} // namespace

namespace {

// One event's accounts judged once (events have few accounts): each claimed
// span with its verdict, and the spread of the disagreeing claims.
struct Claims
{
    AxisSpan spread; // the record and every disagreeing claim
    bool conflict = false;
    std::array<std::pair<AxisSpan, bool>, 8> claimed {}; // the first accounts' spans and verdicts

    Claims(const Event &e, AxisSpan span)
        : spread(span)
    {
        for (qsizetype k = 0; k < e.accounts.size(); ++k) {
            const Account &a = e.accounts[k];
            if (!a.claimedDate.isValid())
                continue;
            const AxisSpan c = a.claimedDate.span();
            const bool disagrees = !effectiveSpan(a.claimedDate).overlaps(span);
            if (k < qsizetype(claimed.size()))
                claimed[std::size_t(k)] = {c, disagrees};
            if (disagrees) {
                conflict = true;
                spread.start = std::min(spread.start, c.start);
                spread.end = std::max(spread.end, c.end);
            }
        }
    }
};

// Builds a TimelineData in steps: declare the lanes, place each included
// event (and in Source mode each account) in its lane, then index the lanes,
// the time order and the density.
class TimelineBuilder
{
public:
    TimelineBuilder(const Corpus &corpus, LaneMode mode)
        : m_corpus(corpus)
    {
        m_data.mode = mode;
    }

    TimelineData build(const std::vector<char> *include)
    {
        const auto n = std::uint32_t(m_corpus.events.size());
        begin(n);
        for (std::uint32_t i = 0; i < n; ++i)
            if (!include || i >= include->size() || (*include)[i])
                addEvent(i, m_corpus.events[qsizetype(i)]);
        return finish();
    }

    // The lanes and extents before the first event (`n` events expected).
    void begin(std::uint32_t n)
    {
        declareLanes();
        m_items.resize(std::size_t(std::max<qsizetype>(1, m_data.laneTitles.size())));
        m_starts.reserve(n);
        m_order.reserve(n);
        m_data.extent = {std::numeric_limits<AxisTime>::max(), std::numeric_limits<AxisTime>::min()};
        m_data.storyExtent = m_data.extent;
        for (const Era &e : m_corpus.eras)
            if (e.background)
                m_background.insert(e.id);
    }

    // Places event `i`, given on its own (the corpus may hold no events).
    void addEvent(std::uint32_t i, const Event &e)
    {
        m_order.push_back(i);
        const AxisSpan span = e.date.span();
        m_starts.push_back(span.start);
        m_data.extent.start = std::min(m_data.extent.start, span.start);
        m_data.extent.end = std::max(m_data.extent.end, span.end);
        if (!m_background.contains(e.eraId)) {
            m_data.storyExtent.start = std::min(m_data.storyExtent.start, span.start);
            m_data.storyExtent.end = std::max(m_data.storyExtent.end, span.end);
        }
        const Claims claims(e, span);
        if (claims.conflict)
            m_data.conflictSpans.insert(i, claims.spread);
        const std::uint32_t flags = claims.conflict ? std::uint32_t(TimelineItem::Conflict) : 0u;
        const int lane = recordLane(e);
        pushDate(e.date, span, i, flags, [&](const TimelineItem &it) { push(lane, it); });
        if (m_data.mode == LaneMode::Source)
            addAccounts(e, i, span, claims);
    }

    // Event `i` as stored: its spans (its items come through pushStored()).
    void addStored(
        std::uint32_t i, AxisSpan record, const std::optional<AxisSpan> &story, const std::optional<AxisSpan> &conflict)
    {
        m_order.push_back(i);
        m_starts.push_back(record.start);
        m_data.extent.start = std::min(m_data.extent.start, record.start);
        m_data.extent.end = std::max(m_data.extent.end, record.end);
        if (story) {
            m_data.storyExtent.start = std::min(m_data.storyExtent.start, story->start);
            m_data.storyExtent.end = std::max(m_data.storyExtent.end, story->end);
        }
        if (conflict)
            m_data.conflictSpans.insert(i, *conflict);
        m_storedInTimeOrder = true;
    }

    void pushStored(int lane, const TimelineItem &it) { push(lane, it); }

    int sourceLane(const QString &id) const { return m_laneOf.value(id, -1); }

    TimelineData finish()
    {
        if (m_order.empty())
            m_data.extent = {};
        if (m_data.storyExtent.start
            >= m_data.storyExtent.end) // empty, or no story event (start and end still at their sentinels)
            m_data.storyExtent = m_data.extent;
        indexLanes();
        orderByTime();
        m_data.density.build(m_starts, m_data.extent);
        return std::move(m_data);
    }

    // The items of one event, lane by lane, as build() would place them:
    // `data` takes them in place of the event's old ones.
    bool update(TimelineData &data, std::uint32_t i, bool included, const Event *was)
    {
        if (m_data.mode == LaneMode::Category)
            return false;
        declareLanes();
        // Places and eras may have a "(none)" lane after the declared ones.
        const auto declared = std::size_t(m_data.laneTitles.size());
        const bool noneLane = m_data.mode == LaneMode::Place || m_data.mode == LaneMode::Era;
        if (declared != data.lanes.size() && !(noneLane && declared + 1 == data.lanes.size()))
            return false;
        m_items.resize(data.lanes.size());
        for (const Era &e : m_corpus.eras)
            if (e.background)
                m_background.insert(e.id);
        m_data.extent = data.extent;
        m_data.storyExtent = data.storyExtent;
        if (included)
            addEvent(i, m_corpus.events[qsizetype(i)]);
        if (m_items.size() > data.lanes.size())
            return false; // a "(none)" lane the data does not have
        removeOld(data, i, was);
        for (std::size_t l = 0; l < m_items.size(); ++l)
            for (const TimelineItem &it : m_items[l])
                data.lanes[l].insert(it);
        if (!included)
            return true;
        data.extent = m_data.extent;
        data.storyExtent = m_data.storyExtent;
        data.density.adjust(m_starts.front(), +1);
        if (m_data.conflictSpans.contains(i))
            data.conflictSpans.insert(i, m_data.conflictSpans.value(i));
        insertInTimeOrder(data, i, m_starts.front());
        return true;
    }

private:
    // The event's items leave every lane; its record start leaves the
    // density and the time order.
    // `was` (when given) names the items to take away: those a build placed
    // for it; when one is missing (the event was not shown), every lane is
    // searched for the event's items instead.
    void removeOld(TimelineData &data, std::uint32_t i, const Event *was) const
    {
        AxisTime oldStart = std::numeric_limits<AxisTime>::max();
        const auto removed = [&](const TimelineItem &it) {
            if (!it.has(TimelineItem::Account))
                oldStart = std::min(oldStart, it.start);
        };
        bool found = was && removeItemsOf(data, i, *was, removed);
        if (!found)
            for (LaneIndex &lane : data.lanes)
                for (const TimelineItem &it : lane.removeEvent(i))
                    removed(it);
        if (oldStart != std::numeric_limits<AxisTime>::max())
            data.density.adjust(oldStart, -1);
        data.conflictSpans.remove(i);
        auto at = data.timeOrder.end();
        if (found) {
            // The time order as it was: event i at its old record start.
            const AxisTime start = was->date.span().start;
            const auto key = [&](std::uint32_t e) {
                return std::pair(e == i ? start : m_corpus.events[qsizetype(e)].date.span().start, e);
            };
            at = std::lower_bound(data.timeOrder.begin(), data.timeOrder.end(), std::pair(start, i),
                [&](std::uint32_t e, const std::pair<AxisTime, std::uint32_t> &k) { return key(e) < k; });
            if (at != data.timeOrder.end() && *at != i)
                at = data.timeOrder.end();
        }
        if (at == data.timeOrder.end())
            at = std::find(data.timeOrder.begin(), data.timeOrder.end(), i);
        if (at != data.timeOrder.end())
            data.timeOrder.erase(at);
    }

    // The items a build placed for event `i` as it `was`, taken out lane by
    // lane; false when a lane lacks one (those after it are left as they are).
    template <typename Removed>
    bool removeItemsOf(TimelineData &data, std::uint32_t i, const Event &was, Removed removed) const
    {
        TimelineBuilder before(m_corpus, m_data.mode);
        before.begin(0);
        before.addEvent(i, was);
        if (before.m_items.size() > data.lanes.size())
            return false;
        for (std::size_t l = 0; l < before.m_items.size(); ++l) {
            if (!data.lanes[l].removeItems(before.m_items[l]))
                return false;
            for (const TimelineItem &it : before.m_items[l])
                removed(it);
        }
        return true;
    }

    // Time order with ties in corpus order, as orderByTime() sorts it.
    void insertInTimeOrder(TimelineData &data, std::uint32_t i, AxisTime start) const
    {
        const auto key = [&](std::uint32_t e) { return std::pair(m_corpus.events[qsizetype(e)].date.span().start, e); };
        const auto at = std::lower_bound(data.timeOrder.begin(), data.timeOrder.end(), std::pair(start, i),
            [&](std::uint32_t e, const std::pair<AxisTime, std::uint32_t> &k) { return key(e) < k; });
        data.timeOrder.insert(at, i);
    }

    int laneFor(const QString &key, const QString &title, const QString &lang)
    {
        auto it = m_laneOf.find(key);
        if (it != m_laneOf.end())
            return *it;
        const int lane = int(m_data.laneTitles.size());
        m_laneOf.insert(key, lane);
        m_data.laneTitles << title;
        m_data.laneLanguages << lang;
        return lane;
    }

    // The "(none)" lane, added when an event first needs it.
    int noneLane() { return laneFor(QString(), m_none, QStringLiteral("en")); }

    // The lanes known before any event: the record and the sources, the eras
    // or the places; categories come with their events.
    void declareLanes()
    {
        const QString en = QStringLiteral("en");
        switch (m_data.mode) {
        case LaneMode::Source:
            m_data.laneTitles << QCoreApplication::translate("parallax::Timeline", "Record");
            m_data.laneLanguages << en;
            for (const Source &s : m_corpus.sources)
                laneFor(s.id, shortSourceName(s), s.language);
            break;
        case LaneMode::Era:
            for (const Era &e : m_corpus.eras)
                laneFor(e.id, pickName(e.names, en), en);
            break;
        case LaneMode::Place:
            for (const Place &p : m_corpus.places)
                laneFor(p.id, pickName(p.names, en), en);
            break;
        case LaneMode::Single:
            m_data.laneTitles << QCoreApplication::translate("parallax::Timeline", "All events");
            m_data.laneLanguages << en;
            break;
        case LaneMode::Category:
            break;
        }
    }

    void push(int lane, const TimelineItem &it)
    {
        if (std::size_t(lane) >= m_items.size())
            m_items.resize(std::size_t(lane) + 1);
        m_items[std::size_t(lane)].push_back(it);
    }

    // The lane of an event's record date.
    int recordLane(const Event &e)
    {
        switch (m_data.mode) {
        case LaneMode::Source:
        case LaneMode::Single:
            return 0;
        case LaneMode::Place:
            return e.placeId.isEmpty() ? noneLane() : m_laneOf.value(e.placeId, 0);
        case LaneMode::Era:
            return e.eraId.isEmpty() ? noneLane() : m_laneOf.value(e.eraId, 0);
        case LaneMode::Category:
            return laneFor(e.category, e.category.isEmpty() ? m_none : categoryName(e.category), QStringLiteral("en"));
        }
        return 0;
    }

    // Source mode: each account in its source's lane at the date it claims
    // (the record's when it claims none).
    void addAccounts(const Event &e, std::uint32_t i, AxisSpan span, const Claims &claims)
    {
        for (qsizetype k = 0; k < e.accounts.size(); ++k) {
            const Account &a = e.accounts[k];
            const int lane = m_laneOf.value(a.sourceId, -1);
            if (lane < 0)
                continue;
            const bool dated = a.claimedDate.isValid();
            const bool cached = k < qsizetype(claims.claimed.size());
            const HistoricalDate &d = dated ? a.claimedDate : e.date;
            const AxisSpan ds = !dated ? span : cached ? claims.claimed[std::size_t(k)].first : d.span();
            std::uint32_t flags = TimelineItem::Account;
            if (!dated)
                flags |= TimelineItem::Undated;
            else if (cached ? claims.claimed[std::size_t(k)].second : claimDisagrees(e, a))
                flags |= TimelineItem::Conflict;
            pushDate(d, ds, i, flags, [&](const TimelineItem &it) { push(lane, it); });
            // Home shows the dates the sources claim too, not only the record's.
            if (dated && !m_background.contains(e.eraId)) {
                m_data.storyExtent.start = std::min(m_data.storyExtent.start, ds.start);
                m_data.storyExtent.end = std::max(m_data.storyExtent.end, ds.end);
            }
        }
    }

    void indexLanes()
    {
        m_data.lanes.resize(std::size_t(m_data.laneTitles.size()));
        for (std::size_t l = 0; l < m_data.lanes.size(); ++l)
            m_data.lanes[l].build(l < m_items.size() ? std::move(m_items[l]) : std::vector<TimelineItem> {});
    }

    // `m_starts` is parallel to `m_order`: sort positions, then map to events.
    void orderByTime()
    {
        if (m_storedInTimeOrder) { // every event's index is its place in time order
            m_data.timeOrder.resize(m_order.size());
            std::iota(m_data.timeOrder.begin(), m_data.timeOrder.end(), std::uint32_t(0));
            return;
        }
        std::vector<std::uint32_t> pos(m_order.size());
        for (std::uint32_t k = 0; k < pos.size(); ++k)
            pos[k] = k;
        std::stable_sort(
            pos.begin(), pos.end(), [&](std::uint32_t a, std::uint32_t b) { return m_starts[a] < m_starts[b]; });
        m_data.timeOrder.resize(pos.size());
        for (std::size_t k = 0; k < pos.size(); ++k)
            m_data.timeOrder[k] = m_order[pos[k]];
    }

    const Corpus &m_corpus;
    const QString m_none = QCoreApplication::translate("parallax::Timeline", "(none)");
    TimelineData m_data;
    QHash<QString, int> m_laneOf;
    QSet<QString> m_background; // ids of the background eras: outside the main story
    std::vector<std::vector<TimelineItem>> m_items;
    std::vector<AxisTime> m_starts; // parallel to m_order
    std::vector<std::uint32_t> m_order; // the included events, in corpus order
    bool m_storedInTimeOrder = false; // addStored(): indexes are places in time order
};

} // namespace

TimelineData buildTimelineData(const Corpus &corpus, LaneMode mode, const std::vector<char> *include)
{
    return TimelineBuilder(corpus, mode).build(include);
}

struct TimelineStream::Builder : TimelineBuilder
{
    using TimelineBuilder::TimelineBuilder;
};

TimelineStream::TimelineStream(const Corpus &head, LaneMode mode, std::uint32_t expected)
    : m_builder(std::make_unique<Builder>(head, mode))
{
    m_builder->begin(expected);
}

TimelineStream::~TimelineStream() = default;

void TimelineStream::add(const Event &e)
{
    m_builder->addEvent(m_next++, e);
}

void TimelineStream::addStored(
    std::uint32_t index, AxisSpan record, const std::optional<AxisSpan> &story, const std::optional<AxisSpan> &conflict)
{
    m_builder->addStored(index, record, story, conflict);
}

void TimelineStream::addStoredItem(std::uint32_t index, int lane, TimelineItem item)
{
    if (lane < 0)
        return;
    item.bits = (item.bits & ~TimelineItem::kEventMask) | (index & TimelineItem::kEventMask);
    m_builder->pushStored(lane, item);
}

int TimelineStream::laneOf(const QString &sourceId) const
{
    return m_builder->sourceLane(sourceId);
}

TimelineData TimelineStream::finish()
{
    return m_builder->finish();
}

// As TimelineBuilder::addEvent() and addAccounts() place an event in source
// lanes, with the lanes named by account and the event's index left 0.
StoredTimelineEvent storedTimelineOf(const Event &e, bool backgroundEra)
{
    StoredTimelineEvent out;
    const AxisSpan span = e.date.span();
    out.record = span;
    const Claims claims(e, span);
    if (claims.conflict)
        out.conflict = claims.spread;
    const std::uint32_t flags = claims.conflict ? std::uint32_t(TimelineItem::Conflict) : 0u;
    pushDate(e.date, span, 0, flags, [&](const TimelineItem &it) { out.items.push_back({-1, it}); });
    AxisSpan story = span;
    for (qsizetype k = 0; k < e.accounts.size(); ++k) {
        const Account &a = e.accounts[k];
        const bool dated = a.claimedDate.isValid();
        const HistoricalDate &d = dated ? a.claimedDate : e.date;
        const AxisSpan ds = dated ? d.span() : span;
        std::uint32_t accountFlags = TimelineItem::Account;
        if (!dated)
            accountFlags |= TimelineItem::Undated;
        else if (claimDisagrees(e, a))
            accountFlags |= TimelineItem::Conflict;
        pushDate(d, ds, 0, accountFlags, [&](const TimelineItem &it) { out.items.push_back({int(k), it}); });
        if (dated) {
            story.start = std::min(story.start, ds.start);
            story.end = std::max(story.end, ds.end);
        }
    }
    if (!backgroundEra)
        out.story = story;
    return out;
}

bool updateTimelineEvent(
    TimelineData &data, const Corpus &corpus, std::uint32_t index, const std::vector<char> *include, const Event *was)
{
    if (qsizetype(index) >= corpus.events.size())
        return false;
    const bool included = !include || index >= include->size() || (*include)[index];
    return TimelineBuilder(corpus, data.mode).update(data, index, included, was);
}

std::size_t TimelineData::memoryBytes() const
{
    std::size_t bytes = sizeof(*this) + density.memoryBytes() + timeOrder.capacity() * sizeof(std::uint32_t)
        + std::size_t(conflictSpans.size()) * (sizeof(std::uint32_t) + sizeof(AxisSpan) + 16);
    for (const LaneIndex &l : lanes)
        bytes += l.memoryBytes();
    return bytes;
}

std::vector<std::pair<int, TimelineItem>> itemsOfEvent(const TimelineData &data, const Event &e, std::uint32_t index)
{
    std::vector<AxisTime> starts;
    const auto addStarts = [&](const HistoricalDate &d) {
        starts.push_back(d.span().start);
        if (d.isSet())
            for (const HistoricalDate &m : d.members())
                starts.push_back(m.span().start);
    };
    addStarts(e.date);
    for (const Account &a : e.accounts)
        if (a.claimedDate.isValid())
            addStarts(a.claimedDate);
    std::sort(starts.begin(), starts.end());
    starts.erase(std::unique(starts.begin(), starts.end()), starts.end());
    std::vector<std::pair<int, TimelineItem>> out;
    for (std::size_t l = 0; l < data.lanes.size(); ++l) {
        for (AxisTime t : starts) {
            // [t - 1, t + 1) holds the items starting at t, points included.
            data.lanes[l].forEachVisible(t - 1, t + 1, [&](const TimelineItem &it) {
                if (it.event() == index && it.start == t)
                    out.push_back({int(l), it});
            });
        }
    }
    return out;
}

} // namespace parallax
