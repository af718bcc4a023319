// Whether new messages hold anything a person said in words: extraction skips turns that are
// only tool traffic, code or data.
import type { MessageRow } from '../store/sessions.js';

/** Text with code fences, inline code and JSON-looking lines removed. */
export function proseOnly(text: string): string {
  return text
    .replace(/```[\s\S]*?(```|$)/g, ' ')
    .replace(/`[^`\n]*`/g, ' ')
    .split('\n')
    .filter((line) => !/^\s*[[{]/.test(line) && !/^\s*["}\]]/.test(line))
    .join('\n');
}

/**
 * At least one sentence-like run of words (three or more words of letters, or four Chinese
 * characters: Chinese is written without spaces) in the messages' text (stored at intake).
 */
export function hasProse(messages: Array<Pick<MessageRow, 'text'>>): boolean {
  return messages.some((m) => /(?:\p{L}{2,}[\s,;:'-]+){2,}\p{L}{2,}|\p{Script=Han}{4,}/u.test(proseOnly(m.text)));
}
