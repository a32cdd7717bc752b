-- Fills the search index from the base tables. Run by migration 2 and after
-- every import, so both paths index exactly the same text.
DELETE FROM search_index;
INSERT INTO search_index (kind, ref, pos, body)
    SELECT 'event', id, 0, title_en || ' ' || title_zh || ' ' || summary_en FROM events;
INSERT INTO search_index (kind, ref, pos, body)
    SELECT 'account', id, q_start, gloss_en || ' ' || note_en FROM accounts
    WHERE gloss_en <> '' OR note_en <> '';
INSERT INTO search_index (kind, ref, pos, body)
    SELECT 'place', place_id, 0, group_concat(name, ' ') FROM place_names GROUP BY place_id;
INSERT INTO search_index (kind, ref, pos, body)
    SELECT 'person', person_id, 0, group_concat(name, ' ') FROM person_names GROUP BY person_id;
INSERT INTO search_index (kind, ref, pos, body)
    SELECT 'source', id, 0, title || ' ' || body FROM sources;
