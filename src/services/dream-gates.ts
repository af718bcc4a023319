// Whether a project should dream now, cheapest check first; each failing gate is recorded as
// the project's last skip reason. The lock, the last gate, is taken by the dream job itself,
// so that no file is written inside the intake transaction.
import type { Clock } from '../clock.js';
import type { Config } from '../config.js';
import { lastConsolidatedAt } from '../memory/consolidate-lock.js';
import type { Db } from '../store/db.js';
import type { Project } from './projects.js';

export type DreamSkip =
  | { reason: 'disabled' }
  | { reason: 'time'; hours_since: number; min_hours: number }
  | { reason: 'scan_throttle' }
  | { reason: 'sessions'; count: number; min: number }
  | { reason: 'lock' }
  | { reason: 'budget'; detail: string };

export type GateResult = { go: true; sessions: string[]; lastAt: number } | { go: false; skip: DreamSkip };

export class DreamGates {
  private readonly lastScan = new Map<number, number>();

  constructor(
    private readonly db: Db,
    private readonly config: Config['dream'],
    private readonly clock: Clock,
    private readonly budgetBlocked: (projectId: number) => string | null,
  ) {}

  /** Sessions of the project active since the last consolidation, the current one left out. */
  sessionsSince(projectId: number, since: number, exclude: string | null): string[] {
    return (this.db.prepare(`SELECT id FROM sessions WHERE project_id = ? AND last_event_at > ? AND is_subagent = 0 ORDER BY last_event_at`).all(projectId, since) as Array<{ id: string }>)
      .map((r) => r.id)
      .filter((id) => id !== exclude);
  }

  check(project: Project, currentSession: string | null): GateResult {
    const now = this.clock.now();
    const skip = (s: DreamSkip): GateResult => {
      this.db.prepare(`UPDATE projects SET last_dream_skip = ? WHERE id = ?`).run(JSON.stringify({ at: now, ...s }), project.id);
      return { go: false, skip: s };
    };
    if (!this.config.enabled || JSON.parse(project.settings || '{}').dream === false) return skip({ reason: 'disabled' });
    const lastAt = lastConsolidatedAt(project.paths.memory);
    const hours = (now - lastAt) / 3_600_000;
    if (hours < this.config.minHours) return skip({ reason: 'time', hours_since: Math.round(hours * 10) / 10, min_hours: this.config.minHours });
    const scanned = this.lastScan.get(project.id);
    if (scanned !== undefined && now - scanned < this.config.scanIntervalMs) return skip({ reason: 'scan_throttle' });
    this.lastScan.set(project.id, now);
    const sessions = this.sessionsSince(project.id, lastAt, currentSession);
    if (sessions.length < this.config.minSessions) return skip({ reason: 'sessions', count: sessions.length, min: this.config.minSessions });
    const budget = this.budgetBlocked(project.id);
    if (budget) return skip({ reason: 'budget', detail: budget });
    return { go: true, sessions, lastAt };
  }

  recordLockSkip(projectId: number): void {
    this.db.prepare(`UPDATE projects SET last_dream_skip = ? WHERE id = ?`).run(JSON.stringify({ at: this.clock.now(), reason: 'lock' }), projectId);
  }
}
