// Date phrases of historical prose → EDTF. Each language is a table of
// patterns that recognise pieces (a date, a range, a time of day, a season,
// a relative day...); one assembler turns the pieces into a date.
#include "datephrase.h"

#include "chinesecalendar.h"

#include <QCoreApplication>
#include <QRegularExpression>
#include <QVarLengthArray>

#include <algorithm>
#include <array>
#include <bit>
#include <climits>
#include <string_view>

namespace parallax {

namespace {

// lupdate and the running program agree on this context.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(parallax::DatePhrase)
};

constexpr int kNoYear = INT_MIN;

enum class PieceKind : std::uint8_t {
    Date, // year?, month?, day?, and an optional second day/month (12–13 April)
    Time,
    Period, // morning, 下午, natten ...: read, changes nothing alone
    Season,
    MonthPart, // early / mid / late in a month
    Decade,
    Century,
    Year,
    Relative, // the next day, 同一天 ...
    NightBefore, // "natten til" the day that follows
    NightOf, // "the night of" the day that follows
    Reign, // a year of an imperial reign with a month (and day) of the Chinese lunar calendar
    YearShift, // 次年, "the following year", "året efter": the reference year moved by `code`
};

struct Piece
{
    PieceKind kind = PieceKind::Date;
    qsizetype pos = 0;
    qsizetype len = 0;
    int year = kNoYear;
    int month = 0;
    int day = 0;
    int month2 = 0;
    int day2 = 0;
    int hour = -1;
    int minute = 0;
    int code = 0; // season code, month part (1-3), relative offset in days
    int months = 0; // Relative: an offset in months ("two months later"), with code 0
    bool night = false; // Relative: the night after the day reached ("the night before")
    bool refYear = false; // "这年", "that year": the reference year
    bool leapMonth = false; // Reign: 閏 (an intercalary month after `month`)
    int eraYears = 0; // Reign: nonzero when the year is past the era's end (its length)
    bool chineseCalendar = false; // Reign, Year: a reign's year, counted in the Chinese calendar
};

// What a match captured, read once: QRegularExpressionMatch's getters check
// the group each time they are asked, and makers ask more than once. The
// getters the makers use, as QRegularExpressionMatch has them.
class Captures
{
public:
    Captures(const QRegularExpressionMatch &m, QStringView text)
        : m_text(text)
    {
        for (int n = 0; n <= m.lastCapturedIndex(); ++n)
            m_groups.append({m.capturedStart(n), m.capturedEnd(n)});
    }
    QStringView capturedView(int n) const
    {
        if (n < 0 || n >= m_groups.size() || m_groups[n].first < 0)
            return {};
        return m_text.sliced(m_groups[n].first, m_groups[n].second - m_groups[n].first);
    }
    QString captured(int n) const { return capturedView(n).toString(); }
    qsizetype capturedStart(int n) const { return n >= 0 && n < m_groups.size() ? m_groups[n].first : -1; }
    qsizetype capturedLength(int n) const { return capturedView(n).size(); }

private:
    QStringView m_text;
    QVarLengthArray<std::pair<qsizetype, qsizetype>, 8> m_groups; // start and end
};

using Maker = bool (*)(const Captures &, Piece &);

// A rule's pattern, and the words any match of it holds: one word of each
// group, in lower case. Where a text has no such words, the pattern is not
// tried (see NeededWords): most patterns, for most texts.
struct Pattern
{
    QRegularExpression re;
    // The same pattern without Unicode properties: it reads ASCII text as `re`
    // does (\b, \d, \s and \w differ only beyond ASCII), and faster.
    QRegularExpression ascii;
    QList<QStringList> needs;
};

struct Rule
{
    Pattern pattern;
    Maker make;
    std::uint64_t groups = 0; // its needs, a bit for each group (numbered by ruleSet())
};

// --- Numbers and names ------------------------------------------------------

// One unit for one: ASCII and Latin-1 capitals in lower case.
char16_t lowerCase(char16_t c)
{
    const bool capital = (c >= u'A' && c <= u'Z') || (c >= 0xC0 && c <= 0xDE && c != 0xD7);
    return capital ? char16_t(c + 0x20) : c;
}

bool isAscii(QStringView text)
{
    return std::all_of(text.begin(), text.end(), [](QChar c) { return c.unicode() < 0x80; });
}

// QStringView::toInt(), without its locale's number parser for the one to
// nine ASCII digits that \d nearly always reads.
int toInt(QStringView s)
{
    if (s.isEmpty() || s.size() > 9 || !std::all_of(s.begin(), s.end(), [](QChar c) { return c >= u'0' && c <= u'9'; }))
        return s.toInt();
    int n = 0;
    for (QChar c : s)
        n = n * 10 + (c.unicode() - u'0');
    return n;
}

int intOf(const Captures &m, int group)
{
    return toInt(m.capturedView(group));
}

int chineseDigit(QChar c)
{
    static const QString kDigits = QStringLiteral("〇一二三四五六七八九");
    if (c == u'零')
        return 0;
    if (c == u'两')
        return 2;
    return int(kDigits.indexOf(c));
}

// "1814", "一八一四" (digit by digit), "十二", "二十三", "廿五".
int chineseNumber(QStringView s)
{
    if (s.isEmpty())
        return -1;
    if (s.front().isDigit())
        return toInt(s);
    const bool tens = s.contains(u'十') || s.contains(u'廿') || s.contains(u'卅');
    int value = 0, current = 0;
    for (QChar c : s) {
        if (c == u'十') {
            value += (current ? current : 1) * 10;
            current = 0;
        } else if (c == u'廿' || c == u'卅') {
            value += c == u'廿' ? 20 : 30;
        } else {
            const int d = chineseDigit(c);
            if (d < 0)
                return -1;
            current = tens ? d : current * 10 + d;
        }
    }
    return value + current;
}

// Month names by their first three letters, in English and Danish.
int monthFromName(QStringView name)
{
    static constexpr std::string_view kPrefixes[]
        = {"jan", "feb", "mar", "apr", "ma", "jun", "jul", "aug", "sep", "o", "nov", "dec"};
    // Three letters decide; ASCII ones are put in lower case without a copy.
    const QStringView first = name.first(std::min<qsizetype>(3, name.size()));
    char16_t buffer[3];
    QString other;
    QStringView n;
    if (isAscii(first)) {
        std::transform(first.begin(), first.end(), buffer, [](QChar c) { return lowerCase(c.unicode()); });
        n = QStringView(buffer, first.size());
    } else {
        other = name.toString().toLower();
        n = other;
    }
    const auto startsWith = [n](std::string_view prefix) {
        return n.size() >= qsizetype(prefix.size())
            && std::equal(prefix.begin(), prefix.end(), n.begin(), [](char a, QChar b) { return b == QLatin1Char(a); });
    };
    if (startsWith("ma"))
        return startsWith("mar") ? 3 : 5; // march/marts, may/maj
    if (startsWith("o"))
        return 10; // october/oktober
    for (int i = 0; i < 12; ++i)
        if (startsWith(kPrefixes[i]))
            return i + 1;
    return 0;
}

// Days written as ordinal words: "the twentieth of April", "den tyvende
// april". The number a word names (1-31), or 0.
int englishOrdinalDay(QStringView word)
{
    static const char *const kUnits[] = {"first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth",
        "ninth", "tenth", "eleventh", "twelfth", "thirteenth", "fourteenth", "fifteenth", "sixteenth", "seventeenth",
        "eighteenth", "nineteenth", "twentieth"};
    const QString w = word.toString().toLower().replace(QRegularExpression(QStringLiteral("[\\s-]+")), QString());
    const auto unit = [](QStringView rest) {
        for (int i = 0; i < 20; ++i)
            if (rest == QLatin1String(kUnits[i]))
                return i + 1;
        return 0;
    };
    if (w == u"thirtieth")
        return 30;
    if (w == u"thirtyfirst")
        return 31;
    if (w.startsWith(u"twenty") && w.size() > 6) {
        const int u = unit(QStringView(w).sliced(6));
        return u >= 1 && u <= 9 ? 20 + u : 0;
    }
    return unit(w);
}

int danishOrdinalDay(QStringView word)
{
    static const char *const kDays[] = {"første", "anden", "tredje", "fjerde", "femte", "sjette", "syvende", "ottende",
        "niende", "tiende", "ellevte", "tolvte", "trettende", "fjortende", "femtende", "sekstende", "syttende",
        "attende", "nittende", "tyvende", "enogtyvende", "toogtyvende", "treogtyvende", "fireogtyvende", "femogtyvende",
        "seksogtyvende", "syvogtyvende", "otteogtyvende", "niogtyvende", "tredivte", "enogtredivte"};
    const QString w = word.toString().toLower();
    for (int i = 0; i < 31; ++i)
        if (w == QString::fromUtf8(kDays[i]))
            return i + 1;
    return 0;
}

// "may" and "march", which are also verbs.
bool isVerbMonth(QStringView month)
{
    return month.compare(u"may", Qt::CaseInsensitive) == 0 || month.compare(u"march", Qt::CaseInsensitive) == 0;
}

const QString kEnglishOrdinalDay = QStringLiteral(
    "((?:twenty[\\s-]?)?(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth)|tenth|eleventh|twelfth|"
    "(?:thir|four|fif|six|seven|eigh|nine)teenth|twentieth|thirtieth|thirty[\\s-]?first)");
const QStringList kEnglishOrdinalWords = {QStringLiteral("first"), QStringLiteral("second"), QStringLiteral("third"),
    QStringLiteral("fourth"), QStringLiteral("fifth"), QStringLiteral("sixth"), QStringLiteral("seventh"),
    QStringLiteral("eighth"), QStringLiteral("ninth"), QStringLiteral("tenth"), QStringLiteral("eleventh"),
    QStringLiteral("twelfth"), QStringLiteral("teenth"), QStringLiteral("twentieth"), QStringLiteral("thirtieth")};
// Ordinals that name a day alone ("on the twenty-fifth", "den femogtyvende"),
// with the month of the text before: from the eleventh on, as "on the
// second attempt" or "den anden gang" name no day.
const QString kEnglishLateOrdinal
    = QStringLiteral("(twenty[\\s-]?(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth)|eleventh|twelfth|"
                     "(?:thir|four|fif|six|seven|eigh|nine)teenth|twentieth|thirtieth|thirty[\\s-]?first)");
const QString kDanishLateOrdinal = QStringLiteral(
    "((?:en|to|tre|fire|fem|seks|syv|otte|ni)ogtyvende|enogtredivte|ellevte|tolvte|trettende|fjortende|femtende|"
    "sekstende|syttende|attende|nittende|tyvende|tredivte)");

const QString kDanishOrdinalDay = QStringLiteral(
    "((?:en|to|tre|fire|fem|seks|syv|otte|ni)ogtyvende|enogtredivte|første|anden|tredje|fjerde|femte|sjette|syvende|"
    "ottende|niende|tiende|ellevte|tolvte|trettende|fjortende|femtende|sekstende|syttende|attende|nittende|tyvende|"
    "tredivte)");
const QStringList kDanishOrdinalWords = {QStringLiteral("første"), QStringLiteral("anden"), QStringLiteral("tredje"),
    QStringLiteral("fjerde"), QStringLiteral("femte"), QStringLiteral("sjette"), QStringLiteral("syvende"),
    QStringLiteral("ende"), QStringLiteral("ellevte"), QStringLiteral("tolvte"), QStringLiteral("tredivte")};

int num(const Captures &m, int group)
{
    const QStringView s = m.capturedView(group);
    return s.isEmpty() ? -1 : chineseNumber(s);
}

bool has(const Captures &m, int group)
{
    return m.capturedLength(group) > 0;
}

Pattern re(const QString &pattern, QList<QStringList> needs)
{
    return {QRegularExpression(
                pattern, QRegularExpression::CaseInsensitiveOption | QRegularExpression::UseUnicodePropertiesOption),
        QRegularExpression(pattern, QRegularExpression::CaseInsensitiveOption), std::move(needs)};
}

// Groups of words for the needs of the rules.
const QStringList kDigits
    = {QStringLiteral("0"), QStringLiteral("1"), QStringLiteral("2"), QStringLiteral("3"), QStringLiteral("4"),
        QStringLiteral("5"), QStringLiteral("6"), QStringLiteral("7"), QStringLiteral("8"), QStringLiteral("9")};
// Every name of kEnglishMonth and kDanishMonth begins with one of these.
const QStringList kEnglishMonthStems = {QStringLiteral("jan"), QStringLiteral("feb"), QStringLiteral("mar"),
    QStringLiteral("apr"), QStringLiteral("may"), QStringLiteral("jun"), QStringLiteral("jul"), QStringLiteral("aug"),
    QStringLiteral("sep"), QStringLiteral("oct"), QStringLiteral("nov"), QStringLiteral("dec")};
const QStringList kDanishMonthStems = {QStringLiteral("jan"), QStringLiteral("feb"), QStringLiteral("mar"),
    QStringLiteral("apr"), QStringLiteral("maj"), QStringLiteral("jun"), QStringLiteral("jul"), QStringLiteral("aug"),
    QStringLiteral("sep"), QStringLiteral("okt"), QStringLiteral("nov"), QStringLiteral("dec")};

// Hour on a 24-hour clock from an hour and the part of the day it is in.
int clockHour(int hour, QStringView period)
{
    static const QStringList kAfternoon = {QStringLiteral("下午"), QStringLiteral("午后"), QStringLiteral("傍晚"),
        QStringLiteral("晚上"), QStringLiteral("晚间"), QStringLiteral("晚"), QStringLiteral("夜里"),
        QStringLiteral("夜间"), QStringLiteral("夜"), QStringLiteral("eftermiddagen"), QStringLiteral("aftenen"),
        QStringLiteral("afternoon"), QStringLiteral("evening")};
    const QString p = period.toString().toLower().remove(u'.');
    if ((p == u"pm" || kAfternoon.contains(p)) && hour < 12)
        return hour + 12;
    if ((p == u"am" || p == u"凌晨" || p == u"午夜") && hour == 12)
        return 0;
    return hour;
}

// --- Language tables ----------------------------------------------------

const QString kChineseNumber = QStringLiteral("([0-9]+|[〇零一二两三四五六七八九十廿卅]+)");

// --- Reign years ------------------------------------------------------------

// Era names of the Ming and Qing reigns (and the Later Jin before 1644), in
// traditional and simplified writing, with the Gregorian year of their first
// year (元年) and how many years they ran. 民國 counts years of the Republic,
// which kept the Gregorian calendar.
struct ReignEra
{
    const char16_t *names; // alternatives separated by '|'
    int firstYear;
    int years;
    bool gregorian = false;
};

constexpr ReignEra kReignEras[] = {
    {u"洪武", 1368, 31},
    {u"建文", 1399, 4},
    {u"永樂|永乐", 1403, 22},
    {u"洪熙", 1425, 1},
    {u"宣德", 1426, 10},
    {u"正統|正统", 1436, 14},
    {u"景泰", 1450, 8},
    {u"天順|天顺", 1457, 8},
    {u"成化", 1465, 23},
    {u"弘治", 1488, 18},
    {u"正德", 1506, 16},
    {u"嘉靖", 1522, 45},
    {u"隆慶|隆庆", 1567, 6},
    {u"萬曆|万历|萬歷", 1573, 48},
    {u"泰昌", 1620, 1},
    {u"天啟|天启", 1621, 7},
    {u"崇禎|崇祯", 1628, 17},
    {u"天命", 1616, 11},
    {u"天聰|天聪", 1627, 10},
    {u"崇德", 1636, 8},
    {u"順治|顺治", 1644, 18},
    {u"康熙", 1662, 61},
    {u"雍正", 1723, 13},
    {u"乾隆", 1736, 60},
    {u"嘉慶|嘉庆", 1796, 25},
    {u"道光", 1821, 30},
    {u"咸豐|咸丰", 1851, 11},
    {u"同治", 1862, 13},
    {u"光緒|光绪", 1875, 34},
    {u"宣統|宣统", 1909, 3},
    {u"民國|民国|中華民國|中华民国", 1912, 0, true},
};

const ReignEra *reignEra(QStringView name)
{
    for (const ReignEra &e : kReignEras)
        if (QString::fromUtf16(e.names).split(u'|').contains(name))
            return &e;
    return nullptr;
}

QString reignEraPattern()
{
    QStringList names;
    for (const ReignEra &e : kReignEras)
        names << QString::fromUtf16(e.names).split(u'|');
    // Longest first, so that 中華民國 is read before 民國.
    std::sort(names.begin(), names.end(), [](const QString &a, const QString &b) { return a.size() > b.size(); });
    return u'(' + names.join(u'|') + u')';
}

// Month numbers of the lunar calendar: 正月 is the first, 冬月 the eleventh, 臘月 the twelfth.
int lunarMonth(QStringView s)
{
    if (s == u"正" || s == u"端")
        return 1;
    if (s == u"冬")
        return 11;
    if (s == u"臘" || s == u"腊")
        return 12;
    return chineseNumber(s);
}

// "嘉慶十九年", "道光元年正月初五日", "民國三年十月十日": a year of a reign,
// with a month and day of its calendar.
Rule reignRule()
{
    const QString N = QStringLiteral("(?:[0-9]+|[〇零一二两三四五六七八九十廿卅]+)");
    const QString pattern = QStringLiteral("%1\\s*(元|%2)\\s*年(?:\\s*(閏|闰)?\\s*(正|端|冬|臘|腊|%2)\\s*月"
                                           "(?:\\s*(?:(初)\\s*)?(%2)\\s*[日号號]?)?)?")
                                .arg(reignEraPattern(), N);
    return {re(pattern, {{QStringLiteral("年")}}), [](const auto &m, Piece &p) {
                const ReignEra *era = reignEra(m.capturedView(1));
                const int n = m.capturedView(2) == u"元" ? 1 : num(m, 2);
                if (!era || n < 1)
                    return false;
                p.year = era->firstYear + n - 1;
                p.month = has(m, 4) ? lunarMonth(m.capturedView(4)) : 0;
                p.day = has(m, 6) ? num(m, 6) : 0;
                p.leapMonth = has(m, 3);
                p.chineseCalendar = !era->gregorian;
                if (era->years && n > era->years) {
                    p.kind = PieceKind::Reign;
                    p.eraYears = era->years;
                } else if (era->gregorian) {
                    p.kind = p.month ? PieceKind::Date : PieceKind::Year;
                } else {
                    p.kind = p.month ? PieceKind::Reign : PieceKind::Year;
                }
                return true;
            }};
}

// Days in a unit of time named in English, Danish or Chinese ("days",
// "uger", "星期"); 0 for a month, which has no fixed length.
int unitDays(QStringView unit)
{
    const QString u = unit.toString().toLower();
    if (u.startsWith(u"fortnight"))
        return 14;
    if (u.startsWith(u"week") || u.startsWith(u"uge") || u == u"周" || u == u"星期" || u.startsWith(u"礼")
        || u.startsWith(u"禮"))
        return 7;
    if (u.startsWith(u"month") || u.startsWith(u"måned") || u.endsWith(u'月'))
        return 0;
    return 1;
}

// A relative piece: `count` units after or before the reference day
// ("三天后", "two weeks later", "tre måneder senere").
bool countedShift(Piece &p, int count, QStringView unit, bool after)
{
    if (count < 1 || count > 999)
        return false;
    p.kind = PieceKind::Relative;
    const int sign = after ? 1 : -1;
    const int days = unitDays(unit);
    if (days == 0)
        p.months = sign * count;
    else
        p.code = sign * count * days;
    return true;
}

// A number written as a word ("three", "tre") or in digits; 0 for none.
int countOf(QStringView word)
{
    static const QStringList kEnglish
        = {QStringLiteral("one"), QStringLiteral("two"), QStringLiteral("three"), QStringLiteral("four"),
            QStringLiteral("five"), QStringLiteral("six"), QStringLiteral("seven"), QStringLiteral("eight"),
            QStringLiteral("nine"), QStringLiteral("ten"), QStringLiteral("eleven"), QStringLiteral("twelve")};
    static const QStringList kDanish
        = {QStringLiteral("en"), QStringLiteral("to"), QStringLiteral("tre"), QStringLiteral("fire"),
            QStringLiteral("fem"), QStringLiteral("seks"), QStringLiteral("syv"), QStringLiteral("otte"),
            QStringLiteral("ni"), QStringLiteral("ti"), QStringLiteral("elleve"), QStringLiteral("tolv")};
    const QString w = word.toString().toLower();
    if (w == u"a" || w == u"an" || w == u"et")
        return 1;
    if (const qsizetype i = kEnglish.indexOf(w); i >= 0)
        return int(i) + 1;
    if (const qsizetype i = kDanish.indexOf(w); i >= 0)
        return int(i) + 1;
    return toInt(word);
}

// Times of day, days relative to the last date, and parts of the day.
void appendChineseTimeRules(QList<Rule> &r)
{
    const QString N = kChineseNumber;
    const QString period
        = QStringLiteral("(凌晨|清晨|早晨|早上|上午|中午|午后|下午|傍晚|晚上|晚间|夜里|夜间|午夜|晚|夜)");
    r.append({re(QStringLiteral("%1?\\s*%2\\s*[点时](?:\\s*(半)|\\s*%2\\s*分)?(许|左右|前后)?").arg(period, N),
                  {{QStringLiteral("点"), QStringLiteral("时")}}),
        [](const auto &m, Piece &p) {
            p.kind = PieceKind::Time;
            p.hour = clockHour(num(m, 2), m.capturedView(1));
            p.minute = has(m, 3) ? 30 : std::max(0, num(m, 4));
            return p.hour >= 0 && p.hour < 24 && p.minute < 60;
        }});
    r.append({re(QStringLiteral("次日|翌日|第二天|次晨|翌晨|同一天|同日|当天|当日|这一天|这天|那天|前一天|前日"),
                  {{QStringLiteral("日"), QStringLiteral("天"), QStringLiteral("晨")}}),
        [](const auto &m, Piece &p) {
            p.kind = PieceKind::Relative;
            const QStringView w = m.capturedView(0);
            p.code = (w == u"次日" || w == u"翌日" || w == u"第二天" || w == u"次晨" || w == u"翌晨") ? 1
                : (w == u"前一天" || w == u"前日")                                                    ? -1
                                                                                                      : 0;
            return true;
        }});
    r.append({re(QStringLiteral("%1\\s*(天|日|周|星期|礼拜|禮拜|个月|個月)\\s*(?:之|以)?\\s*(后|後|前)").arg(N),
                  {{QStringLiteral("后"), QStringLiteral("後"), QStringLiteral("前")}}),
        [](const auto &m, Piece &p) {
            // "20日后" with ASCII digits is "after the 20th" more often than "20 days later".
            const QStringView unit = m.capturedView(2);
            if (unit == u"日" && m.capturedView(1).front().isDigit())
                return false;
            return countedShift(p, num(m, 1), unit, m.capturedView(3) != u"前");
        }});
    r.append({re(period + QStringLiteral("|黎明|拂晓|之夜"),
                  {{QStringLiteral("晨"), QStringLiteral("上"), QStringLiteral("午"), QStringLiteral("晚"),
                      QStringLiteral("夜"), QStringLiteral("明"), QStringLiteral("晓")}}),
        [](const auto &, Piece &p) {
            p.kind = PieceKind::Period;
            return true;
        }});
}

// The year after or before the reference year: `after` and `before` are
// the groups that name each (one of them matched).
Maker yearShift()
{
    return [](const Captures &m, Piece &p) {
        p.kind = PieceKind::YearShift;
        p.code = has(m, 1) ? 1 : -1;
        return true;
    };
}

QList<Rule> chineseRules()
{
    const QString N = kChineseNumber;
    const QString period
        = QStringLiteral("(凌晨|清晨|早晨|早上|上午|中午|午后|下午|傍晚|晚上|晚间|夜里|夜间|午夜|晚|夜)");
    QList<Rule> r;
    // (第二年 and 前一年 read as years 2 and 1 by the longer date rules; 每次年会,
    // "each annual meeting", is no year.)
    r.append({re(QStringLiteral("(?<![每这那首多])(次|翌|转)年"), {{QStringLiteral("年")}}), yearShift()});
    r.append(reignRule());
    r.append({re(QStringLiteral("(?:(公元前)?%1\\s*年\\s*)?(?:%1\\s*月\\s*)?%1\\s*[日号]").arg(N),
                  {{QStringLiteral("日"), QStringLiteral("号")}}),
        [](const auto &m, Piece &p) {
            if (has(m, 2))
                p.year = has(m, 1) ? 1 - num(m, 2) : num(m, 2);
            p.month = std::max(0, num(m, 3));
            p.day = num(m, 4);
            return true;
        }});
    // "五月初五", "初五日": the first ten days of a month of the Chinese
    // calendar, after a month or followed by 日 (longer than "五月初", early
    // May). Not "最初一个多月", "五月初一些天"; "初五" alone is left unread.
    r.append({re(QStringLiteral("(?:%1\\s*年\\s*)?(?:%1\\s*月\\s*初\\s*([一二三四五六七八九十])(?![些点次下个])"
                                "|初\\s*([一二三四五六七八九十])(?=\\s*[日号號]))(?:\\s*[日号號])?")
                      .arg(N),
                  {{QStringLiteral("初")}}),
        [](const auto &m, Piece &p) {
            if (has(m, 1))
                p.year = num(m, 1);
            p.month = std::max(0, num(m, 2));
            p.day = has(m, 3) ? num(m, 3) : num(m, 4);
            return p.day >= 1 && p.day <= 10;
        }});
    r.append({re(QStringLiteral("(?:%1\\s*年\\s*)?%1\\s*月\\s*(初|上旬|中旬|中|下旬|底|末)").arg(N),
                  {{QStringLiteral("月")},
                      {QStringLiteral("初"), QStringLiteral("旬"), QStringLiteral("中"), QStringLiteral("底"),
                          QStringLiteral("末")}}),
        [](const auto &m, Piece &p) {
            p.kind = PieceKind::MonthPart;
            if (has(m, 1))
                p.year = num(m, 1);
            p.month = num(m, 2);
            const QStringView part = m.capturedView(3);
            p.code = part == u"初" || part == u"上旬" ? 1 : part == u"中" || part == u"中旬" ? 2 : 3;
            return true;
        }});
    r.append({re(QStringLiteral("(?:(公元前)?%1\\s*年\\s*)?%1\\s*月").arg(N), {{QStringLiteral("月")}}),
        [](const auto &m, Piece &p) {
            if (has(m, 2))
                p.year = has(m, 1) ? 1 - num(m, 2) : num(m, 2);
            p.month = num(m, 3);
            return true;
        }});
    r.append({re(QStringLiteral("(?:%1\\s*年|([这同当该是那])年)?\\s*([春夏秋冬])(天|季)?").arg(N),
                  {{QStringLiteral("春"), QStringLiteral("夏"), QStringLiteral("秋"), QStringLiteral("冬")}}),
        [](const auto &m, Piece &p) {
            if (!has(m, 1) && !has(m, 2) && !has(m, 4))
                return false; // 春 alone is part of many words
            p.kind = PieceKind::Season;
            p.year = has(m, 1) ? num(m, 1) : kNoYear;
            p.refYear = has(m, 2);
            p.code = 21 + int(QStringLiteral("春夏秋冬").indexOf(m.capturedView(3)));
            return true;
        }});
    r.append({re(QStringLiteral("(?:%1\\s*世纪\\s*)?%1\\s*年代").arg(N), {{QStringLiteral("年代")}}),
        [](const auto &m, Piece &p) {
            p.kind = PieceKind::Decade;
            const int n = num(m, 2);
            p.year = has(m, 1) ? (num(m, 1) - 1) * 100 + n : n;
            p.refYear = n < 100 && !has(m, 1); // 八十年代: in the reference century
            return n % 10 == 0;
        }});
    r.append(
        {re(QStringLiteral("(公元前)?%1\\s*世纪").arg(N), {{QStringLiteral("世纪")}}), [](const auto &m, Piece &p) {
             p.kind = PieceKind::Century;
             p.code = num(m, 2);
             p.refYear = has(m, 1); // BC
             return p.code > 0;
         }});
    r.append({re(QStringLiteral("(公元前)?([0-9]{3,4}|[〇零一二三四五六七八九]{3,4})\\s*年(?!代)"),
                  {{QStringLiteral("年")}}),
        [](const auto &m, Piece &p) {
            p.kind = PieceKind::Year;
            p.year = has(m, 1) ? 1 - num(m, 2) : num(m, 2);
            return true;
        }});
    appendChineseTimeRules(r);
    return r;
}

const QString kEnglishMonth
    = QStringLiteral("(january|february|march|april|may|june|july|august|september|october|november|december|"
                     "jan|feb|mar|apr|jun|jul|aug|sept|sep|oct|nov|dec)");

const QString kDanishMonth
    = QStringLiteral("(januar|februar|marts|april|maj|juni|juli|august|september|oktober|november|december|"
                     "jan|feb|mar|apr|jun|jul|aug|sept|sep|okt|nov|dec)");

int yearOf(const Captures &m, int group)
{
    return has(m, group) ? intOf(m, group) : kNoYear;
}

// Patterns shared by English and Danish, which write numbers alike.
void appendCommonRules(QList<Rule> &r)
{
    r.append({re(QStringLiteral("\\b(\\d{1,4})\\s*(BC|BCE|f\\.\\s*Kr\\.?)(?!\\w)"),
                  {kDigits, {QStringLiteral("bc"), QStringLiteral("kr")}}),
        [](const auto &m, Piece &p) {
            p.kind = PieceKind::Year;
            p.year = 1 - intOf(m, 1);
            return true;
        }});
    r.append({re(QStringLiteral("\\b(\\d{4})\\b"), {kDigits}), [](const auto &m, Piece &p) {
                  p.kind = PieceKind::Year;
                  p.year = intOf(m, 1);
                  return true;
              }});
}

// "Three days later", "two weeks before", "the following month", "the night
// before": days, weeks and months counted from the reference day.
void appendEnglishCountedRules(QList<Rule> &r)
{
    r.append(
        {re(QStringLiteral(
                "\\b(\\d{1,3}|an?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\\s+"
                "(days?|weeks?|fortnights?|months?)\\s+(later|after(?:wards)?|earlier|before|previously)\\b"),
             {{QStringLiteral("day"), QStringLiteral("week"), QStringLiteral("fortnight"), QStringLiteral("month")},
                 {QStringLiteral("later"), QStringLiteral("after"), QStringLiteral("earlier"), QStringLiteral("before"),
                     QStringLiteral("previously")}}),
            [](const auto &m, Piece &p) {
                const QStringView way = m.capturedView(3);
                const bool after
                    = way.startsWith(u"later", Qt::CaseInsensitive) || way.startsWith(u"after", Qt::CaseInsensitive);
                return countedShift(p, countOf(m.capturedView(1)), m.capturedView(2), after);
            }});
    r.append({re(QStringLiteral("\\b(?:in\\s+)?the\\s+(?:(next|following|previous|preceding)\\s+(week|month)|"
                                "(week|month)\\s+(after|before))\\b"),
                  {{QStringLiteral("week"), QStringLiteral("month")}}),
        [](const auto &m, Piece &p) {
            const QString way = (m.captured(1) + m.captured(4)).toLower();
            const bool after = way == u"next" || way == u"following" || way == u"after";
            return countedShift(p, 1, has(m, 2) ? m.capturedView(2) : m.capturedView(3), after);
        }});
    r.append({re(QStringLiteral("\\b(?:on\\s+)?the\\s+night\\s+before\\b"),
                  {{QStringLiteral("night")}, {QStringLiteral("before")}}),
        [](const auto &, Piece &p) {
            p.kind = PieceKind::Relative;
            p.code = -1;
            p.night = true;
            return true;
        }});
}

// Times of day, days relative to the last date, and parts of the day.
void appendEnglishTimeRules(QList<Rule> &r)
{
    r.append({re(QStringLiteral("\\b(?:at\\s+)?(\\d{1,2})(?:[:.](\\d{2}))?\\s*(a\\.m\\.|am\\b|p\\.m\\.|pm\\b|o'clock"
                                "(?:\\s+in\\s+the\\s+(morning|afternoon|evening))?)"),
                  {kDigits,
                      {QStringLiteral("am"), QStringLiteral("a.m."), QStringLiteral("pm"), QStringLiteral("p.m."),
                          QStringLiteral("o'clock")}}),
        [](const auto &m, Piece &p) {
            p.kind = PieceKind::Time;
            const QString suffix = m.captured(3).toLower();
            const QStringView period = suffix.startsWith(u'a') ? u"am"
                : suffix.startsWith(u'p')                      ? u"pm"
                                                               : m.capturedView(4);
            p.hour = clockHour(intOf(m, 1), period);
            p.minute = has(m, 2) ? intOf(m, 2) : 0;
            return p.hour < 24 && p.minute < 60;
        }});
    appendEnglishCountedRules(r);
    r.append({re(QStringLiteral("\\b(?:on\\s+)?(?:the\\s+)?(?:(next|following)\\s+(?:day|morning|evening|night)|"
                                "day\\s+(after|before)|previous\\s+day|(?:that\\s+)?same\\s+day|"
                                "that\\s+(?:day|morning|afternoon|evening))\\b"),
                  {{QStringLiteral("next"), QStringLiteral("following"), QStringLiteral("day"), QStringLiteral("same"),
                      QStringLiteral("that")}}),
        [](const auto &m, Piece &p) {
            p.kind = PieceKind::Relative;
            const QString w = m.captured(0).toLower();
            p.code = has(m, 1) || m.capturedView(2) == u"after"               ? 1
                : (m.capturedView(2) == u"before" || w.contains(u"previous")) ? -1
                                                                              : 0;
            return true;
        }});
    r.append({re(QStringLiteral("\\b(?:in\\s+the\\s+)?(morning|afternoon|evening|night)\\b"),
                  {{QStringLiteral("morning"), QStringLiteral("afternoon"), QStringLiteral("evening"),
                      QStringLiteral("night")}}),
        [](const auto &, Piece &p) {
            p.kind = PieceKind::Period;
            return true;
        }});
    appendCommonRules(r);
}

// The maker of a rule whose groups `day` and `month` are an ordinal word and
// a month's name, followed by an optional year (group 3). "the first march
// to Paris" is no date: "may" and "march" without a year only capitalised.
template <int Day, int Month> bool ordinalDayOfMonth(const Captures &m, Piece &p)
{
    p.day = englishOrdinalDay(m.capturedView(Day));
    p.month = monthFromName(m.capturedView(Month));
    p.year = yearOf(m, 3);
    const QStringView name = m.capturedView(Month);
    return p.day > 0 && (has(m, 3) || !name.front().isLower() || !isVerbMonth(name));
}

// Days written as ordinal words: "the twentieth of April", "April the
// thirtieth", and a day alone ("on the evening of the twenty-fifth") that
// takes its month and year from the text before.
void appendEnglishOrdinalRules(QList<Rule> &r)
{
    const QString M = kEnglishMonth;
    r.append({re(QStringLiteral("\\b(?:on|of)\\s+the\\s+(?:(\\d{1,2})(?:st|nd|rd|th)|%1)\\b(?!\\s+centur)")
                      .arg(kEnglishLateOrdinal),
                  {{QStringLiteral("on"), QStringLiteral("of")}, kDigits + kEnglishOrdinalWords}),
        [](const auto &m, Piece &p) {
            p.day = has(m, 1) ? intOf(m, 1) : englishOrdinalDay(m.capturedView(2));
            return p.day >= 1 && p.day <= 31;
        }});
    r.append({re(QStringLiteral("\\b(?:the\\s+)?%2\\s+(?:of\\s+)?%1\\b\\.?(?:,?\\s+(\\d{3,4})\\b)?")
                      .arg(M, kEnglishOrdinalDay),
                  {kEnglishOrdinalWords, kEnglishMonthStems}),
        ordinalDayOfMonth<1, 2>});
    r.append({re(QStringLiteral("\\b%1,?\\s+(?:the\\s+)?%2\\b(?:,?\\s+(\\d{3,4})\\b)?").arg(M, kEnglishOrdinalDay),
                  {kEnglishOrdinalWords, kEnglishMonthStems}),
        ordinalDayOfMonth<2, 1>});
}

QList<Rule> englishRules()
{
    const QString M = kEnglishMonth;
    const QString ord = QStringLiteral("(?:st|nd|rd|th)?");
    QList<Rule> r;
    r.append({re(QStringLiteral("\\b(?:in\\s+)?the\\s+(?:(following|next|succeeding)|(previous|preceding))\\s+year\\b|"
                                "\\bthe\\s+year\\s+(?:(after)|(before))\\b"),
                  {{QStringLiteral("year")}}),
        [](const Captures &m, Piece &p) {
            p.kind = PieceKind::YearShift;
            p.code = has(m, 1) || has(m, 3) ? 1 : -1;
            return true;
        }});
    r.append({re(QStringLiteral("\\b(?:the\\s+)?night\\s+of\\s+(?:the\\s+)?"), {{QStringLiteral("night")}}),
        [](const auto &, Piece &p) {
            p.kind = PieceKind::NightOf;
            return true;
        }});
    r.append({re(QStringLiteral("\\b(\\d{1,2})%2(?:\\s*(?:[–—-]|to|and)\\s*(\\d{1,2})%2)?\\s+(?:of\\s+)?%1\\b\\.?"
                                "(?:,?\\s+(\\d{3,4})\\b)?")
                      .arg(M, ord),
                  {kDigits, kEnglishMonthStems}),
        [](const auto &m, Piece &p) {
            p.day = intOf(m, 1);
            p.day2 = has(m, 2) ? intOf(m, 2) : 0;
            p.month = monthFromName(m.capturedView(3));
            p.year = yearOf(m, 4);
            return true;
        }});
    appendEnglishOrdinalRules(r);
    r.append({re(QStringLiteral("\\b%1\\.?\\s+(\\d{1,2})%2\\b(?:\\s*(?:[–—-]|to)\\s*(\\d{1,2})%2\\b)?"
                                "(?:,?\\s+(\\d{3,4})\\b)?")
                      .arg(M, ord),
                  {kDigits, kEnglishMonthStems}),
        [](const auto &m, Piece &p) {
            p.month = monthFromName(m.capturedView(1));
            p.day = intOf(m, 2);
            p.day2 = has(m, 3) ? intOf(m, 3) : 0;
            p.year = yearOf(m, 4);
            return true;
        }});
    r.append({re(QStringLiteral("\\b(early|mid|late|(?:at\\s+)?the\\s+beginning\\s+of|(?:in\\s+)?the\\s+middle\\s+of|"
                                "(?:at\\s+)?the\\s+end\\s+of)[\\s-]*%1\\b(?:,?\\s+(\\d{3,4})\\b)?")
                      .arg(M),
                  {{QStringLiteral("early"), QStringLiteral("mid"), QStringLiteral("late"), QStringLiteral("beginning"),
                       QStringLiteral("end")},
                      kEnglishMonthStems}),
        [](const auto &m, Piece &p) {
            p.kind = PieceKind::MonthPart;
            const QString w = m.captured(1).toLower();
            p.code = w.contains(u"early") || w.contains(u"beginning") ? 1 : w.contains(u"mid") ? 2 : 3;
            p.month = monthFromName(m.capturedView(2));
            p.year = yearOf(m, 3);
            return true;
        }});
    r.append({re(QStringLiteral("\\b%1\\b(?:,?\\s+(\\d{3,4})\\b)?").arg(M), {kEnglishMonthStems}),
        [](const auto &m, Piece &p) {
            // "may" and "march" are also verbs: alone, only capitalised.
            if (!has(m, 2) && m.capturedView(1).front().isLower())
                return false;
            p.month = monthFromName(m.capturedView(1));
            p.year = yearOf(m, 2);
            return true;
        }});
    r.append({re(QStringLiteral(
                     "\\b(?:(?:in\\s+)?the\\s+)?(spring|summer|autumn|fall|winter)(?:\\s+of)?(?:\\s+(\\d{3,4})\\b)?"),
                  {{QStringLiteral("spring"), QStringLiteral("summer"), QStringLiteral("autumn"),
                      QStringLiteral("fall"), QStringLiteral("winter")}}),
        [](const auto &m, Piece &p) {
            p.kind = PieceKind::Season;
            const QString s = m.captured(1).toLower();
            p.code = s == u"spring" ? 21 : s == u"summer" ? 22 : s == u"winter" ? 24 : 23;
            p.year = yearOf(m, 2);
            return true;
        }});
    r.append({re(QStringLiteral("\\b(?:the\\s+)?(\\d{3})0s\\b"), {kDigits, {QStringLiteral("0s")}}),
        [](const auto &m, Piece &p) {
            p.kind = PieceKind::Decade;
            p.year = intOf(m, 1) * 10;
            return true;
        }});
    r.append({re(QStringLiteral("\\b(?:the\\s+)?(\\d{1,2})(?:st|nd|rd|th)\\s+century\\b(\\s+BCE?\\b)?"),
                  {kDigits, {QStringLiteral("century")}}),
        [](const auto &m, Piece &p) {
            p.kind = PieceKind::Century;
            p.code = intOf(m, 1);
            p.refYear = has(m, 2);
            return p.code > 0;
        }});
    appendEnglishTimeRules(r);
    return r;
}

// "Tre dage efter", "to uger senere", "ugen efter", "natten før": days,
// weeks and months counted from the reference day.
void appendDanishCountedRules(QList<Rule> &r)
{
    r.append({re(QStringLiteral("\\b(\\d{1,3}|en|et|to|tre|fire|fem|seks|syv|otte|ni|ti|elleve|tolv)\\s+"
                                "(dage?|uger?|måneder|måned)\\s+(senere|efter|derefter|tidligere|før|forinden)(?!\\w)"),
                  {{QStringLiteral("dag"), QStringLiteral("uge"), QStringLiteral("måned")},
                      {QStringLiteral("senere"), QStringLiteral("efter"), QStringLiteral("tidligere"),
                          QStringLiteral("før"), QStringLiteral("forinden")}}),
        [](const auto &m, Piece &p) {
            const QString way = m.captured(3).toLower();
            const bool after = way == u"senere" || way.endsWith(u"efter");
            return countedShift(p, countOf(m.capturedView(1)), m.capturedView(2), after);
        }});
    r.append({re(QStringLiteral("\\b(?:(ugen|måneden)\\s+(efter|før|forinden)|(næste|følgende)\\s+(uge|måned))(?!\\w)"),
                  {{QStringLiteral("uge"), QStringLiteral("måned")}}),
        [](const auto &m, Piece &p) {
            const bool after = has(m, 3) || m.capturedView(2).compare(u"efter", Qt::CaseInsensitive) == 0;
            return countedShift(p, 1, has(m, 1) ? m.capturedView(1) : m.capturedView(4), after);
        }});
    r.append({re(QStringLiteral("\\bnatten\\s+(?:før|forinden)(?!\\w)"), {{QStringLiteral("natten")}}),
        [](const auto &, Piece &p) {
            p.kind = PieceKind::Relative;
            p.code = -1;
            p.night = true;
            return true;
        }});
}

// Times of day, days relative to the last date, and parts of the day.
void appendDanishTimeRules(QList<Rule> &r)
{
    r.append({re(QStringLiteral("\\bkl(?:\\.|okken)\\s*(\\d{1,2})(?:[.:](\\d{2}))?"
                                "(?:\\s+om\\s+(morgenen|formiddagen|eftermiddagen|aftenen|natten))?"),
                  {kDigits, {QStringLiteral("kl")}}),
        [](const auto &m, Piece &p) {
            p.kind = PieceKind::Time;
            p.hour = clockHour(intOf(m, 1), m.capturedView(3));
            p.minute = has(m, 2) ? intOf(m, 2) : 0;
            return p.hour < 24 && p.minute < 60;
        }});
    appendDanishCountedRules(r);
    r.append(
        {re(QStringLiteral("\\b(?:(næste|følgende)\\s+(?:dag|morgen|aften)|dagen\\s+(efter|før)|"
                           "samme\\s+(?:dag|morgen|aften))\\b"),
             {{QStringLiteral("næste"), QStringLiteral("følgende"), QStringLiteral("dagen"), QStringLiteral("samme")}}),
            [](const auto &m, Piece &p) {
                p.kind = PieceKind::Relative;
                p.code = has(m, 1) || m.capturedView(2) == u"efter" ? 1 : m.capturedView(2) == u"før" ? -1 : 0;
                return true;
            }});
    r.append({re(QStringLiteral("\\bom\\s+(morgenen|formiddagen|eftermiddagen|aftenen|natten)\\b"),
                  {{QStringLiteral("om")},
                      {QStringLiteral("morgenen"), QStringLiteral("middagen"), QStringLiteral("aftenen"),
                          QStringLiteral("natten")}}),
        [](const auto &, Piece &p) {
            p.kind = PieceKind::Period;
            return true;
        }});
    appendCommonRules(r);
}

QList<Rule> danishRules()
{
    const QString M = kDanishMonth;
    QList<Rule> r;
    r.append({re(QStringLiteral("\\b(?:(året\\s+efter|det\\s+følgende\\s+år|næste\\s+år)|"
                                "(året\\s+før|året\\s+forinden|det\\s+foregående\\s+år))(?!\\w)"),
                  {{QStringLiteral("år")}}),
        yearShift()});
    r.append({re(QStringLiteral("\\bnatten\\s+til\\s+"), {{QStringLiteral("natten")}, {QStringLiteral("til")}}),
        [](const auto &, Piece &p) {
            p.kind = PieceKind::NightBefore;
            return true;
        }});
    r.append(
        {re(QStringLiteral("\\bnatten\\s+mellem\\s+(?:den\\s+)?(\\d{1,2})\\.?\\s*og\\s+(?:den\\s+)?(\\d{1,2})\\.?\\s*"
                           "%1\\b\\.?(?:\\s+(\\d{3,4})\\b)?")
                 .arg(M),
             {{QStringLiteral("mellem")}, kDigits, kDanishMonthStems}),
            [](const auto &m, Piece &p) {
                p.day = intOf(m, 1);
                p.day2 = intOf(m, 2);
                p.month = monthFromName(m.capturedView(3));
                p.year = yearOf(m, 4);
                return true;
            }});
    r.append({re(QStringLiteral("\\b(?:den\\s+)?(\\d{1,2})\\.?\\s*(?:[–—-]\\s*(\\d{1,2})\\.?\\s*)?%1\\b\\.?"
                                "(?:\\s+(\\d{3,4})\\b)?")
                      .arg(M),
                  {kDigits, kDanishMonthStems}),
        [](const auto &m, Piece &p) {
            p.day = intOf(m, 1);
            p.day2 = has(m, 2) ? intOf(m, 2) : 0;
            p.month = monthFromName(m.capturedView(3));
            p.year = yearOf(m, 4);
            return true;
        }});
    r.append({re(QStringLiteral("\\bden\\s+%1\\b(?!\\s+århundrede)").arg(kDanishLateOrdinal),
                  {{QStringLiteral("den")}, kDanishOrdinalWords}),
        [](const auto &m, Piece &p) {
            p.day = danishOrdinalDay(m.capturedView(1));
            return p.day > 0;
        }});
    r.append({re(QStringLiteral("\\b(?:den\\s+)?%2\\s+%1\\b\\.?(?:\\s+(\\d{3,4})\\b)?").arg(M, kDanishOrdinalDay),
                  {kDanishOrdinalWords, kDanishMonthStems}),
        [](const auto &m, Piece &p) {
            p.day = danishOrdinalDay(m.capturedView(1));
            p.month = monthFromName(m.capturedView(2));
            p.year = yearOf(m, 3);
            return p.day > 0;
        }});
    r.append(
        {re(QStringLiteral("\\b(?:(?:i\\s+)?(begyndelsen|midten|slutningen|udgangen)\\s+af|(først|midt|sidst)\\s+i)"
                           "\\s+%1\\b(?:\\s+(\\d{3,4})\\b)?")
                 .arg(M),
             {{QStringLiteral("begyndelsen"), QStringLiteral("midt"), QStringLiteral("slutningen"),
                  QStringLiteral("udgangen"), QStringLiteral("først"), QStringLiteral("sidst")},
                 kDanishMonthStems}),
            [](const auto &m, Piece &p) {
                p.kind = PieceKind::MonthPart;
                const QString w = (m.captured(1) + m.captured(2)).toLower();
                p.code = w == u"begyndelsen" || w == u"først" ? 1 : w == u"midten" || w == u"midt" ? 2 : 3;
                p.month = monthFromName(m.capturedView(3));
                p.year = yearOf(m, 4);
                return true;
            }});
    r.append({re(QStringLiteral("\\b(?:i\\s+)?%1\\b\\.?(?:\\s+(\\d{3,4})\\b)?").arg(M), {kDanishMonthStems}),
        [](const auto &m, Piece &p) {
            p.month = monthFromName(m.capturedView(1));
            p.year = yearOf(m, 2);
            return true;
        }});
    r.append(
        {re(QStringLiteral("\\b(?:i\\s+)?(foråret|forår|sommeren|sommer|efteråret|efterår|høsten|høst|vinteren|vinter)"
                           "(?:\\s+(\\d{3,4})\\b)?"),
             {{QStringLiteral("forår"), QStringLiteral("sommer"), QStringLiteral("efterår"), QStringLiteral("høst"),
                 QStringLiteral("vinter")}}),
            [](const auto &m, Piece &p) {
                p.kind = PieceKind::Season;
                const QString s = m.captured(1).toLower();
                p.code = s.startsWith(u"for") ? 21 : s.startsWith(u"som") ? 22 : s.startsWith(u"vin") ? 24 : 23;
                p.year = yearOf(m, 2);
                return true;
            }});
    r.append(
        {re(QStringLiteral("\\b(\\d{3})0'?erne\\b"), {kDigits, {QStringLiteral("erne")}}), [](const auto &m, Piece &p) {
             p.kind = PieceKind::Decade;
             p.year = intOf(m, 1) * 10;
             return true;
         }});
    r.append(
        {re(QStringLiteral("\\b(?:det\\s+)?(\\d{1,2})\\.\\s*århundrede\\b"), {kDigits, {QStringLiteral("århundrede")}}),
            [](const auto &m, Piece &p) {
                p.kind = PieceKind::Century;
                p.code = intOf(m, 1);
                return p.code > 0;
            }});
    appendDanishTimeRules(r);
    return r;
}

// A language's rules, and the words they need (Pattern::needs) in groups.
struct RuleSet
{
    struct Word
    {
        QString word;
        int group;
    };
    QList<Rule> rules;
    QList<Word> words; // sorted by their first letter
    std::array<std::pair<qsizetype, qsizetype>, 128> asciiWords {}; // those with an ASCII first letter

    // The words that begin with c.
    std::pair<const Word *, const Word *> wordsBeginningWith(char16_t c) const
    {
        if (c < asciiWords.size())
            return {words.constData() + asciiWords[c].first, words.constData() + asciiWords[c].second};
        const Word *end = words.constData() + words.size();
        const auto byFirst = [](const Word &w, char16_t first) { return w.word.front().unicode() < first; };
        const Word *from = std::lower_bound(words.constData(), end, c, byFirst);
        const Word *to = from;
        while (to != end && to->word.front() == c)
            ++to;
        return {from, to};
    }
};

RuleSet ruleSet(QList<Rule> rules)
{
    RuleSet set;
    QList<QStringList> groups;
    for (Rule &rule : rules) {
        for (const QStringList &group : rule.pattern.needs) {
            qsizetype i = groups.indexOf(group);
            if (i < 0) {
                i = groups.size();
                groups.append(group);
            }
            Q_ASSERT(i < 64);
            rule.groups |= std::uint64_t(1) << i;
        }
    }
    for (qsizetype i = 0; i < groups.size(); ++i)
        for (const QString &word : groups[i])
            set.words.append({word, int(i)});
    std::sort(set.words.begin(), set.words.end(),
        [](const RuleSet::Word &a, const RuleSet::Word &b) { return a.word.front() < b.word.front(); });
    for (qsizetype i = 0; i < set.words.size(); ++i) {
        const char16_t c = set.words[i].word.front().unicode();
        if (c >= set.asciiWords.size())
            continue;
        auto &[from, to] = set.asciiWords[c];
        if (from == to)
            from = i;
        to = i + 1;
    }
    set.rules = std::move(rules);
    return set;
}

const RuleSet &rulesFor(DateLanguage language)
{
    static const RuleSet zh = ruleSet(chineseRules());
    static const RuleSet en = ruleSet(englishRules());
    static const RuleSet da = ruleSet(danishRules());
    return language == DateLanguage::Chinese ? zh : language == DateLanguage::Danish ? da : en;
}

// --- Scanning -------------------------------------------------------------

// Full-width digits and punctuation to ASCII, one UTF-16 unit for one, so
// that offsets into the copy are offsets into the input.
QString normalised(QStringView text)
{
    QString s = text.toString();
    for (QChar &c : s) {
        const char16_t u = c.unicode();
        if (u >= 0xFF10 && u <= 0xFF19)
            c = QChar(u'0' + (u - 0xFF10));
        else if (u == 0xFF1A)
            c = u':';
        else if (u == 0xFF0E)
            c = u'.';
        else if (u == 0x3000)
            c = u' ';
    }
    return s;
}

// Whether the lower case of a character hides what a caseless pattern with
// Unicode properties reads in it: ſ (s), the Kelvin sign (k), the Angstrom
// sign (å), Turkish İ and ı, a digit beyond ASCII (\d) or a character
// this Qt does not know (PCRE's tables may know it as a digit), and the
// halves of characters outside the BMP.
bool hidesLetters(char16_t c)
{
    if (c < 0x0660) // the first digits beyond ASCII
        return c == 0x017F || c == 0x0130 || c == 0x0131;
    if (c == 0x212A || c == 0x212B || QChar::isSurrogate(c))
        return true;
    return QChar::isDigit(c) || QChar::category(c) == QChar::Other_NotAssigned;
}

// Where the words a rule set needs (Pattern::needs) occur last in a text,
// group by group, so that a rule is tried only where a match could still
// start: from a place before the last word of each of its groups.
class NeededWords
{
public:
    NeededWords(QStringView text, const RuleSet &set);
    bool mayMatchFrom(const Rule &rule, qsizetype from) const
    {
        if (m_everywhere)
            return true;
        for (std::uint64_t g = rule.groups; g; g &= g - 1)
            if (m_last[std::countr_zero(g)] < from)
                return false;
        return true;
    }

private:
    bool m_everywhere = false; // a text whose lower case does not show its words
    std::array<qsizetype, 64> m_last;
};

NeededWords::NeededWords(QStringView text, const RuleSet &set)
{
    m_last.fill(-1);
    QVarLengthArray<char16_t, 256> lower(text.size());
    for (qsizetype i = 0; i < text.size(); ++i) {
        if (hidesLetters(text[i].unicode())) {
            m_everywhere = true;
            return;
        }
        lower[i] = lowerCase(text[i].unicode());
    }
    for (qsizetype i = 0; i < lower.size(); ++i) {
        const auto [from, to] = set.wordsBeginningWith(lower[i]);
        for (const RuleSet::Word *w = from; w != to; ++w)
            if (w->word.size() <= lower.size() - i && std::equal(w->word.begin(), w->word.end(), lower.begin() + i))
                m_last[w->group] = i;
    }
}

// Pieces as the rules find them: few, on the stack.
using Found = QVarLengthArray<Piece, 16>;

void addPiece(const Rule &rule, const QRegularExpressionMatch &match, const QString &text, Found &found)
{
    const Captures m(match, text);
    if (m.capturedLength(0) == 0)
        return;
    Piece p;
    p.pos = m.capturedStart(0);
    p.len = m.capturedLength(0);
    // Trailing spaces are not words.
    while (p.len > 0 && text[p.pos + p.len - 1].isSpace())
        --p.len;
    if (rule.make(m, p))
        found.append(p);
}

// The rule's matches (by `re`, its pattern or the ASCII one), those
// QRegularExpression::globalMatch() gives, but not tried past the last place
// that holds what a match needs. Each match after a match that was not
// empty is a match from where that one ends.
void matchRule(
    const QRegularExpression &re, const Rule &rule, const QString &text, const NeededWords &needed, Found &found)
{
    qsizetype from = 0;
    while (needed.mayMatchFrom(rule, from)) {
        const QRegularExpressionMatch m = re.match(text, from);
        if (!m.hasMatch())
            return;
        if (m.capturedLength(0) == 0) { // the iterator knows how to go on past an empty match
            for (auto it = re.globalMatch(text, from); it.hasNext();)
                addPiece(rule, it.next(), text, found);
            return;
        }
        addPiece(rule, m, text, found);
        from = m.capturedEnd(0);
    }
}

// Every piece the rules find, longest first where two overlap.
QList<Piece> scan(const QString &text, DateLanguage language)
{
    const RuleSet &set = rulesFor(language);
    const NeededWords needed(text, set);
    const bool ascii = isAscii(text);
    Found found;
    for (const Rule &rule : set.rules)
        matchRule(ascii ? rule.pattern.ascii : rule.pattern.re, rule, text, needed, found);
    std::stable_sort(found.begin(), found.end(),
        [](const Piece &a, const Piece &b) { return a.len != b.len ? a.len > b.len : a.pos < b.pos; });
    QList<Piece> kept;
    kept.reserve(found.size());
    for (const Piece &p : found) {
        const bool clash = std::any_of(
            kept.begin(), kept.end(), [&](const Piece &k) { return p.pos < k.pos + k.len && k.pos < p.pos + p.len; });
        if (!clash)
            kept.append(p);
    }
    std::sort(kept.begin(), kept.end(), [](const Piece &a, const Piece &b) { return a.pos < b.pos; });
    return kept;
}

bool isAnchor(PieceKind k)
{
    return k == PieceKind::Date || k == PieceKind::Season || k == PieceKind::MonthPart || k == PieceKind::Decade
        || k == PieceKind::Century || k == PieceKind::Year || k == PieceKind::Reign;
}

// What may stand between the two ends of a range or the days of a list.
bool isRangeGap(QStringView gap)
{
    static const QStringList kSeparators = {QStringLiteral("至"), QStringLiteral("到"), QStringLiteral("-"),
        QStringLiteral("–"), QStringLiteral("—"), QStringLiteral("~"), QStringLiteral("～"), QStringLiteral("、"),
        QStringLiteral("和"), QStringLiteral("及"), QStringLiteral("与"), QStringLiteral(","), QStringLiteral("，"),
        QStringLiteral("to"), QStringLiteral("til"), QStringLiteral("and"), QStringLiteral("og"),
        QStringLiteral("until"), QStringLiteral("till")};
    const QString g = gap.trimmed().toString().toLower();
    return kSeparators.contains(g);
}

struct Context
{
    int year = kNoYear;
    std::optional<DatePoint> date;
    std::optional<DatePhraseOptions::ChineseReference> chinese; // in Chinese text only
};

DatePoint dayPoint(int y, int m, int d)
{
    DatePoint p;
    p.year = y;
    p.month = m;
    p.day = d;
    p.precision = DatePrecision::Day;
    return p;
}

DatePoint shiftedDay(const DatePoint &p, int days)
{
    AxisTime t = 0;
    axisTimeOf(p.year, p.month, p.day, 0, 0, 0, &t);
    DatePoint out;
    int month, day, h, mi, s;
    calendarOf(t + AxisTime(days) * kSecondsPerDay, &out.year, &month, &day, &h, &mi, &s);
    out.month = std::int16_t(month);
    out.day = std::int16_t(day);
    out.precision = DatePrecision::Day;
    return out;
}

// The same day `months` months on (or back), or the month's last day when
// it has fewer days: "two months later" from 31 December is 28 February.
DatePoint shiftedMonths(const DatePoint &p, int months)
{
    const int index = p.year * 12 + (p.month - 1) + months;
    const int year = index >= 0 ? index / 12 : (index - 11) / 12;
    const int month = index - year * 12 + 1;
    return dayPoint(year, month, std::min<int>(p.day, daysInMonth(year, month)));
}

DatePoint dayOfNumber(std::int64_t julianDayNumber)
{
    DatePoint out;
    int month, day, h, mi, s;
    calendarOf(julianDayNumber * kSecondsPerDay, &out.year, &month, &day, &h, &mi, &s);
    out.month = std::int16_t(month);
    out.day = std::int16_t(day);
    out.precision = DatePrecision::Day;
    return out;
}

// The days of a month of the Chinese calendar, or of one of its days (day 0:
// the whole month), as Julian Day Numbers: the first and the last it can be.
// One day, except where the computed calendar and the court's almanac may
// differ by a day (a new moon close to midnight; any day before 1645), where
// it is the days the almanac's can be.
struct ChineseDays
{
    std::int64_t first = 0;
    std::int64_t last = 0;
};

// Why there is no such month: the year's leap month, if any, said.
QString noSuchLeapMonth(const std::vector<ChineseMonth> &months, const QString &words)
{
    const auto leap = std::find_if(months.begin(), months.end(), [](const ChineseMonth &m) { return m.leap; });
    if (leap == months.end())
        return Tr::tr("\"%1\": that year had no intercalary (閏) month").arg(words);
    return Tr::tr("\"%1\": that year's intercalary (閏) month came after month %2, not this one")
        .arg(words)
        .arg(leap->number);
}

Result<ChineseDays> chineseCalendarDays(int year, int month, bool leap, int day, const QString &words)
{
    using R = Result<ChineseDays>;
    const std::vector<ChineseMonth> months = chineseYearMonths(year);
    const auto m = std::find_if(
        months.begin(), months.end(), [&](const ChineseMonth &c) { return c.number == month && c.leap == leap; });
    if (m == months.end())
        return R::failure(
            leap ? noSuchLeapMonth(months, words) : Tr::tr("\"%1\" names no month of the Chinese calendar").arg(words));
    // Where the month's first day (or the next month's) may have been a day
    // earlier or later in the almanac, each way it may have been.
    const auto shifts = [&](int mayMove) {
        std::vector<int> out {0, mayMove};
        for (int d = -m->plusMinus; d <= m->plusMinus; ++d)
            out.push_back(d);
        return out;
    };
    ChineseDays out {INT64_MAX, INT64_MIN};
    for (int start : shifts(m->startMayMove)) {
        for (int end : shifts(m->endMayMove)) {
            const int length = m->days - start + end;
            if (day > length)
                continue;
            const std::int64_t first = m->firstDay + start;
            out.first = std::min(out.first, first + std::max(day, 1) - 1);
            out.last = std::max(out.last, day ? first + day - 1 : first + length - 1);
        }
    }
    if (out.first > out.last)
        return R::failure(Tr::tr("\"%1\": that month had only %2 days").arg(words).arg(m->days));
    return out;
}

// The assembler: turns the pieces into one date and the words it used.
class Assembler
{
public:
    Assembler(const QString &text, QList<Piece> pieces, Context context)
        : m_text(text)
        , m_pieces(std::move(pieces))
        , m_ctx(context)
    { }

    Result<HistoricalDate> run();
    QList<DatePhraseWord> words() const;
    bool relative() const { return m_relative; }
    const std::optional<DatePoint> &countedFrom() const { return m_countedFrom; }

private:
    using R = Result<HistoricalDate>;
    void use(qsizetype i) { m_used.append(i); }
    QString gapBefore(qsizetype i) const
    {
        const qsizetype from = i > 0 ? m_pieces[i - 1].pos + m_pieces[i - 1].len : 0;
        return m_text.mid(from, m_pieces[i].pos - from);
    }
    QString fillYear(const Piece &p, int *year);
    R date(qsizetype i);
    R season(const Piece &p);
    R monthPart(const Piece &p);
    R relative(const Piece &p);
    R reign(const Piece &p);
    R chineseDate(qsizetype i);
    QString shiftYear(qsizetype anchor);
    qsizetype yearShiftFor(qsizetype anchor) const;
    void applyTime(qsizetype after, DatePoint *point);

    const QString &m_text;
    QList<Piece> m_pieces;
    Context m_ctx;
    QVarLengthArray<qsizetype, 8> m_used;
    bool m_relative = false; // counted from the reference day or year
    std::optional<DatePoint> m_countedFrom; // the day a relative day counts from
};

QString Assembler::fillYear(const Piece &p, int *year)
{
    *year = p.year;
    if (*year == kNoYear || p.refYear)
        *year = m_ctx.year;
    m_relative = m_relative || p.refYear; // "这年夏天": that year, not one left out
    if (*year == kNoYear)
        return Tr::tr("\"%1\" gives no year; give a reference year").arg(m_text.mid(p.pos, p.len));
    return {};
}

constexpr DateLanguage kAllLanguages[] = {DateLanguage::Chinese, DateLanguage::Danish, DateLanguage::English};

// The piece a reading starts from: the first that names a date, else the
// first that counts from the reference; -1 for none.
qsizetype anchorPiece(const QList<Piece> &pieces)
{
    for (qsizetype i = 0; i < pieces.size(); ++i)
        if (isAnchor(pieces[i].kind))
            return i;
    for (qsizetype i = 0; i < pieces.size(); ++i)
        if (pieces[i].kind == PieceKind::Relative)
            return i;
    return -1;
}

Result<HistoricalDate> Assembler::run()
{
    const qsizetype anchor = anchorPiece(m_pieces);
    if (QString e = shiftYear(anchor); !e.isEmpty())
        return R::failure(e);
    if (anchor < 0) {
        // "the following year" alone: that year.
        const auto shift = std::find_if(
            m_pieces.begin(), m_pieces.end(), [](const Piece &p) { return p.kind == PieceKind::YearShift; });
        if (shift != m_pieces.end() && m_ctx.year != kNoYear) {
            m_relative = true;
            DatePoint d;
            d.year = m_ctx.year;
            return HistoricalDate(d);
        }
        return R::failure(Tr::tr("\"%1\" names no date").arg(m_text.trimmed()));
    }
    use(anchor);
    const Piece &p = m_pieces[anchor];
    switch (p.kind) {
    case PieceKind::Date:
        return date(anchor);
    case PieceKind::Season:
        return season(p);
    case PieceKind::Reign:
        return reign(p);
    case PieceKind::MonthPart:
        return monthPart(p);
    case PieceKind::Relative: {
        auto r = relative(p);
        if (r && !p.night && anchor + 1 < m_pieces.size()) {
            DatePoint d = r->start();
            applyTime(anchor, &d);
            return HistoricalDate(d);
        }
        return r;
    }
    case PieceKind::Decade: {
        DatePoint d;
        if (p.refYear && m_ctx.year == kNoYear)
            return R::failure(Tr::tr("\"%1\" needs a reference year for its century").arg(m_text.mid(p.pos, p.len)));
        d.year = p.refYear ? m_ctx.year / 100 * 100 + p.year : p.year;
        d.unspecified = 0x8;
        return HistoricalDate(d);
    }
    case PieceKind::Century: {
        if (p.refYear) { // BC: the Nth century BC runs from N*100 BC to (N-1)*100+1 BC
            DatePoint a, b;
            a.year = 1 - p.code * 100;
            b.year = 1 - ((p.code - 1) * 100 + 1);
            return HistoricalDate(a, b);
        }
        DatePoint d;
        d.year = (p.code - 1) * 100;
        d.unspecified = 0xc;
        if (d.year > 9900)
            return R::failure(Tr::tr("\"%1\" is beyond the year 9999").arg(m_text.mid(p.pos, p.len)));
        return HistoricalDate(d);
    }
    case PieceKind::Year: {
        DatePoint d;
        d.year = p.year;
        return HistoricalDate(d);
    }
    default:
        break;
    }
    return R::failure(Tr::tr("\"%1\" names no date").arg(m_text.trimmed()));
}

// A year after or before the reference one moves the reference year (and
// day) for the date it qualifies: one just before the date (次年二月, "the
// following year, on 26 February"), or one just after it ("on 26 February
// the following year", "den 3. marts året efter"); with no date it names
// that year. A date with its own year keeps it. Without a reference year it
// cannot be read.
QString Assembler::shiftYear(qsizetype anchor)
{
    const qsizetype shift = yearShiftFor(anchor);
    if (shift < 0)
        return {};
    if (anchor >= 0 && m_pieces[anchor].year != kNoYear && !m_pieces[anchor].refYear)
        return {};
    const Piece &p = m_pieces[shift];
    if (m_ctx.year == kNoYear)
        return Tr::tr("\"%1\" needs a reference year").arg(m_text.mid(p.pos, p.len));
    m_ctx.year += p.code;
    if (m_ctx.chinese) // "次年二月" in a reign's years: that calendar's month
        *m_ctx.chinese = {m_ctx.chinese->year + p.code, 0, false};
    m_relative = true;
    if (m_ctx.date) { // "the same day the following year": that day, a year on
        m_ctx.date->year += p.code;
        if (m_ctx.date->precision >= DatePrecision::Day
            && int(m_ctx.date->day) > daysInMonth(m_ctx.date->year, int(m_ctx.date->month)))
            m_ctx.date.reset();
    }
    use(shift);
    return {};
}

// The year shift that qualifies the anchor: the last one before it, else
// one that follows it with nothing but a comma or "in"/"of" between; -1 if none.
qsizetype Assembler::yearShiftFor(qsizetype anchor) const
{
    qsizetype found = -1;
    for (qsizetype i = 0; i < m_pieces.size() && (anchor < 0 || i < anchor); ++i)
        if (m_pieces[i].kind == PieceKind::YearShift)
            found = i;
    if (found >= 0 || anchor < 0 || anchor + 1 >= m_pieces.size() || m_pieces[anchor + 1].kind != PieceKind::YearShift)
        return found;
    static const QStringList kBetween {
        QString(), QStringLiteral("in"), QStringLiteral("of"), QStringLiteral("i"), QStringLiteral("på")};
    QString gap = gapBefore(anchor + 1).toLower();
    gap.remove(u',');
    return kBetween.contains(gap.trimmed()) ? anchor + 1 : -1;
}

Result<HistoricalDate> Assembler::date(qsizetype i)
{
    const Piece &p = m_pieces[i];
    if (m_ctx.chinese && (p.year == kNoYear || p.refYear))
        return chineseDate(i);
    int year = 0;
    if (QString e = fillYear(p, &year); !e.isEmpty())
        return R::failure(e);
    int month = p.month;
    if (month == 0 && p.day > 0) {
        if (!m_ctx.date || m_ctx.date->precision < DatePrecision::Month)
            return R::failure(Tr::tr("\"%1\" gives no month; give a reference date").arg(m_text.mid(p.pos, p.len)));
        month = m_ctx.date->month;
    }
    if (month < 1 || month > 12)
        return R::failure(Tr::tr("\"%1\" names no month that exists").arg(m_text.mid(p.pos, p.len)));
    if (p.day == 0) {
        DatePoint d;
        d.year = year;
        d.month = month;
        d.precision = DatePrecision::Month;
        return HistoricalDate(d);
    }
    AxisTime probe;
    if (!axisTimeOf(year, month, p.day, 0, 0, 0, &probe))
        return R::failure(Tr::tr("\"%1\" names a day that does not exist").arg(m_text.mid(p.pos, p.len)));
    DatePoint start = dayPoint(year, month, p.day);
    std::optional<DatePoint> end;
    if (p.day2 > 0)
        end = dayPoint(year, p.month2 ? p.month2 : month, p.day2);
    // A range or a list of days that follows: 12日至13日, 16日、17日、22日.
    qsizetype last = i;
    while (!end.has_value() || last > i) {
        const qsizetype next = last + 1;
        if (next >= m_pieces.size() || m_pieces[next].kind != PieceKind::Date || !isRangeGap(gapBefore(next)))
            break;
        const Piece &q = m_pieces[next];
        const DatePoint &prev = end ? *end : start;
        end = dayPoint(
            q.year != kNoYear ? q.year : prev.year, q.month ? q.month : int(prev.month), q.day2 ? q.day2 : q.day);
        if (q.day == 0)
            return R::failure(Tr::tr("\"%1\" ends a range of days with a month").arg(m_text.mid(q.pos, q.len)));
        use(next);
        last = next;
    }
    // The night before / of a single day.
    if (!end && i > 0 && gapBefore(i).trimmed().isEmpty()) {
        if (m_pieces[i - 1].kind == PieceKind::NightBefore) {
            end = start;
            start = shiftedDay(start, -1);
            use(i - 1);
        } else if (m_pieces[i - 1].kind == PieceKind::NightOf) {
            end = shiftedDay(start, 1);
            use(i - 1);
        }
    } else if (end && i > 0 && m_pieces[i - 1].kind == PieceKind::NightOf && gapBefore(i).trimmed().isEmpty()) {
        use(i - 1);
    }
    if (end) {
        AxisTime a = 0, b = 0;
        if (!axisTimeOf(end->year, end->month, end->day, 0, 0, 0, &b))
            return R::failure(Tr::tr("\"%1\" names a day that does not exist").arg(m_text.trimmed()));
        axisTimeOf(start.year, start.month, start.day, 0, 0, 0, &a);
        if (b < a)
            return R::failure(Tr::tr("\"%1\" ends before it starts").arg(m_text.trimmed()));
        return HistoricalDate(start, *end);
    }
    applyTime(last, &start);
    return HistoricalDate(start);
}

// A time of day that follows the date (after any words for the part of the day).
void Assembler::applyTime(qsizetype after, DatePoint *point)
{
    for (qsizetype j = after + 1; j < m_pieces.size(); ++j) {
        const Piece &t = m_pieces[j];
        if (t.kind == PieceKind::Period)
            continue;
        if (t.kind != PieceKind::Time)
            return;
        // "下午" then "５时": the part of the day written apart from the hour.
        int hour = t.hour;
        if (j > 0 && m_pieces[j - 1].kind == PieceKind::Period && gapBefore(j).trimmed().isEmpty())
            hour = clockHour(hour, QStringView(m_text).mid(m_pieces[j - 1].pos, m_pieces[j - 1].len));
        point->hour = hour;
        point->minute = t.minute;
        point->precision = t.minute ? DatePrecision::Minute : DatePrecision::Hour;
        use(j);
        return;
    }
}

Result<HistoricalDate> Assembler::season(const Piece &p)
{
    int year = 0;
    if (QString e = fillYear(p, &year); !e.isEmpty())
        return R::failure(e);
    DatePoint d;
    d.year = year;
    d.month = p.code;
    d.precision = DatePrecision::Month;
    return HistoricalDate(d);
}

Result<HistoricalDate> Assembler::monthPart(const Piece &p)
{
    int year = 0;
    if (QString e = fillYear(p, &year); !e.isEmpty())
        return R::failure(e);
    if (p.month < 1 || p.month > 12)
        return R::failure(Tr::tr("\"%1\" names no month that exists").arg(m_text.mid(p.pos, p.len)));
    // Early, mid, late: the first, second and last third, as 上/中/下旬 divide a month.
    const int first = p.code == 1 ? 1 : p.code == 2 ? 11 : 21;
    const int last = p.code == 1 ? 10 : p.code == 2 ? 20 : daysInMonth(year, p.month);
    return HistoricalDate(dayPoint(year, p.month, first), dayPoint(year, p.month, last));
}

Result<HistoricalDate> Assembler::relative(const Piece &p)
{
    if (!m_ctx.date || m_ctx.date->precision < DatePrecision::Day)
        return R::failure(Tr::tr("\"%1\" counts from a day; give a reference date").arg(m_text.mid(p.pos, p.len)));
    m_relative = true;
    m_countedFrom = m_ctx.date;
    const DatePoint day = p.months ? shiftedMonths(*m_ctx.date, p.months) : shiftedDay(*m_ctx.date, p.code);
    if (p.night) // "the night before": from that day into the next
        return HistoricalDate(day, shiftedDay(day, 1));
    return HistoricalDate(day);
}

// A month (and day) of the Chinese calendar in a reign year: its days in
// the Gregorian calendar, as chineseYearMonths() computes the calendar.
Result<HistoricalDate> Assembler::reign(const Piece &p)
{
    const QString words = m_text.mid(p.pos, p.len);
    if (p.eraYears)
        return R::failure(Tr::tr("\"%1\": that reign lasted %2 years").arg(words).arg(p.eraYears));
    if (p.month < 1 || p.month > 12 || p.day < 0 || p.day > 30)
        return R::failure(Tr::tr("\"%1\" names no month or day of the lunar calendar").arg(words));
    const auto days = chineseCalendarDays(p.year, p.month, p.leapMonth, p.day, words);
    if (!days)
        return R::failure(days.error());
    if (days->first == days->last)
        return HistoricalDate(dayOfNumber(days->first));
    return HistoricalDate(dayOfNumber(days->first), dayOfNumber(days->last));
}

// A month or day without a year of its own, in text at a reign's year: the
// Chinese calendar's, in that year ("三月二十日" after "嘉慶二十年" is
// 嘉慶二十年三月二十日), its month from the text where it names none
// ("二十日"). A range of days in one month ("二十日至二十二日") too.
Result<HistoricalDate> Assembler::chineseDate(qsizetype i)
{
    const Piece &p = m_pieces[i];
    const QString words = m_text.mid(p.pos, p.len);
    m_relative = m_relative || p.refYear;
    const int month = p.month ? p.month : m_ctx.chinese->month;
    const bool leap = p.month ? false : m_ctx.chinese->leapMonth;
    if (month < 1 || month > 12 || p.day < 0 || p.day > 30 || p.day2 < 0 || p.day2 > 30)
        return R::failure(Tr::tr("\"%1\" names no month or day of the lunar calendar").arg(words));
    const int year = m_ctx.chinese->year;
    const auto first = chineseCalendarDays(year, month, leap, p.day, words);
    if (!first)
        return R::failure(first.error());
    std::int64_t last = first->last;
    // The day that ends a range in the piece (12–13), or the last of days
    // that follow it: "二十日至二十二日", "二十日、二十一日".
    const auto extendTo = [&](int endMonth, bool endLeap, int endDay, const QString &endWords) -> QString {
        const auto end = chineseCalendarDays(year, endMonth, endLeap, endDay, endWords);
        if (!end)
            return end.error();
        if (end->last < first->first)
            return Tr::tr("\"%1\" ends before it starts").arg(m_text.trimmed());
        last = end->last;
        return {};
    };
    if (p.day2 > 0) {
        if (QString e = extendTo(p.month2 ? p.month2 : month, p.month2 ? false : leap, p.day2, words); !e.isEmpty())
            return R::failure(e);
    }
    int lastMonth = p.month2 ? p.month2 : month;
    bool lastLeap = p.month2 ? false : leap;
    for (qsizetype next = i + 1; next < m_pieces.size(); ++next) {
        const Piece &q = m_pieces[next];
        if (q.kind != PieceKind::Date || q.year != kNoYear || q.day == 0 || !isRangeGap(gapBefore(next)))
            break;
        if (q.month) {
            lastMonth = q.month;
            lastLeap = false;
        }
        const QString e = extendTo(lastMonth, lastLeap, q.day2 ? q.day2 : q.day, m_text.mid(q.pos, q.len));
        if (!e.isEmpty())
            return R::failure(e);
        use(next);
    }
    if (first->first == last)
        return HistoricalDate(dayOfNumber(last));
    return HistoricalDate(dayOfNumber(first->first), dayOfNumber(last));
}

QList<DatePhraseWord> Assembler::words() const
{
    if (m_used.isEmpty())
        return {};
    // Words for the part of the day inside or right after what was used count too.
    const qsizetype firstUsed = *std::min_element(m_used.begin(), m_used.end());
    qsizetype lastUsed = *std::max_element(m_used.begin(), m_used.end());
    if (lastUsed + 1 < m_pieces.size() && m_pieces[lastUsed + 1].kind == PieceKind::Period
        && gapBefore(lastUsed + 1).trimmed().isEmpty())
        ++lastUsed;
    QList<DatePhraseWord> out;
    for (qsizetype i = firstUsed; i <= lastUsed; ++i)
        if (m_used.contains(i) || m_pieces[i].kind == PieceKind::Period)
            out.append({m_pieces[i].pos, m_pieces[i].len});
    return out;
}

// coversText() for ASCII: the same words, split where [\s\p{P}] splits
// ASCII, without the pattern and the list of words.
bool coversAsciiText(QStringView text, const QList<DatePhraseWord> &words)
{
    static constexpr std::string_view kFiller[] = {"in", "on", "the", "of", "i", "den", "om", "at"};
    QVarLengthArray<char16_t, 256> rest(text.size()); // in lower case
    std::transform(text.begin(), text.end(), rest.begin(), [](QChar c) { return lowerCase(c.unicode()); });
    for (const DatePhraseWord &w : words)
        std::fill_n(rest.begin() + w.offset, w.length, u' ');
    const auto isFiller = [](const char16_t *from, const char16_t *to) {
        return std::any_of(std::begin(kFiller), std::end(kFiller),
            [=](std::string_view f) { return std::equal(from, to, f.begin(), f.end()); });
    };
    qsizetype start = 0;
    for (qsizetype i = 0; i <= rest.size(); ++i) {
        if (i < rest.size() && !QChar::isSpace(rest[i]) && !QChar::isPunct(rest[i]))
            continue;
        if (i > start && !isFiller(rest.data() + start, rest.data() + i))
            return false;
        start = i + 1;
    }
    return true;
}

// Whether every letter and digit of the text is inside the words, allowing
// a few words that only introduce a date ("in", "den", "在").
bool coversText(const QString &text, const QList<DatePhraseWord> &words)
{
    if (isAscii(text))
        return coversAsciiText(text, words);
    static const QStringList kFiller = {QStringLiteral("in"), QStringLiteral("on"), QStringLiteral("the"),
        QStringLiteral("of"), QStringLiteral("i"), QStringLiteral("den"), QStringLiteral("om"), QStringLiteral("at"),
        QStringLiteral("在"), QStringLiteral("于"), QStringLiteral("於")};
    // Compiled once: compiling it for every text was a third of reading a
    // million accounts' date words in an import.
    static const QRegularExpression kBetweenWords(QStringLiteral("[\\s\\p{P}]+"));
    QString rest = text;
    for (auto it = words.rbegin(); it != words.rend(); ++it)
        rest.replace(it->offset, it->length, QString(it->length, u' '));
    for (const QString &w : rest.split(kBetweenWords, Qt::SkipEmptyParts))
        if (!kFiller.contains(w.toLower()))
            return false;
    return true;
}

Result<DatePhrase> parseIn(const QString &text, DateLanguage language, Context ctx)
{
    if (language != DateLanguage::Chinese) // "20 March" in English text is Gregorian whatever came before
        ctx.chinese.reset();
    Assembler a(text, scan(text, language), ctx);
    auto date = a.run();
    if (!date)
        return Result<DatePhrase>::failure(date.error());
    DatePhrase out;
    out.date = date.value();
    out.edtf = out.date.toEdtf();
    out.span = out.date.span();
    out.language = language;
    out.words = a.words();
    out.wholeText = coversText(text, out.words);
    out.relative = a.relative();
    out.countedFrom = a.countedFrom();
    return out;
}

qsizetype coveredLength(const DatePhrase &p)
{
    qsizetype n = 0;
    for (const auto &w : p.words)
        n += w.length;
    return n;
}

bool looksDanish(const QString &text)
{
    static const QRegularExpression kDanish(
        QStringLiteral("[æøå]|\\b(den|om|kl|natten|januar|februar|marts|maj|juni|juli|oktober)\\b"),
        QRegularExpression::CaseInsensitiveOption | QRegularExpression::UseUnicodePropertiesOption);
    return kDanish.match(text).hasMatch();
}

bool hasHan(QStringView text)
{
    for (QChar c : text)
        if (c.script() == QChar::Script_Han)
            return true;
    return false;
}

Context contextOf(const DatePhraseOptions &o)
{
    Context c;
    if (o.referenceDate && o.referenceDate->precision >= DatePrecision::Month)
        c.date = *o.referenceDate;
    if (o.referenceYear)
        c.year = *o.referenceYear;
    else if (o.referenceDate)
        c.year = o.referenceDate->year;
    if (o.chineseReference && o.chineseReference->year != 0)
        c.chinese = o.chineseReference;
    return c;
}

} // namespace

std::optional<DateLanguage> dateLanguageFromCode(QStringView code)
{
    if (code == u"zh" || code.startsWith(u"zh-") || code.startsWith(u"zh_"))
        return DateLanguage::Chinese;
    if (code == u"da" || code.startsWith(u"da-") || code.startsWith(u"da_"))
        return DateLanguage::Danish;
    if (code == u"en" || code.startsWith(u"en-") || code.startsWith(u"en_"))
        return DateLanguage::English;
    if (code == u"auto")
        return DateLanguage::Auto;
    return std::nullopt;
}

QString dateLanguageCode(DateLanguage language)
{
    switch (language) {
    case DateLanguage::Chinese:
        return QStringLiteral("zh");
    case DateLanguage::Danish:
        return QStringLiteral("da");
    case DateLanguage::English:
        return QStringLiteral("en");
    case DateLanguage::Auto:
        break;
    }
    return QStringLiteral("auto");
}

DateLanguage detectDateLanguage(QStringView text)
{
    if (hasHan(text))
        return DateLanguage::Chinese;
    const QString s = normalised(text);
    qsizetype da = 0, en = 0;
    for (const Piece &p : scan(s, DateLanguage::Danish))
        da += p.len;
    for (const Piece &p : scan(s, DateLanguage::English))
        en += p.len;
    if (da != en)
        return da > en ? DateLanguage::Danish : DateLanguage::English;
    return looksDanish(s) ? DateLanguage::Danish : DateLanguage::English;
}

namespace {

// Text written as EDTF is or nearly is: digits and EDTF's signs only
// ("1814-13-20", "1815-03~", "1814-04-12/1814-04-13").
bool looksLikeEdtf(const QString &text)
{
    static const QString kSigns = QStringLiteral("-X?~%/.T:+Z{}[], ");
    return std::all_of(text.cbegin(), text.cend(), [](QChar c) { return c.isDigit() || kSigns.contains(c); });
}

// `language` reads the words `read` was read from, and more around them, as
// a date that does not exist: "31 February 1815" read in Danish is only
// 1815, while English refuses the day. The refusal is the answer, not the
// year that another language finds in the same words.
bool refusesMoreOfTheSame(const QString &text, DateLanguage language, const DatePhrase &read)
{
    if (read.wholeText || read.words.isEmpty())
        return false;
    const QList<Piece> pieces = scan(text, language);
    const qsizetype anchor = anchorPiece(pieces);
    if (anchor < 0)
        return false;
    const qsizetype start = pieces[anchor].pos, end = start + pieces[anchor].len;
    const qsizetype readStart = read.words.first().offset;
    const qsizetype readEnd = read.words.last().offset + read.words.last().length;
    return start <= readStart && end >= readEnd && end - start > readEnd - readStart;
}

Result<DatePhrase> parseDatePhraseAsWords(QStringView text, const DatePhraseOptions &options)
{
    const QString s = normalised(text);
    const Context ctx = contextOf(options);
    if (s.trimmed().isEmpty())
        return Result<DatePhrase>::failure(Tr::tr("There is no text to read a date from"));
    if (options.language != DateLanguage::Auto)
        return parseIn(s, options.language, ctx);
    if (hasHan(s))
        return parseIn(s, DateLanguage::Chinese, ctx);
    auto en = parseIn(s, DateLanguage::English, ctx);
    auto da = parseIn(s, DateLanguage::Danish, ctx);
    if (en && !da && refusesMoreOfTheSame(s, DateLanguage::Danish, en.value()))
        return da;
    if (da && !en && refusesMoreOfTheSame(s, DateLanguage::English, da.value()))
        return en;
    if (!en && !da) // the language that found a date to refuse says why
        return anchorPiece(scan(s, DateLanguage::Danish)) >= 0 && anchorPiece(scan(s, DateLanguage::English)) < 0 ? da
                                                                                                                  : en;
    if (!en || !da)
        return en ? en : da;
    const qsizetype ce = coveredLength(en.value()), cd = coveredLength(da.value());
    if (ce != cd)
        return ce > cd ? en : da;
    return looksDanish(s) ? da : en;
}

} // namespace

Result<DatePhrase> parseDatePhrase(QStringView text, const DatePhraseOptions &options)
{
    auto read = parseDatePhraseAsWords(text, options);
    // Text written as EDTF is read as EDTF, and refused with its reason when
    // it is no date ("1815-02-30"): read as words, only its year was read.
    const QString t = text.trimmed().toString();
    if ((read && read.value().wholeText) || !looksLikeEdtf(t))
        return read;
    auto edtf = HistoricalDate::parse(t);
    if (!edtf)
        return Result<DatePhrase>::failure(edtf.error());
    DatePhrase whole;
    whole.date = edtf.value();
    whole.edtf = whole.date.toEdtf();
    whole.span = whole.date.span();
    whole.language = read ? read.value().language : options.language;
    whole.words = {{text.indexOf(t), t.size()}};
    whole.wholeText = true;
    return whole;
}

Result<DatePhrase> parseDatePhraseInContext(QStringView before, QStringView selection, const DatePhraseOptions &options)
{
    DatePhraseOptions o = options;
    if (o.language == DateLanguage::Auto)
        o.language = detectDateLanguage(QString(before.toString() + u' ' + selection.toString()));
    // Walk the dates in the preceding text, keeping the latest year, month and
    // day each one states: "1814年……4月19日" leaves 19 April 1814.
    int year = kNoYear, month = 0, day = 0;
    bool dayWithoutYear = false; // the last piece was a day or month that gave no year
    // The reign's year and month when the last year named was a reign's: the
    // days that follow are its calendar's, not Gregorian ones.
    std::optional<DatePhraseOptions::ChineseReference> chinese;
    int chineseDay = 0;
    for (const Piece &p : scan(normalised(before), o.language)) {
        if (p.kind == PieceKind::YearShift) { // "次年", "den 3. marts året efter"
            if (year != kNoYear)
                year += p.code;
            if (!dayWithoutYear)
                month = day = 0;
            if (chinese) {
                *chinese = {chinese->year + p.code, 0, false};
                chineseDay = 0;
            }
            dayWithoutYear = false;
            continue;
        }
        dayWithoutYear = p.kind == PieceKind::Date && p.year == kNoYear;
        if (p.kind != PieceKind::Date && p.kind != PieceKind::Year && p.kind != PieceKind::Reign
            && p.kind != PieceKind::Season && p.kind != PieceKind::MonthPart)
            continue;
        if (p.kind == PieceKind::Season) { // "1814年春", "spring 1815": its year
            if (p.year != kNoYear && !p.refYear) {
                year = p.year;
                month = day = 0;
            }
            continue;
        }
        if (p.chineseCalendar) { // a lunar month is not a Gregorian one
            year = p.year;
            month = day = 0;
            chinese.reset();
            if (!p.eraYears) // not a year past its reign's end
                chinese = DatePhraseOptions::ChineseReference {p.year, p.month, p.leapMonth};
            chineseDay = p.day;
            continue;
        }
        if (chinese && p.kind == PieceKind::Date && p.year == kNoYear) { // "……三月二十日": the reign's month
            if (p.month)
                *chinese = {chinese->year, p.month, false};
            if (p.day)
                chineseDay = p.day2 ? p.day2 : p.day;
            continue;
        }
        if (p.year != kNoYear) {
            year = p.year;
            chinese.reset(); // a Gregorian year: its months are Gregorian
        }
        if (p.month) {
            month = p.month;
            day = 0;
        }
        if (p.day)
            day = p.day2 ? p.day2 : p.day;
    }
    if (!o.referenceYear && year != kNoYear && !o.referenceDate)
        o.referenceYear = year;
    if (chinese && !o.chineseReference && !o.referenceDate) {
        o.chineseReference = chinese;
        // The day a relative day counts from ("次日"), where the calendar is sure of it.
        if (chineseDay) {
            const auto d = chineseCalendarDays(chinese->year, chinese->month, chinese->leapMonth, chineseDay, {});
            if (d && d->first == d->last)
                o.referenceDate = dayOfNumber(d->first);
        }
    }
    const int refYear = o.referenceYear.value_or(year);
    if (!o.referenceDate && refYear != kNoYear && month && day && day <= daysInMonth(refYear, month))
        o.referenceDate = dayPoint(refYear, month, day);
    else if (!o.referenceDate && refYear != kNoYear && month >= 1 && month <= 12) { // a month that exists
        DatePoint m;
        m.year = refYear;
        m.month = std::int16_t(month);
        m.precision = DatePrecision::Month;
        o.referenceDate = m;
    }
    return parseDatePhrase(selection, o);
}

namespace {

// From the first word read to the end of the last.
std::pair<qsizetype, qsizetype> extentOf(const DatePhrase &p)
{
    if (p.words.isEmpty())
        return {0, 0};
    return {p.words.first().offset, p.words.last().offset + p.words.last().length};
}

// `other` read the words `first` read, and more around them: the same date
// phrase, read more fully ("18 June 1815" where "1815" was read).
bool readsMoreOfTheSame(const DatePhrase &first, const DatePhrase &other)
{
    const auto [start, end] = extentOf(first);
    const auto [otherStart, otherEnd] = extentOf(other);
    return start < end && otherStart <= start && otherEnd >= end && coveredLength(other) > coveredLength(first);
}

} // namespace

Result<DatePhrase> parseDatePhraseInAnyLanguage(
    QStringView before, QStringView selection, const DatePhraseOptions &options)
{
    auto best = parseDatePhraseInContext(before, selection, options);
    if (best && best.value().wholeText)
        return best; // no language reads more of the same words
    for (DateLanguage language : kAllLanguages) {
        if (best && best.value().language == language)
            continue;
        DatePhraseOptions o = options;
        o.language = language;
        auto other = parseDatePhraseInContext(before, selection, o);
        if (other && (!best || readsMoreOfTheSame(best.value(), other.value())))
            best = std::move(other);
    }
    // A language that refuses more of the same words: the date they name does not exist.
    for (DateLanguage language : kAllLanguages) {
        if (!best || best.value().language == language
            || !refusesMoreOfTheSame(normalised(selection), language, best.value()))
            continue;
        DatePhraseOptions o = options;
        o.language = language;
        if (auto refused = parseDatePhraseInContext(before, selection, o); !refused)
            return refused;
    }
    return best;
}

Result<DatePhrase> parseAccountDateText(
    QStringView dateText, const QString &sourceLanguage, const HistoricalDate &record)
{
    DatePhraseOptions o;
    o.language = dateLanguageFromCode(sourceLanguage).value_or(DateLanguage::Auto);
    if (record.isValid() && record.startKind() == HistoricalDate::EndKind::Bounded) {
        o.referenceYear = record.start().year;
        if (record.start().precision >= DatePrecision::Day)
            o.referenceDate = record.start();
    }
    // As the cite dialog read them: words in another language than the
    // source's are read in theirs (a cited "June 18, 1815" in a Danish text
    // was read back as 1815 on import, and warned about).
    return parseDatePhraseInAnyLanguage({}, dateText, o);
}

Result<HistoricalDate> readStatedDate(const QString &text)
{
    auto edtf = HistoricalDate::parse(text);
    if (edtf || looksLikeEdtf(text))
        return edtf;
    auto phrase = parseDatePhrase(text);
    if (phrase && !phrase.value().relative)
        return phrase.value().date;
    // Words that name a date of their own, with its year, which does not
    // exist ("31 February 1815") say so; other words (a date counted from
    // another, which a field has not) leave the field to say what it reads.
    const QString s = normalised(text);
    const bool named = std::any_of(std::begin(kAllLanguages), std::end(kAllLanguages), [&](DateLanguage l) {
        const QList<Piece> pieces = scan(s, l);
        const qsizetype anchor = anchorPiece(pieces);
        return anchor >= 0 && isAnchor(pieces[anchor].kind) && pieces[anchor].year != kNoYear
            && !pieces[anchor].refYear;
    });
    return Result<HistoricalDate>::failure(!phrase && named ? phrase.error() : QString());
}

} // namespace parallax
