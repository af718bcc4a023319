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
/** What recall ranks and gates a file by. */
export type MemorySearchRow = Pick<MemoryFileRow, 'id' | 'path' | 'name' | 'description' | 'type' | 'mtime_ms' | 'head_stems' | 'body_stems'>;
const SEARCH_COLUMNS = 'id, path, name, description, type, mtime_ms, head_stems, body_stems';
/** What recall shows of a file. */
export type MemoryShownRow = Pick<MemoryFileRow, 'path' | 'name' | 'description' | 'type' | 'mtime_ms' | 'content' | 'body_start'>;
const SHOWN_COLUMNS = 'path, name, description, type, mtime_ms, content, body_start';
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

/** The distinct stems of a file's stem lists (a stem seen only in code, "~stem", counts as the stem). */
function stemsOf(head: string, body: string): Set<string> {
  const out = new Set<string>();
  for (const w of `${head} ${body}`.split(' ')) if (w && w !== '~') out.add(w.startsWith('~') ? w.slice(1) : w);
  return out;
}

/** The search stems of a project's memories marked superseded (memory/supersede's mark; the WHERE is migration 016's partial index's, word for word). */
export const RETIRED_STEMS_SQL = `SELECT head_stems, body_stems FROM memory_files WHERE project_id = ? AND description LIKE '(superseded %'`;

export class MemoryFileStore {
  private readonly getStmt;
  private readonly stemsOfStmt;
  private readonly stemsAtStmt;
  private readonly stemAdd;
  private readonly stemDrop;
  private readonly stemDocsStmt;
  private readonly retiredStmt;
  /** Inside batched(): the stem count changes not yet written, by project. */
  private pendingStems: Map<number, Map<string, number>> | null = null;
  private readonly upsertStmt;
  private readonly ftsDelete;
  private readonly ftsInsert;
  private readonly deleteStmt;
  private readonly historyStmt;
  private readonly statStmt;
  private readonly searchStmt;
  private readonly byIdsStmt;
  private readonly listStmt;
  private readonly countStmt;
  private readonly searchRowsStmt;
  private readonly bodiesStmt;
  private readonly shownStmt;

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
    this.stemsOfStmt = db.prepare(`SELECT project_id, head_stems, body_stems FROM memory_files WHERE id = ?`);
    this.stemsAtStmt = db.prepare(`SELECT head_stems, body_stems FROM memory_files WHERE project_id = ? AND path = ?`);
    // (each takes the changes as one JSON object, stem → files gained or lost: a statement a file or a batch, not one a stem)
    this.stemAdd = db.prepare(
      `INSERT INTO memory_stems (project_id, stem, docs) SELECT ?, key, value FROM json_each(?) WHERE true
       ON CONFLICT (project_id, stem) DO UPDATE SET docs = docs + excluded.docs`,
    );
    this.stemDrop = db.prepare(`DELETE FROM memory_stems WHERE project_id = ? AND docs <= 0 AND stem IN (SELECT key FROM json_each(?))`);
    this.stemDocsStmt = db.prepare(`SELECT docs FROM memory_stems WHERE project_id = ? AND stem = ?`);
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
    // (recall, the status page and the manifest ask these on every request: prepared once)
    this.byIdsStmt = db.prepare(`SELECT * FROM memory_files WHERE id IN (SELECT value FROM json_each(?))`);
    this.listStmt = db.prepare(`SELECT ${SUMMARY_COLUMNS} FROM memory_files WHERE project_id = ? ORDER BY mtime_ms DESC, path LIMIT ?`);
    this.countStmt = db.prepare(`SELECT COUNT(*) AS n FROM memory_files WHERE project_id = ?`);
    this.retiredStmt = db.prepare(RETIRED_STEMS_SQL);
    // (recall's reads take only the columns they use: the full rows cost a lexical recall 5–10% more, measured)
    this.searchRowsStmt = db.prepare(`SELECT ${SEARCH_COLUMNS} FROM memory_files WHERE id IN (SELECT value FROM json_each(?))`);
    this.bodiesStmt = db.prepare(`SELECT id, content, body_start FROM memory_files WHERE id IN (SELECT value FROM json_each(?))`);
    this.shownStmt = db.prepare(`SELECT ${SHOWN_COLUMNS} FROM memory_files WHERE project_id = ? AND path = ?`);
  }

  get(projectId: number, path: string): MemoryFileRow | undefined {
    return this.getStmt.get(projectId, path) as MemoryFileRow | undefined;
  }

  byIds(ids: number[]): MemoryFileRow[] {
    if (ids.length === 0) return [];
    return this.byIdsStmt.all(JSON.stringify(ids)) as MemoryFileRow[];
  }

  /** Newest first, without the content. */
  list(projectId: number, limit = -1): MemoryFileSummary[] {
    return this.listStmt.all(projectId, limit) as MemoryFileSummary[];
  }

  /**
   * The files whose text holds any of `words` (ASCII case ignored), or whose search stems hold any of `stems` — a word
   * said in another form ("libraries" finds "… any third-party library"), without the content: a cheap first cut before
   * reading them.
   */
  containing(projectId: number, words: string[], stems: string[] = []): MemoryFileSummary[] {
    if (words.length === 0 && stems.length === 0) return [];
    const escaped = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);
    // (a stem list is " stem ~stem … ", a stem seen only in code marked "~")
    const like = [...words.map(() => `content LIKE ? ESCAPE '\\'`), ...stems.map(() => `(head_stems || body_stems) LIKE ? ESCAPE '\\' OR (head_stems || body_stems) LIKE ? ESCAPE '\\'`)].join(' OR ');
    const params = [...words.map((w) => `%${escaped(w)}%`), ...stems.flatMap((s) => [`% ${escaped(s)} %`, `% ~${escaped(s)} %`])];
    return this.db
      .prepare(
        `SELECT ${SUMMARY_COLUMNS} FROM memory_files WHERE project_id = ? AND (${like}) ORDER BY mtime_ms DESC, path`,
      )
      .all(projectId, ...params) as MemoryFileSummary[];
  }

  /** The rows recall ranks and gates, by id: what is searched of each, without the content. */
  searchRows(ids: number[]): MemorySearchRow[] {
    return this.searchRowsStmt.all(JSON.stringify(ids)) as MemorySearchRow[];
  }

  /** The bodies of files by id (the content after the frontmatter). */
  bodies(ids: number[]): Map<number, string> {
    const rows = this.bodiesStmt.all(JSON.stringify(ids)) as Array<{ id: number; content: string; body_start: number }>;
    return new Map(rows.map((r) => [r.id, r.content.slice(r.body_start)]));
  }

  /** A file as recall shows it, by its path, without its search stems. */
  shown(projectId: number, path: string): MemoryShownRow | undefined {
    return this.shownStmt.get(projectId, path) as MemoryShownRow | undefined;
  }

  count(projectId: number): number {
    return (this.countStmt.get(projectId) as { n: number }).n;
  }

  /** The search stems of each memory of the project marked superseded (one set a file). */
  retiredStems(projectId: number): Array<Set<string>> {
    return (this.retiredStmt.all(projectId) as Array<{ head_stems: string; body_stems: string }>).map((r) => stemsOf(r.head_stems, r.body_stems));
  }

  /** How many of the project's files hold a search stem (recall's document frequency). */
  filesHolding(projectId: number, stem: string): number {
    return (this.stemDocsStmt.get(projectId, stem) as { docs: number } | undefined)?.docs ?? 0;
  }

  /** Call inside a transaction: the row, its FTS entry and the project's stem counts change together. */
  upsert(projectId: number, f: IndexedFields, now: number): number {
    const before = this.stemsAtStmt.get(projectId, f.path) as { head_stems: string; body_stems: string } | undefined;
    const { id } = this.upsertStmt.get({ projectId, now, ...f }) as { id: number };
    this.countStems(projectId, before ? stemsOf(before.head_stems, before.body_stems) : new Set(), stemsOf(f.headStems, f.bodyStems));
    this.ftsDelete.run(id);
    this.ftsInsert.run(id, `p${projectId}`, f.fts.name, f.fts.description, f.fts.body);
    return id;
  }

  /** Replaces how a row is searched, nothing else (its text is unchanged). */
  setSearch(id: number, projectId: number, f: SearchFields): void {
    const { fts, ...stems } = f;
    const before = this.stemsOfStmt.get(id) as { head_stems: string; body_stems: string } | undefined;
    this.searchStmt.run({ id, ...stems });
    this.countStems(projectId, before ? stemsOf(before.head_stems, before.body_stems) : new Set(), stemsOf(f.headStems, f.bodyStems));
    this.ftsDelete.run(id);
    this.ftsInsert.run(id, `p${projectId}`, fts.name, fts.description, fts.body);
  }

  /**
   * Runs `fn` (inside the caller's transaction) with the stem counts of all its changes written
   * once at the end: a first index of thousands of files updates each stem once, not once a file.
   */
  batched<T>(fn: () => T): T {
    if (this.pendingStems) return fn();
    this.pendingStems = new Map();
    try {
      const out = fn();
      for (const [projectId, deltas] of this.pendingStems) this.writeStems(projectId, deltas);
      return out;
    } finally {
      this.pendingStems = null;
    }
  }

  /** A file's stems went from `before` to `after`: each stem it gained counts one file more, each it lost one less. */
  private countStems(projectId: number, before: Set<string>, after: Set<string>): void {
    const deltas = this.pendingStems ? (this.pendingStems.get(projectId) ?? new Map<string, number>()) : new Map<string, number>();
    for (const stem of after) if (!before.has(stem)) deltas.set(stem, (deltas.get(stem) ?? 0) + 1);
    for (const stem of before) if (!after.has(stem)) deltas.set(stem, (deltas.get(stem) ?? 0) - 1);
    if (this.pendingStems) this.pendingStems.set(projectId, deltas);
    else this.writeStems(projectId, deltas);
  }

  private writeStems(projectId: number, deltas: Map<string, number>): void {
    const changed = Object.fromEntries([...deltas].filter(([, d]) => d !== 0));
    if (Object.keys(changed).length === 0) return;
    const json = JSON.stringify(changed);
    this.stemAdd.run(projectId, json);
    if ([...deltas.values()].some((d) => d < 0)) this.stemDrop.run(projectId, json);
  }

  touchStat(id: number, mtimeMs: number, size: number): void {
    this.statStmt.run(mtimeMs, size, id);
  }

  delete(id: number): void {
    const before = this.stemsOfStmt.get(id) as { project_id: number; head_stems: string; body_stems: string } | undefined;
    if (before) this.countStems(before.project_id, stemsOf(before.head_stems, before.body_stems), new Set());
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

  /** Who wrote the file at `path` when it was last created (its history's newest creation), or null when none is recorded. */
  createdBy(projectId: number, path: string): string | null {
    const row = this.db
      .prepare(`SELECT actor FROM memory_history WHERE project_id = ? AND path = ? AND before IS NULL AND after IS NOT NULL ORDER BY id DESC LIMIT 1`)
      .get(projectId, path) as { actor: string } | undefined;
    return row?.actor ?? null;
  }

  history(projectId: number, path: string, limit = 100): HistoryRow[] {
    return this.db
      .prepare(`SELECT * FROM memory_history WHERE project_id = ? AND path = ? ORDER BY id DESC LIMIT ?`)
      .all(projectId, path, limit) as HistoryRow[];
  }
}
