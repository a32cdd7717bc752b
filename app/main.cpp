// The parallax executable: dispatches to a subcommand (see commands.h) or opens
// the viewer.
#include "commands.h"

#include <QApplication>
#include <QCoreApplication>
#include <QTextStream>

#include <cstdio>
#include <memory>

namespace {

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

int main(int argc, char *argv[])
{
    using parallax::app::Command;
    QCoreApplication::setOrganizationName(QStringLiteral("Parallax"));
    QCoreApplication::setApplicationName(QStringLiteral("parallax"));
    QCoreApplication::setApplicationVersion(QStringLiteral(PARALLAX_VERSION));

    const QString name = argc > 1 ? QString::fromLocal8Bit(argv[1]) : QString();
    if (name == u"help" || name == u"--help" || name == u"-h") {
        QTextStream(stdout) << parallax::app::usageText();
        return 0;
    }
    if (name == u"--version") {
        QTextStream(stdout) << "parallax " << PARALLAX_VERSION << "\n";
        return 0;
    }
    const Command *command = parallax::app::findCommand(name);
    if (!command && !name.isEmpty() && !name.startsWith(u'-')) {
        std::fprintf(stderr, "parallax: unknown command '%s'\n\n", argv[1]);
        QTextStream(stderr) << parallax::app::usageText();
        return 2;
    }
    const Command::Needs needs = command ? command->needs : Command::Needs::Gui;
    if (needs == Command::Needs::Offscreen && qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen"); // renders with no display at all
    if (needs == Command::Needs::Gui && isDisplayless()) {
        std::fprintf(stderr, "parallax: no display (DISPLAY is not set). To render the window to a file "
                             "instead, run: parallax snapshot -o parallax.png\n");
        return 2;
    }

    std::unique_ptr<QCoreApplication> app;
    if (needs == Command::Needs::Text)
        app = std::make_unique<QCoreApplication>(argc, argv);
    else
        app = std::make_unique<QApplication>(argc, argv);

    QStringList args = app->arguments().mid(1);
    if (command)
        args.removeFirst();
    return command ? command->run(args) : parallax::app::runViewer(args);
}
