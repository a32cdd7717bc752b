#include "alignment.h"

#include <algorithm>

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

} // namespace parallax
