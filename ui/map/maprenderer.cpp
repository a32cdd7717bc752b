#include "maprenderer.h"

#include <core/placeclusters.h>
#include <ui/fonts.h>
#include <ui/palette.h>

#include <QCoreApplication>
#include <QFontMetricsF>
#include <QHash>
#include <QLocale>
#include <QPainter>
#include <QSet>
#include <QtMath>

#include <algorithm>
#include <array>
#include <cmath>
#include <optional>

namespace parallax::ui {

namespace {

constexpr double kGroupRing = 4; // a group of places is drawn with a ring this much wider than its dot

QColor mix(const QColor &a, const QColor &b, double t)
{
    return QColor::fromRgbF(float(a.redF() * (1 - t) + b.redF() * t), float(a.greenF() * (1 - t) + b.greenF() * t),
        float(a.blueF() * (1 - t) + b.blueF() * t));
}

double distanceToSegment(QPointF p, QPointF a, QPointF b)
{
    const QPointF ab = b - a;
    const double len2 = QPointF::dotProduct(ab, ab);
    const double t = len2 > 0 ? std::clamp(QPointF::dotProduct(p - a, ab) / len2, 0.0, 1.0) : 0;
    const QPointF d = p - (a + t * ab);
    return std::hypot(d.x(), d.y());
}

} // namespace

std::vector<MapData::LandRing> MapData::projectLand(const LandMask &land)
{
    std::vector<LandRing> out;
    for (const auto &ring : land.rings()) {
        if (ring.size() < 3)
            continue;
        std::vector<QPointF> pts;
        pts.reserve(ring.size());
        // A ring that crosses the antimeridian (Chukotka, in the 1:10m
        // Afro-Eurasia) goes on past ±180° instead of jumping across the map.
        double shift = 0;
        for (const GeoPoint &g : ring) {
            QPointF m = mercator(g);
            if (!pts.empty()) {
                const double step = m.x() + shift - pts.back().x();
                shift += step > 180 ? -360 : (step < -180 ? 360 : 0);
            }
            m.rx() += shift;
            pts.push_back(m);
        }
        // Whichever side of the antimeridian it started on, most of it lies in [-180°, 180°].
        double sum = 0;
        for (const QPointF &m : pts)
            sum += m.x();
        if (const double back = 360 * std::round(sum / double(pts.size()) / 360); back != 0)
            for (QPointF &m : pts)
                m.rx() -= back;
        LandRing r;
        for (int k = 0; k < 4; ++k) {
            const std::vector<QPointF> s = simplify(pts, kLodTolerance[k]);
            if (s.size() < 3) {
                r.lod[k] = k > 0 ? r.lod[k - 1] : QPainterPath();
                continue;
            }
            QPolygonF poly(s.begin(), s.end());
            r.lod[k].addPolygon(poly);
            r.lod[k].closeSubpath();
            if (k == 0)
                r.bounds = poly.boundingRect();
        }
        out.push_back(std::move(r));
    }
    return out;
}

MapData MapData::build(const Corpus &corpus, const LandMask &land, const std::vector<char> *include)
{
    return build(corpus, projectLand(land), include);
}

MapData MapData::build(const Corpus &corpus, std::vector<LandRing> land, const std::vector<char> *include)
{
    MapData d;
    d.land = std::move(land);
    d.track = RouteTrack::build(corpus);
    for (const TrackLeg &l : d.track.legs()) {
        QPolygonF poly;
        for (const GeoPoint &g : l.path)
            poly << mercator(g);
        d.legPaths.push_back(poly);
    }
    QHash<QString, int> counts;
    QSet<QString> filteredOut; // places whose events the filter all leaves out
    for (qsizetype i = 0; i < corpus.events.size(); ++i) {
        if (!include || (std::size_t(i) < include->size() && (*include)[std::size_t(i)]))
            counts[corpus.events[i].placeId]++;
        else
            filteredOut << corpus.events[i].placeId;
    }
    QSet<QString> onRoute, passedBy; // ends of legs; places legs pass by (drawn as the route)
    for (const RouteLeg &l : corpus.route) {
        onRoute << l.fromPlaceId << l.toPlaceId;
        for (const Waypoint &w : l.waypoints)
            passedBy << w.placeId;
    }
    // A place no event uses yet (just added) is drawn, unmarked; one whose
    // events are all filtered out is not.
    for (int i = 0; i < corpus.places.size(); ++i) {
        const Place &p = corpus.places[i];
        const int n = counts.value(p.id);
        if (n == 0 && !onRoute.contains(p.id) && (filteredOut.contains(p.id) || passedBy.contains(p.id)))
            continue;
        d.places.push_back({i, mercator({p.lat, p.lon}), n});
    }
    // Busiest places first: they get their labels before the rest.
    std::sort(
        d.places.begin(), d.places.end(), [](const PlaceMark &a, const PlaceMark &b) { return a.events > b.events; });
    for (const Era &e : corpus.eras)
        d.eraColors.insert(e.id, QColor(e.color.isEmpty() ? QStringLiteral("#777777") : e.color));
    return d;
}

// "30°N", "150°E", "0°" (Danish "30° N", "150° Ø"; Chinese "北纬30°",
// "东经150°"), the number in the interface's locale: longitudes past the
// antimeridian wrap round.
QString MapRenderer::degreeLabel(double v, bool lat)
{
    if (!lat)
        v = std::remainder(v, 360.0); // past the antimeridian, 210°W is 150°E
    const QString number = QLocale().toString(std::abs(v), 'g', 4);
    if (std::abs(v) < 1e-9 || std::abs(std::abs(v) - 180) < 1e-9)
        return number + u'°'; // 0° and 180° have no side
    const char *format = lat ? (v >= 0 ? QT_TRANSLATE_NOOP("parallax::ui::MapRenderer", "%1°N")
                                       : QT_TRANSLATE_NOOP("parallax::ui::MapRenderer", "%1°S"))
                             : (v >= 0 ? QT_TRANSLATE_NOOP("parallax::ui::MapRenderer", "%1°E")
                                       : QT_TRANSLATE_NOOP("parallax::ui::MapRenderer", "%1°W"));
    return QCoreApplication::translate("parallax::ui::MapRenderer", format).arg(number);
}

namespace {

// The script of a name's first letter (Latin, Han…), or Common when it has none.
QChar::Script scriptOf(const QString &name)
{
    for (const QChar c : name)
        if (const QChar::Script s = c.script(); s != QChar::Script_Common && s != QChar::Script_Inherited)
            return s;
    return QChar::Script_Common;
}

// Whether a window in `language` writes `script`: Unknown when that is not
// known here (the language's script has no single letter script).
enum class Writes : std::uint8_t { Yes, No, Unknown };
Writes languageWrites(const QString &language, QChar::Script script)
{
    switch (QLocale(language).script()) {
    case QLocale::LatinScript:
        return script == QChar::Script_Latin ? Writes::Yes : Writes::No;
    case QLocale::SimplifiedHanScript:
    case QLocale::TraditionalHanScript:
    case QLocale::HanScript:
        return script == QChar::Script_Han ? Writes::Yes : Writes::No;
    case QLocale::CyrillicScript:
        return script == QChar::Script_Cyrillic ? Writes::Yes : Writes::No;
    case QLocale::GreekScript:
        return script == QChar::Script_Greek ? Writes::Yes : Writes::No;
    default:
        return Writes::Unknown;
    }
}

// Italic where the window's language has no name for the place and the one
// shown is written in another script (a Latin name in a Chinese window). A
// Danish window, whose corpus names few places in Danish, shows Lyon as
// Danes write it, upright: set in italics, most of its map was.
bool italicName(const LocalizedNames &names, const QString &language)
{
    return names.value(language).isEmpty() && !names.isEmpty()
        && languageWrites(language, scriptOf(pickName(names, language))) != Writes::Yes;
}

} // namespace

QFont MapRenderer::placeLabelFont(const LocalizedNames &names, const QString &language, const QFont &base)
{
    QFont font = base;
    font.setItalic(italicName(names, language));
    return font;
}

double MapRenderer::dotRadius(int events)
{
    // Area follows the count up to fifty events; beyond, the dot grows only
    // slowly, so that a place with ten thousand events does not cover a
    // continent (at most 36 px).
    const double n = std::max(0, events);
    const double r = 3 + 2.2 * std::sqrt(std::min(n, 50.0)) + (n > 50 ? 2.5 * std::log2(n / 50) : 0);
    return std::min(r, 36.0);
}

int MapRenderer::legForEvent(const MapData &data, std::optional<AxisSpan> event)
{
    if (!event)
        return -1;
    const AxisSpan s = *event;
    const auto &legs = data.track.legs();
    for (std::size_t i = 0; i < legs.size(); ++i)
        if (s.start < legs[i].arrive.end && legs[i].depart.start < s.end)
            return int(i);
    return -1;
}

namespace {

// The map's colours for a light or a dark palette.
struct MapColours
{
    bool dark = false;
    QColor sea, land, coast, grid, text, halo, accent, traveller;

    explicit MapColours(const QPalette &pal)
        : dark(pal.color(QPalette::Base).lightnessF() < 0.5)
    {
        sea = dark ? QColor(0x1a, 0x28, 0x35) : QColor(0xc9, 0xdd, 0xe9);
        land = dark ? QColor(0x3f, 0x46, 0x3a) : QColor(0xf2, 0xec, 0xdc);
        coast = dark ? QColor(0x6b, 0x76, 0x62) : QColor(0xa8, 0xa0, 0x88);
        grid = dark ? QColor(0x3a, 0x4c, 0x5c) : QColor(0xb9, 0xcc, 0xd8);
        text = dark ? QColor(0xe6, 0xe6, 0xe0) : QColor(0x2b, 0x2b, 0x2b);
        halo = dark ? QColor(0x1c, 0x2a, 0x36) : QColor(0xff, 0xff, 0xff);
        accent = pal.color(QPalette::Highlight);
        traveller = cursorColour(pal);
    }
};

// What one frame draws on, and with what.
struct Frame
{
    QPainter &p;
    const QRectF &bounds;
    const MapData &data;
    const MapView &view;
    const MapColours colours;
};

// The finest level of detail the screen can show at `scale` pixels per unit.
int landLevel(double scale)
{
    const double pixel = 1 / scale; // one screen pixel in projected units
    int level = 0;
    while (level + 1 < 4 && MapData::kLodTolerance[level + 1] <= 0.6 * pixel)
        ++level;
    return level;
}

// Land: the cached paths under a world→screen transform.
void drawLand(const Frame &f)
{
    QTransform t;
    t.translate(f.bounds.center().x(), f.bounds.center().y());
    t.scale(f.view.scale, -f.view.scale);
    t.translate(-f.view.center.x(), -f.view.center.y());
    f.p.save();
    f.p.setTransform(t, true);
    // Rings are whole (never clipped), so every edge is real coastline.
    QPen coastPen(f.colours.coast, 0.8);
    coastPen.setCosmetic(true);
    f.p.setPen(coastPen);
    f.p.setBrush(f.colours.land);
    const QRectF seen(f.view.toWorld(f.bounds.bottomLeft(), f.bounds), f.view.toWorld(f.bounds.topRight(), f.bounds));
    const int level = landLevel(f.view.scale);
    const double speck = 1.5 / f.view.scale; // an island smaller than this is not drawn
    for (const MapData::LandRing &r : f.data.land)
        if (r.bounds.intersects(seen) && (r.bounds.width() > speck || r.bounds.height() > speck))
            f.p.drawPath(r.lod[level]);
    f.p.restore();
}

// The sea and the land: from `cache` when painting on screen in the view
// it was drawn for, otherwise drawn (into the cache first when on screen).
void drawSeaAndLand(const Frame &f, MapRenderer::LandImage &cache)
{
    QPaintDevice *device = f.p.device();
    if (!device || device->devType() != QInternal::Widget || !f.p.worldTransform().isIdentity()) {
        f.p.fillRect(f.bounds, f.colours.sea);
        f.p.setRenderHint(QPainter::Antialiasing, true);
        drawLand(f);
        return;
    }
    MapRenderer::LandImage key;
    key.bounds = f.bounds;
    key.dpr = device->devicePixelRatioF();
    key.scale = f.view.scale;
    key.center = f.view.center;
    key.colours = {f.colours.sea.rgba(), f.colours.land.rgba(), f.colours.coast.rgba()};
    // The land is the same world for every corpus (each MapData holds a copy).
    key.land = f.data.land.size();
    if (!(cache == key) || cache.image.isNull()) {
        // The image of the last view is drawn over when it has the size
        // (fresh memory for a new one cost more than the drawing).
        const QSize pixels(qCeil(f.bounds.width() * key.dpr), qCeil(f.bounds.height() * key.dpr));
        key.image = std::move(cache.image);
        if (key.image.size() != pixels)
            key.image = QImage(pixels, QImage::Format_ARGB32_Premultiplied);
        key.image.setDevicePixelRatio(key.dpr);
        QPainter ip(&key.image);
        ip.translate(-f.bounds.topLeft());
        ip.fillRect(f.bounds, f.colours.sea);
        ip.setRenderHint(QPainter::Antialiasing, true);
        drawLand(Frame {ip, f.bounds, f.data, f.view, f.colours});
        ip.end();
        cache = std::move(key);
    }
    f.p.drawImage(f.bounds.topLeft(), cache.image);
}

// Degrees between graticule lines: at most twelve across `spanDeg`.
double graticuleStep(double spanDeg)
{
    double step = 30;
    for (double s : {20.0, 10.0, 5.0, 2.0, 1.0, 0.5, 0.25, 0.1})
        if (spanDeg / s <= 12)
            step = s;
    return step;
}

// A degree label of the graticule, placed after the place names: it gives way to them.
struct DegreeLabel
{
    QPointF base;
    QString text;
};

QFont degreeFont(const QFont &font)
{
    QFont small = font;
    small.setPointSizeF(font.pointSizeF() * 0.8);
    return small;
}

// Graticule lines, spacing by zoom; returns their labels, drawn later.
std::vector<DegreeLabel> drawGraticule(const Frame &f)
{
    std::vector<DegreeLabel> labels;
    const GeoPoint tl = inverseMercator(f.view.toWorld(f.bounds.topLeft(), f.bounds));
    const GeoPoint br = inverseMercator(f.view.toWorld(f.bounds.bottomRight(), f.bounds));
    const double step = graticuleStep(br.lon - tl.lon);
    f.p.setPen(QPen(f.colours.grid, 0.8));
    for (double lon = std::ceil(tl.lon / step) * step; lon <= br.lon; lon += step) {
        const double x = f.view.toScreen(mercator({0, lon}), f.bounds).x();
        f.p.drawLine(QPointF(x, f.bounds.top()), QPointF(x, f.bounds.bottom()));
        labels.push_back({QPointF(x + 3, f.bounds.bottom() - 4), MapRenderer::degreeLabel(lon, false)});
    }
    for (double lat = std::ceil(br.lat / step) * step; lat <= tl.lat; lat += step) {
        const double y = f.view.toScreen(mercator({lat, 0}), f.bounds).y();
        f.p.drawLine(QPointF(f.bounds.left(), y), QPointF(f.bounds.right(), y));
        labels.push_back({QPointF(f.bounds.left() + 4, y - 3), MapRenderer::degreeLabel(lat, true)});
    }
    return labels;
}

// The degree labels that fit whole and clear of every name, dot, legend and
// scale bar already on the map.
void drawDegreeLabels(const Frame &f, const std::vector<DegreeLabel> &labels, std::vector<QRectF> &taken)
{
    const QFont small = degreeFont(f.view.font);
    const QFontMetricsF fm(small);
    f.p.setFont(small);
    f.p.setPen(mix(f.colours.grid, f.colours.text, 0.5));
    for (const DegreeLabel &l : labels) {
        const QRectF r(l.base.x() - 1, l.base.y() - fm.ascent() - 1, fm.horizontalAdvance(l.text) + 2, fm.height() + 2);
        const QRectF room = r.adjusted(-4, 0, 4, 0); // a space between two degrees
        if (!f.bounds.contains(r)
            || std::any_of(taken.begin(), taken.end(), [&](const QRectF &t) { return t.intersects(room); }))
            continue;
        f.p.drawText(l.base, l.text);
        taken.push_back(r);
    }
}

// An arrow halfway along a screen polyline, pointing onwards; none on a
// polyline shorter than 30 px.
void drawArrow(QPainter &p, const QPolygonF &screen, const QColor &colour)
{
    double total = 0;
    for (int k = 1; k < screen.size(); ++k)
        total += QLineF(screen[k - 1], screen[k]).length();
    if (total <= 30)
        return;
    double walked = 0;
    for (int k = 1; k < screen.size(); ++k) {
        const QLineF seg(screen[k - 1], screen[k]);
        if (walked + seg.length() >= total / 2) {
            const QPointF tip = seg.pointAt((total / 2 - walked) / std::max(1e-9, seg.length()));
            const double ang = std::atan2(seg.dy(), seg.dx());
            QPolygonF head;
            for (double a : {ang, ang + 2.5, ang - 2.5})
                head << tip + QPointF(std::cos(a) * 6, std::sin(a) * 6);
            p.setPen(Qt::NoPen);
            p.setBrush(colour);
            p.drawPolygon(head);
            return;
        }
        walked += seg.length();
    }
}

// The route: legs coloured by era, inferred legs dashed, the selected or
// hovered leg underlined in the accent, arrows for direction.
void drawRoute(const Frame &f, const Corpus &corpus, int selectedLeg)
{
    const auto &legs = f.data.track.legs();
    for (std::size_t i = 0; i < legs.size(); ++i) {
        QPolygonF screen;
        for (const QPointF &m : f.data.legPaths[i])
            screen << f.view.toScreen(m, f.bounds);
        QColor c = f.data.eraColors.value(legs[i].eraId, QColor(0x77, 0x77, 0x77));
        if (f.colours.dark)
            c = c.lighter(150);
        const bool inferred = corpus.route.value(qsizetype(i)).inferred;
        if (int(i) == selectedLeg || int(i) == f.view.hoveredLeg) {
            f.p.setPen(QPen(f.colours.accent, 7, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
            f.p.drawPolyline(screen);
        }
        f.p.setPen(QPen(c, 2.6, inferred ? Qt::DashLine : Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
        f.p.drawPolyline(screen);
        drawArrow(f.p, screen, c.darker(115));
    }
}

// The ids of the places the route starts or ends a leg at.
QSet<QString> routeStops(const Corpus &corpus)
{
    QSet<QString> stops;
    for (const RouteLeg &l : corpus.route)
        stops << l.fromPlaceId << l.toPlaceId;
    return stops;
}

// A group's name: its leader's, a second stop of the route when the group
// holds one ("Fontainebleau · Paris +20" at the whole route), and how many
// more places it holds; each name set in its own place's style.
std::vector<MapRenderer::LabelPart> groupLabel(
    const Corpus &corpus, const std::vector<int> &places, const QSet<QString> &stops, const QString &lang)
{
    auto part = [&](int place, const QString &before) {
        const LocalizedNames &names = corpus.places[place].names;
        return MapRenderer::LabelPart {before + pickName(names, lang), italicName(names, lang)};
    };
    std::vector<MapRenderer::LabelPart> parts {part(places.front(), QString())};
    int more = int(places.size()) - 1;
    const auto second
        = std::find_if(places.begin() + 1, places.end(), [&](int i) { return stops.contains(corpus.places[i].id); });
    if (second != places.end()) {
        parts.push_back(part(*second, QStringLiteral(" · ")));
        --more;
    }
    if (more > 0) {
        // "%1 +%2" with the names before it: the translation's order of the two is kept.
        const QString all = QCoreApplication::translate("parallax::Map", "%1 +%2").arg(QChar(0xFFFC)).arg(more);
        const qsizetype at = all.indexOf(QChar(0xFFFC));
        if (at > 0)
            parts.insert(parts.begin(), MapRenderer::LabelPart {all.left(at), false});
        if (at >= 0 && at + 1 < all.size())
            parts.push_back(MapRenderer::LabelPart {all.mid(at + 1), false});
    }
    return parts;
}

// The index of the selected event's place, or -1.
int selectedPlaceOf(const Corpus &corpus, const QString &id)
{
    if (id.isEmpty())
        return -1;
    for (int i = 0; i < corpus.places.size(); ++i)
        if (corpus.places[i].id == id)
            return i;
    return -1;
}

} // namespace

std::vector<MapRenderer::LabelPart> MapRenderer::groupLabel(
    const Corpus &corpus, const std::vector<int> &places, const QString &language)
{
    return places.empty() ? std::vector<LabelPart> {}
                          : parallax::ui::groupLabel(corpus, places, routeStops(corpus), language);
}

// The places seen in `bounds`, grouped where their dots would overlap at
// this zoom (the selected place leads its group).
std::vector<MapRenderer::PlaceGroup> MapRenderer::placeGroups(
    const QRectF &bounds, const MapData &data, const MapView &view) const
{
    const int selectedPlace = selectedPlaceOf(*m_corpus, view.selectedPlace);
    const QSet<QString> stops = routeStops(*m_corpus);
    std::vector<PlaceDisc> discs;
    for (std::size_t i = 0; i < data.places.size(); ++i) {
        const MapData::PlaceMark &pm = data.places[i];
        const QPointF s = view.toScreen(pm.at, bounds);
        if (bounds.adjusted(-20, -20, 20, 20).contains(s))
            discs.push_back({s.x(), s.y(), pm.events, int(i), pm.place == selectedPlace,
                stops.contains(m_corpus->places[pm.place].id)});
    }
    // Only places drawn on top of each other are one group: closer than
    // about a name's height (Paris and Fontainebleau at the whole route, not
    // Paris and Waterloo). Dots shrink where neighbours are close.
    DiscLayout layout;
    layout.radius = [](int n) { return dotRadius(n) + 1; }; // with its halo
    layout.apart = 18;
    layout.gap = 3;
    layout.ring = kGroupRing;
    // The route's stops part sooner, on smaller dots (issue 14: Fontainebleau
    // hidden in "Paris +4" on a map of northern France).
    layout.stopApart = 10;
    std::vector<PlaceGroup> out;
    for (const DiscCluster &c : clusterDiscs(discs, layout)) {
        PlaceGroup g {QPointF(c.x, c.y), c.r - 1, c.weight, {}};
        for (int m : c.members)
            g.places.push_back(data.places[std::size_t(discs[std::size_t(m)].id)].place);
        out.push_back(std::move(g));
    }
    return out;
}

namespace {

// Places: dots sized by how many events happened there, ringed when selected
// or hovered; places too close to tell apart at this zoom are one dot with
// a second ring. Returns the rectangles the dots take, for the labels to avoid.
std::vector<QRectF> drawPlaceDots(const Frame &f, const std::vector<MapRenderer::PlaceGroup> &groups, int selectedPlace)
{
    std::vector<QRectF> taken;
    const MapColours &c = f.colours;
    for (const MapRenderer::PlaceGroup &g : groups) {
        const double r = g.r;
        const bool sel = g.places.front() == selectedPlace;
        const QColor fill = sel ? c.accent : (g.events ? mix(c.accent, c.text, 0.35) : mix(c.land, c.text, 0.45));
        double outer = r + 1;
        if (g.places.size() > 1) {
            // Several places: a ring around the dot says so.
            f.p.setPen(QPen(fill, 1.5));
            f.p.setBrush(Qt::NoBrush);
            f.p.drawEllipse(g.at, r + kGroupRing - 1, r + kGroupRing - 1);
            outer = r + kGroupRing;
        }
        f.p.setPen(QPen(c.halo, 1.5));
        f.p.setBrush(fill);
        f.p.drawEllipse(g.at, r, r);
        if (sel || g.places.front() == f.view.hoveredPlace) {
            f.p.setPen(QPen(c.accent, 2.5));
            f.p.setBrush(Qt::NoBrush);
            f.p.drawEllipse(g.at, outer + 3, outer + 3);
            outer += 4;
        }
        taken.push_back(QRectF(g.at.x() - outer, g.at.y() - outer, 2 * outer, 2 * outer));
    }
    return taken;
}

// Where a label may go, in order: right of the dot, left, above, below,
// then the four diagonals (upper right first), as maps place names.
std::array<QRectF, 8> labelCandidates(QPointF s, double r, QSizeF size)
{
    const double w = size.width(), h = size.height();
    const double d = r + 1; // clear of the dot's box (what the other labels avoid)
    return {QRectF(QPointF(s.x() + r + 3, s.y() - h / 2), size),
        QRectF(QPointF(s.x() - r - 3 - w, s.y() - h / 2), size),
        QRectF(QPointF(s.x() - w / 2, s.y() - r - 2 - h), size), QRectF(QPointF(s.x() - w / 2, s.y() + r + 2), size),
        QRectF(QPointF(s.x() + d, s.y() - d - h), size), QRectF(QPointF(s.x() + d, s.y() + d), size),
        QRectF(QPointF(s.x() - d - w, s.y() - d - h), size), QRectF(QPointF(s.x() - d - w, s.y() + d), size)};
}

// A name with a halo that keeps it readable over coast and route: the text
// drawn in the background colour around itself (cached glyphs, far cheaper
// than stroking outlines).
void drawHaloText(QPainter &p, QPointF base, const QString &text, const QColor &colour, const QColor &halo)
{
    p.setPen(halo);
    for (const QPointF d : {QPointF(-1, 0), QPointF(1, 0), QPointF(0, -1), QPointF(0, 1)})
        p.drawText(base + d, text);
    p.setPen(colour);
    p.drawText(base, text);
}

// A thin line from a dot's rim to a name set further off.
void drawLeader(const Frame &f, QPointF at, double rim, const QRectF &label)
{
    const QPointF to(std::clamp(at.x(), label.left(), label.right()), std::clamp(at.y(), label.top(), label.bottom()));
    const QLineF line(at, to);
    if (line.length() <= rim)
        return;
    f.p.setPen(QPen(f.colours.text, 0.8));
    f.p.drawLine(line.pointAt(rim / line.length()), to);
}

std::vector<QPolygonF> routeOnScreen(const Frame &f);
bool crossesPaths(const QRectF &box, const std::vector<QPolygonF> &paths);

// Labels placed greedily, the selected and hovered places first, then the
// route's stops, then the busiest, never over a dot, another label or what
// `taken` already holds, and clear of the route's lines where a spot as close
// is (a name the route runs through reads badly even with its halo); a place
// with no free spot goes unlabelled. A group of places is named by its leader
// and how many more it holds ("Paris +3"). Adds the labels to `taken`.
void drawPlaceLabels(const Frame &f, const Corpus &corpus, const std::vector<MapRenderer::PlaceGroup> &groups,
    int selectedPlace, std::vector<QRectF> &taken, const std::vector<QPolygonF> &route)
{
    const QFont labelFont = fontForLanguage(f.view.language, f.view.font);
    const QFontMetricsF fm(labelFont);
    f.p.setFont(labelFont);
    // The selected place's name in the accent, dark enough on a light map and light enough on a dark one.
    const QColor selectedInk = f.colours.dark ? f.colours.accent.lighter(150) : f.colours.accent.darker(120);
    const QSet<QString> stops = routeStops(corpus);
    auto isStop = [&](const MapRenderer::PlaceGroup &g) {
        return std::any_of(
            g.places.begin(), g.places.end(), [&](int i) { return stops.contains(corpus.places[i].id); });
    };
    auto partFont = [&](const MapRenderer::LabelPart &part) {
        QFont font = labelFont;
        font.setItalic(part.italic);
        return font;
    };
    auto drawLabelParts
        = [&](const QRectF &box, const MapRenderer::PlaceGroup &g, const std::vector<MapRenderer::LabelPart> &parts) {
              QPointF at(box.left() + 2, box.top() + fm.ascent());
              for (const MapRenderer::LabelPart &part : parts) {
                  f.p.setFont(partFont(part));
                  drawHaloText(f.p, at, part.text, g.places.front() == selectedPlace ? selectedInk : f.colours.text,
                      f.colours.halo);
                  at.rx() += QFontMetricsF(f.p.font()).horizontalAdvance(part.text);
              }
          };
    auto label = [&](const MapRenderer::PlaceGroup &g) {
        if (!f.bounds.contains(g.at))
            return;
        const std::vector<MapRenderer::LabelPart> parts = groupLabel(corpus, g.places, stops, f.view.language);
        double width = 0;
        for (const MapRenderer::LabelPart &part : parts)
            width += QFontMetricsF(partFont(part)).horizontalAdvance(part.text);
        const QSizeF size(width + 4, fm.height());
        // Beside the dot as drawn: its group ring and its selection or hover ring.
        const bool ringed = g.places.front() == selectedPlace || g.places.front() == f.view.hoveredPlace;
        const double ring = (g.places.size() > 1 ? kGroupRing : 1) + (ringed ? 4 : 0);
        // The selected and hovered names are never left out: among crowded
        // dots they stand further off (up to five rings out), on a leader
        // line; the route's stops up to two rings out.
        const int reach = ringed ? 5 : (isStop(g) ? 2 : 0);
        const auto free = [&](const QRectF &c) {
            return f.bounds.contains(c)
                && std::none_of(taken.begin(), taken.end(), [&](const QRectF &t) { return t.intersects(c); });
        };
        // The nearest free spot, one clear of the route first at each
        // distance (a spot further out, on a leader line, clutters more
        // than a route line under a haloed name).
        for (int out = 0; out <= reach; ++out) {
            const std::array<QRectF, 8> candidates = labelCandidates(g.at, g.r + ring + out * 12, size);
            auto spot = std::find_if(candidates.begin(), candidates.end(),
                [&](const QRectF &c) { return free(c) && !crossesPaths(c, route); });
            if (spot == candidates.end())
                spot = std::find_if(candidates.begin(), candidates.end(), free);
            if (spot == candidates.end())
                continue;
            taken.push_back(*spot);
            if (out > 0)
                drawLeader(f, g.at, g.r + ring, *spot);
            drawLabelParts(*spot, g, parts);
            return;
        }
    };
    // The selected and hovered places first, then the route's stops (what
    // the route is about), then the rest, each the busiest first.
    auto rank = [&](const MapRenderer::PlaceGroup &g) {
        if (g.places.front() == selectedPlace || g.places.front() == f.view.hoveredPlace)
            return 0;
        return isStop(g) ? 1 : 2;
    };
    for (int pass = 0; pass < 3; ++pass)
        for (const MapRenderer::PlaceGroup &g : groups)
            if (rank(g) == pass)
                label(g);
}

// The trail already travelled at the time cursor: the legs finished and the
// part of the current one, under a broad band of the cursor's colour.
void drawTrail(const Frame &f)
{
    const auto &legs = f.data.track.legs();
    if (!f.view.cursor || legs.empty())
        return;
    const RoutePosition pos = f.data.track.positionAt(*f.view.cursor);
    QColor trail = f.colours.dark ? QColor(0xff, 0xc8, 0x57) : QColor(0xd9, 0x7a, 0x00);
    trail.setAlphaF(0.45f);
    f.p.setPen(QPen(trail, 5, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    double before = 0; // metres of the legs before this one
    for (int i = 0; i <= pos.leg && i < int(legs.size()); ++i) {
        QPolygonF screen;
        const TrackLeg &leg = legs[std::size_t(i)];
        const bool current = i == pos.leg && pos.moving;
        for (std::size_t k = 0; k < leg.path.size(); ++k) {
            if (current && k < leg.cumulative.size() && before + leg.cumulative[k] > pos.distanceSoFar) {
                screen << f.view.toScreen(mercator(pos.at), f.bounds); // where the traveller is
                break;
            }
            screen << f.view.toScreen(mercator(leg.path[k]), f.bounds);
        }
        f.p.drawPolyline(screen);
        before += leg.length;
    }
}

// A scale bar in the lower right: a round number of kilometres at the
// latitude of the view's centre.
struct ScaleBar
{
    double km = 0;
    QPointF left, right;
    QString label;
    QRectF rect; // what it covers, label included
};

// The first of four corners, lower ones first, where a box of `size` lies
// clear of everything in `avoid`; nullopt when none is.
// The route's legs as drawn on the screen, one per leg.
std::vector<QPolygonF> routeOnScreen(const Frame &f)
{
    std::vector<QPolygonF> out;
    for (const QPolygonF &leg : f.data.legPaths) {
        QPolygonF screen;
        for (const QPointF &m : leg)
            screen << f.view.toScreen(m, f.bounds);
        out.push_back(std::move(screen));
    }
    return out;
}

// Whether a drawn line of `paths` passes through `box`.
bool crossesPaths(const QRectF &box, const std::vector<QPolygonF> &paths)
{
    const QRectF b = box.adjusted(-3, -3, 3, 3); // the line's width and a little air
    const std::array<QLineF, 4> edges {QLineF(b.topLeft(), b.topRight()), QLineF(b.topRight(), b.bottomRight()),
        QLineF(b.bottomRight(), b.bottomLeft()), QLineF(b.bottomLeft(), b.topLeft())};
    for (const QPolygonF &path : paths) {
        // Widened: a leg due north or due east has an empty bounding box,
        // which intersects nothing.
        if (!path.boundingRect().adjusted(-1, -1, 1, 1).intersects(b))
            continue;
        for (qsizetype k = 1; k < path.size(); ++k) {
            const QLineF seg(path[k - 1], path[k]);
            if (b.contains(seg.p1()) || b.contains(seg.p2()))
                return true;
            for (const QLineF &e : edges)
                if (seg.intersects(e) == QLineF::BoundedIntersection)
                    return true;
        }
    }
    return false;
}

std::optional<QRectF> freeCorner(const QRectF &bounds, QSizeF size, const std::vector<QRectF> &avoid, bool rightFirst,
    const std::vector<QPolygonF> &paths = {})
{
    const double m = 8;
    const QPointF left(bounds.left() + m, bounds.bottom() - m - size.height());
    const QPointF right(bounds.right() - m - size.width(), bounds.bottom() - m - size.height());
    const QPointF up(0, bounds.bottom() - bounds.top() - 2 * m - size.height());
    const std::array<QPointF, 4> corners = rightFirst ? std::array<QPointF, 4> {right, left, right - up, left - up}
                                                      : std::array<QPointF, 4> {left, right, left - up, right - up};
    for (const QPointF &at : corners) {
        const QRectF box(at, size);
        if (bounds.contains(box)
            && std::none_of(avoid.begin(), avoid.end(), [&](const QRectF &t) { return t.intersects(box); })
            && !crossesPaths(box, paths))
            return box;
    }
    return std::nullopt;
}

std::optional<ScaleBar> scaleBar(const Frame &f, const std::vector<QRectF> &avoid, const std::vector<QPolygonF> &route)
{
    const QPointF c = f.bounds.center();
    const GeoPoint a = inverseMercator(f.view.toWorld(QPointF(c.x() - 50, c.y()), f.bounds));
    const GeoPoint b = inverseMercator(f.view.toWorld(QPointF(c.x() + 50, c.y()), f.bounds));
    const double metresPerPixel = greatCircleDistance(a, b) / 100;
    if (!(metresPerPixel > 0))
        return std::nullopt;
    ScaleBar bar;
    for (double step : {1.0, 2.0, 5.0, 10.0, 20.0, 50.0, 100.0, 200.0, 500.0, 1000.0, 2000.0}) {
        bar.km = step;
        if (step * 1000 / metresPerPixel >= 60)
            break;
    }
    const double w = bar.km * 1000 / metresPerPixel;
    const QFontMetricsF fm(f.view.font);
    bar.right = QPointF(f.bounds.right() - 12, f.bounds.bottom() - 22);
    bar.left = bar.right - QPointF(w, 0);
    bar.label = QCoreApplication::translate("parallax::Map", "%1 km").arg(bar.km);
    const double textW = fm.horizontalAdvance(bar.label);
    bar.rect = QRectF(QPointF(std::min(bar.left.x(), bar.right.x() - textW) - 3, bar.right.y() - 7 - fm.ascent() - 2),
        QPointF(bar.right.x() + 3, bar.right.y() + 4));
    // In the lower right unless a dot or the legend is there: another corner, or none.
    const std::optional<QRectF> spot
        = freeCorner(f.bounds.adjusted(0, 0, -4, -10), bar.rect.size(), avoid, true, route);
    if (!spot)
        return std::nullopt;
    const QPointF shift = spot->topLeft() - bar.rect.topLeft();
    bar.rect.translate(shift);
    bar.left += shift;
    bar.right += shift;
    return bar;
}

void drawScaleBar(const Frame &f, const ScaleBar &bar)
{
    const QFontMetricsF fm(f.view.font);
    f.p.setPen(QPen(f.colours.halo, 4));
    f.p.drawLine(bar.left, bar.right);
    f.p.setPen(QPen(f.colours.text, 1.5));
    f.p.drawLine(bar.left, bar.right);
    f.p.drawLine(bar.left, bar.left - QPointF(0, 5));
    f.p.drawLine(bar.right, bar.right - QPointF(0, 5));
    f.p.setFont(f.view.font);
    drawHaloText(f.p, QPointF(bar.right.x() - fm.horizontalAdvance(bar.label), bar.right.y() - 7), bar.label,
        f.colours.text, f.colours.halo);
}

// What the route's colours and dashes mean, in a corner clear of the dots
// (the lower left first); left out when the map has no room for it.
struct Legend
{
    QStringList names;
    QList<QColor> colors;
    QFont font;
    QRectF box;
    bool inferred = false; // the last line is the dashed inferred leg
};

std::optional<Legend> legend(
    const Frame &f, const Corpus &corpus, const std::vector<QRectF> &avoid, const std::vector<QPolygonF> &route)
{
    Legend l;
    l.font = f.view.font;
    l.font.setPointSizeF(f.view.font.pointSizeF() * 0.85);
    const QFontMetricsF fm(l.font);
    // Only the eras and kinds of leg the view shows.
    QSet<QString> eras;
    bool inferred = false;
    const auto &legs = f.data.track.legs();
    for (std::size_t i = 0; i < legs.size() && i < route.size(); ++i) {
        if (!route[i].boundingRect().adjusted(-2, -2, 2, 2).intersects(f.bounds))
            continue;
        eras << legs[i].eraId;
        inferred = inferred || corpus.route.value(qsizetype(i)).inferred;
    }
    for (const Era &e : corpus.eras) {
        if (!f.data.eraColors.contains(e.id) || !eras.contains(e.id))
            continue;
        l.names << pickName(e.names, f.view.language);
        const QColor c = f.data.eraColors.value(e.id);
        l.colors << (f.colours.dark ? c.lighter(150) : c);
    }
    if (l.names.isEmpty())
        return std::nullopt;
    l.inferred = inferred;
    if (inferred)
        l.names << QCoreApplication::translate("parallax::Map", "inferred leg");
    double w = 0;
    for (const QString &n : std::as_const(l.names))
        w = std::max(w, fm.horizontalAdvance(n));
    const double lineH = fm.height();
    const QSizeF size(w + 40, lineH * double(l.names.size()) + 8);
    if (size.height() > f.bounds.height() / 2 - 8 || size.width() > f.bounds.width() / 2 - 8)
        return std::nullopt; // no room: the map comes first
    // In a corner clear of every dot (the lower left first), or not at all.
    const std::optional<QRectF> box = freeCorner(f.bounds, size, avoid, false, route);
    if (!box)
        return std::nullopt;
    l.box = *box;
    return l;
}

void drawLegend(const Frame &f, const Legend &l)
{
    const QFontMetricsF fm(l.font);
    const double lineH = fm.height();
    QColor back = f.colours.halo;
    back.setAlphaF(0.8f);
    f.p.setPen(Qt::NoPen);
    f.p.setBrush(back);
    f.p.drawRoundedRect(l.box, 4, 4);
    f.p.setFont(l.font);
    for (qsizetype i = 0; i < l.names.size(); ++i) {
        const double y = l.box.top() + 4 + lineH * double(i) + lineH / 2;
        const bool inferred = l.inferred && i == l.names.size() - 1;
        f.p.setPen(
            QPen(inferred ? f.colours.text : l.colors[i], 2.6, inferred ? Qt::DashLine : Qt::SolidLine, Qt::RoundCap));
        f.p.drawLine(QPointF(l.box.left() + 6, y), QPointF(l.box.left() + 30, y));
        f.p.setPen(f.colours.text);
        f.p.drawText(QPointF(l.box.left() + 36, y + fm.ascent() / 2 - 1), l.names[i]);
    }
}

// Where the traveller is at the time cursor.
void drawTraveller(const Frame &f)
{
    if (!f.view.cursor || f.data.track.legs().empty())
        return;
    const RoutePosition pos = f.data.track.positionAt(*f.view.cursor);
    const QPointF s = f.view.toScreen(mercator(pos.at), f.bounds);
    QColor glow = f.colours.traveller;
    glow.setAlphaF(0.3f);
    f.p.setPen(Qt::NoPen);
    f.p.setBrush(glow);
    f.p.drawEllipse(s, 12, 12);
    f.p.setBrush(f.colours.traveller);
    f.p.setPen(QPen(f.colours.halo, 2));
    f.p.drawEllipse(s, 6, 6);
}

} // namespace

void MapRenderer::paint(QPainter &p, const QRectF &bounds, const MapData &data, const MapView &view) const
{
    const Frame f {p, bounds, data, view, MapColours(view.palette)};
    p.save();
    p.setClipRect(bounds);
    drawSeaAndLand(f, m_land);
    p.setRenderHint(QPainter::Antialiasing, true);
    const std::vector<DegreeLabel> degrees = drawGraticule(f);
    drawRoute(f, *m_corpus, legForEvent(data, view.selectedSpan));
    drawTrail(f);
    const int selectedPlace = selectedPlaceOf(*m_corpus, view.selectedPlace);
    const std::vector<PlaceGroup> groups = placeGroups(bounds, data, view);
    // Names, then degrees, avoid the dots, the legend, the scale bar and
    // each other: no text is drawn over another.
    std::vector<QRectF> taken = drawPlaceDots(f, groups, selectedPlace);
    const std::size_t dots = taken.size();
    // The legend and the scale bar in corners clear of the route, too.
    const std::vector<QPolygonF> route = routeOnScreen(f);
    const std::optional<Legend> key = legend(f, *m_corpus, taken, route);
    if (key)
        taken.push_back(key->box);
    const std::optional<ScaleBar> bar = scaleBar(f, taken, route);
    if (bar)
        taken.push_back(bar->rect);
    drawPlaceLabels(f, *m_corpus, groups, selectedPlace, taken, route);
    drawDegreeLabels(f, degrees, taken);
    if (bar)
        drawScaleBar(f, *bar);
    if (key)
        drawLegend(f, *key);
    m_textRects.assign(taken.begin() + std::ptrdiff_t(dots), taken.end());
    m_legendRect = key ? key->box : QRectF();
    drawTraveller(f);
    p.restore();
}

int MapRenderer::placeAt(const QPointF &pos, const QRectF &bounds, const MapData &data, const MapView &view) const
{
    const PlaceGroup *g = groupAt(pos, bounds, data, view);
    return g ? g->places.front() : -1;
}

const MapRenderer::PlaceGroup *MapRenderer::groupAt(
    const QPointF &pos, const QRectF &bounds, const MapData &data, const MapView &view) const
{
    m_hitGroups = placeGroups(bounds, data, view);
    const PlaceGroup *best = nullptr;
    double bestD = 1e9;
    for (const PlaceGroup &g : m_hitGroups) {
        const double d = std::hypot(g.at.x() - pos.x(), g.at.y() - pos.y());
        if (d <= g.r + (g.places.size() > 1 ? kGroupRing : 0) + 4 && d < bestD) {
            bestD = d;
            best = &g;
        }
    }
    return best;
}

int MapRenderer::legAt(const QPointF &pos, const QRectF &bounds, const MapData &data, const MapView &view) const
{
    for (std::size_t i = 0; i < data.legPaths.size(); ++i) {
        const QPolygonF &poly = data.legPaths[i];
        for (int k = 1; k < poly.size(); ++k)
            if (distanceToSegment(pos, view.toScreen(poly[k - 1], bounds), view.toScreen(poly[k], bounds)) < 5)
                return int(i);
    }
    return -1;
}

} // namespace parallax::ui
