-- The last message a counted turn end covered: a turn end that brings nothing after it (a
-- retried POST, a second Stop hook) is the same end, not another turn. Sessions from before
-- count their turns as they were; the next turn end of one counts if it brings a message.
ALTER TABLE sessions ADD COLUMN turn_end_seq INTEGER NOT NULL DEFAULT 0;
UPDATE sessions SET turn_end_seq = last_seq WHERE turns > 0;
