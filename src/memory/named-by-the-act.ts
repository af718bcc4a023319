// "I'll add an index on created_at." — "Yes. Every table we query by date gets one."; "Shall I delete the old endpoint?" —
// "not yet, the mobile app v2 still calls it until March": a reply whose "one" or "it" only the agent's words name. Kept
// as said, a later session would read "gets one" or "calls it" and not know what; given the name of the one thing the
// agent did, will do or offers, it reads "Every table we query by date gets an index." Only when the agent's words name one
// such thing.
import { agentSentences } from './approach-confirmed.js';
import type { Statement } from './statement-forms.js';
import { capital, sentence } from './statement-text.js';

/** The agent's act or offer and what it is done to: "I'll add an index on …", "Shall I delete the old endpoint?", "Should I vendor the library?". */
const ACT_ON_A_THING =
  /\b(?:i'll|i will|i'm going to|let me|i've|i have|should i|shall i|(?:do you )?want me to|would you like me to)\s+(?!(?:be|have|get|do|make|take|look|check|try|run|fix|see)\b)[a-z]+\s+((?:the|an?)\s+(?!(?:same|other|rest|way|time|moment|idea|change|changes|fix|code)\b)[\w.-]+(?:\s+(?!(?:on|for|to|in|at|with|from|that|which|around|over|into|now|first|so|and|or|as|by|here|there)\b)[\w.-]+){0,2})(?=\s+(?:on|for|to|in|at|with|from|that|which|around|over|into|now|first|so|as|by|here|there)\b|\s*[.!?,;]|\s*$)/i;

/** The one thing the agent's words say it acts on, with its article ("an index", "the old endpoint"); null when none or more than one. */
export function theActsThing(agentSaid: string): string | null {
  const things = agentSentences(agentSaid)
    .map((s) => ACT_ON_A_THING.exec(s)?.[1])
    .filter((t): t is string => t !== undefined);
  return things.length === 1 ? things[0]! : null;
}

/** "Every table we query by date gets one.": what every one of a kind gets or needs, its "one" the agent's thing. */
const EVERY_ONE_GETS_ONE = /^(?:yes[,.!]*\s+)?((?:every|each|all|any)\s+(?!(?:time|day|week|one)\b)[\w-]+(?:\s+[^,;]{1,50}?)?\s+(?:gets?|needs?|has|have|should (?:get|have)|must (?:get|have)|requires?)\s+)one(\s+too|\s+as well)?[.!]*$/i;

/** "not yet, the mobile app v2 still calls it until March": what still depends on the agent's thing, and until when. */
const STILL_DEPENDS_ON_IT =
  /^(?:no|nope|not yet|not now|don'?t|do not|wait)\s*[,.!;:—–-]+\s*((?:the|our)\s+[^,;]{2,40}?\s+still\s+(?:calls?|uses?|needs?|reads?|depends on|relies on|imports?|hits?|queries|references?|talks to|points (?:at|to))\s+)(?:it|them)((?:\s+(?:until|till|through|for another)\s+[^,;]{2,30})?)[.!]*$/i;

/** "it's already a git submodule under vendor/": what the agent's thing already is, by a path or a place. */
const IT_IS_ALREADY = /^(?:no|nope)?\s*[,.!;:—–-]*\s*it(?:'s|\s+is)\s+already\s+((?:a|an|in|under|part of|vendored|checked in)\b[^,;]{2,60}?(?:\/|\.\w{2,4}\b|\bin\s+(?:the\s+)?[\w-]+\s+(?:repo|folder|directory|package|module))[^,;]{0,30})[.!]*$/i;

/** "Every table we query by date gets one.", "not yet, the mobile app v2 still calls it …", "it's already …", with the agent's thing named. */
export function namedByTheAct(said: string, agentSaid: string): Statement | null {
  const s = said.trim();
  const every = EVERY_ONE_GETS_ONE.exec(s);
  const still = every ? null : STILL_DEPENDS_ON_IT.exec(s);
  const already = every || still ? null : IT_IS_ALREADY.exec(s);
  if (!every && !still && !already) return null;
  const thing = theActsThing(agentSaid);
  if (!thing) return null;
  // ("gets one" is one of a kind: "gets an index", not "gets the index")
  if (every) return /^an?\s/i.test(thing) ? { type: 'feedback', kind: 'rule', text: sentence(capital(`${every[1]}${thing}${every[2] ?? ''}`)), quote: said } : null;
  const named = capital(thing.replace(/^an?\s/i, 'the '));
  if (still) return { type: 'project', kind: 'notice', text: sentence(capital(`${still[1]}${named.charAt(0).toLowerCase()}${named.slice(1)}${still[2]}`)), quote: said };
  return { type: 'project', kind: 'notice', text: sentence(`${named} is already ${already![1]}`), quote: said };
}
