#include "timelinerenderer.h"

#include <ui/fonts.h>

#include <QCoreApplication>
#include <QFontMetricsF>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <cmath>

namespace parallax::ui {

namespace {
struct TimelineTr
{
    Q_DECLARE_TR_FUNCTIONS(parallax::Timeline)
};
} // namespace

namespace {

constexpr double kPointW = 10; // a point marker's width
constexpr double kStripCell = 8; // width of a cell of a dense lane's density strip
constexpr int kStripZoomCells = 12; // a click on the strip shows this many cells' time around it
constexpr double kBarH = 7;
constexpr double kBarPitch = 12; // row 1 clears a count bubble on the marker line
constexpr int kBarRows = 2;
// A lane holding more than plot width / kDenseDivisor items in view is drawn
// as per-cell counts: beyond that, single markers would only overlap.
constexpr double kDenseDivisor = 8;
constexpr double kMarkerOffset = 14; // from a lane's top to its marker row

QColor mix(const QColor &a, const QColor &b, double t)
{
    return QColor::fromRgbF(float(a.redF() * (1 - t) + b.redF() * t), float(a.greenF() * (1 - t) + b.greenF() * t),
        float(a.blueF() * (1 - t) + b.blueF() * t));
}

double markerY(double laneTop)
{
    return laneTop + kMarkerOffset;
}

// A sprite's identity in one number, so that a frame with hundreds of markers
// formats no strings to find them: what it shows (a count or a colour), two
// flag bits, its size in quarter pixels and the device pixel ratio. Zero when
// something is out of range (the marker is then drawn directly).
enum class SpriteKind : quint64 { Bubble = 1, Point = 2 };
quint64 spriteKey(SpriteKind kind, quint32 value, unsigned flags, const QSizeF &size, qreal dpr)
{
    const quint64 w = quint64(std::lround(size.width() * 4)), h = quint64(std::lround(size.height() * 4));
    const quint64 d = quint64(std::lround(dpr * 16));
    if (w >= (1u << 12) || h >= (1u << 8) || d >= (1u << 8) || flags > 3)
        return 0;
    return (quint64(kind) << 62) | (quint64(flags) << 60) | (w << 48) | (h << 40) | (d << 32) | value;
}

// " ×2" after the label of an event a lane shows more than once.
QString repeatSuffix(int repeats)
{
    return repeats > 1 ? QStringLiteral(" ×%1").arg(repeats) : QString();
}

QString countText(int count)
{
    return count >= 10000 ? QStringLiteral("%1k").arg(count / 1000) : QString::number(count);
}

} // namespace

template <typename Draw> void TimelineRenderer::drawSprite(QPainter &p, const QRectF &rect, quint64 fullKey, Draw draw)
{
    // Raster targets reuse a pre-rendered sprite; vector targets (SVG, PDF)
    // get real shapes.
    const int type = p.device()->devType();
    if (fullKey == 0 || (type != QInternal::Image && type != QInternal::Pixmap && type != QInternal::Widget)) {
        draw(p, rect);
        return;
    }
    const qreal dpr = p.device()->devicePixelRatioF();
    auto it = m_sprites.find(fullKey);
    if (it == m_sprites.end()) {
        if (m_sprites.size() > 2000)
            m_sprites.clear();
        QPixmap pm((rect.size() * dpr).toSize() + QSize(2, 2));
        pm.setDevicePixelRatio(dpr);
        pm.fill(Qt::transparent);
        QPainter q(&pm);
        q.setRenderHint(QPainter::Antialiasing, true);
        draw(q, QRectF(QPointF(1 / dpr, 1 / dpr), rect.size()));
        q.end();
        it = m_sprites.insert(fullKey, pm);
    }
    // At a whole pixel: a blit. At a fraction, with antialiasing on, the
    // raster engine would resample the sprite instead.
    const QPointF at = rect.topLeft() - QPointF(1 / dpr, 1 / dpr);
    p.drawPixmap(QPointF(std::round(at.x() * dpr) / dpr, std::round(at.y() * dpr) / dpr), *it);
}

// No lower than one row of labels under the markers (Chinese titles
// included): with more lanes than fit they scroll, and each shown lane names
// its events (issue 14: By Place at 24 px a lane showed dots and no name).
// No upper bound: a single lane takes the whole height for its labels (it
// stopped at 120 px, two thirds of the timeline left empty).
double TimelineRenderer::laneHeight(const QRectF &bounds, int lanes)
{
    constexpr double kOneLabelRow = kMarkerOffset + kPointW / 2 + 4 + 21 + 2;
    return std::max(plotRect(bounds).height() / std::max(1, lanes), kOneLabelRow);
}

QRectF TimelineRenderer::plotRect(const QRectF &bounds)
{
    return QRectF(
        bounds.left() + kGutter, bounds.top() + kAxisHeight, bounds.width() - kGutter, bounds.height() - kAxisHeight);
}

int TimelineRenderer::visibleLanes(const QRectF &bounds, int lanes)
{
    return std::clamp(int(plotRect(bounds).height() / laneHeight(bounds, lanes)), std::min(lanes, 1), lanes);
}

double TimelineRenderer::markerCenterY(const QRectF &bounds, int lanes, int row)
{
    return markerY(plotRect(bounds).top() + row * laneHeight(bounds, lanes));
}

const std::vector<TimelineMarker> &TimelineRenderer::paint(
    QPainter &p, const QRectF &bounds, const TimelineData &data, const TimelineView &view)
{
    m_markers.clear();
    m_placed.clear();
    m_selectedSpots.clear();
    m_barPieces.clear();
    m_labelRects.clear();
    m_labelsPlaced = 0;
    prepareFrame(p, bounds, data, view);
    p.save();
    p.setClipRect(bounds);
    p.fillRect(bounds, m_frame.base);
    // Axis-aligned lines and fills are drawn without antialiasing (it would
    // only blur them and costs); markers and connectors turn it on.
    p.setRenderHint(QPainter::Antialiasing, false);
    paintEras(p, view);
    paintLaneBands(p);
    paintGrid(p, view);
    for (int r = m_frame.firstLane; r < m_frame.endLane; ++r)
        layoutLane(data, m_frame.laneOf(r), view);
    paintWhiskers(p, data, view);
    paintConnectors(p, view);
    paintMarkers(p, view);
    paintLabels(p, view);
    paintEraNames(p);
    paintAxis(p, view);
    paintCursor(p, view);
    paintGutter(p, data, view);
    p.restore();
    std::reverse(m_markers.begin(), m_markers.end());
    return m_markers;
}

void TimelineRenderer::prepareFrame(
    QPainter &p, const QRectF &bounds, const TimelineData &data, const TimelineView &view)
{
    Frame &f = m_frame;
    const QPalette &pal = view.palette;
    f.base = pal.color(QPalette::Base);
    f.text = pal.color(QPalette::Text);
    f.window = pal.color(QPalette::Window);
    f.windowText = pal.color(QPalette::WindowText);
    f.mid = mix(f.base, f.text, 0.35);
    f.faint = mix(f.base, f.text, 0.09);
    f.accent = pal.color(QPalette::Highlight);
    f.dark = f.base.lightnessF() < 0.5;
    f.conflict = f.dark ? QColor(0xff, 0x7a, 0x5c) : QColor(0xc6, 0x3b, 0x25);
    f.cursor = f.dark ? QColor(0xff, 0xc8, 0x57) : QColor(0xd9, 0x7a, 0x00);
    f.dpr = p.device()->devicePixelRatioF();

    const QString style = QStringLiteral("%1.%2.%3.%4.%5")
                              .arg(f.base.rgba())
                              .arg(f.accent.rgba())
                              .arg(f.text.rgba())
                              .arg(view.font.key(), view.language);
    if (style != m_spriteStyle) {
        m_sprites.clear();
        m_bubbleWidths.clear();
        m_labelWidths.clear();
        m_spriteStyle = style;
    }

    const int lanes = int(data.lanes.size());
    f.laneRows = view.laneFiltered ? &view.laneRows : nullptr;
    f.rows = f.laneRows ? int(f.laneRows->size()) : lanes;
    f.rowOfLane.assign(std::size_t(lanes), -1); // a few thousand ints at most: lanes, not events
    for (int r = 0; r < f.rows; ++r)
        if (const int l = f.laneOf(r); l >= 0 && l < lanes)
            f.rowOfLane[std::size_t(l)] = r;
    f.bounds = bounds;
    f.plot = plotRect(bounds);
    f.laneH = laneHeight(bounds, f.rows);
    const int shown = f.rows == 0 ? 0 : visibleLanes(bounds, f.rows);
    f.firstLane = std::clamp(view.firstLane, 0, std::max(0, f.rows - shown));
    f.endLane = f.firstLane + shown;
    f.sourceMode = data.mode == LaneMode::Source;

    f.font = fontForLanguage(view.language, view.font);
    f.small = fontForLanguage(QStringLiteral("zh"), view.font);
    f.small.setPointSizeF(view.font.pointSizeF() * 0.85);
    f.bold = f.font;
    f.bold.setBold(true);
    f.axisBold = f.small;
    f.axisBold.setBold(true);
    f.lineH = QFontMetricsF(f.font).height();
}

QPointF TimelineRenderer::centerOf(const Placed &pl) const
{
    const double y = markerY(m_frame.laneTop(pl.lane)) + (pl.placement == Placement::Bar ? pl.row * kBarPitch : 0);
    return QPointF(m_frame.X((pl.x0 + pl.x1) / 2), y);
}

// Eras: background bands, names at the foot of the plot.
void TimelineRenderer::paintEras(QPainter &p, const TimelineView &view)
{
    const Frame &f = m_frame;
    const TimeScale &scale = view.scale;
    const AxisSpan vis {scale.time(0), scale.time(f.plot.width())};
    const QFontMetricsF sfm(f.small);
    m_eraNames.clear();
    for (const Era &era : m_corpus->eras) {
        const AxisSpan s = era.date.span();
        if (!s.overlaps(vis))
            continue;
        const QRectF band(QPointF(std::max(f.X(scale.x(s.start)), f.plot.left()), f.plot.top()),
            QPointF(std::min(f.X(scale.x(s.end)), f.plot.right()), f.plot.bottom()));
        QColor col(era.color.isEmpty() ? QStringLiteral("#888888") : era.color);
        // Opaque, pre-mixed with the background: a full-height alpha fill per
        // era would cost more than all the markers.
        const QColor fill = mix(f.base, col, f.dark ? 0.16 : 0.10);
        p.fillRect(band, fill);
        col = f.dark ? col.lighter(170) : col.darker(110);
        col.setAlphaF(1.0f);
        // Whole or not at all: the band's colour still says where the era is.
        const QString name = pickName(era.names, view.language);
        const double w = sfm.horizontalAdvance(name);
        if (w > band.width() - 8)
            continue;
        m_eraNames.push_back(
            {QRectF(band.left() + 4, f.plot.bottom() - sfm.height() - 4, w + 2, sfm.height()), name, fill, col});
    }
}

// Era names at the foot of the plot, on a plate of their band's colour,
// drawn last where no marker, strip or label stands: connector lines pass
// behind them.
void TimelineRenderer::paintEraNames(QPainter &p)
{
    const Frame &f = m_frame;
    p.setFont(f.small);
    m_eraNamesDrawn.clear();
    for (const EraName &e : m_eraNames) {
        // Never under a marker (low lanes put the last one's markers at the foot of the plot).
        const bool covered = std::any_of(m_placed.begin(), m_placed.end(), [&](const Placed &pl) {
            const double y = markerY(f.laneTop(pl.lane));
            // A count is drawn around `at`; a strip's cell where it is (its `at` is unset).
            const bool bubble = pl.placement == Placement::Cluster;
            const double half = bubble ? bubbleWidth(std::uint32_t(pl.count)) / 2 : 0;
            const double x0 = bubble ? f.X(pl.at) - half : f.X(pl.x0);
            const double x1 = bubble ? f.X(pl.at) + half : f.X(pl.x1);
            const bool across = x1 + 2 > e.rect.left() && x0 - 2 < e.rect.right();
            if (pl.placement == Placement::DenseCell) // a strip's bar stands on its lane's foot
                return across && f.laneTop(pl.lane) + f.laneH > e.rect.top();
            return across && y + 9 > e.rect.top() && y - 9 < e.rect.bottom();
        });
        // Nor under a label (the last lane's labels reach the foot too).
        const QRectF plate = e.rect.adjusted(-2, 0, 2, 0);
        if (covered || std::any_of(m_labelRects.begin(), m_labelRects.end(), [&](const QRectF &r) {
                return r.intersects(plate);
            }))
            continue;
        m_eraNamesDrawn.push_back(e.rect);
        p.fillRect(e.rect.adjusted(-2, 0, 2, 0), e.plate);
        p.setPen(e.ink);
        p.drawText(e.rect, Qt::AlignLeft | Qt::AlignVCenter, e.name);
    }
}

void TimelineRenderer::paintLaneBands(QPainter &p)
{
    const Frame &f = m_frame;
    for (int r = f.firstLane; r < f.endLane; ++r) {
        const int l = f.laneOf(r);
        const double y = f.laneTop(l);
        if (f.sourceMode && l == 0)
            p.fillRect(QRectF(f.plot.left(), y, f.plot.width(), f.laneH).toAlignedRect(), mix(f.base, f.text, 0.035));
        p.setPen(QPen(f.faint, 1));
        p.drawLine(QPointF(f.bounds.left(), y + f.laneH), QPointF(f.bounds.right(), y + f.laneH));
    }
}

// A dense lane: a density strip, counts of starts per narrow cell, nothing
// visited per event.
void TimelineRenderer::layoutDenseLane(const LaneIndex &idx, int lane, const TimeScale &scale)
{
    const QRectF &plot = m_frame.plot;
    // Cells many bins wide read the lane's histogram in O(1); narrower
    // ones count exactly, all cells of the lane in one sweep.
    const bool binned = double(idx.binWidth()) * 4 <= kStripCell * scale.secondsPerPixel();
    m_cellEdges.clear();
    for (double x = 0; x < plot.width(); x += kStripCell)
        m_cellEdges.push_back(scale.time(x));
    m_cellEdges.push_back(scale.time(kStripCell * double(m_cellEdges.size())));
    if (!binned)
        idx.countStartingCells(m_cellEdges, m_cellCounts);
    const AxisTime reach = AxisTime(scale.secondsPerPixel() * kStripCell * kStripZoomCells / 2);
    for (std::size_t i = 0; i + 1 < m_cellEdges.size(); ++i) {
        const AxisSpan cell {m_cellEdges[i], m_cellEdges[i + 1]};
        const auto n = binned ? idx.countStartingBinned(cell.start, cell.end) : m_cellCounts[i];
        const double x = kStripCell * double(i);
        const AxisTime mid = cell.start + (cell.end - cell.start) / 2;
        if (n > 0)
            m_placed.push_back(
                {TimelineItem {}, lane, x, x + kStripCell, int(n), {mid - reach, mid + reach}, Placement::DenseCell});
    }
}

double TimelineRenderer::bubbleWidth(std::uint32_t count)
{
    const quint32 shown = count >= 10000 ? quint32(count / 1000) * 1000 : quint32(count);
    auto wit = m_bubbleWidths.constFind(shown);
    if (wit == m_bubbleWidths.cend()) {
        if (m_bubbleWidths.size() > 4000)
            m_bubbleWidths.clear();
        wit = m_bubbleWidths.insert(
            shown, std::max(18.0, QFontMetricsF(m_frame.small).horizontalAdvance(countText(int(count))) + 10));
    }
    return *wit;
}

// The points and counts of a lane, m_placed[begin, end): a count never over
// the selected event's markers (the fixed spots of this lane) and never
// touching its neighbour (core's settleMarks: moved beside, or joined).
void TimelineRenderer::settleLane(std::size_t begin, int lane)
{
    m_settle.clear();
    m_settleFixed.clear();
    for (const Spot &spot : m_selectedSpots)
        if (spot.lane == lane)
            m_settleFixed.push_back({spot.x0 - 4, spot.x1 + 4}); // with its selection ring
    std::sort(m_settleFixed.begin(), m_settleFixed.end());
    for (std::size_t k = begin; k < m_placed.size(); ++k) {
        const Placed &pl = m_placed[k];
        const bool bubble = pl.isCount();
        m_settle.push_back({pl.x0, pl.x1, (pl.x0 + pl.x1) / 2, bubble ? bubbleWidth(std::uint32_t(pl.count)) : kPointW,
            std::uint32_t(pl.count), bubble});
    }
    settleMarks(
        m_settle, m_settleFixed, 2,
        [](std::uint32_t n, void *self) { return static_cast<TimelineRenderer *>(self)->bubbleWidth(n); }, this,
        m_settleGroup);
    // Rewrite the range: one entry per settled mark, spans joined.
    m_settled.clear();
    m_settled.resize(m_settle.size());
    m_settledSeen.assign(m_settle.size(), 0);
    for (std::size_t k = 0; k < m_settleGroup.size(); ++k) {
        const std::uint32_t g = m_settleGroup[k];
        const Placed &in = m_placed[begin + k];
        Placed &merged = m_settled[g];
        if (!m_settledSeen[g]) {
            merged = in;
            m_settledSeen[g] = 1;
            continue;
        }
        merged.span.start = std::min(merged.span.start, in.span.start);
        merged.span.end = std::max(merged.span.end, in.span.end);
        merged.placement = Placement::Cluster;
    }
    for (std::size_t g = 0; g < m_settle.size(); ++g) {
        const SettledMark &m = m_settle[g];
        Placed &merged = m_settled[g];
        merged.count = int(m.count);
        merged.x0 = m.x0;
        merged.x1 = m.x1;
        merged.at = m.at;
        if (m.bubble)
            merged.placement = Placement::Cluster;
        m_placed[begin + g] = merged;
    }
    const std::size_t out = begin + m_settle.size();
    m_placed.resize(out);
}

void TimelineRenderer::layoutLane(const TimelineData &data, int lane, const TimelineView &view)
{
    const LaneIndex &idx = data.lanes[std::size_t(lane)];
    const TimeScale &scale = view.scale;
    const QRectF &plot = m_frame.plot;
    const AxisTime t0 = scale.time(-kPointW);
    const AxisTime t1 = scale.time(plot.width() + kPointW);
    const std::uint32_t selected = std::uint32_t(view.selectedEvent);

    // Dense: count starts per cell by binary search; nothing per event.
    // The histogram answers first, in O(1): a lane with twice the limit of
    // starts in view is dense whatever the exact count of candidates.
    const double limit = plot.width() / kDenseDivisor;
    if (double(idx.countStartingBinned(t0, t1)) > 2 * limit || double(idx.countCandidates(t0, t1)) > limit) {
        layoutDenseLane(idx, lane, scale);
        placeSelected(lane, view);
        return;
    }

    const std::size_t laneBegin = m_placed.size();
    m_visible.clear();
    m_selectedPoints.clear();
    idx.forEachVisible(t0, t1, [&](const TimelineItem &it) { m_visible.push_back(it); });
    std::sort(m_visible.begin(), m_visible.end(),
        [](const TimelineItem &a, const TimelineItem &b) { return a.start < b.start; });

    // Spans wide enough to read as bars go into rows; the rest are points.
    m_edges.clear();
    std::vector<std::pair<double, double>> &bars = m_edges;
    for (const TimelineItem &it : m_visible) {
        const double x0 = scale.x(it.start);
        const double x1 = scale.x(it.end());
        if (x1 - x0 >= 8 && it.has(TimelineItem::Interval))
            bars.push_back({x0, x1});
    }
    packRows(bars, 2, m_frame.laneH > 60 ? kBarRows : 1, m_rows);
    std::size_t bar = 0;
    auto &points = m_pointsScratch;
    auto &pointItems = m_pointItemsScratch;
    points.clear();
    pointItems.clear();
    for (std::size_t i = 0; i < m_visible.size(); ++i) {
        const TimelineItem &it = m_visible[i];
        const double x0 = scale.x(it.start);
        const double x1 = scale.x(it.end());
        const bool isBar = x1 - x0 >= 8 && it.has(TimelineItem::Interval);
        if (isBar) {
            const int row = m_rows[bar++];
            if (row >= 0) {
                m_placed.push_back({it, lane, x0, x1, 1, {it.start, it.end()}, Placement::Bar, row});
                continue;
            }
        }
        if (it.has(TimelineItem::Fuzzy) && x1 - x0 >= 8) {
            // A soft extent: drawn as a faded band, never clustered away.
            m_placed.push_back({it, lane, x0, x1, 1, {it.start, it.end()}, Placement::SoftExtent});
            continue;
        }
        const double cx = (x0 + std::max(x1, x0)) / 2;
        if (it.event() == selected) {
            // On its own, after (above) the lane's counts: never inside one.
            m_selectedPoints.push_back(
                {it, lane, cx - kPointW / 2, cx + kPointW / 2, 1, {it.start, it.end()}, Placement::Point});
            m_selectedSpots.push_back({lane, cx - kPointW / 2, cx + kPointW / 2});
            continue;
        }
        if (repeatsNearbyPoint(it.event(), cx - kPointW / 2))
            continue; // one source telling one event twice at one spot is one marker, not a count of 2
        points.push_back({cx - kPointW / 2, cx + kPointW / 2});
        pointItems.push_back(i);
    }
    placePoints(lane);
    clearLaneBars(laneBegin);
    m_placed.insert(m_placed.end(), m_selectedPoints.begin(), m_selectedPoints.end());
}

// A count never sits on a bar: the bar moves to a free row below the marker
// line, or is drawn in pieces either side of the counts (core's
// clearBarsOfCounts). m_placed[begin, end) is one lane's bars and marks.
void TimelineRenderer::clearLaneBars(std::size_t begin)
{
    m_barMarks.clear();
    m_barOf.clear();
    m_countSpans.clear();
    for (std::size_t k = begin; k < m_placed.size(); ++k) {
        const Placed &pl = m_placed[k];
        if (pl.placement == Placement::Bar) {
            m_barMarks.push_back({pl.x0, pl.x1, pl.row});
            m_barOf.push_back(k);
        } else if (pl.placement == Placement::Cluster) {
            const double w = bubbleWidth(std::uint32_t(pl.count));
            m_countSpans.push_back({pl.at - w / 2, pl.at + w / 2});
        }
    }
    if (m_barMarks.empty() || m_countSpans.empty())
        return;
    std::sort(m_countSpans.begin(), m_countSpans.end());
    clearBarsOfCounts(m_barMarks, m_countSpans, m_frame.laneH > 60 ? kBarRows : 1, 4, m_pieceScratch);
    for (std::size_t b = 0; b < m_barMarks.size(); ++b)
        m_placed[m_barOf[b]].row = m_barMarks[b].row;
    for (const BarPiece &piece : m_pieceScratch) {
        Placed &pl = m_placed[m_barOf[piece.bar]];
        if (piece.x0 == pl.x0 && piece.x1 == pl.x1)
            continue; // whole
        if (pl.firstPiece < 0)
            pl.firstPiece = int(m_barPieces.size());
        m_barPieces.push_back({piece.x0, piece.x1});
        ++pl.pieces;
    }
}

// The lane's points (m_pointsScratch, items in m_pointItemsScratch): alone,
// or counts where they are too close to tell apart, settled around the
// selection.
void TimelineRenderer::placePoints(int lane)
{
    clusterMarkers(m_pointsScratch, 1, m_clusters);
    const std::size_t marksBegin = m_placed.size();
    for (const Cluster &c : m_clusters) {
        const TimelineItem &first = m_visible[m_pointItemsScratch[c.first]];
        AxisTime end = first.end();
        for (std::uint32_t k = c.first; k < c.first + c.count; ++k)
            end = std::max(end, m_visible[m_pointItemsScratch[k]].end());
        m_placed.push_back({first, lane, c.x0, c.x1, int(c.count), {first.start, end},
            c.count > 1 ? Placement::Cluster : Placement::Point});
    }
    settleLane(marksBegin, lane);
}

// True when one of the last few points of the lane (they come in time order)
// is the same event's and overlaps a point starting at `x0`.
bool TimelineRenderer::repeatsNearbyPoint(std::uint32_t event, double x0) const
{
    const auto &points = m_pointsScratch;
    for (std::size_t back = 1; back <= std::min<std::size_t>(points.size(), 8); ++back) {
        const std::size_t k = points.size() - back;
        if (points[k].second <= x0)
            break;
        if (m_visible[m_pointItemsScratch[k]].event() == event)
            return true;
    }
    return false;
}

// The selected event is never inside a count: in a dense lane, where
// nothing is visited per event, its items (found once per selection, see
// itemsOfEvent()) are drawn on their own over the cells.
void TimelineRenderer::placeSelected(int lane, const TimelineView &view)
{
    const TimeScale &scale = view.scale;
    for (const auto &[l, it] : view.selectedItems) {
        if (l != lane || int(it.event()) != view.selectedEvent)
            continue;
        const double x0 = scale.x(it.start);
        const double x1 = scale.x(it.end());
        if (x1 < -kPointW || x0 > m_frame.plot.width() + kPointW)
            continue;
        const bool wide = x1 - x0 >= 8;
        const AxisSpan span {it.start, it.end()};
        if (wide && it.has(TimelineItem::Interval)) {
            m_placed.push_back({it, lane, x0, x1, 1, span, Placement::Bar, 0});
        } else if (wide && it.has(TimelineItem::Fuzzy)) {
            m_placed.push_back({it, lane, x0, x1, 1, span, Placement::SoftExtent});
        } else {
            const double cx = (x0 + std::max(x1, x0)) / 2;
            m_placed.push_back({it, lane, cx - kPointW / 2, cx + kPointW / 2, 1, span, Placement::Point});
            m_selectedSpots.push_back({lane, cx - kPointW / 2, cx + kPointW / 2});
        }
    }
}

// Conflict whiskers on record markers: the span of the dates claimed.
void TimelineRenderer::paintWhiskers(QPainter &p, const TimelineData &data, const TimelineView &view)
{
    const Frame &f = m_frame;
    for (const Placed &pl : m_placed) {
        if (pl.isCount() || !pl.item.has(TimelineItem::Conflict) || pl.item.has(TimelineItem::Account))
            continue;
        const AxisSpan claims = data.conflictSpans.value(pl.item.event());
        const double y = markerY(f.laneTop(pl.lane)) - 8;
        const double a = std::max(f.X(view.scale.x(claims.start)), f.plot.left() - 2);
        const double b = std::min(f.X(view.scale.x(claims.end)), f.plot.right() + 2);
        p.setPen(QPen(f.conflict, 1.2));
        p.drawLine(QPointF(a, y), QPointF(b, y));
        p.drawLine(QPointF(a, y - 3), QPointF(a, y + 3));
        p.drawLine(QPointF(b, y - 3), QPointF(b, y + 3));
    }
}

// Connectors between the accounts of one event across lanes, and dashed
// lines between the alternatives of a "one of" date.
void TimelineRenderer::paintConnectors(QPainter &p, const TimelineView &view)
{
    const Frame &f = m_frame;
    m_byEvent.clear();
    for (std::size_t i = 0; i < m_placed.size(); ++i)
        if (!m_placed[i].isCount())
            m_byEvent.push_back({m_placed[i].item.event(), i});
    std::sort(m_byEvent.begin(), m_byEvent.end(), [&](const auto &a, const auto &b) {
        return a.first != b.first ? a.first < b.first : m_placed[a.second].lane < m_placed[b.second].lane;
    });
    for (auto &lines : m_lines)
        lines.clear();
    for (std::size_t k = 1; k < m_byEvent.size(); ++k) {
        if (m_byEvent[k].first != m_byEvent[k - 1].first)
            continue;
        const Placed &a = m_placed[m_byEvent[k - 1].second];
        const Placed &b = m_placed[m_byEvent[k].second];
        if (a.lane == b.lane && a.item.has(TimelineItem::Alternative) && b.item.has(TimelineItem::Alternative)) {
            // "One of" these dates: a dashed line between the alternatives.
            m_lines[3].push_back(QLineF(centerOf(a), centerOf(b)));
            continue;
        }
        // Across lanes, and only in Source mode, where the lanes are accounts of one event.
        if (!f.sourceMode || a.lane == b.lane)
            continue;
        const bool bad = a.item.has(TimelineItem::Conflict) || b.item.has(TimelineItem::Conflict);
        const bool selected = int(a.item.event()) == view.selectedEvent;
        m_lines[selected ? 2 : (bad ? 1 : 0)].push_back(QLineF(centerOf(a), centerOf(b)));
    }
    p.setRenderHint(QPainter::Antialiasing, true);
    p.setPen(QPen(mix(f.base, f.text, 0.22), 0.8));
    p.drawLines(m_lines[0].data(), int(m_lines[0].size()));
    p.setPen(QPen(f.conflict, 0.9));
    p.drawLines(m_lines[1].data(), int(m_lines[1].size()));
    p.setPen(QPen(f.accent, 1.6));
    p.drawLines(m_lines[2].data(), int(m_lines[2].size()));
    p.setPen(QPen(mix(f.base, f.text, 0.45), 1.2, Qt::DashLine));
    p.drawLines(m_lines[3].data(), int(m_lines[3].size()));
}

// A cluster: a count you can zoom into, where settleLane() put it.
void TimelineRenderer::paintCount(QPainter &p, const Placed &pl)
{
    const Frame &f = m_frame;
    const double top = f.laneTop(pl.lane);
    const quint32 shown = pl.count >= 10000 ? quint32(pl.count / 1000) * 1000 : quint32(pl.count);
    const double w = bubbleWidth(std::uint32_t(pl.count));
    const QRectF mark(f.X(pl.at) - w / 2, markerY(top) - 9, w, 18);
    drawSprite(p, mark, spriteKey(SpriteKind::Bubble, shown, 0, mark.size(), f.dpr), [&](QPainter &q, const QRectF &r) {
        q.setPen(QPen(f.accent.darker(120), 1));
        q.setBrush(mix(f.base, f.accent, 0.18));
        q.drawRoundedRect(r.adjusted(1, 1, -1, -1), 8, 8);
        q.setPen(f.text);
        q.setFont(f.small);
        q.drawText(r, Qt::AlignCenter, countText(pl.count));
    });
    m_markers.push_back({-1, pl.lane, pl.count, pl.span, mark});
}

// Dense lanes as density strips: a bar per narrow cell, its height the
// cell's count on a log scale shared by the frame, drawn in one call under
// the markers. Each bar is a hit target that zooms in (except where the
// selected event's marker stands: it is on its own there).
void TimelineRenderer::paintStrips(QPainter &p)
{
    const Frame &f = m_frame;
    m_bars.clear();
    int most = 0;
    for (const Placed &pl : m_placed)
        if (pl.placement == Placement::DenseCell)
            most = std::max(most, pl.count);
    if (most == 0)
        return;
    const double scale = 1.0 / std::log2(2.0 + most);
    for (const Placed &pl : m_placed) {
        if (pl.placement != Placement::DenseCell)
            continue;
        const double room = f.laneH - 8;
        const double h = std::max(2.0, room * std::log2(1.0 + pl.count) * scale);
        const QRectF bar(f.X(pl.x0), f.laneTop(pl.lane) + f.laneH - 3 - h, pl.x1 - pl.x0 - 1, h);
        m_bars.push_back(bar.toAlignedRect());
        const bool underSelection = std::any_of(m_selectedSpots.begin(), m_selectedSpots.end(),
            [&](const Spot &s) { return s.lane == pl.lane && pl.x0 < s.x1 + 4 && pl.x1 > s.x0 - 4; });
        if (!underSelection)
            m_markers.push_back({-1, pl.lane, pl.count, pl.span, bar});
    }
    p.setRenderHint(QPainter::Antialiasing, false);
    p.setPen(Qt::NoPen);
    p.setBrush(mix(f.base, f.accent, f.dark ? 0.45 : 0.38));
    p.drawRects(m_bars.data(), int(m_bars.size()));
}

// A warning mark above a disputed record date.
void TimelineRenderer::paintWarning(QPainter &p, const QRectF &mark)
{
    const QPointF tip(mark.center().x(), mark.top() - 12);
    QPainterPath tri;
    tri.moveTo(tip);
    tri.lineTo(tip + QPointF(-5, 8));
    tri.lineTo(tip + QPointF(5, 8));
    tri.closeSubpath();
    p.setPen(Qt::NoPen);
    p.setBrush(m_frame.conflict);
    p.drawPath(tri);
}

void TimelineRenderer::paintMarkers(QPainter &p, const TimelineView &view)
{
    const Frame &f = m_frame;
    const Corpus &c = *m_corpus;
    paintStrips(p);
    p.setRenderHint(QPainter::Antialiasing, true);
    p.setFont(f.small);
    for (const Placed &pl : m_placed) {
        if (pl.placement == Placement::DenseCell)
            continue;
        if (pl.isCount()) {
            paintCount(p, pl);
            continue;
        }
        const double top = f.laneTop(pl.lane);
        const int event = int(pl.item.event());
        const bool selected = event == view.selectedEvent;
        const bool hovered = event == view.hoveredEvent;
        const bool bad = pl.item.has(TimelineItem::Conflict);
        const QColor fill = bad ? f.conflict : (f.sourceMode && pl.lane == 0 ? mix(f.text, f.base, 0.2) : f.accent);
        QRectF mark;
        switch (pl.placement) {
        case Placement::SoftExtent: {
            mark = QRectF(f.X(pl.x0), markerY(top) - 7, pl.x1 - pl.x0, 14);
            QLinearGradient g(mark.topLeft(), mark.topRight());
            QColor a = fill, b = fill;
            a.setAlphaF(0.04f);
            b.setAlphaF(0.32f);
            g.setColorAt(0, a);
            g.setColorAt(0.5, b);
            g.setColorAt(1, a);
            p.setPen(Qt::NoPen);
            p.setBrush(g);
            p.drawRoundedRect(mark, 4, 4);
            break;
        }
        case Placement::Bar:
            mark = paintBar(p, pl, fill, selected ? f.accent : (hovered ? f.mid : QColor()));
            break;
        default: {
            mark = QRectF(f.X(pl.x0), markerY(top) - kPointW / 2, kPointW, kPointW);
            const bool hollow = pl.item.has(TimelineItem::Undated);
            drawSprite(p, mark, spriteKey(SpriteKind::Point, fill.rgba(), hollow ? 1 : 0, mark.size(), f.dpr),
                [&](QPainter &q, const QRectF &r) {
                    q.setPen(QPen(fill, 1.6));
                    q.setBrush(hollow ? f.base : fill);
                    q.drawEllipse(r.adjusted(1, 1, -1, -1));
                });
        }
        }
        if (bad && !pl.item.has(TimelineItem::Account))
            paintWarning(p, mark);
        if (!view.highlightedPlace.isEmpty() && event < c.events.size()
            && c.events[qsizetype(event)].placeId == view.highlightedPlace) {
            // An event at the place chosen on the map.
            p.setPen(QPen(f.cursor, 2));
            p.setBrush(Qt::NoBrush);
            p.drawEllipse(mark.center(), mark.width() / 2 + 4, mark.height() / 2 + 4);
        }
        if (selected || hovered) {
            p.setPen(QPen(selected ? f.accent : f.mid, 2));
            p.setBrush(Qt::NoBrush);
            p.drawRoundedRect(mark.adjusted(-3, -3, 3, 3), 4, 4);
        }
        m_markers.push_back({event, pl.lane, 1, pl.span, mark.adjusted(-2, -2, 2, 2)});
    }
}

// A bar, whole or in its pieces either side of the counts; returns the
// first piece (the caller rings it and makes it a hit target), ringing the
// others in `ring` (when valid) and making them hit targets here.
QRectF TimelineRenderer::paintBar(QPainter &p, const Placed &pl, const QColor &fill, const QColor &ring)
{
    const Frame &f = m_frame;
    const double y = markerY(f.laneTop(pl.lane)) - kBarH / 2 + pl.row * kBarPitch;
    auto rectOf = [&](double x0, double x1) { return QRectF(f.X(x0), y, x1 - x0, kBarH); };
    p.setPen(Qt::NoPen);
    p.setBrush(fill);
    if (pl.firstPiece < 0) {
        const QRectF whole = rectOf(pl.x0, pl.x1);
        p.drawRoundedRect(whole, 3, 3);
        return whole;
    }
    QRectF first;
    for (int k = 0; k < pl.pieces; ++k) {
        const auto [x0, x1] = m_barPieces[std::size_t(pl.firstPiece) + std::size_t(k)];
        const QRectF r = rectOf(x0, x1);
        p.setPen(Qt::NoPen);
        p.setBrush(fill);
        p.drawRoundedRect(r, 3, 3);
        if (k == 0) {
            first = r;
            continue;
        }
        if (ring.isValid()) {
            p.setPen(QPen(ring, 2));
            p.setBrush(Qt::NoBrush);
            p.drawRoundedRect(r.adjusted(-3, -3, 3, 3), 4, 4);
        }
        m_markers.push_back({int(pl.item.event()), pl.lane, 1, pl.span, r.adjusted(-2, -2, 2, 2)});
    }
    return first;
}

double TimelineRenderer::labelWidth(std::uint32_t event, const QString &language)
{
    auto it = m_labelWidths.constFind(event);
    if (it == m_labelWidths.cend()) {
        if (m_labelWidths.size() > 20000)
            m_labelWidths.clear();
        it = m_labelWidths.insert(event,
            QFontMetricsF(m_frame.font)
                .horizontalAdvance(pickName(m_corpus->events[qsizetype(event)].titles, language)));
    }
    return *it;
}

// The label candidates of the markers in m_placed[begin, end), one lane: one
// per event, at its first marker, even where a source tells the event twice.
void TimelineRenderer::layoutLaneLabels(std::size_t begin, std::size_t end, const TimelineView &view)
{
    const Frame &f = m_frame;
    const Corpus &c = *m_corpus;
    m_labelEvents.clear();
    const int recordRow = f.rowOfLane.empty() ? -1 : f.rowOfLane.front();
    const bool recordShown = recordRow >= f.firstLane && recordRow < f.endLane;
    for (std::size_t k = begin; k < end; ++k) {
        const Placed &pl = m_placed[k];
        if (pl.isCount())
            continue;
        if (f.sourceMode && pl.lane > 0 && pl.item.has(TimelineItem::Undated) && recordShown)
            continue; // the record lane names it
        m_labelEvents.push_back({pl.item.event(), k});
    }
    // By event, then left to right: each run is one event's markers.
    std::sort(m_labelEvents.begin(), m_labelEvents.end(), [&](const auto &a, const auto &b) {
        return a.first != b.first ? a.first < b.first : m_placed[a.second].x0 < m_placed[b.second].x0;
    });
    m_candidates.clear();
    m_labelRepeats.clear();
    const QFontMetricsF bfm(fontForLanguage(view.language, f.bold));
    const QFontMetricsF fm(f.font);
    for (std::size_t i = 0; i < m_labelEvents.size();) {
        std::size_t j = i;
        while (j < m_labelEvents.size() && m_labelEvents[j].first == m_labelEvents[i].first)
            ++j;
        const std::size_t k = m_labelEvents[i].second;
        // The alternatives of a "one of" date are one account, not repeats.
        const int repeats = m_placed[k].item.has(TimelineItem::Alternative) ? 1 : int(j - i);
        const std::uint32_t ev = m_labelEvents[i].first;
        const bool selected = int(ev) == view.selectedEvent;
        const bool hovered = int(ev) == view.hoveredEvent && !view.hoveredByLabel;
        const QString suffix = repeatSuffix(repeats);
        const double w = selected
            ? bfm.horizontalAdvance(pickName(c.events[qsizetype(ev)].titles, view.language) + suffix) + 10
            : labelWidth(ev, view.language) + (repeats > 1 ? fm.horizontalAdvance(suffix) : 0);
        const int importance = int(c.events[qsizetype(ev)].importance);
        m_candidates.push_back({f.X(m_placed[k].x0), w,
            selected      ? 100
                : hovered ? 50
                          : importance,
            m_placed[k].item.start, std::uint32_t(k)});
        m_labelRepeats.push_back(repeats);
        i = j;
    }
}

namespace {

// The selected label's frame, fainter than its words: the frame fills its
// row, and an accent over a capital ("Î") that reaches it stays seen.
QColor frameColour(QColor accent)
{
    accent.setAlphaF(0.5f);
    return accent;
}

} // namespace

// Labels under the markers: a layout pass per lane (core/labellayout), whole
// or not at all, a "+N" where labels found no room. The selected and hovered
// labels win. Each sits on a plate of the background, so connectors pass
// behind it, and so do the grid's lines (paintGrid). A label is a hit target
// for its event.
void TimelineRenderer::paintLabels(QPainter &p, const TimelineView &view)
{
    const Frame &f = m_frame;
    const Corpus &c = *m_corpus;
    const double labelTop0 = kMarkerOffset + kPointW / 2 + 4 + (f.laneH > 60 ? kBarPitch : 0);
    // An index shown before its corpus arrived (a large database) has no titles yet.
    const int labelRows = c.events.isEmpty() ? 0 : std::max(0, int((f.laneH - labelTop0 - 2) / f.lineH));
    p.setRenderHint(QPainter::Antialiasing, false);
    const QFont selFont = fontForLanguage(view.language, f.bold);
    if (labelRows == 0) {
        // Lanes too low for labels: the selected one still shows, beside its marker.
        paintSelectedBeside(p, view, selFont);
        return;
    }
    const QFontMetricsF sfm(f.small);
    QColor plate = f.base;
    plate.setAlphaF(0.85f);

    LabelLayoutParams params;
    params.minX = f.plot.left() + 2;
    params.maxX = f.plot.right() - 2;
    params.rows = labelRows;
    params.gap = 8;
    params.countContext = const_cast<QFontMetricsF *>(&sfm);
    params.countWidth = [](int n, void *ctx) {
        return static_cast<QFontMetricsF *>(ctx)->horizontalAdvance(QStringLiteral("+%1").arg(n)) + 6;
    };

    std::size_t begin = 0;
    while (begin < m_placed.size()) {
        const int lane = m_placed[begin].lane;
        std::size_t end = begin;
        while (end < m_placed.size() && m_placed[end].lane == lane)
            ++end;
        layoutLaneLabels(begin, end, view);
        begin = end;
        for (const PlacedLabel &lab : m_labelLayout.layout(m_candidates, params)) {
            const QRectF r(lab.x0, f.laneTop(lane) + labelTop0 + lab.row * f.lineH, lab.x1 - lab.x0, f.lineH);
            if (lab.candidate < 0) {
                p.setFont(f.small);
                p.setPen(f.mid);
                p.drawText(r, Qt::AlignCenter, QStringLiteral("+%1").arg(lab.hidden));
                m_labelRects.push_back(r);
                continue;
            }
            const Placed &pl = m_placed[m_candidates[std::size_t(lab.candidate)].id];
            const int ev = int(pl.item.event());
            ++m_labelsPlaced;
            const QString label = pickName(c.events[ev].titles, view.language)
                + repeatSuffix(m_labelRepeats[std::size_t(lab.candidate)]);
            if (ev == view.selectedEvent) {
                p.setFont(selFont);
                p.setPen(QPen(frameColour(f.accent), 1));
                p.setBrush(f.base);
                p.drawRoundedRect(r.adjusted(0, 0, -1, -1), 3, 3); // inside its row: never on the next label
                p.setPen(f.accent);
                p.drawText(r.adjusted(5, 0, 0, 0), Qt::AlignLeft | Qt::AlignVCenter, label);
            } else {
                p.setFont(f.font);
                p.fillRect(r.adjusted(-2, 0, 2, 0), plate);
                p.setPen(pl.item.has(TimelineItem::Conflict) ? f.conflict : f.text);
                p.drawText(r.adjusted(0, 0, 2, 0), Qt::AlignLeft | Qt::AlignVCenter, label);
            }
            m_markers.push_back({ev, pl.lane, 1, pl.span, r, true});
            m_labelRects.push_back(r);
        }
    }
}

void TimelineRenderer::paintSelectedBeside(QPainter &p, const TimelineView &view, const QFont &selFont)
{
    const Frame &f = m_frame;
    if (view.selectedEvent < 0 || view.selectedTitles.isEmpty())
        return;
    const QString label = pickName(view.selectedTitles, view.language);
    const QFontMetricsF bfm(selFont);
    p.setFont(selFont);
    for (const Placed &pl : m_placed) {
        if (pl.isCount() || int(pl.item.event()) != view.selectedEvent)
            continue;
        const double w = bfm.horizontalAdvance(label) + 10;
        const double x = std::clamp(f.X(pl.x1) + 6, f.plot.left() + 2, f.plot.right() - w - 2);
        const QRectF r(x, markerY(f.laneTop(pl.lane)) - f.lineH / 2, w, f.lineH);
        p.setPen(QPen(frameColour(f.accent), 1));
        p.setBrush(f.base);
        p.drawRoundedRect(r, 3, 3);
        p.setPen(f.accent);
        p.drawText(r.adjusted(5, 0, 0, 0), Qt::AlignLeft | Qt::AlignVCenter, label);
        m_markers.push_back({view.selectedEvent, pl.lane, 1, pl.span, r, true});
        m_labelRects.push_back(r);
    }
}

// The fine ticks' lines across the lanes, under everything drawn on them:
// lines pass behind markers and labels, never through them.
void TimelineRenderer::paintGrid(QPainter &p, const TimelineView &view)
{
    const Frame &f = m_frame;
    const TimeScale &scale = view.scale;
    // The axis in the interface's language; Titles in Chinese is about the
    // titles (a Danish window wrote its axis "1815年2月" after a Chinese one
    // had left the option on; a walkthrough by helper-95).
    const QLocale locale;
    const QFontMetricsF sfm(f.small);
    m_ticks = makeTicks(scale, f.plot.width(), locale, [&](const QString &s) { return sfm.horizontalAdvance(s); });
    p.setPen(QPen(f.faint, 1));
    for (const Tick &t : std::as_const(m_ticks.minor)) {
        const double x = f.X(scale.x(t.time));
        if (x >= f.plot.left() && x <= f.plot.right())
            p.drawLine(QPointF(x, f.plot.top()), QPointF(x, f.bounds.bottom()));
    }
}

// The axis: context tier above, fine ticks below (the ticks of paintGrid()).
void TimelineRenderer::paintAxis(QPainter &p, const TimelineView &view)
{
    const Frame &f = m_frame;
    const TimeScale &scale = view.scale;
    const QRectF axis(f.bounds.left(), f.bounds.top(), f.bounds.width(), kAxisHeight);
    p.fillRect(axis, f.window);
    p.setPen(QPen(f.mid, 1));
    p.drawLine(QPointF(f.bounds.left(), axis.bottom()), QPointF(f.bounds.right(), axis.bottom()));
    // A label that would run past the right edge is left out: cut, it read
    // "13" for 13:00 or "00:0" at hour zoom (a walkthrough by helper-92).
    m_axisLabels.clear();
    p.setFont(f.small);
    const QFontMetricsF smallMetrics(f.small);
    for (const Tick &t : std::as_const(m_ticks.minor)) {
        const double x = f.X(scale.x(t.time));
        if (x < f.plot.left() || x > f.plot.right())
            continue;
        p.setPen(QPen(f.mid, 1));
        p.drawLine(QPointF(x, axis.bottom() - 6), QPointF(x, axis.bottom()));
        if (x + 3 + smallMetrics.horizontalAdvance(t.label) > f.bounds.right())
            continue;
        p.setPen(f.windowText);
        p.drawText(QPointF(x + 3, axis.bottom() - 8), t.label);
        m_axisLabels.emplace_back(x + 3, axis.bottom() - 8 - smallMetrics.ascent(),
            smallMetrics.horizontalAdvance(t.label), smallMetrics.height());
    }
    p.setFont(f.axisBold);
    const QFontMetricsF boldMetrics(f.axisBold);
    for (const Tick &t : std::as_const(m_ticks.major)) {
        const double x = f.X(scale.x(t.time));
        if (x >= f.plot.left()) {
            p.setPen(QPen(f.mid, 1));
            p.drawLine(QPointF(x, axis.top() + 2), QPointF(x, axis.bottom()));
        }
        const double left = std::max(x, f.plot.left()) + 4;
        if (x >= f.plot.left() && left + boldMetrics.horizontalAdvance(t.label) > f.bounds.right())
            continue;
        p.setPen(f.windowText);
        p.drawText(QPointF(left, axis.top() + 17), t.label);
        m_axisLabels.emplace_back(
            left, axis.top() + 17 - boldMetrics.ascent(), boldMetrics.horizontalAdvance(t.label), boldMetrics.height());
    }
}

// The time cursor, with a handle in the axis to drag.
void TimelineRenderer::paintCursor(QPainter &p, const TimelineView &view)
{
    const Frame &f = m_frame;
    if (!view.cursor)
        return;
    const double x = f.X(view.scale.x(*view.cursor));
    if (x < f.plot.left() || x > f.plot.right())
        return;
    const double axisBottom = f.bounds.top() + kAxisHeight;
    p.setPen(QPen(f.cursor, 1.5));
    p.drawLine(QPointF(x, axisBottom), QPointF(x, f.plot.bottom()));
    QPainterPath handle;
    handle.moveTo(x, axisBottom);
    handle.lineTo(x - 6, axisBottom - 10);
    handle.lineTo(x + 6, axisBottom - 10);
    handle.closeSubpath();
    p.setPen(Qt::NoPen);
    p.setBrush(f.cursor);
    p.drawPath(handle);
}

void TimelineRenderer::paintLegend(
    QPainter &p, const QRectF &r, const QPalette &palette, const QFont &font, bool compact)
{
    const QColor base = palette.color(QPalette::Base);
    const QColor text = palette.color(QPalette::Text);
    const QColor windowText = palette.color(QPalette::WindowText);
    const QColor accent = palette.color(QPalette::Highlight);
    const bool dark = base.lightnessF() < 0.5;
    const QColor conflict = dark ? QColor(0xff, 0x7a, 0x5c) : QColor(0xc6, 0x3b, 0x25);
    p.save();
    p.setFont(font);
    p.setRenderHint(QPainter::Antialiasing, true);
    const QFontMetricsF fm(font);
    // Rows as many as fit: the items run on to the next row where one
    // would pass the right edge (an exported view 800 px wide cut the last
    // item: "events too close t").
    const double rowH = compact ? r.height() / 2 : std::min(r.height(), fm.height() + 10);
    double x = r.left() + 6;
    double y = r.top() + rowH / 2;
    auto nextItem = [&](double width) {
        if (x + width > r.right() && y + rowH * 1.5 <= r.bottom() + 0.5) {
            x = r.left() + 6;
            y += rowH;
        }
    };
    auto label = [&](const QString &s) {
        p.setPen(windowText);
        p.drawText(QPointF(x, y + fm.ascent() / 2 - 1), s);
        x += fm.horizontalAdvance(s) + (compact ? 8 : 16);
    };
    auto dot = [&](const QColor &c, bool hollow, const QString &s) {
        nextItem(12 + fm.horizontalAdvance(s));
        p.setPen(QPen(c, 1.6));
        p.setBrush(hollow ? base : c);
        p.drawEllipse(QPointF(x + 4, y), 3.5, 3.5);
        x += 12;
        label(s);
    };
    dot(mix(text, base, 0.2), false, TimelineTr::tr("record"));
    dot(accent, false, TimelineTr::tr("account"));
    if (!compact)
        dot(accent, true, TimelineTr::tr("no date of its own"));
    dot(conflict, false, TimelineTr::tr("disputed"));
    nextItem(24 + fm.horizontalAdvance(TimelineTr::tr("dates claimed")));
    p.setPen(QPen(conflict, 1.2));
    p.drawLine(QPointF(x, y), QPointF(x + 16, y));
    p.drawLine(QPointF(x, y - 3), QPointF(x, y + 3));
    p.drawLine(QPointF(x + 16, y - 3), QPointF(x + 16, y + 3));
    x += 20;
    label(TimelineTr::tr("dates claimed"));
    if (!compact) {
        nextItem(18 + fm.horizontalAdvance(TimelineTr::tr("one event in two sources")));
        p.setPen(QPen(mix(base, text, 0.35), 1));
        p.drawLine(QPointF(x, y + 4), QPointF(x + 14, y - 4));
        x += 18;
        label(TimelineTr::tr("one event in two sources"));
        nextItem(26 + fm.horizontalAdvance(TimelineTr::tr("events too close to tell apart: click to open")));
        const QRectF bubble(x, y - 8, 22, 16);
        p.setPen(QPen(accent.darker(120), 1));
        p.setBrush(mix(base, accent, 0.18));
        p.drawRoundedRect(bubble, 7, 7);
        p.setPen(text);
        p.drawText(bubble, Qt::AlignCenter, QStringLiteral("5"));
        x += 26;
        label(TimelineTr::tr("events too close to tell apart: click to open"));
    }
    p.restore();
}

// Lane titles in the gutter, with what is scrolled out of sight above and below.
void TimelineRenderer::paintGutter(QPainter &p, const TimelineData &data, const TimelineView &view)
{
    const Frame &f = m_frame;
    const QRectF &bounds = f.bounds;
    p.fillRect(QRectF(bounds.left(), bounds.top(), kGutter, bounds.height()), f.window);
    p.setPen(QPen(f.mid, 1));
    p.drawLine(QPointF(f.plot.left(), bounds.top()), QPointF(f.plot.left(), bounds.bottom()));
    // The titles end above the "more below" note, whole or not at all.
    const int lanes = f.rows;
    const QFontMetricsF sfm(f.small);
    const double footEnd = bounds.bottom() - view.gutterFooter;
    const double titlesEnd = f.endLane < lanes ? footEnd - sfm.height() - 2 : footEnd;
    const double titlesStart = f.firstLane > 0 ? f.plot.top() + sfm.height() + 1 : f.plot.top();
    for (int row = f.firstLane; row < f.endLane; ++row) {
        const int l = f.laneOf(row);
        const double top = std::max(f.laneTop(l) + 4, titlesStart);
        const QRectF r(
            bounds.left() + 8, top, kGutter - 14, std::max(0.0, std::min(f.laneTop(l) + f.laneH - 4, titlesEnd) - top));
        const QFont font
            = fontForLanguage(data.laneLanguages.value(l), (f.sourceMode && l == 0) ? f.axisBold : f.small);
        p.setFont(font);
        p.setPen(f.windowText);
        const QFontMetricsF lfm(font);
        if (r.height() < lfm.height())
            continue; // under the filter box: whole or not at all
        const int lines = std::max(1, int(r.height() / lfm.lineSpacing()));
        QString title = data.laneTitles.value(l);
        if (lfm.horizontalAdvance(title) > r.width() * lines)
            title = lfm.elidedText(title, Qt::ElideRight, r.width() * lines - 8);
        p.drawText(r, Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap, title);
        p.setPen(QPen(f.faint, 1));
        p.drawLine(QPointF(bounds.left(), f.laneTop(l) + f.laneH), QPointF(f.plot.left(), f.laneTop(l) + f.laneH));
    }
    // What the marks mean, in the corner above the lane titles.
    QFont legendFont = f.small;
    legendFont.setPointSizeF(f.small.pointSizeF() * 0.9);
    paintLegend(
        p, QRectF(bounds.left(), bounds.top() + 2, kGutter - 2, kAxisHeight - 4), view.palette, legendFont, true);
    p.setFont(f.small);
    p.setPen(f.accent);
    // On a plate: over the title of the lane it overlaps, never through it.
    auto note = [&](const QRectF &r, const QString &text) {
        const double w = sfm.horizontalAdvance(text) + 6;
        p.fillRect(QRectF(r.right() - w, r.top(), w, r.height()), f.window);
        p.drawText(r, Qt::AlignRight | Qt::AlignVCenter, text);
    };
    if (f.firstLane > 0)
        note(QRectF(bounds.left() + 8, f.plot.top() + 1, kGutter - 12, sfm.height()),
            QCoreApplication::translate("parallax::Timeline", "%n more above", nullptr, f.firstLane));
    if (f.endLane < lanes) // in a file, no wheel to turn (an exported PNG said "wheel here")
        note(QRectF(bounds.left() + 8, titlesEnd, kGutter - 12, sfm.height()),
            view.printed ? QCoreApplication::translate(
                "parallax::Timeline", "%n more lanes not shown", nullptr, lanes - f.endLane)
                         : QCoreApplication::translate(
                             "parallax::Timeline", "%n more below: wheel here", nullptr, lanes - f.endLane));
    if (view.laneFiltered && lanes == 0)
        note(QRectF(bounds.left() + 8, f.plot.top() + 4, kGutter - 12, sfm.height()),
            QCoreApplication::translate("parallax::Timeline", "No lane has that name"));
}

} // namespace parallax::ui
