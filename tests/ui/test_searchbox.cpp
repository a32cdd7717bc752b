// The tool bar search: results as you type, grouped, Enter selects.
#include <db/corpusloader.h>
#include <db/store.h>
#include <db/userdata.h>
#include <ui/corpusmodel.h>
#include <ui/mainwindow.h>
#include <ui/tables/searchbox.h>
#include <ui/reading/sourcereader.h>

#include <QApplication>
#include <QPlainTextEdit>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeWidget>

#include "../qtprint.h"

#include <gtest/gtest.h>

using namespace parallax;
using namespace parallax::ui;

namespace {

struct SearchFixture
{
    QTemporaryDir dir;
    CorpusModel model;
    MainWindow window{&model};
    SearchFixture()
    {
        const Corpus c = db::loadCorpusFolder(db::bundledCorpusPath()).corpus;
        const QString path = dir.filePath(QStringLiteral("s.sqlite"));
        EXPECT_TRUE(db::buildDatabase(c, path, false).ok());
        model.setCorpus(c);
        window.setDatabasePath(path);
        window.resize(1400, 900);
        window.show();
        QApplication::processEvents();
    }
    QStringList rows()
    {
        QStringList out;
        QTreeWidget *t = window.search()->results();
        for (int i = 0; i < t->topLevelItemCount(); ++i)
            out << t->topLevelItem(i)->text(0) + t->topLevelItem(i)->data(0, Qt::UserRole + 1).toString();
        return out;
    }
};

} // namespace

TEST(SearchBox, TypingShowsGroupedResultsAndEnterSelects)
{
    SearchFixture f;
    SearchBox *box = f.window.search();
    ASSERT_TRUE(box->isEnabled());
    box->setFocus();
    box->setText(QStringLiteral("大无畏号")); // QTest types ASCII only
    box->runNow();
    const QString all = f.rows().join(u'\n');
    EXPECT_TRUE(all.contains(QStringLiteral("Passages"))) << all.toStdString();
    EXPECT_TRUE(all.contains(QStringLiteral("<b>大无畏号</b>")));
    if (const QByteArray dir = qgetenv("PARALLAX_SHOTS"); !dir.isEmpty())
        box->results()->grab().save(QString::fromLocal8Bit(dir) + QStringLiteral("/search.png"));
    QTest::keyClick(box, Qt::Key_Return);
    EXPECT_EQ(f.model.selectedEvent(), f.model.eventIndex(QStringLiteral("embark-frejus")));
}

TEST(SearchBox, HostileQueriesShowNoErrorDialog)
{
    SearchFixture f;
    SearchBox *box = f.window.search();
    for (const char *q : {"\"", "NEAR(", "*", "AND OR", "'\");"}) {
        box->setText(QString::fromUtf8(q));
        box->runNow();
        EXPECT_TRUE(QApplication::activeModalWidget() == nullptr);
    }
}
