// Count bubbles beside the selected event: never over it, never touching
// their neighbours (issue 14).
#include <core/clustering.h>

#include <gtest/gtest.h>

#include <random>

using namespace parallax;

namespace {

double widthOf(std::uint32_t count, void *)
{
    return count >= 100 ? 30 : 18;
}

SettledMark bubble(double x0, double x1, std::uint32_t count)
{
    return {x0, x1, (x0 + x1) / 2, widthOf(count, nullptr), count, true};
}

SettledMark point(double x)
{
    return {x - 5, x + 5, x, 10, 1, false};
}

// No bubble touches another mark or a fixed span; every input is in one output.
void expectSettled(const std::vector<SettledMark> &marks, const std::vector<std::pair<double, double>> &fixed,
    std::uint32_t total, double gap)
{
    std::uint32_t counted = 0;
    for (std::size_t i = 0; i < marks.size(); ++i) {
        counted += marks[i].count;
        if (!marks[i].bubble)
            continue;
        for (std::size_t j = 0; j < marks.size(); ++j)
            if (j != i) {
                EXPECT_TRUE(marks[i].right() + gap <= marks[j].left() + 1e-9
                    || marks[j].right() + gap <= marks[i].left() + 1e-9)
                    << "bubble " << i << " at " << marks[i].at << " touches mark " << j << " at " << marks[j].at;
            }
        for (const auto &[a, b] : fixed)
            EXPECT_TRUE(marks[i].right() + gap <= a + 1e-9 || b + gap <= marks[i].left() + 1e-9)
                << "bubble " << i << " at " << marks[i].at << " over the selection at " << a;
    }
    EXPECT_EQ(counted, total);
}

} // namespace

TEST(SettleMarks, ABubbleOverTheSelectionMovesBesideItWithoutTouchingItsNeighbour)
{
    // A count straddles the selected point at 105; a point sits just right.
    std::vector<SettledMark> marks {bubble(96, 114, 4), point(130)};
    const std::vector<std::pair<double, double>> fixed {{100, 110}};
    std::vector<std::uint32_t> group;
    settleMarks(marks, fixed, 2, widthOf, nullptr, group);
    expectSettled(marks, fixed, 5, 2);
    // Moving right would touch the point at 130: it goes left instead, unmerged.
    ASSERT_EQ(marks.size(), 2u);
    EXPECT_LE(marks[0].right(), 98);
    EXPECT_EQ(group, (std::vector<std::uint32_t> {0, 1}));
}

TEST(SettleMarks, WithNoRoomOnEitherSideTheBubbleJoinsItsNeighbour)
{
    std::vector<SettledMark> marks {point(84), bubble(96, 114, 4), bubble(120, 140, 7)};
    const std::vector<std::pair<double, double>> fixed {{100, 110}};
    std::vector<std::uint32_t> group;
    settleMarks(marks, fixed, 2, widthOf, nullptr, group);
    expectSettled(marks, fixed, 12, 2);
    EXPECT_LT(marks.size(), 3u);
}

TEST(SettleMarks, CrowdsOfCountsAroundSeveralSelectedSpansSettle)
{
    std::mt19937 rng(11);
    for (int round = 0; round < 200; ++round) {
        std::vector<SettledMark> marks;
        std::uint32_t total = 0;
        double x = 0;
        while (x < 800) {
            x += 2 + double(rng() % 30);
            if (rng() % 3) {
                const std::uint32_t n = 2 + rng() % 200;
                marks.push_back(bubble(x, x + 4 + double(rng() % 20), n));
                total += n;
                x = marks.back().x1;
            } else {
                marks.push_back(point(x + 5));
                total += 1;
                x += 10;
            }
        }
        // Dense cells never touch by themselves; clusters may: fine, they settle too.
        std::vector<std::pair<double, double>> fixed;
        for (int k = 0; k < 1 + int(rng() % 3); ++k) {
            const double at = double(rng() % 800);
            fixed.push_back({at, at + 10});
        }
        std::sort(fixed.begin(), fixed.end());
        for (std::size_t k = 1; k < fixed.size(); ++k)
            fixed[k].first = std::max(fixed[k].first, fixed[k - 1].second), fixed[k].second = fixed[k].first + 10;
        std::vector<std::uint32_t> group;
        const std::size_t before = marks.size();
        settleMarks(marks, fixed, 2, widthOf, nullptr, group);
        ASSERT_EQ(group.size(), before);
        for (std::uint32_t g : group)
            ASSERT_LT(g, marks.size());
        expectSettled(marks, fixed, total, 2);
    }
}
