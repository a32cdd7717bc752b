#pragma once

class QAbstractScrollArea;

namespace parallax::ui {

// Frames `area` in the palette's highlight colour while it has the focus, as
// the timeline and the map frame themselves. Fusion shows no focus on a
// scroll area, light or dark: Tab reached the event's details and its form
// (and the source's text) with nothing on screen to say so.
void showFocusFrame(QAbstractScrollArea *area);

} // namespace parallax::ui
