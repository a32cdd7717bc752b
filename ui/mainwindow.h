#pragma once

#include <QMainWindow>

class QDockWidget;
class QSettings;

namespace parallax::ui {

class ComparisonView;
class ConflictsPanel;
class CorpusModel;
class EventDetails;
class EventList;
class FilterPanel;
class MapPanel;
class ParallelReader;
class SearchBox;
class StatisticsPanel;
class SourceReader;
class TimelineWidget;
class WorkStatus;

// The default layout's dock sizes for a window of this size (docklayout.cpp).
struct DefaultDockSizes
{
    int rightWidth = 0; // the column of the map over the reader
    int mapHeight = 0;
    int bottomHeight = 0; // the tabs under the timeline
    static DefaultDockSizes forWindow(QSize window);
};

// Wires the views together around the shared CorpusModel; each view is its
// own widget.
class MainWindow final : public QMainWindow
{
    Q_OBJECT
public:
    explicit MainWindow(CorpusModel *model, QWidget *parent = nullptr);
    ~MainWindow() override;

    TimelineWidget *timeline() const { return m_timeline; }
    EventDetails *details() const { return m_details; }
    SourceReader *reader() const { return m_reader; }
    // Brings the Source reader into sight, its tab in front of the Event's
    // (or of any dock the user tabbed with it).
    void bringReaderToFront();
    ComparisonView *comparison() const { return m_comparison; }
    ConflictsPanel *conflicts() const { return m_conflicts; }
    ParallelReader *parallel() const { return m_parallel; }
    MapPanel *map() const { return m_map; }
    EventList *eventList() const { return m_list; }
    FilterPanel *filters() const { return m_filters; }
    StatisticsPanel *statistics() const { return m_stats; }

    // Restores the dock layout and geometry saved by the last session.
    void restoreLayout();
    // Saves the dock layout and geometry for the next session.
    void saveLayout();
    // The database file the corpus came from, for search.
    // `openedFile`: the Database::fileIdentity() of a connection this process
    // already has to it (the editing session's): the search's connection
    // then opens beside it (Database::openAlongside), which keeps its locks.
    void setDatabasePath(const QString &path, const QByteArray &openedFile = {});
    SearchBox *search() const { return m_search; }
    // Lane mode, time window, map view, play speed and title language
    // (viewstate.cpp); restoreLayout() and closing the window call these.
    void saveViewState(QSettings &s) const;
    void restoreViewState(const QSettings &s);
    // The titles' language ("zh" ticks View ▸ Titles in Chinese); another
    // interface language chosen sets it, whatever the last session saved.
    void setTitleLanguage(const QString &language);
    // A first start: the window on most of the screen, centred on it.
    void fitToScreen();
    // Gives the docks the default layout's sizes for the window's size: done
    // when the window shows or is resized, unless a saved layout was restored
    // or the user dragged a separator between the docks.
    void applyDefaultDockSizes();
    // The saved dock layout, if it is of this version's layout (an older
    // one, or none, leaves the default one); true when restored.
    bool restoreDockState(const QByteArray &state);
    QByteArray saveDockState() const;

protected:
    void closeEvent(QCloseEvent *) override;
    void showEvent(QShowEvent *) override;
    void resizeEvent(QResizeEvent *) override;
    bool event(QEvent *) override;
    bool focusNextPrevChild(bool next) override;

private:
    QList<QWidget *> tabPanes() const;
    void createViews();
    void arrangeDocks();
    void createFileMenu();
    void createViewMenu();
    void createSearchBar();
    void connectModel();
    void connectBackgroundWork();
    void showFilterInStatusBar();
    void exportChart();
    void exportTimelineImage();
    void exportMapImage();
    void updateTitle();
    void queueDefaultDockSizes();

    CorpusModel *m_model;
    TimelineWidget *m_timeline;
    QDockWidget *addDock(QWidget *w, const QString &title, const QString &name, Qt::DockWidgetArea area);

    EventDetails *m_details;
    SourceReader *m_reader;
    ComparisonView *m_comparison;
    ConflictsPanel *m_conflicts;
    ParallelReader *m_parallel;
    MapPanel *m_map;
    SearchBox *m_search;
    EventList *m_list;
    FilterPanel *m_filters;
    StatisticsPanel *m_stats;
    QList<QDockWidget *> m_docks;
    QDockWidget *m_readerDock = nullptr;
    WorkStatus *m_work = nullptr;
    bool m_keepDockSizes = false; // restored, or a separator dragged: never resized by the window
    bool m_dockSizesQueued = false;
};

} // namespace parallax::ui
