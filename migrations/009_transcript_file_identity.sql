-- The transcript file an offset belongs to (its inode): a file replaced by another (a sync tool,
-- an editor's save) is read again from the start, not from an offset into different bytes.
ALTER TABLE transcript_offsets ADD COLUMN inode INTEGER;
