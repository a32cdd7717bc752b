#pragma once

#include <cstdint>
#include <vector>

namespace parallax {

// One label that would like a place in a lane: it starts at `x` (its marker's
// left edge, in pixels) and is `width` wide. Labels are placed whole or not
// at all: nothing is ever cut short.
struct LabelCandidate
{
    double x = 0;
    double width = 0;
    int priority = 0; // higher first: the selected and hovered labels, then importance
    std::int64_t time = 0; // earlier first among equals
    std::uint32_t id = 0; // the caller's handle (an index into its own list)
};

// A label given a place: rectangle [x0, x1) × row. `candidate` indexes the
// candidate list; for a count of labels that found no room it is -1 and
// `hidden` says how many it stands for.
struct PlacedLabel
{
    int candidate = -1;
    int row = 0;
    double x0 = 0;
    double x1 = 0;
    int hidden = 0;
};

struct LabelLayoutParams
{
    double minX = 0; // the lane's left edge: labels start no further left
    double maxX = 0; // and end no further right
    int rows = 1; // rows under the markers
    double gap = 6; // free pixels between two labels of a row
    // The width of the "+N" that stands for N labels without room; 0 for none.
    double (*countWidth)(int n, void *ctx) = nullptr;
    void *countContext = nullptr;
    double countReach = 400; // how far right of its run a count may move to find room
};

// Lays out the labels of one lane: greedily by priority, then time, each in
// the first row where it fits whole, shifted left to end inside the lane if
// it must. Labels that find no room are grouped by position: each run of
// them gets a count in the first row with room at (or just after) the run's
// first label, when the count itself fits. No two placed rectangles of a row intersect
// (counts included). O(n log n) in the candidates, and reuses `out` and its
// scratch, so a frame allocates nothing once the buffers have grown.
class LabelLayout
{
public:
    const std::vector<PlacedLabel> &layout(
        const std::vector<LabelCandidate> &candidates, const LabelLayoutParams &params);
    const std::vector<PlacedLabel> &placed() const { return m_out; }

private:
    bool fits(int row, double x0, double x1, double gap) const;
    void occupy(int row, double x0, double x1);
    double firstFit(int row, double from, double w, double gap, double last) const;
    void placeCounts(const std::vector<LabelCandidate> &candidates, const LabelLayoutParams &params);

    std::vector<std::uint32_t> m_order;
    std::vector<char> m_done;
    std::vector<std::vector<std::pair<double, double>>> m_rows; // occupied intervals, sorted
    std::vector<PlacedLabel> m_out;
};

// True when two placed labels of the same row overlap (for tests and checks).
bool labelsIntersect(const PlacedLabel &a, const PlacedLabel &b);

} // namespace parallax
