// "Bring your own sources", a user walkthrough: Enter in the Add Source
// dialog's path added the source before its preview had been seen; a title
// the dialog had proposed from an empty file stayed when the path pointed at
// a folder; and the added source stayed hidden behind the Event tab.
#include <ui/corpusmodel.h>
#include <ui/editing/addsourcedialog.h>
#include <ui/editing/editingui.h>
#include <ui/editing/editsession.h>
#include <ui/editing/sourcetextinput.h>
#include <ui/mainwindow.h>
#include <ui/reading/sourcereader.h>

#include <gtest/gtest.h>

#include <QApplication>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QDockWidget>
#include <QFile>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QStringEncoder>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

using namespace parallax;
using namespace parallax::ui;

namespace {

QString writeFile(const QTemporaryDir &dir, const QString &name, const QByteArray &bytes)
{
    QString path = dir.filePath(name);
    QFile f(path);
    EXPECT_TRUE(f.open(QIODevice::WriteOnly));
    f.write(bytes);
    return path;
}

// A Danish text as older Windows programs saved it.
QByteArray danishLatin1()
{
    QStringEncoder encoder("windows-1252");
    return encoder.encode(QStringLiteral("Slaget på Reden\n\nDen 2. april 1801 sejlede den engelske flåde ind på "
                                         "Københavns red, og kronprinsen så slaget fra Tøjhuset.\n"));
}

QPushButton *addButton(AddSourceDialog &dialog)
{
    return dialog.findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok);
}

} // namespace

// Enter in the path reads the file into the preview and leaves the dialog
// open; Add adds.
TEST(OwnSources, EnterInThePathShowsThePreviewAndDoesNotAdd)
{
    QTemporaryDir dir;
    const QString path = writeFile(dir, QStringLiteral("reden.txt"), danishLatin1());
    AddSourceDialog dialog;
    dialog.show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(&dialog));
    QLineEdit *pathEdit = dialog.textInput()->pathEdit();
    pathEdit->setFocus();
    QTest::keyClicks(pathEdit, path);
    QTest::keyClick(pathEdit, Qt::Key_Return);
    EXPECT_TRUE(dialog.isVisible());
    EXPECT_NE(dialog.result(), QDialog::Accepted);
    EXPECT_EQ(dialog.encodingBox()->currentText(), QStringLiteral("Windows-1252"));
    EXPECT_TRUE(dialog.preview()->toPlainText().contains(QStringLiteral("Københavns")))
        << dialog.preview()->toPlainText().toStdString();
    EXPECT_EQ(dialog.titleEdit()->text(), QStringLiteral("Slaget på Reden"));
    ASSERT_TRUE(addButton(dialog)->isEnabled()) << dialog.problem().toStdString();

    // Enter again reads the file again (as saved since), and still does not add.
    QFile f(path);
    ASSERT_TRUE(f.open(QIODevice::Append));
    f.write("Efter slaget blev der sluttet v\xE5"
            "benstilstand.\n");
    f.close();
    QTest::keyClick(pathEdit, Qt::Key_Enter, Qt::KeypadModifier);
    EXPECT_TRUE(dialog.isVisible());
    EXPECT_TRUE(dialog.preview()->toPlainText().contains(QStringLiteral("våbenstilstand")));

    QTest::mouseClick(addButton(dialog), Qt::LeftButton);
    EXPECT_EQ(dialog.result(), QDialog::Accepted);
    EXPECT_EQ(dialog.source().encoding, QStringLiteral("Windows-1252"));
}

// The title the dialog proposed follows the file; the user's own stays.
TEST(OwnSources, AProposedTitleGoesWhenThePathNoLongerReadsAsAText)
{
    QTemporaryDir dir;
    const QString empty = writeFile(dir, QStringLiteral("empty.txt"), QByteArray());
    const QString reden = writeFile(dir, QStringLiteral("reden.txt"), danishLatin1());
    ASSERT_TRUE(QDir(dir.path()).mkdir(QStringLiteral("folder")));
    AddSourceDialog dialog;
    dialog.loadFile(empty);
    EXPECT_EQ(dialog.titleEdit()->text(), QStringLiteral("Empty"));
    EXPECT_FALSE(dialog.loadFile(dir.filePath(QStringLiteral("folder"))));
    EXPECT_EQ(dialog.titleEdit()->text(), QString());
    ASSERT_TRUE(dialog.loadFile(reden));
    EXPECT_EQ(dialog.titleEdit()->text(), QStringLiteral("Slaget på Reden"));
    EXPECT_FALSE(dialog.loadFile(dir.filePath(QStringLiteral("missing.txt"))));
    EXPECT_EQ(dialog.titleEdit()->text(), QString());
    // A text that does not decode in the encoding chosen has no title either.
    ASSERT_TRUE(dialog.loadFile(reden));
    dialog.encodingBox()->setCurrentText(QStringLiteral("UTF-8"));
    EXPECT_FALSE(dialog.problem().isEmpty());
    EXPECT_EQ(dialog.titleEdit()->text(), QString());
    dialog.encodingBox()->setCurrentText(QStringLiteral("Windows-1252"));
    EXPECT_EQ(dialog.titleEdit()->text(), QStringLiteral("Slaget på Reden"));

    dialog.titleEdit()->selectAll();
    QTest::keyClicks(dialog.titleEdit(), QStringLiteral("Reden 1801"));
    EXPECT_FALSE(dialog.loadFile(dir.filePath(QStringLiteral("folder"))));
    EXPECT_EQ(dialog.titleEdit()->text(), QStringLiteral("Reden 1801"));
    ASSERT_TRUE(dialog.loadFile(empty));
    EXPECT_EQ(dialog.titleEdit()->text(), QStringLiteral("Reden 1801"));
}

// A source added while the Event tab was in front is shown, its tab brought
// forward.
TEST(OwnSources, AnAddedSourceIsShownInTheReaderInFront)
{
    QTemporaryDir dir;
    const QString path = writeFile(dir, QStringLiteral("reden.txt"), danishLatin1());
    CorpusModel model;
    EditSession session(&model);
    ASSERT_TRUE(session.create(dir.filePath(QStringLiteral("own.parallax"))).ok());
    MainWindow window(&model);
    EditingUi editing(&window, &session);
    window.resize(1280, 720);
    window.show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(&window));
    auto *eventDock = window.findChild<QDockWidget *>(QStringLiteral("accountsDock"));
    auto *sourceDock = window.findChild<QDockWidget *>(QStringLiteral("sourceDock"));
    ASSERT_NE(eventDock, nullptr);
    ASSERT_NE(sourceDock, nullptr);
    eventDock->raise();
    QApplication::processEvents();
    // A dock behind another's tab is moved out of sight, not hidden.
    auto inSight = [](const QWidget *w) { return w->isVisible() && !w->visibleRegion().isEmpty(); };
    ASSERT_FALSE(inSight(sourceDock));
    ASSERT_TRUE(inSight(eventDock));

    bool sawDialog = false;
    QTimer::singleShot(0, [&] {
        auto *dialog = qobject_cast<AddSourceDialog *>(QApplication::activeModalWidget());
        ASSERT_NE(dialog, nullptr);
        sawDialog = true;
        ASSERT_TRUE(dialog->loadFile(path));
        dialog->accept();
    });
    editing.addSource();
    ASSERT_TRUE(sawDialog);
    QApplication::processEvents();
    ASSERT_EQ(model.corpus().sources.size(), 1);
    EXPECT_EQ(window.reader()->currentSourceId(), model.corpus().sources.first().id);
    EXPECT_TRUE(inSight(sourceDock));
    EXPECT_TRUE(inSight(window.reader()->textView()));
    EXPECT_FALSE(inSight(eventDock));
    EXPECT_TRUE(window.reader()->textView()->toPlainText().contains(QStringLiteral("Københavns")));
}
