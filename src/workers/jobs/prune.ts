// Keeps a long-running daemon's disk in check, once a day: messages of sessions idle longer
// than retention.messageDays go (with memoryd's JSONL copy of them), and finished jobs older
// than queue.retentionDays. It deletes in small steps and lets requests through between them.
import { rmSync } from 'node:fs';
import { setImmediate as yieldToRequests } from 'node:timers/promises';
import { sessionTranscriptPath } from '../../memory/paths.js';
import type { JobQueue } from '../../store/jobs.js';
import type { WorkerDeps } from '../context.js';
import type { JobKind } from '../types.js';

const DAY = 86_400_000;
const STEP = 2_000;

export function pruneJob(deps: Pick<WorkerDeps, 'config' | 'db' | 'clock' | 'sessions' | 'projects'> & { queue: JobQueue }): JobKind {
  return {
    kind: 'prune',
    async run({ signal }) {
      const now = deps.clock.now();
      const jobs = deps.queue.prune(now - deps.config.queue.retentionDays * DAY);
      const days = deps.config.retention.messageDays;
      if (days === 0) return { messages: 0, sessions: 0, jobs };
      const before = now - days * DAY;
      let messages = 0;
      const sessions = new Set<string>();
      for (;;) {
        signal.throwIfAborted();
        const r = deps.sessions.pruneMessages(before, STEP);
        messages += r.deleted;
        r.sessions.forEach((s) => sessions.add(s));
        if (r.deleted < STEP) break;
        await yieldToRequests();
      }
      // memoryd's own copies (API clients); a client's own transcript (Claude Code's) is its to keep.
      for (const id of sessions) {
        const s = deps.sessions.get(id);
        const project = s && s.transcript_path === null ? deps.projects.byId(s.project_id) : undefined;
        if (project) rmSync(sessionTranscriptPath(deps.config.home, project.slug, id), { force: true });
      }
      return { messages, sessions: sessions.size, jobs };
    },
  };
}
