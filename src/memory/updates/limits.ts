// Updates of numbers: what a kind of thing is held to ("PRs can be up to 500 lines now"), a limit on a named queue, how
// long a kind of data is kept, how many approvals a change needs, a bare cap in Chinese ("并发现在可以到 16 了").

import { COSTS_NOW, KEPT_FOR_NOW, LIMIT_MOVED_BY_US, LIMIT_ON_NOW, LIMIT_ON_WENT, LIMIT_WENT, LIMITS, RETENTION_NOW, UNIT } from '../fact-forms.js';
import { NEWS_OPENERS } from '../statement-text.js';
import { countOf } from '../relative-dates.js';
import { escapeRegExp } from '../regexp.js';
import { LIMIT_AMOUNT_ZH, LIMIT_SET_ZH } from '../statement-forms-zh.js';
import { stemOf, stemSet } from '../search-text.js';
import { memorySentences, memoryText } from '../supersede.js';
import { KIND_FILLER } from '../rules-relaxed.js';
import { namesItWithAnother } from './said-of-it.js';

/** Whether a number `value` captures first in `text` is another than `n`, as written: what each reader below asks of a memory. */
const anotherNumber = (text: string, value: RegExp, n: string): boolean => [...text.matchAll(value)].some((m) => m[1] !== n);

/** A kind said in the plural ("PRs", "approvals"; not "is", "this", "has", which end in s too). */
const KIND = String.raw`\b(?!(?:is|was|has|does|goes|this|its|us|as|yes|less|unless)\b)([\w-]+s)\b`;
/** "PRs can be up to 500 lines now": a number a kind of thing is held to since a change, with its unit. */
const NUMBER_NOW = new RegExp(String.raw`${KIND}[^.;,]{0,30}?\b(\d+)\s*(${UNIT})\b[^.;]*\bnow\b|\bnow\b[^.;]*?${KIND}[^.;,]{0,30}?\b(\d+)\s*(${UNIT})\b`, 'i');

/**
 * A limit said to have moved or to stand at a number now, with the kind it is of: "the upload limit went up to 25 MB",
 * "the rate limit is 300 requests per minute now". The kind is the word before the limit, or the limit itself when
 * none names it ("the timeout is 60 seconds now" is of the timeout, not of "the": any memory with "the" and seconds in it).
 */
const LIMIT_MOVED_OR_NOW = new RegExp(
  String.raw`(?:\b(?!(?:the|our|a|an|this|that|my|your|its)\b)([\w-]+)\s+)?\b(${LIMITS})\s+(?:${LIMIT_WENT}\s+to\s+(\d+)\s*(${UNIT})\b|is\s+(?:now\s+)?(\d+)\s*(${UNIT})\b[^.;]*\bnow\b)`,
  'i',
);
/** "we raised the upload limit to 50 MB": the same, said of who moved it (fact-forms keeps the statement by it). */
const LIMIT_MOVED_BY_THE_TEAM = new RegExp(LIMIT_MOVED_BY_US, 'i');

/** "PRs now need two approvals": what every one of a kind needs since, said before its number. */
const KIND_NOW_NEEDS = new RegExp(String.raw`${KIND}\s+now\s+(?:need|needs|require|requires|get|gets|take|takes)\s+(\d+)\s*(${UNIT})\b`, 'i');
/** Small numbers written out, as digits ("two approvals" is "2 approvals"), and thousands without their commas ("15,000 km" is 15000). */
const inDigits = (text: string) => text.replace(/\b(one|two|three|four|five|six|seven|eight|nine|ten)\b(?=\s+[a-z])/gi, (w) => String(countOf(w))).replace(/(\d),(?=\d{3}\b)/g, '$1');

/**
 * "we grew the cluster to five shards", "we scaled the workers down to 4 replicas": a part resized to a count of its units
 * (the part's last word is the kind: "the ClickHouse cluster" is the cluster).
 */
const RESIZED_TO =
  /^(?:we|they|ops|infra|the\s+[\w-]+\s+team)\s+(?:(?:just|recently|finally|already)\s+)?(?:grew|scaled|expanded|extended|shrank|shrunk|cut|reduced|resized|took|bumped|moved)\s+(?:the\s+|our\s+)?(?:[\w-]+\s+){0,2}?([\w-]+)\s+(?:(?:up|down|out|back)\s+)?(?:from\s+\d+\s+)?to\s+(\d+)\s+(shards?|replicas?|nodes?|workers?|instances?|partitions?|brokers?|pods?|machines?|servers?|gpus?|cores?|regions?|zones?|clusters?)\b/i;

/** "the voltage limit is 15 V now": a physical quantity's limit (1) at another number (2) in its unit (3) since. */
const QUANTITY_LIMIT_NOW = /\b(voltage|current|power|temperature|pressure)\s+(?:limit|cap|max(?:imum)?)\s+is\s+(?:now\s+)?(\d+(?:\.\d+)?)\s*(kv|mv|v|ma|a|kw|mw|w|°c|bar|psi)(?![\w°])[^,;]*\bnow\b/i;
/** The units each quantity is said in, which name it where its name is not said: "… never be driven above 20 V". */
const UNITS_OF: Record<string, string[]> = { voltage: ['v', 'mv', 'kv'], current: ['a', 'ma'], power: ['w', 'mw', 'kw'], temperature: ['°c'], pressure: ['bar', 'psi'] };

/** How a memory may write a quantity's number in its unit, for finding it by the text: "20 V", "20V," (none for other kinds). */
export function unitWords(kind: string, unit: string): string[] {
  if (!UNITS_OF[kind]?.includes(unit)) return [];
  return [...'0123456789'].map((d) => `${d}${unit}`).concat([' ', '.', ',', ')'].map((end) => ` ${unit}${end}`));
}

/** "long edge is 3000px now": a dimension (1) of images at another size (2) in its unit (3) since. */
const DIMENSION_NOW = /^(?:the\s+|our\s+)?((?:long|short|max(?:imum)?|min(?:imum)?)\s+(?:edge|side|width|height|dimension|resolution))\s+is\s+(?:now\s+)?(\d+)\s*(px|pixels|mm|cm|dpi|ppi)\b[^.;]*\bnow\b/i;

/** "we get 6 fields on Saturdays now": how many of a kind of thing (2) the team gets or has (1) since. */
const WE_GET_NOW = /^(?:we|i)\s+(?:now\s+)?(?:get|have|book|rent)\s+(\d+)\s+([a-z][\w-]*s)\b[^.;]*\bnow\b/i;

export function numberNow(said: string): { kind: string; n: string; unit: string } | null {
  const text = inDigits(said);
  const got = WE_GET_NOW.exec(text.trim());
  if (got) return { kind: got[2]!.toLowerCase(), n: got[1]!, unit: got[2]!.toLowerCase().replace(/s$/, '') };
  const dimension = DIMENSION_NOW.exec(text.trim());
  if (dimension) return { kind: dimension[1]!.toLowerCase(), n: dimension[2]!, unit: dimension[3]!.toLowerCase() };
  const quantity = QUANTITY_LIMIT_NOW.exec(text);
  if (quantity) return { kind: quantity[1]!.toLowerCase(), n: quantity[2]!, unit: quantity[3]!.toLowerCase() };
  const resized = RESIZED_TO.exec(text.trim());
  if (resized) return { kind: resized[1]!.toLowerCase(), n: resized[2]!, unit: resized[3]!.toLowerCase().replace(/s$/, '') };
  const needs = KIND_NOW_NEEDS.exec(text);
  if (needs) return { kind: needs[1]!.toLowerCase(), n: needs[2]!, unit: needs[3]!.toLowerCase().replace(/s$/, '') };
  const ours = LIMIT_MOVED_BY_THE_TEAM.exec(text.trim());
  // (the one it is per is the kind, when said: "… to 6,000 words a day per freelancer" is of the freelancer, not of "limit")
  if (ours) return { kind: (ours[6] ?? ours[1] ?? ours[2] ?? ours[3])!.toLowerCase(), n: ours[4]!, unit: ours[5]!.toLowerCase().replace(/s$/, '') };
  const limit = LIMIT_MOVED_OR_NOW.exec(text);
  if (limit) return { kind: (limit[1] ?? limit[2])!.toLowerCase(), n: (limit[3] ?? limit[5])!, unit: (limit[4] ?? limit[6])!.toLowerCase().replace(/s$/, '') };
  const m = NUMBER_NOW.exec(text);
  if (!m) return null;
  const unit = (m[3] ?? m[6])!.toLowerCase().replace(/s$/, '');
  return { kind: (m[1] ?? m[4])!.toLowerCase(), n: (m[2] ?? m[5])!, unit };
}

/** Whether a memory holds the kind to another number of the same unit ("Keep PRs under 300 lines" after "… up to 500 lines now"). */
export function statesOtherNumber(content: string, kind: string, n: string, unit: string): boolean {
  const text = inDigits(memoryText(content)).toLowerCase();
  // (a quantity is named by its unit in a bound too: "never be driven above 20 V" is a voltage limit)
  const boundInItsUnit = UNITS_OF[kind]?.includes(unit) && new RegExp(String.raw`\b(?:above|over|below|under|max(?:imum)?|at most|more than|less than|exceed\w*|beyond|up to)\s+\d+(?:\.\d+)?\s*${escapeRegExp(unit)}(?![\w°])`).test(text);
  if (!boundInItsUnit && !new RegExp(String.raw`\b(?:${namesOfKind(kind).map(escapeRegExp).join('|')})s?\b`).test(text)) return false;
  return anotherNumber(text, new RegExp(String.raw`\b(\d+)\s*${unitSaid(unit)}\b`, 'g'), n);
}

/** Names of one kind of thing a number is said of. */
const SAME_KIND = [['pr', 'pull request', 'mr', 'merge request', 'code review', 'review']];

/**
 * The names a kind a number is said of goes by, in the singular: itself ("the max upload size is 10 MB" after "uploads
 * can be up to 50 MB now"), or its family ("code reviews need one approval" after "PRs need two approvals from now on").
 */
export function namesOfKind(kind: string): string[] {
  const one = kind.replace(/s$/, '');
  return SAME_KIND.find((family) => family.includes(one)) ?? [one];
}

/** A unit as a memory may write it: "rpm" is "requests per minute", and a count of requests is either. */
/** Units of time as they are written short ("30s", "5 mins", "2h", "200 msecs"). */
const SHORT_TIME_UNIT: Record<string, string> = { second: 'secs?|s', minute: 'mins?|m', hour: 'hrs?|h', millisecond: 'msecs?|ms', ms: 'milliseconds?|msecs?' };

function unitSaid(unit: string): string {
  const perMinute = String.raw`requests?\s+(?:per|a|an|/)\s*min(?:ute)?`;
  const perSecond = String.raw`requests?\s+(?:per|a|/)\s*s(?:ec(?:ond)?)?`;
  if (unit === 'rpm') return String.raw`(?:rpm|${perMinute})`;
  if (unit === 'rps') return String.raw`(?:rps|${perSecond})`;
  if (unit === 'request') return String.raw`(?:requests?|rpm|rps)`;
  // (a unit of time as written short too: "a 2s timeout" after "… bumped to 5 seconds")
  const short = SHORT_TIME_UNIT[unit];
  if (short) return String.raw`(?:${unit}s?|${short})`;
  return `${escapeRegExp(unit)}s?`;
}

const LIMIT_ON_NOW_READ = new RegExp(String.raw`^${LIMIT_ON_NOW}|^${LIMIT_ON_WENT}`, 'i');
/** A unit as compared: "h", "hr" and "hours" are one. */
const unitAsCompared = (u: string) => ({ h: 'hour', hr: 'hour', hrs: 'hour', hours: 'hour', hour: 'hour', m: 'minute', min: 'minute', mins: 'minute', minutes: 'minute', minute: 'minute', d: 'day', days: 'day', day: 'day', s: 'second', sec: 'second', secs: 'second', seconds: 'second', gb: 'gb', g: 'gb', mb: 'mb' } as Record<string, string>)[u.toLowerCase()] ?? u.toLowerCase();

/** A limit on a named queue, plan or cluster since: "max job time on gpu-long is 48h now" (gpu-long, 48, hour), "the time limit on gpu-a100 went up to 72 hours". */
export function limitOnNow(text: string): { on: string; n: string; unit: string } | null {
  const m = LIMIT_ON_NOW_READ.exec(text.trim());
  return m ? { on: (m[1] ?? m[4])!.toLowerCase(), n: (m[2] ?? m[5])!, unit: unitAsCompared((m[3] ?? m[6])!) } : null;
}

/** Whether a memory gives the named thing another max of the same unit: "… the slurm queue "gpu-long", max 24h per job", "… gpu-a100 and a job can't run longer than 48 hours". */
export function capsOnOther(content: string, on: string, n: string, unit: string): boolean {
  return memorySentences(content).some((sentence) => sentence.toLowerCase().includes(on) && [...sentence.matchAll(/\b(?:max(?:imum)?|up to|at most|limit(?:ed)? (?:of|to)|(?:can'?t|cannot|may not|must not)\s+(?:run|take|last)\s+(?:longer|more)\s+than)\s+(\d+(?:\.\d+)?)\s*([a-z]{1,7})\b/gi)].some((h) => unitAsCompared(h[2]!) === unit && h[1] !== n));
}

const RETENTION_NOW_READ = new RegExp(String.raw`^${RETENTION_NOW}`, 'i');
const KEPT_FOR_NOW_READ = new RegExp(String.raw`^${NEWS_OPENERS}${KEPT_FOR_NOW}`, 'i');

/** How long a kind of data is kept since a change: what it is of (stems), the number and its unit (singular). */
export function retentionNow(text: string): { of: string[]; n: string; unit: string } | null {
  const kept = KEPT_FOR_NOW_READ.exec(text.trim());
  if (kept) return { of: [...stemSet(kept[1]!)].filter((w) => !KIND_FILLER.has(w)), n: kept[2]!, unit: kept[3]!.toLowerCase().replace(/s$/, '') };
  const m = RETENTION_NOW_READ.exec(text.trim());
  if (!m) return null;
  return { of: [...stemSet(`${m[1] ?? ''} ${m[2] ?? ''}`)].filter((w) => !KIND_FILLER.has(w)), n: m[3]!, unit: m[4]!.toLowerCase().replace(/s$/, '') };
}

/** Whether a memory keeps the same kind of data (every word of it) for another number of the unit: "Retention on prod topics is 7 days unless …". */
export function keepsForOther(content: string, of: string[], n: string, unit: string): boolean {
  return memorySentences(content).some((sentence) => {
      if (!/\b(?:retention|ttl|kept|retained)\b/i.test(sentence) || !of.every((w) => stemSet(sentence).has(w))) return false;
      return anotherNumber(sentence, new RegExp(String.raw`\b(\d+)\s*${unit}s?\b`, 'gi'), n);
    });
}

/** "上传文件的大小上限调到 50MB 了": a limit of a kind of thing (its first two characters, "上传") set to a number since (fact-forms keeps it). */
const LIMIT_NOW_ZH = new RegExp(String.raw`^(?:单个|每个)?([\u4e00-\u9fff]{2})[^，,。]{0,10}?${LIMIT_SET_ZH}`, 'i');

export function limitNowZh(text: string): { kind: string; n: string; unit: string; kept?: boolean } | null {
  const m = LIMIT_NOW_ZH.exec(text.trim());
  // (how long it is kept, "数据现在保留 365 天", is said of a memory that says how long it is kept: not "数据每 3 天同步一次")
  return m ? { kind: m[1]!, n: m[2]!, unit: unitZh(m[3]!), ...(/保留|保存/.test(m[0]) ? { kept: true } : {}) } : null;
}

/** A unit as compared: "M" is "MB", case aside. */
const unitZh = (unit: string) => unit.toUpperCase().replace(/^([KMGT])$/, '$1B');

/** Whether a memory holds the kind to another number of the same unit ("单个文件上传最大 10MB" after "…上限调到 50MB 了"). */
export function statesOtherLimitZh(content: string, kind: string, n: string, unit: string, kept = false): boolean {
  const text = memoryText(content);
  if (!text.includes(kind) || (kept && !/保留|保存/.test(text))) return false;
  return [...text.matchAll(new RegExp(LIMIT_AMOUNT_ZH, 'gi'))].some((m) => unitZh(m[2]!) === unit && m[1] !== n);
}

const NUMERALS_ZH: Record<string, string> = { 一: '1', 两: '2', 二: '2', 三: '3', 四: '4', 五: '5', 六: '6', 七: '7', 八: '8', 九: '9', 十: '10' };
/** How many people a kind of change needs, in digits: "两个人审批" is "2人审批". */
const approvalsIn = (text: string) => text.replace(/(\d+|[一两二三四五六七八九十])\s*(?:个)?\s*人\s*(审批|审核|评审|批准|review|approve)/gi, (_, n: string, what: string) => `${NUMERALS_ZH[n] ?? n}人${what}`);

/** "PR 现在需要两个人审批": how many a kind of change needs since a change. */
export function approvalsNowZh(text: string): { kind: string; n: string } | null {
  const m = /^([A-Za-z]+|[\u4e00-\u9fff]{1,6}?)\s*(?:现在|以后|已经)(?:都)?(?:需要|要|得)\s*(\d+)人(?:审批|审核|评审|批准|review|approve)/i.exec(approvalsIn(text.trim()));
  return m ? { kind: m[1]!.toLowerCase(), n: m[2]! } : null;
}

/** Whether a memory has that kind of change need another number of people ("PR 需要一个人审批"). */
export function statesOtherApprovalsZh(content: string, kind: string, n: string): boolean {
  const text = approvalsIn(memoryText(content)).toLowerCase();
  // (a kind in Latin letters as a word, as statesOtherNumber reads it: "pr" is not in "prod")
  if (!(/^[a-z]+$/.test(kind) ? new RegExp(String.raw`\b${kind}\b`).test(text) : text.includes(kind))) return false;
  return anotherNumber(text, /(\d+)人(?:审批|审核|评审|批准|review|approve)/g, n);
}

/** "flags should be cleaned up within a month now": how soon a kind of thing (1) is to be done (2) since, the time (3 and 4). */
const WITHIN_NOW = /^(?:the\s+|our\s+|all\s+)?(?!(?:it|this|that|they|we|i|you)\b)((?:[\w-]+\s+)?[\w-]+)\s+(?:should|must|have to|has to|need to|needs to|are to|is to)\s+be\s+([a-z]+(?:ed|en|t))(?:\s+up)?\s+within\s+(a|an|one|two|three|four|five|six|\d+)\s+(hour|day|week|month|sprint)s?\b[^,;]*\bnow\b/i;
const HOURS: Record<string, number> = { hour: 1, day: 24, week: 168, sprint: 336, month: 720 };
/** A time said as "within two weeks", in hours ("a month" is one; the words as `inDigits` reads them). */
const hoursOf = (n: string, unit: string) => (/^an?$/i.test(n) ? 1 : countOf(n)) * HOURS[unit.toLowerCase().replace(/s$/, '')]!;

export function withinNow(text: string): { kind: string[]; step: string; hours: number } | null {
  const m = WITHIN_NOW.exec(text.trim());
  if (!m) return null;
  const kind = [...stemSet(m[1]!)];
  return kind.length ? { kind, step: stemOf(m[2]!.toLowerCase()), hours: hoursOf(m[3]!, m[4]!) } : null;
}

/** "the crush window is 4 hours now": the time (2, 3) a step (1) must be done within since, said as its window. */
const WINDOW_NOW = /^(?:the\s+|our\s+)?(?!(?:it|this|that|time|booking|maintenance|release|merge)\b)([a-z]+)\s+(?:window|deadline|time limit)\s+is\s+(?:now\s+)?(a|an|one|two|three|four|five|six|\d+)\s+(hour|day|week|month|sprint)s?\s+now\b/i;

/** "the turnaround is 7 working days now": the time (1, 2) every one of the work must be back within since. */
const TURNAROUND_NOW = /^(?:the\s+|our\s+)?turn-?around(?:\s+time)?\s+is\s+(?:now\s+)?(a|an|one|two|three|four|five|six|\d+)\s+(?:working\s+|business\s+)?(hour|day|week|month)s?\s+now\b/i;
/** What a memory says must come back or be done within a time, the turnaround's words: "… has to ship back … within 10 working days". */
const BACK_OR_DONE = /\b(?:back|return\w*|ship\w*|deliver\w*|turn\w* around|complet\w*|finish\w*|done|ready)\b/i;

/** The same read as `withinNow` gives it, of no kind: a memory with the step done within another time says otherwise ("Grapes have to be crushed within 6 hours …"). */
export function windowNow(text: string): { kind: string[]; step: string; hours: number } | null {
  const m = WINDOW_NOW.exec(text.trim());
  if (m) return { kind: [], step: stemOf(m[1]!.toLowerCase()), hours: hoursOf(m[2]!, m[3]!) };
  // (a turnaround is of a step of going back or being done, whichever word the memory says it with)
  const turnaround = TURNAROUND_NOW.exec(text.trim());
  return turnaround ? { kind: [], step: '', hours: hoursOf(turnaround[1]!, turnaround[2]!) } : null;
}

/** Whether a memory gives that step of the kind another time: "… clean up a flag within two weeks of full rollout". */
export function givesItAnotherTime(content: string, said: { kind: string[]; step: string; hours: number }): boolean {
  // ("within 10 working days": a working day counted as a day, as the turnaround said it)
  const within = /\bwithin\s+(a|an|one|two|three|four|five|six|\d+)\s+(?:working\s+|business\s+)?(hour|day|week|month|sprint)s?\b/gi;
  return memorySentences(content).some((sentence) => {
    const stems = stemSet(sentence);
    return said.kind.every((w) => stems.has(w)) && (said.step ? stems.has(said.step) : BACK_OR_DONE.test(sentence)) && [...sentence.matchAll(within)].some((m) => hoursOf(m[1]!, m[2]!) !== said.hours);
  });
}

/** "并发现在可以到 16 了": how high a count of a kind (1, two characters) may go since, a bare number (2). */
const CAP_NOW_ZH = /^([\u4e00-\u9fff]{2})[^，,。\d]{0,6}?现在(?:最多)?(?:可以|能|允许)?(?:开|调|放宽|提高|加)?到\s*(\d+)\s*(?:个|了|[。！!]|$)/;

export function capNowZh(text: string): { kind: string; n: string } | null {
  const m = CAP_NOW_ZH.exec(text.trim());
  return m ? { kind: m[1]!, n: m[2]! } : null;
}

/** Whether a memory caps that kind at another bare number: "…，并发不能超过 8". */
export function capsOtherZh(content: string, kind: string, n: string): boolean {
  const cap = new RegExp(String.raw`${kind}[^，,。\d]{0,6}?(?:不能超过|不超过|不要超过|最多|上限(?:是|为)?|控制在)\s*(\d+)(?!\s*(?:MB|GB|KB|%|秒|分钟|小时|天))`, 'g');
  return anotherNumber(memoryText(content), cap, n);
}

/** "the deprecation period is 60 days now": a span of the work's process (1) set to another length (2, 3) since. */
const SPAN_NOW = /^(?:the|our)\s+((?:[\w-]+\s+)?(?:period|window|grace period|notice period|freeze|cooldown|soak time|bake time))\s+is\s+(?:now\s+)?(\d+)\s*(days?|weeks?|hours?|minutes?|months?)\s+now\b/i;

/** "the battery target is 18 months now": how long a part (1) is to last or run (2, 3) since — a span, as the period's. */
const TARGET_SPAN_NOW = /^(?:the\s+|our\s+)?((?:[\w-]+\s+)?[\w-]+?)\s+(?:life\s+|lifetime\s+|runtime\s+)?target\s+is\s+(?:now\s+)?(\d+)\s*(hours?|days?|weeks?|months?|years?)\s+now\b/i;

export function spanNow(text: string): { of: string[]; n: string; unit: string } | null {
  const m = SPAN_NOW.exec(text.trim()) ?? TARGET_SPAN_NOW.exec(text.trim());
  return m ? { of: [...stemSet(m[1]!)], n: m[2]!, unit: m[3]!.toLowerCase().replace(/s$/, '') } : null;
}

/** Whether a memory gives that span (every word of it) another length in the same unit: "… a deprecation period of at least 30 days" ("The battery has to last at least 12 months on two AA cells" of the battery's target). */
export function givesTheSpanAnother(content: string, said: { of: string[]; n: string; unit: string }): boolean {
  const length = new RegExp(String.raw`\b(\d+)\s*${escapeRegExp(said.unit)}s?\b`, 'gi');
  return namesItWithAnother(content, said.of, length, (m) => m[1] !== said.n);
}

/** "现在超过 12 小时没人接就提醒": the span past which a step is taken, since (the number, its unit, the two characters after it). */
const PAST_A_SPAN_NOW_ZH = /(?:现在|以后|今后)(?:改成)?(?:超过|过了|超出)\s*(\d+)\s*(小时|分钟|天|周)([\u4e00-\u9fff]{2})/;

export function spanPastNowZh(text: string): { n: string; unit: string; after: string } | null {
  const m = PAST_A_SPAN_NOW_ZH.exec(text);
  return m ? { n: m[1]!, unit: m[2]!, after: m[3]! } : null;
}

/** Whether a memory takes the same step past another span of that unit: "报修单超过 24 小时没人接就要短信提醒值班主管". */
export function givesTheSpanPastAnotherZh(content: string, said: { n: string; unit: string; after: string }): boolean {
  const past = new RegExp(String.raw`(?:超过|过了|超出)\s*(\d+)\s*${said.unit}${said.after}`, 'g');
  return anotherNumber(memoryText(content), past, said.n);
}

/** "兼职现在一周最多 24 小时": the most a kind (its first two characters, 1) may take in a span, at another number (2) of its unit (3), since. */
// ("共聚焦现在每人每次最多 3 小时了": for each person, each time)
const MOST_NOW_ZH = /^([\u4e00-\u9fff]{2})[^，,。\d]{0,6}?现在(?:每人)?(?:一周|每周|每天|一天|每月|一个月|每次)?(?:最多|最长|不超过|不能超过|上限是?)(?:预约|借|用|约)?\s*(\d+)\s*(小时|天|次|个|单)/;

export function mostNowZh(text: string): { kind: string; n: string; unit: string } | null {
  const m = MOST_NOW_ZH.exec(text.trim());
  return m ? { kind: m[1]!, n: m[2]!, unit: m[3]! } : null;
}

/** "会员折扣改成八五折了": the discount (2) a kind of customer (1) gets since, in Chinese. */
const DISCOUNT_NOW_ZH = /^([\u4e00-\u9fff]{1,4}?)(?:的)?(?:折扣|优惠)?(?:现在)?(?:改成|改为|调成|调到|变成|降到|提到|换成)了?\s*([一二三四五六七八九]{1,2}|\d(?:\.\d)?)\s*折/;

export function discountNowZh(text: string): { who: string; rate: string } | null {
  const m = DISCOUNT_NOW_ZH.exec(text.trim());
  return m ? { who: m[1]!, rate: m[2]! } : null;
}

/** Whether a memory gives that kind of customer another discount: "会员买书打九折". */
export function givesAnotherDiscountZh(content: string, said: { who: string; rate: string }): boolean {
  return memorySentences(content).some((sentence) => sentence.includes(said.who) && [...sentence.matchAll(/(?:打|享|享受)\s*([一二三四五六七八九]{1,2}|\d(?:\.\d)?)\s*折/g)].some((m) => m[1] !== said.rate));
}

/** "两节课之间现在留 20 分钟了": a thing (1) at another number (2) of a unit (3) since, in Chinese. */
// ("物业费现在涨到每平米每月 2.8 元了": a price gone up or down, per what it is counted by; "洗澡现在至少预约 90 分钟了": booked for)
const NUMBER_NOW_ZH = /^([^，,。\d\s]{2,10}?)(?:现在(?:至少|最少|最多)?(?:留|是|要|为|改成|改为|有|涨到|降到|调到|预约|约)?|(?:现在)?(?:涨到|降到|涨价到|降价到))\s*(?:每[\u4e00-\u9fff]{1,3}?){0,3}\s*(\d+(?:\.\d+)?)\s*(分钟|小时|天|次|个|元|块|分|人|份)了?[。！!]?$/;

export function numberNowZh(text: string): { thing: string; n: string; unit: string } | null {
  const m = NUMBER_NOW_ZH.exec(text.trim());
  return m ? { thing: m[1]!, n: m[2]!, unit: m[3]! } : null;
}

/** Whether a memory gives that thing another number of the unit: "…，两节课之间至少留 15 分钟". */
export function givesTheThingAnotherNumberZh(content: string, said: { thing: string; n: string; unit: string }): boolean {
  // (a time in minutes or hours, whichever the memory says it in: "90 分钟" of "… 1 个小时")
  if (said.unit === '分钟' || said.unit === '小时') {
    const minutes = (n: string, unit: string) => Number(n) * (unit === '小时' ? 60 : 1);
    const time = new RegExp(String.raw`${escapeRegExp(said.thing)}[^，,。；;\d]{0,8}?(\d+(?:\.\d+)?)\s*(?:个)?(分钟|小时)`, 'g');
    return [...memoryText(content).matchAll(time)].some((m) => minutes(m[1]!, m[2]!) !== minutes(said.n, said.unit));
  }
  return anotherNumber(memoryText(content), new RegExp(String.raw`${escapeRegExp(said.thing)}[^，,。；;\d]{0,8}?(\d+(?:\.\d+)?)\s*${said.unit}`, 'g'), said.n);
}

/** "…, it carries 180 trays now": how many of a kind of thing (2) a thing holds (1) since. */
const HOLDS_NOW = /(?:^|[,;]\s*)(?:it|the\s+[\w-]+)\s+(?:now\s+)?(?:carries|holds|seats|fits|takes)\s+(\d+)\s+([a-z][\w-]*?)s?\b[^.;]*\bnow\b/i;
/** A verb of what a thing holds, as a memory says it. */
const HOLDS = /\b(?:carry|carries|hold|holds|seat|seats|fit|fits|take|takes)\b/i;

export function holdsNow(text: string): { n: string; unit: string } | null {
  const m = HOLDS_NOW.exec(text.trim());
  return m ? { n: m[1]!, unit: m[2]!.toLowerCase() } : null;
}

/** Whether a memory has a thing hold another number of that unit: "The van can carry at most 120 trays per trip". */
export function holdsAnotherNumber(content: string, said: { n: string; unit: string }): boolean {
  return memorySentences(content).some((sentence) => HOLDS.test(sentence) && anotherNumber(sentence, new RegExp(String.raw`\b(\d+)\s*${escapeRegExp(said.unit)}s?\b`, 'gi'), said.n));
}

/** Whether a memory holds that kind to another most of the unit: "兼职的同学一周不能超过 20 小时". */
export function statesOtherMostZh(content: string, said: { kind: string; n: string; unit: string }): boolean {
  const most = new RegExp(String.raw`${said.kind}[^。]{0,12}?(?:最多|最长|不超过|不能超过|不要超过|上限是?)(?:预约|借|用|约)?\s*(\d+)\s*${said.unit}`, 'g');
  return anotherNumber(memoryText(content), most, said.n);
}

/** "会员到期提醒改成提前 3 天了": how long before a date a step is done (2, 3), of a kind (its first two characters, 1), since. */
const AHEAD_NOW_ZH = /^([\u4e00-\u9fff]{2})[^，,。\d]{0,8}?(?:改成|改为|现在)\s*(?:提前|前)\s*(\d+)\s*(天|小时|分钟)/;

export function aheadNowZh(text: string): { kind: string; n: string; unit: string } | null {
  const m = AHEAD_NOW_ZH.exec(text.trim());
  return m ? { kind: m[1]!, n: m[2]!, unit: m[3]! } : null;
}

/** Whether a memory of that kind does it another span before: "会员到期前 7 天要自动发提醒". */
export function statesOtherAheadZh(content: string, said: { kind: string; n: string; unit: string }): boolean {
  const ahead = new RegExp(String.raw`(?:前|提前)\s*(\d+)\s*${said.unit}`, 'g');
  return memorySentences(content).some((sentence) => sentence.includes(said.kind) && anotherNumber(sentence, ahead, said.n));
}

/** Settings said by their Chinese name and a number: 字号, 行距, 分辨率… */
const SETTING_ZH = '字号|字体大小|行距|分辨率|DPI|dpi|精度|小数位数?|边距|线宽';
/** "导师现在要求图的字号用 10": a setting (1) at another number (2) since. */
const SETTING_NOW_ZH = new RegExp(String.raw`(?:现在|以后|改成|改为)[^，,。]{0,12}?(${SETTING_ZH})(?:都)?(?:用|是|改成|改为|为|要)?\s*(\d+(?:\.\d+)?)`);

export function settingNowZh(text: string): { setting: string; n: string } | null {
  const m = SETTING_NOW_ZH.exec(text.trim());
  return m ? { setting: m[1]!, n: m[2]! } : null;
}

/** Whether a memory gives that setting another number: "…，字号 12". */
export function givesTheSettingAnotherZh(content: string, said: { setting: string; n: string }): boolean {
  const set = new RegExp(String.raw`${said.setting}(?:都)?(?:用|是|为|要)?\s*(\d+(?:\.\d+)?)`, 'g');
  return anotherNumber(memoryText(content), set, said.n);
}

/** "the battery floor is 30% now": a bound (2) on a thing (1) at another number (3) in its unit (4) since — a floor or a cap. */
const BOUND_NOW = /^(?:the\s+|our\s+)?((?:[\w-]+\s+){0,2}?[\w-]+)\s+(floor|minimum|min|lower limit|cap|ceiling|maximum|max|upper limit)\s+is\s+(?:now\s+)?(\d+(?:\.\d+)?)\s*(%|percent\b|[a-z]{1,4}\b)(?=[^.;]*\bnow\b)/i;
/** How a memory bounds a thing from below ("… below 20%", "at least 20%"), or from above ("above 80%", "at most 80%"). */
const FROM_BELOW = String.raw`(?:below|under|less than|lower than|at least|no less than|minimum of)`;
const FROM_ABOVE = String.raw`(?:above|over|more than|higher than|at most|no more than|maximum of|up to)`;

export function boundNow(text: string): { of: string[]; floor: boolean; n: string; unit: string } | null {
  const m = BOUND_NOW.exec(text.trim());
  const of = m ? [...stemSet(m[1]!)] : [];
  return m && of.length ? { of, floor: /^(?:floor|min)/i.test(m[2]!), n: m[3]!, unit: m[4]!.toLowerCase() === 'percent' ? '%' : m[4]!.toLowerCase() } : null;
}

/** Whether a memory bounds that thing (every word of it) on the same side at another number: "… discharge the battery below 20%". */
export function boundsItOtherwise(content: string, said: { of: string[]; floor: boolean; n: string; unit: string }): boolean {
  const unit = said.unit === '%' ? String.raw`(?:%|\s*percent\b)` : String.raw`\s*${escapeRegExp(said.unit)}s?\b`;
  const bound = new RegExp(String.raw`\b${said.floor ? FROM_BELOW : FROM_ABOVE}\s+(\d+(?:\.\d+)?)${unit}`, 'gi');
  return memorySentences(content).some((sentence) => {
    const stems = stemSet(sentence);
    return said.of.every((w) => stems.has(w)) && anotherNumber(sentence, bound, said.n);
  });
}

/** "it's max 6 students per instructor now": how many of a kind (2) one of another (3) may have (1) since. */
const PER_ONE_NOW = /\b(?:max(?:imum)?|at most|up to|no more than|capped at)\s+(\d+)\s+([a-z]+?)s?\s+(?:per|a|for each|for every)\s+([a-z]+)\b[^.;]*\bnow\b/i;

export function perOneNow(text: string): { n: string; unit: string; per: string } | null {
  const m = PER_ONE_NOW.exec(inDigits(text));
  return m ? { n: m[1]!, unit: m[2]!.toLowerCase(), per: m[3]!.toLowerCase() } : null;
}

/** Whether a memory gives another number of the kind per one of the other: "Lessons are capped at 8 students per instructor". */
export function statesOtherPerOne(content: string, said: { n: string; unit: string; per: string }): boolean {
  return anotherNumber(inDigits(memoryText(content)), new RegExp(String.raw`\b(\d+)\s+${escapeRegExp(said.unit)}s?\s+(?:per|a|for each|for every)\s+${escapeRegExp(said.per)}\b`, 'gi'), said.n);
}

/** "minimum order dropped to 3 kg": the least or most (1) of a kind of order (2) moved to another amount (3) of a unit (4). */
const LEAST_ORDER_NOW = /^(?:the\s+|our\s+)?(minimum|maximum|min|max)\s+(?:[\w-]+\s+)?(order|booking|deposit|spend|purchase|quantity|group size|party size|stay)\s+(?:(?:went|was|has been|got)\s+)?(?:dropped|lowered|cut|raised|increased|bumped|reduced|down|up|moved|changed)\s+(?:up\s+|down\s+)?to\s+(\d+(?:\.\d+)?)\s*(kg|g|lb|lbs|bags?|units?|items?|boxes|cases|people|guests|nights?)\b/i;

export function leastOrderNow(text: string): { edge: string; kind: string; n: string; unit: string } | null {
  const m = LEAST_ORDER_NOW.exec(text.trim());
  return m ? { edge: m[1]!.toLowerCase().slice(0, 3), kind: m[2]!.toLowerCase(), n: m[3]!, unit: m[4]!.toLowerCase().replace(/s$/, '') } : null;
}

/** Whether a memory gives that edge of that kind of order another amount: "Minimum wholesale order is 5 kg". */
export function statesOtherLeastOrder(content: string, said: { edge: string; kind: string; n: string; unit: string }): boolean {
  const edge = said.edge === 'min' ? 'min(?:imum)?' : 'max(?:imum)?';
  return anotherNumber(memoryText(content), new RegExp(String.raw`\b${edge}\s+(?:[\w-]+\s+)?${escapeRegExp(said.kind)}\s+is\s+(\d+(?:\.\d+)?)\s*${escapeRegExp(said.unit)}s?\b`, 'gi'), said.n);
}

/** "walkers can take 5 dogs at a time now": how many of a kind (3) one of another (1) may have at once (2) since. */
const AT_A_TIME_NOW = /^(?:the\s+|our\s+|each\s+)?([a-z]+?)s?\s+can\s+(?:now\s+)?(?:take|walk|have|carry|handle|seat|teach)\s+(\d+)\s+([a-z]+?)s?\s+at\s+(?:a\s+time|once)\b[^.;]*\bnow\b/i;

export function atATimeNow(text: string): { who: string; n: string; unit: string } | null {
  const m = AT_A_TIME_NOW.exec(inDigits(text.trim()));
  return m ? { who: m[1]!.toLowerCase(), n: m[2]!, unit: m[3]!.toLowerCase() } : null;
}

/** Whether a memory gives that one of a kind another number at once: "Each walker takes at most 4 dogs at a time". */
export function statesOtherAtATime(content: string, said: { who: string; n: string; unit: string }): boolean {
  const atOnce = new RegExp(String.raw`\b(\d+)\s+${escapeRegExp(said.unit)}s?\s+at\s+(?:a\s+time|once)\b`, 'gi');
  return memorySentences(content).some((sentence) => new RegExp(String.raw`\b${escapeRegExp(said.who)}`, 'i').test(sentence) && anotherNumber(inDigits(sentence), atOnce, said.n));
}

/** "stall fees went up to $45 a day": a price of a kind (1) moved to another amount (2) since. */
// ("membership went up to £30 a month": membership too, in pounds or euros; "rent went up to £50 a year …")
const PRICE_NOW = /^(?:the\s+|our\s+)?(?:[\w-]+\s+)?(fees?|prices?|rates?|dues|membership|subscription|rent)\s+(?:went\s+(?:up|down)|rose|increased|dropped|are\s+now|is\s+now|went|moved)\s+(?:up\s+|down\s+)?to\s+[$£€](\d+(?:\.\d\d)?)/i;
/** "labour is $95 an hour now": the hourly rate a kind of work (1) is billed at (2) since. */
const HOURLY_NOW = /^(?:the\s+|our\s+)?(labou?r|consulting|design work|callouts?)\s+(?:is|are)\s+(?:now\s+)?(?:billed\s+at\s+|charged\s+at\s+)?\$(\d+(?:\.\d\d)?)\s+(?:an|per|a)\s+hour\b[^.;]*\bnow\b/i;

/** "tickets are £14 now, …": what a ticket or a session (1) costs (2) since. */
const TICKETS_NOW = /^(?:the\s+)?(tickets?|entry|admission|lessons?|classes|sessions?|walks?|seats?|rooms?|nights?)\s+(?:are|is|cost)\s+(?:now\s+)?[$£€](\d+(?:\.\d\d)?)\b[^.;]*\bnow\b/i;
/** "a shelf costs £5 now": the price of one of a kind (1) since (2). */
const COSTS_NOW_READ = new RegExp(COSTS_NOW, 'i');

export function priceNow(text: string): { kind: string; amount: string } | null {
  const m = PRICE_NOW.exec(text.trim()) ?? HOURLY_NOW.exec(text.trim()) ?? COSTS_NOW_READ.exec(text.trim()) ?? TICKETS_NOW.exec(text.trim());
  return m ? { kind: m[1]!.toLowerCase().replace(/s$/, ''), amount: m[2]! } : null;
}

/** Whether a memory gives that kind of price another amount: "Stall fees are $40 a day, …". */
export function statesOtherPrice(content: string, said: { kind: string; amount: string }): boolean {
  return memorySentences(content).some((sentence) => new RegExp(String.raw`\b${said.kind}s?\b`, 'i').test(sentence) && [...sentence.matchAll(/[$£€](\d+(?:\.\d\d)?)/g)].some((m) => Number(m[1]) !== Number(said.amount)));
}
