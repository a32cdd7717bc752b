#pragma once

#include "database.h"

#include <QList>
#include <QString>

#include <optional>
#include <string>
#include <string_view>

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

// Where search() finds a query in a text: as typed ignoring case, else
// folded (`folded` is foldForSearch(query)). The UTF-16 index, or -1.
qsizetype findQuery(const QString &text, const QString &query, const QString &folded);

// Whether a plain ASCII query (`lowerQuery`, in lower case) is in a UTF-8
// text, as findQuery() would say, decided from the text's bytes where that
// is certain: its ASCII compared in lower case, and characters that neither
// fold nor compare equal to any ASCII one (CJK ideographs, kana, CJK and
// fullwidth signs: inertToAsciiQuery()) as themselves. Nothing when the text
// holds any other character; `scratch` is reused from text to text.
std::optional<bool> asciiQueryInUtf8(std::string_view text, std::string_view lowerQuery, std::string &scratch);

// A code point that no fold makes ASCII and that equals no ASCII character
// ignoring case (checked for each of them by a test).
constexpr bool inertToAsciiQuery(char32_t c)
{
    // CJK signs and punctuation, kana; not the marks among them, which the
    // fold drops (U+302A–U+302F, U+3099–U+309A)
    return (c >= 0x3000 && c <= 0x3029) || (c >= 0x3030 && c <= 0x3098) || (c >= 0x309B && c <= 0x30FF)
        || (c >= 0x3400 && c <= 0x4DBF) // CJK ideographs, extension A
        || (c >= 0x4E00 && c <= 0x9FFF) // CJK ideographs
        || (c >= 0xFF00 && c <= 0xFFEF); // fullwidth and halfwidth forms
}

// Registers the SQL functions search() uses on a connection (pholds()).
void registerSearchFunctions(sqlite3 *db);

// The longest query search() accepts, in characters (code points).
inline constexpr qsizetype kMaxQueryLength = 1000;

// Marks the match in a snippet for display: "\x01…\x02" → "<b>…</b>" with the
// rest escaped.
QString snippetToHtml(const QString &snippet);

} // namespace parallax::db
