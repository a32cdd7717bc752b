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

// Three events a day each, months apart (a new database's first few): each
// day's stretch as wide as the others, and as long as its day. The cuts
// began in the bin after each start, so that the first two days had a bin
// each (39 minutes, their labels hours) and the last day, whose time ran on
// to the extent's end, most of the strip.
TEST(OverviewAxis, AFewDaysMonthsApartHaveEvenStretches)
{
    constexpr AxisTime day = 86400;
    const AxisTime march = year(1815) + 59 * day;
    const std::vector<AxisTime> starts {march, march + 19 * day, march + 109 * day};
    DensityPyramid d;
    d.build(starts, {march, starts.back() + day});
    for (const double width : {600.0, 1000.0, 1800.0}) {
        const OverviewAxis axis = OverviewAxis::build(d, width);
        std::vector<double> stretches;
        for (const auto &s : axis.segments())
            if (!s.cut)
                stretches.push_back(s.x1 - s.x0);
        ASSERT_EQ(stretches.size(), 3u) << width;
        for (const double w : stretches) {
            EXPECT_GT(w, width / 4) << width;
            EXPECT_NEAR(w, stretches.front(), stretches.front() * 0.05) << width;
        }
        // Each day fills its stretch; the breaks are between the days.
        for (const AxisTime s : starts) {
            EXPECT_GT(axis.x(s + day * 9 / 10) - axis.x(s), 0.85 * stretches.front()) << width;
            EXPECT_NEAR(axis.x(axis.time(axis.x(s) + 5)), axis.x(s) + 5, 0.5) << width;
        }
    }
}

// An event's stretch keeps no more than the last event's time after its
// start: where the last event ends a moment after it starts, a lone early
// event is still a sliver beside the story (as in the test above it, whose
// story has 200 events).
TEST(OverviewAxis, ALoneEarlyEventTakesNoMoreThanTheLastEventsTime)
{
    std::vector<AxisTime> starts {year(1502)};
    for (int i = 0; i < 10; ++i)
        starts.push_back(year(1814) + AxisTime(i) * (year(1821) - year(1814)) / 10);
    DensityPyramid d;
    d.build(starts, {year(1502), starts.back() + 86400});
    const OverviewAxis axis = OverviewAxis::build(d, 1000);
    EXPECT_LT(axis.x(year(1814)) - axis.x(year(1502)), 40) << "the year 1502 and its break";
}
