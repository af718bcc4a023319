-- The memory directory's index (kept true to the files on disk), its full-text search,
-- every change ever made to a memory file, and what recall has shown each session.

CREATE TABLE memory_files (
  id           INTEGER PRIMARY KEY,
  project_id   INTEGER NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
  path         TEXT NOT NULL,              -- relative to the project's memory dir, '/'-separated
  name         TEXT,
  description  TEXT,
  type         TEXT NOT NULL,              -- user | feedback | project | reference | unknown
  mtime_ms     INTEGER NOT NULL,
  size         INTEGER NOT NULL,
  sha256       TEXT NOT NULL,
  indexed_at   INTEGER NOT NULL,
  UNIQUE (project_id, path)
);
CREATE INDEX memory_files_recent ON memory_files(project_id, mtime_ms DESC);

-- rowid = memory_files.id. The text is stored expanded (camelCase and snake_case identifiers
-- also as their parts), so it is not an external-content table. `project` holds one token,
-- p<project id>, so a query is confined to its project inside the FTS index itself.
CREATE VIRTUAL TABLE memory_fts USING fts5(
  project, name, description, body,
  tokenize = 'porter unicode61 remove_diacritics 2'
);
CREATE VIRTUAL TABLE memory_vocab USING fts5vocab(memory_fts, 'row');

CREATE TABLE memory_history (
  id           INTEGER PRIMARY KEY,
  project_id   INTEGER NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
  path         TEXT NOT NULL,
  actor        TEXT NOT NULL,              -- api | extract | dream | user | reconcile
  job_id       INTEGER,
  session_id   TEXT,
  before       TEXT,                       -- NULL when the file was created
  after        TEXT,                       -- NULL when the file was deleted
  sha_before   TEXT,
  sha_after    TEXT,
  at           INTEGER NOT NULL
);
CREATE INDEX memory_history_file ON memory_history(project_id, path, id);

CREATE TABLE surfaced (
  session_id   TEXT NOT NULL REFERENCES sessions(id) ON DELETE CASCADE,
  path         TEXT NOT NULL,
  bytes        INTEGER NOT NULL,
  at           INTEGER NOT NULL,
  PRIMARY KEY (session_id, path)
);

ALTER TABLE sessions ADD COLUMN surfaced_bytes INTEGER NOT NULL DEFAULT 0;

-- The file's text as last seen, so a change made behind memoryd's back still has a "before";
-- where its body starts; and the stems of its head (name, description, file name) and body,
-- space-delimited, so recall checks which query words a file holds without re-reading it.
ALTER TABLE memory_files ADD COLUMN content TEXT NOT NULL DEFAULT '';
ALTER TABLE memory_files ADD COLUMN body_start INTEGER NOT NULL DEFAULT 0;
ALTER TABLE memory_files ADD COLUMN head_stems TEXT NOT NULL DEFAULT ' ';
ALTER TABLE memory_files ADD COLUMN body_stems TEXT NOT NULL DEFAULT ' ';
