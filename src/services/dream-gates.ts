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
  /** The lock's mtime per project, re-read at most every LOCK_STAT_MS (a dream here invalidates it). */
  private readonly lockSeen = new Map<number, { mtime: number; at: number }>();
  /** The last skip reason written per project: an unchanged reason is not written again for a minute. */
  private readonly written = new Map<number, { reason: string; at: number }>();
  private readonly sessionsStmt;
  private readonly skipStmt;

  constructor(
    db: Db,
    private readonly config: Config['dream'],
    private readonly clock: Clock,
    private readonly budgetBlocked: (projectId: number) => string | null,
  ) {
    this.sessionsStmt = db.prepare(`SELECT id FROM sessions WHERE project_id = ? AND last_event_at > ? AND is_subagent = 0 ORDER BY last_event_at`);
    this.skipStmt = db.prepare(`UPDATE projects SET last_dream_skip = ? WHERE id = ?`);
  }

  /** Sessions of the project active since the last consolidation, the current one left out. */
  sessionsSince(projectId: number, since: number, exclude: string | null): string[] {
    return (this.sessionsStmt.all(projectId, since) as Array<{ id: string }>).map((r) => r.id).filter((id) => id !== exclude);
  }

  /** Forget the cached lock time (a dream took, kept or rolled back the lock). */
  invalidate(projectId: number): void {
    this.lockSeen.delete(projectId);
  }

  private lastConsolidated(project: Project, now: number): number {
    const seen = this.lockSeen.get(project.id);
    if (seen && now - seen.at < LOCK_STAT_MS) return seen.mtime;
    const mtime = lastConsolidatedAt(project.paths.memory);
    this.lockSeen.set(project.id, { mtime, at: now });
    return mtime;
  }

  private record(projectId: number, s: DreamSkip, now: number): void {
    const last = this.written.get(projectId);
    if (last && last.reason === s.reason && now - last.at < 60_000) return;
    this.skipStmt.run(JSON.stringify({ at: now, ...s }), projectId);
    this.written.set(projectId, { reason: s.reason, at: now });
  }

  /**
   * Whether a project dreams on its own (after a session, at night): the daemon's switch and the
   * project's. A dream asked for by hand runs either way.
   */
  enabledFor(project: Pick<Project, 'settings'>): boolean {
    return this.config.enabled && project.settings.dream !== false;
  }

  check(project: Project, currentSession: string | null): GateResult {
    const now = this.clock.now();
    const skip = (s: DreamSkip): GateResult => {
      this.record(project.id, s, now);
      return { go: false, skip: s };
    };
    if (!this.enabledFor(project)) return skip({ reason: 'disabled' });
    const lastAt = this.lastConsolidated(project, now);
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
    this.record(projectId, { reason: 'lock' }, this.clock.now());
  }
}

/** The time gate's stat is cached this long: whether a day has passed does not change faster. */
const LOCK_STAT_MS = 30_000;
