#pragma once

#include <core/corpus.h>
#include <core/threadpriority.h>

#include <QFuture>
#include <QFutureWatcher>
#include <QObject>
#include <QThreadPool>
#include <QtConcurrent/QtConcurrentRun>

#include <utility>

namespace parallax::ui {

// From how many events the window computes what it does not show first
// (conflicts, filter counts, statistics) on worker threads instead of while
// it opens. Smaller corpora are computed at once: they take milliseconds, and
// tests read the result without waiting.
int backgroundThreshold();
// For tests: 0 sends every corpus to the workers.
void setBackgroundThreshold(int events);
inline bool worksInBackground(const Corpus &corpus)
{
    return corpus.events.size() >= backgroundThreshold();
}

// CPU time of the calling thread in ms (timing lines: on a busy machine
// wall time mostly measures the neighbours).
double threadCpuMs();

// The window's own worker threads. Not QThreadPool::globalInstance(): Qt's
// raster engine splits large fills across that pool and waits for them, so
// a long job there froze painting until it finished (seen at 1M events: a
// scroll bar's paint waited 18 s for the conflicts).
QThreadPool *backgroundPool();
// Threads for the two reads of a database being opened (its timeline's index
// and its whole corpus, seconds at a million events), started together, and
// for the event list's rows (EventListModel::reload()), shown as they come: they
// do not queue behind the window's other jobs in backgroundPool(), nor those
// behind them; and a read still running for a database no longer open does
// not hold up the next one's. Each read gets a thread of its own, which ends
// with it: the corpus's read lowers its thread's priority (LowerPriority),
// and a thread cannot raise it again without privilege.
QThreadPool *openingPool();
// Threads for work the window's thread waits for (QtConcurrent::blockingMap
// from it): they keep the window's priority, which backgroundPool()'s give up.
QThreadPool *helperPool();

// Called by every job runInBackground() starts before it works: the worker
// thread (and every thread it starts) runs at a lower priority than the
// window's thread, which then gets a core whenever it has work. Without it, on
// two cores busy with a large corpus's reading and conflicts, the window's
// thread waited for the CPU as long as it ran: the corpus's arrival, 31 ms of
// its CPU, took 60 ms. Once per thread; Linux only (elsewhere nothing).
void yieldToTheWindow();

// Runs `work` on a thread of `pool` and `done(result)` on `context`'s thread
// when it finishes, unless `context` is destroyed first. The result is
// moved out of the future, not copied: a copy (of a million conflicts'
// narrative index, say) cost the window thread its making and, when the
// watcher went, its freeing.
template <typename Work, typename Done> void runInBackground(QObject *context, QThreadPool *pool, Work work, Done done)
{
    using T = decltype(work());
    auto *watcher = new QFutureWatcher<T>(context);
    QObject::connect(watcher, &QFutureWatcherBase::finished, context, [watcher, done = std::move(done)]() mutable {
        watcher->deleteLater();
        done(watcher->future().takeResult());
    });
    watcher->setFuture(QtConcurrent::run(pool, [work = std::move(work)]() mutable {
        yieldToTheWindow();
        return work();
    }));
}

// The same, on backgroundPool().
template <typename Work, typename Done> void runInBackground(QObject *context, Work work, Done done)
{
    runInBackground(context, backgroundPool(), std::move(work), std::move(done));
}

} // namespace parallax::ui
