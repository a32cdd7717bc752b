-- Parallax schema, version 13: the passages' word pairs (db/searchpairs.h).
-- The trigram index keeps no positions (version 10), so a query of common
-- words that no passage holds together ("own the") had every passage that
-- holds its trigrams as a candidate: at a million events, a million
-- passages read from their sources and checked, 1.3 s for no result. A
-- passage that holds two words side by side holds their pair's token; a
-- query looks up its pairs first. One row per passage (rowid passages.id),
-- absent when the passage has fewer than two words. The migration fills it
-- from the passages (Database::migrate, fillPairIndex()).
CREATE VIRTUAL TABLE search_pairs USING fts5(
    pairs, tokenize = 'ascii', content = '', columnsize = 0, detail = none);
