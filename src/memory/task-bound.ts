// What a user says while asking for a piece of work is mostly about that work: "Bump the version
// and tag it. Don't push anything." forbids a push today, not for good; "Here's the spec for the
// new endpoint: - response is cached for 60 seconds" is what to build, not how the system is.
// Kept as memories these would tell a later session rules nobody gave it.

/** Verbs that open a request for work ("Bump the version…", "can you figure out why?"). */
export const WORK_VERBS = [
  // writing and changing code
  'add', 'fix', 'write', 'rewrite', 'implement', 'refactor', 'rename', 'update', 'create', 'make', 'change', 'replace', 'move', 'delete', 'remove',
  'split', 'merge', 'extract', 'convert', 'port', 'migrate', 'upgrade', 'switch', 'bump', 'patch', 'scaffold', 'prototype', 'sketch', 'generate',
  'regenerate', 'reformat', 'format', 'lint', 'annotate', 'document', 'mock', 'stub', 'wire', 'wire up', 'hook up', 'clean up', 'optimi[sz]e',
  'speed up', 'improve', 'backfill', 'seed', 'rotate', 'configure', 'enable', 'disable', 'turn (?:on|off)', 'set up', 'install', 'bootstrap',
  'include', 'redo', 'undo', 'revert', 'roll back', 'rollback', 'restore',
  // looking into things
  'look (?:at|into)', 'check', 'investigate', 'find', 'figure out', 'debug', 'diagnose', 'trace', 'reproduce', 'bisect', 'profile', 'benchmark',
  'measure', 'analy[sz]e', 'audit', 'verify', 'validate', 'compare', 'review', 'read', 'go through', 'list', 'count', 'sort',
  // running and delivering
  'run', 'rerun', 're-run', 'retry', 'restart', 'test', 'build', 'deploy', 'ship', 'release', 'publish', 'commit', 'push', 'tag', 'rebase', 'squash',
  'open', 'clone', 'fork', 'export', 'import', 'load', 'dump',
  // telling and drafting
  'explain', 'summari[sz]e', 'translate', 'draft', 'propose', 'tell', 'show', 'give', 'print', 'plot', 'chart', 'send', 'email', 'leave', 'try',
  'do(?!\\s+not\\b)',
];

/**
 * A sentence asking for a piece of work: "Refactor src/billing/invoice.ts so …", "can you figure
 * out why?", "ok now look at how we handle retries", "I need a quick script to …", 帮我把…改一下.
 * ("Use …" is left out: "use pnpm, not npm" is as often a rule.)
 */
const ASKS_FOR_WORK = new RegExp(
  // ("Here's the task: add rate limiting to …": the request behind its label)
  String.raw`^(?:(?:here'?s the task|the task|task|todo|next up)\s*[:—–-]\s*)?(?:(?:ok(?:ay)?|now|hmm+|great|cool|thanks|so|and|then|next)[,.!]?\s+)*(?:` +
    String.raw`i(?:'d)? (?:need|want|like) (?:a|an|the|some|to)\b|we need (?:a|an|to)\b|` +
    // "can you …", "please …" ask for something whatever the verb
    String.raw`(?:can|could|would|will) you\s+(?:please\s+)?\w|please\s+(?!(?:always|never|don'?t|do not|note|remember|keep in mind)\b)\w|` +
    // (not a verb's word that names a thing in a Chinese sentence: "lint 现在会在 pre-commit 钩子里自动跑")
    String.raw`(?:pls\s+|i (?:need|want) you to\s+|let'?s\s+)?(?:${WORK_VERBS.join('|')})\b(?!\s*(?:现在|以后|今后|已经|会|都|也|还|不|没|的|是|在|自动|只|就)))` +
    String.raw`|^(?:请)?(?:帮我|麻烦你?|给我|把|你(?:去|来)|看看|看下|看一下|查一下|查下|排查|改一下|修一下|写一个|加一个|实现|重构|优化|升级|处理|整理|找一下|找出)`,
  'i',
);

/** An order to redo the work at hand: "fix the migration so …", "change this to a map", "just fix the code" — no lasting rule, and no part of one. */
export const REDO_AT_HAND =
  /^(?:please\s+|just\s+|instead\s+)?(?:fix|change|update|rename|move|delete|remove|add|revert|undo|redo|rewrite|make|put|split|merge|rerun|re-run|retry)\s+(?:the|this|that|it|them|these|those)\b/i;

/**
 * Who does the thing instead, this once: "I'll track it in Jira", "ops will do that", "that team
 * will do it" (not "it will break them": a reason).
 */
const SOMEONE_ELSE_WILL = /^(?:i'll|i will|i'm going to|(?:ops|devops|they|that team|the \w+ team|someone else) will)\s+(?:\w+\s+)?(?:it|that|this|them)\b/i;

/** An order or prohibition with nothing around it: "Don't push anything.", "right, and please don't add the TODO comment", "Use the read replica", "please not push" (as non-native speakers write it), 不要改表名. */
const BARE_ORDER = /^(?:(?:ok(?:ay)?|right|sure|yes|yeah|yep|cool|great|good|fine|and|but|also)[,.!]?\s+)*(?:please\s+)?(?:don'?t|do not|dont|not|use)\b|^(?:请)?(?:不要|别|不许|不准)/i;

/**
 * What says an order holds past the work at hand: "never", "in this repo", "we don't …", a habit ("so much"), a reason
 * from experience, a choice against another ("use cursor-based pagination, not offset"), what the thing is kept as ("…, that's
 * the frozen reference config"), what it costs every time ("…, it takes 20 minutes"), 以后,
 * 永远 (not any "we": "don't change the nginx config, I'll do that once we know the cause").
 */
export const LASTING_MARK =
  /\b(?:always|never|ever|anymore|any time|anywhere|in this (?:repo|repository|project|codebase|team)|from now on|going forward|in general|we (?:don'?t|do not|never|always|only|avoid|usually)|our (?:rules?|conventions?|policy|style)|without (?:asking|checking|telling)|unless|because|since|we(?:'ve| have)? had|burned|bitten|instead of|rather than|so much|so often|all the time|constantly|(?:that'?s|that is|it'?s|it is)\s+(?:the|our)\s+(?:frozen|golden|canonical|reference|baseline|official|shared|source of truth|prod(?:uction)?)\b|it\s+takes\s+(?:\d+|over\s+\d+|ages|forever|hours)\b|(?:the team|we|they)\s+(?:voted|decided|agreed)\b|(?:voted|ruled)\s+(?:it|them)\s+out\b|(?:is|are|was|got)\s+banned\b)\b|[,;—–]\s*not\s|永远|千万|绝对|一律|任何时候|以后|今后|每次|所有|我们(?:从来|一直|都)/i;

/**
 * One thing (a singular noun, "the save button", "the response") and what it must always or never do, said or passed on
 * ("in the design review Sarah said the modal should never open on page load" — a name or any one word: the flags ignore
 * case): beside a request, the spec of what is
 * being built ("the tests must …", "our migrations always …" are kinds, and stay).
 */
const SPEC_OF_THE_THING = /^(?:and\s+)?(?:(?:(?:in|at|during)\s+the\s+[\w -]{2,30}?\s+)?(?:\p{L}{2,}|the (?:pm|designer|client|customer|reviewer|lead)|my (?:manager|lead|boss))\s+(?:said|says|wants|asked)\s+(?:that\s+)?)?(?:the|its)\s+(?:new\s+)?(?:[\w-]+\s+)?[\w-]*(?:[^s\W]|ss)\s+(?:should|must|needs? to|has to)\s+(?:always\s+|never\s+|not\s+)?\w+/iu;
/** What says it holds past the thing being built: a reach over the codebase, a time, the team, a requirement it answers to, the tool it must open in ("the CSV has to open in Excel, …"), a bound on each one of a kind ("never … twice for one order"). */
const LASTING_BEYOND_THE_THING = /\b(?:in this (?:repo|repository|project|codebase|team)|from now on|(?:twice|more than once)\s+(?:for|per)\s+(?:one|the same|a single|any|each)\s+[\w-]+|going forward|in general|anywhere|everywhere|any time|every (?:time|one)|across|we|our|because|since|requirements?|legal|compliance|policy|regulat\w*|law|contract\w*|before (?:you |we )?(?:merg|commit|push|deploy|releas|ship)\w*|(?:after|before|whenever|when)\s+(?:you\s+|we\s+)?(?:add|chang|remov|bump|upgrad|touch)\w*\s+(?:any|every|a new|new)\b|(?:after|before)\s+(?:every|each|any)\s+(?:[\w-]+\s+)?(?:bump|upgrade|change|release|deploy|merge|push|commit)\b|(?:opens?|loads?|imports?|renders?)\s+(?:correctly\s+|cleanly\s+)?in\s+(?:excel|google\s+sheets|numbers|outlook|gmail|safari|ie\s*11))\b/i;

/**
 * Whether `quote`, one of the sentences `said` in a message, only bounds the work asked for: a bare
 * order or prohibition with no mark of lasting, beside a sentence asking for work — or whose next
 * clause redoes the thing at hand ("don't change the test, fix the code"; not "…, it takes 40
 * minutes; run only the affected specs", a way of working) or names who does it instead ("please
 * don't add the TODO comment, I'll track it in Jira").
 */
/** "For this feature: we never show prices to logged-out users, …": what follows is said of the piece of work at hand. */
const FOR_THIS_WORK = /^(?:for|in)\s+this\s+(?:feature|task|ticket|story|pr|change|page|screen|endpoint|component|epic|sprint|one)\s*[:,—–-]/i;

/** Whether a sentence asks for a piece of work ("can you migrate us off Serilog?", 帮我把…换成…). */
export const asksForWork = (s: string) => ASKS_FOR_WORK.test(s);

/**
 * A request only to run, commit or hand in what was done: "Now run the tests.", "Then open a PR.", "commit and push it".
 * It builds nothing, so what is told beside it is no spec or setting of it: "the bundle has to stay under 200 kb gzipped.
 * Then open a PR." is the project's limit, and "heads up, the vendor api caps exports at 10k rows. Now run the tests." its
 * news. (A bare order beside it still bounds it: "Don't push. Just run the tests.")
 */
const HANDS_IN_ONLY =
  /^(?:(?:ok(?:ay)?|now|then|so|and|next|anyway|after that|when (?:you'?re|you are) done)[,.!]?\s+)*(?:(?:can|could|would) you\s+|please\s+|pls\s+|just\s+|go ahead and\s+)?(?:(?:re-?)?run (?:the |all the |all )?(?:tests?|test suite|suite|specs?|linter|lint|checks?|ci)|open (?:a |the )?(?:pr|pull request|mr|merge request)|commit(?: and push)?(?: it| this| that| them| everything)?|push(?: it| this| that)?|merge(?: it| this| that)?)\s*[.!?]?\s*$/i;

/** Whether a sentence asks for a piece of work that builds or changes something: asksForWork, not a request only to run or hand it in. */
export const asksForWorkToDo = (s: string) => ASKS_FOR_WORK.test(s) && !HANDS_IN_ONLY.test(s);

/**
 * What says a bare order holds past the work at hand though no word of LASTING_MARK does: the kinds of thing it is said of
 * ("in new code", "in integration tests", "for anything over a second", "for any call", "files you didn't change",
 * "when you list options", "in your answers"), how the agent works with the user ("don't ask me before …"), a request to
 * remember ("don't forget that …"), a choice of one tool against another ("don't use moment, just use
 * the date-fns helpers", "rem only", "use pnpm over npm"), or a reason that holds ("…, it makes the diff unreadable",
 * "…, they get overwritten by buf generate", "…, ops copies from it", "…, the deploy does it" — not what "it" is, "…, it's boring"), what the project takes in
 * ("don't add any analytics SDKs") and when ("don't merge on fridays").
 */
const HOLDS_PAST_THE_WORK = new RegExp(
  [
    String.raw`\b(?:in|for|to|from|on|with)\s+(?:new|any|all|every|prod(?:uction)?\s+code|user-facing|customer-facing|integration|unit|e2e|end-to-end)\b`,
    String.raw`\bfor (?:anything|everything)\b|\beverywhere\b|\bwhole files?\b|\b(?:files|code|lines)\s+you\s+(?:didn'?t|did not|aren'?t|weren'?t|haven'?t)\b|\bwhen(?:ever)?\s+(?!(?:you'?re|you are|it'?s|it is|that'?s|this is)\s+(?:done|finished|ready|merged)\b|you\s+(?:do|finish|fix|change|touch)\s+(?:it|this|that)\b)\w+\s+\w+`,
    String.raw`\bin (?:code|comments|commit messages|docs|the docs|your (?:answers?|replies|responses|messages))\b|\bat the end\b|\byourself\b|\bthat'?s how (?:we|the team|our)\b`,
    // (how the agent works with the user, and a request to remember: "don't ask me before …", "don't forget that …")
    String.raw`^(?:(?:please|pls)\s+)?(?:don'?t|dont|do not)\s+(?:ask me|forget|give me|show me|paste)\b`,
    // (what the project takes in, and when: "don't add any analytics SDKs", "don't merge on fridays")
    String.raw`\b(?:add|use|install|introduce|pull in)\s+any\s+(?:[\w-]+\s+)?[\w-]+s\b|\bon (?:mondays|tuesdays|wednesdays|thursdays|fridays|saturdays|sundays|weekends)\b`,
    String.raw`^(?:(?:please|pls|no,?|no no,?)\s+)?(?:don'?t|dont|do not)\s+use\b.*[,;—–]\s*(?:just\s+|only\s+)?(?:use\b|\w+\s+only\b)|\buse\s+[\w.-]+\s+over\s+\w|,\s*[\w.-]+\s+only\s*[.!]?$|\binstead\b`,
    String.raw`[,;—–]\s*(?:those|these|ops|ci|the ci|people|we|everything|every \w+|other teams?|the \w+ team|our \w+|customers|users|clients|readers)\s*(?:care|is|are|'s|'re|s|re|r|get|gets|make|makes|go|goes|only|copies|copy|checks?|runs?|skips?|wrecks?|uses?|reads?|owns?|diffs?|syncs?|synced|pipes?|keep|keeps|stay|stays)\b|[,;—–]\s*(?:two|three|four|five|several|many|other)\s+(?:other\s+)?(?:services|teams|apps|clients|repos|consumers)\s+(?:call|use|import|depend\s+on|rely\s+on|read)\b|[,;—–]\s*(?:it|they)\s+(?:get|gets|make|makes|go|goes|only|copies|copy|checks?|runs?|skips?|wrecks?|uses?|reads?|owns?|diffs?|syncs?|synced|pipes?|keep|keeps|stay|stays)\b|[,;—–]\s*(?:the \w+|ci|ops)\s+does (?:it|that|this)\b`,
    String.raw`\b(?:is|are)\s+(?:banned|forbidden|deprecated|not allowed)\b`,
    // (in Chinese: in code, comments, logs or docs; one way for all, 统一; not again, 别再…; what the customers care about)
    String.raw`在(?:代码|注释|代码注释|日志|提交信息|文档|新代码|生产代码)里|统一|(?:不要|别)再|[，,]\s*(?:客户|用户|读者)(?:只|都|一般|主要)?(?:关心|在乎|看重)`,
  ].join('|'),
  'i',
);

/** What says an order is for now: "…, it's pinned on purpose for now", "…, it's being rewritten", "…, we're over budget this month", "… yet", 先, 暂时. */
const FOR_NOW = /\b(?:for now|yet|being|currently|about to|going to|will be|this (?:time|once|month|week|sprint|pr|release|file|function)|today|tonight|tomorrow|right now|at the moment|for the moment|until|till|in this (?:pr|branch|change)|for (?:this|it))\b|先|暂时|这次|今天|目前/i;

/** How the agent is to talk to the user, said as a prohibition: "don't apologise", "never say sorry". */
const HOW_TO_TALK = /^(?:please\s+)?(?:don'?t|dont|do not|never|stop)\s+(?:apologi[sz](?:e|ing)|say(?:ing)?\s+sorry|thank(?:ing)?\s+me)\b/i;

/** Why an order holds, said as how the thing is for good: "…, they're hand-written and reviewed", "…, it's generated". */
// ("don't — the mobile clients read that column through the old API for another release; add the new one and dual-write": who
// still reads the thing, by its name or "it")
const STANDING_WHY =
  /,\s*(?:since\s+|because\s+|as\s+)?(?:it'?s|they'?re|it is|they are)\s+(?:all\s+)?(?:hand-?written|(?:auto-?)?generated|vendored|shared|reviewed|checked in|immutable|read-only|append-only|owned by|used by|consumed by|public|part of)\b|(?:,|\s[—–-])\s*(?:since\s+|because\s+|as\s+)?(?:the|our)\s+(?!(?:[\w-]+\s+)?(?:tests?|specs?|suite|build|ci|pipeline|snapshots?)\b)[\w-]+(?:\s+[\w-]+)?\s+(?:still\s+)?(?:reads?|uses?|calls?|depends? on|rel(?:y|ies) on|consumes?|queries)\s+(?:it|them|that\s+[\w-]+|the\s+[\w-]+)\b/i;

export function boundsTheWork(quote: string, said: string[]): boolean {
  if (FOR_THIS_WORK.test(quote) && said.some((s) => s !== quote && ASKS_FOR_WORK.test(s))) return true;
  // "Wire up the settings page. … The save button should never be disabled.": what the one thing being built must do
  // (the request in the same sentence too: "the price should never be negative, add validation to the form"; looked for
  // only once the sentence is such a spec — a long message has hundreds of sentences)
  if (SPEC_OF_THE_THING.test(quote) && !LASTING_BEYOND_THE_THING.test(quote)) {
    const asked = said.some((s) => s !== quote && asksForWorkToDo(s)) || quote.split(/\s*[,;]\s+/).slice(1).some((clause) => ASKS_FOR_WORK.test(clause));
    if (asked) return true;
  }
  if (!BARE_ORDER.test(quote) || LASTING_MARK.test(quote)) return false;
  // ("don't regenerate fixtures, they're hand-written and reviewed; fix the test instead": an order whose why is how the
  // thing is for good, the redo after it this work's — the order lasts, read without the redo)
  if (STANDING_WHY.test(quote)) return false;
  // ("don't apologise, just fix it and say what changed": how the agent is to talk to the user, every time; the redo after it
  // is this work's)
  if (HOW_TO_TALK.test(quote)) return false;
  if (quote.split(/\s*[,;]\s*/).slice(1).some((clause) => REDO_AT_HAND.test(clause) || SOMEONE_ELSE_WILL.test(clause))) return true;
  if (HOLDS_PAST_THE_WORK.test(quote) && !FOR_NOW.test(quote)) return false;
  return said.some((s) => s !== quote && ASKS_FOR_WORK.test(s));
}

/**
 * A line that introduces what to build or write: "Here's the spec for the new endpoint:",
 * "Requirements:", "Acceptance criteria:", "go with your plan:", "Write the migration guide. Key points:".
 */
export const WORK_LIST = /\b(?:spec|specs|specification|requirements?|acceptance criteria|todo|to-do|tasks?|steps|checklist|user stor(?:y|ies)|plan|proposal|outline|key points|points to cover|it should|it must|should(?: do)?|must(?: do)?|needs? to)\b[^:]{0,40}:\s*$|(?:需求|要求|验收标准|步骤|待办|方案|要点|大纲)[^：:]{0,10}[：:]\s*$/i;
