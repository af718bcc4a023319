// The index rows of memory files, their full-text entries and their change history.
import type { Db } from './db.js';

export interface MemoryFileRow {
  id: number;
  project_id: number;
  path: string;
  name: string | null;
  description: string | null;
  type: string;
  mtime_ms: number;
  size: number;
  sha256: string;
  indexed_at: number;
  content: string;
  body_start: number;
  head_stems: string;
  body_stems: string;
  /** The search-text rules that made the stems and the FTS entry (SEARCH_TEXT_VERSION). */
  search_version: number;
}

export type MemoryFileSummary = Omit<MemoryFileRow, 'content' | 'body_start' | 'head_stems' | 'body_stems'>;
/** The columns of a MemoryFileSummary. */
const SUMMARY_COLUMNS = 'id, project_id, path, name, description, type, mtime_ms, size, sha256, indexed_at, search_version';

export interface HistoryRow {
  id: number;
  project_id: number;
  path: string;
  actor: string;
  job_id: number | null;
  session_id: string | null;
  before: string | null;
  after: string | null;
  sha_before: string | null;
  sha_after: string | null;
  at: number;
}

/** How a file is searched: derived from its text by the search-text rules of `searchVersion`. */
export interface SearchFields {
  headStems: string;
  bodyStems: string;
  /** What the FTS index stores for each column (identifiers expanded). */
  fts: { name: string; description: string; body: string };
  searchVersion: number;
}

export interface IndexedFields extends SearchFields {
  path: string;
  name: string | null;
  description: string | null;
  type: string;
  mtimeMs: number;
  size: number;
  sha256: string;
  content: string;
  bodyStart: number;
}

export class MemoryFileStore {
  private readonly getStmt;
  private readonly upsertStmt;
  private readonly ftsDelete;
  private readonly ftsInsert;
  private readonly deleteStmt;
  private readonly historyStmt;
  private readonly statStmt;
  private readonly searchStmt;

  constructor(private readonly db: Db) {
    this.getStmt = db.prepare(`SELECT * FROM memory_files WHERE project_id = ? AND path = ?`);
    this.upsertStmt = db.prepare(
      `INSERT INTO memory_files (project_id, path, name, description, type, mtime_ms, size, sha256, indexed_at, content,
         body_start, head_stems, body_stems, search_version)
       VALUES (@projectId, @path, @name, @description, @type, @mtimeMs, @size, @sha256, @now, @content,
         @bodyStart, @headStems, @bodyStems, @searchVersion)
       ON CONFLICT (project_id, path) DO UPDATE SET name = excluded.name, description = excluded.description,
         type = excluded.type, mtime_ms = excluded.mtime_ms, size = excluded.size, sha256 = excluded.sha256,
         indexed_at = excluded.indexed_at, content = excluded.content, body_start = excluded.body_start,
         head_stems = excluded.head_stems, body_stems = excluded.body_stems, search_version = excluded.search_version
       RETURNING id`,
    );
    this.ftsDelete = db.prepare(`DELETE FROM memory_fts WHERE rowid = ?`);
    this.ftsInsert = db.prepare(`INSERT INTO memory_fts (rowid, project, name, description, body) VALUES (?, ?, ?, ?, ?)`);
    this.deleteStmt = db.prepare(`DELETE FROM memory_files WHERE id = ?`);
    this.historyStmt = db.prepare(
      `INSERT INTO memory_history (project_id, path, actor, job_id, session_id, before, after, sha_before, sha_after, at)
       VALUES (@projectId, @path, @actor, @jobId, @sessionId, @before, @after, @shaBefore, @shaAfter, @at)`,
    );
    this.statStmt = db.prepare(`UPDATE memory_files SET mtime_ms = ?, size = ? WHERE id = ?`);
    this.searchStmt = db.prepare(
      `UPDATE memory_files SET head_stems = @headStems, body_stems = @bodyStems, search_version = @searchVersion WHERE id = @id`,
    );
  }

  get(projectId: number, path: string): MemoryFileRow | undefined {
    return this.getStmt.get(projectId, path) as MemoryFileRow | undefined;
  }

  byIds(ids: number[]): MemoryFileRow[] {
    if (ids.length === 0) return [];
    return this.db.prepare(`SELECT * FROM memory_files WHERE id IN (SELECT value FROM json_each(?))`).all(JSON.stringify(ids)) as MemoryFileRow[];
  }

  /** Newest first, without the content. */
  list(projectId: number, limit = -1): MemoryFileSummary[] {
    return this.db
      .prepare(
        `SELECT ${SUMMARY_COLUMNS} FROM memory_files WHERE project_id = ? ORDER BY mtime_ms DESC, path LIMIT ?`,
      )
      .all(projectId, limit) as MemoryFileSummary[];
  }

  /** The files whose text holds any of `words` (ASCII case ignored), without the content: a cheap first cut before reading them. */
  containing(projectId: number, words: string[]): MemoryFileSummary[] {
    if (words.length === 0) return [];
    const like = words.map(() => `content LIKE ? ESCAPE '\\'`).join(' OR ');
    return this.db
      .prepare(
        `SELECT ${SUMMARY_COLUMNS} FROM memory_files WHERE project_id = ? AND (${like}) ORDER BY mtime_ms DESC, path`,
      )
      .all(projectId, ...words.map((w) => `%${w.replace(/[\\%_]/g, (c) => `\\${c}`)}%`)) as MemoryFileSummary[];
  }

  count(projectId: number): number {
    return (this.db.prepare(`SELECT COUNT(*) AS n FROM memory_files WHERE project_id = ?`).get(projectId) as { n: number }).n;
  }

  upsert(projectId: number, f: IndexedFields, now: number): number {
    const { id } = this.upsertStmt.get({ projectId, now, ...f }) as { id: number };
    this.ftsDelete.run(id);
    this.ftsInsert.run(id, `p${projectId}`, f.fts.name, f.fts.description, f.fts.body);
    return id;
  }

  /** Replaces how a row is searched, nothing else (its text is unchanged). */
  setSearch(id: number, projectId: number, f: SearchFields): void {
    const { fts, ...stems } = f;
    this.searchStmt.run({ id, ...stems });
    this.ftsDelete.run(id);
    this.ftsInsert.run(id, `p${projectId}`, fts.name, fts.description, fts.body);
  }

  touchStat(id: number, mtimeMs: number, size: number): void {
    this.statStmt.run(mtimeMs, size, id);
  }

  delete(id: number): void {
    this.ftsDelete.run(id);
    this.deleteStmt.run(id);
  }

  addHistory(h: {
    projectId: number;
    path: string;
    actor: string;
    jobId?: number | null;
    sessionId?: string | null;
    before: string | null;
    after: string | null;
    shaBefore: string | null;
    shaAfter: string | null;
    at: number;
  }): void {
    this.historyStmt.run({ jobId: null, sessionId: null, ...h });
  }

  history(projectId: number, path: string, limit = 100): HistoryRow[] {
    return this.db
      .prepare(`SELECT * FROM memory_history WHERE project_id = ? AND path = ? ORDER BY id DESC LIMIT ?`)
      .all(projectId, path, limit) as HistoryRow[];
  }
}
