// Dates in words for people: the short display form used in lists and on
// the axis (toDisplayString) and the explanation the event panel shows
// (describeDate).
#include "historicaldate.h"

#include <QCoreApplication>
#include <QDate>
#include <QHash>
#include <QTime>

#include <array>
#include <memory>
#include <mutex>
#include <optional>
#include <shared_mutex>
#include <vector>

namespace parallax {

namespace {

// QDate has no year 0: its year -1 is 1 BCE, which EDTF (astronomical) calls 0.
int qdateYear(int astronomicalYear)
{
    return astronomicalYear <= 0 ? astronomicalYear - 1 : astronomicalYear;
}

// lupdate and the running program agree on this context.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(parallax::HistoricalDate)
};

QString yearText(int year)
{
    // Years past four digits are grouped (170,000,002), as people read them.
    const QLocale locale;
    auto number = [&](qint64 y) { return y > 9999 ? locale.toString(y) : QString::number(y); };
    if (year > 0)
        return number(year);
    return Tr::tr("%1 BC").arg(number(1 - qint64(year)));
}

// A date format split into fields (runs of one pattern letter) and literals,
// so that the weekday or day can be dropped from a locale's long format.
struct FormatToken
{
    QString text;
    bool field = false;
};

QList<FormatToken> tokenize(const QString &format)
{
    QList<FormatToken> out;
    qsizetype i = 0;
    auto appendLiteral = [&](const QString &lit) {
        if (!out.isEmpty() && !out.back().field)
            out.back().text += lit;
        else
            out.append({lit, false});
    };
    while (i < format.size()) {
        const QChar c = format[i];
        if (c == u'\'') {
            const qsizetype close = format.indexOf(u'\'', i + 1);
            const qsizetype endQuote = close < 0 ? format.size() : close;
            appendLiteral(format.mid(i, endQuote - i + 1));
            i = endQuote + 1;
        } else if (c.isLetter() && c.unicode() < 128) {
            qsizetype j = i;
            while (j < format.size() && format[j] == c)
                ++j;
            out.append({format.mid(i, j - i), true});
            i = j;
        } else {
            appendLiteral(QString(c));
            ++i;
        }
    }
    return out;
}

// Removes the fields for which `drop` is true, with the literal that follows
// them (a separator, or a CJK unit such as 日), or, for a last field, with the
// separator before it.
template <typename Pred> QString dropFields(const QString &format, Pred drop)
{
    QList<FormatToken> t = tokenize(format);
    auto isSeparator = [](const QString &lit) {
        for (QChar c : lit)
            if (!c.isSpace() && !c.isPunct())
                return false;
        return true;
    };
    for (qsizetype i = 0; i < t.size();) {
        if (!(t[i].field && drop(t[i].text))) {
            ++i;
            continue;
        }
        t.removeAt(i);
        if (i < t.size() && !t[i].field)
            t.removeAt(i);
        else if (i == t.size() && i > 0 && !t[i - 1].field && isSeparator(t[i - 1].text))
            t.removeAt(i - 1);
    }
    QString out;
    for (const auto &tok : t)
        out += tok.text;
    return out.trimmed();
}

bool isWeekday(const QString &f)
{
    return f.startsWith(u'd') && f.size() >= 3;
}

bool isDay(const QString &f)
{
    return f.startsWith(u'd') && f.size() <= 2;
}

QString quoted(const QString &s)
{
    QString q = s;
    q.replace(u'\'', QLatin1String("''"));
    return u'\'' + q + u'\'';
}

// The locale's long date format without the weekday (fields are dropped
// before the year is written in, so separators are judged on the pattern).
QString withYear(const QString &format, int year)
{
    QString f;
    for (const auto &t : tokenize(format))
        f += (t.field && t.text.startsWith(u'y')) ? quoted(yearText(year)) : t.text;
    return f;
}

// The locale's long date format without the weekday (and without the day),
// and with a year written in: the same for every date of that year, so worked
// out once per locale, thread and year (a million dates are written in one
// export, a million notes in `parallax conflicts`). Years outside 1–9999 are
// written each time: their digits are grouped by the locale and "BC" is
// translated, so they may change while the program runs.
struct LongFormats
{
    QLocale locale;
    std::array<QString, 2> without; // [0] without the weekday, [1] without the day as well
    std::array<QHash<int, QString>, 2> withYear;
};

LongFormats &longFormats(const QLocale &locale)
{
    thread_local std::optional<LongFormats> cached;
    if (!cached || cached->locale != locale) {
        const QString noWeekday = dropFields(locale.dateFormat(QLocale::LongFormat), isWeekday);
        cached = LongFormats {locale, {noWeekday, dropFields(noWeekday, isDay)}, {}};
    }
    return *cached;
}

QString longFormatWithYear(const QLocale &locale, bool withoutDay, int year)
{
    LongFormats &f = longFormats(locale);
    const int k = withoutDay ? 1 : 0;
    if (year < 1 || year > 9999)
        return withYear(f.without[k], year);
    auto it = f.withYear[k].constFind(year);
    if (it == f.withYear[k].cend())
        it = f.withYear[k].insert(year, withYear(f.without[k], year));
    return *it;
}

QString dayFormat(const QLocale &locale, int year)
{
    return longFormatWithYear(locale, false, year);
}

QString monthFormat(const QLocale &locale, int year)
{
    return longFormatWithYear(locale, true, year);
}

QDate representative(const DatePoint &p)
{
    return QDate(2000, p.month ? int(p.month) : 1, p.day ? int(p.day) : 1); // only names are read from it
}

QString seasonText(int code, const QString &year)
{
    switch (code) {
    case 21:
        return Tr::tr("spring %1").arg(year);
    case 22:
        return Tr::tr("summer %1").arg(year);
    case 23:
        return Tr::tr("autumn %1").arg(year);
    case 24:
        return Tr::tr("winter %1").arg(year);
    case 25:
        return Tr::tr("spring %1 (northern hemisphere)").arg(year);
    case 26:
        return Tr::tr("summer %1 (northern hemisphere)").arg(year);
    case 27:
        return Tr::tr("autumn %1 (northern hemisphere)").arg(year);
    case 28:
        return Tr::tr("winter %1 (northern hemisphere)").arg(year);
    case 29:
        return Tr::tr("spring %1 (southern hemisphere)").arg(year);
    case 30:
        return Tr::tr("summer %1 (southern hemisphere)").arg(year);
    case 31:
        return Tr::tr("autumn %1 (southern hemisphere)").arg(year);
    case 32:
        return Tr::tr("winter %1 (southern hemisphere)").arg(year);
    case 33:
        return Tr::tr("first quarter of %1").arg(year);
    case 34:
        return Tr::tr("second quarter of %1").arg(year);
    case 35:
        return Tr::tr("third quarter of %1").arg(year);
    case 36:
        return Tr::tr("fourth quarter of %1").arg(year);
    case 37:
        return Tr::tr("first four months of %1").arg(year);
    case 38:
        return Tr::tr("second four months of %1").arg(year);
    case 39:
        return Tr::tr("last four months of %1").arg(year);
    case 40:
        return Tr::tr("first half of %1").arg(year);
    case 41:
        return Tr::tr("second half of %1").arg(year);
    default:
        return year;
    }
}

// The year part in words: 1814, 500 BC, the 1810s, some year 1000-1999.
QString yearWords(const DatePoint &p)
{
    const int lo = p.earliestYear(), hi = p.latestYear();
    const int mask = p.unspecified & YearDigits;
    if (mask && p.year >= 0) {
        if (mask == 0x8)
            return Tr::tr("the %1s").arg(lo);
        if (mask == 0xc)
            return Tr::tr("the %1s").arg(lo);
        if (mask == 0xf)
            return Tr::tr("an unknown year");
    }
    if (mask || p.significantDigits) {
        const QString range = Tr::tr("some year from %1 to %2").arg(yearText(lo), yearText(hi));
        return p.significantDigits
            ? Tr::tr("%1 (%2 significant digits: %3)").arg(yearText(p.year)).arg(p.significantDigits).arg(range)
            : range;
    }
    return yearText(p.year);
}

// First and last day of a point with unspecified digits, in words.
QString dayRangeText(const DatePoint &p, const QLocale &locale)
{
    const AxisSpan s = p.span();
    int y0, m0, d0, y1, m1, d1, h, mi, se;
    calendarOf(s.start, &y0, &m0, &d0, &h, &mi, &se);
    calendarOf(s.end - 1, &y1, &m1, &d1, &h, &mi, &se);
    auto day = [&](int y, int m, int d) { return locale.toString(QDate(qdateYear(y), m, d), dayFormat(locale, y)); };
    return Tr::tr("some day between %1 and %2").arg(day(y0, m0, d0), day(y1, m1, d1));
}

// Marks that stand for a day's digits in a month's text (dayText()):
// private-use characters, which no locale writes in a date.
constexpr char16_t kDayMark = u'\uE000'; // the day as "d" writes it (9)
constexpr char16_t kTwoDigitDayMark = u'\uE001'; // and as "dd" does (09)

// The day format of a year with its day fields quoted as marks, so that
// QLocale writes the rest of a month's date around them as it is.
QString markedDayFormat(const QString &format)
{
    QString f;
    for (const auto &t : tokenize(format))
        f += t.field && isDay(t.text) ? quoted(QString(t.text.size() == 1 ? kDayMark : kTwoDigitDayMark)) : t.text;
    return f;
}

// What dayText() and monthText() keep, for the whole program: each
// locale's digits for the days of a month, and texts of months. Shared by
// every thread: the conflict finder writes its notes on threads that each
// live for a few thousand notes, so texts kept per thread were made again
// on every one (measured: a million events' notes wrote 1.2 million days,
// 1.8 s of one core, nearly all of it QLocale's).
class KeptDates
{
public:
    enum Table { MarkedDays, WholeMonths, Times };
    struct Locale
    {
        QLocale locale;
        std::array<QString, 32> digits, twoDigits; // by day of the month, as "d" and "dd" write it
        std::array<QHash<int, QString>, 3> texts; // by Table: (year << 4 | month) or a time's key -> text
    };

    static KeptDates &shared()
    {
        static KeptDates kept;
        return kept;
    }

    // What is kept for `locale`, made the first time: it stays while the
    // program runs (a program uses a few locales), its digits unchanged.
    Locale &of(const QLocale &locale)
    {
        {
            const std::shared_lock read(m_lock);
            if (Locale *kept = find(locale))
                return *kept;
        }
        auto made = std::make_unique<Locale>();
        made->locale = locale;
        for (int d = 1; d <= 31; ++d) {
            made->digits[std::size_t(d)] = locale.toString(QDate(2000, 1, d), QStringLiteral("d"));
            made->twoDigits[std::size_t(d)] = locale.toString(QDate(2000, 1, d), QStringLiteral("dd"));
        }
        const std::unique_lock write(m_lock);
        if (Locale *kept = find(locale))
            return *kept;
        m_locales.push_back(std::move(made));
        return *m_locales.back();
    }

    // The text kept under `key` in `table`, made by `make` the first time.
    template <typename Make> QString text(Locale &kept, Table table, int key, Make make)
    {
        {
            const std::shared_lock read(m_lock);
            const QHash<int, QString> &texts = kept.texts[table];
            if (const auto it = texts.constFind(key); it != texts.cend())
                return *it;
        }
        QString made = make();
        const std::unique_lock write(m_lock);
        QHash<int, QString> &texts = kept.texts[table];
        constexpr qsizetype kKept = 1 << 16;
        if (texts.size() >= kKept)
            texts.clear();
        texts.insert(key, made);
        return made;
    }

private:
    Locale *find(const QLocale &locale) const
    {
        for (const auto &kept : m_locales)
            if (kept->locale == locale)
                return kept.get();
        return nullptr;
    }

    std::shared_mutex m_lock;
    std::vector<std::unique_ptr<Locale>> m_locales;
};

// The key of the month of `p` (years 1 to 9999) in KeptDates.
int monthKey(const DatePoint &p)
{
    return (p.year << 4) | p.month;
}

// A time of day on the 24-hour clock everywhere (the C locale's short format
// would add seconds), kept as months are.
QString timeText(const DatePoint &p, const QLocale &locale)
{
    const bool seconds = p.precision == DatePrecision::Second;
    const int key = (seconds ? 1 << 17 : 0) | (p.hour * 3600 + p.minute * 60 + p.second);
    KeptDates &shared = KeptDates::shared();
    return shared.text(shared.of(locale), KeptDates::Times, key, [&] {
        return locale.toString(
            QTime(p.hour, p.minute, p.second), seconds ? QStringLiteral("HH:mm:ss") : QStringLiteral("HH:mm"));
    });
}

// A whole day in the locale's long form: its month's text, made once,
// with the day's digits put in. QLocale takes microseconds to write
// a date, and a million events' notes write over a million days spread over
// five centuries, too many for a text kept per day (measured: the dates of
// the notes took 1.8 s of a million-event import's conflict list). Years 1
// to 9999 only, as the formats are kept (longFormatWithYear): another's text
// holds words that change with the language while the program runs ("BC").
QString dayText(const DatePoint &p, const QLocale &locale)
{
    if (p.year < 1 || p.year > 9999 || p.day < 1 || p.day > 31)
        return locale.toString(QDate(qdateYear(p.year), p.month, p.day), dayFormat(locale, p.year));
    KeptDates &shared = KeptDates::shared();
    KeptDates::Locale &kept = shared.of(locale);
    const QString month = shared.text(kept, KeptDates::MarkedDays, monthKey(p),
        [&] { return locale.toString(QDate(p.year, p.month, 1), markedDayFormat(dayFormat(locale, p.year))); });
    QString text;
    text.reserve(month.size() + 2);
    for (const QChar c : month) {
        if (c == kDayMark)
            text += kept.digits[std::size_t(p.day)];
        else if (c == kTwoDigitDayMark)
            text += kept.twoDigits[std::size_t(p.day)];
        else
            text += c;
    }
    return text;
}

// A month of a year in the locale's long form ("April 1814"), kept as
// dayText()'s months are.
QString monthText(const DatePoint &p, const QLocale &locale)
{
    if (p.year < 1 || p.year > 9999)
        return locale.toString(representative(p), monthFormat(locale, p.year));
    KeptDates &shared = KeptDates::shared();
    return shared.text(shared.of(locale), KeptDates::WholeMonths, monthKey(p),
        [&] { return locale.toString(representative(p), monthFormat(locale, p.year)); });
}

// A point without its qualifiers: "13 April 1814", "some day in April 1814",
// "spring 1815", "the 1810s".
QString bareText(const DatePoint &p, const QLocale &locale)
{
    const int monthMask = (p.unspecified & MonthDigits) >> 4;
    const int dayMask = (p.unspecified & DayDigits) >> 6;
    const bool yearKnown = !(p.unspecified & YearDigits);
    if (p.precision == DatePrecision::Year)
        return yearWords(p);
    if (p.isSeason())
        return seasonText(p.month, yearWords(p));
    if (p.precision == DatePrecision::Month) {
        if (monthMask == 3 && yearKnown)
            return Tr::tr("some month of %1").arg(yearWords(p));
        if (!monthMask && yearKnown)
            return monthText(p, locale);
        if (!monthMask)
            return Tr::tr("%1, %2").arg(locale.monthName(p.month), yearWords(p));
        return dayRangeText(p, locale);
    }
    if (p.precision == DatePrecision::Day && yearKnown) {
        if (!monthMask && dayMask == 3)
            return Tr::tr("some day in %1").arg(monthText(p, locale));
        if (monthMask == 3 && dayMask == 3)
            return Tr::tr("some day of %1").arg(yearWords(p));
    }
    if (p.precision == DatePrecision::Day && !monthMask && !dayMask) {
        if (!yearKnown) // 156X-12-25: "25 December, the 1560s"
            return Tr::tr("%1, %2").arg(locale.toString(representative(p),
                                            dropFields(dropFields(locale.dateFormat(QLocale::LongFormat), isWeekday),
                                                [](const QString &f) { return f.startsWith(u'y'); })),
                yearWords(p));
        if (p.year < -9999 || p.year > 9999)
            return Tr::tr("%1 %2").arg(locale.toString(representative(p), QStringLiteral("d MMMM")), yearText(p.year));
    }
    if (p.unspecified)
        return dayRangeText(p, locale);
    QString s = dayText(p, locale);
    if (p.precision >= DatePrecision::Hour) {
        s += u' ' + timeText(p, locale);
        if (p.zone() == TimeZoneForm::Utc)
            s += QStringLiteral(" UTC");
        else if (p.zone() != TimeZoneForm::None)
            s += QStringLiteral(" UTC%1%2:%3")
                     .arg(p.zoneMinutes < 0 ? u'−' : u'+')
                     .arg(std::abs(p.zoneMinutes) / 60, 2, 10, QChar(u'0'))
                     .arg(std::abs(p.zoneMinutes) % 60, 2, 10, QChar(u'0'));
    }
    return s;
}

// "year uncertain, day approximate": what the level-2 marks on single
// components say.
QString componentQualifierText(const DatePoint &p)
{
    static const char *const kParts[] = {QT_TRANSLATE_NOOP("parallax::HistoricalDate", "year"),
        QT_TRANSLATE_NOOP("parallax::HistoricalDate", "month"), QT_TRANSLATE_NOOP("parallax::HistoricalDate", "day")};
    QStringList out;
    for (int c = 0; c < 3; ++c) {
        const int bits = p.componentQualifiers >> (2 * c);
        const bool a = bits & YearApproximate, u = bits & YearUncertain;
        if (a && u)
            out << Tr::tr("%1 uncertain and approximate").arg(Tr::tr(kParts[c]));
        else if (a)
            out << Tr::tr("%1 approximate").arg(Tr::tr(kParts[c]));
        else if (u)
            out << Tr::tr("%1 uncertain").arg(Tr::tr(kParts[c]));
    }
    return out.join(QStringLiteral(", "));
}

QString pointText(const DatePoint &p, const QLocale &locale)
{
    QString s = bareText(p, locale);
    if (p.componentQualifiers)
        s = Tr::tr("%1 (%2)").arg(s, componentQualifierText(p));
    if (p.approximate && p.uncertain)
        s = Tr::tr("perhaps about %1").arg(s);
    else if (p.approximate)
        s = Tr::tr("about %1").arg(s);
    else if (p.uncertain)
        s = Tr::tr("%1 (uncertain)").arg(s);
    return s;
}

QString memberText(const HistoricalDate &m, const QLocale &locale)
{
    if (!m.isInterval())
        return pointText(m.start(), locale);
    if (m.startKind() != HistoricalDate::EndKind::Bounded)
        return Tr::tr("%1 or earlier").arg(pointText(m.end(), locale));
    if (m.endKind() != HistoricalDate::EndKind::Bounded)
        return Tr::tr("%1 or later").arg(pointText(m.start(), locale));
    return pointText(m.start(), locale) + QStringLiteral("–") + pointText(m.end(), locale);
}

QString setText(const HistoricalDate &d, const QLocale &locale)
{
    QStringList parts;
    for (const HistoricalDate &m : d.members())
        parts << memberText(m, locale);
    return d.setKind() == HistoricalDate::SetKind::OneOf ? Tr::tr("one of %1").arg(parts.join(QStringLiteral(", ")))
                                                         : Tr::tr("all of %1").arg(parts.join(QStringLiteral(", ")));
}

} // namespace

QString HistoricalDate::toDisplayString(const QLocale &locale) const
{
    if (!isValid())
        return {};
    if (isSet())
        return setText(*this, locale);
    if (!isInterval())
        return pointText(start(), locale);
    if (startKind() != EndKind::Bounded)
        return QCoreApplication::translate("parallax::HistoricalDate", "until %1").arg(pointText(end(), locale));
    if (endKind() != EndKind::Bounded)
        return QCoreApplication::translate("parallax::HistoricalDate", "from %1").arg(pointText(start(), locale));

    const DatePoint a = start();
    const DatePoint b = end();
    const bool plain = !a.anyApproximate() && !a.anyUncertain() && !b.anyApproximate() && !b.anyUncertain()
        && !a.unspecified && !b.unspecified && !a.isSeason() && !b.isSeason();
    const bool sameMonth = a.year == b.year && a.month == b.month && a.month != 0;
    const bool days = a.precision >= DatePrecision::Day && b.precision >= DatePrecision::Day;

    // Evening of one day to the morning of the next: a night.
    AxisTime dayA = 0, dayB = 0;
    axisTimeOf(a.year, std::max<int>(a.month, 1), std::max<int>(a.day, 1), 0, 0, 0, &dayA);
    axisTimeOf(b.year, std::max<int>(b.month, 1), std::max<int>(b.day, 1), 0, 0, 0, &dayB);
    const bool night = plain && a.precision >= DatePrecision::Hour && b.precision >= DatePrecision::Hour
        && dayB - dayA == kSecondsPerDay && a.hour >= 18 && b.hour <= 9;

    if (plain && days && sameMonth && (night || a.precision == DatePrecision::Day)) {
        // One month, a run of days: write the range in the day field of the
        // locale's own format ("12–13 April 1814", "1814年4月12–13日").
        const QString range = a.day == b.day ? QString::number(a.day) : QStringLiteral("%1–%2").arg(a.day).arg(b.day);
        const QList<FormatToken> tokens = tokenize(dayFormat(locale, a.year));
        QString f;
        for (const auto &t : tokens)
            f += (t.field && isDay(t.text)) ? quoted(range) : t.text;
        const QString s = locale.toString(QDate(qdateYear(a.year), a.month, a.day), f);
        return night ? QCoreApplication::translate("parallax::HistoricalDate", "night of %1").arg(s) : s;
    }
    if (night) {
        return QCoreApplication::translate("parallax::HistoricalDate", "night of %1")
            .arg(pointText(DatePoint {a.year, a.month, a.day, 0, 0, 0, DatePrecision::Day, false, false}, locale)
                + QStringLiteral(" – ")
                + pointText(DatePoint {b.year, b.month, b.day, 0, 0, 0, DatePrecision::Day, false, false}, locale));
    }
    return pointText(a, locale) + QStringLiteral(" – ") + pointText(b, locale);
}

} // namespace parallax

namespace parallax {

namespace {

// Stable context for the explanation strings (translated in issue 15).
struct DescriptionTr
{
    Q_DECLARE_TR_FUNCTIONS(parallax::DateDescription)
};

QString qualifierClause(bool approximate, bool uncertain)
{
    if (approximate && uncertain)
        return DescriptionTr::tr("uncertain and approximate");
    if (approximate)
        return DescriptionTr::tr("approximate");
    if (uncertain)
        return DescriptionTr::tr("uncertain");
    return {};
}

QString describePoint(const DatePoint &p, const QLocale &locale)
{
    QStringList parts {bareText(p, locale)};
    if (p.componentQualifiers)
        parts << componentQualifierText(p);
    if (const QString q = qualifierClause(p.approximate, p.uncertain); !q.isEmpty())
        parts << q;
    if (p.significantDigits == 0 && p.exponent)
        parts << DescriptionTr::tr("written in exponential form");
    return parts.join(QStringLiteral(", "));
}

QString joinMembers(const QStringList &parts, bool oneOf)
{
    if (parts.size() == 1)
        return parts.front();
    const QString head = parts.mid(0, parts.size() - 1).join(QStringLiteral("; "));
    return (oneOf ? DescriptionTr::tr("%1 or %2") : DescriptionTr::tr("%1 and %2")).arg(head, parts.back());
}

} // namespace

QString describeDate(const HistoricalDate &date, const QLocale &locale)
{
    using K = HistoricalDate::EndKind;
    if (!date.isValid())
        return DescriptionTr::tr("no date");
    if (date.isSet()) {
        QStringList parts;
        for (const HistoricalDate &m : date.members()) {
            if (m.isInterval() && m.startKind() == K::Open)
                parts << DescriptionTr::tr("%1 or earlier").arg(describePoint(m.end(), locale));
            else if (m.isInterval() && m.endKind() == K::Open)
                parts << DescriptionTr::tr("%1 or later").arg(describePoint(m.start(), locale));
            else if (m.isInterval())
                parts << DescriptionTr::tr("every day from %1 to %2")
                             .arg(describePoint(m.start(), locale), describePoint(m.end(), locale));
            else
                parts << describePoint(m.start(), locale);
        }
        const bool oneOf = date.setKind() == HistoricalDate::SetKind::OneOf;
        return (oneOf ? DescriptionTr::tr("one of: %1") : DescriptionTr::tr("all of: %1"))
            .arg(joinMembers(parts, oneOf));
    }
    if (!date.isInterval())
        return describePoint(date.start(), locale);
    const QString a = describePoint(date.start(), locale);
    const QString b = describePoint(date.end(), locale);
    if (date.startKind() == K::Open)
        return DescriptionTr::tr("until %1, with no known beginning").arg(b);
    if (date.startKind() == K::Unknown)
        return DescriptionTr::tr("until %1; when it began is unknown").arg(b);
    if (date.endKind() == K::Open)
        return DescriptionTr::tr("from %1, with no end").arg(a);
    if (date.endKind() == K::Unknown)
        return DescriptionTr::tr("from %1; when it ended is unknown").arg(a);
    return DescriptionTr::tr("from %1 to %2").arg(a, b);
}

} // namespace parallax
