#include "overviewstrip.h"

#include <ui/timeline/timelinewidget.h>

#include <QDate>
#include <QFontMetricsF>
#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <cmath>
#include <optional>

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

// Years (or months, decades) along the top, never one label over another;
// each stretch between cuts names a year before any names a second (a short
// stretch after a cut was named by none when the years of the stretch
// before took its room).
void OverviewStrip::paintYears(QPainter &p, const QRectF &plot, const OverviewAxis &a)
{
    const QFont small = smallFont();
    const QFontMetricsF fm(small);
    std::vector<QList<YearLabel>> stretches;
    for (const OverviewAxis::Segment &s : a.segments())
        if (!s.cut)
            stretches.push_back(yearsOf(s, plot, fm));
    placeYears(plot, stretches, fm);
    QColor line = palette().color(QPalette::Text);
    line.setAlphaF(0.12f);
    p.setPen(line);
    for (const QList<YearLabel> &years : stretches)
        for (const YearLabel &y : years) {
            if (!y.tick || y.x < plot.left() || y.x > plot.right())
                continue;
            // Under a label moved back over its tick (the last, ending at the
            // plot's end), the line starts below the words ("18|21").
            const auto over = std::find_if(m_labelRects.begin(), m_labelRects.end(),
                [&](const QRectF &r) { return r.left() <= y.x && y.x <= r.right(); });
            const double top = over == m_labelRects.end() ? plot.top() : over->bottom();
            p.drawLine(QPointF(y.x, top), QPointF(y.x, plot.bottom()));
        }
    p.setFont(small);
    p.setPen(palette().color(QPalette::Text));
    for (qsizetype i = 0; i < m_labels.size(); ++i)
        p.drawText(QPointF(m_labelRects[i].left(), plot.top() + fm.ascent()), m_labels[i]);
}

// The years a stretch would name: its ticks, in the tier that suits its
// width; a stretch too short for a tick names its first year.
QList<OverviewStrip::YearLabel> OverviewStrip::yearsOf(
    const OverviewAxis::Segment &s, const QRectF &plot, const QFontMetricsF &fm) const
{
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
    QList<YearLabel> out;
    // Hours name no stretch of an overview: a new database's few events,
    // each a day apart from the next by a break, read "00:00", "00:00".
    const bool hours = ticks.minorStep.unit == TickUnit::Hour;
    // A stretch's first day or month says its month and year too ("1",
    // "2"… told no one which month after a break).
    const TickStep &step = &shown == &ticks.major ? ticks.majorStep : ticks.minorStep;
    for (const Tick &t : shown) {
        const double x = plot.left() + s.x0 + scale.x(t.time);
        if (hours || x < plot.left() + s.x0 || x > plot.left() + s.x1)
            continue;
        const bool whole = out.isEmpty() && step.unit != TickUnit::Year;
        out.append({x, whole ? tickLabel(t.time, step, true, locale()) : t.label, true});
    }
    if (out.isEmpty())
        out.append({plot.left() + s.x0, stretchName(s.span), false});
    return out;
}

// A stretch too short for a tick, named as precisely as its length asks: a
// day's by its day ("1 March 1815"), a few months' by their month (both by
// the middle: a stretch begins a little before its first event), a longer
// one's by the year it begins in (a new database's three events, each a
// day between breaks, read "1815", "1815", "1815").
QString OverviewStrip::stretchName(const AxisSpan &span) const
{
    const AxisTime length = span.end - span.start;
    if (length > 62 * kSecondsPerDay)
        return tickLabel(span.start, TickStep {TickUnit::Year, 1}, true, locale());
    const TickUnit unit = length <= 2 * kSecondsPerDay ? TickUnit::Day : TickUnit::Month;
    return tickLabel(span.start + length / 2, TickStep {unit, 1}, true, locale());
}

// Where the years' labels go (m_labels, m_labelRects), a gap between any
// two, inside the plot: first each stretch's first year that has room, then
// every other where it clears those. A label stands right of its tick (or
// of its stretch's start), but one that would run past the plot's end ends
// there ("1821", the strip's last year, was left out a few pixels short of
// the end, and so was the year of a short last stretch).
void OverviewStrip::placeYears(
    const QRectF &plot, const std::vector<QList<YearLabel>> &stretches, const QFontMetricsF &fm)
{
    constexpr double kGap = 6;
    QList<std::pair<QRectF, QString>> placed;
    auto room = [&](const YearLabel &y) -> std::optional<QRectF> {
        QRectF r(y.x + 2, plot.top(), fm.horizontalAdvance(y.text), fm.height());
        if (r.right() > plot.right())
            r.moveRight(plot.right());
        const bool clear = r.left() >= plot.left()
            && std::none_of(placed.begin(), placed.end(),
                [&](const auto &other) { return r.adjusted(-kGap, 0, kGap, 0).intersects(other.first); });
        return clear ? std::optional(r) : std::nullopt;
    };
    std::vector<qsizetype> first(stretches.size(), -1);
    for (std::size_t i = 0; i < stretches.size(); ++i)
        for (qsizetype k = 0; k < stretches[i].size() && first[i] < 0; ++k)
            if (const auto r = room(stretches[i][k])) {
                placed.append({*r, stretches[i][k].text});
                first[i] = k;
            }
    for (std::size_t i = 0; i < stretches.size(); ++i)
        for (qsizetype k = 0; k < stretches[i].size(); ++k)
            if (k != first[i])
                if (const auto r = room(stretches[i][k]))
                    placed.append({*r, stretches[i][k].text});
    std::sort(
        placed.begin(), placed.end(), [](const auto &a, const auto &b) { return a.first.left() < b.first.left(); });
    for (const auto &[rect, text] : placed) {
        m_labelRects << rect;
        m_labels << text;
    }
}

namespace {
constexpr double kWidestBar = 4;
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
        // A bin wider than a few pixels (a stretch of a day, drawn across a
        // third of the strip, is one bin of the finest level) is a tick at
        // its events' place, not a slab that reads as a crowd.
        p.drawRect(QRectF(x0, area.bottom() - h, std::clamp(x1 - x0 - 0.5, 1.0, kWidestBar), h));
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
