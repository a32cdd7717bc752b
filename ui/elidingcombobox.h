#pragma once

#include <QComboBox>

namespace parallax::ui {

// A combo box that shows a choice too long for it cut with "…" at a word's
// end and whole in its tool tip (Qt's own clips it: "Paris, Fontainebleau
// and the ro").
class ElidingComboBox : public QComboBox
{
public:
    using QComboBox::QComboBox;

    // The current text as the box shows it.
    QString shownText() const;

protected:
    void paintEvent(QPaintEvent *e) override;
    bool event(QEvent *e) override;
};

} // namespace parallax::ui
