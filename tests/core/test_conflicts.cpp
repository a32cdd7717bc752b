#include "../qtprint.h"

#include <core/conflicts.h>
#include <core/conflicttable.h>
#include <core/conflictupdate.h>
#include <core/disputes.h>
#include <core/synthetic.h>

#include <gtest/gtest.h>

#include <QLocale>

#include <algorithm>
#include <random>
#include <tuple>

using namespace parallax;

namespace {

HistoricalDate d(const char *s)
{
    return HistoricalDate::parse(QString::fromLatin1(s)).value();
}

Account claim(const char *source, const char *date, qsizetype pos = 0)
{
    Account a;
    a.sourceId = QString::fromLatin1(source);
    if (date)
        a.claimedDate = d(date);
    a.start = pos;
    a.end = pos + 1;
    return a;
}

Event event(const char *id, const char *record, QList<Account> accounts)
{
    Event e;
    e.id = QString::fromLatin1(id);
    e.titles.insert(QStringLiteral("en"), QString::fromLatin1(id));
    e.date = d(record);
    e.accounts = std::move(accounts);
    return e;
}

// 400 events told by 4 sources, a fifth of them disputed: notes and
// conflicts of every kind.
Corpus disputedCorpus()
{
    SyntheticSpec spec;
    spec.events = 400;
    spec.sources = 4;
    spec.conflictFraction = 0.2;
    return makeSyntheticCorpus(spec);
}

QList<Conflict> of(const QList<Conflict> &all, ConflictKind kind)
{
    QList<Conflict> out;
    for (const Conflict &c : all)
        if (c.kind == kind)
            out << c;
    return out;
}

} // namespace

TEST(Conflicts, BetweenSourcesWithTheGap)
{
    Corpus c;
    c.events = {event("bellerophon", "1815-07-15", {claim("000", "1815-07-25"), claim("001", "1815-07-15")})};
    const auto all = detectConflicts(c);
    const auto between = of(all, ConflictKind::BetweenSources);
    ASSERT_EQ(between.size(), 1);
    EXPECT_EQ(between[0].gap, 10 * kSecondsPerDay); // 15 July to 25 July
    EXPECT_EQ(between[0].severity, Severity::Moderate);
    EXPECT_TRUE(between[0].explanation.contains(QStringLiteral("10 days apart")))
        << between[0].explanation.toStdString();
    EXPECT_EQ(between[0].sources, (QStringList {QStringLiteral("000"), QStringLiteral("001")}));
    const auto record = of(all, ConflictKind::WithRecord);
    ASSERT_EQ(record.size(), 1);
    EXPECT_EQ(record[0].sources.first(), QStringLiteral("000"));
    EXPECT_TRUE(record[0].explanation.contains(QStringLiteral("too late")));
}

TEST(Conflicts, AWrongYearIsSevereAndSortedFirst)
{
    Corpus c;
    c.events = {event("a", "1814-04-06", {claim("x", "1814-04-07")}),
        event("waterloo", "1815-06-18", {claim("003", "2015-06-18"), claim("000", nullptr)})};
    const auto all = detectConflicts(c);
    ASSERT_GE(all.size(), 2);
    EXPECT_EQ(all[0].eventId, QStringLiteral("waterloo"));
    EXPECT_EQ(all[0].severity, Severity::Severe);
    EXPECT_TRUE(all[0].explanation.contains(QStringLiteral("200 years"))) << all[0].explanation.toStdString();
    EXPECT_EQ(all.back().severity, Severity::Minor);
    EXPECT_EQ(describeGap(kSecondsPerDay), QStringLiteral("1 day"));
}

TEST(Conflicts, PrecisionAndUncertaintyAreHonoured)
{
    Corpus c;
    // A month claim contains the day: no conflict. An approximate year one
    // year off overlaps once widened: no conflict. A plain year off: conflict.
    c.events = {event("m", "1814-04-13", {claim("a", "1814-04")}), event("y", "1814-06-01", {claim("b", "1815~")}),
        event("z", "1814-06-01", {claim("c", "1816")})};
    const auto all = of(detectConflicts(c), ConflictKind::WithRecord);
    ASSERT_EQ(all.size(), 1);
    EXPECT_EQ(all[0].eventId, QStringLiteral("z"));
    EXPECT_EQ(effectiveSpan(d("1815~")).start, d("1815").span().start - 366 * kSecondsPerDay);
}

// Gaps are counted where the dates come nearest, as people count them:
// 11 April is a day before 12–13 April (not two, from their middles), 1813
// two years before 1815, "about 1812" three years as 1812 is (its widened
// span, which ends in 1814, decides only that it conflicts), February 28 days before March, 11 April 1814 265 days
// before 1815 begins, 1814 101 days before 11 April 1815, a claim of 10:00 four hours before 14:00; and a note's step
// back likewise.
TEST(Conflicts, AGapIsCountedWhereTheDatesComeNearest)
{
    const auto gapOf = [](const char *record, const char *claimed) {
        Corpus c;
        c.events = {event("e", record, {claim("a", claimed)})};
        const auto all = of(detectConflicts(c), ConflictKind::WithRecord);
        return all.size() == 1 ? all[0] : Conflict();
    };
    const Conflict early = gapOf("1814-04-12/1814-04-13", "1814-04-11");
    EXPECT_EQ(early.gap, kSecondsPerDay);
    EXPECT_TRUE(early.explanation.contains(QStringLiteral("1 day too early"))) << early.explanation.toStdString();
    EXPECT_EQ(gapOf("1814-04-12/1814-04-13", "1814-04-15").gap, 2 * kSecondsPerDay);
    EXPECT_EQ(gapOf("1814-04-13", "1814-04-06").gap, 7 * kSecondsPerDay);
    EXPECT_TRUE(gapOf("1815", "1813").explanation.contains(QStringLiteral("2 years too early")));
    const Conflict about = gapOf("1815", "1812~");
    EXPECT_EQ(about.gap, gapOf("1815", "1812").gap);
    EXPECT_TRUE(about.explanation.contains(QStringLiteral("3 years too early"))) << about.explanation.toStdString();
    const Conflict month = gapOf("1814-03", "1814-02");
    EXPECT_EQ(month.gap, 28 * kSecondsPerDay);
    EXPECT_EQ(month.severity, Severity::Moderate);
    EXPECT_EQ(gapOf("1815", "1814-04-11").gap, 265 * kSecondsPerDay);
    EXPECT_EQ(gapOf("1815-04-11", "1814").gap, 101 * kSecondsPerDay);
    EXPECT_EQ(gapOf("1814-04-13T14:00", "1814-04-13T10:00").gap, 4 * 3600);
    EXPECT_EQ(gapBetween(d("1814-04"), d("1814-04-30")), 0); // overlapping

    Corpus told;
    told.events = {event("later", "1814-04-12/1814-04-13", {claim("001", "1814-04-12/1814-04-13", 10)}),
        event("earlier", "1814-04-11", {claim("001", "1814-04-11", 200)})};
    const auto notes = of(detectConflicts(told), ConflictKind::SourceOrder);
    ASSERT_EQ(notes.size(), 1);
    EXPECT_EQ(notes[0].gap, kSecondsPerDay);
    EXPECT_TRUE(notes[0].explanation.contains(QStringLiteral("1 day earlier"))) << notes[0].explanation.toStdString();
}

TEST(Conflicts, WithinOneSource)
{
    Corpus c;
    c.events = {event("review", "1814-04-03", {claim("001", "1814-04-03", 10), claim("001", "1814-04-04", 500)})};
    const auto within = of(detectConflicts(c), ConflictKind::WithinSource);
    ASSERT_EQ(within.size(), 1);
    EXPECT_EQ(within[0].severity, Severity::Minor);
    EXPECT_TRUE(within[0].explanation.contains(QStringLiteral("twice")));
}

TEST(Conflicts, NarrativeOrderAgainstDatesIsReportedAsANote)
{
    Corpus c;
    c.events = {event("late", "1814-04-20", {claim("001", "1814-04-20", 10)}),
        event("early", "1814-02-01", {claim("001", "1814-02-01", 200)}),
        event("later", "1814-05-04", {claim("001", "1814-05-04", 400)})};
    const auto order = of(detectConflicts(c), ConflictKind::SourceOrder);
    ASSERT_EQ(order.size(), 1);
    EXPECT_EQ(order[0].eventId, QStringLiteral("early"));
    EXPECT_EQ(order[0].severity, Severity::Note);
}

TEST(Conflicts, AgreementProducesNothing)
{
    Corpus c;
    c.events
        = {event("ok", "1814-04-12/1814-04-13", {claim("002", "1814-04-12/1814-04-13"), claim("004", "1814-04-13")})};
    EXPECT_TRUE(detectConflicts(c).isEmpty());
}

// A source that tells one event in several accounts is one disagreement per
// kind, naming its accounts, not one per account (the counts of the conflicts
// table, Compare and the CLI would otherwise grow with the retellings).
TEST(Conflicts, ASourceTellingAnEventTwiceIsOneDisagreement)
{
    Corpus c;
    c.events = {event("review", "1814-04-03",
        {claim("001", "1814-04-04", 10), claim("002", "1814-04-03", 20), claim("001", "1814-04-04", 30),
            claim("002", "1814-04-03", 40)})};
    const auto all = detectConflicts(c);
    const auto record = of(all, ConflictKind::WithRecord);
    ASSERT_EQ(record.size(), 1);
    EXPECT_EQ(record[0].accounts, (QList<int> {0, 2}));
    EXPECT_EQ(record[0].claims, (QStringList {QStringLiteral("1814-04-04"), QStringLiteral("1814-04-03")}));
    EXPECT_TRUE(record[0].explanation.contains(QStringLiteral("4 April 1814 (2 accounts)")))
        << record[0].explanation.toStdString();
    const auto between = of(all, ConflictKind::BetweenSources);
    ASSERT_EQ(between.size(), 1);
    EXPECT_EQ(between[0].sources, (QStringList {QStringLiteral("001"), QStringLiteral("002")}));
    EXPECT_EQ(between[0].accounts, (QList<int> {0, 2, 1, 3}));
    EXPECT_EQ(between[0].gap, kSecondsPerDay);
    EXPECT_TRUE(of(all, ConflictKind::WithinSource).isEmpty()) << "the same date twice is no disagreement";
    EXPECT_EQ(all.size(), 2);
    // The per-event detector finds the same.
    EXPECT_EQ(detectEventConflicts(c, 0).size(), 2);
    EXPECT_TRUE(detectEventConflicts(c, 5).isEmpty());
}

TEST(Conflicts, ThreeDatesFromOneSourceAreOneWithinSourceConflict)
{
    Corpus c;
    c.events = {event("guard", "1814-04-03",
        {claim("001", "1814-04-03", 10), claim("001", "1814-04-05", 20), claim("001", "1814-04-10", 30)})};
    const auto within = of(detectConflicts(c), ConflictKind::WithinSource);
    ASSERT_EQ(within.size(), 1);
    EXPECT_EQ(within[0].gap, 7 * kSecondsPerDay) << "the widest pair";
    EXPECT_EQ(within[0].accounts, (QList<int> {0, 1, 2}));
    EXPECT_TRUE(within[0].explanation.contains(QStringLiteral("3 times"))) << within[0].explanation.toStdString();
    const auto record = of(detectConflicts(c), ConflictKind::WithRecord);
    ASSERT_EQ(record.size(), 1);
    EXPECT_EQ(record[0].accounts, (QList<int> {1, 2}));
    EXPECT_TRUE(record[0].explanation.contains(QStringLiteral("up to 7 days too late")))
        << record[0].explanation.toStdString();
}

TEST(Conflicts, AnEventToldOutOfOrderTwiceIsOneNote)
{
    Corpus c;
    c.events = {event("late", "1814-04-20", {claim("001", "1814-04-20", 10), claim("001", "1814-04-20", 300)}),
        event("early", "1814-02-01", {claim("001", "1814-02-01", 200), claim("001", "1814-02-01", 400)})};
    const auto order = of(detectConflicts(c), ConflictKind::SourceOrder);
    ASSERT_EQ(order.size(), 1);
    EXPECT_EQ(order[0].eventId, QStringLiteral("early"));
}

TEST(Verdict, NamesTheMajorityAndTheOddOneOut)
{
    Corpus c;
    const Event e = event("abd", "1814-04-06",
        {claim("001", "1814-04-06"), claim("002", "1814-04-13"), claim("004", "1814-04-06"), claim("003", nullptr)});
    const QString v = verdict(c, e, QLocale(QStringLiteral("en_GB")));
    EXPECT_EQ(v.toStdString(),
        "4 sources; the record has 6 April 1814; 001 and 004 agree with it; "
        "002 says 13 April 1814 — 7 days too late; 1 gives no date");
    // Sources the corpus knows are named; a single source that disagrees says so.
    Source rochefort;
    rochefort.id = QStringLiteral("002");
    rochefort.title = QStringLiteral("Rochefort: the surrender");
    rochefort.language = QStringLiteral("zh");
    c.sources = {rochefort};
    const Event bellerophon = event("bel", "1815-07-15", {claim("002", "1815-07-25")});
    EXPECT_EQ(verdict(c, bellerophon, QLocale(QStringLiteral("en_GB"))).toStdString(),
        "1 source; the record has 15 July 1815; Rochefort · zh says 25 July 1815 — 10 days too late");
}

// A source that dates the event twice, once as the record does and once not,
// does not agree with the record: its claim farthest from it is named.
TEST(Verdict, ASourceWithOneWrongClaimOfTwoDoesNotAgree)
{
    Corpus c;
    const Event e = event("abd", "1814-04-06",
        {claim("001", "1814-04-06"), claim("002", "1814-04-06"), claim("001", "1814-04-16"),
            claim("001", "1814-04-09")});
    EXPECT_EQ(verdict(c, e, QLocale(QStringLiteral("en_GB"))).toStdString(),
        "2 sources; the record has 6 April 1814; 002 agrees with it; 001 says 16 April 1814 — 10 days too late");
}

#include <core/alignment.h>

TEST(Alignment, SharedEventsLineUpAndTheRestStandsAlone)
{
    // Source A tells events 1,2,3,4,5; source B tells 2,9,4,5,7.
    const auto rows = alignSequences({1, 2, 3, 4, 5}, {2, 9, 4, 5, 7});
    std::vector<std::pair<int, int>> expected {{0, -1}, {1, 0}, {2, -1}, {-1, 1}, {3, 2}, {4, 3}, {-1, 4}};
    EXPECT_EQ(rows, expected);
    // Every element appears exactly once on its side, in order.
    int lastA = -1, lastB = -1, matched = 0;
    for (auto [x, y] : rows) {
        if (x >= 0) {
            EXPECT_EQ(x, lastA + 1);
            lastA = x;
        }
        if (y >= 0) {
            EXPECT_EQ(y, lastB + 1);
            lastB = y;
        }
        matched += x >= 0 && y >= 0;
    }
    EXPECT_EQ(matched, 3);
    EXPECT_TRUE(alignSequences({}, {}).empty());
    EXPECT_EQ(alignSequences({1}, {}), (std::vector<std::pair<int, int>> {{0, -1}}));
}

// Long sequences (two sources citing a hundred thousand events each) take
// another algorithm than the table: it must find a common subsequence just
// as long, and lay every element out once, in order.
TEST(Alignment, LongSequencesAlignAsWellAsTheTable)
{
    std::mt19937 rng(4);
    for (int round = 0; round < 3; ++round) {
        std::vector<std::uint32_t> a, b;
        for (int i = 0; i < 2500; ++i) {
            a.push_back(rng() % 3000); // some values repeat
            if (rng() % 4)
                b.push_back(rng() % 4 == 0 ? rng() % 3000 : a.back());
        }
        // The LCS length by the table, two rows at a time.
        std::vector<int> prev(b.size() + 1, 0), cur(b.size() + 1, 0);
        for (std::size_t i = 1; i <= a.size(); ++i) {
            for (std::size_t j = 1; j <= b.size(); ++j)
                cur[j] = a[i - 1] == b[j - 1] ? prev[j - 1] + 1 : std::max(prev[j], cur[j - 1]);
            std::swap(prev, cur);
        }
        const auto rows = alignSequences(a, b);
        int lastA = -1, lastB = -1, matched = 0;
        for (auto [x, y] : rows) {
            if (x >= 0) {
                EXPECT_EQ(x, ++lastA);
            }
            if (y >= 0) {
                EXPECT_EQ(y, ++lastB);
            }
            if (x >= 0 && y >= 0) {
                EXPECT_EQ(a[std::size_t(x)], b[std::size_t(y)]);
                ++matched;
            }
        }
        EXPECT_EQ(lastA, int(a.size()) - 1);
        EXPECT_EQ(lastB, int(b.size()) - 1);
        EXPECT_EQ(matched, prev[b.size()]) << "round " << round;
    }
    // Two sources of 200,000 citations each: no quadratic table.
    std::vector<std::uint32_t> a(200000), b;
    for (std::uint32_t i = 0; i < a.size(); ++i)
        a[i] = i * 2;
    for (std::uint32_t i = 0; i < 200000; ++i)
        b.push_back(i % 3 ? i * 2 : i * 2 + 1);
    const auto rows = alignSequences(a, b);
    EXPECT_EQ(std::count_if(rows.begin(), rows.end(), [](auto r) { return r.first >= 0 && r.second >= 0; }), 133333);
}

TEST(Alignment, ThreeSourcesShareRowsWhereTheyTellTheSameEvent)
{
    const auto rows = alignMany({{1, 2, 3}, {2, 3, 4}, {1, 3, 4, 5}});
    // Every event once, each source's entries in order, shared events on one row.
    std::vector<std::vector<int>> expected {{0, -1, 0}, {1, 0, -1}, {2, 1, 1}, {-1, 2, 2}, {-1, -1, 3}};
    EXPECT_EQ(rows, expected);
}

// Entries that are no anchors (accounts without a date) take no part in the
// alignment: each joins the row of its value, or stands on a row of its
// own after its sequence's entry before it.
TEST(Alignment, EntriesThatAreNoAnchorsJoinTheRowOfTheirValue)
{
    // A tells 1, 2 (no anchor), 3, 6 (no anchor); B tells 2, 1, 3, 5 (no anchor), 6 (no anchor).
    const auto rows = alignManyOnAnchors(
        {{1, 2, 3, 6}, {2, 1, 3, 5, 6}}, {{true, false, true, false}, {true, true, true, false, false}});
    // The 1s, anchors of both, on one row (alignMany matched them and left
    // B's 2 alone); A's 2 on a row of its own after its 1, since B's 2 comes
    // before A's 1; 5 on its own row after 3; B's 6 not beside A's, which
    // comes before B's 5: each column reads its sequence in order.
    std::vector<std::vector<int>> expected {{-1, 0}, {0, 1}, {1, -1}, {2, 2}, {3, -1}, {-1, 3}, {-1, 4}};
    EXPECT_EQ(rows, expected);
    for (std::size_t k = 0; k < 2; ++k) {
        int previous = -1;
        for (const auto &row : rows)
            if (row[k] >= 0) {
                EXPECT_GT(row[k], previous) << "sequence " << k;
                previous = row[k];
            }
    }
    // Told in the same order, undated entries share their rows.
    EXPECT_EQ(alignManyOnAnchors({{1, 5, 6}, {1, 5, 6}}, {{true, false, false}, {true, false, false}}),
        (std::vector<std::vector<int>> {{0, 0}, {1, 1}, {2, 2}}));
    // All anchors: alignMany's rows.
    const std::vector<std::vector<std::uint32_t>> three {{1, 2, 3}, {2, 3, 4}, {1, 3, 4, 5}};
    EXPECT_EQ(alignManyOnAnchors(three, {{true, true, true}, {true, true, true}, {true, true, true, true}}),
        alignMany(three));
    EXPECT_TRUE(alignManyOnAnchors({}, {}).empty());
    // None: each sequence's own rows in order, a value told by both once.
    EXPECT_EQ(alignManyOnAnchors({{4, 7}, {7, 8}}, {{false, false}, {false, false}}),
        (std::vector<std::vector<int>> {{0, -1}, {1, 0}, {-1, 1}}));
}

// Found with their explanations deferred, the narrative-order notes come
// without one, and explain() writes, for each, what the detector writes when
// it finds them; every other conflict keeps its own. Everything else is equal.
TEST(Conflicts, ADeferredExplanationIsTheOneWrittenAtOnce)
{
    const Corpus c = disputedCorpus();
    const ConflictDetector written(c);
    const ConflictDetector deferred(c, ConflictDetector::Explanations::Deferred);
    QList<Conflict> now = written.narrativeOrder();
    QList<Conflict> later = deferred.narrativeOrder();
    for (int e = 0; e < c.events.size(); ++e) {
        written.appendOfEvent(e, now);
        deferred.appendOfEvent(e, later);
    }
    ASSERT_EQ(now.size(), later.size());
    int notes = 0;
    for (qsizetype i = 0; i < now.size(); ++i) {
        const Conflict &a = now[i];
        const Conflict &b = later[i];
        ASSERT_FALSE(a.explanation.isEmpty()) << i;
        EXPECT_EQ(b.explanation.isEmpty(), a.kind == ConflictKind::SourceOrder) << i;
        EXPECT_EQ(deferred.explain(b), a.explanation) << i;
        EXPECT_EQ(written.explain(a), a.explanation) << i;
        // A deferred note holds no claims (nor their strings) until completed;
        // completed, it is the note found at once, field by field.
        EXPECT_EQ(b.claims.isEmpty(), a.kind == ConflictKind::SourceOrder) << i;
        Conflict completed = b;
        deferred.complete(completed);
        EXPECT_EQ(std::tie(a.kind, a.severity, a.event, a.eventId, a.sources, a.claims, a.accounts, a.toldAfter,
                      a.toldAfterAccount, a.gap, a.foundAt, a.explanation),
            std::tie(completed.kind, completed.severity, completed.event, completed.eventId, completed.sources,
                completed.claims, completed.accounts, completed.toldAfter, completed.toldAfterAccount, completed.gap,
                completed.foundAt, completed.explanation))
            << i;
        if (a.kind == ConflictKind::SourceOrder) {
            ++notes;
            EXPECT_GE(a.toldAfter, 0) << i;
            EXPECT_TRUE(a.explanation.contains(pickName(c.events[a.toldAfter].titles, QStringLiteral("en")))) << i;
        } else {
            EXPECT_EQ(a.toldAfter, -1) << i;
        }
    }
    EXPECT_GT(notes, 20) << "the corpus has narrative-order notes to explain";
    // A note that names an event the corpus no longer has keeps what it has.
    Conflict gone = *std::find_if(
        later.begin(), later.end(), [](const Conflict &x) { return x.kind == ConflictKind::SourceOrder; });
    gone.toldAfter = int(c.events.size());
    EXPECT_EQ(deferred.explain(gone), gone.explanation);
    // Nor one that names an account its event no longer has: no explanation
    // from some other account's date, and completing it leaves it as it is.
    Conflict noAccount = *std::find_if(
        later.begin(), later.end(), [](const Conflict &x) { return x.kind == ConflictKind::SourceOrder; });
    noAccount.toldAfterAccount = int(c.events[noAccount.toldAfter].accounts.size());
    EXPECT_TRUE(deferred.explain(noAccount).isEmpty());
    const Conflict before = noAccount;
    deferred.complete(noAccount);
    EXPECT_TRUE(noAccount.claims.isEmpty());
    EXPECT_EQ(noAccount.toldAfterAccount, before.toldAfterAccount);
}

// Sorting moves each conflict once into the place a stable sort by severity
// and gap gives it: many equal keys, long cycles, every field carried along.
TEST(Conflicts, SortingKeepsEqualOnesInTheirOrderAndEveryFieldWithItsConflict)
{
    QList<Conflict> conflicts;
    std::uint32_t seed = 2024;
    const auto next = [&seed] { return seed = seed * 1664525u + 1013904223u; };
    for (int i = 0; i < 5000; ++i) {
        Conflict c;
        c.severity = Severity(next() % 5);
        c.gap = AxisTime(next() % 7) * 3600;
        c.eventId = QStringLiteral("e%1").arg(i);
        c.claims = {QString::number(i)};
        c.foundAt = i;
        conflicts.append(c);
    }
    QList<Conflict> expected = conflicts;
    std::stable_sort(expected.begin(), expected.end(), [](const Conflict &a, const Conflict &b) {
        return a.severity != b.severity ? a.severity > b.severity : a.gap > b.gap;
    });
    sortConflicts(conflicts);
    ASSERT_EQ(conflicts.size(), expected.size());
    for (qsizetype i = 0; i < conflicts.size(); ++i) {
        EXPECT_EQ(conflicts[i].eventId, expected[i].eventId) << i;
        EXPECT_EQ(conflicts[i].claims, expected[i].claims) << i;
        EXPECT_EQ(conflicts[i].foundAt, expected[i].foundAt) << i;
    }
}

namespace {

bool sameConflict(const Conflict &a, const Conflict &b)
{
    return std::tie(a.kind, a.severity, a.event, a.eventId, a.sources, a.claims, a.accounts, a.toldAfter,
               a.toldAfterAccount, a.gap, a.foundAt, a.explanation)
        == std::tie(b.kind, b.severity, b.event, b.eventId, b.sources, b.claims, b.accounts, b.toldAfter,
            b.toldAfterAccount, b.gap, b.foundAt, b.explanation);
}

// What a window finds: deferred notes first, then the events' own.
QList<Conflict> foundDeferred(const Corpus &c)
{
    const ConflictDetector deferred(c, ConflictDetector::Explanations::Deferred);
    QList<Conflict> found = deferred.narrativeOrder();
    for (int e = 0; e < c.events.size(); ++e)
        deferred.appendOfEvent(e, found);
    return found;
}

} // namespace

// The table gives back every conflict as it was given, field by field,
// whether it keeps it as a row (a deferred note) or whole (the rest, and a
// note that does not fit a row); sorted, it is in sortConflicts()'s order.
TEST(ConflictTable, GivesBackEachConflictAsItWasGivenAndSortsAsTheList)
{
    const Corpus c = disputedCorpus();
    QList<Conflict> found = foundDeferred(c);
    // Notes a row cannot hold: written out, naming two accounts, of an event
    // outside the corpus, under another id than its event's.
    const auto firstNote = std::find_if(
        found.begin(), found.end(), [](const Conflict &x) { return x.kind == ConflictKind::SourceOrder; });
    ASSERT_NE(firstNote, found.end());
    const qsizetype note = firstNote - found.begin();
    Conflict written = found[note];
    ConflictDetector(c).complete(written);
    ASSERT_FALSE(written.explanation.isEmpty());
    Conflict twoAccounts = found[note];
    twoAccounts.accounts << 0;
    Conflict outside = found[note];
    outside.event = int(c.events.size());
    Conflict renamed = found[note];
    renamed.eventId = QStringLiteral("not-its-id");
    found << written << twoAccounts << outside << renamed;

    ConflictTable table;
    for (const Conflict &f : std::as_const(found))
        table.append(f, c.events);
    ASSERT_EQ(table.size(), found.size());
    int notes = 0;
    for (qsizetype i = 0; i < found.size(); ++i) {
        EXPECT_TRUE(sameConflict(table.at(i, c.events), found[i])) << i;
        EXPECT_EQ(table.kind(i), found[i].kind) << i;
        EXPECT_EQ(table.severity(i), found[i].severity) << i;
        EXPECT_EQ(table.event(i), found[i].event) << i;
        EXPECT_EQ(table.toldAfter(i), found[i].toldAfter) << i;
        EXPECT_EQ(table.gap(i), found[i].gap) << i;
        EXPECT_EQ(table.foundAt(i), found[i].foundAt) << i;
        EXPECT_EQ(table.firstSource(i), found[i].sources.value(0)) << i;
        EXPECT_EQ(table.isDeferredNote(i), found[i].kind == ConflictKind::SourceOrder && found[i].explanation.isEmpty())
            << i;
        notes += found[i].kind == ConflictKind::SourceOrder;
    }
    EXPECT_GT(notes, 20);

    // Replaced in place, a row by a whole one and back; the whole one's
    // place is taken again.
    ConflictTable replaced = table;
    replaced.set(note, written, c.events);
    EXPECT_TRUE(sameConflict(replaced.at(note, c.events), written));
    EXPECT_FALSE(replaced.isDeferredNote(note));
    replaced.set(note, found[note], c.events);
    EXPECT_TRUE(sameConflict(replaced.at(note, c.events), found[note]));
    EXPECT_TRUE(replaced.isDeferredNote(note));

    // A place left empty reads as no conflict and keeps none whole; the
    // whole one's place is taken by the next conflict kept whole.
    replaced.set(note, written, c.events);
    replaced.clear(note);
    EXPECT_TRUE(sameConflict(replaced.at(note, c.events), Conflict()));
    EXPECT_EQ(replaced.event(note), -1);
    EXPECT_TRUE(replaced.firstSource(note).isEmpty());
    EXPECT_FALSE(replaced.isDeferredNote(note));
    replaced.set(note, written, c.events);
    EXPECT_TRUE(sameConflict(replaced.at(note, c.events), written));

    // A note kept as a row names its event by the id it has in the events it
    // is read with.
    EventList renamedEvents = c.events;
    renamedEvents[found[note].event].id = QStringLiteral("renamed");
    EXPECT_EQ(table.at(note, renamedEvents).eventId, QStringLiteral("renamed"));

    QList<Conflict> sorted = found;
    sortConflicts(sorted);
    table.sort();
    for (qsizetype i = 0; i < sorted.size(); ++i)
        EXPECT_TRUE(sameConflict(table.at(i, c.events), sorted[i])) << i;
    EXPECT_EQ(table.toList(c.events).size(), sorted.size());

    // The overview counts the table as it counts the list.
    const DisputeSummary fromList = summarizeDisputes(c, sorted, {});
    const DisputeSummary fromTable = summarizeDisputes(c, table, {});
    EXPECT_EQ(fromTable.bySeverity, fromList.bySeverity);
    EXPECT_EQ(fromTable.total, fromList.total);
    ASSERT_EQ(fromTable.top.size(), fromList.top.size());
    for (std::size_t k = 0; k < fromList.top.size(); ++k)
        EXPECT_EQ(fromTable.top[k].event, fromList.top[k].event) << k;

    // And the detector's order reads the same from either.
    const NarrativeIndex index(c);
    const ConflictOrder order(index);
    for (qsizetype i = 0; i + 1 < sorted.size(); i += 7)
        for (qsizetype j : {qsizetype(0), i + 1, sorted.size() - 1})
            EXPECT_EQ(order(table, i, j), order(sorted[i], sorted[j])) << i << " " << j;
}

// The explanations name events in the interface's language where they have
// a title in it, as they write their dates (a Chinese sentence named the
// events in English); in English, or without such a title, the English one.
TEST(Conflicts, ExplanationsNameEventsInTheInterfacesLanguage)
{
    Corpus c;
    c.events = {event("bellerophon", "1815-07-15", {claim("000", "1815-07-25", 10), claim("001", "1815-07-15")}),
        event("waterloo", "1815-06-18", {claim("000", "1815-06-18", 20)})};
    c.events[0].titles.insert(QStringLiteral("zh"), QStringLiteral("登上柏勒洛丰号"));
    const QLocale before;
    const auto explanations = [&] {
        QStringList out;
        for (const Conflict &k : detectConflicts(c))
            out << k.explanation;
        return out.join(u'\n');
    };
    QLocale::setDefault(QLocale(QLocale::Chinese, QLocale::China));
    const QString zh = explanations();
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedKingdom));
    const QString en = explanations();
    QLocale::setDefault(before);
    EXPECT_TRUE(zh.contains(QStringLiteral("登上柏勒洛丰号"))) << zh.toStdString();
    EXPECT_FALSE(zh.contains(QStringLiteral("bellerophon"))) << zh.toStdString();
    EXPECT_TRUE(zh.contains(QStringLiteral("waterloo"))) << zh.toStdString(); // no Chinese title: the English one
    EXPECT_TRUE(en.contains(QStringLiteral("bellerophon"))) << en.toStdString();
    EXPECT_FALSE(en.contains(QStringLiteral("登上柏勒洛丰号"))) << en.toStdString();
}
