#include "sqlite.h"

#include <sqlite3.h>

#include <cstring>

namespace parallax::db {

Statement::Statement(sqlite3 *db, const char *sql) : m_db(db)
{
    const char *tail = nullptr;
    if (sqlite3_prepare_v3(db, sql, -1, SQLITE_PREPARE_PERSISTENT, &m_stmt, &tail) != SQLITE_OK) {
        m_error = QString::fromUtf8(sqlite3_errmsg(db));
        m_stmt = nullptr;
        return;
    }
    while (tail && *tail && std::strchr(" \t\r\n;", *tail))
        ++tail;
    if (tail && *tail) {
        m_error = QStringLiteral("more than one SQL statement given");
        sqlite3_finalize(m_stmt);
        m_stmt = nullptr;
    }
}

Statement::~Statement()
{
    sqlite3_finalize(m_stmt);
}

void Statement::bind(int index, std::int64_t value)
{
    sqlite3_bind_int64(m_stmt, index, value);
}

void Statement::bind(int index, double value)
{
    sqlite3_bind_double(m_stmt, index, value);
}

void Statement::bind(int index, const QString &value)
{
    // UTF-16 straight from the QString: SQLite converts while copying, with no
    // intermediate buffer per value.
    sqlite3_bind_text16(m_stmt, index, value.utf16(), int(value.size() * sizeof(char16_t)), SQLITE_TRANSIENT);
}

void Statement::bindNull(int index)
{
    sqlite3_bind_null(m_stmt, index);
}

bool Statement::step()
{
    if (!m_stmt)
        return false;
    const int rc = sqlite3_step(m_stmt);
    if (rc == SQLITE_ROW)
        return true;
    if (rc != SQLITE_DONE)
        m_error = QString::fromUtf8(sqlite3_errmsg(m_db));
    return false;
}

bool Statement::exec()
{
    m_error.clear();
    step();
    const bool ok = m_error.isEmpty() && m_stmt;
    reset();
    return ok;
}

void Statement::reset()
{
    sqlite3_reset(m_stmt);
    sqlite3_clear_bindings(m_stmt);
}

std::int64_t Statement::int64(int column) const
{
    return sqlite3_column_int64(m_stmt, column);
}

double Statement::real(int column) const
{
    return sqlite3_column_double(m_stmt, column);
}

QString Statement::text(int column) const
{
    const auto *p = reinterpret_cast<const char *>(sqlite3_column_text(m_stmt, column));
    return QString::fromUtf8(p, sqlite3_column_bytes(m_stmt, column));
}

bool Statement::isNull(int column) const
{
    return sqlite3_column_type(m_stmt, column) == SQLITE_NULL;
}

} // namespace parallax::db
