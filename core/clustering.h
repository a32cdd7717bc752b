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

} // namespace parallax
