#include "eventstream.h"

#include "jsonstream.h"
#include "sqlite.h"
#include "store.h"
#include "textcheck.h"

#include <core/textoffsets.h>

#include <sqlite3.h>

#include <QCoreApplication>
#include <QHash>
#include <QMap>

#include <algorithm>
#include <limits>
#include <optional>
#include <tuple>

namespace parallax::db {

namespace {

// The same words as readCorpus() (db/store.cpp) uses, in its context.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(parallax::db::Store)
};

// Interned once here: an account's source is then a pointer's copy, not a
// look-up in the interned strings' table under its lock.
using Keys = QHash<std::int64_t, Interned>;

Result<Keys> keysOf(sqlite3 *h, const char *sql)
{
    auto st = Statement::prepare(h, sql);
    if (!st)
        return Result<Keys>::failure(st.error());
    Keys keys;
    while (st.value().step())
        keys.insert(st.value().int64(0), Interned(st.value().text(1)));
    if (Status s = st.value().finished(); !s)
        return Result<Keys>::failure(s.error());
    return keys;
}

// The members of an object of names by language, in the order of their
// keys (as QJsonDocument::Compact writes them).
void appendNamesJson(const QMap<QString, QString> &names, QByteArray *out)
{
    for (auto it = names.cbegin(); it != names.cend(); ++it) {
        if (it != names.cbegin())
            *out += ',';
        appendJsonString(*out, it.key());
        *out += ':';
        appendJsonString(*out, it.value());
    }
}

} // namespace

// A statement that walks a table in row order, alongside the time order:
// positioned at a row when asked (stepping over rows that come later in
// time), or saying that the row was passed already.
struct EventStream::Scan
{
    explicit Scan(int column)
        : rowColumn(column)
    { }

    // Moves the scan on to the first row at or after `row` by a seek rather
    // than a step per row: for a reader that takes every other chunk.
    // Never back (the rows it passed are looked up by id when wanted).
    void seekForward(std::int64_t row)
    {
        if (started && (!more || st.int64(rowColumn) >= row))
            return;
        st.reset();
        st.bind(1, row);
        started = more = consumed = false;
    }
    // True when the scan stands on `row`; steps forward to it if it is ahead.
    bool at(std::int64_t row)
    {
        if (!started || (consumed && more))
            more = st.step();
        started = true;
        consumed = false;
        while (more && st.int64(rowColumn) < row)
            more = st.step();
        return more && st.int64(rowColumn) == row;
    }
    // After the rows at `row` were taken: step on when next asked.
    void take() { consumed = true; }

    Statement st;
    int rowColumn;
    bool started = false, more = false, consumed = false;
};

// The statements each event is read with, and the keys its references name.
struct EventStream::Rows
{
    Statement event, people, titles, accounts;
    // The events and their accounts in row order, read alongside the time
    // order: where row order is time order (as imports write them) every
    // event is read from these, front to back; a row that comes out of turn
    // (an event added later, say) is looked up by its id instead.
    Scan eventScan {11}, accountScan {0};
    // What the rows' references name, read once (alongside() copies them).
    struct Names
    {
        Keys sources, places, people_, eras;
        // The same keys as JSON: a source as a string, a place or era as
        // "null" where it has none (for nextJson()).
        QHash<std::int64_t, QByteArray> sourcesJson, placesJson, erasJson;
        // Most corpora name no people and no titles in other languages:
        // then those tables are not looked up for each event.
        bool anyTitles = true, anyPeople = true;
    } names;
};

EventStream::EventStream(const Database &db, Corpus head)
    : m_db(db)
    , m_head(std::move(head))
    , m_rows(std::make_unique<Rows>())
{ }

EventStream::~EventStream()
{
    m_rows.reset();
    if (m_ownsTransaction)
        sqlite3_exec(m_db.handle(), "COMMIT", nullptr, nullptr, nullptr);
}

Result<std::unique_ptr<EventStream>> EventStream::open(const Database &db)
{
    using R = Result<std::unique_ptr<EventStream>>;
    sqlite3 *h = db.handle();
    prepareForLongRead(h);
    // One read transaction for the whole stream: one snapshot, and no lock
    // taken and hot journal looked for again for each of millions of reads.
    const bool owns = sqlite3_get_autocommit(h) && sqlite3_exec(h, "BEGIN", nullptr, nullptr, nullptr) == SQLITE_OK;
    auto head = readCorpusHead(db);
    if (!head) {
        if (owns)
            sqlite3_exec(h, "COMMIT", nullptr, nullptr, nullptr);
        return R::failure(head.error());
    }
    std::unique_ptr<EventStream> s(new EventStream(db, std::move(head).value()));
    s->m_ownsTransaction = owns;
    if (Status prepared = s->prepareStatements(); !prepared)
        return R::failure(prepared.error());
    Rows &r = *s->m_rows;
    for (auto [keys, sql] : {std::pair {&r.names.sources, "SELECT id, key FROM sources"},
             std::pair {&r.names.places, "SELECT id, key FROM places"},
             std::pair {&r.names.people_, "SELECT id, key FROM people"},
             std::pair {&r.names.eras, "SELECT id, key FROM eras"}}) {
        auto read = keysOf(h, sql);
        if (!read)
            return R::failure(s->unreadable(read.error()).error());
        *keys = std::move(read).value();
    }
    for (auto [json, keys, nullIfEmpty] : {std::tuple {&r.names.sourcesJson, &r.names.sources, false},
             std::tuple {&r.names.placesJson, &r.names.places, true},
             std::tuple {&r.names.erasJson, &r.names.eras, true}})
        for (auto it = keys->cbegin(); it != keys->cend(); ++it) {
            QByteArray &bytes = (*json)[it.key()];
            if (nullIfEmpty && it.value().isEmpty())
                bytes = "null";
            else
                appendJsonString(bytes, it.value());
        }
    r.names.anyTitles = db.scalar("SELECT EXISTS (SELECT 1 FROM event_titles)") != u"0";
    r.names.anyPeople = db.scalar("SELECT EXISTS (SELECT 1 FROM event_people)") != u"0";
    if (Status st = s->readOrder(); !st)
        return R::failure(st.error());
    return s;
}

Result<std::unique_ptr<EventStream>> EventStream::alongside(const Database &other) const
{
    using R = Result<std::unique_ptr<EventStream>>;
    sqlite3 *h = other.handle();
    // Two connections see one snapshot where this stream's read transaction
    // keeps every writer out until the other's has begun: a rollback journal
    // does (no commit while a shared lock is held); a write-ahead log does not.
    if (!m_ownsTransaction || m_db.scalar("PRAGMA journal_mode").compare(u"wal", Qt::CaseInsensitive) == 0)
        return R::failure(QStringLiteral("no second reader of the same snapshot"));
    // The same file, not one renamed over its path since this one opened.
    if (m_db.fileIdentity().isEmpty() || other.fileIdentity() != m_db.fileIdentity())
        return R::failure(QStringLiteral("not the same file"));
    if (!sqlite3_get_autocommit(h) || sqlite3_exec(h, "BEGIN", nullptr, nullptr, nullptr) != SQLITE_OK)
        return R::failure(unreadable(QString::fromUtf8(sqlite3_errmsg(h))).error());
    std::unique_ptr<EventStream> s(new EventStream(other, m_head));
    s->m_ownsTransaction = true;
    if (Status prepared = s->prepareStatements(); !prepared)
        return R::failure(prepared.error());
    // The read that takes the shared lock, while this stream holds its own.
    if (Status read = s->takeSnapshot(); !read)
        return R::failure(read.error());
    Rows &r = *s->m_rows;
    const Rows &mine = *m_rows;
    r.names = mine.names;
    s->m_order = m_order;
    return s;
}

// A read of the file on this stream's connection (inside its transaction):
// from here on, it reads the file as it is now.
Status EventStream::takeSnapshot()
{
    auto st = Statement::prepare(m_db.handle(), "SELECT count(*) FROM sqlite_schema");
    if (!st)
        return unreadable(st.error());
    if (!st.value().step())
        return unreadable(st.value().error());
    return success();
}

// The statements this stream reads with, on its own connection; the scans
// start at the first row.
Status EventStream::prepareStatements()
{
    Rows &r = *m_rows;
    const Status prepared = Statement::prepareAll(m_db.handle(),
        {{&r.event,
             "SELECT key, title_en, title_zh, summary_en, date, place_id, category, era_id, importance, t_start, "
             "t_end FROM events WHERE id = ?1"},
            {&r.people, "SELECT person_id FROM event_people WHERE event_id = ?1 ORDER BY ordinal, person_id"},
            {&r.titles, "SELECT lang, title FROM event_titles WHERE event_id = ?1"},
            // accounts_by_event (event_id, ordinal) gives them by ordinal;
            // readAccounts() puts equal ordinals in id order, as readCorpus()
            // orders them (an ORDER BY here made SQLite sort each event's
            // accounts apart: a third of an export where row order is not
            // time order).
            {&r.accounts,
                "SELECT event_id, ordinal, id, source_id, quote, q_start, q_end, claimed_date, date_text, gloss_en, "
                "note_en, key, anchor FROM accounts INDEXED BY accounts_by_event WHERE event_id = ?1"},
            {&r.eventScan.st,
                "SELECT key, title_en, title_zh, summary_en, date, place_id, category, era_id, importance, t_start, "
                "t_end, id FROM events WHERE id >= ?1 ORDER BY id"},
            {&r.accountScan.st,
                "SELECT event_id, ordinal, id, source_id, quote, q_start, q_end, claimed_date, date_text, gloss_en, "
                "note_en, key, anchor FROM accounts INDEXED BY accounts_by_event WHERE event_id >= ?1 "
                "ORDER BY event_id, ordinal"}});
    if (!prepared)
        return unreadable(prepared.error());
    for (Scan *scan : {&r.eventScan, &r.accountScan})
        scan->st.bind(1, std::numeric_limits<std::int64_t>::min());
    return success();
}

Result<QStringList> EventStream::titleLanguages() const
{
    QStringList languages {QStringLiteral("en")};
    if (m_db.scalar("SELECT EXISTS (SELECT 1 FROM events WHERE title_zh <> '')") != u"0")
        languages.append(QStringLiteral("zh"));
    auto st = Statement::prepare(m_db.handle(), "SELECT DISTINCT lang FROM event_titles");
    if (!st)
        return Result<QStringList>::failure(unreadable(st.error()).error());
    while (st.value().step())
        if (const QString lang = st.value().text(0); !languages.contains(lang))
            languages.append(lang);
    if (Status s = st.value().finished(); !s)
        return Result<QStringList>::failure(unreadable(s.error()).error());
    return languages;
}

Status EventStream::unreadable(const QString &why) const
{
    return Status::failure(Tr::tr("%1 cannot be read: %2").arg(m_db.path(), why));
}

Status EventStream::problem(const QString &table, std::int64_t row, const QString &what) const
{
    return Status::failure(Tr::tr("%1 holds data Parallax cannot use (%2). Run \"parallax check\" on it "
                                  "for every problem.")
                               .arg(m_db.path(), Tr::tr("%1 row %2: %3").arg(table).arg(row).arg(what)));
}

// First quickly, the accounts read front to back against the texts held as
// UTF-8; only where that finds something (or cannot tell), source by source,
// one text in memory at a time, for the problem readCorpus() names first
// (db/textcheck.h).
Status EventStream::checkQuotes(Check check)
{
    m_quotesChecked = true;
    bool clean = false;
    if (check == Check::QuickFirst && sourceTextsAreClean(m_db.handle(), &clean).ok() && clean)
        return success();
    Status first = success();
    const Status read = checkSourceTexts(
        m_db.handle(),
        [&](const QString &table, std::int64_t row, const QString &what) { first = problem(table, row, what); },
        [&] { return !first; });
    if (!read)
        return unreadable(read.error());
    return first;
}

// Every event's start and row id, sorted: 16 bytes an event.
Status EventStream::readOrder()
{
    auto st = Statement::prepare(m_db.handle(), "SELECT t_start, id FROM events");
    if (!st)
        return unreadable(st.error());
    std::vector<std::pair<std::int64_t, std::int64_t>> order;
    while (st.value().step())
        order.emplace_back(st.value().int64(0), st.value().int64(1));
    if (Status s = st.value().finished(); !s)
        return unreadable(s.error());
    std::sort(order.begin(), order.end());
    m_order = std::make_shared<const std::vector<std::pair<std::int64_t, std::int64_t>>>(std::move(order));
    return success();
}

// The end of the chunk of at most `max` events from `from`; the scans moved
// on to its first row.
std::size_t EventStream::chunkAt(std::size_t from, int max)
{
    const std::size_t end = std::min(m_order->size(), from + std::size_t(std::max(max, 1)));
    if (from >= end)
        return from;
    std::int64_t first = (*m_order)[from].second;
    for (std::size_t i = from + 1; i < end; ++i)
        first = std::min(first, (*m_order)[i].second);
    m_rows->eventScan.seekForward(first);
    m_rows->accountScan.seekForward(first);
    return end;
}

Result<QList<Event>> EventStream::eventsAt(std::size_t from, int max)
{
    QList<Event> events;
    const std::size_t end = chunkAt(from, max);
    events.reserve(qsizetype(end - from));
    for (std::size_t i = from; i < end; ++i) {
        Event e;
        if (Status s = readEvent((*m_order)[i].second, &e); !s)
            return Result<QList<Event>>::failure(s.error());
        events.append(std::move(e));
    }
    return events;
}

Result<QList<Event>> EventStream::next(int max)
{
    if (!m_quotesChecked)
        if (Status s = checkQuotes(); !s)
            return Result<QList<Event>>::failure(s.error());
    auto events = eventsAt(m_next, max);
    if (!events)
        return events;
    m_next += std::size_t(events.value().size());
    if (m_next == m_order->size() && !events.value().isEmpty())
        if (Status s = checkNothingLeftOver(m_accountsSeen, m_peopleSeen); !s)
            return Result<QList<Event>>::failure(s.error());
    return events;
}

namespace {

// A date column as readCorpus() takes it: empty where allowed, else it must parse.
Result<HistoricalDate> dateColumn(const QString &edtf, bool required, const char *column)
{
    if (edtf.isEmpty()) {
        if (required)
            return Result<HistoricalDate>::failure(Tr::tr("%1 is empty").arg(QLatin1String(column)));
        return HistoricalDate();
    }
    auto d = HistoricalDate::parse(edtf);
    if (!d)
        return Result<HistoricalDate>::failure(
            Tr::tr("%1 \"%2\" is not a date: %3").arg(QLatin1String(column), edtf, d.error()));
    return d;
}

// A reference column: NULL where allowed, else a row that exists.
Result<Interned> keyColumn(const Keys &keys, const Statement &st, int column, bool nullable, const char *what)
{
    if (st.isNull(column)) {
        if (!nullable)
            return Result<Interned>::failure(Tr::tr("has no %1").arg(QLatin1String(what)));
        return Interned();
    }
    const auto it = keys.find(st.int64(column));
    if (it == keys.end())
        return Result<Interned>::failure(
            Tr::tr("refers to %1 %2, which does not exist").arg(QLatin1String(what)).arg(st.int64(column)));
    return *it;
}

} // namespace

// The event's row: from the scan when it stands there, else looked up.
Result<const Statement *> EventStream::eventRow(std::int64_t row)
{
    Rows &r = *m_rows;
    if (r.eventScan.at(row)) {
        r.eventScan.take();
        return &r.eventScan.st;
    }
    if (Status s = r.eventScan.st.finished(); !s)
        return Result<const Statement *>::failure(unreadable(s.error()).error());
    r.event.reset();
    r.event.bind(1, row);
    if (!r.event.step())
        return Result<const Statement *>::failure(unreadable(r.event.error()).error());
    return &r.event;
}

Status EventStream::readEvent(std::int64_t row, Event *e)
{
    Rows &r = *m_rows;
    const QString table = QStringLiteral("events");
    auto found = eventRow(row);
    if (!found)
        return Status::failure(found.error());
    const Statement &st = *found.value();
    e->id = st.text(0);
    e->titles.insert(QStringLiteral("en"), st.text(1));
    if (!st.text(2).isEmpty())
        e->titles.insert(QStringLiteral("zh"), st.text(2));
    e->setSummaryEn(st.text(3));
    auto date = dateOf(st.utf8(4), true, "date");
    if (!date)
        return problem(table, row, date.error());
    e->date = date.value();
    if (st.int64(9) != e->date.span().start || st.int64(10) != e->date.span().end)
        return problem(table, row, Tr::tr("its time columns do not match its date %1").arg(st.text(4)));
    auto place = keyColumn(r.names.places, st, 5, true, "place");
    auto era = keyColumn(r.names.eras, st, 7, true, "era");
    if (!place || !era)
        return problem(table, row, !place ? place.error() : era.error());
    e->placeId = place.value();
    e->eraId = era.value();
    e->category = st.text(6);
    const std::int64_t importance = st.int64(8);
    if (importance < 0 || importance > 2)
        return problem(table, row, Tr::tr("importance %1 is not 0, 1 or 2").arg(importance));
    e->importance = Importance(importance);
    r.titles.reset();
    r.titles.bind(1, row);
    while (r.names.anyTitles && r.titles.step())
        e->titles.insert(r.titles.text(0), r.titles.text(1));
    r.people.reset();
    r.people.bind(1, row);
    while (r.names.anyPeople && r.people.step()) {
        auto person = keyColumn(r.names.people_, r.people, 0, false, "person");
        if (!person)
            return problem(QStringLiteral("event_people"), row, person.error());
        e->editPersonIds().append(person.value());
        ++m_peopleSeen;
    }
    for (const Statement *s : {&r.titles, &r.people})
        if (Status f = s->finished(); !f)
            return unreadable(f.error());
    return readAccounts(row, e);
}

// Each account row of the event in turn, by ordinal (`take` is given the
// statement standing on it): from the scan when it stands on them, else
// looked up.
template <typename Take> Status EventStream::eachAccount(std::int64_t row, Take &&take)
{
    Scan &scan = m_rows->accountScan;
    Statement *st = &scan.st;
    if (!scan.at(row)) {
        if (Status s = scan.st.finished(); !s)
            return unreadable(s.error());
        st = &m_rows->accounts;
        st->reset();
        st->bind(1, row);
        if (!st->step())
            return st->finished() ? success() : unreadable(st->error());
    }
    bool more = true;
    do {
        if (Status s = take(*st); !s)
            return s;
        ++m_accountsSeen;
        more = st->step();
    } while (more && st->int64(0) == row);
    if (Status f = st->finished(); !more && !f)
        return unreadable(f.error());
    if (st == &scan.st)
        scan.more = more; // standing on the next event's first account
    return success();
}

namespace {

// The accounts from `first` on put in the order of `order`'s keys (one key
// an account).
void putInOrder(
    const std::vector<std::pair<std::int64_t, std::int64_t>> &order, qsizetype first, QList<Account> *accounts)
{
    std::vector<std::size_t> by(order.size());
    for (std::size_t i = 0; i < by.size(); ++i)
        by[i] = i;
    std::stable_sort(by.begin(), by.end(), [&](std::size_t x, std::size_t y) { return order[x] < order[y]; });
    QList<Account> sorted;
    sorted.reserve(qsizetype(by.size()));
    for (std::size_t i : by)
        sorted.append(std::move((*accounts)[first + qsizetype(i)]));
    for (std::size_t i = 0; i < by.size(); ++i)
        (*accounts)[first + qsizetype(i)] = std::move(sorted[qsizetype(i)]);
}

} // namespace

// The event's accounts in their order (ordinal, then id).
Status EventStream::readAccounts(std::int64_t row, Event *e)
{
    // The scan gives them by ordinal; equal ordinals (an edit can leave them)
    // are put in id order. Appended as they come, and only put in order
    // when they did not come in it.
    const qsizetype first = e->accounts.size();
    std::vector<std::pair<std::int64_t, std::int64_t>> order; // ordinal, id
    const Status s = eachAccount(row, [&](const Statement &st) {
        Account a;
        if (Status s = account(st, &a); !s)
            return s;
        e->accounts.append(std::move(a));
        order.push_back({st.int64(1), st.int64(2)});
        return success();
    });
    if (!s)
        return s;
    if (!std::is_sorted(order.begin(), order.end()))
        putInOrder(order, first, &e->accounts);
    return success();
}

Status EventStream::account(const Statement &st, Account *a) const
{
    const std::int64_t id = st.int64(2);
    auto source = keyColumn(m_rows->names.sources, st, 3, false, "source");
    auto claimed = dateOf(st.utf8(7), false, "claimed_date");
    if (!source || !claimed)
        return problem(QStringLiteral("accounts"), id, !source ? source.error() : claimed.error());
    if (!passageOffsetsFit(st.int64(5), st.int64(6)))
        return problem(QStringLiteral("accounts"), id,
            Tr::tr("its quote at %1…%2 lies outside source %3").arg(st.int64(5)).arg(st.int64(6)).arg(source.value()));
    a->sourceId = source.value();
    a->setQuote(st.text(4));
    a->start = std::int32_t(st.int64(5));
    a->end = std::int32_t(st.int64(6));
    a->claimedDate = claimed.value();
    a->setDateText(st.text(8));
    a->setGlossEn(st.text(9));
    a->setNoteEn(st.text(10));
    a->setId(st.text(11));
    a->orphaned = st.utf8(12) == "orphaned";
    return success();
}

// Rows that name an event that does not exist are never read by event: the
// counts tell whether there are any, and only then are they looked for.
Status EventStream::checkNothingLeftOver(std::int64_t accountsSeen, std::int64_t peopleSeen) const
{
    struct Check
    {
        const char *table, *count, *dangling;
        std::int64_t seen;
    };
    const Check checks[]
        = {{"accounts", "SELECT count(*) FROM accounts",
               "SELECT id, event_id FROM accounts WHERE event_id NOT IN (SELECT id FROM events) LIMIT 1", accountsSeen},
            {"event_people", "SELECT count(*) FROM event_people",
                "SELECT event_id, event_id FROM event_people WHERE event_id NOT IN (SELECT id FROM events) LIMIT 1",
                peopleSeen}};
    for (const Check &c : checks) {
        auto count = Statement::prepare(m_db.handle(), c.count);
        if (!count)
            return unreadable(count.error());
        if (!count.value().step())
            return unreadable(count.value().error());
        if (count.value().int64(0) == c.seen)
            continue;
        auto dangling = Statement::prepare(m_db.handle(), c.dangling);
        if (!dangling)
            return unreadable(dangling.error());
        if (dangling.value().step())
            return problem(QLatin1String(c.table), dangling.value().int64(0),
                Tr::tr("refers to event %1, which does not exist").arg(dangling.value().int64(1)));
        return unreadable(dangling.value().error());
    }
    return success();
}

// A date column read from its bytes: as dateColumn() reads it, without a
// QString for the common ASCII date.
Result<HistoricalDate> EventStream::dateOf(std::string_view utf8, bool required, const char *column) const
{
    char16_t ascii[64];
    if (utf8.empty() || utf8.size() > std::size(ascii))
        return dateColumn(QString::fromUtf8(utf8.data(), qsizetype(utf8.size())), required, column);
    for (std::size_t i = 0; i < utf8.size(); ++i) {
        if (static_cast<unsigned char>(utf8[i]) >= 0x80)
            return dateColumn(QString::fromUtf8(utf8.data(), qsizetype(utf8.size())), required, column);
        ascii[i] = char16_t(utf8[i]);
    }
    auto d = HistoricalDate::parse(QStringView(ascii, qsizetype(utf8.size())));
    if (!d) // the message as dateColumn() words it
        return dateColumn(QString::fromLatin1(utf8.data(), qsizetype(utf8.size())), required, column);
    return d;
}

Status EventStream::jsonAt(std::size_t from, int max, QByteArray *items)
{
    const std::size_t end = chunkAt(from, max);
    for (std::size_t i = from; i < end; ++i) {
        if (!items->isEmpty())
            *items += ",\n";
        if (Status s = eventJson((*m_order)[i].second, items); !s)
            return s;
    }
    return success();
}

Status EventStream::nextJson(int max, QByteArray *items)
{
    if (!m_quotesChecked)
        if (Status s = checkQuotes(); !s)
            return s;
    const std::size_t from = m_next;
    if (Status s = jsonAt(from, max, items); !s)
        return s;
    m_next = std::min(m_order->size(), from + std::size_t(std::max(max, 1)));
    if (m_next == m_order->size() && m_next > from)
        return checkNothingLeftOver(m_accountsSeen, m_peopleSeen);
    return success();
}

// One event as writeJson() writes it (db/jsonexport.cpp: EventBytes), from
// its rows, checked as readEvent() checks them, in the same order.
Status EventStream::eventJson(std::int64_t row, QByteArray *out)
{
    Rows &r = *m_rows;
    const QString table = QStringLiteral("events");
    auto found = eventRow(row);
    if (!found)
        return Status::failure(found.error());
    const Statement &st = *found.value();
    auto date = dateOf(st.utf8(4), true, "date");
    if (!date)
        return problem(table, row, date.error());
    if (st.int64(9) != date.value().span().start || st.int64(10) != date.value().span().end)
        return problem(table, row, Tr::tr("its time columns do not match its date %1").arg(st.text(4)));
    const auto place = st.isNull(5) ? r.names.placesJson.cend() : r.names.placesJson.constFind(st.int64(5));
    const auto era = st.isNull(7) ? r.names.erasJson.cend() : r.names.erasJson.constFind(st.int64(7));
    if ((!st.isNull(5) && place == r.names.placesJson.cend()) || (!st.isNull(7) && era == r.names.erasJson.cend())) {
        auto p = keyColumn(r.names.places, st, 5, true, "place");
        auto e = keyColumn(r.names.eras, st, 7, true, "era");
        return problem(table, row, !p ? p.error() : e.error());
    }
    const std::int64_t importance = st.int64(8);
    if (importance < 0 || importance > 2)
        return problem(table, row, Tr::tr("importance %1 is not 0, 1 or 2").arg(importance));
    // Titles in event_titles take the place of the columns' (as a QMap insert does).
    QMap<QString, QString> titles;
    r.titles.reset();
    r.titles.bind(1, row);
    while (r.names.anyTitles && r.titles.step())
        titles.insert(r.titles.text(0), r.titles.text(1));
    QByteArray people; // the items of the "people" array
    r.people.reset();
    r.people.bind(1, row);
    while (r.names.anyPeople && r.people.step()) {
        auto person = keyColumn(r.names.people_, r.people, 0, false, "person");
        if (!person)
            return problem(QStringLiteral("event_people"), row, person.error());
        if (!people.isEmpty())
            people += ',';
        appendJsonString(people, person.value());
        ++m_peopleSeen;
    }
    for (const Statement *s : {&r.titles, &r.people})
        if (Status f = s->finished(); !f)
            return unreadable(f.error());
    *out += "        {\"accounts\":";
    if (Status s = accountsJson(row, out); !s)
        return s;
    *out += ",\"category\":";
    appendJsonUtf8(*out, st.utf8(6));
    *out += ",\"date\":";
    appendJsonString(*out, date.value().toEdtf());
    *out += ",\"era\":";
    *out += st.isNull(7) ? QByteArray("null") : *era;
    *out += ",\"id\":";
    appendJsonUtf8(*out, st.utf8(0));
    *out += ",\"importance\":";
    appendJsonString(*out, importanceName(Importance(importance)));
    *out += ",\"people\":[";
    *out += people;
    *out += "],\"place\":";
    *out += st.isNull(5) ? QByteArray("null") : *place;
    *out += ",\"summary_en\":";
    appendJsonUtf8(*out, st.utf8(3));
    appendTitlesJson(st, titles, out);
    *out += '}';
    return success();
}

// The event's "title_en", "title_zh" and "titles" (every language), from
// its row's columns and its rows of event_titles (`titles`), which take the
// columns' place.
void EventStream::appendTitlesJson(const Statement &st, QMap<QString, QString> &titles, QByteArray *out)
{
    const auto column = [&](const QString &lang, int col) {
        if (const auto it = titles.constFind(lang); it != titles.cend())
            appendJsonString(*out, *it);
        else
            appendJsonUtf8(*out, st.utf8(col));
    };
    *out += ",\"title_en\":";
    column(QStringLiteral("en"), 1);
    *out += ",\"title_zh\":";
    column(QStringLiteral("zh"), 2);
    *out += ",\"titles\":{";
    if (titles.isEmpty()) { // most corpora: the columns' titles only
        *out += "\"en\":";
        appendJsonUtf8(*out, st.utf8(1));
        if (!st.utf8(2).empty()) {
            *out += ",\"zh\":";
            appendJsonUtf8(*out, st.utf8(2));
        }
    } else {
        if (!titles.contains(QStringLiteral("en")))
            titles.insert(QStringLiteral("en"), st.text(1));
        if (!titles.contains(QStringLiteral("zh")) && !st.utf8(2).empty())
            titles.insert(QStringLiteral("zh"), st.text(2));
        appendNamesJson(titles, out);
    }
    *out += '}';
}

// The event's accounts as a JSON array, in their order (ordinal, then id):
// written where they go as they are read, and put in order afterwards only
// when they did not come in it.
Status EventStream::accountsJson(std::int64_t row, QByteArray *out)
{
    struct Item
    {
        std::int64_t ordinal, id;
        qsizetype at, size;
    };
    std::vector<Item> items;
    *out += '[';
    const qsizetype first = out->size();
    const Status read = eachAccount(row, [&](const Statement &st) {
        if (!items.empty())
            *out += ',';
        const qsizetype at = out->size();
        if (Status s = accountJson(st, out); !s)
            return s;
        items.push_back({st.int64(1), st.int64(2), at, out->size() - at});
        return success();
    });
    if (!read)
        return read;
    const auto before
        = [](const Item &x, const Item &y) { return std::tie(x.ordinal, x.id) < std::tie(y.ordinal, y.id); };
    if (!std::is_sorted(items.begin(), items.end(), before)) {
        std::stable_sort(items.begin(), items.end(), before);
        const QByteArray written = out->sliced(first);
        out->truncate(first);
        for (std::size_t i = 0; i < items.size(); ++i) {
            if (i > 0)
                *out += ',';
            out->append(written.constData() + (items[i].at - first), items[i].size);
        }
    }
    *out += ']';
    return success();
}

// One account, checked as account() checks it.
Status EventStream::accountJson(const Statement &st, QByteArray *m)
{
    const std::int64_t id = st.int64(2);
    const auto source
        = st.isNull(3) ? m_rows->names.sourcesJson.cend() : m_rows->names.sourcesJson.constFind(st.int64(3));
    auto claimed = dateOf(st.utf8(7), false, "claimed_date");
    if (source == m_rows->names.sourcesJson.cend() || !claimed) {
        auto named = keyColumn(m_rows->names.sources, st, 3, false, "source");
        return problem(QStringLiteral("accounts"), id, !named ? named.error() : claimed.error());
    }
    *m += "{\"claimed_date\":";
    if (claimed.value().isValid())
        appendJsonString(*m, claimed.value().toEdtf());
    else
        *m += "null";
    *m += ",\"date_text\":";
    appendJsonUtf8(*m, st.utf8(8));
    *m += ",\"end\":";
    *m += QByteArray::number(st.int64(6));
    *m += ",\"gloss_en\":";
    appendJsonUtf8(*m, st.utf8(9));
    *m += ",\"id\":";
    appendJsonUtf8(*m, st.utf8(11));
    *m += ",\"note_en\":";
    appendJsonUtf8(*m, st.utf8(10));
    *m += st.utf8(12) == "orphaned" ? ",\"orphaned\":true" : ",\"orphaned\":false";
    *m += ",\"quote\":";
    appendJsonUtf8(*m, st.utf8(4));
    *m += ",\"source\":";
    *m += *source;
    *m += ",\"start\":";
    *m += QByteArray::number(st.int64(5));
    *m += '}';
    return success();
}

} // namespace parallax::db
