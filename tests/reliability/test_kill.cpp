// kill -9 at random moments of an import that replaces a database: the old
// database stays as it was, or the new one is there whole; temporaries left
// by a killed import are removed by the next one.
#include "reliabilityutil.h"

#include <db/database.h>
#include <db/store.h>

#include <QElapsedTimer>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QThread>

using namespace parallax;
using namespace parallax::testing;

namespace {

// A corpus of `events` events, each quoting its own sentence of one source,
// big enough that an import takes a while to kill.
void writeBigCorpus(const QString &folder, int events)
{
    QDir().mkpath(folder);
    QByteArray text, json = R"({"format": "parallax-corpus", "version": 1, "id": "big", "title": "Big",
"sources": [{"id": "s", "file": "s.txt", "title": "S", "language": "en"}],
"places": [{"id": "p", "names": {"en": "Place"}, "lat": 1, "lon": 2}],
"events": [)";
    for (int i = 0; i < events; ++i) {
        const QByteArray n = QByteArray::number(i).rightJustified(6, '0');
        text += "Sentence " + n + " tells what happened on that day in some detail. ";
        json += QByteArray(i ? ",\n" : "\n") + R"({"id": "e)" + n + R"(", "title": {"en": "Event )" + n
            + R"("}, "summary_en": "A summary of event )" + n + R"(", "date": "1814-04-)"
            + QByteArray::number(1 + i % 28).rightJustified(2, '0') + R"(", "place": "p",
 "accounts": [{"source": "s", "quote": "Sentence )"
            + n + R"( tells"}]})";
    }
    json += "]}\n";
    for (const auto &[name, data] :
        {std::pair {QStringLiteral("corpus.json"), json}, {QStringLiteral("s.txt"), text}}) {
        QFile f(folder + u'/' + name);
        ASSERT_TRUE(f.open(QIODevice::WriteOnly));
        f.write(data);
    }
}

QStringList temporariesIn(const QString &folder)
{
    return QDir(folder).entryList({QStringLiteral(".*tmp*")}, QDir::Files | QDir::Hidden | QDir::System);
}

int eventCount(const QString &db)
{
    auto opened = db::Database::open(db, db::Database::Access::ReadOnly);
    if (!opened)
        return -1;
    const db::CheckReport report = db::checkDatabase(*opened.value());
    if (!report.ok())
        return -2;
    return int(report.counts.value(QStringLiteral("events"), -3));
}

int envInt(const char *name, int fallback)
{
    bool ok = false;
    const int v = qEnvironmentVariableIntValue(name, &ok);
    return ok ? v : fallback;
}

} // namespace

TEST(KillDuringImport, TheOldDatabaseOrTheWholeNewOneAndNoTemporariesLeft)
{
    QTemporaryDir dir;
    const QString big = dir.filePath(QStringLiteral("big")), target = dir.filePath(QStringLiteral("out/n.sqlite"));
    const int kEvents = 4000;
    writeBigCorpus(big, kEvents);
    QDir().mkpath(QFileInfo(target).absolutePath());
    const QStringList bigImport {
        QStringLiteral("import"), big, QStringLiteral("--db"), target, QStringLiteral("--replace")};
    const QStringList oldImport {QStringLiteral("import"), QStringLiteral(PARALLAX_CORPUS), QStringLiteral("--db"),
        target, QStringLiteral("--replace")};

    // How long a whole import takes here, to spread the kills over it.
    QElapsedTimer timer;
    timer.start();
    ASSERT_EQ(runParallax(bigImport).exitCode, 0);
    const qint64 fullMs = std::max<qint64>(50, timer.elapsed());
    ASSERT_EQ(eventCount(target), kEvents);

    const int runs = envInt("PARALLAX_KILL_RUNS", 24);
    const quint32 seed
        = quint32(envInt("PARALLAX_KILL_SEED", int(QRandomGenerator::global()->generate() & 0x7fffffff)));
    QRandomGenerator random(seed);
    int keptOld = 0, madeNew = 0, absent = 0, leftTemporaries = 0;
    for (int run = 0; run < runs; ++run) {
        SCOPED_TRACE(QStringLiteral("run %1, seed %2").arg(run).arg(seed).toStdString());
        // Every fourth run imports where there is no database yet.
        const bool fresh = run % 4 == 3;
        QFile::remove(target);
        if (!fresh) {
            ASSERT_EQ(runParallax(oldImport).exitCode, 0);
        }
        const FileState old = fileState(target);

        QProcess p;
        p.start(QStringLiteral(PARALLAX_BIN), bigImport);
        ASSERT_TRUE(p.waitForStarted());
        const int delay = int(random.bounded(quint32(fullMs * 12 / 10)));
        if (!p.waitForFinished(delay)) {
            p.kill(); // SIGKILL
            p.waitForFinished();
        }

        const FileState now = fileState(target);
        if (!fresh && now.sha256 == old.sha256) {
            ++keptOld;
        } else if (fresh && !QFile::exists(target)) {
            ++absent;
        } else {
            EXPECT_EQ(eventCount(target), kEvents) << "after a kill at " << delay << " ms of " << fullMs;
            ++madeNew;
        }
        if (!temporariesIn(QFileInfo(target).absolutePath()).isEmpty())
            ++leftTemporaries;
    }
    // The next import removes what the killed ones left.
    ASSERT_EQ(runParallax(bigImport).exitCode, 0);
    EXPECT_EQ(temporariesIn(QFileInfo(target).absolutePath()), QStringList());
    EXPECT_EQ(eventCount(target), kEvents);
    std::cout << "[ kill runs ] " << runs << " kills over " << fullMs << " ms imports (seed " << seed << "): old kept "
              << keptOld << ", new whole " << madeNew << ", still absent " << absent
              << ", temporaries left by the kill " << leftTemporaries << " (all removed by the next import)\n";
}

TEST(KillDuringImport, TemporariesOfARunningImportAreNotTouched)
{
    // A second import to the same target while one runs must not remove the
    // first one's temporaries (their process is alive): both succeed.
    QTemporaryDir dir;
    const QString big = dir.filePath(QStringLiteral("big")), target = dir.filePath(QStringLiteral("n.sqlite"));
    writeBigCorpus(big, 4000);
    QProcess first;
    first.start(QStringLiteral(PARALLAX_BIN),
        {QStringLiteral("import"), big, QStringLiteral("--db"), target, QStringLiteral("--replace")});
    ASSERT_TRUE(first.waitForStarted());
    QElapsedTimer t;
    t.start();
    while (temporariesIn(dir.path()).isEmpty() && t.elapsed() < 20000 && first.state() == QProcess::Running)
        QThread::msleep(2);
    const RunResult second = runParallax({QStringLiteral("import"), QStringLiteral(PARALLAX_CORPUS),
        QStringLiteral("--db"), target, QStringLiteral("--replace")});
    EXPECT_EQ(second.exitCode, 0) << second.err.toStdString();
    ASSERT_TRUE(first.waitForFinished(120000));
    EXPECT_EQ(first.exitCode(), 0) << first.readAllStandardError().toStdString();
    EXPECT_GT(eventCount(target), 0);
    EXPECT_EQ(temporariesIn(dir.path()), QStringList());
}
