// Map paint cost at several zooms on the bundled corpus and the real land
// data: the geometry is projected once, each frame only transforms it.
#include "benchutil.h"

#include <core/geo.h>
#include <db/corpusloader.h>
#include <db/userdata.h>
#include <ui/map/maprenderer.h>

#include <benchmark/benchmark.h>

#include <QApplication>
#include <QElapsedTimer>
#include <QImage>
#include <QPainter>

#include <algorithm>

using namespace parallax;
using namespace parallax::ui;

namespace {

struct Region
{
    const char *name;
    double s, w, n, e;
};
const Region kRegions[] = {{"whole route", -20, -25, 53, 20}, {"France and Elba", 41.5, -2.0, 49.5, 11.5},
    {"Elba", 42.6, 9.95, 42.95, 10.55}, {"St Helena", -16.15, -5.95, -15.80, -5.55}};

void BM_MapPaint(benchmark::State &state)
{
    static const Corpus corpus = db::loadCorpusFolder(db::bundledCorpusPath()).corpus;
    static const MapData data = MapData::build(corpus, LandMask::bundled().value());
    const Region &r = kRegions[state.range(0)];
    QImage img(900, 700, QImage::Format_ARGB32_Premultiplied);
    MapRenderer renderer(&corpus);
    MapView v;
    const QPointF a = mercator({r.s, r.w}), b = mercator({r.n, r.e});
    v.center = (a + b) / 2;
    v.scale = std::min(900 / (b.x() - a.x()), 700 / (b.y() - a.y()));
    v.palette = QApplication::palette();
    v.font = QApplication::font();
    std::vector<double> ms;
    int frame = 0;
    for (auto _ : state) {
        // Pan a little each frame, as a drag would.
        v.center += QPointF((frame++ % 7 - 3) / v.scale, 0);
        QElapsedTimer t;
        t.start();
        QPainter p(&img);
        renderer.paint(p, QRectF(0, 0, 900, 700), data, v);
        p.end();
        ms.push_back(double(t.nsecsElapsed()) / 1e6);
    }
    parallax::bench::reportFrameTimes(state, ms);
    state.SetLabel(r.name);
}
BENCHMARK(BM_MapPaint)->DenseRange(0, 3)->Unit(benchmark::kMillisecond)->MinTime(0.3);

} // namespace

int main(int argc, char **argv)
{
    return parallax::bench::run(argc, argv, true);
}
