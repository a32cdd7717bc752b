// The parallax executable: runs a subcommand that writes text (see
// commands.h) with Qt Core alone, or starts the window's program for the
// viewer and `snapshot` (windowprogram.h).
#include "commands.h"
#include "hugepages.h"
#include "invocation.h"
#include "windowprogram.h"

#include <ui/translations.h>

#include <QCoreApplication>

int main(int argc, char *argv[])
{
    using parallax::app::Command;
    parallax::app::Invocation in;
    if (const auto answered = parallax::app::readInvocation(argc, argv, in))
        return *answered;
    const Command *command = in.command;
    if (!command || command->needs != Command::Needs::Text)
        return parallax::app::startWindowProgram(argv);
    // A command that holds a whole corpus as the window does.
    if (command->wholeCorpus) {
        parallax::app::restartWithHugePages(argv);
        parallax::app::limitHeapArenas();
    }
    QCoreApplication app(argc, argv);
    parallax::ui::installTranslations(parallax::ui::resolveLanguage(in.language));
    return command->run(parallax::app::commandArguments(in));
}
