#pragma once

#include <QString>

namespace parallax::ui {

// The title Add Source proposes for a new text (the user can change it):
// the text's first line when it reads as a title (short, not a sentence;
// a Markdown heading's marks dropped), else the file's name made readable
// ("napoleon_memoirs-utf8.txt" → "Napoleon memoirs": underscores become
// spaces, an encoding named at the end goes), else nothing.
QString proposeSourceTitle(const QString &text, const QString &fileName);

// Whether most letters of the text's beginning are Chinese characters: the
// language proposed for a new text, the language of a new event's title.
bool mostlyChinese(QStringView text);

// The language Add Source proposes for a new text: "zh", "da" or "en" (a
// Danish text was proposed as English).
QString proposeSourceLanguage(QStringView text, const QString &whenUnsure = QStringLiteral("en"));

} // namespace parallax::ui
