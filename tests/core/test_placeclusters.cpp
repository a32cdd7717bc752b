#include <core/placeclusters.h>

#include <gtest/gtest.h>

#include <cmath>
#include <random>

using namespace parallax;

namespace {

double radiusOf(int weight)
{
    return 3 + 2 * std::sqrt(double(weight));
}

DiscLayout layoutOf(double apart = 18, double gap = 3)
{
    DiscLayout l;
    l.radius = radiusOf;
    l.apart = apart;
    l.gap = gap;
    l.ring = 4;
    return l;
}

} // namespace

TEST(PlaceClusters, OverlappingPlacesBecomeOneDiscAtTheBusiest)
{
    // Paris, Fontainebleau close by, Vienna far away.
    const std::vector<PlaceDisc> discs {{100, 100, 4, 0}, {106, 104, 30, 1}, {400, 100, 5, 2}};
    const auto groups = clusterDiscs(discs, layoutOf());
    ASSERT_EQ(groups.size(), 2u);
    EXPECT_EQ(groups[0].leader, 1) << "the busiest leads";
    EXPECT_EQ(groups[0].x, 106);
    EXPECT_EQ(groups[0].weight, 34);
    EXPECT_EQ(groups[0].members, (std::vector<int> {1, 0}));
    EXPECT_EQ(groups[1].members, (std::vector<int> {2}));
}

TEST(PlaceClusters, TheSelectedPlaceLeadsItsGroup)
{
    std::vector<PlaceDisc> discs {{100, 100, 4, 0}, {106, 104, 30, 1}};
    discs[0].first = true;
    const auto groups = clusterDiscs(discs, layoutOf());
    ASSERT_EQ(groups.size(), 1u);
    EXPECT_EQ(groups[0].leader, 0);
    EXPECT_EQ(groups[0].x, 100);
}

// The route's stops lead their groups and part from each other sooner
// (issue 14: Fontainebleau hidden in "Paris +4" at a map of northern France):
// Paris and Fontainebleau 14 px apart are two dots, Malmaison on top of Paris
// joins it, and a busier place that is not a stop joins a stop's group.
TEST(PlaceClusters, TheRoutesStopsStayApart)
{
    std::vector<PlaceDisc> discs {{100, 100, 4, 0}, {110, 110, 30, 1}, {102, 101, 2, 2}, {98, 99, 50, 3}};
    discs[0].stop = discs[1].stop = discs[2].stop = true; // Paris, Fontainebleau, Malmaison; 3: Versailles
    DiscLayout layout = layoutOf();
    layout.stopApart = 9;
    const auto groups = clusterDiscs(discs, layout);
    ASSERT_EQ(groups.size(), 2u);
    EXPECT_EQ(groups[0].leader, 1) << "the busiest stop leads first";
    EXPECT_EQ(groups[0].members, (std::vector<int> {1}));
    EXPECT_EQ(groups[1].leader, 0) << "a stop leads before a busier place that is not one";
    EXPECT_EQ(groups[1].members, (std::vector<int> {0, 2, 3}));
    EXPECT_GE(std::hypot(groups[0].x - groups[1].x, groups[0].y - groups[1].y),
        groups[0].outer(4) + groups[1].outer(4) + layout.gap - 1e-9)
        << "the two dots shrink until they part";
    // Without stopApart the two stops are one group, as before.
    layout.stopApart = 0;
    EXPECT_EQ(clusterDiscs(discs, layout).size(), 1u);
}

TEST(PlaceClusters, NoTwoDiscsTouchWhateverTheCrowd)
{
    // A synthetic corpus's places piled into one region, at several zooms.
    std::mt19937 rng(3);
    for (double spread : {5.0, 40.0, 200.0, 2000.0}) {
        std::vector<PlaceDisc> discs;
        for (int i = 0; i < 300; ++i)
            discs.push_back({std::normal_distribution<double>(500, spread)(rng),
                std::normal_distribution<double>(300, spread)(rng), int(rng() % 500), i});
        const auto groups = clusterDiscs(discs, layoutOf());
        std::size_t members = 0;
        for (std::size_t a = 0; a < groups.size(); ++a) {
            members += groups[a].members.size();
            EXPECT_EQ(groups[a].members.front(), groups[a].leader);
            for (std::size_t b = a + 1; b < groups.size(); ++b)
                EXPECT_GE(std::hypot(groups[a].x - groups[b].x, groups[a].y - groups[b].y),
                    groups[a].outer(4) + groups[b].outer(4) + 3 - 1e-9)
                    << spread;
        }
        EXPECT_EQ(members, discs.size()) << "every place is in one group";
    }
}

// Only places drawn on top of each other are grouped (issue 14: the whole
// route showed "Fontainebleau +41", every place within a big dot's reach).
TEST(PlaceClusters, OnlyPlacesThatWouldCollideAreGrouped)
{
    std::mt19937 rng(5);
    for (double spread : {10.0, 60.0, 300.0}) {
        std::vector<PlaceDisc> discs;
        for (int i = 0; i < 200; ++i)
            discs.push_back({std::normal_distribution<double>(500, spread)(rng),
                std::normal_distribution<double>(300, spread)(rng), int(rng() % 2000), i});
        const DiscLayout layout = layoutOf(18, 3);
        const auto groups = clusterDiscs(discs, layout);
        for (const DiscCluster &g : groups)
            for (int m : g.members)
                EXPECT_LT(std::hypot(discs[std::size_t(m)].x - g.x, discs[std::size_t(m)].y - g.y), layout.apart)
                    << spread << ": a place grouped from afar";
        // And what is apart stays apart: any two leaders are at least `apart` from each other.
        for (std::size_t a = 0; a < groups.size(); ++a)
            for (std::size_t b = a + 1; b < groups.size(); ++b)
                EXPECT_GE(std::hypot(groups[a].x - groups[b].x, groups[a].y - groups[b].y), layout.apart) << spread;
    }
}

TEST(PlaceClusters, ABusyPlaceDoesNotSwallowItsNeighboursItShrinks)
{
    // A busy place (radius 3 + 2·√900 = 63 px when alone) with a quiet one 30 px away.
    const std::vector<PlaceDisc> discs {{100, 100, 900, 0}, {130, 100, 2, 1}, {600, 100, 900, 2}};
    const auto groups = clusterDiscs(discs, layoutOf());
    ASSERT_EQ(groups.size(), 3u);
    std::vector<double> r(3);
    for (const DiscCluster &g : groups)
        r[std::size_t(g.leader)] = g.r;
    EXPECT_LE(r[0] + r[1] + 3, 30 + 1e-9);
    EXPECT_GE(r[1], 5) << "the quiet place keeps a dot you can see";
    EXPECT_DOUBLE_EQ(r[2], radiusOf(900)) << "alone, it has its full size";
}
