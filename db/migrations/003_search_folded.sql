-- Parallax schema, version 3: search that ignores diacritics and finds events
-- through their places' names. The index (now search_text) gains a `folded` column (lower case,
-- accents removed by the pfold() function the program registers); events are
-- also reached through their places, by place_id.
DROP TABLE search_index;
-- A new name: recreating an FTS5 table under its old name in the same
-- transaction leaves SQLite's connection with the old column list.
CREATE VIRTUAL TABLE search_text USING fts5(
    kind UNINDEXED,
    ref UNINDEXED,
    pos UNINDEXED,
    body,
    folded,
    tokenize = 'trigram case_sensitive 0'
);

CREATE INDEX IF NOT EXISTS events_by_place ON events(place_id, t_start);
