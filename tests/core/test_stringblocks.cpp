#include "../qtprint.h"

#include <core/localizednames.h>
#include <core/stringblocks.h>

#include <gtest/gtest.h>

#include <QThread>

#include <memory>
#include <vector>

using namespace parallax;

// Slices of one block read as the strings they were made from, each ends in
// a null (as utf16() promises), share their block, and a change to one
// gives it a copy of its own without touching its neighbours.
TEST(StringBlocks, SlicesReadAsTheirStringsAndChangeAlone)
{
    StringBlocks blocks(256);
    const QString a = blocks.copy(u"e0000001");
    const QString b = blocks.copy(u"事件370987");
    EXPECT_EQ(a, u"e0000001");
    EXPECT_EQ(b, u"事件370987");
    EXPECT_EQ(a.utf16()[a.size()], 0);
    EXPECT_EQ(b.utf16()[b.size()], 0);
    EXPECT_EQ(a.constData() + a.size() + 1, b.constData()); // side by side
    QString changed = a;
    changed += u"-x";
    changed[0] = u'E';
    EXPECT_EQ(changed, u"E0000001-x");
    EXPECT_EQ(a, u"e0000001");
    EXPECT_EQ(b, u"事件370987");
    EXPECT_TRUE(blocks.copy(u"").isNull());
    const QString longer(100, u'x'); // more than a sixteenth of the block: its own
    const QString own = blocks.copy(longer);
    EXPECT_EQ(own, longer);
    EXPECT_NE(own.constData(), longer.constData());
}

// A block lives as long as its last slice, wherever the slices went, and
// the writer making new blocks leaves the given ones as they were.
TEST(StringBlocks, SlicesOutliveTheirWriterAndFillManyBlocks)
{
    std::vector<QString> kept;
    {
        auto blocks = std::make_unique<StringBlocks>(128);
        for (int i = 0; i < 2000; ++i)
            kept.push_back(blocks->copy(QStringLiteral("id%1").arg(i)));
    }
    std::vector<QString> other;
    QThread *t = QThread::create([&] {
        for (std::size_t i = 0; i < kept.size(); i += 2)
            other.push_back(kept[i]); // copies on another thread
    });
    t->start();
    t->wait();
    delete t;
    for (std::size_t i = 1; i < kept.size(); i += 2)
        kept[i] = QString(); // half of every block's slices let go
    for (std::size_t i = 0; i < other.size(); ++i)
        EXPECT_EQ(other[i], QStringLiteral("id%1").arg(2 * i));
}

// Names moved into a block read, compare and change as before.
TEST(StringBlocks, LocalizedNamesSharedInABlockStayThemselves)
{
    StringBlocks blocks;
    LocalizedNames names {{QStringLiteral("en"), QStringLiteral("Event 370987")},
        {QStringLiteral("zh"), QStringLiteral("事件370987")}};
    const LocalizedNames before = names;
    names.shareIn(blocks);
    EXPECT_EQ(names, before);
    EXPECT_EQ(names.value(QStringLiteral("zh")), u"事件370987");
    LocalizedNames next = names;
    next.insert(QStringLiteral("da"), QStringLiteral("Begivenhed"));
    EXPECT_EQ(names, before);
    EXPECT_EQ(next.value(QStringLiteral("da")), u"Begivenhed");
    EXPECT_EQ(next.value(QStringLiteral("en")), u"Event 370987");
}

// Names packed straight into a block (the reader's way) are those that
// inserts and shareIn() give, and change as any names do; the packing room
// left from longer names is not read into shorter ones.
TEST(StringBlocks, NamesSetInABlockAreThoseInsertsGive)
{
    StringBlocks blocks;
    LocalizedNames inserted;
    inserted.insert(u"en", QStringLiteral("The Hundred Days, a long English title"));
    inserted.insert(u"zh", QStringLiteral("百日王朝"));
    LocalizedNames set;
    set.setIn(blocks, {{u"en", u"The Hundred Days, a long English title"}, {u"zh", u"百日王朝"}});
    EXPECT_EQ(set, inserted);
    LocalizedNames shorter;
    shorter.setIn(blocks, {{u"en", u"Elba"}});
    EXPECT_EQ(shorter.size(), 1);
    EXPECT_EQ(shorter.value(QStringLiteral("en")), u"Elba");
    EXPECT_TRUE(shorter.value(QStringLiteral("zh")).isEmpty());
    LocalizedNames empty;
    empty.setIn(blocks, {{u"en", QStringView()}});
    LocalizedNames emptyInserted;
    emptyInserted.insert(u"en", QStringView());
    EXPECT_EQ(empty, emptyInserted);
    set.insert(u"da", u"De hundrede dage");
    EXPECT_EQ(set.value(QStringLiteral("da")), u"De hundrede dage");
    EXPECT_EQ(set.value(QStringLiteral("en")), u"The Hundred Days, a long English title");
    EXPECT_EQ(shorter.value(QStringLiteral("en")), u"Elba");
}
