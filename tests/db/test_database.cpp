#include "testutil.h"

#include <core/synthetic.h>
#include <db/corpusloader.h>
#include <db/database.h>
#include <db/datesearch.h>
#include <db/search.h>
#include <db/searchindex.h>
#include <db/store.h>
#include <db/userdata.h>

#include <sqlite3.h>

#include <QCryptographicHash>
#include <QFile>
#include <QFileInfo>

using namespace parallax;
using namespace parallax::db;
using parallax::testing::readAll;
using parallax::testing::writeFile;

namespace {

QString buildSmall(const QTemporaryDir &dir)
{
    SyntheticSpec spec;
    spec.events = 50;
    const QString path = dir.filePath(QStringLiteral("small.sqlite"));
    EXPECT_TRUE(buildDatabase(makeSyntheticCorpus(spec), path, false).ok());
    return path;
}

// Opening must fail with a message containing `expect`, and leave the file as it was.
void expectRefused(const QString &path, const QString &expect)
{
    const QByteArray before = readAll(path);
    for (auto access : {Database::Access::ReadOnly, Database::Access::ReadWrite}) {
        auto db = Database::open(path, access);
        ASSERT_FALSE(db.ok());
        EXPECT_TRUE(db.error().contains(expect, Qt::CaseInsensitive)) << db.error().toStdString();
    }
    EXPECT_EQ(readAll(path), before) << "the refused file was changed";
    EXPECT_FALSE(QFileInfo::exists(path + QStringLiteral("-journal")));
    EXPECT_FALSE(QFileInfo::exists(path + QStringLiteral("-wal")));
}

void rawExec(const QString &path, const char *sql)
{
    sqlite3 *h = nullptr;
    ASSERT_EQ(sqlite3_open(QFile::encodeName(path).constData(), &h), SQLITE_OK);
    ASSERT_EQ(sqlite3_exec(h, sql, nullptr, nullptr, nullptr), SQLITE_OK) << sqlite3_errmsg(h);
    sqlite3_close(h);
}

// The first column of a query's first row, read without this program's checks.
double rawScalar(const QString &path, const char *sql)
{
    sqlite3 *h = nullptr;
    double value = -1;
    sqlite3_stmt *st = nullptr;
    if (sqlite3_open(QFile::encodeName(path).constData(), &h) == SQLITE_OK
        && sqlite3_prepare_v2(h, sql, -1, &st, nullptr) == SQLITE_OK && sqlite3_step(st) == SQLITE_ROW)
        value = sqlite3_column_double(st, 0);
    sqlite3_finalize(st);
    sqlite3_close(h);
    return value;
}

} // namespace

TEST(Database, CreateSetsIdentityAndVersion)
{
    QTemporaryDir dir;
    auto db = Database::create(dir.filePath(QStringLiteral("a.sqlite")));
    ASSERT_TRUE(db.ok()) << db.error().toStdString();
    EXPECT_EQ(db.value()->schemaVersion(), kSchemaVersion);
    EXPECT_EQ(db.value()->scalar("PRAGMA application_id").toInt(), kApplicationId);
    EXPECT_EQ(db.value()->scalar("PRAGMA foreign_keys").toInt(), 1);
    EXPECT_FALSE(Database::create(dir.filePath(QStringLiteral("a.sqlite"))).ok()) << "create must not overwrite";
}

TEST(Database, RefusesMissingFile)
{
    QTemporaryDir dir;
    auto db = Database::open(dir.filePath(QStringLiteral("nope.sqlite")), Database::Access::ReadWrite);
    ASSERT_FALSE(db.ok());
    EXPECT_TRUE(db.error().contains(QStringLiteral("no database")));
    EXPECT_FALSE(QFileInfo::exists(dir.filePath(QStringLiteral("nope.sqlite"))));
}

TEST(Database, RefusesNonSqliteFiles)
{
    QTemporaryDir dir;
    const QString text = dir.filePath(QStringLiteral("notes.sqlite"));
    writeFile(text, "These are my notes, not a database.\n");
    expectRefused(text, QStringLiteral("not an SQLite file"));
    const QString empty = dir.filePath(QStringLiteral("empty.sqlite"));
    writeFile(empty, "");
    expectRefused(empty, QStringLiteral("not an SQLite file"));
}

TEST(Database, RefusesAnotherProgramsSqliteFile)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("other.sqlite"));
    rawExec(path, "CREATE TABLE contacts(name TEXT); INSERT INTO contacts VALUES ('Ada');");
    expectRefused(path, QStringLiteral("not a Parallax database"));
}

TEST(Database, RefusesAFileFromANewerVersion)
{
    QTemporaryDir dir;
    const QString path = buildSmall(dir);
    rawExec(path, "PRAGMA user_version = 99;");
    expectRefused(path, QStringLiteral("newer version"));
}

TEST(Database, RefusesADamagedFile)
{
    QTemporaryDir dir;
    const QString path = buildSmall(dir);
    QByteArray bytes = readAll(path);
    // Scribble over the pages after the first: the schema (on page 1)
    // survives, the tables do not. The page size is the header's (bytes 16
    // and 17, big-endian).
    ASSERT_GT(bytes.size(), 100);
    const qsizetype page = (qsizetype(uchar(bytes[16])) << 8) | uchar(bytes[17]);
    ASSERT_GE(page, 512);
    ASSERT_GT(bytes.size(), 2 * page);
    for (qsizetype i = page + 100; i < bytes.size() - 100; i += 97)
        bytes[i] = char(0xA5);
    writeFile(path, bytes);
    expectRefused(path, QStringLiteral("damaged"));
}

// Schema 14 changed no table: a command that only reads reads a version-13
// file as it is, and leaves it as it was.
TEST(Database, AVersion13FileIsReadAsItIs)
{
    QTemporaryDir dir;
    const LoadedCorpus loaded = loadCorpusFolder(bundledCorpusPath());
    ASSERT_TRUE(loaded.ok());
    const QString path = dir.filePath(QStringLiteral("v13.sqlite"));
    ASSERT_TRUE(buildDatabase(loaded.corpus, path, false).ok());
    rawExec(path, "PRAGMA user_version = 13;");
    const QByteArray original = readAll(path);
    {
        auto db = Database::open(path, Database::Access::ReadOnly);
        ASSERT_TRUE(db.ok()) << db.error().toStdString();
        EXPECT_EQ(db.value()->schemaVersion(), 13);
        EXPECT_TRUE(db.value()->schemaProblems().isEmpty());
        const auto found = search(*db.value(), QStringLiteral("拿破仑"));
        ASSERT_TRUE(found.ok()) << found.error().toStdString();
        EXPECT_FALSE(found.value().passages.isEmpty());
    }
    EXPECT_EQ(readAll(path), original);
    // Opened for writing, it is upgraded (with a backup).
    auto db = Database::open(path, Database::Access::ReadWrite);
    ASSERT_TRUE(db.ok()) << db.error().toStdString();
    EXPECT_EQ(db.value()->schemaVersion(), kSchemaVersion);
    EXPECT_EQ(readAll(db.value()->backupPath()), original);
}

TEST(Database, MigratesAnOlderSchemaAfterBackingItUp)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("v1.sqlite"));
    {
        auto db = Database::create(path, 1);
        ASSERT_TRUE(db.ok());
        ASSERT_EQ(db.value()->schemaVersion(), 1);
        ASSERT_TRUE(db.value()
                        ->execScript(QStringLiteral(
                            "INSERT INTO events (key, title_en, title_zh, date, t_start, t_end, precision) "
                            "VALUES ('e1', 'Abdication', '退位', '1814-04-06', 0, 1, 2);"))
                        .ok());
    }
    const QByteArray original = readAll(path);

    // Read-only access never upgrades.
    EXPECT_FALSE(Database::open(path, Database::Access::ReadOnly).ok());
    EXPECT_EQ(readAll(path), original);

    auto db = Database::open(path, Database::Access::ReadWrite);
    ASSERT_TRUE(db.ok()) << db.error().toStdString();
    EXPECT_EQ(db.value()->schemaVersion(), kSchemaVersion);
    ASSERT_FALSE(db.value()->backupPath().isEmpty());
    EXPECT_EQ(readAll(db.value()->backupPath()), original);
    // The search index covers what was already there, in every length.
    for (const QString &q : {QStringLiteral("abdication"), QStringLiteral("退位"), QStringLiteral("退")}) {
        const auto found = search(*db.value(), q);
        ASSERT_TRUE(found.ok()) << found.error().toStdString();
        ASSERT_EQ(found.value().events.size(), 1) << q.toStdString();
        EXPECT_EQ(found.value().events.first().id, QStringLiteral("e1"));
    }
    EXPECT_EQ(
        db.value()
            ->scalar("SELECT count(*) FROM search_events WHERE search_events MATCH '\"abd\" AND \"ica\" AND \"ion\"'")
            .toInt(),
        1);
}

namespace {

// Every hit of a search, in order, as one line each.
QStringList hitsOf(const Database &db, const QString &query)
{
    const auto found = search(db, query);
    EXPECT_TRUE(found.ok()) << query.toStdString() << ": " << found.error().toStdString();
    QStringList out;
    if (!found)
        return out;
    for (const QList<SearchHit> *group : {&found->events, &found->places, &found->people, &found->passages})
        for (const SearchHit &h : *group)
            out << QStringLiteral("%1 %2 %3 %4").arg(h.id, h.snippet).arg(h.position).arg(h.eventId);
    return out;
}

} // namespace

// Schema 10 keeps no positions in the search index: a schema-9 file has its
// index written again, and every kind of query finds what a new file finds.
TEST(Database, MigratesSchema9ToAnIndexWithoutPositions)
{
    QTemporaryDir dir;
    const LoadedCorpus loaded = loadCorpusFolder(bundledCorpusPath());
    ASSERT_TRUE(loaded.ok());
    const QString path = dir.filePath(QStringLiteral("v9.sqlite"));
    ASSERT_TRUE(buildDatabase(loaded.corpus, path, false).ok());
    const QStringList queries {QStringLiteral("Elba"), QStringLiteral("圣赫勒拿"), QStringLiteral("ile d'aix"),
        QStringLiteral("拿破仑"), QStringLiteral("Fontainebleau"), QStringLiteral("kejser"), QStringLiteral("岛"),
        QStringLiteral("el"), QStringLiteral("1815-03")};
    QList<QStringList> fresh;
    {
        auto db = Database::open(path, Database::Access::ReadOnly);
        ASSERT_TRUE(db.ok()) << db.error().toStdString();
        for (const QString &q : queries) {
            fresh << hitsOf(*db.value(), q);
            EXPECT_FALSE(fresh.last().isEmpty()) << q.toStdString();
        }
    }
    rawExec(path,
        (parallax::testing::schema9SearchIndexSql() + parallax::testing::schema10EventPeopleSql()
            + parallax::testing::schema11PassagesSql() + QStringLiteral("PRAGMA user_version = 9;"))
            .toUtf8()
            .constData());
    const QByteArray original = readAll(path);
    EXPECT_FALSE(Database::open(path, Database::Access::ReadOnly).ok()) << "read-only access never upgrades";
    auto db = Database::open(path, Database::Access::ReadWrite);
    ASSERT_TRUE(db.ok()) << db.error().toStdString();
    EXPECT_EQ(db.value()->schemaVersion(), kSchemaVersion);
    EXPECT_EQ(readAll(db.value()->backupPath()), original);
    EXPECT_TRUE(db.value()->schemaProblems().isEmpty()) << db.value()->schemaProblems().join(u'\n').toStdString();
    EXPECT_TRUE(db.value()
                    ->scalar("SELECT sql FROM sqlite_schema WHERE name = 'search_passages'")
                    .contains(QStringLiteral("detail = none")));
    for (qsizetype i = 0; i < queries.size(); ++i)
        EXPECT_EQ(hitsOf(*db.value(), queries[i]), fresh[i]) << queries[i].toStdString();
}

// Schema 11 keeps the order of an event's people. A schema-10 file kept
// only who: upgraded, it reads as before (in the order of the list of
// people), and a new file reads them in the order the record lists them.
TEST(Database, MigratesSchema10ToPeopleInTheirOrder)
{
    QTemporaryDir dir;
    const LoadedCorpus loaded = loadCorpusFolder(bundledCorpusPath());
    ASSERT_TRUE(loaded.ok());
    const QString path = dir.filePath(QStringLiteral("v10.sqlite"));
    ASSERT_TRUE(buildDatabase(loaded.corpus, path, false).ok());
    rawExec(path,
        (parallax::testing::schema10EventPeopleSql() + parallax::testing::schema11PassagesSql()
            + QStringLiteral("PRAGMA user_version = 10;"))
            .toUtf8()
            .constData());
    auto db = Database::open(path, Database::Access::ReadWrite);
    ASSERT_TRUE(db.ok()) << db.error().toStdString();
    EXPECT_EQ(db.value()->schemaVersion(), kSchemaVersion);
    EXPECT_TRUE(db.value()->schemaProblems().isEmpty()) << db.value()->schemaProblems().join(u'\n').toStdString();
    auto read = readCorpus(*db.value());
    ASSERT_TRUE(read.ok()) << read.error().toStdString();
    QHash<QString, qsizetype> rank;
    for (const Person &p : loaded.corpus.people)
        rank.insert(p.id, rank.size());
    QHash<QString, QStringList> written;
    for (const Event &e : loaded.corpus.events)
        written.insert(e.id, e.personIds());
    int reordered = 0;
    for (const Event &e : read.value().events) {
        QStringList byRank = written.value(e.id);
        std::sort(byRank.begin(), byRank.end(), [&](const QString &a, const QString &b) { return rank[a] < rank[b]; });
        EXPECT_EQ(e.personIds(), byRank) << e.id.toStdString();
        reordered += e.personIds() != written.value(e.id);
    }
    EXPECT_GT(reordered, 0) << "the bundled corpus has events whose people are not in the list's order";
}

// Schema 12 keeps a passage as where it lies in its source's text, no longer
// a copy of its words: a schema-11 file upgrades, its passages written again,
// and every kind of query finds what it found before, where it found it.
TEST(Database, MigratesSchema11ToPassagesReadFromTheirSources)
{
    QTemporaryDir dir;
    const LoadedCorpus loaded = loadCorpusFolder(bundledCorpusPath());
    ASSERT_TRUE(loaded.ok());
    const QString path = dir.filePath(QStringLiteral("v11.sqlite"));
    ASSERT_TRUE(buildDatabase(loaded.corpus, path, false).ok());
    const QStringList queries {QStringLiteral("Elba"), QStringLiteral("圣赫勒拿"), QStringLiteral("拿破仑"),
        QStringLiteral("kejser"), QStringLiteral("岛"), QStringLiteral("el"), QStringLiteral("1815-03")};
    QList<QStringList> fresh;
    {
        auto db = Database::open(path, Database::Access::ReadOnly);
        ASSERT_TRUE(db.ok()) << db.error().toStdString();
        for (const QString &q : queries)
            fresh << hitsOf(*db.value(), q);
    }
    rawExec(path,
        (parallax::testing::schema11PassagesSql() + QStringLiteral("PRAGMA user_version = 11;")).toUtf8().constData());
    EXPECT_GT(rawScalar(path, "SELECT total(length(body)) FROM passages"), 10000) << "schema 11's copies";
    auto db = Database::open(path, Database::Access::ReadWrite);
    ASSERT_TRUE(db.ok()) << db.error().toStdString();
    EXPECT_EQ(db.value()->schemaVersion(), kSchemaVersion);
    EXPECT_TRUE(db.value()->schemaProblems().isEmpty()) << db.value()->schemaProblems().join(u'\n').toStdString();
    EXPECT_GT(db.value()->scalar("SELECT count(*) FROM passages").toInt(), 50);
    EXPECT_TRUE(checkSearchIndex(*db.value()).isEmpty()) << checkSearchIndex(*db.value()).join(u'\n').toStdString();
    for (qsizetype i = 0; i < queries.size(); ++i) {
        EXPECT_EQ(hitsOf(*db.value(), queries[i]), fresh[i]) << queries[i].toStdString();
        EXPECT_FALSE(fresh[i].isEmpty()) << queries[i].toStdString();
    }
}

// Schema 13 indexes the passages' word pairs: a schema-12 file gets them
// from its passages when opened for writing, and finds what it found.
TEST(Database, MigratesSchema12ToWordPairs)
{
    QTemporaryDir dir;
    const LoadedCorpus loaded = loadCorpusFolder(bundledCorpusPath());
    ASSERT_TRUE(loaded.ok());
    const QString path = dir.filePath(QStringLiteral("v12.sqlite"));
    ASSERT_TRUE(buildDatabase(loaded.corpus, path, false).ok());
    const QStringList queries {QStringLiteral("blev tvunget"), QStringLiteral("PÅ ELBA"), QStringLiteral("pa Elba"),
        QStringLiteral("Elba"), QStringLiteral("圣赫勒拿"), QStringLiteral("kejser blev sendt")};
    // The index's terms and in how many rows each is: what a search can find.
    auto pairTerms = [](Database &db) {
        EXPECT_TRUE(db.execScript(QStringLiteral(
                                      "CREATE VIRTUAL TABLE IF NOT EXISTS temp.pairs USING fts5vocab(main, search_pairs, row)"))
                        .ok());
        return db.scalar("SELECT count(*) || ' terms, ' || total(doc) || ' rows' FROM temp.pairs");
    };
    QList<QStringList> fresh;
    QString terms;
    {
        auto db = Database::open(path, Database::Access::ReadOnly);
        ASSERT_TRUE(db.ok()) << db.error().toStdString();
        for (const QString &q : queries)
            fresh << hitsOf(*db.value(), q);
        terms = pairTerms(*db.value());
    }
    EXPECT_FALSE(terms.startsWith(u'0')) << terms.toStdString();
    rawExec(path, (parallax::testing::schema12PairsSql() + QStringLiteral("PRAGMA user_version = 12;")).toUtf8().constData());
    EXPECT_FALSE(Database::open(path, Database::Access::ReadOnly).ok()) << "read-only access never upgrades";
    auto db = Database::open(path, Database::Access::ReadWrite);
    ASSERT_TRUE(db.ok()) << db.error().toStdString();
    EXPECT_EQ(db.value()->schemaVersion(), kSchemaVersion);
    EXPECT_TRUE(db.value()->schemaProblems().isEmpty()) << db.value()->schemaProblems().join(u'\n').toStdString();
    EXPECT_TRUE(checkSearchIndex(*db.value()).isEmpty()) << checkSearchIndex(*db.value()).join(u'\n').toStdString();
    EXPECT_EQ(pairTerms(*db.value()), terms) << "the pairs a new file has";
    for (qsizetype i = 0; i < queries.size(); ++i) {
        EXPECT_EQ(hitsOf(*db.value(), queries[i]), fresh[i]) << queries[i].toStdString();
        EXPECT_FALSE(fresh[i].isEmpty()) << queries[i].toStdString();
    }
}

// A passage is read from its source's text by the bytes it names there: a
// passage whose bytes are not a whole stretch of that text (past its end, or
// cutting a character in two) makes a search that meets it fail with the
// reason, rather than find less, and `check` names it.
TEST(Database, APassageOutsideItsSourceIsRefused)
{
    QTemporaryDir dir;
    const LoadedCorpus loaded = loadCorpusFolder(bundledCorpusPath());
    ASSERT_TRUE(loaded.ok());
    const QString path = dir.filePath(QStringLiteral("p.sqlite"));
    ASSERT_TRUE(buildDatabase(loaded.corpus, path, false).ok());
    const QString query = QStringLiteral("拿破仑");
    QString rowOfHit;
    {
        auto db = Database::open(path, Database::Access::ReadOnly);
        ASSERT_TRUE(db.ok());
        ASSERT_FALSE(hitsOf(*db.value(), query).isEmpty());
        EXPECT_TRUE(checkSearchIndex(*db.value()).isEmpty());
        // The first passage the query is found in.
        rowOfHit
            = db.value()->scalar("SELECT p.id FROM search_passages JOIN passages p ON p.id = search_passages.rowid "
                                 "WHERE search_passages MATCH '\"拿破仑\"' ORDER BY p.id LIMIT 1");
        ASSERT_FALSE(rowOfHit.isEmpty());
    }
    for (const char *damage : {"UPDATE passages SET byte_end = byte_end + 10000000 WHERE id = %1",
             "UPDATE passages SET byte_start = byte_start + 1 WHERE id = %1"}) {
        const QString copy = dir.filePath(QStringLiteral("damaged.sqlite"));
        QFile::remove(copy);
        ASSERT_TRUE(QFile::copy(path, copy));
        rawExec(copy, QString::fromLatin1(damage).arg(rowOfHit).toUtf8().constData());
        auto db = Database::open(copy, Database::Access::ReadOnly);
        ASSERT_TRUE(db.ok()) << db.error().toStdString();
        const auto found = search(*db.value(), query);
        ASSERT_FALSE(found.ok()) << damage;
        EXPECT_TRUE(found.error().contains(QLatin1String("damaged"))) << found.error().toStdString();
        const QStringList problems = checkSearchIndex(*db.value());
        EXPECT_FALSE(problems.isEmpty()) << damage;
        EXPECT_TRUE(problems.join(u' ').contains(QLatin1String("passage"))) << problems.join(u' ').toStdString();
    }
}

// Rows the search index lost are found by `check`: each sampled row is
// looked for among the rows of its first trigram, each passage by its word
// pairs. One passage taken out of the index is named; then whole tables.
TEST(Database, RowsMissingFromTheSearchIndexAreNamed)
{
    QTemporaryDir dir;
    const LoadedCorpus loaded = loadCorpusFolder(bundledCorpusPath());
    ASSERT_TRUE(loaded.ok());
    const QString path = dir.filePath(QStringLiteral("m.sqlite"));
    ASSERT_TRUE(buildDatabase(loaded.corpus, path, false).ok());
    {
        auto db = Database::open(path, Database::Access::ReadWrite);
        ASSERT_TRUE(db.ok());
        EXPECT_TRUE(checkSearchIndex(*db.value()).isEmpty());
        // A passage in the middle, deleted from the index as it was written
        // (db/searchindex.cpp: its text and folded text, each with two line breaks).
        const QString row = db.value()->scalar("SELECT id FROM passages ORDER BY id LIMIT 1 OFFSET 40");
        const QString text
            = db.value()->scalar(QStringLiteral("SELECT passage_text(0, source_id, byte_start, byte_end) FROM "
                                                "passages WHERE id = %1")
                                     .arg(row)
                                     .toUtf8()
                                     .constData());
        ASSERT_GT(text.trimmed().size(), 3);
        const QString folded = foldedIfDifferent(text);
        auto del = Statement::prepare(db.value()->handle(),
            "INSERT INTO search_passages (search_passages, rowid, body, folded) VALUES ('delete', ?1, ?2, ?3)");
        ASSERT_TRUE(del.ok());
        del.value().bind(1, row.toLongLong());
        del.value().bind(2, text + QStringLiteral("\n\n"));
        if (folded.isNull())
            del.value().bindNull(3);
        else
            del.value().bind(3, folded + QStringLiteral("\n\n"));
        ASSERT_TRUE(del.value().exec()) << del.value().error().toStdString();
        const QString problems = checkSearchIndex(*db.value()).join(u'\n');
        EXPECT_EQ(problems,
            QStringLiteral("search_passages: 1 passage(s) are not found by their own text (the first: row %1)")
                .arg(row));
    }
    rawExec(path,
        "INSERT INTO search_passages (search_passages) VALUES ('delete-all');"
        "INSERT INTO search_names (search_names) VALUES ('delete-all');"
        "INSERT INTO search_pairs (search_pairs) VALUES ('delete-all');");
    auto db = Database::open(path, Database::Access::ReadOnly);
    ASSERT_TRUE(db.ok());
    const QString problems = checkSearchIndex(*db.value()).join(u'\n');
    const int passages = db.value()->scalar("SELECT count(*) FROM passages").toInt();
    const int names = db.value()->scalar("SELECT count(*) FROM place_names WHERE length(trim(name)) >= 3").toInt();
    ASSERT_GT(passages, 50);
    EXPECT_TRUE(problems.contains(QStringLiteral("search_passages: %1 passage(s) are not found").arg(passages)))
        << problems.toStdString();
    EXPECT_TRUE(problems.contains(QStringLiteral("search_names: %1 place name(s) are not found").arg(names)))
        << problems.toStdString();
    EXPECT_TRUE(problems.contains(QLatin1String("passage(s) are not found by their word pairs")))
        << problems.toStdString();
    EXPECT_FALSE(problems.contains(QLatin1String("event(s)"))) << problems.toStdString();
}

TEST(Transaction, RollsBackUnlessCommitted)
{
    QTemporaryDir dir;
    auto db = Database::create(dir.filePath(QStringLiteral("t.sqlite")));
    ASSERT_TRUE(db.ok());
    {
        Transaction tx(*db.value());
        ASSERT_TRUE(tx.isActive());
        ASSERT_TRUE(db.value()->execScript(QStringLiteral("INSERT INTO people (key) VALUES ('a')")).ok());
    }
    EXPECT_EQ(db.value()->scalar("SELECT count(*) FROM people").toInt(), 0);
    {
        Transaction tx(*db.value());
        ASSERT_TRUE(db.value()->execScript(QStringLiteral("INSERT INTO people (key) VALUES ('b')")).ok());
        ASSERT_TRUE(tx.commit().ok());
    }
    EXPECT_EQ(db.value()->scalar("SELECT count(*) FROM people").toInt(), 1);
}

TEST(Statement, RefusesMoreThanOneStatement)
{
    QTemporaryDir dir;
    auto db = Database::create(dir.filePath(QStringLiteral("s.sqlite")));
    ASSERT_TRUE(db.ok());
    auto st = Statement::prepare(db.value()->handle(), "SELECT 1; DROP TABLE events");
    EXPECT_FALSE(st.ok());
    EXPECT_TRUE(st.error().contains(QStringLiteral("more than one")));
    EXPECT_EQ(db.value()->scalar("SELECT count(*) FROM sqlite_master WHERE name = 'events'").toInt(), 1);
}

// Text read through the scratch is what Statement::text() reads: ASCII,
// other UTF-8, bytes that are not UTF-8, empty and NULL, a longer text after
// a shorter one and a shorter after a longer one.
TEST(Utf16Scratch, GivesWhatTextGives)
{
    QTemporaryDir dir;
    auto db = Database::create(dir.filePath(QStringLiteral("s.sqlite")));
    ASSERT_TRUE(db.ok());
    auto st = Statement::prepare(db.value()->handle(),
        "SELECT column1 FROM (VALUES ('1814-04-06'), ('Fontainebleau, a palace south of Paris'), ('枫丹白露'), "
        "(CAST(x'41ff42' AS TEXT)), (''), (NULL), ('Elba'), ('Sainte-Hélène'), ('x'))");
    ASSERT_TRUE(st.ok()) << st.error().toStdString();
    Utf16Scratch scratch;
    int rows = 0;
    while (st.value().step()) {
        ++rows;
        const QString text = st.value().text(0);
        const QStringView view = scratch.of(st.value().utf8(0));
        EXPECT_EQ(view, text) << rows;
        EXPECT_EQ(view.isNull(), text.isNull()) << rows;
    }
    EXPECT_EQ(rows, 9);
}

// Schema 7 adds indexes only: a v6 file is backed up, gains them, and a date
// query then reads events by time from the index (issue 17).
TEST(Database, MigratesSchema6ToTheTimeIndexes)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("v6.sqlite"));
    {
        auto db = Database::create(path, 6);
        ASSERT_TRUE(db.ok()) << db.error().toStdString();
        ASSERT_EQ(db.value()->schemaVersion(), 6);
        ASSERT_TRUE(db.value()
                        ->execScript(QStringLiteral(
                            "INSERT INTO sources (key, title, language, file, body, body_length) "
                            "VALUES ('s', 'S', 'en', 's.txt', 'The Emperor abdicated.', 22);"
                            "INSERT INTO events (key, title_en, date, t_start, t_end, precision) "
                            "VALUES ('abdication', 'Abdication', '1814-04-06', 100, 200, 2),"
                            "       ('exile', 'Exile', '1814/1815', 50, 1000, 0);"
                            "INSERT INTO accounts (event_id, source_id, ordinal, quote, q_start, q_end, key) "
                            "VALUES (1, 1, 0, 'Emperor', 4, 11, 'abdication/0');"))
                        .ok());
        EXPECT_EQ(db.value()->scalar("SELECT count(*) FROM sqlite_schema WHERE name = 'events_by_start'").toInt(), 0);
    }
    const QByteArray original = readAll(path);
    EXPECT_FALSE(Database::open(path, Database::Access::ReadOnly).ok()) << "read-only access never upgrades";
    EXPECT_EQ(readAll(path), original);

    auto db = Database::open(path, Database::Access::ReadWrite);
    ASSERT_TRUE(db.ok()) << db.error().toStdString();
    EXPECT_EQ(db.value()->schemaVersion(), kSchemaVersion);
    EXPECT_EQ(readAll(db.value()->backupPath()), original);
    EXPECT_TRUE(db.value()->schemaProblems().isEmpty()) << db.value()->schemaProblems().join(u'\n').toStdString();
    auto explain = Statement::prepare(db.value()->handle(),
        "EXPLAIN QUERY PLAN SELECT t_start, id FROM events WHERE t_start >= 10 AND t_start < 20 ORDER BY t_start");
    ASSERT_TRUE(explain.ok()) << explain.error().toStdString();
    QString plan;
    while (explain.value().step())
        plan += explain.value().text(3) + u'\n';
    EXPECT_TRUE(plan.contains(QStringLiteral("COVERING INDEX events_by_start"))) << plan.toStdString();
    const auto found = eventsOverlapping(*db.value(), {120, 130}, 10);
    ASSERT_TRUE(found.ok()) << found.error().toStdString();
    ASSERT_EQ(found->size(), 2);
    EXPECT_EQ(found->at(0).key, QStringLiteral("exile")); // started before, still runs: by start
    EXPECT_EQ(found->at(1).key, QStringLiteral("abdication"));
    EXPECT_EQ(eventsOverlapping(*db.value(), {60, 150}, 10)->first().key, QStringLiteral("abdication"));
}
