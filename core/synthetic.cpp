#include "synthetic.h"

#include <cmath>
#include <random>

namespace parallax {

namespace {

DatePoint pointAt(AxisTime t, DatePrecision precision)
{
    DatePoint p;
    calendarOf(t, &p.year, &p.month, &p.day, &p.hour, &p.minute, &p.second);
    p.precision = precision;
    p.minute = p.second = 0;
    if (precision < DatePrecision::Hour)
        p.hour = 0;
    return p;
}

} // namespace

Corpus makeSyntheticCorpus(const SyntheticSpec &spec)
{
    std::mt19937_64 rng(spec.seed);
    std::uniform_real_distribution<double> unit(0.0, 1.0);

    Corpus c;
    c.id = QStringLiteral("synthetic");
    c.title = QStringLiteral("Synthetic corpus (%1 events)").arg(spec.events);

    AxisTime t0 = 0, t1 = 0;
    axisTimeOf(spec.firstYear, 1, 1, 0, 0, 0, &t0);
    axisTimeOf(spec.lastYear + 1, 1, 1, 0, 0, 0, &t1);

    for (int i = 0; i < spec.places; ++i) {
        Place p;
        p.id = QStringLiteral("p%1").arg(i);
        p.names.insert(QStringLiteral("en"), QStringLiteral("Place %1").arg(i));
        p.names.insert(QStringLiteral("zh"), QStringLiteral("地点%1").arg(i));
        p.lat = -40 + 90 * unit(rng);
        p.lon = -30 + 70 * unit(rng);
        c.places.append(p);
    }
    for (int i = 0; i < spec.sources; ++i) {
        Source s;
        s.id = QStringLiteral("s%1").arg(i);
        s.title = QStringLiteral("Synthetic source %1").arg(i);
        s.language = QStringLiteral("en");
        s.file = s.id + QStringLiteral(".txt");
        s.provenance = QStringLiteral("generated");
        c.sources.append(s);
    }
    const int eraCount = 6;
    for (int i = 0; i < eraCount; ++i) {
        Era e;
        e.id = QStringLiteral("era%1").arg(i);
        e.names.insert(QStringLiteral("en"), QStringLiteral("Era %1").arg(i + 1));
        const AxisTime a = t0 + (t1 - t0) * i / eraCount;
        const AxisTime b = t0 + (t1 - t0) * (i + 1) / eraCount - kSecondsPerDay;
        e.date = HistoricalDate(pointAt(a, DatePrecision::Day), pointAt(b, DatePrecision::Day));
        e.color = QStringLiteral("#%1").arg(0x406080 + i * 0x201008, 6, 16, QChar(u'0'));
        c.eras.append(e);
    }

    static const char *const categories[] = {"battle", "politics", "travel", "personal", "letter"};
    const double logMin = std::log(double(spec.minSpan));
    const double logMax = std::log(double(spec.maxSpan));
    QList<QString> texts(spec.sources);
    QList<qsizetype> lengths(spec.sources, 0);

    c.events.reserve(spec.events);
    for (std::int64_t i = 0; i < spec.events; ++i) {
        Event e;
        e.id = QStringLiteral("e%1").arg(i, 7, 10, QChar(u'0'));
        e.titles.insert(QStringLiteral("en"), QStringLiteral("Event %1").arg(i));
        e.titles.insert(QStringLiteral("zh"), QStringLiteral("事件%1").arg(i));
        const AxisTime at = t0 + AxisTime(unit(rng) * double(t1 - t0 - spec.maxSpan));
        if (unit(rng) < spec.spanFraction) {
            const AxisTime len = AxisTime(std::exp(logMin + unit(rng) * (logMax - logMin)));
            const DatePrecision p = len < 3 * kSecondsPerDay ? DatePrecision::Hour : DatePrecision::Day;
            e.date = HistoricalDate(pointAt(at, p), pointAt(at + len, p));
        } else {
            e.date = HistoricalDate(pointAt(at, unit(rng) < 0.8 ? DatePrecision::Day : DatePrecision::Hour));
        }
        e.placeId = c.places[int(unit(rng) * spec.places) % spec.places].id;
        e.category = QString::fromLatin1(categories[i % 5]);
        const AxisSpan sp = e.date.span();
        const int era = int(std::clamp<AxisTime>((sp.start - t0) * eraCount / (t1 - t0), 0, eraCount - 1));
        e.eraId = c.eras[era].id;
        const double r = unit(rng);
        e.importance = r < 0.02 ? Importance::Key : r < 0.2 ? Importance::Major : Importance::Minor;

        const int accounts = 1 + (unit(rng) < 0.3 ? 1 : 0);
        int firstSource = int(unit(rng) * spec.sources) % spec.sources;
        for (int a = 0; a < accounts; ++a) {
            const int s = (firstSource + a * 3) % spec.sources;
            Account acc;
            acc.sourceId = c.sources[s].id;
            acc.quote = QStringLiteral("Event %1 took place.").arg(i);
            texts[s] += acc.quote;
            // Paragraphs of about twenty sentences, as in a real text.
            texts[s] += (lengths[s] / 400) != ((lengths[s] + acc.quote.size() + 1) / 400) ? u'\n' : u' ';
            acc.start = lengths[s]; // the text is ASCII: code points = UTF-16 units
            acc.end = acc.start + acc.quote.size();
            lengths[s] += acc.quote.size() + 1;
            acc.claimedDate = e.date;
            if (a > 0 && unit(rng) < spec.conflictFraction) {
                const AxisTime shift = AxisTime(1 + unit(rng) * 30) * kSecondsPerDay;
                acc.claimedDate = HistoricalDate(pointAt(sp.start + shift, DatePrecision::Day));
                acc.noteEn = QStringLiteral("Dated later than the record.");
            }
            acc.dateText = acc.claimedDate.toEdtf();
            e.accounts.append(acc);
        }
        c.events.append(std::move(e));
    }
    for (int i = 0; i < spec.sources; ++i)
        c.sources[i].text = std::move(texts[i]);
    return c;
}

} // namespace parallax
