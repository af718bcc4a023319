// Updates of a setting named by the word before its number: the seed every run uses ("from now on use seed 42"), the port
// a system talks on ("the lab moved their feed to port 6670"). A seed is the project's one; a port is a part's, so the
// memory that says another must have a word of that part ("lab" of "The lab system sends ORU^R01 … on port 6661").

import { stemSet } from '../search-text.js';
import { KIND_FILLER } from '../rules-relaxed.js';
import { memorySentences } from '../supersede.js';

/** A mark that what is said holds since a change. */
const SINCE = /\b(?:now|from now on|going forward|moved|changed|switched)\b/i;
/** "seed 42", "port 6670" (and "the seed to 1337", "port is 8080" in what a memory says). */
const SETTING = /\b(seed|port)\s+(?:(?:is|of|to)\s+|=\s*)?(\d{1,6})\b/i;
/** Words of a statement that name no part: the setting's own, and what says a change. */
const NOT_A_PART = /^(?:seed|port|use|us|set|run|now|move|chang|switch|from|on|to|the|our|their|its|last|night|week|today|yesterday|\d+)$/;

export interface NumberedSetting {
  setting: 'seed' | 'port';
  n: string;
  /** The part a port is of (stems); none for a seed. */
  of: string[];
}

export function numberedSettingNow(text: string): NumberedSetting | null {
  const m = SETTING.exec(text);
  if (!m || !SINCE.test(text)) return null;
  const setting = m[1]!.toLowerCase() as 'seed' | 'port';
  const before = text.slice(0, m.index).split(/[,;]/).pop()!;
  const of = setting === 'port' ? [...stemSet(before)].filter((w) => !NOT_A_PART.test(w) && !KIND_FILLER.has(w)) : [];
  return setting === 'port' && of.length === 0 ? null : { setting, n: m[2]!, of };
}

/** Whether a memory gives the setting another number (a port in a sentence with a word of the part). */
export function givesTheSettingAnother(content: string, said: NumberedSetting): boolean {
  const value = new RegExp(SETTING.source, 'gi');
  return memorySentences(content).some((sentence) => {
    const other = [...sentence.matchAll(value)].some((m) => m[1]!.toLowerCase() === said.setting && m[2] !== said.n);
    if (!other || said.of.length === 0) return other;
    const stems = stemSet(sentence);
    return said.of.some((w) => stems.has(w));
  });
}
