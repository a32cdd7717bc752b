#include "cli.h"
#include "commands.h"
#include "exchange.h"

#include <db/corpusexport.h>
#include <db/csvexchange.h>
#include <db/database.h>
#include <db/jsonexport.h>
#include <db/timelinejs.h>

#include <QFile>
#include <QSaveFile>

namespace parallax::app {

namespace {

using StreamedWriter = Status (*)(const db::Database &, QIODevice &);

// JSON, CSV and TimelineJS are read from the database and written event by
// event, GeoJSON from the places, the route and a count per place: memory
// does not grow with the corpus.
int exportStreamed(const QCommandLineParser &parser, const QCommandLineOption &dbOpt, const QCommandLineOption &output,
    StreamedWriter write)
{
    const std::unique_ptr<db::Database> db = openReadOnly(parser, dbOpt, "export");
    if (!db)
        return 1;
    if (!parser.isSet(output)) {
        QFile f;
        f.open(stdout, QIODevice::WriteOnly);
        if (Status s = write(*db, f); !s) {
            f.close();
            err() << "\nparallax export: " << s.error() << "\n";
            return 1;
        }
        return 0;
    }
    QSaveFile f(parser.value(output));
    if (!f.open(QIODevice::WriteOnly)) {
        err() << "parallax export: cannot write " << parser.value(output) << ": " << f.errorString() << "\n";
        return 1;
    }
    if (Status s = write(*db, f); !s) {
        err() << "parallax export: " << s.error() << "\n";
        return 1;
    }
    if (!f.commit()) {
        err() << "parallax export: cannot write " << parser.value(output) << ": " << f.errorString() << "\n";
        return 1;
    }
    return 0;
}

// A corpus folder, written a source text and a chunk of events at a time.
int exportCorpusFolder(
    const QCommandLineParser &parser, const QCommandLineOption &dbOpt, const QCommandLineOption &output)
{
    if (!parser.isSet(output)) {
        err() << "parallax export: --format corpus writes a folder: give it with -o DIR\n";
        return 2;
    }
    const std::unique_ptr<db::Database> db = openReadOnly(parser, dbOpt, "export");
    if (!db)
        return 1;
    if (Status s = db::exportCorpusFolder(*db, parser.value(output)); !s) {
        err() << "parallax export: " << s.error() << "\n";
        return 1;
    }
    return 0;
}

} // namespace

int runExport(const QStringList &args)
{
    QCommandLineParser parser;
    const QCommandLineOption dbOpt = dbOption();
    const QCommandLineOption format(QStringLiteral("format"),
        QStringLiteral(
            "Output format: json (every field, without the source texts), geojson (places and route), corpus (a corpus "
            "folder, -o DIR), csv (one row per account) or timelinejs."),
        QStringLiteral("FORMAT"), QStringLiteral("json"));
    const QCommandLineOption output({QStringLiteral("o"), QStringLiteral("output")},
        QStringLiteral("Write to OUT instead of standard output."), QStringLiteral("OUT"));
    parser.addOptions({dbOpt, format, output});
    if (int rc = parse(parser, QStringLiteral("export"), QStringLiteral("Export the whole database."), args); rc >= 0)
        return rc;
    returnLargeBlocksWhenFreed();
    const bool exchange = isExchangeFormat(parser.value(format));
    if (parser.value(format) != u"json" && parser.value(format) != u"geojson" && !exchange) {
        err() << "parallax export: unknown format '" << parser.value(format)
              << "' (supported: json, geojson, corpus, csv, timelinejs)\n";
        return 2;
    }
    if (parser.value(format) == u"json")
        return exportStreamed(parser, dbOpt, output, db::writeJson);
    if (parser.value(format) == u"geojson")
        return exportStreamed(parser, dbOpt, output, db::writeGeoJson);
    if (parser.value(format) == u"csv")
        return exportStreamed(parser, dbOpt, output, db::writeCsv);
    if (parser.value(format) == u"timelinejs")
        return exportStreamed(parser, dbOpt, output, db::writeTimelineJs);
    return exportCorpusFolder(parser, dbOpt, output);
}

} // namespace parallax::app
