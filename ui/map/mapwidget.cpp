#include "mapwidget.h"

#include <ui/backgroundwork.h>
#include <ui/corpusmodel.h>
#include <ui/language.h>

#include <QComboBox>
#include <QFile>
#include <QHBoxLayout>
#include <QHelpEvent>
#include <QKeyEvent>
#include <QLabel>
#include <QMouseEvent>
#include <QPainter>
#include <QPen>
#include <QResizeEvent>
#include <QStyle>
#include <QTimer>
#include <QToolButton>
#include <QToolTip>
#include <QVBoxLayout>
#include <QWheelEvent>

#include <algorithm>
#include <cmath>

namespace parallax::ui {

namespace {

// Natural Earth 1:10m land for drawing (resources/map): the coasts of Elba
// and St Helena at the close views. The 1:50m land is the fallback.
LandMask detailedLand()
{
    QFile f(QStringLiteral(":/parallax/map/land-10m.bin"));
    if (f.open(QIODevice::ReadOnly))
        if (auto land = LandMask::fromBytes(f.readAll()))
            return std::move(land).value();
    auto land = LandMask::bundled();
    return land ? std::move(land).value() : LandMask();
}

} // namespace

MapCanvas::MapCanvas(CorpusModel *model, QWidget *parent)
    : QWidget(parent)
    , m_model(model)
    , m_renderer(&model->corpus())
{
    setObjectName(QStringLiteral("mapCanvas"));
    setAccessibleName(tr("Map of places and the route"));
    setToolTip(tr("Map of places and the route. Drag or arrow keys pan, the wheel or plus and minus zoom, Home shows "
                  "the whole route."));
    setFocusPolicy(Qt::StrongFocus);
    setMouseTracking(true);
    setMinimumSize(200, 120);
    setAttribute(Qt::WA_OpaquePaintEvent);
    m_land = MapData::projectLand(detailedLand());
    connect(model, &CorpusModel::corpusChanged, this, &MapCanvas::rebuild);
    // An edit changes the map only where an event moved to another place
    // (or a filter may now show or hide it).
    connect(model, &CorpusModel::eventsChanged, this, [this] {
        const auto &replaced = m_model->replacedEvents();
        const bool moved = std::any_of(replaced.begin(), replaced.end(),
            [this](const auto &r) { return r.second.placeId != m_model->corpus().events[r.first].placeId; });
        if (moved || !m_model->filter().isEmpty())
            rebuild();
    });
    connect(model, &CorpusModel::selectionChanged, this, &MapCanvas::followSelection);
    connect(model, &CorpusModel::cursorChanged, this, qOverload<>(&QWidget::update));
    connect(model, &CorpusModel::displayLanguageChanged, this, qOverload<>(&QWidget::update));
    connect(model, &CorpusModel::filterChanged, this, &MapCanvas::rebuildData);
    rebuild();
}

// The places' event counts for the corpus and filter: a large corpus's are
// counted on a worker thread (shown when done; an older count is dropped).
void MapCanvas::rebuildData()
{
    const int generation = ++m_generation;
    const Corpus &c = m_model->corpus();
    if (!worksInBackground(c)) {
        m_data = MapData::build(c, m_land, &m_model->included());
        update();
        return;
    }
    runInBackground(
        this,
        [corpus = c, land = m_land, included = m_model->included()] { return MapData::build(corpus, land, &included); },
        [this, generation](MapData data) {
            if (generation != m_generation)
                return;
            m_data = std::move(data);
            update();
        });
}

void MapCanvas::rebuild()
{
    rebuildData();
    // Moving a place keeps the view (a place picked on the map stays in
    // sight); another corpus, or places or legs added or removed, is framed whole.
    const Corpus &c = m_model->corpus();
    const QString corpus = QStringLiteral("%1\n%2\n%3\n%4").arg(c.id, c.title).arg(c.places.size()).arg(c.route.size());
    if (corpus != m_corpus || !m_framed) {
        m_corpus = corpus;
        m_framed = false;
        showHome();
    } else {
        update();
    }
}

void MapCanvas::showRegion(double south, double west, double north, double east)
{
    const QPointF a = mercator({south, west}), b = mercator({north, east});
    m_view.center = (a + b) / 2;
    const double w = std::max(1e-6, b.x() - a.x()), h = std::max(1e-6, b.y() - a.y());
    // A margin in pixels as well: a dot on the box's edge (Paris at the top
    // of a journey south) is drawn whole, its ring and halo too.
    const double pad = std::clamp(std::min(width(), height()) * 0.08, 8.0, 24.0);
    m_view.scale = std::min(std::max(1.0, width() - 2 * pad) / w, std::max(1.0, height() - 2 * pad) / h);
    m_fit = std::array<double, 4> {south, west, north, east};
    update();
}

void MapCanvas::showWholeRoute()
{
    GeoBox b = corpusBox(m_model->corpus());
    if (b.isEmpty())
        b = {35, -10, 55, 20}; // nothing located: Europe
    showRegion(b.south - 2, b.west - 3, b.north + 2, b.east + 3);
    m_framed = width() > 100;
}

void MapCanvas::showHome()
{
    if (m_home.isEmpty()) {
        showWholeRoute();
        return;
    }
    showBox(m_home);
    m_framed = width() > 100;
}

void MapCanvas::render(QPainter &p, const QRectF &bounds)
{
    MapView v = m_view;
    v.palette = palette();
    v.font = font();
    v.language = m_model->displayLanguage();
    v.cursor = m_model->cursor();
    showSelection(v);
    // Keep what is shown when the output size differs from the widget's.
    v.scale = m_view.scale * std::min(bounds.width() / std::max(1, width()), bounds.height() / std::max(1, height()));
    m_renderer.paint(p, bounds, m_data, v);
}

void MapCanvas::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    m_view.palette = palette();
    m_view.font = font();
    m_view.language = m_model->displayLanguage();
    m_view.cursor = m_model->cursor();
    showSelection(m_view);
    m_renderer.paint(p, rect(), m_data, m_view);
    if (hasFocus()) {
        // The keyboard is here: arrows pan, plus and minus zoom, Home shows the route.
        p.setPen(QPen(palette().color(QPalette::Highlight), 2));
        p.setBrush(Qt::NoBrush);
        p.drawRect(QRectF(rect()).adjusted(1, 1, -1, -1));
    }
}

void MapCanvas::keyPressEvent(QKeyEvent *e)
{
    m_fit.reset(); // the user moves the view: a resize keeps it (Home fits again)
    const double step = std::max(width(), height()) / 8.0 / m_view.scale;
    switch (e->key()) {
    case Qt::Key_Left:
        m_view.center.rx() -= step;
        break;
    case Qt::Key_Right:
        m_view.center.rx() += step;
        break;
    case Qt::Key_Up:
        m_view.center.ry() += step;
        break;
    case Qt::Key_Down:
        m_view.center.ry() -= step;
        break;
    case Qt::Key_Plus:
    case Qt::Key_Equal:
        m_view.scale = std::min(m_view.scale * 1.25, 20000.0);
        break;
    case Qt::Key_Minus:
    case Qt::Key_Underscore:
        m_view.scale = std::max(m_view.scale / 1.25, 2.0);
        break;
    case Qt::Key_Home:
        showWholeRoute();
        break;
    case Qt::Key_Escape:
        if (!m_picking) {
            QWidget::keyPressEvent(e);
            return;
        }
        cancelPicking();
        break;
    default:
        QWidget::keyPressEvent(e);
        return;
    }
    emit movedByUser();
    update();
}

void MapCanvas::focusInEvent(QFocusEvent *e)
{
    QWidget::focusInEvent(e);
    update();
}

void MapCanvas::focusOutEvent(QFocusEvent *e)
{
    QWidget::focusOutEvent(e);
    update();
}

void MapCanvas::resizeEvent(QResizeEvent *)
{
    if (!m_framed)
        showHome();
    else if (m_fit)
        showRegion((*m_fit)[0], (*m_fit)[1], (*m_fit)[2], (*m_fit)[3]); // the same region, fitted again
}

void MapCanvas::wheelEvent(QWheelEvent *e)
{
    const double factor = std::pow(1.25, e->angleDelta().y() / 120.0);
    const QPointF before = m_view.toWorld(e->position(), rect());
    m_fit.reset();
    m_view.scale = std::clamp(m_view.scale * factor, 2.0, 20000.0); // a hemisphere down to a harbour
    const QPointF after = m_view.toWorld(e->position(), rect());
    m_view.center += before - after;
    emit movedByUser();
    update();
}

void MapCanvas::mousePressEvent(QMouseEvent *e)
{
    m_pressPos = m_lastPos = e->position();
    m_dragging = false;
}

void MapCanvas::mouseMoveEvent(QMouseEvent *e)
{
    if (e->buttons() & Qt::LeftButton) {
        if ((e->position() - m_pressPos).manhattanLength() > 4)
            m_dragging = true;
        if (m_dragging) {
            const QPointF d = e->position() - m_lastPos;
            m_view.center -= QPointF(d.x() / m_view.scale, -d.y() / m_view.scale);
            m_fit.reset();
            m_lastPos = e->position();
            emit movedByUser();
            update();
        }
        return;
    }
    const int place = m_renderer.placeAt(e->position(), rect(), m_data, m_view);
    const int leg = place < 0 ? m_renderer.legAt(e->position(), rect(), m_data, m_view) : -1;
    if (place != m_view.hoveredPlace || leg != m_view.hoveredLeg) {
        m_view.hoveredPlace = place;
        m_view.hoveredLeg = leg;
        if (!m_picking)
            setCursor(place >= 0 ? Qt::PointingHandCursor : Qt::ArrowCursor);
        update();
    }
}

void MapCanvas::startPicking()
{
    m_picking = true;
    setCursor(Qt::CrossCursor);
}

void MapCanvas::cancelPicking()
{
    if (!m_picking)
        return;
    m_picking = false;
    unsetCursor();
    emit pickingEnded();
}

void MapCanvas::mouseReleaseEvent(QMouseEvent *e)
{
    if (m_dragging)
        return;
    if (m_picking) {
        const GeoPoint at = inverseMercator(m_view.toWorld(e->position(), rect()));
        m_picking = false;
        unsetCursor();
        emit pointPicked(at.lat, at.lon);
        emit pickingEnded();
        return;
    }
    // A place marks all its events on the timeline and selects the earliest;
    // a group of places too close to tell apart opens up; a click on open map
    // clears the mark.
    const MapRenderer::PlaceGroup *group = m_renderer.groupAt(e->position(), rect(), m_data, m_view);
    if (!group) {
        m_model->setHighlightedPlace({});
        return;
    }
    const Corpus &c = m_model->corpus();
    if (group->places.size() > 1 && zoomToPlaces(group->places)) {
        emit movedByUser();
        return;
    }
    const int place = group->places.front();
    m_model->setHighlightedPlace(c.places[place].id);
    int best = -1;
    for (int i = 0; i < c.events.size(); ++i)
        if (c.events[i].placeId == c.places[place].id
            && (best < 0 || c.events[i].date.span().start < c.events[best].date.span().start))
            best = i;
    if (best >= 0)
        m_model->selectEvent(best);
}

// Shows these places, further in, until they stand apart; false when they
// are at one point (no zoom can part them).
bool MapCanvas::zoomToPlaces(const std::vector<int> &places)
{
    const Corpus &c = m_model->corpus();
    GeoBox box;
    for (int i : places)
        box.include({c.places[i].lat, c.places[i].lon});
    if (box.north - box.south < 1e-4 && box.east - box.west < 1e-4)
        return false;
    const double padLat = std::max(0.05, (box.north - box.south) * 0.25);
    const double padLon = std::max(0.05, (box.east - box.west) * 0.25);
    const double before = m_view.scale;
    showRegion(box.south - padLat, box.west - padLon, box.north + padLat, box.east + padLon);
    m_view.scale = std::max(m_view.scale, before * 2); // always further in
    update();
    return true;
}

// The selected event (or one chosen before the corpus arrived) as the view marks it.
void MapCanvas::showSelection(MapView &view) const
{
    const Event *e = m_model->shownEvent();
    view.selectedPlace = e ? e->placeId.str() : QString();
    view.selectedSpan = e && e->date.isValid() ? std::optional(e->date.span()) : std::nullopt;
}

void MapCanvas::followSelection()
{
    update();
    const Event *e = m_model->shownEvent();
    if (!e)
        return;
    const Place *p = m_model->place(e->placeId);
    if (!p)
        return;
    const QPointF s = m_view.toScreen(mercator({p->lat, p->lon}), rect());
    if (!rect().adjusted(20, 20, -20, -20).contains(s.toPoint())) {
        m_view.center = mercator({p->lat, p->lon}); // pan to it
        m_fit.reset();
    }
}

QString placeToolTip(const Place &p, const QString &language, int events)
{
    QStringList lines {QStringLiteral("<b>%1</b>").arg(pickName(p.names, language).toHtmlEscaped())};
    if (p.names.value(language).isEmpty() && !p.names.isEmpty())
        lines << QStringLiteral("<i>%1</i>")
                     .arg(MapCanvas::tr("No name in %1 in this corpus: shown as the sources write it")
                              .arg(languageName(language))
                              .toHtmlEscaped());
    for (auto it = p.names.begin(); it != p.names.end(); ++it)
        if (it.value() != pickName(p.names, language))
            lines << QStringLiteral("%1: %2").arg(languageName(it.key()), it.value().toHtmlEscaped());
    lines << (events == 1 ? MapCanvas::tr("1 event") : MapCanvas::tr("%1 events").arg(events));
    return lines.join(QStringLiteral("<br>"));
}

bool MapCanvas::event(QEvent *e)
{
    if (e->type() == QEvent::ToolTip) {
        auto *he = static_cast<QHelpEvent *>(e);
        const Corpus &c = m_model->corpus();
        const MapRenderer::PlaceGroup *group = m_renderer.groupAt(he->pos(), rect(), m_data, m_view);
        if (group && group->places.size() > 1) {
            QStringList names;
            for (int i : group->places)
                names << pickName(c.places[i].names, m_model->displayLanguage()).toHtmlEscaped();
            QToolTip::showText(he->globalPos(),
                tr("<b>%n places</b>: click to zoom in", nullptr, int(group->places.size())) + QStringLiteral("<br>")
                    + names.join(QStringLiteral(" · ")),
                this);
            return true;
        }
        const int place = group ? group->places.front() : -1;
        if (place >= 0) {
            const Place &p = c.places[place];
            int events = 0;
            for (const Event &ev : c.events)
                events += ev.placeId == p.id;
            QToolTip::showText(he->globalPos(), placeToolTip(p, m_model->displayLanguage(), events), this);
            return true;
        }
        const int leg = m_renderer.legAt(he->pos(), rect(), m_data, m_view);
        if (leg >= 0 && leg < c.route.size()) {
            const RouteLeg &l = c.route[leg];
            const Place *from = m_model->place(l.fromPlaceId);
            const Place *to = m_model->place(l.toPlaceId);
            QString tip
                = QStringLiteral("<b>%1 → %2</b><br>%3 – %4<br>%5 km, %6")
                      .arg(from ? pickName(from->names, QStringLiteral("en")).toHtmlEscaped() : QString(),
                          to ? pickName(to->names, QStringLiteral("en")).toHtmlEscaped() : QString(),
                          l.depart.toDisplayString().toHtmlEscaped(), l.arrive.toDisplayString().toHtmlEscaped())
                      .arg(QLocale().toString(m_data.track.legs()[std::size_t(leg)].length / 1000, 'f', 0),
                          l.mode == TravelMode::Sea ? tr("by sea") : tr("by land"));
            if (l.inferred)
                tip += QStringLiteral("<br><i>%1</i>").arg(tr("inferred: %1").arg(l.note).toHtmlEscaped());
            QToolTip::showText(he->globalPos(), tip, this);
            return true;
        }
        QToolTip::hideText();
        return true;
    }
    return QWidget::event(e);
}

bool MapPanel::showRegion(const QString &key)
{
    const auto region
        = std::find_if(m_regions.begin(), m_regions.end(), [&](const MapRegion &r) { return r.key == key; });
    m_following = key == u"timeline";
    m_canvas->setHome({});
    if (m_following)
        followTimeline();
    else if (key == u"whole")
        m_canvas->showWholeRoute();
    else if (region != m_regions.end())
        m_canvas->showBox(region->box);
    else
        return false;
    m_region = key;
    m_goTo->setCurrentIndex(std::max(0, m_goTo->findData(key)));
    return true;
}

void MapPanel::setTimeWindow(AxisSpan span)
{
    m_window = span;
    if (m_following)
        m_follow->start();
}

// Frames where the story is in the timeline's window (the whole route when
// nothing is located then).
void MapPanel::followTimeline()
{
    if (!m_following)
        return;
    const Corpus &c = m_model->corpus();
    if (!worksInBackground(c)) {
        m_canvas->setHome(withShownPlace(storyBoxDuring(c, m_canvas->data().track, m_window)));
        m_canvas->showHome();
        return;
    }
    // A large corpus: every event's date is read (50 ms at a million).
    const int generation = ++m_followGeneration;
    runInBackground(
        this,
        [corpus = c, track = m_canvas->data().track, window = m_window] {
            return storyBoxDuring(corpus, track, window);
        },
        [this, generation](GeoBox box) {
            if (generation != m_followGeneration || !m_following)
                return;
            m_canvas->setHome(withShownPlace(box));
            m_canvas->showHome();
        });
}

// The story's box with the place of the event shown, which the timeline's
// window holds: where the route was then may lie elsewhere (Paris
// capitulating while Napoleon rode from Troyes was framed out of sight).
GeoBox MapPanel::withShownPlace(GeoBox box) const
{
    if (box.isEmpty())
        return box; // the whole route, which shows every place
    if (const Event *e = m_model->shownEvent())
        if (const Place *p = m_model->place(e->placeId))
            box.include({p->lat, p->lon});
    return box;
}

int MapPanel::playSpeed() const
{
    return m_speed->currentData().toInt();
}

void MapPanel::setPlaySpeed(int daysPerSecond)
{
    if (const int i = m_speed->findData(daysPerSecond); i >= 0)
        m_speed->setCurrentIndex(i);
}

QStringList MapPanel::regionNames() const
{
    QStringList keys {QStringLiteral("timeline"), QStringLiteral("whole")};
    for (const MapRegion &r : m_regions)
        keys << r.key;
    return keys;
}

// The "Go to" list: the whole route, then the corpus's regions by name.
// The regions of a large corpus are found on a worker thread.
void MapPanel::fillGoTo()
{
    const int generation = ++m_generation;
    const Corpus &c = m_model->corpus();
    if (!worksInBackground(c)) {
        showRegions(mapRegions(c));
        return;
    }
    runInBackground(
        this, [corpus = c] { return mapRegions(corpus); },
        [this, generation](std::vector<MapRegion> regions) {
            if (generation == m_generation)
                showRegions(std::move(regions));
        });
}

void MapPanel::showRegions(std::vector<MapRegion> regions)
{
    m_regions = std::move(regions);
    const QSignalBlocker block(m_goTo);
    const QString shown = m_goTo->currentData().toString();
    m_goTo->clear();
    m_goTo->addItem(tr("Where the timeline is"), QStringLiteral("timeline"));
    m_goTo->setItemData(0,
        tr("Where the story is in the time the timeline shows; follows the timeline until you move the map"),
        Qt::ToolTipRole);
    m_goTo->addItem(m_model->corpus().route.isEmpty() ? tr("All places") : tr("Whole route"), QStringLiteral("whole"));
    for (const MapRegion &r : m_regions)
        m_goTo->addItem(pickName(r.names, m_model->displayLanguage()), r.key);
    m_goTo->setCurrentIndex(std::max(0, m_goTo->findData(shown)));
}

QLayout *MapPanel::buildBar()
{
    auto *bar = new QHBoxLayout;
    bar->setContentsMargins(6, 4, 6, 4);
    bar->setSpacing(4);
    auto *goTo = new QLabel(tr("Go to:"), this);
    m_goTo = new QComboBox(this);
    m_goTo->setObjectName(QStringLiteral("mapGoTo"));
    m_goTo->setAccessibleName(tr("Go to a region of the map"));
    m_goTo->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    goTo->setBuddy(m_goTo);
    connect(m_goTo, &QComboBox::activated, this, [this](int i) { showRegion(m_goTo->itemData(i).toString()); });
    bar->addWidget(goTo);
    bar->addWidget(m_goTo);
    bar->addStretch(1);
    m_play = new QToolButton(this);
    m_play->setObjectName(QStringLiteral("playJourney"));
    m_play->setCheckable(true);
    // The style's own icons: no glyph that a font may lack. Text beside the
    // icon, the width of the longer word, so the button never jumps.
    m_play->setIcon(style()->standardIcon(QStyle::SP_MediaPlay));
    m_play->setText(tr("Play"));
    m_play->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    m_play->setMinimumWidth(std::max(m_play->sizeHint().width(),
        m_play->sizeHint().width() - m_play->fontMetrics().horizontalAdvance(tr("Play"))
            + m_play->fontMetrics().horizontalAdvance(tr("Pause"))));
    m_play->setToolTip(tr("Animate the journey: the marker and the timeline's cursor move together"));
    m_speed = new QComboBox(this);
    m_speed->setAccessibleName(tr("Playback speed"));
    for (int days : {1, 7, 30, 120})
        m_speed->addItem(days == 1 ? tr("1 day/s") : tr("%1 days/s").arg(days), days);
    m_speed->setCurrentIndex(1);
    bar->addWidget(m_play);
    bar->addWidget(m_speed);
    return bar;
}

MapPanel::MapPanel(CorpusModel *model, QWidget *parent)
    : QWidget(parent)
    , m_model(model)
{
    setObjectName(QStringLiteral("mapPanel"));
    m_canvas = new MapCanvas(model, this);
    QLayout *bar = buildBar();
    m_status = new QLabel(this);
    m_status->setObjectName(QStringLiteral("mapStatus"));
    // Wrapped: during Play the line grows ("· 16 May 1814: 1,027 km
    // travelled") and widened the map's dock, the whole window shifting.
    m_status->setWordWrap(true);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    layout->addLayout(bar);
    layout->addWidget(m_canvas, 1);
    layout->addWidget(m_status);

    m_timer = new QTimer(this);
    m_timer->setInterval(40);
    connect(m_timer, &QTimer::timeout, this, &MapPanel::step);
    connect(m_play, &QToolButton::toggled, this, &MapPanel::setPlaying);
    connect(model, &CorpusModel::cursorChanged, this, &MapPanel::updateStatus);
    connect(model, &CorpusModel::corpusChanged, this, &MapPanel::updateStatus);
    connect(model, &CorpusModel::corpusChanged, this, &MapPanel::reserveStatusHeight);
    connect(model, &CorpusModel::corpusChanged, this, &MapPanel::fillGoTo);
    connect(model, &CorpusModel::displayLanguageChanged, this, &MapPanel::fillGoTo);
    // The "timeline" view follows the timeline a moment after it stops moving.
    m_follow = new QTimer(this);
    m_follow->setSingleShot(true);
    m_follow->setInterval(250);
    connect(m_follow, &QTimer::timeout, this, &MapPanel::followTimeline);
    connect(m_canvas, &MapCanvas::movedByUser, this, [this] {
        m_following = false;
        m_canvas->setHome({});
    });
    fillGoTo();
    updateStatus();
}

bool MapPanel::isPlaying() const
{
    return m_timer->isActive();
}

void MapPanel::setPlaying(bool on)
{
    if (on && m_canvas->data().track.legs().empty()) { // nothing to play
        m_play->setChecked(false);
        return;
    }
    if (on == m_timer->isActive())
        return;
    m_play->setChecked(on);
    m_play->setText(on ? tr("Pause") : tr("Play"));
    m_play->setIcon(style()->standardIcon(on ? QStyle::SP_MediaPause : QStyle::SP_MediaPlay));
    const AxisSpan span = m_canvas->data().track.timeSpan();
    if (on) {
        const auto now = m_model->cursor();
        if (!now || *now < span.start || *now >= span.end)
            m_model->setCursor(span.start);
        m_timer->start();
    } else {
        m_timer->stop();
    }
}

void MapPanel::step()
{
    const AxisSpan span = m_canvas->data().track.timeSpan();
    const double daysPerSecond = m_speed->currentData().toDouble();
    const AxisTime next = m_model->cursor().value_or(span.start)
        + AxisTime(daysPerSecond * double(kSecondsPerDay) * m_timer->interval() / 1000.0);
    if (next >= span.end) {
        m_model->setCursor(span.end);
        setPlaying(false);
        return;
    }
    m_model->setCursor(next);
}

// The status line: the route's length and, with a time cursor, the day and
// how far the traveller has come by then.
QString MapPanel::statusText(std::optional<AxisTime> at) const
{
    const RouteTrack &track = m_canvas->data().track;
    if (track.legs().empty())
        return tr("No route in this database: Play follows the legs of a journey.");
    const QLocale loc;
    QString s = tr("Route: %1 km over %2 legs (WGS84 geodesic)")
                    .arg(loc.toString(track.totalLength() / 1000, 'f', 0))
                    .arg(track.legs().size());
    if (at) {
        const RoutePosition pos = track.positionAt(*at);
        int y, mo, d, h, mi, se;
        calendarOf(*at, &y, &mo, &d, &h, &mi, &se);
        const HistoricalDate day(
            DatePoint {y, std::int16_t(mo), std::int16_t(d), 0, 0, 0, DatePrecision::Day, false, false});
        s += tr(" · %1: %2 km travelled").arg(day.toDisplayString(), loc.toString(pos.distanceSoFar / 1000, 'f', 0));
    }
    return s;
}

void MapPanel::updateStatus()
{
    // Without legs there is nothing to play: Play took the timeline to the
    // start of the axis, 4714 BC (a walkthrough by helper-96, on a database
    // without a route).
    const bool route = !m_canvas->data().track.legs().empty();
    if (!route)
        setPlaying(false);
    m_play->setEnabled(route);
    m_status->setText(statusText(m_model->cursor()));
}

// The line wraps rather than widen the dock; its height is kept for the
// longest it takes at this width (a day of each month, the whole route
// travelled), so that during Play the map does not shrink and grow as the
// days go by (a walkthrough by helper-92: it wrapped to two lines at 28 April).
void MapPanel::reserveStatusHeight()
{
    const int width = contentsRect().width(); // the line's, which may not be laid out yet
    if (width <= 0)
        return;
    QLabel probe; // the line's own would count the height it was given
    probe.setFont(m_status->font());
    probe.setWordWrap(true);
    probe.setText(statusText(std::nullopt));
    int tallest = probe.heightForWidth(width);
    const AxisSpan span = m_canvas->data().track.timeSpan();
    if (span.end > span.start) {
        for (int month = 0; month <= 12; ++month) {
            probe.setText(statusText(std::min(span.end, span.start + AxisTime(month) * 31 * kSecondsPerDay)));
            tallest = std::max(tallest, probe.heightForWidth(width));
        }
        probe.setText(statusText(span.end));
        tallest = std::max(tallest, probe.heightForWidth(width));
    }
    m_status->setMinimumHeight(tallest);
}

void MapPanel::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    if (event->size().width() != event->oldSize().width())
        reserveStatusHeight();
}

} // namespace parallax::ui
