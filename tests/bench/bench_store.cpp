// Store benchmarks on synthetic corpora: import, open, full-text query.
#include <core/synthetic.h>
#include <db/database.h>
#include <db/store.h>

#include <sqlite3.h>

#include <QCoreApplication>
#include <QFile>
#include <QTemporaryDir>

#include <benchmark/benchmark.h>

#include <map>

using namespace parallax;
using namespace parallax::db;

namespace {

const Corpus &corpusOf(std::int64_t n)
{
    static std::map<std::int64_t, Corpus> cache;
    auto it = cache.find(n);
    if (it == cache.end()) {
        SyntheticSpec spec;
        spec.events = n;
        spec.firstYear = 1500;
        spec.lastYear = 2000;
        it = cache.emplace(n, makeSyntheticCorpus(spec)).first;
    }
    return it->second;
}

QTemporaryDir &scratch()
{
    static QTemporaryDir dir;
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

void BM_FtsQuery(benchmark::State &state)
{
    const QString path = builtDatabase(state.range(0));
    auto db = Database::open(path, Database::Access::ReadOnly);
    if (!db) {
        state.SkipWithError(db.error().toUtf8().constData());
        return;
    }
    // A query with a handful of hits among many rows, limited like a results list.
    Statement st(db.value()->handle(),
                 "SELECT kind, ref, snippet(search_text, 3, '[', ']', '…', 8) FROM search_text "
                 "WHERE body MATCH ?1 ORDER BY rank LIMIT 50");
    int i = 0;
    for (auto _ : state) {
        st.bind(1, QStringLiteral("\"Event %1 \"").arg((i++ * 7919) % state.range(0) + 1000));
        int rows = 0;
        while (st.step())
            ++rows;
        st.reset();
        benchmark::DoNotOptimize(rows);
    }
}
BENCHMARK(BM_FtsQuery)->Arg(1000)->Arg(1000000)->Unit(benchmark::kMicrosecond);

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    benchmark::Initialize(&argc, argv);
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}
