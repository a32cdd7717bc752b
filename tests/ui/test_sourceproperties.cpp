// A source's details changed after it was added (Source ▸ Source Properties):
// one undoable step whose undo puts back every detail, written durably, shown
// at once by every view that names the source; the dialog refuses an empty
// title, a language code that is none and a date that is not EDTF; Add
// Source refuses such a code too.
#include "../qtprint.h"

#include <core/timelinedata.h>
#include <db/database.h>
#include <db/sqliterepository.h>
#include <ui/charts/statistics.h>
#include <ui/corpusmodel.h>
#include <ui/editing/addsourcedialog.h>
#include <ui/editing/editcommands.h>
#include <ui/editing/editingui.h>
#include <ui/editing/editsession.h>
#include <ui/editing/languagefield.h>
#include <ui/editing/sourcepropertiesdialog.h>
#include <ui/mainwindow.h>
#include <ui/reading/comparisonview.h>
#include <ui/reading/sourcereader.h>
#include <ui/tables/filterpanel.h>
#include <ui/timeline/timelinewidget.h>

#include <gtest/gtest.h>

#include <QAbstractBarSeries>
#include <QAction>
#include <QApplication>
#include <QBarSet>
#include <QChart>
#include <QComboBox>
#include <QElapsedTimer>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QStandardItemModel>
#include <QTemporaryDir>
#include <QTimer>
#include <QUndoStack>

#include <functional>

using namespace parallax;
using namespace parallax::ui;

namespace {

const QString kText = QStringLiteral("The Last Days at Fontainebleau\n"
                                     "On 6 April 1814 the Emperor signed his abdication in the palace.\n");

Source lastDays()
{
    Source s;
    s.id = QStringLiteral("lastdays");
    s.title = QStringLiteral("Memoir of the Abdication");
    s.language = QStringLiteral("en");
    s.author = QStringLiteral("A. Witness");
    s.written = QStringLiteral("1823");
    s.provenance = QStringLiteral("Typed from the 1823 edition.");
    s.reference = cslReference(QStringLiteral("book"), s.title, s.author, s.written, QString(), QString());
    s.text = kText;
    return s;
}

// A database with one source and one event it tells, open in the window.
struct Window
{
    QTemporaryDir dir;
    CorpusModel model;
    EditSession session {&model};
    std::unique_ptr<MainWindow> window;
    EditingUi *editing = nullptr;

    Window()
    {
        EXPECT_TRUE(session.create(path()).ok());
        EXPECT_TRUE(session.push(new AddSourceCommand(repo(), lastDays())).ok());
        Account a;
        a.sourceId = QStringLiteral("lastdays");
        a.setQuote(QStringLiteral("signed his abdication"));
        a.start = kText.indexOf(a.quote());
        a.end = a.start + a.quote().size();
        a.claimedDate = HistoricalDate::parse(QStringLiteral("1814-04-06")).value();
        Event e;
        e.titles.insert(QStringLiteral("en"), QStringLiteral("Abdication"));
        e.date = HistoricalDate::parse(QStringLiteral("1814-04-06")).value();
        EXPECT_TRUE(session.push(new CiteCommand(repo(), {}, a, e)).ok());
        undo()->clear(); // the edits under test start here
        window = std::make_unique<MainWindow>(&model);
        editing = new EditingUi(window.get(), &session);
        window->resize(1400, 900);
        window->show();
        window->reader()->showSource(QStringLiteral("lastdays"));
        model.selectEvent(0);
        settle();
    }
    QString path() const { return dir.filePath(QStringLiteral("t.parallax")); }
    db::SqliteRepository *repo() const { return session.repository(); }
    QUndoStack *undo() const { return session.undoStack(); }

    static void settle()
    {
        QElapsedTimer clock;
        clock.start();
        while (clock.elapsed() < 300)
            QApplication::processEvents(QEventLoop::AllEvents, 20);
    }

    // Every name of a source the views show: the reader's choices, the
    // timeline's lanes, the filters' values, Compare's cards, the chart's sets.
    QStringList shownNames() const
    {
        QStringList names;
        auto *picker = window->reader()->findChild<QComboBox *>();
        for (int i = 0; picker && i < picker->count(); ++i)
            names << picker->itemText(i);
        names << window->timeline()->data().laneTitles;
        const QStandardItemModel *facets = window->filters()->facets();
        for (int g = 0; g < facets->rowCount(); ++g)
            for (int r = 0; r < facets->item(g)->rowCount(); ++r)
                names << facets->item(g)->child(r)->text();
        for (int i = 0; i < window->comparison()->columnCount(); ++i)
            names << window->comparison()->columnText(i);
        for (QAbstractSeries *series : window->statistics()->periodChart()->series())
            if (auto *bars = qobject_cast<QAbstractBarSeries *>(series))
                for (QBarSet *set : bars->barSets())
                    names << set->label();
        return names;
    }
    bool shows(const QString &words) const
    {
        const QStringList names = shownNames();
        return std::any_of(names.begin(), names.end(), [&](const QString &n) { return n.contains(words); });
    }
};

// Answers the next Source Properties dialog with `fill` and OK.
void answerDialog(const std::function<void(SourcePropertiesDialog *)> &fill, bool *seen)
{
    QTimer::singleShot(0, [fill, seen] {
        auto *dialog = qobject_cast<SourcePropertiesDialog *>(QApplication::activeModalWidget());
        ASSERT_NE(dialog, nullptr);
        *seen = true;
        fill(dialog);
        if (dialog->okButton()->isEnabled())
            dialog->accept();
        else
            dialog->reject();
    });
}

void expectDetails(const Source &s, const Source &expected)
{
    EXPECT_EQ(s.title, expected.title);
    EXPECT_EQ(s.language, expected.language);
    EXPECT_EQ(s.author, expected.author);
    EXPECT_EQ(s.written, expected.written);
    EXPECT_EQ(s.provenance, expected.provenance);
    EXPECT_EQ(s.reference, expected.reference);
    EXPECT_EQ(s.text, kText); // never touched
}

Source readBack(const QString &path)
{
    auto db = db::Database::open(path, db::Database::Access::ReadOnly);
    EXPECT_TRUE(db.ok()) << db.error().toStdString();
    if (!db)
        return {};
    db::SqliteRepository repo(*db.value());
    auto s = repo.source(QStringLiteral("lastdays"));
    EXPECT_TRUE(s.ok()) << s.error().toStdString();
    return s ? s.value() : Source {};
}

} // namespace

TEST(SourceProperties, TheDialogIsFilledWithTheSourceAndItsEditIsOneStepThatUndoesEveryDetail)
{
    Window w;
    const Source before = w.repo()->source(QStringLiteral("lastdays")).value();
    ASSERT_TRUE(w.shows(QStringLiteral("Memoir of the Abdication")));
    bool seen = false;
    answerDialog(
        [](SourcePropertiesDialog *d) {
            EXPECT_EQ(d->titleEdit()->text(), QStringLiteral("Memoir of the Abdication"));
            EXPECT_EQ(d->languageField()->text(), QStringLiteral("en"));
            EXPECT_EQ(d->authorEdit()->text(), QStringLiteral("A. Witness"));
            EXPECT_EQ(d->writtenEdit()->text(), QStringLiteral("1823"));
            EXPECT_EQ(d->provenanceEdit()->toPlainText(), QStringLiteral("Typed from the 1823 edition."));
            d->titleEdit()->setText(QStringLiteral("Souvenirs de Fontainebleau"));
            d->languageField()->box()->setCurrentText(QStringLiteral("FR"));
            d->authorEdit()->setText(QStringLiteral("Un témoin"));
            d->writtenEdit()->setText(QStringLiteral("1825~"));
            d->provenanceEdit()->setPlainText(QStringLiteral("Copied from the 1825 Paris edition."));
        },
        &seen);
    w.editing->sourcePropertiesAction()->trigger();
    ASSERT_TRUE(seen);
    ASSERT_EQ(w.undo()->count(), 1);
    Window::settle();

    Source after = before;
    after.title = QStringLiteral("Souvenirs de Fontainebleau");
    after.language = QStringLiteral("fr");
    after.author = QStringLiteral("Un témoin");
    after.written = QStringLiteral("1825~");
    after.provenance = QStringLiteral("Copied from the 1825 Paris edition.");
    after.reference = cslReference(QStringLiteral("book"), after.title, after.author, after.written, {}, {});
    expectDetails(w.repo()->source(QStringLiteral("lastdays")).value(), after);
    EXPECT_EQ(w.model.source(QStringLiteral("lastdays"))->language, QStringLiteral("fr"));
    EXPECT_TRUE(w.shows(QStringLiteral("Souvenirs de Fontainebleau"))) << w.shownNames().join(u'|').toStdString();
    EXPECT_FALSE(w.shows(QStringLiteral("Memoir of the Abdication"))) << w.shownNames().join(u'|').toStdString();
    EXPECT_EQ(w.window->reader()->currentSourceId(), QStringLiteral("lastdays"));

    w.editing->undoAction()->trigger();
    Window::settle();
    expectDetails(w.repo()->source(QStringLiteral("lastdays")).value(), before);
    EXPECT_EQ(w.model.source(QStringLiteral("lastdays"))->title, before.title);
    EXPECT_TRUE(w.shows(QStringLiteral("Memoir of the Abdication")));
    EXPECT_FALSE(w.shows(QStringLiteral("Souvenirs de Fontainebleau")));

    w.editing->redoAction()->trigger();
    Window::settle();
    expectDetails(w.repo()->source(QStringLiteral("lastdays")).value(), after);
    EXPECT_TRUE(w.shows(QStringLiteral("Souvenirs de Fontainebleau")));
}

TEST(SourceProperties, TheEditIsDurableAndItsUndoToo)
{
    Window w;
    const Source before = w.repo()->source(QStringLiteral("lastdays")).value();
    Source after = before;
    after.title = QStringLiteral("Les derniers jours");
    after.language = QStringLiteral("fr");
    ASSERT_TRUE(w.session.push(new EditSourceCommand(w.repo(), before, after)).ok());
    // Read by another connection, as after a restart.
    EXPECT_EQ(readBack(w.path()).title, QStringLiteral("Les derniers jours"));
    EXPECT_EQ(readBack(w.path()).language, QStringLiteral("fr"));
    w.undo()->undo();
    expectDetails(readBack(w.path()), before);
}

TEST(SourceProperties, NoChangeLeavesNoStepOnTheUndoStack)
{
    Window w;
    bool seen = false;
    answerDialog([](SourcePropertiesDialog *d) { EXPECT_FALSE(d->changed()); }, &seen);
    w.editing->sourcePropertiesAction()->trigger();
    ASSERT_TRUE(seen);
    EXPECT_EQ(w.undo()->count(), 0);

    // Typing and typing back is no change either.
    answerDialog(
        [](SourcePropertiesDialog *d) {
            d->titleEdit()->setText(QStringLiteral("Other"));
            d->titleEdit()->setText(QStringLiteral("Memoir of the Abdication "));
            EXPECT_FALSE(d->changed());
        },
        &seen);
    w.editing->sourcePropertiesAction()->trigger();
    EXPECT_EQ(w.undo()->count(), 0);
}

TEST(SourceProperties, RefusesAnEmptyTitleAnUnknownLanguageAndABadDateWithTheReason)
{
    Source s = lastDays();
    SourcePropertiesDialog d(s);
    EXPECT_TRUE(d.okButton()->isEnabled()) << d.problem().toStdString();
    EXPECT_FALSE(d.changed());

    d.titleEdit()->setText(QStringLiteral("   "));
    EXPECT_FALSE(d.okButton()->isEnabled());
    EXPECT_TRUE(d.status()->text().contains(QLatin1String("title"))) << d.status()->text().toStdString();
    d.titleEdit()->setText(QStringLiteral("Memoir of the Abdication"));
    EXPECT_TRUE(d.okButton()->isEnabled());

    d.languageField()->box()->setCurrentText(QStringLiteral("xx"));
    EXPECT_FALSE(d.okButton()->isEnabled());
    EXPECT_TRUE(d.status()->text().contains(QStringLiteral("“xx”"))) << d.status()->text().toStdString();
    d.languageField()->box()->setCurrentText(QStringLiteral("zh-hant"));
    EXPECT_TRUE(d.okButton()->isEnabled()) << d.problem().toStdString();
    EXPECT_EQ(d.source().language, QStringLiteral("zh-Hant"));

    d.writtenEdit()->setText(QStringLiteral("1823-13-45"));
    EXPECT_FALSE(d.okButton()->isEnabled());
    EXPECT_TRUE(d.status()->text().startsWith(QLatin1String("Written:"))) << d.status()->text().toStdString();
    d.writtenEdit()->clear(); // unknown is allowed
    EXPECT_TRUE(d.okButton()->isEnabled());
}

// A corpus file may hold a language that is no code ("English"): the title
// can still be fixed, the language kept as it was; choosing another one is
// checked as ever.
TEST(SourceProperties, AStoredLanguageThatIsNoCodeIsKeptWhileTheTitleIsFixed)
{
    Source s = lastDays();
    s.language = QStringLiteral("English");
    SourcePropertiesDialog d(s);
    EXPECT_TRUE(d.okButton()->isEnabled()) << d.problem().toStdString();
    d.titleEdit()->setText(QStringLiteral("Memoir of the Abdication, 1814"));
    EXPECT_TRUE(d.okButton()->isEnabled()) << d.problem().toStdString();
    EXPECT_TRUE(d.changed());
    EXPECT_EQ(d.source().language, QStringLiteral("English"));
    EXPECT_EQ(d.source().title, QStringLiteral("Memoir of the Abdication, 1814"));
    d.languageField()->box()->setCurrentText(QStringLiteral("Englsh"));
    EXPECT_FALSE(d.okButton()->isEnabled());
}

TEST(SourceProperties, IsInTheSourceMenuAndTheReadersContextMenuNamingTheSource)
{
    Window w;
    QMenu *sourceMenu = nullptr;
    for (QAction *a : w.window->menuBar()->actions())
        if (a->menu() && a->menu()->actions().contains(w.editing->sourcePropertiesAction()))
            sourceMenu = a->menu();
    ASSERT_NE(sourceMenu, nullptr);
    emit sourceMenu->aboutToShow();
    EXPECT_TRUE(w.editing->sourcePropertiesAction()->isEnabled());
    EXPECT_TRUE(w.editing->sourcePropertiesAction()->text().contains(QLatin1String("Memoir of the Abdication")));

    bool seen = false;
    QTimer::singleShot(0, [&] {
        auto *menu = qobject_cast<QMenu *>(QApplication::activePopupWidget());
        ASSERT_NE(menu, nullptr);
        for (QAction *a : menu->actions())
            if (a->text().contains(QLatin1String("Source Properties"))) {
                seen = true;
                EXPECT_TRUE(a->isEnabled());
            }
        menu->close();
    });
    QPlainTextEdit *text = w.window->reader()->textView();
    emit text->customContextMenuRequested(QPoint(10, 10));
    EXPECT_TRUE(seen);
}

TEST(SourceProperties, AddSourceRefusesALanguageCodeThatIsNone)
{
    AddSourceDialog dialog;
    dialog.pasteEdit()->setPlainText(kText);
    dialog.titleEdit()->setText(QStringLiteral("Memoir of the Abdication"));
    EXPECT_TRUE(dialog.problem().isEmpty()) << dialog.problem().toStdString();
    dialog.languageBox()->setCurrentText(QStringLiteral("xx"));
    EXPECT_TRUE(dialog.problem().contains(QStringLiteral("“xx”"))) << dialog.problem().toStdString();
    dialog.languageBox()->setCurrentText(QStringLiteral("zh_TW"));
    EXPECT_TRUE(dialog.problem().isEmpty()) << dialog.problem().toStdString();
    EXPECT_EQ(dialog.source().language, QStringLiteral("zh-TW"));
}
