#pragma once

#include "sqlite.h"

#include <core/corpus.h>

struct sqlite3;

namespace parallax::db {

// Names beyond the columns of schema 1 (schema 5): event titles and era names
// in languages other than English and Chinese, every form of a place's or
// person's name the texts use, and which eras are background.
// Rows are found by key, so these run after the rows they belong to.
Status writeNameExtras(sqlite3 *db, const Corpus &corpus);

// Reads the same back into `corpus`, whose places, people, eras and events
// are already read (matched by key).
Status readNameExtras(sqlite3 *db, Corpus *corpus);

// The text the search index holds for a place or person: every name and form.
QString searchableNames(const LocalizedNames &names, const QList<NameVariant> &variants);

} // namespace parallax::db
