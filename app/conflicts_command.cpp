#include "cli.h"
#include "commands.h"

#include <core/conflicts.h>
#include <db/conflictstream.h>
#include <db/database.h>
#include <db/jsonstream.h>

#include <QFile>

namespace parallax::app {

int runConflicts(const QStringList &args)
{
    QCommandLineParser parser;
    const QCommandLineOption dbOpt = dbOption();
    const QCommandLineOption format(QStringLiteral("format"), QStringLiteral("Output format: text or json."),
        QStringLiteral("FORMAT"), QStringLiteral("text"));
    parser.addOptions({dbOpt, format});
    if (int rc = parse(parser, QStringLiteral("conflicts"),
            QStringLiteral("List where the accounts disagree with each other or with the record, most "
                           "severe first."),
            args);
        rc >= 0)
        return rc;
    returnLargeBlocksWhenFreed();
    const QString fmt = parser.value(format);
    if (fmt != u"text" && fmt != u"json") {
        err() << "parallax conflicts: unknown format '" << fmt << "' (text or json)\n";
        return 2;
    }
    // Found event by event from the database and written as they come back
    // in order: memory does not grow with the corpus (db/conflictstream.h).
    const std::unique_ptr<db::Database> db = openReadOnly(parser, dbOpt, "conflicts");
    if (!db)
        return 1;
    auto stream = db::ConflictStream::open(*db);
    if (!stream) {
        err() << "parallax conflicts: " << stream.error() << "\n";
        return 1;
    }
    db::ConflictStream &conflicts = *stream.value();
    Conflict c;
    if (fmt == u"json") {
        out().flush();
        QFile f;
        f.open(stdout, QIODevice::WriteOnly);
        db::writeIndentedStreamingBytes(f, {}, QStringLiteral("conflicts"), [&](QByteArray &item) {
            if (!conflicts.next(&c))
                return false;
            db::appendConflictJson(item, c);
            return true;
        });
    } else {
        while (conflicts.next(&c))
            out() << severityName(c.severity).leftJustified(9) << conflictKindName(c.kind).leftJustified(16)
                  << c.eventId.leftJustified(26) << c.explanation << "\n";
        if (conflicts.status())
            out() << conflicts.size() << " conflict(s)\n";
    }
    if (!conflicts.status()) {
        out().flush();
        err() << "parallax conflicts: " << conflicts.status().error() << "\n";
        return 1;
    }
    return 0;
}

} // namespace parallax::app
