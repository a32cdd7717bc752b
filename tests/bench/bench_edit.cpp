// Editing at scale: at N events, one edit (change an account's claimed date;
// add a citation with a gloss) commits through the repository and is then
// visible where the views look: the event read back by id (what the timeline
// and Compare re-read on a change) and, for the citation, search.
// Reported: p50/p95 of commit + read-back (+ search), in ms.
#include "benchutil.h"

#include <db/database.h>
#include <db/search.h>
#include <db/sqliterepository.h>
#include <db/store.h>

#include <benchmark/benchmark.h>

#include <QElapsedTimer>
#include <QFile>
#include <QTemporaryDir>

using namespace parallax;
using namespace parallax::db;

namespace {

QString builtDatabase(std::int64_t n)
{
    static QTemporaryDir temp;
    const QString kept = qEnvironmentVariable("PARALLAX_BENCH_DIR");
    const QString path = (kept.isEmpty() ? temp.path() : kept) + QStringLiteral("/edit-%1.sqlite").arg(n);
    if (!QFile::exists(path))
        (void)buildDatabase(bench::syntheticCorpus(n, 1500, 2000, 100), path, false);
    return path;
}

// An event of the corpus that has accounts, spread over the whole id range.
QString eventKey(std::int64_t n, int i)
{
    return QStringLiteral("e%1").arg((std::int64_t(i) * 7919 + 13) % n, 7, 10, QChar(u'0'));
}

void BM_EditVisible(benchmark::State &state)
{
    const std::int64_t n = state.range(0);
    const bool cite = state.range(1) == 1;
    auto db = Database::open(builtDatabase(n), Database::Access::ReadWrite);
    if (!db) {
        state.SkipWithError(db.error().toUtf8().constData());
        return;
    }
    SqliteRepository repo(*db.value());
    std::vector<double> ms;
    int i = 0;
    for (auto _ : state) {
        state.PauseTiming();
        QString key;
        Result<Event> e = Result<Event>::failure({});
        do {
            key = eventKey(n, i++);
            e = repo.event(key);
        } while (!e || e->accounts.isEmpty());
        Account a = e->accounts.first();
        state.ResumeTiming();

        QElapsedTimer t;
        t.start();
        bool visible = false;
        if (cite) {
            a.id.clear();
            a.glossEn = QStringLiteral("edit marker %1 quxzy").arg(i);
            auto added = repo.addAccount(key, a);
            auto back = repo.event(key);
            auto hits = search(*db.value(), QStringLiteral("marker %1 quxzy").arg(i));
            visible = added && back && back->accounts.size() == e->accounts.size() + 1 && hits
                && !hits->events.isEmpty() && hits->events.first().id == key;
        } else {
            a.claimedDate = HistoricalDate::parse(QStringLiteral("1%1-01-02").arg(500 + i % 400)).value();
            const Status s = repo.updateAccount(key, a);
            auto back = repo.event(key);
            visible = s && back && back->accounts.first().claimedDate.toEdtf() == a.claimedDate.toEdtf();
        }
        ms.push_back(double(t.nsecsElapsed()) / 1e6);
        if (!visible) {
            state.SkipWithError("the edit was not visible");
            return;
        }
    }
    bench::reportFrameTimes(state, ms);
    state.SetLabel(cite ? "add citation + search" : "change claimed date");
}
BENCHMARK(BM_EditVisible)
    ->Args({1000, 0})
    ->Args({1000, 1})
    ->Args({1000000, 0})
    ->Args({1000000, 1})
    ->Unit(benchmark::kMillisecond)
    ->Iterations(200);

} // namespace

int main(int argc, char **argv)
{
    return parallax::bench::run(argc, argv, false);
}
