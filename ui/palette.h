#pragma once

#include <QPalette>

namespace parallax::ui {

// A dark palette as a desktop theme would give it: used by `snapshot --palette
// dark` and by the tests that check the views in the dark.
QPalette darkPalette();

} // namespace parallax::ui
