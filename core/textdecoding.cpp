#include "textdecoding.h"

#include <QCoreApplication>
#include <QStringDecoder>

#include <algorithm>

namespace parallax {

namespace {

// lupdate and the running program agree on this context.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(parallax::TextDecoding)
};

struct Bom
{
    QByteArray bytes;
    const char *encoding;
};

const Bom *byteOrderMark(const QByteArray &bytes)
{
    static const Bom boms[] = {{QByteArray("\xEF\xBB\xBF"), "UTF-8"}, {QByteArray("\xFF\xFE"), "UTF-16LE"},
        {QByteArray("\xFE\xFF"), "UTF-16BE"}};
    for (const Bom &b : boms)
        if (bytes.startsWith(b.bytes))
            return &b;
    return nullptr;
}

// "UTF-16LE" or "UTF-16BE" when the zero bytes fall on one parity, as they do
// in UTF-16 text that is mostly ASCII (spaces, digits, punctuation count).
QString utf16ByZeros(const QByteArray &bytes)
{
    if (bytes.size() < 4 || bytes.size() % 2)
        return {};
    qsizetype even = 0, odd = 0;
    for (qsizetype i = 0; i < bytes.size(); ++i)
        if (bytes[i] == '\0')
            (i % 2 ? odd : even)++;
    const qsizetype pairs = bytes.size() / 2;
    if (odd * 4 >= pairs && even * 4 < odd)
        return QStringLiteral("UTF-16LE");
    if (even * 4 >= pairs && odd * 4 < even)
        return QStringLiteral("UTF-16BE");
    return {};
}

// Decodes, counting the characters that failed (U+FFFD not in the input).
DecodedText decodeWith(const QByteArray &bytes, const QString &encoding)
{
    QStringDecoder decoder(encoding.toLatin1().constData(), QStringDecoder::Flag::Stateless);
    DecodedText out;
    out.encoding = encoding;
    QString text = decoder.decode(bytes);
    out.invalid = text.count(QChar::ReplacementCharacter);
    if (decoder.hasError() && out.invalid == 0)
        out.invalid = 1;
    if (text.startsWith(QChar(0xFEFF)))
        text.remove(0, 1);
    const Bom *bom = byteOrderMark(bytes);
    out.byteOrderMark = bom && encoding == QLatin1String(bom->encoding);
    out.text = std::move(text);
    return out;
}

// The commonest characters of Chinese prose, in simplified and in traditional
// form: text decoded in the wrong legacy encoding holds few of them.
qsizetype commonHanCount(const QString &text, const QString &common)
{
    qsizetype n = 0;
    for (const QChar c : text)
        if (common.contains(c))
            ++n;
    return n;
}

QString chineseByScore(const QByteArray &bytes)
{
    static const QString simplified = QStringLiteral(
        "的一是不了在人有我他这个们中来上大为和国地到以说时要就出会可也你对生能而子那得于着下自之年过发后作里"
        "月日兵军将帝王于其与战城");
    static const QString traditional = QStringLiteral(
        "的一是不了在人有我他這個們中來上大為和國地到以說時要就出會可也你對生能而子那得於著下自之年過發後作裏"
        "月日兵軍將帝王於其與戰城");
    const DecodedText gb = decodeWith(bytes, QStringLiteral("GB18030"));
    const DecodedText big5 = decodeWith(bytes, QStringLiteral("Big5"));
    if (gb.invalid != big5.invalid)
        return gb.invalid < big5.invalid ? gb.encoding : big5.encoding;
    const qsizetype gbScore = commonHanCount(gb.text, simplified) + commonHanCount(gb.text, traditional);
    const qsizetype big5Score = commonHanCount(big5.text, simplified) + commonHanCount(big5.text, traditional);
    return big5Score > gbScore ? big5.encoding : gb.encoding;
}

} // namespace

QStringList supportedTextEncodings()
{
    return {QStringLiteral("UTF-8"), QStringLiteral("UTF-16LE"), QStringLiteral("UTF-16BE"), QStringLiteral("GB18030"),
        QStringLiteral("Big5")};
}

QString detectTextEncoding(const QByteArray &bytes)
{
    if (const Bom *bom = byteOrderMark(bytes))
        return QString::fromLatin1(bom->encoding);
    if (QString utf16 = utf16ByZeros(bytes); !utf16.isEmpty())
        return utf16;
    if (decodeWith(bytes, QStringLiteral("UTF-8")).invalid == 0)
        return QStringLiteral("UTF-8");
    return chineseByScore(bytes);
}

Result<DecodedText> decodeText(const QByteArray &bytes, const QString &encoding)
{
    QString name = encoding.isEmpty() ? detectTextEncoding(bytes) : encoding;
    const QStringList known = supportedTextEncodings();
    const auto it = std::find_if(
        known.begin(), known.end(), [&](const QString &k) { return k.compare(name, Qt::CaseInsensitive) == 0; });
    if (it == known.end())
        return Result<DecodedText>::failure(Tr::tr("%1 is not an encoding Parallax reads; choose one of %2.")
                                                .arg(name, known.join(QStringLiteral(", "))));
    name = *it;
    // "UTF-16" with a mark names its own byte order.
    if (name.startsWith(QLatin1String("UTF-16")) && byteOrderMark(bytes) && !name.isEmpty()) {
        const QString marked = QString::fromLatin1(byteOrderMark(bytes)->encoding);
        if (marked.startsWith(QLatin1String("UTF-16")))
            name = marked;
    }
    DecodedText out = decodeWith(bytes, name);
    if (out.invalid > 0) {
        const QString guess = detectTextEncoding(bytes);
        return Result<DecodedText>::failure(
            Tr::tr("%1 character(s) of this file are not valid %2%3.")
                .arg(out.invalid)
                .arg(name, guess != name ? Tr::tr("; it looks like %1").arg(guess) : QString()));
    }
    return out;
}

} // namespace parallax
