#include "commands.h"

#include <core/conflicts.h>
#include <db/corpusloader.h>
#include <db/database.h>
#include <db/jsonexport.h>
#include <db/search.h>
#include <db/store.h>
#include <db/userdata.h>
#include <ui/corpusmodel.h>
#include <ui/mainwindow.h>
#include <ui/mapwidget.h>
#include <ui/timelinewidget.h>
#include <ui/viewexport.h>

#include <QApplication>
#include <QCommandLineParser>
#include <QDockWidget>
#include <QElapsedTimer>
#include <QLoggingCategory>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QFileInfo>
#include <QPainter>
#include <QMessageBox>
#include <QPixmap>
#include <QSaveFile>
#include <QTextStream>

#include <optional>


Q_LOGGING_CATEGORY(lcSnapshot, "parallax.ui.startup", QtInfoMsg)

namespace parallax::app {

namespace {

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

// Parses `args` for subcommand `name`; prints help or errors itself.
// Returns -1 to go on, or the exit code to stop with.
int parse(QCommandLineParser &parser, const QString &name, const QString &description, const QStringList &args)
{
    parser.setApplicationDescription(description);
    const QCommandLineOption help({QStringLiteral("h"), QStringLiteral("help")}, QStringLiteral("Show this help."));
    parser.addOption(help);
    if (!parser.parse(QStringList{QStringLiteral("parallax ") + name} + args)) {
        err() << "parallax " << name << ": " << parser.errorText() << "\n";
        err() << "Run 'parallax " << name << " --help' for its options.\n";
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

// The database named by --db, or the user's own, built from the bundled
// corpus on first use.
Result<QString> databasePath(const QCommandLineParser &parser, const QCommandLineOption &option)
{
    if (parser.isSet(option))
        return parser.value(option);
    return db::ensureUserDatabase();
}

// Opens the database named by --db (or the user's) read-only; reports any
// failure as "parallax COMMAND: message" and returns nullptr.
std::unique_ptr<db::Database> openReadOnly(const QCommandLineParser &parser, const QCommandLineOption &option,
                                           const char *command)
{
    auto path = databasePath(parser, option);
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

// The whole corpus of the database named by --db, or an error already reported.
std::optional<Corpus> readCorpusFor(const QCommandLineParser &parser, const QCommandLineOption &option,
                                    const char *command)
{
    auto db = openReadOnly(parser, option, command);
    if (!db)
        return std::nullopt;
    auto corpus = db::readCorpus(*db);
    if (!corpus) {
        err() << "parallax " << command << ": " << corpus.error() << "\n";
        return std::nullopt;
    }
    return std::move(corpus).value();
}

} // namespace

int runImport(const QStringList &args)
{
    QCommandLineParser parser;
    const QCommandLineOption dbOpt(QStringLiteral("db"), QStringLiteral("The database file to build."),
                                   QStringLiteral("FILE"));
    const QCommandLineOption replace(QStringLiteral("replace"), QStringLiteral("Replace FILE if it exists."));
    parser.addOptions({dbOpt, replace});
    parser.addPositionalArgument(QStringLiteral("CORPUS_DIR"),
                                 QStringLiteral("Folder with corpus.json and the source texts."));
    if (int rc = parse(parser, QStringLiteral("import"),
                       QStringLiteral("Validate a corpus folder and build a database from it. Nothing is written "
                                      "unless the whole corpus is valid."),
                       args);
        rc >= 0)
        return rc;
    if (parser.positionalArguments().size() != 1 || !parser.isSet(dbOpt)) {
        err() << "parallax import: usage: parallax import CORPUS_DIR --db FILE [--replace]\n";
        return 2;
    }
    const QString folder = parser.positionalArguments().first();
    db::LoadedCorpus loaded = db::loadCorpusFolder(folder);
    if (!loaded.ok()) {
        err() << "parallax import: " << folder << " has " << loaded.problems.size()
              << " problem(s); nothing was written:\n";
        for (const auto &p : loaded.problems)
            err() << "  " << p.toString() << "\n";
        return 1;
    }
    if (Status s = db::buildDatabase(loaded.corpus, parser.value(dbOpt), parser.isSet(replace)); !s) {
        err() << "parallax import: " << s.error() << "\n";
        return 1;
    }
    qsizetype accounts = 0;
    for (const Event &e : loaded.corpus.events)
        accounts += e.accounts.size();
    out() << "Imported " << loaded.corpus.events.size() << " events, " << accounts << " accounts, "
          << loaded.corpus.sources.size() << " sources, " << loaded.corpus.places.size() << " places into "
          << parser.value(dbOpt) << "\n";
    return 0;
}

int runCheck(const QStringList &args)
{
    QCommandLineParser parser;
    const QCommandLineOption dbOpt = dbOption();
    parser.addOption(dbOpt);
    parser.addPositionalArgument(QStringLiteral("FILE"), QStringLiteral("The database to check."), QStringLiteral("[FILE]"));
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
        auto p = databasePath(parser, dbOpt);
        if (!p) {
            err() << "parallax check: " << p.error() << "\n";
            return 1;
        }
        path = p.value();
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
    out() << "foreign keys: " << (r.foreignKeyProblems.isEmpty() ? QStringLiteral("ok") : r.foreignKeyProblems.join(u'\n')) << "\n";
    auto report = [](const char *what, const QStringList &problems) {
        out() << what << (problems.isEmpty() ? QStringLiteral("ok") : QStringLiteral("%1 problem(s)").arg(problems.size()))
              << "\n";
        for (const QString &p : problems)
            out() << "  " << p << "\n";
    };
    report("structure: ", r.schemaProblems);
    report("content:   ", r.contentProblems);
    report("search:    ", r.searchProblems);
    for (auto it = r.counts.begin(); it != r.counts.end(); ++it)
        out() << "  " << it.key().leftJustified(16) << it.value() << "\n";
    return r.ok() ? 0 : 1;
}

int runExport(const QStringList &args)
{
    QCommandLineParser parser;
    const QCommandLineOption dbOpt = dbOption();
    const QCommandLineOption format(QStringLiteral("format"),
                                    QStringLiteral("Output format: json (everything) or geojson (places and route)."),
                                    QStringLiteral("FORMAT"), QStringLiteral("json"));
    const QCommandLineOption output({QStringLiteral("o"), QStringLiteral("output")},
                                    QStringLiteral("Write to OUT instead of standard output."), QStringLiteral("OUT"));
    parser.addOptions({dbOpt, format, output});
    if (int rc = parse(parser, QStringLiteral("export"), QStringLiteral("Export the whole database."), args); rc >= 0)
        return rc;
    if (parser.value(format) != u"json" && parser.value(format) != u"geojson") {
        err() << "parallax export: unknown format '" << parser.value(format) << "' (supported: json, geojson)\n";
        return 2;
    }
    const std::optional<Corpus> corpus = readCorpusFor(parser, dbOpt, "export");
    if (!corpus)
        return 1;
    const QByteArray json = parser.value(format) == u"geojson" ? db::exportGeoJson(*corpus) : db::exportJson(*corpus);
    if (!parser.isSet(output)) {
        QFile f;
        f.open(stdout, QIODevice::WriteOnly);
        f.write(json);
        return 0;
    }
    QSaveFile f(parser.value(output));
    if (!f.open(QIODevice::WriteOnly) || f.write(json) != json.size() || !f.commit()) {
        err() << "parallax export: cannot write " << parser.value(output) << ": " << f.errorString() << "\n";
        return 1;
    }
    return 0;
}

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
    const std::optional<Corpus> corpus = readCorpusFor(parser, dbOpt, "conflicts");
    if (!corpus)
        return 1;
    const QList<Conflict> conflicts = detectConflicts(*corpus);
    if (fmt == u"json") {
        QJsonArray list;
        for (const Conflict &c : conflicts)
            list.append(QJsonObject{{"event", c.eventId},
                                    {"kind", conflictKindName(c.kind)},
                                    {"severity", severityName(c.severity)},
                                    {"sources", QJsonArray::fromStringList(c.sources)},
                                    {"claims", QJsonArray::fromStringList(c.claims)},
                                    {"gap_seconds", qint64(c.gap)},
                                    {"gap", c.gap > 0 ? describeGap(c.gap) : QString()},
                                    {"explanation", c.explanation}});
        out() << QJsonDocument(QJsonObject{{"conflicts", list}}).toJson(QJsonDocument::Indented);
        return 0;
    }
    for (const Conflict &c : conflicts)
        out() << severityName(c.severity).leftJustified(9) << conflictKindName(c.kind).leftJustified(16)
              << c.eventId.leftJustified(26) << c.explanation << "\n";
    out() << conflicts.size() << " conflict(s)\n";
    return 0;
}

int runSearch(const QStringList &args)
{
    QCommandLineParser parser;
    const QCommandLineOption dbOpt = dbOption();
    const QCommandLineOption format(QStringLiteral("format"), QStringLiteral("Output format: text or json."),
                                    QStringLiteral("FORMAT"), QStringLiteral("text"));
    parser.addOptions({dbOpt, format});
    parser.addPositionalArgument(QStringLiteral("QUERY"), QStringLiteral("What to look for; taken literally."));
    if (int rc = parse(parser, QStringLiteral("search"),
                       QStringLiteral("Search event titles, summaries, glosses, place and person names and the "
                                      "source texts."),
                       args);
        rc >= 0)
        return rc;
    if (parser.positionalArguments().isEmpty()) {
        err() << "parallax search: usage: parallax search QUERY [--db FILE] [--format text|json]\n";
        return 2;
    }
    const QString query = parser.positionalArguments().join(u' ');
    const std::unique_ptr<db::Database> db = openReadOnly(parser, dbOpt, "search");
    if (!db)
        return 1;
    auto results = db::search(*db, query);
    if (!results) {
        err() << "parallax search: " << results.error() << "\n";
        return 1;
    }
    const struct
    {
        const char *name;
        const QList<db::SearchHit> *hits;
    } groups[] = {{"events", &results->events}, {"places", &results->places}, {"people", &results->people},
                  {"passages", &results->passages}};
    auto plain = [](QString s) { return s.remove(QChar(1)).remove(QChar(2)).replace(u'\n', u' '); };
    if (parser.value(format) == u"json") {
        QJsonObject root{{"query", query}};
        for (const auto &g : groups) {
            QJsonArray list;
            for (const db::SearchHit &h : *g.hits) {
                QJsonObject o{{"id", h.id}, {"title", h.title}, {"snippet", plain(h.snippet)}};
                if (h.position >= 0)
                    o.insert(QStringLiteral("position"), qint64(h.position));
                if (!h.eventId.isEmpty())
                    o.insert(QStringLiteral("event"), h.eventId);
                list.append(o);
            }
            root.insert(QLatin1String(g.name), list);
        }
        out() << QJsonDocument(root).toJson(QJsonDocument::Indented);
        return 0;
    }
    for (const auto &g : groups) {
        if (g.hits->isEmpty())
            continue;
        out() << g.name << ":\n";
        for (const db::SearchHit &h : *g.hits)
            out() << "  " << h.id << "  " << h.title << "\n      " << plain(h.snippet) << "\n";
    }
    out() << results->total() << " result(s)\n";
    return 0;
}

namespace {

// The window opens for writing (an older file is upgraded after a backup, an
// unfinished change rolled back); a snapshot only reads.
Result<Corpus> loadForViewer(const QString &path, db::Database::Access access)
{
    auto db = db::Database::open(path, access);
    if (!db)
        return Result<Corpus>::failure(db.error());
    return db::readCorpus(*db.value());
}

} // namespace

int runSnapshot(const QStringList &args)
{
    QCommandLineParser parser;
    const QCommandLineOption dbOpt = dbOption();
    const QCommandLineOption output({QStringLiteral("o"), QStringLiteral("output")}, QStringLiteral("The PNG to write."),
                                    QStringLiteral("FILE"));
    const QCommandLineOption size(QStringLiteral("size"), QStringLiteral("Window size (default 1600x1000)."),
                                  QStringLiteral("WxH"), QStringLiteral("1600x1000"));
    const QCommandLineOption select(QStringLiteral("select"), QStringLiteral("Select this event first."),
                                    QStringLiteral("EVENT_ID"));
    const QCommandLineOption lang(QStringLiteral("language"), QStringLiteral("Title language: en or zh."),
                                  QStringLiteral("LANG"), QStringLiteral("en"));
    const QCommandLineOption span(QStringLiteral("view"), QStringLiteral("Time window to show, as an EDTF interval "
                                                                          "(e.g. 1814-03-25/1814-05-05)."),
                                  QStringLiteral("EDTF"));
    const QCommandLineOption lanes(QStringLiteral("lanes"),
                                   QStringLiteral("Lanes by source, place, era, category or single."),
                                   QStringLiteral("MODE"), QStringLiteral("source"));
    const QCommandLineOption raise(QStringLiteral("show"),
                                   QStringLiteral("Bring a dock to the front: source, event, compare, parallel, "
                                                  "conflicts, events or statistics."),
                                   QStringLiteral("DOCK"));
    const QCommandLineOption mapRegion(QStringLiteral("map"),
                                       QStringLiteral("Map view: whole, france, elba, channel or sthelena."),
                                       QStringLiteral("REGION"));
    const QCommandLineOption paletteOpt(QStringLiteral("palette"), QStringLiteral("light or dark."),
                                        QStringLiteral("NAME"), QStringLiteral("light"));
    parser.addOptions({dbOpt, output, size, select, lang, span, lanes, raise, mapRegion, paletteOpt});
    if (int rc = parse(parser, QStringLiteral("snapshot"),
                       QStringLiteral("Render the main window offscreen to a PNG (needs no display)."), args);
        rc >= 0)
        return rc;
    if (!parser.isSet(output)) {
        err() << "parallax snapshot: -o FILE.png is required\n";
        return 2;
    }
    const QStringList wh = parser.value(size).split(u'x');
    const int w = wh.size() == 2 ? wh[0].toInt() : 0;
    const int h = wh.size() == 2 ? wh[1].toInt() : 0;
    if (w < 200 || h < 150 || w > 16000 || h > 16000) {
        err() << "parallax snapshot: --size must look like 1600x1000 (200x150 to 16000x16000)\n";
        return 2;
    }
    auto path = databasePath(parser, dbOpt);
    if (!path) {
        err() << "parallax snapshot: " << path.error() << "\n";
        return 1;
    }
    QElapsedTimer clock;
    clock.start();
    auto took = [&](const char *what) { qCDebug(lcSnapshot) << what << clock.restart() << "ms"; };
    auto corpus = loadForViewer(path.value(), db::Database::Access::ReadOnly);
    if (!corpus) {
        err() << "parallax snapshot: " << corpus.error() << "\n";
        return 1;
    }
    took("corpus read");
    if (parser.value(paletteOpt) == u"dark") {
        // A dark palette as a desktop theme would give it, to check the views in the dark.
        QPalette p;
        p.setColor(QPalette::Window, QColor(0x2b, 0x2d, 0x30));
        p.setColor(QPalette::WindowText, QColor(0xe0, 0xe0, 0xe0));
        p.setColor(QPalette::Base, QColor(0x1f, 0x21, 0x24));
        p.setColor(QPalette::AlternateBase, QColor(0x2b, 0x2d, 0x30));
        p.setColor(QPalette::Text, QColor(0xe6, 0xe6, 0xe6));
        p.setColor(QPalette::Button, QColor(0x35, 0x37, 0x3a));
        p.setColor(QPalette::ButtonText, QColor(0xe0, 0xe0, 0xe0));
        p.setColor(QPalette::Highlight, QColor(0x4a, 0x9e, 0xe8));
        p.setColor(QPalette::HighlightedText, QColor(0x10, 0x10, 0x10));
        p.setColor(QPalette::PlaceholderText, QColor(0x90, 0x90, 0x90));
        QApplication::setPalette(p);
    }
    ui::CorpusModel model;
    model.setCorpus(std::move(corpus).value());
    model.setDisplayLanguage(parser.value(lang));
    took("model");
    ui::MainWindow window(&model);
    took("window built");
    window.setDatabasePath(path.value());
    window.resize(w, h);
    window.show();
    took("window shown");
    const QMap<QString, LaneMode> modes{{QStringLiteral("source"), LaneMode::Source},
                                        {QStringLiteral("place"), LaneMode::Place},
                                        {QStringLiteral("era"), LaneMode::Era},
                                        {QStringLiteral("category"), LaneMode::Category},
                                        {QStringLiteral("single"), LaneMode::Single}};
    if (!modes.contains(parser.value(lanes))) {
        err() << "parallax snapshot: --lanes must be source, place, era, category or single\n";
        return 2;
    }
    window.timeline()->setLaneMode(modes.value(parser.value(lanes)));
    window.timeline()->fitAll();
    if (parser.isSet(span)) {
        auto d = HistoricalDate::parse(parser.value(span));
        if (!d) {
            err() << "parallax snapshot: --view: " << d.error() << "\n";
            return 2;
        }
        window.timeline()->showSpan(d->span());
    }
    QCoreApplication::processEvents();
    took("events processed");
    if (parser.isSet(mapRegion) && !window.map()->showRegion(parser.value(mapRegion))) {
        err() << "parallax snapshot: --map takes whole, france, elba, channel or sthelena\n";
        return 2;
    }
    if (parser.isSet(raise)) {
        const QMap<QString, QString> docks{{QStringLiteral("source"), QStringLiteral("sourceDock")},
                                           {QStringLiteral("event"), QStringLiteral("accountsDock")},
                                           {QStringLiteral("compare"), QStringLiteral("compareDock")},
                                           {QStringLiteral("parallel"), QStringLiteral("parallelDock")},
                                           {QStringLiteral("conflicts"), QStringLiteral("conflictsDock")},
                                           {QStringLiteral("events"), QStringLiteral("listDock")},
                                           {QStringLiteral("statistics"), QStringLiteral("statsDock")}};
        auto *dock = window.findChild<QDockWidget *>(docks.value(parser.value(raise)));
        if (!dock) {
            err() << "parallax snapshot: --show takes source, event, compare, parallel or conflicts\n";
            return 2;
        }
        dock->raise();
    }
    if (parser.isSet(select)) {
        const int i = model.eventIndex(parser.value(select));
        if (i < 0) {
            err() << "parallax snapshot: no event with id '" << parser.value(select) << "'\n";
            return 1;
        }
        model.selectEvent(i);
    }
    QCoreApplication::processEvents();
    const QString suffix = QFileInfo(parser.value(output)).suffix().toLower();
    if (suffix == u"svg" || suffix == u"pdf") {
        // Vector output holds the timeline view alone, at the requested size.
        const QString error = ui::exportView(parser.value(output), QSize(w, h), window.windowTitle(),
                                             [&](QPainter &p, const QRectF &r) { window.timeline()->render(p, r); });
        if (!error.isEmpty()) {
            err() << "parallax snapshot: " << error << "\n";
            return 1;
        }
        out() << "Wrote " << parser.value(output) << " (" << w << "x" << h << ")\n";
        return 0;
    }
    const QPixmap shot = window.grab();
    took("window painted");
    if (!shot.save(parser.value(output), "PNG")) {
        err() << "parallax snapshot: cannot write " << parser.value(output) << "\n";
        return 1;
    }
    out() << "Wrote " << parser.value(output) << " (" << w << "x" << h << ")\n";
    return 0;
}

int runViewer(const QStringList &args)
{
    QCommandLineParser parser;
    const QCommandLineOption dbOpt = dbOption();
    parser.addOption(dbOpt);
    if (int rc = parse(parser, QString(), QStringLiteral("Parallax: read history comparatively."), args); rc >= 0)
        return rc;
    auto path = databasePath(parser, dbOpt);
    Result<Corpus> corpus = path ? loadForViewer(path.value(), db::Database::Access::ReadWrite) : Result<Corpus>::failure(path.error());
    if (!corpus) {
        QMessageBox::critical(nullptr, QObject::tr("Parallax"),
                              QObject::tr("The database could not be opened.\n\n%1").arg(corpus.error()));
        return 1;
    }
    ui::CorpusModel model;
    model.setCorpus(std::move(corpus).value());
    ui::MainWindow window(&model);
    window.setDatabasePath(path.value());
    window.restoreLayout();
    window.show();
    return QApplication::exec();
}

} // namespace parallax::app
