#include "../qtprint.h"

#include <core/historicaldate.h>

#include <gtest/gtest.h>

#include <QDate>

#include <thread>
#include <vector>

using namespace parallax;

namespace {

HistoricalDate parseOk(const char *s)
{
    auto r = HistoricalDate::parse(QString::fromUtf8(s));
    EXPECT_TRUE(r.ok()) << s << ": " << r.error().toStdString();
    return r ? r.value() : HistoricalDate();
}

AxisTime at(int y, int m, int d, int h = 0, int mi = 0)
{
    AxisTime t = 0;
    EXPECT_TRUE(axisTimeOf(y, m, d, h, mi, 0, &t));
    return t;
}

} // namespace

struct RoundTripCase
{
    const char *text;
    DatePrecision precision;
};

void PrintTo(const RoundTripCase &c, std::ostream *os)
{
    *os << c.text;
}

class EdtfRoundTrip : public ::testing::TestWithParam<RoundTripCase>
{
};

TEST_P(EdtfRoundTrip, ParsesAndFormatsBackExactly)
{
    const auto c = GetParam();
    const HistoricalDate d = parseOk(c.text);
    EXPECT_EQ(d.toEdtf().toStdString(), c.text);
    EXPECT_EQ(d.precision(), c.precision);
    EXPECT_LT(d.span().start, d.span().end);
}

INSTANTIATE_TEST_SUITE_P(Dates, EdtfRoundTrip,
    ::testing::Values(RoundTripCase {"1814", DatePrecision::Year}, RoundTripCase {"1814-04", DatePrecision::Month},
        RoundTripCase {"1814-04-13", DatePrecision::Day}, RoundTripCase {"1815-07-03T08:00", DatePrecision::Hour},
        RoundTripCase {"1815-07-03T08:30", DatePrecision::Minute},
        RoundTripCase {"1815-07-03T08:30:15", DatePrecision::Second},
        RoundTripCase {"1814-04-12/1814-04-13", DatePrecision::Day}, RoundTripCase {"1814~", DatePrecision::Year},
        RoundTripCase {"1814-04?", DatePrecision::Month}, RoundTripCase {"1814-04-13%", DatePrecision::Day},
        RoundTripCase {"-0500", DatePrecision::Year}, RoundTripCase {"0000", DatePrecision::Year},
        RoundTripCase {"9999-12-31", DatePrecision::Day}, RoundTripCase {"1815-10-15/..", DatePrecision::Day},
        RoundTripCase {"../1821-05-05", DatePrecision::Day}, RoundTripCase {"/1821", DatePrecision::Year},
        RoundTripCase {"1814-01/1814-03-31", DatePrecision::Day}));

// A date keeps its two ends in two words when they fit and whole beside it
// when they do not (a long year, a zone, a qualified or unspecified digit):
// every form comes back as written, a copy is equal, and a neighbour is not.
TEST(HistoricalDate, EveryFormKeepsItsEndsPackedOrWhole)
{
    static_assert(sizeof(HistoricalDate) == 24);
    const char *forms[][2] = {
        {"1814-04-13", "1814-04-14"},
        {"1815-07-03T08:30:15", "1815-07-03T08:30:16"},
        {"Y524287", "Y524286"}, // the last year that packs
        {"Y524288", "Y524289"}, // the first that does not
        {"Y-524288", "Y-524287"},
        {"Y170000002", "Y170000003"},
        {"Y-17E7", "Y-17E6"},
        {"1950S2", "1950S3"},
        {"2004-?06-11", "2004-06-11"},
        {"181X", "182X"},
        {"1814-04-XX", "1814-05-XX"},
        {"1815-07-03T08:30:15+02:00", "1815-07-03T08:30:15+03:00"},
        {"1815-07-03T08:30:15Z", "1815-07-03T08:30:15"},
        {"2001-21", "2001-22"},
        {"1814-04-13T08:00/2004-?06-11", "1814-04-13T08:00/2004-06-11"}, // one end packs, one does not
        {"1814~/1815-03?", "1814~/1815-03"},
        {"[1667,1670..1672]", "{1667,1670..1672}"},
        {"{1667,1668}", "{1667,1669}"},
    };
    for (const auto &[text, other] : forms) {
        const HistoricalDate d = parseOk(text);
        EXPECT_EQ(d.toEdtf().toStdString(), text);
        const HistoricalDate copy = d;
        EXPECT_EQ(copy, d) << text;
        EXPECT_EQ(parseOk(text), d) << text;
        EXPECT_FALSE(parseOk(other) == d) << text << " equals " << other;
        EXPECT_EQ(copy.span(), d.span()) << text;
        const HistoricalDate again = HistoricalDate::fromEnds(d.start(), d.startKind(), d.end(), d.endKind());
        if (!d.isSet() && d.isInterval())
            EXPECT_EQ(again, d) << text;
    }
}

class EdtfRejects : public ::testing::TestWithParam<const char *>
{
};

TEST_P(EdtfRejects, WithAMessageNamingTheInput)
{
    const QString input = QString::fromUtf8(GetParam());
    auto r = HistoricalDate::parse(input);
    ASSERT_FALSE(r.ok()) << GetParam();
    EXPECT_FALSE(r.error().isEmpty());
    if (!input.trimmed().isEmpty()) {
        EXPECT_TRUE(r.error().contains(input)) << r.error().toStdString();
    }
}

INSTANTIATE_TEST_SUITE_P(Bad, EdtfRejects,
    ::testing::Values("1814-13-45", "1814-02-30", "1900-02-29", "1814-00", "1814-04-00", "", "   ", "garbage", "181",
        "1814-4-13", "1814-04-13T24:00", "1814-04-13T12:60", "1814/1813", "../..", "1814/1815/1816", "-0000",
        "1814-04-13 ", "14 April 1814", "1814-04-13T08", "１８１４"));

TEST(HistoricalDate, LeapYearsFollowTheGregorianRule)
{
    EXPECT_TRUE(HistoricalDate::parse(u"2000-02-29").ok());
    EXPECT_TRUE(HistoricalDate::parse(u"1816-02-29").ok());
    EXPECT_FALSE(HistoricalDate::parse(u"1815-02-29").ok());
    EXPECT_FALSE(HistoricalDate::parse(u"1800-02-29").ok());
    // Astronomical year 0 (1 BC) is a leap year in the proleptic Gregorian calendar.
    EXPECT_TRUE(HistoricalDate::parse(u"0000-02-29").ok());
    EXPECT_FALSE(HistoricalDate::parse(u"-0001-02-29").ok());
}

TEST(HistoricalDate, YearZeroIsOneBcAndSitsBetweenMinusOneAndOne)
{
    const AxisSpan y0 = parseOk("0000").span();
    const AxisSpan yMinus1 = parseOk("-0001").span();
    const AxisSpan y1 = parseOk("0001").span();
    EXPECT_EQ(yMinus1.end, y0.start);
    EXPECT_EQ(y0.end, y1.start);
    EXPECT_EQ(y0.length(), 366 * kSecondsPerDay);
    // QDate calls 1 BC year -1.
    EXPECT_EQ(y0.start / kSecondsPerDay, QDate(-1, 1, 1).toJulianDay());
}

TEST(HistoricalDate, SpansUseJulianDaysOnOneAxis)
{
    const AxisSpan d = parseOk("1814-04-13").span();
    EXPECT_EQ(d.start, QDate(1814, 4, 13).toJulianDay() * kSecondsPerDay);
    EXPECT_EQ(d.length(), kSecondsPerDay);
    EXPECT_EQ(parseOk("1814-02").span().length(), 28 * kSecondsPerDay);
    EXPECT_EQ(parseOk("1816").span().length(), 366 * kSecondsPerDay);
    const AxisSpan h = parseOk("1815-07-03T08:00").span();
    EXPECT_EQ(h.start, at(1815, 7, 3, 8));
    EXPECT_EQ(h.length(), 3600);
    const AxisSpan m = parseOk("1815-07-03T08:30").span();
    EXPECT_EQ(m.start, at(1815, 7, 3, 8, 30));
    EXPECT_EQ(m.length(), 60);
    // Year -500 and year 2500 are on the same axis, in order.
    EXPECT_LT(parseOk("-0500").span().end, parseOk("2500").span().start);
}

TEST(HistoricalDate, IntervalCoversBothEnds)
{
    const HistoricalDate night = parseOk("1814-04-12/1814-04-13");
    EXPECT_TRUE(night.isInterval());
    EXPECT_EQ(night.span().start, at(1814, 4, 12));
    EXPECT_EQ(night.span().end, at(1814, 4, 14));
    const HistoricalDate open = parseOk("1815-10-15/..");
    EXPECT_EQ(open.endKind(), HistoricalDate::EndKind::Open);
    EXPECT_EQ(open.span(), parseOk("1815-10-15").span());
}

TEST(HistoricalDate, QualifiersAreKept)
{
    EXPECT_TRUE(parseOk("1814~").isApproximate());
    EXPECT_FALSE(parseOk("1814~").isUncertain());
    EXPECT_TRUE(parseOk("1814?").isUncertain());
    EXPECT_TRUE(parseOk("1814%").isUncertain());
    EXPECT_TRUE(parseOk("1814%").isApproximate());
}

TEST(AxisTime, CalendarRoundTripAcrossEras)
{
    for (int year : {-4000, -500, -1, 0, 1, 1582, 1814, 2000, 2500, 9999}) {
        for (int month : {1, 2, 7, 12}) {
            AxisTime t = 0;
            ASSERT_TRUE(axisTimeOf(year, month, 28, 13, 45, 9, &t));
            int y, mo, d, h, mi, s;
            calendarOf(t, &y, &mo, &d, &h, &mi, &s);
            EXPECT_EQ(y, year);
            EXPECT_EQ(mo, month);
            EXPECT_EQ(d, 28);
            EXPECT_EQ(h, 13);
            EXPECT_EQ(mi, 45);
            EXPECT_EQ(s, 9);
        }
    }
}

struct DisplayCase
{
    const char *edtf;
    const char *locale;
    const char *expected;
};

void PrintTo(const DisplayCase &c, std::ostream *os)
{
    *os << c.edtf << " in " << c.locale;
}

class DisplayText : public ::testing::TestWithParam<DisplayCase>
{
};

TEST_P(DisplayText, ReadsNaturallyInTheLocale)
{
    const auto c = GetParam();
    EXPECT_EQ(parseOk(c.edtf).toDisplayString(QLocale(QString::fromLatin1(c.locale))).toStdString(), c.expected);
}

INSTANTIATE_TEST_SUITE_P(Locales, DisplayText,
    ::testing::Values(DisplayCase {"1814-04-13", "en_GB", "13 April 1814"},
        DisplayCase {"1814-04-13", "en_US", "April 13, 1814"}, DisplayCase {"1814-04", "en_GB", "April 1814"},
        DisplayCase {"1814-04", "en_US", "April 1814"}, DisplayCase {"1814", "en_GB", "1814"},
        DisplayCase {"-0499", "en_GB", "500 BC"}, DisplayCase {"1814-04-12/1814-04-13", "en_GB", "12–13 April 1814"},
        DisplayCase {"1814-04-12T22:00/1814-04-13T05:00", "en_GB", "night of 12–13 April 1814"},
        DisplayCase {"1814-04-13", "zh_CN", "1814年4月13日"}, DisplayCase {"1814-04", "zh_CN", "1814年4月"},
        DisplayCase {"1814-04-12/1814-04-13", "zh_CN", "1814年4月12–13日"},
        DisplayCase {"1814-04-11", "da_DK", "11. april 1814"},
        DisplayCase {"1814-04-28/1814-05-04", "en_GB", "28 April 1814 – 4 May 1814"},
        DisplayCase {"1814~", "en_GB", "about 1814"}));

// The formats with a year written in are kept per locale and year: a date
// of the same year in another locale, or to the month rather than the day,
// must not come back in the form made first.
TEST(DisplayText, TheSameYearInTurnsKeepsEachLocalesAndPrecisionsForm)
{
    const QLocale us(QStringLiteral("en_US")), zh(QStringLiteral("zh_CN")), da(QStringLiteral("da_DK"));
    for (int round = 0; round < 2; ++round) {
        EXPECT_EQ(parseOk("1814-04-13").toDisplayString(us), QStringLiteral("April 13, 1814"));
        EXPECT_EQ(parseOk("1814-04").toDisplayString(us), QStringLiteral("April 1814"));
        EXPECT_EQ(parseOk("1814-04-13").toDisplayString(zh), QStringLiteral("1814年4月13日"));
        EXPECT_EQ(parseOk("1815-06-18").toDisplayString(zh), QStringLiteral("1815年6月18日"));
        EXPECT_EQ(parseOk("1814-04-11").toDisplayString(da), QStringLiteral("11. april 1814"));
        EXPECT_EQ(parseOk("-0499-03-15").toDisplayString(da).contains(QStringLiteral("500")), true);
    }
}

// A day is written from its month's text with its digits put in: it must
// read exactly as QLocale writes the date in the locale's long form without
// the weekday (the year in Western digits, as every display year is), with
// digits of other scripts (Arabic, Persian, Bengali) and month names declined
// for a day (Russian, Polish, Czech, Finnish), whether its month was written
// before or not, on every day of a year.
TEST(DisplayText, ADayReadsAsTheLocaleWritesItInEveryScript)
{
    const std::pair<const char *, const char *> kLongForms[] = {{"en_GB", "d MMMM '1814'"}, {"da_DK", "d. MMMM '1814'"},
        {"zh_CN", "'1814'年M月d日"}, {"ru_RU", "d MMMM '1814' 'г'."}, {"pl_PL", "d MMMM '1814'"},
        {"cs_CZ", "d. MMMM '1814'"}, {"ar_EG", "d MMMM '1814'"}, {"fa_IR", "d MMMM '1814'"},
        {"bn_BD", "d MMMM, '1814'"}, {"ja_JP", "'1814'年M月d日"}, {"ko_KR", "'1814'년 M월 d일"},
        {"fi_FI", "d. MMMM '1814'"}, {"hu_HU", "'1814'. MMMM d"}, {"th_TH", "d MMMM '1814'"}};
    for (const auto &[name, form] : kLongForms) {
        const QLocale locale(QString::fromLatin1(name));
        for (int round = 0; round < 2; ++round)
            for (QDate day(1814, 1, 1); day.year() == 1814; day = day.addDays(round == 0 ? 1 : 29)) {
                const auto date = HistoricalDate::parse(day.toString(Qt::ISODate));
                ASSERT_TRUE(date);
                EXPECT_EQ(date.value().toDisplayString(locale), locale.toString(day, QString::fromUtf8(form)))
                    << name << " " << day.toString(Qt::ISODate).toStdString();
            }
    }
}

// Days are kept once written (months, with the day's digits put in): each
// day, year and era keeps its own text, and a time is still written after
// its day.
// The kept texts are shared by every thread (the conflict finder writes its
// notes on many): threads writing the same and different days at once, in
// two locales, each get what one thread alone gets.
TEST(DisplayText, ThreadsWritingDaysAtOnceGetWhatOneThreadGets)
{
    const QLocale gb(QStringLiteral("en_GB")), zh(QStringLiteral("zh_CN"));
    auto daysOf = [&](int from) {
        QStringList out;
        for (int k = 0; k < 2000; ++k) {
            const QDate day = QDate(1700, 1, 1).addDays((from + k * 37) % 40000);
            const HistoricalDate date = HistoricalDate::parse(day.toString(Qt::ISODate)).value();
            out << date.toDisplayString(k % 2 ? gb : zh);
        }
        return out;
    };
    std::vector<QStringList> alone;
    alone.reserve(4);
    for (int t = 0; t < 4; ++t)
        alone.push_back(daysOf(t % 2 * 1000));
    std::vector<QStringList> together(4);
    std::vector<std::thread> threads;
    threads.reserve(4);
    for (int t = 0; t < 4; ++t)
        threads.emplace_back([&, t] { together[std::size_t(t)] = daysOf(t % 2 * 1000); });
    for (auto &thread : threads)
        thread.join();
    EXPECT_EQ(together, alone);
    EXPECT_EQ(
        alone[0][1], QLocale(QStringLiteral("en_GB")).toString(QDate(1700, 2, 7), QStringLiteral("d MMMM '1700'")));
}

TEST(DisplayText, EachDayKeepsItsOwnText)
{
    const QLocale gb(QStringLiteral("en_GB"));
    for (int round = 0; round < 2; ++round) {
        EXPECT_EQ(parseOk("1814-04-13").toDisplayString(gb), QStringLiteral("13 April 1814"));
        EXPECT_EQ(parseOk("1814-04-14").toDisplayString(gb), QStringLiteral("14 April 1814"));
        EXPECT_EQ(parseOk("1815-04-13").toDisplayString(gb), QStringLiteral("13 April 1815"));
        EXPECT_EQ(parseOk("1814-12-31").toDisplayString(gb), QStringLiteral("31 December 1814"));
        EXPECT_NE(parseOk("-0043-03-15").toDisplayString(gb), parseOk("0044-03-15").toDisplayString(gb));
        EXPECT_EQ(parseOk("1814-04-13T10:30").toDisplayString(gb), QStringLiteral("13 April 1814 10:30"));
        EXPECT_EQ(parseOk("1814-04-13T10:30:15").toDisplayString(gb), QStringLiteral("13 April 1814 10:30:15"));
        EXPECT_EQ(parseOk("1814-04-13T10:30:00").toDisplayString(gb), QStringLiteral("13 April 1814 10:30:00"));
        EXPECT_EQ(parseOk("1814-04-13T22:05").toDisplayString(gb), QStringLiteral("13 April 1814 22:05"));
    }
}
