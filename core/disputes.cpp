#include "disputes.h"

#include <algorithm>
#include <cstdint>
#include <limits>

namespace parallax {

namespace {

// A list's conflicts as the table's are read: by index, their event and severity.
struct ListMarks
{
    const QList<Conflict> &list;
    qsizetype size() const { return list.size(); }
    int event(qsizetype i) const { return list[i].event; }
    Severity severity(qsizetype i) const { return list[i].severity; }
};

template <class Marks>
std::vector<DisputedEvent> mostOf(
    const Corpus &corpus, const Marks &conflicts, const std::vector<char> &include, int limit)
{
    std::vector<DisputedEvent> events;
    // Each event's place in `events`, by event index (a flat table: a hash of
    // a million conflicts' events took milliseconds after every edit).
    constexpr std::uint32_t kNone = std::numeric_limits<std::uint32_t>::max();
    std::vector<std::uint32_t> row(std::size_t(corpus.events.size()), kNone);
    for (qsizetype i = 0; i < conflicts.size(); ++i) {
        const int event = conflicts.event(i);
        if (event < 0 || event >= corpus.events.size())
            continue;
        if (!include.empty() && (std::size_t(event) >= include.size() || !include[std::size_t(event)]))
            continue;
        std::uint32_t &at = row[std::size_t(event)];
        if (at == kNone) {
            at = std::uint32_t(events.size());
            events.push_back({event});
        }
        DisputedEvent &d = events[at];
        d.worst = std::max(d.worst, conflicts.severity(i));
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

template <class Marks>
DisputeSummary summaryOf(const Corpus &corpus, const Marks &conflicts, const std::vector<char> &include, int limit)
{
    DisputeSummary s;
    for (qsizetype i = 0; i < conflicts.size(); ++i)
        if (const int event = conflicts.event(i);
            event >= 0 && (include.empty() || (std::size_t(event) < include.size() && include[std::size_t(event)]))) {
            ++s.bySeverity[std::size_t(conflicts.severity(i))];
            ++s.total;
        }
    s.top = mostOf(corpus, conflicts, include, limit);
    return s;
}

} // namespace

std::vector<DisputedEvent> mostDisputed(
    const Corpus &corpus, const QList<Conflict> &conflicts, const std::vector<char> &include, int limit)
{
    return mostOf(corpus, ListMarks {conflicts}, include, limit);
}

DisputeSummary summarizeDisputes(
    const Corpus &corpus, const QList<Conflict> &conflicts, const std::vector<char> &include, int limit)
{
    return summaryOf(corpus, ListMarks {conflicts}, include, limit);
}

DisputeSummary summarizeDisputes(
    const Corpus &corpus, const ConflictTable &conflicts, const std::vector<char> &include, int limit)
{
    return summaryOf(corpus, conflicts, include, limit);
}

} // namespace parallax
