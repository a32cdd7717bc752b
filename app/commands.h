#pragma once

#include <QString>
#include <QStringList>

#include <span>

namespace parallax::app {

// Each subcommand takes its own arguments (without the program name and the
// subcommand) and returns the process exit code.
int runImport(const QStringList &args);
int runCheck(const QStringList &args);
int runExport(const QStringList &args);
int runConflicts(const QStringList &args);
int runSearch(const QStringList &args);
int runDate(const QStringList &args);
int runSource(const QStringList &args);
int runCite(const QStringList &args);

// The window's program's own: the viewer, and `snapshot`.
int runSnapshot(const QStringList &args);
int runViewer(const QStringList &args);

struct Command
{
    enum class Needs { Text, Gui, Offscreen };
    const char *name;
    const char *synopsis; // the arguments, as the usage line shows them
    const char *summary; // one line for `parallax --help`
    Needs needs;
    // Null for the window's commands (Needs::Gui, Needs::Offscreen), which
    // the window's program runs (windowprogram.h).
    int (*run)(const QStringList &args);
    // Holds a whole corpus in memory as the window does (a million events:
    // millions of small blocks), and so starts again with huge pages
    // (app/hugepages.h); the others do not pay the restart's 20 ms.
    bool wholeCorpus = false;
};

// Every subcommand: main() dispatches through this table and `--help` lists it.
std::span<const Command> commands();
const Command *findCommand(const QString &name);
QString usageText();

} // namespace parallax::app
