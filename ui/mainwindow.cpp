#include "mainwindow.h"

#include <ui/charts/statistics.h>
#include <ui/corpusmodel.h>
#include <ui/exportdialog.h>
#include <ui/filedialogs.h>
#include <ui/focuscycle.h>
#include <ui/help/help.h>
#include <ui/language.h>
#include <ui/map/mapwidget.h>
#include <ui/reading/comparisonview.h>
#include <ui/reading/eventdetails.h>
#include <ui/reading/parallelreader.h>
#include <ui/reading/sourcereader.h>
#include <ui/tables/conflictspanel.h>
#include <ui/tables/eventlist.h>
#include <ui/tables/filterpanel.h>
#include <ui/tables/searchbox.h>
#include <ui/timeline/overviewstrip.h>
#include <ui/timeline/timelinewidget.h>
#include <ui/viewexport.h>
#include <ui/workstatus.h>

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QCloseEvent>
#include <QDockWidget>
#include <QElapsedTimer>
#include <QInputDialog>
#include <QLocale>
#include <QLoggingCategory>
#include <QMenuBar>
#include <QMessageBox>
#include <QPainter>
#include <QScreen>
#include <QScrollArea>
#include <QSettings>
#include <QShortcut>
#include <QStatusBar>
#include <QToolBar>
#include <QToolButton>
#include <QVBoxLayout>

Q_LOGGING_CATEGORY(lcStartup, "parallax.ui.startup", QtInfoMsg)

namespace parallax::ui {

namespace {
const char kGeometryKey[] = "mainwindow/geometry";
const char kStateKey[] = "mainwindow/state";
const char kScreenKey[] = "mainwindow/screen"; // the screen's room the layout was made for

// Whether a layout made for a screen with `saved` room suits one with `now`:
// within a tenth in each direction. A 1920x1080 layout restored at 1280x720
// left the timeline 400 px wide and cut the Compare columns (a walkthrough
// by helper-95).
bool suitsScreen(QSize saved, QSize now)
{
    const auto near = [](int a, int b) { return std::abs(a - b) * 10 <= std::max(a, b); };
    return !saved.isValid() || !now.isValid()
        || (near(saved.width(), now.width()) && near(saved.height(), now.height()));
}
const char kFilterKey[] = "filter/state";
// The dock layout's version: a layout saved by an older one (the map a strip
// under the toolbar at 1280x720) is not restored; the default one is shown.
constexpr int kDockLayoutVersion = 2;
} // namespace

MainWindow::MainWindow(CorpusModel *model, QWidget *parent)
    : QMainWindow(parent)
    , m_model(model)
{
    setObjectName(QStringLiteral("mainWindow"));
    createViews();
    arrangeDocks();
    createFileMenu();
    createViewMenu();
    createSearchBar();
    Help::createMenu(this, &m_model->corpus());
    installPaneCycling(this, centralWidget(), m_docks);
    chainTabOrder(tabPanes());
    connectModel();
    // The timeline takes the keyboard first.
    m_timeline->setFocus();
    updateTitle();
    resize(1500, 940);
}

// The search bar, the timeline's pane, then the docks: Tab's order.
QList<QWidget *> MainWindow::tabPanes() const
{
    return QList<QWidget *> {m_search, centralWidget()} + QList<QWidget *>(m_docks.begin(), m_docks.end());
}

// Tab and Shift+Tab pass over the controls of docks behind another's tab;
// a control in a scrolled area is brought into its sight.
bool MainWindow::focusNextPrevChild(bool next)
{
    QWidget *target = nextTabStop(tabPanes(), QApplication::focusWidget(), next ? 1 : -1);
    if (!target)
        return QMainWindow::focusNextPrevChild(next);
    target->setFocus(next ? Qt::TabFocusReason : Qt::BacktabFocusReason);
    for (QWidget *p = target->parentWidget(); p; p = p->parentWidget())
        if (auto *area = qobject_cast<QScrollArea *>(p))
            area->ensureWidgetVisible(target);
    return true;
}

void MainWindow::createViews()
{
    // How long each part takes to build (QT_LOGGING_RULES="parallax.ui.startup.debug=true"):
    // a million-event corpus shows at once which one does not scale.
    QElapsedTimer clock;
    clock.start();
    auto took = [&](const char *what) { qCDebug(lcStartup) << what << clock.restart() << "ms"; };
    auto *centre = new QWidget(this);
    auto *column = new QVBoxLayout(centre);
    column->setContentsMargins(0, 0, 0, 0);
    column->setSpacing(0);
    m_timeline = new TimelineWidget(m_model, centre);
    took("timeline");
    column->addWidget(m_timeline, 1);
    column->addWidget(new OverviewStrip(m_timeline, centre));
    setCentralWidget(centre);

    m_details = new EventDetails(m_model, this);
    took("details");
    m_reader = new SourceReader(m_model, this);
    took("reader");
    m_comparison = new ComparisonView(m_model, this);
    took("comparison");
    m_parallel = new ParallelReader(m_model, this);
    took("parallel");
    m_conflicts = new ConflictsPanel(m_model, this);
    m_comparison->showDisputesFrom(m_conflicts->model());
    took("conflicts");
    m_map = new MapPanel(m_model, this);
    took("map");
    m_list = new EventList(m_model, this);
    took("list");
    m_filters = new FilterPanel(m_model, this);
    took("filters");
    m_stats = new StatisticsPanel(m_model, m_timeline, this);
    took("stats");
}

// Map above the reader on the right, from the toolbar to the status bar (the
// event details tabbed with the reader), the tables and charts tabbed below
// the timeline, filters on the left. Sized for the window when it first
// shows (docklayout.cpp).
void MainWindow::arrangeDocks()
{
    QDockWidget *mapDock = addDock(m_map, tr("Map"), QStringLiteral("mapDock"), Qt::RightDockWidgetArea);
    m_readerDock = addDock(m_reader, tr("Source"), QStringLiteral("sourceDock"), Qt::RightDockWidgetArea);
    splitDockWidget(mapDock, m_readerDock, Qt::Vertical);
    QDockWidget *eventDock = addDock(m_details, tr("Event"), QStringLiteral("accountsDock"), Qt::RightDockWidgetArea);
    tabifyDockWidget(m_readerDock, eventDock);
    setCorner(Qt::BottomRightCorner, Qt::RightDockWidgetArea); // the map's column as tall as the window
    resizeDocks({mapDock, m_readerDock}, {430, 470}, Qt::Vertical);
    m_readerDock->raise();

    QDockWidget *compareDock
        = addDock(m_comparison, tr("Compare"), QStringLiteral("compareDock"), Qt::BottomDockWidgetArea);
    QDockWidget *parallelDock
        = addDock(m_parallel, tr("Parallel Reading"), QStringLiteral("parallelDock"), Qt::BottomDockWidgetArea);
    QDockWidget *conflictsDock
        = addDock(m_conflicts, tr("Conflicts"), QStringLiteral("conflictsDock"), Qt::BottomDockWidgetArea);
    QDockWidget *listDock = addDock(m_list, tr("Events"), QStringLiteral("listDock"), Qt::BottomDockWidgetArea);
    QDockWidget *filterDock = addDock(m_filters, tr("Filters"), QStringLiteral("filterDock"), Qt::LeftDockWidgetArea);
    filterDock->hide(); // opened from the View menu or Ctrl+Shift+F
    filterDock->toggleViewAction()->setShortcut(QKeySequence(tr("Ctrl+Shift+F")));
    QDockWidget *statsDock = addDock(m_stats, tr("Statistics"), QStringLiteral("statsDock"), Qt::BottomDockWidgetArea);
    for (QDockWidget *d : {parallelDock, listDock, statsDock, conflictsDock})
        tabifyDockWidget(compareDock, d);
    compareDock->raise();
    resizeDocks({m_readerDock}, {520}, Qt::Horizontal);
    resizeDocks({compareDock}, {250}, Qt::Vertical);
}

void MainWindow::bringReaderToFront()
{
    m_readerDock->show();
    m_readerDock->raise();
}

void MainWindow::createFileMenu()
{
    QMenu *file = menuBar()->addMenu(tr("&File"));
    QAction *exportView = file->addAction(tr("&Export Timeline View…"), this, &MainWindow::exportTimelineImage);
    exportView->setShortcut(QKeySequence(tr("Ctrl+E")));
    file->addAction(tr("Export &Map View…"), this, &MainWindow::exportMapImage);
    file->addAction(tr("Export &Chart…"), this, &MainWindow::exportChart);
    file->addSeparator();
    QAction *quit = file->addAction(tr("&Quit"), this, &QWidget::close);
    quit->setShortcut(QKeySequence::Quit);
}

void MainWindow::createViewMenu()
{
    QMenu *view = menuBar()->addMenu(tr("&View"));
    QMenu *lanesMenu = view->addMenu(tr("&Lanes"));
    auto *lanes = new QActionGroup(this);
    for (LaneMode mode : {LaneMode::Source, LaneMode::Place, LaneMode::Era, LaneMode::Category, LaneMode::Single}) {
        QAction *a
            = lanesMenu->addAction(mode == LaneMode::Single ? tr("&Single Lane") : tr("By %1").arg(laneModeName(mode)));
        a->setCheckable(true);
        a->setObjectName(QStringLiteral("lanes-") + laneModeKey(mode));
        a->setChecked(mode == LaneMode::Source);
        lanes->addAction(a);
        connect(a, &QAction::triggered, this, [this, mode] { m_timeline->setLaneMode(mode); });
    }
    QAction *chinese = view->addAction(tr("Titles in &Chinese"));
    chinese->setCheckable(true);
    chinese->setChecked(m_model->displayLanguage() == u"zh");
    chinese->setObjectName(QStringLiteral("titlesInChinese"));
    connect(chinese, &QAction::toggled, this,
        [this](bool on) { m_model->setDisplayLanguage(on ? QStringLiteral("zh") : QStringLiteral("en")); });
    view->addMenu(createLanguageMenu(this));
    view->addSeparator();
    QAction *zoomIn = view->addAction(tr("Zoom &In"), this, [this] { m_timeline->zoomStep(+1); });
    zoomIn->setShortcuts({QKeySequence::ZoomIn, QKeySequence(Qt::CTRL | Qt::Key_Equal)});
    QAction *zoomOut = view->addAction(tr("Zoom &Out"), this, [this] { m_timeline->zoomStep(-1); });
    zoomOut->setShortcut(QKeySequence::ZoomOut);
    QAction *fit = view->addAction(tr("&Fit All"), m_timeline, &TimelineWidget::fitAll);
    fit->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_0));
    view->addSeparator();
    for (QDockWidget *d : m_docks)
        view->addAction(d->toggleViewAction());
}

void MainWindow::createSearchBar()
{
    QToolBar *bar = addToolBar(tr("Search"));
    bar->setObjectName(QStringLiteral("searchBar"));
    bar->setMovable(false);
    m_search = new SearchBox(m_model, bar);
    bar->addWidget(m_search);
    auto *focusSearch = new QShortcut(QKeySequence(tr("Ctrl+K")), this);
    connect(focusSearch, &QShortcut::activated, this, [this] {
        m_search->setFocus();
        m_search->selectAll();
    });
    // Escape in the box gives the keys back to the timeline, where ] and [
    // step through the events (after a search they typed into the box).
    connect(m_search, &SearchBox::left, this, [this] { m_timeline->setFocus(Qt::ShortcutFocusReason); });
    connect(
        m_search, &SearchBox::passageChosen, this, [this](const QString &source, qsizetype pos, const QString &words) {
            bringReaderToFront();
            m_reader->showPassage(source, pos, words);
        });
}

void MainWindow::connectModel()
{
    connectBackgroundWork();
    showFilterInStatusBar();
    // The map's "Where the timeline is" view follows the timeline's window.
    connect(
        m_timeline, &TimelineWidget::viewChanged, m_map, [this] { m_map->setTimeWindow(m_timeline->visibleSpan()); });
    m_map->setTimeWindow(m_timeline->visibleSpan());
    connect(m_model, &CorpusModel::corpusChanged, this, &MainWindow::updateTitle);
    connect(m_model, &CorpusModel::selectionChanged, this, [this] {
        if (const Event *e = m_model->shownEvent())
            statusBar()->showMessage(pickName(e->titles, m_model->displayLanguage()));
        else
            statusBar()->clearMessage();
    });
}

// A filter in force says so in the status bar, with how many events it
// shows; a click shows the filters. A filter saved from the last session
// hid events with no sign of it, the Filters pane closed (a walkthrough by
// helper-96).
void MainWindow::showFilterInStatusBar()
{
    auto *badge = new QToolButton(this);
    badge->setObjectName(QStringLiteral("filterBadge"));
    badge->setAutoRaise(true);
    badge->setToolTip(tr("Show the filters (View ▸ Filters)"));
    statusBar()->addPermanentWidget(badge);
    const auto update = [this, badge] {
        const bool filtered = !m_model->filter().isEmpty();
        badge->setText(filtered ? tr("Filtered: %1 of %2 events")
                                      .arg(QLocale().toString(m_model->includedCount()),
                                          QLocale().toString(m_model->corpus().events.size()))
                                : QString());
        badge->setVisible(filtered);
    };
    connect(m_model, &CorpusModel::filterChanged, badge, update);
    connect(m_model, &CorpusModel::corpusChanged, badge, update);
    connect(m_model, &CorpusModel::eventsChanged, badge, update);
    connect(badge, &QToolButton::clicked, this, [this] {
        if (auto *dock = findChild<QDockWidget *>(QStringLiteral("filterDock"))) {
            dock->show();
            dock->raise();
            m_filters->setFocus(Qt::OtherFocusReason);
        }
    });
    update();
}

// A large corpus's conflicts, filter counts and charts come from worker
// threads: the status bar says which are still running.
void MainWindow::connectBackgroundWork()
{
    m_work = new WorkStatus(this);
    statusBar()->addPermanentWidget(m_work);
    const QString conflicts = tr("Finding conflicts…");
    ConflictsModel *table = m_conflicts->model();
    connect(table, &ConflictsModel::loadingChanged, this,
        [this, conflicts](bool loading) { m_work->setRunning(conflicts, loading); });
    m_work->setRunning(conflicts, table->isLoading());
    const QString sorting = tr("Sorting the conflicts…");
    connect(table, &ConflictsModel::sortingChanged, this,
        [this, sorting](bool running) { m_work->setRunning(sorting, running); });
    const QString reading = tr("Reading the events…");
    connect(m_model, &CorpusModel::loadingChanged, this,
        [this, reading](bool loading) { m_work->setRunning(reading, loading); });
    m_work->setRunning(reading, m_model->isLoading());
}

void MainWindow::exportChart()
{
    const QString path = askSaveFileName(
        this, tr("Export Chart"), QStringLiteral("chart.png"), tr("PNG image (*.png);;SVG drawing (*.svg)"));
    if (path.isEmpty())
        return;
    if (const QString error = m_stats->exportCurrent(path); !error.isEmpty())
        QMessageBox::warning(this, tr("Export Chart"), error);
}

QDockWidget *MainWindow::addDock(QWidget *w, const QString &title, const QString &name, Qt::DockWidgetArea area)
{
    auto *dock = new QDockWidget(title, this);
    dock->setObjectName(name);
    dock->setWidget(w);
    dock->setAccessibleName(title);
    addDockWidget(area, dock);
    m_docks.append(dock);
    return dock;
}

void MainWindow::setDatabasePath(const QString &path, const QByteArray &openedFile)
{
    m_search->setDatabase(path, openedFile);
}

void MainWindow::restoreLayout()
{
    QSettings s;
    // The filter survives a restart; a saved value naming things this corpus
    // lacks simply matches nothing, and Clear filters undoes it.
    m_model->setFilter(EventFilter::fromVariant(s.value(QLatin1String(kFilterKey)).toMap()));
    connect(m_model, &CorpusModel::filterChanged, this,
        [this] { QSettings().setValue(QLatin1String(kFilterKey), m_model->filter().toVariant()); });
    const QSize room = screen() ? screen()->availableGeometry().size() : QSize();
    const bool suits = suitsScreen(s.value(QLatin1String(kScreenKey)).toSize(), room);
    if (!suits || !restoreGeometry(s.value(QLatin1String(kGeometryKey)).toByteArray()))
        fitToScreen();
    restoreDockState(s.value(QLatin1String(kStateKey)).toByteArray());
    if (!suits) // which panes are open and where, at this screen's default sizes
        m_keepDockSizes = false;
    restoreViewState(s);
}

bool MainWindow::restoreDockState(const QByteArray &state)
{
    const bool restored = !state.isEmpty() && restoreState(state, kDockLayoutVersion);
    m_keepDockSizes = m_keepDockSizes || restored;
    return restored;
}

QByteArray MainWindow::saveDockState() const
{
    return saveState(kDockLayoutVersion);
}

void MainWindow::closeEvent(QCloseEvent *e)
{
    saveLayout();
    e->accept();
}

void MainWindow::saveLayout()
{
    QSettings s;
    s.setValue(QLatin1String(kGeometryKey), saveGeometry());
    if (screen())
        s.setValue(QLatin1String(kScreenKey), screen()->availableGeometry().size());
    s.setValue(QLatin1String(kStateKey), saveDockState());
    saveViewState(s);
}

void MainWindow::updateTitle()
{
    const QString title = m_model->corpus().title;
    setWindowTitle(title.isEmpty() ? tr("Parallax") : tr("%1 — Parallax").arg(title));
}

void MainWindow::exportMapImage()
{
    const QString path = askSaveFileName(this, tr("Export Map View"), QStringLiteral("map.png"),
        tr("PNG image (*.png);;SVG drawing (*.svg);;PDF document (*.pdf)"));
    if (path.isEmpty())
        return;
    MapCanvas *canvas = m_map->canvas();
    const QString error = exportView(
        path, canvas->size() * 2, windowTitle(), [canvas](QPainter &p, const QRectF &r) { canvas->render(p, r); });
    if (!error.isEmpty())
        QMessageBox::warning(this, tr("Export Map View"), error);
    else
        statusBar()->showMessage(tr("Exported %1").arg(path), 5000);
}

void MainWindow::exportTimelineImage()
{
    QString filter;
    const QString path = askSaveFileName(this, tr("Export Timeline View"), QStringLiteral("timeline.png"),
        tr("PNG image (*.png);;SVG drawing (*.svg);;PDF document (*.pdf)"), &filter);
    if (path.isEmpty())
        return;
    const auto options = askExportOptions(this, tr("Export Timeline View"), m_timeline->size(), m_model->corpus().title,
        QStringLiteral("export/timeline"));
    if (!options)
        return;
    const QString error
        = exportView(path, options->size, options->title, [this, &options](QPainter &p, const QRectF &r) {
              paintFramed(
                  p, r, *options, [this](QPainter &q, const QRectF &v) { m_timeline->render(q, v); },
                  [this](
                      QPainter &q, const QRectF &l) { TimelineRenderer::paintLegend(q, l, palette(), font(), false); });
          });
    if (!error.isEmpty())
        QMessageBox::warning(this, tr("Export Timeline View"), error);
    else
        statusBar()->showMessage(tr("Exported %1").arg(path), 5000);
}

} // namespace parallax::ui
