#include <core/textdecoding.h>

#include <gtest/gtest.h>

#include <QRandomGenerator>
#include <QStringDecoder>
#include <QStringEncoder>

using namespace parallax;

namespace {

const QString kSimplified
    = QStringLiteral("一八一四年四月六日，拿破仑在枫丹白露宫签署退位诏书。其后他被流放到厄尔巴岛。");
const QString kTraditional
    = QStringLiteral("一八一四年四月六日，拿破崙在楓丹白露宮簽署退位詔書。其後他被流放到厄爾巴島。");
const QString kEnglish = QStringLiteral("On 6 April 1814 Napoléon abdicated at Fontainebleau.\n");

QByteArray encode(const QString &text, const char *encoding, bool bom = false)
{
    QStringEncoder encoder(encoding, bom ? QStringEncoder::Flag::WriteBom : QStringEncoder::Flag::Default);
    EXPECT_TRUE(encoder.isValid()) << encoding;
    return encoder.encode(text);
}

} // namespace

TEST(TextDecoding, Utf8WithAndWithoutMark)
{
    for (const bool bom : {false, true}) {
        const QByteArray bytes = (bom ? QByteArray("\xEF\xBB\xBF") : QByteArray()) + kEnglish.toUtf8();
        EXPECT_EQ(detectTextEncoding(bytes), QStringLiteral("UTF-8"));
        const auto d = decodeText(bytes);
        ASSERT_TRUE(d.ok()) << d.error().toStdString();
        EXPECT_EQ(d->text, kEnglish);
        EXPECT_EQ(d->byteOrderMark, bom);
    }
}

TEST(TextDecoding, Utf16BothOrdersWithAndWithoutMark)
{
    for (const char *encoding : {"UTF-16LE", "UTF-16BE"})
        for (const bool bom : {false, true}) {
            const QByteArray bytes = encode(kEnglish + kSimplified, encoding, bom);
            EXPECT_EQ(detectTextEncoding(bytes), QLatin1String(encoding)) << encoding << bom;
            const auto d = decodeText(bytes);
            ASSERT_TRUE(d.ok()) << d.error().toStdString();
            EXPECT_EQ(d->text, kEnglish + kSimplified);
        }
}

TEST(TextDecoding, Gb18030IsDetected)
{
    const QByteArray bytes = encode(kSimplified, "GB18030");
    EXPECT_EQ(detectTextEncoding(bytes), QStringLiteral("GB18030"));
    const auto d = decodeText(bytes);
    ASSERT_TRUE(d.ok());
    EXPECT_EQ(d->text, kSimplified);
}

TEST(TextDecoding, Big5IsDetected)
{
    const QByteArray bytes = encode(kTraditional, "Big5");
    EXPECT_EQ(detectTextEncoding(bytes), QStringLiteral("Big5"));
    const auto d = decodeText(bytes);
    ASSERT_TRUE(d.ok());
    EXPECT_EQ(d->text, kTraditional);
}

TEST(TextDecoding, ChosenEncodingIsUsedAndCheckedAndUnknownOnesRefused)
{
    const QByteArray gb = encode(kSimplified, "GB18030");
    EXPECT_TRUE(decodeText(gb, QStringLiteral("gb18030")).ok());
    const auto wrong = decodeText(gb, QStringLiteral("UTF-8"));
    ASSERT_FALSE(wrong.ok());
    EXPECT_TRUE(wrong.error().contains(QLatin1String("GB18030"))) << wrong.error().toStdString();
    const auto unknown = decodeText(gb, QStringLiteral("EBCDIC"));
    ASSERT_FALSE(unknown.ok());
    EXPECT_TRUE(unknown.error().contains(QLatin1String("EBCDIC")));
}

// Older Danish, German and French texts come in Windows-1252 or ISO-8859-1
// (Latin-1). A Danish Latin-1 file was taken for GB18030 and refused, and
// random bytes for GB18030 too (a user walkthrough).
namespace {

const QString kDanish = QStringLiteral("Café… Søren København æøå\n");
const QString kDanishProse = QStringLiteral(
    "Den 2. april 1801 sejlede den engelske flåde ind på Københavns red. Kronprins Frederik så slaget fra "
    "Tøjhusets tag, og Søren Kierkegaards far førte sit regnskab som før. Året efter blev øen Amager befæstet.\n");
const QString kGermanFrench
    = QStringLiteral("„Ich komme“, sagte er – und ging über die Straße. ‚Schön‘ war’s nicht…\n"
                     "« Déjà ? » répondit-elle ; c’était l’été — 12 € la nuit, où qu’on aille.\n");

} // namespace

TEST(TextDecoding, Windows1252IsOfferedAndQtKnowsIt)
{
    EXPECT_TRUE(supportedTextEncodings().contains(QStringLiteral("Windows-1252")));
    for (const QString &name : supportedTextEncodings())
        EXPECT_TRUE(QStringDecoder(name.toLatin1().constData()).isValid()) << name.toStdString();
}

TEST(TextDecoding, DanishLatin1IsWindows1252AndTheRefusalOfUtf8SaysSo)
{
    for (const QString &text : {kDanish, kDanishProse}) {
        const QByteArray bytes = encode(text, "windows-1252");
        EXPECT_EQ(detectTextEncoding(bytes), QStringLiteral("Windows-1252")) << text.toStdString();
        const auto d = decodeText(bytes);
        ASSERT_TRUE(d.ok()) << d.error().toStdString();
        EXPECT_EQ(d->text, text);
        EXPECT_EQ(d->encoding, QStringLiteral("Windows-1252"));
    }
    // Latin-1 proper (no "…", which only Windows-1252 has).
    const QByteArray latin1 = kDanishProse.toLatin1();
    EXPECT_EQ(detectTextEncoding(latin1), QStringLiteral("Windows-1252"));
    const auto asUtf8 = decodeText(encode(kDanish, "windows-1252"), QStringLiteral("UTF-8"));
    ASSERT_FALSE(asUtf8.ok());
    EXPECT_TRUE(asUtf8.error().contains(QLatin1String("it looks like Windows-1252"))) << asUtf8.error().toStdString();
}

TEST(TextDecoding, GermanAndFrenchWithCurlyQuotesAreWindows1252)
{
    const QByteArray bytes = encode(kGermanFrench, "windows-1252");
    EXPECT_EQ(detectTextEncoding(bytes), QStringLiteral("Windows-1252"));
    const auto d = decodeText(bytes);
    ASSERT_TRUE(d.ok()) << d.error().toStdString();
    EXPECT_EQ(d->text, kGermanFrench);
}

// ISO-8859-1 agrees with Windows-1252 on every printable character: the
// names are taken for it, and the text recorded as Windows-1252.
TEST(TextDecoding, Latin1NamesReadAsWindows1252)
{
    for (const char *name : {"ISO-8859-1", "latin1", "Latin-1", "windows-1252", "cp1252"}) {
        const auto d = decodeText(kDanishProse.toLatin1(), QLatin1String(name));
        ASSERT_TRUE(d.ok()) << name << d.error().toStdString();
        EXPECT_EQ(d->text, kDanishProse);
        EXPECT_EQ(d->encoding, QStringLiteral("Windows-1252"));
    }
}

// Chinese text still goes to GB18030 and Big5: a short line without any of
// the commonest characters, and a few Chinese words in English.
TEST(TextDecoding, ChineseIsNotTakenForLatin)
{
    EXPECT_EQ(detectTextEncoding(encode(QStringLiteral("拿破仑传\n"), "GB18030")), QStringLiteral("GB18030"));
    const QString mixed = QStringLiteral("The word 国 means country, 中国 the Middle Kingdom.\n");
    EXPECT_EQ(detectTextEncoding(encode(mixed, "GB18030")), QStringLiteral("GB18030"));
    const QByteArray big5 = encode(kTraditional + kTraditional, "Big5");
    EXPECT_EQ(detectTextEncoding(big5), QStringLiteral("Big5"));
    // Its lead bytes are signs in Windows-1252 ("®³¯}±[¶Ç").
    EXPECT_NE(detectTextEncoding(encode(QStringLiteral("拿破崙傳\n"), "Big5")), QStringLiteral("Windows-1252"));
    // A damaged GB18030 file is named as such, and refused with the count (it
    // decoded cleanly as Big5 nonsense).
    QByteArray damaged = encode(kSimplified, "GB18030");
    damaged.insert(10, '\xFF');
    EXPECT_EQ(detectTextEncoding(damaged), QStringLiteral("GB18030"));
    const auto d = decodeText(damaged);
    ASSERT_FALSE(d.ok());
    EXPECT_TRUE(d.error().startsWith(QLatin1String("1 character(s) of this file are not valid GB18030")))
        << d.error().toStdString();
}

TEST(TextDecoding, BinaryDataIsRefusedAsBinaryInAnyEncoding)
{
    QRandomGenerator random(1801);
    QByteArray noise(4096, '\0');
    for (char &b : noise)
        b = char(random.bounded(256));
    QByteArray noNul = noise;
    noNul.replace('\0', '\x01');
    for (const QByteArray &bytes : {noise, noNul}) {
        EXPECT_TRUE(detectTextEncoding(bytes).isEmpty()) << detectTextEncoding(bytes).toStdString();
        for (const QString &encoding : QStringList {QString()} + supportedTextEncodings()) {
            const auto d = decodeText(bytes, encoding);
            ASSERT_FALSE(d.ok()) << encoding.toStdString();
            EXPECT_EQ(d.error(), QStringLiteral("This looks like a binary file, not text."))
                << encoding.toStdString() << d.error().toStdString();
        }
    }
    // A stray control character does not make a text binary.
    const QByteArray text = kEnglish.toUtf8().repeated(4) + '\x07';
    EXPECT_EQ(detectTextEncoding(text), QStringLiteral("UTF-8"));
}

// A UTF-8 file with a stray Latin-1 byte is damaged UTF-8, refused with the
// count: Windows-1252 would read it without complaint as "Ã©tÃ©".
TEST(TextDecoding, DamagedUtf8IsNotTakenForWindows1252)
{
    const QByteArray bytes = kGermanFrench.toUtf8() + QByteArray("Fin de l'\xE9t\xE9.\n");
    EXPECT_EQ(detectTextEncoding(bytes), QStringLiteral("UTF-8"));
    const auto d = decodeText(bytes);
    ASSERT_FALSE(d.ok());
    EXPECT_EQ(d.error(), QStringLiteral("2 character(s) of this file are not valid UTF-8."));
}

// UTF-16 read as UTF-8 is valid UTF-8, every other character a NUL: it was
// taken as it came.
TEST(TextDecoding, Utf16ReadAsUtf8IsRefusedAndNamed)
{
    const QString ascii = QStringLiteral("On 6 April 1814 Napoleon abdicated at Fontainebleau.\n");
    const auto d = decodeText(encode(ascii, "UTF-16LE"), QStringLiteral("UTF-8"));
    ASSERT_FALSE(d.ok());
    EXPECT_TRUE(d.error().contains(QLatin1String("UTF-16LE"))) << d.error().toStdString();
}
