-- Extraction cursor, session-notes state, and notifications for clients.

ALTER TABLE sessions ADD COLUMN extract_cursor_uuid TEXT;            -- last message the last good extraction covered
ALTER TABLE sessions ADD COLUMN extract_cursor_seq INTEGER;
ALTER TABLE sessions ADD COLUMN eligible_turns INTEGER NOT NULL DEFAULT 0;
ALTER TABLE sessions ADD COLUMN last_extract TEXT;                  -- JSON: {at, outcome, reason, files}
ALTER TABLE sessions ADD COLUMN notes_tokens_at INTEGER;            -- context tokens when notes were last triggered
ALTER TABLE sessions ADD COLUMN notes_tool_calls_at INTEGER NOT NULL DEFAULT 0;
ALTER TABLE sessions ADD COLUMN notes_seq INTEGER;                  -- last message the notes cover
ALTER TABLE sessions ADD COLUMN notes_updated_at INTEGER;
ALTER TABLE sessions ADD COLUMN notes_started_at INTEGER;           -- set while an update runs
ALTER TABLE sessions ADD COLUMN is_subagent INTEGER NOT NULL DEFAULT 0;

CREATE TABLE notifications (
  id            INTEGER PRIMARY KEY,
  at            INTEGER NOT NULL,
  project_id    INTEGER REFERENCES projects(id) ON DELETE CASCADE,
  session_id    TEXT,
  kind          TEXT NOT NULL,          -- memories_saved | dream_done | …
  message       TEXT NOT NULL,
  data          TEXT NOT NULL DEFAULT '{}',
  delivered_at  INTEGER                 -- when a hook or context response carried it to the session
);
CREATE INDEX notifications_session ON notifications(session_id, delivered_at);
CREATE INDEX notifications_recent ON notifications(at);
