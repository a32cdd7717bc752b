#pragma once

#include <QObject>

namespace parallax::ui {

class EditSession;
class TimelineWidget;

// After an undo or a redo, the event it changed is selected and brought into
// view (the timeline scrolls to it, the event list too), so that the user
// sees what came back or changed: undoing a delete selects the restored
// event; undoing a new event or redoing a delete leaves nothing selected.
// New edits (push) select what their own code selects.
class UndoFocus final : public QObject
{
    Q_OBJECT
public:
    UndoFocus(EditSession *session, TimelineWidget *timeline, QObject *parent = nullptr);

private:
    void indexChanged(int index);
    void focus(const QString &eventId);

    EditSession *m_session;
    TimelineWidget *m_timeline;
    int m_index = 0;
    const void *m_next = nullptr; // the command a redo would do next
};

} // namespace parallax::ui
