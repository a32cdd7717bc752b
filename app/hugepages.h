#pragma once

// Large pages for the heap, where the kernel gives them only when asked.
//
// A million-event corpus in the window is a few million small blocks (1.6
// GB): on Linux every fresh 4 KB page of the heap is a page fault, and on a
// kernel whose transparent huge pages are in "madvise" mode (Debian's
// default) glibc's malloc (2.35 and later) asks for 2 MB pages only when its
// tunable glibc.malloc.hugetlb is 1. Tunables are read when a process
// starts, so the process starts itself again once with it set. Measured at a
// million events (bench_window): the first painted timeline 1.4-1.7 -> 0.8-1.0
// s, the longest stall once the loop ran 115 -> 26 ms, everything ready about
// a tenth sooner, peak memory within 1 %. The command line's imports and
// exports showed no gain, and do not restart.
//
// Nothing happens when GLIBC_TUNABLES is already set (even empty: the way to
// opt out), when the kernel gives huge pages always or never, off glibc
// 2.35+ or Linux, when the running program is not the file /proc/self/exe
// names (under valgrind, or started through the dynamic loader), or when it
// cannot be started again (it goes on as it is).
namespace parallax::app {

// Call first thing in main(), before any thread starts; returns only when the
// process goes on as it is: true when it is the restarted one. The restarted
// process takes the variable out of its environment, so that the programs it
// starts do not inherit it, and keeps its name (not "exe").
bool restartWithHugePages(char **argv);

// Starts `program` in place of this process with the tunable set (as the
// restarted one: restartWithHugePages() in it returns true at once); returns
// only when it did not, with the environment as it was.
void startWithHugePages(const char *program, char **argv);

// At most two malloc arenas, for a process that reads a whole corpus on
// worker threads. Each thread that allocates gets an arena of its own (up
// to eight a core), and memory freed in one is not reused by another: the
// corpus read's scratch stayed resident in its arena while the conflicts
// were found in another. Measured at a million events (bench_window): peak
// 1,315 -> 1,216 MB, no slower (one arena: 1,226 MB, a tenth slower). Call
// before any thread starts; nothing happens when GLIBC_TUNABLES already
// names an arena limit, or off glibc.
void limitHeapArenas();

} // namespace parallax::app
