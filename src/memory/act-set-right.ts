// "I put the file reading in the frontend with the fs plugin." — "move it to a rust command, we keep the fs plugin disabled
// for security": a reply that sets the agent's act right, not by refusing it (refusal-named.ts) but by saying the way the
// project goes — an order with why that lasts, the tool the team uses, a part that already does it, the pick the agent
// should have made. Kept as said, and only when the agent did, or asked, something for it to answer: said alone, "keep it
// client-side, the data is small" is the work at hand's.
import { agentSentences, lastAgentSentence, saysItDid, wayItWorked } from './approach-confirmed.js';
import { lastingWhy, orderWithLastingWhy, whatItDoes } from './lasting-why.js';
import { NOT_A_PICK, questionAnsweredWithWhy, withTheQuestion } from './question-answered.js';
import { dontDo, onTheAct, refusedWithWhy, saysItWill, theAgentsAct } from './refusal-named.js';
import { MOMENT } from './rule-forms.js';
import { MOMENT as MOMENT_ZH, lastingReasonZh } from './statement-forms-zh.js';
import { WORK_VERBS } from './task-bound.js';
import { escapeRegExp, saysWord } from './regexp.js';
import type { Statement } from './statement-forms.js';
import { THIS_DAY, VERSION_FLOOR_IS, sentence } from './statement-text.js';
import { IT_IS_CANON } from './story-world.js';

/** The agent saying it did, will do, or is doing something: "I've named the function getData.", "I'll call the API directly.", "I'm using float for the prices." */
const acted = (agentSaid: string): boolean => agentSentences(agentSaid).some((s) => saysItDid(s) || saysItWill(s) || IS_DOING.test(s) || HANDED_OVER.test(s));
/** "Here's a bash loop that does it.": what the agent made, handed over as it speaks. */
const HANDED_OVER = /^here(?:'s|\s+is|\s+are)\s+(?:a|an|the)\s+(?:[\w.-]+\s+){0,2}(?:loop|script|snippet|command|function|query|config|version|one-?liner|regex|fix|patch|diff|draft|implementation)\b/i;
/** "I'm using float for the prices.", "I'm adding a cache here.": what the agent is doing as it speaks. */
const IS_DOING = /^(?:ok(?:ay)?,?\s+)?(?:i'?m|i am)\s+(?:now\s+)?(?:using|adding|writing|putting|storing|calling|returning|creating|setting|changing|moving|renaming|deleting|removing|importing|caching|logging|parsing|converting|handling|wrapping|mocking|running|building|generating|hardcoding|hard-coding|passing|sending|fetching|querying|catching|throwing)\s+\S/i;
/** The agent's sentence that says what it did, will do or is doing, as it said it: "I wrote a benchmark." (not a question after it). */
const actAsSaid = (agentSaid: string): string | undefined => agentSentences(agentSaid).find((s) => saysItDid(s) || saysItWill(s) || IS_DOING.test(s));

/** "for this show, …", "on this project …": the whole work an order holds for, said before it — or the client it holds for, by name: "for Acme keep the formal register, …" (not a day: "for Monday …"). */
const FOR_THE_WHOLE_WORK = /^(?:(?:[Ff]or|[Oo]n|[Ii]n|[Ww]ith)\s+(?:[Tt]his|[Oo]ur)\s+(?:show|podcast|channel|project|repo|codebase|book|blog|newsletter|series|course|site|app|brand|band|shop|store)|[Ff]or\s+(?!(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|January|February|March|April|May|June|July|August|September|October|November|December|Now|Today|Tomorrow|Once|Example|Instance|Me|Us|It|This|That)\b)\p{Lu}[\p{L}&'-]+(?:\s+\p{Lu}[\p{L}&'-]+)?)\s*,?\s+(?=[a-z])/u;

/** "mornings only, she gets confused after dark": the one time the act may be done, then why. */
const ONLY_AT_A_TIME_OF_DAY = /^(?:mornings|afternoons|evenings|weekdays|weekends|daytime|daylight|office\s+hours|business\s+hours)\s+only\s*[,;]\s+\S.{6,}$/i;
/** "2Gi is the ceiling for that tier, anything more needs a platform ticket": the ceiling a number may reach, and the way past it. */
const A_CEILING_AND_THE_WAY_PAST = /^\d[\w.]*\s+is\s+the\s+(?:ceiling|limit|max(?:imum)?|cap|most)\b(?:\s+for\s+[^,;]{2,30})?\s*[,;]\s+(?:anything|everything)\s+(?:more|above|over|higher|bigger|larger)\s+(?:needs|requires|goes\s+through|has\s+to)\b/i;

/** "not without a strand test first, …": the act allowed only after a step, said as a refusal. */
const NOT_WITHOUT_FIRST = /^(?:no,?\s+)?not\s+without\s+(?:a|an|the)?\s*[^,;]{3,40}?\s+first\b/i;
/** "only with a written note from a parent, …": the paper the act needs each time. */
const ONLY_WITH_A_WRITTEN_NOTE = /^only\s+with\s+(?:a|an)\s+(?:written|signed|dated)\s+(?:note|letter|consent|form|permission|request)\b/i;

/** "no lodash in shared, …": a tool kept out of a place, then why (group 1 the tool, 2 the place, 3 why). */
const NONE_OF_IT_THERE = /^no\s+([\w.@/-]+)\s+in\s+(?:the\s+)?([\w.@/-]+)(?:\s+(?:package|module|crate|app|folder|lib|library|service))?\s*[,;]\s+(\S.{6,})$/i;
const noneOfItThere = (said: string, agentSaid: string): boolean => {
  const m = NONE_OF_IT_THERE.exec(said);
  return m !== null && saysWord(agentSaid, m[1]!) && saysWord(agentSaid, m[2]!) && (lastingWhy(m[3]!) !== null || whatItDoes(m[3]!, m[1]!) !== null || /^(?:it'?s|it\s+is)\s+\d+\s*(?:k|kb|mb)\b|\bwe\s+(?:already\s+)?(?:have|use)\s+[\w.@/-]+/i.test(m[3]!)) && !MOMENT.test(said) && !THIS_DAY.test(said);
};

/** Where a thing goes, then the way the act took and the harm it did there (group 1 that way). */
const GOES_THERE_THE_WAY_HARMED =
  /^(?:the\s+)?[\w-]+(?:\s+[\w-]+)?\s+(?:goes|go|belongs|belong|lives|live)\s+(?:in|into|on|under)\s+(?:a|an|the|our)?\s*[\w.-]+(?:\s+[\w.-]+)?,\s+([\w.()-]+)\s+(?:there\s+|here\s+)?(?:lost|broke|leaked|dropped|corrupted|crashed|deadlocked|duplicated|wiped|froze|hung)\b[^,;]{3,60}$/i;
const goesThereTheActsWayHarmed = (said: string, agentSaid: string): boolean => {
  const way = GOES_THERE_THE_WAY_HARMED.exec(said)?.[1];
  return way !== undefined && saysWord(agentSaid, way) && !MOMENT.test(said) && !THIS_DAY.test(said);
};

/**
 * "I put the file reading in the frontend with the fs plugin." — "move it to a rust command, we keep the fs plugin disabled
 * for security": the agent's one act set right by an order, and why that lasts — a correction kept as said. Not without an
 * act of the agent's to set right: said alone, "keep it client-side, the data is small" is the work at hand's.
 */
export function orderedOtherwiseWithWhy(sentenceSaid: string, agentSaid: string): Statement | null {
  // (or asked: "Should the commands return String errors?" — "return our AppError type, …")
  // (or a figure the agent measured: "The benchmark shows 30% faster." — "run it three times and report the median, single
  // runs on the shared box swing 20%", kept with the report its "it" is)
  const report = agentSentences(agentSaid).find((s) => A_FIGURE_REPORTED.test(s));
  // (or said as how the thing must stay, "it has to stay required, the mobile app crashes on null": read as "keep it required, …")
  // (or after a yes to the agent's question: "yes, pin everything in requirements.txt, …" — kept with the question)
  const asked = agentSaid.trim().endsWith('?');
  const yes = asked ? /^(?:yes|yeah|yep|sure)[,.!]?\s+(?=[a-z])/i.exec(sentenceSaid.trim()) : null;
  // (or for the whole work, said first: "for this show keep the gate off, …" — the show is no moment)
  const asOrder = sentenceSaid.trim().slice(yes?.[0].length ?? 0).replace(FOR_THE_WHOLE_WORK, '').replace(MUST_STAY, (_, it: string) => `keep ${it.toLowerCase() === 'they' ? 'them' : it} `);
  if (!orderWithLastingWhy(asOrder) || !(acted(agentSaid) || asked || report)) return null;
  // (an order on "it", or one "instead", says what it sets right only with the act it answers: 'On "give the CI role admin
  // on the whole account": scope it to the deploy bucket, …' — said of the act, which it may refuse, narrow or add to)
  // (or, too short to name as an order, as the agent said it: "I wrote a benchmark.")
  // (after a "no" too: "no, sync it in Argo, …")
  const pointsAtTheAct = POINTS_AT_THE_ACT.test(asOrder.replace(/^(?:no+|nope)\s*[,.;!—–-]+\s*/i, ''));
  const act = pointsAtTheAct ? (theAgentsAct(agentSaid) ?? report?.trim().replace(/[.!]+$/, '') ?? actAsSaid(agentSaid)) : null;
  // (an order on "it" after a question is named by the question: 'Should the retry decorator go on the flaky test? Quarantine it …')
  // (or on "the" thing the question named: "Should I write the changelog entry with the commit hash?" — "describe the change, …")
  const onTheThingAsked = /^\S+\s+the\s+[\w-]+\s*[,;]/i.test(asOrder);
  const question = !act && (pointsAtTheAct || onTheThingAsked || yes) && asked ? lastAgentSentence(agentSaid) : null;
  const text = act ? onTheAct(act, sentenceSaid.trim()) : question ? withTheQuestion(question, sentenceSaid) : sentence(sentenceSaid);
  return { type: 'feedback', kind: 'correction', text, quote: sentenceSaid };
}

/**
 * "I'll save a checkpoint at the end of training." — "every 500 steps, the spot nodes get preempted several times a day":
 * the act done at another time, for another kind or put back, with why that lasts, and no order to carry it — kept with
 * the act it answers ('On "save a checkpoint at the end of training": every 500 steps, …'), which the reply alone does
 * not name.
 */
function otherwiseWithWhy(sentenceSaid: string, agentSaid: string): Statement | null {
  const said = sentenceSaid.trim();
  // (when, how often or what only instead: "only at the very end, …", "only the record id, …"; or a value for each kind:
  // "2 for usage errors, 1 for everything else, …"; asked of too, "Should I retry on every API error?")
  // (or another amount than the agent's: "5 minutes, prices change during the day" after "I set the cache TTL to 24 hours.")
  // (or fewer said to be enough: "two is fine, …" after "I'll split this into three PRs.")
  const aNumber = /\d|\b(?:two|three|four|five|six|seven|eight|nine|ten|twelve|twenty)\b/i.test(agentSaid);
  const why = WHEN_INSTEAD.exec(said)?.[1] ?? VALUE_PER_KIND.exec(said)?.[1] ?? VALUE_PER_PLACE.exec(said)?.[1] ?? (/\d/.test(agentSaid) ? AMOUNT_INSTEAD.exec(said)?.[1] : undefined) ?? (aNumber ? ENOUGH_INSTEAD.exec(said)?.[1] : undefined);
  // (its why may be the last clause, after how: "only if the change is intended, and say so in the PR, reviewers look for
  // that"; or what the other way costs each time: "only before merging, it takes 25 minutes")
  // (or after its "because": "the storefront does exact match because SKUs leak supplier info")
  const because = why === undefined ? undefined : /\bbecause\s+(\S.{6,})$/i.exec(why)?.[1];
  // (or its last part after "and": "prod logs go to the SIEM and we pay per GB")
  const lastPart = why?.split(/,\s+|\s+and\s+/).at(-1);
  const whyLasts = why !== undefined && !MOMENT.test(why) && !THIS_DAY.test(why) && (lastingWhy(why) !== null || lastingWhy(lastPart!) !== null || TAKES_LONG.test(why) || (because !== undefined && lastingWhy(because) !== null));
  // (or in steps, why the last clause: "two steps, stop writing to it first and drop it a release later, old pods still read
  // it during deploys")
  const steps = IN_STEPS.exec(said)?.[1];
  const inSteps = steps !== undefined && lastingWhy(steps.split(/,\s+/).at(-1)!) !== null && acted(agentSaid);
  // (or said to hold every time, which is lasting enough: "concurrently, always, the table is too big to lock" after "I'll add
  // the index with CREATE INDEX.")
  const always = ALWAYS_INSTEAD.test(said) && !MOMENT.test(said) && !THIS_DAY.test(said) && acted(agentSaid);
  const instead = inSteps || always || (whyLasts && (acted(agentSaid) || agentSaid.trim().endsWith('?')));
  // (or the act undone, with what holds it in place: "put it back, it has to stay until 3.0, we promised …")
  const back = PUT_IT_BACK.exec(said)?.[1];
  const held = back !== undefined && acted(agentSaid) && (STAYS_UNTIL.test(back) || lastingWhy(back) !== null);
  if (!instead && !held) return null;
  return { type: 'feedback', kind: 'correction', text: onTheAct(theAgentsAct(agentSaid) ?? actAsSaid(agentSaid) ?? agentSentences(agentSaid).at(-1)!, said), quote: sentenceSaid };
}

/** Another way said to hold every time, then why: "staging first, every time, it has caught three bad migrations this year". */
// (or with no why at all, the "always" enough: "integers in minor units, always" after "I'll write the price as a float.")
const ALWAYS_INSTEAD = /^(?!(?:yes|yeah|yep|sure|ok(?:ay)?|fine|no|nope|this|that|it|these|those|not|just|please|thanks|sounds|looks|great|good|nice|cool|perfect|same|later|maybe)\b)[\w.-]+(?:\s+[\w.-]+){0,3},\s+(?:always|every\s+(?:single\s+)?time|each\s+time|no\s+exceptions)(?:\s*[,;—–]\s*(?!(?:i|i'm|i'll|you|thanks|thank)\b)\S.{5,})?[.!]*$/i;
/** How the thing the act touched must stay: "it has to stay required", "they must remain public". */
const MUST_STAY = /^(it|they|that)\s+(?:has to|have to|must|needs? to|should)\s+(?:stay|remain)\s+(?=\w)/i;

/** The act done in steps instead, then how and why: "two steps, stop writing to it first and …, old pods still read it …". */
const IN_STEPS = /^(?:do it\s+)?(?:in\s+)?(?:two|three|2|3)\s+(?:steps|phases|releases|deploys|prs)\s*[,:;—–]\s*(\S.+,\s+\S.+?)[.!]*$/i;
/** The agent's act undone, then why: "put it back, it has to stay until 3.0, …". */
const PUT_IT_BACK = /^(?:please\s+)?(?:put|bring|add)\s+(?:it|them|that)\s+back(?:\s+and\s+(?:mark|flag|keep|leave)\s+(?:it|them)\s+[^,;]{3,30})?\s*[,;—–]\s*(\S.+?)[.!]*$/i;
/** Kept until a version or a release: "it has to stay until 3.0", "they stay until the next major". */
const STAYS_UNTIL = /^(?:it|they|that|those)\s+(?:has to|have to|must|needs? to|should|will)?\s*stays?\s+(?:until|till|through)\s+(?:v?\d+(?:\.\d+)*|the next (?:major|minor|release)|[\w.-]+\s+v?\d+(?:\.\d+)*)\b/i;
/** A value for one place and another for another, then why: "English in logs, German in the UI, …". */
const VALUE_PER_PLACE = /^[\w.-]+\s+(?:in|for|on)\s+(?:the\s+)?[\w.-]+(?:\s+[\w.-]+)?,\s+[\w.-]+\s+(?:in|for|on)\s+(?:the\s+)?[\w.-]+(?:\s+[\w.-]+)?\s*[,;—–]\s*(?:since\s+|because\s+|as\s+)?(\S.+?)[.!]*$/i;
/** What the other way costs each time, said of "it": "it takes 25 minutes", "the full suite takes an hour". */
const TAKES_LONG = /^(?:it|they|the\s+(?:full\s+|whole\s+)?(?:suite|run|build|job|pipeline))\s+takes?\s+(?:over\s+|about\s+|like\s+|almost\s+|nearly\s+|around\s+)?(?:\d+|an?|one|two|three|ten|twenty|thirty|forty)\s+(?:minutes?|mins?|hours?)$/i;
/** An amount instead of the agent's, with its unit, then why: "5 minutes, …", "at most 4 workers, …" (a bare number or a version is the bound's or the version's to read). */
const AMOUNT_INSTEAD = /^(?:(?:only|just|max|at most|up to|no more than)\s+)?\d+(?:\.\d+)?\s*(?:ms|s|secs?|seconds?|m|mins?|minutes?|h|hrs?|hours?|d|days?|kb|mb|gb|%|x|rows|items|workers|replicas|retries|threads|connections|requests)\s*[,;—–]\s*(?:since\s+|because\s+|as\s+)?(\S.+?)[.!]*$/i;
/** Fewer said to be enough, in words, then why: "two is fine, the migration and the code can't be deployed separately" (a figure, "1024 is plenty, …", is bound-set-right's). */
const ENOUGH_INSTEAD = /^(?:just\s+)?(?:one|two|three|four|five|six)(?:\s+[\w-]+)?\s+(?:is|are)\s+(?:fine|enough|plenty)\s*[,;—–]\s*(?:since\s+|because\s+|as\s+)?(\S.+?)[.!]*$/i;
/** A value for one kind and another for the rest, then why: "2 for usage errors, 1 for everything else, …". */
const VALUE_PER_KIND = /^[\w.-]+\s+for\s+[^,;]{2,30},\s+[\w.-]+\s+for\s+(?:everything|anything|all)\s+else\s*[,;—–]\s*(?:since\s+|because\s+|as\s+)?(\S.+?)[.!]*$/i;
/** The reply's opening that says how often, when or what only the act is to be done instead. */
const INSTEAD_OPENINGS = [
  // "every 500 steps", "each other build"
  String.raw`(?:every|each)\s+(?:\d+\s+|other\s+)?[\w-]+`,
  // "once a day", "at most twice a run"
  String.raw`once\s+(?:an?|per|every)\s+[\w-]+`,
  String.raw`at\s+most\s+(?:once|twice)\s+(?:a|per)\s+[\w-]+`,
  // "headers only", "least privilege always"
  String.raw`(?!(?:this|that|it|now|for)\b)[\w.-]+(?:\s+[\w.-]+){0,2}\s+(?:only|always)`,
  // "only at the very end", "only if the change is intended" (not "only if you have time")
  String.raw`only\s+(?:at|after|before|on|when|once|if|while)\s+(?!(?:this|that|it)\b|you\s+(?:have|want|can|feel|get)\b)[^,;]{2,30}`,
  // "only the record id"
  String.raw`only\s+(?:the\s+)?(?!(?:this|that|it|once|for|now|if|when|in|to)\b)[\w.-]+(?:\s+[\w.-]+){0,3}`,
  // "exponential backoff starting at 30s"
  String.raw`(?:exponential|linear|jittered|capped)\s+backoff(?:\s+(?:with\s+jitter|starting\s+at\s+\d+\s*\w+|from\s+\d+\s*\w+|up\s+to\s+\d+\s*\w+|capped\s+at\s+\d+\s*\w+)){0,2}`,
  // "two at a time", "one per job"
  String.raw`(?:one|two|three|four|five|\d+)\s+(?:at\s+a\s+time|per\s+(?:job|run|batch|build|pr|commit|request|worker))`,
  // "three seeds", "two replicas": how many instead of the agent's one
  String.raw`(?:two|three|four|five|six|ten|\d+)\s+(?:[\w-]+\s+)?[\w-]+s`,
  // "same transaction", "in the same commit": together with what it goes with, not after it
  String.raw`(?:in\s+)?the\s+same\s+(?:transaction|tx|commit|request|migration|pr|lock|batch|step)`,
  String.raw`same\s+(?:transaction|tx|commit|request|migration|pr|lock|batch|step)`,
  // "one UBO per frame"
  String.raw`(?:one|a\s+single|two|\d+)\s+[\w.-]+(?:\s+[\w.-]+)?\s+per\s+[\w-]+`,
  // "partial SKU match only on the admin side", "debug logging only in staging"
  String.raw`(?!(?:this|that|it|now|for)\b)[\w.-]+(?:\s+[\w.-]+){0,2}\s+only\s+(?:on|in|for)\s+(?:the\s+)?(?!(?:this|that|now|today|a\s+bit|a\s+while)\b)[\w.-]+(?:\s+(?:side|end|app|build|builds|environment|env|tier))?`,
  // "only in files you touch", "only for new code"
  String.raw`only\s+in\s+(?:the\s+)?(?:files?|modules?|code|places?|parts?|packages?)\s+(?:you|we)\s+(?:touch|change|edit|modify)`,
  String.raw`only\s+(?:for|on)\s+new\s+(?:code|files?|modules?|endpoints?|tables?)`,
];
/** How often, when or what only instead, then why (its first group): "every 500 steps, …", "headers only, …", "one UBO per frame, …". */
const WHEN_INSTEAD = new RegExp(String.raw`^(?:${INSTEAD_OPENINGS.join('|')})\s*[,;—–]\s*(?:since\s+|because\s+|as\s+)?(\S.+?)[.!]*$`, 'i');
/** A figure the agent measured, as better or worse: "The benchmark shows 30% faster.", "p99 is 2x lower now." */
const A_FIGURE_REPORTED = /\b(?:shows?|is|are|got|came\s+out|measured|runs?|looks)\s+(?:about\s+|roughly\s+|around\s+|~)?\d+(?:\.\d+)?\s*(?:%|x|×|ms|s|mb|gb)\s+(?:faster|slower|smaller|bigger|larger|lower|higher|better|worse|less|more|quicker)\b/i;
/** An order whose object is the agent's act's (after what the team is doing too), or its new or old one, or which replaces it, or a "one" like it the team has: "scope it to …", "check if it exists first, …", "add the new one and keep the old one …", "we're trying to kill utils.ts, put it …", "verify the signature instead", "we already have a composite one on …". */
const POINTS_AT_THE_ACT = /^\S+\s+(?:it|them|that)\b|^\S+\s+(?:if|whether)\s+(?:it|they)\s|^\S+\s+the\s+(?:new|old)\s+ones?\b|^we(?:'re|\s+are)\s+[^,;]+[,;]\s+\S+\s+(?:it|them)\b|\binstead\b(?=[^,;]*[,;])|^we\s+already\s+have\s+(?:a|an)\s+(?:[\w-]+\s+)?one\b/i;

/** A first word that opens no pick of two words: an order's or a pointer's ("keep it, …", "the one, …"), a count, talk or a verdict ("sounds good, …", "too long, …"). */
const NOT_A_PICKS_FIRST_WORD = /^(?:not|no|never|just|only|then|also|maybe|please|use|do|don'?t|keep|leave|make|try|it|this|that|the|a|an|same|one|two|three|every|each|all|any|sounds|looks|seems|thank|thanks|good|great|nice|too|so|very|way|much|far)$/i;
/** The oldest version still supported, said to the agent: "we still support 7.4", "we target iOS 15" (its number opens the match's end). */
const STILL_SUPPORTED = String.raw`we\s+(?:still\s+)?(?:support|target|run\s+on)\s+(?:[\w.]+\s+)?v?\d`;
/** The same, after the pick it rules out: "…, we still support 7.4". */
const AFTER_IT_A_VERSION_STILL_SUPPORTED = new RegExp(String.raw`,\s+${STILL_SUPPORTED}`, 'i');
/** A why that is only the oldest version still supported: "class constants, we still support 7.4". */
const ONLY_A_VERSION_STILL_SUPPORTED = new RegExp(String.raw`^${STILL_SUPPORTED}\d*(?:\.\d+)*(?:\s+and\s+up)?$`, 'i');

/** "stderr, stdout is for the data so people can pipe it" after "I'll print the progress bar to stdout.": the one word the agent should have picked, and why the one it picked is wrong. */
function pickedAgainst(said: string, agentSaid: string): boolean {
  // (with how much of it: "sha-256 at least, md5 fails the security scan every time"; or where: "info in prod, debug logs …";
  // or how: "by digest, tags get overwritten …"; or with a second choice: "crypto.randomUUID or the secure random helper, …")
  // (or in two words, "char array, String fragments the heap …": a kind and its head)
  const m = /^(?:by|via|with)?\s*([\w.-]+(?:\s+(?!(?:please|at|or|in|minimum)\b)[\w.-]+)?)(?:\s+(?:please|at least|minimum|or better|or stronger|in\s+(?:prod|production|staging|ci|release(?:\s+builds?)?))|\s+or\s+(?:the\s+)?[\w.-]+(?:\s+[\w.-]+){0,2})?\s*,\s+(\S.+)$/i.exec(said);
  const told = agentSaid.toLowerCase();
  if (!m || NOT_A_PICK.test(m[1]!) || told.includes(m[1]!.toLowerCase())) return false;
  if (/\s/.test(m[1]!) && (NOT_A_PICK.test(m[1]!.split(/\s+/)[0]!) || NOT_A_PICKS_FIRST_WORD.test(m[1]!.split(/\s+/)[0]!))) return false;
  // (the why names what the agent picked: "stdout is for the data …"; or the pick is a file, "strings.xml, we ship in nine
  // languages", or the safer kind of what the agent named, "EncryptedSharedPreferences, plain prefs are readable …")
  const other = /^([\w.-]+)\s/.exec(m[2]!)?.[1];
  // (one or many: "tags …" names the agent's "tag")
  // (a name that opens with a dot too: ".env files …" names the agent's ".env")
  const named = other !== undefined && new RegExp(`(?<![\\w.])${escapeRegExp(other.toLowerCase().replace(/(?<=[^s])s$/, ''))}s?(?![\\w])`).test(told);
  // (or, after a question, what the agent offered last: "Should the CLI print errors to stdout?" — "stderr, scripts parse stdout …")
  const offered = /\b(?:to|in|into|with|as|using|use|via|on)\s+(?:the\s+)?([\w.-]{3,})\s*\?\s*$/i.exec(agentSaid.trim())?.[1]?.toLowerCase();
  const offeredNamed = offered !== undefined && saysWord(m[2]!, offered);
  const aFile = /^[\w-]+\.[a-z]{2,10}$/i.test(m[1]!);
  const aKindOf = (told.match(/\b[a-z]\w{5,}\b/g) ?? []).some((w) => m[1]!.toLowerCase().endsWith(w) && m[1]!.length > w.length);
  // (or the why names the pick again, one part of it lasting: "TOML, everything else in the repo is TOML and the loader only reads TOML")
  const namedAgain = saysWord(m[2]!, m[1]!) && m[2]!.split(/\s+and\s+/).some((part) => lastingWhy(part) !== null);
  // (why in two parts, one lasting: "info in that path logs on every request and we pay for ingestion")
  const whyLasts = lastingWhy(m[2]!) !== null || m[2]!.split(/\s+and\s+/).slice(1).some((part) => lastingWhy(part) !== null);
  // (or the oldest version still supported, which rules out what the act used: "class constants, we still support 7.4")
  // (or the why names what the act touched: "after_commit, a slow Stripe call holds the row lock")
  const touched = namesWhatTheActTouched(m[2]!, agentSaid);
  const floor = ONLY_A_VERSION_STILL_SUPPORTED.test(m[2]!.trim().replace(/[.!]+$/, ''));
  // (or a case style picked against a name the act gave: "kebab-case, --dry-run, that's the CLI convention")
  const caseStyle = /^(?:kebab|snake|camel|pascal|screaming[_-]snake|lower|upper|title)[-_ ]?case$/i.test(m[1]!) && /\b(?:name|call|rename|title)\b/i.test(agentSaid);
  // (or the user's own tools rule out the one the agent picked: "fish please, I don't use bash")
  const notMine = /^i\s+(?:don'?t|do not|never)\s+use\s+([\w.+#-]+)\s*[.!]*$/i.exec(m[2]!)?.[1];
  if (notMine && new RegExp(`\\b${escapeRegExp(notMine.toLowerCase())}\\b`).test(told)) return true;
  // (its why may be the last clause only: "…, --dry-run, that's the CLI convention" — read only for a case style)
  return namedAgain || ((named || offeredNamed || aFile || aKindOf || floor || touched) && whyLasts) || (caseStyle && (whyLasts || lastingWhy(m[2]!.split(/,\s+/).at(-1)!) !== null));
}

/**
 * "ULIDs, they sort by time and our event store relies on that" after "I'll use UUIDv4 for the new IDs.": the pick, and why
 * of the pick itself, one part of it lasting — the other not named, so kept with the act it sets right.
 */
function pickWithItsOwnWhy(said: string, agentSaid: string): boolean {
  const m = /^([\w.-]+)\s*,\s+((?:they|it)\s.+)$/i.exec(said);
  if (!m || NOT_A_PICK.test(m[1]!) || agentSaid.toLowerCase().includes(m[1]!.toLowerCase())) return false;
  return m[2]!.split(/\s+and\s+/).some((part) => lastingWhy(part.replace(/^(?:they|it)\b/i, m[1]!)) !== null);
}

/**
 * "soft delete, the snapshots need the history" after "I'll add a DELETE statement for the old rows.": the kind of what the
 * agent named, told by a word before it, and why that lasts — kept with the act, which the two words alone do not name.
 */
function qualifiedPick(said: string, agentSaid: string): boolean {
  const m = /^([a-z][\w-]+)\s+([\w.-]+)\s*,\s+(\S.+)$/i.exec(said);
  if (!m || NOT_A_PICK.test(m[1]!) || NOT_A_PICKS_FIRST_WORD.test(m[1]!)) return false;
  // (named in the act the agent said it would do, not anywhere it spoke: "Sounds great, …" after a story is no pick)
  const told = theAgentsAct(agentSaid)?.toLowerCase() ?? '';
  const has = (word: string) => new RegExp(`\\b${escapeRegExp(word.toLowerCase())}\\b`).test(told);
  return has(m[2]!) && !has(m[1]!) && lastingWhy(m[3]!) !== null && !MOMENT.test(said) && !THIS_DAY.test(said);
}

/**
 * "NavigationView, we support iOS 15" after "I'll use NavigationStack for the new screen.": a sibling of what the agent
 * named, by their shared head, and why that lasts — kept with the act, which the reply alone does not name.
 */
function siblingPickedAgainst(said: string, agentSaid: string): boolean {
  const m = /^(\p{Lu}\p{Ll}{3,})(\p{Lu}[\w.]*)\s*,\s+(\S.+)$/u.exec(said);
  if (!m || agentSaid.includes(`${m[1]}${m[2]}`)) return false;
  return new RegExp(`\\b${m[1]}\\p{Lu}\\w*`, 'u').test(agentSaid) && lastingWhy(m[3]!) !== null && !MOMENT.test(said) && !THIS_DAY.test(said);
}

/** A naming pattern of three parts or more, then that it is everyone's: "team-model-date, like everyone else". */
const EVERYONES_PATTERN = /^[\w<>{}]+(?:[-_/.][\w<>{}]+){2,}\s*,\s+(?:like\s+(?:everyone|everybody|all\s+the\s+others|the\s+rest|every\s+other\s+[\w-]+)(?:\s+else)?|that'?s\s+(?:the|our)\s+(?:convention|pattern|scheme)|(?:it'?s|that'?s)\s+how\s+(?:we|everyone)\s+names?\s+(?:them|these|things|everything))[.!]*$/i;
/** "team-model-date, like everyone else" after "I'll name the experiment test1.": the pattern every name follows, against the agent's name. */
const patternNamedAgainst = (said: string, agentSaid: string): boolean => EVERYONES_PATTERN.test(said) && /\b(?:name|call|title|label)\b/i.test(agentSaid);

/** A value's shape: letters as "a", digits as "9" ("eu-west-1" and "us-east-1" are both "aa-aaaa-9"). */
const shapeOf = (value: string): string => value.toLowerCase().replace(/[a-z]/g, 'a').replace(/\d/g, '9');

/**
 * "eu-west-1, all our customer data has to stay in the EU" after "I'll set the default region to us-east-1.": another value
 * of the same shape as one the act named, and why that lasts — kept with the act, which says what the value is of.
 */
function valueOfTheSameShape(said: string, agentSaid: string): boolean {
  const m = /^([a-z][\w]*(?:[-_.][\w]+)+)\s*,\s+(\S.+)$/i.exec(said);
  if (!m || agentSaid.toLowerCase().includes(m[1]!.toLowerCase())) return false;
  const shape = shapeOf(m[1]!);
  return (agentSaid.match(/\b[a-z][\w]*(?:[-_.][\w]+)+\b/gi) ?? []).some((v) => shapeOf(v) === shape) && lastingWhy(m[2]!) !== null;
}

/** ".tsx, we have no JS files left and …" after "I named the file UserCard.jsx.": the extension the agent's file should have had, and why that lasts (its first clause enough). */
// (kept named by both: "Use .tsx, not .jsx: we have no JS files left …" — ".tsx, …" alone says nothing to a later session)
function extensionAgainst(said: string, agentSaid: string): string | null {
  const m = /^(\.[a-z]\w{0,5})\s*,\s+(\S.+)$/i.exec(said);
  const agents = /\w\.([a-z]\w{0,5})\b/i.exec(agentSaid)?.[1];
  if (!m || !agents || agents.toLowerCase() === m[1]!.slice(1).toLowerCase()) return null;
  const lasts = lastingWhy(m[2]!) !== null || lastingWhy(m[2]!.split(/\s+and\s+/)[0]!) !== null;
  return lasts ? `Use ${m[1]}, not .${agents}: ${m[2]}` : null;
}

/** The command of the tool the project is built around, said against the agent's act: "pnpm add, we're a pnpm workspace". */
function commandOfOurTool(said: string, agentSaid: string): boolean {
  const tool = WE_ARE_A_TOOLS.exec(said)?.[1]?.toLowerCase();
  const command = said.split(/,\s+/)[0]!.toLowerCase();
  return tool !== undefined && command.split(/\s+/).length <= 4 && command.startsWith(tool) && !agentSaid.toLowerCase().includes(tool);
}

/**
 * "anything in the frontend env ships to the browser, proxy the call through the backend" after "I put the API key in the
 * frontend env.": why that lasts said first, of a thing the act named, then what to do instead.
 */
function whyThenTheOrder(said: string, agentSaid: string): boolean {
  // (the why may take two clauses, each of what the act touched: "the motor loop has a 50us budget, printf takes 200, use
  // the trace buffer" after "I'll add printf debugging to the motor loop." — not "…, the disk is almost full, …")
  const m = /^([^,;]{8,80}?(?:,\s+[^,;]{6,60}?)?)\s*[,;]\s+((?:please\s+)?(?:use|put|move|keep|proxy|route|send|call|store|read|load|go through|do|pass|wrap|match|follow|mirror|stream|chunk|batch|paginate|split|process|sample|aggregate|filter|index|download|host|embed|link|upload|find|cache|save|write|check(?!\s+(?:it|this|that|them)\b))\s+\S.{3,}|(?:match|follow|mirror)\s+(?:it|that|them))$/i.exec(said);
  if (!m || (lastingWhy(m[1]!) === null && !CANT_FROM_THERE.test(m[1]!) && !A_SIZE_OF_IT.test(m[1]!) && !valueAgainstTheAct(m[1]!, agentSaid)) || MOMENT.test(m[2]!) || THIS_DAY.test(m[2]!)) return false;
  // ("V3 doesn't have them, use an alarm …" after "I'll add a background page …": a platform that lacks what the act named, by its "them")
  // (or the oldest version the code must run on, which rules out what the act used: "minSdk is 26 and we have no desugaring, …")
  // (or where the act cannot be done from: "you can't from Liquid, …"; or the value a source of truth gives against the
  // act's: "the copybook says 32, match it" after "I'll widen the field to 40 chars.")
  return m[1]!.split(/,\s+/).every((clause) => namesWhatTheActTouched(clause, agentSaid) || LACKS_WHAT_THE_ACT_NAMED.test(clause) || A_VERSION_FLOOR.test(clause) || CANT_FROM_THERE.test(clause) || A_SIZE_OF_IT.test(clause) || valueAgainstTheAct(clause, agentSaid));
}

/**
 * "that skips callbacks and the audit trail, use find_each with update!" after "I used update_all to backfill the flag.",
 * "that's 70k gzipped, use date-fns" after "I'll use moment for the dates.": what the act's way does, then another way to
 * use — the act it answers, or null (not "that's wrong, use the other one": a verdict is no why).
 */
function whatItDoesThenUse(said: string, agentSaid: string): string | null {
  const m = /^(?:no|nope)?[,.!]?\s*((?:that|it|this|[\w.`-]+)(?:'s|\s+[a-z]+)\s+[^,;]{3,80}?)[,;]\s+(?:just\s+|please\s+)?(?:use|go with|switch to|stick to|stick with|call)\s+(?!(?:it|this|that|them|the same|one|another)\b)([\w.`@/:!?-]+)(?:\s+[\w.`@/:!?-]+){0,5}[.!]*$/i.exec(said);
  if (!m || MOMENT.test(said) || THIS_DAY.test(said)) return null;
  const [, why, way] = m;
  const told = agentSaid.replace(/`/g, '').toLowerCase();
  const subject = why!.split(/\s+|'/)[0]!.replace(/`/g, '');
  const ofTheAct = /^(?:that|it|this)$/i.test(subject) || told.includes(subject.toLowerCase());
  const verdict = /^(?:that|it|this)(?:'s|\s+is)\s+(?:just\s+|really\s+|way\s+)?(?:wrong|fine|ok|okay|ugly|weird|bad|overkill|not|too|a bit|kind of|pointless|unnecessary|confusing|messy|great|nice|better|worse)\b/i.test(why!);
  const otherWay = !told.includes(way!.replace(/`/g, '').toLowerCase());
  return ofTheAct && !verdict && otherWay ? theAgentsAct(agentSaid) : null;
}

/** A person of the act said of by "he", "she" or "they", then why (1): "he's an only child, it's a plot point in chapter 12". */
const SAID_OF_THE_PERSON = /^(?:no[,.!]?\s+)?(?:he|she|they)(?:'s|\s+is|'re|\s+are|\s+has|\s+have|\s+never|\s+always|\s+doesn'?t|\s+can'?t)\b[^,;]{2,50}[,;]\s+(.+)$/i;

/** Where the thing the act filed belongs, said last: "…, it goes under equipment", "…, they count as travel". */
const FILED_ELSEWHERE = /,\s+(?:it|they|those|these)\s+(?:goes|go|belongs?|is\s+filed|are\s+filed|counts?\s+as|count\s+as)\s+(?:under|in|into|as)?\s*(?!(?:it|this|that|well|fine|now)\b)[\w\s-]{2,30}[.!]*$/i;

/** The size of the thing the act is on, said of "it": "it's 40 GB", "it has 80M rows" — which only grows. */
const A_SIZE_OF_IT = /^it(?:'s|\s+is|\s+has)\s+(?:about\s+|over\s+|like\s+|almost\s+|nearly\s+)?\d+(?:\.\d+)?\s*(?:gb|tb|pb|mb|m\s+rows|million\s+rows|billion\s+rows|k\s+rows|rows)\b(?:\s+(?:and\s+growing|already))?$/i;

/** A value a source of truth gives, against the act's own: "the copybook says 32" after "I'll widen the field to 40 chars.", "the platform team caps us at 1Gi per pod" after "I bumped the memory limit to 2Gi.". */
const valueAgainstTheAct = (clause: string, agentSaid: string): boolean => /^\d[\d,.]*\s*(?:[a-z]{1,3}\s+)?is\s+the\s+(?:ceiling|max|maximum|limit|cap|most)\b|^it'?s\s+\d|\b(?:says|is|are|has|have|uses|expects|allows|specifies|caps\s+(?:us|it|them|pods?|each\s+\w+)\s+at|limits\s+(?:us|it|them)\s+to)\s+\d/i.test(clause) && /\d/.test(agentSaid);

/** Where the act cannot be done from, said to the agent: "you can't from Liquid", "you can't do that in a migration". */
const CANT_FROM_THERE = /^you\s+(?:can'?t|cannot)\s+(?:(?:do|call|run|use)\s+(?:it|that|this)\s+)?(?:from|in|inside|within)\s+(?:an?\s+|the\s+)?[\w.-]+(?:\s+[\w.-]+)?$/i;

/** The oldest version the code must run on, said first: "minSdk is 26", "MSRV is 1.70", "the deployment target is iOS 15". */
const A_VERSION_FLOOR = new RegExp(`^${VERSION_FLOOR_IS}`, 'i');

/** A platform or version said to lack what the act named: "V3 doesn't have them", "Safari doesn't support it". */
const LACKS_WHAT_THE_ACT_NAMED = /^(?!(?:i|you|we|it|this|that|they)\b)[\w.-]+(?:\s+[\w.-]+)?\s+(?:doesn'?t|does not|don'?t|do not|can'?t|cannot|won'?t)\s+(?:have|support|allow|run|load|include|ship)\s+(?:them|it|those)$/i;

/** Whether a clause names a word of the agent's act: "frontend env" in "I put the API key in the frontend env." (or its acronym: "ISR"). */
function namesWhatTheActTouched(clause: string, agentSaid: string): boolean {
  const told = agentSaid.toLowerCase();
  // (or a path the act named: "/tmp is wiped on every node restart" after "I cached the tokenized dataset in /tmp.")
  if ((clause.match(/(?:^|\s)(\/?[\w.-]+\/[\w./-]*|\/[\w.-]+)/g) ?? []).some((p) => told.includes(p.trim().toLowerCase()))) return true;
  const words = [...(clause.toLowerCase().match(/\b[a-z][\w-]{3,}\b/g) ?? []), ...(clause.match(/\b[A-Z]{2,3}s?\b/g) ?? []).map((w) => w.toLowerCase())];
  // (one or many: "invoices" names the act's "invoice logic")
  return words.some((w) => !['anything', 'everything', 'ships', 'goes', 'with', 'into', 'from', 'that', 'there'].includes(w) && new RegExp(`\\b${escapeRegExp(w.replace(/(?<=[^s])s$/, ''))}s?\\b`).test(told));
}

/** A word's one form for one or many: "UUIDs" and "UUID" are one ("class" stays "class"). */
const oneOrMany = (w: string): string => w.toLowerCase().replace(/(?<=[^s])s$/, '');
/** Words of a why that name nothing of their own. */
const NAMES_NOTHING = ['have', 'been', 'with', 'that', 'this', 'they', 'from', 'since', 'written', 'used'];
/** Whether a why names a word of the agent's act, one or many: "singletons" names "a singleton", "UUIDs" names "a UUID". */
function namesTheActsKind(why: string, agentSaid: string): boolean {
  const told = new Set((agentSaid.match(/\b[a-z][\w-]{2,}\b/gi) ?? []).map(oneOrMany));
  return (why.match(/\b[a-z][\w-]{3,}\b/gi) ?? []).some((w) => !NAMES_NOTHING.includes(w.toLowerCase()) && told.has(oneOrMany(w)));
}

/** What the agent's tool made, said as bad: "typedoc output was unreadable", "the generated client was a mess". */
const THE_TOOL_WAS_BAD = /\b(?:was|were|is|are|came\s+out|looked|looks)\s+(?:just\s+|really\s+|way\s+|completely\s+)?(?:unreadable|unusable|useless|garbage|a\s+mess|broken|wrong|too\s+(?:slow|noisy|big|heavy)|noisy|ugly|awful|terrible)\b/i;

/**
 * "only on the leaf component that needs state" after "I'll add 'use client' at the top of the page.": the act held to the
 * ones of a kind that need it — the kind named by what it does, which lasts; kept with the act, which it narrows.
 */
const ONLY_WHERE_A_KIND_NEEDS_IT =
  /^only\s+(?:on|in|for|inside|to)\s+(?:the\s+)?(?!(?:this|that|these|those|my|your)\b)(?:[\w-]+\s+){0,2}[\w-]+\s+(?:that|which)\s+(?!(?:you|we|i)\b)(?:needs?|uses?|has|have|holds?|touch(?:es)?|reads?|writes?|calls?|owns?|renders?|fetch(?:es)?|handles?|stores?)\s+(?!(?:it|this|that)\b)[^,;]{2,30}$/i;

/**
 * "the API reference is hand-written, typedoc output was unreadable" after "I'll generate the docs with typedoc.": how a
 * part is kept, for good, then the agent's tool named as bad — kept with the act, which the fact alone does not refuse.
 */
function keptByHandAgainstTheTool(said: string, agentSaid: string): boolean {
  const m = /^((?:the|our)\s+[^,;]{4,60}?)\s*[,;]\s+([^,;]{4,60})$/i.exec(said);
  if (!m || lastingWhy(m[1]!) === null || MOMENT.test(said) || THIS_DAY.test(said)) return false;
  // (the tool named, or what it made: "the generated one was unreadable", "the old one was a mess")
  const tool = /^(?:the\s+)?([\w.-]{3,})\b/i.exec(m[2]!)?.[1];
  const named = (tool !== undefined && saysWord(agentSaid, tool)) || /^(?:the|its)\s+(?:old|generated|auto-?generated)\s+(?:one|output|docs|version)\b/i.test(m[2]!);
  return named && THE_TOOL_WAS_BAD.test(m[2]!);
}

/**
 * "function components with hooks, we haven't written a class component since 2020" after "I'll write the component as a
 * class.", "bigint identity, our analytics joins are too slow on UUIDs" after "I'll use a UUID as the primary key.": a pick
 * of a few words the agent did not say, and why that lasts naming the kind the agent picked — kept with the act.
 */
function wordsPickedAgainst(said: string, agentSaid: string): boolean {
  // (a pick is a thing named, no verdict or talk: not "sounds fab, …", "20 is the max, …", "too slow, …"; its why of the team or its parts)
  const m = /^(?!(?:i|you|we|it|this|that|these|those|ok|okay|sure|yes|yeah|no|nope|thanks|please|let|maybe|just|not|only|also|then|and|but|so|sounds?|looks?|seems?|great|nice|cool|awesome|wow|love|good|fine|too|very|way|much|far|a\s+bit)\b)(?![^,]*\b(?:is|are|was|were|be|been|'s|'re)\b)((?:[\w.-]+\s+){1,3}[\w.-]+)\s*,\s+((?:we(?:'re|'ve)?|our|the|all|every|[\w.-]+)\s.{8,})$/i.exec(said);
  // (its why of the team or its parts, or of what the agent picked, named first: "Redux boilerplate slowed every feature …")
  const ofTheTeam = m !== null && /^(?:we(?:'re|'ve)?|our|the|all|every)\s/i.test(m[2]!);
  if (m && !ofTheTeam && !namesTheActsKind(m[2]!.split(/\s+/)[0]!, agentSaid)) return false;
  if (!m || agentSaid.toLowerCase().includes(m[1]!.toLowerCase()) || lastingWhy(m[2]!) === null || MOMENT.test(said) || THIS_DAY.test(said)) return false;
  // (the pick is no order of its own: "use the …" is read by the order's readers)
  if (new RegExp(`^(?:${WORK_VERBS.join('|')}|use|keep|put|go|stick|make)\\b`, 'i').test(m[1]!)) return false;
  // (the why names what the agent picked, one or many: "UUIDs" names "a UUID"; or the pick is a sibling of the agent's by
  // their last word: "Composition API" for "the Options API")
  const last = m[1]!.split(/\s+/).at(-1)!;
  const sibling = last.length >= 3 && new RegExp(`\\b(?!${escapeRegExp(m[1]!.split(/\s+/)[0]!)}\\b)\\p{Lu}[\\w.-]*\\s+${escapeRegExp(last)}\\b`, 'u').test(agentSaid);
  return namesTheActsKind(m[2]!, agentSaid) || sibling;
}

/** What the team uses, said against what the agent did: "we use date-fns, …" after "I used moment for the date math." (or a kind: "we use a service locator for managers, …") */
const WE_USE = /^we\s+(?:use|prefer|go with|standardi[sz]ed on|are on)\s+(?:an?\s+(?!(?:lot|bunch|few|couple|little|mix|different|similar)\b))?([\w.@/+-]+)/i;
/** "we normalise to two reference genes, …": what the team measures or sets a thing against, said as the way it goes (group 1 what). */
const WE_DO_IT_AGAINST = /^we\s+(?:always\s+)?(?:normali[sz]e|calibrate|align|round|sort|convert|scale|weight|reference|benchmark|compare|key|partition|index|bin)\s+(?:everything\s+|it\s+|them\s+)?(?:to|with|against|by|on|in)\s+(?:the\s+|our\s+)?((?!(?:it|this|that|them)\b)[\w.@/+-]+(?:\s+[\w.@/+-]+){0,3}?)(?=\s*[,;])/i;
/** Why, as the tool the project is built around: "…, we're a pnpm workspace", "…, since we're a yarn monorepo". */
const WE_ARE_A_TOOLS = /,\s+(?:since\s+|because\s+|as\s+)?we(?:'re|\s+are)\s+a\s+([\w.@/+-]+)\s+(?:workspace|monorepo|shop|house|project|codebase|repo)\b/i;
/** A part that already does what the agent just added: "the queue already retries with backoff, …". */
const ALREADY_DOES = /^(?:the|our)\s+(?:[\w.-]+\s+){1,3}?already\s+(?!(?:did|done|fixed|merged|has|have|is|are|was)\b)[a-z]+s\b/i;

/**
 * Whether a reply that sets the act against something says what it set right only beside the act: its "them" named by the
 * act ('On "add a background page for the polling": V3 doesn't have them, …'), what a version floor or a version still
 * supported rules out, which the reply does not name, a file picked ('On "put the logic in the view": services.py, …'), a
 * pick in two words ('On "use Redux for the state": Zustand stores, …'), where the act cannot be done from, the size of
 * what it is on, or a value a source of truth gives against the act's.
 */
function namedOnlyWithTheAct(said: string, agentSaid: string): boolean {
  const first = said.split(/,\s+/)[0]!;
  if (LACKS_WHAT_THE_ACT_NAMED.test(first) || CANT_FROM_THERE.test(first) || A_SIZE_OF_IT.test(first) || valueAgainstTheAct(first, agentSaid)) return true;
  if (A_VERSION_FLOOR.test(said) || AFTER_IT_A_VERSION_STILL_SUPPORTED.test(said)) return true;
  if (/^[\w-]+\.[a-z]{2,10}\s*,/i.test(said)) return true;
  return /^(?!(?:too|so|very|way|not|no|much|far)\b)[\w.-]+\s+[\w.-]+\s*,/i.test(said) && !commandOfOurTool(said, agentSaid);
}

/**
 * "I used moment for the date math." — "we use date-fns, moment is 70k gzipped"; "I've added a retry loop around the webhook
 * call." — "the queue already retries with backoff, a second retry layer just doubles the traffic": the way the project
 * goes, said against the agent's act — kept as said, and only when it names a tool the agent's words do not, or a part
 * that already does it, with why that lasts.
 */
export function setAgainstTheAct(sentenceSaid: string, agentSaid: string): Statement | null {
  if (!acted(agentSaid)) return null;
  const said = sentenceSaid.trim().replace(/[.!]+$/, '');
  const extension = extensionAgainst(said, agentSaid);
  if (extension) return { type: 'feedback', kind: 'correction', text: sentence(extension), quote: sentenceSaid };
  const tool = WE_USE.exec(said)?.[1] ?? WE_DO_IT_AGAINST.exec(said)?.[1];
  const rest = said.replace(/^[^,;]*[,;]\s*/, '');
  // (a kind the team uses, "we use a service locator for managers, …", with a why that lasts or names the act's kind: "singletons made testing impossible last time")
  const aKind = /^we\s+\S+(?:\s+\S+)?\s+an?\s/i.test(said);
  const kindWhy = !aKind || rest === said || lastingWhy(rest) !== null || namesTheActsKind(rest, agentSaid);
  const against =
    (tool !== undefined && kindWhy && !agentSaid.toLowerCase().includes(tool.toLowerCase()) && (rest === said || lastingWhy(rest) !== null || (!/^(?:it|this|that|i|you)\b/i.test(rest) && !MOMENT.test(rest) && !THIS_DAY.test(rest)))) ||
    (ALREADY_DOES.test(said) && lastingWhy(said.split(/,\s+/)[0]!) !== null) ||
    pickedAgainst(said, agentSaid) ||
    // ("pnpm add, we're a pnpm workspace" after "I'll use `npm install` to add it.": the team's tool's command, and why)
    commandOfOurTool(said, agentSaid) ||
    // ("the cart state goes in a notifier, setState there lost items on rotation" after "I used setState in the cart.":
    // where the thing goes, and what the act's own way did there)
    goesThereTheActsWayHarmed(said, agentSaid) ||
    // ("no lodash in shared, it ships to the browser …" after "I added lodash to the shared package.": the act's tool kept
    // out of the act's place, and why)
    noneOfItThere(said, agentSaid) ||
    whyThenTheOrder(said, agentSaid);
  // ("he's an only child, it's a plot point in chapter 12" after "I gave Tomás a sister.": the act's person, and why it is canon)
  const canon = SAID_OF_THE_PERSON.exec(said);
  const person = canon && IT_IS_CANON.test(canon[1]!) && /\b[A-Z][\p{Ll}]+\b/u.test(agentSaid.replace(/^\s*I\b/, '')) ? theAgentsAct(agentSaid) : null;
  if (person) return { type: 'feedback', kind: 'correction', text: onTheAct(person, said), quote: sentenceSaid };
  // Said of the act, and kept with it: where the thing it filed belongs ("it's a business expense, …, it goes under
  // equipment" after "I put the laptop under personal expenses."), the one time of day it may be done ("mornings only, she
  // gets confused after dark" after "I suggested a walk after dinner."), the ceiling a number it set may reach and the way
  // past it ("2Gi is the ceiling for that tier, anything more needs a platform ticket"), or the step it must wait for
  // ("not without a strand test first, …" after "I booked her a full head of bleach."), or the paper it needs ("only with a
  // written note from a parent …" after "I dropped Ellie at her gran's instead of her stop.")
  // (a short act will do when it set a number: "I requested 64 CPUs.")
  const ceiling = A_CEILING_AND_THE_WAY_PAST.test(said);
  const boundOfTheAct = (FILED_ELSEWHERE.test(said) && /\b(?:under|in|into|as)\b/i.test(agentSaid)) || ONLY_AT_A_TIME_OF_DAY.test(said) || ceiling || NOT_WITHOUT_FIRST.test(said) || ONLY_WITH_A_WRITTEN_NOTE.test(said);
  const bound = boundOfTheAct && !against && !MOMENT.test(said) && !THIS_DAY.test(said) ? (theAgentsAct(agentSaid) ?? (ceiling && /\d/.test(agentSaid) ? wayItWorked(agentSaid, true) : null)) : null;
  if (bound) return { type: 'feedback', kind: 'correction', text: onTheAct(bound, said), quote: sentenceSaid };
  // ("that skips callbacks and the audit trail, use find_each with update!" after "I used update_all to backfill the flag.")
  const other = whatItDoesThenUse(said, agentSaid);
  if (other && !against) return { type: 'feedback', kind: 'correction', text: onTheAct(other, said), quote: sentenceSaid };
  // ("don't, it's 400 million rows, sample it or aggregate in SQL first": the same after a refusal, kept with the act refused)
  const afterNo = said.replace(/^(?:no|nope|don'?t|do not)[,.!]\s+/i, '');
  const refused = !against && afterNo !== said && whyThenTheOrder(afterNo, agentSaid) ? theAgentsAct(agentSaid) : null;
  if (refused) return { type: 'feedback', kind: 'correction', text: dontDo(refused, afterNo), quote: sentenceSaid };
  const them = against && namedOnlyWithTheAct(said, agentSaid) ? theAgentsAct(agentSaid) : null;
  if (against) return { type: 'feedback', kind: 'correction', text: them ? onTheAct(them, said) : sentence(sentenceSaid), quote: sentenceSaid };
  // (a pick of a few words may answer an act said on "it", kept as the agent said it: 'On "I'll write it with the Options API …": …')
  const act = pickWithItsOwnWhy(said, agentSaid) || siblingPickedAgainst(said, agentSaid) || patternNamedAgainst(said, agentSaid) || valueOfTheSameShape(said, agentSaid) || keptByHandAgainstTheTool(said, agentSaid) || (ONLY_WHERE_A_KIND_NEEDS_IT.test(said) && !MOMENT.test(said)) ? theAgentsAct(agentSaid) : wordsPickedAgainst(said, agentSaid) || qualifiedPick(said, agentSaid) ? (theAgentsAct(agentSaid) ?? actAsSaid(agentSaid)) : null;
  return act ? { type: 'feedback', kind: 'correction', text: onTheAct(act, said), quote: sentenceSaid } : null;
}

/**
 * "Use ULIDs. They sort by time and the warehouse system expects that.", "Never. It logs request bodies at debug …": a
 * short order or refusal, its why the next sentence — read as one ("use ULIDs, they sort by time …"), kept as both.
 */
export function answeredThenWhy(first: string, next: string, agentSaid: string): Statement | null {
  if (first.split(/\s+/).length > 6 || /[?？]$/.test(first) || /[?？]$/.test(next)) return null;
  const joined = `${first.trim().replace(/[.!]+$/, '')}, ${next.trim().charAt(0).toLowerCase()}${next.trim().slice(1)}`;
  const st = answeredTheAct(joined, agentSaid);
  return st && { ...st, quote: `${first} ${next}` };
}

/** The agent's act done by hand: "I'll write the migration by hand.", "I'm creating the client manually." */
const BY_HAND = /\b(?:by\s+hand|manually|from\s+scratch|hand-?(?:write|written|roll|rolled|code|coded))\b/i;
/** A tool to do it with, then what to do after: "generate it with alembic revision --autogenerate, then review it". */
const WITH_THE_TOOL_INSTEAD = /^(?:no\s*,\s*)?(?:please\s+)?(?:generate|create|make|scaffold|build|produce|write|do)\s+(?:it|them|that|those)\s+(?:with|using|via|through)\s+(?!(?:it|this|that|me|my|your)\b)\S[^,;]{2,60}?(?:\s*[,;]\s*(?:and\s+)?(?:then\s+)?(?:review|check|read|edit|tweak|clean\s+up|fix\s+up|adjust)\s+(?:it|them|the\s+(?:output|result|diff))(?:\s+(?:by\s+hand|before\s+(?:committing|you\s+commit|merging)))?)?[.!]*$/i;

/**
 * "I'll write the migration by hand." — "generate it with alembic revision --autogenerate, then review it": the tool the
 * project makes such a thing with, said against the act done by hand — kept with the act, which says what "it" is.
 */
function toolInsteadOfByHand(said: string, agentSaid: string): Statement | null {
  const act = acted(agentSaid) && BY_HAND.test(agentSaid) && WITH_THE_TOOL_INSTEAD.test(said) && !MOMENT.test(said) && !THIS_DAY.test(said) ? theAgentsAct(agentSaid) ?? actAsSaid(agentSaid) : undefined;
  return act ? { type: 'feedback', kind: 'correction', text: onTheAct(act, said), quote: said } : null;
}

/** A "no" before the rest of a reply: "no, quarantine it …". */
const NO_FIRST = /^(?:no|nope|nah)\s*[,.!]\s+(?=\S)/i;

/** A reply's first sentence read against the agent's words: the act refused with why, or set right. */
// ("great, also run golangci-lint, CI runs it": read after its thanks)
export const answeredTheAct = (sentenceSaid: string, agentSaid: string): Statement | null => {
  const said = sentenceSaid.replace(YES_BUT_FIRST, '').replace(THANKS_FIRST, '').replace(/^but\s+(?=\S)/i, '');
  // ("no, quarantine it with @flaky and file a ticket, retries hide real bugs": the order after the no, read last)
  const afterNo = NO_FIRST.test(said) ? said.replace(NO_FIRST, '') : null;
  const st = refusedWithWhy(said, agentSaid) ?? otherwiseWithWhy(said, agentSaid) ?? orderedOtherwiseWithWhy(said, agentSaid) ?? setAgainstTheAct(said, agentSaid) ?? questionAnsweredWithWhy(said, agentSaid) ?? askFirstNextTime(said, agentSaid) ?? breakingSoOtherwise(said, agentSaid) ?? knownFailures(said, agentSaid) ?? toolInsteadOfByHand(said, agentSaid) ?? setRightInChinese(said, agentSaid) ?? (afterNo ? orderedOtherwiseWithWhy(afterNo, agentSaid) : null);
  return st && { ...st, quote: sentenceSaid };
};

/** "that's a breaking change, …": the agent's act judged to break what callers rely on, then what to do about it. */
const BREAKING_VERDICT = /^(?:that'?s|this is|it'?s|that would be|that'?d be)\s+(?:a\s+)?breaking(?:\s+change)?\s*[,;:—–]\s+(\S.+?)[.!]*$/i;
/** Held back to a major version: "it has to wait for 3.0", "that can wait until the next major". */
const WAITS_FOR_A_MAJOR = /^(?:it|that|this|they)\s+(?:has to|have to|must|needs? to|should|will have to|can)\s+wait\s+(?:for|until|till)\s+(?:v?\d+(?:\.\d+)*|the\s+next\s+major|a\s+major(?:\s+release)?)$/i;
/** The way to do it instead, said as an order: "add an overload instead", "deprecate the old one first". */
const INSTEAD_ORDER = /^(?:please\s+)?(?:add|use|keep|write|ship|provide|introduce|make|deprecate|overload)\s+[^,;]{2,40}?\s+(?:instead|first)$/i;

/**
 * "I changed the public SDK method signature." — "that's a breaking change, it has to wait for 3.0, add an overload
 * instead": the act judged breaking, then held to a major or done another way — kept with the act it judges.
 */
function breakingSoOtherwise(said: string, agentSaid: string): Statement | null {
  const rest = BREAKING_VERDICT.exec(said.trim())?.[1];
  const answered = rest !== undefined && rest.split(/,\s+/).some((clause) => WAITS_FOR_A_MAJOR.test(clause) || INSTEAD_ORDER.test(clause));
  // (or, too short to name as an order, as the agent said it: "I renamed the config key.")
  const act = answered && acted(agentSaid) ? (theAgentsAct(agentSaid) ?? actAsSaid(agentSaid)) : null;
  return act ? { type: 'feedback', kind: 'correction', text: onTheAct(act, said.trim()), quote: said } : null;
}

/** The failures the agent reported, said to be known: "those two are known flaky on macOS", "both are a known issue". */
const KNOWN_TO_FAIL = /^(?:those|these|they|both|that\s+one|this\s+one|the\s+two|the\s+failing\s+ones|those\s+(?:two\s+|three\s+)?(?:tests|specs|ones))\s+(?:two\s+|three\s+)?(?:are|is)\s+(?:(?:a\s+)?known\s+(?:to\s+be\s+)?(?:flaky|flakes|failures?|issues?|broken)|quarantined|always\s+flaky|flaky\s+(?:on|in|under)\s+\S+)(?:\s+(?:on|in|under)\s+[\w.-]+(?:\s+[\w.-]+)?)?\s*(?:[,;—–]\s*(?!(?:i|i'?ll|let'?s|just|you)\b)\S[^,;]{4,60})?[.!]*$/i;
/** The agent reporting failures: "I ran the e2e tests locally and two failed.", "Three tests are failing on my machine." */
const FAILURES_REPORTED = /\b(?:failed|failing|fail|broke|broken|red|flaked)\b/i;

/**
 * "I ran the e2e tests locally and two failed." — "those two are known flaky on macOS, they pass in CI on Linux": the
 * failures the agent reported, known to the team — kept with the report, which says what "those two" are.
 */
function knownFailures(said: string, agentSaid: string): Statement | null {
  if (!KNOWN_TO_FAIL.test(said.trim()) || THIS_DAY.test(said) || MOMENT.test(said)) return null;
  const report = agentSentences(agentSaid).find((s) => FAILURES_REPORTED.test(s) && !s.trim().endsWith('?'));
  return report ? { type: 'project', kind: 'notice', text: onTheAct(report.trim(), said.trim()), quote: said } : null;
}

/** "next time ask first, …": to be asked before an act of the kind, then why. */
const ASK_FIRST_NEXT_TIME = /^(?:next\s+time|in\s+(?:the\s+)?future|from\s+now\s+on)\s*,?\s+(?:please\s+)?(?:ask(?:\s+me)?|check\s+with\s+me|run\s+it\s+by\s+me)\s+first\s*[,;—–]\s*(?:since\s+|because\s+|as\s+)?(\S.+?)[.!]*$/i;

/**
 * "I've rewritten the script in Python." — "that's ok, but next time ask first, the ops team only maintains bash": the act
 * let stand, and to be asked first the next time, with why that lasts — kept with the act it names.
 */
function askFirstNextTime(said: string, agentSaid: string): Statement | null {
  const why = ASK_FIRST_NEXT_TIME.exec(said.trim())?.[1];
  const act = why !== undefined && lastingWhy(why) !== null && acted(agentSaid) ? theAgentsAct(agentSaid) : null;
  return act ? { type: 'feedback', kind: 'rule', text: onTheAct(act, said.trim()), quote: said } : null;
}

/** What the agent says it did to a thing, in Chinese: "我把 SELECT * 留在模型里了。" (the thing: "SELECT *"). */
// (or what it used: "我用了 latest 标签。")
const DID_TO_A_THING_ZH = /我(?:把|将)\s*([^，,。！!？?]{1,20}?)\s*(?:留在|写在|写成|放在|放到|写到|命名成|命名为|改成|改为|存在|存成|加到|加在|设成|设为|用\s*[^，,。！!？?]{1,20}?\s*(?:存|写|实现|做|算|表示)了?(?=[。！!]?$))|我用了\s*([\w.:\/@-]+(?:\s*(?:标签|库|包|版本|镜像|分支))?|[^，,。！!？?\s\w]{1,10})/;
/** Another way to do the act, then why, in Chinese: "拆开，…", "放到队列里，…", "改成异步，…". */
const OTHER_WAY_ZH = /^(拆开|分开|拆成两步|分两步|分开做|放到后台|放到队列里|异步做|改成异步|用队列|批量插|批量写|批量插入|批量处理|批量)[，,]\s*(\S.{4,}?)[。！!]?$/;
/** Another amount said to be enough, in Chinese: "3次就够了，…", "五秒就行，…". */
const ENOUGH_ZH = /^[\d一二三四五六七八九十两]+\s*(?:次|个|秒|分钟|小时|天|条|行|MB|GB|KB|%|倍)?(?:就够了|就够|就行了|就行|就可以了|足够了)[，,]\s*\S/;
/** What the agent says it does, in Chinese: "我在同一个迁移里加字段并设默认值。" (the act: "在同一个迁移里加字段并设默认值"). */
const AN_ACT_ZH = /^我(?:会|要|先|准备|打算)?((?:在|把|给|用|直接)[^，,。！!？?]{3,40}?)[。！!]?$/;
/** A reply kept with the act it answers, in Chinese: "后台任务选Celery：我们用RQ，…" (the act named as one, not as done: "加了" is "加"). */
const onTheActZh = (act: string, reply: string): string => sentence(`${act.replace(/(?<=[\u4e00-\u9fff])了(?![解结])|了$/g, '')}：${reply.trim().replace(/[。！!]$/, '')}`);
/** Whether a clause after the reply's first says why that lasts: "绝对不行，compose文件是提交到仓库的，…". */
const aLaterClauseLastsZh = (reply: string): boolean => reply.split(/[，,]/).slice(1).some((clause) => lastingReasonZh(clause));
/** A reply that sets the act right in Chinese by what to use or do, or refuses it outright: "用只读token，…", "我们用RQ，…", "绝对不行，…" (or where: "生产用info，…"; or what to open: "开个分支，…"; or what only: "只对幂等的 GET 重试，…"). */
const SETS_RIGHT_ZH = /^(?:(?:生产|线上|正式环境|测试环境|本地|CI)(?:环境)?(?:上|里)?|(?:白天|晚上|周末|工作时间|上班时间|高峰期)(?=不行|不可以))?(?:用|改用|换成|从|我们(?:一般|都|统一)?用|统一用|改|开(?:个|一个|新|(?=分支|新分支))|新建|建(?:个|一个)|走|放(?:到|在)?(?=\s*[A-Za-z]|服务端|后端|服务器|云端|队列|后台)|配(?:到|在|进)(?=\s*[A-Za-z])|先(?:加|做|走|查|校验|判断)|只(?:对|在|给)|绝对不行|不行|不可以)[^，,。]{0,30}[，,]/;
/** What the agent says it did or will do, in Chinese, without its "我": "后台任务我选了Celery。" is "后台任务选了Celery" (named as an act by onTheActZh). */
function actZh(sentenceSaid: string): string | null {
  const m = /^([^，,。？?]{0,10}?)我(?:准备|打算|会|要|先)?([^，,。？?]{3,40}?)[。！!]?$/.exec(sentenceSaid.trim());
  // (not an act on "it" or "this", which names nothing: "我把它放在 utils 里了。")
  // (or how it does it, "我用正则解析HTML。")
  // (or what it does in a place as it speaks, "我在循环里逐条查数据库。", "我先在 handler 里直接查数据库。")
  // (or what it sets a thing to or where it puts it, "我把超时设成 5 分钟。", "我把图片打包进小程序里。")
  if (!m || !/了|准备|打算|会|要|用的是|^我(?:先|就)?用\s*\S|^我(?:先|就)?(?:在[^，,。？?]{1,15}?(?:里|中|内|上)|直接)[^，,。？?]{2,}|^我(?:把|将)[^，,。？?]{1,15}?(?:设成|设为|改成|改为|调成|调到|放在|放到|放进|写成|写到|写进|写死在|写死到|硬编码在|硬编码到|存在|存成|存到|打包进|打进|塞进|加进|挪到|移到)/.test(sentenceSaid.trim()) || /^(?:这|那|它|觉得|想|不|没)|(?:把|将|给|对)(?:它|这|那)/.test(m[2]!)) return null;
  return `${m[1]}${m[2]}`;
}
/** The first of the agent's sentences that says what it did or will do, in Chinese (actZh), or null. */
const theActZh = (agentSaid: string): string | null => agentSentences(agentSaid).map(actZh).find((a) => a !== null) ?? null;
/** A thing, then what it takes instead, in Chinese: "积分用整数，…", "金额用 decimal，…" (the thing: "积分"). */
const THING_TAKES_ZH = /^(?!这|那|它|我|你)([\u4e00-\u9fff]{2,6}|[A-Za-z][\w.-]{1,20})\s*(?:一律|统一|都|只)?用\s*[^，,。]{1,16}[，,]/;
/** The act refused as it was done: "users 表别这么加，…", "不要这样写，…". */
const NOT_THIS_WAY_ZH = /^[^，,。]{0,10}?(?:别|不要|不能|不许)(?:再)?(?:这么|这样|那样|那么)(?:加|做|写|改|搞|弄|存|放|用)?[，,]/;
/** A file or folder said to be no place for anything new: "utils.py 已经是垃圾堆了" (or an API version: "v2已经冻结了"). */
const NO_PLACE_ZH = /^([\w.\/-]+\.[a-z]{1,5}|[\w.-]+\/|v\d+)\s*(?:已经)?(?:是|成了|变成了)?\s*(?:垃圾堆|大杂烩|杂物间|垃圾桶|自动生成的|生成的|要废弃的|冻结的|冻结了|废弃了)/;
/** The reply setting it right, then why: "改成列名，上游一加列快照就坏", "用 .tsx，仓库里已经没有 JS 文件了…". */
const SET_RIGHT_ZH = /^(用|改成|改回|换成|改用|统一用|固定到|固定成|锁定到|固定(?=\s*[A-Za-z])|锁定(?=\s*[A-Za-z]))\s*([^，,。！!？?]{1,40}?)\s*[，,]\s*(\S.{4,}?)[。！!]?$/;

/** A trouble the other way once caused, said last: "把prop同步到state就是上次价格不对的原因", "上次就是因为这个丢了数据". */
const THE_OTHER_WAY_ONCE_ZH = /(?:就是|正是)(?:之前|以前|上次|去年|上个月|上个季度)[^，,。]{1,20}(?:的原因|的根源)[。！!]?$|^(?:之前|以前|上次|去年)[^，,。]{0,10}就是因为(?:这个|这样|这么做)[^，,。]{1,20}[。！!]?$/;

/** Another place the act is to be done too, then what fails otherwise: ".env.example和Helm的values也要加，不然部署会失败". */
const THERE_TOO_OR_IT_FAILS_ZH = /^[^，,。]{2,40}?也(?:要|得|需要)(?:加|改|更新|同步|写|配)(?:上|一下|进去)?[，,]\s*(?:不然|否则|要不然)(\S.{3,}?)[。！!]?$/;

/** The thing the act touched refused the act, then why: "这个接口不能加缓存，库存是实时的，缓存会超卖" (the thing: "接口"). */
const THIS_ONE_NOT_ZH = /^这(?:个|张|条)?([^，,。]{1,8}?)(?:不能|不要|别|不许|不可以|千万别)[^，,。]{1,12}[，,]/;

/** Why first, then the way instead: "前端环境变量会打包进浏览器，改成通过后端代理". */
// (or only a part of it: "请求体里可能有卡号，只记请求ID和路由")
const WHY_THEN_SET_RIGHT_ZH = /^([^，,。]{4,40})[，,]\s*(?:要|得|请)?(?:改成|改用|换成|改为|用|放到|放在|走|通过|只记|只存|只打|只传|只留|只返回|只发|换个|换一个)\S.{0,30}?[。！!]?$/;

/** A refusal first in Chinese, and what follows it (1): "不要，…", "别写死，…", "不行，…", "去掉，…". */
const REFUSED_FIRST_ZH = /^(?:(?:不要|别|不能)[\u4e00-\u9fff]{0,3}|不行|不可以|不用|去掉|删掉|撤掉)[，,]\s*(\S.*)$/;

/**
 * "我在 controller 上加 @Transactional。" — "不要，事务只在 service 层开": a refusal in Chinese that opens a rule kept alone —
 * kept with the act it refuses ("在 controller 上加 @Transactional：不要，事务只在 service 层开。"), which names what "不要" is.
 */
export function refusedInChineseNamed(found: Statement, reply: string, agentSaid: string): Statement | null {
  // (the refusal kept in the text, which names nothing alone, or read away before a rule with no subject: "不行，必须经过
  // Service 层…" names nothing that must go through it; "别写死，…", "去掉，…": a refusal with its own short verb)
  const refused = REFUSED_FIRST_ZH.exec(reply.trim());
  if (!refused) return null;
  const keptWithIt = found.text.startsWith(reply.trim().slice(0, 2));
  // (read away, only when what is left has no subject of its own: "必须经过 Service 层…", not "数据库只能通过 dbproxy 服务访问")
  const noSubject = found.text.startsWith(refused[1]!.slice(0, 4)) && /^(?:必须|一定要|要|得|只能|只许|统一|都|一律|应该)/.test(found.text);
  if (!keptWithIt && !noSubject) return null;
  const act = theActZh(agentSaid);
  if (act) return { ...found, text: onTheActZh(act, reply) };
  // (an act said in another language, "I'll add @Transactional to the controller method." — "别，事务只在 service 层开": the
  // rule kept without the refusal, which alone names nothing)
  // (a bare one only: "别吞异常，…" is the rule itself)
  const rule = found.text.replace(/^(?:不要|不行|别|不可以|不用|不能)[，,]\s*/, '');
  return rule !== found.text && rule.length >= 6 ? { ...found, text: rule } : null;
}

/**
 * "我把 SELECT * 留在模型里了。" — "改成列名，上游一加列快照就坏": the thing the agent's act named, set right in Chinese
 * with why that lasts — kept named by it ("SELECT * 改成列名，上游一加列快照就坏。"), which the reply alone does not say.
 */
function setRightInChinese(said: string, agentSaid: string): Statement | null {
  // ("我在同一个迁移里加字段并设默认值。" — "拆开，…，加默认值会重写每一行并锁表好几分钟": the act done another way, and why
  // its last clause says lasts — kept with the act, which the reply alone does not name)
  const other = OTHER_WAY_ZH.exec(said.trim());
  const act = other ? agentSentences(agentSaid).map((s) => AN_ACT_ZH.exec(s)?.[1]).find((a) => a !== undefined) : undefined;
  if (other && act && lastingReasonZh(other[2]!.split(/[，,]/).at(-1)!)) return { type: 'feedback', kind: 'correction', text: onTheActZh(act, said), quote: said };
  // ("我把重试次数设成了10次。" — "3次就够了，对方接口有限流，…": another amount, and why that lasts in a clause after — kept
  // with the act)
  const enough = ENOUGH_ZH.test(said.trim()) && /\d|[一二三四五六七八九十两]/.test(agentSaid) && aLaterClauseLastsZh(said) ? theActZh(agentSaid) : null;
  if (enough) return { type: 'feedback', kind: 'correction', text: onTheActZh(enough, said), quote: said };
  // ("我在 users 表上加了带默认值的新列。" — "users 表别这么加，八千万行，带默认值会重写整张表，…": the act refused as it was
  // done, a clause after it saying why every time; "我把 helper 放到了 utils.py 里。" — "utils.py 已经是垃圾堆了，放到用它的
  // 代码旁边": the place the act named, said to be no place for anything new — kept with the act)
  const refused = NOT_THIS_WAY_ZH.test(said.trim()) && aLaterClauseLastsZh(said);
  const noPlace = /[?？吗]/.test(said) ? undefined : NO_PLACE_ZH.exec(said.trim())?.[1];
  const theAct = refused || (noPlace && agentSaid.includes(noPlace)) ? agentSentences(agentSaid).map((s) => AN_ACT_ZH.exec(s)?.[1]).find((a) => a !== undefined && (!noPlace || a.includes(noPlace))) : undefined;
  if (theAct) return { type: 'feedback', kind: 'correction', text: onTheActZh(theAct, said), quote: said };
  const thing = agentSentences(agentSaid).map((s) => { const m = DID_TO_A_THING_ZH.exec(s); return m?.[1] ?? m?.[2]; }).find((t) => t !== undefined);
  const m = SET_RIGHT_ZH.exec(said.trim());
  if (thing && m && !/^(?:这|那|它)/.test(thing) && lastingReasonZh(m[3]!)) {
    return { type: 'feedback', kind: 'correction', text: sentence(`${thing.trim()}${/[\x21-\x7e]$/.test(thing.trim()) ? ' ' : ''}${m[1]}${/^[A-Za-z.]/.test(m[2]!) || (/^\d/.test(m[2]!) && /^\s/.test(said.trim().slice(m[1]!.length))) ? ' ' : ''}${m[2]!.trim()}，${m[3]}`), quote: said };
  }
  // ("我用 Provider 写了状态管理。" — "改成 Riverpod，我们项目里不混用": the act named no thing, so the act itself names it)
  const setRightAct = !thing && m && lastingReasonZh(m[3]!) && !MOMENT_ZH.test(said) ? theActZh(agentSaid) : null;
  if (setRightAct) return { type: 'feedback', kind: 'correction', text: onTheActZh(setRightAct, said), quote: said };
  // ("我把API key放在前端的环境变量里了。" — "前端环境变量会打包进浏览器，改成通过后端代理": why that lasts said first, of
  // what the act named, then the way instead — kept with the act)
  const whyFirst = WHY_THEN_SET_RIGHT_ZH.exec(said.trim());
  const namedByTheAct = whyFirst !== null && [...whyFirst[1]!.matchAll(/[\u4e00-\u9fff]{2}/g)].some((w) => agentSaid.includes(w[0]));
  const actFirst = namedByTheAct && lastingReasonZh(whyFirst[1]!) ? theActZh(agentSaid) : null;
  if (actFirst) return { type: 'feedback', kind: 'correction', text: onTheActZh(actFirst, said), quote: said };
  // ("我给.env加了新的环境变量。" — ".env.example和Helm的values也要加，不然部署会失败": where else the act goes, and what fails
  // otherwise — kept with the act)
  const failsWhy = THERE_TOO_OR_IT_FAILS_ZH.exec(said.trim())?.[1];
  const tooAct = failsWhy !== undefined && lastingReasonZh(failsWhy) && !MOMENT_ZH.test(said) ? theActZh(agentSaid) : null;
  if (tooAct) return { type: 'feedback', kind: 'correction', text: onTheActZh(tooAct, said), quote: said };
  // ("我在接口里加了缓存。" — "这个接口不能加缓存，库存是实时的，缓存会超卖": the thing the act touched refused the act, and
  // why that lasts — kept with the act, which names what "这个接口" is)
  const thisOne = THIS_ONE_NOT_ZH.exec(said.trim())?.[1];
  const refusedThere = thisOne !== undefined && agentSaid.includes(thisOne) && aLaterClauseLastsZh(said) && !MOMENT_ZH.test(said) ? theActZh(agentSaid) : null;
  if (refusedThere) return { type: 'feedback', kind: 'correction', text: onTheActZh(refusedThere, said), quote: said };
  // ("我要在useEffect里把prop同步到state。" — "在渲染时直接算，把prop同步到state就是上次价格不对的原因": another way, then the
  // trouble the agent's way once caused — kept with the act)
  const clauses = said.trim().split(/[，,]/);
  const lesson = clauses.length >= 2 && THE_OTHER_WAY_ONCE_ZH.test(clauses.at(-1)!) && !/[?？吗]/.test(said) && !MOMENT_ZH.test(said) ? theActZh(agentSaid) : null;
  if (lesson) return { type: 'feedback', kind: 'correction', text: onTheActZh(lesson, said), quote: said };
  // ("我用 float 算积分。" — "积分用整数，浮点数累加会有误差": the thing the act named, what it takes instead, and why that
  // lasts — kept with the act)
  const named = THING_TAKES_ZH.exec(said.trim());
  const takes = named && agentSaid.includes(named[1]!) && !MOMENT_ZH.test(said) && aLaterClauseLastsZh(said) ? theActZh(agentSaid) : null;
  if (takes) return { type: 'feedback', kind: 'correction', text: onTheActZh(takes, said), quote: said };
  // ("后台任务我选了Celery。" — "我们用RQ，少维护一个broker": another way, and why that lasts in a clause after — kept with
  // the act, which the reply alone does not name)
  const acted = SETS_RIGHT_ZH.test(said.trim()) && aLaterClauseLastsZh(said) ? theActZh(agentSaid) : null;
  return acted ? { type: 'feedback', kind: 'correction', text: onTheActZh(acted, said), quote: said } : null;
}

/** A yes with a "but" or an "and" before the reply's order: "sure, but mark them @slow …", "yes, and put them next to …" (the yes alone answers the offer). */
const YES_BUT_FIRST = /^(?:sure|yes|yeah|yep|ok(?:ay)?|fine|(?:that'?s|it'?s)\s+(?:ok(?:ay)?|fine))\s*,?\s+(?:but|and)\s+(?=\S)/i;

/** A thanks or a nod before the reply: "great, …", "thanks, …". */
// (with whom it is said to: "cool, John, …" is no pick of "John")
const THANKS_FIRST = /^(?:[Gg]reat|[Gg]ood|[Nn]ice|[Tt]hanks|[Tt]hank you|[Tt]hx|[Cc]ool|[Oo]k(?:ay)?|OK|[Pp]erfect)(?:\s*,\s*[A-Z][a-z]+)?[,.!]+\s+(?=\S)/;
