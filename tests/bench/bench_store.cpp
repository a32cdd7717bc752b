// Store benchmarks on synthetic corpora: import, open, full-text query.
#include <core/synthetic.h>
#include <db/database.h>
#include <db/search.h>
#include <db/store.h>

#include <sqlite3.h>

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QTemporaryDir>

#include "benchutil.h"

#include <benchmark/benchmark.h>

#include <algorithm>
#include <map>

using namespace parallax;
using namespace parallax::db;

namespace {

// N events over five centuries, 100 places, 10 sources.
const Corpus &corpusOf(std::int64_t n)
{
    return bench::syntheticCorpus(n, 1500, 2000, 100);
}

// Built databases go to a temporary folder, or to PARALLAX_BENCH_DIR when set
// (kept there between runs, for looking at them or re-running queries).
struct Scratch
{
    QTemporaryDir temp;
    QString kept = qEnvironmentVariable("PARALLAX_BENCH_DIR");
    QString filePath(const QString &name) const { return kept.isEmpty() ? temp.filePath(name) : kept + u'/' + name; }
};

Scratch &scratch()
{
    static Scratch dir;
    return dir;
}

QString builtDatabase(std::int64_t n)
{
    const QString path = scratch().filePath(QStringLiteral("built-%1.sqlite").arg(n));
    if (!QFile::exists(path))
        (void)buildDatabase(corpusOf(n), path, false);
    return path;
}

void BM_Import(benchmark::State &state)
{
    const Corpus &c = corpusOf(state.range(0));
    int round = 0;
    for (auto _ : state) {
        const QString path = scratch().filePath(QStringLiteral("import-%1-%2.sqlite").arg(state.range(0)).arg(round++));
        const Status s = buildDatabase(c, path, false);
        if (!s)
            state.SkipWithError(s.error().toUtf8().constData());
        state.PauseTiming();
        QFile::remove(path);
        state.ResumeTiming();
    }
    state.counters["events/s"] = benchmark::Counter(double(state.range(0)) * double(state.iterations()),
                                                    benchmark::Counter::kIsRate);
}
BENCHMARK(BM_Import)->Arg(1000)->Arg(100000)->Arg(1000000)->Unit(benchmark::kMillisecond)->Iterations(1);

void BM_Open(benchmark::State &state)
{
    const QString path = builtDatabase(state.range(0));
    for (auto _ : state) {
        auto db = Database::open(path, Database::Access::ReadOnly);
        if (!db)
            state.SkipWithError(db.error().toUtf8().constData());
        benchmark::DoNotOptimize(db);
    }
}
BENCHMARK(BM_Open)->Arg(1000)->Arg(1000000)->Unit(benchmark::kMillisecond);

// The search a user runs from the tool bar: distinctive words and Chinese of
// several lengths over the synthetic corpus; p50/p95 over a rotating set.
void BM_Search(benchmark::State &state)
{
    const QString path = builtDatabase(state.range(0));
    auto db = Database::open(path, Database::Access::ReadOnly);
    if (!db) {
        state.SkipWithError(db.error().toUtf8().constData());
        return;
    }
    const QStringList queries = state.range(1) == 0
        ? QStringList{QStringLiteral("Event 12345 "), QStringLiteral("事件98765"), QStringLiteral("Place 42"),
                      QStringLiteral("took place."), QStringLiteral("Synthetic source 3")}
        : QStringList{QStringLiteral("事"), QStringLiteral("地点"), QStringLiteral("zz")};
    std::vector<double> ms;
    int i = 0;
    for (auto _ : state) {
        QElapsedTimer t;
        t.start();
        auto r = search(*db.value(), queries[i++ % queries.size()]);
        benchmark::DoNotOptimize(r);
        ms.push_back(double(t.nsecsElapsed()) / 1e6);
    }
    parallax::bench::reportFrameTimes(state, ms);
    state.SetLabel(state.range(1) == 0 ? "index" : "short query scan");
}
BENCHMARK(BM_Search)->Args({1000, 0})->Args({1000000, 0})->Args({1000, 1})->Args({1000000, 1})
    ->Unit(benchmark::kMillisecond)->MinTime(0.5);

} // namespace

int main(int argc, char **argv)
{
    return parallax::bench::run(argc, argv, false);
}
