#pragma once

#include <cstdint>
#include <vector>

namespace parallax {

// A run of markers too close to draw apart, in pixels.
struct Cluster
{
    double x0 = 0; // leftmost marker's left edge
    double x1 = 0; // rightmost marker's right edge
    std::uint32_t first = 0; // index of its first marker in the input
    std::uint32_t count = 0;
};

// Groups markers (given by their left and right pixel edges, sorted by left
// edge) into clusters: a marker joins the current cluster when it starts less
// than `gapPx` after the cluster's right edge. Every marker lands in exactly
// one cluster. `out` is cleared and reused, so a frame allocates nothing once
// the buffer has grown.
void clusterMarkers(const std::vector<std::pair<double, double>> &edges, double gapPx, std::vector<Cluster> &out);

// Assigns each interval (sorted by start) the lowest row where it does not
// overlap the previous interval of that row by less than `gapPx`; returns
// the number of rows used. Rows beyond `maxRows` get -1 (not drawn).
int packRows(
    const std::vector<std::pair<double, double>> &intervals, double gapPx, int maxRows, std::vector<int> &rows);

// One mark of a lane as drawn: a count bubble (movable, as wide as its
// number needs) or a single marker (fixed where its date is).
struct SettledMark
{
    double x0 = 0, x1 = 0; // the dates it stands for, in pixels (its markers' edges)
    double at = 0; // where its centre is drawn
    double width = 0; // how wide it is drawn
    std::uint32_t count = 1; // > 1, or a bubble: a count
    bool bubble = false;
    double left() const { return at - width / 2; }
    double right() const { return at + width / 2; }
};

// Settles the marks of a lane (sorted by x0) so that no bubble touches
// another mark (within `gapPx`) nor any of the `fixed` spans (the selected
// event's markers, drawn on their own): a bubble over a fixed span moves
// beside it, to the nearer side unless only the other is free; marks that
// then touch become one bubble (their counts add up), until nothing touches.
// The result is sorted by position. `bubbleWidth` gives a bubble's width for
// a count. `group` gets, for each input mark, the index of the output mark
// that holds it. About O(marks + fixed); joins after a move revisit the marks.
void settleMarks(std::vector<SettledMark> &marks, const std::vector<std::pair<double, double>> &fixed, double gapPx,
    double (*bubbleWidth)(std::uint32_t count, void *context), void *context, std::vector<std::uint32_t> &group);

} // namespace parallax

namespace parallax {

// An interval drawn as a bar in a lane: row 0 is the marker line, where the
// count bubbles are; rows below it are clear of them.
struct BarMark
{
    double x0 = 0, x1 = 0;
    int row = 0;
};

// A part of a bar as drawn: bars[bar] from x0 to x1, in the bar's row.
struct BarPiece
{
    std::uint32_t bar = 0;
    double x0 = 0, x1 = 0;
};

// Keeps the bars out from under the count bubbles (`counts`: their extents
// on the marker line, sorted, not overlapping): a bar of row 0 that a count
// covers (within `gapPx`) moves to the first row below, under `rows`, where
// it meets no other bar; one that finds none is drawn in pieces either side
// of the counts. `pieces` gets every bar's pieces in bar order (a bar clear
// of the counts is one piece). O((bars + counts) · log counts + bars · bars
// per row).
void clearBarsOfCounts(std::vector<BarMark> &bars, const std::vector<std::pair<double, double>> &counts, int rows,
    double gapPx, std::vector<BarPiece> &pieces);

} // namespace parallax
