import { describe, expect, it } from 'vitest';
import { setTimeout as sleep } from 'node:timers/promises';
import { EventLoopDelay } from '../../src/services/event-loop.js';

describe('event loop delay', () => {
  it('shows a loop held up by synchronous work, without the sampler\'s own 10 ms', async () => {
    // Idle, what is left is timer jitter: every raw sample is at least the sampler's 10 ms, so a
    // median under 10 shows it taken off. A loaded machine (other test files beside this one) can
    // delay a whole window: the calmest of a few windows is the one judged.
    let idle = Infinity;
    for (let i = 0; i < 5 && idle >= 10; i++) {
      const quiet = new EventLoopDelay();
      try {
        await sleep(60);
        idle = Math.min(idle, quiet.snapshot().p50_ms);
      } finally {
        quiet.close();
      }
    }
    expect(idle).toBeLessThan(10);

    const loop = new EventLoopDelay();
    try {
      expect(loop.snapshot()).toEqual({ p50_ms: 0, p99_ms: 0, max_ms: 0 }); // nothing sampled yet
      await sleep(20);
      const until = Date.now() + 150;
      while (Date.now() < until); // a job that does not yield
      await sleep(30);
      const held = loop.snapshot();
      expect(held.max_ms).toBeGreaterThanOrEqual(120);
      expect(held.p99_ms).toBeLessThanOrEqual(held.max_ms);
    } finally {
      loop.close();
    }
  });
});
