#include <core/textdecoding.h>

#include <gtest/gtest.h>

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
