// A job that does nothing but wait: it proves the queue end to end and lets an operator
// (or a test) check that workers are alive. Payload: { ms?: number, failTimes?: number }.
import { setTimeout as sleep } from 'node:timers/promises';
import { z } from 'zod';
import { PermanentJobError, type JobKind } from '../types.js';

const Payload = z.object({
  ms: z.number().int().min(0).max(60_000).default(0),
  /** Fail this many attempts before succeeding, to exercise retries. */
  failTimes: z.number().int().min(0).max(100).default(0),
});

export const noopJob: JobKind = {
  kind: 'noop',
  concurrency: 4,
  async run({ job, payload, signal }) {
    const p = Payload.safeParse(payload);
    if (!p.success) throw new PermanentJobError(`bad noop payload: ${p.error.issues[0]?.message}`);
    if (p.data.ms > 0) await sleep(p.data.ms, undefined, { signal });
    if (job.attempts <= p.data.failTimes) throw new Error(`planned failure ${job.attempts} of ${p.data.failTimes}`);
    return { slept: p.data.ms, attempt: job.attempts };
  },
};
