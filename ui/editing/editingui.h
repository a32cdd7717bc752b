#pragma once

#include "eventediting.h"

#include <QObject>

#include <memory>

class QAction;
class QDockWidget;
class QListWidget;
class QMenu;
class QUndoView;

namespace parallax::ui {

class EditSession;
class EventInspector;
class MainWindow;

// Everything editing adds to the main window, kept out of mainwindow.cpp:
// File ▸ New/Open/Open Recent/Save a Copy, the Edit menu (undo, redo, the
// undo history), the Source menu (add a source, replace its text, change its
// details, cite a selection), the reader's context menu, the orphaned citations dock and a
// window title that names the database.
class EditingUi final : public QObject
{
    Q_OBJECT
public:
    EditingUi(MainWindow *window, EditSession *session);

    QAction *citeAction() const { return m_cite; }
    QAction *undoAction() const { return m_undo; }
    QAction *redoAction() const { return m_redo; }
    QListWidget *orphans() const { return m_orphans; }
    EventEditing *eventEditing() const { return m_events; }
    // The selected event's fields, edited in place (above the Event pane).
    EventInspector *inspector() const { return m_inspector; }

    // Cite the reader's selection (what Ctrl+Shift+C and the context menu do).
    void citeSelection();
    void addSource();
    void replaceText();
    // Source ▸ Source Properties…: the details of the source in the reader.
    void editSourceProperties();
    QAction *sourcePropertiesAction() const { return m_sourceProperties; }

private:
    void createFileActions();
    void createEditMenu();
    void createSourceMenu();
    void createDocks();
    void createInspector(QMenu *editMenu);
    void connectReader();
    void refreshRecent();
    void refreshOrphans();
    void updateTitle();
    void reanchorOrphan();
    void openFile(const QString &path);
    void report(const QString &what, const QString &error);

    MainWindow *m_window;
    EditSession *m_session;
    QAction *m_cite = nullptr;
    QAction *m_sourceProperties = nullptr;
    QAction *m_undo = nullptr;
    QAction *m_redo = nullptr;
    QMenu *m_recent = nullptr;
    QListWidget *m_orphans = nullptr;
    QDockWidget *m_orphanDock = nullptr;
    QDockWidget *m_historyDock = nullptr;
    EventEditing *m_events = nullptr; // events and accounts (eventediting.h)
    EventInspector *m_inspector = nullptr;
};

// The window `parallax` shows and `parallax snapshot` draws: the main window
// for the session's model, with everything editing adds to it.
std::unique_ptr<MainWindow> newEditingWindow(EditSession *session);

} // namespace parallax::ui
