#pragma once

#include <core/result.h>

#include <QByteArray>
#include <QString>

#include <cstdint>
#include <string>
#include <vector>

struct sqlite3;
struct sqlite3_stmt;

namespace parallax::db {

// A prepared statement. Refuses SQL with more than one statement, so that a
// trailing statement can never be silently ignored.
// SQLite binds from 1 and reads columns from 0; this class keeps that.
class Statement final
{
public:
    Statement(sqlite3 *db, const char *sql);
    ~Statement();
    Statement(const Statement &) = delete;
    Statement &operator=(const Statement &) = delete;

    bool isValid() const { return m_stmt != nullptr; }
    const QString &error() const { return m_error; }

    void bind(int index, std::int64_t value);
    void bind(int index, int value) { bind(index, std::int64_t(value)); }
    void bind(int index, long long value) { bind(index, std::int64_t(value)); }
    void bind(int index, double value);
    void bind(int index, const QString &value);
    void bindNull(int index);

    // True while there is a row; false when done or on error (see error()).
    bool step();
    // Runs a statement that returns no rows; false on error.
    bool exec();
    void reset();

    std::int64_t int64(int column) const;
    double real(int column) const;
    QString text(int column) const;
    bool isNull(int column) const;

private:
    sqlite3 *m_db = nullptr;
    sqlite3_stmt *m_stmt = nullptr;
    QString m_error;
    std::vector<std::string> m_texts; // one UTF-8 buffer per parameter, see bind()
};

} // namespace parallax::db
