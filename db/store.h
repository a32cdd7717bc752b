#pragma once

#include "database.h"

#include <core/corpus.h>

#include <QMap>

namespace parallax::db {

// Writes `corpus` into `db` in one transaction (all or nothing), then fills
// the search index. The corpus must be valid (see CorpusLoader).
Status writeCorpus(Database &db, const Corpus &corpus);

// Builds a new database file at `path` from `corpus`, atomically: written to
// a temporary file beside it, then renamed over. Without `replace`, an
// existing file is refused and left alone.
Status buildDatabase(const Corpus &corpus, const QString &path, bool replace);

// Reads the whole corpus back. Source texts are included.
Result<Corpus> readCorpus(const Database &db);

// What checkDatabase() found, by kind. Reads only.
struct CheckReport
{
    int schemaVersion = 0;
    QString integrity; // "ok" or the problems SQLite found
    QStringList foreignKeyProblems;
    QStringList schemaProblems; // tables, columns, indexes… not as the version promises
    // Rows that cannot be right: offsets outside texts, quotes that differ
    // from their spans, dates that do not parse, references to nothing.
    QStringList contentProblems;
    QStringList searchProblems; // the search index and passages disagree with the rows
    QMap<QString, qint64> counts; // table -> rows
    bool ok() const
    {
        return integrity == u"ok" && foreignKeyProblems.isEmpty() && schemaProblems.isEmpty()
            && contentProblems.isEmpty() && searchProblems.isEmpty();
    }
};

CheckReport checkDatabase(const Database &db);

} // namespace parallax::db
