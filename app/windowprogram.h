#pragma once

// The window's program, parallax-window: the viewer and `snapshot`, with Qt's
// GUI libraries. `parallax` itself loads only Qt Core, so that a command that
// writes text starts in a third of the time (measured on the 2-core VM: a
// program that only makes a QCoreApplication starts in 12 ms, 39 ms when it
// also links Qt's GUI, widgets, charts and SVG libraries), and starts the
// window's program for the rest.
namespace parallax::app {

// Starts the window's program in place of this process, with the same
// arguments (and huge pages for its heap, see hugepages.h). It is looked
// for beside this program, then where it is installed (libexec/parallax),
// from the folder /proc/self/exe or argv[0] names. Returns only when it
// could not be started: an exit code, after saying why on stderr.
int startWindowProgram(char **argv);

} // namespace parallax::app
