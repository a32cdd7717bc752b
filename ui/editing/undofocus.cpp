#include "undofocus.h"

#include "editcommands.h"
#include "editsession.h"

#include <ui/corpusmodel.h>
#include <ui/timeline/timelinewidget.h>

#include <QUndoStack>

namespace parallax::ui {

UndoFocus::UndoFocus(EditSession *session, TimelineWidget *timeline, QObject *parent)
    : QObject(parent)
    , m_session(session)
    , m_timeline(timeline)
{
    setObjectName(QStringLiteral("undoFocus"));
    QUndoStack *stack = session->undoStack();
    m_index = stack->index();
    m_next = stack->command(m_index);
    connect(stack, &QUndoStack::indexChanged, this, &UndoFocus::indexChanged);
}

// Which command moved the index: going down, the lowest one undone; going
// up, the highest one done, when it is the one a redo would have done (not
// a new edit pushed in its place).
void UndoFocus::indexChanged(int index)
{
    QUndoStack *stack = m_session->undoStack();
    const int was = m_index;
    const void *next = m_next;
    m_index = index;
    m_next = stack->command(index);
    const EditCommand *command = nullptr;
    bool undone = false;
    if (index < was) {
        command = dynamic_cast<const EditCommand *>(stack->command(index));
        undone = true;
    } else if (index > was && (index > was + 1 || stack->command(was) == next)) {
        command = dynamic_cast<const EditCommand *>(stack->command(index - 1));
    }
    if (!command)
        return;
    focus(command->focusEvent(undone));
    if (const QString source = command->focusSource(undone);
        !source.isEmpty() && m_showSource && m_session->model()->source(source))
        m_showSource(source);
    if (const ReferenceRow row = command->focusReference(undone); row.kind != ReferenceRow::None)
        emit referenceFocused(int(row.kind), row.id);
}

void UndoFocus::focus(const QString &eventId)
{
    CorpusModel *model = m_session->model();
    const int event = eventId.isEmpty() ? -1 : model->eventIndex(eventId);
    if (event < 0)
        return;
    model->selectEvent(event); // the lists bring it into sight
    if (m_timeline)
        m_timeline->ensureVisible(event);
}

} // namespace parallax::ui
