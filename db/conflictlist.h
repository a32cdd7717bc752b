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
// transaction or in one of its own.
Status storeConflictList(Database &db);

// Reads the stored list back, row by row, in a read transaction it holds
// (unless the caller is in one) from the check that the list is current to
// its last row. Nothing read is trusted: a row out of place, a kind,
// severity or gap out of range, an empty source or explanation, or fewer
// rows than the list says it holds stops the reading with a failure.
class StoredConflictList final
{
public:
    // Null when there is no current list for conflictLocale() (an older
    // schema, an edit since, another locale): the caller finds the conflicts.
    static Result<std::unique_ptr<StoredConflictList>> openIfCurrent(const Database &db);
    ~StoredConflictList();
    StoredConflictList(const StoredConflictList &) = delete;
    StoredConflictList &operator=(const StoredConflictList &) = delete;

    qsizetype size() const { return m_size; }
    // The next conflict; false at the end or on a failure (status()).
    // `Conflict::event` is -1 and `Conflict::accounts` empty.
    bool next(Conflict *c);
    const Status &status() const { return m_status; }

private:
    StoredConflictList(const Database &db, bool ownsTransaction);
    bool refuse(const QString &why);
    void endTransaction();

    const Database &m_db;
    bool m_ownsTransaction;
    Statement m_rows;
    qsizetype m_size = 0;
    qsizetype m_read = 0;
    Status m_status = success();
};

// Where the stored list, when current, differs from the conflicts found
// again (parallax check); empty when it is not current.
QStringList conflictListProblems(const Database &db);

} // namespace parallax::db
