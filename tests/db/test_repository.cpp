// The SQLite repository: every write is one transaction that keeps the rows,
// the search index and the change feed in step; bad input changes nothing.
#include "../qtprint.h"

#include <core/textoffsets.h>
#include <db/corpusloader.h>
#include <db/search.h>
#include <db/searchindex.h>
#include <db/sqliterepository.h>
#include <db/store.h>
#include <db/userdata.h>

#include <gtest/gtest.h>

#include <QTemporaryDir>

using namespace parallax;
using namespace parallax::db;

namespace {

const QString kEnglish = QStringLiteral(
    "Memoirs of a quartermaster.\n"
    "On the morning of 6 April 1814 the marshals came to Fontainebleau and the Emperor wrote his abdication.\n"
    "A week later, on 13 April, he took poison in the night, but the dose failed.\n");

struct Fixture
{
    QTemporaryDir dir;
    std::unique_ptr<Database> db;
    std::unique_ptr<SqliteRepository> repo;

    explicit Fixture(bool bundled = true)
    {
        const QString path = dir.filePath(QStringLiteral("r.sqlite"));
        if (bundled) {
            EXPECT_TRUE(buildDatabase(loadCorpusFolder(bundledCorpusPath()).corpus, path, false).ok());
            auto r = Database::open(path, Database::Access::ReadWrite);
            EXPECT_TRUE(r.ok()) << r.error().toStdString();
            db = std::move(r).value();
        } else {
            auto r = Database::create(path);
            EXPECT_TRUE(r.ok()) << r.error().toStdString();
            db = std::move(r).value();
        }
        repo = std::make_unique<SqliteRepository>(*db);
    }

    QString addEnglishSource()
    {
        Source s;
        s.id = QStringLiteral("quartermaster");
        s.title = QStringLiteral("Memoirs of a quartermaster");
        s.language = QStringLiteral("en");
        s.text = kEnglish;
        auto id = repo->addSource(s);
        EXPECT_TRUE(id.ok()) << id.error().toStdString();
        return id ? id.value() : QString();
    }

    Account citation(const QString &words, const QString &gloss = {}) const
    {
        Account a;
        a.sourceId = QStringLiteral("quartermaster");
        a.setQuote(words);
        a.start = kEnglish.indexOf(words);
        a.end = a.start + words.size();
        a.setGlossEn(gloss);
        return a;
    }

    bool eventFound(const QString &query, const QString &eventId) const
    {
        auto r = search(*db, query);
        EXPECT_TRUE(r.ok());
        for (const SearchHit &h : r->events)
            if (h.id == eventId)
                return true;
        return false;
    }

    bool passageFound(const QString &query, const QString &sourceId) const
    {
        auto r = search(*db, query);
        for (const SearchHit &h : r->passages)
            if (h.id == sourceId)
                return true;
        return false;
    }

    void expectConsistent() const
    {
        const CheckReport r = checkDatabase(*db);
        EXPECT_TRUE(r.ok()) << r.contentProblems.join(u'\n').toStdString() << r.searchProblems.join(u'\n').toStdString()
                            << r.schemaProblems.join(u'\n').toStdString();
        EXPECT_EQ(indexTerms(*db), rebuiltTerms());
    }

    // Every (term, row) of the event index, and of the passage index by
    // (source, start): what a search can find (the index keeps no columns
    // nor offsets, schema 10: those read as null).
    static QStringList indexTerms(const Database &d)
    {
        QStringList out;
        // search_names is left out: an import and a rebuild disagree on names that
        // are also listed as forms (schema 5), whatever the edits do.
        for (const char *table : {"search_events", "search_passages", "search_pairs"}) {
            const QByteArray create = QByteArray("CREATE VIRTUAL TABLE IF NOT EXISTS temp.v_") + table
                + " USING fts5vocab(main, " + table + ", instance)";
            auto created = Statement::prepare(d.handle(), create.constData());
            EXPECT_TRUE(created.ok() && created.value().exec())
                << (created ? created.value().error() : created.error()).toStdString();
            const bool passages = QByteArray(table) != "search_events";
            const QByteArray sql = passages
                ? QByteArray("SELECT v.term, p.source_id || ':' || p.start, v.col, v.offset FROM temp.v_") + table
                    + " v JOIN passages p ON p.id = v.doc"
                : QByteArray("SELECT term, doc, col, offset FROM temp.v_") + table;
            auto st = Statement::prepare(d.handle(), sql.constData());
            EXPECT_TRUE(st.ok()) << st.error().toStdString();
            if (!st)
                continue;
            while (st.value().step())
                out << QStringLiteral("%1 %2 %3 %4 %5")
                           .arg(QLatin1String(table), st.value().text(0), st.value().text(1), st.value().text(2),
                               st.value().text(3));
        }
        out.sort();
        return out;
    }

    QStringList rebuiltTerms() const
    {
        const QString copy = dir.filePath(QStringLiteral("copy.sqlite"));
        QFile::remove(copy);
        EXPECT_TRUE(db->execScript(QStringLiteral("VACUUM INTO '%1'").arg(copy)).ok());
        auto other = Database::open(copy, Database::Access::ReadWrite);
        EXPECT_TRUE(other.ok()) << other.error().toStdString();
        Transaction tx(*other.value());
        EXPECT_TRUE(rebuildSearchIndex(*other.value()).ok());
        EXPECT_TRUE(tx.commit().ok());
        return indexTerms(*other.value());
    }

    qint64 count(const char *sql) const { return db->scalar(sql).toLongLong(); }
};

} // namespace

TEST(Repository, ImportedAccountsHaveStableKeys)
{
    Fixture f;
    auto e = f.repo->event(QStringLiteral("fall-of-paris"));
    ASSERT_TRUE(e.ok()) << e.error().toStdString();
    ASSERT_GE(e->accounts.size(), 2);
    EXPECT_EQ(e->accounts[0].id(), QStringLiteral("fall-of-paris/0"));
    EXPECT_EQ(e->accounts[1].id(), QStringLiteral("fall-of-paris/1"));
    auto a = f.repo->account(QStringLiteral("fall-of-paris/1"));
    ASSERT_TRUE(a.ok());
    EXPECT_EQ(a->eventId, QStringLiteral("fall-of-paris"));
    auto corpus = readCorpus(*f.db);
    ASSERT_TRUE(corpus.ok());
    EXPECT_EQ(corpus->events.first().accounts.first().id().isEmpty(), false);
}

// An account keeps its offsets in 32 bits: a stored row past them is
// refused when an edit reads it back, not wrapped into another passage.
TEST(Repository, RefusesAnAccountWhoseOffsetsNoTextCanHave)
{
    Fixture f;
    ASSERT_TRUE(f.db->execScript(QStringLiteral("UPDATE accounts SET q_start = q_start + 4294967296, "
                                                "q_end = q_end + 4294967296 WHERE key = 'fall-of-paris/1'"))
                    .ok());
    auto a = f.repo->account(QStringLiteral("fall-of-paris/1"));
    ASSERT_FALSE(a.ok());
    EXPECT_TRUE(a.error().contains(QStringLiteral("fall-of-paris/1"))) << a.error().toStdString();
    EXPECT_TRUE(f.repo->account(QStringLiteral("fall-of-paris/0")).ok());
}

TEST(Repository, AddedSourceAndCitationAreFoundAtOnce)
{
    Fixture f;
    f.addEnglishSource();
    EXPECT_TRUE(f.passageFound(QStringLiteral("quartermaster"), QStringLiteral("quartermaster")));
    EXPECT_TRUE(f.passageFound(QStringLiteral("took poison"), QStringLiteral("quartermaster")));

    Event ev;
    ev.id = QStringLiteral("poison");
    ev.titles.insert(QStringLiteral("en"), QStringLiteral("Napoleon's attempted suicide"));
    ev.date = HistoricalDate::parse(QStringLiteral("1814-04-12/1814-04-13")).value();
    ASSERT_TRUE(f.repo->addEvent(ev).ok());
    EXPECT_TRUE(f.eventFound(QStringLiteral("attempted suicide"), QStringLiteral("poison")));

    Account a = f.citation(QStringLiteral("he took poison in the night"), QStringLiteral("the dose of opium failed"));
    a.claimedDate = HistoricalDate::parse(QStringLiteral("1814-04-13")).value();
    a.setDateText(QStringLiteral("13 April"));
    auto id = f.repo->addAccount(QStringLiteral("poison"), a);
    ASSERT_TRUE(id.ok()) << id.error().toStdString();
    EXPECT_TRUE(f.eventFound(QStringLiteral("dose of opium"), QStringLiteral("poison")));
    auto back = f.repo->account(id.value());
    ASSERT_TRUE(back.ok());
    EXPECT_EQ(back->account.claimedDate.toEdtf(), QStringLiteral("1814-04-13"));
    EXPECT_EQ(back->account.quote(), a.quote());
    f.expectConsistent();

    // A changed gloss is found by its new words only.
    Account changed = back->account;
    changed.setGlossEn(QStringLiteral("laudanum in a little bag"));
    changed.claimedDate = HistoricalDate::parse(QStringLiteral("1814-04-12")).value();
    ASSERT_TRUE(f.repo->updateAccount(QStringLiteral("poison"), changed).ok());
    EXPECT_FALSE(f.eventFound(QStringLiteral("dose of opium"), QStringLiteral("poison")));
    EXPECT_TRUE(f.eventFound(QStringLiteral("little bag"), QStringLiteral("poison")));
    f.expectConsistent();

    ASSERT_TRUE(f.repo->removeAccount(id.value()).ok());
    EXPECT_FALSE(f.eventFound(QStringLiteral("little bag"), QStringLiteral("poison")));
    ASSERT_TRUE(f.repo->removeEvent(QStringLiteral("poison")).ok());
    EXPECT_FALSE(f.eventFound(QStringLiteral("attempted suicide"), QStringLiteral("poison")));
    ASSERT_TRUE(f.repo->removeSource(QStringLiteral("quartermaster")).ok());
    EXPECT_FALSE(f.passageFound(QStringLiteral("took poison"), QStringLiteral("quartermaster")));
    f.expectConsistent();
}

TEST(Repository, EditingAnImportedEventReindexesItsChunk)
{
    Fixture f;
    auto e = f.repo->event(QStringLiteral("fall-of-paris"));
    ASSERT_TRUE(e.ok());
    Event changed = e.value();
    changed.titles.insert(QStringLiteral("en"), QStringLiteral("Paris opens its gates"));
    ASSERT_TRUE(f.repo->updateEvent(changed).ok());
    EXPECT_TRUE(f.eventFound(QStringLiteral("opens its gates"), QStringLiteral("fall-of-paris")));
    EXPECT_FALSE(f.eventFound(QStringLiteral("capitulates to the Allies"), QStringLiteral("fall-of-paris")));
    auto again = f.repo->event(QStringLiteral("fall-of-paris"));
    EXPECT_EQ(again->accounts.size(), e->accounts.size()); // untouched
    f.expectConsistent();
}

TEST(Repository, MovingAnAccountRenumbersBothEvents)
{
    Fixture f;
    auto from = f.repo->event(QStringLiteral("fall-of-paris"));
    ASSERT_TRUE(from.ok());
    const Account moved = from->accounts.first();
    Event target;
    target.id = QStringLiteral("target");
    target.titles.insert(QStringLiteral("en"), QStringLiteral("Target"));
    target.date = HistoricalDate::parse(QStringLiteral("1814")).value();
    ASSERT_TRUE(f.repo->addEvent(target).ok());
    ASSERT_TRUE(f.repo->updateAccount(QStringLiteral("target"), moved).ok());
    EXPECT_EQ(f.repo->event(QStringLiteral("target"))->accounts.size(), 1);
    EXPECT_EQ(f.repo->event(QStringLiteral("fall-of-paris"))->accounts.size(), from->accounts.size() - 1);
    EXPECT_TRUE(readCorpus(*f.db).ok());
    f.expectConsistent();
}

// The views take an edited era as era() reads it back, which left out its
// Danish name (a Danish window's timeline would then name the era in
// English) and whether it is background; deleting it and undoing lost the
// Danish name for good.
TEST(Repository, AnEraKeepsItsNamesInEveryLanguageAndItsBackgroundThroughEdits)
{
    Fixture f;
    auto background = f.repo->era(QStringLiteral("background"));
    ASSERT_TRUE(background.ok()) << background.error().toStdString();
    EXPECT_TRUE(background->background);

    Era era;
    era.id = QStringLiteral("restoration");
    era.names = {{QStringLiteral("en"), QStringLiteral("The first Restoration")},
        {QStringLiteral("zh"), QStringLiteral("第一次复辟")},
        {QStringLiteral("da"), QStringLiteral("Den første restauration")}};
    era.date = HistoricalDate::parse(QStringLiteral("1814-04/1815-03")).value();
    ASSERT_TRUE(f.repo->addEra(era).ok());
    EXPECT_EQ(f.repo->era(era.id)->names, era.names);

    Era edited = f.repo->era(era.id).value();
    edited.date = HistoricalDate::parse(QStringLiteral("1814-05/1815-03")).value();
    ASSERT_TRUE(f.repo->updateEra(edited).ok());
    EXPECT_EQ(f.repo->era(era.id)->names, era.names);
    EXPECT_FALSE(f.repo->era(era.id)->background);

    const Era removed = f.repo->era(era.id).value();
    ASSERT_TRUE(f.repo->removeEra(era.id).ok());
    ASSERT_TRUE(f.repo->addEra(removed).ok()); // as an undo does
    EXPECT_EQ(f.repo->era(era.id)->names, era.names);
    auto stored = readCorpusHead(*f.db);
    ASSERT_TRUE(stored.ok()) << stored.error().toStdString();
    for (const Era &e : stored->eras)
        if (e.id == era.id) {
            EXPECT_EQ(e.names, era.names);
        }
    f.expectConsistent();
}

TEST(Repository, BadInputIsRefusedAndChangesNothing)
{
    Fixture f;
    f.addEnglishSource();
    const qint64 accounts = f.count("SELECT count(*) FROM accounts");
    const qint64 changes = f.count("SELECT count(*) FROM changes");

    Account wrongQuote = f.citation(QStringLiteral("took poison"));
    wrongQuote.setQuote(QStringLiteral("took opium"));
    auto r1 = f.repo->addAccount(QStringLiteral("fall-of-paris"), wrongQuote);
    ASSERT_FALSE(r1.ok());
    EXPECT_TRUE(r1.error().contains(QLatin1String("does not say"))) << r1.error().toStdString();

    auto r2 = f.repo->addAccount(QStringLiteral("no-such-event"), f.citation(QStringLiteral("took poison")));
    ASSERT_FALSE(r2.ok());
    EXPECT_TRUE(r2.error().contains(QLatin1String("no-such-event")));

    Account outside = f.citation(QStringLiteral("took poison"));
    outside.start = 100000;
    outside.end = 100011;
    EXPECT_FALSE(f.repo->addAccount(QStringLiteral("fall-of-paris"), outside).ok());

    Event noDate;
    noDate.titles.insert(QStringLiteral("en"), QStringLiteral("Undated"));
    EXPECT_FALSE(f.repo->addEvent(noDate).ok());
    Event badPlace;
    badPlace.titles.insert(QStringLiteral("en"), QStringLiteral("Nowhere"));
    badPlace.date = HistoricalDate::parse(QStringLiteral("1814")).value();
    badPlace.placeId = QStringLiteral("atlantis");
    EXPECT_FALSE(f.repo->addEvent(badPlace).ok());
    EXPECT_FALSE(f.repo->removeSource(QStringLiteral("002_b362695813637752")).ok()); // cited

    EXPECT_EQ(f.count("SELECT count(*) FROM accounts"), accounts);
    EXPECT_EQ(f.count("SELECT count(*) FROM changes"), changes);
    EXPECT_EQ(f.count("SELECT count(*) FROM events WHERE key = 'Nowhere'"), 0);
    f.expectConsistent();
}

// A passage is read from the source's text by code points (characters
// outside the BMP count once), with its context, and only when it changed.
TEST(Repository, APassageIsCheckedByCodePointsAndOnlyWhenItChanged)
{
    Fixture f(false);
    // Two characters outside the BMP before the quote, one inside it.
    const QString text = QStringLiteral("\U00020000\U00020001 on the 6th \U00020002 of April the Emperor abdicated, "
                                        "and the marshals left Fontainebleau the same night for Paris.");
    Source s;
    s.id = QStringLiteral("s");
    s.title = QStringLiteral("S");
    s.language = QStringLiteral("en");
    s.text = text;
    ASSERT_TRUE(f.repo->addSource(s).ok());
    Event ev;
    ev.id = QStringLiteral("abdication");
    ev.titles.insert(QStringLiteral("en"), QStringLiteral("Abdication"));
    ev.date = HistoricalDate::parse(QStringLiteral("1814-04-06")).value();
    ASSERT_TRUE(f.repo->addEvent(ev).ok());

    const QString words = QStringLiteral("the 6th \U00020002 of April");
    Account a;
    a.sourceId = QStringLiteral("s");
    a.setQuote(words);
    a.start = codePointIndexFromUtf16(text, text.indexOf(words));
    a.end = a.start + codePointCount(words);
    ASSERT_EQ(a.start, 6);
    auto id = f.repo->addAccount(QStringLiteral("abdication"), a);
    ASSERT_TRUE(id.ok()) << id.error().toStdString();
    a.setId(id.value());
    // The context: everything before (under 32 code points), 32 code points after.
    EXPECT_EQ(f.db->scalar("SELECT prefix FROM accounts"), QStringLiteral("\U00020000\U00020001 on "));
    EXPECT_EQ(f.db->scalar("SELECT suffix FROM accounts"), QStringLiteral(" the Emperor abdicated, and the "));

    // Wrong spans are refused, by add and update alike, and change nothing.
    const qint64 changes = f.count("SELECT count(*) FROM changes");
    Account shifted = a;
    shifted.setId({});
    ++shifted.start;
    ++shifted.end;
    EXPECT_FALSE(f.repo->addAccount(QStringLiteral("abdication"), shifted).ok());
    shifted.setId(a.id());
    EXPECT_FALSE(f.repo->updateAccount(QStringLiteral("abdication"), shifted).ok());
    Account longer = a;
    ++longer.end;
    EXPECT_FALSE(f.repo->updateAccount(QStringLiteral("abdication"), longer).ok());
    Account otherWords = a;
    otherWords.setQuote(QStringLiteral("the 7th \U00020002 of April"));
    EXPECT_FALSE(f.repo->updateAccount(QStringLiteral("abdication"), otherWords).ok());
    Account utf16Offsets = a; // UTF-16 offsets are not code points here
    utf16Offsets.start = text.indexOf(words);
    utf16Offsets.end = utf16Offsets.start + words.size();
    EXPECT_FALSE(f.repo->updateAccount(QStringLiteral("abdication"), utf16Offsets).ok());
    s.id = QStringLiteral("other");
    s.text = QStringLiteral("Another text, long enough to hold the span but saying other things.");
    ASSERT_TRUE(f.repo->addSource(s).ok());
    Account otherSource = a;
    otherSource.sourceId = QStringLiteral("other");
    EXPECT_FALSE(f.repo->updateAccount(QStringLiteral("abdication"), otherSource).ok());
    EXPECT_EQ(f.count("SELECT count(*) FROM changes"), changes + 1); // the source added
    EXPECT_EQ(f.db->scalar("SELECT quote FROM accounts"), words);
    f.expectConsistent();

    // A passage that did not change is not read again: with the stored text
    // altered behind the repository's back, a gloss still changes, a span
    // moved onto the altered words does not.
    ASSERT_TRUE(f.db->execScript(QStringLiteral("UPDATE sources SET body = replace(body, '6th', '7th') "
                                                "WHERE key = 's'"))
                    .ok());
    Account glossed = a;
    glossed.setGlossEn(QStringLiteral("the day he signed"));
    EXPECT_TRUE(f.repo->updateAccount(QStringLiteral("abdication"), glossed).ok());
    EXPECT_EQ(f.db->scalar("SELECT prefix FROM accounts"), QStringLiteral("\U00020000\U00020001 on "));
    Account reselected = glossed;
    ++reselected.end; // "the 6th … of April " is no longer in the text
    reselected.setQuote(reselected.quote() + u' ');
    EXPECT_FALSE(f.repo->updateAccount(QStringLiteral("abdication"), reselected).ok());
}

TEST(Repository, ReplacingATextReanchorsEveryCitation)
{
    Fixture f(false);
    f.addEnglishSource();
    Event ev;
    ev.id = QStringLiteral("abdication");
    ev.titles.insert(QStringLiteral("en"), QStringLiteral("Abdication"));
    ev.date = HistoricalDate::parse(QStringLiteral("1814-04-06")).value();
    ASSERT_TRUE(f.repo->addEvent(ev).ok());
    const QStringList words
        = {QStringLiteral("the marshals came to Fontainebleau"), QStringLiteral("the Emperor wrote his abdication"),
            QStringLiteral("he took poison in the night"), QStringLiteral("the dose failed")};
    QStringList ids;
    for (const QString &w : words)
        ids << f.repo->addAccount(QStringLiteral("abdication"), f.citation(w)).value();

    QString revised = kEnglish;
    revised.replace(QStringLiteral("the dose failed"), QStringLiteral("he lived.")); // deleted passage
    revised.replace(QStringLiteral("he took poison"), QStringLiteral("he took a poison")); // changed inside
    revised.append(QStringLiteral("Appendix.\n")); // after: the first stays exact
    revised.replace(QStringLiteral("the Emperor wrote"), QStringLiteral("the Emperor wrote out"));
    const QString before = f.repo->source(QStringLiteral("quartermaster"))->text;
    const auto oldAccounts = f.repo->accountsOfSource(QStringLiteral("quartermaster")).value();
    auto report = f.repo->replaceSourceText(QStringLiteral("quartermaster"), revised);
    ASSERT_TRUE(report.ok()) << report.error().toStdString();
    EXPECT_EQ(report->count(AnchorOutcome::Exact), 1);
    EXPECT_EQ(report->count(AnchorOutcome::Fuzzy), 2);
    EXPECT_EQ(report->count(AnchorOutcome::Orphaned), 1);
    auto orphans = f.repo->orphanedAccounts();
    ASSERT_EQ(orphans->size(), 1);
    EXPECT_EQ(orphans->first().account.quote(), QStringLiteral("the dose failed"));
    EXPECT_TRUE(f.passageFound(QStringLiteral("Appendix"), QStringLiteral("quartermaster")));
    f.expectConsistent();

    // Undoing the replacement restores the text and the spans exactly.
    ASSERT_TRUE(f.repo->restoreSourceText(QStringLiteral("quartermaster"), before, QString(), oldAccounts).ok());
    EXPECT_EQ(f.repo->accountsOfSource(QStringLiteral("quartermaster"))->size(), 4);
    EXPECT_TRUE(f.repo->orphanedAccounts()->isEmpty());
    EXPECT_FALSE(f.passageFound(QStringLiteral("Appendix"), QStringLiteral("quartermaster")));
    f.expectConsistent();
}

TEST(Repository, ChangeFeedAndListeners)
{
    Fixture f(false);
    QList<Change> heard;
    const int handle = f.repo->subscribe([&](const QList<Change> &c) { heard << c; });
    f.addEnglishSource();
    Place p;
    p.id = QStringLiteral("elba");
    p.names.insert(QStringLiteral("en"), QStringLiteral("Elba"));
    p.names.insert(QStringLiteral("zh"), QStringLiteral("厄尔巴岛"));
    ASSERT_TRUE(f.repo->addPlace(p).ok());
    EXPECT_EQ(f.repo->place(QStringLiteral("elba"))->names.value(QStringLiteral("zh")), QStringLiteral("厄尔巴岛"));
    auto hits = search(*f.db, QStringLiteral("厄尔巴"));
    ASSERT_EQ(hits->places.size(), 1);
    p.names.insert(QStringLiteral("en"), QStringLiteral("Isola d'Elba"));
    ASSERT_TRUE(f.repo->updatePlace(p).ok());
    ASSERT_TRUE(f.repo->removePlace(QStringLiteral("elba")).ok());
    EXPECT_TRUE(search(*f.db, QStringLiteral("厄尔巴"))->places.isEmpty());
    f.repo->unsubscribe(handle);
    ASSERT_EQ(heard.size(), 4);
    EXPECT_EQ(heard[0].entity, Entity::Source);
    EXPECT_EQ(heard[1].kind, ChangeKind::Added);
    EXPECT_EQ(heard[2].kind, ChangeKind::Changed);
    EXPECT_EQ(heard[3].kind, ChangeKind::Removed);
    EXPECT_EQ(f.repo->changesSince(heard[1].number).value(), heard.mid(2));
    f.expectConsistent();
}

TEST(Repository, AnOlderDatabaseIsMigratedWithKeysAndSearch)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("old.sqlite"));
    {
        auto db = Database::create(path, 4);
        ASSERT_TRUE(db.ok());
        // Rows as a v4 build wrote them: no account keys.
        ASSERT_TRUE(db.value()
                        ->execScript(
                            QStringLiteral("INSERT INTO sources (key, title, language, file, body, body_length) "
                                           "VALUES ('s', 'S', 'en', 's.txt', 'The Emperor abdicated.', 22);"
                                           "INSERT INTO events (key, title_en, date, t_start, t_end, precision) "
                                           "VALUES ('abdication', 'Abdication at Fontainebleau', '1814', 0, 1, 0);"
                                           "INSERT INTO accounts (event_id, source_id, ordinal, quote, q_start, q_end) "
                                           "VALUES (1, 1, 0, 'Emperor', 4, 11);"
                                           "INSERT INTO passages (source_id, start, end, body) "
                                           "VALUES (1, 0, 22, 'The Emperor abdicated.');"))
                        .ok());
    }
    auto db = Database::open(path, Database::Access::ReadWrite);
    ASSERT_TRUE(db.ok()) << db.error().toStdString();
    EXPECT_EQ(db.value()->schemaVersion(), kSchemaVersion);
    EXPECT_TRUE(db.value()->schemaProblems().isEmpty()) << db.value()->schemaProblems().join(u'\n').toStdString();
    SqliteRepository repo(*db.value());
    auto a = repo.account(QStringLiteral("abdication/0"));
    ASSERT_TRUE(a.ok()) << a.error().toStdString();
    EXPECT_EQ(a->account.quote(), QStringLiteral("Emperor"));
    EXPECT_EQ(search(*db.value(), QStringLiteral("Fontainebleau"))->events.size(), 1);
}
