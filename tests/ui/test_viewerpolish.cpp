// Issue 14, the last walk: file dialogs, search rows.
#include "../qtprint.h"

#include <ui/elidingcombobox.h>
#include <ui/filedialogs.h>

#include <gtest/gtest.h>

#include <QApplication>
#include <QFileDialog>
#include <QHeaderView>
#include <QMainWindow>
#include <QSettings>
#include <QTimer>
#include <QTreeView>

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
