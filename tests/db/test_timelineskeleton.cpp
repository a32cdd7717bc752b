// The timeline's first read of a large database (readTimelineSkeleton): the
// events in readCorpus()'s order with the same dates, eras, accounts' sources
// and claimed dates, so that the index built from it serves the corpus.
#include "testutil.h"

#include <core/synthetic.h>
#include <core/timelinedata.h>
#include <db/database.h>
#include <db/sqlite.h>
#include <db/sqliterepository.h>
#include <db/store.h>
#include <db/timelinecolumns.h>
#include <db/timelineskeleton.h>

#include <sqlite3.h>

#include <QSet>

#include <algorithm>
#include <optional>
#include <tuple>

using namespace parallax;
using namespace parallax::db;
using parallax::testing::readAll;

namespace {

QString buildWithOddDates(const QTemporaryDir &dir)
{
    SyntheticSpec spec;
    spec.events = 400;
    Corpus c = makeSyntheticCorpus(spec);
    // Dates the fast path leaves to the parser, and some it reads itself.
    const char *dates[]
        = {"1814-04-06", "1814-04", "1814", "1814-04-06?", "1814~", "[1814-04-06,1814-05-01]", "1814-04-06/1814-04-09",
            "181X", "1814-21", "0000", "-0044-03-15", "1814-04-06T10:00:00Z", "1814-04-06T10:00", "1814-04-06T10:30",
            "1814-04-06T10:30:15", "1814-04-06T10:00:00", "1814-04-06T01:00/1814-04-06T03:00", "1814-04/1815",
            "1814-04-06/1814-04-06", "1814-04-06T10:00+01:00", "1814-04-06?/1814-05", "../1814", "1814-04-06/.."};
    int k = 0;
    for (const char *d : dates) {
        c.events[k * 15].date = HistoricalDate::parse(QString::fromLatin1(d)).value();
        if (!c.events[k * 15 + 1].accounts.isEmpty())
            c.events[k * 15 + 1].accounts[0].claimedDate = HistoricalDate::parse(QString::fromLatin1(d)).value();
        ++k;
    }
    const QString path = dir.filePath(QStringLiteral("odd.parallax"));
    EXPECT_TRUE(buildDatabase(c, path, false).ok());
    return path;
}

} // namespace

TEST(TimelineSkeleton, HasTheCorpusOrderDatesAndClaims)
{
    QTemporaryDir dir;
    const QString path = buildWithOddDates(dir);
    auto db = Database::open(path, Database::Access::ReadOnly);
    ASSERT_TRUE(db.ok()) << db.error().toStdString();
    auto corpus = readCorpus(*db.value(), SourceTexts::LeftOut);
    auto skeleton = readTimelineSkeleton(*db.value());
    ASSERT_TRUE(corpus.ok());
    ASSERT_TRUE(skeleton.ok()) << skeleton.error().toStdString();
    const Corpus &c = corpus.value(), &s = skeleton.value();
    ASSERT_EQ(s.events.size(), c.events.size());
    ASSERT_EQ(s.sources.size(), c.sources.size());
    for (qsizetype i = 0; i < c.events.size(); ++i) {
        ASSERT_TRUE(s.events[i].date == c.events[i].date)
            << i << " " << s.events[i].date.toEdtf().toStdString() << " vs " << c.events[i].date.toEdtf().toStdString();
        ASSERT_EQ(s.events[i].eraId, c.events[i].eraId) << i;
        ASSERT_EQ(s.events[i].accounts.size(), c.events[i].accounts.size()) << i;
        for (qsizetype a = 0; a < c.events[i].accounts.size(); ++a) {
            ASSERT_EQ(s.events[i].accounts[a].sourceId, c.events[i].accounts[a].sourceId);
            ASSERT_TRUE(s.events[i].accounts[a].claimedDate == c.events[i].accounts[a].claimedDate)
                << i << "/" << a << " " << c.events[i].accounts[a].claimedDate.toEdtf().toStdString();
        }
    }
    const TimelineData fromSkeleton = buildTimelineData(s, LaneMode::Source);
    const TimelineData fromCorpus = buildTimelineData(c, LaneMode::Source);
    EXPECT_EQ(fromSkeleton.timeOrder, fromCorpus.timeOrder);
    EXPECT_EQ(fromSkeleton.conflictSpans, fromCorpus.conflictSpans);
    EXPECT_EQ(fromSkeleton.laneTitles, fromCorpus.laneTitles);
    ASSERT_EQ(fromSkeleton.lanes.size(), fromCorpus.lanes.size());
    for (std::size_t l = 0; l < fromCorpus.lanes.size(); ++l)
        EXPECT_EQ(fromSkeleton.lanes[l].size(), fromCorpus.lanes[l].size());
}

// The index the window shows first is the corpus's own, item for item.
namespace {

// The index read from `db` equals the one built from its corpus.
void expectIndexIsTheCorpusIndex(const Database &db)
{
    auto corpus = readCorpus(db, SourceTexts::LeftOut);
    EventRowIndex rows;
    auto index = readTimelineIndex(db, &rows);
    ASSERT_TRUE(corpus.ok());
    ASSERT_TRUE(index.ok()) << index.error().toStdString();
    // Each event's row by its index, and back, as the corpus has them.
    const EventList &events = corpus.value().events;
    ASSERT_EQ(rows.size(), std::size_t(events.size()));
    for (qsizetype k = 0; k < events.size(); ++k) {
        auto row = eventRowOfKey(db, events[k].id);
        ASSERT_TRUE(row.ok() && row.value());
        ASSERT_EQ(rows.rowAt(std::size_t(k)), *row.value()) << k;
        ASSERT_EQ(rows.indexOf(*row.value()), std::uint32_t(k)) << k;
        ASSERT_EQ(eventKeyOfRow(db, *row.value()).value(), events[k].id);
    }
    EXPECT_FALSE(rows.rowAt(rows.size()));
    EXPECT_FALSE(rows.indexOf(-1));
    EXPECT_FALSE(eventRowOfKey(db, QStringLiteral("no such event")).value());
    const TimelineData &read = index.value();
    const TimelineData built = buildTimelineData(corpus.value(), LaneMode::Source);
    EXPECT_EQ(read.timeOrder, built.timeOrder);
    EXPECT_EQ(read.conflictSpans, built.conflictSpans);
    EXPECT_EQ(read.laneTitles, built.laneTitles);
    EXPECT_EQ(read.extent.start, built.extent.start);
    EXPECT_EQ(read.extent.end, built.extent.end);
    EXPECT_EQ(read.storyExtent.start, built.storyExtent.start);
    EXPECT_EQ(read.storyExtent.end, built.storyExtent.end);
    EXPECT_EQ(read.density.total(), built.density.total());
    for (int k = 0; k < DensityPyramid::kLevels; ++k)
        EXPECT_EQ(read.density.level(k), built.density.level(k)) << k;
    ASSERT_EQ(read.lanes.size(), built.lanes.size());
    const AxisTime margin = AxisTime(500) * 366 * kSecondsPerDay; // claims reach outside the record's extent
    const AxisSpan all {built.extent.start - margin, built.extent.end + margin};
    std::size_t compared = 0;
    for (std::size_t l = 0; l < built.lanes.size(); ++l) {
        std::vector<std::tuple<AxisTime, std::uint32_t, std::uint32_t>> a, b;
        read.lanes[l].forEachVisible(
            all.start - 1, all.end + 1, [&](const TimelineItem &it) { a.emplace_back(it.start, it.length, it.bits); });
        built.lanes[l].forEachVisible(
            all.start - 1, all.end + 1, [&](const TimelineItem &it) { b.emplace_back(it.start, it.length, it.bits); });
        std::sort(a.begin(), a.end());
        std::sort(b.begin(), b.end());
        EXPECT_EQ(a.size(), built.lanes[l].size()) << l;
        EXPECT_EQ(a, b) << "lane " << l;
        compared += b.size();
    }
    EXPECT_GT(compared, std::size_t(400));
}

} // namespace

TEST(TimelineSkeleton, TheIndexReadNarrowlyIsTheCorpusIndex)
{
    QTemporaryDir dir;
    const QString path = buildWithOddDates(dir);
    auto db = Database::open(path, Database::Access::ReadOnly);
    ASSERT_TRUE(db.ok()) << db.error().toStdString();
    expectIndexIsTheCorpusIndex(*db.value());
    // The same without the stored index (a file some writer left stale).
    auto rw = Database::open(path, Database::Access::ReadWrite);
    ASSERT_TRUE(rw.ok());
    ASSERT_TRUE(rw.value()->execScript(QStringLiteral("INSERT INTO timeline_stale SELECT id FROM events;")).ok());
    auto stored = readStoredTimeline(*rw.value(), readCorpusHead(*rw.value()).value());
    ASSERT_TRUE(stored.ok());
    EXPECT_FALSE(stored.value().has_value()) << "a stale stored index is not used";
    expectIndexIsTheCorpusIndex(*rw.value());
}

namespace {

// Every event's stored timeline row is what storedTimelineOf() computes
// from the corpus read afresh, and nothing is left stale.
void expectStoredRowsAreFresh(const Database &db)
{
    EXPECT_EQ(db.scalar("SELECT count(*) FROM timeline_stale").toInt(), 0);
    EXPECT_EQ(checkStoredTimeline(db), QStringList()) << "parallax check finds them as fresh";
    auto corpus = readCorpus(db, SourceTexts::LeftOut);
    ASSERT_TRUE(corpus.ok()) << corpus.error().toStdString();
    QHash<QString, std::int64_t> sourceRow, eventRow;
    for (auto [table, map] : {std::pair {"sources", &sourceRow}, std::pair {"events", &eventRow}}) {
        auto st = Statement::prepare(db.handle(), QByteArray("SELECT id, key FROM ").append(table).constData());
        ASSERT_TRUE(st.ok());
        while (st.value().step())
            map->insert(st.value().text(1), st.value().int64(0));
    }
    QSet<QString> background;
    for (const Era &e : corpus.value().eras)
        if (e.background)
            background.insert(e.id);
    EXPECT_EQ(db.scalar("SELECT count(*) FROM timeline_events").toInt(), corpus.value().events.size());
    auto row = Statement::prepare(db.handle(),
        "SELECT t_start, t_end, story_start, story_end, conflict_start, conflict_end, items FROM timeline_events "
        "WHERE event_id = ?1");
    ASSERT_TRUE(row.ok());
    using Item = std::tuple<std::int64_t, AxisTime, std::uint32_t, std::uint32_t>;
    const auto sorted = [](const std::vector<StoredItem> &items) {
        std::vector<Item> out;
        for (const StoredItem &it : items)
            out.emplace_back(it.source, it.item.start, it.item.length, it.item.bits);
        std::sort(out.begin(), out.end());
        return out;
    };
    const auto span = [](const Statement &st, int c) {
        return st.isNull(c) ? std::optional<std::pair<AxisTime, AxisTime>>()
                            : std::pair<AxisTime, AxisTime>(st.int64(c), st.int64(c + 1));
    };
    const auto pairOf = [](const std::optional<AxisSpan> &s) {
        return s ? std::pair<AxisTime, AxisTime>(s->start, s->end) : std::optional<std::pair<AxisTime, AxisTime>>();
    };
    for (const Event &e : corpus.value().events) {
        const StoredTimelineEvent fresh = storedTimelineOf(e, background.contains(e.eraId));
        const QByteArray blob
            = encodeTimelineItems(fresh, [&](int k) { return sourceRow.value(e.accounts[k].sourceId); });
        std::vector<StoredItem> expected;
        decodeTimelineItems(std::string_view(blob.constData(), std::size_t(blob.size())), expected);
        Statement &st = row.value();
        st.reset();
        st.bind(1, eventRow.value(e.id));
        ASSERT_TRUE(st.step()) << "no stored row for " << e.id.toStdString();
        ASSERT_EQ(st.int64(0), fresh.record.start) << e.id.toStdString();
        ASSERT_EQ(st.int64(1), fresh.record.end) << e.id.toStdString();
        ASSERT_EQ(span(st, 2), pairOf(fresh.story)) << e.id.toStdString();
        ASSERT_EQ(span(st, 4), pairOf(fresh.conflict)) << e.id.toStdString();
        std::vector<StoredItem> stored;
        decodeTimelineItems(st.blob(6), stored);
        ASSERT_EQ(sorted(stored), sorted(expected)) << e.id.toStdString();
    }
}

} // namespace

TEST(TimelineColumns, StoredByTheImportAsComputedAfresh)
{
    QTemporaryDir dir;
    const QString path = buildWithOddDates(dir);
    auto db = Database::open(path, Database::Access::ReadOnly);
    ASSERT_TRUE(db.ok()) << db.error().toStdString();
    expectStoredRowsAreFresh(*db.value());
}

TEST(TimelineColumns, EachEditKeepsThemCurrent)
{
    QTemporaryDir dir;
    const QString path = buildWithOddDates(dir);
    auto db = Database::open(path, Database::Access::ReadWrite);
    ASSERT_TRUE(db.ok()) << db.error().toStdString();
    SqliteRepository repo(*db.value());
    const Corpus before = readCorpus(*db.value(), SourceTexts::LeftOut).value();
    const auto date = [](const char *d) { return HistoricalDate::parse(QString::fromLatin1(d)).value(); };
    // A claimed date that now disagrees, then one cleared.
    const Event &withAccounts = *std::find_if(
        before.events.begin(), before.events.end(), [](const Event &e) { return e.accounts.size() >= 2; });
    Account changed = withAccounts.accounts[0];
    changed.claimedDate = date("1066-10-14");
    ASSERT_TRUE(repo.updateAccount(withAccounts.id, changed).ok());
    expectStoredRowsAreFresh(*db.value());
    changed.claimedDate = HistoricalDate();
    ASSERT_TRUE(repo.updateAccount(withAccounts.id, changed).ok());
    expectStoredRowsAreFresh(*db.value());
    // A citation added, with a set of dates, then removed.
    Account cited = withAccounts.accounts[1];
    cited.setId({});
    cited.claimedDate = date("[1815-06-18,1815-06-20]");
    auto added = repo.addAccount(withAccounts.id, cited);
    ASSERT_TRUE(added.ok()) << added.error().toStdString();
    expectStoredRowsAreFresh(*db.value());
    ASSERT_TRUE(repo.removeAccount(added.value()).ok());
    expectStoredRowsAreFresh(*db.value());
    // The record's date moved (the event's place in time order with it).
    Event moved = before.events[before.events.size() / 2];
    moved.date = date("1200-01-01/1250");
    ASSERT_TRUE(repo.updateEvent(moved).ok());
    expectStoredRowsAreFresh(*db.value());
    // An event added, and one removed.
    Event fresh = before.events[3];
    fresh.id = QStringLiteral("a-new-event");
    fresh.accounts.clear();
    fresh.date = date("1799-11-09");
    ASSERT_TRUE(repo.addEvent(fresh).ok());
    expectStoredRowsAreFresh(*db.value());
    ASSERT_TRUE(repo.removeEvent(before.events[7].id).ok());
    expectStoredRowsAreFresh(*db.value());
    expectIndexIsTheCorpusIndex(*db.value());
    auto stored = readStoredTimeline(*db.value(), readCorpusHead(*db.value()).value());
    ASSERT_TRUE(stored.ok());
    EXPECT_TRUE(stored.value().has_value()) << "the stored index is read after edits";
}

// A schema 7 file is backed up, then migrated with every row computed.
TEST(TimelineColumns, TheMigrationComputesThemForAnOlderFile)
{
    QTemporaryDir dir;
    const QString path = buildWithOddDates(dir);
    {
        auto db = Database::open(path, Database::Access::ReadWrite);
        ASSERT_TRUE(db.ok());
        ASSERT_TRUE(db.value()
                        ->execScript(QStringLiteral(
                                         "DROP TRIGGER timeline_event_added; DROP TRIGGER timeline_event_changed;"
                                         "DROP TRIGGER timeline_event_removed; DROP TRIGGER timeline_account_added;"
                                         "DROP TRIGGER timeline_account_changed; DROP TRIGGER timeline_account_removed;"
                                         "DROP TRIGGER timeline_era_background; DROP TABLE timeline_events;"
                                         "DROP TABLE timeline_stale; PRAGMA user_version = 7;")
                            + parallax::testing::withoutConflictListSql() + parallax::testing::schema9SearchIndexSql()
                            + parallax::testing::schema10EventPeopleSql() + parallax::testing::schema11PassagesSql())
                        .ok());
    }
    const QByteArray original = readAll(path);
    EXPECT_FALSE(Database::open(path, Database::Access::ReadOnly).ok()) << "read-only access never upgrades";
    auto db = Database::open(path, Database::Access::ReadWrite);
    ASSERT_TRUE(db.ok()) << db.error().toStdString();
    EXPECT_EQ(db.value()->schemaVersion(), kSchemaVersion);
    ASSERT_FALSE(db.value()->backupPath().isEmpty());
    EXPECT_EQ(readAll(db.value()->backupPath()), original);
    EXPECT_TRUE(db.value()->schemaProblems().isEmpty()) << db.value()->schemaProblems().join(u'\n').toStdString();
    expectStoredRowsAreFresh(*db.value());
    expectIndexIsTheCorpusIndex(*db.value());
}

// `parallax check` compares every stored row with a fresh computation: a
// damaged span, damaged items, a missing row and a row of no event are each
// named; an event on the stale list is left to the writer.
TEST(TimelineColumns, CheckNamesEveryDamagedRow)
{
    QTemporaryDir dir;
    const QString path = buildWithOddDates(dir);
    auto db = Database::open(path, Database::Access::ReadWrite);
    ASSERT_TRUE(db.ok()) << db.error().toStdString();
    Database &d = *db.value();
    ASSERT_TRUE(checkStoredTimeline(d).isEmpty());
    ASSERT_TRUE(checkDatabase(d).ok());
    const auto keyOf = [&](int row) {
        return d.scalar(QStringLiteral("SELECT key FROM events WHERE id = %1").arg(row).toUtf8().constData());
    };
    const int withItems = d.scalar("SELECT min(event_id) FROM timeline_events WHERE length(items) >= 48").toInt();
    ASSERT_GT(withItems, 0);
    ASSERT_TRUE(
        d.execScript(
             QStringLiteral("UPDATE timeline_events SET t_start = t_start - 86400 WHERE event_id = 3;"
                            "UPDATE timeline_events SET items = substr(items, 25) || substr(items, 1, 23) || x'07' "
                            "WHERE event_id = %1;"
                            "DELETE FROM timeline_events WHERE event_id = 10;"
                            "PRAGMA foreign_keys = OFF;"
                            "INSERT INTO timeline_events (event_id, t_start, t_end, items) VALUES (99999, 0, 1, x'');"
                            "UPDATE timeline_events SET t_end = t_end + 1 WHERE event_id = 20;"
                            "INSERT INTO timeline_stale (event_id) VALUES (20);")
                 .arg(withItems))
            .ok());
    const QStringList problems = checkStoredTimeline(d);
    ASSERT_EQ(problems.size(), 4) << problems.join(u'\n').toStdString();
    EXPECT_TRUE(problems.contains(
        QStringLiteral("event %1: the stored timeline row differs from its dates (the record's span)").arg(keyOf(3))))
        << problems.join(u'\n').toStdString();
    EXPECT_TRUE(
        problems.contains(QStringLiteral("event %1: the stored timeline row differs from its dates (the items drawn)")
                              .arg(keyOf(withItems))))
        << problems.join(u'\n').toStdString();
    EXPECT_TRUE(problems.contains(QStringLiteral("event %1: no stored timeline row").arg(keyOf(10))));
    EXPECT_TRUE(problems.contains(QStringLiteral("a stored timeline row for event row 99999, which does not exist")));
    EXPECT_EQ(checkStoredTimeline(d, 2).size(), 3) << "two listed, then how many more";
    const CheckReport report = checkDatabase(d);
    EXPECT_FALSE(report.ok());
    EXPECT_EQ(report.timelineProblems, problems);
}
