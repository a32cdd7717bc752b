#include "eventidindex.h"

#include <QHashFunctions>

#include <bit>

namespace parallax {

EventIdIndex::EventIdIndex(const EventList &events)
{
    // At least twice the events (a power of two), so that probes stay short.
    const std::size_t slotCount = std::bit_ceil(std::size_t(std::max<qsizetype>(events.size(), 4)) * 2);
    m_slots.assign(slotCount, -1);
    m_tags.assign(slotCount, 0);
    for (int i = 0; i < events.size(); ++i) {
        const QString &id = events[i].id;
        const std::size_t hash = hashOf(id);
        for (std::size_t s = hash & (slotCount - 1);; s = (s + 1) & (slotCount - 1)) {
            std::int32_t &at = m_slots[s];
            if (at < 0) {
                at = i;
                m_tags[s] = tagOf(hash);
                ++m_size;
                break;
            }
            if (m_tags[s] == tagOf(hash) && events[at].id == id) {
                at = i;
                break;
            }
        }
    }
}

std::size_t EventIdIndex::hashOf(QStringView id)
{
    // Seeded as QHash is, so that no corpus's ids can be chosen to collide.
    return std::size_t(qHash(id, QHashSeed::globalSeed()));
}

std::uint8_t EventIdIndex::tagOf(std::size_t hash)
{
    // The hash's top byte: the slot is chosen by its low bits.
    return std::uint8_t(hash >> (8 * (sizeof(std::size_t) - 1)));
}

int EventIdIndex::find(const EventList &events, QStringView id) const
{
    if (m_slots.empty())
        return -1;
    const std::size_t hash = hashOf(id);
    for (std::size_t s = hash & (m_slots.size() - 1);; s = (s + 1) & (m_slots.size() - 1)) {
        const std::int32_t at = m_slots[s];
        if (at < 0)
            return -1;
        if (m_tags[s] == tagOf(hash) && at < events.size() && events[at].id == id)
            return at;
    }
}

} // namespace parallax
