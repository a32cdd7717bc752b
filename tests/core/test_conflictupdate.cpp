// Conflicts found again for the events an edit touched (core/conflictupdate.h)
// equal what the full detector finds, in the same order (issue 13).
#include "../qtprint.h"

#include <core/conflictupdate.h>
#include <core/synthetic.h>

#include <gtest/gtest.h>

#include <algorithm>
#include <numeric>
#include <random>

using namespace parallax;

namespace {

// Everything a conflict says, on one line.
QStringList lines(const QList<Conflict> &conflicts)
{
    QStringList out;
    for (const Conflict &c : conflicts) {
        QStringList accounts;
        for (int a : c.accounts)
            accounts << QString::number(a);
        out << QStringLiteral("%1 %2 #%3 %4 %5 %6 [%7] %8 %9")
                   .arg(severityName(c.severity), conflictKindName(c.kind))
                   .arg(c.event)
                   .arg(c.eventId, c.sources.join(u','), c.claims.join(u','), accounts.join(u','))
                   .arg(c.gap)
                   .arg(c.explanation);
    }
    return out;
}

// A corpus with many disagreements of every kind: five sources, a quarter
// of the claims shifted, some events told twice by a source.
Corpus smallCorpus(std::uint64_t seed)
{
    SyntheticSpec spec;
    spec.events = 300;
    spec.sources = 5;
    spec.firstYear = 1810;
    spec.lastYear = 1812;
    spec.conflictFraction = 0.25;
    spec.seed = seed;
    return makeSyntheticCorpus(spec);
}

// What an edit in the window does to one event: a claimed date changed or
// cleared, a citation added (at a random place in a source's text), one
// removed, the record's date or the title changed.
Event edited(const Corpus &c, const Event &e, std::mt19937_64 &rng)
{
    Event out = e;
    auto pick = [&](qsizetype n) { return qsizetype(rng() % std::uint64_t(std::max<qsizetype>(1, n))); };
    auto someDate = [&] {
        const int day = 1 + int(pick(28));
        return HistoricalDate::parse(
            QStringLiteral("181%1-0%2-%3").arg(pick(3)).arg(1 + pick(9)).arg(day, 2, 10, QChar(u'0')))
            .value();
    };
    switch (pick(6)) {
    case 0:
    case 1:
        if (!out.accounts.isEmpty())
            out.accounts[pick(out.accounts.size())].claimedDate = pick(5) == 0 ? HistoricalDate() : someDate();
        break;
    case 2: {
        Account a;
        a.sourceId = c.sources[pick(c.sources.size())].id;
        a.start = pick(20000);
        a.end = a.start + 10;
        a.claimedDate = someDate();
        out.accounts.append(a);
        break;
    }
    case 3:
        if (!out.accounts.isEmpty())
            out.accounts.removeAt(pick(out.accounts.size()));
        break;
    case 4:
        out.date = someDate();
        break;
    default:
        out.titles.insert(QStringLiteral("en"), QStringLiteral("Renamed %1").arg(pick(1000)));
        break;
    }
    return out;
}

// The conflicts kept as the window keeps them: those of the events to check
// leave, the ones found again come in at their place in the order.
void update(QList<Conflict> &kept, const QList<int> &events, const QList<Conflict> &found, const ConflictOrder &order)
{
    kept.removeIf([&](const Conflict &c) { return std::binary_search(events.begin(), events.end(), c.event); });
    for (const Conflict &c : found)
        kept.insert(std::lower_bound(kept.begin(), kept.end(), c, order) - kept.begin(), c);
}

} // namespace

TEST(ConflictUpdate, EveryEventsConflictsAreTheDetectorsInItsOrder)
{
    const Corpus c = smallCorpus(7);
    const NarrativeIndex index(c);
    QList<int> all(c.events.size());
    std::iota(all.begin(), all.end(), 0);
    const QList<Conflict> full = detectConflicts(c);
    ASSERT_GT(full.size(), 100);
    ASSERT_TRUE(
        std::any_of(full.begin(), full.end(), [](const Conflict &x) { return x.kind == ConflictKind::SourceOrder; }));
    EXPECT_EQ(lines(conflictsOfEvents(c, index, all)), lines(full));
    EXPECT_TRUE(std::is_sorted(full.begin(), full.end(), ConflictOrder(index)));
}

TEST(ConflictUpdate, AfterManyRandomEditsTheKeptConflictsAreAFreshRunsInItsOrder)
{
    for (std::uint64_t seed : {1u, 2u, 3u}) {
        Corpus c = smallCorpus(seed);
        NarrativeIndex index(c);
        QList<Conflict> kept = detectConflicts(c);
        std::mt19937_64 rng(seed);
        for (int step = 0; step < 150; ++step) {
            // One event, or two (an account moved from one to another).
            QList<std::pair<int, Event>> replaced;
            const int n = 1 + int(rng() % 2);
            for (int k = 0; k < n; ++k) {
                const int i = int(rng() % std::uint64_t(c.events.size()));
                if (std::any_of(replaced.begin(), replaced.end(), [i](const auto &r) { return r.first == i; }))
                    continue;
                replaced.append({i, c.events[i]});
                c.events[i] = edited(c, c.events[i], rng);
            }
            const QList<int> events = eventsToRecheck(c, index, replaced);
            update(kept, events, conflictsOfEvents(c, index, events), ConflictOrder(index));
            ASSERT_EQ(lines(kept), lines(detectConflicts(c))) << "seed " << seed << ", edit " << step;
        }
        const NarrativeIndex fresh(c);
        ASSERT_EQ(index.sourceCount(), fresh.sourceCount());
        for (int r = 0; r < fresh.sourceCount(); ++r)
            EXPECT_EQ(index.toldBy(r), fresh.toldBy(r)) << "source " << r;
    }
}

// A passage moved between two others: the note about the event told after
// it goes, the one about the event told after its new place comes.
TEST(ConflictUpdate, AMovedPassageChecksTheEventsToldAfterItBeforeAndAfter)
{
    auto event = [](const char *id, const char *date, qsizetype pos) {
        Event e;
        e.id = QString::fromLatin1(id);
        e.titles.insert(QStringLiteral("en"), e.id);
        e.date = HistoricalDate::parse(QString::fromLatin1(date)).value();
        Account a;
        a.sourceId = QStringLiteral("s");
        a.start = pos;
        a.claimedDate = e.date;
        e.accounts = {a};
        return e;
    };
    Corpus c;
    c.sources = {Source {}};
    c.sources[0].id = QStringLiteral("s");
    c.events = {event("a", "1814-04-20", 10), event("b", "1814-02-01", 20), event("c", "1814-05-01", 30),
        event("d", "1814-03-01", 40)};
    NarrativeIndex index(c);
    ASSERT_EQ(detectConflicts(c).size(), 2); // b after a, d after c
    const QList<std::pair<int, Event>> replaced {{2, c.events[2]}};
    c.events[2].accounts[0].start = 5; // c, a, b, d: a is told after c, d after b
    const QList<int> events = eventsToRecheck(c, index, replaced);
    EXPECT_EQ(events, (QList<int> {0, 2, 3})); // c itself, d (after c before), a (after c now)
    const QList<Conflict> found = conflictsOfEvents(c, index, events);
    ASSERT_EQ(found.size(), 1);
    EXPECT_EQ(found[0].eventId, QStringLiteral("a"));
    EXPECT_EQ(found[0].claims.first(), QStringLiteral("1814-05-01")) << "a is now told after c";
    const QList<Conflict> all = detectConflicts(c);
    ASSERT_EQ(all.size(), 2); // a after c, b after a
    EXPECT_EQ(all[1].eventId, QStringLiteral("a"));
}
