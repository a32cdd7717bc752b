// The corpus's event list (core/chunkedlist.h): it behaves as a QList, and
// an edit while another copy is held copies only the chunk it touches.
#include <core/corpus.h>

#include <gtest/gtest.h>

#include <QRandomGenerator>

#include <algorithm>
#include <array>

using namespace parallax;

namespace {

QList<int> toList(const ChunkedList<int> &l)
{
    QList<int> out;
    for (int v : l)
        out << v;
    return out;
}

EventList numberedEvents(int n)
{
    EventList events;
    for (int i = 0; i < n; ++i) {
        Event e;
        e.id = QStringLiteral("e%1").arg(i);
        e.titles.insert(QStringLiteral("en"), QStringLiteral("Event %1").arg(i));
        events.append(e);
    }
    return events;
}

// How many chunks of `a` hold the very items of the same chunk of `b`.
qsizetype sharedChunks(const EventList &a, const EventList &b)
{
    qsizetype n = 0;
    for (qsizetype c = 0; c < a.chunkCount(); ++c)
        n += a.sharesChunkWith(b, c);
    return n;
}

} // namespace

TEST(ChunkedList, BehavesAsAQListUnderRandomEdits)
{
    QRandomGenerator rng(13);
    ChunkedList<int> list;
    QList<int> expected;
    for (int i = 0; i < 5000; ++i) {
        list.append(i);
        expected.append(i);
    }
    for (int step = 0; step < 3000; ++step) {
        // A burst of inserts that splits a chunk now and then; else one operation.
        const int op = step % 300 == 150 ? 6 : std::array {0, 1, 2, 3, 4, 5, 7}[rng.bounded(7)];
        const auto at = qsizetype(rng.bounded(int(expected.size()) + 1));
        const qsizetype in = std::min(at, expected.size() - 1);
        switch (op) {
        case 0:
            list.insert(at, -step);
            expected.insert(at, -step);
            break;
        case 1:
            list.removeAt(in);
            expected.removeAt(in);
            break;
        case 2:
            EXPECT_EQ(list.takeAt(in), expected.takeAt(in));
            break;
        case 3:
            list.append(step);
            expected.append(step);
            break;
        case 4:
            list[in] = step * 3;
            expected[in] = step * 3;
            break;
        case 5: {
            const qsizetype to = qsizetype(rng.bounded(int(expected.size())));
            list.move(in, to);
            expected.move(in, to);
            break;
        }
        case 6:
            for (int k = 0; k < 1500; ++k) { // enough to split a chunk
                list.insert(in, k);
                expected.insert(in, k);
            }
            break;
        default:
            EXPECT_EQ(list[in], expected[in]);
            break;
        }
        ASSERT_EQ(list.size(), expected.size()) << "step " << step << " op " << op;
    }
    EXPECT_EQ(toList(list), expected);
    EXPECT_EQ(list.toList(), expected);
    // The standard algorithms, through the iterators.
    std::sort(list.begin(), list.end());
    std::sort(expected.begin(), expected.end());
    EXPECT_EQ(toList(list), expected);
    const auto found = std::lower_bound(std::as_const(list).begin(), std::as_const(list).end(), 100);
    EXPECT_EQ(found.index(), std::lower_bound(expected.cbegin(), expected.cend(), 100) - expected.cbegin());
    // The predicate is called once per item, in order (callers collect what
    // they remove, as the edit session does).
    const QList<int> before = toList(list);
    QList<int> seen;
    EXPECT_EQ(list.removeIf([&](int v) { return seen << v, v % 3 == 0; }),
        expected.removeIf([](int v) { return v % 3 == 0; }));
    EXPECT_EQ(seen, before);
    EXPECT_EQ(toList(list), expected);
    list.erase(list.begin() + 10, list.begin() + 2000);
    expected.erase(expected.begin() + 10, expected.begin() + 2000);
    EXPECT_EQ(toList(list), expected);
    list.resize(3000);
    expected.resize(3000);
    EXPECT_EQ(toList(list), expected);
    list.resize(20);
    expected.resize(20);
    EXPECT_EQ(toList(list), expected);
    list.clear();
    EXPECT_TRUE(list.isEmpty());
}

TEST(ChunkedList, EditingOneEventCopiesOneChunkOfAHeldList)
{
    EventList events = numberedEvents(10000);
    ASSERT_GE(events.chunkCount(), 9);
    const EventList held = events; // as a worker holds the corpus
    EXPECT_EQ(sharedChunks(events, held), events.chunkCount());

    events[4321].titles.insert(QStringLiteral("en"), QStringLiteral("Changed"));
    EXPECT_EQ(sharedChunks(events, held), events.chunkCount() - 1);
    EXPECT_EQ(held[4321].titles.value(QStringLiteral("en")), QStringLiteral("Event 4321"));
    EXPECT_EQ(events[4321].titles.value(QStringLiteral("en")), QStringLiteral("Changed"));
    // The same chunk again: already the list's own, nothing more is copied.
    events[4322].setSummaryEn(QStringLiteral("also"));
    EXPECT_EQ(sharedChunks(events, held), events.chunkCount() - 1);
    EXPECT_TRUE(held[4322].summaryEn().isEmpty());
}

TEST(ChunkedList, InsertingOrRemovingInTheMiddleCopiesOnlyThatChunk)
{
    EventList events = numberedEvents(10000);
    const EventList held = events;
    Event added;
    added.id = QStringLiteral("added");
    events.insert(5000, added);
    EXPECT_EQ(sharedChunks(events, held), events.chunkCount() - 1);
    events.removeAt(200);
    EXPECT_EQ(sharedChunks(events, held), events.chunkCount() - 2);
    // An event moved from near the front to near the end (a date edit).
    events.move(100, 9000);
    EXPECT_GE(sharedChunks(events, held), events.chunkCount() - 4);
    EXPECT_EQ(events.size(), 10000);
    EXPECT_EQ(events[4998].id, QStringLiteral("added"));
    EXPECT_EQ(events[9000].id, QStringLiteral("e100"));
    ASSERT_EQ(held.size(), 10000);
    for (qsizetype i = 0; i < held.size(); ++i)
        ASSERT_EQ(held[i].id, QStringLiteral("e%1").arg(i));
    // Reads by index after the chunks stopped being equal in size.
    for (qsizetype i = 0; i < events.size(); i += 997)
        EXPECT_EQ(&events.at(i), &*(std::as_const(events).begin() + i));
}

TEST(ChunkedList, RemoveIfLeavesChunksWithoutMatchesShared)
{
    EventList events = numberedEvents(5000);
    const EventList held = events;
    EXPECT_EQ(events.removeIf([](const Event &e) { return e.id == u"e3000"; }), 1);
    EXPECT_EQ(sharedChunks(events, held), events.chunkCount() - 1);
    EXPECT_EQ(events.size(), 4999);
    EXPECT_EQ(held.size(), 5000);
}
