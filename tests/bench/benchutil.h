#pragma once

// Shared by the benchmark programs: percentiles of per-frame times and a
// main() that sets Qt up (offscreen for the ones that paint).
#include <core/synthetic.h>

#include <benchmark/benchmark.h>

#include <QApplication>
#include <QCoreApplication>

#include <algorithm>
#include <map>
#include <memory>
#include <tuple>
#include <vector>

namespace parallax::bench {

inline double percentile(std::vector<double> v, double q)
{
    if (v.empty())
        return 0;
    std::sort(v.begin(), v.end());
    return v[std::min(v.size() - 1, std::size_t(q * double(v.size())))];
}

inline void reportFrameTimes(benchmark::State &state, const std::vector<double> &ms, const char *prefix = "")
{
    state.counters[std::string(prefix) + "p50_ms"] = percentile(ms, 0.5);
    state.counters[std::string(prefix) + "p95_ms"] = percentile(ms, 0.95);
}

// A synthetic corpus of n events, generated once per process for each spec.
inline const Corpus &syntheticCorpus(std::int64_t n, int firstYear, int lastYear, int places)
{
    static std::map<std::tuple<std::int64_t, int, int, int>, Corpus> cache;
    const auto key = std::make_tuple(n, firstYear, lastYear, places);
    auto it = cache.find(key);
    if (it == cache.end()) {
        SyntheticSpec spec;
        spec.events = n;
        spec.firstYear = firstYear;
        spec.lastYear = lastYear;
        spec.places = places;
        it = cache.emplace(key, makeSyntheticCorpus(spec)).first;
    }
    return it->second;
}

inline int run(int argc, char **argv, bool paints)
{
    std::unique_ptr<QCoreApplication> app;
    if (paints) {
        if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
            qputenv("QT_QPA_PLATFORM", "offscreen");
        app = std::make_unique<QApplication>(argc, argv);
    } else {
        app = std::make_unique<QCoreApplication>(argc, argv);
    }
    benchmark::Initialize(&argc, argv);
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}

} // namespace parallax::bench
