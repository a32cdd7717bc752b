#pragma once

#include <QObject>

#include <functional>

namespace parallax::ui {

class EditSession;
class TimelineWidget;

// After an undo or a redo, the event it changed is selected and brought into
// view (the timeline scrolls to it, the event list too), so that the user
// sees what came back or changed: undoing a delete selects the restored
// event; undoing a new event or redoing a delete leaves nothing selected.
// A source added or whose text was replaced is shown again in the reader.
// A row of the reference tables is selected there (referenceFocused()).
// New edits (push) select what their own code selects.
class UndoFocus final : public QObject
{
    Q_OBJECT
public:
    UndoFocus(EditSession *session, TimelineWidget *timeline, QObject *parent = nullptr);
    // How to show a source (the window's reader).
    void setSourceShower(std::function<void(const QString &sourceId)> show) { m_showSource = std::move(show); }

signals:
    // An undo or a redo changed this row of a reference table
    // (ReferenceRow::Kind, and the place's, person's or era's id or the
    // leg's number).
    void referenceFocused(int kind, const QString &id);

private:
    void indexChanged(int index);
    void focus(const QString &eventId);

    EditSession *m_session;
    TimelineWidget *m_timeline;
    int m_index = 0;
    const void *m_next = nullptr; // the command a redo would do next
    std::function<void(const QString &)> m_showSource;
};

} // namespace parallax::ui
