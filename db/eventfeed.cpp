#include "eventfeed.h"

namespace parallax::db {

EventFeed::EventFeed(const QList<Event> &events)
    : m_list(&events)
{ }

EventFeed::EventFeed(EventStream &stream)
    : m_stream(&stream)
{ }

const Event *EventFeed::next()
{
    if (m_list)
        return m_at < m_list->size() ? &(*m_list)[m_at++] : nullptr;
    if (!m_status)
        return nullptr;
    if (m_at == m_chunk.size()) {
        auto read = m_stream->next(kChunk);
        if (!read) {
            m_status = Status::failure(read.error());
            return nullptr;
        }
        m_chunk = std::move(read).value();
        m_at = 0;
        if (m_chunk.isEmpty())
            return nullptr;
    }
    return &m_chunk[m_at++];
}

} // namespace parallax::db
