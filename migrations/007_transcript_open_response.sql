-- The API id of the response a read left open (re-read next time from its first line), so the
-- next read can tell that response going on from an earlier, closed one resuming after a tool
-- result: the first is the same message, the second a message of its own. And how far the
-- last read got (past the open response), so a catch-up pass can tell new lines from old.
ALTER TABLE transcript_offsets ADD COLUMN open_response_id TEXT;
ALTER TABLE transcript_offsets ADD COLUMN read_to INTEGER NOT NULL DEFAULT 0;
