#include "statistics.h"

#include <QHash>
#include <QLocale>

#include <algorithm>
#include <array>
#include <numeric>

namespace parallax {

namespace {

bool included(const std::vector<char> &include, qsizetype i)
{
    return std::size_t(i) < include.size() && include[std::size_t(i)];
}

AxisTime startOf(int year, int month)
{
    AxisTime t = 0;
    axisTimeOf(year + (month - 1) / 12, (month - 1) % 12 + 1, 1, 0, 0, 0, &t);
    return t;
}

// A month's bar as the program's locale names it: "Apr 1814", "apr. 1814",
// "1814年4月" (a Chinese month name before its year read "4月 1814").
QString yearMonthLabel(int year, int month)
{
    const QLocale locale;
    if (locale.language() == QLocale::Chinese || locale.language() == QLocale::Japanese)
        return QStringLiteral("%1年%2月").arg(year).arg(month);
    return QStringLiteral("%1 %2").arg(locale.monthName(month, QLocale::ShortFormat)).arg(year);
}

// The months, or the years past four years, that the window touches.
void choosePeriods(const AxisSpan &window, PeriodCounts *pc)
{
    int y0, m0, d, h, mi, s;
    calendarOf(window.start, &y0, &m0, &d, &h, &mi, &s);
    int y1, m1;
    calendarOf(window.end - 1, &y1, &m1, &d, &h, &mi, &s);
    const int months = (y1 - y0) * 12 + (m1 - m0) + 1;
    pc->byYear = months > 48;
    if (pc->byYear) {
        for (int y = y0; y <= y1; ++y) {
            pc->periods.push_back({startOf(y, 1), startOf(y + 1, 1)});
            pc->labels << QString::number(y);
        }
        return;
    }
    for (int k = 0; k < months; ++k) {
        const int y = y0 + (m0 - 1 + k) / 12, m = (m0 - 1 + k) % 12 + 1;
        pc->periods.push_back({startOf(y, m), startOf(y, m + 1)});
        pc->labels << yearMonthLabel(y, m);
    }
}

// The period holding t, or -1.
int periodOf(const std::vector<AxisSpan> &periods, AxisTime t)
{
    const auto it = std::upper_bound(
        periods.begin(), periods.end(), t, [](AxisTime v, const AxisSpan &p) { return v < p.start; });
    if (it == periods.begin())
        return -1;
    const auto k = std::size_t(it - periods.begin() - 1);
    return periods[k].contains(t) ? int(k) : -1;
}

// Ids to their index, for a pass over a million accounts whose ids are a few
// shared strings: an id is first looked for by the address of its text,
// which a copy shares, before its text is hashed and compared (hashing and
// comparing were most of a count's time). A slot keeps its copy, so no
// other text can take that address while it is remembered.
class IdIndex
{
public:
    explicit IdIndex(const QStringList &ids)
    {
        for (int i = 0; i < ids.size(); ++i)
            m_index.insert(ids[i], i);
    }

    int value(const QString &id)
    {
        Slot &slot = m_slots[(quintptr(id.constData()) >> 4) % m_slots.size()];
        if (slot.used && slot.id.constData() == id.constData() && slot.id.size() == id.size())
            return slot.index;
        slot = {id, m_index.value(id, -1), true};
        return slot.index;
    }

private:
    struct Slot
    {
        QString id;
        int index = -1;
        bool used = false;
    };
    QHash<QString, int> m_index;
    std::array<Slot, 61> m_slots;
};

// The sources an event's accounts name, each once (an event has a few).
class SourcesOfEvent
{
public:
    void clear() { m_seen.clear(); }
    bool firstTime(int source)
    {
        if (std::find(m_seen.begin(), m_seen.end(), source) != m_seen.end())
            return false;
        m_seen.push_back(source);
        return true;
    }

private:
    std::vector<int> m_seen;
};

// Each source counts an event once, where it puts it: at its own date, else
// at the record's.
void countInPeriods(PeriodCounts &pc, IdIndex &sourceIndex, SourcesOfEvent &counted, const Event &e, int sign)
{
    counted.clear();
    for (const Account &a : e.accounts) {
        const int source = sourceIndex.value(a.sourceId);
        if (source < 0 || !counted.firstTime(source))
            continue;
        const AxisTime t = (a.claimedDate.isValid() ? a.claimedDate : e.date).span().start;
        if (const int k = periodOf(pc.periods, t); k >= 0)
            pc.counts[std::size_t(source)][std::size_t(k)] += sign;
    }
}

void countInCoverage(Coverage &c, IdIndex &sourceIndex, int era, SourcesOfEvent &counted, const Event &e, int sign)
{
    counted.clear();
    for (const Account &a : e.accounts) {
        const int source = sourceIndex.value(a.sourceId);
        if (source >= 0 && counted.firstTime(source)) {
            c.told[std::size_t(source)] += sign;
            if (era >= 0)
                c.counts[std::size_t(source)][std::size_t(era)] += sign;
        }
    }
}

// Long runs of empty bars between counted ones (a source that dates an
// event of 1815 to 2015) become one bar labelled "…": the chart keeps its
// room for the bars that count. At least `run` empty bars make a run.
void collapseEmptyRuns(PeriodCounts *pc, std::size_t run = 4)
{
    auto empty = [&](std::size_t k) {
        return std::all_of(pc->counts.begin(), pc->counts.end(), [&](const std::vector<int> &c) { return c[k] == 0; });
    };
    const std::size_t n = pc->periods.size();
    std::size_t firstCounted = 0, lastCounted = 0;
    bool any = false;
    for (std::size_t k = 0; k < n; ++k)
        if (!empty(k)) {
            lastCounted = k;
            if (!any)
                firstCounted = k;
            any = true;
        }
    if (!any)
        return;
    PeriodCounts out;
    out.byYear = pc->byYear;
    out.yearsPerBar = pc->yearsPerBar;
    out.sources = pc->sources;
    out.counts.resize(pc->counts.size());
    QString gap = QStringLiteral("…");
    for (std::size_t k = 0; k < n;) {
        std::size_t end = k;
        while (end < n && k > firstCounted && k < lastCounted && empty(end))
            ++end;
        if (end - k >= run) {
            out.periods.push_back({pc->periods[k].start, pc->periods[end - 1].end});
            out.labels << gap;
            gap += QChar(0x200B); // category labels must differ
            for (auto &c : out.counts)
                c.push_back(0);
            k = end;
            continue;
        }
        out.periods.push_back(pc->periods[k]);
        out.labels << pc->labels[qsizetype(k)];
        for (std::size_t s = 0; s < pc->counts.size(); ++s)
            out.counts[s].push_back(pc->counts[s][k]);
        ++k;
    }
    *pc = std::move(out);
}

// Yearly counts summed `step` years a bar, the bars on round years (1500, 1525…).
PeriodCounts byYears(const PeriodCounts &yearly, int step)
{
    PeriodCounts out;
    out.byYear = true;
    out.yearsPerBar = step;
    out.sources = yearly.sources;
    out.counts.resize(yearly.counts.size());
    const int y0 = yearly.labels.first().toInt();
    const int first = y0 - ((y0 % step) + step) % step;
    for (qsizetype k = 0; k < yearly.labels.size(); ++k) {
        const auto bar = std::size_t((yearly.labels[k].toInt() - first) / step);
        if (bar == out.periods.size()) {
            const int y = first + int(bar) * step;
            out.periods.push_back({startOf(y, 1), startOf(y + step, 1)});
            out.labels << QString::number(y);
            for (auto &c : out.counts)
                c.push_back(0);
        }
        for (std::size_t src = 0; src < out.counts.size(); ++src)
            out.counts[src][bar] += yearly.counts[src][std::size_t(k)];
    }
    return out;
}

// Long windows: the fewest years a bar (one, or a round number) that, empty
// runs collapsed, leaves at most `mostBars` bars.
void fewerBars(PeriodCounts *pc, int mostBars)
{
    if (!pc->byYear || pc->labels.isEmpty()) {
        collapseEmptyRuns(pc);
        return;
    }
    for (int step : {1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500, 1000, 2000, 5000, 10000}) {
        PeriodCounts bars = step == 1 ? *pc : byYears(*pc, step);
        collapseEmptyRuns(&bars);
        if (bars.periods.size() <= std::size_t(std::max(1, mostBars)) || step == 10000) {
            *pc = std::move(bars);
            return;
        }
    }
}

} // namespace

PeriodCounts countEventsPerPeriod(
    const Corpus &corpus, const std::vector<char> &include, const AxisSpan &window, int mostBars)
{
    PeriodCounts pc;
    for (const Source &s : corpus.sources)
        pc.sources << s.id;
    choosePeriods(window, &pc);
    pc.counts.assign(std::size_t(pc.sources.size()), std::vector<int>(pc.periods.size(), 0));
    IdIndex sourceIndex(pc.sources);
    SourcesOfEvent counted;
    for (qsizetype i = 0; i < corpus.events.size(); ++i)
        if (included(include, i))
            countInPeriods(pc, sourceIndex, counted, corpus.events[i], 1);
    fewerBars(&pc, mostBars);
    return pc;
}

void countEventInPeriods(PeriodCounts &counts, const Event &e, int sign)
{
    IdIndex sourceIndex(counts.sources);
    SourcesOfEvent counted;
    countInPeriods(counts, sourceIndex, counted, e, sign);
}

ChartSets chartSets(const QStringList &sources, const std::vector<std::vector<int>> &counts, int keep,
    const QHash<QString, qint64> &rank)
{
    constexpr qint64 kLeastShownShare = 50;
    ChartSets out;
    const qsizetype n = std::min<qsizetype>(sources.size(), qsizetype(counts.size()));
    if (n <= keep + 1) { // one set for the others would only rename a source
        out.sources = sources.mid(0, n);
        out.counts.assign(counts.begin(), counts.begin() + n);
        return out;
    }
    std::vector<qint64> here(std::size_t(n), 0);
    for (qsizetype i = 0; i < n; ++i)
        here[std::size_t(i)] = std::accumulate(counts[std::size_t(i)].begin(), counts[std::size_t(i)].end(), qint64(0));
    const qint64 all = std::accumulate(here.begin(), here.end(), qint64(0));
    // (-rank, index) of the sources that count here: most first, then corpus
    // order. One that counts nothing here, or too little to see in a stack
    // (under a fiftieth of it all), goes with the others.
    std::vector<std::pair<qint64, qsizetype>> totals;
    totals.reserve(std::size_t(n));
    for (qsizetype i = 0; i < n; ++i) {
        const qint64 h = here[std::size_t(i)];
        if (h > 0 && h * kLeastShownShare >= all)
            totals.emplace_back(-(rank.isEmpty() ? h : rank.value(sources[i])), i);
    }
    std::sort(totals.begin(), totals.end());
    std::vector<char> shown(std::size_t(n), 0);
    for (std::size_t k = 0; k < std::min(totals.size(), std::size_t(std::max(keep, 0))); ++k)
        shown[std::size_t(totals[k].second)] = 1;
    std::vector<int> others;
    for (qsizetype i = 0; i < n; ++i) {
        const std::vector<int> &c = counts[std::size_t(i)];
        if (shown[std::size_t(i)]) {
            out.sources << sources[i];
            out.counts.push_back(c);
            continue;
        }
        others.resize(std::max(others.size(), c.size()), 0);
        for (std::size_t b = 0; b < c.size(); ++b)
            others[b] += c[b];
        ++out.others;
    }
    out.counts.push_back(std::move(others));
    return out;
}

Coverage countCoverage(const Corpus &corpus, const std::vector<char> &include)
{
    Coverage c;
    for (const Source &src : corpus.sources)
        c.sources << src.id;
    for (const Era &era : corpus.eras)
        c.eras << era.id;
    IdIndex sourceIndex(c.sources), eraIndex(c.eras);
    c.counts.assign(std::size_t(c.sources.size()), std::vector<int>(std::size_t(c.eras.size()), 0));
    c.told.assign(std::size_t(c.sources.size()), 0);
    SourcesOfEvent counted;
    for (qsizetype i = 0; i < corpus.events.size(); ++i)
        if (included(include, i))
            countInCoverage(c, sourceIndex, eraIndex.value(corpus.events[i].eraId), counted, corpus.events[i], 1);
    return c;
}

void countEventInCoverage(Coverage &counts, const Event &e, int sign)
{
    IdIndex sourceIndex(counts.sources), eraIndex(counts.eras);
    SourcesOfEvent counted;
    countInCoverage(counts, sourceIndex, eraIndex.value(e.eraId), counted, e, sign);
}

double decimalYear(AxisTime t)
{
    int y, m, d, h, mi, s;
    calendarOf(t, &y, &m, &d, &h, &mi, &s);
    const AxisTime a = startOf(y, 1), b = startOf(y + 1, 1);
    return y + double(t - a) / double(b - a);
}

} // namespace parallax
