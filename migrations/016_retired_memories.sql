-- The memories of a project marked superseded (memory/supersede puts "(superseded YYYY-MM-DD)" first in the
-- description). Recall leaves them out of a word's document frequency and reads their stems after every change to
-- the index: without this index that read scanned all of a project's files (17-22 ms on a table of 20,000 rows of this
-- shape, 2.5 KB of content each, 40 retired; 0.03 ms with it).
-- (a partial index: recall's query repeats this WHERE word for word, which is what lets SQLite use it)
CREATE INDEX memory_files_retired ON memory_files (project_id) WHERE description LIKE '(superseded %';
