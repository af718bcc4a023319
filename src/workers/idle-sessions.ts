// Sessions that went quiet in the middle of a turn — the client killed, the terminal closed —
// get no turn end and no session end, so the extraction triggers never see their last
// messages. A sweep every few minutes finds the sessions that have just crossed the idle mark
// with main-conversation messages no run has covered, and queues their extraction. Each
// session is looked at once, as it crosses the mark: a run that fails is not asked again.
import type { Logger } from 'pino';
import type { Clock } from '../clock.js';
import type { Config } from '../config.js';
import type { ProjectRegistry } from '../services/projects.js';
import type { JobQueue } from '../store/jobs.js';
import type { SessionStore } from '../store/sessions.js';
import { extractRequest, extractsFor } from './jobs/extract.js';

export interface IdleSweepDeps {
  config: Config['extract'];
  clock: Clock;
  sessions: SessionStore;
  projects: ProjectRegistry;
  queue: JobQueue;
  log: Logger;
  onEnqueue?: () => void;
}

export class IdleSessionSweep {
  /** Sessions whose last event came before this minus the idle time were looked at already. */
  private sweptUpTo: number;

  constructor(
    private readonly deps: IdleSweepDeps,
    /** How far back the first sweep looks: sessions that crossed the mark while the daemon was down. */
    lookBackMs = 86_400_000,
  ) {
    this.sweptUpTo = deps.clock.now() - lookBackMs;
  }

  /** Queues the extraction of sessions idle since the last sweep; returns how many. */
  sweep(): number {
    const { config, clock, sessions, projects, queue } = this.deps;
    const now = clock.now();
    if (!config.enabled || config.afterIdleMs <= 0) return 0; // nothing to sweep for
    const found = sessions.uncoveredIdle(this.sweptUpTo - config.afterIdleMs, now - config.afterIdleMs);
    this.sweptUpTo = now; // only once the window was read: a sweep that fails leaves it to the next
    let queued = 0;
    for (const s of found) {
      if (!extractsFor(config, projects.byId(s.project_id))) continue;
      queue.enqueue(extractRequest(s));
      queued++;
    }
    if (queued) {
      this.deps.log.info({ sessions: queued }, 'extraction queued for sessions left mid-turn');
      this.deps.onEnqueue?.();
    }
    return queued;
  }
}
