// Event intake: one SQLite transaction per request stores sessions, messages and counters
// and enqueues the jobs the events trigger. The 202 goes out only after the commit.
import type Database from 'better-sqlite3';
import type { Clock } from '../clock.js';
import type { Event, EventsAccepted, JobRef, Message } from '../api/schemas.js';
import { conflict, storageError } from '../errors.js';
import {
  derivedMessageId,
  estimateTokens,
  normalizeContent,
  proseOf,
  toolUseCount,
} from '../memory/messages.js';
import { sessionTranscriptPath } from '../memory/paths.js';
import { BUSY_TIMEOUT_MS, type Db } from '../store/db.js';
import type { EnqueueSpec, JobQueue } from '../store/jobs.js';
import type { NewMessage, SessionState, SessionStore } from '../store/sessions.js';
import type { Project, ProjectRegistry } from './projects.js';
import { resentCount } from './resent-history.js';
import { TranscriptWriter, type TranscriptLine } from './transcripts.js';

/** What a trigger sees after an event has been applied to its session. */
export interface TriggerContext {
  event: Event;
  project: Project;
  session: SessionState;
  /** Messages this event added (duplicates excluded). */
  added: number;
  subagent: boolean;
  /** The intake transaction's time. */
  now: number;
}

/** Decides, inside the intake transaction, which jobs an event starts. Cheap checks only. */
export type Trigger = (ctx: TriggerContext) => EnqueueSpec[];

export interface IntakeOptions {
  db: Db;
  home: string;
  clock: Clock;
  projects: ProjectRegistry;
  sessions: SessionStore;
  queue: JobQueue;
  toolResultBytes: number;
  triggers?: Trigger[];
  /** Called after the commit with the jobs queued, so workers can start at once. */
  onJobs?: () => void;
  /** The JSONL copy could not be written (disk full…): the events are stored all the same. */
  onCopyError?: (err: Error) => void;
}

export class Intake {
  private readonly triggers: Trigger[];
  private readonly transcripts = new TranscriptWriter();
  /** The batch's transaction, and each request's savepoint inside it (built once: they are reused). */
  private readonly inBatch: Database.Transaction<(fn: () => void) => void>;
  private readonly oneRequest: Database.Transaction<(events: Event[], resolved: Project[], lines: TranscriptLine[]) => EventsAccepted>;

  /** Busy timeouts of the connection: none while intake asks for the write lock, the usual one after. */
  private readonly noLockWait;
  private readonly lockWait;
  /** Since when the write lock has been busy for the batch waiting on it (a performance.now() time). */
  private busySince: number | null = null;

  constructor(private readonly opts: IntakeOptions) {
    this.triggers = opts.triggers ?? [];
    this.noLockWait = opts.db.prepare('PRAGMA busy_timeout = 0');
    this.lockWait = opts.db.prepare(`PRAGMA busy_timeout = ${BUSY_TIMEOUT_MS}`);
    this.inBatch = opts.db.transaction((fn: () => void) => fn());
    this.oneRequest = opts.db.transaction((events: Event[], resolved: Project[], lines: TranscriptLine[]) => {
      let accepted = 0;
      let duplicates = 0;
      const jobs: JobRef[] = [];
      const now = opts.clock.now();
      events.forEach((event, i) => {
        const r = this.apply(event, resolved[i]!, now, lines);
        accepted += r.added;
        duplicates += r.duplicates;
        jobs.push(...r.jobs);
      });
      return { accepted, duplicates, jobs };
    });
  }

  close(): void {
    this.transcripts.close();
  }

  /**
   * Stores the events of one request. Requests that arrive together are committed together
   * (group commit): each runs in its own savepoint, so one bad request fails alone, and every
   * promise resolves only after the shared commit.
   */
  ingest(events: Event[]): Promise<EventsAccepted> {
    return new Promise((resolve, reject) => {
      this.pending.push({ events, resolve, reject });
      if (this.pending.length === 1) setImmediate(() => this.flush());
    });
  }

  private readonly pending: Array<{ events: Event[]; resolve: (r: EventsAccepted) => void; reject: (e: unknown) => void }> = [];

  private flush(): void {
    const batch = this.pending.splice(0);
    const transcript: TranscriptLine[] = [];
    const outcomes: Array<{ ok: true; value: EventsAccepted } | { ok: false; error: unknown }> = [];
    // Path resolution touches the filesystem and creates project rows: done before the
    // transaction, so a rolled-back request can never leave a cached project without its row.
    const resolved = batch.map((req) => {
      try {
        return req.events.map((e) => this.opts.projects.resolve(e.project));
      } catch (error) {
        return error;
      }
    });
    // An error such as a full disk makes SQLite roll the whole transaction back, not just the
    // request's savepoint: then nothing of the batch is kept, and every request fails with it.
    let lost: unknown = null;
    let began = false;
    try {
      // Another connection holding the write lock (the checkpoint thread restarting the WAL,
      // another process) must not put the event loop to sleep in SQLite's busy handler: ask
      // without waiting, and if it is taken, try again shortly (below) while other requests go on
      // being served.
      this.noLockWait.get();
      this.inBatch.immediate(() => {
        began = true;
        batch.forEach((req, i) => {
          const r = resolved[i];
          if (!Array.isArray(r)) return void outcomes.push({ ok: false, error: r });
          if (lost) return void outcomes.push({ ok: false, error: lost });
          const lines: TranscriptLine[] = [];
          try {
            outcomes.push({ ok: true, value: this.oneRequest(req.events, r, lines) });
            transcript.push(...lines); // only once the request's savepoint holds
          } catch (error) {
            outcomes.push({ ok: false, error });
            if (!this.opts.db.inTransaction) lost = error;
          }
        });
      });
    } catch (error) {
      if (!began && storageError(error)?.code === 'storage_busy' && this.waitForLock(batch)) return;
      this.busySince = null;
      for (const req of batch) req.reject(lost ?? error);
      return;
    } finally {
      if (this.opts.db.open) this.lockWait.get();
    }
    this.busySince = null;
    try {
      this.transcripts.append(transcript);
    } catch (err) {
      this.opts.onCopyError?.(err as Error); // the database holds them: the commit stands
    }
    batch.forEach((req, i) => {
      const o = outcomes[i]!;
      if (o.ok) req.resolve(o.value);
      else req.reject(o.error);
    });
    if (outcomes.some((o) => o.ok && o.value.jobs.length > 0)) this.opts.onJobs?.();
  }

  /**
   * Puts a batch that found the write lock taken back at the head of the line and flushes again
   * in a moment; false once it has waited as long as any other write would (then it fails, 503).
   */
  private waitForLock(batch: typeof this.pending): boolean {
    const now = performance.now();
    this.busySince ??= now;
    if (now - this.busySince > BUSY_TIMEOUT_MS) return false;
    this.pending.unshift(...batch);
    setTimeout(() => this.flush(), 2);
    return true;
  }

  private apply(event: Event, project: Project, now: number, transcript: TranscriptLine[]) {
    const { sessions } = this.opts;
    const session = sessions.open(event.session, project.id, 'api', event.cwd ?? null, now);
    if (session.project_id !== project.id) {
      throw conflict('session_project_mismatch', `session ${event.session} belongs to another project than ${event.project}`);
    }
    const subagent = event.subagent === true || event.agent_id !== undefined;
    // The copy's file, for a session whose client keeps no transcript of its own (worked out once an event, not a message).
    const copyFile = session.transcript_path === null ? sessionTranscriptPath(this.opts.home, project.slug, session.id) : null;
    let added = 0;
    let duplicates = 0;

    const messages: Message[] = 'messages' in event && event.messages ? event.messages : [];
    const scope = event.event_id ?? event.timestamp ?? '';
    const resent = subagent ? 0 : this.resentHistory(session, messages);
    if (resent > 0) session.resends++;
    let previous = '';
    messages.forEach((m, index) => {
      // (sent before: no id to derive — a long conversation sent again each turn hashes only what is new)
      if (index < resent) {
        duplicates++;
        return;
      }
      const uuid =
        m.uuid ??
        (m.id && m.role === 'assistant' ? `api-${m.id}` : derivedMessageId(event.session, scope, index, m.role, m.content, previous));
      previous = uuid;
      const blocks = normalizeContent(m.content as Parameters<typeof normalizeContent>[0], this.opts);
      const sidechain = subagent || m.is_sidechain === true;
      const toolCalls = toolUseCount(blocks);
      const tokens = estimateTokens(blocks);
      const content = JSON.stringify(blocks);
      const seq = session.last_seq + 1;
      const msg: NewMessage = {
        uuid,
        role: m.role,
        content,
        text: proseOf(blocks),
        isSidechain: sidechain,
        agentId: event.agent_id ?? null,
        apiMessageId: m.id ?? null,
        model: m.model ?? null,
        toolCalls,
        tokens,
        usage: m.usage ? JSON.stringify(m.usage) : null,
        eventType: event.type,
        timestamp: m.timestamp ?? event.timestamp ?? null,
      };
      const stored = sessions.appendMessage(session.id, seq, msg, now);
      if (!stored) {
        const old = sessions.reviseTail(session, msg);
        if (!old) {
          duplicates++;
          return;
        }
        // The newest message grew: count only what it added.
        if (!sidechain) {
          session.tool_calls += toolCalls - old.tool_calls;
          if (m.role === 'assistant') session.last_assistant_tool_call = toolCalls > 0 ? 1 : 0;
          const reported = reportedContext(m);
          session.context_tokens = reported > 0 ? reported : session.context_tokens + tokens - old.tokens;
        }
        added++;
        return;
      }
      added++;
      session.last_seq = seq;
      if (sidechain) session.sidechain_count++;
      else countMainMessage(session, m, toolCalls, tokens);
      if (copyFile) transcript.push(transcriptLine(copyFile, session.id, seq, uuid, m, content, sidechain, now));
    });

    // A turn ends once: a turn end that brings nothing after the last counted one (a retried
    // POST, a second Stop hook) is that same end — no second turn, and nothing for the triggers.
    const sameEnd = event.type === 'turn_end' && !subagent && session.last_seq === session.turn_end_seq;
    switch (event.type) {
      case 'turn_end':
        if (!subagent && !sameEnd) {
          session.turns++;
          session.turn_end_seq = session.last_seq;
        }
        break;
      case 'memory_written':
        session.memory_written_seq = session.last_seq;
        session.memory_written_at = now;
        break;
      case 'session_end':
        session.ended_at = now;
        session.end_reason = event.reason ?? null;
        break;
      case 'session_start':
        session.ended_at = null;
        session.end_reason = null;
        break;
    }
    // Triggers see the session with this event applied, and may note what they started in it.
    const jobs: JobRef[] = [];
    for (const trigger of sameEnd ? [] : this.triggers) {
      for (const spec of trigger({ event, project, session, added, subagent, now })) {
        const r = this.opts.queue.enqueue(spec);
        jobs.push({ id: r.id, kind: spec.kind, merged: r.merged });
      }
    }
    sessions.saveState(session);
    return { added, duplicates, jobs };
  }

  /** How many of the event's first messages the session holds already, sent again (see resent-history). */
  private resentHistory(session: SessionState, messages: Message[]): number {
    if (messages.some((m) => m.uuid !== undefined)) return 0;
    const { sessions } = this.opts;
    return resentCount(
      messages.map((m) => {
        let stored: string | undefined;
        return { role: m.role, stored: () => (stored ??= JSON.stringify(normalizeContent(m.content as Parameters<typeof normalizeContent>[0], this.opts))) };
      }),
      { count: session.message_count, resentBefore: session.resends > 0, all: () => sessions.mainContents(session.id), newest: (n) => sessions.newestMainContents(session.id, n) },
    );
  }
}

/** Keeps the counters the session-notes thresholds need. */
function countMainMessage(s: SessionState, m: Message, toolCalls: number, tokens: number): void {
  s.message_count++;
  s.tool_calls += toolCalls;
  if (m.role === 'assistant') s.last_assistant_tool_call = toolCalls > 0 ? 1 : 0;
  const reported = reportedContext(m);
  s.context_tokens = reported > 0 ? reported : s.context_tokens + tokens;
}

/** An API response's usage is the size of the whole context it saw (0 when there is none: estimate instead). */
function reportedContext(m: Message): number {
  const u = m.usage;
  return u ? (u.input_tokens ?? 0) + (u.cache_read_input_tokens ?? 0) + (u.cache_creation_input_tokens ?? 0) + (u.output_tokens ?? 0) : 0;
}

/** A Claude Code-shaped JSONL line; the content is spliced in already serialized. */
function transcriptLine(
  file: string,
  sessionId: string,
  seq: number,
  uuid: string,
  m: Message,
  content: string,
  sidechain: boolean,
  now: number,
): TranscriptLine {
  const head = JSON.stringify({
    type: m.role,
    uuid,
    sessionId,
    seq,
    isSidechain: sidechain,
    timestamp: m.timestamp ?? new Date(now).toISOString(),
  });
  const message = JSON.stringify({ role: m.role, ...(m.id ? { id: m.id } : {}), ...(m.model ? { model: m.model } : {}) });
  return {
    file,
    line: `${head.slice(0, -1)},"message":${message.slice(0, -1)},"content":${content}}}`,
  };
}
