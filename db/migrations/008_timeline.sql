-- Parallax schema, version 8: the timeline's index stored when data is written.
--
-- What the timeline in source lanes draws of each event, computed when the
-- event or one of its accounts is written (core: storedTimelineOf()), so that
-- opening a million events reads it instead of parsing every date again:
-- the record's span, the span Home fits (NULL when the event's era is
-- background), the span of the record and every claim that disagrees with it
-- (NULL when none does), and the items drawn, 24 bytes each, little-endian:
-- start (int64 axis seconds), length (uint32 seconds), flags (uint32, the
-- TimelineItem flags), source (int64 row id; 0 is the record's lane).
-- The program fills it for the existing events when it migrates a file.
CREATE TABLE timeline_events (
    event_id       INTEGER PRIMARY KEY REFERENCES events(id) ON DELETE CASCADE,
    t_start        INTEGER NOT NULL,
    t_end          INTEGER NOT NULL,
    story_start    INTEGER,
    story_end      INTEGER,
    conflict_start INTEGER,
    conflict_end   INTEGER,
    items          BLOB NOT NULL
);

-- Events whose row above no longer holds: every write of what it is computed
-- from names the event here, and the program computes it again before the
-- write commits. A reader that finds events here computes the index itself.
CREATE TABLE timeline_stale (event_id INTEGER PRIMARY KEY);

CREATE TRIGGER timeline_event_added AFTER INSERT ON events
BEGIN
    INSERT OR IGNORE INTO timeline_stale (event_id) VALUES (NEW.id);
END;
CREATE TRIGGER timeline_event_changed AFTER UPDATE OF date, t_start, t_end, era_id ON events
BEGIN
    INSERT OR IGNORE INTO timeline_stale (event_id) VALUES (NEW.id);
END;
CREATE TRIGGER timeline_event_removed AFTER DELETE ON events
BEGIN
    DELETE FROM timeline_events WHERE event_id = OLD.id;
END;
CREATE TRIGGER timeline_account_added AFTER INSERT ON accounts
BEGIN
    INSERT OR IGNORE INTO timeline_stale (event_id) VALUES (NEW.event_id);
END;
CREATE TRIGGER timeline_account_changed
AFTER UPDATE OF event_id, source_id, ordinal, claimed_date, c_start, c_end ON accounts
BEGIN
    INSERT OR IGNORE INTO timeline_stale (event_id) VALUES (OLD.event_id);
    INSERT OR IGNORE INTO timeline_stale (event_id) VALUES (NEW.event_id);
END;
CREATE TRIGGER timeline_account_removed AFTER DELETE ON accounts
BEGIN
    INSERT OR IGNORE INTO timeline_stale (event_id) VALUES (OLD.event_id);
END;
CREATE TRIGGER timeline_era_background AFTER UPDATE OF background ON eras
BEGIN
    INSERT OR IGNORE INTO timeline_stale (event_id) SELECT id FROM events WHERE era_id = NEW.id;
END;
