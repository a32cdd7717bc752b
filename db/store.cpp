#include "store.h"

#include "searchindex.h"

#include <core/textoffsets.h>

#include <sqlite3.h>

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QLoggingCategory>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QTemporaryFile>

#include <cstdio>
#include <numeric>
#include <vector>
#include <thread>

Q_LOGGING_CATEGORY(lcStore, "parallax.db.store", QtInfoMsg)

namespace parallax::db {

namespace {

QString tr(const char *s)
{
    return QCoreApplication::translate("parallax::db::Store", s);
}

Status stepFailed(const Statement &st, const QString &what)
{
    return Status::failure(tr("writing %1 failed: %2").arg(what, st.error()));
}

template <typename Names>
Status writeNames(Statement &st, std::int64_t owner, const Names &names, const QString &what)
{
    for (auto it = names.begin(); it != names.end(); ++it) {
        st.bind(1, owner);
        st.bind(2, it.key());
        st.bind(3, it.value());
        if (!st.exec())
            return stepFailed(st, what);
    }
    return success();
}

void bindSpan(Statement &st, int first, const HistoricalDate &d)
{
    if (!d.isValid()) {
        st.bindNull(first);
        st.bindNull(first + 1);
        return;
    }
    const AxisSpan s = d.span();
    st.bind(first, s.start);
    st.bind(first + 1, s.end);
}

HistoricalDate parsed(const QString &edtf)
{
    if (edtf.isEmpty())
        return {};
    auto r = HistoricalDate::parse(edtf);
    return r ? r.value() : HistoricalDate();
}

} // namespace

namespace {

// What one connection writes. writeCorpus() writes everything; a parallel
// build writes the rows in the database and the search index in a scratch one.
enum Part {
    Rows = 1,
    Accounts = 2,
    SearchText = 4, // events, glosses, names
    SearchPassages = 8, // the source texts, and the passages table
    AllParts = Rows | Accounts | SearchText | SearchPassages
};

Status writeParts(Database &db, const Corpus &corpus, int parts)
{
    sqlite3 *h = db.handle();
    Transaction tx(db);
    if (!tx.isActive())
        return Status::failure(tr("cannot start a transaction on %1").arg(db.path()));

    QHash<QString, std::int64_t> sourceIds, placeIds, personIds, eraIds;
    QElapsedTimer timer;
    timer.start();

    // Secondary indexes are built once at the end, far faster than row by row.
    QStringList indexes;
    if (parts & Rows)
        indexes << QStringLiteral("events_by_place ON events(place_id, t_start)");
    if (parts & Accounts)
        indexes << QStringLiteral("accounts_by_source ON accounts(source_id, q_start)");
    for (const QString &index : indexes)
        if (Status s = db.execScript(QStringLiteral("DROP INDEX IF EXISTS %1;").arg(index.section(u' ', 0, 0))); !s)
            return s;

    // The search index is written beside the rows, from the same values.
    // Without the rows (a parallel build's scratch database), each row id is
    // what that row gets in a new database: 1, 2, 3… in corpus order.
    SearchIndexWriter search(db);
    const bool rows = parts & Rows, accounts = parts & Accounts, searched = parts & SearchText,
               passages = parts & SearchPassages;
    std::int64_t accountPosition = 0;
    if (rows) {
        Statement info(h, "INSERT OR REPLACE INTO corpus_info (key, value) VALUES (?1, ?2)");
        const QList<std::pair<QString, QString>> entries = {{QStringLiteral("id"), corpus.id},
                                                             {QStringLiteral("title"), corpus.title}};
        for (const auto &[k, v] : entries) {
            info.bind(1, k);
            info.bind(2, v);
            if (!info.exec())
                return stepFailed(info, QStringLiteral("corpus info"));
        }
    }
    {
        Statement st(h, "INSERT INTO sources (key, title, language, file, provenance, body, body_length) "
                        "VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)");
        std::int64_t id = 0;
        for (const Source &s : corpus.sources) {
            ++id;
            if (rows) {
                st.bind(1, s.id);
                st.bind(2, s.title);
                st.bind(3, s.language);
                st.bind(4, s.file);
                st.bind(5, s.provenance);
                st.bind(6, s.text);
                st.bind(7, std::int64_t(codePointCount(s.text)));
                if (!st.exec())
                    return stepFailed(st, tr("source %1").arg(s.id));
                id = sqlite3_last_insert_rowid(h);
            }
            sourceIds.insert(s.id, id);
            if (passages)
                if (Status st2 = search.source(id, s.text); !st2)
                    return st2;
        }
    }
    {
        Statement st(h, "INSERT INTO places (key, lat, lon) VALUES (?1, ?2, ?3)");
        Statement names(h, "INSERT INTO place_names (place_id, lang, name) VALUES (?1, ?2, ?3)");
        std::int64_t id = 0;
        for (const Place &p : corpus.places) {
            ++id;
            if (rows) {
                st.bind(1, p.id);
                st.bind(2, p.lat);
                st.bind(3, p.lon);
                if (!st.exec())
                    return stepFailed(st, tr("place %1").arg(p.id));
                id = sqlite3_last_insert_rowid(h);
                if (Status s = writeNames(names, id, p.names, tr("place %1").arg(p.id)); !s)
                    return s;
            }
            placeIds.insert(p.id, id);
            if (searched)
                if (Status s = search.place(id, QStringList(p.names.values()).join(u' ')); !s)
                    return s;
        }
    }
    {
        Statement st(h, "INSERT INTO people (key) VALUES (?1)");
        Statement names(h, "INSERT INTO person_names (person_id, lang, name) VALUES (?1, ?2, ?3)");
        std::int64_t id = 0;
        for (const Person &p : corpus.people) {
            ++id;
            if (rows) {
                st.bind(1, p.id);
                if (!st.exec())
                    return stepFailed(st, tr("person %1").arg(p.id));
                id = sqlite3_last_insert_rowid(h);
                if (Status s = writeNames(names, id, p.names, tr("person %1").arg(p.id)); !s)
                    return s;
            }
            personIds.insert(p.id, id);
            if (searched)
                if (Status s = search.person(id, QStringList(p.names.values()).join(u' ')); !s)
                    return s;
        }
    }
    if (rows) {
        Statement st(h, "INSERT INTO eras (key, name_en, name_zh, date, t_start, t_end, color) "
                        "VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)");
        for (const Era &e : corpus.eras) {
            st.bind(1, e.id);
            st.bind(2, e.names.value(QStringLiteral("en")));
            st.bind(3, e.names.value(QStringLiteral("zh")));
            st.bind(4, e.date.toEdtf());
            bindSpan(st, 5, e.date);
            st.bind(7, e.color);
            if (!st.exec())
                return stepFailed(st, tr("era %1").arg(e.id));
            eraIds.insert(e.id, sqlite3_last_insert_rowid(h));
        }
    }
    {
        Statement ev(h, "INSERT INTO events (key, title_en, title_zh, summary_en, date, t_start, t_end, precision, "
                        "place_id, category, era_id, importance) "
                        "VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12)");
        Statement who(h, "INSERT INTO event_people (event_id, person_id) VALUES (?1, ?2)");
        Statement acc(h, "INSERT INTO accounts (event_id, source_id, ordinal, quote, q_start, q_end, claimed_date, "
                         "c_start, c_end, date_text, gloss_en, note_en) "
                         "VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12)");
        std::int64_t eventRow = 0;
        for (const Event &e : corpus.events) {
            ++eventRow;
            if (rows) {
                ev.bind(1, e.id);
                ev.bind(2, e.titles.value(QStringLiteral("en")));
                ev.bind(3, e.titles.value(QStringLiteral("zh")));
                ev.bind(4, e.summaryEn);
                ev.bind(5, e.date.toEdtf());
                bindSpan(ev, 6, e.date);
                ev.bind(8, int(e.date.precision()));
                if (e.placeId.isEmpty())
                    ev.bindNull(9);
                else
                    ev.bind(9, placeIds.value(e.placeId));
                ev.bind(10, e.category);
                if (e.eraId.isEmpty())
                    ev.bindNull(11);
                else
                    ev.bind(11, eraIds.value(e.eraId));
                ev.bind(12, int(e.importance));
                if (!ev.exec())
                    return stepFailed(ev, tr("event %1").arg(e.id));
                eventRow = sqlite3_last_insert_rowid(h);
            }
            if (searched)
                if (Status s = search.event(eventRow, eventSearchText(e.titles.value(QStringLiteral("en")),
                                                                      e.titles.value(QStringLiteral("zh")), e.summaryEn));
                    !s)
                    return s;
            for (const QString &p : rows ? e.personIds : QStringList()) {
                who.bind(1, eventRow);
                who.bind(2, personIds.value(p));
                if (!who.exec())
                    return stepFailed(who, tr("people of event %1").arg(e.id));
            }
            int ordinal = 0;
            for (const Account &a : e.accounts) {
                std::int64_t accountRow = ++accountPosition;
                if (accounts) {
                    acc.bind(1, eventRow);
                    acc.bind(2, sourceIds.value(a.sourceId));
                    acc.bind(3, ordinal++);
                    acc.bind(4, a.quote);
                    acc.bind(5, std::int64_t(a.start));
                    acc.bind(6, std::int64_t(a.end));
                    acc.bind(7, a.claimedDate.isValid() ? a.claimedDate.toEdtf() : QString());
                    bindSpan(acc, 8, a.claimedDate);
                    acc.bind(10, a.dateText);
                    acc.bind(11, a.glossEn);
                    acc.bind(12, a.noteEn);
                    if (!acc.exec())
                        return stepFailed(acc, tr("account %1 of event %2").arg(ordinal).arg(e.id));
                    accountRow = sqlite3_last_insert_rowid(h);
                }
                if (searched)
                    if (Status s = search.account(accountRow, accountSearchText(a.glossEn, a.noteEn)); !s)
                        return s;
            }
        }
    }
    if (rows) {
        Statement leg(h, "INSERT INTO route_legs (seq, from_place, to_place, depart, arrive, mode, inferred, note) "
                         "VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)");
        Statement wp(h, "INSERT INTO route_waypoints (leg_seq, idx, lat, lon, place_id, inferred) "
                        "VALUES (?1, ?2, ?3, ?4, ?5, ?6)");
        for (const RouteLeg &l : corpus.route) {
            leg.bind(1, l.seq);
            leg.bind(2, placeIds.value(l.fromPlaceId));
            leg.bind(3, placeIds.value(l.toPlaceId));
            leg.bind(4, l.depart.toEdtf());
            leg.bind(5, l.arrive.toEdtf());
            leg.bind(6, l.mode == TravelMode::Sea ? QStringLiteral("sea") : QStringLiteral("land"));
            leg.bind(7, l.inferred ? 1 : 0);
            leg.bind(8, l.note);
            if (!leg.exec())
                return stepFailed(leg, tr("route leg %1").arg(l.seq));
            int idx = 0;
            for (const Waypoint &w : l.waypoints) {
                wp.bind(1, l.seq);
                wp.bind(2, idx++);
                wp.bind(3, w.lat);
                wp.bind(4, w.lon);
                if (w.placeId.isEmpty())
                    wp.bindNull(5);
                else
                    wp.bind(5, placeIds.value(w.placeId));
                wp.bind(6, w.inferred ? 1 : 0);
                if (!wp.exec())
                    return stepFailed(wp, tr("waypoint %1 of leg %2").arg(idx).arg(l.seq));
            }
        }
    }
    qCDebug(lcStore) << "rows written in" << timer.elapsed() << "ms, parts" << parts;
    for (const QString &index : indexes) {
        if (Status s = db.execScript(QStringLiteral("CREATE INDEX %1;").arg(index)); !s)
            return Status::failure(tr("building indexes failed: %1").arg(s.error()));
        qCDebug(lcStore) << index << timer.elapsed() << "ms";
    }
    if (Status s = search.finish(); !s)
        return Status::failure(tr("building the search index failed: %1").arg(s.error()));
    qCDebug(lcStore) << "rows, search index and indexes written in" << timer.restart() << "ms";
    Status committed = tx.commit();
    qCDebug(lcStore) << "committed in" << timer.elapsed() << "ms";
    return committed;
}

} // namespace

Status writeCorpus(Database &db, const Corpus &corpus)
{
    return writeParts(db, corpus, AllParts);
}

namespace {

// Copies what a parallel build wrote in its scratch database into the main
// one. INSERT … SELECT * between tables of one definition copies records
// and index entries as they are, without re-encoding or re-indexing them
// (SQLite's transfer optimisation, which foreign key checks would disable:
// the corpus was validated before the build began). The search tables are
// contentless FTS5 tables, all of whose state lives in their _data and _idx
// tables; both databases were made by the same migrations, so copying those
// moves the whole index.
// The scratch index was written for the row ids a new database gives in
// corpus order (1, 2, 3…); that is checked before anything is copied.
Status mergeScratch(Database &db, const Corpus &corpus, const QString &scratchPath)
{
    qsizetype accounts = 0;
    for (const Event &e : corpus.events)
        accounts += e.accounts.size();
    if (db.scalar("SELECT ifnull(max(id), 0) FROM events").toLongLong() != corpus.events.size()
        || db.scalar("SELECT ifnull(max(id), 0) FROM accounts").toLongLong() != accounts
        || db.scalar("SELECT ifnull(max(id), 0) FROM sources").toLongLong() != corpus.sources.size()
        || db.scalar("SELECT ifnull(max(id), 0) FROM places").toLongLong() != corpus.places.size()
        || db.scalar("SELECT ifnull(max(id), 0) FROM people").toLongLong() != corpus.people.size())
        return Status::failure(tr("the new database's rows are not numbered as the search index expects"));
    if (Status s = db.execScript(QStringLiteral("PRAGMA foreign_keys = OFF;")); !s)
        return s;
    // FTS5's own tables are written directly here: allowed unless the
    // connection is in defensive mode, which some builds switch on by default.
    sqlite3_db_config(db.handle(), SQLITE_DBCONFIG_DEFENSIVE, 0, nullptr);
    {
        Statement attach(db.handle(), "ATTACH DATABASE ?1 AS scratch");
        attach.bind(1, scratchPath);
        if (!attach.exec())
            return Status::failure(tr("cannot open the scratch database: %1").arg(attach.error()));
    }
    auto failed = [&](const QString &why) {
        (void)db.execScript(QStringLiteral("ROLLBACK; DETACH DATABASE scratch;"));
        return Status::failure(tr("putting the database together failed: %1").arg(why));
    };
    QString sql = QStringLiteral("BEGIN IMMEDIATE;"
                                 "INSERT INTO main.passages SELECT * FROM scratch.passages;");
    for (const char *table : {"search_events", "search_names", "search_passages"})
        for (const char *shadow : {"_data", "_idx"})
            sql += QStringLiteral("DELETE FROM main.%1%2; INSERT INTO main.%1%2 SELECT * FROM scratch.%1%2;")
                       .arg(QLatin1String(table), QLatin1String(shadow));
    sql += QStringLiteral("COMMIT; DETACH DATABASE scratch; PRAGMA foreign_keys = ON;");
    if (Status s = db.execScript(sql); !s)
        return failed(s.error());
    return success();
}

} // namespace

Status buildDatabase(const Corpus &corpus, const QString &path, bool replace)
{
    const QFileInfo target(path);
    if (target.exists() && !replace)
        return Status::failure(tr("%1 already exists; use --replace to replace it.").arg(path));
    if (target.exists() && !target.isFile())
        return Status::failure(tr("%1 exists and is not a file.").arg(path));

    // Reserve a unique temporary name beside the target, so the final rename
    // is atomic on one file system.
    QString tmpPath;
    {
        QTemporaryFile reserve(target.absolutePath() + QStringLiteral("/.") + target.fileName()
                               + QStringLiteral(".XXXXXX.tmp"));
        reserve.setAutoRemove(false);
        if (!reserve.open())
            return Status::failure(tr("cannot write in %1: %2").arg(target.absolutePath(), reserve.errorString()));
        tmpPath = reserve.fileName();
    }
    QFile::remove(tmpPath);
    // The search index is written by a second thread into a scratch
    // database while this one writes the rows; then the index is copied in.
    // On two cores this takes a 1M-event import from about 19 s to 11 s.
    const QString scratchPath = tmpPath + QStringLiteral(".part");
    auto cleanup = [&] {
        for (const QString &p : {tmpPath, scratchPath})
            for (const QString &suffix : {QString(), QStringLiteral("-journal")})
                QFile::remove(p + suffix);
    };
    // The temporary files are ours alone until the rename: no need to sync
    // each step. A crash leaves only temporary files that are never used, so
    // the build needs no rollback journal either.
    const QString pragmas = QStringLiteral("PRAGMA synchronous = OFF; PRAGMA journal_mode = OFF;");
    // 64 MB of page cache each. More only costs fresh memory, which is slow
    // to come by on virtual machines (measured: 400 MB made a 1M import 2 s slower).
    const QString kCache = QStringLiteral("PRAGMA cache_size = -64000;");
    {
        auto db = Database::create(tmpPath);
        auto scratch = db ? Database::create(scratchPath) : Result<std::unique_ptr<Database>>::failure(db.error());
        if (!scratch) {
            cleanup();
            return Status::failure(scratch.error());
        }
        QElapsedTimer timer;
        timer.start();
        Status scratchWritten = success();
        std::thread worker([&] {
            // Passages there name sources that only the other database has:
            // no foreign keys in the scratch one.
            (void)scratch.value()->execScript(pragmas
                                              + QStringLiteral("PRAGMA foreign_keys = OFF;") + kCache);
            scratchWritten = writeParts(*scratch.value(), corpus, SearchText | SearchPassages);
            scratch.value().reset();
        });
        // The corpus was validated and every id comes from the maps built
        // here: foreign key checks (two lookups per row) would only repeat
        // that. checkDatabase() runs PRAGMA foreign_key_check on demand.
        (void)db.value()->execScript(pragmas + kCache + QStringLiteral("PRAGMA foreign_keys = OFF;"));
        Status written = writeParts(*db.value(), corpus, Rows | Accounts);
        worker.join();
        qCDebug(lcStore) << "both parts written in" << timer.restart() << "ms";
        if (written && !scratchWritten)
            written = scratchWritten;
        if (written)
            written = mergeScratch(*db.value(), corpus, scratchPath);
        qCDebug(lcStore) << "put together in" << timer.elapsed() << "ms";
        if (!written) {
            db.value().reset();
            cleanup();
            return written;
        }
    }
    QFile::remove(scratchPath);
    if (std::rename(QFile::encodeName(tmpPath).constData(), QFile::encodeName(target.absoluteFilePath()).constData())
        != 0) {
        cleanup();
        return Status::failure(tr("cannot move the new database into place at %1").arg(path));
    }
    return success();
}

Result<Corpus> readCorpus(const Database &db)
{
    sqlite3 *h = db.handle();
    Corpus c;
    c.id = db.scalar("SELECT value FROM corpus_info WHERE key = 'id'");
    c.title = db.scalar("SELECT value FROM corpus_info WHERE key = 'title'");
    QHash<std::int64_t, QString> sourceKeys, placeKeys, personKeys, eraKeys;
    {
        Statement st(h, "SELECT id, key, title, language, file, provenance, body FROM sources ORDER BY id");
        while (st.step()) {
            sourceKeys.insert(st.int64(0), st.text(1));
            c.sources.append({st.text(1), st.text(2), st.text(3), st.text(4), st.text(5), st.text(6)});
        }
    }
    {
        Statement st(h, "SELECT p.id, p.key, p.lat, p.lon, n.lang, n.name FROM places p "
                        "LEFT JOIN place_names n ON n.place_id = p.id ORDER BY p.id");
        while (st.step()) {
            if (c.places.isEmpty() || c.places.back().id != st.text(1)) {
                placeKeys.insert(st.int64(0), st.text(1));
                c.places.append({st.text(1), {}, st.real(2), st.real(3)});
            }
            if (!st.isNull(4))
                c.places.back().names.insert(st.text(4), st.text(5));
        }
    }
    {
        Statement st(h, "SELECT p.id, p.key, n.lang, n.name FROM people p "
                        "LEFT JOIN person_names n ON n.person_id = p.id ORDER BY p.id");
        while (st.step()) {
            if (c.people.isEmpty() || c.people.back().id != st.text(1)) {
                personKeys.insert(st.int64(0), st.text(1));
                c.people.append({st.text(1), {}});
            }
            if (!st.isNull(2))
                c.people.back().names.insert(st.text(2), st.text(3));
        }
    }
    {
        Statement st(h, "SELECT id, key, name_en, name_zh, date, color FROM eras ORDER BY t_start, id");
        while (st.step()) {
            eraKeys.insert(st.int64(0), st.text(1));
            Era e{st.text(1), {{QStringLiteral("en"), st.text(2)}}, parsed(st.text(4)), st.text(5)};
            if (!st.text(3).isEmpty())
                e.names.insert(QStringLiteral("zh"), st.text(3));
            c.eras.append(e);
        }
    }
    // Events come out in id order and are put in time order here: sorting
    // in memory is cheaper than keeping an index on time that nothing else
    // reads (and building it cost a large import a second).
    QHash<std::int64_t, qsizetype> eventIndex;
    std::vector<std::int64_t> starts;
    {
        Statement st(h, "SELECT id, key, title_en, title_zh, summary_en, date, place_id, category, era_id, importance, "
                        "t_start FROM events ORDER BY id");
        while (st.step()) {
            starts.push_back(st.int64(10));
            Event e;
            e.id = st.text(1);
            e.titles.insert(QStringLiteral("en"), st.text(2));
            if (!st.text(3).isEmpty())
                e.titles.insert(QStringLiteral("zh"), st.text(3));
            e.summaryEn = st.text(4);
            e.date = parsed(st.text(5));
            e.placeId = placeKeys.value(st.int64(6));
            e.category = st.text(7);
            e.eraId = eraKeys.value(st.int64(8));
            e.importance = Importance(std::clamp<std::int64_t>(st.int64(9), 0, 2));
            eventIndex.insert(st.int64(0), c.events.size());
            c.events.append(std::move(e));
        }
    }
    {
        Statement st(h, "SELECT event_id, person_id FROM event_people ORDER BY event_id, person_id");
        while (st.step())
            c.events[eventIndex.value(st.int64(0))].personIds.append(personKeys.value(st.int64(1)));
    }
    {
        // In id order: an event's accounts are written together, in order.
        Statement st(h, "SELECT event_id, source_id, quote, q_start, q_end, claimed_date, date_text, gloss_en, note_en, "
                        "ordinal FROM accounts ORDER BY id");
        QHash<qsizetype, QList<int>> ordinals; // only where they came out of order
        while (st.step()) {
            Account a;
            a.sourceId = sourceKeys.value(st.int64(1));
            a.quote = st.text(2);
            a.start = st.int64(3);
            a.end = st.int64(4);
            a.claimedDate = parsed(st.text(5));
            a.dateText = st.text(6);
            a.glossEn = st.text(7);
            a.noteEn = st.text(8);
            const qsizetype at = eventIndex.value(st.int64(0));
            QList<Account> &list = c.events[at].accounts;
            if (st.int64(9) != list.size() && !ordinals.contains(at)) {
                QList<int> seen;
                for (int i = 0; i < list.size(); ++i)
                    seen << i;
                ordinals.insert(at, seen);
            }
            if (ordinals.contains(at))
                ordinals[at] << int(st.int64(9));
            list.append(a);
        }
        // Rows written some other way: put each such event's accounts in order.
        for (auto it = ordinals.begin(); it != ordinals.end(); ++it) {
            QList<Account> &list = c.events[it.key()].accounts;
            std::vector<int> order(list.size());
            std::iota(order.begin(), order.end(), 0);
            std::stable_sort(order.begin(), order.end(), [&](int x, int y) { return it.value()[x] < it.value()[y]; });
            QList<Account> sorted;
            for (int i : order)
                sorted.append(list[i]);
            list = sorted;
        }
    }
    {
        std::vector<qsizetype> order(starts.size());
        std::iota(order.begin(), order.end(), 0);
        std::stable_sort(order.begin(), order.end(), [&](qsizetype a, qsizetype b) { return starts[a] < starts[b]; });
        QList<Event> sorted;
        sorted.reserve(c.events.size());
        for (qsizetype i : order)
            sorted.append(std::move(c.events[i]));
        c.events = std::move(sorted);
    }
    {
        Statement st(h, "SELECT seq, from_place, to_place, depart, arrive, mode, inferred, note FROM route_legs "
                        "ORDER BY seq");
        Statement wp(h, "SELECT lat, lon, place_id, inferred FROM route_waypoints WHERE leg_seq = ?1 ORDER BY idx");
        while (st.step()) {
            RouteLeg l;
            l.seq = int(st.int64(0));
            l.fromPlaceId = placeKeys.value(st.int64(1));
            l.toPlaceId = placeKeys.value(st.int64(2));
            l.depart = parsed(st.text(3));
            l.arrive = parsed(st.text(4));
            l.mode = st.text(5) == u"sea" ? TravelMode::Sea : TravelMode::Land;
            l.inferred = st.int64(6) != 0;
            l.note = st.text(7);
            wp.bind(1, l.seq);
            while (wp.step())
                l.waypoints.append({wp.real(0), wp.real(1), wp.isNull(2) ? QString() : placeKeys.value(wp.int64(2)),
                                    wp.int64(3) != 0});
            wp.reset();
            c.route.append(l);
        }
    }
    return c;
}

CheckReport checkDatabase(const Database &db)
{
    CheckReport r;
    r.schemaVersion = db.schemaVersion();
    {
        Statement st(db.handle(), "PRAGMA integrity_check");
        QStringList lines;
        while (st.step())
            lines << st.text(0);
        if (!st.error().isEmpty())
            lines << st.error();
        r.integrity = lines.join(QStringLiteral("; "));
    }
    {
        Statement st(db.handle(), "PRAGMA foreign_key_check");
        while (st.step())
            r.foreignKeyProblems << QStringLiteral("%1 row %2 -> %3").arg(st.text(0), st.text(1), st.text(2));
    }
    for (const char *table : {"sources", "places", "people", "eras", "events", "accounts", "route_legs",
                              "route_waypoints", "passages"}) {
        const QByteArray sql = QByteArray("SELECT count(*) FROM ") + table;
        r.counts.insert(QString::fromLatin1(table), db.scalar(sql.constData()).toLongLong());
    }
    return r;
}

} // namespace parallax::db
