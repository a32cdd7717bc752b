// Chart series against the data they claim to show.
#include "../qtprint.h"

#include <core/geo.h>
#include <core/synthetic.h>
#include <db/corpusloader.h>
#include <db/userdata.h>
#include <ui/charts/statistics.h>
#include <ui/corpusmodel.h>
#include <ui/language.h>
#include <ui/palette.h>
#include <ui/timeline/timelinewidget.h>

#include <gtest/gtest.h>

#include <QAbstractBarSeries>
#include <QApplication>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QGraphicsScene>
#include <QGraphicsTextItem>
#include <QHorizontalBarSeries>
#include <QLabel>
#include <QLegend>
#include <QLineSeries>
#include <QScopeGuard>
#include <QScrollArea>
#include <QScrollBar>
#include <QSet>
#include <QStackedBarSeries>
#include <QTabWidget>
#include <QTest>
#include <QValueAxis>

#include <algorithm>
#include <cmath>
#include <map>
#include <memory>
#include <numeric>

using namespace parallax;
using namespace parallax::ui;

namespace {

// A corpus in a model, the timeline fitted to it and the statistics panel on
// both, made in the order the window makes them.
struct Charts
{
    CorpusModel model;
    std::unique_ptr<TimelineWidget> timeline;
    std::unique_ptr<StatisticsPanel> panel;
    explicit Charts(const Corpus &corpus)
    {
        model.setCorpus(corpus);
        timeline = std::make_unique<TimelineWidget>(&model);
        timeline->resize(1200, 500);
        timeline->fitAll();
        panel = std::make_unique<StatisticsPanel>(&model, timeline.get());
    }
};

AxisTime at(int y, int m, int d)
{
    AxisTime t = 0;
    axisTimeOf(y, m, d, 0, 0, 0, &t);
    return t;
}
} // namespace

TEST(Statistics, MonthlyCountsFollowTheClaimedDates)
{
    const Corpus c = db::loadCorpusFolder(db::bundledCorpusPath()).corpus;
    const std::vector<char> all(std::size_t(c.events.size()), 1);
    const PeriodCounts pc = countEventsPerPeriod(c, all, {at(1814, 3, 1), at(1814, 6, 1)});
    ASSERT_FALSE(pc.byYear);
    ASSERT_EQ(pc.periods.size(), 3u);
    EXPECT_EQ(pc.labels[1], QStringLiteral("Apr 1814"));
    // Count by hand: events that source 002 dates (or leaves to the record) in April 1814.
    const int s002 = int(pc.sources.indexOf(QStringLiteral("002_b362695813637752")));
    int expected = 0;
    for (const Event &e : c.events)
        for (const Account &a : e.accounts)
            if (a.sourceId == pc.sources[s002]) {
                const AxisTime t = (a.claimedDate.isValid() ? a.claimedDate : e.date).span().start;
                expected += t >= at(1814, 4, 1) && t < at(1814, 5, 1);
                break;
            }
    EXPECT_GT(expected, 10);
    EXPECT_EQ(pc.counts[std::size_t(s002)][1], expected);

    const Coverage cov = countCoverage(c, all);
    int total = 0;
    for (const auto &row : cov.counts)
        for (int v : row)
            total += v;
    int accountsBySource = 0;
    for (const Event &e : c.events) {
        QSet<QString> s;
        for (const Account &a : e.accounts)
            s.insert(a.sourceId);
        accountsBySource += int(s.size());
    }
    EXPECT_EQ(total, accountsBySource);
}

TEST(Statistics, ChartsShowTheDataAndABarClickZooms)
{
    Charts charts(db::loadCorpusFolder(db::bundledCorpusPath()).corpus);
    CorpusModel &model = charts.model;
    TimelineWidget &timeline = *charts.timeline;
    StatisticsPanel &panel = *charts.panel;
    panel.resize(1000, 320);
    panel.show();
    QApplication::processEvents();
    // The stacked bars hold exactly the computed counts.
    auto *series = qobject_cast<QStackedBarSeries *>(panel.periodChart()->series().value(0));
    ASSERT_NE(series, nullptr);
    const PeriodCounts &pc = panel.periodCounts();
    ASSERT_EQ(series->barSets().size(), pc.sources.size());
    for (int s = 0; s < pc.sources.size(); ++s)
        for (std::size_t k = 0; k < pc.periods.size(); ++k)
            EXPECT_EQ(int(series->barSets()[s]->at(int(k))), pc.counts[std::size_t(s)][k]);
    // The legend under the chart names every source whole, in its colour,
    // on as many lines as the names need (Qt's own cut them at 1280x720).
    auto *legend = panel.findChild<QLabel *>(QStringLiteral("periodChartLegend"));
    ASSERT_NE(legend, nullptr);
    EXPECT_TRUE(legend->wordWrap());
    EXPECT_FALSE(panel.periodChart()->legend()->isVisible());
    for (QBarSet *set : series->barSets()) {
        EXPECT_FALSE(set->label().isEmpty());
        EXPECT_TRUE(
            legend->text().contains(QString(set->label().toHtmlEscaped()).replace(u' ', QStringLiteral("&nbsp;"))))
            << set->label().toStdString();
        EXPECT_TRUE(legend->text().contains(set->color().name()));
    }
    panel.resize(400, 320);
    QApplication::processEvents();
    EXPECT_GT(legend->heightForWidth(legend->width()), legend->fontMetrics().height() * 3 / 2) << "wrapped on lines";
    panel.resize(1000, 320);
    QApplication::processEvents();
    // Clicking the first bar zooms the timeline to that period.
    emit series->clicked(0, series->barSets()[0]);
    const AxisSpan vis = timeline.scale().visible(timeline.width() - TimelineRenderer::kGutter);
    EXPECT_LE(vis.length(), pc.periods[0].length() * 1.2);
    // The journey ends at the route's total length; the cursor is drawn.
    const RouteTrack track = RouteTrack::build(model.corpus());
    auto *line = qobject_cast<QLineSeries *>(panel.journeyChart()->series().value(0));
    ASSERT_NE(line, nullptr);
    EXPECT_NEAR(line->points().back().y(), track.totalLength() / 1000, 1e-6);
    // Its time axis covers the whole route, a little more, from a round tick
    // to a round tick (it began at 1814.2, after the route's start).
    auto *years = qobject_cast<QValueAxis *>(panel.journeyChart()->axes(Qt::Horizontal).value(0));
    ASSERT_NE(years, nullptr);
    const double first = decimalYear(track.timeSpan().start), last = decimalYear(track.timeSpan().end);
    EXPECT_LT(years->min(), first - 0.01);
    EXPECT_GT(years->max(), last + 0.01);
    EXPECT_GT(years->min(), first - years->tickInterval()) << "no empty tick before the route";
    EXPECT_LT(years->max(), last + years->tickInterval()) << "no empty tick after the route";
    EXPECT_EQ(years->min(), std::round(years->min()));
    EXPECT_EQ(years->max(), std::round(years->max()));
    EXPECT_EQ(std::fmod(years->max() - years->min(), years->tickInterval()), 0.0);
    EXPECT_EQ(years->tickAnchor(), years->min());
    model.setCursor(at(1815, 3, 1));
    auto *cursor = qobject_cast<QLineSeries *>(panel.journeyChart()->series().value(1));
    ASSERT_EQ(cursor->count(), 2);
    EXPECT_NEAR(cursor->at(0).x(), 1815.16, 0.01);
    if (const QByteArray dir = qgetenv("PARALLAX_SHOTS"); !dir.isEmpty()) {
        int i = 0;
        for (QChart *chart : {panel.periodChart(), panel.coverageChart(), panel.journeyChart()}) {
            QChartView v(chart);
            v.resize(1000, 320);
            v.grab().save(QString::fromLocal8Bit(dir) + QStringLiteral("/chart%1.png").arg(i++));
            v.setChart(new QChart); // the panel keeps ownership of its charts
        }
    }
}

// Many sources: the charts show the eight that count most on their own, in
// corpus order, and the others summed up as one set named for how many they
// are; every bar still totals what all the sources count there.
TEST(Statistics, ManySourcesShowTheLargestAndTheOthersAsOne)
{
    SyntheticSpec spec;
    spec.events = 3000;
    spec.sources = 20;
    Charts charts(makeSyntheticCorpus(spec));
    CorpusModel &model = charts.model;
    StatisticsPanel &panel = *charts.panel;
    panel.resize(1000, 320);
    panel.show();
    QApplication::processEvents();
    const PeriodCounts &pc = panel.periodCounts();
    ASSERT_EQ(pc.sources.size(), 20);
    auto *series = qobject_cast<QStackedBarSeries *>(panel.periodChart()->series().value(0));
    ASSERT_NE(series, nullptr);
    const QList<QBarSet *> sets = series->barSets();
    ASSERT_EQ(sets.size(), 9);
    EXPECT_EQ(sets.back()->label(), QStringLiteral("12 other sources"));
    // The sets shown on their own are the sources that tell the most events
    // in the whole corpus (so every chart shows the same ones), in corpus order.
    QList<std::pair<qint64, QString>> told; // (-events told, legend name)
    for (const Source &source : model.corpus().sources) {
        qint64 tells = 0;
        for (const Event &e : model.corpus().events)
            tells += std::any_of(
                e.accounts.begin(), e.accounts.end(), [&](const Account &a) { return a.sourceId == source.id; });
        told.append({-tells, source.title + QStringLiteral(" · ") + source.language});
    }
    std::stable_sort(told.begin(), told.end(), [](const auto &a, const auto &b) { return a.first < b.first; });
    QSet<QString> largest;
    for (int k = 0; k < 8; ++k)
        largest.insert(told[k].second);
    for (int k = 0; k < 8; ++k)
        EXPECT_TRUE(largest.contains(sets[k]->label())) << sets[k]->label().toStdString();
    for (std::size_t b = 0; b < pc.periods.size(); ++b) {
        int all = 0, drawn = 0;
        for (const std::vector<int> &c : pc.counts)
            all += c[b];
        for (QBarSet *set : sets)
            drawn += int(set->at(int(b)));
        EXPECT_EQ(drawn, all) << "period " << b;
    }
    auto *coverage = qobject_cast<QHorizontalBarSeries *>(panel.coverageChart()->series().value(0));
    ASSERT_NE(coverage, nullptr);
    EXPECT_EQ(coverage->barSets().size(), 9);
    // The same sources in both charts, in the same colours.
    for (int k = 0; k < 9; ++k) {
        EXPECT_EQ(coverage->barSets()[k]->label(), sets[k]->label()) << k;
        EXPECT_EQ(coverage->barSets()[k]->color(), sets[k]->color()) << k;
    }
    auto *legend = panel.findChild<QLabel *>(QStringLiteral("periodChartLegend"));
    ASSERT_NE(legend, nullptr);
    EXPECT_TRUE(legend->text().contains(QStringLiteral("12&nbsp;other&nbsp;sources")));
}

// The legend's height follows its lines: two lines of many sources are
// whole under the chart, and one line of a few asks for no scrolling.
TEST(Statistics, TheLegendIsAsHighAsItsLines)
{
    Charts charts(db::loadCorpusFolder(db::bundledCorpusPath()).corpus);
    StatisticsPanel &panel = *charts.panel;
    panel.resize(790, 215);
    panel.show();
    QTest::qWait(50);
    auto *legend = panel.findChild<QLabel *>(QStringLiteral("periodChartLegend"));
    auto *scroll = panel.findChild<QScrollArea *>(QStringLiteral("chartsScroll"));
    ASSERT_TRUE(legend && scroll);
    EXPECT_LT(legend->minimumHeight(), legend->fontMetrics().height() * 2) << "one line";
    EXPECT_GE(legend->height(), legend->fontMetrics().height());
    EXPECT_FALSE(scroll->verticalScrollBar()->isVisible());
    // The coverage chart scrolls (its eras' names each on a line); the
    // journey after it no longer does.
    auto *tabs = panel.findChild<QTabWidget *>();
    ASSERT_NE(tabs, nullptr);
    tabs->setCurrentIndex(1);
    QTest::qWait(50);
    EXPECT_TRUE(scroll->verticalScrollBar()->isVisible());
    tabs->setCurrentIndex(2);
    QTest::qWait(50);
    EXPECT_FALSE(scroll->verticalScrollBar()->isVisible());
    tabs->setCurrentIndex(0);
    panel.resize(400, 215);
    QTest::qWait(50);
    EXPECT_GE(legend->height(), legend->minimumHeight());
    EXPECT_GT(legend->minimumHeight(), legend->fontMetrics().height() * 3 / 2) << "wrapped, and whole";
}

// The dock at 1280x720 is lower than a chart and a line of names under it:
// the names go beside the chart, one a line, and nothing scrolls; given the
// height again, they go back under it.
TEST(Statistics, ALowPanelPutsTheLegendBesideTheChart)
{
    Charts charts(db::loadCorpusFolder(db::bundledCorpusPath()).corpus);
    StatisticsPanel &panel = *charts.panel;
    panel.resize(790, 172);
    panel.show();
    QTest::qWait(50);
    auto *legend = panel.findChild<QLabel *>(QStringLiteral("periodChartLegend"));
    auto *view = panel.findChild<QChartView *>(QStringLiteral("periodChart"));
    auto *scroll = panel.findChild<QScrollArea *>(QStringLiteral("chartsScroll"));
    ASSERT_TRUE(legend && view && scroll);
    EXPECT_FALSE(scroll->verticalScrollBar()->isVisible());
    EXPECT_GE(legend->geometry().left(), view->geometry().right()) << "beside the chart";
    EXPECT_GE(view->height(), 140);
    const int names = int(panel.periodCounts().sources.size());
    ASSERT_GE(names, 3);
    EXPECT_EQ(legend->text().count(QStringLiteral("<br>")), names - 1) << "a name a line";
    EXPECT_GE(legend->minimumHeight(), names * legend->fontMetrics().height()) << "a line each";
    EXPECT_GE(legend->height(), legend->minimumHeight()) << "every name shown";
    panel.resize(790, 320);
    QTest::qWait(50);
    EXPECT_GE(legend->geometry().top(), view->geometry().bottom()) << "under the chart";
    EXPECT_FALSE(legend->text().contains(QStringLiteral("<br>")));
    // The coverage chart, as tall as its eras' names need, keeps its legend
    // beside it in the dock at 1920x1080 (under it, it was out of sight).
    panel.resize(1150, 300);
    auto *tabs = panel.findChild<QTabWidget *>();
    ASSERT_NE(tabs, nullptr);
    tabs->setCurrentIndex(1);
    QTest::qWait(50);
    auto *coverage = panel.findChild<QLabel *>(QStringLiteral("coverageChartLegend"));
    auto *coverageView = panel.findChild<QChartView *>(QStringLiteral("coverageChart"));
    ASSERT_TRUE(coverage && coverageView);
    EXPECT_GE(coverage->geometry().left(), coverageView->geometry().right()) << "beside the chart";
    EXPECT_LT(coverage->mapTo(scroll->viewport(), QPoint(0, coverage->contentsMargins().top())).y(),
        scroll->viewport()->height())
        << "its names begin in sight";
}

// The journey's legend named a "time cursor" that was drawn only while the
// map played: it names the cursor while there is one (walkthrough).
TEST(Statistics, TheJourneysLegendNamesTheCursorWhileItIsDrawn)
{
    Charts charts(db::loadCorpusFolder(db::bundledCorpusPath()).corpus);
    StatisticsPanel &panel = *charts.panel;
    panel.resize(790, 320);
    panel.show();
    QTest::qWait(50);
    auto *legend = panel.findChild<QLabel *>(QStringLiteral("journeyChartLegend"));
    ASSERT_NE(legend, nullptr);
    const QString cursor = QStringLiteral("time&nbsp;cursor");
    EXPECT_FALSE(legend->text().contains(cursor)) << legend->text().toStdString();
    EXPECT_TRUE(legend->text().contains(QStringLiteral("distance"))) << legend->text().toStdString();
    charts.model.setCursor(HistoricalDate::parse(QStringLiteral("1815-03-01")).value().span().start);
    EXPECT_TRUE(legend->text().contains(cursor)) << legend->text().toStdString();
    charts.model.setCursor(std::nullopt);
    EXPECT_FALSE(legend->text().contains(cursor)) << legend->text().toStdString();
}

// Dark, the charts' theme coloured the sources otherwise than light, one of
// them a grey close to the base, and outlined every bar in white: a source
// keeps its colour light or dark, every colour stands out from the base,
// and no bar has an outline of another colour (walkthrough).
TEST(Statistics, ASourceHasOneColourLightOrDarkAndEveryColourShows)
{
    const Corpus c = db::loadCorpusFolder(db::bundledCorpusPath()).corpus;
    std::map<QString, QColor> light;
    for (const bool dark : {false, true}) {
        Charts charts(c);
        StatisticsPanel &panel = *charts.panel;
        if (dark)
            panel.setPalette(darkPalette());
        panel.resize(790, 320);
        panel.show();
        QTest::qWait(50);
        auto *series = qobject_cast<QAbstractBarSeries *>(panel.periodChart()->series().value(0));
        ASSERT_NE(series, nullptr);
        ASSERT_GE(series->barSets().size(), 3);
        const QColor base = panel.palette().color(QPalette::Base);
        for (QBarSet *set : series->barSets()) {
            EXPECT_GE(contrastRatio(set->color(), base), 1.8) << set->label().toStdString() << (dark ? " dark" : "");
            EXPECT_EQ(set->borderColor(), set->color()) << set->label().toStdString();
            if (!dark)
                light[set->label()] = set->color();
            else
                EXPECT_EQ(set->color(), light[set->label()]) << set->label().toStdString();
        }
    }
}

// Centuries of events: the period chart groups years in as many bars as
// its width holds with every label whole ("16…" under nineteen decades in
// the dock at 1280x720), and more of them when it is wider.
TEST(Statistics, LongSpansKeepEveryYearLabelWhole)
{
    SyntheticSpec spec;
    spec.events = 2000;
    spec.firstYear = 1500;
    spec.lastYear = 1849;
    Charts charts(makeSyntheticCorpus(spec));
    StatisticsPanel &panel = *charts.panel;
    panel.show();
    std::vector<std::size_t> bars;
    for (const int width : {790, 1190}) {
        panel.resize(width, 300);
        QTest::qWait(400); // the chart is counted again once the view settles
        auto *view = panel.findChild<QChartView *>(QStringLiteral("periodChart"));
        ASSERT_NE(view, nullptr);
        view->grab();
        ASSERT_TRUE(panel.periodCounts().byYear);
        bars.push_back(panel.periodCounts().periods.size());
        int labels = 0;
        for (QGraphicsItem *item : panel.periodChart()->scene()->items()) {
            auto *text = dynamic_cast<QGraphicsTextItem *>(item);
            if (!text || !text->isVisible() || text->toPlainText().isEmpty() || text->toPlainText() == u"…")
                continue;
            EXPECT_FALSE(text->toPlainText().contains(u'…') || text->toPlainText().endsWith(QStringLiteral("...")))
                << width << ": " << text->toPlainText().toStdString() << " cut";
            labels += text->toPlainText().toInt() >= 1500 ? 1 : 0;
        }
        EXPECT_GE(labels, 6) << width;
    }
    EXPECT_GT(bars[1], bars[0]) << "a wider chart holds more bars";
}

// At the Statistics dock's size at 1280x720 (about 790x200) and at 1920x1080
// every axis label of the three charts is drawn whole: not empty, not cut to
// "…", none over another (issue 14: the labels collapsed to "…", "The fall of
// Paris an…" even at 1920, the journey's axis at 6623 and 13247).
TEST(Statistics, EveryAxisLabelIsWholeAtTheDocksSize)
{
    Charts charts(db::loadCorpusFolder(db::bundledCorpusPath()).corpus);
    CorpusModel &model = charts.model;
    StatisticsPanel &panel = *charts.panel;
    panel.show();
    // The coverage chart is as tall as its names need only while it is
    // shown: the tabs take their tallest page's height, and the other charts
    // would scroll in the dock.
    auto *tabs = panel.findChild<QTabWidget *>();
    auto *coverage = panel.findChild<QChartView *>(QStringLiteral("coverageChart"));
    ASSERT_TRUE(tabs && coverage);
    tabs->setCurrentIndex(0);
    const int otherwise = tabs->minimumSizeHint().height();
    tabs->setCurrentIndex(1);
    const int tall = coverage->minimumHeight();
    EXPECT_GT(tall, 200);
    EXPECT_GT(tabs->minimumSizeHint().height(), tall);
    tabs->setCurrentIndex(0);
    EXPECT_EQ(tabs->minimumSizeHint().height(), otherwise);
    EXPECT_LT(otherwise, tall);
    tabs->setCurrentIndex(1);
    for (const QString &language : {QStringLiteral("en"), QStringLiteral("zh")})
        for (const QSize size : {QSize(790, 200), QSize(565, 290), QSize(1190, 300)}) {
            model.setDisplayLanguage(language);
            panel.resize(size);
            QApplication::processEvents();
            for (QChart *chart : {panel.periodChart(), panel.coverageChart(), panel.journeyChart()}) {
                QChartView view(chart);
                // The tab's frame; a chart taller than the dock scrolls in it.
                view.resize((size - QSize(20, 40))
                                .expandedTo(chart == panel.coverageChart() ? coverage->minimumSize() : QSize()));
                view.show();
                QApplication::processEvents();
                view.grab();
                std::vector<QRectF> labels;
                QSet<QString> eraNames; // the names not yet seen under the coverage chart
                if (chart == panel.coverageChart())
                    for (const Era &e : model.corpus().eras)
                        eraNames.insert(pickName(e.names, language).remove(u' '));
                for (QGraphicsItem *item : chart->scene()->items()) {
                    auto *text = dynamic_cast<QGraphicsTextItem *>(item);
                    if (!text || !text->isVisible() || text->toPlainText().isEmpty())
                        continue;
                    const QString t = text->toPlainText();
                    if (t == QStringLiteral("…"))
                        continue; // the period chart's mark for years without events
                    // An era's name beside its bars whole, on as many lines as it needs.
                    if (chart == panel.coverageChart()) {
                        QString flat = t;
                        flat.remove(QChar(0x2028)).remove(u'\n').remove(u' ').remove(QChar(0x200B));
                        eraNames.remove(flat);
                    }
                    if (getenv("DBG"))
                        qDebug() << t << text->sceneBoundingRect() << view.size() << chart->plotArea();
                    EXPECT_FALSE(t.contains(u'…') || t.endsWith(QStringLiteral("...")))
                        << chart->title().toStdString() << " at " << size.width() << " in " << language.toStdString()
                        << ": \"" << t.toStdString() << "\" cut";
                    const QRectF r = text->sceneBoundingRect();
                    EXPECT_GT(r.width(), 0) << t.toStdString();
                    if (text->rotation() == 0)
                        labels.push_back(r.adjusted(2, 2, -2, -2)); // the item's margins
                }
                EXPECT_GE(labels.size(), 4u) << chart->title().toStdString();
                EXPECT_TRUE(eraNames.isEmpty()) << language.toStdString() << " at " << size.width() << ": not whole: \""
                                                << QStringList(eraNames.values()).join(u',').toStdString() << '"';
                for (std::size_t a = 0; a < labels.size(); ++a)
                    for (std::size_t b = a + 1; b < labels.size(); ++b)
                        EXPECT_FALSE(labels[a].intersects(labels[b]))
                            << chart->title().toStdString() << " at " << size.width() << ": two labels overlap";
                if (chart == panel.journeyChart()) {
                    auto *y = qobject_cast<QValueAxis *>(chart->axes(Qt::Vertical).value(0));
                    ASSERT_NE(y, nullptr);
                    EXPECT_EQ(std::fmod(y->max(), 500.0), 0.0) << "a round top, not " << y->max();
                }
                view.setChart(new QChart); // the panel keeps its charts
            }
        }
}

// Every stacked bar of the period chart ends below the count axis's top,
// whatever stretch of time the timeline shows: April 1814 of the bundled
// corpus (60 events) reached the top (60) and read as a bar cut off there.
TEST(Statistics, EveryStackedBarEndsBelowTheCountAxissTop)
{
    const Corpus c = db::loadCorpusFolder(db::bundledCorpusPath()).corpus;
    Charts charts(c);
    charts.panel->resize(1000, 320);
    charts.panel->show();
    for (const auto &[from, to] : {std::pair(at(1814, 3, 1), at(1814, 6, 1)), std::pair(at(1814, 1, 1), at(1816, 1, 1)),
             std::pair(at(1500, 1, 1), at(1830, 1, 1))}) {
        charts.timeline->showSpan({from, to});
        QTest::qWait(400); // the chart follows once the timeline settles (250 ms)
        QChart *chart = charts.panel->periodChart();
        auto *y = qobject_cast<QValueAxis *>(chart->axes(Qt::Vertical).value(0));
        ASSERT_NE(y, nullptr);
        auto *series = qobject_cast<QAbstractBarSeries *>(chart->series().value(0));
        ASSERT_NE(series, nullptr);
        double tallest = 0;
        for (int i = 0; i < series->barSets().value(0)->count(); ++i) {
            double sum = 0;
            for (QBarSet *set : series->barSets())
                sum += set->at(i);
            tallest = std::max(tallest, sum);
        }
        EXPECT_GT(tallest, 0);
        EXPECT_GT(y->max(), tallest) << "from " << from << ": the tallest bar touches the axis's top";
    }
}

// The vertical axes' titles are drawn on their side: in English they are
// there, in Chinese (not read sideways) they are left to the charts' titles.
TEST(Statistics, AChineseAxisTitleIsNotSetSideways)
{
    const Corpus c = db::loadCorpusFolder(db::bundledCorpusPath()).corpus;
    const auto restore = qScopeGuard([] { installLanguage(QStringLiteral("en")); });
    for (const char *language : {"en", "zh", "da"}) {
        ASSERT_TRUE(installLanguage(QLatin1String(language)));
        Charts charts(c);
        charts.panel->resize(1000, 320);
        charts.panel->show();
        QApplication::processEvents();
        for (QChart *chart : {charts.panel->periodChart(), charts.panel->journeyChart()}) {
            auto *y = qobject_cast<QValueAxis *>(chart->axes(Qt::Vertical).value(0));
            ASSERT_NE(y, nullptr);
            EXPECT_EQ(y->titleText().isEmpty(), QLatin1String(language) == u"zh")
                << language << ": " << y->titleText().toStdString() << " under " << chart->title().toStdString();
            EXPECT_FALSE(chart->title().isEmpty());
        }
    }
}

// The count axis of the period chart has three labels: with at most one
// event in a bar, its middle one read 0 (0.5 as a whole number) under a 1
// and over a 0. Its top is now an even count, so every label is a different
// whole number.
TEST(Statistics, TheCountAxisLabelsAreDifferentWholeNumbers)
{
    const Corpus bundled = db::loadCorpusFolder(db::bundledCorpusPath()).corpus;
    for (const int events : {1, 3}) {
        Corpus c = bundled;
        c.events.clear();
        for (int i = 0; i < events; ++i) {
            Event e = bundled.events[i];
            e.accounts = {e.accounts.front()};
            c.events.append(e);
        }
        Charts charts(c);
        charts.panel->resize(1000, 320);
        charts.panel->show();
        QApplication::processEvents();
        auto *y = qobject_cast<QValueAxis *>(charts.panel->periodChart()->axes(Qt::Vertical).value(0));
        ASSERT_NE(y, nullptr);
        ASSERT_EQ(y->tickCount(), 3);
        EXPECT_EQ(y->min(), 0);
        const double step = (y->max() - y->min()) / (y->tickCount() - 1);
        EXPECT_GE(step, 1.0) << events;
        EXPECT_EQ(step, std::floor(step)) << "a label between whole numbers: top " << y->max();
    }
}
