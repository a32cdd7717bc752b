#include "overviewstrip.h"

#include <ui/timeline/timelinewidget.h>

#include <QMouseEvent>
#include <QPainter>

#include <cmath>

namespace parallax::ui {

OverviewStrip::OverviewStrip(TimelineWidget *timeline, QWidget *parent)
    : QWidget(parent)
    , m_timeline(timeline)
{
    setObjectName(QStringLiteral("overviewStrip"));
    setAccessibleName(tr("Overview of the whole timeline"));
    setToolTip(tr("The whole corpus; click or drag to move the timeline"));
    setMinimumHeight(32);
    setMaximumHeight(48);
    connect(timeline, &TimelineWidget::viewChanged, this, qOverload<>(&QWidget::update));
}

double OverviewStrip::xOf(qint64 t) const
{
    const AxisSpan e = m_timeline->data().density.extent();
    const double left = TimelineRenderer::kGutter;
    return left + double(t - e.start) / double(std::max<AxisTime>(1, e.length())) * (width() - left - 4);
}

void OverviewStrip::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    const QPalette &pal = palette();
    p.fillRect(rect(), pal.color(QPalette::Window));
    const DensityPyramid &d = m_timeline->data().density;
    const double left = TimelineRenderer::kGutter;
    const double w = width() - left - 4;
    p.setPen(pal.color(QPalette::WindowText));
    p.drawText(QRectF(8, 0, left - 12, height()), Qt::AlignVCenter | Qt::AlignLeft, tr("Overview"));
    if (d.total() == 0 || w < 10)
        return;
    // The level with bins about two pixels wide.
    const int k = d.levelFor(int(w / 2));
    const auto &bins = d.level(k);
    std::uint32_t peak = 1;
    for (auto b : bins)
        peak = std::max(peak, b);
    const double bw = w / double(bins.size());
    QColor bar = pal.color(QPalette::Highlight);
    bar.setAlphaF(0.55f);
    const double h = height() - 8;
    for (std::size_t i = 0; i < bins.size(); ++i) {
        if (!bins[i])
            continue;
        // Square-root scale: a lone event stays visible next to a dense month.
        const double bh = std::max(1.5, h * std::sqrt(double(bins[i]) / peak));
        p.fillRect(QRectF(left + i * bw, height() - 4 - bh, std::max(1.0, bw - 0.5), bh), bar);
    }
    // The timeline's window.
    const TimeScale &s = m_timeline->scale();
    const double plotW = std::max(1.0, m_timeline->width() - TimelineRenderer::kGutter);
    double a = xOf(s.time(0)), b = xOf(s.time(plotW));
    if (b - a < 3) {
        const double c = (a + b) / 2;
        a = c - 1.5;
        b = c + 1.5;
    }
    QColor frame = pal.color(QPalette::Text);
    p.setPen(QPen(frame, 1.5));
    frame.setAlphaF(0.08f);
    p.setBrush(frame);
    p.drawRect(QRectF(a, 2, b - a, height() - 4));
}

void OverviewStrip::centerAt(double x)
{
    const AxisSpan e = m_timeline->data().density.extent();
    const double left = TimelineRenderer::kGutter;
    const double f = std::clamp((x - left) / std::max(1.0, width() - left - 4), 0.0, 1.0);
    const AxisTime t = e.start + AxisTime(f * double(e.length()));
    TimeScale s = m_timeline->scale();
    s.centerOn(t, std::max(1.0, m_timeline->width() - TimelineRenderer::kGutter));
    m_timeline->setScale(s);
}

void OverviewStrip::mousePressEvent(QMouseEvent *e)
{
    centerAt(e->position().x());
}

void OverviewStrip::mouseMoveEvent(QMouseEvent *e)
{
    if (e->buttons() & Qt::LeftButton)
        centerAt(e->position().x());
}

} // namespace parallax::ui
