#pragma once

#include <QMainWindow>

namespace parallax::ui {

class CorpusModel;
class EventDetails;
class TimelineWidget;

// Wires the views together around the shared CorpusModel; each view is its
// own widget.
class MainWindow final : public QMainWindow
{
    Q_OBJECT
public:
    explicit MainWindow(CorpusModel *model, QWidget *parent = nullptr);

    TimelineWidget *timeline() const { return m_timeline; }
    EventDetails *details() const { return m_details; }

    // Restores the dock layout and geometry saved by the last session.
    void restoreLayout();

protected:
    void closeEvent(QCloseEvent *) override;

private:
    void exportTimelineImage();
    void updateTitle();

    CorpusModel *m_model;
    TimelineWidget *m_timeline;
    EventDetails *m_details;
};

} // namespace parallax::ui
