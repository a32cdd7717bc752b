#include <db/jsonsplit.h>
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
    // Added after a scan: no hits until the next one.
    QuoteFinder early;
    const int before = early.add(QStringLiteral("abdicated"));
    EXPECT_TRUE(early.hits(before).isEmpty());
    // Repeats, long and short: each found where its first is, searched for once.
    const int again = f.add(QStringLiteral("abdicated"));
    const int repeat = f.add(QStringLiteral("Napoleon abdicated at"));
    f.scan(text);
    for (qsizetype i = 0; i < quotes.size(); ++i)
        EXPECT_EQ(f.hits(numbers[i]), naive(text, quotes[i])) << quotes[i].toStdString();
    EXPECT_EQ(f.hits(again), naive(text, QStringLiteral("abdicated")));
    EXPECT_EQ(f.hits(repeat), naive(text, QStringLiteral("Napoleon abdicated at")));
    EXPECT_EQ(f.searched(), quotes.size()) << "a repeat is searched for once";
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

// corpus.json's events are parsed one at a time from where jsonsplit finds
// them (issue 17).
TEST(JsonSplit, FindsEachElementOfATopLevelArray)
{
    const QByteArray json
        = R"({"a": {"events": [1]}, "s": "events [ ] { } \" \\", "events" : [ {"id": "x", "t": "]}\"["},
        [1, [2]], "str\"ing", 12.5e3 , true, null, {} ], "z": []})";
    const auto slices = topLevelArray(json, "events");
    ASSERT_TRUE(slices.has_value());
    QList<QByteArray> items;
    for (const auto &[first, last] : slices->items)
        items << json.mid(first, last - first);
    EXPECT_EQ(items,
        (QList<QByteArray> {
            R"({"id": "x", "t": "]}\"["})", "[1, [2]]", R"("str\"ing")", "12.5e3", "true", "null", "{}"}));
    EXPECT_EQ(json.mid(slices->begin, 1), "[");
    EXPECT_EQ(json.mid(slices->end - 1, 1), "]");
    EXPECT_TRUE(json.mid(slices->end).startsWith(R"(, "z")"));
    EXPECT_FALSE(topLevelArray(R"({"events": {}})", "events").has_value());
    EXPECT_FALSE(topLevelArray(R"({"other": []})", "events").has_value());
    EXPECT_FALSE(topLevelArray(R"({"ev\u0065nts": []})", "events").has_value()) << "escaped keys: parsed whole";
    EXPECT_TRUE(topLevelArray(R"({"events": []})", "events")->items.empty());
}
