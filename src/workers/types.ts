// What a job kind provides to the runner. Each kind lives in its own file under workers/jobs/.
import { NotRetryableError } from '../errors.js';
import type { Logger } from 'pino';
import type { JobRow } from '../store/jobs.js';

export interface JobContext {
  job: JobRow;
  payload: Record<string, unknown>;
  /** Aborted when the job is cancelled or the daemon shuts down. */
  signal: AbortSignal;
  log: Logger;
  /** Tells status how far the job has come (dream phases, files touched, …). */
  progress(update: Record<string, unknown>): void;
}

export interface JobKind {
  kind: string;
  /** Jobs of this kind that may run at once (config can override). */
  concurrency?: number;
  maxAttempts?: number;
  /** Calls a model: not started while a budget says no (skipped with the reason, or put off: waitsForBudget). */
  usesModel?: boolean;
  /**
   * With a spent budget, put off to the next budget day instead of skipped: work nothing asks
   * for again (a session's last turns, a dream) would otherwise be dropped, not just delayed.
   */
  waitsForBudget?: boolean;
  run(ctx: JobContext): Promise<unknown>;
}

/** Thrown by a job that can never succeed (bad payload, missing project): no retry. */
export class PermanentJobError extends NotRetryableError {
  override name = 'PermanentJobError';
}
