#include <core/labellayout.h>

#include <gtest/gtest.h>

#include <random>

using namespace parallax;

namespace {

double countWidth(int n, void *)
{
    return n < 10 ? 16 : 24;
}

void expectNoIntersection(const std::vector<PlacedLabel> &placed, const LabelLayoutParams &p)
{
    for (std::size_t i = 0; i < placed.size(); ++i) {
        EXPECT_GE(placed[i].x0, p.minX);
        EXPECT_LE(placed[i].x1, p.maxX);
        EXPECT_GE(placed[i].row, 0);
        EXPECT_LT(placed[i].row, p.rows);
        for (std::size_t j = i + 1; j < placed.size(); ++j)
            EXPECT_FALSE(labelsIntersect(placed[i], placed[j])) << i << " and " << j;
    }
}

} // namespace

TEST(LabelLayout, PlacesLabelsInRowsWithoutOverlap)
{
    std::vector<LabelCandidate> c = {{0, 100, 0, 0, 0}, {50, 100, 0, 1, 1}, {120, 40, 0, 2, 2}};
    LabelLayout layout;
    LabelLayoutParams p {0, 1000, 2, 6};
    const auto &out = layout.layout(c, p);
    ASSERT_EQ(out.size(), 3u);
    EXPECT_EQ(out[0].row, 0); // the earliest first
    EXPECT_EQ(out[1].row, 1); // overlaps the first: next row
    EXPECT_EQ(out[2].row, 0); // 120 ≥ 100 + 6: fits row 0
    expectNoIntersection(out, p);
}

TEST(LabelLayout, HigherPriorityWinsTheFirstRow)
{
    std::vector<LabelCandidate> c = {{0, 100, 0, 0, 0}, {10, 100, 5, 1, 1}};
    LabelLayout layout;
    const auto &out = layout.layout(c, {0, 1000, 1, 6});
    ASSERT_EQ(out.size(), 1u);
    EXPECT_EQ(out[0].candidate, 1);
}

TEST(LabelLayout, LabelsAreWholeOrAbsentAndShiftedInside)
{
    std::vector<LabelCandidate> c = {{950, 100, 0, 0, 0}, {0, 2000, 0, 1, 1}};
    LabelLayout layout;
    const auto &out = layout.layout(c, {0, 1000, 1, 6});
    ASSERT_EQ(out.size(), 1u);
    EXPECT_EQ(out[0].candidate, 0);
    EXPECT_DOUBLE_EQ(out[0].x1, 1000);
    EXPECT_DOUBLE_EQ(out[0].x1 - out[0].x0, 100); // not cut
}

TEST(LabelLayout, UnplacedLabelsLeaveACount)
{
    // Five labels on top of each other in one row: one placed, four counted.
    std::vector<LabelCandidate> c;
    for (int i = 0; i < 5; ++i)
        c.push_back({double(i * 4), 80, 0, i, std::uint32_t(i)});
    LabelLayout layout;
    LabelLayoutParams p {0, 1000, 2, 6, countWidth, nullptr, 400};
    const auto &out = layout.layout(c, p);
    int labels = 0, hidden = 0;
    for (const PlacedLabel &l : out) {
        if (l.candidate >= 0)
            ++labels;
        else
            hidden += l.hidden;
    }
    EXPECT_EQ(labels, 2);
    EXPECT_EQ(hidden, 3);
    expectNoIntersection(out, p);
}

TEST(LabelLayout, RandomLanesNeverOverlap)
{
    std::mt19937 rng(1815);
    std::uniform_real_distribution<double> x(-50, 1500), w(10, 300);
    std::uniform_int_distribution<int> prio(0, 3), rows(1, 4);
    LabelLayout layout;
    for (int trial = 0; trial < 200; ++trial) {
        std::vector<LabelCandidate> c(std::size_t(trial * 3));
        for (std::size_t i = 0; i < c.size(); ++i)
            c[i] = {x(rng), w(rng), prio(rng), std::int64_t(i), std::uint32_t(i)};
        const LabelLayoutParams p {0, 1400, rows(rng), 6, countWidth, nullptr, 400};
        const auto &out = layout.layout(c, p);
        expectNoIntersection(out, p);
        // Every candidate is placed at most once.
        std::vector<int> seen(c.size());
        for (const PlacedLabel &l : out) {
            if (l.candidate >= 0) {
                EXPECT_EQ(++seen[std::size_t(l.candidate)], 1);
            }
        }
    }
}
