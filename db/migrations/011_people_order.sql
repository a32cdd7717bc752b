-- Parallax schema, version 11: an event's people in the order its record
-- lists them. Version 1 kept only who (the table is keyed by event and
-- person), and an event's people were read back in the order of the
-- corpus's list of people. An older file's rows all get 0: they keep that
-- order (readers order by ordinal, then person).
ALTER TABLE event_people ADD COLUMN ordinal INTEGER NOT NULL DEFAULT 0;
