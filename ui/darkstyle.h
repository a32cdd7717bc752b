#pragma once

namespace parallax::ui {

// The dark palette (palette.h) for the whole application, with a style that
// outlines check boxes in it (Fusion draws an empty box's frame a little
// darker than the window, which on a dark window left it a dark square on
// dark grey: the Filters dock) and draws keyboard focus in the highlight
// colour (a tab bar's focus was a faint change of fill).
void useDarkPalette();

} // namespace parallax::ui
