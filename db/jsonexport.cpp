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

QJsonObject namesJson(const LocalizedNames &names)
{
    QJsonObject out;
    for (auto it = names.begin(); it != names.end(); ++it)
        out.insert(it.key(), it.value());
    return out;
}

QJsonArray variantsJson(const QList<NameVariant> &variants)
{
    QJsonArray out;
    for (const NameVariant &v : variants)
        out.append(QJsonObject {{"name", v.name}, {"lang", v.lang},
            {"sources", QJsonArray::fromStringList(v.sourceIds)}, {"note", v.note}});
    return out;
}

QJsonObject accountJson(const Account &a)
{
    return QJsonObject {{"source", a.sourceId.str()}, {"quote", a.quote()}, {"start", qint64(a.start)},
        {"end", qint64(a.end)}, {"claimed_date", dateOrNull(a.claimedDate)}, {"date_text", a.dateText()},
        {"gloss_en", a.glossEn()}, {"note_en", a.noteEn()}, {"id", a.id()}, {"orphaned", a.orphaned}};
}

// One event with its accounts.
QJsonObject eventJson(const Event &e)
{
    QJsonArray accounts;
    for (const Account &a : e.accounts)
        accounts.append(accountJson(a));
    return QJsonObject {{"id", e.id}, {"title_en", e.titles.value(QStringLiteral("en"))},
        {"title_zh", e.titles.value(QStringLiteral("zh"))}, {"titles", namesJson(e.titles)},
        {"summary_en", e.summaryEn()}, {"date", e.date.toEdtf()}, {"place", stringOrNull(e.placeId)},
        {"people", QJsonArray::fromStringList(e.personIds())}, {"category", e.category.str()},
        {"importance", importanceName(e.importance)}, {"era", stringOrNull(e.eraId)}, {"accounts", accounts}};
}

QJsonObject sourceJson(const Source &s)
{
    return QJsonObject {{"id", s.id}, {"title", s.title}, {"language", s.language}, {"file", s.file},
        {"author", s.author}, {"written", stringOrNull(s.written)}, {"provenance", s.provenance},
        {"reference", s.reference}, {"encoding", s.encoding}};
}

QJsonObject placeJson(const Place &p)
{
    return QJsonObject {{"id", p.id}, {"name_en", pickName(p.names, QStringLiteral("en"))},
        {"names", namesJson(p.names)}, {"lat", p.lat}, {"lon", p.lon}, {"variants", variantsJson(p.variants)}};
}

QJsonObject personJson(const Person &p)
{
    return QJsonObject {{"id", p.id}, {"names", namesJson(p.names)}, {"variants", variantsJson(p.variants)}};
}

QJsonObject eraJson(const Era &e)
{
    return QJsonObject {{"id", e.id}, {"names", namesJson(e.names)}, {"date", e.date.toEdtf()}, {"color", e.color},
        {"background", e.background}};
}

QJsonObject legJson(const RouteLeg &l)
{
    QJsonArray waypoints;
    for (const Waypoint &w : l.waypoints)
        waypoints.append(
            QJsonObject {{"lat", w.lat}, {"lon", w.lon}, {"place", stringOrNull(w.placeId)}, {"inferred", w.inferred}});
    return QJsonObject {{"seq", l.seq}, {"from", l.fromPlaceId}, {"to", l.toPlaceId}, {"depart", l.depart.toEdtf()},
        {"arrive", l.arrive.toEdtf()}, {"mode", l.mode == TravelMode::Sea ? "sea" : "land"}, {"inferred", l.inferred},
        {"note", l.note}, {"waypoints", waypoints}};
}

template <typename List, typename Fn> QJsonArray listJson(const List &items, Fn toJson)
{
    QJsonArray out;
    for (const auto &item : items)
        out.append(toJson(item));
    return out;
}

// Everything but the events (and the sources' texts).
QJsonObject headJson(const Corpus &corpus)
{
    return QJsonObject {{"id", corpus.id}, {"title", corpus.title}, {"sources", listJson(corpus.sources, sourceJson)},
        {"places", listJson(corpus.places, placeJson)}, {"people", listJson(corpus.people, personJson)},
        {"eras", listJson(corpus.eras, eraJson)}, {"route", listJson(corpus.route, legJson)}};
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
    return writeIndentedStreaming(out, headJson(corpus), QStringLiteral("events"), nextEvent, ItemLayout::OneLine);
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
