#pragma once

#include "database.h"

#include <core/conflicts.h>

#include <memory>

namespace parallax::db {

class StoredConflictList;

// Every conflict of a database, in the order detectConflicts() gives them for
// the whole corpus (most severe first, then the largest gap; equal ones in the
// order of the events' time, narrative-order notes last), found in memory
// that does not grow with the corpus's text: the detector runs on a few
// thousand events at a time, read in row order with their dated accounts from
// the indexes (schema 7: accounts_by_event), and on each source's dated
// accounts in text order (accounts_by_source) for the narrative order. The
// conflicts found are sorted in runs of a few megabytes, each written to an
// unnamed temporary file, and next() merges the runs as it reads them back.
// `Conflict::event` is -1 and `Conflict::accounts` empty: there is no corpus
// to index into.
// When the database holds a current conflict list for this locale (schema 9,
// db/conflictlist.h), the stream reads that instead, unless told to find.
class ConflictStream final
{
public:
    enum class Reading : std::uint8_t { StoredWhenCurrent, Found };
    // `runBytes`: how much is sorted in memory at once (tests make it small).
    static Result<std::unique_ptr<ConflictStream>> open(
        const Database &db, qsizetype runBytes = 16 << 20, Reading reading = Reading::StoredWhenCurrent);
    // The conflicts of a corpus in memory, as open(…, Found) finds them in
    // the database that writeCorpus() makes of it: for a build, beside
    // writing that database.
    static Result<std::unique_ptr<ConflictStream>> find(const Corpus &corpus, qsizetype runBytes = 16 << 20);
    ~ConflictStream();
    // Whether the conflicts come from the stored list.
    bool isStored() const { return m_stored != nullptr; }

    qsizetype size() const;
    // The next conflict, in order; false at the end, or when the temporary
    // file cannot be read back (status() says why).
    bool next(Conflict *c);
    const Status &status() const { return m_status; }

    struct Found; // a conflict's sort key and where its bytes are
    struct Batch; // conflicts found on one thread, as bytes
    class Finder;

private:
    ConflictStream();

    std::unique_ptr<Finder> m_finder;
    std::unique_ptr<StoredConflictList> m_stored;
    Status m_status = success();
};

// A conflict as `parallax conflicts --format json` writes it, an item of its
// top-level array: the bytes QJsonDocument::Indented writes for the object
// (keys in order), two levels deep, without the line break after it.
void appendConflictJson(QByteArray &out, const Conflict &c);

} // namespace parallax::db
