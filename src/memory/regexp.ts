/** `s` as a regular expression that matches it literally. */
export const escapeRegExp = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whether `text` says `word` as a word of its own, in any case: "lodash" in "I added lodash to the shared package." */
export const saysWord = (text: string, word: string): boolean => new RegExp(`\\b${escapeRegExp(word)}\\b`, 'i').test(text);
