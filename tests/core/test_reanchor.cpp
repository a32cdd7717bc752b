#include <core/reanchor.h>
#include <core/textoffsets.h>

#include <gtest/gtest.h>

using namespace parallax;

namespace {

const QString kText
    = QStringLiteral("On the sixth of April the Emperor signed the act of abdication at Fontainebleau. "
                     "Six days later he tried to end his life. On the twentieth he bade farewell to the Guard.");

// The selector for the first occurrence of `words` in kText, and where it began.
std::pair<TextQuote, qsizetype> cite(const QString &words)
{
    const qsizetype at = kText.indexOf(words);
    EXPECT_GE(at, 0);
    return {quoteAt(kText, at, at + words.size()), at};
}

} // namespace

TEST(Reanchor, SelectorHoldsExactPrefixAndSuffix)
{
    const auto [q, at] = cite(QStringLiteral("signed the act"));
    EXPECT_EQ(q.exact, QStringLiteral("signed the act"));
    EXPECT_EQ(q.prefix, kText.mid(at - kQuoteContext, kQuoteContext));
    EXPECT_EQ(q.suffix, kText.mid(at + q.exact.size(), kQuoteContext));
    EXPECT_EQ(quoteAt(kText, 5, 2).exact, QString()); // not a span
}

TEST(Reanchor, UnchangedTextIsExact)
{
    const auto [q, at] = cite(QStringLiteral("tried to end his life"));
    const Reanchored r = reanchor(kText, q, at);
    EXPECT_EQ(r.outcome, AnchorOutcome::Exact);
    EXPECT_EQ(r.start, at);
    EXPECT_EQ(r.quote, q.exact);
}

TEST(Reanchor, InsertionBeforeMovesTheQuote)
{
    const auto [q, at] = cite(QStringLiteral("tried to end his life"));
    const QString revised = QStringLiteral("Preface by the editor. ") + kText;
    const Reanchored r = reanchor(revised, q, at);
    EXPECT_EQ(r.outcome, AnchorOutcome::Moved);
    EXPECT_EQ(r.start, at + 23);
    EXPECT_EQ(r.end, r.start + q.exact.size());
}

TEST(Reanchor, InsertionAfterKeepsItExact)
{
    const auto [q, at] = cite(QStringLiteral("tried to end his life"));
    const Reanchored r = reanchor(kText + QStringLiteral(" The end."), q, at);
    EXPECT_EQ(r.outcome, AnchorOutcome::Exact);
    EXPECT_EQ(r.start, at);
}

TEST(Reanchor, InsertionInsideMatchesFuzzily)
{
    const auto [q, at] = cite(QStringLiteral("signed the act of abdication"));
    QString revised = kText;
    revised.insert(kText.indexOf(QStringLiteral("abdication")), QStringLiteral("his "));
    const Reanchored r = reanchor(revised, q, at);
    EXPECT_EQ(r.outcome, AnchorOutcome::Fuzzy);
    EXPECT_EQ(r.quote, QStringLiteral("signed the act of his abdication"));
    EXPECT_EQ(r.distance, 4);
}

TEST(Reanchor, ChangedCharacterMatchesFuzzily)
{
    const auto [q, at] = cite(QStringLiteral("bade farewell to the Guard"));
    QString revised = kText;
    revised.replace(QStringLiteral("bade"), QStringLiteral("bid"));
    const Reanchored r = reanchor(revised, q, at);
    EXPECT_EQ(r.outcome, AnchorOutcome::Fuzzy);
    EXPECT_EQ(r.quote, QStringLiteral("bid farewell to the Guard"));
    EXPECT_LE(r.distance, 2);
}

TEST(Reanchor, DeletedPassageIsOrphaned)
{
    const auto [q, at] = cite(QStringLiteral("Six days later he tried to end his life."));
    QString revised = kText;
    revised.remove(QStringLiteral("Six days later he tried to end his life. "));
    const Reanchored r = reanchor(revised, q, at);
    EXPECT_EQ(r.outcome, AnchorOutcome::Orphaned);
    EXPECT_EQ(r.start, -1);
}

TEST(Reanchor, QuoteNowTwiceTakesTheOneWithItsContext)
{
    const auto [q, at] = cite(QStringLiteral("the Emperor"));
    // The same words now also occur before the cited place, in other context.
    const QString revised = QStringLiteral("A note on the Emperor and his court. ") + kText;
    const Reanchored r = reanchor(revised, q, at);
    EXPECT_EQ(r.outcome, AnchorOutcome::Moved);
    EXPECT_EQ(r.start, at + 37);
}

TEST(Reanchor, QuoteTwiceInEqualContextTakesTheNearest)
{
    const QString text = QStringLiteral("xx abc yy ... xx abc yy");
    const TextQuote q = quoteAt(text, 17, 20, 3);
    const Reanchored r = reanchor(QStringLiteral("zz") + text, q, 17);
    EXPECT_EQ(r.outcome, AnchorOutcome::Moved);
    EXPECT_EQ(r.start, 19);
}

TEST(Reanchor, CountsCodePointsInChineseWithSupplementaryCharacters)
{
    const QString text = QStringLiteral("𠀀四月六日，拿破仑在枫丹白露宣布退位。");
    const qsizetype at = codePointIndexFromUtf16(text, text.indexOf(QStringLiteral("拿破仑")));
    const TextQuote q = quoteAt(text, at, at + 3);
    EXPECT_EQ(q.exact, QStringLiteral("拿破仑"));
    const Reanchored r = reanchor(QStringLiteral("序。𠀀") + text.mid(2), q, at);
    EXPECT_EQ(r.outcome, AnchorOutcome::Moved);
    EXPECT_EQ(r.start, at + 2);
    EXPECT_EQ(r.quote, QStringLiteral("拿破仑"));
}
