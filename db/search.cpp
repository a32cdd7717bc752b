#include "search.h"

#include "datesearch.h"
#include "searchindex.h"
#include "searchpairs.h"
#include "statementcache.h"

#include <core/textoffsets.h>

#include <sqlite3.h>

#include <QCoreApplication>
#include <QHash>
#include <QSet>

#include <algorithm>
#include <cstring>
#include <initializer_list>
#include <iterator>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace parallax::db {

namespace {

constexpr QChar kOpen = QChar(0x01);
constexpr QChar kClose = QChar(0x02);

QString phrase(const QString &text)
{
    QString q = text;
    q.replace(u'"', QLatin1String("\"\""));
    return u'"' + q + u'"';
}

// A snippet around the first occurrence of `needle` in `text`.
QString snippetAround(const QString &text, const QString &needle, int context = 24)
{
    qsizetype at = text.indexOf(needle, 0, Qt::CaseInsensitive);
    if (at < 0)
        at = foldForSearch(text).indexOf(foldForSearch(needle));
    if (at < 0)
        return text.left(context * 2);
    qsizetype from = std::max<qsizetype>(0, at - context);
    qsizetype to = std::min<qsizetype>(text.size(), at + needle.size() + context);
    // Cut between words, not inside one, where words are spaced ("…itary
    // school of Brienne" read like a misprint; a walkthrough by helper-96).
    const auto inWord
        = [&](qsizetype i) { return text[i].isLetterOrNumber() && text[i].script() != QChar::Script_Han; };
    if (from > 0 && inWord(from - 1) && inWord(from)) {
        while (from < at && inWord(from))
            ++from;
        while (from < at && !inWord(from))
            ++from;
    }
    while (from < at && text[from].isSpace())
        ++from;
    const qsizetype matchEnd = at + needle.size();
    if (to < text.size() && to > matchEnd && inWord(to - 1) && inWord(to)) {
        while (to > matchEnd && inWord(to - 1))
            --to;
        while (to > matchEnd && text[to - 1].isSpace())
            --to;
    }
    return (from > 0 ? QStringLiteral("…") : QString()) + text.mid(from, at - from) + kOpen
        + text.mid(at, needle.size()) + kClose + text.mid(at + needle.size(), to - at - needle.size())
        + (to < text.size() ? QStringLiteral("…") : QString());
}

// A query as pholds() compares it, made once per statement.
struct HeldQuery
{
    QString query, folded;
    QByteArray asciiLower; // the query in lower case when it is plain ASCII, else empty
    std::string lowered; // a text in lower case, reused from row to row
};

// `text` into `out` with its ASCII in lower case, eight bytes at a time,
// and the characters inertToAsciiQuery() allows as they are; false (and
// `out` unfinished) at the first character of any other kind.
bool lowerForAsciiQuery(const char *text, std::size_t n, std::string &out)
{
    out.resize(n);
    constexpr std::uint64_t kHigh = 0x8080808080808080ULL;
    constexpr std::uint64_t kOnes = 0x0101010101010101ULL;
    const auto byte = [text](std::size_t i) { return static_cast<unsigned char>(text[i]); };
    std::size_t i = 0;
    while (i < n) {
        if (std::uint64_t word; i + 8 <= n && (std::memcpy(&word, text + i, 8), (word & kHigh) == 0)) {
            // Each byte's high bit set where it is 'A'..'Z': at least 'A' and
            // not past 'Z' (every byte is below 0x80, so no carry crosses bytes).
            const std::uint64_t fromA = word + kOnes * (0x80 - 'A');
            const std::uint64_t pastZ = word + kOnes * (0x7F - 'Z');
            word |= (fromA & ~pastZ & kHigh) >> 2; // 0x80 >> 2 is the 0x20 between the cases
            std::memcpy(out.data() + i, &word, 8);
            i += 8;
        } else if (const unsigned char c = byte(i); c < 0x80) {
            out[i++] = c >= 'A' && c <= 'Z' ? char(c | 0x20) : char(c);
        } else if ((c & 0xF0) == 0xE0 && i + 3 <= n && (byte(i + 1) & 0xC0) == 0x80 && (byte(i + 2) & 0xC0) == 0x80
            && inertToAsciiQuery(
                (char32_t(c & 0x0F) << 12) | (char32_t(byte(i + 1) & 0x3F) << 6) | char32_t(byte(i + 2) & 0x3F))) {
            std::memcpy(out.data() + i, text + i, 3);
            i += 3;
        } else {
            return false;
        }
    }
    return true;
}

} // namespace

qsizetype findQuery(const QString &text, const QString &query, const QString &folded)
{
    const qsizetype at = text.indexOf(query, 0, Qt::CaseInsensitive);
    if (at >= 0 || folded.isEmpty())
        return at;
    // Plain ASCII folds to its lower case, position for position: no
    // need to fold it (a date's candidate passages, checked by the
    // dozen, spent most of the query there).
    if (isPlainAscii(text))
        return text.indexOf(folded, 0, Qt::CaseInsensitive);
    return foldForSearch(text).indexOf(folded);
}

std::optional<bool> asciiQueryInUtf8(std::string_view text, std::string_view lowerQuery, std::string &scratch)
{
    if (!lowerForAsciiQuery(text.data(), text.size(), scratch))
        return std::nullopt;
    return memmem(scratch.data(), scratch.size(), lowerQuery.data(), lowerQuery.size()) != nullptr;
}

namespace {

// The bytes of sources' texts that passages cover (schema 12: a passage is
// where it lies in its source, db/migrations/012_passage_offsets.sql), read
// through one incremental-blob handle moved from source to source: a text
// is a megabyte or more, a passage a few hundred bytes of it. Lives as long
// as one run of the statement that reads them (SQLite's auxiliary data),
// which closes the handle and the read it holds.
class SourceBytes
{
public:
    ~SourceBytes()
    {
        if (m_blob)
            sqlite3_blob_close(m_blob);
    }

    // The bytes [from, to) of source `row`'s text; false, with `why` set,
    // when they are not a whole stretch of it.
    bool read(sqlite3 *db, std::int64_t row, std::int64_t from, std::int64_t to, QString *why)
    {
        for (int attempt = 0; attempt < 2; ++attempt) {
            if (!moveTo(db, row, why))
                return false;
            const std::int64_t size = sqlite3_blob_bytes(m_blob);
            if (from < 0 || to <= from || to > size) {
                *why = QStringLiteral("bytes %1…%2 of a text of %3").arg(from).arg(to).arg(size);
                return false;
            }
            m_bytes.resize(std::size_t(to - from));
            const int rc = sqlite3_blob_read(m_blob, m_bytes.data(), int(to - from), int(from));
            if (rc == SQLITE_ABORT) { // the text changed since the handle was opened: open it anew
                sqlite3_blob_close(m_blob);
                m_blob = nullptr;
                m_row = -1;
                continue;
            }
            if (rc != SQLITE_OK) {
                *why = QString::fromUtf8(sqlite3_errstr(rc));
                return false;
            }
            // Whole characters: no continuation byte at either end.
            const auto continues = [](char c) { return (static_cast<unsigned char>(c) & 0xC0) == 0x80; };
            char after = 0;
            if (to < size && sqlite3_blob_read(m_blob, &after, 1, int(to)) != SQLITE_OK)
                after = 0;
            if (continues(m_bytes.front()) || continues(after)) {
                *why = QStringLiteral("bytes %1…%2 cut a character").arg(from).arg(to);
                return false;
            }
            return true;
        }
        *why = QStringLiteral("the text changed while it was read");
        return false;
    }

    const std::string &bytes() const { return m_bytes; }

private:
    bool moveTo(sqlite3 *db, std::int64_t row, QString *why)
    {
        if (m_blob && row == m_row)
            return true;
        int rc = SQLITE_OK;
        if (m_blob && (rc = sqlite3_blob_reopen(m_blob, row)) != SQLITE_OK) {
            sqlite3_blob_close(m_blob); // a handle that failed to move is of no more use
            m_blob = nullptr;
        } else if (!m_blob) {
            rc = sqlite3_blob_open(db, "main", "sources", "body", row, 0, &m_blob);
        }
        if (rc != SQLITE_OK || !m_blob) {
            *why = QStringLiteral("source row %1: %2").arg(row).arg(QString::fromUtf8(sqlite3_errmsg(db)));
            if (m_blob) {
                sqlite3_blob_close(m_blob);
                m_blob = nullptr;
            }
            m_row = -1;
            return false;
        }
        m_row = row;
        return true;
    }

    sqlite3_blob *m_blob = nullptr;
    std::int64_t m_row = -1;
    std::string m_bytes;
};

// passage_text(0, source_id, byte_start, byte_end): the passage's words,
// read from its source's text. The first argument, a constant, holds the
// statement's SourceBytes. A passage that is not a whole stretch of its
// source's text is an error, not an empty passage: a damaged file is
// refused, not searched in part.
void sqlPassageText(sqlite3_context *ctx, int argc, sqlite3_value **argv)
{
    if (argc != 4) {
        sqlite3_result_error(ctx, "passage_text takes four arguments", -1);
        return;
    }
    auto *reader = static_cast<SourceBytes *>(sqlite3_get_auxdata(ctx, 0));
    std::unique_ptr<SourceBytes> made;
    if (!reader) {
        made = std::make_unique<SourceBytes>();
        reader = made.get();
    }
    QString why;
    if (!reader->read(sqlite3_context_db_handle(ctx), sqlite3_value_int64(argv[1]), sqlite3_value_int64(argv[2]),
            sqlite3_value_int64(argv[3]), &why)) {
        const QByteArray message = QCoreApplication::translate("parallax::db::Search",
            "A passage of the search index is not part of its source's text (%1): the database is damaged. "
            "Run \"parallax check\" on it for every problem.")
                                       .arg(why)
                                       .toUtf8();
        sqlite3_result_error(ctx, message.constData(), int(message.size()));
    } else {
        const std::string &bytes = reader->bytes();
        sqlite3_result_text(ctx, bytes.data(), int(bytes.size()), SQLITE_TRANSIENT);
    }
    if (made)
        sqlite3_set_auxdata(ctx, 0, made.release(), [](void *p) { delete static_cast<SourceBytes *>(p); });
}

// pholds(text, query, folded): 1 when findQuery() finds the query in the
// text. The index keeps no positions (schema 10), so a query made of common
// trigrams ("own the") has a million candidate passages that hold them all
// but not the query: checked here, inside the statement that finds them, a
// text of ASCII (and CJK) against an ASCII query without leaving its UTF-8.
void sqlHolds(sqlite3_context *ctx, int argc, sqlite3_value **argv)
{
    if (argc != 3 || sqlite3_value_type(argv[0]) == SQLITE_NULL) {
        sqlite3_result_int(ctx, 0);
        return;
    }
    auto *held = static_cast<HeldQuery *>(sqlite3_get_auxdata(ctx, 1));
    std::unique_ptr<HeldQuery> made;
    if (!held) {
        made = std::make_unique<HeldQuery>();
        auto text = [&](int i) {
            return QString::fromUtf8(
                reinterpret_cast<const char *>(sqlite3_value_text(argv[i])), sqlite3_value_bytes(argv[i]));
        };
        made->query = text(1);
        made->folded = text(2);
        if (isPlainAscii(made->query))
            made->asciiLower = made->query.toLatin1().toLower();
        held = made.get();
    }
    const char *body = reinterpret_cast<const char *>(sqlite3_value_text(argv[0]));
    const int n = sqlite3_value_bytes(argv[0]);
    // Plain ASCII on both sides: its fold is its lower case (findQuery),
    // looked for with memmem. (A comparison at every byte took 40% of a
    // search whose million candidate passages held no match.)
    std::optional<bool> holds;
    if (!held->asciiLower.isEmpty())
        holds = asciiQueryInUtf8(std::string_view(body, std::size_t(n)),
            std::string_view(held->asciiLower.constData(), std::size_t(held->asciiLower.size())), held->lowered);
    if (!holds)
        holds = findQuery(QString::fromUtf8(body, n), held->query, held->folded) >= 0;
    sqlite3_result_int(ctx, *holds ? 1 : 0);
    // Kept for the next row while the statement runs (SQLite may drop it at
    // once: nothing here uses it after this).
    if (made)
        sqlite3_set_auxdata(ctx, 1, made.release(), [](void *p) { delete static_cast<HeldQuery *>(p); });
}

struct Lookup
{
    Lookup(const Database &database, SearchResults &results, const QString &query, int limit)
        : db(database)
        , out(results)
        , q(query)
        , fq(foldForSearch(query))
        , asciiLower(isPlainAscii(query) ? query.toLatin1().toLower().toStdString() : std::string())
        , perGroup(limit)
    { }

    const Database &db;
    SearchResults &out;
    const QString q; // as typed (trimmed)
    const QString fq; // folded
    const std::string asciiLower; // the query in lower case when it is plain ASCII
    int perGroup;
    std::string joined, lowered; // mayHold()'s, reused from row to row
    QSet<QString> seenEvents, seenPlaces, seenPeople;
    QSet<std::int64_t> seenPassages;
    std::vector<int> eventRanks; // one an event found: titleRank()
    // Leased for this search from the connection's cache (prepared once per
    // connection): a query can look up hundreds of rows, and preparing these
    // for every query took a third of its time.
    std::vector<StatementCache::Lease> leases;
    Statement *eventSt = nullptr, *eventChunkSt = nullptr, *accountChunkSt = nullptr, *placeSt = nullptr,
              *placeEventsSt = nullptr, *personSt = nullptr, *passageSt = nullptr, *citedSt = nullptr;
    // The first error of a lookup: a search that could not read a row fails
    // rather than returning less.
    QString error;

    Status prepare()
    {
        const std::pair<Statement **, const char *> list[] = {
            {&eventSt, "SELECT key, title_en, title_zh FROM events WHERE id = ?1"},
            {&eventChunkSt,
                "SELECT id, key, title_en, title_zh, summary_en FROM events WHERE id BETWEEN ?1 AND ?2 "
                "ORDER BY id"},
            {&accountChunkSt,
                "SELECT event_id, gloss_en, note_en FROM accounts WHERE id BETWEEN ?1 AND ?2 ORDER BY id"},
            {&placeSt,
                "SELECT p.key, group_concat(n.name, ' · '), group_concat(n.name, ' ') || ifnull((SELECT ' ' || "
                "group_concat(v.name, ' ') FROM place_variants v WHERE v.place_id = p.id), '') FROM places p "
                "JOIN place_names n ON n.place_id = p.id WHERE p.id = ?1 GROUP BY p.id"},
            {&placeEventsSt, "SELECT id, key FROM events WHERE place_id = ?1 ORDER BY t_start LIMIT ?2"},
            {&personSt,
                "SELECT p.key, group_concat(n.name, ' · '), group_concat(n.name, ' ') || ifnull((SELECT ' ' || "
                "group_concat(v.name, ' ') FROM person_variants v WHERE v.person_id = p.id), '') FROM people p "
                "JOIN person_names n ON n.person_id = p.id WHERE p.id = ?1 GROUP BY p.id"},
            {&passageSt,
                "SELECT p.source_id, p.start, passage_text(0, p.source_id, p.byte_start, p.byte_end), s.key, s.title "
                "FROM passages p "
                "JOIN sources s ON s.id = p.source_id WHERE p.id = ?1"},
            // Walks back from the position along accounts_by_source: the passages
            // that start closest before it are the ones that can contain it.
            {&citedSt,
                "SELECT e.key, a.q_end FROM accounts a JOIN events e ON e.id = a.event_id "
                "WHERE a.source_id = ?1 AND a.q_start <= ?2 ORDER BY a.q_start DESC LIMIT 8"}};
        leases.reserve(std::size(list));
        for (const auto &[st, sql] : list) {
            auto lease = db.statements().get(sql);
            if (!lease)
                return Status::failure(lease.error());
            leases.push_back(std::move(lease).value());
            *st = &*leases.back();
        }
        return success();
    }

    // Readies a statement for a new lookup.
    static Statement &fresh(Statement *st)
    {
        st->reset();
        return *st;
    }
    // Keeps the first error of a lookup that has ended (see `error`).
    void note(const Statement &st)
    {
        if (error.isEmpty())
            error = st.error();
    }

    // Where the query occurs in a text (findQuery). Returns the UTF-16 index or -1.
    qsizetype find(const QString &text) const { return findQuery(text, q, fq); }
    // False when the fields, joined by spaces, certainly do not hold the
    // query (asciiQueryInUtf8()), decided without making strings of them: a
    // number's candidate chunks of events hold thousands of rows.
    bool mayHold(std::initializer_list<std::string_view> fields)
    {
        if (asciiLower.empty())
            return true;
        joined.clear();
        for (const std::string_view &f : fields) {
            if (&f != fields.begin())
                joined += ' '; // as eventSearchText() and accountSearchText() join them
            joined += f;
        }
        return asciiQueryInUtf8(joined, asciiLower, lowered).value_or(true);
    }

    bool eventsFull() const { return out.events.size() >= perGroup; }
    bool namesFull() const { return out.places.size() >= perGroup && out.people.size() >= perGroup; }
    bool passagesFull() const { return out.passages.size() >= perGroup; }

    void addEvent(const QString &key, const QString &en, const QString &zh, const QString &snippet)
    {
        if (eventsFull() || seenEvents.contains(key))
            return;
        seenEvents.insert(key);
        out.events.append(
            {SearchHit::Kind::Event, key, zh.isEmpty() ? en : QStringLiteral("%1 · %2").arg(en, zh), snippet, -1, key});
        eventRanks.push_back(std::min(titleRank(en), titleRank(zh)));
    }
    // 0: a title that is the query (case and accents aside); 1: one that
    // begins with it; 2: any other.
    int titleRank(const QString &title) const
    {
        if (title.isEmpty())
            return 2;
        const QString folded = foldForSearch(title.trimmed());
        return folded == fq ? 0 : folded.startsWith(fq) ? 1 : 2;
    }
    // The events found, those named by the query first, then those whose
    // name begins with it, each kind in the order found: "Event 12345"
    // before "Event 123450" (Return chooses the first).
    void rankEvents()
    {
        QList<SearchHit> ranked;
        ranked.reserve(out.events.size());
        for (int rank = 0; rank <= 2; ++rank)
            for (qsizetype i = 0; i < out.events.size(); ++i)
                if (eventRanks[std::size_t(i)] == rank)
                    ranked.append(std::move(out.events[i])); // each has one rank: moved once
        out.events = std::move(ranked);
    }
    void event(std::int64_t rowid, const QString &snippet)
    {
        if (eventsFull())
            return;
        Statement &st = fresh(eventSt);
        st.bind(1, rowid);
        if (st.step())
            addEvent(st.text(0), st.text(1), st.text(2), snippet);
        note(st);
    }
    // An indexed chunk of search_events: the events or accounts in it whose
    // own text holds the query (a chunk can match across its lines).
    void eventChunk(std::int64_t rowid)
    {
        using namespace searchlayout;
        const bool accounts = rowid >= kSecondKind;
        const std::int64_t first = (accounts ? rowid - kSecondKind : rowid) << kChunkShift;
        Statement &st = fresh(accounts ? accountChunkSt : eventChunkSt);
        st.bind(1, first);
        st.bind(2, first + kChunkRows - 1);
        QList<std::pair<std::int64_t, QString>> viaAccounts;
        while (!eventsFull() && st.step()) {
            if (accounts) {
                if (!mayHold({st.utf8(1), st.utf8(2)}))
                    continue;
                const QString text = accountSearchText(st.text(1), st.text(2));
                if (find(text) >= 0)
                    viaAccounts.append({st.int64(0), snippetAround(text, q)});
                continue;
            }
            if (!mayHold({st.utf8(2), st.utf8(3), st.utf8(4)}))
                continue;
            const QString text = eventSearchText(st.text(2), st.text(3), st.text(4));
            if (find(text) >= 0)
                addEvent(st.text(1), st.text(2), st.text(3), snippetAround(text, q));
        }
        note(st);
        for (const auto &[event, snippet] : viaAccounts)
            this->event(event, snippet);
    }
    // A row of search_names: a place (with its events) or a person.
    void name(std::int64_t rowid)
    {
        if (rowid >= searchlayout::kSecondKind)
            person(rowid - searchlayout::kSecondKind);
        else
            place(rowid);
    }
    void place(std::int64_t rowid)
    {
        if (out.places.size() >= perGroup)
            return;
        Statement &st = fresh(placeSt);
        st.bind(1, rowid);
        if (!st.step())
            return note(st);
        if (seenPlaces.contains(st.text(0)) || find(st.text(2)) < 0)
            return;
        seenPlaces.insert(st.text(0));
        const QString snippet = snippetAround(find(st.text(1)) >= 0 ? st.text(1) : st.text(2), q);
        // The place's first event by date, so that choosing a place goes
        // somewhere, and its events among the event results: "Fontainebleau"
        // finds what happened at 枫丹白露.
        Statement &ev = fresh(placeEventsSt);
        ev.bind(1, rowid);
        ev.bind(2, perGroup);
        QString first;
        QList<std::int64_t> there;
        while (ev.step()) {
            if (first.isEmpty())
                first = ev.text(1);
            there << ev.int64(0);
        }
        note(ev);
        out.places.append({SearchHit::Kind::Place, st.text(0), st.text(1), snippet, -1, first});
        const QString at = QStringLiteral("\x01%1\x02").arg(st.text(1));
        for (std::int64_t e : there)
            event(e, at);
    }
    void person(std::int64_t rowid)
    {
        if (out.people.size() >= perGroup)
            return;
        Statement &st = fresh(personSt);
        st.bind(1, rowid);
        if (!st.step())
            return note(st);
        if (seenPeople.contains(st.text(0)) || find(st.text(2)) < 0)
            return;
        seenPeople.insert(st.text(0));
        out.people.append({SearchHit::Kind::Person, st.text(0), st.text(1),
            snippetAround(find(st.text(1)) >= 0 ? st.text(1) : st.text(2), q), -1, {}});
    }
    // One indexed passage: its source, where the match falls, the event cited there.
    void passage(std::int64_t rowid)
    {
        if (passagesFull() || seenPassages.contains(rowid))
            return;
        seenPassages.insert(rowid);
        Statement &st = fresh(passageSt);
        st.bind(1, rowid);
        if (!st.step())
            return note(st);
        const QString body = st.text(2);
        const qsizetype at = find(body);
        if (at < 0)
            return;
        const std::int64_t source = st.int64(0);
        const qsizetype pos = st.int64(1) + codePointIndexFromUtf16(body, at);
        out.passages.append(
            {SearchHit::Kind::Passage, st.text(3), st.text(4), snippetAround(body, q), pos, eventAt(source, pos)});
    }
    // The event whose cited passage in this source contains a position.
    QString eventAt(std::int64_t source, qsizetype pos)
    {
        Statement &st = fresh(citedSt);
        st.bind(1, source);
        st.bind(2, std::int64_t(pos));
        while (st.step())
            if (st.int64(1) > pos)
                return st.text(0);
        note(st);
        return QString();
    }
};

} // namespace

namespace {

// A cheaper plan for queries that hold a run of digits ("Event 12345",
// "1814-04"): FTS5 walks the row list of every trigram in a query, and
// word trigrams such as "Eve" or "ent" can occur in nearly every row of
// a large corpus, while all-digit trigrams are usually selective. Matching
// those finds a short list of candidates, which are then checked for
// the whole query. Returns the MATCH expression, or nothing (use textMatch).
// (Found by measuring: "Event 12345 " took 90 ms as a phrase over a million
// events and under 10 ms this way.)
std::optional<QString> digitTrigramMatch(const QString &q)
{
    // Every all-digit trigram, overlapping ones too: together they nearly
    // spell the number, so few rows hold them all. Then those of a digit and
    // another sign ("15-", "-06"): a year alone ("181", "815") is in
    // thousands of passages of a long corpus, each of which is read from
    // its source's text to be checked (schema 12; "1815-06-18" read 600 MB
    // of texts at a million events), while "1815-06" is in few.
    // Last, those of a digit and a space ("8 J" of "18 June 1815").
    const auto digit = [](QChar c) { return c >= u'0' && c <= u'9'; };
    const auto space = [](QChar c) { return c.isSpace(); };
    QStringList picked;
    for (const int tier : {0, 1, 2})
        for (qsizetype i = 0; i + 3 <= q.size() && picked.size() < (tier == 0 ? 4 : 6); ++i) {
            const QStringView tri = QStringView(q).mid(i, 3);
            const bool digits = std::all_of(tri.begin(), tri.end(), digit);
            const bool someDigit = std::any_of(tri.begin(), tri.end(), digit);
            const bool spaced = std::any_of(tri.begin(), tri.end(), space);
            // A sign that folds (é, ｜) is left out: the row may hold it
            // folded, in a column the query's own trigram does not name.
            const bool folds = foldForSearch(tri.toString()) != tri.toString().toCaseFolded();
            const bool taken = tier == 0 ? digits
                : tier == 1              ? someDigit && !digits && !spaced && !folds
                                         : someDigit && spaced && !folds;
            if (taken && !picked.contains(phrase(tri.toString())))
                picked << phrase(tri.toString());
        }
    if (picked.size() < 2)
        return std::nullopt;
    return picked.join(QStringLiteral(" AND "));
}

// The distinct trigrams of a text as the index's tokenizer cuts it (three
// code points each), each an FTS5 string as typed: SQLite folds its case
// with its own table, which differs from Qt's for some scripts (Georgian
// capitals, old Cyrillic), so a term folded here could miss its rows.
// Folded only to tell repeats apart.
QStringList trigramTerms(const QString &text)
{
    QStringList terms;
    QSet<QString> seen;
    const QList<uint> points = text.toUcs4();
    for (qsizetype i = 0; i + 3 <= points.size(); ++i) {
        const QString term = QString::fromUcs4(reinterpret_cast<const char32_t *>(points.constData() + i), 3);
        if (const QString key = term.toCaseFolded(); !seen.contains(key)) {
            seen.insert(key);
            terms << phrase(term);
        }
    }
    return terms;
}

// The MATCH expression for a query of three characters or more: the rows
// that hold every trigram of it (the index keeps no positions, schema 10),
// as typed or folded. A long query (a pasted page of text, or one word
// repeated many times) would make a long expression; past kPhraseLength a
// few distinct trigrams spread along it select candidates instead. Every
// candidate is checked for the whole query anyway (Lookup::find).
QString textMatch(const QString &q, const QString &folded)
{
    constexpr qsizetype kPhraseLength = 64;
    constexpr qsizetype kTrigrams = 12;
    auto allOf = [](const QString &text) {
        QStringList terms = trigramTerms(text);
        if (text.size() > kPhraseLength && terms.size() > kTrigrams) {
            QStringList picked;
            const double step = double(terms.size()) / double(kTrigrams);
            for (qsizetype i = 0; i < kTrigrams; ++i)
                picked << terms[qsizetype(double(i) * step)];
            terms = picked;
        }
        return terms.join(QStringLiteral(" AND "));
    };
    QString typed = allOf(q);
    // A row's folded column holds the diacritic-free form where folding
    // changes its text: a query that folding changes ("Café") is looked for
    // folded too ("cafe"), in either column.
    const QString fold = folded.isEmpty() ? QString() : allOf(folded);
    if (fold.isEmpty() || fold == typed)
        return typed;
    return QStringLiteral("(%1) OR (%2)").arg(typed, fold);
}

// A query that is a date ("1815-03", "March 1815", "1814年4月") finds the
// events of that time first, by their record date; the text search adds
// the events that mention it after them.
Status addDateHits(const Database &db, Lookup &look)
{
    const std::optional<HistoricalDate> date = dateQuery(look.q);
    if (!date)
        return success();
    look.out.dateQuery = date->toEdtf();
    auto dated = eventsOverlapping(db, date->span(), look.perGroup);
    if (!dated)
        return Status::failure(dated.error());
    for (const DatedEvent &e : dated.value()) {
        const auto d = HistoricalDate::parse(e.date);
        const QString shown = d ? d->toDisplayString() : e.date;
        look.addEvent(e.key, e.titleEn, e.titleZh, kOpen + shown + kClose);
    }
    return success();
}

} // namespace

QString snippetToHtml(const QString &snippet)
{
    QString out;
    for (const QChar c : snippet) {
        if (c == kOpen)
            out += QStringLiteral("<b>");
        else if (c == kClose)
            out += QStringLiteral("</b>");
        else if (c == u'<')
            out += QStringLiteral("&lt;");
        else if (c == u'>')
            out += QStringLiteral("&gt;");
        else if (c == u'&')
            out += QStringLiteral("&amp;");
        else if (c == u'\n')
            out += u' ';
        else
            out += c;
    }
    return out;
}

namespace {

// Each index, what one of its rows leads to, and when its group is full.
struct Index
{
    const char *table;
    void (Lookup::*visit)(std::int64_t);
    bool (Lookup::*full)() const;
    // The rows holding a query's trigrams (?1) that hold the query itself
    // (?2, folded ?3), where a row's text can be read beside it; else null.
    const char *heldSql = nullptr;
};
constexpr Index kIndexes[] = {
    {"search_events", &Lookup::eventChunk, &Lookup::eventsFull},
    {"search_names", &Lookup::name, &Lookup::namesFull},
    {"search_passages", &Lookup::passage, &Lookup::passagesFull,
        "SELECT p.id FROM search_passages CROSS JOIN passages p ON p.id = search_passages.rowid "
        "WHERE search_passages MATCH ?1 AND pholds(passage_text(0, p.source_id, p.byte_start, p.byte_end), ?2, ?3)"},
};

// The passages found by their word pairs (db/searchpairs.h), checked for the
// query, as the trigrams' statement checks its own.
constexpr const char *kHeldByPairsSql
    = "SELECT p.id FROM search_pairs CROSS JOIN passages p ON p.id = search_pairs.rowid "
      "WHERE search_pairs MATCH ?1 AND pholds(passage_text(0, p.source_id, p.byte_start, p.byte_end), ?2, ?3)";

// How many rows of an index a MATCH expression gives, counted up to `limit`.
Result<std::int64_t> candidatesUpTo(const Database &db, const char *table, const QString &match, std::int64_t limit)
{
    const QByteArray sql
        = QByteArray("SELECT count(*) FROM (SELECT 1 FROM ") + table + " WHERE " + table + " MATCH ?1 LIMIT ?2)";
    auto lease = db.statements().get(sql);
    if (!lease)
        return Result<std::int64_t>::failure(lease.error());
    Statement &st = *lease.value();
    st.bind(1, match);
    st.bind(2, limit);
    const std::int64_t count = st.step() ? st.int64(0) : limit;
    if (Status s = st.finished(); !s)
        return Result<std::int64_t>::failure(s.error());
    return count;
}

// The MATCH expression of the passages that hold the query's word pairs,
// when they are fewer than those holding its trigrams (`trigrams`), and few:
// each candidate's text is read to be checked. Nothing when the query fixes
// no pair, when its pairs are common ("of the"), or when its trigrams are
// rarer ("Event 999999": "ent 999" is in a thousand passages, the number's
// digits in a few). Both are counted only as far as they need be.
Result<std::optional<QString>> selectivePairsMatch(const Database &db, const QString &folded, const QString &trigrams)
{
    constexpr std::int64_t kFewCandidates = 2000;
    using R = Result<std::optional<QString>>;
    const QStringList tokens = queryPairTokens(folded);
    if (tokens.isEmpty())
        return std::optional<QString>();
    QString match = u'"' + tokens.join(QLatin1String("\" AND \"")) + u'"';
    auto byPairs = candidatesUpTo(db, "search_pairs", match, kFewCandidates);
    if (!byPairs)
        return R::failure(byPairs.error());
    if (byPairs.value() >= kFewCandidates)
        return std::optional<QString>();
    if (byPairs.value() > 0) {
        auto byTrigrams = candidatesUpTo(db, "search_passages", trigrams, byPairs.value());
        if (!byTrigrams)
            return R::failure(byTrigrams.error());
        if (byTrigrams.value() < byPairs.value())
            return std::optional<QString>();
    }
    return std::optional<QString>(std::move(match));
}

// Three characters or more: the rows of each index that hold the query's
// trigrams (or, for passages, its word pairs when they are rarer), each
// checked for the query.
Status searchTrigrams(const Database &db, Lookup &look, const QString &q)
{
    const QString trigrams = digitTrigramMatch(q).value_or(textMatch(q, look.fq));
    for (const Index &index : kIndexes) {
        QString match = trigrams;
        QByteArray sql = index.heldSql
            ? QByteArray(index.heldSql)
            : QByteArray("SELECT rowid FROM ") + index.table + " WHERE " + index.table + " MATCH ?1";
        if (index.heldSql) {
            auto pairs = selectivePairsMatch(db, look.fq, trigrams);
            if (!pairs)
                return Status::failure(pairs.error());
            if (pairs.value()) {
                match = *pairs.value();
                sql = kHeldByPairsSql;
                look.out.usedWordPairs = true;
            }
        }
        auto lease = db.statements().get(sql);
        if (!lease)
            return Status::failure(lease.error());
        Statement &st = *lease.value();
        st.bind(1, match);
        if (index.heldSql) {
            st.bind(2, q);
            st.bind(3, look.fq);
        }
        while (!(look.*index.full)() && st.step())
            (look.*index.visit)(st.int64(0));
        if (Status s = st.finished(); !s)
            return s;
    }
    return success();
}

// One or two characters: the trigrams that begin with them, read from the
// index's vocabulary (every character of the indexed text begins a trigram,
// see db/searchindex.h). The rows holding those trigrams are read in the
// vocabulary's order until each group is full.
Status searchVocabulary(const Database &db, Lookup &look, const QString &q)
{
    const QString lower = q.toLower();
    const QString beyond = QString::fromUcs4(U"\U0010FFFF");
    for (const Index &index : kIndexes) {
        // The vocabulary is a view of the index in the connection's temp
        // schema: creating it leaves the database file untouched.
        const QByteArray vocab = QByteArray("search_terms_") + (index.table + 7);
        const QByteArray create = "CREATE VIRTUAL TABLE IF NOT EXISTS temp." + vocab + " USING fts5vocab(main, "
            + index.table + ", instance)";
        auto created = db.statements().get(create);
        if (!created)
            return Status::failure(created.error());
        if (!created.value()->exec())
            return Status::failure(created.value()->error());
        const QByteArray sql = "SELECT doc FROM temp." + vocab + " WHERE term >= ?1 AND term <= ?2";
        QSet<std::int64_t> seen;
        // As typed, then folded (the index keeps no columns' names of its
        // terms, schema 10: each row found is checked for the query).
        for (const bool folded : {false, true}) {
            const QString &prefix = folded ? look.fq : lower;
            if (prefix.isEmpty() || (folded && prefix == lower))
                continue;
            auto lease = db.statements().get(sql);
            if (!lease)
                return Status::failure(lease.error());
            Statement &st = *lease.value();
            st.bind(1, prefix);
            st.bind(2, prefix + beyond);
            while (!(look.*index.full)() && st.step()) {
                const std::int64_t doc = st.int64(0);
                if (!seen.contains(doc)) {
                    seen.insert(doc);
                    (look.*index.visit)(doc);
                }
            }
            if (Status s = st.finished(); !s)
                return s;
        }
    }
    return success();
}

} // namespace

void registerSearchFunctions(sqlite3 *db)
{
    sqlite3_create_function_v2(
        db, "pholds", 3, SQLITE_UTF8 | SQLITE_DETERMINISTIC, nullptr, sqlHolds, nullptr, nullptr, nullptr);
    // Not deterministic: it reads the database, whose texts an edit changes.
    sqlite3_create_function_v2(db, "passage_text", 4, SQLITE_UTF8, nullptr, sqlPassageText, nullptr, nullptr, nullptr);
}

// A query without the quotation marks around it, or a stray one at either
// end (`"Paris`, `Paris"`, “Paris”, «Paris», 「巴黎」): every query is looked
// for as a phrase already, and a stray mark found nothing, or only the rare
// text that held the mark beside the word. Single quotes are taken off only
// in pairs ('Paris'): one at an end can be an apostrophe (the soldiers').
// A query of quotation marks alone is looked for as typed.
QString textSearchedFor(const QString &query)
{
    const QString typed = query.trimmed();
    QString q = typed;
    static const QString kDouble = QStringLiteral("\"\u201C\u201D\u201E\u00AB\u00BB\u300C\u300D\u300E\u300F\uFF02");
    static const QString kSingle = QStringLiteral("'\u2018\u2019");
    for (;;) {
        const qsizetype before = q.size();
        while (!q.isEmpty() && kDouble.contains(q.front()))
            q.remove(0, 1);
        while (!q.isEmpty() && kDouble.contains(q.back()))
            q.chop(1);
        if (q.size() >= 2 && kSingle.contains(q.front()) && kSingle.contains(q.back()))
            q = q.mid(1, q.size() - 2);
        q = q.trimmed();
        if (q.isEmpty()) // nothing but quotation marks: those are looked for
            return typed;
        if (q.size() == before)
            return q;
    }
}

Result<SearchResults> search(const Database &db, const QString &query, int perGroup)
{
    SearchResults out;
    const QString q = textSearchedFor(query);
    if (q.isEmpty())
        return out;
    if (const qsizetype length = codePointCount(q); length > kMaxQueryLength)
        return Result<SearchResults>::failure(QCoreApplication::translate(
            "parallax::db::Search", "The search text is %1 characters long; at most %2 can be searched for.")
                                                  .arg(length)
                                                  .arg(kMaxQueryLength));
    Lookup look {db, out, q, perGroup};
    if (Status s = look.prepare(); !s)
        return Result<SearchResults>::failure(s.error());
    if (Status s = addDateHits(db, look); !s)
        return Result<SearchResults>::failure(s.error());
    out.usedIndex = codePointCount(q) >= 3;
    const Status s = out.usedIndex ? searchTrigrams(db, look, q) : searchVocabulary(db, look, q);
    if (!s)
        return Result<SearchResults>::failure(s.error());
    if (!look.error.isEmpty())
        return Result<SearchResults>::failure(look.error);
    look.rankEvents();
    return out;
}

} // namespace parallax::db
