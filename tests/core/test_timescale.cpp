#include <core/timescale.h>

#include <gtest/gtest.h>

using namespace parallax;

namespace {
AxisTime at(int y, int m = 1, int d = 1, int h = 0)
{
    AxisTime t = 0;
    EXPECT_TRUE(axisTimeOf(y, m, d, h, 0, 0, &t));
    return t;
}
} // namespace

TEST(TimeScale, RoundTripAtEveryScale)
{
    for (int year : {-500, 1, 1814, 9999}) {
        for (double spp : {0.5, 18.0, 3600.0, 86400.0, 30 * 86400.0, 365 * 86400.0 * 2}) {
            const TimeScale s(at(year), spp);
            for (double x : {-1000.0, -1.0, 0.0, 0.5, 1.0, 800.0, 1600.0}) {
                const AxisTime t = s.time(x);
                EXPECT_NEAR(s.x(t), x, 0.5 / spp + 1e-9) << year << " spp " << spp << " x " << x;
            }
            const AxisTime t = at(year, 6, 15, 12);
            EXPECT_LE(std::abs(s.time(s.x(t)) - t), 1);
        }
    }
}

TEST(TimeScale, ZoomKeepsTheAnchorFixed)
{
    TimeScale s(at(1814), 86400);
    const AxisTime under = s.time(400);
    s.zoomAt(400, 4, 1, 1e12);
    EXPECT_LE(std::abs(s.time(400) - under), 1);
    EXPECT_DOUBLE_EQ(s.secondsPerPixel(), 21600);
    s.zoomAt(400, 1e9, 60, 1e12); // clamped
    EXPECT_DOUBLE_EQ(s.secondsPerPixel(), 60);
    EXPECT_LE(std::abs(s.time(400) - under), 60);
}

namespace {
// A stand-in for font metrics: 7 px per character, enough to check spacing logic.
double charWidth(const QString &s)
{
    return 7.0 * s.size();
}

void expectNoOverlap(const QList<Tick> &ticks, const TimeScale &scale, bool pinned)
{
    double lastEnd = -1e300;
    for (qsizetype i = 0; i < ticks.size(); ++i) {
        double x = scale.x(ticks[i].time);
        if (pinned && i == 0)
            x = std::max(0.0, x);
        EXPECT_GE(x, lastEnd) << ticks[i].label.toStdString();
        lastEnd = x + charWidth(ticks[i].label);
    }
}
} // namespace

class Ticks : public ::testing::TestWithParam<const char *>
{
};

TEST_P(Ticks, NoOverlappingLabelsFromCenturiesToHours)
{
    const QLocale locale(QString::fromLatin1(GetParam()));
    const double width = 1450;
    for (double spp = 20; spp < 200 * 365.25 * 86400 / 400; spp *= 1.7) {
        for (int year : {-300, 1814}) {
            TimeScale s(at(year, 3, 1), spp);
            const TickTiers t = makeTicks(s, width, locale, charWidth);
            ASSERT_FALSE(t.minor.isEmpty()) << spp;
            ASSERT_FALSE(t.major.isEmpty()) << spp;
            EXPECT_GT(t.majorStep.approxSeconds(), t.minorStep.approxSeconds());
            expectNoOverlap(t.minor, s, false);
            expectNoOverlap(t.major, s, true);
            for (qsizetype i = 1; i < t.minor.size(); ++i)
                EXPECT_GT(t.minor[i].time, t.minor[i - 1].time);
        }
    }
}

INSTANTIATE_TEST_SUITE_P(Locales, Ticks, ::testing::Values("en_GB", "en_US", "zh_CN", "da_DK"));

TEST(Ticks, StepsFollowTheZoom)
{
    const QLocale en(QStringLiteral("en_GB"));
    // About a day across the view: hours under days.
    TimeScale hours(at(1814, 4, 12), 86400.0 / 1400);
    EXPECT_EQ(makeTicks(hours, 1400, en, charWidth).minorStep.unit, TickUnit::Hour);
    EXPECT_EQ(makeTicks(hours, 1400, en, charWidth).majorStep.unit, TickUnit::Day);
    // A month across: days under months.
    TimeScale days(at(1814, 4, 1), 30 * 86400.0 / 1400);
    EXPECT_EQ(makeTicks(days, 1400, en, charWidth).minorStep.unit, TickUnit::Day);
    // Thirty years: years.
    TimeScale years(at(1800), 30 * 365.25 * 86400 / 1400);
    EXPECT_EQ(makeTicks(years, 1400, en, charWidth).minorStep.unit, TickUnit::Year);
}

TEST(Ticks, BceLabels)
{
    TimeScale s(at(-520), 5 * 365.25 * 86400 / 100);
    const TickTiers t = makeTicks(s, 1000, QLocale(QStringLiteral("en_GB")), charWidth);
    bool sawBc = false;
    for (const Tick &k : t.minor)
        sawBc = sawBc || k.label.endsWith(QStringLiteral("BC"));
    EXPECT_TRUE(sawBc);
}

// Chinese hour ticks: a day began with "0时" under its date, and noon read
// "12时" at three-hour steps, where six-hour steps named it. Midnight now
// gives the day it begins and noon is named at every step; other hours stay.
TEST(Ticks, ChineseHoursBeginTheDayWithItsDateAndNameNoon)
{
    const QLocale zh(QLocale::Chinese, QLocale::China);
    const TickStep one {TickUnit::Hour, 1}, three {TickUnit::Hour, 3}, six {TickUnit::Hour, 6};
    for (const TickStep &step : {one, three, six}) {
        EXPECT_EQ(tickLabel(at(1815, 4, 6, 0), step, false, zh), QStringLiteral("6日")) << step.count;
        EXPECT_EQ(tickLabel(at(1815, 4, 6, 12), step, false, zh), tickLabel(at(1815, 4, 6, 12), six, false, zh))
            << step.count;
    }
    EXPECT_EQ(tickLabel(at(1815, 4, 6, 15), three, false, zh), QStringLiteral("15时"));
    EXPECT_EQ(tickLabel(at(1815, 4, 6, 7), one, false, zh), QStringLiteral("7时"));
    // Other languages keep their clock at fine steps.
    const QLocale c(QLocale::C);
    EXPECT_EQ(tickLabel(at(1815, 4, 6, 0), three, false, c), QStringLiteral("00:00"));
    EXPECT_EQ(tickLabel(at(1815, 4, 6, 12), three, false, c), QStringLiteral("12:00"));
    // About a day across in Chinese: no "0时" or "12时" anywhere on the axis.
    TimeScale day(at(1815, 4, 6), 86400.0 / 1200);
    for (const Tick &k : makeTicks(day, 1200, zh, charWidth).minor) {
        EXPECT_NE(k.label, QStringLiteral("0时"));
        EXPECT_NE(k.label, QStringLiteral("12时"));
    }
}

TEST(Ticks, HoursReadAsPartsOfTheDay)
{
    const QLocale c(QLocale::C);
    const TickStep six {TickUnit::Hour, 6};
    EXPECT_EQ(tickLabel(at(1815, 4, 6, 12), six, false, c), QStringLiteral("noon"));
    EXPECT_EQ(tickLabel(at(1815, 4, 6, 6), six, false, c), QStringLiteral("morning"));
    EXPECT_EQ(tickLabel(at(1815, 4, 6, 14), TickStep {TickUnit::Hour, 1}, false, c), QStringLiteral("14:00"));
    // About a day across: no "00:00:00" anywhere on the axis.
    TimeScale day(at(1815, 4, 6), 86400.0 / 1200);
    const TickTiers t = makeTicks(day, 1200, c, charWidth);
    for (const Tick &k : t.minor)
        EXPECT_FALSE(k.label.contains(QStringLiteral(":00:00"))) << k.label.toStdString();
    EXPECT_EQ(t.majorStep.unit, TickUnit::Day);
}
