#include "sqlite.h"

#include "database.h"

#include <sqlite3.h>

#include <cstdint>
#include <cstring>

namespace parallax::db {

Result<Statement> Statement::prepare(sqlite3 *db, const char *sql)
{
    Statement st;
    st.m_db = db;
    const char *tail = nullptr;
    if (sqlite3_prepare_v3(db, sql, -1, SQLITE_PREPARE_PERSISTENT, &st.m_stmt, &tail) != SQLITE_OK) {
        const QString message = QString::fromUtf8(sqlite3_errmsg(db));
        sqlite3_finalize(st.m_stmt);
        st.m_stmt = nullptr;
        return Result<Statement>::failure(message);
    }
    if (!st.m_stmt) // only white space or a comment
        return Result<Statement>::failure(QStringLiteral("no SQL statement given"));
    while (tail && *tail && std::strchr(" \t\r\n;", *tail))
        ++tail;
    if (tail && *tail)
        return Result<Statement>::failure(QStringLiteral("more than one SQL statement given"));
    st.m_texts.resize(std::size_t(sqlite3_bind_parameter_count(st.m_stmt)));
    return st;
}

Status Statement::prepareAll(sqlite3 *db, std::initializer_list<std::pair<Statement *, const char *>> list)
{
    for (const auto &[st, sql] : list) {
        auto prepared = prepare(db, sql);
        if (!prepared) {
            for (const auto &[other, unused] : list)
                *other = Statement();
            return Status::failure(prepared.error());
        }
        *st = std::move(prepared.value());
    }
    return success();
}

Statement::~Statement()
{
    sqlite3_finalize(m_stmt);
}

Statement::Statement(Statement &&other) noexcept
    : m_db(std::exchange(other.m_db, nullptr))
    , m_stmt(std::exchange(other.m_stmt, nullptr))
    , m_error(std::move(other.m_error))
    , m_texts(std::move(other.m_texts))
{ }

Statement &Statement::operator=(Statement &&other) noexcept
{
    if (this != &other) {
        sqlite3_finalize(m_stmt);
        m_db = std::exchange(other.m_db, nullptr);
        m_stmt = std::exchange(other.m_stmt, nullptr);
        m_error = std::move(other.m_error);
        m_texts = std::move(other.m_texts);
    }
    return *this;
}

Status Statement::finished() const
{
    if (!m_error.isEmpty())
        return Status::failure(m_error);
    return success();
}

void Statement::bind(int index, std::int64_t value)
{
    sqlite3_bind_int64(m_stmt, index, value);
}

void Statement::bind(int index, double value)
{
    sqlite3_bind_double(m_stmt, index, value);
}

namespace {

// UTF-16 to UTF-8 into a buffer that keeps its size: no allocation and no
// zero-filling per value once the buffer has grown; returns the bytes used.
// A lone surrogate becomes U+FFFD. Runs of ASCII go four units at a time
// (most of a source text in a Latin script).
std::size_t toUtf8(const QString &in, std::string &out)
{
    // At most three bytes per UTF-16 unit (a pair makes four from two).
    if (const std::size_t most = std::size_t(in.size()) * 3; out.size() < most)
        out.resize(most);
    char *o = out.data();
    // constData(), not utf16(): that one may reallocate a string whose data
    // is not its own (a literal), and threads read the same corpus.
    const char16_t *p = reinterpret_cast<const char16_t *>(in.constData());
    const char16_t *end = p + in.size();
    while (p < end) {
        std::uint64_t four;
        if (end - p >= 4 && (std::memcpy(&four, p, sizeof four), (four & 0xFF80FF80FF80FF80u) == 0)) {
            for (int k = 0; k < 4; ++k)
                *o++ = char(p[k]);
            p += 4;
            continue;
        }
        char32_t c = *p++;
        if (c < 0x80) {
            *o++ = char(c);
            continue;
        }
        if (c >= 0xD800 && c <= 0xDFFF) {
            if (c <= 0xDBFF && p < end && *p >= 0xDC00 && *p <= 0xDFFF)
                c = 0x10000 + ((c - 0xD800) << 10) + (*p++ - 0xDC00);
            else
                c = 0xFFFD;
        }
        if (c < 0x800) {
            *o++ = char(0xC0 | (c >> 6));
        } else if (c < 0x10000) {
            *o++ = char(0xE0 | (c >> 12));
            *o++ = char(0x80 | ((c >> 6) & 0x3F));
        } else {
            *o++ = char(0xF0 | (c >> 18));
            *o++ = char(0x80 | ((c >> 12) & 0x3F));
            *o++ = char(0x80 | ((c >> 6) & 0x3F));
        }
        *o++ = char(0x80 | (c & 0x3F));
    }
    return std::size_t(o - out.data());
}

} // namespace

void Statement::bind(int index, const QString &value)
{
    // Encoded into this parameter's own buffer, which SQLite reads in place
    // (SQLITE_STATIC) until the next bind: a million-row import binds several
    // million texts, and a copy and a conversion inside SQLite for each cost
    // two allocations apiece.
    if (index < 1 || index > int(m_texts.size())) {
        sqlite3_bind_text16(m_stmt, index, value.constData(), int(value.size() * sizeof(char16_t)), SQLITE_TRANSIENT);
        return;
    }
    std::string &buffer = m_texts[std::size_t(index - 1)];
    const std::size_t used = toUtf8(value, buffer);
    sqlite3_bind_text(m_stmt, index, buffer.data(), int(used), SQLITE_STATIC);
}

void Statement::bindNull(int index)
{
    sqlite3_bind_null(m_stmt, index);
}

void Statement::bindUtf8(int index, std::string_view utf8)
{
    sqlite3_bind_text64(m_stmt, index, utf8.data(), utf8.size(), SQLITE_TRANSIENT, SQLITE_UTF8);
}

void Statement::bindBlob(int index, std::string_view bytes)
{
    sqlite3_bind_blob64(m_stmt, index, bytes.data(), bytes.size(), SQLITE_TRANSIENT);
}

bool Statement::step()
{
    if (!m_stmt) {
        m_error = QStringLiteral("statement not prepared");
        return false;
    }
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
    QString error = std::move(m_error); // kept for error(): reset() clears it
    reset();
    m_error = std::move(error);
    return ok;
}

void Statement::reset()
{
    if (!m_stmt)
        return;
    m_error.clear();
    sqlite3_reset(m_stmt);
    sqlite3_clear_bindings(m_stmt);
}

int Statement::columnCount() const
{
    return sqlite3_column_count(m_stmt);
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

QString asReadBack(const QString &text)
{
    const QStringView view(text);
    const bool bom = view.startsWith(QChar(0xFEFF));
    if (!bom && view.isValidUtf16())
        return text;
    QString out;
    out.reserve(text.size());
    for (qsizetype i = bom ? 1 : 0; i < view.size(); ++i) {
        const QChar c = view[i];
        if (c.isHighSurrogate() && i + 1 < view.size() && view[i + 1].isLowSurrogate()) {
            out += c;
            out += view[++i];
        } else {
            out += c.isSurrogate() ? QChar(QChar::ReplacementCharacter) : c;
        }
    }
    return out;
}

QStringView Utf16Scratch::of(std::string_view utf8)
{
    if (!utf8.data())
        return {};
    const auto n = qsizetype(utf8.size());
    if (!isPlainAscii(utf8.data(), n)) {
        m_text = QString::fromUtf8(utf8.data(), n);
        return m_text;
    }
    m_text.resize(n); // its room kept: never shared, so never copied
    char16_t *out = reinterpret_cast<char16_t *>(m_text.data());
    for (qsizetype i = 0; i < n; ++i)
        out[i] = char16_t(static_cast<unsigned char>(utf8[std::size_t(i)]));
    return QStringView(m_text.constData(), n);
}

std::string_view Statement::utf8(int column) const
{
    const auto *p = reinterpret_cast<const char *>(sqlite3_column_text(m_stmt, column));
    return p ? std::string_view(p, std::size_t(sqlite3_column_bytes(m_stmt, column))) : std::string_view();
}

std::string_view Statement::blob(int column) const
{
    const auto *p = static_cast<const char *>(sqlite3_column_blob(m_stmt, column));
    return p ? std::string_view(p, std::size_t(sqlite3_column_bytes(m_stmt, column))) : std::string_view();
}

bool Statement::isNull(int column) const
{
    return sqlite3_column_type(m_stmt, column) == SQLITE_NULL;
}

void prepareForLongRead(sqlite3 *db)
{
    // 32 MB: measured on a 1M export whose rows are not in time order,
    // 8.4 s of system time with SQLite's default 2 MB, 6.2 s with this.
    sqlite3_exec(db, "PRAGMA cache_size = -32768", nullptr, nullptr, nullptr);
}

} // namespace parallax::db
