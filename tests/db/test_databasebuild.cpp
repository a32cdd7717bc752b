// A database built in steps (db/databasebuild.h): the texts indexed while the
// rest of a folder is read, the rows after; nothing left behind unless finished.
#include "../qtprint.h"

#include <core/syntheticfolder.h>
#include <db/conflictlist.h>
#include <db/corpusloader.h>
#include <db/database.h>
#include <db/databasebuild.h>
#include <db/search.h>
#include <db/store.h>
#include <db/userdata.h>

#include <gtest/gtest.h>

#include <QDir>
#include <QFileInfo>
#include <QTemporaryDir>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <thread>

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
            auto r = search(*db.value(), a.quote().left(12));
            if (!r)
                return {r.error()};
            for (const SearchHit &h : r->passages)
                found << h.id + u'@' + QString::number(h.position);
        }
    found.sort();
    return found;
}

// The bundled corpus, read once for these tests.
const LoadedCorpus &bundled()
{
    static const LoadedCorpus loaded = loadCorpusFolder(bundledCorpusPath());
    return loaded;
}

// A build of the bundled corpus begun in a temporary folder.
struct BundledBuild
{
    explicit BundledBuild(const QString &name = QStringLiteral("t.sqlite"))
        : target(dir.filePath(name))
        , build(DatabaseBuild::begin(target, false))
    { }
    QTemporaryDir dir;
    const LoadedCorpus &loaded = bundled();
    QString target;
    Result<std::unique_ptr<DatabaseBuild>> build;
};

// A copy of the bundled corpus folder in `dir`, to be changed.
QString copyOfBundled(const QTemporaryDir &dir)
{
    QString folder = dir.filePath(QStringLiteral("corpus"));
    QDir().mkpath(folder);
    const QDir from(bundledCorpusPath());
    for (const QString &name : from.entryList(QDir::Files))
        if (!QFile::copy(from.filePath(name), folder + u'/' + name))
            return {};
    return folder;
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
        copy->textFiles = texts.textFiles;
        build.value()->indexTexts(copy->corpus.sources, [copy](qsizetype i) { return copy->text(i); });
    };
    const LoadedCorpus loaded = loadCorpusFolder(folder, {}, LoadedTexts::OnDisk, hook);
    ASSERT_TRUE(loaded.ok());
    EXPECT_EQ(calls, 1);
    EXPECT_EQ(eventsWhenCalled, 0);
    QList<qint64> told;
    qint64 toldTotal = -1;
    ASSERT_TRUE(build.value()
                    ->finish(
                        loaded.corpus, [&](qsizetype i) { return loaded.text(i); },
                        [&](const QString &step, qint64 done, qint64 total) {
                            EXPECT_EQ(step, QStringLiteral("texts"));
                            told << done;
                            toldTotal = total;
                        })
                    .ok());
    // Where the texts stood when finish() began, then each one after: the last is all of them.
    ASSERT_FALSE(told.isEmpty());
    EXPECT_EQ(toldTotal, loaded.corpus.sources.size());
    EXPECT_EQ(told.last(), loaded.corpus.sources.size());
    EXPECT_TRUE(std::is_sorted(told.begin(), told.end()));
    build.value().reset();

    auto a = Database::open(once, Database::Access::ReadOnly);
    auto b = Database::open(steps, Database::Access::ReadOnly);
    ASSERT_TRUE(a.ok() && b.ok());
    for (const char *sql : {"SELECT count(*) FROM passages", "SELECT total(byte_end - byte_start) FROM passages",
             "SELECT total(end - start) FROM passages", "SELECT count(*) FROM events", "SELECT count(*) FROM accounts",
             "SELECT total(length(body)) FROM sources"})
        EXPECT_EQ(a.value()->scalar(sql), b.value()->scalar(sql)) << sql;
    EXPECT_GT(b.value()->scalar("SELECT count(*) FROM passages").toInt(), 0);
    const CheckReport report = checkDatabase(*b.value());
    EXPECT_TRUE(report.ok()) << report.searchProblems.join(u"\n").toStdString()
                             << report.contentProblems.join(u"\n").toStdString();
    const QStringList found = passagesFound(steps, loaded.corpus);
    EXPECT_FALSE(found.isEmpty());
    EXPECT_EQ(found, passagesFound(once, whole.corpus));
    // The index keeps FTS5's usual merges for later edits, without a crisis
    // merge of the build's large segments, and the build's hash size is gone.
    for (const char *table : {"search_events", "search_names", "search_passages", "search_pairs"}) {
        auto setting = [&](const char *k) {
            return b.value()
                ->scalar(QStringLiteral("SELECT v FROM %1_config WHERE k = '%2'")
                             .arg(QLatin1String(table), QLatin1String(k))
                             .toUtf8()
                             .constData())
                .toInt();
        };
        EXPECT_EQ(setting("automerge"), 4) << table;
        EXPECT_EQ(setting("crisismerge"), 64) << table;
        EXPECT_EQ(setting("hashsize"), 1048576) << table;
    }
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
        = loadCorpusFolder(dir.filePath(QStringLiteral("c")), {}, LoadedTexts::OnDisk, [&](auto &) { ++calls; });
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
    BundledBuild f;
    ASSERT_TRUE(f.loaded.ok() && f.build.ok());
    QList<Source> fewer = f.loaded.corpus.sources;
    fewer.removeLast();
    f.build.value()->indexTexts(fewer, [&](qsizetype i) { return fewer[i].text; });
    const Status s = f.build.value()->finish(f.loaded.corpus, {});
    EXPECT_FALSE(s.ok());
    f.build.value().reset();
    EXPECT_TRUE(filesIn(f.dir).isEmpty()) << filesIn(f.dir).join(u" ").toStdString();
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

TEST(DatabaseBuild, ATextChangedAfterItWasCheckedIsRefusedAndNothingIsWritten)
{
    QTemporaryDir dir;
    const QString folder = copyOfBundled(dir);
    ASSERT_FALSE(folder.isEmpty());
    const LoadedCorpus loaded = loadCorpusFolder(folder, {}, LoadedTexts::OnDisk);
    ASSERT_TRUE(loaded.ok());
    ASSERT_FALSE(loaded.textFiles.isEmpty());
    EXPECT_TRUE(loaded.corpus.sources.first().text.isEmpty()); // left on disk
    // Read again as it was checked.
    const auto before = loaded.text(0);
    ASSERT_TRUE(before.ok()) << before.error().toStdString();
    EXPECT_GT(before.value().size(), 100);

    // The same length, one letter changed: refused, by file name.
    const QString file = folder + u'/' + loaded.corpus.sources.first().file;
    QFile f(file);
    ASSERT_TRUE(f.open(QIODevice::ReadWrite));
    QByteArray bytes = f.readAll();
    const QByteArray stop = QStringLiteral("。").toUtf8(), bang = QStringLiteral("！").toUtf8();
    const qsizetype at = bytes.indexOf(stop);
    ASSERT_GE(at, 0);
    bytes.replace(at, stop.size(), bang); // as many bytes
    ASSERT_TRUE(f.seek(0));
    ASSERT_EQ(f.write(bytes), bytes.size());
    f.close();
    const auto after = loaded.text(0);
    ASSERT_FALSE(after.ok());
    EXPECT_TRUE(after.error().contains(loaded.corpus.sources.first().file)) << after.error().toStdString();

    const QString target = dir.filePath(QStringLiteral("t.sqlite"));
    const Status built = buildDatabase(loaded.corpus, target, false, [&](qsizetype i) { return loaded.text(i); });
    EXPECT_FALSE(built.ok());
    EXPECT_FALSE(QFile::exists(target));
    EXPECT_EQ(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden), QStringList {});
}

// corpus.json is read once whole (checked, cut into events), then its events
// again from the file: a file changed in between is refused, not half-read.
TEST(DatabaseBuild, ACorpusDescriptionChangedWhileItsEventsAreReadIsRefused)
{
    QTemporaryDir dir;
    const QString folder = copyOfBundled(dir);
    ASSERT_FALSE(folder.isEmpty());
    const QString json = folder + QStringLiteral("/corpus.json");
    QFile::setPermissions(json, QFile::ReadOwner | QFile::WriteOwner);
    // Unchanged: read as before, every event.
    const LoadedCorpus plain = loadCorpusFolder(folder, {}, LoadedTexts::OnDisk);
    ASSERT_TRUE(plain.ok());
    ASSERT_GT(plain.corpus.events.size(), 10);

    // Changed by as many bytes, after the first reading (the hook runs
    // before the events are read): one event's summary loses a letter.
    auto change = [&](const LoadedCorpus &) {
        QFile f(json);
        ASSERT_TRUE(f.open(QIODevice::ReadWrite));
        QByteArray bytes = f.readAll();
        const qsizetype at = bytes.lastIndexOf("\"summary_en\": \"");
        ASSERT_GE(at, 0);
        bytes[at + 16] = bytes[at + 16] == 'x' ? 'y' : 'x';
        ASSERT_TRUE(f.seek(0));
        ASSERT_EQ(f.write(bytes), bytes.size());
    };
    const LoadedCorpus changed = loadCorpusFolder(folder, {}, LoadedTexts::OnDisk, change);
    ASSERT_FALSE(changed.ok());
    bool named = false;
    for (const CorpusProblem &p : changed.problems)
        named = named || (p.file == u"corpus.json" && p.message.contains(QStringLiteral("changed while it was read")));
    EXPECT_TRUE(named) << changed.problems.first().toString().toStdString();
}

// The events read again from corpus.json a block at a time: however the
// blocks fall (inside an event, between two, on a separator), every event is
// read as from the whole file.
TEST(DatabaseBuild, EventsReadAgainFromTheFileAreTheSameWhateverTheBlockSize)
{
    const LoadedCorpus whole = loadCorpusFolder(bundledCorpusPath());
    ASSERT_TRUE(whole.ok());
    for (qint64 block : {1, 2, 3, 5, 64, 333, 4096}) {
        setDescriptionReadBlockForTests(block);
        const LoadedCorpus loaded = loadCorpusFolder(bundledCorpusPath());
        setDescriptionReadBlockForTests(0);
        ASSERT_TRUE(loaded.ok()) << block << ": " << loaded.problems.first().toString().toStdString();
        ASSERT_EQ(loaded.corpus.events.size(), whole.corpus.events.size()) << block;
        for (qsizetype i = 0; i < whole.corpus.events.size(); ++i) {
            const Event &a = loaded.corpus.events[i], &b = whole.corpus.events[i];
            ASSERT_EQ(a.id, b.id) << block;
            EXPECT_EQ(a.summaryEn(), b.summaryEn()) << block;
            EXPECT_EQ(a.titles, b.titles) << block;
            ASSERT_EQ(a.accounts.size(), b.accounts.size()) << block;
            for (qsizetype k = 0; k < a.accounts.size(); ++k)
                EXPECT_EQ(a.accounts[k].quote(), b.accounts[k].quote()) << block;
        }
    }
}

// Texts slower to index than the rows are to write: the rows' thread writes
// the events' index into the database itself, and only the texts' index is
// copied in. Everything is found as from a build that did it the other way.
TEST(DatabaseBuild, TheEventsIndexGoesToWhicheverThreadIsFreeFirst)
{
    BundledBuild f(QStringLiteral("slow.sqlite"));
    ASSERT_TRUE(f.loaded.ok() && f.build.ok());
    f.build.value()->indexTexts(f.loaded.corpus.sources, [&](qsizetype i) {
        if (i == 0) // the first text waits until the rows have had their time
            std::this_thread::sleep_for(std::chrono::milliseconds(1500));
        return Result<QString>(f.loaded.corpus.sources[i].text);
    });
    ASSERT_TRUE(f.build.value()->finish(f.loaded.corpus, {}).ok());
    f.build.value().reset();

    const QString reference = f.dir.filePath(QStringLiteral("ref.sqlite"));
    ASSERT_TRUE(buildDatabase(f.loaded.corpus, reference, false).ok());
    auto db = Database::open(f.target, Database::Access::ReadOnly);
    auto ref = Database::open(reference, Database::Access::ReadOnly);
    ASSERT_TRUE(db.ok() && ref.ok());
    const CheckReport report = checkDatabase(*db.value());
    EXPECT_TRUE(report.ok()) << report.searchProblems.join(u"\n").toStdString();
    for (const QString &query : {QStringLiteral("Fontainebleau"), QStringLiteral("枫丹白露"), QStringLiteral("Elba"),
             QStringLiteral("圣赫勒拿"), QStringLiteral("abdicere")}) {
        auto a = search(*db.value(), query);
        auto b = search(*ref.value(), query);
        ASSERT_TRUE(a.ok() && b.ok());
        EXPECT_GT(a->total(), 0) << query.toStdString();
        EXPECT_EQ(a->events.size(), b->events.size()) << query.toStdString();
        EXPECT_EQ(a->places.size(), b->places.size()) << query.toStdString();
        EXPECT_EQ(a->passages.size(), b->passages.size()) << query.toStdString();
    }
    for (const char *table : {"search_events", "search_passages", "search_pairs"})
        EXPECT_EQ(db.value()
                      ->scalar(QStringLiteral("SELECT v FROM %1_config WHERE k = 'automerge'")
                                   .arg(QLatin1String(table))
                                   .toUtf8()
                                   .constData())
                      .toInt(),
            4)
            << table;
}

namespace {

// The conflict list a build of the bundled corpus stored, as lines; empty
// when it is not current.
QStringList storedConflicts(const QString &path)
{
    auto db = Database::open(path, Database::Access::ReadOnly);
    EXPECT_TRUE(db.ok());
    if (!db)
        return {};
    const CheckReport report = checkDatabase(*db.value());
    EXPECT_TRUE(report.ok()) << report.conflictProblems.join(u"\n").toStdString();
    auto stored = StoredConflictList::openIfCurrent(*db.value());
    EXPECT_TRUE(stored.ok());
    QStringList lines;
    if (!stored || !stored.value())
        return lines;
    Conflict c;
    while (stored.value()->next(&c))
        lines << c.eventId + u' ' + c.explanation;
    return lines;
}

} // namespace

// The conflict list is found in the corpus by the scratch thread when the
// rows take longer than the texts (it is copied in), by the rows' thread
// otherwise: the same list either way, current, and what the rows give.
TEST(DatabaseBuild, TheConflictListGoesToWhicheverThreadIsFreeFirst)
{
    QStringList lists[2];
    for (const bool rowsSlow : {true, false}) {
        BundledBuild f;
        ASSERT_TRUE(f.loaded.ok() && f.build.ok());
        const auto rowsThread = std::this_thread::get_id();
        f.build.value()->indexTexts(f.loaded.corpus.sources, [&](qsizetype i) {
            // The rows read the texts too (the sources' rows hold them).
            if (i == 0 && (std::this_thread::get_id() == rowsThread) == rowsSlow)
                std::this_thread::sleep_for(std::chrono::milliseconds(1500));
            return Result<QString>(f.loaded.corpus.sources[i].text);
        });
        const auto textOf = [&](qsizetype i) {
            if (i == 0 && rowsSlow && std::this_thread::get_id() == rowsThread)
                std::this_thread::sleep_for(std::chrono::milliseconds(1500));
            return Result<QString>(f.loaded.corpus.sources[i].text);
        };
        ASSERT_TRUE(f.build.value()->finish(f.loaded.corpus, textOf).ok());
        EXPECT_EQ(f.build.value()->conflictListFoundBeside(), rowsSlow);
        f.build.value().reset();
        lists[rowsSlow] = storedConflicts(f.target);
        EXPECT_GT(lists[rowsSlow].size(), 10);
    }
    EXPECT_EQ(lists[0], lists[1]);
}

// begin() refuses a file that is there; one that appears while the folder is
// read and written (minutes at a million events) is not replaced either.
TEST(DatabaseBuild, AFileThatAppearsMeanwhileIsNotReplacedWithoutBeingAsked)
{
    BundledBuild f;
    ASSERT_TRUE(f.loaded.ok() && f.build.ok());
    QFile mine(f.target);
    ASSERT_TRUE(mine.open(QIODevice::WriteOnly));
    mine.write("made meanwhile");
    mine.close();
    const Status s = f.build.value()->finish(f.loaded.corpus, {});
    EXPECT_FALSE(s.ok());
    EXPECT_TRUE(s.error().contains(QStringLiteral("--replace"))) << s.error().toStdString();
    f.build.value().reset();
    ASSERT_TRUE(mine.open(QIODevice::ReadOnly));
    EXPECT_EQ(mine.readAll(), QByteArray("made meanwhile"));
    EXPECT_EQ(filesIn(f.dir), QStringList {QStringLiteral("t.sqlite")});

    mine.close();
    // Asked to replace a file that is not a database (a mistyped --db):
    // refused, untouched.
    auto mistyped = DatabaseBuild::begin(f.target, true);
    ASSERT_FALSE(mistyped.ok());
    EXPECT_TRUE(mistyped.error().contains(QStringLiteral("not a database"))) << mistyped.error().toStdString();
    ASSERT_TRUE(mine.open(QIODevice::ReadOnly));
    EXPECT_EQ(mine.readAll(), QByteArray("made meanwhile"));
    mine.close();
    // Asked to replace a database: replaced.
    ASSERT_TRUE(QFile::remove(f.target));
    ASSERT_TRUE(Database::create(f.target).ok());
    auto again = DatabaseBuild::begin(f.target, true);
    ASSERT_TRUE(again.ok());
    ASSERT_TRUE(again.value()->finish(f.loaded.corpus, {}).ok());
    auto db = Database::open(f.target, Database::Access::ReadOnly);
    ASSERT_TRUE(db.ok());
    EXPECT_EQ(db.value()->scalar("SELECT count(*) FROM events").toInt(), f.loaded.corpus.events.size());
}

// A database replaced (import --replace, a CSV's rows) may hold edits that
// what replaces it lacks: it is kept, byte for byte, under a name of its
// own, and a later replacement keeps the next one beside it, never over it.
TEST(DatabaseBuild, TheDatabaseItReplacesIsKept)
{
    BundledBuild f;
    ASSERT_TRUE(f.loaded.ok() && f.build.ok());
    ASSERT_TRUE(f.build.value()->finish(f.loaded.corpus, {}).ok());
    EXPECT_TRUE(f.build.value()->replacedKeptAs().isEmpty()); // nothing was there
    {
        auto db = Database::open(f.target, Database::Access::ReadWrite);
        ASSERT_TRUE(db.ok());
        ASSERT_TRUE(
            db.value()->execScript(QStringLiteral("UPDATE corpus_info SET value = 'edited' WHERE key = 'title';")));
    }
    const auto bytesOf = [](const QString &path) {
        QFile file(path);
        return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
    };
    const QByteArray edited = bytesOf(f.target);
    for (const char *kept : {"t.sqlite.bak", "t.sqlite.1.bak"}) {
        auto again = DatabaseBuild::begin(f.target, true);
        ASSERT_TRUE(again.ok());
        ASSERT_TRUE(again.value()->finish(f.loaded.corpus, {}).ok());
        EXPECT_EQ(again.value()->replacedKeptAs(), f.dir.filePath(QLatin1String(kept)));
    }
    EXPECT_EQ(bytesOf(f.dir.filePath(QStringLiteral("t.sqlite.bak"))), edited);
    EXPECT_NE(bytesOf(f.target), edited);
    auto kept = Database::open(f.dir.filePath(QStringLiteral("t.sqlite.bak")), Database::Access::ReadOnly);
    ASSERT_TRUE(kept.ok()) << kept.error().toStdString();
    EXPECT_EQ(kept.value()->scalar("SELECT value FROM corpus_info WHERE key = 'title'"), QStringLiteral("edited"));
    EXPECT_EQ(filesIn(f.dir),
        (QStringList {QStringLiteral("t.sqlite"), QStringLiteral("t.sqlite.1.bak"), QStringLiteral("t.sqlite.bak")}));
}

// Reached through a symbolic link, the database itself is kept (not a
// second link); a "%2" in its name stays in the backup's; and a database
// with a change left unfinished beside it (a journal) is not replaced, as
// the new file would take the change on and the copy would lack it.
TEST(DatabaseBuild, TheDatabaseKeptIsTheOneReplacedAndWhole)
{
    BundledBuild f(QStringLiteral("a%2b.sqlite"));
    ASSERT_TRUE(f.loaded.ok() && f.build.ok());
    ASSERT_TRUE(f.build.value()->finish(f.loaded.corpus, {}).ok());
    const QString link = f.dir.filePath(QStringLiteral("link.sqlite"));
    ASSERT_TRUE(QFile::link(f.target, link));
    auto viaLink = DatabaseBuild::begin(link, true);
    ASSERT_TRUE(viaLink.ok()) << viaLink.error().toStdString();
    ASSERT_TRUE(viaLink.value()->finish(f.loaded.corpus, {}).ok());
    const QFileInfo kept(viaLink.value()->replacedKeptAs());
    EXPECT_EQ(kept.fileName(), QStringLiteral("link.sqlite.bak"));
    EXPECT_FALSE(kept.isSymLink());
    EXPECT_TRUE(Database::open(kept.filePath(), Database::Access::ReadOnly).ok());

    for (const char *first : {"", "a%2b.sqlite.bak"}) {
        auto again = DatabaseBuild::begin(f.target, true);
        ASSERT_TRUE(again.ok());
        ASSERT_TRUE(again.value()->finish(f.loaded.corpus, {}).ok());
        if (*first)
            EXPECT_EQ(again.value()->replacedKeptAs(), f.dir.filePath(QStringLiteral("a%2b.sqlite.1.bak")));
        else
            EXPECT_EQ(again.value()->replacedKeptAs(), f.dir.filePath(QStringLiteral("a%2b.sqlite.bak")));
    }

    QFile journal(f.target + QStringLiteral("-journal"));
    ASSERT_TRUE(journal.open(QIODevice::WriteOnly));
    journal.write("an unfinished change");
    journal.close();
    const QStringList before = filesIn(f.dir);
    auto refused = DatabaseBuild::begin(f.target, true);
    ASSERT_FALSE(refused.ok());
    EXPECT_TRUE(refused.error().contains(QStringLiteral("unfinished"))) << refused.error().toStdString();
    EXPECT_EQ(filesIn(f.dir), before);
}

// The build writes with CHECK constraints off (kBuildPragmas): what it
// writes must still satisfy them. SQLite verifies them in integrity_check
// only on a connection that may write (it leaves them out of a read-only
// schema), so the test checks on one, and makes sure it would see a row
// that breaks one.
TEST(DatabaseBuild, WhatItWritesSatisfiesTheSchemasChecks)
{
    QTemporaryDir dir;
    SyntheticFolderSpec spec; // long texts cut into many passages, dated accounts, places
    spec.corpus.events = 2000;
    spec.corpus.sources = 5;
    spec.corpus.places = 30;
    spec.textChars = 40000;
    const QString generated = dir.filePath(QStringLiteral("generated"));
    ASSERT_TRUE(writeSyntheticFolder(spec, generated).ok());
    for (const QString &folder : {bundledCorpusPath(), generated}) {
        SCOPED_TRACE(folder.toStdString());
        const LoadedCorpus loaded = loadCorpusFolder(folder);
        ASSERT_TRUE(loaded.ok());
        const QString path = dir.filePath(QFileInfo(folder).fileName() + QStringLiteral(".sqlite"));
        ASSERT_TRUE(buildDatabase(loaded.corpus, path, false).ok());
        auto db = Database::open(path, Database::Access::ReadWrite);
        ASSERT_TRUE(db.ok());
        EXPECT_EQ(db.value()->scalar("PRAGMA integrity_check"), QStringLiteral("ok"));
        ASSERT_TRUE(db.value()
                        ->execScript(QStringLiteral("PRAGMA ignore_check_constraints = ON;"
                                                    "UPDATE accounts SET anchor = 'nowhere' WHERE id = 1;"
                                                    "PRAGMA ignore_check_constraints = OFF;"))
                        .ok());
        EXPECT_TRUE(db.value()->scalar("PRAGMA integrity_check").contains(QStringLiteral("CHECK constraint failed")));
    }
}

// `parallax check` reads through a read-only connection, whose
// integrity_check leaves CHECK constraints out: checkDatabase() asks each
// table's itself, so a row that breaks one (here an anchor no reading
// rejects, and a route's mode) is reported, once, on either kind of
// connection; a database that keeps them all reports nothing.
TEST(DatabaseBuild, CheckNamesARowThatBreaksAConstraintOnAReadOnlyConnection)
{
    QTemporaryDir dir;
    const LoadedCorpus loaded = loadCorpusFolder(bundledCorpusPath());
    ASSERT_TRUE(loaded.ok());
    const QString path = dir.filePath(QStringLiteral("b.sqlite"));
    ASSERT_TRUE(buildDatabase(loaded.corpus, path, false).ok());
    {
        auto db = Database::open(path, Database::Access::ReadOnly);
        ASSERT_TRUE(db.ok());
        const CheckReport clean = checkDatabase(*db.value());
        EXPECT_TRUE(clean.ok()) << clean.contentProblems.join(u'\n').toStdString();
    }
    {
        auto db = Database::open(path, Database::Access::ReadWrite);
        ASSERT_TRUE(db.ok());
        ASSERT_TRUE(db.value()
                        ->execScript(QStringLiteral("PRAGMA ignore_check_constraints = ON;"
                                                    "UPDATE accounts SET anchor = 'nowhere' WHERE id = 1;"
                                                    "UPDATE route_legs SET mode = 'air' WHERE seq = 1;"
                                                    "PRAGMA ignore_check_constraints = OFF;"))
                        .ok());
    }
    for (const auto access : {Database::Access::ReadOnly, Database::Access::ReadWrite}) {
        auto db = Database::open(path, access);
        ASSERT_TRUE(db.ok());
        const CheckReport r = checkDatabase(*db.value());
        EXPECT_FALSE(r.ok());
        const QString all = r.integrity + u'\n' + r.contentProblems.join(u'\n');
        EXPECT_TRUE(all.contains(QStringLiteral("CHECK constraint failed in accounts"))
            || all.contains(QStringLiteral("accounts: 1 row(s) break its rule CHECK (anchor IN ('exact', 'moved', "
                                           "'fuzzy', 'orphaned'))")))
            << all.toStdString();
        EXPECT_TRUE(all.contains(QStringLiteral("CHECK constraint failed in route_legs"))
            || all.contains(QStringLiteral("route_legs: 1 row(s) break its rule CHECK (mode IN ('land', 'sea'))")))
            << all.toStdString();
        EXPECT_EQ(all.count(QStringLiteral("anchor IN")), access == Database::Access::ReadOnly ? 1 : 0)
            << all.toStdString();
    }
}
