#include "conflictstream.h"

#include "conflictlist.h"
#include "corpusparts.h"
#include "jsonstream.h"

#include <core/conflictupdate.h>

#include <sqlite3.h>

#include <QCoreApplication>
#include <QDataStream>
#include <QDir>
#include <QHash>
#include <QTemporaryFile>

#include <algorithm>
#include <cstring>
#include <deque>
#include <functional>
#include <future>
#include <limits>
#include <memory>
#include <numeric>
#include <tuple>
#include <utility>
#include <vector>

namespace parallax::db {

namespace {

// lupdate and the running program agree on this context.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(parallax::db::ConflictStream)
};

constexpr int kEventsPerRun = 16384; // events handed to the detector at once
constexpr std::size_t kNotesPerBatch = 4096; // notes written at once on a worker thread
constexpr std::size_t kNotesAtOnce = 4; // batches being written while the next source is read

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

// Conflicts found on one thread, made into their bytes there: the spill
// takes them in order on the reading thread (Finder::take()).
struct ConflictStream::Batch
{
    QByteArray bytes;
    std::vector<Found> keys; // offsets into `bytes`
    QString error; // the finding failed
    // Of a range of events: each source's first dated account, as (time
    // rank << 32 | account); their keys and titles (Finder::remember()),
    // with where each row's begin.
    std::vector<std::uint64_t> firstSeen;
    std::string names;
    std::vector<std::pair<std::int64_t, std::uint64_t>> nameAt;

    void add(const Conflict &c, Found key)
    {
        QDataStream out(&bytes, QIODevice::WriteOnly | QIODevice::Append);
        const qsizetype at = bytes.size();
        // The explanation, the longest part, as UTF-8 (half the bytes of QDataStream's UTF-16).
        out << quint8(c.kind) << quint8(c.severity) << c.eventId << c.sources << c.claims << qint64(c.gap)
            << c.explanation.toUtf8();
        key.offset = at;
        key.length = qint32(bytes.size() - at);
        keys.push_back(key);
    }
};

// Reads the database and runs the detector over it, run by run; keeps the
// sort keys, spills every conflict to the temporary file. Threads beside
// this one find them: the detector runs on each run of events while the
// next is read, and a source's notes are written while the next source is.
class ConflictStream::Finder
{
    // A run written to the file, read back a buffer at a time.
    struct RunReader
    {
        qint64 next = 0, end = 0; // in the file
        QByteArray buffer;
        qsizetype at = 0, payload = 0;
        bool started = false;
        Found key {};
    };

public:
    // `ownsTransaction`: the caller began the read transaction for this
    // reading (no change of its own in it), so other connections may read
    // its snapshot beside it.
    Finder(const Database &db, qsizetype runBytes, bool ownsTransaction)
        : m_db(&db)
        , m_h(db.handle())
        , m_runLimit(runBytes)
        , m_ownsTransaction(ownsTransaction)
    { }

    // Reads a corpus in memory as the database writeCorpus() makes of it
    // (its row ids 1, 2, … in eventsInTimeOrder(); its dates as stored).
    Finder(const Corpus &corpus, qsizetype runBytes)
        : m_corpus(&corpus)
        , m_runLimit(runBytes)
        , m_ownsTransaction(false)
    { }

    Status run()
    {
        for (auto step :
            {&Finder::openSpill, &Finder::readSources, &Finder::rankEvents, &Finder::perEvent, &Finder::narrativeOrder})
            if (Status s = (this->*step)(); !s)
                return s;
        if (Status s = writeRun(); !s)
            return s;
        return m_spill.flush() ? startMerge() : Status::failure(m_spill.errorString());
    }

    qsizetype size() const { return m_count; }

    // The next conflict of the merged runs; false at the end or when the
    // file cannot be read back (then `failed` is set).
    bool read(Conflict *c, bool *failed)
    {
        *failed = false;
        if (m_heap.empty())
            return false;
        std::pop_heap(m_heap.begin(), m_heap.end(), m_later);
        RunReader &r = m_runs[m_heap.back()];
        QDataStream in(QByteArray::fromRawData(r.buffer.constData() + r.payload, r.key.length));
        quint8 kind = 0, severity = 0;
        qint64 gap = 0;
        QByteArray explanation;
        in >> kind >> severity >> c->eventId >> c->sources >> c->claims >> gap >> explanation;
        c->explanation = QString::fromUtf8(explanation);
        c->kind = ConflictKind(kind);
        c->severity = Severity(severity);
        c->gap = gap;
        c->event = -1;
        if (in.status() != QDataStream::Ok) {
            *failed = true;
            return false;
        }
        bool more = false;
        if (!advance(r, &more)) {
            *failed = true;
            return false;
        }
        if (more)
            std::push_heap(m_heap.begin(), m_heap.end(), m_later);
        else
            m_heap.pop_back();
        return true;
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
        if (m_corpus) {
            for (const Source &from : m_corpus->sources) {
                Source s;
                s.id = asReadBack(from.id);
                s.title = asReadBack(from.title);
                s.language = asReadBack(from.language);
                m_sourceIndex.insert(std::int64_t(m_sources.size() + 1), int(m_sources.size()));
                m_sourceByKey.insert(from.id, int(m_sources.size())); // as the accounts name it
                m_sourceRows.push_back(std::int64_t(m_sources.size() + 1));
                m_firstSeen.push_back(std::numeric_limits<std::uint64_t>::max());
                m_sources.append(s);
            }
            return success();
        }
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
        if (m_corpus)
            return rankCorpusEvents();
        auto st = Statement::prepare(m_h, "SELECT id FROM events INDEXED BY events_by_start ORDER BY t_start, id");
        if (!st)
            return Status::failure(st.error());
        std::uint32_t rank = 0;
        std::vector<char> present;
        while (st.value().step()) {
            const std::int64_t id = st.value().int64(0);
            if (id < 0 || id > std::numeric_limits<std::int32_t>::max())
                return Status::failure(Tr::tr("event row %1 is out of range").arg(id));
            if (std::size_t(id) >= m_rank.size()) {
                m_rank.resize(std::size_t(id) + 1, 0);
                present.resize(std::size_t(id) + 1, 0);
            }
            m_rank[std::size_t(id)] = rank++;
            present[std::size_t(id)] = 1;
        }
        cutRuns(present);
        return st.value().finished();
    }

    // Row ids are time order: event row r is the corpus's event m_order[r - 1].
    Status rankCorpusEvents()
    {
        m_order = eventsInTimeOrder(m_corpus->events);
        if (m_order.size() >= std::size_t(std::numeric_limits<std::int32_t>::max()))
            return Status::failure(Tr::tr("event row %1 is out of range").arg(m_order.size()));
        m_rank.assign(m_order.size() + 1, 0);
        std::vector<char> present(m_order.size() + 1, 1);
        present[0] = 0;
        for (std::size_t row = 1; row < m_rank.size(); ++row)
            m_rank[row] = std::uint32_t(row - 1);
        cutRuns(present);
        return success();
    }

    // Runs of kEventsPerRun events in row order, each read on its own:
    // the row id of each run's last event.
    void cutRuns(const std::vector<char> &present)
    {
        std::size_t seen = 0;
        for (std::size_t id = 0; id < present.size(); ++id)
            if (present[id] && ++seen % kEventsPerRun == 0)
                m_runEnds.push_back(std::int64_t(id));
        if (seen % kEventsPerRun != 0 || seen == 0)
            m_runEnds.push_back(std::int64_t(present.size())); // the last run's (none: an empty one)
    }

    static Result<HistoricalDate> date(const QString &edtf, const char *table, std::int64_t row)
    {
        if (edtf.isEmpty())
            return HistoricalDate();
        // Parsed each time: cheaper than a cache of a million distinct dates.
        auto d = HistoricalDate::parse(edtf);
        if (!d)
            return Result<HistoricalDate>::failure(Tr::tr("%1 row %2 has a date that does not parse: %3")
                                                       .arg(QLatin1String(table))
                                                       .arg(row)
                                                       .arg(d.error()));
        return d.value();
    }

    // A dated account as the narrative order reads it.
    struct Told
    {
        std::int64_t start;
        std::uint32_t rank;
        std::int64_t row, event;
        AxisSpan span; // what the claimed date could mean (effectiveSpan)
        HistoricalDate claimed;
    };

    Status perEvent();
    Status readAccounts(
        Statement &accounts, bool *more, std::int64_t event, Event *e, std::vector<std::uint64_t> &firstSeen) const;
    void addAccount(Event *e, std::int64_t event, int source, const HistoricalDate &claimed,
        std::vector<std::uint64_t> &firstSeen) const;
    Batch eventsOfRun(const Database &db, std::size_t run) const;
    Batch eventsOfCorpusRun(std::size_t run) const;
    std::pair<std::int64_t, std::int64_t> rowsOfRun(std::size_t run) const;
    Batch detectRun(const QList<Event> &events, const std::vector<std::int64_t> &rows) const;
    Status narrativeOrder();
    Status toldOfSource(Statement &st, std::vector<Told> *told) const;
    // A dated account of a corpus in memory: its row id, where its quote
    // starts, its event's row and what it claims (as in the corpus).
    struct Dated
    {
        std::int64_t row, start;
        std::int32_t event;
        HistoricalDate claimed;
    };
    Status datedInCorpus(std::vector<std::vector<Dated>> *bySource) const;
    Status toldInCorpus(const std::vector<Dated> &dated, std::vector<Told> *told) const;
    Status narrativeOfSource(std::vector<Told> told, int source, std::uint32_t group);
    using FillNote = std::function<void(std::size_t, Event *, Event *)>;
    Status writeNotes(int source, std::uint32_t group, std::size_t count, const FillNote &fill);
    Batch notesBetween(int source, std::uint32_t group, std::size_t from, std::size_t to, const FillNote &fill) const;
    static void remember(std::int64_t row, const Event &e, const QString &language, Batch &batch);
    void recall(std::int64_t row, Event *e) const;
    Status take(Batch batch);
    Status takeInOrder(std::deque<std::future<Batch>> &pending, std::size_t left);
    Status writeRun();
    Status startMerge();
    bool advance(RunReader &r, bool *more);
    bool fill(RunReader &r, qsizetype bytes);

    const Database *m_db = nullptr; // what is read: a database,
    sqlite3 *m_h = nullptr;
    const Corpus *m_corpus = nullptr; // or a corpus in memory
    std::vector<qsizetype> m_order; // of a corpus: event row r is m_corpus->events[m_order[r - 1]]
    QHash<QString, int> m_sourceByKey; // of a corpus: key -> index in m_sources
    QList<Source> m_sources;
    QHash<std::int64_t, int> m_sourceIndex; // row id -> index in m_sources
    std::vector<std::int64_t> m_sourceRows; // in row order
    std::vector<std::uint64_t> m_firstSeen; // by source: (time rank, account) of its first dated account
    std::vector<std::uint32_t> m_rank; // by event row id
    std::vector<std::int64_t> m_runEnds; // the last event's row id of each run of kEventsPerRun events
    // Each event's key and title in the interface's language (the notes name two events): UTF-8,
    // each length first, at m_nameAt[row id] - 1.
    std::string m_names;
    std::vector<std::uint64_t> m_nameAt;
    // The run of conflicts being found: their keys, their bytes.
    std::vector<Found> m_run;
    QByteArray m_runBytes;
    qsizetype m_runLimit;
    bool m_ownsTransaction;
    qsizetype m_count = 0;
    std::deque<std::future<Batch>> m_notes; // being written, in order (writeNotes())
    std::vector<RunReader> m_runs; // the runs written, read back merged
    std::vector<std::size_t> m_heap;
    std::function<bool(std::size_t, std::size_t)> m_later;
    QTemporaryFile m_spill;
};

// The accounts of `event` (the cursor is on the first that may be its).
Status ConflictStream::Finder::readAccounts(
    Statement &accounts, bool *more, std::int64_t event, Event *e, std::vector<std::uint64_t> &firstSeen) const
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
        addAccount(e, event, *source, claimed.value(), firstSeen);
        *more = accounts.step();
    }
    return accounts.finished();
}

// An account of event row `event` as the detector reads it: its source and claimed date.
void ConflictStream::Finder::addAccount(Event *e, std::int64_t event, int source, const HistoricalDate &claimed,
    std::vector<std::uint64_t> &firstSeen) const
{
    Account a;
    a.sourceId = m_sources[source].id;
    a.claimedDate = claimed;
    if (a.claimedDate.isValid()) {
        // Where the detector first meets the source: its notes come in that order.
        const std::uint64_t at = std::uint64_t(std::size_t(event) < m_rank.size() ? m_rank[std::size_t(event)] : 0)
                << 32
            | std::uint64_t(e->accounts.size());
        firstSeen[std::size_t(source)] = std::min(firstSeen[std::size_t(source)], at);
    }
    e->accounts.append(a);
}

// Every event with its accounts, in runs of kEventsPerRun by row id: each
// run read and given to the detector on a thread of its own, on its own
// connection to this one's snapshot (two at a time), the results taken in
// row order; on this connection, one run after another, where there can be
// no second connection of the same snapshot.
Status ConflictStream::Finder::perEvent()
{
    m_nameAt.assign(m_rank.size(), 0);
    constexpr std::size_t kAtOnce = 2; // runs read at once
    std::deque<std::future<Batch>> reading;
    for (std::size_t k = 0; k < m_runEnds.size(); ++k) {
        if (m_corpus) {
            if (Status s = takeInOrder(reading, kAtOnce - 1); !s)
                return s;
            reading.push_back(std::async(std::launch::async, [this, k] { return eventsOfCorpusRun(k); }));
            continue;
        }
        // The connection is opened here: opening one checks this thread's
        // (which no other thread uses meanwhile). A writer waiting for the
        // file keeps new readers out: this run is then read here.
        auto db = m_ownsTransaction ? Database::openInSnapshotOf(*m_db)
                                    : Result<std::unique_ptr<Database>>::failure(QString());
        if (!db) {
            if (Status s = takeInOrder(reading, 0); !s)
                return s;
            if (Status s = take(eventsOfRun(*m_db, k)); !s)
                return s;
            continue;
        }
        if (Status s = takeInOrder(reading, kAtOnce - 1); !s)
            return s;
        reading.push_back(std::async(std::launch::async,
            [this, k, own = std::shared_ptr<Database>(std::move(db).value())] { return eventsOfRun(*own, k); }));
    }
    return takeInOrder(reading, 0);
}

// The events of run `k` with their accounts, through the detector. A run
// reads the accounts after the previous run's last event up to its own
// last (the first run from the lowest, NULL included; the last to the
// highest, text included): an account of no event is met where a reading
// in one pass meets it, at the next event, after that event's date.
ConflictStream::Batch ConflictStream::Finder::eventsOfRun(const Database &db, std::size_t k) const
{
    Batch batch;
    const auto failed = [&batch](const QString &why) {
        batch.error = why;
        return std::move(batch);
    };
    const bool first = k == 0, last = k + 1 == m_runEnds.size();
    const QByteArray within = first && last ? QByteArray()
        : first                             ? QByteArray("WHERE event_id <= ?2 OR event_id IS NULL ")
        : last                              ? QByteArray("WHERE event_id > ?1 ")
                                            : QByteArray("WHERE event_id > ?1 AND event_id <= ?2 ");
    const QByteArray accountsSql
        = "SELECT event_id, source_id, claimed_date FROM accounts INDEXED BY accounts_by_event " + within
        + "ORDER BY event_id, ordinal";
    Statement events, accounts;
    if (Status s = Statement::prepareAll(db.handle(),
            {{&events, "SELECT id, key, title_en, title_zh, date FROM events WHERE id > ?1 AND id <= ?2 ORDER BY id"},
                {&accounts, accountsSql.constData()}});
        !s)
        return failed(s.error());
    const auto [after, upTo] = rowsOfRun(k);
    for (Statement *st : {&events, &accounts}) {
        st->bind(1, after);
        st->bind(2, upTo);
    }
    batch.firstSeen.assign(m_sources.size(), std::numeric_limits<std::uint64_t>::max());
    bool more = accounts.step();
    const QString language = interfaceNameLanguage(); // once a run: a QLocale made per event was 2% of an import
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
            return failed(d.error());
        e.date = d.value();
        if (Status s = readAccounts(accounts, &more, row, &e, batch.firstSeen); !s)
            return failed(s.error());
        remember(row, e, language, batch);
        run.append(std::move(e));
        rows.push_back(row);
    }
    if (Status s = events.finished(); !s)
        return failed(s.error());
    if (more)
        return failed(Tr::tr("an account belongs to event row %1, which is not there").arg(accounts.int64(0)));
    Batch found = detectRun(run, rows);
    batch.bytes = std::move(found.bytes);
    batch.keys = std::move(found.keys);
    return batch;
}

// The event rows of run `k`: after the first, up to the second.
std::pair<std::int64_t, std::int64_t> ConflictStream::Finder::rowsOfRun(std::size_t k) const
{
    // Event rows are 0 … 2^31 - 1 (rankEvents()).
    const bool first = k == 0, last = k + 1 == m_runEnds.size();
    return {first ? -1 : m_runEnds[k - 1], last ? std::numeric_limits<std::int64_t>::max() : m_runEnds[k]};
}

// The events of run `k` of a corpus in memory, as eventsOfRun() reads them
// from the database it makes: the key and the English and Chinese titles as
// read back (asReadBack()), the dates as stored (their EDTF, parsed again)
// and each account's source.
ConflictStream::Batch ConflictStream::Finder::eventsOfCorpusRun(std::size_t k) const
{
    Batch batch;
    batch.firstSeen.assign(m_sources.size(), std::numeric_limits<std::uint64_t>::max());
    const auto [after, upTo] = rowsOfRun(k);
    const std::int64_t end = std::min(upTo, std::int64_t(m_order.size()));
    const QString language = interfaceNameLanguage();
    QList<Event> run;
    std::vector<std::int64_t> rows;
    for (std::int64_t row = std::max<std::int64_t>(after + 1, 1); row <= end; ++row) {
        const Event &from = m_corpus->events[m_order[std::size_t(row - 1)]];
        Event e;
        e.id = asReadBack(from.id);
        e.titles.insert(QStringLiteral("en"), asReadBack(from.titles.value(QStringLiteral("en"))));
        if (const QString zh = asReadBack(from.titles.value(QStringLiteral("zh"))); !zh.isEmpty())
            e.titles.insert(QStringLiteral("zh"), zh);
        auto d = date(from.date.toEdtf(), "events", row);
        if (!d) {
            batch.error = d.error();
            return batch;
        }
        e.date = d.value();
        for (const Account &a : from.accounts) {
            const auto source = m_sourceByKey.constFind(a.sourceId);
            if (source == m_sourceByKey.constEnd()) {
                batch.error = Tr::tr("an account of event row %1 cites a source that is not there").arg(row);
                return batch;
            }
            auto claimed = date(a.claimedDate.isValid() ? a.claimedDate.toEdtf() : QString(), "accounts", row);
            if (!claimed) {
                batch.error = claimed.error();
                return batch;
            }
            addAccount(&e, row, *source, claimed.value(), batch.firstSeen);
        }
        remember(row, e, language, batch);
        run.append(std::move(e));
        rows.push_back(row);
    }
    Batch found = detectRun(run, rows);
    batch.bytes = std::move(found.bytes);
    batch.keys = std::move(found.keys);
    return batch;
}

void ConflictStream::Finder::remember(std::int64_t row, const Event &e, const QString &language, Batch &batch)
{
    batch.nameAt.emplace_back(row, batch.names.size());
    for (const QString &s : {e.id, pickName(e.titles, language)}) {
        const QByteArray utf8 = s.toUtf8();
        const auto n = std::uint32_t(utf8.size());
        batch.names.append(reinterpret_cast<const char *>(&n), sizeof n);
        batch.names.append(utf8.constData(), std::size_t(utf8.size()));
    }
}

// The key and title remember() kept for an event.
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
// order, which needs each source whole, is found apart). Among conflicts of
// equal severity and gap, one event's come in the order the detector finds
// them (Conflict::foundAt), as its stable sort leaves them.
ConflictStream::Batch ConflictStream::Finder::detectRun(
    const QList<Event> &events, const std::vector<std::int64_t> &rows) const
{
    Batch batch;
    if (events.isEmpty())
        return batch;
    Corpus c;
    c.sources = m_sources;
    c.events = events;
    const ConflictDetector detector(c);
    QList<Conflict> found;
    for (int i = 0; i < c.events.size(); ++i) {
        found.clear();
        detector.appendOfEvent(i, found);
        const std::int64_t row = rows[std::size_t(i)];
        const std::uint32_t rank = std::size_t(row) < m_rank.size() ? m_rank[std::size_t(row)] : 0;
        for (const Conflict &f : std::as_const(found))
            batch.add(f, {f.severity, false, f.gap, rank, std::uint32_t(f.foundAt), 0, 0});
    }
    return batch;
}

// Each source's dated accounts in text order (from accounts_by_source alone),
// handed to the detector as a corpus of that source: its narrative-order notes.
Status ConflictStream::Finder::narrativeOrder()
{
    Statement st;
    std::vector<std::vector<Dated>> inCorpus;
    if (m_corpus) {
        if (Status s = datedInCorpus(&inCorpus); !s)
            return s;
    } else if (Status s = Statement::prepareAll(m_h,
                   {{&st,
                       "SELECT q_start, event_id, claimed_date, id FROM accounts INDEXED BY accounts_by_source "
                       "WHERE source_id = ?1 AND claimed_date <> ''"}});
               !s) {
        return s;
    }
    // In the order the detector meets the sources in a whole corpus.
    std::vector<int> order(m_sourceRows.size());
    std::iota(order.begin(), order.end(), 0);
    std::stable_sort(order.begin(), order.end(),
        [&](int a, int b) { return m_firstSeen[std::size_t(a)] < m_firstSeen[std::size_t(b)]; });
    for (std::uint32_t k = 0; k < order.size(); ++k) {
        std::vector<Told> told;
        Status s = success();
        if (m_corpus) {
            s = toldInCorpus(inCorpus[std::size_t(order[k])], &told);
            inCorpus[std::size_t(order[k])] = {};
        } else {
            st.reset();
            st.bind(1, m_sourceRows[std::size_t(order[k])]);
            s = toldOfSource(st, &told);
        }
        if (s)
            s = narrativeOfSource(std::move(told), order[k], k);
        if (!s) {
            // The notes found before it come first (their problems too).
            if (Status before = takeInOrder(m_notes, 0); !before)
                return before;
            return s;
        }
    }
    if (Status s = takeInOrder(m_notes, 0); !s)
        return s;
    m_names = {};
    m_nameAt = {};
    return success();
}

// Batches found on other threads, taken in order until at most `left` are
// still being found.
Status ConflictStream::Finder::takeInOrder(std::deque<std::future<Batch>> &pending, std::size_t left)
{
    while (pending.size() > left) {
        Status s = take(pending.front().get());
        pending.pop_front();
        if (!s)
            return s;
    }
    return success();
}

// A source's dated accounts, as its statement gives them.
Status ConflictStream::Finder::toldOfSource(Statement &st, std::vector<Told> *told) const
{
    while (st.step()) {
        const std::int64_t event = st.int64(1);
        const std::uint32_t rank = std::size_t(event) < m_rank.size() ? m_rank[std::size_t(event)] : 0;
        auto claimed = date(st.text(2), "accounts", st.int64(3));
        if (!claimed)
            return Status::failure(claimed.error());
        told->push_back({st.int64(0), rank, st.int64(3), event, effectiveSpan(claimed.value()), claimed.value()});
    }
    return st.finished();
}

// Each source's dated accounts in a corpus in memory, gathered in one pass
// over the events (each read once, its accounts together): accounts take
// row ids 1, 2, … in the order their events are written (row ids), then
// their order in the event, as in the database it makes.
Status ConflictStream::Finder::datedInCorpus(std::vector<std::vector<Dated>> *bySource) const
{
    bySource->assign(std::size_t(m_sources.size()), {});
    std::int64_t accountRow = 0;
    for (std::size_t i = 0; i < m_order.size(); ++i) {
        const auto event = std::int64_t(i + 1);
        for (const Account &a : m_corpus->events[m_order[i]].accounts) {
            ++accountRow;
            if (!a.claimedDate.isValid())
                continue;
            const auto source = m_sourceByKey.constFind(a.sourceId);
            if (source == m_sourceByKey.constEnd())
                return Status::failure(
                    Tr::tr("an account of event row %1 cites a source that is not there").arg(event));
            (*bySource)[std::size_t(*source)].push_back(
                {accountRow, std::int64_t(a.start), std::int32_t(event), a.claimedDate});
        }
    }
    return success();
}

// A source's dated accounts in a corpus in memory (datedInCorpus()), as
// toldOfSource() reads them: the claimed dates as stored (their EDTF, parsed again).
Status ConflictStream::Finder::toldInCorpus(const std::vector<Dated> &dated, std::vector<Told> *told) const
{
    told->reserve(dated.size());
    for (const Dated &d : dated) {
        const QString stored = d.claimed.toEdtf();
        if (stored.isEmpty())
            continue;
        auto claimed = date(stored, "accounts", d.row);
        if (!claimed)
            return Status::failure(claimed.error());
        told->push_back(
            {d.start, m_rank[std::size_t(d.event)], d.row, d.event, effectiveSpan(claimed.value()), claimed.value()});
    }
    return success();
}

// The source's dated accounts in the order the detector meets them in a
// whole corpus: by text position, then events in time order, then accounts
// in row order. Its notes are found as the detector finds them (one per
// event told out of order: the widest step back, listed where first seen),
// from what each passage claims; each note is then written by the detector
// itself, from a corpus of the two passages of its step.
Status ConflictStream::Finder::narrativeOfSource(std::vector<Told> told, int source, std::uint32_t group)
{
    std::sort(told.begin(), told.end(), [](const Told &a, const Told &b) {
        return std::tie(a.start, a.rank, a.row) < std::tie(b.start, b.rank, b.row);
    });
    // ConflictDetector::appendNotesOf(): each step back from one passage to
    // the next; per event the first place it is seen, the widest step.
    struct Step
    {
        std::size_t prev, next;
        AxisTime gap;
    };
    std::vector<Step> steps;
    QHash<std::int64_t, std::size_t> noted; // event row -> index in steps
    for (std::size_t k = 1; k < told.size(); ++k) {
        const Told &prev = told[k - 1], &next = told[k];
        if (prev.event == next.event || next.span.end > prev.span.start)
            continue;
        const Step step {k - 1, k, gapBetween(prev.claimed, next.claimed)};
        const auto seen = noted.constFind(next.event);
        if (seen == noted.cend()) {
            noted.insert(next.event, steps.size());
            steps.push_back(step);
        } else if (steps[*seen].gap < step.gap) {
            steps[*seen] = step;
        }
    }
    noted = {};
    // Written on worker threads, which share the passages and steps.
    const auto shared
        = std::make_shared<const std::pair<std::vector<Told>, std::vector<Step>>>(std::move(told), std::move(steps));
    return writeNotes(source, group, shared->second.size(), [this, shared](std::size_t i, Event *prev, Event *next) {
        const auto &[passages, stepsBack] = *shared;
        const Step &step = stepsBack[i];
        recall(passages[step.prev].event, prev);
        recall(passages[step.next].event, next);
        prev->accounts[0].claimedDate = passages[step.prev].claimed;
        next->accounts[0].claimedDate = passages[step.next].claimed;
    });
}

// The notes of a source, each made by the detector from a corpus of the two
// passages of its step (`fill` gives their events and claims): a batch at a
// time on worker threads while this thread reads on (the next source's
// passages), taken in order (takeInOrder()).
Status ConflictStream::Finder::writeNotes(int source, std::uint32_t group, std::size_t count, const FillNote &fill)
{
    for (std::size_t from = 0; from < count; from += kNotesPerBatch) {
        const std::size_t to = std::min(count, from + kNotesPerBatch);
        if (Status s = takeInOrder(m_notes, kNotesAtOnce - 1); !s)
            return s;
        m_notes.push_back(std::async(std::launch::async,
            [this, source, group, from, to, fill] { return notesBetween(source, group, from, to, fill); }));
    }
    return success();
}

// Notes [from, to) of a source (their positions in its order kept in their keys).
ConflictStream::Batch ConflictStream::Finder::notesBetween(
    int source, std::uint32_t group, std::size_t from, std::size_t to, const FillNote &fill) const
{
    Corpus c;
    c.sources = {m_sources[source]}; // the only one named here
    c.events.resize(2);
    for (qsizetype i = 0; i < 2; ++i) {
        Account a;
        a.sourceId = m_sources[source].id;
        a.start = i;
        a.claimedDate = HistoricalDate::parse(QStringLiteral("2000")).value();
        c.events[i].accounts = {a};
    }
    const NarrativeIndex index(c);
    const ConflictDetector detector(c);
    QList<Conflict> found;
    Batch batch;
    for (std::size_t i = from; i < to; ++i) {
        for (Event &e : c.events) {
            e.id.clear();
            e.titles.clear();
        }
        fill(i, &c.events[0], &c.events[1]);
        found.clear();
        detector.appendNotesOf(index, 0, found);
        if (found.size() != 1) {
            batch.error = Tr::tr("a narrative-order note could not be written");
            return batch;
        }
        const Conflict &f = found.first();
        batch.add(f, {f.severity, true, f.gap, group, std::uint32_t(i), 0, 0});
    }
    return batch;
}

// A batch's conflicts join the run in memory, in order; a full run is
// sorted and written out.
Status ConflictStream::Finder::take(Batch batch)
{
    if (!batch.error.isEmpty())
        return Status::failure(batch.error);
    for (std::size_t i = 0; i < batch.firstSeen.size() && i < m_firstSeen.size(); ++i)
        m_firstSeen[i] = std::min(m_firstSeen[i], batch.firstSeen[i]);
    // Only runs of events carry names (note batches, which read m_names
    // on other threads, never do: nothing here moves it under them).
    const std::uint64_t names = m_names.size();
    if (!batch.names.empty())
        m_names += batch.names;
    for (const auto &[row, at] : batch.nameAt)
        if (row >= 0 && std::size_t(row) < m_nameAt.size())
            m_nameAt[std::size_t(row)] = names + at + 1;
    const qsizetype base = m_runBytes.size();
    m_runBytes.append(batch.bytes);
    for (Found &key : batch.keys) {
        key.offset += base;
        m_run.push_back(key);
    }
    m_count += qsizetype(batch.keys.size());
    return m_runBytes.size() >= m_runLimit ? writeRun() : success();
}

// The run in order, each conflict as its key then its bytes, at the end of the file.
Status ConflictStream::Finder::writeRun()
{
    if (m_run.empty())
        return success();
    std::sort(m_run.begin(), m_run.end());
    const qint64 begin = m_spill.size();
    QByteArray sorted;
    sorted.reserve(m_runBytes.size() + qsizetype(m_run.size() * sizeof(Found)));
    for (const Found &f : m_run) {
        sorted.append(reinterpret_cast<const char *>(&f), sizeof f);
        sorted.append(m_runBytes.constData() + f.offset, f.length);
    }
    if (!m_spill.seek(begin) || m_spill.write(sorted) != sorted.size())
        return Status::failure(Tr::tr("cannot write a temporary file: %1").arg(m_spill.errorString()));
    RunReader run;
    run.next = begin;
    run.end = begin + sorted.size();
    m_runs.push_back(std::move(run));
    m_run.clear();
    m_runBytes.clear();
    return success();
}

// Every run read from its start, a buffer at a time; the heap holds each
// run by its next conflict.
Status ConflictStream::Finder::startMerge()
{
    m_run = {};
    m_runBytes = QByteArray();
    for (std::size_t i = 0; i < m_runs.size(); ++i) {
        bool more = false;
        if (!advance(m_runs[i], &more))
            return Status::failure(Tr::tr("cannot read back a temporary file"));
        if (more)
            m_heap.push_back(i);
    }
    m_later = [this](std::size_t a, std::size_t b) { return m_runs[b].key < m_runs[a].key; };
    std::make_heap(m_heap.begin(), m_heap.end(), m_later);
    return success();
}

// The run's next conflict: its key, and its bytes in the buffer. `more` is
// false at the end of the run.
bool ConflictStream::Finder::advance(RunReader &r, bool *more)
{
    r.at = r.payload + (r.started ? r.key.length : 0);
    r.started = true;
    if (!fill(r, sizeof(Found)))
        return false;
    if (r.buffer.size() == r.at && r.next == r.end) {
        *more = false;
        return true;
    }
    if (r.buffer.size() - r.at < qsizetype(sizeof(Found)))
        return false;
    std::memcpy(&r.key, r.buffer.constData() + r.at, sizeof(Found));
    r.at += sizeof(Found);
    if (!fill(r, r.key.length) || r.buffer.size() - r.at < r.key.length)
        return false;
    r.payload = r.at;
    *more = true;
    return true;
}

// At least `bytes` unread in the buffer, or all the run has left.
bool ConflictStream::Finder::fill(RunReader &r, qsizetype bytes)
{
    constexpr qint64 kRead = 1 << 18;
    if (r.buffer.size() - r.at >= bytes || r.next == r.end)
        return true;
    r.buffer.remove(0, r.at);
    r.at = 0;
    r.payload = 0;
    while (r.buffer.size() < bytes && r.next < r.end) {
        if (!m_spill.seek(r.next))
            return false;
        const QByteArray more = m_spill.read(std::min(std::max(kRead, qint64(bytes)), r.end - r.next));
        if (more.isEmpty())
            return false;
        r.buffer += more;
        r.next += more.size();
    }
    return true;
}

void appendConflictJson(QByteArray &out, const Conflict &c)
{
    const auto key = [&](const char *name) {
        out += "            \"";
        out += name;
        out += "\": ";
    };
    const auto strings = [&](const QStringList &list) {
        out += "[\n";
        for (qsizetype i = 0; i < list.size(); ++i) {
            out += "                ";
            appendJsonString(out, list[i]);
            out += i + 1 < list.size() ? ",\n" : "\n";
        }
        out += "            ]";
    };
    out += "        {\n";
    key("claims");
    strings(c.claims);
    out += ",\n";
    key("event");
    appendJsonString(out, c.eventId);
    out += ",\n";
    key("explanation");
    appendJsonString(out, c.explanation);
    out += ",\n";
    key("gap");
    appendJsonString(out, c.gap > 0 ? describeGap(c.gap) : QString());
    out += ",\n";
    key("gap_seconds");
    out += QByteArray::number(qint64(c.gap));
    out += ",\n";
    key("kind");
    appendJsonString(out, conflictKindName(c.kind));
    out += ",\n";
    key("severity");
    appendJsonString(out, severityName(c.severity));
    out += ",\n";
    key("sources");
    strings(c.sources);
    out += "\n        }";
}

ConflictStream::ConflictStream() = default;
ConflictStream::~ConflictStream() = default;

Result<std::unique_ptr<ConflictStream>> ConflictStream::open(const Database &db, qsizetype runBytes, Reading reading)
{
    using R = Result<std::unique_ptr<ConflictStream>>;
    if (reading == Reading::StoredWhenCurrent) {
        auto stored = StoredConflictList::openIfCurrent(db);
        if (!stored)
            return R::failure(stored.error());
        if (stored.value()) {
            std::unique_ptr<ConflictStream> s(new ConflictStream);
            s->m_stored = std::move(stored).value();
            return s;
        }
    }
    // One read transaction: every query sees the same file.
    sqlite3 *h = db.handle();
    const bool owns = sqlite3_get_autocommit(h) && sqlite3_exec(h, "BEGIN", nullptr, nullptr, nullptr) == SQLITE_OK;
    std::unique_ptr<ConflictStream> s(new ConflictStream);
    s->m_finder = std::make_unique<Finder>(db, runBytes, owns);
    const Status found = s->m_finder->run();
    if (owns)
        sqlite3_exec(h, "COMMIT", nullptr, nullptr, nullptr);
    if (!found)
        return R::failure(Tr::tr("%1 cannot be read: %2").arg(db.path(), found.error()));
    return s;
}

Result<std::unique_ptr<ConflictStream>> ConflictStream::find(const Corpus &corpus, qsizetype runBytes)
{
    using R = Result<std::unique_ptr<ConflictStream>>;
    std::unique_ptr<ConflictStream> s(new ConflictStream);
    s->m_finder = std::make_unique<Finder>(corpus, runBytes);
    if (Status found = s->m_finder->run(); !found)
        return R::failure(found.error());
    return s;
}

qsizetype ConflictStream::size() const
{
    return m_stored ? m_stored->size() : m_finder->size();
}

bool ConflictStream::next(Conflict *c)
{
    if (!m_status)
        return false;
    if (m_stored) {
        if (m_stored->next(c))
            return true;
        m_status = m_stored->status();
        return false;
    }
    bool failed = false;
    if (m_finder->read(c, &failed))
        return true;
    if (failed)
        m_status = Status::failure(Tr::tr("cannot read back a temporary file"));
    return false;
}

} // namespace parallax::db
