// Every example of the EDTF specification (Library of Congress, 2019), level
// by level: each must parse, mean what the specification says (the first and
// last day it allows), and be written back. Invalid inputs are refused with a
// reason that names the input.
#include "../qtprint.h"

#include <core/historicaldate.h>

#include <gtest/gtest.h>

#include <QLocale>

using namespace parallax;

namespace {

struct Day
{
    int y, m, d;
};

AxisTime dayStart(Day day)
{
    AxisTime t = 0;
    EXPECT_TRUE(axisTimeOf(day.y, day.m, day.d, 0, 0, 0, &t)) << day.y << "-" << day.m << "-" << day.d;
    return t;
}

struct SpecCase
{
    const char *text;
    int level;
    Day first; // first day the date allows
    Day last; // last day it allows
    const char *written = nullptr; // canonical form when it differs from the input
};

void PrintTo(const SpecCase &c, std::ostream *os)
{
    *os << c.text;
}

// clang-format off
const SpecCase kSpecExamples[] = {
    // Level 0: dates, date and time, intervals.
    {"1985-04-12", 0, {1985, 4, 12}, {1985, 4, 12}},
    {"1985-04", 0, {1985, 4, 1}, {1985, 4, 30}},
    {"1985", 0, {1985, 1, 1}, {1985, 12, 31}},
    {"1985-04-12T23:20:30", 0, {1985, 4, 12}, {1985, 4, 12}},
    {"1985-04-12T23:20:30Z", 0, {1985, 4, 12}, {1985, 4, 12}},
    {"1985-04-12T23:20:30-04", 0, {1985, 4, 12}, {1985, 4, 12}},
    {"1985-04-12T23:20:30+04:30", 0, {1985, 4, 12}, {1985, 4, 12}},
    {"1964/2008", 0, {1964, 1, 1}, {2008, 12, 31}},
    {"2004-06/2006-08", 0, {2004, 6, 1}, {2006, 8, 31}},
    {"2004-02-01/2005-02-08", 0, {2004, 2, 1}, {2005, 2, 8}},
    {"2004-02-01/2005-02", 0, {2004, 2, 1}, {2005, 2, 28}},
    {"2004-02-01/2005", 0, {2004, 2, 1}, {2005, 12, 31}},
    {"2005/2006-02", 0, {2005, 1, 1}, {2006, 2, 28}},
    // Level 1: letter-prefixed years, seasons, qualification, unspecified
    // digits, extended intervals, negative years.
    {"Y170000002", 1, {170000002, 1, 1}, {170000002, 12, 31}},
    {"Y-170000002", 1, {-170000002, 1, 1}, {-170000002, 12, 31}},
    {"2001-21", 1, {2001, 3, 1}, {2001, 5, 31}},
    {"2001-22", 1, {2001, 6, 1}, {2001, 8, 31}},
    {"2001-23", 1, {2001, 9, 1}, {2001, 11, 30}},
    {"2001-24", 1, {2001, 12, 1}, {2002, 2, 28}},
    {"1984?", 1, {1984, 1, 1}, {1984, 12, 31}},
    {"2004-06~", 1, {2004, 6, 1}, {2004, 6, 30}},
    {"2004-06-11%", 1, {2004, 6, 11}, {2004, 6, 11}},
    {"201X", 1, {2010, 1, 1}, {2019, 12, 31}},
    {"20XX", 1, {2000, 1, 1}, {2099, 12, 31}},
    {"2004-XX", 1, {2004, 1, 1}, {2004, 12, 31}},
    {"1985-04-XX", 1, {1985, 4, 1}, {1985, 4, 30}},
    {"1985-XX-XX", 1, {1985, 1, 1}, {1985, 12, 31}},
    {"1985-04-12/..", 1, {1985, 4, 12}, {1985, 4, 12}},
    {"1985-04/..", 1, {1985, 4, 1}, {1985, 4, 30}},
    {"1985/..", 1, {1985, 1, 1}, {1985, 12, 31}},
    {"../1985-04-12", 1, {1985, 4, 12}, {1985, 4, 12}},
    {"../1985-04", 1, {1985, 4, 1}, {1985, 4, 30}},
    {"../1985", 1, {1985, 1, 1}, {1985, 12, 31}},
    {"1985-04-12/", 1, {1985, 4, 12}, {1985, 4, 12}},
    {"1985-04/", 1, {1985, 4, 1}, {1985, 4, 30}},
    {"1985/", 1, {1985, 1, 1}, {1985, 12, 31}},
    {"/1985-04-12", 1, {1985, 4, 12}, {1985, 4, 12}},
    {"/1985-04", 1, {1985, 4, 1}, {1985, 4, 30}},
    {"/1985", 1, {1985, 1, 1}, {1985, 12, 31}},
    {"-1985", 1, {-1985, 1, 1}, {-1985, 12, 31}},
    {"1984~/2004-06", 1, {1984, 1, 1}, {2004, 6, 30}},
    {"1984/2004-06~", 1, {1984, 1, 1}, {2004, 6, 30}},
    {"1984~/2004~", 1, {1984, 1, 1}, {2004, 12, 31}},
    {"-1984?/2004%", 1, {-1984, 1, 1}, {2004, 12, 31}},
    {"1984?/2004-06~", 1, {1984, 1, 1}, {2004, 6, 30}},
    {"1984-06?/2004-08?", 1, {1984, 6, 1}, {2004, 8, 31}},
    {"1984-06-02?/2004-08-08~", 1, {1984, 6, 2}, {2004, 8, 8}},
    {"1984-06-02?/", 1, {1984, 6, 2}, {1984, 6, 2}},
    {"1984-06-02?/..", 1, {1984, 6, 2}, {1984, 6, 2}},
    // Level 2: exponential years, significant digits, sub-year groupings,
    // sets, partial qualification, unspecified digits anywhere, intervals.
    {"Y-17E7", 2, {-170000000, 1, 1}, {-170000000, 12, 31}},
    {"Y17E7", 2, {170000000, 1, 1}, {170000000, 12, 31}},
    {"1950S2", 2, {1900, 1, 1}, {1999, 12, 31}},
    {"Y171010000S3", 2, {171000000, 1, 1}, {171999999, 12, 31}},
    {"Y3388E2S3", 2, {338000, 1, 1}, {338999, 12, 31}},
    {"2001-25", 2, {2001, 3, 1}, {2001, 5, 31}},
    {"2001-28", 2, {2001, 12, 1}, {2002, 2, 28}},
    {"2001-29", 2, {2001, 9, 1}, {2001, 11, 30}},
    {"2001-30", 2, {2001, 12, 1}, {2002, 2, 28}},
    {"2001-32", 2, {2001, 6, 1}, {2001, 8, 31}},
    {"2001-33", 2, {2001, 1, 1}, {2001, 3, 31}},
    {"2001-34", 2, {2001, 4, 1}, {2001, 6, 30}},
    {"2001-36", 2, {2001, 10, 1}, {2001, 12, 31}},
    {"2001-37", 2, {2001, 1, 1}, {2001, 4, 30}},
    {"2001-38", 2, {2001, 5, 1}, {2001, 8, 31}},
    {"2001-39", 2, {2001, 9, 1}, {2001, 12, 31}},
    {"2001-40", 2, {2001, 1, 1}, {2001, 6, 30}},
    {"2001-41", 2, {2001, 7, 1}, {2001, 12, 31}},
    {"[1667,1668,1670..1672]", 2, {1667, 1, 1}, {1672, 12, 31}},
    {"[..1760-12-03]", 2, {1760, 12, 3}, {1760, 12, 3}},
    {"[1760-12..]", 2, {1760, 12, 1}, {1760, 12, 31}},
    {"[1760-01,1760-02,1760-12..]", 2, {1760, 1, 1}, {1760, 12, 31}},
    {"[1667,1760-12]", 2, {1667, 1, 1}, {1760, 12, 31}},
    {"[..1984]", 2, {1984, 1, 1}, {1984, 12, 31}},
    {"{1667,1668,1670..1672}", 2, {1667, 1, 1}, {1672, 12, 31}},
    {"{1960,1961-12}", 2, {1960, 1, 1}, {1961, 12, 31}},
    {"{..1984}", 2, {1984, 1, 1}, {1984, 12, 31}},
    {"2004?-06-11", 2, {2004, 6, 11}, {2004, 6, 11}},
    {"2004-06~-11", 2, {2004, 6, 11}, {2004, 6, 11}},
    {"2004-06-~11", 2, {2004, 6, 11}, {2004, 6, 11}},
    {"?2004-06-~11", 2, {2004, 6, 11}, {2004, 6, 11}, "2004?-06-~11"},
    {"2004-%06-11", 2, {2004, 6, 11}, {2004, 6, 11}},
    {"2004?-~06-~04", 2, {2004, 6, 4}, {2004, 6, 4}},
    {"156X-12-25", 2, {1560, 12, 25}, {1569, 12, 25}},
    {"15XX-12-25", 2, {1500, 12, 25}, {1599, 12, 25}},
    {"XXXX-12-XX", 2, {0, 12, 1}, {9999, 12, 31}},
    {"1XXX-XX", 2, {1000, 1, 1}, {1999, 12, 31}},
    {"1XXX-12", 2, {1000, 12, 1}, {1999, 12, 31}},
    {"1984-1X", 2, {1984, 10, 1}, {1984, 12, 31}},
    {"2004-06-~01/2004-06-~20", 2, {2004, 6, 1}, {2004, 6, 20}},
    {"2004-06-XX/2004-07-03", 2, {2004, 6, 1}, {2004, 7, 3}},
};
// clang-format on

} // namespace

class EdtfSpecExamples : public ::testing::TestWithParam<SpecCase>
{
};

TEST_P(EdtfSpecExamples, ParseMeanAndWriteBack)
{
    const SpecCase c = GetParam();
    auto r = HistoricalDate::parse(QString::fromUtf8(c.text));
    ASSERT_TRUE(r.ok()) << "level " << c.level << ": " << r.error().toStdString();
    const HistoricalDate d = r.value();
    // Compared in whole days: a time of day falls inside its day.
    auto floorDay = [](AxisTime t) { return (t >= 0 ? t : t - kSecondsPerDay + 1) / kSecondsPerDay * kSecondsPerDay; };
    EXPECT_EQ(floorDay(d.span().start), dayStart(c.first)) << c.text;
    EXPECT_EQ(floorDay(d.span().end - 1), dayStart(c.last)) << c.text;
    const QString written = d.toEdtf();
    EXPECT_EQ(written.toStdString(), c.written ? c.written : c.text);
    // Whatever form is written reads back as the same date.
    auto again = HistoricalDate::parse(written);
    ASSERT_TRUE(again.ok()) << again.error().toStdString();
    EXPECT_EQ(again.value(), d) << c.text;
    EXPECT_FALSE(d.toDisplayString(QLocale(QLocale::English)).isEmpty());
    EXPECT_FALSE(describeDate(d, QLocale(QLocale::English)).isEmpty());
}

INSTANTIATE_TEST_SUITE_P(Levels012, EdtfSpecExamples, ::testing::ValuesIn(kSpecExamples));

class EdtfInvalid : public ::testing::TestWithParam<const char *>
{
};

TEST_P(EdtfInvalid, RefusedWithAReasonNamingTheInput)
{
    const QString input = QString::fromUtf8(GetParam());
    auto r = HistoricalDate::parse(input);
    ASSERT_FALSE(r.ok()) << GetParam() << " parsed as " << r->toEdtf().toStdString();
    EXPECT_TRUE(r.error().contains(input)) << r.error().toStdString();
    EXPECT_GT(r.error().size(), input.size() + 25) << "no reason given: " << r.error().toStdString();
}

INSTANTIATE_TEST_SUITE_P(Bad, EdtfInvalid,
    ::testing::Values("2001-20", "2001-42", "2001-21-05", "2001-2X", "Y1985", "Y01985", "Y17E0", "Y17E",
        "Y170000002-01", "Y2000000000", "1950S0", "1950S5", "195XS2", "1985-2X", "1985-04-4X", "XXXX-02-3X",
        "1985-04-XX-01", "1985-04-12T23:20:30+15", "1985-04-12T23:20:30+04:3", "1985-04-12T23:20:30+0430",
        "1985-04-12T23:20:30ZZ", "1985-04-12Z", "1985-XXT10:00", "[]", "{}", "[1667,]", "[1667", "{1667]", "[..]",
        "[1667,1668", "2004-06-11??", "??2004", "2004-06-~", "1985/1984", "201X/2009", "../..", "/", "1985-13",
        "1985-00", "2004-06-31", "12004", "-0000", "1985-04-12T23:20:30?Z"));

// The part that is short of digits is named (its name translated only then).
TEST(Edtf, AShortMonthOrDayIsNamed)
{
    auto month = HistoricalDate::parse(QStringLiteral("1985-4"));
    ASSERT_FALSE(month.ok());
    EXPECT_TRUE(month.error().contains(QStringLiteral("the month needs two digits"))) << month.error().toStdString();
    auto day = HistoricalDate::parse(QStringLiteral("1985-04-1"));
    ASSERT_FALSE(day.ok());
    EXPECT_TRUE(day.error().contains(QStringLiteral("the day needs two digits"))) << day.error().toStdString();
}

TEST(Edtf, QualifiersKeepTheirComponent)
{
    auto q = [](const char *s) { return HistoricalDate::parse(QString::fromUtf8(s)).value().start(); };
    EXPECT_EQ(q("2004?-06-11").componentQualifiers, YearUncertain);
    EXPECT_FALSE(q("2004?-06-11").uncertain);
    EXPECT_EQ(q("2004-06~-11").componentQualifiers, YearApproximate | MonthApproximate);
    EXPECT_EQ(q("2004-06-~11").componentQualifiers, DayApproximate);
    EXPECT_EQ(q("?2004-06-~11").componentQualifiers, YearUncertain | DayApproximate);
    EXPECT_EQ(q("2004-%06-11").componentQualifiers, MonthApproximate | MonthUncertain);
    EXPECT_EQ(q("2004?-~06-~04").componentQualifiers, YearUncertain | MonthApproximate | DayApproximate);
    // A mark that covers every component is the level-1 whole-date qualifier.
    EXPECT_EQ(q("2004-06-11%").componentQualifiers, 0);
    EXPECT_TRUE(q("2004-06-11%").approximate && q("2004-06-11%").uncertain);
    EXPECT_TRUE(HistoricalDate::parse(u"2004-06-~11").value().isApproximate());
    EXPECT_FALSE(HistoricalDate::parse(u"2004-06-~11").value().isUncertain());
}

TEST(Edtf, UnspecifiedDigitsLowerTheKnownPrecision)
{
    auto p = [](const char *s) { return HistoricalDate::parse(QString::fromUtf8(s)).value().precision(); };
    EXPECT_EQ(p("1985-04-XX"), DatePrecision::Month);
    EXPECT_EQ(p("1985-XX-XX"), DatePrecision::Year);
    EXPECT_EQ(p("181X"), DatePrecision::Year);
    EXPECT_EQ(p("1985-04-12"), DatePrecision::Day);
    EXPECT_EQ(p("2001-21"), DatePrecision::Month);
}

TEST(Edtf, TimeZoneIsKeptButTheAxisReadsWallClockTime)
{
    const HistoricalDate a = HistoricalDate::parse(u"1985-04-12T23:20:30-04").value();
    const HistoricalDate b = HistoricalDate::parse(u"1985-04-12T23:20:30").value();
    EXPECT_EQ(a.span(), b.span());
    EXPECT_EQ(a.start().zoneMinutes, -240);
    EXPECT_EQ(HistoricalDate::parse(u"1985-04-12T23:20:30+04:30").value().start().zoneMinutes, 270);
}

TEST(Edtf, EdgesOfTheAxis)
{
    // Year 0 is 1 BC and a leap year; -0001 (2 BC) is not.
    EXPECT_EQ(HistoricalDate::parse(u"XXXX-02-29").value().span().start, dayStart({0, 2, 29}));
    EXPECT_EQ(HistoricalDate::parse(u"XXXX-02-29").value().span().end, dayStart({9996, 2, 29}) + kSecondsPerDay);
    EXPECT_EQ(HistoricalDate::parse(u"-0001/0001").value().span().length(), (365 + 366 + 365) * kSecondsPerDay);
    // BCE intervals keep their order; -181X runs from -1819 to -1810.
    const AxisSpan bce = HistoricalDate::parse(u"-181X").value().span();
    EXPECT_EQ(bce.start, dayStart({-1819, 1, 1}));
    EXPECT_EQ(bce.end, dayStart({-1809, 1, 1}));
    // Long years stay exact on the axis and convert back to their calendar day.
    for (const char *s : {"Y170000002", "Y-170000002", "Y-17E7", "Y10000", "Y-10000"}) {
        const HistoricalDate d = HistoricalDate::parse(QString::fromLatin1(s)).value();
        int y, m, day, h, mi, se;
        calendarOf(d.span().start, &y, &m, &day, &h, &mi, &se);
        EXPECT_EQ(y, d.start().year) << s;
        EXPECT_EQ(m, 1);
        EXPECT_EQ(day, 1);
        calendarOf(d.span().end - 1, &y, &m, &day, &h, &mi, &se);
        EXPECT_EQ(y, d.start().year) << s;
        EXPECT_EQ(m, 12);
        EXPECT_EQ(day, 31);
        EXPECT_EQ(d.span().length(), (isLeapYear(d.start().year) ? 366 : 365) * kSecondsPerDay) << s;
    }
    EXPECT_LT(
        HistoricalDate::parse(u"Y-170000002").value().span().end, HistoricalDate::parse(u"-9999").value().span().start);
    EXPECT_GT(HistoricalDate::parse(u"Y10000").value().span().start,
        HistoricalDate::parse(u"9999-12-31").value().span().start);
    EXPECT_EQ(
        HistoricalDate::parse(u"Y10000").value().span().start, HistoricalDate::parse(u"9999-12-31").value().span().end);
}

TEST(Edtf, SetsKeepTheirMembers)
{
    const HistoricalDate s = HistoricalDate::parse(u"[1667,1668,1670..1672]").value();
    ASSERT_TRUE(s.isSet());
    EXPECT_EQ(s.setKind(), HistoricalDate::SetKind::OneOf);
    ASSERT_EQ(s.members().size(), 3u);
    EXPECT_TRUE(s.members()[2].isInterval());
    EXPECT_EQ(s.members()[2].span().start, dayStart({1670, 1, 1}));
    const HistoricalDate all = HistoricalDate::parse(u"{1960,1961-12}").value();
    EXPECT_EQ(all.setKind(), HistoricalDate::SetKind::AllOf);
    EXPECT_EQ(HistoricalDate::parse(u"[..1760-12-03]").value().members()[0].startKind(), HistoricalDate::EndKind::Open);
}

TEST(Edtf, DescribedInWords)
{
    const QLocale en(QLocale::English, QLocale::UnitedKingdom);
    auto words = [&](const char *s) { return describeDate(HistoricalDate::parse(QString::fromUtf8(s)).value(), en); };
    EXPECT_EQ(words("1814-04-XX?"), QStringLiteral("some day in April 1814, uncertain"));
    EXPECT_EQ(words("1814-04-13"), QStringLiteral("13 April 1814"));
    EXPECT_EQ(words("181X"), QStringLiteral("the 1810s"));
    EXPECT_EQ(words("15XX"), QStringLiteral("the 1500s"));
    EXPECT_EQ(words("1815-21"), QStringLiteral("spring 1815"));
    EXPECT_EQ(words("1814~"), QStringLiteral("1814, approximate"));
    EXPECT_EQ(words("2004?-06-11"), QStringLiteral("11 June 2004, year uncertain"));
    EXPECT_EQ(words("1815-10-15/.."), QStringLiteral("from 15 October 1815, with no end"));
    EXPECT_EQ(words("[1667,1668]"), QStringLiteral("one of: 1667 or 1668"));
    EXPECT_EQ(words("{1667,1670..1672}"), QStringLiteral("all of: 1667 and every day from 1670 to 1672"));
    EXPECT_EQ(words("-0499"), QStringLiteral("500 BC"));
}
