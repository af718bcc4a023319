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

  constructor(private readonly db: Db) {
    this.insert = db.prepare(`INSERT OR IGNORE INTO projects (root, slug, created_at, updated_at) VALUES (?, ?, ?, ?)`);
    this.byRootStmt = db.prepare(`SELECT * FROM projects WHERE root = ?`);
    this.bySlugStmt = db.prepare(`SELECT * FROM projects WHERE slug = ?`);
  }

  ensure(root: string, slug: string, now: number): ProjectRow {
    this.insert.run(root, slug, now, now);
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
  }

  byId(id: number): ProjectRow | undefined {
    return this.db.prepare(`SELECT * FROM projects WHERE id = ?`).get(id) as ProjectRow | undefined;
  }

  all(): ProjectRow[] {
    return this.db.prepare(`SELECT * FROM projects ORDER BY id`).all() as ProjectRow[];
  }

  summaries(): ProjectSummary[] {
    return this.db
      .prepare(
        `SELECT p.*, COUNT(s.id) AS sessions, COALESCE(SUM(s.message_count + s.sidechain_count), 0) AS messages,
                MAX(s.last_event_at) AS last_event_at
         FROM projects p LEFT JOIN sessions s ON s.project_id = p.id
         GROUP BY p.id ORDER BY last_event_at DESC NULLS LAST, p.id`,
      )
      .all() as ProjectSummary[];
  }
}
