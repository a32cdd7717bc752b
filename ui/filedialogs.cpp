#include "filedialogs.h"

#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QGuiApplication>
#include <QHeaderView>
#include <QScreen>
#include <QSettings>
#include <QStandardPaths>
#include <QTreeView>

#include <algorithm>

namespace parallax::ui {

namespace {

constexpr auto kSizeKey = "fileDialog/size";
constexpr auto kStateKey = "fileDialog/state";
constexpr auto kFolderKey = "fileDialog/folder"; // of the file chosen last

// Two thirds of the window, within what a file list needs to be read and
// what the screen holds.
QSize defaultSize(QWidget *parent)
{
    const QWidget *window = parent ? parent->window() : nullptr;
    const QSize base = window ? window->size() : QSize(1280, 720);
    QSize size(std::clamp(base.width() * 2 / 3, 760, 1100), std::clamp(base.height() * 3 / 4, 480, 720));
    const QScreen *screen = window ? window->screen() : QGuiApplication::primaryScreen();
    if (screen)
        size = size.boundedTo(screen->availableSize() * 0.95);
    return size;
}

// The Name column gets the room the other columns leave (it was cut to
// "Napoleon_from_E…" while Size and Type had half the width).
void widenNameColumn(QFileDialog &dialog)
{
    auto *tree = dialog.findChild<QTreeView *>(QStringLiteral("treeView"));
    if (!tree || !tree->header())
        return;
    QHeaderView *header = tree->header();
    header->setStretchLastSection(false);
    header->setSectionResizeMode(0, QHeaderView::Stretch);
    for (int c = 1; c < header->count(); ++c)
        header->setSectionResizeMode(c, QHeaderView::ResizeToContents);
}

QString run(QFileDialog &dialog, QWidget *parent, const QString &dir, QString *selectedFilter)
{
    const QString start = dialogStart(dir);
    prepareFileDialog(dialog, parent);
    // In the folder of the file chosen last, or the one asked for: the
    // restored state kept the home folder, so every dialog opened there
    // (a walkthrough by helper-95).
    const QFileInfo given(start);
    dialog.setDirectory(given.isDir() ? start : given.absolutePath());
    if (!dir.isEmpty() && !given.isDir())
        dialog.selectFile(given.fileName());
    if (selectedFilter && !selectedFilter->isEmpty())
        dialog.selectNameFilter(*selectedFilter);
    const bool accepted = dialog.exec() == QDialog::Accepted;
    rememberFileDialog(dialog);
    if (!accepted)
        return {};
    if (const QString chosen = dialog.selectedFiles().value(0); !chosen.isEmpty())
        QSettings().setValue(QLatin1String(kFolderKey), QFileInfo(chosen).absolutePath());
    if (selectedFilter)
        *selectedFilter = dialog.selectedNameFilter();
    return dialog.selectedFiles().value(0);
}

} // namespace

void prepareFileDialog(QFileDialog &dialog, QWidget *parent)
{
    const QSettings settings;
    dialog.restoreState(settings.value(QLatin1String(kStateKey)).toByteArray());
    const QSize remembered = settings.value(QLatin1String(kSizeKey)).toSize();
    const QSize fallback = defaultSize(parent);
    dialog.resize(remembered.isValid() ? remembered.expandedTo(QSize(480, 320)).boundedTo(fallback * 1.6) : fallback);
    widenNameColumn(dialog);
}

void rememberFileDialog(const QFileDialog &dialog)
{
    QSettings settings;
    settings.setValue(QLatin1String(kSizeKey), dialog.size());
    settings.setValue(QLatin1String(kStateKey), dialog.saveState());
}

QString dialogStart(const QString &dir)
{
    QString home = QSettings().value(QLatin1String(kFolderKey)).toString();
    if (home.isEmpty() || !QFileInfo(home).isDir())
        home = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    if (home.isEmpty() || !QFileInfo(home).isDir())
        home = QDir::homePath();
    if (dir.isEmpty())
        return home;
    return QFileInfo(dir).isRelative() ? QDir(home).filePath(dir) : dir;
}

QString askOpenFileName(QWidget *parent, const QString &caption, const QString &dir, const QString &filter)
{
    QFileDialog dialog(parent, caption, dialogStart(dir), filter);
    dialog.setAcceptMode(QFileDialog::AcceptOpen);
    dialog.setFileMode(QFileDialog::ExistingFile);
    return run(dialog, parent, dir, nullptr);
}

QString askSaveFileName(
    QWidget *parent, const QString &caption, const QString &dir, const QString &filter, QString *selectedFilter)
{
    QFileDialog dialog(parent, caption, dialogStart(dir), filter);
    dialog.setAcceptMode(QFileDialog::AcceptSave);
    dialog.setFileMode(QFileDialog::AnyFile);
    return run(dialog, parent, dir, selectedFilter);
}

} // namespace parallax::ui
