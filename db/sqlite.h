#pragma once

#include <core/result.h>

#include <QByteArray>
#include <QString>

#include <cstdint>
#include <initializer_list>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

struct sqlite3;
struct sqlite3_stmt;

namespace parallax::db {

// A prepared statement. Refuses SQL with more than one statement, so that a
// trailing statement can never be silently ignored, and SQL that does not
// prepare (a missing table in a damaged file): prepare() returns the error,
// which the caller must handle, so a statement that failed is never used.
// SQLite binds from 1 and reads columns from 0; this class keeps that.
class Statement final
{
public:
    [[nodiscard]] static Result<Statement> prepare(sqlite3 *db, const char *sql);
    // Prepares several statements at once (members of a reader, say); the
    // first failure is returned and the statements are left empty.
    [[nodiscard]] static Status prepareAll(
        sqlite3 *db, std::initializer_list<std::pair<Statement *, const char *>> list);

    // An empty statement, to be assigned from prepare(): stepping it fails.
    Statement() = default;
    ~Statement();
    Statement(Statement &&other) noexcept;
    Statement &operator=(Statement &&other) noexcept;
    Statement(const Statement &) = delete;
    Statement &operator=(const Statement &) = delete;

    bool isValid() const { return m_stmt != nullptr; }
    // The last error of step() or exec().
    const QString &error() const { return m_error; }
    // After a loop over step(): a failure if the loop ended on an error.
    [[nodiscard]] Status finished() const;

    void bind(int index, std::int64_t value);
    void bind(int index, int value) { bind(index, std::int64_t(value)); }
    void bind(int index, long long value) { bind(index, std::int64_t(value)); }
    void bind(int index, double value);
    void bind(int index, const QString &value);
    void bindNull(int index);
    // Text already in UTF-8, copied by SQLite.
    void bindUtf8(int index, std::string_view utf8);
    // Bytes, copied by SQLite.
    void bindBlob(int index, std::string_view bytes);

    // True while there is a row; false when done or on error (see error()).
    bool step();
    // Runs a statement that returns no rows; false on error.
    bool exec();
    void reset();

    int columnCount() const;
    std::int64_t int64(int column) const;
    double real(int column) const;
    QString text(int column) const;
    // The column's UTF-8 bytes, valid until the next step (no copy).
    std::string_view utf8(int column) const;
    // The column's bytes as a BLOB, valid until the next step (no copy).
    std::string_view blob(int column) const;
    bool isNull(int column) const;

private:
    sqlite3 *m_db = nullptr;
    sqlite3_stmt *m_stmt = nullptr;
    QString m_error;
    std::vector<std::string> m_texts; // one UTF-8 buffer per parameter, see bind()
};

// What a text bound with Statement::bind() reads back as with
// Statement::text(): a lone surrogate becomes U+FFFD (bind()) and a leading
// U+FEFF is dropped (QString::fromUtf8()); anything else comes back as it
// was. For finding in memory what a database written from it will give.
QString asReadBack(const QString &text);

// UTF-8 text as UTF-16 in a buffer kept from call to call (a reader of a
// million rows made and freed a string for each column it only looked at):
// ASCII widened in place, other text decoded as QString::fromUtf8() does.
// A view it gives stays valid until its next call.
class Utf16Scratch final
{
public:
    // Null for a null `utf8` (SQL NULL), as Statement::text() gives it.
    QStringView of(std::string_view utf8);

private:
    QString m_text;
};

// For a long read of the whole file (the exports): a page cache of
// 32 MB, so that pages met again (B-tree pages of lookups by id where rows
// are not in time order) are not read again. A memory map would save more
// system time (6 s of a 1M export) but counts the whole file in the
// process's resident memory.
void prepareForLongRead(sqlite3 *db);

} // namespace parallax::db
