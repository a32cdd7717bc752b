// The counts behind the statistics charts, against hand-counted corpora.
#include <core/statistics.h>
#include <core/synthetic.h>

#include <gtest/gtest.h>

#include <QLocale>
#include <QSet>

using namespace parallax;

namespace {

AxisTime at(int y, int m, int d)
{
    AxisTime t = 0;
    axisTimeOf(y, m, d, 0, 0, 0, &t);
    return t;
}

HistoricalDate date(const char *edtf)
{
    return HistoricalDate::parse(QString::fromLatin1(edtf)).value();
}

Account told(const char *source, const char *claimed = nullptr)
{
    Account a;
    a.sourceId = QString::fromLatin1(source);
    if (claimed)
        a.claimedDate = date(claimed);
    return a;
}

Event event(const char *record, const char *era, QList<Account> accounts)
{
    Event e;
    e.date = date(record);
    e.eraId = QString::fromLatin1(era);
    e.accounts = std::move(accounts);
    return e;
}

// Two sources, two eras; what each counts is written beside it.
Corpus handCounted()
{
    Corpus c;
    for (const char *id : {"x", "y"}) {
        Source s;
        s.id = QString::fromLatin1(id);
        c.sources.append(s);
    }
    c.eras = {{QStringLiteral("early"), {}, date("1814"), {}}, {QStringLiteral("late"), {}, date("1815"), {}}};
    c.events = {
        // x dates it in February (its own date), y leaves it to the record (March).
        event("1814-03-10", "early", {told("x", "1814-02-20"), told("y")}),
        // x cites it twice: counted once.
        event("1814-03-15", "early", {told("x"), told("x", "1814-03-16")}),
        // A source the corpus does not list counts nowhere.
        event("1814-03-20", "late", {told("ghost"), told("y", "1814-04-02")}),
        // Outside the window (May) for the periods, still in the coverage.
        event("1814-05-02", "late", {told("y")}),
        // An era the corpus does not list: no coverage cell.
        event("1814-02-01", "nowhere", {told("x")}),
    };
    return c;
}

} // namespace

TEST(Statistics, MonthsCountWhereEachSourceDatesTheEvent)
{
    const Corpus c = handCounted();
    const std::vector<char> all(std::size_t(c.events.size()), 1);
    const PeriodCounts pc = countEventsPerPeriod(c, all, {at(1814, 2, 1), at(1814, 5, 1)});
    ASSERT_FALSE(pc.byYear);
    ASSERT_EQ(pc.periods.size(), 3u);
    EXPECT_EQ(
        pc.labels, QStringList({QStringLiteral("Feb 1814"), QStringLiteral("Mar 1814"), QStringLiteral("Apr 1814")}));
    // The months as the program's language names them (the Danish window's
    // chart read "Mar 1814").
    const QLocale before;
    QLocale::setDefault(QLocale(QLocale::Danish, QLocale::Denmark));
    const QString da = countEventsPerPeriod(c, all, {at(1814, 2, 1), at(1814, 5, 1)}).labels[1];
    QLocale::setDefault(QLocale(QLocale::Chinese, QLocale::China));
    const QString zh = countEventsPerPeriod(c, all, {at(1814, 2, 1), at(1814, 5, 1)}).labels[1];
    QLocale::setDefault(before);
    EXPECT_EQ(da, QLocale(QLocale::Danish).monthName(3, QLocale::ShortFormat) + QStringLiteral(" 1814"));
    EXPECT_NE(da, QStringLiteral("Mar 1814"));
    EXPECT_EQ(zh, QStringLiteral("1814年3月"));
    EXPECT_EQ(pc.periods[1].start, at(1814, 3, 1));
    EXPECT_EQ(pc.periods[1].end, at(1814, 4, 1));
    EXPECT_EQ(pc.sources, QStringList({QStringLiteral("x"), QStringLiteral("y")}));
    EXPECT_EQ(pc.counts[0], (std::vector<int> {2, 1, 0})); // x: 20 Feb and 1 Feb; 15 Mar once
    EXPECT_EQ(pc.counts[1], (std::vector<int> {0, 1, 1})); // y: 10 Mar (record), 2 Apr (its own)

    // Excluded events count nowhere.
    std::vector<char> some = all;
    some[0] = 0;
    some.resize(3); // and events past the end of the flags are excluded
    const PeriodCounts fewer = countEventsPerPeriod(c, some, {at(1814, 2, 1), at(1814, 5, 1)});
    EXPECT_EQ(fewer.counts[0], (std::vector<int> {0, 1, 0}));
    EXPECT_EQ(fewer.counts[1], (std::vector<int> {0, 0, 1}));
}

TEST(Statistics, LongWindowsCountByYearAndCrossDecember)
{
    const Corpus c = handCounted();
    const std::vector<char> all(std::size_t(c.events.size()), 1);
    const PeriodCounts years = countEventsPerPeriod(c, all, {at(1810, 6, 1), at(1816, 1, 1)});
    ASSERT_TRUE(years.byYear);
    EXPECT_EQ(years.labels.first(), QStringLiteral("1810"));
    EXPECT_EQ(years.labels.last(), QStringLiteral("1815"));
    EXPECT_EQ(years.counts[0][4], 3); // 1814, each event once per source
    EXPECT_EQ(years.counts[1][4], 3);

    const PeriodCounts winter = countEventsPerPeriod(c, all, {at(1813, 11, 1), at(1814, 3, 1)});
    EXPECT_EQ(winter.labels,
        QStringList({QStringLiteral("Nov 1813"), QStringLiteral("Dec 1813"), QStringLiteral("Jan 1814"),
            QStringLiteral("Feb 1814")}));
    EXPECT_EQ(winter.periods[1].end, at(1814, 1, 1));
}

TEST(Statistics, CoverageCountsEachSourceOncePerEventAndEra)
{
    const Corpus c = handCounted();
    const std::vector<char> all(std::size_t(c.events.size()), 1);
    const Coverage cov = countCoverage(c, all);
    EXPECT_EQ(cov.eras, QStringList({QStringLiteral("early"), QStringLiteral("late")}));
    EXPECT_EQ(cov.counts[0], (std::vector<int> {2, 0}));
    EXPECT_EQ(cov.counts[1], (std::vector<int> {1, 2}));

    // On a synthetic corpus the cells add up to the (event, source) pairs.
    SyntheticSpec spec;
    spec.events = 3000;
    const Corpus s = makeSyntheticCorpus(spec);
    const Coverage big = countCoverage(s, std::vector<char>(std::size_t(s.events.size()), 1));
    int cells = 0, pairs = 0;
    for (const auto &row : big.counts)
        for (int v : row)
            cells += v;
    for (const Event &e : s.events) {
        QSet<QString> sources;
        for (const Account &a : e.accounts)
            sources.insert(a.sourceId);
        pairs += int(sources.size());
    }
    EXPECT_GT(pairs, 3000);
    EXPECT_EQ(cells, pairs);
}

TEST(Statistics, DecimalYears)
{
    EXPECT_DOUBLE_EQ(decimalYear(at(1815, 1, 1)), 1815.0);
    EXPECT_NEAR(decimalYear(at(1815, 7, 2)), 1815.5, 0.002);
    EXPECT_NEAR(decimalYear(at(1816, 12, 31)), 1816.997, 0.001); // a leap year
    EXPECT_LT(decimalYear(at(-44, 3, 15)), -43.7);
}

// At 1280×720 the chart has room for about two dozen labelled bars: five
// centuries are counted 25 years a bar, and a source that dates an event of
// 1815 to 2015 does not spread the bars over two centuries of empty years
// (issue 14: every label collapsed to "…").
TEST(Statistics, LongWindowsStayReadableAsBars)
{
    const Corpus c = handCounted();
    const std::vector<char> all(std::size_t(c.events.size()), 1);
    const PeriodCounts centuries = countEventsPerPeriod(c, all, {at(1500, 1, 1), at(2000, 1, 1)});
    ASSERT_TRUE(centuries.byYear);
    EXPECT_EQ(centuries.yearsPerBar, 25);
    EXPECT_LE(centuries.periods.size(), 24u);
    EXPECT_EQ(centuries.labels.first(), QStringLiteral("1500"));
    int counted = 0;
    for (const auto &source : centuries.counts)
        for (int n : source)
            counted += n;
    EXPECT_EQ(counted, 6) << "every event of 1814 counted once per source";

    Corpus late = c;
    late.events[0].accounts[0].claimedDate = date("2015-06-18");
    const PeriodCounts gap = countEventsPerPeriod(late, all, {at(1814, 1, 1), at(2016, 1, 1)});
    ASSERT_TRUE(gap.byYear);
    EXPECT_LE(gap.periods.size(), 24u);
    EXPECT_TRUE(gap.labels.contains(QStringLiteral("…"))) << gap.labels.join(QLatin1Char(' ')).toStdString();
    EXPECT_EQ(gap.labels.last(), QStringLiteral("2015"));
    for (std::size_t k = 1; k < gap.periods.size(); ++k)
        EXPECT_EQ(gap.periods[k].start, gap.periods[k - 1].end) << "the bars still cover the window, gap included";
}

// An edit takes an event's old part out of the counts and puts its new one
// in: the counts stay those of a fresh count (issue 13).
TEST(Statistics, AnEventCountedOutAndInAgainGivesAFreshCount)
{
    SyntheticSpec spec;
    spec.events = 500;
    spec.sources = 4;
    spec.firstYear = 1810;
    spec.lastYear = 1815;
    Corpus c = makeSyntheticCorpus(spec);
    std::vector<char> include(std::size_t(c.events.size()), 1);
    for (std::size_t i = 0; i < include.size(); i += 7)
        include[i] = 0;
    const AxisSpan window {at(1811, 1, 1), at(1814, 1, 1)};
    PeriodCounts periods = countEventsPerPeriod(c, include, window);
    Coverage coverage = countCoverage(c, include);
    for (int step = 0; step < 200; ++step) {
        const int i = (step * 37) % int(c.events.size());
        Event e = c.events[i];
        if (step % 3 == 0 && !e.accounts.isEmpty())
            e.accounts[0].claimedDate = date(step % 2 ? "1812-06-01" : "1813-02");
        else if (step % 3 == 1)
            e.accounts.append(told(qPrintable(c.sources[step % 4].id), "1811-11-11"));
        else
            e.eraId = c.eras[std::size_t(step) % std::size_t(c.eras.size())].id;
        if (include[std::size_t(i)]) {
            countEventInPeriods(periods, c.events[i], -1);
            countEventInCoverage(coverage, c.events[i], -1);
            countEventInPeriods(periods, e, 1);
            countEventInCoverage(coverage, e, 1);
        }
        c.events[i] = e;
    }
    EXPECT_EQ(periods.counts, countEventsPerPeriod(c, include, window).counts);
    EXPECT_EQ(coverage.counts, countCoverage(c, include).counts);
    EXPECT_GT(coverage.counts[0][0] + coverage.counts[1][1], 0);
}

// A chart's sets: up to keep + 1 sources as they are; more, the `keep` that
// count most in corpus order (the first of equals first), and the others
// summed up bar by bar in one last set.
TEST(Statistics, ChartSetsKeepTheLargestAndSumTheOthers)
{
    const QStringList four {QStringLiteral("a"), QStringLiteral("b"), QStringLiteral("c"), QStringLiteral("d")};
    const std::vector<std::vector<int>> counts {{1, 0}, {5, 5}, {0, 2}, {3, 3}};
    const ChartSets same = chartSets(four, counts, 3);
    EXPECT_EQ(same.sources, four);
    EXPECT_EQ(same.others, 0);
    EXPECT_EQ(same.counts, counts);
    const ChartSets two = chartSets(four, counts, 2);
    EXPECT_EQ(two.sources, (QStringList {QStringLiteral("b"), QStringLiteral("d")}));
    EXPECT_EQ(two.others, 2);
    EXPECT_EQ(two.counts, (std::vector<std::vector<int>> {{5, 5}, {3, 3}, {1, 2}}));
    const ChartSets ties = chartSets(four, {{2, 0}, {1, 1}, {0, 2}, {1, 0}}, 2);
    EXPECT_EQ(ties.sources, (QStringList {QStringLiteral("a"), QStringLiteral("b")}));
    EXPECT_EQ(ties.counts.back(), (std::vector<int> {1, 2}));
    // A source that counts nothing is not shown on its own.
    const ChartSets zeros = chartSets(four, {{0, 0}, {4, 0}, {0, 0}, {0, 0}}, 2);
    EXPECT_EQ(zeros.sources, QStringList {QStringLiteral("b")});
    EXPECT_EQ(zeros.others, 3);
    EXPECT_EQ(zeros.counts, (std::vector<std::vector<int>> {{4, 0}, {0, 0}}));
    // Ranked by another count (the corpus's): its largest, unless they count nothing here.
    const QHash<QString, qint64> rank {
        {QStringLiteral("a"), 9}, {QStringLiteral("b"), 1}, {QStringLiteral("c"), 8}, {QStringLiteral("d"), 7}};
    const ChartSets ranked = chartSets(four, {{1, 0}, {5, 5}, {0, 0}, {3, 3}}, 2, rank);
    EXPECT_EQ(ranked.sources, (QStringList {QStringLiteral("a"), QStringLiteral("d")}));
    EXPECT_EQ(ranked.counts.back(), (std::vector<int> {5, 5}));
    // Under a fiftieth of the whole: with the others, though it ranks first.
    const ChartSets small = chartSets(four, {{1, 0}, {60, 60}, {0, 0}, {1, 1}}, 2, rank);
    EXPECT_EQ(small.sources, QStringList {QStringLiteral("b")});
    EXPECT_EQ(small.counts, (std::vector<std::vector<int>> {{60, 60}, {2, 1}}));
    // A thousand sources alike: one set of them all.
    QStringList many;
    for (int i = 0; i < 1000; ++i)
        many << QString::number(i);
    const ChartSets alike = chartSets(many, std::vector<std::vector<int>>(1000, {3, 1}), 8);
    EXPECT_TRUE(alike.sources.isEmpty());
    EXPECT_EQ(alike.others, 1000);
    EXPECT_EQ(alike.counts, (std::vector<std::vector<int>> {{3000, 1000}}));
}

// Coverage also counts the events each source tells outside every era.
TEST(Statistics, CoverageCountsWhatEachSourceTellsInAll)
{
    Corpus c = handCounted();
    const std::vector<char> all(std::size_t(c.events.size()), 1);
    c.events[0].eraId = QStringLiteral("no-such-era");
    const Coverage coverage = countCoverage(c, all);
    ASSERT_EQ(coverage.told.size(), std::size_t(coverage.sources.size()));
    for (qsizetype s = 0; s < coverage.sources.size(); ++s) {
        qint64 tells = 0;
        for (const Event &e : c.events)
            tells += std::any_of(e.accounts.begin(), e.accounts.end(),
                [&](const Account &a) { return a.sourceId == coverage.sources[s]; });
        EXPECT_EQ(coverage.told[std::size_t(s)], tells) << coverage.sources[s].toStdString();
    }
}
