#pragma once

#include "corpus.h"

#include <QStringView>

#include <cstdint>
#include <vector>

namespace parallax {

// The events of a list found by their ids: a table of their indices, two
// slots an event, probed in turn from the slot the id's hash names. An
// event is 8 bytes here, where a QHash<QString, int> of the ids held about
// 40 (a million events: 8 MB against 40 MB); the ids themselves stay in the
// events, which every look-up reads.
class EventIdIndex
{
public:
    EventIdIndex() = default;
    // Where an id occurs twice, the later event is the one found (as a
    // hash's insert would have it).
    explicit EventIdIndex(const EventList &events);

    // The index of the event with this id in `events` (the list the index
    // was made of, or one with the same ids in the same places); -1 when
    // none has it.
    int find(const EventList &events, QStringView id) const;
    qsizetype size() const { return m_size; }

private:
    std::size_t slotOf(QStringView id) const;

    std::vector<std::int32_t> m_slots; // -1 where empty
    qsizetype m_size = 0;
};

} // namespace parallax
