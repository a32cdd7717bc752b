#pragma once

#include <core/corpus.h>
#include <core/timescale.h>

#include <QColor>
#include <QFont>
#include <QList>
#include <QPalette>
#include <QRectF>

class QPainter;

namespace parallax::ui {

class CorpusModel;

// How events are spread over lanes.
enum class LaneMode { Source, Single };

// What one frame of the timeline shows; the widget owns it, the renderer
// only reads it, so any QPainter (widget, QImage, SVG, PDF) draws the same.
struct TimelineView
{
    TimeScale scale;
    LaneMode laneMode = LaneMode::Source;
    int selectedEvent = -1;
    int hoveredEvent = -1;
    QPalette palette;
    QFont font;
    QString language = QStringLiteral("en");
};

// One marker as drawn: which event (and account) and where, for hit-testing.
struct TimelineMarker
{
    int event = -1;
    int account = -1; // -1 for the record lane
    QRectF rect;
};

class TimelineRenderer
{
public:
    static constexpr double kAxisHeight = 46;
    static constexpr double kGutter = 150; // lane titles

    explicit TimelineRenderer(const CorpusModel *model) : m_model(model) {}

    // Paints the timeline into `bounds`. Returns the markers drawn, front
    // to back, so that a hit-test matches exactly what the user sees.
    QList<TimelineMarker> paint(QPainter &p, const QRectF &bounds, const TimelineView &view) const;

    // Lane titles in the current mode.
    QStringList laneTitles(const TimelineView &view) const;

private:
    const CorpusModel *m_model;
};

} // namespace parallax::ui
