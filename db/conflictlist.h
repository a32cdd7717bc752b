#pragma once

#include "database.h"

#include <core/conflicts.h>

#include <QStringList>

#include <memory>

namespace parallax::db {

// The conflict list stored when data is written (schema 9,
// db/migrations/009_conflicts.sql): every conflict the detector finds, in its
// order, with the explanations written for one locale. Any write of what the
// conflicts are found from marks the list out of date (the schema's
// triggers); an import and an upgrade write it again.

// The locale the explanations are written for now: "en" for English and C
// (the same words and dates), otherwise QLocale()'s name, which chooses both
// the language of the words and how dates are written.
QString conflictLocale();

// Finds the data's conflicts (ConflictStream, found, never read from the
// list) and stores them as the list for conflictLocale(), in the caller's
// transaction or in one of its own. A conflict the list cannot hold
// (storableConflict()) leaves no list: readers find the conflicts.
Status storeConflictList(Database &db);
// The same list found in `corpus`, which `db` holds or will hold as
// writeCorpus() writes it (ConflictStream::find()): a build stores it in a
// scratch database while the rows are written.
Status storeConflictList(Database &db, const Corpus &corpus);

// Reads the stored list back. Every row is read and checked when it is
// opened, in one read transaction that ends before the first conflict is
// given (a reader slow to take them, such as a pager, does not keep writers
// out), and copied to an unnamed temporary file that next() reads. Nothing
// read is trusted: a row out of place, a kind, severity or gap out of range,
// an empty event, source or explanation, text that is not UTF-8, or fewer
// rows than the list says it holds refuses the list before anything is given.
class StoredConflictList final
{
public:
    // Null when there is no current list for conflictLocale() and this
    // detector (an older schema, an edit since, another locale or program):
    // the caller finds the conflicts.
    static Result<std::unique_ptr<StoredConflictList>> openIfCurrent(const Database &db);
    ~StoredConflictList();
    StoredConflictList(const StoredConflictList &) = delete;
    StoredConflictList &operator=(const StoredConflictList &) = delete;

    qsizetype size() const { return m_size; }
    // The next conflict; false at the end or when the temporary file cannot
    // be read back (status()). `Conflict::event` is -1 and
    // `Conflict::accounts` empty.
    bool next(Conflict *c);
    const Status &status() const { return m_status; }

    class Copy;

private:
    StoredConflictList();

    std::unique_ptr<Copy> m_copy;
    qsizetype m_size = 0;
    qsizetype m_read = 0;
    Status m_status = success();
};

// Whether a conflict can be stored as the list holds it, and read back:
// an event, one or two sources, an explanation, a gap of zero or more, and
// no line break (nor empty value) in a source or claim.
bool storableConflict(const Conflict &c);

// The version of what the detector finds and how it words it: a list stored
// by another is not read. Raise it with any change of core/conflicts.cpp's
// findings, order or words (translations included). 2: gaps measured where
// the dates come nearest, not between their middles.
inline constexpr int kConflictDetectorVersion = 2;

// Where the stored list, when current, differs from the conflicts found
// again (parallax check); empty when it is not current.
QStringList conflictListProblems(const Database &db);

} // namespace parallax::db
