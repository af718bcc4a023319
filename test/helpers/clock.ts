import type { Clock } from '../../src/clock.js';

/** A clock that moves only when a test says so. */
export class FakeClock implements Clock {
  constructor(private t = Date.parse('2026-11-30T12:00:00Z')) {}
  now(): number {
    return this.t;
  }
  advance(ms: number): void {
    this.t += ms;
  }
  set(ms: number): void {
    this.t = ms;
  }
}
