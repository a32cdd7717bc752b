-- Fills the search index from the base tables. Run by the latest search
-- migration and after every import, so both paths index the same text.
DELETE FROM search_text;
INSERT INTO search_text (kind, ref, pos, body, folded)
    SELECT 'event', e.id, 0, b.body, pfold(b.body)
    FROM events e
    JOIN (SELECT e2.id AS id,
                 e2.title_en || ' ' || e2.title_zh || ' ' || e2.summary_en || ' ' ||
                 coalesce((SELECT group_concat(name, ' ') FROM place_names WHERE place_id = e2.place_id), '') AS body
          FROM events e2) b ON b.id = e.id;
INSERT INTO search_text (kind, ref, pos, body, folded)
    SELECT 'account', id, q_start, gloss_en || ' ' || note_en, pfold(gloss_en || ' ' || note_en) FROM accounts
    WHERE gloss_en <> '' OR note_en <> '';
INSERT INTO search_text (kind, ref, pos, body, folded)
    SELECT 'place', place_id, 0, group_concat(name, ' '), pfold(group_concat(name, ' ')) FROM place_names GROUP BY place_id;
INSERT INTO search_text (kind, ref, pos, body, folded)
    SELECT 'person', person_id, 0, group_concat(name, ' '), pfold(group_concat(name, ' ')) FROM person_names GROUP BY person_id;
-- Source texts are indexed passage by passage by the program (see
-- indexPassages in db/database.cpp): a whole book per row would make every
-- snippet and every match scan the book.
