-- Parallax schema, version 1: the corpus itself.
-- Text ids are the corpus's own; integer row ids keep joins and indexes small.

CREATE TABLE corpus_info (
    key   TEXT PRIMARY KEY,
    value TEXT NOT NULL
) WITHOUT ROWID;

CREATE TABLE sources (
    id          INTEGER PRIMARY KEY,
    key         TEXT NOT NULL UNIQUE,
    title       TEXT NOT NULL,
    language    TEXT NOT NULL,
    file        TEXT NOT NULL,
    provenance  TEXT NOT NULL DEFAULT '',
    body        TEXT NOT NULL,
    body_length INTEGER NOT NULL          -- in code points, the unit of all offsets
);

CREATE TABLE places (
    id   INTEGER PRIMARY KEY,
    key  TEXT NOT NULL UNIQUE,
    lat  REAL NOT NULL CHECK (lat BETWEEN -90 AND 90),
    lon  REAL NOT NULL CHECK (lon BETWEEN -180 AND 180)
);

CREATE TABLE place_names (
    place_id INTEGER NOT NULL REFERENCES places(id) ON DELETE CASCADE,
    lang     TEXT NOT NULL,
    name     TEXT NOT NULL,
    PRIMARY KEY (place_id, lang)
) WITHOUT ROWID;

CREATE TABLE people (
    id  INTEGER PRIMARY KEY,
    key TEXT NOT NULL UNIQUE
);

CREATE TABLE person_names (
    person_id INTEGER NOT NULL REFERENCES people(id) ON DELETE CASCADE,
    lang      TEXT NOT NULL,
    name      TEXT NOT NULL,
    PRIMARY KEY (person_id, lang)
) WITHOUT ROWID;

CREATE TABLE eras (
    id       INTEGER PRIMARY KEY,
    key      TEXT NOT NULL UNIQUE,
    name_en  TEXT NOT NULL,
    name_zh  TEXT NOT NULL DEFAULT '',
    date     TEXT NOT NULL,               -- EDTF
    t_start  INTEGER NOT NULL,            -- axis seconds, see core/historicaldate.h
    t_end    INTEGER NOT NULL,
    color    TEXT NOT NULL DEFAULT ''
);

CREATE TABLE events (
    id         INTEGER PRIMARY KEY,
    key        TEXT NOT NULL UNIQUE,
    title_en   TEXT NOT NULL,
    title_zh   TEXT NOT NULL DEFAULT '',
    summary_en TEXT NOT NULL DEFAULT '',
    date       TEXT NOT NULL,             -- EDTF, as the record has it
    t_start    INTEGER NOT NULL,
    t_end      INTEGER NOT NULL,
    precision  INTEGER NOT NULL,
    place_id   INTEGER REFERENCES places(id),
    category   TEXT NOT NULL DEFAULT '',
    era_id     INTEGER REFERENCES eras(id),
    importance INTEGER NOT NULL DEFAULT 0 CHECK (importance BETWEEN 0 AND 2)
);
CREATE INDEX events_by_time ON events(t_start, t_end);

CREATE TABLE event_people (
    event_id  INTEGER NOT NULL REFERENCES events(id) ON DELETE CASCADE,
    person_id INTEGER NOT NULL REFERENCES people(id),
    PRIMARY KEY (event_id, person_id)
) WITHOUT ROWID;

-- One source's testimony on one event.
CREATE TABLE accounts (
    id           INTEGER PRIMARY KEY,
    event_id     INTEGER NOT NULL REFERENCES events(id) ON DELETE CASCADE,
    source_id    INTEGER NOT NULL REFERENCES sources(id),
    ordinal      INTEGER NOT NULL,        -- order within the event
    quote        TEXT NOT NULL,
    q_start      INTEGER NOT NULL,        -- code points into sources.body
    q_end        INTEGER NOT NULL,
    claimed_date TEXT NOT NULL DEFAULT '',-- EDTF as the source states it; '' = undated
    c_start      INTEGER,
    c_end        INTEGER,
    date_text    TEXT NOT NULL DEFAULT '',
    gloss_en     TEXT NOT NULL DEFAULT '',
    note_en      TEXT NOT NULL DEFAULT '',
    CHECK (q_start >= 0 AND q_end > q_start)
);
CREATE INDEX accounts_by_event ON accounts(event_id);
CREATE INDEX accounts_by_source ON accounts(source_id, q_start);

CREATE TABLE route_legs (
    seq        INTEGER PRIMARY KEY,
    from_place INTEGER NOT NULL REFERENCES places(id),
    to_place   INTEGER NOT NULL REFERENCES places(id),
    depart     TEXT NOT NULL,
    arrive     TEXT NOT NULL,
    mode       TEXT NOT NULL CHECK (mode IN ('land', 'sea')),
    inferred   INTEGER NOT NULL DEFAULT 0,
    note       TEXT NOT NULL DEFAULT ''
);

CREATE TABLE route_waypoints (
    leg_seq  INTEGER NOT NULL REFERENCES route_legs(seq) ON DELETE CASCADE,
    idx      INTEGER NOT NULL,
    lat      REAL NOT NULL,
    lon      REAL NOT NULL,
    place_id INTEGER REFERENCES places(id),
    inferred INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (leg_seq, idx)
) WITHOUT ROWID;
