#include "geo.h"

#include <QCoreApplication>
#include <QFile>
#include <QHash>

#include <cmath>
#include <numbers>

namespace parallax {

namespace {

constexpr double kA = 6378137.0; // WGS84 semi-major axis, metres
constexpr double kF = 1 / 298.257223563;
constexpr double kB = kA * (1 - kF);
constexpr double kMeanRadius = 6371008.8;
constexpr double kDeg = std::numbers::pi / 180;

} // namespace

double greatCircleDistance(GeoPoint a, GeoPoint b)
{
    const double p1 = a.lat * kDeg, p2 = b.lat * kDeg;
    const double dp = p2 - p1, dl = (b.lon - a.lon) * kDeg;
    const double h
        = std::sin(dp / 2) * std::sin(dp / 2) + std::cos(p1) * std::cos(p2) * std::sin(dl / 2) * std::sin(dl / 2);
    return 2 * kMeanRadius * std::asin(std::min(1.0, std::sqrt(h)));
}

double geodesicDistance(GeoPoint a, GeoPoint b)
{
    if (a == b)
        return 0;
    const double L = (b.lon - a.lon) * kDeg;
    const double U1 = std::atan((1 - kF) * std::tan(a.lat * kDeg));
    const double U2 = std::atan((1 - kF) * std::tan(b.lat * kDeg));
    const double sinU1 = std::sin(U1), cosU1 = std::cos(U1), sinU2 = std::sin(U2), cosU2 = std::cos(U2);
    double lambda = L, lambdaP = 0;
    double sinSigma = 0, cosSigma = 0, sigma = 0, cosSqAlpha = 0, cos2SigmaM = 0;
    for (int i = 0; i < 200; ++i) {
        const double sinLambda = std::sin(lambda), cosLambda = std::cos(lambda);
        sinSigma = std::sqrt((cosU2 * sinLambda) * (cosU2 * sinLambda)
            + (cosU1 * sinU2 - sinU1 * cosU2 * cosLambda) * (cosU1 * sinU2 - sinU1 * cosU2 * cosLambda));
        if (sinSigma == 0)
            return 0; // coincident points
        cosSigma = sinU1 * sinU2 + cosU1 * cosU2 * cosLambda;
        sigma = std::atan2(sinSigma, cosSigma);
        const double sinAlpha = cosU1 * cosU2 * sinLambda / sinSigma;
        cosSqAlpha = 1 - sinAlpha * sinAlpha;
        cos2SigmaM = cosSqAlpha != 0 ? cosSigma - 2 * sinU1 * sinU2 / cosSqAlpha : 0; // equatorial line
        const double C = kF / 16 * cosSqAlpha * (4 + kF * (4 - 3 * cosSqAlpha));
        lambdaP = lambda;
        lambda = L
            + (1 - C) * kF * sinAlpha
                * (sigma + C * sinSigma * (cos2SigmaM + C * cosSigma * (-1 + 2 * cos2SigmaM * cos2SigmaM)));
        if (std::abs(lambda - lambdaP) < 1e-12) {
            const double uSq = cosSqAlpha * (kA * kA - kB * kB) / (kB * kB);
            const double A = 1 + uSq / 16384 * (4096 + uSq * (-768 + uSq * (320 - 175 * uSq)));
            const double B = uSq / 1024 * (256 + uSq * (-128 + uSq * (74 - 47 * uSq)));
            const double deltaSigma = B * sinSigma
                * (cos2SigmaM
                    + B / 4
                        * (cosSigma * (-1 + 2 * cos2SigmaM * cos2SigmaM)
                            - B / 6 * cos2SigmaM * (-3 + 4 * sinSigma * sinSigma)
                                * (-3 + 4 * cos2SigmaM * cos2SigmaM)));
            return kB * A * (sigma - deltaSigma);
        }
    }
    return greatCircleDistance(a, b); // near-antipodal: no convergence
}

QPointF mercator(GeoPoint p)
{
    const double lat = std::clamp(p.lat, -85.0, 85.0) * kDeg;
    return {p.lon, std::log(std::tan(std::numbers::pi / 4 + lat / 2)) / kDeg};
}

GeoPoint inverseMercator(QPointF m)
{
    return {(2 * std::atan(std::exp(m.y() * kDeg)) - std::numbers::pi / 2) / kDeg, m.x()};
}

std::vector<GeoPoint> smoothPath(const std::vector<GeoPoint> &points, int steps)
{
    if (points.size() < 3)
        return points;
    std::vector<QPointF> p;
    p.reserve(points.size());
    for (const GeoPoint &g : points)
        p.push_back(mercator(g));
    std::vector<GeoPoint> out;
    out.push_back(points.front());
    for (std::size_t i = 0; i + 1 < p.size(); ++i) {
        const QPointF p0 = i == 0 ? p[0] : p[i - 1];
        const QPointF p1 = p[i], p2 = p[i + 1];
        const QPointF p3 = i + 2 < p.size() ? p[i + 2] : p[i + 1];
        for (int s = 1; s <= steps; ++s) {
            const double t = double(s) / steps, t2 = t * t, t3 = t2 * t;
            const QPointF q = 0.5
                * ((2 * p1) + (-p0 + p2) * t + (2 * p0 - 5 * p1 + 4 * p2 - p3) * t2
                    + (-p0 + 3 * p1 - 3 * p2 + p3) * t3);
            out.push_back(s == steps ? points[i + 1] : inverseMercator(q));
        }
    }
    return out;
}

std::vector<QPointF> simplify(const std::vector<QPointF> &points, double tolerance)
{
    if (points.size() < 4 || tolerance <= 0)
        return points;
    std::vector<char> keep(points.size(), 0);
    keep.front() = keep.back() = 1;
    std::vector<std::pair<std::size_t, std::size_t>> stack {{0, points.size() - 1}};
    const double tol2 = tolerance * tolerance;
    while (!stack.empty()) {
        const auto [a, b] = stack.back();
        stack.pop_back();
        const QPointF pa = points[a], pb = points[b];
        const QPointF ab = pb - pa;
        const double len2 = QPointF::dotProduct(ab, ab);
        double worst = -1;
        std::size_t at = a;
        for (std::size_t i = a + 1; i < b; ++i) {
            const QPointF ap = points[i] - pa;
            double d2;
            if (len2 == 0) {
                d2 = QPointF::dotProduct(ap, ap);
            } else {
                const double cross = ab.x() * ap.y() - ab.y() * ap.x();
                d2 = cross * cross / len2;
            }
            if (d2 > worst) {
                worst = d2;
                at = i;
            }
        }
        if (worst > tol2) {
            keep[at] = 1;
            stack.push_back({a, at});
            stack.push_back({at, b});
        }
    }
    std::vector<QPointF> out;
    for (std::size_t i = 0; i < points.size(); ++i)
        if (keep[i])
            out.push_back(points[i]);
    return out;
}

namespace {

bool readVarint(const QByteArray &b, qsizetype *pos, quint64 *out)
{
    quint64 v = 0;
    int shift = 0;
    while (*pos < b.size() && shift < 64) {
        const auto c = quint8(b[*pos]);
        ++*pos;
        v |= quint64(c & 0x7F) << shift;
        if (!(c & 0x80)) {
            *out = v;
            return true;
        }
        shift += 7;
    }
    return false;
}

} // namespace

Result<LandMask> LandMask::fromBytes(const QByteArray &bytes)
{
    using R = Result<LandMask>;
    auto bad
        = [] { return R::failure(QCoreApplication::translate("parallax::LandMask", "The land map data is damaged.")); };
    if (!bytes.startsWith("PLXLAND1"))
        return bad();
    qsizetype pos = 8;
    quint64 rings = 0;
    if (!readVarint(bytes, &pos, &rings) || rings > 100000)
        return bad();
    LandMask m;
    for (quint64 r = 0; r < rings; ++r) {
        quint64 n = 0;
        if (!readVarint(bytes, &pos, &n) || n > 10'000'000)
            return bad();
        // Each point takes at least two bytes: a count the data cannot hold is
        // refused before anything is reserved for it.
        if (n > quint64(bytes.size() - pos) / 2)
            return bad();
        std::vector<GeoPoint> ring;
        ring.reserve(n);
        // Deltas add up in unsigned arithmetic (no overflow to go undefined);
        // each point must then lie on the globe.
        quint64 x = 0, y = 0;
        Box box {1e9, 1e9, -1e9, -1e9};
        for (quint64 i = 0; i < n; ++i) {
            quint64 zx = 0, zy = 0;
            if (!readVarint(bytes, &pos, &zx) || !readVarint(bytes, &pos, &zy))
                return bad();
            x += (zx >> 1) ^ (~(zx & 1) + 1);
            y += (zy >> 1) ^ (~(zy & 1) + 1);
            const GeoPoint g {double(qint64(y)) / 1000, double(qint64(x)) / 1000};
            if (!(g.lat >= -90 && g.lat <= 90 && g.lon >= -180 && g.lon <= 180))
                return bad();
            ring.push_back(g);
            box = {std::min(box.lon0, g.lon), std::min(box.lat0, g.lat), std::max(box.lon1, g.lon),
                std::max(box.lat1, g.lat)};
        }
        m.m_rings.push_back(std::move(ring));
        m.m_boxes.push_back(box);
    }
    return m;
}

Result<LandMask> LandMask::bundled()
{
    QFile f(QStringLiteral(":/parallax/map/land-50m.bin"));
    if (!f.open(QIODevice::ReadOnly))
        return Result<LandMask>::failure(
            QCoreApplication::translate("parallax::LandMask", "The land map data is missing."));
    return fromBytes(f.readAll());
}

std::size_t LandMask::pointCount() const
{
    std::size_t n = 0;
    for (const auto &r : m_rings)
        n += r.size();
    return n;
}

bool LandMask::isLand(GeoPoint p) const
{
    bool inside = false;
    for (std::size_t r = 0; r < m_rings.size(); ++r) {
        const Box &b = m_boxes[r];
        if (p.lon < b.lon0 || p.lon > b.lon1 || p.lat < b.lat0 || p.lat > b.lat1)
            continue;
        const auto &ring = m_rings[r];
        for (std::size_t i = 0, j = ring.size() - 1; i < ring.size(); j = i++) {
            const GeoPoint &a = ring[i], &c = ring[j];
            if ((a.lat > p.lat) != (c.lat > p.lat)
                && p.lon < (c.lon - a.lon) * (p.lat - a.lat) / (c.lat - a.lat) + a.lon)
                inside = !inside;
        }
    }
    return inside;
}

RouteTrack RouteTrack::build(const Corpus &corpus)
{
    RouteTrack track;
    QHash<QString, GeoPoint> places;
    for (const Place &p : corpus.places)
        places.insert(p.id, {p.lat, p.lon});
    for (const RouteLeg &l : corpus.route) {
        TrackLeg leg;
        leg.seq = l.seq;
        leg.mode = l.mode;
        leg.depart = l.depart.span();
        leg.arrive = l.arrive.span();
        std::vector<GeoPoint> pts {places.value(l.fromPlaceId)};
        for (const Waypoint &w : l.waypoints)
            pts.push_back({w.lat, w.lon});
        pts.push_back(places.value(l.toPlaceId));
        leg.path = l.mode == TravelMode::Sea ? smoothPath(pts, 10) : pts;
        leg.cumulative.push_back(0);
        for (std::size_t i = 1; i < leg.path.size(); ++i)
            leg.cumulative.push_back(leg.cumulative.back() + geodesicDistance(leg.path[i - 1], leg.path[i]));
        leg.length = leg.cumulative.back();
        for (const Era &e : corpus.eras)
            if (e.date.span().contains(leg.depart.start))
                leg.eraId = e.id;
        track.m_legs.push_back(std::move(leg));
    }
    return track;
}

double RouteTrack::totalLength() const
{
    double n = 0;
    for (const TrackLeg &l : m_legs)
        n += l.length;
    return n;
}

namespace {

// A leg leaves in the middle of its departure date and arrives in the middle
// of its arrival date (or at the stated hour).
AxisTime middle(const AxisSpan &s)
{
    return s.start + s.length() / 2;
}

} // namespace

AxisSpan RouteTrack::timeSpan() const
{
    if (m_legs.empty())
        return {};
    return {middle(m_legs.front().depart), middle(m_legs.back().arrive)};
}

RoutePosition RouteTrack::positionAt(AxisTime t) const
{
    RoutePosition pos;
    if (m_legs.empty())
        return pos;
    double before = 0;
    for (std::size_t i = 0; i < m_legs.size(); ++i) {
        const TrackLeg &l = m_legs[i];
        const AxisTime dep = middle(l.depart);
        const AxisTime arr = std::max(middle(l.arrive), dep + 3600);
        if (t < dep) {
            pos.at = l.path.front();
            pos.leg = int(i) - 1;
            pos.distanceSoFar = before;
            return pos;
        }
        if (t < arr) {
            const double want = l.length * double(t - dep) / double(arr - dep);
            const auto it = std::upper_bound(l.cumulative.begin(), l.cumulative.end(), want);
            const std::size_t k = std::clamp<std::size_t>(std::size_t(it - l.cumulative.begin()), 1, l.path.size() - 1);
            const double segment = l.cumulative[k] - l.cumulative[k - 1];
            const double f = segment > 0 ? (want - l.cumulative[k - 1]) / segment : 0;
            const GeoPoint &a = l.path[k - 1], &b = l.path[k];
            pos.at = {a.lat + (b.lat - a.lat) * f, a.lon + (b.lon - a.lon) * f};
            pos.leg = int(i);
            pos.moving = true;
            pos.distanceSoFar = before + want;
            return pos;
        }
        before += l.length;
    }
    pos.at = m_legs.back().path.back();
    pos.leg = int(m_legs.size()) - 1;
    pos.distanceSoFar = before;
    return pos;
}

} // namespace parallax
