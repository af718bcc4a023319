// The nightly dream: a minute between 00:00 and 05:59 local time, drawn once (q in [0,360):
// minute q % 60, hour ⌊q/60⌋) and kept across restarts. At that time every project with new
// sessions or daily logs since its last consolidation gets a dream, spread out. A run whose time
// came while the daemon was down or the machine slept (a laptop closed at night: node-cron then
// reports the time as missed and skips it) happens at the next start or soon after waking.
import cron, { type ScheduledTask } from 'node-cron';
import type { Logger } from 'pino';
import type { Clock, Random } from '../clock.js';
import { lastConsolidatedAt } from '../memory/consolidate-lock.js';
import { undistilledLogs } from '../memory/memdir.js';
import type { DreamGates } from '../services/dream-gates.js';
import type { ProjectRegistry, Project } from '../services/projects.js';
import type { Db } from '../store/db.js';
import type { DreamRunStore } from '../store/dream-runs.js';
import type { JobQueue } from '../store/jobs.js';
import { dreamRequest } from './jobs/dream.js';

/** How often the scheduler looks for a nightly run whose time passed unseen. */
const WAKE_CHECK_MS = 5 * 60_000;

export function cronExpression(q: number): string {
  return `${q % 60} ${Math.floor(q / 60)} * * *`;
}

export interface SchedulerDeps {
  db: Db;
  clock: Clock;
  random: Random;
  queue: JobQueue;
  projects: ProjectRegistry;
  gates: DreamGates;
  runs: DreamRunStore;
  log: Logger;
  spreadMs: number;
  mode: 'prune' | 'reflect';
  onEnqueue?: () => void;
}

export class DreamScheduler {
  private task: ScheduledTask | null = null;
  private wakeCheck: NodeJS.Timeout | null = null;
  readonly q: number;

  constructor(private readonly deps: SchedulerDeps) {
    this.q = this.drawOnce();
  }

  get expression(): string {
    return cronExpression(this.q);
  }

  private setting(key: string): string | null {
    return (this.deps.db.prepare(`SELECT value FROM daemon_settings WHERE key = ?`).get(key) as { value: string } | undefined)?.value ?? null;
  }

  private save(key: string, value: string): void {
    this.deps.db.prepare(`INSERT INTO daemon_settings (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value`).run(key, value);
  }

  /** q is drawn at the first start and kept, so the schedule survives restarts. */
  private drawOnce(): number {
    const kept = this.setting('dream_cron_q');
    if (kept !== null) return Number(kept);
    const q = Math.floor(this.deps.random() * 360);
    this.save('dream_cron_q', String(q));
    return q;
  }

  /** The next local time the expression fires, after `from`. */
  nextRun(from = this.deps.clock.now()): number {
    const d = new Date(from);
    d.setHours(Math.floor(this.q / 60), this.q % 60, 0, 0);
    if (d.getTime() <= from) d.setDate(d.getDate() + 1);
    return d.getTime();
  }

  lastRun(): number | null {
    const v = this.setting('dream_cron_last_run');
    return v === null ? null : Number(v);
  }

  start(): void {
    if (this.lastRun() === null) this.save('dream_cron_last_run', String(this.deps.clock.now())); // first start: the clock starts now
    else this.runIfDue('missed while the daemon was down');
    this.task = cron.schedule(this.expression, () => this.runIfDue(), { name: 'memoryd-dream' });
    // Timers stand still while the machine sleeps; woken after the time, node-cron calls it missed.
    this.task.on('execution:missed', () => void this.runIfDue('missed while the machine slept'));
    this.wakeCheck = setInterval(() => this.runIfDue('missed while the machine slept'), WAKE_CHECK_MS);
    this.wakeCheck.unref();
  }

  stop(): void {
    void this.task?.stop();
    this.task = null;
    if (this.wakeCheck) clearInterval(this.wakeCheck);
    this.wakeCheck = null;
  }

  /**
   * The nightly fan-out, if its time has come since the last one ran (and not otherwise: the
   * cron, a missed-time report and the periodic check may all ask for the same night).
   */
  runIfDue(missed?: string): boolean {
    // (called from timers: a failure is logged, and the next check or start tries again)
    try {
      const last = this.lastRun();
      if (last === null || this.nextRun(last) > this.deps.clock.now()) return false;
      if (missed) this.deps.log.info({ lastRun: new Date(last).toISOString() }, `the nightly dream was ${missed}; running it now`);
      this.fanOut();
      return true;
    } catch (err) {
      this.deps.log.error({ err }, 'nightly dreams not queued');
      return false;
    }
  }

  /** Projects with new sessions or daily logs since their last consolidation. */
  due(): Project[] {
    return this.deps.projects.all().filter((p) => {
      if (!this.deps.gates.enabledFor(p)) return false;
      const since = lastConsolidatedAt(p.paths.memory);
      return this.deps.gates.sessionsSince(p.id, since, null).length > 0 || undistilledLogs(p.paths.memory, { max: 1 }).length > 0;
    });
  }

  /** Enqueues one dream per due project, spread out over time. Returns the run ids. */
  fanOut(): number[] {
    const now = this.deps.clock.now();
    this.save('dream_cron_last_run', String(now));
    const ids: number[] = [];
    this.due().forEach((p, i) => {
      const run = this.deps.runs.create(p.id, 'cron', this.deps.mode, now);
      const job = this.deps.queue.enqueue(dreamRequest(p.id, { trigger: 'cron', run }, { runAt: now + i * this.deps.spreadMs }));
      this.deps.runs.update(run, { job_id: job.id });
      ids.push(run);
    });
    if (ids.length) this.deps.log.info({ projects: ids.length }, 'nightly dreams queued');
    this.deps.onEnqueue?.();
    return ids;
  }
}
