#include "names.h"

#include <QCoreApplication>
#include <QHash>

namespace parallax::db {

namespace {

// lupdate and the running program agree on this context.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(parallax::db::Store)
};

bool isColumnLanguage(const QString &lang)
{
    return lang == u"en" || lang == u"zh";
}

Status failed(const Statement &st, const QString &what)
{
    return Status::failure(Tr::tr("writing %1 failed: %2").arg(what, st.error()));
}

// Titles or names in the languages without a column of their own.
Status writeOtherLanguages(Statement &st, const QString &key, const LocalizedNames &names, const QString &what)
{
    for (auto it = names.begin(); it != names.end(); ++it) {
        if (isColumnLanguage(it.key()))
            continue;
        st.bind(1, key);
        st.bind(2, it.key());
        st.bind(3, it.value());
        if (!st.exec())
            return failed(st, what);
    }
    return success();
}

Status writeVariants(Statement &st, const QString &key, const QList<NameVariant> &variants, const QString &what)
{
    int idx = 0;
    for (const NameVariant &v : variants) {
        st.bind(1, key);
        st.bind(2, idx++);
        st.bind(3, v.lang);
        st.bind(4, v.name);
        st.bind(5, v.sourceIds.join(u' '));
        st.bind(6, v.note);
        if (!st.exec())
            return failed(st, what);
    }
    return success();
}

struct Writers
{
    Statement eventTitle, eraName, placeVariant, personVariant, background;
};

Status prepareWriters(sqlite3 *db, Writers *w)
{
    return Statement::prepareAll(db,
        {{&w->eventTitle,
             "INSERT INTO event_titles (event_id, lang, title) "
             "SELECT id, ?2, ?3 FROM events WHERE key = ?1"},
            {&w->eraName, "INSERT INTO era_names (era_id, lang, name) SELECT id, ?2, ?3 FROM eras WHERE key = ?1"},
            {&w->placeVariant,
                "INSERT INTO place_variants (place_id, idx, lang, name, sources, note) "
                "SELECT id, ?2, ?3, ?4, ?5, ?6 FROM places WHERE key = ?1"},
            {&w->personVariant,
                "INSERT INTO person_variants (person_id, idx, lang, name, sources, note) "
                "SELECT id, ?2, ?3, ?4, ?5, ?6 FROM people WHERE key = ?1"},
            {&w->background, "UPDATE eras SET background = 1 WHERE key = ?1"}});
}

// Rows of (key, …) from `sql`, handed to `fn(statement)`.
template <typename Fn> Status eachRow(sqlite3 *db, const char *sql, Fn fn)
{
    auto st = Statement::prepare(db, sql);
    if (!st)
        return Status::failure(st.error());
    while (st.value().step())
        fn(st.value());
    return st.value().finished();
}

NameVariant variantOf(const Statement &st)
{
    return {st.text(3), st.text(2), st.text(4).split(u' ', Qt::SkipEmptyParts), st.text(5)};
}

} // namespace

Status writeNameExtras(sqlite3 *db, const Corpus &corpus)
{
    Writers w;
    if (Status s = prepareWriters(db, &w); !s)
        return s;
    for (const Event &e : corpus.events)
        if (Status s = writeOtherLanguages(w.eventTitle, e.id, e.titles, Tr::tr("titles of event %1").arg(e.id)); !s)
            return s;
    for (const Era &e : corpus.eras) {
        if (Status s = writeOtherLanguages(w.eraName, e.id, e.names, Tr::tr("names of era %1").arg(e.id)); !s)
            return s;
        if (e.background) {
            w.background.bind(1, e.id);
            if (!w.background.exec())
                return failed(w.background, Tr::tr("era %1").arg(e.id));
        }
    }
    for (const Place &p : corpus.places)
        if (Status s = writeVariants(w.placeVariant, p.id, p.variants, Tr::tr("names of place %1").arg(p.id)); !s)
            return s;
    for (const Person &p : corpus.people)
        if (Status s = writeVariants(w.personVariant, p.id, p.variants, Tr::tr("names of person %1").arg(p.id)); !s)
            return s;
    return success();
}

Status readNameExtras(sqlite3 *db, Corpus *corpus)
{
    QHash<QString, qsizetype> events, eras, places, people;
    // Events by key only when a title in another language is there to place
    // (a million keys cost more than the rest of this step).
    auto eventsByKey = [&]() -> const QHash<QString, qsizetype> & {
        if (events.isEmpty())
            for (qsizetype i = 0; i < corpus->events.size(); ++i)
                events.insert(corpus->events[i].id, i);
        return events;
    };
    for (qsizetype i = 0; i < corpus->eras.size(); ++i)
        eras.insert(corpus->eras[i].id, i);
    for (qsizetype i = 0; i < corpus->places.size(); ++i)
        places.insert(corpus->places[i].id, i);
    for (qsizetype i = 0; i < corpus->people.size(); ++i)
        people.insert(corpus->people[i].id, i);
    // Joined to their owners, so every row found has one.
    if (Status s = eachRow(db, "SELECT e.key, t.lang, t.title FROM event_titles t JOIN events e ON e.id = t.event_id",
            [&](const Statement &st) {
                const auto &byKey = eventsByKey();
                if (const auto it = byKey.find(st.text(0)); it != byKey.end()) {
                    corpus->events[*it].titles.insert(st.text(1), st.text(2));
                    dropCopiedEnglishTitle(corpus->events[*it].titles);
                }
            });
        !s)
        return s;
    if (Status s = eachRow(db, "SELECT e.key, n.lang, n.name FROM era_names n JOIN eras e ON e.id = n.era_id",
            [&](const Statement &st) {
                if (const auto it = eras.find(st.text(0)); it != eras.end())
                    corpus->eras[*it].names.insert(st.text(1), st.text(2));
            });
        !s)
        return s;
    if (Status s = eachRow(db, "SELECT key FROM eras WHERE background = 1",
            [&](const Statement &st) {
                if (const auto it = eras.find(st.text(0)); it != eras.end())
                    corpus->eras[*it].background = true;
            });
        !s)
        return s;
    if (Status s = eachRow(db,
            "SELECT p.key, v.idx, v.lang, v.name, v.sources, v.note FROM place_variants v "
            "JOIN places p ON p.id = v.place_id ORDER BY v.place_id, v.idx",
            [&](const Statement &st) {
                if (const auto it = places.find(st.text(0)); it != places.end())
                    corpus->places[*it].variants.append(variantOf(st));
            });
        !s)
        return s;
    return eachRow(db,
        "SELECT p.key, v.idx, v.lang, v.name, v.sources, v.note FROM person_variants v "
        "JOIN people p ON p.id = v.person_id ORDER BY v.person_id, v.idx",
        [&](const Statement &st) {
            if (const auto it = people.find(st.text(0)); it != people.end())
                corpus->people[*it].variants.append(variantOf(st));
        });
}

QString searchableNames(const LocalizedNames &names, const QList<NameVariant> &variants)
{
    QStringList all = names.values();
    // Every form, as rebuildSearchIndex() joins them (names, then forms), so
    // that an imported index and a rebuilt one hold the same terms.
    for (const NameVariant &v : variants)
        all << v.name;
    return all.join(u' ');
}

} // namespace parallax::db
