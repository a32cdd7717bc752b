#pragma once

#include <QString>
#include <QStringList>

namespace parallax::db {

// Temporary files written beside a target before they take its name
// (".NAME.PID.XXXXXX.tmp", with ".part" and "-journal" companions). A
// process killed while writing leaves them behind; the next write to the same
// target removes them, but only when they are surely abandoned.

// The QTemporaryFile template for a temporary beside `target`, naming this
// process.
QString temporaryTemplate(const QString &target);

// Removes temporaries of `target` whose writer is gone: the process the name
// gives no longer runs (or, for names without a process, from older versions,
// they were last written over an hour ago). Never follows symbolic links,
// never touches another name. Returns what it removed.
QStringList removeStaleTemporaries(const QString &target);

} // namespace parallax::db
