import { describe, expect, it } from 'vitest';
import { setTimeout as sleep } from 'node:timers/promises';
import { EventLoopDelay } from '../../src/services/event-loop.js';

describe('event loop delay', () => {
  it('shows a loop held up by synchronous work, without the sampler\'s own 10 ms', async () => {
    const loop = new EventLoopDelay();
    try {
      expect(loop.snapshot()).toEqual({ p50_ms: 0, p99_ms: 0, max_ms: 0 }); // nothing sampled yet
      await sleep(60);
      expect(loop.snapshot().p50_ms).toBeLessThan(10); // idle: what is left is timer jitter
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
