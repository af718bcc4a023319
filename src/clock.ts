// Time and chance are injected so that gates, backoff and schedules are tested without sleeping.
export interface Clock {
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };

/** The UTC calendar day of a time, YYYY-MM-DD: the day model spending is counted in (the same wherever the machine is). */
export const utcDay = (t: number): string => new Date(t).toISOString().slice(0, 10);

/** When the UTC day after `t`'s begins (budgets count UTC days). */
export const nextUtcDay = (t: number): number => {
  const d = new Date(t);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate() + 1);
};

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The user's calendar day of a time, YYYY-MM-DD (the machine's time zone): the date on what
 * memoryd writes for people — memories, daily logs, the "today" a model is told — so that it
 * agrees with the days the user's "tomorrow" and "Thursday" are dated by.
 */
export const localDay = (t: number): string => {
  const d = new Date(t);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
};

/** The user's clock time of a time, HH:MM. */
export const localTime = (t: number): string => {
  const d = new Date(t);
  return `${pad(d.getHours())}:${pad(d.getMinutes())}`;
};

export type Random = () => number;
