#pragma once

#include <core/corpus.h>
#include <core/result.h>

#include <QByteArray>
#include <QList>
#include <QString>

class QIODevice;

namespace parallax::db {

class Database;

// The spreadsheet form of a corpus's events (docs/exchange.md): one row per
// account, with its event's fields repeated on each of the event's rows.
// RFC 4180 CSV in UTF-8 with a byte order mark (so that spreadsheet programs
// read Chinese right) and CRLF line ends, written row by row.
Status writeCsv(const Corpus &corpus, QIODevice &out);
// The same, read from `db` event by event (EventStream), in memory that does
// not grow with the corpus. A row the database cannot give fails the export.
Status writeCsv(const Database &db, QIODevice &out);

// One thing wrong in a CSV file: the row as a spreadsheet numbers it (the
// header is row 1) and the column by its header name (empty for the row).
struct CsvProblem
{
    qsizetype row = 0;
    QString column;
    QString message;
    QString toString() const;
};

struct CsvImport
{
    QList<Event> events; // in the order of their first row
    QList<CsvProblem> problems; // every one found, not only the first
    bool ok() const { return problems.isEmpty(); }
};

// Reads a CSV file of that form into events whose accounts cite the sources
// of `base`, and whose places, eras and people are those of `base`. Quotes are
// located in the source texts (the `start` column picks the occurrence of a
// quote that stands more than once; `end` is not read). A row that cannot
// be read (an unclosed quote, too many or too few cells, a bad date, an
// unknown id, a quote not in its source) is a problem; none is skipped.
CsvImport readCsv(const QByteArray &data, const Corpus &base);

} // namespace parallax::db
