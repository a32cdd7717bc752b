// Editing in the window: every undoable command done, undone and redone
// against a real database; the cite dialog and the add-source dialog; and
// citing a passage by selecting it in the source reader.
#include "../qtprint.h"

#include <db/database.h>
#include <db/search.h>
#include <db/sqliterepository.h>
#include <ui/corpusmodel.h>
#include <ui/editing/addsourcedialog.h>
#include <ui/editing/citedialog.h>
#include <ui/editing/editcommands.h>
#include <ui/editing/editingui.h>
#include <ui/editing/editsession.h>
#include <ui/editing/sourcetextinput.h>
#include <ui/mainwindow.h>
#include <ui/reading/comparisonview.h>
#include <ui/reading/sourcereader.h>

#include <gtest/gtest.h>

#include <QApplication>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDockWidget>
#include <QLineEdit>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QSplitter>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QUndoStack>

#include <functional>

using namespace parallax;
using namespace parallax::ui;

namespace {

const QString kText
    = QStringLiteral("The Last Days at Fontainebleau\n"
                     "On 6 April 1814 the Emperor signed his abdication in the palace of Fontainebleau.\n"
                     "In the night of 12 to 13 April he took poison, but the dose failed.\n");

struct Session
{
    QTemporaryDir dir;
    CorpusModel model;
    EditSession session {&model};

    Session() { EXPECT_TRUE(session.create(dir.filePath(QStringLiteral("t.parallax"))).ok()); }
    db::SqliteRepository *repo() const { return session.repository(); }
    QUndoStack *undo() const { return session.undoStack(); }

    QString addSource()
    {
        Source s;
        s.id = QStringLiteral("lastdays");
        s.title = QStringLiteral("The Last Days");
        s.language = QStringLiteral("en");
        s.text = kText;
        EXPECT_TRUE(session.push(new AddSourceCommand(repo(), s)).ok());
        return s.id;
    }

    Account citation(const QString &words) const
    {
        Account a;
        a.sourceId = QStringLiteral("lastdays");
        a.setQuote(words);
        a.start = kText.indexOf(words);
        a.end = a.start + words.size();
        return a;
    }

    static Event event(const QString &id, const QString &title, const char *date)
    {
        Event e;
        e.id = id;
        e.titles.insert(QStringLiteral("en"), title);
        e.date = HistoricalDate::parse(QString::fromLatin1(date)).value();
        return e;
    }

    int events() const { return int(model.corpus().events.size()); }
    int accounts() const
    {
        int n = 0;
        for (const Event &e : model.corpus().events)
            n += int(e.accounts.size());
        return n;
    }
};

// Selects `words` in the reader, as a mouse drag would; where they start.
int selectInReader(MainWindow &window, const QString &words)
{
    QPlainTextEdit *view = window.reader()->textView();
    QTextCursor c = view->textCursor();
    const int from = int(kText.indexOf(words));
    c.setPosition(from);
    c.setPosition(from + int(words.size()), QTextCursor::KeepAnchor);
    view->setTextCursor(c);
    return from;
}

// Triggers Cite and lets `answer` fill in the dialog that opens, then
// accepts it; false when no dialog opened.
bool citeThroughDialog(EditingUi &editing, const std::function<void(CiteDialog *)> &answer)
{
    bool sawDialog = false;
    QTimer::singleShot(0, [&] {
        auto *dialog = qobject_cast<CiteDialog *>(QApplication::activeModalWidget());
        if (!dialog)
            return;
        sawDialog = true;
        answer(dialog);
        dialog->accept();
    });
    editing.citeAction()->trigger();
    return sawDialog;
}

} // namespace

TEST(EditCommands, AddSourceDoUndoRedo)
{
    Session s;
    s.addSource();
    EXPECT_NE(s.model.source(QStringLiteral("lastdays")), nullptr);
    s.undo()->undo();
    EXPECT_EQ(s.model.source(QStringLiteral("lastdays")), nullptr);
    EXPECT_FALSE(s.repo()->source(QStringLiteral("lastdays")).ok());
    s.undo()->redo();
    ASSERT_NE(s.model.source(QStringLiteral("lastdays")), nullptr);
    EXPECT_EQ(s.model.source(QStringLiteral("lastdays"))->text, kText);
}

TEST(EditCommands, CiteForANewEventDoUndoRedoKeepsIds)
{
    Session s;
    s.addSource();
    auto *cite = new CiteCommand(s.repo(), {}, s.citation(QStringLiteral("he took poison")),
        Session::event({}, QStringLiteral("Poison"), "1814-04-13"));
    const QString account = cite->accountId(), event = cite->eventId();
    ASSERT_TRUE(s.session.push(cite).ok());
    EXPECT_EQ(s.events(), 1);
    EXPECT_EQ(s.accounts(), 1);
    s.undo()->undo();
    EXPECT_EQ(s.events(), 0);
    EXPECT_FALSE(s.repo()->account(account).ok());
    s.undo()->redo();
    EXPECT_TRUE(s.repo()->account(account).ok());
    EXPECT_EQ(s.repo()->account(account)->eventId, event);
    EXPECT_EQ(s.model.corpus().events.first().accounts.first().quote(), QStringLiteral("he took poison"));
}

TEST(EditCommands, AFailingCommandIsNotPushedAndChangesNothing)
{
    Session s;
    s.addSource();
    Account wrong = s.citation(QStringLiteral("he took poison"));
    wrong.setQuote(QStringLiteral("he took opium!"));
    const int before = s.undo()->count();
    const Status st
        = s.session.push(new CiteCommand(s.repo(), {}, wrong, Session::event({}, QStringLiteral("X"), "1814")));
    EXPECT_FALSE(st.ok());
    EXPECT_EQ(s.undo()->count(), before);
    EXPECT_EQ(s.events(), 0); // the new event was taken back
}

TEST(EditCommands, EditAccountMergesTypingAndUndoes)
{
    Session s;
    s.addSource();
    ASSERT_TRUE(s.session
                    .push(new AddEventCommand(
                        s.repo(), Session::event(QStringLiteral("abd"), QStringLiteral("Abdication"), "1814-04-06")))
                    .ok());
    auto *cite = new CiteCommand(s.repo(), QStringLiteral("abd"), s.citation(QStringLiteral("signed his abdication")));
    const QString id = cite->accountId();
    ASSERT_TRUE(s.session.push(cite).ok());
    const int steps = s.undo()->count();
    db::AccountRecord before = s.repo()->account(id).value();
    db::AccountRecord typed = before;
    for (const QString &g : {QStringLiteral("He"), QStringLiteral("He si"), QStringLiteral("He signed")}) {
        typed.account.setGlossEn(g);
        ASSERT_TRUE(s.session.push(new EditAccountCommand(s.repo(), before, typed, QStringLiteral("gloss"))).ok());
        before = typed;
    }
    EXPECT_EQ(s.undo()->count(), steps + 1); // one step for the typing
    EXPECT_EQ(s.repo()->account(id)->account.glossEn(), QStringLiteral("He signed"));
    typed.account.claimedDate = HistoricalDate::parse(QStringLiteral("1814-04-04")).value();
    s.undo()->undo();
    EXPECT_EQ(s.repo()->account(id)->account.glossEn(), QString());
    s.undo()->redo();
    EXPECT_EQ(s.repo()->account(id)->account.glossEn(), QStringLiteral("He signed"));
}

TEST(EditCommands, EditEventAndRemoveEventWithItsAccounts)
{
    Session s;
    s.addSource();
    const Event e = Session::event(QStringLiteral("abd"), QStringLiteral("Abdication"), "1814-04-06");
    ASSERT_TRUE(s.session.push(new AddEventCommand(s.repo(), e)).ok());
    ASSERT_TRUE(
        s.session
            .push(new CiteCommand(s.repo(), QStringLiteral("abd"), s.citation(QStringLiteral("signed his abdication"))))
            .ok());
    ASSERT_TRUE(
        s.session.push(new CiteCommand(s.repo(), QStringLiteral("abd"), s.citation(QStringLiteral("Fontainebleau."))))
            .ok());
    Event renamed = s.repo()->event(QStringLiteral("abd")).value();
    renamed.titles.insert(QStringLiteral("en"), QStringLiteral("First abdication"));
    ASSERT_TRUE(
        s.session.push(new EditEventCommand(s.repo(), s.repo()->event(QStringLiteral("abd")).value(), renamed)).ok());
    EXPECT_EQ(s.model.corpus().events.first().titles.value(QStringLiteral("en")), QStringLiteral("First abdication"));
    const QStringList order = {s.repo()->event(QStringLiteral("abd"))->accounts[0].id(),
        s.repo()->event(QStringLiteral("abd"))->accounts[1].id()};
    ASSERT_TRUE(s.session.push(new RemoveEventCommand(s.repo(), QStringLiteral("abd"))).ok());
    EXPECT_EQ(s.events(), 0);
    s.undo()->undo();
    auto back = s.repo()->event(QStringLiteral("abd"));
    ASSERT_TRUE(back.ok());
    ASSERT_EQ(back->accounts.size(), 2);
    EXPECT_EQ(back->accounts[0].id(), order[0]);
    EXPECT_EQ(back->accounts[1].id(), order[1]);
    s.undo()->undo(); // the rename
    EXPECT_EQ(s.repo()->event(QStringLiteral("abd"))->titles.value(QStringLiteral("en")), QStringLiteral("Abdication"));
    s.undo()->redo();
    s.undo()->redo();
    EXPECT_EQ(s.events(), 0);
}

TEST(EditCommands, RemoveAccountPutsItBackInItsPlace)
{
    Session s;
    s.addSource();
    ASSERT_TRUE(
        s.session
            .push(new AddEventCommand(s.repo(), Session::event(QStringLiteral("abd"), QStringLiteral("A"), "1814")))
            .ok());
    for (const char *w : {"On 6 April 1814", "signed his abdication", "Fontainebleau."})
        ASSERT_TRUE(
            s.session.push(new CiteCommand(s.repo(), QStringLiteral("abd"), s.citation(QLatin1String(w)))).ok());
    const QString middle = s.repo()->event(QStringLiteral("abd"))->accounts[1].id();
    ASSERT_TRUE(s.session.push(new RemoveAccountCommand(s.repo(), middle)).ok());
    EXPECT_EQ(s.repo()->event(QStringLiteral("abd"))->accounts.size(), 2);
    s.undo()->undo();
    EXPECT_EQ(s.repo()->event(QStringLiteral("abd"))->accounts[1].id(), middle);
    s.undo()->redo();
    EXPECT_FALSE(s.repo()->account(middle).ok());
}

TEST(EditCommands, ReplaceTextReanchorsAndUndoRestoresSpans)
{
    Session s;
    s.addSource();
    ASSERT_TRUE(s.session
                    .push(new AddEventCommand(
                        s.repo(), Session::event(QStringLiteral("p"), QStringLiteral("Poison"), "1814-04-13")))
                    .ok());
    auto *cite = new CiteCommand(s.repo(), QStringLiteral("p"), s.citation(QStringLiteral("the dose failed")));
    const QString id = cite->accountId();
    ASSERT_TRUE(s.session.push(cite).ok());
    const qsizetype oldStart = s.repo()->account(id)->account.start;
    auto *replace = new ReplaceTextCommand(
        s.repo(), QStringLiteral("lastdays"), QStringLiteral("Preface.\n") + kText, QStringLiteral("UTF-8"));
    ASSERT_TRUE(s.session.push(replace).ok());
    EXPECT_EQ(replace->report().count(AnchorOutcome::Moved), 1);
    EXPECT_EQ(s.repo()->account(id)->account.start, oldStart + 9);
    s.undo()->undo();
    EXPECT_EQ(s.repo()->account(id)->account.start, oldStart);
    EXPECT_EQ(s.model.source(QStringLiteral("lastdays"))->text, kText);
    s.undo()->redo();
    EXPECT_EQ(s.repo()->account(id)->account.start, oldStart + 9);
}

TEST(EditCommands, PlaceUpdateUndoes)
{
    Session s;
    Place p;
    p.id = QStringLiteral("elba");
    p.names.insert(QStringLiteral("en"), QStringLiteral("Elba"));
    ASSERT_TRUE(s.repo()->addPlace(p).ok());
    Place moved = p;
    moved.lat = 42.8;
    moved.lon = 10.3;
    ASSERT_TRUE(s.session
                    .push(new UpdateCommand<Place>(
                        s.repo(), QStringLiteral("Move Elba"), p, moved, &db::Repository::updatePlace))
                    .ok());
    EXPECT_DOUBLE_EQ(s.model.place(QStringLiteral("elba"))->lat, 42.8);
    s.undo()->undo();
    EXPECT_DOUBLE_EQ(s.model.place(QStringLiteral("elba"))->lat, 0.0);
}

TEST(CiteDialog, ProposesTheDateOfTheSelectionAndValidatesAsTyped)
{
    Session s;
    s.addSource();
    const QString words = QStringLiteral("On 6 April 1814 the Emperor signed");
    const qsizetype at = kText.indexOf(words);
    CiteDialog dialog(&s.model, QStringLiteral("lastdays"), at, at + words.size());
    EXPECT_EQ(dialog.claimedEdit()->text(), QStringLiteral("1814-04-06"));
    EXPECT_TRUE(dialog.dateWordsEdit()->text().contains(QLatin1String("6 April 1814")))
        << dialog.dateWordsEdit()->text().toStdString();
    // No event yet: a new one is needed.
    EXPECT_FALSE(dialog.problem().isEmpty());
    dialog.newEventChoice()->setChecked(true);
    dialog.newTitleEdit()->setText(QStringLiteral("Abdication"));
    EXPECT_TRUE(dialog.problem().isEmpty()) << dialog.problem().toStdString();
    dialog.claimedEdit()->setText(QStringLiteral("1814-13"));
    EXPECT_FALSE(dialog.problem().isEmpty());
    dialog.claimedEdit()->setText(QStringLiteral("1814-04-06"));
    EXPECT_EQ(dialog.newEvent()->date.toEdtf(), QStringLiteral("1814-04-06"));
    EXPECT_EQ(dialog.account().quote(), words);
}

TEST(AddSourceDialog, DetectsGb18030AndRefusesAWrongEncoding)
{
    AddSourceDialog dialog;
    ASSERT_TRUE(dialog.loadFile(QStringLiteral(PARALLAX_TEST_DATA "/napoleon-zh-gb18030.txt")));
    EXPECT_EQ(dialog.encodingBox()->currentText(), QStringLiteral("GB18030"));
    EXPECT_TRUE(dialog.preview()->toPlainText().contains(QStringLiteral("枫丹白露")));
    EXPECT_EQ(dialog.languageBox()->currentText(), QStringLiteral("zh"));
    EXPECT_TRUE(dialog.problem().isEmpty()) << dialog.problem().toStdString();
    dialog.encodingBox()->setCurrentText(QStringLiteral("UTF-8"));
    EXPECT_FALSE(dialog.problem().isEmpty());
    dialog.encodingBox()->setCurrentText(QStringLiteral("GB18030"));
    const Source src = dialog.source();
    EXPECT_TRUE(src.text.startsWith(QStringLiteral("拿破仑传")));
    EXPECT_TRUE(src.reference.contains(QLatin1String("\"type\":\"book\"")));
}

// The file's path can be typed or pasted as well as chosen with Browse (the
// field looked editable and ignored what was typed: walkthrough).
TEST(AddSourceDialog, ATypedPathIsReadAsAChosenOne)
{
    AddSourceDialog dialog;
    QLineEdit *path = dialog.textInput()->pathEdit();
    ASSERT_FALSE(path->isReadOnly());
    path->setFocus();
    QTest::keyClicks(path, QStringLiteral(PARALLAX_TEST_DATA "/napoleon-zh-gb18030.txt"));
    QTest::keyClick(path, Qt::Key_Return);
    EXPECT_EQ(dialog.encodingBox()->currentText(), QStringLiteral("GB18030"));
    EXPECT_TRUE(dialog.preview()->toPlainText().contains(QStringLiteral("枫丹白露")));
    EXPECT_TRUE(dialog.problem().isEmpty()) << dialog.problem().toStdString();
}

TEST(CiteBySelection, SelectingAPassageAndCitingItShowsTheAccountEverywhere)
{
    Session s;
    MainWindow window(&s.model);
    EditingUi editing(&window, &s.session);
    window.resize(1300, 800);
    window.show();
    s.addSource();
    window.reader()->showSource(QStringLiteral("lastdays"));
    QApplication::processEvents();
    EXPECT_TRUE(window.windowTitle().contains(QLatin1String("t.parallax"))) << window.windowTitle().toStdString();

    selectInReader(window, QStringLiteral("he took poison"));

    ASSERT_TRUE(citeThroughDialog(editing, [](CiteDialog *dialog) {
        // The date is in the words just before the selection.
        EXPECT_TRUE(dialog->claimedEdit()->text().startsWith(QLatin1String("1814-04-1")))
            << dialog->claimedEdit()->text().toStdString();
        dialog->newEventChoice()->setChecked(true);
        dialog->newTitleEdit()->setText(QStringLiteral("Poison at Fontainebleau"));
        dialog->glossEdit()->setText(QStringLiteral("an attempt on his own life"));
    }));
    ASSERT_EQ(s.events(), 1);
    const Event &e = s.model.corpus().events.first();
    EXPECT_EQ(e.titles.value(QStringLiteral("en")), QStringLiteral("Poison at Fontainebleau"));
    ASSERT_EQ(e.accounts.size(), 1);
    EXPECT_EQ(e.accounts.first().quote(), QStringLiteral("he took poison"));
    EXPECT_EQ(s.model.selectedEvent(), 0); // the new event is shown
    auto hits = db::search(s.repo()->database(), QStringLiteral("own life"));
    ASSERT_TRUE(hits.ok());
    EXPECT_EQ(hits->events.size(), 1);

    editing.undoAction()->trigger();
    EXPECT_EQ(s.events(), 0);
    editing.redoAction()->trigger();
    EXPECT_EQ(s.events(), 1);
}

// Citing a passage for an event already there, then undoing it: the passage
// was left highlighted as the event's until another event was chosen (a
// walkthrough by helper-92); it goes with the citation, and comes back with
// a redo.
TEST(CiteBySelection, UndoingACitationTakesItsHighlightAway)
{
    Session s;
    MainWindow window(&s.model);
    EditingUi editing(&window, &s.session);
    window.resize(1300, 800);
    window.show();
    s.addSource();
    ASSERT_TRUE(s.session
                    .push(new AddEventCommand(
                        s.repo(), Session::event(QStringLiteral("poison"), QStringLiteral("Poison"), "1814-04-12")))
                    .ok());
    s.model.selectEvent(0);
    window.reader()->showSource(QStringLiteral("lastdays"));
    QApplication::processEvents();
    EXPECT_EQ(window.reader()->highlightedRange().first, -1) << "nothing cited yet";

    const int from = selectInReader(window, QStringLiteral("he took poison"));
    ASSERT_TRUE(citeThroughDialog(editing, [](CiteDialog *dialog) {
        EXPECT_FALSE(dialog->newEventChoice()->isChecked()) << "the event there is proposed";
    }));
    ASSERT_EQ(s.accounts(), 1);
    ASSERT_EQ(s.model.selectedEvent(), 0);
    QApplication::processEvents();
    const std::pair<int, int> cited {from, from + 14};
    EXPECT_EQ(window.reader()->highlightedRange(), cited);

    editing.undoAction()->trigger();
    QApplication::processEvents();
    ASSERT_EQ(s.accounts(), 0);
    ASSERT_EQ(s.model.selectedEvent(), 0) << "the event stays chosen";
    EXPECT_EQ(window.reader()->highlightedRange().first, -1) << "its passage is no longer highlighted";
    editing.redoAction()->trigger();
    QApplication::processEvents();
    EXPECT_EQ(window.reader()->highlightedRange(), cited);
}

// The Event pane's form keeps the height it needs at the pane's width: its
// splitter was sized once from the form's size hint, and where the help line
// wrapped onto more lines (Danish at 1280x720, or a narrow pane) the form
// scrolled with that line cut in half; the details below keep four lines.
TEST(CiteBySelection, TheEventPanesFormIsShownWholeAtAnyWidth)
{
    Session s;
    MainWindow window(&s.model);
    EditingUi editing(&window, &s.session);
    window.resize(1280, 720);
    window.show();
    ASSERT_TRUE(s.session
                    .push(new AddEventCommand(
                        s.repo(), Session::event(QStringLiteral("e"), QStringLiteral("Abdication"), "1814-04-06")))
                    .ok());
    s.model.selectEventById(QStringLiteral("e"));
    auto *dock = window.findChild<QDockWidget *>(QStringLiteral("accountsDock"));
    auto *split = window.findChild<QSplitter *>(QStringLiteral("eventSplit"));
    ASSERT_NE(dock, nullptr);
    ASSERT_NE(split, nullptr);
    auto *scroll = qobject_cast<QScrollArea *>(split->widget(0));
    ASSERT_NE(scroll, nullptr);
    dock->show();
    dock->raise();
    for (int width : {460, 300, 220}) {
        window.resizeDocks({dock}, {width}, Qt::Horizontal);
        for (int i = 0; i < 3; ++i)
            QApplication::processEvents();
        ASSERT_GT(split->height(), 250) << "the pane has room for the whole form";
        EXPECT_EQ(scroll->verticalScrollBar()->maximum(), 0)
            << "at " << dock->width() << " px the form is cut: " << scroll->height() << " of "
            << scroll->widget()->height() << " px shown";
        EXPECT_GE(split->widget(1)->height(), 4 * split->widget(1)->fontMetrics().lineSpacing())
            << "the details below keep four lines";
    }
}
