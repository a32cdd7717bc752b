#pragma once

#include <core/result.h>

#include <QByteArray>
#include <QString>

namespace parallax::db {

// Reading files named by someone else (a corpus folder, a database path)
// without trusting what they are: only regular files are read, so a FIFO
// cannot hang a command, /dev/zero cannot fill the memory, a folder or a
// symbolic link loop is refused at once.

// The largest source text a corpus may hold.
inline constexpr qint64 kMaxCorpusFileBytes = 256ll * 1024 * 1024;
// The largest corpus.json: a million events with 1.75 million quotes take
// about 430 MB of it.
inline constexpr qint64 kMaxCorpusDescriptionBytes = 1024ll * 1024 * 1024;

// Refuses, without blocking, anything at `path` that is not a regular file
// (after following symbolic links): folders, FIFOs, sockets, devices, loops.
Status checkRegularFile(const QString &path);

// Reads the whole regular file at `path`, of at most `maxBytes`. With
// `insideFolder`, the file (its symbolic links resolved) must lie inside
// that folder. Qt resource paths (":/…") are read as they are.
Result<QByteArray> readRegularFile(const QString &path, qint64 maxBytes, const QString &insideFolder = {});

} // namespace parallax::db
