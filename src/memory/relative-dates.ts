// Relative days in what the user said, given their dates: a memory is read days or weeks later,
// when "Thursday" no longer says which Thursday.
const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];
const MONTH = '(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*';
/** A sentence that looks ahead, so a bare weekday in it is the coming one. */
const AHEAD = /\b(?:will|going to|until|till|after|before|by|starting|freez\w*|deadline|due|planned|scheduled)\b|'ll\b/i;
const PAST = /\b(?:was|were|had|did|ago|happened)\b/i;
const RELATIVE_DAY = new RegExp(
  String.raw`\b(?:today|tonight|tomorrow|yesterday|(?<!\bnext\s+)(?:(this|last)\s+)?(${WEEKDAYS.join('|')}))\b(?![,\s(]*(?:\d|${MONTH}\b))`,
  'gi',
);
const localDay = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

/**
 * Relative days given their date, as the memory will be read later: "the freeze starts
 * Thursday" said on Monday 2026-11-30 becomes "Thursday (2026-12-03)". Days are the machine's
 * local ones (the user's). A bare weekday is dated only in a sentence that looks ahead, and
 * "next Thursday" (this week's or next week's?) not at all.
 */
export function withDates(text: string, at: number): string {
  const now = new Date(at);
  const ahead = AHEAD.test(text) && !PAST.test(text);
  return text.replace(RELATIVE_DAY, (match: string, which: string | undefined, weekday: string | undefined) => {
    let offset: number;
    if (!weekday) offset = { today: 0, tonight: 0, tomorrow: 1, yesterday: -1 }[match.toLowerCase()] ?? 0;
    else {
      const diff = (WEEKDAYS.indexOf(weekday.toLowerCase()) - now.getDay() + 7) % 7;
      if (which?.toLowerCase() === 'last') offset = diff - 7;
      else if (which || ahead) offset = diff;
      else return match;
    }
    const d = new Date(at);
    d.setDate(d.getDate() + offset);
    return `${match} (${localDay(d)})`;
  });
}
