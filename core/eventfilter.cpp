#include "eventfilter.h"

#include "conflicts.h"

namespace parallax {

bool EventFilter::isEmpty() const
{
    return sources.isEmpty() && eras.isEmpty() && places.isEmpty() && people.isEmpty() && categories.isEmpty()
        && importance.isEmpty() && !conflictsOnly;
}

bool EventFilter::matches(const Event &e, bool disputed) const
{
    if (conflictsOnly && !disputed)
        return false;
    if (!eras.isEmpty() && !eras.contains(e.eraId))
        return false;
    if (!places.isEmpty() && !places.contains(e.placeId))
        return false;
    if (!categories.isEmpty() && !categories.contains(e.category))
        return false;
    if (!importance.isEmpty() && !importance.contains(int(e.importance)))
        return false;
    if (!people.isEmpty()) {
        bool any = false;
        for (const QString &p : e.personIds())
            any = any || people.contains(p);
        if (!any)
            return false;
    }
    if (!sources.isEmpty()) {
        bool any = false;
        for (const Account &a : e.accounts)
            any = any || sources.contains(a.sourceId);
        if (!any)
            return false;
    }
    return true;
}

namespace {
QStringList sorted(const QSet<QString> &s)
{
    QStringList l(s.begin(), s.end());
    l.sort();
    return l;
}
} // namespace

QVariantMap EventFilter::toVariant() const
{
    QVariantList imp;
    for (int i : importance)
        imp << i;
    return {{QStringLiteral("sources"), sorted(sources)}, {QStringLiteral("eras"), sorted(eras)},
        {QStringLiteral("places"), sorted(places)}, {QStringLiteral("people"), sorted(people)},
        {QStringLiteral("categories"), sorted(categories)}, {QStringLiteral("importance"), imp},
        {QStringLiteral("conflictsOnly"), conflictsOnly}};
}

EventFilter EventFilter::fromVariant(const QVariantMap &map)
{
    EventFilter f;
    auto set = [&](const char *key) {
        const QStringList l = map.value(QLatin1String(key)).toStringList();
        return QSet<QString>(l.begin(), l.end());
    };
    f.sources = set("sources");
    f.eras = set("eras");
    f.places = set("places");
    f.people = set("people");
    f.categories = set("categories");
    for (const QVariant &v : map.value(QStringLiteral("importance")).toList())
        f.importance.insert(v.toInt());
    f.conflictsOnly = map.value(QStringLiteral("conflictsOnly")).toBool();
    return f;
}

std::vector<char> applyFilter(const Corpus &corpus, const EventFilter &filter, const std::vector<char> &disputed)
{
    std::vector<char> keep(std::size_t(corpus.events.size()), 1);
    if (filter.isEmpty())
        return keep;
    for (qsizetype i = 0; i < corpus.events.size(); ++i)
        keep[std::size_t(i)]
            = filter.matches(corpus.events[i], std::size_t(i) < disputed.size() && disputed[std::size_t(i)]);
    return keep;
}

namespace {

bool disputedWith(const Event &e, QList<AxisSpan> &claims)
{
    const AxisSpan record = e.date.span();
    claims.clear();
    for (const Account &a : e.accounts)
        if (a.claimedDate.isValid())
            claims << effectiveSpan(a.claimedDate);
    bool disputed = false;
    for (qsizetype a = 0; a < claims.size() && !disputed; ++a) {
        disputed = !claims[a].overlaps(record);
        for (qsizetype b = a + 1; b < claims.size() && !disputed; ++b)
            disputed = !claims[a].overlaps(claims[b]);
    }
    return disputed;
}

} // namespace

bool isDisputed(const Event &e)
{
    QList<AxisSpan> claims;
    return disputedWith(e, claims);
}

std::vector<char> disputedEvents(const Corpus &corpus)
{
    std::vector<char> out(std::size_t(corpus.events.size()), 0);
    QList<AxisSpan> claims; // of one event; its memory is reused for the next
    for (qsizetype i = 0; i < corpus.events.size(); ++i)
        out[std::size_t(i)] = disputedWith(corpus.events[i], claims);
    return out;
}

} // namespace parallax
