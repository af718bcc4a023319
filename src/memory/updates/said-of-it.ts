// What several update kinds ask of a memory the same way: a sentence that names the thing (every one of its stems) and
// gives it another value than the one said now — a path, a place, a channel, a length, an email domain.

import { stemSet } from '../search-text.js';
import { memorySentences } from '../supersede.js';

/** Whether a memory has a sentence with every one of `of` and a match of `value` (a global pattern) that `isOther` says is another. */
export function namesItWithAnother(content: string, of: string[], value: RegExp, isOther: (match: RegExpMatchArray) => boolean): boolean {
  return memorySentences(content).some((sentence) => {
    const stems = stemSet(sentence);
    return of.every((w) => stems.has(w)) && [...sentence.matchAll(value)].some(isOther);
  });
}
