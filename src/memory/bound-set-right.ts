// "I'll retry the request up to 10 times." — "3 is enough, the upstream rate-limits us after that"; "I'll cache the prices
// for an hour." — "too long, prices change; five minutes at most"; "Should I target ES2022?" — "no, ES2019 — some customers
// are on old Safari"; "I set the memory limit to 512Mi." — "1Gi, it loads the whole model at startup": a reply that
// sets the bound, the version or the value of the agent's act right, with why that lasts. Said alone, "3 is enough" names
// nothing; kept as the act with the user's bound in it ("Retry the request up to 3 times: the upstream rate-limits us
// after that."). Only when the agent's one act names one amount, one version of what was picked, or sets one value.
import { OFFER } from './approach-confirmed.js';
import { TOOL_VERSION } from './fact-forms.js';
import { lastingWhy, whatItDoes } from './lasting-why.js';
import { onTheAct, theAgentsAct } from './refusal-named.js';
import { escapeRegExp } from './regexp.js';
import type { Statement } from './statement-forms.js';
import { capital, sentence } from './statement-text.js';

/** A number as said: digits, "an", or a word ("five"). */
const NUMBER = String.raw`(?:\d+(?:\.\d+)?|an?|one|two|three|four|five|six|seven|eight|nine|ten|fifteen|twenty|thirty|sixty)`;
/** What an amount counts: time, tries, workers, rows, size. */
const UNIT = String.raw`(?:ms|milliseconds?|s|secs?|seconds?|mins?|minutes?|hours?|days?|weeks?|times|retries|attempts|requests|workers|threads|connections|items|rows|results|mb|gb|kb|gpus|cpus|cores|nodes|replicas|pods|instances|shards|partitions)`;
/** An amount in the agent's act: "up to 10 times", "for an hour", "every 5 minutes". */
const AMOUNT = new RegExp(String.raw`\b(${NUMBER})\s+(${UNIT})\b`, 'gi');

/** A setting's number said bare after "to": "set max_tokens to 4096", "raise the pool size to 50". */
const BARE_NUMBER_SET = /\bto\s+(\d[\d,_]*)(?![\w.%])/g;

/** "3 is enough, …", "two is the max, …": the user's number, and why. */
const ENOUGH = new RegExp(String.raw`^(\d+|one|two|three|four|five|six|seven|eight|nine|ten)(?:\s+${UNIT})?\s+(?:is|are|should be)\s+(?:enough|plenty|the max(?:imum)?|the limit|the most|more than enough)\s*[,;—–]\s*(?:since\s+|because\s+|as\s+)?(\S.+)$`, 'i');
/** "too long, prices change; five minutes at most", "too many, 4 max — the db has 20 connections": the bound, and why, in either order. */
const TOO_MUCH = new RegExp(
  String.raw`^too\s+(?:long|short|many|few|much|high|low|often|slow|big)\s*[,;—–]\s*(?:(${NUMBER}\s+${UNIT}|\d+)\s+(at most|max|tops|maximum|at the most|at least|minimum|min)\s*[,;—–]\s*(?:since\s+|because\s+|as\s+)?(\S.+)|(?:since\s+|because\s+|as\s+)?([^,;—–]+?)\s*[,;—–]\s*(${NUMBER}\s+${UNIT}|\d+)\s+(at most|max|tops|maximum|at the most|at least|minimum|min))[.!]*$`,
  'i',
);

/** "too long, the gateway cuts at 30 anyway": too much, and why — the bound only in the why, as a number. */
const TOO_MUCH_WHY_ONLY = /^too\s+(?:long|short|many|few|much|high|low|often|big|slow|fast|large|small|frequent|rare|aggressive)\s*[,;—–]\s*(?:since\s+|because\s+|as\s+)?([^,;]*\d[^,;]*?)(?:\s+anyway)?[.!]*$/i;

/** The agent's act with its one amount set to the user's bound, and why; null when the act names no amount or two. */
export function boundSetRight(said: string, agentSaid: string): Statement | null {
  const s = said.trim().replace(/[.!]+$/, '');
  const enough = ENOUGH.exec(s);
  const too = enough ? null : TOO_MUCH.exec(s);
  // (the act refused, the bound said by why: "Don't set the timeout to 60 seconds: the gateway cuts at 30.")
  const whyOnly = enough || too ? null : TOO_MUCH_WHY_ONLY.exec(s);
  if (whyOnly) {
    const act = lastingWhy(whyOnly[1]!) ? theAgentsAct(agentSaid) : null;
    return act && theOneAmount(act) ? setRight(`don't ${act}`, whyOnly[1]!, said) : null;
  }
  if (!enough && !too) return null;
  const why = enough ? enough[2]! : (too![3] ?? too![4])!;
  if (!lastingWhy(why)) return null;
  const act = theAgentsAct(agentSaid);
  const one = act ? theOneAmount(act) : null;
  if (!one) return null;
  // ("set max_tokens to 4096" — "1024 is plenty, …": a setting's number said bare, set to the user's number)
  if (one.bare !== undefined) return enough && /^\d+$/.test(enough[1]!) ? setRight(act!.replace(one.whole, one.whole.replace(one.bare, enough[1]!)), why, said) : null;
  const [user, limit] = enough ? [enough[1]!, ''] : [(too![1] ?? too![5])!, ` ${(too![2] ?? too![6])!}`];
  // ("3 is enough" and "20 max" keep the act's unit: "up to 3 times"; "five minutes at most" is the bound whole)
  const bound = /\s/.test(user) ? `${user}${limit}` : `${user} ${one.unit}${limit}`;
  return setRight(act!.replace(one.whole, bound), why, said);
}

/**
 * The act's one amount: with its unit ("up to 10 times"), or, with none, a setting's number said bare after "to" ("set
 * the batch size to 10000"); null when it names none, or two.
 */
function theOneAmount(act: string): { whole: string; unit?: string; bare?: string } | null {
  const amounts = [...act.matchAll(AMOUNT)];
  if (amounts.length > 0) return amounts.length === 1 ? { whole: amounts[0]![0], unit: amounts[0]![2] } : null;
  const bare = [...act.matchAll(BARE_NUMBER_SET)];
  return bare.length === 1 ? { whole: bare[0]![0], bare: bare[0]![1] } : null;
}

/** A setting's value as said, its unit joined or a short one after a space: "512Mi", "30s", "30 s", "1". */
const VALUE = String.raw`\d[\d.,_]*(?:[a-z%]{1,3}|\s(?:ms|s|mb|gb|kb|mi|gi|ki))?`;
/** "1Gi, it loads the whole tokenizer model at startup": another value, with its unit if any, and why. */
// (or said as the order: "keep it at 2 even on staging, …"; or as the value kept: "no, 26 stays, …"; or as the most:
// "256 max on the A100s, …", or the least: "2 minimum, …"; or for a kind of use: "0 for anything graded, …")
const ANOTHER_VALUE = new RegExp(String.raw`^(?:(?:no|nope|nah)[,.!]?\s+)?(?:(?<order>make it|set it to|keep it at|leave it at|stay (?:on|at)|(?:put|set|change|move) it back to)\s+)?(?<value>${VALUE})(?<stays>\s+stays)?(?<most>\s+(?:max|at most|tops|minimum|at least)(?:\s+(?:on|for|in)\s+(?:the\s+)?[\w.-]+)?)?(?<scope>\s+for\s+(?:anything|everything|all|any|every)\s+[\w-]+(?:\s+[\w-]+)?)?(?:\s+even\s+(?:on|in|for)\s+[\w-]+)?\s*[,;—–]\s*(?:since\s+|because\s+|as\s+)?(?<why>\S.+)$`, 'i');
/** An act that changes a value from what it is: "bump the minimum SDK to 28", "raise the pool size to 50". */
const A_CHANGE = /^(?:bump|raise|lower|increase|decrease|reduce|drop|upgrade|downgrade|move|change|cut|shrink|grow|double|halve|switch)\b/i;
/** A setting's value in the agent's act, with its unit if any: "to 512Mi", "to 30s", "to 1", "with temperature 0.7", "with a batch size of 128", "exit code 1". */
// (or of a setting named in two words: "with a batch size of 128")
const VALUE_SET = new RegExp(String.raw`\b(?:to|(?:exit\s+)?(?:code|status)|with\s+(?:a\s+)?(?!(?:a|an|the|it|them)\b)[a-z_][\w-]*(?:\s+(?:size|count|limit|rate|length|timeout|budget|depth|width)\s+of)?)\s+(${VALUE})(?![\w.])`, 'gi');

/**
 * "I set the memory limit on the worker deployment to 512Mi." — "1Gi, it loads the whole tokenizer model at startup and
 * gets OOMKilled below that": the one value of the agent's act set to the user's, and why that lasts (or what the thing
 * set does); null when the act sets no value or two.
 */
export function valueSetRight(said: string, agentSaid: string): Statement | null {
  // ("0 for warnings, …" after "I'll return exit code 1 for warnings.": what the value is for, said as the act said it, read as the value alone)
  const forWhat = /^\S+(\s+for\s+[\w-]+(?:\s+[\w-]+)?)(?=\s*[,;—–])/i.exec(said.trim())?.[1];
  const reply = (forWhat && agentSaid.toLowerCase().includes(forWhat.trim().toLowerCase()) ? said.trim().replace(forWhat, '') : said.trim()).replace(/[.!]+$/, '');
  const m = ANOTHER_VALUE.exec(reply)?.groups;
  const act = m ? theAgentsAct(agentSaid) : null;
  const values = act ? [...act.matchAll(VALUE_SET)] : [];
  if (!m || values.length !== 1 || values[0]![1]!.toLowerCase() === m['value']!.toLowerCase()) return null;
  const why = m['why']!;
  if (!lastingWhy(why) && !whatItDoes(why, act!)) return null;
  // (a value for a kind of use is no value of the act's alone: 'On "call the model with temperature 0.7 …": 0 for anything graded, …')
  if (m['scope'] !== undefined) return { type: 'feedback', kind: 'rule', text: onTheAct(act!, reply), quote: said };
  // (the value kept where the act would change it: "Bump the SDK to 26" would say the opposite of "26 stays")
  const kept = m['stays'] !== undefined || /^(?:keep|leave|stay)\b/i.test(m['order'] ?? '');
  if (kept && A_CHANGE.test(act!)) return setRight(`don't ${act}`, said.trim().replace(/^(?:no|nope|nah)[,.!]?\s+/i, ''), said);
  const [setTo, setValue] = [values[0]![0], values[0]![1]!];
  return setRight(act!.replace(setTo, `${setTo.slice(0, -setValue.length)}${m['value']}${m['most'] ?? ''}`), why, said);
}

/** "no, ES2019 — some customers are on old Safari": another version of the same thing, and why. */
const ANOTHER_VERSION = new RegExp(String.raw`^(?:(?:no|nope|nah)[,.!]?\s+)?([a-z][\w+#-]*?)(\s?${TOOL_VERSION}(?:\.x)?)\s*(?:[,;—–]|\s-)\s*(?:since\s+|because\s+|as\s+)?(\S.+)$`, 'i');

/** The agent's act with the version it named set to the user's, and why; null when the act names no version of the same thing. */
export function versionSetRight(said: string, agentSaid: string): Statement | null {
  const m = ANOTHER_VERSION.exec(said.trim().replace(/[.!]+$/, ''));
  if (!m || !lastingWhy(m[3]!)) return null;
  // (an offer of two words is enough here: "Should I target ES2022?")
  const act = theAgentsAct(agentSaid) ?? OFFER.exec(agentSaid.trim())?.[1] ?? null;
  const named = act ? new RegExp(String.raw`\b${escapeRegExp(m[1]!)}\s?${TOOL_VERSION}(?:\.x)?`, 'gi') : null;
  const versions = act && named ? [...act.matchAll(named)] : [];
  if (versions.length !== 1) return null;
  return setRight(act!.replace(versions[0]![0], `${m[1]}${m[2]}`), m[3]!, said);
}

/** The act, set right, as a rule with why: "Retry the request up to 3 times: the upstream rate-limits us after that." */
const setRight = (act: string, why: string, said: string): Statement => ({
  type: 'feedback',
  kind: 'rule',
  text: sentence(`${capital(act)}: ${why.replace(/[.!]+$/, '')}`),
  quote: said,
});
