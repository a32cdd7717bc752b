#include "historicaldate.h"

#include <QCoreApplication>
#include <QDate>
#include <QTime>

namespace parallax {

namespace {

// QDate has no year 0: its year -1 is 1 BCE, which EDTF (astronomical) calls 0.
int qdateYear(int astronomicalYear)
{
    return astronomicalYear <= 0 ? astronomicalYear - 1 : astronomicalYear;
}

int astronomicalYear(int qYear)
{
    return qYear < 0 ? qYear + 1 : qYear;
}

QString tr(const char *text)
{
    return QCoreApplication::translate("parallax::HistoricalDate", text);
}

QString fail(QStringView whole, const QString &why)
{
    return tr("\"%1\" is not a valid date: %2").arg(whole.toString(), why);
}

// Reads exactly `n` ASCII digits at `pos`.
bool readDigits(QStringView s, qsizetype pos, int n, int *out)
{
    if (pos + n > s.size())
        return false;
    int v = 0;
    for (int i = 0; i < n; ++i) {
        const QChar c = s[pos + i];
        if (c < u'0' || c > u'9')
            return false;
        v = v * 10 + (c.unicode() - u'0');
    }
    *out = v;
    return true;
}

Result<DatePoint> parsePoint(QStringView s, QStringView whole)
{
    using R = Result<DatePoint>;
    DatePoint p;
    if (s.isEmpty())
        return R::failure(fail(whole, tr("it is empty")));

    // Trailing qualifiers (EDTF level 1).
    while (!s.isEmpty()) {
        const QChar q = s.back();
        if (q == u'?')
            p.uncertain = true;
        else if (q == u'~')
            p.approximate = true;
        else if (q == u'%')
            p.uncertain = p.approximate = true;
        else
            break;
        s.chop(1);
    }

    qsizetype pos = 0;
    bool negative = false;
    if (!s.isEmpty() && s[0] == u'-') {
        negative = true;
        pos = 1;
    }
    // Four-digit years (EDTF level 0); a longer run of digits is a longer year.
    qsizetype yearEnd = pos;
    while (yearEnd < s.size() && s[yearEnd].isDigit() && s[yearEnd].unicode() < 128)
        ++yearEnd;
    if (yearEnd - pos < 4 || yearEnd - pos > 6)
        return R::failure(fail(whole, tr("a year needs four digits (use -0500 for 501 BC)")));
    int year = 0;
    if (!readDigits(s, pos, int(yearEnd - pos), &year))
        return R::failure(fail(whole, tr("the year is not a number")));
    if (negative && year == 0)
        return R::failure(fail(whole, tr("-0000 is not a year (write 0000)")));
    p.year = negative ? -year : year;
    pos = yearEnd;
    p.precision = DatePrecision::Year;

    auto expect = [&](QChar c) {
        if (pos < s.size() && s[pos] == c) {
            ++pos;
            return true;
        }
        return false;
    };

    if (expect(u'-')) {
        if (!readDigits(s, pos, 2, &p.month))
            return R::failure(fail(whole, tr("the month needs two digits")));
        pos += 2;
        if (p.month < 1 || p.month > 12)
            return R::failure(fail(whole, tr("month %1 does not exist").arg(p.month)));
        p.precision = DatePrecision::Month;
        if (expect(u'-')) {
            if (!readDigits(s, pos, 2, &p.day))
                return R::failure(fail(whole, tr("the day needs two digits")));
            pos += 2;
            if (!QDate::isValid(qdateYear(p.year), p.month, p.day))
                return R::failure(fail(whole, tr("day %1 does not exist in that month").arg(p.day)));
            p.precision = DatePrecision::Day;
            if (expect(u'T')) {
                if (!readDigits(s, pos, 2, &p.hour) || (pos += 2, !expect(u':'))
                    || !readDigits(s, pos, 2, &p.minute))
                    return R::failure(fail(whole, tr("a time is written HH:MM or HH:MM:SS")));
                pos += 2;
                p.precision = DatePrecision::Minute;
                if (expect(u':')) {
                    if (!readDigits(s, pos, 2, &p.second))
                        return R::failure(fail(whole, tr("the seconds need two digits")));
                    pos += 2;
                    p.precision = DatePrecision::Second;
                }
                expect(u'Z'); // UTC marker: local time is all history needs
                if (p.hour > 23 || p.minute > 59 || p.second > 59)
                    return R::failure(fail(whole, tr("the time %1:%2 does not exist")
                                                      .arg(p.hour, 2, 10, QChar(u'0'))
                                                      .arg(p.minute, 2, 10, QChar(u'0'))));
                if (p.minute == 0 && p.second == 0 && p.precision == DatePrecision::Minute)
                    p.precision = DatePrecision::Hour;
            }
        }
    }
    if (pos != s.size())
        return R::failure(fail(whole, tr("unexpected \"%1\"").arg(s.mid(pos).toString())));
    AxisTime probe;
    if (!axisTimeOf(p.year, p.month ? p.month : 1, p.day ? p.day : 1, 0, 0, 0, &probe))
        return R::failure(fail(whole, tr("the year is out of range")));
    return p;
}

QString yearText(int year)
{
    if (year > 0)
        return QString::number(year);
    return tr("%1 BC").arg(1 - year);
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
template <typename Pred>
QString dropFields(const QString &format, Pred drop)
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

QString dayFormat(const QLocale &locale, int year)
{
    return withYear(dropFields(locale.dateFormat(QLocale::LongFormat), isWeekday), year);
}

QString monthFormat(const QLocale &locale, int year)
{
    return withYear(dropFields(dropFields(locale.dateFormat(QLocale::LongFormat), isWeekday), isDay), year);
}

QDate representative(const DatePoint &p)
{
    return QDate(2000, p.month ? p.month : 1, p.day ? p.day : 1); // only names are read from it
}

QString pointText(const DatePoint &p, const QLocale &locale)
{
    QString s;
    switch (p.precision) {
    case DatePrecision::Year:
        s = yearText(p.year);
        break;
    case DatePrecision::Month:
        s = locale.toString(representative(p), monthFormat(locale, p.year));
        break;
    default:
        s = locale.toString(QDate(qdateYear(p.year), p.month, p.day), dayFormat(locale, p.year));
        break;
    }
    if (p.precision >= DatePrecision::Hour) {
        // 24-hour clock everywhere: the C locale's short format would add seconds.
        const QTime t(p.hour, p.minute, p.second);
        s += u' ' + locale.toString(t, p.precision == DatePrecision::Second ? QStringLiteral("HH:mm:ss")
                                                                             : QStringLiteral("HH:mm"));
    }
    if (p.approximate && p.uncertain)
        s = tr("perhaps about %1").arg(s);
    else if (p.approximate)
        s = tr("about %1").arg(s);
    else if (p.uncertain)
        s = tr("%1 (uncertain)").arg(s);
    return s;
}

} // namespace

bool axisTimeOf(int year, int month, int day, int hour, int minute, int second, AxisTime *out)
{
    const QDate d(qdateYear(year), month, day);
    if (!d.isValid())
        return false;
    *out = AxisTime(d.toJulianDay()) * kSecondsPerDay + hour * 3600 + minute * 60 + second;
    return true;
}

void calendarOf(AxisTime t, int *year, int *month, int *day, int *hour, int *minute, int *second)
{
    // Floor division, so that instants before Julian Day 0 land in the right day.
    AxisTime jd = t / kSecondsPerDay;
    AxisTime rem = t % kSecondsPerDay;
    if (rem < 0) {
        rem += kSecondsPerDay;
        --jd;
    }
    const QDate d = QDate::fromJulianDay(jd);
    *year = astronomicalYear(d.year());
    *month = d.month();
    *day = d.day();
    *hour = int(rem / 3600);
    *minute = int(rem % 3600 / 60);
    *second = int(rem % 60);
}

AxisSpan DatePoint::span() const
{
    AxisSpan s;
    switch (precision) {
    case DatePrecision::Year:
        axisTimeOf(year, 1, 1, 0, 0, 0, &s.start);
        axisTimeOf(year + 1, 1, 1, 0, 0, 0, &s.end);
        break;
    case DatePrecision::Month:
        axisTimeOf(year, month, 1, 0, 0, 0, &s.start);
        axisTimeOf(month == 12 ? year + 1 : year, month == 12 ? 1 : month + 1, 1, 0, 0, 0, &s.end);
        break;
    case DatePrecision::Day:
        axisTimeOf(year, month, day, 0, 0, 0, &s.start);
        s.end = s.start + kSecondsPerDay;
        break;
    case DatePrecision::Hour:
        axisTimeOf(year, month, day, hour, 0, 0, &s.start);
        s.end = s.start + 3600;
        break;
    case DatePrecision::Minute:
        axisTimeOf(year, month, day, hour, minute, 0, &s.start);
        s.end = s.start + 60;
        break;
    case DatePrecision::Second:
        axisTimeOf(year, month, day, hour, minute, second, &s.start);
        s.end = s.start + 1;
        break;
    }
    return s;
}

QString DatePoint::toEdtf() const
{
    // Written by hand into a small buffer: the store formats millions of these.
    char buf[40];
    int n = 0;
    auto digits = [&](int v, int width) {
        char tmp[12];
        int k = 0;
        do {
            tmp[k++] = char('0' + v % 10);
            v /= 10;
        } while (v > 0);
        while (k < width)
            tmp[k++] = '0';
        while (k > 0)
            buf[n++] = tmp[--k];
    };
    if (year < 0)
        buf[n++] = '-';
    digits(year < 0 ? -year : year, 4);
    if (precision >= DatePrecision::Month) {
        buf[n++] = '-';
        digits(month, 2);
    }
    if (precision >= DatePrecision::Day) {
        buf[n++] = '-';
        digits(day, 2);
    }
    if (precision >= DatePrecision::Hour) {
        buf[n++] = 'T';
        digits(hour, 2);
        buf[n++] = ':';
        digits(minute, 2);
    }
    if (precision >= DatePrecision::Second) {
        buf[n++] = ':';
        digits(second, 2);
    }
    if (approximate && uncertain)
        buf[n++] = '%';
    else if (approximate)
        buf[n++] = '~';
    else if (uncertain)
        buf[n++] = '?';
    return QString::fromLatin1(buf, n);
}

HistoricalDate::HistoricalDate(const DatePoint &point) : m_start(point), m_end(point), m_valid(true) {}

HistoricalDate::HistoricalDate(const DatePoint &start, const DatePoint &end)
    : m_start(start), m_end(end), m_interval(true), m_valid(true)
{
}

Result<HistoricalDate> HistoricalDate::parse(QStringView text)
{
    using R = Result<HistoricalDate>;
    const QStringView whole = text;
    if (text.trimmed().isEmpty())
        return R::failure(tr("An empty date is not a valid date"));

    const qsizetype slash = text.indexOf(u'/');
    if (slash < 0) {
        auto p = parsePoint(text, whole);
        if (!p)
            return R::failure(p.error());
        return HistoricalDate(p.value());
    }
    if (text.indexOf(u'/', slash + 1) >= 0)
        return R::failure(fail(whole, tr("an interval has exactly one \"/\"")));

    HistoricalDate d;
    d.m_interval = true;
    d.m_valid = true;
    const QStringView left = text.left(slash);
    const QStringView right = text.mid(slash + 1);
    auto side = [&](QStringView part, DatePoint *point, EndKind *kind) -> QString {
        if (part.isEmpty()) {
            *kind = EndKind::Unknown;
            return {};
        }
        if (part == u"..") {
            *kind = EndKind::Open;
            return {};
        }
        auto p = parsePoint(part, whole);
        if (!p)
            return p.error();
        *point = p.value();
        *kind = EndKind::Bounded;
        return {};
    };
    if (QString e = side(left, &d.m_start, &d.m_startKind); !e.isEmpty())
        return R::failure(e);
    if (QString e = side(right, &d.m_end, &d.m_endKind); !e.isEmpty())
        return R::failure(e);
    if (d.m_startKind != EndKind::Bounded && d.m_endKind != EndKind::Bounded)
        return R::failure(fail(whole, tr("an interval needs at least one known end")));
    if (d.m_startKind != EndKind::Bounded)
        d.m_start = d.m_end;
    if (d.m_endKind != EndKind::Bounded)
        d.m_end = d.m_start;
    if (d.m_startKind == EndKind::Bounded && d.m_endKind == EndKind::Bounded
        && d.m_start.span().start > d.m_end.span().start)
        return R::failure(fail(whole, tr("the interval ends before it starts")));
    return d;
}

DatePrecision HistoricalDate::precision() const
{
    if (!m_interval)
        return m_start.precision;
    if (m_startKind != EndKind::Bounded)
        return m_end.precision;
    if (m_endKind != EndKind::Bounded)
        return m_start.precision;
    return std::max(m_start.precision, m_end.precision);
}

bool HistoricalDate::isApproximate() const
{
    return m_start.approximate || (m_interval && m_end.approximate);
}

bool HistoricalDate::isUncertain() const
{
    return m_start.uncertain || (m_interval && m_end.uncertain);
}

AxisSpan HistoricalDate::span() const
{
    if (!m_interval)
        return m_start.span();
    const AxisSpan a = m_start.span();
    const AxisSpan b = m_end.span();
    return {std::min(a.start, b.start), std::max(a.end, b.end)};
}

QString HistoricalDate::toEdtf() const
{
    if (!m_valid)
        return {};
    if (!m_interval)
        return m_start.toEdtf();
    auto side = [](EndKind k, const DatePoint &p) {
        switch (k) {
        case EndKind::Open:
            return QStringLiteral("..");
        case EndKind::Unknown:
            return QString();
        case EndKind::Bounded:
            break;
        }
        return p.toEdtf();
    };
    return side(m_startKind, m_start) + u'/' + side(m_endKind, m_end);
}

QString HistoricalDate::toDisplayString(const QLocale &locale) const
{
    if (!m_valid)
        return {};
    if (!m_interval)
        return pointText(m_start, locale);
    if (m_startKind != EndKind::Bounded)
        return tr("until %1").arg(pointText(m_end, locale));
    if (m_endKind != EndKind::Bounded)
        return tr("from %1").arg(pointText(m_start, locale));

    const DatePoint &a = m_start;
    const DatePoint &b = m_end;
    const bool plain = !a.approximate && !a.uncertain && !b.approximate && !b.uncertain;
    const bool sameMonth = a.year == b.year && a.month == b.month && a.month != 0;
    const bool days = a.precision >= DatePrecision::Day && b.precision >= DatePrecision::Day;

    // Evening of one day to the morning of the next: a night.
    AxisTime dayA = 0, dayB = 0;
    axisTimeOf(a.year, std::max(a.month, 1), std::max(a.day, 1), 0, 0, 0, &dayA);
    axisTimeOf(b.year, std::max(b.month, 1), std::max(b.day, 1), 0, 0, 0, &dayB);
    const bool night = plain && a.precision >= DatePrecision::Hour && b.precision >= DatePrecision::Hour
        && dayB - dayA == kSecondsPerDay && a.hour >= 18 && b.hour <= 9;

    if (plain && days && sameMonth && (night || a.precision == DatePrecision::Day)) {
        // One month, a run of days: write the range in the day field of the
        // locale's own format ("12–13 April 1814", "1814年4月12–13日").
        const QString range = a.day == b.day ? QString::number(a.day)
                                             : QStringLiteral("%1–%2").arg(a.day).arg(b.day);
        const QList<FormatToken> tokens = tokenize(dayFormat(locale, a.year));
        QString f;
        for (const auto &t : tokens)
            f += (t.field && isDay(t.text)) ? quoted(range) : t.text;
        const QString s = locale.toString(QDate(qdateYear(a.year), a.month, a.day), f);
        return night ? tr("night of %1").arg(s) : s;
    }
    if (night) {
        return tr("night of %1").arg(
            pointText(DatePoint{a.year, a.month, a.day, 0, 0, 0, DatePrecision::Day, false, false}, locale)
            + QStringLiteral(" – ")
            + pointText(DatePoint{b.year, b.month, b.day, 0, 0, 0, DatePrecision::Day, false, false}, locale));
    }
    return pointText(a, locale) + QStringLiteral(" – ") + pointText(b, locale);
}

QString precisionName(DatePrecision p)
{
    switch (p) {
    case DatePrecision::Year:
        return QStringLiteral("year");
    case DatePrecision::Month:
        return QStringLiteral("month");
    case DatePrecision::Day:
        return QStringLiteral("day");
    case DatePrecision::Hour:
        return QStringLiteral("hour");
    case DatePrecision::Minute:
        return QStringLiteral("minute");
    case DatePrecision::Second:
        return QStringLiteral("second");
    }
    return {};
}

} // namespace parallax
