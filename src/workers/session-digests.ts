// What offline session notes are built from, kept per session between runs: every main message
// cut to what the notes read (slimForNotes: prose, tool calls, failed results). A run reads the
// messages since the last run — and the last one again, since the newest message may have grown
// — instead of reading and parsing the whole session every time.
import { slimForNotes } from '../memory/offline-notes.js';
import type { MessageRow, SessionStore } from '../store/sessions.js';

type Slim = Pick<MessageRow, 'seq' | 'role' | 'content'>;

export class SessionDigests {
  private readonly bySession = new Map<string, Slim[]>();

  constructor(
    private readonly sessions: SessionStore,
    /** Sessions kept: the few whose notes are being written now (20,000 messages hold ~5 MB of heap, measured). */
    private readonly maxSessions = 16,
  ) {}

  /** The session's main messages up to `upto` (seq), slim, in order. */
  upTo(sessionId: string, upto: number): Slim[] {
    let kept = this.bySession.get(sessionId) ?? [];
    // Learnt from more messages than this run sees: start over rather than show it too much.
    if ((kept.at(-1)?.seq ?? 0) > upto) kept = [];
    const last = kept.at(-1);
    const fresh = this.sessions.mainMessages(sessionId, { afterSeq: last ? last.seq - 1 : 0, uptoSeq: upto });
    if (last && fresh[0]?.seq === last.seq) kept.pop(); // read again: it may have grown
    for (const m of fresh) kept.push(slimForNotes(m));
    this.bySession.delete(sessionId); // re-inserted last: the map stays in order of use
    this.bySession.set(sessionId, kept);
    if (this.bySession.size > this.maxSessions) this.bySession.delete(this.bySession.keys().next().value!);
    return kept;
  }
}
