#pragma once

#include <cstdint>
#include <utility>
#include <vector>

namespace parallax {

// Aligns two sequences the way a diff tool aligns lines: the longest common
// subsequence is matched pair by pair, and everything else stands alone on
// its side. Each row is (index in a, index in b), with -1 for "nothing here".
// Used to read two sources side by side, aligned on the events they share.
std::vector<std::pair<int, int>> alignSequences(
    const std::vector<std::uint32_t> &a, const std::vector<std::uint32_t> &b);

// Aligns several sequences progressively: the first two as above, then each
// further sequence against the rows so far (a row's event is any of its
// entries). Each row has one index per sequence, -1 where that sequence
// has nothing.
std::vector<std::vector<int>> alignMany(const std::vector<std::vector<std::uint32_t>> &sequences);

// Aligns several sequences on their anchors alone (alignMany), then gives
// each entry that is no anchor the first row of its value that has none of
// its sequence yet and lies between its sequence's entries before and after
// it (so that each column still reads its sequence in order): parallel
// reading's accounts that give no date, whose place in the text says little
// of when, sit beside the other sources' accounts of their event. One whose
// value has no such row stands on a row of its own, after its sequence's
// entry before it.
// `anchors[k][i]` tells whether `sequences[k][i]` is one. Rows as
// alignMany's, their indexes into the whole sequences. Linear in the total
// length on top of alignMany, where each sequence holds a value once.
std::vector<std::vector<int>> alignManyOnAnchors(
    const std::vector<std::vector<std::uint32_t>> &sequences, const std::vector<std::vector<bool>> &anchors);

} // namespace parallax
