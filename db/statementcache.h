#pragma once

#include "sqlite.h"

#include <core/result.h>

#include <QByteArray>

#include <memory>
#include <string>
#include <unordered_map>

struct sqlite3;

namespace parallax::db {

// Statements prepared once per connection and reused until it closes: a
// search runs the same dozen statements for every query, and preparing them
// took a third of its time. Each Database owns one (Database::statements()),
// finalized before the connection closes.
//
// Like the connection, a cache is used from one thread at a time. A statement
// handed out is leased: it comes reset with no bindings, and returns to the
// cache reset with its bindings cleared when the lease ends. Asking for the
// same SQL while a lease on it lives (nested use) prepares a separate
// statement for that lease, so a running statement is never reset under its
// user. SQL that does not prepare (a damaged file: a table missing) is
// returned as a failure and never cached, so a statement that failed is never
// used; a cached statement whose table has gone since fails when stepped.
class StatementCache final
{
    struct Entry
    {
        Statement statement;
        bool leased = false;
    };

public:
    // A statement on loan from the cache (or, when nested or past the cache's
    // size, prepared for this lease alone).
    class Lease final
    {
    public:
        Lease(Lease &&other) noexcept;
        Lease &operator=(Lease &&other) = delete;
        Lease(const Lease &) = delete;
        Lease &operator=(const Lease &) = delete;
        ~Lease();

        Statement &operator*() const { return *m_statement; }
        Statement *operator->() const { return m_statement; }

    private:
        friend class StatementCache;
        explicit Lease(Entry *entry);
        explicit Lease(Statement own);
        Entry *m_entry = nullptr;
        std::unique_ptr<Statement> m_own;
        Statement *m_statement = nullptr;
    };

    // More distinct statements than this are prepared for each use (the SQL
    // of this program is a fixed set; the bound keeps memory bounded anyway).
    static constexpr int kMaxEntries = 64;

    explicit StatementCache(sqlite3 *db);
    ~StatementCache();
    StatementCache(const StatementCache &) = delete;
    StatementCache &operator=(const StatementCache &) = delete;

    // The statement for `sql` (one statement, see Statement::prepare), ready
    // to bind and step; the error when it does not prepare.
    [[nodiscard]] Result<Lease> get(const char *sql);
    [[nodiscard]] Result<Lease> get(const QByteArray &sql) { return get(sql.constData()); }

    // Statements kept (for tests).
    int size() const { return int(m_entries.size()); }
    // Finalizes every statement; none may be on loan.
    void clear();

private:
    sqlite3 *m_db;
    std::unordered_map<std::string, std::unique_ptr<Entry>> m_entries; // by SQL text
};

} // namespace parallax::db
