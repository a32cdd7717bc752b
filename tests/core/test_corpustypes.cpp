// The corpus's compact parts: an account's words kept beside it
// (Account::Words), and the events found by id (core/eventidindex.h).
#include <core/corpus.h>
#include <core/eventidindex.h>

#include <gtest/gtest.h>

#include <QHash>
#include <QRandomGenerator>

using namespace parallax;

namespace {

Event eventWithId(const QString &id)
{
    Event e;
    e.id = id;
    return e;
}

} // namespace

TEST(AccountWords, AreKeptOnlyOnceOneIsWritten)
{
    Account a;
    a.setQuote(QString());
    a.setNoteEn(QString());
    EXPECT_FALSE(a.hasWords()); // nothing written: no block
    EXPECT_TRUE(a.quote().isEmpty());

    a.setGlossEn(QStringLiteral("gloss"));
    EXPECT_TRUE(a.hasWords());
    EXPECT_EQ(a.glossEn(), QStringLiteral("gloss"));
    EXPECT_TRUE(a.quote().isEmpty());
    a.setQuote(QStringLiteral("quote"));
    a.setDateText(QStringLiteral("date words"));
    a.setNoteEn(QStringLiteral("note"));
    EXPECT_EQ(a.quote(), QStringLiteral("quote"));
    EXPECT_EQ(a.dateText(), QStringLiteral("date words"));
    EXPECT_EQ(a.noteEn(), QStringLiteral("note"));
}

TEST(AccountWords, ACopyIsChangedWithoutTheOriginal)
{
    Account a;
    a.setQuote(QStringLiteral("as told"));
    a.setGlossEn(QStringLiteral("first gloss"));
    Account b = a;
    b.setGlossEn(QStringLiteral("second gloss"));
    EXPECT_EQ(a.glossEn(), QStringLiteral("first gloss"));
    EXPECT_EQ(b.glossEn(), QStringLiteral("second gloss"));
    EXPECT_EQ(b.quote(), QStringLiteral("as told"));
}

TEST(AccountWords, LeftOutAreNoneAndSaySo)
{
    Account a;
    a.setQuote(QStringLiteral("as told"));
    a.setDateText(QStringLiteral("that day"));
    const Account kept = a;
    a.leaveOutWords();
    EXPECT_TRUE(a.wordsLeftOut);
    EXPECT_FALSE(a.hasWords());
    EXPECT_TRUE(a.quote().isEmpty());
    EXPECT_TRUE(a.dateText().isEmpty());
    EXPECT_EQ(kept.quote(), QStringLiteral("as told")); // the copy keeps them
    EXPECT_FALSE(kept.wordsLeftOut);
}

TEST(EventIdIndex, FindsEveryEventAndNoOther)
{
    EventList events;
    QHash<QString, int> expected;
    QRandomGenerator seeded(20261205);
    auto *random = &seeded;
    for (int i = 0; i < 5000; ++i) {
        // Ids of several lengths and alphabets, in no order.
        const QString id = i % 3 == 0 ? QStringLiteral("事件-%1").arg(random->generate())
                                       : QStringLiteral("e%1-%2").arg(i).arg(random->bounded(1000));
        if (expected.contains(id))
            continue;
        expected.insert(id, int(events.size()));
        events.append(eventWithId(id));
    }
    const EventIdIndex index(events);
    EXPECT_EQ(index.size(), expected.size());
    for (auto it = expected.cbegin(); it != expected.cend(); ++it)
        ASSERT_EQ(index.find(events, it.key()), it.value()) << qPrintable(it.key());
    EXPECT_EQ(index.find(events, u"no such event"), -1);
    EXPECT_EQ(index.find(events, u""), -1);
}

TEST(EventIdIndex, TheLaterOfTwoEventsWithOneIdIsFound)
{
    EventList events;
    for (const char *id : {"a", "b", "a", "c"})
        events.append(eventWithId(QString::fromLatin1(id)));
    const EventIdIndex index(events);
    EXPECT_EQ(index.size(), 3);
    EXPECT_EQ(index.find(events, u"a"), 2);
    EXPECT_EQ(index.find(events, u"b"), 1);
    EXPECT_EQ(index.find(events, u"c"), 3);
}

TEST(EventIdIndex, OfNoEventsFindsNothing)
{
    const EventList none;
    EXPECT_EQ(EventIdIndex().find(none, u"a"), -1);
    EXPECT_EQ(EventIdIndex(none).find(none, u"a"), -1);
    EXPECT_EQ(EventIdIndex(none).size(), 0);
}
