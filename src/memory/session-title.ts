// A session's title without a model, from the first request: what the work is, not how it was asked. A greeting,
// words said in passing, a short label ("Quick one:", "quick question:") and the request's wrapping ("can you",
// "could you please", "I need you to", "帮我", "请") are read away first: "Hey Claude, can you fix the flaky test in
// users.test.ts?" is titled "Fix the flaky test in users.test.ts". Then its first clause when it says enough, or its first
// ten words (thirty characters in Chinese, which has no spaces between words).

import { readFront } from './message-front.js';
import { asksForWork } from './task-bound.js';
import { sentencesOf } from './own-words.js';
import { proseOnly } from './prose.js';
import { HAN } from './search-text.js';
import { trimDangling } from './statement-files.js';

/** A short label of the kind of request before it: "Quick one:", "quick question:", "Bug:", "Small task -". */
const LABEL_FIRST =
  /^(?:(?:quick|small|tiny|simple|easy|new|next|another|last|final|one\s+more|a)\s+)?(?:one|question|q|thing|task|request|ask|todo|issue|bug|problem|favou?r|job)\s*(?::|\s[—–-])\s+(?=\S)/i;

/** What leads a request in: "Now, please add …", "ok then, …", "so can you …". */
const LED_IN = /^(?:(?:now|then|next|so|and|ok(?:ay)?|alright|anyway)[,.!]?\s+)+/i;

/** How a request is wrapped: "can you (please)", "could you", "please", "I need you to", "I'd like you to", "help me". */
const ASKED_AS =
  /^(?:(?:can|could|would|will)\s+(?:you|u)\s+(?:please\s+|pls\s+|kindly\s+)?(?:help\s+me\s+(?:to\s+)?)?|please\s+|pls\s+|i\s+(?:need|want|would\s+like|'d\s+like)\s+you\s+to\s+|i'd\s+like\s+you\s+to\s+|help\s+me\s+(?:to\s+)?)/i;

/**
 * The same in Chinese, after a greeting: "请帮我", "麻烦你", "能不能帮我", "帮我" (not the 请 of 请求 or 请假, nor the 帮 of
 * 帮助).
 */
const ASKED_AS_ZH =
  /^(?:(?:你好|您好|嗨|哈喽)\s*[，,！!。]?\s*)?(?:(?:请(?![求假客柬教])|麻烦)(?:你|您)?(?:帮(?:我|忙))?|(?:你|您)?(?:能不能|可不可以|能否|可以)帮(?:我|忙)?|帮(?:我|忙))?\s*/;

/** Where a request's first clause ends: a sentence's mark, a dash, a line's end, or its polite tail ("…, can you look?"). */
const CLAUSE_END = /\s+[—–-]+\s+|[.;:!?](?:\s|$)|[。；！？]|\n|,\s+(?:(?:can|could|would|will)\s+you|please|pls|thanks)\b/i;

/** Text in quotes or backticks, where a mark ends no clause: `"TypeError: Cannot read …"`. */
const QUOTED = /"[^"\n]*"|“[^”\n]*”|`[^`\n]*`/g;

const FENCED = /```[\s\S]*?(?:```|$)/g;
const SHORT_CODE = /`([^`\n]{1,40})`/g;

/** What the request says, without how it was asked. */
function whatIsAsked(request: string): string {
  const front = readFront(request);
  let text = front.rest.trim();
  let readAway = front.greeting !== '' || front.inPassing !== '';
  // (then a label and the wrapping, in either order: "quick question: can you …", "please — quick one: …")
  for (;;) {
    const before = text;
    // (a label only when a clause of its own follows: "Quick one: add a flag", not "Bug: 500 on login")
    const label = LABEL_FIRST.exec(text)?.[0];
    if (label && text.slice(label.length).split(/\s+/).length >= 4) text = text.slice(label.length);
    text = HAN.test(text) ? text.replace(ASKED_AS_ZH, '') : text.replace(LED_IN, '').replace(ASKED_AS, '');
    if (text === before) break;
    readAway = true;
  }
  // (a greeting alone, "hi claude!", is titled as typed: what is left of it names nothing)
  if (!text || (!HAN.test(text) && text.split(/\s+/).length < 2)) return request;
  // (what now opens the title starts a sentence; a title as typed keeps its case: "mix phx.server doesnt start")
  return readAway ? text.charAt(0).toUpperCase() + text.slice(1) : text;
}

/**
 * The sentence that asks for the work, when the message opens with something else: context ("ok so here's the deal. we're
 * building …. I want you to add a page where …"), who the user is, a label ("Before you start: …. Now, please add …").
 * The first of its first four sentences that asks for work and names it in four words or more (not "Can you look into it?",
 * which names only what came before); else the message as it is.
 */
function theRequest(prose: string): string {
  // (split as the statements are, own-words' sentences: a title's request is the same sentence extraction reads)
  const sentences = sentencesOf(prose).slice(0, 4);
  if (sentences.length < 2 || asksForWork(whatIsAsked(sentences[0]!))) return prose;
  const asked = sentences.slice(1).find((s) => asksForWork(s) && !/\b(?:it|this|that|them)\s*[.!?]*$/i.test(s) && whatIsAsked(s).split(/\s+/).length >= 4);
  return asked ?? prose;
}

/** The text up to the first clause's end, read past the marks inside quotes and backticks. */
function firstClause(text: string): string {
  const masked = text.replace(QUOTED, (q) => q.replace(/[^\s]/g, 'x'));
  const end = CLAUSE_END.exec(masked);
  return end ? text.slice(0, end.index) : text;
}

/** The title of a session whose first request was `first` (as the user typed it; '' when there was none). */
export function sessionTitle(first: string): string {
  // (short inline code is part of what is asked, "the `retry` option in `ci.yml` is ignored", where prose-only drops it:
  // its backticks are hidden from it, and the marks inside still end no clause)
  const prose = proseOnly(first.replace(FENCED, ' ').replace(SHORT_CODE, '\u0001$1\u0002')).replace(/[\u0001\u0002]/g, '`');
  const request = whatIsAsked(theRequest(prose.trim()));
  const clause = firstClause(request);
  // punctuation goes, but not inside a word or before a path: "hello.sh", "v2.1", "user_id", "/app/config.json" stay whole
  // (a clause in Chinese is long enough by its characters: it has no spaces to count words by)
  const enough = HAN.test(clause) ? clause.replace(/\s/g, '').length >= 4 : clause.split(/\s+/).filter(Boolean).length >= 3;
  const titleWords = (enough ? clause : request)
    .replace(/(?<![\p{L}\p{N}])(?:[._]|\/(?![\p{L}\p{N}]))|[._/](?![\p{L}\p{N}])|(?<!\p{L})'|'(?!\p{L})|[^\p{L}\p{N}\s'._/-]/gu, ' ')
    .split(/\s+/)
    .filter(Boolean);
  const tenWords = titleWords.slice(0, 10).join(' ');
  // up to twelve words, or thirty characters of Chinese; longer, cut at ten words, it does not end on a word that leads
  // on ("… when a coupon and a")
  if (HAN.test(request)) return tenWords.slice(0, 30);
  return titleWords.length <= 12 ? titleWords.join(' ') : trimDangling(tenWords) || tenWords;
}
