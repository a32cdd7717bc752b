#pragma once

#include "database.h"

#include <core/corpus.h>
#include <core/result.h>

#include <QElapsedTimer>
#include <QString>

#include <atomic>
#include <cstdint>
#include <functional>
#include <memory>
#include <mutex>
#include <thread>

namespace parallax::db {

// A source's text by its index in the corpus, read when it is written (an
// import leaves a folder's texts on disk: LoadedTexts::OnDisk); a text that
// can no longer be read as it was checked fails the build.
using SourceTextOf = std::function<Result<QString>(qsizetype source)>;

// A new database file built beside its final name and renamed over it only
// when finished (durably): nothing is left behind when it is dropped sooner.
// Two connections write it at once, each on its own thread: the rows in the
// file that becomes the database, the search index in a scratch one that is
// copied in at the end (db/store.cpp).
//
// The source texts' passages, most of the index for a corpus with long
// texts, need only the texts: indexTexts() starts on them as soon as they
// are read, while the rest of a folder (its events) is still read and
// checked, and finish() writes everything else once the corpus is whole.
class DatabaseBuild final
{
public:
    // Refuses an existing `path` unless `replace` (and anything but a file).
    static Result<std::unique_ptr<DatabaseBuild>> begin(const QString &path, bool replace);
    // Stops what runs (at the next text) and removes the temporary files
    // unless finish() succeeded.
    ~DatabaseBuild();
    DatabaseBuild(const DatabaseBuild &) = delete;
    DatabaseBuild &operator=(const DatabaseBuild &) = delete;

    // Cuts `sources`' texts into passages and indexes them, on a thread of
    // its own. `textOf` is called on that thread: it must not read what
    // another thread changes meanwhile. At most once, before finish().
    void indexTexts(const QList<Source> &sources, SourceTextOf textOf);
    // Writes `corpus`, whose sources must be those given to indexTexts()
    // (the texts are indexed now when they were not), puts the two halves
    // together and moves the file into place. `progress("texts", done,
    // total)` tells, from the indexing thread, how far the texts are while
    // finish() waits for them (where they stand first, then each text).
    using Progress = std::function<void(const QString &step, qint64 done, qint64 total)>;
    Status finish(const Corpus &corpus, const SourceTextOf &textOf, const Progress &progress = {});
    // After finish(): whether the scratch thread found the conflict list
    // (when the rows took longer than the texts), which was then copied in.
    bool conflictListFoundBeside() const { return m_conflictsInScratch; }
    // After finish(): where the database it replaced is kept
    // (keepBeforeReplacing()), or empty when it replaced none.
    const QString &replacedKeptAs() const { return m_replacedKeptAs; }

private:
    DatabaseBuild(QString path, QString tmpPath);
    void removeTemporaries();
    void textIndexed(qint64 done, qint64 total);
    Status writeBothParts(const Corpus &corpus, const SourceTextOf &textOf, bool *inScratch);
    Status writeSearchTextHere(const Corpus &corpus, const SourceTextOf &textOf);
    qint64 textsLeftMs();
    Status moveIntoPlace();

    QString m_path, m_tmpPath, m_scratchPath;
    QString m_replacedKeptAs;
    std::unique_ptr<Database> m_db, m_scratch;
    std::thread m_texts;
    QStringList m_textSources; // the ids indexTexts() was given
    Status m_textsWritten = success();
    std::atomic<bool> m_stop {false};
    std::mutex m_progressLock; // guards the two below
    Progress m_progress;
    qint64 m_textsDone = 0, m_textsTotal = 0;
    std::int64_t m_pairPassages = -1; // passages whose word pairs were written
    bool m_pairsInScratch = false; // by the texts' thread (else by the rows')
    bool m_conflictsInScratch = false; // the conflict list, likewise
    QElapsedTimer m_textsClock; // since the texts' thread began
    bool m_replace = false, m_textsStarted = false, m_finished = false;
};

// begin(), indexTexts() and finish() in one.
Status buildDatabase(const Corpus &corpus, const QString &path, bool replace, const SourceTextOf &textOf);

} // namespace parallax::db
