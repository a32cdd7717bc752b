// Conflicts found from the database event by event (db/conflictstream.h) are
// the detector's findings on the whole corpus, in its order (issue 17).
#include "testutil.h"

#include <core/conflicts.h>
#include <core/synthetic.h>
#include <db/conflictstream.h>
#include <db/corpusloader.h>
#include <db/database.h>
#include <db/store.h>
#include <db/userdata.h>

#include <sqlite3.h>

using namespace parallax;
using namespace parallax::db;

namespace {

QString line(const Conflict &c)
{
    return QStringLiteral("%1 %2 %3 %4 %5 %6 %7")
        .arg(severityName(c.severity), conflictKindName(c.kind), c.eventId, c.sources.join(u','), c.claims.join(u','))
        .arg(c.gap)
        .arg(c.explanation);
}

// Both ways: the detector on readCorpus(), and the stream.
std::pair<QStringList, QStringList> bothWays(const QString &path)
{
    auto db = Database::open(path, Database::Access::ReadOnly);
    EXPECT_TRUE(db.ok()) << db.error().toStdString();
    if (!db)
        return {};
    const auto whole = readCorpus(*db.value(), SourceTexts::LeftOut);
    EXPECT_TRUE(whole.ok()) << whole.error().toStdString();
    QStringList expected, streamed;
    for (const Conflict &c : detectConflicts(whole.value()))
        expected << line(c);
    auto stream = ConflictStream::open(*db.value());
    EXPECT_TRUE(stream.ok()) << stream.error().toStdString();
    if (!stream)
        return {};
    Conflict c;
    while (stream.value()->next(&c))
        streamed << line(c);
    EXPECT_TRUE(stream.value()->status().ok());
    EXPECT_EQ(stream.value()->size(), streamed.size());
    return {expected, streamed};
}

// The narrative-order notes of different sources follow each other in the
// order of a hash in the detector: compared as sets; everything else in order.
void expectSame(const std::pair<QStringList, QStringList> &both)
{
    const auto &[expected, streamed] = both;
    for (const QString &e : expected)
        EXPECT_TRUE(streamed.contains(e)) << "not streamed: " << e.toStdString();
    for (const QString &e : streamed)
        EXPECT_TRUE(expected.contains(e)) << "not found by the detector: " << e.toStdString();
    ASSERT_EQ(expected.size(), streamed.size());
    QStringList notesExpected, notesStreamed;
    for (qsizetype i = 0; i < expected.size(); ++i) {
        if (expected[i].startsWith(u"note ")) {
            notesExpected << expected[i];
            notesStreamed << streamed[i];
            continue;
        }
        ASSERT_EQ(expected[i].toStdString(), streamed[i].toStdString()) << "at " << i;
    }
    notesExpected.sort();
    notesStreamed.sort();
    EXPECT_EQ(notesExpected, notesStreamed);
}

} // namespace

TEST(ConflictStream, TheBundledCorpusGivesWhatTheDetectorGives)
{
    QTemporaryDir dir;
    const LoadedCorpus loaded = loadCorpusFolder(bundledCorpusPath());
    ASSERT_TRUE(loaded.ok());
    const QString path = dir.filePath(QStringLiteral("b.sqlite"));
    ASSERT_TRUE(buildDatabase(loaded.corpus, path, false).ok());
    const auto both = bothWays(path);
    EXPECT_GT(both.first.size(), 10);
    expectSame(both);
}

TEST(ConflictStream, ASyntheticCorpusOfManyRunsGivesWhatTheDetectorGives)
{
    QTemporaryDir dir;
    SyntheticSpec spec;
    spec.events = 40000; // more than two runs of the detector
    spec.sources = 7;
    const QString path = dir.filePath(QStringLiteral("s.sqlite"));
    ASSERT_TRUE(buildDatabase(makeSyntheticCorpus(spec), path, false).ok());
    const auto both = bothWays(path);
    EXPECT_GT(both.first.size(), 1000);
    expectSame(both);
}

TEST(ConflictStream, AnUnparsableDateIsRefused)
{
    QTemporaryDir dir;
    SyntheticSpec spec;
    spec.events = 50;
    const QString path = dir.filePath(QStringLiteral("d.sqlite"));
    ASSERT_TRUE(buildDatabase(makeSyntheticCorpus(spec), path, false).ok());
    sqlite3 *h = nullptr;
    ASSERT_EQ(sqlite3_open(QFile::encodeName(path).constData(), &h), SQLITE_OK);
    ASSERT_EQ(
        sqlite3_exec(h, "UPDATE accounts SET claimed_date = '1814-13-45' WHERE id = 3", nullptr, nullptr, nullptr),
        SQLITE_OK);
    sqlite3_close(h);
    auto db = Database::open(path, Database::Access::ReadOnly);
    ASSERT_TRUE(db.ok()) << db.error().toStdString();
    auto stream = ConflictStream::open(*db.value());
    ASSERT_FALSE(stream.ok());
    EXPECT_TRUE(stream.error().contains(QStringLiteral("does not parse"))) << stream.error().toStdString();
}
