#include "cli.h"
#include "commands.h"

#include <db/database.h>
#include <db/store.h>
#include <db/userdata.h>

#include <QCoreApplication>
#include <QFileInfo>

namespace parallax::app {

int runCheck(const QStringList &args)
{
    QCommandLineParser parser;
    const QCommandLineOption dbOpt = dbOption();
    parser.addOption(dbOpt);
    parser.addPositionalArgument(
        QStringLiteral("FILE"), QStringLiteral("The database to check."), QStringLiteral("[FILE]"));
    if (int rc = parse(parser, QStringLiteral("check"),
            QStringLiteral("Report a database's schema version, integrity and contents. Exits non-zero "
                           "on any problem; never changes the file."),
            args);
        rc >= 0)
        return rc;
    QString path;
    if (!parser.positionalArguments().isEmpty()) {
        path = parser.positionalArguments().first();
    } else {
        path = parser.isSet(dbOpt) ? parser.value(dbOpt) : db::defaultDatabasePath();
        // The user's database is made by the viewer on its first start, never by a check.
        if (!parser.isSet(dbOpt) && !QFileInfo(path).exists() && !QFileInfo(path).isSymLink()) {
            err() << "parallax check: "
                  << QCoreApplication::translate("parallax::app::Commands",
                         "there is no database at %1 yet (the viewer makes it on its first start); name one: "
                         "parallax check FILE")
                         .arg(path)
                  << "\n";
            return 1;
        }
    }
    auto db = db::Database::open(path, db::Database::Access::ReadOnly);
    if (!db) {
        err() << "parallax check: " << db.error() << "\n";
        return 1;
    }
    const db::CheckReport r = db::checkDatabase(*db.value());
    out() << "file:      " << path << "\n";
    out() << "schema:    " << r.schemaVersion << " (this version of Parallax writes " << db::kSchemaVersion << ")\n";
    out() << "integrity: " << r.integrity << "\n";
    out() << "foreign keys: "
          << (r.foreignKeyProblems.isEmpty() ? QStringLiteral("ok") : r.foreignKeyProblems.join(u'\n')) << "\n";
    auto report = [](const char *what, const QStringList &problems) {
        out() << what
              << (problems.isEmpty() ? QStringLiteral("ok") : QStringLiteral("%1 problem(s)").arg(problems.size()))
              << "\n";
        for (const QString &p : problems)
            out() << "  " << p << "\n";
    };
    report("structure: ", r.schemaProblems);
    report("content:   ", r.contentProblems);
    report("search:    ", r.searchProblems);
    if (r.schemaVersion >= 8)
        report("timeline:  ", r.timelineProblems);
    if (r.schemaVersion >= 9)
        report("conflicts: ", r.conflictProblems);
    for (auto it = r.counts.begin(); it != r.counts.end(); ++it)
        out() << "  " << it.key().leftJustified(16) << it.value() << "\n";
    return r.ok() ? 0 : 1;
}

} // namespace parallax::app
