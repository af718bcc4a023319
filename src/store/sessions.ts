// Sessions and their messages. Counters live on the session row so that the thresholds
// of later stages (session notes, extraction) are one row read, not a scan.
import { setImmediate as yieldToRequests } from 'node:timers/promises';
import type { Db } from './db.js';

export interface SessionRow {
  id: string;
  project_id: number;
  source: string;
  cwd: string | null;
  transcript_path: string | null;
  transcript_offset: number;
  started_at: number;
  last_event_at: number;
  ended_at: number | null;
  end_reason: string | null;
  message_count: number;
  sidechain_count: number;
  last_seq: number;
  context_tokens: number;
  tool_calls: number;
  last_assistant_tool_call: number;
  turns: number;
  /** The last message a counted turn end covered (see intake: a turn ends once). */
  turn_end_seq: number;
  memory_written_seq: number | null;
  memory_written_at: number | null;
  surfaced_bytes: number;
  extract_cursor_uuid: string | null;
  extract_cursor_seq: number | null;
  eligible_turns: number;
  last_extract: string | null;
  notes_tokens_at: number | null;
  notes_tool_calls_at: number;
  notes_seq: number | null;
  notes_updated_at: number | null;
  notes_started_at: number | null;
  is_subagent: number;
  /** Events that sent the conversation again (see services/resent-history). */
  resends: number;
}

/** The columns intake reads on every event, and writes back (not all 34: a narrow read costs less). */
const STATE_COLUMNS = [
  'id', 'project_id', 'cwd', 'transcript_path', 'last_event_at', 'ended_at', 'end_reason', 'message_count',
  'sidechain_count', 'last_seq', 'context_tokens', 'tool_calls', 'last_assistant_tool_call', 'turns', 'turn_end_seq',
  'memory_written_seq', 'memory_written_at', 'eligible_turns', 'notes_tokens_at', 'notes_tool_calls_at', 'resends',
  'extract_cursor_seq', // read only: saveState leaves it to the extraction
] as const satisfies ReadonlyArray<keyof SessionRow>;

/** The intake columns written back after each event (the cursors are the workers'). */
const SAVED_COLUMNS = [
  'last_event_at', 'cwd', 'message_count', 'sidechain_count', 'last_seq', 'context_tokens', 'tool_calls',
  'last_assistant_tool_call', 'turns', 'turn_end_seq', 'memory_written_seq', 'memory_written_at', 'ended_at', 'end_reason',
  'eligible_turns', 'notes_tokens_at', 'notes_tool_calls_at', 'resends',
] as const satisfies ReadonlyArray<(typeof STATE_COLUMNS)[number]>;

/** A session's counters and state as intake keeps them. */
export type SessionState = Pick<SessionRow, (typeof STATE_COLUMNS)[number]>;

export interface NewMessage {
  uuid: string;
  role: 'user' | 'assistant';
  content: string;
  text: string;
  isSidechain: boolean;
  agentId: string | null;
  apiMessageId: string | null;
  model: string | null;
  toolCalls: number;
  tokens: number;
  usage: string | null;
  eventType: string;
  timestamp: string | null;
}

export interface MessageRow {
  id: number;
  session_id: string;
  seq: number;
  uuid: string;
  role: 'user' | 'assistant';
  content: string;
  text: string;
  is_sidechain: number;
  agent_id: string | null;
  api_message_id: string | null;
  model: string | null;
  tool_calls: number;
  tokens: number;
  usage: string | null;
  event_type: string;
  timestamp: string | null;
  created_at: number;
}

/** A message a transcript search found. */
export type SearchHit = Pick<MessageRow, 'session_id' | 'seq' | 'role' | 'timestamp' | 'text'>;

/** A project's most recent extraction: one step down the index of migration 012 (same expression). */
export const LAST_EXTRACTION_SQL = `SELECT id, last_extract FROM sessions WHERE project_id = ? AND last_extract IS NOT NULL ORDER BY json_extract(last_extract, '$.at') DESC LIMIT 1`;

export class SessionStore {
  private readonly getStmt;
  private readonly stateStmt;
  private readonly insertStmt;
  private readonly insertMessage;
  private readonly saveCounters;
  private readonly holderStmt;

  constructor(private readonly db: Db) {
    this.holderStmt = db.prepare(
      `SELECT session_id FROM messages WHERE uuid = ? AND session_id IN (SELECT id FROM sessions WHERE project_id = ? AND id <> ?) LIMIT 1`,
    );
    this.getStmt = db.prepare(`SELECT * FROM sessions WHERE id = ?`);
    this.stateStmt = db.prepare(`SELECT ${STATE_COLUMNS.join(', ')} FROM sessions WHERE id = ?`);
    this.insertStmt = db.prepare(
      `INSERT INTO sessions (id, project_id, source, cwd, started_at, last_event_at) VALUES (?, ?, ?, ?, ?, ?) RETURNING ${STATE_COLUMNS.join(', ')}`,
    );
    // Positional parameters: binding from an object looks up each name, a cost paid on every message.
    this.insertMessage = db.prepare(
      `INSERT OR IGNORE INTO messages (session_id, seq, uuid, role, content, text, is_sidechain, agent_id, api_message_id,
         model, tool_calls, tokens, usage, event_type, timestamp, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    this.saveCounters = db.prepare(`UPDATE sessions SET ${SAVED_COLUMNS.map((c) => `${c} = ?`).join(', ')} WHERE id = ?`);
  }

  get(id: string): SessionRow | undefined {
    return this.getStmt.get(id) as SessionRow | undefined;
  }

  /**
   * The session's state (its row's intake columns), the row created on first sight. The caller
   * changes it in memory and writes it back once with saveState: one write per request instead
   * of one per change.
   */
  open(id: string, projectId: number, source: string, cwd: string | null, now: number): SessionState {
    const row = (this.stateStmt.get(id) ?? this.insertStmt.get(id, projectId, source, cwd, now, now)) as SessionState;
    row.last_event_at = now;
    if (cwd) row.cwd = cwd;
    return row;
  }

  /** Appends a message at seq; false when the session already holds this uuid (a duplicate). */
  appendMessage(session: string, seq: number, m: NewMessage, now: number): boolean {
    return (
      this.insertMessage.run(session, seq, m.uuid, m.role, m.content, m.text, m.isSidechain ? 1 : 0, m.agentId, m.apiMessageId,
        m.model, m.toolCalls, m.tokens, m.usage, m.eventType, m.timestamp, now).changes === 1
    );
  }

  /** The session's main-conversation messages as stored (role and content JSON), in order, read as they are needed. */
  mainContents(sessionId: string): IterableIterator<Pick<MessageRow, 'role' | 'content'>> {
    return this.db.prepare(`SELECT role, content FROM messages WHERE session_id = ? AND is_sidechain = 0 ORDER BY seq`).iterate(sessionId) as IterableIterator<Pick<MessageRow, 'role' | 'content'>>;
  }

  /** The session's newest n main-conversation messages as stored, oldest first. */
  newestMainContents(sessionId: string, n: number): Array<Pick<MessageRow, 'role' | 'content'>> {
    const rows = this.db.prepare(`SELECT role, content FROM messages WHERE session_id = ? AND is_sidechain = 0 ORDER BY seq DESC LIMIT ?`).all(sessionId, n) as Array<Pick<MessageRow, 'role' | 'content'>>;
    return rows.reverse();
  }

  /** The memories shown in a session's context are gone from it (a compaction): recall may show them again. */
  forgetSurfaced(id: string): void {
    this.db.transaction(() => {
      this.db.prepare(`DELETE FROM surfaced WHERE session_id = ?`).run(id);
      this.db.prepare(`UPDATE sessions SET surfaced_bytes = 0 WHERE id = ?`).run(id);
    })();
  }

  /** The agent saved a memory itself: extraction skips what came before this point. */
  markMemoryWritten(id: string, projectId: number, now: number): boolean {
    return (
      this.db
        .prepare(`UPDATE sessions SET memory_written_seq = last_seq, memory_written_at = ? WHERE id = ? AND project_id = ?`)
        .run(now, id, projectId).changes === 1
    );
  }

  /**
   * A message sent again with more content (a response whose transcript lines were still being
   * written when it was first read) replaces the stored one — but only the session's newest
   * message may grow; anything older is a plain duplicate. Returns the old row when revised.
   */
  reviseTail(session: Pick<SessionState, 'id' | 'last_seq'>, m: NewMessage): MessageRow | null {
    const old = this.db.prepare(`SELECT * FROM messages WHERE session_id = ? AND uuid = ?`).get(session.id, m.uuid) as MessageRow | undefined;
    if (!old || old.seq !== session.last_seq || old.content === m.content || m.content.length <= old.content.length) return null;
    this.db
      .prepare(`UPDATE messages SET content = ?, text = ?, tool_calls = ?, tokens = ?, usage = ?, model = COALESCE(?, model) WHERE id = ?`)
      .run(m.content, m.text, m.toolCalls, m.tokens, m.usage, m.model, old.id);
    return old;
  }

  saveState(s: SessionState): void {
    this.saveCounters.run(...SAVED_COLUMNS.map((c) => s[c]), s.id);
  }

  /** Changes a few columns of a session (workers: cursors, notes state). */
  update(id: string, fields: Partial<Pick<SessionRow, 'extract_cursor_uuid' | 'extract_cursor_seq' | 'last_extract' | 'notes_seq' | 'notes_updated_at' | 'notes_started_at'>>): void {
    const keys = Object.keys(fields);
    if (keys.length === 0) return;
    this.db.prepare(`UPDATE sessions SET ${keys.map((k) => `${k} = @${k}`).join(', ')} WHERE id = @id`).run({ ...fields, id });
  }

  /** Main-conversation messages (no subagent ones), in order. */
  mainMessages(sessionId: string, opts: { afterSeq?: number; uptoSeq?: number; limit?: number } = {}): MessageRow[] {
    return this.db
      .prepare(`SELECT * FROM messages WHERE session_id = ? AND is_sidechain = 0 AND seq > ? AND seq <= ? ORDER BY seq LIMIT ?`)
      .all(sessionId, opts.afterSeq ?? 0, opts.uptoSeq ?? Number.MAX_SAFE_INTEGER, opts.limit ?? -1) as MessageRow[];
  }

  /** The last words (not only tool traffic) said in the main conversation at or before `seq`, and who said them. */
  lastWordsUpTo(sessionId: string, seq: number): { role: 'user' | 'assistant'; text: string } | undefined {
    return this.db
      .prepare(`SELECT role, text FROM messages WHERE session_id = ? AND is_sidechain = 0 AND seq <= ? AND text <> '' ORDER BY seq DESC LIMIT 1`)
      .get(sessionId, seq) as { role: 'user' | 'assistant'; text: string } | undefined;
  }

  /**
   * Main-agent sessions whose last event falls in [from, to) and that hold main-conversation
   * messages no extraction has covered (a last turn never ended: a client killed mid-turn).
   */
  uncoveredIdle(from: number, to: number): Array<{ id: string; project_id: number }> {
    return this.db
      .prepare(
        `SELECT s.id, s.project_id FROM sessions s
         WHERE s.last_event_at >= ? AND s.last_event_at < ? AND s.is_subagent = 0
           AND EXISTS (SELECT 1 FROM messages m WHERE m.session_id = s.id AND m.is_sidechain = 0 AND m.seq > COALESCE(s.extract_cursor_seq, 0))`,
      )
      .all(from, to) as Array<{ id: string; project_id: number }>;
  }

  /**
   * How many of `messages`, from the first, are copies of another session's messages in the
   * project: a conversation resumed or forked under a new session id starts with the old one's
   * messages. A copy has the same id — or, where the client gave the copies new ids (the Agent
   * SDK's forkSession), the same role and words at the same place in a run anchored by one that
   * kept its id (an assistant message keyed by its API id). Stops at the first that is not.
   */
  copiedPrefix(sessionId: string, projectId: number, messages: Array<Pick<MessageRow, 'uuid' | 'role' | 'text'>>): number {
    const sameIds = this.copiesById(sessionId, projectId, messages);
    return sameIds === messages.length ? sameIds : Math.max(sameIds, this.copiesByPlace(sessionId, projectId, messages));
  }

  /** Where another session of the project holds a message with this id (the first found). */
  private holderOf(uuid: string, projectId: number, sessionId: string): string | undefined {
    const row = this.holderStmt.get(uuid, projectId, sessionId) as { session_id: string } | undefined;
    return row?.session_id;
  }

  /** Copies with the same ids, from the first message. */
  private copiesById(sessionId: string, projectId: number, messages: Array<Pick<MessageRow, 'uuid'>>): number {
    const inSession = this.db.prepare(`SELECT 1 FROM messages WHERE session_id = ? AND uuid = ?`);
    // The copies come from one session (or its own ancestors): look there first, one index
    // probe a message, instead of in every session of the project.
    let source: string | undefined;
    let n = 0;
    for (; n < messages.length; n++) {
      if (source !== undefined && inSession.get(source, messages[n]!.uuid)) continue;
      source = this.holderOf(messages[n]!.uuid, projectId, sessionId);
      if (source === undefined) break;
    }
    return n;
  }

  /** Copies with new ids: an answer that kept its API id (among the first three) anchors the run, lined up by role and words. */
  private copiesByPlace(sessionId: string, projectId: number, messages: Array<Pick<MessageRow, 'uuid' | 'role' | 'text'>>): number {
    for (let i = 0, probes = 0; i < messages.length && probes < 3; i++) {
      if (!messages[i]!.uuid.startsWith('api-')) continue;
      probes++;
      const source = this.holderOf(messages[i]!.uuid, projectId, sessionId);
      if (source === undefined) continue;
      const theirs = this.db
        .prepare(`SELECT uuid, role, text FROM messages WHERE session_id = ? AND is_sidechain = 0 ORDER BY seq`)
        .all(source) as Array<Pick<MessageRow, 'uuid' | 'role' | 'text'>>;
      const offset = theirs.findIndex((m) => m.uuid === messages[i]!.uuid) - i;
      if (offset < 0) continue;
      let k = 0;
      for (; k < messages.length; k++) {
        const mine = messages[k]!;
        const copy = theirs[k + offset];
        if (!copy || !(copy.uuid === mine.uuid || (copy.role === mine.role && copy.text === mine.text))) break;
      }
      return k;
    }
    return 0;
  }

  /** The newest extraction outcome among a project's sessions. */
  lastExtraction(projectId: number): Record<string, unknown> | null {
    const r = this.db.prepare(LAST_EXTRACTION_SQL).get(projectId) as { id: string; last_extract: string } | undefined;
    return r ? { session: r.id, ...(JSON.parse(r.last_extract) as Record<string, unknown>) } : null;
  }

  /**
   * Deletes up to `limit` messages of sessions idle since `before` (one transaction, so a caller
   * can go in small steps and let requests through between them). Returns what it deleted and
   * the sessions they belonged to.
   */
  pruneMessages(before: number, limit: number): { deleted: number; sessions: string[] } {
    // IMMEDIATE: it reads, then writes (see MemoryIndex.apply).
    return this.db.transaction(() => {
      const rows = this.db
        .prepare(`SELECT id, session_id FROM messages WHERE session_id IN (SELECT id FROM sessions WHERE last_event_at < ?) LIMIT ?`)
        .all(before, limit) as Array<{ id: number; session_id: string }>;
      if (rows.length === 0) return { deleted: 0, sessions: [] };
      this.db.prepare(`DELETE FROM messages WHERE id IN (SELECT value FROM json_each(?))`).run(JSON.stringify(rows.map((r) => r.id)));
      return { deleted: rows.length, sessions: [...new Set(rows.map((r) => r.session_id))] };
    }).immediate();
  }

  /**
   * A project's messages whose prose holds every one of `terms` (case-insensitive substrings),
   * newest first, at most `limit`. A scan, not an index — intake stays cheap, and it serves
   * dreams only — so it goes in steps of `span` messages and lets requests through between them
   * (one scan of 300,000 messages held the event loop ~350 ms). `steps`: how many it took.
   */
  async searchMessages(projectId: number, terms: string[], limit: number, span = Number.MAX_SAFE_INTEGER): Promise<{ rows: SearchHit[]; steps: number }> {
    const rows: SearchHit[] = [];
    let steps = 0;
    if (terms.length === 0) return { rows, steps };
    let below = ((this.db.prepare(`SELECT MAX(id) AS id FROM messages`).get() as { id: number | null }).id ?? 0) + 1;
    for (;;) {
      const from = Math.max(0, below - span);
      rows.push(...this.searchStep(projectId, terms, limit - rows.length, from, below));
      steps++;
      if (rows.length >= limit || from === 0) return { rows, steps };
      below = from;
      await yieldToRequests();
    }
  }

  /** The matches among the messages with ids in [from, below), newest first. */
  private searchStep(projectId: number, terms: string[], limit: number, from: number, below: number): SearchHit[] {
    const like = (t: string) => `%${t.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    return this.db
      .prepare(
        `SELECT m.session_id, m.seq, m.role, m.timestamp, m.text FROM messages m JOIN sessions s ON s.id = m.session_id
         WHERE m.id >= ? AND m.id < ? AND s.project_id = ? AND ${terms.map(() => `m.text LIKE ? ESCAPE '\\'`).join(' AND ')} ORDER BY m.id DESC LIMIT ?`,
      )
      .all(from, below, projectId, ...terms.map(like), limit) as SearchHit[];
  }

  messageByUuid(sessionId: string, uuid: string): MessageRow | undefined {
    return this.db.prepare(`SELECT * FROM messages WHERE session_id = ? AND uuid = ?`).get(sessionId, uuid) as MessageRow | undefined;
  }

  messages(sessionId: string, opts: { afterSeq?: number; limit?: number } = {}): MessageRow[] {
    return this.db
      .prepare(`SELECT * FROM messages WHERE session_id = ? AND seq > ? ORDER BY seq LIMIT ?`)
      .all(sessionId, opts.afterSeq ?? 0, opts.limit ?? -1) as MessageRow[];
  }
}
