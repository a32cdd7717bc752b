#include "cli.h"
#include "commands.h"

#include <ui/corpusmodel.h>
#include <ui/darkstyle.h>
#include <ui/editing/editingui.h>
#include <ui/editing/editsession.h>
#include <ui/mainwindow.h>
#include <ui/map/mapwidget.h>
#include <ui/timeline/timelinewidget.h>
#include <ui/viewexport.h>

#include <QApplication>
#include <QDockWidget>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QFileInfo>
#include <QLoggingCategory>
#include <QMenuBar>
#include <QPainter>
#include <QPixmap>

#include <memory>
#include <optional>
#include <variant>

Q_LOGGING_CATEGORY(lcSnapshot, "parallax.ui.startup", QtInfoMsg)

namespace parallax::app {

namespace {

// What the user asked for, checked before anything is built.
struct SnapshotRequest
{
    QString output;
    QSize size;
    QString eventId;
    QString language;
    std::optional<AxisSpan> span;
    LaneMode lanes = LaneMode::Source;
    QString dockName; // objectName of the dock to raise, or empty
    QString mapRegion;
    bool dark = false;
};

const QMap<QString, LaneMode> &laneModes()
{
    static const QMap<QString, LaneMode> modes {{QStringLiteral("source"), LaneMode::Source},
        {QStringLiteral("place"), LaneMode::Place}, {QStringLiteral("era"), LaneMode::Era},
        {QStringLiteral("category"), LaneMode::Category}, {QStringLiteral("single"), LaneMode::Single}};
    return modes;
}

const QMap<QString, QString> &dockNames()
{
    static const QMap<QString, QString> docks {{QStringLiteral("source"), QStringLiteral("sourceDock")},
        {QStringLiteral("event"), QStringLiteral("accountsDock")},
        {QStringLiteral("compare"), QStringLiteral("compareDock")},
        {QStringLiteral("parallel"), QStringLiteral("parallelDock")},
        {QStringLiteral("conflicts"), QStringLiteral("conflictsDock")},
        {QStringLiteral("events"), QStringLiteral("listDock")},
        {QStringLiteral("statistics"), QStringLiteral("statsDock")}};
    return docks;
}

struct SnapshotOptions
{
    QCommandLineOption db = dbOption();
    QCommandLineOption output {{QStringLiteral("o"), QStringLiteral("output")},
        QStringLiteral("The file to write: .png (the window), .svg or .pdf (the timeline)."), QStringLiteral("FILE")};
    QCommandLineOption size {QStringLiteral("size"), QStringLiteral("Window size (default 1600x1000)."),
        QStringLiteral("WxH"), QStringLiteral("1600x1000")};
    QCommandLineOption select {
        QStringLiteral("select"), QStringLiteral("Select this event first."), QStringLiteral("EVENT_ID")};
    QCommandLineOption language {QStringLiteral("language"),
        QStringLiteral("Language of the window and of the titles: en, zh or da."), QStringLiteral("LANG"),
        QStringLiteral("en")};
    QCommandLineOption view {QStringLiteral("view"),
        QStringLiteral("Time window to show, as an EDTF interval (e.g. 1814-03-25/1814-05-05)."),
        QStringLiteral("EDTF")};
    QCommandLineOption lanes {QStringLiteral("lanes"),
        QStringLiteral("Lanes by source, place, era, category or single."), QStringLiteral("MODE"),
        QStringLiteral("source")};
    QCommandLineOption show {QStringLiteral("show"),
        QStringLiteral("Bring a dock to the front: source, event, compare, parallel, conflicts, "
                       "events or statistics."),
        QStringLiteral("DOCK")};
    QCommandLineOption map {QStringLiteral("map"),
        QStringLiteral(
            "Map view: timeline (where the timeline is, the default), whole, or one of the corpus's regions."),
        QStringLiteral("REGION")};
    QCommandLineOption palette {
        QStringLiteral("palette"), QStringLiteral("light or dark."), QStringLiteral("NAME"), QStringLiteral("light")};

    QList<QCommandLineOption> all() const
    {
        return {db, output, size, select, language, view, lanes, show, map, palette};
    }
};

// Checks the options; reports the first problem and returns its exit code.
std::variant<SnapshotRequest, int> readRequest(const QCommandLineParser &parser, const SnapshotOptions &o)
{
    SnapshotRequest r;
    if (!parser.isSet(o.output)) {
        err() << "parallax snapshot: -o FILE.png is required\n";
        return 2;
    }
    r.output = parser.value(o.output);
    // Checked before the window is built (a PNG was written under a .txt
    // name; a folder that is not there was found only after rendering).
    const QString suffix = QFileInfo(r.output).suffix().toLower();
    if (suffix != u"png" && suffix != u"svg" && suffix != u"pdf") {
        err() << "parallax snapshot: -o takes a .png, .svg or .pdf file, not " << r.output << "\n";
        return 2;
    }
    if (const QFileInfo folder(QFileInfo(r.output).absolutePath()); !folder.isDir() || !folder.isWritable()) {
        err() << "parallax snapshot: cannot write " << r.output << ": " << folder.filePath()
              << (folder.isDir() ? " is not writable" : " is not a folder") << "\n";
        return 1;
    }
    const QStringList wh = parser.value(o.size).split(u'x');
    r.size = wh.size() == 2 ? QSize(wh[0].toInt(), wh[1].toInt()) : QSize();
    if (r.size.width() < 200 || r.size.height() < 150 || r.size.width() > 16000 || r.size.height() > 16000) {
        err() << "parallax snapshot: --size must look like 1600x1000 (200x150 to 16000x16000)\n";
        return 2;
    }
    if (!laneModes().contains(parser.value(o.lanes))) {
        err() << "parallax snapshot: --lanes must be source, place, era, category or single\n";
        return 2;
    }
    r.lanes = laneModes().value(parser.value(o.lanes));
    if (parser.isSet(o.view)) {
        auto d = HistoricalDate::parse(parser.value(o.view));
        if (!d) {
            err() << "parallax snapshot: --view: " << d.error() << "\n";
            return 2;
        }
        r.span = d->span();
    }
    if (parser.isSet(o.show)) {
        r.dockName = dockNames().value(parser.value(o.show));
        if (r.dockName.isEmpty()) {
            err() << "parallax snapshot: --show takes " << dockNames().keys().join(QStringLiteral(", ")) << "\n";
            return 2;
        }
    }
    r.eventId = parser.value(o.select);
    r.language = parser.value(o.language);
    r.mapRegion = parser.value(o.map);
    if (const QString palette = parser.value(o.palette); palette != u"light" && palette != u"dark") {
        err() << "parallax snapshot: --palette must be light or dark\n";
        return 2;
    }
    r.dark = parser.value(o.palette) == u"dark";
    return r;
}

// Puts the window in the requested state; returns an exit code on failure.
std::optional<int> arrangeWindow(ui::MainWindow &window, ui::CorpusModel &model, const SnapshotRequest &r)
{
    window.timeline()->setLaneMode(r.lanes);
    window.timeline()->fitAll();
    if (r.span)
        window.timeline()->showSpan(*r.span);
    QCoreApplication::processEvents();
    if (!r.dockName.isEmpty())
        if (auto *dock = window.findChild<QDockWidget *>(r.dockName))
            dock->raise();
    if (!r.eventId.isEmpty()) {
        const int i = model.eventIndex(r.eventId);
        if (i < 0) {
            err() << "parallax snapshot: no event with id '" << r.eventId << "'\n";
            return 1;
        }
        model.selectEvent(i);
    }
    QCoreApplication::processEvents();
    // The map follows the timeline (moved to the selection) a moment after
    // it moves: at once here.
    const QString region = r.mapRegion.isEmpty() ? QStringLiteral("timeline") : r.mapRegion;
    if (!window.map()->showRegion(region)) {
        err() << "parallax snapshot: --map takes timeline, whole or a region of this corpus: "
              << window.map()->regionNames().join(QStringLiteral(", ")) << "\n";
        return 2;
    }
    QCoreApplication::processEvents();
    return std::nullopt;
}

// A large database's events are read on worker threads: waits for them.
// The error when the file was refused then.
QString waitForEvents(ui::EditSession &session)
{
    QString failure;
    QEventLoop loop;
    QObject::connect(&session, &ui::EditSession::failed, &loop, [&](const QString &error) {
        failure = error;
        loop.quit();
    });
    QObject::connect(session.model(), &ui::CorpusModel::loadingChanged, &loop, [&](bool loading) {
        if (!loading)
            loop.quit();
    });
    if (session.model()->isLoading())
        loop.exec();
    return failure;
}

// The menu bar's titles, for the log ("&File", "&Edit", …).
QStringList menuTitles(const ui::MainWindow &window)
{
    QStringList titles;
    for (const QAction *a : window.menuBar()->actions())
        titles << a->text();
    return titles;
}

// PNG: the whole window; SVG and PDF: the timeline view alone, as vectors.
int writeSnapshot(ui::MainWindow &window, const SnapshotRequest &r)
{
    const QString suffix = QFileInfo(r.output).suffix().toLower();
    if (suffix == u"svg" || suffix == u"pdf") {
        const QString error = ui::exportView(r.output, r.size, window.windowTitle(),
            [&](QPainter &p, const QRectF &rect) { window.timeline()->render(p, rect); });
        if (!error.isEmpty()) {
            err() << "parallax snapshot: " << error << "\n";
            return 1;
        }
    } else if (!window.grab().save(r.output, "PNG")) {
        err() << "parallax snapshot: cannot write " << r.output << "\n";
        return 1;
    }
    out() << "Wrote " << r.output << " (" << r.size.width() << "x" << r.size.height() << ")\n";
    return 0;
}

// The offscreen platform says, for every window shown, that it keeps no
// size hints: nothing a user of the command can act on, on every run.
QtMessageHandler g_nextHandler = nullptr;
void quietOffscreen(QtMsgType type, const QMessageLogContext &context, const QString &message)
{
    if (type == QtWarningMsg && message == u"This plugin does not support propagateSizeHints()")
        return;
    if (g_nextHandler)
        g_nextHandler(type, context, message);
}

} // namespace

int runSnapshot(const QStringList &args)
{
    g_nextHandler = qInstallMessageHandler(quietOffscreen);
    QCommandLineParser parser;
    const SnapshotOptions options;
    parser.addOptions(options.all());
    if (int rc = parse(parser, QStringLiteral("snapshot"),
            QStringLiteral("Render the main window offscreen to a PNG, or the timeline to SVG or PDF "
                           "(needs no display)."),
            args);
        rc >= 0)
        return rc;
    auto request = readRequest(parser, options);
    if (auto *rc = std::get_if<int>(&request))
        return *rc;
    const SnapshotRequest &r = std::get<SnapshotRequest>(request);
    auto path = readOnlyDatabasePath(parser, options.db);
    if (!path) {
        err() << "parallax snapshot: " << path.error() << "\n";
        return 1;
    }
    QElapsedTimer clock;
    clock.start();
    if (r.dark)
        ui::useDarkPalette();
    // The window the viewer shows (its Edit and Source menus too), on the
    // database opened read-only.
    ui::CorpusModel model;
    ui::EditSession session(&model);
    if (Status s = session.openToShow(path.value()); !s) {
        err() << "parallax snapshot: " << s.error() << "\n";
        return 1;
    }
    if (const QString failure = waitForEvents(session); !failure.isEmpty()) {
        err() << "parallax snapshot: " << failure << "\n";
        return 1;
    }
    qCDebug(lcSnapshot) << "corpus read" << clock.restart() << "ms";
    model.setDisplayLanguage(r.language);
    const std::unique_ptr<ui::MainWindow> shown = ui::newEditingWindow(&session);
    ui::MainWindow &window = *shown;
    window.resize(r.size);
    window.show();
    window.resize(r.size); // again, now that the docks have their sizes
    QCoreApplication::processEvents();
    qCDebug(lcSnapshot) << "window shown" << clock.restart() << "ms; menus" << menuTitles(window);
    if (auto rc = arrangeWindow(window, model, r))
        return *rc;
    return writeSnapshot(window, r);
}

} // namespace parallax::app
