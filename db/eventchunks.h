#pragma once

#include "eventstream.h"

#include <core/corpus.h>
#include <core/result.h>

#include <QByteArray>
#include <QList>

#include <condition_variable>
#include <functional>
#include <future>
#include <map>
#include <memory>
#include <mutex>
#include <thread>
#include <vector>

namespace parallax::db {

class Database;
class JsonStream;

// A stream's events, a chunk at a time in time order, read ahead of the
// writer on other threads: on two where the file lets more connections read
// the same snapshot (EventStream::alongside), chunk by chunk in turn, else
// on one; the quotes are checked meanwhile on a third. Each chunk is made as
// Events or as the JSON of EventStream::jsonAt, and what the writer is done
// with is freed on a reading thread. A problem is reported as one reader
// would meet it: the quotes' first, then the first chunk's in time order,
// then rows left over (checked once, with every reader's counts, before the
// last chunk is handed out); a problem with the quotes ends the chunks as
// soon as it is found.
class EventChunks final
{
public:
    enum class Form { Events, Json };
    struct Chunk
    {
        QList<Event> events; // Form::Events
        QByteArray json; // Form::Json, or what a Format made of the events
    };
    // A writer's work on a chunk of events, done on the reading thread: its
    // bytes, as they will be written, appended to `bytes` a few events at a
    // time (kBatch), after those of the events before them in the chunk.
    using Format = std::function<Status(const QList<Event> &events, QByteArray *bytes)>;
    static constexpr int kChunk = 4096;
    static constexpr int kBatch = 16;

    // `stream` and its database must outlive this; nobody else may use the
    // stream's connection meanwhile.
    explicit EventChunks(EventStream &stream, Form form, int chunk = kChunk);
    // Chunks of events made into bytes by `format` on the reading threads
    // (in Chunk::json; the events are not kept), each read and formatted
    // kBatch events at a time. `format` is called on two threads at once.
    EventChunks(EventStream &stream, Format format, int chunk = kChunk);
    ~EventChunks();
    EventChunks(const EventChunks &) = delete;
    EventChunks &operator=(const EventChunks &) = delete;

    // A Format for chunks that are elements of a JSON array: `write` writes
    // a chunk's events into a stream whose array another opens and closes
    // (JsonStream::insideArray).
    static Format jsonElements(std::function<void(JsonStream &, const QList<Event> &)> write);
    // Every chunk made by jsonElements() into `w`'s open array, in order; the
    // status() at the end.
    Status writeElements(JsonStream &w);

    // The next chunk into `chunk` (what it held is handed to a reader to
    // free): false at the end, and when reading failed, then status() says why.
    bool next(Chunk *chunk);
    const Status &status() const { return m_status; }
    // How many threads read chunks (1 or 2).
    int readers() const { return int(m_streams.size()); }

private:
    void start();
    void openReaders();
    void readChunks(std::size_t first);
    Status formatChunk(EventStream &stream, std::size_t from, QByteArray *bytes) const;
    Status quotesChecked(bool wait);
    Chunk takeDone();
    Status finish();

    EventStream &m_stream;
    const Form m_form;
    const Format m_format;
    const int m_chunkSize;
    const std::size_t m_chunkCount;
    std::vector<std::unique_ptr<Database>> m_databases; // outlive m_others
    std::vector<std::unique_ptr<EventStream>> m_others;
    std::vector<EventStream *> m_streams;
    std::future<Status> m_quotes; // the quotes' check, where it runs beside the reading
    Status m_quotesStatus = success(); // how it ended, once it has

    std::mutex m_mutex;
    std::condition_variable m_changed;
    std::map<std::size_t, Result<Chunk>> m_ready; // chunks read and not yet taken, by number
    std::vector<Chunk> m_done; // taken and written, to be freed by a reader
    std::size_t m_taken = 0; // chunks taken so far
    bool m_stopping = false;
    bool m_finished = false; // finish() has run
    std::vector<std::jthread> m_threads; // last: joined first

    Status m_status = success();
};

} // namespace parallax::db
