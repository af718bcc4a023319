// Claude Code as a client, through its hooks: SessionStart registers the session and answers
// with the memory context (after a compaction, the session notes first); UserPromptSubmit
// answers with recalled memories; Stop reads the new part of the transcript and ends the turn;
// SubagentStop stores a subagent's transcript (never a trigger); PreCompact brings the session
// notes up to date; SessionEnd closes. Transcripts are read incrementally (transcript-reader.ts);
// a periodic catch-up reads what Claude Code flushed after a session's last hook.
import { existsSync, statSync } from 'node:fs';
import type { Logger } from 'pino';
import { z } from 'zod';
import type { Clock } from '../clock.js';
import type { Config } from '../config.js';
import type { Event } from '../api/schemas.js';
import type { Db } from '../store/db.js';
import type { Compaction } from './compaction.js';
import { buildContext } from './context.js';
import type { Notifications } from './events.js';
import type { Metrics } from './metrics.js';
import type { Intake } from './intake.js';
import type { ProjectRegistry } from './projects.js';
import type { RecallResult, RecallService } from './recall.js';
import { NOTHING_READ, TranscriptReader, defaultTranscriptRoots, type TranscriptRead } from './transcript-reader.js';

/** Hook output strings are capped at 10,000 characters. */
export const HOOK_TEXT_MAX = 10_000;

export const HookPayload = z.looseObject({
  session_id: z.string().regex(/^[A-Za-z0-9][A-Za-z0-9._:-]{0,127}$/),
  hook_event_name: z.string().min(1),
  cwd: z.string().optional(),
  transcript_path: z.string().optional(),
  agent_transcript_path: z.string().optional(),
  agent_id: z.string().optional(),
  prompt: z.string().optional(),
  source: z.string().optional(),
  reason: z.string().optional(),
  last_assistant_message: z.string().optional(),
  stop_hook_active: z.boolean().optional(),
});
export type HookPayload = z.infer<typeof HookPayload>;

export type HookReply = Record<string, unknown>;

export interface HookDeps {
  config: Config;
  db: Db;
  clock: Clock;
  log: Logger;
  intake: Intake;
  projects: ProjectRegistry;
  recall: RecallService;
  compaction: Compaction;
  notifications: Notifications;
  metrics: Metrics;
  baseUrl: () => string;
}

/**
 * Whether a read of a transcript ends with the turn's final answer (the model's message that
 * calls no tool); null when it holds no main-conversation message. A read that stopped short of
 * the file's end does not: more follows.
 */
function readEndsInAnswer(read: TranscriptRead): boolean | null {
  if (read.more) return false;
  const last = read.messages.filter((m) => m.is_sidechain !== true).at(-1);
  if (!last) return null;
  return last.role === 'assistant' && !(typeof last.content !== 'string' && last.content.some((b) => b.type === 'tool_use'));
}

/** The catch-up pass looks at sessions read within this long. */
const CATCH_UP_WINDOW_MS = 3_600_000;

/**
 * Reads of one transcript a catch-up pass may make (each at most 1 MB, the loop served between):
 * a resumed session with a long past is stored within seconds, not one read per hook or pass.
 */
const CATCH_UP_READS = 256;

const nextTurnOfLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/** After a compaction, the memory context keeps at least this much of the hook's room; the session notes get the rest. */
const CONTEXT_SHARE = 3_000;

const cap = (s: string) => (s.length <= HOOK_TEXT_MAX ? s : `${s.slice(0, HOOK_TEXT_MAX - 40)}\n[… cut to fit the hook's limit …]`);

/** Recalled memories as compact hook context, with their age and caveat. */
export function formatRecall(r: RecallResult): string {
  if (r.memories.length === 0) return '';
  const parts = ['<relevant-memories>', 'Saved memories that may bear on this request (check stale ones before relying on them):'];
  for (const m of r.memories) {
    parts.push('', `## ${m.name ?? m.file} (${m.type}, ${m.file}, saved ${m.age})`);
    if (m.caveat) parts.push(`> ${m.caveat}`);
    parts.push(m.content.trim());
  }
  parts.push('</relevant-memories>');
  return cap(parts.join('\n'));
}

export class ClaudeHooks {
  private readonly transcripts: TranscriptReader;
  /**
   * Sessions whose turn is over (their Stop or SessionEnd came, no prompt since), with when.
   * Lines found after that belong to the finished turn; found while a turn runs, they are only
   * its progress — a text block can stand alone in the file while the tool call after it is
   * still being written. Unknown means in progress. Saved on the session rows with each
   * catch-up pass and at shutdown (not a write per hook), and read back at start, so a restart
   * in between does not leave the turn open for good.
   */
  private readonly turnOver = new Map<string, number>();
  /** Sessions whose mark changed since the last save. */
  private readonly unsaved = new Set<string>();

  constructor(private readonly deps: HookDeps) {
    this.transcripts = new TranscriptReader(deps.db, deps.clock, defaultTranscriptRoots(deps.config));
    const rows = deps.db.prepare(`SELECT id, turn_over_at FROM sessions WHERE turn_over_at > ?`).all(deps.clock.now() - CATCH_UP_WINDOW_MS) as Array<{ id: string; turn_over_at: number }>;
    for (const r of rows) this.turnOver.set(r.id, r.turn_over_at);
  }

  /** Notes that a session's turn ended (at: when) or that a new one began (null). */
  private markTurn(sessionId: string, at: number | null): void {
    if (at === null) {
      if (!this.turnOver.delete(sessionId)) return; // no mark: nothing to clear
    } else this.turnOver.set(sessionId, at);
    this.unsaved.add(sessionId);
  }

  /** Writes the marks that changed since the last save (one transaction). */
  saveTurnMarks(): void {
    if (this.unsaved.size === 0) return;
    const save = this.deps.db.prepare(`UPDATE sessions SET turn_over_at = ? WHERE id = ?`);
    this.deps.db.transaction(() => {
      for (const id of this.unsaved) save.run(this.turnOver.get(id) ?? null, id);
    })();
    this.unsaved.clear();
  }

  private markClaudeSession(p: HookPayload): void {
    // Claude Code keeps its own transcript: memoryd writes no copy of it.
    this.deps.db.prepare(`UPDATE sessions SET source = 'claude-code', transcript_path = COALESCE(?, transcript_path) WHERE id = ?`).run(p.transcript_path ?? null, p.session_id);
  }

  /** Stores what a read found as one event; returns the messages it added (duplicates left out). */
  private async ingest(p: HookPayload, type: Event['type'], read: TranscriptRead, extra: Partial<Event> = {}): Promise<number> {
    if (!p.cwd) return 0; // no project to store under: read again when a hook brings one
    const { messages } = read;
    if (read.malformed) {
      this.deps.metrics.transcripts.malformed += read.malformed;
      this.deps.log.warn({ session: p.session_id, malformed: read.malformed }, 'transcript lines with fields no message can hold: those parts left out');
    }
    const known = this.sessionInfo(p.session_id);
    // The cwd can change within a session; the session stays with the project it started in.
    const project = known?.root ?? p.cwd;
    if (known?.source !== 'claude-code') {
      // Mark the session before any message lands, so no transcript copy is written for it.
      if (!known) await this.deps.intake.ingest([{ type: 'session_start', session: p.session_id, project, cwd: p.cwd } as Event]);
      this.markClaudeSession(p);
    }
    let added = 0;
    if (!(type === 'session_start' && known && messages.length === 0)) {
      added = (await this.deps.intake.ingest([{ type, session: p.session_id, project, cwd: p.cwd, messages, ...extra } as Event])).accepted;
    }
    read.save();
    return added;
  }

  /**
   * The session notes, for the context that follows a compaction: Claude Code's summary keeps
   * the gist, the notes keep the files, commands, errors and current state it drops. Within
   * `room` characters, cut at a line; empty when there are no notes worth showing.
   */
  private async notesAfterCompaction(sessionId: string, room: number): Promise<string> {
    const r = await this.deps.compaction.compact(sessionId, AbortSignal.timeout(3_000));
    if (!r?.available) return '';
    const head = `# Session notes\nmemoryd kept these notes of this session up to message #${r.last_seq}; they hold details the compaction summary may have left out.\n\n`;
    const body = r.summary.length + head.length <= room ? r.summary : `${r.summary.slice(0, Math.max(0, room - head.length - 60)).replace(/\n[^\n]*$/, '')}\n[… notes cut to fit the hook's limit …]`;
    return head + body;
  }

  private catchingUp = false;

  /**
   * Reads what Claude Code wrote after a session's last hook — the transcript is written
   * asynchronously, and the last lines of a session may land after its Stop or SessionEnd,
   * when no hook will come to read them. Main transcripts of sessions active in the last hour.
   * One pass at a time; never rejects (a failure is logged, the next pass reads again).
   */
  async catchUp(): Promise<number> {
    if (this.catchingUp) return 0;
    this.catchingUp = true;
    const since = this.deps.clock.now() - CATCH_UP_WINDOW_MS;
    let stored = 0;
    try {
      for (const [id, at] of this.turnOver) if (at < since) this.turnOver.delete(id);
      this.saveTurnMarks();
      for (const r of this.transcripts.mainTranscriptsReadSince(since)) {
        if (!r.cwd) continue;
        try {
          if (statSync(r.path).size === r.read_to) continue; // nothing written since the last read (a smaller file was cut short)
          // Read on while the file goes on, giving the event loop its turn between reads — and
          // never while a hook of that session reads it.
          for (let reads = 0, more = true; more && reads < CATCH_UP_READS && !this.inFlight.has(r.id); reads++) {
            if (reads > 0) await nextTurnOfLoop();
            const late = await this.readLate(r.id, r.cwd, r.path);
            stored += late.messages;
            more = late.more;
          }
        } catch (err) {
          this.deps.log.warn({ err: (err as Error).message, session: r.id }, 'transcript catch-up failed; the next hook or pass reads again');
        }
      }
    } catch (err) {
      this.deps.log.warn({ err: (err as Error).message }, 'transcript catch-up pass failed; the next one reads again');
    } finally {
      this.catchingUp = false;
    }
    return stored;
  }

  /**
   * Stores what a session's main transcript gained since its last read (the Stop hook's second
   * look, and the catch-up pass). Once the turn is over (its Stop came, or Claude Code wrote its
   * turn-finished line), lines that end with a final answer end it, as a Stop would; a re-read
   * of the answer held as still growing is nothing new.
   */
  private async readLate(sessionId: string, cwd: string, path: string): Promise<{ messages: number; more: boolean }> {
    const read = this.transcripts.read(path, sessionId);
    if (!read.fresh || read.messages.length === 0) {
      // A partial line, lines that hold no message, or only the open response again: nothing to
      // store — but where the next read starts may have moved (past a response too long to be
      // read with what follows it), and without saving that, every read would stop at it again.
      read.save();
      return { messages: 0, more: read.more };
    }
    const answered = readEndsInAnswer(read) === true;
    const p = { session_id: sessionId, cwd, transcript_path: path, hook_event_name: 'Late' } as HookPayload;
    const added = await this.ingest(p, 'message', read);
    // The turn ends here if this read brought its answer, or read again the answer an earlier
    // read stored while it might still grow (the file ended with it) and no turn has ended with
    // it since; lines after an answer a turn already ended with (Claude Code's turn-finished
    // line, say) end no second turn.
    if (answered && (this.turnOver.has(sessionId) || read.turnEnded) && (added > 0 || this.answerNotEnded(sessionId))) await this.ingest(p, 'turn_end', NOTHING_READ);
    return { messages: read.messages.length, more: read.more };
  }

  /**
   * A subagent's transcript, read to its end — the catch-up pass follows main transcripts only:
   * the first read before the hook is answered, the rest after it, a read per turn of the loop.
   */
  private async readSubagent(p: HookPayload, path: string): Promise<void> {
    const extra = { subagent: true, ...(p.agent_id ? { agent_id: p.agent_id } : {}) };
    const first = this.transcripts.read(path, p.session_id);
    await this.ingest(p, 'message', first, extra);
    if (!first.more) return;
    void this.readOn(p.session_id, path, (read) => this.ingest(p, 'message', read, extra)).catch((err: Error) =>
      this.deps.log.warn({ err: err.message, session: p.session_id }, "subagent transcript not read to its end; the agent's next hook reads on"),
    );
  }

  /**
   * The session's last lines, then its end: its end asks for the last extraction, which should
   * see them all. What one read cannot hold is read after the hook is answered, the session's
   * transcript left to this alone meanwhile; if that fails, the session ends all the same and
   * the catch-up pass stores the rest.
   */
  private async endSession(p: HookPayload): Promise<void> {
    const extra = { reason: p.reason } as Partial<Event>;
    const path = this.readable(p.transcript_path, p.session_id);
    const first = path ? this.transcripts.read(path, p.session_id) : NOTHING_READ;
    if (!path || !first.more) return void (await this.ingest(p, 'session_end', first, extra));
    await this.ingest(p, 'message', first);
    this.enter(p.session_id);
    let ended = false;
    const store = (read: TranscriptRead) => (read.more ? this.ingest(p, 'message', read) : this.ingest(p, 'session_end', read, extra).then(() => (ended = true)));
    void this.readOn(p.session_id, path, store)
      .catch((err: Error) => this.deps.log.warn({ err: err.message, session: p.session_id }, 'ended session not read to its end; the catch-up pass reads on'))
      // (read as far as a pass may without reaching the end, or failed on the way: it ends all the same)
      .then(() => (ended ? undefined : this.ingest(p, 'session_end', NOTHING_READ, extra)))
      .catch((err: Error) => this.deps.log.warn({ err: err.message, session: p.session_id }, 'session end not stored'))
      .finally(() => this.leave(p.session_id));
  }

  /** Reads a transcript on after its first read, a read per turn of the loop, storing each, to its end (or CATCH_UP_READS reads). */
  private async readOn(sessionId: string, path: string, store: (read: TranscriptRead) => Promise<unknown>): Promise<void> {
    for (let reads = 1, more = true; more && reads < CATCH_UP_READS; reads++) {
      await nextTurnOfLoop();
      const read = this.transcripts.read(path, sessionId);
      await store(read);
      more = read.more;
    }
  }

  /** The session's newest stored main-conversation message is an answer that calls no tool. */
  private storedEndsInAnswer(sessionId: string): boolean {
    const last = this.deps.db
      .prepare(`SELECT role, tool_calls FROM messages WHERE session_id = ? AND is_sidechain = 0 ORDER BY seq DESC LIMIT 1`)
      .get(sessionId) as { role: string; tool_calls: number } | undefined;
    return last?.role === 'assistant' && last.tool_calls === 0;
  }

  /** The session's last main message is a final answer, and no turn has ended with it yet (one query). */
  private answerNotEnded(sessionId: string): boolean {
    const last = this.deps.db
      .prepare(
        `SELECT m.role, m.tool_calls, s.last_seq, s.turn_end_seq FROM sessions s JOIN messages m ON m.session_id = s.id
         WHERE s.id = ? AND m.is_sidechain = 0 ORDER BY m.seq DESC LIMIT 1`,
      )
      .get(sessionId) as { role: string; tool_calls: number; last_seq: number; turn_end_seq: number } | undefined;
    return last !== undefined && last.last_seq !== last.turn_end_seq && last.role === 'assistant' && last.tool_calls === 0;
  }

  /** A known session's source and the root of the project it started in. */
  private sessionInfo(sessionId: string): { source: string; root: string } | undefined {
    return this.deps.db.prepare(`SELECT s.source, p.root FROM sessions s JOIN projects p ON p.id = s.project_id WHERE s.id = ?`).get(sessionId) as
      | { source: string; root: string }
      | undefined;
  }

  /** Transcripts refused for lying outside the roots, each told once (bounded). */
  private readonly refused = new Set<string>();
  /** What the user should be told in a session's next hook reply: why nothing of it is remembered. */
  private readonly toTell = new Map<string, string>();

  /**
   * The transcript's real path when memoryd may read it. One that exists outside the transcript
   * roots (Claude Code run with another CLAUDE_CONFIG_DIR than the daemon's) is said once in the
   * log: otherwise its sessions would go unremembered without a word.
   */
  private readable(path: string | undefined, sessionId: string): string | null {
    const real = this.transcripts.allowed(path);
    if (real || !path || !existsSync(path)) return real;
    this.deps.metrics.transcripts.refused++;
    if (this.refused.has(path)) return null;
    if (this.refused.size < 1_000) {
      this.refused.add(path);
      // …and in the session itself, where the user is looking
      this.toTell.set(sessionId, `memoryd cannot read this session's transcript (${path}): it is outside the daemon's transcript roots, so nothing of this session will be remembered. Add its projects folder to hooks.transcriptRoots in ${this.deps.config.home}/config.json and restart memoryd, or run \`memoryd doctor\`.`);
    }
    this.deps.log.warn({ path }, 'transcript outside the transcript roots, not read: add its projects folder to hooks.transcriptRoots');
    return null;
  }

  private readMain(p: HookPayload): TranscriptRead {
    const path = this.readable(p.transcript_path, p.session_id);
    const read = path ? this.transcripts.read(path, p.session_id) : NOTHING_READ;
    if (read.more) this.behind.add(p.session_id);
    return read;
  }

  /** Sessions whose hook read only the first part of what the transcript holds (a resumed session's past, say). */
  private readonly behind = new Set<string>();

  /**
   * Hooks being answered, by session: the catch-up pass leaves their transcripts alone until
   * they are done — a hook's read is saved only once stored, and a pass reading the same lines
   * meanwhile would store them too, and could end the turn a second time.
   */
  private readonly inFlight = new Map<string, number>();

  private enter(session: string): void {
    this.inFlight.set(session, (this.inFlight.get(session) ?? 0) + 1);
  }

  private leave(session: string): void {
    const n = this.inFlight.get(session)! - 1;
    if (n === 0) this.inFlight.delete(session);
    else this.inFlight.set(session, n);
  }

  /** Reads the rest in the background once the hook is answered, rather than at the next pass. */
  private catchUpSoon(): void {
    setImmediate(() => void this.catchUp());
  }

  async handle(raw: unknown): Promise<HookReply> {
    const parsed = HookPayload.safeParse(raw);
    if (!parsed.success) {
      this.deps.log.warn({ issues: parsed.error.issues.slice(0, 3) }, 'hook payload ignored');
      return {};
    }
    const session = parsed.data.session_id;
    this.enter(session);
    let reply: HookReply;
    try {
      reply = await this.replyTo(parsed.data);
    } finally {
      this.leave(session);
    }
    // (only once this session's hook is done: the pass leaves a session alone while one is in flight)
    if (this.behind.delete(session)) this.catchUpSoon();
    // Claude Code shows a hook's systemMessage to the user: said once, in the session it concerns.
    const told = this.toTell.get(parsed.data.session_id);
    if (!told) return reply;
    this.toTell.delete(parsed.data.session_id);
    return { ...reply, systemMessage: told };
  }

  private async replyTo(p: HookPayload): Promise<HookReply> {
    if (p.hook_event_name === 'Stop' || p.hook_event_name === 'SessionEnd') this.markTurn(p.session_id, this.deps.clock.now());
    else if (p.hook_event_name === 'UserPromptSubmit' || p.hook_event_name === 'SessionStart') this.markTurn(p.session_id, null);
    switch (p.hook_event_name) {
      case 'SessionStart': {
        if (!p.cwd) return {};
        await this.ingest(p, 'session_start', this.readMain(p));
        const project = this.deps.projects.resolve(this.sessionInfo(p.session_id)?.root ?? p.cwd);
        const notes = this.deps.notifications.takeFor(p.session_id).map((n) => n.message);
        const ctx = buildContext(project, { baseUrl: this.deps.baseUrl(), session: p.session_id, notifications: notes });
        // (after a compaction the memories shown before are no longer in the context: recall may show them again)
        if (p.source === 'compact') this.deps.compaction.contextReplaced(p.session_id);
        const kept = p.source === 'compact' ? await this.notesAfterCompaction(p.session_id, HOOK_TEXT_MAX - Math.min(ctx.text.length, CONTEXT_SHARE)) : '';
        return { hookSpecificOutput: { hookEventName: 'SessionStart', additionalContext: cap(kept ? `${kept}\n\n${ctx.text}` : ctx.text) } };
      }
      case 'UserPromptSubmit': {
        if (!p.cwd || !p.prompt) return {};
        await this.ingest(p, 'message', this.readMain(p));
        const project = this.deps.projects.resolve(this.sessionInfo(p.session_id)?.root ?? p.cwd);
        const deadline = AbortSignal.timeout(this.deps.config.hooks.promptDeadlineMs);
        // A bare slash command (/clear, /compact, /cost) asks nothing of memory: no recall, no model call.
        const command = /^\/[\w:-]+$/.test(p.prompt.trim());
        const recalled = command ? null : await Promise.race([
          this.deps.recall.recall({ projectId: project.id, query: p.prompt, sessionId: p.session_id }, deadline),
          new Promise<null>((r) => deadline.addEventListener('abort', () => r(null), { once: true })),
        ]);
        // What the background saved since the last prompt, so the agent knows (and does not save it again).
        const saved = this.deps.notifications.takeFor(p.session_id).map((n) => `- ${n.message}`);
        const updates = saved.length ? `<memory-updates>\nmemoryd, in the background since your last prompt:\n${saved.join('\n')}\n</memory-updates>` : '';
        const text = [updates, recalled ? formatRecall(recalled) : ''].filter(Boolean).join('\n\n');
        return text ? { hookSpecificOutput: { hookEventName: 'UserPromptSubmit', additionalContext: cap(text) } } : {};
      }
      case 'Stop': {
        // The turn ends with its final answer. The transcript can lag the hook: when the answer is
        // not stored yet, a read shortly after (or the catch-up pass) ends the turn once it is —
        // so a turn is counted, and extraction asked for, once.
        const read = this.readMain(p);
        // (a read that stopped short of the file's end leaves the turn's end to the catch-up that follows)
        const answered = readEndsInAnswer(read) ?? this.storedEndsInAnswer(p.session_id);
        await this.ingest(p, answered ? 'turn_end' : 'message', read);
        if (answered) return {};
        const path = read.path;
        if (p.last_assistant_message && path && p.cwd) {
          const cwd = p.cwd;
          // A failure here is only logged: the next hook or catch-up pass reads the same lines again.
          setTimeout(() => void this.readLate(p.session_id, cwd, path).catch((err) => this.deps.log.warn({ err: (err as Error).message, session: p.session_id }, 'late transcript read not stored')), 1_500).unref();
        }
        return {};
      }
      case 'SubagentStop': {
        const path = this.readable(p.agent_transcript_path, p.session_id);
        if (path) await this.readSubagent(p, path);
        return {};
      }
      case 'PreCompact': {
        await this.ingest(p, 'message', this.readMain(p));
        // Notes of the whole session for the SessionStart that follows the compaction. Claude
        // Code waits for this hook before it compacts, so the notes as they are go back now.
        this.deps.compaction.requestUpdate(p.session_id);
        const r = await this.deps.compaction.compact(p.session_id, AbortSignal.abort());
        return r && r.available ? { hookSpecificOutput: { hookEventName: 'PreCompact', additionalContext: cap(r.summary) } } : {};
      }
      case 'SessionEnd': {
        await this.endSession(p);
        return {};
      }
      default:
        return {};
    }
  }
}
