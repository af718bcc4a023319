// The durable job queue: every state change is one SQLite statement or transaction,
// so a crash at any point leaves each job either where it was or where it was going.
import type Database from 'better-sqlite3';
import type { Db } from './db.js';
import type { Clock, Random } from '../clock.js';

export type JobState = 'queued' | 'running' | 'done' | 'dead' | 'cancelled';

export interface JobRow {
  id: number;
  kind: string;
  key: string | null;
  dedupe_key: string | null;
  payload: string;
  state: JobState;
  attempts: number;
  max_attempts: number;
  run_at: number;
  lease_until: number | null;
  lease_owner: string | null;
  cancel_requested: number;
  merged: number;
  last_error: string | null;
  result: string | null;
  project_id: number | null;
  session_id: string | null;
  created_at: number;
  updated_at: number;
  started_at: number | null;
  finished_at: number | null;
}

export interface EnqueueSpec {
  kind: string;
  payload?: Record<string, unknown>;
  /** Serialization key: at most one job per key runs at a time, in id order. */
  key?: string | null;
  /** A queued job with the same dedupe key absorbs this request instead of a second row. */
  dedupeKey?: string | null;
  runAt?: number;
  maxAttempts?: number;
  projectId?: number | null;
  sessionId?: string | null;
}

/**
 * A job that runs one at a time per key and absorbs repeated requests while it waits (one
 * extraction per session, one dream per project).
 */
export function coalesced(kind: string, key: string, spec: Omit<EnqueueSpec, 'kind' | 'key' | 'dedupeKey'> = {}): EnqueueSpec {
  return { kind, key, dedupeKey: key, ...spec };
}

/** Two requests for the same work as one payload: the newer one's fields win, the older one's others stay (a dream's run id). */
function mergePayloads(older: string, newer: string): string {
  return JSON.stringify({ ...JSON.parse(older), ...JSON.parse(newer) });
}

export interface QueueOptions {
  clock: Clock;
  random?: Random;
  maxAttempts: number;
  backoffBaseMs: number;
  backoffMaxMs: number;
}

/** A step back smaller than this is jitter, not a clock set back. */
const CLOCK_STEP_MS = 1_000;

/**
 * A queued job whose time the queue set itself — a retry's backoff, a run put off until the
 * budget's next day or the end of a model pause — says why in last_error; one its requester
 * timed has none. A merged request does not undo such a wait; a restart does.
 */
const WAIT_SET_BY_QUEUE = 'last_error IS NOT NULL';

export class JobQueue {
  private readonly random: Random;
  /** The latest time a poll saw. */
  private latestSeen = 0;

  /** The enqueue and lease transactions, built once: they run on every turn and every poll. */
  private readonly enqueueTx: Database.Transaction<(spec: EnqueueSpec, now: number) => { id: number; merged: boolean }>;
  private readonly leaseTx: Database.Transaction<(owner: string, kinds: string[], leaseMs: number, now: number) => JobRow | null>;

  constructor(
    private readonly db: Db,
    private readonly opts: QueueOptions,
  ) {
    this.random = opts.random ?? Math.random;
    this.enqueueTx = db.transaction((spec: EnqueueSpec, now: number) => this.enqueueNow(spec, now));
    this.leaseTx = db.transaction((owner: string, kinds: string[], leaseMs: number, now: number) => this.leaseNow(owner, kinds, leaseMs, now));
  }

  /**
   * Queues a job, or merges it into the queued job with the same dedupe key. While a job
   * with that key runs, the request becomes exactly one trailing job: later requests merge into it.
   */
  enqueue(spec: EnqueueSpec): { id: number; merged: boolean } {
    return this.enqueueTx.immediate(spec, this.opts.clock.now());
  }

  private enqueueNow(spec: EnqueueSpec, now: number): { id: number; merged: boolean } {
    const runAt = spec.runAt ?? now;
    const payload = spec.payload ?? {};
    if (spec.dedupeKey) {
      const queued = this.db
        .prepare(`SELECT id, payload, run_at FROM jobs WHERE dedupe_key = ? AND state = 'queued'`)
        .get(spec.dedupeKey) as { id: number; payload: string; run_at: number } | undefined;
      if (queued) {
        // The earlier start wins, unless the queue itself set the wait: a new request must not
        // undo it, or a failing API is retried at every turn.
        this.db
          .prepare(
            `UPDATE jobs SET payload = ?, run_at = CASE WHEN ${WAIT_SET_BY_QUEUE} THEN run_at ELSE MIN(run_at, ?) END,
               merged = merged + 1, updated_at = ? WHERE id = ?`,
          )
          .run(mergePayloads(queued.payload, JSON.stringify(payload)), runAt, now, queued.id);
        return { id: queued.id, merged: true };
      }
    }
    const info = this.db
      .prepare(
        `INSERT INTO jobs (kind, key, dedupe_key, payload, state, max_attempts, run_at, project_id, session_id, created_at, updated_at)
         VALUES (?, ?, ?, ?, 'queued', ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        spec.kind,
        spec.key ?? null,
        spec.dedupeKey ?? null,
        JSON.stringify(payload),
        spec.maxAttempts ?? this.opts.maxAttempts,
        runAt,
        spec.projectId ?? null,
        spec.sessionId ?? null,
        now,
        now,
      );
    return { id: Number(info.lastInsertRowid), merged: false };
  }

  /**
   * Takes the next ready job of one of the kinds, honouring per-key serialization and order.
   * A poll that finds nothing takes no write lock: the look comes first, the lease after.
   */
  lease(owner: string, kinds: string[], leaseMs: number): JobRow | null {
    if (kinds.length === 0) return null;
    const now = this.opts.clock.now();
    if (!this.nextReady(kinds, now)) return null;
    return this.leaseTx.immediate(owner, kinds, leaseMs, now);
  }

  private nextReady(kinds: string[], now: number): { id: number } | undefined {
    return this.db
      .prepare(
        `SELECT j.id FROM jobs j
         WHERE j.state = 'queued' AND j.run_at <= ? AND j.kind IN (SELECT value FROM json_each(?))
           AND (j.key IS NULL OR NOT EXISTS (
                 SELECT 1 FROM jobs o WHERE o.key = j.key AND o.id <> j.id
                   AND (o.state = 'running' OR (o.state = 'queued' AND o.id < j.id))))
         ORDER BY j.run_at, j.id LIMIT 1`,
      )
      .get(now, JSON.stringify(kinds)) as { id: number } | undefined;
  }

  private leaseNow(owner: string, kinds: string[], leaseMs: number, now: number): JobRow | null {
    const row = this.nextReady(kinds, now); // again, inside the transaction: the look above may be stale
    if (!row) return null;
    this.db
      .prepare(
        `UPDATE jobs SET state = 'running', attempts = attempts + 1, lease_owner = ?, lease_until = ?,
           started_at = ?, updated_at = ? WHERE id = ?`,
      )
      .run(owner, now + leaseMs, now, now, row.id);
    return this.get(row.id)!;
  }

  /** Extends a running job's lease; false when the job is no longer this owner's. */
  heartbeat(id: number, owner: string, leaseMs: number): boolean {
    const now = this.opts.clock.now();
    return (
      this.db
        .prepare(`UPDATE jobs SET lease_until = ?, updated_at = ? WHERE id = ? AND state = 'running' AND lease_owner = ?`)
        .run(now + leaseMs, now, id, owner).changes === 1
    );
  }

  /** `resultJson`: the result already serialized, when the caller had to serialize it anyway. */
  complete(id: number, owner: string, result?: unknown, resultJson: string | null = result === undefined ? null : JSON.stringify(result)): boolean {
    return this.endRunning(id, owner, 'done', 'result', resultJson);
  }

  /** Ends a job this owner still runs, in `state`, with its result or why it ended; false when it is not running under this owner. */
  private endRunning(id: number, owner: string, state: 'done' | 'cancelled', column: 'result' | 'last_error', value: string | null): boolean {
    const now = this.opts.clock.now();
    return (
      this.db
        .prepare(
          `UPDATE jobs SET state = '${state}', ${column} = ?, lease_owner = NULL, lease_until = NULL, finished_at = ?, updated_at = ?
           WHERE id = ? AND state = 'running' AND lease_owner = ?`,
        )
        .run(value, now, now, id, owner).changes === 1
    );
  }

  /** Exponential backoff with jitter: base·2^(attempt-1), capped, then scaled into [½, 1]. */
  backoffMs(attempts: number): number {
    const exp = Math.min(this.opts.backoffMaxMs, this.opts.backoffBaseMs * 2 ** Math.max(0, attempts - 1));
    return Math.round(exp * (0.5 + this.random() * 0.5));
  }

  /**
   * Puts a running job back in the queue. A coalesced job may have gained a trailing job with
   * the same dedupe key while it ran; two queued jobs cannot share one (the unique index), and
   * the trailing one already covers the same work: this one is handed over to it instead
   * (the trailing job counts it as merged and runs no later than this one would have; this one
   * ends cancelled, saying so). Call inside an IMMEDIATE transaction: it reads, then writes.
   */
  private requeue(job: JobRow, change: { runAt: number; lastError: string | null; uncountAttempt: boolean }, now: number): 'queued' | 'cancelled' {
    const trailing = job.dedupe_key
      ? (this.db.prepare(`SELECT id, payload FROM jobs WHERE dedupe_key = ? AND state = 'queued' AND id <> ?`).get(job.dedupe_key, job.id) as
          | { id: number; payload: string }
          | undefined)
      : undefined;
    if (trailing) {
      const payload = mergePayloads(job.payload, trailing.payload);
      // The earlier start wins, unless this job was given a wait (a backoff, a put-off, saying
      // why): that wait passes to the job that takes over its work.
      this.db
        .prepare(
          `UPDATE jobs SET payload = @payload, merged = merged + 1, updated_at = @now,
             run_at = CASE WHEN @why IS NULL THEN MIN(run_at, @runAt) ELSE MAX(run_at, @runAt) END, last_error = COALESCE(@why, last_error)
           WHERE id = @id`,
        )
        .run({ payload, now, why: change.lastError, runAt: change.runAt, id: trailing.id });
      const why = `${change.lastError ? `${change.lastError}; ` : ''}handed over to job #${trailing.id}, queued for the same work`;
      this.db
        .prepare(`UPDATE jobs SET state = 'cancelled', last_error = ?, lease_owner = NULL, lease_until = NULL, finished_at = ?, updated_at = ? WHERE id = ?`)
        .run(why, now, now, job.id);
      return 'cancelled';
    }
    this.db
      .prepare(
        `UPDATE jobs SET state = 'queued', attempts = MAX(0, attempts - ?), run_at = ?, last_error = COALESCE(?, last_error),
           lease_owner = NULL, lease_until = NULL, updated_at = ? WHERE id = ?`,
      )
      .run(change.uncountAttempt ? 1 : 0, change.runAt, change.lastError, now, job.id);
    return 'queued';
  }

  /** The job if `owner` holds its lease now. */
  private runningFor(id: number, owner: string): JobRow | null {
    const job = this.get(id);
    return job && job.state === 'running' && job.lease_owner === owner ? job : null;
  }

  /**
   * Records a failure: back to queued after a backoff (or handed over to a trailing job of the
   * same key), or dead when attempts are used up or it cannot succeed.
   */
  fail(id: number, owner: string, error: string, opts: { permanent?: boolean } = {}): JobState | null {
    const now = this.opts.clock.now();
    return this.db.transaction((): JobState | null => {
      const job = this.runningFor(id, owner);
      if (!job) return null;
      if (opts.permanent || job.attempts >= job.max_attempts) {
        this.db
          .prepare(`UPDATE jobs SET state = 'dead', last_error = ?, lease_owner = NULL, lease_until = NULL, finished_at = ?, updated_at = ? WHERE id = ?`)
          .run(error, now, now, id);
        return 'dead';
      }
      return this.requeue(job, { runAt: now + this.backoffMs(job.attempts), lastError: error, uncountAttempt: false }, now);
    }).immediate();
  }

  /** Puts a running job back until `runAt` without counting the attempt (what it needs is paused). */
  defer(id: number, owner: string, runAt: number, reason: string): boolean {
    const now = this.opts.clock.now();
    return this.db.transaction(() => {
      const job = this.runningFor(id, owner);
      if (!job) return false;
      this.requeue(job, { runAt, lastError: reason, uncountAttempt: true }, now);
      return true;
    }).immediate();
  }

  /** Gives a running job back without counting the attempt (shutdown before it finished). */
  release(id: number, owner: string): boolean {
    const now = this.opts.clock.now();
    return this.db.transaction(() => {
      const job = this.runningFor(id, owner);
      if (!job) return false;
      this.requeue(job, { runAt: job.run_at, lastError: null, uncountAttempt: true }, now);
      return true;
    }).immediate();
  }

  /**
   * Running jobs whose lease has run out (their worker died, or could not record how they
   * ended) go back to queued, or dead when that was their last attempt. With `all`, every
   * running job is reclaimed, expired or not: used at start-up, when no other worker can be
   * alive. The jobs in `runningHere` are never taken: the caller is running them now, and their
   * lease can look expired only because the wall clock moved (a machine that slept); taking one
   * back would run it twice.
   */
  reclaim(opts: { all?: boolean; runningHere?: number[] } = {}): number {
    const now = this.opts.clock.now();
    const where = `state = 'running' AND id NOT IN (SELECT value FROM json_each(?))${opts.all ? '' : ' AND lease_until < ?'}`;
    const here = JSON.stringify(opts.runningHere ?? []);
    const args = opts.all ? [here] : [here, now];
    // Most polls find nothing to reclaim: then no write lock is taken.
    if (!this.db.prepare(`SELECT 1 FROM jobs WHERE ${where} LIMIT 1`).get(...args)) return 0;
    return this.db
      .transaction(() => {
        const expired = this.db.prepare(`SELECT * FROM jobs WHERE ${where}`).all(...args) as JobRow[];
        for (const job of expired) {
          if (job.attempts >= job.max_attempts) {
            this.db
              .prepare(
                `UPDATE jobs SET state = 'dead', last_error = COALESCE(last_error || '; ', '') || 'lease expired on the last attempt',
                   lease_owner = NULL, lease_until = NULL, finished_at = ?, updated_at = ? WHERE id = ?`,
              )
              .run(now, now, job.id);
          } else {
            this.requeue(job, { runAt: job.run_at, lastError: job.last_error ?? 'lease expired', uncountAttempt: false }, now);
          }
        }
        return expired.length;
      })
      .immediate();
  }

  /**
   * Called on every poll: when the wall clock has been stepped back since the last (a time sync
   * at boot, by hand), what was due before the step would otherwise wait it out. Jobs due by the
   * latest time seen are due now; later ones keep their times. Null when the clock went on.
   */
  noticeClockStep(): { backMs: number; jobs: number } | null {
    const now = this.opts.clock.now();
    const latest = this.latestSeen;
    this.latestSeen = Math.max(latest, now);
    if (latest - now <= CLOCK_STEP_MS) return null;
    const jobs = this.db.prepare(`UPDATE jobs SET run_at = ? WHERE state = 'queued' AND run_at > ? AND run_at <= ?`).run(now, now, latest).changes;
    return { backMs: latest - now, jobs };
  }

  /**
   * Jobs waiting out a time the queue set (a retry's backoff, a run put off for the budget or
   * paused model calls) become due now. Called at start-up: a raised budget, a new key or a
   * network back since then may change the answer, and the gate puts off again what still waits.
   */
  retryWaiting(): number {
    const now = this.opts.clock.now();
    return this.db.prepare(`UPDATE jobs SET run_at = ? WHERE state = 'queued' AND run_at > ? AND ${WAIT_SET_BY_QUEUE}`).run(now, now).changes;
  }

  /** Cancels a queued job at once; a running one is flagged for its runner to abort. */
  cancel(id: number): 'cancelled' | 'cancel_requested' | 'finished' | 'not_found' {
    const now = this.opts.clock.now();
    const job = this.get(id);
    if (!job) return 'not_found';
    if (job.state === 'queued') {
      this.db.prepare(`UPDATE jobs SET state = 'cancelled', finished_at = ?, updated_at = ? WHERE id = ?`).run(now, now, id);
      return 'cancelled';
    }
    if (job.state === 'running') {
      this.db.prepare(`UPDATE jobs SET cancel_requested = 1, updated_at = ? WHERE id = ?`).run(now, id);
      return 'cancel_requested';
    }
    return 'finished';
  }

  /** Ends a running job as cancelled (its runner saw the request and aborted). */
  markCancelled(id: number, owner: string, reason: string): boolean {
    return this.endRunning(id, owner, 'cancelled', 'last_error', reason);
  }

  get(id: number): JobRow | undefined {
    return this.db.prepare(`SELECT * FROM jobs WHERE id = ?`).get(id) as JobRow | undefined;
  }

  /** The earliest run_at among queued jobs, for a runner that wants to sleep until then. */
  nextRunAt(): number | null {
    const r = this.db.prepare(`SELECT MIN(run_at) AS t FROM jobs WHERE state = 'queued'`).get() as { t: number | null };
    return r.t;
  }

  counts(): Record<string, Record<string, number>> {
    const rows = this.db.prepare(`SELECT kind, state, COUNT(*) AS n FROM jobs GROUP BY kind, state`).all() as Array<{
      kind: string;
      state: string;
      n: number;
    }>;
    const out: Record<string, Record<string, number>> = {};
    for (const r of rows) (out[r.kind] ??= {})[r.state] = r.n;
    return out;
  }

  /**
   * Queued jobs that are not due yet (a retry's backoff, the daily prune), by kind: how many and
   * when the first is due — so a status that says "queued" can say it is waiting, not stuck.
   */
  waiting(now: number): Record<string, { jobs: number; next_at: number }> {
    const rows = this.db
      .prepare(`SELECT kind, COUNT(*) AS n, MIN(run_at) AS next_at FROM jobs WHERE state = 'queued' AND run_at > ? GROUP BY kind`)
      .all(now) as Array<{ kind: string; n: number; next_at: number }>;
    return Object.fromEntries(rows.map((r) => [r.kind, { jobs: r.n, next_at: r.next_at }]));
  }

  list(state: JobState, limit = 50): JobRow[] {
    return this.db
      .prepare(`SELECT * FROM jobs WHERE state = ? ORDER BY updated_at DESC, id DESC LIMIT ?`)
      .all(state, limit) as JobRow[];
  }

  /** Deletes finished and cancelled jobs older than the cut-off; dead jobs stay for inspection. */
  prune(olderThan: number): number {
    return this.db.prepare(`DELETE FROM jobs WHERE state IN ('done', 'cancelled') AND updated_at < ?`).run(olderThan).changes;
  }
}
