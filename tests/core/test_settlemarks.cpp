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

// A count bubble never sits on an interval bar (issue 14): the bar moves to a
// free row below the marker line, or is drawn in pieces either side.
TEST(ClearBars, ABarUnderACountMovesToAFreeRowBelow)
{
    std::vector<BarMark> bars {{50, 200, 0}, {300, 400, 0}};
    const std::vector<std::pair<double, double>> counts {{100, 118}};
    std::vector<BarPiece> pieces;
    clearBarsOfCounts(bars, counts, 2, 2, pieces);
    EXPECT_EQ(bars[0].row, 1);
    EXPECT_EQ(bars[1].row, 0) << "a bar clear of the counts stays";
    ASSERT_EQ(pieces.size(), 2u);
    EXPECT_EQ(pieces[0].x0, 50);
    EXPECT_EQ(pieces[0].x1, 200);
}

TEST(ClearBars, WithNoFreeRowTheBarIsCutAroundTheCounts)
{
    std::vector<BarMark> bars {{50, 200, 0}, {40, 210, 1}};
    const std::vector<std::pair<double, double>> counts {{20, 38}, {100, 118}, {150, 168}};
    std::vector<BarPiece> pieces;
    clearBarsOfCounts(bars, counts, 2, 2, pieces);
    EXPECT_EQ(bars[0].row, 0);
    std::vector<std::pair<double, double>> cut;
    for (const BarPiece &p : pieces)
        if (p.bar == 0)
            cut.push_back({p.x0, p.x1});
    EXPECT_EQ(cut, (std::vector<std::pair<double, double>> {{50, 98}, {120, 148}, {170, 200}}));
}

TEST(ClearBars, NoPieceOnTheMarkerLineTouchesACountWhateverTheCrowd)
{
    std::mt19937 rng(17);
    for (int round = 0; round < 300; ++round) {
        std::vector<std::pair<double, double>> counts;
        for (double x = double(rng() % 40); x < 900; x += 20 + double(rng() % 120)) {
            const double w = 18 + double(rng() % 20);
            counts.push_back({x, x + w});
            x += w;
        }
        std::vector<BarMark> bars;
        for (int k = 0; k < 1 + int(rng() % 12); ++k) {
            const double a = double(rng() % 900);
            bars.push_back({a, a + 8 + double(rng() % 300), int(rng() % 2)});
        }
        const int rows = 1 + int(rng() % 2);
        for (BarMark &b : bars)
            b.row = std::min(b.row, rows - 1);
        const std::vector<BarMark> before = bars;
        std::vector<BarPiece> pieces;
        clearBarsOfCounts(bars, counts, rows, 2, pieces);
        std::vector<double> drawn(bars.size(), 0);
        for (const BarPiece &p : pieces) {
            ASSERT_LT(p.bar, bars.size());
            const BarMark &b = bars[p.bar];
            EXPECT_GE(p.x0, b.x0);
            EXPECT_LE(p.x1, b.x1);
            EXPECT_LT(p.x0, p.x1);
            drawn[p.bar] += p.x1 - p.x0;
            if (b.row != 0)
                continue;
            for (const auto &[a, z] : counts)
                EXPECT_TRUE(p.x1 + 2 <= a + 1e-9 || z + 2 <= p.x0 + 1e-9)
                    << "round " << round << ": a bar piece [" << p.x0 << ", " << p.x1 << ") under the count at " << a;
        }
        for (std::size_t i = 0; i < bars.size(); ++i) {
            EXPECT_TRUE(bars[i].row == before[i].row || (before[i].row == 0 && bars[i].row < rows))
                << "moved down only";
            if (bars[i].row == before[i].row)
                continue;
            EXPECT_DOUBLE_EQ(drawn[i], bars[i].x1 - bars[i].x0) << "a moved bar is drawn whole";
            for (std::size_t j = 0; j < bars.size(); ++j)
                EXPECT_FALSE(
                    j != i && bars[j].row == bars[i].row && bars[j].x0 < bars[i].x1 + 2 && bars[i].x0 < bars[j].x1 + 2)
                    << "a bar moved onto another";
        }
    }
}
