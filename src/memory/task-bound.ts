// What a user says while asking for a piece of work is mostly about that work: "Bump the version
// and tag it. Don't push anything." forbids a push today, not for good; "Here's the spec for the
// new endpoint: - response is cached for 60 seconds" is what to build, not how the system is.
// Kept as memories these would tell a later session rules nobody gave it.

/**
 * A sentence asking for a piece of work: "Refactor src/billing/invoice.ts so …", "can you figure
 * out why?", "ok now look at how we handle retries", 帮我把…改一下. ("Use …" is left out: "use pnpm,
 * not npm" is as often a rule.)
 */
const ASKS_FOR_WORK = new RegExp(
  String.raw`^(?:(?:ok(?:ay)?|now|hmm+|great|cool|thanks|so|and|then|next)[,.!]?\s+)*` +
    // ("I need a quick script to …", "I want the CLI to print …", "we need to support SSO")
    String.raw`(?:i(?:'d)? (?:need|want|like) (?:a|an|the|some|to)\b|we need (?:a|an|to)\b|` +
    // ("can you …", "please …" ask for something whatever the verb)
    String.raw`(?:can|could|would|will) you\s+(?:please\s+)?\w|please\s+(?!(?:always|never|don'?t|do not|note|remember|keep in mind)\b)\w|` +
    String.raw`(?:pls\s+|i (?:need|want) you to\s+|let'?s\s+)?` +
    String.raw`(?:add|fix|write|benchmark|squash|commit|push|tag|rebase|open|leave|send|email|print|show|give|tell|try|do(?!\s+not\b)|include|wire|sort|count|patch|scaffold|prototype|sketch|measure|analy[sz]e|audit|verify|validate|ship|release|publish|revert|roll back|rollback|undo|restore|retry|rerun|re-run|restart|bisect|lint|format|annotate|mock|stub|regenerate|refresh|plot|chart|export|import|seed|load|dump|clone|fork|bootstrap|configure|enable|disable|turn (?:on|off)|implement|refactor|rename|bump|update|create|make|look (?:at|into)|check|investigate|find|port|convert|generate|set up|review|profile|translate|explain|list|go through|build|deploy|delete|remove|move|change|migrate|replace|split|merge|debug|figure out|read|redo|reformat|clean up|document|propose|diagnose|install|upgrade|switch|optimi[sz]e|speed up|improve|rewrite|wire up|hook up|extract|rotate|draft|summari[sz]e|compare|run|test|profile|trace|reproduce|backfill|port)\b)` +
    String.raw`|^(?:请)?(?:帮我|麻烦你?|给我|把|你(?:去|来)|看看|看下|看一下|查一下|查下|排查|改一下|修一下|写一个|加一个|实现|重构|优化|升级|处理|整理|找一下|找出)`,
  'i',
);

/** An order to redo the thing at hand: "fix the code", "just change it". */
const REDO_AT_HAND = /^(?:just\s+|instead\s+)?(?:fix|change|update|rewrite|redo|revert|undo)\s+(?:the|this|that|it|them)\b/i;

/** Who does the thing instead, this once: "I'll track it in Jira", "ops will do that", "that team will do it". */
const SOMEONE_ELSE_WILL = /^(?:i'll|i will|i'm going to|(?:ops|they|that team|the \w+ team|\w+) will)\s+(?:\w+\s+)?(?:it|that|this|them)\b/i;

/** A prohibition with nothing around it: "Don't push anything.", "right, and please don't add the TODO comment", 不要改表名. */
const BARE_PROHIBITION = /^(?:(?:ok(?:ay)?|right|sure|yes|yeah|yep|cool|great|good|fine|and|but|also)[,.!]?\s+)*(?:please\s+)?(?:don'?t|do not|dont|use)\b|^(?:请)?(?:不要|别|不许|不准)/i;

/**
 * What says an order holds past the work at hand: "never", "in this repo", "we don't …", a reason
 * from experience, a choice against another ("use cursor-based pagination, not offset"), 以后,
 * 永远 (not any "we": "don't change the nginx config, I'll do that once we know the cause").
 */
const LASTING_MARK =
  /\b(?:always|never|ever|anymore|any time|anywhere|in this (?:repo|repository|project|codebase|team)|from now on|going forward|in general|we (?:don'?t|do not|never|always|only|avoid|usually)|our (?:rules?|conventions?|policy|style)|without (?:asking|checking|telling)|unless|because|since|we(?:'ve| have)? had|burned|bitten|instead of|rather than)\b|[,;—–]\s*not\s|永远|千万|绝对|一律|任何时候|以后|今后|每次|所有|我们(?:从来|一直|都)/i;

/**
 * Whether a statement said in `message` only bounds the work the message asks for: a bare
 * prohibition, with no mark of lasting, beside a sentence asking for work.
 */
export function boundsTheWork(quote: string, others: string[]): boolean {
  if (!BARE_PROHIBITION.test(quote) || LASTING_MARK.test(quote)) return false;
  // (or the same sentence's next clause redoes the thing at hand: "don't change the test, fix the
  // code" — not "…, it takes 40 minutes; run only the affected specs", a way of working)
  // (or says who does it instead: "please don't add the TODO comment, I'll track it in Jira")
  if (quote.split(/\s*[,;]\s*/).slice(1).some((clause) => REDO_AT_HAND.test(clause) || SOMEONE_ELSE_WILL.test(clause))) return true;
  return others.some((s) => s !== quote && ASKS_FOR_WORK.test(s));
}

/**
 * A line that introduces what to build or write: "Here's the spec for the new endpoint:",
 * "Requirements:", "Acceptance criteria:", "go with your plan:", "Write the migration guide. Key points:".
 */
export const WORK_LIST = /\b(?:spec|specs|specification|requirements?|acceptance criteria|todo|to-do|tasks?|steps|checklist|user stor(?:y|ies)|plan|proposal|outline|key points|points to cover|it should|it must|should(?: do)?|must(?: do)?|needs? to)\b[^:]{0,40}:\s*$|(?:需求|要求|验收标准|步骤|待办|方案|要点|大纲)[^：:]{0,10}[：:]\s*$/i;
