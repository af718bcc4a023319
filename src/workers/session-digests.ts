// What offline session notes are built from, kept per session between runs: every main message
// cut to what the notes read (slimForNotes: prose, tool calls, failed results), and the rules and
// corrections found in them so far. A run reads the messages since the last run — and the last
// one again, since the newest message may have grown — instead of reading and parsing the whole
// session every time; its statements are read once a message is no longer the newest.
import { StatementReader } from '../memory/offline-extract.js';
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
  ) {}

  /**
   * The session's main messages up to `upto` (seq), slim, in order; and the statements in them
   * (what buildOfflineNotes would find in them itself).
   */
  upTo(sessionId: string, upto: number): { messages: Slim[]; statements: Statement[] } {
    let digest = this.bySession.get(sessionId) ?? newDigest();
    // Learnt from more messages than this run sees: start over rather than show it too much.
    if ((digest.messages.at(-1)?.seq ?? 0) > upto) digest = newDigest();
    const kept = digest.messages;
    const last = kept.at(-1);
    const fresh = this.sessions.mainMessages(sessionId, { afterSeq: last ? last.seq - 1 : 0, uptoSeq: upto });
    if (last && fresh[0]?.seq === last.seq) kept.pop(); // read again: it may have grown
    for (const m of fresh) kept.push(slimForNotes(m));
    const settled = Math.max(0, kept.length - 1);
    if (digest.read < settled) {
      digest.statements.read(kept.slice(digest.read, settled).map(spokenOf));
      digest.read = settled;
    }
    this.bySession.delete(sessionId); // re-inserted last: the map stays in order of use
    this.bySession.set(sessionId, digest);
    if (this.bySession.size > this.maxSessions) this.bySession.delete(this.bySession.keys().next().value!);
    return { messages: kept, statements: [...digest.statements.found, ...digest.statements.peek(kept.slice(settled).map(spokenOf))] };
  }
}
