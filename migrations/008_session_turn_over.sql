-- When a Claude Code session's turn ended (its Stop or SessionEnd hook came, no prompt since).
-- Lines read after that belong to the finished turn and end it; kept here so that a restart
-- between a Stop and the transcript's last lines does not take them for a turn still running.
ALTER TABLE sessions ADD COLUMN turn_over_at INTEGER;
