#include "clustering.h"

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

} // namespace parallax
