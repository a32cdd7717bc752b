#include "cli.h"
#include "commands.h"

#include <core/conflicts.h>
#include <db/jsonstream.h>

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

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
    const QString fmt = parser.value(format);
    if (fmt != u"text" && fmt != u"json") {
        err() << "parallax conflicts: unknown format '" << fmt << "' (text or json)\n";
        return 2;
    }
    const std::optional<Corpus> corpus = readCorpusFor(parser, dbOpt, "conflicts", db::SourceTexts::LeftOut);
    if (!corpus)
        return 1;
    const QList<Conflict> conflicts = detectConflicts(*corpus);
    if (fmt == u"json") {
        // Written one conflict at a time: no whole document in memory.
        out().flush();
        QFile f;
        f.open(stdout, QIODevice::WriteOnly);
        qsizetype next = 0;
        db::writeIndentedStreaming(f, {}, QStringLiteral("conflicts"), [&](QJsonObject &item) {
            if (next == conflicts.size())
                return false;
            const Conflict &c = conflicts[next++];
            item = QJsonObject {{"event", c.eventId}, {"kind", conflictKindName(c.kind)},
                {"severity", severityName(c.severity)}, {"sources", QJsonArray::fromStringList(c.sources)},
                {"claims", QJsonArray::fromStringList(c.claims)}, {"gap_seconds", qint64(c.gap)},
                {"gap", c.gap > 0 ? describeGap(c.gap) : QString()}, {"explanation", c.explanation}};
            return true;
        });
        return 0;
    }
    for (const Conflict &c : conflicts)
        out() << severityName(c.severity).leftJustified(9) << conflictKindName(c.kind).leftJustified(16)
              << c.eventId.leftJustified(26) << c.explanation << "\n";
    out() << conflicts.size() << " conflict(s)\n";
    return 0;
}

} // namespace parallax::app
