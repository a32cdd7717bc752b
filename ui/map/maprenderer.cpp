#include "maprenderer.h"

#include <ui/fonts.h>

#include <QCoreApplication>
#include <QFontMetricsF>
#include <QHash>
#include <QPainter>

#include <algorithm>
#include <cmath>

namespace parallax::ui {

namespace {

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

MapData MapData::build(const Corpus &corpus, const LandMask &land, const std::vector<char> *include)
{
    MapData d;
    for (const auto &ring : land.rings()) {
        if (ring.size() < 3)
            continue;
        std::vector<QPointF> pts;
        pts.reserve(ring.size());
        for (const GeoPoint &g : ring)
            pts.push_back(mercator(g));
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
        d.land.push_back(std::move(r));
    }
    d.track = RouteTrack::build(corpus);
    for (const TrackLeg &l : d.track.legs()) {
        QPolygonF poly;
        for (const GeoPoint &g : l.path)
            poly << mercator(g);
        d.legPaths.push_back(poly);
    }
    QHash<QString, int> counts;
    for (qsizetype i = 0; i < corpus.events.size(); ++i)
        if (!include || (std::size_t(i) < include->size() && (*include)[std::size_t(i)]))
            counts[corpus.events[i].placeId]++;
    QSet<QString> onRoute;
    for (const RouteLeg &l : corpus.route)
        onRoute << l.fromPlaceId << l.toPlaceId;
    for (int i = 0; i < corpus.places.size(); ++i) {
        const Place &p = corpus.places[i];
        const int n = counts.value(p.id);
        if (n == 0 && !onRoute.contains(p.id))
            continue;
        d.places.push_back({i, mercator({p.lat, p.lon}), n});
    }
    // Busiest places first: they get their labels before the rest.
    std::sort(d.places.begin(), d.places.end(), [](const PlaceMark &a, const PlaceMark &b) { return a.events > b.events; });
    for (const Era &e : corpus.eras)
        d.eraColors.insert(e.id, QColor(e.color.isEmpty() ? QStringLiteral("#777777") : e.color));
    return d;
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

int MapRenderer::legForEvent(const Corpus &corpus, const MapData &data, int event)
{
    if (event < 0 || event >= corpus.events.size())
        return -1;
    const AxisSpan s = corpus.events[event].date.span();
    const auto &legs = data.track.legs();
    for (std::size_t i = 0; i < legs.size(); ++i)
        if (s.start < legs[i].arrive.end && legs[i].depart.start < s.end)
            return int(i);
    return -1;
}

void MapRenderer::paint(QPainter &p, const QRectF &bounds, const MapData &data, const MapView &view) const
{
    const QPalette &pal = view.palette;
    const bool dark = pal.color(QPalette::Base).lightnessF() < 0.5;
    const QColor sea = dark ? QColor(0x1a, 0x28, 0x35) : QColor(0xc9, 0xdd, 0xe9);
    const QColor landColor = dark ? QColor(0x3f, 0x46, 0x3a) : QColor(0xf2, 0xec, 0xdc);
    const QColor coast = dark ? QColor(0x6b, 0x76, 0x62) : QColor(0xa8, 0xa0, 0x88);
    const QColor grid = dark ? QColor(0x3a, 0x4c, 0x5c) : QColor(0xb9, 0xcc, 0xd8);
    const QColor text = dark ? QColor(0xe6, 0xe6, 0xe0) : QColor(0x2b, 0x2b, 0x2b);
    const QColor halo = dark ? QColor(0x1c, 0x2a, 0x36) : QColor(0xff, 0xff, 0xff);
    const QColor accent = pal.color(QPalette::Highlight);

    p.save();
    p.setClipRect(bounds);
    p.fillRect(bounds, sea);
    p.setRenderHint(QPainter::Antialiasing, true);

    // Land: the cached path under a world→screen transform.
    {
        QTransform t;
        t.translate(bounds.center().x(), bounds.center().y());
        t.scale(view.scale, -view.scale);
        t.translate(-view.center.x(), -view.center.y());
        p.save();
        p.setTransform(t, true);
        // Rings are whole (never clipped), so every edge is real coastline.
        QPen coastPen(coast, 0.8);
        coastPen.setCosmetic(true);
        p.setPen(coastPen);
        p.setBrush(landColor);
        const QRectF seen(view.toWorld(bounds.bottomLeft(), bounds), view.toWorld(bounds.topRight(), bounds));
        const double pixel = 1 / view.scale; // one screen pixel in projected units
        int level = 0;
        while (level + 1 < 4 && MapData::kLodTolerance[level + 1] <= 0.6 * pixel)
            ++level;
        for (const MapData::LandRing &r : data.land)
            if (r.bounds.intersects(seen))
                p.drawPath(r.lod[level]);
        p.restore();
    }

    // Graticule with degree labels, spacing by zoom.
    QFont small = view.font;
    small.setPointSizeF(view.font.pointSizeF() * 0.8);
    p.setFont(small);
    const QFontMetricsF sfm(small);
    const GeoPoint tl = inverseMercator(view.toWorld(bounds.topLeft(), bounds));
    const GeoPoint br = inverseMercator(view.toWorld(bounds.bottomRight(), bounds));
    const double spanDeg = br.lon - tl.lon;
    double step = 30;
    for (double s : {20.0, 10.0, 5.0, 2.0, 1.0, 0.5, 0.25, 0.1})
        if (spanDeg / s <= 12)
            step = s;
    p.setPen(QPen(grid, 0.8));
    auto label = [&](double v, bool lat) {
        const QString hemi = lat ? (v >= 0 ? QStringLiteral("N") : QStringLiteral("S"))
                                 : (v >= 0 ? QStringLiteral("E") : QStringLiteral("W"));
        return QStringLiteral("%1°%2").arg(std::abs(v), 0, 'g', 4).arg(v == 0 ? QString() : hemi);
    };
    for (double lon = std::ceil(tl.lon / step) * step; lon <= br.lon; lon += step) {
        const double x = view.toScreen(mercator({0, lon}), bounds).x();
        p.setPen(QPen(grid, 0.8));
        p.drawLine(QPointF(x, bounds.top()), QPointF(x, bounds.bottom()));
        p.setPen(mix(grid, text, 0.5));
        p.drawText(QPointF(x + 3, bounds.bottom() - 4), label(lon, false));
    }
    for (double lat = std::ceil(br.lat / step) * step; lat <= tl.lat; lat += step) {
        const double y = view.toScreen(mercator({lat, 0}), bounds).y();
        p.setPen(QPen(grid, 0.8));
        p.drawLine(QPointF(bounds.left(), y), QPointF(bounds.right(), y));
        p.setPen(mix(grid, text, 0.5));
        p.drawText(QPointF(bounds.left() + 4, y - 3), label(lat, true));
    }

    // The route: legs coloured by era, inferred legs dashed, arrows for direction.
    const int selectedLeg = legForEvent(*m_corpus, data, view.selectedEvent);
    const auto &legs = data.track.legs();
    for (std::size_t i = 0; i < legs.size(); ++i) {
        QPolygonF screen;
        for (const QPointF &m : data.legPaths[i])
            screen << view.toScreen(m, bounds);
        QColor c = data.eraColors.value(legs[i].eraId, QColor(0x77, 0x77, 0x77));
        if (dark)
            c = c.lighter(150);
        const bool inferred = m_corpus->route.value(qsizetype(i)).inferred;
        const bool strong = int(i) == selectedLeg || int(i) == view.hoveredLeg;
        if (strong) {
            p.setPen(QPen(accent, 7, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
            p.drawPolyline(screen);
        }
        QPen pen(c, 2.6, inferred ? Qt::DashLine : Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin);
        p.setPen(pen);
        p.drawPolyline(screen);
        // An arrow halfway along the leg, pointing onwards.
        if (screen.size() >= 2) {
            double total = 0;
            for (int k = 1; k < screen.size(); ++k)
                total += QLineF(screen[k - 1], screen[k]).length();
            if (total > 30) {
                double walked = 0;
                for (int k = 1; k < screen.size(); ++k) {
                    const QLineF seg(screen[k - 1], screen[k]);
                    if (walked + seg.length() >= total / 2) {
                        const QPointF tip = seg.pointAt((total / 2 - walked) / std::max(1e-9, seg.length()));
                        const double ang = std::atan2(seg.dy(), seg.dx());
                        QPolygonF head;
                        head << tip + QPointF(std::cos(ang) * 6, std::sin(ang) * 6)
                             << tip + QPointF(std::cos(ang + 2.5) * 6, std::sin(ang + 2.5) * 6)
                             << tip + QPointF(std::cos(ang - 2.5) * 6, std::sin(ang - 2.5) * 6);
                        p.setPen(Qt::NoPen);
                        p.setBrush(c.darker(115));
                        p.drawPolygon(head);
                        break;
                    }
                    walked += seg.length();
                }
            }
        }
    }

    // The trail already travelled at the time cursor: the legs finished and
    // the part of the current one, under a broad band of the cursor's colour.
    if (view.cursor && !legs.empty()) {
        const RoutePosition pos = data.track.positionAt(*view.cursor);
        QColor trail = dark ? QColor(0xff, 0xc8, 0x57) : QColor(0xd9, 0x7a, 0x00);
        trail.setAlphaF(0.45f);
        p.setPen(QPen(trail, 5, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
        double before = 0; // metres of the legs before this one
        for (int i = 0; i <= pos.leg && i < int(legs.size()); ++i) {
            QPolygonF screen;
            const TrackLeg &leg = legs[std::size_t(i)];
            const bool current = i == pos.leg && pos.moving;
            for (std::size_t k = 0; k < leg.path.size(); ++k) {
                if (current && k < leg.cumulative.size() && before + leg.cumulative[k] > pos.distanceSoFar) {
                    screen << view.toScreen(mercator(pos.at), bounds); // where the traveller is
                    break;
                }
                screen << view.toScreen(mercator(leg.path[k]), bounds);
            }
            p.drawPolyline(screen);
            before += leg.length;
        }
    }

    // Places: dots sized by how many events happened there; labels placed
    // greedily, busiest first, never over another label.
    const int selectedPlace = view.selectedEvent >= 0 && view.selectedEvent < m_corpus->events.size()
        ? int(std::find_if(m_corpus->places.begin(), m_corpus->places.end(),
                           [&](const Place &pl) { return pl.id == m_corpus->events[view.selectedEvent].placeId; })
              - m_corpus->places.begin())
        : -1;
    QFont labelFont = fontForLanguage(view.language, view.font);
    const QFontMetricsF fm(labelFont);
    std::vector<QRectF> taken;
    for (const MapData::PlaceMark &pm : data.places) {
        const QPointF s = view.toScreen(pm.at, bounds);
        if (!bounds.adjusted(-20, -20, 20, 20).contains(s))
            continue;
        const double r = dotRadius(pm.events);
        const bool sel = pm.place == selectedPlace;
        const bool hov = pm.place == view.hoveredPlace;
        p.setPen(QPen(halo, 1.5));
        p.setBrush(sel ? accent : (pm.events ? mix(accent, text, 0.35) : mix(landColor, text, 0.45)));
        p.drawEllipse(s, r, r);
        if (sel || hov) {
            p.setPen(QPen(accent, 2.5));
            p.setBrush(Qt::NoBrush);
            p.drawEllipse(s, r + 4, r + 4);
        }
        taken.push_back(QRectF(s.x() - r, s.y() - r, 2 * r, 2 * r));
    }
    p.setFont(labelFont);
    for (const MapData::PlaceMark &pm : data.places) {
        const QPointF s = view.toScreen(pm.at, bounds);
        if (!bounds.contains(s))
            continue;
        const Place &pl = m_corpus->places[pm.place];
        const QString name = pickName(pl.names, view.language);
        const double r = dotRadius(pm.events);
        const QSizeF size(fm.horizontalAdvance(name) + 4, fm.height());
        // Try right, left, above, below.
        const QRectF candidates[] = {
            QRectF(QPointF(s.x() + r + 3, s.y() - size.height() / 2), size),
            QRectF(QPointF(s.x() - r - 3 - size.width(), s.y() - size.height() / 2), size),
            QRectF(QPointF(s.x() - size.width() / 2, s.y() - r - 2 - size.height()), size),
            QRectF(QPointF(s.x() - size.width() / 2, s.y() + r + 2), size),
        };
        for (const QRectF &c : candidates) {
            if (!bounds.contains(c))
                continue;
            bool clear = true;
            for (const QRectF &t : taken)
                if (t.intersects(c)) {
                    clear = false;
                    break;
                }
            if (!clear)
                continue;
            taken.push_back(c);
            // A halo keeps the name readable over coast and route: the text
            // drawn in the background colour around itself (cached glyphs,
            // far cheaper than stroking outlines).
            const QPointF base(c.left() + 2, c.top() + fm.ascent());
            p.setPen(halo);
            for (const QPointF d : {QPointF(-1, 0), QPointF(1, 0), QPointF(0, -1), QPointF(0, 1)})
                p.drawText(base + d, name);
            p.setPen(pm.place == selectedPlace ? accent.darker(120) : text);
            p.drawText(base, name);
            break;
        }
    }

    paintScaleBar(p, bounds, view, text, halo);
    paintLegend(p, bounds, data, view, text, halo);

    // Where the traveller is at the time cursor.
    if (view.cursor && !legs.empty()) {
        const RoutePosition pos = data.track.positionAt(*view.cursor);
        const QPointF s = view.toScreen(mercator(pos.at), bounds);
        const QColor cc = dark ? QColor(0xff, 0xc8, 0x57) : QColor(0xd9, 0x7a, 0x00);
        QColor glow = cc;
        glow.setAlphaF(0.3f);
        p.setPen(Qt::NoPen);
        p.setBrush(glow);
        p.drawEllipse(s, 12, 12);
        p.setBrush(cc);
        p.setPen(QPen(halo, 2));
        p.drawEllipse(s, 6, 6);
    }
    p.restore();
}

// A scale bar in the lower right: a round number of kilometres at the
// latitude of the view's centre.
void MapRenderer::paintScaleBar(QPainter &p, const QRectF &bounds, const MapView &view, const QColor &text,
                                const QColor &halo) const
{
    const GeoPoint a = inverseMercator(view.toWorld(QPointF(bounds.center().x() - 50, bounds.center().y()), bounds));
    const GeoPoint b = inverseMercator(view.toWorld(QPointF(bounds.center().x() + 50, bounds.center().y()), bounds));
    const double metresPerPixel = greatCircleDistance(a, b) / 100;
    if (!(metresPerPixel > 0))
        return;
    double km = 1;
    for (double step : {1.0, 2.0, 5.0, 10.0, 20.0, 50.0, 100.0, 200.0, 500.0, 1000.0, 2000.0}) {
        km = step;
        if (step * 1000 / metresPerPixel >= 60)
            break;
    }
    const double w = km * 1000 / metresPerPixel;
    const QFontMetricsF fm(view.font);
    const QPointF right(bounds.right() - 12, bounds.bottom() - 22);
    const QPointF left = right - QPointF(w, 0);
    p.setPen(QPen(halo, 4));
    p.drawLine(left, right);
    p.setPen(QPen(text, 1.5));
    p.drawLine(left, right);
    p.drawLine(left, left - QPointF(0, 5));
    p.drawLine(right, right - QPointF(0, 5));
    const QString label = QCoreApplication::translate("parallax::Map", "%1 km").arg(km);
    p.setFont(view.font);
    p.drawText(QPointF(right.x() - fm.horizontalAdvance(label), right.y() - 7), label);
}

// What the route's colours and dashes mean, in the lower left.
void MapRenderer::paintLegend(QPainter &p, const QRectF &bounds, const MapData &data, const MapView &view,
                              const QColor &text, const QColor &halo) const
{
    const bool dark = view.palette.color(QPalette::Base).lightnessF() < 0.5;
    QFont f = view.font;
    f.setPointSizeF(view.font.pointSizeF() * 0.85);
    const QFontMetricsF fm(f);
    QStringList names;
    QList<QColor> colors;
    for (const Era &e : m_corpus->eras) {
        if (!data.eraColors.contains(e.id))
            continue;
        names << pickName(e.names, view.language);
        QColor c = data.eraColors.value(e.id);
        colors << (dark ? c.lighter(150) : c);
    }
    names << QCoreApplication::translate("parallax::Map", "inferred leg");
    double w = 0;
    for (const QString &n : names)
        w = std::max(w, fm.horizontalAdvance(n));
    const double lineH = fm.height();
    const QRectF box(bounds.left() + 8, bounds.bottom() - 8 - lineH * double(names.size()) - 8, w + 40, lineH * double(names.size()) + 8);
    if (box.top() < bounds.top() + bounds.height() / 2 || box.right() > bounds.center().x())
        return; // no room: the map comes first
    QColor back = halo;
    back.setAlphaF(0.8f);
    p.setPen(Qt::NoPen);
    p.setBrush(back);
    p.drawRoundedRect(box, 4, 4);
    p.setFont(f);
    for (qsizetype i = 0; i < names.size(); ++i) {
        const double y = box.top() + 4 + lineH * double(i) + lineH / 2;
        const bool inferred = i == names.size() - 1;
        p.setPen(QPen(inferred ? text : colors[i], 2.6, inferred ? Qt::DashLine : Qt::SolidLine, Qt::RoundCap));
        p.drawLine(QPointF(box.left() + 6, y), QPointF(box.left() + 30, y));
        p.setPen(text);
        p.drawText(QPointF(box.left() + 36, y + fm.ascent() / 2 - 1), names[i]);
    }
}

int MapRenderer::placeAt(const QPointF &pos, const QRectF &bounds, const MapData &data, const MapView &view) const
{
    int best = -1;
    double bestD = 1e9;
    for (const MapData::PlaceMark &pm : data.places) {
        const QPointF s = view.toScreen(pm.at, bounds);
        const double d = std::hypot(s.x() - pos.x(), s.y() - pos.y());
        if (d <= dotRadius(pm.events) + 4 && d < bestD) {
            bestD = d;
            best = pm.place;
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
