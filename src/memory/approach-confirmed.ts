// "I split the change into three commits, one per module." — "perfect, keep doing that": the user
// confirming a way the agent just worked, to keep. Corrections alone would let the agent drift away
// from what the user already approved; the confirmation says nothing by itself ("keep doing that"),
// so the memory is the agent's own sentence made an order ("Split the change into three commits,
// one per module."). Only when the agent's message said one such thing: which of several a "keep
// doing that" meant, no reading without a model can tell.
import type { Statement } from './statement-forms.js';
import { sentence } from './statement-text.js';

/** A reply that confirms the way, and nothing else: "nice, keep doing that", "yes, always do it like that", "that's how we like it", "that's exactly where retries belong". */
// (with the kind of work it holds for: "keep doing that for anything over 300 lines" — not "… for the rest of the files")
const CONFIRMS_THE_WAY =
  /^(?:(?:perfect|great|nice|good|excellent|awesome|exactly|yes|yep|yeah|good call|nice touch|well done|love (?:this|that|it)(?:\s+(?:format|style|approach))?|this is (?:great|perfect|exactly right))[,.!—–-]*\s+)*(?:(?:please\s+)?keep doing (?:that|this|it)(?:\s+(?:like (?:that|this)|this way|that way|from now on))?(?:\s+(for|with|on|in)\s+((?:any(?:thing)?|all|every|each|new|long|big|large)\b[^,;.!?]{1,40}|(?!(?:the|this|that|these|those|my|your|now|today|a|an)\b)[\w-]+(?:\s+[\w-]+)?s))?|(?:always|from now on) do it (?:like (?:that|this)|this way|that way)|do (?:that|it like that) every time|that'?s (?:exactly\s+)?(?:how|the way) (?:we|i) (?:like|want) (?:it|things)(?: done)?|that'?s (?:exactly\s+)?where (?:[\w-]+s|it|they) (?:belongs?|go(?:es)?|should (?:go|live|be)|lives?)|(?:please\s+)?(?:always\s+)?do (?:that|it|this)(?:\s+like (?:that|this))?\s+(?:everywhere|every time|from now on|always|going forward)|(?:please\s+)?always do (?:that|it|this)(?:\s+like (?:that|this))?|(?:please\s+)?do (?:it|that|this)(?:\s+like (?:that|this))?\s+(for|with|on|in)\s+((?:any(?:thing)?|all|every|each)\b[^,;.!?]{1,40})|(?:exactly\s+)?like (?:that|this) from now on)[.!]*$/i;

/** What the agent says it did: "I split …", "I've added …" — not what it saw or thinks ("I noticed …", "I think …"). */
const DID = /^i(?:'ve|\s+have)?\s+(?:also\s+|just\s+|first\s+|now\s+)?([a-z]+(?:-[a-z]+)?)\s+(\S.{6,200}?)[.!]?$/i;
const NOT_A_WAY = /^(?:think|thought|believe|believed|see|saw|seen|noticed|found|guess|guessed|hope|hoped|am|was|will|would|can|could|should|need|needed|want|wanted|tried|couldn|didn|don|haven|also|just|got|had|have|has|looked)$/i;

/** Past forms whose present is not the past minus its ending. */
const IRREGULAR: Record<string, string> = {
  split: 'split', put: 'put', set: 'set', cut: 'cut', ran: 'run', run: 'run', wrote: 'write', written: 'write', made: 'make',
  kept: 'keep', built: 'build', broke: 'break', broken: 'break', took: 'take', taken: 'take', gave: 'give', given: 'give',
  chose: 'choose', chosen: 'choose', brought: 'bring', sent: 'send', drew: 'draw', drawn: 'draw', did: 'do', done: 'do',
  read: 'read', held: 'hold', led: 'lead', began: 'begin', begun: 'begin', stuck: 'stick', shut: 'shut', hid: 'hide',
  hidden: 'hide', left: 'leave', bound: 'bind', fed: 'feed', rewrote: 'rewrite', rewritten: 'rewrite', rebuilt: 'rebuild',
  reran: 'rerun', told: 'tell', said: 'say', sold: 'sell', paid: 'pay', bought: 'buy', found: 'find', got: 'get',
  caught: 'catch', taught: 'teach', let: 'let', spent: 'spend', lent: 'lend', threw: 'throw', thrown: 'throw', froze: 'freeze',
  frozen: 'freeze', hung: 'hang', swept: 'sweep', won: 'win', dug: 'dig', fit: 'fit',
  // (regular, but their endings read otherwise: "treated", "touched")
  created: 'create', recreated: 'recreate', cached: 'cache', upgraded: 'upgrade', downgraded: 'downgrade', deleted: 'delete', completed: 'complete',
};

/** The present of a past form, by its ending (what ends in a vowel, a consonant and "ed" is read by the syllables before it). */
export function presentOf(past: string): string {
  const w = past.toLowerCase();
  if (IRREGULAR[w]) return IRREGULAR[w]!;
  if (!w.endsWith('ed') || w.length < 4) return w;
  const stem = w.slice(0, -2);
  // (the u of "qu" is no vowel: quoted, required)
  const shape = stem.replace(/qu/g, 'qw');
  if (/ied$/.test(w)) return `${w.slice(0, -3)}y`; // tried, applied
  if (/([bgmnprt])\1$/.test(stem)) return stem.slice(0, -1); // stopped, committed, wrapped, pinned
  if (/(?:[^aeiou]a|[^aeiou]u|[^aeiou]o)t$|(?:iz|is|yz|ys)$/.test(shape)) return `${stem}e`; // created, computed, quoted, normalized
  if (/(?:[^aeiou]|^)[aeiou][cgsvz]$|[aeiou]{2}s$|[rn][cg]$|[bdgkptz]l$/.test(shape)) return `${stem}e`; // used, moved, merged, reused, changed, handled, disabled, enabled
  if (/[^aeiouy][aeiouy][^aeiouwxy]$/.test(shape)) {
    // one syllable: named, typed, scoped, cloned, stored; more: renamed, compared, combined, decided, included,
    // escaped, invoked, configured, required, ignored, hardcoded — but developed, modeled, edited, opened, ordered, refactored
    if (/^[^aeiouy]*[aeiouy][^aeiouy]$/.test(shape)) return `${stem}e`;
    if (/(?:[^aeiou](?:am|ar|ur|ir|in|id|ud|od|ap|ok)|(?:ign|rest|expl|sc|st)or)$/.test(shape) && !/(?:ion|[^aeiou]e[^aeiou]|it)$/.test(shape)) return `${stem}e`;
  }
  return stem; // added, pushed, checked, opened, ordered, edited, developed, loaded
}

/** What the agent offered to do, asked as its last sentence: "Do you want me to format the code with prettier before committing?" */
export const OFFER = /(?:^|[.!?:;,—–]\s+)(?:do you want me to|would you like me to|want me to|should i|shall i)\s+([^?]{6,120})\?\s*$/i;

/**
 * "Loaded the whole events table into memory.": a report with its "I" left out, by a past form first (not "Based on the
 * logs, …", "Needed to …", nor "Set the timeout …", which may be an order).
 */
const I_LEFT_OUT = /^(?:Also\s+|Just\s+|First\s+)?(?:[A-Z][a-z]+(?:-[a-z]+)?ed|Wrote|Made|Kept|Built|Ran|Took|Sent|Rewrote|Rebuilt|Broke|Chose|Gave)\s(?!(?:on|to|by|in|that|if)\b)/;
/** The sentence with the "I" it left out put back. */
const withItsI = (s: string): string => (I_LEFT_OUT.test(s) ? `I ${s.charAt(0).toLowerCase()}${s.slice(1)}` : s);

/** Whether one of the agent's sentences says what it did: "I split …", "I've added …" (not "I noticed …"). */
export function saysItDid(agentSentence: string): boolean {
  const m = DID.exec(withItsI(agentSentence));
  return m !== null && !NOT_A_WAY.test(m[1]!);
}

/** The agent's prose, sentence by sentence, its code blocks left out: where what it did or will do is said. */
export const agentSentences = (agentSaid: string): string[] =>
  agentSaid
    .replace(/```[\s\S]*?(?:```|$)/g, ' ')
    .split(/(?<=[.!?])\s+|(?<=[。！？])\s*|\n+/)
    .map((s) => s.trim());

/** The agent's last sentence that says anything: what a reply answers when the agent ends on a question. */
export const lastAgentSentence = (agentSaid: string): string => agentSentences(agentSaid).filter(Boolean).at(-1) ?? '';

/**
 * The one thing the agent says it did, as an order; null when it said none or more than one. `named`: the reply names
 * what it did to, so two words may do ("I used slug pellets." — "no pellets here, …").
 */
export function wayItWorked(agentSaid: string, named = false): string | null {
  const done = agentSentences(agentSaid)
    // (not a list's heading: "I've made the following changes:")
    .map((s) => (s.endsWith(':') ? null : DID.exec(withItsI(s))))
    .filter((m): m is RegExpExecArray => m !== null && !NOT_A_WAY.test(m[1]!));
  if (done.length !== 1) return null;
  const [, verb, said] = done[0]!;
  const present = presentOf(verb!);
  // (what it means to do later is not what it did, nor is its "for now": "I hardcoded the strings for now and will localize them later")
  const rest = said!.replace(/\s+and\s+(?:i\s+)?(?:will|'ll|plan to|am going to|can)\s+\S.*$/i, '').replace(/\s+(?:for now|for the moment|temporarily)$/i, '');
  // (what it did to this one thing alone is no way of working: "I fixed it", "I renamed that variable"; nor is "I updated the code")
  // (three words may do when one is a name: "I gave Tomás a sister")
  if (/^(?:it|this|that|them|these|those)\b/i.test(rest!) || rest!.split(/\s+/).length < (named ? 2 : /\b\p{Lu}\p{Ll}+/u.test(rest!) ? 3 : 4)) return null;
  // (a second thing done in the same sentence is an order too: "… and kept the old exports as aliases")
  const also = rest!.replace(/\b(and|then)\s+([a-z]+)(?=\s+(?:the|a|an|its|their|it|them|your|my|all|every|each)\b)/gi, (all, and: string, verb: string) =>
    IRREGULAR[verb.toLowerCase()] || /ed$/i.test(verb) ? `${and} ${presentOf(verb)}` : all,
  );
  // (said to the agent: its "I" and "my" are "you" and "your" in the rule)
  return `${present} ${also.replace(/\bmy\b/gi, 'your').replace(/\bmyself\b/gi, 'yourself').replace(/\bI\b/g, 'you').replace(/[,;:]+$/, '')}`;
}

/** The same in Chinese: "很好，以后都这样做", "不错，以后就按这个来", "对，保持这样". */
const CONFIRMS_THE_WAY_ZH = /^(?:(?:很好|不错|可以|好的|对|没错|完美|就是这样|挺好)[，,。！!～~]*\s*)*(?:以后|之后|今后)?(?:都|就|也)?(?:这样|这么|照这样|按这个|按这样)(?:做|写|弄|来|处理|搞)(?:吧|就行|就好)?[。！!～~]*$|^(?:(?:很好|不错|可以|好的|对|没错|完美)[，,。！!～~]*\s*)+(?:继续)?保持(?:这样|这个习惯|下去)[。！!～~]*$/;
/** What the agent says it did, in Chinese: "我把改动拆成了三个提交，每个模块一个。" (not "我发现…", "我觉得…"). */
const DID_ZH = /^我(?!发现|觉得|认为|看到|注意到|猜|想|会|要|打算|准备|不|没|是|刚才看)(?=[^。！？!?]*了)((?:先|也|还|已经)?[^。！？!?]{4,80}?)[。！!]?$/;

/** "很好，以后都这样做" after "我把改动拆成了三个提交，每个模块一个。": the way, as an order ("把改动拆成三个提交，每个模块一个。"). */
function wayItWorkedZh(agentSaid: string): string | null {
  const done = agentSaid
    .replace(/```[\s\S]*?(?:```|$)/g, ' ')
    .split(/(?<=[。！？!?])\s*|\n+/)
    .map((s) => DID_ZH.exec(s.trim()))
    .filter((m): m is RegExpExecArray => m !== null);
  if (done.length !== 1) return null;
  // (了 marks it done: "拆成了" is "拆成" — not the 了 of 了解, 为了, 除了)
  const way = done[0]![1]!.replace(/^(?:也|还|已经)/, '').replace(/(?<![为除])了(?!解|不起)/g, '');
  // (what it did to the one thing at hand is no way of working: "我把它删了"; nor is "我改好了")
  return /^(?:把|给)(?:它|这个|那个|这|那)/.test(way) || way.length < 5 ? null : way;
}

/** "perfect, keep doing that" after the agent said what it did: that way, kept as a rule named by it. */
export function approachConfirmed(reply: string, agentSaid: string): Statement | null {
  if (CONFIRMS_THE_WAY_ZH.test(reply.trim())) {
    const way = wayItWorkedZh(agentSaid);
    return way ? { type: 'feedback', kind: 'rule', text: sentence(way), quote: reply } : null;
  }
  const confirmed = CONFIRMS_THE_WAY.exec(reply.trim());
  if (!confirmed) return null;
  const way = wayItWorked(agentSaid);
  const [by, what] = confirmed[2] ? [confirmed[1]!, confirmed[2]] : confirmed[4] ? [confirmed[3]!, confirmed[4]] : [];
  const scope = what ? `, ${by!.toLowerCase()} ${what.trim()}` : '';
  return way ? { type: 'feedback', kind: 'rule', text: sentence(`${way}${scope}`), quote: reply } : null;
}
