#include "conflicts.h"

#include <QCoreApplication>
#include <QHash>

#include <algorithm>

namespace parallax {

namespace {

// lupdate and the running program agree on this context.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(parallax::Conflicts)
};

AxisTime unitOf(DatePrecision p)
{
    switch (p) {
    case DatePrecision::Year:
        return 366 * kSecondsPerDay;
    case DatePrecision::Month:
        return 31 * kSecondsPerDay;
    case DatePrecision::Day:
        return kSecondsPerDay;
    case DatePrecision::Hour:
        return 3600;
    case DatePrecision::Minute:
        return 60;
    case DatePrecision::Second:
        return 1;
    }
    return kSecondsPerDay;
}

// One or many ("1 day", "10 days"): enough for English, Danish and Chinese.
QString plural(std::int64_t n, const char *one, const char *many)
{
    return (n == 1 ? Tr::tr(one) : Tr::tr(many)).arg(n);
}

QString dateText(const HistoricalDate &d)
{
    // In the interface's language (Chinese and Danish write dates their own way);
    // English in the British form, whatever the English locale.
    const QLocale locale;
    return d.toDisplayString(locale.language() == QLocale::English || locale.language() == QLocale::C
            ? QLocale(QLocale::English, QLocale::UnitedKingdom)
            : locale);
}

} // namespace

QString conflictKindName(ConflictKind k)
{
    switch (k) {
    case ConflictKind::BetweenSources:
        return QStringLiteral("between-sources");
    case ConflictKind::WithRecord:
        return QStringLiteral("with-record");
    case ConflictKind::WithinSource:
        return QStringLiteral("within-source");
    case ConflictKind::SourceOrder:
        return QStringLiteral("source-order");
    }
    return {};
}

QString severityName(Severity s)
{
    switch (s) {
    case Severity::Note:
        return QStringLiteral("note");
    case Severity::Minor:
        return QStringLiteral("minor");
    case Severity::Moderate:
        return QStringLiteral("moderate");
    case Severity::Major:
        return QStringLiteral("major");
    case Severity::Severe:
        return QStringLiteral("severe");
    }
    return {};
}

QString sourceLabel(const QString &sourceId)
{
    if (sourceId.size() > 3 && sourceId[0].isDigit() && sourceId[1].isDigit() && sourceId[2].isDigit())
        return sourceId.left(3);
    return sourceId;
}

AxisSpan effectiveSpan(const HistoricalDate &d)
{
    AxisSpan s = d.span();
    const int widen = (d.isApproximate() ? 1 : 0) + (d.isUncertain() ? 1 : 0);
    if (widen) {
        const AxisTime u = unitOf(d.precision()) * widen;
        s.start -= u;
        s.end += u;
    }
    return s;
}

AxisTime gapBetween(const AxisSpan &a, const AxisSpan &b)
{
    if (a.overlaps(b))
        return 0;
    // Between the middles: 6 April and 13 April are "7 days apart", and a
    // year against a day is measured from the middle of the year.
    const AxisTime ma = a.start + a.length() / 2;
    const AxisTime mb = b.start + b.length() / 2;
    return ma > mb ? ma - mb : mb - ma;
}

QString describeGap(AxisTime seconds)
{
    const double days = double(seconds) / double(kSecondsPerDay);
    if (days >= 365) {
        const int years = int(std::lround(days / 365.2425));
        return plural(years, QT_TRANSLATE_NOOP("parallax::Conflicts", "%1 year"),
            QT_TRANSLATE_NOOP("parallax::Conflicts", "%1 years"));
    }
    if (days >= 60)
        return plural(std::lround(days / 30.44), QT_TRANSLATE_NOOP("parallax::Conflicts", "%1 month"),
            QT_TRANSLATE_NOOP("parallax::Conflicts", "%1 months"));
    if (seconds >= kSecondsPerDay)
        return plural(std::lround(days), QT_TRANSLATE_NOOP("parallax::Conflicts", "%1 day"),
            QT_TRANSLATE_NOOP("parallax::Conflicts", "%1 days"));
    return plural(std::max<long>(1, std::lround(double(seconds) / 3600)),
        QT_TRANSLATE_NOOP("parallax::Conflicts", "%1 hour"), QT_TRANSLATE_NOOP("parallax::Conflicts", "%1 hours"));
}

Severity severityOf(AxisTime gap)
{
    if (gap >= 365 * kSecondsPerDay)
        return Severity::Severe;
    if (gap >= 31 * kSecondsPerDay)
        return Severity::Major;
    if (gap >= 2 * kSecondsPerDay)
        return Severity::Moderate;
    return Severity::Minor;
}

namespace {

// Collects the conflicts of a corpus, kind by kind, in the order the tables
// and tests expect before sorting: per event and account, with the record,
// then against each later account; then narrative order per source.
class ConflictFinder
{
public:
    explicit ConflictFinder(const Corpus &corpus)
        : m_corpus(corpus)
    {
        for (const Source &s : corpus.sources)
            m_shortName.insert(s.id, shortSourceName(s));
    }

    QList<Conflict> run()
    {
        for (int i = 0; i < m_corpus.events.size(); ++i) {
            const Event &e = m_corpus.events[i];
            for (int a = 0; a < e.accounts.size(); ++a) {
                if (!e.accounts[a].claimedDate.isValid())
                    continue;
                withRecord(i, a);
                for (int b = a + 1; b < e.accounts.size(); ++b)
                    if (e.accounts[b].claimedDate.isValid())
                        betweenAccounts(i, a, b);
            }
        }
        narrativeOrder();
        std::stable_sort(m_out.begin(), m_out.end(), [](const Conflict &a, const Conflict &b) {
            if (a.severity != b.severity)
                return a.severity > b.severity;
            return a.gap > b.gap;
        });
        return std::move(m_out);
    }

private:
    // Sources by their short names in the explanations ("After Waterloo · zh").
    QString label(const QString &id) const { return m_shortName.value(id, sourceLabel(id)); }

    QString title(int event) const { return pickName(m_corpus.events[event].titles, QStringLiteral("en")); }

    static Conflict conflict(ConflictKind kind, int event, const Event &e, QStringList sources, QStringList claims)
    {
        Conflict c;
        c.kind = kind;
        c.event = event;
        c.eventId = e.id;
        c.sources = std::move(sources);
        c.claims = std::move(claims);
        return c;
    }

    // An account whose claimed date cannot be the record's.
    void withRecord(int i, int a)
    {
        const Event &e = m_corpus.events[i];
        const Account &x = e.accounts[a];
        const AxisSpan xs = effectiveSpan(x.claimedDate);
        const AxisSpan record = e.date.span();
        if (xs.overlaps(record))
            return;
        Conflict c = conflict(ConflictKind::WithRecord, i, e, {x.sourceId}, {x.claimedDate.toEdtf(), e.date.toEdtf()});
        c.gap = gapBetween(xs, record);
        c.severity = severityOf(c.gap);
        c.explanation = Tr::tr("%1 dates “%2” to %3; the record has %4 — %5 %6.")
                            .arg(label(x.sourceId), title(i), dateText(x.claimedDate), dateText(e.date),
                                describeGap(c.gap), xs.start < record.start ? Tr::tr("too early") : Tr::tr("too late"));
        m_out.append(c);
    }

    // Two accounts of one event whose dates cannot both hold: from two
    // sources, or twice from one.
    void betweenAccounts(int i, int a, int b)
    {
        const Event &e = m_corpus.events[i];
        const Account &x = e.accounts[a];
        const Account &y = e.accounts[b];
        const AxisSpan xs = effectiveSpan(x.claimedDate);
        const AxisSpan ys = effectiveSpan(y.claimedDate);
        if (xs.overlaps(ys))
            return;
        const bool within = x.sourceId == y.sourceId;
        Conflict c = conflict(within ? ConflictKind::WithinSource : ConflictKind::BetweenSources, i, e,
            {x.sourceId, y.sourceId}, {x.claimedDate.toEdtf(), y.claimedDate.toEdtf()});
        c.gap = gapBetween(xs, ys);
        c.severity = severityOf(c.gap);
        if (within)
            c.explanation = Tr::tr("%1 dates “%2” twice: %3 and %4 — %5 apart.")
                                .arg(label(x.sourceId), title(i), dateText(x.claimedDate), dateText(y.claimedDate),
                                    describeGap(c.gap));
        else
            c.explanation = Tr::tr("%1 says %2, %3 says %4 for “%5” — %6 apart.")
                                .arg(label(x.sourceId), dateText(x.claimedDate), label(y.sourceId),
                                    dateText(y.claimedDate), title(i), describeGap(c.gap));
        m_out.append(c);
    }

    // Narrative order: within each source, a passage that comes later in the
    // text but claims a date before the previous dated passage. Reported, not
    // judged: a text may look back on purpose.
    void narrativeOrder()
    {
        struct Told
        {
            qsizetype pos;
            int event;
            const Account *account;
        };
        QHash<QString, QList<Told>> bySource;
        for (int i = 0; i < m_corpus.events.size(); ++i)
            for (const Account &a : m_corpus.events[i].accounts)
                if (a.claimedDate.isValid())
                    bySource[a.sourceId].append({a.start, i, &a});
        for (auto it = bySource.begin(); it != bySource.end(); ++it) {
            QList<Told> &told = it.value();
            std::sort(told.begin(), told.end(), [](const Told &a, const Told &b) { return a.pos < b.pos; });
            for (qsizetype k = 1; k < told.size(); ++k) {
                const Told &prev = told[k - 1];
                const Told &next = told[k];
                if (prev.event == next.event)
                    continue;
                const AxisSpan ps = effectiveSpan(prev.account->claimedDate);
                const AxisSpan ns = effectiveSpan(next.account->claimedDate);
                if (ns.end > ps.start)
                    continue; // later, or overlapping: in order
                Conflict c = conflict(ConflictKind::SourceOrder, next.event, m_corpus.events[next.event], {it.key()},
                    {prev.account->claimedDate.toEdtf(), next.account->claimedDate.toEdtf()});
                c.severity = Severity::Note;
                c.gap = ps.start - ns.end;
                c.explanation = Tr::tr("%1 tells “%2” (%3) after “%4” (%5), %6 earlier.")
                                    .arg(label(it.key()), title(next.event), dateText(next.account->claimedDate),
                                        title(prev.event), dateText(prev.account->claimedDate), describeGap(c.gap));
                m_out.append(c);
            }
        }
    }

    const Corpus &m_corpus;
    QHash<QString, QString> m_shortName;
    QList<Conflict> m_out;
};

} // namespace

QList<Conflict> detectConflicts(const Corpus &corpus)
{
    return ConflictFinder(corpus).run();
}

namespace {

// A source as the verdict names it: its short name when the corpus knows it.
QString verdictName(const Corpus &corpus, const QString &sourceId)
{
    for (const Source &s : corpus.sources)
        if (s.id == sourceId)
            return shortSourceName(s);
    return sourceLabel(sourceId);
}

QString listInWords(const QStringList &names)
{
    if (names.size() <= 1)
        return names.value(0);
    return QCoreApplication::translate("parallax::Conflicts", "%1 and %2")
        .arg(names.mid(0, names.size() - 1).join(QStringLiteral(", ")), names.last());
}

} // namespace

QString verdict(const Corpus &corpus, const Event &event, const QLocale &locale)
{
    QStringList sources;
    for (const Account &a : event.accounts)
        if (!sources.contains(a.sourceId))
            sources << a.sourceId;
    QStringList parts {plural(sources.size(), QT_TRANSLATE_NOOP("parallax::Conflicts", "%1 source"),
        QT_TRANSLATE_NOOP("parallax::Conflicts", "%1 sources"))};
    const AxisSpan record = event.date.span();
    parts << Tr::tr("the record has %1").arg(event.date.toDisplayString(locale));

    // Each source's first dated claim, measured against the record.
    QStringList agree, dated;
    QStringList differ;
    for (const Account &a : event.accounts) {
        if (!a.claimedDate.isValid() || dated.contains(a.sourceId))
            continue;
        dated << a.sourceId;
        const AxisSpan claim = effectiveSpan(a.claimedDate);
        if (claim.overlaps(record)) {
            agree << verdictName(corpus, a.sourceId);
            continue;
        }
        differ << Tr::tr("%1 says %2 — %3 %4")
                      .arg(verdictName(corpus, a.sourceId), a.claimedDate.toDisplayString(locale),
                          describeGap(gapBetween(claim, record)),
                          claim.start < record.start ? Tr::tr("too early") : Tr::tr("too late"));
    }
    if (!agree.isEmpty() && differ.isEmpty() && agree.size() == sources.size() && agree.size() > 1)
        parts << Tr::tr("all agree with it");
    else if (agree.size() == 1)
        parts << Tr::tr("%1 agrees with it").arg(agree.first());
    else if (!agree.isEmpty())
        parts << Tr::tr("%1 agree with it").arg(listInWords(agree));
    parts << differ;
    const int undated = int(sources.size()) - int(dated.size());
    if (undated > 0)
        parts << (undated == 1 ? Tr::tr("1 gives no date") : Tr::tr("%1 give no date").arg(undated));
    return parts.join(QStringLiteral("; "));
}

} // namespace parallax
