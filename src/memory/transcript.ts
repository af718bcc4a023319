// Claude Code's transcript JSONL as messages: user lines that are the user's (or a tool's)
// words, prompts typed while the agent worked (queued_command attachments), and assistant API
// responses — lines that share a message.id merged into one message, with usage counted once
// (the last line of a response carries the full output count). Lines are taken in file order;
// meta, progress, snapshot, queue and title lines are skipped; a turn-finished line is noted.
import { MAX_JSON_DEPTH, nestedDeeperThan } from '../json-depth.js';
import { NOT_TYPED_TAGS } from './messages.js';

export interface TranscriptMessage {
  uuid: string;
  role: 'user' | 'assistant';
  content: Array<Record<string, unknown>>;
  id?: string;
  model?: string;
  usage?: Record<string, number | null>;
  timestamp?: string;
  is_sidechain: boolean;
}

export interface ParsedLines {
  messages: TranscriptMessage[];
  /** Bytes consumed: complete lines only; a partial last line is left for next time. */
  consumed: number;
  /** Byte offset where the last assistant response starts, when it ends the read (it may still grow). */
  openResponseAt: number | null;
  /** That response's API id, when it has one. */
  openResponseId: string | null;
  /** Claude Code marked the turn finished (a turn_duration line) after the last message read. */
  turnEnded: boolean;
  cwd?: string;
  sessionId?: string;
}

/** The levels a transcript line wraps a block's own value in: line, message, content, block. */
const LINE_WRAPPING = 4;

/** User-role text that no person typed as words to the agent (memory/messages' NOT_TYPED_TAGS). */
const NOT_TYPED = new RegExp(`^\\s*<(?:${NOT_TYPED_TAGS.join('|')})>`);

/** Fields as found in a line: any JSON, whatever Claude Code meant them to be. */
interface Line {
  type?: unknown;
  uuid?: unknown;
  isMeta?: boolean;
  isSidechain?: boolean;
  isCompactSummary?: boolean;
  isApiErrorMessage?: boolean;
  subtype?: unknown;
  timestamp?: unknown;
  cwd?: unknown;
  sessionId?: unknown;
  message?: { role?: unknown; id?: unknown; model?: unknown; content?: unknown; usage?: unknown };
  attachment?: { type?: unknown; commandMode?: unknown; origin?: { kind?: unknown }; isMeta?: unknown; prompt?: unknown };
}

/**
 * What the user typed while the agent worked. Claude Code folds such a prompt into the running
 * turn and writes it as an attachment line, with no user line: without this it would be lost —
 * and it is often a correction ("no, use pnpm"), the very thing memory is for. Prompts that no
 * person typed (another session's message, a task notification) are left out.
 */
function queuedPrompt(line: Line): unknown {
  const a = line.attachment;
  if (line.type !== 'attachment' || !a || typeof a !== 'object' || a.type !== 'queued_command' || a.isMeta === true || line.isMeta) return undefined;
  if (a.commandMode !== 'prompt') return undefined; // a task notification, a message to a helper agent
  // Versions that wrote no origin had only the user to queue prompts.
  const origin = a.origin && typeof a.origin === 'object' ? a.origin.kind : undefined;
  return origin === undefined || origin === 'human' ? a.prompt : undefined;
}

/** A field's value when it is a non-empty string: a line with an odd field keeps its message. */
const str = (v: unknown): string | undefined => (typeof v === 'string' && v !== '' ? v : undefined);

/** A usage object's numeric counts (anything else in it is dropped). */
function usageOf(v: unknown): Record<string, number | null> | undefined {
  if (!v || typeof v !== 'object' || Array.isArray(v)) return undefined;
  const counts = Object.entries(v).filter(([, n]) => n === null || (typeof n === 'number' && Number.isFinite(n)));
  return counts.length ? (Object.fromEntries(counts) as Record<string, number | null>) : undefined;
}

const isBlock = (b: unknown): b is Record<string, unknown> => !!b && typeof b === 'object' && typeof (b as { type?: unknown }).type === 'string';

function userContent(content: unknown): Array<Record<string, unknown>> | null {
  if (typeof content === 'string') {
    if (NOT_TYPED.test(content) || content.trim() === '') return null;
    return [{ type: 'text', text: content }];
  }
  if (!Array.isArray(content)) return null;
  const blocks = content.filter(isBlock);
  const kept = blocks.filter((b) => !(b.type === 'text' && (typeof b.text !== 'string' || b.text.trim() === '' || NOT_TYPED.test(b.text))));
  return kept.length ? kept : null;
}

export interface ParseOptions {
  /**
   * True for a response id an earlier read already stored and closed (a later line came after
   * it). Not for the response that read left open: that one is read again from its first line.
   */
  closedBefore?: (id: string) => boolean;
}

/**
 * Parses a chunk of transcript bytes that starts at a line boundary. `base` is the chunk's
 * offset in the file, so the returned offsets are file offsets.
 */
export function parseTranscript(chunk: Buffer | string, base = 0, opts: ParseOptions = {}): ParsedLines {
  const buf = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
  const end = buf.lastIndexOf(0x0a) + 1; // up to the last newline: the rest is a partial line
  const out: ParsedLines = { messages: [], consumed: end, openResponseAt: null, openResponseId: null, turnEnded: false };
  let pos = 0;
  let open: { msg: TranscriptMessage; at: number } | null = null;
  /** Responses already closed by a later line, by API id (see below). */
  const closed = new Set<string>();
  while (pos < end) {
    const nl = buf.indexOf(0x0a, pos);
    const raw = buf.subarray(pos, nl).toString('utf8').trim();
    const at = base + pos;
    pos = nl + 1;
    if (!raw) continue;
    let line: Line;
    try {
      line = JSON.parse(raw) as Line;
    } catch {
      continue; // a corrupt line is skipped, not fatal
    }
    if (nestedDeeperThan(line, MAX_JSON_DEPTH + LINE_WRAPPING)) continue; // so is one no message can nest
    out.cwd ??= str(line.cwd);
    out.sessionId ??= str(line.sessionId);
    const uuid = str(line.uuid);
    const timestamp = str(line.timestamp);
    // Claude Code writes an API failure ("API Error: 529 …") or an interrupted turn as an
    // assistant line of its own making: no model said it, and no turn ended with it.
    if (line.type === 'assistant' && (line.isApiErrorMessage === true || line.message?.model === '<synthetic>')) continue;
    // Claude Code's mark of a finished turn (a turn_duration system line; a turn_end line in some
    // 2.0 versions): the response before it is complete (not held to be read again), and when no
    // message follows, the read ends with the turn over.
    if ((line.type === 'system' && line.subtype === 'turn_duration') || line.type === 'turn_end') {
      if (open?.msg.id) closed.add(open.msg.id);
      open = null;
      out.turnEnded = out.messages.length > 0;
      continue;
    }
    if (line.type === 'assistant' && line.message) {
      const m = line.message;
      const id = str(m.id);
      const model = str(m.model);
      const usage = usageOf(m.usage);
      // The API gives blocks; a string (as a request may hold) is one text block.
      const given = typeof m.content === 'string' ? [{ type: 'text', text: m.content }] : Array.isArray(m.content) ? (m.content as unknown[]).filter(isBlock) : [];
      const blocks = given.filter((b) => !(b.type === 'text' && typeof b.text === 'string' && b.text.trim() === ''));
      if (open && id && open.msg.id === id) {
        open.msg.content.push(...blocks);
        if (usage) open.msg.usage = usage; // the last line of a response has the full counts
        continue;
      }
      // A response that goes on after other lines (a tool's result written between two of its
      // blocks) is a message of its own, keyed by its line: under the response's id it would be
      // taken for a repeat of the first part and dropped. The first part may be in this read or
      // in an earlier one.
      const resumed = id !== undefined && uuid !== undefined && (closed.has(id) || (opts.closedBefore?.(id) ?? false));
      const msg: TranscriptMessage = {
        uuid: id && !resumed ? `api-${id}` : (uuid ?? `line-${at}`),
        role: 'assistant',
        content: blocks,
        ...(id ? { id } : {}),
        ...(model ? { model } : {}),
        ...(usage ? { usage } : {}),
        ...(timestamp ? { timestamp } : {}),
        is_sidechain: line.isSidechain === true,
      };
      out.messages.push(msg);
      out.turnEnded = false;
      if (open?.msg.id) closed.add(open.msg.id);
      open = { msg, at };
      continue;
    }
    const typed = queuedPrompt(line);
    if ((line.type === 'user' && line.message) || typed !== undefined) {
      if (line.isMeta || line.isCompactSummary) continue; // injected context and compaction summaries are not the user's words
      const content = userContent(typed ?? line.message!.content);
      if (!content) continue;
      if (open?.msg.id) closed.add(open.msg.id);
      open = null;
      out.turnEnded = false;
      out.messages.push({ uuid: uuid ?? `line-${at}`, role: 'user', content, ...(timestamp ? { timestamp } : {}), is_sidechain: line.isSidechain === true });
    }
    // progress, system, summary, other attachments, file-history-snapshot, queue-operation, titles…: not conversation
  }
  const last = out.messages.at(-1);
  if (open && last === open.msg) {
    out.openResponseAt = open.at;
    out.openResponseId = open.msg.id ?? null;
  }
  out.messages = out.messages.filter((m) => m.content.length > 0);
  return out;
}
