#pragma once

#include "historicaldate.h"

#include <cstdint>
#include <utility>
#include <vector>

namespace parallax {

// Times with a weight (an event start counts 1; a histogram bin counts its
// events), in ascending time order.
using WeightedTimes = std::vector<std::pair<AxisTime, std::uint32_t>>;

// The window of `length` seconds inside `within` that holds the most weight:
// the densest stretch of a story at one zoom. Ties go to the earliest. The
// whole of `within` when it is no longer than `length`. O(n), two pointers.
AxisSpan densestWindow(const WeightedTimes &times, AxisSpan within, AxisTime length);

// The windows Home may show, widest first: the whole of `story`, then the
// densest window of each length shrinking by `step` down to `shortest`.
std::vector<AxisSpan> homeCandidates(const WeightedTimes &times, AxisSpan story, AxisTime shortest, double step = 1.6);

// Which of the candidates Home shows, given how many events each would name
// with a whole label and how many it shows at all (outside counts): the one
// that names the most, a wider one winning unless a narrower names clearly
// more (by a quarter). -1 when `named` is empty.
int pickHomeCandidate(const std::vector<int> &named);

} // namespace parallax
