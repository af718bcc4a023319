// "Should the script print progress?" — "yes, to stderr, stdout is for the JSON output"; "Shall I write the docs in
// Markdown?" — "MDX, the docs site renders components": the agent's should-question answered with where it goes or which
// thing instead, and why that lasts. The answer says nothing alone ("to stderr", "MDX"); made whole by the question it
// reads "The script should print progress to stderr: stdout is for the JSON output." Only when the why lasts, and the
// question is the agent's last sentence.
import { lastAgentSentence } from './approach-confirmed.js';
import { lastingWhy, whatItDoes, whatTheOtherDoes } from './lasting-why.js';
import { escapeRegExp } from './regexp.js';
import type { Statement } from './statement-forms.js';
import { THIS_DAY, capital, sentence } from './statement-text.js';

/** The agent asking whether it or a part should do a thing: "Should the script print progress?", "Should I log the retries?". */
const SHOULD_IT = /^(?:should|shall)\s+(I|the\s+[\w-]+(?:\s+[\w-]+)?)\s+([a-z]+)\s+([^?]{2,60}?)\s*\?$/i;
/**
 * The yes, with where or how, and why: "yes, to stderr, stdout is for the JSON output", "yes, with exponential backoff and
 * max 5 retries, the payment provider blocks us if we hammer it".
 */
// (a place in up to three words: "yes, in the vector table, recomputing them costs about $40 a run"; and where in the
// tree: "yes, in conftest.py at the root, …"; how, with its cap: "yes, with backoff, capped at 5 tries, …")
const YES_THERE_OR_SO = /^(?:yes|yeah|yep|sure)[,.!]?\s+((?:to|in|into|under|on)\s+(?:the\s+|our\s+)?[\w.\/-]+(?:\s+at\s+the\s+(?:root|top level)|\s+[\w.\/-]+)?|(?:(?:one|two|three|four|five|\d+)\s+)?with\s+[^,;]{3,60}?(?:,\s+(?:capped|limited)\s+(?:at|to)\s+[^,;]{2,30}|,\s+(?:max(?:imum)?|at most|up to|no more than)\s+[^,;]{2,30})?)\s*[,;—–-]\s+(\S.+?)[.!]*$/i;
/** The pick, one name, then why: "MDX, the docs site renders components". */
// (a type with its size in parentheses too: "numeric(12,2), floats drift on money")
// (or a path after a no: "no, /livez, /health checks the database …")
// (with "always" after it: "Keychain, always — UserDefaults ends up in backups in plain text")
// (a name of up to three capitalised words: "Testing Library, Enzyme is dead …")
const A_PICK_THEN_WHY = /^(?:(?:no|nope|nah),\s+(?=\/))?(\p{Lu}[\w.+#-]*(?:\s+\p{Lu}[\w.+#-]*){1,2}|the\s+\p{Lu}[\w.+#-]*(?:\s+\p{Lu}[\w.+#-]*)?|[\w.+#-]+(?:\([\d,\s]+\))?|\/[\w.+#\/-]+)\s*,\s+(?:(always|every time)\s*[,;—–-]\s*)?(\S.+?)[.!]*$/u;
/** Words a reply opens with that pick nothing: a yes or no, a nod, a word of talk ("wow, …"), "both". */
export const NOT_A_PICK = /^(?:yes|yeah|yep|no|nope|ok(?:ay)?|sure|fine|thanks|great|nice|cool|good|right|wait|hmm|well|also|and|but|so|wow|oh|ah|awesome|yay|aww|haha|lol|omg|both|neither|either)$/i;

/** A no, what it should be instead in up to four words, then why: "no, a UUID per attempt, an order can be charged more than once …". */
const NO_THIS_INSTEAD = /^(?:no|nope|nah)[,.!]?\s+((?:an?\s+|the\s+|one\s+)?[\w.+#\/-]+(?:\s+[\w.+#\/-]+){0,3}?)\s*[,;—–]\s+(\S.+?)[.!]*$/i;

/** The agent asking which of two: "Should I write the migration with raw SQL or Knex?", "Should the cache use Redis or Memcached?" (and for what, after them: "… a Deployment or a StatefulSet for the indexer?"). */
const EITHER_OR = /^(?:should|shall)\s+(I|the\s+[\w-]+(?:\s+[\w-]+)??)\s+([a-z]+)(?:\s+(.{2,60}?))??\s+(?:an?\s+|the\s+)?((?:[\w.+#-]+\s+)?[\w.+#/-]+)\s+or\s+(?:an?\s+|the\s+)?((?:[\w.+#-]+\s+)?[\w.+#/-]+)(\s+(?:for|in|on)\s+(?:the|this|our)\s+[\w.-]+(?:\s+[\w.-]+)?)?\s*\?$/i;
/** One of the two picked, "always" maybe, then why: "knex, always, the DBAs review the generated SQL from it". */
// (with how it is set up after the pick: "LLM judge with the rubric in evals/rubric.md, exact match misses paraphrases")
const ONE_PICKED = /^((?:[\w.+#-]+\s+)?[\w.+#/-]+)((?:\s+(?:with|using|via|from|in)\s+[^,;]{2,60}?)?)\s*(?:,\s*(always|every time))?\s*(?:[,;—–-]\s+(\S.+?))?[.!]*$/i;

/** The question asked as the order its answer gives: "Print progress …" (asked of "I"), "The script should print progress …". */
function asTheOrder(who: string, verb: string, what: string, always = false): string {
  return capital(/^i$/i.test(who) ? `${always ? 'always ' : ''}${verb} ${what}` : `${who} should ${always ? 'always ' : ''}${verb} ${what}`);
}

/**
 * "Should I write the migration with raw SQL or Knex?" — "knex, always, the DBAs review the generated SQL from it": one of
 * the two the agent offered, with why that lasts ("raw SQL for this one" is this time's; a pick with "always" alone is
 * style-choice's pickedForGood).
 */
function eitherAnswered(said: string, question: string): Statement | null {
  const asked = EITHER_OR.exec(question);
  const reply = ONE_PICKED.exec(said.trim());
  if (!asked || !reply) return null;
  const [, who, verb, what, a, b, forWhat = ''] = asked;
  // (the second a way of its own, picked by its last word: "Should the images go in public/ or be imported?" — "imported, …")
  const itsOwnWay = /^(?:be|get|stay)\s+\w+$/i.test(b!) && who !== undefined && !/^i$/i.test(who);
  // (an option is picked by its words, or a place without its preposition — "public/" for "in public/" — or that way by
  // its last word)
  const saidAs = (option: string) => [option, option.replace(/^(?:in|into|on|under|to)\s+/i, ''), ...(itsOwnWay && option === b ? [option.replace(/^\S+\s+/, '')] : [])];
  const picked = [a!, b!].find((option) => saidAs(option).some((form) => form.toLowerCase() === reply[1]!.toLowerCase()));
  const why = reply[4]?.replace(/^so\s+(?=they\b)/i, '');
  const other = picked === a ? b! : a!;
  // (or what the other one does wrong, named first: "exact match misses paraphrases"; or what the things asked of do the
  // way picked: "they get hashed and cached forever by the CDN")
  if (!picked || why === undefined || !(lastingWhy(why) || whatTheOtherDoes(why, other) || whatItDoes(why, who!))) return null;
  if (itsOwnWay) {
    const [ways, wayNot] = picked === b ? [b, `${verb} ${what ? `${what} ` : ''}${a}`] : [`${verb} ${what ? `${what} ` : ''}${a}`, b!];
    return { type: 'feedback', kind: 'rule', text: sentence(`${capital(who!)} should ${ways}, not ${wayNot}: ${why}`), quote: said };
  }
  const order = asTheOrder(who!, verb!, `${what ? `${what} ` : ''}${picked}${reply[2]}${forWhat}`, reply[3] !== undefined);
  return { type: 'feedback', kind: 'rule', text: sentence(`${order}, not ${other}: ${why}`), quote: said };
}

/**
 * A reply kept with the agent's question it answers, which says what the reply is about ("Do you want tabs or spaces?
 * Whatever prettier does."). `leftOffPast`: a question longer than this is left off (where the reply says enough alone).
 */
export const withTheQuestion = (question: string, reply: string, leftOffPast = Infinity): string =>
  sentence(question.length <= leftOffPast ? `${question} ${capital(reply.trim())}` : reply.trim());

/** "whatever prettier does", "whatever the linter says": a choice left to a tool of the project's (not "whatever you think", "whatever works"). */
const LEFT_TO_A_TOOL = /^(?:just\s+)?whatever\s+(?:the\s+|our\s+)?(?!(?:you|i|we|they|works|is|seems)\b)[\w.@/-]+\s+(?:does|says|picks|wants|outputs|decides|formats|generates)(?:\s+by\s+default)?[.!]*$/i;

/** "not until the mobile app stops calling it": what has to happen in another part before the thing asked may be done. */
const NOT_UNTIL_A_PART = /^(?:no[,.!]?\s+)?not\s+(?:until|before|while)\s+(?:the|our|all|every)\s+(?!(?:end|next|weekend|meeting|call|review|release)\b)[^,;]{2,40}?\s+(?:stops?\s+(?:calling|using|reading|hitting|sending)|(?:is|are)\s+(?:off|migrated|moved|upgraded)|migrates?|moves?\s+off|upgrades?|still\s+(?:calls?|uses?|reads?|depends\s+on))\b[^,;]{0,30}[.!]*$/i;

/** The agent's should-question answered with where or which, and why that lasts; null when the reply is neither, or its why is the moment's. */
export function questionAnsweredWithWhy(said: string, agentSaid: string): Statement | null {
  const question = lastAgentSentence(agentSaid);
  const either = eitherAnswered(said, question);
  if (either) return either;
  // "Do you want tabs or spaces?" — "whatever prettier does": the choice left to the team's tool, each time it comes up
  if (/[?？]$/.test(question) && LEFT_TO_A_TOOL.test(said.trim())) return { type: 'feedback', kind: 'rule', text: withTheQuestion(question, said), quote: said };
  // "Can I remove the deprecated endpoint?" — "not until the mobile app stops calling it": what the thing asked waits on
  if (/[?？]$/.test(question) && NOT_UNTIL_A_PART.test(said.trim()) && !THIS_DAY.test(said)) return { type: 'feedback', kind: 'rule', text: withTheQuestion(question, said), quote: said };
  // "Should I update the plugins on the client site now?" — "not without the 24 hour notice, it's in their contract": what it
  // waits on every time, and why that lasts
  const without = /^(?:no[,.!]?\s+)?not\s+without\s+(?:the\s+|a\s+|an\s+|their\s+|our\s+)?[^,;]{3,40}?\s*[,;—–]\s+(\S.+?)[.!]*$/i.exec(said.trim())?.[1];
  if (/[?？]$/.test(question) && without !== undefined && lastingWhy(without)) return { type: 'feedback', kind: 'rule', text: withTheQuestion(question, said), quote: said };
  // "Should I make the client async?" — "ship both, async is the default and the sync one wraps it": both ways kept, and
  // which is the default
  const both = /^(?:yes[,.!]?\s+)?(?:ship|keep|support|offer|provide|expose|have)?\s*both\s*[,;—–]\s+(\S.+?)[.!]*$/i.exec(said.trim())?.[1];
  if (/[?？]$/.test(question) && both !== undefined && /\b(?:is|as)\s+the\s+default\b/i.test(both) && !THIS_DAY.test(both)) return { type: 'feedback', kind: 'rule', text: withTheQuestion(question, said), quote: said };
  // "Do you want a changelog entry?" — "always, every user-visible change gets one": yes, every time, and why that lasts
  const always = /^always[,.!]?\s+(\S.+?)[.!]*$/i.exec(said.trim())?.[1];
  if (/[?？]$/.test(question) && always !== undefined && lastingWhy(always)) return { type: 'feedback', kind: 'rule', text: withTheQuestion(question, said), quote: said };
  const asked = SHOULD_IT.exec(question);
  if (!asked) return null;
  const [, who, verb, what] = asked;
  // ("yes, to stderr, …": where it goes; "yes, with exponential backoff …": how)
  const yes = YES_THERE_OR_SO.exec(said.trim());
  // (a count first is said apart: "Add retries to the webhook sender, three with exponential backoff: …")
  if (yes) return lastingWhy(yes[2]!) ? { type: 'feedback', kind: 'rule', text: sentence(`${asTheOrder(who!, verb!, what!)}${/^\S+\s+with\b/i.test(yes[1]!) ? ',' : ''} ${yes[1]}: ${yes[2]}`), quote: said } : null;
  // ("no, a UUID per attempt, …" after "Should the idempotency key be the order id?": what instead of the whole of what was asked)
  const no = NO_THIS_INSTEAD.exec(said.trim());
  if (no && verb!.toLowerCase() === 'be' && !NOT_A_PICK.test(no[1]!.split(/\s+/).at(-1)!) && !agentSaid.toLowerCase().includes(no[1]!.toLowerCase()) && lastingWhy(no[2]!)) {
    return { type: 'feedback', kind: 'rule', text: sentence(`${asTheOrder(who!, verb!, no[1]!)}, not ${what}: ${no[2]}`), quote: said };
  }
  // ("per invoice, the tax authority audits the total" after "Should I round the tax per line item?", "on the server, …" after
  // "… on the device?": another "per …", "on …" for the one the question ends on, by the same word)
  const per = /^(per|on|in|at|from)\s+((?:[\w-]+\s+){0,2}[\w-]+)\s*[,;—–]\s+(\S.+?)[.!]*$/i.exec(said.trim());
  const askedPer = per ? new RegExp(`\\b${per[1]}\\s+(?:[\\w-]+\\s+){0,2}[\\w-]+$`, 'i').exec(what!) : null;
  if (per && askedPer && !askedPer[0].toLowerCase().endsWith(per[2]!.toLowerCase()) && lastingWhy(per[3]!)) {
    return { type: 'feedback', kind: 'rule', text: sentence(`${asTheOrder(who!, verb!, `${what!.slice(0, askedPer.index)}${per[1]!.toLowerCase()} ${per[2]}`)}, not ${askedPer[0]}: ${per[3]}`), quote: said };
  }
  // ("MDX, …": which instead of the word the question ends on — names, not versions: which thing a bare "3.12" is a
  // version of, bound-set-right reads with its name)
  const pick = A_PICK_THEN_WHY.exec(said.trim());
  // (a path picked instead of the path the question ends on: "/livez" for "/health")
  // (and a path the question ends on is the whole path, whatever is picked for it: "in /tmp?" — "S3, …")
  // (not a version picked for the path's last part: "under /api/v1?" — "v2, …")
  const other = (pick?.[1]?.startsWith('/') || (/\s\/[\w.+#-][\w.+#\/-]*$/.test(what!) && !/^v\d+$/i.test(pick?.[1] ?? '')) ? /(\/[\w.+#\/-]+)$/ : /([\w.+#-]+)$/).exec(what!)?.[1];
  // (an API's version in its path is a name here: "under /api/v1?" — "v2, v1 is frozen, …")
  const pathVersion = other !== undefined && pick !== null && /^v\d+$/i.test(other) && /^v\d+$/i.test(pick[1]!) && what!.includes(`/${other}`);
  if (!pick || !other || NOT_A_PICK.test(pick[1]!) || (!pathVersion && (/^v?\d/i.test(other) || /^v?\d/i.test(pick[1]!)))) return null;
  // ("the ORM, raw SQL skips the tenant filter …" after "Should I use a raw SQL query for the report?": a thing named
  // with its article is no word of the question's to swap — kept with the question it answers)
  if (/^the\s/i.test(pick[1]!)) return lastingWhy(pick[3]!) && !agentSaid.toLowerCase().includes(pick[1]!.slice(4).toLowerCase()) ? { type: 'feedback', kind: 'rule', text: withTheQuestion(question, said), quote: said } : null;
  // (the word the why opens on, when the question names it before its end, is what the pick replaces: "keyword-only,
  // positional arguments can never be reordered …" after "… as a positional argument?")
  const whyOpensOn = /^(?!(?:the|our|its|their|this|that|these|those|every|each|all|any|some|we|they|it)\s)([\w.-]{3,})\s/i.exec(pick[3]!)?.[1];
  const at = whyOpensOn ? new RegExp(`\\b${escapeRegExp(whyOpensOn)}\\b`, 'i').exec(what!) : null;
  // (what is used for a purpose is what the pick replaces, not the purpose: "rem, …" after "Should I use px for the font size?")
  const usedFor = /^(?:use|pick|choose|try|adopt)$/i.test(verb!) ? /^(?:an?\s+|the\s+)?([\w.+#-]+)(?=\s+(?:for|as)\s+\S)/i.exec(what!) : null;
  const [replaced, instead] =
    at && at.index + at[0].length < what!.length ? [at[0], `${what!.slice(0, at.index)}${pick[1]}${what!.slice(at.index + at[0].length)}`]
    : usedFor ? [usedFor[1]!, `${what!.slice(0, usedFor.index + usedFor[0].length - usedFor[1]!.length)}${pick[1]}${what!.slice(usedFor.index + usedFor[0].length)}`]
    : [other, `${what!.slice(0, -other.length)}${pick[1]}`];
  // (or what the one asked of does: "/health checks the database and a DB blip would restart every pod")
  if (replaced.toLowerCase() === pick[1]!.toLowerCase() || agentSaid.toLowerCase().includes(pick[1]!.toLowerCase()) || !(lastingWhy(pick[3]!) || whatTheOtherDoes(pick[3]!, replaced))) return null;
  return { type: 'feedback', kind: 'rule', text: sentence(`${asTheOrder(who!, verb!, instead, pick[2] !== undefined)}, not ${replaced}: ${pick[3]}`), quote: said };
}

/** A no, what instead, then why: "no, one month per run, a full backfill once filled the scheduler's queue". */
const NO_INSTEAD = /^(?:no|nope|nah)[,.!]\s+([^,;]{2,40}?)(?:\s*[,;—–]\s+|\s+(?=so\s+(?:that\s+)?\S))(\S.{8,}?)[.!]*$/i;
/** The agent asking whether to do the work a way: "Should I backfill the last two years in one run?" (or a part so: "Should the CLI exit with code 1 on warnings?"). */
const WILL_IT_DO_ASKED = /^(?:should|shall|can)\s+(?:i|we|the\s+[\w-]+(?:\s+[\w-]+)?)\s+[^?]{4,}\?$|^(?:do you want me to|want me to)\s+[^?]{4,}\?$/i;
/** No way instead, only the moment's ("no, not yet, …", "no, wait, …"), an order or a value (read before this, by the refusal's forms and bound-set-right). */
const NOT_AN_INSTEAD = /^(?:not\s+(?:yet|now|today|for now)|later|wait|let me|let's|i'll|i will|ask|don'?t|just|maybe|leave it|skip it|no|use|go|do|try|switch|stick|keep|put|make|run)\b|^v?\d/i;

/**
 * "Should I backfill the last two years in one run?" — "no, one month per run, a full backfill once filled the
 * scheduler's queue …": the way asked about refused, what instead and why that lasts — kept with the question, which the
 * reply alone does not name. Read last, when no reading of the reply as a refusal, a value or a version kept it.
 */
export function anotherWayThanAsked(said: string, agentSaid: string): Statement | null {
  const no = NO_INSTEAD.exec(said.trim());
  const asked = lastAgentSentence(agentSaid);
  if (!no || !WILL_IT_DO_ASKED.test(asked) || NOT_AN_INSTEAD.test(no[1]!) || THIS_DAY.test(said) || !lastingWhy(no[2]!)) return null;
  return { type: 'feedback', kind: 'rule', text: withTheQuestion(asked, said, 100), quote: said };
}
