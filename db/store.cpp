#include "store.h"

#include "accountrows.h"
#include "conflictlist.h"
#include "corpusparts.h"
#include "databasebuild.h"
#include "derivedids.h"
#include "names.h"
#include "searchindex.h"
#include "textcheck.h"
#include "timelinecolumns.h"

#include <core/interned.h>
#include <core/stringblocks.h>
#include <core/textoffsets.h>
#include <core/threadpriority.h>

#include <sqlite3.h>

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QLoggingCategory>
#include <QScopeGuard>
#include <QSet>

#include <algorithm>
#include <atomic>
#include <cstdio>
#include <limits>
#include <memory>
#include <numeric>
#include <optional>
#include <system_error>
#include <thread>
#include <vector>

Q_LOGGING_CATEGORY(lcStore, "parallax.db.store", QtInfoMsg)

namespace parallax::db {

namespace {

// lupdate and the running program agree on this context.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(parallax::db::Store)
};

Status stepFailed(const Statement &st, const QString &what)
{
    return Status::failure(Tr::tr("writing %1 failed: %2").arg(what, st.error()));
}

template <typename Names> Status writeNames(Statement &st, std::int64_t owner, const Names &names, const QString &what)
{
    for (auto it = names.begin(); it != names.end(); ++it) {
        st.bind(1, owner);
        st.bind(2, it.key());
        st.bind(3, it.value());
        if (!st.exec())
            return stepFailed(st, what);
    }
    return success();
}

void bindSpan(Statement &st, int first, const HistoricalDate &d)
{
    if (!d.isValid()) {
        st.bindNull(first);
        st.bindNull(first + 1);
        return;
    }
    const AxisSpan s = d.span();
    st.bind(first, s.start);
    st.bind(first + 1, s.end);
}

} // namespace

namespace {

// Writes the parts of a corpus that one connection is asked for, in the order
// rows refer to each other. The search index is written beside the rows, from
// the same values. Without the rows (a parallel build's scratch database),
// each row id is what that row gets in a new database: 1, 2, 3… in corpus order.
class PartsWriter
{
public:
    PartsWriter(Database &db, const Corpus &corpus, int parts, const SourceTextOf &textOf = {})
        : m_db(db)
        , m_h(db.handle())
        , m_corpus(corpus)
        , m_textOf(textOf)
        , m_rows(parts & Rows)
        , m_accounts(parts & Accounts)
        , m_searched(parts & SearchText)
        , m_passages(parts & SearchPassages)
        , m_search(db)
    {
        // Secondary indexes are built once at the end, far faster than row by row.
        if (m_rows)
            m_indexes << QStringLiteral("events_by_place ON events(place_id, t_start)")
                      << QStringLiteral("events_by_start ON events(t_start, t_end)");
        if (m_accounts)
            m_indexes << QStringLiteral("accounts_by_source ON accounts(source_id, q_start, event_id, claimed_date)")
                      << QStringLiteral("accounts_by_key ON accounts(key)")
                      << QStringLiteral("accounts_by_event ON accounts(event_id, ordinal, source_id, claimed_date)");
    }

    Status write()
    {
        Transaction tx(m_db);
        if (!tx.isActive())
            return Status::failure(Tr::tr("cannot start a transaction on %1").arg(m_db.path()));
        QElapsedTimer timer;
        timer.start();
        for (auto step : {&PartsWriter::dropIndexes, &PartsWriter::writeInfo, &PartsWriter::writeSources,
                 &PartsWriter::writePlaces, &PartsWriter::writePeople, &PartsWriter::writeEras,
                 &PartsWriter::writeEvents, &PartsWriter::writeRoute, &PartsWriter::writeNameForms})
            if (Status s = (this->*step)(); !s)
                return s;
        qCDebug(lcStore) << "rows written in" << timer.elapsed() << "ms, rows" << m_rows << "accounts" << m_accounts;
        if (Status s = createIndexes(); !s)
            return s;
        if (Status s = m_search.finish(); !s)
            return Status::failure(Tr::tr("building the search index failed: %1").arg(s.error()));
        qCDebug(lcStore) << "rows, search index and indexes written in" << timer.restart() << "ms";
        Status committed = tx.commit();
        qCDebug(lcStore) << "committed in" << timer.elapsed() << "ms";
        return committed;
    }

private:
    Status dropIndexes()
    {
        if (Status s = dropWriteTriggers(); !s)
            return s;
        for (const QString &index : std::as_const(m_indexes))
            if (Status s = m_db.execScript(QStringLiteral("DROP INDEX IF EXISTS %1;").arg(index.section(u' ', 0, 0)));
                !s)
                return s;
        return success();
    }

    // The triggers that list edited events for the stored timeline index
    // (schema 8) would list every row written here, whose index is written
    // beside it; those that mark the stored conflict list out of date
    // (schema 9) would do so once per row: the list is marked here, once.
    // They are dropped while the rows are written, and made again.
    Status dropWriteTriggers()
    {
        if (!m_rows && !m_accounts)
            return success();
        if (m_db.scalar("SELECT count(*) FROM sqlite_schema WHERE name = 'conflict_list_state'").toInt() > 0)
            if (Status s = m_db.execScript(QStringLiteral("DELETE FROM conflict_list_state;")); !s)
                return s;
        auto st = Statement::prepare(m_h,
            "SELECT name, sql FROM sqlite_schema WHERE type = 'trigger' "
            "AND (name LIKE 'timeline%' OR name LIKE 'conflict_list%')");
        if (!st)
            return Status::failure(st.error());
        QStringList names;
        while (st.value().step()) {
            names << st.value().text(0);
            m_triggers << st.value().text(1);
        }
        if (Status s = st.value().finished(); !s)
            return s;
        for (const QString &name : std::as_const(names))
            if (Status s = m_db.execScript(QStringLiteral("DROP TRIGGER %1;").arg(name)); !s)
                return s;
        return success();
    }

    Status createIndexes()
    {
        for (const QString &trigger : std::as_const(m_triggers))
            if (Status s = m_db.execScript(trigger + u';'); !s)
                return s;
        for (const QString &index : std::as_const(m_indexes))
            if (Status s = m_db.execScript(QStringLiteral("CREATE INDEX %1;").arg(index)); !s)
                return Status::failure(Tr::tr("building indexes failed: %1").arg(s.error()));
        return success();
    }

    Status writeInfo()
    {
        if (!m_rows)
            return success();
        Statement info;
        if (Status s
            = Statement::prepareAll(m_h, {{&info, "INSERT OR REPLACE INTO corpus_info (key, value) VALUES (?1, ?2)"}});
            !s)
            return s;
        const QList<std::pair<QString, QString>> entries
            = {{QStringLiteral("id"), m_corpus.id}, {QStringLiteral("title"), m_corpus.title}};
        for (const auto &[k, v] : entries) {
            info.bind(1, k);
            info.bind(2, v);
            if (!info.exec())
                return stepFailed(info, QStringLiteral("corpus info"));
        }
        return success();
    }

    Status writeSources()
    {
        Statement st;
        if (Status s = Statement::prepareAll(m_h,
                {{&st,
                    "INSERT INTO sources (key, title, language, file, provenance, "
                    "body, body_length, author, written, reference, encoding) "
                    "VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11)"}});
            !s)
            return s;
        std::int64_t id = 0;
        for (qsizetype i = 0; i < m_corpus.sources.size(); ++i) {
            const Source &s = m_corpus.sources[i];
            QString text = s.text;
            if (m_textOf && (m_rows || m_passages)) {
                auto read = m_textOf(i);
                if (!read)
                    return Status::failure(read.error());
                text = std::move(read).value();
            }
            ++id;
            if (m_rows) {
                st.bind(1, s.id);
                st.bind(2, s.title);
                st.bind(3, s.language);
                st.bind(4, s.file);
                st.bind(5, s.provenance);
                st.bind(6, text);
                st.bind(7, std::int64_t(codePointCount(text)));
                st.bind(8, s.author);
                st.bind(9, s.written);
                st.bind(10, s.reference);
                st.bind(11, s.encoding);
                if (!st.exec())
                    return stepFailed(st, Tr::tr("source %1").arg(s.id));
                id = sqlite3_last_insert_rowid(m_h);
            }
            m_sourceIds.insert(s.id, id);
            if (m_passages)
                if (Status written = m_search.source(id, text); !written)
                    return written;
        }
        return success();
    }

    // Places and people: a key, names by language, and a search entry.
    template <typename Thing, typename BindRow, typename Index>
    Status writeNamed(const QList<Thing> &things, const char *rowSql, const char *namesSql, const char *what,
        QHash<QString, std::int64_t> *ids, BindRow bindRow, Index index)
    {
        Statement st, names;
        if (Status s = Statement::prepareAll(m_h, {{&st, rowSql}, {&names, namesSql}}); !s)
            return s;
        std::int64_t id = 0;
        for (const Thing &t : things) {
            ++id;
            if (m_rows) {
                bindRow(st, t);
                if (!st.exec())
                    return stepFailed(st, Tr::tr("%1 %2").arg(QLatin1String(what), t.id));
                id = sqlite3_last_insert_rowid(m_h);
                if (Status s = writeNames(names, id, t.names, Tr::tr("%1 %2").arg(QLatin1String(what), t.id)); !s)
                    return s;
            }
            ids->insert(t.id, id);
            if (m_searched)
                if (Status s = index(id, searchableNames(t.names, t.variants)); !s)
                    return s;
        }
        return success();
    }

    Status writePlaces()
    {
        return writeNamed(
            m_corpus.places, "INSERT INTO places (key, lat, lon) VALUES (?1, ?2, ?3)",
            "INSERT INTO place_names (place_id, lang, name) VALUES (?1, ?2, ?3)", "place", &m_placeIds,
            [](Statement &st, const Place &p) {
                st.bind(1, p.id);
                st.bind(2, p.lat);
                st.bind(3, p.lon);
            },
            [this](std::int64_t id, const QString &names) { return m_search.place(id, names); });
    }

    Status writePeople()
    {
        return writeNamed(
            m_corpus.people, "INSERT INTO people (key) VALUES (?1)",
            "INSERT INTO person_names (person_id, lang, name) VALUES (?1, ?2, ?3)", "person", &m_personIds,
            [](Statement &st, const Person &p) { st.bind(1, p.id); },
            [this](std::int64_t id, const QString &names) { return m_search.person(id, names); });
    }

    Status writeEras()
    {
        if (!m_rows)
            return success();
        Statement st;
        if (Status s = Statement::prepareAll(m_h,
                {{&st,
                    "INSERT INTO eras (key, name_en, name_zh, date, t_start, "
                    "t_end, color) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)"}});
            !s)
            return s;
        for (const Era &e : m_corpus.eras) {
            st.bind(1, e.id);
            st.bind(2, e.names.value(QStringLiteral("en")));
            st.bind(3, e.names.value(QStringLiteral("zh")));
            st.bind(4, e.date.toEdtf());
            bindSpan(st, 5, e.date);
            st.bind(7, e.color);
            if (!st.exec())
                return stepFailed(st, Tr::tr("era %1").arg(e.id));
            m_eraIds.insert(e.id, sqlite3_last_insert_rowid(m_h));
        }
        return success();
    }

    // The statements for events and what hangs off them, prepared once.
    struct EventStatements
    {
        Statement event;
        Statement people;
        Statement account;
        Statement timeline;
    };

    Status writeEvents()
    {
        EventStatements st;
        if (Status s = Statement::prepareAll(m_h,
                {{&st.event,
                     "INSERT INTO events (key, title_en, title_zh, summary_en, date, t_start, t_end, "
                     "precision, place_id, category, era_id, importance) "
                     "VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12)"},
                    {&st.people, "INSERT INTO event_people (event_id, person_id, ordinal) VALUES (?1, ?2, ?3)"},
                    {&st.account,
                        "INSERT INTO accounts (event_id, source_id, ordinal, quote, q_start, q_end, "
                        "claimed_date, c_start, c_end, date_text, gloss_en, note_en, key, anchor) "
                        "VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14)"},
                    {&st.timeline, kTimelineRowInsert}});
            !s)
            return s;
        QSet<QString> background;
        for (const Era &era : m_corpus.eras)
            if (era.background)
                background.insert(era.id);
        std::int64_t eventRow = 0;
        for (const qsizetype i : eventsInTimeOrder(m_corpus.events)) {
            const Event &e = m_corpus.events[i];
            ++eventRow;
            if (m_rows) {
                if (Status s = writeEventRow(st.event, e, &eventRow); !s)
                    return s;
                if (Status s = writeEventPeople(st.people, e, eventRow); !s)
                    return s;
            }
            if (m_searched)
                if (Status s = m_search.event(eventRow,
                        eventSearchText(
                            e.titles.value(QStringLiteral("en")), e.titles.value(QStringLiteral("zh")), e.summaryEn()));
                    !s)
                    return s;
            if (Status s = writeAccounts(st.account, e, eventRow); !s)
                return s;
            if (m_rows)
                if (Status s
                    = writeTimelineRow(st.timeline, eventRow, storedTimelineOf(e, background.contains(e.eraId)),
                        [&](int k) { return m_sourceIds.value(e.accounts[k].sourceId); });
                    !s)
                    return Status::failure(Tr::tr("timeline of event %1: %2").arg(e.id, s.error()));
        }
        return success();
    }

    Status writeEventRow(Statement &ev, const Event &e, std::int64_t *row)
    {
        ev.bind(1, e.id);
        ev.bind(2, e.titles.value(QStringLiteral("en")));
        ev.bind(3, e.titles.value(QStringLiteral("zh")));
        ev.bind(4, e.summaryEn());
        ev.bind(5, e.date.toEdtf());
        bindSpan(ev, 6, e.date);
        ev.bind(8, int(e.date.precision()));
        if (e.placeId.isEmpty())
            ev.bindNull(9);
        else
            ev.bind(9, m_placeIds.value(e.placeId));
        ev.bind(10, e.category);
        if (e.eraId.isEmpty())
            ev.bindNull(11);
        else
            ev.bind(11, m_eraIds.value(e.eraId));
        ev.bind(12, int(e.importance));
        if (!ev.exec())
            return stepFailed(ev, Tr::tr("event %1").arg(e.id));
        *row = sqlite3_last_insert_rowid(m_h);
        return success();
    }

    Status writeEventPeople(Statement &who, const Event &e, std::int64_t eventRow)
    {
        std::int64_t ordinal = 0;
        for (const QString &p : e.personIds()) {
            who.bind(1, eventRow);
            who.bind(2, m_personIds.value(p));
            who.bind(3, ordinal++);
            if (!who.exec())
                return stepFailed(who, Tr::tr("people of event %1").arg(e.id));
        }
        return success();
    }

    // An orphaned account stays one: its quote is no longer at its span.
    static const QString &anchorOf(const Account &a)
    {
        static const QString exact = QStringLiteral("exact"), orphaned = QStringLiteral("orphaned");
        return a.orphaned ? orphaned : exact;
    }

    Status writeAccounts(Statement &acc, const Event &e, std::int64_t eventRow)
    {
        int ordinal = 0;
        for (const Account &a : e.accounts) {
            std::int64_t accountRow = ++m_accountPosition;
            if (m_accounts) {
                acc.bind(1, eventRow);
                acc.bind(2, m_sourceIds.value(a.sourceId));
                acc.bind(3, ordinal++);
                acc.bind(4, a.quote());
                acc.bind(5, std::int64_t(a.start));
                acc.bind(6, std::int64_t(a.end));
                acc.bind(7, a.claimedDate.isValid() ? a.claimedDate.toEdtf() : QString());
                bindSpan(acc, 8, a.claimedDate);
                acc.bind(10, a.dateText());
                acc.bind(11, a.glossEn());
                acc.bind(12, a.noteEn());
                acc.bind(13, a.hasId() ? a.id() : e.id + u'/' + QString::number(ordinal - 1));
                acc.bind(14, anchorOf(a));
                if (!acc.exec())
                    return stepFailed(acc, Tr::tr("account %1 of event %2").arg(ordinal).arg(e.id));
                accountRow = sqlite3_last_insert_rowid(m_h);
            }
            if (m_searched)
                if (Status s = m_search.account(accountRow, accountSearchText(a.glossEn(), a.noteEn())); !s)
                    return s;
        }
        return success();
    }

    Status writeRoute()
    {
        if (!m_rows)
            return success();
        Statement leg, wp;
        if (Status s = Statement::prepareAll(m_h,
                {{&leg,
                     "INSERT INTO route_legs (seq, from_place, to_place, depart, arrive, mode, inferred, "
                     "note) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)"},
                    {&wp,
                        "INSERT INTO route_waypoints (leg_seq, idx, lat, lon, place_id, inferred) "
                        "VALUES (?1, ?2, ?3, ?4, ?5, ?6)"}});
            !s)
            return s;
        for (const RouteLeg &l : m_corpus.route) {
            leg.bind(1, l.seq);
            leg.bind(2, m_placeIds.value(l.fromPlaceId));
            leg.bind(3, m_placeIds.value(l.toPlaceId));
            leg.bind(4, l.depart.toEdtf());
            leg.bind(5, l.arrive.toEdtf());
            leg.bind(6, l.mode == TravelMode::Sea ? QStringLiteral("sea") : QStringLiteral("land"));
            leg.bind(7, l.inferred ? 1 : 0);
            leg.bind(8, l.note);
            if (!leg.exec())
                return stepFailed(leg, Tr::tr("route leg %1").arg(l.seq));
            if (Status s = writeWaypoints(wp, l); !s)
                return s;
        }
        return success();
    }

    Status writeWaypoints(Statement &wp, const RouteLeg &l)
    {
        int idx = 0;
        for (const Waypoint &w : l.waypoints) {
            wp.bind(1, l.seq);
            wp.bind(2, idx++);
            wp.bind(3, w.lat);
            wp.bind(4, w.lon);
            if (w.placeId.isEmpty())
                wp.bindNull(5);
            else
                wp.bind(5, m_placeIds.value(w.placeId));
            wp.bind(6, w.inferred ? 1 : 0);
            if (!wp.exec())
                return stepFailed(wp, Tr::tr("waypoint %1 of leg %2").arg(idx).arg(l.seq));
        }
        return success();
    }

    // Titles in other languages, name forms, background eras (schema 5).
    Status writeNameForms() { return m_rows ? writeNameExtras(m_h, m_corpus) : success(); }

    Database &m_db;
    sqlite3 *m_h;
    const Corpus &m_corpus;
    const SourceTextOf &m_textOf;
    const bool m_rows, m_accounts, m_searched, m_passages;
    SearchIndexWriter m_search;
    QStringList m_indexes;
    QStringList m_triggers; // dropped while writing, see dropWriteTriggers()
    QHash<QString, std::int64_t> m_sourceIds, m_placeIds, m_personIds, m_eraIds;
    std::int64_t m_accountPosition = 0;
};

} // namespace

std::vector<qsizetype> eventsInTimeOrder(const EventList &events)
{
    std::vector<std::pair<AxisTime, qsizetype>> starts;
    starts.reserve(std::size_t(events.size()));
    for (qsizetype i = 0; i < events.size(); ++i)
        starts.emplace_back(
            events[i].date.isValid() ? events[i].date.span().start : std::numeric_limits<AxisTime>::min(), i);
    std::sort(starts.begin(), starts.end());
    std::vector<qsizetype> order;
    order.reserve(starts.size());
    for (const auto &s : starts)
        order.push_back(s.second);
    return order;
}

Status writeCorpusParts(Database &db, const Corpus &corpus, int parts, const SourceTextOf &textOf)
{
    for (const Event &e : corpus.events)
        for (const Account &a : e.accounts)
            if (Status s = wordsAreThere(a); !s)
                return s;
    return PartsWriter(db, corpus, parts, textOf).write();
}

Status wordsAreThere(const Account &a)
{
    if (!a.wordsLeftOut)
        return success();
    return Status::failure(
        Tr::tr("Account %1 was read without its quote, date words, gloss and note; writing it would lose them.")
            .arg(a.id()));
}

Status writeCorpus(Database &db, const Corpus &corpus)
{
    return writeCorpusParts(db, corpus, AllParts);
}

namespace {

// Reads a corpus back in the order rows refer to each other, mapping row ids
// back to the keys the corpus uses. Nothing read is trusted: a row whose
// offsets, dates or references cannot be right is a problem, and a reader
// refuses the file rather than showing less or something else
// (checkDatabase() collects every problem instead).
class CorpusReader
{
public:
    enum class Mode { StopAtFirstProblem, CollectProblems };
    // WithoutTexts: the texts are checked one at a time, not kept (see
    // SourceTexts). Head: everything but the events and the source texts.
    enum class Scope { Whole, WithoutTexts, Head };
    CorpusReader(const Database &db, Mode mode, Scope scope = Scope::Whole, AccountWords words = AccountWords::Included)
        : m_db(db)
        , m_h(db.handle())
        , m_mode(mode)
        , m_scope(scope)
        , m_words(words)
    { }

    Result<Corpus> read()
    {
        QElapsedTimer timer;
        timer.start();
        // One snapshot for every table (and for a second connection that
        // reads the accounts, secondReader()); the caller's own transaction
        // when it is in one.
        m_ownsTransaction
            = sqlite3_get_autocommit(m_h) && sqlite3_exec(m_h, "BEGIN", nullptr, nullptr, nullptr) == SQLITE_OK;
        // On every way out: the accounts' thread stopped (after a problem it
        // need not read on), the transaction ended.
        const auto end = qScopeGuard([this] {
            finishTextsCheck(true);
            stopMakingAccounts();
            endReadTransaction();
        });
        for (auto step : {&CorpusReader::readInfo, &CorpusReader::readSources, &CorpusReader::readPlaces,
                 &CorpusReader::readPeople, &CorpusReader::readEras, &CorpusReader::startTextsCheck,
                 &CorpusReader::startAccounts, &CorpusReader::readEvents, &CorpusReader::readEventPeople,
                 &CorpusReader::readAccounts, &CorpusReader::readRoute, &CorpusReader::readNames}) {
            const bool eventStep = step == &CorpusReader::startTextsCheck || step == &CorpusReader::startAccounts
                || step == &CorpusReader::readEvents || step == &CorpusReader::readEventPeople
                || step == &CorpusReader::readAccounts;
            if (m_scope == Scope::Head && eventStep)
                continue;
            if (Status s = (this->*step)(); !s)
                return Result<Corpus>::failure(s.error());
            if (step == &CorpusReader::readEvents || step == &CorpusReader::readAccounts)
                qCDebug(lcStore) << (step == &CorpusReader::readEvents ? "events" : "accounts") << "read by"
                                 << timer.elapsed() << "ms";
            if (stop())
                break;
        }
        finishTextsCheck(stop());
        if (m_scope == Scope::WithoutTexts && !stop() && !(m_textsClean ? *m_textsClean : textsAreClean()))
            if (Status s = checkSourceTexts(
                    m_h,
                    [this](const QString &table, std::int64_t row, const QString &what) { problem(table, row, what); },
                    [this] { return stop(); });
                !s)
                return Result<Corpus>::failure(unreadable(s.error()));
        if (!m_problems.isEmpty() && m_mode == Mode::StopAtFirstProblem)
            return Result<Corpus>::failure(
                Tr::tr("%1 holds data Parallax cannot use (%2). Run \"parallax check\" on it "
                       "for every problem.")
                    .arg(m_db.path(), m_problems.front()));
        qCDebug(lcStore) << "texts checked by" << timer.elapsed() << "ms";
        sortEventsByTime();
        return std::move(m_c);
    }

    ~CorpusReader()
    {
        finishTextsCheck(true);
        stopMakingAccounts();
        endReadTransaction();
    }
    CorpusReader(const CorpusReader &) = delete;
    CorpusReader &operator=(const CorpusReader &) = delete;

    const QStringList &problems() const { return m_problems; }

private:
    // Problems are collected up to a limit: a badly damaged file would
    // otherwise list one per row.
    static constexpr qsizetype kMaxProblems = 200;
    bool stop() const { return m_problems.size() >= (m_mode == Mode::StopAtFirstProblem ? 1 : kMaxProblems); }
    void problem(const QString &table, std::int64_t row, const QString &what)
    {
        if (!stop()) {
            m_problems << Tr::tr("%1 row %2: %3").arg(table).arg(row).arg(what);
            m_problemRows.push_back(row);
        }
    }

    // A statement for one read step; failure names the file (a table or
    // column that is missing makes SQL fail to prepare).
    Result<Statement> prepare(const char *sql)
    {
        auto st = Statement::prepare(m_h, sql);
        if (!st)
            return Result<Statement>::failure(unreadable(st.error()));
        return st;
    }
    QString unreadable(const QString &why) const { return Tr::tr("%1 cannot be read: %2").arg(m_db.path(), why); }
    Status finished(const Statement &st) const
    {
        if (Status s = st.finished(); !s)
            return Status::failure(unreadable(s.error()));
        return success();
    }

    // A date column: empty where allowed, else it must parse.
    HistoricalDate date(QStringView edtf, bool required, const char *table, std::int64_t row, const char *column)
    {
        if (edtf.isEmpty()) {
            if (required)
                problem(QLatin1String(table), row, Tr::tr("%1 is empty").arg(QLatin1String(column)));
            return {};
        }
        auto d = HistoricalDate::parse(edtf);
        if (!d) {
            problem(QLatin1String(table), row,
                Tr::tr("%1 \"%2\" is not a date: %3").arg(QLatin1String(column), edtf, d.error()));
            return {};
        }
        return d.value();
    }

    // A reference column: NULL where allowed, else a row that exists.
    QString key(const QHash<std::int64_t, QString> &keys, const Statement &st, int column, bool nullable,
        const char *table, std::int64_t row, const char *what)
    {
        return key(keys, st.isNull(column), st.int64(column), nullable, table, row, what);
    }
    QString key(const QHash<std::int64_t, QString> &keys, bool isNull, std::int64_t value, bool nullable,
        const char *table, std::int64_t row, const char *what)
    {
        if (isNull) {
            if (!nullable)
                problem(QLatin1String(table), row, Tr::tr("has no %1").arg(QLatin1String(what)));
            return {};
        }
        const auto it = keys.find(value);
        if (it == keys.end()) {
            problem(QLatin1String(table), row,
                Tr::tr("refers to %1 %2, which does not exist").arg(QLatin1String(what)).arg(value));
            return {};
        }
        return *it;
    }

    Status readInfo()
    {
        auto st = prepare("SELECT key, value FROM corpus_info");
        if (!st)
            return Status::failure(st.error());
        while (st.value().step()) {
            if (st.value().text(0) == u"id")
                m_c.id = st.value().text(1);
            else if (st.value().text(0) == u"title")
                m_c.title = st.value().text(1);
        }
        return finished(st.value());
    }

    // The quick check of the texts against their quotes (a text at a time,
    // each quote by a hash of its bytes): on an imported 1M database (824 MB of
    // texts) the one that says what is wrong took 9.5 s of the window's
    // 15, and is needed only where this one finds something.
    // On a thread a core where other connections can read this snapshot.
    bool textsAreClean()
    {
        bool clean = false;
        const Status checked = m_ownsTransaction ? sourceTextsAreClean(m_db, &clean, [this] { return stop(); })
                                                 : sourceTextsAreClean(m_h, &clean);
        return checked.ok() && clean;
    }

    // The texts' quick check, on a thread and a connection of its own from
    // the start of the events (at 1M, 0.7 s of CPU that came after the
    // accounts, with a core idle). What it finds is named, as before, only
    // once everything else is read (finishTextsCheck()).
    Status startTextsCheck()
    {
        if (m_scope != Scope::WithoutTexts || !m_ownsTransaction)
            return success();
        auto db = Database::openInSnapshotOf(m_db);
        if (!db)
            return success(); // checked after the accounts, on this connection
        m_textsDb = std::move(db).value();
        try {
            m_textsThread = std::thread([this] {
                // Behind the events and the accounts (and whatever else the
                // caller's work is, such as the timeline's index): it fills
                // the time a core would wait for them.
                const LowerPriority behind(kTextsCheckBehind);
                try {
                    bool clean = false;
                    const Status checked
                        = sourceTextsAreClean(*m_textsDb, &clean, [this] { return m_textsStop.load(); });
                    m_textsCheckedClean = checked.ok() && clean;
                } catch (...) { // out of memory: the full check, after the accounts, judges
                    m_textsCheckedClean = false;
                }
            });
        } catch (const std::system_error &) { // no thread to be had
            m_textsDb.reset();
        }
        return success();
    }

    static constexpr int kTextsCheckBehind = 2;

    // Waited for; `cancel`: told first that it need not finish.
    void finishTextsCheck(bool cancel)
    {
        if (!m_textsThread.joinable())
            return;
        if (cancel)
            m_textsStop.store(true);
        m_textsThread.join();
        m_textsDb.reset();
        if (!cancel)
            m_textsClean = m_textsCheckedClean;
    }

    Status readSources()
    {
        // Without the texts, not even read: SQLite reads every column a
        // query names, and at 1M the texts are 824 MB (a tenth of the
        // TimelineJS export's time went to reading them for nothing). Nor
        // their length, which stands after them in the row: reaching it
        // walks the text's every overflow page (0.4 s at 1M).
        const bool texts = m_scope == Scope::Whole;
        auto prepared = prepare(texts ? "SELECT id, key, title, language, file, provenance, body, body_length, author, "
                                        "written, reference, encoding FROM sources ORDER BY id"
                                      : "SELECT id, key, title, language, file, provenance, NULL, NULL, author, "
                                        "written, reference, encoding FROM sources ORDER BY id");
        if (!prepared)
            return Status::failure(prepared.error());
        Statement &st = prepared.value();
        while (st.step() && !stop()) {
            const std::int64_t id = st.int64(0);
            Source s {st.text(1), st.text(2), st.text(3), st.text(4), st.text(5), texts ? st.text(6) : QString(),
                st.text(8), st.text(9), st.text(10), st.text(11)};
            if (s.id.isEmpty())
                problem(QStringLiteral("sources"), id, Tr::tr("has no key"));
            const qsizetype length = codePointCount(s.text);
            if (texts && st.int64(7) != length)
                problem(QStringLiteral("sources"), id,
                    Tr::tr("its text is %1 characters long, not %2 as recorded").arg(length).arg(st.int64(7)));
            m_sourceKeys.insert(id, s.id);
            m_sourceIndex.insert(id, m_c.sources.size());
            m_c.sources.append(std::move(s));
        }
        return finished(st);
    }

    // Places and people: one row per name, joined to their owner.
    Status readPlaces()
    {
        auto prepared = prepare("SELECT p.id, p.key, p.lat, p.lon, n.lang, n.name FROM places p "
                                "LEFT JOIN place_names n ON n.place_id = p.id ORDER BY p.id");
        if (!prepared)
            return Status::failure(prepared.error());
        Statement &st = prepared.value();
        std::int64_t last = -1;
        while (st.step() && !stop()) {
            const std::int64_t id = st.int64(0);
            if (id != last) {
                last = id;
                const double lat = st.real(2), lon = st.real(3);
                if (!(lat >= -90 && lat <= 90 && lon >= -180 && lon <= 180))
                    problem(
                        QStringLiteral("places"), id, Tr::tr("(%1, %2) is not a position on Earth").arg(lat).arg(lon));
                m_placeKeys.insert(id, st.text(1));
                m_c.places.append({st.text(1), {}, lat, lon, {}});
            }
            if (!st.isNull(4))
                m_c.places.back().names.insert(st.text(4), st.text(5));
        }
        return finished(st);
    }

    Status readPeople()
    {
        auto prepared = prepare("SELECT p.id, p.key, n.lang, n.name FROM people p "
                                "LEFT JOIN person_names n ON n.person_id = p.id ORDER BY p.id");
        if (!prepared)
            return Status::failure(prepared.error());
        Statement &st = prepared.value();
        std::int64_t last = -1;
        while (st.step() && !stop()) {
            if (st.int64(0) != last) {
                last = st.int64(0);
                m_personKeys.insert(last, st.text(1));
                m_c.people.append({st.text(1), {}, {}});
            }
            if (!st.isNull(2))
                m_c.people.back().names.insert(st.text(2), st.text(3));
        }
        return finished(st);
    }

    Status readEras()
    {
        auto prepared = prepare("SELECT id, key, name_en, name_zh, date, color FROM eras ORDER BY t_start, id");
        if (!prepared)
            return Status::failure(prepared.error());
        Statement &st = prepared.value();
        while (st.step() && !stop()) {
            const std::int64_t id = st.int64(0);
            m_eraKeys.insert(id, st.text(1));
            Era e {st.text(1), {{QStringLiteral("en"), st.text(2)}}, date(st.text(4), true, "eras", id, "date"),
                st.text(5)};
            if (!st.text(3).isEmpty())
                e.names.insert(QStringLiteral("zh"), st.text(3));
            m_c.eras.append(e);
        }
        return finished(st);
    }

    Status readNames()
    {
        if (Status s = readNameExtras(m_h, &m_c); !s)
            return Status::failure(unreadable(s.error()));
        return success();
    }

    // Events come out in id order and are put in time order by
    // sortEventsByTime(): sorting in memory is cheaper than keeping an index
    // on time that nothing else reads (and building it cost a large import a second).
    Status readEvents()
    {
        auto prepared = prepare("SELECT id, key, title_en, title_zh, summary_en, date, place_id, category, era_id, "
                                "importance, t_start, t_end FROM events ORDER BY id");
        if (!prepared)
            return Status::failure(prepared.error());
        Statement &st = prepared.value();
        while (st.step() && !stop()) {
            const std::int64_t id = st.int64(0);
            Event e;
            e.id = m_strings.copy(m_scratch[0].of(st.utf8(1)));
            const QStringView en = m_scratch[0].of(st.utf8(2)), zh = m_scratch[1].of(st.utf8(3));
            if (zh.isEmpty())
                e.titles.setIn(m_strings, {{u"en", en}});
            else if (zh == en) // a copy of the Chinese title (dropCopiedEnglishTitle())
                e.titles.setIn(m_strings, {{u"zh", zh}});
            else
                e.titles.setIn(m_strings, {{u"en", en}, {u"zh", zh}});
            if (const std::string_view summary = st.utf8(4); !summary.empty())
                e.setSummaryEn(st.text(4));
            e.date = date(m_scratch[0].of(st.utf8(5)), true, "events", id, "date");
            // The time columns are what the timeline and queries by time read.
            if (e.date.isValid() && (st.int64(10) != e.date.span().start || st.int64(11) != e.date.span().end))
                problem(
                    QStringLiteral("events"), id, Tr::tr("its time columns do not match its date %1").arg(st.text(5)));
            e.placeId = key(m_placeKeys, st, 6, true, "events", id, "place");
            e.category = category(st.utf8(7));
            e.eraId = key(m_eraKeys, st, 8, true, "events", id, "era");
            const std::int64_t importance = st.int64(9);
            if (importance < 0 || importance > 2)
                problem(QStringLiteral("events"), id, Tr::tr("importance %1 is not 0, 1 or 2").arg(importance));
            e.importance = Importance(std::clamp<std::int64_t>(importance, 0, 2));
            m_starts.push_back(e.date.isValid() ? e.date.span().start : 0);
            m_eventRows.push_back(id); // in id order, so sorted
            m_c.events.append(std::move(e));
            if (m_c.events.size() % 256 == 0)
                feedAccounts(false);
        }
        return finished(st);
    }

    // An event's category, held once however many events have it (most
    // rows name the one the row before named).
    QString category(std::string_view utf8)
    {
        if (!m_lastCategory || utf8 != m_lastCategoryUtf8) {
            m_lastCategoryUtf8.assign(utf8);
            m_lastCategory = &*m_categories.insert(m_scratch[0].of(utf8).toString());
        }
        return *m_lastCategory;
    }

    // The event a row belongs to, or nullptr (a problem) when there is none.
    // Rows of one event come together, in event order when written by an
    // import: the event of the last row, or the next, is tried first.
    Event *eventOf(const Statement &st, int column, const char *table, std::int64_t row)
    {
        const std::int64_t id = st.int64(column);
        const qsizetype n = qsizetype(m_eventRows.size());
        qsizetype i = m_lastEvent;
        if (i < n && m_eventRows[std::size_t(i)] == id) {
        } else if (i + 1 < n && m_eventRows[std::size_t(i + 1)] == id) {
            ++i;
        } else {
            const auto it = std::lower_bound(m_eventRows.begin(), m_eventRows.end(), id);
            if (it == m_eventRows.end() || *it != id) {
                problem(QLatin1String(table), row, Tr::tr("refers to event %1, which does not exist").arg(id));
                return nullptr;
            }
            i = it - m_eventRows.begin();
        }
        m_lastEvent = i;
        return &m_c.events[i];
    }

    Status readEventPeople()
    {
        // A table without row ids: its rows are named by their event, and
        // come in its key's order (event, person); each event's few people
        // are put in their order here (ORDER BY ordinal would sort the table).
        auto prepared
            = prepare("SELECT event_id, event_id, person_id, ordinal FROM event_people ORDER BY event_id, person_id");
        if (!prepared)
            return Status::failure(prepared.error());
        Statement &st = prepared.value();
        Event *current = nullptr;
        std::vector<std::pair<std::int64_t, QString>> people; // ordinal, person
        const auto giveToCurrent = [&] {
            std::stable_sort(
                people.begin(), people.end(), [](const auto &a, const auto &b) { return a.first < b.first; });
            for (auto &[ordinal, person] : people)
                current->editPersonIds().append(std::move(person));
            people.clear();
        };
        while (st.step() && !stop()) {
            const std::int64_t row = st.int64(0);
            const QString person = key(m_personKeys, st, 2, false, "event_people", row, "person");
            Event *e = eventOf(st, 1, "event_people", row);
            if (e != current && current)
                giveToCurrent();
            current = e;
            if (e && !person.isEmpty())
                people.emplace_back(st.int64(3), person);
        }
        if (current)
            giveToCurrent();
        return finished(st);
    }

    // The accounts are read while the events are: this thread steps their
    // statement and copies rows out (feedAccounts()), a second reader makes
    // them into Accounts on another thread (makeAccounts()), and
    // readAccounts() gives them to their events and reports their problems
    // in the order a reading row by row meets them. Rows are in id order: an
    // event's accounts are written together, in order; rows written some
    // other way are put in their ordinal order afterwards.
    static constexpr std::size_t kAccountChunksWaiting = 16;
    // Without the accounts' words, those are NULL; the quote is read
    // where the texts are, to be checked against them.
    const char *accountsSelect() const
    {
        if (m_words == AccountWords::Included)
            return "SELECT id, event_id, source_id, quote, q_start, q_end, claimed_date, date_text, gloss_en, note_en, "
                   "ordinal, key, anchor FROM accounts ORDER BY id";
        if (m_scope == Scope::Whole)
            return "SELECT id, event_id, source_id, quote, q_start, q_end, claimed_date, NULL, NULL, NULL, "
                   "ordinal, key, anchor FROM accounts ORDER BY id";
        return "SELECT id, event_id, source_id, NULL, q_start, q_end, claimed_date, NULL, NULL, NULL, "
               "ordinal, key, anchor FROM accounts ORDER BY id";
    }

    // With a second connection of the same snapshot the maker reads the
    // accounts itself; otherwise this thread steps them (feedAccounts()).
    Status startAccounts()
    {
        m_makerDb = secondReader();
        m_maker = std::make_unique<CorpusReader>(m_makerDb ? *m_makerDb : m_db, m_mode, m_scope, m_words);
        m_maker->m_sourceKeys = m_sourceKeys;
        for (auto it = m_sourceKeys.cbegin(); it != m_sourceKeys.cend(); ++it)
            m_maker->m_sourceIds.insert(it.key(), Interned(it.value()));
        m_maker->m_sourceIndex = m_sourceIndex;
        m_maker->m_c.sources = m_c.sources;
        auto prepared = m_maker->prepare(accountsSelect());
        if (!prepared) {
            m_maker.reset();
            m_makerDb.reset();
            m_accountsRead = Status::failure(prepared.error()); // reported where the accounts are read
            return success();
        }
        if (m_makerDb) {
            m_maker->m_accounts = std::move(prepared).value();
            m_makerThread = std::thread([maker = m_maker.get()] { maker->readAndMakeAccounts(); });
            return success();
        }
        m_accounts = std::move(prepared).value();
        m_accountsLeft = true;
        m_queue = std::make_unique<AccountQueue>(kAccountChunksWaiting);
        m_makerThread = std::thread([maker = m_maker.get(), queue = m_queue.get()] { maker->makeAccounts(*queue); });
        return success();
    }

    // A second connection that reads the snapshot this one reads
    // (Database::openInSnapshotOf); null where there is none, or inside the
    // caller's transaction, which may hold its own changes.
    std::unique_ptr<Database> secondReader() const
    {
        if (!m_ownsTransaction)
            return {};
        auto db = Database::openInSnapshotOf(m_db);
        return db ? std::move(db).value() : nullptr;
    }

    void endReadTransaction()
    {
        if (!m_ownsTransaction)
            return;
        m_ownsTransaction = false;
        m_accounts = Statement(); // no statement of this connection left running
        if (sqlite3_exec(m_h, "COMMIT", nullptr, nullptr, nullptr) != SQLITE_OK)
            sqlite3_exec(m_h, "ROLLBACK", nullptr, nullptr, nullptr);
    }

    // Copies rows out of the statement while the maker has room for them;
    // with `all`, every row left, waiting for room.
    void feedAccounts(bool all)
    {
        while (m_accountsLeft && !m_queue->cancelled() && (all || !m_queue->full()))
            m_queue->push(nextAccountChunk(&m_accountsLeft));
    }

    // Up to a chunk of rows copied out of m_accounts; `left` false once
    // they are all read (m_accountsRead says how the statement ended).
    AccountChunk nextAccountChunk(bool *left)
    {
        AccountChunk chunk;
        chunk.rows.reserve(AccountChunk::kRows);
        while (chunk.rows.size() < AccountChunk::kRows && (*left = m_accounts.step()))
            chunk.append(m_accounts);
        if (!*left)
            m_accountsRead = finished(m_accounts);
        return chunk;
    }

    // The maker's thread is told there is nothing more (`cancel`: that it
    // need not finish), then waited for.
    void stopMakingAccounts(bool cancel = true)
    {
        if (!m_makerThread.joinable())
            return;
        if (m_queue && cancel)
            m_queue->cancel();
        else if (m_queue)
            m_queue->close();
        else if (cancel)
            m_maker->m_cancelled = true;
        m_makerThread.join();
    }

    Status readAccounts()
    {
        if (!m_maker)
            return m_accountsRead;
        feedAccounts(true);
        stopMakingAccounts(false);
        if (!m_queue)
            m_accountsRead = m_maker->m_accountsRead; // how the maker's statement ended
        giveAccountsToEvents();
        // A reading row by row stops at the first problem (or the last one
        // collected) and never steps on to a failing row after it.
        return stop() ? success() : m_accountsRead;
    }

    // On the maker's thread: every row made into an Account, grouped by the
    // event row it names.
    void makeAccounts(AccountQueue &queue)
    {
        while (const auto chunk = queue.pop()) {
            for (const AccountRow &row : chunk->rows) {
                if (stop())
                    break;
                makeAccount(*chunk, row);
            }
            if (stop()) {
                queue.cancel();
                break;
            }
        }
        putAccountsInOrder();
    }

    // The same, the maker stepping its own statement (on its own connection):
    // it stops, as a reading row by row does, at a problem.
    void readAndMakeAccounts()
    {
        bool left = true;
        while (left && !stop() && !m_cancelled) {
            const AccountChunk chunk = nextAccountChunk(&left);
            for (const AccountRow &row : chunk.rows) {
                if (stop())
                    break;
                makeAccount(chunk, row);
            }
        }
        m_accounts = Statement();
        putAccountsInOrder();
    }

    // An event's accounts whose ordinals came out of order, put in their order.
    void putAccountsInOrder()
    {
        for (auto it = m_ordinals.cbegin(); it != m_ordinals.cend(); ++it) {
            QList<Account> &list = accountsOf(it.key());
            list = sortedBy(list, it.value());
        }
    }

    void makeAccount(const AccountChunk &chunk, const AccountRow &r)
    {
        Account a;
        // Most accounts' sources are found held already; a missing one is
        // named as any missing key is.
        const auto known = r.sourceIsNull ? m_sourceIds.cend() : m_sourceIds.constFind(r.source);
        a.sourceId = known != m_sourceIds.cend()
            ? *known
            : Interned(key(m_sourceKeys, r.sourceIsNull, r.source, false, "accounts", r.id, "source"));
        if (!passageOffsetsFit(r.start, r.end)) {
            problem(QStringLiteral("accounts"), r.id,
                Tr::tr("its quote at %1…%2 lies outside source %3").arg(r.start).arg(r.end).arg(a.sourceId));
            return;
        }
        a.start = std::int32_t(r.start);
        a.end = std::int32_t(r.end);
        const QByteArrayView claimed = chunk.utf8(r, AccountRow::ClaimedDate);
        a.claimedDate = date(m_scratch[0].of(std::string_view(claimed.data(), std::size_t(claimed.size()))), false,
            "accounts", r.id, "claimed_date");
        // Its event's id is lent to it once the events are read (giveAccountsToEvents()).
        if (const auto n = m_derivedIds.take(r.event, chunk.utf8(r, AccountRow::Key)))
            a.setIdOf(QString(), *n);
        else
            a.setId(chunk.text(r, AccountRow::Key));
        a.orphaned = chunk.utf8(r, AccountRow::Anchor) == "orphaned";
        const bool checked = !a.sourceId.isEmpty() && !a.orphaned && m_scope == Scope::Whole;
        // Without its words, the quote is read only to be checked (a block
        // of words made and freed for each of a million accounts otherwise).
        if (m_words == AccountWords::Included || checked)
            a.setQuote(chunk.text(r, AccountRow::Quote));
        if (checked)
            checkQuote(m_sourceIndex.value(r.source), a, r.id);
        if (m_words == AccountWords::Included) {
            a.setDateText(chunk.text(r, AccountRow::DateText));
            a.setGlossEn(chunk.text(r, AccountRow::Gloss));
            a.setNoteEn(chunk.text(r, AccountRow::Note));
        } else {
            a.leaveOutWords();
        }
        m_accountEvents.emplace_back(r.id, r.event);
        QList<Account> &list = accountsOf(r.event);
        const int ordinal = int(r.ordinal);
        if (ordinal != list.size() && !m_ordinals.contains(r.event)) {
            QList<int> seen(list.size());
            std::iota(seen.begin(), seen.end(), 0);
            m_ordinals.insert(r.event, seen);
        }
        if (const auto it = m_ordinals.find(r.event); it != m_ordinals.end())
            *it << ordinal;
        // Grown one at a time: an append rounds the block up to a power of
        // two, and most events have one or two accounts (at a million
        // events, the slack was about a quarter of their memory).
        if (list.size() == list.capacity())
            list.reserve(list.size() + 1);
        list.append(std::move(a));
    }

    // The maker's list of an event row: by index for rows up to about twice
    // the accounts seen (an import numbers events from 1), hashed beyond.
    QList<Account> &accountsOf(std::int64_t event)
    {
        if (const auto it = m_sparse.find(event); it != m_sparse.end())
            return *it;
        if (event >= 0 && event < 2 * std::int64_t(m_accountEvents.size()) + 65536) {
            if (std::size_t(event) >= m_byEvent.size())
                m_byEvent.resize(std::max(std::size_t(event) + 1, 2 * m_byEvent.size()));
            return m_byEvent[std::size_t(event)];
        }
        return m_sparse[event];
    }

    // Each event takes the maker's accounts of its row; the maker's problems
    // are reported with those of accounts that name no event, row by row.
    void giveAccountsToEvents()
    {
        CorpusReader &maker = *m_maker;
        std::size_t given = 0;
        for (qsizetype i = 0; i < m_c.events.size(); ++i) {
            const std::int64_t row = m_eventRows[std::size_t(i)];
            QList<Account> *list = nullptr;
            if (const auto it = maker.m_sparse.find(row); it != maker.m_sparse.end())
                list = &*it;
            else if (row >= 0 && std::size_t(row) < maker.m_byEvent.size())
                list = &maker.m_byEvent[std::size_t(row)];
            if (list) {
                given += std::size_t(list->size());
                Event &e = m_c.events[i];
                e.accounts = std::move(*list);
                maker.m_derivedIds.complete(row, e);
            }
        }
        std::size_t next = 0;
        const auto reportUpTo = [&](std::int64_t row) {
            for (; next < maker.m_problemRows.size() && maker.m_problemRows[next] <= row; ++next)
                if (!stop()) {
                    m_problems << maker.m_problems[qsizetype(next)];
                    m_problemRows.push_back(maker.m_problemRows[next]);
                }
        };
        if (given != maker.m_accountEvents.size())
            for (const auto &[row, event] : maker.m_accountEvents) {
                reportUpTo(row);
                if (!std::binary_search(m_eventRows.begin(), m_eventRows.end(), event))
                    problem(
                        QStringLiteral("accounts"), row, Tr::tr("refers to event %1, which does not exist").arg(event));
            }
        reportUpTo(std::numeric_limits<std::int64_t>::max());
        m_maker.reset();
        m_queue.reset();
    }

    // An account's offsets must lie inside its source, and its quote must be
    // what the source says there.
    void checkQuote(qsizetype source, const Account &a, std::int64_t row)
    {
        const QString &text = m_c.sources[source].text;
        auto mapIt = m_maps.find(source);
        if (mapIt == m_maps.end())
            mapIt = m_maps.insert(source, CodePointMap(text));
        const qsizetype from = a.start >= 0 ? mapIt->toUtf16(a.start) : -1;
        const qsizetype to = a.end >= a.start ? mapIt->toUtf16(a.end) : -1;
        if (from < 0 || to < 0) {
            problem(QStringLiteral("accounts"), row,
                Tr::tr("its quote at %1…%2 lies outside source %3").arg(a.start).arg(a.end).arg(a.sourceId));
            return;
        }
        if (QStringView(text).mid(from, to - from) != a.quote())
            problem(QStringLiteral("accounts"), row,
                Tr::tr("its quote is not what source %1 says at %2…%3").arg(a.sourceId).arg(a.start).arg(a.end));
    }

    // `list` in the stable order of `keys` (one per element).
    template <typename List, typename Key> static List sortedBy(List &list, const Key &keys)
    {
        std::vector<qsizetype> order(std::size_t(list.size()));
        std::iota(order.begin(), order.end(), 0);
        std::stable_sort(order.begin(), order.end(), [&](qsizetype x, qsizetype y) { return keys[x] < keys[y]; });
        List sorted;
        sorted.reserve(list.size());
        for (qsizetype i : order)
            sorted.append(std::move(list[i]));
        return sorted;
    }

    // A file written by an import since the eighth session has its rows in
    // time order already: moving a million events into a new list cost 1.5 s.
    void sortEventsByTime()
    {
        if (!std::is_sorted(m_starts.begin(), m_starts.end()))
            m_c.events = sortedBy(m_c.events, m_starts);
    }

    Status readRoute()
    {
        auto legs = prepare("SELECT seq, from_place, to_place, depart, arrive, mode, inferred, note FROM route_legs "
                            "ORDER BY seq");
        if (!legs)
            return Status::failure(legs.error());
        auto points = prepare("SELECT lat, lon, place_id, inferred FROM route_waypoints WHERE leg_seq = ?1 "
                              "ORDER BY idx");
        if (!points)
            return Status::failure(points.error());
        Statement &st = legs.value();
        while (st.step() && !stop()) {
            RouteLeg l;
            l.seq = int(st.int64(0));
            l.fromPlaceId = key(m_placeKeys, st, 1, false, "route_legs", l.seq, "place");
            l.toPlaceId = key(m_placeKeys, st, 2, false, "route_legs", l.seq, "place");
            l.depart = date(st.text(3), true, "route_legs", l.seq, "depart");
            l.arrive = date(st.text(4), true, "route_legs", l.seq, "arrive");
            if (st.text(5) != u"sea" && st.text(5) != u"land")
                problem(QStringLiteral("route_legs"), l.seq, Tr::tr("mode \"%1\" is not land or sea").arg(st.text(5)));
            l.mode = st.text(5) == u"sea" ? TravelMode::Sea : TravelMode::Land;
            l.inferred = st.int64(6) != 0;
            l.note = st.text(7);
            if (Status s = readWaypoints(points.value(), &l); !s)
                return s;
            m_c.route.append(l);
        }
        return finished(st);
    }

    Status readWaypoints(Statement &wp, RouteLeg *l)
    {
        wp.reset();
        wp.bind(1, l->seq);
        while (wp.step()) {
            const double lat = wp.real(0), lon = wp.real(1);
            if (!(lat >= -90 && lat <= 90 && lon >= -180 && lon <= 180))
                problem(QStringLiteral("route_waypoints"), l->seq,
                    Tr::tr("(%1, %2) is not a position on Earth").arg(lat).arg(lon));
            const QString place = key(m_placeKeys, wp, 2, true, "route_waypoints", l->seq, "place");
            l->waypoints.append({lat, lon, place, wp.int64(3) != 0});
        }
        return finished(wp);
    }

    const Database &m_db;
    sqlite3 *m_h;
    const Mode m_mode;
    const Scope m_scope;
    const AccountWords m_words;
    Corpus m_c;
    QStringList m_problems;
    QHash<std::int64_t, QString> m_sourceKeys, m_placeKeys, m_personKeys, m_eraKeys;
    QHash<std::int64_t, Interned> m_sourceIds; // on the maker: m_sourceKeys, interned once
    QSet<QString> m_categories; // a few words, each held once however many events have it
    // The element of m_categories the last insert gave: valid until the
    // next insert (which may move the set's elements), and taken afresh from it.
    const QString *m_lastCategory = nullptr;
    std::string m_lastCategoryUtf8;
    Utf16Scratch m_scratch[2]; // columns looked at, not kept as they are
    StringBlocks m_strings; // the events' ids and titles, side by side
    QHash<std::int64_t, qsizetype> m_sourceIndex;
    std::vector<std::int64_t> m_eventRows; // row id of each event, before sorting by time
    qsizetype m_lastEvent = 0;
    QHash<qsizetype, CodePointMap> m_maps;
    std::vector<std::int64_t> m_starts;
    std::vector<std::int64_t> m_problemRows; // the row each problem names

    bool m_ownsTransaction = false; // read() began the transaction it reads in
    std::optional<bool> m_textsClean; // the texts' quick check, where it ran on its own thread
    // That thread (startTextsCheck()), its connection, what it found and
    // the flag that tells it to stop.
    std::unique_ptr<Database> m_textsDb;
    std::thread m_textsThread;
    bool m_textsCheckedClean = false;
    std::atomic<bool> m_textsStop {false};
    // The accounts (startAccounts()): the statement, stepped on this thread
    // (or, with a connection of its own, m_makerDb, by the maker); the
    // reader that makes them into Accounts on another.
    std::unique_ptr<Database> m_makerDb; // destroyed after the maker, whose statement is on it
    Statement m_accounts;
    Status m_accountsRead = success(); // how the statement ended (or failed to prepare)
    bool m_accountsLeft = false;
    std::unique_ptr<AccountQueue> m_queue;
    std::unique_ptr<CorpusReader> m_maker;
    std::thread m_makerThread;
    std::atomic<bool> m_cancelled {false}; // on the maker: the reading stopped without it
    // On the maker: the accounts by the event row they name, each account's
    // row and event row in row order, where an event's ordinals were out of order.
    std::vector<QList<Account>> m_byEvent;
    QHash<std::int64_t, QList<Account>> m_sparse;
    std::vector<std::pair<std::int64_t, std::int64_t>> m_accountEvents;
    QHash<std::int64_t, QList<int>> m_ordinals;
    DerivedIds m_derivedIds; // on the maker: ids of the form "EVENT/N", by event row
};

} // namespace

namespace {

// Whether the texts together are a few tens of megabytes at most. Their
// lengths are added up only until they are more: a length stands after its
// text in the row, and reaching it walks all of the text's pages (0.4 s
// for the 824 MB of an imported 1M corpus).
bool textsAreSmall(const Database &db)
{
    constexpr qint64 kSmall = 32 << 20; // code points
    auto lengths = Statement::prepare(db.handle(), "SELECT body_length FROM sources");
    if (!lengths)
        return false;
    qint64 sum = 0;
    while (lengths.value().step()) {
        const qint64 length = lengths.value().int64(0);
        if (length < 0 || length > kSmall - sum) // a negative one is damage: read the careful way
            return false;
        sum += length;
    }
    return lengths.value().finished().ok();
}

} // namespace

Result<Corpus> readCorpus(const Database &db, SourceTexts texts, AccountWords words)
{
    using R = CorpusReader;
    if (texts == SourceTexts::Included)
        return R(db, R::Mode::StopAtFirstProblem, R::Scope::Whole, words).read();
    // Texts that fit in a few tens of megabytes are read with the rest and
    // checked in one pass over the accounts, then dropped; larger ones are
    // checked one at a time, each against the accounts that cite it.
    if (texts == SourceTexts::LeftOut && textsAreSmall(db)) {
        auto corpus = R(db, R::Mode::StopAtFirstProblem, R::Scope::Whole, words).read();
        if (corpus)
            for (Source &s : corpus.value().sources)
                s.text = QString();
        return corpus;
    }
    return R(db, R::Mode::StopAtFirstProblem, R::Scope::WithoutTexts, words).read();
}

Result<Corpus> readCorpusHead(const Database &db)
{
    return CorpusReader(db, CorpusReader::Mode::StopAtFirstProblem, CorpusReader::Scope::Head).read();
}

namespace {

// Every line a one-column-or-more PRAGMA returns, joined by " / ".
QStringList pragmaLines(const Database &db, const char *sql)
{
    auto st = Statement::prepare(db.handle(), sql);
    if (!st)
        return {st.error()};
    QStringList lines;
    while (st.value().step()) {
        QStringList cols;
        for (int i = 0; i < st.value().columnCount(); ++i)
            cols << st.value().text(i);
        lines << cols.join(QStringLiteral(" / "));
    }
    if (Status s = st.value().finished(); !s)
        lines << s.error();
    return lines;
}

// The expressions of the CHECK constraints in a CREATE TABLE statement, in
// order: the text inside the parentheses after each CHECK, string literals
// and quoted names skipped.
QStringList checkExpressions(QStringView sql)
{
    QStringList out;
    const auto isWordChar = [](QChar c) { return c.isLetterOrNumber() || c == u'_'; };
    const auto skipQuoted = [&](qsizetype i) { // i at an opening quote: the index after its closing one
        const QChar quote = sql[i];
        for (++i; i < sql.size(); ++i)
            if (sql[i] == quote) {
                if (i + 1 < sql.size() && sql[i + 1] == quote)
                    ++i; // a doubled quote stands for itself
                else
                    return i + 1;
            }
        return i;
    };
    for (qsizetype i = 0; i < sql.size();) {
        const QChar c = sql[i];
        if (c == u'\'' || c == u'"' || c == u'`') {
            i = skipQuoted(i);
            continue;
        }
        const bool check = sql.mid(i, 5).compare(u"CHECK", Qt::CaseInsensitive) == 0
            && (i == 0 || !isWordChar(sql[i - 1])) && (i + 5 >= sql.size() || !isWordChar(sql[i + 5]));
        if (!check) {
            ++i;
            continue;
        }
        qsizetype from = i + 5;
        while (from < sql.size() && sql[from].isSpace())
            ++from;
        if (from >= sql.size() || sql[from] != u'(') {
            i = from;
            continue;
        }
        int depth = 0;
        qsizetype k = from;
        while (k < sql.size()) {
            if (sql[k] == u'\'' || sql[k] == u'"' || sql[k] == u'`') {
                k = skipQuoted(k);
                continue;
            }
            if (sql[k] == u'(')
                ++depth;
            else if (sql[k] == u')' && --depth == 0)
                break;
            ++k;
        }
        out << sql.mid(from + 1, k - from - 1).trimmed().toString();
        i = k + 1;
    }
    return out;
}

// SQLite leaves the CHECK constraints out of a read-only connection's
// schema, and so out of its integrity_check: each table's are asked here,
// from the schema's own text (which schemaProblems() found to be ours).
QStringList checkConstraintProblems(const Database &db)
{
    if (sqlite3_db_readonly(db.handle(), "main") != 1)
        return {}; // integrity_check has asked them
    auto tables = Statement::prepare(
        db.handle(), "SELECT name, sql FROM sqlite_schema WHERE type = 'table' AND sql LIKE '%CHECK%' ORDER BY name");
    if (!tables)
        return {tables.error()};
    QStringList problems;
    while (tables.value().step()) {
        const QString table = tables.value().text(0);
        for (const QString &rule : checkExpressions(tables.value().text(1))) {
            QString quotedTable = table;
            quotedTable.replace(u'"', QStringLiteral("\"\""));
            const QByteArray sql
                = QStringLiteral("SELECT count(*) FROM \"%1\" WHERE NOT (%2)").arg(quotedTable, rule).toUtf8();
            auto count = Statement::prepare(db.handle(), sql.constData());
            if (!count) {
                problems << Tr::tr("%1: its rule CHECK (%2) cannot be asked: %3").arg(table, rule, count.error());
                continue;
            }
            const std::int64_t breaking = count.value().step() ? count.value().int64(0) : 0;
            if (Status s = count.value().finished(); !s)
                problems << Tr::tr("%1: its rule CHECK (%2) cannot be asked: %3").arg(table, rule, s.error());
            else if (breaking > 0)
                problems << Tr::tr(
                    "%1: %n row(s) break its rule CHECK (%2)", nullptr, int(std::min<std::int64_t>(breaking, INT_MAX)))
                                .arg(table, rule);
        }
    }
    if (Status s = tables.value().finished(); !s)
        problems << s.error();
    return problems;
}

} // namespace

CheckReport checkDatabase(const Database &db)
{
    CheckReport r;
    r.schemaVersion = db.schemaVersion();
    r.integrity = pragmaLines(db, "PRAGMA integrity_check").join(QStringLiteral("; "));
    r.foreignKeyProblems = pragmaLines(db, "PRAGMA foreign_key_check");
    r.schemaProblems = db.schemaProblems();
    if (!r.schemaProblems.isEmpty())
        return r; // the rows cannot be read as this version reads them
    for (const char *table :
        {"sources", "places", "people", "eras", "events", "accounts", "route_legs", "route_waypoints", "passages"}) {
        const QByteArray sql = QByteArray("SELECT count(*) FROM ") + table;
        r.counts.insert(QString::fromLatin1(table), db.scalar(sql.constData()).toLongLong());
    }
    r.contentProblems << checkConstraintProblems(db);
    CorpusReader reader(db, CorpusReader::Mode::CollectProblems);
    if (auto corpus = reader.read(); !corpus)
        r.contentProblems << corpus.error();
    r.contentProblems << reader.problems();
    r.searchProblems = checkSearchIndex(db);
    r.timelineProblems = checkStoredTimeline(db);
    if (r.schemaVersion >= 9)
        r.conflictProblems = conflictListProblems(db);
    return r;
}

} // namespace parallax::db
