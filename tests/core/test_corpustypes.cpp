// The corpus's compact parts: an account's words kept beside it
// (Account::Words), and the events found by id (core/eventidindex.h).
#include <core/accountid.h>
#include <core/corpus.h>
#include <core/eventidindex.h>
#include <core/interned.h>

#include <gtest/gtest.h>

#include <QHash>
#include <QRandomGenerator>

#include <thread>
#include <vector>

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

// An event's summary and people take room only once one is written; a
// copy changed leaves the original as it was.
TEST(EventDetails, AreKeptOnlyOnceOneIsWrittenAndCopiedOnChange)
{
    Event e;
    e.setSummaryEn(QString());
    e.setPersonIds({});
    EXPECT_FALSE(e.hasDetails());
    EXPECT_TRUE(e.summaryEn().isEmpty());
    EXPECT_TRUE(e.personIds().isEmpty());

    e.setPersonIds({QStringLiteral("napoleon")});
    EXPECT_TRUE(e.hasDetails());
    EXPECT_TRUE(e.summaryEn().isEmpty());
    e.setSummaryEn(QStringLiteral("He signs."));
    Event copy = e;
    copy.editPersonIds() << QStringLiteral("caulaincourt");
    copy.setSummaryEn(QStringLiteral("He signs at last."));
    EXPECT_EQ(e.personIds(), QStringList {QStringLiteral("napoleon")});
    EXPECT_EQ(e.summaryEn(), QStringLiteral("He signs."));
    EXPECT_EQ(copy.personIds(), (QStringList {QStringLiteral("napoleon"), QStringLiteral("caulaincourt")}));
    EXPECT_EQ(copy.summaryEn(), QStringLiteral("He signs at last."));

    Event people;
    people.editPersonIds() << QStringLiteral("ney");
    EXPECT_TRUE(people.hasDetails());
    EXPECT_EQ(people.personIds(), QStringList {QStringLiteral("ney")});
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

// Equal strings are one: compared by address, read back as given, whatever
// becomes of the string they were made from.
TEST(Interned, EqualStringsAreOneAndReadBackAsGiven)
{
    QString made = QStringLiteral("fontaine");
    made += QStringLiteral("bleau");
    const Interned a(made);
    made[0] = u'F'; // the string it came from changes
    const Interned b(QStringView(u"fontainebleau"));
    const Interned c(QStringLiteral("Fontainebleau"));
    EXPECT_EQ(a.str(), QStringLiteral("fontainebleau"));
    EXPECT_EQ(&a.str(), &b.str()) << "one string for both";
    EXPECT_TRUE(a == b);
    EXPECT_FALSE(a == c) << "case counts";
    EXPECT_TRUE(a == QStringLiteral("fontainebleau"));
    EXPECT_TRUE(a == QLatin1StringView("fontainebleau"));
    EXPECT_FALSE(a == QStringView(u"fontaine"));
    EXPECT_TRUE(c < a);
    EXPECT_EQ(qHash(a, 7), qHash(QStringLiteral("fontainebleau"), 7));

    Interned none;
    EXPECT_TRUE(none.isEmpty());
    EXPECT_TRUE(none == QString());
    EXPECT_TRUE(Interned(QString()) == none);
    EXPECT_TRUE(Interned(QStringLiteral("")) == none);
    Interned cleared = a;
    cleared.clear();
    EXPECT_TRUE(cleared.isEmpty());
    cleared = QStringLiteral("elba");
    EXPECT_EQ(cleared.size(), 4);
    EXPECT_EQ(cleared.toStdString(), "elba");
}

// Threads interning the same strings at once each get the one string.
TEST(Interned, ThreadsAtOnceGetOneStringEach)
{
    constexpr int kThreads = 4, kStrings = 1999; // prime: each thread's order visits every string
    std::vector<std::vector<const QString *>> got(kThreads, std::vector<const QString *>(kStrings, nullptr));
    std::vector<int> changed(kThreads, 0);
    std::vector<std::thread> threads;
    threads.reserve(kThreads);
    for (int t = 0; t < kThreads; ++t)
        threads.emplace_back([t, &got, &changed] {
            for (int round = 0; round < 3; ++round)
                for (int i = 0; i < kStrings; ++i) {
                    // Each thread in its own order; a string made anew each time.
                    const int k = (i * (2 * t + 1) + round) % kStrings;
                    const Interned s(QStringLiteral("id-%1").arg(k));
                    const QString *&slot = got[std::size_t(t)][std::size_t(k)];
                    if (slot && slot != &s.str())
                        ++changed[std::size_t(t)];
                    slot = &s.str();
                }
        });
    for (std::thread &t : threads)
        t.join();
    EXPECT_EQ(changed, std::vector<int>(kThreads, 0)) << "a string interned again is the one it was";
    for (int k = 0; k < kStrings; ++k) {
        ASSERT_NE(got[0][std::size_t(k)], nullptr) << k;
        EXPECT_EQ(*got[0][std::size_t(k)], QStringLiteral("id-%1").arg(k));
        for (int t = 1; t < kThreads; ++t)
            EXPECT_EQ(got[std::size_t(t)][std::size_t(k)], got[0][std::size_t(k)]) << t << " " << k;
    }
}

// The number of an id kept as one reads alike from UTF-16 and UTF-8: only
// digits as they are written back, nine at most.
TEST(AccountId, NumberReadsAlikeFromEitherEncoding)
{
    const QList<std::pair<QString, std::optional<std::int32_t>>> cases {{QStringLiteral("0"), 0},
        {QStringLiteral("7"), 7}, {QStringLiteral("120"), 120}, {QStringLiteral("999999999"), 999999999},
        {QStringLiteral("1234567890"), std::nullopt}, {QStringLiteral("012"), std::nullopt},
        {QStringLiteral("00"), std::nullopt}, {QString(), std::nullopt}, {QStringLiteral("+1"), std::nullopt},
        {QStringLiteral("-1"), std::nullopt}, {QStringLiteral("1a"), std::nullopt},
        {QStringLiteral("１"), std::nullopt}, {QStringLiteral("1 "), std::nullopt}};
    for (const auto &[text, expected] : cases) {
        EXPECT_EQ(idNumberOf(QStringView(text)), expected) << text.toStdString();
        const QByteArray utf8 = text.toUtf8();
        EXPECT_EQ(idNumberOf(QByteArrayView(utf8)), expected) << text.toStdString();
    }
}

// An id of its event's form is kept as the event's string and a number, and
// reads back as the whole id; any other id is its own string.
TEST(AccountId, OfItsEventsFormReadsBackWhole)
{
    Account a;
    EXPECT_FALSE(a.hasId());
    EXPECT_EQ(a.idNumber(), -1);
    const QString event = QStringLiteral("fall-of-paris");
    a.setIdOf(event, 12);
    EXPECT_TRUE(a.hasId());
    EXPECT_EQ(a.id(), QStringLiteral("fall-of-paris/12"));
    EXPECT_EQ(a.idNumber(), 12);
    EXPECT_TRUE(a.idIs(u"fall-of-paris/12"));
    EXPECT_FALSE(a.idIs(u"fall-of-paris/1"));
    EXPECT_FALSE(a.idIs(u"fall-of-paris"));
    for (const char16_t *other :
        {u"fall-of-paris/120", u"fall-of-paris/012", u"fall-of-paris/+12", u"fall-of-paris/12a", u"fall-of-pari/12",
            u"fall-of-parisx/12", u"fall-of-paris12", u"/12", u"fall-of-paris/4294967308"})
        EXPECT_FALSE(a.idIs(other)) << QString::fromUtf16(other).toStdString();
    const Account copy = a;
    EXPECT_EQ(copy.id(), a.id());
    a.setId(QStringLiteral("7d0c9a1e-uuid"));
    EXPECT_EQ(a.idNumber(), -1) << "a whole id leaves no number behind";
    EXPECT_EQ(a.id(), QStringLiteral("7d0c9a1e-uuid"));
    EXPECT_TRUE(a.idIs(u"7d0c9a1e-uuid"));
    EXPECT_EQ(copy.id(), QStringLiteral("fall-of-paris/12")) << "the copy keeps its own";
    a.setId({});
    EXPECT_FALSE(a.hasId());
    a.setIdOf(event, 0);
    EXPECT_EQ(a.id(), QStringLiteral("fall-of-paris/0"));
}
