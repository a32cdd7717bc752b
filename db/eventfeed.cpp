#include "eventfeed.h"

namespace parallax::db {

EventFeed::EventFeed(const EventList &events)
    : m_list(&events)
{ }

EventFeed::EventFeed(EventStream &stream, int chunk)
    : m_chunks(std::make_unique<EventChunks>(stream, EventChunks::Form::Events, chunk))
{ }

EventFeed::~EventFeed() = default;

const Event *EventFeed::next()
{
    if (m_list)
        return m_at < m_list->size() ? &(*m_list)[m_at++] : nullptr;
    if (!m_status)
        return nullptr;
    if (m_at == m_chunk.events.size()) {
        m_at = 0;
        // The chunk written is freed on a reading thread (EventChunks): glibc
        // frees memory of another thread's arena slowly, and the writer need
        // not wait for it.
        if (!m_chunks->next(&m_chunk)) {
            m_status = m_chunks->status();
            m_chunk = {};
            return nullptr;
        }
        if (m_chunk.events.isEmpty())
            return nullptr;
    }
    return &m_chunk.events[m_at++];
}

} // namespace parallax::db
