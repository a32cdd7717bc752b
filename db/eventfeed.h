#pragma once

#include "eventchunks.h"
#include "eventstream.h"

#include <core/corpus.h>
#include <core/result.h>

#include <QList>

#include <memory>

namespace parallax::db {

// Events one at a time, for a writer that goes event by event (JSON, CSV,
// TimelineJS, corpus folder exports): from a list in memory, or read from a
// database a chunk at a time through an EventStream, so that the writer is
// the same for both and memory does not grow with the corpus.
class EventFeed final
{
public:
    explicit EventFeed(const EventList &events);
    explicit EventFeed(const QList<Event> &events) = delete; // would read a temporary
    // From a stream: the next chunks of `chunk` events are read on other
    // threads while the writer works through this one (EventChunks; the
    // stream's database connection must not be used by anyone else until
    // the feed is gone).
    explicit EventFeed(EventStream &stream, int chunk = EventChunks::kChunk);
    ~EventFeed();
    EventFeed(const EventFeed &) = delete;
    EventFeed &operator=(const EventFeed &) = delete;

    // The next event (valid until the next call), or nullptr at the end and
    // when reading failed: then status() says why.
    const Event *next();
    const Status &status() const { return m_status; }

private:
    const EventList *m_list = nullptr;
    std::unique_ptr<EventChunks> m_chunks;
    EventChunks::Chunk m_chunk;
    qsizetype m_at = 0;
    Status m_status = success();
};

} // namespace parallax::db
