#include "timelinerenderer.h"

#include "corpusmodel.h"
#include "fonts.h"

#include <QFontMetricsF>
#include <QPainter>
#include <QPainterPath>

namespace parallax::ui {

namespace {

struct Placed
{
    int event;
    int account;
    int lane;
    AxisSpan span;
    DatePrecision precision;
    bool fuzzy;
    bool undated;
};

QColor mix(const QColor &a, const QColor &b, double t)
{
    return QColor::fromRgbF(float(a.redF() * (1 - t) + b.redF() * t), float(a.greenF() * (1 - t) + b.greenF() * t),
                            float(a.blueF() * (1 - t) + b.blueF() * t));
}

bool accountsDisagree(const Event &e)
{
    const AxisSpan rec = e.date.span();
    for (const Account &a : e.accounts)
        if (a.claimedDate.isValid() && !a.claimedDate.span().overlaps(rec))
            return true;
    return false;
}

} // namespace

QStringList TimelineRenderer::laneTitles(const TimelineView &view) const
{
    QStringList titles;
    titles << QObject::tr("Record");
    if (view.laneMode == LaneMode::Source)
        for (const Source &s : m_model->corpus().sources)
            titles << s.title;
    return titles;
}

QList<TimelineMarker> TimelineRenderer::paint(QPainter &p, const QRectF &bounds, const TimelineView &view) const
{
    QList<TimelineMarker> markers;
    const Corpus &c = m_model->corpus();
    const QPalette &pal = view.palette;
    const QColor base = pal.color(QPalette::Base);
    const QColor text = pal.color(QPalette::Text);
    const QColor mid = mix(base, text, 0.25);
    const QColor faint = mix(base, text, 0.08);
    const QColor accent = pal.color(QPalette::Highlight);
    const QColor conflict(0xd0, 0x45, 0x2f);

    p.save();
    p.setClipRect(bounds);
    p.fillRect(bounds, base);
    p.setRenderHint(QPainter::Antialiasing, true);

    const QStringList titles = laneTitles(view);
    const int lanes = int(titles.size());
    const QRectF plot(bounds.left() + kGutter, bounds.top() + kAxisHeight, bounds.width() - kGutter,
                      bounds.height() - kAxisHeight);
    const double laneH = std::clamp(plot.height() / std::max(1, lanes), 36.0, 120.0);
    TimeScale scale = view.scale;
    auto X = [&](AxisTime t) { return plot.left() + scale.x(t); };
    const AxisSpan vis = scale.visible(plot.width());

    QFont font = view.font;
    QFont small = font;
    small.setPointSizeF(font.pointSizeF() * 0.85);
    QFont bold = font;
    bold.setBold(true);
    font = fontForLanguage(view.language, font);
    small = fontForLanguage(QStringLiteral("zh"), small);
    const QFontMetricsF fm(font);
    const QFontMetricsF sfm(small);

    // Eras: background bands with their names under the axis.
    p.setFont(small);
    for (const Era &era : c.eras) {
        const AxisSpan s = era.date.span();
        if (!s.overlaps(vis))
            continue;
        const QRectF band(QPointF(std::max(X(s.start), plot.left()), plot.top()),
                          QPointF(std::min(X(s.end), plot.right()), plot.bottom()));
        QColor col(era.color.isEmpty() ? QStringLiteral("#888888") : era.color);
        col.setAlphaF(0.10f);
        p.fillRect(band, col);
        col.setAlphaF(0.9f);
        p.setPen(col);
        const QString name = sfm.elidedText(pickName(era.names, view.language), Qt::ElideRight, band.width() - 8);
        p.drawText(QRectF(band.left() + 4, plot.bottom() - sfm.height() - 4, band.width() - 8, sfm.height()),
                   Qt::AlignLeft | Qt::AlignVCenter, name);
    }

    // Lane separators and titles.
    for (int l = 0; l < lanes; ++l) {
        const double y = plot.top() + l * laneH;
        p.setPen(QPen(faint, 1));
        p.drawLine(QPointF(bounds.left(), y + laneH), QPointF(bounds.right(), y + laneH));
        if (l == 0)
            p.fillRect(QRectF(plot.left(), y, plot.width(), laneH), QColor(mix(base, text, 0.03)));
    }

    // Where each account (and the record) sits.
    QList<Placed> placed;
    for (int i = 0; i < c.events.size(); ++i) {
        const Event &e = c.events[i];
        const bool fuzzy = e.date.precision() <= DatePrecision::Month || e.date.isApproximate() || e.date.isUncertain();
        placed.append({i, -1, 0, e.date.span(), e.date.precision(), fuzzy, false});
        if (view.laneMode != LaneMode::Source)
            continue;
        for (int a = 0; a < e.accounts.size(); ++a) {
            const Account &acc = e.accounts[a];
            const int lane = 1 + m_model->sourceIndex(acc.sourceId);
            const bool dated = acc.claimedDate.isValid();
            const HistoricalDate &d = dated ? acc.claimedDate : e.date;
            placed.append({i, a, lane, d.span(), d.precision(),
                           d.precision() <= DatePrecision::Month || d.isApproximate() || d.isUncertain(), !dated});
        }
    }

    auto centerY = [&](int lane) { return plot.top() + lane * laneH + laneH * 0.34; };

    // Connectors between the accounts of one event, drawn first so markers sit on top.
    for (qsizetype k = 0; k < placed.size();) {
        qsizetype j = k + 1;
        while (j < placed.size() && placed[j].event == placed[k].event)
            ++j;
        const Event &e = c.events[placed[k].event];
        const bool disagree = accountsDisagree(e);
        QPen pen(disagree ? conflict : mid, disagree ? 1.4 : 1.0, Qt::SolidLine);
        pen.setCosmetic(true);
        p.setPen(pen);
        for (qsizetype m = k + 1; m < j; ++m) {
            const Placed &a = placed[m - 1];
            const Placed &b = placed[m];
            const double xa = X((a.span.start + a.span.end) / 2);
            const double xb = X((b.span.start + b.span.end) / 2);
            if (std::max(xa, xb) < plot.left() || std::min(xa, xb) > plot.right())
                continue;
            p.drawLine(QPointF(xa, centerY(a.lane)), QPointF(xb, centerY(b.lane)));
        }
        k = j;
    }

    // Markers and labels; labels are stacked in rows per lane and skipped
    // (shown on hover) when no row has room.
    QList<QList<double>> rowEnds(lanes, QList<double>(3, -1e300));
    QList<std::pair<QPointF, int>> selectedLabels;
    p.setFont(font);
    for (const Placed &pl : placed) {
        const double x0 = X(pl.span.start);
        const double x1 = X(pl.span.end);
        if (x1 < plot.left() - 200 || x0 > plot.right())
            continue;
        const Event &e = c.events[pl.event];
        const double cy = centerY(pl.lane);
        const bool selected = pl.event == view.selectedEvent;
        const bool hovered = pl.event == view.hoveredEvent;
        const bool disagree = pl.account >= 0 && !pl.undated && !pl.span.overlaps(e.date.span());
        QColor fill = pl.lane == 0 ? text : accent;
        if (disagree)
            fill = conflict;
        QRectF mark;
        if (x1 - x0 < 8 || pl.precision >= DatePrecision::Day) {
            if (x1 - x0 >= 8) {
                // A span of days: a bar.
                mark = QRectF(x0, cy - 4, x1 - x0, 8);
                p.setPen(Qt::NoPen);
                p.setBrush(fill);
                p.drawRoundedRect(mark, 3, 3);
            } else {
                const double cx = (x0 + x1) / 2;
                mark = QRectF(cx - 5, cy - 5, 10, 10);
                p.setPen(QPen(fill, 1.6));
                p.setBrush(pl.undated ? base : fill);
                p.drawEllipse(mark.adjusted(1, 1, -1, -1));
            }
        } else {
            // Month or year precision: a soft extent, no hard edge.
            mark = QRectF(x0, cy - 7, x1 - x0, 14);
            QLinearGradient g(mark.topLeft(), mark.topRight());
            QColor a = fill, b = fill;
            a.setAlphaF(0.05f);
            b.setAlphaF(0.35f);
            g.setColorAt(0, a);
            g.setColorAt(0.5, b);
            g.setColorAt(1, a);
            p.setPen(Qt::NoPen);
            p.setBrush(g);
            p.drawRoundedRect(mark, 4, 4);
        }
        if (selected || hovered) {
            p.setPen(QPen(selected ? accent : mid, 2));
            p.setBrush(Qt::NoBrush);
            p.drawRoundedRect(mark.adjusted(-3, -3, 3, 3), 4, 4);
        }
        markers.append({pl.event, pl.account, mark.adjusted(-2, -2, 2, 2)});

        if (selected) {
            selectedLabels.append({QPointF(mark.right() + 4, cy + 8), pl.lane});
            continue;
        }
        if (pl.lane == 0 || pl.account == 0) {
            const QString label = pickName(e.titles, view.language);
            const double lx = std::max(mark.right() + 4, plot.left() + 2);
            const double w = std::min(fm.horizontalAdvance(label), 220.0);
            auto &ends = rowEnds[pl.lane];
            for (int r = 0; r < ends.size(); ++r) {
                const double ty = cy + 8 + r * fm.height();
                if (ty + fm.height() > plot.top() + (pl.lane + 1) * laneH)
                    break;
                if (lx > ends[r] + 6) {
                    ends[r] = lx + w;
                    p.setPen(disagree ? conflict : text);
                    p.drawText(QRectF(lx, ty, w + 2, fm.height()), Qt::AlignLeft | Qt::AlignVCenter,
                               fm.elidedText(label, Qt::ElideRight, w));
                    break;
                }
            }
        }
    }

    // The selected event's labels go on top, on a plate, in full.
    if (view.selectedEvent >= 0) {
        const QString label = pickName(c.events[view.selectedEvent].titles, view.language);
        const QFont f = fontForLanguage(view.language, bold);
        const QFontMetricsF bfm(f);
        p.setFont(f);
        for (const auto &[at, lane] : selectedLabels) {
            Q_UNUSED(lane);
            const QRectF r(std::max(at.x(), plot.left() + 2), at.y(), bfm.horizontalAdvance(label) + 8, bfm.height());
            p.setPen(QPen(accent, 1));
            p.setBrush(base);
            p.drawRoundedRect(r.adjusted(-2, -1, 2, 1), 3, 3);
            p.setPen(accent);
            p.drawText(r.adjusted(4, 0, 0, 0), Qt::AlignLeft | Qt::AlignVCenter, label);
        }
    }

    // The axis: context tier above, fine ticks below.
    const QRectF axis(bounds.left(), bounds.top(), bounds.width(), kAxisHeight);
    p.fillRect(axis, pal.color(QPalette::Window));
    p.setPen(QPen(mid, 1));
    p.drawLine(QPointF(bounds.left(), axis.bottom()), QPointF(bounds.right(), axis.bottom()));
    const QLocale locale = view.language == u"zh" ? QLocale(QLocale::Chinese, QLocale::China) : QLocale();
    const TickTiers ticks = makeTicks(scale, plot.width(), locale,
                                      [&](const QString &s) { return sfm.horizontalAdvance(s); });
    p.setFont(small);
    for (const Tick &t : ticks.minor) {
        const double x = X(t.time);
        if (x < plot.left() || x > plot.right())
            continue;
        p.setPen(QPen(faint, 1));
        p.drawLine(QPointF(x, axis.bottom()), QPointF(x, bounds.bottom()));
        p.setPen(QPen(mid, 1));
        p.drawLine(QPointF(x, axis.bottom() - 6), QPointF(x, axis.bottom()));
        p.setPen(pal.color(QPalette::WindowText));
        p.drawText(QPointF(x + 3, axis.bottom() - 8), t.label);
    }
    p.setFont(fontForLanguage(QStringLiteral("zh"), bold));
    for (qsizetype i = 0; i < ticks.major.size(); ++i) {
        const double x = X(ticks.major[i].time);
        if (x >= plot.left()) {
            p.setPen(QPen(mid, 1));
            p.drawLine(QPointF(x, axis.top() + 2), QPointF(x, axis.bottom()));
        }
        p.setPen(pal.color(QPalette::WindowText));
        p.drawText(QPointF(std::max(x, plot.left()) + 4, axis.top() + 17), ticks.major[i].label);
    }

    // Lane titles in the gutter.
    p.fillRect(QRectF(bounds.left(), plot.top(), kGutter, plot.height()), pal.color(QPalette::Window));
    p.fillRect(QRectF(bounds.left(), axis.top(), kGutter, kAxisHeight), pal.color(QPalette::Window));
    p.setPen(QPen(mid, 1));
    p.drawLine(QPointF(plot.left(), axis.top()), QPointF(plot.left(), bounds.bottom()));
    for (int l = 0; l < lanes; ++l) {
        const QRectF r(bounds.left() + 8, plot.top() + l * laneH + 4, kGutter - 14, laneH - 8);
        QFont f = l == 0 ? bold : small;
        f = fontForLanguage(QStringLiteral("zh"), f);
        p.setFont(f);
        p.setPen(pal.color(QPalette::WindowText));
        p.drawText(r, Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap, titles[l]);
    }
    p.restore();
    // Front-most first for hit-testing.
    std::reverse(markers.begin(), markers.end());
    return markers;
}

} // namespace parallax::ui
