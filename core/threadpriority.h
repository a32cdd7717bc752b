#pragma once

#include <optional>

namespace parallax {

// The calling thread `steps` lower (on Linux each thread has its own nice
// value, inherited by the threads it starts); its nice value before, or
// nothing when it could not be lowered (and elsewhere than Linux).
std::optional<int> lowerThisThread(int steps);

// For a job that matters less than another running beside it: its thread
// (and the threads it starts) `steps` further below the other workers while
// it lives. Linux only (elsewhere nothing). Raising a thread's priority
// again needs privilege (CAP_SYS_NICE or RLIMIT_NICE, which users do not
// have): without it the thread stays as low, so a job that lowers itself
// runs on a thread that ends with it (ui::openingPool()).
class LowerPriority
{
public:
    explicit LowerPriority(int steps);
    ~LowerPriority();
    LowerPriority(const LowerPriority &) = delete;
    LowerPriority &operator=(const LowerPriority &) = delete;

private:
    int m_before = 0;
    bool m_lowered = false;
};

} // namespace parallax
