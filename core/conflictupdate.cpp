#include "conflictupdate.h"

#include <algorithm>
#include <climits>
#include <numeric>

namespace parallax {

NarrativeIndex::NarrativeIndex(const Corpus &corpus)
{
    for (const Source &s : corpus.sources)
        rankFor(s.id);
    m_known = int(m_sources.size());
    for (int i = 0; i < corpus.events.size(); ++i) {
        const auto &accounts = corpus.events[i].accounts;
        for (int a = 0; a < accounts.size(); ++a)
            if (accounts[a].claimedDate.isValid())
                m_told[std::size_t(rankFor(accounts[a].sourceId))].push_back({accounts[a].start, i, a});
    }
    for (auto &told : m_told) {
        std::sort(told.begin(), told.end());
        told.shrink_to_fit(); // kept while the conflicts are: a third was room to grow
    }
}

int NarrativeIndex::rankFor(const QString &sourceId)
{
    const auto it = m_rank.constFind(sourceId);
    if (it != m_rank.cend())
        return *it;
    m_rank.insert(sourceId, int(m_sources.size()));
    m_sources.append(sourceId);
    m_told.emplace_back();
    return int(m_sources.size()) - 1;
}

QList<int> NarrativeIndex::ranksInOrder() const
{
    QList<int> ranks(m_sources.size());
    std::iota(ranks.begin(), ranks.end(), 0);
    std::sort(ranks.begin() + m_known, ranks.end(), [this](int a, int b) { return m_sources[a] < m_sources[b]; });
    return ranks;
}

void NarrativeIndex::remove(int event, const Event &e)
{
    for (int a = 0; a < e.accounts.size(); ++a) {
        if (!e.accounts[a].claimedDate.isValid())
            continue;
        const int rank = rankOf(e.accounts[a].sourceId);
        if (rank < 0)
            continue;
        auto &told = m_told[std::size_t(rank)];
        const Told key {e.accounts[a].start, event, a};
        const auto it = std::lower_bound(told.begin(), told.end(), key);
        if (it != told.end() && *it == key)
            told.erase(it);
    }
}

void NarrativeIndex::add(int event, const Event &e)
{
    for (int a = 0; a < e.accounts.size(); ++a) {
        if (!e.accounts[a].claimedDate.isValid())
            continue;
        auto &told = m_told[std::size_t(rankFor(e.accounts[a].sourceId))];
        const Told key {e.accounts[a].start, event, a};
        told.insert(std::lower_bound(told.begin(), told.end(), key), key);
    }
}

void NarrativeIndex::replaceEvent(int event, const Event &before, const Event &after)
{
    remove(event, before);
    add(event, after);
}

QList<int> NarrativeIndex::toldAfter(int event, const Event &e) const
{
    QList<int> out;
    for (int a = 0; a < e.accounts.size(); ++a) {
        const int rank = e.accounts[a].claimedDate.isValid() ? rankOf(e.accounts[a].sourceId) : -1;
        if (rank < 0)
            continue;
        const auto &told = m_told[std::size_t(rank)];
        auto it = std::upper_bound(told.begin(), told.end(), Told {e.accounts[a].start, event, a});
        if (it != told.end())
            out << it->event;
    }
    return out;
}

ConflictOrder::ConflictOrder(const NarrativeIndex &index)
{
    for (int rank = 0; rank < index.knownSources(); ++rank)
        m_rank.insert(index.sourceAt(rank), rank);
}

// A note's source: the corpus's by their rank, any other after them by id.
std::pair<int, QString> ConflictOrder::sourceKey(const QString &id) const
{
    const int rank = m_rank.value(id, -1);
    return rank >= 0 ? std::pair<int, QString> {rank, QString()} : std::pair<int, QString> {INT_MAX, id};
}

bool ConflictOrder::operator()(const Conflict &a, const Conflict &b) const
{
    return before({a.severity, a.gap, a.kind, a.event, a.foundAt, &a.sources},
        {b.severity, b.gap, b.kind, b.event, b.foundAt, &b.sources});
}

bool ConflictOrder::operator()(const ConflictTable &t, qsizetype a, qsizetype b) const
{
    return before({t.severity(a), t.gap(a), t.kind(a), t.event(a), t.foundAt(a), nullptr, &t.firstSource(a)},
        {t.severity(b), t.gap(b), t.kind(b), t.event(b), t.foundAt(b), nullptr, &t.firstSource(b)});
}

bool ConflictOrder::before(const Key &a, const Key &b) const
{
    if (a.severity != b.severity)
        return a.severity > b.severity;
    if (a.gap != b.gap)
        return a.gap > b.gap;
    const bool aNote = a.kind == ConflictKind::SourceOrder;
    const bool bNote = b.kind == ConflictKind::SourceOrder;
    if (aNote != bNote)
        return bNote; // an event's own disagreements come before the notes
    if (!aNote)
        return std::pair(a.event, a.foundAt) < std::pair(b.event, b.foundAt);
    const auto as = sourceKey(a.firstSource());
    const auto bs = sourceKey(b.firstSource());
    if (as != bs)
        return as < bs;
    return std::pair(a.foundAt, a.event) < std::pair(b.foundAt, b.event);
}

QList<Conflict> conflictsOfEvents(
    const Corpus &corpus, const NarrativeIndex &index, QList<int> events, ConflictDetector::Explanations explanations)
{
    std::sort(events.begin(), events.end());
    events.erase(std::unique(events.begin(), events.end()), events.end());
    const ConflictDetector detector(corpus, explanations);
    QList<Conflict> out;
    for (int i : std::as_const(events)) {
        if (i < 0 || i >= corpus.events.size())
            continue;
        detector.appendOfEvent(i, out);
        QList<int> ranks; // the sources that date the event, each once
        for (const Account &a : corpus.events[i].accounts)
            if (const int rank = index.rankOf(a.sourceId);
                a.claimedDate.isValid() && rank >= 0 && !ranks.contains(rank))
                ranks << rank;
        for (int rank : std::as_const(ranks))
            if (auto note = detector.noteOf(index, rank, i))
                out.append(std::move(*note));
    }
    std::sort(out.begin(), out.end(), ConflictOrder(index));
    return out;
}

QList<int> eventsToRecheck(const Corpus &corpus, NarrativeIndex &index, const QList<std::pair<int, Event>> &replaced)
{
    const auto known = [&](int i) { return i >= 0 && i < corpus.events.size(); };
    QList<int> events;
    for (const auto &[i, before] : replaced)
        if (known(i))
            events << i << index.toldAfter(i, before);
    for (const auto &[i, before] : replaced)
        if (known(i))
            index.replaceEvent(i, before, corpus.events[i]);
    for (const auto &[i, before] : replaced)
        if (known(i))
            events << index.toldAfter(i, corpus.events[i]);
    std::sort(events.begin(), events.end());
    events.erase(std::unique(events.begin(), events.end()), events.end());
    return events;
}

} // namespace parallax
