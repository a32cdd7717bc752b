#include "conflicts.h"

#include <QCoreApplication>
#include <QHash>

#include <algorithm>

namespace parallax {

namespace {

QString tr(const char *s)
{
    return QCoreApplication::translate("parallax::Conflicts", s);
}

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

// English plurals without a translation file ("1 day", "10 days").
QString plural(std::int64_t n, const char *one, const char *many)
{
    return (n == 1 ? tr(one) : tr(many)).arg(n);
}

QString dateText(const HistoricalDate &d)
{
    return d.toDisplayString(QLocale(QLocale::English, QLocale::UnitedKingdom));
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
        return plural(years, "%1 year", "%1 years");
    }
    if (days >= 60)
        return plural(std::lround(days / 30.44), "%1 month", "%1 months");
    if (seconds >= kSecondsPerDay)
        return plural(std::lround(days), "%1 day", "%1 days");
    return plural(std::max<long>(1, std::lround(double(seconds) / 3600)), "%1 hour", "%1 hours");
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

QList<Conflict> detectConflicts(const Corpus &corpus)
{
    QList<Conflict> out;
    QHash<QString, QString> sourceTitle, shortName;
    for (const Source &s : corpus.sources) {
        sourceTitle.insert(s.id, s.title);
        shortName.insert(s.id, shortSourceName(s));
    }
    // Sources by their short names in the explanations ("After Waterloo · zh").
    auto sourceLabel = [&](const QString &id) { return shortName.value(id, parallax::sourceLabel(id)); };

    for (int i = 0; i < corpus.events.size(); ++i) {
        const Event &e = corpus.events[i];
        const QString title = pickName(e.titles, QStringLiteral("en"));
        const AxisSpan record = e.date.span();
        for (int a = 0; a < e.accounts.size(); ++a) {
            const Account &x = e.accounts[a];
            if (!x.claimedDate.isValid())
                continue;
            const AxisSpan xs = effectiveSpan(x.claimedDate);
            if (!xs.overlaps(record)) {
                Conflict c;
                c.kind = ConflictKind::WithRecord;
                c.event = i;
                c.eventId = e.id;
                c.sources = {x.sourceId};
                c.claims = {x.claimedDate.toEdtf(), e.date.toEdtf()};
                c.gap = gapBetween(xs, record);
                c.severity = severityOf(c.gap);
                c.explanation = tr("%1 dates “%2” to %3; the record has %4 — %5 %6.")
                                    .arg(sourceLabel(x.sourceId), title, dateText(x.claimedDate), dateText(e.date),
                                         describeGap(c.gap),
                                         xs.start < record.start ? tr("too early") : tr("too late"));
                out.append(c);
            }
            for (int b = a + 1; b < e.accounts.size(); ++b) {
                const Account &y = e.accounts[b];
                if (!y.claimedDate.isValid())
                    continue;
                const AxisSpan ys = effectiveSpan(y.claimedDate);
                if (xs.overlaps(ys))
                    continue;
                Conflict c;
                c.kind = x.sourceId == y.sourceId ? ConflictKind::WithinSource : ConflictKind::BetweenSources;
                c.event = i;
                c.eventId = e.id;
                c.sources = {x.sourceId, y.sourceId};
                c.claims = {x.claimedDate.toEdtf(), y.claimedDate.toEdtf()};
                c.gap = gapBetween(xs, ys);
                c.severity = severityOf(c.gap);
                if (c.kind == ConflictKind::WithinSource)
                    c.explanation = tr("%1 dates “%2” twice: %3 and %4 — %5 apart.")
                                        .arg(sourceLabel(x.sourceId), title, dateText(x.claimedDate),
                                             dateText(y.claimedDate), describeGap(c.gap));
                else
                    c.explanation = tr("%1 says %2, %3 says %4 for “%5” — %6 apart.")
                                        .arg(sourceLabel(x.sourceId), dateText(x.claimedDate), sourceLabel(y.sourceId),
                                             dateText(y.claimedDate), title, describeGap(c.gap));
                out.append(c);
            }
        }
    }

    // Narrative order: within each source, a passage that comes later in the
    // text but claims a date before the previous dated passage. Reported, not
    // judged: a text may look back on purpose.
    struct Told
    {
        qsizetype pos;
        int event;
        const Account *account;
    };
    QHash<QString, QList<Told>> bySource;
    for (int i = 0; i < corpus.events.size(); ++i)
        for (const Account &a : corpus.events[i].accounts)
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
            Conflict c;
            c.kind = ConflictKind::SourceOrder;
            c.severity = Severity::Note;
            c.event = next.event;
            c.eventId = corpus.events[next.event].id;
            c.sources = {it.key()};
            c.claims = {prev.account->claimedDate.toEdtf(), next.account->claimedDate.toEdtf()};
            c.gap = ps.start - ns.end;
            c.explanation = tr("%1 tells “%2” (%3) after “%4” (%5), %6 earlier.")
                                .arg(sourceLabel(it.key()),
                                     pickName(corpus.events[next.event].titles, QStringLiteral("en")),
                                     dateText(next.account->claimedDate),
                                     pickName(corpus.events[prev.event].titles, QStringLiteral("en")),
                                     dateText(prev.account->claimedDate), describeGap(c.gap));
            out.append(c);
        }
    }

    std::stable_sort(out.begin(), out.end(), [](const Conflict &a, const Conflict &b) {
        if (a.severity != b.severity)
            return a.severity > b.severity;
        return a.gap > b.gap;
    });
    return out;
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
    QStringList parts{plural(sources.size(), "%1 source", "%1 sources")};
    const AxisSpan record = event.date.span();
    parts << tr("the record has %1").arg(event.date.toDisplayString(locale));

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
        differ << tr("%1 says %2 — %3 %4")
                      .arg(verdictName(corpus, a.sourceId), a.claimedDate.toDisplayString(locale),
                           describeGap(gapBetween(claim, record)),
                           claim.start < record.start ? tr("too early") : tr("too late"));
    }
    if (!agree.isEmpty() && differ.isEmpty() && agree.size() == sources.size() && agree.size() > 1)
        parts << tr("all agree with it");
    else if (agree.size() == 1)
        parts << tr("%1 agrees with it").arg(agree.first());
    else if (!agree.isEmpty())
        parts << tr("%1 agree with it").arg(listInWords(agree));
    parts << differ;
    const int undated = int(sources.size()) - int(dated.size());
    if (undated > 0)
        parts << (undated == 1 ? tr("1 gives no date") : tr("%1 give no date").arg(undated));
    return parts.join(QStringLiteral("; "));
}

} // namespace parallax
