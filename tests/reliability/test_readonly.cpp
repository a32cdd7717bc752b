// Read-only commands never write: the database's bytes and modification
// time stay the same, and nothing appears beside it (no -journal, -wal, -shm).
#include "reliabilityutil.h"

#include <db/database.h>

#include <sqlite3.h>

#include <QDirIterator>
#include <QTemporaryDir>

#include <cstdio>
#include <gnu/libc-version.h>

using namespace parallax;
using namespace parallax::testing;

namespace {

class ReadOnlyCommands : public ::testing::Test
{
protected:
    void SetUp() override
    {
        ASSERT_TRUE(m_dir.isValid() && m_out.isValid());
        QDir().mkpath(m_dir.filePath(QStringLiteral("data")));
        m_db = m_dir.filePath(QStringLiteral("data/n.sqlite"));
        const RunResult r
            = runParallax({QStringLiteral("import"), QStringLiteral(PARALLAX_CORPUS), QStringLiteral("--db"), m_db});
        ASSERT_EQ(r.exitCode, 0) << r.err.toStdString();
    }

    // Every read-only command, each writing its output (if any) elsewhere.
    QList<QStringList> commands() const
    {
        const QString out = m_out.path();
        return {
            {QStringLiteral("check"), m_db},
            {QStringLiteral("export"), QStringLiteral("--db"), m_db, QStringLiteral("--format"), QStringLiteral("json"),
                QStringLiteral("-o"), out + QStringLiteral("/e.json")},
            {QStringLiteral("export"), QStringLiteral("--db"), m_db, QStringLiteral("--format"),
                QStringLiteral("geojson"), QStringLiteral("-o"), out + QStringLiteral("/e.geojson")},
            {QStringLiteral("search"), QStringLiteral("Elba"), QStringLiteral("--db"), m_db},
            {QStringLiteral("search"), QStringLiteral("巴黎"), QStringLiteral("--db"), m_db},
            {QStringLiteral("conflicts"), QStringLiteral("--db"), m_db},
            {QStringLiteral("snapshot"), QStringLiteral("--db"), m_db, QStringLiteral("-o"),
                out + QStringLiteral("/s.png"), QStringLiteral("--size"), QStringLiteral("800x500")},
        };
    }

    // Runs every command and checks that none changed the file or its folder.
    void expectUntouched(bool expectSuccess)
    {
        const FileState before = fileState(m_db);
        for (const QStringList &args : commands()) {
            SCOPED_TRACE(args.join(u' ').toStdString());
            const RunResult r = runParallax(args);
            if (expectSuccess)
                EXPECT_EQ(r.exitCode, 0) << r.err.toStdString();
            else
                EXPECT_NE(r.exitCode, 0) << r.out.toStdString();
            EXPECT_EQ(fileState(m_db), before);
        }
    }

    QTemporaryDir m_dir, m_out;
    QString m_db;
};

} // namespace

TEST_F(ReadOnlyCommands, LeaveTheFileAndItsFolderAsTheyWere)
{
    expectUntouched(true);
}

TEST_F(ReadOnlyCommands, WorkOnAReadOnlyFileInAReadOnlyFolder)
{
    // Nothing to write with: if any command needed to, it would fail here.
    const QString folder = QFileInfo(m_db).absolutePath();
    ASSERT_TRUE(QFile::setPermissions(m_db, QFile::ReadOwner));
    ASSERT_TRUE(QFile::setPermissions(folder, QFile::ReadOwner | QFile::ExeOwner));
    if (QFileInfo(folder).isWritable() && ::geteuid() == 0) {
        // root writes anyway; the byte and folder checks still hold.
    }
    expectUntouched(true);
    QFile::setPermissions(folder, QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
    QFile::setPermissions(m_db, QFile::ReadOwner | QFile::WriteOwner);
}

TEST_F(ReadOnlyCommands, RefuseAnOlderSchemaWithoutMigratingIt)
{
    // A version-1 database: reading it would need an upgrade, which only a
    // writer does (after a backup).
    QFile::remove(m_db);
    {
        auto db = db::Database::create(m_db, 1);
        ASSERT_TRUE(db) << db.error().toStdString();
    }
    expectUntouched(false);
    EXPECT_EQ(fileState(m_db).folder, QStringList {QStringLiteral("n.sqlite")});
}

TEST_F(ReadOnlyCommands, RefuseAFileInWriteAheadLogModeWithoutCreatingItsLogs)
{
    // Another program switched the file to WAL; when its last connection
    // closed, SQLite removed -wal and -shm, and the header still says WAL.
    sqlite3 *raw = nullptr;
    ASSERT_EQ(sqlite3_open(QFile::encodeName(m_db).constData(), &raw), SQLITE_OK);
    ASSERT_EQ(sqlite3_exec(raw, "PRAGMA journal_mode = WAL", nullptr, nullptr, nullptr), SQLITE_OK);
    sqlite3_close(raw);
    ASSERT_EQ(fileState(m_db).folder, QStringList {QStringLiteral("n.sqlite")});
    expectUntouched(false);
    const RunResult r = runParallax({QStringLiteral("check"), m_db});
    EXPECT_TRUE(r.err.contains(QStringLiteral("write-ahead"))) << r.err.toStdString();
    // A writer switches it back, and then readers read it.
    {
        auto db = db::Database::open(m_db, db::Database::Access::ReadWrite);
        ASSERT_TRUE(db) << db.error().toStdString();
        EXPECT_FALSE(db.value()->notices().isEmpty());
    }
    expectUntouched(true);
}

TEST_F(ReadOnlyCommands, RefuseAHotJournalWithoutRollingItBack)
{
    // An unfinished change: a journal beside the file, as a killed writer
    // leaves it. Made by copying both while a transaction is open.
    const QString copy = m_dir.filePath(QStringLiteral("data/hot.sqlite"));
    sqlite3 *raw = nullptr;
    ASSERT_EQ(sqlite3_open(QFile::encodeName(m_db).constData(), &raw), SQLITE_OK);
    ASSERT_EQ(sqlite3_exec(raw,
                  "PRAGMA cache_size = 1; BEGIN; DELETE FROM corpus_info; UPDATE places SET lat = 0, lon = 0; UPDATE "
                  "events SET key = key || 'x';",
                  nullptr, nullptr, nullptr),
        SQLITE_OK);
    ASSERT_TRUE(QFile::exists(m_db + QStringLiteral("-journal")));
    ASSERT_TRUE(QFile::copy(m_db, copy));
    ASSERT_TRUE(QFile::copy(m_db + QStringLiteral("-journal"), copy + QStringLiteral("-journal")));
    sqlite3_exec(raw, "ROLLBACK", nullptr, nullptr, nullptr);
    sqlite3_close(raw);
    QFile::remove(m_db);
    ASSERT_TRUE(QFile::rename(copy, m_db));
    ASSERT_TRUE(QFile::rename(copy + QStringLiteral("-journal"), m_db + QStringLiteral("-journal")));
    const QByteArray journalBefore = fileState(m_db + QStringLiteral("-journal")).sha256;
    expectUntouched(false);
    EXPECT_EQ(fileState(m_db + QStringLiteral("-journal")).sha256, journalBefore);
}

// `parallax import` stores the conflict list, `parallax check` finds it to be
// the one the data gives, and `parallax conflicts` prints it.
TEST_F(ReadOnlyCommands, AnImportedFileHoldsTheConflictListCheckConfirms)
{
    const RunResult check = runParallax({QStringLiteral("check"), m_db});
    EXPECT_EQ(check.exitCode, 0) << check.err.toStdString();
    EXPECT_TRUE(check.out.contains(QStringLiteral("conflicts: ok"))) << check.out.toStdString();
    auto db = db::Database::open(m_db, db::Database::Access::ReadOnly);
    ASSERT_TRUE(db) << db.error().toStdString();
    const int stored = db.value()->scalar("SELECT conflicts FROM conflict_list_state").toInt();
    EXPECT_GT(stored, 10);
    const RunResult listed = runParallax({QStringLiteral("conflicts"), QStringLiteral("--db"), m_db});
    EXPECT_EQ(listed.exitCode, 0) << listed.err.toStdString();
    EXPECT_TRUE(listed.out.contains(QStringLiteral("%1 conflict(s)").arg(stored))) << listed.out.toStdString();
}

// The viewer and `snapshot`, which hold a whole corpus, start themselves
// again with huge pages for their heap (app/hugepages.h) where the kernel
// gives them on request and glibc can ask; with GLIBC_TUNABLES set, even
// empty, they do not. Either way they are given the same arguments and do the
// same; the restarted process says so on its startup log.
TEST_F(ReadOnlyCommands, DoTheSameWhetherOrNotTheyStartAgainWithHugePages)
{
    QFile mode(QStringLiteral("/sys/kernel/mm/transparent_hugepage/enabled"));
    int major = 0, minor = 0;
    const bool glibcAsks = std::sscanf(gnu_get_libc_version(), "%d.%d", &major, &minor) == 2
        && (major > 2 || (major == 2 && minor >= 35));
    const bool onRequest = glibcAsks && mode.open(QIODevice::ReadOnly) && mode.readAll().contains("[madvise]");
    const QStringList ownChoice {QStringLiteral("GLIBC_TUNABLES")}; // the caller's, if any, left out
    const QList<std::pair<QString, QString>> log {
        {QStringLiteral("QT_LOGGING_RULES"), QStringLiteral("parallax.app.startup.debug=true")}};
    const QString said = QStringLiteral("started again with huge pages");
    const QString out = m_out.path();
    const auto snapshot = [&](const QString &name, const QString &size) {
        return QStringList {QStringLiteral("snapshot"), QStringLiteral("--db"), m_db, QStringLiteral("-o"),
            out + u'/' + name, QStringLiteral("--size"), size};
    };
    // Rendered twice each way: the image is the same.
    const RunResult restarted
        = runParallax(snapshot(QStringLiteral("a.png"), QStringLiteral("900x600")), 120000, log, ownChoice);
    auto asItIsEnv = log;
    asItIsEnv.append({QStringLiteral("GLIBC_TUNABLES"), QString()});
    const RunResult asItIs
        = runParallax(snapshot(QStringLiteral("b.png"), QStringLiteral("900x600")), 120000, asItIsEnv);
    ASSERT_EQ(restarted.exitCode, 0) << restarted.err.toStdString();
    ASSERT_EQ(asItIs.exitCode, 0) << asItIs.err.toStdString();
    EXPECT_EQ(fileState(out + QStringLiteral("/a.png")).sha256, fileState(out + QStringLiteral("/b.png")).sha256);
    EXPECT_FALSE(asItIs.err.contains(said)) << asItIs.err.toStdString();
    if (onRequest) { // glibc 2.35 or later: Debian 12 has 2.36
        EXPECT_TRUE(restarted.err.contains(said)) << restarted.err.toStdString();
    }
    // A bad argument: the same refusal.
    const RunResult badRestarted
        = runParallax(snapshot(QStringLiteral("c.png"), QStringLiteral("0x0")), 120000, {}, ownChoice);
    const RunResult badAsItIs = runParallax(snapshot(QStringLiteral("c.png"), QStringLiteral("0x0")), 120000,
        {{QStringLiteral("GLIBC_TUNABLES"), QString()}});
    EXPECT_NE(badRestarted.exitCode, 0);
    EXPECT_EQ(badRestarted.exitCode, badAsItIs.exitCode);
    EXPECT_EQ(badRestarted.err, badAsItIs.err);
    EXPECT_GT(badRestarted.err.size(), 10);
    // A command that does not hold a whole corpus does not start again.
    const RunResult search
        = runParallax({QStringLiteral("search"), QStringLiteral("Elba"), QStringLiteral("--db"), m_db}, 120000, log);
    EXPECT_EQ(search.exitCode, 0);
    EXPECT_FALSE(search.err.contains(said)) << search.err.toStdString();
}

// Without --db, before the user has a database, the read-only commands built
// the user's database from the bundled corpus, 1.3 MB written by "check"
// (which "never changes the file") and the rest (a walkthrough by helper-96).
// They read the bundled corpus now and write nothing of the user's; check
// says there is no database yet.
TEST(ReadOnlyWithoutADatabase, WriteNothingOfTheUsers)
{
    QTemporaryDir home, out;
    ASSERT_TRUE(home.isValid() && out.isValid());
    const QList<std::pair<QString, QString>> env {
        {QStringLiteral("XDG_DATA_HOME"), home.filePath(QStringLiteral("data"))},
        {QStringLiteral("XDG_CONFIG_HOME"), home.filePath(QStringLiteral("config"))}};
    const QList<QStringList> reading {
        {QStringLiteral("search"), QStringLiteral("Elba")},
        {QStringLiteral("conflicts"), QStringLiteral("--format"), QStringLiteral("json")},
        {QStringLiteral("export"), QStringLiteral("--format"), QStringLiteral("json"), QStringLiteral("-o"),
            out.filePath(QStringLiteral("e.json"))},
        {QStringLiteral("snapshot"), QStringLiteral("-o"), out.filePath(QStringLiteral("s.png")),
            QStringLiteral("--size"), QStringLiteral("800x500")},
    };
    for (const QStringList &args : reading) {
        SCOPED_TRACE(args.join(u' ').toStdString());
        const RunResult r = runParallax(args, 120000, env);
        EXPECT_EQ(r.exitCode, 0) << r.err.toStdString();
        EXPECT_FALSE(r.out.isEmpty() && args.first() != u"export" && args.first() != u"snapshot");
    }
    EXPECT_TRUE(runParallax({QStringLiteral("search"), QStringLiteral("Elba")}, 120000, env)
                    .out.contains(QLatin1String("Elba")));
    const RunResult check = runParallax({QStringLiteral("check")}, 120000, env);
    EXPECT_NE(check.exitCode, 0);
    EXPECT_TRUE(check.err.contains(QLatin1String("no database"))) << check.err.toStdString();
    QStringList written;
    for (QDirIterator it(home.path(), QDir::Files | QDir::Hidden, QDirIterator::Subdirectories); it.hasNext();)
        written << it.next();
    EXPECT_TRUE(written.isEmpty()) << written.join(u' ').toStdString();
}
