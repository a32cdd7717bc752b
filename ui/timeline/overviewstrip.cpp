#include "overviewstrip.h"

#include <ui/timeline/timelinewidget.h>

#include <QDate>
#include <QFontMetricsF>
#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <cmath>

namespace parallax::ui {

OverviewStrip::OverviewStrip(TimelineWidget *timeline, QWidget *parent)
    : QWidget(parent)
    , m_timeline(timeline)
{
    setObjectName(QStringLiteral("overviewStrip"));
    setAccessibleName(tr("Overview of the whole timeline"));
    setToolTip(tr("The whole corpus: how many events when, long empty stretches cut short (≈). Click or drag to move "
                  "the timeline."));
    setMinimumHeight(32);
    setMaximumHeight(48);
    connect(timeline, &TimelineWidget::viewChanged, this, qOverload<>(&QWidget::update));
}

QRectF OverviewStrip::plotRect() const
{
    const double left = TimelineRenderer::kGutter;
    return QRectF(left, 0, std::max(0.0, width() - left - 4), height());
}

// O(bins of the pyramid's finest level), whatever the corpus.
OverviewAxis OverviewStrip::axis() const
{
    return OverviewAxis::build(m_timeline->data().density, plotRect().width());
}

// The whole extent: how many events start when (a level of the density
// pyramid, so a paint costs O(bins) whatever the corpus), years for
// orientation, long empty stretches cut short, and the timeline's window.
void OverviewStrip::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    m_labels.clear();
    m_labelRects.clear();
    m_cutMarks.clear();
    const QPalette &pal = palette();
    const QRectF plot = plotRect();
    p.fillRect(rect(), pal.color(QPalette::Window));
    p.fillRect(plot, pal.color(QPalette::Base));
    p.setPen(pal.color(QPalette::WindowText));
    p.drawText(QRectF(8, 0, plot.left() - 12, height()), Qt::AlignVCenter | Qt::AlignLeft, tr("Overview"));
    const DensityPyramid &d = m_timeline->data().density;
    if (d.total() == 0 || plot.width() < 10)
        return;
    const OverviewAxis a = axis();
    // The bars, the cuts' marks and the window's frame stay under the years'
    // row: a window a few pixels wide framed "1814" as "18|4", and a cut's
    // mark struck through the year named before it ("15//02").
    const double yearsRow = QFontMetricsF(smallFont()).height() + 1;
    paintCuts(p, plot, yearsRow, a);
    paintYears(p, plot, a);
    paintDensity(p, plot.adjusted(0, yearsRow, 0, -2), a);
    paintWindow(p, plot.adjusted(0, yearsRow, 0, 0), a);
}

QFont OverviewStrip::smallFont() const
{
    QFont f = font();
    f.setPointSizeF(f.pointSizeF() * 0.8);
    return f;
}

// An empty stretch cut short: a band of the window colour with a "≈" break
// under the years' row.
void OverviewStrip::paintCuts(QPainter &p, const QRectF &plot, double yearsRow, const OverviewAxis &a)
{
    QColor ink = palette().color(QPalette::Text);
    ink.setAlphaF(0.45f);
    p.setRenderHint(QPainter::Antialiasing, true);
    for (const OverviewAxis::Segment &s : a.segments()) {
        if (!s.cut)
            continue;
        const QRectF band(plot.left() + s.x0, plot.top(), s.x1 - s.x0, plot.height());
        p.fillRect(band, palette().color(QPalette::Window));
        p.setPen(QPen(ink, 1.2));
        const QRectF mark = QRectF(band.left(), plot.top() + yearsRow, band.width(), plot.height() - yearsRow);
        for (const double dx : {-2.0, 2.0}) {
            QPainterPath wave;
            const double x = mark.center().x() + dx;
            wave.moveTo(x - 2, mark.bottom() - 3);
            wave.cubicTo(x + 3, mark.center().y() + 3, x - 3, mark.center().y() - 3, x + 2, mark.top() + 3);
            p.drawPath(wave);
            m_cutMarks << wave.boundingRect();
        }
    }
    p.setRenderHint(QPainter::Antialiasing, false);
}

// Years (or months, decades) along the top, segment by segment, never one
// label over another; a stretch too short for a tick still names its year.
void OverviewStrip::paintYears(QPainter &p, const QRectF &plot, const OverviewAxis &a)
{
    const QFont small = smallFont();
    const QFontMetricsF fm(small);
    QColor line = palette().color(QPalette::Text);
    line.setAlphaF(0.12f);
    p.setFont(small);
    double lastRight = -1e9;
    auto label = [&](double x, const QString &text, bool withLine) {
        if (x < plot.left() || x > plot.right())
            return;
        if (withLine) {
            p.setPen(line);
            p.drawLine(QPointF(x, plot.top()), QPointF(x, plot.bottom()));
        }
        const double w = fm.horizontalAdvance(text);
        if (x + 2 < lastRight || x + 2 + w > plot.right())
            return; // never one label over another, nor past the end
        p.setPen(palette().color(QPalette::Text));
        p.drawText(QPointF(x + 2, plot.top() + fm.ascent()), text);
        m_labels << text;
        m_labelRects << QRectF(x + 2, plot.top(), w, fm.height());
        lastRight = x + 2 + w + 6;
    };
    for (const OverviewAxis::Segment &s : a.segments()) {
        if (s.cut)
            continue;
        const double w = s.x1 - s.x0;
        const TimeScale scale = TimeScale::fit(s.span, std::max(1.0, w));
        const TickTiers ticks
            = makeTicks(scale, w, locale(), [&](const QString &t) { return fm.horizontalAdvance(t) + 12; });
        // The fine tier when it steps by years (50 years: 1500, 1550…);
        // else the coarser tier (years when the fine one is months) when it
        // has at least two ticks here, else the fine one. (Across 1500–2000
        // the coarser tier is 1500 and 2000 alone: one label at the start.)
        auto inside = [&](const QList<Tick> &tier) {
            return std::count_if(tier.begin(), tier.end(), [&](const Tick &t) {
                const double x = scale.x(t.time);
                return x >= 0 && x <= w;
            });
        };
        const bool years = ticks.minorStep.unit == TickUnit::Year;
        const QList<Tick> &shown = !years && inside(ticks.major) >= 2 ? ticks.major : ticks.minor;
        bool any = false;
        for (const Tick &t : shown) {
            const double x = plot.left() + s.x0 + scale.x(t.time);
            if (x >= plot.left() + s.x0 && x <= plot.left() + s.x1) {
                label(x, t.label, true);
                any = true;
            }
        }
        if (!any)
            label(
                plot.left() + s.x0, QString::number(QDate::fromJulianDay(s.span.start / kSecondsPerDay).year()), false);
    }
}

// Bars of event starts, from the pyramid's level whose bins are about two
// pixels wide, log-scaled so that a lone event shows next to the busiest weeks.
void OverviewStrip::paintDensity(QPainter &p, const QRectF &area, const OverviewAxis &a)
{
    const DensityPyramid &d = m_timeline->data().density;
    const AxisSpan e = d.extent();
    const double extentPx = double(e.length()) * a.pixelsPerSecond(); // the whole extent, drawn uncut
    const auto &bins = d.level(d.levelFor(int(std::clamp(extentPx / 2, 1.0, 1e6))));
    std::uint32_t peak = 1;
    for (auto b : bins)
        peak = std::max(peak, b);
    const double binLen = double(e.length()) / double(bins.size());
    const double top = std::log1p(double(peak));
    p.setPen(Qt::NoPen);
    p.setBrush(palette().color(QPalette::Highlight));
    for (std::size_t i = 0; i < bins.size(); ++i) {
        if (!bins[i])
            continue;
        const AxisTime t0 = e.start + AxisTime(double(i) * binLen);
        const double x0 = area.left() + a.x(t0);
        const double x1 = area.left() + a.x(t0 + AxisTime(binLen));
        const double h = std::max(2.0, area.height() * std::log1p(double(bins[i])) / top);
        p.drawRect(QRectF(x0, area.bottom() - h, std::max(1.0, x1 - x0 - 0.5), h));
    }
}

// The timeline's window in `plot` (the bars' rows): the rest is dimmed, the
// window framed.
void OverviewStrip::paintWindow(QPainter &p, const QRectF &plot, const OverviewAxis &axis)
{
    const TimeScale &s = m_timeline->scale();
    const double plotW = std::max(1.0, m_timeline->width() - TimelineRenderer::kGutter);
    double a = std::clamp(plot.left() + axis.x(s.time(0)), plot.left(), plot.right());
    double b = std::clamp(plot.left() + axis.x(s.time(plotW)), plot.left(), plot.right());
    if (b - a < 3) {
        const double c = (a + b) / 2;
        a = c - 1.5;
        b = c + 1.5;
    }
    QColor dim = palette().color(QPalette::Window);
    dim.setAlphaF(0.55f);
    p.fillRect(QRectF(plot.left(), plot.top(), a - plot.left(), plot.height()), dim);
    p.fillRect(QRectF(b, plot.top(), plot.right() - b, plot.height()), dim);
    p.setPen(QPen(palette().color(QPalette::Highlight), 1.5));
    p.setBrush(Qt::NoBrush);
    p.drawRect(QRectF(a, plot.top(), b - a, height() - 1 - plot.top()));
}

void OverviewStrip::centerAt(double x)
{
    const AxisTime t = axis().time(std::clamp(x - plotRect().left(), 0.0, plotRect().width()));
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
