#include "labellayout.h"

#include <algorithm>

namespace parallax {

bool labelsIntersect(const PlacedLabel &a, const PlacedLabel &b)
{
    return a.row == b.row && a.x0 < b.x1 && b.x0 < a.x1;
}

bool LabelLayout::fits(int row, double x0, double x1, double gap) const
{
    const auto &r = m_rows[std::size_t(row)];
    // The first interval ending after x0 - gap is the only one that can
    // overlap from the left; the rest start later.
    auto it = std::lower_bound(
        r.begin(), r.end(), x0 - gap, [](const std::pair<double, double> &iv, double v) { return iv.second <= v; });
    return it == r.end() || it->first >= x1 + gap;
}

void LabelLayout::occupy(int row, double x0, double x1)
{
    auto &r = m_rows[std::size_t(row)];
    auto it = std::lower_bound(
        r.begin(), r.end(), x0, [](const std::pair<double, double> &iv, double v) { return iv.first < v; });
    r.insert(it, {x0, x1});
}

const std::vector<PlacedLabel> &LabelLayout::layout(
    const std::vector<LabelCandidate> &candidates, const LabelLayoutParams &params)
{
    m_out.clear();
    const int rows = std::max(0, params.rows);
    if (m_rows.size() < std::size_t(rows))
        m_rows.resize(std::size_t(rows));
    for (int r = 0; r < rows; ++r)
        m_rows[std::size_t(r)].clear();
    m_done.assign(candidates.size(), 0);
    if (rows == 0 || candidates.empty())
        return m_out;

    m_order.resize(candidates.size());
    for (std::uint32_t i = 0; i < m_order.size(); ++i)
        m_order[i] = i;
    std::sort(m_order.begin(), m_order.end(), [&](std::uint32_t a, std::uint32_t b) {
        const LabelCandidate &ca = candidates[a], &cb = candidates[b];
        if (ca.priority != cb.priority)
            return ca.priority > cb.priority;
        if (ca.time != cb.time)
            return ca.time < cb.time;
        return a < b;
    });

    const double room = params.maxX - params.minX;
    for (std::uint32_t i : m_order) {
        const LabelCandidate &c = candidates[i];
        if (c.width <= 0 || c.width > room)
            continue;
        const double x0 = std::clamp(c.x, params.minX, params.maxX - c.width);
        const double x1 = x0 + c.width;
        for (int r = 0; r < rows; ++r) {
            if (fits(r, x0, x1, params.gap)) {
                occupy(r, x0, x1);
                m_out.push_back({int(i), r, x0, x1, 0});
                m_done[i] = 1;
                break;
            }
        }
    }
    if (params.countWidth)
        placeCounts(candidates, params);
    return m_out;
}

void LabelLayout::placeCounts(const std::vector<LabelCandidate> &candidates, const LabelLayoutParams &params)
{
    // Runs of unplaced labels, in x order: a run ends where a placed label
    // of row 0 begins (the count would sit after it otherwise).
    m_order.resize(candidates.size());
    for (std::uint32_t i = 0; i < m_order.size(); ++i)
        m_order[i] = i;
    std::sort(m_order.begin(), m_order.end(),
        [&](std::uint32_t a, std::uint32_t b) { return candidates[a].x < candidates[b].x; });
    std::size_t k = 0;
    while (k < m_order.size()) {
        if (m_done[m_order[k]]) {
            ++k;
            continue;
        }
        const double start = candidates[m_order[k]].x;
        int n = 0;
        while (k < m_order.size() && !m_done[m_order[k]]) {
            ++n;
            ++k;
        }
        const double w = params.countWidth(n, params.countContext);
        if (w <= 0 || w > params.maxX - params.minX)
            continue;
        // The count sits at the run's start, or just after the label that
        // took that place, in the first row with room close enough.
        const double from = std::clamp(start, params.minX, params.maxX - w);
        for (int r = 0; r < params.rows; ++r) {
            const double x0 = firstFit(r, from, w, params.gap, std::min(from + params.countReach, params.maxX - w));
            if (x0 >= 0) {
                occupy(r, x0, x0 + w);
                m_out.push_back({-1, r, x0, x0 + w, n});
                break;
            }
        }
    }
}

double LabelLayout::firstFit(int row, double from, double w, double gap, double last) const
{
    if (fits(row, from, from + w, gap))
        return from;
    for (const auto &[a, b] : m_rows[std::size_t(row)]) {
        const double x = b + gap;
        if (x > last)
            break;
        if (x > from && fits(row, x, x + w, gap))
            return x;
    }
    return -1;
}

} // namespace parallax
