#include "overviewaxis.h"

#include <algorithm>
#include <cmath>

namespace parallax {

namespace {

// The least time an overview shows: about three months.
constexpr AxisTime kLeastSpan = AxisTime(90) * 86400;

// Runs of empty bins of the finest level, as [first, end) bin indexes.
std::vector<std::pair<std::size_t, std::size_t>> emptyRuns(const std::vector<std::uint32_t> &bins, std::size_t minBins)
{
    std::vector<std::pair<std::size_t, std::size_t>> runs;
    for (std::size_t i = 0; i < bins.size();) {
        if (bins[i]) {
            ++i;
            continue;
        }
        std::size_t j = i;
        while (j < bins.size() && !bins[j])
            ++j;
        if (j - i >= minBins)
            runs.push_back({i, j});
        i = j;
    }
    return runs;
}

// The empty bins from the last start to the extent's end when they are too
// few to cut: the time the last event takes, the only length of an event a
// pyramid of starts tells. 0 when they are cut.
std::size_t tailBins(const std::vector<std::uint32_t> &bins, std::size_t minBins)
{
    std::size_t n = 0;
    while (n < bins.size() && !bins[bins.size() - 1 - n])
        ++n;
    return n < minBins ? n : 0;
}

// The bins the events hold: each start's, and `pad` bins after it. With
// starts alone, a cut began in the bin after each start, so that every
// event's stretch was a bin wide but the last one's, which held its whole
// time: of three events a day each, months apart, the last day took most of
// the strip and the others a sliver.
std::vector<std::uint32_t> heldBins(const std::vector<std::uint32_t> &bins, std::size_t pad)
{
    std::vector<std::uint32_t> held(bins.size(), 0);
    std::size_t until = 0; // held up to here (exclusive)
    for (std::size_t i = 0; i < bins.size(); ++i) {
        if (bins[i])
            until = std::max(until, i + 1 + pad);
        held[i] = i < until ? 1 : 0;
    }
    return held;
}

} // namespace

OverviewAxis OverviewAxis::build(const DensityPyramid &density, double width, double breakWidth, double minCut)
{
    OverviewAxis a;
    const AxisSpan e = density.extent();
    if (e.length() < kLeastSpan && density.total() > 0) {
        // A few events of a day or a week: a season around them, drawn to
        // scale (the overview of two events read "00:00 … 00:00").
        const AxisTime middle = e.start + e.length() / 2;
        const AxisSpan around {middle - kLeastSpan / 2, middle + kLeastSpan / 2};
        a.m_pps = std::max(1.0, width) / double(kLeastSpan);
        a.m_segments.push_back({around, 0, std::max(1.0, width), false});
        return a;
    }
    const auto &bins = density.level(DensityPyramid::kLevels - 1);
    const double len = double(std::max<AxisTime>(1, e.length()));
    width = std::max(1.0, width);
    const double binLen = len / double(std::max<std::size_t>(1, bins.size()));
    const auto minBins = std::max<std::size_t>(1, std::size_t(minCut * double(bins.size())));
    // Every event's stretch as long after its start as the last one's.
    auto runs = bins.empty() || density.total() == 0 ? decltype(emptyRuns(bins, 1)) {}
                                                     : emptyRuns(heldBins(bins, tailBins(bins, minBins)), minBins);
    std::size_t cutBins = 0;
    for (const auto &[b, end] : runs)
        cutBins += end - b;
    const double kept = double(bins.size() - cutBins);
    if (runs.empty() || kept <= 0 || width - double(runs.size()) * breakWidth < width / 2) {
        a.m_pps = width / len;
        a.m_segments.push_back({e, 0, width, false});
        return a;
    }
    a.m_pps = (width - double(runs.size()) * breakWidth) / (kept * binLen);
    auto timeAtBin = [&](std::size_t i) { return e.start + AxisTime(std::llround(double(i) * binLen)); };
    double x = 0;
    std::size_t at = 0;
    auto keep = [&](std::size_t end) {
        if (end <= at)
            return;
        const double w = double(end - at) * binLen * a.m_pps;
        a.m_segments.push_back({{timeAtBin(at), timeAtBin(end)}, x, x + w, false});
        x += w;
    };
    for (const auto &[b, end] : runs) {
        keep(b);
        a.m_segments.push_back({{timeAtBin(b), timeAtBin(end)}, x, x + breakWidth, true});
        x += breakWidth;
        at = end;
    }
    keep(bins.size());
    a.m_segments.back().span.end = e.end;
    a.m_segments.back().x1 = width;
    return a;
}

double OverviewAxis::x(AxisTime t) const
{
    if (m_segments.empty())
        return 0;
    if (t < m_segments.front().span.start)
        return m_segments.front().x0 - double(m_segments.front().span.start - t) * m_pps;
    if (t >= m_segments.back().span.end)
        return m_segments.back().x1 + double(t - m_segments.back().span.end) * m_pps;
    const Segment &s = *std::upper_bound(
        m_segments.begin(), m_segments.end(), t, [](AxisTime v, const Segment &seg) { return v < seg.span.end; });
    const double f = double(t - s.span.start) / double(std::max<AxisTime>(1, s.span.length()));
    return s.x0 + f * (s.x1 - s.x0);
}

AxisTime OverviewAxis::time(double x) const
{
    if (m_segments.empty() || m_pps <= 0)
        return 0;
    auto it = std::upper_bound(
        m_segments.begin(), m_segments.end(), x, [](double v, const Segment &seg) { return v < seg.x1; });
    if (x < m_segments.front().x0)
        return m_segments.front().span.start - AxisTime(std::llround((m_segments.front().x0 - x) / m_pps));
    if (it == m_segments.end())
        return m_segments.back().span.end + AxisTime(std::llround((x - m_segments.back().x1) / m_pps));
    const Segment &s = *it;
    const double f = (x - s.x0) / std::max(1e-9, s.x1 - s.x0);
    return s.span.start + AxisTime(std::llround(f * double(s.span.length())));
}

} // namespace parallax
