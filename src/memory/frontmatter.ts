// Memory files: YAML frontmatter (name, description, type, and any other keys, kept as they
// are) followed by a Markdown body. A file without frontmatter is still a memory.
import { isMap, parseDocument } from 'yaml';

export const MEMORY_TYPES = ['user', 'feedback', 'project', 'reference'] as const;
export type MemoryType = (typeof MEMORY_TYPES)[number];

export interface ParsedMemory {
  /** The frontmatter block's text (between the --- lines), or null when there is none. */
  frontmatterText: string | null;
  /** Every key of the frontmatter, known or not. */
  data: Record<string, unknown>;
  body: string;
  name: string | null;
  description: string | null;
  type: MemoryType | 'unknown';
}

const BLOCK = /^\uFEFF?---[ \t]*\r?\n(?:([\s\S]*?)\r?\n)?---[ \t]*(?:\r?\n|$)/;

export function isMemoryType(v: unknown): v is MemoryType {
  return typeof v === 'string' && (MEMORY_TYPES as readonly string[]).includes(v);
}

/** Lenient fallback for frontmatter that is not valid YAML: plain `key: value` lines. */
function parseLines(text: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const line of text.split(/\r?\n/)) {
    const m = /^([A-Za-z_][\w-]*):\s*(.*)$/.exec(line);
    if (m) out[m[1]!] = m[2]!.replace(/^(['"])(.*)\1$/, '$2');
  }
  return out;
}

const oneLine = (v: unknown): string | null =>
  v === undefined || v === null ? null : String(v).replace(/\s+/g, ' ').trim() || null;

export function parseMemory(raw: string): ParsedMemory {
  const m = BLOCK.exec(raw);
  if (!m) return { frontmatterText: null, data: {}, body: raw, name: null, description: null, type: 'unknown' };
  const text = m[1] ?? '';
  let data: Record<string, unknown>;
  try {
    const doc = parseDocument(text);
    data = doc.errors.length === 0 && isMap(doc.contents) ? (doc.toJS() as Record<string, unknown>) : parseLines(text);
  } catch {
    data = parseLines(text);
  }
  const type = typeof data.type === 'string' ? data.type.trim().toLowerCase() : data.type;
  return {
    frontmatterText: text,
    data,
    body: raw.slice(m[0].length),
    name: oneLine(data.name),
    description: oneLine(data.description),
    type: isMemoryType(type) ? type : 'unknown',
  };
}

/** A memory's text with its body changed and its frontmatter kept byte for byte. */
export function withBody(raw: string, change: (body: string) => string): string {
  const { body } = parseMemory(raw);
  return raw.slice(0, raw.length - body.length) + change(body);
}

/**
 * Writes frontmatter fields into a memory's text. Keys already there keep their place, their
 * comments and the keys around them; a file without frontmatter gets one block (never a second).
 */
export function withFrontmatter(raw: string, fields: Record<string, string | undefined>, body?: string): string {
  const parsed = parseMemory(raw);
  const changes = Object.entries(fields).filter(([k, v]) => v !== undefined && parsed.data[k] !== v);
  if (changes.length === 0 && body === undefined && parsed.frontmatterText !== null) return raw;
  const doc = parseDocument(parsed.frontmatterText ?? '');
  const usable = doc.errors.length === 0 && (doc.contents === null || isMap(doc.contents));
  const target = usable ? doc : parseDocument('');
  if (!usable) for (const [k, v] of Object.entries(parsed.data)) target.set(k, v);
  for (const [k, v] of changes) target.set(k, v);
  let yamlText = target.toString({ lineWidth: 0 });
  if (yamlText.trim() === '{}' || yamlText.trim() === '') yamlText = '';
  const newBody = body ?? parsed.body;
  return `---\n${yamlText}${yamlText.endsWith('\n') || yamlText === '' ? '' : '\n'}---\n${newBody}`;
}

export function renderMemory(fields: { name: string; description: string; type: MemoryType }, body: string, extra: Record<string, string> = {}): string {
  const text = body.replace(/^\n+/, '');
  return withFrontmatter('', { name: fields.name, description: fields.description, type: fields.type, ...extra }, `\n${text.endsWith('\n') ? text : text + '\n'}`);
}
