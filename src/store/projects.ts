// Projects: one row per canonical root path.
import type { Db } from './db.js';

export interface ProjectRow {
  id: number;
  root: string;
  slug: string;
  settings: string;
  last_dream_skip: string | null;
  created_at: number;
  updated_at: number;
}

export interface ProjectSummary extends ProjectRow {
  sessions: number;
  messages: number;
  last_event_at: number | null;
}

export class ProjectStore {
  private readonly insert;
  private readonly byRootStmt;
  private readonly bySlugStmt;
  /** The last project summaries, when there are enough sessions to keep them a moment. */
  private kept: { at: number; value: ProjectSummary[] } | null = null;

  constructor(
    private readonly db: Db,
    /** A monotonic clock in ms, for the age of kept summaries. */
    private readonly monotonic: () => number = () => performance.now(),
  ) {
    this.insert = db.prepare(`INSERT OR IGNORE INTO projects (root, slug, created_at, updated_at) VALUES (?, ?, ?, ?)`);
    this.byRootStmt = db.prepare(`SELECT * FROM projects WHERE root = ?`);
    this.bySlugStmt = db.prepare(`SELECT * FROM projects WHERE slug = ?`);
  }

  ensure(root: string, slug: string, now: number): ProjectRow {
    if (this.insert.run(root, slug, now, now).changes > 0) this.kept = null;
    return this.byRoot(root)!;
  }

  byRoot(root: string): ProjectRow | undefined {
    return this.byRootStmt.get(root) as ProjectRow | undefined;
  }

  bySlug(slug: string): ProjectRow | undefined {
    return this.bySlugStmt.get(slug) as ProjectRow | undefined;
  }

  saveSettings(id: number, settings: string): void {
    this.db.prepare(`UPDATE projects SET settings = ?, updated_at = ? WHERE id = ?`).run(settings, Date.now(), id);
    this.kept = null;
  }

  byId(id: number): ProjectRow | undefined {
    return this.db.prepare(`SELECT * FROM projects WHERE id = ?`).get(id) as ProjectRow | undefined;
  }

  all(): ProjectRow[] {
    return this.db.prepare(`SELECT * FROM projects ORDER BY id`).all() as ProjectRow[];
  }

  /**
   * Every project with its session and message counts. That sums every session (~11 ms at
   * 50,000, read in one pass rather than by the project index, which took 18), and the status page asks
   * again on every event that comes in: past MANY_SESSIONS, an answer up to SUMMARY_KEEP_MS old is
   * given again. Below that (most machines, every test) it is always fresh.
   */
  summaries(): ProjectSummary[] {
    const now = this.monotonic();
    if (this.kept && now - this.kept.at < SUMMARY_KEEP_MS) return this.kept.value;
    const value = this.db
      .prepare(
        `SELECT p.*, COALESCE(s.sessions, 0) AS sessions, COALESCE(s.messages, 0) AS messages, s.last_event_at
         FROM projects p LEFT JOIN (
           SELECT project_id, COUNT(*) AS sessions, SUM(message_count + sidechain_count) AS messages, MAX(last_event_at) AS last_event_at
           FROM sessions NOT INDEXED GROUP BY project_id
         ) s ON s.project_id = p.id
         ORDER BY s.last_event_at DESC NULLS LAST, p.id`,
      )
      .all() as ProjectSummary[];
    const sessions = value.reduce((n, p) => n + p.sessions, 0);
    this.kept = sessions > MANY_SESSIONS ? { at: now, value } : null;
    return value;
  }
}

/** Sessions past which project summaries are served from a recent sum (see summaries()). */
export const MANY_SESSIONS = 5_000;
const SUMMARY_KEEP_MS = 2_000;
