// The default dock layout, sized for the window it opens in (issue 14): the
// map above the reader in a right-hand column as tall as the window, the
// tables and charts tabbed below the timeline. At 1280x720 the map had a
// strip of 140 px when the bottom tabs ran under it.
#include <ui/mainwindow.h>

#include <QDockWidget>
#include <QMouseEvent>
#include <QResizeEvent>
#include <QShowEvent>

#include <algorithm>
#include <cmath>
#include <utility>

namespace parallax::ui {

DefaultDockSizes DefaultDockSizes::forWindow(QSize window)
{
    const auto share = [](int whole, double part, int least, int most) {
        return std::clamp(int(std::lround(whole * part)), least, std::max(least, most));
    };
    DefaultDockSizes s;
    s.rightWidth = share(window.width(), 0.37, 380, 720);
    s.bottomHeight = share(window.height(), 0.34, 200, 380);
    // The column runs from under the toolbar to the status bar (about 90 px
    // at the window's top and foot): the map takes a little under half.
    s.mapHeight = share(window.height() - 90, 0.47, 220, 560);
    return s;
}

void MainWindow::applyDefaultDockSizes()
{
    m_dockSizesQueued = false;
    auto *map = findChild<QDockWidget *>(QStringLiteral("mapDock"));
    auto *compare = findChild<QDockWidget *>(QStringLiteral("compareDock"));
    if (!map || !m_readerDock || !compare)
        return;
    const DefaultDockSizes s = DefaultDockSizes::forWindow(size());
    const int column = std::max(s.mapHeight + 200, height() - 90);
    resizeDocks({map, m_readerDock}, {s.mapHeight, column - s.mapHeight}, Qt::Vertical);
    resizeDocks({m_readerDock}, {s.rightWidth}, Qt::Horizontal);
    resizeDocks({compare}, {s.bottomHeight}, Qt::Vertical);
}

// After the window's layout took its new size in.
void MainWindow::queueDefaultDockSizes()
{
    if (m_keepDockSizes || std::exchange(m_dockSizesQueued, true))
        return;
    QMetaObject::invokeMethod(this, &MainWindow::applyDefaultDockSizes, Qt::QueuedConnection);
}

void MainWindow::showEvent(QShowEvent *e)
{
    QMainWindow::showEvent(e);
    queueDefaultDockSizes();
}

// Until the user drags a separator between the docks (or a saved layout is
// restored), the docks keep the default layout's share of the window.
void MainWindow::resizeEvent(QResizeEvent *e)
{
    QMainWindow::resizeEvent(e);
    if (isVisible())
        queueDefaultDockSizes();
}

bool MainWindow::event(QEvent *e)
{
    // A press on the window itself, outside every view, is on a separator.
    if (e->type() == QEvent::MouseButtonPress && !childAt(static_cast<QMouseEvent *>(e)->position().toPoint()))
        m_keepDockSizes = true;
    return QMainWindow::event(e);
}

} // namespace parallax::ui
