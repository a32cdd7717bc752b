#include "cli.h"

#include <db/database.h>
#include <db/store.h>
#include <db/userdata.h>

#include <QCoreApplication>
#include <QFileInfo>
#include <QTemporaryDir>

#ifdef __GLIBC__
#include <malloc.h>
#endif

namespace parallax::app {

QTextStream &out()
{
    static QTextStream s(stdout);
    return s;
}

QTextStream &err()
{
    static QTextStream s(stderr);
    return s;
}

void returnLargeBlocksWhenFreed()
{
#ifdef __GLIBC__
    // Setting the threshold at all turns glibc's raising of it off. 4 MB, not
    // glibc's 128 KB: the blocks of a chunk or a text below it are taken
    // again from the heap, where each was a fresh mapping faulted in page by
    // page (the 1M corpus export: 6.0-7.2 -> 5.3-5.9 s, peaks unchanged).
    mallopt(M_MMAP_THRESHOLD, 4 * 1024 * 1024);
#endif
}

int parse(QCommandLineParser &parser, const QString &name, const QString &description, const QStringList &args)
{
    parser.setApplicationDescription(description);
    const QCommandLineOption help({QStringLiteral("h"), QStringLiteral("help")}, QStringLiteral("Show this help."));
    parser.addOption(help);
    // "parallax search", or "parallax" alone for the viewer (not "parallax :").
    const QString program = QStringLiteral("parallax %1").arg(name).trimmed();
    if (!parser.parse(QStringList {program} + args)) {
        err() << program << ": " << parser.errorText() << "\n";
        err() << "Run '" << program << " --help' for its options.\n";
        return 2;
    }
    if (parser.isSet(help)) {
        // The help names the program as the user typed it, with its subcommand.
        QString text = parser.helpText();
        text.replace(QCoreApplication::arguments().constFirst(), QStringLiteral("parallax %1").arg(name).trimmed());
        out() << text;
        return 0;
    }
    return -1;
}

QCommandLineOption dbOption()
{
    return {QStringLiteral("db"), QStringLiteral("The database file (default: %1).").arg(db::defaultDatabasePath()),
        QStringLiteral("FILE")};
}

Result<QString> databasePath(const QCommandLineParser &parser, const QCommandLineOption &option)
{
    if (parser.isSet(option))
        return parser.value(option);
    return db::ensureUserDatabase();
}

Result<QString> readOnlyDatabasePath(const QCommandLineParser &parser, const QCommandLineOption &option)
{
    if (parser.isSet(option))
        return parser.value(option);
    const QString own = db::defaultDatabasePath();
    if (QFileInfo(own).exists() || QFileInfo(own).isSymLink())
        return own;
    // No database of the user's yet: a command that only reads reads the
    // bundled corpus, built in a folder of its own that goes at exit (it
    // made the user's database, which only the viewer and the commands
    // that write make).
    static QTemporaryDir scratch;
    if (!scratch.isValid())
        return Result<QString>::failure(
            QCoreApplication::translate("parallax::app::Commands", "cannot make a temporary folder: %1")
                .arg(scratch.errorString()));
    const QString bundled = scratch.filePath(QStringLiteral("bundled.sqlite"));
    if (QFileInfo::exists(bundled))
        return bundled;
    return db::ensureUserDatabase(bundled);
}

std::unique_ptr<db::Database> openReadOnly(
    const QCommandLineParser &parser, const QCommandLineOption &option, const char *command)
{
    auto path = readOnlyDatabasePath(parser, option);
    if (!path) {
        err() << "parallax " << command << ": " << path.error() << "\n";
        return nullptr;
    }
    auto db = db::Database::open(path.value(), db::Database::Access::ReadOnly);
    if (!db) {
        err() << "parallax " << command << ": " << db.error() << "\n";
        return nullptr;
    }
    return std::move(db).value();
}

std::optional<Corpus> readCorpusFor(
    const QCommandLineParser &parser, const QCommandLineOption &option, const char *command, db::SourceTexts texts)
{
    auto db = openReadOnly(parser, option, command);
    if (!db)
        return std::nullopt;
    auto corpus = db::readCorpus(*db, texts);
    if (!corpus) {
        err() << "parallax " << command << ": " << corpus.error() << "\n";
        return std::nullopt;
    }
    return std::move(corpus).value();
}

} // namespace parallax::app
