#include "alignment.h"

#include <algorithm>

namespace parallax {

std::vector<std::pair<int, int>> alignSequences(const std::vector<std::uint32_t> &a,
                                                const std::vector<std::uint32_t> &b)
{
    const std::size_t n = a.size(), m = b.size();
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
