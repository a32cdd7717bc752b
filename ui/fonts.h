#pragma once

#include <QFont>
#include <QString>

namespace parallax::ui {

// A font that has the glyphs of `language` ("zh" prefers a Simplified
// Chinese face: with only Noto CJK installed Qt would pick its Japanese forms).
QFont fontForLanguage(const QString &language, const QFont &base = QFont());

} // namespace parallax::ui
