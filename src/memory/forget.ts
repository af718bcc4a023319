// "Forget that we use pnpm", "stop remembering that I'm in Berlin", "忘掉关于预发冻结的那条": the user
// asks for a memory to go. Without a model nothing can tell which sentence of a memory they mean,
// so the memories whose subject is what they named are marked superseded (recall ranks them last,
// the dream removes them); nothing here deletes a file.
import { relatedWords } from './concepts.js';
import { linkToIt, markRetired, type Replacement } from './supersede.js';

/** The ways a user asks to forget something, each capturing what. */
const FORGET = [
  // "forget that we use pnpm", "forget what I said about the freeze", "forget the rule about emojis"
  // (not "forget about the cache, it's fine": a plain object is as often the task's)
  // ("ignore what I said about the new_checkout flag, it shipped": the same, said as "ignore")
  /^(?:please\s+|ok(?:ay)?,?\s+|also,?\s+)?(?:you can\s+|please\s+)?ignore\s+what i (?:said|told you|wrote) (?:earlier |before )?about\s+(\S.{2,})$/i,
  /^(?:please\s+|ok(?:ay)?,?\s+|also,?\s+)?(?:you can\s+|please\s+)?forget\s+(?:that\s+|what i (?:said|told you) about\s+|everything (?:i said )?about\s+|(?:the|my|your) (?:memory|note|rule|thing i said) (?:about|on|that says)\s+)(\S.{2,})$/i,
  /^(?:please\s+|also,?\s+)?(?:you can\s+)?(?:stop remembering|no need to remember|don'?t remember)\s+(?:that\s+)?(\S.{2,})$/i,
  // "please forget my timezone": what is the user's own is not the task's
  /^(?:please\s+|ok(?:ay)?,?\s+|also,?\s+)?(?:you can\s+)?forget\s+((?:my|our)\s+\S.{2,})$/i,
  /^(?:please\s+)?(?:delete|remove|drop|clear)\s+(?:the|that|your|this)\s+(?:memory|memories|note|notes)\s+(?:about|on|of|that says|saying)\s+(\S.{2,})$/i,
  // (and what is said after it: "忘掉关于 LocalStack 的那条，我们换成 testcontainers 了")
  /^(?:请)?(?:忘掉|忘记|忘了|删掉|删除)关于(.{2,}?)的(?:那条|记忆|这条|内容)?(?:吧|了)?(?:[。！!]?$|[，,；;]\s*\S)/,
  /^(?:请)?(?:别再记|不用再?记(?:住)?)(.{2,}?)(?:了|吧)?[。！!]?$/,
];

/** Objects that name nothing to look for: "forget it", "forget about it", "forget what I just said". */
const NOTHING_NAMED = /^(?:it|that|this|them|about it|everything|all of (?:it|that)|what i (?:just )?said|what i wrote|my last (?:message|question)|the last (?:message|command|one)|吧|这个|那个|它)[.!。！]*$/i;
/**
 * Objects of the task at hand or of the talk itself: "forget the previous approach and use a map
 * instead", "forget that I asked", "forget that we ever talked about this".
 */
const OF_THE_TASK =
  /\b(?:approach|idea|plan|suggestion|attempt|version|diff|previous|last|instead|earlier one|other one|this|that|these|those|it|here|now|ever)\b|^(?:to|about the)\b|^i\s+(?:asked|said|mentioned|told you|wrote|meant|did|was|just)\b/i;

/** What the user asks to forget in one sentence, or null. */
export function forgetRequest(sentence: string): string | null {
  let s = sentence.trim().replace(/\s+/g, ' ');
  // "can you forget my timezone?" asks as a question
  if (/[?？]$/.test(s)) {
    if (!/^(?:can|could|would|will) you\b/i.test(s)) return null;
    s = s.replace(/^(?:can|could|would|will) you\s+(?:please\s+)?/i, '').replace(/[?？]+$/, '');
  }
  for (const re of FORGET) {
    // (what is named ends at a clause break: "the staging freeze, it's over")
    const what = re.exec(s)?.[1]?.split(/[,;，；]/)[0]!.trim().replace(/[.!。！]+$/, '');
    if (what && !NOTHING_NAMED.test(what) && !OF_THE_TASK.test(what) && !/^(?:我(?!的)|你)/.test(what)) return what;
  }
  return null;
}

/**
 * The memory marked as one the user asked to forget on `day`: its description starts
 * "(superseded DAY)", as a retired memory's does, and its body opens with what they said — and
 * links to the memory of what they said instead, when they did (`by`).
 */
export function markForgotten(content: string, said: string, day: string, by?: Pick<Replacement, 'file' | 'name'>): string {
  return markRetired(content, day, forgetting(said, by));
}

/** Why a memory, or some of its statements, were retired by a request to forget. */
export const forgetting = (said: string, by?: Pick<Replacement, 'file' | 'name'>) => `the user asked to forget it ("${said}")${by ? ` ${linkToIt(by)}` : ''}`;

/**
 * The memory a request to forget `what` means: among those whose subject holds every word of it
 * (or a word of its family, memory/concepts),
 * the one it explains most of (so "forget that we use pnpm" finds "we use pnpm in this repo", not
 * "we switched from pnpm to bun"). Ties all count; nothing when no memory holds every word.
 */
export function memoriesToForget<T>(whatStems: string[], memories: Array<{ item: T; stems: string[] }>): T[] {
  if (whatStems.length === 0) return [];
  const holds = holdsEvery(whatStems);
  let best = 0;
  let found: T[] = [];
  for (const m of memories) {
    const stems = new Set(m.stems);
    if (!holds(stems)) continue;
    const share = whatStems.length / stems.size;
    if (share > best) [best, found] = [share, [m.item]];
    else if (share === best) found.push(m.item);
  }
  return found;
}

/**
 * Whether a text's stems hold every word named, or a word of its family (memory/concepts): "forget
 * that I'm in a different timezone" finds "I'm in PST".
 */
export function holdsEvery(whatStems: string[]): (stems: ReadonlySet<string>) => boolean {
  const family = whatStems.map((w) => [w, ...relatedWords(w).map((r) => r.stem)]);
  return (stems) => family.every((ways) => ways.some((w) => stems.has(w)));
}
