#pragma once

#include "result.h"
#include "synthetic.h"

#include <QString>

#include <functional>

namespace parallax {

// What a synthetic corpus folder holds beyond SyntheticSpec: source texts of
// a realistic size, in prose, in which each quote is one sentence among others.
struct SyntheticFolderSpec
{
    SyntheticSpec corpus; // events, sources, places, years…
    qsizetype textChars = 790000; // about this many characters per source text
};

// Writes a corpus folder (corpus.json and one text per source) that
// `parallax import` accepts: the events and accounts of makeSyntheticCorpus,
// each quote rewritten as a sentence of prose that dates the event in words
// ("On the 14th of April 1814, …"), set among paragraphs of narrative that
// quote nothing. Deterministic for a given spec. `progress(done, total)` is
// called now and then while the events are written.
Status writeSyntheticFolder(
    const SyntheticFolderSpec &spec, const QString &folder, const std::function<void(qint64, qint64)> &progress = {});

} // namespace parallax
