#pragma once

#include <core/corpus.h>
#include <core/result.h>

#include <QString>

#include <functional>

namespace parallax::db {

// A source's text by its index in the corpus, made when it is written: a
// folder's texts kept as the UTF-8 they were read in take half the memory
// of QStrings (790 MB instead of 1.6 GB for a million events' 1,000 texts).
using SourceTextOf = std::function<QString(qsizetype source)>;

// buildDatabase() (db/store.h) for a corpus whose sources' texts are given by
// `textOf` rather than held in it. Called from two threads at once.
Status buildDatabase(const Corpus &corpus, const QString &path, bool replace, const SourceTextOf &textOf);

} // namespace parallax::db
