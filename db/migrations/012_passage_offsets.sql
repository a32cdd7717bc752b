-- Parallax schema, version 12: a passage is where it lies in its source's
-- text, no longer a copy of it. The copies doubled the texts in every file
-- (a million events with 823 MB of source texts: 876 MB of passages), and
-- an import wrote them twice, once into its scratch database and once
-- more when the parts were put together. A passage's words are read from
-- the source's text, by the bytes it covers there (db/search.cpp,
-- passage_text()); start and end stay in code points, as every offset the
-- program gives is. The search index is filled again (the migration's
-- rebuild), which writes the passages anew.
DROP TABLE passages;
CREATE TABLE passages (
    id         INTEGER PRIMARY KEY,
    source_id  INTEGER NOT NULL REFERENCES sources(id) ON DELETE CASCADE,
    start      INTEGER NOT NULL,
    end        INTEGER NOT NULL,
    -- The same stretch in bytes of the source's text as stored (UTF-8).
    byte_start INTEGER NOT NULL,
    byte_end   INTEGER NOT NULL,
    CHECK (end > start AND byte_end > byte_start)
);
CREATE INDEX passages_by_source ON passages(source_id, start);
