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
