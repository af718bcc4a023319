// "I used a barrel file for exports." — "please don't, we avoid those": a refusal of what the agent did or meant to do,
// whose "those", "that" or "it" only the agent's words name. Kept as said, the memory would read "We avoid those." to a
// later session that never saw the agent's message; named by the agent's one act, it reads "Don't use a barrel file for
// exports: we avoid those." Only when the agent said it did, or would do, one thing, and the refusal names nothing itself.
// A bare "don't, …" or "no, …" with why is the same: "don't, the prod nodes are on 25" says nothing of what not to do
// until the agent's act or offer names it — and only a why that lasts makes it a rule, not "no, the db is being restored".
import { OFFER, agentSentences, wayItWorked } from './approach-confirmed.js';
import { lastingWhy, orderWithLastingWhy, whatItDoes } from './lasting-why.js';
import { escapeRegExp } from './regexp.js';
import type { Statement } from './statement-forms.js';
import { sentence } from './statement-text.js';

/** A refusal first: "no, …", "please don't, …", "don't, …", "never do that, …". */
const REFUSED_FIRST = /^(?:no+|nope|please\s+(?:don'?t|do not)|don'?t|do not)\b[,.!;:—–-]|^(?:please\s+)?(?:never|don'?t|do not)\s+do\s+(?:that|this|it)\b/i;
/** "never do that, sql injection": the refusal itself, and why. */
const NEVER_DO_THAT = /^(?:please\s+)?(never|don'?t|do not)\s+do\s+(?:that|this|it)(?:\s+again)?\s*[,.;:!—–-]*\s*(.*)$/i;
/** The words of a sentence that say what it is about (four letters or more, by their first five). */
const contentWords = (s: string): string[] => (s.toLowerCase().match(/[a-z]{4,}/g) ?? []).filter((w) => !/^(?:that|this|those|these|them|they|there|with|from|into|have|here|never|always|please|don't|dont|only|what|when|were|will|your|ours|just|like|some|still|need|needs)$/.test(w)).map((w) => w.slice(0, 5));
/** What points back at what the agent did, and nothing else names: "we avoid those", "we don't do that here". */
const POINTS_BACK = /\b(?:those|them|that|these|this|it|ones?)\b/i;
/** Two acts in one ("update the handler and add a test"): which of them a "no" refused, no reading can tell. */
const TWO_ACTS = /\b(?:and|then)\s+[a-z]+\s+(?:the|a|an|its|their|it|them|your|my|all|every|each)\b/i;
/** An order to go after a "Don't" or a "Never": its first letter in lower case. */
const asAnAct = (way: string) => `${way.charAt(0).toLowerCase()}${way.slice(1)}`;
/** The act refused, and why: "Don't add a retry loop around the Stripe call: …". */
export const dontDo = (way: string, why: string): string => sentence(`Don't ${asAnAct(way)}: ${why.replace(/[.!]+$/, '')}`);
/** A word that names a thing in the statement itself (a path, a name in code, a capitalised tool): then it needs no naming. */
const NAMES_ITS_THING = /[\w-]+\/[\w./-]*|\w+_\w+|\w+\.\w+|(?:^|\s)(?!I\b|We\b|Our\b|Please\b|Don'?t\b|Never\b|Always\b)\p{Lu}[\w.+#-]+/u;

/**
 * "I used a barrel file for exports." — "please don't, we avoid those": a correction whose "those" only the agent's words
 * name, given them ("Don't use a barrel file for exports: we avoid those."), so a later session can read it. Only when the
 * agent said it did one thing (wayItWorked) and the correction names nothing of its own.
 */
export function refusedWayNamed(corr: Statement, reply: string, agentSaid: string): Statement | null {
  const said = corr.text.replace(/[.!]+$/, '');
  if (!REFUSED_FIRST.test(reply.trim()) || !POINTS_BACK.test(said) || NAMES_ITS_THING.test(said) || said.split(/\s+/).length > 10) return null;
  const way = wayItWorked(agentSaid);
  if (!way || TWO_ACTS.test(way)) return null;
  // (nor what names the act in its own words: "never delete migrations, other environments still need them")
  const its = new Set(contentWords(way));
  if (contentWords(said).some((w) => its.has(w))) return null;
  const never = NEVER_DO_THAT.exec(said);
  if (never) return { ...corr, text: sentence(`${/^never$/i.test(never[1]!) ? 'Never' : "Don't"} ${asAnAct(way)}${never[2] ? `: ${never[2].replace(/[.!]+$/, '')}` : ''}`) };
  return { ...corr, text: dontDo(way, asAnAct(said)) };
}

/**
 * "revert that, the build image is pinned to 1.21 until platform upgrades it" after "I bumped the Go version in go.mod to
 * 1.23.": a statement kept with an undo of the agent's act before it — named by that act, which "revert that" is not.
 */
export function undoneWithWhy(found: Statement, reply: string, agentSaid: string): Statement | null {
  const why = /^(?:please\s+)?(?:revert|undo|roll\s+back)\s+(?:it|that|this)\s*[,;—–-]+\s*(\S.*?)[.!]*$/i.exec(reply.trim())?.[1];
  const way = why ? theAgentsAct(agentSaid) : null;
  if (!way || BARE_OBJECT.test(way) || !lastingWhy(why!)) return null;
  return { ...found, type: 'feedback', kind: 'rule', text: dontDo(way, why!) };
}

/**
 * A rule whose whole object is a word pointing back ("We never do that.", "Never do that again."): when the agent's act
 * cannot name it, it says nothing a later session could read — not kept.
 */
export const namesNothing = (st: Statement): boolean =>
  /^(?:(?:we|i|you)\s+(?:(?:never|always|don'?t|do not|usually|generally|really)\s+)?(?:\w+\s+){0,2}|(?:please\s+)?(?:never|don'?t|do not)\s+(?:ever\s+)?\w+\s+)(?:that|those|it|them|this|these)(?:\s+(?:here|anymore|any more|again|ever))?(?:,\s*(?:and\s+)?not\s+even\s+(?:after|when|if|for|during|in|on|with|to|before)\s+[^,;]{2,50})?[.!]*$/i.test(st.text);

/** What the agent says it is about to do: "I'll run the full e2e suite now.", "Let me reset the staging db." */
const MEANT = /^(?:ok(?:ay)?,?\s+)?(?:i'll|i will|i'm going to|i am going to|let me|now i'll|next,? i'll)\s+(?:now\s+|just\s+|quickly\s+|also\s+|first\s+|then\s+)?([a-z]+)\s+(\S.{6,200}?)(?:\s+(?:now|for now|first|next|quickly|real quick))?[.!]?$/i;

/** The agent's why after its act: ", it looks ugly", " since it's cleaner", " because the old one is slow". */
const AGENTS_OWN_WHY = /(?:,\s*(?:since\s+|because\s+|as\s+)?|\s+(?:since|because)\s+)(?:it|they|that|this|the\s+old\s+one)(?:'s|'re|\s+is|\s+are|\s+looks?|\s+seems?|\s+feels?|\s+reads?)\s+[^,;]{2,40}$/i;
/** The one thing the agent says it will do, as an order; null when it said none or more than one. */
/** Whether one of the agent's sentences says what it is about to do: "I'll run the full e2e suite now." */
export const saysItWill = (agentSentence: string): boolean => MEANT.test(agentSentence);

function wayItMeant(agentSaid: string): string | null {
  const meant = agentSentences(agentSaid)
    .map((s) => MEANT.exec(s))
    .filter((m): m is RegExpExecArray => m !== null);
  if (meant.length !== 1) return null;
  const [, verb, said] = meant[0]!;
  // (without the agent's own why, which the act refused does not keep: "I'll remove the focus outline, it looks ugly.")
  const rest = said!.replace(AGENTS_OWN_WHY, '');
  if (/^(?:it|this|that|them|these|those)\b/i.test(rest) || rest.split(/\s+/).length < 2) return null;
  return `${verb} ${rest.replace(/\bmy\b/gi, 'your').replace(/[,;:]+$/, '')}`;
}

/** "don't, it takes 40 minutes and hits the real stripe sandbox": a refusal, then what the act costs or touches ("don't, it's wiped every sunday night": or what becomes of what it leaves; not "it's slow today"). */
const REFUSED_WITH_WHY = /^(?!.*\b(?:today|tonight|right now|at the moment|currently|this (?:week|morning|afternoon|evening))\b)(?!.*\b(?:but|so)\s+(?:go ahead|do it|ok(?:ay)?|fine|sure|that'?s fine|proceed|it'?s fine)\b)(?:please\s+)?(?:don'?t|do not|no+|nope)\s*[,.!;—–-]+\s*((?:it|that)(?:(?:'s|\s+is)\s+(?:slow|expensive|shared|prod|production|live|destructive|the real\s+\w+)\b.*|(?:'s|\s+is|\s+gets?)\s+(?:wiped|reset|deleted|dropped|cleared|recreated|rebuilt|overwritten|truncated|purged)\s+(?:every|each|nightly|daily|weekly|on\s+(?:every|each))\b.*|(?:\s+will|'ll)?\s+(?:takes?|costs?|hits?|touches|sends?|deletes?|wipes?|bills?|charges?|calls?|emails?|pages?|resets?|locks?|overwrites?|triggers?|runs? (?:against|on)|talks? to|goes? to)\b.{3,}))$/i;
/** What the act costs, then what to do instead: "it takes 25 minutes, just run the package you touched". */
const COSTS_SO_INSTEAD = /^(?:it|that)(?:'ll|\s+will)?\s+(?:takes?|costs?)\s+(?:about\s+|over\s+|like\s+|around\s+)?(?:\d+|an?|two|three|forty|twenty|thirty)\s*(?:min(?:ute)?s?|hours?|h|dollars|bucks|\$)\b[^,;]{0,30}[,;]\s*(?:just|only)\s+(?:run|use|test|build|check|do)\s+(?!(?:it|this|that|them)\b)\S.{3,}$/i;

/** What the project already has, to use instead: "use the cheerio parser we already depend on". */
const OURS_INSTEAD = /^(?:just\s+)?use\s+(?:the\s+|our\s+)?(?!(?:it|this|that|them)\b)[\w.@/+-]+(?:\s+[\w-]+)?\s+(?:that\s+)?we\s+already\s+(?:depend on|have|use|ship|bundle|import|pull in)\b[^,;]*$/i;

/** The way the team goes instead, by the file it is done in or the review it needs: "add an exception for that path in waf/exceptions.tf and get security to review it". */
const INSTEAD_BY_THE_BOOK = /^(?:just\s+)?(?:add|put|file|open|write|create|declare|register|list)\s+[^,;]{3,60}?\s(?:in|to|under)\s+`?[\w.-]+\/[\w./-]*\.\w+`?(?:\s+and\s+(?:get|have|ask)\s+(?:security|legal|the\s+[\w-]+\s+team|[\w-]+)\s+to\s+(?:review|approve|sign off on)\s+(?:it|them))?[.!]*$/i;

/** An act whose object is only "this", "that" or "it": "cache this in Redis". */
const BARE_OBJECT = /^\S+\s+(?:this|that|it|them|these|those)(?=\s+(?:in|on|to|for|with|into|from|as|at|here|there|now)\b|[.!]*$)/i;

/** A refusal, then anything: "don't, …", "no, …", "we can't, …", "put it back, …" (what follows is read by lastingWhy). */
// ("put it back, mobile 3.x still reads it …", "please remove it, barrels break tree shaking …": what the agent did, undone, then why)
const REFUSED_THEN = /^(?:please\s+)?(?:don'?t|do not|no+|nope|never|(?:we|you)\s+can'?t|we\s+cannot|put\s+(?:it|that|them)\s+back|revert\s+(?:it|that|this)|undo\s+(?:it|that|this)|restore\s+(?:it|them)|remove\s+(?:it|that|them)|delete\s+(?:it|that|them)|take\s+(?:it|that|them)\s+out)\s*[,.!;—–-]+\s*(\S.*)$/i;

/** A bare "never" first, its why in the clause after it, more following: "never, anything in the bundle is public, it goes through our /api proxy". */
export const NEVER_FIRST = /^(?:please\s+)?never\s*[,.!;—–-]\s/i;

/** "keep them; …", "leave it as is, …": what the agent would change, kept as it is, before why. */
export const KEEP_THEM_FIRST = /^(?:just\s+)?(?:keep|leave)\s+(?:them|it|those|these|that)(?:\s+as\s+(?:is|they are|it is))?\s*[;,—–]\s*/i;

/** A target refused, and why: "not staging, it shares the DB with QA", "never in localStorage, any XSS reads it". */
// (or kept out by "no", named in up to two words: "no shell tool, we expose only the typed tools in tools/")
const NOT_THERE = /^(?:(?:not|never)\s+(?:on\s+|in\s+|into\s+|against\s+|to\s+)?([\w.-]{3,})|no\s+(?!(?:worries|problem|need|thanks|rush|way|idea)\b)((?:[\w.-]+\s+)?(?!(?:here|there|anywhere)\b)[\w.-]{3,})(?:\s+(?:here|there|anywhere))?)\s*[,;—–-]\s*(\S.*)$/i;

/** A time refused, and why: "not during business hours, primary restarts only happen in the Sunday maintenance window". */
const NOT_WHEN = /^(?:no,?\s+)?not\s+((?:during|on|at|before|after|in|over)\s+(?!(?:it|this|that|them)\b)(?:[\w-]+\s+){0,3}[\w-]+)\s*[,;—–]\s*(\S.*)$/i;

/** The one thing the agent offers to do, as an order: "Want me to add a registered name for the worker?" (not a choice of two). */
function wayOffered(agentSaid: string): string | null {
  const offer = OFFER.exec(agentSaid.trim())?.[1];
  if (!offer || /\bor\b/i.test(offer) || /^(?:it|this|that|them|these|those)\b/i.test(offer) || offer.split(/\s+/).length < 3) return null;
  return offer.replace(/\bmy\b/gi, 'your');
}

/**
 * "I'll run the full e2e suite now." — "don't, it takes 40 minutes and hits the real stripe sandbox": the act refused,
 * named by the agent's words, with what it costs ("Don't run the full e2e suite: it takes 40 minutes and hits the real
 * stripe sandbox."). The same for a reason that is how things are ("I'll bump the OTP version to 27." — "don't, the prod
 * nodes are on 25 …"), and for an offer declined ("Want me to add a registered name for the worker?" — "no, we use gproc
 * for naming, …"). Only when the agent said it would do, did, or offers one thing.
 */
export function refusedWithWhy(sentenceSaid: string, agentSaid: string): Statement | null {
  const said = sentenceSaid.trim();
  // ("not during business hours, …" after "I'm going to restart the primary database …": the act refused at that time)
  const when = NOT_WHEN.exec(said);
  if (when) {
    const act = lastingWhy(when[2]!) ? theAgentsAct(agentSaid) : null;
    if (act && !BARE_OBJECT.test(act)) {
      // (the time said once when the act already names it: "I'll run the migration on the primary during the day." — "not during the day, …")
      const atThatTime = new RegExp(`\\b${escapeRegExp(when[1]!)}\\b`, 'i').test(act) ? act : `${act} ${when[1]}`;
      return { type: 'feedback', kind: 'rule', text: dontDo(atThatTime, when[2]!), quote: sentenceSaid };
    }
    // (else it may name a place, read below: "not on users, it has 80M rows …")
  }
  // ("Not staging, it shares the DB with QA" after "I'll run the load test against staging.": the target refused, by its name in the act)
  const there = NOT_THERE.exec(said);
  const target = there && { name: (there[1] ?? there[2])!, rest: there[3]! };
  // ("no, keep them; we review commit by commit": the things kept as they are, then why)
  // (named in the plural for the agent's one: "no snapshot tests, …" after "Want me to add a snapshot test …?")
  const named = target && new RegExp(`\\b${escapeRegExp(target.name.replace(/(?<=[^s])s$/i, ''))}s?\\b`, 'i').test(agentSaid);
  const after = (REFUSED_THEN.exec(said)?.[1] ?? (named ? target.rest : '')).replace(KEEP_THEM_FIRST, '');
  // (a target's "it's" is the target: "not main, it's protected and needs a PR" reads as "main is protected …"; "not on
  // users, it has 80M rows …" as "users has 80M rows …")
  const itIsTheTarget = target && after === target.rest ? after.replace(/^it(?:'s|\s+is)\s+/i, `${target.name} is `).replace(/^it\s+has\s+/i, `${target.name} has `) : after;
  // (or what the act's "it" does: "never, it logs request bodies at debug …"; or, a refusal unsaid, what the act costs and
  // the smaller one instead: "it takes 25 minutes, just run the package you touched")
  // (or what the project already has, to use instead: "don't, use the cheerio parser we already depend on"; or what to do
  // instead with why that lasts: "don't, use the backfill service account, admin actions get audited")
  // (or the way the team goes instead, by its file or its review: "don't, add an exception for that path in
  // waf/exceptions.tf and get security to review it")
  const why = REFUSED_WITH_WHY.exec(said)?.[1] ?? (lastingWhy(itIsTheTarget) && after) ?? (NEVER_FIRST.test(said) && lastingWhy(after.split(/,\s+/)[0]!) ? after : null) ?? (INSTEAD_BY_THE_BOOK.test(after) ? after : null) ?? whatItDoes(after, named ? target.name : '') ?? (COSTS_SO_INSTEAD.test(said) ? said : null) ?? (OURS_INSTEAD.test(after) ? after : null) ?? orderWithLastingWhy(after) ?? whyAgainstItsKind(said, agentSaid);
  if (!why) return null;
  // (a short act will do when the reply names what it refuses: "I used slug pellets." — "no pellets here, …")
  const way = theAgentsAct(agentSaid) ?? (named ? wayItWorked(agentSaid, true) : null);
  // (an act on "this" or "it" names nothing a later session could read: "Should I cache this in Redis?" — "no, it changes every request")
  if (!way || BARE_OBJECT.test(way)) return null;
  return { type: 'feedback', kind: 'rule', text: dontDo(way, why), quote: sentenceSaid };
}

/** How every one of a kind goes, named bare: "errors use proper status codes …", "events carry a trace id". */
const KINDS_WAY = /^[a-z][a-z-]{3,}s\s+(?:always\s+)?(?:use|go|follow|get|return|have|carry|take|live)\s+\S/i;

/** A file or folder said to be no place for anything new: "utils.py is a junk drawer", "legacy/ is frozen". */
const NO_PLACE_FOR_NEW_THINGS = /^([\w.\/-]+\.[a-z]{1,5}|[\w.-]+\/)\s+(?:is|are)\s+(?:a|an|our)?\s*(?:junk drawer|dumping ground|grab bag|catch-all|legacy|deprecated|frozen|generated|auto-?generated|read-only|being (?:removed|deleted|phased out)|going away)\b/i;

/**
 * "renames break the old pods during rollout, add the new column, …" after "I renamed the column in the migration.": the
 * act's kind named first, in the plural, with why it goes wrong every time — a refusal left unsaid.
 */
function whyAgainstItsKind(said: string, agentSaid: string): string | null {
  const first = said.split(/[,;]\s+/)[0]!;
  // ("utils.py is a junk drawer, put it next to the code that uses it" after "I put the helper in utils.py.": the place
  // the act named, said to be no place for new things)
  const place = NO_PLACE_FOR_NEW_THINGS.exec(first)?.[1];
  if (place && theAgentsAct(agentSaid)?.includes(place)) return said;
  const kind = /^([a-z][a-z-]{3,}?)(?:es|s)\s/i.exec(first)?.[1];
  const act = kind ? theAgentsAct(agentSaid) : null;
  // (or the way the kind goes, its why the clause after: "errors use proper status codes and the problem+json body, the
  // mobile clients switch on status" after "I made the API return 200 with an error field.")
  const itsWayThenWhy = KINDS_WAY.test(first) && lastingWhy(said.slice(first.length).replace(/^[,;]\s+/, '')) !== null;
  return act && new RegExp(`\\b${escapeRegExp(kind!)}`, 'i').test(act) && (lastingWhy(first) || itsWayThenWhy) ? said : null;
}

/** A reply kept with the act it answers, which the reply alone does not name: 'On "save a checkpoint at the end of training": every 500 steps, …'. */
export const onTheAct = (act: string, reply: string): string => sentence(`On "${act}": ${reply}`);

/** The one act the agent said it will do, did, or offers, as an order ("run the full e2e suite"); null when none, or two in one. */
export function theAgentsAct(agentSaid: string): string | null {
  const way = wayItMeant(agentSaid) ?? wayItWorked(agentSaid) ?? wayOffered(agentSaid);
  return way && !TWO_ACTS.test(way) ? way : null;
}
