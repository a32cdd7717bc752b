#include <db/quotefinder.h>

#include <gtest/gtest.h>

#include <random>

using namespace parallax::db;

namespace {

// What the finder must agree with: every position, by QString::indexOf.
QList<qsizetype> naive(const QString &text, const QString &quote)
{
    QList<qsizetype> hits;
    for (qsizetype at = text.indexOf(quote); at >= 0; at = text.indexOf(quote, at + 1))
        hits.append(at);
    return hits;
}

} // namespace

TEST(QuoteFinder, FindsEveryOccurrenceOfLongAndShortQuotes)
{
    const QString text = QStringLiteral("Napoleon abdicated at Fontainebleau. 拿破仑在枫丹白露退位。 "
                                        "He abdicated again; aa aaaaaaaaaa 🎉🎉🎉🎉🎉 end");
    QuoteFinder f;
    const QStringList quotes
        = {QStringLiteral("abdicated"), QStringLiteral("Napoleon abdicated at"), QStringLiteral("拿破仑在枫丹白露退位"),
            QStringLiteral("aaaaaaaa"), QStringLiteral("aa"), QStringLiteral("🎉🎉🎉🎉"),
            QStringLiteral("not in the text at all"), QStringLiteral("end"), QStringLiteral("Napoleon")};
    QList<int> numbers;
    for (const QString &q : quotes)
        numbers << f.add(q);
    EXPECT_EQ(f.add(QStringLiteral("abdicated")), numbers[0]) << "a quote is added once";
    f.scan(text);
    for (qsizetype i = 0; i < quotes.size(); ++i)
        EXPECT_EQ(f.hits(numbers[i]), naive(text, quotes[i])) << quotes[i].toStdString();
    EXPECT_EQ(f.hits(numbers[3]).size(), 3) << "overlapping occurrences count";
}

TEST(QuoteFinder, AgreesWithIndexOfOnRandomText)
{
    std::mt19937 rng(17);
    QString text;
    for (int i = 0; i < 20000; ++i)
        text += QChar(u'a' + char16_t(rng() % 3));
    QuoteFinder f;
    QStringList quotes;
    QList<int> numbers;
    for (int i = 0; i < 200; ++i) {
        const qsizetype at = qsizetype(rng() % 19000);
        quotes << text.mid(at, 1 + qsizetype(rng() % 24));
        numbers << f.add(quotes.back());
    }
    f.scan(text);
    for (qsizetype i = 0; i < quotes.size(); ++i)
        ASSERT_EQ(f.hits(numbers[i]), naive(text, quotes[i])) << quotes[i].toStdString();
}
