// Pauses model calls while the API keeps failing (down, unreachable, refusing the key). Without
// it every prompt's recall would wait out its deadline on a dead API, and every job would burn
// its retries. After `threshold` failed calls in a row, calls pause for a cooldown that doubles
// each time it has to start again (up to `maxMs`); once it has run out, the next call is a
// probe: success closes the breaker, failure opens it again at once.
import type { Clock } from '../clock.js';

export interface BreakerOptions {
  threshold: number;
  baseMs: number;
  maxMs: number;
}

export interface Pause {
  /** Why, for status pages and fallback reasons. */
  reason: string;
  /** When calls may go ahead again (ms since the epoch). */
  until: number;
}

export class Breaker {
  private failures = 0;
  private openUntil: number | null = null;
  private cooldownMs: number;
  private lastError = '';

  constructor(
    private readonly clock: Clock,
    private readonly opts: BreakerOptions,
  ) {
    this.cooldownMs = opts.baseMs;
  }

  success(): void {
    this.failures = 0;
    this.openUntil = null;
    this.cooldownMs = this.opts.baseMs;
  }

  failure(message: string): void {
    this.failures++;
    this.lastError = message.slice(0, 200);
    const probing = this.openUntil !== null; // a cooldown ran out and this call was the probe
    if (probing || this.failures >= this.opts.threshold) {
      this.openUntil = this.clock.now() + this.cooldownMs;
      this.cooldownMs = Math.min(this.opts.maxMs, this.cooldownMs * 2);
    }
  }

  /** The current pause, or null when calls may go ahead. */
  paused(): Pause | null {
    if (this.openUntil === null || this.clock.now() >= this.openUntil) return null;
    return { reason: `the model API keeps failing (${this.lastError}); calls paused until ${new Date(this.openUntil).toISOString()}`, until: this.openUntil };
  }
}
