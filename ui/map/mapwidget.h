#pragma once

#include <core/mapregions.h>
#include <ui/map/maprenderer.h>

#include <QWidget>

#include <array>
#include <optional>

class QComboBox;
class QLabel;
class QLayout;
class QTimer;
class QToolButton;

namespace parallax::ui {

class CorpusModel;

// A place's tooltip: its name in the display language (saying so when the
// corpus has none in it), its other names, how many events it has.
QString placeToolTip(const Place &p, const QString &language, int events);

// The map canvas: pan with drag, zoom with the wheel at the pointer.
class MapCanvas final : public QWidget
{
    Q_OBJECT
public:
    explicit MapCanvas(CorpusModel *model, QWidget *parent = nullptr);

    const MapData &data() const { return m_data; }
    const MapView &view() const { return m_view; }
    // Shows a region given in degrees (south, west, north, east).
    void showRegion(double south, double west, double north, double east);
    void showBox(const GeoBox &box) { showRegion(box.south, box.west, box.north, box.east); }
    bool zoomToPlaces(const std::vector<int> &places); // a group of places, until they stand apart
    void showWholeRoute();
    // What the map frames when it is first shown, and when the corpus changes:
    // this box, or the whole route while it is empty.
    void setHome(const GeoBox &box) { m_home = box; }
    void showHome();
    void render(QPainter &p, const QRectF &bounds);
    // Where the last frame put text (see MapRenderer::textRects()).
    const std::vector<QRectF> &textRects() const { return m_renderer.textRects(); }
    QRectF legendRect() const { return m_renderer.legendRect(); }
    // The sea and land the last paint on screen drew from (for tests).
    const MapRenderer::LandImage &landImage() const { return m_renderer.landImage(); }
    QSize sizeHint() const override { return {520, 420}; }

    // "Pick on map": the next click (not a drag) gives its position instead
    // of choosing a place, as pointPicked(); Escape cancels.
    void startPicking();
    void cancelPicking();
    bool isPicking() const { return m_picking; }

signals:
    void pointPicked(double lat, double lon);
    void pickingEnded(); // picked or cancelled
    // The user panned or zoomed (drag, wheel, keys, a click on a group).
    void movedByUser();

protected:
    void paintEvent(QPaintEvent *) override;
    void wheelEvent(QWheelEvent *) override;
    void mousePressEvent(QMouseEvent *) override;
    void mouseMoveEvent(QMouseEvent *) override;
    void mouseReleaseEvent(QMouseEvent *) override;
    void resizeEvent(QResizeEvent *) override;
    bool event(QEvent *) override;
    void keyPressEvent(QKeyEvent *) override;
    void focusInEvent(QFocusEvent *) override;
    void focusOutEvent(QFocusEvent *) override;

private:
    void rebuild();
    void rebuildData();
    void followSelection();
    void showSelection(MapView &view) const;

    CorpusModel *m_model;
    std::vector<MapData::LandRing> m_land; // projected once
    MapData m_data;
    MapRenderer m_renderer;
    MapView m_view;
    QPointF m_pressPos, m_lastPos;
    bool m_dragging = false;
    bool m_framed = false;
    bool m_picking = false;
    // The region last shown (south, west, north, east) while the user has
    // not panned or zoomed since: a resize shows it again at the new size.
    std::optional<std::array<double, 4>> m_fit;
    GeoBox m_home; // empty: the whole route
    QString m_corpus; // the corpus framed (id and title)
    int m_generation = 0; // of the data counted: an older count is dropped
};

// The map dock: the canvas, a "Go to" list of the corpus's regions (one per
// era, see core/mapregions.h), the route's length, and a play button that
// animates the journey with the time cursor.
class MapPanel final : public QWidget
{
    Q_OBJECT
public:
    explicit MapPanel(CorpusModel *model, QWidget *parent = nullptr);
    MapCanvas *canvas() const { return m_canvas; }
    bool isPlaying() const;
    // "timeline" (where the story is during the timeline's window, following
    // it until the user moves the map), "whole" or the key of one of the
    // corpus's regions; false if unknown.
    bool showRegion(const QString &key);
    // The keys showRegion() takes: "timeline", "whole" and the quick views.
    QStringList regionNames() const;
    // The time window the timeline shows: followed (a moment later) while the
    // "timeline" view is chosen.
    void setTimeWindow(AxisSpan span);
    void setPlaying(bool on);
    // The quick view last chosen ("whole" when none), and the play speed in days per second.
    QString currentRegion() const { return m_region; }
    int playSpeed() const;
    void setPlaySpeed(int daysPerSecond);

protected:
    void resizeEvent(QResizeEvent *event) override;

private:
    QLayout *buildBar();
    void fillGoTo();
    void showRegions(std::vector<MapRegion> regions);
    void step();
    void updateStatus();
    QString statusText(std::optional<AxisTime> at) const;
    void reserveStatusHeight();
    void followTimeline();
    GeoBox withShownPlace(GeoBox box) const;

    CorpusModel *m_model;
    MapCanvas *m_canvas;
    std::vector<MapRegion> m_regions;
    QComboBox *m_goTo;
    QToolButton *m_play;
    QComboBox *m_speed;
    QLabel *m_status;
    QTimer *m_timer;
    QString m_region = QStringLiteral("timeline");
    AxisSpan m_window {}; // the timeline's
    bool m_following = true; // the "timeline" view, the map not moved since
    QTimer *m_follow = nullptr;
    int m_generation = 0; // of the regions found: older ones are dropped
    int m_followGeneration = 0; // of the story's box found: an older one is dropped
};

} // namespace parallax::ui
