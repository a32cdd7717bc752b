#pragma once

#include "corpus.h"

#include <cstdint>

namespace parallax {

// A deterministic synthetic corpus for tests and benchmarks: the same spec
// always gives the same corpus. Every account quotes its source verbatim at
// the offsets it records, so a synthetic corpus is as valid as a real one.
struct SyntheticSpec
{
    std::int64_t events = 1000;
    int firstYear = 1800;
    int lastYear = 1830; // inclusive
    int sources = 10;
    int places = 100;
    double spanFraction = 0.3; // the rest are points (day or hour)
    AxisTime minSpan = 3600; // spans are log-uniform between these
    AxisTime maxSpan = 365 * kSecondsPerDay;
    double conflictFraction = 0.05; // accounts whose claimed date is shifted
    std::uint64_t seed = 1814;
};

Corpus makeSyntheticCorpus(const SyntheticSpec &spec);

} // namespace parallax
