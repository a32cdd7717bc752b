#include "translations.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QSettings>
#include <QTranslator>

#include <memory>
#include <vector>

namespace parallax::ui {

namespace {

const char kLanguageKey[] = "ui/language";

struct Installed
{
    QString language = QStringLiteral("en");
    std::vector<std::unique_ptr<QTranslator>> translators;
};

Installed &installed()
{
    static Installed state;
    return state;
}

QLocale localeFor(const QString &language)
{
    if (language == u"zh")
        return QLocale(QLocale::Chinese, QLocale::SimplifiedHanScript, QLocale::China);
    if (language == u"da")
        return QLocale(QLocale::Danish, QLocale::Denmark);
    return QLocale(QLocale::English, QLocale::UnitedKingdom);
}

// Parallax's own file name and Qt's, for a language other than English.
QString ownTranslation(const QString &language)
{
    return language == u"zh" ? QStringLiteral("parallax_zh_CN") : QStringLiteral("parallax_") + language;
}

QString qtTranslation(const QString &language)
{
    return language == u"zh" ? QStringLiteral("qtbase_zh_CN") : QStringLiteral("qtbase_") + language;
}

void removeTranslators()
{
    for (auto &t : installed().translators)
        QCoreApplication::removeTranslator(t.get());
    installed().translators.clear();
}

bool addTranslator(const QString &name, const QString &folder)
{
    auto t = std::make_unique<QTranslator>();
    if (!t->load(name, folder))
        return false;
    QCoreApplication::installTranslator(t.get());
    installed().translators.push_back(std::move(t));
    return true;
}

} // namespace

QString normalizeLanguage(const QString &text)
{
    const QString t = text.trimmed().toLower();
    if (t.isEmpty())
        return {};
    if (t.startsWith(u"zh") || t == u"chinese" || t == u"中文")
        return QStringLiteral("zh");
    if (t.startsWith(u"da") || t == u"danish" || t == u"dansk")
        return QStringLiteral("da");
    if (t.startsWith(u"en") || t == u"english" || t == u"c" || t == u"posix")
        return QStringLiteral("en");
    return {};
}

QStringList supportedLanguages()
{
    return {QStringLiteral("en"), QStringLiteral("zh"), QStringLiteral("da")};
}

QString languageNativeName(const QString &language)
{
    if (language == u"zh")
        return QStringLiteral("中文");
    if (language == u"da")
        return QStringLiteral("Dansk");
    return QStringLiteral("English");
}

QString languageName(const QString &code)
{
    const QString l = normalizeLanguage(code);
    if (l == u"en")
        return QCoreApplication::translate("parallax::ui::Language", "English");
    if (l == u"zh")
        return QCoreApplication::translate("parallax::ui::Language", "Chinese");
    if (l == u"da")
        return QCoreApplication::translate("parallax::ui::Language", "Danish");
    const QString native = QLocale(code).nativeLanguageName();
    return native.isEmpty() ? code : native;
}

QString systemLanguage()
{
    for (const QString &name : QLocale::system().uiLanguages()) {
        if (QString l = normalizeLanguage(name); !l.isEmpty())
            return l;
    }
    return QStringLiteral("en");
}

QString savedLanguage()
{
    return normalizeLanguage(QSettings().value(QLatin1String(kLanguageKey)).toString());
}

void saveLanguage(const QString &languageOrEmpty)
{
    QSettings s;
    if (languageOrEmpty.isEmpty())
        s.remove(QLatin1String(kLanguageKey));
    else
        s.setValue(QLatin1String(kLanguageKey), languageOrEmpty);
}

QString resolveLanguage(const QString &requested)
{
    if (QString l = normalizeLanguage(requested); !l.isEmpty())
        return l;
    if (QString l = savedLanguage(); !l.isEmpty())
        return l;
    return systemLanguage();
}

bool installTranslations(const QString &language)
{
    const QString lang = normalizeLanguage(language).isEmpty() ? QStringLiteral("en") : normalizeLanguage(language);
    removeTranslators();
    QLocale::setDefault(localeFor(lang));
    installed().language = lang;
    if (lang == u"en")
        return true;
    // Qt's own strings first, so that ours win where both translate.
    addTranslator(qtTranslation(lang), QLibraryInfo::path(QLibraryInfo::TranslationsPath));
    return addTranslator(ownTranslation(lang), QStringLiteral(":/parallax/i18n"));
}

QString currentLanguage()
{
    return installed().language;
}

QString takeLanguageArgument(QStringList &args, bool remove)
{
    for (qsizetype i = 0; i < args.size(); ++i) {
        const QString &a = args[i];
        if (a == u"--language" && i + 1 < args.size()) {
            QString value = args[i + 1];
            if (remove)
                args.remove(i, 2);
            return value;
        }
        if (a.startsWith(u"--language=")) {
            QString value = a.mid(11);
            if (remove)
                args.remove(i);
            return value;
        }
    }
    return {};
}

} // namespace parallax::ui
