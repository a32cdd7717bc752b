#include "conflicttable.h"

#include <algorithm>

namespace parallax {

namespace {

const QString &noString()
{
    static const QString none;
    return none;
}

} // namespace

// A note found deferred, of an event in `events` under the id it has there,
// is kept as its row; anything else whole.
ConflictTable::Row ConflictTable::rowOf(Conflict c, const EventList &events)
{
    Row r;
    r.kind = c.kind;
    r.severity = c.severity;
    r.event = c.event;
    r.toldAfter = c.toldAfter;
    r.toldAfterAccount = c.toldAfterAccount;
    r.gap = c.gap;
    r.foundAt = std::int32_t(c.foundAt);
    const bool compact = c.kind == ConflictKind::SourceOrder && c.explanation.isEmpty() && c.claims.isEmpty()
        && c.sources.size() == 1 && c.accounts.size() == 1 && c.event >= 0 && c.event < events.size()
        && events[c.event].id == c.eventId;
    if (compact) {
        auto known = m_sourceIndex.constFind(c.sources.front());
        if (known == m_sourceIndex.cend() && m_sources.size() < kMostSources) {
            known = m_sourceIndex.insert(c.sources.front(), int(m_sources.size()));
            m_sources.append(c.sources);
        }
        if (known != m_sourceIndex.cend()) {
            r.source = std::uint16_t(*known);
            r.account = c.accounts.front();
            return r;
        }
    }
    if (!m_freeWhole.empty()) {
        r.account = int(m_freeWhole.back());
        m_freeWhole.pop_back();
        m_whole[r.account] = std::move(c);
    } else {
        r.account = int(m_whole.size());
        m_whole.append(std::move(c));
    }
    return r;
}

void ConflictTable::append(Conflict c, const EventList &events)
{
    m_rows.push_back(rowOf(std::move(c), events));
}

void ConflictTable::releaseWhole(const Row &r)
{
    if (r.source != kWhole)
        return;
    m_whole[r.account] = Conflict();
    m_freeWhole.push_back(r.account);
}

void ConflictTable::set(qsizetype i, Conflict c, const EventList &events)
{
    releaseWhole(row(i));
    m_rows[std::size_t(i)] = rowOf(std::move(c), events);
}

void ConflictTable::clear(qsizetype i)
{
    releaseWhole(row(i));
    Row empty;
    empty.source = kEmpty;
    m_rows[std::size_t(i)] = empty;
}

Conflict ConflictTable::at(qsizetype i, const EventList &events) const
{
    const Row &r = row(i);
    if (r.source == kWhole)
        return m_whole[r.account];
    if (r.source == kEmpty)
        return Conflict();
    Conflict c;
    c.kind = r.kind;
    c.severity = r.severity;
    c.event = r.event;
    if (r.event >= 0 && r.event < events.size())
        c.eventId = events[r.event].id;
    c.sources = m_sources[r.source];
    c.accounts = {r.account};
    c.toldAfter = r.toldAfter;
    c.toldAfterAccount = r.toldAfterAccount;
    c.gap = r.gap;
    c.foundAt = r.foundAt;
    return c;
}

QList<Conflict> ConflictTable::toList(const EventList &events) const
{
    QList<Conflict> out;
    out.reserve(size());
    for (qsizetype i = 0; i < size(); ++i)
        out.append(at(i, events));
    return out;
}

const QString &ConflictTable::firstSource(qsizetype i) const
{
    const Row &r = row(i);
    if (r.source == kEmpty)
        return noString();
    const QStringList &sources = r.source == kWhole ? m_whole[r.account].sources : m_sources[r.source];
    return sources.isEmpty() ? noString() : sources.front();
}

bool ConflictTable::isDeferredNote(qsizetype i) const
{
    const Row &r = row(i);
    if (r.source == kEmpty)
        return false;
    return r.source != kWhole || (r.kind == ConflictKind::SourceOrder && m_whole[r.account].explanation.isEmpty());
}

// The rows sorted by a key of their own (a total order: equals keep their
// places); the conflicts kept whole stay where they are.
void ConflictTable::sort()
{
    std::stable_sort(m_rows.begin(), m_rows.end(), [](const Row &a, const Row &b) {
        if (a.severity != b.severity)
            return a.severity > b.severity;
        return a.gap > b.gap;
    });
}

} // namespace parallax
