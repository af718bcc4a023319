import { afterEach, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import pino from 'pino';
import { openDb, type Db } from '../../src/store/db.js';
import { JobQueue } from '../../src/store/jobs.js';
import { Runner } from '../../src/workers/runner.js';
import type { JobKind } from '../../src/workers/types.js';
import { FakeClock } from '../helpers/clock.js';
import { tempDir, waitFor } from '../helpers/daemon.js';
import { gate } from '../helpers/gate.js';

// A real queue on a real SQLite file, a runner over it, and a clock the test moves.
let db: Db | undefined;
let runner: Runner | undefined;
afterEach(async () => {
  await runner?.stop(100);
  db?.close();
  runner = undefined;
  db = undefined;
});

/** A queue on a new database file (busy_timeout 0 with `failFast`: fail at once instead of waiting out another writer). */
function newQueue(opts: { failFast?: boolean } = {}) {
  const file = join(tempDir(), 'q.db');
  db = openDb(file);
  if (opts.failFast) db.pragma('busy_timeout = 0');
  const clock = new FakeClock();
  return { file, clock, queue: new JobQueue(db, { clock, maxAttempts: 5, backoffBaseMs: 10, backoffMaxMs: 40 }) };
}

// A laptop put to sleep while a job runs wakes with the wall clock hours ahead: every lease
// looks expired, though the job is still running right here.
describe('the runner after the clock jumps (a machine that slept)', () => {
  it('does not take back, and run a second time, a job it is still running', async () => {
    const { clock, queue } = newQueue();
    let runs = 0;
    const { opened, open: release } = gate();
    const slow: JobKind = {
      kind: 'slow',
      async run() {
        runs++;
        await opened; // waiting on the model when the lid closes
        return { ok: true };
      },
    };
    runner = new Runner({ queue, kinds: [slow], log: pino({ level: 'silent' }), owner: 'me', pollMs: 10, leaseMs: 60_000 });
    runner.start();
    const { id } = queue.enqueue({ kind: 'slow', key: 'slow:s1', dedupeKey: 'slow:s1' });
    runner.wake();
    await waitFor(() => runs === 1);
    clock.advance(3 * 60 * 60_000); // three hours asleep; the lease ran out on the wall clock
    runner.wake();
    await new Promise((r) => setTimeout(r, 100)); // several polls
    expect(runs).toBe(1);
    expect(queue.get(id)).toMatchObject({ state: 'running', attempts: 1 });
    release();
    await waitFor(() => queue.get(id)!.state === 'done');
    expect(runs).toBe(1);
    expect(runner.runningJobs()).toHaveLength(0);
  });

  it("still takes back a lease that ran out when another process held it", () => {
    const { clock, queue } = newQueue();
    const { id } = queue.enqueue({ kind: 'slow' });
    queue.lease('a-process-that-died', ['slow'], 60_000);
    clock.advance(61_000);
    expect(queue.reclaim({ runningHere: [] })).toBe(1);
    expect(queue.get(id)!.state).toBe('queued');
  });
});

describe('the runner when the database will not take how a job ended', () => {
  /** A job kind whose first run ends with another writer holding the database. */
  function endsLocked(other: Database.Database) {
    let runs = 0;
    const once: JobKind = {
      kind: 'once',
      async run() {
        if (++runs === 1) other.exec('BEGIN IMMEDIATE');
        return { run: runs };
      },
    };
    return { once, runs: () => runs };
  }

  it('keeps the daemon up and records the ending once the database takes writes again, without running the job twice', async () => {
    const { file, clock, queue } = newQueue({ failFast: true });
    const other = new Database(file); // another writer holds the database when the job ends
    const { once, runs } = endsLocked(other);
    runner = new Runner({ queue, kinds: [once], log: pino({ level: 'silent' }), owner: 'me', pollMs: 10, leaseMs: 60_000 });
    const finished: string[] = [];
    runner.on('event', (e) => void (e.type === 'job_finished' && finished.push(e.state)));
    runner.start();
    const { id } = queue.enqueue({ kind: 'once' });
    runner.wake();
    await waitFor(() => runs() === 1);
    await new Promise((r) => setTimeout(r, 50)); // several polls while the lock is held
    expect(finished).toEqual([]);
    expect(queue.get(id)).toMatchObject({ state: 'running', attempts: 1 });
    clock.advance(61_000); // its lease runs out meanwhile, unrenewed: still not taken back
    await new Promise((r) => setTimeout(r, 50));
    expect(queue.get(id)).toMatchObject({ state: 'running', attempts: 1 });
    other.exec('ROLLBACK');
    other.close();
    await waitFor(() => queue.get(id)!.state === 'done');
    expect(runs()).toBe(1);
    expect(JSON.parse(queue.get(id)!.result!)).toEqual({ run: 1 });
    expect(finished).toEqual(['done']);
  });

  it('leaves an ending it could not record to the next start, which runs the job again', async () => {
    const { file, queue } = newQueue({ failFast: true });
    const other = new Database(file);
    const { once, runs } = endsLocked(other);
    runner = new Runner({ queue, kinds: [once], log: pino({ level: 'silent' }), owner: 'me', pollMs: 10, leaseMs: 60_000 });
    runner.start();
    const { id } = queue.enqueue({ kind: 'once' });
    runner.wake();
    await waitFor(() => runs() === 1);
    await runner.stop(100); // the database still refuses: nothing to write it with
    other.exec('ROLLBACK');
    other.close();
    expect(queue.get(id)).toMatchObject({ state: 'running' });
    expect(queue.reclaim({ all: true })).toBe(1); // what start-up does
    runner = new Runner({ queue, kinds: [once], log: pino({ level: 'silent' }), owner: 'me-again', pollMs: 10, leaseMs: 60_000 });
    runner.start();
    await waitFor(() => queue.get(id)!.state === 'done');
    expect(runs()).toBe(2);
  });
});

describe('the runner when how a job ended cannot be written at all', () => {
  it('does not hold the job forever: it goes back when its lease runs out, and dead after its last attempt', async () => {
    const { clock, queue } = newQueue();
    // the database refuses the ending for good (not a full disk): here a trigger, as a broken schema would
    db!.exec(`CREATE TRIGGER refuse_done BEFORE UPDATE OF state ON jobs WHEN NEW.state = 'done' BEGIN SELECT RAISE(ABORT, 'refused'); END`);
    let runs = 0;
    const plain: JobKind = {
      kind: 'plain',
      async run() {
        runs++;
        return { ok: true };
      },
    };
    runner = new Runner({ queue, kinds: [plain], log: pino({ level: 'silent' }), owner: 'me', pollMs: 10, leaseMs: 60_000 });
    const finished: string[] = [];
    runner.on('event', (e) => void (e.type === 'job_finished' && finished.push(e.state)));
    runner.start();
    const { id } = queue.enqueue({ kind: 'plain', maxAttempts: 2 });
    await waitFor(() => finished.length === 1);
    clock.advance(61_000);
    await waitFor(() => finished.length === 2);
    expect(runs).toBe(2);
    clock.advance(61_000);
    await waitFor(() => queue.get(id)!.state === 'dead');
    expect(queue.get(id)!.last_error).toContain('lease expired on the last attempt');
    expect(finished).toEqual(['unrecorded', 'unrecorded']);
  });

  it('ends a job whose result JSON cannot hold as dead, saying so, without running it again', async () => {
    const { queue } = newQueue();
    let runs = 0;
    const odd: JobKind = {
      kind: 'odd',
      async run() {
        runs++;
        return { size: 1n };
      },
    };
    runner = new Runner({ queue, kinds: [odd], log: pino({ level: 'silent' }), owner: 'me', pollMs: 10, leaseMs: 60_000 });
    runner.start();
    const { id } = queue.enqueue({ kind: 'odd', maxAttempts: 3 });
    await waitFor(() => queue.get(id)!.state === 'dead');
    expect(queue.get(id)!.last_error).toMatch(/^its result cannot be stored: .*BigInt/);
    expect(runs).toBe(1);
  });
});

describe('the runner after the clock is stepped back', () => {
  it('runs at once what was due before the step, not after waiting it out', async () => {
    const { clock, queue } = newQueue();
    const { opened, open: release } = gate();
    const ran: number[] = [];
    const one: JobKind = {
      kind: 'one',
      concurrency: 1,
      async run(ctx) {
        ran.push(ctx.job.id);
        if (ran.length === 1) await opened; // the first holds the only slot while the clock steps back
      },
    };
    runner = new Runner({ queue, kinds: [one], log: pino({ level: 'silent' }), owner: 'me', pollMs: 10, leaseMs: 60_000 });
    runner.start();
    const first = queue.enqueue({ kind: 'one' }).id;
    await waitFor(() => ran.length === 1);
    const second = queue.enqueue({ kind: 'one' }).id; // due now, waiting for the slot
    const later = queue.enqueue({ kind: 'one', runAt: clock.now() + 3 * 60 * 60_000 }).id; // a retry's backoff, say
    clock.advance(-2 * 60 * 60_000); // a time sync sets the clock back two hours
    release();
    await waitFor(() => queue.get(second)!.state === 'done');
    expect(ran).toEqual([first, second]);
    expect(queue.get(later)).toMatchObject({ state: 'queued' }); // keeps its time
  });
});

