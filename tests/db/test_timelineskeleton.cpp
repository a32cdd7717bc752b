// The timeline's first read of a large database (readTimelineSkeleton): the
// events in readCorpus()'s order with the same dates, eras, accounts' sources
// and claimed dates, so that the index built from it serves the corpus.
#include "testutil.h"

#include <core/synthetic.h>
#include <core/timelinedata.h>
#include <db/database.h>
#include <db/store.h>
#include <db/timelineskeleton.h>

#include <sqlite3.h>

#include <algorithm>
#include <tuple>

using namespace parallax;
using namespace parallax::db;

namespace {

QString buildWithOddDates(const QTemporaryDir &dir)
{
    SyntheticSpec spec;
    spec.events = 400;
    Corpus c = makeSyntheticCorpus(spec);
    // Dates the fast path leaves to the parser, and some it reads itself.
    const char *dates[] = {"1814-04-06", "1814-04", "1814", "1814-04-06?", "1814~", "[1814-04-06,1814-05-01]",
        "1814-04-06/1814-04-09", "181X", "1814-21", "0000", "-0044-03-15", "1814-04-06T10:00:00Z"};
    int k = 0;
    for (const char *d : dates) {
        c.events[k * 30].date = HistoricalDate::parse(QString::fromLatin1(d)).value();
        if (!c.events[k * 30 + 1].accounts.isEmpty())
            c.events[k * 30 + 1].accounts[0].claimedDate = HistoricalDate::parse(QString::fromLatin1(d)).value();
        ++k;
    }
    const QString path = dir.filePath(QStringLiteral("odd.parallax"));
    EXPECT_TRUE(buildDatabase(c, path, false).ok());
    return path;
}

} // namespace

TEST(TimelineSkeleton, HasTheCorpusOrderDatesAndClaims)
{
    QTemporaryDir dir;
    const QString path = buildWithOddDates(dir);
    auto db = Database::open(path, Database::Access::ReadOnly);
    ASSERT_TRUE(db.ok()) << db.error().toStdString();
    auto corpus = readCorpus(*db.value(), SourceTexts::LeftOut);
    auto skeleton = readTimelineSkeleton(*db.value());
    ASSERT_TRUE(corpus.ok());
    ASSERT_TRUE(skeleton.ok()) << skeleton.error().toStdString();
    const Corpus &c = corpus.value(), &s = skeleton.value();
    ASSERT_EQ(s.events.size(), c.events.size());
    ASSERT_EQ(s.sources.size(), c.sources.size());
    for (qsizetype i = 0; i < c.events.size(); ++i) {
        ASSERT_TRUE(s.events[i].date == c.events[i].date)
            << i << " " << s.events[i].date.toEdtf().toStdString() << " vs " << c.events[i].date.toEdtf().toStdString();
        ASSERT_EQ(s.events[i].eraId, c.events[i].eraId) << i;
        ASSERT_EQ(s.events[i].accounts.size(), c.events[i].accounts.size()) << i;
        for (qsizetype a = 0; a < c.events[i].accounts.size(); ++a) {
            ASSERT_EQ(s.events[i].accounts[a].sourceId, c.events[i].accounts[a].sourceId);
            ASSERT_TRUE(s.events[i].accounts[a].claimedDate == c.events[i].accounts[a].claimedDate)
                << i << "/" << a << " " << c.events[i].accounts[a].claimedDate.toEdtf().toStdString();
        }
    }
    const TimelineData fromSkeleton = buildTimelineData(s, LaneMode::Source);
    const TimelineData fromCorpus = buildTimelineData(c, LaneMode::Source);
    EXPECT_EQ(fromSkeleton.timeOrder, fromCorpus.timeOrder);
    EXPECT_EQ(fromSkeleton.conflictSpans, fromCorpus.conflictSpans);
    EXPECT_EQ(fromSkeleton.laneTitles, fromCorpus.laneTitles);
    ASSERT_EQ(fromSkeleton.lanes.size(), fromCorpus.lanes.size());
    for (std::size_t l = 0; l < fromCorpus.lanes.size(); ++l)
        EXPECT_EQ(fromSkeleton.lanes[l].size(), fromCorpus.lanes[l].size());
}

// The index the window shows first is the corpus's own, item for item.
TEST(TimelineSkeleton, TheIndexReadNarrowlyIsTheCorpusIndex)
{
    QTemporaryDir dir;
    const QString path = buildWithOddDates(dir);
    auto db = Database::open(path, Database::Access::ReadOnly);
    ASSERT_TRUE(db.ok()) << db.error().toStdString();
    auto corpus = readCorpus(*db.value(), SourceTexts::LeftOut);
    auto index = readTimelineIndex(*db.value());
    ASSERT_TRUE(corpus.ok());
    ASSERT_TRUE(index.ok()) << index.error().toStdString();
    const TimelineData &read = index.value();
    const TimelineData built = buildTimelineData(corpus.value(), LaneMode::Source);
    EXPECT_EQ(read.timeOrder, built.timeOrder);
    EXPECT_EQ(read.conflictSpans, built.conflictSpans);
    EXPECT_EQ(read.laneTitles, built.laneTitles);
    EXPECT_EQ(read.extent.start, built.extent.start);
    EXPECT_EQ(read.extent.end, built.extent.end);
    EXPECT_EQ(read.storyExtent.start, built.storyExtent.start);
    EXPECT_EQ(read.storyExtent.end, built.storyExtent.end);
    EXPECT_EQ(read.density.total(), built.density.total());
    for (int k = 0; k < DensityPyramid::kLevels; ++k)
        EXPECT_EQ(read.density.level(k), built.density.level(k)) << k;
    ASSERT_EQ(read.lanes.size(), built.lanes.size());
    const AxisTime margin = AxisTime(500) * 366 * kSecondsPerDay; // claims reach outside the record's extent
    const AxisSpan all {built.extent.start - margin, built.extent.end + margin};
    std::size_t compared = 0;
    for (std::size_t l = 0; l < built.lanes.size(); ++l) {
        std::vector<std::tuple<AxisTime, std::uint32_t, std::uint32_t>> a, b;
        read.lanes[l].forEachVisible(
            all.start - 1, all.end + 1, [&](const TimelineItem &it) { a.emplace_back(it.start, it.length, it.bits); });
        built.lanes[l].forEachVisible(
            all.start - 1, all.end + 1, [&](const TimelineItem &it) { b.emplace_back(it.start, it.length, it.bits); });
        std::sort(a.begin(), a.end());
        std::sort(b.begin(), b.end());
        EXPECT_EQ(a.size(), built.lanes[l].size()) << l;
        EXPECT_EQ(a, b) << "lane " << l;
        compared += b.size();
    }
    EXPECT_GT(compared, std::size_t(400));
}
