// Output read event by event (db/eventstream.h) is what reading the whole
// corpus gives: the same JSON byte for byte, and the same refusals.
#include "testutil.h"

#include <core/synthetic.h>
#include <db/corpusloader.h>
#include <db/csvexchange.h>
#include <db/database.h>
#include <db/eventchunks.h>
#include <db/eventstream.h>
#include <db/jsonexport.h>
#include <db/sqliterepository.h>
#include <db/store.h>
#include <db/textcheck.h>
#include <db/timelinejs.h>
#include <db/userdata.h>

#include <sqlite3.h>

#include <QBuffer>
#include <QFileInfo>
#include <QProcess>
#include <QProcessEnvironment>

#include <cstdio>
#include <cstdlib>
#include <tuple>

using namespace parallax;
using namespace parallax::db;

namespace {

QString build(const QTemporaryDir &dir, const Corpus &c)
{
    const QString path = dir.filePath(QStringLiteral("c.sqlite"));
    EXPECT_TRUE(buildDatabase(c, path, false).ok());
    return path;
}

void rawExec(const QString &path, const char *sql)
{
    sqlite3 *h = nullptr;
    ASSERT_EQ(sqlite3_open(QFile::encodeName(path).constData(), &h), SQLITE_OK);
    ASSERT_EQ(sqlite3_exec(h, sql, nullptr, nullptr, nullptr), SQLITE_OK) << sqlite3_errmsg(h);
    sqlite3_close(h);
}

// The JSON both ways, or the errors both readers give.
std::pair<QString, QString> bothWays(const QString &path)
{
    auto db = Database::open(path, Database::Access::ReadOnly);
    EXPECT_TRUE(db.ok()) << db.error().toStdString();
    if (!db)
        return {};
    const auto whole = readCorpus(*db.value());
    QBuffer streamed;
    streamed.open(QIODevice::WriteOnly);
    const Status s = writeJson(*db.value(), streamed);
    if (!whole || !s)
        return {whole ? QStringLiteral("read") : whole.error(), s ? QStringLiteral("streamed") : s.error()};
    return {QString::fromUtf8(exportJson(whole.value())), QString::fromUtf8(streamed.data())};
}

// Titles, glosses and dates in words with everything JSON escapes.
Corpus awkwardCorpus()
{
    SyntheticSpec spec;
    spec.events = 300;
    Corpus c = makeSyntheticCorpus(spec);
    const QString awkward = QStringLiteral("tab\there \"q\" back\\slash \b\f\r\n\x01\x1f\x7f é 拿破崙 😀 end");
    for (qsizetype i = 0; i < c.events.size(); i += 7) {
        c.events[i].titles.insert(QStringLiteral("en"), awkward + QString::number(i));
        c.events[i].titles.insert(QStringLiteral("zh"), QStringLiteral("事件") + QString::number(i));
        for (Account &a : c.events[i].accounts) {
            a.setGlossEn(awkward);
            a.setDateText(QStringLiteral("«%1»").arg(i));
        }
    }
    c.events[3].accounts.clear();
    c.events[4].placeId.clear();
    return c;
}

} // namespace

TEST(EventStream, ExportIsByteForByteTheWholeReadsExport)
{
    QTemporaryDir dir;
    const auto [whole, streamed] = bothWays(build(dir, awkwardCorpus()));
    ASSERT_FALSE(whole.isEmpty());
    EXPECT_EQ(streamed, whole);

    QTemporaryDir dir2;
    const auto [bundledWhole, bundledStreamed] = bothWays(build(dir2, loadCorpusFolder(bundledCorpusPath()).corpus));
    EXPECT_EQ(bundledStreamed, bundledWhole);
}

TEST(EventStream, AccountsComeInTheirOrdinalOrder)
{
    QTemporaryDir dir;
    const QString path = build(dir, awkwardCorpus());
    // Two accounts of one event swap places, as an edit can leave them.
    rawExec(path,
        "UPDATE accounts SET ordinal = 1 - ordinal WHERE event_id = (SELECT event_id FROM accounts WHERE ordinal = 1 "
        "LIMIT 1) AND ordinal IN (0, 1)");
    const auto [whole, streamed] = bothWays(path);
    ASSERT_FALSE(whole.isEmpty());
    EXPECT_EQ(streamed, whole);
}

TEST(EventStream, RefusesWhatReadingTheWholeRefuses)
{
    for (const char *damage : {"UPDATE accounts SET quote = 'not said' WHERE id = 17",
             "UPDATE accounts SET q_end = q_end + 100000000 WHERE id = 5",
             "UPDATE accounts SET q_start = q_start + 4294967296, q_end = q_end + 4294967296 WHERE id = 6",
             "UPDATE events SET date = '1814-13-45' WHERE id = 9", "UPDATE events SET t_start = 0 WHERE id = 11",
             "UPDATE events SET place_id = 99999 WHERE id = 12",
             "PRAGMA ignore_check_constraints = 1; UPDATE events SET importance = 7 WHERE id = 13",
             "UPDATE accounts SET claimed_date = 'soon' WHERE id = 20",
             "UPDATE accounts SET event_id = 123456 WHERE id = 21",
             "UPDATE sources SET body_length = body_length + 1 WHERE id = 1"}) {
        SCOPED_TRACE(damage);
        QTemporaryDir dir;
        const QString path = build(dir, awkwardCorpus());
        rawExec(path, damage);
        const auto [whole, streamed] = bothWays(path);
        EXPECT_TRUE(whole.contains(QStringLiteral("cannot use"))) << whole.toStdString();
        EXPECT_EQ(streamed, whole);
    }
}

TEST(EventStream, TextThatIsNotUtf8IsWrittenAsTheWholeReadWritesIt)
{
    QTemporaryDir dir;
    const QString path = build(dir, awkwardCorpus());
    rawExec(path,
        "UPDATE events SET title_en = CAST(X'41FF42C0AFEDA080' AS TEXT), title_zh = CAST(X'E68B' AS TEXT) "
        "WHERE id = 2; UPDATE accounts SET gloss_en = CAST(X'2280225C' AS TEXT), date_text = CAST(X'F490808001' AS "
        "TEXT) WHERE id = 3");
    const auto [whole, streamed] = bothWays(path);
    ASSERT_FALSE(whole.isEmpty());
    EXPECT_EQ(streamed, whole);
}

// More events than one chunk of the JSON export (4,096), read ahead.
TEST(EventStream, ExportOfManyChunksIsTheWholeReadsExport)
{
    SyntheticSpec spec;
    spec.events = 9000;
    QTemporaryDir dir;
    const auto [whole, streamed] = bothWays(build(dir, makeSyntheticCorpus(spec)));
    ASSERT_FALSE(whole.isEmpty());
    EXPECT_EQ(streamed, whole);
}

TEST(EventStream, ChunksHoldEveryEventInTimeOrder)
{
    QTemporaryDir dir;
    const QString path = build(dir, awkwardCorpus());
    auto db = Database::open(path, Database::Access::ReadOnly);
    ASSERT_TRUE(db.ok());
    const auto whole = readCorpus(*db.value());
    ASSERT_TRUE(whole.ok());
    auto stream = EventStream::open(*db.value());
    ASSERT_TRUE(stream.ok()) << stream.error().toStdString();
    EXPECT_TRUE(stream.value()->head().events.isEmpty());
    EXPECT_TRUE(stream.value()->head().sources.first().text.isEmpty());
    EXPECT_EQ(stream.value()->head().places.size(), whole.value().places.size());
    QStringList ids;
    for (;;) {
        auto chunk = stream.value()->next(64);
        ASSERT_TRUE(chunk.ok()) << chunk.error().toStdString();
        if (chunk.value().isEmpty())
            break;
        EXPECT_LE(chunk.value().size(), 64);
        for (const Event &e : chunk.value())
            ids << e.id;
    }
    QStringList expected;
    for (const Event &e : whole.value().events)
        expected << e.id;
    EXPECT_EQ(ids, expected);
}

namespace {

// The awkward corpus built in `dir`, open read-only, and read whole.
std::pair<std::unique_ptr<Database>, Corpus> awkwardReadWhole(const QTemporaryDir &dir)
{
    auto db = Database::open(build(dir, awkwardCorpus()), Database::Access::ReadOnly);
    EXPECT_TRUE(db.ok());
    if (!db)
        return {};
    auto whole = readCorpus(*db.value());
    EXPECT_TRUE(whole.ok());
    return {std::move(db).value(), whole ? std::move(whole).value() : Corpus()};
}

} // namespace

TEST(ReadWithoutTexts, IsTheWholeReadLessTheTexts)
{
    QTemporaryDir dir;
    auto [db, whole] = awkwardReadWhole(dir);
    ASSERT_TRUE(db);
    for (Source &s : whole.sources)
        s.text.clear();
    for (SourceTexts texts : {SourceTexts::LeftOut, SourceTexts::LeftOutOneByOne}) {
        auto lean = readCorpus(*db, texts);
        ASSERT_TRUE(lean.ok());
        for (const Source &s : lean.value().sources)
            EXPECT_TRUE(s.text.isEmpty());
        EXPECT_EQ(exportJson(lean.value()), exportJson(whole));
        ASSERT_EQ(lean.value().events.size(), whole.events.size());
        for (qsizetype i = 0; i < lean.value().events.size(); ++i)
            EXPECT_EQ(lean.value().events[i].accounts.size(), whole.events[i].accounts.size());
    }
}

// Read without the accounts' words, a corpus is the whole one with each
// account's quote, date words, gloss and note empty and marked so, whatever
// way the texts are read.
TEST(ReadWithoutWords, IsTheWholeReadLessTheWords)
{
    QTemporaryDir dir;
    const auto [db, whole] = awkwardReadWhole(dir);
    ASSERT_TRUE(db);
    qsizetype worded = 0;
    for (SourceTexts texts : {SourceTexts::Included, SourceTexts::LeftOut, SourceTexts::LeftOutOneByOne}) {
        auto lean = readCorpus(*db, texts, AccountWords::LeftOut);
        ASSERT_TRUE(lean.ok()) << lean.error().toStdString();
        ASSERT_EQ(lean.value().events.size(), whole.events.size());
        for (qsizetype i = 0; i < lean.value().events.size(); ++i) {
            const Event &l = lean.value().events[i], &w = whole.events[i];
            EXPECT_EQ(l.id, w.id);
            EXPECT_EQ(l.summaryEn(), w.summaryEn());
            EXPECT_EQ(l.personIds(), w.personIds());
            // No block of details for an event read without summary or people.
            EXPECT_EQ(l.hasDetails(), !w.summaryEn().isEmpty() || !w.personIds().isEmpty()) << i;
            ASSERT_EQ(l.accounts.size(), w.accounts.size());
            for (qsizetype k = 0; k < l.accounts.size(); ++k) {
                const Account &a = l.accounts[k], &b = w.accounts[k];
                EXPECT_TRUE(a.wordsLeftOut);
                EXPECT_FALSE(a.hasWords()) << "no block of words kept for an account read without them";
                EXPECT_FALSE(b.wordsLeftOut);
                EXPECT_TRUE(
                    a.quote().isEmpty() && a.dateText().isEmpty() && a.glossEn().isEmpty() && a.noteEn().isEmpty());
                worded
                    += !b.quote().isEmpty() + !b.dateText().isEmpty() + !b.glossEn().isEmpty() + !b.noteEn().isEmpty();
                EXPECT_EQ(a.id(), b.id());
                EXPECT_EQ(a.sourceId, b.sourceId);
                EXPECT_EQ(a.start, b.start);
                EXPECT_EQ(a.end, b.end);
                EXPECT_EQ(a.claimedDate.toEdtf(), b.claimedDate.toEdtf());
                EXPECT_EQ(a.orphaned, b.orphaned);
            }
        }
    }
    EXPECT_GT(worded, 0) << "the corpus has words to leave out";
}

// What the whole read refuses, a read without words refuses: the quotes are
// still checked against their texts.
TEST(ReadWithoutWords, RefusesAQuoteItsTextDoesNotHold)
{
    QTemporaryDir dir;
    const QString path = build(dir, awkwardCorpus());
    rawExec(path, "UPDATE accounts SET quote = 'not said' WHERE id = 17");
    auto db = Database::open(path, Database::Access::ReadOnly);
    ASSERT_TRUE(db.ok());
    for (SourceTexts texts : {SourceTexts::Included, SourceTexts::LeftOut, SourceTexts::LeftOutOneByOne}) {
        auto lean = readCorpus(*db.value(), texts, AccountWords::LeftOut);
        ASSERT_FALSE(lean.ok());
        EXPECT_TRUE(lean.error().contains(QStringLiteral("cannot use"))) << lean.error().toStdString();
    }
}

// An account read without its words is never written: its words would be
// lost.
TEST(ReadWithoutWords, AnAccountWithoutItsWordsIsNotWritten)
{
    QTemporaryDir dir;
    const QString path = build(dir, awkwardCorpus());
    Corpus lean;
    {
        auto db = Database::open(path, Database::Access::ReadOnly);
        ASSERT_TRUE(db.ok());
        auto read = readCorpus(*db.value(), SourceTexts::Included, AccountWords::LeftOut);
        ASSERT_TRUE(read.ok());
        lean = std::move(read).value();
    }
    const QString copy = dir.filePath(QStringLiteral("copy.parallax"));
    const Status built = buildDatabase(lean, copy, false);
    ASSERT_FALSE(built.ok());
    EXPECT_TRUE(built.error().contains(QStringLiteral("without its quote"))) << built.error().toStdString();
    EXPECT_FALSE(QFileInfo::exists(copy));
    auto db = Database::open(path, Database::Access::ReadWrite);
    ASSERT_TRUE(db.ok());
    SqliteRepository repo(*db.value());
    const Event *told = nullptr;
    for (const Event &e : lean.events)
        if (!e.accounts.isEmpty() && !e.accounts.front().orphaned) {
            told = &e;
            break;
        }
    ASSERT_NE(told, nullptr);
    const auto before = repo.account(told->accounts.front().id());
    ASSERT_TRUE(before.ok());
    ASSERT_FALSE(before.value().account.quote().isEmpty());
    // Its quote put back (as a command that cites its span again would),
    // its other words still missing: refused all the same.
    Account a = told->accounts.front();
    a.setQuote(before.value().account.quote());
    const Status updated = repo.updateAccount(told->id, a);
    ASSERT_FALSE(updated.ok());
    EXPECT_TRUE(updated.error().contains(QStringLiteral("without its quote"))) << updated.error().toStdString();
    Account fresh = a;
    fresh.setId({});
    const auto added = repo.addAccount(told->id, fresh, 0);
    ASSERT_FALSE(added.ok());
    EXPECT_TRUE(added.error().contains(QStringLiteral("without its quote"))) << added.error().toStdString();
    const Status restored = repo.restoreSourceText(
        a.sourceId, repo.source(a.sourceId).value().text, QStringLiteral("UTF-8"), {{told->id, a}});
    ASSERT_FALSE(restored.ok());
    EXPECT_TRUE(restored.error().contains(QStringLiteral("without its quote"))) << restored.error().toStdString();
    const auto after = repo.account(a.id());
    ASSERT_TRUE(after.ok());
    EXPECT_EQ(after.value().account.quote(), before.value().account.quote());
    EXPECT_EQ(after.value().account.glossEn(), before.value().account.glossEn());
    EXPECT_EQ(repo.event(told->id).value().accounts.size(), told->accounts.size());
}

namespace {

// A byte-order mark put before source 1's text, its spans moved past it.
const char *const kByteOrderMarkBeforeAText
    = "UPDATE sources SET body = char(65279) || body, body_length = body_length + 1 WHERE id = 1;"
      "UPDATE accounts SET q_start = q_start + 1, q_end = q_end + 1 WHERE source_id = 1";

// A byte-order mark put in a text where account 17's quote begins, and
// before that quote (the spans after it moved on by one).
const char *const kByteOrderMarkBeforeAQuote
    = "UPDATE sources SET body = substr(body, 1, (SELECT q_start FROM accounts WHERE id = 17)) || char(65279)"
      " || substr(body, (SELECT q_start FROM accounts WHERE id = 17) + 1), body_length = body_length + 1"
      " WHERE id = (SELECT source_id FROM accounts WHERE id = 17);"
      "UPDATE accounts SET q_start = q_start + (q_start > (SELECT q_start FROM accounts WHERE id = 17)),"
      " q_end = q_end + (q_end > (SELECT q_start FROM accounts WHERE id = 17))"
      " WHERE source_id = (SELECT source_id FROM accounts WHERE id = 17);"
      "UPDATE accounts SET quote = char(65279) || quote WHERE id = 17";

} // namespace

TEST(ReadWithoutTexts, RefusesWhatTheWholeReadRefuses)
{
    for (const char *damage : {"UPDATE accounts SET quote = 'not said' WHERE id = 17",
             "UPDATE accounts SET q_start = q_start + 1 WHERE id = 18",
             "UPDATE accounts SET q_end = q_end + 100000000 WHERE id = 5",
             "UPDATE accounts SET q_start = q_start + 4294967296, q_end = q_end + 4294967296 WHERE id = 6",
             "UPDATE sources SET body_length = body_length + 1 WHERE id = 2",
             "UPDATE sources SET body = substr(body, 2) WHERE id = 1",
             // A byte-order mark before a text (and its spans moved past
             // it), and before a quote where its text holds one: each is
             // read without it, so neither is what the row says.
             kByteOrderMarkBeforeAText, kByteOrderMarkBeforeAQuote}) {
        SCOPED_TRACE(damage);
        QTemporaryDir dir;
        const QString path = build(dir, awkwardCorpus());
        rawExec(path, damage);
        auto db = Database::open(path, Database::Access::ReadOnly);
        ASSERT_TRUE(db.ok());
        ASSERT_FALSE(readCorpus(*db.value()).ok());
        for (SourceTexts texts : {SourceTexts::LeftOut, SourceTexts::LeftOutOneByOne}) {
            auto lean = readCorpus(*db.value(), texts);
            ASSERT_FALSE(lean.ok());
            EXPECT_TRUE(lean.error().contains(QStringLiteral("cannot use"))) << lean.error().toStdString();
        }
    }
}

// GeoJSON from a database (its head and a count per place) is what the whole
// corpus gives (issue 17).
TEST(EventStream, GeoJsonFromTheDatabaseIsTheWholeCorpusOne)
{
    QTemporaryDir dir;
    for (const Corpus &c : {loadCorpusFolder(bundledCorpusPath()).corpus, makeSyntheticCorpus({})}) {
        auto db = Database::open(build(dir, c), Database::Access::ReadOnly);
        ASSERT_TRUE(db.ok()) << db.error().toStdString();
        const auto whole = readCorpus(*db.value());
        ASSERT_TRUE(whole.ok());
        QBuffer streamed;
        streamed.open(QIODevice::WriteOnly);
        ASSERT_TRUE(writeGeoJson(*db.value(), streamed).ok());
        EXPECT_EQ(streamed.data(), exportGeoJson(whole.value()));
        db.value().reset();
        QFile::remove(dir.filePath(QStringLiteral("c.sqlite")));
    }
}

namespace {

using CorpusWriter = Status (*)(const Corpus &, QIODevice &);
using DatabaseWriter = Status (*)(const Database &, QIODevice &);

// What `fromDatabase` writes read event by event, and what `fromCorpus`
// writes from the whole corpus read back; or the errors each gives.
std::pair<QByteArray, QByteArray> bothWays(const QString &path, CorpusWriter fromCorpus, DatabaseWriter fromDatabase)
{
    auto db = Database::open(path, Database::Access::ReadOnly);
    EXPECT_TRUE(db.ok()) << db.error().toStdString();
    if (!db)
        return {};
    const auto whole = readCorpus(*db.value());
    QBuffer wholeOut, streamedOut;
    wholeOut.open(QIODevice::WriteOnly);
    streamedOut.open(QIODevice::WriteOnly);
    const Status w = whole ? fromCorpus(whole.value(), wholeOut) : Status::failure(whole.error());
    const Status s = fromDatabase(*db.value(), streamedOut);
    if (!w || !s)
        return {w ? QByteArray("written") : w.error().toUtf8(), s ? QByteArray("streamed") : s.error().toUtf8()};
    return {wholeOut.data(), streamedOut.data()};
}

Corpus withDanishAndGermanTitles()
{
    Corpus c = awkwardCorpus();
    for (qsizetype i = 0; i < c.events.size(); i += 11)
        c.events[i].titles.insert(
            i % 2 ? QStringLiteral("da") : QStringLiteral("de"), QStringLiteral("Titel %1").arg(i));
    return c;
}

} // namespace

// CSV and TimelineJS exports read the database event by event (issue 17):
// the bytes are those of the whole corpus's export, title columns included.
TEST(EventStream, CsvAndTimelineJsFromTheDatabaseAreTheWholeCorpusOnes)
{
    const std::pair<CorpusWriter, DatabaseWriter> writers[]
        = {{writeCsv, writeCsv}, {writeTimelineJs, writeTimelineJs}};
    for (const Corpus &c : {withDanishAndGermanTitles(), loadCorpusFolder(bundledCorpusPath()).corpus}) {
        QTemporaryDir dir;
        const QString path = build(dir, c);
        for (auto [fromCorpus, fromDatabase] : writers) {
            const auto [whole, streamed] = bothWays(path, fromCorpus, fromDatabase);
            ASSERT_GT(whole.size(), 1000);
            EXPECT_EQ(streamed, whole);
        }
    }
    // The title columns: English first, then the others by code.
    QTemporaryDir dir;
    const auto [whole, streamed] = bothWays(build(dir, withDanishAndGermanTitles()), writeCsv, writeCsv);
    const QByteArray header = streamed.left(streamed.indexOf("\r\n"));
    EXPECT_LT(header.indexOf("title_en"), header.indexOf("title_da"));
    EXPECT_LT(header.indexOf("title_da"), header.indexOf("title_de"));
    EXPECT_LT(header.indexOf("title_de"), header.indexOf("title_zh"));
}

// More events than one chunk (4,096): the rows and slides made on two
// reading threads, a chunk each in turn, joined in time order.
TEST(EventStream, CsvAndTimelineJsOfManyChunksAreTheWholeCorpusOnes)
{
    SyntheticSpec spec;
    spec.events = 9000;
    QTemporaryDir dir;
    const QString path = build(dir, makeSyntheticCorpus(spec));
    for (auto [fromCorpus, fromDatabase] :
        {std::pair<CorpusWriter, DatabaseWriter> {writeCsv, writeCsv}, {writeTimelineJs, writeTimelineJs}}) {
        const auto [whole, streamed] = bothWays(path, fromCorpus, fromDatabase);
        ASSERT_GT(whole.size(), 100000);
        EXPECT_EQ(streamed, whole);
    }
}

TEST(EventStream, CsvAndTimelineJsRefuseWhatReadingTheWholeRefuses)
{
    for (const char *damage :
        {"UPDATE accounts SET quote = 'not said' WHERE id = 17", "UPDATE events SET date = '1814-13-45' WHERE id = 250",
            "UPDATE accounts SET event_id = 123456 WHERE id = 21"}) {
        SCOPED_TRACE(damage);
        QTemporaryDir dir;
        const QString path = build(dir, awkwardCorpus());
        rawExec(path, damage);
        for (auto [fromCorpus, fromDatabase] :
            {std::pair<CorpusWriter, DatabaseWriter> {writeCsv, writeCsv}, {writeTimelineJs, writeTimelineJs}}) {
            const auto [whole, streamed] = bothWays(path, fromCorpus, fromDatabase);
            EXPECT_TRUE(whole.contains("cannot use")) << whole.toStdString();
            EXPECT_EQ(streamed, whole);
        }
    }
}

// Rows out of time order (events added or renumbered after the import, which
// writes them in time order), and accounts of one event with equal ordinals:
// read out of turn, the output is still the whole corpus's, byte for byte.
TEST(EventStream, RowsOutOfTimeOrderGiveTheSameBytes)
{
    QTemporaryDir dir;
    const QString path = build(dir, withDanishAndGermanTitles());
    rawExec(path,
        "PRAGMA foreign_keys = OFF;"
        "UPDATE events SET id = 100000 - id WHERE id % 3 = 0;"
        "UPDATE accounts SET event_id = 100000 - event_id WHERE event_id % 3 = 0;"
        "UPDATE event_titles SET event_id = 100000 - event_id WHERE event_id % 3 = 0;"
        "UPDATE event_people SET event_id = 100000 - event_id WHERE event_id % 3 = 0;"
        "UPDATE accounts SET id = 500000 - id WHERE id % 4 = 0;"
        "UPDATE accounts SET ordinal = 0 WHERE event_id % 5 = 0;");
    auto db = Database::open(path, Database::Access::ReadOnly);
    ASSERT_TRUE(db.ok());
    ASSERT_EQ(db.value()
                  ->scalar("SELECT count(*) FROM accounts WHERE ordinal = 0 AND event_id % 5 = 0 "
                           "AND event_id IN (SELECT event_id FROM accounts GROUP BY event_id HAVING count(*) > 1)")
                  .toInt()
            > 0,
        true);
    db.value().reset();
    const std::pair<CorpusWriter, DatabaseWriter> writers[]
        = {{writeCsv, writeCsv}, {writeTimelineJs, writeTimelineJs}};
    for (auto [fromCorpus, fromDatabase] : writers) {
        const auto [whole, streamed] = bothWays(path, fromCorpus, fromDatabase);
        ASSERT_GT(whole.size(), 1000);
        EXPECT_EQ(streamed, whole);
    }
    const auto [whole, streamed] = bothWays(path);
    ASSERT_GT(whole.size(), 1000);
    EXPECT_EQ(streamed, whole);
}

// The quick check of the texts (accounts front to back, texts as UTF-8, in
// batches) says "clean" exactly where the full check finds nothing.
TEST(EventStream, TheQuickTextCheckAgreesWithTheFullOne)
{
    const Corpus bundled = loadCorpusFolder(bundledCorpusPath()).corpus;
    for (const char *damage : {"", "UPDATE accounts SET quote = 'not said' WHERE id = 17",
             "UPDATE accounts SET q_start = q_start + 1 WHERE id = 18",
             "UPDATE accounts SET q_end = q_end + 100000000 WHERE id = 5",
             "UPDATE accounts SET q_start = q_start + 4294967296, q_end = q_end + 4294967296 WHERE id = 6",
             "PRAGMA ignore_check_constraints = 1; UPDATE accounts SET q_end = q_start - 1 WHERE id = 6",
             "UPDATE sources SET body_length = body_length + 1 WHERE id = 2",
             "UPDATE sources SET body = substr(body, 2) WHERE id = 3",
             "UPDATE sources SET body = body || '拿' WHERE id = 1",
             // Byte-order marks, read away by the full check (see
             // ReadWithoutTexts.RefusesWhatTheWholeReadRefuses).
             kByteOrderMarkBeforeAText, kByteOrderMarkBeforeAQuote}) {
        SCOPED_TRACE(damage);
        QTemporaryDir dir;
        const QString path = build(dir, bundled);
        if (*damage)
            rawExec(path, damage);
        auto db = Database::open(path, Database::Access::ReadOnly);
        ASSERT_TRUE(db.ok());
        int problems = 0;
        ASSERT_TRUE(checkSourceTexts(
            db.value()->handle(), [&](const QString &, std::int64_t, const QString &) { ++problems; },
            [] {
                return false;
            }).ok());
        EXPECT_EQ(problems == 0, *damage == 0);
        bool clean = !*damage;
        ASSERT_TRUE(sourceTextsAreClean(db.value()->handle(), &clean).ok());
        EXPECT_EQ(clean, problems == 0);
        // The same on a thread a core, each on its own connection.
        ASSERT_EQ(sqlite3_exec(db.value()->handle(), "BEGIN; SELECT count(*) FROM sources", nullptr, nullptr, nullptr),
            SQLITE_OK);
        clean = !*damage;
        ASSERT_TRUE(sourceTextsAreClean(*db.value(), &clean).ok());
        EXPECT_EQ(clean, problems == 0);
        // And stopped at once: not clean.
        ASSERT_TRUE(sourceTextsAreClean(*db.value(), &clean, [] { return true; }).ok());
        EXPECT_FALSE(clean);
    }
}

namespace {

// The bundled corpus's database changed by `sql` (foreign keys off), open
// read-only inside a read transaction of its own (as a reader holds one).
std::unique_ptr<Database> bundledChangedBy(const QTemporaryDir &dir, const char *sql)
{
    const QString path = build(dir, loadCorpusFolder(bundledCorpusPath()).corpus);
    rawExec(path, (QByteArray("PRAGMA foreign_keys = OFF;") + sql).constData());
    auto db = Database::open(path, Database::Access::ReadOnly);
    EXPECT_TRUE(db.ok());
    if (!db.ok())
        return nullptr;
    EXPECT_EQ(sqlite3_exec(db.value()->handle(), "BEGIN; SELECT count(*) FROM sources", nullptr, nullptr, nullptr),
        SQLITE_OK);
    return std::move(db).value();
}

} // namespace

// Stopped, the quick check says "not clean" even where the calling
// thread's share of the texts is empty (one source, row 1: the second
// thread's where there are two).
TEST(EventStream, TheQuickTextCheckStoppedIsNotClean)
{
    QTemporaryDir dir;
    const auto db
        = bundledChangedBy(dir, "DELETE FROM accounts WHERE source_id <> 1; DELETE FROM sources WHERE id <> 1");
    ASSERT_TRUE(db);
    bool clean = false;
    ASSERT_TRUE(sourceTextsAreClean(*db, &clean).ok());
    EXPECT_TRUE(clean);
    ASSERT_TRUE(sourceTextsAreClean(*db, &clean, [] { return true; }).ok());
    EXPECT_FALSE(clean);
}

// Read in parts (a thread each), the texts are every source once, a
// source whose row id is negative too.
TEST(EventStream, TextsReadInPartsAreEverySourceOnce)
{
    QTemporaryDir dir;
    const auto db = bundledChangedBy(
        dir, "UPDATE sources SET id = -7 WHERE id = 2; UPDATE accounts SET source_id = -7 WHERE source_id = 2");
    ASSERT_TRUE(db);
    const auto corpus = readCorpus(*db, SourceTexts::LeftOut);
    ASSERT_TRUE(corpus.ok()) << corpus.error().toStdString();
    QStringList all;
    for (const Source &src : corpus.value().sources)
        all << src.id;
    all.sort();
    ASSERT_GE(all.size(), 3);
    auto cited = citedQuotes(db->handle());
    ASSERT_TRUE(cited.ok());
    for (int parts = 1; parts <= 3; ++parts) {
        QStringList read;
        qsizetype quotes = 0;
        for (int k = 0; k < parts; ++k)
            ASSERT_TRUE(forEachSourceText(db->handle(), cited.value(), k, parts, [&](const SourceText &t) {
                read << t.key;
                quotes += qsizetype(t.quotes.size());
                EXPECT_TRUE(looksClean(t)) << t.key.toStdString();
                return success();
            }).ok());
        read.sort();
        EXPECT_EQ(read, all) << parts;
        EXPECT_EQ(quotes, qsizetype(cited.value().prints.size()));
    }
}

// Read in parts on several connections at once (a range of row ids each),
// the cited quotes are the list one connection reads, in its order: row ids
// below zero and orphaned accounts (left out) too.
TEST(EventStream, CitedQuotesReadInPartsAreTheListOneReads)
{
    QTemporaryDir dir;
    const auto db = bundledChangedBy(
        dir, "UPDATE accounts SET id = -id WHERE id % 3 = 0; UPDATE accounts SET anchor = 'orphaned' WHERE id % 7 = 1");
    ASSERT_TRUE(db);
    const auto one = citedQuotes(db->handle());
    ASSERT_TRUE(one.ok()) << one.error().toStdString();
    ASSERT_GT(one.value().prints.size(), 10U);
    std::vector<std::unique_ptr<Database>> others;
    for (int k = 0; k < 3; ++k) {
        auto other = Database::openInSnapshotOf(*db);
        ASSERT_TRUE(other.ok()) << other.error().toStdString();
        others.push_back(std::move(other).value());
    }
    const auto key = [](const QuotePrint &q) { return std::tuple(q.source, q.span.start, q.span.end, q.hash); };
    for (std::size_t n = 1; n <= others.size() + 1; ++n) {
        std::vector<sqlite3 *> handles {db->handle()};
        for (std::size_t k = 0; k + 1 < n; ++k)
            handles.push_back(others[k]->handle());
        const auto parts = citedQuotes(handles);
        ASSERT_TRUE(parts.ok()) << parts.error().toStdString();
        ASSERT_EQ(parts.value().prints.size(), one.value().prints.size()) << n;
        for (std::size_t i = 0; i < parts.value().prints.size(); ++i)
            ASSERT_EQ(key(parts.value().prints[i]), key(one.value().prints[i])) << n << " " << i;
    }
}

// Each text's bytes are its row's as a column read gives them, whatever
// the row holds: a long text after a short one and the other way round
// (the bytes are read into one buffer), a body stored as a BLOB (bytes that
// are not UTF-8 too), a number where the column has no type, and text in a
// database that keeps it as UTF-16 (its UTF-8, not its stored bytes).
TEST(EventStream, TextsReadAreTheirRowsBytes)
{
    for (const char *encoding : {"UTF-8", "UTF-16le"}) {
        sqlite3 *h = nullptr;
        ASSERT_EQ(sqlite3_open(":memory:", &h), SQLITE_OK);
        const std::unique_ptr<sqlite3, decltype(&sqlite3_close)> closer(h, &sqlite3_close);
        const QByteArray sql = QByteArray("PRAGMA encoding = '") + encoding
            + "'; CREATE TABLE sources (id INTEGER PRIMARY KEY, key TEXT, body, body_length INTEGER);"
              "INSERT INTO sources VALUES (1, 'long', '中文 and more ' || hex(randomblob(4000)), 0),"
              " (2, 'blob', CAST(x'e4b8ade69687ff41' AS BLOB), 0), (3, 'short', '短', 0),"
              " (4, 'number', 12345, 0), (5, 'longer', hex(randomblob(9000)), 0)";
        ASSERT_EQ(sqlite3_exec(h, sql.constData(), nullptr, nullptr, nullptr), SQLITE_OK) << sqlite3_errmsg(h);
        auto rows = Statement::prepare(h, "SELECT key, body FROM sources");
        ASSERT_TRUE(rows.ok());
        QHash<QString, QByteArray> expected;
        while (rows.value().step()) {
            const std::string_view body = rows.value().utf8(1);
            expected.insert(rows.value().text(0), QByteArray(body.data(), qsizetype(body.size())));
        }
        ASSERT_EQ(expected.size(), 5);
        EXPECT_EQ(expected.value(QStringLiteral("number")), QByteArray("12345"));
        EXPECT_TRUE(expected.value(QStringLiteral("short")) == "\xe7\x9f\xad");
        QStringList read;
        ASSERT_TRUE(forEachSourceText(h, CitedQuotes {}, 0, 1, [&](const SourceText &t) {
            EXPECT_EQ(t.utf8, expected.value(t.key)) << t.key.toStdString() << " " << encoding;
            read << t.key;
            return success();
        }).ok());
        EXPECT_EQ(read, (QStringList {"long", "blob", "short", "number", "longer"})) << encoding;
    }
}

namespace {

// Every event of `path` through EventChunks of `size`, compared with
// readCorpus(); how many readers read them.
int readInChunks(const QString &path, int size)
{
    auto db = Database::open(path, Database::Access::ReadOnly);
    EXPECT_TRUE(db.ok());
    const auto whole = readCorpus(*db.value());
    EXPECT_TRUE(whole.ok());
    auto stream = EventStream::open(*db.value());
    EXPECT_TRUE(stream.ok());
    if (!db || !whole || !stream)
        return 0;
    EventChunks chunks(*stream.value(), EventChunks::Form::Events, size);
    EventChunks::Chunk chunk;
    qsizetype i = 0;
    while (chunks.next(&chunk)) {
        EXPECT_LE(chunk.events.size(), size);
        for (const Event &e : chunk.events) {
            EXPECT_LT(i, whole.value().events.size());
            if (i >= whole.value().events.size())
                return 0;
            const Event &expected = whole.value().events[i++];
            EXPECT_EQ(e.id, expected.id);
            EXPECT_EQ(e.titles, expected.titles);
            EXPECT_EQ(e.accounts.size(), expected.accounts.size());
            for (qsizetype a = 0; a < std::min(e.accounts.size(), expected.accounts.size()); ++a)
                EXPECT_EQ(e.accounts[a].quote(), expected.accounts[a].quote());
        }
    }
    EXPECT_TRUE(chunks.status().ok()) << chunks.status().error().toStdString();
    EXPECT_EQ(i, whole.value().events.size());
    EXPECT_FALSE(chunks.next(&chunk));
    return chunks.readers();
}

// The error EventChunks of `size` end with, as JSON.
QString chunksError(const QString &path, int size)
{
    auto db = Database::open(path, Database::Access::ReadOnly);
    EXPECT_TRUE(db.ok());
    auto stream = EventStream::open(*db.value());
    if (!db || !stream)
        return stream ? QString() : stream.error();
    EventChunks chunks(*stream.value(), EventChunks::Form::Json, size);
    EventChunks::Chunk chunk;
    while (chunks.next(&chunk)) { }
    return chunks.status() ? QString() : chunks.status().error();
}

} // namespace

namespace {

// A database built from awkwardCorpus() with `damage` done to it, and a
// stream opened on it.
struct Damaged
{
    explicit Damaged(const char *damage)
    {
        path = build(dir, awkwardCorpus());
        rawExec(path, damage);
        auto opened = Database::open(path, Database::Access::ReadOnly);
        EXPECT_TRUE(opened.ok());
        if (!opened)
            return;
        db = std::move(opened).value();
        auto s = EventStream::open(*db);
        EXPECT_TRUE(s.ok());
        if (s)
            stream = std::move(s).value();
    }
    QTemporaryDir dir;
    QString path;
    std::unique_ptr<Database> db;
    std::unique_ptr<EventStream> stream;
};

} // namespace

// Chunks read by two readers in turn, each on its own connection to the same
// snapshot, come in time order, every event once, whatever the chunk size.
TEST(EventChunks, TwoReadersGiveEveryEventInOrder)
{
    QTemporaryDir dir;
    const QString path = build(dir, awkwardCorpus());
    for (int size : {1, 7, 149, 299})
        EXPECT_EQ(readInChunks(path, size), 2) << size;
    for (int size : {300, 4096})
        EXPECT_EQ(readInChunks(path, size), 1) << size; // one chunk: one reader
}

// Inside a transaction of the caller's (which may hold changes no other
// connection sees), one reader reads, and sees those changes.
TEST(EventChunks, InsideTheCallersTransactionOneReaderReads)
{
    QTemporaryDir dir;
    const QString path = build(dir, awkwardCorpus());
    auto db = Database::open(path, Database::Access::ReadWrite);
    ASSERT_TRUE(db.ok());
    ASSERT_TRUE(
        db.value()->execScript(QStringLiteral("BEGIN; UPDATE events SET title_en = 'Changed' WHERE id = 250;")).ok());
    auto stream = EventStream::open(*db.value());
    ASSERT_TRUE(stream.ok());
    EventChunks chunks(*stream.value(), EventChunks::Form::Events, 16);
    EXPECT_EQ(chunks.readers(), 1);
    EventChunks::Chunk chunk;
    int changed = 0, events = 0;
    while (chunks.next(&chunk))
        for (const Event &e : chunk.events) {
            changed += e.titles.value(QStringLiteral("en")) == u"Changed";
            ++events;
        }
    EXPECT_TRUE(chunks.status().ok());
    EXPECT_EQ(events, 300);
    EXPECT_EQ(changed, 1);
}

// A problem met by either reader, or by the quotes' check beside them, is
// the one a single reader meets first (and, where there is one, the one
// reading the whole corpus names).
TEST(EventChunks, ReportWhatOneReaderReportsFirst)
{
    const char *damages[] = {"UPDATE accounts SET quote = 'not said' WHERE id = 17",
        "UPDATE events SET date = '1814-13-45' WHERE id = 250", "UPDATE events SET t_start = 0 WHERE id = 11",
        "UPDATE accounts SET event_id = 123456 WHERE id = 21",
        "UPDATE events SET date = '1814-13-45' WHERE id = 3; UPDATE events SET date = '1814-13-45' WHERE id = 250",
        // Two problems: the quotes are checked first, whichever chunk the other is in.
        "UPDATE accounts SET quote = 'not said' WHERE id = 300; UPDATE events SET date = '1814-13-45' WHERE id = 3"};
    for (const char *damage : damages) {
        SCOPED_TRACE(damage);
        Damaged d(damage);
        ASSERT_TRUE(d.stream);
        QByteArray json;
        Status one = success();
        while (one && (one = d.stream->nextJson(16, &json)) && !json.isEmpty())
            json.clear();
        ASSERT_FALSE(one.ok());
        for (int size : {1, 16, 100})
            EXPECT_EQ(chunksError(d.path, size), one.error()) << size;
        if (damage != damages[std::size(damages) - 1]) {
            const auto whole = readCorpus(*d.db);
            ASSERT_FALSE(whole.ok());
            EXPECT_EQ(one.error(), whole.error());
        }
    }
}

// The checks that are not of one chunk (the quotes', the rows left over)
// are made before the last chunk is handed out: a writer to standard output
// never writes a whole file for a database it then refuses.
TEST(EventChunks, TheLastChunkWaitsForTheChecks)
{
    for (const char *damage : {"UPDATE accounts SET quote = 'not said' WHERE id = 17",
             "UPDATE accounts SET event_id = 123456 WHERE id = 21"}) {
        SCOPED_TRACE(damage);
        Damaged d(damage);
        ASSERT_TRUE(d.stream);
        EventChunks chunks(*d.stream, EventChunks::Form::Json, 16);
        EventChunks::Chunk chunk;
        int handedOut = 0;
        while (chunks.next(&chunk))
            ++handedOut;
        EXPECT_FALSE(chunks.status().ok());
        EXPECT_LT(handedOut, (300 + 15) / 16);
        EXPECT_FALSE(chunks.next(&chunk));
    }
}

// Run in a process of its own by the test below (PARALLAX_TEST_WRITE_TO
// names the database): changes it at once, without waiting for a lock, and
// exits 0 when the change was made, 3 when the file was locked.
TEST(EventChunks, WriterInAnotherProcess)
{
    const QByteArray path = qgetenv("PARALLAX_TEST_WRITE_TO");
    if (path.isEmpty())
        GTEST_SKIP() << "run by the tests below, in a process of its own";
    sqlite3 *h = nullptr;
    int rc = sqlite3_open_v2(path.constData(), &h, SQLITE_OPEN_READWRITE, nullptr);
    if (rc == SQLITE_OK)
        rc = sqlite3_exec(h, "UPDATE events SET title_en = 'Written' WHERE id = 1", nullptr, nullptr, nullptr);
    sqlite3_close(h);
    std::_Exit(rc == SQLITE_OK ? 0 : rc == SQLITE_BUSY ? 3 : 4);
}

// A database without events is still checked: a text whose length is not
// the one recorded is refused as reading the whole refuses it.
TEST(EventChunks, NoEventsStillChecked)
{
    Corpus c = awkwardCorpus();
    c.events.clear();
    QTemporaryDir dir;
    const QString path = build(dir, c);
    rawExec(path, "UPDATE sources SET body_length = body_length + 1 WHERE id = 1");
    const auto [whole, streamed] = bothWays(path);
    EXPECT_TRUE(whole.contains(QStringLiteral("cannot use"))) << whole.toStdString();
    EXPECT_EQ(streamed, whole);
}

namespace {

// EventChunks.WriterInAnotherProcess's exit code, on the database at `path`.
int writeFromAnotherProcess(const QString &path)
{
    QProcess writer;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("PARALLAX_TEST_WRITE_TO"), path);
    writer.setProcessEnvironment(env);
    writer.start(QFileInfo(QStringLiteral("/proc/self/exe")).symLinkTarget(),
        {QStringLiteral("--gtest_filter=EventChunks.WriterInAnotherProcess")});
    EXPECT_TRUE(writer.waitForFinished(30000));
    return writer.exitCode();
}

} // namespace

// The readers' connections are opened without opening the file outside
// SQLite: on POSIX, closing any descriptor of a file drops the process's
// locks on it, and another program could then commit while the chunks are
// read (two readers on two snapshots). Another process cannot write until
// the reading is done.
TEST(EventChunks, NoOtherProcessWritesWhileTheyRead)
{
    QTemporaryDir dir;
    const QString path = build(dir, awkwardCorpus());
    {
        auto db = Database::open(path, Database::Access::ReadOnly);
        ASSERT_TRUE(db.ok());
        auto stream = EventStream::open(*db.value());
        ASSERT_TRUE(stream.ok());
        EventChunks chunks(*stream.value(), EventChunks::Form::Events, 16);
        ASSERT_EQ(chunks.readers(), 2);
        EventChunks::Chunk chunk;
        ASSERT_TRUE(chunks.next(&chunk));
        EXPECT_EQ(writeFromAnotherProcess(path), 3); // locked
        while (chunks.next(&chunk)) { }
        EXPECT_TRUE(chunks.status().ok());
    }
    EXPECT_EQ(writeFromAnotherProcess(path), 0); // and written once the reading is done
}

// A connection opened beside another (a worker's beside the window's) keeps
// the other's locks: a change the window has begun stays its own until it
// commits.
TEST(Database, AConnectionOpenedAlongsideKeepsTheFirstOnesLocks)
{
    QTemporaryDir dir;
    const QString path = build(dir, awkwardCorpus());
    auto first = Database::open(path, Database::Access::ReadWrite);
    ASSERT_TRUE(first.ok());
    ASSERT_TRUE(first.value()
                    ->execScript(QStringLiteral("BEGIN IMMEDIATE; UPDATE events SET title_en = 'Mine' WHERE id = 2;"))
                    .ok());
    auto second = Database::openAlongside(*first.value());
    ASSERT_TRUE(second.ok()) << second.error().toStdString();
    EXPECT_EQ(second.value()->scalar("SELECT count(*) FROM events"), QStringLiteral("300"));
    EXPECT_EQ(writeFromAnotherProcess(path), 3); // still locked
    ASSERT_TRUE(first.value()->execScript(QStringLiteral("COMMIT;")).ok());
    EXPECT_EQ(writeFromAnotherProcess(path), 0);
}

// A file renamed over the path since the first connection opened is not
// read as if it were the first's.
TEST(Database, AConnectionAlongsideRefusesAnotherFileAtThePath)
{
    QTemporaryDir dir;
    const QString path = build(dir, awkwardCorpus());
    auto first = Database::open(path, Database::Access::ReadOnly);
    ASSERT_TRUE(first.ok());
    const QString other = dir.filePath(QStringLiteral("other.sqlite"));
    ASSERT_TRUE(QFile::copy(path, other));
    ASSERT_EQ(::rename(QFile::encodeName(other).constData(), QFile::encodeName(path).constData()), 0);
    auto second = Database::openAlongside(*first.value());
    ASSERT_FALSE(second.ok());
    EXPECT_TRUE(second.error().contains(QStringLiteral("no longer the file"))) << second.error().toStdString();
}
