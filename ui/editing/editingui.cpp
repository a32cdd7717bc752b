#include "editingui.h"

#include "addsourcedialog.h"
#include "citedialog.h"
#include "editcommands.h"
#include "editsession.h"
#include "eventinspector.h"
#include "referenceeditor.h"
#include "replacetextdialog.h"
#include "sourcepropertiesdialog.h"
#include "undofocus.h"

#include <core/textoffsets.h>
#include <db/sqliterepository.h>
#include <db/userdata.h>
#include <ui/corpusmodel.h>
#include <ui/filedialogs.h>
#include <ui/focusframe.h>
#include <ui/mainwindow.h>
#include <ui/reading/sourcereader.h>

#include <QAction>
#include <QDir>
#include <QDockWidget>
#include <QEvent>
#include <QFileInfo>
#include <QInputDialog>
#include <QLabel>
#include <QListWidget>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QScrollArea>
#include <QSplitter>
#include <QStatusBar>
#include <QTimer>
#include <QUndoStack>
#include <QUndoView>
#include <QVBoxLayout>

#include <algorithm>
#include <memory>
#include <utility>

namespace parallax::ui {

namespace {

// Keeps the Event pane's form (the splitter's first pane) as tall as the
// form needs at the pane's width, leaving the event's details below at
// least four lines, until the user moves the splitter: sizes taken once
// from the size hint cut the wrapped help line in half where a language's
// words wrap onto another line (Danish at 1280x720). Refits when the pane
// is resized or the form changes what it shows.
class FormPaneFit final : public QObject
{
public:
    FormPaneFit(QSplitter *split, QScrollArea *scroll)
        : QObject(split)
        , m_split(split)
        , m_scroll(scroll)
    {
        connect(split, &QSplitter::splitterMoved, this, [this] { m_moved = true; });
        split->installEventFilter(this);
        scroll->widget()->installEventFilter(this);
    }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        const QEvent::Type t = event->type();
        if (!m_moved && !m_pending && (t == QEvent::Resize || t == QEvent::Show || t == QEvent::LayoutRequest)) {
            m_pending = true; // once the layouts have settled
            QTimer::singleShot(0, this, [this] {
                m_pending = false;
                fit();
            });
        }
        return QObject::eventFilter(watched, event);
    }

private:
    void fit()
    {
        if (m_moved || !m_split->isVisible() || m_split->count() != 2)
            return;
        QWidget *form = m_scroll->widget();
        const int width = m_scroll->viewport()->width();
        int need = form->hasHeightForWidth() ? form->heightForWidth(width) : -1;
        if (need < 0)
            need = form->sizeHint().height();
        need += m_scroll->height() - m_scroll->viewport()->height(); // the focus frame's band round the form
        const int total = m_split->height() - m_split->handleWidth();
        const int details = 4 * m_split->widget(1)->fontMetrics().lineSpacing();
        const int least = std::min(m_scroll->minimumSizeHint().height(), total);
        const int top = std::max(std::min(need, total - details), least);
        if (total <= 0 || m_split->sizes().value(0) == top)
            return;
        m_split->setSizes({top, total - top});
    }

    QSplitter *m_split;
    QScrollArea *m_scroll;
    bool m_moved = false;
    bool m_pending = false;
};

} // namespace

EditingUi::EditingUi(MainWindow *window, EditSession *session)
    : QObject(window)
    , m_window(window)
    , m_session(session)
{
    createFileActions();
    createEditMenu();
    createSourceMenu();
    createDocks();
    connectReader();
    auto *focus = new UndoFocus(session, window->timeline(), this); // undo/redo select what they change
    focus->setSourceShower([this](const QString &id) { m_window->reader()->showSource(id); });
    connect(session, &EditSession::opened, this, [this](const QString &path) {
        m_window->setDatabasePath(path, m_session->fileIdentity());
        refreshRecent();
        refreshOrphans();
        updateTitle();
    });
    // The orphaned citations are read again after an edit that may change
    // them: one that took the whole corpus in (a text replaced), or one whose
    // accounts were or are orphaned. Others leave them (the query reads every
    // account: a million at a million events).
    auto orphansTouched = std::make_shared<bool>(false);
    connect(session->model(), &CorpusModel::corpusChanged, this, [orphansTouched] { *orphansTouched = true; });
    connect(session->model(), &CorpusModel::eventsChanged, this, [this, orphansTouched] {
        const auto orphaned = [](const Event &e) {
            return std::any_of(e.accounts.begin(), e.accounts.end(), [](const Account &a) { return a.orphaned; });
        };
        const CorpusModel *model = m_session->model();
        for (const auto &[i, was] : model->replacedEvents())
            *orphansTouched = *orphansTouched || orphaned(was) || orphaned(model->corpus().events[i]);
    });
    connect(session, &EditSession::changed, this, [this, orphansTouched] {
        if (std::exchange(*orphansTouched, false))
            refreshOrphans();
    });
    connect(session->model(), &CorpusModel::corpusChanged, this, &EditingUi::updateTitle);
    connect(session->undoStack(), &QUndoStack::cleanChanged, this, &EditingUi::updateTitle);
    refreshRecent();
    refreshOrphans();
    updateTitle();
    // Orphaned citations are shown once the window's saved layout is
    // restored (a restored layout hid them: reopened, the database seemed to
    // have none).
    QTimer::singleShot(0, this, [this] {
        if (m_orphans->count() > 0)
            m_orphanDock->show();
    });
}

std::unique_ptr<MainWindow> newEditingWindow(EditSession *session)
{
    auto window = std::make_unique<MainWindow>(session->model());
    window->setDatabasePath(session->path(), session->fileIdentity());
    new EditingUi(window.get(), session);
    return window;
}

void EditingUi::report(const QString &what, const QString &error)
{
    QMessageBox::warning(m_window, what, error);
}

void EditingUi::openFile(const QString &path)
{
    if (Status s = m_session->open(path); !s)
        report(tr("Open Database"), tr("%1 could not be opened.\n\n%2").arg(path, s.error()));
}

namespace {

// A database file's name as typed in a save dialog, with ".parallax" when
// it has no suffix (a copy saved as "waterloo-copy" was then missing from
// File ▸ Open, which lists *.parallax and *.sqlite).
QString withDatabaseSuffix(const QString &path)
{
    return path.isEmpty() || !QFileInfo(path).suffix().isEmpty() ? path : path + QStringLiteral(".parallax");
}

// Where a save dialog starts: next to the open database, unless that is the
// bundled corpus's copy among the application's data.
QString besideDatabase(const QString &databasePath, const QString &name)
{
    if (databasePath.isEmpty()
        || QFileInfo(databasePath).absoluteFilePath() == QFileInfo(db::defaultDatabasePath()).absoluteFilePath())
        return name;
    return QFileInfo(databasePath).dir().filePath(name);
}

} // namespace

namespace {

// The reader's selection without the white space at its ends (a drag past
// the end of a sentence, or a triple click, took a space or the line break
// into the quote), as UTF-16 positions; empty when only white space is.
std::pair<int, int> trimmedReaderSelection(const QString &text, const QTextCursor &cursor)
{
    int from = cursor.selectionStart(), to = cursor.selectionEnd();
    while (from < to && from < text.size() && text.at(from).isSpace())
        ++from;
    while (to > from && to <= text.size() && text.at(to - 1).isSpace())
        --to;
    return {from, to};
}

} // namespace

void EditingUi::createFileActions()
{
    QMenu *file = m_window->menuBar()->actions().isEmpty() ? m_window->menuBar()->addMenu(tr("&File"))
                                                           : m_window->menuBar()->actions().first()->menu();
    QAction *first = file->actions().value(0);
    auto *newDb = new QAction(tr("&New Database…"), file);
    newDb->setObjectName(QStringLiteral("newDatabaseAction"));
    newDb->setShortcut(QKeySequence::New);
    connect(newDb, &QAction::triggered, this, [this] {
        const QString path = withDatabaseSuffix(askSaveFileName(m_window, tr("New Database"),
            besideDatabase(m_session->path(), QStringLiteral("history.parallax")),
            tr("Parallax databases (*.parallax *.sqlite);;All files (*)")));
        if (path.isEmpty())
            return;
        if (Status s = m_session->create(path); !s)
            report(tr("New Database"), s.error());
    });
    auto *open = new QAction(tr("&Open Database…"), file);
    open->setShortcut(QKeySequence::Open);
    connect(open, &QAction::triggered, this, [this] {
        const QString path = askOpenFileName(
            m_window, tr("Open Database"), QString(), tr("Parallax databases (*.parallax *.sqlite);;All files (*)"));
        if (!path.isEmpty())
            openFile(path);
    });
    m_recent = new QMenu(tr("Open &Recent"), file);
    auto *copy = new QAction(tr("Save a &Copy…"), file);
    copy->setObjectName(QStringLiteral("saveCopyAction"));
    connect(copy, &QAction::triggered, this, [this] {
        const QString current = m_session->path();
        const QString proposed = current.isEmpty() ? QStringLiteral("copy.parallax")
                                                   : tr("%1 copy.parallax").arg(QFileInfo(current).completeBaseName());
        const QString path = withDatabaseSuffix(askSaveFileName(m_window, tr("Save a Copy"),
            besideDatabase(current, proposed), tr("Parallax databases (*.parallax *.sqlite)")));
        if (path.isEmpty())
            return;
        if (Status s = m_session->saveCopy(path); !s)
            report(tr("Save a Copy"), s.error());
        else
            m_window->statusBar()->showMessage(tr("Saved a copy as %1").arg(path), 5000);
    });
    file->insertActions(first, {newDb, open});
    file->insertMenu(first, m_recent);
    file->insertAction(first, copy);
    file->insertSeparator(first);
}

void EditingUi::refreshRecent()
{
    m_recent->clear();
    for (const QString &path : EditSession::recentFiles())
        m_recent->addAction(
            QFileInfo(path).fileName() + QStringLiteral("  (") + path + u')', this, [this, path] { openFile(path); });
    m_recent->setEnabled(!m_recent->isEmpty());
}

void EditingUi::createEditMenu()
{
    QMenu *edit = new QMenu(tr("&Edit"), m_window->menuBar());
    const QList<QAction *> menus = m_window->menuBar()->actions();
    m_window->menuBar()->insertMenu(menus.size() > 1 ? menus[1] : nullptr, edit);
    m_undo = m_session->undoStack()->createUndoAction(edit, tr("&Undo"));
    m_undo->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Z));
    m_redo = m_session->undoStack()->createRedoAction(edit, tr("&Redo"));
    m_redo->setShortcuts({QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z), QKeySequence(Qt::CTRL | Qt::Key_Y)});
    edit->addAction(m_undo);
    edit->addAction(m_redo);
    edit->addSeparator();
    QAction *history = edit->addAction(tr("Undo &History"));
    connect(history, &QAction::triggered, this, [this] {
        m_historyDock->show();
        m_historyDock->raise();
    });
    edit->addSeparator();
    QAction *reference = edit->addAction(
        tr("&Places, People, Eras, Route…"), this, [this] { showReferenceEditor(m_window, m_session); });
    reference->setObjectName(QStringLiteral("referenceEditorAction"));
    // Undo and redo that fail (the file changed under us) are reported.
    connect(m_session->undoStack(), &QUndoStack::indexChanged, this, [this] {
        if (!EditCommand::lastError().isEmpty())
            m_window->statusBar()->showMessage(EditCommand::lastError(), 8000);
    });
    m_events = new EventEditing(m_window, m_session, edit);
    createInspector(edit);
}

// The inspector goes above the event's details, in the Event pane. What is
// typed there and not yet written is written before the Edit menu opens, so
// that Undo in it takes back what was just typed.
void EditingUi::createInspector(QMenu *editMenu)
{
    m_inspector = new EventInspector(m_session);
    auto *dock = m_window->findChild<QDockWidget *>(QStringLiteral("accountsDock"));
    QWidget *details = dock ? dock->widget() : nullptr;
    if (details) {
        auto *split = new QSplitter(Qt::Vertical, dock);
        split->setObjectName(QStringLiteral("eventSplit"));
        auto *scroll = new QScrollArea(split); // a low pane scrolls the form
        scroll->setWidgetResizable(true);
        scroll->setFrameShape(QFrame::NoFrame);
        showFocusFrame(scroll); // Tab stops here, the form's fields disabled until an event is chosen
        scroll->setWidget(m_inspector);
        split->addWidget(scroll);
        split->addWidget(details);
        split->setStretchFactor(0, 0);
        split->setStretchFactor(1, 1);
        split->setSizes({m_inspector->sizeHint().height(), details->sizeHint().height()});
        split->setChildrenCollapsible(false);
        new FormPaneFit(split, scroll);
        dock->setWidget(split);
    } else {
        m_inspector->setParent(m_window);
        m_inspector->hide();
    }
    connect(editMenu, &QMenu::aboutToShow, m_inspector, &EventInspector::flush);
}

void EditingUi::createSourceMenu()
{
    QMenu *menu = new QMenu(tr("&Source"), m_window->menuBar());
    const QList<QAction *> menus = m_window->menuBar()->actions();
    m_window->menuBar()->insertMenu(menus.size() > 2 ? menus[2] : nullptr, menu);
    QAction *add = menu->addAction(tr("&Add Source…"), this, &EditingUi::addSource);
    add->setObjectName(QStringLiteral("addSourceAction"));
    QAction *replace = menu->addAction(tr("&Replace Text…"), this, &EditingUi::replaceText);
    replace->setObjectName(QStringLiteral("replaceTextAction"));
    m_sourceProperties = menu->addAction(tr("Source &Properties…"), this, &EditingUi::editSourceProperties);
    m_sourceProperties->setObjectName(QStringLiteral("sourcePropertiesAction"));
    // Both act on the source in the reader: named there, and disabled while
    // the reader shows none (Replace did nothing, silently).
    connect(menu, &QMenu::aboutToShow, this, [this, replace] {
        const Source *source = m_session->model()->source(m_window->reader()->currentSourceId());
        replace->setEnabled(source && m_session->repository());
        replace->setText(source ? tr("&Replace Text of “%1”…").arg(shortSourceName(*source)) : tr("&Replace Text…"));
        m_sourceProperties->setEnabled(source && m_session->repository());
        m_sourceProperties->setText(
            source ? tr("&Properties of “%1”…").arg(shortSourceName(*source)) : tr("Source &Properties…"));
    });
    menu->addSeparator();
    m_cite = menu->addAction(tr("&Cite for Event…"), this, &EditingUi::citeSelection);
    m_cite->setObjectName(QStringLiteral("citeAction"));
    m_cite->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C));
    m_cite->setShortcutContext(Qt::WindowShortcut);
    m_window->addAction(m_cite);
}

void EditingUi::createDocks()
{
    auto *history = new QUndoView(m_session->undoStack());
    history->setObjectName(QStringLiteral("undoHistory"));
    history->setEmptyLabel(tr("As opened")); // the state before the first step in the list
    // Long steps ("Cite for new event “…”") wrap in the narrow dock instead
    // of running off under a horizontal scroll bar.
    history->setWordWrap(true);
    history->setResizeMode(QListView::Adjust);
    history->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_historyDock = new QDockWidget(tr("Undo History"), m_window);
    m_historyDock->setObjectName(QStringLiteral("undoHistoryDock"));
    m_historyDock->setWidget(history);
    m_window->addDockWidget(Qt::LeftDockWidgetArea, m_historyDock);
    m_historyDock->hide();

    auto *box = new QWidget;
    auto *layout = new QVBoxLayout(box);
    layout->setContentsMargins(4, 4, 4, 4);
    m_orphans = new QListWidget(box);
    m_orphans->setObjectName(QStringLiteral("orphanList"));
    auto *reanchor = new QPushButton(tr("Anchor to the Reader's Selection"), box);
    layout->addWidget(new QLabel(tr("Citations whose words were not found when their source's text was replaced. "
                                    "Select the passage in the source, then anchor the citation to it."),
        box));
    static_cast<QLabel *>(layout->itemAt(0)->widget())->setWordWrap(true);
    layout->addWidget(m_orphans, 1);
    layout->addWidget(reanchor);
    m_orphanDock = new QDockWidget(tr("Orphaned Citations"), m_window);
    m_orphanDock->setObjectName(QStringLiteral("orphanDock"));
    m_orphanDock->setWidget(box);
    m_window->addDockWidget(Qt::LeftDockWidgetArea, m_orphanDock);
    m_orphanDock->hide();
    connect(reanchor, &QPushButton::clicked, this, &EditingUi::reanchorOrphan);
    connect(m_orphans, &QListWidget::itemActivated, this,
        [this](QListWidgetItem *item) { m_window->reader()->showSource(item->data(Qt::UserRole + 1).toString()); });
}

void EditingUi::refreshOrphans()
{
    m_orphans->clear();
    if (!m_session->repository())
        return;
    auto list = m_session->repository()->orphanedAccounts();
    if (!list)
        return;
    const CorpusModel *model = m_session->model();
    for (const db::AccountRecord &r : list.value()) {
        // Named by the source's and the event's titles (they were ids).
        const Source *source = model->source(r.account.sourceId);
        const int event = model->eventIndex(r.eventId);
        const QString eventTitle
            = event >= 0 ? pickName(model->corpus().events[event].titles, model->displayLanguage()) : r.eventId;
        auto *item = new QListWidgetItem(tr("%1 — “%2” (event “%3”)")
                                             .arg(source ? shortSourceName(*source) : r.account.sourceId.str(),
                                                 r.account.quote().simplified(), eventTitle),
            m_orphans);
        item->setToolTip(item->text());
        item->setData(Qt::UserRole, r.account.id());
        item->setData(Qt::UserRole + 1, r.account.sourceId.str());
    }
    if (!list->isEmpty())
        m_orphanDock->show();
}

void EditingUi::reanchorOrphan()
{
    QListWidgetItem *item = m_orphans->currentItem();
    SourceReader *reader = m_window->reader();
    if (!item || !m_session->repository())
        return;
    auto before = m_session->repository()->account(item->data(Qt::UserRole).toString());
    const Source *source = m_session->model()->source(reader->currentSourceId());
    const QTextCursor cursor = reader->textView()->textCursor();
    if (!before || !source || source->id != before->account.sourceId || !cursor.hasSelection()) {
        report(tr("Orphaned Citations"), tr("Select the passage in this citation's source first."));
        return;
    }
    db::AccountRecord after = before.value();
    const QString text = m_session->model()->sourceText(source->id);
    const auto [from, to] = trimmedReaderSelection(text, cursor);
    if (from >= to) {
        report(tr("Orphaned Citations"), tr("Select the passage in this citation's source first."));
        return;
    }
    after.account.start = codePointIndexFromUtf16(text, from);
    after.account.end = codePointIndexFromUtf16(text, to);
    after.account.setQuote(text.mid(from, to - from));
    after.account.orphaned = false;
    if (Status s = m_session->push(new EditAccountCommand(m_session->repository(), before.value(), after)); !s)
        report(tr("Orphaned Citations"), s.error());
}

void EditingUi::connectReader()
{
    QPlainTextEdit *text = m_window->reader()->textView();
    // An empty reader in a new database says how a text comes in.
    auto hint = [this, text] {
        text->setPlaceholderText(m_session->model()->corpus().sources.isEmpty()
                ? tr("No sources yet: Source ▸ Add Source… adds a text from a file or pasted.")
                : QString());
    };
    connect(m_session->model(), &CorpusModel::corpusChanged, text, hint);
    hint();
    text->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(text, &QWidget::customContextMenuRequested, this, [this, text](const QPoint &at) {
        QMenu *menu = text->createStandardContextMenu(at);
        menu->addSeparator();
        QAction *cite = menu->addAction(tr("Cite for Event…"), this, &EditingUi::citeSelection);
        cite->setShortcut(m_cite->shortcut());
        cite->setEnabled(text->textCursor().hasSelection());
        m_events->addReaderActions(menu);
        menu->addSeparator();
        QAction *properties = menu->addAction(tr("Source Properties…"), this, &EditingUi::editSourceProperties);
        properties->setEnabled(
            m_session->repository() && m_session->model()->source(m_window->reader()->currentSourceId()));
        menu->exec(text->viewport()->mapToGlobal(at));
        delete menu;
    });
}

void EditingUi::citeSelection()
{
    SourceReader *reader = m_window->reader();
    const Source *source = m_session->model()->source(reader->currentSourceId());
    const QTextCursor cursor = reader->textView()->textCursor();
    if (!source || !cursor.hasSelection() || !m_session->repository()) {
        m_window->statusBar()->showMessage(tr("Select a passage in the source reader to cite it."), 5000);
        return;
    }
    const QString text = m_session->model()->sourceText(source->id);
    const auto [from, to] = trimmedReaderSelection(text, cursor);
    if (from >= to) {
        m_window->statusBar()->showMessage(tr("Select a passage in the source reader to cite it."), 5000);
        return;
    }
    const qsizetype start = codePointIndexFromUtf16(text, from);
    const qsizetype end = codePointIndexFromUtf16(text, to);
    CiteDialog dialog(m_session->model(), source->id, start, end, m_window);
    if (dialog.exec() != QDialog::Accepted)
        return;
    auto *command = new CiteCommand(m_session->repository(), dialog.eventId(), dialog.account(), dialog.newEvent());
    const QString eventId = command->eventId();
    if (Status s = m_session->push(command); !s) {
        report(tr("Cite for Event"), s.error());
        return;
    }
    m_session->model()->selectEventById(eventId);
}

void EditingUi::addSource()
{
    if (!m_session->repository())
        return;
    AddSourceDialog dialog(m_window);
    if (dialog.exec() != QDialog::Accepted)
        return;
    auto *command = new AddSourceCommand(m_session->repository(), dialog.source());
    const QString id = command->sourceId();
    if (Status s = m_session->push(command); !s) {
        report(tr("Add Source"), s.error());
        return;
    }
    // Shown where it can be read: the reader's tab may be behind the Event's.
    m_window->reader()->showSource(id);
    m_window->bringReaderToFront();
}

void EditingUi::replaceText()
{
    SourceReader *reader = m_window->reader();
    const QString id = reader->currentSourceId();
    const Source *source = m_session->model()->source(id);
    if (!source || !m_session->repository()) {
        m_window->statusBar()->showMessage(tr("Show the source whose text to replace in the Source reader."), 5000);
        return;
    }
    // Typed or pasted in place, or read from a file as Add Source reads one.
    ReplaceTextDialog dialog(*source, m_session->model()->sourceText(id), m_window);
    if (dialog.exec() != QDialog::Accepted || !m_session->repository())
        return;
    auto *command = new ReplaceTextCommand(m_session->repository(), id, dialog.text(), dialog.encoding());
    if (Status s = m_session->push(command); !s)
        return report(tr("Replace Text"), s.error());
    const auto &r = command->report();
    m_window->statusBar()->showMessage(tr("Citations: %1 exact, %2 moved, %3 fuzzy, %4 orphaned")
                                           .arg(r.count(AnchorOutcome::Exact))
                                           .arg(r.count(AnchorOutcome::Moved))
                                           .arg(r.count(AnchorOutcome::Fuzzy))
                                           .arg(r.count(AnchorOutcome::Orphaned)),
        10000);
}

void EditingUi::editSourceProperties()
{
    const QString id = m_window->reader()->currentSourceId();
    auto before = m_session->repository() ? m_session->repository()->source(id) : Result<Source>::failure({});
    if (!before) {
        m_window->statusBar()->showMessage(
            tr("Show the source whose properties to change in the Source reader."), 5000);
        return;
    }
    SourcePropertiesDialog dialog(before.value(), m_window);
    if (dialog.exec() != QDialog::Accepted || !dialog.changed())
        return; // nothing changed: no step on the undo stack
    if (Status s = m_session->push(new EditSourceCommand(m_session->repository(), before.value(), dialog.source())); !s)
        report(tr("Source Properties"), s.error());
}

void EditingUi::updateTitle()
{
    const QString path = m_session->path();
    if (path.isEmpty())
        return;
    const QString corpus = m_session->model()->corpus().title;
    const QString name = QFileInfo(path).fileName();
    m_window->setWindowTitle(corpus.isEmpty() || corpus == QFileInfo(path).completeBaseName()
            ? tr("%1 — Parallax").arg(name)
            : tr("%1 (%2) — Parallax").arg(corpus, name));
}

} // namespace parallax::ui
