-- Dreams: each run with its trigger, phase and outcome; the project's last skip reason; daemon settings (the cron draw).
CREATE TABLE dream_runs (
  id                 INTEGER PRIMARY KEY,
  project_id         INTEGER NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
  job_id             INTEGER,
  trigger            TEXT NOT NULL,            -- auto | manual | cron
  mode               TEXT NOT NULL,            -- prune | reflect
  state              TEXT NOT NULL,            -- queued | running | done | failed | cancelled | skipped
  phase              TEXT,                     -- orient | gather | consolidate | prune
  provider           TEXT,
  sessions_reviewed  INTEGER NOT NULL DEFAULT 0,
  files_touched      TEXT NOT NULL DEFAULT '[]',
  turns              INTEGER NOT NULL DEFAULT 0,
  skip_reason        TEXT,
  error              TEXT,
  created_at         INTEGER NOT NULL,
  started_at         INTEGER,
  finished_at        INTEGER
);
CREATE INDEX dream_runs_project ON dream_runs(project_id, id);

ALTER TABLE projects ADD COLUMN last_dream_skip TEXT;   -- JSON {at, reason, ...}

CREATE TABLE daemon_settings (
  key    TEXT PRIMARY KEY,
  value  TEXT NOT NULL
);
