#include "testutil.h"

#include <core/syntheticfolder.h>
#include <core/textoffsets.h>
#include <db/corpusloader.h>
#include <db/store.h>
#include <db/userdata.h>

#include <QFileInfo>

using namespace parallax;
using namespace parallax::db;
using parallax::testing::writeCorpus;

namespace {

// A tiny valid corpus; tests break one thing at a time.
QByteArray corpusJson(const QString &eventsJson, const QString &extra = {})
{
    return QStringLiteral(R"({
 "format": "parallax-corpus", "version": 1, "id": "t", "title": "Test",
 "sources": [{"id": "s1", "file": "s1.txt", "title": "One", "language": "zh"},
             {"id": "s2", "file": "s2.txt", "title": "Two", "language": "da"}],
 "places": [{"id": "fb", "names": {"en": "Fontainebleau", "zh": "枫丹白露"}, "lat": 48.4, "lon": 2.7}],
 "people": [{"id": "n", "names": {"en": "Napoleon", "zh": "拿破仑"}}],
 "eras": [{"id": "e", "names": {"en": "Fall"}, "date": "1814-03-31/1814-04-19"}],
 "events": %1 %2
})")
        .arg(eventsJson, extra)
        .toUtf8();
}

const QByteArray kText1 = "𠀀前言。4月12日至13日夜，他吞下毒药。次日他醒来。他吞下毒药。";
const QByteArray kText2 = "Napoleon blev tvunget til at abdicere.";

QString goodEvent(const QString &accounts)
{
    return QStringLiteral(R"({"id": "poison", "title": {"en": "Poison", "zh": "服毒"}, "date": "1814-04-12/1814-04-13",
      "place": "fb", "people": ["n"], "era": "e", "importance": "key", "accounts": %1})")
        .arg(accounts);
}

LoadedCorpus load(const QByteArray &json, const QByteArray &text1 = kText1)
{
    QTemporaryDir dir;
    writeCorpus(dir.path(), json, {{QStringLiteral("s1.txt"), text1}, {QStringLiteral("s2.txt"), kText2}});
    return loadCorpusFolder(dir.path());
}

bool hasProblem(const LoadedCorpus &c, const QString &needle, const QString &entry = {})
{
    for (const auto &p : c.problems)
        if (p.message.contains(needle) && p.entry.contains(entry))
            return true;
    return false;
}

std::string dump(const LoadedCorpus &c)
{
    std::string s;
    for (const auto &p : c.problems)
        s += p.toString().toStdString() + "\n";
    return s;
}

} // namespace

TEST(CorpusLoader, ComputesCodePointOffsetsAfterANonBmpCharacter)
{
    const LoadedCorpus c = load(corpusJson(QStringLiteral("[%1]").arg(goodEvent(QStringLiteral(
        R"([{"source": "s1", "quote": "4月12日至13日夜", "claimed_date": "1814-04-12/1814-04-13", "date_text": "4月12日至13日夜"}])")))));
    ASSERT_TRUE(c.ok()) << dump(c);
    const Account &a = c.corpus.events[0].accounts[0];
    // 𠀀 is one code point (two UTF-16 units): "𠀀前言。" is 4 code points.
    EXPECT_EQ(a.start, 4);
    EXPECT_EQ(a.end, 4 + 10);
    const QString text = c.corpus.sources[0].text;
    EXPECT_EQ(QStringView(text).mid(utf16IndexFromCodePoint(text, a.start), a.quote().size()), a.quote());
}

TEST(CorpusLoader, AmbiguousQuoteNeedsAPrefixOrSuffix)
{
    const auto twice = load(corpusJson(
        QStringLiteral("[%1]").arg(goodEvent(QStringLiteral(R"([{"source": "s1", "quote": "他吞下毒药"}])")))));
    EXPECT_TRUE(hasProblem(twice, QStringLiteral("occurs 2 times"))) << dump(twice);

    const auto chosen = load(corpusJson(QStringLiteral("[%1]").arg(
        goodEvent(QStringLiteral(R"([{"source": "s1", "quote": "他吞下毒药", "prefix": "醒来。"}])")))));
    ASSERT_TRUE(chosen.ok()) << dump(chosen);
    EXPECT_EQ(chosen.corpus.events[0].accounts[0].start, 27); // after "…醒来。"
}

TEST(CorpusLoader, RejectsAQuoteNotInItsSource)
{
    const auto c = load(corpusJson(
        QStringLiteral("[%1]").arg(goodEvent(QStringLiteral(R"([{"source": "s2", "quote": "Napoleon abdicated"}])")))));
    EXPECT_TRUE(hasProblem(c, QStringLiteral("does not occur"), QStringLiteral("events[0] (poison) accounts[0]")))
        << dump(c);
}

TEST(CorpusLoader, RejectsBadDatesDanglingReferencesAndMissingAccounts)
{
    const auto c = load(corpusJson(QStringLiteral(R"([
      {"id": "a", "title": {"en": "A"}, "date": "1814-02-30", "accounts": [{"source": "s2", "quote": "abdicere"}]},
      {"id": "b", "title": {"en": "B"}, "date": "1814", "place": "elba", "era": "nowhere", "people": ["ghost"],
       "accounts": [{"source": "s9", "quote": "x", "claimed_date": "1814-13-45"}]},
      {"id": "c", "title": {"en": "C"}, "date": "1814", "accounts": []},
      {"id": "a", "title": {"en": "dup"}, "date": "1814", "importance": "huge", "colour": "red",
       "accounts": [{"source": "s2", "quote": "abdicere"}]}
    ])")));
    ASSERT_FALSE(c.ok());
    // Every problem is reported at once, each with its entry.
    EXPECT_TRUE(hasProblem(c, QStringLiteral("\"1814-02-30\""), QStringLiteral("events[0] (a)"))) << dump(c);
    EXPECT_TRUE(hasProblem(c, QStringLiteral("place \"elba\""), QStringLiteral("events[1] (b)")));
    EXPECT_TRUE(hasProblem(c, QStringLiteral("era \"nowhere\""), QStringLiteral("events[1] (b)")));
    EXPECT_TRUE(hasProblem(c, QStringLiteral("person \"ghost\""), QStringLiteral("events[1] (b)")));
    EXPECT_TRUE(hasProblem(c, QStringLiteral("source \"s9\""), QStringLiteral("events[1] (b) accounts[0]")));
    EXPECT_TRUE(hasProblem(c, QStringLiteral("\"1814-13-45\""), QStringLiteral("events[1] (b) accounts[0]")));
    EXPECT_TRUE(hasProblem(c, QStringLiteral("cites no source"), QStringLiteral("events[2] (c)")));
    EXPECT_TRUE(hasProblem(c, QStringLiteral("used twice"), QStringLiteral("events[3]")));
    EXPECT_TRUE(hasProblem(c, QStringLiteral("key, major or minor")));
    EXPECT_TRUE(hasProblem(c, QStringLiteral("unknown field \"colour\"")));
    for (const auto &p : c.problems)
        EXPECT_EQ(p.file, QStringLiteral("corpus.json"));
}

TEST(CorpusLoader, RejectsInvalidUtf8NamingTheFileAndByte)
{
    QByteArray bad = kText1;
    bad.insert(7, "\xC3\x28"); // after "𠀀前" (4 + 3 bytes): a lead byte without its continuation
    const auto c = load(
        corpusJson(QStringLiteral("[%1]").arg(goodEvent(QStringLiteral(R"([{"source": "s2", "quote": "abdicere"}])")))),
        bad);
    ASSERT_FALSE(c.ok());
    EXPECT_EQ(c.problems[0].file, QStringLiteral("s1.txt"));
    EXPECT_TRUE(c.problems[0].message.contains(QStringLiteral("UTF-8"))) << dump(c);
    EXPECT_TRUE(c.problems[0].message.contains(QStringLiteral("offset 7"))) << dump(c);
}

TEST(CorpusLoader, Utf8Validator)
{
    EXPECT_EQ(firstInvalidUtf8("plain"), -1);
    EXPECT_EQ(firstInvalidUtf8("拿破仑𠀀"), -1);
    EXPECT_EQ(firstInvalidUtf8("ab\xFF"), 2);
    EXPECT_EQ(firstInvalidUtf8("a\xC0\xAF"), 1); // overlong '/'
    EXPECT_EQ(firstInvalidUtf8("a\xED\xA0\x80"), 1); // a surrogate
    EXPECT_EQ(firstInvalidUtf8("a\xE6\x8B"), 1); // truncated
}

TEST(CorpusLoader, RejectsMalformedJsonWithItsLine)
{
    const auto c = load("{\n \"format\": \"parallax-corpus\",\n \"version\": 1,\n \"sources\": [,]\n}");
    ASSERT_EQ(c.problems.size(), 1);
    EXPECT_EQ(c.problems[0].line, 4) << dump(c);
    EXPECT_TRUE(c.problems[0].toString().startsWith(QStringLiteral("corpus.json:4: "))) << dump(c);
}

TEST(CorpusLoader, MissingFolderIsAClearError)
{
    const auto c = loadCorpusFolder(QStringLiteral("/nonexistent/corpus"));
    ASSERT_FALSE(c.ok());
    EXPECT_TRUE(c.problems[0].toString().contains(QStringLiteral("/nonexistent/corpus does not exist.")));
}

TEST(CorpusLoader, NothingIsWrittenWhenACorpusHasProblems)
{
    QTemporaryDir dir;
    const QString folder = dir.filePath(QStringLiteral("c"));
    writeCorpus(folder,
        corpusJson(
            QStringLiteral("[%1]").arg(goodEvent(QStringLiteral(R"([{"source": "s1", "quote": "no such words"}])")))),
        {{QStringLiteral("s1.txt"), kText1}, {QStringLiteral("s2.txt"), kText2}});
    const auto loaded = loadCorpusFolder(folder);
    ASSERT_FALSE(loaded.ok());
    // The import command refuses before building; the store refuses an
    // existing target without --replace and leaves it alone.
    const QString target = dir.filePath(QStringLiteral("out.sqlite"));
    parallax::testing::writeFile(target, "precious");
    EXPECT_FALSE(buildDatabase(loaded.corpus, target, false).ok());
    EXPECT_EQ(parallax::testing::readAll(target), QByteArray("precious"));
    EXPECT_EQ(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden).size(), 1) << "no temporary file left behind";
}

TEST(BundledCorpus, LoadsWithoutAnyProblem)
{
    const auto c = loadCorpusFolder(bundledCorpusPath());
    ASSERT_TRUE(c.ok()) << dump(c);
    EXPECT_EQ(c.corpus.sources.size(), 5);
    EXPECT_GE(c.corpus.events.size(), 12);
    for (const Event &e : c.corpus.events) {
        EXPECT_FALSE(e.accounts.isEmpty()) << e.id.toStdString();
        EXPECT_FALSE(e.titles.value(QStringLiteral("zh")).isEmpty()) << e.id.toStdString();
        for (const Account &a : e.accounts) {
            const Source *s = nullptr;
            for (const Source &src : c.corpus.sources)
                if (src.id == a.sourceId)
                    s = &src;
            ASSERT_NE(s, nullptr);
            const qsizetype at = utf16IndexFromCodePoint(s->text, a.start);
            EXPECT_EQ(QStringView(s->text).mid(at, a.quote().size()), a.quote()) << e.id.toStdString();
        }
    }
}

// Issue 18: a date_text without a claimed_date gives the claimed date; words
// that read as another date than the one claimed are a warning, not a problem.
TEST(CorpusLoader, DerivesTheClaimedDateFromTheWords)
{
    const LoadedCorpus c = load(corpusJson(QStringLiteral("[%1]").arg(goodEvent(QStringLiteral(
        R"([{"source": "s1", "quote": "4月12日至13日夜", "date_text": "4月12日至13日夜"},
            {"source": "s1", "quote": "次日他醒来", "date_text": "次日"}])")))));
    ASSERT_TRUE(c.ok()) << dump(c);
    EXPECT_TRUE(c.warnings.isEmpty());
    // The record's year fills in the year; its start day is where "次日" counts from.
    EXPECT_EQ(c.corpus.events[0].accounts[0].claimedDate.toEdtf(), QStringLiteral("1814-04-12/1814-04-13"));
    EXPECT_EQ(c.corpus.events[0].accounts[1].claimedDate.toEdtf(), QStringLiteral("1814-04-13"));
}

TEST(CorpusLoader, WordsThatNameNoDateWithoutAClaimAreAProblem)
{
    const LoadedCorpus c = load(corpusJson(QStringLiteral("[%1]").arg(
        goodEvent(QStringLiteral(R"([{"source": "s1", "quote": "他吞下毒药。次日", "date_text": "他吞下毒药"}])")))));
    EXPECT_TRUE(hasProblem(c, QStringLiteral("the words give none"), QStringLiteral("accounts[0]"))) << dump(c);
}

TEST(CorpusLoader, WarnsWhenTheWordsDisagreeWithTheClaim)
{
    const LoadedCorpus c = load(corpusJson(QStringLiteral("[%1]").arg(goodEvent(QStringLiteral(
        R"([{"source": "s1", "quote": "4月12日至13日夜", "claimed_date": "1814-04-14", "date_text": "4月12日至13日夜"},
            {"source": "s2", "quote": "abdicere", "claimed_date": "1814-04-06", "date_text": "i sine 300 dage"}])")))));
    ASSERT_TRUE(c.ok()) << dump(c);
    ASSERT_EQ(c.warnings.size(), 1); // words that name no date are not compared
    EXPECT_TRUE(c.warnings[0].entry.contains(QStringLiteral("accounts[0]")));
    EXPECT_TRUE(c.warnings[0].message.contains(QStringLiteral("1814-04-12/1814-04-13")));
    EXPECT_TRUE(c.warnings[0].message.contains(QStringLiteral("1814-04-14")));
    EXPECT_EQ(c.corpus.events[0].accounts[0].claimedDate.toEdtf(), QStringLiteral("1814-04-14")); // kept
}

// The folder generator of the import benchmark writes what the importer
// accepts without a warning: a "date_text" only where its words say the
// claimed date (an interval or an hour told as a day was one warning per
// account), and every quote once in its text (issue 17).
TEST(CorpusLoader, TheSyntheticFolderLoadsWithoutProblemsOrWarnings)
{
    QTemporaryDir dir;
    SyntheticFolderSpec spec;
    spec.corpus.events = 3000;
    spec.corpus.sources = 12;
    spec.corpus.places = 20;
    spec.textChars = 30000;
    ASSERT_TRUE(writeSyntheticFolder(spec, dir.path()).ok());
    const LoadedCorpus c = loadCorpusFolder(dir.path());
    EXPECT_TRUE(c.ok()) << c.problems.value(0).toString().toStdString();
    EXPECT_TRUE(c.warnings.isEmpty()) << c.warnings.size()
                                      << " warnings, first: " << c.warnings.value(0).toString().toStdString();
    ASSERT_EQ(c.corpus.events.size(), 3000);
    qsizetype dated = 0, worded = 0;
    for (const Event &e : c.corpus.events)
        for (const Account &a : e.accounts) {
            dated += a.claimedDate.isValid();
            worded += !a.dateText().isEmpty();
        }
    EXPECT_GT(worded, dated / 2) << "most accounts still give their date in words";
}

// What is not a corpus folder at all (no such path, a file, a folder of
// other files) was refused as "corpus.json: X/corpus.json cannot be read: No
// such file or directory" (or "Not a directory"): now it is said what is
// wrong and what a corpus folder holds, and a corpus folder inside it named.
TEST(CorpusLoader, WhatIsNotACorpusFolderIsSaidSo)
{
    QTemporaryDir dir;
    const QString plain = dir.filePath(QStringLiteral("notes"));
    ASSERT_TRUE(QDir().mkpath(plain));
    QFile note(plain + QStringLiteral("/todo.txt"));
    ASSERT_TRUE(note.open(QIODevice::WriteOnly));
    note.write("read Las Cases\n");
    note.close();
    const QString parent = dir.filePath(QStringLiteral("corpora"));
    writeCorpus(parent + QStringLiteral("/napoleon"), R"({"format": "parallax-corpus", "version": 1, "id": "x",
        "title": "X", "sources": [], "places": [], "events": []})",
        {});
    const QString holds = QStringLiteral("A corpus folder holds corpus.json");

    const struct
    {
        QString path, says;
    } cases[] = {
        {dir.filePath(QStringLiteral("missing")), QStringLiteral("missing does not exist.")},
        {note.fileName(), QStringLiteral("todo.txt is a file, not a corpus folder.")},
        {plain, QStringLiteral("notes is not a corpus folder: it holds no corpus.json.")},
        {parent,
            QStringLiteral("corpora is not a corpus folder: it holds no corpus.json, but these folders in it do: ")
                + parent + QStringLiteral("/napoleon")},
    };
    for (const auto &c : cases) {
        const Status s = checkCorpusFolder(c.path);
        ASSERT_FALSE(s.ok()) << c.path.toStdString();
        EXPECT_TRUE(s.error().contains(c.says)) << s.error().toStdString();
        EXPECT_TRUE(s.error().contains(holds)) << s.error().toStdString();
        const LoadedCorpus loaded = loadCorpusFolder(c.path);
        ASSERT_EQ(loaded.problems.size(), 1);
        EXPECT_TRUE(loaded.problems.front().message.contains(c.says))
            << loaded.problems.front().toString().toStdString();
        EXPECT_FALSE(loaded.problems.front().message.contains(QStringLiteral("cannot be read")));
    }
    EXPECT_TRUE(checkCorpusFolder(parent + QStringLiteral("/napoleon")).ok());
    EXPECT_TRUE(checkCorpusFolder(bundledCorpusPath()).ok()) << "a resource folder too";
}

// A source's bibliographic fields are optional; given, each is checked: the
// date of writing must be EDTF (kept as written), every one a string.
TEST(CorpusLoader, ReadsASourcesAuthorDateOfWritingAndReference)
{
    QByteArray json = corpusJson(QStringLiteral("[%1]").arg(
        goodEvent(QStringLiteral(R"([{"source": "s1", "quote": "他吞下毒药", "prefix": "13日夜，"}])"))));
    json.replace(R"("title": "One", "language": "zh"})",
        R"("title": "One", "language": "zh", "author": "Me", "written": "1830~", "provenance": "a copy",
            "reference": "{\"type\":\"book\"}", "encoding": "GB18030"})");
    const auto good = load(json);
    ASSERT_TRUE(good.ok()) << dump(good);
    const Source &s = good.corpus.sources[0];
    EXPECT_EQ(s.author, QStringLiteral("Me"));
    EXPECT_EQ(s.written, QStringLiteral("1830~"));
    EXPECT_EQ(s.provenance, QStringLiteral("a copy"));
    EXPECT_EQ(s.reference, QStringLiteral(R"({"type":"book"})"));
    EXPECT_EQ(s.encoding, QStringLiteral("GB18030"));

    json.replace(R"("written": "1830~")", R"("written": "in the autumn")");
    json.replace(R"("author": "Me")", R"("author": 7)");
    const auto bad = load(json);
    ASSERT_FALSE(bad.ok());
    EXPECT_TRUE(hasProblem(bad, QStringLiteral("\"written\""), QStringLiteral("sources[0] (s1)"))) << dump(bad);
    EXPECT_TRUE(hasProblem(bad, QStringLiteral("\"author\" must be a string"), QStringLiteral("sources[0] (s1)")))
        << dump(bad);
}

namespace {

// goodEvent() citing s1 with `accounts` (JSON objects, comma-separated).
LoadedCorpus loadAccounts(const QString &accounts)
{
    return load(corpusJson(QStringLiteral("[%1]").arg(goodEvent(u'[' + accounts + u']'))));
}

// The one problem of `c`, as "path: message" (empty when it has none or more).
QString onlyProblem(const LoadedCorpus &c)
{
    return c.problems.size() == 1 ? c.problems[0].path + QStringLiteral(": ") + c.problems[0].message : QString();
}

} // namespace

// An account whose source's text was replaced under it ("orphaned") keeps
// its old quote, which the text no longer holds, and the span it last had:
// a database exported with one could not be imported again. Its quote is
// not looked for; an account that is not orphaned still must be there.
TEST(CorpusLoader, AnOrphanedAccountKeepsItsSpanAndNeedNotBeFound)
{
    const QString orphan
        = QStringLiteral(R"({"source": "s1", "quote": "他服毒自尽", "orphaned": true, "start": 15, "end": 20})");
    const LoadedCorpus c = loadAccounts(orphan + QStringLiteral(R"(, {"source": "s1", "quote": "次日他醒来"})"));
    ASSERT_TRUE(c.ok()) << dump(c);
    const Account &a = c.corpus.events[0].accounts[0];
    EXPECT_TRUE(a.orphaned);
    EXPECT_EQ(a.quote(), QStringLiteral("他服毒自尽"));
    EXPECT_EQ(a.start, 15);
    EXPECT_EQ(a.end, 20);
    EXPECT_FALSE(c.corpus.events[0].accounts[1].orphaned);
    EXPECT_EQ(c.corpus.events[0].accounts[1].start, 21);

    const LoadedCorpus absent = loadAccounts(orphan + QStringLiteral(R"(, {"source": "s1", "quote": "他服毒自尽"})"));
    EXPECT_EQ(onlyProblem(absent),
        QStringLiteral("events[0].accounts[1].quote: the quote «他服毒自尽» does not occur in source s1"))
        << dump(absent);
}

// What an orphaned account's span may not be, and what only an orphaned
// account gives: each refused with its field.
TEST(CorpusLoader, RefusesASpanThatIsNotAnOrphanedAccountsOwn)
{
    // A quote the text holds: an account that is not orphaned is found.
    const QString head = QStringLiteral(R"({"source": "s1", "quote": "次日他醒来", )");
    const QList<std::pair<QString, QString>> cases = {
        {R"("start": 21})", R"(.start: "start" is given only with "orphaned": true)"},
        {R"("orphaned": false, "end": 20})", R"(.end: "end" is given only with "orphaned": true)"},
        {R"("orphaned": true, "start": 15})", R"(: "end" is missing)"},
        {R"("orphaned": true, "start": 15, "end": 14})", R"(.end: "end" (14) is before "start" (15))"},
        {R"("orphaned": true, "start": 15, "end": 34})", R"(.end: "end" (34) is past the end of source s1 (33 )"},
        {R"("orphaned": true, "start": 1.5, "end": 20})", R"(.start: "start" must be a whole number)"},
        {R"("orphaned": true, "start": -1, "end": 20})", R"(.start: "start" is -1, outside 0)"},
        {R"("orphaned": true, "start": 15, "end": 20, "suffix": "。"})",
            R"(.suffix: an orphaned account's quote is not looked for in its source: "suffix" does not apply)"},
        {R"("orphaned": "yes"})", R"(.orphaned: "orphaned" must be true or false)"},
    };
    for (const auto &[fields, expected] : cases) {
        const LoadedCorpus c = loadAccounts(head + fields);
        EXPECT_TRUE(onlyProblem(c).startsWith(QStringLiteral("events[0].accounts[0]") + expected))
            << fields.toStdString() << "\n"
            << dump(c);
    }
    // A span that ends where the text does lies in it.
    EXPECT_TRUE(loadAccounts(head + QStringLiteral(R"("orphaned": true, "start": 33, "end": 33})")).ok());
}

// An account's id, where the folder gives one (a cited account's, or one
// moved from another event), is kept; each once, and none that an account
// without one gets from the import ("EVENT/N").
TEST(CorpusLoader, KeepsTheAccountIdsItGivesEachOnce)
{
    const QString cited = QStringLiteral(R"({"id": "3f2a", "source": "s1", "quote": "次日他醒来"})");
    const QString plain = QStringLiteral(R"({"source": "s1", "quote": "4月12日至13日夜"})");
    const LoadedCorpus c = loadAccounts(cited + u',' + plain);
    ASSERT_TRUE(c.ok()) << dump(c);
    EXPECT_EQ(c.corpus.events[0].accounts[0].id(), QStringLiteral("3f2a"));
    EXPECT_FALSE(c.corpus.events[0].accounts[1].hasId());

    EXPECT_EQ(onlyProblem(loadAccounts(cited + u',' + cited)),
        QStringLiteral(R"(events[0].accounts[1].id: the id "3f2a" is used twice)"));
    EXPECT_EQ(onlyProblem(loadAccounts(QStringLiteral(R"({"id": " ", "source": "s1", "quote": "次日他醒来"})"))),
        QStringLiteral(R"(events[0].accounts[0].id: "id" is empty)"));
    // The second account would be "poison/1" without an id of its own.
    const QString taken = QStringLiteral(R"({"id": "poison/1", "source": "s1", "quote": "次日他醒来"})");
    EXPECT_EQ(onlyProblem(loadAccounts(taken + u',' + plain)),
        QStringLiteral(R"(events[0].accounts[0].id: the id "poison/1" is the one the import gives accounts[1] of )"
                       "event poison, which has none of its own"));
    // Its own, or one the other account does not take, is fine.
    EXPECT_TRUE(loadAccounts(plain + u',' + taken).ok());
    EXPECT_TRUE(loadAccounts(taken + u',' + QString(plain).insert(1, QStringLiteral(R"("id": "poison/0", )"))).ok());
}
