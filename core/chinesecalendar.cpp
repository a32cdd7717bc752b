// The Chinese lunisolar calendar, from low-accuracy solar and lunar theories
// (Meeus, Astronomical Algorithms): accurate to a minute or two for the new
// moons, a quarter of an hour for the solar terms, which is far finer than a
// day except when an event falls close to midnight (see kCloseToMidnight).
#include "chinesecalendar.h"

#include <algorithm>
#include <cmath>
#include <numbers>

namespace parallax {

namespace {

constexpr double kDegree = std::numbers::pi / 180.0;
constexpr double kJ2000 = 2451545.0;
constexpr double kSynodicMonth = 29.530588861;
constexpr double kTropicalYear = 365.2422;

// Days are counted in Beijing's local mean time, 116°25′ E: 7 h 45 m 40 s
// ahead of Greenwich. The Qing astronomers computed the almanac for the
// meridian of the capital, and China kept no standard time before 1928; the
// 120° E meridian (UTC+8) that calendars use now is of the Republic (1929),
// and using it would move a new moon in the 14 minutes before midnight to
// the wrong day. (The Ming reckoned for its capital too, Nanjing or Beijing;
// a few minutes' difference, inside the Ming's margin below.) Apparent solar
// time, which a sundial shows, differs from mean time by up to a quarter of
// an hour: within kCloseToMidnight.
constexpr double kBeijingOffsetDays = (116.0 + 25.0 / 60.0) / 360.0;

// A new moon this close to a Beijing midnight may have been put on the other
// side of it by the court's astronomers, whose lunar theory (Tychonic, then
// Keplerian from 1742) erred by this much and more now and then; the month
// may have begun a day earlier or later than computed here.
constexpr double kCloseToMidnightDays = 30.0 / 1440.0;

// Before 1645 (the Datong calendar's Shoushi tables, 1281) new moons could
// be off by hours, so its day of a month is given as a window this wide
// either way.
constexpr int kMingPlusMinus = 1;

double sinDeg(double degrees)
{
    return std::sin(degrees * kDegree);
}

double normalizedDegrees(double degrees)
{
    const double d = std::fmod(degrees, 360.0);
    return d < 0 ? d + 360.0 : d;
}

double decimalYearOf(double jde)
{
    return 2000.0 + (jde - kJ2000) / 365.25;
}

// Universal Time of a TT instant.
double universalJd(double jde)
{
    return jde - deltaTSeconds(decimalYearOf(jde)) / 86400.0;
}

// A TT instant in Beijing local time, as a day number and the fraction of
// that day passed (0 at midnight).
struct BeijingDay
{
    std::int64_t day = 0;
    double fraction = 0;
};

BeijingDay beijingDayOf(double jde)
{
    const double local = universalJd(jde) + kBeijingOffsetDays + 0.5; // civil days start at midnight
    const double day = std::floor(local);
    return {std::int64_t(day), local - day};
}

// −1 when the instant is just after midnight (it may belong to the day
// before), +1 just before it (the day after), 0 otherwise.
int closeToMidnight(const BeijingDay &d)
{
    if (d.fraction < kCloseToMidnightDays)
        return -1;
    if (d.fraction > 1.0 - kCloseToMidnightDays)
        return 1;
    return 0;
}

// Meeus ch. 49: the periodic terms of a new moon, in days, for the
// arguments in degrees (E corrects for the eccentricity of the earth's orbit).
double newMoonCorrection(double k, double t)
{
    const double e = 1 - 0.002516 * t - 0.0000074 * t * t;
    const double m = 2.5534 + 29.10535670 * k - 0.0000014 * t * t - 0.00000011 * t * t * t;
    const double mm
        = 201.5643 + 385.81693528 * k + 0.0107582 * t * t + 0.00001238 * t * t * t - 0.000000058 * t * t * t * t;
    const double f
        = 160.7108 + 390.67050284 * k - 0.0016118 * t * t - 0.00000227 * t * t * t + 0.000000011 * t * t * t * t;
    const double om = 124.7746 - 1.56375588 * k + 0.0020672 * t * t + 0.00000215 * t * t * t;
    return -0.40720 * sinDeg(mm) + 0.17241 * e * sinDeg(m) + 0.01608 * sinDeg(2 * mm) + 0.01039 * sinDeg(2 * f)
        + 0.00739 * e * sinDeg(mm - m) - 0.00514 * e * sinDeg(mm + m) + 0.00208 * e * e * sinDeg(2 * m)
        - 0.00111 * sinDeg(mm - 2 * f) - 0.00057 * sinDeg(mm + 2 * f) + 0.00056 * e * sinDeg(2 * mm + m)
        - 0.00042 * sinDeg(3 * mm) + 0.00042 * e * sinDeg(m + 2 * f) + 0.00038 * e * sinDeg(m - 2 * f)
        - 0.00024 * e * sinDeg(2 * mm - m) - 0.00017 * sinDeg(om) - 0.00007 * sinDeg(mm + 2 * m)
        + 0.00004 * sinDeg(2 * mm - 2 * f) + 0.00004 * sinDeg(3 * m) + 0.00003 * sinDeg(mm + m - 2 * f)
        + 0.00003 * sinDeg(2 * mm + 2 * f) - 0.00003 * sinDeg(mm + m + 2 * f) + 0.00003 * sinDeg(mm - m + 2 * f)
        - 0.00002 * sinDeg(mm - m - 2 * f) - 0.00002 * sinDeg(3 * mm + m) + 0.00002 * sinDeg(4 * mm);
}

// Meeus ch. 49: the small corrections for the planets' pull, in days.
double planetaryCorrection(double k, double t)
{
    struct Term
    {
        double coefficient, base, perLunation;
    };
    static constexpr Term kTerms[] = {{0.000325, 299.77, 0.107408}, {0.000165, 251.88, 0.016321},
        {0.000164, 251.83, 26.651886}, {0.000126, 349.42, 36.412478}, {0.000110, 84.66, 18.206239},
        {0.000062, 141.74, 53.303771}, {0.000060, 207.14, 2.453732}, {0.000056, 154.84, 7.306860},
        {0.000047, 34.52, 27.261239}, {0.000042, 207.19, 0.121824}, {0.000040, 291.34, 1.844379},
        {0.000037, 161.72, 24.198154}, {0.000035, 239.56, 25.513099}, {0.000023, 331.55, 3.592518}};
    double sum = 0;
    for (const Term &term : kTerms) {
        // Only the first argument drifts with the square of time.
        const double drift = &term == kTerms ? -0.009173 * t * t : 0.0;
        sum += term.coefficient * sinDeg(term.base + term.perLunation * k + drift);
    }
    return sum;
}

// The new moon that falls on `day` or most recently before it (Beijing days).
int newMoonOnOrBefore(std::int64_t day)
{
    int k = int(std::floor((double(day) - 2451550.1) / kSynodicMonth));
    while (beijingDayOf(newMoonJde(k + 1)).day <= day)
        ++k;
    while (beijingDayOf(newMoonJde(k)).day > day)
        --k;
    return k;
}

// The day of the winter solstice (the sun at 270°) of the Gregorian year `year`.
double winterSolsticeJde(int year)
{
    const double nearDecember21 = kJ2000 + (year - 2000) * kTropicalYear + 355.0;
    return solarLongitudeJde(270.0, nearDecember21);
}

// The Datong calendar's winter solstice of 1280, the epoch of the Shoushi
// calendar it continued: 55.06 days after a 甲子 midnight (its 氣應), the day
// 己未, as a Julian Day Number and the fraction of the day passed. Its terms
// follow at a twenty-fourth of a 365.2425-day year. (Counted so, the Ming's
// leap months agree with its almanacs: see kAlmanacLeapMonths.)
constexpr double kDatongSolstice1280 = 2188926.06;
constexpr double kDatongYear = 365.2425;

// The days of the twelve principal terms from the winter solstice of
// `year` on, and the next winter solstice: thirteen days in all.
std::vector<std::int64_t> principalTermDays(int year, ChineseLeapRule rule)
{
    std::vector<std::int64_t> days;
    if (rule == ChineseLeapRule::MeanTerms) {
        const double solstice = kDatongSolstice1280 + (year - 1280) * kDatongYear;
        for (int i = 0; i <= 12; ++i)
            days.push_back(std::int64_t(std::floor(solstice + i * kDatongYear / 12)));
        return days;
    }
    const double solstice = winterSolsticeJde(year);
    for (int i = 0; i <= 12; ++i)
        days.push_back(beijingDayOf(solarLongitudeJde(270.0 + 30.0 * i, solstice + i * kTropicalYear / 12)).day);
    return days;
}

// Years whose almanac put the leap month elsewhere than the rule does with
// the terms and new moons computed here: each time a principal term or new
// moon fell within half an hour of the midnight that decided it, and the
// court's reckoning put it on the other side. The leap month follows the
// month `after` of the Chinese year `year`.
struct AlmanacLeapMonth
{
    int year;
    int after;
};
constexpr AlmanacLeapMonth kAlmanacLeapMonths[] = {
    {1517, 12}, // 正德十二年閏十二月 (computed: 閏十一月)
    {1645, 6}, // 順治二年閏六月 (閏五月)
    {1651, 2}, // 順治八年閏二月 (閏正月)
    {1661, 7}, // 順治十八年閏七月 (閏八月)
    {1727, 3}, // 雍正五年閏三月 (閏二月)
    {1805, 6}, // 嘉慶十年閏六月 (閏七月)
};

// The almanac's leap month in the count that begins at the winter solstice
// of `year`, when it differs from the computed one: the number of the
// month it follows; 0 otherwise.
int almanacLeapAfter(int year)
{
    for (const AlmanacLeapMonth &l : kAlmanacLeapMonths) {
        // Months 11 and 12 belong to the count that begins in their own
        // year; the others to the one that began the year before.
        const int countYear = l.after >= 11 ? l.year : l.year - 1;
        if (countYear == year)
            return l.after;
    }
    return 0;
}

struct NewMoon
{
    std::int64_t day = 0;
    int mayMove = 0; // closeToMidnight()
};

NewMoon newMoonDay(int k)
{
    const BeijingDay d = beijingDayOf(newMoonJde(k));
    return {d.day, closeToMidnight(d)};
}

// The months from the eleventh month that holds the winter solstice of
// `year` to the one before the eleventh month that holds the next, numbered,
// with the leap month marked when there are thirteen.
std::vector<ChineseMonth> suiMonths(int year)
{
    const ChineseLeapRule rule = chineseLeapRuleFor(year + 1);
    const std::vector<std::int64_t> terms = principalTermDays(year, rule);
    const int first = newMoonOnOrBefore(terms.front());
    const int next = newMoonOnOrBefore(terms.back());
    const bool leapYear = next - first == 13;
    const int almanacLeap = almanacLeapAfter(year);
    std::vector<ChineseMonth> months;
    bool leapPlaced = false;
    int number = 11;
    for (int k = first; k < next; ++k) {
        const NewMoon start = newMoonDay(k), end = newMoonDay(k + 1);
        ChineseMonth m;
        m.firstDay = start.day;
        m.days = int(end.day - start.day);
        m.startMayMove = start.mayMove;
        m.endMayMove = end.mayMove;
        m.plusMinus = rule == ChineseLeapRule::TrueTerms ? 0 : kMingPlusMinus;
        const bool hasTerm
            = std::any_of(terms.begin(), terms.end(), [&](std::int64_t d) { return d >= start.day && d < end.day; });
        const bool isLeap = almanacLeap ? number == almanacLeap && k != first : !hasTerm;
        if (leapYear && !leapPlaced && k != first && isLeap) {
            m.leap = leapPlaced = true;
            m.number = number;
        } else {
            number = k == first ? 11 : number % 12 + 1;
            m.number = number;
        }
        months.push_back(m);
    }
    return months;
}

} // namespace

double deltaTSeconds(double y)
{
    // Espenak and Meeus (2006), fitted to the historical record: each
    // polynomial holds for its span of years only.
    if (y < 500) {
        const double u = (y - 1820) / 100;
        return -20 + 32 * u * u;
    }
    if (y < 1600) {
        const double u = (y - 1000) / 100;
        return 1574.2 - 556.01 * u + 71.23472 * std::pow(u, 2) + 0.319781 * std::pow(u, 3) - 0.8503463 * std::pow(u, 4)
            - 0.005050998 * std::pow(u, 5) + 0.0083572073 * std::pow(u, 6);
    }
    if (y < 1700) {
        const double t = y - 1600;
        return 120 - 0.9808 * t - 0.01532 * t * t + std::pow(t, 3) / 7129;
    }
    if (y < 1800) {
        const double t = y - 1700;
        return 8.83 + 0.1603 * t - 0.0059285 * t * t + 0.00013336 * std::pow(t, 3) - std::pow(t, 4) / 1174000;
    }
    if (y < 1860) {
        const double t = y - 1800;
        return 13.72 - 0.332447 * t + 0.0068612 * t * t + 0.0041116 * std::pow(t, 3) - 0.00037436 * std::pow(t, 4)
            + 0.0000121272 * std::pow(t, 5) - 0.0000001699 * std::pow(t, 6) + 0.000000000875 * std::pow(t, 7);
    }
    if (y < 1900) {
        const double t = y - 1860;
        return 7.62 + 0.5737 * t - 0.251754 * t * t + 0.01680668 * std::pow(t, 3) - 0.0004473624 * std::pow(t, 4)
            + std::pow(t, 5) / 233174;
    }
    if (y < 1920) {
        const double t = y - 1900;
        return -2.79 + 1.494119 * t - 0.0598939 * t * t + 0.0061966 * std::pow(t, 3) - 0.000197 * std::pow(t, 4);
    }
    if (y < 1941) {
        const double t = y - 1920;
        return 21.20 + 0.84493 * t - 0.076100 * t * t + 0.0020936 * std::pow(t, 3);
    }
    if (y < 1961) {
        const double t = y - 1950;
        return 29.07 + 0.407 * t - t * t / 233 + std::pow(t, 3) / 2547;
    }
    if (y < 1986) {
        const double t = y - 1975;
        return 45.45 + 1.067 * t - t * t / 260 - std::pow(t, 3) / 718;
    }
    if (y < 2005) {
        const double t = y - 2000;
        return 63.86 + 0.3345 * t - 0.060374 * t * t + 0.0017275 * std::pow(t, 3) + 0.000651814 * std::pow(t, 4)
            + 0.00002373599 * std::pow(t, 5);
    }
    if (y < 2050) {
        const double t = y - 2000;
        return 62.92 + 0.32217 * t + 0.005589 * t * t;
    }
    const double u = (y - 1820) / 100;
    return -20 + 32 * u * u - 0.5628 * (2150 - y);
}

double newMoonJde(int k)
{
    const double kk = k;
    const double t = kk / 1236.85; // Julian centuries from J2000
    const double mean = 2451550.09766 + kSynodicMonth * kk + 0.00015437 * t * t - 0.000000150 * t * t * t
        + 0.00000000073 * t * t * t * t;
    return mean + newMoonCorrection(kk, t) + planetaryCorrection(kk, t);
}

double apparentSolarLongitude(double jde)
{
    const double t = (jde - kJ2000) / 36525;
    const double meanLongitude = 280.46646 + 36000.76983 * t + 0.0003032 * t * t;
    const double meanAnomaly = 357.52911 + 35999.05029 * t - 0.0001537 * t * t;
    const double center = (1.914602 - 0.004817 * t - 0.000014 * t * t) * sinDeg(meanAnomaly)
        + (0.019993 - 0.000101 * t) * sinDeg(2 * meanAnomaly) + 0.000289 * sinDeg(3 * meanAnomaly);
    // Nutation and aberration, from the longitude of the moon's node.
    const double node = 125.04 - 1934.136 * t;
    return normalizedDegrees(meanLongitude + center - 0.00569 - 0.00478 * sinDeg(node));
}

double solarLongitudeJde(double degrees, double nearJde)
{
    // Newton's method with the sun's mean motion as the derivative: a few
    // steps bring it within a second.
    double jde = nearJde;
    for (int i = 0; i < 8; ++i) {
        double behind = normalizedDegrees(degrees - apparentSolarLongitude(jde));
        if (behind > 180)
            behind -= 360;
        jde += behind * kTropicalYear / 360.0;
        if (std::abs(behind) < 1e-7)
            break;
    }
    return jde;
}

ChineseLeapRule chineseLeapRuleFor(int chineseYear)
{
    return chineseYear >= 1645 ? ChineseLeapRule::TrueTerms : ChineseLeapRule::MeanTerms;
}

std::vector<ChineseMonth> chineseYearMonths(int year)
{
    // The year's first month is in the count that begins at the solstice of
    // the year before; its last months in the next count, before its 正月.
    std::vector<ChineseMonth> months;
    for (const ChineseMonth &m : suiMonths(year - 1))
        if (!months.empty() || (m.number == 1 && !m.leap))
            months.push_back(m);
    for (const ChineseMonth &m : suiMonths(year)) {
        if (m.number == 1 && !m.leap)
            break;
        months.push_back(m);
    }
    return months;
}

} // namespace parallax
