// The cite dialog proposes the date of a selection from the source's own
// words: the date words in the selection or in its sentence just before it,
// read with the preceding dated text of the same source as reference (a
// "４月６日" after a sentence naming 1814), and shows which words it used.
#include "../qtprint.h"

#include <db/sqliterepository.h>
#include <ui/corpusmodel.h>
#include <ui/editing/citedialog.h>
#include <ui/editing/datefield.h>
#include <ui/editing/editcommands.h>
#include <ui/editing/editsession.h>
#include <ui/editing/sourcetitle.h>
#include <ui/language.h>

#include <gtest/gtest.h>

#include <QApplication>
#include <QDialogButtonBox>
#include <QInputMethodEvent>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QRadioButton>
#include <QStyle>
#include <QTemporaryDir>
#include <QTest>

using namespace parallax;
using namespace parallax::ui;

namespace {

struct SourceSession
{
    QTemporaryDir dir;
    CorpusModel model;
    EditSession session {&model};
    QString text;

    SourceSession(const QString &language, const QString &body)
        : text(body)
    {
        EXPECT_TRUE(session.create(dir.filePath(QStringLiteral("t.parallax"))).ok());
        Source s;
        s.id = QStringLiteral("src");
        s.title = QStringLiteral("A text");
        s.language = language;
        s.text = body;
        EXPECT_TRUE(session.push(new AddSourceCommand(session.repository(), s)).ok());
    }

    // A dialog for the passage `words` (its first occurrence; the texts here
    // are BMP-only, so UTF-16 offsets are code points).
    std::unique_ptr<CiteDialog> cite(const QString &words) const
    {
        const qsizetype at = text.indexOf(words);
        EXPECT_GE(at, 0) << words.toStdString();
        return std::make_unique<CiteDialog>(&model, QStringLiteral("src"), at, at + words.size());
    }
};

// Types `text` into an emptied field, as an input method commits it
// (QTest::keyClicks only types ASCII).
void typeInto(QLineEdit *edit, const QString &text)
{
    edit->clear();
    edit->setFocus();
    QInputMethodEvent commit;
    commit.setCommitString(text);
    QApplication::sendEvent(edit, &commit);
}

// Sentences with no date in them, to push the year far back.
QString filler(const QString &sentence, int times)
{
    QString out;
    for (int i = 0; i < times; ++i)
        out += sentence;
    return out;
}

} // namespace

TEST(CiteDate, ChineseDayOnlyInTheSentenceBeforeTakesTheYearFromEarlierText)
{
    SourceSession s(QStringLiteral("zh"),
        QStringLiteral("第三章\n1814年，反法联军攻入法国。\n")
            + filler(QStringLiteral("他沉默不语，望着窗外的树林。"), 60)
            + QStringLiteral("\n４月６日，拿破仑在枫丹白露签字退位。随后他被送往厄尔巴岛。\n"));
    auto dialog = s.cite(QStringLiteral("拿破仑在枫丹白露签字退位"));
    EXPECT_EQ(dialog->claimedEdit()->text(), QStringLiteral("1814-04-06"));
    EXPECT_EQ(dialog->dateWordsEdit()->text(), QStringLiteral("４月６日"));
    // The words used, where they were, and where the year came from.
    const QString from = dialog->dateFromLabel()->text();
    EXPECT_TRUE(from.contains(QStringLiteral("４月６日"))) << from.toStdString();
    EXPECT_TRUE(from.contains(QStringLiteral("1814"))) << from.toStdString();
    EXPECT_TRUE(dialog->claimedEdit()->styleSheet().isEmpty()); // valid
}

TEST(CiteDate, ChineseDateInsideTheSelectionWins)
{
    SourceSession s(QStringLiteral("zh"), QStringLiteral("1814年4月6日，拿破仑签字退位。4月20日清晨，他告别近卫军。"));
    auto dialog = s.cite(QStringLiteral("4月20日清晨，他告别近卫军"));
    EXPECT_EQ(dialog->claimedEdit()->text(), QStringLiteral("1814-04-20"));
    EXPECT_TRUE(dialog->dateWordsEdit()->text().startsWith(QStringLiteral("4月20日")));
    EXPECT_TRUE(dialog->dateFromLabel()->text().contains(QStringLiteral("4月20日")));
}

TEST(CiteDate, EnglishNextMorningCountsFromTheDayBefore)
{
    SourceSession s(QStringLiteral("en"),
        QStringLiteral("In the night of 12 to 13 April 1814 he took poison, but the dose failed. ")
            + filler(QStringLiteral("He lay still and spoke to no one. "), 20)
            + QStringLiteral("The next morning he asked for his secretary and dictated letters.\n"));
    auto dialog = s.cite(QStringLiteral("he asked for his secretary"));
    EXPECT_EQ(dialog->claimedEdit()->text(), QStringLiteral("1814-04-14"));
    EXPECT_TRUE(dialog->dateWordsEdit()->text().contains(QStringLiteral("next morning")))
        << dialog->dateWordsEdit()->text().toStdString();
    EXPECT_TRUE(dialog->dateFromLabel()->text().contains(QStringLiteral("just before")))
        << dialog->dateFromLabel()->text().toStdString();
}

TEST(CiteDate, DanishDayWithoutYearAfterADatedSentence)
{
    SourceSession s(QStringLiteral("da"),
        QStringLiteral("Den 31. marts 1814 rykkede de allierede ind i Paris. Den 6. april underskrev kejseren sin "
                       "abdikation på Fontainebleau.\n"));
    auto dialog = s.cite(QStringLiteral("underskrev kejseren sin abdikation"));
    EXPECT_EQ(dialog->claimedEdit()->text(), QStringLiteral("1814-04-06"));
    EXPECT_TRUE(dialog->dateWordsEdit()->text().contains(QStringLiteral("6. april")))
        << dialog->dateWordsEdit()->text().toStdString();
    EXPECT_TRUE(dialog->dateFromLabel()->text().contains(QStringLiteral("1814")));
}

TEST(CiteDate, RewritingTheWordsReadsThemAgainUntilTheDateIsTypedByHand)
{
    SourceSession s(QStringLiteral("zh"), QStringLiteral("1814年4月6日，拿破仑签字退位。他在宫中等待。"));
    auto dialog = s.cite(QStringLiteral("他在宫中等待"));
    EXPECT_EQ(dialog->claimedEdit()->text(), QStringLiteral("1814-04-06"));
    typeInto(dialog->dateWordsEdit(), QStringLiteral("4月7日"));
    EXPECT_EQ(dialog->claimedEdit()->text(), QStringLiteral("1814-04-07"));
    // Words with no date say so and leave the claimed date alone.
    typeInto(dialog->dateWordsEdit(), QStringLiteral("后来"));
    EXPECT_EQ(dialog->claimedEdit()->text(), QStringLiteral("1814-04-07"));
    EXPECT_FALSE(dialog->dateFromLabel()->text().isEmpty());
    // Typed by hand: a bad date is refused as typed, and the words no longer overwrite it.
    dialog->claimedEdit()->clear();
    QTest::keyClicks(dialog->claimedEdit(), QStringLiteral("1814-13"));
    EXPECT_FALSE(dialog->claimedEdit()->styleSheet().isEmpty());
    EXPECT_FALSE(dialog->problem().isEmpty());
    typeInto(dialog->dateWordsEdit(), QStringLiteral("4月8日"));
    EXPECT_EQ(dialog->claimedEdit()->text(), QStringLiteral("1814-13"));
}

TEST(CiteDate, NoDateAnywhereSaysSo)
{
    SourceSession s(QStringLiteral("en"), QStringLiteral("He walked in the garden and said nothing at all.\n"));
    auto dialog = s.cite(QStringLiteral("said nothing"));
    EXPECT_TRUE(dialog->claimedEdit()->text().isEmpty());
    EXPECT_FALSE(dialog->dateFromLabel()->text().isEmpty());
}

// "the twentieth of April" with no year anywhere before it: the year is
// taken from the nearest passage of the source cited with a date, and the
// dialog says so (it said "No date words found").
TEST(CiteDate, DateWordsWithoutAYearTakeTheYearOfTheNearestCitation)
{
    const QString text = QStringLiteral("He reached the coast at last. Then on the twentieth of April the Emperor left "
                                        "for the south. Much later he sailed.");
    SourceSession s(QStringLiteral("en"), text);
    {
        auto first = s.cite(QStringLiteral("reached the coast"));
        EXPECT_TRUE(first->claimedEdit()->text().isEmpty()) << "no year anywhere yet";
        typeInto(first->claimedEdit(), QStringLiteral("1815-04-10"));
        typeInto(first->newTitleEdit(), QStringLiteral("Coast"));
        ASSERT_TRUE(
            s.session.push(new CiteCommand(s.session.repository(), QString(), first->account(), first->newEvent()))
                .ok());
    }
    auto dialog = s.cite(QStringLiteral("on the twentieth of April the Emperor left"));
    EXPECT_EQ(dialog->claimedEdit()->text(), QStringLiteral("1815-04-20"));
    EXPECT_EQ(dialog->dateWordsEdit()->text(), QStringLiteral("the twentieth of April"));
    EXPECT_TRUE(dialog->dateFromLabel()->text().contains(QStringLiteral("1815")))
        << dialog->dateFromLabel()->text().toStdString();
}

// A day alone in the selection is its date, its month from the text before:
// the dialog reached past it to "Two days later" in the sentence before,
// and proposed the event of that date (walkthrough).
TEST(CiteDate, ADayAloneInTheSelectionIsNotPassedOver)
{
    const QString text = QStringLiteral("On the twentieth of April 1814 the Emperor left Fontainebleau. Two days "
                                        "later the carriages reached Briare. On the evening of the twenty-fifth the "
                                        "crowd at Orgon burned his effigy.");
    SourceSession s(QStringLiteral("en"), text);
    auto dialog = s.cite(QStringLiteral("On the evening of the twenty-fifth the crowd at Orgon burned his effigy."));
    EXPECT_EQ(dialog->claimedEdit()->text(), QStringLiteral("1814-04-25"));
    EXPECT_EQ(dialog->dateWordsEdit()->text(), QStringLiteral("of the twenty-fifth"));
}

// The dialog read the selection's date only in the source's declared
// language: an English letter quoted in a Danish text gave "1815" for "June
// 18, 1815", and nothing for a Chinese date in an English one (a
// walkthrough by helper-92). Another of the languages reads it now where the
// declared one reads nothing, or less of the same words; the declared one is
// kept where it reads as much.
TEST(CiteDate, ADateInAnotherLanguageThanTheSourcesIsReadInItsOwn)
{
    struct Case
    {
        const char *language;
        QString text, selection, edtf, words;
    };
    const QList<Case> cases {
        {"da", QStringLiteral("Wellington skrev hjem: June 18, 1815, the French were beaten at Waterloo."),
            QStringLiteral("June 18, 1815, the French were beaten"), QStringLiteral("1815-06-18"),
            QStringLiteral("June 18, 1815")},
        {"da", QStringLiteral("Den 31. marts 1814 faldt Paris. Et brev lyder: April 6, 1814, he has abdicated."),
            QStringLiteral("April 6, 1814, he has abdicated"), QStringLiteral("1814-04-06"),
            QStringLiteral("April 6, 1814")},
        {"en", QStringLiteral("The memoir says: 1814年4月6日，拿破仑签字退位。"),
            QStringLiteral("1814年4月6日，拿破仑签字退位"), QStringLiteral("1814-04-06"),
            QStringLiteral("1814年4月6日")},
        {"en", QStringLiteral("A Danish paper wrote: den 6. april 1814 abdicerede kejseren."),
            QStringLiteral("den 6. april 1814 abdicerede kejseren"), QStringLiteral("1814-04-06"),
            QStringLiteral("den 6. april 1814")},
        {"zh", QStringLiteral("英国报纸写道：the 18th of June 1815 was the day of Waterloo."),
            QStringLiteral("the 18th of June 1815 was the day of Waterloo"), QStringLiteral("1815-06-18"),
            QStringLiteral("18th of June 1815")},
        // The declared language still comes first where it reads as much.
        {"da", QStringLiteral("Den 18. juni 1815 stod slaget ved Waterloo."),
            QStringLiteral("Den 18. juni 1815 stod slaget"), QStringLiteral("1815-06-18"),
            QStringLiteral("Den 18. juni 1815")},
    };
    for (const Case &c : cases) {
        SourceSession s(QString::fromLatin1(c.language), c.text);
        auto dialog = s.cite(c.selection);
        EXPECT_EQ(dialog->claimedEdit()->text(), c.edtf) << c.language << ": " << c.selection.toStdString();
        EXPECT_EQ(dialog->dateWordsEdit()->text(), c.words) << c.language << ": " << c.selection.toStdString();
        EXPECT_TRUE(dialog->dateFromLabel()->text().contains(c.words)) << dialog->dateFromLabel()->text().toStdString();
        // Rewritten by hand, the words are read the same way.
        typeInto(dialog->dateWordsEdit(), c.words);
        EXPECT_EQ(dialog->claimedEdit()->text(), c.edtf) << "retyped: " << c.words.toStdString();
    }
}

TEST(CiteDate, ASeasonBeforeGivesTheYear)
{
    SourceSession s(QStringLiteral("zh"),
        QStringLiteral("枫丹白露\n1814年春，反法联军攻入巴黎。\n４月６日，拿破仑在宫中签署了退位诏书。\n"));
    auto dialog = s.cite(QStringLiteral("破仑在宫中签署了退位诏书"));
    EXPECT_EQ(dialog->claimedEdit()->text(), QStringLiteral("1814-04-06"));
    EXPECT_EQ(dialog->dateWordsEdit()->text(), QStringLiteral("４月６日"));
}

// The cite dialog proposes the event whose date is the one the passage
// gives when the selected event's date does not hold it (the walkthrough:
// a passage about 6 April went, with one Enter, to the treaty of the 11th).
// With the selected event's date holding it the selection stays the
// proposal; with several events of that date none is proposed.
TEST(CiteDate, TheEventOfThePassagesDateIsProposed)
{
    SourceSession s(QStringLiteral("zh"), QStringLiteral("1814年4月6日，拿破仑签字退位。4月11日，条约签订。"));
    auto event = [&](const char *id, const char *title, const char *date) {
        Event e;
        e.id = QString::fromLatin1(id);
        e.titles.insert(QStringLiteral("en"), QString::fromLatin1(title));
        e.date = HistoricalDate::parse(QString::fromLatin1(date)).value();
        EXPECT_TRUE(s.session.push(new AddEventCommand(s.session.repository(), e)).ok());
    };
    event("treaty", "Treaty", "1814-04-11/1814-04-13");
    event("abdication", "Abdication", "1814-04-06");
    auto proposed = [&](const QString &words) {
        auto dialog = s.cite(words);
        QListWidgetItem *item = dialog->eventList()->currentItem();
        return item ? item->data(Qt::UserRole).toString() : QString();
    };
    s.model.selectEventById(QStringLiteral("treaty"));
    EXPECT_EQ(proposed(QStringLiteral("1814年4月6日，拿破仑签字退位")), QStringLiteral("abdication"));
    EXPECT_EQ(proposed(QStringLiteral("4月11日，条约签订")), QStringLiteral("treaty"))
        << "the selection's date holds it";
    event("abdication-2", "Abdication again", "1814-04-06");
    EXPECT_EQ(proposed(QStringLiteral("1814年4月6日，拿破仑签字退位")), QString())
        << "two events of that date and a selected one of another: the choice is the user's";
}

namespace {

// The Hundred Days: a landing, an entry into Paris and a battle, in English.
struct HundredDays : SourceSession
{
    HundredDays()
        : SourceSession(QStringLiteral("en"),
            QStringLiteral("On 1 March 1815 Napoleon landed at Golfe-Juan with a thousand men. "
                           "On 18 June 1815 his army was broken at Waterloo.\n"))
    {
        event("landing", "Napoleon lands at Golfe-Juan", "1815-03-01");
        event("paris", "Napoleon enters Paris", "1815-03-20");
    }
    void event(const char *id, const char *title, const char *date)
    {
        Event e;
        e.id = QString::fromLatin1(id);
        e.titles.insert(QStringLiteral("en"), QString::fromLatin1(title));
        e.date = HistoricalDate::parse(QString::fromLatin1(date)).value();
        EXPECT_TRUE(session.push(new AddEventCommand(session.repository(), e)).ok());
    }
};

QString chosenEvent(const CiteDialog &dialog)
{
    return dialog.newEventChoice()->isChecked() ? QString() : dialog.eventId();
}

} // namespace

// The selected event is proposed only when its date agrees with the
// passage's; an event of another date is no proposal, and the dialog starts
// at a new event's title (Enter filed the Waterloo passage under the landing).
TEST(CiteDate, AnEventOfAnotherDateIsNotProposed)
{
    HundredDays s;
    s.model.selectEventById(QStringLiteral("paris"));
    auto landing = s.cite(QStringLiteral("Napoleon landed at Golfe-Juan"));
    EXPECT_EQ(chosenEvent(*landing), QStringLiteral("landing")) << "the one event of the passage's date";
    s.model.selectEventById(QStringLiteral("landing"));
    auto waterloo = s.cite(QStringLiteral("his army was broken at Waterloo"));
    EXPECT_EQ(waterloo->claimedEdit()->text(), QStringLiteral("1815-06-18"));
    EXPECT_TRUE(waterloo->newEventChoice()->isChecked());
    EXPECT_EQ(waterloo->eventList()->currentItem(), nullptr);
    EXPECT_TRUE(waterloo->eventId().isEmpty());
    EXPECT_EQ(waterloo->focusWidget(), waterloo->newTitleEdit());
    // Nothing proposed for a passage whose date no event has, even unselected.
    s.model.selectEventById(QString());
    EXPECT_TRUE(s.cite(QStringLiteral("his army was broken at Waterloo"))->newEventChoice()->isChecked());
}

// Choosing "A new event" by a click or by Alt+N puts the cursor in its title.
TEST(CiteDate, ChoosingANewEventGoesToItsTitle)
{
    HundredDays s;
    auto dialog = s.cite(QStringLiteral("Napoleon landed at Golfe-Juan"));
    dialog->show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(dialog.get()));
    dialog->activateWindow();
    dialog->eventSearch()->setFocus();
    QRadioButton *choice = dialog->newEventChoice();
    QTest::mouseClick(choice, Qt::LeftButton, {}, QPoint(8, choice->height() / 2)); // on its circle
    EXPECT_TRUE(dialog->newEventChoice()->isChecked());
    EXPECT_EQ(dialog->focusWidget(), dialog->newTitleEdit());
    dialog->eventSearch()->setFocus();
    QTest::keyClick(dialog.get(), Qt::Key_N, Qt::AltModifier);
    EXPECT_TRUE(QTest::qWaitFor([&] { return dialog->focusWidget() == dialog->newTitleEdit(); }, 2000));
}

// Picking an event whose date disagrees with the claimed date is allowed,
// and said in a line of the dialog.
TEST(CiteDate, AnEventOfAnotherDateIsSaidToDisagree)
{
    HundredDays s;
    auto dialog = s.cite(QStringLiteral("Napoleon landed at Golfe-Juan"));
    EXPECT_TRUE(dialog->eventWarningLabel()->isHidden());
    dialog->eventSearch()->setText(QStringLiteral("Paris"));
    ASSERT_EQ(chosenEvent(*dialog), QStringLiteral("paris"));
    EXPECT_FALSE(dialog->eventWarningLabel()->isHidden());
    EXPECT_TRUE(dialog->eventWarningLabel()->text().contains(QStringLiteral("1815-03-20")));
    EXPECT_TRUE(dialog->problem().isEmpty()) << "a warning, not a refusal";
    dialog->claimedEdit()->setText(QStringLiteral("1815-03-20"));
    EXPECT_TRUE(dialog->eventWarningLabel()->isHidden());
}

// Words that count days from the date before ("Tre dage efter") give the
// day they count to, not the day they count from.
TEST(CiteDate, DaysCountedFromTheDateBeforeAreCounted)
{
    SourceSession s(QStringLiteral("da"),
        QStringLiteral("Den 18. juni 1815 tabte kejseren slaget ved Waterloo. Tre dage efter vendte han tilbage til "
                       "Paris. Den 18. juni 1815 faldt hans garde, og tre dage efter abdicerede han i Paris.\n"));
    for (const QString &words : {QStringLiteral("Tre dage efter vendte han tilbage til Paris"),
             QStringLiteral("vendte han tilbage til Paris"), QStringLiteral("abdicerede han i Paris")}) {
        auto dialog = s.cite(words);
        EXPECT_EQ(dialog->claimedEdit()->text(), QStringLiteral("1815-06-21")) << words.toStdString();
        EXPECT_EQ(dialog->dateWordsEdit()->text().toLower(), QStringLiteral("tre dage efter")) << words.toStdString();
        EXPECT_TRUE(dialog->dateFromLabel()->text().contains(QStringLiteral("1815-06-18")))
            << dialog->dateFromLabel()->text().toStdString();
    }
}

// A new event's title goes into the slot of its language, not into the
// English one; the event still shows a title in every language.
TEST(CiteDate, ANewTitleIsStoredInItsLanguage)
{
    // A title's words tell its language; where they do not, the source's.
    // "Napoleon back in Paris", typed for a Danish source, was kept as the
    // Danish title (a walkthrough by helper-95).
    const struct
    {
        const char *language;
        QString text, title;
        const char *expected;
    } cases[] = {
        {"zh", QStringLiteral("1815年6月18日，拿破仑在滑铁卢战败。"), QStringLiteral("滑铁卢战役"), "zh"},
        {"da", QStringLiteral("Den 18. juni 1815 tabte kejseren slaget ved Waterloo."),
            QStringLiteral("Slaget ved Waterloo"), "da"},
        {"zh", QStringLiteral("1815年6月18日，拿破仑在滑铁卢战败。"), QStringLiteral("Battle of Waterloo"), "en"},
        {"da", QStringLiteral("Den 20. marts 1815 var Napoleon tilbage i Paris."),
            QStringLiteral("Napoleon back in Paris"), "en"},
        {"da", QStringLiteral("Den 20. marts 1815 var Napoleon tilbage i Paris."),
            QStringLiteral("Napoleon er tilbage i Paris"), "da"},
    };
    for (const auto &c : cases) {
        const QString language = QString::fromLatin1(c.language);
        SourceSession s(language, c.text);
        auto dialog = s.cite(c.text);
        typeInto(dialog->newTitleEdit(), c.title);
        const QString expected = QString::fromLatin1(c.expected);
        const auto event = dialog->newEvent();
        ASSERT_TRUE(event.has_value());
        EXPECT_EQ(event->titles.keys(), QStringList {expected}) << c.title.toStdString();
        auto *command = new CiteCommand(s.session.repository(), QString(), dialog->account(), event);
        const QString id = command->eventId();
        ASSERT_TRUE(s.session.push(command).ok());
        const int index = s.model.eventIndex(id);
        ASSERT_GE(index, 0);
        const LocalizedNames &stored = s.model.corpus().events[index].titles;
        EXPECT_EQ(stored.keys(), QStringList {expected}) << c.title.toStdString();
        for (const char *ui : {"en", "zh", "da"})
            EXPECT_EQ(pickName(stored, QString::fromLatin1(ui)), c.title) << ui;
        // And as the file is opened again.
        auto reopened = s.session.repository()->event(id);
        ASSERT_TRUE(reopened.ok());
        EXPECT_EQ(reopened->titles.keys(), QStringList {expected}) << c.title.toStdString();
    }
}

// The claimed date reads a date in words as the other date fields do, and
// stores it as EDTF: "22 June 1815" was refused with "a year needs four
// digits", as only EDTF was read there.
TEST(CiteDate, AClaimedDateInWordsIsReadAndStoredAsEdtf)
{
    SourceSession s(QStringLiteral("en"), QStringLiteral("He walked in the garden and said nothing at all.\n"));
    auto dialog = s.cite(QStringLiteral("said nothing"));
    typeInto(dialog->newTitleEdit(), QStringLiteral("A walk"));
    dialog->claimedEdit()->clear();
    QTest::keyClicks(dialog->claimedEdit(), QStringLiteral("22 June 1815"));
    EXPECT_TRUE(dialog->problem().isEmpty()) << dialog->problem().toStdString();
    EXPECT_TRUE(dialog->claimedEdit()->styleSheet().isEmpty()) << "not marked refused";
    EXPECT_EQ(dialog->account().claimedDate.toEdtf(), QStringLiteral("1815-06-22"));
    EXPECT_TRUE(dialog->claimedField()->explanation()->text().contains(QLatin1String("1815-06-22")))
        << "says what is stored: " << dialog->claimedField()->explanation()->text().toStdString();
    ASSERT_TRUE(dialog->newEvent().has_value());
    EXPECT_EQ(dialog->newEvent()->date.toEdtf(), QStringLiteral("1815-06-22")) << "the claimed date, by default";
    for (const QString &words : {QStringLiteral("22. juni 1815"), QStringLiteral("1815年6月22日")}) {
        typeInto(dialog->claimedEdit(), words);
        EXPECT_EQ(dialog->account().claimedDate.toEdtf(), QStringLiteral("1815-06-22")) << words.toStdString();
    }
}

// Words that name no date are refused in the claimed date, marked, and the
// dialog says how to write one.
TEST(CiteDate, AClaimedDateThatIsNoDateIsRefusedWithAReason)
{
    SourceSession s(QStringLiteral("en"), QStringLiteral("He walked in the garden and said nothing at all.\n"));
    auto dialog = s.cite(QStringLiteral("said nothing"));
    typeInto(dialog->newTitleEdit(), QStringLiteral("A walk"));
    dialog->claimedEdit()->clear();
    QTest::keyClicks(dialog->claimedEdit(), QStringLiteral("sometime soonish"));
    const QString problem = dialog->problem();
    EXPECT_TRUE(problem.contains(QLatin1String("Claimed date"))) << problem.toStdString();
    EXPECT_TRUE(problem.contains(QLatin1String("22 June 1815"))) << "says how to write one: " << problem.toStdString();
    EXPECT_FALSE(dialog->claimedEdit()->styleSheet().isEmpty()) << "marked refused";
    EXPECT_FALSE(dialog->account().claimedDate.isValid());
    EXPECT_FALSE(dialog->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok)->isEnabled());
}

// The new event's own date reads words too, and wins over the claimed date.
TEST(CiteDate, TheNewEventsDateInWordsIsItsDate)
{
    SourceSession s(QStringLiteral("zh"), QStringLiteral("1815年6月18日，拿破仑在滑铁卢战败。"));
    auto dialog = s.cite(QStringLiteral("拿破仑在滑铁卢战败"));
    typeInto(dialog->newTitleEdit(), QStringLiteral("滑铁卢战役"));
    EXPECT_EQ(dialog->newEvent()->date.toEdtf(), QStringLiteral("1815-06-18")) << "the claimed date";
    typeInto(dialog->newDateEdit(), QStringLiteral("1815年6月17日"));
    EXPECT_TRUE(dialog->problem().isEmpty()) << dialog->problem().toStdString();
    EXPECT_EQ(dialog->newEvent()->date.toEdtf(), QStringLiteral("1815-06-17"));
    typeInto(dialog->newDateEdit(), QStringLiteral("滑铁卢"));
    EXPECT_TRUE(dialog->problem().contains(QLatin1String("Event date"))) << dialog->problem().toStdString();
}

// A claimed date typed in words is compared with the chosen event's date
// like one typed in EDTF.
TEST(CiteDate, AClaimedDateInWordsIsComparedWithTheEvent)
{
    HundredDays s;
    auto dialog = s.cite(QStringLiteral("Napoleon landed at Golfe-Juan"));
    dialog->eventSearch()->setText(QStringLiteral("Paris"));
    ASSERT_EQ(chosenEvent(*dialog), QStringLiteral("paris"));
    typeInto(dialog->claimedEdit(), QStringLiteral("20 March 1815"));
    EXPECT_TRUE(dialog->eventWarningLabel()->isHidden()) << dialog->eventWarningLabel()->text().toStdString();
    typeInto(dialog->claimedEdit(), QStringLiteral("1 March 1815"));
    EXPECT_FALSE(dialog->eventWarningLabel()->isHidden());
    EXPECT_TRUE(dialog->eventWarningLabel()->text().contains(QStringLiteral("1815-03-01")))
        << dialog->eventWarningLabel()->text().toStdString();
}

// With no claimed date the new event needs a date of its own, which may be
// written in words; not asked for in red before anything was typed.
TEST(CiteDate, ANewEventWithoutAClaimedDateNeedsItsOwn)
{
    SourceSession s(QStringLiteral("en"), QStringLiteral("He walked in the garden and said nothing at all.\n"));
    auto dialog = s.cite(QStringLiteral("said nothing"));
    typeInto(dialog->newTitleEdit(), QStringLiteral("A walk"));
    ASSERT_TRUE(dialog->claimedEdit()->text().isEmpty());
    EXPECT_TRUE(dialog->problem().contains(QLatin1String("Event date"))) << dialog->problem().toStdString();
    EXPECT_TRUE(dialog->newDateEdit()->styleSheet().isEmpty()) << "untouched";
    EXPECT_TRUE(dialog->newDateField()->explanation()->text().contains(QLatin1String("claimed date")))
        << "says what an empty date means: " << dialog->newDateField()->explanation()->text().toStdString();
    QTest::keyClicks(dialog->newDateEdit(), QStringLiteral("22 June 1815"));
    EXPECT_TRUE(dialog->problem().isEmpty()) << dialog->problem().toStdString();
    EXPECT_EQ(dialog->newEvent()->date.toEdtf(), QStringLiteral("1815-06-22"));
    EXPECT_FALSE(dialog->account().claimedDate.isValid()) << "the account claims no date";
}

// A refused date's reason is read whole under its field: as the status line
// grew to say it again, the dialog kept its height and cut the claimed
// date's reason in half.
TEST(CiteDate, ARefusedDatesReasonIsNotCut)
{
    HundredDays s;
    auto dialog = s.cite(QStringLiteral("his army was broken at Waterloo"));
    dialog->show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(dialog.get()));
    typeInto(dialog->newTitleEdit(), QStringLiteral("Waterloo"));
    for (QLineEdit *edit : {dialog->newDateEdit(), dialog->claimedEdit()}) {
        edit->clear();
        QTest::keyClicks(edit, QStringLiteral("sometime soonish"));
        QApplication::processEvents();
        ASSERT_FALSE(dialog->problem().isEmpty());
        for (DateField *field : {dialog->claimedField(), dialog->newDateField()}) {
            const QLabel *reason = field->explanation();
            EXPECT_TRUE(field->rect().contains(reason->geometry()))
                << reason->text().toStdString() << ": " << reason->y() << "+" << reason->height() << " in "
                << field->height();
        }
    }
}

// A claimed date typed by hand that the date words contradict: the words
// stayed, as if the source said that date, and nothing said otherwise. The
// line under the words now warns (a warning, not a refusal) and offers to
// clear them; a date they hold, or words rewritten to it, ends the warning.
TEST(CiteDate, AClaimedDateTheWordsContradictIsWarnedOf)
{
    HundredDays s;
    auto dialog = s.cite(QStringLiteral("Napoleon landed at Golfe-Juan"));
    const QString words = dialog->dateWordsEdit()->text();
    ASSERT_EQ(dialog->claimedEdit()->text(), QStringLiteral("1815-03-01"));
    const QString proposal = dialog->dateFromLabel()->text();
    EXPECT_FALSE(dialog->wordsContradictClaim());
    EXPECT_TRUE(dialog->clearWordsButton()->isHidden());

    dialog->claimedEdit()->clear();
    QTest::keyClicks(dialog->claimedEdit(), QStringLiteral("1815-03-20"));
    EXPECT_TRUE(dialog->wordsContradictClaim());
    const QString warning = dialog->dateFromLabel()->text();
    EXPECT_TRUE(warning.contains(words)) << warning.toStdString();
    EXPECT_TRUE(
        warning.contains(HistoricalDate::parse(QStringLiteral("1815-03-20")).value().toDisplayString(dialog->locale())))
        << warning.toStdString();
    EXPECT_FALSE(dialog->clearWordsButton()->isHidden());
    EXPECT_TRUE(dialog->problem().isEmpty()) << "the user may know better";
    EXPECT_EQ(dialog->account().dateText(), words) << "nothing changed behind the user's back";

    // A date the words hold (their month) is no contradiction.
    dialog->claimedEdit()->clear();
    QTest::keyClicks(dialog->claimedEdit(), QStringLiteral("1815-03"));
    EXPECT_FALSE(dialog->wordsContradictClaim());
    EXPECT_EQ(dialog->dateFromLabel()->text(), proposal);
    EXPECT_TRUE(dialog->clearWordsButton()->isHidden());

    // Words rewritten to the typed date end it, and leave the typed date alone.
    dialog->claimedEdit()->clear();
    QTest::keyClicks(dialog->claimedEdit(), QStringLiteral("1815-03-20"));
    ASSERT_TRUE(dialog->wordsContradictClaim());
    typeInto(dialog->dateWordsEdit(), QStringLiteral("20 March 1815"));
    EXPECT_FALSE(dialog->wordsContradictClaim());
    EXPECT_EQ(dialog->claimedEdit()->text(), QStringLiteral("1815-03-20"));
    typeInto(dialog->dateWordsEdit(), words);
    ASSERT_TRUE(dialog->wordsContradictClaim());

    // Cleared: no words are stored as the source's wording of the date.
    dialog->clearWordsButton()->click();
    EXPECT_TRUE(dialog->dateWordsEdit()->text().isEmpty());
    EXPECT_TRUE(dialog->account().dateText().isEmpty());
    EXPECT_FALSE(dialog->wordsContradictClaim());
    EXPECT_TRUE(dialog->clearWordsButton()->isHidden());
    EXPECT_FALSE(dialog->dateFromLabel()->text().isEmpty()) << "says the claimed date is not the source's wording";
    EXPECT_EQ(dialog->account().claimedDate.toEdtf(), QStringLiteral("1815-03-20"));
}

// The claimed date's examples were cut off in the dialog as it opens at
// 1280x720, in English and in Chinese: the field shows the examples that
// fit, and all of them in its tool tip.
TEST(CiteDate, TheDateFieldsExamplesFitTheirFields)
{
    struct BackToEnglish
    {
        ~BackToEnglish() { installLanguage(QStringLiteral("en")); }
    } restore;
    for (const char *language : {"en", "zh"}) {
        ASSERT_TRUE(installLanguage(QString::fromLatin1(language)));
        SourceSession s(QStringLiteral("en"), QStringLiteral("On 1 March 1815 Napoleon landed at Golfe-Juan.\n"));
        auto dialog = s.cite(QStringLiteral("Napoleon landed"));
        dialog->show();
        ASSERT_TRUE(QTest::qWaitForWindowExposed(dialog.get()));
        for (DateField *field : {dialog->claimedField(), dialog->newDateField()}) {
            QLineEdit *edit = field->edit();
            const int frame = edit->style()->pixelMetric(QStyle::PM_DefaultFrameWidth, nullptr, edit);
            const QString shown = edit->placeholderText();
            ASSERT_FALSE(shown.isEmpty()) << language;
            EXPECT_LE(edit->fontMetrics().horizontalAdvance(shown), edit->width() - 2 * frame - 4)
                << language << ": " << shown.toStdString() << " in " << edit->width();
            EXPECT_FALSE(field->toolTip().isEmpty()) << language;
        }
        EXPECT_TRUE(dialog->claimedField()->toolTip().contains(QStringLiteral("1814-04-12/1814-04-13")));
    }
}
