-- Parallax schema, version 5: names in any language, and every form the texts use.
-- Titles of events and names of eras in languages other than English and
-- Chinese (which stay in their columns of version 1).
CREATE TABLE event_titles (
    event_id INTEGER NOT NULL REFERENCES events(id) ON DELETE CASCADE,
    lang     TEXT NOT NULL,
    title    TEXT NOT NULL,
    PRIMARY KEY (event_id, lang)
) WITHOUT ROWID;

CREATE TABLE era_names (
    era_id INTEGER NOT NULL REFERENCES eras(id) ON DELETE CASCADE,
    lang   TEXT NOT NULL,
    name   TEXT NOT NULL,
    PRIMARY KEY (era_id, lang)
) WITHOUT ROWID;

-- A form of a place's or person's name as the texts write it: its language,
-- the sources that use it (their keys, space-separated) and a note.
CREATE TABLE place_variants (
    place_id INTEGER NOT NULL REFERENCES places(id) ON DELETE CASCADE,
    idx      INTEGER NOT NULL,
    lang     TEXT NOT NULL,
    name     TEXT NOT NULL,
    sources  TEXT NOT NULL DEFAULT '',
    note     TEXT NOT NULL DEFAULT '',
    PRIMARY KEY (place_id, idx)
) WITHOUT ROWID;

CREATE TABLE person_variants (
    person_id INTEGER NOT NULL REFERENCES people(id) ON DELETE CASCADE,
    idx       INTEGER NOT NULL,
    lang      TEXT NOT NULL,
    name      TEXT NOT NULL,
    sources   TEXT NOT NULL DEFAULT '',
    note      TEXT NOT NULL DEFAULT '',
    PRIMARY KEY (person_id, idx)
) WITHOUT ROWID;

-- An era of background (context the texts date outside the main story): the
-- timeline shows its events but does not fit them when it fits the story.
ALTER TABLE eras ADD COLUMN background INTEGER NOT NULL DEFAULT 0 CHECK (background IN (0, 1));
