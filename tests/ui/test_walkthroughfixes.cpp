// What the new-user walkthrough of editing found: the timeline kept refitting
// after every edit, the overview strip kept the last database's marks after
// File ▸ New, a place no event uses was not on the map, and a new source's
// title was its file name.
#include "../qtprint.h"

#include <core/synthetic.h>
#include <core/timelinedata.h>
#include <db/corpusloader.h>
#include <db/userdata.h>
#include <ui/corpusmodel.h>
#include <ui/editing/addsourcedialog.h>
#include <ui/editing/sourcetitle.h>
#include <ui/map/maprenderer.h>
#include <ui/timeline/overviewstrip.h>
#include <ui/timeline/timelinerenderer.h>
#include <ui/timeline/timelinewidget.h>

#include <gtest/gtest.h>

#include <QApplication>
#include <QComboBox>
#include <QImage>
#include <QLineEdit>
#include <QPainter>
#include <QPlainTextEdit>
#include <QSignalSpy>
#include <QTest>

#include <memory>

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

// A new text's language, proposed from its words: a Danish text was
// proposed as English, and its dates then read as English.
TEST(WalkthroughFixes, AddSourceProposesTheTextsLanguage)
{
    EXPECT_EQ(proposeSourceLanguage(QStringLiteral("Den 17. maj 1814 kom kejseren til øen, og han blev der i ti "
                                                   "måneder. Efter det rejste han til Frankrig.")),
        QStringLiteral("da"));
    EXPECT_EQ(proposeSourceLanguage(QStringLiteral("On 17 May 1814 the emperor came to the island, and he stayed "
                                                   "there for ten months. After that he sailed to France.")),
        QStringLiteral("en"));
    EXPECT_EQ(proposeSourceLanguage(QStringLiteral("一八一四年四月六日，皇帝在枫丹白露退位。")), QStringLiteral("zh"));
    EXPECT_EQ(proposeSourceLanguage(QString()), QStringLiteral("en"));
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

// A renamed event's label is as wide as its new title (the renderer measured
// each label once and kept the width: the new title was cut to the old one).
TEST(WalkthroughFixes, ARenamedEventsLabelIsMeasuredAgain)
{
    CorpusModel model;
    Corpus c;
    c.title = QStringLiteral("labels");
    for (const char *d : {"1814-04-06", "1814-04-20"}) {
        Event e;
        e.id = QString::fromLatin1(d);
        e.titles.insert(QStringLiteral("en"), QStringLiteral("Abdication"));
        e.date = HistoricalDate::parse(QString::fromLatin1(d)).value();
        c.events.append(e);
    }
    model.setCorpus(c);
    TimelineWidget timeline(&model);
    timeline.resize(1000, 400);
    timeline.show();
    QApplication::processEvents();
    auto widest = [&] {
        timeline.grab();
        double w = 0;
        for (const TimelineMarker &m : timeline.markers())
            if (m.event == 0)
                w = std::max(w, m.rect.width());
        return w;
    };
    const double before = widest();
    ASSERT_GT(before, 0);
    c.events[0].titles.insert(
        QStringLiteral("en"), QStringLiteral("Abdication at Fontainebleau, signed in the palace"));
    model.updateCorpus(c);
    EXPECT_GT(widest(), before * 2);
}

// At 200k events the lanes are density strips down to the foot of the plot:
// an era name drawn there showed through the strips' one-pixel gaps as glyph
// fragments (issue 14). No era name is drawn where a strip's bar stands.
TEST(WalkthroughFixes, NoEraNameIsDrawnUnderADensityStrip)
{
    SyntheticSpec spec;
    spec.events = 200000;
    spec.firstYear = 1800;
    spec.lastYear = 1829;
    const Corpus c = makeSyntheticCorpus(spec);
    const TimelineData data = buildTimelineData(c, LaneMode::Source); // the last lane ends at the foot
    TimelineRenderer renderer(&c);
    QImage img(1600, 500, QImage::Format_ARGB32_Premultiplied);
    for (const int years : {30, 8, 2}) {
        TimelineView v;
        const AxisTime window = AxisTime(years) * 365 * kSecondsPerDay;
        v.scale = TimeScale(data.extent.start, double(window) / (img.width() - TimelineRenderer::kGutter));
        v.palette = QApplication::palette();
        v.font = QApplication::font();
        QPainter p(&img);
        renderer.paint(p, img.rect(), data, v);
        p.end();
        ASSERT_FALSE(renderer.stripBars().empty()) << years << " years: the lane is drawn as a strip";
        for (const QRectF &name : renderer.eraNameRects())
            for (const QRect &bar : renderer.stripBars())
                EXPECT_FALSE(name.intersects(QRectF(bar).adjusted(-1, 0, 1, 0)))
                    << years << " years: an era name under the strip at x = " << bar.x();
    }
}

// No tick label of the axis is cut at the right edge: at hour zoom the last
// read "13" or "00:0" (a walkthrough by helper-92). Across zooms from a day
// to decades, at widths a pixel apart, every label written lies inside the
// frame, and the axis still names its ticks.
TEST(WalkthroughFixes, NoAxisLabelIsCutAtTheRightEdge)
{
    SyntheticSpec spec;
    spec.events = 500;
    spec.firstYear = 1800;
    spec.lastYear = 1829;
    const Corpus c = makeSyntheticCorpus(spec);
    const TimelineData data = buildTimelineData(c, LaneMode::Single);
    TimelineRenderer renderer(&c);
    int checked = 0;
    for (const AxisTime window : {AxisTime(kSecondsPerDay), AxisTime(9) * 3600, AxisTime(40) * kSecondsPerDay,
             AxisTime(3) * 365 * kSecondsPerDay, AxisTime(29) * 365 * kSecondsPerDay})
        for (int width = 700; width < 760; width += 3) {
            QImage img(width, 300, QImage::Format_ARGB32_Premultiplied);
            TimelineView v;
            v.scale = TimeScale(data.extent.start + window / 7, double(window) / (width - TimelineRenderer::kGutter));
            v.palette = QApplication::palette();
            v.font = QApplication::font();
            QPainter p(&img);
            renderer.paint(p, img.rect(), data, v);
            p.end();
            EXPECT_GE(renderer.axisLabelRects().size(), 3u) << width;
            for (const QRectF &label : renderer.axisLabelRects()) {
                ++checked;
                EXPECT_LE(label.right(), width) << "a label cut at the edge, " << width << " px wide";
            }
        }
    EXPECT_GT(checked, 500);
}

// The overview strip names the years along the whole corpus: across
// 1500–2000 it showed "1500" alone (its coarser tier was 1500 and 2000)
// (issue 14, the window at a million events).
TEST(WalkthroughFixes, TheOverviewStripNamesYearsAlongFiveCenturies)
{
    SyntheticSpec spec;
    spec.events = 2000;
    spec.firstYear = 1500;
    spec.lastYear = 1999;
    CorpusModel model;
    model.setCorpus(makeSyntheticCorpus(spec));
    TimelineWidget timeline(&model);
    OverviewStrip strip(&timeline);
    timeline.resize(1000, 400);
    strip.resize(1000, 44);
    strip.grab();
    EXPECT_GE(strip.labelsShown().size(), 5) << strip.labelsShown().join(QStringLiteral(" ")).toStdString();
    EXPECT_TRUE(strip.labelsShown().contains(QStringLiteral("1750")))
        << strip.labelsShown().join(QStringLiteral(" ")).toStdString();
}

namespace {

// The overview strip of a corpus's timeline, painted at the width asked.
struct OverviewOf
{
    CorpusModel model;
    std::unique_ptr<TimelineWidget> timeline;
    std::unique_ptr<OverviewStrip> strip;

    explicit OverviewOf(const Corpus &c)
    {
        model.setCorpus(c);
        timeline = std::make_unique<TimelineWidget>(&model);
        strip = std::make_unique<OverviewStrip>(timeline.get());
    }
    const OverviewStrip &at(int width)
    {
        timeline->resize(width, 400);
        strip->resize(width, 44);
        strip->grab();
        return *strip;
    }
};

} // namespace

// Events in 1502, 1803–1804 and 1813–1820 (the bundled corpus's years): the
// long empty stretches are cut short, and a cut's mark was drawn through the
// year named just before it ("15//02", "18//04").
TEST(WalkthroughFixes, TheOverviewsCutMarksStayClearOfItsYears)
{
    Corpus c = smallCorpus();
    const char *const years[] = {"1502-06-01", "1803-02-01", "1804-11-01", "1813-05-01", "1820-03-01"};
    for (qsizetype i = 0; i < c.events.size(); ++i)
        c.events[i].date = HistoricalDate::parse(
            QString::fromLatin1(years[i % 5]).left(8) + QStringLiteral("%1").arg(1 + i % 27, 2, 10, QChar(u'0')))
                               .value();
    OverviewOf overview(c);
    for (const int width : {640, 1000, 1600}) {
        const OverviewStrip &strip = overview.at(width);
        ASSERT_FALSE(strip.cutMarks().isEmpty()) << width << ": the empty centuries are cut short";
        ASSERT_GE(strip.labelsShown().size(), 3) << strip.labelsShown().join(u' ').toStdString();
        for (qsizetype i = 0; i < strip.labelRects().size(); ++i)
            for (const QRectF &mark : strip.cutMarks())
                EXPECT_FALSE(strip.labelRects()[i].intersects(mark))
                    << width << ": a cut's mark over " << strip.labelsShown()[i].toStdString();
    }
}

namespace {

// The overview's labels clear of each other, of the cuts' marks and of the end.
void expectLabelsApart(const OverviewStrip &strip)
{
    const QList<QRectF> &rects = strip.labelRects();
    const QStringList &labels = strip.labelsShown();
    for (qsizetype i = 0; i < rects.size(); ++i) {
        EXPECT_LE(rects[i].right(), strip.width()) << strip.width() << ": " << labels[i].toStdString();
        for (qsizetype j = i + 1; j < rects.size(); ++j)
            EXPECT_FALSE(rects[i].adjusted(-2, 0, 2, 0).intersects(rects[j]))
                << strip.width() << ": " << labels[i].toStdString() << " over " << labels[j].toStdString();
        for (const QRectF &mark : strip.cutMarks())
            EXPECT_FALSE(rects[i].intersects(mark))
                << strip.width() << ": a cut's mark over " << labels[i].toStdString();
    }
}

} // namespace

// The overview named no year for a short stretch at its end: the bundled
// corpus's last year (its label ran a few pixels past the end), nor a year
// alone after a cut (the stretch before took its room). Each stretch with
// room for a year names one, before any stretch names a second, clear of
// the others and of the cuts' marks.
TEST(WalkthroughFixes, TheOverviewNamesTheYearOfAShortLastStretch)
{
    CorpusModel bundled;
    bundled.setCorpus(db::loadCorpusFolder(db::bundledCorpusPath()).corpus);
    Corpus c = smallCorpus(); // 1800–1815, and a few events alone in June 1830
    for (qsizetype i = 0; i < c.events.size(); ++i)
        c.events[i].date = HistoricalDate::parse(i % 60 == 0
                ? QStringLiteral("1830-06-15")
                : QStringLiteral("%1-%2-10").arg(1800 + i % 16).arg(1 + i % 12, 2, 10, QChar(u'0')))
                               .value();
    CorpusModel alone;
    alone.setCorpus(c);
    // (At 640 pixels the bundled corpus's ticks step by two years, 1814 to 1820.)
    for (const auto &[model, year, narrowest] : {std::tuple(&bundled, "1821", 800), std::tuple(&alone, "1830", 640)}) {
        TimelineWidget timeline(model);
        OverviewStrip strip(&timeline);
        for (const int width : {640, 800, 1000, 1280, 1600}) {
            if (width < narrowest)
                continue;
            timeline.resize(width, 400);
            strip.resize(width, 44);
            strip.grab();
            ASSERT_FALSE(strip.cutMarks().isEmpty()) << width << ": the empty years are cut short";
            // Its year, alone or with the month of a stretch a few months long ("June 1830").
            const QStringList shown = strip.labelsShown();
            const QLatin1String named(year); // (a structured binding is not captured)
            EXPECT_TRUE(std::any_of(
                shown.begin(), shown.end(), [&named](const QString &label) { return label.endsWith(named); }))
                << width << ": " << shown.join(u' ').toStdString();
            EXPECT_GE(strip.labelsShown().size(), 3) << width;
            expectLabelsApart(strip);
        }
    }
}

// A new database's three events, on 1 March, 20 March and 18 June 1815:
// the breaks between them leave stretches of a day, whose ticks were hours,
// and the strip read "00:00", "00:00" (walkthrough), then "1815", "1815",
// "1815". It names their days.
TEST(WalkthroughFixes, TheOverviewOfAFewDaysNamesNoHours)
{
    Corpus c = smallCorpus();
    c.events.resize(3);
    const char *dates[] = {"1815-03-01", "1815-03-20", "1815-06-18"};
    for (int i = 0; i < 3; ++i)
        c.events[i].date = HistoricalDate::parse(QString::fromLatin1(dates[i])).value();
    OverviewOf overview(c);
    for (const int width : {640, 1000, 1600}) {
        const OverviewStrip &strip = overview.at(width);
        ASSERT_FALSE(strip.labelsShown().isEmpty()) << width;
        for (const QString &label : strip.labelsShown())
            EXPECT_FALSE(label.contains(u':')) << width << ": " << strip.labelsShown().join(u' ').toStdString();
        for (const char *day : {"1 March 1815", "20 March 1815", "18 June 1815"})
            EXPECT_TRUE(strip.labelsShown().contains(QLatin1String(day)))
                << width << ": " << strip.labelsShown().join(u' ').toStdString();
    }
}

// Zoomed in to a fortnight the last lane's labels reach the foot of the plot,
// where the era names are: an era name is drawn there only clear of every
// label ("Era 4" showed half under "Event 633096" at a million events).
TEST(WalkthroughFixes, NoEraNameIsDrawnUnderALabel)
{
    // A sparse corpus leaves room for the names; a dense one puts a label
    // at the foot of the last lane in every frame.
    int names = 0, labels = 0;
    for (const std::int64_t events : {20000, 200000}) {
        SyntheticSpec spec;
        spec.events = events;
        spec.firstYear = 1800;
        spec.lastYear = 1829;
        const Corpus c = makeSyntheticCorpus(spec);
        const TimelineData data = buildTimelineData(c, LaneMode::Source);
        TimelineRenderer renderer(&c);
        QImage img(1400, 560, QImage::Format_ARGB32_Premultiplied);
        for (int k = 0; k < 30; ++k) {
            TimelineView v;
            const AxisTime window = 14 * kSecondsPerDay;
            v.scale = TimeScale(data.extent.start + AxisTime(k) * 350 * kSecondsPerDay,
                double(window) / (img.width() - TimelineRenderer::kGutter));
            v.palette = QApplication::palette();
            v.font = QApplication::font();
            QPainter p(&img);
            renderer.paint(p, img.rect(), data, v);
            p.end();
            names += int(renderer.eraNameRects().size());
            labels += int(renderer.labelRects().size());
            for (const QRectF &name : renderer.eraNameRects())
                for (const QRectF &label : renderer.labelRects())
                    EXPECT_FALSE(name.adjusted(-2, 0, 2, 0).intersects(label))
                        << events << " events, frame " << k << ": an era name under a label";
        }
    }
    EXPECT_GT(names, 0) << "era names are drawn where there is room";
    EXPECT_GT(labels, 100);
}

namespace {

// A corpus in a model and its timeline, shown at 1000×400.
struct ShownTimeline
{
    CorpusModel model;
    TimelineWidget timeline {&model};
    explicit ShownTimeline(const Corpus &c)
    {
        model.setCorpus(c);
        timeline.resize(1000, 400);
        timeline.show();
        QApplication::processEvents();
    }
};

} // namespace

// A walkthrough saw the timeline zoomed down to hours for a date of a day's
// precision. A click on a count of one day's events showed that day alone
// (an hour grid, under which they stay one count): it now opens the week
// around it, as Enter does. Making an event visible zooms in until no count
// covers it, and now never closer than that week (this corpus did not make
// the old code zoom closer either: the check guards the limit).
TEST(WalkthroughFixes, ADayIsShownInItsWeekNotInHours)
{
    Corpus c = smallCorpus();
    const HistoricalDate day = HistoricalDate::parse(QStringLiteral("1814-04-11")).value();
    const QString source = c.sources.front().id;
    QStringList sameDay;
    for (qsizetype i = 0; i < 12; ++i) {
        Event &e = c.events[i * 20];
        e.date = day;
        for (Account &a : e.accounts) {
            a.sourceId = source;
            a.claimedDate = day;
        }
        sameDay << e.id;
    }
    ShownTimeline view(c);
    CorpusModel &model = view.model;
    TimelineWidget &timeline = view.timeline;
    timeline.showSpan(HistoricalDate::parse(QStringLiteral("1804/1824")).value().span());
    int event = -1;
    for (qsizetype i = 0; i < model.corpus().events.size(); ++i)
        if (model.corpus().events[i].id == sameDay.front())
            event = int(i);
    ASSERT_GE(event, 0);
    timeline.ensureVisible(event);
    EXPECT_GE(timeline.visibleSpan().length(), 7 * kSecondsPerDay) << timeline.visibleSpan().length() / 3600 << " h";
    EXPECT_TRUE(timeline.visibleSpan().contains(day.span().start));

    EXPECT_GE(TimelineWidget::clusterSpan(day.span()).length(), 7 * kSecondsPerDay);
    const AxisSpan hours {day.span().start + 8 * 3600, day.span().start + 17 * 3600};
    EXPECT_EQ(TimelineWidget::clusterSpan(hours), hours); // hours of one day open up to their hours
    const AxisSpan years = HistoricalDate::parse(QStringLiteral("1810/1815")).value().span();
    EXPECT_EQ(TimelineWidget::clusterSpan(years), years);
}

// A new database's first event, of a day: the whole story was that day, and
// the timeline fitted to it showed hours (00:00 to 21:00, the event at noon).
// A story of a few whole days is shown in its week.
TEST(WalkthroughFixes, AStoryOfOneDayIsShownInItsWeek)
{
    Corpus c = smallCorpus();
    c.events.resize(1);
    const HistoricalDate day = HistoricalDate::parse(QStringLiteral("1820-05-03")).value();
    c.events.front().date = day;
    for (Account &a : c.events.front().accounts)
        a.claimedDate = day;
    ShownTimeline view(c);
    view.timeline.fitAll();
    const AxisSpan shown = view.timeline.visibleSpan();
    EXPECT_GE(shown.length(), 7 * kSecondsPerDay) << shown.length() / 3600 << " h";
    EXPECT_TRUE(shown.contains(day.span().start) && shown.contains(day.span().end - 1));
}

// A new event dated at the window's right edge was selected with its label
// cut off there (walkthrough): an event in the window's last sixth is
// brought to the middle, at the same zoom; one well inside stays put.
TEST(WalkthroughFixes, AnEventAtTheRightEdgeIsBroughtInWithRoomForItsLabel)
{
    Corpus c = smallCorpus();
    const HistoricalDate day = HistoricalDate::parse(QStringLiteral("1815-06-19")).value();
    c.events[5].date = day;
    const QString id = c.events[5].id;
    ShownTimeline view(c);
    TimelineWidget &timeline = view.timeline;
    const AxisSpan window = HistoricalDate::parse(QStringLiteral("1815-05-20/1815-06-19")).value().span();
    timeline.showSpan(window);
    const AxisSpan before = timeline.visibleSpan();
    ASSERT_TRUE(before.contains(day.span().start));
    ASSERT_GT(day.span().start, before.end - before.length() / 6) << "in the last sixth";
    timeline.ensureVisible(view.model.eventIndex(id));
    const AxisSpan after = timeline.visibleSpan();
    EXPECT_LE(day.span().start, after.end - after.length() / 6);
    EXPECT_GE(day.span().start, after.start);
    EXPECT_NEAR(double(after.length()), double(before.length()), double(before.length()) * 0.01) << "the zoom kept";
    timeline.ensureVisible(view.model.eventIndex(id));
    EXPECT_EQ(timeline.visibleSpan().start, after.start) << "in sight now: not moved again";
}

// A walkthrough chose, from the search box, an event of five years while the
// timeline showed a few days elsewhere: it was centred at that zoom, its ends
// and label off screen. An event off screen and longer than the window is
// now shown whole; a short one is still only brought to the middle, at the
// zoom the user chose.
TEST(WalkthroughFixes, AnEventLongerThanTheWindowIsShownWhole)
{
    Corpus c = smallCorpus();
    const HistoricalDate years = HistoricalDate::parse(QStringLiteral("1779/1784")).value();
    const HistoricalDate day = HistoricalDate::parse(QStringLiteral("1790-06-01")).value();
    c.events[3].date = years;
    c.events[5].date = day;
    const QString longId = c.events[3].id, shortId = c.events[5].id;
    ShownTimeline view(c);
    CorpusModel &model = view.model;
    TimelineWidget &timeline = view.timeline;
    const AxisSpan days = HistoricalDate::parse(QStringLiteral("1815-06-10/1815-06-20")).value().span();
    timeline.showSpan(days);
    const qint64 shown = timeline.visibleSpan().length();
    timeline.ensureVisible(model.eventIndex(longId));
    EXPECT_TRUE(timeline.visibleSpan().contains(years.span().start)) << timeline.visibleSpan().length() / 86400;
    EXPECT_TRUE(timeline.visibleSpan().contains(years.span().end - 1));
    EXPECT_LT(timeline.visibleSpan().length(), 2 * years.span().length()); // fitted, not the whole story

    timeline.showSpan(days);
    timeline.ensureVisible(model.eventIndex(shortId));
    EXPECT_TRUE(timeline.visibleSpan().contains(day.span().start));
    EXPECT_LE(timeline.visibleSpan().length(), shown * 1.01); // the zoom kept (or closer)
}
