-- All-time totals of model calls, overall, by kind and by project, kept as each call is recorded.
-- The status (refreshed by the status page as events come) summed every call ever made instead:
-- ~180 ms of a blocked event loop at 200,000 calls, about a year of a heavy user's extraction,
-- session notes and recall. Calls are only ever inserted, so an insert trigger keeps these exact.
CREATE TABLE llm_totals (
  scope               TEXT NOT NULL CHECK (scope IN ('all', 'kind', 'project')),
  key                 TEXT NOT NULL,            -- '' for all; the kind; the project id, or 'none'
  calls               INTEGER NOT NULL,
  input_tokens        INTEGER NOT NULL,
  output_tokens       INTEGER NOT NULL,
  cache_read_tokens   INTEGER NOT NULL,
  cache_write_tokens  INTEGER NOT NULL,
  cost_usd            REAL NOT NULL,
  errors              INTEGER NOT NULL,
  PRIMARY KEY (scope, key)
) WITHOUT ROWID;

INSERT INTO llm_totals
  SELECT 'all', '', COUNT(*), SUM(input_tokens), SUM(output_tokens), SUM(cache_read_tokens), SUM(cache_write_tokens),
         SUM(cost_usd), SUM(error IS NOT NULL)
  FROM llm_calls HAVING COUNT(*) > 0;
INSERT INTO llm_totals
  SELECT 'kind', kind, COUNT(*), SUM(input_tokens), SUM(output_tokens), SUM(cache_read_tokens), SUM(cache_write_tokens),
         SUM(cost_usd), SUM(error IS NOT NULL)
  FROM llm_calls GROUP BY kind;
INSERT INTO llm_totals
  SELECT 'project', COALESCE(CAST(project_id AS TEXT), 'none'), COUNT(*), SUM(input_tokens), SUM(output_tokens),
         SUM(cache_read_tokens), SUM(cache_write_tokens), SUM(cost_usd), SUM(error IS NOT NULL)
  FROM llm_calls GROUP BY project_id;

CREATE TRIGGER llm_calls_totals AFTER INSERT ON llm_calls
BEGIN
  INSERT INTO llm_totals
    SELECT scope, key, 1, NEW.input_tokens, NEW.output_tokens, NEW.cache_read_tokens, NEW.cache_write_tokens,
           NEW.cost_usd, NEW.error IS NOT NULL
    FROM (SELECT 'all' AS scope, '' AS key
          UNION ALL SELECT 'kind', NEW.kind
          UNION ALL SELECT 'project', COALESCE(CAST(NEW.project_id AS TEXT), 'none'))
    WHERE true
  ON CONFLICT (scope, key) DO UPDATE SET
    calls = calls + 1,
    input_tokens = input_tokens + excluded.input_tokens,
    output_tokens = output_tokens + excluded.output_tokens,
    cache_read_tokens = cache_read_tokens + excluded.cache_read_tokens,
    cache_write_tokens = cache_write_tokens + excluded.cache_write_tokens,
    cost_usd = cost_usd + excluded.cost_usd,
    errors = errors + excluded.errors;
END;
