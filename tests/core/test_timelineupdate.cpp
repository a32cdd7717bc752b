// An edited event taken into a timeline index in place
// (updateTimelineEvent) gives the index a full build gives.
#include <core/synthetic.h>
#include <core/timelinedata.h>

#include <gtest/gtest.h>

#include <algorithm>
#include <tuple>

using namespace parallax;

namespace {

Corpus corpus(int events)
{
    SyntheticSpec spec;
    spec.events = events;
    spec.conflictFraction = 0.2;
    return makeSyntheticCorpus(spec);
}

// Everything a view reads: the items of every lane (in any order within a
// start), counts over the whole extent, the time order, the density and
// the conflict spans.
// `binned`: the histograms' counts too (an index updated in place keeps a
// lane's extent when its first or last item goes; a build narrows it).
void expectSame(const TimelineData &a, const TimelineData &b, bool binned = true)
{
    ASSERT_EQ(a.lanes.size(), b.lanes.size());
    for (std::size_t l = 0; l < a.lanes.size(); ++l) {
        auto items = [](const LaneIndex &lane) {
            std::vector<std::tuple<AxisTime, std::uint32_t, std::uint32_t>> out;
            lane.forEachVisible(std::numeric_limits<AxisTime>::min() / 2, std::numeric_limits<AxisTime>::max() / 2,
                [&](const TimelineItem &it) { out.emplace_back(it.start, it.length, it.bits); });
            std::sort(out.begin(), out.end());
            return out;
        };
        ASSERT_EQ(items(a.lanes[l]), items(b.lanes[l])) << "lane " << l;
        const AxisSpan e = b.lanes[l].extent();
        EXPECT_EQ(a.lanes[l].countStarting(e.start, e.end), b.lanes[l].countStarting(e.start, e.end));
        if (binned) {
            EXPECT_EQ(a.lanes[l].countStartingBinned(e.start - 1, e.end + 1),
                b.lanes[l].countStartingBinned(e.start - 1, e.end + 1));
        }
    }
    EXPECT_EQ(a.timeOrder, b.timeOrder);
    EXPECT_EQ(a.density.total(), b.density.total());
    for (int k = 0; k < DensityPyramid::kLevels; ++k)
        EXPECT_EQ(a.density.level(k), b.density.level(k)) << "level " << k;
    EXPECT_EQ(a.conflictSpans, b.conflictSpans);
}

HistoricalDate day(int year, int month, int d)
{
    return HistoricalDate::parse(
        QStringLiteral("%1-%2-%3").arg(year).arg(month, 2, 10, QChar(u'0')).arg(d, 2, 10, QChar(u'0')))
        .value();
}

} // namespace

TEST(TimelineUpdate, AChangedClaimedDateIsTheSameAsABuild)
{
    Corpus c = corpus(500);
    for (LaneMode mode : {LaneMode::Source, LaneMode::Place, LaneMode::Era, LaneMode::Single}) {
        TimelineData data = buildTimelineData(c, mode);
        for (int i : {0, 17, 250, 499}) {
            ASSERT_FALSE(c.events[i].accounts.isEmpty());
            c.events[i].accounts[0].claimedDate = day(1790 + i % 30, 3, 4); // often a conflict now
            ASSERT_TRUE(updateTimelineEvent(data, c, std::uint32_t(i)));
        }
        expectSame(data, buildTimelineData(c, mode));
    }
}

TEST(TimelineUpdate, AnAddedAndARemovedAccountAndAMovedRecordDate)
{
    Corpus c = corpus(400);
    TimelineData data = buildTimelineData(c, LaneMode::Source);
    Account added = c.events[10].accounts[0];
    added.claimedDate = day(1805, 1, 2);
    c.events[10].accounts.append(added);
    ASSERT_TRUE(updateTimelineEvent(data, c, 10));
    c.events[20].accounts.removeLast();
    ASSERT_TRUE(updateTimelineEvent(data, c, 20));
    // A record date moved between its neighbours' (the time order is kept).
    const AxisTime before = c.events[30].date.span().start, after = c.events[31].date.span().start;
    ASSERT_LE(before, after);
    c.events[30].date = HistoricalDate::parse(c.events[31].date.toEdtf()).value();
    ASSERT_TRUE(updateTimelineEvent(data, c, 30));
    expectSame(data, buildTimelineData(c, LaneMode::Source));
}

TEST(TimelineUpdate, FollowsTheFilterAndWidensTheExtent)
{
    Corpus c = corpus(300);
    std::vector<char> include(std::size_t(c.events.size()), 1);
    include[5] = 0;
    TimelineData data = buildTimelineData(c, LaneMode::Source, &include);
    include[5] = 1; // now shown
    include[6] = 0; // now hidden
    ASSERT_TRUE(updateTimelineEvent(data, c, 5, &include));
    ASSERT_TRUE(updateTimelineEvent(data, c, 6, &include));
    c.events[7].accounts[0].claimedDate = day(1700, 1, 1); // far before everything
    ASSERT_TRUE(updateTimelineEvent(data, c, 7, &include));
    const TimelineData built = buildTimelineData(c, LaneMode::Source, &include);
    EXPECT_EQ(data.extent, built.extent);
    EXPECT_LE(data.lanes[1].extent().start, built.lanes[1].extent().start);
    // The lanes' extents may only be wider than a build's (never narrower):
    // counts over a build's extent agree.
    for (std::size_t l = 0; l < data.lanes.size(); ++l) {
        const AxisSpan e = built.lanes[l].extent();
        EXPECT_EQ(data.lanes[l].countStarting(e.start, e.end + 1), built.lanes[l].countStarting(e.start, e.end + 1));
    }
    EXPECT_EQ(data.timeOrder, built.timeOrder);
}

TEST(TimelineUpdate, CategoriesAskForABuild)
{
    Corpus c = corpus(50);
    TimelineData data = buildTimelineData(c, LaneMode::Category);
    EXPECT_FALSE(updateTimelineEvent(data, c, 3));
    EXPECT_FALSE(updateTimelineEvent(data, c, 99)) << "no such event";
}

// With the event as it was given, its old items are found by their starts:
// the result is a build's, in every mode, for changed, added (twice the same)
// and removed accounts and a moved record date, and when the old event was
// not shown (its items are then searched for in every lane).
TEST(TimelineUpdate, TheOldEventsItemsFoundByTheirStarts)
{
    for (LaneMode mode : {LaneMode::Source, LaneMode::Place, LaneMode::Era, LaneMode::Single}) {
        Corpus c = corpus(400);
        std::vector<char> include(std::size_t(c.events.size()), 1);
        include[40] = 0;
        TimelineData data = buildTimelineData(c, mode, &include);
        TimelineData scanned = data; // updated without the old event: every lane searched
        auto edit = [&](int i, const auto &change) {
            const Event was = c.events[i];
            change(c.events[i]);
            ASSERT_TRUE(updateTimelineEvent(data, c, std::uint32_t(i), &include, &was)) << i;
            ASSERT_TRUE(updateTimelineEvent(scanned, c, std::uint32_t(i), &include)) << i;
        };
        edit(10, [](Event &e) { e.accounts[0].claimedDate = day(1815, 6, 18); });
        edit(11, [](Event &e) {
            Account twice = e.accounts[0];
            twice.claimedDate = day(1816, 2, 3);
            e.accounts << twice << twice;
        });
        edit(11, [](Event &e) { e.accounts.removeLast(); });
        edit(12, [](Event &e) { e.accounts.clear(); });
        edit(30, [&](Event &e) { e.date = HistoricalDate::parse(c.events[31].date.toEdtf()).value(); });
        include[40] = 1; // shown now: nothing of it was in the index
        edit(40, [](Event &e) { e.accounts[0].claimedDate = day(1812, 1, 1); });
        {
            SCOPED_TRACE("against the scan");
            expectSame(data, scanned);
        }
        SCOPED_TRACE("against a build");
        expectSame(data, buildTimelineData(c, mode, &include), false);
    }
}

TEST(TimelineUpdate, ItemsAreRemovedAllOrNothing)
{
    LaneIndex lane;
    const TimelineItem a = makeTimelineItem({100, 200}, 1, 0), b = makeTimelineItem({100, 200}, 2, 0),
                       c = makeTimelineItem({500, 500}, 3, 0), missing = makeTimelineItem({100, 200}, 4, 0);
    lane.build({a, b, c, a});
    EXPECT_FALSE(lane.removeItems({c, missing}));
    EXPECT_EQ(lane.size(), 4u);
    EXPECT_FALSE(lane.removeItems({a, a, a})) << "only two of them";
    EXPECT_TRUE(lane.removeItems({a, c, a}));
    ASSERT_EQ(lane.size(), 1u);
    EXPECT_EQ(lane.countStarting(0, 1000), 1u);
    EXPECT_EQ(lane.removeEvent(2).size(), 1u);
}
