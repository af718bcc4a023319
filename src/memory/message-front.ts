// How a user's message opens, read before what it says: its shorthand spelled out, Chinese small talk around it, a
// greeting ("Hey Claude,"), and words said first in passing ("btw", "one more thing:") or for emphasis ("IMPORTANT:").
// A request, a correction or a list after them is one all the same, so the statements and a session's title both read
// the message from after them. The order matters: "hey, btw …" is a greeting, then words in passing.

import { spelledOut } from './shorthand.js';
import { withoutSmallTalkZh } from './small-talk-zh.js';

/**
 * A greeting a message opens with, to the agent, by name or not ("Hey Claude,", "yo claude", "hi!", "hello -", "morning!"), with more
 * on the same line, or the "ok so" that starts what the user has to say (not "Hey all," over a message pasted for the
 * team, nor "hi all: …", which own-words reads).
 */
const GREETED_FIRST =
  /^[ \t]*(?:(?:[Hh]ey|[Hh]i|[Hh]ello|[Yy]o|[Mm]orning|[Gg]ood (?:morning|afternoon|evening))(?![ \t]+(?:all|team|folks|everyone|everybody|guys|y'all)\b)(?:[ \t]+(?:there|claude|\p{Lu}[\p{L}-]*))?[ \t]*[,!.—–-]*|[Oo]k(?:ay)?,?[ \t]+so[ \t]*,?)[ \t]+(?=\S)/u;

/** A label of emphasis a message opens with ("IMPORTANT:", "Note:", "NB:"): read as words said first in passing are. */
const EMPHASIS_FIRST = /^(?:important|note|nb|n\.b\.|psa|reminder)\s*:\s+(?=\S)/i;

/** Words said first in passing, which add nothing to what follows. */
export const IN_PASSING_FIRST = /^(?:(?:oh\s*,?\s+)?(?:and|also)|one (?:more|last) thing|(?:quick|side|small) note|btw|by the way|fwiw|(?:just\s+)?fyi|heads[- ]up|p\.?s\.?)\s*[,:;.!—–-]*\s+(?=\S)/i;

/** A user's message (its words, as prose.usersWords gives them) read from its front. */
export interface MessageFront {
  /** The message with its shorthand spelled out and Chinese small talk read away. */
  typedAs: string;
  /** The greeting it opens with, or ''. */
  greeting: string;
  /** The words said first in passing or for emphasis after the greeting, or ''. */
  inPassing: string;
  /** What it says after them. */
  rest: string;
}

export function readFront(words: string): MessageFront {
  const typedAs = withoutSmallTalkZh(spelledOut(words));
  const greeting = GREETED_FIRST.exec(typedAs)?.[0] ?? '';
  const afterGreeting = typedAs.slice(greeting.length);
  const inPassing = IN_PASSING_FIRST.exec(afterGreeting)?.[0] ?? EMPHASIS_FIRST.exec(afterGreeting)?.[0] ?? '';
  return { typedAs, greeting, inPassing, rest: afterGreeting.slice(inPassing.length) };
}
