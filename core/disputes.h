#pragma once

#include "conflicts.h"
#include "conflicttable.h"
#include "corpus.h"

#include <array>
#include <vector>

namespace parallax {

// One event among the most disputed: its worst disagreement and how many it has.
struct DisputedEvent
{
    int event = -1;
    Severity worst = Severity::Note;
    int conflicts = 0;
};

// The events with the most severe disagreements, most severe first, then the
// most disagreements, then time; at most `limit`, only those `include` lets
// through (one flag per event; empty for all). O(conflicts + events).
std::vector<DisputedEvent> mostDisputed(
    const Corpus &corpus, const QList<Conflict> &conflicts, const std::vector<char> &include, int limit);

// What Compare's overview shows with nothing selected: the disagreements by
// severity, their number, and the most disputed events. Counted on a worker
// with the conflicts of a large corpus (a million conflicts took the window's
// thread 50 ms), else when shown.
struct DisputeSummary
{
    std::array<int, 5> bySeverity {}; // by Severity
    int total = 0;
    std::vector<DisputedEvent> top;
};
inline constexpr int kMostDisputedShown = 40; // rows in the list: more than a tall dock shows
DisputeSummary summarizeDisputes(const Corpus &corpus, const QList<Conflict> &conflicts,
    const std::vector<char> &include, int limit = kMostDisputedShown);
DisputeSummary summarizeDisputes(const Corpus &corpus, const ConflictTable &conflicts, const std::vector<char> &include,
    int limit = kMostDisputedShown);

} // namespace parallax
