// GeoJSON from a database without reading its events: the places and route
// (readCorpusHead) and one count per place, from events_by_place (issue 17).
#include "jsonexport.h"
#include "store.h"

#include <QCoreApplication>
#include <QIODevice>

namespace parallax::db {

namespace {

// lupdate and the running program agree on this context.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(parallax::db::Export)
};

Result<QHash<QString, int>> eventsAtPlaces(const Database &db)
{
    using R = Result<QHash<QString, int>>;
    auto st = Statement::prepare(db.handle(),
        "SELECT p.key, c.n FROM (SELECT place_id, count(*) AS n FROM events WHERE place_id IS NOT NULL "
        "GROUP BY place_id) c JOIN places p ON p.id = c.place_id");
    if (!st)
        return R::failure(st.error());
    QHash<QString, int> counts;
    while (st.value().step())
        counts.insert(st.value().text(0), int(st.value().int64(1)));
    if (Status s = st.value().finished(); !s)
        return R::failure(s.error());
    return counts;
}

} // namespace

Status writeGeoJson(const Database &db, QIODevice &out)
{
    auto head = readCorpusHead(db);
    if (!head)
        return Status::failure(head.error());
    auto counts = eventsAtPlaces(db);
    if (!counts)
        return Status::failure(Tr::tr("%1 cannot be read: %2").arg(db.path(), counts.error()));
    const QByteArray json = exportGeoJson(head.value(), counts.value());
    if (out.write(json) != json.size())
        return Status::failure(out.errorString());
    return success();
}

} // namespace parallax::db
