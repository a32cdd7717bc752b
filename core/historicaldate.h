#pragma once

#include "result.h"

#include <QLocale>
#include <QSharedData>
#include <QString>

#include <cstdint>
#include <vector>

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

// Proleptic Gregorian calendar facts for any int year (astronomical).
bool isLeapYear(int year);
int daysInMonth(int year, int month); // 0 for a month outside 1-12

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

// Which components of a date a level-2 qualifier applies to (bits of
// DatePoint::componentQualifiers). A qualifier on the whole date is kept in
// DatePoint::approximate / uncertain instead.
enum DateComponentQualifier : std::uint8_t {
    YearApproximate = 0x01,
    YearUncertain = 0x02,
    MonthApproximate = 0x04,
    MonthUncertain = 0x08,
    DayApproximate = 0x10,
    DayUncertain = 0x20,
};

// Unspecified digits (EDTF X) as bits of DatePoint::unspecified: the year's
// four digits from the left, then the month's two, then the day's two.
enum DateUnspecifiedDigit : std::uint8_t {
    YearDigits = 0x0f, // bit 0 = thousands ... bit 3 = units
    MonthDigits = 0x30,
    DayDigits = 0xc0,
};

// How a time-of-day's zone was written; the offset is kept and written back,
// but the axis places the time at its local wall-clock reading (see
// docs/architecture.md, "Dates").
enum class TimeZoneForm : std::uint8_t { None, Utc, Hours, HoursMinutes };

// A calendar component (month, day, hour, minute, second) in a byte. A value
// a byte cannot hold is kept as the nearest one it can (-128 or 127), outside
// every component's range: a check refuses it as it refused the value.
class DateComponent
{
public:
    constexpr DateComponent() = default;
    constexpr DateComponent(int v) // NOLINT(google-explicit-constructor): read and written as a number
        : m_v(std::int8_t(v < -128 ? -128
                : v > 127          ? 127
                                   : v))
    { }
    constexpr operator int() const { return m_v; } // NOLINT(google-explicit-constructor)

private:
    std::int8_t m_v = 0;
};

// One EDTF date: 1814, 1814-04, 1814-04-13, 1815-07-03T08:00, with the
// level-1 and level-2 extensions: whole-date qualifiers (? ~ %), seasons and
// sub-year groupings (month 21-41), unspecified digits (181X, 1814-04-XX),
// long years (Y170000002, Y-17E7), significant digits (1950S2), per-component
// qualifiers (2004-?06-11) and time-zone offsets.
struct DatePoint
{
    int year = 0; // astronomical; unspecified digits read as 0
    // A byte each, and the flags in bits (16 bytes, where 24 made a date
    // 64 bytes); a date packs its two points further (HistoricalDate).
    DateComponent month = 0; // 0 when the precision is Year; 21-41 for a season
    DateComponent day = 0; // 0 when the precision is coarser than Day
    DateComponent hour = 0, minute = 0, second = 0;
    DatePrecision precision = DatePrecision::Year; // what is written
    bool approximate : 1 = false; // the whole date
    bool uncertain : 1 = false; // the whole date
    std::uint8_t zoneForm : 2 = 0; // a TimeZoneForm: read with zone(), written with setZone()
    std::uint8_t componentQualifiers = 0; // DateComponentQualifier bits
    std::uint8_t unspecified = 0; // DateUnspecifiedDigit bits
    // Both below 16: a year has at most nine digits (edtf.cpp: kMaxYear), so E8 at most.
    std::uint8_t significantDigits : 4 = 0; // 0 = all digits significant
    std::uint8_t exponent : 4 = 0; // Y17E7 keeps 7 so that it is written back so
    std::int16_t zoneMinutes = 0; // offset east of UTC

    TimeZoneForm zone() const { return TimeZoneForm(zoneForm); }
    void setZone(TimeZoneForm z) { zoneForm = std::uint8_t(z) & 3; }

    bool isSeason() const { return month > 12; }
    // The finest component that is actually known: 1814-04-XX is Month,
    // 181X and 1XXX-12 are Year, a season is Month.
    DatePrecision knownPrecision() const;
    // Whether any component (or the whole date) carries the qualifier.
    bool anyApproximate() const;
    bool anyUncertain() const;
    // The first and last year the date can fall in (unspecified digits and
    // significant digits widen one year into a range).
    int earliestYear() const;
    int latestYear() const;

    // Every instant the date can denote: from the first second of the
    // earliest day it allows to the end of the latest.
    AxisSpan span() const;
    QString toEdtf() const;
    friend bool operator==(const DatePoint &, const DatePoint &) = default;
};
static_assert(sizeof(DatePoint) == 16);

// A parsed EDTF date: a single point or an interval start/end, where either
// end of an interval may be open (`..`, "still going") or unknown (empty);
// or (EDTF level 2) a set of such dates, one of which is meant
// ([1667,1670..1672]) or all of which are ({1667,1668}).
struct DateExtra;

class HistoricalDate
{
public:
    enum class EndKind : std::uint8_t { Bounded, Open, Unknown };
    enum class SetKind : std::uint8_t { None, OneOf, AllOf };

    HistoricalDate() = default;
    explicit HistoricalDate(const DatePoint &point);
    HistoricalDate(const DatePoint &start, const DatePoint &end);

    // Strict: anything that is not valid EDTF (levels 0-2), or names a day
    // that does not exist, fails with a message that quotes the input and
    // names the reason. One extension: a time may omit its seconds (T08:00).
    static Result<HistoricalDate> parse(QStringView text);

    // An interval from its two ends; an end that is not Bounded takes the
    // other end's point. Does not check the order of the ends.
    static HistoricalDate fromEnds(const DatePoint &start, EndKind startKind, const DatePoint &end, EndKind endKind);
    // A set of members; each member is a point or an interval (`a..b`,
    // `..b`, `a..`), never itself a set.
    static HistoricalDate makeSet(SetKind kind, std::vector<HistoricalDate> members);

    bool isValid() const { return flag(kValid); }
    bool isInterval() const { return flag(kInterval); }
    bool isSet() const { return setKind() != SetKind::None; }
    SetKind setKind() const { return SetKind((m_startBits >> kSetShift) & 3); }
    // Empty unless isSet(). For a set, start() and end() are its earliest and
    // latest bounded members' ends, and span() covers every member.
    const std::vector<HistoricalDate> &members() const;
    DatePoint start() const;
    DatePoint end() const { return isInterval() ? storedEnd() : start(); }
    EndKind startKind() const { return EndKind((m_startBits >> kStartKindShift) & 3); }
    EndKind endKind() const { return EndKind((m_startBits >> kEndKindShift) & 3); }

    // Finest known precision of the bounded ends (DatePoint::knownPrecision).
    DatePrecision precision() const;
    // Whether any part of the date carries the qualifier.
    bool isApproximate() const;
    bool isUncertain() const;

    // The time the date covers. An open or unknown end contributes nothing:
    // the span then covers only the bounded end's unit.
    AxisSpan span() const;

    QString toEdtf() const;
    // "13 April 1814", "April 1814", "12–13 April 1814",
    // "night of 12–13 April 1814", "500 BC", in the given locale.
    QString toDisplayString(const QLocale &locale = QLocale()) const;

    friend bool operator==(const HistoricalDate &a, const HistoricalDate &b);

private:
    // 24 bytes, where two points and their flags took 48: a million events
    // and their accounts hold over two million dates. Each end is packed in
    // the low 53 bits of a word (packPoint() in historicaldate.cpp) when it
    // fits, as every end of most corpora does: a year within ±2^19 and no
    // per-component qualifier, unspecified digit, zone, significant digits
    // or exponent. Any other pair of ends is kept whole in m_extra, which
    // also holds a set's members. The flags are the start word's top bits.
    static constexpr int kStartKindShift = 62, kEndKindShift = 60, kSetShift = 56;
    static constexpr std::uint64_t kInterval = std::uint64_t(1) << 59;
    static constexpr std::uint64_t kValid = std::uint64_t(1) << 58;
    static constexpr std::uint64_t kWhole = std::uint64_t(1) << 55; // the ends are m_extra's
    static constexpr std::uint64_t kFlags = ~((std::uint64_t(1) << 53) - 1);

    bool flag(std::uint64_t f) const { return (m_startBits & f) != 0; }
    void setFlag(std::uint64_t f, bool on) { m_startBits = on ? m_startBits | f : m_startBits & ~f; }
    void setKinds(EndKind start, EndKind end);
    void setSetKind(SetKind kind);
    DatePoint storedEnd() const; // the end as set (a point's is its start)
    void setEnds(const DatePoint &start, const DatePoint &end, std::vector<HistoricalDate> members = {});

    std::uint64_t m_startBits = 0;
    std::uint64_t m_endBits = 0;
    // Shared and immutable: rare, and a date is copied often (one pointer,
    // where a shared_ptr is two).
    QExplicitlySharedDataPointer<const DateExtra> m_extra;
};

static_assert(sizeof(HistoricalDate) == 24);

// What a date keeps beside its words: ends that do not pack, a set's
// members (HistoricalDate::makeSet()).
struct DateExtra : QSharedData
{
    DatePoint start, end; // when the date's kWhole flag is set
    std::vector<HistoricalDate> members;
};

QString precisionName(DatePrecision p);

// The date explained in words for a reader, as the event panel shows it:
// "some day in April 1814, uncertain", "from spring 1815 to 1816; ...",
// "one of: 1667 or 1668". Strings are translated under the context
// "parallax::DateDescription".
QString describeDate(const HistoricalDate &date, const QLocale &locale = QLocale());

} // namespace parallax
