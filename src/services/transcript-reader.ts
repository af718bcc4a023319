// Reads Claude Code's transcript files for the hooks: only files under the transcript roots,
// only what is new since the last read (a saved byte offset per file), complete lines only,
// with a response still being written read again next time from its first line. The offset
// moves on only when the caller says the messages are stored.
import { closeSync, fstatSync, openSync, readSync, realpathSync } from 'node:fs';
import { homedir } from 'node:os';
import { isAbsolute, join } from 'node:path';
import type { Clock } from '../clock.js';
import type { Config } from '../config.js';
import type { Message } from '../api/schemas.js';
import { isWithin } from '../memory/memdir.js';
import { parseTranscript } from '../memory/transcript.js';
import type { Db } from '../store/db.js';
import { checkedMessages } from './transcript-messages.js';

/**
 * A read takes at most this much: parsing, checking and storing 8 MB (~7,000 messages) held the
 * event loop ~0.5 s in one block — a resumed session's long past, read at its first hook. The rest
 * is read by the catch-up pass, a read per turn of the loop.
 */
const MAX_READ = 1024 * 1024;
/** A single line may be longer than a read (a message with pasted screenshots): it is read whole up to this. */
const MAX_LINE = 64 * 1024 * 1024;

export function defaultTranscriptRoots(config: Config): string[] {
  if (config.hooks.transcriptRoots.length) return config.hooks.transcriptRoots;
  const roots = [join(homedir(), '.claude', 'projects'), join(config.home, 'projects')];
  if (process.env.CLAUDE_CONFIG_DIR) roots.push(join(process.env.CLAUDE_CONFIG_DIR, 'projects'));
  return roots;
}

/** `chunk` (read from `from`) with the file's next line added whole: read on, doubling, up to MAX_LINE or the file's end. */
function readOneLineMore(fd: number, chunk: Buffer, from: number, size: number): Buffer {
  const lastEnd = chunk.lastIndexOf(0x0a);
  const most = Math.min(size - from, MAX_LINE);
  while (chunk.lastIndexOf(0x0a) === lastEnd && chunk.length < most) {
    const longer = Buffer.alloc(Math.min(most, chunk.length * 2));
    chunk.copy(longer);
    readSync(fd, longer, chunk.length, longer.length - chunk.length, from + chunk.length);
    chunk = longer;
  }
  return chunk;
}

/** What one read of a transcript found, and how to record that it was stored. */
export interface TranscriptRead {
  /** The file read (its real path); null when none could be. */
  path: string | null;
  messages: Message[];
  /** Messages left out, or cut, because a line held something no message can (see transcript-messages.ts). */
  malformed: number;
  /** Claude Code wrote its turn-finished line after the last message read. */
  turnEnded: boolean;
  /** Complete lines past what the last read got to: something new (not only a re-read). */
  fresh: boolean;
  /** The file goes on past this read (a read takes at most MAX_READ): read again to catch up. */
  more: boolean;
  save(): void;
}

export const NOTHING_READ: TranscriptRead = { path: null, messages: [], malformed: 0, turnEnded: false, fresh: false, more: false, save: () => {} };

export class TranscriptReader {
  private readonly roots: string[];

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    roots: string[],
  ) {
    this.roots = roots.map((r) => {
      try {
        return realpathSync(r);
      } catch {
        return r;
      }
    });
  }

  /** A transcript may be read only if it is a .jsonl file under one of the transcript roots. */
  allowed(path: string | undefined): string | null {
    if (!path || !isAbsolute(path) || !path.endsWith('.jsonl') || path.includes('\0')) return null;
    let real: string;
    try {
      real = realpathSync(path);
    } catch {
      return null; // not written yet
    }
    return this.roots.some((r) => real !== r && isWithin(r, real)) ? real : null;
  }

  /**
   * The messages added to a transcript since the last read (complete lines only), and how to
   * move the saved offset past them — done only once they are stored, so that a failed store
   * is read again next time (duplicates are recognised) instead of skipped for good.
   */
  read(path: string, sessionId: string): TranscriptRead {
    const { db, clock } = this;
    const row = db.prepare(`SELECT offset, open_response_id, read_to, inode FROM transcript_offsets WHERE path = ?`).get(path) as
      | { offset: number; open_response_id: string | null; read_to: number; inode: number | null }
      | undefined;
    let from = row?.offset ?? 0;
    let restarted = false;
    // A response stored by an earlier read, other than the one that read left open, is closed:
    // if it goes on here (after a tool result), the rest is a message of its own.
    let openBefore: string | null | undefined = row?.open_response_id;
    const stored = db.prepare(`SELECT 1 FROM messages WHERE session_id = ? AND uuid = ?`);
    const closedBefore = (id: string) => id !== openBefore && stored.get(sessionId, `api-${id}`) !== undefined;
    const fd = openSync(path, 'r');
    let chunk: Buffer;
    let size: number;
    let inode: number;
    let parsed: ReturnType<typeof parseTranscript>;
    try {
      ({ size, ino: inode } = fstatSync(fd));
      if (size < from || (row?.inode != null && row.inode !== inode)) {
        // Cut short, or another file in its place (appends neither shrink a file nor change
        // its inode): read it again from the start; what is stored already is recognised by its ids.
        from = 0;
        restarted = true;
        openBefore = null;
      }
      chunk = Buffer.alloc(Math.min(size - from, MAX_READ));
      readSync(fd, chunk, 0, chunk.length, from);
      // No line ends in this read: one long line. Read on to its end, up to MAX_LINE.
      if (chunk.lastIndexOf(0x0a) === -1) chunk = readOneLineMore(fd, chunk, from, size);
      parsed = parseTranscript(chunk, from, { closedBefore });
      // A response that fills the whole read and goes on past it (its text, then a tool call
      // carrying a file bigger than a read) is read on, a line at a time, to where it ends:
      // stopped between its lines, it would be stored as two messages.
      while (parsed.openResponseAt === from && from + chunk.length < Math.min(size, from + MAX_LINE)) {
        chunk = readOneLineMore(fd, chunk, from, size);
        parsed = parseTranscript(chunk, from, { closedBefore });
      }
    } finally {
      closeSync(fd);
    }
    // A response still being written is read again next time, from its first line — unless it
    // fills a whole read that the file goes on past (it would be re-read for ever). A single line
    // longer than MAX_LINE is passed over rather than waited on for ever.
    const capped = from + chunk.length < size;
    const hold = parsed.openResponseAt !== null && !(capped && parsed.openResponseAt === from);
    const held = hold ? parsed.openResponseAt! : from + parsed.consumed;
    const next = parsed.consumed === 0 && capped ? from + chunk.length : held;
    const readTo = Math.max(next, from + parsed.consumed);
    const save = () =>
      db
        .prepare(
          `INSERT INTO transcript_offsets (path, session_id, offset, open_response_id, read_to, inode, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)
           ON CONFLICT (path) DO UPDATE SET offset = excluded.offset, open_response_id = excluded.open_response_id, read_to = excluded.read_to,
             inode = excluded.inode, updated_at = excluded.updated_at`,
        )
        .run(path, sessionId, next, hold ? parsed.openResponseId : null, readTo, inode, clock.now());
    const checked = checkedMessages(parsed.messages);
    return { path, messages: checked.messages, malformed: checked.dropped + checked.repaired, turnEnded: parsed.turnEnded, fresh: restarted || readTo > (row?.read_to ?? 0), more: capped && next > from, save };
  }

  /**
   * Claude Code sessions whose main transcript was read since `since`: the file (as the offsets
   * know it: its real path) and how far it was read. A session's subagent transcripts are left out.
   */
  mainTranscriptsReadSince(since: number): Array<{ id: string; cwd: string | null; path: string; read_to: number }> {
    const rows = this.db
      .prepare(
        `SELECT s.id, s.cwd, s.transcript_path, o.path, o.read_to FROM transcript_offsets o JOIN sessions s ON s.id = o.session_id
         WHERE o.updated_at > ? AND s.source = 'claude-code' AND s.transcript_path IS NOT NULL`,
      )
      .all(since) as Array<{ id: string; cwd: string | null; transcript_path: string; path: string; read_to: number }>;
    return rows.filter((r) => this.allowed(r.transcript_path) === r.path).map(({ transcript_path: _main, ...r }) => r);
  }
}
