// A change said in words no update kind reads, caught by its shape: the same words up to a value, another value after
// them. "the fiscal year now starts in January" says otherwise of "Our fiscal year starts in February, so …"; "deploys go
// to Vercel from now on" of "deploys go to Netlify" (not of "preview deploys go to Netlify": another subject). The frame
// is compared whole, word for word (stemmed), from the start of a clause to the value — never a few words found apart.
import { stemmer } from 'stemmer';
import { escapeRegExp } from './regexp.js';
import { memorySentences } from './supersede.js';

/** A value said in a frame: the frame's words (stemmed, in order) and the value (lower case). */
export interface FramedValue {
  frame: string[];
  value: string;
  /** Words that find a memory that may say the frame (its content words, as written). */
  words: string[];
}

/** Words said to mark a change, taken out of the frame: "now", "from now on", "going forward". */
const SINCE = /\b(?:from now on|going forward|these days|now)\b/gi;
/** How a step is done that is no part of what it is done with: "done by hand with NVDA" is "done with NVDA". */
const HOW_DONE = /\b(?:by hand|manually)\s+(?=with\b)/gi;
/** A value said as it should be is the value: "max retries should be 5" frames as "max retries is 5". */
const SHOULD_BE = /\b(?:should|must|has to|have to|needs? to)\s+be\b/gi;
/** What opens a statement without being part of its frame. */
const OPENER = /^(?:(?:heads up|fyi|btw|update|actually|ok(?:ay)?|so|and|but|quick update|just so you know)[,:!]?\s+)+/i;
/** Words that make no difference to a frame. */
const DROP = new Set(['the', 'our', 'a', 'an', 'its', 'their', 'all', 'also', 'still', 'currently', 'always', 'just', 'officially']);
/** Words of a frame that say nothing of its subject (a frame needs two others at least: "we use" names no subject). */
const FUNCTION_WORD = /^(?:is|are|was|be|in|on|at|to|of|for|by|with|from|into|onto|via|through|go|goes|live|lives|we|i|you|it|they|use|uses|using|have|has|run|runs)$/;
const MONTHS_AND_DAYS = /^(?:january|february|march|april|may|june|july|august|september|october|november|december|monday|tuesday|wednesday|thursday|friday|saturday|sunday)s?$/i;
const UNIT = /^(?:ms|s|sec|secs|seconds?|mins?|minutes?|h|hrs?|hours?|days?|weeks?|months?|years?|kb|mb|gb|tb|%|percent|lines?|files?|rows?|requests?|rps|approvals?|reviewers?|retries|attempts?|replicas?|nodes?|workers?|cores?|gpus?|shards?|partitions?|hz|khz|mhz|ghz|mah|ma|ua|µa|mv|v|w|kw|dpi|fps|bits?|bytes?)$/i;
/** Acronyms that name a kind of thing, not one thing by its name: "the public API SLO", "the UI". */
const COMMON_ACRONYM = /^(?:API|APIs|SLO|SLOs|SLA|SLAs|SLI|RTO|RPO|UI|UX|DB|CI|CD|PR|PRs|MR|QA|MSRV|SDK|CLI|URL|DNS|CDN|TLS|SSL|OS)$/;
/** A word that names a measure of the project alone: an acronym ("MSRV", "SLO", "RTO") or a kind of limit. */
const MEASURE = /^(?:[A-Z]{3,6}|budget|quota|target|threshold|retention|timeout)$/;
// (letters of any script: "Zürich" is one token, not "Z" and "rich", whose capital would be read as the value)
const TOKEN = /`[^`]+`|[@\p{L}\p{N}_][\p{L}\p{N}_.:/@+#%-]*[\p{L}\p{N}_/%]|[@\p{L}\p{N}_]/gu;

/** A clause's tokens as a frame reads them: without its opener, its "now", how a step is done, "should be" as "is". */
const tokensOf = (clause: string): string[] => clause.replace(OPENER, '').replace(SINCE, ' ').replace(HOW_DONE, '').replace(SHOULD_BE, 'is').match(TOKEN) ?? [];

/** Whether a token is a value: a number, a name by its capital, a month or weekday, an address, a path, a version, code. */
function isValue(token: string, first: boolean, loose: boolean): boolean {
  // (a number with its unit written on: "15uA", "2x")
  // (a size or a time with its common unit written on is one always: "640px", "200ms", "50MB")
  if (/^`/.test(token) || /^@/.test(token) || /^v?\d[\d.,]*%?$/.test(token) || /^\d[\d.,]*(?:px|ms|kb|mb|gb|tb|rem|em|pt)$/i.test(token) || (loose && /^\d[\d.,]*[a-zµ]{1,3}$/i.test(token)) || MONTHS_AND_DAYS.test(token)) return true;
  if (/[/:]/.test(token) || /^[a-z0-9-]+(?:\.[a-z0-9-]+)+$/i.test(token)) return true;
  return !first && /^\p{Lu}/u.test(token) && !/^I(?:'|$)/.test(token) && !COMMON_ACRONYM.test(token);
}

/**
 * The frame and value of a clause: its first value with the words before it from the clause's start (what follows the
 * value is the value's, not a frame of its own) — null with no value, or a frame of fewer than two words of a subject.
 * Read `loose` to find a change of a memory, not to keep a sentence: a number with its unit written on is a value too,
 * and one word of a subject is enough when it names a measure ("MSRV is 1.80 now", "power budget is 10uA now") — or any
 * word, `anySubject`, on a memory's side, where the frame said is what must match.
 */
function frameOf(clause: string, loose = false, anySubject = false): FramedValue | null {
  const tokens = tokensOf(clause);
  const frame: string[] = [];
  const words: string[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    if (isValue(t, frame.length === 0 && words.length === 0, loose)) {
      const unit = /^v?\d/.test(t) && tokens[i + 1] && UNIT.test(tokens[i + 1]!) ? ` ${tokens[i + 1]!.toLowerCase().replace(/s$/, '')}` : '';
      const subject = frame.filter((w) => !FUNCTION_WORD.test(w));
      const enough = subject.length >= 2 || (subject.length === 1 && (anySubject || (loose && MEASURE.test(words[0] ?? ''))));
      return enough ? { frame, value: t.toLowerCase().replace(/^`|`$/g, '') + unit, words } : null;
    }
    const w = t.toLowerCase().replace(/['’].*$/, '');
    if (DROP.has(w)) continue;
    frame.push(stemmer(w));
    if (!FUNCTION_WORD.test(w) && w.length > 2) words.push(t);
  }
  return null;
}

/** The clauses a text is made of: split at a sentence's end, a semicolon, a comma, a dash. */
const clausesOf = (text: string) => text.split(/(?<=[.!?])\s+|\n+|[;,]\s+|\s+[—–-]\s+/).filter(Boolean);
/** A statement's first clause, past what opens it: where its frame is read. */
const firstClause = (text: string) => clausesOf(text.replace(OPENER, ''))[0] ?? '';

/** What judges the state said: "that's too big", "way too slow", "not great". */
const JUDGED = /\b(?:too\s+(?:big|small|slow|long|much|many|high|low|large|heavy)|that'?s\s+(?:too|not|bad|weird|wrong|a problem|annoying)|not\s+(?:great|good|ok|okay|ideal)|way\s+too)\b/i;
/** The verbs of how a part stands that a change in a frame may use ("come from", "go to", "run on", "is"). */
const STANDING_VERB = /^(?:come|go|live|run|is|are|start|end|point|deploy|ship|sync|send|land|happen|default|publish|build)$/;

/**
 * A change said in a frame whose verb says how a part stands: "auto-updates come from GitHub releases now" (not "the tests
 * pass on CI now": a state of the day; the caller rules out words of the moment and of trouble).
 */
export function changeInAFrame(text: string): boolean {
  const framed = valueInAFrame(text);
  const clause = firstClause(text);
  // (not what is going on, "the server is running on port 8080 now", nor a complaint: "the image size is 2 GB now, that's too
  // big", nor a step proposed: "let's go to 20% now")
  return framed !== null && framed.frame.some((w) => STANDING_VERB.test(w)) && !/\b(?:i|you|my|your|this|that|it|let'?s|let us)\b|\bwe(?:'ll|\s+will|\s+should|\s+could|\s+can)\b|\b(?:is|are)\s+(?:\w+\s+)?\w+ing\b/i.test(clause) && !JUDGED.test(text);
}

/** The value a change sets in its frame ("the fiscal year now starts in January"), said with "now" or "from now on"; or null (read `loose`: see frameOf). */
export function valueInAFrame(text: string, loose = false): FramedValue | null {
  if (/\?\s*$/.test(text)) return null;
  // ("MSRV went up to 1.80 this week": a value moved to is the value now, "MSRV is 1.80 now")
  const moved = loose ? MOVED_TO_A_VALUE.exec(firstClause(text)) : null;
  if (moved) return frameOf(`${moved[1]} is ${moved[2]}`, loose);
  if (!/\b(?:now|from now on|going forward)\b/i.test(text)) return null;
  return frameOf(firstClause(text), loose);
}

/** "MSRV went up to 1.80", "the quota was raised to 500": what (1) moved to a value (2), a number or a version. */
const MOVED_TO_A_VALUE = /^((?:the\s+|our\s+)?(?!(?:it|this|that|they|we|i|you|he|she)\b)[\w-]+(?:\s+[\w-]+){0,2}?)\s+(?:went|has gone|have gone|was|were|got|has been|have been)\s+(?:up|down|bumped|raised|lowered|moved|increased|decreased|cut|reduced)(?:\s+up)?\s+to\s+(v?\d[\w.]*)\b/i;

/**
 * Whether two frames name the same subject in another order: "the public API SLO is" and "the SLO for the public API is"
 * (the same words of a subject, two at least, and the same verb last).
 */
function sameSubject(a: string[], b: string[]): boolean {
  return a.at(-1) === b.at(-1) && subjectKey(a) === subjectKey(b) && subjectKey(a).includes(' ');
}

/** A subject's words (stems, no function words), in one order, each once: what two frames compare. */
// (nor "are" or "was", as stemmed, "ar" and "wa": "parts are at cost plus" and "parts at cost plus" name one subject — a
// frame counts them as words of its own, which lets "exports are 1080p now" say enough)
const subjectKey = (stems: string[]) => [...new Set(stems.filter((w) => !FUNCTION_WORD.test(w) && !/^(?:ar|wa)$/.test(w)))].sort().join(' ');

/**
 * Whether a clause names the same subject around its value, some of it after: "statement_timeout is 30s for the app role"
 * and "statement_timeout for the app role is" (the same words of a subject, two at least, and the same verb).
 */
function sameSubjectAround(clause: string, f: FramedValue, said: FramedValue): boolean {
  if (f.frame.at(-1) !== said.frame.at(-1)) return false;
  const [value, unit] = f.value.split(' ');
  const words = tokensOf(clause)
    .map((t) => t.toLowerCase().replace(/['’].*$/, ''))
    .filter((w) => w !== value && w !== unit && !(unit && w === `${unit}s`) && !DROP.has(w) && !FUNCTION_WORD.test(w))
    .map((w) => stemmer(w));
  const subject = subjectKey(said.frame);
  return subject.includes(' ') && subjectKey(words) === subject;
}

/**
 * Whether a memory names the same measure more briefly, in the same unit: "the clock is 48 MHz" after "the system clock is
 * 96 MHz now" (its frame the end of the one said, a word of a subject in it; a unit on both sides, so a bare number or a
 * name never matches by a shared last word).
 */
// (or, in a clause with no verb of its own, by some of its words only, placed as the value is: "the others at 30% volume"
// after "the other parts are at 20% now" — not "statement_timeout is 30s for the admin role", which says more after it)
function namedShorter(f: FramedValue, said: FramedValue): boolean {
  const unit = unitOfValue(said.value);
  if (!unit || unitOfValue(f.value) !== unit || f.frame.length >= said.frame.length) return false;
  const tail = said.frame.slice(said.frame.length - f.frame.length);
  const subject = f.frame.filter((w) => !FUNCTION_WORD.test(w) && !PLACING.test(w));
  const saidSubject = new Set(said.frame.filter((w) => !FUNCTION_WORD.test(w) && !PLACING.test(w)));
  const verbless = PLACING.test(f.frame.at(-1) ?? '') && f.frame.length === subject.length + 1;
  const someOfItsWords = verbless && f.frame.at(-1) === said.frame.at(-1) && subject.every((w) => saidSubject.has(w));
  return (tail.join(' ') === f.frame.join(' ') || someOfItsWords) && subject.length > 0;
}

/** A word that places a value, closing a frame: "at", "to", "on". */
// ("before" and "after" too, as stemmed: "cafés before 7am" after "cafés want deliveries before 6:30am now")
const PLACING = /^(?:at|to|on|in|of|for|by|with|from|befor|after|until)$/;
/** A value's unit: the word after its number, or what is written on it ("30%", "640px"). */
const unitOfValue = (value: string): string | undefined => value.split(' ')[1] ?? /^v?\d[\d.,:]*([a-z%µ]+)$/i.exec(value)?.[1]?.toLowerCase();

/** A clause that turns a thing down: "don't switch it to GitHub releases". */
const TURNED_DOWN = /\b(?:not|never|no|don'?t|do not|instead of|rather than|avoid|without)\b/i;

/**
 * Whether a memory says another value in the same frame — and not this one beside it in that sentence ("7 days, 14 for
 * compacted topics"; said as turned down it does not count: "…, don't switch it to GitHub releases").
 */
export function givesTheFrameAnother(content: string, said: FramedValue): boolean {
  const frame = said.frame.join(' ');
  const value = said.value.split(' ')[0]!;
  return memorySentences(content)
    .filter((sentence) => !clausesOf(sentence).some((clause) => clause.toLowerCase().includes(value) && !TURNED_DOWN.test(clause)))
    .some((sentence) => clausesOf(sentence).some((clause) => {
      const f = frameOf(clause, true, true);
      return f !== null && f.value !== said.value && (f.frame.join(' ') === frame || sameSubject(f.frame, said.frame) || sameSubjectAround(clause, f, said) || namedShorter(f, said));
    }));
}

/**
 * "shadow runs are 3 days now, a week was too slow": a change that names the value it replaces, judged — the subject's
 * first word (1) and the old value (2), a number or "a" and its unit.
 */
// ("target is 40 fps on the Deck now, 60 was unrealistic": the old number said bare, in the new one's unit)
const OLD_VALUE_JUDGED =
  /^(?:the\s+|our\s+)?(?!(?:it|this|that|they|we|i|you)\b)([a-z][\w-]{2,})\b[^,;]*\bnow\s*[,;]\s*(?:the\s+old\s+|the\s+)?((?:a|an|one|two|three|\d+(?:\.\d+)?)(?:\s+(?:full\s+)?[a-z]+)?)\s+(?:was|were)\s+(?:(?:too|way too|far too|much too)\s+\w+|unrealistic|overkill|excessive|not enough)\b/i;
/** The new value's number and unit, said before "now": "40 fps" of "target is 40 fps on the Deck now". */
const NEW_VALUE = /\b\d+(?:\.\d+)?\s*([a-z]{1,8})\b[^,;]*\bnow\b/i;

export function oldValueJudged(text: string): { subject: string; old: string } | null {
  const m = OLD_VALUE_JUDGED.exec(text.trim());
  if (!m) return null;
  const old = m[2]!.toLowerCase();
  if (/\s/.test(old)) return { subject: m[1]!.toLowerCase(), old };
  const unit = /^\d/.test(old) ? NEW_VALUE.exec(text)?.[1] : undefined;
  return unit ? { subject: m[1]!.toLowerCase(), old: `${old} ${unit.toLowerCase()}` } : null;
}

/** Whether a memory says the old value of that subject: "Shadow deployments run for at least a week …" (a sentence with both; "a week" is "one week" too). */
export function saysTheOldValue(content: string, subject: string, old: string): boolean {
  const [count, unit] = old.split(/\s+(?=\S+$)/) as [string, string];
  const value = new RegExp(String.raw`\b${escapeRegExp(count).replace(/^(?:an?|one)(?=\s|$)/, '(?:a|an|one)')}\s+${escapeRegExp(unit)}s?\b`, 'i');
  const named = new RegExp(String.raw`\b${escapeRegExp(subject)}`, 'i');
  return memorySentences(content).some((sentence) => named.test(sentence) && value.test(sentence));
}
