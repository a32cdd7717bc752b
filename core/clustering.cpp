#include "clustering.h"

#include <algorithm>

namespace parallax {

void clusterMarkers(const std::vector<std::pair<double, double>> &edges, double gapPx, std::vector<Cluster> &out)
{
    out.clear();
    for (std::size_t i = 0; i < edges.size(); ++i) {
        const auto [a, b] = edges[i];
        if (!out.empty() && a < out.back().x1 + gapPx) {
            out.back().x1 = std::max(out.back().x1, b);
            ++out.back().count;
        } else {
            out.push_back({a, b, std::uint32_t(i), 1});
        }
    }
}

int packRows(const std::vector<std::pair<double, double>> &intervals, double gapPx, int maxRows, std::vector<int> &rows)
{
    rows.assign(intervals.size(), -1);
    std::vector<double> rowEnd;
    rowEnd.reserve(std::size_t(maxRows));
    for (std::size_t i = 0; i < intervals.size(); ++i) {
        const auto [a, b] = intervals[i];
        int r = 0;
        while (r < int(rowEnd.size()) && a < rowEnd[std::size_t(r)] + gapPx)
            ++r;
        if (r >= maxRows)
            continue;
        if (r == int(rowEnd.size()))
            rowEnd.push_back(b);
        else
            rowEnd[std::size_t(r)] = b;
        rows[i] = r;
    }
    return int(rowEnd.size());
}

namespace {

// The block of fixed spans (sorted, not overlapping) that a bubble covers,
// spans too close together to fit it between taken as one; false when it
// covers none.
bool coveredBlock(
    const SettledMark &m, const std::vector<std::pair<double, double>> &fixed, double gap, double &a, double &b)
{
    for (std::size_t i = 0; i < fixed.size(); ++i) {
        if (m.right() + gap <= fixed[i].first || m.left() - gap >= fixed[i].second)
            continue;
        a = fixed[i].first;
        b = fixed[i].second;
        std::size_t lo = i, hi = i;
        while (lo > 0 && fixed[lo - 1].second + m.width + 2 * gap > a)
            a = fixed[--lo].first;
        while (hi + 1 < fixed.size() && fixed[hi + 1].first - m.width - 2 * gap < b)
            b = std::max(b, fixed[++hi].second);
        return true;
    }
    return false;
}

bool touches(const SettledMark &a, const SettledMark &b, double gap)
{
    if (!a.bubble && !b.bubble)
        return false; // two single markers: the clustering already parted them
    return a.left() < b.right() + gap && b.left() < a.right() + gap;
}

} // namespace

namespace {

// Moves a bubble over a fixed span beside it: the nearer side, unless only
// the other side leaves its neighbours alone (`touchesNeighbour`).
template <typename Touches>
void moveOffFixed(
    SettledMark &b, const std::vector<std::pair<double, double>> &fixed, double gap, Touches touchesNeighbour)
{
    double lo = 0, hi = 0;
    if (!b.bubble || !coveredBlock(b, fixed, gap, lo, hi))
        return;
    SettledMark left = b, right = b;
    left.at = lo - gap - b.width / 2;
    right.at = hi + gap + b.width / 2;
    const bool leftFirst = b.at < (lo + hi) / 2;
    const SettledMark &nearer = leftFirst ? left : right;
    const SettledMark &farther = leftFirst ? right : left;
    b = !touchesNeighbour(nearer) || touchesNeighbour(farther) ? nearer : farther;
}

SettledMark joined(
    const SettledMark &a, const SettledMark &b, double (*bubbleWidth)(std::uint32_t, void *), void *context)
{
    SettledMark m = a;
    m.x0 = std::min(a.x0, b.x0);
    m.x1 = std::max(a.x1, b.x1);
    m.count = a.count + b.count;
    m.bubble = true;
    m.width = bubbleWidth(m.count, context);
    m.at = (m.x0 + m.x1) / 2; // over the dates it stands for
    return m;
}

std::uint32_t root(std::vector<std::uint32_t> &parent, std::uint32_t k)
{
    while (parent[k] != k)
        k = parent[k] = parent[parent[k]];
    return k;
}

} // namespace

void settleMarks(std::vector<SettledMark> &marks, const std::vector<std::pair<double, double>> &fixed, double gapPx,
    double (*bubbleWidth)(std::uint32_t count, void *context), void *context, std::vector<std::uint32_t> &group)
{
    // A pass left to right, each mark joining the one before when they
    // touch; then, as a bubble moved beside a fixed span may have passed
    // marks under it, joins of any two neighbours that still touch. Joins
    // are tracked as a union-find over the input marks.
    std::vector<std::uint32_t> parent(marks.size());
    std::vector<std::pair<SettledMark, std::uint32_t>> out; // mark, its input leader
    out.reserve(marks.size());
    for (std::size_t i = 0; i < marks.size(); ++i) {
        parent[i] = std::uint32_t(i);
        SettledMark m = marks[i];
        auto busy = [&](const SettledMark &c) {
            return (!out.empty() && touches(out.back().first, c, gapPx))
                || (i + 1 < marks.size() && touches(marks[i + 1], c, gapPx));
        };
        moveOffFixed(m, fixed, gapPx, busy);
        while (!out.empty() && touches(out.back().first, m, gapPx)) {
            parent[out.back().second] = std::uint32_t(i);
            m = joined(out.back().first, m, bubbleWidth, context);
            out.pop_back();
            moveOffFixed(m, fixed, gapPx, busy);
        }
        out.push_back({m, std::uint32_t(i)});
    }
    for (bool again = true; again;) {
        again = false;
        std::sort(out.begin(), out.end(), [](const auto &a, const auto &b) { return a.first.left() < b.first.left(); });
        for (std::size_t k = 1; k < out.size(); ++k) {
            if (!touches(out[k - 1].first, out[k].first, gapPx))
                continue;
            parent[out[k].second] = out[k - 1].second;
            SettledMark m = joined(out[k - 1].first, out[k].first, bubbleWidth, context);
            out.erase(out.begin() + std::ptrdiff_t(k));
            moveOffFixed(m, fixed, gapPx, [&](const SettledMark &c) {
                return std::any_of(out.begin(), out.end(),
                    [&](const auto &o) { return o.second != out[k - 1].second && touches(o.first, c, gapPx); });
            });
            out[k - 1].first = m;
            again = true;
            break;
        }
    }
    std::vector<std::uint32_t> slot(marks.size(), 0);
    for (std::size_t k = 0; k < out.size(); ++k)
        slot[out[k].second] = std::uint32_t(k);
    group.resize(marks.size());
    for (std::size_t i = 0; i < marks.size(); ++i)
        group[i] = slot[root(parent, std::uint32_t(i))];
    marks.clear();
    for (const auto &[m, leader] : out)
        marks.push_back(m);
}

} // namespace parallax

namespace parallax {

namespace {

// The first count that ends after `x` (within the gap), by binary search.
std::vector<std::pair<double, double>>::const_iterator firstCountAfter(
    const std::vector<std::pair<double, double>> &counts, double x, double gap)
{
    return std::lower_bound(counts.begin(), counts.end(), x,
        [gap](const std::pair<double, double> &c, double at) { return c.second + gap <= at; });
}

bool coveredByCount(const BarMark &b, const std::vector<std::pair<double, double>> &counts, double gap)
{
    const auto it = firstCountAfter(counts, b.x0, gap);
    return it != counts.end() && it->first - gap < b.x1;
}

bool rowFree(const std::vector<BarMark> &bars, std::size_t self, int row, double gap)
{
    const BarMark &b = bars[self];
    return std::none_of(bars.begin(), bars.end(),
        [&](const BarMark &o) { return &o != &b && o.row == row && o.x0 < b.x1 + gap && b.x0 < o.x1 + gap; });
}

// The bar less the counts (each widened by the gap), as pieces.
void cutAroundCounts(std::uint32_t index, const BarMark &b, const std::vector<std::pair<double, double>> &counts,
    double gap, std::vector<BarPiece> &pieces)
{
    double from = b.x0;
    for (auto it = firstCountAfter(counts, b.x0, gap); it != counts.end() && it->first - gap < b.x1; ++it) {
        if (it->first - gap > from)
            pieces.push_back({index, from, it->first - gap});
        from = std::max(from, it->second + gap);
    }
    if (from < b.x1)
        pieces.push_back({index, from, b.x1});
}

} // namespace

void clearBarsOfCounts(std::vector<BarMark> &bars, const std::vector<std::pair<double, double>> &counts, int rows,
    double gapPx, std::vector<BarPiece> &pieces)
{
    pieces.clear();
    for (std::size_t i = 0; i < bars.size(); ++i) {
        BarMark &b = bars[i];
        if (b.row == 0 && coveredByCount(b, counts, gapPx)) {
            for (int r = 1; r < rows; ++r)
                if (rowFree(bars, i, r, gapPx)) {
                    b.row = r;
                    break;
                }
        }
        if (b.row == 0)
            cutAroundCounts(std::uint32_t(i), b, counts, gapPx, pieces);
        else
            pieces.push_back({std::uint32_t(i), b.x0, b.x1});
    }
}

} // namespace parallax
