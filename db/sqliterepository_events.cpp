// SqliteRepository: events and their accounts.

#include "searchindex.h"
#include "searchupdate.h"
#include "sqliterepository.h"
#include "sqliterepository_p.h"
#include "store.h"

#include <core/textoffsets.h>

#include <QSet>

namespace parallax::db {

using namespace repo;

namespace {

constexpr const char *kEventSelect
    = "SELECT e.id, e.key, e.title_en, e.title_zh, e.summary_en, e.date, p.key, e.category, r.key, e.importance "
      "FROM events e LEFT JOIN places p ON p.id = e.place_id LEFT JOIN eras r ON r.id = e.era_id ";
constexpr const char *kAccountSelect
    = "SELECT a.key, s.key, a.quote, a.q_start, a.q_end, a.claimed_date, a.date_text, a.gloss_en, a.note_en, a.anchor, "
      "e.key FROM accounts a JOIN sources s ON s.id = a.source_id JOIN events e ON e.id = a.event_id ";

HistoricalDate parsedOrInvalid(const QString &edtf)
{
    if (edtf.isEmpty())
        return {};
    auto d = HistoricalDate::parse(edtf);
    return d ? d.value() : HistoricalDate();
}

AccountRecord accountFrom(const Statement &st)
{
    Account a;
    a.setId(st.text(0));
    a.sourceId = st.text(1);
    a.setQuote(st.text(2));
    a.start = std::int32_t(st.int64(3)); // checked by accounts()
    a.end = std::int32_t(st.int64(4));
    a.claimedDate = parsedOrInvalid(st.text(5));
    a.setDateText(st.text(6));
    a.setGlossEn(st.text(7));
    a.setNoteEn(st.text(8));
    a.orphaned = st.text(9) == u"orphaned";
    return {st.text(10), a};
}

Result<QList<AccountRecord>> accounts(const Database &db, const QByteArray &where, std::initializer_list<Value> values)
{
    const QByteArray sql = QByteArray(kAccountSelect) + where;
    auto st = query(db, sql.constData(), values);
    if (!st)
        return fail<QList<AccountRecord>>(st.error());
    QList<AccountRecord> out;
    while (st.value().step()) {
        // An account keeps its offsets in 32 bits: a row past them is refused, not wrapped.
        if (const Statement &row = st.value(); !passageOffsetsFit(row.int64(3), row.int64(4)))
            return fail<QList<AccountRecord>>(Tr::tr("Account %1's passage %2…%3 lies outside any text it could cite.")
                                                  .arg(row.text(0))
                                                  .arg(row.int64(3))
                                                  .arg(row.int64(4)));
        out << accountFrom(st.value());
    }
    if (Status s = st.value().finished(); !s)
        return fail<QList<AccountRecord>>(s.error());
    return out;
}

Result<Event> eventFrom(const Database &db, Statement &st)
{
    Event e;
    const std::int64_t row = st.int64(0);
    e.id = st.text(1);
    if (!st.text(2).isEmpty())
        e.titles.insert(QStringLiteral("en"), st.text(2));
    if (!st.text(3).isEmpty())
        e.titles.insert(QStringLiteral("zh"), st.text(3));
    e.setSummaryEn(st.text(4));
    e.date = parsedOrInvalid(st.text(5));
    e.placeId = st.text(6);
    e.category = st.text(7);
    e.eraId = st.text(8);
    e.importance = Importance(std::clamp<int>(int(st.int64(9)), 0, 2));
    // Titles in other languages (schema 5).
    if (auto titles = query(db, "SELECT lang, title FROM event_titles WHERE event_id = ?1", {row}))
        while (titles.value().step())
            e.titles.insert(titles.value().text(0), titles.value().text(1));
    dropCopiedEnglishTitle(e.titles);
    auto people = query(db,
        "SELECT p.key FROM event_people ep JOIN people p ON p.id = ep.person_id "
        "WHERE ep.event_id = ?1 ORDER BY ep.ordinal, ep.person_id",
        {row});
    if (!people)
        return fail<Event>(people.error());
    while (people.value().step())
        e.editPersonIds() << people.value().text(0);
    auto list = accounts(db, "WHERE a.event_id = ?1 ORDER BY a.ordinal", {row});
    if (!list)
        return fail<Event>(list.error());
    for (const AccountRecord &r : list.value())
        e.accounts << r.account;
    return e;
}

// The row of an optional reference; fails when it is named but missing.
Result<Value> reference(const Database &db, const char *table, const QString &key, const char *what)
{
    if (key.isEmpty())
        return Value(Null {});
    if (const auto row = rowOf(db, table, key))
        return Value(*row);
    return fail<Value>(Tr::tr("There is no %1 %2.").arg(QLatin1String(what), key));
}

Status checkEvent(const Event &e)
{
    if (e.titles.isEmpty()
        || std::all_of(e.titles.begin(), e.titles.end(), [](const QString &t) { return t.trimmed().isEmpty(); }))
        return Status::failure(Tr::tr("An event needs a title."));
    if (!e.date.isValid())
        return Status::failure(Tr::tr("An event needs a date (EDTF, such as 1814-04-06)."));
    return success();
}

QString englishTitle(const Event &e)
{
    const QString en = e.titles.value(QStringLiteral("en"));
    return en.isEmpty() ? pickName(e.titles, QStringLiteral("en")) : en;
}

// Titles in languages other than English and Chinese (schema 5's table).
Status writeOtherTitles(Database &db, std::int64_t row, const Event &e)
{
    if (db.scalar("SELECT count(*) FROM sqlite_schema WHERE name = 'event_titles'").toInt() == 0)
        return success();
    // Titles that did not change are not written again: a write marks the
    // stored conflict list out of date (schema 9), as the edit of a summary
    // should not.
    LocalizedNames others;
    for (auto it = e.titles.begin(); it != e.titles.end(); ++it)
        if (it.key() != u"en" && it.key() != u"zh" && !it.value().isEmpty())
            others.insert(it.key(), it.value());
    auto stored = query(db, "SELECT lang, title FROM event_titles WHERE event_id = ?1", {row});
    if (!stored)
        return Status::failure(stored.error());
    LocalizedNames before;
    while (stored.value().step())
        before.insert(stored.value().text(0), stored.value().text(1));
    if (Status s = stored.value().finished(); !s)
        return s;
    if (before == others)
        return success();
    if (Status s = execute(db, "DELETE FROM event_titles WHERE event_id = ?1", {row}); !s)
        return s;
    for (auto it = others.begin(); it != others.end(); ++it)
        if (Status s = execute(db, "INSERT INTO event_titles (event_id, lang, title) VALUES (?1, ?2, ?3)",
                {row, it.key(), it.value()});
            !s)
            return s;
    return success();
}

// Writes an event's row (insert at `row` or update) and its people.
Status writeEventRow(Database &db, std::int64_t row, const Event &e, bool insert)
{
    auto place = reference(db, "places", e.placeId, "place");
    if (!place)
        return Status::failure(place.error());
    auto era = reference(db, "eras", e.eraId, "era");
    if (!era)
        return Status::failure(era.error());
    const AxisSpan span = e.date.span();
    const char *sql = insert ? "INSERT INTO events (id, key, title_en, title_zh, summary_en, date, t_start, t_end, "
                               "precision, place_id, category, era_id, importance) "
                               "VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13)"
                             : "UPDATE events SET key = ?2, title_en = ?3, title_zh = ?4, summary_en = ?5, date = ?6, "
                               "t_start = ?7, t_end = ?8, precision = ?9, place_id = ?10, category = ?11, "
                               "era_id = ?12, importance = ?13 WHERE id = ?1";
    if (Status s = execute(db, sql,
            {row, e.id, englishTitle(e), e.titles.value(QStringLiteral("zh")), e.summaryEn(), e.date.toEdtf(),
                std::int64_t(span.start), std::int64_t(span.end), std::int64_t(e.date.precision()), place.value(),
                e.category, era.value(), std::int64_t(e.importance)});
        !s)
        return s;
    if (Status s = execute(db, "DELETE FROM event_people WHERE event_id = ?1", {row}); !s)
        return s;
    if (Status s = writeOtherTitles(db, row, e); !s)
        return s;
    std::int64_t ordinal = 0;
    for (const QString &p : e.personIds()) {
        const auto person = rowOf(db, "people", p);
        if (!person)
            return Status::failure(Tr::tr("There is no person %1.").arg(p));
        if (Status s
            = execute(db, "INSERT OR IGNORE INTO event_people (event_id, person_id, ordinal) VALUES (?1, ?2, ?3)",
                {row, *person, ordinal++});
            !s)
            return s;
    }
    return success();
}

// Runs `change` between reading and rewriting the search rows it touches.
Status withIndexed(
    Database &db, const QList<std::function<Result<IndexedRow>()>> &rows, const std::function<Status()> &change)
{
    QList<IndexedRow> before;
    for (const auto &read : rows) {
        auto r = read();
        if (!r)
            return Status::failure(r.error());
        before << r.value();
    }
    if (Status s = change(); !s)
        return s;
    for (qsizetype i = 0; i < rows.size(); ++i) {
        auto after = rows[i]();
        if (!after)
            return Status::failure(after.error());
        if (Status s = reindex(db, before[i], after.value()); !s)
            return s;
    }
    return success();
}

// Where a quote lies in its source, checked, with its selector context.
struct CheckedSpan
{
    std::int64_t sourceRow = 0;
    QString prefix, suffix;
};

// The passage an account row holds now, as stored (checked when written).
struct AccountRow
{
    std::int64_t row = 0, eventRow = 0, ordinal = 0;
    std::int64_t sourceRow = 0, start = 0, end = 0;
    QString quote, prefix, suffix;
    bool orphaned = false;
};

std::optional<AccountRow> accountRow(const Database &db, const QString &key)
{
    auto st = query(db,
        "SELECT id, event_id, ordinal, source_id, q_start, q_end, quote, prefix, suffix, anchor "
        "FROM accounts WHERE key = ?1",
        {key});
    if (!st || !st.value().step())
        return std::nullopt;
    const Statement &r = st.value();
    return AccountRow {r.int64(0), r.int64(1), r.int64(2), r.int64(3), r.int64(4), r.int64(5), r.text(6), r.text(7),
        r.text(8), r.text(9) == u"orphaned"};
}

// `a`'s passage checked against the source's text: the text around it is
// read once (SQLite's substr() of the quote and its context, not the whole
// text three times) and split by code points.
Result<CheckedSpan> readSpan(const Database &db, std::int64_t source, const Account &a)
{
    const qsizetype from = std::max<qsizetype>(0, a.start - kQuoteContext);
    const qsizetype to = std::max<qsizetype>(from, a.end + kQuoteContext);
    auto st = query(db, "SELECT body_length, substr(body, ?2 + 1, ?3 - ?2) FROM sources WHERE id = ?1",
        {source, std::int64_t(from), std::int64_t(to)});
    if (!st || !st.value().step())
        return fail<CheckedSpan>(st ? st.value().error() : st.error());
    if (a.start < 0 || a.end <= a.start || a.end > st.value().int64(0))
        return fail<CheckedSpan>(
            Tr::tr("The passage %1…%2 is not inside source %3.").arg(a.start).arg(a.end).arg(a.sourceId));
    const QString around = st.value().text(1);
    const qsizetype quoteAt = utf16IndexFromCodePoint(around, a.start - from);
    const qsizetype quoteEnd = utf16IndexFromCodePoint(around, a.end - from);
    const QString quote = quoteAt < 0 || quoteEnd < 0 ? QString() : around.mid(quoteAt, quoteEnd - quoteAt);
    if (quote != a.quote())
        return fail<CheckedSpan>(
            Tr::tr("Source %1 does not say \"%2\" at %3…%4.").arg(a.sourceId, a.quote()).arg(a.start).arg(a.end));
    return CheckedSpan {source, around.left(quoteAt), around.mid(quoteEnd)};
}

// `a`'s passage, checked only where it can have changed: a passage the
// account row already holds (same source, offsets and words, not orphaned)
// was checked when it was written, and the texts it lies in are only
// replaced with their citations re-anchored.
Result<CheckedSpan> checkSpan(const Database &db, const Account &a, const AccountRow *stored = nullptr)
{
    const auto source = rowOf(db, "sources", a.sourceId);
    if (!source)
        return fail<CheckedSpan>(Tr::tr("There is no source %1.").arg(a.sourceId));
    if (a.quote().isEmpty())
        return fail<CheckedSpan>(Tr::tr("The cited passage is empty."));
    if (a.orphaned)
        return CheckedSpan {*source, {}, {}};
    if (stored && !stored->orphaned && stored->sourceRow == *source && stored->start == a.start && stored->end == a.end
        && stored->quote == a.quote())
        return CheckedSpan {*source, stored->prefix, stored->suffix};
    return readSpan(db, *source, a);
}

Status closeGap(Database &db, std::int64_t eventRow, std::int64_t ordinal)
{
    return execute(
        db, "UPDATE accounts SET ordinal = ordinal - 1 WHERE event_id = ?1 AND ordinal > ?2", {eventRow, ordinal});
}

// The ordinal a new account of an event gets: `wanted`, after making room,
// or the next free one.
Result<std::int64_t> makeRoom(Database &db, std::int64_t eventRow, int wanted)
{
    const QByteArray count = "SELECT count(*) FROM accounts WHERE event_id = " + QByteArray::number(eventRow);
    const std::int64_t n = db.scalar(count.constData()).toLongLong();
    if (wanted < 0 || wanted >= n)
        return n;
    if (Status s = execute(db, "UPDATE accounts SET ordinal = ordinal + 1 WHERE event_id = ?1 AND ordinal >= ?2",
            {eventRow, std::int64_t(wanted)});
        !s)
        return fail<std::int64_t>(s.error());
    return std::int64_t(wanted);
}

Value claimedValue(const HistoricalDate &d, bool start)
{
    if (!d.isValid())
        return Null {};
    return std::int64_t(start ? d.span().start : d.span().end);
}

} // namespace

Result<Event> SqliteRepository::event(const QString &id) const
{
    const QByteArray sql = QByteArray(kEventSelect) + "WHERE e.key = ?1";
    auto st = query(m_db, sql.constData(), {id});
    if (!st)
        return fail<Event>(st.error());
    if (!st.value().step())
        return fail<Event>(Tr::tr("There is no event %1.").arg(id));
    return eventFrom(m_db, st.value());
}

Result<QList<Event>> SqliteRepository::eventsBetween(std::int64_t start, std::int64_t end, int limit) const
{
    const QByteArray sql
        = QByteArray(kEventSelect) + "WHERE e.t_start < ?2 AND e.t_end > ?1 ORDER BY e.t_start LIMIT ?3";
    auto st = query(m_db, sql.constData(), {start, end, std::int64_t(limit)});
    if (!st)
        return fail<QList<Event>>(st.error());
    QList<Event> out;
    while (st.value().step()) {
        auto e = eventFrom(m_db, st.value());
        if (!e)
            return fail<QList<Event>>(e.error());
        out << e.value();
    }
    return out;
}

Result<AccountRecord> SqliteRepository::account(const QString &id) const
{
    auto list = accounts(m_db, "WHERE a.key = ?1", {id});
    if (!list)
        return fail<AccountRecord>(list.error());
    if (list->isEmpty())
        return fail<AccountRecord>(Tr::tr("There is no account %1.").arg(id));
    return list->first();
}

Result<QList<AccountRecord>> SqliteRepository::accountsOfSource(const QString &sourceId) const
{
    const auto row = rowOf(m_db, "sources", sourceId);
    if (!row)
        return fail<QList<AccountRecord>>(Tr::tr("There is no source %1.").arg(sourceId));
    return accounts(m_db, "WHERE a.source_id = ?1 ORDER BY a.q_start", {*row});
}

Result<QList<AccountRecord>> SqliteRepository::orphanedAccounts() const
{
    return accounts(m_db, "WHERE a.anchor = 'orphaned' ORDER BY s.key, a.q_start", {});
}

Result<QString> SqliteRepository::addEvent(const Event &event)
{
    Event e = event;
    if (e.id.isEmpty())
        e.id = freshKey();
    if (Status ok = checkEvent(e); !ok)
        return fail<QString>(ok.error());
    if (rowOf(m_db, "events", e.id))
        return fail<QString>(Tr::tr("There is already an event %1.").arg(e.id));
    const Status done = write([&](Edit &edit) -> Status {
        const std::int64_t row = nextRow(m_db, "events");
        if (Status s = withIndexed(m_db, {[&] { return indexedEventChunk(m_db, row); }},
                [&] { return writeEventRow(m_db, row, e, true); });
            !s)
            return s;
        return edit.record(Entity::Event, ChangeKind::Added, e.id);
    });
    if (!done)
        return fail<QString>(done.error());
    return e.id;
}

Status SqliteRepository::updateEvent(const Event &event)
{
    if (Status ok = checkEvent(event); !ok)
        return ok;
    const auto row = rowOf(m_db, "events", event.id);
    if (!row)
        return Status::failure(Tr::tr("There is no event %1.").arg(event.id));
    return write([&](Edit &edit) -> Status {
        if (Status s = withIndexed(m_db, {[&] { return indexedEventChunk(m_db, *row); }},
                [&] { return writeEventRow(m_db, *row, event, false); });
            !s)
            return s;
        return edit.record(Entity::Event, ChangeKind::Changed, event.id);
    });
}

Status SqliteRepository::removeEvent(const QString &id)
{
    const auto row = rowOf(m_db, "events", id);
    if (!row)
        return Status::failure(Tr::tr("There is no event %1.").arg(id));
    auto st = query(m_db, "SELECT id, key FROM accounts WHERE event_id = ?1", {*row});
    if (!st)
        return Status::failure(st.error());
    QList<std::function<Result<IndexedRow>()>> rows {[&] { return indexedEventChunk(m_db, *row); }};
    QSet<std::int64_t> chunks;
    QStringList accountKeys;
    while (st.value().step()) {
        const std::int64_t account = st.value().int64(0);
        accountKeys << st.value().text(1);
        if (!chunks.contains(account >> searchlayout::kChunkShift)) {
            chunks.insert(account >> searchlayout::kChunkShift);
            rows << [this, account] { return indexedAccountChunk(m_db, account); };
        }
    }
    return write([&](Edit &edit) -> Status {
        if (Status s = withIndexed(m_db, rows,
                [&]() -> Status {
                    if (Status d = execute(m_db, "DELETE FROM accounts WHERE event_id = ?1", {*row}); !d)
                        return d;
                    if (Status d = execute(m_db, "DELETE FROM event_people WHERE event_id = ?1", {*row}); !d)
                        return d;
                    if (Status d = writeOtherTitles(m_db, *row, Event {}); !d)
                        return d;
                    return execute(m_db, "DELETE FROM events WHERE id = ?1", {*row});
                });
            !s)
            return s;
        for (const QString &key : std::as_const(accountKeys))
            if (Status s = edit.record(Entity::Account, ChangeKind::Removed, key); !s)
                return s;
        return edit.record(Entity::Event, ChangeKind::Removed, id);
    });
}

Result<QString> SqliteRepository::addAccount(const QString &eventId, const Account &account, int ordinal)
{
    Account a = account;
    if (!a.hasId())
        a.setId(freshKey());
    const auto eventRow = rowOf(m_db, "events", eventId);
    if (!eventRow)
        return fail<QString>(Tr::tr("There is no event %1.").arg(eventId));
    if (rowOf(m_db, "accounts", a.id()))
        return fail<QString>(Tr::tr("There is already an account %1.").arg(a.id()));
    if (Status s = wordsAreThere(a); !s)
        return fail<QString>(s.error());
    auto span = checkSpan(m_db, a);
    if (!span)
        return fail<QString>(span.error());
    const Status done = write([&](Edit &edit) -> Status {
        const std::int64_t row = nextRow(m_db, "accounts");
        auto place = makeRoom(m_db, *eventRow, ordinal);
        if (!place)
            return Status::failure(place.error());
        auto insert = [&] {
            return execute(m_db,
                "INSERT INTO accounts (id, event_id, source_id, ordinal, quote, q_start, q_end, "
                "claimed_date, c_start, c_end, date_text, gloss_en, note_en, key, prefix, suffix, anchor) "
                "VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16, ?17)",
                {row, *eventRow, span->sourceRow, place.value(), a.quote(), std::int64_t(a.start), std::int64_t(a.end),
                    a.claimedDate.isValid() ? a.claimedDate.toEdtf() : QString(), claimedValue(a.claimedDate, true),
                    claimedValue(a.claimedDate, false), a.dateText(), a.glossEn(), a.noteEn(), a.id(), span->prefix,
                    span->suffix, QString::fromLatin1(a.orphaned ? "orphaned" : "exact")});
        };
        if (Status s = withIndexed(m_db, {[&] { return indexedAccountChunk(m_db, row); }}, insert); !s)
            return s;
        return edit.record(Entity::Account, ChangeKind::Added, a.id());
    });
    if (!done)
        return fail<QString>(done.error());
    return a.id();
}

Status SqliteRepository::updateAccount(const QString &eventId, const Account &a)
{
    if (Status s = wordsAreThere(a); !s)
        return s;
    const auto current = accountRow(m_db, a.id());
    if (!current)
        return Status::failure(Tr::tr("There is no account %1.").arg(a.id()));
    const auto eventRow = rowOf(m_db, "events", eventId);
    if (!eventRow)
        return Status::failure(Tr::tr("There is no event %1.").arg(eventId));
    auto span = checkSpan(m_db, a, &*current);
    if (!span)
        return Status::failure(span.error());
    return write([&](Edit &edit) -> Status {
        std::int64_t ordinal = current->ordinal;
        if (*eventRow != current->eventRow) {
            if (Status s = closeGap(m_db, current->eventRow, current->ordinal); !s)
                return s;
            auto place = makeRoom(m_db, *eventRow, -1);
            if (!place)
                return Status::failure(place.error());
            ordinal = place.value();
        }
        auto update = [&] {
            return execute(m_db,
                "UPDATE accounts SET event_id = ?2, source_id = ?3, ordinal = ?4, quote = ?5, q_start = ?6, "
                "q_end = ?7, claimed_date = ?8, c_start = ?9, c_end = ?10, date_text = ?11, gloss_en = ?12, "
                "note_en = ?13, prefix = ?14, suffix = ?15, anchor = ?16 WHERE id = ?1",
                {current->row, *eventRow, span->sourceRow, ordinal, a.quote(), std::int64_t(a.start),
                    std::int64_t(a.end), a.claimedDate.isValid() ? a.claimedDate.toEdtf() : QString(),
                    claimedValue(a.claimedDate, true), claimedValue(a.claimedDate, false), a.dateText(), a.glossEn(),
                    a.noteEn(), span->prefix, span->suffix, QString::fromLatin1(a.orphaned ? "orphaned" : "exact")});
        };
        if (Status s = withIndexed(m_db, {[&] { return indexedAccountChunk(m_db, current->row); }}, update); !s)
            return s;
        return edit.record(Entity::Account, ChangeKind::Changed, a.id());
    });
}

Status SqliteRepository::removeAccount(const QString &id)
{
    const auto current = accountRow(m_db, id);
    if (!current)
        return Status::failure(Tr::tr("There is no account %1.").arg(id));
    return write([&](Edit &edit) -> Status {
        auto remove = [&]() -> Status {
            if (Status s = execute(m_db, "DELETE FROM accounts WHERE id = ?1", {current->row}); !s)
                return s;
            return closeGap(m_db, current->eventRow, current->ordinal);
        };
        if (Status s = withIndexed(m_db, {[&] { return indexedAccountChunk(m_db, current->row); }}, remove); !s)
            return s;
        return edit.record(Entity::Account, ChangeKind::Removed, id);
    });
}

} // namespace parallax::db
