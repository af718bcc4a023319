// Time and chance are injected so that gates, backoff and schedules are tested without sleeping.
export interface Clock {
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };

/** The UTC calendar day of a time, YYYY-MM-DD: how memoryd dates everything it writes. */
export const utcDay = (t: number): string => new Date(t).toISOString().slice(0, 10);

export type Random = () => number;
