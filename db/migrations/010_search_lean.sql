-- Parallax schema, version 10: the search index keeps which rows hold a
-- trigram, not where in them (FTS5 detail=none). The program checks every
-- candidate row against its text anyway (db/search.cpp), so a query asks for
-- the rows that hold every trigram of it, and positions only cost space and
-- time: at a million events with 790 MB of source texts, the passages' index
-- was 1.9 GB and took 96 s of an import's 126 s to write.
DROP TABLE search_events;
DROP TABLE search_names;
DROP TABLE search_passages;
CREATE VIRTUAL TABLE search_events USING fts5(
    body, folded, tokenize = 'trigram case_sensitive 0', content = '', columnsize = 0, detail = none);
CREATE VIRTUAL TABLE search_names USING fts5(
    body, folded, tokenize = 'trigram case_sensitive 0', content = '', columnsize = 0, detail = none);
CREATE VIRTUAL TABLE search_passages USING fts5(
    body, folded, tokenize = 'trigram case_sensitive 0', content = '', columnsize = 0, detail = none);
