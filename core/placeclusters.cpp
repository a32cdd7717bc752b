#include "placeclusters.h"

#include <algorithm>
#include <cmath>
#include <numeric>

namespace parallax {

namespace {

bool touch(const DiscCluster &a, const DiscCluster &b, double gap)
{
    return std::hypot(a.x - b.x, a.y - b.y) < a.r + b.r + gap;
}

// Leaders first: the selected place, then the busiest, then input order.
bool leadsBefore(const std::vector<PlaceDisc> &discs, int a, int b)
{
    const PlaceDisc &x = discs[std::size_t(a)];
    const PlaceDisc &y = discs[std::size_t(b)];
    if (x.first != y.first)
        return x.first;
    if (x.weight != y.weight)
        return x.weight > y.weight;
    return a < b;
}

// A group is as big as its biggest place: sized by the sum, a group would
// grow into its neighbours and swallow a continent.
void absorb(DiscCluster &into, DiscCluster &from)
{
    into.weight += from.weight;
    into.members.insert(into.members.end(), from.members.begin(), from.members.end());
    into.r = std::max(into.r, from.r);
    from.members.clear();
}

} // namespace

std::vector<DiscCluster> clusterDiscs(const std::vector<PlaceDisc> &discs, double (*radius)(int weight), double gap)
{
    std::vector<int> order(discs.size());
    std::iota(order.begin(), order.end(), 0);
    std::sort(order.begin(), order.end(), [&](int a, int b) { return leadsBefore(discs, a, b); });
    std::vector<DiscCluster> groups;
    for (int i : order) {
        const PlaceDisc &d = discs[std::size_t(i)];
        DiscCluster alone {d.x, d.y, radius(d.weight), d.weight, i, {i}};
        auto it
            = std::find_if(groups.begin(), groups.end(), [&](const DiscCluster &g) { return touch(g, alone, gap); });
        if (it == groups.end())
            groups.push_back(std::move(alone));
        else
            absorb(*it, alone);
    }
    // A group that grew may now touch another: the one whose leader leads
    // absorbs the other, until no two touch. Groups are in leader order.
    for (bool merged = true; merged;) {
        merged = false;
        for (std::size_t a = 0; a < groups.size(); ++a)
            for (std::size_t b = a + 1; b < groups.size(); ++b)
                if (!groups[b].members.empty() && !groups[a].members.empty() && touch(groups[a], groups[b], gap)) {
                    absorb(groups[a], groups[b]);
                    merged = true;
                }
        groups.erase(
            std::remove_if(groups.begin(), groups.end(), [](const DiscCluster &g) { return g.members.empty(); }),
            groups.end());
    }
    return groups;
}

} // namespace parallax
