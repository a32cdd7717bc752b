#pragma once

#include <core/corpus.h>
#include <core/result.h>

#include <QHash>
#include <QString>

#include <vector>

class QIODevice;

namespace parallax::db {

class Database;

// Writes `corpus` as a corpus folder (docs/corpus-format.md) that
// loadCorpusFolder() reads back to the same corpus: corpus.json plus one
// text file per source. `folder` must not exist or be empty. corpus.json is
// written as it goes, one entry a line, never held whole in memory.
Status exportCorpusFolder(const Corpus &corpus, const QString &folder);
// The same, read from `db` a source text and a chunk of events at a time
// (EventStream), in memory that does not grow with the corpus.
Status exportCorpusFolder(const Database &db, const QString &folder);

// The corpus.json of such a folder, written to `out`.
Status writeCorpusDescription(const Corpus &corpus, QIODevice &out);

// Where an account's quote stands more than once in its source, the
// shortest context (TextQuoteSelector prefix and suffix) that picks out its
// own occurrence; empty for a quote that stands once. `at` is the quote's
// UTF-16 index in `text`.
struct QuoteContext
{
    QString prefix;
    QString suffix;
};
QuoteContext disambiguatingContext(const QString &text, const QString &quote, qsizetype at);

// Counts, for every quote in `quotes`, how often it occurs in `text` (at
// least once when it is in the text at all). One pass over the text per
// class of quote length (1, 2-3, 4-7…), with a rolling hash of the class's
// shortest length, so that a million accounts in long sources are checked
// in seconds; every count is of whole quotes compared.
QHash<QString, int> quoteOccurrences(const QString &text, const QList<QString> &quotes);
// The same for quotes given as views (of the text, say), counted by view.
QHash<QStringView, int> quoteOccurrences(QStringView text, const std::vector<QStringView> &quotes);

} // namespace parallax::db
