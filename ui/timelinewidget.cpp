#include "timelinewidget.h"

#include "corpusmodel.h"

#include <QHelpEvent>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QToolTip>
#include <QWheelEvent>

namespace parallax::ui {

namespace {
constexpr double kMinSpp = 3600.0 / 200; // one hour across ~200 px
constexpr double kMaxSpp = 200 * 365.2425 * 86400 / 400; // two centuries across ~400 px
} // namespace

TimelineWidget::TimelineWidget(CorpusModel *model, QWidget *parent)
    : QWidget(parent), m_model(model), m_renderer(model)
{
    setObjectName(QStringLiteral("timeline"));
    setAccessibleName(tr("Timeline"));
    setFocusPolicy(Qt::StrongFocus);
    setMouseTracking(true);
    setMinimumSize(400, 240);
    setAttribute(Qt::WA_OpaquePaintEvent);
    connect(model, &CorpusModel::corpusChanged, this, [this] {
        m_fitted = false;
        fitAll();
    });
    connect(model, &CorpusModel::selectionChanged, this, [this](int i) {
        m_view.selectedEvent = i;
        if (i >= 0) {
            const AxisSpan s = m_model->corpus().events[i].date.span();
            const AxisSpan vis = m_view.scale.visible(plotWidth());
            if (!s.overlaps(vis))
                m_view.scale.centerOn((s.start + s.end) / 2, plotWidth());
        }
        update();
    });
    connect(model, &CorpusModel::displayLanguageChanged, this, [this] {
        m_view.language = m_model->displayLanguage();
        update();
    });
}

void TimelineWidget::setLaneMode(LaneMode mode)
{
    m_view.laneMode = mode;
    update();
}

void TimelineWidget::fitAll()
{
    const Corpus &c = m_model->corpus();
    if (c.events.isEmpty())
        return;
    AxisSpan all{std::numeric_limits<AxisTime>::max(), std::numeric_limits<AxisTime>::min()};
    for (const Event &e : c.events) {
        const AxisSpan s = e.date.span();
        all.start = std::min(all.start, s.start);
        all.end = std::max(all.end, s.end);
    }
    showSpan(all);
    m_fitted = true;
}

void TimelineWidget::showSpan(const AxisSpan &span)
{
    const AxisTime margin = std::max<AxisTime>(span.length() / 20, 3600);
    m_view.scale = TimeScale::fit({span.start - margin, span.end + margin}, plotWidth());
    m_view.scale.zoomAt(0, 1.0, kMinSpp, kMaxSpp);
    update();
}

void TimelineWidget::zoomBy(double factor, double anchorX)
{
    m_view.scale.zoomAt(anchorX, factor, kMinSpp, kMaxSpp);
    update();
}

int TimelineWidget::eventAt(const QPointF &pos) const
{
    for (const TimelineMarker &m : m_markers)
        if (m.rect.contains(pos))
            return m.event;
    return -1;
}

void TimelineWidget::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    m_view.palette = palette();
    m_view.font = font();
    m_view.language = m_model->displayLanguage();
    m_markers = m_renderer.paint(p, rect(), m_view);
    if (hasFocus()) {
        p.setPen(QPen(palette().color(QPalette::Highlight), 1));
        p.drawRect(rect().adjusted(0, 0, -1, -1));
    }
}

void TimelineWidget::resizeEvent(QResizeEvent *)
{
    if (!m_fitted)
        fitAll();
}

void TimelineWidget::wheelEvent(QWheelEvent *e)
{
    const double steps = e->angleDelta().y() / 120.0;
    if (steps == 0)
        return;
    zoomBy(std::pow(1.25, steps), e->position().x() - TimelineRenderer::kGutter);
    e->accept();
}

void TimelineWidget::mousePressEvent(QMouseEvent *e)
{
    m_pressPos = m_lastPos = e->position();
    m_dragging = false;
}

void TimelineWidget::mouseMoveEvent(QMouseEvent *e)
{
    if (e->buttons() & Qt::LeftButton) {
        if (!m_dragging && (e->position() - m_pressPos).manhattanLength() > 4)
            m_dragging = true;
        if (m_dragging) {
            m_view.scale.panBy(m_lastPos.x() - e->position().x());
            m_lastPos = e->position();
            update();
        }
        return;
    }
    const int hovered = eventAt(e->position());
    if (hovered != m_view.hoveredEvent) {
        m_view.hoveredEvent = hovered;
        setCursor(hovered >= 0 ? Qt::PointingHandCursor : Qt::ArrowCursor);
        update();
    }
}

void TimelineWidget::mouseReleaseEvent(QMouseEvent *e)
{
    if (!m_dragging)
        m_model->selectEvent(eventAt(e->position()));
    m_dragging = false;
}

void TimelineWidget::mouseDoubleClickEvent(QMouseEvent *e)
{
    const int i = eventAt(e->position());
    if (i < 0)
        return;
    const AxisSpan s = m_model->corpus().events[i].date.span();
    showSpan({s.start - 3 * kSecondsPerDay, s.end + 3 * kSecondsPerDay});
}

void TimelineWidget::stepSelection(int delta)
{
    const auto &events = m_model->corpus().events;
    if (events.isEmpty())
        return;
    // Events are kept in time order by the store.
    int i = m_model->selectedEvent();
    i = i < 0 ? (delta > 0 ? 0 : int(events.size()) - 1) : std::clamp(i + delta, 0, int(events.size()) - 1);
    m_model->selectEvent(i);
    const AxisSpan s = events[i].date.span();
    const AxisSpan vis = m_view.scale.visible(plotWidth());
    if (!vis.contains(s.start))
        m_view.scale.centerOn((s.start + s.end) / 2, plotWidth());
    update();
}

void TimelineWidget::keyPressEvent(QKeyEvent *e)
{
    const double cx = plotWidth() / 2;
    switch (e->key()) {
    case Qt::Key_Plus:
    case Qt::Key_Equal:
        zoomBy(1.5, cx);
        break;
    case Qt::Key_Minus:
        zoomBy(1 / 1.5, cx);
        break;
    case Qt::Key_Left:
        m_view.scale.panBy(-plotWidth() / 8);
        update();
        break;
    case Qt::Key_Right:
        m_view.scale.panBy(plotWidth() / 8);
        update();
        break;
    case Qt::Key_Home:
        fitAll();
        break;
    case Qt::Key_BracketRight:
        stepSelection(1);
        break;
    case Qt::Key_BracketLeft:
        stepSelection(-1);
        break;
    case Qt::Key_Escape:
        m_model->selectEvent(-1);
        break;
    default:
        QWidget::keyPressEvent(e);
    }
}

bool TimelineWidget::event(QEvent *e)
{
    if (e->type() == QEvent::ToolTip) {
        auto *he = static_cast<QHelpEvent *>(e);
        const int i = eventAt(he->pos());
        if (i < 0) {
            QToolTip::hideText();
            return true;
        }
        const Event &ev = m_model->corpus().events[i];
        const Place *pl = m_model->place(ev.placeId);
        const QString other = m_model->displayLanguage() == u"zh" ? ev.titles.value(QStringLiteral("en"))
                                                                  : ev.titles.value(QStringLiteral("zh"));
        QString tip = QStringLiteral("<b>%1</b>").arg(pickName(ev.titles, m_model->displayLanguage()).toHtmlEscaped());
        if (!other.isEmpty())
            tip += QStringLiteral("<br>%1").arg(other.toHtmlEscaped());
        tip += QStringLiteral("<br>%1").arg(ev.date.toDisplayString().toHtmlEscaped());
        if (pl)
            tip += QStringLiteral("<br>%1").arg(pickName(pl->names, m_model->displayLanguage()).toHtmlEscaped());
        tip += QStringLiteral("<br>%1").arg(tr("%n account(s)", nullptr, int(ev.accounts.size())));
        QToolTip::showText(he->globalPos(), tip, this);
        return true;
    }
    if (e->type() == QEvent::KeyPress) {
        auto *ke = static_cast<QKeyEvent *>(e);
        if (ke->key() == Qt::Key_Tab || ke->key() == Qt::Key_Backtab) {
            stepSelection(ke->key() == Qt::Key_Tab ? 1 : -1);
            return true;
        }
    }
    return QWidget::event(e);
}

} // namespace parallax::ui
