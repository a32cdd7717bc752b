#pragma once

#include <core/result.h>

#include <QString>

namespace parallax::db {

// Where the bundled corpus lives inside the program (a Qt resource folder).
QString bundledCorpusPath();

// The user's database: <AppDataLocation>/parallax.sqlite.
QString defaultDatabasePath();

// On first start, builds the user's database from the bundled corpus. A file
// that is already there is the user's and is never touched. Returns its path.
Result<QString> ensureUserDatabase(const QString &path = defaultDatabasePath());

} // namespace parallax::db
