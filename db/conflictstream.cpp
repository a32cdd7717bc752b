#include "conflictstream.h"

#include <sqlite3.h>

#include <QCoreApplication>
#include <QDataStream>
#include <QDir>
#include <QHash>
#include <QTemporaryFile>

#include <algorithm>
#include <cstring>
#include <limits>
#include <numeric>
#include <vector>

namespace parallax::db {

namespace {

// lupdate and the running program agree on this context.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(parallax::db::ConflictStream)
};

constexpr int kEventsPerRun = 16384; // events handed to the detector at once
constexpr qsizetype kParsedDatesKept = 200000; // distinct EDTF strings kept parsed

} // namespace

struct ConflictStream::Found
{
    Severity severity;
    bool note; // a narrative-order note: after every per-event conflict of its gap
    AxisTime gap;
    std::uint32_t group; // the event's rank in time, or the source's for a note
    std::uint32_t position; // in the detector's output for its run
    qint64 offset; // of its bytes in the temporary file
    qint32 length;

    bool operator<(const Found &o) const
    {
        if (severity != o.severity)
            return severity > o.severity;
        if (gap != o.gap)
            return gap > o.gap;
        if (note != o.note)
            return o.note;
        return group != o.group ? group < o.group : position < o.position;
    }
};

// Reads the database and runs the detector over it, run by run; keeps the
// sort keys, spills every conflict to the temporary file.
class ConflictStream::Finder
{
public:
    explicit Finder(const Database &db)
        : m_db(db)
        , m_h(db.handle())
    { }

    Status run()
    {
        for (auto step :
            {&Finder::openSpill, &Finder::readSources, &Finder::rankEvents, &Finder::perEvent, &Finder::narrativeOrder})
            if (Status s = (this->*step)(); !s)
                return s;
        std::sort(m_found.begin(), m_found.end());
        return m_spill.flush() ? success() : Status::failure(m_spill.errorString());
    }

    qsizetype size() const { return qsizetype(m_found.size()); }

    bool read(std::size_t i, Conflict *c)
    {
        const Found &f = m_found[i];
        if (!m_spill.seek(f.offset))
            return false;
        const QByteArray bytes = m_spill.read(f.length);
        if (bytes.size() != f.length)
            return false;
        QDataStream in(bytes);
        quint8 kind = 0, severity = 0;
        qint64 gap = 0;
        in >> kind >> severity >> c->eventId >> c->sources >> c->claims >> gap >> c->explanation;
        c->kind = ConflictKind(kind);
        c->severity = Severity(severity);
        c->gap = gap;
        c->event = -1;
        return in.status() == QDataStream::Ok;
    }

private:
    Status failed(const Statement &st) const { return Status::failure(st.error()); }

    Status openSpill()
    {
        // Unnamed once open: nothing is left behind, whatever happens to the process.
        if (!m_spill.open())
            return Status::failure(
                Tr::tr("cannot make a temporary file in %1: %2").arg(QDir::tempPath(), m_spill.errorString()));
        QFile::remove(m_spill.fileName());
        return success();
    }

    // The sources as the detector names them (ids, titles, languages), without their texts.
    Status readSources()
    {
        auto st = Statement::prepare(m_h, "SELECT id, key, title, language FROM sources ORDER BY id");
        if (!st)
            return Status::failure(st.error());
        while (st.value().step()) {
            Source s;
            s.id = st.value().text(1);
            s.title = st.value().text(2);
            s.language = st.value().text(3);
            m_sourceIndex.insert(st.value().int64(0), int(m_sources.size()));
            m_sourceRows.push_back(st.value().int64(0));
            m_firstSeen.push_back(std::numeric_limits<std::uint64_t>::max());
            m_sources.append(s);
        }
        return st.value().finished();
    }

    // Each event's place in time order (start, then row id), the order the
    // detector meets them in a whole corpus.
    Status rankEvents()
    {
        auto st = Statement::prepare(m_h, "SELECT id FROM events INDEXED BY events_by_start ORDER BY t_start, id");
        if (!st)
            return Status::failure(st.error());
        std::uint32_t rank = 0;
        while (st.value().step()) {
            const std::int64_t id = st.value().int64(0);
            if (id < 0 || id > std::numeric_limits<std::int32_t>::max())
                return Status::failure(Tr::tr("event row %1 is out of range").arg(id));
            if (std::size_t(id) >= m_rank.size())
                m_rank.resize(std::size_t(id) + 1, 0);
            m_rank[std::size_t(id)] = rank++;
        }
        return st.value().finished();
    }

    Result<HistoricalDate> date(const QString &edtf, const char *table, std::int64_t row)
    {
        if (edtf.isEmpty())
            return HistoricalDate();
        if (const auto it = m_dates.constFind(edtf); it != m_dates.constEnd())
            return *it;
        auto d = HistoricalDate::parse(edtf);
        if (!d)
            return Result<HistoricalDate>::failure(Tr::tr("%1 row %2 has a date that does not parse: %3")
                                                       .arg(QLatin1String(table))
                                                       .arg(row)
                                                       .arg(d.error()));
        if (m_dates.size() > kParsedDatesKept)
            m_dates.clear();
        m_dates.insert(edtf, d.value());
        return d.value();
    }

    Status perEvent();
    Status readAccounts(Statement &accounts, bool *more, std::int64_t event, Event *e);
    Status detectRun(const QList<Event> &events, const std::vector<std::int64_t> &rows);
    Status narrativeOrder();
    Status narrativeOfSource(Statement &st, int source, std::uint32_t group);
    void remember(std::int64_t row, const Event &e);
    void recall(std::int64_t row, Event *e) const;
    Status spill(const Conflict &c, Found key);

    const Database &m_db;
    sqlite3 *m_h;
    QList<Source> m_sources;
    QHash<std::int64_t, int> m_sourceIndex; // row id -> index in m_sources
    std::vector<std::int64_t> m_sourceRows; // in row order
    std::vector<std::uint64_t> m_firstSeen; // by source: (time rank, account) of its first dated account
    std::vector<std::uint32_t> m_rank; // by event row id
    QHash<QString, HistoricalDate> m_dates;
    // Each event's key and English title (the notes name two events): UTF-8,
    // each length first, at m_nameAt[row id] - 1.
    std::string m_names;
    std::vector<std::uint64_t> m_nameAt;
    std::vector<Found> m_found;
    QTemporaryFile m_spill;
};

// The accounts of `event` (the cursor is on the first that may be its).
Status ConflictStream::Finder::readAccounts(Statement &accounts, bool *more, std::int64_t event, Event *e)
{
    while (*more && accounts.int64(0) <= event) {
        const std::int64_t owner = accounts.int64(0);
        if (owner < event)
            return Status::failure(Tr::tr("an account belongs to event row %1, which is not there").arg(owner));
        const auto source = m_sourceIndex.constFind(accounts.int64(1));
        if (source == m_sourceIndex.constEnd())
            return Status::failure(Tr::tr("an account of event row %1 cites a source that is not there").arg(event));
        auto claimed = date(accounts.text(2), "accounts", event);
        if (!claimed)
            return Status::failure(claimed.error());
        Account a;
        a.sourceId = m_sources[*source].id;
        a.claimedDate = claimed.value();
        if (a.claimedDate.isValid()) {
            // Where the detector first meets the source: its notes come in that order.
            const std::uint64_t at = std::uint64_t(std::size_t(event) < m_rank.size() ? m_rank[std::size_t(event)] : 0)
                    << 32
                | std::uint64_t(e->accounts.size());
            m_firstSeen[std::size_t(*source)] = std::min(m_firstSeen[std::size_t(*source)], at);
        }
        e->accounts.append(a);
        *more = accounts.step();
    }
    return accounts.finished();
}

// Every event in row order with its accounts (both read sequentially), the
// detector run on kEventsPerRun of them at a time.
Status ConflictStream::Finder::perEvent()
{
    Statement events, accounts;
    if (Status s = Statement::prepareAll(m_h,
            {{&events, "SELECT id, key, title_en, title_zh, date FROM events ORDER BY id"},
                {&accounts,
                    "SELECT event_id, source_id, claimed_date FROM accounts INDEXED BY accounts_by_event "
                    "ORDER BY event_id, ordinal"}});
        !s)
        return s;
    m_nameAt.assign(m_rank.size(), 0);
    bool more = accounts.step();
    QList<Event> run;
    std::vector<std::int64_t> rows;
    while (events.step()) {
        const std::int64_t row = events.int64(0);
        Event e;
        e.id = events.text(1);
        e.titles.insert(QStringLiteral("en"), events.text(2));
        if (const QString zh = events.text(3); !zh.isEmpty())
            e.titles.insert(QStringLiteral("zh"), zh);
        auto d = date(events.text(4), "events", row);
        if (!d)
            return Status::failure(d.error());
        e.date = d.value();
        if (Status s = readAccounts(accounts, &more, row, &e); !s)
            return s;
        remember(row, e);
        run.append(std::move(e));
        rows.push_back(row);
        if (run.size() == kEventsPerRun) {
            if (Status s = detectRun(run, rows); !s)
                return s;
            run.clear();
            rows.clear();
        }
    }
    if (Status s = events.finished(); !s)
        return s;
    if (more)
        return Status::failure(Tr::tr("an account belongs to event row %1, which is not there").arg(accounts.int64(0)));
    return detectRun(run, rows);
}

void ConflictStream::Finder::remember(std::int64_t row, const Event &e)
{
    if (std::size_t(row) >= m_nameAt.size())
        return;
    m_nameAt[std::size_t(row)] = m_names.size() + 1;
    for (const QString &s : {e.id, pickName(e.titles, QStringLiteral("en"))}) {
        const QByteArray utf8 = s.toUtf8();
        const auto n = std::uint32_t(utf8.size());
        m_names.append(reinterpret_cast<const char *>(&n), sizeof n);
        m_names.append(utf8.constData(), std::size_t(utf8.size()));
    }
}

// The key and English title remember() kept for an event.
void ConflictStream::Finder::recall(std::int64_t row, Event *e) const
{
    if (std::size_t(row) >= m_nameAt.size() || m_nameAt[std::size_t(row)] == 0)
        return;
    std::size_t at = m_nameAt[std::size_t(row)] - 1;
    QString parts[2];
    for (QString &part : parts) {
        std::uint32_t n = 0;
        std::memcpy(&n, m_names.data() + at, sizeof n);
        part = QString::fromUtf8(m_names.data() + at + sizeof n, qsizetype(n));
        at += sizeof n + n;
    }
    e->id = parts[0];
    e->titles.insert(QStringLiteral("en"), parts[1]);
}

// The detector on some events: what it finds about each event (the narrative
// order, which needs each source whole, is found apart).
Status ConflictStream::Finder::detectRun(const QList<Event> &events, const std::vector<std::int64_t> &rows)
{
    if (events.isEmpty())
        return success();
    Corpus c;
    c.sources = m_sources;
    c.events = events;
    const QList<Conflict> found = detectConflicts(c);
    std::uint32_t position = 0;
    for (const Conflict &f : found) {
        ++position;
        if (f.kind == ConflictKind::SourceOrder)
            continue;
        const std::int64_t row = rows[std::size_t(f.event)];
        const std::uint32_t rank = std::size_t(row) < m_rank.size() ? m_rank[std::size_t(row)] : 0;
        if (Status s = spill(f, {f.severity, false, f.gap, rank, position, 0, 0}); !s)
            return s;
    }
    return success();
}

// Each source's dated accounts in text order (from accounts_by_source alone),
// handed to the detector as a corpus of that source: its narrative-order notes.
Status ConflictStream::Finder::narrativeOrder()
{
    auto st = Statement::prepare(m_h,
        "SELECT q_start, event_id, claimed_date, id FROM accounts INDEXED BY accounts_by_source "
        "WHERE source_id = ?1 AND claimed_date <> ''");
    if (!st)
        return Status::failure(st.error());
    // In the order the detector meets the sources in a whole corpus.
    std::vector<int> order(m_sourceRows.size());
    std::iota(order.begin(), order.end(), 0);
    std::stable_sort(order.begin(), order.end(),
        [&](int a, int b) { return m_firstSeen[std::size_t(a)] < m_firstSeen[std::size_t(b)]; });
    for (std::uint32_t k = 0; k < order.size(); ++k) {
        st.value().reset();
        st.value().bind(1, m_sourceRows[std::size_t(order[k])]);
        if (Status s = narrativeOfSource(st.value(), order[k], k); !s)
            return s;
    }
    m_names = {};
    m_nameAt = {};
    return success();
}

// The source's dated accounts in the order the detector meets them in a
// whole corpus (events in time order, then row order): it sorts them by
// position with std::sort, so passages cited at one position keep the order
// they would have had there.
Status ConflictStream::Finder::narrativeOfSource(Statement &st, int source, std::uint32_t group)
{
    struct Told
    {
        std::uint32_t rank;
        std::int64_t row, event, start;
        QString claimed;
    };
    std::vector<Told> told;
    while (st.step()) {
        const std::int64_t event = st.int64(1);
        const std::uint32_t rank = std::size_t(event) < m_rank.size() ? m_rank[std::size_t(event)] : 0;
        told.push_back({rank, st.int64(3), event, st.int64(0), st.text(2)});
    }
    if (Status s = st.finished(); !s)
        return s;
    std::sort(told.begin(), told.end(),
        [](const Told &a, const Told &b) { return a.rank != b.rank ? a.rank < b.rank : a.row < b.row; });
    Corpus c;
    c.sources = {m_sources[source]}; // the only one named here
    std::int64_t last = -1;
    for (const Told &t : told) {
        auto claimed = date(t.claimed, "accounts", t.row);
        if (!claimed)
            return Status::failure(claimed.error());
        if (t.event != last) {
            Event e;
            recall(t.event, &e);
            e.date = claimed.value(); // so that no account differs from "the record" here
            c.events.append(e);
            last = t.event;
        }
        Account a;
        a.sourceId = m_sources[source].id;
        a.start = t.start;
        a.claimedDate = claimed.value();
        c.events.back().accounts.append(a);
    }
    told = {};
    std::uint32_t position = 0;
    for (const Conflict &f : detectConflicts(c)) {
        ++position;
        if (f.kind == ConflictKind::SourceOrder)
            if (Status s = spill(f, {f.severity, true, f.gap, group, position, 0, 0}); !s)
                return s;
    }
    return success();
}

Status ConflictStream::Finder::spill(const Conflict &c, Found key)
{
    QByteArray bytes;
    QDataStream out(&bytes, QIODevice::WriteOnly);
    out << quint8(c.kind) << quint8(c.severity) << c.eventId << c.sources << c.claims << qint64(c.gap) << c.explanation;
    key.offset = m_spill.pos();
    key.length = qint32(bytes.size());
    if (m_spill.write(bytes) != bytes.size())
        return Status::failure(Tr::tr("cannot write a temporary file: %1").arg(m_spill.errorString()));
    m_found.push_back(key);
    return success();
}

ConflictStream::ConflictStream() = default;
ConflictStream::~ConflictStream() = default;

Result<std::unique_ptr<ConflictStream>> ConflictStream::open(const Database &db)
{
    using R = Result<std::unique_ptr<ConflictStream>>;
    // One read transaction: every query sees the same file.
    sqlite3 *h = db.handle();
    const bool owns = sqlite3_get_autocommit(h) && sqlite3_exec(h, "BEGIN", nullptr, nullptr, nullptr) == SQLITE_OK;
    std::unique_ptr<ConflictStream> s(new ConflictStream);
    s->m_finder = std::make_unique<Finder>(db);
    const Status found = s->m_finder->run();
    if (owns)
        sqlite3_exec(h, "COMMIT", nullptr, nullptr, nullptr);
    if (!found)
        return R::failure(Tr::tr("%1 cannot be read: %2").arg(db.path(), found.error()));
    return s;
}

qsizetype ConflictStream::size() const
{
    return m_finder->size();
}

bool ConflictStream::next(Conflict *c)
{
    if (!m_status || m_next >= std::size_t(m_finder->size()))
        return false;
    if (!m_finder->read(m_next++, c)) {
        m_status = Status::failure(Tr::tr("cannot read back a temporary file"));
        return false;
    }
    return true;
}

} // namespace parallax::db
