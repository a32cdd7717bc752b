#pragma once

#include <QWidget>

namespace parallax::ui {

class TimelineWidget;

// The whole corpus at a glance under the timeline: event density from the
// precomputed pyramid and the window the timeline shows. Click or drag to move.
class OverviewStrip final : public QWidget
{
    Q_OBJECT
public:
    explicit OverviewStrip(TimelineWidget *timeline, QWidget *parent = nullptr);
    QSize sizeHint() const override { return {800, 40}; }
    QSize minimumSizeHint() const override { return {200, 32}; }

protected:
    void paintEvent(QPaintEvent *) override;
    void mousePressEvent(QMouseEvent *) override;
    void mouseMoveEvent(QMouseEvent *) override;

private:
    void centerAt(double x);
    double xOf(qint64 t) const;

    TimelineWidget *m_timeline;
};

} // namespace parallax::ui
