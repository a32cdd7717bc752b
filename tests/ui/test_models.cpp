// Every model under QAbstractItemModelTester in Fatal mode (a broken contract
// aborts the test), and the behaviours the tester cannot see: saved indexes
// that must follow their rows through a sort, and parallel reading's rows.
#include "../qtprint.h"
#include "modeltestutil.h"

#include <core/synthetic.h>
#include <core/textoffsets.h>
#include <db/corpusloader.h>
#include <db/userdata.h>
#include <ui/corpusmodel.h>
#include <ui/reading/parallelmodel.h>
#include <ui/tables/conflictspanel.h>
#include <ui/tables/eventlist.h>
#include <ui/tables/filterpanel.h>

#include <gtest/gtest.h>

#include <QAbstractItemModelTester>
#include <QApplication>
#include <QItemSelectionModel>
#include <QSignalSpy>
#include <QStandardItemModel>
#include <QTreeView>

#include <algorithm>
#include <optional>

using namespace parallax;
using namespace parallax::ui;

namespace {

using testutil::kFatal;
using testutil::synthetic;

// Sources "a" and "b" (in English) with these texts.
Corpus sourcesTelling(const char *a, const char *b)
{
    Corpus c;
    c.sources = {{QStringLiteral("a"), QStringLiteral("A"), QStringLiteral("en"), {}, {}, QString::fromLatin1(a), {},
                     {}, {}, {}},
        {QStringLiteral("b"), QStringLiteral("B"), QStringLiteral("en"), {}, {}, QString::fromLatin1(b), {}, {}, {},
            {}}};
    return c;
}

// The account of source `source` that quotes `quote`, claiming `date` (none
// when empty).
Account quoting(const Corpus &c, int source, const char *quote, const char *date)
{
    Account a;
    a.sourceId = c.sources[source].id;
    a.setQuote(QString::fromLatin1(quote));
    const QString &text = c.sources[source].text;
    a.start = codePointIndexFromUtf16(text, text.indexOf(a.quote()));
    a.end = a.start + codePointCount(a.quote());
    if (*date)
        a.claimedDate = HistoricalDate::parse(QString::fromLatin1(date)).value();
    return a;
}

Event event(const char *id, const char *date, QList<Account> accounts)
{
    Event e;
    e.id = QString::fromLatin1(id);
    e.titles.insert(QStringLiteral("en"), e.id);
    e.date = HistoricalDate::parse(QString::fromLatin1(date)).value();
    e.accounts = std::move(accounts);
    return e;
}

// Source "a" tells a, b, c, d in that order; source "b" tells a, e, c. They
// share a (same date) and c (dates a month apart).
Corpus twoSources()
{
    Corpus c = sourcesTelling(
        "Alpha came. Bravo went. Charlie fell. Delta rose.", "Alpha came early. Echo slept. Charlie fell late.");
    auto account = [&](int source, const char *quote, const char *date) { return quoting(c, source, quote, date); };
    // Listed out of text order on purpose: rows follow the texts.
    c.events = {event("charlie", "1815-03-01",
                    {account(0, "Charlie fell", "1815-03-01"), account(1, "Charlie fell late", "1815-04-01")}),
        event("echo", "1815-02-01", {account(1, "Echo slept", "1815-02-01")}),
        event("alpha", "1815-01-01",
            {account(0, "Alpha came", "1815-01-01"), account(1, "Alpha came early", "1815-01-01")}),
        event("delta", "1815-05-01", {account(0, "Delta rose", "1815-05-01")}),
        event("bravo", "1815-01-15", {account(0, "Bravo went", "1815-01-15")})};
    return c;
}

} // namespace

TEST(ModelContracts, EventListThroughSortsFiltersLanguageAndANewCorpus)
{
    CorpusModel model;
    model.setCorpus(synthetic(600));
    EventListModel list(&model);
    QAbstractItemModelTester tester(&list, kFatal);
    for (int column = 0; column < EventListModel::ColumnCount; ++column)
        for (const Qt::SortOrder order : {Qt::AscendingOrder, Qt::DescendingOrder})
            list.sort(column, order);
    EventFilter f;
    f.conflictsOnly = true;
    model.setFilter(f);
    EXPECT_LT(list.rowCount(), 600);
    EXPECT_GT(list.rowCount(), 0);
    model.setDisplayLanguage(QStringLiteral("zh"));
    model.setFilter({});
    model.setCorpus(synthetic(50, 7));
    EXPECT_EQ(list.rowCount(), 50);
}

// Regression: the sort reordered its rows without moving the persistent
// indexes, so a saved selection pointed at another event afterwards.
TEST(EventListModel, SortKeepsSavedIndexesOnTheirEvents)
{
    CorpusModel model;
    model.setCorpus(synthetic(400));
    EventListModel list(&model);
    QItemSelectionModel selection(&list);
    const int row = 123;
    const int event = list.eventAt(row);
    selection.setCurrentIndex(
        list.index(row, EventListModel::TitleColumn), QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    const QPersistentModelIndex saved = list.index(row, EventListModel::PlaceColumn);
    for (int column = 0; column < EventListModel::ColumnCount; ++column) {
        list.sort(column, Qt::DescendingOrder);
        ASSERT_TRUE(saved.isValid());
        EXPECT_EQ(list.eventAt(saved.row()), event) << "column " << column;
        EXPECT_EQ(saved.column(), int(EventListModel::PlaceColumn));
        EXPECT_EQ(list.eventAt(selection.currentIndex().row()), event);
        const QModelIndexList rows = selection.selectedRows();
        ASSERT_EQ(rows.size(), 1);
        EXPECT_EQ(list.eventAt(rows.first().row()), event);
    }
    // An index whose event the filter drops becomes invalid, not another row.
    EventFilter f;
    f.sources = {QStringLiteral("no-such-source")};
    model.setFilter(f);
    EXPECT_FALSE(saved.isValid());
}

TEST(ModelContracts, ConflictsThroughSortsAndANewCorpus)
{
    CorpusModel model;
    model.setCorpus(synthetic(500));
    ConflictsModel conflicts(&model);
    QAbstractItemModelTester tester(&conflicts, kFatal);
    ASSERT_GT(conflicts.rowCount(), 5);
    const QPersistentModelIndex saved = conflicts.index(3, ConflictsModel::ExplanationColumn);
    const QString explanation = saved.data().toString();
    for (int column = 0; column < ConflictsModel::ColumnCount; ++column) {
        conflicts.sort(column, Qt::DescendingOrder);
        EXPECT_EQ(saved.data().toString(), explanation) << "column " << column;
    }
    model.setCorpus(twoSources());
    EXPECT_EQ(conflicts.rowCount(), int(detectConflicts(model.corpus()).size()));
}

TEST(ParallelModel, RowsFollowTheTextsAndGuttersCompareTheDates)
{
    CorpusModel model;
    model.setCorpus(twoSources());
    ParallelModel rows(&model);
    QAbstractItemModelTester tester(&rows, kFatal);
    EXPECT_EQ(rows.rowCount(), 0);
    rows.setSources({QStringLiteral("a"), QStringLiteral("b")}, {QStringLiteral("A"), QStringLiteral("B")});
    ASSERT_EQ(rows.columnCount(), 3);
    // alpha and charlie are shared, bravo and delta only in a, echo only in b.
    ASSERT_EQ(rows.rowCount(), 5);
    auto id = [&](int row) { return model.corpus().events[rows.eventAt(row)].id; };
    auto cell = [&](int row, int column) { return rows.index(row, column).data().toString(); };
    EXPECT_EQ(id(0), QStringLiteral("alpha"));
    EXPECT_EQ(id(4), QStringLiteral("delta"));
    const int alpha = rows.rowOf(model.eventIndex(QStringLiteral("alpha")));
    const int charlie = rows.rowOf(model.eventIndex(QStringLiteral("charlie")));
    const int echo = rows.rowOf(model.eventIndex(QStringLiteral("echo")));
    EXPECT_LT(alpha, charlie);
    EXPECT_LT(echo, charlie);
    EXPECT_EQ(cell(alpha, 1), QStringLiteral("═"));
    EXPECT_EQ(cell(charlie, 1), QStringLiteral("≠"));
    EXPECT_TRUE(cell(charlie, 0).contains(QStringLiteral("Charlie fell")));
    EXPECT_TRUE(cell(charlie, 2).contains(QStringLiteral("Charlie fell late")));
    EXPECT_TRUE(cell(echo, 0).isEmpty());
    EXPECT_TRUE(cell(echo, 1).isEmpty()); // no gutter mark beside a lone account
    EXPECT_EQ(rows.headerData(2, Qt::Horizontal, Qt::DisplayRole).toString(), QStringLiteral("B"));
    EXPECT_FALSE(rows.headerData(1, Qt::Horizontal, Qt::DisplayRole).isValid());
    for (int r = 0; r < rows.rowCount(); ++r)
        EXPECT_EQ(rows.rowOf(rows.eventAt(r)), r);
    EXPECT_EQ(rows.eventAt(-1), -1);
    EXPECT_EQ(rows.eventAt(5), -1);

    // The selection mark repaints only the rows it leaves and enters.
    QSignalSpy changed(&rows, &QAbstractItemModel::dataChanged);
    rows.setSelected(model.eventIndex(QStringLiteral("charlie")), Qt::yellow);
    ASSERT_EQ(changed.size(), 1);
    EXPECT_EQ(changed[0][0].toModelIndex().row(), charlie);
    EXPECT_TRUE(rows.index(charlie, 2).data(Qt::BackgroundRole).isValid());
    EXPECT_FALSE(rows.index(alpha, 2).data(Qt::BackgroundRole).isValid());
    rows.setSelected(model.eventIndex(QStringLiteral("alpha")), Qt::yellow);
    EXPECT_EQ(changed.size(), 3);

    // A source with nothing to tell leaves its column empty.
    rows.setSources({QStringLiteral("a"), QStringLiteral("missing")});
    EXPECT_EQ(rows.rowCount(), 4);
    EXPECT_TRUE(cell(0, 2).isEmpty());
    // A new corpus empties the rows (they pointed into the old one).
    model.setCorpus(synthetic(30));
    EXPECT_EQ(rows.rowCount(), 0);
    EXPECT_EQ(rows.columnCount(), 0);
}

// Also with a quarter of the accounts undated, which join their event's
// row only where that keeps each column in its source's order.
class ParallelTextOrder : public ::testing::TestWithParam<bool>
{
};

TEST_P(ParallelTextOrder, EachColumnReadsItsSourceInTextOrder)
{
    CorpusModel model;
    Corpus corpus = synthetic(700);
    if (GetParam())
        for (qsizetype i = 0; i < corpus.events.size(); ++i)
            for (qsizetype a = 0; a < corpus.events[i].accounts.size(); ++a)
                if ((i + a) % 4 == 0)
                    corpus.events[i].accounts[a].claimedDate = HistoricalDate();
    model.setCorpus(corpus);
    ParallelModel rows(&model);
    QAbstractItemModelTester tester(&rows, kFatal);
    const QStringList ids {QStringLiteral("s0"), QStringLiteral("s1"), QStringLiteral("s2")};
    rows.setSources(ids);
    ASSERT_EQ(rows.columnCount(), 5);
    const Corpus &c = model.corpus();
    for (int k = 0; k < ids.size(); ++k) {
        // What the source cites, by position in its text.
        std::vector<std::pair<qsizetype, QString>> expected;
        for (const Event &e : c.events)
            for (const Account &a : e.accounts)
                if (a.sourceId == ids[k]) {
                    expected.emplace_back(a.start, a.quote());
                    break;
                }
        std::stable_sort(
            expected.begin(), expected.end(), [](const auto &x, const auto &y) { return x.first < y.first; });
        QStringList shown;
        for (int r = 0; r < rows.rowCount(); ++r)
            if (const QString text = rows.index(r, 2 * k).data().toString(); !text.isEmpty())
                shown << text.section(u'\n', 1, -1);
        QStringList quotes;
        for (const auto &q : expected)
            quotes << q.second;
        EXPECT_EQ(shown, quotes) << "source " << k;
    }
    // Cells on one row tell one event.
    for (int r = 0; r < rows.rowCount(); ++r) {
        const QString title = pickName(c.events[rows.eventAt(r)].titles, QStringLiteral("en"));
        for (int k = 0; k < ids.size(); ++k) {
            const QString text = rows.index(r, 2 * k).data().toString();
            EXPECT_TRUE(text.isEmpty() || text.startsWith(title)) << r;
        }
    }
}
INSTANTIATE_TEST_SUITE_P(ParallelModel, ParallelTextOrder, ::testing::Values(false, true),
    [](const auto &info) { return info.param ? std::string("SomeUndated") : std::string("AllDated"); });

namespace {

// The account of `sourceId` that parallel reading shows for the event: its first.
const Account *shownAccount(const Event &e, const QString &sourceId)
{
    const auto it
        = std::find_if(e.accounts.begin(), e.accounts.end(), [&](const Account &a) { return a.sourceId == sourceId; });
    return it == e.accounts.end() ? nullptr : &*it;
}

} // namespace

// Parallel Reading put an account without a date on a row of its own, away
// from the other source's account of its event (The 1814 campaign's
// 《枫丹白露条约》, "no date", beside nothing; a walkthrough by helper-92):
// it stood out of the other source's order, and the alignment left it out.
// It sits on its event's row now, and the dated accounts keep their order.
TEST(ParallelModel, AnAccountWithoutADateSitsOnItsEventsRow)
{
    // "a" tells alpha, bravo (no date) and charlie; "b" alpha, bravo and charlie.
    Corpus c = sourcesTelling("Alpha came. Bravo went. Charlie fell.", "Alpha came. Bravo went. Charlie fell.");
    auto account = [&](int source, const char *quote, const char *date) { return quoting(c, source, quote, date); };
    c.events = {
        event("alpha", "1815-01-01", {account(0, "Alpha came", "1815-01-01"), account(1, "Alpha came", "1815-01-01")}),
        event("bravo", "1815-01-15", {account(0, "Bravo went", ""), account(1, "Bravo went", "1815-01-15")}),
        event("charlie", "1815-03-01",
            {account(0, "Charlie fell", "1815-03-01"), account(1, "Charlie fell", "1815-03-01")})};
    CorpusModel model;
    model.setCorpus(c);
    ParallelModel rows(&model);
    QAbstractItemModelTester tester(&rows, kFatal);
    rows.setSources({QStringLiteral("a"), QStringLiteral("b")});
    ASSERT_EQ(rows.rowCount(), 3) << "one row an event";
    auto cell = [&](int row, int column) { return rows.index(row, column).data().toString(); };
    const int bravo = rows.rowOf(model.eventIndex(QStringLiteral("bravo")));
    EXPECT_TRUE(cell(bravo, 0).startsWith(QStringLiteral("bravo — no date"))) << cell(bravo, 0).toStdString();
    EXPECT_FALSE(cell(bravo, 2).isEmpty());
    EXPECT_EQ(cell(bravo, 1), QStringLiteral("═"));
    EXPECT_LT(
        rows.rowOf(model.eventIndex(QStringLiteral("alpha"))), rows.rowOf(model.eventIndex(QStringLiteral("charlie"))));

    // Dated by an edit, it aligns as the others: the rows are made again.
    Event dated = c.events[1];
    dated.accounts[0].claimedDate = HistoricalDate::parse(QStringLiteral("1815-01-15")).value();
    std::optional<bool> tookInPlace;
    QObject::connect(
        &model, &CorpusModel::eventsChanged, &rows, [&] { tookInPlace = rows.takeEdit(model.replacedEvents()); });
    model.updateEvents({{1, dated}});
    EXPECT_EQ(tookInPlace, false);

    // The bundled corpus, every pair of sources: each column reads its
    // source in text order, accounts without a date included.
    model.setCorpus(db::loadCorpusFolder(db::bundledCorpusPath()).corpus);
    const auto &sources = model.corpus().sources;
    int checked = 0;
    for (qsizetype x = 0; x < sources.size(); ++x)
        for (qsizetype y = x + 1; y < sources.size(); ++y) {
            rows.setSources({sources[x].id, sources[y].id});
            for (const int column : {0, 2}) {
                const QString &source = sources[column == 0 ? x : y].id;
                qsizetype previous = -1;
                for (int r = 0; r < rows.rowCount(); ++r)
                    if (const Account *a = cell(r, column).isEmpty()
                            ? nullptr
                            : shownAccount(model.corpus().events[rows.eventAt(r)], source)) {
                        EXPECT_GE(a->start, previous) << source.toStdString() << " row " << r;
                        previous = a->start;
                        ++checked;
                    }
            }
        }
    EXPECT_GT(checked, 100); // rows read
}

TEST(ModelContracts, FilterFacetsThroughTicksClearsAndNewCorpora)
{
    CorpusModel model;
    model.setCorpus(synthetic(300));
    FilterPanel panel(&model);
    QStandardItemModel *facets = panel.facets();
    QAbstractItemModelTester tester(facets, kFatal);
    ASSERT_EQ(facets->rowCount(), 6) << "sources, eras, places, people, categories, importance";
    EXPECT_EQ(panel.tree()->model(), facets);
    // Tick a value in each facet that has one, then clear them all.
    for (int g = 0; g < facets->rowCount(); ++g)
        if (QStandardItem *first = facets->item(g)->child(0))
            first->setCheckState(Qt::Checked);
    EXPECT_FALSE(model.filter().isEmpty());
    EXPECT_LT(model.includedCount(), model.corpus().events.size());
    model.setFilter({});
    for (int g = 0; g < facets->rowCount(); ++g)
        for (int k = 0; k < facets->item(g)->rowCount(); ++k)
            EXPECT_EQ(facets->item(g)->child(k)->checkState(), Qt::Unchecked);
    // A new corpus rebuilds the rows; a filter set from outside ticks them.
    model.setCorpus(twoSources());
    EXPECT_EQ(facets->item(0)->rowCount(), 2) << "two sources";
    EventFilter f;
    f.sources = {QStringLiteral("b")};
    model.setFilter(f);
    EXPECT_EQ(facets->item(0)->child(1)->checkState(), Qt::Checked);
    EXPECT_EQ(facets->index(1, 1, facets->index(0, 0)).data().toString(), QStringLiteral("3"))
        << "A tells four, B three";
    model.setCorpus(Corpus {});
    EXPECT_EQ(facets->item(0)->rowCount(), 0);
}

// The events read with their words are kept for the last 256 asked for: the
// 257th read drops the first, which is read again when asked again; a read
// that fails gives the event without its words; a new corpus or an edit
// drops what was kept.
TEST(CorpusModel, EventsWithTheirWordsAreReadOnceAndKeptForTheLastAskedFor)
{
    Corpus whole = synthetic(400);
    Corpus lean = whole;
    for (Event &e : lean.events)
        for (Account &a : e.accounts) {
            a.leaveOutWords();
        }
    CorpusModel model;
    model.setCorpus(lean);
    ASSERT_TRUE(model.wordsLeftOut());
    QHash<QString, int> wholeIndex;
    for (int i = 0; i < whole.events.size(); ++i)
        wholeIndex.insert(whole.events[i].id, i);
    QStringList reads;
    bool failing = false;
    model.setWordsReader([&](const QString &id) -> std::optional<Event> {
        reads << id;
        if (failing || !wholeIndex.contains(id))
            return std::nullopt;
        return whole.events[wholeIndex.value(id)];
    });
    std::vector<int> told;
    for (int i = 0; i < model.corpus().events.size(); ++i)
        if (!model.corpus().events[i].accounts.isEmpty())
            told.push_back(i);
    ASSERT_GT(told.size(), 257u);
    const auto quoteOf = [&](int i) { return model.eventWithWords(i)->accounts.front().quote(); };
    EXPECT_EQ(
        quoteOf(told[0]), whole.events[wholeIndex.value(model.corpus().events[told[0]].id)].accounts.front().quote());
    EXPECT_FALSE(quoteOf(told[0]).isEmpty());
    EXPECT_EQ(reads.size(), 1) << "read once, then kept";
    for (std::size_t k = 1; k <= 256; ++k)
        quoteOf(told[k]);
    EXPECT_EQ(reads.size(), 257);
    quoteOf(told[256]);
    EXPECT_EQ(reads.size(), 257) << "the last asked for is kept";
    quoteOf(told[0]);
    EXPECT_EQ(reads.size(), 258) << "the first was dropped for the 257th";
    // A read that fails: the event as the corpus holds it.
    failing = true;
    const Event *unread = model.eventWithWords(told[257]);
    ASSERT_NE(unread, nullptr);
    EXPECT_TRUE(unread->accounts.front().wordsLeftOut);
    EXPECT_EQ(unread, &model.corpus().events[told[257]]);
    failing = false;
    // An edit in place drops what was kept.
    const int before = int(reads.size());
    model.updateEvents({{told[0], whole.events[wholeIndex.value(model.corpus().events[told[0]].id)]}});
    quoteOf(told[256]);
    EXPECT_EQ(reads.size(), before + 1);
    // An event that has its words is not read.
    quoteOf(told[0]);
    EXPECT_EQ(reads.size(), before + 1);
    EXPECT_EQ(model.eventWithWords(-1), nullptr);
    EXPECT_EQ(model.eventWithWords(int(model.corpus().events.size())), nullptr);
}
