#pragma once

#include <QPalette>

namespace parallax::ui {

// A dark palette as a desktop theme would give it: used by `snapshot --palette
// dark` and by the tests that check the views in the dark.
QPalette darkPalette();

// The colour of the time cursor and of what marks "now" on the map: amber,
// lighter on a dark palette.
QColor cursorColour(const QPalette &palette);

} // namespace parallax::ui
