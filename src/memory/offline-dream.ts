// Dream maintenance without a model: relative dates made absolute (from the file's mtime),
// exact and near-exact duplicates merged, daily logs distilled into topic files by subject,
// project news whose end date is well past removed, and MEMORY.md rebuilt from the topic files'
// frontmatter within its limits (memories the user retired left out). Pure functions; the dream
// job applies them through the memory service.
import { parseMemory } from './frontmatter.js';
import { MAX_ENTRYPOINT_BYTES, MAX_ENTRYPOINT_LINES, indexEntry } from './memdir.js';
import { sameSubject, subjectStems } from './statement-files.js';
import { dayFrom, nextWeekday, withDatesAfter } from './relative-dates.js';
import { HAN, hanPairs } from './search-text.js';
import { heldPart, isSuperseded } from './supersede.js';
import { bareWords } from './statement-text.js';

const DAY = 86_400_000;
const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];

/** Not a possessive ("today's standup"), nor a phrase already followed by its date ("tomorrow (2026-12-01)", as extraction saves it). */
const NOT_AFTER = String.raw`(?!['’]s|\s*[(（]\d{4}-\d{2}-\d{2})`;
const RELATIVE = new RegExp(
  String.raw`\b(?:(last|next)\s+(sunday|monday|tuesday|wednesday|thursday|friday|saturday)|(\d{1,3})\s+days?\s+ago|(yesterday|tomorrow|today))\b${NOT_AFTER}`,
  'gi',
);
/** A preposition already in front of the phrase: "since yesterday" → "since 2026-11-26", not "since on …". */
const PREPOSITION = /\b(?:on|since|until|till|from|by|before|after|of|through|as of)\s+$/i;
/**
 * What stays as written: fenced blocks and inline code (a file called today.ts, a `--since
 * yesterday` flag), and the user's own words quoted under a memory (its Why: "…", said on its day).
 */
const AS_WRITTEN = /(```[\s\S]*?(?:```|$)|`[^`\n]*`|(?<=\b(?:said so|corrected the agent) on \d{4}-\d{2}-\d{2}: )"[^\n]*"(?=\.?\)?[ \t]*(?:\n|$)))/;

/** "on Friday": a weekday with no last/next, which only the sentence's tense can place. */
const BARE_WEEKDAY = new RegExp(String.raw`\bon\s+(sunday|monday|tuesday|wednesday|thursday|friday|saturday)\b${NOT_AFTER}`, 'gi');
/** Said of the past: "was", "did", "shipped"… (not the -ed words that announce a plan). */
const PAST = /\b(?:was|were|did|had|happened|went|broke|ran|began|came|got|made|took|said|told|\w{2,}[^\We]ed)\b/gi;
const NOT_PAST = /^(?:scheduled|planned|expected|supposed|needed|required|booked|intended|slated|timed|hundred)$/i;
/** Said of the future: "will", "is going to", "planned"… */
const FUTURE = /\b(?:will|won['’]t|shall|going to|planned|scheduled|due|upcoming|expected|supposed to)\b|['’]ll\b/i;

/** -1 for a sentence about the past, 1 for one about the future, 0 when it is neither or both (a habit: "deploys happen on Friday"). */
function tenseOf(sentence: string): -1 | 0 | 1 {
  const past = [...sentence.matchAll(PAST)].some((m) => !NOT_PAST.test(m[0]));
  const future = FUTURE.test(sentence);
  return past === future ? 0 : past ? -1 : 1;
}

/**
 * "yesterday", "last Friday", "3 days ago", "next Monday" → absolute dates, seen from `anchor`
 * (local days, as extraction dates what the user said). Code is left alone, and so are the
 * user's words quoted under a memory (the statement above them carries the dates), and so is a
 * possessive ("today's standup"), which no date reads well in, and a phrase already followed by
 * its date (extraction's "until tomorrow (2026-12-01)": said then, not at the file's mtime).
 * A bare weekday ("on Friday") is placed by its sentence's tense ("we deployed on Friday": the
 * last one; "the demo will be on Friday": the next); a habit ("deploys happen on Friday"), a
 * sentence with both tenses, or the anchor's own weekday stays as written. Chinese relative days,
 * and weeks and months in both languages, get their date after them, as extraction writes them
 * (明天（2026-12-01）, "last week (the week of 2026-11-23)").
 */
export function absoluteDates(text: string, anchor: number): string {
  const today = new Date(anchor).getDay();
  /** Days from the anchor to the last (-1) or next (1) such weekday, never 0. */
  const weekday = (name: string, dir: -1 | 1) => {
    const target = WEEKDAYS.indexOf(name.toLowerCase());
    return dir * (dir === -1 ? (today - target + 7) % 7 || 7 : (target - today + 7) % 7 || 7);
  };
  const prose = (part: string) => {
    const dated = part.replace(RELATIVE, (...args) => {
      const [phrase, dir, day, n, word] = args as [string, string?, string?, string?, string?];
      const offset = args[args.length - 2] as number;
      // "next Thursday" said on a Monday: this week's or next week's, both given rather than a guess
      const mayMean = dir?.toLowerCase() === 'next' ? nextWeekday(anchor, day!) : [];
      if (mayMean.length > 1) return `${phrase} (${mayMean.join(' or ')})`;
      const days = dir
        ? weekday(day!, dir.toLowerCase() === 'last' ? -1 : 1)
        : n
          ? -Number(n)
          : ({ yesterday: -1, tomorrow: 1, today: 0 } as Record<string, number>)[word!.toLowerCase()]!;
      return `${PREPOSITION.test(part.slice(Math.max(0, offset - 12), offset)) ? '' : 'on '}${dayFrom(anchor, days)}`;
    });
    return withDatesAfter(dated, anchor);
  };
  // Sentence by sentence (separators kept): the tense of the sentence a weekday sits in.
  const bare = (part: string) =>
    part.replace(/[^.!?;\n]+[.!?;]*/g, (sentence) => {
      const dir = tenseOf(sentence);
      if (dir === 0) return sentence;
      return sentence.replace(BARE_WEEKDAY, (phrase, day: string) =>
        WEEKDAYS.indexOf(day.toLowerCase()) === today ? phrase : `on ${dayFrom(anchor, weekday(day, dir))}`,
      );
    });
  return text
    .split(AS_WRITTEN)
    .map((part, i) => (i % 2 === 1 ? part : bare(prose(part))))
    .join('');
}

/** Words, and Chinese as pairs of characters (a clause has no spaces: as one word it would match only itself). */
const tokens = (s: string) =>
  new Set(
    bareWords(s)
      .split(' ')
      .flatMap((w) => (HAN.test(w) ? [...hanPairs(w), ...(w.match(/[a-z0-9]+/g) ?? [])] : w ? [w] : [])),
  );
/** Jaccard similarity of two word sets (two empty sets are the same). */
function jaccard(A: Set<string>, B: Set<string>): number {
  if (A.size === 0 && B.size === 0) return 1;
  let shared = 0;
  for (const w of A) if (B.has(w)) shared++;
  return shared / (A.size + B.size - shared);
}

export interface TopicFile {
  file: string;
  content: string;
  mtimeMs: number;
}

/** How alike two descriptions must be, and then two bodies, for two files to be one memory. */
const SAME_DESCRIPTION = 0.8;
const SAME_BODY = 0.5;

/**
 * Pairs to merge: same type, near-identical description (≥ 0.8 word overlap) and a body that
 * says mostly the same (≥ 0.5). The newer file is kept; the other's extra lines are folded in.
 * Each text is split into words once, and only files whose descriptions share one of their
 * rarest words are compared: two word sets that alike always do (a prefix filter), so a folder
 * of 2,000 files is not two million comparisons (13 s of a blocked event loop, splitting both
 * texts of every pair again).
 */
export function duplicatePairs(files: TopicFile[]): Array<{ keep: TopicFile; drop: TopicFile }> {
  const parsed = files.map((f) => ({ f, m: parseMemory(f.content) })).sort((a, b) => b.f.mtimeMs - a.f.mtimeMs);
  const descriptions = parsed.map((p) => tokens(p.m.description ?? ''));
  const bodies: Array<Set<string> | undefined> = [];
  const body = (i: number) => (bodies[i] ??= tokens(parsed[i]!.m.body));
  const candidates = alikeCandidates(descriptions, SAME_DESCRIPTION);
  const dropped = new Set<number>();
  const out: Array<{ keep: TopicFile; drop: TopicFile }> = [];
  for (let i = 0; i < parsed.length; i++) {
    if (dropped.has(i)) continue;
    const a = parsed[i]!;
    if (a.m.type === 'unknown' || isSuperseded(a.m.description)) continue; // a retired memory folds into nothing
    for (const j of candidates(i)) {
      const b = parsed[j]!;
      if (dropped.has(j) || a.m.type !== b.m.type || isSuperseded(b.m.description)) continue;
      if (jaccard(descriptions[i]!, descriptions[j]!) >= SAME_DESCRIPTION && jaccard(body(i), body(j)) >= SAME_BODY) {
        out.push({ keep: a.f, drop: b.f });
        dropped.add(j);
      }
    }
  }
  return out;
}

/**
 * For each set, the later sets (in ascending order) that may be at least `threshold` alike
 * (Jaccard): those sharing a word with it among the first |s| − ⌈threshold·|s|⌉ + 1 of its words,
 * rarest first — any two sets that alike share one there. Empty sets are alike only to each other.
 */
function alikeCandidates(sets: Array<Set<string>>, threshold: number): (i: number) => number[] {
  const frequency = new Map<string, number>();
  for (const set of sets) for (const w of set) frequency.set(w, (frequency.get(w) ?? 0) + 1);
  const rarestFirst = (a: string, b: string) => frequency.get(a)! - frequency.get(b)! || (a < b ? -1 : a > b ? 1 : 0);
  const holders = new Map<string, number[]>(); // word → the sets with it in their prefix, ascending
  const prefixes = sets.map((set, i) => {
    // (a hair under the product: a longer prefix never misses a pair)
    const prefix = [...set].sort(rarestFirst).slice(0, set.size - Math.ceil(threshold * set.size - 1e-9) + 1);
    for (const w of prefix) (holders.get(w) ?? holders.set(w, []).get(w)!).push(i);
    return prefix;
  });
  const empty = sets.flatMap((set, i) => (set.size === 0 ? [i] : []));
  return (i) => {
    if (sets[i]!.size === 0) return empty.filter((j) => j > i);
    const later = new Set<number>();
    for (const w of prefixes[i]!) for (const j of holders.get(w)!) if (j > i) later.add(j);
    return [...later].sort((a, b) => a - b);
  };
}

/**
 * An end said with its date: "frozen until Thursday (2026-12-03)", "until tomorrow (2026-12-01)", "the freeze ends 2026-12-03",
 * "due by 2026-12-03", "下周三（2026-12-09）之前冻结", "冻结到 2026-12-09".
 */
const ENDS_ON =
  /\b(?:until|till|through|thru|ends?|ending|ended|expires?|expiring|lasts?|due|by)\s+(?:on\s+)?(?:(?:\p{L}+day|tomorrow|tonight)\s+)?\(?(\d{4}-\d{2}-\d{2})\)?|(\d{4}-\d{2}-\d{2})[）)]?\s*(?:之前|以前|前|为止|截止)|(?:到|直到|截止到?)\s*\S{0,4}[（(]?(\d{4}-\d{2}-\d{2})/iu;

/**
 * Project news whose time is over: a project memory whose headline (description) ends on a date
 * more than `graceDays` ago, with no later date anywhere in it ("staging is frozen until
 * 2026-12-03", read on 2026-12-11). Rules, facts about the user and references never expire.
 */
export function expiredNews(files: TopicFile[], now: number, graceDays = 7): TopicFile[] {
  const out: TopicFile[] = [];
  for (const f of files) {
    const m = parseMemory(f.content);
    if (m.type !== 'project') continue;
    const found = ENDS_ON.exec(m.description ?? '');
    const end = found?.[1] ?? found?.[2] ?? found?.[3];
    if (!end) continue;
    const endMs = Date.parse(`${end}T23:59:59`); // the end of that day where the user is (no zone: local time)
    if (!Number.isFinite(endMs) || endMs + graceDays * DAY > now) continue;
    const later = [...f.content.matchAll(/\b\d{4}-\d{2}-\d{2}\b/g)].some((d) => d[0] > end);
    if (!later) out.push(f);
  }
  return out;
}

/**
 * The kept body plus the lines only the dropped file had: what holds with what holds, and what a
 * change retired (memory/supersede) with what was retired, so nothing that holds ends up under a
 * note that says it no longer does.
 */
export function mergeBodies(keep: string, drop: string): string {
  const have = new Set(keep.split('\n').map(bareWords).filter(Boolean));
  const extra = (text: string) => text.split('\n').filter((l) => bareWords(l) && !have.has(bareWords(l)));
  const [keepHeld, dropHeld] = [heldPart(keep), heldPart(drop)];
  const [held, retired] = [extra(dropHeld), extra(drop.slice(dropHeld.length))];
  if (held.length === 0 && retired.length === 0) return keep;
  const holds = held.length ? `${keepHeld.replace(/\s*$/, '\n')}${held.join('\n')}\n` : keepHeld;
  const wasRetired = keep.slice(keepHeld.length);
  const over = retired.length ? `${wasRetired ? wasRetired.replace(/\s*$/, '\n') : '\n'}${retired.join('\n')}\n` : wasRetired;
  return `${holds}${over}`;
}

export interface LogEntry {
  type: 'user' | 'feedback' | 'project' | 'reference';
  text: string;
  day: string;
}

/** Daily-log bullets: `- HH:MM [type] text (session …)`. */
export function parseDailyLog(content: string, day: string): LogEntry[] {
  const out: LogEntry[] = [];
  for (const line of content.split('\n')) {
    const m = /^-\s+(?:\d\d:\d\d\s+)?\[(user|feedback|project|reference)\]\s+(.+?)(?:\s+\(session [^)]*\))?\s*$/.exec(line.trim());
    if (m) out.push({ type: m[1] as LogEntry['type'], text: m[2]!, day });
  }
  return out;
}

/** Groups log entries of one type by subject. */
export function groupBySubject(entries: LogEntry[]): LogEntry[][] {
  const groups: Array<{ stems: string[]; items: LogEntry[] }> = [];
  for (const e of entries) {
    const stems = subjectStems(e.text);
    const g = groups.find((x) => x.items[0]!.type === e.type && sameSubject(x.stems, stems));
    if (g) {
      g.items.push(e);
      for (const s of stems) if (!g.stems.includes(s)) g.stems.push(s);
    } else groups.push({ stems, items: [e] });
  }
  return groups.map((g) => g.items);
}

/**
 * MEMORY.md from the topic files: lines that are not links are kept at the top, then one line
 * per file, newest first, within 200 lines and 25,000 bytes. Pointers to missing files vanish.
 */
export function rebuildIndex(current: string, files: TopicFile[]): string {
  const keep = current.split('\n').filter((l) => l.trim() && !/\]\((?:[^)]+\.md|<[^>]+\.md>)\)/.test(l));
  const lines = [...keep];
  let bytes = Buffer.byteLength(lines.join('\n'));
  for (const f of [...files].sort((a, b) => b.mtimeMs - a.mtimeMs)) {
    const m = parseMemory(f.content);
    if (isSuperseded(m.description)) continue; // retired by the user: recall still finds it, the index need not carry it
    const line = indexEntry(f.file, m.name ?? f.file.replace(/\.md$/, ''), m.description);
    if (lines.length + 1 > MAX_ENTRYPOINT_LINES || bytes + Buffer.byteLength(line) + 1 > MAX_ENTRYPOINT_BYTES) break;
    lines.push(line);
    bytes += Buffer.byteLength(line) + 1;
  }
  return lines.join('\n') + '\n';
}
