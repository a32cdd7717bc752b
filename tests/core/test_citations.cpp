// Each source's citations (core/citations.h): what the source reader lists
// and marks, counted once per corpus.
#include <core/citations.h>
#include <core/synthetic.h>

#include <gtest/gtest.h>

#include <algorithm>
#include <set>

using namespace parallax;

namespace {

Account accountOf(const char *source, qsizetype start, qsizetype end)
{
    Account a;
    a.sourceId = QString::fromLatin1(source);
    a.start = start;
    a.end = end;
    return a;
}

} // namespace

TEST(Citations, CountEventsOnceAndListPassagesInTextOrder)
{
    Corpus c;
    c.sources = {Source {}, Source {}, Source {}};
    c.sources[0].id = QStringLiteral("a");
    c.sources[1].id = QStringLiteral("b");
    c.sources[2].id = QStringLiteral("silent");
    c.events.resize(3);
    c.events[0].accounts = {accountOf("a", 50, 60), accountOf("a", 10, 20), accountOf("b", 5, 9)};
    c.events[1].accounts = {accountOf("b", 1, 3)};
    c.events[2].accounts = {accountOf("a", 30, 40)};
    const auto cited = citationsBySource(c);
    ASSERT_EQ(cited.size(), 3);
    EXPECT_EQ(cited.value(QStringLiteral("a")).citedEvents, 2); // event 0 twice, counted once
    EXPECT_EQ(cited.value(QStringLiteral("b")).citedEvents, 2);
    EXPECT_EQ(cited.value(QStringLiteral("silent")).citedEvents, 0);
    EXPECT_TRUE(cited.value(QStringLiteral("silent")).passages.empty());
    const auto &a = cited.value(QStringLiteral("a")).passages;
    ASSERT_EQ(a.size(), std::size_t(3));
    EXPECT_EQ(a[0].start, 10);
    EXPECT_EQ(a[0].end, 20);
    EXPECT_EQ(a[0].event, 0);
    EXPECT_EQ(a[1].start, 30);
    EXPECT_EQ(a[1].event, 2);
    EXPECT_EQ(a[2].start, 50);
    EXPECT_EQ(a[2].event, 0);
    const auto &b = cited.value(QStringLiteral("b")).passages;
    ASSERT_EQ(b.size(), std::size_t(2));
    EXPECT_EQ(b[0].event, 1);
    EXPECT_EQ(b[1].event, 0);
}

// On a synthetic corpus: the same counts and passages as a scan per source.
TEST(Citations, AgreeWithAScanOfEachSource)
{
    SyntheticSpec spec;
    spec.events = 2000;
    const Corpus c = makeSyntheticCorpus(spec);
    const auto cited = citationsBySource(c);
    for (const Source &s : c.sources) {
        std::set<int> events;
        std::vector<std::pair<qsizetype, int>> passages;
        for (int i = 0; i < c.events.size(); ++i)
            for (const Account &a : c.events[i].accounts)
                if (a.sourceId == s.id) {
                    events.insert(i);
                    passages.push_back({a.start, i});
                }
        std::stable_sort(
            passages.begin(), passages.end(), [](const auto &x, const auto &y) { return x.first < y.first; });
        const SourceCitations &got = cited.value(s.id);
        EXPECT_EQ(got.citedEvents, int(events.size())) << s.id.toStdString();
        ASSERT_EQ(got.passages.size(), passages.size()) << s.id.toStdString();
        for (std::size_t k = 0; k < passages.size(); ++k) {
            EXPECT_EQ(got.passages[k].start, passages[k].first);
            EXPECT_EQ(got.passages[k].event, passages[k].second);
        }
        EXPECT_GT(got.citedEvents, 0);
    }
}
