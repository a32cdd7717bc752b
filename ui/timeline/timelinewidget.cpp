#include "timelinewidget.h"

#include <ui/corpusmodel.h>

#include <QAction>
#include <QDate>
#include <QHelpEvent>
#include <QImage>
#include <QKeyEvent>
#include <QLineEdit>
#include <QMouseEvent>
#include <QNativeGestureEvent>
#include <QPainter>
#include <QToolTip>
#include <QVariantAnimation>
#include <QWheelEvent>

#include <cmath>
#include <utility>

namespace parallax::ui {

TimelineWidget::TimelineWidget(CorpusModel *model, QWidget *parent)
    : QWidget(parent)
    , m_model(model)
    , m_renderer(&model->corpus())
    , m_zoomAnimation(new QVariantAnimation(this))
    , m_laneFilter(new QLineEdit(this))
{
    setObjectName(QStringLiteral("timeline"));
    setAccessibleName(tr("Timeline"));
    setAccessibleDescription(tr("Events in time. Plus and minus zoom, arrows pan, Home fits the main story, "
                                "[ and ] move between events, Enter zooms to the selected one."));
    setToolTip(tr("The timeline: one lane per source. Wheel or plus and minus zoom, drag or arrows pan, "
                  "[ and ] step through the events."));
    setFocusPolicy(Qt::StrongFocus);
    setMouseTracking(true);
    setMinimumSize(400, 200);
    setAttribute(Qt::WA_OpaquePaintEvent);
    m_data.mode = LaneMode::Source;
    m_laneFilter->setObjectName(QStringLiteral("laneFilter"));
    m_laneFilter->setPlaceholderText(tr("Filter lanes"));
    m_laneFilter->setAccessibleName(tr("Filter lanes by name"));
    m_laneFilter->setToolTip(tr("Show only the lanes whose name contains this (/ to get here, Esc to clear)"));
    m_laneFilter->setClearButtonEnabled(true);
    m_laneFilter->hide();
    connect(m_laneFilter, &QLineEdit::textChanged, this, [this] { applyLaneFilter(); });
    connect(m_laneFilter, &QLineEdit::returnPressed, this, [this] { setFocus(); });
    auto *clearFilter = new QAction(m_laneFilter);
    clearFilter->setShortcut(Qt::Key_Escape);
    clearFilter->setShortcutContext(Qt::WidgetShortcut);
    m_laneFilter->addAction(clearFilter);
    connect(clearFilter, &QAction::triggered, this, [this] {
        m_laneFilter->clear();
        setFocus();
        placeLaneFilter();
    });
    m_zoomAnimation->setDuration(140);
    m_zoomAnimation->setEasingCurve(QEasingCurve::OutCubic);

    connect(model, &CorpusModel::corpusChanged, this, [this] {
        // An edit keeps the user's view (and the event selected before it
        // is selected again without moving it); another corpus shows whole.
        m_reselect = m_selectedId;
        rebuild();
        const QString key = m_model->corpus().id + u'\n' + m_model->corpus().title;
        if (key != m_corpusKey || !m_fitted) {
            m_corpusKey = key;
            m_reselect.clear();
            m_fitted = false;
            fitAll();
        }
        emit viewChanged(); // the overview strip draws the new marks
    });
    connect(model, &CorpusModel::selectionChanged, this, [this] {
        const int i = m_model->shownSelection(); // an event chosen in the preview too
        const Event *e = eventData(i);
        const QString id = e ? e->id : QString();
        const bool again = !m_reselect.isEmpty() && (i < 0 || id == m_reselect);
        if (i >= 0 || !again) {
            m_reselect.clear();
            m_selectedId = id;
        }
        setSelected(i);
        if (!again)
            ensureVisible(i);
        update();
    });
    connect(model, &CorpusModel::displayLanguageChanged, this, [this] { update(); });
    connect(model, &CorpusModel::cursorChanged, this, &TimelineWidget::followCursor);
    connect(model, &CorpusModel::highlightedPlaceChanged, this, [this] { update(); });
    connect(model, &CorpusModel::filterChanged, this, [this] {
        rebuild();
        showFilteredWhenNoneInSight();
        emit viewChanged();
    });
    connect(model, &CorpusModel::eventsChanged, this, &TimelineWidget::updateEvents);
    connect(model, &CorpusModel::timelinePreviewChanged, this, &TimelineWidget::showPreview);
    connect(model, &CorpusModel::loadingChanged, this, [this](bool loading) {
        placeLaneFilter();
        // A database read in the background that holds no events: its
        // corpus came while the reading still counted (showNoEvents() waits
        // for it), and the previous database's window stayed.
        if (!loading && !m_fitted)
            fitAll();
        update();
    });
    rebuild();
    m_corpusKey = model->corpus().id + u'\n' + model->corpus().title;
    showPreview();
}

// The preview shown is the index of the corpus the model now holds.
bool TimelineWidget::previewIsTheCorpus() const
{
    return m_showingPreview && m_model->filter().isEmpty()
        && std::size_t(m_model->corpus().events.size()) == m_data.timeOrder.size();
}

// Edited events: their items are replaced in the index, the rest stays.
void TimelineWidget::updateEvents(const QList<int> &indexes)
{
    const std::vector<char> *include = m_model->filter().isEmpty() ? nullptr : &m_model->included();
    // The selected event, shown again, keeps the user's view (as after corpusChanged).
    if (indexes.contains(m_model->selectedEvent()))
        m_reselect = m_selectedId;
    for (int i : indexes) {
        const Event *was = nullptr; // as the index holds it: found by its starts
        for (const auto &[k, e] : m_model->replacedEvents())
            if (k == i) {
                was = &e;
                break;
            }
        if (!updateTimelineEvent(m_data, m_model->corpus(), std::uint32_t(i), include, was)) {
            rebuild();
            break;
        }
    }
    setSelected(m_model->shownSelection());
    update();
    emit viewChanged(); // the overview strip draws the new marks
}

// A large database's events, indexed before the corpus itself arrives
// (CorpusModel::timelinePreview): drawn, with no labels yet, and fitted.
void TimelineWidget::showPreview()
{
    const auto preview = m_model->timelinePreview();
    if (!preview)
        m_showingPreview = false; // another database, or its corpus already taken in
    if (!preview || m_data.mode != preview->mode || !m_model->corpus().events.isEmpty() || !m_model->filter().isEmpty())
        return;
    m_data = m_model->takeTimelinePreview();
    m_showingPreview = true;
    setSelected(m_model->shownSelection());
    applyLaneFilter();
    m_fitted = false;
    fitAll();
    update();
}

void TimelineWidget::setLaneFilter(const QString &text)
{
    m_laneFilter->setText(text); // applyLaneFilter() follows
}

QString TimelineWidget::laneFilter() const
{
    return m_laneFilter->text();
}

void TimelineWidget::applyLaneFilter()
{
    const QString text = m_laneFilter->text().trimmed();
    m_view.laneFiltered = !text.isEmpty();
    m_view.laneRows.clear();
    if (m_view.laneFiltered)
        for (int l = 0; l < int(m_data.lanes.size()); ++l)
            if (m_data.laneTitles.value(l).contains(text, Qt::CaseInsensitive))
                m_view.laneRows.push_back(l);
    m_view.firstLane = 0;
    placeLaneFilter();
    update();
}

// The filter box at the foot of the lane titles, when there is something to filter.
void TimelineWidget::placeLaneFilter()
{
    const int lanes = int(m_data.lanes.size());
    const bool waiting = m_data.timeOrder.empty() && m_model->isLoading(); // no lanes drawn yet
    const bool wanted = !waiting
        && (!m_laneFilter->text().isEmpty() || m_laneFilter->hasFocus()
            || TimelineRenderer::visibleLanes(rect(), lanes) < lanes);
    const int h = m_laneFilter->sizeHint().height();
    m_laneFilter->setGeometry(4, height() - h - 4, int(TimelineRenderer::kGutter) - 10, h);
    m_laneFilter->setVisible(wanted);
    m_view.gutterFooter = wanted ? h + 8 : 0;
}

void TimelineWidget::rebuild()
{
    m_renderer.forgetLabelWidths();
    // The corpus that arrives after its preview: the preview is its index.
    const bool previewKept = previewIsTheCorpus();
    m_showingPreview = false;
    if (previewKept) {
        setSelected(m_model->shownSelection());
        update();
        return;
    }
    m_data = buildTimelineData(
        m_model->corpus(), m_data.mode, m_model->filter().isEmpty() ? nullptr : &m_model->included());
    const int first = m_view.firstLane;
    applyLaneFilter();
    m_view.firstLane = first; // a new filter of the events keeps the lanes where they were
    setSelected(m_model->shownSelection());
    update();
}

void TimelineWidget::setSelected(int event)
{
    const Event *e = eventData(event);
    m_view.selectedEvent = e ? event : -1;
    m_view.selectedItems.clear();
    m_view.selectedTitles.clear();
    if (e) {
        m_view.selectedItems = itemsOfEvent(m_data, *e, std::uint32_t(event));
        m_view.selectedTitles = e->titles;
    }
}

// Event `index` of the corpus, or the one chosen in the preview before the
// corpus arrived (CorpusModel::earlySelection()); nullptr for neither.
const Event *TimelineWidget::eventData(int index) const
{
    if (index >= 0 && index < m_model->corpus().events.size())
        return &m_model->corpus().events[index];
    return index >= 0 && index == m_model->earlySelection() ? m_model->shownEvent() : nullptr;
}

int TimelineWidget::shownLanes() const
{
    return rowCount() == 0 ? 0 : TimelineRenderer::visibleLanes(rect(), rowCount());
}

void TimelineWidget::scrollLanes(int delta)
{
    const int lanes = rowCount();
    const int first = std::clamp(m_view.firstLane + delta, 0, std::max(0, lanes - shownLanes()));
    if (first == m_view.firstLane)
        return;
    m_view.firstLane = first;
    update();
}

void TimelineWidget::setLaneMode(LaneMode mode)
{
    if (mode == m_data.mode)
        return;
    m_data.mode = mode;
    rebuild();
    m_view.firstLane = 0;
    // The selected event's lane in sight: by place, Waterloo's was among
    // "44 more below" (a walkthrough by helper-96).
    if (m_view.selectedEvent >= 0)
        ensureVisible(m_view.selectedEvent);
}

void TimelineWidget::fitAll()
{
    if (m_data.storyExtent.length() <= 0) {
        showNoEvents();
        return;
    }
    // A story of a few whole days (a new database's first event) opens in
    // its week: fitted, one day showed an hour grid, its event at noon.
    showSpan(clusterSpan(homeSpan()));
    m_fitted = true;
    m_followFit = true;
}

// A filter that leaves nothing in the window shows what it leaves: the
// timeline stayed on an empty stretch, every lane blank (a walkthrough by
// helper-96). A filter that leaves something in sight keeps the window.
void TimelineWidget::showFilteredWhenNoneInSight()
{
    if (m_model->filter().isEmpty() || m_data.extent.length() <= 0 || width() <= TimelineRenderer::kGutter)
        return;
    const AxisSpan shown = visibleSpan();
    bool inSight = false;
    for (const LaneIndex &lane : m_data.lanes) {
        inSight = lane.countStarting(shown.start, shown.end) > 0;
        if (!inSight) // one that began before the window and reaches into it
            lane.forEachVisible(shown.start, shown.end, [&](const TimelineItem &) { inSight = true; });
        if (inSight)
            return;
    }
    fitAll();
}

// A database with no events yet (File ▸ New, or a first start on one) shows
// this year: the window of the corpus open before said nothing of this one,
// and a fresh start showed 4713 BC, where the axis counts from. It is not
// fitted, so that the first event added is. A large database whose events
// are still read, or a filter that leaves none, keeps the window it has.
void TimelineWidget::showNoEvents()
{
    if (!m_model->corpus().events.isEmpty() || m_model->isLoading())
        return;
    DatePoint year;
    year.year = QDate::currentDate().year();
    showSpan(HistoricalDate(year).span());
    m_followFit = true; // a resize shows the year again, until the user moves
    m_showsNoEvents = true;
}

// The story's record dates with their weights, in time order: each event
// when there are few enough to visit, else the density histogram's bins.
WeightedTimes TimelineWidget::storyTimes() const
{
    WeightedTimes times;
    const auto &events = m_model->corpus().events;
    if (m_data.timeOrder.size() <= kExactHomeLimit) {
        times.reserve(m_data.timeOrder.size());
        for (std::uint32_t e : m_data.timeOrder)
            if (qsizetype(e) < events.size()) // an index shown before its corpus has no events yet
                times.push_back({events[qsizetype(e)].date.span().start, 1});
        if (times.size() == m_data.timeOrder.size())
            return times;
        times.clear();
    }
    const int level = DensityPyramid::kLevels - 1;
    const auto &bins = m_data.density.level(level);
    const AxisSpan ext = m_data.density.extent();
    const double binW = double(ext.length()) / double(std::max<std::size_t>(1, bins.size()));
    for (std::size_t i = 0; i < bins.size(); ++i)
        if (bins[i] > 0)
            times.push_back({ext.start + AxisTime((double(i) + 0.5) * binW), bins[i]});
    return times;
}

// What Home shows: of the story's densest windows, widest first, the one
// whose labels name the most events (a wider one unless a narrower names
// clearly more), laid out at this size without being drawn. The whole
// story when nothing can be laid out yet or the corpus is too large for
// the trial layouts to stay cheap.
AxisSpan TimelineWidget::homeSpan()
{
    const AxisSpan story = m_data.storyExtent;
    if (width() <= TimelineRenderer::kGutter || height() <= TimelineRenderer::kAxisHeight
        || m_data.timeOrder.size() > kExactHomeLimit)
        return story;
    const std::vector<AxisSpan> candidates
        = homeCandidates(storyTimes(), story, AxisTime(kHomeShortestDays) * kSecondsPerDay);
    QImage scratch(1, 1, QImage::Format_ARGB32_Premultiplied);
    QPainter p(&scratch);
    TimelineView v = paintingView();
    std::vector<int> named;
    for (const AxisSpan &span : candidates) {
        v.scale = spanScale(span);
        m_renderer.paint(p, rect(), m_data, v);
        named.push_back(m_renderer.labelsPlaced());
    }
    const int pick = pickHomeCandidate(named);
    return pick < 0 ? story : candidates[std::size_t(pick)];
}

void TimelineWidget::setInitialSpan(const AxisSpan &span)
{
    m_initialSpan = span;
    if (width() > TimelineRenderer::kGutter && isVisible()) {
        setScale(TimeScale::fit(span, plotWidth()));
        m_initialSpan.reset();
        m_fitted = true;
        m_followFit = false;
    }
}

TimeScale TimelineWidget::spanScale(const AxisSpan &span) const
{
    const AxisTime margin = std::max<AxisTime>(span.length() / 30, 1800);
    TimeScale s = TimeScale::fit({span.start - margin, span.end + margin}, plotWidth());
    s.zoomAt(plotWidth() / 2, 1.0, kMinSpp, kMaxSpp);
    return s;
}

// The span a date is read in: three times its length (at least a day) on
// either side, so a day shows its week and no hour grid.
AxisSpan TimelineWidget::readingSpan(const AxisSpan &date)
{
    const AxisTime pad = std::max<AxisTime>(date.length(), kSecondsPerDay) * 3;
    return {date.start - pad, date.end + pad};
}

// A cluster of whole days (no time of day among its events) shorter than a
// week opens up to the week around it: at hours it would stay one count.
AxisSpan TimelineWidget::clusterSpan(const AxisSpan &span)
{
    constexpr AxisTime kWeek = 7 * kSecondsPerDay;
    const bool wholeDays = span.start % kSecondsPerDay == 0 && span.end % kSecondsPerDay == 0;
    if (!wholeDays || span.length() >= kWeek)
        return span;
    const AxisTime middle = span.start + span.length() / 2;
    return {middle - kWeek / 2, middle + kWeek / 2};
}

void TimelineWidget::showSpan(const AxisSpan &span)
{
    m_followFit = false;
    setScale(spanScale(span));
}

void TimelineWidget::setScale(const TimeScale &scale)
{
    m_view.scale = scale;
    update();
    emit viewChanged();
}

void TimelineWidget::zoomBy(double factor, double anchorX, bool animated)
{
    m_followFit = false;
    m_zoomAnimation->stop();
    if (!animated) {
        m_view.scale.zoomAt(anchorX, factor, kMinSpp, kMaxSpp);
        update();
        emit viewChanged();
        return;
    }
    const AxisTime anchorT = m_view.scale.time(anchorX);
    const double from = std::log(m_view.scale.secondsPerPixel());
    const double to = std::log(std::clamp(m_view.scale.secondsPerPixel() / factor, kMinSpp, kMaxSpp));
    m_zoomAnimation->disconnect(this);
    connect(m_zoomAnimation, &QVariantAnimation::valueChanged, this, [this, anchorT, anchorX](const QVariant &v) {
        const double spp = std::exp(v.toDouble());
        setScale(TimeScale(anchorT - AxisTime(std::llround(anchorX * spp)), spp));
    });
    m_zoomAnimation->setStartValue(from);
    m_zoomAnimation->setEndValue(to);
    m_zoomAnimation->start();
}

// The time cursor kept in sight: when it leaves the window (the map's Play
// ran on past it while the timeline stayed put: a walkthrough by helper-92),
// the window turns a page at the same zoom, the cursor a tenth in from the
// edge it came through.
void TimelineWidget::followCursor()
{
    update();
    const std::optional<AxisTime> t = m_model->cursor();
    const double width = plotWidth();
    if (!t || width <= 0)
        return;
    const AxisSpan shown = visibleSpan();
    if (*t >= shown.start && *t <= shown.end)
        return;
    const double target = *t > shown.end ? width * 0.1 : width * 0.9;
    panBy(m_view.scale.x(*t) - target);
}

void TimelineWidget::panBy(double dx)
{
    m_followFit = false;
    m_view.scale.panBy(dx);
    update();
    emit viewChanged();
}

const TimelineMarker *TimelineWidget::markerAt(const QPointF &pos) const
{
    // A preview's markers name events of the corpus to come (chosen early,
    // CorpusModel::EventLookup); otherwise every marker names one of the corpus.
    for (const TimelineMarker &m : m_markers)
        if (m.rect.contains(pos) && (m.event < m_model->corpus().events.size() || m_showingPreview))
            return &m;
    return nullptr;
}

int TimelineWidget::eventAt(const QPointF &pos) const
{
    const TimelineMarker *m = markerAt(pos);
    return m ? m->event : -1;
}

void TimelineWidget::render(QPainter &p, const QRectF &bounds)
{
    TimelineView v = paintingView();
    v.cursor = m_model->cursor();
    v.highlightedPlace = m_model->highlightedPlace();
    v.printed = true;
    // Keep the same time window whatever the output width.
    const double w = std::max(1.0, bounds.width() - TimelineRenderer::kGutter);
    v.scale = TimeScale(m_view.scale.origin(), m_view.scale.secondsPerPixel() * plotWidth() / w);
    TimelineRenderer renderer(&m_model->corpus());
    renderer.paint(p, bounds, m_data, v);
}

void TimelineWidget::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    if (m_data.timeOrder.empty() && m_model->isLoading()) {
        // A large database's index is still being read: no axis yet (empty,
        // it started at the calendar's first day, 4713 BC), only what is
        // happening; and nothing to hover or click (the markers of what was
        // shown before are gone).
        m_markers.clear();
        m_view.hoveredEvent = -1;
        p.fillRect(rect(), palette().color(QPalette::Base));
        p.setPen(palette().color(QPalette::PlaceholderText));
        p.drawText(rect(), Qt::AlignCenter, tr("Reading the timeline…"));
        return;
    }
    m_view.palette = palette();
    m_view.font = font();
    m_view.language = m_model->displayLanguage();
    m_view.cursor = m_model->cursor();
    m_view.highlightedPlace = m_model->highlightedPlace();
    m_markers = m_renderer.paint(p, rect(), m_data, m_view);
    if (hasFocus()) {
        p.setPen(QPen(palette().color(QPalette::Highlight), 1));
        p.drawRect(rect().adjusted(0, 0, -1, -1));
    }
}

void TimelineWidget::resizeEvent(QResizeEvent *)
{
    placeLaneFilter();
    if (m_initialSpan && width() > TimelineRenderer::kGutter) {
        setScale(TimeScale::fit(*m_initialSpan, plotWidth()));
        m_initialSpan.reset();
        m_fitted = true;
        m_followFit = false;
        return;
    }
    // Everything was shown: it still is, at the new width. With no events,
    // this year is shown until the user moves (that window is not fitted,
    // so that the first event added is, and a resize snapped back to it).
    const bool movedFromNoEvents = m_showsNoEvents && m_data.storyExtent.length() <= 0;
    if (m_followFit || (!m_fitted && !movedFromNoEvents))
        fitAll();
}

void TimelineWidget::wheelEvent(QWheelEvent *e)
{
    const QPoint delta = e->angleDelta();
    if (e->position().x() < TimelineRenderer::kGutter && e->position().y() > TimelineRenderer::kAxisHeight) {
        // Over the lane titles: the lanes scroll.
        if (delta.y() != 0)
            scrollLanes(delta.y() > 0 ? -1 : 1);
        e->accept();
        return;
    }
    if (e->modifiers() & Qt::ShiftModifier || std::abs(delta.x()) > std::abs(delta.y())) {
        panBy(-(delta.x() ? delta.x() : delta.y()) / 120.0 * plotWidth() / 10);
    } else if (delta.y() != 0) {
        zoomBy(std::pow(1.2, delta.y() / 120.0), plotX(e->position()));
    }
    e->accept();
}

bool TimelineWidget::onCursorHandle(const QPointF &pos) const
{
    if (pos.y() > TimelineRenderer::kAxisHeight || pos.x() < TimelineRenderer::kGutter)
        return false;
    return true; // the whole axis strip places and drags the cursor
}

void TimelineWidget::mousePressEvent(QMouseEvent *e)
{
    m_pressPos = m_lastPos = e->position();
    if (e->button() != Qt::LeftButton)
        return;
    if (onCursorHandle(e->position())) {
        m_drag = Drag::Cursor;
        m_model->setCursor(m_view.scale.time(plotX(e->position())));
        return;
    }
    m_drag = Drag::Pending;
}

void TimelineWidget::mouseMoveEvent(QMouseEvent *e)
{
    if (m_drag == Drag::Cursor) {
        m_model->setCursor(m_view.scale.time(plotX(e->position())));
        return;
    }
    if (m_drag == Drag::Pending && (e->position() - m_pressPos).manhattanLength() > 4) {
        m_drag = Drag::Pan;
        setCursor(Qt::ClosedHandCursor);
    }
    if (m_drag == Drag::Pan) {
        panBy(m_lastPos.x() - e->position().x());
        m_lastPos = e->position();
        return;
    }
    const TimelineMarker *under = markerAt(e->position());
    const int hovered = under ? under->event : -1;
    if (hovered != m_view.hoveredEvent) {
        m_view.hoveredEvent = hovered;
        m_view.hoveredByLabel = under && under->label;
        update();
    }
    const bool overMarker = markerAt(e->position()) != nullptr;
    setCursor(overMarker ? Qt::PointingHandCursor
                         : (e->position().y() <= TimelineRenderer::kAxisHeight ? Qt::SizeHorCursor : Qt::ArrowCursor));
}

void TimelineWidget::mouseReleaseEvent(QMouseEvent *e)
{
    if (m_drag == Drag::Pending && e->position().x() < TimelineRenderer::kGutter) {
        // The "more above / below" lines in the gutter scroll a page.
        const double y = e->position().y();
        const double foot = height() - m_view.gutterFooter;
        if (y > foot - 24 && y < foot)
            scrollLanes(std::max(1, shownLanes() - 1));
        else if (y < TimelineRenderer::kAxisHeight + 24 && y > TimelineRenderer::kAxisHeight)
            scrollLanes(-std::max(1, shownLanes() - 1));
    } else if (m_drag == Drag::Pending) {
        if (const TimelineMarker *m = markerAt(e->position())) {
            if (m->event >= 0)
                m_model->selectEvent(m->event);
            else
                showSpan(clusterSpan(m->span)); // a cluster opens up
        } else {
            m_model->selectEvent(-1);
        }
    }
    m_drag = Drag::None;
    setCursor(Qt::ArrowCursor);
}

void TimelineWidget::mouseDoubleClickEvent(QMouseEvent *e)
{
    const int i = eventAt(e->position());
    if (i < 0) {
        zoomBy(2, plotX(e->position()), true);
        return;
    }
    const Event *ev = eventData(i);
    if (!ev)
        return;
    showSpan(readingSpan(ev->date.span()));
}

void TimelineWidget::ensureVisible(int event)
{
    const Event *e = eventData(event);
    if (!e)
        return;
    const AxisSpan s = e->date.span();
    const AxisSpan vis = m_view.scale.visible(plotWidth());
    // In sight with room for its label, drawn right of its start: a new
    // event at the window's right edge was selected with its label cut off.
    const AxisTime labelRoom = vis.length() / 6;
    if (s.start < vis.start || s.start > vis.end - labelRoom) {
        // Brought to the middle; one longer than the window, shown whole (an
        // event of five years found from a day's zoom was a bar without its
        // ends, and without its label).
        if (s.length() > vis.length())
            m_view.scale = spanScale(s);
        else
            m_view.scale.centerOn((s.start + s.end) / 2, plotWidth());
        m_followFit = false;
        emit viewChanged();
    }
    // Its lane in sight too, when the lanes scroll.
    if (!m_view.selectedItems.empty()) {
        const int lane = m_view.selectedItems.front().first;
        int row = lane;
        if (m_view.laneFiltered) {
            // The first of its lanes that the filter keeps, if any.
            row = -1;
            for (const auto &[l, item] : m_view.selectedItems) {
                const auto it = std::find(m_view.laneRows.begin(), m_view.laneRows.end(), l);
                if (it != m_view.laneRows.end()) {
                    row = int(it - m_view.laneRows.begin());
                    break;
                }
            }
        }
        if (row >= 0 && (row < m_view.firstLane || row >= m_view.firstLane + shownLanes()))
            scrollLanes(row - m_view.firstLane);
    }
    // Zoom in, around it, until no count covers it, but no closer than its
    // date tells: accounts of one day stay under one count at any zoom, and
    // zooming on showed hours for a day (a citation of a day's precision).
    const AxisTime middle = (s.start + s.end) / 2;
    const double closest = double(readingSpan(s).length());
    for (int k = 0; k < 16 && !standsAlone(event); ++k) {
        if (m_view.scale.secondsPerPixel() <= kMinSpp * 1.01
            || m_view.scale.secondsPerPixel() * plotWidth() / 2 < closest)
            break;
        m_view.scale.zoomAt(m_view.scale.x(middle), 2.0, kMinSpp, kMaxSpp);
        m_followFit = false;
        emit viewChanged();
    }
}

// The view as painted now: the user's zoom and lanes with this widget's
// palette, font and display language.
TimelineView TimelineWidget::paintingView() const
{
    TimelineView v = m_view;
    v.palette = palette();
    v.font = font();
    v.language = m_model->displayLanguage();
    return v;
}

// True when the event's marker is drawn at this zoom and no count bubble
// touches it. Lays out one frame without drawing it anywhere visible.
bool TimelineWidget::standsAlone(int event)
{
    if (width() <= TimelineRenderer::kGutter || height() <= TimelineRenderer::kAxisHeight)
        return true;
    QImage scratch(1, 1, QImage::Format_ARGB32_Premultiplied);
    QPainter p(&scratch);
    TimelineView v = paintingView();
    const auto &markers = m_renderer.paint(p, rect(), m_data, v);
    for (const TimelineMarker &m : markers) {
        // Its points: a bar or a long band reads on its own under a count.
        if (m.event != event || m.rect.width() > 20 || m.rect.height() > 20)
            continue;
        for (const TimelineMarker &other : markers)
            if (other.event < 0 && other.rect.intersects(m.rect))
                return false;
    }
    return true; // drawn on its own, or not in this view at all (filtered out)
}

void TimelineWidget::stepSelection(int delta)
{
    const auto &order = m_data.timeOrder;
    if (order.empty() || m_model->corpus().events.isEmpty()) // nothing, or a preview
        return;
    const int current = m_model->selectedEvent();
    std::ptrdiff_t pos = -1;
    if (current >= 0) {
        const auto it = std::find(order.begin(), order.end(), std::uint32_t(current));
        pos = it == order.end() ? -1 : it - order.begin();
    }
    if (pos < 0) {
        // Nothing selected: start from what is on screen.
        const AxisTime t = delta > 0 ? m_view.scale.time(0) : m_view.scale.time(plotWidth());
        const auto &events = m_model->corpus().events;
        pos = std::lower_bound(order.begin(), order.end(), t, [&](std::uint32_t e, AxisTime tt) {
            return events[qsizetype(e)].date.span().start < tt;
        }) - order.begin();
        if (delta < 0)
            --pos;
    } else {
        pos += delta;
    }
    pos = std::clamp<std::ptrdiff_t>(pos, 0, std::ptrdiff_t(order.size()) - 1);
    m_model->selectEvent(int(order[std::size_t(pos)]));
}

void TimelineWidget::zoomStep(int direction)
{
    zoomBy(direction > 0 ? kZoomStepFactor : 1 / kZoomStepFactor, plotWidth() / 2, true);
}

void TimelineWidget::keyPressEvent(QKeyEvent *e)
{
    switch (e->key()) {
    case Qt::Key_Plus:
    case Qt::Key_Equal:
        zoomStep(+1);
        break;
    case Qt::Key_Minus:
    case Qt::Key_Underscore:
        zoomStep(-1);
        break;
    case Qt::Key_Left:
        panBy(-plotWidth() / 8);
        break;
    case Qt::Key_Right:
        panBy(plotWidth() / 8);
        break;
    case Qt::Key_Home:
        fitAll();
        break;
    case Qt::Key_PageUp:
        scrollLanes(-std::max(1, shownLanes() - 1));
        break;
    case Qt::Key_PageDown:
        scrollLanes(std::max(1, shownLanes() - 1));
        break;
    case Qt::Key_BracketRight:
        stepSelection(1);
        break;
    case Qt::Key_BracketLeft:
        stepSelection(-1);
        break;
    case Qt::Key_Return:
    case Qt::Key_Enter:
        if (const Event *ev = m_model->shownEvent())
            showSpan(readingSpan(ev->date.span()));
        break;
    case Qt::Key_Escape:
        m_model->selectEvent(-1);
        break;
    case Qt::Key_Slash:
        m_laneFilter->show();
        m_laneFilter->setFocus();
        placeLaneFilter();
        update();
        break;
    default:
        QWidget::keyPressEvent(e);
    }
}

bool TimelineWidget::event(QEvent *e)
{
    if (e->type() == QEvent::NativeGesture) {
        // Trackpad pinch: zoom anchored at the fingers.
        auto *g = static_cast<QNativeGestureEvent *>(e);
        if (g->gestureType() == Qt::ZoomNativeGesture) {
            zoomBy(1.0 + g->value(), plotX(g->position()));
            return true;
        }
    }
    if (e->type() == QEvent::ToolTip) {
        auto *he = static_cast<QHelpEvent *>(e);
        const TimelineMarker *m = markerAt(he->pos());
        if (!m) {
            QToolTip::hideText();
            return true;
        }
        if (m->event < 0) {
            QToolTip::showText(he->globalPos(), tr("%1 events here — click to zoom in").arg(m->count), this);
            return true;
        }
        const Event *shown = eventData(m->event);
        if (!shown) { // in a preview, until the event is chosen
            QToolTip::showText(he->globalPos(), tr("Click to read this event"), this);
            return true;
        }
        const Event &ev = *shown;
        const Place *pl = m_model->place(ev.placeId);
        const QString lang = m_model->displayLanguage();
        const QString other = ev.titles.value(lang == u"zh" ? QStringLiteral("en") : QStringLiteral("zh"));
        QString tip = QStringLiteral("<b>%1</b>").arg(pickName(ev.titles, lang).toHtmlEscaped());
        if (!other.isEmpty())
            tip += QStringLiteral("<br>%1").arg(other.toHtmlEscaped());
        tip += QStringLiteral("<br>%1").arg(ev.date.toDisplayString().toHtmlEscaped());
        if (pl)
            tip += QStringLiteral("<br>%1").arg(pickName(pl->names, lang).toHtmlEscaped());
        tip += QStringLiteral("<br>%1").arg(
            ev.accounts.size() == 1 ? tr("1 account") : tr("%1 accounts").arg(ev.accounts.size()));
        if (m_data.conflictSpans.contains(std::uint32_t(m->event)))
            tip += QStringLiteral("<br><span style='color:#c63b25'>%1</span>").arg(tr("⚠ the sources disagree"));
        QToolTip::showText(he->globalPos(), tip, this);
        return true;
    }
    return QWidget::event(e);
}

} // namespace parallax::ui
