import { afterEach, describe, expect, it } from 'vitest';
import { setTimeout as sleep } from 'node:timers/promises';
import type { JobKind } from '../../src/workers/types.js';
import { startTestDaemon, tempDir, waitFor, type TestDaemon } from '../helpers/daemon.js';
import { gate } from '../helpers/gate.js';

const fast = { queue: { pollMs: 20, backoffBaseMs: 10, backoffMaxMs: 40, leaseMs: 2_000, shutdownGraceMs: 100 } };

describe('worker runner in a live daemon', () => {
  let d: TestDaemon | undefined;
  afterEach(async () => {
    await d?.stop();
    d = undefined;
  });

  it('runs a queued job to done and reports it in status and metrics', async () => {
    d = await startTestDaemon({ config: fast });
    const { id } = await d.client.enqueueJob('noop', { ms: 10 });
    const job = await waitFor(async () => {
      const j = await d!.client.job(id);
      return j.state === 'done' ? j : null;
    });
    expect(job!.result).toEqual({ slept: 10, attempt: 1 });
    expect((await d.client.status()).queue.noop).toEqual({ done: 1 });
    // the housekeeping prune is queued for later: status says it is waiting, not stuck
    const { queue, queue_waiting } = await d.client.status();
    expect(queue.prune).toEqual({ queued: 1 });
    expect(queue_waiting.prune!.jobs).toBe(1);
    expect(queue_waiting.prune!.next_at).toBeGreaterThan(Date.now());
    expect(await d.client.metrics()).toContain('memoryd_jobs_finished_total{kind="noop",state="done"} 1');
  });

  it('retries a failing job with backoff and dead-letters one that keeps failing', async () => {
    d = await startTestDaemon({ config: { ...fast, queue: { ...fast.queue, maxAttempts: 3 } } });
    const ok = await d.client.enqueueJob('noop', { failTimes: 2 });
    const bad = await d.client.enqueueJob('noop', { failTimes: 5 });
    await waitFor(async () => (await d!.client.job(ok.id)).state === 'done');
    await waitFor(async () => (await d!.client.job(bad.id)).state === 'dead');
    expect(await d.client.job(ok.id)).toMatchObject({ attempts: 3, last_error: 'planned failure 2 of 2' });
    const status = await d.client.status();
    expect(status.dead).toHaveLength(1);
    expect(status.dead[0]).toMatchObject({ id: bad.id, kind: 'noop', last_error: 'planned failure 3 of 5' });
  });

  it('refuses to queue kinds that are not manual, and bad payloads go dead without retries', async () => {
    d = await startTestDaemon({ config: fast });
    await expect(d.client.enqueueJob('extract')).rejects.toMatchObject({ status: 400, code: 'unknown_kind' });
    const { id } = await d.client.enqueueJob('noop', { ms: 'soon' });
    await waitFor(async () => (await d!.client.job(id)).state === 'dead');
    expect((await d.client.job(id)).attempts).toBe(1);
  });

  it('a coalesced job that fails while its trailing run waits hands the work over, and the daemon stays up', async () => {
    let runs = 0;
    const { opened, open: release } = gate();
    const flaky: JobKind = {
      kind: 'flaky',
      async run() {
        runs++;
        if (runs === 1) {
          await opened; // a trailing job is queued meanwhile
          throw new Error('the model timed out');
        }
        return { ok: true };
      },
    };
    d = await startTestDaemon({ config: fast, kinds: [flaky] });
    const spec = { kind: 'flaky', key: 'flaky:s1', dedupeKey: 'flaky:s1' };
    const first = d.queue.enqueue(spec).id;
    d.runner.wake();
    await waitFor(() => d!.queue.get(first)!.state === 'running');
    const trailing = d.queue.enqueue(spec).id;
    release();
    await waitFor(() => d!.queue.get(trailing)!.state === 'done');
    expect(d.queue.get(first)).toMatchObject({ state: 'cancelled', last_error: expect.stringContaining('the model timed out; handed over to job #') });
    expect(runs).toBe(2);
    expect((await d.client.health()).ok).toBe(true);
  });

  it('cancels a running job by aborting it', async () => {
    d = await startTestDaemon({ config: fast });
    const { id } = await d.client.enqueueJob('noop', { ms: 30_000 });
    await waitFor(async () => (await d!.client.job(id)).state === 'running');
    expect(await d.client.cancelJob(id)).toEqual({ id, outcome: 'cancel_requested' });
    await waitFor(async () => (await d!.client.job(id)).state === 'cancelled');
    expect(await d.client.cancelJob(id)).toEqual({ id, outcome: 'finished' });
    await expect(d.client.cancelJob(424242)).rejects.toMatchObject({ status: 404 });
  });

  it('runs at most the configured number of jobs of a kind at once', async () => {
    let now = 0;
    let peak = 0;
    const probe: JobKind = {
      kind: 'probe',
      async run() {
        peak = Math.max(peak, ++now);
        await sleep(30);
        now--;
      },
    };
    d = await startTestDaemon({ config: { ...fast, queue: { ...fast.queue, concurrency: { probe: 2 } } }, kinds: [probe] });
    for (let i = 0; i < 6; i++) d.queue.enqueue({ kind: 'probe' });
    d.runner.wake();
    await waitFor(() => d!.queue.counts().probe?.done === 6);
    expect(peak).toBe(2);
  });

  it('on shutdown gives an unfinished job back to the queue, and the next start finishes it', async () => {
    const home = tempDir();
    d = await startTestDaemon({ home, config: fast });
    const { id } = await d.client.enqueueJob('noop', { ms: 1_500 });
    await waitFor(async () => (await d!.client.job(id)).state === 'running');
    await d.close();
    d = undefined;
    const again = await startTestDaemon({ home, config: fast });
    d = again;
    const done = await waitFor(async () => {
      const j = await again.client.job(id);
      return j.state === 'done' ? j : null;
    });
    // the interrupted attempt was released, not spent
    expect(done!.attempts).toBe(1);
  });
});
