#include "timelinedata.h"

#include "conflicts.h"

#include <QCoreApplication>

#include <algorithm>
#include <array>
#include <limits>

namespace parallax {

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

} // namespace

TimelineData buildTimelineData(const Corpus &corpus, LaneMode mode, const std::vector<char> *include)
{
    TimelineData data;
    data.mode = mode;
    const auto n = std::uint32_t(corpus.events.size());

    // Lane of each event for the grouping modes.
    QHash<QString, int> laneOf;
    auto laneFor = [&](const QString &key, const QString &title, const QString &lang) {
        auto it = laneOf.find(key);
        if (it != laneOf.end())
            return *it;
        const int lane = int(data.laneTitles.size());
        laneOf.insert(key, lane);
        data.laneTitles << title;
        data.laneLanguages << lang;
        return lane;
    };
    const QString none = QCoreApplication::translate("parallax::Timeline", "(none)");
    switch (mode) {
    case LaneMode::Source:
        data.laneTitles << QCoreApplication::translate("parallax::Timeline", "Record");
        data.laneLanguages << QStringLiteral("en");
        for (const Source &s : corpus.sources)
            laneFor(s.id, shortSourceName(s), s.language);
        break;
    case LaneMode::Era:
        for (const Era &e : corpus.eras)
            laneFor(e.id, pickName(e.names, QStringLiteral("en")), QStringLiteral("en"));
        break;
    case LaneMode::Place:
        for (const Place &p : corpus.places)
            laneFor(p.id, pickName(p.names, QStringLiteral("en")), QStringLiteral("en"));
        break;
    case LaneMode::Category:
    case LaneMode::Single:
        break;
    }
    if (mode == LaneMode::Single) {
        data.laneTitles << QCoreApplication::translate("parallax::Timeline", "All events");
        data.laneLanguages << QStringLiteral("en");
    }

    std::vector<std::vector<TimelineItem>> items(std::size_t(std::max<qsizetype>(1, data.laneTitles.size())));
    std::vector<AxisTime> starts;
    starts.reserve(n);
    data.extent = {std::numeric_limits<AxisTime>::max(), std::numeric_limits<AxisTime>::min()};
    auto push = [&](int lane, const TimelineItem &it) {
        if (std::size_t(lane) >= items.size())
            items.resize(std::size_t(lane) + 1);
        items[std::size_t(lane)].push_back(it);
    };

    std::vector<std::uint32_t> order;
    order.reserve(n);
    for (std::uint32_t i = 0; i < n; ++i) {
        if (include && i < include->size() && !(*include)[i])
            continue;
        order.push_back(i);
        const Event &e = corpus.events[qsizetype(i)];
        const AxisSpan span = e.date.span();
        starts.push_back(span.start);
        data.extent.start = std::min(data.extent.start, span.start);
        data.extent.end = std::max(data.extent.end, span.end);
        const std::uint32_t fuzzy = shapeFlags(e.date);

        // Each account's span and verdict, computed once (events have few accounts).
        AxisSpan claims = span;
        bool conflict = false;
        std::array<std::pair<AxisSpan, bool>, 8> claimed{};
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
                claims.start = std::min(claims.start, c.start);
                claims.end = std::max(claims.end, c.end);
            }
        }
        if (conflict)
            data.conflictSpans.insert(i, claims);
        const std::uint32_t conflictFlag = conflict ? std::uint32_t(TimelineItem::Conflict) : 0u;

        switch (mode) {
        case LaneMode::Source: {
            push(0, makeTimelineItem(span, i, fuzzy | conflictFlag));
            for (qsizetype k = 0; k < e.accounts.size(); ++k) {
                const Account &a = e.accounts[k];
                const int lane = laneOf.value(a.sourceId, -1);
                if (lane < 0)
                    continue;
                const bool dated = a.claimedDate.isValid();
                const bool cached = k < qsizetype(claimed.size());
                const HistoricalDate &d = dated ? a.claimedDate : e.date;
                const AxisSpan ds = !dated ? span : cached ? claimed[std::size_t(k)].first : d.span();
                std::uint32_t flags = TimelineItem::Account | shapeFlags(d);
                if (!dated)
                    flags |= TimelineItem::Undated;
                else if (cached ? claimed[std::size_t(k)].second : claimDisagrees(e, a))
                    flags |= TimelineItem::Conflict;
                push(lane, makeTimelineItem(ds, i, flags));
            }
            break;
        }
        case LaneMode::Place:
            push(e.placeId.isEmpty() ? laneFor(QString(), none, QStringLiteral("en")) : laneOf.value(e.placeId, 0),
                 makeTimelineItem(span, i, fuzzy | conflictFlag));
            break;
        case LaneMode::Era:
            push(e.eraId.isEmpty() ? laneFor(QString(), none, QStringLiteral("en")) : laneOf.value(e.eraId, 0),
                 makeTimelineItem(span, i, fuzzy | conflictFlag));
            break;
        case LaneMode::Category:
            push(laneFor(e.category, e.category.isEmpty() ? none : categoryName(e.category), QStringLiteral("en")),
                 makeTimelineItem(span, i, fuzzy | conflictFlag));
            break;
        case LaneMode::Single:
            push(0, makeTimelineItem(span, i, fuzzy | conflictFlag));
            break;
        }
    }
    if (order.empty())
        data.extent = {};

    data.lanes.resize(std::size_t(data.laneTitles.size()));
    for (std::size_t l = 0; l < data.lanes.size(); ++l)
        data.lanes[l].build(l < items.size() ? std::move(items[l]) : std::vector<TimelineItem>{});

    // `starts` is parallel to `order`: sort positions, then map to events.
    std::vector<std::uint32_t> pos(order.size());
    for (std::uint32_t k = 0; k < pos.size(); ++k)
        pos[k] = k;
    std::stable_sort(pos.begin(), pos.end(), [&](std::uint32_t a, std::uint32_t b) { return starts[a] < starts[b]; });
    data.timeOrder.resize(pos.size());
    for (std::size_t k = 0; k < pos.size(); ++k)
        data.timeOrder[k] = order[pos[k]];
    data.density.build(starts, data.extent);
    return data;
}

std::size_t TimelineData::memoryBytes() const
{
    std::size_t bytes = sizeof(*this) + density.memoryBytes() + timeOrder.capacity() * sizeof(std::uint32_t)
        + std::size_t(conflictSpans.size()) * (sizeof(std::uint32_t) + sizeof(AxisSpan) + 16);
    for (const LaneIndex &l : lanes)
        bytes += l.memoryBytes();
    return bytes;
}

std::vector<std::pair<int, TimelineItem>> itemsOfEvent(const TimelineData &data, const Event &e,
                                                       std::uint32_t index)
{
    std::vector<AxisTime> starts{e.date.span().start};
    for (const Account &a : e.accounts)
        if (a.claimedDate.isValid())
            starts.push_back(a.claimedDate.span().start);
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
