#include "synthetic.h"

#include <cmath>
#include <random>

namespace parallax {

namespace {

DatePoint pointAt(AxisTime t, DatePrecision precision)
{
    DatePoint p;
    int month, day, hour, minute, second;
    calendarOf(t, &p.year, &month, &day, &hour, &minute, &second);
    p.month = std::int16_t(month);
    p.day = std::int16_t(day);
    p.hour = precision < DatePrecision::Hour ? 0 : std::int16_t(hour);
    p.precision = precision;
    return p;
}

constexpr int kEraCount = 6;

// Builds the corpus in steps: places, sources, eras, then events with their
// accounts (and the sources' texts, the accounts' quotes in order). The
// random draws come in one fixed order, so a seed always gives one corpus.
class SyntheticBuilder
{
public:
    explicit SyntheticBuilder(const SyntheticSpec &spec)
        : m_spec(spec)
        , m_rng(spec.seed)
    {
        axisTimeOf(spec.firstYear, 1, 1, 0, 0, 0, &m_t0);
        axisTimeOf(spec.lastYear + 1, 1, 1, 0, 0, 0, &m_t1);
    }

    Corpus build()
    {
        m_corpus.id = QStringLiteral("synthetic");
        m_corpus.title = QStringLiteral("Synthetic corpus (%1 events)").arg(m_spec.events);
        addPlaces();
        addSources();
        addEras();
        m_texts = QList<QString>(m_spec.sources);
        m_lengths = QList<qsizetype>(m_spec.sources, 0);
        m_corpus.events.reserve(m_spec.events);
        for (std::int64_t i = 0; i < m_spec.events; ++i)
            m_corpus.events.append(event(i));
        for (int i = 0; i < m_spec.sources; ++i)
            m_corpus.sources[i].text = std::move(m_texts[i]);
        return std::move(m_corpus);
    }

private:
    double unit() { return m_unit(m_rng); }

    void addPlaces()
    {
        for (int i = 0; i < m_spec.places; ++i) {
            Place p;
            p.id = QStringLiteral("p%1").arg(i);
            p.names.insert(QStringLiteral("en"), QStringLiteral("Place %1").arg(i));
            p.names.insert(QStringLiteral("zh"), QStringLiteral("地点%1").arg(i));
            p.lat = -40 + 90 * unit();
            p.lon = -30 + 70 * unit();
            m_corpus.places.append(p);
        }
    }

    void addSources()
    {
        for (int i = 0; i < m_spec.sources; ++i) {
            Source s;
            s.id = QStringLiteral("s%1").arg(i);
            s.title = QStringLiteral("Synthetic source %1").arg(i);
            s.language = QStringLiteral("en");
            s.file = s.id + QStringLiteral(".txt");
            s.provenance = QStringLiteral("generated");
            m_corpus.sources.append(s);
        }
    }

    // Six eras of equal length over the years of the spec.
    void addEras()
    {
        for (int i = 0; i < kEraCount; ++i) {
            Era e;
            e.id = QStringLiteral("era%1").arg(i);
            e.names.insert(QStringLiteral("en"), QStringLiteral("Era %1").arg(i + 1));
            const AxisTime a = m_t0 + (m_t1 - m_t0) * i / kEraCount;
            const AxisTime b = m_t0 + (m_t1 - m_t0) * (i + 1) / kEraCount - kSecondsPerDay;
            e.date = HistoricalDate(pointAt(a, DatePrecision::Day), pointAt(b, DatePrecision::Day));
            e.color = QStringLiteral("#%1").arg(0x406080 + i * 0x201008, 6, 16, QChar(u'0'));
            m_corpus.eras.append(e);
        }
    }

    // A day or an hour, or (spanFraction of the events) a span of a
    // log-uniform length between minSpan and maxSpan.
    HistoricalDate randomDate()
    {
        const AxisTime at = m_t0 + AxisTime(unit() * double(m_t1 - m_t0 - m_spec.maxSpan));
        if (unit() < m_spec.spanFraction) {
            const double logMin = std::log(double(m_spec.minSpan));
            const double logMax = std::log(double(m_spec.maxSpan));
            const AxisTime len = AxisTime(std::exp(logMin + unit() * (logMax - logMin)));
            const DatePrecision p = len < 3 * kSecondsPerDay ? DatePrecision::Hour : DatePrecision::Day;
            return HistoricalDate(pointAt(at, p), pointAt(at + len, p));
        }
        return HistoricalDate(pointAt(at, unit() < 0.8 ? DatePrecision::Day : DatePrecision::Hour));
    }

    Event event(std::int64_t i)
    {
        static const char *const categories[] = {"battle", "politics", "travel", "personal", "letter"};
        Event e;
        e.id = QStringLiteral("e%1").arg(i, 7, 10, QChar(u'0'));
        e.titles.insert(QStringLiteral("en"), QStringLiteral("Event %1").arg(i));
        e.titles.insert(QStringLiteral("zh"), QStringLiteral("事件%1").arg(i));
        e.date = randomDate();
        e.placeId = m_corpus.places[int(unit() * m_spec.places) % m_spec.places].id;
        e.category = QString::fromLatin1(categories[i % 5]);
        const AxisSpan sp = e.date.span();
        const int era = int(std::clamp<AxisTime>((sp.start - m_t0) * kEraCount / (m_t1 - m_t0), 0, kEraCount - 1));
        e.eraId = m_corpus.eras[era].id;
        const double r = unit();
        e.importance = r < 0.02 ? Importance::Key : r < 0.2 ? Importance::Major : Importance::Minor;
        addAccounts(&e, i);
        return e;
    }

    // One account, or (30 %) two from sources three apart; a second account
    // disagrees with the record (conflictFraction of them) by 1 to 30 days.
    void addAccounts(Event *e, std::int64_t i)
    {
        const AxisSpan sp = e->date.span();
        const int accounts = 1 + (unit() < 0.3 ? 1 : 0);
        const int firstSource = int(unit() * m_spec.sources) % m_spec.sources;
        for (int a = 0; a < accounts; ++a) {
            const int s = (firstSource + a * 3) % m_spec.sources;
            Account acc;
            acc.sourceId = m_corpus.sources[s].id;
            acc.setQuote(QStringLiteral("Event %1 took place.").arg(i));
            appendQuote(s, &acc);
            acc.claimedDate = e->date;
            if (a > 0 && unit() < m_spec.conflictFraction) {
                const AxisTime shift = AxisTime(1 + unit() * 30) * kSecondsPerDay;
                acc.claimedDate = HistoricalDate(pointAt(sp.start + shift, DatePrecision::Day));
                acc.setNoteEn(QStringLiteral("Dated later than the record."));
            }
            acc.setDateText(acc.claimedDate.toEdtf());
            e->accounts.append(acc);
        }
    }

    // The quote appended to its source's text, where the account points.
    void appendQuote(int s, Account *acc)
    {
        m_texts[s] += acc->quote();
        // Paragraphs of about twenty sentences, as in a real text.
        m_texts[s] += (m_lengths[s] / 400) != ((m_lengths[s] + acc->quote().size() + 1) / 400) ? u'\n' : u' ';
        acc->start = m_lengths[s]; // the text is ASCII: code points = UTF-16 units
        acc->end = acc->start + acc->quote().size();
        m_lengths[s] += acc->quote().size() + 1;
    }

    const SyntheticSpec &m_spec;
    std::mt19937_64 m_rng;
    std::uniform_real_distribution<double> m_unit {0.0, 1.0};
    AxisTime m_t0 = 0, m_t1 = 0;
    Corpus m_corpus;
    QList<QString> m_texts;
    QList<qsizetype> m_lengths;
};

} // namespace

Corpus makeSyntheticCorpus(const SyntheticSpec &spec)
{
    return SyntheticBuilder(spec).build();
}

} // namespace parallax
