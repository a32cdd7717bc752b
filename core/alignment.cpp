#include "alignment.h"

#include <algorithm>
#include <unordered_map>

namespace parallax {

namespace {

// The longest common subsequence by way of the longest increasing one
// (Hunt and Szymanski): every pair (i, j) with a[i] == b[j], taken in order
// of j and, within one j, by falling i, and the longest chain of strictly
// rising i among them. O(r log r) for r matching pairs, which for sequences
// of events (each cited once or twice per source) is about the length of the
// shorter one; the table below would be n × m.
std::vector<std::pair<int, int>> alignLarge(const std::vector<std::uint32_t> &a, const std::vector<std::uint32_t> &b)
{
    std::vector<std::pair<std::uint32_t, int>> where; // (value, index in a), sorted
    where.reserve(a.size());
    for (std::size_t i = 0; i < a.size(); ++i)
        where.push_back({a[i], int(i)});
    std::sort(where.begin(), where.end());
    std::vector<std::pair<int, int>> pairs; // (i, j)
    for (std::size_t j = 0; j < b.size(); ++j) {
        auto lo = std::lower_bound(where.begin(), where.end(), std::make_pair(b[j], 0));
        auto hi = std::upper_bound(lo, where.end(), std::make_pair(b[j], int(a.size())));
        for (auto it = hi; it != lo;) {
            --it;
            pairs.push_back({it->second, int(j)});
        }
    }
    // Patience: tails[k] is the pair ending the best chain of length k + 1.
    std::vector<int> tails, previous(pairs.size(), -1);
    for (std::size_t p = 0; p < pairs.size(); ++p) {
        const auto at = std::lower_bound(
            tails.begin(), tails.end(), pairs[p].first, [&](int t, int i) { return pairs[std::size_t(t)].first < i; });
        if (at != tails.begin())
            previous[p] = *(at - 1);
        if (at == tails.end())
            tails.push_back(int(p));
        else
            *at = int(p);
    }
    std::vector<std::pair<int, int>> matched;
    for (int p = tails.empty() ? -1 : tails.back(); p >= 0; p = previous[std::size_t(p)])
        matched.push_back(pairs[std::size_t(p)]);
    std::reverse(matched.begin(), matched.end());

    std::vector<std::pair<int, int>> rows;
    rows.reserve(a.size() + b.size());
    int i = 0, j = 0;
    auto upTo = [&](int ei, int ej) {
        while (i < ei)
            rows.push_back({i++, -1});
        while (j < ej)
            rows.push_back({-1, j++});
    };
    for (const auto &[mi, mj] : matched) {
        upTo(mi, mj);
        rows.push_back({i++, j++});
    }
    upTo(int(a.size()), int(b.size()));
    return rows;
}

} // namespace

std::vector<std::pair<int, int>> alignSequences(
    const std::vector<std::uint32_t> &a, const std::vector<std::uint32_t> &b)
{
    const std::size_t n = a.size(), m = b.size();
    if ((n + 1) * (m + 1) > 4'000'000)
        return alignLarge(a, b);
    // Sources cite hundreds of events at most: the quadratic table is small.
    std::vector<std::uint32_t> lcs((n + 1) * (m + 1), 0);
    auto at = [&](std::size_t i, std::size_t j) -> std::uint32_t & { return lcs[i * (m + 1) + j]; };
    for (std::size_t i = n; i-- > 0;)
        for (std::size_t j = m; j-- > 0;)
            at(i, j) = a[i] == b[j] ? at(i + 1, j + 1) + 1 : std::max(at(i + 1, j), at(i, j + 1));

    std::vector<std::pair<int, int>> rows;
    std::size_t i = 0, j = 0;
    while (i < n || j < m) {
        if (i < n && j < m && a[i] == b[j]) {
            rows.push_back({int(i++), int(j++)});
        } else if (j == m || (i < n && at(i + 1, j) >= at(i, j + 1))) {
            rows.push_back({int(i++), -1});
        } else {
            rows.push_back({-1, int(j++)});
        }
    }
    return rows;
}

std::vector<std::vector<int>> alignMany(const std::vector<std::vector<std::uint32_t>> &sequences)
{
    std::vector<std::vector<int>> rows;
    if (sequences.empty())
        return rows;
    const std::size_t n = sequences.size();
    for (std::size_t i = 0; i < sequences[0].size(); ++i) {
        rows.push_back(std::vector<int>(n, -1));
        rows.back()[0] = int(i);
    }
    for (std::size_t k = 1; k < n; ++k) {
        // The event each row stands for: its first entry.
        std::vector<std::uint32_t> events;
        for (const auto &r : rows) {
            for (std::size_t s = 0; s < k; ++s)
                if (r[s] >= 0) {
                    events.push_back(sequences[s][std::size_t(r[s])]);
                    break;
                }
        }
        std::vector<std::vector<int>> next;
        for (const auto &[x, y] : alignSequences(events, sequences[k])) {
            std::vector<int> row = x >= 0 ? rows[std::size_t(x)] : std::vector<int>(n, -1);
            row[k] = y;
            next.push_back(std::move(row));
        }
        rows = std::move(next);
    }
    return rows;
}

namespace {

// The rows of the anchors alone, their indexes into the whole sequences.
std::vector<std::vector<int>> anchorRows(
    const std::vector<std::vector<std::uint32_t>> &sequences, const std::vector<std::vector<bool>> &anchors)
{
    std::vector<std::vector<std::uint32_t>> values(sequences.size());
    std::vector<std::vector<int>> at(sequences.size()); // anchor → index in its whole sequence
    for (std::size_t k = 0; k < sequences.size(); ++k)
        for (std::size_t i = 0; i < sequences[k].size(); ++i)
            if (k < anchors.size() && i < anchors[k].size() && anchors[k][i]) {
                values[k].push_back(sequences[k][i]);
                at[k].push_back(int(i));
            }
    std::vector<std::vector<int>> rows = alignMany(values);
    for (auto &row : rows)
        for (std::size_t k = 0; k < row.size(); ++k)
            if (row[k] >= 0)
                row[k] = at[k][std::size_t(row[k])];
    return rows;
}

// The rows in reading order: each anchor row followed by the rows of their
// own that come after it, in the order they were made; `after[0]` before
// every anchor row, `after[a + 1]` after anchor row a.
std::vector<std::vector<int>> inReadingOrder(
    std::vector<std::vector<int>> rows, std::size_t anchorRowCount, const std::vector<std::vector<std::size_t>> &after)
{
    std::vector<std::vector<int>> out;
    out.reserve(rows.size());
    for (std::size_t a = 0; a <= anchorRowCount; ++a) {
        if (a > 0)
            out.push_back(std::move(rows[a - 1]));
        for (std::size_t r : after[a])
            out.push_back(std::move(rows[r]));
    }
    return out;
}

// Each value's rows, and each anchor's row (-1 for an entry that is none).
struct RowIndex
{
    std::unordered_map<std::uint32_t, std::vector<std::size_t>> rowsOfValue;
    std::vector<std::vector<int>> rowOfEntry;
};

RowIndex indexRows(const std::vector<std::vector<std::uint32_t>> &sequences, const std::vector<std::vector<int>> &rows)
{
    RowIndex index;
    index.rowOfEntry.resize(sequences.size());
    for (std::size_t k = 0; k < sequences.size(); ++k)
        index.rowOfEntry[k].assign(sequences[k].size(), -1);
    for (std::size_t r = 0; r < rows.size(); ++r)
        for (std::size_t k = 0; k < sequences.size(); ++k)
            if (const int i = rows[r][k]; i >= 0) {
                index.rowOfEntry[k][std::size_t(i)] = int(r);
                auto &of = index.rowsOfValue[sequences[k][std::size_t(i)]];
                if (of.empty() || of.back() != r)
                    of.push_back(r);
            }
    return index;
}

} // namespace

std::vector<std::vector<int>> alignManyOnAnchors(
    const std::vector<std::vector<std::uint32_t>> &sequences, const std::vector<std::vector<bool>> &anchors)
{
    const std::size_t n = sequences.size();
    std::vector<std::vector<int>> rows = anchorRows(sequences, anchors);
    const std::size_t anchorRowCount = rows.size();
    RowIndex index = indexRows(sequences, rows);
    // The rows of their own: after[0] before the anchor rows, after[a + 1] after anchor row a.
    std::vector<std::vector<std::size_t>> after(anchorRowCount + 1);
    // Each row's place in reading order: anchor row r opens slot r + 1 (at
    // -1), a row of its own is at its index in its slot. Places never move:
    // rows of their own are only ever added at the end of a slot.
    using Place = std::pair<std::size_t, std::ptrdiff_t>;
    std::vector<Place> placeOf(anchorRowCount);
    for (std::size_t r = 0; r < anchorRowCount; ++r)
        placeOf[r] = {r + 1, -1};
    for (std::size_t k = 0; k < n; ++k) {
        // The place of the next anchor's row after each entry: an entry
        // joins a row only between its sequence's previous entry and that,
        // so that each column still reads its sequence in order.
        std::vector<Place> nextAnchor(sequences[k].size());
        Place next {anchorRowCount + 1, -1};
        for (std::size_t i = sequences[k].size(); i-- > 0;) {
            nextAnchor[i] = next;
            if (const int r = index.rowOfEntry[k][i]; r >= 0)
                next = placeOf[std::size_t(r)];
        }
        Place last {0, -2}; // before every row
        for (std::size_t i = 0; i < sequences[k].size(); ++i) {
            if (const int r = index.rowOfEntry[k][i]; r >= 0) {
                last = placeOf[std::size_t(r)];
                continue;
            }
            auto &of = index.rowsOfValue[sequences[k][i]];
            const auto room = std::find_if(of.begin(), of.end(),
                [&](std::size_t r) { return rows[r][k] < 0 && placeOf[r] > last && placeOf[r] < nextAnchor[i]; });
            if (room != of.end()) {
                rows[*room][k] = int(i);
                last = placeOf[*room];
                continue;
            }
            const std::size_t slot = last.first; // after the previous entry, which is in this slot or opens it
            of.push_back(rows.size());
            placeOf.emplace_back(slot, std::ptrdiff_t(after[slot].size()));
            after[slot].push_back(rows.size());
            rows.emplace_back(n, -1);
            rows.back()[k] = int(i);
            last = placeOf.back();
        }
    }
    return inReadingOrder(std::move(rows), anchorRowCount, after);
}

} // namespace parallax
