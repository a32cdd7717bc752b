#pragma once

#include "corpus.h"

#include <QHash>
#include <QString>

#include <cstdint>
#include <vector>

namespace parallax {

// One account's passage in its source's text, in code points.
struct CitedPassage
{
    std::int32_t start = 0, end = 0; // texts are far under 2^31 code points
    int event = 0; // index into the corpus's events
};

// What a source's accounts cite: how many events (each counted once), and
// every passage in text order (ties in event order).
struct SourceCitations
{
    int citedEvents = 0;
    std::vector<CitedPassage> passages;
};

// Every source's citations, by source id, in one pass over the accounts
// (12 bytes an account): what the source reader lists and marks. Plain
// data, so that a million events are counted on a worker thread.
QHash<QString, SourceCitations> citationsBySource(const Corpus &corpus);

} // namespace parallax
