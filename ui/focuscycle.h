#pragma once

// F6 / Shift+F6 move the keyboard focus from pane to pane (the timeline, then
// each open dock in turn, raising a dock that sits behind another's tab), as
// in most desktop applications; Tab keeps moving between the controls.

#include <QList>

class QDockWidget;
class QMainWindow;
class QTabBar;
class QWidget;

namespace parallax::ui {

// The first control inside `pane` that takes focus by Tab, or nullptr.
QWidget *firstFocusableIn(QWidget *pane);

// The pane after (direction +1) or before (-1) the one holding the focus:
// `central` first, then every dock that is not closed, in the order given.
// Raises the dock and focuses its first control; returns that control.
QWidget *focusNextPane(QWidget *central, const QList<QDockWidget *> &docks, int direction);

// The bar of tabs QMainWindow shows for `dock` and the docks tabbed with
// it, or nullptr when it is tabbed with none. It is the main window's own
// child, in no pane: Tab went past it, and a keyboard user never reached the
// bottom dock's other tabs.
QTabBar *dockTabBar(QDockWidget *dock);

// Tab visits the panes in this order, each pane's controls in their own
// order; item views give Tab back to the window (arrows move between cells).
void chainTabOrder(const QList<QWidget *> &panes);

// The control Tab (direction +1) or Shift+Tab (-1) moves to from `from`:
// the next of the panes' controls in that order (a tabbed dock's bar of
// tabs before the dock's controls), passing over those of a
// closed dock and of one behind another's tab (Qt keeps those in its focus
// chain, so the focus went where nothing showed it). nullptr when `from` is
// in none of the panes or no other control takes the focus.
QWidget *nextTabStop(const QList<QWidget *> &panes, const QWidget *from, int direction);

// Installs F6 and Shift+F6 on `window`.
void installPaneCycling(QMainWindow *window, QWidget *central, const QList<QDockWidget *> &docks);

} // namespace parallax::ui
