#pragma once

#include "corpus.h"

#include <QStringView>

#include <cstdint>
#include <vector>

namespace parallax {

// The events of a list found by their ids: a table of their indices, two
// slots an event, probed in turn from the slot the id's hash names. An
// event is 10 bytes here, where a QHash<QString, int> of the ids held about
// 40 (a million events: 10 MB against 40 MB); the ids themselves stay in
// the events, which a look-up reads where a slot's tag matches.
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
    static std::size_t hashOf(QStringView id);
    static std::uint8_t tagOf(std::size_t hash);

    std::vector<std::int32_t> m_slots; // -1 where empty
    // A byte of each slot's id's hash: an id is compared (its event read,
    // then its characters, each a cache miss) only where its byte matches
    // (building the index of a million events: 0.5 s of the window's
    // worker before).
    std::vector<std::uint8_t> m_tags;
    qsizetype m_size = 0;
};

} // namespace parallax
