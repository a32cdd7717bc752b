#pragma once

#include "historicaldate.h"

#include <QList>
#include <QLocale>
#include <QString>

#include <cmath>
#include <functional>

namespace parallax {

// The time↔pixel mapping of a horizontal time axis: `origin` sits at x = 0
// and each pixel spans `secondsPerPixel`. Doubles keep sub-second precision
// near the origin and whole-day precision across ±1e7 years.
class TimeScale
{
public:
    TimeScale() = default;
    TimeScale(AxisTime origin, double secondsPerPixel)
        : m_origin(origin)
        , m_spp(secondsPerPixel)
    { }

    // A scale that shows [span.start, span.end) across `widthPx` pixels.
    static TimeScale fit(const AxisSpan &span, double widthPx);

    double x(AxisTime t) const { return double(t - m_origin) / m_spp; }
    AxisTime time(double x) const { return m_origin + AxisTime(std::llround(x * m_spp)); }
    double secondsPerPixel() const { return m_spp; }
    AxisTime origin() const { return m_origin; }
    AxisSpan visible(double widthPx) const { return {m_origin, time(widthPx)}; }

    // Zooms by `factor` (>1 zooms in) keeping the time under `anchorX` fixed,
    // clamped to [minSpp, maxSpp].
    void zoomAt(double anchorX, double factor, double minSpp, double maxSpp);
    void panBy(double dxPx) { m_origin += AxisTime(std::llround(dxPx * m_spp)); }
    void centerOn(AxisTime t, double widthPx) { m_origin = t - AxisTime(std::llround(widthPx / 2 * m_spp)); }

private:
    AxisTime m_origin = 0;
    double m_spp = 86400;
};

// Calendar units that axis ticks step by.
enum class TickUnit { Hour, Day, Month, Year };

struct TickStep
{
    TickUnit unit = TickUnit::Year;
    int count = 1; // e.g. 6 hours, 3 months, 50 years
    AxisTime approxSeconds() const;
};

struct Tick
{
    AxisTime time = 0;
    QString label;
};

// Two tiers of ticks: fine ones and the coarser ones that give them context
// (days under months, months under years, ...).
struct TickTiers
{
    TickStep minorStep;
    TickStep majorStep;
    QList<Tick> minor;
    QList<Tick> major;
};

// Chooses steps so that labels of the given widths never overlap, and lists
// the ticks inside `visible`. `labelWidth` returns a label's width in pixels.
template <typename F> TickTiers makeTicks(const TimeScale &scale, double widthPx, const QLocale &locale, F labelWidth);

// Non-template core of makeTicks, for callers that measure by character count.
TickTiers makeTicksWith(const TimeScale &scale, double widthPx, const QLocale &locale,
    const std::function<double(const QString &)> &labelWidth);

// First tick of `step` at or after t; then the tick after a tick.
AxisTime firstTickAtOrAfter(AxisTime t, const TickStep &step);
AxisTime nextTick(AxisTime t, const TickStep &step);
QString tickLabel(AxisTime t, const TickStep &step, bool major, const QLocale &locale);

template <typename F> TickTiers makeTicks(const TimeScale &scale, double widthPx, const QLocale &locale, F labelWidth)
{
    return makeTicksWith(scale, widthPx, locale, std::function<double(const QString &)>(labelWidth));
}

} // namespace parallax
