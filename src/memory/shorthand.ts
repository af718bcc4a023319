// What a user types in haste, spelled out before a message is read. The forms, and the checks that tell a request or a
// moment from a statement, are written for "don't", "I'm", "can you", "because"; "dont", "im", "can u", "bc" say the
// same ("can u look?" is a request as "can you look?" is). Only whole words change, never inside code (backticks), a
// path, an address or a name with a dot in it.

import { HAN } from './search-text.js';

/** Not part of a path, an address, a flag or a dotted name: what stands before a word of shorthand. */
const ALONE_BEFORE = String.raw`(?<![\w/.@#$-])`;
/** The same after it (a full stop ends a sentence; "u.s" or "u/" is something else). */
const ALONE_AFTER = String.raw`(?![\w/@'’-]|\.\w)`;

/** Words that follow "it's" and never a possessive "its": "its always feat/…", "its probably bc docker isnt running", "its shared w the analytics team" (a participle said last or before who shares it, not "its shared config"). */
const AFTER_ITS = String.raw`(?:a|an|the|not|our|my|your|always|probably|usually|almost|just|still|also|only|been|fine|ok|okay|in|on|at|from|for|because|bc|pretty|really|very|too|all|never|mostly|mainly|actually|definitely|late|early|done|broken|down|up|there|here|what|how|who|fixed|working|merged|deployed|ready|live|gone|over|enough|\d|(?:shared|used|owned|generated|quarantined|managed|deprecated|vendored|pinned|frozen)(?=\s+(?:with|w|by|across|between|for|in|on|until)\b|\s*[.,;!]|\s*$))`;

/** Each shorthand (said alone) and its words spelled out; a capital first letter stays. */
const SPELLED_OUT: Array<[string, string, 'lower case only'?]> = [
  // (apostrophes left out)
  [String.raw`(do|does|did|is|are|was|were|should|would|could|have|has|had|must|need)nt`, "$1n't"],
  [String.raw`cant`, "can't"],
  [String.raw`wont`, "won't"],
  // ("IM service is down" is no "I'm")
  [String.raw`im(?!\s+\w+\s+(?:is|are|was|were)\b)`, "I'm"],
  [String.raw`ive`, "I've"],
  [String.raw`youre`, "you're"],
  [String.raw`theyre`, "they're"],
  // ("well" is a word: "we'll" is left as typed)
  [String.raw`(you|they)(ve|ll)|(we)(ve)`, "$1$3'$2$4"],
  [String.raw`(that|what|there|here|who|where)s`, "$1's"],
  [String.raw`its(?=\s+${AFTER_ITS}\b)`, "it's"],
  // ("id rather u ask": "id" alone is a column's name)
  [String.raw`(?<=^|[.!?;,\n]\s*|\b(?:and|but|so|tbh|honestly)\s+)id(?=\s+(?:rather|like|love|prefer|appreciate|suggest|say)\b)`, "I'd"],
  // ("were on Go 1.22": "were" opening a clause is "we're"; "the tests were flaky" is left as it is)
  [String.raw`(?<=^|[.!?;:,—–\n]\s*|\b(?:and|but|so|because|bc|since|now|btw|fyi|also|tbh|ok|okay|oh|hey)\s+)were(?=\s+(?:\w+ing|now|on|in|at|not|a|an|using|moving|migrating|switching|building|writing|sunsetting|deprecating|deprecated|stuck|pinned|going|still|already|trying|planning|about|all|only|just|always|never|done|back|off|out|live|ready|based|hosting|running|targeting|freezing|dropping|adding|getting|doing|keeping|looking|waiting|working)\b)`, "we're"],
  // ("Ill be offline until Monday", "wed be in trouble": "ill" and "wed" are words, so only before what "I'll" and "we'd" take)
  [String.raw`(?<=^|[.!?;,\n]\s*|\b(?:and|but|so|then|ok|okay)\s+)ill(?=\s+(?:be|do|track|check|handle|take|look|fix|send|add|get|need|have|try|let|ping|make|write|update|review|merge|deploy|push|run|test|keep|use)\b)`, "I'll"],
  [String.raw`wed(?=\s+(?:be|have|need|like|rather|prefer|lose|break)\b)`, "we'd"],
  // ("U prefix for UObjects" is a letter: a capital U only before what "you" does)
  [String.raw`u`, 'you', 'lower case only'],
  [String.raw`U(?=\s+(?:keep|kept|did|can|could|should|need|have|are|were|do|always|never|know|said|told|forgot|broke|missed|added|changed|deleted|removed|wrote)\b)`, 'You', 'lower case only'],
  // ("tests r colocated", "we r trying")
  [String.raw`(?<=\b(?:we|you|they|\w+s)\s)r(?=\s+\w)`, 'are', 'lower case only'],
  [String.raw`ur(?=\s+(?:done|right|wrong|going|not|sure|finished|ready)\b)`, "you're", 'lower case only'],
  [String.raw`ur(?=\s+\w)`, 'your', 'lower case only'],
  [String.raw`pl(?:s|z)`, 'please'],
  [String.raw`(?:bc|b/c|cuz|coz)`, 'because'],
  [String.raw`thru`, 'through'],
  [String.raw`w/o`, 'without'],
  [String.raw`w/(?=\s)`, 'with'],
  // ("shared w the analytics team": "w" alone before whom or what it is with)
  [String.raw`w(?=\s+(?:(?:the|a|an|our|my|your|his|her|their|them|him|me|us)\b|[A-Z]))`, 'with', 'lower case only'],
  [String.raw`tho`, 'though'],
  [String.raw`abt`, 'about'],
  [String.raw`b4`, 'before'],
  [String.raw`smth`, 'something'],
  [String.raw`ppl`, 'people'],
  // (after "commit" or "error" only: "ts, level, msg" names a field)
  [String.raw`(?<=\b(?:commit|error)\s)msgs`, 'messages'],
  [String.raw`(?<=\b(?:commit|error)\s)msg`, 'message'],
];

const READS = SPELLED_OUT.map(([short, long, lower]) => [new RegExp(`${ALONE_BEFORE}${short}${short.startsWith('w/') ? '' : ALONE_AFTER}`, lower ? 'g' : 'gi'), long] as const);

/** A capital first letter kept: "Dont" is "Don't", "Im" is "I'm" (and "I" stays a capital). */
const likeTyped = (typed: string, long: string): string => (/^\p{Lu}/u.test(typed) ? long.charAt(0).toUpperCase() + long.slice(1) : long);

function spellOutProse(prose: string): string {
  let out = prose;
  for (const [re, long] of READS) out = out.replace(re, (typed, ...groups: unknown[]) => likeTyped(typed, long.replace(/\$(\d)/g, (_, i: string) => String(groups[Number(i) - 1] ?? ''))));
  return out;
}

/** Code in backticks, fenced or inline: left as typed (a split on it puts the code at the odd places). */
export const IN_BACKTICKS = /(```[\s\S]*?(?:```|$)|`[^`\n]*`)/;

/** A message with its shorthand spelled out ("pls dont touch it w/o asking" is "please don't touch it without asking"). */
export function spelledOut(message: string): string {
  // (a message in Chinese is left as typed: "U 盘" is a thumb drive)
  if (HAN.test(message)) return message;
  return message.split(IN_BACKTICKS).map((part, i) => (i % 2 === 1 ? part : spellOutProse(part))).join('');
}
