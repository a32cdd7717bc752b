// Editing at scale: at N events, one edit (change an account's claimed date;
// add a citation with a gloss) commits and is then visible where the views
// look.
// - BM_EditVisible: through the repository; visible = the event read back by
//   id and, for the citation, found by search. p50/p95 in ms.
// - BM_EditInWindow: as the window does it: the command pushed on an
//   EditSession's undo stack (commit, the CorpusModel takes the changed event
//   in, and the timeline's index takes it in as TimelineWidget does on
//   eventsChanged), the account looked up in the index at its new date and,
//   for the citation, found by search. p50/p95 of the whole, and of its
//   parts (session = commit and model, timeline, search).
#include "benchutil.h"

#include <core/timelinedata.h>
#include <db/database.h>
#include <db/search.h>
#include <db/sqliterepository.h>
#include <db/store.h>
#include <ui/corpusmodel.h>
#include <ui/editing/editcommands.h>
#include <ui/editing/editsession.h>

#include <benchmark/benchmark.h>

#include <QCoreApplication>
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
            a.setId({});
            a.setGlossEn(QStringLiteral("edit marker %1 quxzy").arg(i));
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

// The account of `e` at `claimed` is in the timeline data (cite: one more
// account item than `before`).
bool onTimeline(const TimelineData &data, const Event &e, int index, const HistoricalDate &claimed, std::size_t *count)
{
    const auto items = itemsOfEvent(data, e, std::uint32_t(index));
    *count = 0;
    bool found = false;
    for (const auto &[lane, item] : items) {
        if (!(item.bits & TimelineItem::Account))
            continue;
        ++*count;
        found = found || item.start == claimed.span().start;
    }
    return found;
}

// The timeline's index kept as TimelineWidget keeps it: built once, then
// each edited event taken in place (CorpusModel::eventsChanged), or built
// again when the whole corpus changed. `ms` is the time of the last update.
struct WindowTimeline
{
    TimelineData data;
    double ms = 0;
    explicit WindowTimeline(ui::CorpusModel &model)
        : data(buildTimelineData(model.corpus(), LaneMode::Source))
    {
        QObject::connect(&model, &ui::CorpusModel::eventsChanged, [this, &model](const QList<int> &indexes) {
            QElapsedTimer t;
            t.start();
            for (int i : indexes)
                if (!updateTimelineEvent(data, model.corpus(), std::uint32_t(i))) {
                    data = buildTimelineData(model.corpus(), LaneMode::Source);
                    break;
                }
            ms = double(t.nsecsElapsed()) / 1e6;
        });
        QObject::connect(&model, &ui::CorpusModel::corpusChanged, [this, &model] {
            QElapsedTimer t;
            t.start();
            data = buildTimelineData(model.corpus(), LaneMode::Source);
            ms = double(t.nsecsElapsed()) / 1e6;
        });
    }
};

void BM_EditInWindow(benchmark::State &state)
{
    const std::int64_t n = state.range(0);
    const bool cite = state.range(1) == 1;
    ui::CorpusModel model;
    ui::EditSession session(&model);
    if (Status s = session.open(builtDatabase(n)); !s) {
        state.SkipWithError(s.error().toUtf8().constData());
        return;
    }
    while (model.isLoading()) // a large file is read in the background
        QCoreApplication::processEvents(QEventLoop::AllEvents, 50);
    WindowTimeline timeline(model);
    std::vector<double> total, commit, timelineMs, searchMs;
    int i = 0;
    for (auto _ : state) {
        state.PauseTiming();
        QString key;
        int index = -1;
        do {
            key = eventKey(n, 5000 + i++);
            index = model.eventIndex(key);
        } while (index < 0 || model.corpus().events[index].accounts.isEmpty());
        const Event before = model.corpus().events[index];
        db::AccountRecord was {key, before.accounts.first()};
        db::AccountRecord changed = was;
        changed.account.claimedDate = HistoricalDate::parse(QStringLiteral("1%1-03-04").arg(500 + i % 400)).value();
        Account added = was.account;
        added.setId({});
        added.setGlossEn(QStringLiteral("window marker %1 quxzy").arg(i));
        QUndoCommand *command = cite
            ? static_cast<QUndoCommand *>(new ui::CiteCommand(session.repository(), key, added))
            : new ui::EditAccountCommand(session.repository(), was, changed);
        const HistoricalDate claimed = cite ? added.claimedDate : changed.account.claimedDate;
        std::size_t accountsBefore = 0;
        (void)onTimeline(timeline.data, before, index, claimed, &accountsBefore);
        state.ResumeTiming();

        QElapsedTimer t;
        t.start();
        const Status pushed = session.push(command); // commit, model, timeline index
        const double committed = double(t.nsecsElapsed()) / 1e6;
        index = model.eventIndex(key);
        std::size_t accounts = 0;
        bool visible = pushed && index >= 0
            && onTimeline(timeline.data, model.corpus().events[index], index, claimed, &accounts);
        const double beforeSearch = double(t.nsecsElapsed()) / 1e6;
        if (cite) {
            auto hits = search(session.repository()->database(), QStringLiteral("marker %1 quxzy").arg(i));
            visible = visible && accounts == accountsBefore + 1 && hits && !hits->events.isEmpty();
        }
        const double all = double(t.nsecsElapsed()) / 1e6;
        total.push_back(all);
        commit.push_back(committed - timeline.ms);
        timelineMs.push_back(timeline.ms);
        searchMs.push_back(all - beforeSearch);
        if (!visible) {
            state.SkipWithError("the edit was not visible");
            return;
        }
    }
    bench::reportFrameTimes(state, total);
    bench::reportFrameTimes(state, commit, "session_");
    bench::reportFrameTimes(state, timelineMs, "timeline_");
    bench::reportFrameTimes(state, searchMs, "search_");
    state.SetLabel(cite ? "cite in window" : "claimed date in window");
}
BENCHMARK(BM_EditInWindow)->Args({1000, 0})->Args({1000, 1})->Unit(benchmark::kMillisecond)->Iterations(50);
BENCHMARK(BM_EditInWindow)->Args({1000000, 0})->Args({1000000, 1})->Unit(benchmark::kMillisecond)->Iterations(10);

} // namespace

int main(int argc, char **argv)
{
    return parallax::bench::run(argc, argv, false);
}
