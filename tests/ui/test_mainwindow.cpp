#include <db/corpusloader.h>
#include <db/userdata.h>
#include <ui/corpusmodel.h>
#include <ui/reading/eventdetails.h>
#include <ui/mainwindow.h>
#include <ui/timeline/timelinewidget.h>

#include <QApplication>
#include <QImage>
#include <QMouseEvent>
#include <QTest>

#include "../qtprint.h"

#include <gtest/gtest.h>

using namespace parallax;
using namespace parallax::ui;

namespace {

struct Fixture
{
    CorpusModel model;
    MainWindow window{&model};

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
    // And nothing in the empty band 300 px to the left (no other event there).
    EXPECT_EQ(inkIn(img, QRect(int(x) - 300, y0 + 4, 11, 30), bg), 0);
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
    t->setFocus();
    // The earliest event by record date, whatever its place in the file.
    const auto &events = f.model.corpus().events;
    int first = 0;
    for (int i = 1; i < events.size(); ++i)
        if (events[i].date.span().start < events[first].date.span().start)
            first = i;
    QTest::keyClick(t, Qt::Key_BracketRight);
    EXPECT_EQ(f.model.selectedEvent(), first);
    EXPECT_EQ(seen, first);
    QTest::keyClick(t, Qt::Key_BracketRight);
    const int second = f.model.selectedEvent();
    EXPECT_NE(second, first);
    EXPECT_GE(events[second].date.span().start, events[first].date.span().start);
    for (int i = 0; i < events.size(); ++i) {
        if (i != first) {
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
    c.events[0].accounts[0].quote = QStringLiteral("<b>bold</b> <img src=x> &amp;");
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
