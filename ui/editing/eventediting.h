#pragma once

#include <db/repository.h>

#include <QObject>

#include <optional>

class QAction;
class QMenu;
class QUndoCommand;

namespace parallax::ui {

class EditSession;
class MainWindow;

// Editing events and accounts from the window (kept out of editingui.cpp):
// New Event…, Edit Event…, Edit Account…, Change Cited Passage, Merge
// Events…, Delete Event…, Delete Account… in the Edit menu, in the
// timeline's and the event list's context menus and in the source reader's.
//
// The account they act on is the selected event's account in the source the
// reader shows (the one the reader's selection or cursor is in, when that
// source holds several); when the reader shows another source, the event's
// only account, or the one the user picks.
class EventEditing final : public QObject
{
    Q_OBJECT
public:
    EventEditing(MainWindow *window, EditSession *session, QMenu *editMenu);

    QAction *newEventAction() const { return m_newEvent; }
    QAction *editEventAction() const { return m_editEvent; }
    QAction *editAccountAction() const { return m_editAccount; }
    QAction *changePassageAction() const { return m_changePassage; }
    QAction *mergeAction() const { return m_merge; }
    QAction *deleteEventAction() const { return m_deleteEvent; }
    QAction *deleteAccountAction() const { return m_deleteAccount; }

    // Adds the account actions to the source reader's context menu.
    void addReaderActions(QMenu *menu);

    void newEvent();
    void editEvent();
    void editAccount();
    void changeCitedPassage();
    void mergeEvents();
    void deleteEvent();
    void deleteAccount();

    // What deleting an event takes with it, in words (the confirmation).
    static QString deleteEventQuestion(const Event &event, const QList<Source> &sources);

private:
    void createActions(QMenu *menu);
    void connectContextMenus();
    QMenu *eventMenu(QWidget *parent);
    void updateActions();
    QString selectedEventId() const;
    // The account the commands act on (see the class comment); nullopt with
    // a message in the status bar when there is none. `ask`: let the user
    // pick among several.
    std::optional<db::AccountRecord> currentAccount(bool ask);
    bool push(QUndoCommand *command, const QString &what);
    void status(const QString &message);

    MainWindow *m_window;
    EditSession *m_session;
    QAction *m_newEvent = nullptr;
    QAction *m_editEvent = nullptr;
    QAction *m_editAccount = nullptr;
    QAction *m_changePassage = nullptr;
    QAction *m_merge = nullptr;
    QAction *m_deleteEvent = nullptr;
    QAction *m_deleteAccount = nullptr;
};

} // namespace parallax::ui
