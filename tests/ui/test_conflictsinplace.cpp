// Edits taken in place by the conflicts table, the facet counts and the
// reader (issue 13): the rows of the events an edit touched are replaced
// one by one, and what is shown equals what a fresh count shows.
#include "../qtprint.h"
#include "modeltestutil.h"

#include <core/conflictupdate.h>
#include <ui/backgroundwork.h>
#include <ui/corpusmodel.h>
#include <ui/tables/conflictspanel.h>
#include <ui/tables/filterpanel.h>

#include <gtest/gtest.h>

#include <QAbstractItemModelTester>
#include <QCoreApplication>
#include <QElapsedTimer>
#include <QItemSelectionModel>
#include <QStandardItemModel>
#include <QTreeView>

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
             std::pair {int(ConflictsModel::KindColumn), Qt::AscendingOrder}}) {
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
        QStringList shown;
        for (int r = 0; r < conflicts.rowCount(); ++r)
            shown << conflicts.index(r, ConflictsModel::ExplanationColumn).data().toString();
        EXPECT_EQ(shown, expected);
    }
    backgroundPool()->waitForDone();
    setBackgroundThreshold(saved);
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
