// Updates of how the work is done: a step or a state no longer so ("QA doesn't gate OTA updates anymore"), a check run
// locally or by itself now, a case style, a step no longer needed, a setting's value ("随机种子现在改成 2024 了"), what no
// longer has to be, an environment that syncs by itself, the languages a product is in, the tool the user's hours go in.

import { escapeRegExp } from '../regexp.js';
import { STEP_NO_LONGER_NEEDED_ZH } from '../statement-forms-zh.js';
import { HAN, hanPairs, searchWords, stemOf, stemSet } from '../search-text.js';
import { FILE_FORMATS, HUMAN_LANGUAGES, OUTPUT_FORMAT_NOW } from '../fact-forms.js';
import { memorySentences, memoryText } from '../supersede.js';
import { NEWS_OPENERS } from '../statement-text.js';
import { RUN_LOCALLY_NOW } from '../rule-forms.js';
import { KIND_FILLER } from '../rules-relaxed.js';

/** A state a part is in, said as one word: "shared", "flaky", "read-only" (not a place or a tool: "on heroku"). */
const STATE = String.raw`((?!(?:on|in|at|with|using|a|an|the|so|that|as|too|very|here|there|used|needed|allowed|running)\b)[a-z][\w-]+)`;

/** Who or what a sentence says something of, first (not one spoken to, nor the team): "QA", "the e2e suite". */
const NAMED_FIRST = String.raw`^(?:the\s+|our\s+)?((?!(?:it|this|that|i|you|we|they|he|she|there)\b)[\w-]+(?:\s+[\w-]+)?)\s+`;

/**
 * "QA doesn't gate OTA updates anymore", "the linter no longer checks generated files": who or what no longer does a step
 * to what — the practice a memory says (one of its sentences names both: "… only after QA signs off on preview" of "We
 * ship OTA updates …") no longer so. Not of a person spoken to or of the team ("we don't use Jest anymore" is a tool left).
 */
const DOES_IT_NO_MORE = new RegExp(
  String.raw`${NAMED_FIRST}(?:(?:doesn'?t|does not|don'?t|do not)\s+(?:need\s+to\s+)?[a-z]+\s+(?:the\s+|our\s+)?([\w-]+(?:\s+[\w-]+)?)\s+any\s?more\b|no\s+longer\s+[a-z]+\s+(?:the\s+|our\s+)?([\w-]+(?:\s+[\w-]+)?)\b)`,
  'i',
);

/**
 * "staging is its own database now, not shared anymore", "the e2e suite isn't flaky anymore": a part no longer in a state
 * — the memory sentence that names the part and the state ("The staging db is a shared Azure SQL instance, …") no longer
 * so. (A place or a tool, "isn't on heroku anymore", is the retirement forms'.)
 */
const IS_SO_NO_MORE = new RegExp(
  String.raw`${NAMED_FIRST}(?:(?:is|are)\s+[^,;.]{0,40}[,;]\s*not\s+${STATE}\s+any\s?more|(?:isn'?t|aren'?t|is not|are not)\s+${STATE}\s+any\s?more|(?:is|are)\s+no\s+longer\s+${STATE})\b`,
  'i',
);

/**
 * What a sentence says is no longer so — a step someone does to a thing, or a part's state — as the words one memory
 * sentence must all hold (two at least: "QA" and "OTA updates"; "staging" and "shared").
 */
export function noLongerSo(said: string): { words: string[]; stems: string[] } | null {
  const named = (m: RegExpExecArray | null, atMost: number) => {
    const words = m ? [...searchWords(m[1]!, 3), ...searchWords((m[2] ?? m[3] ?? m[4])!, atMost)] : [];
    return words.length >= 2 ? { words: words.map((w) => w.word), stems: words.map((w) => w.stem) } : null;
  };
  return named(DOES_IT_NO_MORE.exec(said.trim()), 3) ?? named(IS_SO_NO_MORE.exec(said.trim()), 1);
}

/**
 * Whether a memory has a sentence that names every one of `stems` (and does not say it is no longer so) — a state of being
 * needed said by any word of need: "the owner tag isn't required anymore" of "Every table needs a comment and an owner tag".
 */
export function saysItIsDone(content: string, stems: string[]): boolean {
  const needed = stems.filter((stem) => NEEDED.has(stem));
  const rest = stems.filter((stem) => !NEEDED.has(stem));
  return memorySentences(content).some((sentence) => {
    if (/\b(?:no longer|any\s?more)\b/i.test(sentence)) return false;
    const said = stemSet(sentence);
    return rest.every((stem) => said.has(stem)) && (needed.every((stem) => said.has(stem)) || NEEDS_IT.test(sentence));
  });
}

/** The stems of a state of being needed, and the words a memory says one with. */
const NEEDED = stemSet('required needed mandatory necessary');
const NEEDS_IT = /\b(?:needs?|requires?|required|must\s+have|mandatory)\b/i;

const LOCALLY_NOW_READ = new RegExp(String.raw`^${RUN_LOCALLY_NOW}`, 'i');

/** The words of a check said fast enough to run locally since (stemmed), or null: "dialyzer" of "Dialyzer is fast now …, so run it locally". */
export function locallyNow(text: string): string[] | null {
  const m = LOCALLY_NOW_READ.exec(text.trim());
  const words = m ? [...stemSet((m[1] ?? m[2])!)].filter((w) => !KIND_FILLER.has(w)) : [];
  return words.length ? words : null;
}

/**
 * Whether a memory leaves the check `words` name off the user's machine: "Dialyzer takes forever here, skip it locally, CI
 * runs it", "Golden tests … we regenerate them only on the CI mac runner".
 */
export function leavesItOffLocally(content: string, words: string[]): boolean {
  return memorySentences(content).some((sentence) => /\b(?:skip|don'?t\s+(?:run|bother)|do not run|never run)\b[^.;]*\blocally\b|\bleave\s+it\s+to\s+(?:the\s+)?ci\b|\bonly\s+(?:on|in)\s+(?:the\s+)?ci\b/i.test(sentence) && words.every((w) => stemSet(sentence).has(w)));
}

/**
 * "lint runs automatically in the pre-commit hook now", "lint 现在会在 pre-commit 钩子里自动跑，不用手动跑了": a check (1 or 2)
 * a hook or CI runs by itself since; "版本号现在由 CI 自动生成了": a thing (3) made by itself since.
 */
const RUNS_BY_ITSELF_NOW =
  new RegExp(String.raw`^${NEWS_OPENERS}(?:the\s+)?([\w.:-]+(?:\s+[\w.:-]+)?)\s+(?:now\s+)?runs\s+(?:automatically\s+)?(?:in|on|as)\s+(?:a\s+|the\s+)?(?:pre-commit|pre-push|commit|push|save|git|husky|lefthook|ci)\b[^,;.]*?\b(?:now\b|automatically\b)|^([A-Za-z][\w.:-]*(?:\s[\w.:-]+)?)\s*(?:现在)?(?:会|都)?(?:在[^，,。]{1,20}?(?:里|中|上)?)?(?:会)?自动(?:跑|执行|运行)|^([^，,。\s]{2,10}?)\s*(?:现在)?(?:都)?(?:由|靠|交给)\s*[^，,。]{1,12}?自动(?:生成|更新|维护|改|填)`, 'i');

/** The stems of a check run by itself since, or null. */
export function runsByItselfNow(text: string): string[] | null {
  const m = RUNS_BY_ITSELF_NOW.exec(text.trim());
  // (a thing named in Chinese by its character pairs, as a memory's sentence is read)
  const thing = m ? (m[1] ?? m[2] ?? m[3])! : '';
  const words = HAN.test(thing) ? hanPairs(thing) : [...stemSet(thing)].filter((w) => !KIND_FILLER.has(w));
  return words.length ? words : null;
}

/** Words of a sentence that have the check run, or the thing made, by hand: "always run X before …", "提交代码前要跑 pnpm lint", "版本号要在 version.h 里手动改". */
const RUN_BY_HAND = /\b(?:always\s+run|must\s+run|remember\s+to\s+run|run\b[^,.;]{0,40}\bbefore\b)|(?:要|必须|得|记得|需要)(?:先)?(?:跑|执行|运行)|手动/i;

/** Whether a memory has the check (every word of it) run by hand, not by a hook: "提交代码前要跑 pnpm lint，不然 CI 会挂". */
export function runsItByHand(content: string, words: string[]): boolean {
  return memorySentences(content).some((sentence) => RUN_BY_HAND.test(sentence) && !/\bautomatically\b|\bhook\b|自动|钩子/i.test(sentence) && words.every((w) => stemSet(sentence).has(w)));
}

/** "title case for headings now": a case style (1) for a kind of text (2) since. */
const CASES = String.raw`(?:sentence|title|lower|upper|camel|snake|kebab|pascal)[\s_-]?case`;
const CASE_NOW = new RegExp(String.raw`^${NEWS_OPENERS}(${CASES})\s+(?:for|in|on)\s+(?:all\s+)?(?:the\s+)?((?:[\w.-]+\s+){0,2}?[\w.-]+)\s+now\b`, 'i');

/** The case style and the kind of text it is for since, or null. */
/** "headings are title case from now on": the same, the kind of text (1) said first. */
const KIND_IN_A_CASE_NOW = new RegExp(String.raw`^${NEWS_OPENERS}(?:all\s+)?(?:the\s+|our\s+)?((?:[\w.-]+\s+){0,2}?[\w.-]+)\s+(?:are|is)\s+(?:in\s+)?(${CASES})\s+(?:now|from now on|going forward)\b`, 'i');

export function caseNow(text: string): { style: string; kind: string } | null {
  const m = CASE_NOW.exec(text.trim());
  const k = m ? null : KIND_IN_A_CASE_NOW.exec(text.trim());
  const [style, kind] = m ? [m[1]!, m[2]!] : k ? [k[2]!, k[1]!] : [];
  return style && kind ? { style: style.toLowerCase().replace(/[\s_-]?case$/, ''), kind: kind.toLowerCase() } : null;
}

/** Whether a memory gives the kind another case style: "Sentence case for headings, and no exclamation marks anywhere". */
export function givesTheKindAnotherCase(content: string, style: string, kind: string): boolean {
  const other = new RegExp(String.raw`\b(?!${escapeRegExp(style)}[\s_-]?case)(${CASES})\s+(?:for|in|on)\s+(?:all\s+)?(?:the\s+)?(?:[\w.-]+\s+){0,2}?${escapeRegExp(kind)}\b`, 'i');
  return memorySentences(content).some((sentence) => other.test(sentence));
}

/** "生产变更现在不用走工单了": a step (2) a kind of work (1) no longer needs since, as the form reads it. */
const NO_LONGER_NEEDS_ZH = new RegExp(STEP_NO_LONGER_NEEDED_ZH, 'i');

export function noLongerNeededZh(text: string): { kind: string; step: string } | null {
  const m = NO_LONGER_NEEDS_ZH.exec(text);
  return m ? { kind: m[1]!, step: m[2]! } : null;
}

/** Whether a memory says the kind of work must take the step ("生产环境的变更必须走工单"). */
// ("上线要在发布系统里提单": where the step is done may come between)
export function requiresItZh(content: string, kind: string, step: string): boolean {
  const must = new RegExp(String.raw`${escapeRegExp(kind)}[^，,。；;]{0,8}(?:必须|一定要|都要|要|得|需要|一律)[^，,。；;]{0,10}${escapeRegExp(step)}`, 'i');
  return must.test(memoryText(content));
}

/** "随机种子现在改成 2024 了": a setting (1) set to another value (2) since, in Chinese. */
// ("checkpoint 间隔改成 30 秒了": a setting of two words, and a value with its unit)
// ("及格线改成 65 分了": points and money too)
const UNIT_ZH = String.raw`(?:秒|分钟|小时|天|次|个|条|MB|GB|KB|ms|s|%|分|元|块)`;
// ("手续费现在改成万分之二了": a rate in parts of ten thousand)
const RATE_ZH = String.raw`(?:万分之|千分之|百分之)[一二三四五六七八九十两\d.]+`;
const SET_TO_NOW_ZH = new RegExp(String.raw`^([^，,。\s]{2,10}?(?:\s+[^，,。\s]{2,6}?)?)\s*(?:现在|以后)?(?:都)?(?:改成|改为|换成|调成|调到|改到)\s*([A-Za-z0-9][\w.+-]*|${RATE_ZH})\s*(${UNIT_ZH})?\s*了`, 'i');

export function setToNowZh(text: string): { thing: string; value: string } | null {
  const m = SET_TO_NOW_ZH.exec(text.trim());
  return m ? { thing: m[1]!, value: valueZh(m[2]!, m[3]) } : null;
}

/** A value as compared: lower case, with its unit if it has one ("30秒"). */
const valueZh = (value: string, unit: string | undefined) => `${value}${unit ?? ''}`.toLowerCase();

/** Whether a memory sets the thing to another value: "随机种子统一用 42", "所有作业都必须开 checkpoint，间隔 1 分钟" (the words of the thing in order, anywhere in one sentence). */
export function setsItToOtherZh(content: string, thing: string, value: string): boolean {
  const words = thing.split(/\s+/).map(escapeRegExp).join(String.raw`[^。！!；;]{0,12}?`);
  // ("每天的新词数量固定是 50 个": the count of the thing, held fixed)
  // ("报表工具用的是帆软": a product named in Chinese, the whole of what is said after it)
  const set = new RegExp(String.raw`${words}\s*(?:数量|个数|条数)?(?:统一|一律|都|固定|默认)?(?:用的是|用|是|为|设为|设成|设置为|按|=)?\s*([A-Za-z0-9][\w.+-]*|${RATE_ZH}|[\u4e00-\u9fff]{2,6}(?=[。！!；;，,]|$))\s*(${UNIT_ZH})?`, 'gim');
  // (a number against a number, a rate against a rate)
  const kind = (v: string) => (/^(?:万分之|千分之|百分之)/.test(v) ? 'rate' : /\d/.test(v) ? 'number' : 'name');
  return [...memoryText(content).matchAll(set)].some((m) => valueZh(m[1]!, m[2]) !== value && (kind(value) === 'name' || kind(m[1]!) === kind(value)));
}

/** "I switched to Letter paper, …": the paper size the work is printed on since a change. */
const PAPER = '(A3|A4|A5|B5|Letter|Legal|Tabloid)';
const PAPER_NOW = new RegExp(String.raw`\b(?:switched|moved|changed|went)\s+(?:over\s+)?to\s+${PAPER}(?:\s+paper|\s+size)\b|\b${PAPER}\s+paper\s+now\b`, 'i');
const PAPER_SAID = new RegExp(String.raw`\b${PAPER}(?=\s+(?:paper|size|sheets?)\b|\s*[.,;]|$)`, 'gi');

export function paperNow(text: string): string | null {
  const m = PAPER_NOW.exec(text);
  return m ? (m[1] ?? m[2])!.toLowerCase() : null;
}

/** Whether a memory prints on another paper size: "All sheets are printed on A4 paper". */
export function printsOnOtherPaper(content: string, paper: string): boolean {
  return memorySentences(content).some((sentence) => /\b(?:print\w*|paper|sheets?|pages?)\b/i.test(sentence) && [...sentence.matchAll(PAPER_SAID)].some((m) => m[1]!.toLowerCase() !== paper));
}

const OUTPUT_FORMAT_NOW_READ = new RegExp(String.raw`^${NEWS_OPENERS}${OUTPUT_FORMAT_NOW}`, 'i');
// (Word only as what a thing is made into: "… to Word", not every "word")
const FORMAT = new RegExp(String.raw`\b(${FILE_FORMATS})\b|\b(?:to|as|in|into)\s+(word)\b`, 'gi');
/** One name a format goes by ("jpeg" is "jpg", "md" is "markdown"). */
const formatName = (f: string) => ({ jpeg: 'jpg', tif: 'tiff', md: 'markdown', word: 'docx' } as Record<string, string>)[f.toLowerCase()] ?? f.toLowerCase();

/** "plots should be SVG now": the kind of output (its stem) and the format it is made in since. */
/** "I render the report to Word now": a kind of document (1) the user makes in another format (2) since. */
const RENDERED_TO_NOW = new RegExp(String.raw`^(?:i|we)\s+(?:now\s+)?(?:render|knit|export|build|compile|make|output|save)\s+(?:the|my|our)\s+(?:[\w-]+\s+)?(report|thesis|paper|slides|book|docs|manuscript|newsletter|plots|figures|charts)\s+(?:to|as|in|into)\s+(${FILE_FORMATS}|word)\b[^.;]*\bnow\b`, 'i');

export function formatNow(text: string): { kind: string; format: string } | null {
  const m = OUTPUT_FORMAT_NOW_READ.exec(text.trim()) ?? RENDERED_TO_NOW.exec(text.trim());
  return m ? { kind: stemOf(m[1]!), format: formatName(m[2]!) } : null;
}

/**
 * Whether a memory makes that kind of output in another format: "I always want plots saved as PDF …, never PNG" after
 * "plots should be SVG now" (a format said as the one to use, not one turned down: "never PNG" says nothing of SVG).
 */
export function makesItInOther(content: string, kind: string, format: string): boolean {
  return memorySentences(content).some((sentence) => {
    if (!stemSet(sentence).has(kind)) return false;
    // (turned down anywhere in its clause before it: "never PNG", "never save plots as PNG")
    return [...sentence.matchAll(FORMAT)].some((m) => formatName((m[1] ?? m[2])!) !== format && !/\b(?:never|not|no|instead of|rather than|avoid|don'?t|do not)\b/i.test(sentence.slice(0, m.index).split(/[,;]/).pop()!));
  });
}

/** A part people read, and the languages it is in: "the site is in English, Danish and German". */
const PRODUCT_READ = String.raw`(site|website|shop|store|storefront|app|ui|product|docs|content|copy|emails?)`;
const LANGUAGE_LIST = String.raw`(${HUMAN_LANGUAGES}(?:(?:,\s*|,?\s+and\s+)${HUMAN_LANGUAGES})*)`;
const LANGUAGES_NOW = new RegExp(String.raw`^${NEWS_OPENERS}(?:the|our)\s+${PRODUCT_READ}\s+(?:is|are)\s+(?:now\s+)?(?:available\s+)?in\s+${LANGUAGE_LIST}\s+now\b`, 'i');
const languagesOf = (list: string) => [...list.toLowerCase().matchAll(/[a-z]+/g)].map((m) => m[0]).filter((w) => w !== 'and').sort().join(' ');

/** "the site is in English, Danish and German now": the languages (sorted, lower case) a part is read in since. */
export function languagesNow(text: string): { part: string; languages: string } | null {
  const m = LANGUAGES_NOW.exec(text.trim());
  return m ? { part: m[1]!.toLowerCase(), languages: languagesOf(m[2]!) } : null;
}

/** Whether a memory has the part in other languages: "The client wants the site in English and Danish". */
export function readInOtherLanguages(content: string, part: string, languages: string): boolean {
  const said = new RegExp(String.raw`\b${escapeRegExp(part)}s?\b[^.;]*?\bin\s+${LANGUAGE_LIST}`, 'gi');
  return memorySentences(content).some((sentence) => [...sentence.matchAll(said)].some((m) => languagesOf(m[1]!) !== languages));
}

/** "I track my time in Toggl now": the tool the user's hours go in since (said as a profile). */
const HOURS_TRACKED_NOW = new RegExp(String.raw`^${NEWS_OPENERS}i\s+(?:now\s+)?(?:track|log|record)\s+(?:my|all my)\s+(?:time|hours)\s+(?:in|with|on)\s+([\w.-]+)\s+now\b`, 'i');
const HOURS_TRACKED = /\b(?:track|log|record)\s+(?:my|all my)\s+(?:time|hours)\s+(?:in|with|on)\s+([\w.-]+)/gi;

export function hoursTrackedNow(text: string): string | null {
  return HOURS_TRACKED_NOW.exec(text.trim())?.[1]!.toLowerCase() ?? null;
}

/** Whether a memory has the user's hours go in another tool: "I bill the client by the hour and track my time in Harvest". */
export function tracksHoursElsewhere(content: string, tool: string): boolean {
  return [...memoryText(content).matchAll(HOURS_TRACKED)].some((m) => m[1]!.toLowerCase() !== tool);
}

/** "prod syncs automatically now too": an environment (1) that gets changes by itself since. */
const ENV_AUTOMATIC_NOW = new RegExp(String.raw`^${NEWS_OPENERS}(?:the\s+)?(staging|prod|production|dev|preview|qa|uat)\s+(?:now\s+)?(?:syncs|deploys|updates|releases|rolls out)\s+(?:now\s+)?automatically\s+(?:now\b|too\b|as well\b)`, 'i');

export function automaticNow(text: string): string | null {
  const env = ENV_AUTOMATIC_NOW.exec(text.trim())?.[1]?.toLowerCase();
  return env === 'production' ? 'prod' : (env ?? null);
}

/** Whether a memory has that environment need a hand: "…, prod needs a manual sync in Argo" (a clause with it and "manual"). */
export function needsAHand(content: string, env: string): boolean {
  const named = new RegExp(String.raw`\b${env === 'prod' ? 'prod(?:uction)?' : escapeRegExp(env)}\b[^,;.]*\b(?:manual(?:ly)?|by hand)\b`, 'i');
  return memorySentences(content).some((sentence) => sentence.split(/[,;]\s*/).some((clause) => named.test(clause)));
}

/** "…, so it doesn't have to work fully offline anymore": what the work no longer has to do (a verb, 1, and how, 2). */
const NO_LONGER_HAS_TO = /\b(?:doesn'?t|does not|don'?t|do not)\s+(?:have|need)\s+to\s+([a-z]+)\s+(?:fully\s+|completely\s+|entirely\s+|strictly\s+)?([\w-]+)\s+any\s?more\b|\bno\s+longer\s+(?:has|have|needs?)\s+to\s+([a-z]+)\s+(?:fully\s+|completely\s+|entirely\s+|strictly\s+)?([\w-]+)\b/i;

export function noLongerHasTo(text: string): string[] | null {
  const m = NO_LONGER_HAS_TO.exec(text);
  return m ? [stemOf((m[1] ?? m[3])!.toLowerCase()), stemOf((m[2] ?? m[4])!.toLowerCase())] : null;
}

/** Whether a memory says the work has to do it: "The app has to work offline, never call a server". */
export function hasToDoIt(content: string, stems: string[]): boolean {
  return memorySentences(content).some((sentence) => /\b(?:has|have|needs?)\s+to\b|\bmust\b/i.test(sentence) && !/\b(?:no longer|any\s?more|doesn'?t|don'?t)\b/i.test(sentence) && stems.every((w) => stemSet(sentence).has(w)));
}
