-- The status asks each project for its most recent extraction; without an index that sorted
-- every session of the project by a JSON field (20 ms for 100 projects of 500 sessions, on
-- every refresh of the status page). The expression matches SessionStore.lastExtraction's.
CREATE INDEX sessions_last_extract ON sessions(project_id, json_extract(last_extract, '$.at')) WHERE last_extract IS NOT NULL;
