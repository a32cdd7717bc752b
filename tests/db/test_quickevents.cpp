// Events read quickly from their bytes (db/jsonlite.h) and through
// QJsonDocument must give the same corpus, problems and warnings: the quick
// reading leaves every event it would have to report on to the other.
#include "testutil.h"

#include <core/syntheticfolder.h>
#include <db/corpusloader.h>
#include <db/jsonexport.h>
#include <db/jsonlite.h>
#include <db/userdata.h>

using namespace parallax;
using namespace parallax::db;
using parallax::testing::writeCorpus;

namespace {

// Everything a load gives that the two readings could give differently.
QString describe(const LoadedCorpus &c)
{
    QString out = QString::fromUtf8(exportJson(c.corpus));
    for (const Event &e : c.corpus.events)
        for (const Account &a : e.accounts)
            out += QStringLiteral("\n%1 %2 %3 %4").arg(e.id).arg(a.start).arg(a.end).arg(a.claimedDate.toEdtf());
    for (const CorpusProblem &p : c.problems)
        out += QStringLiteral("\nproblem %1 | %2 | %3").arg(p.toString(), p.entry, p.path);
    for (const CorpusProblem &w : c.warnings)
        out += QStringLiteral("\nwarning %1 | %2").arg(w.toString(), w.entry);
    return out;
}

// The folder read both ways; the two must agree. Returns how many events
// were read quickly.
qsizetype expectBothWaysAlike(const QString &folder, bool *ok = nullptr)
{
    setQuickEventReadingForTests(false);
    const LoadedCorpus thorough = loadCorpusFolder(folder);
    EXPECT_EQ(quickEventsReadForTests(), 0);
    setQuickEventReadingForTests(true);
    const LoadedCorpus quick = loadCorpusFolder(folder);
    EXPECT_EQ(describe(quick).toStdString(), describe(thorough).toStdString());
    if (ok)
        *ok = quick.ok();
    return quickEventsReadForTests();
}

QByteArray corpusWith(const QString &events)
{
    return QStringLiteral(R"({
 "format": "parallax-corpus", "version": 1, "id": "t", "title": "Test",
 "sources": [{"id": "s1", "file": "s1.txt", "title": "One", "language": "en"},
             {"id": "s2", "file": "s2.txt", "title": "Two", "language": "zh"}],
 "places": [{"id": "p", "names": {"en": "Elba"}, "lat": 42.8, "lon": 10.3}],
 "people": [{"id": "n", "names": {"en": "Napoleon"}}, {"id": "m", "names": {"en": "Marie Louise"}}],
 "eras": [{"id": "e", "names": {"en": "Exile"}, "date": "1814/1815"}],
 "events": [%1]
})")
        .arg(events)
        .toUtf8();
}

const QByteArray kEnglish = "He landed at Portoferraio on the 4th of May 1814. \"Quoted\" words\nand é, 😀 here.";
const QByteArray kChinese = "五月四日，他在费拉约港登岸。";

QString event(const QString &id, const QString &fields, const QString &accounts)
{
    return QStringLiteral(
        R"({"id": "%1", "title": {"en": "Landing", "zh": "登岸"}, "date": "1814-05-04"%2, "accounts": %3})")
        .arg(id, fields, accounts);
}

} // namespace

TEST(QuickEvents, TheBundledCorpusReadsTheSameBothWays)
{
    bool ok = false;
    const qsizetype quick = expectBothWaysAlike(bundledCorpusPath(), &ok);
    EXPECT_TRUE(ok);
    EXPECT_EQ(quick, loadCorpusFolder(bundledCorpusPath()).corpus.events.size()); // every one read quickly
}

TEST(QuickEvents, AGeneratedFolderReadsTheSameBothWays)
{
    QTemporaryDir dir;
    SyntheticFolderSpec spec;
    spec.corpus.events = 3000;
    spec.corpus.sources = 7;
    spec.corpus.places = 20;
    spec.textChars = 20000;
    ASSERT_TRUE(writeSyntheticFolder(spec, dir.path()).ok());
    bool ok = false;
    EXPECT_EQ(expectBothWaysAlike(dir.path(), &ok), 3000);
    EXPECT_TRUE(ok);
}

// Each event alone, in a corpus that is otherwise right: what is fine is read
// quickly and what is not falls to the thorough reading, with its message.
TEST(QuickEvents, EveryKindOfEventReadsTheSameBothWays)
{
    const QString quote = QStringLiteral(R"([{"source": "s1", "quote": "Portoferraio"}])");
    const QStringList events = {
        event(QStringLiteral("plain"), {}, quote),
        event(QStringLiteral("all"), QStringLiteral(R"(, "summary_en": "Arrival.", "place": "p", "people": ["n", "m"],
            "category": "travel", "era": "e", "importance": "major")"),
            QStringLiteral(R"([{"source": "s1", "quote": "Portoferraio", "prefix": "at ", "suffix": " on",
              "claimed_date": "1814-05-04", "date_text": "the 4th of May 1814", "gloss_en": "g", "note_en": "n"},
              {"source": "s2", "quote": "费拉约港"}])")),
        event(QStringLiteral("nulls"), QStringLiteral(R"(, "summary_en": null, "place": null, "category": null)"),
            QStringLiteral(R"([{"source": "s1", "quote": "Portoferraio", "prefix": null, "claimed_date": null,
              "date_text": "the 4th of May 1814", "gloss_en": null}])")),
        event(QStringLiteral("escapes"), QStringLiteral(R"(, "summary_en": "tab\there \u00e9 \"q\" \/ \\")"),
            QStringLiteral(R"([{"source": "s1", "quote": "\"Quoted\" words\nand \u00e9"}])")),
        event(QStringLiteral("pair"), {}, QStringLiteral(R"([{"source": "s1", "quote": "\ud83d\ude00 here"}])")),
        event(QStringLiteral("derived"), {},
            QStringLiteral(R"([{"source": "s2", "quote": "五月四日", "date_text": "五月四日"}])")),
        event(QStringLiteral("disagrees"), {},
            QStringLiteral(R"([{"source": "s1", "quote": "Portoferraio", "claimed_date": "1814-05-04",
              "date_text": "the 9th of June 1814"}])")),
        // What the thorough reading reports.
        event(QStringLiteral("unknown"), QStringLiteral(R"(, "colour": "red")"), quote),
        event(QStringLiteral("plain"), {}, quote), // the id again
        event(QStringLiteral("baddate"), {}, quote).replace(QStringLiteral("1814-05-04"), QStringLiteral("1814-13-40")),
        event(QStringLiteral("noaccounts"), {}, QStringLiteral("[]")),
        event(QStringLiteral("notobject"), {}, QStringLiteral(R"(["s1"])")),
        event(QStringLiteral("nosource"), {}, QStringLiteral(R"([{"source": "s9", "quote": "Portoferraio"}])")),
        event(QStringLiteral("blank"), {}, QStringLiteral(R"([{"source": "s1", "quote": "  "}])")),
        event(QStringLiteral("nowords"), {},
            QStringLiteral(R"([{"source": "s1", "quote": "Portoferraio", "date_text": "soon"}])")),
        event(QStringLiteral("noplace"), QStringLiteral(R"(, "place": "q")"), quote),
        event(QStringLiteral("people"), QStringLiteral(R"(, "people": ["n", "n"])"), quote),
        event(QStringLiteral("nullpeople"), QStringLiteral(R"(, "people": null)"), quote),
        event(QStringLiteral("importance"), QStringLiteral(R"(, "importance": "huge")"), quote),
        event(QStringLiteral("number"), QStringLiteral(R"(, "summary_en": 4)"), quote),
        event(QStringLiteral("missing"), {}, quote)
            .replace(QStringLiteral(R"("quote": "Portoferraio")"), QStringLiteral(R"("gloss_en": "x")")),
        QStringLiteral(
            R"({"id": "notitle", "title": {"zh": "登岸"}, "date": "1814-05-04", "accounts": [{"source": "s1", "quote": "May"}]})"),
        QStringLiteral(
            R"({"id": "badtag", "title": {"en": "x", "EN!": "y"}, "date": "1814-05-04", "accounts": [{"source": "s1", "quote": "May"}]})"),
        QStringLiteral(
            R"({"title": {"en": "no id"}, "date": "1814-05-04", "accounts": [{"source": "s1", "quote": "May"}]})"),
        QStringLiteral(R"(["not", "an", "object"])"),
    };
    // The first seven are fine, and the eighth alone (the id again).
    auto fine = [](qsizetype i) { return i < 7 || i == 8; };
    for (qsizetype i = 0; i < events.size(); ++i) {
        SCOPED_TRACE(events[i].toStdString());
        QTemporaryDir dir;
        writeCorpus(dir.path(), corpusWith(events[i]),
            {{QStringLiteral("s1.txt"), kEnglish}, {QStringLiteral("s2.txt"), kChinese}});
        bool ok = false;
        const qsizetype quick = expectBothWaysAlike(dir.path(), &ok);
        EXPECT_EQ(quick, fine(i) ? 1 : 0);
        EXPECT_EQ(ok, fine(i));
    }
    // And all of them in one corpus, where the later ones see the ids before them.
    QTemporaryDir dir;
    writeCorpus(dir.path(), corpusWith(events.join(u',')),
        {{QStringLiteral("s1.txt"), kEnglish}, {QStringLiteral("s2.txt"), kChinese}});
    EXPECT_EQ(expectBothWaysAlike(dir.path()), 7);
    const LoadedCorpus all = loadCorpusFolder(dir.path());
    ASSERT_EQ(all.warnings.size(), 1); // "disagrees", read quickly
    EXPECT_TRUE(all.warnings[0].entry.startsWith(QStringLiteral("events[6] (disagrees) accounts[0]")));
}

// An account's id and an orphaned account's span are read quickly where
// they are right, and left to the thorough reading (which says what is
// wrong) where they are not; the two agree.
TEST(QuickEvents, AccountIdsAndOrphanedSpansReadTheSameBothWays)
{
    const auto with = [](const QString &id, const QString &fields) {
        return event(id, {}, QStringLiteral(R"([{"source": "s1", "quote": "Portoferraio"%1}])").arg(fields));
    };
    const QStringList fine = {
        with(QStringLiteral("orphan"), QStringLiteral(R"(, "orphaned": true, "start": 3, "end": 11)"))
            .replace(QStringLiteral("Portoferraio"), QStringLiteral("Napoleon")), // not in the text
        with(QStringLiteral("kept"), QStringLiteral(R"(, "orphaned": false)")),
        with(QStringLiteral("cited"), QStringLiteral(R"(, "id": "3f2a", "orphaned": true, "start": 0, "end": 0)")),
        with(QStringLiteral("nullid"), QStringLiteral(R"(, "orphaned": true, "id": null, "start": 79, "end": 79)")),
    };
    // Each after those, with whether it is read quickly and whether the folder loads.
    const QList<std::tuple<QString, bool, bool>> others = {
        {with(QStringLiteral("whole"), QStringLiteral(R"(, "orphaned": true, "start": 3.0, "end": 1e1)")), false, true},
        {with(QStringLiteral("past"), QStringLiteral(R"(, "orphaned": true, "start": 3, "end": 80)")), true, false},
        {with(QStringLiteral("twice"), QStringLiteral(R"(, "id": "3f2a")")), true, false},
        {with(QStringLiteral("given"), QStringLiteral(R"(, "start": 3, "end": 11)")), false, false},
        {with(QStringLiteral("back"), QStringLiteral(R"(, "orphaned": true, "start": 11, "end": 3)")), false, false},
        {with(QStringLiteral("big"), QStringLiteral(R"(, "orphaned": true, "start": 3, "end": 2147483648)")), false,
            false},
        {with(QStringLiteral("null"), QStringLiteral(R"(, "orphaned": null)")), false, false},
        {with(QStringLiteral("prefix"), QStringLiteral(R"(, "orphaned": true, "start": 3, "end": 11, "prefix": "x")")),
            false, false},
        {with(QStringLiteral("blankid"), QStringLiteral(R"(, "id": "", "orphaned": true, "start": 3, "end": 11)")),
            false, false},
        {with(QStringLiteral("numberid"), QStringLiteral(R"(, "id": 7)")), false, false},
    };
    const auto read = [](const QStringList &events, qsizetype quickly, bool ok) {
        SCOPED_TRACE(events.join(u',').toStdString());
        QTemporaryDir dir;
        writeCorpus(dir.path(), corpusWith(events.join(u',')),
            {{QStringLiteral("s1.txt"), kEnglish}, {QStringLiteral("s2.txt"), kChinese}});
        bool loaded = false;
        EXPECT_EQ(expectBothWaysAlike(dir.path(), &loaded), quickly);
        EXPECT_EQ(loaded, ok);
    };
    read(fine, fine.size(), true);
    for (const auto &[e, quickly, ok] : others)
        read(QStringList(fine) << e, fine.size() + (quickly ? 1 : 0), ok);
}

TEST(JsonLite, ReadsValuesAndRefusesWhatIsNotJson)
{
    JsonLite j;
    ASSERT_TRUE(j.parse(R"( {"a": [1, -2.5e3, true, false, null], "b": {"c": "d\u00e9\n"}, "e": []} )"));
    EXPECT_EQ(j.node(0).kind, JsonLite::Kind::Object);
    EXPECT_EQ(j.node(0).size, 3);
    QStringList seen;
    ASSERT_TRUE(j.forEachMember(0, [&](qint32 key, qint32 value) {
        QString k;
        EXPECT_TRUE(j.string(key, &k));
        seen << k + u'=' + QString::number(int(j.node(value).kind)) + u'/' + QString::number(j.node(value).size);
        return true;
    }));
    EXPECT_EQ(seen, QStringList({QStringLiteral("a=5/5"), QStringLiteral("b=6/1"), QStringLiteral("e=5/0")}));
    QString text;
    ASSERT_TRUE(j.parse(R"(["\ud83d\ude00 \u4e2d"])"));
    ASSERT_TRUE(j.string(1, &text));
    EXPECT_EQ(text, QStringLiteral("😀 中"));
    ASSERT_TRUE(j.parse(R"( {"a": [1, -2.5e3, true, false, null], "b": {"c": "d\u00e9\n"}, "e": []} )"));
    const qint32 b = j.node(2).next; // the key "b", after "a"'s array
    ASSERT_TRUE(j.string(b + 3, &text)); // its object's first member's value
    EXPECT_EQ(j.node(b + 1).next, b + 4);
    EXPECT_EQ(text, QStringLiteral("dé\n"));
    for (const char *bad : {"", "{", "{\"a\" 1}", "{\"a\": 1,}", "[1 2]", "[01]", "[1.]", "[-]", "\"a", "\"\x01\"",
             "tru", "{} {}", "[\"\\ud83d\"]", "[\"\\ude00\"]", "[\"\\ud83d\\u0041\"]", "[\"\\u12\"]", "[\"\\x\"]",
             "[[[[[[[[[1]]]]]]]]]"}) {
        const bool parsed = j.parse(bad);
        QString s;
        const bool stringRead = parsed && j.node(0).kind == JsonLite::Kind::Array && j.string(1, &s);
        EXPECT_FALSE(parsed && (j.node(0).kind != JsonLite::Kind::Array || stringRead)) << bad;
    }
}
