#pragma once

// Private helpers shared by the sqliterepository*.cpp files.

#include "database.h"
#include "repository.h"
#include "sqlite.h"

#include <QCoreApplication>
#include <QUuid>

#include <cstdint>
#include <optional>
#include <variant>

namespace parallax::db::repo {

// lupdate and the running program agree on this context.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(parallax::db::Repository)
};

struct Null
{
};
using Value = std::variant<Null, std::int64_t, double, QString>;

inline Value orNull(const QString &s)
{
    return s.isEmpty() ? Value(Null {}) : Value(s);
}

// A prepared statement with its parameters bound in order.
inline Result<Statement> query(const Database &db, const char *sql, std::initializer_list<Value> values = {})
{
    auto st = Statement::prepare(db.handle(), sql);
    if (!st)
        return st;
    int i = 1;
    for (const Value &v : values) {
        if (std::holds_alternative<Null>(v))
            st.value().bindNull(i);
        else if (const auto *n = std::get_if<std::int64_t>(&v))
            st.value().bind(i, *n);
        else if (const auto *d = std::get_if<double>(&v))
            st.value().bind(i, *d);
        else
            st.value().bind(i, std::get<QString>(v));
        ++i;
    }
    return st;
}

inline Status execute(Database &db, const char *sql, std::initializer_list<Value> values = {})
{
    auto st = query(db, sql, values);
    if (!st)
        return Status::failure(st.error());
    if (!st.value().exec())
        return Status::failure(st.value().error());
    return success();
}

// The row of `key` in a table with a key column; nullopt when there is none.
inline std::optional<std::int64_t> rowOf(const Database &db, const char *table, const QString &key)
{
    const QByteArray sql = QByteArray("SELECT id FROM ") + table + " WHERE key = ?1";
    auto st = query(db, sql.constData(), {key});
    if (!st || !st.value().step())
        return std::nullopt;
    return st.value().int64(0);
}

inline std::int64_t nextRow(const Database &db, const char *table)
{
    const QByteArray sql = QByteArray("SELECT ifnull(max(id), 0) + 1 FROM ") + table;
    return db.scalar(sql.constData()).toLongLong();
}

inline QString freshKey()
{
    return QUuid::createUuid().toString(QUuid::WithoutBraces);
}

template <typename T> Result<T> fail(const QString &message)
{
    return Result<T>::failure(message);
}

} // namespace parallax::db::repo

namespace parallax::db {

// One write in progress: the changes it makes, recorded in the feed.
class SqliteRepository::Edit
{
public:
    explicit Edit(Database &db)
        : m_db(db)
    { }
    Database &db() { return m_db; }
    Status record(Entity entity, ChangeKind kind, const QString &id)
    {
        if (Status s = repo::execute(m_db, "INSERT INTO changes (entity, key, kind) VALUES (?1, ?2, ?3)",
                {entityName(entity), id, changeKindName(kind)});
            !s)
            return s;
        m_changes.append({m_db.scalar("SELECT last_insert_rowid()").toLongLong(), entity, kind, id});
        return success();
    }
    const QList<Change> &changes() const { return m_changes; }

private:
    Database &m_db;
    QList<Change> m_changes;
};

} // namespace parallax::db
