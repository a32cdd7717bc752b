// What the second new-user walkthrough of editing found (issue 13): File ▸ New
// crashed with Compare in sight; the first citation of a new database asked
// to choose among no events; a Chinese text in UTF-8 was taken for English;
// a new database's Compare said its sources agree, and Replace Text did
// nothing without a source.
#include "../qtprint.h"

#include <core/timelinedata.h>
#include <db/corpusloader.h>
#include <db/sqliterepository.h>
#include <db/userdata.h>
#include <ui/corpusmodel.h>
#include <ui/darkstyle.h>
#include <ui/editing/addsourcedialog.h>
#include <ui/editing/citedialog.h>
#include <ui/editing/editcommands.h>
#include <ui/editing/editingui.h>
#include <ui/editing/editsession.h>
#include <ui/editing/eventcommands.h>
#include <ui/editing/referencemodels.h>
#include <ui/language.h>
#include <ui/mainwindow.h>
#include <ui/palette.h>
#include <ui/reading/sourcereader.h>
#include <ui/timeline/timelinewidget.h>

#include <gtest/gtest.h>

#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDate>
#include <QDockWidget>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMenu>
#include <QPlainTextEdit>
#include <QRadioButton>
#include <QScrollBar>
#include <QStyle>
#include <QStyleOptionButton>
#include <QTemporaryDir>
#include <QTest>
#include <QTextEdit>
#include <QTimer>
#include <QTreeWidget>
#include <QUndoStack>
#include <QUndoView>

#include <algorithm>
#include <limits>
#include <map>
#include <tuple>

using namespace parallax;
using namespace parallax::ui;

namespace {

Corpus bundled()
{
    auto loaded = db::loadCorpusFolder(db::bundledCorpusPath());
    EXPECT_TRUE(loaded.ok());
    return loaded.corpus;
}

} // namespace

// Compare's overview of disputes was read on the replaced corpus before the
// conflicts were found again: it indexed the last corpus's events.
TEST(SecondWalk, ANewDatabaseWithCompareInSightShowsNoOldDisputes)
{
    CorpusModel model;
    model.setCorpus(bundled());
    MainWindow window(&model);
    window.resize(1280, 720);
    window.show();
    QApplication::processEvents();
    auto *list = window.findChild<QTreeWidget *>(QStringLiteral("mostDisputed"));
    ASSERT_NE(list, nullptr);
    ASSERT_TRUE(list->isVisible());
    ASSERT_GT(list->topLevelItemCount(), 0);

    Corpus empty;
    empty.title = QStringLiteral("history");
    model.setCorpus(empty); // File ▸ New
    QApplication::processEvents();
    EXPECT_EQ(list->topLevelItemCount(), 0);

    model.setCorpus(bundled()); // and back, then a smaller one
    QApplication::processEvents();
    Corpus few = bundled();
    few.events.resize(3);
    model.setCorpus(few);
    QApplication::processEvents();
    for (int i = 0; i < list->topLevelItemCount(); ++i)
        EXPECT_LT(list->topLevelItem(i)->data(0, Qt::UserRole).toInt(), 3);
}

namespace {

struct NewDatabase
{
    QTemporaryDir dir;
    CorpusModel model;
    EditSession session {&model};

    NewDatabase() { EXPECT_TRUE(session.create(dir.filePath(QStringLiteral("new.parallax"))).ok()); }

    QString addSource(const QString &text)
    {
        Source s;
        s.id = QStringLiteral("account");
        s.title = QStringLiteral("An Account");
        s.language = QStringLiteral("en");
        s.text = text;
        EXPECT_TRUE(session.push(new AddSourceCommand(session.repository(), s)).ok());
        return s.id;
    }
};

} // namespace

// In a database without events the cite dialog showed an empty list of
// events, chosen, and asked to choose one: it starts at the new event's title.
TEST(SecondWalk, TheFirstCitationOfADatabaseStartsANewEvent)
{
    NewDatabase db;
    const QString text = QStringLiteral("On 15 June 1815 the army crossed the Sambre.");
    db.addSource(text);
    CiteDialog dialog(&db.model, QStringLiteral("account"), 0, text.size());
    EXPECT_TRUE(dialog.newEventChoice()->isChecked());
    EXPECT_FALSE(dialog.eventSearch()->isEnabled());
    EXPECT_EQ(dialog.focusWidget(), dialog.newTitleEdit());
    EXPECT_EQ(dialog.problem(), QStringLiteral("The new event needs a title."));
    dialog.newTitleEdit()->setText(QStringLiteral("Crossing of the Sambre"));
    EXPECT_TRUE(dialog.problem().isEmpty()) << dialog.problem().toStdString();

    // With an event, the choice is as before: an existing event.
    Event e;
    e.titles.insert(QStringLiteral("en"), QStringLiteral("Crossing of the Sambre"));
    e.date = HistoricalDate::parse(QStringLiteral("1815-06-15")).value();
    ASSERT_TRUE(db.session.push(new AddEventCommand(db.session.repository(), e)).ok());
    CiteDialog second(&db.model, QStringLiteral("account"), 0, text.size());
    EXPECT_TRUE(second.eventSearch()->isEnabled());
    EXPECT_FALSE(second.newEventChoice()->isChecked());
}

// A long passage cited at 1280x720 squeezed the claimed date's field to a
// sliver (8–12 px, its date clipped) and cut its explanation off: the whole
// quotation stood at the top of the dialog (a walkthrough by helper-95). The
// quotation scrolls in a few lines now; every field keeps its height.
TEST(SecondWalk, ALongPassageLeavesTheCiteDialogsFieldsWhole)
{
    NewDatabase db;
    QString text = QStringLiteral("On 15 June 1815 the army crossed the Sambre. ");
    for (int i = 0; i < 60; ++i)
        text += QStringLiteral("The columns marched on through the night and the rain, and nobody slept. ");
    db.addSource(text);
    CiteDialog dialog(&db.model, QStringLiteral("account"), 0, text.size());
    dialog.resize(dialog.sizeHint());
    dialog.show();
    QApplication::processEvents();
    EXPECT_LE(dialog.height(), 640) << "taller than a 1280x720 screen leaves room for";
    EXPECT_LE(dialog.minimumSizeHint().height(), 640);
    for (QLineEdit *edit : {dialog.claimedEdit(), dialog.dateWordsEdit(), dialog.newTitleEdit(), dialog.glossEdit()})
        EXPECT_GE(edit->height(), edit->sizeHint().height()) << edit->objectName().toStdString();
    // The whole quotation is there to read, by scrolling.
    const auto *quote = dialog.findChild<QTextEdit *>(QStringLiteral("citedQuote"));
    ASSERT_NE(quote, nullptr);
    EXPECT_EQ(quote->toPlainText(), text);
    EXPECT_GT(quote->verticalScrollBar()->maximum(), 0);
    // A short one takes only the lines it needs.
    CiteDialog shortOne(&db.model, QStringLiteral("account"), 0, 44);
    shortOne.resize(shortOne.sizeHint());
    shortOne.show();
    QApplication::processEvents();
    const auto *few = shortOne.findChild<QTextEdit *>(QStringLiteral("citedQuote"));
    ASSERT_NE(few, nullptr);
    EXPECT_LE(few->height(), 4 * few->fontMetrics().lineSpacing());
}

// A Chinese text in UTF-8 was proposed as English; the language the user
// chooses stays theirs. A refused date of writing is marked like the others.
TEST(SecondWalk, AddSourceProposesChineseForAChineseTextInAnyEncoding)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("zh-utf8.txt"));
    QFile f(path);
    ASSERT_TRUE(f.open(QIODevice::WriteOnly));
    f.write(QStringLiteral("滑铁卢战记\n\n一八一五年六月十八日，战事于乌古蒙农庄开始。\n").toUtf8());
    f.close();
    AddSourceDialog dialog;
    ASSERT_TRUE(dialog.loadFile(path));
    EXPECT_EQ(dialog.encodingBox()->currentText(), QStringLiteral("UTF-8"));
    EXPECT_EQ(dialog.languageBox()->currentText(), QStringLiteral("zh"));

    dialog.pasteEdit()->setPlainText(QStringLiteral("The great battle was fought on the 18th of June 1815."));
    EXPECT_EQ(dialog.languageBox()->currentText(), QStringLiteral("en"));
    dialog.languageBox()->setCurrentText(QStringLiteral("da"));
    emit dialog.languageBox()->textActivated(QStringLiteral("da"));
    dialog.pasteEdit()->setPlainText(QStringLiteral("滑铁卢战记"));
    EXPECT_EQ(dialog.languageBox()->currentText(), QStringLiteral("da"));

    // The reference names the CSL type by its code; the dialog shows its name.
    EXPECT_TRUE(dialog.source().reference.contains(QLatin1String("\"type\":\"book\"")));
    QComboBox *type = nullptr;
    for (QComboBox *box : dialog.findChildren<QComboBox *>())
        if (box->findData(QStringLiteral("manuscript")) >= 0)
            type = box;
    ASSERT_NE(type, nullptr);
    EXPECT_EQ(type->currentText(), QStringLiteral("Book"));

    dialog.writtenEdit()->setText(QStringLiteral("183x"));
    EXPECT_FALSE(dialog.writtenEdit()->styleSheet().isEmpty());
    EXPECT_FALSE(dialog.writtenEdit()->toolTip().isEmpty());
    dialog.writtenEdit()->setText(QStringLiteral("183X"));
    EXPECT_TRUE(dialog.writtenEdit()->styleSheet().isEmpty());
}

// A new database says how a text comes in (Compare said the sources agree);
// Replace Text names the source it replaces the text of and is disabled
// while the reader shows none (it did nothing).
TEST(SecondWalk, AnEmptyDatabaseSaysWhatToDoAndReplaceTextNamesItsSource)
{
    NewDatabase db;
    MainWindow window(&db.model);
    EditingUi editing(&window, &db.session);
    window.resize(1280, 720);
    window.show();
    QApplication::processEvents();
    auto *summary = window.findChild<QLabel *>(QStringLiteral("disputeSummary"));
    ASSERT_NE(summary, nullptr);
    EXPECT_TRUE(summary->text().contains(QStringLiteral("Add Source"))) << summary->text().toStdString();
    EXPECT_FALSE(window.reader()->textView()->placeholderText().isEmpty());

    auto *replace = window.findChild<QAction *>(QStringLiteral("replaceTextAction"));
    ASSERT_NE(replace, nullptr);
    auto *menu = qobject_cast<QMenu *>(replace->parent());
    ASSERT_NE(menu, nullptr);
    emit menu->aboutToShow();
    EXPECT_FALSE(replace->isEnabled());

    db.addSource(QStringLiteral("The great battle was fought on the 18th of June 1815."));
    window.reader()->showSource(QStringLiteral("account"));
    QApplication::processEvents();
    EXPECT_TRUE(window.reader()->textView()->placeholderText().isEmpty());
    emit menu->aboutToShow();
    EXPECT_TRUE(replace->isEnabled());
    EXPECT_TRUE(replace->text().contains(QStringLiteral("An Account"))) << replace->text().toStdString();
}

// The undo history named a replaced text by its source's id (a UUID).
TEST(SecondWalk, TheHistoryNamesAReplacedTextByItsSourcesTitle)
{
    NewDatabase db;
    db.addSource(QStringLiteral("The great battle was fought on the 18th of June 1815."));
    auto *replace = new ReplaceTextCommand(db.session.repository(), QStringLiteral("account"),
        QStringLiteral("The great battle was fought on Sunday, the 18th of June 1815."), QStringLiteral("UTF-8"));
    EXPECT_TRUE(replace->text().contains(QStringLiteral("An Account"))) << replace->text().toStdString();
    ASSERT_TRUE(db.session.push(replace).ok());
    EXPECT_EQ(db.session.undoStack()->undoText(), replace->text());
}

namespace {

using Items = std::vector<std::tuple<int, AxisTime, std::uint32_t, std::uint32_t>>;

// The items of each lane, as the timeline holds them and as a build from
// the corpus has them.
std::vector<Items> laneItems(const TimelineData &data)
{
    std::vector<Items> lanes;
    for (const LaneIndex &lane : data.lanes) {
        Items items;
        lane.forEachVisible(std::numeric_limits<AxisTime>::min() / 2, std::numeric_limits<AxisTime>::max() / 2,
            [&](const TimelineItem &i) { items.emplace_back(int(lanes.size()), i.start, i.length, i.bits); });
        std::sort(items.begin(), items.end());
        lanes.push_back(std::move(items));
    }
    return lanes;
}

} // namespace

// After a merge was undone, the kept event still held the account it gave
// back (read again, the event that got it back hid the one it left): the
// timeline drew it twice (a red "Battle of Waterloo" at 15 June in the
// source's lane) and Compare counted its disagreements.
TEST(SecondWalk, UndoingAMergeLeavesNoAccountBehindOnTheTimeline)
{
    NewDatabase db;
    MainWindow window(&db.model);
    EditingUi editing(&window, &db.session);
    window.resize(1280, 720);
    window.show();
    window.timeline()->setLaneMode(LaneMode::Source);
    const QString zh
        = QStringLiteral("一八一五年六月十五日，拿破仑渡过桑布尔河。一八一五年六月十八日，战事于乌古蒙开始。");
    Source s;
    s.id = QStringLiteral("zh");
    s.title = QStringLiteral("滑铁卢战记");
    s.language = QStringLiteral("zh");
    s.text = zh;
    ASSERT_TRUE(db.session.push(new AddSourceCommand(db.session.repository(), s)).ok());
    const QString en = QStringLiteral("The great battle was fought on the 18th of June 1815.");
    db.addSource(en);
    auto cite = [&](const QString &source, const QString &text, const QString &words, const char *claimed,
                    const QString &event, const char *title) {
        Account a;
        a.sourceId = source;
        a.setQuote(words);
        a.start = text.indexOf(words);
        a.end = a.start + words.size();
        a.claimedDate = HistoricalDate::parse(QString::fromLatin1(claimed)).value();
        std::optional<Event> e;
        if (title) {
            e = Event();
            e->id = event;
            e->titles.insert(QStringLiteral("en"), QString::fromUtf8(title));
            e->date = a.claimedDate;
        }
        ASSERT_TRUE(db.session.push(new CiteCommand(db.session.repository(), title ? QString() : event, a, e)).ok());
    };
    cite(QStringLiteral("zh"), zh, QStringLiteral("拿破仑渡过桑布尔河"), "1815-06-15", QStringLiteral("sambre"),
        "Crossing of the Sambre");
    cite(QStringLiteral("zh"), zh, QStringLiteral("战事于乌古蒙开始"), "1815-06-18", QStringLiteral("waterloo"),
        "Battle of Waterloo");
    cite(QStringLiteral("account"), en, QStringLiteral("The great battle was fought"), "1815-06-18",
        QStringLiteral("waterloo"), nullptr);
    QApplication::processEvents();
    // The model as the database has it, and the timeline as built from it.
    const auto stored = [&] {
        std::map<QString, QStringList> accounts;
        for (const Event &e : db.model.corpus().events) {
            auto read = db.session.repository()->event(e.id);
            EXPECT_TRUE(read.ok());
            for (const Account &a : e.accounts)
                accounts[e.id] << a.id();
            QStringList ids;
            for (const Account &a : read->accounts)
                ids << a.id();
            EXPECT_EQ(accounts[e.id], ids) << e.id.toStdString();
        }
        return accounts;
    };
    const auto fresh = [&] {
        stored();
        return laneItems(buildTimelineData(db.model.corpus(), LaneMode::Source));
    };
    ASSERT_EQ(laneItems(window.timeline()->data()), fresh());
    // The text revised first (as in the walk): the corpus taken in whole.
    QString revised = zh;
    revised.replace(QStringLiteral("乌古蒙"), QStringLiteral("乌古蒙农庄"));
    ASSERT_TRUE(db.session
                    .push(new ReplaceTextCommand(
                        db.session.repository(), QStringLiteral("zh"), revised, QStringLiteral("GB18030")))
                    .ok());
    QApplication::processEvents();
    ASSERT_EQ(laneItems(window.timeline()->data()), fresh());

    ASSERT_TRUE(
        db.session
            .push(new MergeEventsCommand(db.session.repository(), QStringLiteral("waterloo"), QStringLiteral("sambre")))
            .ok());
    QApplication::processEvents();
    EXPECT_EQ(laneItems(window.timeline()->data()), fresh());
    db.session.undoStack()->undo();
    QApplication::processEvents();
    EXPECT_EQ(laneItems(window.timeline()->data()), fresh());
    db.session.undoStack()->redo();
    QApplication::processEvents();
    EXPECT_EQ(laneItems(window.timeline()->data()), fresh());
}

namespace {

// Answers the next file dialog with a name typed as a user would.
void answerFileDialog(const QString &name, bool *asked)
{
    QTimer::singleShot(0, [name, asked] {
        auto *dialog = qobject_cast<QFileDialog *>(QApplication::activeModalWidget());
        ASSERT_NE(dialog, nullptr);
        *asked = true;
        dialog->selectFile(name);
        static_cast<QDialog *>(dialog)->accept(); // as the Save button does
    });
}

} // namespace

// A copy saved as "waterloo-copy" had no suffix, so File ▸ Open (which lists
// *.parallax and *.sqlite) did not show it; New Database the same.
TEST(SecondWalk, ADatabaseNamedWithoutSuffixGetsParallax)
{
    NewDatabase db;
    MainWindow window(&db.model);
    EditingUi editing(&window, &db.session);
    auto *copy = window.findChild<QAction *>(QStringLiteral("saveCopyAction"));
    auto *create = window.findChild<QAction *>(QStringLiteral("newDatabaseAction"));
    ASSERT_TRUE(copy && create);
    bool asked = false;
    answerFileDialog(db.dir.filePath(QStringLiteral("waterloo-copy")), &asked);
    copy->trigger();
    EXPECT_TRUE(asked);
    EXPECT_TRUE(QFileInfo::exists(db.dir.filePath(QStringLiteral("waterloo-copy.parallax"))));
    asked = false;
    answerFileDialog(db.dir.filePath(QStringLiteral("mine")), &asked);
    create->trigger();
    EXPECT_TRUE(asked);
    EXPECT_EQ(db.session.path(), db.dir.filePath(QStringLiteral("mine.parallax")));
}

// File ▸ New Database kept the timeline on the window of the corpus open
// before: March to May 1814 over a database with no events (a walkthrough
// by helper-92). A database with no events shows this year, as a first
// start on one now does too (it showed 4713 BC, where the axis counts from);
// its first event is fitted when it comes.
TEST(SecondWalk, ANewDatabaseShowsThisYearNotTheWindowOfTheCorpusBefore)
{
    DatePoint thisYear;
    thisYear.year = QDate::currentDate().year();
    const AxisSpan year = HistoricalDate(thisYear).span();
    const AxisTime midYear = year.start + year.length() / 2;

    NewDatabase db;
    db.model.setCorpus(bundled());
    MainWindow window(&db.model);
    EditingUi editing(&window, &db.session);
    window.resize(1920, 1080);
    window.show();
    QApplication::processEvents();
    const AxisSpan before = window.timeline()->visibleSpan();
    ASSERT_FALSE(before.contains(midYear));

    auto *create = window.findChild<QAction *>(QStringLiteral("newDatabaseAction"));
    ASSERT_NE(create, nullptr);
    bool asked = false;
    answerFileDialog(db.dir.filePath(QStringLiteral("fresh.parallax")), &asked);
    create->trigger();
    QApplication::processEvents();
    ASSERT_TRUE(asked);
    ASSERT_TRUE(db.model.corpus().events.isEmpty());
    const AxisSpan shown = window.timeline()->visibleSpan();
    EXPECT_FALSE(shown.overlaps(before)) << "the window of the corpus open before";
    EXPECT_TRUE(shown.contains(midYear));

    // A first start on a database with no events.
    CorpusModel none;
    MainWindow first(&none);
    first.resize(1920, 1080);
    first.show();
    QApplication::processEvents();
    EXPECT_TRUE(first.timeline()->visibleSpan().contains(midYear));

    // The first event is fitted.
    Event e;
    e.titles.insert(QStringLiteral("en"), QStringLiteral("Battle of Waterloo"));
    e.date = HistoricalDate::parse(QStringLiteral("1815-06-18")).value();
    ASSERT_TRUE(db.session.push(new AddEventCommand(db.session.repository(), e)).ok());
    QApplication::processEvents();
    EXPECT_TRUE(window.timeline()->visibleSpan().contains(e.date.span().start));
}

// Two leftovers of the test above (a review by helper-94): a database with
// no events read in the background kept the window of the corpus before
// (its corpus came while the reading still counted, and this year waited
// for the reading to end); and a resize snapped a timeline the user had
// moved over no events back to this year.
TEST(SecondWalk, NoEventsShowThisYearAfterABackgroundReadAndStayWhereTheUserMoved)
{
    DatePoint thisYear;
    thisYear.year = QDate::currentDate().year();
    const AxisSpan year = HistoricalDate(thisYear).span();
    const AxisTime midYear = year.start + year.length() / 2;

    CorpusModel model;
    model.setCorpus(bundled());
    MainWindow window(&model);
    window.resize(1600, 900);
    window.show();
    QApplication::processEvents();
    TimelineWidget *timeline = window.timeline();
    ASSERT_FALSE(timeline->visibleSpan().contains(midYear));

    // As EditSession reads a large database: its head, then its events, then the reading ends.
    Corpus none;
    none.id = QStringLiteral("empty");
    none.title = QStringLiteral("No events yet");
    model.setLoading(true);
    model.setCorpus(none);
    QApplication::processEvents();
    model.setCorpus(none);
    model.setLoading(false);
    QApplication::processEvents();
    EXPECT_TRUE(timeline->visibleSpan().contains(midYear)) << "the window of the corpus before stayed";

    // Not moved: a resize keeps showing the year.
    window.resize(1300, 800);
    QApplication::processEvents();
    EXPECT_TRUE(timeline->visibleSpan().contains(midYear));

    // Moved: a resize keeps where the user went.
    timeline->setFocus();
    for (int i = 0; i < 8; ++i)
        QTest::keyClick(timeline, Qt::Key_Left);
    for (int i = 0; i < 3; ++i)
        QTest::keyClick(timeline, Qt::Key_Plus);
    QTest::qWait(300); // the zoom's animation
    const AxisSpan moved = timeline->visibleSpan();
    ASSERT_FALSE(moved.contains(midYear)) << "the keys did not move the view";
    window.resize(1500, 850);
    QApplication::processEvents();
    const AxisSpan after = timeline->visibleSpan();
    EXPECT_FALSE(after.contains(midYear)) << "snapped back to this year";
    EXPECT_EQ(after.start, moved.start);
}

// In the dark palette a disabled menu item (Undo with nothing to undo)
// looked enabled, with a white etching under its words.
TEST(SecondWalk, TheDarkPaletteGreysWhatIsDisabledWithoutEtching)
{
    const QPalette dark = darkPalette();
    const QColor text = dark.color(QPalette::Active, QPalette::WindowText);
    const QColor disabled = dark.color(QPalette::Disabled, QPalette::WindowText);
    EXPECT_LT(disabled.lightnessF(), text.lightnessF() - 0.2);
    EXPECT_GT(disabled.lightnessF(), dark.color(QPalette::Window).lightnessF() + 0.2);
    EXPECT_EQ(dark.color(QPalette::Disabled, QPalette::Light), dark.color(QPalette::Window));
    EXPECT_EQ(dark.color(QPalette::Disabled, QPalette::ButtonText), disabled);
}

namespace {

// How light the lightest pixel of an empty button's indicator is, and the
// window behind it, in the dark palette.
template <typename Button> std::pair<double, double> indicatorInTheDark(QStyle::SubElement indicator)
{
    const QString style = QApplication::style()->name();
    const QPalette palette = QApplication::palette();
    useDarkPalette();
    Button button(QStringLiteral("Only disputed events"));
    button.resize(button.sizeHint());
    const QImage img = button.grab().toImage();
    QStyleOptionButton option;
    option.initFrom(&button);
    const QRect box = button.style()->subElementRect(indicator, &option, &button);
    double lightest = 0;
    for (int y = box.top(); y <= box.bottom(); ++y)
        for (int x = box.left(); x <= box.right(); ++x)
            lightest = std::max(lightest, double(img.pixelColor(x, y).lightnessF()));
    const double window = QApplication::palette().color(QPalette::Window).lightnessF();
    QApplication::setStyle(style);
    QApplication::setPalette(palette);
    return {lightest, window};
}

} // namespace

// An empty check box in the dark palette was a dark square on dark grey
// (the Filters dock): its frame now stands out from the window behind it.
TEST(SecondWalk, AnEmptyCheckBoxIsSeenInTheDark)
{
    const auto [frame, window] = indicatorInTheDark<QCheckBox>(QStyle::SE_CheckBoxIndicator);
    EXPECT_GT(frame, window + 0.3) << "the box's frame against the window";
}

// Likewise an empty radio button (Add Source's choices, at 1.15:1 against
// the dialog: a walkthrough by helper-92): its ring now stands out.
TEST(SecondWalk, AnEmptyRadioButtonIsSeenInTheDark)
{
    const auto [ring, window] = indicatorInTheDark<QRadioButton>(QStyle::SE_RadioButtonIndicator);
    EXPECT_GT(ring, window + 0.3) << "the ring against the window";
}

// A new event's title typed in Chinese in the cite dialog was stored as its
// English title.
TEST(SecondWalk, ANewEventsChineseTitleIsItsChineseTitle)
{
    NewDatabase db;
    const QString text = QStringLiteral("次日，即六月十六日，法军在利尼击败普鲁士军。");
    db.addSource(text);
    CiteDialog dialog(&db.model, QStringLiteral("account"), 0, text.size());
    dialog.newTitleEdit()->setText(QStringLiteral("利尼之战"));
    ASSERT_TRUE(dialog.newEvent().has_value());
    EXPECT_EQ(dialog.newEvent()->titles.value(QStringLiteral("zh")), QStringLiteral("利尼之战"));
    EXPECT_FALSE(dialog.newEvent()->titles.contains(QStringLiteral("en")));
    dialog.newTitleEdit()->setText(QStringLiteral("Battle of Ligny"));
    EXPECT_EQ(dialog.newEvent()->titles.value(QStringLiteral("en")), QStringLiteral("Battle of Ligny"));
}

// A place's or era's name typed in Chinese went to the English column.
TEST(SecondWalk, ANameTypedInChineseIsTheChineseName)
{
    NewDatabase db;
    db.model.setDisplayLanguage(QStringLiteral("zh"));
    PlaceTableModel places(&db.session);
    const QString ligny = places.addPlace(QStringLiteral("利尼"), 50.52, 4.58);
    ASSERT_FALSE(ligny.isEmpty());
    ASSERT_NE(db.model.place(ligny), nullptr);
    EXPECT_EQ(db.model.place(ligny)->names.value(QStringLiteral("zh")), QStringLiteral("利尼"));
    const QString wavre = places.addPlace(QStringLiteral("Wavre"), 50.72, 4.61);
    EXPECT_EQ(db.model.place(wavre)->names.value(QStringLiteral("en")), QStringLiteral("Wavre"));
    EraTableModel eras(&db.session);
    ASSERT_FALSE(
        eras.addEra(QStringLiteral("百日王朝"), QStringLiteral("1815-03-20"), QStringLiteral("1815-07-08")).isEmpty());
    EXPECT_EQ(db.model.corpus().eras.last().names.value(QStringLiteral("zh")), QStringLiteral("百日王朝"));
    EXPECT_EQ(languageOfName(QStringLiteral("Ligny"), QStringLiteral("da")), QStringLiteral("da"));
}

// The orphaned citations were listed by their source's and event's ids, and
// marked in the reader at their old offsets (on other words).
TEST(SecondWalk, OrphanedCitationsAreNamedByTitles)
{
    NewDatabase db;
    MainWindow window(&db.model);
    EditingUi editing(&window, &db.session);
    const QString text = QStringLiteral("The great battle was fought on the 18th of June 1815.");
    db.addSource(text);
    Account a;
    a.sourceId = QStringLiteral("account");
    a.setQuote(QStringLiteral("The great battle was fought"));
    a.start = 0;
    a.end = a.quote().size();
    Event e;
    e.id = QStringLiteral("e-7f3a");
    e.titles.insert(QStringLiteral("en"), QStringLiteral("Battle of Waterloo"));
    e.date = HistoricalDate::parse(QStringLiteral("1815-06-18")).value();
    ASSERT_TRUE(db.session.push(new CiteCommand(db.session.repository(), {}, a, e)).ok());
    window.resize(1280, 720);
    window.show();
    window.reader()->showSource(QStringLiteral("account"));
    db.model.selectEventById(QStringLiteral("e-7f3a"));
    QApplication::processEvents();
    ASSERT_EQ(window.reader()->highlightedRange(), std::make_pair(0, int(a.quote().size())));
    db.model.selectEvent(-1);
    ASSERT_TRUE(db.session
                    .push(new ReplaceTextCommand(db.session.repository(), QStringLiteral("account"),
                        QStringLiteral("Nothing of the kind is said here at all, not one word of it."),
                        QStringLiteral("UTF-8")))
                    .ok());
    QApplication::processEvents();
    ASSERT_EQ(editing.orphans()->count(), 1);
    // Not marked in the reader at its old offsets, which fall on other words
    // now; selecting its event highlights nothing there.
    window.reader()->showSource(QStringLiteral("account"));
    db.model.selectEventById(QStringLiteral("e-7f3a"));
    QApplication::processEvents();
    EXPECT_EQ(window.reader()->highlightedRange(), std::make_pair(-1, -1));
    EXPECT_TRUE(window.reader()->textView()->extraSelections().isEmpty());
    const QString shown = editing.orphans()->item(0)->text();
    EXPECT_TRUE(shown.contains(QStringLiteral("An Account"))) << shown.toStdString();
    EXPECT_TRUE(shown.contains(QStringLiteral("Battle of Waterloo"))) << shown.toStdString();
    EXPECT_FALSE(shown.contains(QStringLiteral("e-7f3a"))) << shown.toStdString();
}

// Reopened, a database's orphaned citations were hidden by the window's
// restored layout.
TEST(SecondWalk, OrphanedCitationsAreShownWhenADatabaseOpens)
{
    NewDatabase db;
    db.addSource(QStringLiteral("The great battle was fought on the 18th of June 1815."));
    Account a;
    a.sourceId = QStringLiteral("account");
    a.setQuote(QStringLiteral("The great battle was fought"));
    a.start = 0;
    a.end = a.quote().size();
    Event e;
    e.titles.insert(QStringLiteral("en"), QStringLiteral("Battle of Waterloo"));
    e.date = HistoricalDate::parse(QStringLiteral("1815-06-18")).value();
    ASSERT_TRUE(db.session.push(new CiteCommand(db.session.repository(), {}, a, e)).ok());
    ASSERT_TRUE(db.session
                    .push(new ReplaceTextCommand(db.session.repository(), QStringLiteral("account"),
                        QStringLiteral("Nothing of the kind is said here."), QStringLiteral("UTF-8")))
                    .ok());
    MainWindow window(&db.model);
    EditingUi editing(&window, &db.session);
    window.show();
    auto *dock = window.findChild<QDockWidget *>(QStringLiteral("orphanDock"));
    ASSERT_NE(dock, nullptr);
    dock->hide(); // as a layout saved without it restores it
    QApplication::processEvents();
    EXPECT_TRUE(dock->isVisible());
}

// A drag past the end of a sentence took the space after it into the quote.
TEST(SecondWalk, CitingASelectionLeavesTheWhiteSpaceAtItsEndsOut)
{
    NewDatabase db;
    MainWindow window(&db.model);
    EditingUi editing(&window, &db.session);
    window.show();
    const QString text = QStringLiteral("On the 18th of June 1815 the battle began. Then rain.");
    db.addSource(text);
    window.reader()->showSource(QStringLiteral("account"));
    QApplication::processEvents();
    QPlainTextEdit *view = window.reader()->textView();
    const QString sentence = QStringLiteral("On the 18th of June 1815 the battle began.");
    QTextCursor c = view->textCursor();
    c.setPosition(0);
    c.setPosition(int(sentence.size()) + 1, QTextCursor::KeepAnchor); // and the space
    view->setTextCursor(c);
    QString quoted;
    QTimer::singleShot(0, [&] {
        auto *dialog = qobject_cast<CiteDialog *>(QApplication::activeModalWidget());
        ASSERT_NE(dialog, nullptr);
        quoted = dialog->account().quote();
        dialog->reject();
    });
    editing.citeAction()->trigger();
    EXPECT_EQ(quoted, sentence);
}

// The undo history cut long steps under a horizontal scroll bar.
TEST(SecondWalk, TheUndoHistoryWrapsLongSteps)
{
    NewDatabase db;
    MainWindow window(&db.model);
    EditingUi editing(&window, &db.session);
    auto *history = window.findChild<QUndoView *>(QStringLiteral("undoHistory"));
    ASSERT_NE(history, nullptr);
    EXPECT_TRUE(history->wordWrap());
    EXPECT_EQ(history->horizontalScrollBarPolicy(), Qt::ScrollBarAlwaysOff);
}

// The undo steps stayed in English in the Chinese window: they were
// translated under one context while lupdate files them under each command's.
TEST(SecondWalk, UndoStepsAreNamedInTheInterfacesLanguage)
{
    NewDatabase db;
    Event kept, gone;
    kept.id = QStringLiteral("waterloo");
    kept.titles.insert(QStringLiteral("en"), QStringLiteral("Battle of Waterloo"));
    kept.date = HistoricalDate::parse(QStringLiteral("1815-06-18")).value();
    gone = kept;
    gone.id = QStringLiteral("ligny");
    gone.titles.insert(QStringLiteral("en"), QStringLiteral("Battle of Ligny"));
    ASSERT_TRUE(db.session.push(new AddEventCommand(db.session.repository(), kept)).ok());
    ASSERT_TRUE(db.session.push(new AddEventCommand(db.session.repository(), gone)).ok());
    ASSERT_TRUE(installLanguage(QStringLiteral("zh")));
    auto *merge = new MergeEventsCommand(db.session.repository(), kept.id, gone.id);
    auto *add = new AddEventCommand(db.session.repository(), gone);
    const QString mergeText = merge->text(), addText = add->text();
    delete merge;
    delete add;
    installLanguage(QStringLiteral("en"));
    EXPECT_TRUE(mergeText.contains(QStringLiteral("并入"))) << mergeText.toStdString();
    EXPECT_FALSE(addText.startsWith(QLatin1String("Add event"))) << addText.toStdString();
}

// Under a dark KDE colour scheme the search box's placeholder was a dark grey
// on a dark base, nearly invisible: the theme set the text and base colours
// and left Qt's placeholder (the old text colour, half transparent). Such a
// placeholder is made readable; one that reads already is kept.
TEST(SecondWalk, APlaceholderLeftDarkOnADarkBaseIsMadeReadable)
{
    QPalette theme;
    theme.setColor(QPalette::Base, QColor(0x23, 0x26, 0x29));
    theme.setColor(QPalette::Text, QColor(0xfc, 0xfc, 0xfc));
    theme.setColor(QPalette::PlaceholderText, QColor(0, 0, 0, 128));
    ASSERT_LT(contrastRatio(QColor(0x12, 0x13, 0x15), theme.color(QPalette::Base)), 1.5) << "as it was drawn";
    const QPalette fixed = withReadablePlaceholder(theme);
    for (QPalette::ColorGroup group : {QPalette::Active, QPalette::Inactive}) {
        const QColor placeholder = fixed.color(group, QPalette::PlaceholderText);
        EXPECT_GE(contrastRatio(placeholder, fixed.color(group, QPalette::Base)), kPlaceholderContrast);
        EXPECT_GT(placeholder.lightnessF(), fixed.color(group, QPalette::Base).lightnessF()) << "lighter than the base";
        EXPECT_LT(placeholder.lightnessF(), fixed.color(group, QPalette::Text).lightnessF()) << "fainter than text";
    }
    EXPECT_EQ(fixed.color(QPalette::Text), theme.color(QPalette::Text)) << "only the placeholder changes";
    EXPECT_EQ(withReadablePlaceholder(darkPalette()), darkPalette());
    QPalette light;
    light.setColor(QPalette::Base, Qt::white);
    light.setColor(QPalette::Text, Qt::black);
    light.setColor(QPalette::PlaceholderText, QColor(0, 0, 0, 128));
    EXPECT_EQ(withReadablePlaceholder(light), light);
}
