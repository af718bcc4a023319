// What the routes are given by the composition root (src/main.ts).
import type { Clock } from '../clock.js';
import type { Config } from '../config.js';
import type { ModelLayer } from '../llm/index.js';
import type { Intake } from '../services/intake.js';
import type { Compaction } from '../services/compaction.js';
import type { ClaudeHooks } from '../services/claude-hooks.js';
import type { DreamRunStore } from '../store/dream-runs.js';
import type { DreamScheduler } from '../workers/dream-scheduler.js';
import type { EventBus, Notifications } from '../services/events.js';
import type { MemoryService } from '../services/memories.js';
import type { RecallService } from '../services/recall.js';
import type { MemoryFileStore } from '../store/memory-files.js';
import type { Metrics } from '../services/metrics.js';
import type { ProjectRegistry } from '../services/projects.js';
import type { JobQueue } from '../store/jobs.js';
import type { ProjectStore } from '../store/projects.js';
import type { SessionStore } from '../store/sessions.js';
import type { Runner } from '../workers/runner.js';

export interface ServerDeps {
  config: Config;
  token: string;
  clock: Clock;
  version: string;
  startedAt: number;
  provider: string;
  llm: ModelLayer;
  intake: Intake;
  queue: JobQueue;
  runner: Runner;
  projects: ProjectRegistry;
  projectStore: ProjectStore;
  sessions: SessionStore;
  metrics: Metrics;
  memories: MemoryService;
  compaction: Compaction;
  dreamRuns: DreamRunStore;
  hooks: ClaudeHooks;
  scheduler: DreamScheduler | null;
  bus: EventBus;
  notifications: Notifications;
  memoryFiles: MemoryFileStore;
  recall: RecallService;
  /** Kinds an operator may enqueue by hand through POST /v1/jobs. */
  manualKinds: Set<string>;
}
