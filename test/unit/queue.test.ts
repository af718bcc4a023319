import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { openDb, type Db } from '../../src/store/db.js';
import { JobQueue } from '../../src/store/jobs.js';
import { FakeClock } from '../helpers/clock.js';
import { tempDir } from '../helpers/daemon.js';

describe('durable job queue', () => {
  let dir: string;
  let db: Db;
  let clock: FakeClock;
  let q: JobQueue;
  let rand = 0.5;

  beforeEach(() => {
    dir = tempDir();
    db = openDb(join(dir, 'q.db'));
    clock = new FakeClock();
    rand = 0.5;
    q = new JobQueue(db, { clock, random: () => rand, maxAttempts: 3, backoffBaseMs: 1_000, backoffMaxMs: 60_000 });
  });
  afterEach(() => {
    db.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('leases a queued job once and completes it', () => {
    const { id } = q.enqueue({ kind: 'a', payload: { x: 1 } });
    const job = q.lease('w1', ['a'], 10_000)!;
    expect(job.id).toBe(id);
    expect(job.state).toBe('running');
    expect(job.attempts).toBe(1);
    expect(q.lease('w2', ['a'], 10_000)).toBeNull();
    expect(q.complete(id, 'w1', { ok: true })).toBe(true);
    expect(q.get(id)!.state).toBe('done');
    expect(JSON.parse(q.get(id)!.result!)).toEqual({ ok: true });
  });

  it('polls without the write lock when there is nothing to lease or reclaim', () => {
    q.enqueue({ kind: 'later', runAt: clock.now() + 60_000 });
    const other = new Database(join(dir, 'q.db'));
    other.pragma('busy_timeout = 0');
    db.pragma('busy_timeout = 0'); // a poll that asked for the lock would fail at once
    other.exec('BEGIN IMMEDIATE');
    try {
      expect(q.reclaim()).toBe(0);
      expect(q.lease('w1', ['a', 'later'], 10_000)).toBeNull();
    } finally {
      other.exec('ROLLBACK');
      other.close();
    }
    clock.advance(60_000);
    expect(q.lease('w1', ['later'], 10_000)?.kind).toBe('later');
  });

  it('only leases the kinds asked for and jobs whose time has come', () => {
    q.enqueue({ kind: 'a', runAt: clock.now() + 5_000 });
    q.enqueue({ kind: 'b' });
    expect(q.lease('w', ['a'], 1_000)).toBeNull();
    expect(q.lease('w', ['b'], 1_000)!.kind).toBe('b');
    clock.advance(5_000);
    expect(q.lease('w', ['a'], 1_000)!.kind).toBe('a');
  });

  it('returns a job whose lease expired (crashed worker) to the queue', () => {
    const { id } = q.enqueue({ kind: 'a' });
    q.lease('w1', ['a'], 10_000);
    clock.advance(9_999);
    expect(q.reclaim()).toBe(0);
    clock.advance(2);
    expect(q.reclaim()).toBe(1);
    const again = q.lease('w2', ['a'], 10_000)!;
    expect(again.id).toBe(id);
    expect(again.attempts).toBe(2);
    // the old worker can no longer finish it
    expect(q.complete(id, 'w1')).toBe(false);
    expect(q.complete(id, 'w2')).toBe(true);
  });

  it('a heartbeat keeps the lease alive', () => {
    const { id } = q.enqueue({ kind: 'a' });
    q.lease('w1', ['a'], 10_000);
    clock.advance(8_000);
    expect(q.heartbeat(id, 'w1', 10_000)).toBe(true);
    clock.advance(8_000);
    expect(q.reclaim()).toBe(0);
    expect(q.heartbeat(id, 'other', 10_000)).toBe(false);
  });

  it('retries with exponential backoff and jitter, then dead-letters with the last error', () => {
    const { id } = q.enqueue({ kind: 'a' });
    const t0 = clock.now();
    q.lease('w', ['a'], 10_000);
    rand = 0; // lowest jitter: half the exponential delay
    expect(q.fail(id, 'w', 'boom 1')).toBe('queued');
    expect(q.get(id)!.run_at - t0).toBe(500);
    expect(q.lease('w', ['a'], 10_000)).toBeNull();
    // status can say the queued job waits for its backoff, and until when
    expect(q.waiting(clock.now())).toEqual({ a: { jobs: 1, next_at: t0 + 500 } });
    clock.advance(500);
    expect(q.waiting(clock.now())).toEqual({});
    q.lease('w', ['a'], 10_000);
    rand = 1; // highest jitter: the full delay
    const t1 = clock.now();
    expect(q.fail(id, 'w', 'boom 2')).toBe('queued');
    expect(q.get(id)!.run_at - t1).toBe(2_000);
    clock.advance(2_000);
    q.lease('w', ['a'], 10_000);
    expect(q.fail(id, 'w', 'boom 3')).toBe('dead');
    const dead = q.get(id)!;
    expect(dead.state).toBe('dead');
    expect(dead.last_error).toBe('boom 3');
    expect(q.list('dead').map((j) => j.id)).toEqual([id]);
  });

  it('caps the backoff', () => {
    rand = 1;
    expect(q.backoffMs(1)).toBe(1_000);
    expect(q.backoffMs(4)).toBe(8_000);
    expect(q.backoffMs(30)).toBe(60_000);
  });

  it('a permanent failure goes dead at once', () => {
    const { id } = q.enqueue({ kind: 'a' });
    q.lease('w', ['a'], 10_000);
    expect(q.fail(id, 'w', 'bad payload', { permanent: true })).toBe('dead');
  });

  it('runs one job per serialization key at a time, in order', () => {
    const a1 = q.enqueue({ kind: 'a', key: 'session:1' }).id;
    const a2 = q.enqueue({ kind: 'a', key: 'session:1' }).id;
    const b1 = q.enqueue({ kind: 'a', key: 'session:2' }).id;
    const first = q.lease('w', ['a'], 10_000)!;
    const second = q.lease('w', ['a'], 10_000)!;
    expect([first.id, second.id]).toEqual([a1, b1]);
    expect(q.lease('w', ['a'], 10_000)).toBeNull(); // a2 waits for a1
    q.complete(a1, 'w');
    expect(q.lease('w', ['a'], 10_000)!.id).toBe(a2);
  });

  it('keeps order within a key even when the earlier job is backing off', () => {
    const a1 = q.enqueue({ kind: 'a', key: 'k' }).id;
    q.lease('w', ['a'], 10_000);
    q.fail(a1, 'w', 'later');
    const a2 = q.enqueue({ kind: 'a', key: 'k' }).id;
    expect(q.lease('w', ['a'], 10_000)).toBeNull();
    clock.advance(60_000);
    expect(q.lease('w', ['a'], 10_000)!.id).toBe(a1);
    q.complete(a1, 'w');
    expect(q.lease('w', ['a'], 10_000)!.id).toBe(a2);
  });

  it('coalesces requests while queued, and queues exactly one trailing job while running', () => {
    const spec = { kind: 'extract', key: 's1', dedupeKey: 'extract:s1' };
    const first = q.enqueue({ ...spec, payload: { n: 1 } });
    const merged = q.enqueue({ ...spec, payload: { n: 2 } });
    expect(merged).toEqual({ id: first.id, merged: true });
    expect(JSON.parse(q.get(first.id)!.payload)).toEqual({ n: 2 });
    expect(q.get(first.id)!.merged).toBe(1);

    q.lease('w', ['extract'], 10_000);
    const trailing = q.enqueue({ ...spec, payload: { n: 3 } });
    expect(trailing.merged).toBe(false);
    expect(q.enqueue({ ...spec, payload: { n: 4 } })).toEqual({ id: trailing.id, merged: true });
    expect(q.enqueue({ ...spec, payload: { n: 5 } })).toEqual({ id: trailing.id, merged: true });
    const counts = q.counts().extract!;
    expect(counts).toEqual({ running: 1, queued: 1 });
    // the trailing job waits for the running one (same key)
    expect(q.lease('w', ['extract'], 10_000)).toBeNull();
    q.complete(first.id, 'w');
    expect(q.lease('w', ['extract'], 10_000)!.id).toBe(trailing.id);
  });

  it('a running job that goes back to the queue while its trailing job waits is handed over to it', () => {
    const spec = { kind: 'extract', key: 's1', dedupeKey: 'extract:s1' };
    const cases: Array<[string, (id: number) => unknown]> = [
      ['fail', (id) => expect(q.fail(id, 'w', 'model timeout')).toBe('cancelled')],
      ['defer', (id) => expect(q.defer(id, 'w', clock.now() + 5_000, 'model calls paused')).toBe(true)],
      ['release', (id) => expect(q.release(id, 'w')).toBe(true)],
      ['reclaim at start-up', () => expect(q.reclaim({ all: true })).toBe(1)],
      ['reclaim after the lease ran out', () => (clock.advance(61_000), expect(q.reclaim()).toBe(1))],
    ];
    for (const [how, back] of cases) {
      const running = q.enqueue({ ...spec, payload: { run: 7, session: 's1' } }).id;
      expect(q.lease('w', ['extract'], 60_000)!.id).toBe(running);
      const trailing = q.enqueue({ ...spec, payload: { session: 's1', trigger: 'auto' } }).id; // queued while the first runs
      back(running); // threw "UNIQUE constraint failed: jobs.dedupe_key" before: two queued jobs with one key
      expect(q.get(running)!, how).toMatchObject({ state: 'cancelled', last_error: expect.stringContaining(`handed over to job #${trailing}`) });
      expect(q.get(trailing)!, how).toMatchObject({ state: 'queued', merged: 1 });
      expect(JSON.parse(q.get(trailing)!.payload), how).toEqual({ run: 7, session: 's1', trigger: 'auto' }); // merged as enqueue merges
      if (how === 'fail' || how === 'defer') {
        // the wait it was given (a backoff, a put-off) passes to the job that takes over its work
        expect(q.lease('w', ['extract'], 60_000), how).toBeNull();
        clock.advance(5_000);
      }
      expect(q.lease('w', ['extract'], 60_000)!.id, how).toBe(trailing); // the work still runs, once
      q.complete(trailing, 'w');
    }
  });

  it('a new request does not undo a wait the queue set (a backoff, a put-off), but brings a plain later start forward', () => {
    const spec = { kind: 'extract', key: 's1', dedupeKey: 'extract:s1' };
    const failing = q.enqueue(spec).id;
    q.lease('w', ['extract'], 60_000);
    expect(q.fail(failing, 'w', 'HTTP 529 overloaded')).toBe('queued'); // backs off 750 ms
    const backoffUntil = q.get(failing)!.run_at;
    expect(backoffUntil).toBeGreaterThan(clock.now());
    expect(q.enqueue(spec)).toEqual({ id: failing, merged: true }); // the next turn ends
    expect(q.get(failing)!.run_at).toBe(backoffUntil);
    expect(q.lease('w', ['extract'], 60_000)).toBeNull(); // not retried at once
    clock.advance(1_000);
    expect(q.lease('w', ['extract'], 60_000)!.id).toBe(failing);
    const tomorrow = clock.now() + 8 * 3_600_000;
    expect(q.defer(failing, 'w', tomorrow, 'daily budget spent')).toBe(true);
    q.enqueue(spec);
    expect(q.get(failing)!.run_at).toBe(tomorrow);
    expect(q.lease('w', ['extract'], 60_000)).toBeNull();

    // a restart (a raised budget, a new key) tries again at once what the queue put off
    const spread = q.enqueue({ kind: 'dream', runAt: clock.now() + 60_000 }).id; // a start its requester chose
    expect(q.retryWaiting()).toBe(1);
    expect(q.get(failing)!.run_at).toBe(clock.now());
    expect(q.get(spread)!.run_at).toBe(clock.now() + 60_000);
    expect(q.lease('w', ['extract'], 60_000)!.id).toBe(failing);

    // a start put later by its requester (a session end's run) is brought forward by the next turn's
    const spec2 = { kind: 'extract', key: 's2', dedupeKey: 'extract:s2' };
    const later = q.enqueue({ ...spec2, runAt: clock.now() + 60_000 }).id;
    q.enqueue(spec2);
    expect(q.get(later)!.run_at).toBe(clock.now());
  });

  it('cancels a queued job at once and flags a running one', () => {
    const a = q.enqueue({ kind: 'a' }).id;
    const b = q.enqueue({ kind: 'b' }).id;
    expect(q.cancel(a)).toBe('cancelled');
    q.lease('w', ['b'], 10_000);
    expect(q.cancel(b)).toBe('cancel_requested');
    expect(q.get(b)!.cancel_requested).toBe(1);
    expect(q.markCancelled(b, 'w', 'cancelled')).toBe(true);
    expect(q.get(b)!.state).toBe('cancelled');
    expect(q.cancel(b)).toBe('finished');
    expect(q.cancel(9999)).toBe('not_found');
  });

  it('at start-up reclaims every job a previous process left running; its last attempt goes dead', () => {
    const a = q.enqueue({ kind: 'a' }).id;
    const b = q.enqueue({ kind: 'b', maxAttempts: 1 }).id;
    q.lease('old', ['a'], 60_000);
    q.lease('old', ['b'], 60_000);
    expect(q.reclaim({ all: true })).toBe(2);
    expect(q.get(a)!.state).toBe('queued');
    expect(q.get(b)!.state).toBe('dead');
  });

  it('release gives a job back without spending an attempt', () => {
    const a = q.enqueue({ kind: 'a' }).id;
    q.lease('w', ['a'], 60_000);
    expect(q.release(a, 'w')).toBe(true);
    expect(q.get(a)!.attempts).toBe(0);
    expect(q.get(a)!.state).toBe('queued');
  });

  it('prunes finished jobs but keeps dead ones', () => {
    const a = q.enqueue({ kind: 'a' }).id;
    const b = q.enqueue({ kind: 'b', maxAttempts: 1 }).id;
    q.lease('w', ['a'], 1_000);
    q.complete(a, 'w');
    q.lease('w', ['b'], 1_000);
    q.fail(b, 'w', 'x');
    clock.advance(10_000);
    expect(q.prune(clock.now())).toBe(1);
    expect(q.get(a)).toBeUndefined();
    expect(q.get(b)!.state).toBe('dead');
  });

  it('survives reopening the database file', () => {
    const id = q.enqueue({ kind: 'a', payload: { keep: true } }).id;
    db.close();
    db = openDb(join(dir, 'q.db'));
    q = new JobQueue(db, { clock, maxAttempts: 3, backoffBaseMs: 1_000, backoffMaxMs: 60_000 });
    expect(JSON.parse(q.lease('w', ['a'], 1_000)!.payload)).toEqual({ keep: true });
    expect(id).toBeGreaterThan(0);
  });
});
