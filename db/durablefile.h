#pragma once

#include <core/result.h>

#include <QString>

namespace parallax::db {

// Writes that survive a crash or a power cut: data reaches the disk before
// a file takes its final name, and the name change itself is synced.

// Flushes a file's data (fsync; FlushFileBuffers on Windows).
Status syncFile(const QString &path);
// Flushes a folder's entries, so that a rename in it is on disk. A no-op
// where folders cannot be synced (Windows syncs the rename itself).
Status syncFolder(const QString &folder);

// Moves `from` over `to` in one step (rename(2); MoveFileEx with
// REPLACE_EXISTING | WRITE_THROUGH on Windows), syncing `from` before and
// the folder after. Both must be in the same folder.
Status replaceFile(const QString &from, const QString &to);

// Copies `from` to `to`, which must not exist, through a temporary file
// that is synced before it takes its name: `to` is either whole or absent.
Status copyFileDurably(const QString &from, const QString &to);

// The first name of the form "FILE.vN.bak", "FILE.vN.1.bak", "FILE.vN.2.bak"…
// that is free: backups are never overwritten.
QString freeBackupPath(const QString &file, int version);

// Keeps the database `file` under the first free name of the form
// "FILE.bak", "FILE.1.bak"… before a new one is moved over it: a second
// name for the same data where the file system allows (instant, whatever
// the size; the move leaves that data as it is), else a durable copy.
// Returns the backup's path.
Result<QString> keepBeforeReplacing(const QString &file);

} // namespace parallax::db
