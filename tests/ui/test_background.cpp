// Large corpora: the conflicts, the filter counts and the charts come from
// worker threads, and the window answers input while they run.
#include "../qtprint.h"
#include "modeltestutil.h"

#include <core/citations.h>
#include <core/disputes.h>
#include <core/synthetic.h>
#include <ui/backgroundwork.h>
#include <ui/corpusmodel.h>
#include <ui/mainwindow.h>
#include <ui/map/mapwidget.h>
#include <ui/reading/parallelmodel.h>
#include <ui/reading/parallelreader.h>
#include <ui/reading/sourcereader.h>
#include <ui/tables/conflictspanel.h>
#include <ui/tables/eventlist.h>
#include <ui/tables/filterpanel.h>
#include <ui/workstatus.h>

#include <gtest/gtest.h>

#include <QAbstractItemModelTester>
#include <QApplication>
#include <QComboBox>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QSignalSpy>
#include <QTableView>
#include <QThread>
#include <QTreeView>
#include <QtConcurrent>

#include <algorithm>
#include <sys/syscall.h>
#include <unistd.h>

using namespace parallax;
using namespace parallax::ui;

namespace {

using testutil::kFatal;
using testutil::synthetic;

// Every corpus goes to the workers while a test runs.
class Background : public ::testing::Test
{
protected:
    void SetUp() override { setBackgroundThreshold(0); }
    // A worker still running when the test (and then the process) ends would
    // use a torn-down application: each test waits for its workers.
    void TearDown() override
    {
        backgroundPool()->waitForDone();
        setBackgroundThreshold(m_saved);
    }

private:
    int m_saved = backgroundThreshold();
};

bool waitUntilLoaded(ConflictsModel &conflicts)
{
    QElapsedTimer t;
    t.start();
    while (conflicts.isLoading() && t.elapsed() < 60000)
        QCoreApplication::processEvents(QEventLoop::AllEvents, 20);
    return !conflicts.isLoading();
}

// Receives posted events and notes how long each waited.
class Probe final : public QObject
{
public:
    std::vector<double> waitedMs;
    QElapsedTimer clock;
    qint64 postedAt = 0;
    bool event(QEvent *e) override
    {
        if (e->type() != QEvent::User)
            return QObject::event(e);
        waitedMs.push_back(double(clock.nsecsElapsed() - postedAt) / 1e6);
        return true;
    }
};

} // namespace

// A worker's result reaches the window thread moved, never copied: a copy
// of a million conflicts' index cost the window its making and its freeing.
struct Counted
{
    static inline int copies = 0;
    std::vector<int> payload;
    Counted() = default;
    Counted(const Counted &o)
        : payload(o.payload)
    {
        ++copies;
    }
    Counted(Counted &&) noexcept = default;
    Counted &operator=(const Counted &o)
    {
        payload = o.payload;
        ++copies;
        return *this;
    }
    Counted &operator=(Counted &&) noexcept = default;
};

TEST_F(Background, AResultIsMovedToTheWindowThreadNotCopied)
{
    QObject context;
    std::size_t received = 0;
    Counted::copies = 0;
    runInBackground(
        &context,
        [] {
            Counted c;
            c.payload.assign(1000, 7);
            return c;
        },
        [&](Counted c) { received = c.payload.size(); });
    QElapsedTimer t;
    t.start();
    while (received == 0 && t.elapsed() < 10000)
        QCoreApplication::processEvents(QEventLoop::AllEvents, 5);
    EXPECT_EQ(received, 1000u);
    EXPECT_EQ(Counted::copies, 0);
}

// A database's reads each run on a thread of their own, which ends with
// the read: the corpus's read lowers its thread's priority, and a user's
// process cannot raise it again, so a thread used again would run the next
// open's reads (its timeline's index too) as low.
TEST_F(Background, EachOpeningReadHasAThreadOfItsOwn)
{
    // The kernel's id of the thread (/proc/self/task/ID while it lives).
    QFuture<long> read = QtConcurrent::run(openingPool(), [] {
        const LowerPriority behind(1);
        return long(syscall(SYS_gettid));
    });
    read.waitForFinished();
    const QString task = QStringLiteral("/proc/self/task/%1").arg(read.result());
    QElapsedTimer t;
    t.start();
    while (QFileInfo::exists(task) && t.elapsed() < 5000)
        QThread::msleep(5);
    EXPECT_FALSE(QFileInfo::exists(task)) << "the read's thread waits for more work";
}

TEST_F(Background, ConflictsArriveWithTheDetectorsOrder)
{
    CorpusModel model;
    model.setCorpus(synthetic(800));
    ConflictsModel conflicts(&model);
    QAbstractItemModelTester tester(&conflicts, kFatal);
    conflicts.sort(ConflictsModel::SeverityColumn, Qt::DescendingOrder);
    EXPECT_TRUE(conflicts.isLoading());
    EXPECT_EQ(conflicts.rowCount(), 0) << "nothing is shown before the worker is done";
    ASSERT_TRUE(waitUntilLoaded(conflicts));
    const QList<Conflict> expected = detectConflicts(model.corpus());
    ASSERT_GT(expected.size(), 5);
    ASSERT_EQ(conflicts.rowCount(), expected.size());
    for (int r = 0; r < conflicts.rowCount(); ++r)
        ASSERT_EQ(conflicts.index(r, ConflictsModel::ExplanationColumn).data().toString(), expected[r].explanation)
            << r;
}

TEST_F(Background, ANewCorpusWhileLoadingWins)
{
    CorpusModel model;
    model.setCorpus(synthetic(3000));
    ConflictsModel conflicts(&model);
    QAbstractItemModelTester tester(&conflicts, kFatal);
    conflicts.sort(ConflictsModel::GapColumn, Qt::AscendingOrder);
    model.setCorpus(synthetic(300, 7)); // before the first worker is done
    ASSERT_TRUE(waitUntilLoaded(conflicts));
    QCoreApplication::processEvents(); // the first worker's result, if late, must be dropped
    EXPECT_EQ(conflicts.rowCount(), int(detectConflicts(model.corpus()).size()));
    for (int r = 1; r < conflicts.rowCount(); ++r)
        ASSERT_LE(conflicts.index(r - 1, ConflictsModel::GapColumn).data(ConflictsModel::SortRole).toLongLong(),
            conflicts.index(r, ConflictsModel::GapColumn).data(ConflictsModel::SortRole).toLongLong())
            << "the chosen sort is applied to what arrives";
}

TEST_F(Background, FilterCountsFillTheTreeWhenDone)
{
    CorpusModel model;
    model.setCorpus(synthetic(600));
    FilterPanel panel(&model);
    QElapsedTimer t;
    t.start();
    const QAbstractItemModel *facets = panel.tree()->model();
    while (facets->rowCount() == 0 && t.elapsed() < 60000)
        QCoreApplication::processEvents(QEventLoop::AllEvents, 20);
    ASSERT_EQ(facets->rowCount(), 6);
    const QModelIndex sources = facets->index(0, 0);
    int told = 0;
    for (int i = 0; i < facets->rowCount(sources); ++i)
        told += facets->index(i, 1, sources).data().toInt();
    EXPECT_GE(told, 600) << "every event is told by at least one source";
}

// The test: input posted while a large corpus's work runs is handled
// within 100 ms.
TEST_F(Background, TheWindowAnswersWhileTheWorkersRun)
{
    CorpusModel model;
    model.setCorpus(synthetic(20000));
    MainWindow window(&model);
    window.show();
    ConflictsModel *conflicts = window.conflicts()->model();
    auto *work = window.findChild<WorkStatus *>(QStringLiteral("workStatus"));
    ASSERT_NE(work, nullptr);
    Probe probe;
    probe.clock.start();
    int posted = 0;
    while (conflicts->isLoading() || posted < 5) {
        EXPECT_TRUE(!conflicts->isLoading() || work->isVisibleTo(&window)) << "the status bar says what runs";
        probe.postedAt = probe.clock.nsecsElapsed();
        QCoreApplication::postEvent(&probe, new QEvent(QEvent::User));
        ++posted;
        const auto handled = probe.waitedMs.size() + 1;
        QElapsedTimer t;
        t.start();
        while (probe.waitedMs.size() < handled && t.elapsed() < 5000)
            QCoreApplication::processEvents(QEventLoop::AllEvents, 5);
        ASSERT_EQ(probe.waitedMs.size(), handled);
        if (posted > 2000)
            break;
    }
    ASSERT_TRUE(waitUntilLoaded(*conflicts));
    std::vector<double> waited = probe.waitedMs;
    std::sort(waited.begin(), waited.end());
    const double p90 = waited[std::size_t(double(waited.size() - 1) * 0.9)];
    std::printf("posted %d events while loading: p90 %.2f ms, max %.2f ms\n", posted, p90, waited.back());
    EXPECT_LE(p90, 100.0);
    EXPECT_GT(conflicts->rowCount(), 0);
    EXPECT_FALSE(work->isVisibleTo(&window)) << "nothing runs any more";
}

// What the reader, parallel reading, the event list and the map compute from
// a large corpus comes from workers: the same as computed at once.
TEST_F(Background, TheViewsShowWhatTheirWorkersFound)
{
    CorpusModel model;
    MainWindow window(&model);
    window.show();
    model.setCorpus(synthetic(900));
    // A header clicked before the rows came sorts them once they come.
    window.eventList()->model()->sort(EventListModel::DateColumn, Qt::AscendingOrder);
    const Corpus &c = model.corpus();
    const auto cited = citationsBySource(c);
    auto *picker = window.reader()->findChild<QComboBox *>(QStringLiteral("sourcePicker"));
    ASSERT_NE(picker, nullptr);
    const QString expected = QString::number(cited.value(c.sources.first().id).citedEvents);
    QAbstractItemModel *parallel = window.parallel()->table()->model();
    EventListModel *list = window.eventList()->model();
    const MapData &map = window.map()->canvas()->data();
    auto mapped = [&] {
        int n = 0;
        for (const MapData::PlaceMark &p : map.places)
            n += p.events;
        return n;
    };
    // The list's rows, then their order, come from workers too.
    auto inTimeOrder = [&] {
        if (list->rowCount() != c.events.size())
            return false;
        for (int r = 1; r < list->rowCount(); ++r)
            if (c.events[list->eventAt(r - 1)].date.span().start > c.events[list->eventAt(r)].date.span().start)
                return false;
        return true;
    };
    QElapsedTimer t;
    t.start();
    while ((!picker->itemText(0).contains(expected) || parallel->rowCount() == 0 || mapped() == 0 || !inTimeOrder())
        && t.elapsed() < 60000)
        QCoreApplication::processEvents(QEventLoop::AllEvents, 20);
    EXPECT_TRUE(picker->itemText(0).contains(expected)) << picker->itemText(0).toStdString();
    const auto aligned = ParallelModel::align(c, window.parallel()->sources());
    EXPECT_EQ(parallel->rowCount(), int(aligned.rows.size()));
    EXPECT_GT(parallel->rowCount(), 0);
    int placed = 0;
    for (const MapData::PlaceMark &p : MapData::build(c, LandMask(), &model.included()).places)
        placed += p.events;
    EXPECT_EQ(mapped(), placed);
    EXPECT_GT(placed, 0);
    ASSERT_EQ(list->rowCount(), c.events.size());
    for (int r = 1; r < list->rowCount(); ++r)
        ASSERT_LE(c.events[list->eventAt(r - 1)].date.span().start, c.events[list->eventAt(r)].date.span().start);

    // Sorting a large list is a worker's too; the rows follow when it is done.
    list->sort(EventListModel::AccountsColumn, Qt::DescendingOrder);
    t.restart();
    auto accounts = [&](int row) { return c.events[list->eventAt(row)].accounts.size(); };
    auto sorted = [&] {
        for (int r = 1; r < list->rowCount(); ++r)
            if (accounts(r - 1) < accounts(r))
                return false;
        return true;
    };
    while (!sorted() && t.elapsed() < 60000)
        QCoreApplication::processEvents(QEventLoop::AllEvents, 20);
    EXPECT_TRUE(sorted());
    EXPECT_GT(accounts(0), accounts(list->rowCount() - 1));
}

// The overview of disputes (Compare with nothing selected) is counted by the
// conflicts' worker, not on the window's thread when they arrive (50 ms at a
// million conflicts); an edit leaves it to be counted again where shown.
TEST_F(Background, TheOverviewOfDisputesComesWithTheConflicts)
{
    CorpusModel model;
    model.setCorpus(synthetic(800));
    ConflictsModel conflicts(&model);
    ASSERT_TRUE(waitUntilLoaded(conflicts));
    const DisputeSummary *summary = conflicts.summary();
    ASSERT_NE(summary, nullptr);
    const DisputeSummary expected = summarizeDisputes(model.corpus(), detectConflicts(model.corpus()), {});
    ASSERT_GT(expected.total, 5);
    EXPECT_EQ(summary->total, expected.total);
    EXPECT_EQ(summary->bySeverity, expected.bySeverity);
    ASSERT_EQ(summary->top.size(), expected.top.size());
    for (std::size_t k = 0; k < expected.top.size(); ++k) {
        EXPECT_EQ(summary->top[k].event, expected.top[k].event) << k;
        EXPECT_EQ(summary->top[k].conflicts, expected.top[k].conflicts) << k;
    }
    const int disputed = summary->top.front().event;
    Event e = model.corpus().events[disputed];
    for (Account &a : e.accounts)
        a.claimedDate = e.date; // every source now agrees with the record
    model.updateEvents({{disputed, e}});
    EXPECT_EQ(conflicts.summary(), nullptr) << "counted again where it is shown";
}
