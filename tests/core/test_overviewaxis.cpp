#include <core/overviewaxis.h>

#include <gtest/gtest.h>

using namespace parallax;

namespace {

AxisTime year(int y)
{
    return HistoricalDate::parse(QString::number(y).rightJustified(4, u'0')).value().span().start;
}

} // namespace

TEST(OverviewAxis, CutsLongEmptyStretchesSoTheStoryGetsTheWidth)
{
    // One event in 1502, the rest between 1814 and 1821 (as the bundled corpus).
    std::vector<AxisTime> starts {year(1502)};
    for (int i = 0; i < 200; ++i)
        starts.push_back(year(1814) + AxisTime(i) * (year(1821) - year(1814)) / 200);
    DensityPyramid d;
    d.build(starts, {year(1502), year(1821) + 1});
    const OverviewAxis axis = OverviewAxis::build(d, 1000);
    int cuts = 0;
    for (const auto &s : axis.segments())
        cuts += s.cut;
    EXPECT_EQ(cuts, 1);
    EXPECT_GT(axis.x(year(1821)) - axis.x(year(1814)), 900) << "the story is not squeezed into a corner";
    EXPECT_NEAR(axis.x(year(1502)), 0, 1);
    EXPECT_NEAR(axis.x(year(1821) + 1), 1000, 1);
    // Monotonic, and time() inverts x() to within a pixel's time.
    double last = -1;
    for (AxisTime t = year(1502); t < year(1821); t += (year(1821) - year(1502)) / 997) {
        const double x = axis.x(t);
        EXPECT_GE(x, last);
        last = x;
    }
    for (double x = 0; x <= 1000; x += 7.5)
        EXPECT_NEAR(axis.x(axis.time(x)), x, 0.5) << x;
}

TEST(OverviewAxis, EvenlySpreadEventsAreDrawnToScale)
{
    std::vector<AxisTime> starts;
    for (int y = 1800; y < 1900; ++y)
        starts.push_back(year(y));
    DensityPyramid d;
    d.build(starts, {year(1800), year(1900)});
    const OverviewAxis axis = OverviewAxis::build(d, 800);
    ASSERT_EQ(axis.segments().size(), 1u);
    EXPECT_NEAR(axis.x(year(1850)), 400, 1);
    // Outside the extent the scale goes on.
    EXPECT_NEAR(axis.x(year(1900) + (year(1900) - year(1800)) / 8), 900, 1);
    DensityPyramid empty;
    const OverviewAxis none = OverviewAxis::build(empty, 500);
    EXPECT_FALSE(none.segments().empty());
}

// Two events a few hours apart: the overview shows about three months
// around them, to scale, not a few hours across the whole strip (its labels
// read "00:00 … 00:00").
TEST(OverviewAxis, AFewEventsCloseTogetherShowASeasonAroundThem)
{
    const AxisTime noon = year(1814) + 100 * 86400 + 12 * 3600;
    DensityPyramid d;
    d.build({noon, noon + 3 * 3600}, {noon, noon + 3 * 3600 + 1});
    const OverviewAxis axis = OverviewAxis::build(d, 900);
    ASSERT_EQ(axis.segments().size(), 1u);
    const AxisSpan shown = axis.segments().front().span;
    EXPECT_GE(shown.length(), AxisTime(85) * 86400);
    EXPECT_LE(shown.length(), AxisTime(95) * 86400);
    EXPECT_TRUE(shown.contains(noon) && shown.contains(noon + 3 * 3600));
    EXPECT_NEAR(axis.x(noon), 450, 5); // in the middle
    EXPECT_NEAR(axis.x(noon + 3 * 3600) - axis.x(noon), 900.0 * 3 / (90 * 24), 0.5);
    EXPECT_NEAR(axis.x(axis.time(300)), 300, 0.5);
}
