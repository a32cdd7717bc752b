#include "cli.h"
#include "commands.h"
#include "exchange.h"

#include <db/corpusloader.h>
#include <db/databasebuild.h>
#include <db/store.h>

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFileInfo>

#include <cstdio>
#include <memory>
#ifdef Q_OS_WIN
#include <io.h>
#define isatty _isatty
#define fileno _fileno
#else
#include <unistd.h>
#endif

namespace parallax::app {

namespace {

// "  events 250000 / 1000000" rewritten in place on a terminal; on anything
// else, only the line that ends a step.
void showProgress(const QString &step, qint64 done, qint64 total)
{
    static const bool terminal = isatty(fileno(stderr));
    const bool last = done >= total;
    if (!terminal && !last)
        return;
    const QString what = step == u"events" ? QCoreApplication::translate("parallax::Import", "events read")
        : step == u"texts"                 ? QCoreApplication::translate("parallax::Import", "texts indexed for search")
                           : QCoreApplication::translate("parallax::Import", "texts searched for their quotes");
    err() << (terminal ? "\r  " : "  ") << done << " / " << total << " " << what << (last ? "\n" : "");
    err().flush();
}

// Keeps `corpus` unfreed: the process's end takes its memory back at once.
void leaveForExit(db::LoadedCorpus &&corpus)
{
    // Never deleted, on purpose (a static object would be destroyed at
    // exit). The command runs once a process: a second call in the same
    // process would free its corpus as usual.
    static const db::LoadedCorpus *const kept = new db::LoadedCorpus(std::move(corpus));
    (void)kept;
}

} // namespace

int runImport(const QStringList &args)
{
    QCommandLineParser parser;
    const QCommandLineOption dbOpt(
        QStringLiteral("db"), QStringLiteral("The database file to build."), QStringLiteral("FILE"));
    const QCommandLineOption replace(QStringLiteral("replace"), QStringLiteral("Replace FILE if it exists."));
    const QCommandLineOption format(QStringLiteral("format"),
        QStringLiteral("corpus (a folder, the default) or csv (a CSV file whose rows "
                       "replace the events of the existing database FILE)."),
        QStringLiteral("FORMAT"), QStringLiteral("corpus"));
    parser.addOptions({dbOpt, replace, format});
    parser.addPositionalArgument(
        QStringLiteral("CORPUS_DIR"), QStringLiteral("Folder with corpus.json and the source texts."));
    if (int rc = parse(parser, QStringLiteral("import"),
            QStringLiteral("Validate a corpus folder and build a database from it. Nothing is written "
                           "unless the whole corpus is valid."),
            args);
        rc >= 0)
        return rc;
    if (parser.positionalArguments().size() != 1 || !parser.isSet(dbOpt)) {
        err() << "parallax import: usage: parallax import CORPUS_DIR --db FILE [--replace]\n";
        return 2;
    }
    if (parser.value(format) == u"csv")
        return importCsv(parser.positionalArguments().first(), parser.value(dbOpt));
    if (parser.value(format) != u"corpus") {
        err() << "parallax import: unknown format '" << parser.value(format) << "' (corpus or csv)\n";
        return 2;
    }
    const QString folder = parser.positionalArguments().first();
    // What is not a corpus folder at all is said so in one message, before
    // anything is read or the database begun.
    if (Status s = db::checkCorpusFolder(folder); !s) {
        err() << "parallax import: " << s.error() << "\n";
        if (folder.endsWith(QLatin1String(".csv"), Qt::CaseInsensitive) && QFileInfo(folder).isFile())
            err() << "To replace a database's events with a spreadsheet's rows: parallax import " << folder
                  << " --format csv --db FILE\n";
        return 1;
    }
    // Progress on the terminal, one line per step (standard error, so that
    // the summary on standard output stays one line).
    QElapsedTimer clock;
    clock.start();
    // Begun first: a file that is there without --replace is refused before
    // a large folder is read; nothing takes its name unless all goes well.
    auto build = db::DatabaseBuild::begin(parser.value(dbOpt), parser.isSet(replace));
    if (!build) {
        err() << "parallax import: " << build.error() << "\n";
        return 1;
    }
    err() << "Reading and checking " << folder << "…\n";
    err().flush();
    // The texts are checked and left on disk, read again where they are
    // needed (each refused if it changed meanwhile), and indexed for search
    // while the events are read (from copies of the lists: the loader goes
    // on changing its own).
    auto indexTexts = [&](const db::LoadedCorpus &texts) {
        auto copy = std::make_shared<db::LoadedCorpus>();
        copy->corpus.sources = texts.corpus.sources;
        copy->textFiles = texts.textFiles;
        build.value()->indexTexts(copy->corpus.sources, [copy](qsizetype i) { return copy->text(i); });
    };
    db::LoadedCorpus loaded = db::loadCorpusFolder(folder, showProgress, db::LoadedTexts::OnDisk, indexTexts);
    if (!loaded.ok()) {
        err() << "parallax import: " << folder << " has " << loaded.problems.size()
              << " problem(s); nothing was written:\n";
        listProblems(loaded.problems);
        return 1;
    }
    listProblems(loaded.warnings, "parallax import: warning: ");
    err() << "Read " << loaded.corpus.events.size() << " events in "
          << QString::number(clock.restart() / 1000.0, 'f', 1) << " s; writing the database…\n";
    err().flush();
    if (Status s = build.value()->finish(
            loaded.corpus, [&](qsizetype source) { return loaded.text(source); }, showProgress);
        !s) {
        err() << "parallax import: " << s.error() << "\n";
        return 1;
    }
    if (const QString &kept = build.value()->replacedKeptAs(); !kept.isEmpty())
        err() << "The database it replaced is kept as " << kept << " (delete it when it is no longer needed).\n";
    const qint64 bytes = QFileInfo(parser.value(dbOpt)).size();
    err() << "Wrote " << QString::number(bytes / 1e6, 'f', 1) << " MB in "
          << QString::number(clock.elapsed() / 1000.0, 'f', 1) << " s ("
          << (loaded.corpus.events.isEmpty() ? 0 : bytes / loaded.corpus.events.size()) << " bytes per event)\n";
    qsizetype accounts = 0;
    for (const Event &e : loaded.corpus.events)
        accounts += e.accounts.size();
    out() << "Imported " << loaded.corpus.events.size() << " events, " << accounts << " accounts, "
          << loaded.corpus.sources.size() << " sources, " << loaded.corpus.places.size() << " places into "
          << parser.value(dbOpt) << "\n";
    // Not freed: the process ends now, and freeing a million events one
    // block at a time took 3 s of a 1M import. The kernel takes it back.
    leaveForExit(std::move(loaded));
    return 0;
}

} // namespace parallax::app
