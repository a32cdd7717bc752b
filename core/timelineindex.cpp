#include "timelineindex.h"

#include <algorithm>
#include <bit>
#include <limits>

namespace parallax {

namespace {

int lengthClass(std::uint32_t length)
{
    return length == 0 ? 0 : std::bit_width(length); // 1..32
}

} // namespace

TimelineItem makeTimelineItem(const AxisSpan &span, std::uint32_t event, std::uint32_t flags)
{
    TimelineItem it;
    it.start = span.start;
    const AxisTime len = std::max<AxisTime>(0, span.end - span.start);
    it.length = std::uint32_t(std::min<AxisTime>(len, std::numeric_limits<std::uint32_t>::max()));
    it.bits = (event & TimelineItem::kEventMask) | flags;
    return it;
}

void LaneIndex::build(std::vector<TimelineItem> items)
{
    // Bucket by length class (a counting sort), then sort each bucket by start.
    std::array<std::uint32_t, kClasses + 1> counts {};
    for (const TimelineItem &it : items)
        ++counts[std::size_t(lengthClass(it.length))];
    m_classBegin.fill(0);
    for (int c = 0; c < kClasses; ++c)
        m_classBegin[std::size_t(c) + 1] = m_classBegin[std::size_t(c)] + counts[std::size_t(c)];
    m_items.resize(items.size());
    std::array<std::uint32_t, kClasses + 1> next = m_classBegin;
    for (const TimelineItem &it : items)
        m_items[next[std::size_t(lengthClass(it.length))]++] = it;
    items = {};
    for (int c = 0; c < kClasses; ++c)
        std::sort(m_items.begin() + m_classBegin[std::size_t(c)], m_items.begin() + m_classBegin[std::size_t(c) + 1],
            [](const TimelineItem &a, const TimelineItem &b) { return a.start < b.start; });
    m_items.shrink_to_fit();
    m_extent = {std::numeric_limits<AxisTime>::max(), std::numeric_limits<AxisTime>::min()};
    for (const TimelineItem &it : m_items) {
        m_extent.start = std::min(m_extent.start, it.start);
        m_extent.end = std::max(m_extent.end, it.end());
    }
    if (m_items.empty())
        m_extent = {};
    buildHistogram();
}

void LaneIndex::buildHistogram()
{
    if (m_items.size() < kHistogramFrom) {
        m_prefix = {};
        m_binWidth = std::numeric_limits<AxisTime>::max();
        return;
    }
    m_binWidth = std::max<AxisTime>(1, (m_extent.length() + kBins - 1) / kBins);
    m_prefix.assign(kBins + 1, 0);
    for (const TimelineItem &it : m_items)
        ++m_prefix[std::size_t(std::clamp<AxisTime>((it.start - m_extent.start) / m_binWidth, 0, kBins - 1)) + 1];
    for (int b = 0; b < kBins; ++b)
        m_prefix[std::size_t(b) + 1] += m_prefix[std::size_t(b)];
}

void LaneIndex::fitHistogram()
{
    if (m_prefix.empty() != (m_items.size() < kHistogramFrom))
        buildHistogram();
}

void LaneIndex::countInHistogram(AxisTime start, int delta)
{
    if (m_prefix.size() != std::size_t(kBins) + 1)
        return;
    const auto bin = std::size_t(std::clamp<AxisTime>((start - m_extent.start) / m_binWidth, 0, kBins - 1));
    for (std::size_t b = bin + 1; b < m_prefix.size(); ++b)
        m_prefix[b] = std::uint32_t(std::int64_t(m_prefix[b]) + delta);
}

std::vector<TimelineItem> LaneIndex::removeEvent(std::uint32_t event)
{
    std::vector<TimelineItem> removed;
    std::size_t out = 0;
    std::array<std::uint32_t, kClasses + 1> begin {};
    for (int c = 0; c < kClasses; ++c) {
        begin[std::size_t(c)] = std::uint32_t(out);
        for (std::size_t i = m_classBegin[std::size_t(c)]; i < m_classBegin[std::size_t(c) + 1]; ++i) {
            if (m_items[i].event() == event) {
                removed.push_back(m_items[i]);
                countInHistogram(m_items[i].start, -1);
            } else if (!removed.empty()) {
                m_items[out++] = m_items[i];
            } else {
                ++out; // nothing removed yet: the item stays where it is
            }
        }
    }
    begin[kClasses] = std::uint32_t(out);
    m_items.resize(out);
    m_classBegin = begin;
    fitHistogram();
    return removed;
}

bool LaneIndex::removeItems(const std::vector<TimelineItem> &items)
{
    std::vector<std::size_t> at;
    at.reserve(items.size());
    for (const TimelineItem &item : items) {
        const auto c = std::size_t(lengthClass(item.length));
        const auto last = m_items.begin() + m_classBegin[c + 1];
        auto it = std::lower_bound(m_items.begin() + m_classBegin[c], last, item.start,
            [](const TimelineItem &x, AxisTime t) { return x.start < t; });
        for (; it != last && it->start == item.start; ++it) {
            const auto k = std::size_t(it - m_items.begin());
            if (it->bits == item.bits && it->length == item.length && std::find(at.begin(), at.end(), k) == at.end())
                break;
        }
        if (it == last || it->start != item.start)
            return false;
        at.push_back(std::size_t(it - m_items.begin()));
    }
    if (at.empty())
        return true;
    std::sort(at.begin(), at.end());
    for (std::size_t k : at)
        countInHistogram(m_items[k].start, -1);
    for (std::uint32_t &b : m_classBegin)
        b -= std::uint32_t(std::lower_bound(at.begin(), at.end(), std::size_t(b)) - at.begin());
    std::size_t out = at.front();
    for (std::size_t i = at.front(), next = 0; i < m_items.size(); ++i) {
        if (next < at.size() && at[next] == i)
            ++next;
        else
            m_items[out++] = m_items[i];
    }
    m_items.resize(out);
    fitHistogram();
    return true;
}

void LaneIndex::insert(const TimelineItem &item)
{
    const int c = lengthClass(item.length);
    const auto first = m_items.begin() + m_classBegin[std::size_t(c)];
    const auto last = m_items.begin() + m_classBegin[std::size_t(c) + 1];
    const auto at
        = std::upper_bound(first, last, item.start, [](AxisTime t, const TimelineItem &it) { return t < it.start; });
    m_items.insert(at, item);
    for (int k = c + 1; k <= kClasses; ++k)
        ++m_classBegin[std::size_t(k)];
    const bool wasEmpty = m_items.size() == 1;
    if (wasEmpty || item.start < m_extent.start || item.end() > m_extent.end) {
        // The histogram spans the extent: a wider one is counted again.
        m_extent = wasEmpty ? AxisSpan {item.start, item.end()}
                            : AxisSpan {std::min(m_extent.start, item.start), std::max(m_extent.end, item.end())};
        buildHistogram();
        return;
    }
    countInHistogram(item.start, +1);
    fitHistogram();
}

std::size_t LaneIndex::countStartingBinned(AxisTime t0, AxisTime t1) const
{
    if (m_items.empty() || t1 <= t0)
        return 0;
    if (m_prefix.empty())
        return countStarting(t0, t1);
    // The nearest bin edge to t, within the histogram.
    auto edge = [&](AxisTime t) {
        const AxisTime rel = t - m_extent.start;
        if (rel <= 0)
            return std::size_t(0);
        return std::size_t(std::min<AxisTime>(kBins, (rel + m_binWidth / 2) / m_binWidth));
    };
    const std::size_t a = edge(t0), b = edge(t1);
    return b > a ? m_prefix[b] - m_prefix[a] : 0;
}

std::pair<std::size_t, std::size_t> LaneIndex::candidateRange(int c, AxisTime t0, AxisTime t1) const
{
    const auto begin = m_items.begin() + m_classBegin[std::size_t(c)];
    const auto end = m_items.begin() + m_classBegin[std::size_t(c) + 1];
    if (begin == end)
        return {0, 0};
    // Class c holds lengths below 2^c: anything starting earlier ends before t0.
    const AxisTime longest = c == 0 ? 0 : (AxisTime(1) << c);
    const auto first
        = std::lower_bound(begin, end, t0 - longest, [](const TimelineItem &it, AxisTime t) { return it.start < t; });
    const auto last = std::lower_bound(first, end, t1, [](const TimelineItem &it, AxisTime t) { return it.start < t; });
    return {std::size_t(first - m_items.begin()), std::size_t(last - m_items.begin())};
}

std::size_t LaneIndex::countStarting(AxisTime t0, AxisTime t1) const
{
    std::size_t n = 0;
    for (int c = 0; c < kClasses; ++c) {
        const auto begin = m_items.begin() + m_classBegin[std::size_t(c)];
        const auto end = m_items.begin() + m_classBegin[std::size_t(c) + 1];
        if (begin == end)
            continue;
        auto cmp = [](const TimelineItem &it, AxisTime t) { return it.start < t; };
        n += std::size_t(std::lower_bound(begin, end, t1, cmp) - std::lower_bound(begin, end, t0, cmp));
    }
    return n;
}

void LaneIndex::countStartingCells(const std::vector<AxisTime> &edges, std::vector<std::uint32_t> &counts) const
{
    counts.assign(edges.size() < 2 ? 0 : edges.size() - 1, 0);
    if (counts.empty())
        return;
    for (int c = 0; c < kClasses; ++c) {
        const std::size_t begin = m_classBegin[std::size_t(c)];
        const std::size_t end = m_classBegin[std::size_t(c) + 1];
        if (begin == end)
            continue;
        auto before = [&](std::size_t i, AxisTime t) { return m_items[i].start < t; };
        // The first item of the class at or after t, searching from `from`
        // in steps that double, then by halves.
        auto seek = [&](std::size_t from, AxisTime t) {
            std::size_t lo = from, step = 1, hi = from;
            while (hi < end && before(hi, t)) {
                lo = hi + 1;
                hi = std::min(end, hi + step);
                step *= 2;
            }
            while (lo < hi) {
                const std::size_t mid = lo + (hi - lo) / 2;
                if (before(mid, t))
                    lo = mid + 1;
                else
                    hi = mid;
            }
            return lo;
        };
        const auto first
            = std::lower_bound(m_items.begin() + std::ptrdiff_t(begin), m_items.begin() + std::ptrdiff_t(end),
                edges.front(), [](const TimelineItem &it, AxisTime t) { return it.start < t; });
        std::size_t pos = std::size_t(first - m_items.begin());
        for (std::size_t i = 1; i < edges.size() && pos < end; ++i) {
            const std::size_t next = seek(pos, edges[i]);
            counts[i - 1] += std::uint32_t(next - pos);
            pos = next;
        }
    }
}

std::size_t LaneIndex::countCandidates(AxisTime t0, AxisTime t1) const
{
    std::size_t n = 0;
    for (int c = 0; c < kClasses; ++c) {
        const auto [first, last] = candidateRange(c, t0, t1);
        n += last - first;
    }
    return n;
}

const TimelineItem *LaneIndex::nearest(AxisTime t, AxisTime tolerance) const
{
    const TimelineItem *best = nullptr;
    AxisTime bestDistance = std::numeric_limits<AxisTime>::max();
    forEachVisible(t - tolerance, t + tolerance + 1, [&](const TimelineItem &it) {
        const AxisTime d = t < it.start ? it.start - t : (t >= it.end() ? t - it.end() + 1 : 0);
        if (d < bestDistance || (d == bestDistance && best && it.start > best->start)) {
            bestDistance = d;
            best = &it;
        }
    });
    return best;
}

void DensityPyramid::build(const std::vector<AxisTime> &starts, AxisSpan extent)
{
    m_extent = extent;
    const int finest = kLevels - 1;
    auto &fine = m_levels[std::size_t(finest)];
    fine.assign(std::size_t(1) << finest, 0);
    const double len = double(std::max<AxisTime>(1, extent.length()));
    for (AxisTime s : starts) {
        const double f = double(s - extent.start) / len;
        const auto bin = std::size_t(std::clamp(f * double(fine.size()), 0.0, double(fine.size() - 1)));
        ++fine[bin];
    }
    for (int k = finest - 1; k >= 0; --k) {
        const auto &up = m_levels[std::size_t(k) + 1];
        auto &lv = m_levels[std::size_t(k)];
        lv.assign(up.size() / 2, 0);
        for (std::size_t i = 0; i < lv.size(); ++i)
            lv[i] = up[2 * i] + up[2 * i + 1];
    }
}

void DensityPyramid::adjust(AxisTime start, int delta)
{
    const double len = double(std::max<AxisTime>(1, m_extent.length()));
    const double f = double(start - m_extent.start) / len;
    for (auto &lv : m_levels) {
        if (lv.empty())
            continue;
        const auto bin = std::size_t(std::clamp(f * double(lv.size()), 0.0, double(lv.size() - 1)));
        lv[bin] = std::uint32_t(std::int64_t(lv[bin]) + delta);
    }
}

int DensityPyramid::levelFor(int bins) const
{
    int k = 0;
    while (k + 1 < kLevels && (1 << (k + 1)) <= bins)
        ++k;
    return k;
}

std::size_t DensityPyramid::memoryBytes() const
{
    std::size_t n = sizeof(*this);
    for (const auto &l : m_levels)
        n += l.capacity() * sizeof(std::uint32_t);
    return n;
}

} // namespace parallax
