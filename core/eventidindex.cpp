#include "eventidindex.h"

#include <QHashFunctions>

#include <bit>

namespace parallax {

EventIdIndex::EventIdIndex(const EventList &events)
{
    // At least twice the events (a power of two), so that probes stay short.
    const std::size_t slotCount = std::bit_ceil(std::size_t(std::max<qsizetype>(events.size(), 4)) * 2);
    m_slots.assign(slotCount, -1);
    for (int i = 0; i < events.size(); ++i) {
        const QString &id = events[i].id;
        for (std::size_t s = slotOf(id);; s = (s + 1) & (slotCount - 1)) {
            std::int32_t &at = m_slots[s];
            if (at < 0) {
                at = i;
                ++m_size;
                break;
            }
            if (events[at].id == id) {
                at = i;
                break;
            }
        }
    }
}

std::size_t EventIdIndex::slotOf(QStringView id) const
{
    // Seeded as QHash is, so that no corpus's ids can be chosen to collide.
    return std::size_t(qHash(id, QHashSeed::globalSeed())) & (m_slots.size() - 1);
}

int EventIdIndex::find(const EventList &events, QStringView id) const
{
    if (m_slots.empty())
        return -1;
    for (std::size_t s = slotOf(id);; s = (s + 1) & (m_slots.size() - 1)) {
        const std::int32_t at = m_slots[s];
        if (at < 0)
            return -1;
        if (at < events.size() && events[at].id == id)
            return at;
    }
}

} // namespace parallax
