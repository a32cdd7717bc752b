#include "disputes.h"

#include <algorithm>
#include <cstdint>
#include <limits>

namespace parallax {

std::vector<DisputedEvent> mostDisputed(
    const Corpus &corpus, const QList<Conflict> &conflicts, const std::vector<char> &include, int limit)
{
    std::vector<DisputedEvent> events;
    // Each event's place in `events`, by event index (a flat table: a hash of
    // a million conflicts' events took milliseconds after every edit).
    constexpr std::uint32_t kNone = std::numeric_limits<std::uint32_t>::max();
    std::vector<std::uint32_t> row(std::size_t(corpus.events.size()), kNone);
    for (const Conflict &c : conflicts) {
        if (c.event < 0 || c.event >= corpus.events.size())
            continue;
        if (!include.empty() && (std::size_t(c.event) >= include.size() || !include[std::size_t(c.event)]))
            continue;
        std::uint32_t &at = row[std::size_t(c.event)];
        if (at == kNone) {
            at = std::uint32_t(events.size());
            events.push_back({c.event});
        }
        DisputedEvent &d = events[at];
        d.worst = std::max(d.worst, c.severity);
        ++d.conflicts;
    }
    auto first = [&](const DisputedEvent &a, const DisputedEvent &b) {
        if (a.worst != b.worst)
            return a.worst > b.worst;
        if (a.conflicts != b.conflicts)
            return a.conflicts > b.conflicts;
        return corpus.events[a.event].date.span().start < corpus.events[b.event].date.span().start;
    };
    const auto n = std::min(events.size(), std::size_t(std::max(0, limit)));
    std::partial_sort(events.begin(), events.begin() + std::ptrdiff_t(n), events.end(), first);
    events.resize(n);
    return events;
}

DisputeSummary summarizeDisputes(
    const Corpus &corpus, const QList<Conflict> &conflicts, const std::vector<char> &include, int limit)
{
    DisputeSummary s;
    for (const Conflict &c : conflicts)
        if (c.event >= 0
            && (include.empty() || (std::size_t(c.event) < include.size() && include[std::size_t(c.event)]))) {
            ++s.bySeverity[std::size_t(c.severity)];
            ++s.total;
        }
    s.top = mostDisputed(corpus, conflicts, include, limit);
    return s;
}

} // namespace parallax
