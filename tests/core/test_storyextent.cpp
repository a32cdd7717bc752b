// Home fits the main story: events of background eras are on the timeline
// (its whole extent) but do not widen what Home shows.
#include <core/timelinedata.h>

#include <gtest/gtest.h>

using namespace parallax;

namespace {

Event event(const char *id, const char *date, const char *era)
{
    Event e;
    e.id = QString::fromLatin1(id);
    e.date = HistoricalDate::parse(QString::fromLatin1(date)).value();
    e.eraId = QString::fromLatin1(era);
    return e;
}

Corpus corpusWithBackground(bool background)
{
    Corpus c;
    Era story {QStringLiteral("story"), {{QStringLiteral("en"), QStringLiteral("Story")}},
        HistoricalDate::parse(QStringLiteral("1814/1821")).value(), {}};
    Era context {QStringLiteral("bg"), {{QStringLiteral("en"), QStringLiteral("Background")}},
        HistoricalDate::parse(QStringLiteral("1502/1812")).value(), {}};
    context.background = background;
    c.eras = {story, context};
    c.events = {event("a", "1814-01-25", "story"), event("b", "1821-05-05", "story"), event("old", "1502-05-21", "bg"),
        event("plan", "1804", "bg")};
    return c;
}

} // namespace

TEST(StoryExtent, BackgroundErasDoNotWidenHome)
{
    for (LaneMode mode : {LaneMode::Source, LaneMode::Era, LaneMode::Single}) {
        const TimelineData d = buildTimelineData(corpusWithBackground(true), mode);
        EXPECT_EQ(d.storyExtent.start, HistoricalDate::parse(QStringLiteral("1814-01-25")).value().span().start);
        EXPECT_EQ(d.storyExtent.end, HistoricalDate::parse(QStringLiteral("1821-05-05")).value().span().end);
        // The whole extent still reaches the background (zooming out shows it).
        EXPECT_EQ(d.extent.start, HistoricalDate::parse(QStringLiteral("1502-05-21")).value().span().start);
    }
}

TEST(StoryExtent, WithoutBackgroundTheStoryIsEverything)
{
    const TimelineData d = buildTimelineData(corpusWithBackground(false), LaneMode::Single);
    EXPECT_EQ(d.storyExtent.start, d.extent.start);
    EXPECT_EQ(d.storyExtent.end, d.extent.end);
}

TEST(StoryExtent, OnlyBackgroundFitsEverything)
{
    Corpus c = corpusWithBackground(true);
    c.events.remove(0, 2);
    const TimelineData d = buildTimelineData(c, LaneMode::Single);
    EXPECT_EQ(d.storyExtent.start, d.extent.start);
    EXPECT_EQ(d.storyExtent.end, d.extent.end);
    EXPECT_GT(d.extent.length(), 0);
}

// A source that dates an event two days before the record is on screen after
// Home (the walkthrough found such an account off screen).
TEST(StoryExtent, HomeShowsTheDatesTheAccountsClaim)
{
    Corpus c;
    Source s;
    s.id = QStringLiteral("memoir");
    s.title = QStringLiteral("Memoir");
    s.language = QStringLiteral("en");
    c.sources = {s};
    Event e = event("abdication", "1814-04-06", "");
    Account a;
    a.sourceId = s.id;
    a.claimedDate = HistoricalDate::parse(QStringLiteral("1814-04-04")).value();
    e.accounts = {a};
    c.events = {e, event("farewell", "1814-04-20", "")};
    const AxisTime claimed = a.claimedDate.span().start;
    EXPECT_EQ(buildTimelineData(c, LaneMode::Source).storyExtent.start, claimed);
    // Without the sources' lanes only the record is drawn, and fitted.
    EXPECT_EQ(buildTimelineData(c, LaneMode::Single).storyExtent.start, e.date.span().start);
}
