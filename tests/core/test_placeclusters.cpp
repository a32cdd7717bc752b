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

} // namespace

TEST(PlaceClusters, OverlappingPlacesBecomeOneDiscAtTheBusiest)
{
    // Paris, Fontainebleau close by, Vienna far away.
    const std::vector<PlaceDisc> discs {{100, 100, 4, 0}, {106, 104, 30, 1}, {400, 100, 5, 2}};
    const auto groups = clusterDiscs(discs, radiusOf);
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
    const auto groups = clusterDiscs(discs, radiusOf);
    ASSERT_EQ(groups.size(), 1u);
    EXPECT_EQ(groups[0].leader, 0);
    EXPECT_EQ(groups[0].x, 100);
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
        const auto groups = clusterDiscs(discs, radiusOf, 3);
        std::size_t members = 0;
        for (std::size_t a = 0; a < groups.size(); ++a) {
            members += groups[a].members.size();
            EXPECT_EQ(groups[a].members.front(), groups[a].leader);
            for (std::size_t b = a + 1; b < groups.size(); ++b)
                EXPECT_GE(std::hypot(groups[a].x - groups[b].x, groups[a].y - groups[b].y),
                    groups[a].r + groups[b].r + 3 - 1e-9)
                    << spread;
        }
        EXPECT_EQ(members, discs.size()) << "every place is in one group";
    }
}
