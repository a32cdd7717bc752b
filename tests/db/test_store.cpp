#include "../qtprint.h"
#include "testutil.h"

#include <core/synthetic.h>
#include <core/textoffsets.h>
#include <db/corpusloader.h>
#include <db/jsonexport.h>
#include <db/search.h>
#include <db/store.h>
#include <db/userdata.h>

#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

using namespace parallax;
using namespace parallax::db;

TEST(Store, RoundTripKeepsEverything)
{
    const auto loaded = loadCorpusFolder(bundledCorpusPath());
    ASSERT_TRUE(loaded.ok());
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("n.sqlite"));
    ASSERT_TRUE(buildDatabase(loaded.corpus, path, false).ok());
    auto db = Database::open(path, Database::Access::ReadOnly);
    ASSERT_TRUE(db.ok()) << db.error().toStdString();
    auto back = readCorpus(*db.value());
    ASSERT_TRUE(back.ok()) << back.error().toStdString();
    const Corpus &a = loaded.corpus;
    const Corpus &b = back.value();
    EXPECT_EQ(a.title, b.title);
    ASSERT_EQ(a.events.size(), b.events.size());
    ASSERT_EQ(a.sources.size(), b.sources.size());
    EXPECT_EQ(a.sources[1].text, b.sources[1].text);
    for (const Event &e : a.events) {
        const Event *f = nullptr;
        for (const Event &g : b.events)
            if (g.id == e.id)
                f = &g;
        ASSERT_NE(f, nullptr) << e.id.toStdString();
        EXPECT_EQ(f->date, e.date);
        EXPECT_EQ(f->titles, e.titles);
        EXPECT_EQ(f->placeId, e.placeId);
        EXPECT_EQ(f->personIds().size(), e.personIds().size());
        ASSERT_EQ(f->accounts.size(), e.accounts.size());
        for (int i = 0; i < e.accounts.size(); ++i) {
            EXPECT_EQ(f->accounts[i].quote(), e.accounts[i].quote());
            EXPECT_EQ(f->accounts[i].start, e.accounts[i].start);
            EXPECT_EQ(f->accounts[i].claimedDate, e.accounts[i].claimedDate);
            EXPECT_EQ(f->accounts[i].noteEn(), e.accounts[i].noteEn());
        }
    }
    ASSERT_EQ(a.route.size(), b.route.size());
    EXPECT_EQ(a.route[3].waypoints.size(), b.route[3].waypoints.size());
    const CheckReport r = checkDatabase(*db.value());
    EXPECT_TRUE(r.ok()) << r.integrity.toStdString() << " | " << r.schemaProblems.join(u';').toStdString() << " | "
                        << r.contentProblems.join(u';').toStdString() << " | "
                        << r.searchProblems.join(u';').toStdString();
    EXPECT_EQ(r.counts.value(QStringLiteral("events")), a.events.size());
}

// Events come back in time order and each event's accounts in their own
// order, whatever order the rows were stored in.
TEST(Store, ReadsEventsByTimeAndAccountsByOrdinal)
{
    const auto loaded = loadCorpusFolder(bundledCorpusPath());
    ASSERT_TRUE(loaded.ok());
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("o.sqlite"));
    ASSERT_TRUE(buildDatabase(loaded.corpus, path, false).ok());
    auto db = Database::open(path, Database::Access::ReadWrite);
    ASSERT_TRUE(db.ok());
    // Swap the two accounts of the first event that has two or more: the
    // row written first now claims to come second.
    const QString event = db.value()->scalar("SELECT event_id FROM accounts GROUP BY event_id HAVING count(*) >= 2 "
                                             "ORDER BY event_id LIMIT 1");
    ASSERT_FALSE(event.isEmpty());
    ASSERT_TRUE(db.value()
                    ->execScript(QStringLiteral("UPDATE accounts SET ordinal = 1 - ordinal WHERE event_id = %1 "
                                                "AND ordinal IN (0, 1);")
                                     .arg(event))
                    .ok());
    const QString key
        = db.value()->scalar(QStringLiteral("SELECT key FROM events WHERE id = %1").arg(event).toUtf8().constData());
    auto back = readCorpus(*db.value());
    ASSERT_TRUE(back.ok());
    const Event *original = nullptr, *read = nullptr;
    for (const Event &e : loaded.corpus.events)
        if (e.id == key)
            original = &e;
    for (const Event &e : back.value().events)
        if (e.id == key)
            read = &e;
    ASSERT_TRUE(original && read);
    ASSERT_GE(read->accounts.size(), 2);
    EXPECT_EQ(read->accounts[0].quote(), original->accounts[1].quote());
    EXPECT_EQ(read->accounts[1].quote(), original->accounts[0].quote());
    for (qsizetype i = 1; i < back.value().events.size(); ++i)
        EXPECT_LE(back.value().events[i - 1].date.span().start, back.value().events[i].date.span().start);
}

TEST(Store, ReplaceIsAtomicAndRefusedWithoutTheFlag)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("r.sqlite"));
    SyntheticSpec spec;
    spec.events = 10;
    ASSERT_TRUE(buildDatabase(makeSyntheticCorpus(spec), path, false).ok());
    spec.events = 20;
    const auto refused = buildDatabase(makeSyntheticCorpus(spec), path, false);
    ASSERT_FALSE(refused.ok());
    EXPECT_TRUE(refused.error().contains(QStringLiteral("--replace")));
    ASSERT_TRUE(buildDatabase(makeSyntheticCorpus(spec), path, true).ok());
    auto db = Database::open(path, Database::Access::ReadOnly);
    ASSERT_TRUE(db.ok());
    EXPECT_EQ(db.value()->scalar("SELECT count(*) FROM events").toInt(), 20);
}

TEST(Store, AFailedWriteLeavesNothing)
{
    QTemporaryDir dir;
    auto db = Database::create(dir.filePath(QStringLiteral("f.sqlite")));
    ASSERT_TRUE(db.ok());
    SyntheticSpec spec;
    spec.events = 30;
    Corpus c = makeSyntheticCorpus(spec);
    c.events[20].id = c.events[3].id; // violates UNIQUE halfway through
    const Status s = writeCorpus(*db.value(), c);
    ASSERT_FALSE(s.ok());
    EXPECT_TRUE(s.error().contains(c.events[3].id)) << s.error().toStdString();
    EXPECT_EQ(db.value()->scalar("SELECT count(*) FROM events").toInt(), 0);
    EXPECT_EQ(db.value()->scalar("SELECT count(*) FROM sources").toInt(), 0);
}

TEST(Store, SearchIndexFindsChineseSubstrings)
{
    const auto loaded = loadCorpusFolder(bundledCorpusPath());
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("s.sqlite"));
    ASSERT_TRUE(buildDatabase(loaded.corpus, path, false).ok());
    auto db = Database::open(path, Database::Access::ReadOnly);
    ASSERT_TRUE(db.ok());
    // Three characters or more: the trigram index (events 16 to a row, see
    // db/searchindex.h), which says which rows hold every trigram of a text.
    auto count = [&](const char *sql) { return db.value()->scalar(sql).toInt(); };
    EXPECT_GE(count("SELECT count(*) FROM search_events WHERE search_events MATCH '\"枫丹白\" AND \"丹白露\"'"), 1);
    EXPECT_GE(count("SELECT count(*) FROM search_passages WHERE search_passages MATCH '\"圣赫勒\" AND \"赫勒拿\"'"), 1);
    EXPECT_GE(count("SELECT count(*) FROM search_names WHERE search_names MATCH '\"elb\" AND \"lba\"'"), 1);
    // (An expression the index refuses reads as an empty string, not as "0".)
    EXPECT_EQ(db.value()->scalar("SELECT count(*) FROM search_names WHERE search_names MATCH '\"zzz\" AND \"zzq\"'"),
        QStringLiteral("0"));
    // Every character begins a trigram, the last of a text too: "露" ends
    // 枫丹白露 in the place names, and the vocabulary has a term that begins with it.
    ASSERT_TRUE(db.value()
                    ->execScript(QStringLiteral(
                        "CREATE VIRTUAL TABLE temp.names_terms USING fts5vocab(main, search_names, instance);"))
                    .ok());
    EXPECT_GE(count("SELECT count(*) FROM temp.names_terms WHERE substr(term, 1, 1) = '露'"), 1);
    // Each passage row names a stretch of its source twice, in code points
    // and in the bytes of the stored text, and its words are read from there.
    auto prepared = Statement::prepare(db.value()->handle(),
        "SELECT s.body, p.start, p.end, passage_text(0, p.source_id, p.byte_start, p.byte_end), "
        "CAST(substr(CAST(s.body AS BLOB), p.byte_start + 1, p.byte_end - p.byte_start) AS TEXT) FROM passages p "
        "JOIN sources s ON s.id = p.source_id ORDER BY p.id");
    ASSERT_TRUE(prepared.ok()) << prepared.error().toStdString();
    Statement &st = prepared.value();
    int passages = 0;
    while (st.step()) {
        const QString source = st.text(0);
        const qsizetype at = utf16IndexFromCodePoint(source, st.int64(1));
        const qsizetype end = utf16IndexFromCodePoint(source, st.int64(2));
        EXPECT_EQ(QStringView(source).mid(at, end - at), st.text(3));
        EXPECT_EQ(st.text(3), st.text(4));
        EXPECT_FALSE(st.text(3).trimmed().isEmpty());
        ++passages;
    }
    EXPECT_GT(passages, 50);
}

TEST(JsonExport, HasTheDocumentedShape)
{
    const auto loaded = loadCorpusFolder(bundledCorpusPath());
    ASSERT_TRUE(loaded.ok());
    const QJsonObject root = QJsonDocument::fromJson(exportJson(loaded.corpus)).object();
    ASSERT_TRUE(root.value(QStringLiteral("sources")).isArray());
    const QJsonObject src = root.value(QStringLiteral("sources")).toArray().first().toObject();
    for (const char *k : {"id", "title", "language", "file"})
        EXPECT_TRUE(src.contains(QLatin1String(k))) << k;
    const QJsonObject place = root.value(QStringLiteral("places")).toArray().first().toObject();
    for (const char *k : {"id", "name_en", "lat", "lon"})
        EXPECT_TRUE(place.contains(QLatin1String(k))) << k;
    const QJsonArray events = root.value(QStringLiteral("events")).toArray();
    ASSERT_EQ(events.size(), loaded.corpus.events.size());
    QJsonObject poison;
    for (const auto &v : events)
        if (v.toObject().value(QStringLiteral("id")).toString() == u"poison-attempt")
            poison = v.toObject();
    ASSERT_FALSE(poison.isEmpty());
    for (const char *k : {"id", "title_en", "title_zh", "date", "place", "importance", "era", "accounts"})
        EXPECT_TRUE(poison.contains(QLatin1String(k))) << k;
    EXPECT_EQ(poison.value(QStringLiteral("date")).toString(), QStringLiteral("1814-04-12/1814-04-13"));
    const QJsonObject acc = poison.value(QStringLiteral("accounts")).toArray().first().toObject();
    for (const char *k : {"id", "source", "quote", "start", "end", "orphaned", "claimed_date", "date_text", "gloss_en"})
        EXPECT_TRUE(acc.contains(QLatin1String(k))) << k;
    EXPECT_EQ(acc.value(QStringLiteral("orphaned")), QJsonValue(false));
    EXPECT_EQ(acc.value(QStringLiteral("end")).toInt() - acc.value(QStringLiteral("start")).toInt(),
        acc.value(QStringLiteral("quote")).toString().toUcs4().size());
    const QJsonObject leg = root.value(QStringLiteral("route")).toArray().first().toObject();
    for (const char *k : {"seq", "from", "to", "depart", "arrive", "mode"})
        EXPECT_TRUE(leg.contains(QLatin1String(k))) << k;
}

TEST(UserData, FirstStartBuildsTheDatabaseAndNeverOverwrites)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("sub/parallax.sqlite"));
    auto made = ensureUserDatabase(path);
    ASSERT_TRUE(made.ok()) << made.error().toStdString();
    EXPECT_TRUE(Database::open(path, Database::Access::ReadOnly).ok());
    parallax::testing::writeFile(path, "user's own bytes");
    ASSERT_TRUE(ensureUserDatabase(path).ok());
    EXPECT_EQ(parallax::testing::readAll(path), QByteArray("user's own bytes"));
}

// buildDatabase() writes the search index on a second thread into a scratch
// database and copies it in; writeCorpus() writes everything on one
// connection. Both must give the same, sound index.
TEST(Store, ParallelBuildGivesTheSameSearchIndexAsOneConnection)
{
    const auto loaded = loadCorpusFolder(bundledCorpusPath());
    ASSERT_TRUE(loaded.ok());
    QTemporaryDir dir;
    const QString built = dir.filePath(QStringLiteral("built.sqlite"));
    ASSERT_TRUE(buildDatabase(loaded.corpus, built, false).ok());
    EXPECT_FALSE(QFileInfo::exists(built + QStringLiteral(".part"))) << "no scratch file is left behind";
    for (const QString &name : QDir(dir.path()).entryList(QDir::Files | QDir::Hidden))
        EXPECT_EQ(name, QStringLiteral("built.sqlite")) << "left behind: " << name.toStdString();

    const QString direct = dir.filePath(QStringLiteral("direct.sqlite"));
    {
        auto db = Database::create(direct);
        ASSERT_TRUE(db.ok());
        ASSERT_TRUE(writeCorpus(*db.value(), loaded.corpus).ok());
    }
    auto a = Database::open(built, Database::Access::ReadWrite);
    auto b = Database::open(direct, Database::Access::ReadOnly);
    ASSERT_TRUE(a.ok() && b.ok());
    for (const char *table : {"search_events", "search_names", "search_passages", "search_pairs"}) {
        const QString check
            = QStringLiteral("INSERT INTO %1 (%1) VALUES ('integrity-check');").arg(QLatin1String(table));
        EXPECT_TRUE(a.value()->execScript(check).ok()) << table;
    }
    EXPECT_EQ(a.value()->scalar("SELECT count(*) FROM passages"), b.value()->scalar("SELECT count(*) FROM passages"));
    auto ids = [](const QList<SearchHit> &hits) {
        QStringList out;
        for (const SearchHit &h : hits)
            out << h.id + u'@' + QString::number(h.position);
        return out;
    };
    for (const char *q : {"拿", "巴黎", "厄尔巴", "Fontainebleau", "kejseren", "1815", "Île d'Aix"}) {
        const auto ra = search(*a.value(), QString::fromUtf8(q));
        const auto rb = search(*b.value(), QString::fromUtf8(q));
        ASSERT_TRUE(ra.ok() && rb.ok()) << q;
        EXPECT_GT(ra.value().total(), 0) << q;
        EXPECT_EQ(ids(ra.value().events), ids(rb.value().events)) << q;
        EXPECT_EQ(ids(ra.value().places), ids(rb.value().places)) << q;
        EXPECT_EQ(ids(ra.value().passages), ids(rb.value().passages)) << q;
    }
}

// Events are written in time order, their accounts with them: reading in time
// order (exports, conflicts) then reads the file front to back.
TEST(Store, RowIdOrderIsTimeOrder)
{
    SyntheticSpec spec;
    spec.events = 2000;
    Corpus corpus = makeSyntheticCorpus(spec);
    std::reverse(corpus.events.begin(), corpus.events.end()); // whatever order the corpus has them in
    corpus.events.swapItemsAt(0, corpus.events.size() / 2);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("t.sqlite"));
    ASSERT_TRUE(buildDatabase(corpus, path, false).ok());
    auto db = Database::open(path, Database::Access::ReadOnly);
    ASSERT_TRUE(db.ok());
    EXPECT_EQ(db.value()->scalar("SELECT count(*) FROM events e JOIN events f ON f.id = e.id + 1 "
                                 "WHERE f.t_start < e.t_start"),
        QStringLiteral("0"));
    EXPECT_EQ(db.value()->scalar("SELECT count(*) FROM accounts a JOIN accounts b ON b.id = a.id + 1 "
                                 "WHERE b.event_id < a.event_id"),
        QStringLiteral("0"));
    // Equal starts keep the corpus's order, as reading the whole gives them.
    auto back = readCorpus(*db.value());
    ASSERT_TRUE(back.ok());
    QStringList keys;
    auto order = db.value()->scalar("SELECT group_concat(key, ' ') FROM (SELECT key FROM events ORDER BY id)");
    for (const Event &e : back.value().events)
        keys << e.id;
    EXPECT_EQ(order, keys.join(u' '));
    QList<Event> sorted = corpus.events.toList();
    std::stable_sort(sorted.begin(), sorted.end(),
        [](const Event &a, const Event &b) { return a.date.span().start < b.date.span().start; });
    QStringList expected;
    for (const Event &e : sorted)
        expected << e.id;
    EXPECT_EQ(keys, expected);
}

// Rows out of time order (an older file, or events renumbered) are put in
// time order as they are read; rows in time order are taken as they are.
TEST(Store, ReadsEventsInTimeOrderWhateverTheRowOrder)
{
    SyntheticSpec spec;
    spec.events = 1500;
    const Corpus corpus = makeSyntheticCorpus(spec);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("r.sqlite"));
    ASSERT_TRUE(buildDatabase(corpus, path, false).ok());
    const auto keysOf = [](const Corpus &c) {
        QStringList keys;
        for (const Event &e : c.events)
            keys << e.id;
        return keys;
    };
    QStringList inOrder;
    {
        auto db = Database::open(path, Database::Access::ReadOnly);
        ASSERT_TRUE(db.ok());
        auto back = readCorpus(*db.value());
        ASSERT_TRUE(back.ok());
        inOrder = keysOf(back.value());
    }
    auto db = Database::open(path, Database::Access::ReadWrite);
    ASSERT_TRUE(db.ok());
    // Every third event renumbered from the far end: row order is no longer time order.
    ASSERT_TRUE(
        db.value()
            ->execScript(QStringLiteral("PRAGMA foreign_keys = OFF;"
                                        "UPDATE events SET id = 100000 - id WHERE id % 3 = 0;"
                                        "UPDATE accounts SET event_id = 100000 - event_id WHERE event_id % 3 = 0;"
                                        "UPDATE event_titles SET event_id = 100000 - event_id WHERE event_id % 3 = 0;"
                                        "UPDATE event_people SET event_id = 100000 - event_id WHERE event_id % 3 = 0;"))
            .ok());
    ASSERT_NE(db.value()->scalar("SELECT count(*) FROM events e JOIN events f ON f.id = (SELECT min(id) FROM events "
                                 "WHERE id > e.id) WHERE f.t_start < e.t_start"),
        QStringLiteral("0"));
    auto back = readCorpus(*db.value());
    ASSERT_TRUE(back.ok()) << back.error().toStdString();
    const QStringList reordered = keysOf(back.value());
    ASSERT_EQ(reordered.size(), inOrder.size());
    for (qsizetype i = 1; i < back.value().events.size(); ++i)
        ASSERT_LE(back.value().events[i - 1].date.span().start, back.value().events[i].date.span().start) << i;
    // The same events, each with its own accounts.
    QStringList a = reordered, b = inOrder;
    std::sort(a.begin(), a.end());
    std::sort(b.begin(), b.end());
    EXPECT_EQ(a, b);
}

namespace {

// An account as the corpus gave it, field by field, for comparisons (the
// store gives accounts without a key one of their own).
QString describe(const Account &a)
{
    return QStringList {a.sourceId, a.quote(), QString::number(a.start), QString::number(a.end), a.claimedDate.toEdtf(),
        a.dateText(), a.glossEn(), a.noteEn(), a.orphaned ? QStringLiteral("orphaned") : QString()}
        .join(u'|');
}

QHash<QString, QStringList> accountsByEvent(const Corpus &c)
{
    QHash<QString, QStringList> out;
    for (const Event &e : c.events)
        for (const Account &a : e.accounts)
            out[e.id] << describe(a);
    return out;
}

} // namespace

// The accounts are made into Accounts on a second thread while the events
// are read, a few thousand rows at a time (db/accountrows.h): many more rows
// than the chunks waiting at once, events renumbered far beyond the others
// and ordinals out of order still give each event its own accounts, in order.
TEST(Store, AccountsReadBesideTheEventsAreEveryAccountInItsOrder)
{
    SyntheticSpec spec;
    spec.events = 60000;
    const Corpus corpus = makeSyntheticCorpus(spec);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("a.sqlite"));
    ASSERT_TRUE(buildDatabase(corpus, path, false).ok());
    auto db = Database::open(path, Database::Access::ReadWrite);
    ASSERT_TRUE(db.ok());
    ASSERT_GT(db.value()->scalar("SELECT count(*) FROM accounts").toLongLong(), 16 * 4096);
    const QString twoAccounts = db.value()->scalar(
        "SELECT event_id FROM accounts GROUP BY event_id HAVING count(*) >= 2 ORDER BY event_id DESC LIMIT 1");
    ASSERT_FALSE(twoAccounts.isEmpty());
    ASSERT_TRUE(db.value()
                    ->execScript(QStringLiteral(
                        "PRAGMA foreign_keys = OFF;"
                        "UPDATE events SET id = 5000000000 + id WHERE id IN (7, 30000);"
                        "UPDATE accounts SET event_id = 5000000000 + event_id WHERE event_id IN (7, 30000);"
                        "UPDATE event_titles SET event_id = 5000000000 + event_id WHERE event_id IN (7, 30000);"
                        "UPDATE event_people SET event_id = 5000000000 + event_id WHERE event_id IN (7, 30000);"
                        "UPDATE accounts SET ordinal = 1 - ordinal WHERE event_id = %1 AND ordinal IN (0, 1);")
                                     .arg(twoAccounts))
                    .ok());
    auto back = readCorpus(*db.value());
    ASSERT_TRUE(back.ok()) << back.error().toStdString();
    ASSERT_EQ(back.value().events.size(), corpus.events.size());
    auto expected = accountsByEvent(corpus);
    const QString swapped = db.value()->scalar(
        QStringLiteral("SELECT key FROM events WHERE id = %1").arg(twoAccounts).toUtf8().constData());
    expected[swapped].swapItemsAt(0, 1);
    const auto read = accountsByEvent(back.value());
    EXPECT_EQ(read.size(), expected.size());
    for (auto it = expected.cbegin(); it != expected.cend(); ++it)
        ASSERT_EQ(read.value(it.key()), it.value()) << it.key().toStdString();
    // Inside the caller's transaction one connection reads everything (the
    // accounts' rows stepped on the reading thread), its changes included:
    // a second connection would not see them.
    ASSERT_TRUE(db.value()
                    ->execScript(QStringLiteral("BEGIN; UPDATE accounts SET gloss_en = 'changed' WHERE id = 70000;"))
                    .ok());
    const QString changed = db.value()->scalar("SELECT key FROM accounts WHERE id = 70000");
    auto inside = readCorpus(*db.value());
    ASSERT_TRUE(db.value()->execScript(QStringLiteral("ROLLBACK;")).ok());
    ASSERT_TRUE(inside.ok()) << inside.error().toStdString();
    int found = 0;
    for (const Event &e : inside.value().events)
        for (const Account &a : e.accounts)
            if (a.idIs(changed)) {
                EXPECT_EQ(a.glossEn(), QStringLiteral("changed"));
                ++found;
            }
    EXPECT_EQ(found, 1);
    const auto readInside = accountsByEvent(inside.value());
    EXPECT_EQ(readInside.size(), expected.size());
}

// Problems are reported in row order, as a reading row by row meets them: an
// account that names no event among those of the rows around it, and the
// first problem is the one a refusal names, however far into the table.
TEST(Store, ProblemsOfAccountsComeInRowOrderWithThoseThatNameNoEvent)
{
    SyntheticSpec spec;
    spec.events = 30000;
    const Corpus corpus = makeSyntheticCorpus(spec);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("p.sqlite"));
    ASSERT_TRUE(buildDatabase(corpus, path, false).ok());
    {
        auto db = Database::open(path, Database::Access::ReadWrite);
        ASSERT_TRUE(db.ok());
        ASSERT_TRUE(db.value()
                        ->execScript(QStringLiteral("PRAGMA foreign_keys = OFF;"
                                                    "UPDATE accounts SET claimed_date = 'soon' WHERE id = 36000;"
                                                    "UPDATE accounts SET event_id = 999999 WHERE id = 35000;"
                                                    "UPDATE accounts SET source_id = 4242 WHERE id = 37000;"
                                                    "UPDATE accounts SET event_id = 888888, claimed_date = 'later' "
                                                    "WHERE id = 38000;"))
                        .ok());
    }
    auto db = Database::open(path, Database::Access::ReadOnly);
    ASSERT_TRUE(db.ok());
    QStringList accounts;
    for (const QString &p : checkDatabase(*db.value()).contentProblems)
        if (p.startsWith(u"accounts row"))
            accounts << p.section(u':', 0, 0)
                    + (p.contains(u"which does not exist") ? QStringLiteral(" dangling") : QString());
    EXPECT_EQ(accounts,
        QStringList({QStringLiteral("accounts row 35000 dangling"), QStringLiteral("accounts row 36000"),
            QStringLiteral("accounts row 37000 dangling"), QStringLiteral("accounts row 38000"),
            QStringLiteral("accounts row 38000 dangling")}));
    auto read = readCorpus(*db.value());
    ASSERT_FALSE(read.ok());
    EXPECT_TRUE(read.error().contains(QStringLiteral("accounts row 35000: refers to event 999999")))
        << read.error().toStdString();
    // The same with one connection (in the caller's transaction).
    ASSERT_TRUE(db.value()->execScript(QStringLiteral("BEGIN;")).ok());
    QStringList inside;
    for (const QString &p : checkDatabase(*db.value()).contentProblems)
        if (p.startsWith(u"accounts row"))
            inside << p.section(u':', 0, 0)
                    + (p.contains(u"which does not exist") ? QStringLiteral(" dangling") : QString());
    EXPECT_EQ(inside, accounts);
    auto readInside = readCorpus(*db.value());
    ASSERT_TRUE(db.value()->execScript(QStringLiteral("ROLLBACK;")).ok());
    ASSERT_FALSE(readInside.ok());
    EXPECT_EQ(readInside.error(), read.error());
}

// Ids of their event's form ("EVENT/N", as an import gives them) are read
// without a string each (db/derivedids.h), and every id, of that form or
// not, reads back as it was written: a number written otherwise than it
// reads back, a part that is not the event's own (an account moved to
// another event), an event id with a slash or outside ASCII, and ids of no
// such form.
TEST(Store, ReadsEveryAccountIdAsWritten)
{
    SyntheticSpec spec;
    spec.events = 300;
    Corpus corpus = makeSyntheticCorpus(spec);
    QList<Event *> withTwo;
    for (Event &e : corpus.events)
        if (e.accounts.size() >= 2)
            withTwo << &e;
    ASSERT_GE(withTwo.size(), 6);
    withTwo[0]->id = QStringLiteral("a/b");
    withTwo[1]->id = QStringLiteral("事件");
    const QList<std::pair<Event *, QStringList>> ids {
        {withTwo[0], {QStringLiteral("a/b/0"), QStringLiteral("a/b/1")}},
        {withTwo[1], {QStringLiteral("事件/0"), QStringLiteral("事件/5")}},
        // Noted first: "elsewhere" is the part of this event's row, and its own id is not.
        {withTwo[2], {QStringLiteral("elsewhere/3"), withTwo[2]->id + QStringLiteral("/1")}},
        {withTwo[3],
            {withTwo[3]->id + QStringLiteral("/07"), withTwo[3]->id + QStringLiteral("/1234567890"),
                withTwo[3]->id + QStringLiteral("/-1")}},
        {withTwo[4], {QStringLiteral("0f6c2d1e-5b7a-4c9e-8d3f-2a1b0c9d8e7f"), withTwo[4]->id + QStringLiteral("/")}},
        {withTwo[5], {QStringLiteral("/4"), withTwo[5]->id + QStringLiteral("/1")}},
    };
    const QSet<QString> ownString {withTwo[2]->id + QStringLiteral("/1"), withTwo[3]->id + QStringLiteral("/07"),
        withTwo[3]->id + QStringLiteral("/1234567890"), withTwo[3]->id + QStringLiteral("/-1"),
        QStringLiteral("0f6c2d1e-5b7a-4c9e-8d3f-2a1b0c9d8e7f"), withTwo[4]->id + QStringLiteral("/"),
        QStringLiteral("/4")};
    int whole = 0;
    for (const auto &[event, given] : ids)
        for (int i = 0; i < given.size() && i < event->accounts.size(); ++i) {
            event->accounts[i].setId(given[i]);
            whole += ownString.contains(given[i]);
        }
    ASSERT_GE(whole, 6);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("ids.sqlite"));
    ASSERT_TRUE(buildDatabase(corpus, path, false).ok());
    auto db = Database::open(path, Database::Access::ReadWrite);
    ASSERT_TRUE(db.ok());
    // Two events' rows far beyond the others (kept apart from the rows
    // counted by index).
    const QString renumbered
        = QStringLiteral("(SELECT id FROM events WHERE key IN ('%1', '%2'))").arg(withTwo[1]->id, withTwo[2]->id);
    ASSERT_TRUE(
        db.value()
            ->execScript(QStringLiteral("PRAGMA foreign_keys = OFF;"
                                        "UPDATE accounts SET event_id = 5000000000 + event_id WHERE event_id IN %1;"
                                        "UPDATE event_titles SET event_id = 5000000000 + event_id WHERE event_id IN %1;"
                                        "UPDATE event_people SET event_id = 5000000000 + event_id WHERE event_id IN %1;"
                                        "UPDATE events SET id = 5000000000 + id WHERE id IN %1;")
                             .arg(renumbered))
            .ok());
    ASSERT_EQ(db.value()->scalar("SELECT count(*) FROM events WHERE id > 5000000000").toInt(), 2);
    QHash<QString, QStringList> stored;
    {
        auto st = Statement::prepare(db.value()->handle(),
            "SELECT e.key, a.key FROM accounts a JOIN events e ON e.id = a.event_id ORDER BY a.event_id, a.ordinal");
        ASSERT_TRUE(st.ok());
        while (st.value().step())
            stored[st.value().text(0)] << st.value().text(1);
    }
    ASSERT_EQ(stored.value(QStringLiteral("a/b")), ids[0].second);
    // As the window reads them and as an export does; inside the caller's
    // transaction the reading thread steps the accounts' rows for the maker.
    for (const bool inside : {false, true})
        for (const AccountWords words : {AccountWords::Included, AccountWords::LeftOut}) {
            if (inside) {
                ASSERT_TRUE(db.value()->execScript(QStringLiteral("BEGIN;")).ok());
            }
            auto back = readCorpus(*db.value(), SourceTexts::Included, words);
            if (inside) {
                ASSERT_TRUE(db.value()->execScript(QStringLiteral("ROLLBACK;")).ok());
            }
            ASSERT_TRUE(back.ok()) << back.error().toStdString();
            int kept = 0, numbered = 0;
            for (const Event &e : back.value().events) {
                QStringList read;
                for (const Account &a : e.accounts) {
                    read << a.id();
                    ++kept;
                    if (a.idNumber() >= 0) {
                        ++numbered;
                        EXPECT_TRUE(a.id().endsWith(u'/' + QString::number(a.idNumber()))) << a.id().toStdString();
                    }
                }
                EXPECT_EQ(read, stored.value(e.id)) << e.id.toStdString();
            }
            // Every id but those of no such form, and the second of withTwo[2]
            // (its row's part is "elsewhere"), is kept as a number.
            EXPECT_EQ(numbered, kept - whole);
        }
}

// An account holds its offsets in 32 bits: a row whose quote ends past what
// they hold is refused, not read as some other place in the text (the window
// reads without the texts, so the quote is not checked against them there).
TEST(Store, RefusesOffsetsNoTextCanHave)
{
    SyntheticSpec spec;
    spec.events = 20;
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("o.sqlite"));
    ASSERT_TRUE(buildDatabase(makeSyntheticCorpus(spec), path, false).ok());
    {
        auto db = Database::open(path, Database::Access::ReadWrite);
        ASSERT_TRUE(db.ok());
        ASSERT_TRUE(db.value()
                        ->execScript(QStringLiteral("UPDATE accounts SET q_start = 4294967296 + q_start, "
                                                    "q_end = 4294967296 + q_end WHERE id = 3;"))
                        .ok());
    }
    auto db = Database::open(path, Database::Access::ReadOnly);
    ASSERT_TRUE(db.ok());
    const auto read = readCorpus(*db.value(), SourceTexts::LeftOut, AccountWords::LeftOut);
    ASSERT_FALSE(read.ok());
    EXPECT_TRUE(read.error().contains(QStringLiteral("accounts row 3"))) << read.error().toStdString();
    EXPECT_TRUE(read.error().contains(QStringLiteral("4294967"))) << read.error().toStdString();
}
