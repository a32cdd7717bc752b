// Source ▸ Replace Text… took the new text only from a file: a source whose
// text was pasted when it was added could not be corrected the same way. It
// now takes the text edited or pasted in place, or from a file read as Add
// Source reads one.
#include "../qtprint.h"

#include <db/safefile.h>
#include <db/sqliterepository.h>
#include <ui/corpusmodel.h>
#include <ui/editing/editcommands.h>
#include <ui/editing/editingui.h>
#include <ui/editing/editsession.h>
#include <ui/editing/replacetextdialog.h>
#include <ui/editing/sourcetextinput.h>
#include <ui/mainwindow.h>
#include <ui/reading/sourcereader.h>

#include <gtest/gtest.h>

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QFile>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTextCursor>
#include <QTimer>
#include <QUndoStack>

#ifdef Q_OS_UNIX
#include <sys/stat.h>
#endif

using namespace parallax;
using namespace parallax::ui;

namespace {

const QString kText = QStringLiteral("The Last Days at Fontainebleau\n"
                                     "In the night of 12 to 13 April he took poison, but the dose failed.\n");

struct Database
{
    QTemporaryDir dir;
    CorpusModel model;
    EditSession session {&model};

    Database()
    {
        EXPECT_TRUE(session.create(dir.filePath(QStringLiteral("r.parallax"))).ok());
        Source s;
        s.id = QStringLiteral("lastdays");
        s.title = QStringLiteral("The Last Days");
        s.language = QStringLiteral("en");
        s.text = kText;
        EXPECT_TRUE(session.push(new AddSourceCommand(session.repository(), s)).ok());
    }

    // Cites `words` for a new event; returns the account's id.
    QString cite(const QString &words)
    {
        Event e;
        e.id = QStringLiteral("poison");
        e.titles.insert(QStringLiteral("en"), QStringLiteral("Poison"));
        e.date = HistoricalDate::parse(QStringLiteral("1814-04-13")).value();
        Account a;
        a.sourceId = QStringLiteral("lastdays");
        a.setQuote(words);
        a.start = kText.indexOf(words);
        a.end = a.start + words.size();
        auto *command = new CiteCommand(session.repository(), e.id, a, e);
        EXPECT_TRUE(session.push(command).ok());
        return command->accountId();
    }

    const Source &source() const { return *model.source(QStringLiteral("lastdays")); }
};

QString writeFile(const QTemporaryDir &dir, const char *name, const QByteArray &bytes)
{
    const QString path = dir.filePath(QString::fromLatin1(name));
    QFile f(path);
    EXPECT_TRUE(f.open(QIODevice::WriteOnly));
    f.write(bytes);
    return path;
}

} // namespace

// The text pasted in Replace Text replaces the source's, its citation found
// again; Undo brings the old text and the citation's place back.
TEST(ReplaceText, PastedTextReplacesTheSourcesTextAndUndoRestoresIt)
{
    Database db;
    const QString cited = db.cite(QStringLiteral("he took poison"));
    const qint64 oldStart = db.session.repository()->account(cited)->account.start;
    MainWindow window(&db.model);
    EditingUi editing(&window, &db.session);
    window.resize(1280, 720);
    window.show();
    window.reader()->showSource(QStringLiteral("lastdays"));
    QApplication::processEvents();

    const QString revised = QStringLiteral("Preface.\n") + kText;
    bool sawDialog = false;
    QTimer::singleShot(0, [&] {
        QWidget *modal = QApplication::activeModalWidget();
        auto *dialog = qobject_cast<ReplaceTextDialog *>(modal);
        if (!dialog) { // a file dialog, as before: closed, so that the test ends
            if (auto *other = qobject_cast<QDialog *>(modal))
                other->reject();
            return;
        }
        sawDialog = true;
        EXPECT_TRUE(dialog->windowTitle().contains(QStringLiteral("The Last Days")));
        EXPECT_TRUE(dialog->textInput()->pasteChoice()->isChecked());
        EXPECT_EQ(dialog->textInput()->pasteEdit()->toPlainText(), kText) << "starts with the text to correct";
        EXPECT_FALSE(dialog->replaceButton()->isEnabled());
        dialog->textInput()->pasteEdit()->selectAll();
        dialog->textInput()->pasteEdit()->insertPlainText(revised); // as a paste over it
        EXPECT_TRUE(dialog->replaceButton()->isEnabled()) << dialog->status()->text().toStdString();
        dialog->replaceButton()->click();
    });
    auto *replace = window.findChild<QAction *>(QStringLiteral("replaceTextAction"));
    ASSERT_NE(replace, nullptr);
    replace->trigger();
    ASSERT_TRUE(sawDialog);

    EXPECT_EQ(db.model.sourceText(QStringLiteral("lastdays")), revised);
    EXPECT_EQ(db.session.repository()->source(QStringLiteral("lastdays"))->text, revised);
    EXPECT_EQ(db.session.repository()->account(cited)->account.start, oldStart + 9);
    EXPECT_TRUE(window.statusBar()->currentMessage().contains(QStringLiteral("1 moved")))
        << window.statusBar()->currentMessage().toStdString();
    db.session.undoStack()->undo();
    EXPECT_EQ(db.model.sourceText(QStringLiteral("lastdays")), kText);
    EXPECT_EQ(db.session.repository()->account(cited)->account.start, oldStart);
}

// Replace stays disabled, with a word why, while the new text is empty or
// the same as the old; a file is read and decoded as in Add Source.
TEST(ReplaceText, ReplaceIsDisabledWhileTheTextIsEmptyOrUnchanged)
{
    Database db;
    ReplaceTextDialog dialog(db.source(), kText);
    QPlainTextEdit *edit = dialog.textInput()->pasteEdit();
    QPushButton *ok = dialog.replaceButton();
    EXPECT_FALSE(ok->isEnabled());
    EXPECT_FALSE(dialog.status()->text().isEmpty());
    edit->setPlainText(QStringLiteral(" \n\t"));
    EXPECT_FALSE(ok->isEnabled());
    EXPECT_EQ(dialog.status()->text(), QStringLiteral("The new text is empty."));
    edit->setPlainText(kText + QStringLiteral("Finis.\n"));
    EXPECT_TRUE(ok->isEnabled());
    EXPECT_TRUE(dialog.status()->text().isEmpty()) << dialog.status()->text().toStdString();
    EXPECT_TRUE(dialog.encoding().isEmpty()) << "pasted text: the source keeps its encoding";
    edit->setPlainText(kText);
    EXPECT_FALSE(ok->isEnabled());

    // The same text from a file is no change either; another one is.
    QTemporaryDir dir;
    ASSERT_TRUE(dialog.textInput()->loadFile(writeFile(dir, "same.txt", kText.toUtf8())));
    EXPECT_TRUE(dialog.textInput()->fileChoice()->isChecked());
    EXPECT_FALSE(ok->isEnabled());
    ASSERT_TRUE(dialog.textInput()->loadFile(PARALLAX_TEST_DATA "/fontainebleau-zh-gb18030.txt"));
    EXPECT_TRUE(ok->isEnabled()) << dialog.status()->text().toStdString();
    EXPECT_EQ(dialog.encoding(), QStringLiteral("GB18030"));
    EXPECT_TRUE(dialog.text().startsWith(QStringLiteral("枫丹白露的最后日子"))) << dialog.text().toStdString();
}

// The field starts with the current text: opened and corrected, it changes
// nothing else (QPlainTextEdit gives no-break spaces back as spaces and CR LF
// as LF; a French text would have lost every no-break space before its
// colons).
TEST(ReplaceText, ACorrectionChangesNothingElseInTheText)
{
    Database db;
    const QString current
        = QStringLiteral("Le 6 avril 1814\u00a0: l’Empereur abdique.\r\nIl part pour l’île d’Elbe.\r\n");
    ReplaceTextDialog dialog(db.source(), current);
    EXPECT_FALSE(dialog.replaceButton()->isEnabled()) << "unchanged as shown";
    QPlainTextEdit *edit = dialog.textInput()->pasteEdit();
    edit->moveCursor(QTextCursor::End);
    edit->insertPlainText(QStringLiteral("Fin."));
    EXPECT_TRUE(dialog.replaceButton()->isEnabled());
    EXPECT_EQ(dialog.text(), current + QStringLiteral("Fin."));
}

// A file that is not valid text in its encoding (here invalid UTF-8, and
// not Big5, GB18030 or Windows-1252 either: 0x81 is none of theirs) is
// refused with the reason (Replace Text reported it in a message box; now
// the dialog says it).
TEST(ReplaceText, AFileThatIsNotValidTextIsRefusedWithAMessage)
{
    Database db;
    ReplaceTextDialog dialog(db.source(), kText);
    QTemporaryDir dir;
    ASSERT_TRUE(
        dialog.textInput()->loadFile(writeFile(dir, "bad.txt", QByteArray("The dose \xc3\x28 failed \x81.\n"))));
    EXPECT_FALSE(dialog.replaceButton()->isEnabled());
    EXPECT_TRUE(dialog.status()->text().contains(QStringLiteral("not valid"))) << dialog.status()->text().toStdString();
    dialog.textInput()->encodingBox()->setCurrentText(QStringLiteral("UTF-8"));
    EXPECT_FALSE(dialog.replaceButton()->isEnabled());
    EXPECT_TRUE(dialog.status()->text().contains(QStringLiteral("not valid UTF-8")))
        << dialog.status()->text().toStdString();
    EXPECT_TRUE(dialog.textInput()->preview()->toPlainText().contains(QStringLiteral("not valid UTF-8")));
}

// Only a regular file of at most 256 MB is read: a folder, a FIFO (which hung
// a plain open) and a larger file are refused at once, each saying why.
TEST(ReplaceText, FoldersPipesAndTooLargeFilesAreRefusedWithAMessage)
{
    Database db;
    ReplaceTextDialog dialog(db.source(), kText);
    QTemporaryDir dir;
    EXPECT_FALSE(dialog.textInput()->loadFile(dir.path()));
    EXPECT_FALSE(dialog.replaceButton()->isEnabled());
    EXPECT_TRUE(dialog.status()->text().contains(QStringLiteral("a folder"))) << dialog.status()->text().toStdString();

    const QString large = dir.filePath(QStringLiteral("large.txt"));
    {
        QFile f(large);
        ASSERT_TRUE(f.open(QIODevice::WriteOnly));
        ASSERT_TRUE(f.resize(db::kMaxCorpusFileBytes + 1)); // sparse: no disk used
    }
    EXPECT_FALSE(dialog.textInput()->loadFile(large));
    EXPECT_FALSE(dialog.replaceButton()->isEnabled());
    EXPECT_TRUE(dialog.status()->text().contains(QStringLiteral("larger than 256 MB")))
        << dialog.status()->text().toStdString();

#ifdef Q_OS_UNIX
    const QString fifo = dir.filePath(QStringLiteral("pipe.txt"));
    ASSERT_EQ(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
    EXPECT_FALSE(dialog.textInput()->loadFile(fifo));
    EXPECT_TRUE(dialog.status()->text().contains(QStringLiteral("FIFO"))) << dialog.status()->text().toStdString();
#endif
    // Pasted text is still there to take.
    dialog.textInput()->pasteEdit()->setPlainText(kText + QStringLiteral("Finis.\n"));
    EXPECT_TRUE(dialog.textInput()->pasteChoice()->isChecked());
    EXPECT_TRUE(dialog.replaceButton()->isEnabled());
}
