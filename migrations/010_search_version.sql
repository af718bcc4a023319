-- Which version of the search-text rules (memory/search-text.ts) made a row's stems and FTS
-- entry. A start after those rules change re-derives the older rows from the text the row
-- holds, without a history entry: the file did not change, only how it is searched.
-- Rows from before this column were made by version 1.
ALTER TABLE memory_files ADD COLUMN search_version INTEGER NOT NULL DEFAULT 1;
