#include "mainwindow.h"

#include "corpusmodel.h"
#include "eventdetails.h"
#include "timelinewidget.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QCloseEvent>
#include <QDockWidget>
#include <QFileDialog>
#include <QMenuBar>
#include <QMessageBox>
#include <QPainter>
#include <QSettings>
#include <QStatusBar>

namespace parallax::ui {

namespace {
const char kGeometryKey[] = "mainwindow/geometry";
const char kStateKey[] = "mainwindow/state";
} // namespace

MainWindow::MainWindow(CorpusModel *model, QWidget *parent) : QMainWindow(parent), m_model(model)
{
    setObjectName(QStringLiteral("mainWindow"));
    m_timeline = new TimelineWidget(model, this);
    setCentralWidget(m_timeline);

    m_details = new EventDetails(model, this);
    auto *dock = new QDockWidget(tr("Accounts"), this);
    dock->setObjectName(QStringLiteral("accountsDock"));
    dock->setWidget(m_details);
    addDockWidget(Qt::RightDockWidgetArea, dock);
    resizeDocks({dock}, {420}, Qt::Horizontal);

    QMenu *file = menuBar()->addMenu(tr("&File"));
    QAction *exportPng = file->addAction(tr("Export Timeline as &Image…"), this, &MainWindow::exportTimelineImage);
    exportPng->setShortcut(QKeySequence(tr("Ctrl+E")));
    file->addSeparator();
    QAction *quit = file->addAction(tr("&Quit"), this, &QWidget::close);
    quit->setShortcut(QKeySequence::Quit);

    QMenu *view = menuBar()->addMenu(tr("&View"));
    auto *lanes = new QActionGroup(this);
    QAction *bySource = view->addAction(tr("Lanes by &Source"));
    QAction *single = view->addAction(tr("&Single Lane"));
    for (QAction *a : {bySource, single}) {
        a->setCheckable(true);
        lanes->addAction(a);
    }
    bySource->setChecked(true);
    connect(bySource, &QAction::triggered, this, [this] { m_timeline->setLaneMode(LaneMode::Source); });
    connect(single, &QAction::triggered, this, [this] { m_timeline->setLaneMode(LaneMode::Single); });
    view->addSeparator();
    QAction *chinese = view->addAction(tr("Titles in &Chinese"));
    chinese->setCheckable(true);
    connect(chinese, &QAction::toggled, this,
            [this](bool on) { m_model->setDisplayLanguage(on ? QStringLiteral("zh") : QStringLiteral("en")); });
    view->addSeparator();
    view->addAction(dock->toggleViewAction());
    QAction *fit = view->addAction(tr("&Fit All"), m_timeline, &TimelineWidget::fitAll);
    fit->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_0));

    connect(model, &CorpusModel::corpusChanged, this, &MainWindow::updateTitle);
    connect(model, &CorpusModel::selectionChanged, this, [this](int i) {
        if (i < 0)
            statusBar()->clearMessage();
        else
            statusBar()->showMessage(pickName(m_model->corpus().events[i].titles, m_model->displayLanguage()));
    });
    updateTitle();
    resize(1400, 860);
}

void MainWindow::restoreLayout()
{
    QSettings s;
    restoreGeometry(s.value(QLatin1String(kGeometryKey)).toByteArray());
    restoreState(s.value(QLatin1String(kStateKey)).toByteArray());
}

void MainWindow::closeEvent(QCloseEvent *e)
{
    QSettings s;
    s.setValue(QLatin1String(kGeometryKey), saveGeometry());
    s.setValue(QLatin1String(kStateKey), saveState());
    e->accept();
}

void MainWindow::updateTitle()
{
    const QString title = m_model->corpus().title;
    setWindowTitle(title.isEmpty() ? tr("Parallax") : tr("%1 — Parallax").arg(title));
}

void MainWindow::exportTimelineImage()
{
    const QString path = QFileDialog::getSaveFileName(this, tr("Export Timeline"), QString(), tr("PNG image (*.png)"));
    if (path.isEmpty())
        return;
    if (!m_timeline->grab().save(path))
        QMessageBox::warning(this, tr("Export Timeline"), tr("Could not write %1.").arg(path));
}

} // namespace parallax::ui
