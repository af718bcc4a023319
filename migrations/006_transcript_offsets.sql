-- How far memoryd has read each client transcript file (Claude Code's JSONL), so a hook reads
-- only what is new. A response still being written is re-read from its first line.
CREATE TABLE transcript_offsets (
  path        TEXT PRIMARY KEY,
  session_id  TEXT NOT NULL,
  offset      INTEGER NOT NULL,
  updated_at  INTEGER NOT NULL
);
