// Messages parsed from a transcript file, held to the same schema as messages posted to the API.
// A transcript is another program's file: a line with a field of the wrong kind must cost that
// field (or that block, or that message), never the lines after it — a read that fails as a
// whole is read again and fails again, and the session stops being stored.
import { MAX_BLOCKS, Message } from '../api/schemas.js';
import type { TranscriptMessage } from '../memory/transcript.js';

/** Fields a message can lose and still be itself. */
const OPTIONAL = new Set(['id', 'model', 'usage', 'timestamp', 'is_sidechain']);

export interface CheckedMessages {
  messages: Message[];
  /** Messages left out whole (nothing sound left in them). */
  dropped: number;
  /** Messages kept with a content block or field left out. */
  repaired: number;
}

export function checkedMessages(parsed: TranscriptMessage[]): CheckedMessages {
  const out: CheckedMessages = { messages: [], dropped: 0, repaired: 0 };
  for (const m of parsed) {
    // More blocks than a message may hold (no response has so many): the first ones.
    const candidate: Record<string, unknown> = { ...m, content: m.content.slice(0, MAX_BLOCKS) };
    let mended = m.content.length > MAX_BLOCKS;
    let kept: Message | null = null;
    // Each pass removes what the schema named; a block or field is never named twice.
    for (let pass = 0; pass < 4 && !kept; pass++) {
      const r = Message.safeParse(candidate);
      if (r.success) kept = r.data;
      else if (dropBadParts(candidate, r.error.issues)) mended = true;
      else break;
    }
    const content = kept?.content;
    if (kept && (typeof content === 'string' ? content.trim() !== '' : content!.length > 0)) {
      out.messages.push(kept);
      if (mended) out.repaired++;
    } else out.dropped++;
  }
  return out;
}

/** Removes the blocks and optional fields the issues point at; false when nothing could be removed. */
function dropBadParts(m: Record<string, unknown>, issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey> }>): boolean {
  const blocks = new Set<number>();
  let changed = false;
  for (const { path } of issues) {
    const [field, index] = path;
    if (field === 'content' && typeof index === 'number') blocks.add(index);
    else if (typeof field === 'string' && OPTIONAL.has(field) && field in m) {
      delete m[field];
      changed = true;
    }
  }
  if (blocks.size && Array.isArray(m.content)) {
    m.content = (m.content as unknown[]).filter((_, i) => !blocks.has(i));
    changed = true;
  }
  return changed;
}
