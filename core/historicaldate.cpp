#include "historicaldate.h"

#include <algorithm>

namespace parallax {

namespace {

// Days since 1970-01-01 of a proleptic Gregorian date (H. Hinnant's
// days_from_civil, in 64 bits so that Y-17E7 stays exact), shifted to the
// Julian Day number: the same value as QDate::toJulianDay wherever QDate
// reaches, and beyond.
std::int64_t julianDay(std::int64_t y, int m, int d)
{
    y -= m <= 2;
    const std::int64_t era = (y >= 0 ? y : y - 399) / 400;
    const std::int64_t yoe = y - era * 400;
    const std::int64_t doy = (153 * (m + (m > 2 ? -3 : 9)) + 2) / 5 + d - 1;
    const std::int64_t doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    return era * 146097 + doe - 719468 + 2440588;
}

void civilOf(std::int64_t jd, int *year, int *month, int *day)
{
    const std::int64_t z = jd - 2440588 + 719468;
    const std::int64_t era = (z >= 0 ? z : z - 146096) / 146097;
    const std::int64_t doe = z - era * 146097;
    const std::int64_t yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
    const std::int64_t doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    const std::int64_t mp = (5 * doy + 2) / 153;
    const int d = int(doy - (153 * mp + 2) / 5 + 1);
    const int m = int(mp < 10 ? mp + 3 : mp - 9);
    *year = int(yoe + era * 400 + (m <= 2));
    *month = m;
    *day = d;
}

std::int64_t pow10(int n)
{
    std::int64_t v = 1;
    while (n-- > 0)
        v *= 10;
    return v;
}

// First and last year a point can fall in: unspecified digits run 0-9,
// significant digits leave the rest of the number free.
std::pair<int, int> yearRange(const DatePoint &p)
{
    const std::int64_t abs = p.year < 0 ? -std::int64_t(p.year) : p.year;
    std::int64_t lo = abs, hi = abs;
    if (p.unspecified & YearDigits) {
        for (int i = 0; i < 4; ++i)
            if (p.unspecified & (1u << i))
                hi += 9 * pow10(3 - i);
    } else if (p.significantDigits) {
        const int digits = int(QString::number(abs).size());
        const std::int64_t unit = pow10(std::max(0, digits - p.significantDigits));
        lo = abs / unit * unit;
        hi = lo + unit - 1;
    }
    if (p.year < 0)
        return {int(-hi), int(-lo)};
    return {int(lo), int(hi)};
}

struct SeasonMonths
{
    int first; // first month of the season
    int endMonth; // month after the last one
    int endYearOffset; // 1 when the season runs into the next year
};

// EDTF seasons and sub-year groupings (21-41) as months. Where the
// specification leaves the months open we take the meteorological seasons;
// a winter runs from December into the next year.
SeasonMonths seasonMonths(int code)
{
    static constexpr SeasonMonths kNorth[] = {{3, 6, 0}, {6, 9, 0}, {9, 12, 0}, {12, 3, 1}};
    static constexpr SeasonMonths kSouth[] = {{9, 12, 0}, {12, 3, 1}, {3, 6, 0}, {6, 9, 0}};
    if (code >= 21 && code <= 24)
        return kNorth[code - 21];
    if (code >= 25 && code <= 28)
        return kNorth[code - 25];
    if (code >= 29 && code <= 32)
        return kSouth[code - 29];
    if (code >= 33 && code <= 36) // quarters
        return {1 + 3 * (code - 33), code == 36 ? 1 : 4 + 3 * (code - 33), code == 36 ? 1 : 0};
    if (code >= 37 && code <= 39) // quadrimesters
        return {1 + 4 * (code - 37), code == 39 ? 1 : 5 + 4 * (code - 37), code == 39 ? 1 : 0};
    return {code == 40 ? 1 : 7, code == 40 ? 7 : 1, code == 40 ? 0 : 1}; // semesters
}

bool digitsMatch(int value, int fixed, int xMask)
{
    return ((xMask & 1) || value / 10 == fixed / 10) && ((xMask & 2) || value % 10 == fixed % 10);
}

// The Julian Day of the earliest (or latest) calendar day that a pattern of
// years, month digits and day digits allows.
std::int64_t extremeDay(int y0, int y1, int month, int monthMask, int day, int dayMask, bool latest)
{
    const int step = latest ? -1 : 1;
    for (int y = latest ? y1 : y0; latest ? y >= y0 : y <= y1; y += step) {
        for (int m = latest ? 12 : 1; m >= 1 && m <= 12; m += step) {
            if (!digitsMatch(m, month, monthMask))
                continue;
            const int dim = daysInMonth(y, m);
            for (int d = latest ? dim : 1; d >= 1 && d <= dim; d += step)
                if (digitsMatch(d, day, dayMask))
                    return julianDay(y, m, d);
        }
    }
    return julianDay(latest ? y1 : y0, 1, 1); // the parser refuses patterns no day matches
}

} // namespace

bool isLeapYear(int year)
{
    return (year % 4 == 0 && year % 100 != 0) || year % 400 == 0;
}

int daysInMonth(int year, int month)
{
    static constexpr int kDays[] = {31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
    if (month < 1 || month > 12)
        return 0;
    return month == 2 && isLeapYear(year) ? 29 : kDays[month - 1];
}

bool axisTimeOf(int year, int month, int day, int hour, int minute, int second, AxisTime *out)
{
    if (day < 1 || day > daysInMonth(year, month))
        return false;
    *out = julianDay(year, month, day) * kSecondsPerDay + hour * 3600 + minute * 60 + second;
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
    civilOf(jd, year, month, day);
    *hour = int(rem / 3600);
    *minute = int(rem % 3600 / 60);
    *second = int(rem % 60);
}

DatePrecision DatePoint::knownPrecision() const
{
    if (precision >= DatePrecision::Day && (unspecified & DayDigits))
        return (unspecified & MonthDigits) ? DatePrecision::Year : DatePrecision::Month;
    if (precision >= DatePrecision::Month && (unspecified & MonthDigits))
        return DatePrecision::Year;
    return precision;
}

bool DatePoint::anyApproximate() const
{
    return approximate || (componentQualifiers & (YearApproximate | MonthApproximate | DayApproximate));
}

bool DatePoint::anyUncertain() const
{
    return uncertain || (componentQualifiers & (YearUncertain | MonthUncertain | DayUncertain));
}

int DatePoint::earliestYear() const
{
    return yearRange(*this).first;
}

int DatePoint::latestYear() const
{
    return yearRange(*this).second;
}

AxisSpan DatePoint::span() const
{
    AxisSpan s;
    if (precision >= DatePrecision::Hour && !unspecified) {
        axisTimeOf(year, month, day, hour, precision >= DatePrecision::Minute ? int(minute) : 0,
            precision >= DatePrecision::Second ? int(second) : 0, &s.start);
        s.end = s.start + (precision == DatePrecision::Hour ? 3600 : precision == DatePrecision::Minute ? 60 : 1);
        return s;
    }
    const auto [y0, y1] = yearRange(*this);
    if (precision == DatePrecision::Year) {
        s.start = julianDay(y0, 1, 1) * kSecondsPerDay;
        s.end = julianDay(y1 + 1, 1, 1) * kSecondsPerDay;
        return s;
    }
    if (isSeason()) {
        const SeasonMonths m = seasonMonths(month);
        s.start = julianDay(y0, m.first, 1) * kSecondsPerDay;
        s.end = julianDay(y1 + m.endYearOffset, m.endMonth, 1) * kSecondsPerDay;
        return s;
    }
    const int monthMask = (unspecified & MonthDigits) >> 4;
    const int dayMask = (unspecified & DayDigits) >> 6;
    const bool days = precision >= DatePrecision::Day;
    if (!monthMask && !dayMask && y0 == y1 && month >= 1 && month <= 12
        && (!days || (day >= 1 && day <= daysInMonth(y0, month)))) {
        // A month or a day written out (the common case): no pattern to search.
        s.start = julianDay(y0, month, days ? int(day) : 1) * kSecondsPerDay;
        s.end = (julianDay(y0, month, days ? int(day) : daysInMonth(y0, month)) + 1) * kSecondsPerDay;
        return s;
    }
    const std::int64_t first = extremeDay(y0, y1, month, monthMask, days ? int(day) : 0, days ? dayMask : 3, false);
    const std::int64_t last = extremeDay(y0, y1, month, monthMask, days ? int(day) : 0, days ? dayMask : 3, true);
    s.start = first * kSecondsPerDay;
    s.end = (last + 1) * kSecondsPerDay;
    return s;
}

namespace {

// A point's fields in the low 53 bits of a word: year 20 (two's complement),
// month 6, day 5, hour 5, minute 6, second 6, precision 3, approximate,
// uncertain. Every other field is zero. A point that does not come back
// the same from its word is not packed (the caller keeps it whole).
constexpr int kYearBits = 20;

std::uint64_t packPoint(const DatePoint &p)
{
    auto field = [](int v, int shift, int bits) {
        return (std::uint64_t(std::uint32_t(v)) & ((std::uint64_t(1) << bits) - 1)) << shift;
    };
    return field(p.year, 0, kYearBits) | field(p.month, 20, 6) | field(p.day, 26, 5) | field(p.hour, 31, 5)
        | field(p.minute, 36, 6) | field(p.second, 42, 6) | field(int(p.precision), 48, 3) | field(p.approximate, 51, 1)
        | field(p.uncertain, 52, 1);
}

DatePoint unpackPoint(std::uint64_t w)
{
    auto field = [w](int shift, int bits) { return int((w >> shift) & ((std::uint64_t(1) << bits) - 1)); };
    DatePoint p;
    const int year = field(0, kYearBits);
    p.year = year >= (1 << (kYearBits - 1)) ? year - (1 << kYearBits) : year;
    p.month = field(20, 6);
    p.day = field(26, 5);
    p.hour = field(31, 5);
    p.minute = field(36, 6);
    p.second = field(42, 6);
    p.precision = DatePrecision(field(48, 3));
    p.approximate = field(51, 1) != 0;
    p.uncertain = field(52, 1) != 0;
    return p;
}

bool packs(const DatePoint &p, std::uint64_t *out)
{
    *out = packPoint(p);
    return unpackPoint(*out) == p;
}

} // namespace

HistoricalDate::HistoricalDate(const DatePoint &point)
{
    setEnds(point, point);
    setFlag(kValid, true);
}

HistoricalDate::HistoricalDate(const DatePoint &start, const DatePoint &end)
{
    setEnds(start, end);
    setFlag(kValid, true);
    setFlag(kInterval, true);
}

// Packed when both ends pack; otherwise both kept whole beside the date.
void HistoricalDate::setEnds(const DatePoint &start, const DatePoint &end, std::vector<HistoricalDate> members)
{
    std::uint64_t s = 0, e = 0;
    const bool packed = packs(start, &s) && packs(end, &e);
    m_startBits = (m_startBits & kFlags & ~kWhole) | (packed ? s : 0) | (packed ? 0 : kWhole);
    m_endBits = packed ? e : 0;
    if (packed && members.empty()) {
        m_extra.reset();
        return;
    }
    auto *extra = new DateExtra;
    if (!packed) {
        extra->start = start;
        extra->end = end;
    }
    extra->members = std::move(members);
    m_extra = QExplicitlySharedDataPointer<const DateExtra>(extra);
}

void HistoricalDate::setKinds(EndKind start, EndKind end)
{
    m_startBits &= ~((std::uint64_t(3) << kStartKindShift) | (std::uint64_t(3) << kEndKindShift));
    m_startBits |= (std::uint64_t(start) << kStartKindShift) | (std::uint64_t(end) << kEndKindShift);
}

void HistoricalDate::setSetKind(SetKind kind)
{
    m_startBits = (m_startBits & ~(std::uint64_t(3) << kSetShift)) | (std::uint64_t(kind) << kSetShift);
}

DatePoint HistoricalDate::start() const
{
    return flag(kWhole) ? m_extra->start : unpackPoint(m_startBits);
}

DatePoint HistoricalDate::storedEnd() const
{
    return flag(kWhole) ? m_extra->end : unpackPoint(m_endBits);
}

HistoricalDate HistoricalDate::fromEnds(
    const DatePoint &start, EndKind startKind, const DatePoint &end, EndKind endKind)
{
    HistoricalDate d(startKind == EndKind::Bounded ? start : end, endKind == EndKind::Bounded ? end : start);
    d.setKinds(startKind, endKind);
    return d;
}

HistoricalDate HistoricalDate::makeSet(SetKind kind, std::vector<HistoricalDate> members)
{
    if (kind == SetKind::None || members.empty())
        return {};
    // The set's ends are its earliest and latest members' ends, so that code
    // reading start()/end() sees the whole extent.
    const HistoricalDate *first = &members.front();
    const HistoricalDate *last = &members.front();
    for (const HistoricalDate &m : members) {
        if (m.span().start < first->span().start)
            first = &m;
        if (m.span().end > last->span().end)
            last = &m;
    }
    const DatePoint start = first->start(), end = last->end();
    const EndKind startKind = first->startKind(), endKind = last->endKind();
    HistoricalDate d;
    d.setEnds(start, end, std::move(members));
    d.setFlag(kValid, true);
    d.setFlag(kInterval, true);
    d.setSetKind(kind);
    d.setKinds(startKind, endKind);
    return d;
}

const std::vector<HistoricalDate> &HistoricalDate::members() const
{
    static const std::vector<HistoricalDate> kNone;
    return m_extra ? m_extra->members : kNone;
}

bool operator==(const HistoricalDate &a, const HistoricalDate &b)
{
    // Ends pack one way only, so equal ends are equal words, or both whole.
    if ((a.m_startBits & a.kFlags) != (b.m_startBits & b.kFlags))
        return false;
    if (!a.flag(HistoricalDate::kWhole) && (a.m_startBits != b.m_startBits || a.m_endBits != b.m_endBits))
        return false;
    return (!a.flag(HistoricalDate::kWhole) || (a.start() == b.start() && a.storedEnd() == b.storedEnd()))
        && a.members() == b.members();
}

DatePrecision HistoricalDate::precision() const
{
    if (isSet()) {
        DatePrecision p = DatePrecision::Year;
        for (const HistoricalDate &m : members())
            p = std::max(p, m.precision());
        return p;
    }
    if (!isInterval())
        return start().knownPrecision();
    if (startKind() != EndKind::Bounded)
        return end().knownPrecision();
    if (endKind() != EndKind::Bounded)
        return start().knownPrecision();
    return std::max(start().knownPrecision(), end().knownPrecision());
}

bool HistoricalDate::isApproximate() const
{
    if (isSet())
        return std::any_of(members().begin(), members().end(), [](const auto &m) { return m.isApproximate(); });
    return start().anyApproximate() || (isInterval() && end().anyApproximate());
}

bool HistoricalDate::isUncertain() const
{
    if (isSet())
        return std::any_of(members().begin(), members().end(), [](const auto &m) { return m.isUncertain(); });
    return start().anyUncertain() || (isInterval() && end().anyUncertain());
}

AxisSpan HistoricalDate::span() const
{
    if (isSet()) {
        AxisSpan s = members().front().span();
        for (const HistoricalDate &m : members()) {
            const AxisSpan ms = m.span();
            s = {std::min(s.start, ms.start), std::max(s.end, ms.end)};
        }
        return s;
    }
    if (!isInterval())
        return start().span();
    const AxisSpan a = start().span();
    const AxisSpan b = end().span();
    return {std::min(a.start, b.start), std::max(a.end, b.end)};
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
