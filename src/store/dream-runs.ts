// Dream runs: one row per attempt, followed by GET /v1/dreams/:id and the status page.
import type { Db } from './db.js';

export interface DreamRunRow {
  id: number;
  project_id: number;
  job_id: number | null;
  trigger: string;
  mode: string;
  state: string;
  phase: string | null;
  provider: string | null;
  sessions_reviewed: number;
  files_touched: string;
  turns: number;
  skip_reason: string | null;
  error: string | null;
  created_at: number;
  started_at: number | null;
  finished_at: number | null;
}

export class DreamRunStore {
  constructor(private readonly db: Db) {}

  create(projectId: number, trigger: string, mode: string, now: number): number {
    return Number(
      this.db.prepare(`INSERT INTO dream_runs (project_id, trigger, mode, state, created_at) VALUES (?, ?, ?, 'queued', ?)`).run(projectId, trigger, mode, now).lastInsertRowid,
    );
  }

  get(id: number): DreamRunRow | undefined {
    return this.db.prepare(`SELECT * FROM dream_runs WHERE id = ?`).get(id) as DreamRunRow | undefined;
  }

  update(id: number, fields: Partial<Omit<DreamRunRow, 'id'>>): void {
    const keys = Object.keys(fields);
    if (keys.length) this.db.prepare(`UPDATE dream_runs SET ${keys.map((k) => `${k} = @${k}`).join(', ')} WHERE id = @id`).run({ ...fields, id });
  }

  recent(limit = 10): DreamRunRow[] {
    return this.db.prepare(`SELECT * FROM dream_runs ORDER BY id DESC LIMIT ?`).all(limit) as DreamRunRow[];
  }
}
