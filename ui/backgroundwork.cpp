#include "backgroundwork.h"

#include <QThread>

#include <algorithm>
#include <atomic>
#include <cerrno>
#include <ctime>
#include <optional>

namespace parallax::ui {

namespace {
std::atomic<int> g_threshold {50000};
} // namespace

int backgroundThreshold()
{
    return g_threshold.load();
}

QThreadPool *backgroundPool()
{
    static QThreadPool *pool = [] {
        auto *p = new QThreadPool; // lives as long as the process: its jobs may outlive any window
        p->setMaxThreadCount(std::max(2, QThread::idealThreadCount()));
        return p;
    }();
    return pool;
}

QThreadPool *openingPool()
{
    static QThreadPool *pool = [] {
        auto *p = new QThreadPool; // lives as long as the process, like backgroundPool()
        p->setMaxThreadCount(16); // an open's reads and abandoned opens', never queued behind each other
        p->setExpiryTimeout(0); // a thread ends with its read (see openingPool())
        return p;
    }();
    return pool;
}

void yieldToTheWindow()
{
    // Five steps: a third of the window thread's share of a core.
    thread_local const bool lowered = lowerThisThread(5).has_value();
    Q_UNUSED(lowered);
}

QThreadPool *helperPool()
{
    static QThreadPool *pool = [] {
        auto *p = new QThreadPool; // lives as long as the process, like backgroundPool()
        p->setMaxThreadCount(std::max(2, QThread::idealThreadCount()));
        return p;
    }();
    return pool;
}

double threadCpuMs()
{
    timespec ts {};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return double(ts.tv_sec) * 1e3 + double(ts.tv_nsec) / 1e6;
}

void setBackgroundThreshold(int events)
{
    g_threshold.store(events);
}

} // namespace parallax::ui
