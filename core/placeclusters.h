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
    bool stop = false; // a stop of the route: leads before other places, parts from other stops sooner
};

// Places drawn as one disc because at this zoom they would be drawn on top
// of each other: at its leader's position (the selected place, else the
// busiest). `r` is the disc's radius as drawn; a group of several places is
// drawn with a ring `ring` pixels wider (see DiscLayout).
struct DiscCluster
{
    double x = 0, y = 0, r = 0;
    int weight = 0;
    int leader = 0; // index into the input
    std::vector<int> members; // indices into the input, the leader first
    double outer(double ring) const { return r + (members.size() > 1 ? ring : 0); }
};

struct DiscLayout
{
    double (*radius)(int weight) = nullptr; // a place's disc when it has room, from its weight
    // Places whose centres are closer than this are one group: their dots,
    // and the names beside them, would collide. Must exceed gap + 2 × ring.
    double apart = 16;
    double gap = 3; // free pixels between two drawn discs
    double ring = 4; // how much wider a group of several places is drawn
    // Two stops of the route are one group only when closer than this (0:
    // `apart`): the places the route is about stay apart, on smaller dots.
    double stopApart = 0;
};

// Groups the discs and sizes them for one zoom: a disc joins the nearest
// group whose leader lies closer than `apart` (leaders first: the selected
// place, then the route's stops, then the busiest; a stop joins another
// stop only closer than `stopApart`), so that only places really drawn on top of each
// other are grouped and every member lies within `apart` of its group's
// disc. Each group then gets the radius its weight asks for, shrunk where a
// neighbour is closer than that allows: no two drawn discs (rings included)
// come closer than `gap`. O(n · groups).
std::vector<DiscCluster> clusterDiscs(const std::vector<PlaceDisc> &discs, const DiscLayout &layout);

} // namespace parallax
