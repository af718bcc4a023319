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

  /** A dream of this project and mode asked for by hand whose job has not started yet. */
  waitingManual(projectId: number, mode: string): DreamRunRow | undefined {
    return this.db
      .prepare(
        `SELECT r.* FROM dream_runs r JOIN jobs j ON j.id = r.job_id
         WHERE r.project_id = ? AND r.trigger = 'manual' AND r.mode = ? AND j.state = 'queued' ORDER BY r.id DESC LIMIT 1`,
      )
      .get(projectId, mode) as DreamRunRow | undefined;
  }

  recent(limit = 10): DreamRunRow[] {
    return this.db.prepare(`SELECT * FROM dream_runs ORDER BY id DESC LIMIT ?`).all(limit) as DreamRunRow[];
  }
}
