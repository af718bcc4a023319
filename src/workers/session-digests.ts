// What offline session notes are built from, kept per session between runs: the notes' fold of
// every main message but the newest (NotesFold), the rules and corrections found in them so far,
// and the newest message itself, which may still grow. A run reads the messages since the last
// run — and the newest one again — instead of reading and folding the whole session every time.
import { setImmediate as nextTurn } from 'node:timers/promises';
import { StatementReader } from '../memory/offline-extract.js';
import { stepsInTurns } from './in-turns.js';
import { NotesFold } from '../memory/offline-notes.js';
import type { Statement } from '../memory/statement-forms.js';
import type { MessageRow, SessionStore } from '../store/sessions.js';

type Row = Pick<MessageRow, 'seq' | 'role' | 'content'>;

interface Digest {
  /** Has folded every message before `newest`. */
  fold: NotesFold;
  /** Has read every message before `newest`. */
  statements: StatementReader;
  newest: Row | null;
}

/** Messages read from the database at a time. */
const PAGE = 200;

const newDigest = (): Digest => ({ fold: new NotesFold(), statements: new StatementReader({ withTheWorksBounds: true }), newest: null });

export interface SessionDigest {
  /** Every main message up to the run's seq, folded. */
  fold: NotesFold;
  /** The rules and corrections in them (what buildOfflineNotes would find itself). */
  statements: Statement[];
  /** The last message folded (0: none). */
  lastSeq: number;
}

export class SessionDigests {
  private readonly bySession = new Map<string, Digest>();

  constructor(
    private readonly sessions: SessionStore,
    /** Sessions kept: the few whose notes are being written now. */
    private readonly maxSessions = 16,
    /** Messages read from the database at a time. */
    private readonly slice = PAGE,
  ) {}

  /**
   * The session's main messages up to `upto` (seq), folded for its notes. Read `slice` messages
   * from the database at a time and folded a few milliseconds at a time, the event loop served
   * between: a session read from its start (after a restart, or one the cache let go) can be tens
   * of thousands of messages (12,000 held the loop ~0.6 s in one block).
   */
  async upTo(sessionId: string, upto: number): Promise<SessionDigest> {
    let digest = this.bySession.get(sessionId) ?? newDigest();
    // Learnt from more messages than this run sees: start over rather than show it too much.
    if ((digest.newest?.seq ?? 0) > upto) digest = newDigest();
    let afterSeq = digest.newest ? digest.newest.seq - 1 : 0; // the newest read again: it may have grown
    for (let page = 0; ; page++) {
      if (page > 0) await nextTurn();
      const fresh = this.sessions.mainMessages(sessionId, { afterSeq, uptoSeq: upto, limit: this.slice });
      if (page === 0 && fresh[0]?.seq === digest.newest?.seq) digest.newest = null; // its new version is in `fresh`
      const settled: Row[] = [];
      for (const m of fresh) {
        if (digest.newest) settled.push(digest.newest);
        digest.newest = { seq: m.seq, role: m.role, content: m.content };
      }
      // (folded as the reader comes to each message, and read a sentence at a time)
      await stepsInTurns(digest.statements.steps(folded(digest.fold, settled)));
      if (fresh.length < this.slice) break;
      afterSeq = fresh.at(-1)!.seq;
    }
    this.bySession.delete(sessionId); // re-inserted last: the map stays in order of use
    this.bySession.set(sessionId, digest);
    if (this.bySession.size > this.maxSessions) this.bySession.delete(this.bySession.keys().next().value!);
    const { newest } = digest;
    const fold = digest.fold.copy();
    const growing = newest ? digest.statements.peek([{ role: newest.role, text: fold.add(newest) }]) : [];
    return { fold, statements: [...digest.statements.found, ...growing], lastSeq: newest?.seq ?? 0 };
  }
}

/** The rows' words for the reader, each folded into the notes as the reader comes to it. */
function* folded(fold: NotesFold, rows: Row[]): Generator<{ role: Row['role']; text: string }> {
  for (const m of rows) yield { role: m.role, text: fold.add(m) };
}
