#pragma once

#include "../qtprint.h"

#include <core/conflicts.h>

#include <gtest/gtest.h>

#include <QByteArray>
#include <QDir>
#include <QFile>
#include <QString>
#include <QTemporaryDir>

namespace parallax::testing {

// A conflict in one line: everything `parallax conflicts` writes of it.
inline QString conflictLine(const Conflict &c)
{
    return QStringLiteral("%1 %2 %3 %4 %5 %6 %7")
        .arg(severityName(c.severity), conflictKindName(c.kind), c.eventId, c.sources.join(u','), c.claims.join(u','))
        .arg(c.gap)
        .arg(c.explanation);
}

// SQL that takes schema 9's stored conflict list out of a file, as it was
// before schema 9 (user_version is left to the caller).
inline QString withoutConflictListSql()
{
    QString sql = QStringLiteral("DROP TABLE conflict_list; DROP TABLE conflict_list_state;");
    for (const char *table : {"event", "account", "source", "title"})
        for (const char *change : {"added", "changed", "removed"})
            sql += QStringLiteral("DROP TRIGGER conflict_list_%1_%2;").arg(QLatin1String(table), QLatin1String(change));
    return sql;
}

// What a file of schema 12 or older lacks: version 13's word pairs.
inline QString schema12PairsSql()
{
    return QStringLiteral("DROP TABLE search_pairs;");
}

// What a file of schema 11 or older has instead of version 12's passages
// read from their sources: each passage's words copied into its row (and,
// being older than 12, no word pairs either).
inline QString schema11PassagesSql()
{
    return schema12PairsSql()
        + QStringLiteral(
        "CREATE TEMP TABLE old_passages AS SELECT p.id, p.source_id, p.start, p.end, "
        "CAST(substr(CAST(s.body AS BLOB), p.byte_start + 1, p.byte_end - p.byte_start) AS TEXT) AS body "
        "FROM passages p JOIN sources s ON s.id = p.source_id;"
        "DROP TABLE passages;"
        "CREATE TABLE passages (\n"
        "    id        INTEGER PRIMARY KEY,\n"
        "    source_id INTEGER NOT NULL REFERENCES sources(id) ON DELETE CASCADE,\n"
        "    start     INTEGER NOT NULL,\n"
        "    end       INTEGER NOT NULL,\n"
        "    body      TEXT NOT NULL,\n"
        "    CHECK (end > start)\n"
        ");"
        "CREATE INDEX passages_by_source ON passages(source_id, start);"
        "INSERT INTO passages SELECT * FROM old_passages; DROP TABLE old_passages;");
}

// What a file of schema 10 or older has instead of version 11's order of an
// event's people: no such column.
inline QString schema10EventPeopleSql()
{
    return QStringLiteral("ALTER TABLE event_people DROP COLUMN ordinal;");
}

// Turns the search index back into schema 9's (trigrams with their
// positions, as db/migrations/004_search_chunks.sql wrote it), empty: appended to the SQL that makes a current file
// older.
inline QString schema9SearchIndexSql()
{
    QString sql;
    for (const char *table : {"search_events", "search_names", "search_passages"})
        sql += QStringLiteral("DROP TABLE %1; CREATE VIRTUAL TABLE %1 USING fts5(\n    body, folded, "
                              "tokenize = 'trigram case_sensitive 0', content = '', columnsize = 0);")
                   .arg(QLatin1String(table));
    return sql;
}

inline QByteArray readAll(const QString &path)
{
    QFile f(path);
    EXPECT_TRUE(f.open(QIODevice::ReadOnly)) << path.toStdString();
    return f.readAll();
}

inline void writeFile(const QString &path, const QByteArray &data)
{
    QFile f(path);
    ASSERT_TRUE(f.open(QIODevice::WriteOnly | QIODevice::Truncate)) << path.toStdString();
    f.write(data);
}

// A small corpus folder written from strings, for loader tests.
inline void writeCorpus(const QString &dir, const QByteArray &json, const QList<std::pair<QString, QByteArray>> &texts)
{
    QDir().mkpath(dir);
    writeFile(dir + QStringLiteral("/corpus.json"), json);
    for (const auto &[name, data] : texts)
        writeFile(dir + u'/' + name, data);
}

} // namespace parallax::testing
