// Quick views of the map computed from the data: a corpus that is not the
// bundled one (the voyage of the Beagle) gets one region per era.
#include <core/mapregions.h>

#include <gtest/gtest.h>

using namespace parallax;

namespace {

HistoricalDate date(const char *edtf)
{
    return HistoricalDate::parse(QString::fromLatin1(edtf)).value();
}

Place place(const char *id, double lat, double lon)
{
    Place p;
    p.id = QString::fromLatin1(id);
    p.names = {{QStringLiteral("en"), p.id}};
    p.lat = lat;
    p.lon = lon;
    return p;
}

Era era(const char *id, const char *name, const char *when)
{
    return {QString::fromLatin1(id), {{QStringLiteral("en"), QString::fromUtf8(name)}}, date(when), {}};
}

Event event(const char *id, const char *when, const char *placeId, const char *eraId)
{
    Event e;
    e.id = QString::fromLatin1(id);
    e.date = date(when);
    e.placeId = QString::fromLatin1(placeId);
    e.eraId = QString::fromLatin1(eraId);
    return e;
}

RouteLeg leg(int seq, const char *from, const char *to, const char *depart, const char *arrive)
{
    RouteLeg l;
    l.seq = seq;
    l.fromPlaceId = QString::fromLatin1(from);
    l.toPlaceId = QString::fromLatin1(to);
    l.depart = date(depart);
    l.arrive = date(arrive);
    l.mode = TravelMode::Sea;
    return l;
}

const GeoPoint kPlymouth {50.37, -4.14}, kDevonport {50.37, -4.18}, kBahia {-12.97, -38.51}, kRio {-22.91, -43.17},
    kGalapagos {-0.95, -89.6};

Corpus beagle()
{
    Corpus c;
    c.id = QStringLiteral("beagle");
    c.places = {place("plymouth", kPlymouth.lat, kPlymouth.lon), place("devonport", kDevonport.lat, kDevonport.lon),
        place("bahia", kBahia.lat, kBahia.lon), place("rio", kRio.lat, kRio.lon),
        place("galapagos", kGalapagos.lat, kGalapagos.lon)};
    c.eras = {era("home", "Fitting out", "1831"), era("brazil", "Brazil", "1832"),
        era("galapagos", "Galápagos", "1835-09"), era("finches", "The finches", "1835-10"),
        era("quiet", "Nothing located", "1836")};
    c.events = {
        event("refit", "1831-10", "devonport", "home"), event("darwin-joins", "1831-10-24", "plymouth", "home"),
        event("no-era", "1831-11-04", "devonport", ""), // counts in "home" by its date
        event("bahia", "1832-02-28", "bahia", "brazil"), event("rio", "1832-04-04", "rio", "brazil"),
        event("chatham", "1835-09-17", "galapagos", "galapagos"),
        event("finches", "1835-10-08", "galapagos", "finches"), // the same view as "galapagos"
        event("letter", "1836-03", "", "quiet"), // no place: nothing to show
        event("nowhere", "1836-04", "atlantis", "quiet"), // an unknown place neither
    };
    // The route runs in the Brazil era only: that era follows the ship, the
    // others frame their events.
    c.route = {leg(1, "plymouth", "bahia", "1832-01-01", "1832-02-28")};
    return c;
}

const MapRegion *find(const std::vector<MapRegion> &regions, const char *key)
{
    for (const MapRegion &r : regions)
        if (r.key == QLatin1String(key))
            return &r;
    return nullptr;
}

} // namespace

TEST(MapRegions, OneRegionPerEraWithSomethingLocatedInEraOrder)
{
    const std::vector<MapRegion> regions = mapRegions(beagle());
    QStringList keys;
    for (const MapRegion &r : regions)
        keys << r.key;
    EXPECT_EQ(keys, (QStringList {QStringLiteral("home"), QStringLiteral("brazil"), QStringLiteral("galapagos")}))
        << "finches frames the same box as galapagos; quiet has nothing located";
    EXPECT_EQ(regions[2].names.value(QStringLiteral("en")), QStringLiteral("Galápagos"));
}

TEST(MapRegions, BeforeTheRouteAnEraFramesItsEvents)
{
    const std::vector<MapRegion> regions = mapRegions(beagle());
    const MapRegion *home = find(regions, "home");
    ASSERT_TRUE(home);
    EXPECT_TRUE(home->box.contains(kPlymouth));
    EXPECT_TRUE(home->box.contains(kDevonport));
    EXPECT_FALSE(home->box.contains(kBahia)) << "the crossing leaves in the next era";
    // Two places 3 km apart: the minimum extent, centred on them.
    EXPECT_NEAR(home->box.north - home->box.south, kRegionMinDegrees, 1e-9);
    EXPECT_NEAR(home->box.east - home->box.west, kRegionMinDegrees, 1e-9);
    EXPECT_NEAR((home->box.west + home->box.east) / 2, -4.16, 1e-9);
}

TEST(MapRegions, WhileTheRouteRunsAnEraFollowsTheTraveller)
{
    const std::vector<MapRegion> regions = mapRegions(beagle()); // the region points into it
    const MapRegion *brazil = find(regions, "brazil");
    ASSERT_TRUE(brazil);
    for (GeoPoint p : {kPlymouth, kBahia})
        EXPECT_TRUE(brazil->box.contains(p)) << p.lat << "," << p.lon;
    EXPECT_FALSE(brazil->box.contains(kRio)) << "an event where the route never goes does not widen the view";
    // The margin on each side: 12 % of the extent from Bahia to Plymouth.
    const double extent = kPlymouth.lat - kBahia.lat;
    EXPECT_NEAR(brazil->box.north, kPlymouth.lat + kRegionMargin * extent, 1e-6);
    EXPECT_NEAR(brazil->box.south, kBahia.lat - kRegionMargin * extent, 1e-6);
}

TEST(MapRegions, AnEraAtOnePlaceIsCentredOnIt)
{
    const std::vector<MapRegion> regions = mapRegions(beagle()); // the region points into it
    const MapRegion *g = find(regions, "galapagos");
    ASSERT_TRUE(g);
    EXPECT_NEAR((g->box.south + g->box.north) / 2, kGalapagos.lat, 1e-9);
    EXPECT_NEAR((g->box.west + g->box.east) / 2, kGalapagos.lon, 1e-9);
    EXPECT_NEAR(g->box.north - g->box.south, kRegionMinDegrees, 1e-9);
}

TEST(MapRegions, NoErasOrNothingLocatedGivesNoRegions)
{
    EXPECT_TRUE(mapRegions(Corpus {}).empty());
    Corpus noEras = beagle();
    noEras.eras.clear();
    EXPECT_TRUE(mapRegions(noEras).empty());
    Corpus unlocated = beagle();
    unlocated.places.clear();
    unlocated.route.clear();
    EXPECT_TRUE(mapRegions(unlocated).empty());
}

TEST(MapRegions, CorpusBoxHoldsEveryLocatedEventAndTheRoute)
{
    const GeoBox all = corpusBox(beagle());
    for (GeoPoint p : {kPlymouth, kDevonport, kBahia, kRio, kGalapagos})
        EXPECT_TRUE(all.contains(p)) << p.lat << "," << p.lon;
    EXPECT_DOUBLE_EQ(all.north, kPlymouth.lat);
    EXPECT_DOUBLE_EQ(all.west, kGalapagos.lon);
    EXPECT_TRUE(corpusBox(Corpus {}).isEmpty());
}

// The map's view that follows the timeline (issue 14): what the timeline
// shows, not the whole route (at 1280x720 the places around one city were
// a single count at the whole route's scale).
TEST(MapRegions, TheStoryBoxDuringASpanFollowsTheTravellerOrTheEvents)
{
    const Corpus c = beagle();
    const RouteTrack track = RouteTrack::build(c);
    // Before the route: the events of the span only.
    const GeoBox home = storyBoxDuring(c, track, date("1831-10").span());
    EXPECT_TRUE(home.contains(kPlymouth));
    EXPECT_TRUE(home.contains(kDevonport));
    EXPECT_FALSE(home.contains(kBahia));
    EXPECT_NEAR(home.north - home.south, kRegionMinDegrees, 1e-9);
    // While the ship sails: from Plymouth to Bahia, the events at Rio aside.
    const GeoBox crossing = storyBoxDuring(c, track, date("1832-01-15/1832-01-20").span());
    EXPECT_TRUE(crossing.contains(kPlymouth));
    EXPECT_TRUE(crossing.contains(kBahia));
    EXPECT_FALSE(crossing.contains(kRio));
    // After it: the Galápagos alone.
    const GeoBox islands = storyBoxDuring(c, track, date("1835-09/1835-10").span());
    EXPECT_TRUE(islands.contains(kGalapagos));
    EXPECT_FALSE(islands.contains(kBahia));
    // Nothing located then, or no time at all: empty.
    EXPECT_TRUE(storyBoxDuring(c, track, date("1837").span()).isEmpty());
    EXPECT_TRUE(storyBoxDuring(c, track, AxisSpan {}).isEmpty());
}
