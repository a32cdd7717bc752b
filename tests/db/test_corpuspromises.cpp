// Holds the bundled corpus to the promises of docs/corpus.md: every date
// disagreement the page lists is one the conflict detector finds, and every
// one the detector finds is listed; a paragraph that dates its scene dates
// the accounts it holds; every form of a name the texts use is found by
// search; route notes agree with their waypoints.
#include "../qtprint.h"

#include <core/conflicts.h>
#include <db/corpusloader.h>
#include <db/search.h>
#include <db/store.h>
#include <db/userdata.h>

#include <gtest/gtest.h>

#include <QFile>
#include <QHash>
#include <QRegularExpression>
#include <QSet>
#include <QTemporaryDir>

using namespace parallax;
using namespace parallax::db;

namespace {

const Corpus &corpus()
{
    static const LoadedCorpus c = loadCorpusFolder(bundledCorpusPath());
    EXPECT_TRUE(c.ok()) << (c.problems.isEmpty() ? std::string() : c.problems.front().toString().toStdString());
    return c.corpus;
}

QString sourceText(const QString &id)
{
    for (const Source &s : corpus().sources)
        if (s.id == id)
            return s.text;
    return {};
}

// "event source" pairs, e.g. "waterloo 003".
using Pairs = QSet<QString>;

// The date disagreements docs/corpus.md lists: each line of its "Dates"
// section names the event in backquotes and each source in bold (**002**).
Pairs documentedDateDisagreements()
{
    QFile f(QStringLiteral(PARALLAX_SOURCE_DIR "/docs/corpus.md"));
    EXPECT_TRUE(f.open(QIODevice::ReadOnly)) << f.fileName().toStdString();
    const QStringList lines = QString::fromUtf8(f.readAll()).split(u'\n');
    static const QRegularExpression item(QStringLiteral("^- `([a-z0-9-]+)`"));
    static const QRegularExpression source(QStringLiteral("\\*\\*(\\d{3})\\*\\*"));
    Pairs out;
    bool inDates = false;
    for (const QString &line : lines) {
        if (line.startsWith(QLatin1String("### ")))
            inDates = line.contains(QLatin1String("Dates"));
        if (!inDates)
            continue;
        const auto m = item.match(line);
        if (!m.hasMatch())
            continue;
        for (auto it = source.globalMatch(line); it.hasNext();)
            out.insert(m.captured(1) + u' ' + it.next().captured(1));
    }
    return out;
}

Pairs detectedDateDisagreements()
{
    Pairs out;
    for (const Conflict &c : detectConflicts(corpus())) {
        if (c.kind == ConflictKind::SourceOrder)
            continue;
        for (const QString &s : c.sources)
            out.insert(c.eventId + u' ' + sourceLabel(s));
    }
    return out;
}

// The paragraph of `text` around a position.
QString paragraphAt(const QString &text, qsizetype at)
{
    const qsizetype start = text.lastIndexOf(u'\n', at) + 1;
    qsizetype end = text.indexOf(u'\n', at);
    if (end < 0)
        end = text.size();
    return text.mid(start, end - start);
}

} // namespace

TEST(CorpusPromises, TheDocumentedDateDisagreementsAreWhatTheDetectorFinds)
{
    const Pairs documented = documentedDateDisagreements();
    const Pairs detected = detectedDateDisagreements();
    ASSERT_GE(documented.size(), 20);
    for (const QString &p : documented)
        EXPECT_TRUE(detected.contains(p))
            << "docs/corpus.md lists " << p.toStdString() << ", which `parallax conflicts` does not find";
    for (const QString &p : detected)
        EXPECT_TRUE(documented.contains(p))
            << "`parallax conflicts` finds " << p.toStdString() << ", which docs/corpus.md does not list under Dates";
}

// A dated paragraph dates the accounts in it: an account without a claimed
// date in a paragraph that holds a date must say why (the date is another
// scene's), or carry the date the paragraph implies.
TEST(CorpusPromises, AccountsInDatedParagraphsCarryTheirDate)
{
    // clang-format off
    const QHash<QString, QString> kNotThisScene = {
        {QStringLiteral("fall-of-paris 联军进入巴黎"), QStringLiteral("the date that follows (３月３１日) is the declaration's")},
        {QStringLiteral("first-abdication Napoleon blev tvunget"), QStringLiteral("den 11.April 1814 dates the treaty, in the next clause")},
        {QStringLiteral("treaty-fontainebleau 他被允许保留"), QStringLiteral("１８１４年４月以前 describes Elba's status, not a scene")},
        {QStringLiteral("guard-to-elba 约有７００名"), QStringLiteral("１８１４年４月以前 describes Elba's status, not a scene")},
        {QStringLiteral("elba-french １８１４年４月以前"), QStringLiteral("\"before April 1814\" bounds a state of things, not a day")},
        {QStringLiteral("orgon-effigy 至奥尔贡"), QStringLiteral("the paragraph's only date (4月26日) comes after, for Le Luc")},
        {QStringLiteral("disguise-provence 为了安全"), QStringLiteral("the paragraph's only date (4月26日) comes after, for Le Luc")},
        {QStringLiteral("arrives-rochefort 每天都有几千人"), QStringLiteral("the crowds are of several days; 7月8日 dates the embarkation after them")},
        {QStringLiteral("sights-st-helena 它距离南非"), QStringLiteral("1502年 dates the discovery, in the sentence before")},
        {QStringLiteral("news-at-saint-dizier 拿破仑在特卢瓦"), QStringLiteral("３月３０日 dates his arrival at Fontainebleau, not the news")},
        {QStringLiteral("senate-deposes 可拿破仑还不知道"), QStringLiteral("a claim that he did not know on ４月２日: it dates no learning")},
        {QStringLiteral("army-gathers-fontainebleau 他留在特卢瓦"), QStringLiteral("４月２日 dates the next scene; the march came before it")},
        {QStringLiteral("la-rothiere 夜幕降临时"), QStringLiteral("２月３日 dates the entry into Troyes at the paragraph's end")},
        {QStringLiteral("treaty-fontainebleau 拿破仑曾希望被放逐至科西嘉岛"), QStringLiteral("a wish from before the treaty; 4月13日 dates the signing")},
        {QStringLiteral("poison-given 如前述"), QStringLiteral("a flashback to 1812 inside the paragraph of 12-13 April")},
        {QStringLiteral("last-sight-of-son 此后"), QStringLiteral("\"never again\" is no date")},
        {QStringLiteral("marie-louise-asks 她在枫丹白露"), QStringLiteral("background between 4月13日 and 4月27日, dated by neither")},
    };
    // clang-format on
    static const QRegularExpression date(QStringLiteral("[0-9０-９]{1,2}月[0-9０-９]{1,2}日|(?<![0-9０-９])[0-9０-９]{"
                                                        "1,2}日|[0-9０-９]{4}年|den \\d+\\.? ?[A-Za-zæøå]+|i 1\\d{3}"));
    QSet<QString> used;
    int checked = 0;
    for (const Event &e : corpus().events) {
        for (const Account &a : e.accounts) {
            if (a.claimedDate.isValid())
                continue;
            const QString text = sourceText(a.sourceId);
            const qsizetype at = text.indexOf(a.quote());
            ASSERT_GE(at, 0) << e.id.toStdString();
            const auto m = date.match(paragraphAt(text, at));
            if (!m.hasMatch())
                continue;
            ++checked;
            QString key;
            for (auto it = kNotThisScene.begin(); it != kNotThisScene.end(); ++it)
                if (it.key().section(u' ', 0, 0) == e.id && a.quote().startsWith(it.key().section(u' ', 1)))
                    key = it.key();
            EXPECT_FALSE(key.isEmpty()) << e.id.toStdString() << ": «" << a.quote().left(20).toStdString()
                                        << "» has no date, but its paragraph says " << m.captured().toStdString();
            used.insert(key);
        }
    }
    EXPECT_GT(checked, 5);
    for (auto it = kNotThisScene.begin(); it != kNotThisScene.end(); ++it)
        EXPECT_TRUE(used.contains(it.key()))
            << it.key().toStdString() << " is not needed any more: take it off the list";
}

TEST(CorpusPromises, EveryNameFormIsInItsSourcesAndFoundBySearch)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("c.sqlite"));
    ASSERT_TRUE(buildDatabase(corpus(), path, false).ok());
    auto db = Database::open(path, Database::Access::ReadOnly);
    ASSERT_TRUE(db.ok()) << db.error().toStdString();
    auto findsId = [&](const QString &form, bool place, const QString &id) {
        auto r = search(*db.value(), form, 200);
        if (!r)
            return false;
        for (const SearchHit &h : place ? r.value().places : r.value().people)
            if (h.id == id)
                return true;
        return false;
    };
    int forms = 0;
    for (const Place &p : corpus().places)
        for (const NameVariant &v : p.variants) {
            ++forms;
            for (const QString &s : v.sourceIds)
                EXPECT_TRUE(sourceText(s).contains(v.name)) << v.name.toStdString();
            EXPECT_TRUE(findsId(v.name, true, p.id))
                << "search for " << v.name.toStdString() << " misses " << p.id.toStdString();
        }
    for (const Person &p : corpus().people)
        for (const NameVariant &v : p.variants) {
            ++forms;
            EXPECT_TRUE(findsId(v.name, false, p.id))
                << "search for " << v.name.toStdString() << " misses " << p.id.toStdString();
        }
    EXPECT_GE(forms, 100);
    // The forms the issue names: Marie Louise has at least four, Bertrand two, the Bellerophon two.
    auto formsOf = [](const QList<NameVariant> &v) { return v.size(); };
    for (const Person &p : corpus().people) {
        if (p.id == u"marie-louise") {
            EXPECT_GE(formsOf(p.variants), 4);
        }
        if (p.id == u"bertrand") {
            EXPECT_GE(formsOf(p.variants), 2);
        }
    }
    for (const Place &p : corpus().places)
        if (p.id == u"bellerophon") {
            EXPECT_GE(formsOf(p.variants), 2);
        }
}

// The interface speaks English, Chinese and Danish, and the timeline draws
// each era's name in its language: a Danish window named every era in
// English (walkthrough). Each is named in all three, in the file and in the
// database the window reads.
TEST(CorpusPromises, EveryEraIsNamedInEachLanguageOfTheInterface)
{
    const QStringList languages {QStringLiteral("en"), QStringLiteral("zh"), QStringLiteral("da")};
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("c.sqlite"));
    ASSERT_TRUE(buildDatabase(corpus(), path, false).ok());
    auto db = Database::open(path, Database::Access::ReadOnly);
    ASSERT_TRUE(db.ok()) << db.error().toStdString();
    const auto stored = readCorpusHead(*db.value());
    ASSERT_TRUE(stored.ok()) << stored.error().toStdString();
    ASSERT_EQ(stored.value().eras.size(), corpus().eras.size());
    for (qsizetype i = 0; i < corpus().eras.size(); ++i) {
        const Era &era = corpus().eras[i];
        for (const QString &language : languages)
            EXPECT_FALSE(era.names.value(language).trimmed().isEmpty())
                << era.id.toStdString() << " has no name in " << language.toStdString();
        EXPECT_EQ(stored.value().eras[i].names, era.names) << era.id.toStdString();
    }
}

// A leg's note names the towns it goes by; each named one that is a place of
// the corpus must be among its waypoints (or its ends), and no waypoint
// may sit at a place of the corpus the note does not name.
TEST(CorpusPromises, RouteNotesAgreeWithTheirWaypoints)
{
    QHash<QString, const Place *> places;
    for (const Place &p : corpus().places)
        places.insert(p.id, &p);
    int checked = 0;
    for (const RouteLeg &l : corpus().route) {
        QSet<QString> on {l.fromPlaceId, l.toPlaceId};
        for (const Waypoint &w : l.waypoints)
            if (!w.placeId.isEmpty())
                on.insert(w.placeId);
        for (const Place &p : corpus().places) {
            const QString en = p.names.value(QStringLiteral("en"));
            if (en.size() < 4 || !l.note.contains(QStringLiteral("by ")) || on.contains(p.id))
                continue;
            // A town named after "by" (or in the list that follows) must be on the leg.
            const qsizetype by = l.note.indexOf(QStringLiteral("by "));
            const qsizetype stop = l.note.indexOf(u';', by);
            const QString list = l.note.mid(by, stop < 0 ? -1 : stop - by);
            EXPECT_FALSE(list.contains(en))
                << "leg " << l.seq << " (" << l.fromPlaceId.toStdString() << "→" << l.toPlaceId.toStdString()
                << ") goes by " << en.toStdString() << " in its note, but not in its waypoints";
            ++checked;
        }
        for (const Waypoint &w : l.waypoints)
            if (!w.placeId.isEmpty() && places.contains(w.placeId)) {
                EXPECT_TRUE(
                    l.note.contains(places.value(w.placeId)->names.value(QStringLiteral("en")).section(u',', 0, 0)))
                    << "leg " << l.seq << " passes " << w.placeId.toStdString() << " without its note saying so";
            }
    }
    EXPECT_GT(checked, 0);
    // The legs the issue names.
    for (const RouteLeg &l : corpus().route) {
        if (l.fromPlaceId == u"lyon" && l.toPlaceId == u"paris") {
            EXPECT_TRUE(l.note.contains(QStringLiteral("Auxerre")));
            EXPECT_FALSE(l.note.contains(QStringLiteral("Dijon")));
            for (const Waypoint &w : l.waypoints) // Dijon is at 47.32, 5.04
                EXPECT_FALSE(qAbs(w.lat - 47.32) < 0.1 && qAbs(w.lon - 5.04) < 0.1)
                    << "the 1815 road did not go by Dijon";
        }
        if (l.fromPlaceId == u"jamestown" && l.toPlaceId == u"briars") {
            EXPECT_EQ(l.depart.toEdtf(), QStringLiteral("1815-10-18"));
        }
    }
}
