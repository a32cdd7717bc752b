#include "search.h"

#include <core/textoffsets.h>

#include <QHash>
#include <QSet>

#include <algorithm>
#include <optional>

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
    const qsizetype from = std::max<qsizetype>(0, at - context);
    const qsizetype to = std::min<qsizetype>(text.size(), at + needle.size() + context);
    return (from > 0 ? QStringLiteral("…") : QString()) + text.mid(from, at - from) + kOpen + text.mid(at, needle.size())
        + kClose + text.mid(at + needle.size(), to - at - needle.size()) + (to < text.size() ? QStringLiteral("…") : QString());
}

struct Lookup
{
    Lookup(const Database &database, SearchResults &results, int limit) : db(database), out(results), perGroup(limit) {}

    const Database &db;
    SearchResults &out;
    int perGroup;
    QSet<QString> seenEvents, seenPlaces, seenPeople, seenSources;
    // Prepared once per search: a query can look up hundreds of rows.
    Statement eventSt{db.handle(), "SELECT key, title_en, title_zh FROM events WHERE id = ?1"};
    Statement accountSt{db.handle(), "SELECT event_id FROM accounts WHERE id = ?1"};
    Statement placeSt{db.handle(), "SELECT p.key, group_concat(n.name, ' · ') FROM places p JOIN place_names n ON "
                                   "n.place_id = p.id WHERE p.id = ?1 GROUP BY p.id"};
    Statement placeEventsSt{db.handle(), "SELECT id, key FROM events WHERE place_id = ?1 ORDER BY t_start LIMIT ?2"};
    Statement personSt{db.handle(), "SELECT p.key, group_concat(n.name, ' · ') FROM people p JOIN person_names n ON "
                                    "n.person_id = p.id WHERE p.id = ?1 GROUP BY p.id"};
    Statement sourceSt{db.handle(), "SELECT key, title, body FROM sources WHERE id = ?1"};
    Statement sourceTitleSt{db.handle(), "SELECT key, title FROM sources WHERE id = ?1"};
    // Walks back from the position along accounts_by_source: the passages
    // that start closest before it are the ones that can contain it.
    Statement citedSt{db.handle(), "SELECT e.key, a.q_end FROM accounts a JOIN events e ON e.id = a.event_id "
                                   "WHERE a.source_id = ?1 AND a.q_start <= ?2 ORDER BY a.q_start DESC LIMIT 8"};

    // Readies a cached statement for a new lookup.
    static Statement &fresh(Statement &st)
    {
        st.reset();
        return st;
    }

    void event(std::int64_t rowid, const QString &snippet)
    {
        if (out.events.size() >= perGroup)
            return;
        Statement &st = fresh(eventSt);
        st.bind(1, rowid);
        if (!st.step() || seenEvents.contains(st.text(0)))
            return;
        seenEvents.insert(st.text(0));
        const QString zh = st.text(2);
        out.events.append({SearchHit::Kind::Event, st.text(0),
                           zh.isEmpty() ? st.text(1) : QStringLiteral("%1 · %2").arg(st.text(1), zh), snippet, -1,
                           st.text(0)});
    }
    void account(std::int64_t rowid, const QString &snippet)
    {
        Statement &st = fresh(accountSt);
        st.bind(1, rowid);
        if (st.step())
            event(st.int64(0), snippet);
    }
    void place(std::int64_t rowid, const QString &snippet)
    {
        if (out.places.size() >= perGroup)
            return;
        Statement &st = fresh(placeSt);
        st.bind(1, rowid);
        if (!st.step() || seenPlaces.contains(st.text(0)))
            return;
        seenPlaces.insert(st.text(0));
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
        out.places.append({SearchHit::Kind::Place, st.text(0), st.text(1), snippet, -1, first});
        const QString at = QStringLiteral("\x01%1\x02").arg(st.text(1));
        for (std::int64_t e : there)
            event(e, at);
    }
    void person(std::int64_t rowid, const QString &snippet)
    {
        if (out.people.size() >= perGroup)
            return;
        Statement &st = fresh(personSt);
        st.bind(1, rowid);
        if (!st.step() || seenPeople.contains(st.text(0)))
            return;
        seenPeople.insert(st.text(0));
        out.people.append({SearchHit::Kind::Person, st.text(0), st.text(1), snippet, -1, {}});
    }
    // Every occurrence in one source, up to the group's limit.
    void passages(std::int64_t rowid, const QString &needle)
    {
        Statement &st = fresh(sourceSt);
        st.bind(1, rowid);
        if (!st.step() || seenSources.contains(st.text(0)))
            return;
        seenSources.insert(st.text(0));
        const QString body = st.text(2);
        const QString folded = foldForSearch(body);
        const QString foldedNeedle = foldForSearch(needle);
        // Folding keeps lengths for the scripts we hold (it drops combining
        // marks only after decomposition), so positions are looked up in the
        // original where possible and in the folded text otherwise.
        for (qsizetype at = body.indexOf(needle, 0, Qt::CaseInsensitive); out.passages.size() < perGroup;) {
            if (at < 0)
                break;
            const qsizetype from = std::max<qsizetype>(0, at - 24);
            const qsizetype to = std::min<qsizetype>(body.size(), at + needle.size() + 24);
            const QString snip = (from > 0 ? QStringLiteral("…") : QString()) + body.mid(from, at - from) + kOpen
                + body.mid(at, needle.size()) + kClose + body.mid(at + needle.size(), to - at - needle.size())
                + (to < body.size() ? QStringLiteral("…") : QString());
            out.passages.append({SearchHit::Kind::Passage, st.text(0), st.text(1), snip,
                                 codePointIndexFromUtf16(body, at), eventAt(rowid, codePointIndexFromUtf16(body, at))});
            at = body.indexOf(needle, at + needle.size(), Qt::CaseInsensitive);
        }
        if (!out.passages.isEmpty() && out.passages.back().id == st.text(0))
            return;
        const qsizetype f = folded.indexOf(foldedNeedle);
        if (f >= 0 && out.passages.size() < perGroup)
            out.passages.append({SearchHit::Kind::Passage, st.text(0), st.text(1), snippetAround(body, needle), -1, {}});
    }
    // One indexed passage: its source, where the match falls, the event cited there.
    void passage(std::int64_t source, std::int64_t chunkStart, const QString &chunk, const QString &needle,
                 const QString &snippet)
    {
        if (out.passages.size() >= perGroup)
            return;
        Statement &st = fresh(sourceTitleSt);
        st.bind(1, source);
        if (!st.step())
            return;
        qsizetype at = chunk.indexOf(needle, 0, Qt::CaseInsensitive);
        if (at < 0)
            at = foldForSearch(chunk).indexOf(foldForSearch(needle));
        const qsizetype pos = chunkStart + (at < 0 ? 0 : codePointIndexFromUtf16(chunk, at));
        out.passages.append({SearchHit::Kind::Passage, st.text(0), st.text(1), snippet, pos, eventAt(source, pos)});
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
        return QString();
    }
};

} // namespace

namespace {

// A cheaper plan for queries that hold a run of digits ("Event 12345",
// "1814-04"): an FTS5 phrase walks the posting list of every trigram in it,
// and word trigrams such as "Eve" or "ent" can occur in nearly every row of
// a large corpus, while all-digit trigrams are usually selective. Matching
// those finds a short list of candidates, which are then checked for
// the whole query. Returns the MATCH expression, or nothing (use the phrase).
// (Found by measuring: "Event 12345 " took 90 ms as a phrase over a million
// events and under 10 ms this way.)
std::optional<QString> digitTrigramMatch(const QString &q)
{
    // Every all-digit trigram, overlapping ones too: together they nearly
    // spell the number, so few rows hold them all.
    QStringList picked;
    for (qsizetype i = 0; i + 3 <= q.size() && picked.size() < 4; ++i) {
        const QStringView tri = QStringView(q).mid(i, 3);
        if (std::all_of(tri.begin(), tri.end(), [](QChar c) { return c >= u'0' && c <= u'9'; })
            && !picked.contains(phrase(tri.toString())))
            picked << phrase(tri.toString());
    }
    if (picked.size() < 2)
        return std::nullopt;
    return picked.join(QStringLiteral(" AND "));
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

Result<SearchResults> search(const Database &db, const QString &query, int perGroup)
{
    SearchResults out;
    const QString q = query.trimmed();
    if (q.isEmpty())
        return out;
    Lookup look{db, out, perGroup};

    if (codePointCount(q) >= 3) {
        out.usedIndex = true;
        const QString fq = foldForSearch(q);
        auto dispatch = [&](const QString &kind, std::int64_t ref, const QString &snippet, std::int64_t pos,
                            const QString &body) {
            if (kind == u"event")
                look.event(ref, snippet);
            else if (kind == u"account")
                look.account(ref, snippet);
            else if (kind == u"place")
                look.place(ref, snippet);
            else if (kind == u"person")
                look.person(ref, snippet);
            else if (kind == u"passage")
                look.passage(ref, pos, body, q, snippet);
        };
        if (const auto match = digitTrigramMatch(q)) {
            Statement cand(db.handle(), "SELECT kind, ref, pos, body, folded FROM search_text WHERE search_text MATCH ?1");
            cand.bind(1, *match);
            int found = 0;
            while (found < perGroup * 8 && cand.step()) {
                const QString body = cand.text(3);
                if (!body.contains(q, Qt::CaseInsensitive) && !cand.text(4).contains(fq))
                    continue; // has the digits, not the whole query
                ++found;
                dispatch(cand.text(0), cand.int64(1), snippetAround(body, q), cand.int64(2), body);
            }
            if (!cand.error().isEmpty())
                return Result<SearchResults>::failure(cand.error());
            return out;
        }
        Statement st(db.handle(),
                     "SELECT kind, ref, snippet(search_text, -1, char(1), char(2), '…', 10), pos, body FROM search_text "
                     "WHERE search_text MATCH ?1 LIMIT ?2");
        if (!st.isValid())
            return Result<SearchResults>::failure(st.error());
        st.bind(1, QStringLiteral("body : %1 OR folded : %2").arg(phrase(q), phrase(fq)));
        st.bind(2, perGroup * 8);
        while (st.step())
            dispatch(st.text(0), st.int64(1), st.text(2), st.int64(3), st.text(4));
        if (!st.error().isEmpty())
            return Result<SearchResults>::failure(st.error());
        return out;
    }

    // Under three characters the trigram index cannot answer: scan the base
    // tables, stopping at the group's limit. LIKE compares ASCII without case
    // and needs no per-row lower() copy; the user's % and _ are escaped.
    QString like = q;
    like.replace(u'\\', QLatin1String("\\\\")).replace(u'%', QLatin1String("\\%")).replace(u'_', QLatin1String("\\_"));
    like = u'%' + like + u'%';
    auto scan = [&](const char *sql, auto onRow) {
        Statement st(db.handle(), sql);
        st.bind(1, like);
        st.bind(2, q);
        st.bind(3, perGroup);
        while (st.step())
            onRow(st);
    };
    scan("SELECT id FROM events WHERE title_zh LIKE ?1 ESCAPE '\\' OR title_en LIKE ?1 ESCAPE '\\' "
         "OR summary_en LIKE ?1 ESCAPE '\\' LIMIT ?3",
         [&](Statement &st) { look.event(st.int64(0), {}); });
    scan("SELECT DISTINCT place_id FROM place_names WHERE name LIKE ?1 ESCAPE '\\' LIMIT ?3",
         [&](Statement &st) { look.place(st.int64(0), {}); });
    scan("SELECT DISTINCT person_id FROM person_names WHERE name LIKE ?1 ESCAPE '\\' LIMIT ?3",
         [&](Statement &st) { look.person(st.int64(0), {}); });
    scan("SELECT id FROM sources WHERE instr(body, ?2) OR body LIKE ?1 ESCAPE '\\' LIMIT ?3",
         [&](Statement &st) { look.passages(st.int64(0), q); });
    // Snippets for the short path come from the titles themselves.
    for (SearchHit &h : out.events)
        h.snippet = snippetAround(h.title, q);
    for (SearchHit &h : out.places)
        h.snippet = snippetAround(h.title, q);
    for (SearchHit &h : out.people)
        h.snippet = snippetAround(h.title, q);
    return out;
}

} // namespace parallax::db
