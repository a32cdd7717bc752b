#pragma once

#include "historicaldate.h"

#include <array>
#include <cstdint>
#include <vector>

namespace parallax {

// One thing drawn on a timeline lane: an event at its record date, or one
// account at the date its source claims. 16 bytes: the index of a million
// events stays far under 64 bytes per event.
struct TimelineItem
{
    enum Flag : std::uint32_t {
        Alternative = 1u << 26, // one member of a "one of" date set: the others are the alternatives
        Interval = 1u << 27, // a span with a start and an end: drawn as a bar
        Fuzzy = 1u << 28, // month/year precision or approximate/uncertain: a soft extent
        Undated = 1u << 29, // an account without a date of its own, placed at the record's
        Conflict = 1u << 30, // this account disagrees with the record
        Account = 1u << 31, // an account rather than the record
    };
    static constexpr std::uint32_t kEventMask = (1u << 26) - 1; // 67 million events

    AxisTime start = 0;
    std::uint32_t length = 0; // seconds; longer spans are clamped (136 years)
    std::uint32_t bits = 0; // event index | flags

    std::uint32_t event() const { return bits & kEventMask; }
    bool has(Flag f) const { return bits & f; }
    AxisTime end() const { return start + AxisTime(length); }
};
static_assert(sizeof(TimelineItem) == 16);

TimelineItem makeTimelineItem(const AxisSpan &span, std::uint32_t event, std::uint32_t flags);

// The items of one lane, answering "what overlaps [t0, t1)" in
// O(log n + visible). Items are bucketed by length class (powers of two of
// seconds), each bucket sorted by start: within a bucket an item visible at
// t0 starts no earlier than t0 - 2 × (bucket's shortest length), so the scan
// never wanders far outside the window whatever the corpus holds off screen.
class LaneIndex
{
public:
    void build(std::vector<TimelineItem> items);

    std::size_t size() const { return m_items.size(); }
    std::size_t memoryBytes() const
    {
        return m_items.capacity() * sizeof(TimelineItem) + m_prefix.capacity() * sizeof(std::uint32_t) + sizeof(*this);
    }

    // Calls f(const TimelineItem &) for every item overlapping [t0, t1),
    // bucket by bucket (not in time order).
    template <typename F> void forEachVisible(AxisTime t0, AxisTime t1, F &&f) const
    {
        for (int c = 0; c < kClasses; ++c) {
            const auto [first, last] = candidateRange(c, t0, t1);
            for (std::size_t i = first; i < last; ++i)
                if (m_items[i].end() > t0)
                    f(m_items[i]);
        }
    }

    // Items whose start lies in [t0, t1): O(classes × log n).
    std::size_t countStarting(AxisTime t0, AxisTime t1) const;
    // Items starting in each cell [edges[i], edges[i + 1]) of ascending
    // edges, exactly: per length class one binary search, then a galloping
    // search from one edge to the next (cheaper than countStarting() per cell).
    void countStartingCells(const std::vector<AxisTime> &edges, std::vector<std::uint32_t> &counts) const;
    // Items starting in [t0, t1) read from a histogram of starts (4096 bins
    // over the lane's extent), O(1): exact when both ends fall on bin edges,
    // otherwise each end is rounded to its nearest edge. Sound for cells
    // several bins wide; countStarting() gives exact counts. A lane of fewer
    // than kHistogramFrom items keeps no histogram (a thousand sources' lanes
    // of a million events held 16 MB of them): it counts exactly, and its
    // bin width is the largest time, so that no cell is thought wide enough.
    std::size_t countStartingBinned(AxisTime t0, AxisTime t1) const;
    AxisTime binWidth() const { return m_binWidth; }
    static constexpr std::size_t kHistogramFrom = 4096;

    // An upper bound of the items overlapping [t0, t1), without visiting them.
    std::size_t countCandidates(AxisTime t0, AxisTime t1) const;

    // The item nearest to t within `tolerance` seconds, or nullptr.
    const TimelineItem *nearest(AxisTime t, AxisTime tolerance) const;

    AxisSpan extent() const { return m_extent; }

    // Edits in place, for one changed event (no sorting: one pass or one
    // move of the items after the place, and the histogram follows).
    // Removes every item of `event` and returns them.
    std::vector<TimelineItem> removeEvent(std::uint32_t event);
    // Removes these items (each found by its start, one binary search per
    // item, not a pass over the lane). All or nothing: false, and the lane
    // unchanged, when one of them is not in it.
    bool removeItems(const std::vector<TimelineItem> &items);
    void insert(const TimelineItem &item);

private:
    static constexpr int kClasses = 33;
    void buildHistogram();
    void countInHistogram(AxisTime start, int delta);
    // After items came or left: a histogram made or dropped where the
    // lane's size crossed kHistogramFrom (as build() would have it).
    void fitHistogram();
    std::pair<std::size_t, std::size_t> candidateRange(int c, AxisTime t0, AxisTime t1) const;

    std::vector<TimelineItem> m_items; // sorted by (class, start)
    std::array<std::uint32_t, kClasses + 1> m_classBegin {};
    AxisSpan m_extent {};
    static constexpr int kBins = 4096;
    std::vector<std::uint32_t> m_prefix; // kBins + 1 running totals of starts, or none
    AxisTime m_binWidth = 1;
};

// Event starts counted in 2^k equal bins over the whole extent, for every k
// up to kLevels - 1: a zoomed-out view or an overview strip reads the level
// whose bins are about a pixel wide instead of touching the events.
class DensityPyramid
{
public:
    static constexpr int kLevels = 13; // 1 … 4096 bins

    void build(const std::vector<AxisTime> &starts, AxisSpan extent);
    AxisSpan extent() const { return m_extent; }
    // The finest level with at most `bins` bins.
    int levelFor(int bins) const;
    const std::vector<std::uint32_t> &level(int k) const { return m_levels[std::size_t(k)]; }
    std::uint32_t total() const { return m_levels[0].empty() ? 0 : m_levels[0][0]; }
    std::size_t memoryBytes() const;
    // One start more (+1) or less (-1), in every level (starts outside the
    // extent count in its first or last bin, as build() counts them).
    void adjust(AxisTime start, int delta);

private:
    AxisSpan m_extent {};
    std::array<std::vector<std::uint32_t>, kLevels> m_levels;
};

} // namespace parallax
