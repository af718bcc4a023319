// One limiter for the whole daemon: a cap on calls in flight, a steady request rate, and a
// pause every caller honours after the API says "slow down" (429 retry-after).
import { setTimeout as sleep } from 'node:timers/promises';
import type { Clock } from '../clock.js';

export class RateLimiter {
  private inFlight = 0;
  private readonly waiting: Array<() => void> = [];
  private readonly starts: number[] = [];
  private pausedUntil = 0;

  constructor(
    private readonly opts: { requestsPerMinute: number; maxConcurrent: number },
    private readonly clock: Clock,
  ) {}

  /** Everyone waits until then (a 429's retry-after). */
  pauseUntil(t: number): void {
    this.pausedUntil = Math.max(this.pausedUntil, t);
  }

  async run<T>(fn: () => Promise<T>, signal?: AbortSignal): Promise<T> {
    await this.acquire(signal);
    try {
      return await fn();
    } finally {
      this.inFlight--;
      this.waiting.shift()?.();
    }
  }

  private async acquire(signal?: AbortSignal): Promise<void> {
    for (;;) {
      signal?.throwIfAborted();
      if (this.inFlight >= this.opts.maxConcurrent) {
        await new Promise<void>((res) => this.waiting.push(res));
        continue;
      }
      const now = this.clock.now();
      while (this.starts.length && this.starts[0]! <= now - 60_000) this.starts.shift();
      const wait = Math.max(
        this.pausedUntil - now,
        this.starts.length >= this.opts.requestsPerMinute ? this.starts[0]! + 60_000 - now : 0,
      );
      if (wait <= 0) {
        this.inFlight++;
        this.starts.push(now);
        return;
      }
      await sleep(Math.min(wait, 1_000), undefined, { signal });
    }
  }
}

