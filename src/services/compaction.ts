// Compaction from session notes: no model call, just the notes (cut per section) and the id of
// the last message they cover, so the client keeps only what came after.
import type { Clock } from '../clock.js';
import type { Config } from '../config.js';
import { readText } from '../memory/memdir.js';
import { isBareTemplate, truncateForCompact } from '../memory/session-notes.js';
import type { JobQueue } from '../store/jobs.js';
import type { SessionStore } from '../store/sessions.js';
import { notesConfig, notesPath, sessionNotesJob } from '../workers/jobs/session-memory.js';
import type { ProjectRegistry } from './projects.js';

export type CompactResult =
  | { available: true; summary: string; truncated: boolean; last_message_uuid: string | null; last_seq: number; updated_at: number | null; waited_ms: number }
  | { available: false; reason: 'no_session_notes' | 'notes_empty'; waited_ms: number };

export class Compaction {
  constructor(
    private readonly sessions: SessionStore,
    private readonly projects: ProjectRegistry,
    private readonly config: Config,
    private readonly clock: Clock,
    private readonly queue: JobQueue,
    /** Called after a job is queued, so a worker starts at once. */
    private readonly onJobs: () => void = () => {},
  ) {}

  /**
   * A compaction is about to happen (Claude Code's PreCompact): queue an update when messages
   * came after the last one the notes cover, so the context that follows the compaction gets
   * notes of the whole session. A queued update absorbs this one. False when there is nothing to do.
   */
  requestUpdate(sessionId: string): boolean {
    if (!this.config.sessionNotes.enabled) return false;
    const s = this.sessions.get(sessionId);
    if (!s || s.is_subagent || s.message_count === 0 || (s.notes_seq ?? 0) >= s.last_seq) return false;
    this.queue.enqueue(sessionNotesJob(s));
    this.onJobs();
    return true;
  }

  /**
   * The client replaced its context with a summary: the memories recall showed in it are gone
   * with it, so they may be shown again, and the session's recall budget starts over (as a
   * session that already surfaced a memory is one whose context still holds it).
   */
  contextReplaced(sessionId: string): void {
    this.sessions.forgetSurfaced(sessionId);
  }

  notesFile(sessionId: string): { path: string; text: string | null } | null {
    const s = this.sessions.get(sessionId);
    if (!s) return null;
    const project = this.projects.byId(s.project_id);
    if (!project) return null;
    const path = notesPath(this.config.home, project, s.id);
    return { path, text: readText(path) };
  }

  /** Waits (bounded) while an update is running and fresh, then answers from the notes. */
  async compact(sessionId: string, signal?: AbortSignal): Promise<CompactResult | null> {
    const started = Date.now();
    const { compactWaitMs, staleMs, sectionTokens } = this.config.sessionNotes;
    for (;;) {
      const s = this.sessions.get(sessionId);
      if (!s) return null;
      const running = s.notes_started_at !== null && this.clock.now() - s.notes_started_at < staleMs;
      if (!running || Date.now() - started >= compactWaitMs || signal?.aborted) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    const waited = Date.now() - started;
    const s = this.sessions.get(sessionId)!;
    const file = this.notesFile(sessionId);
    if (!file?.text) return { available: false, reason: 'no_session_notes', waited_ms: waited };
    if (isBareTemplate(notesConfig(this.config.home).template, file.text)) return { available: false, reason: 'notes_empty', waited_ms: waited };
    const { text, truncated } = truncateForCompact(file.text, sectionTokens);
    const last = s.notes_seq ? this.sessions.messages(s.id, { afterSeq: s.notes_seq - 1, limit: 1 })[0] : undefined;
    return { available: true, summary: text, truncated, last_message_uuid: last?.uuid ?? null, last_seq: s.notes_seq ?? 0, updated_at: s.notes_updated_at, waited_ms: waited };
  }
}
