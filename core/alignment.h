#pragma once

#include <cstdint>
#include <utility>
#include <vector>

namespace parallax {

// Aligns two sequences the way a diff tool aligns lines: the longest common
// subsequence is matched pair by pair, and everything else stands alone on
// its side. Each row is (index in a, index in b), with -1 for "nothing here".
// Used to read two sources side by side, aligned on the events they share.
std::vector<std::pair<int, int>> alignSequences(const std::vector<std::uint32_t> &a,
                                                const std::vector<std::uint32_t> &b);

} // namespace parallax
