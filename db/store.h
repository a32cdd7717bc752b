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

// Reads the whole corpus back. Source texts are included, or, with
// `LeftOut`, checked one at a time (their lengths and every quote, so that the
// same files are refused) and left empty: a window reads a text when it shows
// it (Repository::source()). Texts of a few tens of megabytes in all are
// read and checked with the rest, then dropped; larger ones are checked one
// at a time (always, with `LeftOutOneByOne`).
enum class SourceTexts : std::uint8_t { Included, LeftOut, LeftOutOneByOne };
// With `AccountWords::LeftOut`, each account's quote, date words, gloss and
// note are left empty and the account says so (Account::wordsLeftOut): read
// and checked as ever, not kept (about 340 MB at a million imported
// events). Repository::event() reads an event with its words. Such a corpus
// is for showing: the writes refuse its accounts (wordsAreThere()), and the
// exporters that take a Corpus need one read with its words.
enum class AccountWords : std::uint8_t { Included, LeftOut };
Result<Corpus> readCorpus(
    const Database &db, SourceTexts texts = SourceTexts::Included, AccountWords words = AccountWords::Included);
// A failure for an account read without its words: writing it would lose them.
Status wordsAreThere(const Account &a);
// Everything but the events (and their accounts) and the source texts, checked
// as readCorpus() checks them: what a reader that goes event by event needs
// first (db/eventstream.h).
Result<Corpus> readCorpusHead(const Database &db);

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
    QStringList timelineProblems; // stored timeline rows (schema 8) that a fresh computation disagrees with
    QStringList conflictProblems; // the stored conflict list (schema 9), when current, differs from the found one
    QMap<QString, qint64> counts; // table -> rows
    bool ok() const
    {
        return integrity == u"ok" && foreignKeyProblems.isEmpty() && schemaProblems.isEmpty()
            && contentProblems.isEmpty() && searchProblems.isEmpty() && timelineProblems.isEmpty()
            && conflictProblems.isEmpty();
    }
};

CheckReport checkDatabase(const Database &db);

} // namespace parallax::db
