#include "focuscycle.h"

#include <QAbstractItemView>
#include <QAction>
#include <QApplication>
#include <QDockWidget>
#include <QMainWindow>
#include <QShortcut>
#include <QSplitter>
#include <QTabBar>

namespace parallax::ui {

namespace {

bool takesTabFocus(const QWidget *w)
{
    return (w->focusPolicy() & Qt::TabFocus) && w->isEnabled() && w->isVisibleTo(w->window());
}

// The panes that can take the focus now: the central one and the docks not closed.
QList<QWidget *> openPanes(QWidget *central, const QList<QDockWidget *> &docks)
{
    QList<QWidget *> panes {central};
    for (QDockWidget *d : docks)
        if (d->toggleViewAction()->isChecked())
            panes << d;
    return panes;
}

// False for a control in a dock that is closed, floating elsewhere or
// behind another dock's tab (Qt moves those out of the window's sight).
bool inSight(const QWidget *w)
{
    for (const QWidget *p = w; p; p = p->parentWidget())
        if (qobject_cast<const QDockWidget *>(p) && p->visibleRegion().isEmpty())
            return false;
    return true;
}

// A pane's widgets depth first, as findChildren() gives them, but a
// splitter's sections in the order they stand (an inserted one, such as the
// event's form above its details, came after the section laid out below it).
void appendInStandingOrder(const QWidget *parent, QList<QWidget *> *out)
{
    QList<QWidget *> children;
    if (const auto *split = qobject_cast<const QSplitter *>(parent))
        for (int i = 0; i < split->count(); ++i)
            children << split->widget(i);
    for (QObject *o : parent->children())
        if (auto *w = qobject_cast<QWidget *>(o); w && !children.contains(w))
            children << w;
    for (QWidget *w : std::as_const(children)) {
        *out << w;
        appendInStandingOrder(w, out);
    }
}

QList<QWidget *> widgetsInStandingOrder(const QWidget *pane)
{
    QList<QWidget *> out;
    appendInStandingOrder(pane, &out);
    return out;
}

bool isTabStop(const QWidget *w)
{
    return takesTabFocus(w) && !w->focusProxy() && inSight(w);
}

// Every control the panes have that Tab may reach now, in Tab's order: a
// dock tabbed with others comes after the tabs' bar (dockTabBar()), which
// is no child of any pane. A widget that hands its focus on (a tab widget
// to its tab bar) is no stop of its own, as in Qt's own chain: Shift+Tab
// from the tab bar went to the tab widget, which gave the focus straight back.
QList<QWidget *> tabStops(const QList<QWidget *> &panes)
{
    QList<QWidget *> stops;
    for (QWidget *pane : panes) {
        if (!pane || !pane->isVisible() || !inSight(pane))
            continue;
        if (auto *dock = qobject_cast<QDockWidget *>(pane))
            if (QTabBar *bar = dockTabBar(dock); bar && isTabStop(bar) && !stops.contains(bar))
                stops << bar;
        if (isTabStop(pane))
            stops << pane;
        for (QWidget *w : widgetsInStandingOrder(pane))
            if (isTabStop(w) && w->window() == pane->window() && !stops.contains(w))
                stops << w;
    }
    return stops;
}

} // namespace

// QMainWindow keeps the bars of tabbed docks as its own children, each tab's
// data the address of its dock (Qt 6's qdockarealayout.cpp).
QTabBar *dockTabBar(QDockWidget *dock)
{
    auto *window = dock ? qobject_cast<QMainWindow *>(dock->parentWidget()) : nullptr;
    if (!window || dock->isFloating() || window->tabifiedDockWidgets(dock).isEmpty())
        return nullptr;
    for (QTabBar *bar : window->findChildren<QTabBar *>(Qt::FindDirectChildrenOnly)) {
        if (bar->isHidden())
            continue;
        for (int i = 0; i < bar->count(); ++i)
            if (bar->tabData(i).value<quintptr>() == reinterpret_cast<quintptr>(dock))
                return bar;
    }
    return nullptr;
}

QWidget *nextTabStop(const QList<QWidget *> &panes, const QWidget *from, int direction)
{
    const QList<QWidget *> stops = tabStops(panes);
    qsizetype at = -1;
    // The stop holding the focus, or the innermost one around it.
    for (qsizetype i = 0; i < stops.size() && from; ++i)
        if (stops[i] == from || (stops[i]->isAncestorOf(from) && (at < 0 || stops[at]->isAncestorOf(stops[i]))))
            at = i;
    if (at < 0) // in a pane with no stop of its own in sight: that pane's place
        for (qsizetype i = 0; i < stops.size() && from; ++i)
            for (QWidget *pane : panes)
                if (pane && pane->isAncestorOf(from) && (pane == stops[i] || pane->isAncestorOf(stops[i])))
                    return stops[direction > 0 ? i : (i + stops.size() - 1) % stops.size()];
    if (at < 0 || stops.size() < 2)
        return nullptr;
    const qsizetype n = stops.size();
    return stops[((at + direction) % n + n) % n];
}

QWidget *firstFocusableIn(QWidget *pane)
{
    if (!pane)
        return nullptr;
    if (takesTabFocus(pane))
        return pane;
    // In the order Tab would visit them.
    for (QWidget *w = pane->nextInFocusChain(); w && w != pane; w = w->nextInFocusChain()) {
        if (pane->isAncestorOf(w) && takesTabFocus(w))
            return w;
    }
    return nullptr;
}

QWidget *focusNextPane(QWidget *central, const QList<QDockWidget *> &docks, int direction)
{
    const QList<QWidget *> panes = openPanes(central, docks);
    if (panes.isEmpty())
        return nullptr;
    const QWidget *focus = QApplication::focusWidget();
    qsizetype current = -1;
    for (qsizetype i = 0; i < panes.size() && focus; ++i)
        if (panes[i] == focus || panes[i]->isAncestorOf(focus))
            current = i;
    const qsizetype n = panes.size();
    for (qsizetype step = 1; step <= n; ++step) {
        const qsizetype i
            = current < 0 ? (direction > 0 ? step - 1 : n - step) : ((current + direction * step) % n + n) % n;
        QWidget *pane = panes[i];
        if (auto *dock = qobject_cast<QDockWidget *>(pane)) {
            dock->show();
            dock->raise(); // brings a tabbed dock to the front
        }
        if (QWidget *target = firstFocusableIn(pane)) {
            target->setFocus(direction > 0 ? Qt::TabFocusReason : Qt::BacktabFocusReason);
            return target;
        }
    }
    return nullptr;
}

void chainTabOrder(const QList<QWidget *> &panes)
{
    QList<QWidget *> order;
    for (QWidget *pane : panes) {
        if (!pane)
            continue;
        // Item views keep Tab for the window: arrows move between their cells.
        for (auto *view : pane->findChildren<QAbstractItemView *>())
            view->setTabKeyNavigation(false);
        if (auto *view = qobject_cast<QAbstractItemView *>(pane))
            view->setTabKeyNavigation(false);
        if (pane->focusPolicy() & Qt::TabFocus)
            order << pane;
        // The pane's controls in the order they were laid out (depth first).
        for (QWidget *w : widgetsInStandingOrder(pane))
            if ((w->focusPolicy() & Qt::TabFocus) && w->window() == pane->window() && !order.contains(w))
                order << w;
    }
    for (qsizetype i = 0; i + 1 < order.size(); ++i)
        QWidget::setTabOrder(order[i], order[i + 1]);
}

void installPaneCycling(QMainWindow *window, QWidget *central, const QList<QDockWidget *> &docks)
{
    auto *next = new QShortcut(QKeySequence(Qt::Key_F6), window);
    QObject::connect(next, &QShortcut::activated, window, [=] { focusNextPane(central, docks, +1); });
    auto *previous = new QShortcut(QKeySequence(Qt::SHIFT | Qt::Key_F6), window);
    QObject::connect(previous, &QShortcut::activated, window, [=] { focusNextPane(central, docks, -1); });
}

} // namespace parallax::ui
