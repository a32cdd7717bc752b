#pragma once

#include "database.h"

#include <core/conflicts.h>

#include <memory>

namespace parallax::db {

// Every conflict of a database, in the order detectConflicts() gives them for
// the whole corpus (most severe first, then the largest gap; equal ones in the
// order of the events' time, narrative-order notes last), found in memory
// that does not grow with the corpus's text: the detector runs on a few
// thousand events at a time, read in row order with their dated accounts from
// the indexes (schema 7: accounts_by_event), and on each source's dated
// accounts in text order (accounts_by_source) for the narrative order. Each
// conflict found is written to an unnamed temporary file at once; only its
// sort key (32 bytes) stays in memory, and next() reads them back in order.
// `Conflict::event` is -1 and `Conflict::accounts` empty: there is no corpus
// to index into.
class ConflictStream final
{
public:
    static Result<std::unique_ptr<ConflictStream>> open(const Database &db);
    ~ConflictStream();

    qsizetype size() const;
    // The next conflict, in order; false at the end, or when the temporary
    // file cannot be read back (status() says why).
    bool next(Conflict *c);
    const Status &status() const { return m_status; }

    struct Found; // a conflict's sort key and where its bytes are
    class Finder;

private:
    ConflictStream();

    std::unique_ptr<Finder> m_finder;
    std::size_t m_next = 0;
    Status m_status = success();
};

} // namespace parallax::db
