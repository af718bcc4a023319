// Updates of a setting named by the word before its number: the seed every run uses ("from now on use seed 42"), the port
// a system talks on ("the lab moved their feed to port 6670"). A seed is the project's one; a port is a part's, so the
// memory that says another must have a word of that part ("lab" of "The lab system sends ORU^R01 … on port 6661"). And a
// rate with its unit, of a part: "switched the radio to 500Hz ELRS" of "The radio link is ELRS at 250Hz"; and the size of
// a piece of equipment: "we upgraded to a 20 barrel system" of "We brew on a 15 barrel system".

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

/** A rate with its unit: "500Hz", "115200 baud", "3000 rpm" (the unit in lower case, "k"/"m" kept: 1 kHz is no 1 Hz). */
const RATE = /\b(\d+(?:\.\d+)?)\s*(hz|khz|mhz|ghz|baud|bps|kbps|mbps|rpm|fps)\b/gi;

export interface RateSaid {
  n: string;
  unit: string;
  /** The part the rate is of (stems of the words before it). */
  of: string[];
}

/** "switched the radio to 500Hz ELRS", "the pump runs at 3000 rpm now": a part's rate since a change. */
export function rateNow(text: string): RateSaid | null {
  const m = [...text.matchAll(RATE)];
  if (m.length !== 1 || !SINCE.test(text)) return null;
  const before = text.slice(0, m[0]!.index).split(/[,;]/).pop()!;
  const of = [...stemSet(before)].filter((w) => !NOT_A_PART.test(w) && !KIND_FILLER.has(w) && !LINKING.has(w));
  return of.length ? { n: m[0]![1]!, unit: m[0]![2]!.toLowerCase(), of } : null;
}

/** Words between a part and its rate that name nothing: "is", "runs at". */
const LINKING = stemSet('is are was were be been runs run at of we i');

/** Whether a memory gives the part another rate in the same unit, in a sentence with every word of the part ("the system clock" is not "the ADC clock"). */
export function givesTheRateAnother(content: string, said: RateSaid): boolean {
  return memorySentences(content).some((sentence) => {
    const other = [...sentence.matchAll(RATE)].some((m) => m[2]!.toLowerCase() === said.unit && Number(m[1]) !== Number(said.n));
    if (!other) return false;
    const stems = stemSet(sentence);
    return said.of.every((w) => stems.has(w));
  });
}

/** "we upgraded to a 20 barrel system", "we moved up to a 600mm press": the size (1, 2: its unit) of a thing (3) since a change. */
const SIZE_NOW = /\b(?:upgraded|moved|switched|went|changed|downsized|expanded|grew)\s+(?:up\s+|down\s+|over\s+)?to\s+(?:a|an)\s+(\d+(?:\.\d+)?)[- ]?([a-z]+?)s?\s+([\w-]+)/i;

export interface SizeSaid {
  n: string;
  unit: string;
  thing: string;
}

export function sizeNow(text: string): SizeSaid | null {
  const m = SIZE_NOW.exec(text);
  return m ? { n: m[1]!, unit: m[2]!.toLowerCase(), thing: m[3]!.toLowerCase() } : null;
}

/** Whether a memory gives that kind of thing another size in the same unit: "We brew on a 15 barrel system". */
export function givesTheThingAnotherSize(content: string, said: SizeSaid): boolean {
  const size = new RegExp(String.raw`\b(\d+(?:\.\d+)?)[- ]?${said.unit}s?\s+(?:[\w-]+\s+)?${said.thing}\b`, 'gi');
  return memorySentences(content).some((sentence) => [...sentence.matchAll(size)].some((m) => Number(m[1]) !== Number(said.n)));
}
