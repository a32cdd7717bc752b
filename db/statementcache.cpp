#include "statementcache.h"

namespace parallax::db {

StatementCache::Lease::Lease(Entry *entry)
    : m_entry(entry)
    , m_statement(&entry->statement)
{
    m_entry->leased = true;
}

StatementCache::Lease::Lease(Statement own)
    : m_own(std::make_unique<Statement>(std::move(own)))
    , m_statement(m_own.get())
{ }

StatementCache::Lease::Lease(Lease &&other) noexcept
    : m_entry(std::exchange(other.m_entry, nullptr))
    , m_own(std::move(other.m_own))
    , m_statement(std::exchange(other.m_statement, nullptr))
{ }

StatementCache::Lease::~Lease()
{
    if (!m_entry)
        return;
    // Back to the cache with no row open (a running statement would hold a
    // read lock) and no bindings (a bound text points into the statement's
    // own buffers, but nothing of one use should reach the next).
    m_entry->statement.reset();
    m_entry->leased = false;
}

StatementCache::StatementCache(sqlite3 *db)
    : m_db(db)
{ }

StatementCache::~StatementCache()
{
    clear();
}

void StatementCache::clear()
{
    m_entries.clear(); // each Statement finalizes its own
}

Result<StatementCache::Lease> StatementCache::get(const char *sql)
{
    using R = Result<Lease>;
    std::string key(sql);
    if (const auto found = m_entries.find(key); found != m_entries.end()) {
        Entry *entry = found->second.get();
        if (!entry->leased) {
            entry->statement.reset();
            return R(Lease(entry));
        }
    }
    auto prepared = Statement::prepare(m_db, sql);
    if (!prepared)
        return R::failure(prepared.error());
    if (m_entries.count(key) || int(m_entries.size()) >= kMaxEntries)
        return R(Lease(std::move(prepared).value()));
    auto entry = std::make_unique<Entry>();
    entry->statement = std::move(prepared).value();
    Entry *kept = entry.get();
    m_entries.emplace(std::move(key), std::move(entry));
    return R(Lease(kept));
}

} // namespace parallax::db
