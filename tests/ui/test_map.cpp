// The map: the route drawn where it belongs, sync with the selection and the
// time cursor, playback.
#include "../qtprint.h"

#include <db/corpusloader.h>
#include <db/userdata.h>
#include <ui/corpusmodel.h>
#include <ui/language.h>
#include <ui/map/mapwidget.h>
#include <ui/timeline/timelinewidget.h>

#include <gtest/gtest.h>

#include <QApplication>
#include <QComboBox>
#include <QImage>
#include <QLabel>
#include <QPainter>
#include <QScopeGuard>
#include <QTest>
#include <QToolButton>

using namespace parallax;
using namespace parallax::ui;

namespace {

struct MapFixture
{
    CorpusModel model;
    MapPanel panel {&model};
    MapFixture()
    {
        model.setCorpus(db::loadCorpusFolder(db::bundledCorpusPath()).corpus);
        panel.resize(700, 600);
        panel.show();
        QApplication::processEvents();
        panel.showRegion(QStringLiteral("journey-elba"));
    }
    MapCanvas *canvas() { return panel.canvas(); }
    QPointF screenOf(double lat, double lon)
    {
        return canvas()->view().toScreen(mercator({lat, lon}), canvas()->rect());
    }
};

} // namespace

TEST(Map, DrawsTheRouteAlongItsLegs)
{
    MapFixture f;
    const QImage img = f.canvas()->grab().toImage();
    // Halfway between Nevers and Lyon the first era's leg colour must be on
    // the pixels of the drawn route; nowhere else near is it.
    const QPointF mid = (f.screenOf(46.99, 3.16) + f.screenOf(45.76, 4.84)) / 2;
    const QColor leg(QStringLiteral("#5b7f95"));
    int hits = 0;
    for (int dy = -4; dy <= 4; ++dy)
        for (int dx = -4; dx <= 4; ++dx) {
            const QColor c = img.pixelColor(int(mid.x()) + dx, int(mid.y()) + dy);
            hits += std::abs(c.red() - leg.red()) + std::abs(c.green() - leg.green()) + std::abs(c.blue() - leg.blue())
                < 60;
        }
    EXPECT_GT(hits, 3);
    // Open sea far from the route is sea-coloured.
    const QPointF bay = f.screenOf(42.0, 5.0); // the Gulf of Lion, far from the route
    const QColor sea = img.pixelColor(bay.toPoint());
    EXPECT_GT(sea.blue(), sea.red()) << "expected sea at " << bay.x() << "," << bay.y();
}

TEST(Map, ClickingAPlaceSelectsItsFirstEventAndSelectionPans)
{
    MapFixture f;
    const QPoint nevers = f.screenOf(46.99, 3.16).toPoint();
    QTest::mouseClick(f.canvas(), Qt::LeftButton, {}, nevers);
    ASSERT_GE(f.model.selectedEvent(), 0);
    EXPECT_EQ(f.model.corpus().events[f.model.selectedEvent()].placeId, QStringLiteral("nevers"));
    EXPECT_EQ(f.model.highlightedPlace(), QStringLiteral("nevers")) << "the place's events are marked everywhere";
    // Selecting an event on St Helena pans the map there.
    f.model.selectEventById(QStringLiteral("hudson-lowe-arrives"));
    const QPointF helena = f.screenOf(-15.93, -5.72);
    EXPECT_TRUE(f.canvas()->rect().contains(helena.toPoint()));
}

TEST(Map, PlayMovesTheCursorAlongTheRoute)
{
    MapFixture f;
    EXPECT_FALSE(f.model.cursor().has_value());
    f.panel.setPlaying(true);
    ASSERT_TRUE(f.model.cursor().has_value());
    const AxisTime start = *f.model.cursor();
    EXPECT_EQ(start, f.canvas()->data().track.timeSpan().start);
    QTest::qWait(200);
    EXPECT_GT(*f.model.cursor(), start);
    f.panel.setPlaying(false);
    const AxisTime stopped = *f.model.cursor();
    QTest::qWait(100);
    EXPECT_EQ(*f.model.cursor(), stopped);
}

// A database without a route: Play set the time cursor to the start of an
// empty track, the axis's 4714 BC, and the timeline went there (a
// walkthrough by helper-96 on a synthetic database). Play is off, and the
// status line says why, not "0 km travelled" on 24 November 4714 BC.
TEST(Map, WithoutARouteThereIsNothingToPlay)
{
    MapFixture f;
    Corpus c = f.model.corpus();
    c.route.clear();
    c.id = QStringLiteral("no-route");
    f.model.setCorpus(std::move(c));
    QApplication::processEvents();
    auto *play = f.panel.findChild<QToolButton *>(QStringLiteral("playJourney"));
    ASSERT_NE(play, nullptr);
    EXPECT_FALSE(play->isEnabled());
    f.panel.setPlaying(true);
    EXPECT_FALSE(f.panel.isPlaying());
    EXPECT_FALSE(play->isChecked());
    EXPECT_FALSE(f.model.cursor().has_value()) << "the cursor was set to " << *f.model.cursor();
    const auto *status = f.panel.findChild<QLabel *>(QStringLiteral("mapStatus"));
    ASSERT_NE(status, nullptr);
    EXPECT_FALSE(status->text().contains(QLatin1String("BC"))) << status->text().toStdString();
    EXPECT_TRUE(status->text().contains(QLatin1String("No route"))) << status->text().toStdString();
    // A corpus with a route plays again.
    f.model.setCorpus(db::loadCorpusFolder(db::bundledCorpusPath()).corpus);
    QApplication::processEvents();
    EXPECT_TRUE(play->isEnabled());
}

TEST(Map, PlaceDotsGrowWithTheirEventsWithinBounds)
{
    // Area follows the count for the places of a normal corpus; a place with
    // ten thousand events (a synthetic million) stays a dot, not a disc over
    // the whole map.
    EXPECT_DOUBLE_EQ(MapRenderer::dotRadius(0), 3.0);
    EXPECT_NEAR(MapRenderer::dotRadius(16), 3 + 2.2 * 4, 1e-9);
    double last = 0;
    for (int n : {0, 1, 5, 20, 50, 51, 200, 1000, 10000, 1000000}) {
        const double r = MapRenderer::dotRadius(n);
        EXPECT_GE(r, last) << n;
        EXPECT_LE(r, 36.0) << n;
        last = r;
    }
    EXPECT_GT(MapRenderer::dotRadius(10000), MapRenderer::dotRadius(50) + 5);
}

TEST(Map, GoToListsTheCorpusRegionsAndFollowsTheCorpus)
{
    MapFixture f;
    // The bundled corpus: one view per era, keyed by the era's id.
    const QStringList keys = f.panel.regionNames();
    EXPECT_EQ(keys.first(), QStringLiteral("timeline"));
    EXPECT_EQ(keys.value(1), QStringLiteral("whole"));
    for (const char *era : {"journey-elba", "elba", "st-helena"})
        EXPECT_TRUE(keys.contains(QLatin1String(era))) << era << " in " << keys.join(u' ').toStdString();
    auto *goTo = f.panel.findChild<QComboBox *>(QStringLiteral("mapGoTo"));
    ASSERT_TRUE(goTo);
    EXPECT_EQ(goTo->count(), keys.size());
    EXPECT_GE(goTo->findText(QStringLiteral("St Helena")), 1);
    // Going to Elba frames Portoferraio, and not Fontainebleau.
    ASSERT_TRUE(f.panel.showRegion(QStringLiteral("elba")));
    EXPECT_TRUE(f.canvas()->rect().contains(f.screenOf(42.82, 10.32).toPoint()));
    EXPECT_FALSE(f.canvas()->rect().contains(f.screenOf(48.40, 2.70).toPoint()));
    EXPECT_FALSE(f.panel.showRegion(QStringLiteral("france"))) << "no hard-coded views";
    // Another corpus brings its own views.
    Corpus other;
    other.places = {{QStringLiteral("kyoto"), {{QStringLiteral("en"), QStringLiteral("Kyoto")}}, 35.01, 135.77, {}}};
    other.eras = {{QStringLiteral("heian"), {{QStringLiteral("en"), QStringLiteral("Heian")}},
        HistoricalDate::parse(QStringLiteral("0794/1185")).value(), {}}};
    Event e;
    e.id = QStringLiteral("capital");
    e.placeId = QStringLiteral("kyoto");
    e.eraId = QStringLiteral("heian");
    e.date = HistoricalDate::parse(QStringLiteral("0794")).value();
    other.events = {e};
    f.model.setCorpus(other);
    EXPECT_EQ(f.panel.regionNames(),
        (QStringList {QStringLiteral("timeline"), QStringLiteral("whole"), QStringLiteral("heian")}));
    EXPECT_EQ(goTo->itemText(2), QStringLiteral("Heian"));
    ASSERT_TRUE(f.panel.showRegion(QStringLiteral("heian")));
    EXPECT_TRUE(f.canvas()->rect().contains(f.screenOf(35.01, 135.77).toPoint()));
}

TEST(Map, NoTextIsDrawnOverOtherText)
{
    // Place names, degree labels, the legend and the scale bar: at the whole
    // route and at every "Go to" view, at the dock's size and a small one.
    MapFixture f;
    for (const QSize size : {QSize(700, 600), QSize(420, 330)}) {
        f.panel.resize(size);
        QApplication::processEvents();
        for (const QString &region : f.panel.regionNames()) {
            ASSERT_TRUE(f.panel.showRegion(region));
            f.canvas()->grab();
            const std::vector<QRectF> &texts = f.canvas()->textRects();
            EXPECT_GE(texts.size(), 3u) << region.toStdString();
            for (std::size_t a = 0; a < texts.size(); ++a)
                for (std::size_t b = a + 1; b < texts.size(); ++b)
                    EXPECT_FALSE(texts[a].intersects(texts[b]))
                        << region.toStdString() << " " << size.width() << ": text " << a << " and " << b << " overlap";
        }
    }
}

// The legend of the route's colours stands clear of the route (issue 14: at
// 1920x1080 it covered the passage to St Helena) and lists only the eras the
// view shows: at every "Go to" view, at the dock's sizes at 1280x720 and
// 1920x1080 and a tall one.
TEST(Map, TheLegendLeavesTheRouteInSight)
{
    MapFixture f;
    int shown = 0;
    for (const QSize size : {QSize(470, 270), QSize(710, 450), QSize(700, 600)}) {
        f.panel.resize(size);
        QApplication::processEvents();
        for (const QString &region : f.panel.regionNames()) {
            ASSERT_TRUE(f.panel.showRegion(region));
            f.canvas()->grab();
            const QRectF box = f.canvas()->legendRect();
            if (box.isEmpty())
                continue;
            ++shown;
            for (const QPolygonF &leg : f.canvas()->data().legPaths)
                for (qsizetype k = 1; k < leg.size(); ++k) {
                    const QPointF a = f.canvas()->view().toScreen(leg[k - 1], f.canvas()->rect());
                    const QPointF b = f.canvas()->view().toScreen(leg[k], f.canvas()->rect());
                    const int steps = std::max(1, int(QLineF(a, b).length() / 2));
                    for (int t = 0; t <= steps; ++t)
                        ASSERT_FALSE(box.contains(a + (b - a) * (double(t) / steps)))
                            << region.toStdString() << " at " << size.width() << "x" << size.height()
                            << ": the legend covers the route";
                }
        }
    }
    EXPECT_GT(shown, 0) << "the legend is shown somewhere";
}

// Play's status line ("· 16 May 1814: 1,027 km travelled") wraps instead of
// widening the map's dock (issue 14: the window's columns shifted on Play).
TEST(Map, TheStatusLineDoesNotWidenThePanel)
{
    MapFixture f;
    const int before = f.panel.minimumSizeHint().width();
    f.model.setCursor(f.canvas()->data().track.legs().front().arrive.start);
    QApplication::processEvents();
    EXPECT_LE(f.panel.minimumSizeHint().width(), before);
}

TEST(Map, ElbaAndStHelenaHaveRealCoastsAtTheCloseViews)
{
    // Natural Earth 1:10m: each island a ring of many points (1:50m drew them
    // as five- or six-sided polygons).
    MapFixture f;
    for (const GeoPoint island : {GeoPoint {42.78, 10.25}, GeoPoint {-15.96, -5.70}}) {
        const QPointF at = mercator(island);
        const MapData::LandRing *ring = nullptr;
        for (const MapData::LandRing &r : f.canvas()->data().land)
            if (r.bounds.contains(at) && r.bounds.width() < 1.5)
                ring = &r;
        ASSERT_NE(ring, nullptr) << island.lat;
        EXPECT_GT(ring->lod[0].elementCount(), 20) << island.lat;
        // Zoomed out, the same ring is drawn with far fewer points.
        EXPECT_LT(ring->lod[3].elementCount(), ring->lod[0].elementCount());
    }
}

TEST(Map, ContinentsAreDrawnWhole)
{
    // The 1:10m Afro-Eurasia crosses the antimeridian: drawn naively, it
    // jumped across the map, cut Africa off and left bands of land at sea.
    MapFixture f;
    MapView v;
    v.palette = f.canvas()->palette();
    v.font = f.canvas()->font();
    v.center = mercator({0, 20});
    v.scale = 800 / 140.0; // 50°W to 90°E across 800 px
    QImage img(800, 600, QImage::Format_ARGB32);
    QPainter p(&img);
    MapRenderer(&f.model.corpus()).paint(p, img.rect(), f.canvas()->data(), v);
    p.end();
    if (qEnvironmentVariableIsSet("PARALLAX_TEST_DUMP"))
        img.save(QStringLiteral("/tmp/i14shots/continents.png"));
    auto near = [&](double lat, double lon, QColor want) {
        const QPointF s = v.toScreen(mercator({lat, lon}), img.rect());
        const QColor c = img.pixelColor(int(s.x()), int(s.y()));
        return std::abs(c.red() - want.red()) + std::abs(c.green() - want.green()) + std::abs(c.blue() - want.blue())
            < 20;
    };
    const QColor land(0xf2, 0xec, 0xdc), sea(0xc9, 0xdd, 0xe9);
    for (const GeoPoint g : {GeoPoint {-25, 25}, GeoPoint {12, 22}, GeoPoint {25, 45}})
        EXPECT_TRUE(near(g.lat, g.lon, land)) << g.lat << " " << g.lon << " is land";
    for (const GeoPoint g : {GeoPoint {-30, 5}, GeoPoint {-16, 70}, GeoPoint {-16, 65}, GeoPoint {25, -35}})
        EXPECT_TRUE(near(g.lat, g.lon, sea)) << g.lat << " " << g.lon << " is sea";
}

TEST(Map, DegreeLabelsWrapRoundTheAntimeridian)
{
    EXPECT_EQ(MapRenderer::degreeLabel(-210, false), QStringLiteral("150°E"));
    EXPECT_EQ(MapRenderer::degreeLabel(200, false), QStringLiteral("160°W"));
    EXPECT_EQ(MapRenderer::degreeLabel(-180, false), QStringLiteral("180°"));
    EXPECT_EQ(MapRenderer::degreeLabel(0, false), QStringLiteral("0°"));
    EXPECT_EQ(MapRenderer::degreeLabel(-30, true), QStringLiteral("30°S"));
    EXPECT_EQ(MapRenderer::degreeLabel(12.5, false), QStringLiteral("12.5°E"));
}

// In Danish and Chinese the degrees read as they are written there: a
// decimal comma and Ø/V for east and west; 北纬/东经 before the number.
// (The Danish map showed "42.75°N" and "5°W"; walkthrough.)
TEST(Map, DegreeLabelsFollowTheInterfaceLanguage)
{
    const auto restore = qScopeGuard([] { installLanguage(QStringLiteral("en")); });
    ASSERT_TRUE(installLanguage(QStringLiteral("da")));
    EXPECT_EQ(MapRenderer::degreeLabel(42.75, true), QStringLiteral("42,75° N"));
    EXPECT_EQ(MapRenderer::degreeLabel(-5, false), QStringLiteral("5° V"));
    EXPECT_EQ(MapRenderer::degreeLabel(10, false), QStringLiteral("10° Ø"));
    EXPECT_EQ(MapRenderer::degreeLabel(0, true), QStringLiteral("0°"));
    ASSERT_TRUE(installLanguage(QStringLiteral("zh")));
    EXPECT_EQ(MapRenderer::degreeLabel(30, true), QStringLiteral("北纬30°"));
    EXPECT_EQ(MapRenderer::degreeLabel(-150, false), QStringLiteral("西经150°"));
    ASSERT_TRUE(installLanguage(QStringLiteral("en")));
    EXPECT_EQ(MapRenderer::degreeLabel(12.5, false), QStringLiteral("12.5°E"));
}

// Places whose dots would overlap are one dot at this zoom (Paris and
// Fontainebleau at the whole route), and no name is drawn over a dot, in
// English and in Chinese, at every view (issue 14: 枫丹白露 under Paris).
TEST(Map, PlacesClusterByZoomAndNoNameCoversADot)
{
    MapFixture f;
    MapRenderer renderer(&f.model.corpus());
    for (const QString &language : {QStringLiteral("en"), QStringLiteral("zh")}) {
        f.model.setDisplayLanguage(language);
        for (const QSize size : {QSize(520, 200), QSize(700, 600)}) {
            f.panel.resize(size);
            QApplication::processEvents();
            for (const QString &region : f.panel.regionNames()) {
                ASSERT_TRUE(f.panel.showRegion(region));
                f.canvas()->grab();
                const auto groups = renderer.placeGroups(f.canvas()->rect(), f.canvas()->data(), f.canvas()->view());
                for (std::size_t a = 0; a < groups.size(); ++a)
                    for (std::size_t b = a + 1; b < groups.size(); ++b)
                        EXPECT_GE(QLineF(groups[a].at, groups[b].at).length(), groups[a].r + groups[b].r)
                            << region.toStdString() << ": two dots overlap";
                for (const QRectF &text : f.canvas()->textRects())
                    for (const auto &g : groups) {
                        const double ring = g.places.size() > 1 ? 4 : 1;
                        const QRectF dot(
                            g.at.x() - g.r - ring, g.at.y() - g.r - ring, 2 * (g.r + ring), 2 * (g.r + ring));
                        EXPECT_FALSE(text.intersects(dot))
                            << language.toStdString() << " " << region.toStdString() << " " << size.width()
                            << ": a text over the dot of "
                            << f.model.corpus().places[g.places.front()].id.toStdString();
                    }
            }
        }
    }
    // At the whole route the Paris region is one dot for several places, named by the busiest.
    f.model.setDisplayLanguage(QStringLiteral("en"));
    f.panel.resize(520, 200);
    ASSERT_TRUE(f.panel.showRegion(QStringLiteral("whole")));
    const auto groups = renderer.placeGroups(f.canvas()->rect(), f.canvas()->data(), f.canvas()->view());
    bool grouped = false;
    for (const auto &g : groups)
        grouped |= g.places.size() > 1;
    EXPECT_TRUE(grouped);
}

// Only places drawn on top of each other are one group (issue 14: the whole
// route showed "Fontainebleau +41", every place within a big dot's reach of
// it): every member of a group lies within a name's height of the group's
// dot, at the whole route and every "Go to" view, and a click on a group
// zooms in until it parts.
TEST(Map, OnlyPlacesThatWouldCollideAreGrouped)
{
    MapFixture f;
    MapRenderer renderer(&f.model.corpus());
    const Corpus &c = f.model.corpus();
    for (const QSize size : {QSize(700, 600), QSize(520, 200)}) {
        f.panel.resize(size);
        QApplication::processEvents();
        for (const QString &region : f.panel.regionNames()) {
            ASSERT_TRUE(f.panel.showRegion(region));
            const MapView &view = f.canvas()->view();
            for (const auto &g : renderer.placeGroups(f.canvas()->rect(), f.canvas()->data(), view))
                for (int place : g.places) {
                    const QPointF at
                        = view.toScreen(mercator({c.places[place].lat, c.places[place].lon}), f.canvas()->rect());
                    EXPECT_LT(QLineF(at, g.at).length(), 18)
                        << region.toStdString() << " " << size.width() << ": " << c.places[place].id.toStdString()
                        << " grouped with " << c.places[g.places.front()].id.toStdString() << " from afar";
                }
        }
    }
    // At the dock's size the whole route names the places it is about, each on its own.
    f.panel.resize(700, 600);
    QApplication::processEvents();
    ASSERT_TRUE(f.panel.showRegion(QStringLiteral("whole")));
    const auto groups = renderer.placeGroups(f.canvas()->rect(), f.canvas()->data(), f.canvas()->view());
    auto groupOf = [&](const QString &id) {
        for (std::size_t k = 0; k < groups.size(); ++k)
            for (int place : groups[k].places)
                if (c.places[place].id == id)
                    return int(k);
        return -1;
    };
    const QStringList apart {QStringLiteral("paris"), QStringLiteral("portoferraio"), QStringLiteral("waterloo"),
        QStringLiteral("vienna"), QStringLiteral("saint-helena"), QStringLiteral("madeira"),
        QStringLiteral("rochefort")};
    for (int a = 0; a < apart.size(); ++a)
        for (int b = a + 1; b < apart.size(); ++b)
            EXPECT_NE(groupOf(apart[a]), groupOf(apart[b]))
                << apart[a].toStdString() << " and " << apart[b].toStdString();
    // A click on a group of several places zooms in.
    for (const auto &g : groups)
        if (g.places.size() > 1) {
            const double before = f.canvas()->view().scale;
            QTest::mouseClick(f.canvas(), Qt::LeftButton, {}, g.at.toPoint());
            EXPECT_GT(f.canvas()->view().scale, before);
            break;
        }
}

// A search chose Paris's capitulation and the timeline moved to its days:
// the map framed where the route was then (Troyes, Fontainebleau) and left
// Paris, the chosen event's place, above its top edge (walkthrough).
TEST(Map, FollowingTheTimelineKeepsTheChosenEventsPlaceInSight)
{
    CorpusModel model;
    model.setCorpus(db::loadCorpusFolder(db::bundledCorpusPath()).corpus);
    MapPanel panel(&model);
    panel.resize(470, 330);
    panel.show();
    MapCanvas *canvas = panel.canvas();
    auto shown = [&](double lat, double lon) {
        return canvas->rect().contains(canvas->view().toScreen(mercator({lat, lon}), canvas->rect()).toPoint());
    };
    const Corpus &c = model.corpus();
    int fall = -1;
    for (int i = 0; i < int(c.events.size()); ++i)
        if (c.events[i].id == u"fall-of-paris")
            fall = i;
    ASSERT_GE(fall, 0) << "the bundled corpus changed";
    const Place *paris = model.place(c.events[fall].placeId);
    ASSERT_NE(paris, nullptr);
    for (const char *window : {"1814-03-24/1814-03-31", "1814-03-28/1814-04-03", "1814-03-31/1814-04-20"}) {
        model.selectEvent(fall);
        panel.setTimeWindow(HistoricalDate::parse(QString::fromLatin1(window)).value().span());
        QTest::qWait(400);
        EXPECT_TRUE(shown(paris->lat, paris->lon)) << window;
    }
}

// Issue 14: at the whole route's scale the places around Paris were one count
// ("Fontainebleau +41"). The map's first view is where the story is in the
// timeline's window, and follows it until the user moves the map.
TEST(Map, TheFirstViewFollowsTheTimelinesWindow)
{
    CorpusModel model;
    model.setCorpus(db::loadCorpusFolder(db::bundledCorpusPath()).corpus);
    MapPanel panel(&model);
    panel.resize(470, 330);
    panel.show();
    EXPECT_EQ(panel.currentRegion(), QStringLiteral("timeline"));
    const AxisSpan april = HistoricalDate::parse(QStringLiteral("1814-03-25/1814-05-05")).value().span();
    panel.setTimeWindow(april);
    QTest::qWait(400);
    MapCanvas *canvas = panel.canvas();
    auto shown = [&](double lat, double lon) {
        return canvas->rect().contains(canvas->view().toScreen(mercator({lat, lon}), canvas->rect()).toPoint());
    };
    EXPECT_TRUE(shown(48.40, 2.70)) << "Fontainebleau";
    EXPECT_TRUE(shown(42.82, 10.32)) << "Portoferraio";
    EXPECT_FALSE(shown(-15.93, -5.72)) << "St Helena";
    // Paris and Fontainebleau stand apart.
    MapRenderer renderer(&model.corpus());
    const Corpus &c = model.corpus();
    for (const auto &g : renderer.placeGroups(canvas->rect(), canvas->data(), canvas->view())) {
        QStringList ids;
        for (int place : g.places)
            ids << c.places[place].id;
        EXPECT_FALSE(ids.contains(QStringLiteral("paris")) && ids.contains(QStringLiteral("fontainebleau")))
            << ids.join(u' ').toStdString();
    }
    // The user zooms: the map stays where the user put it.
    QWheelEvent wheel(QPointF(200, 150), canvas->mapToGlobal(QPointF(200, 150)), {}, QPoint(0, 120), Qt::NoButton,
        Qt::NoModifier, Qt::NoScrollPhase, false);
    QApplication::sendEvent(canvas, &wheel);
    const AxisSpan helena = HistoricalDate::parse(QStringLiteral("1817/1821")).value().span();
    panel.setTimeWindow(helena);
    QTest::qWait(400);
    EXPECT_TRUE(shown(48.40, 2.70));
    EXPECT_FALSE(shown(-15.93, -5.72));
    // Chosen again, it follows again.
    ASSERT_TRUE(panel.showRegion(QStringLiteral("timeline")));
    EXPECT_TRUE(shown(-15.93, -5.72)) << "St Helena";
    EXPECT_FALSE(shown(48.40, 2.70));
}

namespace {

// The corpus without a place's name in one language (the bundled corpus names
// its places in Chinese where it can).
void removeName(Corpus &c, const QString &place, const QString &language)
{
    for (Place &p : c.places)
        if (p.id == place)
            p.names.remove(language);
}

} // namespace

// Issue 14: a place with no Chinese name is named as written in English in a
// Chinese window: set in italic on the map, and its tooltip says why.
TEST(Map, APlaceWithoutANameInTheLanguageSaysSo)
{
    Corpus c = db::loadCorpusFolder(db::bundledCorpusPath()).corpus;
    removeName(c, QStringLiteral("jamestown"), QStringLiteral("zh"));
    const Place *jamestown = nullptr, *paris = nullptr;
    for (const Place &p : c.places) {
        if (p.id == u"jamestown")
            jamestown = &p;
        if (p.id == u"paris")
            paris = &p;
    }
    ASSERT_TRUE(jamestown && paris);
    ASSERT_TRUE(jamestown->names.value(QStringLiteral("zh")).isEmpty());
    const QFont base;
    const QString zh = QStringLiteral("zh"), en = QStringLiteral("en");
    EXPECT_TRUE(MapRenderer::placeLabelFont(jamestown->names, zh, base).italic());
    EXPECT_FALSE(MapRenderer::placeLabelFont(paris->names, zh, base).italic());
    EXPECT_FALSE(MapRenderer::placeLabelFont(jamestown->names, en, base).italic());
    const QString tip = placeToolTip(*jamestown, zh, 2);
    EXPECT_TRUE(tip.contains(QStringLiteral("<b>Jamestown, St Helena</b>"))) << tip.toStdString();
    EXPECT_TRUE(tip.contains(QStringLiteral("No name in"))) << tip.toStdString();
    const QString parisTip = placeToolTip(*paris, zh, 5);
    EXPECT_TRUE(parisTip.contains(QStringLiteral("<b>%1</b>").arg(paris->names.value(zh)))) << parisTip.toStdString();
    EXPECT_FALSE(parisTip.contains(QStringLiteral("No name in")));
    EXPECT_TRUE(parisTip.contains(QStringLiteral("Paris")));
}

// Issue 14: a group's label sets each name in its own place's style: in a
// Chinese window the route's second stop was italic or upright as its
// group's leader was, whatever its own name.
TEST(Map, EachNameOfAGroupLabelHasItsOwnStyle)
{
    Corpus c = db::loadCorpusFolder(db::bundledCorpusPath()).corpus;
    for (const QString &id : {QStringLiteral("malmaison"), QStringLiteral("grenoble")})
        removeName(c, id, QStringLiteral("zh"));
    auto index = [&](const QString &id) {
        for (int i = 0; i < int(c.places.size()); ++i)
            if (c.places[i].id == id)
                return i;
        return -1;
    };
    const int malmaison = index(QStringLiteral("malmaison")), paris = index(QStringLiteral("paris")),
              fontainebleau = index(QStringLiteral("fontainebleau")), grenoble = index(QStringLiteral("grenoble"));
    ASSERT_TRUE(malmaison >= 0 && paris >= 0 && fontainebleau >= 0 && grenoble >= 0) << "the bundled corpus changed";
    ASSERT_TRUE(c.places[malmaison].names.value(QStringLiteral("zh")).isEmpty());
    const QString zh = QStringLiteral("zh");
    auto expectParts = [&](const std::vector<int> &group, const std::vector<bool> &italic) {
        const auto parts = MapRenderer::groupLabel(c, group, zh);
        std::vector<bool> got;
        QString text;
        for (const MapRenderer::LabelPart &p : parts) {
            text += p.text;
            if (!p.text.trimmed().startsWith(u'+')) // a name, not the count
                got.push_back(p.italic);
        }
        EXPECT_EQ(got, italic) << text.toStdString();
        return text;
    };
    // The leader without a Chinese name, the second stop with one, and the other way round.
    const QString a = expectParts({malmaison, paris, grenoble}, {true, false});
    EXPECT_TRUE(a.contains(c.places[paris].names.value(zh))) << a.toStdString();
    EXPECT_TRUE(a.endsWith(QStringLiteral("+1"))) << a.toStdString();
    expectParts({paris, malmaison}, {false, true});
    expectParts({paris, fontainebleau}, {false, false});
    expectParts({grenoble, malmaison}, {true, true});
    // In English nothing is italic.
    for (const MapRenderer::LabelPart &p : MapRenderer::groupLabel(c, {malmaison, paris}, QStringLiteral("en")))
        EXPECT_FALSE(p.italic) << p.text.toStdString();
    // Nor in Danish, which writes Malmaison as English does; but a name in
    // Chinese alone is italic there.
    ASSERT_TRUE(c.places[malmaison].names.value(QStringLiteral("da")).isEmpty());
    for (const MapRenderer::LabelPart &p : MapRenderer::groupLabel(c, {malmaison, paris}, QStringLiteral("da")))
        EXPECT_FALSE(p.italic) << p.text.toStdString();
    LocalizedNames chineseOnly;
    chineseOnly.insert(u"zh", u"马尔梅松");
    EXPECT_TRUE(MapRenderer::placeLabelFont(chineseOnly, QStringLiteral("da"), QFont()).italic());
    EXPECT_TRUE(MapRenderer::placeLabelFont(chineseOnly, QStringLiteral("en"), QFont()).italic());
}

namespace {

// How many pixels of two images of one size differ by more than a rounding,
// inside the frame the canvas draws when it has the keyboard.
int differingPixels(const QImage &a, const QImage &b)
{
    const QRect inside = a.rect().adjusted(3, 3, -3, -3);
    const QImage x = a.copy(inside).convertToFormat(QImage::Format_RGB32);
    const QImage y = b.copy(inside).convertToFormat(QImage::Format_RGB32);
    int n = 0;
    for (int row = 0; row < x.height(); ++row)
        for (int col = 0; col < x.width(); ++col) {
            const QRgb p = x.pixel(col, row), q = y.pixel(col, row);
            n += std::abs(qRed(p) - qRed(q)) > 8 || std::abs(qGreen(p) - qGreen(q)) > 8
                || std::abs(qBlue(p) - qBlue(q)) > 8;
        }
    return n;
}

// What the canvas shows on screen (its window's backing store), after a paint.
QImage onScreen(MapCanvas *canvas)
{
    canvas->repaint();
    QApplication::processEvents();
    const QPoint at = canvas->mapTo(canvas->window(), QPoint(0, 0));
    return canvas->screen()
        ->grabWindow(canvas->window()->winId(), at.x(), at.y(), canvas->width(), canvas->height())
        .toImage();
}

// The canvas drawn into an image, which never uses the kept sea and land.
QImage drawnAfresh(MapCanvas *canvas)
{
    QImage image(canvas->size(), QImage::Format_ARGB32_Premultiplied);
    QPainter p(&image);
    canvas->render(p, QRectF(QPointF(0, 0), QSizeF(canvas->size())));
    return image;
}

} // namespace

// On screen the sea and land come from an image kept for the view; a new
// view draws them again: what the screen shows is what a fresh drawing
// shows, before and after a zoom.
TEST(Map, TheLandOnScreenFollowsTheView)
{
    MapFixture f;
    const QImage before = onScreen(f.canvas());
    ASSERT_EQ(before.size(), f.canvas()->size());
    const MapRenderer::LandImage &land = f.canvas()->landImage();
    EXPECT_EQ(land.image.size(), f.canvas()->size() * f.canvas()->devicePixelRatio()) << "drawn from the image";
    const double scale = land.scale;
    EXPECT_LT(differingPixels(before, drawnAfresh(f.canvas())), before.width() * before.height() / 200);
    f.panel.showRegion(QStringLiteral("whole"));
    const QImage after = onScreen(f.canvas());
    EXPECT_NE(f.canvas()->landImage().scale, scale);
    EXPECT_LT(differingPixels(after, drawnAfresh(f.canvas())), after.width() * after.height() / 200);
    EXPECT_GT(differingPixels(before, after), before.width() * before.height() / 10) << "the view changed";
}

// A view that frames a box draws every dot in it whole, ring and halo too,
// with room for a line of its name between it and the canvas's edge: at
// 1280x720 the map following the timeline's first weeks (the journey to
// Elba) had Paris's dot 7 px from the top edge, its name pushed away. Every "Go to" view and
// the timeline's windows of the journeys, at the dock's sizes at 1280x720
// and 1920x1080.
TEST(Map, DotsInTheFramedBoxAreDrawnWhole)
{
    MapFixture f;
    MapRenderer renderer(&f.model.corpus());
    const Corpus &c = f.model.corpus();
    auto inBox = [&](const GeoBox &box, const MapRenderer::PlaceGroup &g) {
        return std::any_of(g.places.begin(), g.places.end(), [&](int i) {
            const Place &p = c.places[i];
            return p.lat >= box.south && p.lat <= box.north && p.lon >= box.west && p.lon <= box.east;
        });
    };
    int checked = 0;
    for (const QSize size : {QSize(470, 270), QSize(710, 450)}) {
        f.panel.resize(size);
        QApplication::processEvents();
        for (const AxisSpan window : {HistoricalDate::parse(QStringLiteral("1814-03/1814-05")).value().span(),
                 HistoricalDate::parse(QStringLiteral("1815-03/1815-07")).value().span()}) {
            f.panel.setTimeWindow(window);
            ASSERT_TRUE(f.panel.showRegion(QStringLiteral("timeline")));
            const GeoBox box = storyBoxDuring(c, f.canvas()->data().track, window);
            ASSERT_FALSE(box.isEmpty());
            const QRectF canvas = f.canvas()->rect();
            const QRectF clear = canvas.adjusted(12, 12, -12, -12); // a line of its name fits beside it
            for (const auto &g : renderer.placeGroups(canvas, f.canvas()->data(), f.canvas()->view())) {
                if (!inBox(box, g))
                    continue;
                ++checked;
                const double ring = g.places.size() > 1 ? 4 : 1;
                const QRectF dot(g.at.x() - g.r - ring, g.at.y() - g.r - ring, 2 * (g.r + ring), 2 * (g.r + ring));
                EXPECT_TRUE(clear.contains(dot)) << c.places[g.places.front()].id.toStdString() << " at the edge at "
                                                 << size.width() << "x" << size.height();
            }
        }
    }
    EXPECT_GE(checked, 8);
}

// A name goes where the route does not run through it when a spot as close
// is free ("Lyon" and "Portoferraio +1" sat on the route's lines): here the
// route passes just right of a place, so its name stands on the left. (The
// route runs due south: its bounding box, empty, met nothing, so the legend
// and the scale bar could stand on such a leg too.)
TEST(Map, ANameStandsClearOfTheRouteWhereItCan)
{
    MapFixture f;
    Corpus c;
    const auto place = [](const char *id, const char *name, double lat, double lon) {
        return Place {QString::fromLatin1(id), {{QStringLiteral("en"), QString::fromLatin1(name)}}, lat, lon, {}};
    };
    c.places = {place("north", "Northtown", 50.0, 10.6), place("south", "Southtown", 40.0, 10.6),
        place("side", "Side", 45.0, 9.8)};
    RouteLeg leg;
    leg.seq = 1;
    leg.fromPlaceId = QStringLiteral("north");
    leg.toPlaceId = QStringLiteral("south");
    leg.depart = HistoricalDate::parse(QStringLiteral("1800-01-01")).value();
    leg.arrive = HistoricalDate::parse(QStringLiteral("1800-01-10")).value();
    c.route = {leg};
    Event e;
    e.id = QStringLiteral("stay");
    e.placeId = QStringLiteral("side");
    e.date = HistoricalDate::parse(QStringLiteral("1800-01-05")).value();
    c.events = {e};
    f.model.setCorpus(c);
    ASSERT_TRUE(f.panel.showRegion(QStringLiteral("whole")));
    f.canvas()->grab();
    const QPointF dot = f.screenOf(45.0, 9.8);
    const double routeX = f.screenOf(45.0, 10.6).x();
    ASSERT_GT(routeX - dot.x(), 8) << "the route runs clear of the dot";
    ASSERT_LT(routeX - dot.x(), 30) << "a name on the right would cross the route";
    const std::vector<QRectF> &texts = f.canvas()->textRects();
    const auto name = std::find_if(texts.begin(), texts.end(), [&](const QRectF &r) {
        return std::abs(r.center().y() - dot.y()) < 2 && std::abs(r.center().x() - dot.x()) < 60;
    });
    ASSERT_NE(name, texts.end()) << "the place is named beside its dot";
    EXPECT_LT(name->right(), dot.x()) << "named on the left, clear of the route";
}

// During Play the status line grows ("· 28 April 1814: 722 km travelled")
// and wrapped to a second line, so the map shrank and grew as the days went
// by (a walkthrough by helper-92): its height is kept for the longest line.
TEST(Map, TheMapKeepsItsHeightWhileTheDaysGoBy)
{
    MapFixture f;
    for (const int width : {470, 640}) {
        f.panel.resize(width, 330);
        QApplication::processEvents();
        const AxisSpan span = f.canvas()->data().track.timeSpan();
        ASSERT_GT(span.end, span.start);
        f.model.setCursor(std::nullopt);
        QApplication::processEvents();
        const int height = f.canvas()->height();
        auto *status = f.panel.findChild<QLabel *>(QStringLiteral("mapStatus"));
        ASSERT_TRUE(status);
        int lines = 0;
        for (int k = 0; k <= 40; ++k) {
            f.model.setCursor(span.start + (span.end - span.start) / 40 * k);
            QApplication::processEvents();
            EXPECT_EQ(f.canvas()->height(), height) << width << " px wide, at step " << k;
            lines = std::max(lines, status->heightForWidth(status->width()) / status->fontMetrics().lineSpacing());
        }
        if (width == 470)
            EXPECT_GE(lines, 2) << "the line wraps at this width";
    }
}

// Play moves the time cursor on; the timeline stayed on March–May 1814 while
// the map reached August, the cursor far off its right edge (a walkthrough by
// helper-92). The timeline turns a page when the cursor leaves it, at the
// same zoom, and stays put while the cursor is in sight.
TEST(Map, TheTimelineKeepsThePlayingCursorInSight)
{
    MapFixture f;
    TimelineWidget timeline(&f.model);
    timeline.resize(900, 400);
    timeline.show();
    QApplication::processEvents();
    timeline.showSpan(HistoricalDate::parse(QStringLiteral("1814-03/1814-05")).value().span());
    const AxisSpan before = timeline.visibleSpan();
    const AxisTime length = before.end - before.start;
    const AxisTime inside = before.start + length / 2;
    f.model.setCursor(inside);
    EXPECT_EQ(timeline.visibleSpan().start, before.start) << "the cursor in sight moves nothing";
    f.panel.setPlaySpeed(30);
    f.panel.setPlaying(true);
    int turned = 0;
    AxisSpan shown = timeline.visibleSpan();
    for (int k = 0; k < 200 && f.panel.isPlaying(); ++k) {
        QTest::qWait(20);
        const auto t = f.model.cursor();
        ASSERT_TRUE(t.has_value());
        const AxisSpan now = timeline.visibleSpan();
        EXPECT_GE(*t, now.start) << "at step " << k;
        EXPECT_LE(*t, now.end) << "at step " << k;
        EXPECT_NEAR(double(now.end - now.start), double(length), double(length) / 100) << "the same zoom";
        turned += now.start != shown.start;
        shown = now;
    }
    f.panel.setPlaying(false);
    EXPECT_GE(turned, 1) << "Play ran past the window";
}
