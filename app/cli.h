#pragma once

// What the subcommands share: output streams, option parsing with --help, and
// opening the database named by --db.

#include <core/corpus.h>
#include <core/result.h>
#include <db/store.h>

#include <QCommandLineOption>
#include <QCommandLineParser>
#include <QStringList>
#include <QTextStream>

#include <memory>
#include <optional>

namespace parallax::db {
class Database;
}

namespace parallax::app {

QTextStream &out();
QTextStream &err();

// Prints a refused input's problems (or its warnings), one a line after
// `prefix`: the first kListedProblems, then how many more there are (a
// damaged million-event corpus has hundreds of thousands).
inline constexpr qsizetype kListedProblems = 1000;
template <typename List> void listProblems(const List &problems, const char *prefix = "  ")
{
    qsizetype listed = 0;
    for (const auto &p : problems) {
        if (listed++ == kListedProblems) {
            err() << prefix << "… and " << (problems.size() - kListedProblems) << " more\n";
            return;
        }
        err() << prefix << p.toString() << "\n";
    }
}

// Parses `args` for subcommand `name`; prints help or errors itself.
// Returns -1 to go on, or the exit code to stop with.
int parse(QCommandLineParser &parser, const QString &name, const QString &description, const QStringList &args);

// For a command that streams its output on several threads (export,
// conflicts): blocks of 4 MB and more (a long text, its decoded copy) go
// back to the system when freed, and the smaller ones (the chunks' buffers,
// which are reused) stay in the heap. glibc would otherwise raise its
// threshold after the first large free (up to 32 MB) and keep those too: a
// 1M JSON export peaked at 258 MB that way, at 162-167 MB with this.
void returnLargeBlocksWhenFreed();

// --db FILE, defaulting to the user's database.
QCommandLineOption dbOption();

// The database named by --db, or the user's own, built from the bundled
// corpus on first use.
Result<QString> databasePath(const QCommandLineParser &parser, const QCommandLineOption &option);

// The database a command that only reads reads: the one named by --db, the
// user's, or, before the user has one, the bundled corpus built in a
// temporary folder (nothing of the user's is written).
Result<QString> readOnlyDatabasePath(const QCommandLineParser &parser, const QCommandLineOption &option);

// Opens the database named by --db (or the user's) read-only; reports any
// failure as "parallax COMMAND: message" and returns nullptr.
std::unique_ptr<db::Database> openReadOnly(
    const QCommandLineParser &parser, const QCommandLineOption &option, const char *command);

// The whole corpus of the database named by --db, or an error already
// reported; `texts` as db::readCorpus() takes it.
std::optional<Corpus> readCorpusFor(const QCommandLineParser &parser, const QCommandLineOption &option,
    const char *command, db::SourceTexts texts = db::SourceTexts::Included);

} // namespace parallax::app
