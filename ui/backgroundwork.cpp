#include "backgroundwork.h"

#include <QThread>

#ifdef Q_OS_LINUX
#include <sys/resource.h>
#include <sys/syscall.h>
#include <unistd.h>
#endif

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

#ifdef Q_OS_LINUX
namespace {

// The calling thread `steps` lower (on Linux each thread has its own nice
// value, inherited by the threads it starts); its nice value before, or
// nothing when it could not be lowered.
std::optional<int> lowerThisThread(int steps)
{
    const auto tid = id_t(syscall(SYS_gettid));
    errno = 0;
    const int now = getpriority(PRIO_PROCESS, tid);
    if (errno != 0 || setpriority(PRIO_PROCESS, tid, std::min(now + steps, 19)) != 0)
        return std::nullopt;
    return now;
}

} // namespace
#endif

void yieldToTheWindow()
{
#ifdef Q_OS_LINUX
    // Five steps: a third of the window thread's share of a core.
    thread_local const bool lowered = lowerThisThread(5).has_value();
    Q_UNUSED(lowered);
#endif
}

LowerPriority::LowerPriority(int steps)
{
#ifdef Q_OS_LINUX
    if (const auto before = lowerThisThread(steps)) {
        m_before = *before;
        m_lowered = true;
    }
#else
    Q_UNUSED(steps);
#endif
}

LowerPriority::~LowerPriority()
{
#ifdef Q_OS_LINUX
    // Where privilege allows (root, or RLIMIT_NICE): a user's process
    // cannot raise a thread's priority, and the thread stays lowered.
    if (m_lowered)
        setpriority(PRIO_PROCESS, id_t(syscall(SYS_gettid)), m_before);
#endif
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
