#pragma once

#include <QString>
#include <QStringList>

#include <string>
#include <string_view>

namespace parallax::db {

// The passages' index of word pairs (schema 13, search_pairs): for every
// two neighbouring words of a passage, the end of the first and the start
// of the second (three characters each, or the whole word when shorter),
// hashed into one token:
//
//     "The road grew worse"  →  "the roa", "oad gre", "rew wor"
//
// The trigram index (schema 10) keeps no positions, so "own the" is a
// candidate in every passage that holds "own" and "the" anywhere; a passage
// that holds "own the" holds the pair token of "own the" itself. A query's
// tokens are a filter, never the answer: every candidate is still checked
// for the whole query (db/search.cpp), and a hash that two keys share only
// adds candidates.
//
// Both sides are read folded (foldForSearch: no accents, case folded), so
// a query found as typed or folded holds the tokens of its folded form.
// Words are runs of characters between white space (QChar::isSpace).

// The tokens of a passage's text, each once, separated by spaces (ASCII),
// in the form the index's tokenizer (ascii) reads; empty when it has fewer
// than two words. The same text always gives the same string: a contentless
// index takes a row out only when given it. The UTF-8 form reads plain ASCII
// without converting it.
std::string passagePairTokens(const QString &text);
std::string passagePairTokens(std::string_view utf8);

// The tokens that every passage holding `foldedQuery` holds: one for each
// two neighbouring words whose sides the query fixes. The first word may end
// a longer word of the text and the last begin one, so they fix their side
// only when three characters long or more. Empty when no pair is fixed
// ("Paris", "of a").
QStringList queryPairTokens(const QString &foldedQuery);

} // namespace parallax::db
