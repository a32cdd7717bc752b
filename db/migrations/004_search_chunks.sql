-- Parallax schema, version 4: a leaner search index, built in chunks.
-- The trigram index no longer keeps its own copy of the text (content='') nor
-- per-row sizes (columnsize=0): the text lives in the base tables, and the
-- program checks every candidate there. Rows are indexed in chunks of 16 (an
-- FTS row holds events 16c…16c+15, one per line), which makes the index about
-- a third the size and its build three times faster; see db/searchindex.h for
-- the layout of row ids.
DROP TABLE search_text;
-- Nothing reads events in time order, nor accounts by event, through SQL:
-- the program orders them as it loads them. The two indexes cost a large
-- import a second and a half to build.
DROP INDEX IF EXISTS events_by_time;
DROP INDEX IF EXISTS accounts_by_event;

-- Source texts cut into passages of a paragraph or a few sentences, the unit
-- the search index and the search results work in. Offsets in code points.
CREATE TABLE passages (
    id        INTEGER PRIMARY KEY,
    source_id INTEGER NOT NULL REFERENCES sources(id) ON DELETE CASCADE,
    start     INTEGER NOT NULL,
    end       INTEGER NOT NULL,
    body      TEXT NOT NULL,
    CHECK (end > start)
);
CREATE INDEX passages_by_source ON passages(source_id, start);

-- body: the text as written; folded: lower case without diacritics, only where
-- that differs (the trigram tokenizer already ignores case).
CREATE VIRTUAL TABLE search_events USING fts5(
    body, folded, tokenize = 'trigram case_sensitive 0', content = '', columnsize = 0);
CREATE VIRTUAL TABLE search_names USING fts5(
    body, folded, tokenize = 'trigram case_sensitive 0', content = '', columnsize = 0);
CREATE VIRTUAL TABLE search_passages USING fts5(
    body, folded, tokenize = 'trigram case_sensitive 0', content = '', columnsize = 0);
