#pragma once

// The language of the interface, as far as Qt Core goes: English,
// Simplified Chinese or Danish, chosen by `--language`, else by View ▸
// Language (remembered in QSettings), else by the system locale. Installing
// one loads Parallax's own translation and Qt's (qtbase, for the standard
// dialogs) and sets the default QLocale (dates, numbers). The commands that
// write text use it alone; the window adds its font (language.h).

#include <QString>
#include <QStringList>

namespace parallax::ui {

// "en", "zh" or "da" for anything the user may type ("zh_CN", "Chinese",
// "dansk", "da_DK.UTF-8"); empty when it names none of them.
QString normalizeLanguage(const QString &text);

// The languages the interface speaks, English first.
QStringList supportedLanguages();

// A language's own name ("English", "中文", "Dansk").
QString languageNativeName(const QString &language);

// A source's language named in the interface's language ("Danish",
// "丹麦语"), its own name for languages the interface does not speak.
QString languageName(const QString &code);

// The system's language if supported, else "en".
QString systemLanguage();

// The saved choice: "" (follow the system), "en", "zh" or "da".
QString savedLanguage();
void saveLanguage(const QString &languageOrEmpty);

// What to show: `requested` if it names a language, else the saved choice,
// else the system's.
QString resolveLanguage(const QString &requested = QString());

// Loads the translations for `language` into the running application (the
// previous ones are removed) and sets the default locale. Returns false when
// Parallax's own translation is missing (English always succeeds).
bool installTranslations(const QString &language);

// The language installed last ("en" before any).
QString currentLanguage();

// Finds `--language X` or `--language=X` in argv-style arguments; removes
// it when `remove` is set. Returns the value, or an empty string.
QString takeLanguageArgument(QStringList &args, bool remove);

} // namespace parallax::ui
