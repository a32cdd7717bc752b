#include "cli.h"
#include "commands.h"
#include "exchange.h"

#include <db/database.h>
#include <db/jsonexport.h>

#include <QFile>
#include <QSaveFile>

namespace parallax::app {

namespace {

// JSON is read from the database and written event by event: its memory does
// not grow with the corpus.
int exportJsonStreamed(
    const QCommandLineParser &parser, const QCommandLineOption &dbOpt, const QCommandLineOption &output)
{
    const std::unique_ptr<db::Database> db = openReadOnly(parser, dbOpt, "export");
    if (!db)
        return 1;
    if (!parser.isSet(output)) {
        QFile f;
        f.open(stdout, QIODevice::WriteOnly);
        if (Status s = db::writeJson(*db, f); !s) {
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
    if (Status s = db::writeJson(*db, f); !s) {
        err() << "parallax export: " << s.error() << "\n";
        return 1;
    }
    if (!f.commit()) {
        err() << "parallax export: cannot write " << parser.value(output) << ": " << f.errorString() << "\n";
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
        QStringLiteral("Output format: json (everything), geojson (places and route), corpus (a corpus "
                       "folder, -o DIR), csv (one row per account) or timelinejs."),
        QStringLiteral("FORMAT"), QStringLiteral("json"));
    const QCommandLineOption output({QStringLiteral("o"), QStringLiteral("output")},
        QStringLiteral("Write to OUT instead of standard output."), QStringLiteral("OUT"));
    parser.addOptions({dbOpt, format, output});
    if (int rc = parse(parser, QStringLiteral("export"), QStringLiteral("Export the whole database."), args); rc >= 0)
        return rc;
    const bool exchange = isExchangeFormat(parser.value(format));
    if (parser.value(format) != u"json" && parser.value(format) != u"geojson" && !exchange) {
        err() << "parallax export: unknown format '" << parser.value(format)
              << "' (supported: json, geojson, corpus, csv, timelinejs)\n";
        return 2;
    }
    if (parser.value(format) == u"json")
        return exportJsonStreamed(parser, dbOpt, output);
    const std::optional<Corpus> corpus = readCorpusFor(parser, dbOpt, "export");
    if (!corpus)
        return 1;
    if (exchange)
        return exportExchange(*corpus, parser.value(format), parser.value(output));
    // JSON is written event by event as it is made; GeoJSON is small (places and legs).
    const bool geo = parser.value(format) == u"geojson";
    auto write = [&](QIODevice &to) {
        if (!geo)
            return db::writeJson(*corpus, to);
        const QByteArray json = db::exportGeoJson(*corpus);
        return to.write(json) == json.size();
    };
    if (!parser.isSet(output)) {
        QFile f;
        f.open(stdout, QIODevice::WriteOnly);
        write(f);
        return 0;
    }
    QSaveFile f(parser.value(output));
    if (!f.open(QIODevice::WriteOnly) || !write(f) || !f.commit()) {
        err() << "parallax export: cannot write " << parser.value(output) << ": " << f.errorString() << "\n";
        return 1;
    }
    return 0;
}

} // namespace parallax::app
