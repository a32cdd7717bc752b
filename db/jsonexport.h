#pragma once

#include <core/corpus.h>
#include <core/result.h>

#include <QByteArray>
#include <QHash>

class QIODevice;

namespace parallax::db {

// The whole corpus as JSON in the stable shape documented in docs/export.md.
QByteArray exportJson(const Corpus &corpus);
// The same, written to `out` event by event (no whole document in memory);
// false when writing fails.
bool writeJson(const Corpus &corpus, QIODevice &out);
class Database;
// The same document read from `db` as it is written (db/eventstream.h): memory
// does not grow with the corpus. A row that cannot be used stops it, with the
// reason (what was written before stays written).
Status writeJson(const Database &db, QIODevice &out);

// Places (points, with event counts) and route legs (lines as drawn, sea
// legs smoothed, with dates, mode and geodesic length) as a GeoJSON
// FeatureCollection (RFC 7946: longitude first).
QByteArray exportGeoJson(const Corpus &corpus);
// The same from the places and route of `corpus` and the number of events at
// each place (by place id): what a database gives without its events.
QByteArray exportGeoJson(const Corpus &corpus, const QHash<QString, int> &eventsAtPlace);
// The same read from `db`: its head and a count of events per place (issue 17).
Status writeGeoJson(const Database &db, QIODevice &out);

} // namespace parallax::db
