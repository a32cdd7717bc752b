#pragma once

#include "commands.h"

#include <QString>
#include <QStringList>

#include <optional>

namespace parallax::app {

// What both programs' main() read before any application object exists.
struct Invocation
{
    QStringList all; // the arguments, --language taken out (but for `source`)
    QString language; // as given with --language, or empty
    QString name; // the command's name, or what stands in its place
    const Command *command = nullptr; // null for the viewer
};

// Sets the application's names and reads the invocation. Answers --help,
// --version, a --language it does not know and an unknown command itself
// (in the interface's language): returns the exit code then.
std::optional<int> readInvocation(int argc, char *argv[], Invocation &out);

// The command's own arguments: `date` and `snapshot` also get the language
// given, to read phrases and to show event titles in.
QStringList commandArguments(const Invocation &in);

} // namespace parallax::app
