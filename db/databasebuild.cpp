#include "databasebuild.h"

#include "conflictlist.h"
#include "corpusparts.h"
#include "durablefile.h"
#include "searchindex.h"
#include "searchpairs.h"
#include "sqlite.h"
#include "temporaries.h"

#include <sqlite3.h>

#ifdef __GLIBC__
#include <malloc.h>
#endif

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QLoggingCategory>
#include <QTemporaryFile>

#include <future>
#include <limits>
#include <string>
#include <vector>

Q_DECLARE_LOGGING_CATEGORY(lcStore)

namespace parallax::db {

namespace {

// lupdate and the running program agree on this context (db/store.cpp's).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(parallax::db::Store)
};

// Copies what a parallel build wrote in its scratch database into the main
// one. INSERT … SELECT * between tables of one definition copies records
// and index entries as they are, without re-encoding or re-indexing them
// (SQLite's transfer optimisation, which foreign key checks would disable:
// the corpus was validated before the build began). The search tables are
// contentless FTS5 tables, all of whose state lives in their _data and _idx
// tables (and their settings in _config); both databases were made by the
// same migrations, so copying those moves the whole index.
// The scratch index was written for the row ids a new database gives in
// corpus order (1, 2, 3…); that is checked before anything is copied.
// What the scratch database holds besides the passages and their trigrams.
struct ScratchParts
{
    bool searchText = false; // the events', glosses' and names' index
    bool pairs = false; // the passages' word pairs (else in the database already)
    bool conflicts = false; // the conflict list (else in the database already)
    std::int64_t pairPassages = -1; // how many passages the word pairs were written for
};

Status mergeScratch(Database &db, const Corpus &corpus, const QString &scratchPath, ScratchParts there)
{
    qsizetype accounts = 0;
    for (const Event &e : corpus.events)
        accounts += e.accounts.size();
    if (db.scalar("SELECT ifnull(max(id), 0) FROM events").toLongLong() != corpus.events.size()
        || db.scalar("SELECT ifnull(max(id), 0) FROM accounts").toLongLong() != accounts
        || db.scalar("SELECT ifnull(max(id), 0) FROM sources").toLongLong() != corpus.sources.size()
        || db.scalar("SELECT ifnull(max(id), 0) FROM places").toLongLong() != corpus.places.size()
        || db.scalar("SELECT ifnull(max(id), 0) FROM people").toLongLong() != corpus.people.size())
        return Status::failure(Tr::tr("the new database's rows are not numbered as the search index expects"));
    if (Status s = db.execScript(QStringLiteral("PRAGMA foreign_keys = OFF;")); !s)
        return s;
    // FTS5's own tables are written directly here: allowed unless the
    // connection is in defensive mode, which some builds switch on by default.
    sqlite3_db_config(db.handle(), SQLITE_DBCONFIG_DEFENSIVE, 0, nullptr);
    {
        auto attach = Statement::prepare(db.handle(), "ATTACH DATABASE ?1 AS scratch");
        if (!attach)
            return Status::failure(Tr::tr("cannot open the scratch database: %1").arg(attach.error()));
        attach.value().bind(1, scratchPath);
        if (!attach.value().exec())
            return Status::failure(Tr::tr("cannot open the scratch database: %1").arg(attach.value().error()));
    }
    auto failed = [&](const QString &why) {
        (void)db.execScript(QStringLiteral("ROLLBACK; DETACH DATABASE scratch;"));
        return Status::failure(Tr::tr("putting the database together failed: %1").arg(why));
    };
    if (db.scalar("SELECT count(*) || ' ' || ifnull(max(id), 0) FROM scratch.passages")
        != QStringLiteral("%1 %1").arg(there.pairPassages))
        return failed(Tr::tr("the word pairs were written for other passages than the texts' index holds"));
    QString sql = QStringLiteral("BEGIN IMMEDIATE;"
                                 "INSERT INTO main.passages SELECT * FROM scratch.passages;");
    QStringList tables {QStringLiteral("search_passages")};
    if (there.pairs)
        tables << QStringLiteral("search_pairs");
    if (there.searchText)
        tables << QStringLiteral("search_events") << QStringLiteral("search_names");
    const auto copy = [&sql](const QString &table) {
        sql += QStringLiteral("DELETE FROM main.%1; INSERT INTO main.%1 SELECT * FROM scratch.%1;").arg(table);
    };
    for (const QString &table : std::as_const(tables))
        for (const char *shadow : {"_data", "_idx", "_config"})
            copy(table + QLatin1String(shadow));
    if (there.conflicts)
        for (const char *table : {"conflict_list", "conflict_list_state"})
            copy(QLatin1String(table));
    sql += QStringLiteral("COMMIT; DETACH DATABASE scratch; PRAGMA foreign_keys = ON;");
    if (Status s = db.execScript(sql); !s)
        return failed(s.error());
    return success();
}

// A unique temporary name beside the target, so that the final rename is
// atomic on one file system. The name is reserved, then left free for SQLite.
Result<QString> reserveTemporaryName(const QString &path)
{
    QTemporaryFile reserve(temporaryTemplate(path));
    reserve.setAutoRemove(false);
    if (!reserve.open())
        return Result<QString>::failure(
            Tr::tr("cannot write in %1: %2").arg(QFileInfo(path).absolutePath(), reserve.errorString()));
    const QString name = reserve.fileName();
    reserve.close();
    QFile::remove(name);
    return name;
}

QString indexSettings(const QString &values)
{
    QString sql;
    for (const char *table : {"search_events", "search_names", "search_passages", "search_pairs"})
        sql += QStringLiteral("INSERT INTO %1(%1, rank) VALUES %2;").arg(QLatin1String(table), values);
    return sql;
}

// The temporary files are ours alone until the rename: no need to sync
// each step. A crash leaves only temporary files that are never used, so
// the build needs no rollback journal either. 64 MB of page cache each:
// more only costs fresh memory, which is slow to come by on virtual machines
// (measured: 400 MB made a 1M import 2 s slower). The schema's CHECK
// constraints repeat what the corpus's validation and the writer already
// ensure (quotes located, passages not empty, a known importance, the
// default anchor); one of them, an IN list, made SQLite build a temporary
// table for every account written (measured: a million events' rows 11.2 →
// 8.3 s). A test checks a built database against them.
const char *const kBuildPragmas = "PRAGMA synchronous = OFF; PRAGMA journal_mode = OFF; PRAGMA cache_size = -64000; "
                                  "PRAGMA foreign_keys = OFF; PRAGMA ignore_check_constraints = ON;";

// FTS5 keeps 1 MB of new index in memory before it writes a segment, and
// merges every 4 segments of a level: for a million events' 790 MB of texts
// that merged the same data over and over (260 s of one core). 64 MB, and
// merges only from 16 segments, index them in about a third of that.
QString bulkIndexing()
{
    return indexSettings(QStringLiteral("('hashsize', 67108864), ('automerge', 16), ('crisismerge', 64)"));
}

// What the built database keeps for the edits made in it later (the settings
// are copied with the index, its %_config tables): FTS5's usual merges every
// 4 segments, or an edit's small segments pile up and slow every search
// (measured: adding a citation at 1M, 13 → 16 ms); but no crisis merge
// before 64, since a level may hold up to 15 of the build's large segments,
// and FTS5's default (16) would merge them all, gigabytes, in one edit.
QString settledIndexing()
{
    return indexSettings(QStringLiteral("('hashsize', 1048576), ('automerge', 4), ('crisismerge', 64)"));
}

// The passages of every source's text, in one transaction; stops with a
// failure at the next text once `stop` is set.
Status indexPassages(Database &db, qsizetype sources, const SourceTextOf &textOf, const std::atomic<bool> &stop,
    const std::function<void(qint64 done)> &indexed)
{
    Transaction tx(db);
    if (!tx.isActive())
        return Status::failure(Tr::tr("cannot start a transaction on %1").arg(db.path()));
    SearchIndexWriter index(db, SearchIndexWriter::Pairs::LeftOut);
    for (qsizetype i = 0; i < sources; ++i) {
        if (stop)
            return Status::failure(Tr::tr("stopped"));
        const auto text = textOf(i);
        if (!text)
            return Status::failure(text.error());
        if (Status s = index.source(std::int64_t(i + 1), text.value()); !s)
            return Status::failure(Tr::tr("building the search index failed: %1").arg(s.error()));
        indexed(i + 1);
    }
    if (Status s = index.finish(); !s)
        return s;
    return tx.commit();
}

// The word pairs of one source's passages, in order: one token list
// (passagePairTokens()) for each passage that is not blank, as the
// trigrams' writer cuts them (forEachPassage()).
Result<std::vector<std::string>> pairTokensOfSource(const SourceTextOf &textOf, qsizetype i)
{
    using R = Result<std::vector<std::string>>;
    const auto text = textOf(i);
    if (!text)
        return R::failure(text.error());
    const QString &body = text.value();
    std::vector<std::string> tokens;
    const Status s = forEachPassage(body, [&](qsizetype start, qsizetype end, bool blank) {
        if (!blank)
            tokens.push_back(passagePairTokens(QStringView(body).mid(start, end - start).toString()));
        return success();
    });
    if (!s)
        return R::failure(s.error());
    return tokens;
}

// The passages' word pairs (db/searchpairs.h), written by whichever thread
// is free first once the texts' trigrams, the rows and the conflict list are
// written: written with the trigrams, passage by passage, they made a
// million-event import 12–16 s longer. The texts are read again and cut as
// the trigrams' writer cuts them (forEachPassage()), so the passages come in
// the same order and take the row ids 1, 2, … that it gave them in the
// scratch database; mergeScratch() checks that the counts agree. Returns how
// many passages there were.
//
// The next source's text is read and its pairs made on a thread of its own
// while this one writes a source's: the other thread of the import is
// often done by then (measured at a million events: 4.0 s making the
// tokens, 7.3 s writing them, 2 s reading the texts, all on one thread).
Result<std::int64_t> writePassagePairs(
    Database &db, qsizetype sources, const SourceTextOf &textOf, const std::atomic<bool> &stop)
{
    using R = Result<std::int64_t>;
    Transaction tx(db);
    if (!tx.isActive())
        return R::failure(Tr::tr("cannot start a transaction on %1").arg(db.path()));
    PairIndexWriter pairs(db);
    if (Status s = pairs.begin(); !s)
        return R::failure(s.error());
    auto made = [&textOf](qsizetype i) {
        // On this thread when no thread can be started (libstdc++ falls back to deferred).
        return std::async(
            std::launch::async | std::launch::deferred, [&textOf, i] { return pairTokensOfSource(textOf, i); });
    };
    std::future<Result<std::vector<std::string>>> next;
    if (sources > 0)
        next = made(0);
    std::int64_t row = 0;
    for (qsizetype i = 0; i < sources; ++i) {
        auto tokens = next.get();
        if (stop)
            return R::failure(Tr::tr("stopped"));
        if (!tokens)
            return R::failure(Tr::tr("indexing the word pairs failed: %1").arg(tokens.error()));
        if (i + 1 < sources)
            next = made(i + 1);
        for (const std::string &passage : tokens.value())
            if (Status s = pairs.add(++row, passage); !s)
                return R::failure(Tr::tr("indexing the word pairs failed: %1").arg(s.error()));
    }
    if (Status s = pairs.finish(); !s)
        return R::failure(s.error());
    if (Status s = tx.commit(); !s)
        return R::failure(s.error());
    return row;
}

// glibc keeps memory freed by a thread in that thread's arena for reuse, so
// a large import's peak counted memory it no longer used.
void releaseFreedMemory()
{
#ifdef __GLIBC__
    malloc_trim(0);
#endif
}

QStringList idsOf(const QList<Source> &sources)
{
    QStringList ids;
    ids.reserve(sources.size());
    for (const Source &s : sources)
        ids << s.id;
    return ids;
}

// Why the file at `path` may not be replaced by a new database, or empty
// when it may: --replace replaces a database (or an empty file), never a
// file of another kind that a mistyped name points at.
QString whyNotReplaced(const QString &path, bool replace)
{
    const QFileInfo target(path);
    if (!target.exists() && !target.isSymLink())
        return {};
    if (!replace)
        return Tr::tr("%1 already exists; use --replace to replace it.").arg(path);
    if (!target.isFile())
        return Tr::tr("%1 exists and is not a file.").arg(path);
    if (QString why; target.size() > 0 && !looksLikeSqlite(path, &why))
        return Tr::tr("%1 is not a database; it is not replaced (check the name given to --db).").arg(path);
    // A change left unfinished beside it belongs to the database it replaces:
    // the new one would take it on (SQLite rolls a journal back into whatever
    // file has the name), and the copy kept would lack it.
    for (const QString &side : {path + QStringLiteral("-journal"), path + QStringLiteral("-wal")})
        if (QFileInfo(side).size() > 0)
            return Tr::tr("%1 has a change left unfinished beside it (%2); open it in Parallax once, which finishes "
                          "or undoes the change, before replacing it.")
                .arg(path, side);
    return {};
}

} // namespace

DatabaseBuild::DatabaseBuild(QString path, QString tmpPath)
    : m_path(std::move(path))
    , m_tmpPath(tmpPath)
    , m_scratchPath(tmpPath + QStringLiteral(".part"))
{ }

DatabaseBuild::~DatabaseBuild()
{
    m_stop = true;
    if (m_texts.joinable())
        m_texts.join();
    m_scratch.reset();
    m_db.reset();
    if (!m_finished)
        removeTemporaries();
}

void DatabaseBuild::removeTemporaries()
{
    for (const QString &p : {m_tmpPath, m_scratchPath})
        for (const QString &suffix : {QString(), QStringLiteral("-journal")})
            QFile::remove(p + suffix);
}

Result<std::unique_ptr<DatabaseBuild>> DatabaseBuild::begin(const QString &path, bool replace)
{
    using R = Result<std::unique_ptr<DatabaseBuild>>;
    const QFileInfo target(path);
    if (const QString why = whyNotReplaced(path, replace); !why.isEmpty())
        return R::failure(why);
    // What an import killed before left beside the target goes first.
    for (const QString &stale : removeStaleTemporaries(path))
        qCWarning(lcStore).noquote() << Tr::tr("removed %1, left by an import that was stopped").arg(stale);
    auto reserved = reserveTemporaryName(path);
    if (!reserved)
        return R::failure(reserved.error());
    std::unique_ptr<DatabaseBuild> build(new DatabaseBuild(target.absoluteFilePath(), reserved.value()));
    build->m_replace = replace;
    auto db = Database::create(build->m_tmpPath);
    auto scratch = db ? Database::create(build->m_scratchPath) : Result<std::unique_ptr<Database>>::failure(db.error());
    if (!scratch)
        return R::failure(scratch.error()); // the destructor removes what was made
    build->m_db = std::move(db).value();
    build->m_scratch = std::move(scratch).value();
    // The corpus was validated and every id comes from the maps built while
    // writing: foreign key checks (two lookups per row) would only repeat
    // that; checkDatabase() runs PRAGMA foreign_key_check on demand. In the
    // scratch database, passages name sources only the other one has.
    (void)build->m_db->execScript(QString::fromLatin1(kBuildPragmas));
    (void)build->m_scratch->execScript(QString::fromLatin1(kBuildPragmas) + bulkIndexing());
    return build;
}

void DatabaseBuild::indexTexts(const QList<Source> &sources, SourceTextOf textOf)
{
    Q_ASSERT(!m_textsStarted);
    m_textsStarted = true;
    m_textSources = idsOf(sources);
    m_textsTotal = sources.size();
    m_textsClock.start();
    m_texts = std::thread([this, n = sources.size(), textOf = std::move(textOf)] {
        QElapsedTimer timer;
        timer.start();
        m_textsWritten = indexPassages(*m_scratch, n, textOf, m_stop, [&](qint64 done) { textIndexed(done, n); });
        qCDebug(lcStore) << "texts indexed in" << timer.elapsed() << "ms";
    });
}

void DatabaseBuild::textIndexed(qint64 done, qint64 total)
{
    const std::lock_guard lock(m_progressLock);
    m_textsDone = done;
    if (m_progress)
        m_progress(QStringLiteral("texts"), done, total);
}

// The search index is written by a second thread into the scratch database
// while this one writes the rows; then the index is copied in. On two cores
// this took a 1M-event import (short texts) from about 19 s to 11 s.
Status DatabaseBuild::finish(const Corpus &corpus, const SourceTextOf &textOf, const Progress &progress)
{
    if (!m_textsStarted)
        indexTexts(corpus.sources,
            textOf ? textOf : SourceTextOf([&corpus](qsizetype i) { return Result<QString>(corpus.sources[i].text); }));
    if (progress) {
        const std::lock_guard lock(m_progressLock);
        m_progress = progress;
        if (m_textsTotal > 0)
            m_progress(QStringLiteral("texts"), m_textsDone, m_textsTotal);
    }
    QElapsedTimer timer;
    timer.start();
    // What reading the folder freed (its JSON, the texts' checks) is kept
    // by the allocator for reuse, and counted: given back before the rows
    // are written (measured: 166 MB at a million events).
    releaseFreedMemory();
    bool searchTextInScratch = false;
    const SourceTextOf texts
        = textOf ? textOf : SourceTextOf([&corpus](qsizetype i) { return Result<QString>(corpus.sources[i].text); });
    Status written = writeBothParts(corpus, texts, &searchTextInScratch);
    {
        const std::lock_guard lock(m_progressLock);
        m_progress = {};
    }
    qCDebug(lcStore) << "both parts written in" << timer.restart() << "ms";
    if (written)
        written = mergeScratch(*m_db, corpus, m_scratchPath,
            {searchTextInScratch, m_pairsInScratch, m_conflictsInScratch, m_pairPassages});
    qCDebug(lcStore) << "put together in" << timer.elapsed() << "ms";
    m_db.reset();
    if (!written)
        return written;
    QFile::remove(m_scratchPath);
    return moveIntoPlace();
}

// The rows on this thread, the texts' index on the scratch one. The index of
// the events, glosses and names, the word pairs and the conflict list go to
// whichever thread is free first: the scratch one (a corpus of short texts),
// or this one once the rows are written (long texts); `*inScratch` says
// where the events' index went. The scratch thread finds the conflict list
// in the corpus in memory (ConflictStream::find()), so that it can while
// this one still writes the rows (a million events with short texts: the
// list's 6–8 s came after the rows' 14 s, while the scratch thread stood
// idle); this one finds it in the rows it wrote.
Status DatabaseBuild::writeBothParts(const Corpus &corpus, const SourceTextOf &textOf, bool *inScratch)
{
    enum : int { Unclaimed, InScratch, InDatabase, Abandoned };
    std::atomic<int> searchText {Unclaimed}, pairs {Unclaimed}, conflicts {Unclaimed};
    auto claimOf = [](std::atomic<int> &task, int by) {
        int unclaimed = Unclaimed;
        return task.compare_exchange_strong(unclaimed, by);
    };
    auto claim = [&](int by) { return claimOf(searchText, by); };
    // The word pairs too go to whichever thread is free first (at a million
    // events the texts' one, 10 s before the rows' one).
    std::int64_t pairsInScratch = -1, pairsHere = -1;
    auto writePairs = [&](Database &db, std::int64_t *count) -> Status {
        QElapsedTimer timer;
        timer.start();
        auto written = writePassagePairs(db, corpus.sources.size(), textOf, m_stop);
        qCDebug(lcStore) << "word pairs written in" << timer.elapsed() << "ms";
        if (!written)
            return Status::failure(written.error());
        *count = written.value();
        return success();
    };
    // On the scratch thread the list is found in the corpus; on this one in
    // the rows just written, which takes less (a million events, each alone:
    // 4.5–5.8 s against 5.3–6.2 s, reading the rows in file order where the
    // corpus's events are read in time order from wherever they are in memory).
    auto storeConflicts = [&](Database &db, bool fromCorpus) {
        // What writing freed is given back before the list is found
        // (measured: 120 MB at a million events); and then what the list's
        // threads freed.
        releaseFreedMemory();
        QElapsedTimer timer;
        timer.start();
        Status stored = fromCorpus ? storeConflictList(db, corpus) : storeConflictList(db);
        qCDebug(lcStore) << "conflict list stored in" << timer.elapsed() << "ms";
        releaseFreedMemory();
        return stored;
    };
    Status scratchWritten = success();
    std::jthread worker([&] { // joined by its destructor should anything below throw
        if (m_texts.joinable())
            m_texts.join();
        scratchWritten = m_textsWritten;
        if (scratchWritten && m_textSources != idsOf(corpus.sources))
            scratchWritten = Status::failure(Tr::tr("the sources changed while their texts were indexed"));
        if (!scratchWritten)
            claim(Abandoned); // the rows' thread need not index the events for nothing
        if (scratchWritten && claim(InScratch))
            scratchWritten = writeCorpusParts(*m_scratch, corpus, SearchText, textOf);
        if (!scratchWritten)
            claimOf(pairs, Abandoned);
        if (scratchWritten && claimOf(pairs, InScratch))
            scratchWritten = writePairs(*m_scratch, &pairsInScratch);
        if (!scratchWritten)
            claimOf(conflicts, Abandoned);
        if (scratchWritten && claimOf(conflicts, InScratch))
            scratchWritten = storeConflicts(*m_scratch, true);
        if (scratchWritten)
            scratchWritten = m_scratch->execScript(settledIndexing());
        m_scratch.reset();
    });
    QElapsedTimer rowsClock;
    rowsClock.start();
    Status written = writeCorpusParts(*m_db, corpus, Rows | Accounts, textOf);
    // The events' index now, before the conflict list, when the texts will
    // not be done by the time the list is: otherwise this thread would take
    // it after the list while the texts' thread stood idle, or the texts'
    // thread after the texts while this one stood idle (a million-event
    // folder: 5 s of one core at the end). Finding the list took 0.6–0.75
    // of the time writing the rows took (1M events, short or long texts).
    if (written && textsLeftMs() > rowsClock.elapsed() * 3 / 4 && claim(InDatabase)) {
        qCDebug(lcStore) << "the events' search index written before the conflict list";
        written = writeSearchTextHere(corpus, textOf);
    }
    // Otherwise the conflict list first: the texts' thread, done by then,
    // takes the index (a 1M import with short texts took the index here
    // first, 5.5 s, while that thread stood idle for 13 s).
    if (written && claimOf(conflicts, InDatabase))
        written = storeConflicts(*m_db, false);
    if (written && claim(InDatabase)) {
        qCDebug(lcStore) << "the events' search index written beside the texts'";
        written = writeSearchTextHere(corpus, textOf);
    }
    if (written && claimOf(pairs, InDatabase))
        written = writePairs(*m_db, &pairsHere);
    if (!written) { // the texts' thread need not index for nothing
        claim(Abandoned);
        claimOf(pairs, Abandoned);
        claimOf(conflicts, Abandoned);
    }
    worker.join();
    *inScratch = searchText == InScratch;
    m_pairsInScratch = pairs == InScratch;
    m_conflictsInScratch = conflicts == InScratch;
    m_pairPassages = m_pairsInScratch ? pairsInScratch : pairsHere;
    return written ? scratchWritten : written;
}

Status DatabaseBuild::writeSearchTextHere(const Corpus &corpus, const SourceTextOf &textOf)
{
    Status written = m_db->execScript(bulkIndexing());
    if (written)
        written = writeCorpusParts(*m_db, corpus, SearchText, textOf);
    if (written)
        written = m_db->execScript(settledIndexing());
    return written;
}

// How long the texts' index should still take, from how long the texts done
// so far took: 0 once they are all done, a long time before the first.
qint64 DatabaseBuild::textsLeftMs()
{
    const std::lock_guard lock(m_progressLock);
    if (m_textsDone >= m_textsTotal)
        return 0;
    if (m_textsDone == 0)
        return std::numeric_limits<qint64>::max();
    return m_textsClock.elapsed() * (m_textsTotal - m_textsDone) / m_textsDone;
}

// Durable: the new file is synced before it takes the name, and the folder
// after, so a power cut leaves the old database or the whole new one; the
// old one is kept under a name of its own. A file
// that appeared at the target while the folder was read and written (begin()
// refused one that was there) is not replaced unless asked either.
Status DatabaseBuild::moveIntoPlace()
{
    if (const QString why = whyNotReplaced(m_path, m_replace); !why.isEmpty())
        return Status::failure(why);
    // A database replaced is kept: it may hold edits that the folder or
    // spreadsheet it is replaced from lacks.
    if (const QFileInfo replaced(m_path); replaced.isFile() && replaced.size() > 0) {
        auto kept = keepBeforeReplacing(m_path);
        if (!kept)
            return Status::failure(
                Tr::tr("cannot keep %1 before replacing it, so it was not replaced: %2").arg(m_path, kept.error()));
        m_replacedKeptAs = kept.value();
    }
    if (Status moved = replaceFile(m_tmpPath, m_path); !moved)
        return Status::failure(Tr::tr("cannot move the new database into place at %1: %2").arg(m_path, moved.error()));
    m_finished = true;
    return success();
}

Status buildDatabase(const Corpus &corpus, const QString &path, bool replace, const SourceTextOf &textOf)
{
    auto build = DatabaseBuild::begin(path, replace);
    if (!build)
        return Status::failure(build.error());
    return build.value()->finish(corpus, textOf);
}

Status buildDatabase(const Corpus &corpus, const QString &path, bool replace)
{
    return buildDatabase(corpus, path, replace, {});
}

} // namespace parallax::db
