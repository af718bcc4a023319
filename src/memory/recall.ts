// Lexical relevance: which indexed memories a query is really about. FTS5's bm25 ranks the
// candidates; this module decides which of them are a good enough match to show at all.
import type { QueryWord } from './search-text.js';

export const RECALL_MAX_FILES = 5;
export const RECALL_MAX_LINES = 200;
export const RECALL_MAX_BYTES = 4_096;
export const SESSION_SURFACE_BUDGET = 60 * 1024;

/**
 * Inverse document frequency with a floor on the corpus size: in a project with three memory
 * files every word would otherwise look common, and nothing would ever be relevant.
 */
export function idf(df: number, docs: number, floor = 100): number {
  const n = Math.max(docs, floor);
  return Math.log(1 + (n - df + 0.5) / (df + 0.5));
}

export interface GateInput {
  words: QueryWord[];
  /** Document frequency of each stem in the index. */
  df: Map<string, number>;
  docs: number;
}

export interface Evidence {
  /** idf-weighted share of the query's words found in the memory, 0–1. */
  coverage: number;
  /** Sum of the found words' idf, words in the name or description counting 1.5×, related words ¾ (never with the name bonus). */
  strength: number;
  matched: string[];
}

/** What a related word (npm for "install") is worth next to the query's own word. */
export const RELATED_WEIGHT = 0.75;

/** A set of stems, or the ' a b c ' string the index stores. */
export type StemHaystack = Set<string> | string;
const has = (h: StemHaystack, stem: string) => (typeof h === 'string' ? h.includes(` ${stem} `) : h.has(stem));

/** How much of the query a memory accounts for. */
export function evidence(gate: GateInput, head: StemHaystack, body: StemHaystack): Evidence {
  let total = 0;
  let found = 0;
  let strength = 0;
  const matched: string[] = [];
  for (const w of gate.words) {
    const weight = idf(gate.df.get(w.stem) ?? 0, gate.docs);
    total += weight;
    const inHead = has(head, w.stem);
    if (inHead || has(body, w.stem)) {
      found += weight;
      strength += inHead ? weight * 1.5 : weight;
      matched.push(w.word);
    } else if (w.related?.some((r) => has(head, r.stem) || has(body, r.stem))) {
      found += weight * RELATED_WEIGHT;
      strength += weight * RELATED_WEIGHT;
      matched.push(w.word);
    }
  }
  return { coverage: total > 0 ? found / total : 0, strength, matched };
}

/**
 * A memory is shown only when the query's matched words carry enough weight: about one
 * distinctive word and a fair share of a long query, or most of a short query's words even
 * when they are common in this project. A query with no good match gets nothing rather than
 * the least bad files.
 */
export function isRelevant(e: Evidence, gate: GateInput, opts: { minStrength?: number; minShare?: number; maxThreshold?: number } = {}): boolean {
  const total = gate.words.reduce((s, w) => s + idf(gate.df.get(w.stem) ?? 0, gate.docs), 0);
  const threshold = Math.min(opts.maxThreshold ?? 12, Math.max(opts.minStrength ?? 3, (opts.minShare ?? 0.2) * total));
  if (e.strength >= threshold) return true;
  return e.coverage >= 0.6 && e.matched.length >= Math.min(2, gate.words.length);
}

/** At most 200 lines and 4 KB, cut at a line boundary, with a note when cut. */
const CLIP_NOTE = '\n[… memory cut for length: read the file for the rest …]';

export function clipForRecall(text: string): { text: string; clipped: boolean } {
  let lines = text.split('\n');
  let clipped = false;
  if (lines.length > RECALL_MAX_LINES) {
    lines = lines.slice(0, RECALL_MAX_LINES);
    clipped = true;
  }
  let out = lines.join('\n');
  if (Buffer.byteLength(out) > RECALL_MAX_BYTES || (clipped && Buffer.byteLength(out) > RECALL_MAX_BYTES - Buffer.byteLength(CLIP_NOTE))) {
    clipped = true;
    const room = RECALL_MAX_BYTES - Buffer.byteLength(CLIP_NOTE);
    const head = Buffer.from(out).subarray(0, room).toString('utf8').replace(/\uFFFD$/, '');
    const nl = head.lastIndexOf('\n');
    out = nl > 0 ? head.slice(0, nl) : head;
  }
  return { text: clipped ? out + CLIP_NOTE : out, clipped };
}
