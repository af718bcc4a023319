// Updates of when: the weekday, time of day, date or rhythm a step of the work happens on (in Chinese too), the month a period starts in
// ("发版改到周五了", "the nightly export was moved to 4am UTC", "we deploy every weekday now").

import { CLOCK_TIME, COPY_RENEWED, FREQUENCY, JOB_MOVED_TO_A_TIME, MILESTONE_MOVED, MONTH, PERIOD_MOVED, RECURRING_MEETINGS_MOVED, REDONE_NOW, RHYTHM_NOW, WEEKDAY } from '../fact-forms.js';
import { escapeRegExp } from '../regexp.js';
import { stemSet } from '../search-text.js';
import { countOf, datesWithTheirYear, ZH_NUMBER } from '../relative-dates.js';
import { RHYTHM_NOW_ZH, TIME_MOVED_ZH } from '../statement-forms-zh.js';
import { memorySentences, memoryText } from '../supersede.js';
import { NEWS_OPENERS } from '../statement-text.js';

/** "发版改到周五了": a step of the work moved to another day of the week, as what moved and the day. */
const DAY_MOVED_ZH = /^(?:我们的?)?([\u4e00-\u9fff]{2,6}?)(?:时间|日)?(?:已经)?(?:改到|改成|挪到|换到)(?:每周|每个?星期|周|星期)([一二三四五六日天])/;

export function dayMoved(text: string): { what: string; day: string } | null {
  const m = DAY_MOVED_ZH.exec(text.trim());
  return m ? { what: m[1]!, day: m[2]! } : null;
}

/** Whether a memory puts `what` on another day of the week than `day` ("每周四发版" after 发版改到周五). */
export function statesOtherDay(content: string, what: string, day: string): boolean {
  const text = memoryText(content);
  if (!text.includes(what)) return false;
  return [...text.matchAll(/(?:周|星期|礼拜)([一二三四五六日天])/g)].some((m) => m[1] !== day && !(m[1] === '天' && day === '日') && !(m[1] === '日' && day === '天'));
}

/** "the nightly export was moved to 4am UTC": what runs at another time of day since (fact-forms keeps the statement by it). */
const TIME_MOVED = new RegExp(JOB_MOVED_TO_A_TIME, 'i');

/** "the scrapers run at 4am now": the same, said as when the job runs since. */
// ("the welcome email goes out at 9am now": what is sent, at another hour)
// ("the finance DAG runs at 5am UTC now": with its time zone, and named by what it is of — "finance dag" — when said)
const AT_A_TIME_NOW = new RegExp(String.raw`^(?:the\s+|our\s+)?(?<of>(?:[\w-]+\s+){0,2}?)(backups?|jobs?|cron(?:\s+jobs?)?|builds?|syncs?|exports?|imports?|reports?|scrapers?|crawlers?|pipelines?|dags?|emails?|reminders?|digests?|newsletters?)\s+(?:now\s+)?(?:runs?|happens?|starts?|goes out|go out|is sent|are sent)\s+(?:now\s+)?at\s+(${CLOCK_TIME})(?:\s+(?:utc|gmt|[a-z]{2,4}t))?\s+now\b`, 'i');

/** "we publish at 4am now": what the team does (its verb) at another hour since. */
// ("we print the afternoon pick list at 2pm now": what is done to, by its last word, 2)
const WE_DO_IT_AT_A_TIME_NOW = new RegExp(String.raw`^(?:we|i)\s+(?:now\s+)?(publish|deploy|release|sync|export|import|send|upload|push|ship|build|refresh|back up|print)\s+(?:it\s+|the\s+(?:[\w-]+\s+){0,2}([\w-]+)\s+)?(?:now\s+)?at\s+(${CLOCK_TIME})\s+now\b`, 'i');

/** "booking opens eight weeks before each show now": how long before each one of a kind a signup (1) opens or closes (2), in days (3, 4). */
const LEAD_TIME_NOW = /^(?:the\s+)?(booking|bookings|registration|sign-?ups?|ticket sales|sales|applications|enrol?ments?)\s+(opens?|closes?|starts?|ends?)\s+(?:now\s+)?(\d+|one|two|three|four|five|six|seven|eight|ten|twelve)\s+(days?|weeks?|months?)\s+(?:before|ahead of)\b[^.;]*\bnow\b/i;
const DAYS_IN: Record<string, number> = { day: 1, week: 7, month: 30 };
const daysOf = (n: string, unit: string) => countOf(n) * DAYS_IN[unit.toLowerCase().replace(/s$/, '')]!;

export function leadTimeNow(text: string): { what: string; edge: string; days: number } | null {
  const m = LEAD_TIME_NOW.exec(text.trim());
  return m ? { what: m[1]!.toLowerCase().replace(/s$/, ''), edge: m[2]!.toLowerCase().slice(0, 4), days: daysOf(m[3]!, m[4]!) } : null;
}

/** Whether a memory has that signup open (or close) another time before: "Booking opens six weeks before each show". */
export function opensAtAnotherLeadTime(content: string, said: { what: string; edge: string; days: number }): boolean {
  const lead = new RegExp(String.raw`\b${escapeRegExp(said.what)}s?\s+${escapeRegExp(said.edge)}\w*\s+(\d+|one|two|three|four|five|six|seven|eight|ten|twelve)\s+(days?|weeks?|months?)\s+(?:before|ahead of)\b`, 'gi');
  return [...memoryText(content).matchAll(lead)].some((m) => daysOf(m[1]!, m[2]!) !== said.days);
}

export function timeMoved(text: string): { what: string; at: string } | null {
  const at = (said: string) => said.toLowerCase().replace(/\s+/g, '');
  const moved = TIME_MOVED.exec(text.trim());
  if (moved) return { what: moved[1]!.toLowerCase().replace(/s$/, ''), at: at(moved[2]!) };
  const m = AT_A_TIME_NOW.exec(text.trim());
  if (m) return { what: `${m.groups!['of']!.toLowerCase()}${m[2]!.toLowerCase().replace(/s$/, '')}`, at: at(m[3]!) };
  // (what is done, and to what when said: "print list", so that "Invoices are printed at 1pm" is not it)
  const we = WE_DO_IT_AT_A_TIME_NOW.exec(text.trim());
  return we ? { what: [we[1]!, ...(we[2] ? [we[2]] : [])].map((w) => w.toLowerCase().replace(/s$/, '')).join(' '), at: at(we[3]!) } : null;
}

/** Whether a memory puts `what` at another time of day than `at` ("The nightly export runs at 2am UTC"). */
export function statesOtherTime(content: string, what: string, at: string): boolean {
  return givesTheJobAnother(content, what, CLOCK_TIME, (v) => v.replace(/\s+/g, '') !== at);
}

/**
 * "we pull from ezyVet at 6am instead of 11pm": what is done at another hour since, and the hour it was done at (the
 * words of what is done, 1; the new time, 2; the old hour, 3, its minutes, 4, and half of the day, 5).
 */
const AT_ANOTHER_HOUR_INSTEAD = new RegExp(String.raw`^(?:(?:and|also|so)\s+)?(?:we|i|the\s+[\w-]+|our\s+[\w-]+)\s+([^,;]{3,60}?)\s+at\s+(${CLOCK_TIME})\s+(?:now\s*,?\s+)?instead\s+of\s+(?:at\s+)?(\d{1,2})(?::(\d\d))?\s*(am|pm)?(?![\w:])`, 'i');
/** Words that name no part of what is done. */
const NOT_OF_THE_STEP = stemSet('we i and from to into at of the our us also so now every each');

export function hourInsteadOf(text: string): { words: string[]; at: string; was: number; half: 'am' | 'pm' | null } | null {
  const m = AT_ANOTHER_HOUR_INSTEAD.exec(text.trim());
  if (!m) return null;
  const words = [...stemSet(m[1]!)].filter((w) => !NOT_OF_THE_STEP.has(w));
  return words.length ? { words, at: m[2]!.toLowerCase().replace(/\s+/g, ''), was: Number(m[3]), half: (m[5]?.toLowerCase() as 'am' | 'pm' | undefined) ?? null } : null;
}

/** Whether a memory does that step (every word of it) at the hour it was done at: "… we pull appointments … every night at 11". */
export function doneAtTheOldHour(content: string, said: { words: string[]; was: number; half: 'am' | 'pm' | null }): boolean {
  const hour = new RegExp(String.raw`\bat\s+${said.was}(?::\d\d)?\s*(am|pm)?(?![\w:])|\b${said.was}(?::\d\d)?\s*(am|pm)\b`, 'gi');
  return memorySentences(content).some((sentence) => {
    const stems = stemSet(sentence);
    // (a bare hour, "at 11", is the old one whichever half of the day it was said in)
    return said.words.every((w) => stems.has(w)) && [...sentence.matchAll(hour)].some((h) => !said.half || !(h[1] ?? h[2]) || (h[1] ?? h[2])!.toLowerCase() === said.half);
  });
}

/** "the cutoff is 4pm now": the hour a kind of thing must be in by (1), said by its cutoff or deadline, since. */
// ("the print deadline moved to 9pm": said as moved)
const CUTOFF_NOW = new RegExp(String.raw`^(?:the\s+|our\s+)?(?:[\w-]+\s+)?(?:cut-?off|deadline)\s+(?:is\s+(?:now\s+)?(${CLOCK_TIME})\b[^.;]*\bnow\b|(?:has\s+)?(?:moved|changed|went)\s+to\s+(${CLOCK_TIME}))`, 'i');
/** Where a memory holds a kind of thing to an hour: "… have to be in by 2pm the day before", "the order cutoff is 2pm". */
const HELD_TO_AN_HOUR = new RegExp(String.raw`\b(?:be\s+(?:in|placed|submitted|booked|received|made|sent|confirmed)\s+by|cut-?off\s+is|deadline\s+is)\s+(${CLOCK_TIME})`, 'gi');

export function cutoffNow(text: string): { at: string } | null {
  const m = CUTOFF_NOW.exec(text.trim());
  return m ? { at: clockOf((m[1] ?? m[2])!) } : null;
}

/** Whether a memory holds a kind of thing to another hour than the cutoff said. */
export function heldToAnotherHour(content: string, said: { at: string }): boolean {
  return [...memoryText(content).matchAll(HELD_TO_AN_HOUR)].some((m) => clockOf(m[1]!) !== said.at);
}

/** A time of day as compared: "4pm", "4 PM" and "4:00pm" are one. */
const clockOf = (said: string) => said.toLowerCase().replace(/\s+/g, '').replace(/:00(?=[ap]m|$)/, '');

/** "the formulary export lands on Thursdays now", "stacks go up on Saturdays now": something (1) that comes on another weekday (2) since. */
const ON_ANOTHER_WEEKDAY_NOW = new RegExp(String.raw`^(?:the\s+|our\s+)?((?:[\w-]+\s+){0,2}?[\w-]+)\s+(?:lands?|arrives?|comes?(?:\s+in)?|runs?|happens?|go(?:es)?\s+(?:out|up|live|online)|(?:is|are)\s+(?:sent|dropped|delivered|published|released|exported|uploaded))\s+(?:now\s+)?(?:on|every)\s+(${WEEKDAY})\s+now\b`, 'i');

/** "we moved the races to Thursday nights this season": something (1) moved to another weekday (2). */
const MOVED_TO_A_WEEKDAY = new RegExp(String.raw`^(?:we|i)\s+(?:just\s+|have\s+)?(?:moved|switched|changed)\s+(?:the\s+|our\s+)?((?:[\w-]+\s+)?[\w-]+)\s+to\s+(${WEEKDAY})(?:\s+(?:nights?|mornings?|evenings?|afternoons?))?\b`, 'i');

export function weekdayNow(text: string): { words: string[]; day: string } | null {
  const said = text.trim().replace(new RegExp(`^${NEWS_OPENERS}`, 'i'), '');
  const m = ON_ANOTHER_WEEKDAY_NOW.exec(said) ?? MOVED_TO_A_WEEKDAY.exec(said);
  if (!m) return null;
  const words = [...stemSet(m[1]!)].filter((w) => !NOT_OF_THE_STEP.has(w));
  return words.length ? { words, day: m[2]!.toLowerCase().replace(/s$/, '') } : null;
}

/** Whether a memory puts that thing (every word of it) on another weekday: "… drops in data/formulary every Monday", "our Wednesday night races". */
export function comesOnAnotherWeekday(content: string, said: { words: string[]; day: string }): boolean {
  // (the weekday said anywhere in it: "… scores our Wednesday night races …")
  const day = new RegExp(String.raw`\b(${WEEKDAY})\b`, 'gi');
  return memorySentences(content).some((sentence) => {
    const stems = stemSet(sentence);
    return said.words.every((w) => stems.has(w)) && [...sentence.matchAll(day)].some((m) => m[1]!.toLowerCase().replace(/s$/, '') !== said.day);
  });
}

/**
 * Whether a memory names a recurring job (every word of it, each maybe plural) and gives it a value of a kind — a time of
 * day, a frequency — that `differs` says is not the one it has now.
 */
function givesTheJobAnother(content: string, job: string, values: string, differs: (value: string) => boolean): boolean {
  const text = memoryText(content).toLowerCase();
  // (the job as its verb is said too: "Readings are logged … every 10 minutes" for "we log …")
  if (!job.split(' ').every((w) => new RegExp(String.raw`\b${escapeRegExp(w)}(?:s|es|ed|ged|ing|ging)?\b`).test(text))) return false;
  return [...text.matchAll(new RegExp(String.raw`\b(?:${values})\b`, 'g'))].some((m) => differs(m[0]));
}

/**
 * "code freeze got pushed to the 27th (2026-12-27)", "the submission deadline moved to 30 June 2027": the milestone and
 * the day it is on now — as the date extraction wrote the words out, or as said with its year.
 */
const MILESTONE_MOVED_READ = new RegExp(String.raw`^${MILESTONE_MOVED}(?:[^(]*\((\d{4}-\d{2}-\d{2})\))?`, 'i');

export function milestoneMoved(text: string): { what: string; day: string } | null {
  const m = MILESTONE_MOVED_READ.exec(text.trim());
  const day = m ? (m[2] ?? datesWithTheirYear(text)[0]) : undefined;
  return m && day ? { what: m[1]!.toLowerCase().replace(/\s+/g, ' '), day } : null;
}

/** Whether a memory puts the milestone on another day ("Code freeze starts on the 20th (2026-12-20)" after it moved to the 27th). */
// (by the dates extraction writes after a day it read, "(2026-12-20)", or a day said with its year, "15 May 2027": not
// the day a memory was said on, which every one has in its "Why" line)
export function datesOtherDay(content: string, what: string, day: string): boolean {
  const text = memoryText(content);
  if (!text.toLowerCase().includes(what)) return false;
  const days = [...[...text.matchAll(/[(（](\d{4}-\d{2}-\d{2})[)）]/g)].map((m) => m[1]!), ...datesWithTheirYear(text.replace(/[(（]\d{4}-\d{2}-\d{2}[)）]/g, ''))];
  return days.some((d) => d !== day);
}

/** Whether a memory puts the milestone on another day of a month ("代码冻结从 20 号开始" after it moved to the 27th). */
export function givesOtherDayOfMonthZh(content: string, what: string, day: string): boolean {
  const text = memoryText(content);
  if (!text.includes(what)) return false;
  return [...text.matchAll(/(\d{1,2})\s*[日号]|[(（]\d{4}-\d{2}-(\d{2})[)）]/g)].some((m) => Number(m[1] ?? m[2]) !== Number(day));
}

/** "the cleanup cron runs hourly now": how often a job runs since (fact-forms keeps the statement by it). */
const RHYTHM_NOW_READ = new RegExp(RHYTHM_NOW, 'i');
const REDONE_NOW_READ = new RegExp(REDONE_NOW, 'i');

/** How often a step of the work happens, with the days it happens on: "every weekday", "on Tuesdays and Thursdays". */
// ("at the end of each week": a rhythm said by when in the period)
const RHYTHM_VALUE = String.raw`${FREQUENCY}|every\s+(?:week\s?day|business day|working day|weekend|(?:other\s+)?${WEEKDAY})|on\s+${WEEKDAY}(?:\s+and\s+${WEEKDAY})?|at the end of (?:each|every) (?:day|week|month|quarter)`;
/** "we deploy every weekday now", "we release on Thursdays now": the team's own step of the work (1) at another rhythm (2) since. */
// ("we update the kiosks on Tuesday mornings now": what is updated named between, the part of the day after; "we log every 5
// minutes now": how often readings are taken; "I upload on Sundays now": the user's own; "we retrain every two weeks now":
// a model's retraining, which a memory says as "is retrained")
const WE_DO_IT_NOW = new RegExp(String.raw`^(?:we|i)\s+(?:now\s+)?(deploy|release|ship|merge|back up|retro|demo|update|patch|restart|reboot|upgrade|log|poll|sample|sync|measure|snapshot|upload|publish|post|stream|retrain|reindex)\s+(?:to\s+prod(?:uction)?\s+|the\s+[\w-]+\s+)?(?:now\s+)?(${RHYTHM_VALUE})(?:\s+(?:mornings?|evenings?|nights?|afternoons?))?\s+now\b`, 'i');

/** "recruiting adds new hires on Thursdays now": what a team does (the job, 1) at another rhythm (2) since. */
const A_TEAM_DOES_IT_NOW = new RegExp(String.raw`^(?:the\s+)?[\w-]+(?:\s+team)?\s+(?:now\s+)?(adds|updates|uploads|imports|reviews|sends|exports)\s+(?:the\s+)?[\w-]+(?:\s+[\w-]+)?\s+(?:now\s+)?(${RHYTHM_VALUE})\s+now\b`, 'i');
/** "donations sync every 15 minutes now": what a kind of record does (the job, 1) at another rhythm (2) since. */
const SYNCS_NOW = new RegExp(String.raw`^(?:the\s+|our\s+)?(?:[\w-]+\s+)?[\w-]+s\s+(?:now\s+)?(sync|refresh|import|export|update|upload)\s+(?:now\s+)?(${RHYTHM_VALUE})\s+now\b`, 'i');

/** "design reviews moved to Wednesdays": a recurring meeting (1) on another day of the week (2) since, the day in the plural. */
const MEETINGS_MOVED = new RegExp(String.raw`^(?:the\s+|our\s+)?${RECURRING_MEETINGS_MOVED}`, 'i');

/** "staging is rebuilt every 6 hours now", "staging refreshes hourly now": a part of the system (1) reset at another rhythm (2) since. */
const RESET_NOW = new RegExp(String.raw`^(?:also\s+|and\s+)?${COPY_RENEWED}\s+(?:now\s+)?(${FREQUENCY})\s+now\b`, 'i');

/** "results go to the ministry every month from now on": what the work hands over (1), to whom, at another rhythm (2) since. */
// ("results go in every Monday now": where left unsaid, the day said as a rhythm)
const HANDED_OVER_NOW = new RegExp(String.raw`^(?:the\s+|our\s+)?((?:[\w-]+\s+)?(?:results|reports|estimates|figures|numbers|invoices|statements|deliverables|extracts|grades|scores|marks|timesheets))\s+(?:go|get sent|are sent|are delivered|are submitted)\s+(?:(?:to|into)\s+(?:the\s+|our\s+)?[\w'-]+(?:\s+[\w'-]+)?\s+|in\s+)(${RHYTHM_VALUE})\s+(?:now|from now on|going forward)\b`, 'i');

export function rhythmNow(text: string): { job: string; every: string } | null {
  const moved = MEETINGS_MOVED.exec(text.trim());
  if (moved) {
    // ("releases moved to every other Thursday": a rhythm said whole, not a day)
    const day = moved[2]!.toLowerCase().replace(/\s+/g, ' ');
    return { job: moved[1]!.toLowerCase().replace(/s$/, '').replace(/\s+/g, ' '), every: day.startsWith('every') ? day : `on ${day}` };
  }
  const m = RHYTHM_NOW_READ.exec(text.trim()) ?? WE_DO_IT_NOW.exec(text.trim()) ?? RESET_NOW.exec(text.trim()) ?? HANDED_OVER_NOW.exec(text.trim()) ?? SYNCS_NOW.exec(text.trim()) ?? A_TEAM_DOES_IT_NOW.exec(text.trim()) ?? REDONE_NOW_READ.exec(text.trim());
  return m ? { job: m[1]!.toLowerCase().replace(/s$/, ''), every: m[2]!.toLowerCase().replace(/\s+/g, ' ') } : null;
}

/** Whether a memory gives the job (every word of its name) another frequency or other days ("The cleanup cron runs daily at midnight", "We deploy on Tuesdays and Thursdays"). */
export function statesOtherRhythm(content: string, job: string, every: string): boolean {
  return givesTheJobAnother(content, job, RHYTHM_VALUE, (v) => v.replace(/\s+/g, ' ') !== every);
}

const PERIOD_MOVED_READ = new RegExp(String.raw`^${NEWS_OPENERS}${PERIOD_MOVED}`, 'i');

/** "排班表改成每月 20 号前交了": the day of every month a thing (1) is due by (2) since, in Chinese. */
const DAY_OF_MONTH_NOW_ZH = /^([^，,。\d]{2,8}?)(?:现在)?(?:改成|改到|提前到|推迟到)(?:每月|每个月)\s*(\d+)\s*号(?:之)?前/;

/** "周报改成每周一上午 9 点前发了": the hour (2) a thing (1) is due before since, in Chinese. */
const DUE_HOUR_NOW_ZH = /^([^，,。\d]{2,8}?)(?:现在)?(?:改成|改到|改为|提前到|推迟到)(?:每(?:周[一二三四五六日天]|天|个工作日))?(?:早上|上午|中午|下午|晚上)?\s*(\d{1,2})\s*点(?:半)?(?:之)?前/;

export function dueHourNowZh(text: string): { thing: string; hour: string } | null {
  const m = DUE_HOUR_NOW_ZH.exec(text.trim());
  return m ? { thing: m[1]!, hour: m[2]! } : null;
}

/** Whether a memory has that thing due before another hour: "周报每周一上午 10 点前发给老板". */
export function dueBeforeAnotherHourZh(content: string, said: { thing: string; hour: string }): boolean {
  return memorySentences(content).some((sentence) => sentence.includes(said.thing) && [...sentence.matchAll(/(\d{1,2})\s*点(?:半)?(?:之)?前/g)].some((m) => m[1] !== said.hour));
}

export function dayOfMonthNowZh(text: string): { thing: string; day: string } | null {
  const m = DAY_OF_MONTH_NOW_ZH.exec(text.trim());
  return m ? { thing: m[1]!, day: m[2]! } : null;
}

/** Whether a memory has that thing due by another day of every month: "排班表每月 25 号前要交给院办". */
export function dueOnAnotherDayZh(content: string, said: { thing: string; day: string }): boolean {
  const due = new RegExp(String.raw`${escapeRegExp(said.thing)}[^。；;]{0,6}?每(?:月|个月)\s*(\d+)\s*号`, 'g');
  return [...memoryText(content).matchAll(due)].some((m) => m[1] !== said.day);
}

/** "现在下午 3 点到 5 点不接单": the hours (2–5) of the day a business does not do a thing (6) since. */
const CLOSED_HOURS_NOW_ZH = /^(?=[^。]*现在)(?:现在)?(?:每天)?(?:现在)?(早上|上午|中午|下午|晚上|凌晨)?\s*(\d+)\s*点(半)?(?:到|至|-)\s*(\d+)\s*点(半)?(不接单|休息|不营业|打烊|不发货|不配送|关门)/;

export function closedHoursNowZh(text: string): { what: string; span: string } | null {
  const m = CLOSED_HOURS_NOW_ZH.exec(text.trim());
  return m ? { what: m[6]!, span: `${m[2]}${m[3] ?? ''}-${m[4]}${m[5] ?? ''}` } : null;
}

/** Whether a memory gives another span of hours for that: "每天下午 2 点到 5 点不接单". */
export function statesOtherClosedHoursZh(content: string, said: { what: string; span: string }): boolean {
  const span = new RegExp(String.raw`(\d+)\s*点(半)?(?:到|至|-)\s*(\d+)\s*点(半)?\s*${said.what}`, 'g');
  return [...memoryText(content).matchAll(span)].some((m) => `${m[1]}${m[2] ?? ''}-${m[3]}${m[4] ?? ''}` !== said.span);
}

/** "the season runs until mid-December now": the month a period of the work (1) runs to (2) since. */
const RUNS_UNTIL_NOW = new RegExp(String.raw`^(?:the\s+|our\s+)?(?:[\w-]+\s+)?(season|term|semester|school year|fiscal year|programme|program|camp|league)\s+(?:now\s+)?(?:runs|goes|lasts)\s+(?:until|till|through|to|into)\s+(?:(?:early|mid|late)-?\s*)?(${MONTH})\b[^.;]*\bnow\b`, 'i');

export function periodEndNow(text: string): { period: string; month: string } | null {
  const m = RUNS_UNTIL_NOW.exec(text.trim());
  return m ? { period: m[1]!.toLowerCase(), month: m[2]!.toLowerCase() } : null;
}

/** Whether a memory has the period run to another month: "The season runs from September to November". */
export function runsToAnotherMonth(content: string, said: { period: string; month: string }): boolean {
  const span = new RegExp(String.raw`\b${escapeRegExp(said.period)}\s+runs\s+from\s+(?:(?:early|mid|late)-?\s*)?(?:${MONTH})\s+(?:to|through|until|till)\s+(?:(?:early|mid|late)-?\s*)?(${MONTH})\b`, 'gi');
  return [...memoryText(content).matchAll(span)].some((m) => m[1]!.toLowerCase() !== said.month);
}

/** The month a period of the business starts or ends in since: "the fiscal year now starts in January". */
export function periodMoved(text: string): { period: string; edge: string; month: string } | null {
  const m = PERIOD_MOVED_READ.exec(text.trim());
  return m ? { period: (m[1] ?? m[4])!.toLowerCase(), edge: (m[2] ?? m[5])!.toLowerCase().replace(/^begins$/, 'starts'), month: (m[3] ?? m[6])!.toLowerCase() } : null;
}

/** Whether a memory has the period start (or end) in another month: "Our fiscal year starts in February, so Q1 is Feb to Apr". */
export function startsInOtherMonth(content: string, period: string, edge: string, month: string): boolean {
  const said = new RegExp(String.raw`\b${escapeRegExp(period)}\s+(?:always\s+)?(${edge === 'starts' ? 'starts|begins' : 'ends'})\s+(?:in|on)\s+(january|february|march|april|may|june|july|august|september|october|november|december)\b`, 'gi');
  return [...memoryText(content).matchAll(said)].some((m) => m[2]!.toLowerCase() !== month);
}

const RHYTHM_NOW_ZH_READ = new RegExp(String.raw`^${RHYTHM_NOW_ZH}`);

/** "数据现在每天早上同步一次": what (1) happens at another rhythm (2) since, and the step (3), in Chinese. */
export function rhythmNowZh(text: string): { what: string; every: string; step: string } | null {
  const m = RHYTHM_NOW_ZH_READ.exec(text.trim());
  return m ? { what: m[1]!, every: m[2]!.replace(/\s+/g, ''), step: m[3]! } : null;
}

/** Whether a memory has the same step of the same thing at another rhythm: "数据每周一早上从数仓同步一次". */
export function statesOtherRhythmZh(content: string, what: string, every: string, step: string): boolean {
  return memorySentences(content).some((sentence) => {
    // (with no doer said, the step alone names it: "每 30 分钟检查一次更新" of "现在改成每 10 分钟检查一次")
    if ((what && !sentence.includes(what)) || !sentence.includes(step)) return false;
    return [...sentence.matchAll(/每(?:个)?(?:天|晚|周[一二三四五六日天]?|星期[一二三四五六日天]|月|小时|(?:两|三|四|半)(?:天|周|个?月|个?小时))|每\s*\d+\s*(?:秒|分钟|小时|天)/g)].some((h) => h[0].replace(/\s+/g, '') !== every);
  });
}

const TIME_MOVED_ZH_READ = new RegExp(String.raw`^${TIME_MOVED_ZH}`);

/** "调度改到每天凌晨 4 点了": a step (its name) that runs at another hour since. */
// ("发布时间改到每天中午 12 点了": a time named by its step, 发布时间, is of the step, 发 — "每天晚上 8 点发一篇")
export function timeMovedZh(text: string): { what: string; hour: string } | null {
  const m = TIME_MOVED_ZH_READ.exec(text.trim());
  return m ? { what: /时间$/.test(m[1]!) ? m[1]!.charAt(0) : m[1]!, hour: m[2]! } : null;
}

/** An hour said in Chinese: "两点半", "4 点", "十一点" (a time of day before it: 下午). */
const HOUR_ZH = String.raw`(?:早上|上午|中午|下午|晚上|凌晨)?\s*([\d一二两三四五六七八九十]{1,3})\s*点(半)?`;
/** A span of hours: "两点到五点", "2 点至 5 点半". */
const SPAN_ZH = String.raw`${HOUR_ZH}\s*(?:到|至|-|~)\s*${HOUR_ZH}`;
/** "休息时间改成下午两点半到四点半了": a span of hours (2–5) a thing (1) is at since a change. */
const SPAN_MOVED_ZH = new RegExp(String.raw`^(?!把|请|帮|麻烦|你|这|那)([\u4e00-\u9fff]{2,6}?)(?:时间)?(?:现在)?(?:改成|改到|调到|换成|改为)(?:了)?(?:每天)?${SPAN_ZH}了?[。！!]?$`);

/** An hour as a number of half hours from midnight of its half of the day ("两点半" is 5). */
const halfHoursZh = (hour: string, half?: string) => {
  const n = /^\d+$/.test(hour) ? Number(hour) : hour.length === 2 && hour[0] === '十' ? 10 + ZH_NUMBER[hour[1]!]! : hour === '十' ? 10 : ZH_NUMBER[hour] ?? NaN;
  return n * 2 + (half ? 1 : 0);
};

export function spanMovedZh(text: string): { what: string; from: number; to: number } | null {
  const m = SPAN_MOVED_ZH.exec(text.trim());
  return m ? { what: m[1]!, from: halfHoursZh(m[2]!, m[3]), to: halfHoursZh(m[4]!, m[5]) } : null;
}

/** "上线时间改到晚上十一点以后了": the hour (2–3) a step (1) is held to since a change, said with 以后 or 之前 too. */
const HOUR_MOVED_ZH = new RegExp(String.raw`^(?!把|请|帮|麻烦|你|这|那)([\u4e00-\u9fff]{2,6}?)(?:时间)?(?:现在)?(?:改到|改成|调到|推迟到|提前到|改为)${HOUR_ZH}(?:以后|之后|前|以前|之前)?了?[。！!]?$`);

export function hourMovedZh(text: string): { what: string; at: number } | null {
  const m = HOUR_MOVED_ZH.exec(text.trim());
  return m ? { what: m[1]!, at: halfHoursZh(m[2]!, m[3]) } : null;
}

/**
 * Whether a memory has a clause (Chinese commas and stops cut clauses) with `what` and a match of `value` that `differs`
 * says is another: what the three hour readers below ask alike.
 */
function aClauseGivesItAnother(content: string, what: string, value: RegExp, differs: (m: RegExpMatchArray) => boolean): boolean {
  return memoryText(content).split(/[，,。；;！!\n]/).some((clause) => clause.includes(what) && [...clause.matchAll(value)].some(differs));
}

/** Whether a memory holds the step to another hour: "上线必须在晚上十点以后" (a clause with the step and another hour). */
export function statesOtherHourAtZh(content: string, said: { what: string; at: number }): boolean {
  return aClauseGivesItAnother(content, said.what, new RegExp(HOUR_ZH, 'g'), (m) => halfHoursZh(m[1]!, m[2]) !== said.at);
}

/** Whether a memory puts the thing at another span of hours ("每天下午两点到五点店里休息"): a clause with it and another span. */
export function statesOtherSpanZh(content: string, said: { what: string; from: number; to: number }): boolean {
  return aClauseGivesItAnother(content, said.what, new RegExp(SPAN_ZH, 'g'), (m) => halfHoursZh(m[1]!, m[2]) !== said.from || halfHoursZh(m[3]!, m[4]) !== said.to);
}

/** Whether a memory runs that step at another hour ("每天早上 6 点跑全量调度"): a clause with the step and another "N 点". */
export function statesOtherHourZh(content: string, what: string, hour: string): boolean {
  return aClauseGivesItAnother(content, what, /(\d{1,2})\s*点/g, (m) => m[1] !== hour);
}
