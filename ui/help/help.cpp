#include "help.h"

#include <core/corpus.h>
#include <ui/language.h>

#include <sqlite3.h>

#include <QApplication>
#include <QDialog>
#include <QDialogButtonBox>
#include <QFile>
#include <QGuiApplication>
#include <QHeaderView>
#include <QKeySequence>
#include <QMainWindow>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QScreen>
#include <QTableWidget>
#include <QTextBrowser>
#include <QVBoxLayout>

#include <algorithm>

namespace parallax::ui {

namespace {

QDialog *makeDialog(QWidget *parent, const QString &title, const QString &name)
{
    auto *d = new QDialog(parent);
    d->setObjectName(name);
    d->setWindowTitle(title);
    d->setAttribute(Qt::WA_DeleteOnClose);
    return d;
}

void addCloseButton(QDialog *d, QVBoxLayout *layout)
{
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, d);
    QObject::connect(buttons, &QDialogButtonBox::rejected, d, &QDialog::reject);
    layout->addWidget(buttons);
}

} // namespace

QMenu *Help::createMenu(QMainWindow *window, const Corpus *corpus)
{
    QMenu *help = window->menuBar()->addMenu(tr("&Help"));
    help->setObjectName(QStringLiteral("helpMenu"));
    QAction *manual = help->addAction(tr("Parallax &Manual"), window, [window] { showManual(window); });
    manual->setShortcut(QKeySequence::HelpContents);
    manual->setObjectName(QStringLiteral("manualAction"));
    QAction *keys = help->addAction(tr("&Keyboard Shortcuts"), window, [window] { showShortcuts(window); });
    keys->setShortcut(QKeySequence(tr("Ctrl+F1")));
    keys->setObjectName(QStringLiteral("shortcutsAction"));
    help->addSeparator();
    QAction *about = help->addAction(tr("&About Parallax"), window, [window, corpus] { showAbout(window, *corpus); });
    about->setMenuRole(QAction::AboutRole);
    QAction *aboutQt = help->addAction(tr("About &Qt"), qApp, &QApplication::aboutQt);
    aboutQt->setMenuRole(QAction::AboutQtRole);
    return help;
}

QString Help::manualPath(const QString &language)
{
    const QString own = QStringLiteral(":/parallax/manual/manual_%1.html").arg(language);
    return QFile::exists(own) ? own : QStringLiteral(":/parallax/manual/manual_en.html");
}

void Help::showManual(QWidget *parent)
{
    QDialog *d = makeDialog(parent, tr("Parallax Manual"), QStringLiteral("manualDialog"));
    auto *layout = new QVBoxLayout(d);
    auto *browser = new QTextBrowser(d);
    browser->setObjectName(QStringLiteral("manualBrowser"));
    browser->setAccessibleName(tr("Manual"));
    browser->setOpenExternalLinks(false);
    browser->setSearchPaths({QStringLiteral(":/parallax/manual")});
    browser->setSource(QUrl(QStringLiteral("qrc") + manualPath(currentLanguage())));
    layout->addWidget(browser);
    addCloseButton(d, layout);
    // At most the screen's height: a 720-pixel screen keeps the Close button.
    const QScreen *shown = parent ? parent->screen() : QGuiApplication::primaryScreen();
    const QRect screen = shown ? shown->availableGeometry() : QRect(0, 0, 820, 800);
    d->resize(std::min(820, screen.width()), std::min(760, screen.height() - 40));
    d->show();
}

QList<QPair<QString, QString>> Help::shortcuts()
{
    return {
        {QStringLiteral("F1"), tr("Open this manual")},
        {tr("Ctrl+F1"), tr("List the keyboard shortcuts")},
        {QStringLiteral("Tab, Shift+Tab"), tr("Move between the controls of the window")},
        {QStringLiteral("F6, Shift+F6"), tr("Move to the next or previous pane (timeline, map, source, tables)")},
        {tr("Ctrl+K"), tr("Search events, places, people and texts")},
        {QStringLiteral("Ctrl+F"), tr("Find in the source text")},
        {QStringLiteral("[ ]"), tr("Timeline: select the previous or next event")},
        {tr("Enter"), tr("Timeline: zoom to the selected event")},
        {tr("Esc"), tr("Timeline: clear the selection")},
        {QStringLiteral("+ −"), tr("Timeline and map: zoom in or out")},
        {tr("Arrow keys"), tr("Timeline and map: pan")},
        {tr("Home"), tr("Timeline: show the main story; map: show the whole route")},
        {tr("Ctrl+0"), tr("Show the main story in the timeline")},
        {tr("Ctrl+Shift+F"), tr("Show or hide the filters")},
        {tr("Ctrl+E"), tr("Export the timeline view")},
        {QStringLiteral("F2"), tr("Edit the selected event")},
        {tr("Shift+F2"), tr("Edit the selected event's account in the source shown")},
        {tr("Ctrl+Shift+N"), tr("New event")},
        {tr("Ctrl+Shift+P"), tr("Change the cited passage to the reader's selection")},
        {tr("Ctrl+Shift+Del"), tr("Delete the selected event (asks first)")},
        {tr("Ctrl+Q"), tr("Quit")},
    };
}

void Help::showShortcuts(QWidget *parent)
{
    QDialog *d = makeDialog(parent, tr("Keyboard Shortcuts"), QStringLiteral("shortcutsDialog"));
    auto *layout = new QVBoxLayout(d);
    const auto rows = shortcuts();
    auto *table = new QTableWidget(int(rows.size()), 2, d);
    table->setObjectName(QStringLiteral("shortcutsTable"));
    table->setAccessibleName(tr("Keyboard shortcuts"));
    table->setHorizontalHeaderLabels({tr("Keys"), tr("Action")});
    table->verticalHeader()->hide();
    table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table->setSelectionBehavior(QAbstractItemView::SelectRows);
    for (int r = 0; r < rows.size(); ++r) {
        // Keys as the menus write them (Danish: Ctrl+Skift+F); words as they are.
        const QKeySequence keys(rows[r].first, QKeySequence::PortableText);
        const bool isKeys = !keys.isEmpty() && keys.toString(QKeySequence::PortableText) == rows[r].first;
        table->setItem(r, 0, new QTableWidgetItem(isKeys ? keys.toString(QKeySequence::NativeText) : rows[r].first));
        table->setItem(r, 1, new QTableWidgetItem(rows[r].second));
    }
    table->resizeColumnToContents(0);
    table->horizontalHeader()->setStretchLastSection(true);
    layout->addWidget(table);
    addCloseButton(d, layout);
    d->resize(640, 520);
    d->show();
}

void Help::showAbout(QWidget *parent, const Corpus &corpus)
{
    QMessageBox box(parent);
    box.setObjectName(QStringLiteral("aboutBox"));
    box.setWindowTitle(tr("About Parallax"));
    box.setIconPixmap(QIcon(QStringLiteral(":/parallax/icon/parallax.svg")).pixmap(64, 64));
    box.setTextFormat(Qt::RichText);
    box.setText(aboutText(corpus));
    box.exec();
}

QString Help::aboutText(const Corpus &corpus)
{
    QString sources;
    for (const Source &s : corpus.sources)
        sources += QStringLiteral("<li><i>%1</i> — %2</li>").arg(s.title.toHtmlEscaped(), s.provenance.toHtmlEscaped());
    return QStringLiteral("<h3>Parallax %1</h3><p>%2</p><p><b>%3</b></p><ul>%4</ul><p><b>%5</b></p><ul>"
                          "<li>Qt %6 — %7</li><li>SQLite %8 — %9</li><li>Natural Earth 1:50m — %10</li>"
                          "<li>world-atlas 2.0.2 — %11</li><li>WenQuanYi Micro Hei — %12</li></ul>")
        .arg(QCoreApplication::applicationVersion().toHtmlEscaped(),
            tr("Read history comparatively: several accounts of the same events, side by side.").toHtmlEscaped(),
            tr("Corpus: %1").arg(corpus.title).toHtmlEscaped(), sources, tr("Built with").toHtmlEscaped(),
            QString::fromLatin1(qVersion()), tr("GNU LGPL version 3").toHtmlEscaped(), QStringLiteral(SQLITE_VERSION),
            tr("public domain").toHtmlEscaped(), tr("land shapes, public domain").toHtmlEscaped(),
            tr("TopoJSON packaging of Natural Earth, ISC licence").toHtmlEscaped(),
            tr("font for Chinese text when installed, GPL with font exception").toHtmlEscaped());
}

} // namespace parallax::ui
