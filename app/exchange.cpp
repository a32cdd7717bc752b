#include "exchange.h"

#include "cli.h"

#include <db/csvexchange.h>
#include <db/database.h>
#include <db/databasebuild.h>
#include <db/safefile.h>
#include <db/store.h>

#include <QFile>

namespace parallax::app {

bool isExchangeFormat(const QString &format)
{
    return format == u"corpus" || format == u"csv" || format == u"timelinejs";
}

int importCsv(const QString &csvPath, const QString &dbPath)
{
    // Only a regular file, of a corpus description's size at most: /dev/zero
    // filled the memory and a FIFO hung the command.
    auto csv = db::readRegularFile(csvPath, db::kMaxCorpusDescriptionBytes);
    if (!csv) {
        err() << "parallax import: " << csv.error() << "\n";
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
    db::CsvImport rows = db::readCsv(csv.value(), corpus);
    if (!rows.ok()) {
        err() << "parallax import: " << csvPath << " has " << rows.problems.size()
              << " problem(s); nothing was written:\n";
        listProblems(rows.problems);
        return 1;
    }
    corpus.events = std::move(rows.events);
    auto build = db::DatabaseBuild::begin(dbPath, true);
    if (Status s = build ? build.value()->finish(corpus, {}) : Status::failure(build.error()); !s) {
        err() << "parallax import: " << s.error() << "\n";
        return 1;
    }
    // The events and accounts replaced (edits made in the window among them) stay in the copy.
    if (const QString &kept = build.value()->replacedKeptAs(); !kept.isEmpty())
        err() << "The database as it was is kept as " << kept << ".\n";
    qsizetype accounts = 0;
    for (const Event &e : corpus.events)
        accounts += e.accounts.size();
    out() << "Imported " << corpus.events.size() << " events, " << accounts << " accounts from " << csvPath << " into "
          << dbPath << "\n";
    return 0;
}

} // namespace parallax::app
