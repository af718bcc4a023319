// Anthropic Messages content, as memoryd stores it: private spans removed, binary data
// replaced by placeholders, oversized tool output cut. Pure functions, no I/O.
import { createHash } from 'node:crypto';

export type ContentBlock =
  | { type: 'text'; text: string }
  | { type: 'thinking'; thinking: string }
  | { type: 'tool_use'; id: string; name: string; input: unknown }
  | { type: 'tool_result'; tool_use_id: string; content: string | ContentBlock[]; is_error?: boolean }
  | { type: 'placeholder'; of: string };

export interface IncomingMessage {
  role: 'user' | 'assistant';
  content: string | Array<Record<string, unknown>>;
}

const PRIVATE_SPAN = /<private>[\s\S]*?(<\/private>|$)/gi;

/** Removes <private>…</private> spans; an unclosed tag hides everything after it. */
export function stripPrivate(text: string): string {
  return text.includes('<') ? text.replace(PRIVATE_SPAN, '') : text;
}

function stripPrivateDeep(value: unknown): unknown {
  if (typeof value === 'string') return stripPrivate(value);
  if (Array.isArray(value)) return value.map(stripPrivateDeep);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, stripPrivateDeep(v)]));
  }
  return value;
}

export function truncateUtf8(text: string, maxBytes: number, marker = '\n[… cut by memoryd: tool output too long …]'): string {
  if (Buffer.byteLength(text) <= maxBytes) return text;
  let cut = Buffer.from(text).subarray(0, Math.max(0, maxBytes - Buffer.byteLength(marker))).toString('utf8');
  if (cut.endsWith('\uFFFD')) cut = cut.slice(0, -1); // a code point split by the byte cut
  return cut + marker;
}

export interface NormalizeOptions {
  toolResultBytes: number;
}

function normalizeBlock(raw: Record<string, unknown>, opts: NormalizeOptions, nested: boolean): ContentBlock | null {
  switch (raw.type) {
    case 'text': {
      const text = stripPrivate(String(raw.text ?? ''));
      return text.trim() === '' && !nested ? null : { type: 'text', text };
    }
    case 'thinking':
      return { type: 'thinking', thinking: stripPrivate(String(raw.thinking ?? '')) };
    case 'redacted_thinking':
      return { type: 'placeholder', of: 'redacted_thinking' };
    case 'tool_use':
      return { type: 'tool_use', id: String(raw.id), name: String(raw.name), input: stripPrivateDeep(raw.input ?? {}) };
    case 'tool_result': {
      const content = raw.content;
      const body: string | ContentBlock[] =
        typeof content === 'string'
          ? truncateUtf8(stripPrivate(content), opts.toolResultBytes)
          : Array.isArray(content)
            ? cutToolResultBlocks(
                content.map((b) => normalizeBlock(b as Record<string, unknown>, opts, true)).filter((b) => b !== null),
                opts.toolResultBytes,
              )
            : '';
      return {
        type: 'tool_result',
        tool_use_id: String(raw.tool_use_id),
        content: body,
        ...(raw.is_error === true ? { is_error: true } : {}),
      };
    }
    default:
      // image, document and any block type this version does not know: keep that it was there, not its bytes.
      return { type: 'placeholder', of: String(raw.type) };
  }
}

function cutToolResultBlocks(blocks: ContentBlock[], maxBytes: number): ContentBlock[] {
  let budget = maxBytes;
  const out: ContentBlock[] = [];
  for (const b of blocks) {
    if (b.type !== 'text') {
      out.push(b);
      continue;
    }
    if (budget <= 0) break;
    const text = truncateUtf8(b.text, budget);
    budget -= Buffer.byteLength(text);
    out.push({ type: 'text', text });
  }
  return out;
}

export function normalizeContent(content: IncomingMessage['content'], opts: NormalizeOptions): ContentBlock[] {
  if (typeof content === 'string') {
    const text = stripPrivate(content);
    return text.trim() === '' ? [] : [{ type: 'text', text }];
  }
  return content.map((b) => normalizeBlock(b, opts, false)).filter((b): b is ContentBlock => b !== null);
}

/** The words people and the model wrote: text blocks only (no thinking, tool traffic or placeholders). */
export function proseOf(blocks: ContentBlock[]): string {
  return blocks
    .filter((b): b is Extract<ContentBlock, { type: 'text' }> => b.type === 'text')
    .map((b) => b.text.replace(INJECTED, ' '))
    .join('\n')
    .trim();
}

/**
 * Tags a client wraps around user-role text that no person typed to the agent: a local command,
 * its wrapper and output, a shell command run from the prompt ("! npm test") and what it printed,
 * a line sent straight to the project's instructions file ("# always use pnpm": saved there
 * already), a background task's notice. A message of nothing else is no user turn
 * (memory/transcript); inside one, they are no part of its prose.
 */
export const NOT_TYPED_TAGS = [
  'command-name', 'command-message', 'command-args', 'local-command-stdout', 'local-command-stderr', 'local-command-caveat',
  'task-notification', 'bash-input', 'bash-stdout', 'bash-stderr', 'user-memory-input',
];

/**
 * Text a client puts into the user's turn that the user did not write: the tags above, reminders
 * with project instructions, the file open in the editor. Not the user's words to the agent, so
 * never taken for their rules (a reminder quoting "Always use pnpm" from a project file).
 */
const INJECTED = new RegExp(
  `<(${['system-reminder', 'ide_opened_file', 'ide_selection', 'ide_diagnostics', 'user-prompt-submit-hook', ...NOT_TYPED_TAGS].join('|')})\\b[^>]{0,500}>[\\s\\S]*?(?:<\\/\\1>|$)`,
  'g',
);

export function toolUseCount(blocks: ContentBlock[]): number {
  return blocks.reduce((n, b) => n + (b.type === 'tool_use' ? 1 : 0), 0);
}

/** About four characters a token: an estimate, and reported as one. */
export function estimateTokens(blocks: ContentBlock[]): number {
  let chars = 0;
  for (const b of blocks) {
    if (b.type === 'text') chars += b.text.length;
    else if (b.type === 'thinking') chars += b.thinking.length;
    else if (b.type === 'tool_use') chars += b.name.length + JSON.stringify(b.input).length;
    else if (b.type === 'tool_result')
      chars += typeof b.content === 'string' ? b.content.length : JSON.stringify(b.content).length;
    else chars += 8;
  }
  return Math.ceil(chars / 4);
}

/**
 * A stable id for a message the client sent without a uuid, so that a retried POST is
 * recognised: the same session, the same idempotency scope (event id or timestamp), the same
 * position and content, after the same message (`after`: the id of the one before it in the
 * event) give the same id. The chain keeps a message that ends two different turns ("Done.")
 * from being taken for a retry when the events carry no id, and a client that sends the whole
 * conversation each time still stores each message once.
 */
export function derivedMessageId(sessionId: string, scope: string, index: number, role: string, content: unknown, after = ''): string {
  const h = createHash('sha256');
  h.update(sessionId).update('\0').update(scope).update('\0').update(String(index)).update('\0').update(role).update('\0');
  h.update(after).update('\0');
  h.update(JSON.stringify(content));
  return 'd-' + h.digest('hex').slice(0, 32);
}
