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

-- (the stem lists are space-separated with a space at each end; "~stem" is a stem seen only in code)
WITH RECURSIVE split(id, project_id, rest, stem) AS (
  SELECT id, project_id, ltrim(head_stems || ' ' || body_stems), NULL FROM memory_files
  UNION ALL
  SELECT id, project_id, ltrim(substr(rest, instr(rest, ' ') + 1)), substr(rest, 1, instr(rest, ' ') - 1)
  FROM split WHERE instr(rest, ' ') > 0
)
INSERT INTO memory_stems (project_id, stem, docs)
  SELECT project_id, ltrim(stem, '~') AS s, COUNT(DISTINCT id) FROM split
  WHERE stem IS NOT NULL AND ltrim(stem, '~') <> '' GROUP BY project_id, s;

-- (the FTS vocabulary the frequencies came from until now)
DROP TABLE memory_vocab;
