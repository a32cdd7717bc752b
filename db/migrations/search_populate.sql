-- Fills the search index from the base tables. Run by the latest search
-- migration and after every import, so both paths index the same text.
DELETE FROM search_text;
-- Events are found through their places at query time (a place hit brings
-- the events there), so event rows hold only their own text.
INSERT INTO search_text (kind, ref, pos, body, folded)
    SELECT 'event', id, 0, title_en || ' ' || title_zh || ' ' || summary_en,
           pfold(title_en || ' ' || title_zh || ' ' || summary_en)
    FROM events;
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
