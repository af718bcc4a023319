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

/** A reply that only lets the agent go on ("Go ahead.", "ok, thanks!", "lgtm", 好的，继续): nothing to remember in it. */
export const GO_ON =
  /^(?:(?:ok(?:ay)?|yes|yep|yeah|sure|go ahead|go on|continue|carry on|keep going|do it|proceed|sounds good|looks good|lgtm|great|perfect|nice|cool|please do|ship it|thanks?|thank you|好的?|行|可以|继续|嗯+|谢谢|没问题|收到)[\s,.!，。！]*)+$/i;

/**
 * Whether the user said anything in these messages beyond letting the agent go on: a turn
 * answered with "continue" or "ok" holds nothing of theirs to remember (what the agent found is
 * in the code), so extraction need not read it — with a model, that is a call saved.
 */
export function userSaidSomething(messages: Array<Pick<MessageRow, 'role' | 'text'>>): boolean {
  return messages.some((m) => {
    if (m.role !== 'user') return false;
    const said = proseOnly(m.text).trim();
    return said !== '' && !GO_ON.test(said);
  });
}
