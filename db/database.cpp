#include "database.h"

#include "conflictlist.h"
#include "distincttokens.h"
#include "durablefile.h"
#include "safefile.h"
#include "search.h"
#include "searchindex.h"
#include "statementcache.h"
#include "timelineskeleton.h"

#include <sqlite3.h>

#include <QCoreApplication>
#include <QDateTime>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QLoggingCategory>
#include <QMap>
#include <QMutex>

#include <cstdint>
#include <cstring>

#ifdef Q_OS_UNIX
#include <sys/stat.h>
#endif

Q_LOGGING_CATEGORY(lcDb, "parallax.db")

namespace parallax::db {

namespace {

// lupdate and the running program agree on this context.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(parallax::db::Database)
};

// What each schema version adds, in order. Version N is reached by running
// the scripts of entry N-1.
// A step that fills a search index runs only for the last such version up
// to the target: a later version replaces that index anyway.
struct Migration
{
    int version;
    QStringList scripts;
    QStringList fillScripts; // run only when this version is the target
    bool rebuildSearch = false; // rebuildSearchIndex(), only when this version is the target
    bool fillTimeline = false; // fillTimelineColumns(): the stored timeline index computed
    bool storeConflicts = false; // storeConflictList(): the conflict list found and stored
    bool fillPairs = false; // fillPairIndex(): the passages' word pairs indexed
};

const QList<Migration> &migrations()
{
    static const QList<Migration> list = {
        {1, {QStringLiteral("001_initial.sql")}, {}},
        {2, {QStringLiteral("002_search.sql")}, {QStringLiteral("002_populate.sql")}},
        {3, {QStringLiteral("003_search_folded.sql")}, {QStringLiteral("search_populate.sql")}},
        {4, {QStringLiteral("004_search_chunks.sql")}, {}, true},
        {5, {QStringLiteral("005_names.sql")}, {}, true}, // name forms join the names index
        {6, {QStringLiteral("006_editing.sql")}, {}},
        {7, {QStringLiteral("007_by_time.sql")}, {}}, // indexes for reading a million events in order
        {8, {QStringLiteral("008_timeline.sql")}, {}, false, true}, // the timeline's index stored
        {9, {QStringLiteral("009_conflicts.sql")}, {}, false, false, true}, // the conflict list stored
        {10, {QStringLiteral("010_search_lean.sql")}, {}, true}, // the search index without positions
        {11, {QStringLiteral("011_people_order.sql")}, {}}, // an event's people in their order
        {12, {QStringLiteral("012_passage_offsets.sql")}, {}, true}, // passages read from their source
        {13, {QStringLiteral("013_search_pairs.sql")}, {}, false, false, false, true}, // passages' word pairs
        {14, {QStringLiteral("014_distinct_trigrams.sql")}, {}}, // the search index's totals count distinct trigrams
    };
    return list;
}

// Whether `m` is the last migration up to `target` that fills a search index:
// an earlier one's index is replaced by a later one, so only the last is filled.
bool fillsSearchFor(const Migration &m, int target)
{
    for (const Migration &later : migrations())
        if (later.version > m.version && later.version <= target
            && (!later.fillScripts.isEmpty() || later.rebuildSearch))
            return false;
    return m.version <= target;
}

// pfold(text): the folded form the search index stores beside a text, NULL
// when folding changes nothing the index does not already ignore. Used by the
// schema v3 migration scripts.
void sqlFold(sqlite3_context *ctx, int argc, sqlite3_value **argv)
{
    if (argc != 1 || sqlite3_value_type(argv[0]) == SQLITE_NULL) {
        sqlite3_result_null(ctx);
        return;
    }
    const auto *text = reinterpret_cast<const char *>(sqlite3_value_text(argv[0]));
    const QString folded = foldedIfDifferent(QString::fromUtf8(text, sqlite3_value_bytes(argv[0])));
    if (folded.isNull()) {
        sqlite3_result_null(ctx);
        return;
    }
    const QByteArray utf8 = folded.toUtf8();
    sqlite3_result_text(ctx, utf8.constData(), int(utf8.size()), SQLITE_TRANSIENT);
}

// Opens a connection. Each Database is used by one thread at a time, so
// connections need no mutex of their own; and SQLite's memory statistics,
// which take a process-wide mutex on every allocation, are switched off
// before its first use, so that two threads building databases (a
// parallel import) do not wait on each other.
int openConnection(const QByteArray &path, sqlite3 **db, int flags)
{
    static const bool configured = [] {
        sqlite3_config(SQLITE_CONFIG_MEMSTATUS, 0);
        return sqlite3_initialize() == SQLITE_OK;
    }();
    (void)configured;
    return sqlite3_open_v2(path.constData(), db, flags | SQLITE_OPEN_NOMUTEX, nullptr);
}

void registerFunctions(sqlite3 *db)
{
    sqlite3_create_function_v2(
        db, "pfold", 1, SQLITE_UTF8 | SQLITE_DETERMINISTIC, nullptr, sqlFold, nullptr, nullptr, nullptr);
    registerSearchFunctions(db);
    registerDistinctTrigrams(db);
}

// SQL text with runs of white space made one space, for comparing definitions.
QString normalizedSql(const QString &sql)
{
    return sql.simplified();
}

// Every row of a PRAGMA (or other query), its columns joined, one per line.
QString rowsOf(sqlite3 *db, const QString &sql)
{
    QStringList rows;
    auto st = Statement::prepare(db, sql.toUtf8().constData());
    if (!st)
        return QStringLiteral("(%1)").arg(st.error());
    while (st.value().step()) {
        QStringList cols;
        for (int i = 0; i < st.value().columnCount(); ++i)
            cols << st.value().text(i);
        rows << cols.join(u'|');
    }
    return rows.join(u'\n');
}

// An SQL string literal.
QString literal(const QString &text)
{
    return u'\'' + QString(text).replace(u'\'', QLatin1String("''")) + u'\'';
}

// What a schema promises, by object name: a table's columns (and, for a
// virtual table, its definition), an index's table, columns and uniqueness,
// a trigger's or a view's definition. SQLite's own objects are left out.
QMap<QString, QString> describeSchema(sqlite3 *db)
{
    QMap<QString, QString> out;
    auto st = Statement::prepare(db,
        "SELECT type, name, tbl_name, ifnull(sql, '') FROM sqlite_schema "
        "WHERE name NOT LIKE 'sqlite\\_%' ESCAPE '\\' ORDER BY name");
    if (!st)
        return {{QStringLiteral("(schema)"), st.error()}};
    while (st.value().step()) {
        const QString type = st.value().text(0), name = st.value().text(1), table = st.value().text(2);
        const QString sql = normalizedSql(st.value().text(3));
        QString d = type + u' ';
        if (type == u"table") {
            d += rowsOf(db,
                QStringLiteral("SELECT name, type, \"notnull\", ifnull(dflt_value, ''), pk, hidden "
                               "FROM pragma_table_xinfo(%1)")
                    .arg(literal(name)));
            if (sql.startsWith(QLatin1String("CREATE VIRTUAL"), Qt::CaseInsensitive))
                d += u'\n' + sql;
        } else if (type == u"index") {
            d += table + u'\n'
                + rowsOf(db,
                    QStringLiteral("SELECT seqno, ifnull(name, cid), \"desc\", coll, \"key\" "
                                   "FROM pragma_index_xinfo(%1)")
                        .arg(literal(name)))
                + u'\n'
                + rowsOf(db,
                    QStringLiteral("SELECT \"unique\", partial FROM pragma_index_list(%1) WHERE name = %2")
                        .arg(literal(table), literal(name)));
        } else {
            d += sql;
        }
        out.insert(name, d);
    }
    return out;
}

} // namespace

bool looksLikeSqlite(const QString &path, QString *why)
{
    // A FIFO would block the read below, and with it the window (File ▸ Open).
    if (Status s = checkRegularFile(path); !s) {
        *why = s.error();
        return false;
    }
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) {
        *why = Tr::tr("%1 cannot be read: %2").arg(path, f.errorString());
        return false;
    }
    const QByteArray head = f.read(100);
    if (head.size() < 100 || !head.startsWith(QByteArray("SQLite format 3\0", 16))) {
        *why = Tr::tr("%1 is not a Parallax database: it is not an SQLite file at all.").arg(path);
        return false;
    }
    return true;
}

QString foldForSearch(const QString &text)
{
    const QString nfd = text.normalized(QString::NormalizationForm_D);
    QString out;
    out.reserve(nfd.size());
    for (const QChar c : nfd)
        if (c.category() != QChar::Mark_NonSpacing)
            out += c;
    return out.toCaseFolded();
}

bool isPlainAscii(QStringView text)
{
    for (const QChar c : text)
        if (c.unicode() >= 0x80)
            return false;
    return true;
}

bool isPlainAscii(const char *bytes, qsizetype size)
{
    qsizetype i = 0;
    for (; i + 8 <= size; i += 8) {
        std::uint64_t word;
        std::memcpy(&word, bytes + i, 8);
        if (word & 0x8080808080808080ULL)
            return false;
    }
    for (; i < size; ++i)
        if (static_cast<unsigned char>(bytes[i]) >= 0x80)
            return false;
    return true;
}

Database::~Database()
{
    m_statements.reset();
    sqlite3_close_v2(m_db);
}

StatementCache &Database::statements() const
{
    if (!m_statements)
        m_statements = std::make_unique<StatementCache>(m_db);
    return *m_statements;
}

QString migrationSql(const QString &name)
{
    QFile f(QStringLiteral(":/parallax/migrations/") + name);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return QString::fromUtf8(f.readAll());
}

namespace {

// Device and inode of the file at `path` now (SQLite opens it as the
// connection opens); empty where the system has no such thing.
QByteArray fileIdentityOf(const QString &path)
{
#ifdef Q_OS_UNIX
    struct stat st
    {
    };
    if (::stat(QFile::encodeName(path).constData(), &st) == 0)
        return QByteArray::number(qulonglong(st.st_dev)) + ':' + QByteArray::number(qulonglong(st.st_ino));
#else
    Q_UNUSED(path);
#endif
    return {};
}

// Whether the file's header asks for write-ahead logging (bytes 18 and 19
// are the read and write versions: 2 means WAL).
bool usesWriteAheadLog(const QString &path)
{
    if (!checkRegularFile(path)) // a FIFO would block the read below
        return false;
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return false;
    const QByteArray head = f.read(20);
    return head.size() == 20 && (head[18] == 2 || head[19] == 2);
}

// The schema version in a database file's header (user_version, a
// big-endian integer at byte 60), read without SQLite.
int headerVersion(const QString &path)
{
    if (!checkRegularFile(path)) // a FIFO would block the read below
        return 0;
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return 0;
    const QByteArray head = f.read(64);
    if (head.size() < 64)
        return 0;
    const auto *p = reinterpret_cast<const unsigned char *>(head.constData() + 60);
    return int((quint32(p[0]) << 24) | (quint32(p[1]) << 16) | (quint32(p[2]) << 8) | quint32(p[3]));
}

// True when the header's page count, which SQLite keeps valid, disagrees with
// the file's size: a truncated or overwritten file.
bool headerDisagreesWithSize(const QString &path)
{
    if (!checkRegularFile(path)) // a FIFO would block the read below
        return true;
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return true;
    const QByteArray head = f.read(100);
    if (head.size() < 100)
        return true;
    const auto *p = reinterpret_cast<const unsigned char *>(head.constData());
    auto be32 = [p](int at) {
        return quint32(p[at]) << 24 | quint32(p[at + 1]) << 16 | quint32(p[at + 2]) << 8 | quint32(p[at + 3]);
    };
    const quint32 rawPageSize = quint32(p[16]) << 8 | p[17];
    const qint64 pageSize = rawPageSize == 1 ? 65536 : rawPageSize;
    const quint32 pages = be32(28);
    if (pages == 0 || be32(24) != be32(92)) // written by an old SQLite: the count is not kept
        return false;
    return pageSize * qint64(pages) != f.size();
}

// What the schema of each version looks like: a fresh database made by the
// same migrations, in memory, described once per process.
QMap<QString, QString> expectedSchema(int version)
{
    static QMutex mutex;
    static QHash<int, QMap<QString, QString>> cache;
    QMutexLocker lock(&mutex);
    if (const auto it = cache.find(version); it != cache.end())
        return *it;
    auto fresh = Database::create(QStringLiteral(":memory:"), version);
    QMap<QString, QString> schema = fresh ? describeSchema(fresh.value()->handle())
                                          : QMap<QString, QString> {{QStringLiteral("(schema)"), fresh.error()}};
    cache.insert(version, schema);
    return schema;
}

} // namespace

QStringList Database::schemaProblems() const
{
    const int version = schemaVersion();
    const QMap<QString, QString> expected = expectedSchema(version);
    const QMap<QString, QString> actual = describeSchema(m_db);
    QStringList problems;
    for (auto it = expected.begin(); it != expected.end(); ++it) {
        const QString kind = it.value().section(u' ', 0, 0);
        const auto found = actual.find(it.key());
        if (found == actual.end())
            problems << Tr::tr("the %1 %2 is missing").arg(kind, it.key());
        else if (*found != *it)
            problems << Tr::tr("the %1 %2 is not as schema %3 defines it").arg(kind, it.key()).arg(version);
    }
    // A trigger runs on every write: one we did not make could change what is written.
    for (auto it = actual.begin(); it != actual.end(); ++it)
        if (!expected.contains(it.key()) && it.value().startsWith(QLatin1String("trigger ")))
            problems << Tr::tr("the trigger %1 is not part of schema %2").arg(it.key()).arg(version);
    return problems;
}

// The steps of opening a file, each of which can refuse it.
class Database::Opener
{
public:
    using R = Result<std::unique_ptr<Database>>;

    Opener(const QString &path, Access access)
        : m_path(path)
        , m_native(QFile::encodeName(path))
        , m_access(access)
        , m_db(new Database)
    {
        m_db->m_path = path;
    }

    R open()
    {
        if (!QFileInfo::exists(m_path))
            return R::failure(Tr::tr("There is no database at %1.").arg(m_path));
        // A pipe would block the first read, a device never end it.
        if (Status s = checkRegularFile(m_path); !s)
            return R::failure(s.error());
        if (QString why; !looksLikeSqlite(m_path, &why))
            return R::failure(why);
        // Reading a file in write-ahead-log mode makes SQLite create FILE-wal
        // and FILE-shm beside it; Parallax never sets that mode.
        if (m_access == Access::ReadOnly && usesWriteAheadLog(m_path))
            return R::failure(
                Tr::tr("%1 was switched to write-ahead logging by another program; reading it would create "
                       "files beside it. Open it once in the Parallax window, which switches it back; this "
                       "command only reads.")
                    .arg(m_path));
        if (Status s = inspect(); !s)
            return R::failure(s.error());
        if (m_access == Access::ReadOnly) {
            if (m_version < kOldestReadableSchema)
                return R::failure(Tr::tr("%1 has an older schema (%2); open it for writing once to upgrade it.")
                                      .arg(m_path)
                                      .arg(m_version));
            return R(std::move(m_db));
        }
        if (Status s = openForWriting(); !s)
            return R::failure(s.error());
        return R(std::move(m_db));
    }

private:
    // Every check runs on a read-only connection: a file we refuse is never
    // written to, not even by SQLite's journal recovery. A hot journal (left
    // by a writer that stopped mid-change) is rolled back only when the file
    // is opened for writing, after a backup.
    Status inspect()
    {
        if (Status s = connect(SQLITE_OPEN_READONLY); !s)
            return s;
        Status checked = checkReadOnly();
        if (!checked && sqlite3_extended_errcode(m_db->m_db) == SQLITE_READONLY_ROLLBACK) {
            if (m_access == Access::ReadOnly)
                return Status::failure(Tr::tr("%1 holds an unfinished change left by a program that stopped while "
                                              "writing it. Open it in the Parallax window, which rolls the change back "
                                              "(after keeping a backup); this command only reads.")
                                           .arg(m_path));
            if (Status s = recoverJournal(); !s)
                return s;
            if (Status s = connect(SQLITE_OPEN_READONLY); !s)
                return s;
            checked = checkReadOnly();
        }
        return checked;
    }

    Status connect(int flags)
    {
        disconnect();
        if (openConnection(m_native, &m_db->m_db, flags) != SQLITE_OK)
            return Status::failure(
                Tr::tr("%1 cannot be opened: %2").arg(m_path, QString::fromUtf8(sqlite3_errmsg(m_db->m_db))));
        registerFunctions(m_db->m_db);
        m_db->m_fileIdentity = fileIdentityOf(m_path);
        return success();
    }

    void disconnect()
    {
        m_db->m_statements.reset();
        sqlite3_close_v2(m_db->m_db);
        m_db->m_db = nullptr;
    }

    // Statements are scoped so that they are finalized before the read-only
    // connection closes (an open statement would keep its lock).
    Status checkReadOnly()
    {
        {
            auto appId = Statement::prepare(m_db->m_db, "PRAGMA application_id");
            if (!appId || !appId.value().step())
                return Status::failure(Tr::tr("%1 is damaged and cannot be read: %2")
                                           .arg(m_path, appId ? appId.value().error() : appId.error()));
            if (int(appId.value().int64(0)) != kApplicationId)
                return Status::failure(Tr::tr("%1 is an SQLite database, but not a Parallax database.").arg(m_path));
        }
        m_version = m_db->schemaVersion();
        if (m_version > kSchemaVersion)
            return Status::failure(
                Tr::tr("%1 was written by a newer version of Parallax (schema %2; this version reads "
                       "up to %3). Update Parallax to open it.")
                    .arg(m_path)
                    .arg(m_version)
                    .arg(kSchemaVersion));
        if (QStringList problems = cheapDamageCheck(); !problems.isEmpty())
            return Status::failure(
                Tr::tr("%1 is damaged: %2").arg(m_path, problems.mid(0, 3).join(QStringLiteral("; "))));
        if (QStringList problems = m_db->schemaProblems(); !problems.isEmpty())
            return Status::failure(
                Tr::tr("%1 is damaged: %2%3")
                    .arg(m_path, problems.mid(0, 3).join(QStringLiteral("; ")),
                        problems.size() > 3 ? Tr::tr(" (and %1 more)").arg(problems.size() - 3) : QString()));
        return success();
    }

    // Opening does not read the whole file (a full quick_check took 0.6 s at a
    // million events, for a query of 2 ms): SQLite checks each page as it reads
    // it (SQLITE_CORRUPT on a read becomes a clean refusal), the schema is
    // compared below, and the first and last rows of every table are read. Only
    // a file that looks damaged (its size disagrees with its header) gets the
    // full quick_check here; `parallax check` always runs integrity_check.
    QStringList cheapDamageCheck()
    {
        (void)m_db->execScript(QStringLiteral("PRAGMA cell_size_check = ON;"));
        if (headerDisagreesWithSize(m_path))
            return quickCheck();
        return spotCheckTables();
    }

    // Reads the first and the last row of every table (not the search
    // tables' virtual front ends, whose storage tables are read instead).
    QStringList spotCheckTables()
    {
        QList<std::pair<QString, bool>> tables; // name, has a rowid
        {
            auto st = Statement::prepare(m_db->m_db,
                "SELECT name, ifnull(sql, '') FROM sqlite_schema WHERE type = 'table' "
                "AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\'");
            if (!st)
                return {st.error()};
            while (st.value().step()) {
                const QString sql = st.value().text(1);
                if (!sql.startsWith(QLatin1String("CREATE VIRTUAL"), Qt::CaseInsensitive))
                    tables.append(
                        {st.value().text(0), !sql.contains(QLatin1String("WITHOUT ROWID"), Qt::CaseInsensitive)});
            }
            if (Status s = st.value().finished(); !s)
                return {s.error()};
        }
        for (const auto &[table, hasRowid] : std::as_const(tables)) {
            const QString name = QString(table).replace(u'"', QLatin1String("\"\""));
            QStringList probes {QStringLiteral("SELECT * FROM \"%1\" LIMIT 1").arg(name)};
            if (hasRowid)
                probes << QStringLiteral("SELECT * FROM \"%1\" ORDER BY rowid DESC LIMIT 1").arg(name);
            for (const QString &sql : std::as_const(probes)) {
                auto st = Statement::prepare(m_db->m_db, sql.toUtf8().constData());
                if (!st)
                    return {st.error()};
                while (st.value().step()) { }
                if (Status s = st.value().finished(); !s)
                    return {s.error()};
            }
        }
        return {};
    }

    QStringList quickCheck()
    {
        QStringList problems;
        auto check = Statement::prepare(m_db->m_db, "PRAGMA quick_check");
        if (!check)
            return {check.error()};
        while (check.value().step())
            if (const QString line = check.value().text(0); line != u"ok")
                problems << line;
        if (Status s = check.value().finished(); !s)
            problems << s.error();
        return problems;
    }

    // Keeps the file and its journal as they are (opening the pair restores
    // this state), then lets SQLite roll the unfinished change back.
    Status recoverJournal()
    {
        disconnect();
        const QString backup = freeBackupPath(m_path, headerVersion(m_path));
        const QString journal = m_path + QStringLiteral("-journal");
        if (Status s = copyFileDurably(m_path, backup); !s)
            return Status::failure(
                Tr::tr("%1 holds an unfinished change, but a backup could not be written to %2 (%3); "
                       "nothing was changed.")
                    .arg(m_path, backup, s.error()));
        if (Status s = copyFileDurably(journal, backup + QStringLiteral("-journal")); !s)
            return Status::failure(
                Tr::tr("%1 holds an unfinished change, but a backup could not be written to %2 (%3); "
                       "nothing was changed.")
                    .arg(m_path, backup, s.error()));
        if (Status s = connect(SQLITE_OPEN_READWRITE); !s)
            return s;
        Status rolledBack = m_db->execScript(QStringLiteral("PRAGMA user_version;"));
        disconnect();
        if (!rolledBack || QFileInfo::exists(journal))
            return Status::failure(
                Tr::tr("%1 holds an unfinished change that could not be rolled back: %2")
                    .arg(m_path, rolledBack ? Tr::tr("its journal is still there") : rolledBack.error()));
        m_db->m_notices << Tr::tr(
            "%1 held an unfinished change from a program that stopped while writing it: the change "
            "was rolled back. The file as it was is kept at %2 (with %2-journal).")
                               .arg(m_path, backup);
        qCWarning(lcDb).noquote() << m_db->m_notices.back();
        return success();
    }

    // Never change a user's file without a copy of how it was: an older
    // schema is copied to the first free "FILE.vN.bak" before it is migrated.
    Status openForWriting()
    {
        if (m_version < kSchemaVersion) {
            const QString backup = freeBackupPath(m_path, m_version);
            if (Status s = copyFileDurably(m_path, backup); !s)
                return Status::failure(Tr::tr("%1 needs an upgrade, but a backup could not be written to %2 (%3); "
                                              "nothing was changed.")
                                           .arg(m_path, backup, s.error()));
            m_db->m_backupPath = backup;
        }
        if (Status s = connect(SQLITE_OPEN_READWRITE); !s)
            return Status::failure(Tr::tr("%1 cannot be opened for writing: %2").arg(m_path, s.error()));
        if (Status s = m_db->execScript(QStringLiteral("PRAGMA foreign_keys = ON; PRAGMA cell_size_check = ON;")); !s)
            return s;
        if (usesWriteAheadLog(m_path)) {
            if (Status s = m_db->execScript(QStringLiteral("PRAGMA journal_mode = DELETE;")); !s)
                return s;
            m_db->m_notices << Tr::tr("%1 was in write-ahead-log mode (set by another program); it is back in the "
                                      "rollback-journal mode Parallax uses.")
                                   .arg(m_path);
        }
        if (m_version < kSchemaVersion) {
            if (Status s = m_db->migrate(); !s)
                return Status::failure(Tr::tr("Upgrading %1 failed, nothing was changed (%2).").arg(m_path, s.error()));
            qCInfo(lcDb) << "migrated" << m_path << "from schema" << m_version << "backup at" << m_db->m_backupPath;
        }
        return success();
    }

    QString m_path;
    QByteArray m_native;
    Access m_access;
    std::unique_ptr<Database> m_db;
    int m_version = 0;
};

Result<std::unique_ptr<Database>> Database::open(const QString &path, Access access)
{
    return Opener(path, access).open();
}

bool Database::upgradeNeeded(const QString &path)
{
    const int version = headerVersion(path);
    return version > 0 && version < kSchemaVersion;
}

Result<std::unique_ptr<Database>> Database::openAlongside(const Database &first)
{
    return openAlongside(first.m_path, first.m_fileIdentity);
}

Result<std::unique_ptr<Database>> Database::openAlongside(const QString &path, const QByteArray &fileIdentity)
{
    using R = Result<std::unique_ptr<Database>>;
    std::unique_ptr<Database> db(new Database);
    db->m_path = path;
    if (openConnection(QFile::encodeName(path), &db->m_db, SQLITE_OPEN_READONLY) != SQLITE_OK)
        return R::failure(Tr::tr("%1 cannot be opened: %2").arg(path, QString::fromUtf8(sqlite3_errmsg(db->m_db))));
    registerFunctions(db->m_db);
    db->m_fileIdentity = fileIdentityOf(path);
    if (db->m_fileIdentity.isEmpty() || db->m_fileIdentity != fileIdentity)
        return R::failure(Tr::tr("%1 is no longer the file that was opened").arg(path));
    if (Status s = db->execScript(QStringLiteral("PRAGMA cell_size_check = ON;")); !s)
        return R::failure(s.error());
    return R(std::move(db));
}

Result<std::unique_ptr<Database>> Database::openInSnapshotOf(const Database &first)
{
    using R = Result<std::unique_ptr<Database>>;
    if (sqlite3_get_autocommit(first.m_db) || first.m_fileIdentity.isEmpty()
        || first.scalar("PRAGMA journal_mode").compare(u"wal", Qt::CaseInsensitive) == 0)
        return R::failure(QStringLiteral("no second reader of the same snapshot"));
    auto db = openAlongside(first);
    if (!db)
        return db;
    sqlite3 *h = db.value()->handle();
    if (sqlite3_exec(h, "BEGIN", nullptr, nullptr, nullptr) != SQLITE_OK)
        return R::failure(QString::fromUtf8(sqlite3_errmsg(h)));
    // The read that takes the shared lock, while `first` holds its own.
    sqlite3_stmt *st = nullptr;
    const bool read = sqlite3_prepare_v2(h, "SELECT count(*) FROM sqlite_schema", -1, &st, nullptr) == SQLITE_OK
        && sqlite3_step(st) == SQLITE_ROW;
    sqlite3_finalize(st);
    if (!read)
        return R::failure(QString::fromUtf8(sqlite3_errmsg(h)));
    return db;
}

Result<std::unique_ptr<Database>> Database::create(const QString &path, int targetVersion)
{
    using R = Result<std::unique_ptr<Database>>;
    if (QFileInfo::exists(path))
        return R::failure(Tr::tr("%1 already exists.").arg(path));
    std::unique_ptr<Database> db(new Database);
    db->m_path = path;
    const QByteArray native = QFile::encodeName(path);
    if (openConnection(native, &db->m_db, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE) != SQLITE_OK)
        return R::failure(Tr::tr("%1 cannot be created: %2").arg(path, QString::fromUtf8(sqlite3_errmsg(db->m_db))));
    registerFunctions(db->m_db);
    if (path != u":memory:")
        db->m_fileIdentity = fileIdentityOf(path);
    // 16 KB pages, set before the first table is made: a source text is a
    // chain of a quarter as many overflow pages, and a large import writes
    // and copies fewer, fuller pages (measured, importing a million events
    // with 790 MB of texts: 67 s with SQLite's 4 KB pages, 61 s; the scratch
    // database's merge 4.5 → 2.0 s). Larger pages gained nothing more.
    // Pointer-map pages too (auto_vacuum, incremental: nothing is moved at
    // a commit): they say which page follows which in a chain of overflow
    // pages, so SQLite reaches a passage in the middle of a text written in
    // one piece without reading every page before it. A search whose
    // candidates lie in a thousand texts of 800 KB read 40,589 pages for
    // that, 3,842 with them (at a million events, "Event 999999": 0.26 →
    // 0.13 s end to end on a loaded machine).
    if (Status s = db->execScript(QStringLiteral("PRAGMA page_size = 16384; PRAGMA auto_vacuum = INCREMENTAL; "
                                                 "PRAGMA foreign_keys = ON; PRAGMA application_id = %1;")
                                      .arg(kApplicationId));
        !s)
        return R::failure(s.error());
    if (Status s = db->migrate(targetVersion); !s)
        return R::failure(s.error());
    return R(std::move(db));
}

int Database::schemaVersion() const
{
    return scalar("PRAGMA user_version").toInt();
}

QString Database::scalar(const char *sql) const
{
    auto st = Statement::prepare(m_db, sql);
    return st && st.value().step() ? st.value().text(0) : QString();
}

Status Database::execScript(const QString &sql)
{
    char *err = nullptr;
    if (sqlite3_exec(m_db, sql.toUtf8().constData(), nullptr, nullptr, &err) != SQLITE_OK) {
        const QString message = QString::fromUtf8(err ? err : sqlite3_errmsg(m_db));
        sqlite3_free(err);
        return Status::failure(message);
    }
    return success();
}

Status Database::migrate(int target)
{
    const int current = schemaVersion();
    // The search index is filled by the last migration up to `target` that
    // defines it (fillsSearchFor): a later one that only adds columns keeps
    // what it filled.
    for (const Migration &m : migrations()) {
        if (m.version <= current || m.version > target)
            continue;
        Transaction tx(*this);
        if (!tx.isActive())
            return Status::failure(Tr::tr("cannot start a transaction"));
        QStringList scripts = m.scripts;
        if (fillsSearchFor(m, target))
            scripts += m.fillScripts;
        for (const QString &script : scripts) {
            const QString sql = migrationSql(script);
            if (sql.isEmpty())
                return Status::failure(Tr::tr("migration %1 is missing from this build").arg(script));
            if (Status s = execScript(sql); !s)
                return Status::failure(Tr::tr("migration %1: %2").arg(script, s.error()));
        }
        if (m.fillTimeline) {
            if (Status s = fillTimelineColumns(*this); !s)
                return Status::failure(Tr::tr("migration %1: %2").arg(m.version).arg(s.error()));
        }
        // A new file has no events and no conflicts: nothing to find (every
        // process makes one in memory to compare schemas with).
        if (m.storeConflicts && scalar("SELECT EXISTS (SELECT 1 FROM events)") == u"1") {
            // Data the detector refuses (a date that does not parse, say)
            // must not keep the file from being opened to mend it: the list
            // is left out, and readers find the conflicts, or name the problem.
            if (Status s = storeConflictList(*this); !s) {
                qCWarning(lcDb).noquote() << "no conflict list stored:" << s.error();
                if (Status cleared
                    = execScript(QStringLiteral("DELETE FROM conflict_list_state; DELETE FROM conflict_list;"));
                    !cleared)
                    return cleared;
            }
        }
        if (m.rebuildSearch && fillsSearchFor(m, target)) {
            if (Status s = rebuildSearchIndex(*this); !s)
                return Status::failure(Tr::tr("migration %1: %2").arg(m.version).arg(s.error()));
        }
        if (m.fillPairs) {
            if (Status s = fillPairIndex(*this); !s)
                return Status::failure(Tr::tr("migration %1: %2").arg(m.version).arg(s.error()));
        }
        if (Status s = execScript(QStringLiteral("PRAGMA user_version = %1;").arg(m.version)); !s)
            return s;
        if (Status s = tx.commit(); !s)
            return s;
    }
    return success();
}

Transaction::Transaction(Database &db)
    : m_db(db)
{
    m_active = bool(m_db.execScript(QStringLiteral("BEGIN IMMEDIATE")));
}

Transaction::~Transaction()
{
    if (m_active)
        (void)m_db.execScript(QStringLiteral("ROLLBACK"));
}

Status Transaction::commit()
{
    if (!m_active)
        return Status::failure(QStringLiteral("no transaction"));
    Status s = m_db.execScript(QStringLiteral("COMMIT"));
    if (s)
        m_active = false;
    return s;
}

} // namespace parallax::db
