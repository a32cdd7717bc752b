#include "cli.h"
#include "commands.h"
#include "exchange.h"

#include <db/jsonexport.h>

#include <QFile>
#include <QSaveFile>

namespace parallax::app {

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
