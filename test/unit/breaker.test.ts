import { describe, expect, it } from 'vitest';
import { Breaker } from '../../src/llm/breaker.js';
import { FakeClock } from '../helpers/clock.js';

describe('model call breaker', () => {
  it('pauses after failures in a row, probes when the pause ends, and doubles the pause while failures go on', () => {
    const clock = new FakeClock();
    const b = new Breaker(clock, { threshold: 3, baseMs: 30_000, maxMs: 100_000 });
    b.failure('HTTP 503');
    b.success(); // a success in between starts the count again
    b.failure('HTTP 503');
    b.failure('HTTP 503');
    expect(b.paused()).toBeNull();
    b.failure('connection refused');
    expect(b.paused()).toEqual({ reason: expect.stringContaining('(connection refused)'), until: clock.now() + 30_000 });
    clock.advance(30_000);
    expect(b.paused()).toBeNull(); // the next call is a probe
    b.failure('connection refused'); // which fails: paused again at once, for twice as long
    expect(b.paused()!.until).toBe(clock.now() + 60_000);
    clock.advance(60_000);
    b.failure('connection refused');
    expect(b.paused()!.until).toBe(clock.now() + 100_000); // capped
    clock.advance(100_000);
    b.success();
    expect(b.paused()).toBeNull();
    b.failure('HTTP 500');
    expect(b.paused()).toBeNull(); // closed: the threshold counts again, from the base pause
    b.failure('HTTP 500');
    b.failure('HTTP 500');
    expect(b.paused()!.until).toBe(clock.now() + 30_000);
  });
});
