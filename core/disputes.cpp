#include "disputes.h"

#include <algorithm>
#include <climits>
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
    // Each event's count and worst severity, by event index (flat tables:
    // a hash of a million conflicts' events took milliseconds after every
    // edit, and a list of every disputed event 12 bytes each of them).
    const auto events = std::size_t(corpus.events.size());
    std::vector<std::uint32_t> counts(events, 0);
    std::vector<Severity> worst(events, Severity::Note);
    for (qsizetype i = 0; i < conflicts.size(); ++i) {
        const int event = conflicts.event(i);
        if (event < 0 || std::size_t(event) >= events)
            continue;
        if (!include.empty() && (std::size_t(event) >= include.size() || !include[std::size_t(event)]))
            continue;
        const auto e = std::size_t(event);
        worst[e] = counts[e] == 0 ? conflicts.severity(i) : std::max(worst[e], conflicts.severity(i));
        ++counts[e];
    }
    // The first `limit` in that order, ties by event index; `top` a heap
    // whose front is the last of those kept.
    auto first = [&](const DisputedEvent &a, const DisputedEvent &b) {
        if (a.worst != b.worst)
            return a.worst > b.worst;
        if (a.conflicts != b.conflicts)
            return a.conflicts > b.conflicts;
        const AxisTime as = corpus.events[a.event].date.span().start, bs = corpus.events[b.event].date.span().start;
        return as != bs ? as < bs : a.event < b.event;
    };
    const auto n = std::size_t(std::max(0, limit));
    std::vector<DisputedEvent> top;
    top.reserve(std::min(n, events) + 1);
    for (std::size_t e = 0; e < events && n > 0; ++e) {
        if (counts[e] == 0)
            continue;
        const DisputedEvent d {int(e), worst[e], int(std::min<std::uint32_t>(counts[e], INT_MAX))};
        if (top.size() == n && !first(d, top.front()))
            continue;
        top.push_back(d);
        std::push_heap(top.begin(), top.end(), first);
        if (top.size() > n) {
            std::pop_heap(top.begin(), top.end(), first);
            top.pop_back();
        }
    }
    std::sort(top.begin(), top.end(), first);
    return top;
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
