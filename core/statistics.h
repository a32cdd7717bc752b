#pragma once

#include "corpus.h"

#include <QHash>
#include <QStringList>

#include <vector>

namespace parallax {

// Counts behind the statistics charts, computed from a corpus and the events
// a filter includes (`include[i]` for event i; events past its end count as
// excluded). Each source counts an event once, however many passages it cites.

// Events per calendar month, or per year when the window spans more than
// four years (several years a bar past 24 years), stacked by source; a long
// run of empty bars between counted ones is one bar labelled "…". A source
// places an event at the date it claims, else at the record's date; events
// outside the window are not counted.
struct PeriodCounts
{
    bool byYear = false;
    int yearsPerBar = 1; // when byYear
    std::vector<AxisSpan> periods;
    QStringList labels; // "Apr 1814" or "1814", in English (the charts translate none of it)
    QStringList sources; // source ids, in corpus order
    std::vector<std::vector<int>> counts; // [source][period]: events each source dates there
};
// At most `mostBars` bars: years are grouped by a round number of them, and
// empty runs collapsed, until they fit (months, at most kMostBars).
inline constexpr int kMostBars = 24;
PeriodCounts countEventsPerPeriod(
    const Corpus &corpus, const std::vector<char> &include, const AxisSpan &window, int mostBars = kMostBars);
// One event's part in the counts added (`sign` 1) or taken away (-1): an
// edit takes the old event's part away and adds the new one's.
void countEventInPeriods(PeriodCounts &counts, const Event &e, int sign);

// Which source tells how many events of each era.
struct Coverage
{
    QStringList sources, eras; // ids, in corpus order
    std::vector<std::vector<int>> counts; // [source][era]: events each source tells in each era
    std::vector<qint64> told; // [source]: events each source tells, in an era or not
};
Coverage countCoverage(const Corpus &corpus, const std::vector<char> &include);
void countEventInCoverage(Coverage &counts, const Event &e, int sign);

// The sets a chart of counts by source shows: the `keep` sources that count
// most, in corpus order, and when more remain, all the others summed up in
// one last set. A thousand sources stacked read as noise (and took the
// window a second to draw).
struct ChartSets
{
    QStringList sources; // ids of the sources shown on their own
    qsizetype others = 0; // how many sources the last set sums up (0: there is none)
    std::vector<std::vector<int>> counts; // [set][bar]
};
// `rank`, when given, orders the sources by another count (the events each
// tells in the whole corpus: every chart then shows the same sources, in
// the same colours, wherever the timeline is); a source that counts nothing
// here, or under a fiftieth of the whole, is still not shown on its own. So
// a thousand sources of a few events each come as one set of them all
// (`sources` empty): eight slivers a pixel high named in the legend showed
// nothing but the grey of the others. With keep + 1 sources or fewer, each
// is shown as it is, however little it counts.
ChartSets chartSets(const QStringList &sources, const std::vector<std::vector<int>> &counts, int keep,
    const QHash<QString, qint64> &rank = {});

// A time as a decimal year (1815.5 is about the first of July 1815), for
// charts whose x axis counts years.
double decimalYear(AxisTime t);

} // namespace parallax
