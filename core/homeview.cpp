#include "homeview.h"

#include <algorithm>

namespace parallax {

AxisSpan densestWindow(const WeightedTimes &times, AxisSpan within, AxisTime length)
{
    if (length <= 0 || within.length() <= length)
        return within;
    const auto first = std::lower_bound(times.begin(), times.end(), within.start,
        [](const std::pair<AxisTime, std::uint32_t> &t, AxisTime v) { return t.first < v; });
    const auto last = std::lower_bound(first, times.end(), within.end,
        [](const std::pair<AxisTime, std::uint32_t> &t, AxisTime v) { return t.first < v; });
    // Windows that start at a time and hold everything up to length after it.
    std::uint64_t best = 0, sum = 0;
    AxisTime bestStart = within.start;
    auto hi = first;
    for (auto lo = first; lo != last; ++lo) {
        while (hi != last && hi->first < lo->first + length)
            sum += (hi++)->second;
        if (sum > best) {
            best = sum;
            bestStart = lo->first;
        }
        sum -= lo->second;
    }
    if (best == 0)
        return {within.start, within.start + length};
    // Centred on what it holds rather than flush against its first event.
    AxisTime lastIn = bestStart;
    for (auto it = std::lower_bound(first, last, bestStart,
             [](const std::pair<AxisTime, std::uint32_t> &t, AxisTime v) { return t.first < v; });
         it != last && it->first < bestStart + length; ++it)
        lastIn = it->first;
    AxisTime start = bestStart - (length - (lastIn - bestStart)) / 2;
    start = std::clamp(start, within.start, within.end - length);
    return {start, start + length};
}

std::vector<AxisSpan> homeCandidates(const WeightedTimes &times, AxisSpan story, AxisTime shortest, double step)
{
    std::vector<AxisSpan> out;
    if (story.length() <= 0)
        return out;
    out.push_back(story);
    for (double length = double(story.length()) / step; length >= double(shortest) && out.size() < 24; length /= step)
        out.push_back(densestWindow(times, story, AxisTime(length)));
    return out;
}

int pickHomeCandidate(const std::vector<int> &named)
{
    int best = -1;
    for (int i = 0; i < int(named.size()); ++i)
        if (best < 0 || named[std::size_t(i)] > named[std::size_t(best)] * 1.25)
            best = i;
    return best;
}

} // namespace parallax
