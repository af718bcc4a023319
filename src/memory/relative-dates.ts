// Relative days in what the user said, given their dates: a memory is read days or weeks later,
// when "Thursday" no longer says which Thursday.
import { localDay } from '../clock.js';
import { HAN } from './search-text.js';

const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];
const MONTH = '(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*';
/** A sentence that looks ahead, so a bare weekday in it is the coming one. */
const AHEAD = /\b(?:will|going to|until|till|after|before|by|starting|freez\w*|deadline|due|planned|scheduled)\b|'ll\b/i;
const PAST = /\b(?:was|were|had|did|ago|happened)\b/i;
const RELATIVE_DAY = new RegExp(
  String.raw`\b(?:today|tonight|tomorrow|yesterday|(?<!\b(?:next|every|each)\s+)(?:(this|last)\s+)?(${WEEKDAYS.join('|')}))\b(?![,\s(]*(?:\d|${MONTH}\b))`,
  'gi',
);
/**
 * A sentence about what recurs ("refreshed every Sunday night", "deploys on Tuesdays", "weekly"):
 * a bare weekday in it is any such day ("anything you pull on Monday morning"), dated only when a
 * start or an end names it ("starting Monday we deploy every Friday").
 */
const RECURRING = new RegExp(String.raw`\b(?:every|each)\s+(?:${WEEKDAYS.join('|')})\b|\b(?:${WEEKDAYS.join('|')})s\b|\bweekly\b`, 'i');
/** What comes before (A_KIND_OF) and after a weekday that names a kind of event ("no more friday code freeze", "our monday standup"), not a day. */
const A_KIND_OF = /\b(?:no more|no|our|a|the usual|any)\s+$/i;
const EVENT_OF_THE_DAY = /^\s+(?:code\s+)?(?:freezes?|deploys?|deployments?|releases?|standups?|stand-ups?|syncs?|meetings?|retros?|demos?|reviews?|planning|cutoffs?|builds?|merges?|on-?call|rotations?)\b/i;
const NAMED_AS_A_BOUND = /\b(?:starting|from|until|till|after|before|by|since)\s+$/i;
/** The local day `offset` days from `at`, as YYYY-MM-DD. */
export function dayFrom(at: number, offset: number): string {
  const d = new Date(at);
  d.setDate(d.getDate() + offset);
  return localDay(d.getTime());
}

/**
 * Relative days given their date, as the memory will be read later: "the freeze starts
 * Thursday" said on Monday 2026-11-30 becomes "Thursday (2026-12-03)". Days are the machine's
 * local ones (the user's). A bare weekday is dated only in a sentence that looks ahead; "next
 * Thursday" gets the days it may mean (see nextWeekday).
 */
export function withDates(text: string, at: number): string {
  return withDatesAfter(withEnglishDates(text, at), at);
}

/**
 * The days "next Thursday" may mean, said at `at`: the coming Thursday, and the Thursday of next
 * week (weeks start on Monday). Said on a Friday both are the same day; said on a Monday they are
 * a week apart, and people mean either, so both are given ("2026-12-03 or 2026-12-10") rather than
 * a guess a week off.
 */
export function nextWeekday(at: number, name: string): string[] {
  const target = WEEKDAYS.indexOf(name.toLowerCase());
  const coming = dayFrom(at, (target - new Date(at).getDay() + 7) % 7 || 7);
  const nextWeeks = dayFrom(at, 7 - weekdayFromMonday(at) + (target || 7));
  return coming === nextWeeks ? [coming] : [coming, nextWeeks];
}

/**
 * What both extraction and the dream date by writing the date after the phrase: Chinese days,
 * and weeks and months in both languages (English days extraction dates the same way, the dream
 * by replacing them: see offline-dream's absoluteDates).
 */
export function withDatesAfter(text: string, at: number): string {
  return withDaysOfAMonth(withWeeksAndMonths(withChineseDates(text, at), at), at);
}

/** The day of the week with weeks starting on Monday: Monday 1 … Sunday 7. */
const weekdayFromMonday = (at: number) => new Date(at).getDay() || 7;

/** The Monday of the week `weeks` from the one `at` falls in, as YYYY-MM-DD. */
function mondayOf(at: number, weeks: number): string {
  return dayFrom(at, 1 - weekdayFromMonday(at) + 7 * weeks);
}

/** The month `months` from the one `at` falls in, as YYYY-MM. */
function monthOf(at: number, months: number): string {
  const d = new Date(at);
  return localDay(new Date(d.getFullYear(), d.getMonth() + months, 1).getTime()).slice(0, 7);
}

/** The quarter `quarters` from the one `at` falls in, as "YYYY Qn". */
function quarterOf(at: number, quarters: number): string {
  const d = new Date(at);
  const q = Math.floor(d.getMonth() / 3) + quarters;
  const year = d.getFullYear() + Math.floor(q / 4);
  return `${year} Q${((q % 4) + 4) % 4 + 1}`;
}

/** The year `years` from the one `at` falls in. */
const yearOf = (at: number, years: number): string => String(new Date(at).getFullYear() + years);

/** Not a possessive ("next week's demo"), nor a phrase already followed by its date. */
const UNDATED = String.raw`(?!['’]s|\s*[(（]\s*(?:the week of\s+)?\d)`;
const EN_PERIOD = new RegExp(String.raw`\b(last|next|this|coming)\s+(week|month|quarter|year)\b${UNDATED}`, 'gi');
const EN_SPAN = new RegExp(String.raw`\b(?:in\s+(\d{1,2}|two|three|four)\s+(days|weeks)|(\d{1,2}|two|three|four)\s+weeks\s+ago)\b${UNDATED}`, 'gi');
/** 上周, 下个月 (not 上周五, a day; nor 这个周期 "this cycle", 上周末 "last weekend", 本月底 "the end of the month", 下个月10号: a day of it). */
const ZH_PERIOD = /(上|下|本|这)(?:个)?(周|星期|礼拜|月|季度)(?![一二三四五六日天末期底初报刊份])(?!\s*[（(]\s*\d)(?!\s*\d{1,2}\s*[日号])/g;
/** 去年, 明年 (not already followed by their date, nor a year said after them: 明年 3 月 is a month of it). */
const ZH_YEAR = /(前年|去年|今年|明年|后年)(?!\s*[（(]\s*\d)(?!\s*\d{1,2}\s*月)/g;
const ZH_YEAR_STEP: Record<string, number> = { 前年: -2, 去年: -1, 今年: 0, 明年: 1, 后年: 2 };
/** Counts written out, as people write them ("in two weeks", "every five weeks", "twelve months"). */
const COUNTS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12 };
/** A count said in words or in digits ("five", "5"): its number (NaN for neither) — for the dates here and the readers of a change. */
export const countOf = (said: string): number => COUNTS[said.toLowerCase()] ?? Number(said);

/**
 * Weeks, months, quarters and years, dated the same way: "next week" said on 2026-11-30 becomes "next week (the
 * week of 2026-12-07)", "last month" "last month (2026-10)", "next quarter" "next quarter (2027 Q1)", "last year"
 * "last year (2025)", "in two weeks" "in two weeks (2026-12-14)", 下个月 下个月（2026-12）, 上周 上周（2026-11-23 那周）,
 * 去年 去年（2025）. Weeks start on Monday.
 */
function withWeeksAndMonths(text: string, at: number): string {
  const step = (which: string) => ({ last: -1, next: 1, coming: 1, this: 0, 上: -1, 下: 1, 本: 0, 这: 0 })[which.toLowerCase() as 'last']!;
  return text
    .replace(EN_PERIOD, (match: string, which: string, unit: string) => `${match} (${periodOf(unit.toLowerCase(), at, step(which))})`)
    .replace(EN_SPAN, (match: string, ahead: string | undefined, unit: string | undefined, ago: string | undefined) => {
      if (ago) return `${match} (the week of ${mondayOf(at, -countOf(ago))})`;
      return `${match} (${dayFrom(at, countOf(ahead!) * (unit!.toLowerCase() === 'weeks' ? 7 : 1))})`;
    })
    .replace(ZH_PERIOD, (match: string, which: string, unit: string) =>
      `${match}（${unit === '月' ? monthOf(at, step(which)) : unit === '季度' ? quarterOf(at, step(which)) : `${mondayOf(at, step(which))} 那周`}）`,
    )
    .replace(ZH_YEAR, (match: string) => `${match}（${yearOf(at, ZH_YEAR_STEP[match]!)}）`);
}

/** The date a week, a month, a quarter or a year `n` from the one `at` falls in is written as. */
function periodOf(unit: string, at: number, n: number): string {
  if (unit === 'week') return `the week of ${mondayOf(at, n)}`;
  if (unit === 'month') return monthOf(at, n);
  return unit === 'quarter' ? quarterOf(at, n) : yearOf(at, n);
}

/** "next Thursday", not already followed by its date. */
const NEXT_WEEKDAY = new RegExp(String.raw`\bnext\s+(${WEEKDAYS.join('|')})\b(?!['’]s|\s*[(（]\s*\d)`, 'gi');

function withEnglishDates(text: string, at: number): string {
  const now = new Date(at);
  const ahead = AHEAD.test(text) && !PAST.test(text);
  const recurring = RECURRING.test(text);
  const dated = text.replace(NEXT_WEEKDAY, (match: string, weekday: string) => `${match} (${nextWeekday(at, weekday).join(' or ')})`);
  return dated.replace(RELATIVE_DAY, (match: string, which: string | undefined, weekday: string | undefined, index: number) => {
    let offset: number;
    if (!weekday) offset = { today: 0, tonight: 0, tomorrow: 1, yesterday: -1 }[match.toLowerCase()] ?? 0;
    else {
      const diff = (WEEKDAYS.indexOf(weekday.toLowerCase()) - now.getDay() + 7) % 7;
      if (which?.toLowerCase() === 'last') offset = diff - 7;
      // (a bare weekday naming a kind of event is any such day: "no more friday code freeze", "our monday standup")
      else if (!which && A_KIND_OF.test(dated.slice(0, index)) && EVENT_OF_THE_DAY.test(dated.slice(index + match.length))) return match;
      else if (which || (ahead && (!recurring || NAMED_AS_A_BOUND.test(dated.slice(0, index))))) offset = diff;
      else return match;
    }
    return `${match} (${dayFrom(at, offset)})`;
  });
}

const ZH_DAY: Record<string, number> = { 一: 1, 二: 2, 三: 3, 四: 4, 五: 5, 六: 6, 日: 7, 天: 7 };
export const ZH_NUMBER: Record<string, number> = { 一: 1, 两: 2, 二: 2, 三: 3, 四: 4, 五: 5, 六: 6, 七: 7, 八: 8, 九: 9, 十: 10 };
/** A day already followed by its date ("明天（2026-12-01）") is not dated again, nor one that recurs (每周四). */
const ZH_RELATIVE = /(?:(今天|明天|后天|昨天|前天)|(\d{1,3}|[一两二三四五六七八九十])\s*天(前|后|以后|之后)|(?<!每个?)(本|这|下|上)?(?:个)?(?:周|星期|礼拜)([一二三四五六日天]))(?!\s*[（(]\s*\d)/g;
/** Which day a week starts on, said as what a week is: "周是从周一开始算的", "一周从周日开始", "每周的第一天是周一". */
const WEEK_STARTS_ON_ZH = /(?:周|星期|礼拜)(?:都|是|要)?(?:从|以)\s*(?:周|星期|礼拜)[一二三四五六日天](?:开始|起)|(?:周|星期|礼拜)的第一天/;
/** A Chinese sentence that looks ahead: a bare 周四 in it is the coming one. */
const ZH_AHEAD = /(?:之前|以前|前|之后|以后|开始|截止|为止|冻结|封版|发布|上线|会|将|要)/;
const ZH_PAST = /(?:了|过|已经)/;

/**
 * The same for Chinese: 今天/明天/后天/昨天/前天; 3天前, 两天后; 本周四, 下周三, 上周五 (weeks start on
 * Monday, so 下周三 is the Wednesday of next week, without the ambiguity of "next Wednesday"); a
 * bare 周四 only in a sentence that looks ahead. "下周三之前冻结" said on Monday 2026-11-30 →
 * "下周三（2026-12-09）之前冻结". The word stays, its date follows it, and a day already dated is
 * left as it is, so text can pass through here again (the dream reads files extraction dated).
 */
function withChineseDates(text: string, at: number): string {
  if (!HAN.test(text)) return text;
  const ahead = ZH_AHEAD.test(text) && !ZH_PAST.test(text);
  // (in a sentence about what recurs, 每周五…，周五之后…, a bare 周五 is any Friday, unless it starts something: 从周一开始…)
  // (and a weekday on which a step is never done is any: "周五不上线", "周三下午全校不排课")
  const recurring = /每个?(?:周|星期|礼拜)|周报|周会|周例会|(?:周|星期|礼拜)[一二三四五六日天](?:下午|晚上|上午)?(?:全校|全组|全公司|全员|店里)?(?:都|一律)?(?:不|别|禁止)(?:能|许|要)?(?:上线|发版|发布|部署|合并|合代码|变更|改生产|排课|上课|开会|营业|接单)/.test(text);
  // (nor in one that says which day a week starts on, "我们的周是从周一开始算的，不是周日": its weekdays name no day)
  const weekStart = WEEK_STARTS_ON_ZH.test(text);
  type Groups = [string | undefined, string | undefined, string | undefined, string | undefined, string | undefined];
  return text.replace(ZH_RELATIVE, (match: string, ...args: [...Groups, number]) => {
    const [day, count, direction, which, weekday, index] = args;
    let offset: number;
    if (day) offset = { 今天: 0, 明天: 1, 后天: 2, 昨天: -1, 前天: -2 }[day as '今天']!;
    else if (count) offset = (ZH_NUMBER[count] ?? Number(count)) * (direction === '前' ? -1 : 1);
    else {
      if (weekStart) return match;
      const today = weekdayFromMonday(at);
      const target = ZH_DAY[weekday!]!;
      if (which === '本' || which === '这') offset = target - today;
      else if (which === '下') offset = target - today + 7;
      else if (which === '上') offset = target - today - 7;
      else if (ahead && (!recurring || /[从自]\s*$/.test(text.slice(0, index)))) offset = (target - today + 7) % 7;
      else return match;
    }
    return `${match}（${dayFrom(at, offset)}）`;
  });
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const MONTH_NAME = '(january|jan|february|feb|march|mar|april|apr|may|june|jun|july|jul|august|aug|september|sept|sep|october|oct|november|nov|december|dec)';
/** "15 May 2027", "May 15th, 2027", "2027-05-15": days said with their year. */
const DATE_WITH_YEAR = new RegExp(String.raw`\b(\d{1,2})(?:st|nd|rd|th)?\s+(?:of\s+)?${MONTH_NAME}\.?\s+(\d{4})\b|\b${MONTH_NAME}\.?\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})\b|\b(\d{4}-\d{2}-\d{2})\b`, 'gi');

/** The days a text says with their year, as YYYY-MM-DD (memory/updates compares a milestone's day by them). */
export function datesWithTheirYear(text: string): string[] {
  const iso = (year: string, month: string, day: string) => `${year}-${String(MONTHS.indexOf(month.slice(0, 3).toLowerCase()) + 1).padStart(2, '0')}-${day.padStart(2, '0')}`;
  return [...text.matchAll(DATE_WITH_YEAR)].map((m) => m[7] ?? (m[1] ? iso(m[3]!, m[2]!, m[1]) : iso(m[6]!, m[4]!, m[5]!)));
}

/** "March 3rd", "dec 15", "the 3rd of March", "on the 15th" — with no year after them, nor their date. */
const EN_DAY_OF_A_MONTH = new RegExp(
  String.raw`\b${MONTH_NAME}\.?\s+(\d{1,2})(?:st|nd|rd|th)?\b(?![,\s]*\d{4}|:\d)${UNDATED}|\b(?:the\s+)?(\d{1,2})(?:st|nd|rd|th)\s+of\s+${MONTH_NAME}\b(?![,\s]*\d{4})${UNDATED}|\b(?<=(?:on|by|until|till|before|after|from|starting|since|(?:pushed|moved|postponed|delayed|rescheduled|shifted|slipped)(?:\s+back)?\s+to)\s+)the\s+(\d{1,2})(?:st|nd|rd|th)\b(?!\s+(?:of\s+)?${MONTH_NAME}\b|\s+(?:line|test|row|item|time|attempt|page|step|commit|floor|percentile|century))${UNDATED}`,
  'gi',
);
/** 3月3号, 下个月10号, 本月 15 日 — with no year before them, nor their date after. */
const ZH_DAY_OF_A_MONTH = /(?<![年\d])(?:(下|上|本|这)(?:个)?月|(\d{1,2})\s*月)\s*(\d{1,2})\s*[日号](?!\s*[（(]\s*\d)/g;

/**
 * A day of a month said without its year, given its year: "certification testing starts March
 * 3rd" said on 2026-12-02 becomes "March 3rd (2027-03-03)", "the freeze is on the 15th" "on the 15th
 * (2026-12-15)", "code freeze got pushed to the 27th" "… to the 27th (2026-12-27)", 下个月10号 下个月10号（2027-01-10）. The day is the coming one in a sentence that
 * looks ahead, the last one in one about the past, else the coming one if it is within half a
 * year ("the demo is on the 1st"), else the last one ("the outage on Nov 28").
 */
const HALF_A_YEAR = 183 * 86_400_000;
function withDaysOfAMonth(text: string, at: number): string {
  const now = new Date(at);
  // (a past told with its verb too: "we shipped it on the 1st")
  const ofThePast = PAST.test(text) || /\b(?:we|i|they|he|she|it)\s+(?:\w+ed|went|broke|ran|made|got|saw|came|left|took|sent|began|spent|found)\b/i.test(text);
  const ahead = (AHEAD.test(text) || ZH_AHEAD.test(text)) && !ofThePast;
  const past = ofThePast && !AHEAD.test(text);
  /** The date of day `day` of month `month` (0-11, or null: this month or the one after), as YYYY-MM-DD. */
  const dateOf = (month: number | null, day: number): string | null => {
    if (day < 1 || day > 31) return null;
    const candidates = month === null ? [-1, 0, 1].map((k) => new Date(now.getFullYear(), now.getMonth() + k, day)) : [-1, 0, 1].map((k) => new Date(now.getFullYear() + k, month, day));
    // (a day a month does not have rolls over: "February 30th" is no date)
    const real = candidates.filter((d) => d.getDate() === day);
    const today = new Date(now.getFullYear(), now.getMonth(), now.getDate()).getTime();
    const coming = real.filter((d) => d.getTime() >= today).sort((a, b) => a.getTime() - b.getTime())[0];
    const last = real.filter((d) => d.getTime() <= today).sort((a, b) => b.getTime() - a.getTime())[0];
    // (said plainly, a day within half a year is the coming one: "the demo is on the 1st")
    const pick = ahead ? coming : past ? last : coming && coming.getTime() - today <= HALF_A_YEAR ? coming : last;
    return pick ? localDay(pick.getTime()) : null;
  };
  const monthIndex = (name: string) => MONTHS.indexOf(name.slice(0, 3).toLowerCase());
  const english = text.replace(EN_DAY_OF_A_MONTH, (match: string, m1?: string, d1?: string, d2?: string, m2?: string, d3?: string) => {
    const date = m1 ? dateOf(monthIndex(m1), Number(d1)) : m2 ? dateOf(monthIndex(m2), Number(d2)) : dateOf(null, Number(d3));
    return date ? `${match} (${date})` : match;
  });
  if (!HAN.test(english)) return english;
  return english.replace(ZH_DAY_OF_A_MONTH, (match: string, which?: string, month?: string, day?: string) => {
    const shift = which ? ({ 下: 1, 上: -1, 本: 0, 这: 0 } as Record<string, number>)[which]! : null;
    const date =
      shift !== null
        ? localDay(new Date(now.getFullYear(), now.getMonth() + shift, Number(day)).getTime())
        : dateOf(Number(month) - 1, Number(day));
    return date ? `${match}（${date}）` : match;
  });
}
