#include "hugepages.h"

#include <cstdio>
#include <cstdlib>
#include <cstring>

#if defined(__linux__) && defined(__GLIBC__)
#include <unistd.h>
#endif

namespace parallax::app {

namespace {

#if defined(__linux__) && defined(__GLIBC__)
constexpr const char *kTunables = "GLIBC_TUNABLES";
constexpr const char *kHugePages = "glibc.malloc.hugetlb=1";
constexpr const char *kRestarted = "PARALLAX_RESTARTED_FOR_HUGE_PAGES";

// Whether the kernel gives transparent huge pages only where asked.
bool hugePagesOnRequest()
{
    std::FILE *f = std::fopen("/sys/kernel/mm/transparent_hugepage/enabled", "r");
    if (!f)
        return false;
    char mode[128] = {};
    const bool read = std::fgets(mode, sizeof mode, f) != nullptr;
    std::fclose(f);
    return read && std::strstr(mode, "[madvise]") != nullptr;
}
#endif

} // namespace

void restartWithHugePages(char **argv)
{
#if defined(__linux__) && defined(__GLIBC__)
    if (const char *restarted = std::getenv(kRestarted); restarted && std::strcmp(restarted, "1") == 0) {
        // This is the second start: its malloc has read the tunable.
        unsetenv(kRestarted);
        if (const char *t = std::getenv(kTunables); t && std::strcmp(t, kHugePages) == 0)
            unsetenv(kTunables);
        return;
    }
    if (std::getenv(kTunables) || !hugePagesOnRequest())
        return;
    if (setenv(kTunables, kHugePages, 1) != 0 || setenv(kRestarted, "1", 1) != 0)
        return;
    execv("/proc/self/exe", argv);
    // Not started again: go on as this process, and leave nothing behind.
    unsetenv(kTunables);
    unsetenv(kRestarted);
#else
    (void)argv;
#endif
}

} // namespace parallax::app
