#pragma once

#include <core/corpus.h>
#include <core/geo.h>

#include <QColor>
#include <QFont>
#include <QImage>
#include <QPainterPath>
#include <QPalette>
#include <QPolygonF>
#include <QRectF>

#include <array>
#include <optional>
#include <vector>

class QPainter;

namespace parallax::ui {

// Everything the map draws, projected once (Mercator units) and kept.
struct MapData
{
    // Land rings projected once, each at several levels of detail, with its
    // bounding box so that a frame draws only what it can see, no finer than
    // the screen shows.
    static constexpr double kLodTolerance[] = {0.0, 0.02, 0.1, 0.5}; // projected units
    struct LandRing
    {
        QRectF bounds;
        QPainterPath lod[4];
    };
    std::vector<LandRing> land;
    RouteTrack track;
    std::vector<QPolygonF> legPaths; // projected, per leg
    struct PlaceMark
    {
        int place; // index into the corpus's places
        QPointF at; // projected
        int events = 0;
    };
    std::vector<PlaceMark> places;
    QHash<QString, QColor> eraColors;

    // `include` (one flag per event) limits the event counts to the filtered events.
    static MapData build(const Corpus &corpus, const LandMask &land, const std::vector<char> *include = nullptr);
    // The same with land already projected (it does not change with the corpus or the filter).
    static MapData build(const Corpus &corpus, std::vector<LandRing> land, const std::vector<char> *include = nullptr);
    static std::vector<LandRing> projectLand(const LandMask &land);
};

struct MapView
{
    QPointF center; // Mercator units
    double scale = 10; // pixels per unit
    // The selected event's place and record dates (none: empty / nullopt).
    QString selectedPlace;
    std::optional<AxisSpan> selectedSpan;
    int hoveredPlace = -1;
    int hoveredLeg = -1;
    std::optional<AxisTime> cursor;
    QPalette palette;
    QFont font;
    QString language = QStringLiteral("en");

    QPointF toScreen(QPointF m, const QRectF &bounds) const
    {
        return {bounds.center().x() + (m.x() - center.x()) * scale, bounds.center().y() - (m.y() - center.y()) * scale};
    }
    QPointF toWorld(QPointF s, const QRectF &bounds) const
    {
        return {center.x() + (s.x() - bounds.center().x()) / scale, center.y() - (s.y() - bounds.center().y()) / scale};
    }
};

// Paints the map on any QPainter (widget, image, SVG).
class MapRenderer
{
public:
    explicit MapRenderer(const Corpus *corpus)
        : m_corpus(corpus)
    { }
    void paint(QPainter &p, const QRectF &bounds, const MapData &data, const MapView &view) const;

    // Places whose dots would overlap at this zoom are drawn as one: a group,
    // at its leader (the selected place, else the busiest), the leader first.
    struct PlaceGroup
    {
        QPointF at; // screen
        double r = 0; // the dot's radius
        int events = 0;
        std::vector<int> places; // indices into the corpus's places
    };
    std::vector<PlaceGroup> placeGroups(const QRectF &bounds, const MapData &data, const MapView &view) const;

    // Hit-testing in screen coordinates. placeAt() gives a group's leader.
    const PlaceGroup *groupAt(const QPointF &pos, const QRectF &bounds, const MapData &data, const MapView &view) const;
    int placeAt(const QPointF &pos, const QRectF &bounds, const MapData &data, const MapView &view) const;
    int legAt(const QPointF &pos, const QRectF &bounds, const MapData &data, const MapView &view) const;
    // The leg travelled at the time of an event, or -1.
    static int legForEvent(const MapData &data, std::optional<AxisSpan> event);
    static double dotRadius(int events);
    // A place's label font: italic for a name shown in another language and
    // script than the display's (a place with no Chinese name is named as
    // written in English), as maps set names in their original language.
    static QFont placeLabelFont(const LocalizedNames &names, const QString &language, const QFont &base);
    // A group's label in parts, each name set as placeLabelFont() sets it:
    // in a Chinese window "Malmaison · 巴黎 +3" has Malmaison in italic and
    // 巴黎 upright, whichever of the two leads the group.
    struct LabelPart
    {
        QString text;
        bool italic = false;
    };
    static std::vector<LabelPart> groupLabel(
        const Corpus &corpus, const std::vector<int> &places, const QString &language);
    static QString degreeLabel(double degrees, bool latitude);
    // Where the last paint put text: place names, degree labels, the legend
    // and the scale bar (for tests: none may intersect another).
    const std::vector<QRectF> &textRects() const { return m_textRects; }
    // Where the last paint put the route's legend (empty when left out).
    QRectF legendRect() const { return m_legendRect; }

    // The sea and land of the last paint on screen, drawn once per view:
    // the coastlines' paths cost 15–20 ms a paint at full size, and most
    // paints (a selection, a hover, a new corpus) change neither. Output to
    // files (SVG, PDF, PNG) draws them each time, as paths.
    struct LandImage
    {
        QImage image;
        QRectF bounds;
        qreal dpr = 0;
        double scale = 0;
        QPointF center;
        std::array<QRgb, 3> colours {}; // sea, land, coast
        std::size_t land = 0; // how many rings the data's land has
        bool operator==(const LandImage &o) const
        {
            return bounds == o.bounds && dpr == o.dpr && scale == o.scale && center == o.center && colours == o.colours
                && land == o.land;
        }
    };

    const LandImage &landImage() const { return m_land; }

private:
    const Corpus *m_corpus;
    mutable LandImage m_land;
    mutable std::vector<QRectF> m_textRects;
    mutable QRectF m_legendRect;
    mutable std::vector<PlaceGroup> m_hitGroups; // of the last groupAt()
};

} // namespace parallax::ui
