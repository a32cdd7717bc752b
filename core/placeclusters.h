#pragma once

#include <cstdint>
#include <vector>

namespace parallax {

// A place as the map would draw it at one zoom: a disc on the screen.
struct PlaceDisc
{
    double x = 0, y = 0; // screen pixels
    int weight = 0; // events there
    int id = 0; // the caller's handle
    bool first = false; // the selected place: it leads whatever group it is in
};

// Places drawn as one disc because at this zoom their discs would overlap:
// at its leader's position (the selected place, else the busiest), as big as
// its biggest place (a group sized by its sum would swallow its neighbours).
struct DiscCluster
{
    double x = 0, y = 0, r = 0;
    int weight = 0;
    int leader = 0; // index into the input
    std::vector<int> members; // indices into the input, the leader first
};

// Groups the discs so that no two of the resulting discs overlap or come
// closer than `gap` pixels: greedily, leaders first (selected, then
// busiest), then merging groups that grew into each other until none
// touch. `radius` gives a disc's radius from its weight. O(n · groups).
std::vector<DiscCluster> clusterDiscs(
    const std::vector<PlaceDisc> &discs, double (*radius)(int weight), double gap = 3);

} // namespace parallax
