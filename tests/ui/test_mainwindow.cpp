#include "../qtprint.h"

#include <db/corpusloader.h>
#include <db/userdata.h>
#include <ui/corpusmodel.h>
#include <ui/exportdialog.h>
#include <ui/mainwindow.h>
#include <ui/map/mapwidget.h>
#include <ui/reading/eventdetails.h>
#include <ui/reading/sourcereader.h>
#include <ui/tables/conflictspanel.h>
#include <ui/timeline/timelinewidget.h>

#include <gtest/gtest.h>

#include <QAction>
#include <QApplication>
#include <QDialog>
#include <QDir>
#include <QDockWidget>
#include <QFile>
#include <QImage>
#include <QLineEdit>
#include <QMouseEvent>
#include <QPlainTextEdit>
#include <QScreen>
#include <QSet>
#include <QSettings>
#include <QTest>
#include <QTimer>

#include <cmath>
#include <iostream>
#include <map>

using namespace parallax;
using namespace parallax::ui;

namespace {

struct Fixture
{
    CorpusModel model;
    MainWindow window {&model};

    Fixture()
    {
        auto loaded = db::loadCorpusFolder(db::bundledCorpusPath());
        EXPECT_TRUE(loaded.ok());
        model.setCorpus(loaded.corpus);
        window.resize(1400, 800);
        window.show();
        QApplication::processEvents();
    }
};

// Counts pixels in `r` that differ clearly from the background colour.
int inkIn(const QImage &img, const QRect &r, QColor background)
{
    int n = 0;
    for (int y = std::max(0, r.top()); y <= std::min(img.height() - 1, r.bottom()); ++y)
        for (int x = std::max(0, r.left()); x <= std::min(img.width() - 1, r.right()); ++x) {
            const QColor c = img.pixelColor(x, y);
            if (std::abs(c.red() - background.red()) + std::abs(c.green() - background.green())
                    + std::abs(c.blue() - background.blue())
                > 90)
                ++n;
        }
    return n;
}

} // namespace

TEST(MainWindow, DrawsAKnownEventWhereItsDateIs)
{
    Fixture f;
    TimelineWidget *t = f.window.timeline();
    const int i = f.model.eventIndex(QStringLiteral("hudson-lowe-arrives"));
    ASSERT_GE(i, 0);
    const Event &e = f.model.corpus().events[i];
    // Show a month around the event so that it stands alone.
    const AxisSpan s = e.date.span();
    t->showSpan({s.start - 15 * kSecondsPerDay, s.end + 15 * kSecondsPerDay});
    const QImage img = t->grab().toImage();
    const double x = TimelineRenderer::kGutter + t->scale().x((s.start + s.end) / 2);
    const QColor bg = t->palette().color(QPalette::Base);
    // Its marker in the record lane, just below the axis.
    const int y0 = int(TimelineRenderer::kAxisHeight);
    EXPECT_GT(inkIn(img, QRect(int(x) - 5, y0, 11, 40), bg), 20);
    // And no ink to the left in a source lane where the hit-test finds
    // nothing: what is drawn is what can be clicked. (The record lane may
    // carry a fuzzy event's faint extent across the whole month.)
    const int y1 = int(TimelineRenderer::markerCenterY(t->rect(), int(t->data().lanes.size()), 1));
    auto emptyAt = [&](int bx) {
        for (int dx = -2; dx <= 12; ++dx)
            for (int dy = -16; dy <= 16; dy += 2)
                if (t->eventAt(QPoint(bx + dx, y1 + dy)) >= 0)
                    return false;
        return true;
    };
    int band = int(x) - 300;
    while (band > TimelineRenderer::kGutter + 20 && !emptyAt(band))
        band -= 10;
    ASSERT_TRUE(emptyAt(band)) << "somewhere in the month left of the event without markers";
    EXPECT_EQ(inkIn(img, QRect(band, y1 - 15, 11, 30), bg), 0);
    // Clicking that point selects the event, everywhere.
    const QPoint click(int(x), int(TimelineRenderer::markerCenterY(t->rect(), int(t->data().lanes.size()), 0)));
    EXPECT_EQ(t->eventAt(click), i);
    QTest::mouseClick(t, Qt::LeftButton, {}, click);
    EXPECT_EQ(f.model.selectedEvent(), i);
    EXPECT_TRUE(f.window.details()->plainText().contains(QStringLiteral("赫德森·洛")));
}

TEST(MainWindow, SelectionIsSharedAndKeyboardMovesItInTimeOrder)
{
    Fixture f;
    int seen = -2;
    QObject::connect(&f.model, &CorpusModel::selectionChanged, [&](int i) { seen = i; });
    TimelineWidget *t = f.window.timeline();
    // Home fits the main story; the corpus's background starts earlier.
    t->showSpan(t->data().extent);
    t->setFocus();
    // With nothing selected, ] starts from what is on screen: the earliest
    // event by record date from the view's left edge, whatever its place in
    // the file (the zoom limit may leave the earliest background events out).
    const auto &events = f.model.corpus().events;
    const AxisTime left = t->scale().time(0);
    int first = -1;
    for (int i = 0; i < events.size(); ++i)
        if (events[i].date.span().start >= left
            && (first < 0 || events[i].date.span().start < events[first].date.span().start))
            first = i;
    ASSERT_GE(first, 0);
    QTest::keyClick(t, Qt::Key_BracketRight);
    EXPECT_EQ(f.model.selectedEvent(), first);
    EXPECT_EQ(seen, first);
    QTest::keyClick(t, Qt::Key_BracketRight);
    const int second = f.model.selectedEvent();
    EXPECT_NE(second, first);
    EXPECT_GE(events[second].date.span().start, events[first].date.span().start);
    for (int i = 0; i < events.size(); ++i) {
        if (i != first && events[i].date.span().start >= left) {
            EXPECT_GE(events[i].date.span().start, events[second].date.span().start) << "skipped an event";
        }
    }
    QTest::keyClick(t, Qt::Key_Tab);
    QTest::keyClick(t, Qt::Key_Backtab);
    QTest::keyClick(t, Qt::Key_BracketLeft);
    EXPECT_EQ(f.model.selectedEvent(), first);
    QTest::keyClick(t, Qt::Key_Escape);
    EXPECT_EQ(f.model.selectedEvent(), -1);
}

TEST(MainWindow, SourceTextIsNeverInterpretedAsMarkup)
{
    Fixture f;
    Corpus c = f.model.corpus();
    c.events[0].accounts[0].setQuote(QStringLiteral("<b>bold</b> <img src=x> &amp;"));
    f.model.setCorpus(c);
    f.model.selectEvent(0);
    EXPECT_TRUE(f.window.details()->plainText().contains(QStringLiteral("<b>bold</b> <img src=x> &amp;")));
}

TEST(MainWindow, WheelZoomKeepsTheTimeUnderThePointer)
{
    Fixture f;
    TimelineWidget *t = f.window.timeline();
    const double px = 500;
    const AxisTime before = t->scale().time(px - TimelineRenderer::kGutter);
    const double spp = t->scale().secondsPerPixel();
    QWheelEvent wheel(QPointF(px, 200), t->mapToGlobal(QPointF(px, 200)), {}, QPoint(0, 120), Qt::NoButton,
        Qt::NoModifier, Qt::NoScrollPhase, false);
    QApplication::sendEvent(t, &wheel);
    EXPECT_LT(t->scale().secondsPerPixel(), spp);
    EXPECT_LE(std::abs(t->scale().time(px - TimelineRenderer::kGutter) - before), AxisTime(spp));
}

TEST(MainWindow, ClickingALabelSelectsItsEvent)
{
    Fixture f;
    TimelineWidget *t = f.window.timeline();
    const int i = f.model.eventIndex(QStringLiteral("hudson-lowe-arrives"));
    const AxisSpan s = f.model.corpus().events[i].date.span();
    t->showSpan({s.start - 15 * kSecondsPerDay, s.end + 15 * kSecondsPerDay});
    t->grab(); // one frame
    const double markerY = TimelineRenderer::markerCenterY(t->rect(), int(t->data().lanes.size()), 0);
    const TimelineMarker *label = nullptr;
    for (const TimelineMarker &m : t->markers())
        if (m.event == i && m.lane == 0 && m.rect.top() > markerY + 6)
            label = &m; // below its marker in the record lane: the label
    ASSERT_NE(label, nullptr) << "its label is drawn";
    EXPECT_GT(label->rect.width(), 40);
    QTest::mouseClick(t, Qt::LeftButton, {}, label->rect.center().toPoint() + QPoint(10, 0));
    EXPECT_EQ(f.model.selectedEvent(), i);
}

// A label stays under the pointer that comes onto it, and a click there
// selects its event (issue 14, found under Xvfb at 11-20 April 1814: the
// hovered label rose to its lane's first row, out from under the pointer,
// and the click fell on nothing).
TEST(MainWindow, AHoveredLabelStaysUnderThePointer)
{
    Fixture f;
    f.window.resize(1920, 1080);
    QApplication::processEvents();
    TimelineWidget *t = f.window.timeline();
    const AxisTime from = HistoricalDate::parse(QStringLiteral("1814-04-11")).value().span().start;
    t->showSpan({from + kSecondsPerDay / 3, from + 10 * kSecondsPerDay});
    QApplication::processEvents(); // the docks take their sizes
    QTest::mouseMove(t, QPoint(t->width() - 2, 2)); // over nothing
    t->grab();
    std::vector<TimelineMarker> labels;
    for (const TimelineMarker &m : t->markers())
        if (m.label && m.event >= 0)
            labels.push_back(m);
    ASSERT_GE(labels.size(), 5u);
    int tried = 0;
    for (const TimelineMarker &label : labels) {
        const QPoint at = label.rect.center().toPoint();
        QTest::mouseMove(t, at);
        QApplication::processEvents();
        t->grab();
        const TimelineMarker *under = nullptr;
        for (const TimelineMarker &m : t->markers())
            if (m.rect.contains(at))
                under = &m;
        if (!under || under->event != label.event) {
            ADD_FAILURE() << f.model.corpus().events[label.event].id.toStdString() << ": its label moved away from "
                          << label.rect.x() << "," << label.rect.y();
            continue;
        }
        ++tried;
    }
    // And a click on one selects it.
    const TimelineMarker &last = labels.back();
    QTest::mouseMove(t, last.rect.center().toPoint());
    QTest::mouseClick(t, Qt::LeftButton, {}, last.rect.center().toPoint());
    EXPECT_EQ(f.model.selectedEvent(), last.event);
    EXPECT_GE(tried, 5);
}

TEST(MainWindow, TheSelectedEventIsNeverInsideACount)
{
    Fixture f;
    TimelineWidget *t = f.window.timeline();
    for (const char *id : {"first-abdication", "treaty-fontainebleau", "battle-of-paris", "death", "waterloo"}) {
        t->fitAll(); // everything: the bundled corpus shows counts here
        const int i = f.model.eventIndex(QString::fromLatin1(id));
        f.model.selectEvent(i); // as the list, search or conflicts table would
        t->grab();
        int drawn = 0;
        for (const TimelineMarker &m : t->markers()) {
            if (m.event != i)
                continue;
            ++drawn;
            if (m.rect.width() > 20 || m.rect.height() > 20)
                continue; // a bar or a label: counts may sit on a bar
            for (const TimelineMarker &other : t->markers())
                EXPECT_FALSE(other.event < 0 && other.rect.intersects(m.rect))
                    << id << " is under a count (lane " << m.lane << ", spp " << t->scale().secondsPerPixel() << ")";
        }
        EXPECT_GE(drawn, 2) << id << ": its marker and its label";
    }
}

TEST(MainWindow, FitsA1280x720Screen)
{
    {
        // Shown for the first time at 1280x720, it stays there.
        CorpusModel model;
        model.setCorpus(db::loadCorpusFolder(db::bundledCorpusPath()).corpus);
        MainWindow window(&model);
        window.resize(1280, 720);
        window.show();
        QApplication::processEvents();
        EXPECT_EQ(window.width(), 1280);
    }
    Fixture f;
    const QSize min = f.window.minimumSizeHint().expandedTo(f.window.minimumSize());
    EXPECT_LE(min.width(), 1280);
    EXPECT_LE(min.height(), 720 - 40);
    // Whatever is selected: the Compare dock's cards must not widen the window.
    for (const char *id : {"", "first-abdication", "surrender-bellerophon", "fall-of-paris"}) {
        f.model.selectEventById(QString::fromLatin1(id));
        f.window.resize(1280, 690);
        QApplication::processEvents();
        EXPECT_LE(f.window.width(), 1280) << id;
        if (f.window.width() > 1280)
            for (QDockWidget *d : f.window.findChildren<QDockWidget *>())
                if (d->isVisible())
                    std::cerr << d->objectName().toStdString() << " min " << d->minimumSizeHint().width() << "\n";
    }
}

TEST(MainWindow, LanesScrollWhenMoreThanFit)
{
    Fixture f;
    TimelineWidget *t = f.window.timeline();
    t->setLaneMode(LaneMode::Place);
    const int lanes = int(t->data().lanes.size());
    const int shown = TimelineRenderer::visibleLanes(t->rect(), lanes);
    ASSERT_LT(shown, lanes) << "the bundled corpus has more places than fit";
    EXPECT_EQ(t->firstLane(), 0);
    QTest::keyClick(t, Qt::Key_PageDown);
    EXPECT_GT(t->firstLane(), 0);
    QWheelEvent up(QPointF(20, 200), t->mapToGlobal(QPointF(20, 200)), {}, QPoint(0, 120), Qt::NoButton, Qt::NoModifier,
        Qt::NoScrollPhase, false);
    const int before = t->firstLane();
    QApplication::sendEvent(t, &up);
    EXPECT_EQ(t->firstLane(), before - 1);
    // Selecting an event brings its lane into sight.
    const auto &events = f.model.corpus().events;
    for (int e = 0; e < events.size(); ++e) {
        const auto items = itemsOfEvent(t->data(), events[e], std::uint32_t(e));
        if (!items.empty() && items.front().first == lanes - 1) {
            f.model.selectEvent(e);
            EXPECT_LE(t->firstLane(), lanes - 1);
            EXPECT_GT(t->firstLane() + shown, lanes - 1);
            break;
        }
    }
}

// Lanes by place with an event selected whose place's lane is far down:
// the lanes stayed at the top, the selection out of sight (Waterloo among
// "44 more below"; a walkthrough by helper-96).
TEST(MainWindow, AnotherLaneModeKeepsTheSelectionsLaneInSight)
{
    Fixture f;
    TimelineWidget *t = f.window.timeline();
    t->setLaneMode(LaneMode::Place);
    const int lanes = int(t->data().lanes.size());
    const int shown = TimelineRenderer::visibleLanes(t->rect(), lanes);
    const auto &events = f.model.corpus().events;
    int far = -1;
    for (int e = 0; e < events.size() && far < 0; ++e) {
        const auto items = itemsOfEvent(t->data(), events[e], std::uint32_t(e));
        if (!items.empty() && items.front().first >= shown)
            far = e;
    }
    ASSERT_GE(far, 0) << "the bundled corpus has an event in a lane below the first screen";
    t->setLaneMode(LaneMode::Source);
    f.model.selectEvent(far);
    t->setLaneMode(LaneMode::Place);
    const int lane = itemsOfEvent(t->data(), events[far], std::uint32_t(far)).front().first;
    EXPECT_LE(t->firstLane(), lane);
    EXPECT_GT(t->firstLane() + shown, lane) << "its lane " << lane << " is out of sight";
}

TEST(MainWindow, ARestartRestoresTheViewState)
{
    const QString file
        = QDir::temp().filePath(QStringLiteral("parallax-viewstate-%1.ini").arg(QCoreApplication::applicationPid()));
    AxisSpan shown {};
    {
        Fixture f;
        f.window.timeline()->setLaneMode(LaneMode::Place);
        const AxisSpan e = f.model.corpus().events[f.model.eventIndex(QStringLiteral("landing-elba"))].date.span();
        f.window.timeline()->showSpan({e.start - 20 * kSecondsPerDay, e.end + 20 * kSecondsPerDay});
        shown = f.window.timeline()->visibleSpan();
        ASSERT_TRUE(f.window.map()->showRegion(QStringLiteral("elba")));
        f.window.map()->setPlaySpeed(30);
        f.model.setDisplayLanguage(QStringLiteral("zh"));
        QSettings s(file, QSettings::IniFormat);
        f.window.saveViewState(s);
    }
    Fixture f;
    QSettings s(file, QSettings::IniFormat);
    // The lane mode is kept by a key of its own, not by its name in the
    // interface's language ("lanes=史料" was lost in a Danish session; a
    // walkthrough by helper-95).
    EXPECT_EQ(s.value(QStringLiteral("view/lanes")).toString(), QStringLiteral("place"));
    f.window.restoreViewState(s);
    QApplication::processEvents();
    EXPECT_EQ(f.window.timeline()->laneMode(), LaneMode::Place);
    const auto *byPlace = f.window.findChild<QAction *>(QStringLiteral("lanes-place"));
    ASSERT_NE(byPlace, nullptr);
    EXPECT_TRUE(byPlace->isChecked());
    const AxisSpan now = f.window.timeline()->visibleSpan();
    EXPECT_LE(std::abs(now.start - shown.start), 2 * kSecondsPerDay);
    EXPECT_LE(std::abs(now.end - shown.end), 2 * kSecondsPerDay);
    EXPECT_EQ(f.window.map()->currentRegion(), QStringLiteral("elba"));
    EXPECT_EQ(f.window.map()->playSpeed(), 30);
    EXPECT_EQ(f.model.displayLanguage(), QStringLiteral("zh"));
    QFile::remove(file);
}

namespace {

// A label, not a marker: under its lane's marker row.
bool isLabel(const TimelineWidget *t, const TimelineMarker &m)
{
    const double markerY
        = TimelineRenderer::markerCenterY(t->rect(), int(t->data().lanes.size()), m.lane - t->firstLane());
    return m.event >= 0 && m.rect.top() > markerY + 6 && m.rect.width() > 20;
}

} // namespace

TEST(MainWindow, GridLinesPassBehindLabels)
{
    Fixture f;
    TimelineWidget *t = f.window.timeline();
    f.model.selectEventById(QStringLiteral("first-abdication"));
    const AxisSpan s = f.model.corpus().events[f.model.selectedEvent()].date.span();
    int checked = 0;
    for (const AxisTime half : {20 * kSecondsPerDay, 90 * kSecondsPerDay}) {
        t->showSpan({s.start - half, s.end + half});
        const QImage img = t->grab().toImage();
        if (qEnvironmentVariableIsSet("PARALLAX_TEST_DUMP"))
            img.save(QStringLiteral("/tmp/i14shots/grid-%1.png").arg(half / kSecondsPerDay));
        const QColor base = t->palette().color(QPalette::Base);
        const QColor text = t->palette().color(QPalette::Text);
        auto distance = [](QColor a, QColor b) {
            return std::abs(a.red() - b.red()) + std::abs(a.green() - b.green()) + std::abs(a.blue() - b.blue());
        };
        // The grid's colour, as the renderer mixes it.
        const QColor faint = QColor::fromRgbF(float(base.redF() * 0.91 + text.redF() * 0.09),
            float(base.greenF() * 0.91 + text.greenF() * 0.09), float(base.blueF() * 0.91 + text.blueF() * 0.09));
        for (const TimelineMarker &m : t->markers()) {
            if (!isLabel(t, m))
                continue;
            for (const Tick &tick : t->ticks().minor) {
                const double x = TimelineRenderer::kGutter + t->scale().x(tick.time);
                if (x < m.rect.left() + 3 || x > m.rect.right() - 3)
                    continue;
                // Under the plate's top edge, above the glyphs: a line
                // through the label would show its exact colour there.
                const int y = int(m.rect.top()) + 2;
                for (const int px : {int(std::floor(x)), int(std::lround(x))}) {
                    EXPECT_GT(distance(img.pixelColor(px, y), faint), 8)
                        << "a grid line runs through the label of event " << m.event << " at x " << px << " y " << y;
                    ++checked;
                }
            }
        }
    }
    EXPECT_GT(checked, 0) << "some label stands on a grid line";
}

TEST(MainWindow, OneLabelPerEventPerLane)
{
    Fixture f;
    TimelineWidget *t = f.window.timeline();
    // One source dates the treaty twice (11 and 13 April): two markers in its
    // lane, one label.
    const int treaty = f.model.eventIndex(QStringLiteral("treaty-fontainebleau"));
    const Event &e = f.model.corpus().events[treaty];
    const auto items = itemsOfEvent(t->data(), e, std::uint32_t(treaty));
    std::map<int, int> perLane;
    for (const auto &[lane, item] : items)
        if (!item.has(TimelineItem::Undated))
            ++perLane[lane];
    int twice = -1;
    for (const auto &[lane, n] : perLane)
        if (n > 1)
            twice = lane;
    ASSERT_GE(twice, 1) << "a source lane with two dated accounts of the treaty";
    const AxisSpan s = e.date.span();
    for (const AxisTime half : {6 * kSecondsPerDay, 15 * kSecondsPerDay, 40 * kSecondsPerDay}) {
        t->showSpan({s.start - half, s.end + half});
        t->grab();
        int labels = 0;
        for (const TimelineMarker &m : t->markers())
            labels += isLabel(t, m) && m.event == treaty && m.lane == twice;
        EXPECT_LE(labels, 1) << "zoom ±" << half / kSecondsPerDay << " days";
    }
    // Another source tells the farewell twice on one day: one marker, not a count of 2.
    const int farewell = f.model.eventIndex(QStringLiteral("farewell-guard"));
    const AxisSpan fs = f.model.corpus().events[farewell].date.span();
    t->showSpan({fs.start - 3 * kSecondsPerDay, fs.end + 3 * kSecondsPerDay});
    t->grab();
    for (const TimelineMarker &m : t->markers())
        EXPECT_FALSE(m.event < 0 && m.count == 2 && m.span.start >= fs.start && m.span.end <= fs.end)
            << "lane " << m.lane << " counts the farewell twice";
}

TEST(MainWindow, OverviewStripShowsYearsDensityAndTheWindow)
{
    Fixture f;
    auto *strip = f.window.findChild<QWidget *>(QStringLiteral("overviewStrip"));
    ASSERT_NE(strip, nullptr);
    f.window.timeline()->fitAll();
    const QImage img = strip->grab().toImage();
    const QColor base = strip->palette().color(QPalette::Base);
    const int left = int(TimelineRenderer::kGutter) + 2;
    const int fontH = QFontMetrics(strip->font()).height();
    // Years along the top of the plot.
    EXPECT_GT(inkIn(img, QRect(left, 0, img.width() - left - 6, fontH * 3 / 4), base), 20) << "no year labels";
    // Density: bars in many columns, a lone event's included.
    int columns = 0;
    for (int x = left; x < img.width() - 6; ++x)
        columns += inkIn(img, QRect(x, img.height() - 4, 1, 2), base) > 0;
    EXPECT_GT(columns, 12);
    EXPECT_GE(strip->height(), 32);
}

// The frame of the timeline's window stays under the years' row: a window
// a few pixels wide drew its frame through "1814".
TEST(MainWindow, TheOverviewsWindowFrameLeavesTheYearsClear)
{
    Fixture f;
    auto *strip = f.window.findChild<QWidget *>(QStringLiteral("overviewStrip"));
    ASSERT_NE(strip, nullptr);
    f.window.timeline()->showSpan(HistoricalDate::parse(QStringLiteral("1814-04-06/1814-04-16")).value().span());
    const QImage img = strip->grab().toImage();
    const QColor frame = strip->palette().color(QPalette::Highlight);
    auto isFrame = [&](QColor c) {
        return std::abs(c.red() - frame.red()) + std::abs(c.green() - frame.green()) + std::abs(c.blue() - frame.blue())
            < 40;
    };
    const int left = int(TimelineRenderer::kGutter) + 2;
    const int yearsRow = QFontMetrics(strip->font()).height() * 3 / 4;
    int inYears = 0, below = 0;
    for (int x = left; x < img.width() - 2; ++x) {
        for (int y = 0; y < yearsRow; ++y)
            inYears += isFrame(img.pixelColor(x, y));
        below += isFrame(img.pixelColor(x, img.height() - 2));
    }
    EXPECT_EQ(inYears, 0) << "the window's frame crosses the years' row";
    EXPECT_GT(below, 0) << "the window is framed";
}

namespace {

// Labels in the last frame: markers taller than a point's and not a count.
int labelsDrawn(TimelineWidget *t)
{
    int n = 0;
    for (const TimelineMarker &m : t->markers())
        n += m.event >= 0 && m.rect.width() > 24 && m.rect.height() < 30;
    return n;
}

} // namespace

// Home shows a view a historian reads (issue 14): at 1280x720 the story's
// densest window that names the most events, not seven years of counts.
TEST(MainWindow, HomeNamesMoreEventsThanTheWholeStoryAt1280x720)
{
    Fixture f;
    f.window.resize(1280, 720);
    QApplication::processEvents();
    TimelineWidget *t = f.window.timeline();
    t->showSpan(t->data().storyExtent);
    t->grab();
    const int whole = labelsDrawn(t);
    QTest::keyClick(t, Qt::Key_Home);
    t->grab();
    const int home = labelsDrawn(t);
    EXPECT_GT(home, whole + 3) << "Home names " << home << ", the whole story " << whole;
    const AxisSpan shown = t->visibleSpan();
    const AxisSpan story = t->data().storyExtent;
    EXPECT_GE(shown.end, story.start);
    EXPECT_LE(shown.start, story.end);
    EXPECT_LT(shown.length(), story.length()) << "the densest stretch, not everything";
    // A resize refits Home at the new size.
    f.window.resize(1920, 1080);
    QApplication::processEvents();
    EXPECT_NE(t->visibleSpan().length(), shown.length());
}

// By Place at 1280x720 has more lanes than fit: the lanes shown are tall
// enough to name their events (issue 14: at 24 px a lane showed dots only).
TEST(MainWindow, ScrollingLanesNameTheirEvents)
{
    Fixture f;
    f.window.resize(1280, 720);
    QApplication::processEvents();
    TimelineWidget *t = f.window.timeline();
    t->setLaneMode(LaneMode::Place);
    t->fitAll();
    t->grab();
    const int shown = TimelineRenderer::visibleLanes(t->rect(), t->rowCount());
    ASSERT_LT(shown, t->rowCount());
    QSet<int> named;
    for (const TimelineMarker &m : t->markers())
        if (m.label)
            named << m.lane;
    EXPECT_GE(named.size(), shown / 2) << "lanes shown: " << shown;
}

// Single Lane takes the timeline's height for its labels (issue 14: the lane
// stopped at 120 px and two thirds of the timeline stayed empty while labels
// gave way to counts).
TEST(MainWindow, TheSingleLaneUsesTheHeight)
{
    Fixture f;
    f.window.resize(1280, 720);
    QApplication::processEvents();
    TimelineWidget *t = f.window.timeline();
    t->setLaneMode(LaneMode::Single);
    t->grab();
    const QRectF plot = TimelineRenderer::plotRect(t->rect());
    double lowest = 0;
    for (const TimelineMarker &m : t->markers())
        if (m.label)
            lowest = std::max(lowest, m.rect.bottom());
    EXPECT_GT(lowest, plot.top() + plot.height() / 2) << "labels stop at " << lowest << " in " << plot.height();
}

// Lanes filter by name: By Place at 1280x720 has more lanes than fit; the
// filter box keeps the ones named, and clearing it brings them all back.
TEST(MainWindow, LanesFilterByName)
{
    Fixture f;
    f.window.resize(1280, 720);
    QApplication::processEvents();
    TimelineWidget *t = f.window.timeline();
    t->setLaneMode(LaneMode::Place);
    const int lanes = int(t->data().lanes.size());
    ASSERT_LT(TimelineRenderer::visibleLanes(t->rect(), lanes), lanes);
    EXPECT_TRUE(t->laneFilterBox()->isVisible()) << "more lanes than fit: the filter is offered";
    int helena = -1;
    for (int l = 0; l < lanes; ++l)
        if (t->data().laneTitles[l].contains(QStringLiteral("Helena")))
            helena = l;
    ASSERT_GE(helena, 0);
    QTest::keyClick(t, Qt::Key_Slash);
    EXPECT_TRUE(t->laneFilterBox()->hasFocus());
    QTest::keyClicks(t->laneFilterBox(), QStringLiteral("helena"));
    ASSERT_GE(t->rowCount(), 1);
    for (int r = 0; r < t->rowCount(); ++r)
        EXPECT_TRUE(t->data().laneTitles[t->laneOfRow(r)].contains(QStringLiteral("Helena"), Qt::CaseInsensitive));
    t->grab();
    bool drawnInHelena = false;
    for (const TimelineMarker &m : t->markers()) {
        EXPECT_TRUE(t->data().laneTitles[m.lane].contains(QStringLiteral("Helena"), Qt::CaseInsensitive))
            << "a marker in a lane the filter leaves out";
        drawnInHelena |= m.lane == helena;
    }
    EXPECT_TRUE(drawnInHelena || t->rowCount() > 1);
    QTest::keyClick(t->laneFilterBox(), Qt::Key_Escape);
    EXPECT_EQ(t->rowCount(), lanes);
    EXPECT_TRUE(t->laneFilter().isEmpty());
}

// A count moved beside the selected event does not touch its neighbour: no
// count bubble touches another marker of its row (issue 14).
TEST(MainWindow, CountsBesideTheSelectionTouchNothing)
{
    Fixture f;
    f.window.resize(1280, 720);
    QApplication::processEvents();
    TimelineWidget *t = f.window.timeline();
    for (const char *id : {"first-abdication", "treaty-fontainebleau", "battle-of-paris", "guard-review", "death"}) {
        for (const bool home : {true, false}) {
            if (home)
                t->fitAll();
            else
                t->showSpan(t->data().storyExtent);
            f.model.selectEvent(f.model.eventIndex(QString::fromLatin1(id)));
            t->grab();
            const auto &markers = t->markers();
            for (const TimelineMarker &c : markers) {
                if (c.event >= 0 || std::abs(c.rect.height() - 18) > 0.5)
                    continue; // counts only (strip cells have their own heights)
                for (const TimelineMarker &m : markers) {
                    const bool point
                        = m.event >= 0 && std::abs(m.rect.width() - 14) < 0.5 && std::abs(m.rect.height() - 14) < 0.5;
                    const bool count = m.event < 0 && std::abs(m.rect.height() - 18) < 0.5;
                    if (&m == &c || m.lane != c.lane || !(point || count))
                        continue; // markers of its row: points and counts (bars and bands lie under counts)
                    // A point as drawn (its hit target is 2 px wider), the selected one with its ring.
                    const double grow = m.event < 0 ? 0 : (m.event == f.model.selectedEvent() ? 2 : -2);
                    EXPECT_FALSE(c.rect.adjusted(-1, 0, 1, 0).intersects(m.rect.adjusted(-grow, 0, grow, 0)))
                        << id << (home ? " at Home" : " at the whole story") << ": a count of " << c.count
                        << " touches " << (m.event >= 0 ? "a marker" : "another count");
                }
            }
        }
    }
}

// Issue 14: at 1280x720 the map was a strip of 140 px under the bottom tabs.
// The default layout gives every panel room at both sizes.
TEST(MainWindow, DefaultLayoutGivesEveryPanelRoom)
{
    for (const QSize size : {QSize(1280, 720), QSize(1920, 1080)}) {
        CorpusModel model;
        model.setCorpus(db::loadCorpusFolder(db::bundledCorpusPath()).corpus);
        MainWindow window(&model);
        window.resize(size);
        window.show();
        QApplication::processEvents(); // the sizes are given
        QApplication::processEvents(); // and laid out
        const int h = size.height(), w = size.width();
        EXPECT_GE(window.map()->canvas()->height(), h * 3 / 10) << w << "x" << h;
        EXPECT_GE(window.map()->canvas()->width(), w * 3 / 10) << w << "x" << h;
        EXPECT_GE(window.reader()->textView()->height(), h / 4) << w << "x" << h;
        EXPECT_GE(window.timeline()->height(), h / 3) << w << "x" << h;
        EXPECT_GE(window.timeline()->width(), w / 2) << w << "x" << h;
        window.findChild<QDockWidget *>(QStringLiteral("conflictsDock"))->raise();
        QApplication::processEvents();
        EXPECT_GE(window.conflicts()->height(), h / 4) << w << "x" << h;
        if (::testing::Test::HasFailure())
            for (QDockWidget *d : window.findChildren<QDockWidget *>())
                std::cerr << d->objectName().toStdString() << " " << d->width() << "x" << d->height() << "\n";
    }
}

// A layout saved by an older version (the map a strip) is not restored: the
// default one shows; one saved by this version is.
TEST(MainWindow, AnOlderSavedLayoutGivesWayToTheDefault)
{
    QByteArray older, current;
    {
        Fixture f;
        auto *map = f.window.findChild<QDockWidget *>(QStringLiteral("mapDock"));
        map->hide();
        older = f.window.saveState(); // as versions before the layout's version saved it
        current = f.window.saveDockState();
    }
    {
        Fixture f;
        EXPECT_FALSE(f.window.restoreDockState(older));
        EXPECT_TRUE(f.window.findChild<QDockWidget *>(QStringLiteral("mapDock"))->isVisible());
        EXPECT_FALSE(f.window.restoreDockState({}));
    }
    Fixture f;
    EXPECT_TRUE(f.window.restoreDockState(current));
    QApplication::processEvents();
    EXPECT_FALSE(f.window.findChild<QDockWidget *>(QStringLiteral("mapDock"))->isVisible());
}

// Another interface language chosen sets the titles' language, and View ▸
// Titles in Chinese shows it (the window built again in 中文 restored the
// English titles the last layout had saved).
TEST(MainWindow, TheTitleLanguageFollowsAnInterfaceLanguageChosen)
{
    Fixture f;
    auto *chinese = f.window.findChild<QAction *>(QStringLiteral("titlesInChinese"));
    ASSERT_TRUE(chinese);
    f.window.setTitleLanguage(QStringLiteral("zh"));
    EXPECT_EQ(f.model.displayLanguage(), QStringLiteral("zh"));
    EXPECT_TRUE(chinese->isChecked());
    f.window.setTitleLanguage(QStringLiteral("en"));
    EXPECT_EQ(f.model.displayLanguage(), QStringLiteral("en"));
    EXPECT_FALSE(chinese->isChecked());
}

// The export dialog shows the title it will print whole (issue 14, seen
// under Xvfb at 1280x720: "all of Napoleon, 1814–1821: five accounts").
TEST(Export, TheDialogShowsTheTitleWhole)
{
    const QString title = QStringLiteral("The fall of Napoleon, 1814–1821: five accounts");
    int checked = 0;
    QTimer::singleShot(0, [&] {
        auto *dialog = qobject_cast<QDialog *>(QApplication::activeModalWidget());
        ASSERT_NE(dialog, nullptr);
        for (QLineEdit *edit : dialog->findChildren<QLineEdit *>()) {
            if (edit->text() != title)
                continue;
            ++checked;
            const int text = edit->fontMetrics().horizontalAdvance(title);
            EXPECT_GE(edit->width(), text + 8) << "the title field is " << edit->width() << " px for " << text;
        }
        dialog->reject();
    });
    QSettings().remove(QStringLiteral("testExportTitle"));
    EXPECT_FALSE(
        askExportOptions(nullptr, QStringLiteral("Export"), QSize(800, 338), title, QStringLiteral("testExportTitle"))
            .has_value());
    EXPECT_EQ(checked, 1);
}

// Selecting an event leaves the timeline its height: the Compare dock below
// it keeps its size whatever it shows (the walkthrough: at 1280x720 the
// first selection took 40 px, a lane, from the timeline).
TEST(MainWindow, ASelectionLeavesTheTimelineItsHeight)
{
    Fixture f;
    for (const QSize size : {QSize(1260, 650), QSize(1900, 1010)}) {
        f.model.selectEventById({});
        f.window.resize(size);
        for (int k = 0; k < 5; ++k)
            QApplication::processEvents();
        const int before = f.window.timeline()->height();
        for (const QString &id : {QStringLiteral("treaty-fontainebleau"), QStringLiteral("fall-of-paris"),
                 QStringLiteral("surrender-bellerophon")}) {
            f.model.selectEventById(id);
            ASSERT_GE(f.model.selectedEvent(), 0) << id.toStdString();
            for (int k = 0; k < 5; ++k)
                QApplication::processEvents();
            EXPECT_EQ(f.window.timeline()->height(), before) << id.toStdString() << " at " << size.width();
        }
    }
}

// A layout made at 1920x1080 came back unchanged at 1280x720: a timeline
// 400 px wide, Compare's columns cut, the map half the window (a walkthrough
// by helper-95). A layout made for another screen's room is not restored
// as it was: the window fits this screen, its panes at this size's shares.
TEST(MainWindow, ALayoutMadeForAnotherScreenIsFittedToThisOne)
{
    const QStringList keys {
        QStringLiteral("mainwindow/geometry"), QStringLiteral("mainwindow/state"), QStringLiteral("mainwindow/screen")};
    const auto clear = [&] {
        QSettings s;
        for (const QString &k : keys)
            s.remove(k);
    };
    clear();
    CorpusModel model;
    model.setCorpus(db::loadCorpusFolder(db::bundledCorpusPath()).corpus);
    QSize fitted;
    {
        MainWindow fresh(&model);
        fresh.restoreLayout();
        fitted = fresh.size();
    }
    const QSize room = QGuiApplication::primaryScreen()->availableGeometry().size();
    const QSize odd(fitted.width(), fitted.height() * 3 / 4); // its minimum width is most of the screen
    {
        MainWindow made(&model);
        made.restoreLayout();
        made.resize(odd);
        made.saveLayout();
    }
    {
        MainWindow same(&model);
        same.restoreLayout();
        EXPECT_EQ(same.size(), odd) << "a layout of this screen is restored as it was";
    }
    QSettings().setValue(QStringLiteral("mainwindow/screen"), room * 2);
    {
        MainWindow other(&model);
        other.restoreLayout();
        EXPECT_EQ(other.size(), fitted) << "a layout of a screen twice the size is fitted to this one";
    }
    clear();
}
