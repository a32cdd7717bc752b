// Geodesy, projection and the bundled land map.
#include <core/geo.h>

#include <gtest/gtest.h>

using namespace parallax;

TEST(Geodesy, VincentyMatchesTheClassicTestLine)
{
    // Flinders Peak to Buninyong (Vincenty 1975): 54 972.271 m.
    const GeoPoint flinders {-(37 + 57 / 60.0 + 3.72030 / 3600), 144 + 25 / 60.0 + 29.52440 / 3600};
    const GeoPoint buninyong {-(37 + 39 / 60.0 + 10.15610 / 3600), 143 + 55 / 60.0 + 35.38390 / 3600};
    EXPECT_NEAR(geodesicDistance(flinders, buninyong), 54972.271, 0.01);
}

TEST(Geodesy, KnownDistancesWithinOnePercent)
{
    const GeoPoint paris {48.8566, 2.3522}, rome {41.9028, 12.4964}, london {51.5074, -0.1278};
    EXPECT_NEAR(geodesicDistance(paris, rome) / 1000, 1106, 11);
    EXPECT_NEAR(geodesicDistance(paris, london) / 1000, 344, 3.5);
    // Equator, one degree of longitude: 111.32 km on WGS84.
    EXPECT_NEAR(geodesicDistance({0, 0}, {0, 1}), 111319.49, 0.5);
    EXPECT_DOUBLE_EQ(geodesicDistance(paris, paris), 0);
    // Antipodes: no convergence, falls back to the great circle.
    EXPECT_NEAR(geodesicDistance({0, 0}, {0.5, 179.7}) / 1000, 20000, 200);
}

TEST(Projection, RoundTrips)
{
    for (double lat : {-60.0, -15.93, 0.0, 42.8, 48.4, 60.0})
        for (double lon : {-20.0, 0.0, 10.32}) {
            const GeoPoint back = inverseMercator(mercator({lat, lon}));
            EXPECT_NEAR(back.lat, lat, 1e-9);
            EXPECT_NEAR(back.lon, lon, 1e-12);
        }
    EXPECT_GT(mercator({49, 0}).y(), mercator({42, 0}).y()) << "north is up";
}

TEST(LandMap, HasTheIslandsOfTheStory)
{
    const auto land = LandMask::bundled();
    ASSERT_TRUE(land.ok()) << land.error().toStdString();
    EXPECT_GT(land->rings().size(), 50u);
    EXPECT_TRUE(land->isLand({42.78, 10.25})) << "Elba";
    EXPECT_TRUE(land->isLand({-15.96, -5.70})) << "St Helena";
    EXPECT_TRUE(land->isLand({48.40, 2.70})) << "Fontainebleau";
    EXPECT_FALSE(land->isLand({43.3, 7.9})) << "Ligurian Sea";
    EXPECT_FALSE(land->isLand({-10.0, -10.0})) << "South Atlantic";
}

TEST(LandMap, RejectsDamagedData)
{
    EXPECT_FALSE(LandMask::fromBytes("nonsense").ok());
    EXPECT_FALSE(LandMask::fromBytes(QByteArray("PLXLAND1\x05\x80", 10)).ok());
}
