// kill -9 at random moments of an edit (a source added to a database) and
// of a schema upgrade (an older database opened by a command that writes):
// every time, the database opens afterwards, passes its own check and holds
// either all of the change or none of it; an upgrade's backup is kept.
#include "reliabilityutil.h"

#include <core/historicaldate.h>
#include <db/database.h>
#include <db/store.h>

#include <QElapsedTimer>
#include <QRandomGenerator>
#include <QTemporaryDir>

#include <functional>

using namespace parallax;
using namespace parallax::testing;

namespace {

int envInt(const char *name, int fallback)
{
    bool ok = false;
    const int v = qEnvironmentVariableIntValue(name, &ok);
    return ok ? v : fallback;
}

// Copies `from` over `to` (and removes what a killed writer left beside it).
void restore(const QString &from, const QString &to)
{
    const QDir folder = QFileInfo(to).dir();
    for (const QString &name : folder.entryList(QDir::Files | QDir::Hidden))
        QFile::remove(folder.filePath(name));
    ASSERT_TRUE(QFile::copy(from, to));
}

// Runs `args` and kills it after `delayMs` unless it has finished.
void runAndKill(const QStringList &args, int delayMs)
{
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    p.setProcessEnvironment(env);
    p.start(QStringLiteral(PARALLAX_BIN), args);
    ASSERT_TRUE(p.waitForStarted());
    if (!p.waitForFinished(delayMs)) {
        p.kill(); // SIGKILL
        p.waitForFinished();
    }
}

// Runs `args` on a fresh copy of `pristine` at `target` PARALLAX_KILL_RUNS
// times (default 10), killing it at a random moment up to 1.2 × `fullMs`,
// then calls `check`; returns the seed (PARALLAX_KILL_SEED repeats a run).
quint32 killRuns(const QString &pristine, const QString &target, const QStringList &args, qint64 fullMs,
    const std::function<void()> &check)
{
    const int runs = envInt("PARALLAX_KILL_RUNS", 10);
    const auto seed = quint32(envInt("PARALLAX_KILL_SEED", int(QRandomGenerator::global()->generate() & 0x7fffffff)));
    QRandomGenerator random(seed);
    for (int run = 0; run < runs; ++run) {
        restore(pristine, target);
        const int delay = int(random.bounded(quint32(fullMs * 12 / 10)));
        SCOPED_TRACE(QStringLiteral("run %1, kill at %2 of %3 ms, seed %4")
                         .arg(run)
                         .arg(delay)
                         .arg(fullMs)
                         .arg(seed)
                         .toStdString());
        runAndKill(args, delay);
        check();
    }
    return seed;
}

// What the database holds once reopened for writing (which recovers an
// interrupted change): its version and row counts, after a full check.
struct Reopened
{
    int version = -1;
    qint64 events = -1;
    qint64 sources = -1;
    QString problem;
};

Reopened reopen(const QString &path)
{
    Reopened r;
    auto opened = db::Database::open(path, db::Database::Access::ReadWrite);
    if (!opened) {
        r.problem = opened.error();
        return r;
    }
    const db::CheckReport report = db::checkDatabase(*opened.value());
    if (!report.ok()) {
        r.problem = QStringLiteral("check failed: ")
            + (QStringList {report.integrity} + report.foreignKeyProblems + report.schemaProblems
                + report.contentProblems.mid(0, 3) + report.searchProblems.mid(0, 3))
                  .join(QStringLiteral("; "));
        return r;
    }
    r.version = opened.value()->schemaVersion();
    r.events = report.counts.value(QStringLiteral("events"), -2);
    r.sources = report.counts.value(QStringLiteral("sources"), -2);
    return r;
}

// A text of about `bytes` bytes, in sentences.
QByteArray longText(int bytes)
{
    QByteArray t;
    for (int i = 0; t.size() < bytes; ++i)
        t += "On day " + QByteArray::number(i) + " the letters from the island spoke of weather and of ships. ";
    return t;
}

} // namespace

TEST(KillDuringEdit, AnAddedSourceIsWholeOrAbsent)
{
    QTemporaryDir dir;
    const QString pristine = dir.filePath(QStringLiteral("pristine.sqlite"));
    const QString target = dir.filePath(QStringLiteral("db/d.sqlite"));
    const QString text = dir.filePath(QStringLiteral("letters.txt"));
    {
        QFile f(text);
        ASSERT_TRUE(f.open(QIODevice::WriteOnly));
        f.write(longText(400 << 10));
    }
    ASSERT_EQ(runParallax({QStringLiteral("import"), QStringLiteral(PARALLAX_CORPUS), QStringLiteral("--db"), pristine})
                  .exitCode,
        0);
    const Reopened before = reopen(pristine);
    ASSERT_TRUE(before.problem.isEmpty()) << before.problem.toStdString();
    QDir().mkpath(QFileInfo(target).absolutePath());
    const QStringList add {QStringLiteral("source"), QStringLiteral("add"), text, QStringLiteral("--db"), target,
        QStringLiteral("--title"), QStringLiteral("Letters"), QStringLiteral("--language"), QStringLiteral("en")};

    restore(pristine, target);
    QElapsedTimer timer;
    timer.start();
    const RunResult whole = runParallax(add);
    ASSERT_EQ(whole.exitCode, 0) << whole.err.toStdString();
    const qint64 fullMs = std::max<qint64>(50, timer.elapsed());

    int absent = 0, added = 0;
    const quint32 seed = killRuns(pristine, target, add, fullMs, [&] {
        const Reopened after = reopen(target);
        ASSERT_TRUE(after.problem.isEmpty()) << after.problem.toStdString();
        EXPECT_EQ(after.events, before.events);
        EXPECT_TRUE(after.sources == before.sources || after.sources == before.sources + 1) << after.sources;
        if (after.sources == before.sources)
            ++absent;
        else
            ++added;
    });
    std::cout << "[ kill runs ] " << envInt("PARALLAX_KILL_RUNS", 10) << " kills over " << fullMs
              << " ms source adds (seed " << seed << "): absent " << absent << ", whole " << added << ", damaged 0\n";
}

TEST(KillDuringEdit, AnInterruptedUpgradeKeepsItsBackupAndOpensAfterwards)
{
    QTemporaryDir dir;
    const QString pristine = dir.filePath(QStringLiteral("v4.sqlite"));
    const QString target = dir.filePath(QStringLiteral("db/old.sqlite"));
    const int kEvents = 8000;
    {
        auto db = db::Database::create(pristine, 4);
        ASSERT_TRUE(db.ok());
        // Rows as a v4 build wrote them: one source, events each quoting it.
        const QByteArray body = longText(1 << 20);
        const AxisSpan year = HistoricalDate::parse(u"1814")->span();
        const QString script = QStringLiteral(
            "INSERT INTO sources (key, title, language, file, body, body_length) VALUES ('s', 'S', 'en', 's.txt', "
            "'%1', %2);"
            "WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < %3) "
            "INSERT INTO events (key, title_en, date, t_start, t_end, precision) "
            "SELECT 'e' || i, 'Event number ' || i, '1814', %4, %5, 0 FROM n;"
            "INSERT INTO accounts (event_id, source_id, ordinal, quote, q_start, q_end) "
            "SELECT id, 1, 0, 'On day', 0, 6 FROM events;")
                                   .arg(QString::fromLatin1(body))
                                   .arg(body.size())
                                   .arg(kEvents)
                                   .arg(year.start)
                                   .arg(year.end);
        // (Its search index is left empty: the upgrade writes the index
        // anew, the current schema's, whatever a v4 file held.)
        ASSERT_TRUE(db.value()->execScript(script).ok());
    }
    const QByteArray original = fileState(pristine).sha256;
    QDir().mkpath(QFileInfo(target).absolutePath());
    // `cite` opens the database for writing: it upgrades it first.
    const QStringList write {QStringLiteral("cite"), QStringLiteral("--db"), target, QStringLiteral("--source"),
        QStringLiteral("s"), QStringLiteral("--quote"), QStringLiteral("On day 777 the letters"),
        QStringLiteral("--new-event"), QStringLiteral("Weather"), QStringLiteral("--date"), QStringLiteral("1814")};

    restore(pristine, target);
    QElapsedTimer timer;
    timer.start();
    const RunResult whole = runParallax(write);
    ASSERT_EQ(whole.exitCode, 0) << whole.err.toStdString();
    const qint64 fullMs = std::max<qint64>(50, timer.elapsed());
    const Reopened cited1 = reopen(target);
    ASSERT_TRUE(cited1.problem.isEmpty()) << cited1.problem.toStdString();
    ASSERT_EQ(cited1.events, kEvents + 1);

    int untouched = 0, upgraded = 0, cited = 0;
    const quint32 seed = killRuns(pristine, target, write, fullMs, [&] {
        // A backup of the original, whenever the upgrade had begun.
        const QStringList backups
            = QFileInfo(target).dir().entryList({QStringLiteral("old.sqlite.v*.bak")}, QDir::Files);
        for (const QString &b : backups) {
            if (!b.endsWith(QStringLiteral("-journal"))) {
                EXPECT_EQ(fileState(QFileInfo(target).dir().filePath(b)).sha256, original) << b.toStdString();
            }
        }
        const bool wasUntouched = fileState(target).sha256 == original;
        const Reopened after = reopen(target);
        ASSERT_TRUE(after.problem.isEmpty()) << after.problem.toStdString();
        EXPECT_EQ(after.version, db::kSchemaVersion);
        EXPECT_TRUE(after.events == kEvents || after.events == kEvents + 1) << after.events;
        if (after.events == kEvents + 1)
            ++cited;
        else if (wasUntouched)
            ++untouched;
        else
            ++upgraded;
        // And it takes the edit now.
        const RunResult again = runParallax(write);
        EXPECT_EQ(again.exitCode, 0) << again.err.toStdString();
    });
    std::cout << "[ kill runs ] " << envInt("PARALLAX_KILL_RUNS", 10) << " kills over " << fullMs
              << " ms upgrades + cite (seed " << seed << "): untouched " << untouched << ", upgraded " << upgraded
              << ", upgraded and cited " << cited << ", damaged 0\n";
}
