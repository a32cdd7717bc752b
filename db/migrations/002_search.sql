-- Parallax schema, version 2: full-text search.
-- The trigram tokenizer finds substrings of three or more characters in any
-- script, Chinese included; shorter queries go to the base tables (instr).
-- kind: 'event', 'passage', 'place', 'person'; ref: the row id in its table;
-- pos: for a passage, the code point where its paragraph starts.
CREATE VIRTUAL TABLE search_index USING fts5(
    kind UNINDEXED,
    ref UNINDEXED,
    pos UNINDEXED,
    body,
    tokenize = 'trigram case_sensitive 0'
);
