#pragma once

#include <core/clustering.h>
#include <core/corpus.h>
#include <core/timelinedata.h>
#include <core/timescale.h>

#include <QFont>
#include <QHash>
#include <QPixmap>
#include <QLineF>
#include <QList>
#include <QPalette>
#include <QRectF>

#include <optional>
#include <vector>

class QPainter;

namespace parallax::ui {

// What one frame of the timeline shows. The widget owns it; the renderer
// only reads it, so any QPainter (widget, QImage, SVG, PDF) draws the same.
struct TimelineView
{
    TimeScale scale;
    int selectedEvent = -1;
    int hoveredEvent = -1;
    std::optional<AxisTime> cursor; // the time cursor, if shown
    QString highlightedPlace; // events at this place get a ring
    QPalette palette;
    QFont font;
    QString language = QStringLiteral("en");
};

// One thing as drawn, for hit-testing: an event marker, or a cluster that
// opens up when zoomed into.
struct TimelineMarker
{
    int event = -1; // -1 for a cluster
    int lane = 0;
    int count = 1;
    AxisSpan span{}; // a cluster's time range
    QRectF rect;
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

    explicit TimelineRenderer(const Corpus *corpus) : m_corpus(corpus) {}

    // Paints into `bounds`; returns the markers drawn, front-most first.
    const std::vector<TimelineMarker> &paint(QPainter &p, const QRectF &bounds, const TimelineData &data,
                                             const TimelineView &view);

    // Lane geometry shared with the widget and the tests.
    static double laneHeight(const QRectF &bounds, int lanes);
    static QRectF plotRect(const QRectF &bounds);
    // The y of the marker row of `lane`.
    static double markerCenterY(const QRectF &bounds, int lanes, int lane);

private:
    struct Placed
    {
        TimelineItem item;
        int lane;
        double x0, x1;
        int count; // > 1: a cluster
        AxisSpan span;
        int row; // >= 0 bar row; -1 point or cluster; -2 dense cell; -3 soft extent
        bool holdsSelection = false; // a cluster that contains the selected event
    };

    void layoutLane(const TimelineData &data, int lane, const QRectF &plot, const TimeScale &scale, double laneH,
                    int selected);

    template <typename Draw>
    void drawSprite(QPainter &p, const QRectF &rect, quint64 key, Draw draw);

    const Corpus *m_corpus;
    QHash<quint64, QPixmap> m_sprites; // pre-rendered markers for raster targets, see spriteKey()
    QHash<quint32, double> m_bubbleWidths; // a count bubble's width, by count
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
    std::vector<std::pair<std::uint32_t, std::size_t>> m_byEvent;
    std::vector<TimelineMarker> m_markers;
    std::vector<double> m_labelEnds;
    std::vector<std::pair<double, double>> m_pointsScratch;
    std::vector<std::size_t> m_pointItemsScratch;
    std::vector<QLineF> m_lines[3]; // connectors: plain, disputed, selected
};

} // namespace parallax::ui
