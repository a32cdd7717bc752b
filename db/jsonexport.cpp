#include "jsonexport.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

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

} // namespace

QByteArray exportJson(const Corpus &corpus)
{
    QJsonArray sources;
    for (const Source &s : corpus.sources)
        sources.append(QJsonObject{{"id", s.id}, {"title", s.title}, {"language", s.language}, {"file", s.file}});

    QJsonArray places;
    for (const Place &p : corpus.places)
        places.append(QJsonObject{{"id", p.id}, {"name_en", pickName(p.names, QStringLiteral("en"))},
                                  {"lat", p.lat}, {"lon", p.lon}});

    QJsonArray events;
    for (const Event &e : corpus.events) {
        QJsonArray accounts;
        for (const Account &a : e.accounts)
            accounts.append(QJsonObject{{"source", a.sourceId},
                                        {"quote", a.quote},
                                        {"start", qint64(a.start)},
                                        {"end", qint64(a.end)},
                                        {"claimed_date", dateOrNull(a.claimedDate)},
                                        {"date_text", a.dateText},
                                        {"gloss_en", a.glossEn}});
        events.append(QJsonObject{{"id", e.id},
                                  {"title_en", e.titles.value(QStringLiteral("en"))},
                                  {"title_zh", e.titles.value(QStringLiteral("zh"))},
                                  {"date", e.date.toEdtf()},
                                  {"place", stringOrNull(e.placeId)},
                                  {"importance", importanceName(e.importance)},
                                  {"era", stringOrNull(e.eraId)},
                                  {"accounts", accounts}});
    }

    QJsonArray route;
    for (const RouteLeg &l : corpus.route)
        route.append(QJsonObject{{"seq", l.seq},
                                 {"from", l.fromPlaceId},
                                 {"to", l.toPlaceId},
                                 {"depart", l.depart.toEdtf()},
                                 {"arrive", l.arrive.toEdtf()},
                                 {"mode", l.mode == TravelMode::Sea ? "sea" : "land"}});

    const QJsonObject root{{"sources", sources}, {"places", places}, {"events", events}, {"route", route}};
    return QJsonDocument(root).toJson(QJsonDocument::Indented);
}

} // namespace parallax::db
