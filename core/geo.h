#pragma once

#include "corpus.h"
#include "result.h"

#include <QByteArray>
#include <QPointF>

#include <vector>

namespace parallax {

struct GeoPoint
{
    double lat = 0;
    double lon = 0;
    friend bool operator==(const GeoPoint &, const GeoPoint &) = default;
};

// Geodesic distance on the WGS84 ellipsoid (Vincenty's inverse formula), in
// metres. Falls back to a great circle on the mean radius for the
// near-antipodal pairs where the iteration does not converge.
double geodesicDistance(GeoPoint a, GeoPoint b);
double greatCircleDistance(GeoPoint a, GeoPoint b);

// Mercator projection in degrees-like units: x = longitude, y = the Mercator
// ordinate scaled to degrees (so near the equator one unit is one degree both
// ways). North is up: y grows northwards.
QPointF mercator(GeoPoint p);
GeoPoint inverseMercator(QPointF m);

// A smooth curve through the points (centripetal Catmull-Rom in projected
// space), `steps` samples per segment, passing through every input point.
std::vector<GeoPoint> smoothPath(const std::vector<GeoPoint> &points, int steps = 8);

// Douglas–Peucker simplification of a closed or open polyline in projected
// units: drops points that lie within `tolerance` of the simplified line.
std::vector<QPointF> simplify(const std::vector<QPointF> &points, double tolerance);

// Land polygons, for drawing and for "is this point at sea?".
class LandMask
{
public:
    // Reads the format written by tools/make_land.py.
    static Result<LandMask> fromBytes(const QByteArray &bytes);
    // The Natural Earth 1:50m land compiled into this library (resources/map).
    static Result<LandMask> bundled();
    const std::vector<std::vector<GeoPoint>> &rings() const { return m_rings; }
    std::size_t pointCount() const;
    bool isLand(GeoPoint p) const;

private:
    struct Box
    {
        double lon0, lat0, lon1, lat1;
    };
    std::vector<std::vector<GeoPoint>> m_rings;
    std::vector<Box> m_boxes;
};

// The route as geometry over time: each leg's drawn path (land legs through
// their waypoints, sea legs smoothed), its length and its dates.
struct TrackLeg
{
    int seq = 0;
    std::vector<GeoPoint> path;
    std::vector<double> cumulative; // metres along the path, per point
    double length = 0; // metres, geodesic along the path
    AxisSpan depart {};
    AxisSpan arrive {};
    TravelMode mode = TravelMode::Land;
    QString eraId; // the era the leg starts in
};

struct RoutePosition
{
    GeoPoint at;
    int leg = -1; // the leg travelled or last finished; -1 before the first
    bool moving = false; // between departure and arrival
    double distanceSoFar = 0; // metres since the start of the route
};

class RouteTrack
{
public:
    static RouteTrack build(const Corpus &corpus);
    const std::vector<TrackLeg> &legs() const { return m_legs; }
    double totalLength() const;
    // Where the traveller is at time t: at the departure place before the
    // route starts, along a leg (by distance, proportional to time between
    // departure and arrival), resting at a place between legs, at the last
    // place after the end.
    RoutePosition positionAt(AxisTime t) const;
    AxisSpan timeSpan() const;

private:
    std::vector<TrackLeg> m_legs;
};

} // namespace parallax
