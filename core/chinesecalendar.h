#pragma once

// The Chinese lunisolar calendar of the Ming and Qing, computed from the sun
// and the moon: a month begins on the day of its new moon, counted in Beijing
// time, and the winter solstice falls in the eleventh month.

#include <cstdint>
#include <vector>

namespace parallax {

// --- Astronomy --------------------------------------------------------------
// Instants are Julian ephemeris days (Terrestrial Time) unless said otherwise.

// ΔT = TT − UT in seconds for a decimal year (Espenak and Meeus's polynomials).
double deltaTSeconds(double year);
// The k-th new moon after the one of 6 January 2000 (negative k: before it),
// as Meeus computes it (Astronomical Algorithms, ch. 49).
double newMoonJde(int k);
// The sun's apparent ecliptic longitude in degrees, 0 to 360 (Meeus ch. 25,
// low accuracy: about 0.01°, a quarter of an hour of the sun's motion).
double apparentSolarLongitude(double jde);
// When the sun's apparent longitude is `degrees`, the instance nearest `nearJde`.
double solarLongitudeJde(double degrees, double nearJde);

// --- The calendar -----------------------------------------------------------

// How a year's leap month was placed.
enum class ChineseLeapRule : std::uint8_t {
    // The Shixian calendar (時憲曆, 1645–1912): principal terms (中氣) at the
    // sun's true longitude, and the first month without one is the leap month
    // of a year of 13 months from one eleventh month to the next.
    TrueTerms,
    // The Datong calendar (大統曆) of the Ming: the same, with the principal
    // terms evenly spaced through the year from the winter solstice.
    MeanTerms,
};

// The rule the court's calendar followed for the year of the eleventh month
// that begins a count: TrueTerms from the suì that holds the first month of
// 1645 on.
ChineseLeapRule chineseLeapRuleFor(int chineseYear);

struct ChineseMonth
{
    int number = 0; // 1 (正月) to 12 (臘月)
    bool leap = false; // 閏: the intercalary month after the month `number`
    std::int64_t firstDay = 0; // the day its new moon falls on: a Julian Day Number (AxisTime / kSecondsPerDay)
    int days = 0; // 29 or 30
    // Days the court's almanac may have begun the month earlier (−) or later
    // (+) than computed here: nonzero when its new moon is so near a midnight
    // that the almanac's own reckoning may have put it on the other side.
    int startMayMove = 0;
    int endMayMove = 0; // the same for the next month's first day
    // The days the almanac of a year before the Shixian calendar may differ
    // by, either way (its new moons were reckoned with less accurate tables).
    int plusMinus = 0;
};

// The months of the Chinese year whose first month (正月) begins in the
// Gregorian year `year`, from 正月 to the last month before the next 正月, leap
// month included. Meant for 1368–1912, where ΔT is known well enough.
std::vector<ChineseMonth> chineseYearMonths(int year);

} // namespace parallax
