// Extraction without a model: only what the user said explicitly becomes a memory — rules,
// the team's conventions, orders scoped past the moment, preferences, who the user is,
// corrections of the agent, news with a date or a reason, and where things are kept outside the
// code, in English or Chinese. The one-sentence forms are in statement-forms.ts (Chinese:
// statement-forms-zh.ts); what of a message is the user's own words in own-words.ts; what a
// statement becomes on disk in statement-files.ts. Here a conversation is read in order: lists of
// rules, a reply to the agent that corrects it, makes its offer a habit or bounds it to a case, or
// refuses what it did (named by the agent's act, refusal-named.ts) or sets it right with why that lasts (act-set-right.ts,
// lasting-why.ts) or sets its bound right (bound-set-right.ts), a reply whose "one" or "it" only the agent's act names
// (named-by-the-act.ts), and each sentence.
import { escapeRegExp } from './regexp.js';
import { OFFER, approachConfirmed, lastAgentSentence, presentOf } from './approach-confirmed.js';
import { KEEP_THEM_FIRST, NEVER_FIRST, namesNothing, refusedWayNamed, refusedWithWhy, undoneWithWhy } from './refusal-named.js';
import { answeredTheAct, answeredThenWhy, refusedInChineseNamed } from './act-set-right.js';
import { DOING, lastingWhy } from './lasting-why.js';
import { namedByTheAct } from './named-by-the-act.js';
import { boundSetRight, valueSetRight, versionSetRight } from './bound-set-right.js';
import { anotherWayThanAsked, withTheQuestion } from './question-answered.js';
import { pickedForGood, styleChosen } from './style-choice.js';
import { upgradeHeldBack, versionNamedByTheAgent } from './upgrade-held-back.js';
import { forgetRequest } from './forget.js';
import { usersWords } from './prose.js';
import { redactSecrets } from './secrets.js';
import { withDates } from './relative-dates.js';
import { MOMENT, terseListGoesOn } from './rule-forms.js';
import { readFront } from './message-front.js';
import { KEEP_THE_LAST, classify, classifyAsTyped, type Statement } from './statement-forms.js';
import { capital, mostlyLatin, sentence, words } from './statement-text.js';
import { chineseCorrection, lastingReasonZh } from './statement-forms-zh.js';
import { HAN } from './search-text.js';
import { BULLET, CONTEXT_LIST, RULE_LIST, ownWords, sentences, sentencesOf, typedPart } from './own-words.js';
import { REDO_AT_HAND, asksForWorkToDo, boundsTheWork } from './task-bound.js';
import { changeToCheck } from './told-changes.js';

export type { Statement, StatementKind } from './statement-forms.js';

/**
 * The items of a list introduced as rules — each one is a rule, however short ("- use pnpm") — or
 * as facts about the project (each kept as what the forms make of it, else as a notice).
 */
function listedRules(own: string): Statement[] {
  const out: Statement[] = [];
  let list: 'rules' | 'facts' | null = null;
  // (the bullets of a list without a header, read together when it ends)
  let bare: string[] = [];
  const endBare = () => {
    out.push(...terseOrdersAmongRules(bare));
    bare = [];
  };
  for (const raw of own.split('\n')) {
    const line = raw.trim();
    if (!line) continue; // (a blank line between a header and its list ends nothing)
    if (!BULLET.test(line)) {
      endBare();
      // a header opens a list; any other line ends one (a plan or a list for today is the task's)
      list = RULE_LIST.test(line) ? 'rules' : CONTEXT_LIST.test(line) && !/\b(?:today|tonight|this (?:week|sprint|pr|task)|plan|todo|to-do|bugs?|meeting|standup)\b/i.test(line) ? 'facts' : null;
      continue;
    }
    const item = line.replace(BULLET, '');
    if (!list) bare.push(item);
    if (!list || words(item) < 2 || item.endsWith('?')) continue;
    if (list === 'rules') out.push({ type: 'feedback', kind: 'rule', text: sentence(item), quote: item });
    else out.push(classify(item) ?? { type: 'project', kind: 'notice', text: sentence(item), quote: item });
  }
  endBare();
  return out;
}

/** An order in a few words: "use pnpm", "no barrel files", "prefer early returns" (not "use this one", "use the fix"). */
const TERSE_ORDER = /^(?:please\s+)?(?:use|prefer|avoid|always|never|no|keep|run|write|stick to)\s+(?!(?:it|this|that|them|these|those|the\s+(?:fix|change|pr|branch|one|other|first|second|new|old))\b)[\w.@/+#-]+(?:\s+[\w.@/+#-]+){0,3}[.!]*$/i;

/**
 * "- use pnpm\n- no default exports\n- tests with vitest, not jest": in a list without a header whose items are mostly
 * rules, a terse order the others make one too ("use pnpm" alone is as often the moment's).
 */
function terseOrdersAmongRules(items: string[]): Statement[] {
  // (the cheap test first: a list with no terse order in it — most task lists — is not classified here, only in the
  // sentence loop that reads every bullet anyway)
  if (items.length < 3 || items.some((i) => i.endsWith('?')) || !items.some((i) => TERSE_ORDER.test(i) && !MOMENT.test(i))) return [];
  const read = items.map((i) => classify(i));
  if (read.filter((st) => st?.type === 'feedback').length < 2) return [];
  return items.filter((i, n) => read[n] === null && TERSE_ORDER.test(i) && !MOMENT.test(i)).map((i) => ({ type: 'feedback', kind: 'rule', text: sentence(i), quote: i }));
}

/** What a client writes as the user's message when the user stops the agent (Claude Code's words). */
const INTERRUPTED = /^\s*\[Request interrupted by user[^\]]*\]\s*$/;

/** A first sentence that only objects: "No.", "no wait.", "Wait, no!". */
const BARE_NO = /^\s*(?:no+|nope|wrong|wait|stop|hold on)(?:[,\s]+(?:no+|nope|wait|stop))*[.!?,\s]*$/i;

/** A sentence that starts another subject: "Also, …", "btw …", "One more thing: …". */
const NEW_SUBJECT = /^(?:also|btw|by the way|oh,? and|one (?:more|last) thing|p\.?s\.?|另外|还有|对了|顺便)\b/i;

/**
 * A sentence that goes on to what to do next: "Then open a PR.", "Anyway, …", "Can you fix the failing test?", 帮我…, 然后…
 * (not a bare order, which is as often what to do instead: "…, it takes 40 minutes. run the affected unit tests").
 */
const GOES_ON_TO_THE_NEXT = /^(?:then|now|next|anyway|after that|(?:can|could|would|will) you|please|pls)\b|^(?:然后|接着|再|请|帮我|麻烦)|[?？]\s*$/i;

/**
 * The sentences a correction is said in: the first and up to two more that go on with it (its
 * reason, what to do instead). A sentence on another subject — "Also, I'm a backend engineer" —,
 * one that goes on to what to do next ("Then open a PR."), or that is a memory of another type by
 * itself ends it, and is read on its own.
 */
function correctionSentences(sentencesSaid: string[]): string {
  const said = sentencesSaid.slice(0, 3);
  // ("no wait. migrations in this repo are always backwards compatible, …": a bare "no" is no correction by itself)
  let end = said.length > 1 && BARE_NO.test(said[0]!) ? 2 : 1;
  while (end < said.length && !NEW_SUBJECT.test(said[end]!) && !REDO_AT_HAND.test(said[end]!) && !GOES_ON_TO_THE_NEXT.test(said[end]!) && (classify(said[end]!)?.type ?? 'feedback') === 'feedback') end++;
  return said.slice(0, end).join(' ');
}

/**
 * What follows "no" or "actually" when it is a pick, a retraction or a clearer request, nothing to
 * keep: "the other one", "the other button", "never mind", "I meant the test file", "wait, not this file", "that is
 * the wrong file".
 */
const PICK =
  /^(?:the (?:other|first|second|third|previous|last|next|old|new) (?:one|option|version|way|file|[\w-]+(?=\W*(?:(?:thx|thanks|ty|lol|pls|please)\W*)?$))|that one|this one|the one (?:in|at|on|from|with|that|which|i|you|we)|neither|both|either|never mind|nevermind|i meant?|i said (?=the|this|that)|(?:wait[,.!]*\s+)?(?:not\s+(?:this|that|the)|(?:that|this|it)(?:'s| is) (?:the )?wrong)\s+(?:one|file|function|test|method|class|line|part|folder|directory|component|endpoint|branch))\b/i;

/** A correction whose subject is the thing at hand: "it must run after auth", "this should return null". */
const ABOUT_THE_THING_AT_HAND =
  /^(?:it|this|that|they|these|those|the (?:new\s+)?(?:function|method|class|component|script|query|regex|loop|handler|test|file|migration|button|modal|output|result|return value|variable|param(?:eter)?|argument|field|column|total|calculation|label|title|error message|layout|colou?r|sort order)s?)(?:'s|'re|\s+(?:is|are|was|were|must|should|needs?|has|have|goes|go|runs?|belongs?|returns?|takes?|can|cannot|can't|will|won't|doesn't|does|do|don't)|\s+[a-z]+[^s\W]s(?=\s+(?:nothing|no|only|just)\b))\b/i;
/** …unless it says how things always are: "it's always pnpm in this repo", "that's not how we log". */
const HOW_THINGS_ALWAYS_ARE = /\b(?:always|never|in this (?:repo|repository|project|codebase|team)|from now on|every time|whenever|not (?:how|what|where|the way) we)\b/i;

/** An order that names nothing but what was just done or said: "Don't do that.", "Never do this again.", "Stop doing that, it breaks the build." */
const POINTS_BACK_ONLY =
  /^(?:please\s+)?(?:don'?t|do not|never|always|stop)\s+(?:ever\s+)?(?:(?:do(?:ing)?|change|touch|edit|delete|remove|move|rename|modify|revert|undo|commit|push|merge|run|use|add)\s+)?(?:that|this|it|them|those|these)(?:\s+(?:line|lines|one|ones|bit|part|block|again|ever|anymore|any\s?more|please))*(?:,\s+(?:it|that|this|not\s+even)\b[^,;]*)?[.!]*$/i;

/**
 * Whether a statement means something read in another session. "No, it must run after auth" is
 * about the thing at hand, and "Don't do that." names nothing but it: the session's notes keep
 * them, a memory could not say what "it" or "that" is.
 */
export function standsAlone(st: Statement): boolean {
  if (POINTS_BACK_ONLY.test(st.text)) return false;
  return st.kind !== 'correction' || !ABOUT_THE_THING_AT_HAND.test(st.text) || HOW_THINGS_ALWAYS_ARE.test(st.text);
}

/**
 * "no, …", "wrong: …", "no no no. don't …", "wrong place, …" — and "no" without a stop only when a clause follows
 * ("no use pnpm", "no the config is in app.yaml"): "no emojis in comments" forbids emojis, and
 * stripping its "no" would keep the opposite.
 */
const CORRECTION_OPENING =
  /^(?:(?:no|nope)\s+(?=no\b))*(?:no|nope|wrong|incorrect|wrong (?:place|file|folder|directory|dir|spot|location))\b(?:\s*[,.!:;—–-]+\s*|\s+(?=(?:i|i'm|i'd|im|you|you're|we|we're|it|it's|its|that|that's|thats|this|they|there|there's|the|use|do|don't|dont|not|never|put|call|run|keep|make|just|please|instead|wait|stop|leave|go|revert|undo|change|move|remove|add|delete|rename|only|always|should|must|let's|lets|he|she|actually)\b))(.+)$/i;

/** "no wait, I meant …": a "wait" that only holds the reply up (not "no, wait until CI is green", where waiting is the act). */
const WAIT_FIRST = /^wait\b(?!\s+(?:until|till|til|for|on)\b)[,.!:;—–-]*\s*/i;

/** "that's not how we name branches. it's always …": what follows, headed by the way it is about ("How we name branches: it's always …"). */
const headedByTheWay = (m: RegExpExecArray | null): RegExpExecArray | null => {
  if (!m) return null;
  m[1] = `How we ${m[1]}: ${m[2]}`;
  return m;
};

/** What is under way, said as a correction's reason: "the db is still being restored", "the deploy is running" (not "… running on k8s"). */
const UNDER_WAY = new RegExp(
  String.raw`^(?:the|our|my)\s+(?:[\w.-]+\s+){0,3}?(?:is|are)\s+(?:still\s+|currently\s+|now\s+)?(?:being\s+\w+(?:ed|en|t)|${DOING}(?=\s|[,;!]|\.(?!\w)|$)(?!\s+(?:on|in|behind|as|under|with|through|against|from)\b))`,
  'i',
);

/** What the agent wrote that a length is asked of: "I wrote the README." — "too long, …" is the README's. */
const A_PIECE_OF_WRITING = /\b(readme|changelog|release notes|(?:pr|commit)\s+(?:description|message)s?|docstrings?|comments?|docs|documentation|summary|summaries|report|emails?|explanations?|answers?|replies|reply)\b/i;

/** The writing a length is asked of, by its piece: answers for an answer or none named; the one README, changelog or docs; else every one of the kind ("commit messages"). */
function writingNamed(piece: string | undefined): string {
  const p = piece?.toLowerCase();
  if (!p || /^(?:explanations?|answers?|replies|reply)$/.test(p)) return 'answers';
  if (/^(?:readme|changelog|release notes|documentation|docs)$/.test(p)) return `the ${p === 'readme' ? 'README' : p}`;
  return p.endsWith('y') ? `${p.slice(0, -1)}ies` : p.endsWith('s') ? p : `${p}s`;
}

/**
 * "too long, keep it to a few lines, always" after the agent's long answer: how long such writing is to be from now on, its
 * "it" named by what the agent wrote — answers, unless it names a piece of writing ("I wrote the README." — "… keep it under
 * a page from now on" is the README's). Not "too long, keep it shorter", which is this answer's.
 */
function lengthFromNowOn(reply: string, agentSaid: string): Statement | null {
  const first = sentences(reply)[0] ?? '';
  const m = /^(?:(?:that's|that is|this is|it's|it is|way|much|far)\s+)?too\s+(?:long|verbose|wordy)\s*[,.;:!—–-]+\s*(?:please\s+)?(keep|make)\s+(?:it|them)\b(.+)$/i.exec(first);
  if (!m || !HOW_THINGS_ALWAYS_ARE.test(m[2]!)) return null;
  const said = `${m[1]!.charAt(0).toUpperCase()}${m[1]!.slice(1).toLowerCase()} ${writingNamed(A_PIECE_OF_WRITING.exec(agentSaid)?.[1])}${m[2]!}`;
  return classify(said) ? { type: 'feedback', kind: 'correction', text: sentence(said), quote: first } : null;
}

/** A correction opens a reply to the agent: "no, …", "that's wrong, …", "actually, …". (`split`: the message's sentences, when already split.) */
function correction(message: string, split = sentences(message)): Statement | null {
  const first = correctionSentences(split);
  if (HAN.test(first)) {
    const said = chineseCorrection(first);
    if (said) return { type: 'feedback', kind: 'correction', text: sentence(said), quote: first };
    if (!mostlyLatin(first)) return null;
  }
  if (/^no\s+(?:worries|problem|probs?|doubts?|need|rush|biggie|thanks|way|idea|clue|luck|kidding|matter|wonder)\b/i.test(first)) return null;
  // "that's overkill, we like things simple here": a verdict on the agent's work, kept only for the
  // lasting statement after it ("that's overkill, just use a map" is about this piece of work)
  const verdict = /^(?:that's|that is|this is)\s+(?:overkill|too (?:much|complex|complicated|clever)|over-?engineered)\s*[,.;:!—–-]+\s*(.+)$/i.exec(first);
  if (verdict) {
    const said = classify(verdict[1]!);
    return said ? { type: 'feedback', kind: 'correction', text: sentence(verdict[1]!), quote: first } : null;
  }
  // "No, I haven't tried it yet", "Nope, never been there": an answer about oneself
  if (/^(?:no|nope)\b[,.!:;]*\s+(?:i\s+(?:haven'?t|have not|never|didn'?t (?!say|ask|mean|want|tell)|did not (?!say|ask|mean|want|tell))|i'?ve never|not (?:yet|really)|never been)\b/i.test(first)) return null;
  const m =
    CORRECTION_OPENING.exec(first) ?? // "no no no. don't …"
    // "please don't, we use the built-in fetch everywhere": what the agent was about to do, refused, and the way the project
    // goes (not "please don't, type it properly": the work at hand)
    /^(?:please\s+)?(?:don'?t|do not)\s*[,.!;—–-]+\s*((?:we|our|this (?:project|repo|codebase)|in this (?:project|repo|codebase)|here)\b.+)$/i.exec(first) ??
    /^(?:that's|that is|this is)\s+(?:wrong|incorrect|not right|not what i (?:asked for|wanted|meant)|not how we (?:do|write|handle|name|structure) (?:it|things|that|this)(?: here| in this (?:repo|project|codebase))?)\b[\s,.!:;—–-]*(.*)$/i.exec(first) ??
    // "that's not how we name branches. it's always feat/…": the way, named ("How we name branches: it's always …")
    headedByTheWay(/^(?:that's|that is|this is)\s+not\s+how\s+we\s+((?:do|write|handle|name|structure|format|test|log|call|organi[sz]e|version|tag|deploy|review)\s+(?!(?:it|things|that|this)\b)[\w-]+(?:\s+[\w-]+)?)(?: here| in this (?:repo|project|codebase))?[\s,.!:;—–-]+(.+)$/i.exec(first)) ??
    // "revert that, clients depend on snake_case": undone, for what depends on the way it was (not "revert that, it broke the build")
    /^(?:please\s+)?(?:revert|undo|roll back)\s+(?:that|this|it)(?:\s+change)?\s*[,.!;—–-]+\s*((?:the\s+|our\s+|all\s+)?(?!(?:it|this|that|i|you)\b)[\w-]+(?:\s+[\w-]+)?\s+(?:depend|depends|rely|relies|consume|consumes)\s+on\s+(?!(?:it|this|that|them)\b).+)$/i.exec(first) ??
    /^actually[,:]\s+(.+)$/i.exec(first) ??
    // without the comma, only when it sets something against what the agent did ("actually the config lives in app.yaml, not .env")
    /^actually\s+(.+\b(?:not|instead of|rather than)\b.+)$/i.exec(first);
  if (!m || !m[1] || words(m[1]) < 3 || m[1].trim().endsWith('?')) return null;
  // ("no wait, I meant the staging bucket": the pick after its "wait")
  if (PICK.test(m[1].trim().replace(WAIT_FIRST, ''))) return null;
  // "no no, mock the database in this one test only": for now
  if (MOMENT.test(m[1]) && !HOW_THINGS_ALWAYS_ARE.test(m[1])) return null;
  // ("no, sync it later": the act put off, not set right)
  if (/^(?:please\s+)?(?:just\s+)?[a-z]+\s+(?:it|them|that)\s+(?:later|tomorrow|next\s+week|after\s+lunch|in\s+a\s+bit|another\s+time)[.!]*$/i.test(m[1].trim())) return null;
  // ("no, the db is still being restored", "no. the deploy is running": what is under way, why not now)
  if (UNDER_WAY.test(m[1])) return null;
  // "that's wrong, the cron is in the other file", "no wait, keep the old function too": where the work at hand is, not how things are
  if (/\b(?:the other|another|a different|the wrong|the same|the old|the new|the previous|the original)\s+(?:file|function|method|class|module|folder|directory|component|test|branch|place|line|version|code|one|ones|option)\b/i.test(m[1]) && !HOW_THINGS_ALWAYS_ARE.test(m[1])) return null;
  // "no wait. fix the migration so it adds the column as nullable": the work at hand, redone
  // (not "no, use pnpm", nor "no, fix it the way we always do")
  // ("no, that's wrong — in this repo …": the verdict said twice is no part of the correction)
  const redo = m[1].replace(WAIT_FIRST, '').replace(/^(?:that'?s|that is|this is)\s+(?:wrong|incorrect|not right)\s*[,.!:;—–-]+\s*/i, '');
  if (REDO_AT_HAND.test(redo) && !HOW_THINGS_ALWAYS_ARE.test(redo)) return null;
  // ("no, wait until CI is green": the act held off this once, not a way of working)
  if (/^(?:please\s+)?(?:just\s+)?(?:wait|hold off|hold on)\s+(?:until|till|til|for)\b/i.test(redo) && !HOW_THINGS_ALWAYS_ARE.test(redo)) return null;
  // ("no, leave them as they are; the tests are running": left as they are this once — unless why lasts, named by the act elsewhere)
  if (KEEP_THEM_FIRST.test(redo) && !classify(redo.replace(KEEP_THEM_FIRST, ''))) return null;
  // "no, that's fine, go ahead": approval; "that's wrong, the test still fails": a bug report
  if (/^(?:that'?s|that is|it'?s|it is|this is)\s+(?:fine|ok(?:ay)?|good|great)\b|\bgo ahead\b|\b(?:still|again)\s+(?:fails?|failing|broken|crash\w*|errors?)\b/i.test(m[1])) return null;
  // up to three sentences joined: each keeps its capital ("… tests. We got burned …")
  const text = sentence(redo).replace(/([.!]\s+)(\p{Ll})/gu, (_, gap: string, c: string) => gap + c.toUpperCase());
  // a fact set right ("actually the staging url is staging.acme.dev, not acme-staging.dev") is the
  // project's or a pointer, as it would be said alone; a way of working is feedback
  const alone = classify(redo)?.type;
  return { type: alone === 'project' || alone === 'reference' ? alone : 'feedback', kind: 'correction', text, quote: first };
}

/**
 * "You keep putting console.logs everywhere. Use the logger from lib/log instead.": a habit of the
 * agent's, then the way the user wants instead — one rule in two sentences.
 */
function habitThenWay(habit: string, way: string): Statement | null {
  if (!/^you\s+(?:keep|always|constantly)\s+\w+ing\b(?![^.!?]*\b(?:it|this|that)\s*[.!]*$)/i.test(habit)) return null;
  // ("… instead", or "please stop, only comment the why")
  const instead = /^(?:please\s+)?(?:just\s+)?(?:use|put|call|write|run|go through|import)\b[^.!?]*\binstead\b/i.test(way) || /^(?:please\s+)?stop(?: it| that| doing that)?\s*[,;.!:—–-]\s*(?:and\s+)?(?:only|just)\s+\w+/i.test(way);
  if (!instead || MOMENT.test(way)) return null;
  return { type: 'feedback', kind: 'rule', text: `${sentence(habit)} ${sentence(way)}`, quote: `${habit} ${way}` };
}

/** "rails 7.1, ruby 3.3, sidekiq for jobs, rspec. no minitest": a terse list whose rule came as the next sentence. */
function terseListThenRule(list: string, next: string): Statement | null {
  const both = list ? terseListGoesOn(list, next) : null;
  return both ? { type: 'feedback', kind: 'rule', text: `${sentence(capital(list))} ${sentence(capital(next))}`, quote: both } : null;
}

/** "do it like that whenever you add resilience stuff": the way just described, made the way for every time. */
const DO_IT_LIKE_THAT = /^(?:please\s+)?(?:always\s+)?(?:do\s+it|do\s+(?:things|them)|keep\s+it|write\s+(?:them|it)|build\s+(?:them|it))\s+(?:like\s+(?:that|this)|that\s+way|this\s+way|the\s+same\s+way)\b[^.!?]*\b(?:whenever|every\s?time|each time|from now on|going forward|for (?:all|every|any)\b)/i;
/** "yes, that's the shape I want, …": what a yes confirms, without the yes. */
const YES_FIRST = /^(?:(?:yes|yeah|yep|right|exactly|perfect|great|nice|good)\b[,.!]*\s*)+/i;
/**
 * "yes that's the shape I want, a single wrapper function and the call sites untouched. do it like that whenever
 * you add resilience stuff": a way the user confirmed, then made the way for every time — one rule, the way
 * first (alone, "do it like that" says nothing).
 */
function wayThenKeepIt(way: string, keepIt: string): Statement | null {
  if (!DO_IT_LIKE_THAT.test(keepIt) || MOMENT.test(keepIt)) return null;
  const described = way.replace(YES_FIRST, '');
  if (words(described) < 5 || /[?？]$/.test(described) || MOMENT.test(described)) return null;
  return { type: 'feedback', kind: 'rule', text: `${sentence(capital(described))} ${sentence(capital(keepIt))}`, quote: `${way} ${keepIt}` };
}

/** A reply that only objects, the correction to follow in the next message: "no", "nope!", "wrong", "ugh", 不对. */
const OBJECTION = /^\s*(?:no+|nope|wrong|ugh+|argh+|wait|stop|what\??|wtf|noo+|不对|不是|错了|不行)[.!?！。\s]*$/i;

/** A yes that makes the offer a habit: "yes, always", "yes, always do that", "sure, every time". */
// ("yes, for unit tests always": the scope said before it)
const ALWAYS_YES = /^(?:yes|yeah|yep|yup|sure|ok(?:ay)?|please)[,.!]?\s+(?:please\s+)?(?:for\s+([\w\s-]{2,30}?)\s+)?(?:always|every time|each time|from now on)(?:\s+(?:do|run|use)\s+(?:that|this|it))?\b[,.!]*\s*/i;
/** A plain yes, which makes a habit of an offer that already says "always": "Want me to always mock the DB session?" — "yes". */
const PLAIN_YES = /^(?:yes please|please do|yes|yeah|yep|yup|sure|ok(?:ay)?)\b[,.!]*\s*/i;
/** An offer of a habit: "always …", "… every time", "from now on". */
const OFFERS_A_HABIT = /\b(?:always|every time|each time|from now on)\b/i;

/**
 * "Do you want me to format the code with prettier before committing?" — "yes, always do that, it's
 * in our contributing guide": the offer made a rule, named ("Always format the code with prettier
 * before committing, …"), not "Always do that", which no later session could read. Not an offer
 * about the thing at hand ("… on this file?").
 */
function offerMadeAHabit(yesSentence: string, offer: string | undefined): Statement | null {
  if (!offer) return null;
  const yes = ALWAYS_YES.exec(yesSentence) ?? (OFFERS_A_HABIT.test(offer) ? PLAIN_YES.exec(yesSentence) : null);
  // (the offer's "now" of "from now on" is no moment)
  if (!yes || /\b(?:this|that|these|those|it|them|now|here|again)\b/i.test(offer.replace(/\bfrom now on\b/gi, ''))) return null;
  const scope = yes[1] && !offer.toLowerCase().includes(yes[1].toLowerCase()) ? ` for ${yes[1]}` : '';
  return { type: 'feedback', kind: 'rule', text: sentence(`Always ${offer.replace(/^always\s+/i, '').replace(/\s+from now on\b/i, '')}${scope}${whyAfterTheYes(yesSentence, yes)}`), quote: yesSentence };
}

/** What the user adds after the yes, as the rule's reason (", it's in our contributing guide"); nothing for a thanks. */
function whyAfterTheYes(yesSentence: string, yes: RegExpExecArray): string {
  const rest = yesSentence.slice(yes[0].length).replace(/^[,;:—–-]\s*/, '');
  return rest && !/^(?:thanks|thank you|thx|ty)\b/i.test(rest) ? `, ${rest.replace(/[.!]+$/, '')}` : '';
}

/** A preference the agent asked about, in general: "Do you prefer tokens over raw hex values in general?" */
const PREFERENCE_ASKED = /(?:^|[.!?:]\s+)(?:do you|would you)\s+prefer\s+([^?]{4,100}?)(\s+(?:in general|generally|from now on|everywhere|across the (?:repo|codebase|project)))?\?\s*$/i;
/** A yes that makes a preference the rule: "yes, tokens only", "yes, always". */
const YES_AS_A_RULE = /^(?:yes|yeah|yep|yup|sure|definitely|absolutely)\b[,.!]?\s*/i;

/**
 * "Do you prefer tokens over raw hex values in general?" — "yes, tokens only, raw hex fails the design
 * lint in CI": the preference, named ("Prefer tokens over raw hex values, …"). Only asked in general,
 * or answered as always or only (not "Do you prefer the first option?" — "yes").
 */
function preferenceConfirmed(yesSentence: string, asked: RegExpExecArray | null): Statement | null {
  const yes = asked ? YES_AS_A_RULE.exec(yesSentence) : null;
  if (!asked || !yes || /\b(?:this|that|these|those|it|them|option|one|version|approach|way)\b/i.test(asked[1]!)) return null;
  if (!asked[2] && !/\b(?:always|only|everywhere|from now on)\b/i.test(yesSentence.slice(yes[0].length))) return null;
  return { type: 'feedback', kind: 'rule', text: sentence(`Prefer ${asked[1]}${whyAfterTheYes(yesSentence, yes)}`), quote: yesSentence };
}

/** A yes to the agent's last question that makes a rule: its offer made a habit, or the preference it asked about. */
function yesMadeARule(yesSentence: string, agentSaid: string): Statement | null {
  const offer = OFFER.exec(agentSaid)?.[1];
  return offerMadeAHabit(yesSentence, offer) ?? offerBounded(yesSentence, offer) ?? offerNarrowed(yesSentence, offer) ?? preferenceConfirmed(yesSentence, PREFERENCE_ASKED.exec(agentSaid));
}

/** An answer that bounds the offer to a case: "only when you change package.json, otherwise leave it". */
const ONLY_WHEN_ANSWER = /^(?:(?:no|nope|yes|yeah|sure|ok(?:ay)?)[,.!]?\s+)?only\s+(when|if|after|before|for|within|during|inside)\s+((?:[^,;.?]|\.(?=\w)){3,60}?)(?:\s*[,;.]\s*(?:otherwise|else)\b[^.?]*|\s*,\s+(?!(?:otherwise|else)\b)([^,;.?]{3,80}))?[.!]*$/i;

/**
 * "Want me to update the lockfile?" — "only when you change package.json, otherwise leave it": the offer made a rule
 * bounded to its case ("Update the lockfile only when you change package.json."). Not an offer about the thing at hand.
 */
function offerBounded(answer: string, offer: string | undefined): Statement | null {
  const only = offer ? ONLY_WHEN_ANSWER.exec(answer.trim()) : null;
  if (!only || /\b(?:this|that|these|those|it|them|now|here|again)\b/i.test(offer!) || /\b(?:this|that)\s+(?:one|time|file|pr)\b|\b(?:now|today)\b|\b(?:it'?s|it is)\s+(?:quick|easy|fast|simple|small|cheap)\b|\byou\s+(?:have time|can|want|like|feel like)\b/i.test(only[2]!)) return null;
  // (and why, when it lasts: "…, outdated screenshots are worse than none")
  // (or the bound the other way: "only within a trading day, never across the weekend gap")
  const never = only[3] && /^(?:but\s+|and\s+)?never\s+(?!(?:mind|again)\b)\S/i.test(only[3]) ? only[3].trim() : null;
  const why = only[3] && !never ? lastingWhy(only[3]) : null;
  if (only[3] && !why && !never) return null;
  return { type: 'feedback', kind: 'rule', text: sentence(`${capital(offer!.replace(/\s+(?:now|first|next)$/i, ''))} only ${only[1]!.toLowerCase()} ${only[2]!.trim()}${never ? `, ${never}` : why ? `: ${why}` : ''}`), quote: answer };
}

/** An answer that keeps the offer to some of a kind, with why: "just the public ones, internal endpoints are hidden from the docs". */
const JUST_SOME_OF_THEM = /^(?:(?:no|nope|yes|yeah|sure|ok(?:ay)?)[,.!]?\s+)?(?:just|only)\s+(?:the\s+)?((?!(?:first|last|next|other|new|old|two|three|few)\b)[\w-]+(?:\s+[\w-]+)?)\s+ones\s*[,;]\s+(\S[^?]{3,100}?)[.!]*$/i;
/** The kind the offer reaches all of: "… to every endpoint", "… to all the handlers". */
const ALL_OF_A_KIND = /\b(?:every|each|all(?:\s+(?:the|our))?|any)\s+([\w-]+?)s?\b/i;

/**
 * "Want me to add Swagger annotations to every endpoint?" — "just the public ones, internal endpoints are hidden from the docs":
 * the offer kept to some of the kind, with why that lasts ("Add Swagger annotations to the public endpoints only: …").
 */
function offerNarrowed(answer: string, offer: string | undefined): Statement | null {
  const just = offer ? JUST_SOME_OF_THEM.exec(answer.trim()) : null;
  const all = just ? ALL_OF_A_KIND.exec(offer!) : null;
  if (!just || !all || /\b(?:this|that|these|those|it|them|now|here|again)\b/i.test(offer!)) return null;
  const why = lastingWhy(just[2]!);
  if (!why) return null;
  const kind = `${all[1]}s`;
  return { type: 'feedback', kind: 'rule', text: sentence(`${capital(offer!.replace(all[0], `the ${just[1]!.toLowerCase()} ${kind}`).replace(/\s+(?:now|first|next)$/i, ''))} only: ${why}`), quote: answer };
}

type Said = { role: 'user' | 'assistant'; text: string; at?: number };

/** What the last words were, for reading the next message: the user stopping the agent mid-work leaves the agent's work as what the next words answer. */
const heard = (m: Said): Said => (m.role === 'user' && INTERRUPTED.test(m.text) ? { role: 'assistant', text: '' } : m);

/**
 * Explicit statements in the user's messages (in order), each once. With `at` (when the message
 * was written, ms) relative days in a statement get their dates. `after`: the last words said
 * before these messages (a window of a longer conversation), so its first message can be a
 * correction. `withTheWorksBounds`: also what bounds the work asked for ("Don't push anything."),
 * marked forTheWork — what a session's notes keep and a memory does not.
 */
export function extractStatements(messages: Said[], opts: { after?: Said | undefined; withTheWorksBounds?: boolean } = {}): Statement[] {
  const reader = new StatementReader(opts);
  reader.read(messages);
  return reader.found;
}

/**
 * A message's first sentence, with the words it was said after in passing given back: a flag lifts a fact told in passing
 * ("fyi the sandbox only accepts test cards") — a fact only, not an order the sentence alone is not ("just fyi, don't touch
 * that function", "oh and run it again, always"), and not when the message goes on to ask something, whose setting the fact
 * is, nor when it asks to forget something; else the sentence as said without them.
 */
function flaggedOrPlain(opener: string, first: string, said: string[]): Statement | null {
  const plain = classifyAsTyped(first);
  // (nor a request to forget something: "fwiw forget what I said about the staging freeze, it's over")
  const asked = forgetRequest(first) !== null || said.slice(1).some((next) => asksForWorkToDo(next) || /[?？]\s*$/.test(next));
  const flagged = asked ? null : classifyAsTyped(opener + first);
  return flagged && ((plain && standsAlone(plain)) || flagged.kind === 'notice') ? flagged : plain;
}

/** A first sentence that only answers, the statement in the next: "Yes. Every table we query by date gets one." */
const ANSWER_ALONE = /^(?:yes|yeah|yep|sure|ok(?:ay)?|no|nope|right|correct|exactly)[.!,]*$/i;

/** At most this many unkept sentences are held for changesToCheck (a window can be a whole imported session). */
const MAX_UNKEPT = 500;
/** A sentence on a bare "表", with the table the sentence before named put in: "表有四千万行，…" after "…回填user_stats表。". */
function tableNamedBefore(said: string, before: string): string | null {
  // (not one of many: "回填user_stats和orders表")
  if (!/^(?:这张)?表(?:有|里|的)/.test(said) || /[和与、及,，]\s*[A-Za-z_][\w.]*\s*表/.test(before)) return null;
  const names = [...before.matchAll(/([A-Za-z_][\w.]*)\s*表/g)].map((m) => m[1]!);
  return names.length === 1 ? `${names[0]} ${said.replace(/^这张/, '')}` : null;
}
/** An order on "it" or "them", which in a reply is what the agent's act named: "put it in a provider, …". */
const ORDER_ON_IT = /^(?:no\s*,\s*)?(?:please\s+)?(?:just\s+)?[a-z]+\s+(?:it|them)\s+(?:in|into|on|to|behind|under|through|via|as)\b/i;

/**
 * extractStatements, resumable: `read` takes a conversation a part at a time and finds what
 * reading it whole would, so a long session's notes need not read every message again on every
 * update. `peek` reads a part without keeping it (a newest message that may still grow).
 */
export class StatementReader {
  readonly found: Statement[] = [];
  private readonly seen = new Set<string>();
  /** The last words said (a tool's result says none): what the next message answers. */
  private last: Said | undefined;
  /** "no!" sent on its own, then what they meant: the next message is the correction. */
  private objected = false;
  /** Messages a form failed on, left unread (each with its first words, secrets masked, and the error), for the job to report. */
  readonly unread: Array<{ text: string; error: string }> = [];
  /** When the message being read was written: what its relative dates are read from. */
  private at: number | undefined;
  /** With `withRequestsToForget`: each of the user's sentences that asks to forget something, and what it names. */
  readonly askedToForget: Array<{ sentence: string; what: string }> = [];
  /** The user's sentences no form kept, with when each was written: changes, maybe, of what a memory holds (changesToCheck). */
  private readonly unkept: Array<{ said: string; at: number | undefined }> = [];

  constructor(private readonly opts: { after?: Said | undefined; withTheWorksBounds?: boolean; withRequestsToForget?: boolean } = {}) {
    this.last = opts.after && heard(opts.after);
  }

  /** What `messages` would add, read after everything read so far, without keeping any of it. */
  peek(messages: Said[]): Statement[] {
    const copy = new StatementReader(this.opts);
    copy.last = this.last;
    copy.objected = this.objected;
    for (const k of this.seen) copy.seen.add(k);
    copy.read(messages);
    return copy.found;
  }

  read(messages: Iterable<Said>): void {
    for (const step of this.steps(messages)) void step;
  }

  /**
   * `read`, a sentence at a time: each step of the iteration reads one more sentence, so a caller can
   * let the event loop run between them (a message of hundreds of short lines took ~90 ms read whole).
   */
  *steps(messages: Iterable<Said>): Generator<void> {
    for (const message of messages) {
      // (a form that fails on one message must not cost the session the rest: the message is left unread, and said so)
      try {
        yield* this.readOne(message);
      } catch (error) {
        // (its first words go to the log: a key in them is masked first, before the cut could hide its shape)
        this.unread.push({ text: redactSecrets(String(message.text)).text.slice(0, 80), error: error instanceof Error ? error.message : String(error) });
      }
    }
  }

  /**
   * The sentences no form kept that are told as done, not asked or planned, each as the notice it would be (dated as a
   * statement is): kept only when a memory states as current what it says has changed (the job's to look up).
   */
  changesToCheck(): Statement[] {
    const out: Statement[] = [];
    for (const { said, at } of this.unkept) {
      const st = changeToCheck(said);
      if (!st) continue;
      const text = at === undefined ? st.text : withDates(st.text, at);
      if (!this.seen.has(text.toLowerCase()) && !out.some((o) => o.text === text)) out.push({ ...st, text });
    }
    return out;
  }

  private push(found: Statement | null): void {
    if (!found) return;
    const text = withoutTheMomentsTail(found.text);
    const st = { ...found, text: this.at === undefined ? text : withDates(text, this.at) };
    const key = st.text.toLowerCase();
    if (this.seen.has(key)) return;
    this.seen.add(key);
    this.found.push(st);
  }

  private retract(st: Statement): void {
    const at = this.found.findIndex((f) => f.quote === st.quote);
    if (at >= 0) this.found.splice(at, 1);
  }

  private *readOne(message: Said): Generator<void> {
    // (the user's message read from after its greeting and the words said first in passing or for emphasis, its shorthand
    // spelled out and Chinese small talk read away: "Hey Claude, btw add pagination to … Don't touch …" asks as "add
    // pagination to … Don't touch …" does, "另外，帮我…" as "帮我…"; the words in passing are given back to its first
    // sentence, flaggedOrPlain)
    const front = message.role === 'user' ? readFront(usersWords(message.text)) : null;
    const inPassing = front?.inPassing ?? '';
    const m = front ? { ...message, text: front.rest } : message;
    if (!m.text.trim()) return;
    // a correction answers the agent's words — not a question of the agent's, where "no, just
    // the tests" is an answer (a rule in it is still seen)
    const last = this.last;
    const replying = last?.role === 'assistant' && !last.text.trimEnd().endsWith('?');
    const afterObjection = this.objected && m.role === 'user';
    this.objected = replying && m.role === 'user' && OBJECTION.test(m.text);
    // (the objection alone leaves the agent's words as what the next message answers)
    if (!this.objected) this.last = heard(m);
    if (m.role !== 'user') return;
    this.at = m.at;
    const typed = typedPart(m.text);
    const own = ownWords(typed); // (read once: the correction, the lists and the sentences all start from it)
    const said = sentencesOf(own);
    const answered = afterObjection && !CORRECTION_OPENING.test(m.text) ? `no, ${m.text.trim()}` : m.text;
    // ("I bumped React to 19." — "no, not yet. we're waiting on the design system": the upgrade held back, made of both)
    // (or asked: "Shall I bump the Node version in the Dockerfile to 22?" — "not yet, the lambda runtime is still on 20")
    const heldBack = last?.role === 'assistant' ? upgradeHeldBack(said.slice(0, 2).join(' '), last.text) : null;
    // ("too long, keep it to a few lines, always": the length asked of what the agent wrote, named by it)
    const corrected = heldBack ?? (replying ? (lengthFromNowOn(answered, last.text) ?? correction(answered, answered === typed ? said : undefined)) : null);
    // ("please don't, we avoid those": its "those" named by what the agent said it did)
    // ("no, users get logged out" after "I'll restart the server.": what the act costs says nothing alone — named by the act)
    // (and one whose "that" nothing names is not kept: "no, we never do that" after two acts)
    const corr = corrected && !heldBack && replying ? (refusedWayNamed(corrected, answered, last.text) ?? (classify(corrected.text) ? null : refusedWithWhy(said[0] ?? '', last.text)) ?? (namesNothing(corrected) ? null : corrected)) : corrected;
    this.push(corr);
    if (typed === m.text) for (const st of listedRules(own)) this.push(st);
    let before = '';
    // (a sentence read with the one before it, as its why)
    let readWith: string | null = null;
    let beforeKept = false;
    let beforeFound: Statement | null = null;
    // "yes, always do that": the agent's offer, named; "nice, keep doing that": what it just did, named (the rest of the
    // message is read as usual)
    const habit = last?.role === 'assistant' ? (yesMadeARule(said[0] ?? '', last.text.trim()) ?? approachConfirmed(said[0] ?? '', last.text)) : null;
    this.push(habit);
    for (const s of said) {
      // ("forget that we use pnpm": found in the same sentences the statements are read from, for the job to mark what it names)
      const forget = this.opts.withRequestsToForget ? forgetRequest(s) : null;
      if (forget !== null) this.askedToForget.push({ sentence: s, what: forget });
      if (habit && s === habit.quote) continue;
      if (s === readWith) continue;
      let found: Statement | null = null;
      // "The staging db is reset every night. Remember that.": the request is for the sentence before
      if (KEEP_THE_LAST.test(s) && before) this.push(classify(`remember that ${before}`));
      else if (!corr || !corr.quote.includes(s)) {
        // "Bump the version and tag it. Don't push anything.": the work's bounds — no memory, but the session's notes keep them
        if (!boundsTheWork(s, said)) {
          // ("A couple of things you should know about this codebase: we use X everywhere, …, and we never do Y": each on its own)
          const listed = listedAfterALeadIn(s);
          // ("Yes. Every table we query by date gets one." after "I'll add an index …": its "one" named by the agent's act)
          const named = last?.role === 'assistant' && (!before || ANSWER_ALONE.test(before)) ? namedByTheAct(s, last.text) : null;
          for (const st of listed?.slice(1) ?? []) this.push(st);
          found = listed?.[0] ?? named ?? (inPassing && s === said[0] ? flaggedOrPlain(inPassing, s, said) : classifyAsTyped(s)) ?? themNamed(s, before) ?? itNamed(s, before) ?? habitThenWay(before, s) ?? wayThenKeepIt(before, s) ?? (beforeKept ? null : terseListThenRule(before, s)) ?? (!before && last?.role === 'assistant' ? (pickThenStatement(s, last.text) ?? styleChosen(s, last.text) ?? pickedForGood(s, last.text) ?? versionHeldNamed(s, last.text)) : null);
          // ("the on-call rotation is every two weeks and escalations go to Priya": two statements joined by "and", each kept alone)
          // ("写个脚本回填user_stats表。表有四千万行，要分批": a bare "表" the sentence before names — read, and kept, with its name)
          const table: string | null = !found && before ? tableNamedBefore(s, before) : null;
          const ofTheTable: Statement | null = table ? classifyAsTyped(table) : null;
          if (ofTheTable) found = { ...ofTheTable, quote: s };
          const joined: [Statement, Statement] | null = found ? null : twoJoinedByAnd(s);
          if (joined) {
            this.push(joined[1]);
            found = joined[0];
          }
          // (a place or a kind of work the sentence before names goes with a statement that points back at it, unless that sentence is a memory of its own)
          if (!beforeKept) found = withWhatItPointsAt(found, before);
          // ("never do that, sql injection" in reply: its "that" named by what the agent said it did)
          if (found && replying && s === said[0]) found = refusedWayNamed(found, s, last.text) ?? undoneWithWhy(found, s, last.text) ?? (namesNothing(found) ? null : found);
          // ("put it in a provider, screens stay dumb" after "I'll use setState in the screen.": its "it" is what the act
          // named, kept with the act when it answers it)
          if (found && replying && s === said[0] && ORDER_ON_IT.test(s)) found = answeredTheAct(s, last.text) ?? found;
          // ("never, batch jobs are tested on the staging copy, …" after "I'll run the batch job against prod to verify.": a bare
          // "never" kept opens a rule that names nothing — named by the act it refuses)
          if (found && replying && s === said[0] && NEVER_FIRST.test(s)) found = refusedWithWhy(s, last.text) ?? found;
          // ("不要，事务只在 service 层开" after "我在 controller 上加 @Transactional。": the refusal named by the act it refuses)
          if (found && replying && s === said[0]) found = refusedInChineseNamed(found, s, last.text) ?? found;
          // ("不要，只有报错才返回非零，…" after "有警告的时候CLI要返回1吗？": a yes or a no in Chinese, what it answers being the
          // question's — kept with it)
          // (not when what was kept is a later clause that stands alone: "我们的原则是交易相关的接口一律不加缓存" after "不用，这个接口…，")
          if (found && last?.role === 'assistant' && s === said[0] && ANSWER_FIRST_ZH.test(s) && WHETHER_ASKED_ZH.test(last.text.trim()) && found.text.includes(s.replace(ANSWER_FIRST_ZH, '').trim().split(/[，,]/)[0]!)) found = { ...found, text: withTheQuestionZh(s, last.text) };
          // ("I'll run the full e2e suite now." — "don't, it takes 40 minutes …": the act refused, named, with what it costs; or
          // set right, "we use date-fns, moment is 70k gzipped" after "I used moment")
          // (a value set right first: "1Gi, it loads …" would otherwise be kept as said, without what the value is of)
          if (!found && last?.role === 'assistant' && s === said[0]) found = valueSetRight(s, last.text) ?? answeredTheAct(s, last.text) ?? boundSetRight(s, last.text) ?? versionSetRight(s, last.text) ?? anotherWayThanAsked(s, last.text);
          // ("Use ULIDs. They sort by time …": the why in the next sentence, read with it — and that sentence not again)
          if (!found && last?.role === 'assistant' && s === said[0] && said[1]) {
            found = answeredThenWhy(s, said[1], last.text);
            if (found) readWith = said[1];
          }
          this.push(found);
          // (a request to forget names a memory already; at most a window's worth of sentences a job would look up)
          if (!found && !listed && forget === null && this.unkept.length < MAX_UNKEPT) this.unkept.push({ said: s, at: this.at });
        }
        // ("not on users, it has 80M rows and a default rewrites the whole table, add it nullable and backfill in batches":
        // the redo is this work's, the act refused on a target with why that lasts is not — kept named by the act)
        else if ((found = last?.role === 'assistant' && s === said[0] && REFUSED_PAST_THE_REDO.test(s) ? refusedWithWhy(s, last.text) : null)) this.push(found);
        else if (this.opts.withTheWorksBounds) this.push({ type: 'feedback', kind: 'rule', text: sentence(s), quote: s, forTheWork: true });
      }
      // "my manager says we should always write ADRs. I don't really agree, but …": what the user disagrees with is no rule of theirs
      if (beforeFound && SOMEONE_HOLDS.test(before) && DISAGREES.test(s)) this.retract(beforeFound);
      before = s;
      beforeKept = found !== null;
      beforeFound = found;
      yield;
    }
  }
}

/** A lead-in that says the rest is how the project works: "A couple of things you should know about this codebase before you touch it:". */
const LEAD_IN_TO_HOW_IT_WORKS =
  /^(?:(?:a\s+(?:couple|few)\s+(?:of\s+)?|some\s+|two\s+|three\s+)?(?:things?|rules?|notes?)\s+(?:you\s+should|you\s+need\s+to|to)\s+know\b[^:]{0,60}|(?:a\s+few\s+|some\s+|our\s+)?(?:ground rules|house rules|conventions)\b[^:]{0,40}):\s+(\S.+)$/i;

/**
 * The clauses of a list after such a lead-in, each a statement of its own ("…: we use SQLAlchemy 2.0 style everywhere
 * (select(), not session.query), every query … goes through our paginate() helper, and we never do schema changes in the
 * same PR as code changes") — two at least, and every one of them a statement, or null (the sentence is read whole).
 */
function listedAfterALeadIn(s: string): Statement[] | null {
  const rest = LEAD_IN_TO_HOW_IT_WORKS.exec(s)?.[1];
  if (!rest) return null;
  const clauses = clausesOf(rest.replace(/[.!]$/, ''));
  if (clauses.length < 2) return null;
  const found = clauses.map((c) => classify(c));
  return found.every((f) => f !== null) ? (found as Statement[]) : null;
}

/** A list's clauses: split at its commas and semicolons (an "and" after them too), not inside brackets or backticks. */
function clausesOf(text: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let code = false;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (c === '`') code = !code;
    else if (!code && (c === '(' || c === '[' || c === '{')) depth++;
    else if (!code && (c === ')' || c === ']' || c === '}')) depth = Math.max(0, depth - 1);
    else if (!code && depth === 0 && (c === ',' || c === ';') && text[i + 1] === ' ') {
      out.push(text.slice(start, i).trim());
      start = i + 1;
    }
  }
  out.push(text.slice(start).trim());
  return out.map((c) => c.replace(/^and\s+/i, '')).filter(Boolean);
}

/** Two statements in one sentence, joined by its one "and" (a subject opening the second half), each kept alone — or null. */
function twoJoinedByAnd(s: string): [Statement, Statement] | null {
  // (", and we …" too: "this is a Laravel 11 app, and we use Pest for tests, not PHPUnit syntax")
  const parts = s.replace(/[.!]$/, '').split(/\s+and\s+(?=(?:the|our|all|every|each)\s|\p{Lu}|[a-z][\w-]*s\s+(?:are|go|goes|live|run|need)\b)|,\s+and\s+(?=we\s)/u);
  if (parts.length !== 2 || parts.some((p) => words(p) < 4)) return null;
  const [a, b] = parts.map((p) => classify(p));
  return a && b ? [a, b] : null;
}

/** What someone else holds, said by the user: "my manager says …", "Sam thinks …", "the team wants …". */
const SOMEONE_HOLDS = /^(?:(?:my|our|the)\s+[\w-]+(?:\s+[\w-]+)?|[A-Z][\w-]+)\s+(?:says?|said|thinks?|wants?|told (?:me|us)|keeps saying|insists?)\b|^(?!我(?!们))[^，,。]{1,8}(?:说|觉得|认为|要求)/;
/** The user disagreeing with what they just said someone else holds: "I don't really agree", "not sure I agree", 我不太同意. */
const DISAGREES = /^(?:but\s+|honestly\s+|tbh\s+|personally\s+)?(?:i\s+(?:don'?t|do not)\s+(?:really\s+|fully\s+|totally\s+|entirely\s+)?(?:agree|buy (?:it|that))|i\s+disagree|(?:i'?m\s+)?not sure i agree|i'?m not (?:convinced|sold))\b|^(?:不过|但是?)?我(?:个人)?(?:不太|不是很|并不|不)(?:同意|认同|赞同)/i;

/** "raw sql, we moved off knex migrations last year": a pick from the agent's question, then a statement of its own. */
// (a name's pattern too: "<team>-<service>-<purpose>, like billing-invoices-retry, …", in backticks or not)
const A_PICK_THEN = /^((?:[\w.+#/<>'`-]+\s+){0,3}[\w.+#/<>'`-]+)\s*(?:,|\s[—–-]|—|–)\s+(\S.{8,})$/;
/** The pick said as where or how it always is, then a statement: "always in the currency of the original charge, converting loses cents …". */
const ALWAYS_THEN = /^(always\s+(?:in|on|as|with|by|at|from|to|via|under|through)\s+[^,;]{2,60}?)\s*,\s+(\S.{8,})$/i;
/** The same in Chinese: the pick, a comma, then why ("20，Lambda 跑的是 nodejs20.x"). */
const A_PICK_THEN_ZH = /^([^，,。]{1,24}?)[，,]\s*([^。？?]{4,60})[。！!]?$/;
/** Which, where, what or who, asked by the agent in Chinese: "Node 要用哪个版本？", "新脚本放哪？", "这个该找谁 review？". */
// (or which of two: "图片放 public/ 还是 import 进来？")
// (or how: "税怎么取整？")
const A_CHOICE_ASKED_ZH = /(?:哪个|哪些|哪里|哪儿|放哪|用哪|哪|什么|谁|多少|多久|多长|几|还是|怎么)[^？?]*[？?]\s*$/;
/** The agent asking whether a way will do, in Chinese: "幂等键用订单号可以吗？", "用 moment 行不行？". */
const WILL_IT_DO_ASKED_ZH = /(?:可以吗|行吗|行不行|可不可以|好吗|合适吗)[？?]\s*$/;
/** The agent asking whether, in Chinese: "要我开个PR吗？", "要不要给老模块加类型注解？". */
const WHETHER_ASKED_ZH = /吗[？?]\s*$|^[^？?]*(?:要不要|需不需要|该不该|用不用|加不加)[^？?]*[？?]\s*$/;
/** Only where, then why: "只在你改动的文件里加，全仓库的类型PR没法review". */
const ONLY_WHERE_ZH = /^只(?:在|给|对)[^，,。]{2,20}[，,]\s*([^。？?]{4,60})[。！!]?$/;
/** A yes or a no, in Chinese: "要", "不要", "别改". */
const YES_OR_NO_ZH = '要|不要|不用|别|不|不行|可以|加|别加|别改';
/** A yes or a no first, in Chinese: "不要，…", "每次都要，…". */
const ANSWER_FIRST_ZH = new RegExp(`^(?:${YES_OR_NO_ZH}|每次都要|都要)[，,]`);
/** A yes or a no to the agent's question, then how and why: "要，三次指数退避，对方是我们改不了的合作方". */
const YES_NO_THEN_ZH = new RegExp(`^(?:${YES_OR_NO_ZH})[，,]\\s*((?:[^，,。]{2,30}[，,]\\s*){1,3}[^，,。]{3,30})[。！!]?$`);
/** Another thing to use, then why: "用ORM，原生SQL会绕过管理器加的租户过滤". */
const USE_INSTEAD_ZH = /^(?:还是|直接)?(?:用|改用|换成)\s*([^，,。]{1,20}?)[，,]\s*([^。？?]{4,60})[。！!]?$/;
/** A no, what instead, then why: "不行，每次尝试生成一个 UUID，部分退款后同一个订单可能被扣多次". */
const NO_INSTEAD_ZH = /^(?:不行|不可以|不好|不合适|不要)[，,]\s*([^，,。]{2,30})[，,]\s*([^。？?]{4,60})[。！!]?$/;
/** Which or whether-or, asked by the agent: "Do you want the migration with knex or raw SQL?", "Which date library should I use?" */
// (or how the work is to be done: "How should I round the tax?")
const A_CHOICE_ASKED = /\b(?:which|what|where)\b[^?]*\?\s*$|\bor\b[^?]*\?\s*$|\bhow\s+should\s+(?:i|we|the\s+[\w-]+)\s+[a-z]+\b[^?]*\?\s*$/i;
/** The agent asking which, what or where it should do the work: "Which Node version should I target?", "Where should I put the new script?". */
// (or a part should: "Which Postgres version should the new cluster run?"; or how a thing is to be named)
const HOW_TO_DO_IT_ASKED = /\b(?:which|what|where)\b[^?]*\bshould\s+(?:i|we|the\s+[\w-]+(?:\s+[\w-]+)?)\b[^?]*\?\s*$|\bhow\s+should\s+(?:i|we|the\s+[\w-]+)\s+[a-z]+\b[^?]*\?\s*$/i;

/**
 * A reply to the agent's question that opens with the pick and goes on with a statement ("raw sql, we moved off knex
 * migrations last year"): the statement, kept with the pick it explains (the pick alone is the moment's answer).
 */
function pickThenStatement(s: string, agentSaid: string): Statement | null {
  // ("20，Lambda 跑的是 nodejs20.x" after "Node 要用哪个版本？": the value asked for in Chinese, and why that lasts)
  const zh = A_PICK_THEN_ZH.exec(s);
  if (zh && A_CHOICE_ASKED_ZH.test(agentSaid.trim()) && !/^(?:好|行|可以|不用|随便|都行|不知道|不记得)/.test(zh[1]!) && lastingReasonZh(zh[2]!)) {
    // (kept with the question it answers: "import，…" or "15，…" alone does not say what was picked)
    return { type: 'feedback', kind: 'rule', text: withTheQuestionZh(s, agentSaid), quote: s };
  }
  // ("always in the currency of the original charge, converting loses cents …": the pick said as where it always goes)
  // ("不行，每次尝试生成一个 UUID，…" after "幂等键用订单号可以吗？": the way refused, what instead and why, kept with the question)
  const no = NO_INSTEAD_ZH.exec(s);
  if (no && WILL_IT_DO_ASKED_ZH.test(agentSaid.trim()) && !/^(?:先|再|等|这|那|我)/.test(no[1]!) && lastingReasonZh(no[2]!)) {
    return { type: 'feedback', kind: 'rule', text: withTheQuestionZh(s, agentSaid), quote: s };
  }
  // ("要，先开草稿PR，CI很贵，只在ready的PR上跑" after "要我开个PR吗？": a yes or a no, how, and why that lasts in a clause after)
  const yesNo = YES_NO_THEN_ZH.exec(s);
  if (yesNo && WHETHER_ASKED_ZH.test(agentSaid.trim()) && yesNo[1]!.split(/[，,]/).slice(1).some((c) => lastingReasonZh(c))) {
    return { type: 'feedback', kind: 'rule', text: withTheQuestionZh(s, agentSaid), quote: s };
  }
  // ("只在你改动的文件里加，全仓库的类型PR没法review" after "要不要给老模块加类型注解？": only where, and why)
  const onlyWhere = ONLY_WHERE_ZH.exec(s)?.[1];
  if (onlyWhere !== undefined && WHETHER_ASKED_ZH.test(agentSaid.trim()) && lastingReasonZh(onlyWhere)) {
    return { type: 'feedback', kind: 'rule', text: withTheQuestionZh(s, agentSaid), quote: s };
  }
  // ("用ORM，原生SQL会绕过管理器加的租户过滤" after "报表要用原生SQL吗？": another way than the one asked about, and why)
  const useZh = USE_INSTEAD_ZH.exec(s);
  if (useZh && WHETHER_ASKED_ZH.test(agentSaid.trim()) && !agentSaid.includes(useZh[1]!) && lastingReasonZh(useZh[2]!)) {
    return { type: 'feedback', kind: 'rule', text: withTheQuestionZh(s, agentSaid), quote: s };
  }
  const m = A_PICK_THEN.exec(s) ?? ALWAYS_THEN.exec(s);
  if (!m || !A_CHOICE_ASKED.test(agentSaid.trim()) || /^(?:yes|yeah|yep|no|nope|nah|sure|ok|okay|not yet|maybe|both|neither|either)$/i.test(m[1]!)) return null;
  // (or a reason that lasts, for a pick the agent named: "records, the old modules all use records and dialyzer is happier";
  // or for one it asked how to do the work by: "20, the lambdas run on nodejs20.x" after "Which Node version should I target?")
  // (kept with the question it answers, which says what the pick is for — "rem, …" alone does not say for what; a long
  // question is left off)
  const question = lastAgentSentence(agentSaid);
  const withQuestion = withTheQuestion(question, s, 100);
  const st = classify(m[2]!);
  if (st) return { ...st, text: withQuestion, quote: s };
  // (offered too when it opens with an option the agent named: "inline for form errors" after "… in the toast or inline?")
  const told = agentSaid.toLowerCase();
  const opening = /^[\w.+#'-]{3,}(?=\s)/.exec(m[1]!)?.[0].toLowerCase();
  const offered = told.includes(m[1]!.toLowerCase()) || (opening !== undefined && !/^(?:the|always|just|only)$/.test(opening) && new RegExp(`\\b${escapeRegExp(opening)}\\b`).test(told));
  if (!offered && !HOW_TO_DO_IT_ASKED.test(agentSaid.trim())) return null;
  // (why may be the last clause, after how the pick is set up or an example of it: "…, then they're exported to S3 Glacier
  // for a year, compliance asks for that", "like billing-invoices-retry, the dashboards group by that prefix")
  const lastClause = m[2]!.split(/,\s+/).at(-1)!;
  const why = lastingWhy(m[2]!) ?? (!offered && lastClause !== m[2] ? lastingWhy(lastClause) : null);
  // (a pick the agent did not name kept with the question it answers: "15, …" alone does not say what 15 is)
  return why ? { type: 'feedback', kind: 'rule', text: offered ? withQuestion : withTheQuestion(question, s), quote: s } : null;
}

/** A Chinese reply kept with the agent's question it answers ("税怎么取整：银行家舍入，…"); a long question is left off. */
function withTheQuestionZh(reply: string, agentSaid: string): string {
  const asked = lastAgentSentence(agentSaid).replace(/[？?]$/, '');
  return sentence(asked.length <= 40 ? `${asked}：${reply}` : reply);
}

/** "we're pinned to 0.13 until …" after "Should I target zig 0.14?": the version held, kept named by the agent's tool. */
function versionHeldNamed(s: string, agentSaid: string): Statement | null {
  const named = versionNamedByTheAgent(s, agentSaid);
  const st = named ? classify(named) : null;
  return st ? { ...st, text: sentence(named!), quote: s } : null;
}

/** A rule that puts things in a place it does not name: "… there", "… anywhere else", "that folder". */
const POINTS_AT_A_PLACE =
  /\b(?:put|keep|place|store|save|add|write|move|go|goes|live|lives|belong|belongs)\b[^.!?]*\b(?:there|here|anywhere else)\b|\b(?:that|this|the same) (?:folder|directory|dir|path)\b|\b(?:any|every|all)\s+(?:changes?|edits?|commits?|prs?)\s+(?:there|in there|to it|in it)\b/i;
/** A sentence that names a place in the code: a path, a file by its name, or a part ("the payments code is fragile"). */
const NAMES_A_PLACE =
  /(?:^|[\s`'"(])[\w.-]*\/[\w./*-]*|\b[\w-]+\.(?:ts|tsx|js|jsx|py|go|rs|java|rb|json|ya?ml|md|toml|sql|sh)\b|^(?:the|our)\s+(?:[\w-]+\s+){1,2}(?:code|module|package|service|library|layer|component|folder|directory|schema|repo)\b/i;

/** What the user will do next, after a statement: ", so i'll send her a screenshot" (theirs, of the moment). */
const OWN_PLAN = /,\s*so\s+i(?:'ll|\s+will|'m going to|\s+am going to|'m gonna)\s+[^,;]*[.!]?$/i;
/**
 * A request of the moment after a statement: ", can you switch that file over" (the work the statement came with; not
 * one that is the rule, "…, can you always …", nor the order after a condition, "when a test fails, could you …").
 */
const REQUEST_AFTER = /,\s*(?:and\s+|so\s+)?(?:can|could|would)\s+you\s+(?:please\s+)?(?![^,;]*\b(?:always|every time|each time|from now on|going forward)\b)[^,;]*[.!?]?$/i;
const A_CONDITION_FIRST = /^(?:when|whenever|if|before|after|every time|each time|any time)\b/i;
/** What the user hands over after a statement: ", here's the error I get there:" (the paste under it is the moment's). */
const HANDED_OVER_AFTER = /,\s*(?:and\s+)?(?:here(?:'s| is| are)|this is what|these are)\s+[^,;]*$/i;
/** The work at hand redone, said after a rule: "; fix the test instead". */
const REDO_AFTER = /;\s*(?:just\s+|and\s+)?(?:fix|change|update|rewrite|redo)\s+(?:the|this|it|that)\b[^,;]*?(?:\s+instead)?[.!]?$/i;
/** A statement without the user's own plan, what they hand over or a request of the moment after it, when enough is left to say something. */
function withoutTheMomentsTail(text: string): string {
  const withoutPlan = text.replace(OWN_PLAN, '').replace(HANDED_OVER_AFTER, '').replace(REDO_AFTER, '');
  const bare = A_CONDITION_FIRST.test(text) ? withoutPlan : withoutPlan.replace(REQUEST_AFTER, '');
  return bare !== text && words(bare) >= 5 ? sentence(bare) : text;
}

/** "next:", "ok so", "also,": how a request is led in, no part of it. */
const NEXT_STEP = /^(?:next|then|also|now|ok(?:ay)?(?:\s+so)?|so|alright)\s*[:,—–-]?\s+/i;
/** "them" in a statement's first four words, before any other thing is named: "We write them for users, …". */
const THEM_SOON = /^(?:[\w'-]+\s+){1,3}them\b/i;
/** A request for work on things of a kind, in the plural: "please write the release notes for 4.12" (the things: "release notes"). */
const ASKED_FOR_THINGS =
  /^(?:(?:please|pls|can you|could you)\s+)*(?:write|draft|update|add|create|review|translate|format|tag|label|generate|rename|clean up)\s+(?:the|some|new|our)\s+((?:[\w-]+\s+)?(?!(?:this|these|those|them|things|stuff|changes)\b)[a-z][\w-]*[^s\W]s)\b(?=\s+(?:for|on|in|of|to)\b|[.!?]*$)/i;
/** A statement about "that kind of thing": the kind is what the sentence before asked for. */
const POINTS_AT_A_KIND = /\b(?:that|this|the same)\s+(?:kind|sort|type)\s+of\s+(?:thing|stuff|work|job|feature|problem|change)s?\b/i;

/**
 * "Move the helpers to src/utils. Always put new helpers there.", "The payments code is fragile. Any change there needs a
 * review from Maria.": a rule that points at a place the sentence before it names keeps that sentence — alone, "there"
 * would say nowhere. The same
 * for a kind of work: "Add rate limiting to the /api/invite route. We already have upstash redis
 * for that kind of thing, don't pull in another package." (alone, "that kind of thing" says nothing).
 */
/** A reply refusing the act, read past the redo after it: on one target ("not on users, …", "no, not against prod, …"). */
// (or refused bare, what to do instead and why after it: "don't, fix the endpoint, the load balancer drains pods that fail
// it" — not when the why is tests that read the thing, which refusal-named's tests say is no why that lasts: "don't, the
// e2e tests read that markup; change the styles instead")
const REFUSED_PAST_THE_REDO = /^(?:no,?\s+)?not\s+(?:on|in|into|against|to)\s+(?!(?:it|this|that|them)\b)[\w.-]{3,}\s*[,;—–]|^(?:no,?\s+)?(?:please\s+)?(?:don'?t|do not|never)\s*[,;—–](?![^;]*\b(?:tests?|specs?|suite|snapshots?)\s+(?:read|check|use|assert|depend\s+on|rely\s+on)\b)/i;

/**
 * "Could you write the release notes for 2.4? Keep them customer-facing, no internal ticket numbers, customers read these.":
 * an order on "them", the things the sentence before asked for — read, and kept, with them named.
 */
function themNamed(s: string, before: string): Statement | null {
  // (with more said than the order, which alone is this work's — "Keep them short." after "Can you update the tests?", nor
  // "…, fix the flaky one first": a terse "no …" of every one of them, or why that lasts)
  const clauses = s.split(/[,;]\s+/).slice(1);
  const more = clauses.some((c) => /^(?:no|never)\s+\S+\s+\S+/i.test(c) || lastingWhy(c) !== null);
  const things = before && more && THEM_SOON.test(s) ? ASKED_FOR_THINGS.exec(before.replace(NEXT_STEP, ''))?.[1] : undefined;
  const st = things ? classifyAsTyped(s.replace(/\bthem\b/i, things)) : null;
  return st && { ...st, quote: s };
}

/** "It has 40M rows, …": a statement on "it", said right after a request. */
const IT_FIRST = /^It\s+(?:has|holds|is|gets|takes|runs|stores|contains|lives|sits|serves|receives)\b/;
/** The one named thing a request is for: "backfill the user_stats table" (the thing: "the user_stats table"; a name with an underscore, a dot or a digit, or in backticks). */
const A_NAMED_THING_ASKED_ON = /\b(the\s+(?:`[^`\s]+`|[\w-]*[_.\d][\w.-]*)\s+(?:table|bucket|queue|topic|index|collection|service|job|endpoint|repo|cluster|database|db|model|view))\b/gi;

/**
 * "Write a script to backfill the user_stats table. It has 40M rows, so batch it and run it on the replica first.": a
 * statement on "it", the one named thing the request before it is for — read, and kept, with it named.
 */
function itNamed(s: string, before: string): Statement | null {
  const named = before && IT_FIRST.test(s) ? [...before.matchAll(A_NAMED_THING_ASKED_ON)] : [];
  if (named.length !== 1) return null;
  const thing = named[0]![1]!;
  const st = classifyAsTyped(s.replace(/^It\b/, thing.charAt(0).toUpperCase() + thing.slice(1)));
  return st && { ...st, quote: s };
}

/** A refusal of what the agent did, named only as "that": "Never do that, …", "Don't do that again, …". */
const NEVER_DO_THAT = /^(Never|Don'?t(?:\s+ever)?|Do not)\s+do\s+that(?:\s+again)?(?=[\s,.;!—–]|$)/i;
/** What the user says the agent just did: "You just force-pushed to main." (the verb, and what it was done to). */
const YOU_DID = /^(?:you(?:'ve|\s+have)?\s+(?:just\s+)?)([a-z]+(?:-[a-z]+)?ed)\s+((?!(?:it|this|that|them)\b)[^,;!?]{3,60}?)[.!]*$/i;

function withWhatItPointsAt(st: Statement | null, before: string): Statement | null {
  if (!st || !before) return st;
  // ("You just force-pushed to main. Never do that, …": "that" named by what the sentence before says the agent did)
  const did = NEVER_DO_THAT.test(st.text) ? YOU_DID.exec(before.trim()) : null;
  if (did) return { ...st, text: st.text.replace(NEVER_DO_THAT, (_all, never: string) => `${never} ${presentOf(did[1]!)} ${did[2]!}`), quote: `${before} ${st.quote}` };
  // ("please write the release notes for 4.12. we write them for users, not developers": "them" named by the things asked for)
  const things = THEM_SOON.test(st.text) ? ASKED_FOR_THINGS.exec(before.replace(NEXT_STEP, ''))?.[1] : undefined;
  if (things) return { ...st, text: st.text.replace(/\bthem\b/i, things) };
  if (!(POINTS_AT_A_PLACE.test(st.text) && NAMES_A_PLACE.test(before)) && !POINTS_AT_A_KIND.test(st.text)) return st;
  const asked = before.replace(NEXT_STEP, '');
  return { ...st, text: `${sentence(asked).replace(/[.!]*$/, '.')} ${st.text}`, quote: `${before} ${st.quote}` };
}
