#include "corpus.h"

#include "accountid.h"

#include <QCoreApplication>
#include <QLocale>
#include <QRegularExpression>

namespace parallax {

const QString &Account::noWords()
{
    static const QString none;
    return none;
}

// Without making the id: the editor asks it of every account of a million.
bool Account::idIs(QStringView id) const
{
    if (m_idNumber < 0)
        return m_idText == id;
    const qsizetype digitsAt = m_idText.size() + 1;
    if (id.size() <= digitsAt || id.at(m_idText.size()) != u'/' || !id.startsWith(m_idText))
        return false;
    // The number as id() writes it (only DerivedIds makes such ids: nine digits at most).
    return idNumberOf(id.sliced(digitsAt)) == m_idNumber;
}

const QStringList &Event::noPeople()
{
    static const QStringList none;
    return none;
}

namespace {

// A detail written: the block made only for a value that is not empty.
template <typename T> void setDetail(QSharedDataPointer<Event::Details> &details, T Event::Details::*field, T value)
{
    if (!details && value.isEmpty())
        return;
    if (!details)
        details = new Event::Details;
    (*details).*field = std::move(value);
}

} // namespace

void Event::setSummaryEn(QString summary)
{
    setDetail(m_details, &Details::summaryEn, std::move(summary));
}

void Event::setPersonIds(QStringList people)
{
    setDetail(m_details, &Details::personIds, std::move(people));
}

QStringList &Event::editPersonIds()
{
    if (!m_details)
        m_details = new Details;
    return m_details->personIds;
}

QStringView pickNameView(const LocalizedNames &names, QStringView language)
{
    if (auto it = names.find(language); it != names.end() && !it.valueView().isEmpty())
        return it.valueView();
    if (auto it = names.find(u"en"); it != names.end() && !it.valueView().isEmpty())
        return it.valueView();
    for (auto it = names.begin(); it != names.end(); ++it) // any that is not empty
        if (!it.valueView().isEmpty())
            return it.valueView();
    return {};
}

void dropCopiedEnglishTitle(LocalizedNames &titles)
{
    const auto en = titles.find(u"en");
    if (en == titles.end() || en.valueView().isEmpty())
        return;
    for (auto it = titles.begin(); it != titles.end(); ++it)
        if (it.keyView() != u"en" && it.valueView() == en.valueView()) {
            titles.remove(u"en");
            return;
        }
}

QString pickName(const LocalizedNames &names, const QString &language)
{
    return pickNameView(names, language).toString();
}

QString interfaceNameLanguage()
{
    const QLocale::Language language = QLocale().language();
    thread_local QLocale::Language last = QLocale::AnyLanguage;
    thread_local QString code;
    if (language != last) {
        last = language;
        code = QLocale::languageToCode(language);
    }
    return code;
}

QString importanceName(Importance i)
{
    switch (i) {
    case Importance::Key:
        return QStringLiteral("key");
    case Importance::Major:
        return QStringLiteral("major");
    case Importance::Minor:
        break;
    }
    return QStringLiteral("minor");
}

bool importanceFromName(const QString &name, Importance *out)
{
    if (name == u"key")
        *out = Importance::Key;
    else if (name == u"major")
        *out = Importance::Major;
    else if (name == u"minor")
        *out = Importance::Minor;
    else
        return false;
    return true;
}

QString shortSourceName(const Source &s)
{
    static const QRegularExpression parenthesis(QStringLiteral("\\s*\\([^)]*\\)"));
    QString name = s.title;
    name.remove(parenthesis);
    if (const qsizetype colon = name.indexOf(u':'); colon > 0)
        name.truncate(colon);
    if (const qsizetype comma = name.indexOf(u','); name.size() > 32 && comma > 0)
        name.truncate(comma);
    name = name.trimmed();
    if (name.isEmpty())
        name = s.id;
    return s.language.isEmpty() ? name : QStringLiteral("%1 · %2").arg(name, s.language);
}

QString categoryName(const QString &key)
{
    if (key == u"battle")
        return QCoreApplication::translate("parallax::Category", "Battle");
    if (key == u"travel")
        return QCoreApplication::translate("parallax::Category", "Travel");
    if (key == u"personal")
        return QCoreApplication::translate("parallax::Category", "Personal");
    if (key == u"letter")
        return QCoreApplication::translate("parallax::Category", "Letter");
    if (key == u"politics")
        return QCoreApplication::translate("parallax::Category", "Politics");
    if (key.isEmpty())
        return QCoreApplication::translate("parallax::Category", "(none)");
    QString words = key;
    words.replace(u'-', u' ');
    words[0] = words[0].toUpper();
    return words;
}

} // namespace parallax
