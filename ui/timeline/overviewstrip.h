#pragma once

#include <core/overviewaxis.h>

#include <QList>
#include <QRectF>
#include <QStringList>
#include <QWidget>

#include <vector>

class QFontMetricsF;
class QPainter;

namespace parallax::ui {

class TimelineWidget;

// The whole corpus at a glance under the timeline: event density from the
// precomputed pyramid (O(bins) a paint, whatever the corpus) on an axis that
// cuts long empty stretches short, years, and the window the timeline shows.
// Click or drag to move.
class OverviewStrip final : public QWidget
{
    Q_OBJECT
public:
    explicit OverviewStrip(TimelineWidget *timeline, QWidget *parent = nullptr);
    QSize sizeHint() const override { return {800, 44}; }
    QSize minimumSizeHint() const override { return {200, 32}; }
    // The axis labels the last paint showed (for tests).
    const QStringList &labelsShown() const { return m_labels; }
    // Where those labels and the cuts' marks were drawn (for tests).
    const QList<QRectF> &labelRects() const { return m_labelRects; }
    const QList<QRectF> &cutMarks() const { return m_cutMarks; }

protected:
    void paintEvent(QPaintEvent *) override;
    void mousePressEvent(QMouseEvent *) override;
    void mouseMoveEvent(QMouseEvent *) override;

private:
    // A year (or month, decade) the strip may name above a stretch between cuts.
    struct YearLabel
    {
        double x = 0; // its tick, or where the stretch starts
        QString text;
        bool tick = false; // drawn with a line down the strip
    };

    QRectF plotRect() const;
    OverviewAxis axis() const;
    void paintCuts(QPainter &p, const QRectF &plot, double yearsRow, const OverviewAxis &a);
    void paintYears(QPainter &p, const QRectF &plot, const OverviewAxis &a);
    QList<YearLabel> yearsOf(const OverviewAxis::Segment &s, const QRectF &plot, const QFontMetricsF &fm) const;
    QString stretchName(const AxisSpan &span) const;
    void placeYears(const QRectF &plot, const std::vector<QList<YearLabel>> &stretches, const QFontMetricsF &fm);
    void paintDensity(QPainter &p, const QRectF &area, const OverviewAxis &a);
    void paintWindow(QPainter &p, const QRectF &plot, const OverviewAxis &axis);
    QFont smallFont() const;
    void centerAt(double x);

    TimelineWidget *m_timeline;
    QStringList m_labels;
    QList<QRectF> m_labelRects;
    QList<QRectF> m_cutMarks;
};

} // namespace parallax::ui
