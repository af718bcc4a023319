-- How many events sent the session's conversation again (a client that posts the whole
-- conversation each turn). Only such a client's event may open with a compaction summary
-- followed by the conversation's tail; a client that posts each turn's own messages never
-- resends, so its turns are never matched against the tail.
ALTER TABLE sessions ADD COLUMN resends INTEGER NOT NULL DEFAULT 0;
