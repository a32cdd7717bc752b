#include <core/textoffsets.h>

#include <gtest/gtest.h>

#include <QList>
#include <QString>

using namespace parallax;

TEST(TextOffsets, NonBmpCharacterCountsOnce)
{
    // U+20000 (𠀀) takes two UTF-16 units but is one code point.
    const QString text = QStringLiteral("a𠀀拿破仑b");
    ASSERT_EQ(text.size(), 7);
    EXPECT_EQ(codePointCount(text), 6);
    const qsizetype u16 = text.indexOf(QStringLiteral("拿破仑"));
    EXPECT_EQ(u16, 3);
    EXPECT_EQ(codePointIndexFromUtf16(text, u16), 2);
    EXPECT_EQ(utf16IndexFromCodePoint(text, 2), 3);
    EXPECT_EQ(utf16IndexFromCodePoint(text, 6), 7);
    EXPECT_EQ(utf16IndexFromCodePoint(text, 7), -1);
}

TEST(TextOffsets, RoundTripOverMixedText)
{
    const QString text = QStringLiteral("Ø😀x𝄞ab中");
    for (qsizetype cp = 0; cp <= codePointCount(text); ++cp)
        EXPECT_EQ(codePointIndexFromUtf16(text, utf16IndexFromCodePoint(text, cp)), cp);
}

namespace {

// Long texts, which the map passes over a block at a time: a pair at every
// place around the blocks' ends (one that straddles two blocks too), two
// pairs in a row, lone halves, and a pair as the very last character.
QList<QString> longTexts()
{
    QList<QString> out;
    const QString pair = QStringLiteral("😀");
    const QString lowAlone = QString(QChar(0xDC00));
    const QString highAlone = QString(QChar(0xD800));
    for (qsizetype at = 60; at <= 132; ++at) {
        out << QString(at, u'a') + pair + QString(200, u'b');
        out << QString(at, u'a') + pair + pair + QString(3, u'b') + pair;
    }
    out << QString(63, u'a') + highAlone + QString(70, u'b') + lowAlone + QString(64, u'c') + highAlone;
    out << QString(64, u'a') + lowAlone + highAlone + QString(64, u'b');
    out << QString(127, u'x') + pair;
    return out;
}

} // namespace

TEST(TextOffsets, CodePointMapAgreesWithTheWalk)
{
    QList<QString> texts = {QString(), QStringLiteral("plain ascii"), QStringLiteral("a𠀀b😀😀c枫丹白露𠀁"),
        QStringLiteral("𠀀"), QString(QChar(0xD800)) + QStringLiteral("lone")};
    texts << longTexts();
    for (const QString &text : std::as_const(texts)) {
        const CodePointMap map(text);
        for (qsizetype cp = -1; cp <= codePointCount(text) + 1; ++cp)
            EXPECT_EQ(map.toUtf16(cp), cp < 0 ? -1 : utf16IndexFromCodePoint(text, cp))
                << text.toStdString() << " " << cp;
        // Every UTF-16 position, the middle of a pair and past the end included.
        for (qsizetype u = 0; u <= text.size() + 1; ++u)
            EXPECT_EQ(map.fromUtf16(u), codePointIndexFromUtf16(text, u)) << text.toStdString() << " " << u;
    }
}
