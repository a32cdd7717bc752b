#include "timescale.h"

#include <QCoreApplication>
#include <QDate>
#include <QTime>

#include <algorithm>
#include <array>
#include <cmath>

namespace parallax {

TimeScale TimeScale::fit(const AxisSpan &span, double widthPx)
{
    const double spp = std::max(1.0, double(std::max<AxisTime>(span.length(), 1)) / std::max(1.0, widthPx));
    return TimeScale(span.start, spp);
}

void TimeScale::zoomAt(double anchorX, double factor, double minSpp, double maxSpp)
{
    const AxisTime anchorT = time(anchorX);
    m_spp = std::clamp(m_spp / factor, minSpp, maxSpp);
    m_origin = anchorT - AxisTime(std::llround(anchorX * m_spp));
}

AxisTime TickStep::approxSeconds() const
{
    switch (unit) {
    case TickUnit::Hour:
        return 3600LL * count;
    case TickUnit::Day:
        return kSecondsPerDay * count;
    case TickUnit::Month:
        return AxisTime(30.44 * kSecondsPerDay) * count;
    case TickUnit::Year:
        break;
    }
    return AxisTime(365.2425 * kSecondsPerDay) * count;
}

namespace {

// Floor division that works for negative numbers.
std::int64_t floorDiv(std::int64_t a, std::int64_t b)
{
    std::int64_t q = a / b;
    if ((a % b != 0) && ((a < 0) != (b < 0)))
        --q;
    return q;
}

const std::array<TickStep, 24> &steps()
{
    static const std::array<TickStep, 24> s = {{
        {TickUnit::Hour, 1},
        {TickUnit::Hour, 3},
        {TickUnit::Hour, 6},
        {TickUnit::Hour, 12},
        {TickUnit::Day, 1},
        {TickUnit::Day, 2},
        {TickUnit::Day, 5},
        {TickUnit::Day, 10},
        {TickUnit::Month, 1},
        {TickUnit::Month, 3},
        {TickUnit::Month, 6},
        {TickUnit::Year, 1},
        {TickUnit::Year, 2},
        {TickUnit::Year, 5},
        {TickUnit::Year, 10},
        {TickUnit::Year, 20},
        {TickUnit::Year, 50},
        {TickUnit::Year, 100},
        {TickUnit::Year, 200},
        {TickUnit::Year, 500},
        {TickUnit::Year, 1000},
        {TickUnit::Year, 2000},
        {TickUnit::Year, 5000},
        {TickUnit::Year, 10000},
    }};
    return s;
}

// The context tier above a step: hours → days, days → months, months → years,
// years → a coarser run of years.
TickStep majorFor(const TickStep &minor)
{
    switch (minor.unit) {
    case TickUnit::Hour:
        return {TickUnit::Day, 1};
    case TickUnit::Day:
        return {TickUnit::Month, 1};
    case TickUnit::Month:
        return {TickUnit::Year, 1};
    case TickUnit::Year:
        break;
    }
    return {TickUnit::Year, minor.count * 10};
}

QString yearLabel(int year)
{
    if (year > 0)
        return QString::number(year);
    return QCoreApplication::translate("parallax::TimeScale", "%1 BC").arg(1 - year);
}

} // namespace

AxisTime firstTickAtOrAfter(AxisTime t, const TickStep &step)
{
    int y, mo, d, h, mi, s;
    calendarOf(t, &y, &mo, &d, &h, &mi, &s);
    AxisTime out = 0;
    switch (step.unit) {
    case TickUnit::Hour: {
        const AxisTime unit = 3600LL * step.count;
        out = floorDiv(t, unit) * unit;
        break;
    }
    case TickUnit::Day: {
        // Days step within a month (1, 6, 11, ...) so labels read naturally.
        axisTimeOf(y, mo, 1, 0, 0, 0, &out);
        const int k = (d - 1) / step.count;
        out += AxisTime(k) * step.count * kSecondsPerDay;
        break;
    }
    case TickUnit::Month: {
        const int m0 = ((mo - 1) / step.count) * step.count + 1;
        axisTimeOf(y, m0, 1, 0, 0, 0, &out);
        break;
    }
    case TickUnit::Year: {
        const int y0 = int(floorDiv(y, step.count) * step.count);
        axisTimeOf(y0, 1, 1, 0, 0, 0, &out);
        break;
    }
    }
    while (out < t)
        out = nextTick(out, step);
    return out;
}

AxisTime nextTick(AxisTime t, const TickStep &step)
{
    int y, mo, d, h, mi, s;
    calendarOf(t, &y, &mo, &d, &h, &mi, &s);
    AxisTime out = t;
    switch (step.unit) {
    case TickUnit::Hour:
        return t + 3600LL * step.count;
    case TickUnit::Day: {
        // Restart at the 1st of each month rather than drift across months.
        const int nd = d + step.count;
        const int dim = QDate(y <= 0 ? y - 1 : y, mo, 1).daysInMonth();
        // A tick keeps a whole step before the next month's first tick, so no gap is shorter than a step.
        if (nd + step.count > dim + 1)
            axisTimeOf(mo == 12 ? y + 1 : y, mo == 12 ? 1 : mo + 1, 1, 0, 0, 0, &out);
        else
            axisTimeOf(y, mo, nd, 0, 0, 0, &out);
        return out;
    }
    case TickUnit::Month: {
        const int total = (mo - 1) + step.count;
        axisTimeOf(y + total / 12, total % 12 + 1, 1, 0, 0, 0, &out);
        return out;
    }
    case TickUnit::Year:
        axisTimeOf(y + step.count, 1, 1, 0, 0, 0, &out);
        return out;
    }
    return out;
}

namespace {

// Hours as a historian names them: parts of the day at six- and twelve-hour
// steps ("morning", "noon"), the hour itself ("14:00", "14时") at finer ones.
// In Chinese, Japanese and Korean the day begins with its date ("6日": "0时"
// under the day read as no time at all) and noon is named at every step
// ("12时" between "11时" and "13时" read as a clock, not as the day's middle).
QString hourLabel(int h, int day, int step, bool cjk)
{
    if (cjk && h == 0)
        return QStringLiteral("%1日").arg(day);
    if (step >= 6 || (cjk && h == 12)) {
        switch (h) {
        case 0:
            return QCoreApplication::translate("parallax::Axis", "midnight");
        case 6:
            return QCoreApplication::translate("parallax::Axis", "morning");
        case 12:
            return QCoreApplication::translate("parallax::Axis", "noon");
        case 18:
            return QCoreApplication::translate("parallax::Axis", "evening");
        default:
            break;
        }
    }
    return cjk ? QStringLiteral("%1时").arg(h) : QStringLiteral("%1:00").arg(h, 2, 10, QLatin1Char('0'));
}

} // namespace

QString tickLabel(AxisTime t, const TickStep &step, bool major, const QLocale &locale)
{
    int y, mo, d, h, mi, s;
    calendarOf(t, &y, &mo, &d, &h, &mi, &s);
    const bool cjk = locale.language() == QLocale::Chinese || locale.language() == QLocale::Japanese
        || locale.language() == QLocale::Korean;
    switch (step.unit) {
    case TickUnit::Hour:
        return hourLabel(h, d, step.count, cjk);
    case TickUnit::Day:
        if (major)
            return HistoricalDate(
                DatePoint {y, std::int16_t(mo), std::int16_t(d), 0, 0, 0, DatePrecision::Day, false, false})
                .toDisplayString(locale);
        return cjk ? QStringLiteral("%1日").arg(d) : QString::number(d);
    case TickUnit::Month:
        if (major)
            return HistoricalDate(DatePoint {y, std::int16_t(mo), 0, 0, 0, 0, DatePrecision::Month, false, false})
                .toDisplayString(locale);
        return locale.standaloneMonthName(mo, QLocale::ShortFormat);
    case TickUnit::Year:
        break;
    }
    return yearLabel(y);
}

TickTiers makeTicksWith(const TimeScale &scale, double widthPx, const QLocale &locale,
    const std::function<double(const QString &)> &labelWidth)
{
    TickTiers tiers;
    const AxisSpan vis = scale.visible(widthPx);
    const double spp = scale.secondsPerPixel();
    // Pick the finest step whose widest possible label fits with a gap.
    const auto &all = steps();
    size_t chosen = all.size() - 1;
    for (size_t i = 0; i < all.size(); ++i) {
        const double px = double(all[i].approxSeconds()) / spp;
        if (px < 24)
            continue;
        // Months and days vary in length: measure a long sample label.
        AxisTime sample = 0;
        axisTimeOf(1814, 9, 28, 23, 0, 0, &sample);
        double w = labelWidth(tickLabel(sample, all[i], false, locale));
        if (all[i].unit == TickUnit::Hour) {
            // The words for parts of the day are wider than a time.
            for (int h : {0, 6, 12, 18}) {
                AxisTime at = 0;
                axisTimeOf(1814, 9, 28, h, 0, 0, &at);
                w = std::max(w, labelWidth(tickLabel(at, all[i], false, locale)));
            }
        }
        // The shortest interval of a unit (28 days, a 1-day tail) must still hold it.
        const double minPx = all[i].unit == TickUnit::Month ? px * 28 / 30.44 : px;
        if (minPx >= w + 12) {
            chosen = i;
            break;
        }
    }
    tiers.minorStep = all[chosen];
    tiers.majorStep = majorFor(tiers.minorStep);

    const AxisTime start = firstTickAtOrAfter(vis.start - tiers.minorStep.approxSeconds(), tiers.minorStep);
    for (AxisTime t = start; t <= vis.end; t = nextTick(t, tiers.minorStep)) {
        if (t >= vis.start - tiers.minorStep.approxSeconds())
            tiers.minor.append({t, tickLabel(t, tiers.minorStep, false, locale)});
        if (tiers.minor.size() > 4000)
            break; // never reached with sane steps; a guard against a bad scale
    }
    // Major labels sit at the left of their interval; the first one is pinned
    // to the view so that the context is always readable.
    AxisTime first = firstTickAtOrAfter(vis.start - tiers.majorStep.approxSeconds() * 2, tiers.majorStep);
    while (nextTick(first, tiers.majorStep) <= vis.start)
        first = nextTick(first, tiers.majorStep);
    for (AxisTime t = first; t <= vis.end; t = nextTick(t, tiers.majorStep)) {
        tiers.major.append({t, tickLabel(t, tiers.majorStep, true, locale)});
        if (tiers.major.size() > 1000)
            break;
    }
    // Context labels can be wider than their interval (a long month name over
    // ten-day ticks): drop the ones that would collide, never draw them over
    // each other. The first is pinned to the left edge by the renderer.
    auto thin = [&](QList<Tick> &ticks, bool pinFirst) {
        double lastEnd = -1e300;
        QList<Tick> kept;
        for (qsizetype i = 0; i < ticks.size(); ++i) {
            double x = scale.x(ticks[i].time);
            if (pinFirst && i == 0)
                x = std::max(x, 0.0);
            const double w = labelWidth(ticks[i].label);
            if (x >= lastEnd + 8) {
                kept.append(ticks[i]);
                lastEnd = x + w;
            } else if (pinFirst && kept.size() == 1 && i == 1) {
                // The pinned label yields to the real boundary after it.
                kept[0] = ticks[i];
                lastEnd = x + w;
            }
        }
        ticks = kept;
    };
    thin(tiers.minor, false);
    thin(tiers.major, true);
    return tiers;
}

} // namespace parallax
