// What a restart restores besides the docks and the filter: the lane mode,
// the time window, the map view, the play speed and the title language.
#include <ui/corpusmodel.h>
#include <ui/mainwindow.h>
#include <ui/map/mapwidget.h>
#include <ui/timeline/timelinewidget.h>

#include <QAction>
#include <QDockWidget>
#include <QScreen>
#include <QSettings>

#include <algorithm>

namespace parallax::ui {

namespace {

const char kLanesKey[] = "view/lanes";
const char kWindowStartKey[] = "view/windowStart";
const char kWindowEndKey[] = "view/windowEnd";
const char kMapKey[] = "view/map";
const char kSpeedKey[] = "view/playSpeed";
const char kLanguageKey[] = "view/language";

} // namespace

void MainWindow::saveViewState(QSettings &s) const
{
    s.setValue(QLatin1String(kLanesKey), laneModeKey(m_timeline->laneMode()));
    const AxisSpan window = m_timeline->visibleSpan();
    s.setValue(QLatin1String(kWindowStartKey), qint64(window.start));
    s.setValue(QLatin1String(kWindowEndKey), qint64(window.end));
    s.setValue(QLatin1String(kMapKey), m_map->currentRegion());
    s.setValue(QLatin1String(kSpeedKey), m_map->playSpeed());
    s.setValue(QLatin1String(kLanguageKey), m_model->displayLanguage());
}

void MainWindow::restoreViewState(const QSettings &s)
{
    const QString lanes = s.value(QLatin1String(kLanesKey)).toString();
    for (LaneMode mode : {LaneMode::Source, LaneMode::Place, LaneMode::Era, LaneMode::Category, LaneMode::Single}) {
        // The key; or, as earlier versions stored it, the name in this language.
        if (laneModeKey(mode) != lanes && laneModeName(mode) != lanes)
            continue;
        m_timeline->setLaneMode(mode);
        if (auto *a = findChild<QAction *>(QStringLiteral("lanes-") + laneModeKey(mode)))
            a->setChecked(true);
    }
    const AxisSpan window {
        s.value(QLatin1String(kWindowStartKey)).toLongLong(), s.value(QLatin1String(kWindowEndKey)).toLongLong()};
    if (window.length() > 0)
        m_timeline->setInitialSpan(window);
    const QString map = s.value(QLatin1String(kMapKey)).toString();
    if (!map.isEmpty())
        m_map->showRegion(map);
    if (const int speed = s.value(QLatin1String(kSpeedKey)).toInt(); speed > 0)
        m_map->setPlaySpeed(speed);
    const QString language = s.value(QLatin1String(kLanguageKey)).toString();
    if (language == u"zh" || language == u"en")
        setTitleLanguage(language);
}

void MainWindow::setTitleLanguage(const QString &language)
{
    m_model->setDisplayLanguage(language);
    if (auto *a = findChild<QAction *>(QStringLiteral("titlesInChinese")))
        a->setChecked(language == u"zh");
}

MainWindow::~MainWindow()
{
    // The docks hide while the window goes: nothing of it may answer them.
    for (QDockWidget *d : std::as_const(m_docks))
        d->disconnect(this);
}

void MainWindow::fitToScreen()
{
    const QScreen *s = screen();
    if (!s)
        return;
    // Most of the screen, centred on it: the timeline, the map and the
    // reading panes all want room (at 1500 by 940, a third of a 1920 by
    // 1080 screen stayed empty). A very large screen gets a window still
    // easy to take in at a glance.
    // The room left is for the window manager's frame, which move() places
    // and the size leaves out (its title bar: some 30 to 40 pixels); never
    // above or left of the screen's room, where the title bar could not be
    // taken hold of.
    const QRect room = s->availableGeometry();
    const QSize size = (room.size() - QSize(20, 70)).boundedTo(QSize(2400, 1500)).expandedTo(minimumSizeHint());
    resize(size);
    move(room.left() + std::max(0, (room.width() - size.width()) / 2), room.top() + std::min(10, room.height() / 50));
}

} // namespace parallax::ui
