// How every model prompt is laid out, so that the prompt cache is shared:
//
//   tools (the same list for every job kind)
//   system: the shared preamble                                  ← breakpoint 1
//   user:   transcript chunk 1 … chunk k (complete, never change) ← breakpoint 2
//           transcript chunk k+1 (the growing tail)               ← breakpoint 3
//           the job's own instruction
//   … agent turns …                                              ← breakpoint 4 (rolling, added by the loop)
//
// A transcript only grows at its end, messages are rendered the same way every time and
// grouped into fixed chunks, so the next run in the same session — of any job kind — finds
// everything up to its last complete chunk in the cache.
import type { MessageRow } from '../store/sessions.js';
import { SHARED_PREAMBLE } from './prompts/preamble.js';
import type { ApiMessage, Block, CacheControl } from './types.js';

/** Messages per transcript block. */
export const CHUNK = 12;
/** Past this, the oldest chunks leave the prompt (in steps, so the prefix changes rarely). */
export const MAX_TRANSCRIPT_TOKENS = 120_000;
const TOOL_TEXT_MAX = 1_500;

type StoredBlock =
  | { type: 'text'; text: string }
  | { type: 'thinking'; thinking: string }
  | { type: 'tool_use'; id: string; name: string; input: unknown }
  | { type: 'tool_result'; tool_use_id: string; content: string | Array<{ type: string; text?: string }>; is_error?: boolean }
  | { type: 'placeholder'; of: string };

const cut = (s: string, n = TOOL_TEXT_MAX) => (s.length <= n ? s : `${s.slice(0, n)} […${s.length - n} more characters]`);

/** One message as the model sees it in a transcript: stable for the same stored message. */
export function renderMessage(m: Pick<MessageRow, 'seq' | 'role' | 'content' | 'is_sidechain'>): string {
  const blocks = JSON.parse(m.content) as StoredBlock[];
  const parts: string[] = [];
  for (const b of blocks) {
    switch (b.type) {
      case 'text':
        parts.push(b.text);
        break;
      case 'tool_use':
        parts.push(`[tool call ${b.name} ${cut(JSON.stringify(b.input), 600)}]`);
        break;
      case 'tool_result': {
        const text = typeof b.content === 'string' ? b.content : b.content.map((c) => c.text ?? `[${c.type}]`).join('\n');
        parts.push(`[tool result${b.is_error ? ' (error)' : ''}: ${cut(text)}]`);
        break;
      }
      case 'placeholder':
        parts.push(`[${b.of}]`);
        break;
      // thinking stays out: it is the model's scratch, not the conversation
    }
  }
  return `### ${m.role}${m.is_sidechain ? ' (subagent)' : ''} #${m.seq}\n${parts.join('\n')}`;
}

export interface TranscriptLayout {
  blocks: Block[];
  /** seq of the first message shown (earlier ones were left out for length). */
  firstSeq: number;
  lastSeq: number;
  /**
   * How many of the messages passed in no later layout of this session will show: whole groups
   * of eight chunks (the steps the start moves in), so a caller can pass the messages from there
   * on next time and get the same prompt. The start only moves forward: the session only grows.
   */
  settled: number;
}

/** Chunks dropped from the front at a time: the prefix, and so the cache, changes rarely. */
const DROP_STEP = 8;

const estimate = (s: string) => Math.ceil(s.length / 4);

/** The session transcript as chunked text blocks, with breakpoints after the last complete chunk and at the end. */
export function transcriptBlocks(messages: Array<Pick<MessageRow, 'seq' | 'role' | 'content' | 'is_sidechain'>>, cc: CacheControl): TranscriptLayout {
  const chunks: string[] = [];
  for (let i = 0; i < messages.length; i += CHUNK) chunks.push(messages.slice(i, i + CHUNK).map(renderMessage).join('\n\n'));
  // Drop the oldest chunks, eight at a time, until the rest fits.
  const sizes = chunks.map(estimate);
  let rest = sizes.reduce((n, c) => n + c, 0);
  let start = 0;
  while (start < chunks.length - 1 && rest > MAX_TRANSCRIPT_TOKENS) {
    for (const n of sizes.slice(start, start + DROP_STEP)) rest -= n;
    start += DROP_STEP;
  }
  const settled = Math.min(start, Math.floor(Math.max(0, chunks.length - 1) / DROP_STEP) * DROP_STEP) * CHUNK;
  start = Math.min(start, Math.max(0, chunks.length - 1));
  const kept = chunks.slice(start);
  const complete = messages.length % CHUNK === 0 ? kept.length : kept.length - 1;
  const blocks: Block[] = kept.map((text, i) => ({
    type: 'text' as const,
    text: i === 0 ? `<transcript>\n${text}` : text,
    ...(i === complete - 1 || i === kept.length - 1 ? { cache_control: cc } : {}),
  }));
  // The closing tag goes with the instruction: a block's text must not change once it is complete.
  return { blocks, firstSeq: messages[start * CHUNK]?.seq ?? 0, lastSeq: messages[messages.length - 1]?.seq ?? 0, settled };
}

export interface JobPrompt {
  system: Block[];
  messages: ApiMessage[];
}

/** The full prompt of a job: shared preamble, the session transcript, then the job's instruction. */
export function buildJobPrompt(opts: { transcript: TranscriptLayout; instruction: string; cacheTtl?: '5m' | '1h' }): JobPrompt {
  const cc: CacheControl = { type: 'ephemeral', ...(opts.cacheTtl === '1h' ? { ttl: '1h' as const } : {}) };
  return {
    system: [{ type: 'text', text: SHARED_PREAMBLE, cache_control: cc }],
    messages: [
      {
        role: 'user',
        content: [...opts.transcript.blocks, { type: 'text', text: `${opts.transcript.blocks.length ? '</transcript>\n\n' : ''}${opts.instruction}` }],
      },
    ],
  };
}

export function cacheControl(ttl: '5m' | '1h' = '5m'): CacheControl {
  return { type: 'ephemeral', ...(ttl === '1h' ? { ttl: '1h' as const } : {}) };
}
