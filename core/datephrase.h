#pragma once

#include "historicaldate.h"
#include "result.h"

#include <QList>
#include <QString>

#include <optional>

namespace parallax {

enum class DateLanguage : std::uint8_t { Auto, Chinese, Danish, English };

// "zh", "da", "en" (and "auto"); nullopt for anything else.
std::optional<DateLanguage> dateLanguageFromCode(QStringView code);
QString dateLanguageCode(DateLanguage language);
// Chinese when the text holds Han characters; otherwise whichever of Danish
// and English reads more of it as a date (English when neither does).
DateLanguage detectDateLanguage(QStringView text);

struct DatePhraseOptions
{
    DateLanguage language = DateLanguage::Auto;
    // For phrases that leave the year out ("４月６日" in a text about 1814).
    std::optional<int> referenceYear;
    // The day the text is at, for phrases relative to it ("the next morning",
    // "同一天", "20日"): supplies the month and year a phrase omits, and the
    // day that "next"/"same" count from. Day precision or finer.
    std::optional<DatePoint> referenceDate;
    // The Chinese calendar's year the text is at ("嘉慶二十年……"), and its month
    // when the text named one: a month or day given without a year of its
    // own ("三月二十日", "二十日") is read as one of that calendar, in that
    // year, rather than as a Gregorian one. Chinese text only.
    struct ChineseReference
    {
        int year = 0; // the Gregorian year its first month (正月) begins in
        int month = 0; // 1-12, or 0 when the text named none
        bool leapMonth = false; // 閏
    };
    std::optional<ChineseReference> chineseReference;
};

// A run of the input that the parser read as part of the date.
struct DatePhraseWord
{
    qsizetype offset = 0; // UTF-16 code units into the text parsed
    qsizetype length = 0;
    friend bool operator==(const DatePhraseWord &, const DatePhraseWord &) = default;
};

struct DatePhrase
{
    HistoricalDate date;
    QString edtf; // date.toEdtf()
    AxisSpan span; // date.span(): the earliest and latest instant
    DateLanguage language = DateLanguage::Auto; // the language it was read in
    QList<DatePhraseWord> words; // in order, never overlapping
    // True when every letter and digit of the input is in `words`: the
    // input *is* a date phrase (search uses this to treat "April 1814" as a date).
    bool wholeText = false;
    // True when the date is counted from the reference rather than named:
    // "次日", "这天", "the next morning" (from its day), "这年夏天", "次年二月",
    // "the following year" (from its year). Alone, such words give no date.
    bool relative = false;
    // The day that words counting days ("次日", "three days later", "tre dage
    // efter") count from: the reference day; none for other dates.
    std::optional<DatePoint> countedFrom;
};

// Reads the date a phrase of historical prose states, in Chinese, Danish or
// English: "1814年4月12日至13日夜", "４月６日凌晨１时许", "den 18. juni 1815",
// "i foråret 1815", "natten til den 13. april", "April 6, 1814",
// "the night of 12–13 April", "early April", "the 1810s", "the next morning".
// The first date the text names is the one returned; a range, a list of days
// ("２月１６日、１７日") or a time of day directly after it completes it.
// Fails, with a reason a user can read, when the text names no date or names
// one that needs a reference the options don't give.
Result<DatePhrase> parseDatePhrase(QStringView text, const DatePhraseOptions &options = {});

// A date as a user types it into a date field or option: EDTF ("1815-06-22",
// "1815-03~"), or else words in any of the languages above that name their
// own date ("22 June 1815", "22. juni 1815", "1815年6月22日"; not "the next
// day", which has nothing to count from). Text of digits and EDTF's signs
// alone fails with EDTF's reason; other text that names no date, with an
// empty one (the caller says how to write a date).
Result<HistoricalDate> readStatedDate(const QString &text);

// For a dialog that proposes the date of a selected passage (the cite dialog):
// `selection` is what the user selected, `before` the text just before it
// (a paragraph or two is plenty). The last full date in `before` serves as
// reference year and date where `options` gives none, so "20日" after
// "1814年4月19日……" reads as 20 April 1814. After a year of a reign
// ("嘉慶二十年……") a month and day are the Chinese calendar's: "三月二十日"
// reads as 嘉慶二十年三月二十日. Words are offsets into `selection`.
Result<DatePhrase> parseDatePhraseInContext(
    QStringView before, QStringView selection, const DatePhraseOptions &options = {});

// As parseDatePhraseInContext, in `options.language` (a source's declared
// language) or, where that reads no date or another language reads the same
// words and more around them, in that one: Chinese, then Danish, then
// English. A source quotes other languages than its own: "18 June 1815" in a
// Danish text was read as the year 1815, "April 6, 1814" not at all.
Result<DatePhrase> parseDatePhraseInAnyLanguage(
    QStringView before, QStringView selection, const DatePhraseOptions &options = {});

// The date an account's own wording claims, read as the corpus importer reads
// it: in the source's language (a BCP 47 code; anything else: detected), or in
// another that reads more of the words (parseDatePhraseInAnyLanguage(), as the
// cite dialog reads them), with the event's record date as reference (its
// year, and its day when it has one).
Result<DatePhrase> parseAccountDateText(
    QStringView dateText, const QString &sourceLanguage, const HistoricalDate &record);

} // namespace parallax
