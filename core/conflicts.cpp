#include "conflicts.h"

#include "conflictupdate.h"

#include <QCoreApplication>
#include <QHash>

#include <algorithm>
#include <vector>

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
    static const QLocale british(QLocale::English, QLocale::UnitedKingdom);
    const QLocale locale;
    return d.toDisplayString(
        locale.language() == QLocale::English || locale.language() == QLocale::C ? british : locale);
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

namespace {

// Where the unit of precision `p` (its year, month, day…) that holds `t` begins.
AxisTime unitStart(AxisTime t, DatePrecision p)
{
    int year, month, day, hour, minute, second;
    calendarOf(t, &year, &month, &day, &hour, &minute, &second);
    switch (p) {
    case DatePrecision::Year:
        month = 1;
        [[fallthrough]];
    case DatePrecision::Month:
        day = 1;
        [[fallthrough]];
    case DatePrecision::Day:
        hour = 0;
        [[fallthrough]];
    case DatePrecision::Hour:
        minute = 0;
        [[fallthrough]];
    case DatePrecision::Minute:
        second = 0;
        [[fallthrough]];
    case DatePrecision::Second:
        break;
    }
    AxisTime start = t;
    return axisTimeOf(year, month, day, hour, minute, second, &start) ? start : t;
}

} // namespace

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

AxisTime gapBetween(const HistoricalDate &a, const HistoricalDate &b)
{
    const AxisSpan as = a.span(), bs = b.span();
    if (as.overlaps(bs))
        return 0;
    // (Measured between their middles instead, 11 April read as two days
    // before 12–13 April, and 1813 as one year before 1815.)
    const bool aFirst = as.end <= bs.start;
    const AxisSpan &earlier = aFirst ? as : bs, &later = aFirst ? bs : as;
    const DatePrecision finer = std::max(a.precision(), b.precision());
    return later.start - unitStart(std::max(earlier.start, earlier.end - 1), finer);
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

QString listInWords(const QStringList &names)
{
    if (names.size() <= 1)
        return names.value(0);
    return QCoreApplication::translate("parallax::Conflicts", "%1 and %2")
        .arg(names.mid(0, names.size() - 1)
                 .join(QCoreApplication::translate("parallax::Conflicts", ", ", "between the names of a list")),
            names.last());
}

// One source's dated accounts of one event, in the order the event lists them.
struct SourceAccounts
{
    QString source;
    QString label; // as the explanations name it
    QList<int> accounts;
};

// The distinct dates these accounts claim, in their order, as EDTF.
QStringList distinctClaims(const Event &e, const QList<int> &accounts)
{
    QStringList out;
    for (int a : accounts) {
        const QString edtf = e.accounts[a].claimedDate.toEdtf();
        if (!out.contains(edtf))
            out << edtf;
    }
    return out;
}

// What some accounts of one source say, in words: "25 July 1815",
// "3 April 1814 and 4 April 1814", "4 April 1814 (2 accounts)".
QString claimsInWords(const Event &e, const QList<int> &accounts)
{
    QStringList dates;
    QStringList seen;
    for (int a : accounts) {
        const QString edtf = e.accounts[a].claimedDate.toEdtf();
        if (seen.contains(edtf))
            continue;
        seen << edtf;
        dates << dateText(e.accounts[a].claimedDate);
    }
    QString text = listInWords(dates);
    if (accounts.size() > dates.size())
        return Tr::tr("%1 (%2 accounts)").arg(text).arg(accounts.size());
    return text;
}

// The disagreements of one event, source by source.
struct EventConflicts
{
    int index;
    const Event &e;
    QString title;
    QList<Conflict> &out;

    Conflict make(ConflictKind kind, QStringList sources, QStringList claims, QList<int> accounts, AxisTime gap) const
    {
        Conflict c;
        c.kind = kind;
        c.event = index;
        c.eventId = e.id;
        c.sources = std::move(sources);
        c.claims = std::move(claims);
        c.accounts = std::move(accounts);
        c.gap = gap;
        c.severity = severityOf(gap);
        return c;
    }

    // The source's accounts whose date cannot be the record's: one conflict.
    void withRecord(const SourceAccounts &x) const
    {
        const AxisSpan record = e.date.span();
        QList<int> off;
        AxisTime worst = -1;
        bool early = false;
        for (int a : x.accounts) {
            const AxisSpan span = effectiveSpan(e.accounts[a].claimedDate);
            if (span.overlaps(record))
                continue;
            off << a;
            if (const AxisTime g = gapBetween(e.accounts[a].claimedDate, e.date); g > worst) {
                worst = g;
                early = span.start < record.start;
            }
        }
        if (off.isEmpty())
            return;
        const QStringList claims = distinctClaims(e, off);
        Conflict c = make(ConflictKind::WithRecord, {x.source}, QStringList(claims) << e.date.toEdtf(), off, worst);
        c.explanation = (claims.size() > 1 ? Tr::tr("%1 dates “%2” to %3; the record has %4 — up to %5 %6.")
                                           : Tr::tr("%1 dates “%2” to %3; the record has %4 — %5 %6."))
                            .arg(x.label, title, claimsInWords(e, off), dateText(e.date), describeGap(worst),
                                early ? Tr::tr("too early") : Tr::tr("too late"));
        out.append(c);
    }

    // The source's own accounts that cannot all hold: one conflict.
    void withinSource(const SourceAccounts &x) const
    {
        std::pair<int, int> widest {-1, -1};
        AxisTime worst = -1;
        for (qsizetype m = 0; m < x.accounts.size(); ++m)
            for (qsizetype n = m + 1; n < x.accounts.size(); ++n) {
                const HistoricalDate &md = e.accounts[x.accounts[m]].claimedDate;
                const HistoricalDate &nd = e.accounts[x.accounts[n]].claimedDate;
                const AxisSpan ms = effectiveSpan(md), ns = effectiveSpan(nd);
                if (const AxisTime g = ms.overlaps(ns) ? -1 : gapBetween(md, nd); g > worst) {
                    worst = g;
                    widest = {x.accounts[m], x.accounts[n]};
                }
            }
        if (worst < 0)
            return;
        Conflict c
            = make(ConflictKind::WithinSource, {x.source, x.source}, distinctClaims(e, x.accounts), x.accounts, worst);
        if (x.accounts.size() == 2)
            c.explanation = Tr::tr("%1 dates “%2” twice: %3 and %4 — %5 apart.")
                                .arg(x.label, title, dateText(e.accounts[widest.first].claimedDate),
                                    dateText(e.accounts[widest.second].claimedDate), describeGap(worst));
        else
            c.explanation = Tr::tr("%1 dates “%2” %3 times: %4 — up to %5 apart.")
                                .arg(x.label, title)
                                .arg(x.accounts.size())
                                .arg(claimsInWords(e, x.accounts), describeGap(worst));
        out.append(c);
    }

    // Two sources whose accounts cannot all hold together: one conflict,
    // naming the accounts of each side that disagree with the other's.
    void betweenSources(const SourceAccounts &x, const SourceAccounts &y) const
    {
        QList<int> xs, ys;
        std::pair<int, int> widest {-1, -1};
        AxisTime worst = -1;
        for (int a : x.accounts)
            for (int b : y.accounts) {
                const AxisSpan as = effectiveSpan(e.accounts[a].claimedDate);
                const AxisSpan bs = effectiveSpan(e.accounts[b].claimedDate);
                if (as.overlaps(bs))
                    continue;
                if (!xs.contains(a))
                    xs << a;
                if (!ys.contains(b))
                    ys << b;
                if (const AxisTime g = gapBetween(e.accounts[a].claimedDate, e.accounts[b].claimedDate); g > worst) {
                    worst = g;
                    widest = {a, b};
                }
            }
        if (worst < 0)
            return;
        Conflict c = make(ConflictKind::BetweenSources, {x.source, y.source},
            {e.accounts[widest.first].claimedDate.toEdtf(), e.accounts[widest.second].claimedDate.toEdtf()},
            QList<int>(xs) << ys, worst);
        const bool several = distinctClaims(e, xs).size() > 1 || distinctClaims(e, ys).size() > 1;
        c.explanation
            = (several ? Tr::tr("%1 says %2, %3 says %4 for “%5” — up to %6 apart.")
                       : Tr::tr("%1 says %2, %3 says %4 for “%5” — %6 apart."))
                  .arg(x.label, claimsInWords(e, xs), y.label, claimsInWords(e, ys), title, describeGap(worst));
        out.append(c);
    }
};

} // namespace

ConflictDetector::ConflictDetector(const Corpus &corpus, Explanations explanations)
    : m_corpus(corpus)
    , m_explanations(explanations)
    , m_language(interfaceNameLanguage())
{
    for (const Source &s : corpus.sources)
        m_shortName.insert(s.id, shortSourceName(s));
}

// Sources by their short names in the explanations ("After Waterloo · zh").
QString ConflictDetector::label(const QString &id) const
{
    // Looked up first: a label made for every conflict only to be dropped
    // cost more than the lookup.
    const auto named = m_shortName.constFind(id);
    return named != m_shortName.cend() ? *named : sourceLabel(id);
}

// In the interface's language where the event has a title in it, as its
// dates are written (a Chinese sentence named the events in English).
QString ConflictDetector::title(int event) const
{
    return pickName(m_corpus.events[event].titles, m_language);
}

QList<Conflict> ConflictDetector::ofEvent(int event) const
{
    QList<Conflict> out;
    appendOfEvent(event, out);
    return out;
}

// Per source: its accounts against the record, against each other, then
// against each later source's.
void ConflictDetector::appendOfEvent(int i, QList<Conflict> &out) const
{
    if (i < 0 || i >= m_corpus.events.size())
        return;
    const Event &e = m_corpus.events[i];
    QList<SourceAccounts> told;
    for (int a = 0; a < e.accounts.size(); ++a) {
        const QString &id = e.accounts[a].sourceId;
        if (!e.accounts[a].claimedDate.isValid())
            continue;
        auto it = std::find_if(told.begin(), told.end(), [&](const SourceAccounts &s) { return s.source == id; });
        if (it == told.end())
            told.append({id, label(id), {a}});
        else
            it->accounts.append(a);
    }
    const EventConflicts found {i, e, title(i), out};
    const qsizetype first = out.size();
    for (qsizetype s = 0; s < told.size(); ++s) {
        found.withRecord(told[s]);
        found.withinSource(told[s]);
        for (qsizetype t = s + 1; t < told.size(); ++t)
            found.betweenSources(told[s], told[t]);
    }
    for (qsizetype k = first; k < out.size(); ++k)
        out[k].foundAt = k - first;
}

// Narrative order: within each source, a passage that comes later in the
// text but claims a date before the previous dated passage. Reported, not
// judged: a text may look back on purpose. One note per source and event,
// the widest step back, however often the source tells it.
QList<Conflict> ConflictDetector::narrativeOrder() const
{
    const NarrativeIndex index(m_corpus);
    QList<Conflict> out;
    for (int rank : index.ranksInOrder())
        appendNotesOf(index, rank, out);
    return out;
}

// Two neighbours in a source's text, the later claiming an earlier date.
struct ConflictDetector::Step
{
    const NarrativeIndex::Told &prev;
    const NarrativeIndex::Told &next;
    AxisTime gap;
};

// The step back from the k-th dated passage of a source to the one before.
std::optional<ConflictDetector::Step> ConflictDetector::stepBack(
    int rank, const NarrativeIndex &index, std::size_t k) const
{
    const auto &told = index.toldBy(rank);
    if (k == 0 || k >= told.size() || told[k - 1].event == told[k].event)
        return std::nullopt;
    const auto &prev = told[k - 1];
    const auto &next = told[k];
    const HistoricalDate &pd = m_corpus.events[prev.event].accounts[prev.account].claimedDate;
    const HistoricalDate &nd = m_corpus.events[next.event].accounts[next.account].claimedDate;
    const AxisSpan ps = effectiveSpan(pd), ns = effectiveSpan(nd);
    if (ns.end > ps.start)
        return std::nullopt; // later, or overlapping: in order
    return Step {prev, next, gapBetween(pd, nd)};
}

Conflict ConflictDetector::note(const QStringList &source, const Step &step) const
{
    const HistoricalDate &pd = m_corpus.events[step.prev.event].accounts[step.prev.account].claimedDate;
    const HistoricalDate &nd = m_corpus.events[step.next.event].accounts[step.next.account].claimedDate;
    Conflict c;
    c.kind = ConflictKind::SourceOrder;
    c.event = step.next.event;
    c.eventId = m_corpus.events[step.next.event].id;
    c.sources = source; // one list for all of a source's notes (600,000 lists at a million events)
    if (m_explanations == Explanations::Written)
        c.claims = {pd.toEdtf(), nd.toEdtf()};
    else
        c.toldAfterAccount = step.prev.account;
    c.accounts = {step.next.account};
    c.toldAfter = step.prev.event;
    c.severity = Severity::Note;
    c.gap = step.gap;
    c.foundAt = step.next.pos;
    if (m_explanations == Explanations::Written)
        c.explanation = noteText(c, pd, nd);
    return c;
}

QString ConflictDetector::noteText(const Conflict &c, const HistoricalDate &before, const HistoricalDate &after) const
{
    return Tr::tr("%1 tells “%2” (%3) after “%4” (%5), %6 earlier.")
        .arg(label(c.sources.front()), title(c.event), dateText(after), title(c.toldAfter), dateText(before),
            describeGap(c.gap));
}

std::optional<std::pair<HistoricalDate, HistoricalDate>> ConflictDetector::deferredDates(const Conflict &c) const
{
    const auto inCorpus = [this](int event) { return event >= 0 && event < m_corpus.events.size(); };
    if (c.kind != ConflictKind::SourceOrder || !inCorpus(c.event) || !inCorpus(c.toldAfter) || c.accounts.size() != 1)
        return std::nullopt;
    const QList<Account> &before = m_corpus.events[c.toldAfter].accounts;
    const QList<Account> &after = m_corpus.events[c.event].accounts;
    const int b = c.toldAfterAccount, a = c.accounts.front();
    if (b < 0 || b >= before.size() || a < 0 || a >= after.size())
        return std::nullopt;
    return std::pair(before[b].claimedDate, after[a].claimedDate);
}

QString ConflictDetector::explain(const Conflict &c) const
{
    const auto inCorpus = [this](int event) { return event >= 0 && event < m_corpus.events.size(); };
    if (!c.explanation.isEmpty() || c.kind != ConflictKind::SourceOrder || !inCorpus(c.event) || !inCorpus(c.toldAfter)
        || c.sources.isEmpty())
        return c.explanation;
    if (c.claims.isEmpty()) {
        const auto dates = deferredDates(c);
        return dates ? noteText(c, dates->first, dates->second) : c.explanation;
    }
    if (c.claims.size() != 2)
        return c.explanation;
    const auto before = HistoricalDate::parse(c.claims[0]);
    const auto after = HistoricalDate::parse(c.claims[1]);
    if (!before || !after)
        return c.explanation;
    return noteText(c, before.value(), after.value());
}

void ConflictDetector::complete(Conflict &c) const
{
    if (c.kind == ConflictKind::SourceOrder && c.claims.isEmpty() && !c.sources.isEmpty())
        if (const auto dates = deferredDates(c)) {
            c.claims = {dates->first.toEdtf(), dates->second.toEdtf()};
            c.toldAfterAccount = -1;
            if (c.explanation.isEmpty())
                c.explanation = noteText(c, dates->first, dates->second);
            return;
        }
    c.explanation = explain(c);
}

// A note keeps the place where it is first seen; a wider step back of the
// same event replaces what it says.
void ConflictDetector::appendNotesOf(const NarrativeIndex &index, int rank, QList<Conflict> &out) const
{
    QHash<int, qsizetype> noted; // event → index in out
    const QStringList source {index.sourceAt(rank)};
    const std::size_t n = index.toldBy(rank).size();
    for (std::size_t k = 1; k < n; ++k) {
        const auto step = stepBack(rank, index, k);
        if (!step)
            continue;
        const auto seen = noted.constFind(step->next.event);
        if (seen == noted.cend()) {
            noted.insert(step->next.event, out.size());
            out.append(note(source, *step));
        } else if (out[*seen].gap < step->gap) {
            const qsizetype first = out[*seen].foundAt;
            out[*seen] = note(source, *step);
            out[*seen].foundAt = first;
        }
    }
}

std::optional<Conflict> ConflictDetector::noteOf(const NarrativeIndex &index, int rank, int event) const
{
    const auto &told = index.toldBy(rank);
    const auto &accounts = m_corpus.events[event].accounts;
    std::vector<std::size_t> at; // the event's passages in this source, in text order
    for (int a = 0; a < accounts.size(); ++a) {
        if (!accounts[a].claimedDate.isValid() || index.rankOf(accounts[a].sourceId) != rank)
            continue;
        const NarrativeIndex::Told key {accounts[a].start, event, a};
        const auto it = std::lower_bound(told.begin(), told.end(), key);
        if (it != told.end() && *it == key)
            at.push_back(std::size_t(it - told.begin()));
    }
    std::sort(at.begin(), at.end());
    std::optional<Conflict> found;
    for (std::size_t k : at) {
        const auto step = stepBack(rank, index, k);
        if (!step || (found && found->gap >= step->gap))
            continue;
        const qsizetype first = found ? found->foundAt : step->next.pos;
        found = note({index.sourceAt(rank)}, *step);
        found->foundAt = first;
    }
    return found;
}

// Sorted by a small key per conflict (severity, gap, place: a total order,
// so equal ones keep theirs), then each conflict moved into its place once,
// cycle by cycle: sorting the conflicts themselves moved each of them many
// times and took a buffer as large as the list (about 100 MB for the 676,000
// conflicts of a million events).
void sortConflicts(QList<Conflict> &conflicts)
{
    struct Key
    {
        Severity severity;
        AxisTime gap;
        qsizetype at;
    };
    const qsizetype n = conflicts.size();
    std::vector<Key> keys;
    keys.reserve(std::size_t(n));
    for (qsizetype i = 0; i < n; ++i)
        keys.push_back({conflicts[i].severity, conflicts[i].gap, i});
    std::sort(keys.begin(), keys.end(), [](const Key &a, const Key &b) {
        if (a.severity != b.severity)
            return a.severity > b.severity;
        if (a.gap != b.gap)
            return a.gap > b.gap;
        return a.at < b.at;
    });
    Conflict *c = conflicts.data();
    std::vector<bool> placed(std::size_t(n), false);
    for (qsizetype start = 0; start < n; ++start) {
        if (placed[std::size_t(start)])
            continue;
        Conflict first = std::move(c[start]);
        qsizetype to = start;
        for (;;) {
            placed[std::size_t(to)] = true;
            const qsizetype from = keys[std::size_t(to)].at;
            if (from == start) {
                c[to] = std::move(first);
                break;
            }
            c[to] = std::move(c[from]);
            to = from;
        }
    }
}

QList<Conflict> detectConflicts(const Corpus &corpus)
{
    const ConflictDetector detector(corpus);
    QList<Conflict> out;
    for (int i = 0; i < corpus.events.size(); ++i)
        detector.appendOfEvent(i, out);
    out.append(detector.narrativeOrder());
    sortConflicts(out);
    return out;
}

QList<Conflict> detectEventConflicts(const Corpus &corpus, int event)
{
    QList<Conflict> out = ConflictDetector(corpus).ofEvent(event);
    sortConflicts(out);
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

    // Each source measured against the record by all of its dated claims: it
    // agrees only when every one of them can be the record's date, else its
    // claim farthest from the record is named (a source that dates the event
    // twice, once wrongly, does not "agree").
    QStringList agree, dated;
    QStringList differ;
    for (const QString &source : std::as_const(sources)) {
        const Account *worst = nullptr;
        AxisTime worstGap = -1;
        bool datedHere = false;
        for (const Account &a : event.accounts) {
            if (a.sourceId != source || !a.claimedDate.isValid())
                continue;
            datedHere = true;
            const AxisSpan claim = effectiveSpan(a.claimedDate);
            if (const AxisTime g = claim.overlaps(record) ? -1 : gapBetween(a.claimedDate, event.date); g > worstGap) {
                worst = &a;
                worstGap = g;
            }
        }
        if (!datedHere)
            continue;
        dated << source;
        if (!worst) {
            agree << verdictName(corpus, source);
            continue;
        }
        const AxisSpan claim = effectiveSpan(worst->claimedDate);
        differ << Tr::tr("%1 says %2 — %3 %4")
                      .arg(verdictName(corpus, source), worst->claimedDate.toDisplayString(locale),
                          describeGap(worstGap), claim.start < record.start ? Tr::tr("too early") : Tr::tr("too late"));
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
    return parts.join(Tr::tr("; ", "between the parts of a verdict"));
}

} // namespace parallax
