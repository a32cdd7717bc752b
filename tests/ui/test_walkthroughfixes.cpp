// What the new-user walkthrough of editing found: the timeline kept refitting
// after every edit, the overview strip kept the last database's marks after
// File ▸ New, a place no event uses was not on the map, and a new source's
// title was its file name.
#include "../qtprint.h"

#include <core/synthetic.h>
#include <ui/corpusmodel.h>
#include <ui/editing/addsourcedialog.h>
#include <ui/editing/sourcetitle.h>
#include <ui/map/maprenderer.h>
#include <ui/timeline/overviewstrip.h>
#include <ui/timeline/timelinewidget.h>

#include <gtest/gtest.h>

#include <QApplication>
#include <QComboBox>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QSignalSpy>
#include <QTest>

using namespace parallax;
using namespace parallax::ui;

namespace {

Corpus smallCorpus()
{
    SyntheticSpec spec;
    spec.events = 300;
    spec.sources = 3;
    spec.places = 8;
    spec.seed = 1813;
    Corpus c = makeSyntheticCorpus(spec);
    c.title = QStringLiteral("Synthetic");
    return c;
}

bool sameSpan(const AxisSpan &a, const AxisSpan &b)
{
    return std::abs(double(a.start - b.start)) < 2 && std::abs(double(a.end - b.end)) < 2;
}

} // namespace

TEST(WalkthroughFixes, AnEditKeepsTheTimelinesViewAnotherCorpusIsShownWhole)
{
    CorpusModel model;
    model.setCorpus(smallCorpus());
    TimelineWidget timeline(&model);
    timeline.resize(1000, 400);
    timeline.show();
    QApplication::processEvents();
    timeline.zoomStep(+1);
    timeline.zoomStep(+1);
    timeline.panBy(-120);
    QTest::qWait(400); // the zoom's animation ends
    model.selectEvent(5);
    const AxisSpan mine = timeline.visibleSpan();

    // An edit of the selected event, and one that adds an event far away.
    Corpus edited = model.corpus();
    edited.events[5].titles.insert(QStringLiteral("en"), QStringLiteral("Renamed"));
    model.updateCorpus(edited);
    EXPECT_TRUE(sameSpan(timeline.visibleSpan(), mine))
        << timeline.visibleSpan().start << " " << timeline.visibleSpan().end << " / " << mine.start << " " << mine.end;
    Event far = edited.events[0];
    far.id = QStringLiteral("far");
    far.accounts.clear();
    far.date = HistoricalDate::parse(QStringLiteral("1914-08-01")).value();
    edited.events.append(far);
    model.updateCorpus(edited);
    EXPECT_TRUE(sameSpan(timeline.visibleSpan(), mine));
    EXPECT_EQ(model.corpus().events[model.selectedEvent()].id, edited.events[5].id);

    // Another database is shown whole, as Home would.
    Corpus other = smallCorpus();
    other.title = QStringLiteral("Another");
    model.setCorpus(other);
    const AxisSpan whole = timeline.visibleSpan();
    timeline.fitAll();
    EXPECT_TRUE(sameSpan(timeline.visibleSpan(), whole));
    EXPECT_FALSE(sameSpan(whole, mine));
}

TEST(WalkthroughFixes, TheOverviewStripForgetsTheLastDatabase)
{
    CorpusModel model;
    model.setCorpus(smallCorpus());
    TimelineWidget timeline(&model);
    OverviewStrip strip(&timeline);
    QSignalSpy redraws(&timeline, &TimelineWidget::viewChanged);
    Corpus empty;
    empty.title = QStringLiteral("history");
    model.setCorpus(empty); // File ▸ New
    EXPECT_GE(redraws.count(), 1); // the strip repaints (on viewChanged), now empty
    EXPECT_EQ(timeline.data().density.total(), 0u);
}

TEST(WalkthroughFixes, APlaceNoEventUsesIsOnTheMapOneFilteredOutIsNot)
{
    Corpus c;
    auto place = [](const char *id, double lat, double lon) {
        Place p;
        p.id = QString::fromLatin1(id);
        p.names.insert(QStringLiteral("en"), p.id);
        p.lat = lat;
        p.lon = lon;
        return p;
    };
    const Place used = place("paris", 48.86, 2.35), fresh = place("elba", 42.78, 10.28),
                hidden = place("lyon", 45.76, 4.84);
    c.places = {used, fresh, hidden};
    Event a;
    a.id = QStringLiteral("a");
    a.placeId = used.id;
    a.date = HistoricalDate::parse(QStringLiteral("1814-04-06")).value();
    Event b = a;
    b.id = QStringLiteral("b");
    b.placeId = hidden.id;
    c.events = {a, b};
    auto drawn = [](const MapData &d) {
        QStringList ids;
        for (const MapData::PlaceMark &pm : d.places)
            ids << QString::number(pm.place);
        return ids;
    };
    const QStringList all = drawn(MapData::build(c, std::vector<MapData::LandRing> {}));
    EXPECT_TRUE(all.contains(QStringLiteral("1"))) << all.join(u',').toStdString(); // Elba, just added
    EXPECT_EQ(all.size(), 3);
    const std::vector<char> onlyA {1, 0};
    const QStringList filtered = drawn(MapData::build(c, std::vector<MapData::LandRing> {}, &onlyA));
    EXPECT_TRUE(filtered.contains(QStringLiteral("0")));
    EXPECT_TRUE(filtered.contains(QStringLiteral("1")));
    EXPECT_FALSE(filtered.contains(QStringLiteral("2"))); // Lyon: its only event is filtered out
}

TEST(WalkthroughFixes, ANewSourcesTitleIsItsFirstLineOrAReadableFileName)
{
    EXPECT_EQ(proposeSourceTitle(QStringLiteral("\n  The Fontainebleau Days\nIn the spring of 1814…"),
                  QStringLiteral("fontainebleau-en.txt")),
        QStringLiteral("The Fontainebleau Days"));
    EXPECT_EQ(proposeSourceTitle(QStringLiteral("# Memoirs of Elba\n\ntext"), {}), QStringLiteral("Memoirs of Elba"));
    // A sentence is not a title: the file's name, made readable.
    EXPECT_EQ(proposeSourceTitle(QStringLiteral("On 4 April 1814 his marshals pressed him, and he signed."),
                  QStringLiteral("/tmp/napoleon_last_days-utf8.txt")),
        QStringLiteral("Napoleon last days"));
    EXPECT_EQ(proposeSourceTitle(QString(QStringLiteral("word ")).repeated(30), QStringLiteral("Las_Cases.txt")),
        QStringLiteral("Las Cases"));
    EXPECT_EQ(proposeSourceTitle(QStringLiteral("一八一四年四月六日，皇帝退位。"), QStringLiteral("zh-gb18030.txt")),
        QStringLiteral("Zh"));
    EXPECT_TRUE(proposeSourceTitle(QStringLiteral("A sentence, not a title."), {}).isEmpty());
}

TEST(WalkthroughFixes, AddSourceProposesTheFirstLineAndKeepsWhatTheUserTyped)
{
    AddSourceDialog dialog;
    ASSERT_TRUE(dialog.loadFile(QStringLiteral(PARALLAX_TEST_DATA "/fontainebleau-zh-gb18030.txt")));
    EXPECT_EQ(dialog.titleEdit()->text(), QStringLiteral("枫丹白露的最后日子"));
    ASSERT_TRUE(dialog.loadFile(QStringLiteral(PARALLAX_TEST_DATA "/fontainebleau-en.txt")));
    EXPECT_EQ(dialog.titleEdit()->text(), QStringLiteral("The Fontainebleau Days"));
    // The user's own title stays through another encoding and another file.
    dialog.titleEdit()->selectAll();
    QTest::keyClicks(dialog.titleEdit(), QStringLiteral("Fontainebleau, an English account"));
    dialog.encodingBox()->setCurrentText(QStringLiteral("UTF-16LE"));
    dialog.encodingBox()->setCurrentText(QStringLiteral("UTF-8"));
    ASSERT_TRUE(dialog.loadFile(QStringLiteral(PARALLAX_TEST_DATA "/fontainebleau-zh-gb18030.txt")));
    EXPECT_EQ(dialog.titleEdit()->text(), QStringLiteral("Fontainebleau, an English account"));
    EXPECT_EQ(dialog.source().title, QStringLiteral("Fontainebleau, an English account"));
}
