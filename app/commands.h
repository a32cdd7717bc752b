#pragma once

#include <QStringList>

namespace parallax::app {

// Each subcommand takes its own arguments (without the program name and the
// subcommand) and returns the process exit code.
int runImport(const QStringList &args);
int runCheck(const QStringList &args);
int runExport(const QStringList &args);
int runSnapshot(const QStringList &args);
int runConflicts(const QStringList &args);
int runSearch(const QStringList &args);
int runViewer(const QStringList &args);

} // namespace parallax::app
