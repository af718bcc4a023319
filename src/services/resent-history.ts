// A conversation sent again. A client that posts the whole conversation each time, stamping each
// event with its own id or time, gives the same messages other derived ids (the stamp is part of
// them, so that a turn that repeats an earlier one word for word is a new turn). These rules find,
// by content and in order, the messages of an event (without uuids) that the session holds already.
import type { MessageRow } from '../store/sessions.js';

export type HeldMessage = Pick<MessageRow, 'role' | 'content'>;

/** The session's main-conversation messages as stored. */
export interface HeldConversation {
  count: number;
  /** Whether an earlier event sent the conversation again: the client posts the whole of it each turn. */
  resentBefore: boolean;
  /** All of them, oldest first, read as they are needed. */
  all(): Iterable<HeldMessage>;
  /** The newest n, oldest first. */
  newest(n: number): HeldMessage[];
}

/** An event's message as it would be stored: its role, and its content normalized and serialized (computed when asked). */
export interface SentMessage {
  role: string;
  stored(): string;
}

/** A compaction's summary (and an acknowledgement of it) may come ahead of the conversation's tail. */
const MAX_SUMMARY_MESSAGES = 2;

/**
 * How many of the event's first messages were sent before: the session's whole conversation, in
 * order (the history posted again), or — from a client that has sent the history again before,
 * once it compacts — the newest messages the session holds with at most two messages it never
 * held ahead of them (a summary, counted as sent before: the session holds what it summarizes)
 * and at least one new message after them. Without a summary the tail must be three messages or
 * more. A client that posts each turn's own messages never has its turns matched against the
 * tail: turns that repeat the last ones stored ("yes" / "done") are new turns.
 */
export function resentCount(sent: SentMessage[], held: HeldConversation): number {
  if (held.count < 2) return 0;
  if (sent.length >= held.count && isWholeHistory(sent, held)) return held.count;
  return held.resentBefore ? resentTail(sent, held) : 0;
}

function same(m: SentMessage, h: HeldMessage): boolean {
  return m.role === h.role && m.stored() === h.content;
}

/** Every held message is there, from the first, in order (read until the first that differs). */
function isWholeHistory(sent: SentMessage[], held: HeldConversation): boolean {
  let i = 0;
  for (const h of held.all()) {
    if (i === held.count || !same(sent[i]!, h)) break;
    i++;
  }
  return i === held.count;
}

/** The newest held messages, after at most two others and before a new one: how many messages that covers, or 0. */
function resentTail(sent: SentMessage[], held: HeldConversation): number {
  if (sent.length < 3) return 0;
  const tail = held.newest(Math.min(held.count, sent.length - 1));
  const last = tail[tail.length - 1]!;
  // the tail ends at sent[end]; the latest such end first
  for (let end = sent.length - 2; end >= 1; end--) {
    if (!same(sent[end]!, last)) continue;
    for (let lead = 0; lead <= MAX_SUMMARY_MESSAGES; lead++) {
      const length = end + 1 - lead;
      if (length < (lead === 0 ? 3 : 2) || length > tail.length) continue;
      let k = 0;
      while (k < length && same(sent[lead + k]!, tail[tail.length - length + k]!)) k++;
      if (k === length) return end + 1;
    }
  }
  return 0;
}
