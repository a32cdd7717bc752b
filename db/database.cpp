#include "database.h"
#include "searchindex.h"

#include <sqlite3.h>

#include <QCoreApplication>
#include <QDateTime>
#include <QFile>
#include <QFileInfo>
#include <QLoggingCategory>

Q_LOGGING_CATEGORY(lcDb, "parallax.db")

namespace parallax::db {

namespace {

QString tr(const char* s)
{
    return QCoreApplication::translate("parallax::db::Database", s);
}

// What each schema version adds, in order. Version N is reached by running
// the scripts of entry N-1.
// A step that fills a search index runs only when its version is the
// target: a later version replaces that index anyway.
struct Migration
{
    int version;
    QStringList scripts;
    QStringList fillScripts; // run only when this version is the target
    bool rebuildSearch = false; // rebuildSearchIndex(), only when this version is the target
};

const QList<Migration>& migrations()
{
    static const QList<Migration> list = {
        { 1, { QStringLiteral("001_initial.sql") }, {} },
        { 2, { QStringLiteral("002_search.sql") }, { QStringLiteral("002_populate.sql") } },
        { 3, { QStringLiteral("003_search_folded.sql") }, { QStringLiteral("search_populate.sql") } },
        { 4, { QStringLiteral("004_search_chunks.sql") }, {}, true },
    };
    return list;
}

bool looksLikeSqlite(const QString& path, QString* why)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) {
        *why = tr("%1 cannot be read: %2").arg(path, f.errorString());
        return false;
    }
    const QByteArray head = f.read(100);
    if (head.size() < 100 || !head.startsWith(QByteArray("SQLite format 3\0", 16))) {
        *why = tr("%1 is not a Parallax database: it is not an SQLite file at all.").arg(path);
        return false;
    }
    return true;
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
    sqlite3_create_function_v2(db, "pfold", 1, SQLITE_UTF8 | SQLITE_DETERMINISTIC, nullptr, sqlFold, nullptr,
                               nullptr, nullptr);
}

} // namespace

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

Database::~Database()
{
    sqlite3_close_v2(m_db);
}

QString migrationSql(const QString& name)
{
    QFile f(QStringLiteral(":/parallax/migrations/") + name);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return QString::fromUtf8(f.readAll());
}

Result<std::unique_ptr<Database>> Database::open(const QString& path, Access access)
{
    using R = Result<std::unique_ptr<Database>>;
    if (!QFileInfo::exists(path))
        return R::failure(tr("There is no database at %1.").arg(path));
    QString why;
    if (!looksLikeSqlite(path, &why))
        return R::failure(why);

    // Every check runs on a read-only connection: a file we refuse is never
    // written to, not even by SQLite's journal recovery.
    std::unique_ptr<Database> db(new Database);
    db->m_path = path;
    const QByteArray native = QFile::encodeName(path);
    if (openConnection(native, &db->m_db, SQLITE_OPEN_READONLY) != SQLITE_OK)
        return R::failure(tr("%1 cannot be opened: %2").arg(path, QString::fromUtf8(sqlite3_errmsg(db->m_db))));
    registerFunctions(db->m_db);

    // Statements are scoped so that they are finalized before the read-only
    // connection closes (an open statement would keep its lock).
    int version = 0;
    {
        Statement appId(db->m_db, "PRAGMA application_id");
        if (!appId.isValid() || !appId.step())
            return R::failure(tr("%1 is damaged and cannot be read: %2").arg(path, appId.error()));
        const int id = int(appId.int64(0));
        if (id != kApplicationId)
            return R::failure(tr("%1 is an SQLite database, but not a Parallax database.").arg(path));

        version = db->schemaVersion();
        if (version > kSchemaVersion)
            return R::failure(tr("%1 was written by a newer version of Parallax (schema %2; this version reads up "
                                 "to %3). Update Parallax to open it.")
                                  .arg(path)
                                  .arg(version)
                                  .arg(kSchemaVersion));

        Statement check(db->m_db, "PRAGMA quick_check");
        QStringList problems;
        while (check.step()) {
            const QString line = check.text(0);
            if (line != u"ok")
                problems << line;
        }
        if (!check.error().isEmpty())
            problems << check.error();
        if (!problems.isEmpty())
            return R::failure(tr("%1 is damaged: %2").arg(path, problems.mid(0, 3).join(QStringLiteral("; "))));
    }

    if (access == Access::ReadOnly) {
        if (version < kSchemaVersion)
            return R::failure(
                tr("%1 has an older schema (%2); open it for writing once to upgrade it.").arg(path).arg(version));
        return R(std::move(db));
    }

    sqlite3_close_v2(db->m_db);
    db->m_db = nullptr;
    if (version < kSchemaVersion) {
        // Never change a user's file without a copy of how it was.
        const QString backup = QStringLiteral("%1.v%2.bak").arg(path).arg(version);
        QFile::remove(backup + QStringLiteral(".partial"));
        if (QFileInfo::exists(backup) || !QFile::copy(path, backup))
            return R::failure(tr("%1 needs an upgrade, but a backup could not be written to %2; nothing was "
                                 "changed.")
                                  .arg(path, backup));
        db->m_backupPath = backup;
    }
    if (openConnection(native, &db->m_db, SQLITE_OPEN_READWRITE) != SQLITE_OK)
        return R::failure(
            tr("%1 cannot be opened for writing: %2").arg(path, QString::fromUtf8(sqlite3_errmsg(db->m_db))));
    registerFunctions(db->m_db);
    if (Status s = db->execScript(QStringLiteral("PRAGMA foreign_keys = ON;")); !s)
        return R::failure(s.error());
    if (version < kSchemaVersion) {
        if (Status s = db->migrate(); !s)
            return R::failure(tr("Upgrading %1 failed, nothing was changed (%2).").arg(path, s.error()));
        qCInfo(lcDb) << "migrated" << path << "from schema" << version << "backup at" << db->m_backupPath;
    }
    return R(std::move(db));
}

Result<std::unique_ptr<Database>> Database::create(const QString& path, int targetVersion)
{
    using R = Result<std::unique_ptr<Database>>;
    if (QFileInfo::exists(path))
        return R::failure(tr("%1 already exists.").arg(path));
    std::unique_ptr<Database> db(new Database);
    db->m_path = path;
    const QByteArray native = QFile::encodeName(path);
    if (openConnection(native, &db->m_db, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE)
        != SQLITE_OK)
        return R::failure(tr("%1 cannot be created: %2").arg(path, QString::fromUtf8(sqlite3_errmsg(db->m_db))));
    registerFunctions(db->m_db);
    if (Status s
        = db->execScript(QStringLiteral("PRAGMA foreign_keys = ON; PRAGMA application_id = %1;").arg(kApplicationId));
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

QString Database::scalar(const char* sql) const
{
    Statement st(m_db, sql);
    return st.step() ? st.text(0) : QString();
}

Status Database::execScript(const QString& sql)
{
    char* err = nullptr;
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
    for (const Migration& m : migrations()) {
        if (m.version <= current || m.version > target)
            continue;
        Transaction tx(*this);
        if (!tx.isActive())
            return Status::failure(tr("cannot start a transaction"));
        QStringList scripts = m.scripts;
        if (m.version == target)
            scripts += m.fillScripts;
        for (const QString& script : scripts) {
            const QString sql = migrationSql(script);
            if (sql.isEmpty())
                return Status::failure(tr("migration %1 is missing from this build").arg(script));
            if (Status s = execScript(sql); !s)
                return Status::failure(tr("migration %1: %2").arg(script, s.error()));
        }
        if (m.rebuildSearch && m.version == target) {
            if (Status s = rebuildSearchIndex(*this); !s)
                return Status::failure(tr("migration %1: %2").arg(m.version).arg(s.error()));
        }
        if (Status s = execScript(QStringLiteral("PRAGMA user_version = %1;").arg(m.version)); !s)
            return s;
        if (Status s = tx.commit(); !s)
            return s;
    }
    return success();
}

Transaction::Transaction(Database& db)
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
