// Search over the bundled corpus: Chinese of every length, Danish and
// English regardless of case and accents, and hostile input.
#include "../qtprint.h"

#include <core/synthetic.h>
#include <db/corpusloader.h>
#include <db/datesearch.h>
#include <db/search.h>
#include <db/searchpairs.h>
#include <db/sqlite.h>
#include <db/store.h>
#include <db/userdata.h>

#include <gtest/gtest.h>
#include <sqlite3.h>

#include <QRandomGenerator>
#include <QTemporaryDir>

#include <algorithm>
#include <string>

using namespace parallax;
using namespace parallax::db;

namespace {

const Database &bundledDb()
{
    static QTemporaryDir dir;
    static std::unique_ptr<Database> db = [] {
        const QString path = dir.filePath(QStringLiteral("s.sqlite"));
        EXPECT_TRUE(buildDatabase(loadCorpusFolder(bundledCorpusPath()).corpus, path, false).ok());
        auto r = Database::open(path, Database::Access::ReadOnly);
        EXPECT_TRUE(r.ok());
        return std::move(r).value();
    }();
    return *db;
}

SearchResults find(const QString &q)
{
    auto r = search(bundledDb(), q);
    EXPECT_TRUE(r.ok()) << q.toStdString() << ": " << r.error().toStdString();
    return r ? r.value() : SearchResults();
}

// A corpus built into a database in `dir` and opened for reading.
Result<std::unique_ptr<Database>> builtAndOpened(const QTemporaryDir &dir, const Corpus &c)
{
    const QString path = dir.filePath(QStringLiteral("built.sqlite"));
    if (Status s = buildDatabase(c, path, false); !s)
        return Result<std::unique_ptr<Database>>::failure(s.error());
    return Database::open(path, Database::Access::ReadOnly);
}

bool hasEvent(const SearchResults &r, const char *id)
{
    for (const SearchHit &h : r.events)
        if (h.id == QLatin1String(id))
            return true;
    return false;
}

bool hasPlace(const SearchResults &r, const char *id)
{
    for (const SearchHit &h : r.places)
        if (h.id == QLatin1String(id))
            return true;
    return false;
}

} // namespace

TEST(Search, ChineseOfOneTwoAndThreeOrMoreCharacters)
{
    const SearchResults one = find(QStringLiteral("毒"));
    EXPECT_FALSE(one.usedIndex);
    EXPECT_TRUE(hasEvent(one, "poison-attempt"));
    EXPECT_FALSE(one.passages.isEmpty());

    const SearchResults two = find(QStringLiteral("巴黎")); // under the trigram length
    EXPECT_FALSE(two.usedIndex);
    EXPECT_TRUE(hasPlace(two, "paris"));
    EXPECT_FALSE(two.passages.isEmpty());

    const SearchResults three = find(QStringLiteral("厄尔巴"));
    EXPECT_TRUE(three.usedIndex);
    EXPECT_TRUE(hasPlace(three, "elba"));
    EXPECT_FALSE(three.passages.isEmpty());
    for (const SearchHit &h : three.passages)
        EXPECT_TRUE(h.snippet.contains(QStringLiteral("\x01厄尔巴\x02"))) << h.snippet.toStdString();

    const SearchResults longer = find(QStringLiteral("枫丹白露"));
    EXPECT_TRUE(hasEvent(longer, "poison-attempt")) << "events at Fontainebleau carry its names";
}

TEST(Search, PassagePositionsPointAtTheMatch)
{
    const SearchResults r = find(QStringLiteral("大无畏号"));
    ASSERT_FALSE(r.passages.isEmpty());
    const SearchHit &h = r.passages.first();
    EXPECT_GE(h.position, 0);
    EXPECT_EQ(h.eventId, QStringLiteral("embark-frejus")) << "the match lies inside that event's quote";
}

TEST(Search, DanishAndEnglishIgnoreCaseAndAccents)
{
    EXPECT_FALSE(find(QStringLiteral("Elba")).places.isEmpty());
    EXPECT_FALSE(find(QStringLiteral("elba")).places.isEmpty());
    EXPECT_FALSE(find(QStringLiteral("KEJSEREN")).passages.isEmpty()); // Danish text
    EXPECT_TRUE(hasPlace(find(QStringLiteral("ile d'aix")), "ile-d-aix"));
    EXPECT_TRUE(hasPlace(find(QStringLiteral("Île d'Aix")), "ile-d-aix"));
    EXPECT_TRUE(hasPlace(find(QStringLiteral("frejus")), "frejus"));
    // Fontainebleau finds 枫丹白露 through the place's names.
    const SearchResults f = find(QStringLiteral("Fontainebleau"));
    ASSERT_TRUE(hasPlace(f, "fontainebleau"));
    bool chinese = false;
    for (const SearchHit &h : f.places)
        chinese = chinese || h.title.contains(QStringLiteral("枫丹白露"));
    EXPECT_TRUE(chinese);
    EXPECT_TRUE(hasEvent(f, "first-abdication"));
}

TEST(Search, HostileInputIsDataNotSyntax)
{
    for (const char *q : {"\"", "\"\"", "*", "kejser*", "NEAR(", "NEAR(a b)", "AND", "OR NOT", "a\" OR \"b", "'",
             ");--", "{body}:", "^", "   "}) {
        auto r = search(bundledDb(), QString::fromUtf8(q));
        EXPECT_TRUE(r.ok()) << q << ": " << r.error().toStdString();
    }
    // A literal phrase with a quote inside still matches literally.
    EXPECT_FALSE(find(QStringLiteral("“我被拒绝了。”")).passages.isEmpty());
    EXPECT_EQ(find(QStringLiteral("kejser*")).total(), 0) << "* is not a wildcard";
    // Nor are LIKE's % and _ in short queries: no text holds them.
    EXPECT_EQ(find(QStringLiteral("_")).total(), 0);
    EXPECT_EQ(find(QStringLiteral("%")).total(), 0);
}

// Quotation marks around a query, or a stray one at an end, are not looked
// for: `Paris"` found nothing and `"Paris` one event, where Paris finds dozens.
TEST(Search, QuotesAroundAQueryAreNotLookedFor)
{
    const SearchResults plain = find(QStringLiteral("Paris"));
    ASSERT_GT(plain.total(), 10);
    for (const char *q :
        {"\"Paris", "Paris\"", "\"Paris\"", "“Paris”", "«Paris»", " \" Paris \" ", "'Paris'", "‘Paris’"}) {
        const SearchResults quoted = find(QString::fromUtf8(q));
        EXPECT_EQ(quoted.total(), plain.total()) << q;
        EXPECT_EQ(quoted.events.value(0).id, plain.events.value(0).id) << q;
    }
    const SearchResults chinese = find(QStringLiteral("巴黎"));
    ASSERT_GT(chinese.total(), 0);
    EXPECT_EQ(find(QStringLiteral("「巴黎」")).total(), chinese.total());
    // Nothing but quotes is looked for as typed (the texts hold some); an
    // apostrophe inside a word stays.
    EXPECT_GT(find(QStringLiteral("\"")).passages.size(), 0);
    EXPECT_EQ(find(QStringLiteral("Napoleon's")).total(), find(QStringLiteral("Napoleon's\"")).total());
}

TEST(Search, NumbersUseTheirDigitsYetMatchTheWholeQuery)
{
    // "1814年4月12日" goes through its digit trigrams (181, 814): texts with
    // other dates of 1814 hold those digits but must not match.
    const SearchResults r = find(QStringLiteral("1814年4月12日"));
    ASSERT_FALSE(r.passages.isEmpty());
    for (const SearchHit &h : r.passages)
        EXPECT_TRUE(h.snippet.contains(QChar(1) + QStringLiteral("1814年4月12日") + QChar(2)))
            << h.snippet.toStdString();
    EXPECT_TRUE(find(QStringLiteral("1814年3月29日")).passages.size() >= 1);
    EXPECT_EQ(find(QStringLiteral("1814年4月31日")).total(), 0);
}

// Events are indexed sixteen to an FTS row, with a folded column only for
// rows that need one: an accented title in the middle of a chunk must be
// found without its accents, and only that event; an accented query finds a
// title written without them.
TEST(Search, AccentsInsideAChunkOfEvents)
{
    SyntheticSpec spec;
    spec.events = 40;
    Corpus c = makeSyntheticCorpus(spec);
    c.events[5].titles.insert(QStringLiteral("en"), QStringLiteral("Dinner at the Élysée"));
    c.events[21].titles.insert(QStringLiteral("en"), QStringLiteral("Crossing to Île d'Aix"));
    c.events[30].titles.insert(QStringLiteral("en"), QStringLiteral("Supper at the Cafe Procope")); // plain ASCII
    QTemporaryDir dir;
    auto db = builtAndOpened(dir, c);
    ASSERT_TRUE(db.ok()) << db.error().toStdString();
    for (const auto &[query, event] : {std::pair {"elysee", 5}, std::pair {"ÉLYSÉE", 5}, std::pair {"ile d'aix", 21},
             std::pair {"Île", 21}, std::pair {"el", 5}, std::pair {"ÉL", 5}, std::pair {"Café Procope", 30}}) {
        const auto r = search(*db.value(), QString::fromUtf8(query));
        ASSERT_TRUE(r.ok());
        ASSERT_EQ(r.value().events.size(), 1) << query;
        EXPECT_EQ(r.value().events.first().id, c.events[event].id) << query;
    }
}

// A passage in plain ASCII is checked without folding it (its fold is its
// lower case): an accented query still finds it, where its letters are.
TEST(Search, AnAccentedQueryFindsAPlainAsciiPassage)
{
    SyntheticSpec spec;
    spec.events = 40;
    Corpus c = makeSyntheticCorpus(spec);
    ASSERT_FALSE(c.sources.isEmpty());
    for (const QChar ch : std::as_const(c.sources[0].text))
        ASSERT_LT(ch.unicode(), 0x80) << "the synthetic texts are plain ASCII";
    c.sources[0].text += QStringLiteral("\n\nThey met at the Cafe Procope that night.\n");
    QTemporaryDir dir;
    auto db = builtAndOpened(dir, c);
    ASSERT_TRUE(db.ok()) << db.error().toStdString();
    const auto r = search(*db.value(), QStringLiteral("Café Procope"));
    ASSERT_TRUE(r.ok()) << r.error().toStdString();
    ASSERT_EQ(r.value().passages.size(), 1);
    EXPECT_TRUE(r.value().passages.first().snippet.contains(QChar(1) + QStringLiteral("Cafe Procope") + QChar(2)))
        << r.value().passages.first().snippet.toStdString();
}

// A query with digits is looked up by its trigrams that hold a digit (a
// year alone, "181" and "815", is in thousands of passages of a long corpus,
// each read from its source's text to be checked): the same passages are
// found as by every trigram, and a query's sign that folds (é) is not asked
// of a row that holds it folded.
TEST(Search, ADatedQueryIsLookedUpByItsDigitsAndTheSignsBesideThem)
{
    SyntheticSpec spec;
    spec.events = 40;
    Corpus c = makeSyntheticCorpus(spec);
    ASSERT_FALSE(c.sources.isEmpty());
    c.sources[0].text += QStringLiteral("\n\nOn 18 June 1815 the armies met.\n"
                                        "In 1815, in June, the news came; 18 days later the letters.\n"
                                        "The order of 1815-06-18 was lost.\n"
                                        "They arrive 3 May 1815 in Paris.\n");
    QTemporaryDir dir;
    auto db = builtAndOpened(dir, c);
    ASSERT_TRUE(db.ok()) << db.error().toStdString();
    for (const auto &[query, words] : {std::pair {"18 June 1815", "18 June 1815"},
             std::pair {"1815-06-18", "1815-06-18"}, std::pair {"arrivé 3 May", "arrive 3 May"}}) {
        const auto r = search(*db.value(), QString::fromUtf8(query));
        ASSERT_TRUE(r.ok()) << r.error().toStdString();
        ASSERT_EQ(r.value().passages.size(), 1) << query;
        EXPECT_TRUE(r.value().passages.first().snippet.contains(QChar(1) + QLatin1String(words) + QChar(2)))
            << query << ": " << r.value().passages.first().snippet.toStdString();
    }
}

// The index keeps no positions (schema 10): passages that hold every
// trigram of a query but not the query are candidates, and only the ones
// that hold it are found, in plain ASCII passages and in others alike.
TEST(Search, AQueryOfCommonTrigramsFindsOnlyThePassagesThatHoldIt)
{
    SyntheticSpec spec;
    spec.events = 40;
    Corpus c = makeSyntheticCorpus(spec);
    ASSERT_FALSE(c.sources.isEmpty());
    QString &text = c.sources[0].text;
    for (int i = 0; i < 300; ++i)
        text += QStringLiteral("\n\nA town that shows the gate its own charm (%1).").arg(i);
    text += QStringLiteral("\n\nThey rode DOWN THE valley at dawn.\n\nÉlise waited down the road.\n");
    QTemporaryDir dir;
    auto db = builtAndOpened(dir, c);
    ASSERT_TRUE(db.ok()) << db.error().toStdString();
    const auto r = search(*db.value(), QStringLiteral("own the"));
    ASSERT_TRUE(r.ok()) << r.error().toStdString();
    ASSERT_EQ(r.value().passages.size(), 2);
    EXPECT_TRUE(r.value().passages[0].snippet.contains(QChar(1) + QStringLiteral("OWN THE") + QChar(2)));
    EXPECT_TRUE(r.value().passages[1].snippet.contains(QChar(1) + QStringLiteral("own the") + QChar(2)));
    EXPECT_EQ(text.mid(r.value().passages[1].position - 8, 15), QStringLiteral("waited down the"));
    // A query the texts hold nowhere finds nothing, however common its trigrams.
    const auto none = search(*db.value(), QStringLiteral("the the"));
    ASSERT_TRUE(none.ok());
    EXPECT_TRUE(none.value().passages.isEmpty());
}

// The word pairs (schema 13): a passage holds the pair tokens of every query
// it holds; a query fixes a pair only where its words' sides are whole.
TEST(Search, AQueryHoldsTheWordPairsOfEveryPassageThatHoldsIt)
{
    auto holdsAll = [](const QString &passage, const QString &query) {
        const QStringList tokens = QString::fromStdString(passagePairTokens(passage)).split(u' ', Qt::SkipEmptyParts);
        const QStringList wanted = queryPairTokens(foldForSearch(query));
        return !wanted.isEmpty() && std::all_of(wanted.begin(), wanted.end(), [&](const QString &t) {
            return tokens.contains(t);
        });
    };
    const QString road = QStringLiteral("The road grew worse as winter came on.");
    EXPECT_TRUE(holdsAll(road, QStringLiteral("road grew")));
    EXPECT_TRUE(holdsAll(road, QStringLiteral("he road grew wor")));
    EXPECT_TRUE(holdsAll(road, QStringLiteral("oad grew worse as winter")));
    EXPECT_FALSE(holdsAll(road, QStringLiteral("road worse")));
    EXPECT_FALSE(holdsAll(road, QStringLiteral("grew road")));
    // Every pair of the text, and white space of any kind between its words.
    EXPECT_TRUE(holdsAll(QStringLiteral("A town\tthat  shows\nthe gate"), QStringLiteral("own that")));
    EXPECT_TRUE(holdsAll(QStringLiteral("A town\tthat  shows\nthe gate"), QStringLiteral("shows the")));
    // "own the" is in neither: its trigrams are, its pair is not.
    EXPECT_FALSE(holdsAll(QStringLiteral("A town that shows the gate its own charm"), QStringLiteral("own the")));
    // Read folded on both sides: case and accents aside.
    EXPECT_TRUE(holdsAll(QStringLiteral("Élise waited DOWN THE road"), QStringLiteral("down the")));
    EXPECT_TRUE(holdsAll(QStringLiteral("They met at the Cafe Procope"), QStringLiteral("Café Procope")));
    EXPECT_TRUE(holdsAll(QStringLiteral("They met at the Café Procope"), QStringLiteral("cafe procope")));
    // A side the query does not fix: the first word may end a longer word,
    // the last begin one. Then the query names no pair and the trigrams find it.
    EXPECT_TRUE(queryPairTokens(QStringLiteral("of a")).isEmpty());
    EXPECT_TRUE(queryPairTokens(QStringLiteral("wn the")).isEmpty());
    EXPECT_TRUE(queryPairTokens(QStringLiteral("own th")).isEmpty());
    EXPECT_TRUE(queryPairTokens(QStringLiteral("Paris")).isEmpty());
    EXPECT_EQ(queryPairTokens(QStringLiteral("wn of a bar")).size(), 2) << "\"of\" and \"a\" are whole words";
    EXPECT_TRUE(passagePairTokens(QStringLiteral("拿破仑退位于枫丹白露。")).empty());
    // Read from UTF-8 as from UTF-16, plain ASCII or not.
    for (const QString &text : {road, QStringLiteral("Élise waited DOWN THE road"), QStringLiteral("拿破仑 退位")})
        EXPECT_EQ(passagePairTokens(text.toStdString()), passagePairTokens(text)) << text.toStdString();
    // As many pairs as a text can hold: one-character words, each pair new
    // (the table of pairs seen once filled up and never let go).
    for (const int words : {66, 130, 258}) {
        QStringList chars;
        for (int i = 0; i < words; ++i)
            chars << QString(QChar(0x4E00 + i));
        EXPECT_EQ(QString::fromStdString(passagePairTokens(chars.join(u' '))).split(u' ').size(), words - 1) << words;
    }
    // A lone surrogate is stored as U+FFFD, and read back so when its tokens
    // are taken out or looked up: the tokens put in are those.
    const QString lone = QStringLiteral("x ab") + QChar(0xD800) + QStringLiteral(" cde");
    const QString stored = QStringLiteral("x ab\uFFFD cde");
    EXPECT_EQ(passagePairTokens(lone), passagePairTokens(stored));
    EXPECT_EQ(passagePairTokens(lone), passagePairTokens(stored.toStdString()));
    // An iota in the query may stand for U+0345 in the text, which the fold
    // removes there: left to the trigrams.
    EXPECT_TRUE(queryPairTokens(foldForSearch(QStringLiteral("foo \u03B9bar"))).isEmpty());
    EXPECT_FALSE(queryPairTokens(foldForSearch(QStringLiteral("foo bar"))).isEmpty());
    // The same text gives the same tokens (a contentless index deletes by them).
    EXPECT_EQ(passagePairTokens(road), passagePairTokens(road));
    EXPECT_NE(passagePairTokens(road), passagePairTokens(QStringLiteral("The road grew better as winter came on.")));
}

// Whatever a query is cut from, the search finds every passage that holds
// it: stretches of text that begin and end inside words, across spaces,
// tabs and line ends, in any case, with accents or without. Most of them
// are looked up by their word pairs, the rest by their trigrams; the count
// is compared with every passage checked one by one.
TEST(Search, AnyStretchOfAPassageFindsEveryPassageThatHoldsIt)
{
    SyntheticSpec spec;
    spec.events = 60;
    Corpus c = makeSyntheticCorpus(spec);
    ASSERT_FALSE(c.sources.isEmpty());
    c.sources[0].text += QStringLiteral(
        "\n\nThey rode DOWN THE valley at dawn.\n\nÉlise waited down the road, and the road\twas long.\n\n"
        "Kejseren rejste  til Elba i foråret; ØEN var lille.\n\nA \u212Aing's road and a king's road.\n\n"
        "拿破仑 退位 于 枫丹白露 。\n\nThe Café Procope and the cafe procope.\n");
    QTemporaryDir dir;
    auto opened = builtAndOpened(dir, c);
    ASSERT_TRUE(opened.ok()) << opened.error().toStdString();
    const Database &db = *opened.value();
    auto holding = Statement::prepare(db.handle(),
        "SELECT count(*) FROM passages WHERE pholds(passage_text(0, source_id, byte_start, byte_end), ?1, ?2)");
    ASSERT_TRUE(holding.ok());
    QRandomGenerator random(20261206);
    int byPairs = 0, tried = 0, nonEmpty = 0;
    for (int i = 0; i < 400; ++i) {
        const QString &text = c.sources[random.bounded(int(c.sources.size()))].text;
        const qsizetype from = random.bounded(int(text.size() - 3));
        QString query = text.mid(from, 3 + random.bounded(22));
        if (random.bounded(2))
            query = query.toUpper();
        query = textSearchedFor(query);
        // A passage is a line (or part of a long one): a stretch across a
        // line end is in none.
        if (query.size() < 3 || query.contains(u'\n') || query[0].isLowSurrogate() || query.back().isHighSurrogate())
            continue;
        ++tried;
        Statement &st = holding.value();
        st.reset();
        st.bind(1, query);
        st.bind(2, foldForSearch(query));
        ASSERT_TRUE(st.step());
        const auto found = search(db, query, 100000);
        ASSERT_TRUE(found.ok()) << found.error().toStdString();
        if (found.value().usedWordPairs)
            ++byPairs;
        EXPECT_EQ(found.value().passages.size(), st.int64(0)) << query.toStdString();
        if (!found.value().passages.isEmpty())
            ++nonEmpty;
    }
    EXPECT_GT(tried, 200);
    EXPECT_GT(nonEmpty, tried * 3 / 4) << "most stretches lie inside one passage";
    EXPECT_GT(byPairs, tried / 4) << "the word pairs were used";
    EXPECT_LT(byPairs, tried) << "and the trigrams";
}

namespace {

// What pholds(text, query, folded query) answers on a connection: 1, 0, or
// -1 when the statement fails.
int pholds(const Database &db, const QString &text, const QString &query)
{
    auto st = Statement::prepare(db.handle(), "SELECT pholds(?1, ?2, ?3)");
    EXPECT_TRUE(st.ok()) << st.error().toStdString();
    if (!st)
        return -1;
    st.value().bind(1, text);
    st.value().bind(2, query);
    st.value().bind(3, foldForSearch(query));
    return st.value().step() ? int(st.value().int64(0)) : -1;
}

} // namespace

// pholds(), the check of a passage index's candidates inside SQLite, says
// what Lookup would find: as typed ignoring case, or folded; ASCII or not.
TEST(Search, TheCandidateCheckInsideSqliteFindsWhatTheSearchFinds)
{
    QTemporaryDir dir;
    auto db = Database::create(dir.filePath(QStringLiteral("h.sqlite")));
    ASSERT_TRUE(db.ok());
    auto holds = [&](const QString &text, const QString &query) { return pholds(*db.value(), text, query); };
    EXPECT_EQ(holds(QStringLiteral("They rode DOWN THE valley"), QStringLiteral("own the")), 1);
    EXPECT_EQ(holds(QStringLiteral("A town that shows the gate"), QStringLiteral("own the")), 0);
    EXPECT_EQ(holds(QStringLiteral("own th"), QStringLiteral("own the")), 0) << "the text ends first";
    EXPECT_EQ(holds(QStringLiteral("Élise waited down the road"), QStringLiteral("own the")), 1);
    EXPECT_EQ(holds(QStringLiteral("Élise waited"), QStringLiteral("own the")), 0);
    EXPECT_EQ(holds(QStringLiteral("They met at the Café Procope"), QStringLiteral("cafe procope")), 1);
    EXPECT_EQ(holds(QStringLiteral("They met at the Cafe Procope"), QStringLiteral("Café Procope")), 1);
    EXPECT_EQ(holds(QStringLiteral("拿破仑退位于枫丹白露"), QStringLiteral("枫丹白露")), 1);
    EXPECT_EQ(holds(QStringLiteral("拿破仑退位"), QStringLiteral("枫丹白露")), 0);
    // Beyond ASCII, Qt's case folding decides, as in Lookup: the Kelvin sign is a k.
    EXPECT_EQ(holds(QStringLiteral("a \u212Aing's road"), QStringLiteral("king")), 1);
}

// An ASCII text is lowered eight bytes at a time: only 'A' to 'Z' change,
// not the signs beside them ('@' before 'A', '[' after 'Z', '`' and '{'
// beside the lower case), wherever they fall in an eight-byte word or in
// the bytes after the last whole word.
TEST(Search, TheCandidateCheckLowersOnlyLettersWhereverTheyFall)
{
    QTemporaryDir dir;
    auto db = Database::create(dir.filePath(QStringLiteral("l.sqlite")));
    ASSERT_TRUE(db.ok());
    auto holds = [&](const QString &text, const QString &query) { return pholds(*db.value(), text, query); };
    for (int pad = 0; pad < 17; ++pad) {
        const QString before(pad, u'.');
        EXPECT_EQ(holds(before + QStringLiteral("xAZx"), QStringLiteral("xazx")), 1) << pad;
        EXPECT_EQ(holds(before + QStringLiteral("x@[x"), QStringLiteral("x`{x")), 0) << pad;
        EXPECT_EQ(holds(before + QStringLiteral("x`{x"), QStringLiteral("x@[x")), 0) << pad;
        EXPECT_EQ(holds(before + QStringLiteral("x@[x"), QStringLiteral("X@[X")), 1) << pad;
        EXPECT_EQ(holds(before + QStringLiteral("ZAP"), QStringLiteral("zap")), 1) << pad;
    }
}

// The characters an ASCII query is checked past without decoding: none is
// a mark the fold drops, none folds to anything with ASCII in it, and none
// equals an ASCII character when case is ignored.
TEST(Search, TheCharactersLeftAsTheyAreCanMatchNoAsciiQuery)
{
    int inert = 0;
    for (char32_t c = 0x80; c <= 0xFFFF; ++c) {
        if (!inertToAsciiQuery(c))
            continue;
        ++inert;
        const QString one {QChar(char16_t(c))};
        ASSERT_NE(one.front().category(), QChar::Mark_NonSpacing) << std::hex << unsigned(c);
        const QString folded = foldForSearch(one);
        ASSERT_FALSE(folded.isEmpty()) << std::hex << unsigned(c);
        ASSERT_TRUE(std::none_of(folded.begin(), folded.end(), [](QChar f) { return f.unicode() < 0x80; }))
            << std::hex << unsigned(c);
        for (char16_t a = 1; a < 0x80; ++a)
            ASSERT_EQ(one.indexOf(QString(QChar(a)), 0, Qt::CaseInsensitive), -1) << std::hex << unsigned(c);
    }
    EXPECT_GT(inert, 20000) << "the CJK ideographs are among them";
}

// An ASCII query in a text of ASCII and CJK is decided from its bytes, as
// findQuery() decides it; a text with any other character is left to it.
TEST(Search, AnAsciiQueryIsDecidedFromTheBytesOnlyWhereThatIsCertain)
{
    std::string scratch;
    auto inBytes
        = [&](const QString &text, const char *query) { return asciiQueryInUtf8(text.toStdString(), query, scratch); };
    EXPECT_EQ(inBytes(QStringLiteral("Event 999999 事件999999"), "event 999999"), true);
    EXPECT_EQ(inBytes(QStringLiteral("Event 999123 事件999123"), "event 999999"), false);
    EXPECT_EQ(inBytes(QStringLiteral("「ＰＡＲＩＳ」と Paris"), "paris"), true);
    EXPECT_EQ(inBytes(QStringLiteral("「ＰＡＲＩＳ」"), "paris"), false) << "fullwidth letters are not ASCII ones";
    EXPECT_EQ(inBytes(QStringLiteral("a゙b"), "ab"), std::nullopt) << "the fold drops the mark between";
    EXPECT_EQ(inBytes(QStringLiteral("King"), "king"), std::nullopt) << "the Kelvin sign is a k";
    EXPECT_EQ(inBytes(QStringLiteral("Café"), "cafe"), std::nullopt);
    EXPECT_EQ(inBytes(QStringLiteral("😀 Paris"), "paris"), std::nullopt);
    // Random texts of every kind of character, against findQuery().
    const QString pool = QStringLiteral("abcAB zZ9	事件拿破仑「」ＡａＰ、　ガé́Kſs");
    QRandomGenerator random(20261207);
    int decided = 0;
    for (int i = 0; i < 20000; ++i) {
        QString text, query;
        for (int k = random.bounded(1, 12); k > 0; --k)
            text += pool[random.bounded(int(pool.size()))];
        for (int k = random.bounded(1, 4); k > 0; --k)
            query += QChar(char16_t(QStringLiteral("abAB zs9")[random.bounded(8)].unicode()));
        const auto decision = inBytes(text, query.toLower().toLatin1().constData());
        if (!decision)
            continue;
        ++decided;
        ASSERT_EQ(*decision, findQuery(text, query, foldForSearch(query)) >= 0)
            << text.toStdString() << " / " << query.toStdString();
    }
    EXPECT_GT(decided, 2000);
}

// New databases keep pointer maps (auto_vacuum): a passage near the end of a
// long text is read without the pages before it.
TEST(Search, APassageAtTheEndOfALongTextIsReadWithoutThePagesBeforeIt)
{
    SyntheticSpec spec;
    spec.events = 20;
    Corpus c = makeSyntheticCorpus(spec);
    ASSERT_FALSE(c.sources.isEmpty());
    QString filler;
    for (int i = 0; i < 100000; ++i)
        filler += QStringLiteral("Line %1 of a long text.\n").arg(i);
    c.sources[0].text += filler + QStringLiteral("\nThe quartermaster counted zyxwvut barrels.\n");
    QTemporaryDir dir;
    auto opened = builtAndOpened(dir, c);
    ASSERT_TRUE(opened.ok()) << opened.error().toStdString();
    const Database &db = *opened.value();
    EXPECT_EQ(db.scalar("PRAGMA auto_vacuum").toInt(), 2) << "incremental";
    ASSERT_GT(
        db.scalar("SELECT length(CAST(body AS BLOB)) FROM sources ORDER BY length(body) DESC LIMIT 1").toLongLong(),
        2'500'000);
    sqlite3_db_release_memory(db.handle()); // the pages opening read, not cached
    int misses = 0, highWater = 0;
    sqlite3_db_status(db.handle(), SQLITE_DBSTATUS_CACHE_MISS, &misses, &highWater, 1);
    const auto found = search(db, QStringLiteral("counted zyxwvut"));
    ASSERT_TRUE(found.ok()) << found.error().toStdString();
    EXPECT_EQ(found.value().passages.size(), 1);
    sqlite3_db_status(db.handle(), SQLITE_DBSTATUS_CACHE_MISS, &misses, &highWater, 0);
    EXPECT_LT(misses, 60) << "its text alone is 160 pages of 16 KB";
}

// Issue 18: a query that is a date finds the events of that time by their
// record date, before the events whose text mentions it.
TEST(Search, ADateQueryFindsTheEventsOfThatTime)
{
    for (const char *q : {"1815-03", "March 1815", "1815年3月", "marts 1815"}) {
        const SearchResults r = find(QString::fromUtf8(q));
        EXPECT_EQ(r.dateQuery, QStringLiteral("1815-03")) << q;
        ASSERT_GE(r.events.size(), 2) << q;
        // By start: the return to Paris (20 March), then the Seventh Coalition (25 March).
        EXPECT_EQ(r.events[0].id, QStringLiteral("return-paris-1815")) << q;
        EXPECT_EQ(r.events[1].id, QStringLiteral("seventh-coalition")) << q;
        EXPECT_FALSE(hasEvent(r, "leaves-elba")) << q << ": 26 February is not March";
    }
}

TEST(Search, ADateQueryFindsEventsThatStartedBeforeAndStillRun)
{
    const SearchResults r = find(QStringLiteral("1814-09"));
    EXPECT_TRUE(hasEvent(r, "walewska-elba")); // 1 September
    EXPECT_TRUE(hasEvent(r, "elba-reforms")); // May 1814 to February 1815
    EXPECT_TRUE(hasEvent(r, "campbell-elba")); // May to December 1814
    EXPECT_FALSE(hasEvent(r, "elba-palace-senate")); // May to August 1814
    EXPECT_FALSE(hasEvent(r, "landing-elba"));
}

TEST(Search, OnlyAWholeDateIsADateQuery)
{
    EXPECT_EQ(dateQuery(QStringLiteral("1815"))->toEdtf(), QStringLiteral("1815"));
    EXPECT_EQ(
        dateQuery(QStringLiteral("the night of 12–13 April 1814"))->toEdtf(), QStringLiteral("1814-04-12/1814-04-13"));
    EXPECT_EQ(dateQuery(QStringLiteral("嘉慶十九年"))->toEdtf(), QStringLiteral("1814"));
    for (const char *q : {"Elba 1814", "Napoleon", "12", "Event 12345", "may", "Fontainebleau", "1814年4月12日夜 毒药"})
        EXPECT_FALSE(dateQuery(QString::fromUtf8(q)).has_value()) << q;
    // The text search still adds what mentions the date.
    EXPECT_FALSE(find(QStringLiteral("1814年4月12日")).passages.isEmpty());
}

// The event the query names comes first (Return chooses the first hit),
// then those whose names begin with it, then the rest, each kind in the
// order found; case and accents aside.
TEST(Search, AnEventNamedByTheQueryComesFirst)
{
    SyntheticSpec spec;
    spec.events = 13;
    Corpus c = makeSyntheticCorpus(spec);
    for (int i = 0; i < 10; ++i)
        c.events[i].titles.insert(QStringLiteral("en"), QStringLiteral("Event 12345%1").arg(i));
    c.events[10].titles.insert(QStringLiteral("en"), QStringLiteral("Before Event 12345"));
    c.events[11].titles.insert(QStringLiteral("en"), QStringLiteral("Évent 12345"));
    c.events[12].titles.insert(QStringLiteral("en"), QStringLiteral("Event 12345 again"));
    QTemporaryDir dir;
    auto db = builtAndOpened(dir, c);
    ASSERT_TRUE(db.ok()) << db.error().toStdString();
    auto r = search(*db.value(), QStringLiteral("event 12345"));
    ASSERT_TRUE(r.ok()) << r.error().toStdString();
    const QList<SearchHit> &hits = r.value().events;
    ASSERT_EQ(hits.size(), 13);
    EXPECT_TRUE(hits[0].title.startsWith(QStringLiteral("Évent 12345 · "))) << hits[0].title.toStdString();
    for (int i = 1; i < 12; ++i)
        EXPECT_TRUE(hits[i].title.startsWith(QStringLiteral("Event 12345"))) << i << hits[i].title.toStdString();
    EXPECT_TRUE(hits[12].title.startsWith(QStringLiteral("Before Event 12345"))) << hits[12].title.toStdString();
}

// A snippet cut its context inside words, "…itary school of Brienne" (a
// walkthrough by helper-96): it is cut between words, where words are
// spaced, and still around what was found.
TEST(Search, ASnippetIsCutBetweenWords)
{
    SyntheticSpec spec;
    spec.events = 40;
    Corpus c = makeSyntheticCorpus(spec);
    ASSERT_FALSE(c.sources.isEmpty());
    const QString sentence = QStringLiteral(
        "In those years he attended the military school of Brienne, where the monks taught mathematics.");
    c.sources[0].text += QStringLiteral("\n\n") + sentence + u'\n';
    QTemporaryDir dir;
    auto db = builtAndOpened(dir, c);
    ASSERT_TRUE(db.ok()) << db.error().toStdString();
    const auto r = search(*db.value(), QStringLiteral("Brienne"));
    ASSERT_TRUE(r.ok()) << r.error().toStdString();
    ASSERT_EQ(r.value().passages.size(), 1);
    QString plain = r.value().passages.first().snippet;
    plain.remove(QChar(1)).remove(QChar(2));
    ASSERT_TRUE(plain.contains(QLatin1String("Brienne"))) << plain.toStdString();
    QString inner = plain;
    inner.remove(QStringLiteral("…"));
    EXPECT_EQ(inner, inner.trimmed()) << "space at an end: " << plain.toStdString();
    const qsizetype at = sentence.indexOf(inner);
    ASSERT_GE(at, 0) << plain.toStdString();
    EXPECT_TRUE(at == 0 || !sentence[at - 1].isLetter()) << "begins inside a word: " << plain.toStdString();
    const qsizetype end = at + inner.size();
    EXPECT_TRUE(end == sentence.size() || !sentence[end].isLetter()) << "ends inside a word: " << plain.toStdString();
    EXPECT_TRUE(inner.contains(QLatin1String("school of Brienne"))) << plain.toStdString();
}
