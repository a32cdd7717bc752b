#pragma once

#include "database.h"

#include <QList>
#include <QString>

namespace parallax::db {

struct SearchHit
{
    enum class Kind { Event, Place, Person, Passage };
    Kind kind = Kind::Event;
    QString id; // event, place or person key; for a passage, the source key
    QString title; // what the hit is called
    QString snippet; // with the match between \x01 and \x02
    qsizetype position = -1; // a passage's code point in its source
    QString eventId; // the event a hit leads to, when there is one
};

struct SearchResults
{
    QList<SearchHit> events;
    QList<SearchHit> places;
    QList<SearchHit> people;
    QList<SearchHit> passages;
    bool usedIndex = false; // false: the short-query scan
    bool usedWordPairs = false; // the passages' candidates came from their word pairs (schema 13)
    QString dateQuery; // EDTF of the date the query was read as, when it is one
    int total() const { return int(events.size() + places.size() + people.size() + passages.size()); }
};

// One query over event titles (all languages), summaries, glosses, place and
// person names and the full source texts. What the user types is data, never
// query syntax: quotes, *, NEAR(, AND all match literally. Three characters
// or more go through the trigram index (also diacritic-free, so "ile" finds
// "Île"); shorter queries (two-character Chinese names) scan the base tables.
// A query that is a date ("1815-03", "March 1815", "1814年4月", see
// datesearch.h) first finds the events of that time by their record date.
// Longer queries are refused with a message (a search is for a phrase, not a
// page); memory does not grow with the query's length or its repeats.
Result<SearchResults> search(const Database &db, const QString &query, int perGroup = 20);

// What search() looks for in a query: trimmed, without the quotation marks
// around it or a stray one at either end (`"Paris`, «Paris», 「巴黎」); a
// query of nothing but quotation marks as typed.
QString textSearchedFor(const QString &query);

// Registers the SQL functions search() uses on a connection (pholds()).
void registerSearchFunctions(sqlite3 *db);

// The longest query search() accepts, in characters (code points).
inline constexpr qsizetype kMaxQueryLength = 1000;

// Marks the match in a snippet for display: "\x01…\x02" → "<b>…</b>" with the
// rest escaped.
QString snippetToHtml(const QString &snippet);

} // namespace parallax::db
