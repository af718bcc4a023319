-- How many of a project's memory files hold each search stem: the document frequency recall
-- weighs a query word by. The FTS vocabulary counts every project's files at once, so in a home
-- with many projects a word common in one of them weighed less in all the others. Kept by the
-- memory file store as files are indexed, changed and removed; filled here from the index.
CREATE TABLE memory_stems (
  project_id  INTEGER NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
  stem        TEXT NOT NULL,
  docs        INTEGER NOT NULL,
  PRIMARY KEY (project_id, stem)
) WITHOUT ROWID;

-- (the stem lists are space-separated words with a space at each end, "~stem" a stem seen only in code; each list is
-- read as a JSON array — a stem is letters and digits, the quote and backslash escaped all the same — which is
-- three times faster than splitting it with a recursive query: 2.2 s against 6.1 s for 20,000 files)
INSERT INTO memory_stems (project_id, stem, docs)
  SELECT f.project_id, ltrim(j.value, '~') AS s, COUNT(DISTINCT f.id)
  FROM memory_files f,
       json_each('["' || replace(replace(replace(trim(f.head_stems || ' ' || f.body_stems), '\', '\\'), '"', '\"'), ' ', '","') || '"]') j
  WHERE ltrim(j.value, '~') <> ''
  GROUP BY f.project_id, s;

-- (the FTS vocabulary the frequencies came from until now)
DROP TABLE memory_vocab;
