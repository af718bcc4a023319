// "Should I use tabs or spaces?" — "2 spaces": the user picking between ways of writing code the agent asked about. A pick
// is most often the moment's answer ("the first one", "raw SQL"), but a pick between two styles, package managers or
// casings holds for every file after: the whole project is written one way. Kept as the order it gives, with the way
// it was chosen over ("Use 2 spaces, not tabs."), and only when the reply is the pick and nothing else. A pick between any
// two things the agent named lasts only when the reply says so: "TypeScript, always" (pickedForGood).
import type { Statement } from './statement-forms.js';
import { sentence } from './statement-text.js';

/** Ways the whole project is written one of: indentation, quotes, semicolons, exports, package managers, casings, line endings, modules. */
const STYLE =
  String.raw`(?:\d+[- ]spaces?|tabs|spaces|single quotes|double quotes|semicolons|no semicolons|named exports|default exports|npm|yarn|pnpm|bun|camel ?case|snake[_ ]case|kebab[- ]case|pascal ?case|lf|crlf|esm|commonjs|cjs|british spelling|american spelling|british english|american english)`;
/** The question, last in the agent's message: "Should I use tabs or spaces?", "npm, yarn or pnpm?" (two or three ways). */
const STYLES_ASKED = new RegExp(String.raw`(?:^|[.!:]\s+|\b(?:use|prefer|want|with)\s+)(${STYLE})(?:,\s+(${STYLE}))?,?\s+or\s+(${STYLE})(?:\s+(?:for\s+[^?]{2,40}|here|in this (?:repo|project|codebase)))?\s*\?\s*$`, 'i');
/** The reply that is the pick alone: "2 spaces", "pnpm please", "spaces." */
const THE_PICK = new RegExp(String.raw`^(?:(?:use|go with|prefer)\s+)?(${STYLE})(?:[,]?\s+(?:please|thanks|always))?[.!]*$`, 'i');

/** The word a style is known by: "2 spaces" is "spaces", "camel case" is "camelcase". */
const headOf = (style: string): string => style.toLowerCase().replace(/^\d+[- ]/, '').replace(/[ _-]/g, '').replace(/s$/, '');

export function styleChosen(reply: string, agentSaid: string): Statement | null {
  const pick = THE_PICK.exec(reply.trim());
  const asked = STYLES_ASKED.exec(agentSaid.trim());
  if (!pick || !asked) return null;
  const ways = [asked[1]!, asked[2], asked[3]!].filter((w): w is string => w !== undefined);
  const chosen = headOf(pick[1]!);
  if (!ways.some((w) => headOf(w) === chosen)) return null;
  const others = ways.filter((w) => headOf(w) !== chosen);
  return { type: 'feedback', kind: 'rule', text: sentence(`Use ${pick[1]}, not ${others.join(' or ')}`), quote: reply };
}

/** The agent's question between two named things, last in its message: "Do you want me to write this in TypeScript or JavaScript?". */
// (what it is for may close the question: "Should I use Postgres or MySQL for the new service?")
const TWO_ASKED = /\b([\w.+#-]+(?:\s+[\w.+#-]+)?)\s+or\s+([\w.+#-]+(?:\s+[\w.+#-]+)?)(?:\s+(?:for|in|on)\s+(?:the|this|our|a|an)\s+[^?]{2,40})?\s*\?\s*$/i;
/** The pick with "always" after it, and what else holds of it: "TypeScript, always, strict mode". */
const PICKED_FOR_GOOD = /^(?:use\s+|go with\s+)?([\w.+#-]+(?:\s+[\w.+#-]+)?)\s*,?\s+always\b(?:\s*[,;]\s*((?:with\s+)?[\w.+#-]+(?:\s+[\w.+#-]+){0,3}))?[.!]*$/i;

/**
 * "Do you want me to write this in TypeScript or JavaScript?" — "TypeScript, always, strict mode": a pick between two
 * things the agent named, made for good by its "always" ("Always TypeScript, not JavaScript, strict mode."). Without the
 * "always" a pick of two is the moment's answer.
 */
export function pickedForGood(reply: string, agentSaid: string): Statement | null {
  const pick = PICKED_FOR_GOOD.exec(reply.trim());
  const asked = TWO_ASKED.exec(agentSaid.trim());
  if (!pick || !asked) return null;
  const chosen = pick[1]!.toLowerCase();
  // (the last word of what was asked: "in TypeScript" is TypeScript)
  const ways = [asked[1]!, asked[2]!].map((w) => w.split(/\s+/).slice(-pick[1]!.split(/\s+/).length).join(' '));
  // (or by its capitals: "TS" for TypeScript, "JS" for JavaScript — kept named in full)
  const capitals = (w: string) => (/^\p{Lu}\p{Ll}+\p{Lu}\p{Ll}+$/u.test(w) ? w.replace(/\p{Ll}+/gu, '') : '');
  const byName = ways.findIndex((w) => w.toLowerCase() === chosen);
  const at = byName >= 0 ? byName : ways.findIndex((w) => capitals(w) === pick[1]);
  // (the other named whole, without the word it was asked with: "raw SQL", not "SQL"; "JavaScript", not "in JavaScript")
  const other = at < 0 ? undefined : asked[2 - at]!.replace(/^(?:in|with|to|on|as|for|use|using|via|through)\s+/i, '');
  if (!other || other.toLowerCase() === chosen) return null;
  return { type: 'feedback', kind: 'rule', text: sentence(`Always ${byName >= 0 ? pick[1] : ways[at]}, not ${other}${pick[2] ? `, ${pick[2]}` : ''}`), quote: reply };
}
