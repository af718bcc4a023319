// The part of a session's transcript a job's prompt shows: its newest ~120k tokens, laid out
// in chunks aligned from the session's start (prompt-layout.ts). Where that part starts only
// moves forward as the session grows, so it is remembered per session, and the next job reads
// the messages from there on instead of the whole session — the same prompt, without reading
// and rendering thousands of old messages on every turn of a long session.
import type { CacheControl } from '../llm/types.js';
import { transcriptBlocks, type TranscriptLayout } from '../llm/prompt-layout.js';
import type { SessionStore } from '../store/sessions.js';

export class TranscriptWindows {
  /** Per session: the first message a layout may still show, and how far that layout read. */
  private readonly starts = new Map<string, { seq: number; upto: number }>();

  constructor(
    private readonly sessions: SessionStore,
    private readonly maxSessions = 2_000,
  ) {}

  /** The transcript layout of a session's main messages up to `upto` (seq). */
  layout(sessionId: string, upto: number, cc: CacheControl): TranscriptLayout {
    const known = this.starts.get(sessionId);
    // A start learnt from more messages than this job sees could be past this job's own.
    const from = known && known.upto <= upto ? known.seq : 0;
    const messages = this.sessions.mainMessages(sessionId, { afterSeq: Math.max(0, from - 1), uptoSeq: upto });
    const layout = transcriptBlocks(messages, cc);
    const next = layout.settled > 0 ? messages[layout.settled]?.seq : undefined;
    this.starts.delete(sessionId); // re-inserted last: the map stays in order of use
    this.starts.set(sessionId, { seq: next ?? from, upto });
    if (this.starts.size > this.maxSessions) this.starts.delete(this.starts.keys().next().value!);
    return layout;
  }
}
