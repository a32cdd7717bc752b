#pragma once

#include <core/corpus.h>
#include <core/result.h>

#include <QString>

namespace parallax::app {

// The corpus of the database the window opens (read-write: an older schema is
// upgraded, with a backup, as the window may write settings beside it).
Result<Corpus> loadForViewer(const QString &path);

} // namespace parallax::app
