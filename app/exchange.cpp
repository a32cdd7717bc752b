#include "exchange.h"

#include "cli.h"

#include <db/corpusexport.h>
#include <db/csvexchange.h>
#include <db/database.h>
#include <db/store.h>
#include <db/timelinejs.h>

#include <QFile>
#include <QSaveFile>

#include <functional>

namespace parallax::app {

namespace {

// Writes through `fn` to standard output, or atomically to a file.
int writeTo(const QString &output, const std::function<Status(QIODevice &)> &fn)
{
    if (output.isEmpty()) {
        QFile f;
        if (!f.open(stdout, QIODevice::WriteOnly))
            return 1;
        if (Status s = fn(f); !s) {
            err() << "parallax export: " << s.error() << "\n";
            return 1;
        }
        return 0;
    }
    QSaveFile f(output);
    if (!f.open(QIODevice::WriteOnly)) {
        err() << "parallax export: cannot write " << output << ": " << f.errorString() << "\n";
        return 1;
    }
    if (Status s = fn(f); !s) {
        err() << "parallax export: " << s.error() << "\n";
        return 1;
    }
    if (!f.commit()) {
        err() << "parallax export: cannot write " << output << ": " << f.errorString() << "\n";
        return 1;
    }
    return 0;
}

} // namespace

bool isExchangeFormat(const QString &format)
{
    return format == u"corpus" || format == u"csv" || format == u"timelinejs";
}

int exportExchange(const Corpus &corpus, const QString &format, const QString &output)
{
    if (format == u"corpus") {
        if (output.isEmpty()) {
            err() << "parallax export: --format corpus writes a folder: give it with -o DIR\n";
            return 2;
        }
        if (Status s = db::exportCorpusFolder(corpus, output); !s) {
            err() << "parallax export: " << s.error() << "\n";
            return 1;
        }
        return 0;
    }
    if (format == u"csv")
        return writeTo(output, [&](QIODevice &d) { return db::writeCsv(corpus, d); });
    return writeTo(output, [&](QIODevice &d) { return db::writeTimelineJs(corpus, d); });
}

int importCsv(const QString &csvPath, const QString &dbPath)
{
    QFile f(csvPath);
    if (!f.open(QIODevice::ReadOnly)) {
        err() << "parallax import: cannot read " << csvPath << ": " << f.errorString() << "\n";
        return 1;
    }
    Corpus corpus;
    {
        auto db = db::Database::open(dbPath, db::Database::Access::ReadOnly);
        if (!db) {
            err() << "parallax import: " << db.error()
                  << "\n  (a CSV holds events and accounts only: it replaces those of an existing database)\n";
            return 1;
        }
        auto read = db::readCorpus(*db.value());
        if (!read) {
            err() << "parallax import: " << read.error() << "\n";
            return 1;
        }
        corpus = std::move(read).value();
    }
    db::CsvImport rows = db::readCsv(f.readAll(), corpus);
    if (!rows.ok()) {
        err() << "parallax import: " << csvPath << " has " << rows.problems.size()
              << " problem(s); nothing was written:\n";
        for (const db::CsvProblem &p : rows.problems)
            err() << "  " << p.toString() << "\n";
        return 1;
    }
    corpus.events = std::move(rows.events);
    if (Status s = db::buildDatabase(corpus, dbPath, true); !s) {
        err() << "parallax import: " << s.error() << "\n";
        return 1;
    }
    qsizetype accounts = 0;
    for (const Event &e : corpus.events)
        accounts += e.accounts.size();
    out() << "Imported " << corpus.events.size() << " events, " << accounts << " accounts from " << csvPath << " into "
          << dbPath << "\n";
    return 0;
}

} // namespace parallax::app
