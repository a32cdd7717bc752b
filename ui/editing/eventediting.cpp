#include "eventediting.h"

#include "accountdialog.h"
#include "editcommands.h"
#include "editsession.h"
#include "eventcommands.h"
#include "eventdialog.h"
#include "eventpicker.h"

#include <core/textoffsets.h>
#include <db/sqliterepository.h>
#include <ui/corpusmodel.h>
#include <ui/mainwindow.h>
#include <ui/reading/sourcereader.h>
#include <ui/tables/eventlist.h>
#include <ui/timeline/timelinewidget.h>

#include <QAction>
#include <QDialog>
#include <QDialogButtonBox>
#include <QInputDialog>
#include <QLabel>
#include <QMenu>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QStatusBar>
#include <QTableView>
#include <QVBoxLayout>

#include <algorithm>

namespace parallax::ui {

namespace {

QString shortQuote(const QString &quote, int longest = 80)
{
    const QString flat = quote.simplified();
    return flat.size() > longest ? flat.left(longest - 1) + u'…' : flat;
}

QString sourceName(const CorpusModel *model, const QString &sourceId)
{
    const Source *s = model->source(sourceId);
    return s ? shortSourceName(*s) : sourceId;
}

// The sources citing an event, each named once, in the event's order.
QStringList citingSources(const CorpusModel *model, const Event &e)
{
    QStringList names;
    for (const Account &a : e.accounts)
        if (const QString n = sourceName(model, a.sourceId); !names.contains(n))
            names << n;
    return names;
}

bool sameFields(const Event &a, const Event &b)
{
    return a.titles == b.titles && a.date == b.date && a.placeId == b.placeId && a.eraId == b.eraId
        && a.category == b.category && a.importance == b.importance && a.personIds() == b.personIds()
        && a.summaryEn() == b.summaryEn();
}

// The selection of a plain text edit without the white space at its ends,
// as UTF-16 positions; empty when only white space is selected.
std::pair<int, int> trimmedSelection(const QString &text, const QTextCursor &cursor)
{
    int from = cursor.selectionStart(), to = cursor.selectionEnd();
    while (from < to && text.at(from).isSpace())
        ++from;
    while (to > from && text.at(to - 1).isSpace())
        --to;
    return {from, to};
}

} // namespace

EventEditing::EventEditing(MainWindow *window, EditSession *session, QMenu *editMenu)
    : QObject(window)
    , m_window(window)
    , m_session(session)
{
    setObjectName(QStringLiteral("eventEditing"));
    createActions(editMenu);
    connectContextMenus();
    connect(session->model(), &CorpusModel::selectionChanged, this, &EventEditing::updateActions);
    connect(session->model(), &CorpusModel::corpusChanged, this, &EventEditing::updateActions);
    connect(session->model(), &CorpusModel::eventsChanged, this, &EventEditing::updateActions);
    connect(session, &EditSession::opened, this, &EventEditing::updateActions);
    updateActions();
}

void EventEditing::createActions(QMenu *menu)
{
    auto make = [&](const QString &text, const char *name, const QKeySequence &keys, void (EventEditing::*slot)()) {
        auto *a = new QAction(text, menu);
        a->setObjectName(QLatin1String(name));
        if (!keys.isEmpty())
            a->setShortcut(keys);
        a->setShortcutContext(Qt::WindowShortcut);
        connect(a, &QAction::triggered, this, slot);
        m_window->addAction(a);
        return a;
    };
    m_newEvent = make(tr("&New Event…"), "newEventAction", QKeySequence(tr("Ctrl+Shift+N")), &EventEditing::newEvent);
    m_editEvent = make(tr("Edit &Event…"), "editEventAction", QKeySequence(Qt::Key_F2), &EventEditing::editEvent);
    m_editAccount
        = make(tr("Edit &Account…"), "editAccountAction", QKeySequence(tr("Shift+F2")), &EventEditing::editAccount);
    m_changePassage = make(tr("Change Cited &Passage"), "changePassageAction", QKeySequence(tr("Ctrl+Shift+P")),
        &EventEditing::changeCitedPassage);
    m_merge = make(tr("&Merge Events…"), "mergeEventsAction", {}, &EventEditing::mergeEvents);
    m_deleteEvent = make(
        tr("&Delete Event…"), "deleteEventAction", QKeySequence(tr("Ctrl+Shift+Del")), &EventEditing::deleteEvent);
    m_deleteAccount = make(tr("Delete Accou&nt…"), "deleteAccountAction", {}, &EventEditing::deleteAccount);
    menu->addSeparator();
    menu->addActions({m_newEvent, m_editEvent, m_editAccount, m_changePassage});
    menu->addSeparator();
    menu->addActions({m_merge, m_deleteEvent, m_deleteAccount});
}

QMenu *EventEditing::eventMenu(QWidget *parent)
{
    auto *menu = new QMenu(parent);
    menu->addActions({m_editEvent, m_editAccount, m_newEvent});
    menu->addSeparator();
    menu->addActions({m_merge, m_deleteEvent, m_deleteAccount});
    return menu;
}

void EventEditing::connectContextMenus()
{
    TimelineWidget *timeline = m_window->timeline();
    timeline->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(timeline, &QWidget::customContextMenuRequested, this, [this, timeline](const QPoint &at) {
        if (const int event = timeline->eventAt(at); event >= 0)
            m_session->model()->selectEvent(event);
        QMenu *menu = eventMenu(timeline);
        menu->exec(timeline->mapToGlobal(at));
        delete menu;
    });
    QTableView *list = m_window->eventList()->view();
    list->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(list, &QWidget::customContextMenuRequested, this, [this, list](const QPoint &at) {
        if (const QModelIndex index = list->indexAt(at); index.isValid())
            list->setCurrentIndex(index); // selects its event
        QMenu *menu = eventMenu(list);
        menu->exec(list->viewport()->mapToGlobal(at));
        delete menu;
    });
}

void EventEditing::addReaderActions(QMenu *menu)
{
    const bool selected = m_window->reader()->textView()->textCursor().hasSelection();
    QAction *change = menu->addAction(m_changePassage->text(), this, &EventEditing::changeCitedPassage);
    change->setShortcut(m_changePassage->shortcut());
    change->setEnabled(selected && m_changePassage->isEnabled());
    QAction *edit = menu->addAction(m_editAccount->text(), this, &EventEditing::editAccount);
    edit->setShortcut(m_editAccount->shortcut());
    edit->setEnabled(m_editAccount->isEnabled());
}

void EventEditing::updateActions()
{
    const bool open = m_session->repository() != nullptr;
    const int selected = m_session->model()->selectedEvent();
    const bool event = open && selected >= 0;
    const bool accounts = event && !m_session->model()->corpus().events[selected].accounts.isEmpty();
    m_newEvent->setEnabled(open);
    m_editEvent->setEnabled(event);
    m_deleteEvent->setEnabled(event);
    m_merge->setEnabled(event && m_session->model()->corpus().events.size() > 1);
    m_editAccount->setEnabled(accounts);
    m_changePassage->setEnabled(accounts);
    m_deleteAccount->setEnabled(accounts);
}

QString EventEditing::selectedEventId() const
{
    const int selected = m_session->model()->selectedEvent();
    return selected >= 0 ? m_session->model()->corpus().events[selected].id : QString();
}

void EventEditing::status(const QString &message)
{
    m_window->statusBar()->showMessage(message, 6000);
}

bool EventEditing::push(QUndoCommand *command, const QString &what)
{
    if (Status s = m_session->push(command); !s) {
        QMessageBox::warning(m_window, what, s.error());
        return false;
    }
    return true;
}

std::optional<db::AccountRecord> EventEditing::currentAccount(bool ask)
{
    const CorpusModel *model = m_session->model();
    const int selected = model->selectedEvent();
    if (selected < 0 || !m_session->repository()) {
        status(tr("Select an event first."));
        return std::nullopt;
    }
    const Event e = *model->eventWithWords(selected); // a copy: the chooser below runs the event loop
    SourceReader *reader = m_window->reader();
    QList<const Account *> here;
    for (const Account &a : e.accounts)
        if (a.sourceId == reader->currentSourceId())
            here << &a;
    const Account *chosen = nullptr;
    const Source *source = model->source(reader->currentSourceId());
    if (!here.isEmpty() && source) {
        // The one the reader's selection or cursor overlaps most; else the
        // one the reader highlights.
        const QTextCursor c = reader->textView()->textCursor();
        const qsizetype from = codePointIndexFromUtf16(source->text, c.selectionStart());
        const qsizetype to = codePointIndexFromUtf16(source->text, c.selectionEnd());
        const CodePointMap map(source->text);
        qsizetype best = -1;
        for (const Account *a : std::as_const(here)) {
            const qsizetype overlap = std::min<qsizetype>(to, a->end) - std::max<qsizetype>(from, a->start);
            const bool highlighted = reader->highlightedRange()
                == std::pair<int, int>(int(map.toUtf16(a->start)), int(map.toUtf16(a->end)));
            const qsizetype score = overlap >= 0 ? overlap + 2 : (highlighted ? 1 : 0);
            if (score > best) {
                best = score;
                chosen = a;
            }
        }
    } else if (e.accounts.size() == 1) {
        chosen = &e.accounts.first();
    } else if (e.accounts.isEmpty()) {
        status(tr("“%1” has no accounts yet.").arg(pickName(e.titles, model->displayLanguage())));
        return std::nullopt;
    } else if (ask) {
        QStringList items;
        for (const Account &a : e.accounts)
            items << tr("%1: “%2”").arg(sourceName(model, a.sourceId), shortQuote(a.quote()));
        bool ok = false;
        const QString item = QInputDialog::getItem(m_window, tr("Choose an Account"),
            tr("“%1” has several accounts. Which one?").arg(pickName(e.titles, model->displayLanguage())), items, 0,
            false, &ok);
        if (!ok)
            return std::nullopt;
        chosen = &e.accounts[items.indexOf(item)];
    } else {
        status(tr("Show the account's source in the reader first."));
        return std::nullopt;
    }
    auto record = m_session->repository()->account(chosen->id());
    if (!record) {
        status(record.error());
        return std::nullopt;
    }
    return record.value();
}

// --- the commands ------------------------------------------------------------

void EventEditing::newEvent()
{
    if (!m_session->repository())
        return;
    Event blank;
    EventDialog dialog(m_session->model(), blank, m_window);
    if (dialog.exec() != QDialog::Accepted)
        return;
    auto *command = new AddEventCommand(m_session->repository(), dialog.event());
    const QString id = command->eventId();
    if (push(command, tr("New Event")))
        m_session->model()->selectEventById(id);
}

void EventEditing::editEvent()
{
    const QString id = selectedEventId();
    if (id.isEmpty() || !m_session->repository())
        return status(tr("Select an event first."));
    auto before = m_session->repository()->event(id);
    if (!before)
        return status(before.error());
    EventDialog dialog(m_session->model(), before.value(), m_window);
    if (dialog.exec() != QDialog::Accepted)
        return;
    const Event after = dialog.event();
    if (sameFields(before.value(), after))
        return;
    push(new EditEventCommand(m_session->repository(), before.value(), after), tr("Edit Event"));
}

void EventEditing::editAccount()
{
    const auto before = currentAccount(true);
    if (!before)
        return;
    AccountDialog dialog(m_session->model(), before.value(), m_window);
    if (dialog.exec() != QDialog::Accepted)
        return;
    const db::AccountRecord after = dialog.record();
    db::Repository *repo = m_session->repository();
    if (after.eventId != before->eventId) {
        if (push(new MoveAccountCommand(repo, before.value(), after), tr("Edit Account")))
            m_session->model()->selectEventById(after.eventId);
        return;
    }
    const Account &a = before->account, &b = after.account;
    if (a.claimedDate == b.claimedDate && a.dateText() == b.dateText() && a.glossEn() == b.glossEn()
        && a.noteEn() == b.noteEn())
        return;
    push(new EditAccountCommand(repo, before.value(), after), tr("Edit Account"));
}

void EventEditing::changeCitedPassage()
{
    SourceReader *reader = m_window->reader();
    const CorpusModel *model = m_session->model();
    const Source *source = model->source(reader->currentSourceId());
    const QTextCursor cursor = reader->textView()->textCursor();
    const int selected = model->selectedEvent();
    if (!source || !cursor.hasSelection() || selected < 0 || !m_session->repository())
        return status(tr("Select an event, then the new passage in the source reader."));
    const Event &e = model->corpus().events[selected];
    const bool cited
        = std::any_of(e.accounts.begin(), e.accounts.end(), [&](const Account &a) { return a.sourceId == source->id; });
    if (!cited) {
        QMessageBox::warning(m_window, tr("Change Cited Passage"),
            e.accounts.isEmpty()
                ? tr("“%1” has no account to change; use Cite for Event to cite this passage.")
                      .arg(pickName(e.titles, model->displayLanguage()))
                : tr("The selection is in “%1”, which no account of “%2” cites. Select the new passage in the "
                     "source of the account to change (%3).")
                      .arg(shortSourceName(*source), pickName(e.titles, model->displayLanguage()),
                          citingSources(model, e).join(tr(", "))));
        return;
    }
    const auto before = currentAccount(false);
    if (!before)
        return;
    const auto [from, to] = trimmedSelection(source->text, cursor);
    if (from >= to)
        return status(tr("Select the new passage in the source reader."));
    db::AccountRecord after = before.value();
    after.account.start = codePointIndexFromUtf16(source->text, from);
    after.account.end = codePointIndexFromUtf16(source->text, to);
    after.account.setQuote(source->text.mid(from, to - from));
    after.account.orphaned = false;
    if (after.account.start == before->account.start && after.account.end == before->account.end)
        return status(tr("The account already cites this passage."));
    auto *command = new EditAccountCommand(m_session->repository(), before.value(), after);
    command->setText(tr("Change cited passage of %1").arg(shortSourceName(*source)));
    push(command, tr("Change Cited Passage"));
}

QString EventEditing::deleteEventQuestion(const Event &event, const QList<Source> &sources)
{
    const QString title = pickName(event.titles, QStringLiteral("en"));
    if (event.accounts.isEmpty())
        return tr("Delete the event “%1” (%2)? It has no accounts.").arg(title, event.date.toDisplayString());
    QStringList lines;
    for (const Account &a : event.accounts) {
        QString name = a.sourceId;
        for (const Source &s : sources)
            if (s.id == a.sourceId)
                name = shortSourceName(s);
        if (lines.size() == 8) {
            lines << tr("• and %1 more").arg(event.accounts.size() - 8);
            break;
        }
        lines << tr("• %1: “%2”").arg(name, shortQuote(a.quote()));
    }
    const QString question = event.accounts.size() == 1
        ? tr("Delete the event “%1” (%2) and its account?").arg(title, event.date.toDisplayString())
        : tr("Delete the event “%1” (%2) and its %3 accounts?")
              .arg(title, event.date.toDisplayString())
              .arg(event.accounts.size());
    return question + QStringLiteral("\n\n") + lines.join(u'\n') + QStringLiteral("\n\n")
        + tr("Undo (Ctrl+Z) brings them back.");
}

void EventEditing::deleteEvent()
{
    const QString id = selectedEventId();
    if (id.isEmpty() || !m_session->repository())
        return status(tr("Select an event first."));
    auto event = m_session->repository()->event(id);
    if (!event)
        return status(event.error());
    const auto answer = QMessageBox::question(m_window, tr("Delete Event"),
        deleteEventQuestion(event.value(), m_session->model()->corpus().sources),
        QMessageBox::Yes | QMessageBox::Cancel, QMessageBox::Cancel);
    if (answer == QMessageBox::Yes)
        push(new RemoveEventCommand(m_session->repository(), id), tr("Delete Event"));
}

void EventEditing::deleteAccount()
{
    const auto record = currentAccount(true);
    if (!record)
        return;
    const CorpusModel *model = m_session->model();
    const int event = model->eventIndex(record->eventId);
    const QString title
        = event >= 0 ? pickName(model->corpus().events[event].titles, model->displayLanguage()) : record->eventId;
    const auto answer = QMessageBox::question(m_window, tr("Delete Account"),
        tr("Delete the account of “%1” from %2?\n\n“%3”\n\nThe source's text stays; undo (Ctrl+Z) brings the "
           "account back.")
            .arg(title, sourceName(model, record->account.sourceId), shortQuote(record->account.quote(), 240)),
        QMessageBox::Yes | QMessageBox::Cancel, QMessageBox::Cancel);
    if (answer == QMessageBox::Yes)
        push(new RemoveAccountCommand(m_session->repository(), record->account.id()), tr("Delete Account"));
}

void EventEditing::mergeEvents()
{
    const QString keptId = selectedEventId();
    if (keptId.isEmpty() || !m_session->repository())
        return status(tr("Select the event to keep first."));
    const CorpusModel *model = m_session->model();
    const Event &kept = model->corpus().events[model->selectedEvent()];
    const QString keptTitle = pickName(kept.titles, model->displayLanguage());

    QDialog dialog(m_window);
    dialog.setObjectName(QStringLiteral("mergeDialog"));
    dialog.setWindowTitle(tr("Merge Events"));
    auto *layout = new QVBoxLayout(&dialog);
    auto *intro = new QLabel(tr("Choose the event to merge into “%1”. Its accounts join those of “%1”, which keeps "
                                "its own titles, date, place and other fields; the chosen event is deleted.")
                                 .arg(keptTitle),
        &dialog);
    intro->setWordWrap(true);
    auto *picker = new EventPicker(model, &dialog);
    picker->exclude(keptId);
    auto *what = new QLabel(&dialog);
    what->setWordWrap(true);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, &dialog);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("Merge"));
    layout->addWidget(intro);
    layout->addWidget(picker, 1);
    layout->addWidget(what);
    layout->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::accepted, &dialog, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
    auto describe = [&](const QString &goneId) {
        const int gone = model->eventIndex(goneId);
        buttons->button(QDialogButtonBox::Ok)->setEnabled(gone >= 0);
        if (gone < 0)
            return what->setText(tr("No event chosen."));
        const Event &e = model->corpus().events[gone];
        const QString title = pickName(e.titles, model->displayLanguage());
        what->setText(e.accounts.isEmpty() ? tr("“%1” will be deleted; it has no accounts.").arg(title)
                : e.accounts.size() == 1
                ? tr("“%1” will be deleted; its account will belong to “%2”.").arg(title, keptTitle)
                : tr("“%1” will be deleted; its %2 accounts will belong to “%3”.")
                      .arg(title)
                      .arg(e.accounts.size())
                      .arg(keptTitle));
    };
    connect(picker, &EventPicker::currentEventChanged, &dialog, describe);
    describe(picker->currentEvent());
    dialog.resize(620, 480);
    picker->setFocus();
    if (dialog.exec() != QDialog::Accepted || picker->currentEvent().isEmpty())
        return;
    if (push(new MergeEventsCommand(m_session->repository(), keptId, picker->currentEvent()), tr("Merge Events")))
        m_session->model()->selectEventById(keptId);
}

} // namespace parallax::ui
