-- Parallax schema, version 7: reading a million events in order, from indexes.
--
-- Events by start (and end): a date query ("1815-03", "March 1815") reads the
-- events that start inside its span, and those that started before and still
-- run, from this index alone; output in time order and a window's visible
-- stretch read it the same way. (Version 1 had this index; version 4 dropped it
-- when every import also built it row by row. Imports now build indexes once,
-- at the end.)
CREATE INDEX events_by_start ON events(t_start, t_end);

-- An event's accounts, and a source's accounts in the order of its text, each
-- with what the conflict detector compares (who claims which date, for which
-- event): `parallax conflicts` reads both from the indexes alone, without the
-- accounts' quotes and notes.
DROP INDEX IF EXISTS accounts_by_event;
CREATE INDEX accounts_by_event ON accounts(event_id, ordinal, source_id, claimed_date);
DROP INDEX IF EXISTS accounts_by_source;
CREATE INDEX accounts_by_source ON accounts(source_id, q_start, event_id, claimed_date);
