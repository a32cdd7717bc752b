#pragma once

#include <core/result.h>

#include <QString>

#include <cstdint>
#include <functional>

struct sqlite3;

namespace parallax::db {

// Checks the source texts of a database without keeping them: source by
// source, one text in memory at a time, its recorded length, and every quote
// that cites it (accounts_by_source) against what the text says there.
// `problem` hears of each row that is wrong (table, row, what, in the words
// readCorpus() uses); `stop` ends the check early. Fails only when the rows
// cannot be read (the message is SQLite's).
using RowProblem = std::function<void(const QString &table, std::int64_t row, const QString &what)>;
Status checkSourceTexts(sqlite3 *h, const RowProblem &problem, const std::function<bool()> &stop);

} // namespace parallax::db
