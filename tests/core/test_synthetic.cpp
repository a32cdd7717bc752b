#include <core/synthetic.h>
#include <core/textoffsets.h>

#include <gtest/gtest.h>

using namespace parallax;

TEST(Synthetic, SameSpecSameCorpus)
{
    SyntheticSpec spec;
    spec.events = 500;
    const Corpus a = makeSyntheticCorpus(spec);
    const Corpus b = makeSyntheticCorpus(spec);
    ASSERT_EQ(a.events.size(), 500);
    for (int i = 0; i < 500; ++i) {
        EXPECT_EQ(a.events[i].date, b.events[i].date);
        EXPECT_EQ(a.events[i].placeId, b.events[i].placeId);
    }
    spec.seed = 7;
    const Corpus c = makeSyntheticCorpus(spec);
    int differ = 0;
    for (int i = 0; i < 500; ++i)
        differ += !(a.events[i].date == c.events[i].date);
    EXPECT_GT(differ, 400);
}

TEST(Synthetic, QuotesStandAtTheirOffsetsAndDatesInRange)
{
    SyntheticSpec spec;
    spec.events = 2000;
    const Corpus c = makeSyntheticCorpus(spec);
    AxisTime lo = 0, hi = 0;
    axisTimeOf(spec.firstYear, 1, 1, 0, 0, 0, &lo);
    axisTimeOf(spec.lastYear + 1, 1, 1, 0, 0, 0, &hi);
    int spans = 0;
    for (const Event &e : c.events) {
        ASSERT_FALSE(e.accounts.isEmpty());
        EXPECT_GE(e.date.span().start, lo);
        EXPECT_LE(e.date.span().end, hi);
        spans += e.date.isInterval();
        for (const Account &a : e.accounts) {
            const Source *s = nullptr;
            for (const Source &src : c.sources)
                if (src.id == a.sourceId)
                    s = &src;
            ASSERT_NE(s, nullptr);
            const qsizetype from = utf16IndexFromCodePoint(s->text, a.start);
            EXPECT_EQ(QStringView(s->text).mid(from, a.end - a.start), a.quote());
        }
    }
    EXPECT_NEAR(spans / 2000.0, spec.spanFraction, 0.05);
}
