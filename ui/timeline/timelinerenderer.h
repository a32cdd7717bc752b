#pragma once

#include <core/clustering.h>
#include <core/corpus.h>
#include <core/labellayout.h>
#include <core/timelinedata.h>
#include <core/timescale.h>

#include <QColor>
#include <QFont>
#include <QHash>
#include <QLineF>
#include <QList>
#include <QPalette>
#include <QPixmap>
#include <QRectF>

#include <optional>
#include <utility>
#include <vector>

class QPainter;

namespace parallax::ui {

// What one frame of the timeline shows. The widget owns it; the renderer
// only reads it, so any QPainter (widget, QImage, SVG, PDF) draws the same.
struct TimelineView
{
    TimeScale scale;
    int selectedEvent = -1;
    // The selected event's items, lane by lane (itemsOfEvent()): drawn on
    // their own, never inside a count.
    std::vector<std::pair<int, TimelineItem>> selectedItems;
    LocalizedNames selectedTitles; // its label beside its markers
    int hoveredEvent = -1;
    // The pointer came onto the hovered event by its label: the label stays
    // where it is (lifting it to the first row moved it from under the pointer).
    bool hoveredByLabel = false;
    int firstLane = 0; // the first row shown: lanes scroll when more than fit
    // The lanes shown, top to bottom, when filtered by name (laneFiltered);
    // otherwise every lane in its order.
    std::vector<int> laneRows;
    bool laneFiltered = false;
    double gutterFooter = 0; // pixels kept free at the foot of the lane titles (the filter box)
    std::optional<AxisTime> cursor; // the time cursor, if shown
    QString highlightedPlace; // events at this place get a ring
    QPalette palette;
    QFont font;
    QString language = QStringLiteral("en");
    bool printed = false; // for a file: no hints of what to click or scroll
};

// One thing as drawn, for hit-testing: an event marker or label, or a
// cluster that opens up when zoomed into.
struct TimelineMarker
{
    int event = -1; // -1 for a cluster
    int lane = 0;
    int count = 1;
    AxisSpan span {}; // a cluster's time range
    QRectF rect;
    bool label = false; // the event's label, not its marker
};

// Paints a timeline from indexed TimelineData. Cost follows what is on
// screen: each lane is queried for the visible window only, dense stretches
// become cluster markers or, past a threshold, per-cell counts read by binary
// search, so nothing is visited per off-screen event. Scratch buffers are
// kept between frames: a frame allocates nothing per event.
class TimelineRenderer
{
public:
    static constexpr double kAxisHeight = 46;
    static constexpr double kGutter = 150; // lane titles

    explicit TimelineRenderer(const Corpus *corpus)
        : m_corpus(corpus)
    { }

    // Paints into `bounds`; returns the markers drawn, front-most first.
    const std::vector<TimelineMarker> &paint(
        QPainter &p, const QRectF &bounds, const TimelineData &data, const TimelineView &view);

    // Lane geometry shared with the widget and the tests.
    static double laneHeight(const QRectF &bounds, int lanes);
    static QRectF plotRect(const QRectF &bounds);
    // How many lanes fit in `bounds`.
    static int visibleLanes(const QRectF &bounds, int lanes);
    // The y of the marker row of the `row`th lane shown.
    static double markerCenterY(const QRectF &bounds, int lanes, int row);
    // What the marks mean, in one line across `r` (or two when `compact`):
    // the record and the accounts, a disputed date, the whisker of dates
    // claimed, the line joining one event's accounts, a count.
    static void paintLegend(QPainter &p, const QRectF &r, const QPalette &palette, const QFont &font, bool compact);
    // How many labels the last frame placed (counts of hidden labels not included).
    int labelsPlaced() const { return m_labelsPlaced; }
    // The last frame's ticks (their lines are the grid under the lanes).
    const TickTiers &ticks() const { return m_ticks; }
    // Where the last frame drew era names, density-strip bars and labels
    // (for tests: no era name is drawn under a bar or a label).
    const std::vector<QRectF> &eraNameRects() const { return m_eraNamesDrawn; }
    const std::vector<QRectF> &labelRects() const { return m_labelRects; }
    // Where the last frame wrote the axis's tick labels (none runs past the edge).
    const std::vector<QRectF> &axisLabelRects() const { return m_axisLabels; }
    const std::vector<QRect> &stripBars() const { return m_bars; }
    // The corpus changed (an edit may have renamed an event): the labels'
    // widths are measured again.
    void forgetLabelWidths() { m_labelWidths.clear(); }

private:
    // How a visible item is drawn.
    enum class Placement : std::uint8_t {
        Point, // a dot
        Bar, // a span in one of the bar rows
        Cluster, // points too close to tell apart: a count
        DenseCell, // a narrow cell of a dense lane's density strip
        SoftExtent, // an approximate date: a faded band
    };
    struct Placed
    {
        TimelineItem item;
        int lane;
        double x0, x1;
        int count; // > 1 for counts
        AxisSpan span;
        Placement placement;
        int row = 0; // the bar row
        int firstPiece = -1; // a bar cut around counts: its pieces in m_barPieces (-1: drawn whole)
        int pieces = 0;
        double at = 0; // a count's centre as drawn (settleLane() may move it off the selection)
        bool isCount() const { return placement == Placement::Cluster || placement == Placement::DenseCell; }
    };
    // Colours, fonts and geometry of one frame, worked out once.
    struct Frame
    {
        QRectF bounds, plot;
        double laneH = 0;
        int firstLane = 0, endLane = 0; // rows shown: [firstLane, endLane)
        int rows = 0; // rows in all (lanes, or the lanes the filter keeps)
        const std::vector<int> *laneRows = nullptr; // row → lane when filtered
        std::vector<int> rowOfLane; // lane → row, -1 when filtered out
        int laneOf(int row) const { return laneRows ? (*laneRows)[std::size_t(row)] : row; }
        bool sourceMode = false, dark = false;
        qreal dpr = 1;
        QColor base, text, window, windowText, mid, faint, accent, conflict, cursor;
        QFont font, small, bold, axisBold;
        double lineH = 0; // a label line
        double laneTop(int lane) const { return plot.top() + (rowOfLane[std::size_t(lane)] - firstLane) * laneH; }
        double X(double x) const { return plot.left() + x; }
    };

    void prepareFrame(QPainter &p, const QRectF &bounds, const TimelineData &data, const TimelineView &view);
    void paintEras(QPainter &p, const TimelineView &view);
    void paintEraNames(QPainter &p);
    void paintLaneBands(QPainter &p);
    void layoutLane(const TimelineData &data, int lane, const TimelineView &view);
    void layoutDenseLane(const LaneIndex &idx, int lane, const TimeScale &scale);
    void placeSelected(int lane, const TimelineView &view);
    void placePoints(int lane);
    void settleLane(std::size_t begin, int lane);
    void clearLaneBars(std::size_t begin);
    QRectF paintBar(QPainter &p, const Placed &pl, const QColor &fill, const QColor &ring);
    double bubbleWidth(std::uint32_t count);
    bool repeatsNearbyPoint(std::uint32_t event, double x0) const;
    void paintWhiskers(QPainter &p, const TimelineData &data, const TimelineView &view);
    void paintConnectors(QPainter &p, const TimelineView &view);
    void paintMarkers(QPainter &p, const TimelineView &view);
    void paintWarning(QPainter &p, const QRectF &mark);
    void paintCount(QPainter &p, const Placed &pl);
    void paintStrips(QPainter &p);
    void paintLabels(QPainter &p, const TimelineView &view);
    void layoutLaneLabels(std::size_t begin, std::size_t end, const TimelineView &view);
    void paintSelectedBeside(QPainter &p, const TimelineView &view, const QFont &selFont);
    void paintGrid(QPainter &p, const TimelineView &view);
    void paintAxis(QPainter &p, const TimelineView &view);
    void paintCursor(QPainter &p, const TimelineView &view);
    void paintGutter(QPainter &p, const TimelineData &data, const TimelineView &view);
    QPointF centerOf(const Placed &pl) const;
    double labelWidth(std::uint32_t event, const QString &language);

    template <typename Draw> void drawSprite(QPainter &p, const QRectF &rect, quint64 key, Draw draw);

    const Corpus *m_corpus;
    Frame m_frame;
    QHash<quint64, QPixmap> m_sprites; // pre-rendered markers for raster targets, see spriteKey()
    QHash<quint32, double> m_bubbleWidths; // a count bubble's width, by count
    QHash<quint32, double> m_labelWidths; // a label's width, by event
    std::vector<AxisTime> m_cellEdges;
    std::vector<std::uint32_t> m_cellCounts;
    std::vector<QRect> m_bars; // density bars of the frame
    QString m_spriteStyle;
    // Per-frame scratch, reused.
    std::vector<TimelineItem> m_visible;
    std::vector<std::pair<double, double>> m_edges;
    std::vector<Cluster> m_clusters;
    std::vector<int> m_rows;
    std::vector<Placed> m_placed;
    std::vector<Placed> m_selectedPoints;
    // The selected event's points of this frame (lane, plot x0, x1): a count
    // that would cover one moves beside it. A handful per frame.
    struct Spot
    {
        int lane;
        double x0, x1;
    };
    std::vector<Spot> m_selectedSpots;
    std::vector<SettledMark> m_settle; // scratch of settleLane()
    std::vector<std::uint32_t> m_settleGroup;
    std::vector<Placed> m_settled;
    std::vector<char> m_settledSeen;
    std::vector<std::pair<double, double>> m_settleFixed;
    std::vector<BarMark> m_barMarks; // scratch of clearLaneBars()
    std::vector<std::size_t> m_barOf;
    std::vector<std::pair<double, double>> m_countSpans;
    std::vector<BarPiece> m_pieceScratch;
    std::vector<std::pair<double, double>> m_barPieces; // pieces of the frame's cut bars
    std::vector<std::pair<std::uint32_t, std::size_t>> m_byEvent;
    std::vector<TimelineMarker> m_markers;
    std::vector<std::pair<double, double>> m_pointsScratch;
    std::vector<std::size_t> m_pointItemsScratch;
    std::vector<QLineF> m_lines[4]; // connectors: plain, disputed, selected; alternatives (dashed)
    std::vector<LabelCandidate> m_candidates;
    LabelLayout m_labelLayout;
    // How many of one event's markers in a lane each candidate stands for
    // (a source that tells an event twice gets one label, "×2").
    std::vector<int> m_labelRepeats;
    std::vector<std::pair<std::uint32_t, std::size_t>> m_labelEvents; // scratch: (event, candidate)
    TickTiers m_ticks; // the axis's ticks of the frame
    int m_labelsPlaced = 0;
    struct EraName
    {
        QRectF rect;
        QString name;
        QColor plate, ink;
    };
    std::vector<EraName> m_eraNames; // of the frame, drawn over the connectors
    std::vector<QRectF> m_eraNamesDrawn;
    std::vector<QRectF> m_labelRects; // the frame's labels and "+N" counts (era names keep off them)
    std::vector<QRectF> m_axisLabels; // the axis's tick labels, see axisLabelRects()
};

} // namespace parallax::ui
