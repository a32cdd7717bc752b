#include "jsonexport.h"

#include "eventchunks.h"
#include "eventstream.h"
#include "jsonstream.h"

#include <core/geo.h>

#include <QBuffer>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <cmath>
#include <utility>

namespace parallax::db {

namespace {

QJsonValue dateOrNull(const HistoricalDate &d)
{
    return d.isValid() ? QJsonValue(d.toEdtf()) : QJsonValue(QJsonValue::Null);
}

QJsonValue stringOrNull(const QString &s)
{
    return s.isEmpty() ? QJsonValue(QJsonValue::Null) : QJsonValue(s);
}

// One event with its accounts.
QJsonObject eventJson(const Event &e)
{
    QJsonArray accounts;
    for (const Account &a : e.accounts)
        accounts.append(QJsonObject {{"source", a.sourceId.str()}, {"quote", a.quote()}, {"start", qint64(a.start)},
            {"end", qint64(a.end)}, {"claimed_date", dateOrNull(a.claimedDate)}, {"date_text", a.dateText()},
            {"gloss_en", a.glossEn()}});
    return QJsonObject {{"id", e.id}, {"title_en", e.titles.value(QStringLiteral("en"))},
        {"title_zh", e.titles.value(QStringLiteral("zh"))}, {"date", e.date.toEdtf()},
        {"place", stringOrNull(e.placeId)}, {"importance", importanceName(e.importance)},
        {"era", stringOrNull(e.eraId)}, {"accounts", accounts}};
}

QJsonObject headJson(const Corpus &corpus)
{
    QJsonArray sources;
    for (const Source &s : corpus.sources)
        sources.append(QJsonObject {{"id", s.id}, {"title", s.title}, {"language", s.language}, {"file", s.file}});

    QJsonArray places;
    for (const Place &p : corpus.places)
        places.append(QJsonObject {
            {"id", p.id}, {"name_en", pickName(p.names, QStringLiteral("en"))}, {"lat", p.lat}, {"lon", p.lon}});

    QJsonArray route;
    for (const RouteLeg &l : corpus.route)
        route.append(
            QJsonObject {{"seq", l.seq}, {"from", l.fromPlaceId}, {"to", l.toPlaceId}, {"depart", l.depart.toEdtf()},
                {"arrive", l.arrive.toEdtf()}, {"mode", l.mode == TravelMode::Sea ? "sea" : "land"}});
    return QJsonObject {{"sources", sources}, {"places", places}, {"route", route}};
}

} // namespace

bool writeJson(const Corpus &corpus, QIODevice &out)
{
    // The events are written one by one, each as it is made.
    qsizetype next = 0;
    auto nextEvent = [&](QJsonObject &item) {
        if (next == corpus.events.size())
            return false;
        item = eventJson(corpus.events[next++]);
        return true;
    };
    return writeIndentedStreaming(out, headJson(corpus), QStringLiteral("events"), nextEvent);
}

Status writeJson(const Database &db, QIODevice &out)
{
    auto opened = EventStream::open(db);
    if (!opened)
        return Status::failure(opened.error());
    EventStream &stream = *opened.value();
    // The events go from their rows to their bytes (EventStream::jsonAt), a
    // chunk at a time, read on other threads while this one writes.
    EventChunks chunks(stream, EventChunks::Form::Json);
    EventChunks::Chunk chunk;
    auto nextChunk = [&](QByteArray &item) {
        if (!chunks.next(&chunk))
            return false;
        // The chunk's buffer for the writer; the writer's last one, emptied,
        // goes back for a reader to fill (EventChunks::next).
        item.swap(chunk.json);
        return true;
    };
    const bool written = writeIndentedStreamingBytes(out, headJson(stream.head()), QStringLiteral("events"), nextChunk);
    if (!chunks.status())
        return chunks.status();
    if (!written)
        return Status::failure(out.errorString());
    return success();
}

QByteArray exportJson(const Corpus &corpus)
{
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    writeJson(corpus, buffer);
    return buffer.data();
}

QByteArray exportGeoJson(const Corpus &corpus)
{
    QHash<QString, int> counts;
    for (const Event &e : corpus.events)
        counts[e.placeId]++;
    return exportGeoJson(corpus, counts);
}

QByteArray exportGeoJson(const Corpus &corpus, const QHash<QString, int> &counts)
{
    QJsonArray features;
    for (const Place &p : corpus.places) {
        QJsonObject names;
        for (auto it = p.names.begin(); it != p.names.end(); ++it)
            names.insert(it.key(), it.value());
        features.append(QJsonObject {{"type", "Feature"},
            {"geometry", QJsonObject {{"type", "Point"}, {"coordinates", QJsonArray {p.lon, p.lat}}}},
            {"properties",
                QJsonObject {{"kind", "place"}, {"id", p.id}, {"names", names}, {"events", counts.value(p.id)}}}});
    }
    const RouteTrack track = RouteTrack::build(corpus);
    for (std::size_t i = 0; i < track.legs().size() && qsizetype(i) < corpus.route.size(); ++i) {
        const TrackLeg &t = track.legs()[i];
        const RouteLeg &l = corpus.route[qsizetype(i)];
        QJsonArray line;
        for (const GeoPoint &g : t.path)
            line.append(QJsonArray {std::round(g.lon * 1e5) / 1e5, std::round(g.lat * 1e5) / 1e5});
        features.append(
            QJsonObject {{"type", "Feature"}, {"geometry", QJsonObject {{"type", "LineString"}, {"coordinates", line}}},
                {"properties",
                    QJsonObject {{"kind", "leg"}, {"seq", l.seq}, {"from", l.fromPlaceId}, {"to", l.toPlaceId},
                        {"depart", l.depart.toEdtf()}, {"arrive", l.arrive.toEdtf()},
                        {"mode", l.mode == TravelMode::Sea ? "sea" : "land"}, {"inferred", l.inferred},
                        {"length_km", std::round(t.length / 100) / 10}}}});
    }
    return QJsonDocument(QJsonObject {{"type", "FeatureCollection"}, {"features", features}})
        .toJson(QJsonDocument::Indented);
}

} // namespace parallax::db
