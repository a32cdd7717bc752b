// Holds the bundled Napoleon corpus to its promises.
#include <core/conflicts.h>
#include <core/textoffsets.h>
#include <db/corpusloader.h>
#include <db/userdata.h>

#include <QHash>
#include <QSet>

#include <gtest/gtest.h>

using namespace parallax;
using namespace parallax::db;

namespace {

const Corpus &bundled()
{
    static const LoadedCorpus c = loadCorpusFolder(bundledCorpusPath());
    EXPECT_TRUE(c.ok());
    return c.corpus;
}

} // namespace

TEST(BundledCorpusPromises, EveryQuoteIsVerbatimAtItsOffsets)
{
    QHash<QString, const Source *> sources;
    for (const Source &s : bundled().sources)
        sources.insert(s.id, &s);
    for (const Event &e : bundled().events) {
        ASSERT_FALSE(e.accounts.isEmpty()) << e.id.toStdString();
        for (const Account &a : e.accounts) {
            const Source *s = sources.value(a.sourceId);
            ASSERT_NE(s, nullptr);
            const qsizetype from = utf16IndexFromCodePoint(s->text, a.start);
            const qsizetype to = utf16IndexFromCodePoint(s->text, a.end);
            ASSERT_GE(from, 0);
            EXPECT_EQ(QStringView(s->text).mid(from, to - from), a.quote) << e.id.toStdString();
            EXPECT_FALSE(a.glossEn.isEmpty()) << e.id.toStdString();
            if (a.claimedDate.isValid()) {
                EXPECT_FALSE(a.dateText.isEmpty()) << e.id.toStdString() << ": a claimed date needs the source's words";
            }
        }
    }
}

TEST(BundledCorpusPromises, EventsAreCompleteAndBilingual)
{
    QSet<QString> places, eras;
    for (const Place &p : bundled().places)
        places.insert(p.id);
    for (const Era &e : bundled().eras)
        eras.insert(e.id);
    EXPECT_GE(bundled().events.size(), 80);
    for (const Event &e : bundled().events) {
        EXPECT_FALSE(e.titles.value(QStringLiteral("en")).isEmpty()) << e.id.toStdString();
        EXPECT_FALSE(e.titles.value(QStringLiteral("zh")).isEmpty()) << e.id.toStdString();
        EXPECT_FALSE(e.summaryEn.isEmpty()) << e.id.toStdString();
        EXPECT_TRUE(places.contains(e.placeId)) << e.id.toStdString();
        EXPECT_TRUE(eras.contains(e.eraId)) << e.id.toStdString();
        EXPECT_FALSE(e.category.isEmpty()) << e.id.toStdString();
    }
}

TEST(BundledCorpusPromises, EveryPlaceHasCoordinatesAndNames)
{
    for (const Place &p : bundled().places) {
        EXPECT_FALSE(p.lat == 0 && p.lon == 0) << p.id.toStdString();
        EXPECT_FALSE(p.names.value(QStringLiteral("en")).isEmpty()) << p.id.toStdString();
    }
}

TEST(BundledCorpusPromises, EachSourceIsCitedByManyEventsAndEachEraHoldsEvents)
{
    QHash<QString, QSet<QString>> citing;
    QHash<QString, int> perEra;
    for (const Event &e : bundled().events) {
        perEra[e.eraId]++;
        for (const Account &a : e.accounts)
            citing[a.sourceId].insert(e.id);
    }
    for (const Source &s : bundled().sources)
        EXPECT_GE(citing.value(s.id).size(), 8) << s.id.toStdString();
    for (const Era &e : bundled().eras)
        EXPECT_GE(perEra.value(e.id), 3) << e.id.toStdString();
}

TEST(BundledCorpusPromises, EventsLieInTheirEra)
{
    QHash<QString, AxisSpan> eras;
    for (const Era &e : bundled().eras)
        eras.insert(e.id, e.date.span());
    for (const Event &e : bundled().events) {
        const AxisSpan era = eras.value(e.eraId);
        EXPECT_TRUE(era.contains(e.date.span().start)) << e.id.toStdString() << " starts outside " << e.eraId.toStdString();
    }
}

TEST(BundledCorpusPromises, TheRouteIsContinuousInSpaceAndTime)
{
    const auto &route = bundled().route;
    ASSERT_GE(route.size(), 20);
    EXPECT_EQ(route.first().fromPlaceId, QStringLiteral("fontainebleau"));
    EXPECT_EQ(route.last().toPlaceId, QStringLiteral("longwood"));
    QSet<QString> visited;
    for (qsizetype i = 0; i < route.size(); ++i) {
        const RouteLeg &l = route[i];
        visited << l.fromPlaceId << l.toPlaceId;
        EXPECT_LE(l.depart.span().start, l.arrive.span().start) << "leg " << l.seq;
        if (i > 0) {
            EXPECT_EQ(route[i - 1].toPlaceId, l.fromPlaceId) << "leg " << l.seq << " does not start where the last ended";
            // Compared at the coarser precision: a departure "25 April" may
            // follow an arrival at 08:00 on 25 April.
            EXPECT_LT(route[i - 1].arrive.span().start, l.depart.span().end) << "leg " << l.seq << " leaves before arriving";
        }
        if (l.mode == TravelMode::Sea) {
            EXPECT_FALSE(l.waypoints.isEmpty()) << "sea leg " << l.seq << " needs waypoints at sea";
        }
        if (l.inferred) {
            EXPECT_FALSE(l.note.isEmpty()) << "inferred leg " << l.seq << " must say from what";
        }
    }
    for (const char *p : {"fontainebleau", "nevers", "lyon", "avignon", "orgon", "le-luc", "frejus", "portoferraio",
                          "golfe-juan", "grenoble", "paris", "rochefort", "ile-d-aix", "torbay", "plymouth",
                          "berry-head", "madeira", "jamestown", "briars", "longwood"})
        EXPECT_TRUE(visited.contains(QString::fromLatin1(p))) << p;
}

TEST(BundledCorpusPromises, KnownDisagreementsAreRecordedAsClaimed)
{
    // The Danish overview puts Waterloo in 2015; 000 has Napoleon board the
    // Bellerophon on 25 July. Both must stay as the sources say.
    auto claim = [](const char *event, const char *source) -> QString {
        for (const Event &e : bundled().events)
            if (e.id == QLatin1String(event))
                for (const Account &a : e.accounts)
                    if (a.sourceId.startsWith(QLatin1String(source)))
                        return a.claimedDate.toEdtf();
        return {};
    };
    EXPECT_EQ(claim("waterloo", "003"), QStringLiteral("2015-06-18"));
    EXPECT_EQ(claim("surrender-bellerophon", "000"), QStringLiteral("1815-07-25"));
    EXPECT_EQ(claim("first-abdication", "002"), QStringLiteral("1814-04-13"));
}

TEST(BundledCorpusConflicts, TheDetectorFindsWhatTheTextsGetWrong)
{
    const QList<Conflict> all = detectConflicts(bundled());
    ASSERT_FALSE(all.isEmpty());
    // Most severe first: the Danish overview's Waterloo in 2015.
    EXPECT_EQ(all.first().eventId, QStringLiteral("waterloo"));
    EXPECT_EQ(all.first().severity, Severity::Severe);
    EXPECT_TRUE(all.first().explanation.contains(QStringLiteral("200 years")));
    bool bellerophon = false, abdication = false;
    for (const Conflict &c : all) {
        if (c.eventId == u"surrender-bellerophon" && c.kind == ConflictKind::WithRecord) {
            bellerophon = true;
            EXPECT_EQ(c.gap, 10 * kSecondsPerDay);
        }
        if (c.eventId == u"first-abdication" && c.kind == ConflictKind::BetweenSources)
            abdication = true;
    }
    EXPECT_TRUE(bellerophon);
    EXPECT_TRUE(abdication);
    // An event whose dated accounts agree has no date conflict (a narrative-order note may remain).
    for (const Conflict &c : all) {
        if (c.kind != ConflictKind::SourceOrder) {
            EXPECT_NE(c.eventId, QStringLiteral("poison-attempt")) << c.explanation.toStdString();
        }
    }
}
