// A database built in steps (db/databasebuild.h): the texts indexed while the
// rest of a folder is read, the rows after; nothing left behind unless finished.
#include "../qtprint.h"

#include <db/corpusloader.h>
#include <db/database.h>
#include <db/databasebuild.h>
#include <db/search.h>
#include <db/store.h>
#include <db/userdata.h>

#include <gtest/gtest.h>

#include <QDir>
#include <QTemporaryDir>

#include <atomic>

using namespace parallax;
using namespace parallax::db;

namespace {

QStringList filesIn(const QTemporaryDir &dir)
{
    return QDir(dir.path()).entryList(QDir::Files | QDir::Hidden);
}

// The passages each source's first quote is found in, by a search for it.
QStringList passagesFound(const QString &path, const Corpus &c)
{
    auto db = Database::open(path, Database::Access::ReadOnly);
    if (!db)
        return {db.error()};
    QStringList found;
    for (const Event &e : c.events)
        for (const Account &a : e.accounts) {
            auto r = search(*db.value(), a.quote.left(12));
            if (!r)
                return {r.error()};
            for (const SearchHit &h : r->passages)
                found << h.id + u'@' + QString::number(h.position);
        }
    found.sort();
    return found;
}

} // namespace

TEST(DatabaseBuild, TextsIndexedWhileTheEventsAreReadGiveTheSameDatabase)
{
    QTemporaryDir dir;
    const QString folder = bundledCorpusPath();
    // At once, as tests and the window's userdata build it.
    const LoadedCorpus whole = loadCorpusFolder(folder);
    ASSERT_TRUE(whole.ok());
    const QString once = dir.filePath(QStringLiteral("once.sqlite"));
    ASSERT_TRUE(buildDatabase(whole.corpus, once, false).ok());

    // As `parallax import` does: the texts start when they are read, before
    // any event is (the hook sees the sources and no event).
    const QString steps = dir.filePath(QStringLiteral("steps.sqlite"));
    auto build = DatabaseBuild::begin(steps, false);
    ASSERT_TRUE(build.ok()) << build.error().toStdString();
    int calls = 0;
    qsizetype eventsWhenCalled = -1;
    auto hook = [&](const LoadedCorpus &texts) {
        ++calls;
        eventsWhenCalled = texts.corpus.events.size();
        auto copy = std::make_shared<LoadedCorpus>();
        copy->corpus.sources = texts.corpus.sources;
        copy->utf8Texts = texts.utf8Texts;
        build.value()->indexTexts(copy->corpus.sources, [copy](qsizetype i) { return copy->text(i); });
    };
    const LoadedCorpus loaded = loadCorpusFolder(folder, {}, LoadedTexts::Utf8Aside, hook);
    ASSERT_TRUE(loaded.ok());
    EXPECT_EQ(calls, 1);
    EXPECT_EQ(eventsWhenCalled, 0);
    ASSERT_TRUE(build.value()->finish(loaded.corpus, [&](qsizetype i) { return loaded.text(i); }).ok());
    build.value().reset();

    auto a = Database::open(once, Database::Access::ReadOnly);
    auto b = Database::open(steps, Database::Access::ReadOnly);
    ASSERT_TRUE(a.ok() && b.ok());
    for (const char *sql : {"SELECT count(*) FROM passages", "SELECT total(length(body)) FROM passages",
             "SELECT count(*) FROM events", "SELECT count(*) FROM accounts", "SELECT total(length(body)) FROM sources"})
        EXPECT_EQ(a.value()->scalar(sql), b.value()->scalar(sql)) << sql;
    EXPECT_GT(b.value()->scalar("SELECT count(*) FROM passages").toInt(), 0);
    const CheckReport report = checkDatabase(*b.value());
    EXPECT_TRUE(report.ok()) << report.searchProblems.join(u"\n").toStdString()
                             << report.contentProblems.join(u"\n").toStdString();
    const QStringList found = passagesFound(steps, loaded.corpus);
    EXPECT_FALSE(found.isEmpty());
    EXPECT_EQ(found, passagesFound(once, whole.corpus));
    // The build's settings for bulk indexing came with the index.
    EXPECT_EQ(b.value()->scalar("SELECT v FROM search_passages_config WHERE k = 'crisismerge'").toInt(), 64);
}

TEST(DatabaseBuild, ASourceWithAProblemStartsNoIndexing)
{
    QTemporaryDir dir;
    ASSERT_TRUE(QDir().mkpath(dir.filePath(QStringLiteral("c"))));
    QFile json(dir.filePath(QStringLiteral("c/corpus.json")));
    ASSERT_TRUE(json.open(QIODevice::WriteOnly));
    json.write(R"({"id": "x", "title": "X", "sources": [{"id": "s", "file": "missing.txt", "title": "S",
        "language": "en"}], "places": [], "events": []})");
    json.close();
    int calls = 0;
    const LoadedCorpus loaded
        = loadCorpusFolder(dir.filePath(QStringLiteral("c")), {}, LoadedTexts::Utf8Aside, [&](auto &) { ++calls; });
    EXPECT_FALSE(loaded.ok());
    EXPECT_EQ(calls, 0);
}

TEST(DatabaseBuild, ABuildDroppedWhileItsTextsAreIndexedLeavesNothing)
{
    QTemporaryDir dir;
    const QString target = dir.filePath(QStringLiteral("t.sqlite"));
    QList<Source> sources;
    for (int i = 0; i < 40; ++i) {
        Source s;
        s.id = QStringLiteral("s%1").arg(i);
        sources << s;
    }
    std::atomic<int> asked {0};
    {
        auto build = DatabaseBuild::begin(target, false);
        ASSERT_TRUE(build.ok());
        EXPECT_FALSE(filesIn(dir).isEmpty()); // the temporary files, beside the target
        build.value()->indexTexts(sources, [&](qsizetype) {
            ++asked;
            return QStringLiteral("A sentence about nothing in particular. ").repeated(20000);
        });
        while (asked == 0)
            std::this_thread::yield();
    } // dropped: stops at the next text
    EXPECT_LT(asked.load(), 40);
    EXPECT_TRUE(filesIn(dir).isEmpty()) << filesIn(dir).join(u" ").toStdString();
}

TEST(DatabaseBuild, RefusesToFinishWithOtherSourcesThanItIndexed)
{
    QTemporaryDir dir;
    const LoadedCorpus loaded = loadCorpusFolder(bundledCorpusPath());
    ASSERT_TRUE(loaded.ok());
    const QString target = dir.filePath(QStringLiteral("t.sqlite"));
    auto build = DatabaseBuild::begin(target, false);
    ASSERT_TRUE(build.ok());
    QList<Source> fewer = loaded.corpus.sources;
    fewer.removeLast();
    build.value()->indexTexts(fewer, [&](qsizetype i) { return fewer[i].text; });
    const Status s = build.value()->finish(loaded.corpus, {});
    EXPECT_FALSE(s.ok());
    build.value().reset();
    EXPECT_TRUE(filesIn(dir).isEmpty()) << filesIn(dir).join(u" ").toStdString();
}

TEST(DatabaseBuild, AnExistingFileIsRefusedBeforeAnythingIsRead)
{
    QTemporaryDir dir;
    const QString target = dir.filePath(QStringLiteral("t.sqlite"));
    QFile f(target);
    ASSERT_TRUE(f.open(QIODevice::WriteOnly));
    f.write("mine");
    f.close();
    auto build = DatabaseBuild::begin(target, false);
    ASSERT_FALSE(build.ok());
    EXPECT_TRUE(build.error().contains(QStringLiteral("--replace"))) << build.error().toStdString();
    EXPECT_EQ(filesIn(dir), QStringList {QStringLiteral("t.sqlite")});
    ASSERT_TRUE(f.open(QIODevice::ReadOnly));
    EXPECT_EQ(f.readAll(), QByteArray("mine"));
}
