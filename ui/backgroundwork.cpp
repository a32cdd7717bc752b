#include "backgroundwork.h"

#include <QThread>

#include <algorithm>
#include <atomic>

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

void setBackgroundThreshold(int events)
{
    g_threshold.store(events);
}

} // namespace parallax::ui
