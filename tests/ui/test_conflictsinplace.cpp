// Edits taken in place by the conflicts table, the facet counts and the
// reader (issue 13): the rows of the events an edit touched are replaced
// one by one, and what is shown equals what a fresh count shows.
#include "../qtprint.h"
#include "modeltestutil.h"

#include <core/conflictupdate.h>
#include <core/statistics.h>
#include <ui/backgroundwork.h>
#include <ui/charts/statistics.h>
#include <ui/corpusmodel.h>
#include <ui/tables/conflictspanel.h>
#include <ui/tables/filterpanel.h>
#include <ui/timeline/timelinewidget.h>

#include <gtest/gtest.h>

#include <QAbstractBarSeries>
#include <QAbstractItemModelTester>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QCoreApplication>
#include <QElapsedTimer>
#include <QItemSelectionModel>
#include <QSignalSpy>
#include <QStandardItemModel>
#include <QTableView>
#include <QTreeView>

#include <algorithm>
#include <map>
#include <memory>
#include <random>

using namespace parallax;
using namespace parallax::ui;

namespace {

using testutil::kFatal;
using testutil::synthetic;

// An edit of one event as the window makes them: a claimed date changed
// or cleared, a citation added or removed, the record's date or title changed.
Event edited(const Corpus &c, Event e, std::mt19937_64 &rng)
{
    auto pick = [&](qsizetype n) { return qsizetype(rng() % std::uint64_t(std::max<qsizetype>(1, n))); };
    const HistoricalDate date
        = HistoricalDate::parse(QStringLiteral("18%1-0%2-1%3").arg(10 + pick(20)).arg(1 + pick(9)).arg(pick(9)))
              .value();
    switch (pick(5)) {
    case 0:
        if (!e.accounts.isEmpty())
            e.accounts[pick(e.accounts.size())].claimedDate = pick(4) == 0 ? HistoricalDate() : date;
        break;
    case 1: {
        Account a;
        a.sourceId = c.sources[pick(c.sources.size())].id;
        a.start = pick(50000);
        a.end = a.start + 5;
        a.claimedDate = date;
        e.accounts.append(a);
        break;
    }
    case 2:
        if (!e.accounts.isEmpty())
            e.accounts.removeAt(pick(e.accounts.size()));
        break;
    case 3:
        e.date = date;
        break;
    default:
        e.titles.insert(QStringLiteral("en"), QStringLiteral("Renamed %1").arg(pick(100000)));
        break;
    }
    return e;
}

// Every cell of a table model, row by row.
QStringList cells(const QAbstractItemModel &m)
{
    QStringList out;
    for (int r = 0; r < m.rowCount(); ++r) {
        QStringList row;
        for (int c = 0; c < m.columnCount(); ++c)
            row << m.index(r, c).data().toString();
        out << row.join(u'|');
    }
    return out;
}

// The facets as the tree shows them: each value with its count.
QStringList facetCells(const QAbstractItemModel &m)
{
    QStringList out;
    for (int g = 0; g < m.rowCount(); ++g) {
        const QModelIndex group = m.index(g, 0);
        for (int r = 0; r < m.rowCount(group); ++r)
            out << m.index(r, 0, group).data().toString() + u'=' + m.index(r, 1, group).data().toString();
    }
    return out;
}

bool waitUntilLoaded(ConflictsModel &conflicts)
{
    QElapsedTimer t;
    t.start();
    while (conflicts.isLoading() && t.elapsed() < 60000)
        QCoreApplication::processEvents(QEventLoop::AllEvents, 20);
    return !conflicts.isLoading();
}

} // namespace

TEST(ConflictsInPlace, RowsFollowRandomEditsAsAFreshRunListsThem)
{
    CorpusModel model;
    model.setCorpus(synthetic(400));
    ConflictsModel conflicts(&model);
    QAbstractItemModelTester tester(&conflicts, kFatal);
    QItemSelectionModel selection(&conflicts);
    ASSERT_GT(conflicts.rowCount(), 20);
    // A row of an event no edit touches stays selected and current.
    const int watchedRow = conflicts.rowCount() / 2;
    const int watchedEvent = conflicts.index(watchedRow, 0).data(ConflictsModel::EventRole).toInt();
    const QString watched = conflicts.index(watchedRow, ConflictsModel::ExplanationColumn).data().toString();
    selection.setCurrentIndex(conflicts.index(watchedRow, 0), QItemSelectionModel::Select | QItemSelectionModel::Rows);
    const QPersistentModelIndex kept = conflicts.index(watchedRow, ConflictsModel::ExplanationColumn);
    std::mt19937_64 rng(13);
    int resets = 0;
    QObject::connect(&conflicts, &QAbstractItemModel::modelReset, [&] { ++resets; });
    NarrativeIndex narrative(model.corpus()); // to leave the watched event's neighbours alone
    for (int step = 0; step < 120; ++step) {
        const int i = int(rng() % std::uint64_t(model.corpus().events.size()));
        const Event e = edited(model.corpus(), model.corpus().events[i], rng);
        Corpus after = model.corpus();
        after.events[i] = e;
        NarrativeIndex trial = narrative;
        if (eventsToRecheck(after, trial, {{i, model.corpus().events[i]}}).contains(watchedEvent))
            continue;
        narrative = trial;
        model.updateEvents({{i, e}});
        ASSERT_EQ(conflicts.inDetectorOrder().size(), detectConflicts(model.corpus()).size()) << step;
        QStringList expected;
        for (const Conflict &c : detectConflicts(model.corpus()))
            expected << c.explanation;
        QStringList shown;
        for (int r = 0; r < conflicts.rowCount(); ++r)
            shown << conflicts.index(r, ConflictsModel::ExplanationColumn).data().toString();
        ASSERT_EQ(shown, expected) << "after edit " << step;
        if (kept.isValid()) {
            ASSERT_EQ(kept.data().toString(), watched) << "the persistent index follows its row";
            ASSERT_TRUE(selection.isRowSelected(kept.row())) << "the selection follows its row";
            ASSERT_EQ(selection.currentIndex().row(), kept.row());
        }
    }
    EXPECT_TRUE(kept.isValid()) << "the watched conflict was never found again, only moved";
    EXPECT_EQ(resets, 0) << "no edit resets the table";
}

// Sorted by a column and filtered: the same rows as a table made afresh.
TEST(ConflictsInPlace, ASortedFilteredTableEqualsAFreshOne)
{
    CorpusModel model;
    model.setCorpus(synthetic(300, 5));
    EventFilter filter;
    filter.sources = {model.corpus().sources[0].id, model.corpus().sources[2].id};
    model.setFilter(filter);
    std::mt19937_64 rng(5);
    for (const auto &[column, order] : {std::pair {int(ConflictsModel::GapColumn), Qt::AscendingOrder},
             std::pair {int(ConflictsModel::EventColumn), Qt::DescendingOrder},
             std::pair {int(ConflictsModel::KindColumn), Qt::AscendingOrder},
             std::pair {int(ConflictsModel::ExplanationColumn), Qt::AscendingOrder}}) {
        ConflictsModel conflicts(&model);
        QAbstractItemModelTester tester(&conflicts, kFatal);
        conflicts.sort(column, order);
        for (int step = 0; step < 40; ++step) {
            const int i = int(rng() % std::uint64_t(model.corpus().events.size()));
            model.updateEvents({{i, edited(model.corpus(), model.corpus().events[i], rng)}});
            ConflictsModel fresh(&model);
            fresh.sort(column, order);
            ASSERT_EQ(cells(conflicts), cells(fresh)) << "column " << column << ", edit " << step;
        }
    }
}

// A large corpus's conflicts come from a worker: edits made meanwhile are
// found again when its result arrives.
TEST(ConflictsInPlace, EditsWhileTheWorkerRunsAreTakenWhenItIsDone)
{
    const int saved = backgroundThreshold();
    setBackgroundThreshold(0);
    {
        CorpusModel model;
        model.setCorpus(synthetic(2000, 3));
        ConflictsModel conflicts(&model);
        QAbstractItemModelTester tester(&conflicts, kFatal);
        std::mt19937_64 rng(3);
        ASSERT_TRUE(conflicts.isLoading());
        for (int step = 0; step < 30; ++step) {
            const int i = int(rng() % std::uint64_t(model.corpus().events.size()));
            model.updateEvents({{i, edited(model.corpus(), model.corpus().events[i], rng)}});
        }
        ASSERT_TRUE(waitUntilLoaded(conflicts));
        QStringList expected;
        for (const Conflict &c : detectConflicts(model.corpus()))
            expected << c.explanation;
        while (conflicts.canFetchMore({}))
            conflicts.fetchMore({});
        QStringList shown;
        for (int r = 0; r < conflicts.rowCount(); ++r)
            shown << conflicts.index(r, ConflictsModel::ExplanationColumn).data().toString();
        EXPECT_EQ(shown, expected);
    }
    backgroundPool()->waitForDone();
    setBackgroundThreshold(saved);
}

// A large table shows its rows in chunks, as a view scrolls to them
// (issue 17: a million rows at once stalled the window): what is fetched is
// always the first rows of the whole table, through sorts and edits, and a
// selected row moved past them by a sort is fetched with it.
TEST(ConflictsInPlace, ALargeTableIsFetchedInChunksThroughSortsAndEdits)
{
    CorpusModel model;
    model.setCorpus(synthetic(5000, 11));
    ConflictsModel conflicts(&model);
    // The tester fetches every row it can whenever it checks (on every
    // change): a second table, sorted the same, goes through it.
    ConflictsModel checked(&model);
    QAbstractItemModelTester tester(&checked, kFatal);
    const int total = int(detectConflicts(model.corpus()).size());
    ASSERT_GT(total, 2 * ConflictsModel::kFetchChunk);
    EXPECT_EQ(conflicts.rowCount(), ConflictsModel::kFetchChunk);
    EXPECT_EQ(conflicts.totalRows(), total);
    EXPECT_TRUE(conflicts.canFetchMore({}));
    const auto fetchedAreTheFirstRowsOf = [&](ConflictsModel &fresh) {
        while (fresh.canFetchMore({}))
            fresh.fetchMore({});
        const QStringList all = cells(fresh);
        return cells(conflicts) == all.mid(0, conflicts.rowCount());
    };
    // The row with the largest gap moves far down when sorted by gap, ascending.
    const auto gapAt = [&](int r) {
        return conflicts.index(r, ConflictsModel::GapColumn).data(ConflictsModel::SortRole).toLongLong();
    };
    int widest = 0;
    for (int r = 0; r < conflicts.rowCount(); ++r)
        if (gapAt(r) > gapAt(widest))
            widest = r;
    QItemSelectionModel selection(&conflicts);
    selection.setCurrentIndex(conflicts.index(widest, 0), QItemSelectionModel::Select | QItemSelectionModel::Rows);
    const QPersistentModelIndex kept = conflicts.index(widest, ConflictsModel::ExplanationColumn);
    const QString watched = kept.data().toString();
    const qint64 watchedGap = gapAt(widest);
    conflicts.sort(ConflictsModel::GapColumn, Qt::AscendingOrder);
    checked.sort(ConflictsModel::GapColumn, Qt::AscendingOrder);
    ASSERT_TRUE(kept.isValid());
    EXPECT_EQ(kept.data().toString(), watched);
    EXPECT_EQ(
        kept.sibling(kept.row(), ConflictsModel::GapColumn).data(ConflictsModel::SortRole).toLongLong(), watchedGap);
    EXPECT_GT(kept.row(), ConflictsModel::kFetchChunk) << "the largest gaps come last";
    EXPECT_TRUE(selection.isRowSelected(kept.row()));
    EXPECT_EQ(selection.currentIndex().row(), kept.row());
    {
        ConflictsModel fresh(&model);
        fresh.sort(ConflictsModel::GapColumn, Qt::AscendingOrder);
        EXPECT_TRUE(fetchedAreTheFirstRowsOf(fresh));
    }
    std::mt19937_64 rng(17);
    for (int step = 0; step < 40; ++step) {
        const int i = int(rng() % std::uint64_t(model.corpus().events.size()));
        model.updateEvents({{i, edited(model.corpus(), model.corpus().events[i], rng)}});
        ASSERT_LE(conflicts.rowCount(), conflicts.totalRows());
        ASSERT_EQ(conflicts.totalRows(), int(detectConflicts(model.corpus()).size())) << step;
        ConflictsModel fresh(&model);
        fresh.sort(ConflictsModel::GapColumn, Qt::AscendingOrder);
        ASSERT_TRUE(fetchedAreTheFirstRowsOf(fresh)) << "after edit " << step;
        if (step == 20)
            conflicts.fetchMore({});
    }
    // A view fetches more as it scrolls to the end.
    ConflictsModel viewed(&model);
    ASSERT_EQ(viewed.rowCount(), ConflictsModel::kFetchChunk);
    QTableView view;
    view.setModel(&viewed);
    view.resize(600, 400);
    view.show();
    view.scrollToBottom();
    QCoreApplication::processEvents();
    EXPECT_GT(viewed.rowCount(), ConflictsModel::kFetchChunk);
    while (conflicts.canFetchMore({}))
        conflicts.fetchMore({});
    ConflictsModel fresh(&model);
    fresh.sort(ConflictsModel::GapColumn, Qt::AscendingOrder);
    while (fresh.canFetchMore({}))
        fresh.fetchMore({});
    EXPECT_EQ(cells(conflicts), cells(fresh));
}

// An event chosen elsewhere has its first conflict selected and in sight,
// fetched when its row is past those fetched; a row chosen in the table
// stays chosen; an event without conflicts leaves no row selected
// (walkthrough: the table kept the row of the event chosen before).
TEST(ConflictsInPlace, TheTableFollowsTheSelectedEvent)
{
    CorpusModel model;
    model.setCorpus(synthetic(5000, 11));
    ConflictsPanel panel(&model);
    panel.resize(700, 300);
    panel.show();
    QCoreApplication::processEvents();
    ConflictsModel &table = *panel.model();
    QTableView &view = *panel.view();
    ASSERT_EQ(table.rowCount(), ConflictsModel::kFetchChunk);
    // Each event's first row, from every row there is (a second table).
    ConflictsModel all(&model);
    while (all.canFetchMore({}))
        all.fetchMore({});
    std::map<int, int> firstRow;
    for (int r = 0; r < all.rowCount(); ++r)
        firstRow.emplace(all.index(r, 0).data(ConflictsModel::EventRole).toInt(), r);
    const auto far = std::find_if(
        firstRow.begin(), firstRow.end(), [](const auto &er) { return er.second > 2 * ConflictsModel::kFetchChunk; });
    ASSERT_NE(far, firstRow.end());
    const auto inSight
        = [&](int row) { return view.viewport()->rect().intersects(view.visualRect(table.index(row, 0))); };
    for (const auto &[event, row] : {*firstRow.begin(), *far}) {
        model.selectEvent(event);
        QCoreApplication::processEvents();
        ASSERT_TRUE(view.currentIndex().isValid()) << event;
        EXPECT_EQ(view.currentIndex().row(), row) << event;
        EXPECT_EQ(view.currentIndex().data(ConflictsModel::EventRole).toInt(), event);
        EXPECT_TRUE(view.selectionModel()->isRowSelected(row));
        EXPECT_TRUE(inSight(row)) << event << " at row " << row;
    }
    EXPECT_GT(table.rowCount(), far->second);
    // A row chosen in the table: its event's other row stays chosen.
    int second = -1;
    for (int r = 0; r < table.rowCount() && second < 0; ++r) {
        const int e = table.index(r, 0).data(ConflictsModel::EventRole).toInt();
        if (firstRow.at(e) < r)
            second = r;
    }
    ASSERT_GE(second, 0) << "an event with two conflicts";
    view.setFocus();
    view.selectRow(second);
    emit view.clicked(table.index(second, 0));
    QCoreApplication::processEvents();
    EXPECT_EQ(model.selectedEvent(), table.index(second, 0).data(ConflictsModel::EventRole).toInt());
    EXPECT_EQ(view.currentIndex().row(), second);
    // An event without conflicts.
    int calm = -1;
    for (int e = 0; e < int(model.corpus().events.size()) && calm < 0; ++e)
        if (!firstRow.contains(e))
            calm = e;
    ASSERT_GE(calm, 0);
    model.selectEvent(calm);
    QCoreApplication::processEvents();
    EXPECT_FALSE(view.selectionModel()->hasSelection());
    // Chosen while the panel is hidden (behind another tab): followed once shown.
    panel.hide();
    model.selectEvent(far->first);
    QCoreApplication::processEvents();
    panel.show();
    QCoreApplication::processEvents();
    EXPECT_EQ(view.currentIndex().row(), far->second);
    EXPECT_TRUE(inSight(far->second));
}

TEST(FacetsInPlace, CountsFollowEditsAsAFreshCountHasThem)
{
    CorpusModel model;
    model.setCorpus(synthetic(300, 9));
    FilterPanel panel(&model);
    std::mt19937_64 rng(9);
    for (int step = 0; step < 60; ++step) {
        const int i = int(rng() % std::uint64_t(model.corpus().events.size()));
        Event e = edited(model.corpus(), model.corpus().events[i], rng);
        if (step % 3 == 0)
            e.category = QStringLiteral("category %1").arg(step % 4); // a category comes (and goes)
        if (step % 5 == 0)
            e.placeId = model.corpus().places[std::size_t(rng() % 12)].id;
        model.updateEvents({{i, e}});
        FilterPanel fresh(&model);
        ASSERT_EQ(facetCells(*panel.facets()), facetCells(*fresh.facets())) << "after edit " << step;
    }
}

// A large corpus's charts (counted on a worker) follow edits by the changed
// events: the counts and the bars are a fresh count's.
TEST(ChartsInPlace, BarsFollowEditsAsAFreshCountHasThem)
{
    const int saved = backgroundThreshold();
    setBackgroundThreshold(0);
    {
        CorpusModel model;
        model.setCorpus(synthetic(500, 11));
        TimelineWidget timeline(&model);
        timeline.resize(800, 300);
        StatisticsPanel panel(&model, &timeline);
        panel.resize(600, 400);
        panel.show();
        QElapsedTimer t;
        t.start();
        while (panel.periodCounts().counts.empty() && t.elapsed() < 60000)
            QCoreApplication::processEvents(QEventLoop::AllEvents, 20);
        ASSERT_FALSE(panel.periodCounts().counts.empty());
        QChart *chart = panel.periodChart();
        std::mt19937_64 rng(11);
        for (int step = 0; step < 30; ++step) {
            const int i = int(rng() % std::uint64_t(model.corpus().events.size()));
            model.updateEvents({{i, edited(model.corpus(), model.corpus().events[i], rng)}});
        }
        const PeriodCounts &shown = panel.periodCounts();
        const AxisSpan window {shown.periods.front().start, shown.periods.back().end};
        // A fresh count of as many bars as the panel's width held.
        EXPECT_EQ(shown.counts,
            countEventsPerPeriod(model.corpus(), model.included(), window, int(shown.periods.size())).counts);
        // The bars themselves, changed in place (the same chart).
        const auto *bars = qobject_cast<QAbstractBarSeries *>(panel.periodChart()->series().value(0));
        ASSERT_NE(bars, nullptr);
        EXPECT_EQ(panel.periodChart(), chart) << "the chart was changed, not made again";
        for (int s = 0; s < bars->count(); ++s)
            for (int k = 0; k < bars->barSets()[s]->count(); ++k)
                ASSERT_EQ(int(bars->barSets()[s]->at(k)), shown.counts[std::size_t(s)][std::size_t(k)])
                    << s << " " << k;
    }
    backgroundPool()->waitForDone();
    setBackgroundThreshold(saved);
}

namespace {

// Every row of a conflicts table, fetched.
QStringList allCells(ConflictsModel &conflicts)
{
    while (conflicts.canFetchMore({}))
        conflicts.fetchMore({});
    return cells(conflicts);
}

bool waitUntilSorted(ConflictsModel &conflicts)
{
    QElapsedTimer t;
    t.start();
    while ((conflicts.isSorting() || conflicts.isLoading()) && t.elapsed() < 60000)
        QCoreApplication::processEvents(QEventLoop::AllEvents, 20);
    return !conflicts.isSorting() && !conflicts.isLoading();
}

// The rows of `model`'s conflicts sorted at once, as a small corpus's are.
QStringList sortedAtOnce(CorpusModel &model, int column, Qt::SortOrder order, int threshold)
{
    const int was = backgroundThreshold();
    setBackgroundThreshold(threshold);
    ConflictsModel atOnce(&model);
    atOnce.sort(column, order);
    EXPECT_FALSE(atOnce.isSorting());
    QStringList out = allCells(atOnce);
    setBackgroundThreshold(was);
    return out;
}

} // namespace

// Large corpora while a test runs (every corpus sorts by words on a
// worker); the corpus's conflicts loaded before the test goes on.
class SortedByAWorker : public ::testing::Test
{
protected:
    void load(int events, unsigned seed)
    {
        model.setCorpus(synthetic(events, seed));
        setBackgroundThreshold(0);
        conflicts = std::make_unique<ConflictsModel>(&model);
        tester = std::make_unique<QAbstractItemModelTester>(conflicts.get(), kFatal);
        ASSERT_TRUE(waitUntilSorted(*conflicts));
    }
    void TearDown() override
    {
        backgroundPool()->waitForDone();
        setBackgroundThreshold(saved);
    }

    const int saved = backgroundThreshold();
    CorpusModel model;
    std::unique_ptr<ConflictsModel> conflicts;
    std::unique_ptr<QAbstractItemModelTester> tester;
};

// A large corpus's rows sorted by words (the event, the sources, what
// differs: seconds at a million conflicts) are sorted by a worker: they keep
// their order until it is done, then stand as a sort at once puts them; a
// sort by a number is done at once and drops one under way.
TEST_F(SortedByAWorker, EndsAsASortAtOnce)
{
    load(400, 11);
    ConflictsModel &table = *conflicts;
    QSignalSpy sorting(&table, &ConflictsModel::sortingChanged);
    ASSERT_GT(table.totalRows(), 20);
    for (const auto &[column, order] : {std::pair {int(ConflictsModel::EventColumn), Qt::AscendingOrder},
             std::pair {int(ConflictsModel::SourcesColumn), Qt::DescendingOrder},
             std::pair {int(ConflictsModel::ExplanationColumn), Qt::AscendingOrder}}) {
        const QStringList before = allCells(table);
        const QStringList expected = sortedAtOnce(model, column, order, saved);
        ASSERT_NE(before, expected) << column;
        table.sort(column, order);
        EXPECT_TRUE(table.isSorting()) << column;
        EXPECT_EQ(allCells(table), before) << "the rows keep their order until the worker is done";
        ASSERT_TRUE(waitUntilSorted(table));
        EXPECT_EQ(allCells(table), expected) << column;
    }
    EXPECT_EQ(sorting.count(), 6) << "each sort said when it began and ended";

    // A sort by a number while one by words runs: the number's wins.
    table.sort(ConflictsModel::ExplanationColumn, Qt::DescendingOrder);
    ASSERT_TRUE(table.isSorting());
    table.sort(ConflictsModel::GapColumn, Qt::AscendingOrder);
    EXPECT_FALSE(table.isSorting());
    backgroundPool()->waitForDone();
    QCoreApplication::processEvents();
    EXPECT_EQ(allCells(table), sortedAtOnce(model, ConflictsModel::GapColumn, Qt::AscendingOrder, saved));
}

// Rows that change while a worker sorts them (edits, a filter) are sorted
// again: the table ends as a sort at once of the rows as they are.
TEST_F(SortedByAWorker, RowsChangedMeanwhileAreSortedAgain)
{
    load(400, 12);
    ConflictsModel &table = *conflicts;
    std::mt19937_64 rng(12);
    // Renamed events (the event's column), moved dates and accounts (what
    // differs, the sources): each edit's rows put in place in the order that
    // comes.
    for (const auto &[column, order] : {std::pair {int(ConflictsModel::EventColumn), Qt::DescendingOrder},
             std::pair {int(ConflictsModel::SourcesColumn), Qt::AscendingOrder},
             std::pair {int(ConflictsModel::ExplanationColumn), Qt::AscendingOrder}}) {
        table.sort(column, order);
        ASSERT_TRUE(table.isSorting());
        for (int step = 0; step < 10; ++step) {
            const int i = int(rng() % std::uint64_t(model.corpus().events.size()));
            model.updateEvents({{i, edited(model.corpus(), model.corpus().events[i], rng)}});
        }
        ASSERT_TRUE(waitUntilSorted(table));
        EXPECT_EQ(allCells(table), sortedAtOnce(model, column, order, saved)) << column;
    }

    // A filter that narrows the rows keeps the order of those left, at once;
    // one that brings rows back has them sorted by a worker.
    EventFilter filter;
    filter.sources = {model.corpus().sources[1].id};
    model.setFilter(filter);
    EXPECT_FALSE(table.isSorting()) << "the rows left are in order already";
    const QStringList filtered = sortedAtOnce(model, ConflictsModel::ExplanationColumn, Qt::AscendingOrder, saved);
    EXPECT_EQ(allCells(table), filtered);
    EXPECT_GT(filtered.size(), 0);
    model.setFilter(EventFilter());
    EXPECT_TRUE(table.isSorting()) << "the rows that came back are sorted by a worker";
    ASSERT_TRUE(waitUntilSorted(table));
    const QStringList all = sortedAtOnce(model, ConflictsModel::ExplanationColumn, Qt::AscendingOrder, saved);
    EXPECT_EQ(allCells(table), all);
    EXPECT_GT(all.size(), filtered.size());
}

// A sort under way when the corpus is read again is dropped; the new
// corpus's conflicts are sorted as asked when they come.
TEST_F(SortedByAWorker, ANewCorpusIsSortedAsAsked)
{
    load(400, 13);
    ConflictsModel &table = *conflicts;
    table.sort(ConflictsModel::EventColumn, Qt::DescendingOrder);
    ASSERT_TRUE(table.isSorting());
    model.setCorpus(synthetic(300, 14));
    ASSERT_TRUE(waitUntilSorted(table));
    backgroundPool()->waitForDone();
    QCoreApplication::processEvents(); // the first sort's order, if late, must be dropped
    EXPECT_EQ(allCells(table), sortedAtOnce(model, ConflictsModel::EventColumn, Qt::DescendingOrder, saved));
    // And once sorted, another corpus: its rows are its own, sorted again
    // (none of the order of the rows before is kept).
    model.setCorpus(synthetic(200, 15));
    ASSERT_TRUE(waitUntilSorted(table));
    EXPECT_EQ(allCells(table), sortedAtOnce(model, ConflictsModel::EventColumn, Qt::DescendingOrder, saved));
}

// A row held by a persistent index (a selection, the current row) follows
// its conflict when a worker's order arrives, fetched if it moved past the
// rows fetched.
TEST_F(SortedByAWorker, AHeldRowFollowsItsConflict)
{
    load(1500, 16);
    ConflictsModel &table = *conflicts;
    ASSERT_GT(table.totalRows(), ConflictsModel::kFetchChunk) << "rows enough to fetch in chunks";
    const int row = std::min(table.rowCount() - 1, 17);
    const QPersistentModelIndex held = table.index(row, ConflictsModel::ExplanationColumn);
    const QString what = held.data().toString();
    const QString event = table.index(row, ConflictsModel::EventColumn).data().toString();
    table.sort(ConflictsModel::ExplanationColumn, Qt::DescendingOrder);
    ASSERT_TRUE(table.isSorting());
    EXPECT_EQ(held.row(), row) << "the row stays while the worker sorts";
    ASSERT_TRUE(waitUntilSorted(table));
    ASSERT_TRUE(held.isValid());
    EXPECT_EQ(held.data().toString(), what);
    EXPECT_EQ(table.index(held.row(), ConflictsModel::EventColumn).data().toString(), event);
    EXPECT_LT(held.row(), table.rowCount()) << "fetched where it went";
}
