#pragma once

#include <core/homeview.h>
#include <ui/timeline/timelinerenderer.h>

#include <QWidget>

class QLineEdit;
class QVariantAnimation;

namespace parallax::ui {

class CorpusModel;

// The zoomable timeline: input handling and view state; drawing is the
// renderer's, indexing is core's TimelineData.
class TimelineWidget final : public QWidget
{
    Q_OBJECT
public:
    explicit TimelineWidget(CorpusModel *model, QWidget *parent = nullptr);

    const TimeScale &scale() const { return m_view.scale; }
    const TimelineData &data() const { return m_data; }
    const TimelineView &view() const { return m_view; }
    void setLaneMode(LaneMode mode);
    LaneMode laneMode() const { return m_data.mode; }

    void fitAll(); // Home: the story's densest window that names the most events at this size
    AxisSpan homeSpan();
    // The time window shown, and one to show first (from the last session):
    // applied once the widget knows its width.
    AxisSpan visibleSpan() const { return m_view.scale.visible(plotWidth()); }
    void setInitialSpan(const AxisSpan &span);
    void showSpan(const AxisSpan &span); // with a small margin
    // The span a date of this span is read in (Enter, a double click, the
    // closest ensureVisible() zooms): a day shows its week.
    static AxisSpan readingSpan(const AxisSpan &date);
    static AxisSpan clusterSpan(const AxisSpan &span); // what a click on a cluster shows
    void setScale(const TimeScale &scale);
    void zoomBy(double factor, double anchorX, bool animated = false);
    // One step of the keys and menu (+1 in, -1 out), anchored at the middle.
    void zoomStep(int direction);
    static constexpr double kZoomStepFactor = 1.6;
    void panBy(double dx);
    // Turns the window a page when the time cursor leaves it.
    void followCursor();

    // The event under a point in widget coordinates, or -1.
    int eventAt(const QPointF &pos) const;
    const TimelineMarker *markerAt(const QPointF &pos) const;
    // Scrolls (and zooms in, when a count covers it) until the event shows.
    void ensureVisible(int event);

    // Renders the current view at any size on any painter (PNG, SVG, PDF).
    void render(QPainter &p, const QRectF &bounds);

    int firstLane() const { return m_view.firstLane; } // the first row shown
    // Lanes filtered by name (part of a lane's title, any case); empty shows
    // every lane. The box for it shows at the foot of the lane titles when
    // the lanes do not all fit, or while a filter is set ("/" focuses it).
    void setLaneFilter(const QString &text);
    QString laneFilter() const;
    QLineEdit *laneFilterBox() const { return m_laneFilter; }
    // The lanes shown, top to bottom (every lane when no filter is set).
    int rowCount() const { return m_view.laneFiltered ? int(m_view.laneRows.size()) : int(m_data.lanes.size()); }
    int laneOfRow(int row) const { return m_view.laneFiltered ? m_view.laneRows[std::size_t(row)] : row; }
    // What the last frame drew, front-most first: markers, labels, counts.
    const std::vector<TimelineMarker> &markers() const { return m_markers; }
    // The last frame's axis ticks.
    const TickTiers &ticks() const { return m_renderer.ticks(); }

    static constexpr double kMinSpp = 3600.0 / 240; // an hour across 240 px
    static constexpr double kMaxSpp = 400 * 365.2425 * 86400 / 1400; // four centuries

    QSize sizeHint() const override { return {1000, 520}; }

signals:
    void viewChanged();

protected:
    void paintEvent(QPaintEvent *) override;
    void resizeEvent(QResizeEvent *) override;
    void wheelEvent(QWheelEvent *) override;
    void mousePressEvent(QMouseEvent *) override;
    void mouseMoveEvent(QMouseEvent *) override;
    void mouseReleaseEvent(QMouseEvent *) override;
    void mouseDoubleClickEvent(QMouseEvent *) override;
    void keyPressEvent(QKeyEvent *) override;
    bool event(QEvent *) override;

private:
    double plotWidth() const { return std::max(1.0, width() - TimelineRenderer::kGutter); }
    double plotX(const QPointF &pos) const { return pos.x() - TimelineRenderer::kGutter; }
    void rebuild();
    void updateEvents(const QList<int> &indexes);
    void showPreview();
    void showNoEvents();
    void showFilteredWhenNoneInSight();
    bool previewIsTheCorpus() const;
    TimeScale spanScale(const AxisSpan &span) const; // showSpan()'s scale, with its margin
    WeightedTimes storyTimes() const;
    static constexpr std::size_t kExactHomeLimit = 200000; // events; beyond, Home fits the whole story
    static constexpr int kHomeShortestDays = 3;
    void setSelected(int event);
    const Event *eventData(int index) const;
    int shownLanes() const;
    TimelineView paintingView() const;
    bool standsAlone(int event);
    void scrollLanes(int delta); // by lanes, + down
    void stepSelection(int delta);
    bool onCursorHandle(const QPointF &pos) const;
    void applyLaneFilter();
    void placeLaneFilter();

    CorpusModel *m_model;
    TimelineData m_data;
    TimelineRenderer m_renderer;
    TimelineView m_view;
    std::vector<TimelineMarker> m_markers;
    QVariantAnimation *m_zoomAnimation;
    QLineEdit *m_laneFilter;
    QPointF m_pressPos;
    QPointF m_lastPos;
    enum class Drag { None, Pending, Pan, Cursor } m_drag = Drag::None;
    bool m_fitted = false;
    bool m_followFit = false; // showing everything: a resize refits
    bool m_showsNoEvents = false; // this year was shown for a database without events (showNoEvents())
    bool m_showingPreview = false; // m_data is CorpusModel::timelinePreview(), its corpus not yet read
    std::optional<AxisSpan> m_initialSpan;
    QString m_corpusKey; // the corpus shown (its id and title): another one is fitted
    QString m_selectedId; // the selected event, and the one an edit reselects
    QString m_reselect;
};

} // namespace parallax::ui
