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
  String.raw`\b(?:today|tonight|tomorrow|yesterday|(?<!\bnext\s+)(?:(this|last)\s+)?(${WEEKDAYS.join('|')}))\b(?![,\s(]*(?:\d|${MONTH}\b))`,
  'gi',
);
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
  return withWeeksAndMonths(withChineseDates(text, at), at);
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

/** Not a possessive ("next week's demo"), nor a phrase already followed by its date. */
const UNDATED = String.raw`(?!['’]s|\s*[(（]\s*(?:the week of\s+)?\d)`;
const EN_PERIOD = new RegExp(String.raw`\b(last|next|this|coming)\s+(week|month)\b${UNDATED}`, 'gi');
const EN_SPAN = new RegExp(String.raw`\b(?:in\s+(\d{1,2}|two|three|four)\s+(days|weeks)|(\d{1,2}|two|three|four)\s+weeks\s+ago)\b${UNDATED}`, 'gi');
/** 上周, 下个月 (not 上周五, a day; nor 这个周期 "this cycle", 上周末 "last weekend", 本月底 "the end of the month"). */
const ZH_PERIOD = /(上|下|本|这)(?:个)?(周|星期|礼拜|月)(?![一二三四五六日天末期底初报刊份])(?!\s*[（(]\s*\d)/g;
const COUNT: Record<string, number> = { two: 2, three: 3, four: 4 };

/**
 * Weeks and months, dated the same way: "next week" said on 2026-11-30 becomes "next week (the
 * week of 2026-12-07)", "last month" "last month (2026-10)", "in two weeks" "in two weeks
 * (2026-12-14)", 下个月 下个月（2026-12）, 上周 上周（2026-11-23 那周）. Weeks start on Monday.
 */
function withWeeksAndMonths(text: string, at: number): string {
  const step = (which: string) => ({ last: -1, next: 1, coming: 1, this: 0, 上: -1, 下: 1, 本: 0, 这: 0 })[which.toLowerCase() as 'last']!;
  return text
    .replace(EN_PERIOD, (match: string, which: string, unit: string) =>
      `${match} (${unit.toLowerCase() === 'week' ? `the week of ${mondayOf(at, step(which))}` : monthOf(at, step(which))})`,
    )
    .replace(EN_SPAN, (match: string, ahead: string | undefined, unit: string | undefined, ago: string | undefined) => {
      const n = (x: string) => COUNT[x.toLowerCase()] ?? Number(x);
      if (ago) return `${match} (the week of ${mondayOf(at, -n(ago))})`;
      return `${match} (${dayFrom(at, n(ahead!) * (unit!.toLowerCase() === 'weeks' ? 7 : 1))})`;
    })
    .replace(ZH_PERIOD, (match: string, which: string, unit: string) =>
      `${match}（${unit === '月' ? monthOf(at, step(which)) : `${mondayOf(at, step(which))} 那周`}）`,
    );
}

/** "next Thursday", not already followed by its date. */
const NEXT_WEEKDAY = new RegExp(String.raw`\bnext\s+(${WEEKDAYS.join('|')})\b(?!['’]s|\s*[(（]\s*\d)`, 'gi');

function withEnglishDates(text: string, at: number): string {
  const now = new Date(at);
  const ahead = AHEAD.test(text) && !PAST.test(text);
  return text.replace(NEXT_WEEKDAY, (match: string, weekday: string) => `${match} (${nextWeekday(at, weekday).join(' or ')})`).replace(RELATIVE_DAY, (match: string, which: string | undefined, weekday: string | undefined) => {
    let offset: number;
    if (!weekday) offset = { today: 0, tonight: 0, tomorrow: 1, yesterday: -1 }[match.toLowerCase()] ?? 0;
    else {
      const diff = (WEEKDAYS.indexOf(weekday.toLowerCase()) - now.getDay() + 7) % 7;
      if (which?.toLowerCase() === 'last') offset = diff - 7;
      else if (which || ahead) offset = diff;
      else return match;
    }
    return `${match} (${dayFrom(at, offset)})`;
  });
}

const ZH_DAY: Record<string, number> = { 一: 1, 二: 2, 三: 3, 四: 4, 五: 5, 六: 6, 日: 7, 天: 7 };
const ZH_NUMBER: Record<string, number> = { 一: 1, 两: 2, 二: 2, 三: 3, 四: 4, 五: 5, 六: 6, 七: 7, 八: 8, 九: 9, 十: 10 };
/** A day already followed by its date ("明天（2026-12-01）") is not dated again. */
const ZH_RELATIVE = /(?:(今天|明天|后天|昨天|前天)|(\d{1,3}|[一两二三四五六七八九十])\s*天(前|后|以后|之后)|(本|这|下|上)?(?:个)?(?:周|星期|礼拜)([一二三四五六日天]))(?!\s*[（(]\s*\d)/g;
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
  type Groups = [string | undefined, string | undefined, string | undefined, string | undefined, string | undefined];
  return text.replace(ZH_RELATIVE, (match: string, ...groups: Groups) => {
    const [day, count, direction, which, weekday] = groups;
    let offset: number;
    if (day) offset = { 今天: 0, 明天: 1, 后天: 2, 昨天: -1, 前天: -2 }[day as '今天']!;
    else if (count) offset = (ZH_NUMBER[count] ?? Number(count)) * (direction === '前' ? -1 : 1);
    else {
      const today = weekdayFromMonday(at);
      const target = ZH_DAY[weekday!]!;
      if (which === '本' || which === '这') offset = target - today;
      else if (which === '下') offset = target - today + 7;
      else if (which === '上') offset = target - today - 7;
      else if (ahead) offset = (target - today + 7) % 7;
      else return match;
    }
    return `${match}（${dayFrom(at, offset)}）`;
  });
}
