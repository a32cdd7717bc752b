#pragma once

#include "result.h"

#include <QLocale>
#include <QString>

#include <cstdint>

namespace parallax {

// A position on the one continuous time axis used everywhere in Parallax:
// seconds since the start of Julian Day 0 (taken from midnight, so that a
// civil day is [jd * 86400, (jd + 1) * 86400)). Year -500 and year 2500 sit on
// the same axis, and int64 covers far more than any history needs.
using AxisTime = std::int64_t;
inline constexpr AxisTime kSecondsPerDay = 86400;

// Axis time of a proleptic Gregorian instant. `year` is astronomical (EDTF):
// 0 is 1 BCE, -1 is 2 BCE. Returns false for an impossible date.
bool axisTimeOf(int year, int month, int day, int hour, int minute, int second, AxisTime *out);
// The inverse: calendar fields of an axis time (astronomical year).
void calendarOf(AxisTime t, int *year, int *month, int *day, int *hour, int *minute, int *second);

enum class DatePrecision : std::uint8_t { Year, Month, Day, Hour, Minute, Second };

// Half-open interval [start, end) on the axis.
struct AxisSpan
{
    AxisTime start = 0;
    AxisTime end = 0;
    AxisTime length() const { return end - start; }
    bool overlaps(const AxisSpan &o) const { return start < o.end && o.start < end; }
    bool contains(AxisTime t) const { return t >= start && t < end; }
    friend bool operator==(const AxisSpan &, const AxisSpan &) = default;
};

// One EDTF date (level 0 plus the level 1 qualifiers): 1814, 1814-04,
// 1814-04-13, 1815-07-03T08:00, each optionally followed by ? (uncertain),
// ~ (approximate) or % (both).
struct DatePoint
{
    int year = 0; // astronomical
    int month = 0; // 0 when the precision is Year
    int day = 0; // 0 when the precision is coarser than Day
    int hour = 0, minute = 0, second = 0;
    DatePrecision precision = DatePrecision::Year;
    bool approximate = false;
    bool uncertain = false;

    AxisSpan span() const; // the whole unit the date names
    QString toEdtf() const;
    friend bool operator==(const DatePoint &, const DatePoint &) = default;
};

// A parsed EDTF date: a single point or an interval start/end, where either
// end of an interval may be open (`..`, "still going") or unknown (empty).
class HistoricalDate
{
public:
    enum class EndKind : std::uint8_t { Bounded, Open, Unknown };

    HistoricalDate() = default;
    explicit HistoricalDate(const DatePoint &point);
    HistoricalDate(const DatePoint &start, const DatePoint &end);

    // Strict: anything that is not valid EDTF, or names a day that does not
    // exist, fails with a message that quotes the input.
    static Result<HistoricalDate> parse(QStringView text);

    bool isValid() const { return m_valid; }
    bool isInterval() const { return m_interval; }
    const DatePoint &start() const { return m_start; }
    const DatePoint &end() const { return m_interval ? m_end : m_start; }
    EndKind startKind() const { return m_startKind; }
    EndKind endKind() const { return m_endKind; }

    // Finest precision of the bounded ends.
    DatePrecision precision() const;
    bool isApproximate() const;
    bool isUncertain() const;

    // The time the date covers. An open or unknown end contributes nothing:
    // the span then covers only the bounded end's unit.
    AxisSpan span() const;

    QString toEdtf() const;
    // "13 April 1814", "April 1814", "12–13 April 1814",
    // "night of 12–13 April 1814", "500 BC", in the given locale.
    QString toDisplayString(const QLocale &locale = QLocale()) const;

    friend bool operator==(const HistoricalDate &, const HistoricalDate &) = default;

private:
    DatePoint m_start;
    DatePoint m_end;
    EndKind m_startKind = EndKind::Bounded;
    EndKind m_endKind = EndKind::Bounded;
    bool m_interval = false;
    bool m_valid = false;
};

QString precisionName(DatePrecision p);

} // namespace parallax
