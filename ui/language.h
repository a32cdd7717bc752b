#pragma once

// The language of the window: the translations (translations.h) and, for
// Chinese, a font with Simplified forms; View ▸ Language.

#include "translations.h"

#include <QObject>

class QMenu;
class QWidget;

namespace parallax::ui {

// installTranslations(), and the application font for the language when
// the application has widgets.
bool installLanguage(const QString &language);

// Tells the viewer that the user picked another language (it rebuilds the
// window in it).
class LanguageNotifier : public QObject
{
    Q_OBJECT
public:
    static LanguageNotifier *instance();

signals:
    void languageChanged(const QString &language);
};

// View ▸ Language: follow the system, or one of the supported languages.
// Choosing saves the choice, installs it and notifies LanguageNotifier.
QMenu *createLanguageMenu(QWidget *parent);

} // namespace parallax::ui
