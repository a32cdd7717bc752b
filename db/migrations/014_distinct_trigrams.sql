-- Parallax schema, version 14: nothing in the tables changes. From this
-- version each distinct trigram of an ASCII row is handed to the search
-- tables' index once (db/distincttokens.h), so FTS5's totals record counts
-- fewer tokens than it did. The index itself is the same. But a program that
-- cuts every trigram (an earlier Parallax) would subtract more than was
-- added when it deleted such rows, and FTS5 reports a total below zero as a
-- damaged index: earlier versions, which refuse a newer schema, must not
-- write to these files. Files of version 13 keep their larger totals, from
-- which distinct counts are subtracted: never below zero.
SELECT 1;
