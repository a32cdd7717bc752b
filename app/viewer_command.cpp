#include "cli.h"
#include "commands.h"

#include <db/database.h>
#include <db/store.h>
#include <ui/corpusmodel.h>
#include <ui/darkstyle.h>
#include <ui/editing/editingui.h>
#include <ui/editing/editsession.h>
#include <ui/language.h>
#include <ui/mainwindow.h>
#include <ui/palette.h>

#include <QApplication>
#include <QFileInfo>
#include <QIcon>
#include <QMessageBox>

#include <cstdio>
#include <cstdlib>

namespace parallax::app {

int runViewer(const QStringList &args)
{
    QCommandLineParser parser;
    const QCommandLineOption dbOpt = dbOption();
    parser.addOption(dbOpt);
    const QCommandLineOption paletteOpt(
        QStringLiteral("palette"), QStringLiteral("light or dark."), QStringLiteral("NAME"), QStringLiteral("light"));
    parser.addOption(paletteOpt);
    if (int rc = parse(parser, QString(), QStringLiteral("Parallax: read history comparatively."), args); rc >= 0)
        return rc;
    // The viewer takes options only: "parallax --db FILE search Paris" opened
    // the window and dropped the search.
    if (const QStringList extra = parser.positionalArguments(); !extra.isEmpty()) {
        const QString first = extra.constFirst();
        err() << "parallax: unexpected argument '" << first << "'.";
        if (findCommand(first))
            err() << " A command comes first: parallax " << first << " … --db FILE";
        err() << "\nRun 'parallax --help' for the commands and options.\n";
        return 2;
    }
    if (const QString palette = parser.value(paletteOpt); palette != u"light" && palette != u"dark") {
        err() << "parallax: --palette must be light or dark\n";
        return 2;
    }
    ui::CorpusModel model;
    // The window edits the database it shows: every edit is written at once,
    // and File ▸ New/Open switch to another one.
    ui::EditSession session(&model);
    // Without --db, the database used last (a restart showed the bundled
    // corpus instead of one's own); the bundled corpus on the first start.
    const QStringList recent = ui::EditSession::recentFiles();
    Status opened = Status::failure({});
    if (!parser.isSet(dbOpt) && !recent.isEmpty() && QFileInfo::exists(recent.first()))
        opened = session.open(recent.first());
    if (!opened) {
        auto path = databasePath(parser, dbOpt);
        opened = path ? session.open(path.value()) : Status::failure(path.error());
    }
    if (!opened) {
        QMessageBox::critical(nullptr, QCoreApplication::translate("parallax::app::Viewer", "Parallax"),
            QCoreApplication::translate("parallax::app::Viewer", "The database could not be opened.\n\n%1")
                .arg(opened.error()));
        return 1;
    }
    if (parser.value(paletteOpt) == u"dark")
        ui::useDarkPalette();
    else if (const QPalette theme = QApplication::palette(); ui::withReadablePlaceholder(theme) != theme)
        QApplication::setPalette(ui::withReadablePlaceholder(theme));
    QGuiApplication::setWindowIcon(QIcon(QStringLiteral(":/parallax/icon/parallax.svg")));
    QGuiApplication::setDesktopFileName(QStringLiteral("io.github.parallax.Parallax"));
    // Titles follow the interface language where the corpus has them.
    model.setDisplayLanguage(ui::currentLanguage());
    auto makeWindow = [&] {
        auto w = ui::newEditingWindow(&session);
        w->restoreLayout();
        w->show();
        return w;
    };
    auto window = makeWindow();
    // A large database is read after the window shows: a damaged one is refused then.
    QObject::connect(&session, &ui::EditSession::failed, &model, [&](const QString &error) {
        QMessageBox::critical(window.get(), QCoreApplication::translate("parallax::app::Viewer", "Parallax"),
            QCoreApplication::translate("parallax::app::Viewer", "The database could not be opened.\n\n%1").arg(error));
    });
    // Another language from View ▸ Language: the window is built again in it,
    // with the same corpus, selection, layout and geometry.
    QObject::connect(
        ui::LanguageNotifier::instance(), &ui::LanguageNotifier::languageChanged, &model,
        [&](const QString &language) {
            window->saveLayout();
            window.release()->deleteLater();
            window = makeWindow();
            window->setTitleLanguage(language); // not the one the last layout saved
        },
        Qt::QueuedConnection);
    const int rc = QApplication::exec();
    // The settings were written when the window closed; freeing a million
    // events' worth of memory piece by piece would take seconds for nothing.
    std::fflush(stdout);
    std::fflush(stderr);
    std::_Exit(rc);
}

} // namespace parallax::app
