#include "eventchunks.h"

#include "database.h"
#include "jsonwriter.h"
#include "sqlite.h"

#include <sqlite3.h>

#include <QLoggingCategory>

#include <algorithm>
#include <utility>

namespace parallax::db {

namespace {
Q_LOGGING_CATEGORY(lcChunks, "parallax.db.chunks", QtInfoMsg)

// How many chunks each reader may have read ahead of the writer.
constexpr std::size_t kAheadPerReader = 2;
} // namespace

EventChunks::EventChunks(EventStream &stream, Form form, int chunk)
    : m_stream(stream)
    , m_form(form)
    , m_chunkSize(std::max(chunk, 1))
    , m_chunkCount((std::size_t(stream.eventCount()) + std::size_t(m_chunkSize) - 1) / std::size_t(m_chunkSize))
{
    start();
}

EventChunks::EventChunks(EventStream &stream, Format format, int chunk)
    : m_stream(stream)
    , m_form(Form::Events)
    , m_format(std::move(format))
    , m_chunkSize(std::max(chunk, 1))
    , m_chunkCount((std::size_t(stream.eventCount()) + std::size_t(m_chunkSize) - 1) / std::size_t(m_chunkSize))
{
    start();
}

void EventChunks::start()
{
    m_streams.push_back(&m_stream);
    openReaders();
    if (!m_stream.quotesChecked() && !m_quotes.valid())
        m_status = m_stream.checkQuotes(); // no connection to check them beside the reading
    if (!m_status)
        return;
    try {
        for (std::size_t i = 0; i < m_streams.size(); ++i)
            m_threads.emplace_back([this, i] { readChunks(i); });
    } catch (...) {
        // A reader started waits for the writer: stop it before it is joined.
        {
            std::lock_guard lock(m_mutex);
            m_stopping = true;
        }
        m_changed.notify_all();
        throw;
    }
}

EventChunks::~EventChunks()
{
    {
        std::lock_guard lock(m_mutex);
        m_stopping = true;
    }
    m_changed.notify_all();
    m_threads.clear(); // joins
    if (m_quotes.valid())
        m_quotes.wait();
}

// More connections to the file, reading the stream's snapshot: a second
// reader of chunks where there is more than one, and one to check the
// quotes on while the chunks are read. Without them (a file in
// write-ahead-log mode, a database that cannot be opened twice), the quotes
// are checked first and the chunks read on one thread.
void EventChunks::openReaders()
{
    const int wanted = (m_chunkCount > 1 ? 1 : 0) + (m_stream.quotesChecked() ? 0 : 1);
    for (int i = 0; i < wanted; ++i) {
        auto db = Database::openAlongside(m_stream.database());
        if (!db) {
            qCDebug(lcChunks) << "no other connection:" << db.error();
            return;
        }
        auto other = m_stream.alongside(*db.value());
        if (!other) {
            qCDebug(lcChunks) << "no other reader:" << other.error();
            return;
        }
        m_databases.push_back(std::move(db).value());
        m_others.push_back(std::move(other).value());
        EventStream *stream = m_others.back().get();
        // A smaller page cache than the first connection's: three of the
        // first's would be 96 MB (measured on a 1M JSON export: no slower).
        sqlite3_exec(m_databases.back()->handle(), "PRAGMA cache_size = -8192", nullptr, nullptr, nullptr);
        if (!m_stream.quotesChecked() && !m_quotes.valid())
            m_quotes = std::async(std::launch::async, [stream] { return stream->checkQuotes(); });
        else
            m_streams.push_back(stream);
    }
}

// A reader's loop: chunks first, first + n, first + 2n… (n readers), each
// read once the writer is near enough, and the chunks the writer is done
// with freed on the way.
void EventChunks::readChunks(std::size_t first)
{
    EventStream *stream = m_streams[first];
    const std::size_t step = m_streams.size();
    for (std::size_t k = first; k < m_chunkCount; k += step) {
        Result<Chunk> chunk = Chunk {};
        {
            Chunk done; // freed outside the lock
            {
                std::unique_lock lock(m_mutex);
                m_changed.wait(lock, [&] { return m_stopping || k < m_taken + kAheadPerReader * step; });
                if (m_stopping)
                    return;
                done = takeDone();
            }
            chunk.value().json.swap(done.json);
            chunk.value().json.resize(0);
        }
        const std::size_t from = k * std::size_t(m_chunkSize);
        if (m_form == Form::Events && !m_format) {
            auto events = stream->eventsAt(from, m_chunkSize);
            if (!events)
                chunk = Result<Chunk>::failure(events.error());
            else
                chunk = Result<Chunk>(Chunk {std::move(events).value(), {}});
        } else if (m_form == Form::Events) {
            if (Status s = formatChunk(*stream, from, &chunk.value().json); !s)
                chunk = Result<Chunk>::failure(s.error());
        } else if (Status s = stream->jsonAt(from, m_chunkSize, &chunk.value().json); !s) {
            chunk = Result<Chunk>::failure(s.error());
        }
        const bool failed = !chunk;
        {
            std::lock_guard lock(m_mutex);
            m_ready.emplace(k, std::move(chunk));
        }
        m_changed.notify_all();
        if (failed)
            return;
    }
}

// A chunk made into bytes by m_format a batch of events at a time, each
// batch freed before the next is read: a chunk's 4,096 events made whole and
// then freed together left the allocator a fifth of the readers' time (its
// freed blocks merged and consolidated, cold in the cache), where a batch's
// are taken again by the next batch as they were freed.
Status EventChunks::formatChunk(EventStream &stream, std::size_t from, QByteArray *bytes) const
{
    const std::size_t end = std::min(from + std::size_t(m_chunkSize), std::size_t(stream.eventCount()));
    for (std::size_t at = from; at < end; at += kBatch) {
        auto events = stream.eventsAt(at, int(std::min(end - at, std::size_t(kBatch))));
        if (!events)
            return Status::failure(events.error());
        if (Status s = m_format(events.value(), bytes); !s)
            return s;
    }
    return success();
}

EventChunks::Format EventChunks::jsonElements(std::function<void(JsonStream &, const QList<Event> &)> write)
{
    return [write = std::move(write)](const QList<Event> &events, QByteArray *bytes) {
        // Written into the chunk's bytes themselves, not through a buffer,
        // after the elements of the batches before.
        const bool after = !bytes->isEmpty();
        JsonStream w(*bytes);
        w.insideArray(after);
        write(w, events);
        return success();
    };
}

Status EventChunks::writeElements(JsonStream &w)
{
    Chunk chunk;
    while (next(&chunk))
        w.elements(chunk.json);
    return status();
}

bool EventChunks::next(Chunk *chunk)
{
    if (!m_status)
        return false;
    if (m_taken == m_chunkCount) {
        if (!m_finished) // no chunk at all: the checks still run
            m_status = finish();
        return false;
    }
    // A problem with the quotes stops the writing as soon as it is known.
    if (Status quotes = quotesChecked(false); !quotes) {
        m_status = quotes;
        return false;
    }
    std::unique_lock lock(m_mutex);
    m_changed.wait(lock, [&] { return m_ready.count(m_taken) > 0; });
    auto node = m_ready.extract(m_taken);
    ++m_taken;
    lock.unlock();
    m_changed.notify_all();
    if (!node.mapped()) {
        // The quotes' problem comes first, as one reader would have met it.
        const Status quotes = quotesChecked(true);
        m_status = quotes ? Status::failure(node.mapped().error()) : quotes;
        return false;
    }
    // The last chunk is handed out only once nothing is wrong elsewhere.
    if (m_taken == m_chunkCount)
        if (m_status = finish(); !m_status)
            return false;
    lock.lock();
    m_done.push_back(std::exchange(*chunk, std::move(node.mapped()).value()));
    return true;
}

// One of the chunks the writer is done with (the one with the largest
// buffer), for a reader to free and fill its buffer again, emptied but not
// freed: a fresh one grows page by page. One a chunk, the others left for
// the other reader (measured on a 1M JSON export: a reader that took them
// all freed one, and the other then filled a fresh buffer for one chunk in
// four: 148,000 page faults).
EventChunks::Chunk EventChunks::takeDone()
{
    const auto largest = std::max_element(m_done.begin(), m_done.end(),
        [](const Chunk &x, const Chunk &y) { return x.json.capacity() < y.json.capacity(); });
    if (largest == m_done.end())
        return {};
    Chunk done = std::move(*largest);
    m_done.erase(largest);
    return done;
}

// How the quotes' check ended, waiting for it or not: success while it runs.
Status EventChunks::quotesChecked(bool wait)
{
    if (m_quotes.valid() && (wait || m_quotes.wait_for(std::chrono::seconds(0)) == std::future_status::ready))
        m_quotesStatus = m_quotes.get();
    return m_quotesStatus;
}

// Before the last chunk goes out: the quotes' check, then rows that no event read.
Status EventChunks::finish()
{
    m_finished = true;
    if (Status s = quotesChecked(true); !s)
        return s;
    std::int64_t accounts = 0, people = 0;
    for (const EventStream *s : m_streams) {
        accounts += s->accountsSeen();
        people += s->peopleSeen();
    }
    return m_stream.checkNothingLeftOver(accounts, people);
}

} // namespace parallax::db
