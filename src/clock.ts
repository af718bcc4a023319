// Time and chance are injected so that gates, backoff and schedules are tested without sleeping.
export interface Clock {
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };

export type Random = () => number;
