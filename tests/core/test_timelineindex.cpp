#include <core/clustering.h>
#include <core/synthetic.h>
#include <core/timelinedata.h>
#include <core/timelineindex.h>

#include <gtest/gtest.h>

#include <random>
#include <set>

using namespace parallax;

namespace {

std::vector<TimelineItem> randomItems(int n, std::uint64_t seed)
{
    std::mt19937_64 rng(seed);
    std::uniform_int_distribution<AxisTime> start(0, 1'000'000'000);
    std::uniform_real_distribution<double> logLen(0, 25);
    std::vector<TimelineItem> items;
    for (int i = 0; i < n; ++i) {
        const AxisTime s = start(rng);
        const AxisTime len = i % 7 == 0 ? 0 : AxisTime(std::exp(logLen(rng)));
        items.push_back(makeTimelineItem({s, s + len}, std::uint32_t(i), 0));
    }
    return items;
}

} // namespace

namespace {

Source source(const char *id, const char *title, const char *language)
{
    Source s;
    s.id = QString::fromLatin1(id);
    s.title = QString::fromLatin1(title);
    s.language = QString::fromLatin1(language);
    return s;
}

} // namespace

TEST(LaneIndex, VisibleQueryMatchesABruteForceScan)
{
    const auto items = randomItems(20000, 3);
    LaneIndex idx;
    idx.build(items);
    std::mt19937_64 rng(9);
    std::uniform_int_distribution<AxisTime> at(-100'000'000, 1'100'000'000);
    for (int q = 0; q < 200; ++q) {
        AxisTime t0 = at(rng), t1 = at(rng);
        if (t1 < t0)
            std::swap(t0, t1);
        if (q % 3 == 0)
            t1 = t0 + 3600; // narrow windows, where long spans matter most
        std::set<std::uint32_t> expected, got;
        for (const auto &it : items)
            if (it.start < t1 && it.end() > t0)
                expected.insert(it.event());
        std::size_t visits = 0;
        idx.forEachVisible(t0, t1, [&](const TimelineItem &it) {
            ++visits;
            EXPECT_TRUE(got.insert(it.event()).second) << "visited twice";
        });
        EXPECT_EQ(got, expected) << "window " << t0 << "…" << t1;
        EXPECT_GE(idx.countCandidates(t0, t1), expected.size());
        std::size_t starting = 0;
        for (const auto &it : items)
            starting += it.start >= t0 && it.start < t1;
        EXPECT_EQ(idx.countStarting(t0, t1), starting);
    }
}

TEST(LaneIndex, CellCountsMatchCountingEachCell)
{
    const auto items = randomItems(20000, 5);
    LaneIndex idx;
    idx.build(items);
    std::mt19937_64 rng(17);
    std::uniform_int_distribution<AxisTime> at(-100'000'000, 1'100'000'000);
    std::vector<std::uint32_t> counts;
    for (int q = 0; q < 50; ++q) {
        // Cells of one width (as the renderer uses) or of random widths.
        std::vector<AxisTime> edges {at(rng)};
        const AxisTime width = std::uniform_int_distribution<AxisTime>(1, 40'000'000)(rng);
        const int cells = 1 + int(rng() % 80);
        for (int i = 0; i < cells; ++i)
            edges.push_back(
                edges.back() + (q % 2 ? width : std::uniform_int_distribution<AxisTime>(0, 60'000'000)(rng)));
        idx.countStartingCells(edges, counts);
        ASSERT_EQ(counts.size(), edges.size() - 1);
        for (std::size_t i = 0; i + 1 < edges.size(); ++i)
            EXPECT_EQ(counts[i], idx.countStarting(edges[i], edges[i + 1])) << "cell " << i << " of query " << q;
    }
    idx.countStartingCells({5}, counts);
    EXPECT_TRUE(counts.empty());
}

TEST(LaneIndex, ScanStaysNearTheWindow)
{
    // A million points spread over a year and a narrow window: the index must
    // look at a handful of candidates, not at what lies off screen.
    std::vector<TimelineItem> items;
    for (int i = 0; i < 1'000'000; ++i)
        items.push_back(makeTimelineItem({AxisTime(i) * 31, AxisTime(i) * 31 + 60}, std::uint32_t(i), 0));
    LaneIndex idx;
    idx.build(std::move(items));
    EXPECT_LE(idx.countCandidates(15'000'000, 15'000'000 + 3100), 110u);
}

TEST(LaneIndex, BinnedCountsAddUpAndStayCloseToExact)
{
    const auto items = randomItems(50000, 11);
    LaneIndex idx;
    idx.build(items);
    const AxisSpan e = idx.extent();
    // Cells tiling the extent: binned counts lose nothing and gain nothing.
    const AxisTime cell = idx.binWidth() * 10;
    std::size_t total = 0;
    for (AxisTime t = e.start - cell; t < e.end + cell; t += cell) {
        const std::size_t binned = idx.countStartingBinned(t, t + cell);
        const std::size_t exact = idx.countStarting(t, t + cell);
        total += binned;
        // Rounding each end to a bin edge moves at most the items of two bins.
        EXPECT_LE(std::abs(double(binned) - double(exact)), 2.0 * 50000 / 4096 * 3 + 5);
    }
    EXPECT_EQ(total, items.size());
}

// A lane too small for a histogram counts exactly and reads as one whose
// bins are too wide to use; one that grows or shrinks across the size where
// a histogram is kept counts as one built with its items.
TEST(LaneIndex, SmallLanesCountExactlyAndEditsKeepTheHistogramsOfABuild)
{
    const std::size_t n = LaneIndex::kHistogramFrom;
    auto items = randomItems(int(n), 5);
    LaneIndex small;
    small.build({items.begin(), items.end() - 1});
    EXPECT_EQ(small.binWidth(), std::numeric_limits<AxisTime>::max());
    for (AxisTime t = 0; t < 1'000'000'000; t += 37'000'000)
        EXPECT_EQ(small.countStartingBinned(t, t + 50'000'000), small.countStarting(t, t + 50'000'000));

    LaneIndex built;
    built.build(items);
    EXPECT_LT(built.binWidth(), std::numeric_limits<AxisTime>::max()); // it keeps one
    small.insert(items.back()); // now as large as `built`
    EXPECT_EQ(small.binWidth(), built.binWidth());
    for (AxisTime t = 0; t < 1'000'000'000; t += 37'000'000)
        EXPECT_EQ(small.countStartingBinned(t, t + 50'000'000), built.countStartingBinned(t, t + 50'000'000));

    ASSERT_EQ(built.removeEvent(items.front().event()).size(), 1u); // and back below the size
    EXPECT_EQ(built.binWidth(), std::numeric_limits<AxisTime>::max());
    for (AxisTime t = 0; t < 1'000'000'000; t += 37'000'000)
        EXPECT_EQ(built.countStartingBinned(t, t + 50'000'000), built.countStarting(t, t + 50'000'000));
}

TEST(LaneIndex, NearestHitsTheClosestItem)
{
    LaneIndex idx;
    idx.build(
        {makeTimelineItem({100, 101}, 1, 0), makeTimelineItem({200, 260}, 2, 0), makeTimelineItem({1000, 1001}, 3, 0)});
    ASSERT_NE(idx.nearest(230, 10), nullptr);
    EXPECT_EQ(idx.nearest(230, 10)->event(), 2u);
    EXPECT_EQ(idx.nearest(105, 10)->event(), 1u);
    EXPECT_EQ(idx.nearest(600, 10), nullptr);
}

TEST(Clustering, CountsAddUpAndNothingIsLostOrDrawnTwice)
{
    std::mt19937_64 rng(5);
    std::uniform_real_distribution<double> x(0, 1600);
    std::vector<double> xs(3000);
    for (double &v : xs)
        v = x(rng);
    std::sort(xs.begin(), xs.end());
    std::vector<std::pair<double, double>> edges;
    for (double v : xs)
        edges.push_back({v - 5, v + 5});
    std::vector<Cluster> clusters;
    clusterMarkers(edges, 1, clusters);
    std::uint32_t total = 0, next = 0;
    for (std::size_t i = 0; i < clusters.size(); ++i) {
        EXPECT_EQ(clusters[i].first, next) << "clusters must tile the input in order";
        next += clusters[i].count;
        total += clusters[i].count;
        if (i > 0) {
            EXPECT_GE(clusters[i].x0, clusters[i - 1].x1 + 1) << "drawn clusters would overlap";
        }
    }
    EXPECT_EQ(total, edges.size());
    // Spread-out markers stay single.
    clusterMarkers({{0, 10}, {20, 30}, {40, 50}}, 1, clusters);
    EXPECT_EQ(clusters.size(), 3u);
    clusterMarkers({{0, 10}, {5, 15}, {40, 50}}, 1, clusters);
    ASSERT_EQ(clusters.size(), 2u);
    EXPECT_EQ(clusters[0].count, 2u);
}

TEST(LanePacking, OverlappingSpansGetRowsAndOverflowIsMarked)
{
    std::vector<int> rows;
    const int used = packRows({{0, 100}, {50, 150}, {120, 200}, {160, 170}, {300, 400}}, 2, 2, rows);
    EXPECT_EQ(used, 2);
    EXPECT_EQ(rows, (std::vector<int> {0, 1, 0, 1, 0}));
    packRows({{0, 100}, {10, 20}, {30, 40}}, 2, 2, rows);
    EXPECT_EQ(rows[0], 0);
    EXPECT_EQ(rows[1], 1);
    EXPECT_EQ(rows[2], 1);
    packRows({{0, 100}, {10, 200}, {20, 300}}, 2, 2, rows);
    EXPECT_EQ(rows[2], -1) << "no third row allowed";
}

TEST(TimelineData, SourceLanesPlaceEachAccountAtItsClaimedDate)
{
    Corpus c;
    c.sources = {source("a", "A", "en"), source("b", "B", "zh")};
    Event e;
    e.id = QStringLiteral("x");
    e.date = HistoricalDate::parse(u"1815-07-15").value();
    Account a1;
    a1.sourceId = QStringLiteral("a");
    a1.claimedDate = HistoricalDate::parse(u"1815-07-15").value();
    Account a2;
    a2.sourceId = QStringLiteral("b");
    a2.claimedDate = HistoricalDate::parse(u"1815-07-25").value();
    e.accounts = {a1, a2};
    c.events = {e};
    const TimelineData d = buildTimelineData(c, LaneMode::Source);
    ASSERT_EQ(d.lanes.size(), 3u);
    EXPECT_EQ(d.laneTitles.value(2), QStringLiteral("B · zh"));
    std::vector<TimelineItem> inB;
    d.lanes[2].forEachVisible(
        0, std::numeric_limits<AxisTime>::max() / 2, [&](const TimelineItem &it) { inB.push_back(it); });
    ASSERT_EQ(inB.size(), 1u);
    EXPECT_EQ(inB[0].start, a2.claimedDate.span().start);
    EXPECT_TRUE(inB[0].has(TimelineItem::Conflict));
    EXPECT_TRUE(d.conflictSpans.contains(0));
    EXPECT_EQ(d.conflictSpans.value(0).end, a2.claimedDate.span().end);

    const TimelineData single = buildTimelineData(c, LaneMode::Single);
    EXPECT_EQ(single.lanes.size(), 1u);
    EXPECT_EQ(single.lanes[0].size(), 1u);
}

namespace {

std::vector<TimelineItem> allItems(const LaneIndex &lane)
{
    std::vector<TimelineItem> out;
    lane.forEachVisible(std::numeric_limits<AxisTime>::min() / 2, std::numeric_limits<AxisTime>::max() / 2,
        [&](const TimelineItem &it) { out.push_back(it); });
    std::sort(out.begin(), out.end(), [](const auto &a, const auto &b) { return a.start < b.start; });
    return out;
}

} // namespace

TEST(TimelineData, DateSetsAreDrawnAsTheirMembers)
{
    Corpus c;
    c.sources = {source("a", "A", "en")};
    Event e;
    e.id = QStringLiteral("x");
    e.date = HistoricalDate::parse(u"{1815-06-16,1815-06-18}").value(); // all of: each day
    Account a;
    a.sourceId = QStringLiteral("a");
    a.claimedDate = HistoricalDate::parse(u"[1815-06-17,1815-06-19..1815-06-20]").value(); // one of these
    e.accounts = {a};
    c.events = {e};
    const TimelineData d = buildTimelineData(c, LaneMode::Source);
    ASSERT_EQ(d.lanes.size(), 2u);

    const auto record = allItems(d.lanes[0]);
    ASSERT_EQ(record.size(), 2u) << "one item per member of an all-of set";
    EXPECT_EQ(record[0].start, HistoricalDate::parse(u"1815-06-16")->span().start);
    EXPECT_EQ(record[1].start, HistoricalDate::parse(u"1815-06-18")->span().start);
    EXPECT_FALSE(record[0].has(TimelineItem::Alternative));
    EXPECT_EQ(record[0].event(), 0u);

    const auto claimed = allItems(d.lanes[1]);
    ASSERT_EQ(claimed.size(), 2u) << "one item per alternative";
    EXPECT_TRUE(claimed[0].has(TimelineItem::Alternative) && claimed[1].has(TimelineItem::Alternative));
    EXPECT_TRUE(claimed[1].has(TimelineItem::Interval)) << "a member interval stays a bar";
    EXPECT_EQ(claimed[1].end(), HistoricalDate::parse(u"1815-06-20")->span().end);
    EXPECT_TRUE(claimed[0].has(TimelineItem::Account));

    // Selection finds every member in every lane.
    EXPECT_EQ(itemsOfEvent(d, c.events[0], 0).size(), 4u);
    // Other lane modes draw the members too.
    EXPECT_EQ(allItems(buildTimelineData(c, LaneMode::Single).lanes[0]).size(), 2u);
}

TEST(TimelineData, MemoryStaysUnder64BytesPerEvent)
{
    SyntheticSpec spec;
    spec.events = 100000;
    const Corpus c = makeSyntheticCorpus(spec);
    for (LaneMode m : {LaneMode::Source, LaneMode::Single, LaneMode::Place}) {
        const TimelineData d = buildTimelineData(c, m);
        EXPECT_LT(double(d.memoryBytes()) / double(spec.events), 64.0) << laneModeName(m).toStdString();
    }
}

TEST(DensityPyramid, LevelsSumToTheTotal)
{
    std::vector<AxisTime> starts;
    for (int i = 0; i < 5000; ++i)
        starts.push_back(AxisTime(i) * i);
    DensityPyramid p;
    p.build(starts, {0, AxisTime(5000) * 5000});
    EXPECT_EQ(p.total(), 5000u);
    for (int k = 0; k < DensityPyramid::kLevels; ++k) {
        std::uint64_t sum = 0;
        for (auto b : p.level(k))
            sum += b;
        EXPECT_EQ(sum, 5000u) << "level " << k;
        EXPECT_EQ(p.level(k).size(), std::size_t(1) << k);
    }
    EXPECT_EQ(p.levelFor(1000), 9);
}

TEST(TimelineData, ItemsOfAnEventAreFoundInEveryLane)
{
    SyntheticSpec spec;
    spec.events = 20000;
    const Corpus c = makeSyntheticCorpus(spec);
    const TimelineData d = buildTimelineData(c, LaneMode::Source);
    for (std::uint32_t e : {0u, 777u, 19999u}) {
        const auto found = itemsOfEvent(d, c.events[qsizetype(e)], e);
        // Brute force: every item of e in every lane.
        std::size_t expected = 0;
        for (const LaneIndex &l : d.lanes)
            l.forEachVisible(std::numeric_limits<AxisTime>::min() / 2, std::numeric_limits<AxisTime>::max() / 2,
                [&](const TimelineItem &it) { expected += it.event() == e; });
        EXPECT_EQ(found.size(), expected) << e;
        EXPECT_GE(found.size(), 1u);
        for (const auto &[lane, it] : found)
            EXPECT_EQ(it.event(), e);
    }
}

TEST(Corpus, SourcesAreNamedAsPeopleNameThem)
{
    Source s;
    s.id = QStringLiteral("003_a6b9f8cee78b8ca2");
    s.title = QStringLiteral("Napoleon from Elba to St Helena (overview)");
    s.language = QStringLiteral("da");
    EXPECT_EQ(shortSourceName(s), QStringLiteral("Napoleon from Elba to St Helena · da"));
    s.title = QStringLiteral("After Waterloo: the second abdication, Rochefort and St Helena");
    s.language = QStringLiteral("zh");
    EXPECT_EQ(shortSourceName(s), QStringLiteral("After Waterloo · zh"));
    s.title = QStringLiteral("The 1814 campaign, Fontainebleau and Elba");
    EXPECT_EQ(shortSourceName(s), QStringLiteral("The 1814 campaign · zh"));
    s.title.clear();
    EXPECT_EQ(shortSourceName(s), QStringLiteral("003_a6b9f8cee78b8ca2 · zh"));
    EXPECT_EQ(categoryName(QStringLiteral("politics")), QStringLiteral("Politics"));
    EXPECT_EQ(categoryName(QStringLiteral("with-record")), QStringLiteral("With record"));
}
