// What the second new-user walkthrough of editing found (issue 13): File ▸ New
// crashed with Compare in sight, ...
#include "../qtprint.h"

#include <db/corpusloader.h>
#include <db/userdata.h>
#include <ui/corpusmodel.h>
#include <ui/mainwindow.h>

#include <gtest/gtest.h>

#include <QApplication>
#include <QLabel>
#include <QTreeWidget>

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
