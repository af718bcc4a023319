// Whether new messages hold anything a person said in words: extraction skips turns that are
// only tool traffic, code or data.
import type { MessageRow } from '../store/sessions.js';

type Stored = { type: string; text?: string };

/** The text blocks of a stored message (tool calls, results, thinking and placeholders left out). */
export function textOf(m: Pick<MessageRow, 'content'>): string {
  return (JSON.parse(m.content) as Stored[])
    .filter((b) => b.type === 'text' && typeof b.text === 'string')
    .map((b) => b.text!)
    .join('\n');
}

/** Text with code fences, inline code and JSON-looking lines removed. */
export function proseOnly(text: string): string {
  return text
    .replace(/```[\s\S]*?(```|$)/g, ' ')
    .replace(/`[^`\n]*`/g, ' ')
    .split('\n')
    .filter((line) => !/^\s*[[{]/.test(line) && !/^\s*["}\]]/.test(line))
    .join('\n');
}

/** At least one sentence-like run of words (three or more words of letters). */
export function hasProse(messages: Array<Pick<MessageRow, 'content'>>): boolean {
  return messages.some((m) => /(?:\p{L}{2,}[\s,;:'-]+){2,}\p{L}{2,}/u.test(proseOnly(textOf(m))));
}
