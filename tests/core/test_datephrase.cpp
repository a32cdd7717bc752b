// Date phrases in Chinese, Danish and English → EDTF, with and without a
// reference year or day. The bundled corpus's own wordings are checked
// against its claimed dates in tests/db/test_bundledcorpus.cpp.
#include "../qtprint.h"

#include <core/datephrase.h>

#include <gtest/gtest.h>

using namespace parallax;

namespace {

struct PhraseCase
{
    const char *text;
    const char *edtf; // expected; nullptr when no date must be found
    DateLanguage language = DateLanguage::Auto;
    int refYear = 0; // 0: none
    const char *refDate = nullptr; // EDTF day, or none
    const char *words = nullptr; // the words used, joined by '|'; nullptr: not checked
};

void PrintTo(const PhraseCase &c, std::ostream *os)
{
    *os << c.text;
}

DatePhraseOptions optionsFor(const PhraseCase &c)
{
    DatePhraseOptions o;
    o.language = c.language;
    if (c.refYear)
        o.referenceYear = c.refYear;
    if (c.refDate)
        o.referenceDate = HistoricalDate::parse(QString::fromLatin1(c.refDate)).value().start();
    return o;
}

using L = DateLanguage;

// clang-format off
const PhraseCase kPhrases[] = {
    // Chinese: full-width digits, 年/月/日, ranges, lists, times, parts of days and months.
    {"1814年4月12日至13日夜", "1814-04-12/1814-04-13", L::Auto, 0, nullptr, "1814年4月12日|13日|夜"},
    {"４月６日凌晨１时许", "1814-04-06T01:00", L::Auto, 1814, nullptr, "４月６日|凌晨１时许"},
    {"１８１４年４月２０日", "1814-04-20"},
    {"２月１６日、１７日、１８日、２２日", "1814-02-16/1814-02-22", L::Auto, 1814},
    {"２月７日和８日", "1814-02-07/1814-02-08", L::Auto, 1814},
    {"３月３０日……下午５时", "1814-03-30T17:00", L::Auto, 1814},
    {"２５日……上午８点", "1814-04-25T08:00", L::Auto, 0, "1814-04-20"},
    {"7月3日早晨8点", "1815-07-03T08:00", L::Auto, 1815},
    {"晚上十点半", nullptr},
    {"1815年春", "1815-21"},
    {"这年夏天", "1814-22", L::Auto, 1814},
    {"1810年代", "181X"},
    {"19世纪", "18XX"},
    {"十九世纪八十年代", "188X"},
    {"1814年4月初", "1814-04-01/1814-04-10"},
    {"四月中旬", "1814-04-11/1814-04-20", L::Auto, 1814},
    {"1814年4月底", "1814-04-21/1814-04-30"},
    {"一八一五年十二月二十五日", "1815-12-25"},
    {"1814年4月", "1814-04"},
    {"公元前44年3月15日", "-0043-03-15"},
    {"次日", "1814-03-28", L::Auto, 0, "1814-03-27"},
    {"同一天上午", "1814-04-13", L::Auto, 0, "1814-04-13", "同一天|上午"},
    {"20日", "1814-04-20", L::Auto, 0, "1814-04-19"},
    {"20日", nullptr}, // no month to read it in
    {"4月4日", nullptr}, // no year
    {"经过67天航行后", nullptr},
    // Reign years: the Gregorian year of the reign's Nth year, not year N.
    {"嘉慶十九年", "1814", L::Auto, 0, nullptr, "嘉慶十九年"},
    {"嘉庆十九年", "1814"},
    {"道光元年", "1821"},
    {"乾隆六十年", "1795"},
    {"順治元年", "1644"},
    {"宣统三年", "1911"},
    {"萬曆四十八年", "1620"},
    {"民國元年", "1912"},
    {"民国三年十月十日", "1914-10-10"}, // the Republic kept the Gregorian calendar
    {"中華民國三十八年", "1949"},
    {"嘉慶三十年", nullptr}, // the reign lasted 25 years
    // A month and day of the Chinese calendar: its days in the Gregorian one
    // (more in test_chinesecalendar.cpp).
    {"於嘉慶十九年四月", "1814-05-19/1814-06-17"}, // 1814-05-20/06-17, its new moon 6 minutes past midnight
    {"道光元年正月初五日", "1821-02-07", L::Auto, 0, nullptr, "道光元年正月初五日"},
    {"嘉慶十九年閏二月", "1814-03-22/1814-04-19"},
    {"嘉慶二十年閏二月", nullptr}, // 1815 had no leap month
    {"五月初一日", "1815-05-01", L::Auto, 1815}, // 初一: the first
    {"最初一个多月", nullptr, L::Auto, 0, "1814-05-04"}, // "the first month or so": no day 1
    {"五月初一些天", "1815-05-01/1815-05-10", L::Auto, 1815}, // early May, some days
    {"道光二十二年七月二十四日", "1842-08-29"}, // the Treaty of Nanking
    {"宣統三年八月十九日", "1911-10-10"}, // the Wuchang Uprising
    {"2月30日", nullptr, L::Auto, 1815},
    // Danish.
    {"den 18. juni 1815", "1815-06-18", L::Auto, 0, nullptr, "den 18. juni 1815"},
    {"18 juni 1815", "1815-06-18"},
    {"den 11.April 1814", "1814-04-11", L::Danish},
    {"i foråret 1815", "1815-21"},
    {"natten til den 13. april", "1814-04-12/1814-04-13", L::Auto, 1814},
    {"natten mellem den 12. og 13. april 1814", "1814-04-12/1814-04-13"},
    {"i Maj 1821", "1821-05"},
    {"i begyndelsen af april 1814", "1814-04-01/1814-04-10"},
    {"næste morgen", "1815-06-19", L::Danish, 0, "1815-06-18"},
    {"1810'erne", "181X", L::Danish},
    {"den 18. juni 1815 kl. 11", "1815-06-18T11:00"},
    {"i sine 300 dage på øen", nullptr, L::Danish},
    // Days as ordinal words.
    {"den tyvende april 1814", "1814-04-20", L::Auto, 0, nullptr, "den tyvende april 1814"},
    {"den enogtredivte december", "1814-12-31", L::Danish, 1814},
    {"den anden maj 1815", "1815-05-02", L::Danish},
    {"om aftenen den femogtyvende", "1814-04-25", L::Danish, 0, "1814-04-22"},
    {"den anden gang", nullptr, L::Danish, 0, "1814-04-22"},
    // English.
    {"6 April 1814", "1814-04-06", L::Auto, 0, nullptr, "6 April 1814"},
    {"April 6, 1814", "1814-04-06"},
    {"the 6th of April, 1814", "1814-04-06"},
    // Days as ordinal words: "the twentieth of April 1814" was read as April.
    {"On the twentieth of April 1814 the Emperor left", "1814-04-20", L::Auto, 0, nullptr, "the twentieth of April 1814"},
    {"the twenty-first of June", "1815-06-21", L::English, 1815},
    {"April the thirtieth, 1814", "1814-04-30"},
    {"the thirty-first of December 1814", "1814-12-31"},
    {"the fifteenth of March 1815", "1815-03-15"},
    {"on the first march to Paris", nullptr, L::English, 1815},
    // A day alone takes its month from the reference ("On the evening of the
    // twenty-fifth" after 22 April 1814 named no date).
    {"On the evening of the twenty-fifth the crowd", "1814-04-25", L::English, 0, "1814-04-22"},
    {"on the 25th", "1814-04-25", L::English, 0, "1814-04-22"},
    {"on the second attempt", nullptr, L::English, 0, "1814-04-22"},
    {"the art of the fifteenth century", nullptr, L::English, 0, "1814-04-22"},
    {"the night of 12–13 April", "1814-04-12/1814-04-13", L::English, 1814},
    {"the night of 12 April 1814", "1814-04-12/1814-04-13"},
    {"spring 1815", "1815-21"},
    {"in the winter of 1812", "1812-24"},
    {"early April", "1814-04-01/1814-04-10", L::English, 1814},
    {"late February 1816", "1816-02-21/1816-02-29"},
    {"the 1810s", "181X"},
    {"the 19th century", "18XX"},
    {"the next morning", "1814-04-14", L::English, 0, "1814-04-13"},
    {"the day before", "1814-04-12", L::English, 0, "1814-04-13"},
    {"April 1814", "1814-04"},
    {"18 June 1815 at 11 a.m.", "1815-06-18T11:00"},
    {"18 June 1815 at 7:30 p.m.", "1815-06-18T19:30"},
    {"44 BC", "-0043"},
    {"in 1815", "1815"},
    {"the next morning", nullptr, L::English}, // nothing to count from
    // The year after or before the reference year (a walkthrough's 次年二月二十六日
    // after a text about 1814 was proposed as 26 February 1814).
    {"次年二月二十六日", "1815-02-26", L::Auto, 1814, nullptr, "次年|二月二十六日"},
    {"翌年3月", "1815-03", L::Auto, 1814},
    {"次年", "1815", L::Auto, 1814},
    {"次年二月", nullptr},
    {"the following year, on 26 February", "1815-02-26", L::English, 1814, nullptr, "the following year|26 February"},
    {"in the previous year, in March", "1813-03", L::English, 1814},
    {"the year after", "1815", L::English, 1814},
    {"the following year", nullptr, L::English},
    {"året efter, den 3. marts", "1815-03-03", L::Danish, 1814},
    {"det foregående år", "1813", L::Danish, 1814},
    {"the following year, 2 May 1816", "1816-05-02", L::English, 1814},
    {"on 26 February the following year", "1815-02-26", L::English, 1814, nullptr, "26 February|the following year"},
    {"den 3. marts året efter", "1815-03-03", L::Danish, 1814},
    {"the same day the following year", "1815-05-04", L::English, 0, "1814-05-04"},
    {"次年同日", "1815-05-04", L::Auto, 0, "1814-05-04"},
    {"每次年会在三月", "1814-03", L::Auto, 1814},
    {"you may go", nullptr, L::English},
    {"31 April 1814", nullptr},
    {"", nullptr},
};
// clang-format on

} // namespace

class DatePhrases : public ::testing::TestWithParam<PhraseCase>
{
};

TEST_P(DatePhrases, ReadAsTheirDate)
{
    const PhraseCase c = GetParam();
    const QString text = QString::fromUtf8(c.text);
    auto r = parseDatePhrase(text, optionsFor(c));
    if (!c.edtf) {
        ASSERT_FALSE(r.ok()) << "read as " << r->edtf.toStdString();
        EXPECT_FALSE(r.error().isEmpty());
        return;
    }
    ASSERT_TRUE(r.ok()) << r.error().toStdString();
    EXPECT_EQ(r->edtf.toStdString(), c.edtf);
    EXPECT_EQ(r->span, HistoricalDate::parse(QString::fromLatin1(c.edtf)).value().span());
    ASSERT_FALSE(r->words.isEmpty());
    QStringList words;
    for (const DatePhraseWord &w : r->words) {
        ASSERT_GE(w.offset, 0);
        ASSERT_LE(w.offset + w.length, text.size());
        words << text.mid(w.offset, w.length);
    }
    if (c.words) {
        EXPECT_EQ(words.join(u'|').toStdString(), c.words);
    }
}

INSTANTIATE_TEST_SUITE_P(ZhDaEn, DatePhrases, ::testing::ValuesIn(kPhrases));

TEST(DatePhrase, LanguageIsDetected)
{
    EXPECT_EQ(detectDateLanguage(u"4月12日"), DateLanguage::Chinese);
    EXPECT_EQ(detectDateLanguage(u"den 18. juni 1815"), DateLanguage::Danish);
    EXPECT_EQ(detectDateLanguage(u"i foråret 1815"), DateLanguage::Danish);
    EXPECT_EQ(detectDateLanguage(u"April 6, 1814"), DateLanguage::English);
    EXPECT_EQ(parseDatePhrase(u"i Maj 1821")->language, DateLanguage::Danish);
    EXPECT_EQ(parseDatePhrase(u"spring 1815")->language, DateLanguage::English);
}

TEST(DatePhrase, WholeTextTellsAQueryFromProse)
{
    EXPECT_TRUE(parseDatePhrase(u"April 1814")->wholeText);
    EXPECT_TRUE(parseDatePhrase(u"1814年4月")->wholeText);
    EXPECT_TRUE(parseDatePhrase(u"in April 1814")->wholeText);
    EXPECT_FALSE(parseDatePhrase(u"Napoleon abdicated in April 1814")->wholeText);
}

// What the importer does not hold against a claimed date: words that count
// from the reference day or year, not words that only leave out the year.
TEST(DatePhrase, WordsThatCountFromTheReferenceAreRelative)
{
    DatePhraseOptions o;
    o.referenceYear = 1814;
    o.referenceDate = HistoricalDate::parse(QStringLiteral("1814-03-27")).value().start();
    for (const char16_t *words : {u"次日", u"第二天清晨４点钟", u"这年夏天", u"次年二月", u"the next morning"}) {
        const auto r = parseDatePhrase(words, o);
        ASSERT_TRUE(r.ok()) << QString::fromUtf16(words).toStdString();
        EXPECT_TRUE(r->relative) << QString::fromUtf16(words).toStdString();
    }
    for (const char16_t *words : {u"４月６日", u"1814年4月6日", u"次日……3月31日", u"20日", u"April 6, 1814"}) {
        const auto r = parseDatePhrase(words, o);
        ASSERT_TRUE(r.ok()) << QString::fromUtf16(words).toStdString();
        EXPECT_FALSE(r->relative) << QString::fromUtf16(words).toStdString();
    }
}

// Days, weeks and months counted from the reference day, in the three
// languages: "Tre dage efter" after 18 June 1815 is 21 June (the cite dialog
// proposed the 18th, from the sentence before).
TEST(DatePhrase, CountedDaysWeeksAndMonthsShiftTheReferenceDay)
{
    struct Case
    {
        const char16_t *words;
        DateLanguage language;
        const char *edtf;
    };
    const Case cases[] = {
        {u"Tre dage efter", L::Danish, "1815-06-21"},
        {u"tre dage senere", L::Auto, "1815-06-21"},
        {u"to dage før", L::Danish, "1815-06-16"},
        {u"ugen efter", L::Danish, "1815-06-25"},
        {u"en uge senere", L::Danish, "1815-06-25"},
        {u"to måneder senere", L::Danish, "1815-08-18"},
        {u"natten før", L::Danish, "1815-06-17/1815-06-18"},
        {u"三天后", L::Auto, "1815-06-21"},
        {u"两天前", L::Chinese, "1815-06-16"},
        {u"十天以后", L::Chinese, "1815-06-28"},
        {u"两周后", L::Chinese, "1815-07-02"},
        {u"一个月后", L::Chinese, "1815-07-18"},
        {u"3 days later", L::Auto, "1815-06-21"},
        {u"Two days earlier", L::English, "1815-06-16"},
        {u"a week later", L::English, "1815-06-25"},
        {u"a fortnight later", L::English, "1815-07-02"},
        {u"the following month", L::English, "1815-07-18"},
        {u"the night before", L::English, "1815-06-17/1815-06-18"},
    };
    DatePhraseOptions o;
    o.referenceDate = HistoricalDate::parse(QStringLiteral("1815-06-18")).value().start();
    for (const Case &c : cases) {
        o.language = c.language;
        const auto r = parseDatePhrase(c.words, o);
        const std::string words = QString::fromUtf16(c.words).toStdString();
        ASSERT_TRUE(r.ok()) << words << ": " << r.error().toStdString();
        EXPECT_EQ(r->edtf, QString::fromLatin1(c.edtf)) << words;
        EXPECT_TRUE(r->relative) << words;
        ASSERT_TRUE(r->countedFrom.has_value()) << words;
        EXPECT_EQ(r->countedFrom->day, 18) << words;
    }
    // A month on from the 31st ends at the shorter month's last day.
    o.language = L::English;
    o.referenceDate = HistoricalDate::parse(QStringLiteral("1815-12-31")).value().start();
    EXPECT_EQ(parseDatePhrase(u"two months later", o)->edtf, QStringLiteral("1816-02-29"));
    // Without a day to count from they give no date.
    DatePhraseOptions noDay;
    noDay.language = L::Danish;
    EXPECT_FALSE(parseDatePhrase(u"Tre dage efter", noDay).ok());
    // "20日后" in digits is "after the 20th"; a day named keeps its place.
    o.language = L::Chinese;
    o.referenceDate = HistoricalDate::parse(QStringLiteral("1815-06-18")).value().start();
    EXPECT_EQ(parseDatePhrase(u"20日后", o)->edtf, QStringLiteral("1815-06-20"));
    EXPECT_EQ(parseDatePhrase(u"6月20日三天后", o)->edtf, QStringLiteral("1815-06-20"));
    // In the cite dialog's reading: the date named before is the reference.
    const auto ctx = parseDatePhraseInContext(
        u"Den 18. juni 1815 stod slaget ved Waterloo. ", u"Tre dage efter vendte han tilbage til Paris");
    ASSERT_TRUE(ctx.ok()) << ctx.error().toStdString();
    EXPECT_EQ(ctx->edtf, QStringLiteral("1815-06-21"));
}

TEST(DatePhrase, ContextBeforeASelectionSuppliesTheReference)
{
    // The cite dialog: the selection says "20日", the paragraph before it gave the month and year.
    auto r = parseDatePhraseInContext(u"1814年……4月19日，拿破仑在枫丹白露。", u"20日清晨");
    ASSERT_TRUE(r.ok()) << r.error().toStdString();
    EXPECT_EQ(r->edtf, QStringLiteral("1814-04-20"));
    ASSERT_FALSE(r->words.isEmpty());
    EXPECT_EQ(r->words.front().offset, 0);
    EXPECT_EQ(r->words.front().length, 3);
    auto en = parseDatePhraseInContext(u"On 13 April 1814 he signed.", u"The next morning he left.");
    ASSERT_TRUE(en.ok()) << en.error().toStdString();
    EXPECT_EQ(en->edtf, QStringLiteral("1814-04-14"));
    EXPECT_EQ(en->words.front().offset, 0); // "The next morning"
    EXPECT_EQ(en->words.front().length, 16);
    // Options win over the context.
    DatePhraseOptions o;
    o.referenceYear = 1815;
    EXPECT_EQ(parseDatePhraseInContext(u"1814年", u"4月1日", o)->edtf, QStringLiteral("1815-04-01"));
    EXPECT_FALSE(parseDatePhraseInContext(u"no date here", u"the next morning").ok());
    // A month that does not exist before gives no month (not one wrapped
    // into range: 65537 is 1 in sixteen bits).
    const auto noMonth = parseDatePhraseInContext(u"1814年65537月", u"5日");
    EXPECT_FALSE(noMonth.ok() && noMonth->edtf.startsWith(QStringLiteral("1814-01"))) << noMonth->edtf.toStdString();
    // A season or a part of a month before gives its year (and month).
    EXPECT_EQ(parseDatePhraseInContext(u"1814年春，联军攻入巴黎。", u"４月６日")->edtf, QStringLiteral("1814-04-06"));
    EXPECT_EQ(parseDatePhraseInContext(u"In the spring of 1814 the allies came.", u"On 6 April he signed.")->edtf,
        QStringLiteral("1814-04-06"));
    EXPECT_EQ(parseDatePhraseInContext(u"Early April 1814 was cold.", u"On 20 April he left.")->edtf,
        QStringLiteral("1814-04-20"));
    // The year after the one before the selection.
    EXPECT_EQ(parseDatePhraseInContext(u"1814年5月4日，拿破仑抵达厄尔巴岛。", u"次年二月二十六日，他离开了。")->edtf,
        QStringLiteral("1815-02-26"));
    // ... and the year after named in the text before it.
    EXPECT_EQ(parseDatePhraseInContext(u"1814年5月4日，拿破仑抵达厄尔巴岛。次年二月，", u"二十六日，他离开了。")->edtf,
        QStringLiteral("1815-02-26"));
    EXPECT_EQ(parseDatePhraseInContext(
                  u"Han kom til Elba i 1814. Den 26. februar året efter gik han om bord.", u"Den 1. marts landede han.")
                  ->edtf,
        QStringLiteral("1815-03-01"));
}

// A source quotes other languages than its own: its language first, then
// another where that reads no date, or reads the same words and more.
TEST(DatePhrase, ASourcesLanguageFirstThenAnotherThatReadsMore)
{
    auto in = [](DateLanguage language) {
        DatePhraseOptions o;
        o.language = language;
        return o;
    };
    const auto english
        = parseDatePhraseInAnyLanguage(u"", u"June 18, 1815, the French were beaten", in(DateLanguage::Danish));
    ASSERT_TRUE(english.ok()) << english.error().toStdString();
    EXPECT_EQ(english->edtf, QStringLiteral("1815-06-18")); // Danish read "1815"
    EXPECT_EQ(english->language, DateLanguage::English);
    const auto chinese = parseDatePhraseInAnyLanguage(u"", u"1814年4月6日，拿破仑签字退位", in(DateLanguage::English));
    ASSERT_TRUE(chinese.ok()) << chinese.error().toStdString();
    EXPECT_EQ(chinese->edtf, QStringLiteral("1814-04-06"));
    // The context is read in the language that reads the selection.
    EXPECT_EQ(parseDatePhraseInAnyLanguage(
                  u"The letter of 10 April 1814.", u"Den 12. april rejste han.", in(DateLanguage::English))
                  ->edtf,
        QStringLiteral("1814-04-12"));
    // As much read in the source's language: its reading.
    const auto danish = parseDatePhraseInAnyLanguage(u"", u"den 18. juni 1815", in(DateLanguage::Danish));
    ASSERT_TRUE(danish.ok());
    EXPECT_EQ(danish->language, DateLanguage::Danish);
    // Read in none: the source's language's reason.
    const auto none = parseDatePhraseInAnyLanguage(u"", u"he said nothing", in(DateLanguage::Danish));
    ASSERT_FALSE(none.ok());
    EXPECT_EQ(none.error(), parseDatePhraseInContext(u"", u"he said nothing", in(DateLanguage::Danish)).error());
}

// The importer and `check` read an account's date words as the cite dialog
// read them: a cited "June 18, 1815" of a Danish source is that day, not the
// year 1815 (which warned that the words and the claimed date disagree).
TEST(DatePhrase, AnAccountsWordsAreReadAsTheCiteDialogReadThem)
{
    const HistoricalDate record = HistoricalDate::parse(QStringLiteral("1815-06-18")).value();
    const auto english = parseAccountDateText(u"June 18, 1815", QStringLiteral("da"), record);
    ASSERT_TRUE(english.ok()) << english.error().toStdString();
    EXPECT_EQ(english->edtf, QStringLiteral("1815-06-18"));
    const auto danish = parseAccountDateText(u"den 18. juni", QStringLiteral("da"), record);
    ASSERT_TRUE(danish.ok()) << danish.error().toStdString();
    EXPECT_EQ(danish->edtf, QStringLiteral("1815-06-18"));
    EXPECT_EQ(danish->language, DateLanguage::Danish);
    const auto chinese = parseAccountDateText(u"六月十八日", QStringLiteral("en"), record);
    ASSERT_TRUE(chinese.ok()) << chinese.error().toStdString();
    EXPECT_EQ(chinese->edtf, QStringLiteral("1815-06-18"));
}

// "31 February 1815" was read as 1815 wherever the language was guessed or
// another language was tried (a walkthrough by helper-95): Danish reads only
// the year of those words, and its reading won over English's refusal of the
// day. A day that does not exist is refused in every path a date is typed
// or cited through, with the reason, while a date that exists is read.
TEST(DatePhrase, ADayThatDoesNotExistIsRefusedNotReadAsItsYear)
{
    for (const char16_t *text : {u"31 February 1815", u"February 31, 1815", u"30. februar 1815",
             u"the 31st of February 1815", u"1815年2月30日"}) {
        const QString phrase = QString::fromUtf16(text);
        const auto guessed = parseDatePhrase(phrase);
        EXPECT_FALSE(guessed.ok()) << phrase.toStdString() << " read as " << guessed->edtf.toStdString();
        EXPECT_TRUE(guessed.error().contains(QStringLiteral("does not exist"))) << guessed.error().toStdString();
        const auto typed = readStatedDate(phrase);
        EXPECT_FALSE(typed.ok()) << phrase.toStdString();
        EXPECT_TRUE(typed.error().contains(QStringLiteral("does not exist"))) << typed.error().toStdString();
        for (DateLanguage language : {DateLanguage::Danish, DateLanguage::English, DateLanguage::Chinese}) {
            DatePhraseOptions o;
            o.language = language; // the source's language, as the cite dialog gives it
            const auto cited = parseDatePhraseInAnyLanguage(u"Nothing before.", phrase, o);
            EXPECT_FALSE(cited.ok()) << phrase.toStdString() << " in a source of language " << int(language)
                                     << " read as " << cited->edtf.toStdString();
        }
        const auto account
            = parseAccountDateText(phrase, QStringLiteral("da"), HistoricalDate::parse(u"1815-06-18").value());
        EXPECT_FALSE(account.ok()) << phrase.toStdString();
    }
    // Within prose, as a selection is cited: the sentence's date is refused.
    DatePhraseOptions da;
    da.language = DateLanguage::Danish;
    EXPECT_FALSE(parseDatePhraseInAnyLanguage({}, u"On 31 February 1815 nothing happened.", da).ok());
    // What exists is read as before, in either language.
    for (const char16_t *text : {u"28 February 1815", u"29. februar 1816", u"1815年2月28日"}) {
        const auto read = parseDatePhraseInAnyLanguage({}, QString::fromUtf16(text), da);
        ASSERT_TRUE(read.ok()) << read.error().toStdString();
        EXPECT_EQ(read->date.precision(), DatePrecision::Day);
    }
    // Words naming no date still leave the field to say what it reads.
    EXPECT_TRUE(readStatedDate(QStringLiteral("sometime")).error().isEmpty());
    // EDTF that is no date was read as its year by `parallax date` (a
    // walkthrough by helper-96); EDTF that is one was read as its year too.
    for (const char16_t *text : {u"1815-02-30", u"1815-06-31", u"1815-13-45"}) {
        const auto read = parseDatePhrase(QString::fromUtf16(text));
        EXPECT_FALSE(read.ok()) << QString::fromUtf16(text).toStdString() << " read as " << read->edtf.toStdString();
    }
    for (const char16_t *text : {u"1815-06-18", u"1815-03~", u"1814-04-12/1814-04-13", u" 1815-06 "}) {
        const auto read = parseDatePhrase(QString::fromUtf16(text));
        ASSERT_TRUE(read.ok()) << read.error().toStdString();
        EXPECT_EQ(read->edtf, QString::fromUtf16(text).trimmed());
        EXPECT_TRUE(read->wholeText);
    }
}

// The patterns are caseless with Unicode properties, so they read letters
// whose lower case is another letter (ſ is s, the Kelvin sign k, the
// Angstrom sign å) and capitals beyond ASCII: the parser looks for the words
// a pattern needs before it tries the pattern, and must not miss these.
TEST(DatePhrase, LettersACaselessPatternReads)
{
    DatePhraseOptions en;
    en.language = DateLanguage::English;
    en.referenceDate = HistoricalDate::parse(u"1815-06-18").value().start();
    DatePhraseOptions da = en;
    da.language = DateLanguage::Danish;
    EXPECT_EQ(parseDatePhrase(u"i o\u212Atober 1815", da)->edtf, QStringLiteral("1815-10"));
    EXPECT_EQ(parseDatePhrase(u"i for\u212Bret 1815", da)->edtf, QStringLiteral("1815-21"));
    EXPECT_EQ(parseDatePhrase(u"i FOR\u00C5RET 1815", da)->edtf, QStringLiteral("1815-21"));
    EXPECT_EQ(parseDatePhrase(u"NÆSTE MORGEN", da)->edtf, QStringLiteral("1815-06-19"));
    EXPECT_EQ(parseDatePhrase(u"the \u017Fame day", en)->edtf, QStringLiteral("1815-06-18"));
    EXPECT_EQ(parseDatePhrase(u"the 1810\u017F", en)->edtf, QStringLiteral("181X"));
    // Read as a season, not as the year alone.
    const auto season = parseDatePhrase(u"\u017Fpring 1815", en);
    ASSERT_TRUE(season.ok()) << season.error().toStdString();
    EXPECT_TRUE(season->wholeText);
    // Text beyond ASCII is read as ASCII text is.
    EXPECT_EQ(parseDatePhrase(u"the 6th of April 1814 \u2014 a Wednesday", en)->edtf, QStringLiteral("1814-04-06"));
    EXPECT_EQ(parseDatePhrase(u"the 6th of April 1814", en)->edtf, QStringLiteral("1814-04-06"));
}

// A day or month past what a date's byte holds is refused, never read as
// another day: 257 in a byte would be the 1st.
TEST(DatePhrase, ANumberPastAByteIsNoDay)
{
    for (const char16_t *text : {u"1814年4月257日", u"1814年4月129日", u"1814年257月1日"})
        EXPECT_FALSE(parseDatePhrase(QStringView(text)).ok()) << QString::fromUtf16(text).toStdString();
    EXPECT_TRUE(parseDatePhrase(QStringView(u"1814年4月30日")).ok());
    EXPECT_FALSE(parseDatePhrase(QStringView(u"1814年4月31日")).ok());
}

// A component is kept as the nearest value a byte holds, which no check
// takes for a day, month or time.
TEST(DateComponent, KeepsWhatAByteHoldsAndTheNearestOtherwise)
{
    EXPECT_EQ(int(DateComponent(31)), 31);
    EXPECT_EQ(int(DateComponent(-1)), -1);
    EXPECT_EQ(int(DateComponent(257)), 127);
    EXPECT_EQ(int(DateComponent(128)), 127);
    EXPECT_EQ(int(DateComponent(-300)), -128);
    DatePoint p;
    p.day = 257; // a byte that wraps would hold 1
    p.month = 4;
    p.year = 1814;
    p.precision = DatePrecision::Day;
    EXPECT_EQ(int(p.day), 127);
    EXPECT_FALSE(HistoricalDate::parse(p.toEdtf()).ok()) << p.toEdtf().toStdString();
}
