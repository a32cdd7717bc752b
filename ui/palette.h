#pragma once

#include <QPalette>

namespace parallax::ui {

// A dark palette as a desktop theme would give it: used by `snapshot --palette
// dark` and by the tests that check the views in the dark.
QPalette darkPalette();

// How far apart two colours' luminances are (WCAG's contrast ratio, 1–21).
double contrastRatio(const QColor &a, const QColor &b);

// The least contrast a field's placeholder keeps against its base.
constexpr double kPlaceholderContrast = 3.0;

// `p` with a placeholder (the search box's "Search events, places…") that
// stands out from a field's base: a desktop theme may leave Qt's default, a
// dark grey, in place on a dark base, where it could not be read (seen under
// a dark KDE colour scheme). A readable one is kept.
QPalette withReadablePlaceholder(QPalette p);

// The colour of the time cursor and of what marks "now" on the map: amber,
// lighter on a dark palette.
QColor cursorColour(const QPalette &palette);

// How a cited passage is marked in a text: the selected event's passage
// (`strong`, with `text` on it) and the other cited passages (`quiet`, over
// the text's own colour, with a dotted `underline`). Green, lighter or darker
// with the palette's base; violet where the palette's own selection colour
// is green: never the colour of the user's selection, which it was.
struct CitedColours
{
    QColor strong;
    QColor text;
    QColor quiet;
    QColor underline;
};
CitedColours citedColours(const QPalette &palette);

} // namespace parallax::ui
