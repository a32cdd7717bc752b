#pragma once

#include <QString>

namespace parallax {

// Corpus text as a tooltip: Qt shows a tooltip that looks like HTML as rich
// text, so text from a source could carry markup or load a local image.
// Escaped inside a paragraph, it is always shown as the text it is.
inline QString plainToolTip(const QString &text)
{
    if (text.isEmpty())
        return text;
    return QStringLiteral("<p style='white-space:pre-wrap'>%1</p>").arg(text.toHtmlEscaped());
}

} // namespace parallax
