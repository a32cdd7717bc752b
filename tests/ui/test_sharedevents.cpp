// An edit in the window while a worker holds a copy of the corpus (issue 13):
// the model's event list is shared per chunk (core/chunkedlist.h), so the
// edit copies the chunk of the event it changes, never the whole list, and
// the held copy stays as it was.
#include "../qtprint.h"

#include <core/synthetic.h>
#include <db/sqliterepository.h>
#include <db/store.h>
#include <ui/corpusmodel.h>
#include <ui/editing/editcommands.h>
#include <ui/editing/editsession.h>

#include <gtest/gtest.h>

#include <QTemporaryDir>
#include <QUndoStack>

using namespace parallax;
using namespace parallax::ui;

namespace {

struct LargeSession
{
    QTemporaryDir dir;
    CorpusModel model;
    EditSession session {&model};

    explicit LargeSession(int events)
    {
        SyntheticSpec spec;
        spec.events = events;
        spec.sources = 3;
        const QString path = dir.filePath(QStringLiteral("large.parallax"));
        EXPECT_TRUE(db::buildDatabase(makeSyntheticCorpus(spec), path, false).ok());
        EXPECT_TRUE(session.open(path).ok());
    }

    // The index of an event with an account, past the first chunks.
    int eventWithAccount(int from) const
    {
        const EventList &events = model.corpus().events;
        for (int i = from; i < events.size(); ++i)
            if (!events[i].accounts.isEmpty())
                return i;
        return -1;
    }
};

qsizetype sharedChunks(const EventList &a, const EventList &b)
{
    qsizetype n = 0;
    for (qsizetype c = 0; c < a.chunkCount(); ++c)
        n += a.sharesChunkWith(b, c);
    return n;
}

} // namespace

TEST(SharedEvents, AnEditWithAHeldCopyCopiesOneChunk)
{
    LargeSession s(6000);
    ASSERT_EQ(s.model.corpus().events.size(), 6000);
    const Corpus held = s.model.corpus(); // as a worker (conflicts, statistics) holds it
    const int i = s.eventWithAccount(3000);
    ASSERT_GE(i, 0);
    const Event before = held.events[i];
    db::AccountRecord was {before.id, before.accounts.first()};
    db::AccountRecord changed = was;
    changed.account.claimedDate = HistoricalDate::parse(QStringLiteral("1799-03-04")).value();
    changed.account.setGlossEn(QStringLiteral("edited while held"));
    ASSERT_TRUE(s.session.push(new EditAccountCommand(s.session.repository(), was, changed)).ok());

    const EventList &now = s.model.corpus().events;
    ASSERT_EQ(now[i].id, before.id); // changed in place
    EXPECT_EQ(now[i].accounts.first().glossEn(), QStringLiteral("edited while held"));
    EXPECT_EQ(sharedChunks(now, held.events), now.chunkCount() - 1) << "the edit copied more than its chunk";
    // The held copy is unchanged.
    EXPECT_EQ(held.events[i].accounts.first().glossEn(), before.accounts.first().glossEn());
    EXPECT_EQ(held.events[i].accounts.first().claimedDate.toEdtf(), before.accounts.first().claimedDate.toEdtf());

    // A citation added to another event: one more chunk, the rest still shared.
    const int j = s.eventWithAccount(5000);
    ASSERT_GE(j, 0);
    Account cited = held.events[j].accounts.first();
    cited.setId({});
    cited.setGlossEn(QStringLiteral("cited while held"));
    const qsizetype accountsBefore = held.events[j].accounts.size();
    ASSERT_TRUE(s.session.push(new CiteCommand(s.session.repository(), held.events[j].id, cited)).ok());
    EXPECT_EQ(s.model.corpus().events[j].accounts.size(), accountsBefore + 1);
    EXPECT_EQ(held.events[j].accounts.size(), accountsBefore);
    EXPECT_GE(sharedChunks(s.model.corpus().events, held.events), s.model.corpus().events.chunkCount() - 2);

    // Undone: the values come back; the held copy never moved.
    s.session.undoStack()->undo();
    s.session.undoStack()->undo();
    EXPECT_EQ(s.model.corpus().events[i].accounts.first().glossEn(), before.accounts.first().glossEn());
    EXPECT_EQ(s.model.corpus().events[j].accounts.size(), accountsBefore);
    EXPECT_EQ(held.events[j].accounts.size(), accountsBefore);
}

TEST(SharedEvents, AnEventMovedInTimeLeavesTheOtherChunksShared)
{
    LargeSession s(6000);
    const Corpus held = s.model.corpus();
    const int i = s.eventWithAccount(100);
    ASSERT_GE(i, 0);
    Event moved = held.events[i];
    const QString id = moved.id;
    moved.date = HistoricalDate::parse(QStringLiteral("1829-12-30")).value(); // to the end of the corpus
    ASSERT_TRUE(s.session.push(new EditEventCommand(s.session.repository(), held.events[i], moved)).ok());

    const EventList &now = s.model.corpus().events;
    ASSERT_EQ(now.size(), held.events.size());
    const int at = s.model.eventIndex(id);
    EXPECT_GT(at, 5000);
    EXPECT_EQ(now[at].date.toEdtf(), QStringLiteral("1829-12-30"));
    // Taken out of one chunk and put into another: the chunks between are shared.
    EXPECT_GE(sharedChunks(now, held.events), now.chunkCount() - 2);
    EXPECT_EQ(held.events[i].id, id);
    EXPECT_NE(held.events[i].date.toEdtf(), QStringLiteral("1829-12-30"));
}
