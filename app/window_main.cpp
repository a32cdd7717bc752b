// The window's program, parallax-window (windowprogram.h): opens the viewer,
// or runs `snapshot`; started by `parallax`, it runs the other commands too.
#include "commands.h"
#include "hugepages.h"

#include <ui/language.h>

#include <QApplication>
#include <QCoreApplication>
#include <QLoggingCategory>
#include <QTextStream>

#include <cstdio>
#include <memory>

namespace {

Q_LOGGING_CATEGORY(lcStartup, "parallax.app.startup", QtInfoMsg)

bool isDisplayless()
{
#if defined(Q_OS_LINUX)
    return qEnvironmentVariableIsEmpty("DISPLAY") && qEnvironmentVariableIsEmpty("WAYLAND_DISPLAY")
        && qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM");
#else
    return false;
#endif
}

} // namespace

// The arguments as Qt sees them, before any application object exists.
QStringList argumentList(int argc, char *argv[])
{
    QStringList args;
    for (int i = 0; i < argc; ++i)
        args << QString::fromLocal8Bit(argv[i]);
    return args;
}

int main(int argc, char *argv[])
{
    using parallax::app::Command;
    QCoreApplication::setOrganizationName(QStringLiteral("Parallax"));
    QCoreApplication::setApplicationName(QStringLiteral("parallax"));
    QCoreApplication::setApplicationVersion(QStringLiteral(PARALLAX_VERSION));

    // --language LANG applies to every command, wherever it stands, except
    // `source`, where it names the language of the text being added.
    QStringList all = argumentList(argc, argv);
    const QString requestedLanguage
        = all.value(1) == u"source" ? QString() : parallax::ui::takeLanguageArgument(all, true);
    if (!requestedLanguage.isEmpty() && parallax::ui::normalizeLanguage(requestedLanguage).isEmpty()) {
        std::fprintf(stderr, "parallax: --language takes en, zh or da\n");
        return 2;
    }
    const QString name = all.value(1);
    if (name == u"help" || name == u"--help" || name == u"-h" || name == u"--version") {
        QCoreApplication app(argc, argv);
        parallax::ui::installLanguage(parallax::ui::resolveLanguage(requestedLanguage));
        if (name == u"--version")
            QTextStream(stdout) << "parallax " << PARALLAX_VERSION << "\n";
        else
            QTextStream(stdout) << parallax::app::usageText();
        return 0;
    }
    const Command *command = parallax::app::findCommand(name);
    if (!command && !name.isEmpty() && !name.startsWith(u'-')) {
        std::fprintf(stderr, "parallax: unknown command '%s'\n\n", qPrintable(name));
        QTextStream(stderr) << parallax::app::usageText();
        return 2;
    }
    // The viewer, or a command that holds a whole corpus as it does.
    const bool restarted = (!command || command->wholeCorpus) && parallax::app::restartWithHugePages(argv);
    if (!command || command->wholeCorpus)
        parallax::app::limitHeapArenas();
    const Command::Needs needs = command ? command->needs : Command::Needs::Gui;
    if (needs == Command::Needs::Offscreen && qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen"); // renders with no display at all
    if (needs == Command::Needs::Gui && isDisplayless()) {
        std::fprintf(stderr,
            "parallax: no display (DISPLAY is not set). To render the window to a file "
            "instead, run: parallax snapshot -o parallax.png\n");
        return 2;
    }

    std::unique_ptr<QCoreApplication> app;
    if (needs == Command::Needs::Text)
        app = std::make_unique<QCoreApplication>(argc, argv);
    else
        app = std::make_unique<QApplication>(argc, argv);
    parallax::ui::installLanguage(parallax::ui::resolveLanguage(requestedLanguage));
    if (restarted)
        qCDebug(lcStartup) << "started again with huge pages for the heap";

    QStringList args = all.mid(1);
    if (command)
        args.removeFirst();
    // Commands with a --language of their own get it too: the snapshot shows
    // event titles in it, the date command reads phrases in it.
    if (command && !requestedLanguage.isEmpty() && (name == u"snapshot" || name == u"date"))
        args << QStringLiteral("--language") << parallax::ui::normalizeLanguage(requestedLanguage);
    if (!command)
        return parallax::app::runViewer(args);
    return command->run ? command->run(args) : parallax::app::runSnapshot(args);
}
