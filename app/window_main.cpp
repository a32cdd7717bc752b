// The window's program, parallax-window (windowprogram.h): opens the viewer,
// or runs `snapshot`; started by `parallax`, it runs the other commands too.
#include "commands.h"
#include "hugepages.h"
#include "invocation.h"

#include <ui/language.h>

#include <QApplication>
#include <QCoreApplication>
#include <QLoggingCategory>

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

int main(int argc, char *argv[])
{
    using parallax::app::Command;
    parallax::app::Invocation in;
    if (const auto answered = parallax::app::readInvocation(argc, argv, in))
        return *answered;
    const Command *command = in.command;
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
    parallax::ui::installLanguage(parallax::ui::resolveLanguage(in.language));
    if (restarted)
        qCDebug(lcStartup) << "started again with huge pages for the heap";
    const QStringList args = parallax::app::commandArguments(in);
    if (!command)
        return parallax::app::runViewer(args);
    return command->run ? command->run(args) : parallax::app::runSnapshot(args);
}
