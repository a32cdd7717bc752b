#include "placeclusters.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <numeric>

namespace parallax {

namespace {

// Leaders first: the selected place, then the route's stops, then the
// busiest, then input order.
bool leadsBefore(const std::vector<PlaceDisc> &discs, int a, int b)
{
    const PlaceDisc &x = discs[std::size_t(a)];
    const PlaceDisc &y = discs[std::size_t(b)];
    if (x.first != y.first)
        return x.first;
    if (x.stop != y.stop)
        return x.stop;
    if (x.weight != y.weight)
        return x.weight > y.weight;
    return a < b;
}

// Each disc, leaders first, joins the nearest group whose leader is closer
// than `apart` (a stop: `stopApart`), or leads a group of its own.
std::vector<DiscCluster> groupByLeader(const std::vector<PlaceDisc> &discs, const DiscLayout &layout)
{
    std::vector<int> order(discs.size());
    std::iota(order.begin(), order.end(), 0);
    std::sort(order.begin(), order.end(), [&](int a, int b) { return leadsBefore(discs, a, b); });
    std::vector<DiscCluster> groups;
    for (int i : order) {
        const PlaceDisc &d = discs[std::size_t(i)];
        DiscCluster *nearest = nullptr;
        double best = d.stop && layout.stopApart > 0 ? std::min(layout.stopApart, layout.apart) : layout.apart;
        for (DiscCluster &g : groups)
            if (const double dist = std::hypot(g.x - d.x, g.y - d.y); dist < best) {
                best = dist;
                nearest = &g;
            }
        if (nearest) {
            nearest->weight += d.weight;
            nearest->members.push_back(i);
        } else {
            groups.push_back({d.x, d.y, 0, d.weight, i, {i}});
        }
    }
    return groups;
}

// Each group as big as its biggest place asks (sized by the sum, a group
// would swallow its neighbours), no bigger than half the way to its nearest
// neighbour allows: two halves never meet.
void sizeGroups(std::vector<DiscCluster> &groups, const std::vector<PlaceDisc> &discs, const DiscLayout &layout)
{
    std::vector<double> nearest(groups.size(), std::numeric_limits<double>::infinity());
    for (std::size_t a = 0; a < groups.size(); ++a)
        for (std::size_t b = a + 1; b < groups.size(); ++b) {
            const double d = std::hypot(groups[a].x - groups[b].x, groups[a].y - groups[b].y);
            nearest[a] = std::min(nearest[a], d);
            nearest[b] = std::min(nearest[b], d);
        }
    for (std::size_t k = 0; k < groups.size(); ++k) {
        DiscCluster &g = groups[k];
        double wanted = 0;
        for (int m : g.members)
            wanted = std::max(wanted, layout.radius(discs[std::size_t(m)].weight));
        const double ring = g.members.size() > 1 ? layout.ring : 0;
        const double room = (nearest[k] - layout.gap) / 2 - ring;
        g.r = std::max(0.5, std::min(wanted, room));
    }
}

} // namespace

std::vector<DiscCluster> clusterDiscs(const std::vector<PlaceDisc> &discs, const DiscLayout &layout)
{
    std::vector<DiscCluster> groups = groupByLeader(discs, layout);
    sizeGroups(groups, discs, layout);
    return groups;
}

} // namespace parallax
