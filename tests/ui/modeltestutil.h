#pragma once
// What the model tests share: the tester's mode and a small synthetic corpus
// with conflicts, several sources and places.
#include <core/synthetic.h>

#include <QAbstractItemModelTester>

#include <cstdint>

namespace parallax::testutil {

// A broken model contract aborts the test.
inline constexpr auto kFatal = QAbstractItemModelTester::FailureReportingMode::Fatal;

inline Corpus synthetic(int events, std::uint64_t seed = 1814)
{
    SyntheticSpec spec;
    spec.events = events;
    spec.sources = 4;
    spec.places = 12;
    spec.conflictFraction = 0.3;
    spec.seed = seed;
    return makeSyntheticCorpus(spec);
}

} // namespace parallax::testutil
