#include "threadpriority.h"

#include <QtGlobal>

#ifdef Q_OS_LINUX
#include <sys/resource.h>
#include <sys/syscall.h>
#include <unistd.h>
#endif

#include <algorithm>
#include <cerrno>

namespace parallax {

std::optional<int> lowerThisThread(int steps)
{
#ifdef Q_OS_LINUX
    const auto tid = id_t(syscall(SYS_gettid));
    errno = 0;
    const int now = getpriority(PRIO_PROCESS, tid);
    if (errno != 0 || setpriority(PRIO_PROCESS, tid, std::min(now + steps, 19)) != 0)
        return std::nullopt;
    return now;
#else
    Q_UNUSED(steps);
    return std::nullopt;
#endif
}

LowerPriority::LowerPriority(int steps)
{
    if (const auto before = lowerThisThread(steps)) {
        m_before = *before;
        m_lowered = true;
    }
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

} // namespace parallax
