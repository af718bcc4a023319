// What job kinds are given: the daemon's services, never the HTTP layer.
import type { Logger } from 'pino';
import type { Clock } from '../clock.js';
import type { Config } from '../config.js';
import type { ModelLayer } from '../llm/index.js';
import type { EventBus, Notifications } from '../services/events.js';
import type { MemoryService } from '../services/memories.js';
import type { MemoryIndex } from '../services/memory-index.js';
import type { ProjectRegistry } from '../services/projects.js';
import type { Db } from '../store/db.js';
import type { MemoryFileStore } from '../store/memory-files.js';
import type { SessionStore } from '../store/sessions.js';
import type { SessionDigests } from './session-digests.js';
import type { TranscriptWindows } from './transcript-window.js';

export interface WorkerDeps {
  config: Config;
  db: Db;
  clock: Clock;
  log: Logger;
  sessions: SessionStore;
  /** What part of a session's transcript a job prompt shows (read from where it last started). */
  transcripts: TranscriptWindows;
  /** What offline session notes are built from, folded so far (read since the last run). */
  digests: SessionDigests;
  projects: ProjectRegistry;
  memoryFiles: MemoryFileStore;
  index: MemoryIndex;
  memories: MemoryService;
  llm: ModelLayer;
  notifications: Notifications;
  bus: EventBus;
}
