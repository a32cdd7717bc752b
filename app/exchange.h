#pragma once

// The exchange formats of `parallax export` and `parallax import` (corpus
// folder, CSV, TimelineJS 3); see docs/exchange.md.

#include <core/corpus.h>

#include <QString>
#include <QStringList>

namespace parallax::app {

// Whether `format` is one of the exchange formats export writes.
bool isExchangeFormat(const QString &format);
// parallax import FILE.csv --format csv --db DB: replaces the events of an
// existing database with the CSV's rows. Returns the exit code.
int importCsv(const QString &csvPath, const QString &dbPath);

} // namespace parallax::app
