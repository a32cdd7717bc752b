#include "mapregions.h"

#include <QHash>

#include <algorithm>

namespace parallax {

void GeoBox::include(GeoPoint p)
{
    south = std::min(south, p.lat);
    north = std::max(north, p.lat);
    west = std::min(west, p.lon);
    east = std::max(east, p.lon);
}

bool GeoBox::contains(GeoPoint p) const
{
    return p.lat >= south && p.lat <= north && p.lon >= west && p.lon <= east;
}

namespace {

// The era (index into corpus.eras) an event belongs to: its own, else the
// last era whose dates hold the start of the event's date; -1 if none.
int eraOfEvent(const Corpus &corpus, const QHash<QString, int> &eraIndex, const Event &event)
{
    if (!event.eraId.isEmpty())
        return eraIndex.value(event.eraId, -1);
    int era = -1;
    const AxisTime start = event.date.span().start;
    for (int i = 0; i < corpus.eras.size(); ++i)
        if (corpus.eras[i].date.span().contains(start))
            era = i;
    return era;
}

QHash<QString, GeoPoint> placePoints(const Corpus &corpus)
{
    QHash<QString, GeoPoint> places;
    for (const Place &p : corpus.places)
        places.insert(p.id, {p.lat, p.lon});
    return places;
}

// Per era, the box around the places of its events.
void includeEvents(const Corpus &corpus, std::vector<GeoBox> *boxes)
{
    QHash<QString, int> eraIndex;
    for (int i = 0; i < corpus.eras.size(); ++i)
        eraIndex.insert(corpus.eras[i].id, i);
    const QHash<QString, GeoPoint> places = placePoints(corpus);
    for (const Event &e : corpus.events) {
        const auto place = places.constFind(e.placeId);
        const int era = place == places.cend() ? -1 : eraOfEvent(corpus, eraIndex, e);
        if (era >= 0)
            (*boxes)[std::size_t(era)].include(*place);
    }
}

// Where the traveller is during an era: the drawn paths of the legs that
// leave in it, and the places where the route has them rest when the era
// begins and ends (a leg begun in an earlier era shows only if nothing else
// does).
GeoBox routeBox(const Era &era, const RouteTrack &track)
{
    GeoBox box;
    for (const TrackLeg &leg : track.legs())
        if (leg.eraId == era.id)
            for (const GeoPoint &p : leg.path)
                box.include(p);
    const AxisSpan span = era.date.span();
    const RoutePosition ends[] = {track.positionAt(span.start), track.positionAt(span.end - 1)};
    for (const RoutePosition &at : ends)
        if (!at.moving)
            box.include(at.at);
    if (box.isEmpty())
        for (const RoutePosition &at : ends)
            box.include(at.at);
    return box;
}

// The box grown by the margin and to the minimum size, about its centre.
GeoBox framed(const GeoBox &b)
{
    const double lat = (b.south + b.north) / 2, lon = (b.west + b.east) / 2;
    const double h = std::max(kRegionMinDegrees, (b.north - b.south) * (1 + 2 * kRegionMargin));
    const double w = std::max(kRegionMinDegrees, (b.east - b.west) * (1 + 2 * kRegionMargin));
    return {std::max(-85.0, lat - h / 2), lon - w / 2, std::min(85.0, lat + h / 2), lon + w / 2};
}

double area(const GeoBox &b)
{
    return b.isEmpty() ? 0 : (b.north - b.south) * (b.east - b.west);
}

// Intersection over union of two boxes (in degrees; enough to say "the same").
double overlap(const GeoBox &a, const GeoBox &b)
{
    const GeoBox i {
        std::max(a.south, b.south), std::max(a.west, b.west), std::min(a.north, b.north), std::min(a.east, b.east)};
    const double both = area(i);
    const double either = area(a) + area(b) - both;
    return either > 0 ? both / either : 0;
}

bool framesTheSameAsOneOf(const GeoBox &box, const std::vector<MapRegion> &regions)
{
    return std::any_of(
        regions.begin(), regions.end(), [&](const MapRegion &r) { return overlap(r.box, box) >= kRegionSameOverlap; });
}

} // namespace

std::vector<MapRegion> mapRegions(const Corpus &corpus)
{
    std::vector<GeoBox> boxes(std::size_t(corpus.eras.size()));
    includeEvents(corpus, &boxes);
    // While the route runs, an era's view follows the traveller.
    const RouteTrack track = RouteTrack::build(corpus);
    const AxisSpan travelled = track.timeSpan();
    for (std::size_t i = 0; i < boxes.size(); ++i) {
        const Era &era = corpus.eras[qsizetype(i)];
        if (!track.legs().empty() && era.date.span().overlaps(travelled))
            boxes[i] = routeBox(era, track);
    }
    std::vector<MapRegion> regions;
    for (std::size_t i = 0; i < boxes.size(); ++i) {
        if (boxes[i].isEmpty())
            continue;
        const GeoBox box = framed(boxes[i]);
        if (framesTheSameAsOneOf(box, regions))
            continue;
        const Era &era = corpus.eras[qsizetype(i)];
        regions.push_back({era.id, era.names, box});
    }
    return regions;
}

GeoBox storyBoxDuring(const Corpus &corpus, const RouteTrack &track, AxisSpan span)
{
    GeoBox box;
    if (span.length() <= 0)
        return box;
    if (!track.legs().empty() && span.overlaps(track.timeSpan())) {
        for (const TrackLeg &leg : track.legs())
            if (AxisSpan {leg.depart.start, std::max(leg.arrive.end, leg.depart.start + 1)}.overlaps(span))
                for (const GeoPoint &p : leg.path)
                    box.include(p);
        const AxisSpan during {std::max(span.start, track.timeSpan().start), std::min(span.end, track.timeSpan().end)};
        box.include(track.positionAt(during.start).at);
        box.include(track.positionAt(std::max(during.start, during.end - 1)).at);
    } else {
        const QHash<QString, GeoPoint> places = placePoints(corpus);
        for (const Event &e : corpus.events)
            if (const auto place = places.constFind(e.placeId); place != places.cend() && e.date.span().overlaps(span))
                box.include(*place);
    }
    return box.isEmpty() ? box : framed(box);
}

GeoBox corpusBox(const Corpus &corpus)
{
    GeoBox box;
    const QHash<QString, GeoPoint> places = placePoints(corpus);
    for (const Event &e : corpus.events)
        if (const auto place = places.constFind(e.placeId); place != places.cend())
            box.include(*place);
    const RouteTrack track = RouteTrack::build(corpus); // kept: legs() refers into it
    for (const TrackLeg &leg : track.legs())
        for (const GeoPoint &p : leg.path)
            box.include(p);
    return box;
}

} // namespace parallax
