// Leases jobs from the durable queue and runs them by kind, within per-kind concurrency.
// Leases are renewed while a job runs; a crashed daemon's leases expire (or are reclaimed
// at the next start) and the jobs run again.
import { EventEmitter } from 'node:events';
import type { Logger } from 'pino';
import type { JobQueue, JobRow } from '../store/jobs.js';
import { NotRetryableError, storageError } from '../errors.js';
import type { JobKind } from './types.js';

export interface RunnerOptions {
  queue: JobQueue;
  kinds: JobKind[];
  log: Logger;
  owner: string;
  pollMs: number;
  leaseMs: number;
  concurrency?: Record<string, number>;
  /** Asked before a job starts: skip it (a spent budget), put it off (model calls paused), or null to run it. */
  gate?: (job: JobRow, kind: JobKind) => GateDecision | null;
}

export type GateDecision = { skip: string } | { defer: { reason: string; until: number } };

/** How a job ended, as the write that records it in the queue (which returns the job's new state). */
interface Ending {
  write: () => string;
  error?: string;
}

interface Running {
  job: JobRow;
  controller: AbortController;
  done: Promise<void>;
  progress: Record<string, unknown>;
}

export type RunnerEvent =
  | { type: 'job_started'; job: JobRow }
  | { type: 'job_finished'; job: JobRow; state: string; error?: string }
  | { type: 'job_progress'; job: JobRow; progress: Record<string, unknown> };

export class Runner extends EventEmitter<{ event: [RunnerEvent] }> {
  private readonly kinds = new Map<string, JobKind>();
  private readonly running = new Map<number, Running>();
  /** Jobs that ended but whose ending the database would not take yet (a full disk). */
  private readonly unrecorded = new Map<number, { job: JobRow; ending: Ending; log: Logger }>();
  private timer: NodeJS.Timeout | null = null;
  private stopping = false;
  private ticking = false;

  constructor(private readonly opts: RunnerOptions) {
    super();
    for (const k of opts.kinds) this.kinds.set(k.kind, k);
  }

  kindNames(): string[] {
    return [...this.kinds.keys()];
  }

  start(): void {
    this.stopping = false;
    this.schedule(0);
  }

  /** Looks for work now (called after an enqueue) instead of at the next poll. */
  wake(): void {
    if (!this.stopping) this.schedule(0);
  }

  runningJobs(): Array<{ job: JobRow; progress: Record<string, unknown> }> {
    return [...this.running.values()].map((r) => ({ job: r.job, progress: r.progress }));
  }

  private schedule(ms: number): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => this.tick(), ms);
    this.timer.unref?.();
  }

  private limit(kind: string): number {
    return this.opts.concurrency?.[kind] ?? this.kinds.get(kind)?.concurrency ?? 1;
  }

  private freeKinds(): string[] {
    const busy = new Map<string, number>();
    for (const r of this.running.values()) busy.set(r.job.kind, (busy.get(r.job.kind) ?? 0) + 1);
    return this.kindNames().filter((k) => (busy.get(k) ?? 0) < this.limit(k));
  }

  private tick(): void {
    if (this.stopping || this.ticking) return;
    this.ticking = true;
    try {
      const step = this.opts.queue.noticeClockStep();
      if (step) this.opts.log.warn({ back_ms: step.backMs, jobs: step.jobs }, 'the clock was stepped back: jobs due before the step run now');
      this.recordPending();
      this.opts.queue.reclaim({ runningHere: [...this.running.keys(), ...this.unrecorded.keys()] });
      for (;;) {
        const job = this.opts.queue.lease(this.opts.owner, this.freeKinds(), this.opts.leaseMs);
        if (!job) break;
        this.launch(job);
      }
    } catch (err) {
      this.opts.log.error({ err }, 'queue poll failed');
    } finally {
      this.ticking = false;
      if (!this.stopping) this.schedule(this.opts.pollMs);
    }
  }

  private launch(job: JobRow): void {
    const kind = this.kinds.get(job.kind)!;
    const controller = new AbortController();
    const log = this.opts.log.child({ job: job.id, kind: job.kind, project: job.project_id, session: job.session_id });
    const entry: Running = { job, controller, progress: {}, done: Promise.resolve() };
    const { queue, owner, leaseMs } = this.opts;
    // Renew the lease well before it runs out; notice a cancel request between renewals.
    const beat = setInterval(() => {
      try {
        if (!queue.heartbeat(job.id, owner, leaseMs)) controller.abort(new Error('lease lost'));
        else if (queue.get(job.id)?.cancel_requested) controller.abort(new Error('cancelled'));
      } catch (err) {
        log.warn({ err }, 'lease renewal failed');
      }
    }, Math.max(50, Math.floor(leaseMs / 3)));
    beat.unref?.();

    this.running.set(job.id, entry);
    this.emit('event', { type: 'job_started', job });
    log.debug({ attempt: job.attempts }, 'job started');

    entry.done = (async () => {
      const ending = await this.runJob(job, kind, entry, log);
      clearInterval(beat);
      this.running.delete(job.id);
      this.record(job, ending, log);
      if (!this.stopping) this.wake();
    })();
  }

  /** Writes how a job ended; when the database will not take it (a full disk), keeps it for the next polls. */
  private record(job: JobRow, ending: Ending, log: Logger): void {
    try {
      const state = ending.write();
      if (this.unrecorded.delete(job.id)) log.info({ state }, 'how the job ended is recorded at last');
      this.emit('event', { type: 'job_finished', job, state, ...(ending.error ? { error: ending.error } : {}) });
    } catch (err) {
      if (storageError(err)) {
        // A full disk, a locked or read-only database: the job stays leased to us and is not run
        // again — its work is done (a model run paid for, memory files written); only its row
        // waits for the database to take it.
        if (!this.unrecorded.has(job.id)) log.error({ err }, 'could not record how the job ended; trying again at each poll');
        this.unrecorded.set(job.id, { job, ending, log });
        return;
      }
      // A write the database refuses for good (a bug, a broken schema): the job stays leased,
      // unrenewed, and the poll gives it back to the queue (or to the dead) when the lease runs out.
      this.unrecorded.delete(job.id);
      log.error({ err }, 'could not record how the job ended; it goes back to the queue when its lease runs out');
      this.emit('event', { type: 'job_finished', job, state: 'unrecorded', error: err instanceof Error ? err.message : String(err) });
    }
  }

  /** Tries again to write the endings the database would not take. */
  private recordPending(): void {
    for (const { job, ending, log } of [...this.unrecorded.values()]) this.record(job, ending, log);
  }

  /** Runs a leased job (unless the gate skips or defers it); returns how to write how it ended. */
  private async runJob(job: JobRow, kind: JobKind, entry: Running, log: Logger): Promise<Ending> {
    const { queue, owner } = this.opts;
    const { controller } = entry;
    try {
      const decision = this.opts.gate?.(job, kind);
      if (decision && 'skip' in decision) {
        return {
          write: () => {
            queue.complete(job.id, owner, { skipped: decision.skip });
            log.info({ reason: decision.skip }, 'job skipped');
            return 'skipped';
          },
        };
      }
      if (decision) {
        return {
          write: () => {
            queue.defer(job.id, owner, decision.defer.until, decision.defer.reason);
            log.info({ reason: decision.defer.reason }, 'job put off');
            return 'queued';
          },
        };
      }
      const payload = JSON.parse(job.payload) as Record<string, unknown>;
      const result = await kind.run({
        job,
        payload,
        signal: controller.signal,
        log,
        progress: (update) => {
          Object.assign(entry.progress, update);
          this.emit('event', { type: 'job_progress', job, progress: { ...entry.progress } });
        },
      });
      if (controller.signal.aborted) throw controller.signal.reason;
      // A result JSON cannot hold is the kind's bug: the job ends dead saying so, not run again (its work is done).
      let stored: string | undefined;
      try {
        stored = JSON.stringify(result);
      } catch (err) {
        throw new NotRetryableError(`its result cannot be stored: ${(err as Error).message}`);
      }
      return { write: () => (queue.complete(job.id, owner, result, stored ?? null), 'done') };
    } catch (err) {
      const error = err instanceof Error ? err.message : String(err);
      const reason = controller.signal.aborted ? (controller.signal.reason as Error | undefined)?.message : undefined;
      if (reason === 'shutdown') return { error, write: () => (queue.release(job.id, owner), 'queued') };
      if (reason === 'cancelled') return { error, write: () => (queue.markCancelled(job.id, owner, 'cancelled'), 'cancelled') };
      return {
        error,
        write: () => {
          const state = queue.fail(job.id, owner, error, { permanent: err instanceof NotRetryableError }) ?? 'lost';
          log.warn({ err: error, state }, 'job failed');
          return state;
        },
      };
    }
  }

  /** Cancels a job: a queued one at once, a running one by aborting it. */
  cancel(id: number): ReturnType<JobQueue['cancel']> {
    const outcome = this.opts.queue.cancel(id);
    if (outcome === 'cancel_requested') this.running.get(id)?.controller.abort(new Error('cancelled'));
    return outcome;
  }

  /**
   * Stops leasing, lets running jobs finish within the grace period, then aborts the rest
   * and gives them back to the queue for the next start.
   */
  async stop(graceMs: number): Promise<void> {
    this.stopping = true;
    if (this.timer) clearTimeout(this.timer);
    const all = Promise.all([...this.running.values()].map((r) => r.done));
    let timeout: NodeJS.Timeout | undefined;
    const expired = new Promise<'expired'>((res) => (timeout = setTimeout(() => res('expired'), graceMs)));
    const outcome = await Promise.race([all.then(() => 'finished' as const), expired]);
    clearTimeout(timeout);
    if (outcome === 'expired') {
      for (const r of this.running.values()) r.controller.abort(new Error('shutdown'));
      // A job that ignores its signal must not hold shutdown hostage: give its lease back.
      await Promise.race([all, new Promise((res) => setTimeout(res, 1_000).unref())]);
      for (const r of this.running.values()) {
        try {
          this.opts.queue.release(r.job.id, this.opts.owner);
        } catch (err) {
          this.opts.log.error({ err, job: r.job.id }, 'could not give the job back; the next start takes it back');
        }
      }
    }
    this.recordPending();
    if (this.unrecorded.size > 0) {
      this.opts.log.error({ jobs: [...this.unrecorded.keys()] }, 'how these jobs ended could not be recorded; the next start runs them again');
    }
  }
}
