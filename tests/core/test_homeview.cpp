#include <core/homeview.h>

#include <gtest/gtest.h>

using namespace parallax;

namespace {

WeightedTimes ones(std::initializer_list<AxisTime> times)
{
    WeightedTimes out;
    for (AxisTime t : times)
        out.push_back({t, 1});
    return out;
}

} // namespace

TEST(HomeView, TheDensestWindowHoldsTheMostEvents)
{
    // A sparse start, a dense cluster around 1000, a straggler.
    const WeightedTimes t = ones({0, 100, 990, 995, 1000, 1005, 1010, 5000});
    const AxisSpan w = densestWindow(t, {0, 6000}, 100);
    EXPECT_EQ(w.length(), 100);
    EXPECT_LE(w.start, 990);
    EXPECT_GT(w.end, 1010);
    // Centred on what it holds.
    EXPECT_NEAR(double(w.start + w.end) / 2, 1000, 1);
    // Inside `within`, and the whole of it when it is short.
    const AxisSpan edge = densestWindow(ones({0, 1, 2}), {0, 6000}, 1000);
    EXPECT_EQ(edge.start, 0);
    EXPECT_EQ(densestWindow(t, {0, 50}, 100).end, 50);
    // Weights count: one heavy bin beats three light ones.
    const WeightedTimes bins {{0, 1}, {10, 1}, {20, 1}, {500, 9}};
    const AxisSpan heavy = densestWindow(bins, {0, 1000}, 40);
    EXPECT_LE(heavy.start, 500);
    EXPECT_GT(heavy.end, 500);
}

TEST(HomeView, CandidatesShrinkFromTheWholeStory)
{
    const WeightedTimes t = ones({0, 100, 990, 995, 1000, 1005, 1010, 5000});
    const auto c = homeCandidates(t, {0, 5001}, 50, 2.0);
    ASSERT_GE(c.size(), 5u);
    EXPECT_EQ(c.front().start, 0);
    EXPECT_EQ(c.front().end, 5001);
    for (std::size_t i = 1; i < c.size(); ++i) {
        EXPECT_LT(c[i].length(), c[i - 1].length());
        EXPECT_GE(c[i].length(), 50);
        EXPECT_LE(c[i].start, 990) << i;
        EXPECT_GT(c[i].end, 1010) << i;
    }
}

TEST(HomeView, AWiderViewWinsUnlessANarrowerNamesClearlyMore)
{
    EXPECT_EQ(pickHomeCandidate({}), -1);
    EXPECT_EQ(pickHomeCandidate({3, 3, 3}), 0);
    EXPECT_EQ(pickHomeCandidate({3, 12, 13, 4}), 1);
    EXPECT_EQ(pickHomeCandidate({0, 0, 2, 1}), 2);
}
