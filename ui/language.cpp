#include "language.h"

#include <ui/fonts.h>

#include <QActionGroup>
#include <QApplication>
#include <QMenu>

#include <memory>

namespace parallax::ui {

namespace {

struct BaseFont
{
    QFont font;
    bool known = false;
};

// Chinese text wants a face with Simplified forms; other languages keep the
// application font the platform gave.
void applyFont(const QString &language)
{
    if (!qobject_cast<QApplication *>(QCoreApplication::instance()))
        return;
    static BaseFont base;
    if (!base.known) {
        base.font = QApplication::font();
        base.known = true;
    }
    QApplication::setFont(language == u"zh" ? fontForLanguage(QStringLiteral("zh"), base.font) : base.font);
}

} // namespace

bool installLanguage(const QString &language)
{
    const bool installed = installTranslations(language);
    applyFont(currentLanguage());
    return installed;
}

LanguageNotifier *LanguageNotifier::instance()
{
    static LanguageNotifier notifier;
    return &notifier;
}

QMenu *createLanguageMenu(QWidget *parent)
{
    auto *menu = new QMenu(QCoreApplication::translate("parallax::ui::Language", "&Language"), parent);
    auto *group = new QActionGroup(menu);
    const QString saved = savedLanguage();
    auto add = [&](const QString &text, const QString &choice) {
        QAction *a = menu->addAction(text);
        a->setCheckable(true);
        a->setChecked(choice == saved);
        group->addAction(a);
        QObject::connect(a, &QAction::triggered, menu, [choice] {
            saveLanguage(choice);
            const QString lang = resolveLanguage();
            if (lang == currentLanguage())
                return;
            installLanguage(lang);
            emit LanguageNotifier::instance()->languageChanged(lang);
        });
    };
    add(QCoreApplication::translate("parallax::ui::Language", "&System Language (%1)")
            .arg(languageNativeName(systemLanguage())),
        QString());
    menu->addSeparator();
    for (const QString &l : supportedLanguages())
        add(languageNativeName(l), l);
    return menu;
}

} // namespace parallax::ui
