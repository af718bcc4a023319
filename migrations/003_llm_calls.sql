-- Every model call: who made it, what it cost, how long it took, and how it ended.
CREATE TABLE llm_calls (
  id                  INTEGER PRIMARY KEY,
  at                  INTEGER NOT NULL,
  day                 TEXT NOT NULL,            -- YYYY-MM-DD (UTC), for daily budgets
  kind                TEXT NOT NULL,            -- extract | session_memory | dream | recall | …
  provider            TEXT NOT NULL,
  model               TEXT NOT NULL,
  job_id              INTEGER,
  project_id          INTEGER REFERENCES projects(id) ON DELETE SET NULL,
  session_id          TEXT,
  input_tokens        INTEGER NOT NULL DEFAULT 0,   -- uncached input
  output_tokens       INTEGER NOT NULL DEFAULT 0,
  cache_read_tokens   INTEGER NOT NULL DEFAULT 0,
  cache_write_tokens  INTEGER NOT NULL DEFAULT 0,
  cost_usd            REAL NOT NULL DEFAULT 0,
  latency_ms          INTEGER NOT NULL DEFAULT 0,
  stop_reason         TEXT,
  error               TEXT
);
CREATE INDEX llm_calls_day ON llm_calls(day, project_id);
CREATE INDEX llm_calls_job ON llm_calls(job_id);
