#include "statistics.h"

#include <ui/corpusmodel.h>
#include <ui/timeline/timelinewidget.h>

#include <core/conflicts.h>
#include <core/geo.h>

#include <QBarCategoryAxis>
#include <QBarSeries>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QLineSeries>
#include <QPainter>
#include <QPushButton>
#include <QStackedBarSeries>
#include <QSvgGenerator>
#include <QTabWidget>
#include <QTimer>
#include <QValueAxis>
#include <QVBoxLayout>

#include <cmath>

namespace parallax::ui {

namespace {

double yearOf(AxisTime t)
{
    int y, m, d, h, mi, s;
    calendarOf(t, &y, &m, &d, &h, &mi, &s);
    AxisTime a = 0, b = 0;
    axisTimeOf(y, 1, 1, 0, 0, 0, &a);
    axisTimeOf(y + 1, 1, 1, 0, 0, 0, &b);
    return y + double(t - a) / double(b - a);
}

bool included(const std::vector<char> &include, qsizetype i)
{
    return std::size_t(i) < include.size() && include[std::size_t(i)];
}

} // namespace

PeriodCounts countEventsPerPeriod(const Corpus &corpus, const std::vector<char> &include, const AxisSpan &window)
{
    PeriodCounts pc;
    for (const Source &s : corpus.sources)
        pc.sources << s.id;
    int y0, m0, d, h, mi, s;
    calendarOf(window.start, &y0, &m0, &d, &h, &mi, &s);
    int y1, m1;
    calendarOf(window.end - 1, &y1, &m1, &d, &h, &mi, &s);
    const int months = (y1 - y0) * 12 + (m1 - m0) + 1;
    pc.byYear = months > 48; // more than four years: one bar per year
    const QLocale en(QLocale::English);
    if (pc.byYear) {
        for (int y = y0; y <= y1; ++y) {
            AxisSpan p;
            axisTimeOf(y, 1, 1, 0, 0, 0, &p.start);
            axisTimeOf(y + 1, 1, 1, 0, 0, 0, &p.end);
            pc.periods.push_back(p);
            pc.labels << QString::number(y);
        }
    } else {
        for (int k = 0; k < months; ++k) {
            const int y = y0 + (m0 - 1 + k) / 12, m = (m0 - 1 + k) % 12 + 1;
            AxisSpan p;
            axisTimeOf(y, m, 1, 0, 0, 0, &p.start);
            axisTimeOf(m == 12 ? y + 1 : y, m == 12 ? 1 : m + 1, 1, 0, 0, 0, &p.end);
            pc.periods.push_back(p);
            pc.labels << QStringLiteral("%1 %2").arg(en.monthName(m, QLocale::ShortFormat)).arg(y);
        }
    }
    pc.counts.assign(std::size_t(pc.sources.size()), std::vector<int>(pc.periods.size(), 0));
    QHash<QString, int> sourceIndex;
    for (int i = 0; i < pc.sources.size(); ++i)
        sourceIndex.insert(pc.sources[i], i);
    for (qsizetype i = 0; i < corpus.events.size(); ++i) {
        if (!included(include, i))
            continue;
        const Event &e = corpus.events[i];
        QSet<QString> counted;
        for (const Account &a : e.accounts) {
            if (counted.contains(a.sourceId))
                continue;
            counted.insert(a.sourceId);
            // Where this source puts the event: its own date, else the record's.
            const AxisTime t = (a.claimedDate.isValid() ? a.claimedDate : e.date).span().start;
            const auto it = std::upper_bound(pc.periods.begin(), pc.periods.end(), t,
                                             [](AxisTime v, const AxisSpan &p) { return v < p.start; });
            if (it == pc.periods.begin())
                continue;
            const auto k = std::size_t(it - pc.periods.begin() - 1);
            if (!pc.periods[k].contains(t))
                continue;
            pc.counts[std::size_t(sourceIndex.value(a.sourceId))][k]++;
        }
    }
    return pc;
}

Coverage countCoverage(const Corpus &corpus, const std::vector<char> &include)
{
    Coverage c;
    QHash<QString, int> s, e;
    for (const Source &src : corpus.sources) {
        s.insert(src.id, int(c.sources.size()));
        c.sources << src.id;
    }
    for (const Era &era : corpus.eras) {
        e.insert(era.id, int(c.eras.size()));
        c.eras << era.id;
    }
    c.counts.assign(std::size_t(c.sources.size()), std::vector<int>(std::size_t(c.eras.size()), 0));
    for (qsizetype i = 0; i < corpus.events.size(); ++i) {
        const Event &ev = corpus.events[i];
        if (!included(include, i) || !e.contains(ev.eraId))
            continue;
        QSet<QString> counted;
        for (const Account &a : ev.accounts)
            if (!counted.contains(a.sourceId) && s.contains(a.sourceId)) {
                counted.insert(a.sourceId);
                c.counts[std::size_t(s.value(a.sourceId))][std::size_t(e.value(ev.eraId))]++;
            }
    }
    return c;
}

StatisticsPanel::StatisticsPanel(CorpusModel *model, TimelineWidget *timeline, QWidget *parent)
    : QWidget(parent), m_model(model), m_timeline(timeline)
{
    setObjectName(QStringLiteral("statistics"));
    m_tabs = new QTabWidget(this);
    m_periodView = new QChartView(new QChart, this);
    m_coverageView = new QChartView(new QChart, this);
    m_journeyView = new QChartView(new QChart, this);
    for (QChartView *v : {m_periodView, m_coverageView, m_journeyView})
        v->setRenderHint(QPainter::Antialiasing);
    m_periodView->setAccessibleName(tr("Events per period by source"));
    m_coverageView->setAccessibleName(tr("Coverage of eras by source"));
    m_journeyView->setAccessibleName(tr("Distance travelled over time"));
    m_tabs->addTab(m_periodView, tr("Events over time"));
    m_tabs->addTab(m_coverageView, tr("Coverage"));
    m_tabs->addTab(m_journeyView, tr("Journey"));
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_tabs);

    // The period chart follows the timeline's window, after it settles.
    auto *settle = new QTimer(this);
    settle->setSingleShot(true);
    settle->setInterval(250);
    connect(settle, &QTimer::timeout, this, &StatisticsPanel::rebuildPeriods);
    connect(timeline, &TimelineWidget::viewChanged, settle, qOverload<>(&QTimer::start));
    auto all = [this] {
        rebuildPeriods();
        rebuildCoverage();
        rebuildJourney();
    };
    connect(model, &CorpusModel::corpusChanged, this, all);
    connect(model, &CorpusModel::filterChanged, this, all);
    connect(model, &CorpusModel::cursorChanged, this, &StatisticsPanel::updateCursor);
    all();
}

QChart *StatisticsPanel::periodChart() const
{
    return m_periodView->chart();
}
QChart *StatisticsPanel::coverageChart() const
{
    return m_coverageView->chart();
}
QChart *StatisticsPanel::journeyChart() const
{
    return m_journeyView->chart();
}

void StatisticsPanel::applyTheme(QChart *chart) const
{
    const bool dark = palette().color(QPalette::Base).lightnessF() < 0.5;
    chart->setTheme(dark ? QChart::ChartThemeDark : QChart::ChartThemeLight);
    chart->setBackgroundBrush(palette().color(QPalette::Base));
    chart->setTitleBrush(palette().color(QPalette::Text));
    chart->legend()->setLabelColor(palette().color(QPalette::Text));
    chart->legend()->setAlignment(Qt::AlignBottom);
    chart->setMargins(QMargins(4, 4, 4, 4));
}

void StatisticsPanel::rebuildPeriods()
{
    // The timeline's window, kept within the corpus (the whole corpus when the
    // timeline shows nothing of it yet).
    const AxisSpan extent = m_timeline->data().extent;
    AxisSpan window = m_timeline->scale().visible(std::max(1.0, m_timeline->width() - TimelineRenderer::kGutter));
    window = {std::max(window.start, extent.start), std::min(window.end, extent.end)};
    if (window.end <= window.start)
        window = extent;
    m_periods = countEventsPerPeriod(m_model->corpus(), m_model->included(), window);
    auto *chart = new QChart;
    auto *series = new QStackedBarSeries;
    for (int s = 0; s < m_periods.sources.size(); ++s) {
        auto *set = new QBarSet(sourceLabel(m_periods.sources[s]));
        for (int v : m_periods.counts[std::size_t(s)])
            *set << v;
        series->append(set);
    }
    connect(series, &QStackedBarSeries::clicked, this, [this](int index, QBarSet *) {
        if (index >= 0 && std::size_t(index) < m_periods.periods.size())
            m_timeline->showSpan(m_periods.periods[std::size_t(index)]);
    });
    series->setBarWidth(0.9);
    chart->addSeries(series);
    auto *x = new QBarCategoryAxis;
    // Thin the labels when there are many bars.
    const int every = std::max<int>(1, int(m_periods.labels.size() / 12));
    QStringList labels;
    for (int i = 0; i < m_periods.labels.size(); ++i)
        labels << (i % every == 0 ? m_periods.labels[i] : QString(i, QChar(0x200B))); // unique blanks
    x->append(labels);
    chart->addAxis(x, Qt::AlignBottom);
    series->attachAxis(x);
    auto *y = new QValueAxis;
    y->setLabelFormat(QStringLiteral("%d"));
    y->setTitleText(m_periods.byYear ? tr("events per year") : tr("events per month"));
    chart->addAxis(y, Qt::AlignLeft);
    series->attachAxis(y);
    y->applyNiceNumbers();
    chart->setTitle(tr("Events dated by each source, %1 (click a bar to zoom the timeline)")
                        .arg(m_periods.byYear ? tr("per year") : tr("per month")));
    applyTheme(chart);
    QChart *old = m_periodView->chart();
    m_periodView->setChart(chart);
    delete old;
}

void StatisticsPanel::rebuildCoverage()
{
    const Coverage c = countCoverage(m_model->corpus(), m_model->included());
    auto *chart = new QChart;
    auto *series = new QBarSeries;
    for (int s = 0; s < c.sources.size(); ++s) {
        auto *set = new QBarSet(sourceLabel(c.sources[s]));
        for (int v : c.counts[std::size_t(s)])
            *set << v;
        series->append(set);
    }
    chart->addSeries(series);
    auto *x = new QBarCategoryAxis;
    for (const Era &e : m_model->corpus().eras)
        x->append(pickName(e.names, QStringLiteral("en")));
    chart->addAxis(x, Qt::AlignBottom);
    series->attachAxis(x);
    auto *y = new QValueAxis;
    y->setLabelFormat(QStringLiteral("%d"));
    y->setTitleText(tr("events told"));
    chart->addAxis(y, Qt::AlignLeft);
    series->attachAxis(y);
    y->applyNiceNumbers();
    chart->setTitle(tr("Which source speaks about which era"));
    applyTheme(chart);
    QChart *old = m_coverageView->chart();
    m_coverageView->setChart(chart);
    delete old;
}

void StatisticsPanel::rebuildJourney()
{
    const RouteTrack track = RouteTrack::build(m_model->corpus());
    auto *chart = new QChart;
    auto *line = new QLineSeries;
    line->setName(tr("distance travelled (km)"));
    double km = 0;
    for (const TrackLeg &l : track.legs()) {
        const RoutePosition a = track.positionAt(l.depart.start + l.depart.length() / 2);
        line->append(yearOf(l.depart.start + l.depart.length() / 2), a.distanceSoFar / 1000);
        km = a.distanceSoFar + l.length;
        line->append(yearOf(std::max(l.arrive.start + l.arrive.length() / 2, l.depart.start + l.depart.length() / 2 + 3600)),
                     km / 1000);
    }
    m_journeyMaxKm = km / 1000;
    chart->addSeries(line);
    m_cursorLine = new QLineSeries;
    m_cursorLine->setName(tr("time cursor"));
    chart->addSeries(m_cursorLine);
    auto *x = new QValueAxis;
    x->setLabelFormat(QStringLiteral("%.0f"));
    x->setTitleText(tr("year"));
    const AxisSpan span = track.timeSpan();
    x->setRange(yearOf(span.start) - 0.1, yearOf(span.end) + 0.1);
    // One labelled tick per year (the default ticks fall on half-years and
    // would print the same year twice).
    x->setTickType(QValueAxis::TicksDynamic);
    x->setTickAnchor(std::floor(yearOf(span.start)));
    x->setTickInterval(std::max(1.0, std::round((yearOf(span.end) - yearOf(span.start)) / 8)));
    auto *y = new QValueAxis;
    y->setRange(0, std::max(1.0, m_journeyMaxKm * 1.05));
    y->setLabelFormat(QStringLiteral("%d"));
    y->setTitleText(tr("km"));
    chart->addAxis(x, Qt::AlignBottom);
    chart->addAxis(y, Qt::AlignLeft);
    for (QLineSeries *s : {line, m_cursorLine}) {
        s->attachAxis(x);
        s->attachAxis(y);
    }
    chart->setTitle(tr("The journey: %1 km in all (WGS84 geodesic)").arg(QLocale().toString(m_journeyMaxKm, 'f', 0)));
    applyTheme(chart);
    QChart *old = m_journeyView->chart();
    m_journeyView->setChart(chart);
    delete old;
    updateCursor();
}

void StatisticsPanel::updateCursor()
{
    if (!m_cursorLine)
        return;
    m_cursorLine->clear();
    if (const auto t = m_model->cursor()) {
        const double x = yearOf(*t);
        m_cursorLine->append(x, 0);
        m_cursorLine->append(x, m_journeyMaxKm * 1.05);
    }
}

QString StatisticsPanel::exportCurrent(const QString &path) const
{
    auto *view = qobject_cast<QChartView *>(m_tabs->currentWidget());
    if (!view)
        return tr("No chart to export.");
    if (QFileInfo(path).suffix().toLower() == u"svg") {
        QSvgGenerator svg;
        svg.setFileName(path);
        svg.setSize(view->size());
        svg.setViewBox(view->rect());
        QPainter p(&svg);
        view->render(&p);
        return p.end() ? QString() : tr("Cannot write %1.").arg(path);
    }
    return view->grab().save(path) ? QString() : tr("Cannot write %1.").arg(path);
}

} // namespace parallax::ui
