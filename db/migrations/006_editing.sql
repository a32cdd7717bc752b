-- Parallax schema, version 6: editing (own sources, citations, undo).
--
-- Sources gain what a bibliography needs: the author, the date of writing
-- (EDTF), a CSL-JSON reference and the encoding the text was read in.
ALTER TABLE sources ADD COLUMN author TEXT NOT NULL DEFAULT '';
ALTER TABLE sources ADD COLUMN written TEXT NOT NULL DEFAULT '';
ALTER TABLE sources ADD COLUMN reference TEXT NOT NULL DEFAULT '';
ALTER TABLE sources ADD COLUMN encoding TEXT NOT NULL DEFAULT '';

-- Accounts gain a stable key (the id the program and an undo step name them
-- by: "EVENT/ORDINAL" for imported ones, a UUID for cited ones), the W3C
-- TextQuoteSelector context that re-anchors them when their source's text is
-- revised, and how the last revision found them. An orphaned account keeps its
-- old quote; its offsets are then only where it used to be.
ALTER TABLE accounts ADD COLUMN key TEXT;
ALTER TABLE accounts ADD COLUMN prefix TEXT NOT NULL DEFAULT '';
ALTER TABLE accounts ADD COLUMN suffix TEXT NOT NULL DEFAULT '';
ALTER TABLE accounts ADD COLUMN anchor TEXT NOT NULL DEFAULT 'exact'
    CHECK (anchor IN ('exact', 'moved', 'fuzzy', 'orphaned'));
UPDATE accounts SET key = (SELECT e.key FROM events e WHERE e.id = accounts.event_id) || '/' || ordinal;
CREATE INDEX accounts_by_key ON accounts(key);
-- An event's accounts are read and renumbered when one is cited, moved or removed.
CREATE INDEX IF NOT EXISTS accounts_by_event ON accounts(event_id, ordinal);

-- The change feed: every edit records what it touched, in order, so that a
-- view (or another client of a shared corpus) can follow "changes since N".
CREATE TABLE changes (
    seq    INTEGER PRIMARY KEY,
    entity TEXT NOT NULL,   -- source, event, account, place, era, person, route_leg
    key    TEXT NOT NULL,
    kind   TEXT NOT NULL CHECK (kind IN ('added', 'changed', 'removed'))
);

-- The search index stays contentless and chunked (see db/searchindex.h): an
-- edit takes an indexed row out with FTS5's 'delete' command, given the exact
-- text it was indexed with, which the program rebuilds from the base rows
-- before it changes them, then indexes the row's new text.
