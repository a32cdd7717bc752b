// Importing a corpus folder the way a user does: `parallax import FOLDER`,
// a separate process, timed from outside, with its peak memory.
//
//   bench_import --events 1000000      # writes PARALLAX_BENCH_DIR/folder-N first if absent
//   bench_import --folder DIR
#include <core/syntheticfolder.h>

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>

#include <cstdio>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

using namespace parallax;

namespace {

qint64 folderBytes(const QString &folder)
{
    qint64 n = 0;
    for (const QFileInfo &f : QDir(folder).entryInfoList(QDir::Files))
        n += f.size();
    return n;
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QCommandLineParser parser;
    const QCommandLineOption folderOpt(
        QStringLiteral("folder"), QStringLiteral("Corpus folder to import."), QStringLiteral("DIR"));
    const QCommandLineOption eventsOpt(QStringLiteral("events"), QStringLiteral("Synthetic folder size."),
        QStringLiteral("N"), QStringLiteral("1000"));
    const QCommandLineOption sourcesOpt(
        QStringLiteral("sources"), QStringLiteral("Source texts in it."), QStringLiteral("N"), QStringLiteral("1000"));
    const QCommandLineOption charsOpt(QStringLiteral("text-chars"), QStringLiteral("Characters per source text."),
        QStringLiteral("N"), QStringLiteral("790000"));
    parser.addOptions({folderOpt, eventsOpt, sourcesOpt, charsOpt});
    parser.process(app);
    QTemporaryDir temp;
    const QString kept = qEnvironmentVariable("PARALLAX_BENCH_DIR");
    const QString base = kept.isEmpty() ? temp.path() : kept;
    QString folder = parser.value(folderOpt);
    if (folder.isEmpty()) {
        SyntheticFolderSpec spec;
        spec.corpus.events = parser.value(eventsOpt).toLongLong();
        spec.corpus.sources = parser.value(sourcesOpt).toInt();
        spec.corpus.places = 200;
        spec.corpus.firstYear = 1500;
        spec.corpus.lastYear = 2000;
        spec.textChars = parser.value(charsOpt).toLongLong();
        folder = base + QStringLiteral("/folder-%1").arg(spec.corpus.events);
        if (!QFile::exists(folder + QStringLiteral("/corpus.json"))) {
            QElapsedTimer t;
            t.start();
            const Status s = writeSyntheticFolder(spec, folder, [](qint64 done, qint64 total) {
                std::fprintf(stderr, "\rwriting the folder: %lld / %lld events", qlonglong(done), qlonglong(total));
            });
            if (!s) {
                std::fprintf(stderr, "\n%s\n", qPrintable(s.error()));
                return 1;
            }
            std::fprintf(stderr, "\nwrote %s in %.1f s\n", qPrintable(folder), double(t.elapsed()) / 1000);
        }
    }
    const QString db = base + QStringLiteral("/imported-%1.sqlite").arg(QFileInfo(folder).fileName());
    QFile::remove(db);

    QElapsedTimer clock;
    clock.start();
    const pid_t child = fork();
    if (child == 0) {
        execl(PARALLAX_BIN, "parallax", "import", QFile::encodeName(folder).constData(), "--db",
            QFile::encodeName(db).constData(), static_cast<char *>(nullptr));
        _exit(127);
    }
    int status = 0;
    rusage usage {};
    wait4(child, &status, 0, &usage);
    const double seconds = double(clock.nsecsElapsed()) / 1e9;
    const qint64 dbBytes = QFileInfo(db).size();
    std::printf("folder: %s (%.0f MB)\n", qPrintable(folder), double(folderBytes(folder)) / 1e6);
    std::printf("parallax import: exit %d, %.1f s, peak RSS %.0f MB\n", WIFEXITED(status) ? WEXITSTATUS(status) : -1,
        seconds, double(usage.ru_maxrss) / 1024);
    std::printf("database: %.0f MB\n", double(dbBytes) / 1e6);
    return WIFEXITED(status) && WEXITSTATUS(status) == 0 ? 0 : 1;
}
