#pragma once

#include <core/statistics.h>

#include <QColor>
#include <QHash>
#include <QSet>
#include <QWidget>

#include <vector>

class QLabel;
class QScrollArea;
class QTabWidget;
class QTimer;

QT_BEGIN_NAMESPACE
class QAbstractBarSeries;
class QChart;
class QChartView;
class QLineSeries;
QT_END_NAMESPACE

namespace parallax::ui {

class CorpusModel;
class TimelineWidget;

// The statistics dock: events per month or year stacked by source (a click
// zooms the timeline to the period), which source covers which era, and the
// distance travelled over time with the time cursor marked.
class StatisticsPanel final : public QWidget
{
    Q_OBJECT
public:
    StatisticsPanel(CorpusModel *model, TimelineWidget *timeline, QWidget *parent = nullptr);

    QChart *periodChart() const;
    QChart *coverageChart() const;
    QChart *journeyChart() const;
    const PeriodCounts &periodCounts() const { return m_periods; }
    // Saves the current chart as PNG or SVG (by suffix); empty string on success.
    QString exportCurrent(const QString &path) const;

protected:
    void showEvent(QShowEvent *e) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void refresh();
    void takeEdit();
    AxisSpan periodWindow() const;
    void rebuildPeriods();
    void showPeriods(PeriodCounts periods);
    void rebuildCoverage();
    void showCoverage(const Coverage &coverage);
    void relabelEras();
    QStringList eraLabels() const;
    void fitCoverageHeight();
    void rebuildJourney();
    void updateCursor();
    void applyTheme(QChart *chart) const;
    void colourSeries(QChart *chart) const;
    void showLegend(QChart *chart, QLabel *legend);
    void writeLegend(QLabel *legend) const;
    void placeLegends();
    QString sourceName(const QString &id) const;
    QString setName(const ChartSets &sets, std::size_t set) const;
    void greyOthers(QAbstractBarSeries *series, const ChartSets &sets) const;
    QFont smallFont() const;
    int mostBars() const;
    QHash<QString, qint64> sourceRank() const;
    static void fitLegend(QLabel *legend);

    CorpusModel *m_model;
    TimelineWidget *m_timeline;
    QTabWidget *m_tabs;
    QChartView *m_periodView;
    QChartView *m_coverageView;
    QChartView *m_journeyView;
    QLabel *m_periodLegend = nullptr;
    QLabel *m_coverageLegend = nullptr;
    QLabel *m_journeyLegend = nullptr;
    // Each legend's colours and names, as its chart's series give them.
    using LegendEntries = std::vector<std::pair<QColor, QString>>;
    QHash<QLabel *, LegendEntries> m_legendEntries;
    QScrollArea *m_scroll = nullptr;
    QSet<QLabel *> m_besideChart; // legends beside their chart: too little height for a line of names under it
    static constexpr int kChartLeast = 140; // below this, a chart's axis labels collapse to "…"
    QLineSeries *m_cursorLine = nullptr;
    PeriodCounts m_periods;
    Coverage m_coverage;
    QStringList m_periodSets; // the sources the periods' chart shows on their own
    int m_countedBars = 0; // the most bars the periods were counted for (mostBars)
    QTimer *m_settle = nullptr; // the period chart counted again once the view settles
    // Sources a chart shows on their own; the rest are one set.
    static constexpr int kChartSources = 8;
    bool m_counted = false; // a large corpus's counts are shown: edits adjust them
    AxisSpan m_countedWindow; // the timeline's window they were counted for
    double m_journeyMaxKm = 0;
    int m_coverageTall = 160; // the coverage chart's height with room for every era's name
    bool m_stale = false; // a large corpus changed while the panel was hidden
    int m_generation = 0; // which refresh a worker's counts belong to
};

} // namespace parallax::ui
