// Editing events and accounts: the event and account dialogs refuse bad
// input, merge and move do/undo/redo against a real database, deleting asks
// first and takes an event's accounts, and a citation is widened by
// selecting the new passage in the source reader.
#include "../qtprint.h"

#include <db/sqliterepository.h>
#include <ui/corpusmodel.h>
#include <ui/editing/accountdialog.h>
#include <ui/editing/datefield.h>
#include <ui/editing/editcommands.h>
#include <ui/editing/editingui.h>
#include <ui/editing/editsession.h>
#include <ui/editing/eventcommands.h>
#include <ui/editing/eventdialog.h>
#include <ui/editing/eventediting.h>
#include <ui/editing/eventpicker.h>
#include <ui/mainwindow.h>
#include <ui/reading/comparisonview.h>
#include <ui/reading/sourcereader.h>
#include <ui/tables/conflictspanel.h>
#include <ui/tables/eventlist.h>
#include <ui/timeline/timelinewidget.h>

#include <gtest/gtest.h>

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QInputMethodEvent>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QUndoStack>

using namespace parallax;
using namespace parallax::ui;

namespace {

const QString kEnglish
    = QStringLiteral("The Last Days at Fontainebleau\n"
                     "On 6 April 1814 the Emperor signed his abdication in the palace of Fontainebleau.\n"
                     "In the night of 12 to 13 April he took poison, but the dose failed.\n");
const QString kOther = QStringLiteral("A second witness: the Emperor left for Elba on 20 April 1814.\n");

struct Fixture
{
    QTemporaryDir dir;
    CorpusModel model;
    EditSession session {&model};

    Fixture()
    {
        EXPECT_TRUE(session.create(dir.filePath(QStringLiteral("e.parallax"))).ok());
        addSource(QStringLiteral("lastdays"), kEnglish);
        addSource(QStringLiteral("witness"), kOther);
    }
    db::SqliteRepository *repo() const { return session.repository(); }
    QUndoStack *undo() const { return session.undoStack(); }

    void addSource(const QString &id, const QString &text, const QString &language = QStringLiteral("en"))
    {
        Source s;
        s.id = id;
        s.title = id;
        s.language = language;
        s.text = text;
        EXPECT_TRUE(session.push(new AddSourceCommand(repo(), s)).ok());
    }

    QString addEvent(const QString &id, const QString &title, const char *date)
    {
        Event e;
        e.id = id;
        e.titles.insert(QStringLiteral("en"), title);
        e.date = HistoricalDate::parse(QString::fromLatin1(date)).value();
        EXPECT_TRUE(session.push(new AddEventCommand(repo(), e)).ok());
        return id;
    }

    QString cite(const QString &eventId, const QString &words, const QString &sourceId = QStringLiteral("lastdays"))
    {
        const QString &text = sourceId == u"lastdays" ? kEnglish : kOther;
        Account a;
        a.sourceId = sourceId;
        a.setQuote(words);
        a.start = text.indexOf(words);
        a.end = a.start + words.size();
        EXPECT_GE(a.start, 0) << words.toStdString();
        auto *c = new CiteCommand(repo(), eventId, a);
        const QString id = c->accountId();
        EXPECT_TRUE(session.push(c).ok());
        return id;
    }

    QStringList accountIds(const QString &eventId) const
    {
        QStringList out;
        if (auto e = repo()->event(eventId))
            for (const Account &a : e->accounts)
                out << a.id();
        return out;
    }
};

// Runs `inside` on the next modal dialog (of type T) once exec() shows it.
template <typename T> void onModal(std::function<void(T *)> inside, bool *seen)
{
    QTimer::singleShot(0, [inside, seen] {
        auto *d = qobject_cast<T *>(QApplication::activeModalWidget());
        ASSERT_NE(d, nullptr);
        *seen = true;
        inside(d);
    });
}

} // namespace

// --- commands ------------------------------------------------------------------

TEST(EventCommands, MergeCombinesAccountsAndUndoesAsOneStep)
{
    Fixture f;
    f.addEvent(QStringLiteral("abd"), QStringLiteral("Abdication"), "1814-04-06");
    f.addEvent(QStringLiteral("abd2"), QStringLiteral("Signing"), "1814-04-04");
    const QString a1 = f.cite(QStringLiteral("abd"), QStringLiteral("signed his abdication"));
    const QString a2 = f.cite(QStringLiteral("abd"), QStringLiteral("On 6 April 1814"));
    const QString b1 = f.cite(QStringLiteral("abd2"), QStringLiteral("palace of Fontainebleau"));
    const QString b2 = f.cite(QStringLiteral("abd2"), QStringLiteral("left for Elba"), QStringLiteral("witness"));
    const int steps = f.undo()->count();

    ASSERT_TRUE(f.session.push(new MergeEventsCommand(f.repo(), QStringLiteral("abd"), QStringLiteral("abd2"))).ok());
    EXPECT_EQ(f.undo()->count(), steps + 1);
    EXPECT_FALSE(f.repo()->exists(db::Entity::Event, QStringLiteral("abd2")));
    EXPECT_EQ(f.accountIds(QStringLiteral("abd")), QStringList({a1, a2, b1, b2}));
    EXPECT_EQ(f.repo()->event(QStringLiteral("abd"))->titles.value(QStringLiteral("en")), QStringLiteral("Abdication"));
    EXPECT_EQ(f.model.corpus().events.size(), 1);
    EXPECT_EQ(f.model.corpus().events.first().accounts.size(), 4);

    f.undo()->undo();
    auto back = f.repo()->event(QStringLiteral("abd2"));
    ASSERT_TRUE(back.ok());
    EXPECT_EQ(back->titles.value(QStringLiteral("en")), QStringLiteral("Signing"));
    EXPECT_EQ(back->date.toEdtf(), QStringLiteral("1814-04-04"));
    EXPECT_EQ(f.accountIds(QStringLiteral("abd2")), QStringList({b1, b2}));
    EXPECT_EQ(f.accountIds(QStringLiteral("abd")), QStringList({a1, a2}));
    EXPECT_EQ(f.model.corpus().events.size(), 2);

    f.undo()->redo();
    EXPECT_EQ(f.accountIds(QStringLiteral("abd")), QStringList({a1, a2, b1, b2}));
    EXPECT_FALSE(f.repo()->exists(db::Entity::Event, QStringLiteral("abd2")));
}

TEST(EventCommands, MergeRefusesAnEventIntoItselfAndChangesNothing)
{
    Fixture f;
    f.addEvent(QStringLiteral("abd"), QStringLiteral("Abdication"), "1814-04-06");
    f.cite(QStringLiteral("abd"), QStringLiteral("signed his abdication"));
    const int steps = f.undo()->count();
    EXPECT_FALSE(f.session.push(new MergeEventsCommand(f.repo(), QStringLiteral("abd"), QStringLiteral("abd"))).ok());
    EXPECT_FALSE(
        f.session.push(new MergeEventsCommand(f.repo(), QStringLiteral("abd"), QStringLiteral("nothing"))).ok());
    EXPECT_EQ(f.undo()->count(), steps);
    EXPECT_EQ(f.accountIds(QStringLiteral("abd")).size(), 1);
}

TEST(EventCommands, MoveAccountAndUndoPutsItBackInItsPlace)
{
    Fixture f;
    f.addEvent(QStringLiteral("abd"), QStringLiteral("Abdication"), "1814-04-06");
    f.addEvent(QStringLiteral("poison"), QStringLiteral("Poison"), "1814-04-13");
    const QStringList ids = {f.cite(QStringLiteral("abd"), QStringLiteral("On 6 April 1814")),
        f.cite(QStringLiteral("abd"), QStringLiteral("he took poison")),
        f.cite(QStringLiteral("abd"), QStringLiteral("signed his abdication"))};
    db::AccountRecord before = f.repo()->account(ids[1]).value();
    db::AccountRecord after = before;
    after.eventId = QStringLiteral("poison");
    after.account.setGlossEn(QStringLiteral("poison, not abdication"));
    ASSERT_TRUE(f.session.push(new MoveAccountCommand(f.repo(), before, after)).ok());
    EXPECT_EQ(f.accountIds(QStringLiteral("abd")), QStringList({ids[0], ids[2]}));
    EXPECT_EQ(f.accountIds(QStringLiteral("poison")), QStringList({ids[1]}));
    EXPECT_EQ(f.repo()->account(ids[1])->account.glossEn(), QStringLiteral("poison, not abdication"));
    f.undo()->undo();
    EXPECT_EQ(f.accountIds(QStringLiteral("abd")), ids);
    EXPECT_EQ(f.repo()->account(ids[1])->account.glossEn(), QString());
    EXPECT_TRUE(f.accountIds(QStringLiteral("poison")).isEmpty());
    f.undo()->redo();
    EXPECT_EQ(f.accountIds(QStringLiteral("poison")), QStringList({ids[1]}));
}

TEST(EventCommands, TypingInOneFieldMergesButDialogEditsStaySeparate)
{
    Fixture f;
    f.addEvent(QStringLiteral("abd"), QStringLiteral("Abdication"), "1814-04-06");
    const int steps = f.undo()->count();
    Event before = f.repo()->event(QStringLiteral("abd")).value();
    for (const QString &t : {QStringLiteral("F"), QStringLiteral("Fir"), QStringLiteral("First abdication")}) {
        Event typed = before;
        typed.titles.insert(QStringLiteral("en"), t);
        ASSERT_TRUE(f.session.push(new EditEventCommand(f.repo(), before, typed, QStringLiteral("title:en"))).ok());
        before = typed;
    }
    EXPECT_EQ(f.undo()->count(), steps + 1);
    Event dated = before;
    dated.date = HistoricalDate::parse(QStringLiteral("1814-04-04")).value();
    ASSERT_TRUE(f.session.push(new EditEventCommand(f.repo(), before, dated)).ok());
    Event again = dated;
    again.setSummaryEn(QStringLiteral("At Fontainebleau."));
    ASSERT_TRUE(f.session.push(new EditEventCommand(f.repo(), dated, again)).ok());
    EXPECT_EQ(f.undo()->count(), steps + 3); // two dialog edits: two steps
    f.undo()->undo();
    f.undo()->undo();
    EXPECT_EQ(f.repo()->event(QStringLiteral("abd"))->date.toEdtf(), QStringLiteral("1814-04-06"));
    f.undo()->undo();
    EXPECT_EQ(f.repo()->event(QStringLiteral("abd"))->titles.value(QStringLiteral("en")), QStringLiteral("Abdication"));
}

// --- dialogs -----------------------------------------------------------------

// A date field reads a date in words as well as EDTF, and stores EDTF: "22
// June 1815" was refused with "a year needs four digits" (walkthrough).
// Text written as EDTF keeps EDTF's reasons; words that name no date are
// told how to write one; a relative date has nothing to count from here.
TEST(DateField, ReadsADateInWordsAndStoresItAsEdtf)
{
    DateField field(true);
    const std::pair<const char *, const char *> read[]
        = {{"22 June 1815", "1815-06-22"}, {"den 22. juni 1815", "1815-06-22"}, {"1815年6月22日", "1815-06-22"},
            {"June 1815", "1815-06"}, {"1815-06-22", "1815-06-22"}, {"1815-03~", "1815-03~"}};
    for (const auto &[typed, edtf] : read) {
        field.edit()->setText(QString::fromUtf8(typed));
        EXPECT_TRUE(field.problem().isEmpty()) << typed << ": " << field.problem().toStdString();
        EXPECT_EQ(field.date().toEdtf(), QLatin1String(edtf)) << typed;
        EXPECT_TRUE(field.edit()->styleSheet().isEmpty()) << typed;
    }
    field.edit()->setText(QStringLiteral("22 June 1815"));
    EXPECT_TRUE(field.explanation()->text().contains(QLatin1String("1815-06-22")))
        << "says what is stored: " << field.explanation()->text().toStdString();

    field.edit()->setText(QStringLiteral("1814-13-20"));
    EXPECT_FALSE(field.problem().isEmpty());
    EXPECT_FALSE(field.date().isValid());
    for (const char *words : {"next Tuesday-ish", "the day after"}) {
        field.edit()->setText(QString::fromUtf8(words));
        EXPECT_TRUE(field.problem().contains(QLatin1String("22 June 1815")))
            << words << ": " << field.problem().toStdString();
        EXPECT_FALSE(field.problem().contains(QLatin1String("four digits"))) << words;
        EXPECT_FALSE(field.date().isValid()) << words;
        EXPECT_FALSE(field.edit()->styleSheet().isEmpty()) << words << " is marked refused";
    }
}

// A required date not yet typed is not shown as refused: a new event's
// dialog opened with its date field in red (walkthrough). It is once the
// field was typed in and emptied again.
TEST(DateField, AnUntouchedEmptyFieldIsNotRed)
{
    DateField field(true);
    EXPECT_FALSE(field.problem().isEmpty()) << "still needed";
    EXPECT_TRUE(field.edit()->styleSheet().isEmpty());
    field.edit()->setText(QStringLiteral("1815"));
    field.edit()->clear();
    EXPECT_FALSE(field.edit()->styleSheet().isEmpty());
}

TEST(EventDialog, RefusesAnInvalidDateAndAnEmptyTitleAndSaysWhy)
{
    Fixture f;
    Event e;
    EventDialog dialog(&f.model, e);
    QPushButton *ok = dialog.findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok);
    EXPECT_FALSE(ok->isEnabled()); // no title, no date
    dialog.setTitle(QStringLiteral("en"), QStringLiteral("Departure for Elba"));
    EXPECT_FALSE(ok->isEnabled());
    dialog.dateField()->edit()->setText(QStringLiteral("1814-13-20"));
    EXPECT_FALSE(ok->isEnabled());
    EXPECT_TRUE(dialog.problem().contains(QLatin1String("1814-13-20"))) << dialog.problem().toStdString();
    EXPECT_FALSE(dialog.dateField()->explanation()->text().isEmpty());
    dialog.dateField()->edit()->setText(QStringLiteral("1814-04-20"));
    EXPECT_TRUE(ok->isEnabled()) << dialog.problem().toStdString();
    EXPECT_TRUE(dialog.dateField()->explanation()->text().contains(QLatin1String("1814")))
        << dialog.dateField()->explanation()->text().toStdString();

    dialog.setTitle(QStringLiteral("en"), QStringLiteral("   "));
    EXPECT_FALSE(ok->isEnabled());
    EXPECT_FALSE(dialog.problem().isEmpty());
    dialog.setTitle(QStringLiteral("en"), QStringLiteral("Departure for Elba"));
    dialog.setTitle(QStringLiteral("english"), QStringLiteral("x"));
    EXPECT_FALSE(ok->isEnabled()); // not a language code
    dialog.titleTable()->removeRow(dialog.titleTable()->rowCount() - 1);
    dialog.setTitle(QStringLiteral("zh"), QStringLiteral("前往厄尔巴岛"));
    dialog.setTitle(QStringLiteral("da"), QStringLiteral("Afrejse til Elba"));
    EXPECT_TRUE(ok->isEnabled()) << dialog.problem().toStdString();
    const Event out = dialog.event();
    EXPECT_EQ(out.titles.size(), 3);
    EXPECT_EQ(out.titles.value(QStringLiteral("da")), QStringLiteral("Afrejse til Elba"));
    EXPECT_EQ(out.date.toEdtf(), QStringLiteral("1814-04-20"));
}

TEST(EventDialog, EditsEveryFieldAsOneUndoableStep)
{
    Fixture f;
    Place elba;
    elba.id = QStringLiteral("elba");
    elba.names.insert(QStringLiteral("en"), QStringLiteral("Elba"));
    ASSERT_TRUE(f.repo()->addPlace(elba).ok());
    Person bertrand;
    bertrand.id = QStringLiteral("bertrand");
    bertrand.names.insert(QStringLiteral("en"), QStringLiteral("Henri Bertrand"));
    ASSERT_TRUE(f.repo()->addPerson(bertrand).ok());
    f.addEvent(QStringLiteral("dep"), QStringLiteral("Departure"), "1814-04");
    const int steps = f.undo()->count();
    const Event before = f.repo()->event(QStringLiteral("dep")).value();

    EventDialog dialog(&f.model, before);
    dialog.setTitle(QStringLiteral("da"), QStringLiteral("Afrejse"));
    dialog.dateField()->edit()->setText(QStringLiteral("1814-04-20"));
    dialog.placeBox()->setCurrentIndex(dialog.placeBox()->findData(QStringLiteral("elba")));
    dialog.categoryBox()->setEditText(QStringLiteral("travel"));
    ASSERT_EQ(dialog.peopleList()->count(), 1);
    dialog.peopleList()->item(0)->setCheckState(Qt::Checked);
    dialog.summaryEdit()->setPlainText(QStringLiteral("He leaves Fontainebleau."));
    ASSERT_TRUE(dialog.problem().isEmpty()) << dialog.problem().toStdString();
    ASSERT_TRUE(f.session.push(new EditEventCommand(f.repo(), before, dialog.event())).ok());
    EXPECT_EQ(f.undo()->count(), steps + 1);

    const Event after = f.repo()->event(QStringLiteral("dep")).value();
    EXPECT_EQ(after.titles.value(QStringLiteral("da")), QStringLiteral("Afrejse"));
    EXPECT_EQ(after.date.toEdtf(), QStringLiteral("1814-04-20"));
    EXPECT_EQ(after.placeId, QStringLiteral("elba"));
    EXPECT_EQ(after.category, QStringLiteral("travel"));
    EXPECT_EQ(after.personIds(), QStringList({QStringLiteral("bertrand")}));
    EXPECT_EQ(after.summaryEn(), QStringLiteral("He leaves Fontainebleau."));
    f.undo()->undo();
    const Event undone = f.repo()->event(QStringLiteral("dep")).value();
    EXPECT_FALSE(undone.titles.contains(QStringLiteral("da")));
    EXPECT_EQ(undone.date.toEdtf(), QStringLiteral("1814-04"));
    EXPECT_TRUE(undone.placeId.isEmpty());
    EXPECT_TRUE(undone.personIds().isEmpty());
    f.undo()->redo();
    EXPECT_EQ(f.repo()->event(QStringLiteral("dep"))->placeId, QStringLiteral("elba"));
    EXPECT_EQ(f.model.corpus().events.first().titles.value(QStringLiteral("da")), QStringLiteral("Afrejse"));
}

TEST(AccountDialog, RefusesABadClaimedDateAndAMoveWithoutAnEvent)
{
    Fixture f;
    f.addEvent(QStringLiteral("abd"), QStringLiteral("Abdication"), "1814-04-06");
    f.addEvent(QStringLiteral("poison"), QStringLiteral("Poison"), "1814-04-13");
    const QString id = f.cite(QStringLiteral("abd"), QStringLiteral("he took poison"));
    AccountDialog dialog(&f.model, f.repo()->account(id).value());
    QPushButton *ok = dialog.findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok);
    EXPECT_TRUE(ok->isEnabled());
    dialog.claimedField()->edit()->setText(QStringLiteral("1814-04-31"));
    EXPECT_FALSE(ok->isEnabled());
    EXPECT_TRUE(dialog.problem().startsWith(dialog.tr("Claimed date: "))) << dialog.problem().toStdString();
    dialog.claimedField()->edit()->setText(QStringLiteral("1814-04-12/1814-04-13"));
    EXPECT_TRUE(ok->isEnabled());
    dialog.moveChoice()->setChecked(true);
    dialog.eventPicker()->searchEdit()->setText(QStringLiteral("no such event"));
    EXPECT_FALSE(ok->isEnabled());
    dialog.eventPicker()->searchEdit()->setText(QStringLiteral("pois"));
    EXPECT_EQ(dialog.eventPicker()->currentEvent(), QStringLiteral("poison"));
    EXPECT_TRUE(ok->isEnabled());
    dialog.glossEdit()->setText(QStringLiteral("he took poison"));
    const db::AccountRecord r = dialog.record();
    EXPECT_EQ(r.eventId, QStringLiteral("poison"));
    EXPECT_EQ(r.account.claimedDate.toEdtf(), QStringLiteral("1814-04-12/1814-04-13"));
    EXPECT_EQ(r.account.glossEn(), QStringLiteral("he took poison"));
    // The event the account belongs to is never offered.
    for (int i = 0; i < dialog.eventPicker()->list()->count(); ++i)
        EXPECT_NE(dialog.eventPicker()->list()->item(i)->data(Qt::UserRole).toString(), QStringLiteral("abd"));
}

namespace {
// An account of `quote` in source `sourceId` of `f`, with date words and a
// claimed date, as the account dialog is given it.
db::AccountRecord datedAccount(Fixture &f, const QString &sourceId, const QString &quote, const QString &words,
    const char *claimed, const QString &eventId = QStringLiteral("abd"))
{
    const QString text = f.model.sourceText(sourceId);
    db::AccountRecord r;
    r.eventId = eventId;
    r.account.sourceId = sourceId;
    r.account.setQuote(quote);
    r.account.start = std::int32_t(text.indexOf(quote));
    r.account.end = r.account.start + std::int32_t(quote.size());
    EXPECT_GE(r.account.start, 0) << quote.toStdString();
    r.account.setDateText(words);
    r.account.claimedDate = HistoricalDate::parse(QString::fromLatin1(claimed)).value();
    return r;
}

QString shown(const char *edtf, const QWidget &w)
{
    return HistoricalDate::parse(QString::fromLatin1(edtf)).value().toDisplayString(w.locale());
}

void retype(QLineEdit *edit, const QString &text)
{
    edit->clear();
    QTest::keyClicks(edit, text);
}
} // namespace

// As in the cite dialog: a claimed date typed by hand that the date words
// contradict is warned of under the words (a warning, not a refusal), with a
// button that clears them; a date they hold, or words rewritten to it, ends
// the warning. An account opened as stored is not warned of.
TEST(AccountDialog, AClaimedDateTheWordsContradictIsWarnedOf)
{
    Fixture f;
    f.addEvent(QStringLiteral("abd"), QStringLiteral("Abdication"), "1814-04-06");
    const QString words = QStringLiteral("6 April 1814");
    AccountDialog dialog(&f.model,
        datedAccount(
            f, QStringLiteral("lastdays"), QStringLiteral("the Emperor signed his abdication"), words, "1814-04-06"));
    QPushButton *ok = dialog.findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok);
    EXPECT_FALSE(dialog.wordsContradictClaim());
    EXPECT_TRUE(dialog.clearWordsButton()->isHidden());
    EXPECT_TRUE(dialog.dateWordsNote()->text().isEmpty());

    retype(dialog.claimedField()->edit(), QStringLiteral("1814-04-20"));
    EXPECT_TRUE(dialog.wordsContradictClaim());
    const QString warning = dialog.dateWordsNote()->text();
    EXPECT_TRUE(warning.contains(words)) << warning.toStdString();
    EXPECT_TRUE(warning.contains(shown("1814-04-06", dialog))) << warning.toStdString();
    EXPECT_TRUE(warning.contains(shown("1814-04-20", dialog))) << warning.toStdString();
    EXPECT_FALSE(dialog.clearWordsButton()->isHidden());
    EXPECT_TRUE(dialog.problem().isEmpty()) << "the user may know better";
    EXPECT_TRUE(ok->isEnabled());
    EXPECT_EQ(dialog.record().account.dateText(), words) << "nothing changed behind the user's back";

    // A date the words hold (their month) is no contradiction.
    retype(dialog.claimedField()->edit(), QStringLiteral("1814-04"));
    EXPECT_FALSE(dialog.wordsContradictClaim());
    EXPECT_TRUE(dialog.dateWordsNote()->text().isEmpty());
    EXPECT_TRUE(dialog.clearWordsButton()->isHidden());

    // Words rewritten to the typed date end it, and leave the typed date alone.
    retype(dialog.claimedField()->edit(), QStringLiteral("1814-04-20"));
    ASSERT_TRUE(dialog.wordsContradictClaim());
    retype(dialog.dateWordsEdit(), QStringLiteral("20 April 1814"));
    EXPECT_FALSE(dialog.wordsContradictClaim());
    EXPECT_EQ(dialog.claimedField()->edit()->text(), QStringLiteral("1814-04-20"));
    retype(dialog.dateWordsEdit(), words);
    ASSERT_TRUE(dialog.wordsContradictClaim());

    // Cleared: no words are stored as the source's wording of the date.
    dialog.clearWordsButton()->click();
    EXPECT_TRUE(dialog.dateWordsEdit()->text().isEmpty());
    EXPECT_TRUE(dialog.record().account.dateText().isEmpty());
    EXPECT_FALSE(dialog.wordsContradictClaim());
    EXPECT_TRUE(dialog.clearWordsButton()->isHidden());
    EXPECT_FALSE(dialog.dateWordsNote()->text().isEmpty()) << "says the claimed date is not the source's wording";
    EXPECT_EQ(dialog.record().account.claimedDate.toEdtf(), QStringLiteral("1814-04-20"));

    // Stored words that already say another date: nothing typed, nothing said.
    AccountDialog stored(&f.model,
        datedAccount(
            f, QStringLiteral("lastdays"), QStringLiteral("the Emperor signed his abdication"), words, "1814-04-20"));
    EXPECT_FALSE(stored.wordsContradictClaim());
    EXPECT_TRUE(stored.clearWordsButton()->isHidden());
}

// The words are read as the cite dialog reads them: in another language than
// the source's where that reads more of them. "June 18, 1815" quoted in a
// Danish text was read as the year 1815, so a claimed 20 June was not
// warned of.
TEST(AccountDialog, WordsInAnotherLanguageThanTheSourcesAreReadAsTheCiteDialogReadsThem)
{
    Fixture f;
    f.addSource(QStringLiteral("brev"),
        QStringLiteral("Wellington skrev hjem: June 18, 1815, the French were beaten at Waterloo.\n"),
        QStringLiteral("da"));
    f.addEvent(QStringLiteral("waterloo"), QStringLiteral("Waterloo"), "1815-06-18");
    AccountDialog dialog(&f.model,
        datedAccount(f, QStringLiteral("brev"), QStringLiteral("the French were beaten"),
            QStringLiteral("June 18, 1815"), "1815-06-18", QStringLiteral("waterloo")));
    EXPECT_FALSE(dialog.wordsContradictClaim());
    retype(dialog.claimedField()->edit(), QStringLiteral("1815-06-20"));
    EXPECT_TRUE(dialog.wordsContradictClaim());
    const QString warning = dialog.dateWordsNote()->text();
    EXPECT_TRUE(warning.contains(shown("1815-06-18", dialog))) << warning.toStdString();
}

// Words without a year ("6月21日早晨") are read with the text before the
// passage, as the cite dialog reads them; words rewritten to say another
// date than the claimed one (which stays as it was) are warned of too, and
// words that give no date say so.
TEST(AccountDialog, ChineseWordsWithoutAYearAreReadWithTheTextBefore)
{
    Fixture f;
    Source zh;
    zh.id = QStringLiteral("zh");
    zh.title = QStringLiteral("百日");
    zh.language = QStringLiteral("zh");
    zh.text = QStringLiteral("1815年6月18日，滑铁卢一战，法军大败。\n6月21日早晨，拿破仑回到巴黎，议会要求他退位。\n");
    ASSERT_TRUE(f.session.push(new AddSourceCommand(f.repo(), zh)).ok());
    // The event's date in another year: the year must come from the text.
    f.addEvent(QStringLiteral("paris"), QStringLiteral("Return to Paris"), "1816");
    const QString words = QStringLiteral("6月21日早晨");
    AccountDialog dialog(&f.model,
        datedAccount(
            f, QStringLiteral("zh"), QStringLiteral("拿破仑回到巴黎"), words, "1815-06-21", QStringLiteral("paris")));
    EXPECT_FALSE(dialog.wordsContradictClaim());

    retype(dialog.claimedField()->edit(), QStringLiteral("1815-07-15"));
    ASSERT_TRUE(dialog.wordsContradictClaim());
    const QString warning = dialog.dateWordsNote()->text();
    EXPECT_TRUE(warning.contains(words)) << warning.toStdString();
    EXPECT_TRUE(warning.contains(shown("1815-06-21", dialog))) << warning.toStdString();
    retype(dialog.claimedField()->edit(), QStringLiteral("1815-06-21"));
    EXPECT_FALSE(dialog.wordsContradictClaim());

    // The words rewritten, the claimed date left as it was.
    dialog.dateWordsEdit()->clear();
    dialog.dateWordsEdit()->setFocus();
    QInputMethodEvent commit; // typed as an input method commits it
    commit.setCommitString(QStringLiteral("7月15日"));
    QApplication::sendEvent(dialog.dateWordsEdit(), &commit);
    ASSERT_EQ(dialog.dateWordsEdit()->text(), QStringLiteral("7月15日"));
    EXPECT_TRUE(dialog.wordsContradictClaim());
    EXPECT_TRUE(dialog.dateWordsNote()->text().contains(shown("1815-07-15", dialog)))
        << dialog.dateWordsNote()->text().toStdString();
    EXPECT_EQ(dialog.record().account.claimedDate.toEdtf(), QStringLiteral("1815-06-21"));

    retype(dialog.dateWordsEdit(), QStringLiteral("xyz"));
    EXPECT_FALSE(dialog.wordsContradictClaim());
    EXPECT_FALSE(dialog.dateWordsNote()->text().isEmpty()) << "says the words give no date";
    EXPECT_TRUE(dialog.clearWordsButton()->isHidden());
}

// --- in the window -------------------------------------------------------------

namespace {
struct WindowFixture : Fixture
{
    MainWindow window {&model};
    EditingUi editing {&window, &session};
    EventEditing *events() const { return editing.eventEditing(); }

    WindowFixture()
    {
        window.resize(1280, 720);
        window.show();
    }

    void select(const QString &sourceId, const QString &words)
    {
        window.reader()->showSource(sourceId);
        QPlainTextEdit *view = window.reader()->textView();
        const int from = int(view->toPlainText().indexOf(words));
        ASSERT_GE(from, 0);
        QTextCursor c = view->textCursor();
        c.setPosition(from);
        c.setPosition(from + int(words.size()), QTextCursor::KeepAnchor);
        view->setTextCursor(c);
    }
};
} // namespace

TEST(ChangeCitedPassage, SelectingAWiderPassageChangesTheCitationEverywhere)
{
    WindowFixture w;
    w.addEvent(QStringLiteral("poison"), QStringLiteral("Poison"), "1814-04-13");
    const QString id = w.cite(QStringLiteral("poison"), QStringLiteral("he took poison"));
    w.model.selectEventById(QStringLiteral("poison"));
    QApplication::processEvents();
    EXPECT_EQ(w.window.reader()->currentSourceId(), QStringLiteral("lastdays"));
    EXPECT_TRUE(w.window.comparison()->columnText(0).contains(QLatin1String("he took poison")));

    const QString wider = QStringLiteral("he took poison, but the dose failed");
    w.select(QStringLiteral("lastdays"), wider + QStringLiteral(".\n")); // white space at the ends is left out
    const int steps = w.undo()->count();
    ASSERT_TRUE(w.events()->changePassageAction()->isEnabled());
    w.events()->changePassageAction()->trigger();
    EXPECT_EQ(w.undo()->count(), steps + 1);
    auto changed = w.repo()->account(id);
    ASSERT_TRUE(changed.ok());
    EXPECT_EQ(changed->account.quote(), wider + u'.');
    EXPECT_EQ(changed->account.start, kEnglish.indexOf(wider));
    EXPECT_EQ(w.model.corpus().events.first().accounts.first().quote(), wider + u'.');
    QApplication::processEvents();
    EXPECT_TRUE(w.window.comparison()->columnText(0).contains(QLatin1String("the dose failed")))
        << w.window.comparison()->columnText(0).toStdString();

    w.editing.undoAction()->trigger();
    EXPECT_EQ(w.repo()->account(id)->account.quote(), QStringLiteral("he took poison"));
    w.editing.redoAction()->trigger();
    EXPECT_EQ(w.repo()->account(id)->account.quote(), wider + u'.');

    // Shrunk again, by a selection inside it.
    w.model.selectEventById(QStringLiteral("poison"));
    w.select(QStringLiteral("lastdays"), QStringLiteral("took poison"));
    w.events()->changePassageAction()->trigger();
    EXPECT_EQ(w.repo()->account(id)->account.quote(), QStringLiteral("took poison"));
}

TEST(ChangeCitedPassage, RefusesASelectionInAnotherSource)
{
    WindowFixture w;
    w.addEvent(QStringLiteral("poison"), QStringLiteral("Poison"), "1814-04-13");
    const QString id = w.cite(QStringLiteral("poison"), QStringLiteral("he took poison"));
    w.model.selectEventById(QStringLiteral("poison"));
    w.select(QStringLiteral("witness"), QStringLiteral("left for Elba"));
    const int steps = w.undo()->count();
    bool warned = false;
    QString message;
    onModal<QMessageBox>(
        [&](QMessageBox *box) {
            message = box->text();
            box->reject();
        },
        &warned);
    w.events()->changePassageAction()->trigger();
    EXPECT_TRUE(warned);
    EXPECT_TRUE(message.contains(QLatin1String("witness"))) << message.toStdString();
    EXPECT_EQ(w.undo()->count(), steps);
    EXPECT_EQ(w.repo()->account(id)->account.quote(), QStringLiteral("he took poison"));
}

TEST(EventEditingUi, DeleteAsksNamingTheAccountsAndUndoBringsThemBack)
{
    WindowFixture w;
    w.addEvent(QStringLiteral("abd"), QStringLiteral("Abdication"), "1814-04-06");
    w.cite(QStringLiteral("abd"), QStringLiteral("signed his abdication"));
    w.cite(QStringLiteral("abd"), QStringLiteral("left for Elba"), QStringLiteral("witness"));
    w.model.selectEventById(QStringLiteral("abd"));
    EXPECT_EQ(w.window.eventList()->model()->rowCount(), 1);

    bool asked = false;
    QString question;
    onModal<QMessageBox>(
        [&](QMessageBox *box) {
            question = box->text();
            box->button(QMessageBox::Cancel)->click();
        },
        &asked);
    w.events()->deleteEventAction()->trigger();
    ASSERT_TRUE(asked);
    EXPECT_TRUE(question.contains(QLatin1String("Abdication")));
    EXPECT_TRUE(question.contains(QLatin1String("2 accounts"))) << question.toStdString();
    EXPECT_TRUE(question.contains(QLatin1String("left for Elba")));
    EXPECT_TRUE(w.repo()->exists(db::Entity::Event, QStringLiteral("abd"))); // cancelled

    onModal<QMessageBox>([](QMessageBox *box) { box->button(QMessageBox::Yes)->click(); }, &asked);
    w.events()->deleteEventAction()->trigger();
    EXPECT_FALSE(w.repo()->exists(db::Entity::Event, QStringLiteral("abd")));
    EXPECT_EQ(w.window.eventList()->model()->rowCount(), 0);
    w.editing.undoAction()->trigger();
    EXPECT_EQ(w.accountIds(QStringLiteral("abd")).size(), 2);
    EXPECT_EQ(w.window.eventList()->model()->rowCount(), 1);
}

TEST(EventEditingUi, MergeFromTheMenuKeepsEveryAccountAndUpdatesTheViews)
{
    WindowFixture w;
    w.addEvent(QStringLiteral("abd"), QStringLiteral("Abdication"), "1814-04-06");
    w.addEvent(QStringLiteral("dep"), QStringLiteral("Departure"), "1814-04-20");
    w.cite(QStringLiteral("abd"), QStringLiteral("signed his abdication"));
    w.cite(QStringLiteral("dep"), QStringLiteral("left for Elba"), QStringLiteral("witness"));
    w.model.selectEventById(QStringLiteral("abd"));
    QApplication::processEvents();
    EXPECT_EQ(w.window.comparison()->columnCount(), 1);

    bool shown = false;
    onModal<QDialog>(
        [](QDialog *d) {
            auto *picker = d->findChild<EventPicker *>();
            ASSERT_NE(picker, nullptr);
            picker->searchEdit()->setText(QStringLiteral("Depart"));
            ASSERT_EQ(picker->currentEvent(), QStringLiteral("dep"));
            d->accept();
        },
        &shown);
    w.events()->mergeAction()->trigger();
    ASSERT_TRUE(shown);
    EXPECT_FALSE(w.repo()->exists(db::Entity::Event, QStringLiteral("dep")));
    EXPECT_EQ(w.accountIds(QStringLiteral("abd")).size(), 2);
    EXPECT_EQ(w.window.eventList()->model()->rowCount(), 1);
    QApplication::processEvents();
    EXPECT_EQ(w.model.corpus().events[w.model.selectedEvent()].id, QStringLiteral("abd"));
    EXPECT_EQ(w.window.comparison()->columnCount(), 2); // both sources side by side
    w.editing.undoAction()->trigger();
    EXPECT_EQ(w.window.eventList()->model()->rowCount(), 2);
    EXPECT_EQ(w.accountIds(QStringLiteral("dep")).size(), 1);
}

TEST(EventEditingUi, NewEventFromTheDialogIsSelected)
{
    WindowFixture w;
    bool shown = false;
    onModal<EventDialog>(
        [](EventDialog *d) {
            d->setTitle(QStringLiteral("en"), QStringLiteral("Arrival on Elba"));
            d->dateField()->edit()->setText(QStringLiteral("1814-05-04"));
            d->accept();
        },
        &shown);
    w.events()->newEventAction()->trigger();
    ASSERT_TRUE(shown);
    ASSERT_EQ(w.model.corpus().events.size(), 1);
    EXPECT_EQ(w.model.selectedEvent(), 0);
    EXPECT_EQ(w.model.corpus().events.first().titles.value(QStringLiteral("en")), QStringLiteral("Arrival on Elba"));
    w.editing.undoAction()->trigger();
    EXPECT_TRUE(w.model.corpus().events.isEmpty());
}

TEST(EventEditingUi, TimelineConflictsAndListFollowEditsUndoAndRedo)
{
    WindowFixture w;
    w.window.timeline()->setLaneMode(LaneMode::Source);
    w.addEvent(QStringLiteral("dep"), QStringLiteral("Departure for Elba"), "1814-04-28");
    const QString id = w.cite(QStringLiteral("dep"), QStringLiteral("left for Elba"), QStringLiteral("witness"));
    const auto laneSize = [&] {
        const TimelineData &d = w.window.timeline()->data();
        for (int i = 0; i < d.laneTitles.size(); ++i)
            if (d.laneTitles[i].startsWith(QLatin1String("witness")))
                return int(d.lanes[std::size_t(i)].size());
        return -1;
    };
    const auto conflicts = [&] { return w.window.conflicts()->model()->rowCount(); };
    EXPECT_EQ(laneSize(), 1);
    EXPECT_EQ(conflicts(), 0);

    // The witness claims 20 April: a disagreement with the record.
    db::AccountRecord before = w.repo()->account(id).value(), after = before;
    after.account.claimedDate = HistoricalDate::parse(QStringLiteral("1814-04-20")).value();
    ASSERT_TRUE(w.session.push(new EditAccountCommand(w.repo(), before, after)).ok());
    EXPECT_EQ(conflicts(), 1);
    w.undo()->undo();
    EXPECT_EQ(conflicts(), 0);
    w.undo()->redo();
    EXPECT_EQ(conflicts(), 1);

    // Deleting the event empties the lane, the list and the conflicts; undo
    // brings all three back.
    ASSERT_TRUE(w.session.push(new RemoveEventCommand(w.repo(), QStringLiteral("dep"))).ok());
    EXPECT_EQ(laneSize(), 0);
    EXPECT_EQ(conflicts(), 0);
    EXPECT_EQ(w.window.eventList()->model()->rowCount(), 0);
    w.undo()->undo();
    EXPECT_EQ(laneSize(), 1);
    EXPECT_EQ(conflicts(), 1);
    EXPECT_EQ(w.window.eventList()->model()->rowCount(), 1);
}

TEST(ChangeCitedPassage, OfSeveralAccountsInOneSourceChangesTheOneSelectedOver)
{
    WindowFixture w;
    w.addEvent(QStringLiteral("abd"), QStringLiteral("Abdication"), "1814-04-06");
    const QString first = w.cite(QStringLiteral("abd"), QStringLiteral("On 6 April 1814"));
    const QString second = w.cite(QStringLiteral("abd"), QStringLiteral("signed his abdication"));
    w.model.selectEventById(QStringLiteral("abd"));
    w.select(QStringLiteral("lastdays"), QStringLiteral("Emperor signed his abdication"));
    w.events()->changePassageAction()->trigger();
    EXPECT_EQ(w.repo()->account(first)->account.quote(), QStringLiteral("On 6 April 1814"));
    EXPECT_EQ(w.repo()->account(second)->account.quote(), QStringLiteral("Emperor signed his abdication"));
}

TEST(EventCommands, MergeIsOneTransactionAnnouncedOnceAndAllOrNothing)
{
    Fixture f;
    f.addEvent(QStringLiteral("abd"), QStringLiteral("Abdication"), "1814-04-06");
    f.addEvent(QStringLiteral("dep"), QStringLiteral("Departure"), "1814-04-20");
    const QString a = f.cite(QStringLiteral("dep"), QStringLiteral("signed his abdication"));
    const QString b = f.cite(QStringLiteral("dep"), QStringLiteral("left for Elba"), QStringLiteral("witness"));
    QList<QList<db::Change>> heard;
    const int handle = f.repo()->subscribe([&](const QList<db::Change> &c) { heard << c; });
    ASSERT_TRUE(f.session.push(new MergeEventsCommand(f.repo(), QStringLiteral("abd"), QStringLiteral("dep"))).ok());
    ASSERT_EQ(heard.size(), 1); // the two moves and the removal, together
    EXPECT_EQ(heard.first().size(), 3);
    heard.clear();
    f.undo()->undo();
    EXPECT_EQ(heard.size(), 1);
    EXPECT_EQ(f.accountIds(QStringLiteral("dep")), QStringList({a, b}));
    f.repo()->unsubscribe(handle);

    // The second account's words moved in a revised text after the command
    // read them: its move fails, and the first one is taken back with it.
    auto *merge = new MergeEventsCommand(f.repo(), QStringLiteral("abd"), QStringLiteral("dep"));
    ASSERT_TRUE(f.repo()->replaceSourceText(QStringLiteral("witness"), QStringLiteral("Preface. ") + kOther).ok());
    const int done = f.undo()->index();
    EXPECT_FALSE(f.session.push(merge).ok());
    EXPECT_EQ(f.undo()->index(), done); // nothing new to undo
    EXPECT_EQ(f.accountIds(QStringLiteral("dep")), QStringList({a, b}));
    EXPECT_TRUE(f.accountIds(QStringLiteral("abd")).isEmpty());
}
