// `memoryd import <file.jsonl|dir>`: existing Claude Code transcripts become sessions (and, through
// extraction, memory). Idempotent: messages carry their transcript ids, so a second import adds nothing.
import { readFileSync, statSync } from 'node:fs';
import { basename } from 'node:path';
import { walkFiles } from '../memory/walk.js';
import type { EventInput, MemorydClient, Status } from '../client/index.js';
import type { Config } from '../config.js';
import { PriceTable } from '../llm/prices.js';
import { normalizeContent, truncateUtf8 } from '../memory/messages.js';
import { MAX_TRANSCRIPT_TOKENS, renderMessage } from '../llm/prompt-layout.js';
import { parseTranscript, type TranscriptMessage } from '../memory/transcript.js';
import { checkedMessages } from '../services/transcript-messages.js';

const TOOL_OUTPUT_BYTES = 64 * 1024;

/**
 * A message cut to what memoryd keeps anyway: 64 KiB of a tool's output, and no image or
 * document data (stored as placeholders). One pasted screenshot or huge result could otherwise
 * make its request too large to send.
 */
function withToolOutputCut(m: TranscriptMessage): TranscriptMessage {
  const slim = (b: Record<string, unknown>): Record<string, unknown> => {
    if (b.type === 'image' || b.type === 'document') return { type: b.type };
    if (typeof b.text === 'string') return { ...b, text: truncateUtf8(b.text, TOOL_OUTPUT_BYTES) };
    return b;
  };
  const cut = (v: unknown): unknown =>
    typeof v === 'string'
      ? truncateUtf8(v, TOOL_OUTPUT_BYTES)
      : Array.isArray(v)
        ? v.map((b) => (b && typeof b === 'object' ? slim(b as Record<string, unknown>) : b))
        : v;
  return {
    ...m,
    content: m.content.map((b) => (b.type === 'tool_result' ? { ...b, content: cut(b.content) } : b.type === 'image' || b.type === 'document' ? slim(b) : b)),
  };
}

export function transcriptFiles(path: string): string[] {
  if (statSync(path).isFile()) return [path];
  return walkFiles(path, { keep: (rel) => rel.endsWith('.jsonl') })
    .map((f) => f.abs)
    .sort();
}

export interface ImportResult {
  file: string;
  session?: string;
  accepted: number;
  duplicates: number;
  /**
   * For a main session that brought new messages (so its extraction is queued): about how many
   * tokens of it that extraction's prompt shows — the messages as the model reads them, the
   * newest 120k at most.
   */
  extractTokens?: number;
  /** Messages left out or cut for holding what no message can (a field of the wrong kind). */
  malformed?: number;
  skipped?: string;
}

/** `dryRun`: read and count, send nothing (every message counted as new: only the daemon knows which it has). */
export async function importTranscript(client: MemorydClient, file: string, fallbackProject?: string, opts: { dryRun?: boolean } = {}): Promise<ImportResult> {
  const parsed = parseTranscript(readFileSync(file));
  const subagent = file.includes('/subagents/');
  const session = (parsed.sessionId ?? basename(file, '.jsonl')).replace(/[^A-Za-z0-9._:-]/g, '-');
  const project = parsed.cwd ?? fallbackProject;
  if (!project) return { file, accepted: 0, duplicates: 0, skipped: 'no cwd in the transcript (pass --project)' };
  const checked = checkedMessages(parsed.messages.map(withToolOutputCut));
  const malformed = checked.dropped + checked.repaired;
  if (checked.messages.length === 0) return { file, session, accepted: 0, duplicates: 0, skipped: 'no messages' };
  if (opts.dryRun) {
    const extractTokens = subagent ? undefined : promptTokens(checked.messages);
    return { file, session, accepted: checked.messages.length, duplicates: 0, ...(malformed ? { malformed } : {}), ...(extractTokens ? { extractTokens } : {}) };
  }
  let accepted = 0;
  let duplicates = 0;
  // In batches of at most 500 messages and about 2 MB (the request limits are 2,000 and 4 MiB);
  // the last one ends the turn. memoryd keeps 64 KiB of a tool's output: cut it here already,
  // so that one huge result cannot make its request too large to send.
  const batches: Array<typeof checked.messages> = [[]];
  let size = 0;
  for (const m of checked.messages) {
    const n = Buffer.byteLength(JSON.stringify(m));
    if ((size + n > 2_000_000 || batches.at(-1)!.length >= 500) && batches.at(-1)!.length) {
      batches.push([]);
      size = 0;
    }
    batches.at(-1)!.push(m);
    size += n;
  }
  for (const [i, messages] of batches.entries()) {
    const last = i === batches.length - 1;
    const r = await client.postEvents({ type: last && !subagent ? 'turn_end' : 'message', session, project, history: true, ...(subagent ? { subagent: true } : {}), messages } as EventInput);
    accepted += r.accepted;
    duplicates += r.duplicates;
  }
  const extractTokens = !subagent && accepted > 0 ? promptTokens(checked.messages) : undefined;
  return { file, session, accepted, duplicates, ...(malformed ? { malformed } : {}), ...(extractTokens ? { extractTokens } : {}) };
}

/** The tokens of a transcript as an extraction prompt shows it (rendered as the daemon renders it, capped as it caps it). */
function promptTokens(messages: Array<{ role: 'user' | 'assistant'; content: Parameters<typeof normalizeContent>[0] }>): number {
  let chars = 0;
  messages.forEach((m, i) => {
    const content = JSON.stringify(normalizeContent(m.content, { toolResultBytes: TOOL_OUTPUT_BYTES }));
    chars += renderMessage({ seq: i + 1, role: m.role, content, is_sidechain: 0 }).length;
  });
  return Math.min(MAX_TRANSCRIPT_TOKENS, Math.ceil(chars / 4));
}

/**
 * What the import set going, said as it starts: each new session is extracted once, and
 * with a key that is a model run over up to 120k tokens of transcript per session — a machine's
 * whole history can cost real money. The floor is reading every prompt once at the cache-write
 * price; each run's own turns (cache reads, its answers) come on top.
 */
export function extractionCostNote(results: ImportResult[], status: Pick<Status, 'provider' | 'models'>, cfg: Pick<Config, 'prices' | 'llm'>, opts: { dryRun?: boolean } = {}): string | null {
  const queued = results.filter((r) => r.extractTokens);
  if (queued.length === 0) return null;
  const sessions = `${queued.length} session${queued.length === 1 ? '' : 's'} ${opts.dryRun ? 'would be' : ''}`.trimEnd();
  if (status.provider === 'offline') return `${sessions} queued for extraction by the offline rules (no model calls).`;
  const tokens = queued.reduce((n, r) => n + r.extractTokens!, 0);
  const model = status.models.extract ?? 'the extraction model';
  const usd = new PriceTable(cfg.prices, cfg.llm.cacheTtl).cost(model, { input_tokens: 0, output_tokens: 0, cache_read_input_tokens: 0, cache_creation_input_tokens: tokens });
  return (
    `${sessions} queued for extraction with ${model}: about ${tokens.toLocaleString('en-US')} tokens of transcript to read, ` +
    `$${usd.toFixed(2)} or more. \`memoryd status\` shows the spend; budget.dailyUsd in config.json caps a day's spend (runs past it wait for the next day).`
  );
}

