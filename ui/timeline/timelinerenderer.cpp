#include "timelinerenderer.h"

#include <ui/fonts.h>

#include <QFontMetricsF>
#include <QCoreApplication>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <cmath>

namespace parallax::ui {

namespace {

constexpr double kPointW = 10; // a point marker's width
constexpr double kCell = 32; // width of a count cell in dense stretches: a three-digit count fits
constexpr double kBarH = 7;
constexpr double kBarPitch = 9;
constexpr int kBarRows = 2;
// A lane holding more than plot width / kDenseDivisor items in view is drawn
// as per-cell counts: beyond that, single markers would only overlap.
constexpr double kDenseDivisor = 8;

QColor mix(const QColor &a, const QColor &b, double t)
{
    return QColor::fromRgbF(float(a.redF() * (1 - t) + b.redF() * t), float(a.greenF() * (1 - t) + b.greenF() * t),
                            float(a.blueF() * (1 - t) + b.blueF() * t));
}

double markerY(double laneTop)
{
    return laneTop + 14;
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

} // namespace

template <typename Draw>
void TimelineRenderer::drawSprite(QPainter &p, const QRectF &rect, quint64 fullKey, Draw draw)
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

double TimelineRenderer::laneHeight(const QRectF &bounds, int lanes)
{
    return std::clamp(plotRect(bounds).height() / std::max(1, lanes), 24.0, 120.0);
}

QRectF TimelineRenderer::plotRect(const QRectF &bounds)
{
    return QRectF(bounds.left() + kGutter, bounds.top() + kAxisHeight, bounds.width() - kGutter,
                  bounds.height() - kAxisHeight);
}

double TimelineRenderer::markerCenterY(const QRectF &bounds, int lanes, int lane)
{
    return markerY(plotRect(bounds).top() + lane * laneHeight(bounds, lanes));
}

void TimelineRenderer::layoutLane(const TimelineData &data, int lane, const QRectF &plot, const TimeScale &scale,
                                  double laneH, int selected)
{
    const LaneIndex &idx = data.lanes[std::size_t(lane)];
    const AxisTime t0 = scale.time(-kPointW);
    const AxisTime t1 = scale.time(plot.width() + kPointW);

    // Dense: count starts per cell by binary search; nothing per event.
    // The histogram answers first, in O(1): a lane with twice the limit of
    // starts in view is dense whatever the exact count of candidates.
    const double limit = plot.width() / kDenseDivisor;
    if (double(idx.countStartingBinned(t0, t1)) > 2 * limit || double(idx.countCandidates(t0, t1)) > limit) {
        // Cells many bins wide read the lane's histogram in O(1); narrower
        // ones count exactly, all cells of the lane in one sweep.
        const bool binned = double(idx.binWidth()) * 4 <= kCell * scale.secondsPerPixel();
        m_cellEdges.clear();
        for (double x = 0; x < plot.width(); x += kCell)
            m_cellEdges.push_back(scale.time(x));
        m_cellEdges.push_back(scale.time(kCell * double(m_cellEdges.size())));
        if (!binned)
            idx.countStartingCells(m_cellEdges, m_cellCounts);
        for (std::size_t i = 0; i + 1 < m_cellEdges.size(); ++i) {
            const AxisSpan cell{m_cellEdges[i], m_cellEdges[i + 1]};
            const auto n = binned ? idx.countStartingBinned(cell.start, cell.end) : m_cellCounts[i];
            const double x = kCell * double(i);
            if (n > 0)
                m_placed.push_back({TimelineItem{}, lane, x, x + kCell, int(n), cell, -2});
        }
        return;
    }

    m_visible.clear();
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
    packRows(bars, 2, laneH > 60 ? kBarRows : 1, m_rows);
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
                m_placed.push_back({it, lane, x0, x1, 1, {it.start, it.end()}, row});
                continue;
            }
        }
        if (it.has(TimelineItem::Fuzzy) && x1 - x0 >= 8) {
            // A soft extent: drawn as a faded band, never clustered away.
            m_placed.push_back({it, lane, x0, x1, 1, {it.start, it.end()}, -3});
            continue;
        }
        const double cx = (x0 + std::max(x1, x0)) / 2;
        points.push_back({cx - kPointW / 2, cx + kPointW / 2});
        pointItems.push_back(i);
    }
    clusterMarkers(points, 1, m_clusters);
    for (const Cluster &c : m_clusters) {
        const TimelineItem &first = m_visible[pointItems[c.first]];
        AxisTime end = first.end();
        bool holds = false;
        for (std::uint32_t k = c.first; k < c.first + c.count; ++k) {
            const TimelineItem &it = m_visible[pointItems[k]];
            end = std::max(end, it.end());
            holds = holds || int(it.event()) == selected;
        }
        m_placed.push_back({first, lane, c.x0, c.x1, int(c.count), {first.start, end}, -1, holds && c.count > 1});
    }
}

const std::vector<TimelineMarker> &TimelineRenderer::paint(QPainter &p, const QRectF &bounds, const TimelineData &data,
                                                           const TimelineView &view)
{
    m_markers.clear();
    m_placed.clear();
    const Corpus &c = *m_corpus;
    const QPalette &pal = view.palette;
    const QColor base = pal.color(QPalette::Base);
    const QColor text = pal.color(QPalette::Text);
    const QColor window = pal.color(QPalette::Window);
    const QColor windowText = pal.color(QPalette::WindowText);
    const QColor mid = mix(base, text, 0.35);
    const QColor faint = mix(base, text, 0.09);
    const QColor accent = pal.color(QPalette::Highlight);
    const bool dark = base.lightnessF() < 0.5;
    const QColor conflict = dark ? QColor(0xff, 0x7a, 0x5c) : QColor(0xc6, 0x3b, 0x25);

    const QString paletteKey = QStringLiteral("%1.%2.%3.%4").arg(base.rgba()).arg(accent.rgba()).arg(text.rgba()).arg(view.font.key());
    if (paletteKey != m_spriteStyle) {
        m_sprites.clear();
        m_bubbleWidths.clear();
        m_spriteStyle = paletteKey;
    }
    const qreal dpr = p.device()->devicePixelRatioF();
    const QColor densityFill = mix(base, accent, 0.22);
    p.save();
    p.setClipRect(bounds);
    p.fillRect(bounds, base);
    // Axis-aligned lines and fills are drawn without antialiasing (it would
    // only blur them and costs); markers and connectors turn it on.
    p.setRenderHint(QPainter::Antialiasing, false);

    const int lanes = int(data.lanes.size());
    const QRectF plot = plotRect(bounds);
    const double laneH = laneHeight(bounds, lanes);
    const int shownLanes = std::min(lanes, int(plot.height() / laneH));
    const TimeScale &scale = view.scale;
    auto X = [&](double x) { return plot.left() + x; };
    const AxisSpan vis{scale.time(0), scale.time(plot.width())};
    const bool sourceMode = data.mode == LaneMode::Source;

    QFont font = fontForLanguage(view.language, view.font);
    QFont small = fontForLanguage(QStringLiteral("zh"), view.font);
    small.setPointSizeF(view.font.pointSizeF() * 0.85);
    QFont bold = font;
    bold.setBold(true);
    const QFontMetricsF fm(font);
    const QFontMetricsF sfm(small);

    // Eras: background bands, names at the foot of the plot.
    p.setFont(small);
    for (const Era &era : c.eras) {
        const AxisSpan s = era.date.span();
        if (!s.overlaps(vis))
            continue;
        const QRectF band(QPointF(std::max(X(scale.x(s.start)), plot.left()), plot.top()),
                          QPointF(std::min(X(scale.x(s.end)), plot.right()), plot.bottom()));
        QColor col(era.color.isEmpty() ? QStringLiteral("#888888") : era.color);
        // Opaque, pre-mixed with the background: a full-height alpha fill per
        // era would cost more than all the markers.
        p.fillRect(band, mix(base, col, dark ? 0.16 : 0.10));
        col = dark ? col.lighter(170) : col.darker(110);
        col.setAlphaF(1.0f);
        p.setPen(col);
        const QString name = sfm.elidedText(pickName(era.names, view.language), Qt::ElideRight, band.width() - 8);
        p.drawText(QRectF(band.left() + 4, plot.bottom() - sfm.height() - 4, band.width() - 8, sfm.height()),
                   Qt::AlignLeft | Qt::AlignVCenter, name);
    }

    // Lane bands.
    for (int l = 0; l < shownLanes; ++l) {
        const double y = plot.top() + l * laneH;
        if (sourceMode && l == 0)
            p.fillRect(QRectF(plot.left(), y, plot.width(), laneH).toAlignedRect(), mix(base, text, 0.035));
        p.setPen(QPen(faint, 1));
        p.drawLine(QPointF(bounds.left(), y + laneH), QPointF(bounds.right(), y + laneH));
    }

    for (int l = 0; l < shownLanes; ++l)
        layoutLane(data, l, plot, scale, laneH, view.selectedEvent);

    auto laneTop = [&](int lane) { return plot.top() + lane * laneH; };
    auto centerOf = [&](const Placed &pl) {
        const double y = pl.row >= 0 ? markerY(laneTop(pl.lane)) + pl.row * kBarPitch : markerY(laneTop(pl.lane));
        return QPointF(X((pl.x0 + pl.x1) / 2), y);
    };

    // Conflict whiskers on record markers: the span of the dates claimed.
    for (const Placed &pl : m_placed) {
        if (pl.count != 1 || pl.row == -2 || !pl.item.has(TimelineItem::Conflict) || pl.item.has(TimelineItem::Account))
            continue;
        const AxisSpan claims = data.conflictSpans.value(pl.item.event());
        const double y = markerY(laneTop(pl.lane)) - 8;
        const double a = std::max(X(scale.x(claims.start)), plot.left() - 2);
        const double b = std::min(X(scale.x(claims.end)), plot.right() + 2);
        p.setPen(QPen(conflict, 1.2));
        p.drawLine(QPointF(a, y), QPointF(b, y));
        p.drawLine(QPointF(a, y - 3), QPointF(a, y + 3));
        p.drawLine(QPointF(b, y - 3), QPointF(b, y + 3));
    }

    // Connectors between the accounts of one event across lanes.
    if (sourceMode) {
        m_byEvent.clear();
        for (std::size_t i = 0; i < m_placed.size(); ++i)
            if (m_placed[i].count == 1 && m_placed[i].row != -2)
                m_byEvent.push_back({m_placed[i].item.event(), i});
        std::sort(m_byEvent.begin(), m_byEvent.end(), [&](const auto &a, const auto &b) {
            return a.first != b.first ? a.first < b.first : m_placed[a.second].lane < m_placed[b.second].lane;
        });
        m_lines[0].clear();
        m_lines[1].clear();
        m_lines[2].clear();
        for (std::size_t k = 1; k < m_byEvent.size(); ++k) {
            if (m_byEvent[k].first != m_byEvent[k - 1].first)
                continue;
            const Placed &a = m_placed[m_byEvent[k - 1].second];
            const Placed &b = m_placed[m_byEvent[k].second];
            const bool bad = a.item.has(TimelineItem::Conflict) || b.item.has(TimelineItem::Conflict);
            const bool selected = int(a.item.event()) == view.selectedEvent;
            m_lines[selected ? 2 : (bad ? 1 : 0)].push_back(QLineF(centerOf(a), centerOf(b)));
        }
        p.setRenderHint(QPainter::Antialiasing, true);
        p.setPen(QPen(mix(base, text, 0.22), 0.8));
        p.drawLines(m_lines[0].data(), int(m_lines[0].size()));
        p.setPen(QPen(conflict, 0.9));
        p.drawLines(m_lines[1].data(), int(m_lines[1].size()));
        p.setPen(QPen(accent, 1.6));
        p.drawLines(m_lines[2].data(), int(m_lines[2].size()));
    }

    // Markers.
    p.setRenderHint(QPainter::Antialiasing, true);
    p.setFont(small);
    m_bars.clear();
    for (const Placed &pl : m_placed) {
        const double top = laneTop(pl.lane);
        const int event = pl.count == 1 ? int(pl.item.event()) : -1;
        const bool selected = event >= 0 && event == view.selectedEvent;
        const bool hovered = event >= 0 && event == view.hoveredEvent;
        const bool bad = pl.item.has(TimelineItem::Conflict);
        const QColor fill = bad ? conflict : (sourceMode && pl.lane == 0 ? mix(text, base, 0.2) : accent);
        QRectF mark;
        if (pl.row == -2 || pl.count > 1) {
            // A cluster or a dense cell: a count you can zoom into.
            // What the bubble says, and its width, once per count and style.
            const quint32 shown = pl.count >= 10000 ? quint32(pl.count / 1000) * 1000 : quint32(pl.count);
            auto label = [&] {
                return pl.count >= 10000 ? QStringLiteral("%1k").arg(pl.count / 1000) : QString::number(pl.count);
            };
            auto wit = m_bubbleWidths.constFind(shown);
            if (wit == m_bubbleWidths.cend()) {
                if (m_bubbleWidths.size() > 4000)
                    m_bubbleWidths.clear();
                wit = m_bubbleWidths.insert(shown, std::max(18.0, sfm.horizontalAdvance(label()) + 10));
            }
            const double w = *wit;
            const double cx = X((pl.x0 + pl.x1) / 2);
            mark = QRectF(cx - w / 2, markerY(top) - 9, w, 18);
            if (pl.row == -2) {
                // Density under the count: log-scaled so a sparse cell still shows.
                // Opaque, pixel-aligned and drawn in one call after the
                // markers (they never overlap): hundreds of these per frame.
                const double h = std::min(laneH - 26, 4 + 6 * std::log2(1.0 + pl.count));
                m_bars.push_back(QRectF(X(pl.x0) + 1, top + laneH - 3 - h, kCell - 2, h).toAlignedRect());
            }
            auto drawBubble = [&](QPainter &q, const QRectF &r) {
                q.setPen(pl.holdsSelection ? QPen(accent, 2.5) : QPen(accent.darker(120), 1));
                q.setBrush(mix(base, accent, pl.holdsSelection ? 0.4 : 0.18));
                q.drawRoundedRect(r.adjusted(1, 1, -1, -1), 8, 8);
                q.setPen(text);
                q.setFont(small);
                q.drawText(r, Qt::AlignCenter, label());
            };
            drawSprite(p, mark, spriteKey(SpriteKind::Bubble, shown, pl.holdsSelection ? 1 : 0, mark.size(), dpr),
                       drawBubble);
            m_markers.push_back({-1, pl.lane, pl.count, pl.span, mark});
            continue;
        }
        if (pl.row == -3) {
            mark = QRectF(X(pl.x0), markerY(top) - 7, pl.x1 - pl.x0, 14);
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
        } else if (pl.row >= 0) {
            mark = QRectF(X(pl.x0), markerY(top) - kBarH / 2 + pl.row * kBarPitch, pl.x1 - pl.x0, kBarH);
            p.setPen(Qt::NoPen);
            p.setBrush(fill);
            p.drawRoundedRect(mark, 3, 3);
        } else {
            mark = QRectF(X(pl.x0), markerY(top) - kPointW / 2, kPointW, kPointW);
            const bool hollow = pl.item.has(TimelineItem::Undated);
            drawSprite(p, mark, spriteKey(SpriteKind::Point, fill.rgba(), hollow ? 1 : 0, mark.size(), dpr),
                       [&](QPainter &q, const QRectF &r) {
                q.setPen(QPen(fill, 1.6));
                q.setBrush(hollow ? base : fill);
                q.drawEllipse(r.adjusted(1, 1, -1, -1));
            });
        }
        if (bad && !pl.item.has(TimelineItem::Account)) {
            // A warning mark above a disputed record date.
            const QPointF tip(mark.center().x(), mark.top() - 12);
            QPainterPath tri;
            tri.moveTo(tip);
            tri.lineTo(tip + QPointF(-5, 8));
            tri.lineTo(tip + QPointF(5, 8));
            tri.closeSubpath();
            p.setPen(Qt::NoPen);
            p.setBrush(conflict);
            p.drawPath(tri);
        }
        if (!view.highlightedPlace.isEmpty() && c.events[qsizetype(pl.item.event())].placeId == view.highlightedPlace) {
            // An event at the place chosen on the map.
            p.setPen(QPen(dark ? QColor(0xff, 0xc8, 0x57) : QColor(0xd9, 0x7a, 0x00), 2));
            p.setBrush(Qt::NoBrush);
            p.drawEllipse(mark.center(), mark.width() / 2 + 4, mark.height() / 2 + 4);
        }
        if (selected || hovered) {
            p.setPen(QPen(selected ? accent : mid, 2));
            p.setBrush(Qt::NoBrush);
            p.drawRoundedRect(mark.adjusted(-3, -3, 3, 3), 4, 4);
        }
        m_markers.push_back({event, pl.lane, 1, pl.span, mark.adjusted(-2, -2, 2, 2)});
    }

    // Density under the count cells.
    p.setRenderHint(QPainter::Antialiasing, false);
    p.setPen(Qt::NoPen);
    p.setBrush(densityFill);
    p.drawRects(m_bars.data(), int(m_bars.size()));

    // Labels under the markers, greedily in rows; what has no room shows on hover.
    p.setRenderHint(QPainter::Antialiasing, false);
    p.setFont(font);
    const double lineH = fm.height();
    const double labelTop0 = 14 + kPointW / 2 + 4 + (laneH > 60 ? kBarPitch : 0);
    const int labelRows = std::max(0, int((laneH - labelTop0 - 2) / lineH));
    int currentLane = -1;
    for (const Placed &pl : m_placed) {
        if (pl.count != 1 || pl.row == -2 || labelRows == 0)
            continue;
        if (sourceMode && pl.lane > 0 && pl.item.has(TimelineItem::Undated))
            continue; // the record lane names it
        if (int(pl.item.event()) == view.selectedEvent)
            continue; // drawn on top below
        if (pl.lane != currentLane) {
            currentLane = pl.lane;
            m_labelEnds.assign(std::size_t(labelRows), -1e300);
        }
        const double lx = std::max(X(pl.x0), plot.left() + 2);
        if (lx > plot.right())
            continue;
        const Event &e = c.events[qsizetype(pl.item.event())];
        const QString label = pickName(e.titles, view.language);
        const double w = std::min(fm.horizontalAdvance(label), 200.0);
        for (int r = 0; r < labelRows; ++r) {
            if (lx > m_labelEnds[std::size_t(r)] + 8) {
                m_labelEnds[std::size_t(r)] = lx + w;
                p.setPen(pl.item.has(TimelineItem::Conflict) ? conflict : text);
                p.drawText(QRectF(lx, laneTop(pl.lane) + labelTop0 + r * lineH, w + 2, lineH),
                           Qt::AlignLeft | Qt::AlignVCenter, fm.elidedText(label, Qt::ElideRight, w));
                break;
            }
        }
    }

    // The selected event's labels on top, on a plate, in full.
    if (view.selectedEvent >= 0 && view.selectedEvent < c.events.size()) {
        const QString label = pickName(c.events[view.selectedEvent].titles, view.language);
        QFont f = fontForLanguage(view.language, bold);
        const QFontMetricsF bfm(f);
        p.setFont(f);
        for (const Placed &pl : m_placed) {
            if (pl.count != 1 || pl.row == -2 || int(pl.item.event()) != view.selectedEvent)
                continue;
            const QRectF r(std::max(X(pl.x0), plot.left() + 2), laneTop(pl.lane) + labelTop0,
                           bfm.horizontalAdvance(label) + 10, bfm.height());
            p.setPen(QPen(accent, 1));
            p.setBrush(base);
            p.drawRoundedRect(r.adjusted(-2, -1, 2, 1), 3, 3);
            p.setPen(accent);
            p.drawText(r.adjusted(5, 0, 0, 0), Qt::AlignLeft | Qt::AlignVCenter, label);
        }
    }

    // The axis: context tier above, fine ticks below.
    const QRectF axis(bounds.left(), bounds.top(), bounds.width(), kAxisHeight);
    p.fillRect(axis, window);
    p.setPen(QPen(mid, 1));
    p.drawLine(QPointF(bounds.left(), axis.bottom()), QPointF(bounds.right(), axis.bottom()));
    const QLocale locale = view.language == u"zh" ? QLocale(QLocale::Chinese, QLocale::China) : QLocale();
    const TickTiers ticks = makeTicks(scale, plot.width(), locale,
                                      [&](const QString &s) { return sfm.horizontalAdvance(s); });
    p.setFont(small);
    for (const Tick &t : ticks.minor) {
        const double x = X(scale.x(t.time));
        if (x < plot.left() || x > plot.right())
            continue;
        p.setPen(QPen(faint, 1));
        p.drawLine(QPointF(x, axis.bottom()), QPointF(x, bounds.bottom()));
        p.setPen(QPen(mid, 1));
        p.drawLine(QPointF(x, axis.bottom() - 6), QPointF(x, axis.bottom()));
        p.setPen(windowText);
        p.drawText(QPointF(x + 3, axis.bottom() - 8), t.label);
    }
    QFont axisBold = small;
    axisBold.setBold(true);
    p.setFont(axisBold);
    for (std::size_t i = 0; i < std::size_t(ticks.major.size()); ++i) {
        const double x = X(scale.x(ticks.major[qsizetype(i)].time));
        if (x >= plot.left()) {
            p.setPen(QPen(mid, 1));
            p.drawLine(QPointF(x, axis.top() + 2), QPointF(x, axis.bottom()));
        }
        p.setPen(windowText);
        p.drawText(QPointF(std::max(x, plot.left()) + 4, axis.top() + 17), ticks.major[qsizetype(i)].label);
    }

    // The time cursor, with a handle in the axis to drag.
    if (view.cursor) {
        const double x = X(scale.x(*view.cursor));
        if (x >= plot.left() && x <= plot.right()) {
            QColor cc = dark ? QColor(0xff, 0xc8, 0x57) : QColor(0xd9, 0x7a, 0x00);
            p.setPen(QPen(cc, 1.5));
            p.drawLine(QPointF(x, axis.bottom()), QPointF(x, plot.bottom()));
            QPainterPath handle;
            handle.moveTo(x, axis.bottom());
            handle.lineTo(x - 6, axis.bottom() - 10);
            handle.lineTo(x + 6, axis.bottom() - 10);
            handle.closeSubpath();
            p.setPen(Qt::NoPen);
            p.setBrush(cc);
            p.drawPath(handle);
        }
    }

    // Lane titles in the gutter.
    p.fillRect(QRectF(bounds.left(), bounds.top(), kGutter, bounds.height()), window);
    p.setPen(QPen(mid, 1));
    p.drawLine(QPointF(plot.left(), axis.top()), QPointF(plot.left(), bounds.bottom()));
    for (int l = 0; l < shownLanes; ++l) {
        const QRectF r(bounds.left() + 8, laneTop(l) + 4, kGutter - 14, laneH - 8);
        QFont f = fontForLanguage(data.laneLanguages.value(l), (sourceMode && l == 0) ? axisBold : small);
        p.setFont(f);
        p.setPen(windowText);
        const QFontMetricsF lfm(f);
        const int lines = std::max(1, int(r.height() / lfm.lineSpacing()));
        QString title = data.laneTitles.value(l);
        if (lfm.horizontalAdvance(title) > r.width() * lines)
            title = lfm.elidedText(title, Qt::ElideRight, r.width() * lines - 8);
        p.drawText(r, Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap, title);
        p.setPen(QPen(faint, 1));
        p.drawLine(QPointF(bounds.left(), laneTop(l) + laneH), QPointF(plot.left(), laneTop(l) + laneH));
    }
    if (shownLanes < lanes) {
        p.setFont(small);
        p.setPen(mid);
        p.drawText(QRectF(bounds.left() + 8, plot.bottom() - sfm.height() - 4, kGutter - 12, sfm.height()),
                   Qt::AlignLeft, QCoreApplication::translate("parallax::ui::TimelineRenderer", "+%1 more lanes").arg(lanes - shownLanes));
    }
    p.restore();
    std::reverse(m_markers.begin(), m_markers.end());
    return m_markers;
}

} // namespace parallax::ui
