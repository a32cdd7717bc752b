// Live editing in the Event pane (the inspector): a burst of typing in one
// field is one undo step however many times it is written, each write is one
// transaction, an invalid date never reaches the store, and undo/redo show in
// the fields. After an undo or a redo the changed event is selected and in
// view (undoing a delete re-selects the restored event).
#include "../qtprint.h"

#include <db/sqliterepository.h>
#include <ui/corpusmodel.h>
#include <ui/editing/datefield.h>
#include <ui/editing/editcommands.h>
#include <ui/editing/editingui.h>
#include <ui/editing/editsession.h>
#include <ui/editing/eventinspector.h>
#include <ui/editing/undofocus.h>
#include <ui/mainwindow.h>
#include <ui/timeline/timelinewidget.h>

#include <gtest/gtest.h>

#include <QApplication>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QPlainTextEdit>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

using namespace parallax;
using namespace parallax::ui;

namespace {

struct Live
{
    QTemporaryDir dir;
    CorpusModel model;
    EditSession session {&model};
    int transactions = 0; // commits the repository announced

    Live()
    {
        EXPECT_TRUE(session.create(dir.filePath(QStringLiteral("live.parallax"))).ok());
        add(QStringLiteral("abdication"), QStringLiteral("Abdication"), "1814-04-06");
        add(QStringLiteral("farewell"), QStringLiteral("Farewell to the Guard"), "1814-04-20");
        repo()->subscribe([this](const QList<db::Change> &) { ++transactions; });
    }
    db::SqliteRepository *repo() const { return session.repository(); }
    QUndoStack *undo() const { return session.undoStack(); }

    void add(const QString &id, const QString &title, const char *date)
    {
        Event e;
        e.id = id;
        e.titles.insert(QStringLiteral("en"), title);
        e.date = HistoricalDate::parse(QString::fromLatin1(date)).value();
        EXPECT_TRUE(session.push(new AddEventCommand(repo(), e)).ok());
    }
    Event stored(const QString &id) const { return repo()->event(id).value(); }
    QString storedTitle(const QString &id) const { return stored(id).titles.value(QStringLiteral("en")); }
};

// Types `text` into `w` one key at a time; `pause` after each key stands for
// the typing pausing long enough to be written.
void typeSlowly(QWidget *w, const QString &text, EventInspector &inspector, bool pause)
{
    for (QChar c : text) {
        QTest::keyClicks(w, QString(c));
        if (pause)
            inspector.flush();
    }
}

} // namespace

TEST(LiveEditing, ABurstOfTypingInOneFieldIsOneUndoStepWrittenAsItGoes)
{
    Live s;
    EventInspector inspector(&s.session);
    inspector.setCommitDelay(0);
    s.model.selectEventById(QStringLiteral("abdication"));
    ASSERT_EQ(inspector.titleEdit()->text(), QStringLiteral("Abdication"));
    const int steps = s.undo()->count();
    s.transactions = 0;

    QLineEdit *title = inspector.titleEdit();
    title->setCursorPosition(int(title->text().size()));
    typeSlowly(title, QStringLiteral(" at Fontainebleau"), inspector, true);

    // Written as it went: one transaction per pause (17 keys; a trailing
    // space alone changes no title), in the store at once…
    EXPECT_EQ(s.transactions, 15);
    EXPECT_EQ(s.storedTitle(QStringLiteral("abdication")), QStringLiteral("Abdication at Fontainebleau"));
    // …and one step to undo, named after the field.
    EXPECT_EQ(s.undo()->count(), steps + 1);
    EXPECT_TRUE(s.undo()->undoText().contains(QLatin1String("title"))) << s.undo()->undoText().toStdString();
    // The model (and so every view) has it; the field kept its cursor.
    EXPECT_EQ(pickName(s.model.corpus().events[s.model.eventIndex(QStringLiteral("abdication"))].titles,
                  QStringLiteral("en")),
        QStringLiteral("Abdication at Fontainebleau"));
    EXPECT_EQ(title->cursorPosition(), int(title->text().size()));

    s.transactions = 0;
    s.undo()->undo(); // the whole burst, in one transaction
    EXPECT_EQ(s.transactions, 1);
    EXPECT_EQ(s.storedTitle(QStringLiteral("abdication")), QStringLiteral("Abdication"));
    EXPECT_EQ(title->text(), QStringLiteral("Abdication"));
    s.undo()->redo();
    EXPECT_EQ(s.storedTitle(QStringLiteral("abdication")), QStringLiteral("Abdication at Fontainebleau"));
    EXPECT_EQ(title->text(), QStringLiteral("Abdication at Fontainebleau"));
}

TEST(LiveEditing, WithoutAPauseABurstIsOneWrite)
{
    Live s;
    EventInspector inspector(&s.session);
    inspector.setCommitDelay(0);
    s.model.selectEventById(QStringLiteral("abdication"));
    s.transactions = 0;
    const int steps = s.undo()->count();
    QPlainTextEdit *summary = inspector.summaryEdit();
    QTest::keyClicks(summary, QStringLiteral("Signed in the palace."));
    EXPECT_TRUE(inspector.hasPendingEdit());
    EXPECT_EQ(s.transactions, 0); // nothing written while typing goes on
    inspector.flush();
    EXPECT_EQ(s.transactions, 1);
    EXPECT_EQ(s.undo()->count(), steps + 1);
    EXPECT_EQ(s.stored(QStringLiteral("abdication")).summaryEn(), QStringLiteral("Signed in the palace."));
}

TEST(LiveEditing, AnotherFieldAnUndoOrAnotherEventStartsANewStep)
{
    Live s;
    EventInspector inspector(&s.session);
    inspector.setCommitDelay(0);
    s.model.selectEventById(QStringLiteral("abdication"));
    const int steps = s.undo()->count();

    inspector.titleEdit()->end(false); // the user clicks after the title (a new event shows its beginning)
    typeSlowly(inspector.titleEdit(), QStringLiteral("!"), inspector, true);
    // Typing in the summary writes the title first: two fields, two steps.
    typeSlowly(inspector.summaryEdit(), QStringLiteral("ab"), inspector, true);
    EXPECT_EQ(s.undo()->count(), steps + 2);
    // Back in the title (focus in starts a new burst).
    QFocusEvent in(QEvent::FocusIn);
    QApplication::sendEvent(inspector.titleEdit(), &in);
    typeSlowly(inspector.titleEdit(), QStringLiteral("?"), inspector, true);
    EXPECT_EQ(s.undo()->count(), steps + 3);
    EXPECT_EQ(s.storedTitle(QStringLiteral("abdication")), QStringLiteral("Abdication!?"));

    // After an undo, typing again is a new step, not merged with the one below.
    s.undo()->undo();
    EXPECT_EQ(inspector.titleEdit()->text(), QStringLiteral("Abdication!"));
    typeSlowly(inspector.titleEdit(), QStringLiteral("."), inspector, true);
    EXPECT_EQ(s.undo()->count(), steps + 3);
    EXPECT_EQ(s.undo()->index(), steps + 3);
    s.undo()->undo();
    EXPECT_EQ(s.storedTitle(QStringLiteral("abdication")), QStringLiteral("Abdication!"));

    // What is typed and not yet written goes to the event it was typed for.
    QTest::keyClicks(inspector.titleEdit(), QStringLiteral(" (1814)"));
    s.model.selectEventById(QStringLiteral("farewell"));
    EXPECT_EQ(s.storedTitle(QStringLiteral("abdication")), QStringLiteral("Abdication! (1814)"));
    EXPECT_EQ(s.storedTitle(QStringLiteral("farewell")), QStringLiteral("Farewell to the Guard"));
    EXPECT_EQ(inspector.titleEdit()->text(), QStringLiteral("Farewell to the Guard"));
}

TEST(LiveEditing, AnInvalidDateNeverReachesTheStore)
{
    Live s;
    EventInspector inspector(&s.session);
    inspector.setCommitDelay(500);
    s.model.selectEventById(QStringLiteral("abdication"));
    const int steps = s.undo()->count();
    s.transactions = 0;
    QLineEdit *date = inspector.dateField()->edit();
    ASSERT_EQ(date->text(), QStringLiteral("1814-04-06"));

    // Checked as typed; a pause does not write a date ("1814" on the way to
    // "1814-04-05" is a date too), Enter does, when it is valid.
    date->selectAll();
    QTest::keyClicks(date, QStringLiteral("1814-13-45"));
    QTest::qWait(700);
    EXPECT_EQ(s.transactions, 0);
    EXPECT_FALSE(inspector.dateField()->problem().isEmpty());
    EXPECT_TRUE(inspector.statusLabel()->text().contains(QLatin1String("Not saved")))
        << inspector.statusLabel()->text().toStdString();
    QTest::keyClick(date, Qt::Key_Return);
    EXPECT_EQ(s.transactions, 0); // refused: nothing reaches the store
    EXPECT_EQ(s.stored(QStringLiteral("abdication")).date.toEdtf(), QStringLiteral("1814-04-06"));
    EXPECT_EQ(date->text(), QStringLiteral("1814-13-45")); // left for the user to fix
    EXPECT_EQ(s.undo()->count(), steps);

    // Escape puts back what is stored; a valid date is one step.
    QTest::keyClick(date, Qt::Key_Escape);
    EXPECT_EQ(date->text(), QStringLiteral("1814-04-06"));
    date->selectAll();
    QTest::keyClicks(date, QStringLiteral("1814-04-05"));
    EXPECT_EQ(s.transactions, 0);
    QTest::keyClick(date, Qt::Key_Return);
    EXPECT_EQ(s.transactions, 1);
    EXPECT_EQ(s.stored(QStringLiteral("abdication")).date.toEdtf(), QStringLiteral("1814-04-05"));
    EXPECT_EQ(s.undo()->count(), steps + 1);
    s.undo()->undo();
    EXPECT_EQ(s.stored(QStringLiteral("abdication")).date.toEdtf(), QStringLiteral("1814-04-06"));
    EXPECT_EQ(date->text(), QStringLiteral("1814-04-06"));
}

// From a walkthrough (helper-95): "31 February 1815" in the date field read
// as "Means: 1815 (stored as 1815)" yet was not stored; two dates each
// written with Enter became one undo step, so the first could not be undone
// to; and Ctrl+Z in the field, after a date was written, brought back text
// typed before and never stored (the field's own history).
TEST(LiveEditing, EachDateWrittenIsItsOwnStepAndADayThatDoesNotExistIsRefused)
{
    Live s;
    EventInspector inspector(&s.session);
    inspector.setCommitDelay(500);
    s.model.selectEventById(QStringLiteral("abdication"));
    const int steps = s.undo()->count();
    QLineEdit *date = inspector.dateField()->edit();
    date->setFocus();

    date->selectAll();
    QTest::keyClicks(date, QStringLiteral("31 February 1814"));
    QTest::keyClick(date, Qt::Key_Return);
    EXPECT_TRUE(inspector.dateField()->problem().contains(QLatin1String("does not exist")))
        << inspector.dateField()->problem().toStdString();
    EXPECT_EQ(s.stored(QStringLiteral("abdication")).date.toEdtf(), QStringLiteral("1814-04-06"));
    EXPECT_EQ(s.undo()->count(), steps);

    for (const char *day : {"1814-04-07", "1814-04-08"}) {
        date->selectAll();
        QTest::keyClicks(date, QString::fromLatin1(day));
        QTest::keyClick(date, Qt::Key_Return);
        EXPECT_EQ(s.stored(QStringLiteral("abdication")).date.toEdtf(), QString::fromLatin1(day));
        EXPECT_FALSE(date->isUndoAvailable()) << "the field keeps text typed before " << day;
    }
    EXPECT_EQ(s.undo()->count(), steps + 2);
    s.undo()->undo();
    EXPECT_EQ(s.stored(QStringLiteral("abdication")).date.toEdtf(), QStringLiteral("1814-04-07"));
    s.undo()->undo();
    EXPECT_EQ(s.stored(QStringLiteral("abdication")).date.toEdtf(), QStringLiteral("1814-04-06"));
}

TEST(LiveEditing, TextIsWrittenWhenTypingPauses)
{
    Live s;
    EventInspector inspector(&s.session); // the real delay
    s.model.selectEventById(QStringLiteral("farewell"));
    s.transactions = 0;
    QTest::keyClicks(inspector.summaryEdit(), QStringLiteral("At Fontainebleau."));
    EXPECT_EQ(s.transactions, 0);
    QTest::qWait(EventInspector::kCommitDelayMs + 300);
    EXPECT_EQ(s.transactions, 1);
    EXPECT_EQ(s.stored(QStringLiteral("farewell")).summaryEn(), QStringLiteral("At Fontainebleau."));
}

// The Danish title is edited as the others: written as typing pauses (the
// real delay), a burst is one undo step, undo and redo show in the field
// (issue 13).
TEST(LiveEditing, TheDanishTitleIsEditedLiveAsTheOthers)
{
    Live s;
    EventInspector inspector(&s.session);
    s.model.selectEventById(QStringLiteral("farewell"));
    QLineEdit *danish = inspector.danishTitleEdit();
    ASSERT_TRUE(danish->isEnabled());
    EXPECT_TRUE(danish->text().isEmpty());
    const int steps = s.undo()->count();
    s.transactions = 0;
    QTest::keyClicks(danish, QStringLiteral("Farvel til "));
    EXPECT_EQ(s.transactions, 0); // nothing written while typing goes on
    QTest::qWait(EventInspector::kCommitDelayMs + 300);
    EXPECT_EQ(s.transactions, 1);
    QTest::keyClicks(danish, QStringLiteral("Garden"));
    QTest::qWait(EventInspector::kCommitDelayMs + 300);
    EXPECT_EQ(s.transactions, 2);
    const auto danishTitle = [&] { return s.stored(QStringLiteral("farewell")).titles.value(QStringLiteral("da")); };
    EXPECT_EQ(danishTitle(), QStringLiteral("Farvel til Garden"));
    EXPECT_EQ(s.stored(QStringLiteral("farewell")).titles.value(QStringLiteral("en")),
        QStringLiteral("Farewell to the Guard"));
    EXPECT_EQ(s.undo()->count(), steps + 1) << "one burst, one step";
    s.undo()->undo();
    EXPECT_TRUE(danishTitle().isEmpty());
    EXPECT_TRUE(danish->text().isEmpty());
    s.undo()->redo();
    EXPECT_EQ(danish->text(), QStringLiteral("Farvel til Garden"));
    // Another event shows its own (no) Danish title.
    s.model.selectEventById(QStringLiteral("abdication"));
    EXPECT_TRUE(danish->text().isEmpty());
}

TEST(LiveEditing, AnEmptyTitleIsRefusedAndNothingIsWritten)
{
    Live s;
    EventInspector inspector(&s.session);
    inspector.setCommitDelay(0);
    s.model.selectEventById(QStringLiteral("farewell"));
    const int steps = s.undo()->count();
    inspector.titleEdit()->selectAll();
    QTest::keyClick(inspector.titleEdit(), Qt::Key_Delete);
    inspector.flush();
    EXPECT_EQ(s.undo()->count(), steps);
    EXPECT_EQ(s.storedTitle(QStringLiteral("farewell")), QStringLiteral("Farewell to the Guard"));
    EXPECT_TRUE(inspector.statusLabel()->text().contains(QLatin1String("title")))
        << inspector.statusLabel()->text().toStdString();
}

TEST(LiveEditing, TheEditMenuWritesWhatIsTypedSoThatUndoTakesItBack)
{
    Live s;
    MainWindow window(&s.model);
    EditingUi editing(&window, &s.session);
    EventInspector *inspector = editing.inspector();
    ASSERT_NE(inspector, nullptr);
    ASSERT_NE(inspector->parentWidget(), nullptr); // in the Event pane
    s.model.selectEventById(QStringLiteral("abdication"));
    inspector->titleEdit()->end(false); // the user clicks after the title
    QTest::keyClicks(inspector->titleEdit(), QStringLiteral(" signed"));
    ASSERT_TRUE(inspector->hasPendingEdit());
    QMenu *edit = nullptr;
    for (QAction *a : window.menuBar()->actions())
        if (a->menu() && a->text() == EditingUi::tr("&Edit"))
            edit = a->menu();
    ASSERT_NE(edit, nullptr);
    emit edit->aboutToShow();
    EXPECT_EQ(s.storedTitle(QStringLiteral("abdication")), QStringLiteral("Abdication signed"));
    editing.undoAction()->trigger();
    EXPECT_EQ(s.storedTitle(QStringLiteral("abdication")), QStringLiteral("Abdication"));
    EXPECT_EQ(inspector->titleEdit()->text(), QStringLiteral("Abdication"));
}

TEST(UndoFocus, UndoingADeleteSelectsTheRestoredEvent)
{
    Live s;
    TimelineWidget timeline(&s.model);
    UndoFocus focus(&s.session, &timeline);
    s.model.selectEventById(QStringLiteral("abdication"));
    ASSERT_TRUE(s.session.push(new RemoveEventCommand(s.repo(), QStringLiteral("abdication"))).ok());
    EXPECT_EQ(s.model.selectedEvent(), -1);
    s.model.selectEventById(QStringLiteral("farewell")); // the user looks elsewhere meanwhile
    s.undo()->undo();
    ASSERT_GE(s.model.selectedEvent(), 0);
    EXPECT_EQ(s.model.corpus().events[s.model.selectedEvent()].id, QStringLiteral("abdication"));
    s.undo()->redo(); // deleted again: nothing to select
    EXPECT_EQ(s.model.selectedEvent(), -1);
    s.undo()->undo();
    EXPECT_EQ(s.model.corpus().events[s.model.selectedEvent()].id, QStringLiteral("abdication"));
}

TEST(UndoFocus, UndoAndRedoOfAnEditSelectTheEditedEventAndBringItIntoView)
{
    Live s;
    TimelineWidget timeline(&s.model);
    timeline.resize(900, 400);
    timeline.show();
    QApplication::processEvents();
    UndoFocus focus(&s.session, &timeline);
    // Move "farewell" a century away, then look at "abdication" up close.
    Event before = s.stored(QStringLiteral("farewell"));
    Event after = before;
    after.date = HistoricalDate::parse(QStringLiteral("1914-04-20")).value();
    ASSERT_TRUE(s.session.push(new EditEventCommand(s.repo(), before, after)).ok());
    s.model.selectEventById(QStringLiteral("abdication"));
    const AxisTime april = HistoricalDate::parse(QStringLiteral("1814-04-06")).value().span().start;
    timeline.showSpan({april - 86400 * 5, april + 86400 * 5});

    s.undo()->undo(); // farewell comes back to 1814-04-20, selected and on screen
    ASSERT_GE(s.model.selectedEvent(), 0);
    EXPECT_EQ(s.model.corpus().events[s.model.selectedEvent()].id, QStringLiteral("farewell"));
    EXPECT_TRUE(
        timeline.visibleSpan().contains(HistoricalDate::parse(QStringLiteral("1814-04-20")).value().span().start));
    s.undo()->redo(); // and to 1914, still selected, still on screen
    EXPECT_EQ(s.model.corpus().events[s.model.selectedEvent()].id, QStringLiteral("farewell"));
    EXPECT_TRUE(timeline.visibleSpan().contains(after.date.span().start));
}

TEST(UndoFocus, RedoingANewSourceShowsItAndTheStepNamesWhatWasDeleted)
{
    Live s;
    UndoFocus focus(&s.session, nullptr);
    QStringList shown;
    focus.setSourceShower([&](const QString &id) { shown << id; });
    Source src;
    src.id = QStringLiteral("memoir");
    src.title = QStringLiteral("Memoir");
    src.language = QStringLiteral("en");
    src.text = QStringLiteral("On 6 April 1814 he signed.");
    ASSERT_TRUE(s.session.push(new AddSourceCommand(s.repo(), src)).ok());
    s.undo()->undo();
    EXPECT_TRUE(shown.isEmpty()); // gone: nothing to show
    s.undo()->redo();
    EXPECT_EQ(shown, QStringList {QStringLiteral("memoir")});

    ASSERT_TRUE(s.session.push(new RemoveEventCommand(s.repo(), QStringLiteral("farewell"))).ok());
    EXPECT_EQ(s.undo()->undoText(), QStringLiteral("Delete event “Farewell to the Guard”"));
}
