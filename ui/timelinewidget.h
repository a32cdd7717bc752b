#pragma once

#include "timelinerenderer.h"

#include <QWidget>

namespace parallax::ui {

class CorpusModel;

// The zoomable timeline: input handling only; drawing is TimelineRenderer's.
class TimelineWidget final : public QWidget
{
    Q_OBJECT
public:
    explicit TimelineWidget(CorpusModel *model, QWidget *parent = nullptr);

    const TimeScale &scale() const { return m_view.scale; }
    void setLaneMode(LaneMode mode);
    LaneMode laneMode() const { return m_view.laneMode; }

    // Fits the whole corpus (Home).
    void fitAll();
    // Shows `span` with a margin.
    void showSpan(const AxisSpan &span);
    void zoomBy(double factor, double anchorX);
    // The event under a point in widget coordinates, or -1.
    int eventAt(const QPointF &pos) const;

    QSize sizeHint() const override { return {1000, 520}; }

protected:
    void paintEvent(QPaintEvent *) override;
    void resizeEvent(QResizeEvent *) override;
    void wheelEvent(QWheelEvent *) override;
    void mousePressEvent(QMouseEvent *) override;
    void mouseMoveEvent(QMouseEvent *) override;
    void mouseReleaseEvent(QMouseEvent *) override;
    void mouseDoubleClickEvent(QMouseEvent *) override;
    void keyPressEvent(QKeyEvent *) override;
    bool event(QEvent *) override;

private:
    double plotWidth() const { return std::max(1.0, width() - TimelineRenderer::kGutter); }
    void stepSelection(int delta);

    CorpusModel *m_model;
    TimelineRenderer m_renderer;
    TimelineView m_view;
    QList<TimelineMarker> m_markers;
    QPointF m_pressPos;
    QPointF m_lastPos;
    bool m_dragging = false;
    bool m_fitted = false;
};

} // namespace parallax::ui
