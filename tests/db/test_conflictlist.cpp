// The conflict list stored when data is written (schema 9,
// db/conflictlist.h): an import stores what the data gives, any write of what
// conflicts are found from makes readers find them again, the list is read
// only for the locale it was written in, and a damaged list is refused.
#include "testutil.h"

#include <core/synthetic.h>
#include <db/conflictlist.h>
#include <db/conflictstream.h>
#include <db/corpusloader.h>
#include <db/database.h>
#include <db/sqliterepository.h>
#include <db/store.h>
#include <db/userdata.h>

#include <sqlite3.h>

#include <QLocale>

#include <functional>

using namespace parallax;
using namespace parallax::db;

namespace {

struct Listed
{
    bool stored = false;
    QStringList lines;
    QString error; // of opening or of reading
};

Listed listed(const QString &path, ConflictStream::Reading reading = ConflictStream::Reading::StoredWhenCurrent)
{
    Listed l;
    auto db = Database::open(path, Database::Access::ReadOnly);
    if (!db)
        return {false, {}, db.error()};
    auto stream = ConflictStream::open(*db.value(), 16 << 20, reading);
    if (!stream)
        return {false, {}, stream.error()};
    l.stored = stream.value()->isStored();
    Conflict c;
    while (stream.value()->next(&c))
        l.lines << parallax::testing::conflictLine(c);
    if (!stream.value()->status()) {
        l.error = stream.value()->status().error();
    } else {
        EXPECT_EQ(stream.value()->size(), l.lines.size());
    }
    return l;
}

void rawExec(const QString &path, const QString &sql)
{
    sqlite3 *h = nullptr;
    ASSERT_EQ(sqlite3_open(QFile::encodeName(path).constData(), &h), SQLITE_OK);
    char *err = nullptr;
    const int rc = sqlite3_exec(h, sql.toUtf8().constData(), nullptr, nullptr, &err);
    EXPECT_EQ(rc, SQLITE_OK) << (err ? err : "") << " in " << sql.toStdString();
    sqlite3_free(err);
    sqlite3_close(h);
}

QString builtBundled(const QTemporaryDir &dir)
{
    const LoadedCorpus loaded = loadCorpusFolder(bundledCorpusPath());
    EXPECT_TRUE(loaded.ok());
    QString path = dir.filePath(QStringLiteral("b.sqlite"));
    EXPECT_TRUE(buildDatabase(loaded.corpus, path, false).ok());
    return path;
}

// `edit` applied to an event through the repository, as the window and the
// command line edit; false when it could not be read or written.
bool editEvent(const QString &path, const QString &key, const std::function<void(Event &)> &edit)
{
    auto db = Database::open(path, Database::Access::ReadWrite);
    if (!db)
        return false;
    SqliteRepository repo(*db.value());
    auto e = repo.event(key);
    if (!e)
        return false;
    Event event = e.value();
    edit(event);
    return repo.updateEvent(event).ok();
}

// The list found and stored again, as an import stores it.
bool storeAgain(const QString &path)
{
    auto db = Database::open(path, Database::Access::ReadWrite);
    if (!db)
        return false;
    const Status s = storeConflictList(*db.value());
    EXPECT_TRUE(s.ok()) << s.error().toStdString();
    return s.ok();
}

QString copyOf(const QString &path, const QString &name)
{
    QString copy = QFileInfo(path).absoluteDir().filePath(name);
    QFile::remove(copy);
    EXPECT_TRUE(QFile::copy(path, copy));
    return copy;
}

} // namespace

TEST(ConflictList, AnImportStoresTheListTheDataGives)
{
    QTemporaryDir dir;
    SyntheticSpec spec;
    spec.events = 40000; // more than two runs of the detector
    spec.sources = 3;
    const QString path = dir.filePath(QStringLiteral("s.sqlite"));
    ASSERT_TRUE(buildDatabase(makeSyntheticCorpus(spec), path, false).ok());
    const Listed stored = listed(path);
    const Listed found = listed(path, ConflictStream::Reading::Found);
    EXPECT_TRUE(stored.stored);
    EXPECT_FALSE(found.stored);
    EXPECT_TRUE(stored.error.isEmpty()) << stored.error.toStdString();
    EXPECT_GT(found.lines.size(), 1000);
    EXPECT_EQ(stored.lines, found.lines);
    auto db = Database::open(path, Database::Access::ReadOnly);
    ASSERT_TRUE(db.ok());
    EXPECT_EQ(db.value()->scalar("SELECT locale FROM conflict_list_state"), conflictLocale());
    const CheckReport report = checkDatabase(*db.value());
    EXPECT_TRUE(report.conflictProblems.isEmpty()) << report.conflictProblems.join(u'\n').toStdString();
}

// Every write of what conflicts are made of (events, their titles, accounts,
// sources) makes readers find them again (what they find then is the new
// data's); a write of anything else keeps the list.
TEST(ConflictList, AWriteOfWhatConflictsAreFoundFromMakesReadersFindThem)
{
    QTemporaryDir dir;
    const QString built = builtBundled(dir);
    const Listed before = listed(built);
    ASSERT_TRUE(before.stored);
    ASSERT_GT(before.lines.size(), 10);
    const QStringList writes = {
        QStringLiteral("UPDATE events SET title_en = 'Renamed' WHERE key = 'waterloo'"),
        QStringLiteral("INSERT INTO event_titles (event_id, lang, title) SELECT id, 'fr', 'Waterloo' FROM events "
                       "WHERE key = 'waterloo'"),
        QStringLiteral("UPDATE accounts SET claimed_date = '1815-06-19' WHERE id = (SELECT min(id) FROM accounts)"),
        QStringLiteral("DELETE FROM accounts WHERE id = (SELECT max(id) FROM accounts)"),
        QStringLiteral("UPDATE sources SET title = 'Another title' WHERE id = 1"),
        QStringLiteral("UPDATE accounts SET q_start = q_start + 1, q_end = q_end + 1 WHERE id = 2"),
        QStringLiteral("UPDATE events SET date = '1815-06-17', t_start = t_start - 86400 WHERE key = 'waterloo'"),
        QStringLiteral("INSERT INTO events (key, title_en, date, t_start, t_end, precision) "
                       "VALUES ('new-event', 'New', '1815', 0, 1, 0)"),
    };
    for (qsizetype i = 0; i < writes.size(); ++i) {
        const QString copy = copyOf(built, QStringLiteral("w%1.sqlite").arg(i));
        rawExec(copy, QStringLiteral("PRAGMA foreign_keys = OFF; ") + writes[i]);
        const Listed after = listed(copy);
        EXPECT_FALSE(after.stored) << writes[i].toStdString();
        EXPECT_TRUE(after.error.isEmpty()) << after.error.toStdString();
        EXPECT_EQ(after.lines, listed(copy, ConflictStream::Reading::Found).lines);
        if (i == 0) {
            EXPECT_TRUE(after.lines.join(u'\n').contains(QStringLiteral("“Renamed”")));
        }
    }
    // Places, an event's summary, an account's gloss and note: not what
    // conflicts are made of.
    const QString other = copyOf(built, QStringLiteral("other.sqlite"));
    rawExec(other,
        QStringLiteral("UPDATE place_names SET name = 'Elsewhere' WHERE place_id = 1;"
                       "UPDATE events SET summary_en = 'Another summary' WHERE key = 'waterloo';"
                       "UPDATE accounts SET gloss_en = 'Another gloss', note_en = 'A note' WHERE id = 1;"));
    const Listed kept = listed(other);
    EXPECT_TRUE(kept.stored);
    EXPECT_EQ(kept.lines, before.lines);
    EXPECT_EQ(kept.lines, listed(other, ConflictStream::Reading::Found).lines);
}

// The explanations are written in one language: another locale finds the
// conflicts (in its own words) rather than read them. A list changed by hand
// is read as it is in its own locale, and `parallax check` says where it
// differs from the conflicts found.
TEST(ConflictList, IsReadOnlyInTheLocaleItWasWrittenFor)
{
    QTemporaryDir dir;
    const QString path = builtBundled(dir);
    rawExec(path, QStringLiteral("UPDATE conflict_list SET explanation = 'Changed by hand' WHERE position = 1"));
    const Listed here = listed(path);
    ASSERT_TRUE(here.stored);
    EXPECT_TRUE(here.lines.value(0).endsWith(QStringLiteral(" Changed by hand"))) << here.lines.value(0).toStdString();
    {
        auto db = Database::open(path, Database::Access::ReadOnly);
        ASSERT_TRUE(db.ok());
        const QStringList problems = checkDatabase(*db.value()).conflictProblems;
        ASSERT_EQ(problems.size(), 1) << problems.join(u'\n').toStdString();
        EXPECT_TRUE(problems[0].contains(QStringLiteral("conflict 1 of the stored list"))) << problems[0].toStdString();
        EXPECT_FALSE(checkDatabase(*db.value()).ok());
    }
    const QLocale original;
    if (conflictLocale() == u"en") { // English of another country writes the same words
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
        EXPECT_TRUE(listed(path).stored);
    }
    QLocale::setDefault(original.language() == QLocale::Danish ? QLocale(QLocale::German, QLocale::Germany)
                                                               : QLocale(QLocale::Danish, QLocale::Denmark));
    const Listed elsewhere = listed(path);
    QLocale::setDefault(original);
    EXPECT_FALSE(elsewhere.stored);
    EXPECT_EQ(elsewhere.lines.size(), here.lines.size());
    EXPECT_FALSE(elsewhere.lines.join(u'\n').contains(QStringLiteral("Changed by hand")));
}

// A list that cannot be the detector's is refused before anything is given,
// with why: a row missing in the middle or at the end, a row too many, a kind
// or severity out of range, a conflict of no source, text that is not UTF-8.
TEST(ConflictList, ADamagedListIsRefused)
{
    QTemporaryDir dir;
    const QString built = builtBundled(dir);
    const qint64 size = listed(built).lines.size();
    ASSERT_GT(size, 3);
    const QList<std::pair<QString, QString>> damages = {
        {QStringLiteral("DELETE FROM conflict_list WHERE position = 2"),
            QStringLiteral("has a row at 3 where 2 belongs")},
        {QStringLiteral("DELETE FROM conflict_list WHERE position = %1").arg(size),
            QStringLiteral("holds %1 of its %2 conflicts").arg(size - 1).arg(size)},
        {QStringLiteral("INSERT INTO conflict_list SELECT position + 1000, kind, severity, event, sources, claims, "
                        "gap, explanation FROM conflict_list WHERE position = 1"),
            QStringLiteral("has a row at 1001 where %1 belongs").arg(size + 1)},
        {QStringLiteral("PRAGMA ignore_check_constraints = ON; UPDATE conflict_list SET kind = 7 WHERE position = 2"),
            QStringLiteral("conflict 2 of its list is of no known kind or severity")},
        {QStringLiteral("UPDATE conflict_list SET sources = '' WHERE position = 3"),
            QStringLiteral("conflict 3 of its list is incomplete")},
        {QStringLiteral("UPDATE conflict_list_state SET conflicts = conflicts + 1"),
            QStringLiteral("holds %1 of its %2 conflicts").arg(size).arg(size + 1)},
        {QStringLiteral("UPDATE conflict_list SET explanation = CAST(X'41FF42' AS TEXT) WHERE position = 4"),
            QStringLiteral("conflict 4 of its list is incomplete")},
    };
    for (qsizetype i = 0; i < damages.size(); ++i) {
        const QString copy = copyOf(built, QStringLiteral("d%1.sqlite").arg(i));
        rawExec(copy, damages[i].first);
        const Listed read = listed(copy);
        EXPECT_TRUE(read.lines.isEmpty()) << damages[i].first.toStdString();
        EXPECT_TRUE(read.error.contains(QStringLiteral(" is damaged: ")) && read.error.contains(damages[i].second))
            << damages[i].first.toStdString() << ": " << read.error.toStdString();
    }
}

// A database of schema 8 gets its list when it is upgraded, and it is the
// list the data gives.
TEST(ConflictList, AnUpgradeStoresTheList)
{
    QTemporaryDir dir;
    const QString path = builtBundled(dir);
    const QStringList expected = listed(path, ConflictStream::Reading::Found).lines;
    rawExec(path,
        parallax::testing::withoutConflictListSql() + parallax::testing::schema9SearchIndexSql()
            + parallax::testing::schema10EventPeopleSql() + parallax::testing::schema11PassagesSql()
            + QStringLiteral("PRAGMA user_version = 8;"));
    EXPECT_FALSE(Database::open(path, Database::Access::ReadOnly).ok()) << "read-only access never upgrades";
    {
        auto db = Database::open(path, Database::Access::ReadWrite);
        ASSERT_TRUE(db.ok()) << db.error().toStdString();
        EXPECT_EQ(db.value()->schemaVersion(), kSchemaVersion);
        EXPECT_TRUE(db.value()->schemaProblems().isEmpty()) << db.value()->schemaProblems().join(u'\n').toStdString();
    }
    const Listed upgraded = listed(path);
    EXPECT_TRUE(upgraded.stored);
    EXPECT_GT(expected.size(), 10);
    EXPECT_EQ(upgraded.lines, expected);
}

// Through the repository, as the window and the command line edit: an
// event's summary, its other-language title written again unchanged, or an
// account's gloss keep the list; a new date does not.
TEST(ConflictList, AnEditOfWhatConflictsAreNotMadeOfKeepsTheList)
{
    QTemporaryDir dir;
    const QString path = builtBundled(dir);
    ASSERT_TRUE(editEvent(path, QStringLiteral("waterloo"),
        [](Event &e) { e.titles.insert(QStringLiteral("da"), QStringLiteral("Slaget ved Waterloo")); }));
    ASSERT_TRUE(storeAgain(path));
    const Listed before = listed(path);
    ASSERT_TRUE(before.stored);
    {
        auto db = Database::open(path, Database::Access::ReadWrite);
        ASSERT_TRUE(db.ok());
        SqliteRepository repo(*db.value());
        Event e = repo.event(QStringLiteral("waterloo")).value();
        e.setSummaryEn(QStringLiteral("Another summary"));
        ASSERT_TRUE(repo.updateEvent(e).ok());
        ASSERT_FALSE(e.accounts.isEmpty());
        Account a = e.accounts.first();
        a.setGlossEn(QStringLiteral("Another gloss"));
        ASSERT_TRUE(repo.updateAccount(e.id, a).ok());
    }
    const Listed kept = listed(path);
    EXPECT_TRUE(kept.stored);
    EXPECT_EQ(kept.lines, before.lines);
    const auto date = HistoricalDate::parse(QStringLiteral("1815-06-17"));
    ASSERT_TRUE(date.ok());
    ASSERT_TRUE(editEvent(path, QStringLiteral("waterloo"), [&](Event &e) { e.date = date.value(); }));
    const Listed after = listed(path);
    EXPECT_FALSE(after.stored);
    EXPECT_NE(after.lines, before.lines);
}

// A list stored by a detector of another version is not read.
TEST(ConflictList, AListOfAnotherDetectorIsNotRead)
{
    QTemporaryDir dir;
    const QString path = builtBundled(dir);
    const Listed current = listed(path);
    ASSERT_TRUE(current.stored);
    rawExec(path, QStringLiteral("UPDATE conflict_list_state SET detector = detector + 1"));
    const Listed other = listed(path);
    EXPECT_FALSE(other.stored);
    EXPECT_EQ(other.lines, current.lines);
}

// The list is read whole when it is opened: a writer is not kept out while a
// slow reader (a pager) takes the conflicts one by one.
TEST(ConflictList, ReadingTheListDoesNotKeepWritersOut)
{
    QTemporaryDir dir;
    const QString path = builtBundled(dir);
    auto reader = Database::open(path, Database::Access::ReadOnly);
    ASSERT_TRUE(reader.ok());
    auto stream = ConflictStream::open(*reader.value());
    ASSERT_TRUE(stream.ok()) << stream.error().toStdString();
    ASSERT_TRUE(stream.value()->isStored());
    Conflict first;
    ASSERT_TRUE(stream.value()->next(&first));
    {
        auto writer = Database::open(path, Database::Access::ReadWrite);
        ASSERT_TRUE(writer.ok()) << writer.error().toStdString();
        EXPECT_TRUE(writer.value()
                        ->execScript(QStringLiteral("BEGIN IMMEDIATE; UPDATE events SET title_en = 'Changed' "
                                                    "WHERE key = 'waterloo'; COMMIT;"))
                        .ok());
    }
    qsizetype rest = 0;
    Conflict c;
    while (stream.value()->next(&c))
        ++rest;
    EXPECT_TRUE(stream.value()->status().ok());
    EXPECT_EQ(rest + 1, stream.value()->size()) << "the list as it was when opened";
    EXPECT_FALSE(listed(path).stored) << "the write marked it out of date";
}

// Data the detector refuses does not keep an older file from being upgraded
// (and opened to mend it): the list is left out, and `conflicts` names the problem.
TEST(ConflictList, AnUpgradeOfDataTheDetectorRefusesLeavesTheListOut)
{
    QTemporaryDir dir;
    const QString path = builtBundled(dir);
    rawExec(path,
        parallax::testing::withoutConflictListSql() + parallax::testing::schema9SearchIndexSql()
            + parallax::testing::schema10EventPeopleSql() + parallax::testing::schema11PassagesSql()
            + QStringLiteral("UPDATE accounts SET claimed_date = '1814-13-45' WHERE id = 3; PRAGMA user_version = 8;"));
    {
        auto db = Database::open(path, Database::Access::ReadWrite);
        ASSERT_TRUE(db.ok()) << db.error().toStdString();
        EXPECT_EQ(db.value()->schemaVersion(), kSchemaVersion);
        EXPECT_EQ(db.value()->scalar("SELECT count(*) FROM conflict_list_state").toInt(), 0);
        EXPECT_EQ(db.value()->scalar("SELECT count(*) FROM conflict_list").toInt(), 0);
    }
    const Listed read = listed(path);
    EXPECT_FALSE(read.stored);
    EXPECT_TRUE(read.error.contains(QStringLiteral("does not parse"))) << read.error.toStdString();
}
