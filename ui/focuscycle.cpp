#include "focuscycle.h"

#include <QAbstractItemView>
#include <QAction>
#include <QApplication>
#include <QDockWidget>
#include <QMainWindow>
#include <QShortcut>

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

} // namespace

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
        for (QWidget *w : pane->findChildren<QWidget *>())
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
