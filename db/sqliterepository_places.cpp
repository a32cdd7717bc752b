// SqliteRepository: places, people, eras and the route.

#include "searchupdate.h"
#include "sqliterepository.h"
#include "sqliterepository_p.h"

namespace parallax::db {

using namespace repo;

namespace {

Result<LocalizedNames> namesOf(const Database &db, const char *sql, std::int64_t row)
{
    auto st = query(db, sql, {row});
    if (!st)
        return fail<LocalizedNames>(st.error());
    LocalizedNames names;
    while (st.value().step())
        names.insert(st.value().text(0), st.value().text(1));
    return names;
}

Status writeNames(Database &db, const char *table, const char *owner, std::int64_t row, const LocalizedNames &names)
{
    const QByteArray del = QByteArray("DELETE FROM ") + table + " WHERE " + owner + " = ?1";
    if (Status s = execute(db, del.constData(), {row}); !s)
        return s;
    const QByteArray ins = QByteArray("INSERT INTO ") + table + " (" + owner + ", lang, name) VALUES (?1, ?2, ?3)";
    for (auto it = names.begin(); it != names.end(); ++it)
        if (!it.value().isEmpty())
            if (Status s = execute(db, ins.constData(), {row, it.key(), it.value()}); !s)
                return s;
    return success();
}

Status checkNames(const LocalizedNames &names, const char *what)
{
    for (const QString &n : names)
        if (!n.trimmed().isEmpty())
            return success();
    return Status::failure(Tr::tr("A %1 needs a name.").arg(QLatin1String(what)));
}

Status reindexed(Database &db, const std::function<Result<IndexedRow>()> &read, const std::function<Status()> &change)
{
    auto before = read();
    if (!before)
        return Status::failure(before.error());
    if (Status s = change(); !s)
        return s;
    auto after = read();
    if (!after)
        return Status::failure(after.error());
    return reindex(db, before.value(), after.value());
}

bool used(const Database &db, const char *sql, std::int64_t row)
{
    auto st = query(db, sql, {row});
    return st && st.value().step();
}

} // namespace

// --- places ------------------------------------------------------------------

Result<Place> SqliteRepository::place(const QString &id) const
{
    auto st = query(m_db, "SELECT id, lat, lon FROM places WHERE key = ?1", {id});
    if (!st || !st.value().step())
        return fail<Place>(Tr::tr("There is no place %1.").arg(id));
    auto names = namesOf(m_db, "SELECT lang, name FROM place_names WHERE place_id = ?1", st.value().int64(0));
    if (!names)
        return fail<Place>(names.error());
    return Place {id, names.value(), st.value().real(1), st.value().real(2), {}};
}

Result<QString> SqliteRepository::addPlace(const Place &place)
{
    Place p = place;
    if (p.id.isEmpty())
        p.id = freshKey();
    if (Status s = checkNames(p.names, "place"); !s)
        return fail<QString>(s.error());
    if (rowOf(m_db, "places", p.id))
        return fail<QString>(Tr::tr("There is already a place %1.").arg(p.id));
    const Status done = write([&](Edit &edit) -> Status {
        const std::int64_t row = nextRow(m_db, "places");
        if (Status s = reindexed(
                m_db, [&] { return indexedPlace(m_db, row); },
                [&]() -> Status {
                    if (Status w = execute(m_db, "INSERT INTO places (id, key, lat, lon) VALUES (?1, ?2, ?3, ?4)",
                            {row, p.id, p.lat, p.lon});
                        !w)
                        return w;
                    return writeNames(m_db, "place_names", "place_id", row, p.names);
                });
            !s)
            return s;
        return edit.record(Entity::Place, ChangeKind::Added, p.id);
    });
    if (!done)
        return fail<QString>(done.error());
    return p.id;
}

Status SqliteRepository::updatePlace(const Place &p)
{
    if (Status s = checkNames(p.names, "place"); !s)
        return s;
    const auto row = rowOf(m_db, "places", p.id);
    if (!row)
        return Status::failure(Tr::tr("There is no place %1.").arg(p.id));
    return write([&](Edit &edit) -> Status {
        if (Status s = reindexed(
                m_db, [&] { return indexedPlace(m_db, *row); },
                [&]() -> Status {
                    if (Status w
                        = execute(m_db, "UPDATE places SET lat = ?2, lon = ?3 WHERE id = ?1", {*row, p.lat, p.lon});
                        !w)
                        return w;
                    return writeNames(m_db, "place_names", "place_id", *row, p.names);
                });
            !s)
            return s;
        return edit.record(Entity::Place, ChangeKind::Changed, p.id);
    });
}

Status SqliteRepository::removePlace(const QString &id)
{
    const auto row = rowOf(m_db, "places", id);
    if (!row)
        return Status::failure(Tr::tr("There is no place %1.").arg(id));
    if (used(m_db, "SELECT 1 FROM events WHERE place_id = ?1 LIMIT 1", *row)
        || used(m_db, "SELECT 1 FROM route_legs WHERE from_place = ?1 OR to_place = ?1 LIMIT 1", *row)
        || used(m_db, "SELECT 1 FROM route_waypoints WHERE place_id = ?1 LIMIT 1", *row))
        return Status::failure(Tr::tr("Place %1 is still used by an event or the route.").arg(id));
    return write([&](Edit &edit) -> Status {
        if (Status s = reindexed(
                m_db, [&] { return indexedPlace(m_db, *row); },
                [&]() -> Status {
                    if (Status w = execute(m_db, "DELETE FROM place_names WHERE place_id = ?1", {*row}); !w)
                        return w;
                    return execute(m_db, "DELETE FROM places WHERE id = ?1", {*row});
                });
            !s)
            return s;
        return edit.record(Entity::Place, ChangeKind::Removed, id);
    });
}

// --- people ------------------------------------------------------------------

Result<Person> SqliteRepository::person(const QString &id) const
{
    const auto row = rowOf(m_db, "people", id);
    if (!row)
        return fail<Person>(Tr::tr("There is no person %1.").arg(id));
    auto names = namesOf(m_db, "SELECT lang, name FROM person_names WHERE person_id = ?1", *row);
    if (!names)
        return fail<Person>(names.error());
    return Person {id, names.value(), {}};
}

Result<QString> SqliteRepository::addPerson(const Person &person)
{
    Person p = person;
    if (p.id.isEmpty())
        p.id = freshKey();
    if (Status s = checkNames(p.names, "person"); !s)
        return fail<QString>(s.error());
    if (rowOf(m_db, "people", p.id))
        return fail<QString>(Tr::tr("There is already a person %1.").arg(p.id));
    const Status done = write([&](Edit &edit) -> Status {
        const std::int64_t row = nextRow(m_db, "people");
        if (Status s = reindexed(
                m_db, [&] { return indexedPerson(m_db, row); },
                [&]() -> Status {
                    if (Status w = execute(m_db, "INSERT INTO people (id, key) VALUES (?1, ?2)", {row, p.id}); !w)
                        return w;
                    return writeNames(m_db, "person_names", "person_id", row, p.names);
                });
            !s)
            return s;
        return edit.record(Entity::Person, ChangeKind::Added, p.id);
    });
    if (!done)
        return fail<QString>(done.error());
    return p.id;
}

Status SqliteRepository::updatePerson(const Person &p)
{
    if (Status s = checkNames(p.names, "person"); !s)
        return s;
    const auto row = rowOf(m_db, "people", p.id);
    if (!row)
        return Status::failure(Tr::tr("There is no person %1.").arg(p.id));
    return write([&](Edit &edit) -> Status {
        if (Status s = reindexed(
                m_db, [&] { return indexedPerson(m_db, *row); },
                [&] { return writeNames(m_db, "person_names", "person_id", *row, p.names); });
            !s)
            return s;
        return edit.record(Entity::Person, ChangeKind::Changed, p.id);
    });
}

Status SqliteRepository::removePerson(const QString &id)
{
    const auto row = rowOf(m_db, "people", id);
    if (!row)
        return Status::failure(Tr::tr("There is no person %1.").arg(id));
    if (used(m_db, "SELECT 1 FROM event_people WHERE person_id = ?1 LIMIT 1", *row))
        return Status::failure(Tr::tr("Person %1 still takes part in an event.").arg(id));
    return write([&](Edit &edit) -> Status {
        if (Status s = reindexed(
                m_db, [&] { return indexedPerson(m_db, *row); },
                [&]() -> Status {
                    if (Status w = execute(m_db, "DELETE FROM person_names WHERE person_id = ?1", {*row}); !w)
                        return w;
                    return execute(m_db, "DELETE FROM people WHERE id = ?1", {*row});
                });
            !s)
            return s;
        return edit.record(Entity::Person, ChangeKind::Removed, id);
    });
}

// --- eras --------------------------------------------------------------------

Result<Era> SqliteRepository::era(const QString &id) const
{
    auto st = query(m_db, "SELECT id, name_en, name_zh, date, color, background FROM eras WHERE key = ?1", {id});
    if (!st || !st.value().step())
        return fail<Era>(Tr::tr("There is no era %1.").arg(id));
    const std::int64_t row = st.value().int64(0);
    Era e;
    e.id = id;
    if (!st.value().text(1).isEmpty())
        e.names.insert(QStringLiteral("en"), st.value().text(1));
    if (!st.value().text(2).isEmpty())
        e.names.insert(QStringLiteral("zh"), st.value().text(2));
    if (auto d = HistoricalDate::parse(st.value().text(3)))
        e.date = d.value();
    e.color = st.value().text(4);
    e.background = st.value().int64(5) != 0;
    // Names in other languages and the background mark (schema 5): the views
    // take the era read here after an edit, which without them turned an
    // edited era's Danish name English and lost its background mark.
    if (auto names = query(m_db, "SELECT lang, name FROM era_names WHERE era_id = ?1", {row}))
        while (names.value().step())
            e.names.insert(names.value().text(0), names.value().text(1));
    return e;
}

namespace {

// What schema 5 keeps of an era beyond its row of schema 1: its names in
// languages other than English and Chinese, and, for a new era, whether it is
// background (an era's events store it in their timeline columns, so an edit
// leaves it as it is).
Status writeEraExtras(Database &db, std::int64_t row, const Era &e, bool insert)
{
    if (db.scalar("SELECT count(*) FROM sqlite_schema WHERE name = 'era_names'").toInt() == 0)
        return success();
    if (insert && e.background)
        if (Status s = execute(db, "UPDATE eras SET background = 1 WHERE id = ?1", {row}); !s)
            return s;
    if (Status s = execute(db, "DELETE FROM era_names WHERE era_id = ?1", {row}); !s)
        return s;
    for (auto it = e.names.begin(); it != e.names.end(); ++it)
        if (it.key() != u"en" && it.key() != u"zh" && !it.value().isEmpty())
            if (Status s = execute(
                    db, "INSERT INTO era_names (era_id, lang, name) VALUES (?1, ?2, ?3)", {row, it.key(), it.value()});
                !s)
                return s;
    return success();
}

Status writeEra(Database &db, std::int64_t row, const Era &e, bool insert)
{
    if (Status s = checkNames(e.names, "era"); !s)
        return s;
    if (!e.date.isValid())
        return Status::failure(Tr::tr("An era needs a date (an EDTF interval such as 1804/1814)."));
    const AxisSpan span = e.date.span();
    const char *sql = insert ? "INSERT INTO eras (id, key, name_en, name_zh, date, t_start, t_end, color) "
                               "VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)"
                             : "UPDATE eras SET key = ?2, name_en = ?3, name_zh = ?4, date = ?5, t_start = ?6, "
                               "t_end = ?7, color = ?8 WHERE id = ?1";
    if (Status s = execute(db, sql,
            {row, e.id, pickName(e.names, QStringLiteral("en")), e.names.value(QStringLiteral("zh")), e.date.toEdtf(),
                std::int64_t(span.start), std::int64_t(span.end), e.color});
        !s)
        return s;
    return writeEraExtras(db, row, e, insert);
}

} // namespace

Result<QString> SqliteRepository::addEra(const Era &era)
{
    Era e = era;
    if (e.id.isEmpty())
        e.id = freshKey();
    if (rowOf(m_db, "eras", e.id))
        return fail<QString>(Tr::tr("There is already an era %1.").arg(e.id));
    const Status done = write([&](Edit &edit) -> Status {
        if (Status s = writeEra(m_db, nextRow(m_db, "eras"), e, true); !s)
            return s;
        return edit.record(Entity::Era, ChangeKind::Added, e.id);
    });
    if (!done)
        return fail<QString>(done.error());
    return e.id;
}

Status SqliteRepository::updateEra(const Era &e)
{
    const auto row = rowOf(m_db, "eras", e.id);
    if (!row)
        return Status::failure(Tr::tr("There is no era %1.").arg(e.id));
    return write([&](Edit &edit) -> Status {
        if (Status s = writeEra(m_db, *row, e, false); !s)
            return s;
        return edit.record(Entity::Era, ChangeKind::Changed, e.id);
    });
}

Status SqliteRepository::removeEra(const QString &id)
{
    const auto row = rowOf(m_db, "eras", id);
    if (!row)
        return Status::failure(Tr::tr("There is no era %1.").arg(id));
    if (used(m_db, "SELECT 1 FROM events WHERE era_id = ?1 LIMIT 1", *row))
        return Status::failure(Tr::tr("Era %1 still holds events.").arg(id));
    return write([&](Edit &edit) -> Status {
        if (Status s = execute(m_db, "DELETE FROM eras WHERE id = ?1", {*row}); !s)
            return s;
        return edit.record(Entity::Era, ChangeKind::Removed, id);
    });
}

// --- the route -----------------------------------------------------------------

Result<QList<RouteLeg>> SqliteRepository::route() const
{
    auto legs = query(m_db,
        "SELECT l.seq, f.key, t.key, l.depart, l.arrive, l.mode, l.inferred, l.note FROM route_legs l "
        "JOIN places f ON f.id = l.from_place JOIN places t ON t.id = l.to_place ORDER BY l.seq");
    if (!legs)
        return fail<QList<RouteLeg>>(legs.error());
    QList<RouteLeg> out;
    while (legs.value().step()) {
        const Statement &st = legs.value();
        RouteLeg l;
        l.seq = int(st.int64(0));
        l.fromPlaceId = st.text(1);
        l.toPlaceId = st.text(2);
        if (auto d = HistoricalDate::parse(st.text(3)))
            l.depart = d.value();
        if (auto d = HistoricalDate::parse(st.text(4)))
            l.arrive = d.value();
        l.mode = st.text(5) == u"sea" ? TravelMode::Sea : TravelMode::Land;
        l.inferred = st.int64(6) != 0;
        l.note = st.text(7);
        auto wp = query(m_db,
            "SELECT w.lat, w.lon, p.key, w.inferred FROM route_waypoints w "
            "LEFT JOIN places p ON p.id = w.place_id WHERE w.leg_seq = ?1 ORDER BY w.idx",
            {std::int64_t(l.seq)});
        if (!wp)
            return fail<QList<RouteLeg>>(wp.error());
        while (wp.value().step())
            l.waypoints << Waypoint {
                wp.value().real(0), wp.value().real(1), wp.value().text(2), wp.value().int64(3) != 0};
        out << l;
    }
    return out;
}

Status SqliteRepository::setRouteLeg(const RouteLeg &l)
{
    const auto from = rowOf(m_db, "places", l.fromPlaceId), to = rowOf(m_db, "places", l.toPlaceId);
    if (!from || !to)
        return Status::failure(Tr::tr("A route leg must go from a known place to a known place."));
    if (!l.depart.isValid() || !l.arrive.isValid())
        return Status::failure(Tr::tr("A route leg needs a departure and an arrival date (EDTF)."));
    const QString key = QString::number(l.seq);
    const bool existed = exists(Entity::RouteLeg, key);
    return write([&](Edit &edit) -> Status {
        if (Status s = execute(m_db, "DELETE FROM route_waypoints WHERE leg_seq = ?1", {std::int64_t(l.seq)}); !s)
            return s;
        if (Status s = execute(m_db,
                "INSERT OR REPLACE INTO route_legs (seq, from_place, to_place, depart, arrive, mode, "
                "inferred, note) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)",
                {std::int64_t(l.seq), *from, *to, l.depart.toEdtf(), l.arrive.toEdtf(),
                    QString::fromLatin1(l.mode == TravelMode::Sea ? "sea" : "land"), std::int64_t(l.inferred), l.note});
            !s)
            return s;
        for (qsizetype i = 0; i < l.waypoints.size(); ++i) {
            const Waypoint &w = l.waypoints[i];
            Value place = Null {};
            if (!w.placeId.isEmpty()) {
                const auto p = rowOf(m_db, "places", w.placeId);
                if (!p)
                    return Status::failure(Tr::tr("There is no place %1.").arg(w.placeId));
                place = *p;
            }
            if (Status s = execute(m_db,
                    "INSERT INTO route_waypoints (leg_seq, idx, lat, lon, place_id, inferred) "
                    "VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
                    {std::int64_t(l.seq), std::int64_t(i), w.lat, w.lon, place, std::int64_t(w.inferred)});
                !s)
                return s;
        }
        return edit.record(Entity::RouteLeg, existed ? ChangeKind::Changed : ChangeKind::Added, key);
    });
}

Status SqliteRepository::removeRouteLeg(int seq)
{
    const QString key = QString::number(seq);
    if (!exists(Entity::RouteLeg, key))
        return Status::failure(Tr::tr("There is no route leg %1.").arg(seq));
    return write([&](Edit &edit) -> Status {
        if (Status s = execute(m_db, "DELETE FROM route_waypoints WHERE leg_seq = ?1", {std::int64_t(seq)}); !s)
            return s;
        if (Status s = execute(m_db, "DELETE FROM route_legs WHERE seq = ?1", {std::int64_t(seq)}); !s)
            return s;
        return edit.record(Entity::RouteLeg, ChangeKind::Removed, key);
    });
}

} // namespace parallax::db
