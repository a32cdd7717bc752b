#include "sourcetitle.h"

#include <QFileInfo>
#include <QRegularExpression>
#include <QSet>
#include <QStringView>

namespace parallax::ui {

namespace {

constexpr qsizetype kLongestTitle = 80;
constexpr qsizetype kMostWords = 14;

// The first line with words in it, within the first few lines.
QString firstLine(const QString &text)
{
    qsizetype from = 0;
    for (int line = 0; line < 8 && from < text.size(); ++line) {
        qsizetype to = text.indexOf(u'\n', from);
        if (to < 0)
            to = text.size();
        QString l = text.mid(from, to - from).trimmed();
        if (!l.isEmpty())
            return l;
        from = to + 1;
    }
    return {};
}

bool readsAsTitle(const QString &line)
{
    if (line.isEmpty() || line.size() > kLongestTitle)
        return false;
    if (line.split(u' ', Qt::SkipEmptyParts).size() > kMostWords)
        return false;
    // A sentence or a clause ends so; a title seldom does.
    static const QString enders = QStringLiteral(".!?;:,。！？；：，、");
    return !enders.contains(line.back()) || line.endsWith(QLatin1String("..."));
}

QString readableFileName(const QString &fileName)
{
    QString name = QFileInfo(fileName).completeBaseName();
    static const QRegularExpression encoding(
        QStringLiteral("[-_. ](utf-?8|utf-?16(le|be)?|gb18030|gbk|gb2312|big5|latin-?1|ascii)$"),
        QRegularExpression::CaseInsensitiveOption);
    name.remove(encoding);
    name.replace(u'_', u' ');
    name = name.simplified();
    if (!name.isEmpty() && name == name.toLower() && name.at(0).isLetter())
        name[0] = name.at(0).toUpper();
    return name;
}

} // namespace

QString proposeSourceTitle(const QString &text, const QString &fileName)
{
    QString line = firstLine(text);
    static const QRegularExpression heading(QStringLiteral("^#{1,6}\\s+"));
    line.remove(heading);
    line = line.simplified();
    if (readsAsTitle(line))
        return line;
    return fileName.isEmpty() ? QString() : readableFileName(fileName);
}

bool mostlyChinese(QStringView text)
{
    qsizetype han = 0, letters = 0;
    for (const char32_t c : text.left(4000).toUcs4()) {
        if (!QChar::isLetter(c))
            continue;
        ++letters;
        han += QChar::script(c) == QChar::Script_Han;
    }
    return letters > 0 && han * 2 > letters;
}

// Danish or English by their commonest short words (and æ, ø, å), counted
// in the text's beginning; Chinese by its characters.
QString proposeSourceLanguage(QStringView text, const QString &whenUnsure)
{
    if (mostlyChinese(text))
        return QStringLiteral("zh");
    static const QSet<QString> danish {QStringLiteral("og"), QStringLiteral("det"), QStringLiteral("er"),
        QStringLiteral("en"), QStringLiteral("af"), QStringLiteral("til"), QStringLiteral("på"), QStringLiteral("den"),
        QStringLiteral("med"), QStringLiteral("han"), QStringLiteral("ikke"), QStringLiteral("som"),
        QStringLiteral("var"), QStringLiteral("blev"), QStringLiteral("hun"), QStringLiteral("der"),
        QStringLiteral("fra"), QStringLiteral("efter"), QStringLiteral("sig"), QStringLiteral("men"),
        QStringLiteral("hans"), QStringLiteral("også")};
    static const QSet<QString> english {QStringLiteral("the"), QStringLiteral("and"), QStringLiteral("of"),
        QStringLiteral("to"), QStringLiteral("was"), QStringLiteral("in"), QStringLiteral("he"), QStringLiteral("that"),
        QStringLiteral("it"), QStringLiteral("with"), QStringLiteral("his"), QStringLiteral("from"),
        QStringLiteral("after"), QStringLiteral("but"), QStringLiteral("had"), QStringLiteral("were"),
        QStringLiteral("on"), QStringLiteral("by"), QStringLiteral("as"), QStringLiteral("is")};
    qsizetype da = 0, en = 0;
    static const QRegularExpression word(QStringLiteral("\\w+"), QRegularExpression::UseUnicodePropertiesOption);
    for (auto it = word.globalMatch(text.left(4000).toString()); it.hasNext();) {
        const QString w = it.next().captured(0).toLower();
        const bool danishLetter = w.contains(u'æ') || w.contains(u'ø') || w.contains(u'å');
        da += danish.contains(w) || danishLetter;
        en += english.contains(w);
    }
    return da > en ? QStringLiteral("da") : en > da ? QStringLiteral("en") : whenUnsure;
}

} // namespace parallax::ui
