// Filters across views, and the event list on a large corpus.
#include "../qtprint.h"

#include <core/synthetic.h>
#include <db/corpusloader.h>
#include <db/store.h>
#include <db/userdata.h>
#include <ui/backgroundwork.h>
#include <ui/corpusmodel.h>
#include <ui/mainwindow.h>
#include <ui/tables/eventlist.h>
#include <ui/tables/filterpanel.h>
#include <ui/timeline/timelinewidget.h>

#include <gtest/gtest.h>
#include <sqlite3.h>

#include <QAbstractItemModelTester>
#include <QApplication>
#include <QCheckBox>
#include <QDockWidget>
#include <QLocale>
#include <QStandardItemModel>
#include <QTableView>
#include <QTemporaryDir>
#include <QToolButton>

using namespace parallax;
using namespace parallax::ui;

TEST(Filters, CombinedFacetsMatchADirectSqlCount)
{
    const Corpus c = db::loadCorpusFolder(db::bundledCorpusPath()).corpus;
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("f.sqlite"));
    ASSERT_TRUE(db::buildDatabase(c, path, false).ok());
    auto database = db::Database::open(path, db::Database::Access::ReadOnly);
    ASSERT_TRUE(database.ok());

    CorpusModel model;
    model.setCorpus(c);
    EventFilter f;
    f.sources = {QStringLiteral("002_b362695813637752"), QStringLiteral("004_17dc6b76d4d3e294")};
    f.eras = {QStringLiteral("fall-1814")};
    f.importance = {int(Importance::Key), int(Importance::Major)};
    model.setFilter(f);
    const int sql
        = database.value()
              ->scalar("SELECT count(*) FROM events e JOIN eras r ON r.id = e.era_id WHERE r.key = 'fall-1814' "
                       "AND e.importance >= 1 AND EXISTS (SELECT 1 FROM accounts a JOIN sources s ON "
                       "s.id = a.source_id WHERE a.event_id = e.id AND s.key IN ('002_b362695813637752', "
                       "'004_17dc6b76d4d3e294'))")
              .toInt();
    EXPECT_GT(sql, 3);
    EXPECT_EQ(model.includedCount(), sql);

    // The list and the timeline follow the filter.
    ui::EventList list(&model);
    EXPECT_EQ(list.model()->rowCount(), sql);
    TimelineWidget timeline(&model);
    timeline.setLaneMode(LaneMode::Single);
    EXPECT_EQ(timeline.data().lanes[0].size(), std::size_t(sql));

    // Only disputed events.
    EventFilter d;
    d.conflictsOnly = true;
    model.setFilter(d);
    EXPECT_GT(model.includedCount(), 8);
    for (int i = 0; i < model.corpus().events.size(); ++i) {
        if (model.isIncluded(i)) {
            EXPECT_TRUE(model.disputed()[std::size_t(i)]);
        }
    }
    EXPECT_TRUE(model.isIncluded(model.eventIndex(QStringLiteral("waterloo"))));
}

TEST(Filters, PanelCheckboxesDriveTheModelAndClearResets)
{
    CorpusModel model;
    model.setCorpus(db::loadCorpusFolder(db::bundledCorpusPath()).corpus);
    FilterPanel panel(&model);
    panel.disputedOnly()->setChecked(true);
    EXPECT_TRUE(model.filter().conflictsOnly);
    // Tick the first era.
    QStandardItem *eras = panel.facets()->item(1);
    eras->child(0)->setCheckState(Qt::Checked);
    EXPECT_EQ(model.filter().eras.size(), 1);
    const int narrowed = model.includedCount();
    EXPECT_LT(narrowed, model.corpus().events.size());
    model.setFilter({});
    EXPECT_FALSE(panel.disputedOnly()->isChecked());
    EXPECT_EQ(eras->child(0)->checkState(), Qt::Unchecked);
    EXPECT_EQ(model.includedCount(), model.corpus().events.size());
    // Round trip through settings form.
    EventFilter f;
    f.places = {QStringLiteral("paris")};
    f.importance = {2};
    EXPECT_EQ(EventFilter::fromVariant(f.toVariant()), f);
}

TEST(EventList, LargeCorpusRowCountSortingAndSelection)
{
    SyntheticSpec spec;
    spec.events = 200000;
    CorpusModel model;
    model.setCorpus(makeSyntheticCorpus(spec));
    EventListModel list(&model);
    QAbstractItemModelTester tester(&list, QAbstractItemModelTester::FailureReportingMode::Fatal);
    // A large list is listed, then sorted, on worker threads: empty until its
    // rows come, they follow when each is done.
    EXPECT_EQ(list.rowCount(), 0);
    const auto sorted = [] {
        for (int k = 0; k < 3; ++k) {
            openingPool()->waitForDone(); // the rows
            backgroundPool()->waitForDone(); // their order
            QCoreApplication::processEvents();
        }
    };
    sorted();
    ASSERT_EQ(list.rowCount(), 200000);
    // Sorted by date, ascending.
    for (int r = 1; r < 2000; ++r)
        EXPECT_LE(model.corpus().events[list.eventAt(r - 1)].date.span().start,
            model.corpus().events[list.eventAt(r)].date.span().start);
    list.sort(EventListModel::AccountsColumn, Qt::DescendingOrder);
    sorted();
    EXPECT_EQ(model.corpus().events[list.eventAt(0)].accounts.size(), 2);
    EXPECT_EQ(model.corpus().events[list.eventAt(list.rowCount() - 1)].accounts.size(), 1);
    // Row ↔ event both ways.
    for (int r : {0, 1, 777, 199999})
        EXPECT_EQ(list.rowOf(list.eventAt(r)), r);

    // An event chosen before the widget's rows come is selected when they do.
    ui::EventList widget(&model);
    model.selectEvent(42);
    EXPECT_EQ(widget.model()->rowCount(), 0);
    sorted();
    ASSERT_EQ(widget.model()->rowCount(), 200000);
    EXPECT_EQ(widget.view()->currentIndex().row(), widget.model()->rowOf(42));
    EXPECT_GE(widget.model()->rowOf(42), 0);
    widget.view()->selectRow(1234);
    const int chosen = widget.model()->eventAt(1234);
    EXPECT_EQ(model.selectedEvent(), chosen);
    model.selectEvent(42);
    EXPECT_EQ(widget.view()->currentIndex().row(), widget.model()->rowOf(42));
}

TEST(EventList, EveryDateOfTheBundledCorpusFitsItsColumn)
{
    CorpusModel model;
    model.setCorpus(db::loadCorpusFolder(db::bundledCorpusPath()).corpus);
    ui::EventList widget(&model);
    QTableView *view = widget.view();
    const int width = view->columnWidth(EventListModel::DateColumn);
    for (int r = 0; r < view->model()->rowCount(); ++r) {
        const QString date = view->model()->index(r, EventListModel::DateColumn).data().toString();
        EXPECT_LE(view->fontMetrics().horizontalAdvance(date) + 8, width) << date.toStdString() << " is cut";
    }
}

// From a walkthrough (helper-96): a filter saved from the last session hid
// most events with nothing on screen to say so, and a filter that left no
// event in the timeline's window left it on an empty stretch. A filter in
// force now shows in the status bar with its count (a click shows the
// filters), and one that leaves nothing in sight shows what it leaves.
TEST(Filters, AFilterInForceIsShownAndWhatItLeavesIsInSight)
{
    CorpusModel model;
    model.setCorpus(db::loadCorpusFolder(db::bundledCorpusPath()).corpus);
    MainWindow window(&model);
    window.resize(1600, 900);
    window.show();
    QApplication::processEvents();
    auto *badge = window.findChild<QToolButton *>(QStringLiteral("filterBadge"));
    ASSERT_NE(badge, nullptr);
    EXPECT_FALSE(badge->isVisible());
    const AxisSpan home = window.timeline()->visibleSpan();

    // Brienne's events (the military school, 1779–1784, and the battle of
    // January 1814) lie outside the story's window.
    const auto inSight = [&] {
        const AxisSpan shown = window.timeline()->visibleSpan();
        return std::any_of(model.corpus().events.begin(), model.corpus().events.end(),
            [&](const Event &e) { return e.placeId == u"brienne" && e.date.span().overlaps(shown); });
    };
    EventFilter f;
    f.places.insert(QStringLiteral("brienne"));
    window.timeline()->showSpan(home);
    ASSERT_FALSE(inSight()) << "the test needs a window without Brienne's events";
    model.setFilter(f);
    QApplication::processEvents();
    EXPECT_TRUE(badge->isVisible());
    EXPECT_EQ(badge->text(),
        QStringLiteral("Filtered: %1 of %2 events")
            .arg(QLocale().toString(model.includedCount()), QLocale().toString(model.corpus().events.size())));
    EXPECT_TRUE(inSight()) << "the filtered events are out of sight";

    // A filter that leaves events in sight keeps the window.
    model.setFilter({});
    window.timeline()->showSpan(home);
    const AxisSpan before = window.timeline()->visibleSpan();
    EventFilter disputed;
    disputed.conflictsOnly = true;
    model.setFilter(disputed);
    QApplication::processEvents();
    EXPECT_EQ(window.timeline()->visibleSpan().start, before.start);
    EXPECT_EQ(window.timeline()->visibleSpan().end, before.end);

    // A click on the badge shows the filters.
    auto *dock = window.findChild<QDockWidget *>(QStringLiteral("filterDock"));
    ASSERT_NE(dock, nullptr);
    dock->hide();
    badge->click();
    EXPECT_TRUE(dock->isVisible());
    model.setFilter({});
    EXPECT_FALSE(badge->isVisible());
}
