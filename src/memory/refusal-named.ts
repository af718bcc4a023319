// "I used a barrel file for exports." — "please don't, we avoid those": a refusal of what the agent did or meant to do,
// whose "those", "that" or "it" only the agent's words name. Kept as said, the memory would read "We avoid those." to a
// later session that never saw the agent's message; named by the agent's one act, it reads "Don't use a barrel file for
// exports: we avoid those." Only when the agent said it did, or would do, one thing, and the refusal names nothing itself.
// A bare "don't, …" or "no, …" with why is the same: "don't, the prod nodes are on 25" says nothing of what not to do
// until the agent's act or offer names it — and only a why that lasts makes it a rule, not "no, the db is being restored".
// An order that sets the agent's act right is read here too ("return an error, panics are for bugs only"): kept as said,
// only with such a why, and only when the agent did or asked something for it to answer.
import { OFFER, agentSentences, wayItWorked } from './approach-confirmed.js';
import { lastingWhy, orderWithLastingWhy, whatItDoes } from './lasting-why.js';
import type { Statement } from './statement-forms.js';
import { MOMENT } from './rule-forms.js';
import { THIS_DAY, sentence } from './statement-text.js';

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
  return { ...corr, text: sentence(`Don't ${asAnAct(way)}: ${asAnAct(said)}`) };
}

/** What the agent says it is about to do: "I'll run the full e2e suite now.", "Let me reset the staging db." */
const MEANT = /^(?:ok(?:ay)?,?\s+)?(?:i'll|i will|i'm going to|i am going to|let me|now i'll|next,? i'll)\s+([a-z]+)\s+(\S.{6,200}?)(?:\s+(?:now|first|next|quickly|real quick))?[.!]?$/i;

/** The one thing the agent says it will do, as an order; null when it said none or more than one. */
function wayItMeant(agentSaid: string): string | null {
  const meant = agentSentences(agentSaid)
    .map((s) => MEANT.exec(s))
    .filter((m): m is RegExpExecArray => m !== null);
  if (meant.length !== 1) return null;
  const [, verb, rest] = meant[0]!;
  if (/^(?:it|this|that|them|these|those)\b/i.test(rest!) || rest!.split(/\s+/).length < 2) return null;
  return `${verb} ${rest!.replace(/\bmy\b/gi, 'your').replace(/[,;:]+$/, '')}`;
}

/** "don't, it takes 40 minutes and hits the real stripe sandbox": a refusal, then what the act costs or touches. */
const REFUSED_WITH_WHY = /^(?!.*\b(?:but|so)\s+(?:go ahead|do it|ok(?:ay)?|fine|sure|that'?s fine|proceed|it'?s fine)\b)(?:please\s+)?(?:don'?t|do not|no+|nope)\s*[,.!;—–-]+\s*((?:it|that)(?:(?:'s|\s+is)\s+(?:slow|expensive|shared|prod|production|live|destructive|the real\s+\w+)\b.*|(?:\s+will|'ll)?\s+(?:takes?|costs?|hits?|touches|sends?|deletes?|wipes?|bills?|charges?|calls?|emails?|pages?|resets?|locks?|overwrites?|triggers?|runs? (?:against|on)|talks? to|goes? to)\b.{3,}))$/i;
/** A refusal, then anything: "don't, …", "no, …", "we can't, …" (what follows is read by lastingWhy). */
const REFUSED_THEN = /^(?:please\s+)?(?:don'?t|do not|no+|nope|never|(?:we|you)\s+can'?t|we\s+cannot)\s*[,.!;—–-]+\s*(\S.*)$/i;

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
  const after = REFUSED_THEN.exec(said)?.[1] ?? '';
  // (or what the act's "it" does: "never, it logs request bodies at debug …")
  const why = REFUSED_WITH_WHY.exec(said)?.[1] ?? lastingWhy(after) ?? (after && whatItDoes(after, '') ? after : null);
  if (!why) return null;
  const way = wayItMeant(agentSaid) ?? wayItWorked(agentSaid) ?? wayOffered(agentSaid);
  if (!way || TWO_ACTS.test(way)) return null;
  return { type: 'feedback', kind: 'rule', text: sentence(`Don't ${asAnAct(way)}: ${why.replace(/[.!]+$/, '')}`), quote: sentenceSaid };
}

/** The agent saying it did, or will do, something: "I've named the function getData.", "I'll call the API directly." */
const ACTED = /^(?:ok(?:ay)?,?\s+)?(?:i(?:'ve|'ll|\s+have|\s+will|'m going to)?|let me)\s+(?:also\s+|just\s+)?(?!(?:think|thought|believe|see|saw|noticed|found|guess|hope|am|was|can|could|would|should|need|want|tried|don|didn|haven|not|agree|understand|know)\b)[a-z]+\b/i;

/**
 * "I put the file reading in the frontend with the fs plugin." — "move it to a rust command, we keep the fs plugin disabled
 * for security": the agent's one act set right by an order, and why that lasts — a correction kept as said. Not without an
 * act of the agent's to set right: said alone, "keep it client-side, the data is small" is the work at hand's.
 */
export function orderedOtherwiseWithWhy(sentenceSaid: string, agentSaid: string): Statement | null {
  // (or asked: "Should the commands return String errors?" — "return our AppError type, …")
  if (!orderWithLastingWhy(sentenceSaid) || !(agentSentences(agentSaid).some((s) => ACTED.test(s)) || agentSaid.trim().endsWith('?'))) return null;
  return { type: 'feedback', kind: 'correction', text: sentence(sentenceSaid), quote: sentenceSaid };
}

/** "stderr, stdout is for the data so people can pipe it" after "I'll print the progress bar to stdout.": the one word the agent should have picked, and why the one it picked is wrong. */
function pickedAgainst(said: string, agentSaid: string): boolean {
  const m = /^([\w.-]+)\s*,\s+(\S.+)$/.exec(said);
  if (!m || /^(?:yes|yeah|yep|no|nope|ok(?:ay)?|sure|fine|thanks|great|nice|cool|good|right|wait|hmm|well|also|and|but|so)$/i.test(m[1]!) || agentSaid.toLowerCase().includes(m[1]!.toLowerCase())) return false;
  // (the why names what the agent picked: "stdout is for the data …")
  const other = /^([\w.-]+)\s/.exec(m[2]!)?.[1];
  return other !== undefined && agentSaid.toLowerCase().includes(other.toLowerCase()) && lastingWhy(m[2]!) !== null;
}

/** What the team uses, said against what the agent did: "we use date-fns, …" after "I used moment for the date math." */
const WE_USE = /^we\s+(?:use|prefer|go with|standardi[sz]ed on|are on)\s+([\w.@/+-]+)/i;
/** A part that already does what the agent just added: "the queue already retries with backoff, …". */
const ALREADY_DOES = /^(?:the|our)\s+(?:[\w.-]+\s+){1,3}?already\s+(?!(?:did|done|fixed|merged|has|have|is|are|was)\b)[a-z]+s\b/i;

/**
 * "I used moment for the date math." — "we use date-fns, moment is 70k gzipped"; "I've added a retry loop around the webhook
 * call." — "the queue already retries with backoff, a second retry layer just doubles the traffic": the way the project
 * goes, said against the agent's act — kept as said, and only when it names a tool the agent's words do not, or a part
 * that already does it, with why that lasts.
 */
export function setAgainstTheAct(sentenceSaid: string, agentSaid: string): Statement | null {
  if (!agentSentences(agentSaid).some((s) => ACTED.test(s))) return null;
  const said = sentenceSaid.trim().replace(/[.!]+$/, '');
  const tool = WE_USE.exec(said)?.[1];
  const rest = said.replace(/^[^,;]*[,;]\s*/, '');
  const against =
    (tool !== undefined && !agentSaid.toLowerCase().includes(tool.toLowerCase()) && (rest === said || lastingWhy(rest) !== null || (!/^(?:it|this|that|i|you)\b/i.test(rest) && !MOMENT.test(rest) && !THIS_DAY.test(rest)))) ||
    (ALREADY_DOES.test(said) && lastingWhy(said.split(/,\s+/)[0]!) !== null) ||
    pickedAgainst(said, agentSaid);
  return against ? { type: 'feedback', kind: 'correction', text: sentence(sentenceSaid), quote: sentenceSaid } : null;
}

/**
 * "Use ULIDs. They sort by time and the warehouse system expects that.", "Never. It logs request bodies at debug …": a
 * short order or refusal, its why the next sentence — read as one ("use ULIDs, they sort by time …"), kept as both.
 */
export function answeredThenWhy(first: string, next: string, agentSaid: string): Statement | null {
  if (first.split(/\s+/).length > 6 || /[?？]$/.test(first) || /[?？]$/.test(next)) return null;
  const joined = `${first.trim().replace(/[.!]+$/, '')}, ${next.trim().charAt(0).toLowerCase()}${next.trim().slice(1)}`;
  const st = refusedWithWhy(joined, agentSaid) ?? orderedOtherwiseWithWhy(joined, agentSaid) ?? setAgainstTheAct(joined, agentSaid);
  return st && { ...st, quote: `${first} ${next}` };
}
