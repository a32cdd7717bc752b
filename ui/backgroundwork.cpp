#include "backgroundwork.h"

#include <atomic>

namespace parallax::ui {

namespace {
std::atomic<int> g_threshold{50000};
} // namespace

int backgroundThreshold()
{
    return g_threshold.load();
}

void setBackgroundThreshold(int events)
{
    g_threshold.store(events);
}

} // namespace parallax::ui
