-- Projects, sessions, messages and the durable job queue.
-- Times are milliseconds since the epoch (UTC).

CREATE TABLE projects (
  id          INTEGER PRIMARY KEY,
  root        TEXT NOT NULL UNIQUE,          -- canonical root path (git root when there is one)
  slug        TEXT NOT NULL UNIQUE,          -- folder name under <home>/projects
  settings    TEXT NOT NULL DEFAULT '{}',    -- per-project switches (JSON)
  created_at  INTEGER NOT NULL,
  updated_at  INTEGER NOT NULL
);

CREATE TABLE sessions (
  id                        TEXT PRIMARY KEY,      -- the client's session id
  project_id                INTEGER NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
  source                    TEXT NOT NULL DEFAULT 'api',
  cwd                       TEXT,
  transcript_path           TEXT,                  -- a client's own transcript (Claude Code)
  transcript_offset         INTEGER NOT NULL DEFAULT 0,
  started_at                INTEGER NOT NULL,
  last_event_at             INTEGER NOT NULL,
  ended_at                  INTEGER,
  end_reason                TEXT,
  message_count             INTEGER NOT NULL DEFAULT 0,  -- main conversation
  sidechain_count           INTEGER NOT NULL DEFAULT 0,  -- subagent messages
  last_seq                  INTEGER NOT NULL DEFAULT 0,
  context_tokens            INTEGER NOT NULL DEFAULT 0,  -- estimated size of the model context
  tool_calls                INTEGER NOT NULL DEFAULT 0,  -- tool_use blocks in the main conversation
  last_assistant_tool_call  INTEGER NOT NULL DEFAULT 0,  -- 1 when the last assistant message called a tool
  turns                     INTEGER NOT NULL DEFAULT 0,  -- turn_end events of the main agent
  memory_written_seq        INTEGER,                     -- last_seq when the agent last wrote memory itself
  memory_written_at         INTEGER
);
-- project_id alone: last_event_at changes on every event, and an index on it would be rewritten each time.
CREATE INDEX sessions_project ON sessions(project_id);

CREATE TABLE messages (
  id              INTEGER PRIMARY KEY,
  session_id      TEXT NOT NULL REFERENCES sessions(id) ON DELETE CASCADE,
  seq             INTEGER NOT NULL,              -- order within the session, from 1
  uuid            TEXT NOT NULL,                 -- client uuid, or an id derived from the request
  role            TEXT NOT NULL CHECK (role IN ('user', 'assistant')),
  content         TEXT NOT NULL,                 -- JSON array of content blocks
  text            TEXT NOT NULL,                 -- prose only, for search and prose checks
  is_sidechain    INTEGER NOT NULL DEFAULT 0,
  agent_id        TEXT,
  api_message_id  TEXT,
  model           TEXT,
  tool_calls      INTEGER NOT NULL DEFAULT 0,
  tokens          INTEGER NOT NULL,              -- estimate, about 4 characters a token
  usage           TEXT,                          -- the API usage object when the client sent one
  event_type      TEXT NOT NULL,
  timestamp       TEXT,                          -- the client's time, as given
  created_at      INTEGER NOT NULL,
  UNIQUE (session_id, uuid),
  UNIQUE (session_id, seq)
);

CREATE TABLE jobs (
  id                INTEGER PRIMARY KEY,
  kind              TEXT NOT NULL,
  key               TEXT,                        -- serialization key: one running job per key
  dedupe_key        TEXT,                        -- a queued job with the same key absorbs new requests
  payload           TEXT NOT NULL DEFAULT '{}',
  state             TEXT NOT NULL CHECK (state IN ('queued', 'running', 'done', 'dead', 'cancelled')),
  attempts          INTEGER NOT NULL DEFAULT 0,
  max_attempts      INTEGER NOT NULL,
  run_at            INTEGER NOT NULL,
  lease_until       INTEGER,
  lease_owner       TEXT,
  cancel_requested  INTEGER NOT NULL DEFAULT 0,
  merged            INTEGER NOT NULL DEFAULT 0,  -- requests absorbed by this job
  last_error        TEXT,
  result            TEXT,
  project_id        INTEGER REFERENCES projects(id) ON DELETE SET NULL,
  session_id        TEXT,
  created_at        INTEGER NOT NULL,
  updated_at        INTEGER NOT NULL,
  started_at        INTEGER,
  finished_at       INTEGER
);
CREATE INDEX jobs_ready ON jobs(state, run_at);
CREATE INDEX jobs_key ON jobs(key, state);
CREATE UNIQUE INDEX jobs_one_queued_per_dedupe ON jobs(dedupe_key) WHERE state = 'queued' AND dedupe_key IS NOT NULL;
