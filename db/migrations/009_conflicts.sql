-- Parallax schema, version 9: the conflict list stored when data is written.
--
-- Every conflict the detector finds in the corpus (core: detectConflicts()),
-- in its order: position 1 is listed first. Written by an import and by the
-- upgrade to this schema, so that `parallax conflicts` on a million events
-- reads the list instead of finding it again. Sources and claims hold one
-- value per line; gap is in seconds. The explanations are written in the
-- language of the program that wrote them (conflict_list_state.locale).
CREATE TABLE conflict_list (
    position    INTEGER PRIMARY KEY,
    kind        INTEGER NOT NULL CHECK (kind BETWEEN 0 AND 3),
    severity    INTEGER NOT NULL CHECK (severity BETWEEN 0 AND 4),
    event       TEXT NOT NULL,
    sources     TEXT NOT NULL,
    claims      TEXT NOT NULL,
    gap         INTEGER NOT NULL CHECK (gap >= 0),
    explanation TEXT NOT NULL
);

-- One row while the list above is the one the data gives: how many conflicts
-- it holds, the locale its explanations are written for and the version of
-- the detector that found them (a program whose detector finds or words them
-- differently finds them itself). Every write of
-- what the conflicts are found from deletes it: a row of events, their
-- titles, accounts or sources added or removed, or a value changed that the
-- conflicts or their explanations are made of (an event's key, titles and
-- dates; an account's event, source, order, place in its text and claimed
-- date; a source's key, title and language). A reader that finds no row finds
-- the conflicts itself.
CREATE TABLE conflict_list_state (
    only      INTEGER PRIMARY KEY CHECK (only = 1),
    conflicts INTEGER NOT NULL CHECK (conflicts >= 0),
    locale    TEXT NOT NULL,
    detector  INTEGER NOT NULL
);

CREATE TRIGGER conflict_list_event_added AFTER INSERT ON events
BEGIN
    DELETE FROM conflict_list_state;
END;
CREATE TRIGGER conflict_list_event_changed AFTER UPDATE OF key, title_en, title_zh, date, t_start, t_end ON events
WHEN OLD.key IS NOT NEW.key
    OR OLD.title_en IS NOT NEW.title_en
    OR OLD.title_zh IS NOT NEW.title_zh
    OR OLD.date IS NOT NEW.date
    OR OLD.t_start IS NOT NEW.t_start
    OR OLD.t_end IS NOT NEW.t_end
BEGIN
    DELETE FROM conflict_list_state;
END;
CREATE TRIGGER conflict_list_event_removed AFTER DELETE ON events
BEGIN
    DELETE FROM conflict_list_state;
END;
CREATE TRIGGER conflict_list_account_added AFTER INSERT ON accounts
BEGIN
    DELETE FROM conflict_list_state;
END;
CREATE TRIGGER conflict_list_account_changed
AFTER UPDATE OF event_id, source_id, ordinal, q_start, claimed_date, c_start, c_end ON accounts
WHEN OLD.event_id IS NOT NEW.event_id
    OR OLD.source_id IS NOT NEW.source_id
    OR OLD.ordinal IS NOT NEW.ordinal
    OR OLD.q_start IS NOT NEW.q_start
    OR OLD.claimed_date IS NOT NEW.claimed_date
    OR OLD.c_start IS NOT NEW.c_start
    OR OLD.c_end IS NOT NEW.c_end
BEGIN
    DELETE FROM conflict_list_state;
END;
CREATE TRIGGER conflict_list_account_removed AFTER DELETE ON accounts
BEGIN
    DELETE FROM conflict_list_state;
END;
CREATE TRIGGER conflict_list_source_added AFTER INSERT ON sources
BEGIN
    DELETE FROM conflict_list_state;
END;
CREATE TRIGGER conflict_list_source_changed AFTER UPDATE OF key, title, language ON sources
WHEN OLD.key IS NOT NEW.key
    OR OLD.title IS NOT NEW.title
    OR OLD.language IS NOT NEW.language
BEGIN
    DELETE FROM conflict_list_state;
END;
CREATE TRIGGER conflict_list_source_removed AFTER DELETE ON sources
BEGIN
    DELETE FROM conflict_list_state;
END;
CREATE TRIGGER conflict_list_title_added AFTER INSERT ON event_titles
BEGIN
    DELETE FROM conflict_list_state;
END;
CREATE TRIGGER conflict_list_title_changed AFTER UPDATE ON event_titles
BEGIN
    DELETE FROM conflict_list_state;
END;
CREATE TRIGGER conflict_list_title_removed AFTER DELETE ON event_titles
BEGIN
    DELETE FROM conflict_list_state;
END;
