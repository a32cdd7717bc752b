// EDTF text ↔ HistoricalDate: the parser and the writer for levels 0, 1 and 2
// of the Library of Congress Extended Date/Time Format (2019). Spans and
// display live in historicaldate.cpp.
#include "historicaldate.h"

#include <QCoreApplication>

#include <array>

namespace parallax {

namespace {

// lupdate and the running program agree on this context.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(parallax::HistoricalDate)
};

QString fail(QStringView whole, const QString &why)
{
    return Tr::tr("\"%1\" is not a valid date: %2").arg(whole.toString(), why);
}

constexpr int kMaxYear = 999'999'999; // far beyond history, well inside int and the axis

bool isDigit(QChar c)
{
    return c >= u'0' && c <= u'9';
}

// Qualifier characters as bits: approximate = 1, uncertain = 2.
int qualifierBits(QChar c)
{
    if (c == u'~')
        return 1;
    if (c == u'?')
        return 2;
    if (c == u'%')
        return 3;
    return 0;
}

// Reads one EDTF date (no interval, no set) from a view, left to right.
class PointReader
{
public:
    PointReader(QStringView s, QStringView whole)
        : m_s(s)
        , m_whole(whole)
    { }

    Result<DatePoint> read();

private:
    using R = Result<DatePoint>;
    QChar peek() const { return m_pos < m_s.size() ? m_s[m_pos] : QChar(); }
    bool take(QChar c)
    {
        if (peek() != c || m_pos >= m_s.size())
            return false;
        ++m_pos;
        return true;
    }
    int takeQualifier()
    {
        const int q = qualifierBits(peek());
        if (q)
            ++m_pos;
        return q;
    }
    QString readYear();
    QString readLongYear(bool negative);
    QString readSignificant();
    // `name` (translated only for an error): QT_TRANSLATE_NOOP in Tr's context.
    QString readTwo(DateComponent *value, int *xMask, const char *name);
    QString readTime();
    QString readZone();
    QString error(const QString &why) const { return fail(m_whole, why); }

    QStringView m_s;
    QStringView m_whole;
    qsizetype m_pos = 0;
    DatePoint m_p;
    int m_yearDigits = 0; // how many digits the year value has, for S
};

QString PointReader::readYear()
{
    const bool longYear = take(u'Y');
    const bool negative = take(u'-');
    if (longYear)
        return readLongYear(negative);
    int value = 0;
    for (int i = 0; i < 4; ++i) {
        const QChar c = peek();
        if (c == u'X') {
            m_p.unspecified |= std::uint8_t(1u << i);
            value *= 10;
        } else if (isDigit(c)) {
            value = value * 10 + (c.unicode() - u'0');
        } else {
            return error(Tr::tr("a year needs four digits (use -0500 for 501 BC, Y12345 beyond 9999)"));
        }
        ++m_pos;
    }
    if (isDigit(peek()) || peek() == u'X')
        return error(Tr::tr("a year of more than four digits is written with a Y (Y12345)"));
    if (negative && value == 0 && m_p.unspecified == 0)
        return error(Tr::tr("-0000 is not a year (write 0000)"));
    m_p.year = negative ? -value : value;
    m_yearDigits = value >= 1000 ? 4 : value >= 100 ? 3 : value >= 10 ? 2 : 1;
    return {};
}

QString PointReader::readLongYear(bool negative)
{
    const qsizetype from = m_pos;
    qint64 value = 0;
    while (isDigit(peek())) {
        value = value * 10 + (peek().unicode() - u'0');
        if (value > kMaxYear)
            return error(Tr::tr("the year is beyond a billion years"));
        ++m_pos;
    }
    const qsizetype digits = m_pos - from;
    if (digits == 0 || m_s[from] == u'0')
        return error(Tr::tr("a Y year starts with a digit from 1 to 9"));
    m_yearDigits = int(digits);
    if (take(u'E')) {
        const qsizetype expFrom = m_pos;
        int exponent = 0;
        while (isDigit(peek()) && exponent < 100) {
            exponent = exponent * 10 + (peek().unicode() - u'0');
            ++m_pos;
        }
        if (m_pos == expFrom || exponent == 0)
            return error(Tr::tr("an exponent is a positive number after E (Y17E7)"));
        for (int i = 0; i < exponent; ++i) {
            value *= 10;
            if (value > kMaxYear)
                return error(Tr::tr("the year is beyond a billion years"));
        }
        m_p.exponent = std::uint8_t(exponent);
        m_yearDigits += exponent;
    } else if (digits <= 4) {
        return error(Tr::tr("a Y year has more than four digits (write 1814, not Y1814)"));
    }
    m_p.year = int(negative ? -value : value);
    return {};
}

QString PointReader::readSignificant()
{
    if (!take(u'S'))
        return {};
    if (m_p.unspecified)
        return error(Tr::tr("significant digits cannot follow unspecified digits"));
    int s = 0;
    const qsizetype from = m_pos;
    while (isDigit(peek()) && s < 100) {
        s = s * 10 + (peek().unicode() - u'0');
        ++m_pos;
    }
    if (m_pos == from || s == 0)
        return error(Tr::tr("S is followed by the number of significant digits (1950S2)"));
    if (s > m_yearDigits)
        return error(Tr::tr("the year has fewer than %1 digits").arg(s));
    m_p.significantDigits = std::uint8_t(s);
    return {};
}

// Two digits of a month or a day, either of which may be X.
QString PointReader::readTwo(DateComponent *value, int *xMask, const char *name)
{
    *value = 0;
    *xMask = 0;
    for (int i = 0; i < 2; ++i) {
        const QChar c = peek();
        if (c == u'X') {
            *xMask |= 1 << i;
            *value = *value * 10;
        } else if (isDigit(c)) {
            *value = *value * 10 + (c.unicode() - u'0');
        } else {
            return error(Tr::tr("the %1 needs two digits").arg(Tr::tr(name)));
        }
        ++m_pos;
    }
    return {};
}

QString PointReader::readTime()
{
    auto two = [&](DateComponent *v) {
        if (m_pos + 2 > m_s.size() || !isDigit(m_s[m_pos]) || !isDigit(m_s[m_pos + 1]))
            return false;
        *v = (m_s[m_pos].unicode() - u'0') * 10 + (m_s[m_pos + 1].unicode() - u'0');
        m_pos += 2;
        return true;
    };
    if (m_p.unspecified)
        return error(Tr::tr("a time cannot follow unspecified digits"));
    if (!two(&m_p.hour) || !take(u':') || !two(&m_p.minute))
        return error(Tr::tr("a time is written HH:MM:SS"));
    m_p.precision = DatePrecision::Minute;
    if (take(u':')) {
        if (!two(&m_p.second))
            return error(Tr::tr("the seconds need two digits"));
        m_p.precision = DatePrecision::Second;
    }
    if (m_p.hour > 23 || m_p.minute > 59 || m_p.second > 59)
        return error(Tr::tr("the time %1:%2 does not exist")
                         .arg(m_p.hour, 2, 10, QChar(u'0'))
                         .arg(m_p.minute, 2, 10, QChar(u'0')));
    if (m_p.minute == 0 && m_p.second == 0 && m_p.precision == DatePrecision::Minute)
        m_p.precision = DatePrecision::Hour;
    return readZone();
}

QString PointReader::readZone()
{
    if (take(u'Z')) {
        m_p.setZone(TimeZoneForm::Utc);
        return {};
    }
    const QChar sign = peek();
    if (sign != u'+' && sign != u'-')
        return {};
    ++m_pos;
    auto two = [&](int *v) {
        if (m_pos + 2 > m_s.size() || !isDigit(m_s[m_pos]) || !isDigit(m_s[m_pos + 1]))
            return false;
        *v = (m_s[m_pos].unicode() - u'0') * 10 + (m_s[m_pos + 1].unicode() - u'0');
        m_pos += 2;
        return true;
    };
    int h = 0, m = 0;
    if (!two(&h))
        return error(Tr::tr("a time-zone offset is written ±HH or ±HH:MM"));
    m_p.setZone(TimeZoneForm::Hours);
    if (take(u':')) {
        if (!two(&m))
            return error(Tr::tr("a time-zone offset is written ±HH or ±HH:MM"));
        m_p.setZone(TimeZoneForm::HoursMinutes);
    }
    if (h > 14 || m > 59 || (h == 14 && m > 0))
        return error(
            Tr::tr("no time zone is %1%2:%3 from UTC").arg(sign).arg(h, 2, 10, QChar(u'0')).arg(m, 2, 10, QChar(u'0')));
    m_p.zoneMinutes = std::int16_t((sign == u'-' ? -1 : 1) * (h * 60 + m));
    return {};
}

// Applies a qualifier written before one component (individual) or after it
// (group: that component and all those to its left).
void addQualifier(std::array<int, 3> &q, int component, int bits, bool group)
{
    if (!bits)
        return;
    for (int c = group ? 0 : component; c <= component; ++c)
        q[std::size_t(c)] |= bits;
}

// A qualifier on every written component is a qualifier on the whole date
// (2004-06-11% is level 1's "the whole date"); what remains stays per component.
void storeQualifiers(DatePoint &p, const std::array<int, 3> &q, int components)
{
    int all = 3;
    for (int c = 0; c < components; ++c)
        all &= q[std::size_t(c)];
    p.approximate = all & 1;
    p.uncertain = all & 2;
    std::uint8_t bits = 0;
    for (int c = 0; c < components; ++c) {
        const int rest = q[std::size_t(c)] & ~all;
        if (rest & 1)
            bits |= std::uint8_t(YearApproximate << (2 * c));
        if (rest & 2)
            bits |= std::uint8_t(YearUncertain << (2 * c));
    }
    p.componentQualifiers = bits;
}

bool matches(int value, int fixed, int xMask)
{
    const int tens = value / 10, ones = value % 10;
    return ((xMask & 1) || tens == fixed / 10) && ((xMask & 2) || ones == fixed % 10);
}

QString checkMonthDay(const DatePoint &p, int monthMask, int dayMask, QStringView whole)
{
    if (p.precision < DatePrecision::Month)
        return {};
    if (p.month > 12) {
        if (monthMask)
            return fail(whole, Tr::tr("a season cannot have unspecified digits"));
        if (p.month < 21 || p.month > 41)
            return fail(whole, Tr::tr("month %1 does not exist (seasons are 21-41)").arg(p.month));
        if (p.precision > DatePrecision::Month)
            return fail(whole, Tr::tr("a season has no days"));
        return {};
    }
    if (!monthMask && !dayMask) { // every digit written: one month, one day to check
        if (p.month < 1)
            return fail(whole, Tr::tr("month %1 does not exist").arg(p.month, 2, 10, QChar(u'0')));
        const int days = p.unspecified & YearDigits ? (p.month == 2 ? 29 : daysInMonth(2001, p.month))
                                                    : daysInMonth(p.year, p.month);
        if (p.precision >= DatePrecision::Day && (p.day < 1 || p.day > days))
            return fail(whole, Tr::tr("day %1 does not exist in that month").arg(p.day));
        return {};
    }
    bool monthExists = false, dayExists = p.precision < DatePrecision::Day;
    for (int m = 1; m <= 12; ++m) {
        if (!matches(m, p.month, monthMask))
            continue;
        monthExists = true;
        for (int d = 1; d <= 31 && !dayExists && p.precision >= DatePrecision::Day; ++d)
            dayExists = matches(d, p.day, dayMask)
                && d <= (p.unspecified & YearDigits ? (m == 2 ? 29 : daysInMonth(2001, m)) : daysInMonth(p.year, m));
    }
    if (!monthExists)
        return fail(whole, Tr::tr("month %1 does not exist").arg(p.month, 2, 10, QChar(u'0')));
    if (!dayExists)
        return fail(whole,
            monthMask || dayMask ? Tr::tr("no day matches those digits")
                                 : Tr::tr("day %1 does not exist in that month").arg(p.day));
    return {};
}

Result<DatePoint> PointReader::read()
{
    std::array<int, 3> q {0, 0, 0};
    int components = 1;
    addQualifier(q, 0, takeQualifier(), false);
    if (QString e = readYear(); !e.isEmpty())
        return R::failure(e);
    if (QString e = readSignificant(); !e.isEmpty())
        return R::failure(e);
    addQualifier(q, 0, takeQualifier(), true);
    int monthMask = 0, dayMask = 0;
    if (take(u'-')) {
        if (m_p.exponent || m_p.significantDigits || m_p.year > 9999 || m_p.year < -9999)
            return R::failure(error(Tr::tr("a long year cannot have a month")));
        components = 2;
        addQualifier(q, 1, takeQualifier(), false);
        if (QString e = readTwo(&m_p.month, &monthMask, QT_TRANSLATE_NOOP("parallax::HistoricalDate", "month"));
            !e.isEmpty())
            return R::failure(e);
        m_p.precision = DatePrecision::Month;
        addQualifier(q, 1, takeQualifier(), true);
        if (take(u'-')) {
            components = 3;
            addQualifier(q, 2, takeQualifier(), false);
            if (QString e = readTwo(&m_p.day, &dayMask, QT_TRANSLATE_NOOP("parallax::HistoricalDate", "day"));
                !e.isEmpty())
                return R::failure(e);
            m_p.precision = DatePrecision::Day;
            addQualifier(q, 2, takeQualifier(), true);
            if (take(u'T')) {
                if (q[2])
                    return R::failure(error(Tr::tr("a qualifier goes after the time, not before it")));
                if (QString e = readTime(); !e.isEmpty())
                    return R::failure(e);
                addQualifier(q, 2, takeQualifier(), true);
            }
        }
    }
    if (m_pos != m_s.size())
        return R::failure(error(Tr::tr("unexpected \"%1\"").arg(m_s.mid(m_pos).toString())));
    m_p.unspecified |= std::uint8_t(monthMask << 4 | dayMask << 6);
    if (QString e = checkMonthDay(m_p, monthMask, dayMask, m_whole); !e.isEmpty())
        return R::failure(e);
    if (m_p.isSeason() && (q[1] & ~q[0]))
        return R::failure(error(Tr::tr("a season is qualified as a whole")));
    storeQualifiers(m_p, q, components);
    return m_p;
}

Result<DatePoint> parsePoint(QStringView s, QStringView whole)
{
    if (s.isEmpty())
        return Result<DatePoint>::failure(fail(whole, Tr::tr("it is empty")));
    return PointReader(s, whole).read();
}

// One side of an interval: a date, `..` (open) or nothing (unknown).
QString parseEnd(QStringView part, QStringView whole, DatePoint *point, HistoricalDate::EndKind *kind)
{
    if (part.isEmpty()) {
        *kind = HistoricalDate::EndKind::Unknown;
        return {};
    }
    if (part == u"..") {
        *kind = HistoricalDate::EndKind::Open;
        return {};
    }
    auto p = parsePoint(part, whole);
    if (!p)
        return p.error();
    *point = p.value();
    *kind = HistoricalDate::EndKind::Bounded;
    return {};
}

Result<HistoricalDate> interval(QStringView left, QStringView right, QStringView whole, bool inSet)
{
    using R = Result<HistoricalDate>;
    using K = HistoricalDate::EndKind;
    DatePoint a, b;
    K ka = K::Bounded, kb = K::Bounded;
    if (inSet) {
        // In a set `..1760` and `1760..` are open; an empty side is not allowed.
        if (left.isEmpty() && right.isEmpty())
            return R::failure(fail(whole, Tr::tr("\"..\" alone is not a member of a set")));
        if (left.isEmpty())
            ka = K::Open;
        if (right.isEmpty())
            kb = K::Open;
    }
    if (!inSet || !left.isEmpty())
        if (QString e = parseEnd(left, whole, &a, &ka); !e.isEmpty())
            return R::failure(e);
    if (!inSet || !right.isEmpty())
        if (QString e = parseEnd(right, whole, &b, &kb); !e.isEmpty())
            return R::failure(e);
    if (ka != K::Bounded && kb != K::Bounded)
        return R::failure(fail(whole, Tr::tr("an interval needs at least one known end")));
    if (ka == K::Bounded && kb == K::Bounded && a.span().start > b.span().start)
        return R::failure(fail(whole, Tr::tr("the interval ends before it starts")));
    return HistoricalDate::fromEnds(a, ka, b, kb);
}

Result<HistoricalDate> parseSet(QStringView text, QStringView whole)
{
    using R = Result<HistoricalDate>;
    const bool oneOf = text.front() == u'[';
    const QChar close = oneOf ? u']' : u'}';
    if (text.size() < 2 || text.back() != close)
        return R::failure(fail(whole, Tr::tr("a set ends with \"%1\"").arg(close)));
    const QStringView inner = text.mid(1, text.size() - 2);
    if (inner.trimmed().isEmpty())
        return R::failure(fail(whole, Tr::tr("a set needs at least one member")));
    std::vector<HistoricalDate> members;
    for (QStringView m : inner.split(u',')) {
        const qsizetype dots = m.indexOf(u"..");
        if (dots < 0) {
            auto p = parsePoint(m, whole);
            if (!p)
                return R::failure(p.error());
            members.push_back(HistoricalDate(p.value()));
            continue;
        }
        auto r = interval(m.left(dots), m.mid(dots + 2), whole, true);
        if (!r)
            return r;
        members.push_back(r.value());
    }
    return HistoricalDate::makeSet(
        oneOf ? HistoricalDate::SetKind::OneOf : HistoricalDate::SetKind::AllOf, std::move(members));
}

// --- Writing ---------------------------------------------------------------

void appendDigits(QString &out, qint64 v, int width)
{
    const QString n = QString::number(v);
    for (qsizetype i = n.size(); i < width; ++i)
        out += u'0';
    out += n;
}

QChar qualifierChar(int bits)
{
    return bits == 3 ? u'%' : bits == 2 ? u'?' : u'~';
}

// Per-component qualifier bits (1 approximate, 2 uncertain) of component c.
int componentBits(const DatePoint &p, int c)
{
    const int b = p.componentQualifiers >> (2 * c);
    return ((b & YearApproximate) ? 1 : 0) | ((b & YearUncertain) ? 2 : 0);
}

// Where each component's qualifiers are written: a kind that covers exactly
// the first k components is one group mark after the k-th (2004-06~-11);
// otherwise each component carries its own mark before it (2004-~06-~11).
void placeQualifiers(const DatePoint &p, int components, std::array<int, 3> &before, std::array<int, 3> &after)
{
    before = {0, 0, 0};
    after = {0, 0, 0};
    for (int kind : {1, 2}) {
        int prefix = 0;
        while (prefix < components && (componentBits(p, prefix) & kind))
            ++prefix;
        bool rest = false;
        for (int c = prefix; c < components; ++c)
            rest = rest || (componentBits(p, c) & kind);
        if (prefix > 0 && !rest) {
            after[std::size_t(prefix - 1)] |= kind;
            continue;
        }
        for (int c = 0; c < components; ++c)
            if (componentBits(p, c) & kind)
                before[std::size_t(c)] |= kind;
    }
}

void appendYear(QString &out, const DatePoint &p)
{
    const qint64 abs = p.year < 0 ? -qint64(p.year) : p.year;
    if (p.exponent) {
        qint64 base = abs;
        for (int i = 0; i < p.exponent; ++i)
            base /= 10;
        out += p.year < 0 ? QStringLiteral("Y-") : QStringLiteral("Y");
        out += QString::number(base) + u'E' + QString::number(p.exponent);
    } else if (abs > 9999) {
        out += p.year < 0 ? QStringLiteral("Y-") : QStringLiteral("Y");
        out += QString::number(abs);
    } else {
        if (p.year < 0)
            out += u'-';
        QString digits;
        appendDigits(digits, abs, 4);
        for (int i = 0; i < 4; ++i)
            if (p.unspecified & (1u << i))
                digits[i] = u'X';
        out += digits;
    }
    if (p.significantDigits)
        out += u'S' + QString::number(p.significantDigits);
}

void appendTwo(QString &out, int value, int xMask)
{
    QString s;
    appendDigits(s, value, 2);
    for (int i = 0; i < 2; ++i)
        if (xMask & (1 << i))
            s[i] = u'X';
    out += s;
}

void appendTime(QString &out, const DatePoint &p)
{
    out += u'T';
    appendDigits(out, p.hour, 2);
    out += u':';
    appendDigits(out, p.minute, 2);
    if (p.precision >= DatePrecision::Second) {
        out += u':';
        appendDigits(out, p.second, 2);
    }
    switch (p.zone()) {
    case TimeZoneForm::None:
        break;
    case TimeZoneForm::Utc:
        out += u'Z';
        break;
    case TimeZoneForm::Hours:
    case TimeZoneForm::HoursMinutes: {
        const int m = p.zoneMinutes < 0 ? -p.zoneMinutes : p.zoneMinutes;
        out += p.zoneMinutes < 0 ? u'-' : u'+';
        appendDigits(out, m / 60, 2);
        if (p.zone() == TimeZoneForm::HoursMinutes) {
            out += u':';
            appendDigits(out, m % 60, 2);
        }
        break;
    }
    }
}

// The common level-0 case, written by hand into a small buffer: the store
// formats millions of these.
QString plainEdtf(const DatePoint &p)
{
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
    if (p.year < 0)
        buf[n++] = '-';
    digits(p.year < 0 ? -p.year : p.year, 4);
    if (p.precision >= DatePrecision::Month) {
        buf[n++] = '-';
        digits(p.month, 2);
    }
    if (p.precision >= DatePrecision::Day) {
        buf[n++] = '-';
        digits(p.day, 2);
    }
    if (p.precision >= DatePrecision::Hour) {
        buf[n++] = 'T';
        digits(p.hour, 2);
        buf[n++] = ':';
        digits(p.minute, 2);
    }
    if (p.precision >= DatePrecision::Second) {
        buf[n++] = ':';
        digits(p.second, 2);
    }
    if (p.approximate || p.uncertain)
        buf[n++] = char(qualifierChar((p.approximate ? 1 : 0) | (p.uncertain ? 2 : 0)).unicode());
    return QString::fromLatin1(buf, n);
}

} // namespace

QString DatePoint::toEdtf() const
{
    const bool plain = !componentQualifiers && !unspecified && !significantDigits && !exponent
        && zone() == TimeZoneForm::None && year >= -9999 && year <= 9999;
    if (plain)
        return plainEdtf(*this);
    const int components = precision >= DatePrecision::Day ? 3 : precision == DatePrecision::Month ? 2 : 1;
    std::array<int, 3> before {}, after {};
    placeQualifiers(*this, components, before, after);
    QString out;
    auto mark = [&](int bits) {
        if (bits)
            out += qualifierChar(bits);
    };
    mark(before[0]);
    appendYear(out, *this);
    mark(after[0]);
    if (components >= 2) {
        out += u'-';
        mark(before[1]);
        appendTwo(out, month, (unspecified & MonthDigits) >> 4);
        mark(after[1]);
    }
    if (components >= 3) {
        out += u'-';
        mark(before[2]);
        appendTwo(out, day, (unspecified & DayDigits) >> 6);
        if (precision >= DatePrecision::Hour)
            appendTime(out, *this);
        mark(after[2]);
    }
    mark((approximate ? 1 : 0) | (uncertain ? 2 : 0));
    return out;
}

Result<HistoricalDate> HistoricalDate::parse(QStringView text)
{
    using R = Result<HistoricalDate>;
    const QStringView whole = text;
    if (text.trimmed().isEmpty())
        return R::failure(QCoreApplication::translate("parallax::HistoricalDate", "An empty date is not a valid date"));
    if (text.front() == u'[' || text.front() == u'{')
        return parseSet(text, whole);
    const qsizetype slash = text.indexOf(u'/');
    if (slash < 0) {
        auto p = parsePoint(text, whole);
        if (!p)
            return R::failure(p.error());
        return HistoricalDate(p.value());
    }
    if (text.indexOf(u'/', slash + 1) >= 0)
        return R::failure(
            fail(whole, QCoreApplication::translate("parallax::HistoricalDate", "an interval has exactly one \"/\"")));
    return interval(text.left(slash), text.mid(slash + 1), whole, false);
}

QString HistoricalDate::toEdtf() const
{
    if (!isValid())
        return {};
    if (isSet()) {
        QStringList parts;
        for (const HistoricalDate &m : members()) {
            if (!m.isInterval()) {
                parts << m.start().toEdtf();
                continue;
            }
            const QString a = m.startKind() == EndKind::Bounded ? m.start().toEdtf() : QString();
            const QString b = m.endKind() == EndKind::Bounded ? m.end().toEdtf() : QString();
            parts << a + QStringLiteral("..") + b;
        }
        const bool oneOf = setKind() == SetKind::OneOf;
        return (oneOf ? u'[' : u'{') + parts.join(u',') + (oneOf ? u']' : u'}');
    }
    if (!isInterval())
        return start().toEdtf();
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
    return side(startKind(), start()) + u'/' + side(endKind(), end());
}

} // namespace parallax
