// Timeline benchmarks on synthetic corpora: index build, hit-testing, paint
// cost at several zoom levels, and a zoom/pan sequence comparable with other
// timeline tools. Paint goes into a 1600×900 QImage offscreen.
#include "benchutil.h"

#include <core/synthetic.h>
#include <core/timelinedata.h>
#include <ui/timeline/timelinerenderer.h>

#include <benchmark/benchmark.h>

#include <QApplication>
#include <QElapsedTimer>
#include <QImage>
#include <QPainter>

#include <algorithm>
#include <map>

using namespace parallax;
using namespace parallax::ui;

namespace {

constexpr int kWidth = 1600;
constexpr int kHeight = 900;

// The corpus: N events over 1800–1830, 70 % points, 30 % spans of
// 1 hour to 1 year (log-uniform), 10 sources.
const Corpus &corpusOf(std::int64_t n)
{
    return bench::syntheticCorpus(n, 1800, 1829, 10);
}

const TimelineData &dataOf(std::int64_t n, LaneMode mode)
{
    static std::map<std::pair<std::int64_t, LaneMode>, TimelineData> cache;
    auto key = std::make_pair(n, mode);
    auto it = cache.find(key);
    if (it == cache.end())
        it = cache.emplace(key, buildTimelineData(corpusOf(n), mode)).first;
    return it->second;
}

using parallax::bench::percentile;

TimelineView viewAt(AxisTime center, AxisTime window)
{
    TimelineView v;
    const double plotW = kWidth - TimelineRenderer::kGutter;
    v.scale = TimeScale(center - window / 2, double(window) / plotW);
    v.palette = QApplication::palette();
    v.font = QApplication::font();
    return v;
}

AxisTime at(int y, int m, int d)
{
    AxisTime t = 0;
    axisTimeOf(y, m, d, 0, 0, 0, &t);
    return t;
}

void BM_BuildIndex(benchmark::State &state)
{
    const Corpus &c = corpusOf(state.range(0));
    const auto mode = LaneMode(state.range(1));
    std::size_t bytes = 0;
    for (auto _ : state) {
        TimelineData d = buildTimelineData(c, mode);
        bytes = d.memoryBytes();
        benchmark::DoNotOptimize(d);
    }
    state.counters["bytes/event"] = double(bytes) / double(state.range(0));
    state.SetLabel(laneModeName(mode).toStdString());
}
BENCHMARK(BM_BuildIndex)
    ->Args({1000, int(LaneMode::Source)})
    ->Args({1000000, int(LaneMode::Source)})
    ->Args({1000000, int(LaneMode::Place)})
    ->Unit(benchmark::kMillisecond)
    ->Iterations(3);

void BM_HitTest(benchmark::State &state)
{
    const TimelineData &d = dataOf(state.range(0), LaneMode::Source);
    const LaneIndex &lane = d.lanes[0];
    const AxisSpan e = d.extent;
    std::uint64_t i = 0;
    std::size_t hits = 0;
    for (auto _ : state) {
        // A pointer somewhere on a one-month view: 5 px of tolerance.
        const AxisTime t = e.start + AxisTime((i++ * 2654435761u) % std::uint64_t(e.length()));
        const AxisTime tolerance = AxisTime(5 * 30 * 86400.0 / (kWidth - TimelineRenderer::kGutter));
        hits += lane.nearest(t, tolerance) != nullptr;
    }
    state.counters["hit rate"] = double(hits) / double(state.iterations());
}
BENCHMARK(BM_HitTest)->Arg(1000)->Arg(100000)->Arg(1000000)->Unit(benchmark::kMicrosecond);

// Paint one frame at a zoom level: 0 = all 30 years, 1 = a year, 2 = a month,
// 3 = a week, 4 = a day. Frames move across the corpus so that each paints a
// different stretch.
void BM_Paint(benchmark::State &state)
{
    const std::int64_t n = state.range(0);
    const int level = int(state.range(1));
    const Corpus &c = corpusOf(n);
    const TimelineData &d = dataOf(n, LaneMode::Source);
    static const AxisTime windows[] = {30 * 365 * kSecondsPerDay + 8 * kSecondsPerDay, 365 * kSecondsPerDay,
        30 * kSecondsPerDay, 7 * kSecondsPerDay, kSecondsPerDay};
    const AxisTime window = windows[level];
    QImage img(kWidth, kHeight, QImage::Format_ARGB32_Premultiplied);
    TimelineRenderer renderer(&c);
    std::vector<double> ms;
    int frame = 0;
    for (auto _ : state) {
        const AxisTime center = level == 0
            ? (d.extent.start + d.extent.end) / 2
            : d.extent.start + window + (frame * 7919LL % 997) * (d.extent.length() - 2 * window) / 997;
        ++frame;
        const TimelineView v = viewAt(center, window);
        QElapsedTimer t;
        t.start();
        QPainter p(&img);
        renderer.paint(p, QRectF(0, 0, kWidth, kHeight), d, v);
        p.end();
        ms.push_back(double(t.nsecsElapsed()) / 1e6);
    }
    parallax::bench::reportFrameTimes(state, ms);
    static const char *names[] = {"30 years", "1 year", "1 month", "1 week", "1 day"};
    state.SetLabel(names[level]);
}
BENCHMARK(BM_Paint)
    ->ArgsProduct({{1000, 100000, 1000000}, {0, 1, 2, 3, 4}})
    ->Unit(benchmark::kMillisecond)
    ->MinTime(0.3);

// The comparison sequence: load (index + first frame), 30 zoom steps from the
// whole 30 years down to one day around 6 April 1814 and back out, then 30
// pan steps at a one-month window. One frame = set the window and paint it.
void BM_ZoomSequence(benchmark::State &state)
{
    const std::int64_t n = state.range(0);
    const Corpus &c = corpusOf(n);
    QImage img(kWidth, kHeight, QImage::Format_ARGB32_Premultiplied);
    std::vector<double> zoomMs, panMs, firstMs;
    for (auto _ : state) {
        QElapsedTimer t;
        t.start();
        const TimelineData d = buildTimelineData(c, LaneMode::Place); // 10 lanes
        TimelineRenderer renderer(&c);
        const AxisTime whole = d.extent.length();
        const AxisTime focus = at(1814, 4, 6) + kSecondsPerDay / 2;
        {
            QPainter p(&img);
            renderer.paint(p, QRectF(0, 0, kWidth, kHeight), d, viewAt((d.extent.start + d.extent.end) / 2, whole));
        }
        firstMs.push_back(double(t.nsecsElapsed()) / 1e6);
        auto frame = [&](AxisTime center, AxisTime window, std::vector<double> &out) {
            QElapsedTimer ft;
            ft.start();
            QPainter p(&img);
            renderer.paint(p, QRectF(0, 0, kWidth, kHeight), d, viewAt(center, window));
            p.end();
            out.push_back(double(ft.nsecsElapsed()) / 1e6);
        };
        const double ratio = std::pow(double(kSecondsPerDay) / double(whole), 1.0 / 29);
        for (int i = 0; i < 30; ++i) {
            const AxisTime w = AxisTime(double(whole) * std::pow(ratio, i));
            const AxisTime center = (d.extent.start + d.extent.end) / 2
                + AxisTime(double(focus - (d.extent.start + d.extent.end) / 2) * double(i) / 29);
            frame(center, w, zoomMs);
        }
        for (int i = 29; i >= 0; --i) {
            const AxisTime w = AxisTime(double(whole) * std::pow(ratio, i));
            frame(focus, w, zoomMs);
        }
        const AxisTime month = 30 * kSecondsPerDay;
        for (int i = 0; i < 30; ++i)
            frame(focus + i * month / 4, month, panMs);
    }
    state.counters["first_frame_ms"] = percentile(firstMs, 0.5);
    state.counters["zoom_p50_ms"] = percentile(zoomMs, 0.5);
    state.counters["zoom_p95_ms"] = percentile(zoomMs, 0.95);
    state.counters["pan_p50_ms"] = percentile(panMs, 0.5);
    state.counters["pan_p95_ms"] = percentile(panMs, 0.95);
}
BENCHMARK(BM_ZoomSequence)
    ->Arg(1000)
    ->Arg(10000)
    ->Arg(100000)
    ->Arg(1000000)
    ->Unit(benchmark::kMillisecond)
    ->Iterations(2);

} // namespace

int main(int argc, char **argv)
{
    return parallax::bench::run(argc, argv, true);
}
