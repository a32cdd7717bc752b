// The bundled corpus's route over time, and its sea legs against the land map.
#include <core/geo.h>
#include <db/corpusloader.h>
#include <db/userdata.h>

#include <gtest/gtest.h>

using namespace parallax;

namespace {

const Corpus &bundled()
{
    static const db::LoadedCorpus c = db::loadCorpusFolder(db::bundledCorpusPath());
    return c.corpus;
}

AxisTime at(int y, int m, int d, int h = 0)
{
    AxisTime t = 0;
    axisTimeOf(y, m, d, h, 0, 0, &t);
    return t;
}

} // namespace

TEST(Route, PositionByDateBeforeDuringAndAfterEachLeg)
{
    const RouteTrack track = RouteTrack::build(bundled());
    ASSERT_FALSE(track.legs().empty());
    // Before the route starts: at Fontainebleau.
    const RoutePosition before = track.positionAt(at(1814, 4, 1));
    EXPECT_EQ(before.leg, -1);
    EXPECT_NEAR(before.at.lat, 48.40, 1e-9);
    // At sea between Fréjus and Elba on 1 May 1814: moving, east of Fréjus and west of Portoferraio.
    const RoutePosition sea = track.positionAt(at(1814, 5, 1));
    EXPECT_TRUE(sea.moving);
    EXPECT_EQ(track.legs()[std::size_t(sea.leg)].mode, TravelMode::Sea);
    EXPECT_GT(sea.at.lon, 6.74);
    EXPECT_LT(sea.at.lon, 10.32);
    // On Elba in autumn 1814: resting at Portoferraio.
    const RoutePosition elba = track.positionAt(at(1814, 10, 1));
    EXPECT_FALSE(elba.moving);
    EXPECT_NEAR(elba.at.lat, 42.82, 1e-9);
    EXPECT_NEAR(elba.at.lon, 10.32, 1e-9);
    // After the end: at Longwood, the whole route behind.
    const RoutePosition after = track.positionAt(at(1821, 5, 5));
    EXPECT_NEAR(after.at.lat, -15.95, 1e-9);
    EXPECT_NEAR(after.distanceSoFar, track.totalLength(), 1e-6);
    // Distance only grows with time.
    double last = -1;
    for (AxisTime t = at(1814, 4, 1); t < at(1816, 1, 1); t += 5 * kSecondsPerDay) {
        const double d = track.positionAt(t).distanceSoFar;
        EXPECT_GE(d, last);
        last = d;
    }
    // The whole journey is of the order of 13–16 thousand km.
    EXPECT_GT(track.totalLength() / 1000, 12000);
    EXPECT_LT(track.totalLength() / 1000, 17000);
}

TEST(Route, SeaLegsStayAtSea)
{
    const auto land = LandMask::bundled();
    ASSERT_TRUE(land.ok()) << land.error().toStdString();
    // Sample each drawn sea curve every ~2 km. Leaving a harbour (Rochefort
    // lies up the Charente) may cross the coastline once; after the first
    // point at sea the curve must stay at sea until it makes for its harbour.
    const RouteTrack track = RouteTrack::build(bundled());
    for (const TrackLeg &l : track.legs()) {
        if (l.mode != TravelMode::Sea)
            continue;
        std::vector<GeoPoint> samples;
        for (std::size_t i = 1; i < l.path.size(); ++i) {
            const GeoPoint a = l.path[i - 1], b = l.path[i];
            const int steps = std::max(1, int(geodesicDistance(a, b) / 2000));
            for (int s = 0; s < steps; ++s)
                samples.push_back({a.lat + (b.lat - a.lat) * s / steps, a.lon + (b.lon - a.lon) * s / steps});
        }
        samples.push_back(l.path.back());
        std::size_t first = 0, last = samples.size();
        while (first < last && land->isLand(samples[first]))
            ++first;
        while (last > first && land->isLand(samples[last - 1]))
            --last;
        ASSERT_LT(first, last) << "leg " << l.seq << " never reaches the sea";
        EXPECT_LT(geodesicDistance(samples.front(), samples[first]), 25000)
            << "leg " << l.seq << " leaves harbour overland";
        EXPECT_LT(geodesicDistance(samples.back(), samples[last - 1]), 25000) << "leg " << l.seq << " arrives overland";
        for (std::size_t k = first; k < last; ++k)
            EXPECT_FALSE(land->isLand(samples[k]))
                << "leg " << l.seq << " crosses land at " << samples[k].lat << ", " << samples[k].lon;
    }
}
