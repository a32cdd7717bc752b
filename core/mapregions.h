#pragma once

#include "corpus.h"
#include "geo.h"

#include <vector>

namespace parallax {

// A box on the map, in degrees. Empty until a point is included.
struct GeoBox
{
    double south = 90, west = 180, north = -90, east = -180;

    bool isEmpty() const { return south > north || west > east; }
    void include(GeoPoint p);
    bool contains(GeoPoint p) const;
};

// A quick view of the map: where the story takes place during one era.
struct MapRegion
{
    QString key; // the era's id: stable, for `snapshot --map` and settings
    LocalizedNames names; // the era's names
    GeoBox box;
};

// How a region is framed around what it shows.
inline constexpr double kRegionMargin = 0.12; // of the extent, on each side
inline constexpr double kRegionMinDegrees = 0.4; // across, for an era at one place (an island)
inline constexpr double kRegionSameOverlap = 0.8; // intersection over union: the same view

// One region per era of the corpus, in era order, framed with a margin:
// - while the route runs (the era overlaps the route's dates), where the
//   traveller is: the drawn paths of the legs that leave in it and where the
//   route has them rest when the era begins and ends; events elsewhere (news
//   from afar) do not widen it;
// - before or after the route, or without one, the places of the era's events
//   (an event without an era counts in the era its date starts in).
// An era with nothing located has no region; a region framing nearly the same
// box as an earlier one is left out.
std::vector<MapRegion> mapRegions(const Corpus &corpus);

// Where the story is during a span of time (the map's view that follows the
// timeline), framed as a region is:
// - while the route runs in the span, where the traveller is: the drawn paths
//   of the legs under way in it, and where the route has them at its ends;
//   events elsewhere (news from afar) do not widen it;
// - before or after the route, or without one, the places of the events
//   dated in the span.
// Empty when nothing is located then.
GeoBox storyBoxDuring(const Corpus &corpus, const RouteTrack &track, AxisSpan span);

// The box around every located event and the whole route; empty if none.
GeoBox corpusBox(const Corpus &corpus);

} // namespace parallax
