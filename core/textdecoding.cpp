#include "textdecoding.h"

#include <QCoreApplication>
#include <QStringDecoder>

#include <algorithm>
#include <vector>

namespace parallax {

namespace {

// lupdate and the running program agree on this context.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(parallax::TextDecoding)
};

QString utf8()
{
    return QStringLiteral("UTF-8");
}

QString windows1252()
{
    return QStringLiteral("Windows-1252");
}

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

char32_t unitValue(char c)
{
    return uchar(c);
}

char32_t unitValue(QChar c)
{
    return c.unicode();
}

// A control character text has no use for: not a tab, a line or page break,
// nor the end-of-file mark old DOS editors left at the end (0x1A).
bool isStrayControl(char32_t c)
{
    switch (c) {
    case u'\t':
    case u'\n':
    case u'\v':
    case u'\f':
    case u'\r':
    case 0x1A:
        return false;
    default:
        return c < 0x20 || c == 0x7F;
    }
}

// Not text: a NUL, or stray control characters more than one in a hundred (a
// text may hold one by accident; a binary file holds them everywhere).
// `units` are bytes or UTF-16 code units: control characters are the same in
// both, and in every encoding offered but UTF-16.
template <typename Units> bool looksBinary(const Units &units)
{
    qsizetype controls = 0;
    for (const auto unit : units) {
        const char32_t c = unitValue(unit);
        if (c == 0)
            return true;
        if (isStrayControl(c))
            ++controls;
    }
    return controls * 100 > units.size();
}

// The five bytes Windows-1252 leaves undefined (ICU reads them as the C1
// controls of the same number); no Latin text holds them.
qsizetype undefinedIn1252(const QString &text)
{
    return std::count_if(text.begin(), text.end(), [](QChar c) {
        const char16_t u = c.unicode();
        return u == 0x81 || u == 0x8D || u == 0x8F || u == 0x90 || u == 0x9D;
    });
}

// Halves of surrogate pairs without their other half: QStringDecoder passes
// them through from UTF-16, where random bytes hold many.
qsizetype unpairedSurrogates(const QString &text)
{
    qsizetype n = 0;
    for (qsizetype i = 0; i < text.size(); ++i) {
        if (text[i].isHighSurrogate() && i + 1 < text.size() && text[i + 1].isLowSurrogate())
            ++i;
        else if (text[i].isSurrogate())
            ++n;
    }
    return n;
}

// Decodes, counting the characters that failed (U+FFFD not in the input).
DecodedText decodeWith(const QByteArray &bytes, const QString &encoding)
{
    QStringDecoder decoder(encoding.toLatin1().constData(), QStringDecoder::Flag::Stateless);
    DecodedText out;
    out.encoding = encoding;
    QString text = decoder.decode(bytes);
    out.invalid = text.count(QChar::ReplacementCharacter);
    if (encoding == windows1252())
        out.invalid += undefinedIn1252(text);
    else if (encoding.startsWith(QLatin1String("UTF-16")))
        out.invalid += unpairedSurrogates(text);
    if (decoder.hasError() && out.invalid == 0)
        out.invalid = 1;
    if (text.startsWith(QChar(0xFEFF)))
        text.remove(0, 1);
    const Bom *bom = byteOrderMark(bytes);
    out.byteOrderMark = bom && encoding == QLatin1String(bom->encoding);
    out.text = std::move(text);
    return out;
}

// The commonest characters of Chinese prose, modern and classical, in
// simplified and in traditional form, sorted for a binary search.
const std::vector<QChar> &commonHan()
{
    static const std::vector<QChar> common = [] {
        const QString chars = QStringLiteral(
            "的一是不了在人有我他这个们中来上大为和国地到以说时要就出会可也你对生能而子那得于着下自之年过发后作里"
            "月日兵军将帝王于其与战城曰者所"
            "這個們來為國說時會對於著過發後裏軍將與戰");
        std::vector<QChar> units(chars.begin(), chars.end());
        std::sort(units.begin(), units.end());
        units.erase(std::unique(units.begin(), units.end()), units.end());
        return units;
    }();
    return common;
}

qsizetype commonHanCount(const QString &text)
{
    const std::vector<QChar> &common = commonHan();
    return std::count_if(
        text.begin(), text.end(), [&](QChar c) { return std::binary_search(common.begin(), common.end(), c); });
}

// Chinese prose holds a quarter or more of its Han characters among the
// commonest (`common` of them in `text`); Latin text, or noise, read as
// GB18030 or Big5 comes out as rare ones. One in twenty is asked (classical texts hold fewer of the modern
// particles). Han characters beyond the Basic Multilingual Plane are rare
// enough to be left out of the count.
bool readsAsChinese(const QString &text, qsizetype common)
{
    const qsizetype han
        = std::count_if(text.begin(), text.end(), [](QChar c) { return c.script() == QChar::Script_Han; });
    return common > 0 && common * 20 >= han;
}

// GB18030 or Big5 as a reading of the bytes: best when it decodes them
// cleanly into Chinese prose; then when it reads as Chinese despite a broken
// character (a damaged file, refused with the count); then when it decodes
// cleanly (a line too short to judge, or not Chinese at all).
struct ChineseReading
{
    DecodedText decoded;
    qsizetype common = 0;
    int rank = 0;

    ChineseReading(const QByteArray &bytes, const QString &encoding)
        : decoded(decodeWith(bytes, encoding))
        , common(commonHanCount(decoded.text))
    {
        const bool clean = decoded.invalid == 0;
        const bool prose = readsAsChinese(decoded.text, common);
        rank = clean && prose ? 3 : prose ? 2 : clean ? 1 : 0;
    }

    bool operator<(const ChineseReading &o) const
    {
        if (rank != o.rank)
            return rank < o.rank;
        if (decoded.invalid != o.decoded.invalid)
            return decoded.invalid > o.decoded.invalid;
        return common < o.common;
    }
};

// GB18030 or Big5, whichever reads better (a Chinese text often decodes in
// both; GB18030 when they read alike).
ChineseReading likelierChinese(const QByteArray &bytes)
{
    ChineseReading gb(bytes, QStringLiteral("GB18030"));
    ChineseReading big5(bytes, QStringLiteral("Big5"));
    return gb < big5 ? big5 : gb;
}

// What a Latin-script text holds beyond ASCII: letters, punctuation (curly
// quotes, dashes, «», ¿), the no-break space, currency and the degree sign;
// not the other signs (® ³ ¯ ± ¶), which are what Big5 and GB18030 lead
// bytes read as.
bool isLatinTextCharacter(QChar c)
{
    return c.isLetter() || c.isPunct() || c.isSpace() || c.category() == QChar::Symbol_Currency || c == u'°';
}

// Latin-script text as Windows-1252 reads it: its characters beyond ASCII
// stand alone or by two or three among ASCII ones ("Søren", "æøå", "Café…").
// Chinese read this way comes out in long runs of accented letters and signs
// (拿破仑 in GB18030 is "ÄÃÆÆÂØ", 拿破崙 in Big5 "®³¯}±["). Nine in ten of the
// characters beyond ASCII must stand so.
bool readsAsLatin(const QString &text)
{
    constexpr qsizetype kLongestRun = 3;
    qsizetype beyondAscii = 0, fitting = 0, run = 0;
    bool runFits = true;
    auto endRun = [&] {
        if (runFits && run <= kLongestRun)
            fitting += run;
        beyondAscii += run;
        run = 0;
        runFits = true;
    };
    for (const QChar c : text) {
        if (c.unicode() < 0x80) {
            endRun();
        } else {
            ++run;
            runFits = runFits && isLatinTextCharacter(c);
        }
    }
    endRun();
    return beyondAscii > 0 && fitting * 10 >= beyondAscii * 9;
}

// Bytes that are neither UTF-8 nor UTF-16: Chinese when GB18030 or Big5
// decodes them cleanly into Chinese prose; Windows-1252 when they read as
// Latin-script text there. Failing both, Chinese when it reads as Chinese
// despite a broken character or decodes cleanly; Windows-1252 otherwise.
QString legacyEncoding(const QByteArray &bytes)
{
    const ChineseReading chinese = likelierChinese(bytes);
    if (chinese.rank == 3)
        return chinese.decoded.encoding;
    const DecodedText latin = decodeWith(bytes, windows1252());
    if (latin.invalid == 0 && readsAsLatin(latin.text))
        return latin.encoding;
    return chinese.rank > 0 ? chinese.decoded.encoding : latin.encoding;
}

// UTF-8 with a broken sequence here and there (a stray byte of another
// encoding pasted in): refused with the count, where Windows-1252 would take
// it as "Ã©tÃ©" without complaint. Latin or Chinese bytes seldom form a
// well-formed UTF-8 sequence; here they outnumber the broken ones twice.
bool mostlyUtf8(const DecodedText &asUtf8)
{
    const qsizetype wellFormed = std::count_if(asUtf8.text.begin(), asUtf8.text.end(),
        [](QChar c) { return c.unicode() >= 0x80 && c != QChar::ReplacementCharacter; });
    return wellFormed > 2 * asUtf8.invalid;
}

// The name supportedTextEncodings() gives `name` (any case), or empty.
// ISO-8859-1 (Latin-1) differs from Windows-1252 only in 0x80–0x9F, control
// characters there that text does not use: its files read as Windows-1252.
QString listedEncoding(const QString &name)
{
    for (const QString &known : supportedTextEncodings())
        if (known.compare(name, Qt::CaseInsensitive) == 0)
            return known;
    for (const char *latin1 : {"ISO-8859-1", "Latin-1", "Latin1", "CP1252"})
        if (name.compare(QLatin1String(latin1), Qt::CaseInsensitive) == 0)
            return windows1252();
    return {};
}

QString binaryMessage()
{
    return Tr::tr("This looks like a binary file, not text.");
}

// Why `bytes` do not read as `decoded` (their decoding in `name`), with the
// encoding they look like instead.
QString refusal(const QByteArray &bytes, const QString &name, const DecodedText &decoded)
{
    const QString guess = detectTextEncoding(bytes);
    if (guess.isEmpty())
        return binaryMessage();
    if (decoded.invalid > 0)
        return Tr::tr("%1 character(s) of this file are not valid %2%3.")
            .arg(decoded.invalid)
            .arg(name, guess != name ? Tr::tr("; it looks like %1").arg(guess) : QString());
    if (guess == name)
        return binaryMessage();
    // UTF-16 read as UTF-8: valid, but every other character a NUL.
    return Tr::tr("Read as %1, this file holds control characters that text does not; it looks like %2.")
        .arg(name, guess);
}

} // namespace

QStringList supportedTextEncodings()
{
    return {utf8(), QStringLiteral("UTF-16LE"), QStringLiteral("UTF-16BE"), QStringLiteral("GB18030"),
        QStringLiteral("Big5"), windows1252()};
}

QString detectTextEncoding(const QByteArray &bytes)
{
    if (const Bom *bom = byteOrderMark(bytes))
        return QString::fromLatin1(bom->encoding);
    if (QString utf16 = utf16ByZeros(bytes); !utf16.isEmpty())
        return looksBinary(decodeWith(bytes, utf16).text) ? QString() : utf16;
    // Control characters are the same bytes in every other encoding offered.
    if (looksBinary(bytes))
        return {};
    const DecodedText asUtf8 = decodeWith(bytes, utf8());
    if (asUtf8.invalid == 0 || mostlyUtf8(asUtf8))
        return utf8();
    return legacyEncoding(bytes);
}

Result<DecodedText> decodeText(const QByteArray &bytes, const QString &encoding)
{
    const QString asked = encoding.isEmpty() ? detectTextEncoding(bytes) : encoding;
    if (asked.isEmpty())
        return Result<DecodedText>::failure(binaryMessage());
    QString name = listedEncoding(asked);
    if (name.isEmpty())
        return Result<DecodedText>::failure(Tr::tr("%1 is not an encoding Parallax reads; choose one of %2.")
                                                .arg(asked, supportedTextEncodings().join(QStringLiteral(", "))));
    // "UTF-16" with a mark names its own byte order.
    if (name.startsWith(QLatin1String("UTF-16")) && byteOrderMark(bytes)) {
        const QString marked = QString::fromLatin1(byteOrderMark(bytes)->encoding);
        if (marked.startsWith(QLatin1String("UTF-16")))
            name = marked;
    }
    DecodedText out = decodeWith(bytes, name);
    if (out.invalid > 0 || looksBinary(out.text))
        return Result<DecodedText>::failure(refusal(bytes, name, out));
    return out;
}

} // namespace parallax
