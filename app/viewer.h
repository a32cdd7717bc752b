#pragma once

#include <core/corpus.h>
#include <core/result.h>
#include <db/database.h>

#include <QString>

namespace parallax::app {

// The corpus of the database the window shows. The window opens for writing
// (an older file is upgraded after a backup, an unfinished change rolled back);
// a snapshot only reads.
Result<Corpus> loadForViewer(const QString &path, db::Database::Access access);

} // namespace parallax::app
