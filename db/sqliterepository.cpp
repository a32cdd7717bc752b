#include "sqliterepository.h"

#include "searchupdate.h"
#include "sqliterepository_p.h"
#include "store.h"
#include "timelinecolumns.h"

#include <core/textoffsets.h>

#include <sqlite3.h>

#include <QElapsedTimer>

namespace parallax::db {

using namespace repo;

SqliteRepository::SqliteRepository(Database &db)
    : m_db(db)
{ }
SqliteRepository::~SqliteRepository() = default;

namespace {

// Times the steps of a write into SqliteRepository::WriteTimings.
class WriteClock
{
public:
    explicit WriteClock(sqlite3 *db)
        : m_db(db)
    {
        int current = 0, highest = 0;
        sqlite3_db_status(m_db, SQLITE_DBSTATUS_CACHE_WRITE, &current, &highest, 1);
        m_clock.start();
    }
    double lap() { return double(m_clock.nsecsElapsed() - std::exchange(m_last, m_clock.nsecsElapsed())) / 1e6; }
    int pagesWritten() const
    {
        int current = 0, highest = 0;
        sqlite3_db_status(m_db, SQLITE_DBSTATUS_CACHE_WRITE, &current, &highest, 0);
        return current;
    }

private:
    sqlite3 *m_db;
    QElapsedTimer m_clock;
    qint64 m_last = 0;
};

} // namespace

Status SqliteRepository::write(const std::function<Status(Edit &)> &body)
{
    if (m_batch) // part of inOneTransaction(): committed and announced there
        return body(*m_batch);
    Transaction tx(m_db);
    if (!tx.isActive())
        return Status::failure(Tr::tr("The database %1 is busy or read-only; nothing was changed.").arg(m_db.path()));
    WriteClock clock(m_db.handle());
    Edit edit(m_db);
    if (Status s = body(edit); !s)
        return s; // rolled back
    m_lastWrite.bodyMs = clock.lap();
    if (Status s = refreshStaleTimeline(m_db); !s) // the timeline's stored index follows
        return s;
    m_lastWrite.timelineMs = clock.lap();
    if (Status s = tx.commit(); !s)
        return s;
    m_lastWrite.commitMs = clock.lap();
    m_lastWrite.pagesWritten = clock.pagesWritten();
    notify(edit.changes());
    m_lastWrite.notifyMs = clock.lap();
    return success();
}

Status SqliteRepository::inOneTransaction(const std::function<Status()> &steps)
{
    if (m_batch)
        return steps();
    Transaction tx(m_db);
    if (!tx.isActive())
        return Status::failure(Tr::tr("The database %1 is busy or read-only; nothing was changed.").arg(m_db.path()));
    Edit edit(m_db);
    m_batch = &edit;
    Status done = steps();
    m_batch = nullptr;
    if (!done)
        return done; // rolled back
    if (Status s = refreshStaleTimeline(m_db); !s)
        return s;
    if (Status s = tx.commit(); !s)
        return s;
    notify(edit.changes());
    return success();
}

bool SqliteRepository::exists(Entity entity, const QString &id) const
{
    switch (entity) {
    case Entity::Source:
        return rowOf(m_db, "sources", id).has_value();
    case Entity::Event:
        return rowOf(m_db, "events", id).has_value();
    case Entity::Account:
        return rowOf(m_db, "accounts", id).has_value();
    case Entity::Place:
        return rowOf(m_db, "places", id).has_value();
    case Entity::Era:
        return rowOf(m_db, "eras", id).has_value();
    case Entity::Person:
        return rowOf(m_db, "people", id).has_value();
    case Entity::RouteLeg:
        break;
    }
    auto st = query(m_db, "SELECT 1 FROM route_legs WHERE seq = ?1", {std::int64_t(id.toLongLong())});
    return st && st.value().step();
}

Result<QList<Change>> SqliteRepository::changesSince(std::int64_t number) const
{
    auto st = query(m_db, "SELECT seq, entity, key, kind FROM changes WHERE seq > ?1 ORDER BY seq", {number});
    if (!st)
        return fail<QList<Change>>(st.error());
    QList<Change> out;
    while (st.value().step()) {
        Change c;
        c.number = st.value().int64(0);
        for (Entity e : {Entity::Source, Entity::Event, Entity::Account, Entity::Place, Entity::Era, Entity::Person,
                 Entity::RouteLeg})
            if (entityName(e) == st.value().text(1))
                c.entity = e;
        c.id = st.value().text(2);
        for (ChangeKind k : {ChangeKind::Added, ChangeKind::Changed, ChangeKind::Removed})
            if (changeKindName(k) == st.value().text(3))
                c.kind = k;
        out << c;
    }
    if (Status s = st.value().finished(); !s)
        return fail<QList<Change>>(s.error());
    return out;
}

// --- sources ---------------------------------------------------------------

namespace {

constexpr const char *kSourceColumns
    = "SELECT key, title, language, file, provenance, %1, author, written, reference, encoding FROM sources";

Source sourceFrom(const Statement &st)
{
    return Source {st.text(0), st.text(1), st.text(2), st.text(3), st.text(4), st.text(5), st.text(6), st.text(7),
        st.text(8), st.text(9)};
}

Status checkSource(const Source &s)
{
    if (s.title.trimmed().isEmpty())
        return Status::failure(Tr::tr("A source needs a title."));
    if (s.language.trimmed().isEmpty())
        return Status::failure(Tr::tr("A source needs a language (a code such as en, zh or da)."));
    if (s.text.isEmpty())
        return Status::failure(Tr::tr("The source's text is empty."));
    if (!s.written.isEmpty())
        if (auto d = HistoricalDate::parse(s.written); !d)
            return Status::failure(Tr::tr("The date of writing is not an EDTF date: %1").arg(d.error()));
    return success();
}

} // namespace

Result<QList<Source>> SqliteRepository::sources(bool withText) const
{
    const QByteArray sql
        = QString::fromLatin1(kSourceColumns).arg(QLatin1String(withText ? "body" : "''")).toLatin1() + " ORDER BY id";
    auto st = query(m_db, sql.constData());
    if (!st)
        return fail<QList<Source>>(st.error());
    QList<Source> out;
    while (st.value().step())
        out << sourceFrom(st.value());
    if (Status s = st.value().finished(); !s)
        return fail<QList<Source>>(s.error());
    return out;
}

Result<Source> SqliteRepository::source(const QString &id) const
{
    const QByteArray sql
        = QString::fromLatin1(kSourceColumns).arg(QLatin1String("body")).toLatin1() + " WHERE key = ?1";
    auto st = query(m_db, sql.constData(), {id});
    if (!st)
        return fail<Source>(st.error());
    if (!st.value().step())
        return fail<Source>(Tr::tr("There is no source %1.").arg(id));
    return sourceFrom(st.value());
}

Result<QString> SqliteRepository::addSource(const Source &source)
{
    Source s = source;
    if (s.id.isEmpty())
        s.id = freshKey();
    if (Status ok = checkSource(s); !ok)
        return fail<QString>(ok.error());
    if (rowOf(m_db, "sources", s.id))
        return fail<QString>(Tr::tr("There is already a source %1.").arg(s.id));
    const Status done = write([&](Edit &edit) -> Status {
        const std::int64_t row = nextRow(m_db, "sources");
        if (Status st = execute(m_db,
                "INSERT INTO sources (id, key, title, language, file, provenance, body, body_length, "
                "author, written, reference, encoding) "
                "VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12)",
                {row, s.id, s.title, s.language, s.file, s.provenance, s.text, std::int64_t(codePointCount(s.text)),
                    s.author, s.written, s.reference, s.encoding});
            !st)
            return st;
        if (Status st = indexSourcePassages(m_db, row, s.text); !st)
            return st;
        return edit.record(Entity::Source, ChangeKind::Added, s.id);
    });
    if (!done)
        return fail<QString>(done.error());
    return s.id;
}

Status SqliteRepository::updateSource(const Source &source)
{
    Source s = source;
    s.text = QStringLiteral("-"); // the text is not changed here
    if (Status ok = checkSource(s); !ok)
        return ok;
    if (!rowOf(m_db, "sources", s.id))
        return Status::failure(Tr::tr("There is no source %1.").arg(s.id));
    return write([&](Edit &edit) -> Status {
        if (Status st = execute(m_db,
                "UPDATE sources SET title = ?2, language = ?3, provenance = ?4, author = ?5, "
                "written = ?6, reference = ?7 WHERE key = ?1",
                {s.id, s.title, s.language, s.provenance, s.author, s.written, s.reference});
            !st)
            return st;
        return edit.record(Entity::Source, ChangeKind::Changed, s.id);
    });
}

namespace {

struct CitedSpan
{
    QString key;
    QString eventKey;
    TextQuote quote;
    qsizetype start = 0, end = 0;
    bool orphaned = false;
};

Result<QList<CitedSpan>> citedSpans(const Database &db, std::int64_t sourceRow, const QString &oldText)
{
    auto st = query(db,
        "SELECT a.key, e.key, a.quote, a.prefix, a.suffix, a.q_start, a.q_end, a.anchor FROM accounts a "
        "JOIN events e ON e.id = a.event_id WHERE a.source_id = ?1 ORDER BY a.q_start",
        {sourceRow});
    if (!st)
        return fail<QList<CitedSpan>>(st.error());
    QList<CitedSpan> out;
    while (st.value().step()) {
        const Statement &r = st.value();
        CitedSpan c {
            r.text(0), r.text(1), {r.text(2), r.text(3), r.text(4)}, r.int64(5), r.int64(6), r.text(7) == u"orphaned"};
        // Imported accounts have no stored context: take it from the old text.
        if (!c.orphaned && c.quote.prefix.isEmpty() && c.quote.suffix.isEmpty())
            c.quote = quoteAt(oldText, c.start, c.end);
        if (c.quote.exact.isEmpty())
            c.quote.exact = r.text(2);
        out << c;
    }
    if (Status s = st.value().finished(); !s)
        return fail<QList<CitedSpan>>(s.error());
    return out;
}

// Offsets for an orphaned account: where it was, kept inside the new text.
std::pair<qsizetype, qsizetype> clampedSpan(qsizetype start, qsizetype end, qsizetype length)
{
    const qsizetype from = std::max<qsizetype>(0, std::min(start, length - 1));
    return {from, std::max(from + 1, std::min(end, length))};
}

Status writeSpan(Database &db, const QString &key, const QString &newText, qsizetype start, qsizetype end,
    const QString &quote, AnchorOutcome outcome)
{
    const TextQuote context = outcome == AnchorOutcome::Orphaned ? TextQuote {} : quoteAt(newText, start, end);
    return execute(db,
        "UPDATE accounts SET q_start = ?2, q_end = ?3, quote = ?4, prefix = ?5, suffix = ?6, anchor = ?7 "
        "WHERE key = ?1",
        {key, std::int64_t(start), std::int64_t(end), quote, context.prefix, context.suffix,
            anchorOutcomeName(outcome)});
}

// The old passages leave the index while the old text they are read from is
// still there.
Status writeText(Database &db, std::int64_t row, const QString &text, const QString &encoding)
{
    if (Status s = unindexSourcePassages(db, row); !s)
        return s;
    if (Status s = execute(db, "UPDATE sources SET body = ?2, body_length = ?3, encoding = ?4 WHERE id = ?1",
            {row, text, std::int64_t(codePointCount(text)), encoding});
        !s)
        return s;
    return indexSourcePassages(db, row, text);
}

} // namespace

Result<ReplaceReport> SqliteRepository::replaceSourceText(
    const QString &id, const QString &text, const QString &encoding)
{
    const auto row = rowOf(m_db, "sources", id);
    if (!row)
        return fail<ReplaceReport>(Tr::tr("There is no source %1.").arg(id));
    if (text.isEmpty())
        return fail<ReplaceReport>(Tr::tr("The new text is empty."));
    auto old = source(id);
    if (!old)
        return fail<ReplaceReport>(old.error());
    auto cited = citedSpans(m_db, *row, old->text);
    if (!cited)
        return fail<ReplaceReport>(cited.error());
    ReplaceReport report;
    const qsizetype length = codePointCount(text);
    const Status done = write([&](Edit &edit) -> Status {
        if (Status s = writeText(m_db, *row, text, encoding.isEmpty() ? old->encoding : encoding); !s)
            return s;
        for (const CitedSpan &c : cited.value()) {
            const Reanchored r = reanchor(text, c.quote, c.start);
            ReplaceReport::Item item {c.key, c.eventKey, r.outcome, r.start, r.end};
            QString quote = r.quote;
            if (r.outcome == AnchorOutcome::Orphaned) {
                std::tie(item.start, item.end) = clampedSpan(c.start, c.end, length);
                quote = c.quote.exact;
            }
            if (Status s = writeSpan(m_db, c.key, text, item.start, item.end, quote, r.outcome); !s)
                return s;
            if (Status s = edit.record(Entity::Account, ChangeKind::Changed, c.key); !s)
                return s;
            report.items << item;
        }
        return edit.record(Entity::Source, ChangeKind::Changed, id);
    });
    if (!done)
        return fail<ReplaceReport>(done.error());
    return report;
}

Status SqliteRepository::restoreSourceText(
    const QString &id, const QString &text, const QString &encoding, const QList<AccountRecord> &accounts)
{
    const auto row = rowOf(m_db, "sources", id);
    if (!row)
        return Status::failure(Tr::tr("There is no source %1.").arg(id));
    return write([&](Edit &edit) -> Status {
        if (Status s = writeText(m_db, *row, text, encoding); !s)
            return s;
        for (const AccountRecord &r : accounts) {
            const Account &a = r.account;
            if (Status s = wordsAreThere(a); !s)
                return s;
            const AnchorOutcome outcome = a.orphaned ? AnchorOutcome::Orphaned : AnchorOutcome::Exact;
            if (Status s = writeSpan(m_db, a.id(), text, a.start, a.end, a.quote(), outcome); !s)
                return s;
            if (Status s = edit.record(Entity::Account, ChangeKind::Changed, a.id()); !s)
                return s;
        }
        return edit.record(Entity::Source, ChangeKind::Changed, id);
    });
}

Status SqliteRepository::removeSource(const QString &id)
{
    const auto row = rowOf(m_db, "sources", id);
    if (!row)
        return Status::failure(Tr::tr("There is no source %1.").arg(id));
    auto st = query(m_db, "SELECT count(*) FROM accounts WHERE source_id = ?1", {*row});
    if (st && st.value().step() && st.value().int64(0) > 0)
        return Status::failure(
            Tr::tr("Source %1 is cited by %2 account(s); remove them first.").arg(id).arg(st.value().int64(0)));
    return write([&](Edit &edit) -> Status {
        if (Status s = unindexSourcePassages(m_db, *row); !s)
            return s;
        if (Status s = execute(m_db, "DELETE FROM sources WHERE id = ?1", {*row}); !s)
            return s;
        return edit.record(Entity::Source, ChangeKind::Removed, id);
    });
}

} // namespace parallax::db
