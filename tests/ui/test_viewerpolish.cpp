// Issue 14, the last walk: file dialogs, search rows.
#include "../qtprint.h"

#include <db/corpusloader.h>
#include <db/sqliterepository.h>
#include <db/userdata.h>
#include <ui/corpusmodel.h>
#include <ui/editing/addsourcedialog.h>
#include <ui/editing/editcommands.h>
#include <ui/editing/editsession.h>
#include <ui/editing/eventcommands.h>
#include <ui/editing/eventinspector.h>
#include <ui/elidingcombobox.h>
#include <ui/filedialogs.h>
#include <ui/language.h>
#include <ui/reading/parallelmodel.h>
#include <ui/tables/conflictspanel.h>
#include <ui/tables/eventlist.h>

#include <gtest/gtest.h>

#include <QAbstractItemModelTester>
#include <QApplication>
#include <QComboBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QHeaderView>
#include <QLineEdit>
#include <QMainWindow>
#include <QPlainTextEdit>
#include <QScopeGuard>
#include <QSettings>
#include <QSignalSpy>
#include <QTableView>
#include <QTemporaryDir>
#include <QTimer>
#include <QTreeView>

using namespace parallax;
using namespace parallax::ui;

namespace {

// Runs `onOpen` on the modal dialog that `ask` opens, then closes it.
template <typename Ask, typename OnOpen> QString withDialog(Ask ask, OnOpen onOpen)
{
    QTimer::singleShot(0, [onOpen] {
        auto *dialog = qobject_cast<QFileDialog *>(QApplication::activeModalWidget());
        ASSERT_NE(dialog, nullptr);
        onOpen(dialog);
        dialog->reject();
    });
    return ask();
}

} // namespace

// The file dialogs open at a size that suits the window (Qt's own opened at
// about 520x370 under Xvfb, the names cut), the Name column has the width the
// others leave it, and a dialog the user made larger opens again as large.
TEST(ViewerPolish, FileDialogsOpenAtAReadableRememberedSize)
{
    QSettings().remove(QStringLiteral("fileDialog"));
    QMainWindow window;
    window.resize(1280, 720);
    window.show();
    QSize first;
    withDialog([&] { return askOpenFileName(&window, QStringLiteral("Open"), QString(), QStringLiteral("All (*)")); },
        [&](QFileDialog *d) {
            first = d->size();
            EXPECT_GE(d->width(), 760);
            EXPECT_GE(d->height(), 480);
            EXPECT_LE(d->width(), window.width());
            EXPECT_LE(d->height(), window.height());
            auto *tree = d->findChild<QTreeView *>(QStringLiteral("treeView"));
            ASSERT_NE(tree, nullptr);
            EXPECT_EQ(tree->header()->sectionResizeMode(0), QHeaderView::Stretch);
            d->resize(1000, 650);
        });
    EXPECT_EQ(QSettings().value(QStringLiteral("fileDialog/size")).toSize(), QSize(1000, 650));
    // The next one, an export, opens at the size left, with the name proposed.
    withDialog(
        [&] {
            return askSaveFileName(
                &window, QStringLiteral("Export"), QStringLiteral("chart.png"), QStringLiteral("PNG (*.png)"));
        },
        [&](QFileDialog *d) {
            EXPECT_EQ(d->size(), QSize(1000, 650));
            EXPECT_EQ(d->acceptMode(), QFileDialog::AcceptSave);
            EXPECT_TRUE(d->selectedFiles().value(0).endsWith(QStringLiteral("chart.png")))
                << d->selectedFiles().value(0).toStdString();
        });
    QSettings().remove(QStringLiteral("fileDialog"));
}

// A choice too long for its box is cut after a word with "…" (Qt clipped
// the source picker's "Paris, Fontainebleau and the ro").
TEST(ViewerPolish, AComboBoxCutsALongChoiceAtAWord)
{
    ElidingComboBox box;
    const QString title = QStringLiteral("March–April 1814: Paris, Fontainebleau and the road to Elba — Chinese");
    box.addItem(title);
    box.addItem(QStringLiteral("Elba"));
    box.resize(260, box.sizeHint().height());
    box.show();
    QApplication::processEvents();
    const QString shown = box.shownText();
    EXPECT_TRUE(shown.endsWith(QChar(0x2026))) << shown.toStdString();
    EXPECT_LT(box.fontMetrics().horizontalAdvance(shown), box.width() - 20);
    const QString head = shown.chopped(1);
    EXPECT_TRUE(title.startsWith(head));
    EXPECT_TRUE(title.at(head.size()) == u' ' || title.at(head.size()) == u',')
        << "cut at a word: " << shown.toStdString();
    box.setCurrentIndex(1);
    EXPECT_EQ(box.shownText(), QStringLiteral("Elba"));
    box.grab(); // paints
}

// The events' titles keep a readable column in a narrow dock, and take the
// width the other columns leave in a wide one (a stretched column was
// squeezed to 15 px at 1280x720, in Chinese).
TEST(ViewerPolish, TheEventListsTitlesKeepTheirColumn)
{
    CorpusModel model;
    model.setCorpus(db::loadCorpusFolder(db::bundledCorpusPath()).corpus);
    ui::EventList list(&model);
    list.show();
    // 788: the dock's width at 1280x720, where a long range's date column
    // cut the last heading to "Disp…".
    for (const int width : {560, 788, 1000}) {
        list.resize(width, 300);
        QApplication::processEvents();
        QTableView *v = list.view();
        EXPECT_GE(v->columnWidth(EventListModel::TitleColumn), ui::EventList::kMinimumTitleWidth) << width;
        int all = 0;
        for (int c = 0; c < EventListModel::ColumnCount; ++c)
            all += v->columnWidth(c);
        if (width >= 788)
            EXPECT_EQ(all, v->viewport()->width()) << "the titles take the room left at " << width;
        else
            EXPECT_GT(all, v->viewport()->width()) << "the counts scroll";
        // A day's date is never cut.
        const QString day = HistoricalDate::parse(QStringLiteral("1814-09-30")).value().toDisplayString();
        EXPECT_GT(v->columnWidth(EventListModel::DateColumn), v->fontMetrics().horizontalAdvance(day)) << width;
        for (const int c : {int(EventListModel::AccountsColumn), int(EventListModel::ConflictColumn)}) {
            const QString heading = v->model()->headerData(c, Qt::Horizontal).toString();
            EXPECT_GE(v->columnWidth(c), v->horizontalHeader()->fontMetrics().horizontalAdvance(heading) + 12);
            EXPECT_LE(v->columnWidth(c), 110);
        }
    }
}

// Parallel reading names each event in the display's language, as every
// other view does (its rows were English in a Chinese window).
TEST(ViewerPolish, ParallelReadingTitlesFollowTheDisplayLanguage)
{
    CorpusModel model;
    model.setCorpus(db::loadCorpusFolder(db::bundledCorpusPath()).corpus);
    ParallelModel rows(&model);
    QAbstractItemModelTester tester(&rows, QAbstractItemModelTester::FailureReportingMode::Fatal);
    rows.setSources({model.corpus().sources[0].id, model.corpus().sources[1].id});
    ASSERT_GT(rows.rowCount(), 0);
    const int event = rows.eventAt(0);
    const LocalizedNames &titles = model.corpus().events[event].titles;
    ASSERT_FALSE(titles.value(QStringLiteral("zh")).isEmpty()) << "the bundled corpus changed";
    int column = 0;
    while (rows.index(0, column).data().toString().isEmpty())
        column += 2;
    QSignalSpy changed(&rows, &QAbstractItemModel::dataChanged);
    model.setDisplayLanguage(QStringLiteral("en"));
    changed.clear();
    EXPECT_TRUE(rows.index(0, column).data().toString().startsWith(titles.value(QStringLiteral("en"))));
    model.setDisplayLanguage(QStringLiteral("zh"));
    EXPECT_GE(changed.size(), 1) << "the views are told";
    EXPECT_TRUE(rows.index(0, column).data().toString().startsWith(titles.value(QStringLiteral("zh"))))
        << rows.index(0, column).data().toString().toStdString();
}

// Add Source names a source's type in words; the CSL key is what the
// reference keeps ("article-journal" reached the screen).
TEST(ViewerPolish, AddSourceNamesTypesInWords)
{
    AddSourceDialog dialog;
    auto *type = dialog.findChild<QComboBox *>(QStringLiteral("sourceType"));
    ASSERT_NE(type, nullptr);
    for (int i = 0; i < type->count(); ++i) {
        EXPECT_FALSE(type->itemText(i).contains(u'-')) << type->itemText(i).toStdString();
        EXPECT_TRUE(type->itemText(i).at(0).isUpper()) << type->itemText(i).toStdString();
        EXPECT_FALSE(type->itemData(i).toString().isEmpty());
    }
    type->setCurrentIndex(type->findData(QStringLiteral("article-journal")));
    ASSERT_GE(type->currentIndex(), 0);
    dialog.pasteEdit()->setPlainText(QStringLiteral("A text"));
    EXPECT_TRUE(dialog.source().reference.contains(QStringLiteral("article-journal")))
        << dialog.source().reference.toStdString();
}

// The Event pane shows a long title from its beginning ("s aboard HMS
// Bellerophon" was its end, in a field narrower than the title).
TEST(ViewerPolish, TheEventPaneShowsATitleFromItsBeginning)
{
    QTemporaryDir dir;
    CorpusModel model;
    EditSession session(&model);
    ASSERT_TRUE(session.create(dir.filePath(QStringLiteral("t.parallax"))).ok());
    Event e;
    e.id = QStringLiteral("long");
    e.titles.insert(QStringLiteral("en"), QStringLiteral("Napoleon surrenders aboard HMS Bellerophon off Rochefort"));
    e.date = HistoricalDate::parse(QStringLiteral("1815-07-15")).value();
    ASSERT_TRUE(session.push(new AddEventCommand(session.repository(), e)).ok());
    EventInspector inspector(&session);
    inspector.resize(360, 300);
    inspector.show();
    model.selectEventById(QStringLiteral("long"));
    QApplication::processEvents();
    ASSERT_EQ(inspector.titleEdit()->text(), e.titles.value(QStringLiteral("en")));
    EXPECT_EQ(inspector.titleEdit()->cursorPosition(), 0);
}

// The three title fields share their row by what they hold: an event named
// in English only had its title cut beside two empty fields as wide. Each
// field names its language in its tooltip, once filled.
TEST(ViewerPolish, TheEventPanesTitlesShareTheRowByWhatTheyHold)
{
    QTemporaryDir dir;
    CorpusModel model;
    EditSession session(&model);
    ASSERT_TRUE(session.create(dir.filePath(QStringLiteral("t.parallax"))).ok());
    Event e;
    e.id = QStringLiteral("meet");
    e.titles.insert(QStringLiteral("en"), QStringLiteral("Merchants meet at Ravenna"));
    e.date = HistoricalDate::parse(QStringLiteral("1820-05-03")).value();
    ASSERT_TRUE(session.push(new AddEventCommand(session.repository(), e)).ok());
    EventInspector inspector(&session);
    inspector.resize(460, 300);
    inspector.show();
    model.selectEventById(QStringLiteral("meet"));
    QApplication::processEvents();
    QLineEdit *en = inspector.titleEdit();
    QLineEdit *da = inspector.danishTitleEdit();
    ASSERT_EQ(en->text(), e.titles.value(QStringLiteral("en")));
    EXPECT_GT(en->width(), 2 * da->width()) << en->width() << " against " << da->width();
    EXPECT_GE(en->width(), en->fontMetrics().horizontalAdvance(en->text())) << "the title whole";
    EXPECT_GE(da->width(), da->fontMetrics().horizontalAdvance(da->placeholderText())) << "the empty field's language";
    EXPECT_EQ(en->toolTip(), en->placeholderText());
    // Typed into, the Danish field takes its share.
    const int before = da->width();
    da->setText(QStringLiteral("Købmænd mødes i Ravenna"));
    QApplication::processEvents();
    EXPECT_GT(da->width(), before);
}

// At 1280×720 the Conflicts dock is about 560 px wide: the kind ("A source
// contradicts itself") took 170 px on one line while the event, the sources
// and what differs were cut. It now breaks onto the row's two lines as they
// do, and each kind still fits whole in two lines.
TEST(ViewerPolish, AConflictsKindWrapsInANarrowDock)
{
    CorpusModel model;
    model.setCorpus(db::loadCorpusFolder(db::bundledCorpusPath()).corpus);
    ConflictsPanel panel(&model);
    QTableView *view = panel.view();
    const QFontMetrics fm = view->fontMetrics();
    int oneLine = 0;
    for (ConflictKind k :
        {ConflictKind::BetweenSources, ConflictKind::WithRecord, ConflictKind::WithinSource, ConflictKind::SourceOrder})
        oneLine = std::max(oneLine, fm.horizontalAdvance(conflictKindWords(k)));
    for (int width : {560, 1400}) {
        panel.resize(width, 300);
        panel.show();
        QApplication::processEvents();
        const int column = view->columnWidth(ConflictsModel::KindColumn);
        if (width < 1000)
            EXPECT_LT(column, oneLine) << "narrow: the kind wraps";
        else
            EXPECT_GT(column, oneLine) << "wide: the kind on one line";
        for (ConflictKind k : {ConflictKind::BetweenSources, ConflictKind::WithRecord, ConflictKind::WithinSource,
                 ConflictKind::SourceOrder}) {
            const QRect r = fm.boundingRect(QRect(0, 0, column - 12, 1000), Qt::TextWordWrap, conflictKindWords(k));
            EXPECT_LE(r.height(), 2 * fm.lineSpacing()) << conflictKindWords(k).toStdString() << " at " << width;
            EXPECT_LE(r.width(), column - 12) << conflictKindWords(k).toStdString() << " at " << width;
        }
    }
}

// In Chinese the kind kept one line's words apart only by breaking a word
// (与参考记 / 录不符): written without spaces, each kind stays on one line,
// and the narrow dock's other columns keep room.
TEST(ViewerPolish, AChineseConflictsKindIsNotBrokenInAWord)
{
    ASSERT_TRUE(installLanguage(QStringLiteral("zh")));
    const auto english = qScopeGuard([] { installLanguage(QStringLiteral("en")); });
    CorpusModel model;
    model.setCorpus(db::loadCorpusFolder(db::bundledCorpusPath()).corpus);
    ConflictsPanel panel(&model);
    QTableView *view = panel.view();
    panel.resize(560, 300);
    panel.show();
    QApplication::processEvents();
    const QFontMetrics fm = view->fontMetrics();
    const int column = view->columnWidth(ConflictsModel::KindColumn);
    for (ConflictKind k : {ConflictKind::BetweenSources, ConflictKind::WithRecord, ConflictKind::WithinSource,
             ConflictKind::SourceOrder}) {
        const QString words = conflictKindWords(k);
        ASSERT_FALSE(words.contains(u' ')) << words.toStdString() << ": translated";
        EXPECT_LE(fm.horizontalAdvance(words), column - 12) << words.toStdString() << " on one line";
    }
    EXPECT_LT(column, 560 / 4) << "the event, its sources and what differs keep the rest";
}

// A file dialog given no folder (New Database, Add Source, Replace Text) or
// a bare file name (Export Map View's "map.png") opened in the folder the
// program was started from, a source tree from a terminal: it starts in the
// user's documents folder (or home) instead.
TEST(ViewerPolish, FileDialogsStartInTheUsersFolderNotTheWorkingOne)
{
    QTemporaryDir elsewhere;
    const QString before = QDir::currentPath();
    ASSERT_TRUE(QDir::setCurrent(elsewhere.path()));
    const auto back = qScopeGuard([&] { QDir::setCurrent(before); });
    const QString start = dialogStart(QString());
    EXPECT_TRUE(QFileInfo(start).isDir()) << start.toStdString();
    EXPECT_TRUE(QFileInfo(start).isAbsolute());
    EXPECT_NE(QDir(start).canonicalPath(), QDir(elsewhere.path()).canonicalPath());
    EXPECT_EQ(dialogStart(QStringLiteral("map.png")), QDir(start).filePath(QStringLiteral("map.png")));
    const QString given = elsewhere.filePath(QStringLiteral("t.parallax"));
    EXPECT_EQ(dialogStart(given), given);
}

// Every file dialog opened in the home folder, whatever folder the last file
// was chosen in (a walkthrough by helper-95): the next one opens where the
// last file was chosen, and a name proposed goes there.
TEST(ViewerPolish, FileDialogsOpenWhereTheLastFileWasChosen)
{
    QSettings().remove(QStringLiteral("fileDialog"));
    QTemporaryDir work;
    const QString chosen = work.filePath(QStringLiteral("mine.parallax"));
    QMainWindow window;
    window.resize(1280, 720);
    window.show();
    QTimer::singleShot(0, [&] {
        auto *dialog = qobject_cast<QFileDialog *>(QApplication::activeModalWidget());
        ASSERT_NE(dialog, nullptr);
        dialog->selectFile(chosen);
        QMetaObject::invokeMethod(dialog, "accept"); // a slot, protected
    });
    const QString got = askSaveFileName(
        &window, QStringLiteral("New"), QStringLiteral("new.parallax"), QStringLiteral("Parallax (*.parallax)"));
    ASSERT_EQ(QFileInfo(got).absolutePath(), QFileInfo(chosen).absolutePath());
    const QString folder = QDir(work.path()).canonicalPath();
    withDialog([&] { return askOpenFileName(&window, QStringLiteral("Open"), QString(), QStringLiteral("All (*)")); },
        [&](QFileDialog *d) { EXPECT_EQ(QDir(d->directory()).canonicalPath(), folder); });
    withDialog(
        [&] {
            return askSaveFileName(
                &window, QStringLiteral("Export"), QStringLiteral("chart.png"), QStringLiteral("PNG (*.png)"));
        },
        [&](QFileDialog *d) {
            EXPECT_EQ(QDir(d->directory()).canonicalPath(), folder);
            EXPECT_TRUE(d->selectedFiles().value(0).endsWith(QStringLiteral("chart.png")));
        });
    QSettings().remove(QStringLiteral("fileDialog"));
}
