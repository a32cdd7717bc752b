#pragma once

#include "sqlite.h"

#include <core/result.h>

#include <QString>
#include <QStringList>

#include <memory>

namespace parallax::db {

class StatementCache;

// "PRLX": marks a file as a Parallax database, so that another program's
// SQLite file is recognised as foreign rather than half-read.
inline constexpr int kApplicationId = 0x50524C58;
// The schema version this build writes and reads (PRAGMA user_version).
inline constexpr int kSchemaVersion = 14;
// The oldest schema a read-only connection reads as it is: version 14
// changed no table (only how the search index counts its tokens), so a
// command that only reads need not ask for a version-13 file's upgrade.
inline constexpr int kOldestReadableSchema = 13;

// One open SQLite connection to a Parallax database.
// Whether the file at `path` begins as an SQLite database does; when not,
// `*why` says so (or why it could not be read).
bool looksLikeSqlite(const QString &path, QString *why);

class Database final
{
public:
    enum class Access { ReadOnly, ReadWrite };

    ~Database();
    Database(const Database &) = delete;
    Database &operator=(const Database &) = delete;

    // Opens an existing Parallax database. Refuses, leaving the file
    // byte-for-byte untouched: a missing file, a file that is not SQLite,
    // another program's SQLite file, a file from a newer Parallax and a
    // damaged file, one whose schema is not what its version promises. With
    // ReadWrite, an older schema is migrated after the file is copied to the
    // first free "<file>.v<N>.bak", "<file>.v<N>.1.bak"… (backupPath() tells
    // where), and a change left unfinished by a stopped writer is rolled back
    // after a backup (see notices()); ReadOnly refuses such a file.
    static Result<std::unique_ptr<Database>> open(const QString &path, Access access);
    // Whether open() with ReadWrite would upgrade the file: its header names
    // an older schema of Parallax's (read without SQLite, a few bytes). Opening
    // then copies the file and may write its search index anew: minutes for a
    // large database, which a window does on a worker thread.
    static bool upgradeNeeded(const QString &path);

    // A read-only connection to the file `first` has open, for a reader
    // beside it (db/eventchunks.h): none of open()'s checks, which open and
    // close the file outside SQLite, and on POSIX systems closing any
    // descriptor of a file drops every lock the process holds on it (the
    // read transaction of `first` among them). Refused unless it opened the
    // same file as `first` (not one renamed over the path since).
    static Result<std::unique_ptr<Database>> openAlongside(const Database &first);
    // The same from the first connection's path() and fileIdentity(): for
    // another thread, which must not hold the first connection itself.
    static Result<std::unique_ptr<Database>> openAlongside(const QString &path, const QByteArray &fileIdentity);
    // openAlongside(first), its read transaction begun and its first read
    // made while `first` is inside a read transaction of its own: both then
    // read one snapshot, as a rollback journal lets no writer commit while
    // `first` holds its shared lock. Refused for a write-ahead log, where
    // they may not; the caller makes sure `first`'s transaction holds no
    // change of its own (one it began itself), which the second would not see.
    static Result<std::unique_ptr<Database>> openInSnapshotOf(const Database &first);

    // Creates a new database with the current schema. The file must not exist.
    // `targetVersion` < kSchemaVersion is for migration tests only.
    static Result<std::unique_ptr<Database>> create(const QString &path, int targetVersion = kSchemaVersion);

    sqlite3 *handle() const { return m_db; }
    // Statements prepared once for this connection and reused until it
    // closes (statementcache.h): for readers that run the same statements
    // for every request, such as search. Used from one thread at a time.
    StatementCache &statements() const;
    const QString &path() const { return m_path; }
    // Which file the connection opened (device and inode, where the system
    // has them; empty where not): the path may name another file later (one
    // renamed over it), and a second connection to "the same database" must
    // check that it opened the same file.
    const QByteArray &fileIdentity() const { return m_fileIdentity; }
    const QString &backupPath() const { return m_backupPath; }
    // What opening did that the user should hear of (a recovered journal).
    const QStringList &notices() const { return m_notices; }
    // Differences between this file's schema and what its version promises
    // (a fresh database made by the same migrations): missing or changed
    // tables, columns, indexes, triggers and search tables. Empty when none.
    QStringList schemaProblems() const;
    int schemaVersion() const;

    // Runs trusted SQL (several statements allowed): migrations and pragmas.
    Status execScript(const QString &sql);
    // Reads the first column of the first row of a one-statement query.
    QString scalar(const char *sql) const;

    // Applies migrations from the current version up to `target`, each in a
    // transaction of its own.
    Status migrate(int target = kSchemaVersion);

private:
    class Opener;
    Database() = default;
    sqlite3 *m_db = nullptr;
    mutable std::unique_ptr<StatementCache> m_statements; // finalized before m_db closes
    QString m_path;
    QByteArray m_fileIdentity;
    QString m_backupPath;
    QStringList m_notices;
};

// A scoped transaction: rolled back unless commit() succeeds.
class Transaction final
{
public:
    explicit Transaction(Database &db);
    ~Transaction();
    Transaction(const Transaction &) = delete;
    Transaction &operator=(const Transaction &) = delete;

    bool isActive() const { return m_active; }
    Status commit();

private:
    Database &m_db;
    bool m_active = false;
};

// Lower case without diacritics ("Île" → "ile", "Ø" stays "ø"), the form
// the search index compares in; also registered in SQL as pfold(text).
QString foldForSearch(const QString &text);
// Whether every character is ASCII, for which foldForSearch() is only the
// lower case (and keeps every position).
bool isPlainAscii(QStringView text);
// Whether every byte is ASCII (UTF-8 of plain ASCII text), eight at a time:
// a million events' texts are 790 MB, checked whenever they are exported.
bool isPlainAscii(const char *bytes, qsizetype size);

// The SQL of a resource file (":/parallax/migrations/NAME").
QString migrationSql(const QString &name);

} // namespace parallax::db
