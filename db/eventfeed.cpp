#include "eventfeed.h"

#include <utility>

namespace parallax::db {

EventFeed::EventFeed(const EventList &events)
    : m_list(&events)
{ }

EventFeed::EventFeed(EventStream &stream, int chunk)
    : m_stream(&stream)
    , m_chunkSize(chunk)
{ }

EventFeed::~EventFeed()
{
    if (m_reading.valid())
        m_reading.wait();
}

const Event *EventFeed::next()
{
    if (m_list)
        return m_at < m_list->size() ? &(*m_list)[m_at++] : nullptr;
    if (!m_status)
        return nullptr;
    if (m_at == m_chunk.size()) {
        EventStream *stream = m_stream;
        const int size = m_chunkSize;
        auto read = m_reading.valid() ? m_reading.get() : stream->next(size);
        if (!read) {
            m_status = Status::failure(read.error());
            return nullptr;
        }
        // The chunk written is freed on the reading thread, which made it:
        // glibc frees memory of another thread's arena slowly, and the
        // writer need not wait for it.
        QList<Event> done = std::exchange(m_chunk, std::move(read).value());
        m_at = 0;
        if (m_chunk.isEmpty())
            return nullptr;
        m_reading = std::async(std::launch::async, [stream, size, done = std::move(done)]() mutable {
            done = {};
            return stream->next(size);
        });
    }
    return &m_chunk[m_at++];
}

} // namespace parallax::db
