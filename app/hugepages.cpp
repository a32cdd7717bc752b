#include "hugepages.h"

#include <cstdio>
#include <cstdlib>
#include <cstring>

#if defined(__GLIBC__)
#include <malloc.h>
#endif
#if defined(__linux__) && defined(__GLIBC__)
#include <gnu/libc-version.h>
#include <link.h>
#include <sys/prctl.h>
#include <sys/stat.h>
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

// glibc.malloc.hugetlb came with glibc 2.35.
bool mallocAsksForHugePages()
{
    int major = 0, minor = 0;
    return std::sscanf(gnu_get_libc_version(), "%d.%d", &major, &minor) == 2
        && (major > 2 || (major == 2 && minor >= 35));
}

// Where the main program's first segment is mapped.
int firstSegment(dl_phdr_info *info, size_t, void *out)
{
    for (int i = 0; i < info->dlpi_phnum; ++i)
        if (info->dlpi_phdr[i].p_type == PT_LOAD) {
            *static_cast<unsigned long *>(out) = info->dlpi_addr + info->dlpi_phdr[i].p_vaddr;
            return 1; // the first object listed is the main program
        }
    return 1;
}

// Whether /proc/self/exe is the file the main program was mapped from: not
// so under valgrind (its tool) or when started through the dynamic loader
// (the loader), where starting /proc/self/exe again would run something else.
// The two are compared by what stat() says of each (the maps line's device
// is the file system's, not a btrfs subvolume's as stat() gives it).
bool runningProgramIsProcSelfExe()
{
    unsigned long at = 0;
    dl_iterate_phdr(firstSegment, &at);
    struct stat exe
    {
    };
    if (at == 0 || ::stat("/proc/self/exe", &exe) != 0)
        return false;
    std::FILE *maps = std::fopen("/proc/self/maps", "r");
    if (!maps)
        return false;
    bool same = false;
    char line[4096 + 256];
    while (std::fgets(line, sizeof line, maps)) {
        unsigned long from = 0, to = 0;
        unsigned long long inode = 0;
        int pathAt = 0;
        if (std::sscanf(line, "%lx-%lx %*s %*s %*s %llu %n", &from, &to, &inode, &pathAt) != 3 || pathAt <= 0)
            continue;
        if (at < from || at >= to)
            continue;
        char *path = line + pathAt;
        path[std::strcspn(path, "\n")] = '\0';
        struct stat mapped
        {
        };
        same = path[0] == '/' && ::stat(path, &mapped) == 0 && mapped.st_ino == exe.st_ino
            && mapped.st_dev == exe.st_dev && inode == exe.st_ino;
        break;
    }
    std::fclose(maps);
    return same;
}

// The name the process had before it started again (exec names it after
// the file started, "exe").
void keepName(const char *argv0)
{
    if (!argv0)
        return;
    const char *slash = std::strrchr(argv0, '/');
    prctl(PR_SET_NAME, slash ? slash + 1 : argv0, 0, 0, 0);
}
#endif

} // namespace

bool restartWithHugePages(char **argv)
{
#if defined(__linux__) && defined(__GLIBC__)
    if (const char *restarted = std::getenv(kRestarted); restarted && std::strcmp(restarted, "1") == 0) {
        // This is the second start: its malloc has read the tunable.
        unsetenv(kRestarted);
        if (const char *t = std::getenv(kTunables); t && std::strcmp(t, kHugePages) == 0)
            unsetenv(kTunables);
        keepName(argv[0]);
        return true;
    }
    // The cheap checks first: the maps are read only when they pass.
    if (!std::getenv(kTunables) && hugePagesOnRequest() && mallocAsksForHugePages() && runningProgramIsProcSelfExe())
        startWithHugePages("/proc/self/exe", argv);
#else
    (void)argv;
#endif
    return false;
}

void startWithHugePages(const char *program, char **argv)
{
#if defined(__linux__) && defined(__GLIBC__)
    if (std::getenv(kTunables) || !hugePagesOnRequest() || !mallocAsksForHugePages())
        return;
    if (setenv(kTunables, kHugePages, 1) != 0 || setenv(kRestarted, "1", 1) != 0)
        return;
    execv(program, argv);
    // Not started: go on as this process, and leave nothing behind.
    unsetenv(kTunables);
    unsetenv(kRestarted);
#else
    (void)program;
    (void)argv;
#endif
}

void limitHeapArenas()
{
#if defined(__GLIBC__)
    if (const char *t = std::getenv("GLIBC_TUNABLES"); t && std::strstr(t, "arena_max"))
        return;
    mallopt(M_ARENA_MAX, 2);
#endif
}

} // namespace parallax::app
