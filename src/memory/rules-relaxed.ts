// A rule relaxed since: what it allows now, and whether an older memory forbade it — "designers can now put simple logic
// in blueprints" of "dont move logic into blueprints without asking", "my supervisor is fine with american spelling now" of
// "British spelling throughout", "we're adding Firefox support after all" of "Firefox is out of scope", "matplotlib
// 现在也可以用了" of "不要用 matplotlib". One of the kinds of update memory/updates reads; the extraction job retires what
// says otherwise (workers/jobs/retire-offline).
import { escapeRegExp } from './regexp.js';
import { KIND_ALLOWED_NOW } from './rule-forms.js';
import { stemOf, stemSet } from './search-text.js';
import { NEWS_OPENERS } from './statement-text.js';
import { memorySentences, memoryText } from './supersede.js';

/** Words of a kind that say no kind (memory/updates reads its kinds without them too). */
export const KIND_FILLER = stemSet('the on to in for against of all any some');

/** "full refresh on prod is allowed now on weekends", "default exports are fine now": a kind of thing (1, and its place, 2) a rule allows since, as the form reads it. */
const ALLOWED_NOW_READ = new RegExp(String.raw`^${KIND_ALLOWED_NOW}`, 'i');
/** "designers can now put simple logic in blueprints": a thing (1) someone may put in a place (2) since. */
const MAY_PUT_NOW = new RegExp(String.raw`^${NEWS_OPENERS}(?:[\w-]+\s+){0,2}?(?:can|may)\s+now\s+(?:put|write|use|add|move|keep|do|place|have)\s+((?:[\w-]+\s+){0,2}?[\w-]+)\s+(?:in|into|inside|on)\s+(?:the\s+)?([\w.-]+)\b`, 'i');
/** "dashboards can be edited in the UI now": a thing (1) that may be done (2) in a place (3) since. */
const MAY_BE_DONE_NOW = new RegExp(String.raw`^${NEWS_OPENERS}(?:the\s+|our\s+)?((?:[\w-]+\s+){0,2}?[\w-]+)\s+can\s+(?:now\s+)?be\s+([a-z]+ed)\s+(?:in|on|from|through|via)\s+(?:the\s+)?([\w.-]+)\s+now\b`, 'i');
/** "my supervisor is fine with american spelling now": a thing (1) someone takes since. */
// ("we're fine with new deps in sift-core now as long as …": said of ourselves, of a thing in a place)
const FINE_WITH_NOW = new RegExp(String.raw`^${NEWS_OPENERS}(?:(?:[\w'-]+\s+){1,3}?(?:is|are|'s|'re)|(?:we|they)(?:'re|\s+are)|i(?:'m|\s+am))\s+(?:fine|ok|okay|happy|good)\s+with\s+(?:the\s+)?((?:[\w-]+\s+){0,2}?[\w-]+(?:\s+(?:in|on|for)\s+[\w.-]+)?)\s+now\b`, 'i');
/** "I'm on the ML team now, so jargon is fine": a thing (1) fine since the change said before it. */
// (a change of the user's or the team's own, not of the work's state: "the build is green now, so merging is fine" is the moment's)
const FINE_SINCE_A_CHANGE = /^(?:i|i'm|i am|i've|we|we're|we are|we've)\b[^,;]*\bnow\s*,?\s+so\s+(?:the\s+)?((?:[\w-]+\s+)?[\w-]+)\s+(?:is|are)\s+(?:fine|ok|okay|allowed)(?:\s+now)?[.!]*$/i;
/** "we're adding Firefox support after all", "we support Safari now": a platform (1) supported since. */
// (a platform by its capital: read on the sentence as said, see allowedNow)
const SUPPORTED_NOW = new RegExp(String.raw`^${NEWS_OPENERS}(?:we'?re|we are|we)\s+(?:now\s+)?(?:adding|added|supporting|support)\s+(?:support\s+for\s+)?([\w.-]+(?:\s+[A-Z][\w.-]*)?)(?:\s+support)?\s+(?:after all|now|again)\b`, 'i');

/** "we have 384-well plates now too", "we support Safari too now": a kind of thing (1) the work takes as well since. */
const TAKEN_TOO_NOW = new RegExp(String.raw`^${NEWS_OPENERS}(?:we|i)\s+(?:now\s+)?(?:have|get|support|take|accept|handle|allow)\s+((?:[\w-]+\s+){0,2}?[\w-]+)\s+(?:now\s+(?:too|as well|also)|(?:too|as well|also)\s+now)\b`, 'i');

/** "we switched to nanometres everywhere …": a way (1) taken for the whole work since, over what a rule held to. */
const SWITCHED_EVERYWHERE = new RegExp(String.raw`^${NEWS_OPENERS}(?:we|i)(?:'ve|\s+have)?\s+(?:switched|moved|changed)\s+(?:over\s+)?to\s+([\w-]+(?:\s+[\w-]+)?)\s+(?:everywhere|throughout|across the (?:code|codebase|repo))\b`, 'i');

/** "I'm using American spelling now", "we use double quotes now": a variant of a kind (1, two words) taken up since. */
const VARIANT_USED_NOW = new RegExp(String.raw`^${NEWS_OPENERS}(?:(?:i(?:'m|\s+am)|we(?:'re|\s+are))\s+(?:using|going with|writing in|switching to|on)|(?:i|we)\s+(?:use|write in|go with|switched to))\s+([\w-]+\s+[\w-]+)\s+now\b`, 'i');

/** "Hartmann switched to American spelling this year": a spelling (1) the user, the team or a client switched to. */
const SWITCHED_TO_A_SPELLING = new RegExp(String.raw`^${NEWS_OPENERS}(?:i|we|they|the\s+client|[a-z][\w-]*)(?:'ve|\s+have|\s+has)?\s+(?:switched|moved|changed)\s+(?:over\s+)?to\s+((?:american|british|us|uk|canadian|australian)\s+(?:spelling|english))\b`, 'i');

/** "I added RevenueCat after all": a tool (1) taken up though it had been kept out. */
const TAKEN_UP_AFTER_ALL = new RegExp(String.raw`^${NEWS_OPENERS}(?:i|we)(?:'ve|\s+have)?\s+(?:added|adopted|introduced|brought in|started using)\s+([a-z][\w.+-]*)\s+after\s+all\b`, 'i');
/** "we use SFDX now": a tool (1, by its capital) the team uses since. */
const USED_NOW_BY_NAME = new RegExp(String.raw`^${NEWS_OPENERS}we(?:'re)?\s+(?:now\s+)?(?:use|using)\s+([a-z][\w.+-]*)\s+now\b`, 'i');

/**
 * A thing (1) taken since, read by one of these in turn: whether a kind of two words in it is a variant ("american
 * spelling"), and whether it must be named by its capital (a platform: "we support Safari now").
 */
const TAKEN_SINCE: Array<{ read: RegExp; variant: boolean; named?: boolean }> = [
  // ("I'm on the ML team now, so jargon is fine": what a change makes fine, said after it)
  { read: FINE_SINCE_A_CHANGE, variant: false },
  { read: FINE_WITH_NOW, variant: true },
  { read: SUPPORTED_NOW, variant: true, named: true },
  // ("we switched to nanometres everywhere": what a rule kept out, taken for the whole work — "…, never nanometres")
  { read: SWITCHED_EVERYWHERE, variant: true },
  // ("Hartmann switched to American spelling this year": over "they want British spelling in everything")
  { read: SWITCHED_TO_A_SPELLING, variant: true },
  // ("we have 384-well plates now too": what a rule kept out, taken as well — "never assume 384")
  { read: TAKEN_TOO_NOW, variant: false },
  // ("I added RevenueCat after all", "we use SFDX now": a tool a rule kept out — "no third-party SDKs like RevenueCat")
  { read: TAKEN_UP_AFTER_ALL, variant: false },
  { read: USED_NOW_BY_NAME, variant: false, named: true },
];

/**
 * What a rule allows now: the stems a sentence that forbade it holds every one of (`all`), those it holds one of (`some`:
 * the thing of "… can now put simple logic in blueprints", of which "simple" may not be said), and of a kind said with a
 * variant ("american spelling"), the variant and the kind's stem — a rule that held the kind to another variant said
 * otherwise ("British spelling throughout").
 */
export interface Allowed {
  all: string[];
  some: string[];
  variant: { word: string; kind: string } | null;
  /** Where it is still not allowed, as stems ("outside the hot path": a rule of the hot path still holds). */
  notIn: string[];
}

/** "… outside the hot path", "… except in prod": where what is allowed now is still not. */
const ALLOWED_BUT_NOT_IN = /\bnow\s+(?:outside|except\s+(?:in|on|for))\s+(?:the\s+)?([\w-]+(?:\s+[\w-]+)?)/i;

// (a kind said short is the kind: "deps" of "Don't add dependencies …"; "new" ones are any)
const kindWords = (text: string) => [...stemSet(text.replace(/\bdeps\b/gi, 'dependencies').replace(/\blibs\b/gi, 'libraries'))].filter((w) => !KIND_FILLER.has(w) && w !== 'new');

/** What a rule allows now, or null. */
export function allowedNow(text: string): Allowed | null {
  // ("Dr. Patel said colour is fine now": what someone whose word counts said is fine)
  const read = allowedAnywhere(text.trim().replace(SOMEONE_SAID, ''));
  const notIn = ALLOWED_BUT_NOT_IN.exec(text);
  return read && { ...read, notIn: notIn ? kindWords(notIn[1]!) : [] };
}

/** "Dr. Patel said …": who said what follows. */
const SOMEONE_SAID = /^(?:(?:Dr|Prof|Mr|Mrs|Ms)\.?\s+)?\p{Lu}[\p{L}'-]+\s+(?:said|says)\s+(?:that\s+)?/u;

/** "…, jobs can start any time now": what a rule held to some hours (1, and what it does, 2) done at any hour since. */
const ANY_TIME_NOW = /(?:^|[,;]\s*)(?:the\s+|our\s+)?([\w-]+)\s+can\s+(?:now\s+)?([\w-]+)\s+(?:at\s+)?any\s*time(?:\s+of\s+(?:the\s+)?(?:day|night))?\s+now\b/i;

function allowedAnywhere(said: string): Omit<Allowed, 'notIn'> | null {
  const anyTime = ANY_TIME_NOW.exec(said);
  if (anyTime) {
    const all = kindWords(`${anyTime[1]} ${anyTime[2]}`);
    return all.length ? { all, some: [], variant: null } : null;
  }
  const m = ALLOWED_NOW_READ.exec(said);
  if (m) {
    const all = kindWords(`${m[1]} ${m[2] ?? ''}`);
    return all.length ? { all, some: [], variant: variantOf(m[2] ? '' : m[1]!) } : null;
  }
  const done = MAY_BE_DONE_NOW.exec(said);
  if (done) {
    const all = kindWords(`${done[2]} ${done[3]}`);
    const some = kindWords(done[1]!);
    return all.length && some.length ? { all, some, variant: null } : null;
  }
  const put = MAY_PUT_NOW.exec(said);
  if (put) {
    const all = kindWords(put[2]!);
    const some = kindWords(put[1]!);
    return all.length && some.length ? { all, some, variant: null } : null;
  }
  for (const { read, variant, named } of TAKEN_SINCE) {
    const thing = read.exec(said)?.[1];
    const all = thing !== undefined && (!named || /^[A-Z]/.test(thing)) ? kindWords(thing) : [];
    if (all.length) return { all, some: [], variant: variant ? variantOf(thing!) : null };
  }
  // (a variant only: "we're using Postgres now" holds no kind to one of two)
  const used = VARIANT_USED_NOW.exec(said);
  const variant = used ? variantOf(used[1]!) : null;
  return variant ? { all: kindWords(used![1]!), some: [], variant } : null;
}

/** "american spelling", "double quotes": a kind of two words read as a variant and the kind. */
function variantOf(kind: string): Allowed['variant'] {
  const parts = kind.toLowerCase().split(/\s+/);
  return parts.length === 2 && !KIND_FILLER.has(parts[0]!) ? { word: parts[0]!, kind: stemOf(parts[1]!) } : null;
}

/** Words of a sentence that forbid or leave a thing out. */
// ("keep explanations light on jargon": kept to little of it)
const FORBIDS = /\b(?:never|don'?t|do not|no|not allowed|forbidden|banned|prohibited|out of scope|unsupported|not supported|without asking|light on|avoid)\b/i;
/** Words of a sentence that hold a kind to one variant: "British spelling throughout, my supervisor insists". */
// ("they want British spelling in everything": what someone wants in all of the work)
const HOLDS_TO_ONE = /\b(?:throughout|only|always|everywhere|strictly|must|insists?)\b|\bwants?\b[^,;]*\bin\s+(?:everything|all\b)/i;

/**
 * Whether a memory forbids what a rule allows now: "Never run dbt with --full-refresh against prod", "Dont move logic into
 * blueprints without asking", "Firefox is out of scope" — or holds the kind to another variant.
 */
/** What a rule holds every one of a kind to that keeps a thing out: "every figure in greyscale" keeps colour out. */
const NO_COLOUR = ['greyscale', 'grayscale', 'black and white', 'black-and-white', 'monochrome'];
const HELD_TO_THE_OPPOSITE: Record<string, string[]> = { colour: NO_COLOUR, color: NO_COLOUR };

/** The words of what a rule held every one of a kind to instead of what is allowed now: what finds that rule. */
export const oppositesOf = (allowed: Allowed): string[] => (allowed.all.length === 1 ? HELD_TO_THE_OPPOSITE[allowed.all[0]!] ?? [] : []);

export function forbidsIt(content: string, allowed: Allowed): boolean {
  const words = oppositesOf(allowed);
  const opposite = words.length > 0 ? new RegExp(String.raw`\b(?:${words.join('|')})\b`, 'i') : undefined;
  return memorySentences(content).some((sentence) => {
    const stems = stemSet(sentence);
    if (opposite?.test(sentence) && /\b(?:every|all|only|always|must)\b/i.test(sentence)) return true;
    // (a rule of where it is still not allowed holds: "No exceptions and no RTTI in the hot path" after "exceptions are
    // fine now outside the hot path")
    if (allowed.notIn.length > 0 && allowed.notIn.every((w) => stems.has(w))) return false;
    if (FORBIDS.test(sentence) && allowed.all.every((w) => stems.has(w)) && (allowed.some.length === 0 || allowed.some.some((w) => stems.has(w)))) return true;
    return allowed.variant !== null && HOLDS_TO_ONE.test(sentence) && holdsToAnother(sentence, allowed.variant);
  });
}

/** Whether a sentence names the kind with another variant before it ("British spelling", not "american spelling"). */
function holdsToAnother(sentence: string, variant: { word: string; kind: string }): boolean {
  const tokens = sentence.toLowerCase().match(/[a-z][\w-]*/g) ?? [];
  return tokens.some((t, i) => i > 0 && stemOf(t) === variant.kind && tokens[i - 1] !== variant.word && !KIND_FILLER.has(tokens[i - 1]!) && !/^(?:no|not|any|every|each|our|your|the|a|an)$/.test(tokens[i - 1]!));
}

/** "周四现在也可以发版了", "matplotlib 现在也可以用了": a thing or a time (1) with which a step (2) is allowed since. */
const ALLOWED_NOW_ZH = /^([^，,。]{1,12}?)\s*(?:现在|以后|今后)(?:也|都)?(?:可以|能|允许)\s*([^，,。了]{1,8}?)了/;

/** What a Chinese sentence allows now (the thing's character pairs or name, the step's), or null. */
export function allowedNowZh(text: string): { thing: string; step: string } | null {
  const m = ALLOWED_NOW_ZH.exec(text.trim());
  if (m) return { thing: m[1]!.trim(), step: m[2]!.trim() };
  // ("工控机都换成 Windows 10 了，可以用 .NET 4.8 了": what the change makes allowed, said after it)
  const after = ALLOWED_AFTER_ZH.exec(text.trim());
  return after ? { thing: after[2]!.trim(), step: after[1]! } : null;
}

/** "…，可以用 .NET 4.8 了": a thing (2) a step (1) is allowed with, in a clause after a change. */
const ALLOWED_AFTER_ZH = /[，,]\s*(?:现在|以后)?(?:也|都)?(?:可以|能)(用|装|安装|使用)\s*([^，,。了]{1,16}?)\s*了[。！!]?$/;

/** Whether a memory has a clause that forbids the step with the thing: "周四不发版", "不要用 matplotlib". */
// (a step said by a verb of any use, 用 or 写, is any such verb: "内联样式现在也可以用了" of "不要写内联样式")
// (the thing may be named in the sentence's clause before, and the step said with more words in it: "看板统一用 jsonnet
// 生成，不要在 Grafana 界面上直接改" of "看板现在也可以在界面上改了")
export function forbidsItZh(content: string, thing: string, step: string): boolean {
  const steps = ANY_USE_ZH.test(step) ? ANY_USE_ZH : inOrder(step.replace(/[在上里中\s]/g, ''));
  return memoryText(content).split(/[。！!\n]/).some((sentence) => sentence.includes(thing) && sentence.split(/[，,；;]/).some((clause) => steps.test(clause) && /不|别|禁止/.test(clause)));
}

/** The characters of a step in their order, other words between them allowed ("界面改" is in "在 Grafana 界面上直接改"). */
const inOrder = (chars: string) => new RegExp([...chars].map(escapeRegExp).join('.{0,6}?'));

/** Verbs of any use of a thing, in Chinese. */
// (装 a thing is a use of it: "不能装 .NET 4.8 以上的版本")
const ANY_USE_ZH = /用|写|使用|装|安装/;

/** "BI can read from models/reporting too now": who (1) may do a thing (2) with another place (3) as well since. */
const ALSO_NOW = /^(?:the\s+|our\s+)?([\w-]+(?:\s+[\w-]+)?)\s+(?:can|may)\s+(?:now\s+)?(read|use|call|query|import|write|deploy|access)\s+(?:from\s+|to\s+|into\s+)?(?:the\s+)?(\S+)\s+(?:too|as well|also)\s+now\b/i;

/** "we're open Thursday evenings too now": a day the team is open on as well since. */
const OPEN_TOO_NOW = /^we(?:'re|\s+are)\s+(?:now\s+)?open\s+(?:on\s+)?(monday|tuesday|wednesday|thursday|friday|saturday|sunday)s?\b[^.;]*\b(?:too|as well|also)\s+now\b/i;

/** "the store ships to the US too now": where a kind of thing (1) goes (2) as well (3) since. */
const GOES_TOO_NOW = /^(?:the\s+|our\s+)?([\w-]+(?:\s+[\w-]+)?)\s+(?:now\s+)?(ships|delivers|sells|sends)\s+to\s+(?:the\s+)?(\S+)\s+(?:too|as well|also)\s+now\b/i;

/** "I teach Saturday mornings too now": a day the user works (1) as well (2) since. */
const I_WORK_TOO_NOW = /^(?:i|we)\s+(?:now\s+)?(teach|work|tutor|coach|train|open)\s+(?:on\s+)?(monday|tuesday|wednesday|thursday|friday|saturday|sunday|weekend|weekday)s?\b[^.;]*\b(?:too|as well|also)\s+now\b/i;

export function alsoNow(text: string): { who: string[]; step: string; place: string } | null {
  const open = OPEN_TOO_NOW.exec(text.trim());
  if (open) return { who: [], step: 'open', place: open[1]!.toLowerCase() };
  const works = I_WORK_TOO_NOW.exec(text.trim());
  if (works) return { who: [], step: stemOf(works[1]!.toLowerCase()), place: works[2]!.toLowerCase() };
  const goes = GOES_TOO_NOW.exec(text.trim());
  if (goes) return { who: kindWords(goes[1]!), step: stemOf(goes[2]!.toLowerCase()), place: goes[3]!.toLowerCase() };
  const m = ALSO_NOW.exec(text.trim());
  const who = m ? kindWords(m[1]!) : [];
  return m && who.length ? { who, step: stemOf(m[2]!.toLowerCase()), place: m[3]!.toLowerCase() } : null;
}

/** "大型犬现在工作日也接了": a kind of job (1) taken (3) at another time (2) as well since, in Chinese. */
const ALSO_TAKEN_NOW_ZH = /^([\u4e00-\u9fff]{2,8}?)现在(周末|工作日|周[一二三四五六日天]|晚上|上午|下午)也(?:可以)?(接|做|收|营业|开放|上课|发货|送)了?[。！!]?$/;

export function alsoTakenNowZh(text: string): { what: string; when: string; verb: string } | null {
  const m = ALSO_TAKEN_NOW_ZH.exec(text.trim());
  return m ? { what: m[1]!, when: m[2]!, verb: m[3]! } : null;
}

/** Whether a memory takes that kind of job only at other times: "大型犬只在周末接". */
export function onlyAtOtherTimesZh(content: string, said: { what: string; when: string; verb: string }): boolean {
  const only = new RegExp(String.raw`只(?:在)?[^，,。]{1,8}?(?:才)?${said.verb}`);
  return memorySentences(content).some((sentence) => sentence.includes(said.what) && only.test(sentence) && !sentence.includes(said.when));
}

/** Whether a memory allows it only elsewhere: "models in models/marts are the only ones BI may read". */
export function onlyElsewhere(content: string, said: { who: string[]; step: string; place: string }): boolean {
  return memorySentences(content).some((sentence) => {
    const stems = stemSet(sentence);
    return /\bonly\b/i.test(sentence) && said.who.every((w) => stems.has(w)) && stems.has(said.step) && !sentence.toLowerCase().includes(said.place);
  });
}
