// What offline session notes are built from, kept per session between runs: every main message
// cut to what the notes read (slimForNotes: prose, tool calls, failed results), and the rules and
// corrections found in them so far. A run reads the messages since the last run — and the last
// one again, since the newest message may have grown — instead of reading and parsing the whole
// session every time; its statements are read once a message is no longer the newest.
import { setImmediate as nextTurn } from 'node:timers/promises';
import { READ_SLICE, StatementReader } from '../memory/offline-extract.js';
import { slimForNotes, spokenOf } from '../memory/offline-notes.js';
import type { Statement } from '../memory/statement-forms.js';
import type { MessageRow, SessionStore } from '../store/sessions.js';

type Slim = Pick<MessageRow, 'seq' | 'role' | 'content'>;

interface Digest {
  messages: Slim[];
  /** Has read every message but the newest (which may still grow). */
  statements: StatementReader;
  /** How many of the messages it has read. */
  read: number;
}

const newDigest = (): Digest => ({ messages: [], statements: new StatementReader({ withTheWorksBounds: true }), read: 0 });

export class SessionDigests {
  private readonly bySession = new Map<string, Digest>();

  constructor(
    private readonly sessions: SessionStore,
    /** Sessions kept: the few whose notes are being written now (20,000 messages hold ~5 MB of heap, measured). */
    private readonly maxSessions = 16,
    /** Messages read between two turns of the event loop. */
    private readonly slice = READ_SLICE,
  ) {}

  /**
   * The session's main messages up to `upto` (seq), slim, in order; and the statements in them
   * (what buildOfflineNotes would find in them itself). Read `slice` messages at a time, the event
   * loop served between: a session read from its start (after a restart, or one the cache let go)
   * can be tens of thousands of messages (12,000 held the loop ~0.6 s in one block; a slice at a time, 21–27 ms at most).
   */
  async upTo(sessionId: string, upto: number): Promise<{ messages: Slim[]; statements: Statement[] }> {
    let digest = this.bySession.get(sessionId) ?? newDigest();
    // Learnt from more messages than this run sees: start over rather than show it too much.
    if ((digest.messages.at(-1)?.seq ?? 0) > upto) digest = newDigest();
    const kept = digest.messages;
    const last = kept.at(-1);
    let afterSeq = last ? last.seq - 1 : 0; // the last one read again: it may have grown
    for (let page = 0; ; page++) {
      if (page > 0) await nextTurn();
      const fresh = this.sessions.mainMessages(sessionId, { afterSeq, uptoSeq: upto, limit: this.slice });
      if (page === 0 && last && fresh[0]?.seq === last.seq) kept.pop();
      for (const m of fresh) kept.push(slimForNotes(m));
      const settled = Math.max(0, kept.length - 1);
      if (digest.read < settled) {
        digest.statements.read(kept.slice(digest.read, settled).map(spokenOf));
        digest.read = settled;
      }
      if (fresh.length < this.slice) break;
      afterSeq = fresh.at(-1)!.seq;
    }
    this.bySession.delete(sessionId); // re-inserted last: the map stays in order of use
    this.bySession.set(sessionId, digest);
    if (this.bySession.size > this.maxSessions) this.bySession.delete(this.bySession.keys().next().value!);
    const settled = Math.max(0, kept.length - 1);
    return { messages: kept, statements: [...digest.statements.found, ...digest.statements.peek(kept.slice(settled).map(spokenOf))] };
  }
}
