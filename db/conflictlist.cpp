#include "conflictlist.h"

#include "conflictstream.h"
#include "sqlite.h"

#include <sqlite3.h>

#include <QCoreApplication>
#include <QLocale>

#include <optional>

namespace parallax::db {

namespace {

// lupdate and the running program agree on this context (db/store.cpp's).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(parallax::db::Store)
};

// A list stored one value per line can hold no value with a line break in it
// (nor an empty one, which would vanish).
bool storableLines(const QStringList &values)
{
    for (const QString &v : values)
        if (v.isEmpty() || v.contains(u'\n'))
            return false;
    return true;
}

QStringList linesOf(const QString &text)
{
    return text.isEmpty() ? QStringList() : text.split(u'\n');
}

struct ListWriter
{
    Statement row;
    Statement state;

    Status prepare(sqlite3 *h)
    {
        return Statement::prepareAll(h,
            {{&row,
                 "INSERT INTO conflict_list (position, kind, severity, event, sources, claims, gap, explanation) "
                 "VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)"},
                {&state, "INSERT INTO conflict_list_state (only, conflicts, locale) VALUES (1, ?1, ?2)"}});
    }

    bool write(qint64 position, const Conflict &c)
    {
        row.bind(1, std::int64_t(position));
        row.bind(2, int(c.kind));
        row.bind(3, int(c.severity));
        row.bind(4, c.eventId);
        row.bind(5, c.sources.join(u'\n'));
        row.bind(6, c.claims.join(u'\n'));
        row.bind(7, std::int64_t(c.gap));
        row.bind(8, c.explanation);
        return row.exec();
    }
};

// What the stored list holds of a conflict, for comparing it with one found.
bool sameStored(const Conflict &a, const Conflict &b)
{
    return a.kind == b.kind && a.severity == b.severity && a.eventId == b.eventId && a.sources == b.sources
        && a.claims == b.claims && a.gap == b.gap && a.explanation == b.explanation;
}

} // namespace

QString conflictLocale()
{
    // English words and dates are written the same for every English
    // locale and for C (core/conflicts.cpp writes British dates for all).
    const QLocale locale;
    if (locale.language() == QLocale::C || locale.language() == QLocale::English)
        return QStringLiteral("en");
    return locale.name();
}

// Written in the order found; a value the list cannot hold leaves the list
// empty and not current, so that readers find the conflicts themselves.
Status storeConflictList(Database &db)
{
    auto found = ConflictStream::open(db, 16 << 20, ConflictStream::Reading::Found);
    if (!found)
        return Status::failure(found.error());
    ConflictStream &conflicts = *found.value();
    std::optional<Transaction> tx;
    if (sqlite3_get_autocommit(db.handle())) {
        tx.emplace(db);
        if (!tx->isActive())
            return Status::failure(Tr::tr("cannot start a transaction on %1").arg(db.path()));
    }
    if (Status s = db.execScript(QStringLiteral("DELETE FROM conflict_list_state; DELETE FROM conflict_list;")); !s)
        return s;
    ListWriter writer;
    if (Status s = writer.prepare(db.handle()); !s)
        return s;
    Conflict c;
    qint64 position = 0;
    bool storable = true;
    while (storable && conflicts.next(&c)) {
        storable = storableLines(c.sources) && storableLines(c.claims) && !c.sources.isEmpty()
            && !c.explanation.isEmpty() && c.gap >= 0;
        if (storable && !writer.write(++position, c))
            return Status::failure(Tr::tr("writing the conflict list failed: %1").arg(writer.row.error()));
    }
    if (!conflicts.status())
        return conflicts.status();
    if (!storable) {
        if (Status s = db.execScript(QStringLiteral("DELETE FROM conflict_list;")); !s)
            return s;
    } else {
        writer.state.bind(1, std::int64_t(position));
        writer.state.bind(2, conflictLocale());
        if (!writer.state.exec())
            return Status::failure(Tr::tr("writing the conflict list failed: %1").arg(writer.state.error()));
    }
    return tx ? tx->commit() : success();
}

StoredConflictList::StoredConflictList(const Database &db, bool ownsTransaction)
    : m_db(db)
    , m_ownsTransaction(ownsTransaction)
{ }

StoredConflictList::~StoredConflictList()
{
    endTransaction();
}

void StoredConflictList::endTransaction()
{
    m_rows = Statement();
    if (m_ownsTransaction)
        sqlite3_exec(m_db.handle(), "COMMIT", nullptr, nullptr, nullptr);
    m_ownsTransaction = false;
}

Result<std::unique_ptr<StoredConflictList>> StoredConflictList::openIfCurrent(const Database &db)
{
    using R = Result<std::unique_ptr<StoredConflictList>>;
    if (db.schemaVersion() < 9)
        return R(nullptr);
    sqlite3 *h = db.handle();
    const bool owns = sqlite3_get_autocommit(h) && sqlite3_exec(h, "BEGIN", nullptr, nullptr, nullptr) == SQLITE_OK;
    std::unique_ptr<StoredConflictList> list(new StoredConflictList(db, owns));
    auto state = Statement::prepare(h, "SELECT conflicts, locale FROM conflict_list_state WHERE only = 1");
    if (!state)
        return R::failure(Tr::tr("%1 cannot be read: %2").arg(db.path(), state.error()));
    if (!state.value().step()) {
        if (Status s = state.value().finished(); !s)
            return R::failure(Tr::tr("%1 cannot be read: %2").arg(db.path(), s.error()));
        return R(nullptr);
    }
    const qint64 size = state.value().int64(0);
    if (state.value().text(1) != conflictLocale())
        return R(nullptr);
    if (size < 0)
        return R::failure(Tr::tr("%1 is damaged: its conflict list holds %2 conflicts").arg(db.path()).arg(size));
    auto rows = Statement::prepare(h,
        "SELECT position, kind, severity, event, sources, claims, gap, explanation FROM conflict_list "
        "ORDER BY position");
    if (!rows)
        return R::failure(Tr::tr("%1 cannot be read: %2").arg(db.path(), rows.error()));
    list->m_rows = std::move(rows).value();
    list->m_size = qsizetype(size);
    return R(std::move(list));
}

bool StoredConflictList::refuse(const QString &why)
{
    m_status = Status::failure(Tr::tr("%1 is damaged: %2").arg(m_db.path(), why));
    endTransaction();
    return false;
}

bool StoredConflictList::next(Conflict *c)
{
    if (!m_status || !m_rows.isValid())
        return false;
    if (!m_rows.step()) {
        if (Status s = m_rows.finished(); !s)
            return refuse(s.error());
        if (m_read != m_size)
            return refuse(Tr::tr("its conflict list holds %1 of its %2 conflicts").arg(m_read).arg(m_size));
        endTransaction();
        return false;
    }
    const qint64 position = m_rows.int64(0);
    const qint64 kind = m_rows.int64(1);
    const qint64 severity = m_rows.int64(2);
    if (position != m_read + 1 || m_read == m_size)
        return refuse(Tr::tr("its conflict list has a row at %1 where %2 belongs").arg(position).arg(m_read + 1));
    if (kind < 0 || kind > qint64(ConflictKind::SourceOrder) || severity < 0 || severity > qint64(Severity::Severe))
        return refuse(Tr::tr("conflict %1 of its list is of no known kind or severity").arg(position));
    *c = Conflict();
    c->kind = ConflictKind(kind);
    c->severity = Severity(severity);
    c->eventId = m_rows.text(3);
    c->sources = linesOf(m_rows.text(4));
    c->claims = linesOf(m_rows.text(5));
    c->gap = AxisTime(m_rows.int64(6));
    c->explanation = m_rows.text(7);
    if (c->eventId.isEmpty() || c->sources.isEmpty() || c->sources.size() > 2 || !storableLines(c->sources)
        || !storableLines(c->claims) || c->gap < 0 || c->explanation.isEmpty())
        return refuse(Tr::tr("conflict %1 of its list is incomplete").arg(position));
    c->foundAt = qsizetype(m_read);
    ++m_read;
    return true;
}

QStringList conflictListProblems(const Database &db)
{
    QStringList problems;
    auto stored = StoredConflictList::openIfCurrent(db);
    if (!stored)
        return {stored.error()};
    if (!stored.value())
        return {};
    StoredConflictList &list = *stored.value();
    auto found = ConflictStream::open(db, 16 << 20, ConflictStream::Reading::Found);
    if (!found)
        return {found.error()};
    constexpr int kShown = 10;
    Conflict a;
    Conflict b;
    qsizetype at = 0;
    while (problems.size() < kShown) {
        const bool more = list.next(&a);
        const bool moreFound = found.value()->next(&b);
        if (!list.status())
            return problems << list.status().error();
        if (!found.value()->status())
            return problems << found.value()->status().error();
        if (!more && !moreFound)
            break;
        ++at;
        if (more != moreFound)
            problems << Tr::tr("the stored conflict list holds %1 conflicts; %2 are found").arg(list.size()).arg(found.value()->size());
        if (more != moreFound)
            break;
        if (!sameStored(a, b))
            problems << Tr::tr("conflict %1 of the stored list (%2, %3) is not the one found there (%4, %5)")
                            .arg(at)
                            .arg(a.eventId, a.explanation, b.eventId, b.explanation);
    }
    return problems;
}

} // namespace parallax::db
