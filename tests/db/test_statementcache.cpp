// The connection's cache of prepared statements (db/statementcache.h): what
// it hands out, nested use, SQL that does not prepare; and searches that reuse
// it give what searches on fresh connections give, and still refuse a
// damaged database.
#include "testutil.h"

#include <db/corpusloader.h>
#include <db/search.h>
#include <db/sqlite.h>
#include <db/statementcache.h>
#include <db/store.h>
#include <db/userdata.h>

#include <sqlite3.h>

#include <QTemporaryDir>

using namespace parallax;
using namespace parallax::db;

namespace {

QString bundledDatabase(const QTemporaryDir &dir)
{
    const QString path = dir.filePath(QStringLiteral("bundled.sqlite"));
    const LoadedCorpus loaded = loadCorpusFolder(bundledCorpusPath());
    EXPECT_TRUE(loaded.ok());
    EXPECT_TRUE(buildDatabase(loaded.corpus, path, false).ok());
    return path;
}

// Every field of every hit, in order, for comparing two searches.
QStringList described(const Result<SearchResults> &r)
{
    if (!r)
        return {QStringLiteral("failed: ") + r.error()};
    QStringList out {QString::number(r->usedIndex), r->dateQuery};
    for (const auto *group : {&r->events, &r->places, &r->people, &r->passages})
        for (const SearchHit &h : *group)
            out << QStringLiteral("%1|%2|%3|%4|%5|%6")
                       .arg(int(h.kind))
                       .arg(h.id, h.title, h.snippet)
                       .arg(h.position)
                       .arg(h.eventId);
    return out;
}

// Runs SQL on a connection of its own (another program changing the file).
void execElsewhere(const QString &path, const char *sql)
{
    sqlite3 *other = nullptr;
    ASSERT_EQ(sqlite3_open_v2(path.toUtf8().constData(), &other, SQLITE_OPEN_READWRITE, nullptr), SQLITE_OK);
    char *error = nullptr;
    const int rc = sqlite3_exec(other, sql, nullptr, nullptr, &error);
    EXPECT_EQ(rc, SQLITE_OK) << (error ? error : "");
    sqlite3_free(error);
    sqlite3_close(other);
}

} // namespace

TEST(StatementCache, LendsAStatementOnceAndAnotherWhenNested)
{
    QTemporaryDir dir;
    auto db = Database::create(dir.filePath(QStringLiteral("c.sqlite")));
    ASSERT_TRUE(db.ok()) << db.error().toStdString();
    StatementCache &cache = db.value()->statements();
    EXPECT_EQ(cache.size(), 0);
    const char *sql = "SELECT value FROM json_each('[1,2,3]') WHERE value >= ?1";
    {
        auto outer = cache.get(sql);
        ASSERT_TRUE(outer.ok()) << outer.error().toStdString();
        outer.value()->bind(1, 2);
        ASSERT_TRUE(outer.value()->step());
        EXPECT_EQ(outer.value()->int64(0), 2);
        // The same SQL while the first is stepping: a statement of its own,
        // and the first goes on where it was.
        auto inner = cache.get(sql);
        ASSERT_TRUE(inner.ok());
        EXPECT_NE(&*inner.value(), &*outer.value());
        inner.value()->bind(1, 1);
        ASSERT_TRUE(inner.value()->step());
        EXPECT_EQ(inner.value()->int64(0), 1);
        ASSERT_TRUE(outer.value()->step());
        EXPECT_EQ(outer.value()->int64(0), 3);
        EXPECT_EQ(cache.size(), 1);
    }
    // Back in the cache: reset, its binding cleared (NULL matches nothing).
    auto again = cache.get(sql);
    ASSERT_TRUE(again.ok());
    EXPECT_FALSE(again.value()->step());
    EXPECT_TRUE(again.value()->finished().ok());
    EXPECT_EQ(cache.size(), 1);
}

TEST(StatementCache, SqlThatDoesNotPrepareIsRefusedAndNeverKept)
{
    QTemporaryDir dir;
    auto db = Database::create(dir.filePath(QStringLiteral("c.sqlite")));
    ASSERT_TRUE(db.ok());
    StatementCache &cache = db.value()->statements();
    for (const char *sql : {"SELECT * FROM no_such_table", "SELECT 1; SELECT 2", "  ", "SELEKT 1"}) {
        for (int round = 0; round < 2; ++round) {
            auto st = cache.get(sql);
            EXPECT_FALSE(st.ok()) << sql;
            EXPECT_FALSE(st.error().isEmpty()) << sql;
        }
    }
    EXPECT_EQ(cache.size(), 0);
}

TEST(StatementCache, KeepsAtMostItsBoundAndStillLendsBeyondIt)
{
    QTemporaryDir dir;
    auto db = Database::create(dir.filePath(QStringLiteral("c.sqlite")));
    ASSERT_TRUE(db.ok());
    StatementCache &cache = db.value()->statements();
    for (int i = 0; i < StatementCache::kMaxEntries + 10; ++i) {
        const QByteArray sql = "SELECT " + QByteArray::number(i);
        auto st = cache.get(sql);
        ASSERT_TRUE(st.ok());
        ASSERT_TRUE(st.value()->step());
        EXPECT_EQ(st.value()->int64(0), i);
    }
    EXPECT_EQ(cache.size(), StatementCache::kMaxEntries);
}

// The queries of the search tests (words, Chinese of one to four characters,
// accents, digits, dates, hostile syntax, the length limit, word pairs), each run twice on
// one connection, in two orders, against a fresh connection for each.
TEST(StatementCache, RepeatedSearchesOnOneConnectionGiveWhatFreshOnesGive)
{
    QTemporaryDir dir;
    const QString path = bundledDatabase(dir);
    const QStringList queries {QStringLiteral("Elba"), QStringLiteral("毒"), QStringLiteral("巴黎"),
        QStringLiteral("厄尔巴"), QStringLiteral("枫丹白露"), QStringLiteral("KEJSEREN"), QStringLiteral("ile d'aix"),
        QStringLiteral("Fontainebleau"), QStringLiteral("1814年4月12日"), QStringLiteral("1815-03"),
        QStringLiteral("March 1815"), QStringLiteral("1814-09"), QStringLiteral("\"\" OR *"), QStringLiteral("el"),
        QStringLiteral("kejser*"), QStringLiteral("大无畏号"), QString(1001, u'x'), QStringLiteral("zzzz"),
        QStringLiteral("blev tvunget"), QStringLiteral("own the")};
    QList<QStringList> fresh;
    for (const QString &q : queries) {
        auto db = Database::open(path, Database::Access::ReadOnly);
        ASSERT_TRUE(db.ok());
        fresh << described(search(*db.value(), q, 5));
    }
    auto db = Database::open(path, Database::Access::ReadOnly);
    ASSERT_TRUE(db.ok());
    for (int round = 0; round < 2; ++round) {
        for (qsizetype i = 0; i < queries.size(); ++i)
            EXPECT_EQ(described(search(*db.value(), queries[i], 5)), fresh[i]) << queries[i].toStdString();
        for (qsizetype i = queries.size() - 1; i >= 0; --i)
            EXPECT_EQ(described(search(*db.value(), queries[i], 5)), fresh[i]) << queries[i].toStdString();
    }
    const int kept = db.value()->statements().size();
    EXPECT_GT(kept, 8);
    EXPECT_LE(kept, 23) << "a fixed set of statements, whatever the queries";
    // More queries, of other words, leave the set as it is.
    for (const char *more : {"Napoleon", "kejser blev sendt", "Napoleon var", "the road", "1815-06", "拿破仑"})
        ASSERT_TRUE(search(*db.value(), QString::fromUtf8(more), 5).ok());
    EXPECT_EQ(db.value()->statements().size(), kept);
    // Another page size gives the same as a fresh connection too (a bound LIMIT).
    auto other = Database::open(path, Database::Access::ReadOnly);
    ASSERT_TRUE(other.ok());
    EXPECT_EQ(described(search(*db.value(), QStringLiteral("Elba"), 20)),
        described(search(*other.value(), QStringLiteral("Elba"), 20)));
}

// A table gone while a connection is open (another program changing the
// file): searches refuse, whether the statements were cached before the
// damage or not, and opening the file again refuses it.
TEST(StatementCache, ADamagedDatabaseIsStillRefused)
{
    for (const bool searchedBefore : {true, false}) {
        for (const char *table : {"accounts", "events", "passages"}) {
            SCOPED_TRACE(std::string(table) + (searchedBefore ? ", searched before" : ", first search"));
            QTemporaryDir dir;
            const QString path = bundledDatabase(dir);
            auto db = Database::open(path, Database::Access::ReadOnly);
            ASSERT_TRUE(db.ok());
            // Queries that read each table: a quote's account, an event, a passage.
            const QStringList queries {
                QStringLiteral("大无畏号"), QStringLiteral("Elba"), QStringLiteral("巴黎"), QStringLiteral("1815-03")};
            if (searchedBefore) {
                for (const QString &q : queries)
                    ASSERT_TRUE(search(*db.value(), q).ok()) << q.toStdString();
            }
            execElsewhere(path, (QByteArray("DROP TABLE ") + table).constData());
            for (int round = 0; round < 2; ++round) {
                bool refused = false;
                for (const QString &q : queries) {
                    auto r = search(*db.value(), q);
                    if (!r) {
                        refused = true;
                        EXPECT_FALSE(r.error().isEmpty());
                    }
                }
                EXPECT_TRUE(refused);
            }
            EXPECT_FALSE(Database::open(path, Database::Access::ReadOnly).ok());
        }
    }
}

// A write that fails says why: SQLite's reason is kept after the statement is
// reset for its next use (it was lost, and errors read "writing event X
// failed: " with nothing after), and cleared by the next write that succeeds.
TEST(Statement, AFailedExecKeepsSQLitesReason)
{
    sqlite3 *h = nullptr;
    ASSERT_EQ(sqlite3_open(":memory:", &h), SQLITE_OK);
    ASSERT_EQ(sqlite3_exec(h, "CREATE TABLE t (x INTEGER NOT NULL)", nullptr, nullptr, nullptr), SQLITE_OK);
    {
        auto st = Statement::prepare(h, "INSERT INTO t (x) VALUES (?1)");
        ASSERT_TRUE(st.ok()) << st.error().toStdString();
        st.value().bindNull(1);
        EXPECT_FALSE(st.value().exec());
        EXPECT_TRUE(st.value().error().contains(QStringLiteral("NOT NULL constraint failed: t.x")))
            << st.value().error().toStdString();
        st.value().bind(1, 7);
        EXPECT_TRUE(st.value().exec());
        EXPECT_TRUE(st.value().error().isEmpty()) << st.value().error().toStdString();
    }
    sqlite3_close(h);
}

// asReadBack() says what a text written with bind() reads back as with
// text(): leading byte order marks, lone surrogates of either half, pairs,
// and random mixes of them with ASCII and Chinese.
TEST(Statement, AsReadBackIsWhatATextReadsBackAs)
{
    sqlite3 *h = nullptr;
    ASSERT_EQ(sqlite3_open(":memory:", &h), SQLITE_OK);
    QStringList texts {QString(), QStringLiteral(""), QString(QChar(0xFEFF)), QStringLiteral("\uFEFFBattle"),
        QStringLiteral("\uFEFF\uFEFFtwo"), QStringLiteral("mid\uFEFFdle"), QStringLiteral("\U0001F600 pair"),
        QStringLiteral("滑铁卢")};
    texts << QString(QChar(0xD800)) + QStringLiteral("lone high") << QStringLiteral("lone low") + QChar(0xDC00)
          << QString(QChar(0xFEFF)) + QChar(0xDC00) << QString(QChar(0xDBFF)) + QChar(0xD800) + QChar(0xDC00);
    const char16_t pool[] = {u'a', u'Z', u' ', u'滑', 0xFEFF, 0xD83D, 0xDE00, 0xD800, 0xDFFF, 0xFFFD};
    std::uint32_t seed = 12345;
    for (int n = 0; n < 500; ++n) {
        QString s;
        const int length = int(seed % 9);
        for (int k = 0; k < length; ++k) {
            seed = seed * 1664525u + 1013904223u;
            s += QChar(pool[(seed >> 16) % std::size(pool)]);
        }
        seed = seed * 1664525u + 1013904223u;
        texts << s;
    }
    int changed = 0;
    {
        auto st = Statement::prepare(h, "SELECT ?1");
        ASSERT_TRUE(st.ok());
        for (const QString &text : std::as_const(texts)) {
            st.value().reset();
            st.value().bind(1, text);
            ASSERT_TRUE(st.value().step());
            const QString read = st.value().text(0);
            EXPECT_EQ(asReadBack(text).toStdU16String(), read.toStdU16String())
                << "for " << text.toStdU16String().size() << " units: " << text.toUtf8().toHex().toStdString();
            changed += read != text;
        }
    }
    EXPECT_GT(changed, 50) << "the mixes hold marks and lone halves";
    sqlite3_close(h);
}
