#pragma once

#include "timelineindex.h"

#include <vector>

namespace parallax {

// The time axis of an overview of a whole extent. Long stretches without a
// single event are cut down to a short break, so that one early event (a
// discovery three centuries before the story) does not squeeze everything
// else into a corner. Built from a density pyramid's finest level, so it
// costs O(bins) whatever the corpus.
class OverviewAxis
{
public:
    struct Segment
    {
        AxisSpan span; // the time it covers
        double x0 = 0, x1 = 0; // where it is drawn
        bool cut = false; // an empty stretch shown as a break
    };

    // `width` pixels for the whole extent; an empty stretch longer than
    // `minCut` of the extent becomes a break `breakWidth` wide.
    static OverviewAxis build(
        const DensityPyramid &density, double width, double breakWidth = 14, double minCut = 0.015);

    // Pixels from the left for a time (extrapolated outside the extent),
    // and the time at a pixel.
    double x(AxisTime t) const;
    AxisTime time(double x) const;
    const std::vector<Segment> &segments() const { return m_segments; }
    // Pixels per second in the stretches that are not cut.
    double pixelsPerSecond() const { return m_pps; }

private:
    std::vector<Segment> m_segments;
    double m_pps = 0;
};

} // namespace parallax
