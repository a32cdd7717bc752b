#include "palette.h"

#include <algorithm>
#include <cmath>

namespace parallax::ui {

QPalette darkPalette()
{
    QPalette p;
    p.setColor(QPalette::Window, QColor(0x2b, 0x2d, 0x30));
    p.setColor(QPalette::WindowText, QColor(0xe0, 0xe0, 0xe0));
    p.setColor(QPalette::Base, QColor(0x1f, 0x21, 0x24));
    p.setColor(QPalette::AlternateBase, QColor(0x2b, 0x2d, 0x30));
    p.setColor(QPalette::Text, QColor(0xe6, 0xe6, 0xe6));
    p.setColor(QPalette::Button, QColor(0x35, 0x37, 0x3a));
    p.setColor(QPalette::ButtonText, QColor(0xe0, 0xe0, 0xe0));
    p.setColor(QPalette::Highlight, QColor(0x4a, 0x9e, 0xe8));
    p.setColor(QPalette::HighlightedText, QColor(0x10, 0x10, 0x10));
    p.setColor(QPalette::PlaceholderText, QColor(0x90, 0x90, 0x90));
    // What is disabled greyed, without the light etching under its words: a
    // disabled Undo or Delete Event read as enabled text with a white double.
    for (QPalette::ColorRole role : {QPalette::WindowText, QPalette::Text, QPalette::ButtonText})
        p.setColor(QPalette::Disabled, role, QColor(0x80, 0x80, 0x80));
    p.setColor(QPalette::Disabled, QPalette::Light, QColor(0x2b, 0x2d, 0x30));
    return p;
}

namespace {

// WCAG's relative luminance and contrast ratio (1 to 21).
double luminance(const QColor &c)
{
    auto channel = [](double v) { return v <= 0.04045 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4); };
    return 0.2126 * channel(c.redF()) + 0.7152 * channel(c.greenF()) + 0.0722 * channel(c.blueF());
}

QColor mixed(const QColor &a, const QColor &b, double share)
{
    return QColor::fromRgbF(float(a.redF() * share + b.redF() * (1 - share)),
        float(a.greenF() * share + b.greenF() * (1 - share)), float(a.blueF() * share + b.blueF() * (1 - share)));
}

} // namespace

double contrastRatio(const QColor &a, const QColor &b)
{
    const double la = luminance(a), lb = luminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

QPalette withReadablePlaceholder(QPalette p)
{
    for (QPalette::ColorGroup group : {QPalette::Active, QPalette::Inactive}) {
        const QColor base = p.color(group, QPalette::Base);
        const QColor text = p.color(group, QPalette::Text);
        QColor placeholder = p.color(group, QPalette::PlaceholderText);
        if (placeholder.alphaF() < 1) // drawn over the field's base
            placeholder = mixed(placeholder, base, placeholder.alphaF());
        if (contrastRatio(placeholder, base) >= kPlaceholderContrast)
            continue;
        // The text's colour faded towards the base as far as it stays readable.
        double share = 0.6;
        while (share < 1 && contrastRatio(mixed(text, base, share), base) < kPlaceholderContrast)
            share += 0.05;
        p.setColor(group, QPalette::PlaceholderText, mixed(text, base, std::min(share, 1.0)));
    }
    return p;
}

namespace {

// Whether a colour reads as green: a hue between yellow-green and cyan.
bool greenish(const QColor &c)
{
    const int hue = c.hslHue();
    return hue >= 75 && hue <= 165 && c.hslSaturationF() > 0.2f;
}

} // namespace

CitedColours citedColours(const QPalette &palette)
{
    const bool dark = palette.color(QPalette::Base).lightnessF() < 0.5;
    const bool violet = greenish(palette.color(QPalette::Highlight));
    CitedColours c;
    if (dark) {
        c.strong = violet ? QColor(0x5e, 0x3f, 0x8c) : QColor(0x24, 0x5a, 0x38);
        c.text = QColor(0xf2, 0xf2, 0xf2);
        c.underline = violet ? QColor(0xb9, 0x9c, 0xf0) : QColor(0x7c, 0xcf, 0x95);
    } else {
        c.strong = violet ? QColor(0xdd, 0xcc, 0xf5) : QColor(0xb9, 0xe4, 0xbf);
        c.text = QColor(0x10, 0x10, 0x10);
        c.underline = violet ? QColor(0x6a, 0x3d, 0xb0) : QColor(0x2e, 0x7d, 0x32);
    }
    c.quiet = c.strong;
    c.quiet.setAlphaF(dark ? 0.5f : 0.4f);
    return c;
}

QColor cursorColour(const QPalette &palette)
{
    const bool dark = palette.color(QPalette::Base).lightnessF() < 0.5;
    return dark ? QColor(0xff, 0xc8, 0x57) : QColor(0xd9, 0x7a, 0x00);
}

} // namespace parallax::ui
