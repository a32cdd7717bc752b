// The Chinese calendar computed from the sun and moon, against worked
// examples of its astronomy and against days of Qing and Ming history whose
// dates in both calendars are well known; and reign dates read through it.
#include "../qtprint.h"

#include <core/chinesecalendar.h>
#include <core/datephrase.h>
#include <core/historicaldate.h>

#include <gtest/gtest.h>

#include <algorithm>

using namespace parallax;

namespace {

std::int64_t dayNumber(int year, int month, int day)
{
    AxisTime t = 0;
    EXPECT_TRUE(axisTimeOf(year, month, day, 0, 0, 0, &t));
    return t / kSecondsPerDay;
}

const ChineseMonth *findMonth(const std::vector<ChineseMonth> &months, int number, bool leap = false)
{
    const auto m = std::find_if(
        months.begin(), months.end(), [&](const ChineseMonth &c) { return c.number == number && c.leap == leap; });
    return m == months.end() ? nullptr : &*m;
}

std::vector<int> leapMonthsOf(int year)
{
    std::vector<int> out;
    for (const ChineseMonth &m : chineseYearMonths(year))
        if (m.leap)
            out.push_back(m.number);
    return out;
}

QString edtfOf(QStringView phrase)
{
    const auto r = parseDatePhrase(phrase);
    return r ? r->edtf : QStringLiteral("error: ") + r.error();
}

} // namespace

TEST(ChineseCalendarAstronomy, NewMoonAsMeeusWorksIt)
{
    // Meeus, Astronomical Algorithms, example 49.a: the new moon of
    // February 1977, JDE 2443192.65118 (18 February, 3h37m TD).
    EXPECT_NEAR(newMoonJde(-283), 2443192.65118, 0.0001);
}

TEST(ChineseCalendarAstronomy, SunsApparentLongitudeAsMeeusWorksIt)
{
    // Meeus example 25.a: 1992 October 13.0 TD, apparent longitude 199.90895°
    // (by the low-accuracy theory).
    EXPECT_NEAR(apparentSolarLongitude(2448908.5), 199.90895, 0.0005);
    // The March equinox of 2000 fell on 20 March at 07:35 UT.
    const double equinox = solarLongitudeJde(0.0, 2451623.8);
    EXPECT_NEAR(equinox - deltaTSeconds(2000.2) / 86400, 2451623.5 + 7.58 / 24, 0.01);
}

TEST(ChineseCalendarAstronomy, DeltaTAtKnownYears)
{
    EXPECT_NEAR(deltaTSeconds(1900), -2.8, 1.0);
    EXPECT_NEAR(deltaTSeconds(1800), 13.7, 1.0);
    EXPECT_NEAR(deltaTSeconds(1700), 8.8, 1.0);
    EXPECT_NEAR(deltaTSeconds(1600), 120, 5.0);
}

TEST(ChineseCalendar, NewYearsDays)
{
    // 正月初一 of 1900, 1901, 1911 and 1912.
    EXPECT_EQ(chineseYearMonths(1900).front().firstDay, dayNumber(1900, 1, 31));
    EXPECT_EQ(chineseYearMonths(1901).front().firstDay, dayNumber(1901, 2, 19));
    EXPECT_EQ(chineseYearMonths(1911).front().firstDay, dayNumber(1911, 1, 30));
    EXPECT_EQ(chineseYearMonths(1912).front().firstDay, dayNumber(1912, 2, 18));
    for (int year : {1900, 1901, 1911}) {
        const auto months = chineseYearMonths(year);
        EXPECT_EQ(months.front().number, 1);
        EXPECT_FALSE(months.front().leap);
        EXPECT_EQ(months.back().number, 12);
        // Each month ends where the next begins.
        for (std::size_t i = 1; i < months.size(); ++i)
            EXPECT_EQ(months[i - 1].firstDay + months[i - 1].days, months[i].firstDay) << year << " month " << i;
    }
}

TEST(ChineseCalendar, LeapMonthsWhereTheRuleAndTheAlmanacAgree)
{
    EXPECT_EQ(leapMonthsOf(1900), std::vector<int> {8}); // 庚子年閏八月
    EXPECT_EQ(leapMonthsOf(1911), std::vector<int> {6}); // 宣統三年閏六月
    EXPECT_EQ(leapMonthsOf(1898), std::vector<int> {3}); // 光緒二十四年閏三月
    EXPECT_EQ(leapMonthsOf(1814), std::vector<int> {2}); // 嘉慶十九年閏二月
    EXPECT_TRUE(leapMonthsOf(1815).empty());
    EXPECT_TRUE(leapMonthsOf(1842).empty());
    // A year of 13 months has 383 to 385 days, one of 12, 353 to 355.
    for (int year = 1640; year < 1912; ++year) {
        const auto months = chineseYearMonths(year);
        const std::int64_t days = months.back().firstDay + months.back().days - months.front().firstDay;
        if (months.size() == 13)
            EXPECT_TRUE(days >= 383 && days <= 385) << year << ": " << days;
        else
            EXPECT_TRUE(months.size() == 12 && days >= 353 && days <= 355) << year << ": " << days;
    }
}

TEST(ChineseCalendar, LeapMonthsTheAlmanacPlacedAgainstTheComputation)
{
    // A principal term within half an hour of the midnight that decided
    // it, put on the other side by the court's astronomers.
    EXPECT_EQ(leapMonthsOf(1645), std::vector<int> {6}); // 順治二年閏六月, the queue edict's month
    EXPECT_EQ(leapMonthsOf(1805), std::vector<int> {6}); // 嘉慶十年閏六月
    EXPECT_EQ(leapMonthsOf(1727), std::vector<int> {3}); // 雍正五年閏三月
}

TEST(ChineseCalendar, ANewMoonNearMidnightMayMoveTheMonthsFirstDay)
{
    // The new moon that began 道光二十二年十月 fell at 23:54 Beijing time on
    // 2 November 1842: the almanac may have begun the month on the 3rd.
    const auto months = chineseYearMonths(1842);
    const ChineseMonth *tenth = findMonth(months, 10);
    ASSERT_NE(tenth, nullptr);
    EXPECT_EQ(tenth->firstDay, dayNumber(1842, 11, 2));
    EXPECT_EQ(tenth->startMayMove, 1);
    EXPECT_EQ(findMonth(months, 9)->endMayMove, 1);
    // One well clear of midnight: no doubt.
    EXPECT_EQ(findMonth(months, 7)->startMayMove, 0);
    EXPECT_EQ(findMonth(months, 7)->endMayMove, 0);
    EXPECT_EQ(findMonth(months, 7)->plusMinus, 0);
}

TEST(ChineseCalendarDates, DaysOfQingHistory)
{
    EXPECT_EQ(edtfOf(u"道光二十二年七月二十四日"), QStringLiteral("1842-08-29")); // the Treaty of Nanking
    EXPECT_EQ(edtfOf(u"宣統三年八月十九日"), QStringLiteral("1911-10-10")); // the Wuchang Uprising
    EXPECT_EQ(edtfOf(u"光緒二十一年三月二十三日"), QStringLiteral("1895-04-17")); // the Treaty of Shimonoseki
    EXPECT_EQ(edtfOf(u"光緒二十四年四月二十三日"), QStringLiteral("1898-06-11")); // the Hundred Days begin
    EXPECT_EQ(edtfOf(u"光緒二十四年八月初六日"), QStringLiteral("1898-09-21")); // and end
    EXPECT_EQ(edtfOf(u"光緒二十七年七月二十五日"), QStringLiteral("1901-09-07")); // the Boxer Protocol
    EXPECT_EQ(edtfOf(u"宣統三年十二月二十五日"), QStringLiteral("1912-02-12")); // the abdication
    EXPECT_EQ(edtfOf(u"咸豐十年九月十一日"), QStringLiteral("1860-10-24")); // the Convention of Peking
    EXPECT_EQ(edtfOf(u"嘉慶四年正月初三日"), QStringLiteral("1799-02-07")); // the Qianlong emperor dies
    EXPECT_EQ(edtfOf(u"康熙六十一年十一月十三日"), QStringLiteral("1722-12-20")); // the Kangxi emperor dies
    EXPECT_EQ(edtfOf(u"光绪二十一年三月二十三日"), QStringLiteral("1895-04-17")); // simplified characters
}

TEST(ChineseCalendarDates, MonthsAndLeapMonths)
{
    EXPECT_EQ(edtfOf(u"道光二十二年七月"), QStringLiteral("1842-08-06/1842-09-04"));
    EXPECT_EQ(edtfOf(u"宣統三年閏六月"), QStringLiteral("1911-07-26/1911-08-23"));
    EXPECT_EQ(edtfOf(u"宣統三年閏六月初一日"), QStringLiteral("1911-07-26"));
    EXPECT_EQ(edtfOf(u"宣統三年七月初一日"), QStringLiteral("1911-08-24")); // after the leap month
}

TEST(ChineseCalendarDates, ImpossibleDaysAreRefusedWithAReason)
{
    // 光緒二十四年 (1898) had 閏三月, not 閏四月; 1842 had none.
    const auto wrongLeap = parseDatePhrase(u"光緒二十四年閏四月初一日");
    ASSERT_FALSE(wrongLeap.ok()) << wrongLeap->edtf.toStdString();
    EXPECT_TRUE(wrongLeap.error().contains(u"after month 3")) << wrongLeap.error().toStdString();
    const auto noLeap = parseDatePhrase(u"道光二十二年閏七月");
    ASSERT_FALSE(noLeap.ok()) << noLeap->edtf.toStdString();
    EXPECT_TRUE(noLeap.error().contains(u"no intercalary")) << noLeap.error().toStdString();
    // 光緒二十四年閏三月 had 29 days; 四月, 30.
    const auto day30 = parseDatePhrase(u"光緒二十四年閏三月三十日");
    ASSERT_FALSE(day30.ok()) << day30->edtf.toStdString();
    EXPECT_TRUE(day30.error().contains(u"29 days")) << day30.error().toStdString();
    EXPECT_EQ(edtfOf(u"光緒二十四年四月三十日"), QStringLiteral("1898-06-18"));
}

TEST(ChineseCalendarDates, ADoubtfulFirstDayGivesBothDays)
{
    // 道光二十二年十月's new moon: 6 minutes before a Beijing midnight.
    EXPECT_EQ(edtfOf(u"道光二十二年十月初一日"), QStringLiteral("1842-11-02/1842-11-03"));
    EXPECT_EQ(edtfOf(u"道光二十二年十月"), QStringLiteral("1842-11-02/1842-12-01"));
    // ... and the month before may have had 30 days.
    EXPECT_EQ(edtfOf(u"道光二十二年九月三十日"), QStringLiteral("1842-11-02"));
}

TEST(ChineseCalendarDates, BeforeTheShixianCalendarADayEitherWay)
{
    // The Chongzhen emperor's death, 崇禎十七年三月十九日: 25 April 1644.
    // The Datong calendar's new moons were reckoned less exactly: the day
    // computed, and one either side.
    EXPECT_EQ(edtfOf(u"崇禎十七年三月十九日"), QStringLiteral("1644-04-24/1644-04-26"));
}

TEST(ChineseCalendarDates, AMonthAndDayAfterAReignYearAreOfItsCalendar)
{
    // The cite dialog: the paragraph before named the reign's year.
    auto r = parseDatePhraseInContext(u"嘉慶二十年，", u"三月二十日，");
    ASSERT_TRUE(r.ok()) << r.error().toStdString();
    EXPECT_EQ(r->edtf, QStringLiteral("1815-04-29")); // not 20 March 1815
    // ... or its month too.
    r = parseDatePhraseInContext(u"道光二十二年七月，英軍逼江寧。", u"二十四日，和約成。");
    ASSERT_TRUE(r.ok()) << r.error().toStdString();
    EXPECT_EQ(r->edtf, QStringLiteral("1842-08-29"));
    // A month named after the reign's: its days are that month's.
    r = parseDatePhraseInContext(u"道光二十二年七月，英軍逼江寧。八月，", u"初五日");
    ASSERT_TRUE(r.ok()) << r.error().toStdString();
    EXPECT_EQ(r->edtf, QStringLiteral("1842-09-09"));
    // The next day after a day of the calendar.
    r = parseDatePhraseInContext(u"道光二十二年七月二十四日，和約成。", u"次日");
    ASSERT_TRUE(r.ok()) << r.error().toStdString();
    EXPECT_EQ(r->edtf, QStringLiteral("1842-08-30"));
    // The next year's month: the calendar's too.
    r = parseDatePhraseInContext(u"嘉慶十九年，", u"次年五月初一");
    ASSERT_TRUE(r.ok()) << r.error().toStdString();
    EXPECT_EQ(r->edtf, QStringLiteral("1815-06-07/1815-06-08"));
    // A Gregorian year named since is Gregorian again.
    r = parseDatePhraseInContext(u"嘉慶二十年，即1815年。1815年", u"三月二十日");
    ASSERT_TRUE(r.ok()) << r.error().toStdString();
    EXPECT_EQ(r->edtf, QStringLiteral("1815-03-20"));
    // The Republic's years are Gregorian.
    r = parseDatePhraseInContext(u"民國三年，", u"十月十日");
    ASSERT_TRUE(r.ok()) << r.error().toStdString();
    EXPECT_EQ(r->edtf, QStringLiteral("1914-10-10"));
    // A leap month that year did not have, refused as when written out.
    const auto noLeap = parseDatePhraseInContext(u"道光二十二年閏七月，", u"二十日");
    EXPECT_FALSE(noLeap.ok()) << noLeap->edtf.toStdString();
}

TEST(ChineseCalendarDates, TheOptionCarriesTheReignsYear)
{
    DatePhraseOptions o;
    o.chineseReference = DatePhraseOptions::ChineseReference {1815, 0, false};
    EXPECT_EQ(parseDatePhrase(u"三月二十日", o)->edtf, QStringLiteral("1815-04-29"));
    EXPECT_FALSE(parseDatePhrase(u"二十日", o).ok()); // no month to read it in
    o.chineseReference->month = 3;
    EXPECT_EQ(parseDatePhrase(u"二十日", o)->edtf, QStringLiteral("1815-04-29"));
    EXPECT_EQ(parseDatePhrase(u"二十日至二十二日", o)->edtf, QStringLiteral("1815-04-29/1815-05-01"));
    // English and Danish text keeps the Gregorian calendar.
    o.language = DateLanguage::English;
    o.referenceYear = 1815;
    EXPECT_EQ(parseDatePhrase(u"20 March", o)->edtf, QStringLiteral("1815-03-20"));
}
