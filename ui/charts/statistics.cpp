#include "statistics.h"

#include <core/conflicts.h>
#include <core/geo.h>
#include <ui/backgroundwork.h>
#include <ui/corpusmodel.h>
#include <ui/palette.h>
#include <ui/timeline/timelinewidget.h>

#include <QAbstractBarSeries>
#include <QBarCategoryAxis>
#include <QBarSeries>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QFileInfo>
#include <QFontMetricsF>
#include <QHBoxLayout>
#include <QHorizontalBarSeries>
#include <QLabel>
#include <QLineSeries>
#include <QPainter>
#include <QPushButton>
#include <QScrollArea>
#include <QStackedBarSeries>
#include <QSvgGenerator>
#include <QTabBar>
#include <QTabWidget>
#include <QTextBlock>
#include <QTextDocument>
#include <QTextLayout>
#include <QTimer>
#include <QVBoxLayout>
#include <QValueAxis>

#include <algorithm>
#include <cmath>

namespace parallax::ui {

namespace {

// The top of a value axis of three ticks (0, half, top) above `highest`, at
// a round number: twice a step of 1, 1.5, 2, 2.5, 3, 4, 5, 6, 7.5 or 8 × 10^k.
double roundTop(double highest)
{
    const double half = std::max(1.0, highest) / 2;
    const double power = std::pow(10.0, std::floor(std::log10(half)));
    for (double m : {1.0, 1.5, 2.0, 2.5, 3.0, 4.0, 5.0, 6.0, 7.5, 8.0, 10.0})
        if (m * power >= half)
            return 2 * m * power;
    return 20 * power;
}

// The bars of a chart shown changed in place to these counts ([set][bar]):
// an edit moves a few of them. False when the chart has other bars, or its
// value axis is too short for them (then it is made again).
bool replaceBars(QChart *chart, const std::vector<std::vector<int>> &counts, bool stacked)
{
    const QList<QAbstractSeries *> series = chart->series();
    auto *bars = series.isEmpty() ? nullptr : qobject_cast<QAbstractBarSeries *>(series.first());
    QValueAxis *y = nullptr; // the counts' axis, upright or across
    for (QAbstractAxis *a : chart->axes())
        if (!y)
            y = qobject_cast<QValueAxis *>(a);
    if (!bars || !y || bars->count() != int(counts.size()))
        return false;
    const QList<QBarSet *> sets = bars->barSets();
    std::vector<int> highest(counts.empty() ? 0 : counts.front().size(), 0);
    for (std::size_t s = 0; s < counts.size(); ++s) {
        if (std::size_t(sets[int(s)]->count()) != counts[s].size() || counts[s].size() != highest.size())
            return false;
        for (std::size_t i = 0; i < highest.size(); ++i)
            highest[i] = stacked ? highest[i] + counts[s][i] : std::max(highest[i], counts[s][i]);
    }
    if (!highest.empty() && *std::max_element(highest.begin(), highest.end()) > y->max())
        return false;
    for (std::size_t s = 0; s < counts.size(); ++s)
        for (std::size_t i = 0; i < counts[s].size(); ++i)
            if (sets[int(s)]->at(int(i)) != counts[s][i])
                sets[int(s)]->replace(int(i), counts[s][i]);
    return true;
}

// Qt's nice numbers for a count axis, which has none to round while nothing
// is counted (an empty corpus, as a large one's window opens): Qt took the
// logarithm of 0 and printed "invalid range [nan - nan]".
void applyNiceNumbers(QValueAxis *axis)
{
    if (axis->max() > axis->min())
        axis->applyNiceNumbers();
    else
        axis->setRange(0, 1);
}

// A vertical axis's title is drawn turned on its side, which Chinese,
// Japanese and Korean are not read in: in those scripts the chart's own
// title, which names the quantity too ("每月事件数", "共 12,616 公里"),
// says it alone.
void setSidewaysTitle(QValueAxis *axis, const QString &title)
{
    const bool upright = std::any_of(title.cbegin(), title.cend(), [](QChar c) {
        const QChar::Script s = c.script();
        return s == QChar::Script_Han || s == QChar::Script_Hiragana || s == QChar::Script_Katakana
            || s == QChar::Script_Hangul;
    });
    axis->setTitleText(upright ? QString() : title);
}

} // namespace

StatisticsPanel::StatisticsPanel(CorpusModel *model, TimelineWidget *timeline, QWidget *parent)
    : QWidget(parent)
    , m_model(model)
    , m_timeline(timeline)
{
    setObjectName(QStringLiteral("statistics"));
    m_tabs = new QTabWidget(this);
    m_tabs->setAccessibleName(tr("Charts"));
    m_periodView = new QChartView(new QChart, this);
    m_coverageView = new QChartView(new QChart, this);
    m_coverageView->setObjectName(QStringLiteral("coverageChart"));
    m_journeyView = new QChartView(new QChart, this);
    for (QChartView *v : {m_periodView, m_coverageView, m_journeyView}) {
        v->setRenderHint(QPainter::Antialiasing);
        v->setMinimumHeight(kChartLeast); // below this, axis labels collapse to "…"
    }
    m_periodView->setAccessibleName(tr("Events per period by source"));
    m_periodView->installEventFilter(this); // its bars follow its width (eventFilter)
    m_coverageView->setAccessibleName(tr("Coverage of eras by source"));
    m_journeyView->setAccessibleName(tr("Distance travelled over time"));
    // Each chart with its legend under it, wrapped on as many lines as the
    // names need (Qt's legend keeps one line and cut the sources' names to
    // "The 1814 camp…" at 1280x720).
    auto page = [this](QChartView *view, QLabel *&legend) {
        auto *page = new QWidget(this);
        legend = new QLabel(page);
        legend->setWordWrap(true);
        legend->setAlignment(Qt::AlignHCenter);
        legend->setObjectName(view->objectName() + QStringLiteral("Legend"));
        legend->setTextFormat(Qt::RichText);
        // On the chart's own base, beside it or under it, not a grey slab.
        legend->setAutoFillBackground(true);
        QPalette base = legend->palette();
        base.setColor(QPalette::Window, palette().color(QPalette::Base));
        legend->setPalette(base);
        legend->installEventFilter(this); // its height follows its width (eventFilter)
        auto *column = new QVBoxLayout(page);
        column->setContentsMargins(0, 0, 0, 2);
        column->setSpacing(0);
        column->addWidget(view, 1);
        column->addWidget(legend);
        return page;
    };
    m_periodView->setObjectName(QStringLiteral("periodChart"));
    m_journeyView->setObjectName(QStringLiteral("journeyChart"));
    m_tabs->addTab(page(m_periodView, m_periodLegend), tr("Events over time"));
    m_tabs->addTab(page(m_coverageView, m_coverageLegend), tr("Coverage"));
    m_tabs->addTab(page(m_journeyView, m_journeyLegend), tr("Journey"));
    connect(m_tabs, &QTabWidget::currentChanged, this, &StatisticsPanel::fitCoverageHeight);
    // The charts keep their readable height in a scroll area: the dock area
    // they share with Compare and the tables may still be made lower.
    auto *scroll = new QScrollArea(this);
    scroll->setObjectName(QStringLiteral("chartsScroll"));
    scroll->setAccessibleName(tr("Charts"));
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    // No Tab stop of its own: it showed no focus (its tabs and charts take Tab).
    scroll->setFocusPolicy(Qt::NoFocus);
    scroll->setWidget(m_tabs);
    m_scroll = scroll;
    scroll->viewport()->installEventFilter(this); // the legends' place follows its size (placeLegends)
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(scroll);

    // The period chart follows the timeline's window, after it settles.
    m_settle = new QTimer(this);
    m_settle->setSingleShot(true);
    m_settle->setInterval(250);
    connect(m_settle, &QTimer::timeout, this, &StatisticsPanel::rebuildPeriods);
    connect(timeline, &TimelineWidget::viewChanged, m_settle, qOverload<>(&QTimer::start));
    connect(model, &CorpusModel::corpusChanged, this, &StatisticsPanel::refresh);
    connect(model, &CorpusModel::eventsChanged, this, &StatisticsPanel::takeEdit);
    connect(model, &CorpusModel::filterChanged, this, &StatisticsPanel::refresh);
    connect(model, &CorpusModel::cursorChanged, this, &StatisticsPanel::updateCursor);
    connect(model, &CorpusModel::displayLanguageChanged, this, &StatisticsPanel::relabelEras);
    refresh();
}

// A small corpus is counted at once. A large one only while the panel is
// shown, and on a worker thread: the counts read every event.
void StatisticsPanel::refresh()
{
    if (!worksInBackground(m_model->corpus())) {
        rebuildCoverage(); // first: its counts rank the sources of both
        rebuildPeriods();
        rebuildJourney();
        return;
    }
    m_counted = false;
    if (!isVisible()) {
        m_stale = true;
        return;
    }
    m_stale = false;
    const int generation = ++m_generation;
    struct Counts
    {
        PeriodCounts periods;
        Coverage coverage;
    };
    runInBackground(
        this,
        [corpus = m_model->corpus(), included = m_model->included(), window = periodWindow(), bars = mostBars()] {
            return Counts {countEventsPerPeriod(corpus, included, window, bars), countCoverage(corpus, included)};
        },
        [this, generation, window = periodWindow(), bars = mostBars()](Counts counts) {
            if (generation != m_generation)
                return;
            showCoverage(counts.coverage); // first: its counts rank the sources of both
            showPeriods(std::move(counts.periods));
            rebuildJourney();
            m_counted = true;
            m_countedWindow = window;
            m_countedBars = bars;
            if (mostBars() != bars)
                m_settle->start(); // the view's width changed while they were counted
        });
}

// Events changed in place: a large corpus's counts take each event's old
// part away and add its new one (the corpus is not counted again).
void StatisticsPanel::takeEdit()
{
    if (!worksInBackground(m_model->corpus()) || !m_counted || !isVisible()) {
        refresh();
        return;
    }
    for (const auto &[i, was] : m_model->replacedEvents()) {
        if (m_model->includes(was)) {
            countEventInPeriods(m_periods, was, -1);
            countEventInCoverage(m_coverage, was, -1);
        }
        if (m_model->isIncluded(i)) {
            countEventInPeriods(m_periods, m_model->corpus().events[i], 1);
            countEventInCoverage(m_coverage, m_model->corpus().events[i], 1);
        }
    }
    const ChartSets sets = chartSets(m_periods.sources, m_periods.counts, kChartSources, sourceRank());
    if (sets.sources != m_periodSets || !replaceBars(m_periodView->chart(), sets.counts, true))
        showPeriods(m_periods);
    showCoverage(m_coverage); // eight bars a source, in the eras' order upside down
}

// The height of a legend's lines at its width, laid out as the label lays
// out its rich text (QLabel's own heightForWidth() gave a line of five
// sources 72 px, as if each were on a line of its own).
void StatisticsPanel::fitLegend(QLabel *legend)
{
    // A hidden tab's legend keeps the width it was made with (100 px): it
    // asks for no height until it is shown, or the tabs would keep its.
    if (!legend->isVisible()) {
        legend->setMinimumHeight(0);
        return;
    }
    QTextDocument doc;
    doc.setDocumentMargin(0); // the label lays its text out without one
    doc.setDefaultFont(legend->font());
    doc.setHtml(legend->text());
    doc.setTextWidth(std::max(1, legend->contentsRect().width() - 2 * legend->margin()));
    // One line is what the label asks for anyway; the dock gives it that
    // without scrolling when the chart is at its least.
    const int height = int(std::ceil(doc.size().height())); // lays the text out
    int lines = 0;
    for (QTextBlock b = doc.begin(); b.isValid(); b = b.next())
        lines += b.layout() ? b.layout()->lineCount() : 0;
    const QMargins m = legend->contentsMargins();
    legend->setMinimumHeight(lines > 1 ? height + m.top() + m.bottom() : 0);
}

// A legend is as high as its lines at its width: the scroll area the charts
// are in sizes them by their minimum, and cut the first line of a legend of
// two (nine sources at 1280x720) under its chart.
bool StatisticsPanel::eventFilter(QObject *watched, QEvent *event)
{
    const QEvent::Type type = event->type();
    if (type == QEvent::Resize || type == QEvent::Show || type == QEvent::Hide) {
        if (m_scroll && watched == m_scroll->viewport() && type == QEvent::Resize)
            placeLegends();
        else if (auto *legend = qobject_cast<QLabel *>(watched))
            fitLegend(legend);
        else if (watched == m_periodView && m_settle && m_periods.byYear && mostBars() != m_countedBars)
            m_settle->start(); // counted again for the bars the new width holds
    }
    return QWidget::eventFilter(watched, event);
}

void StatisticsPanel::showEvent(QShowEvent *e)
{
    QWidget::showEvent(e);
    if (m_stale)
        refresh();
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
    chart->setMargins(QMargins(2, 2, 2, 2));
    const QFont small = smallFont();
    QFont title = small;
    title.setBold(true);
    chart->setTitleFont(title);
    chart->legend()->setVisible(false); // showLegend() draws it under the chart
    for (QAbstractAxis *a : chart->axes()) {
        a->setLabelsFont(small);
        a->setTitleFont(small);
        a->setLabelsColor(palette().color(QPalette::Text));
        a->setTitleBrush(palette().color(QPalette::Text));
    }
    colourSeries(chart);
}

// The sources in the same colours light or dark (the two themes coloured
// them differently, and the dark one drew a source in a grey close to its
// background), each bar without an outline (the dark theme's were white).
void StatisticsPanel::colourSeries(QChart *chart) const
{
    // Ten colours that stand apart, and from a white or a dark grey base.
    static const QColor kColours[] = {QColor(0x4e, 0x79, 0xa7), QColor(0xf2, 0x8e, 0x2b), QColor(0x59, 0xa1, 0x4f),
        QColor(0xe1, 0x57, 0x59), QColor(0xb0, 0x7a, 0xa1), QColor(0x76, 0xb7, 0xb2), QColor(0xed, 0xc9, 0x48),
        QColor(0x9c, 0x75, 0x5f), QColor(0xff, 0x9d, 0xa7), QColor(0x5f, 0x8a, 0xd9)};
    int next = 0;
    for (QAbstractSeries *series : chart->series()) {
        if (auto *bars = qobject_cast<QAbstractBarSeries *>(series)) {
            for (QBarSet *set : bars->barSets()) {
                set->setColor(kColours[next++ % std::size(kColours)]);
                set->setBorderColor(set->color());
            }
        } else if (auto *line = qobject_cast<QLineSeries *>(series)) {
            line->setColor(series == m_cursorLine ? cursorColour(palette()) : kColours[next++ % std::size(kColours)]);
        }
    }
}

// Small type: at the default dock height (1280×720) the labels keep their room.
QFont StatisticsPanel::smallFont() const
{
    QFont small = font();
    small.setPointSizeF(font().pointSizeF() * 0.85);
    return small;
}

// The chart's series under it: a square of each one's colour and its name,
// a name never broken over two lines.
void StatisticsPanel::showLegend(QChart *chart, QLabel *legend)
{
    LegendEntries &entries = m_legendEntries[legend];
    entries.clear();
    auto entry = [&](const QColor &colour, const QString &name) {
        if (!name.isEmpty())
            entries.emplace_back(colour, name);
    };
    for (QAbstractSeries *series : chart->series()) {
        if (auto *bars = qobject_cast<QAbstractBarSeries *>(series))
            for (QBarSet *set : bars->barSets())
                entry(set->color(), set->label());
        else if (auto *line = qobject_cast<QLineSeries *>(series))
            entry(line->color(), line->name());
    }
    legend->setFont(smallFont());
    writeLegend(legend);
}

// Under the chart, the names on as few lines as they fit, each name whole;
// beside it, a name a line (wrapped when it is longer than the column).
void StatisticsPanel::writeLegend(QLabel *legend) const
{
    const LegendEntries entries = m_legendEntries.value(legend);
    const bool beside = m_besideChart.contains(legend);
    QStringList items;
    QString longest;
    for (const auto &[colour, name] : entries) {
        const QString shown = name.toHtmlEscaped();
        items << QStringLiteral("<span style='color:%1'>\u25A0</span>&nbsp;%2")
                     .arg(colour.name(), beside ? shown : QString(shown).replace(u' ', QStringLiteral("&nbsp;")));
        if (name.size() > longest.size())
            longest = name;
    }
    legend->setText(items.join(beside ? QStringLiteral("<br>") : QStringLiteral("&nbsp;&nbsp; ")));
    // Beside, from the height of the chart's plot (under its title), where a
    // tall chart scrolled in the dock starts.
    legend->setAlignment(beside ? Qt::AlignLeft | Qt::AlignTop : Qt::AlignHCenter);
    legend->setContentsMargins(0, beside ? QFontMetrics(legend->font()).height() * 2 : 0, 0, 0);
    if (beside) {
        const int most = std::max(120, m_scroll->viewport()->width() / 3);
        const int wanted = QFontMetrics(legend->font()).horizontalAdvance(QStringLiteral("\u25A0 ") + longest) + 8;
        legend->setFixedWidth(std::min(most, wanted));
    } else {
        legend->setMinimumWidth(0);
        legend->setMaximumWidth(QWIDGETSIZE_MAX);
    }
    fitLegend(legend);
}

// Each legend under its chart where the panel has the height for both, else
// beside it, a name a line (the dock at 1280x720 held the chart and cut the
// line of names under it in half; the coverage chart, as tall as its eras'
// names need, left its legend out of sight under it at 1920x1080).
void StatisticsPanel::placeLegends()
{
    const QSize room = m_scroll->viewport()->size();
    const int chartRoom = room.height() - m_tabs->tabBar()->sizeHint().height() - 8; // the tabs' frame
    const int lineUnder = QFontMetrics(smallFont()).height() + 2;
    for (QLabel *legend : {m_periodLegend, m_coverageLegend, m_journeyLegend}) {
        const int chart = legend == m_coverageLegend ? std::max(kChartLeast, m_coverageTall) : kChartLeast;
        const bool beside = room.width() >= 480 && chartRoom < chart + lineUnder;
        if (beside == m_besideChart.contains(legend))
            continue;
        if (beside)
            m_besideChart.insert(legend);
        else
            m_besideChart.remove(legend);
        if (auto *column = qobject_cast<QBoxLayout *>(legend->parentWidget()->layout()))
            column->setDirection(beside ? QBoxLayout::LeftToRight : QBoxLayout::TopToBottom);
        writeLegend(legend);
    }
}

// The set of the other sources in grey, after the theme coloured it: the
// sources shown on their own keep the colours (a set of all the sources
// keeps the theme's first colour).
void StatisticsPanel::greyOthers(QAbstractBarSeries *series, const ChartSets &sets) const
{
    if (sets.others > 0 && !sets.sources.isEmpty() && !series->barSets().isEmpty()) {
        QBarSet *others = series->barSets().back();
        others->setColor(QColor(0x9a, 0x9a, 0x9a)); // a grey seen on a light or dark base
        others->setBorderColor(others->color());
    }
}

// The events each source tells in the corpus (as far as the filter lets
// them in): both charts show the same sources by it, in the same colours.
QHash<QString, qint64> StatisticsPanel::sourceRank() const
{
    QHash<QString, qint64> rank;
    for (qsizetype i = 0; i < m_coverage.sources.size() && std::size_t(i) < m_coverage.told.size(); ++i)
        rank.insert(m_coverage.sources[i], m_coverage.told[std::size_t(i)]);
    return rank;
}

// A chart's set as its legend names it: a source, or the others together.
QString StatisticsPanel::setName(const ChartSets &sets, std::size_t set) const
{
    if (set < std::size_t(sets.sources.size()))
        return sourceName(sets.sources[qsizetype(set)]);
    if (sets.sources.isEmpty())
        return tr("All %Ln sources", nullptr, int(sets.others));
    return tr("%Ln other sources", nullptr, int(sets.others));
}

// A source as a legend names it: short name and language.
QString StatisticsPanel::sourceName(const QString &id) const
{
    const Source *s = m_model->source(id);
    return s ? shortSourceName(*s) : sourceLabel(id);
}

// The timeline's window, kept within the corpus (the whole corpus when the
// timeline shows nothing of it yet).
AxisSpan StatisticsPanel::periodWindow() const
{
    const AxisSpan extent = m_timeline->data().extent;
    AxisSpan window = m_timeline->scale().visible(std::max(1.0, m_timeline->width() - TimelineRenderer::kGutter));
    window = {std::max(window.start, extent.start), std::min(window.end, extent.end)};
    if (window.end <= window.start)
        window = extent;
    return window;
}

void StatisticsPanel::rebuildPeriods()
{
    if (worksInBackground(m_model->corpus())) {
        // Counted again (on a worker, with a copy of the corpus) only when
        // the window moved: an edit redraws the timeline in the same window.
        const AxisSpan window = periodWindow();
        if (!m_counted || window.start != m_countedWindow.start || window.end != m_countedWindow.end
            || mostBars() != m_countedBars)
            refresh();
        return;
    }
    m_countedBars = mostBars();
    showPeriods(countEventsPerPeriod(m_model->corpus(), m_model->included(), periodWindow(), m_countedBars));
}

void StatisticsPanel::showPeriods(PeriodCounts periods)
{
    m_periods = std::move(periods);
    auto *chart = new QChart;
    auto *series = new QStackedBarSeries;
    const ChartSets sets = chartSets(m_periods.sources, m_periods.counts, kChartSources, sourceRank());
    for (std::size_t s = 0; s < sets.counts.size(); ++s) {
        auto *set = new QBarSet(setName(sets, s));
        for (int v : sets.counts[s])
            *set << v;
        series->append(set);
    }
    m_periodSets = sets.sources;
    connect(series, &QStackedBarSeries::clicked, this, [this](int index, QBarSet *) {
        if (index >= 0 && std::size_t(index) < m_periods.periods.size())
            m_timeline->showSpan(m_periods.periods[std::size_t(index)]);
    });
    series->setBarWidth(0.9);
    chart->addSeries(series);
    auto *x = new QBarCategoryAxis;
    // Thin the labels of many months; years come in as many bars as fit
    // (mostBars) and keep every label, "…" of a gap included.
    const int every = m_periods.byYear ? 1 : std::max<int>(1, int((m_periods.labels.size() + 7) / 8));
    QStringList labels;
    for (int i = 0; i < m_periods.labels.size(); ++i)
        labels << (i % every == 0 || m_periods.labels[i].startsWith(QChar(0x2026)) ? m_periods.labels[i]
                                                                                   : QString(i, QChar(0x200B)));
    x->append(labels);
    chart->addAxis(x, Qt::AlignBottom);
    series->attachAxis(x);
    auto *y = new QValueAxis;
    y->setLabelFormat(QStringLiteral("%d"));
    setSidewaysTitle(y, tr("events"));
    chart->addAxis(y, Qt::AlignLeft);
    series->attachAxis(y);
    // Room above the tallest bar: one that reached the top (60 events under
    // a top of 60) read as a bar cut off there.
    y->setMax(y->max() + std::max(1.0, y->max() / 20));
    applyNiceNumbers(y);
    // Three labels fit the default dock height (more collapse to "…"); the
    // top an even count, so that the middle one is a whole count too (a top
    // of 1 labelled 1, 0, 0).
    const int top = std::max(2, int(std::ceil(y->max())));
    y->setRange(0, top + top % 2);
    y->setTickCount(3);
    chart->setTitle(!m_periods.byYear ? tr("Events per month, by the date each source gives (click a bar to zoom)")
            : m_periods.yearsPerBar == 1
            ? tr("Events per year, by the date each source gives (click a bar to zoom)")
            : tr("Events per %n years, by the date each source gives (click a bar to zoom)", nullptr,
                m_periods.yearsPerBar));
    applyTheme(chart);
    greyOthers(series, sets);
    showLegend(chart, m_periodLegend);
    QChart *old = m_periodView->chart();
    m_periodView->setChart(chart);
    delete old;
}

// How many bars the period chart's width holds with each year's label whole:
// Qt cuts a label wider than its bar to "16…" (nineteen decades in a
// 790 px dock at 1280x720), and a bar of more years reads better than none.
int StatisticsPanel::mostBars() const
{
    const QFontMetricsF fm(smallFont());
    // The plot is the view less the value axis and margins (about 80 px);
    // Qt's axis pads a label by about 12 px on each side.
    const double perLabel = fm.horizontalAdvance(QStringLiteral("8888")) + 24;
    return std::clamp(int(double(m_periodView->width() - 80) / perLabel), 6, kMostBars);
}

void StatisticsPanel::rebuildCoverage()
{
    showCoverage(countCoverage(m_model->corpus(), m_model->included()));
}

void StatisticsPanel::showCoverage(const Coverage &c)
{
    if (&c != &m_coverage)
        m_coverage = c;
    auto *chart = new QChart;
    // Bars along the eras' names, which read on a line each at the dock's
    // width (eight columns of about 60 px at 1280x720 cut them all).
    auto *series = new QHorizontalBarSeries;
    const ChartSets sets = chartSets(c.sources, c.counts, kChartSources, sourceRank());
    for (std::size_t s = 0; s < sets.counts.size(); ++s) {
        auto *set = new QBarSet(setName(sets, s));
        const std::vector<int> &counts = sets.counts[s];
        for (auto v = counts.rbegin(); v != counts.rend(); ++v) // the first era at the top
            *set << *v;
        series->append(set);
    }
    series->setBarWidth(0.85);
    chart->addSeries(series);
    auto *eras = new QBarCategoryAxis;
    eras->append(eraLabels());
    chart->addAxis(eras, Qt::AlignLeft);
    series->attachAxis(eras);
    auto *counts = new QValueAxis;
    counts->setLabelFormat(QStringLiteral("%d"));
    counts->setTitleVisible(false);
    chart->addAxis(counts, Qt::AlignBottom);
    series->attachAxis(counts);
    applyNiceNumbers(counts);
    counts->setTickCount(std::clamp(int(counts->max()) / 5 + 1, 2, 7));
    applyNiceNumbers(counts);
    chart->setTitle(tr("Which source speaks about which era (events)"));
    applyTheme(chart);
    greyOthers(series, sets);
    showLegend(chart, m_coverageLegend);
    QChart *old = m_coverageView->chart();
    m_coverageView->setChart(chart);
    delete old;
    relabelEras();
}

// The eras' names from the last to the first (the axis counts upwards).
QStringList StatisticsPanel::eraLabels() const
{
    QStringList labels;
    const QList<Era> &eras = m_model->corpus().eras;
    for (auto e = eras.rbegin(); e != eras.rend(); ++e) {
        QString label = pickName(e->names, m_model->displayLanguage()).toHtmlEscaped();
        while (labels.contains(label))
            label += QChar(0x200B); // categories are keys: two eras of one name stay two
        labels << label;
    }
    return labels;
}

// The eras' names beside their bars, the first at the top, in the
// display's language; the chart as tall as they need.
void StatisticsPanel::relabelEras()
{
    QChart *chart = m_coverageView->chart();
    auto *x = qobject_cast<QBarCategoryAxis *>(chart->axes(Qt::Vertical).value(0));
    const QList<Era> &eras = m_model->corpus().eras;
    if (!x || eras.isEmpty())
        return;
    const QStringList labels = eraLabels();
    if (labels != x->categories())
        x->setCategories(labels);
    // Room for every name on its line: the panel's scroll area scrolls
    // rather than the axis leave names out or cut them to "…" (eight names
    // of 14 px in the 66 px a 200 px dock left the plot).
    const QFontMetricsF fm(x->labelsFont());
    // Qt's axis gives a name the plot's height over one more than the
    // categories, less twice its padding (about 5 px).
    const int chrome = 64; // title, value axis, margins
    m_coverageTall = std::max(160, int(std::ceil(double(eras.size() + 1) * (fm.height() + 12))) + chrome);
    fitCoverageHeight();
    if (m_scroll)
        placeLegends(); // its legend goes beside a chart taller than the panel
}

// The coverage chart as tall as its names need while it is shown, and no
// taller than the others while not: the tabs take the tallest page's
// height, and the other charts scrolled in the dock at 1280x720.
void StatisticsPanel::fitCoverageHeight()
{
    const bool shown = m_tabs->currentWidget() && m_tabs->currentWidget()->isAncestorOf(m_coverageView);
    m_coverageView->setMinimumHeight(shown ? m_coverageTall : kChartLeast);
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
        line->append(decimalYear(l.depart.start + l.depart.length() / 2), a.distanceSoFar / 1000);
        km = a.distanceSoFar + l.length;
        line->append(decimalYear(std::max(
                         l.arrive.start + l.arrive.length() / 2, l.depart.start + l.depart.length() / 2 + 3600)),
            km / 1000);
    }
    m_journeyMaxKm = km / 1000;
    chart->addSeries(line);
    m_cursorLine = new QLineSeries; // named while it is drawn (updateCursor())
    chart->addSeries(m_cursorLine);
    auto *x = new QValueAxis;
    x->setLabelFormat(QStringLiteral("%.0f"));
    x->setTitleVisible(false); // the labels are years
    const AxisSpan span = track.timeSpan();
    // One labelled tick per year or per few years (the default ticks fall on
    // half-years and would print the same year twice), the axis from a tick
    // to a tick around the whole route: it began after 1814, at 1814.2, and
    // the route's first months stood before the first label.
    const double first = decimalYear(span.start), last = decimalYear(span.end);
    const double every = std::max(1.0, std::round((last - first) / 6));
    const double margin = std::min(0.1, (last - first) / 60); // about ten days on the bundled route
    const double from = std::floor((first - margin) / every) * every;
    const double to = std::max(from + every, std::ceil((last + margin) / every) * every);
    x->setRange(from, to);
    x->setTickType(QValueAxis::TicksDynamic);
    x->setTickAnchor(from);
    x->setTickInterval(every);
    auto *y = new QValueAxis;
    y->setRange(0, roundTop(m_journeyMaxKm)); // 0, 7500, 15000: not 6623 and 13247
    y->setTickCount(3);
    y->setLabelFormat(QStringLiteral("%d"));
    setSidewaysTitle(y, tr("km"));
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
    showLegend(chart, m_journeyLegend);
    updateCursor();
}

void StatisticsPanel::updateCursor()
{
    if (!m_cursorLine)
        return;
    m_cursorLine->clear();
    const auto t = m_model->cursor();
    if (t) {
        const double x = decimalYear(*t);
        m_cursorLine->append(x, 0);
        m_cursorLine->append(x, roundTop(m_journeyMaxKm));
    }
    // The legend names the cursor while it is drawn (it named a line that
    // was not there while no cursor was set).
    if (const QString name = t ? tr("time cursor") : QString(); m_cursorLine->name() != name) {
        m_cursorLine->setName(name);
        showLegend(journeyChart(), m_journeyLegend);
    }
}

QString StatisticsPanel::exportCurrent(const QString &path) const
{
    QWidget *view = m_tabs->currentWidget(); // the chart and its legend
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
