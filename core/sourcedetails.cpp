#include "sourcedetails.h"

#include "historicaldate.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>
#include <QRegularExpression>

namespace parallax {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(parallax::SourceDetails)
};

QString refusedLanguage(QStringView code)
{
    return Tr::tr("“%1” is not a language code: write one such as en, zh, da, zh-Hant or fr.").arg(code);
}

// language[-Script][-REGION]: the parts of a BCP 47 tag QLocale can name.
// Variants and extensions are refused rather than dropped unseen.
const QRegularExpression &tagShape()
{
    static const QRegularExpression shape(
        QStringLiteral("^([A-Za-z]{2,3})(?:[-_]([A-Za-z]{4}))?(?:[-_]([A-Za-z]{2}|[0-9]{3}))?$"));
    return shape;
}

} // namespace

Result<QString> checkLanguageCode(QStringView code)
{
    const QString trimmed = code.trimmed().toString();
    const auto m = tagShape().match(trimmed);
    if (!m.hasMatch())
        return Result<QString>::failure(refusedLanguage(trimmed));
    // QLocale(QString) is no test: it reads "xx" as the C locale, and reads
    // "lzh" (Literary Chinese, a source's language) the same way for want of
    // locale data. The code tables know every language, script and region.
    const QString language = m.captured(1).toLower();
    if (QLocale::codeToLanguage(language) == QLocale::AnyLanguage)
        return Result<QString>::failure(refusedLanguage(trimmed));
    QString tag = language;
    if (const QString script = m.captured(2); !script.isEmpty()) {
        const QString cased = script.left(1).toUpper() + script.mid(1).toLower();
        if (QLocale::codeToScript(cased) == QLocale::AnyScript)
            return Result<QString>::failure(refusedLanguage(trimmed));
        tag += u'-' + cased;
    }
    if (const QString region = m.captured(3).toUpper(); !region.isEmpty()) {
        if (QLocale::codeToTerritory(region) == QLocale::AnyTerritory)
            return Result<QString>::failure(refusedLanguage(trimmed));
        tag += u'-' + region;
    }
    return tag;
}

Status checkSourceDetails(const Source &source)
{
    if (source.title.trimmed().isEmpty())
        return Status::failure(Tr::tr("The source needs a title."));
    if (source.language.trimmed().isEmpty())
        return Status::failure(Tr::tr("The source needs a language (a code such as en, zh or da)."));
    if (auto language = checkLanguageCode(source.language); !language)
        return Status::failure(language.error());
    if (!source.written.trimmed().isEmpty())
        if (auto d = HistoricalDate::parse(source.written.trimmed()); !d)
            return Status::failure(Tr::tr("The date of writing is not an EDTF date: %1").arg(d.error()));
    return success();
}

namespace {

QString referenceAuthor(const QJsonObject &item)
{
    const QJsonArray authors = item.value(QLatin1String("author")).toArray();
    return authors.size() == 1 ? authors.first().toObject().value(QLatin1String("literal")).toString() : QString();
}

// Sets `key` to `now` when it said `was` (absent counts as empty); an empty
// `now` takes the key out.
void follow(QJsonObject &item, const QString &key, const QString &was, const QString &now, const QJsonValue &value)
{
    if (was == now)
        return;
    if (now.isEmpty())
        item.remove(key);
    else
        item.insert(key, value);
}

} // namespace

QString referenceFollowingDetails(const Source &before, const Source &after)
{
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(before.reference.toUtf8(), &error);
    if (before.reference.isEmpty() || error.error != QJsonParseError::NoError || !doc.isObject())
        return before.reference;
    QJsonObject item = doc.object();
    if (item.value(QLatin1String("title")).toString() == before.title)
        follow(item, QStringLiteral("title"), before.title, after.title, after.title);
    if (referenceAuthor(item) == before.author)
        follow(item, QStringLiteral("author"), before.author, after.author,
            QJsonArray {QJsonObject {{QStringLiteral("literal"), after.author}}});
    if (item.value(QLatin1String("issued")).toObject().value(QLatin1String("raw")).toString() == before.written)
        follow(item, QStringLiteral("issued"), before.written, after.written,
            QJsonObject {{QStringLiteral("raw"), after.written}});
    if (item == doc.object())
        return before.reference;
    return QString::fromUtf8(QJsonDocument(item).toJson(QJsonDocument::Compact));
}

} // namespace parallax
