#pragma once

// Large pages for the heap, where the kernel gives them only when asked.
//
// A million-event corpus is a few million small blocks (1.6 GB): on Linux
// every fresh 4 KB page of the heap is a page fault, and on a kernel whose
// transparent huge pages are in "madvise" mode (Debian's default) glibc's
// malloc asks for 2 MB pages only when its tunable glibc.malloc.hugetlb is 1.
// Tunables are read when a process starts, so the process starts itself again
// once with it set. Measured at a million events (bench_window): the first
// painted timeline 1.3-1.7 -> 0.7-1.0 s, everything ready about a tenth sooner,
// peak memory within 1 %.
//
// Nothing happens when GLIBC_TUNABLES is already set (even empty: the user's
// own choice), when the kernel gives huge pages always or never, off glibc or
// Linux, or when the program cannot be started again (it goes on as it is).
namespace parallax::app {

// Call first thing in main(), before any thread starts; returns only when the
// process goes on as it is. The restarted process removes the variable from
// its environment, so that the programs it starts do not inherit it.
void restartWithHugePages(char **argv);

} // namespace parallax::app
