// The main window driven by the keyboard alone: Tab leaves the timeline and
// reaches the map; F6 reaches the reader, the conflicts table and Compare;
// [ and ] select events; the map pans and zooms with keys.
#include <db/corpusloader.h>
#include <db/userdata.h>
#include <ui/corpusmodel.h>
#include <ui/mainwindow.h>
#include <ui/map/mapwidget.h>
#include <ui/reading/comparisonview.h>
#include <ui/reading/sourcereader.h>
#include <ui/tables/conflictspanel.h>
#include <ui/timeline/timelinewidget.h>

#include <gtest/gtest.h>

#include <QApplication>
#include <QDebug>
#include <QDockWidget>
#include <QTabBar>
#include <QTest>

#include <algorithm>

using namespace parallax;
using namespace parallax::ui;

namespace {

struct KeyboardFixture
{
    CorpusModel model;
    MainWindow window {&model};

    KeyboardFixture()
    {
        auto loaded = db::loadCorpusFolder(db::bundledCorpusPath());
        EXPECT_TRUE(loaded.ok());
        model.setCorpus(loaded.corpus);
        window.resize(1400, 900);
        window.show();
        QApplication::setActiveWindow(&window);
        EXPECT_TRUE(QTest::qWaitForWindowActive(&window));
        window.timeline()->setFocus();
        QApplication::processEvents();
    }

    QWidget *focus() const { return QApplication::focusWidget(); }

    void press(int key, Qt::KeyboardModifiers mods = Qt::NoModifier)
    {
        QWidget *target = focus() ? focus() : &window;
        QTest::keyClick(target, Qt::Key(key), mods);
        QApplication::processEvents();
    }

    // Presses `key` until `reached` holds (at most `limit` times); true if it did.
    template <typename Pred>
    bool pressUntil(int key, Pred reached, int limit = 80, Qt::KeyboardModifiers mods = Qt::NoModifier)
    {
        for (int i = 0; i < limit; ++i) {
            press(key, mods);
            if (qEnvironmentVariableIsSet("PARALLAX_TRACE_FOCUS") && focus())
                qInfo() << "focus:" << focus()->metaObject()->className() << focus()->objectName()
                        << focus()->accessibleName();
            if (reached())
                return true;
        }
        return false;
    }

    bool focusIn(const QWidget *w) const { return focus() && (focus() == w || w->isAncestorOf(focus())); }
};

} // namespace

TEST(Keyboard, TabLeavesTheTimelineAndReachesTheMap)
{
    KeyboardFixture f;
    ASSERT_EQ(f.focus(), f.window.timeline());
    f.press(Qt::Key_Tab);
    EXPECT_NE(f.focus(), f.window.timeline()) << "Tab must move the focus, not step through events";
    EXPECT_TRUE(f.pressUntil(Qt::Key_Tab, [&] { return f.focus() == f.window.map()->canvas(); }))
        << "Tab never reached the map canvas";
    // Shift+Tab goes back the other way, to the timeline.
    EXPECT_TRUE(f.pressUntil(
        Qt::Key_Backtab, [&] { return f.focus() == f.window.timeline(); }, 80, Qt::ShiftModifier));
}

TEST(Keyboard, BracketsSelectEventsAndF6ReachesEveryPane)
{
    KeyboardFixture f;
    f.press(Qt::Key_BracketRight);
    const int first = f.model.selectedEvent();
    ASSERT_GE(first, 0) << "] selects an event";
    f.press(Qt::Key_BracketRight);
    EXPECT_NE(f.model.selectedEvent(), first);
    f.press(Qt::Key_BracketLeft);
    EXPECT_EQ(f.model.selectedEvent(), first);

    EXPECT_TRUE(f.pressUntil(
        Qt::Key_F6, [&] { return f.focusIn(f.window.reader()); }, 15))
        << "F6 to the reader";
    EXPECT_TRUE(f.pressUntil(
        Qt::Key_F6, [&] { return f.focusIn(f.window.conflicts()); }, 15))
        << "F6 to the conflicts table";
    EXPECT_TRUE(f.window.conflicts()->isVisible()) << "the tabbed conflicts dock is raised";
    EXPECT_TRUE(f.pressUntil(
        Qt::Key_F6, [&] { return f.focusIn(f.window.comparison()); }, 15))
        << "F6 to Compare";
    EXPECT_TRUE(f.window.comparison()->isVisible()) << "Compare is in front";
    // Shift+F6 goes back to the timeline; an event is still selected (a table
    // taking the focus may select its current row instead).
    EXPECT_TRUE(f.pressUntil(
        Qt::Key_F6, [&] { return f.focus() == f.window.timeline(); }, 15, Qt::ShiftModifier));
    EXPECT_GE(f.model.selectedEvent(), 0);
}

TEST(Keyboard, TheMapPansAndZoomsWithKeys)
{
    KeyboardFixture f;
    MapCanvas *map = f.window.map()->canvas();
    map->setFocus();
    QApplication::processEvents();
    ASSERT_EQ(f.focus(), map);
    const MapView start = map->view();
    f.press(Qt::Key_Plus);
    EXPECT_GT(map->view().scale, start.scale);
    f.press(Qt::Key_Right);
    EXPECT_GT(map->view().center.x(), start.center.x());
    f.press(Qt::Key_Up);
    EXPECT_GT(map->view().center.y(), start.center.y());
    f.press(Qt::Key_Plus);
    const double zoomed = map->view().scale;
    f.press(Qt::Key_Home);
    EXPECT_NE(map->view().scale, zoomed);
    const MapView home = map->view();
    map->showWholeRoute();
    EXPECT_DOUBLE_EQ(map->view().scale, home.scale) << "Home shows the whole route";
}

TEST(Keyboard, MainControlsHaveAccessibleNames)
{
    KeyboardFixture f;
    for (QWidget *w : {static_cast<QWidget *>(f.window.timeline()), static_cast<QWidget *>(f.window.map()->canvas())})
        EXPECT_FALSE(w->accessibleName().isEmpty()) << w->metaObject()->className();
    for (QDockWidget *d : f.window.findChildren<QDockWidget *>())
        EXPECT_FALSE(d->accessibleName().isEmpty()) << d->objectName().toStdString();
    // Every control that takes the keyboard says what it is.
    QStringList unnamed;
    for (QWidget *w : f.window.findChildren<QWidget *>()) {
        // Tab bars name each tab; a viewport speaks through its scroll area.
        if (!(w->focusPolicy() & Qt::TabFocus) || !w->isVisibleTo(&f.window) || qobject_cast<QTabBar *>(w)
            || (w->parentWidget() && !w->parentWidget()->accessibleName().isEmpty()))
            continue;
        if (w->accessibleName().isEmpty() && w->toolTip().isEmpty() && !w->property("text").isValid())
            unnamed << QStringLiteral("%1 %2").arg(QLatin1String(w->metaObject()->className()), w->objectName());
    }
    EXPECT_TRUE(unnamed.isEmpty()) << unnamed.join(u'\n').toStdString();
}

// Tab reaches only controls the user can see: none of a dock behind
// another's tab (Qt moves those out of sight, and its focus chain went
// through them: six Tabs in a row showed no focus anywhere). Shift+Tab
// walks the same stops back; raising a tabbed dock puts its controls in.
TEST(Keyboard, TabReachesOnlyControlsInSight)
{
    KeyboardFixture f;
    auto cycle = [&](int key, Qt::KeyboardModifiers mods) {
        QList<QWidget *> seen;
        for (int i = 0; i < 60 && (seen.isEmpty() || f.focus() != f.window.timeline()); ++i) {
            f.press(key, mods);
            seen << f.focus();
        }
        return seen;
    };
    auto expectInSight = [&](const QList<QWidget *> &stops) {
        const QRect window = f.window.rect();
        // (Qt moves a dock behind another's tab out of the window: its
        // controls stand at negative coordinates.)
        for (QWidget *w : stops) {
            ASSERT_NE(w, nullptr);
            EXPECT_TRUE(w->isVisible()) << w->metaObject()->className() << " " << w->objectName().toStdString();
            EXPECT_TRUE(window.intersects(QRect(w->mapTo(&f.window, QPoint(0, 0)), w->size())))
                << w->metaObject()->className() << " " << w->objectName().toStdString();
        }
    };
    const QList<QWidget *> forward = cycle(Qt::Key_Tab, Qt::NoModifier);
    ASSERT_EQ(forward.last(), f.window.timeline()) << "Tab comes round to the timeline";
    expectInSight(forward);
    EXPECT_TRUE(forward.contains(f.window.map()->canvas()));
    auto inConflicts = [&](QWidget *w) { return w == f.window.conflicts() || f.window.conflicts()->isAncestorOf(w); };
    EXPECT_FALSE(std::any_of(forward.begin(), forward.end(), inConflicts)) << "the conflicts dock is behind Compare";
    QList<QWidget *> back = cycle(Qt::Key_Backtab, Qt::ShiftModifier);
    std::reverse(back.begin(), back.end() - 1); // the timeline stays last
    EXPECT_EQ(back, forward) << "Shift+Tab walks the same stops back";

    auto *conflictsDock = qobject_cast<QDockWidget *>(f.window.conflicts()->parentWidget());
    ASSERT_NE(conflictsDock, nullptr);
    conflictsDock->raise();
    QApplication::processEvents();
    const QList<QWidget *> raised = cycle(Qt::Key_Tab, Qt::NoModifier);
    expectInSight(raised);
    EXPECT_TRUE(std::any_of(raised.begin(), raised.end(), inConflicts)) << "the raised dock's controls take Tab";

    // The statistics' tabs (a tab widget handing its focus to its tab bar):
    // both ways round, Shift+Tab not stuck on them.
    auto *stats = f.window.findChild<QDockWidget *>(QStringLiteral("statsDock"));
    ASSERT_NE(stats, nullptr);
    stats->raise();
    QApplication::processEvents();
    const QList<QWidget *> withCharts = cycle(Qt::Key_Tab, Qt::NoModifier);
    ASSERT_EQ(withCharts.last(), f.window.timeline());
    expectInSight(withCharts);
    EXPECT_TRUE(std::any_of(withCharts.begin(), withCharts.end(), [&](QWidget *w) { return stats->isAncestorOf(w); }));
    QList<QWidget *> chartsBack = cycle(Qt::Key_Backtab, Qt::ShiftModifier);
    ASSERT_EQ(chartsBack.last(), f.window.timeline()) << "Shift+Tab comes round to the timeline";
    std::reverse(chartsBack.begin(), chartsBack.end() - 1);
    EXPECT_EQ(chartsBack, withCharts);
}

namespace {

// The bar of tabs that names `dock` (QMainWindow's own child, in no dock).
QTabBar *barNaming(const QMainWindow &window, const QDockWidget *dock)
{
    for (QTabBar *bar : window.findChildren<QTabBar *>(Qt::FindDirectChildrenOnly))
        for (int i = 0; bar->isVisible() && i < bar->count(); ++i)
            if (bar->tabText(i) == dock->windowTitle())
                return bar;
    return nullptr;
}

QDockWidget *dockTitled(const QMainWindow &window, const QString &title)
{
    for (QDockWidget *d : window.findChildren<QDockWidget *>())
        if (d->windowTitle() == title)
            return d;
    return nullptr;
}

} // namespace

// Tab reaches the bar of the bottom dock's tabs (Compare, Conflicts,
// Statistics…), the arrows switch its tabs, and Tab goes on into the dock
// brought to the front. The bar is the main window's own child, in no pane:
// Tab went past it, and only F6 reached the other tabs. No corpus is needed.
TEST(Keyboard, TabReachesTheBottomDocksTabsAndArrowsSwitchThem)
{
    CorpusModel model;
    MainWindow window {&model};
    window.resize(1280, 720);
    window.show();
    QApplication::setActiveWindow(&window);
    ASSERT_TRUE(QTest::qWaitForWindowActive(&window));
    auto *compare = window.findChild<QDockWidget *>(QStringLiteral("compareDock"));
    ASSERT_NE(compare, nullptr);
    compare->raise();
    QApplication::processEvents();
    QTabBar *bar = barNaming(window, compare);
    ASSERT_NE(bar, nullptr) << "Compare is tabbed with the other bottom docks";
    window.timeline()->setFocus();
    auto press = [](int key, Qt::KeyboardModifiers mods = Qt::NoModifier) {
        QTest::keyClick(QApplication::focusWidget(), Qt::Key(key), mods);
        QApplication::processEvents();
    };
    for (int i = 0; i < 80 && QApplication::focusWidget() != bar; ++i)
        press(Qt::Key_Tab);
    ASSERT_EQ(QApplication::focusWidget(), bar) << "Tab never reached the bottom dock's tabs";

    // The arrows bring each tab's dock to the front, the bar keeping the focus.
    const int first = bar->currentIndex();
    for (int step = 1; step < bar->count(); ++step) {
        press(Qt::Key_Right);
        ASSERT_EQ(bar->currentIndex(), first + step);
        EXPECT_EQ(QApplication::focusWidget(), bar);
        QDockWidget *shown = dockTitled(window, bar->tabText(bar->currentIndex()));
        ASSERT_NE(shown, nullptr);
        EXPECT_FALSE(shown->visibleRegion().isEmpty()) << shown->objectName().toStdString() << " is in front";
    }
    EXPECT_TRUE(compare->visibleRegion().isEmpty()) << "Compare went behind";

    // Tab goes on into the dock in front (the last tab's), Shift+Tab back to the bar.
    QDockWidget *last = dockTitled(window, bar->tabText(bar->currentIndex()));
    press(Qt::Key_Tab);
    EXPECT_TRUE(last->isAncestorOf(QApplication::focusWidget())) << last->objectName().toStdString();
    press(Qt::Key_Backtab, Qt::ShiftModifier);
    EXPECT_EQ(QApplication::focusWidget(), bar);
    press(Qt::Key_Left);
    EXPECT_EQ(bar->currentIndex(), bar->count() - 2);
}
