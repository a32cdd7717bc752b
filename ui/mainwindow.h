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
    void setDatabasePath(const QString &path);
    SearchBox *search() const { return m_search; }
    // Lane mode, time window, map view, play speed and title language
    // (viewstate.cpp); restoreLayout() and closing the window call these.
    void saveViewState(QSettings &s) const;
    void restoreViewState(const QSettings &s);
    // A first start: the window as large as it likes, within the screen.
    void fitToScreen();

protected:
    void closeEvent(QCloseEvent *) override;

private:
    void createViews();
    void arrangeDocks();
    void createFileMenu();
    void createViewMenu();
    void createSearchBar();
    void connectModel();
    void connectBackgroundWork();
    void exportChart();
    void exportTimelineImage();
    void exportMapImage();
    void updateTitle();

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
};

} // namespace parallax::ui
