// How the user says how to work: the team's conventions ("we always rebase"), orders scoped past
// the moment ("… in this repo", "before committing"), rules with their reason ("we're on Node
// 20, so don't …"), rules under a label, what the user does not want the agent to do, and — the
// net under them all — what a kind of thing in the software must do. Each says what it matches
// and what it leaves, with examples.
import { KIND_OF_TEST, MONEY_HELD_AS, OUTPUT_FORMAT_NOW, THEN_AN_ORDER, isPointer } from './fact-forms.js';
import { MISSING_WHERE_IT_RUNS, NEWS_OPENERS, ONE_DAY, THIS_DAY, WORKS_SOMEWHERE, words } from './statement-text.js';
import { WORK_VERBS } from './task-bound.js';
import { escapeRegExp } from './regexp.js';

/** A first word before "for" that names no tool: "thanks for …", "ready for review", "time for lunch" (every "<tool> for <need>" form reads past these). */
const NO_TOOL_BEFORE_FOR = String.raw`(?:thanks|thx|ty|sorry|apologies|ready|good|great|nice|fine|ok|okay|perfect|same|more|less|time|all|one|some|room|enough|that|this|it|them|wait|waiting|hooray|yay|kudos|props|credit|pizza|lunch|dinner)`;
/** "sidekiq for jobs": a tool and what it is used for (not "thanks for that", "ready for review"), for the forms that read one. */
const A_TOOL_FOR_A_NEED = String.raw`(?!${NO_TOOL_BEFORE_FOR}\b)[a-z][\w.+#-]*\s+for\s+(?!(?:now|today|this|that|me|you|us|review)\b)[a-z][\w-]*(?:\s+[\w-]+)?`;

/** Words of life advice and comfort, which no memory about working in a project holds. */
export const MAXIM =
  /\b(?:yourself|your heart|life|lifestyle|happiness|joy|dreams?|positive|patience|patient|kindness|compassion|victory|bond|friendship|here for you|here if you|just do it|take (?:good )?care|never too late|hard work|anything is possible|every step|relax|enjoy)\b/i;

/** A rule under its label: "Quick rule for this project: no default exports", "House rule: …". */
export const RULE_LABEL =
  /^(?:(?:(?:a|one|quick|another|general|house|golden|ground|hard|simple)\s+)?(?:rules?|rule of thumb|convention|policy|(?:performance|size|bundle|latency|error)\s+budget)|(?:our\s+|the\s+|my\s+)?(?:style guide|(?:house|writing|code|coding)\s+style))(?:\s+(?:for|in|of)\s+(?:this|the|our)\s+(?:project|repo(?:sitory)?|codebase|code base|team|house))?\s*:\s*(\S.{3,})$/i;

/** A named rule of the team's, with an order after its colon: "our api versioning rule: never remove a field, only deprecate it". */
export const NAMED_RULE =
  /^(?:our|the|my)\s+(?:[\w-]+\s+){0,2}(?:rule|convention|policy)\s*:\s*(?:never|always|don'?t|dont|do not|no|only|use|keep|prefer|avoid)\s+\S.{3,}$/i;

/**
 * The steps of a recurring procedure under its name: "release process: bump the version in Cargo.toml, update the
 * changelog, then tag it" (orders after the colon, more than one).
 */
export const PROCEDURE =
  /^(?:(?:so|ok|okay)[,]?\s+)?(?:(?:our|the)\s+)?(?:(?:release|releasing|deploy|deployment|publish|publishing|hotfix|rollback|upgrade|ship|shipping)\s+(?:process|steps|procedure|checklist|flow|routine)|releases|deploys|to release|to deploy|to publish|(?:the\s+way|how)\s+(?:releases|deploys|deployments|hotfixes|releasing|deploying|shipping)\s+(?:work|works|happen|go)(?:\s+here|\s+in this (?:repo|team|project))?)\s*(?:is\s*)?[:—–-]\s*(?:first\s+|1[.)]\s*)?(?:bump|update|tag|run|merge|build|push|create|open|cut|publish|deploy|write|add|check|make|draft|squash|rebase|notify|post)\b[^?]*?(?:,|;|\bthen\b)[^?]{6,}$/i;

/** Said of one piece of the work at hand: "in this handler", "in that file", "in this PR". */
export const IN_THE_PIECE_AT_HAND = /\b(?:in|to|from|inside|for) (?:this|that) (?:function|file|test|pr|branch|commit|class|module|component|handler|endpoint|method|route|controller|script|query|page|screen|view|hook|process|job|step|stage|cell)\b|\b(?:into|in|from|of|to)\s+(?:this|that)\s+(?!(?:repo|repository|project|codebase|team|company|app|org|organi[sz]ation)\b)[\w-]+'s\s|\bon (?:this|that) (?:page|screen|view|branch|pr|form|modal|button)\b|\b(?:right here|here (?:before|after) (?:calling|using|returning|passing|rendering|mapping|iterating|reading|writing))\b/i;
/** Words that tie an order to the moment ("don't push yet", "use the old one for now", "… in this file"): no lasting rule. */
export const MOMENT = new RegExp(String.raw`\b(?:yet|for now|right now|i(?:'m| am)\s+(?:on (?:the|a) (?:train|bus|plane|flight|phone call)|in (?:a|the) (?:meeting|hurry|rush)|at (?:the )?airport|about to (?:board|leave|head out))|(?:just|only) for (?:this|that)\b|today|tonight|this time|this task|(?<!\bnot )(?:for )?this one|at the moment|in the middle of|in this (?:chat|conversation|thread|session)|for (?:this|that) (?:pr|pull request|branch|commit|task|ticket|change|file|function|test|bug|issue|error|crash|incident|outage|demo|spike|prototype|experiment|meeting)|when you'?re done(?!\s+with\s+(?:a|an|any|each|every)\s+(?:change|edit|feature|fix|task|ticket|pr|refactor)s?\b)|(?<!\bfirst\b[^,.;]{0,40})after(?:wards)?(?=[.!]*$)|for later|for the next (?:(?:few|couple(?: of)?|\d+|two|three)\s+)?(?:hours?|minutes?|mins?|while|bit)|for a (?:bit|while|minute|sec(?:ond)?)|(?:don'?t|do not|hold off|wait|stop)\b[^,.;]{0,40}\bfor (?:a few|a couple(?: of)?) (?:minutes|mins|hours|secs|seconds)|(?:pick|choose|go with)\s+(?:one|any|whichever|either)\b[^,.;]{0,20}\bfor (?:this|that)(?:\s+one)?(?=[.!]*$)|until (?:i|we)\b(?!\s+(?:upgrade|migrate|move off|switch|drop|are on|get to)\b)(?!\s+(?:finish|complete|are done with|wrap up)\s+(?:the|our)\s+(?:[\w-]+\s+)?(?:migration|rewrite|move|port|upgrade|transition)\b))\b|${IN_THE_PIECE_AT_HAND.source}`, 'i');

/** What a team does with its code: the verbs of a convention ("we squash-merge", "we never vendor"). */
const WORKFLOW =
  '(?:use|roll(?=\\s+(?:forward|back|(?:our|your|their)\\s+own)\\b)|update|edit|touch|modify|overwrite|mutate|rewrite|reuse|hold|cascade|spell|capitali[sz]e|configure|route|rate-limit|throttle|indent|trust|rely on|support|target|squash(?:-merge)?|merge|rebase|commit|push|force-push|deploy|release|ship|run|test|write|put|keep|name|import|pin|vendor|mock|lint|format|review|tag|version|bump|document|log|store|check in|depend|build|publish|install|branch|prefix|suffix|wrap|return|throw|catch|handle|validate|avoid|mention|expose|include|hard-?code|add|comment|accept|allow|fix|cache|follow|(?:soft|hard)[- ]?delete|delete|drop|archive|anonymi[sz]e|notify|retry|cite|credit|acknowledge|encrypt|sign|scan|audit|report|present|split(?=\\s+by\\b)|partition|shard|stratify|paginate|send|route|proxy|serve|host|schedule|emit|redact|hash|rotate|back up|bucket|segment|aggregate|compute|calculate|page|alert|retrain|re-train|reindex|create|generate|regenerate|open|start(?!\\s+(?:it|this|that|them|over|again|from|working|to|on|up|with|late|early|at|around)\\b)|upgrade|lock|measure|benchmark|profile|rebuild|declare|define|register|seed|freeze|annotate|judge|grade|pull(?=\\s+\\S+(?:\\s+\\S+)?\\s+in(?:to)?\\b)|bundle|guarantee|promise|disclose|concede|quote|refund|discount|draft|share(?!\\s+(?:it|them|our|my|your|the\\s+screen|screens?)\\b)|give(?!\\s+(?:them|him|her|it|us|me|you|lots|a\\s+lot)\\b)|offer(?!\\s+(?:them|him|her|it|us|me|you)\\b)|post(?=\\s+(?:on|at|in|before|after|anything|about|links?|photos?|prices?|screenshots?)\\b)|reply\\s+to|respond\\s+to|engage\\s+with|feed\\s+the\\s+trolls|squash(?=\\s+migrations\\b)|do(?=\\s+(?:[\\w-]+\\s+)?(?:gigs|weddings|events|commissions|rush\\s+jobs|custom\\s+orders|callouts|call-outs|spec\\s+work|unpaid\\s+work|free\\s+work|pay-to-play)\\b)|take(?=\\s+(?:bookings|orders|payments|cash|cards|cheques|checks|deposits|walk-ins|reservations|commissions|new\\s+clients|new\\s+patients)\\b))';

/** How money is stored or rounded (after "we"): "round money half-even", "store amounts in cents", "keep prices as integers". */
const MONEY_HELD = new RegExp(
  String.raw`^(?:always\s+)?(?:store|keep|represent|round|model|hold|handle|save)\s+(?:all\s+)?(?:money|amounts|prices|currency|currencies|monetary (?:values|amounts)|balances|totals|money values)\s+${MONEY_HELD_AS}\b`,
  'i',
);

/** "we always squash-merge", "we don't use default exports" (not "we always run into this", "we only use it for the demo"). */
const WE_ALWAYS = new RegExp(`^(?:always|never|don'?t|do not|only|usually|normally|generally|typically)\\s+${WORKFLOW}\\b(?!\\s+(?:into|across|away|over|up)\\b|(?<!comment)\\s+out\\b|\\s+(?:it|this|that|them)\\s+(?:for|in|on|once|now|today)\\b|\\s+(?:it|this|that|them)\\s*[.!]*$)`, 'i');
/** "(we) ship bugfixes as patch releases", "(we) only break the public API in majors": the release a kind of change goes out in. */
const RELEASED_AS =
  /^(?:ship|release|publish|cut|tag)\s+(?:all\s+)?(?!(?:it|this|that|them)\b)[\w-]+(?:\s+[\w-]+)?s\s+as\s+(?:[\w-]+\s+){0,2}(?:releases?|versions?|tags?|patch(?:es)?|minors?|majors?)\b|^(?:only|never)\s+break\s+(?:the\s+)?(?:public\s+|published\s+)?(?:api|apis|interface|compat\w*|things|anything|users)\b(?:\s+(?:in|outside|except in)\s+(?:a\s+)?(?:majors?|major\s+(?:versions?|releases?)))?/i;
/** "we vendor nothing", "we mock nothing in integration tests": what the team never does, said with "nothing". */
const WE_DO_NOTHING = new RegExp(`^${WORKFLOW}\\s+nothing\\b(?!\\s+(?:else|yet|now|today|for now|until)\\b)`, 'i');
/** "we run migrations through the Makefile, not by hand". */
const WE_DO_NOT_OTHERWISE = new RegExp(`^${WORKFLOW}s?\\b[^,;]*?(?:,\\s*|\\s+)(?:not|never|instead of|rather than|no(?!\\s+(?:worries|problem|idea|rush|need|big deal)\\b))\\s+\\S`, 'i');
/** "we put all SQL in the repository layer", "we deploy every Tuesday", "we squash merge everything", "we keep one migration per pr", "we vendor deps, so run go mod vendor after any go.mod change". */
const WE_DO_ALL = new RegExp(`^${WORKFLOW}s?\\b.*\\b(?:all|every|everything|each|(?:after|before|with)\\s+any|for\\s+(?:anything|any\\s+[\\w-]+)\\s+(?:that|which)|per|everywhere|always|never|nightly|weekly|monthly|quarterly|named after|prefixed with|only(?!\\s+(?:once|twice|here|now|for now|in (?:one|two|three|a few) places|\\d+|one|two|three|four|five|a few|a couple|some)\\b))\\b`, 'i');

/** "(we) test against postgres 14 and 16", "(we) test against real postgres": the versions, or the real thing, every change is tested on. */
const TESTED_AGAINST = /^test\s+(?:against|on|with)\s+(?:(?:[\w.-]+\s+)?v?\d+(?:\.\d+)*(?:\s*(?:,|and|&|\+)\s*v?\d+(?:\.\d+)*)+|(?:a\s+|the\s+)?(?:real|actual|live|production-like)\s+[\w.-]+)/i;
/** "we prefer small PRs", "we avoid the !! operator": a kind of code the team prefers or avoids (not "we prefer to wait", "we avoid this file", "we prefer the first one"). */
const WE_PREFER_OR_AVOID =
  /^(?:(?:always|generally|strongly|usually)\s+)?(?:prefer|avoid)\s+(?!(?:it|this|that|them|these|those|to|not|doing that|the (?:first|second|other|new|old|last|one)|your|my|you|him|her|meetings?|calls?)\b)\S/i;
/** An operator or a token of code said in prose: "!!", "?.", "==", "as any". */
const CODE_SYMBOL = /(?:^|\s)(?:!!|\?\.|\?\?|===?|!==?|->|=>|::|&&|\|\|)(?:\s|$)|\boperator\b/;
/** "we can't add runtime dependencies, the library has to stay zero-dep": what the team may not do (built once: convention runs on every sentence). */
// (the "'re" of "we're not allowed to …" is read with "we": what is left starts at "not")
const WE_MAY_NOT = new RegExp(`^(?:can'?t|cannot|can not|must not|mustn'?t|(?:(?:are|'re)\\s+)?not\\s+(?:allowed|permitted)\\s+to|aren'?t\\s+(?:allowed|permitted)\\s+to)\\s+${WORKFLOW}\\s+(?!(?:it|this|that|them|yet|now|today)\\b)\\S`, 'i');
/**
 * "we never issue refunds above the captured amount": a habit of the team, whatever its verb (the
 * caller asks for a thing of software or business in it; not "we never had that problem", "we
 * always go hiking on weekends").
 */
const HABIT_OF_ANY_VERB =
  /^(?:always|never)\s+(?!(?:had|has|have|got|gotten|saw|seen|heard|went|gone|go|knew|known|met|felt|thought|understood|did|done|came|made|said|told|found|ran|run into|seem|get|be|been|know|think|feel|see|hear|mind|like|love|want|need|really|even|quite|talk|eat|meet|hang|share|play|chat|joke|laugh)\b)(?!\w{2,}(?:ed|ing)\b)[a-z]+\s+(?!(?:this|that|it|them|you|me|us|him|her)\b)\S/i;
/** A name from the code said in prose: "java.time.Clock", "RefundService", `useQuery`. */
const NAME_IN_CODE = /\b[a-z][\w]*\.[\w.]*[A-Z]\w*\b|\b[A-Z][a-z]+[A-Z]\w*\b|`[^`\n]{2,40}`/;
/** What "we" do now, said in the present: not "we broke", "we had", "we need", "we should". */
const WE_DO_NOW = String.raw`(?!\w+ed\b)(?!(?:had|were|was|did|got|went|need|want|should|could|would|can|will|might|must|just|still|already)\b)[a-z]+`;
/** "we quarantine flaky tests with test.fixme instead of deleting them" (not "we have …", "we ran …" instead of another way). */
const INSTEAD_OF_ANOTHER_WAY = new RegExp(String.raw`^(?!(?:ran|made|took|needs|are|have)\b)${WE_DO_NOW}\s+[^,;]{2,60}?\s+instead of\s+\w+ing\b`, 'i');
/** "we inject java.time.Clock into anything that reads the time": a way of working, its object named. */
const WE_DO_SOMETHING = new RegExp(String.raw`^${WE_DO_NOW}\s+(?!(?:it|this|that|them|these|those)\b)\S`, 'i');
/** "…, that's a team rule", "…, it's our convention": what came before is the team's rule. */
// (and the one "we follow": "…, that's the convention we follow")
// (and for what: "3 retries with backoff, that's our standard for outbound calls")
const SAID_TO_BE_THE_RULE = /,\s*(?:that'?s|thats|it'?s|its|this is)\s+(?:a|the|our)\s+(?:team\s+|house\s+|hard\s+)?(?:rule|convention|policy|standard|default)\b(?:\s+(?:we|i)\s+(?:follow|use|keep|go by)(?:\s+here)?|\s+(?:for|on|in)\s+(?:all\s+|any\s+|every\s+)?(?!(?:this|that|it|now|today)\b)[\w-]+(?:\s+[\w-]+)?)?[.!]*$/i;
/** "we use bloc for state management, please don't introduce provider or riverpod", "we use react-navigation v6, dont suggest expo-router": the tool, and the ones not to bring in. */
const USE_NOT_THE_OTHERS =
  /^use\s+[^,;]{2,40},\s*(?:so\s+)?(?:please\s+)?(?:don'?t|do not|never)\s+(?:introduce|add|use|bring in|pull in|install|switch to|suggest|recommend|propose|reach for)\s+(?!(?:it|this|that|them|any\s+)?(?:bugs?|regressions?|issues?|problems?|errors?|breaking changes|tech debt)\b)(?!(?:it|this|that|them)\b)\S/i;
/**
 * "we use sonnet for the planner and haiku for the classifier, dont swap them without running the evals
 * first": what the team uses, and the check before changing it (not "…, don't worry about it").
 */
const USE_THEN_A_CHECK_TO_CHANGE =
  /^use\s+[^,;]{2,80}[,;]\s*(?:so\s+)?(?:please\s+)?(?:don'?t|dont|do not|never)\s+(?:swap|switch|change|replace|touch|upgrade|downgrade|bump|remove|move)\s+(?:them|it|either(?:\s+one)?|those|these|that)\b[^,;]*?\b(?:without|before|unless|until)\s+\S/i;

/** The project said as one thing only: "this extension is manifest v3 only", "this app is ios only". */
const THE_PROJECT_IS_ONLY = /^(?:this|our)\s+(?:project|repo|app|mod|plugin|library|game|site|package|crate|extension|addon|tool|cli|bot|service)\s+is\s+(?!(?:only|done|ready|finished)\b)[\w.+ -]{2,30}?\s+only\b/i;

/** A kind of thing declared in a tool or a file, not by hand: "keep infra in terraform", "manage dns with terraform". */
const KEPT_AS_CODE =
  /^(?:keep|manage|define|describe|declare)\s+(?:all\s+)?(?:(?:our|the)\s+)?(?:infra(?:structure)?|cloud resources|config(?:uration)?s?|dashboards|alerts|dns|iam|permissions|pipelines)\s+(?:in|as|with)\s+(?:code|terraform|pulumi|cdk|cloudformation|ansible|helm|kustomize|git|[\w.-]+\.(?:ya?ml|json|tf|toml))\b/i;

/**
 * "nobody clicks around in the aws console", "no one pushes to main directly": what nobody on the team does, said as
 * a habit of a shared place (not "nobody knows why", "nobody answers on slack").
 */
const NOBODY_DOES =
  /^(?:nobody|no one|no-one)\s+(?:here\s+|on (?:the|this|our) team\s+)?(?:ever\s+)?(?!(?:knows?|remembers?|understands?|cares?|answers?|replies|responds?|reads?|likes?|wants?|uses?|seems?|has|is|was|does|gets|says|tells|thinks|believes|notices|sees|asks|needs|looks)\b)[a-z]+s\b[^,;?]*\b(?:prod(?:uction)?|main|master|consoles?|by hand|manually|directly|laptops?|the db|database|servers?|infra|aws|gcp|azure|cluster|releases?|deploys?|fridays|weekends)\b/i;
/** …said of a fault, asked about, or with a request: "nobody restarts the servers when they crash, can you add a watchdog". */
const NOBODY_AS_A_FAULT = /\b(?:can|could|would) you\b|\bwhy\b|\bwhen (?:it|they)\s+(?:crash|fail|break|die)/i;
/**
 * "nobody should query the raw tables from Looker directly", "no one should ever edit the generated files by hand": what
 * nobody on the team may do, said as an order (not "nobody should know about this yet", "no one should have to read this").
 */
const NOBODY_SHOULD =
  /^(?:nobody|no one|no-one)\s+(?:here\s+|on (?:the|this|our) team\s+)?(?:should|must|may|is allowed to|gets to)\s+(?:ever\s+)?(?!(?:know|have|need|be|feel|care|see|hear|notice|worry|read|understand|think|believe|remember|get|go through|suffer|wait|lose)\b)[a-z]+\s+(?!(?:this|that|it|them|me|you|him|her)\b)\S(?![^,;?]*\b(?:this|that|yet)\b)/i;
export const nobodyDoes = (s: string) => (NOBODY_DOES.test(s) || NOBODY_SHOULD.test(s)) && !MOMENT.test(s) && !NOBODY_AS_A_FAULT.test(s);

/** A habit said in the progressive: "(we are) deploying only in tuesday and thursday", "using always the pnpm". */
const PROGRESSIVE_HABIT = /^(?:\w+ing\s+(?:only|always|never)|(?:always|never|only)\s+\w+ing)\b/i;

/**
 * What makes a "we always/never/only …" no convention (see convention): what it costs them, said with it ("we run one
 * test per file, which is slow", "… and the disk fills up"), a fault ("we never send the right headers"), a request to
 * mend it ("…, fix it", "we only log the first error, can you fix that"), or one thing at hand ("we don't merge that
 * branch until QA signs off").
 */
const NOT_A_CONVENTION =
  /\b(?:slow(?:ly)?|too\s+(?:slow(?:ly)?|much|many|long|often|late)|fills?\s+up|blows?\s+up|painful|annoying|a mess|wrong)\b|,\s*(?:please\s+)?(?:fix|change|update|redo)\s+(?:it|this|that|them)\b|\bthe (?:right|correct)\b|,\s*(?:can|could|would) you\s+(?:please\s+)?(?:fix|change|look into|look at|check)\b|^(?:always|never|don'?t|do not|only)\s+\w+\s+(?:that|this|these|those)\s+(?!(?:way|kind|sort|type)\b)\w+/i;

/**
 * The team's conventions, said as what "we" do: "we always squash merge", "we don't use default
 * exports", "we use pnpm in this repo, never npm", "we put all SQL in the repository layer".
 * A plain "we use X" is not one (the code shows that) unless X is a style or tool a rule names
 * ("we use conventional commits", "we use pnpm"); an always/never/don't, a rejected alternative
 * or an all/every is.
 */
export function convention(s: string): string | null {
  // "normally we use the knex schema builder": the habit's adverb said first, read where it usually goes
  const adverbFirst = /^(normally|usually|generally|typically),?\s+we\s+(?!(?:are|were|have|had|need|want|should|can|could|will|would)\b)(\S.*)$/i.exec(s);
  // (not "normally we use the staging db for this but it's down": what is not so this time)
  if (adverbFirst) return /\b(?:but|for (?:this|that)|this time)\b/i.test(s) || convention(`we ${adverbFirst[1]!.toLowerCase()} ${adverbFirst[2]}`) === null ? null : s;
  // "this extension is manifest v3 only": what the project is, and nothing else (not "this app is only a demo", "… is broken only on firefox")
  if (THE_PROJECT_IS_ONLY.test(s) && !TROUBLE.test(s) && !ONE_DAY.test(s)) return s;
  // (an example said in passing is left out: "we follow calver here, like 2026.11.1, not semver")
  // (behind the kind of thing it is about: "for the dates we are using always the format ISO")
  // (after what made it so: "after the outage last month we now require two approvals for …")
  // (the project said as itself: "this mod targets minecraft 1.20.1 forge, …" is what "we target" says; and a solo
  // developer's own way to test or ship, bounded: "i publish on modrinth only, no curseforge")
  const we = /^(?:(?:on|in)\s+(?:prod|production|staging|ci|main|the\s+[\w-]+\s+(?:env|environment|cluster|db|database))\s*,?\s+(?=we\b)|for\s+(?!(?:now|today|tonight|this|that|the moment|a while|the next)\b)(?:(?:the|all|our|any)\s+)?[\w-]+(?:\s+[\w-]+)?\s*,?\s+(?=we\b|our team\b|the team\b)|for\s+(?:the|all|our|any)\s+[\w-]+(?:\s+[\w-]+)?\s*,?\s+|after\s+the\s+[\w-]+(?:\s+[\w-]+){0,3},?\s+)?(?:we|our team|the team|(?:this|our|the)\s+(?:project|repo|app|mod|plugin|library|game|site|package|crate|extension|addon)(?=\s+(?:targets|supports|pins)\b)|i(?=\s+(?:always\s+|only\s+)?(?:test|publish|release|deploy|ship|build|bundle)\s+(?:on|to|in|from|with)\b[^,;?]*(?:\s+only\b|\s+(?:from my (?:laptop|machine|desktop)|by hand|manually)\b|,\s*(?:never|not|no|don'?t|do not|there'?s no|there is no)\s+\S)))(?:'re| are)?\s+(.*)$/i
    .exec(s)?.[1]
    ?.replace(/^(target|support|pin)s\b/i, '$1')
    .replace(/,\s*(?:like|e\.g\.|eg|for example|such as)\s+[^,;]+(?=,)/i, '');
  // "we are deploying only in tuesday and thursday" (as non-native speakers say a habit): read as "we deploy only …"
  // (kept as said: the rule is the user's words, read the other way only to be recognised)
  // (not what is under way: "we are testing only the login now")
  // (nor trouble: "we're always running into this bug", "we are always having problems with the deploy")
  if (we && PROGRESSIVE_HABIT.test(we) && !/\b(?:into|(?:having|getting|seeing|hitting)\s+(?:\w+\s+){0,2}(?:problems?|issues?|trouble|errors?|bugs?)|broken|breaking|failing|crash\w*|flaky|stuck|struggling|fighting)\b/i.test(we) && !/\b(?:now|today|tonight|currently|at the moment|this (?:week|sprint|morning|afternoon|evening))\b/i.test(s)) {
    // (and said with its adverb first, "we are always writing the tests before the code", or of the team, "the team are
    // deploying only on tuesdays"; a reading that changes nothing is not read again, or this would never end)
    const ing = /\b(we|our team|the team)(?:'re|\s+are|\s+is)?\s+((?:always|never|only)\s+)?(\w+?)ing\b/i;
    const as = (stem: (s: string) => string) => s.replace(ing, (_, who: string, adverb: string | undefined, said: string) => `${who} ${adverb ?? ''}${stem(said)}`);
    const readings = [as((said) => said.replace(/(\w)\1$/, '$1')), as((said) => `${said}e`)].filter((r) => r !== s);
    return readings.some((r) => convention(r) !== null) ? s : null;
  }
  // "we push each other to improve" (but "we review each other's PRs within a day" is how the team works)
  // ("we merge at 5, never mind the lint warnings": "never mind" waves something off for now)
  if (!we || /\b(?:each other|one another)\b(?!'s\s+(?:prs?|pull requests?|code|changes|commits|diffs|work)\b)|\bnever\s+mind\b/i.test(we)) return null;
  // "we merge all the PRs tomorrow", "we release everything next week": once, on a day
  if (ONE_DAY.test(we)) return null;
  // what it costs them, a fault, a request to mend it, one thing at hand
  // (a reason after it about another thing is no complaint of the habit: "we always mock stripe in unit tests, the sandbox is too slow")
  const reason = /,\s*(?:because\s+|since\s+|as\s+)?(?:the|our)\s+([\w-]+)[^,;]*$/i.exec(we);
  const habit = reason && !new RegExp(String.raw`\b${escapeRegExp(reason[1]!)}`, 'i').test(we.slice(0, reason.index)) ? we.slice(0, reason.index) : we;
  if (NOT_A_CONVENTION.test(habit)) return null;
  // (not "we usually use the staging db for this but it's down": what the habit would be, this once)
  // ("we vendor nothing, go.sum is committed …": what the team never does, said with "nothing")
  if (WE_DO_NOTHING.test(we)) return s;
  // ("we ship bugfixes as patch releases the same day", "we only break the public API in majors": how a kind of change is released)
  if (RELEASED_AS.test(we) && !ONE_DAY.test(we.replace(/\bthe same day\b/i, ''))) return s;
  if (WE_ALWAYS.test(we) && !/\bfor (?:this|that)\b[^,;]*\bbut\b/i.test(we)) return s;
  // "we target the last two versions of evergreen browsers", "we ship behind feature flags": what the project supports,
  // and how every change goes out
  if (/^(?:target|support)\s+(?:only\s+)?(?:the\s+)?(?:last|latest|current)\s+(?:\w+\s+)?(?:versions?|releases?|majors?)\s+of\s+(?!(?:this|that|it|them)\b)\S/i.test(we) || /^ship\s+(?:everything\s+|all\s+\w+\s+|new\s+\w+\s+)?behind\s+(?:a\s+)?(?:feature\s+)?flags?\b/i.test(we)) return s;
  // "we changed the branch naming to feat/<ticket>": a convention, said as changed to its new form
  if (/^(?:(?:just|recently|finally)\s+)?(?:changed|switched|updated|moved)\s+(?:the|our)\s+(?:[\w-]+\s+){0,2}(?:naming|naming convention|convention|format|pattern|scheme|style|prefix)\s+to\s+\S/i.test(we) && !ONE_DAY.test(we)) return s;
  // "we stopped writing component scss files", "we quit adding barrel files": a kind of thing the team no longer makes, for
  // good (not "we stopped the deploy", "we stopped writing tests for this module": one thing, not a kind)
  if (/^(?:(?:just|finally|recently|already|long since)\s+)?(?:stopped|quit|gave up(?:\s+on)?)\s+(?:writing|adding|creating|making|using|committing|checking in|generating|maintaining|vendoring|mocking|shipping)\s+(?!(?:it|this|that|them|these|those|the|my|your|any)\b)(?:[\w.-]+\s+){0,3}[\w.-]+s\b(?:\s+(?:a while (?:ago|back)|(?:last|this)\s+(?:year|quarter|month|sprint)|altogether|entirely|completely))?[.!]*$/i.test(we) && !ONE_DAY.test(we)) return s;
  // "we deploy on thursdays": the days a step of the work is done, every week (the plural says every)
  if (/^(?:deploy|release|ship|merge|publish|tag|cut releases|freeze|demo|plan|submit)\w*\s+(?:(?:to|on)\s+(?:the\s+)?(?:play\s+store|app\s+store|testflight|google\s+play|steam|itch(?:\.io)?|npm|pypi|crates\.io|prod(?:uction)?|staging)\s+)?(?:only\s+)?(?:on\s+)?(?:mondays|tuesdays|wednesdays|thursdays|fridays|saturdays|sundays)\b/i.test(we) && !ONE_DAY.test(we) && !/,\s*(?:so\s+)?(?:don'?t|do not)\s+worry\b/i.test(we)) return s;
  // "we name feature branches feat/<ticket>-short-description": the pattern every one of a kind is named by
  if (/^name\s+(?:all\s+)?(?:our\s+)?(?:[\w-]+\s+){0,2}[\w-]+s\s+(?:like\s+|as\s+)?\S*[*._/<>{}]\S*/i.test(we)) return s;
  // "we always start at 3e-4 for this architecture", "we always start with a failing test": where every run or change begins
  if (/^(?:always|usually|typically)\s+start\s+(?:at|with|from)\s+(?!(?:the\s+)?(?:beginning|scratch|zero|nothing|it|this|that|them)\b)\S/i.test(we) && !ONE_DAY.test(we)) return s;
  // "we round money half-even", "we store amounts in cents": how the team holds money, every amount of it
  if (MONEY_HELD.test(we) && !ONE_DAY.test(we)) return s;
  // "we keep logs for 30 days": how long a kind of record is kept (not "we keep it for now")
  if (/^keep\s+(?:the\s+|all\s+|our\s+)?(?!(?:it|this|that|them|these|those)\b)[\w-]+(?:\s+[\w-]+){0,2}\s+for\s+(?:\d+|one|two|three|six|seven|thirty|ninety)\s+(?:days|weeks|months|years)\b/i.test(we) && !ONE_DAY.test(we)) return s;
  // "we treat warnings as errors in the c++ build": how a kind of thing is taken, for good
  // ("we treat any user-controlled string reaching a shell command as a critical finding": any one of a kind, and how grave)
  if (/^treat\s+(?:all\s+)?(?!(?:it|this|that|them|these|those|you|him|her)\b)[\w-]+(?:\s+[\w-]+)?\s+as\s+(?:errors|failures|blockers|breaking|bugs|drafts|untrusted|secrets|immutable)\b/i.test(we)) return s;
  if (/^treat\s+(?:any|every|each)\s+[\w-]+(?:\s+[\w-]+){0,7}?\s+as\s+(?:an?\s+)?(?:(?:critical|high|severe|blocking|p0|p1|sev-?[0-3])\s+)?(?:finding|incident|vulnerability|blocker|bug|outage|security issue)\b/i.test(we)) return s;
  // "we test against postgres 14 and 16 in ci": the versions every change is tested on; "we test against real postgres via
  // docker compose, …": the real thing tests run on
  if (TESTED_AGAINST.test(we) && !ONE_DAY.test(we)) return s;
  // "we keep infra in terraform": where a kind of thing is declared, and nowhere else
  if (KEPT_AS_CODE.test(we)) return s;
  // "we keep types next to the code that uses them": where every one of a kind goes, beside what it belongs to
  if (/^(?:keep|put|colocate|place)\s+(?:all\s+|our\s+)?(?:the\s+)?(?!(?:it|this|that|them|these|those)\b)[\w-]+(?:\s+[\w-]+)?\s+(?:next to|beside|alongside|in the same (?:folder|file|directory|module|package) as|close to)\s+(?:the\s+)?(?!(?:it|this|that|one)\b)[\w-]+/i.test(we) && !ONE_DAY.test(we) && !/\b(?:until|while|for now)\b/i.test(we)) return s;
  if (WE_MAY_NOT.test(we) && !TROUBLE.test(we)) return s;
  // "we vendor our Go dependencies", "we squash-merge": how the team keeps its dependencies or merges, said alone
  if (/^(?:vendor\s+(?:our\s+|all\s+|the\s+)?(?:[\w-]+\s+)?(?:dependencies|deps|modules|packages|gems|crates)|squash[- ]?merge(?:\s+(?:all\s+)?(?:prs|pull requests|everything))?|rebase\s+(?:instead of merg(?:e|ing)|before merg(?:e|ing)|so\s+(?:that\s+)?the\s+history\s+stays\s+(?:linear|clean|flat|readable))|review\s+(?:(?:every|each|all)\s+)?(?:prs?\s+|pull requests?\s+|changes?\s+)?commit[- ]by[- ]commit|sign\s+(?:all\s+)?(?:our\s+)?commits|use\s+merge\s+commits)\b(?![^,;]*\b(?:this|that|it|now|today)\b)/i.test(we) && !ONE_DAY.test(we)) return s;
  // "our team does trunk-based development", "we practice TDD": the way of working the team follows, by its name
  if (/^(?:do|does|practi[sc]es?|follows?|uses?)\s+(?:strict\s+)?(?:trunk[- ]based development|git ?flow|github flow|tdd|test[- ]driven development|pair programming|mob programming|continuous deployment|continuous delivery|semantic versioning|semver|calver|ship\/show\/ask)\b/i.test(we) && !ONE_DAY.test(we)) return s;
  // "we keep the public API free of lifetimes", "we keep controllers thin": what a part of the code is kept free of, or how
  // every one of a kind is kept
  if (KEPT_FREE_OF.test(we) && !ONE_DAY.test(we) && !TROUBLE.test(we)) return s;
  // "we write table-driven tests in this repo": a style of a kind of code, held to across the repo
  if (/^(?:write|keep|do|structure|organi[sz]e)\s+(?:all\s+|our\s+)?(?!(?:the|these|those|this|that|them|some|two|three)\b)(?:[\w-]+\s+){1,2}(?:tests|specs|components|handlers|functions|modules|migrations|services|endpoints|queries)\s+(?:in\s+this\s+(?:repo|repository|project|codebase)|here)\b/i.test(we) && !ONE_DAY.test(we) && !TROUBLE.test(we)) return s;
  if (HABIT_OF_ANY_VERB.test(we) && (SOFTWARE_THING.test(we) || NAME_IN_CODE.test(we))) return s;
  // "we inject java.time.Clock into anything that reads the time, thats a team rule": a way of working, said to be the rule
  if (SAID_TO_BE_THE_RULE.test(we) && WE_DO_SOMETHING.test(we)) return s;
  // "we now require two approvals for any change to the load balancer config": what every change of a kind needs
  if (/^(?:now\s+)?(?:require|need)\s+(?:[\w-]+\s+){0,2}(?:approvals?|reviews?|sign-?offs?|reviewers?)\s+(?:for|on|before)\s+(?:any|every|all|each)\s+\S/i.test(we)) return s;
  // "we only do function components with hooks": the one kind of a thing the team writes
  // ("we don't do what-comments", "we don't do snapshot tests": a kind the team never writes)
  if (/^(?:only|always|never|don'?t|do not)\s+do\s+(?!(?:it|this|that|them|so|what\b(?!-))\b)(?:[\w-]+\s+)?[\w]+(?:-|\s+)(?:components|classes|functions|tests|hooks|modules|services|queries|migrations|commits|prs|deploys|releases|reviews|comments|mocks|snapshots)\b/i.test(we)) return s;
  // "we log in JSON to stdout": the form every log line takes
  if (/^log\s+(?:everything\s+)?(?:in|as)?\s*(?:structured\s+)?(?:json|logfmt|ecs|otlp|structured logs?)\b/i.test(we) && !ONE_DAY.test(we)) return s;
  // "we don't do down migrations here" (but not "we don't do that here")
  if (/^(?:always|never|don'?t|do not|only)\s+do\s+(?!(?:that|this|it|so|much|anything|things)\b)\S.*\b(?:here|in this (?:repo|project|codebase)|anywhere|everywhere)\b/i.test(we)) return s;
  if (/^(?:use|using|prefer|like)\s+\S.*?(?:,\s*|\s+)(?:not|never|instead of|rather than|over|to)\s+\S/i.test(we)) return s;
  if (USE_NOT_THE_OTHERS.test(we) || USE_THEN_A_CHECK_TO_CHANGE.test(we)) return s;
  // "we materialize anything over a million rows as incremental": how anything past a size is done
  // (not what was done once: "we moved anything over a million rows to the archive yesterday")
  if (/^(?!(?:have|had|got|did|saw|ran|found|lost|broke|put|sent|made|took)\b)(?![a-z]+ed\b)[a-z]+\s+(?:anything|everything|all\s+[\w-]+|any\s+[\w-]+)\s+(?:over|above|bigger than|larger than|more than|longer than|under|below)\s+[^,;]{2,30}?\s+(?:as|with|in|to|into)\s+(?!(?:it|this|that|them)\b)\S/i.test(we) && !ONE_DAY.test(we)) return s;
  // "we name branches after the Jira ticket, like DATA-123-short-description": what every one of a kind is named after
  if (/^name\s+(?:all\s+|our\s+|the\s+|new\s+)?(?:[\w-]+\s+)?[\w-]+s\s+after\s+(?:the\s+|its\s+|their\s+)?[\w-]+(?:\s+[\w-]+)?\b/i.test(we) && !ONE_DAY.test(we)) return s;
  // "we follow the IETF draft names for those headers, …": the naming or standard a kind of thing follows
  // ("we follow the Airbnb guide with two changes, both in .eslintrc": a guide named by its capital, and what the team changed of it)
  if (/^follow\s+(?:the\s+)?(?:[\w.-]+\s+){0,3}?(?:names|naming|conventions?|specs?|standards?|guidelines?|style guide|design system|rfc\s*\d+|draft)\b(?:\s+(?:for|on|in)\s+[^,;]{2,40})?(?:\s*[,;]|$)/i.test(we) && !ONE_DAY.test(we)) return s;
  if (/^follow\s+the\s+\p{Lu}[\w.-]*\s+guide\b(?:\s+(?:with|but with|except for)\s+(?:a\s+few|one|two|three|some|\d+)\s+(?:changes|tweaks|exceptions|overrides)\b[^;]{0,50})?[.!]*$/u.test(we) && !ONE_DAY.test(we)) return s;
  // "we version the mobile app with the build number from CI": how every release of a part is numbered
  if (/^version\s+(?:(?:the|our|all|every)\s+)?(?!(?:this|that|these|those|it)\b)(?:[\w-]+\s+){0,2}?(?:app|apps|api|apis|sdk|sdks|packages?|libraries|library|releases?|builds?|images?|services?|crates?|gems?|plugins?|extensions?|charts?)\s+(?:with|by|using|from|off)\s+\S/i.test(we) && !ONE_DAY.test(we)) return s;
  // "we support the last two versions of safari, chrome and firefox, nothing older": the versions every change must work on
  if (/^support\s+(?:only\s+)?(?:the\s+)?(?:last|latest|current|newest)\s+(?:two|three|four|\d)\s+(?:major\s+)?(?:versions?|releases?)\s+of\s+\S/i.test(we) && !ONE_DAY.test(we)) return s;
  // "we build with vite + crxjs, don't switch to webpack": the tool a step of the work is done with, kept
  if (/^(?:build|bundle|compile|test|deploy|ship|host|format|lint|package)\s+(?:\w+\s+)?(?:with|using|on|via|through)\s+[^,]{2,40},\s+(?:so\s+)?(?:please\s+)?(?:don'?t|do not|never)\s+(?:switch|move|migrate|change|go back|port)\b/i.test(we)) return s;
  // "we use the TaskFlow API for new DAGs": how every new one of a kind is written
  if (/^use\s+(?:the\s+)?(?!(?:it|this|that|them|same|old)\b)[\w.+#-]+(?:\s+[\w.+#-]+){0,2}\s+for\s+(?:all\s+)?new\s+[\w-]+s\b/i.test(we) && !ONE_DAY.test(we) && !TROUBLE.test(we)) return s;
  // "we use jsonb for anything schemaless": the tool for anything of a kind
  if (/^use\s+(?!(?:it|this|that|them|the|a|an)\b)[\w.+#-]+(?:\s+[\w.+#-]+)?\s+for\s+(?:anything|everything|all)\s+(?!(?:else|like that|here|of (?:it|this|that|them))\b)[\w-]+/i.test(we) && !ONE_DAY.test(we) && !TROUBLE.test(we)) return s;
  // "we compile with -fno-exceptions": the flags every build carries ("we request GPUs with --gres=gpu:a100:1": every run or request)
  if (/^(?:always\s+)?(?:compile|build|link|run|request|launch|submit|invoke)\s+(?:everything\s+|all\s+[\w-]+\s+|the\s+[\w-]+\s+|our\s+[\w-]+\s+|[\w-]+s\s+)?with\s+-{1,2}[\w=+:-]+/i.test(we) && !ONE_DAY.test(we) && !OF_THE_MOMENT.test(we)) return s;
  // "we don't do locks unless there's real contention": a kind of code the team leaves out, but for a case
  if (/^(?:never|don'?t|do not)\s+do\s+(?!(?:that|this|it|so|much|anything|things|them)\b)[\w-]+(?:\s+[\w-]+)?\s+unless\b/i.test(we)) return s;
  // "we use python for the stats scripts", "we use terraform for the infra": the tool a part or a kind of work is done with
  if (/^use\s+(?!(?:it|this|that|them|the|a|an|my|your|some|one|two|both)\b)[\w.+#-]+(?:\s+v?\d[\w.]*)?\s+for\s+(?:all\s+|our\s+|the\s+)?(?:[\w-]+\s+)?(?:scripts|cli|infra|infrastructure|backend|frontend|api|apis|ui|styling|styles|logging|builds?|migrations|queues?|jobs|cron jobs|caching|cache|search|auth|emails?|notifications|payments|analytics|metrics|monitoring|dashboards?|docs|documentation|deploys?|deployments?|ci|packaging|releases|e2e|services|workers|pipelines?|etl|notebooks?|training|charts|plots|stats|statistics|reports|tooling)\b(?![^,;]*\b(?:this|now|today|for now|yet|right now)\b)(?!.*\bbut\b)/i.test(we) && !ONE_DAY.test(we) && !TROUBLE.test(we)) return s;
  // "we inject everything through the Environment, no singletons": how every dependency reaches the code
  if (/^(?:inject|pass|provide|wire)\s+(?:everything|all\s+(?:[\w-]+\s+)?[\w-]+s|(?:our\s+)?(?:dependencies|deps|services|clients))\s+(?:through|via|with|using|by)\s+(?!(?:it|this|that|them)\b)\S/i.test(we) && !ONE_DAY.test(we)) return s;
  // "we evaluate on the holdout from march": the data every model is judged on
  if (/^(?:only\s+|always\s+)?(?:evaluate|validate|score|benchmark|test|report)\s+(?:(?:all|every|our)\s+)?(?:models?\s+|runs?\s+|results?\s+)?(?:on|against)\s+(?:the\s+|a\s+)?(?:[\w-]+\s+){0,2}(?:holdout|hold-out|test set|test split|validation set|eval set|evaluation set|held-out set|benchmark)\b/i.test(we) && !ONE_DAY.test(we)) return s;
  // "we tag anything pii with meta: {pii: true}", "we label flaky tests with @flaky": the mark every one of a kind carries
  // (not "we tagged the release with v2", "we mark it as done")
  if (/^(?:tag|label|mark|annotate|flag|decorate)\s+(?:all\s+|every\s+|any\s+|our\s+)?(?!(?:it|this|that|them|these|those|the|my|your)\b)(?:anything|everything|(?:[\w-]+\s+){0,2}[\w-]+s)\b(?:\s+[\w-]+){0,2}?\s+(?:with|as|using)\s+(?!(?:done|read|resolved|fixed|closed)\b)\S/i.test(we) && !ONE_DAY.test(we)) return s;
  // "we flash it with probe-rs, not openocd": the tool a step is done with, said against the other one
  // (not "we deploy it with fly, not today": when, not which tool)
  if (/^(?:build|bundle|compile|test|deploy|ship|host|format|lint|package|flash|publish|release|provision|profile|debug)\s+(?:it\s+|them\s+|(?:the|our|all)\s+[\w-]+s?\s+)?(?:with|using|via|through)\s+[^,]{2,40},?\s+(?:not|never|instead of|rather than)\s+(?!(?:today|tonight|now|yet|anymore|this|that|it|always|really|sure|just|quite|exactly|ideal|great|fully|entirely|everything|all|much|here|there)\b)[\w.-]+/i.test(we)) return s;
  // "we name models like stg_<source>__<table>": the pattern a kind of thing is named by
  if (/^name\s+(?:all\s+|our\s+|the\s+|new\s+)?[\w-]+(?:\s+[\w-]+)?\s+(?:like|as|with|after|using)\s+\S*[<_{`*]/i.test(we)) return s;
  // "we quarantine flaky tests with test.fixme instead of deleting them": what the team does, against the other way
  if (INSTEAD_OF_ANOTHER_WAY.test(we) && SOFTWARE_THING.test(we) && !/\b(?:broken|broke|down|crash\w*|failing|failed|wrong)\b/i.test(we)) return s;
  // "we localize everything, every user-facing string goes through String(localized:)": a habit of the whole codebase
  if (/^(?:test|lint|log|review|document|type|version|locali[sz]e|translate|automate|containeri[sz]e|squash|sign|encrypt|cache|monitor|audit|tag|pin|format|benchmark|mock)\s+(?:everything|all of it)\b/i.test(we)) return s;
  // "we squash commits on merge": what the team does at a step of its work
  if (/^(?:squash|rebase|tag|version|sign)(?:\s+[^,]{2,30}?)?\s+(?:on|before|after|when|at)\s+(?:every\s+|each\s+)?(?:merge|release|deploy|push)\b/i.test(we)) return s;
  // "we like things simple here", "we prefer code boring": the team's taste in code
  if (/^(?:like|prefer|want|keep)\s+(?:things|code|our code|functions|it|everything)\s+(?:simple|small|boring|explicit|short|flat|readable|minimal|dumb)\b/i.test(we)) return s;
  // "we use conventional commits, with the ticket number in the scope": what the team uses, and how
  if (/^use\s+[^,]{2,40},\s+with\s+(?:the|a|an)\s+\S/i.test(we)) return s;
  // "we write tests in the given-when-then style": the style a kind of code is written in
  if (/^write\s+(?:all\s+|our\s+)?[\w-]+s\s+in\s+(?:the\s+|a\s+)?[\w-]+(?:\s+[\w-]+)?\s+(?:style|format|pattern|way)\b/i.test(we)) return s;
  // "we do trunk-based development, no long-lived feature branches": the team's way of working, and what it rules out
  if (/^do\s+(?!(?:that|this|it|so|the)\b)[\w-]+(?:\s+[\w-]+)?\s+(?:development|releases?|reviews?|deploys?|deployments?|testing|versioning|branching|commits?)\b[^,;]*[,;]\s*(?:no|not|never)\s+\S/i.test(we)) return s;
  // "we target es2019 because …", "we still support node 18": the versions the code must run on
  // ("we pin node 18, newer versions break the build", "we target gcc-arm 10.3"; not "we target the 10.3 release")
  // ("we pin fastapi below 0.116 because …": a bound, not one version)
  // ("we keep minSdk at 24": a setting held at a number, as pinned)
  if (/^(?:still\s+)?(?:keep|hold)\s+(?!(?:the|a|an|this|that|it|them|our|your|my)\b)[a-z][\w.+#-]*\s+(?:at|to|below|under)\s+v?\d[\w.+-]*\b/i.test(we) && !/\b(?:now|yet|today|anymore|for now)\b/i.test(we)) return s;
  if (/^(?:still\s+)?(?:target|support|pin|build with|compile with)\s+(?:only\s+)?(?:(?!(?:the|a|an|this|that|it|our|your|my)\b)[a-z][\w.+#-]*\s+)?(?:(?:below|under|above|at|to)\s+|[<>]=?\s*)?[a-z.]*\d[\w.+-]*(?:\s+and\s+(?:up|above|later|newer))?\b/i.test(we) && !/\b(?:now|yet|today|anymore)\b/i.test(we)) return s;
  // "we support the current and the previous major iOS version, nothing older": the versions supported, counted back from the newest
  if (/^(?:only\s+)?support\s+(?:only\s+)?(?:the\s+)?(?:current|latest|newest|last\s+(?:two|three|four|\d))\s+(?:and\s+(?:the\s+)?(?:previous|one before|last)\s+)?(?:(?:two|three|\d)\s+)?(?:major\s+|minor\s+|lts\s+)?(?:[\w.-]+\s+)?(?:versions?|releases?|majors?)\b(?:\s+of\s+[\w.-]+(?:\s+[\w.-]+)?)?(?:\s*,\s*(?:nothing|none|no\s+\w+)\s+(?:older|earlier|before)\b[^,;]*)?(?:\s*,\s*(?:currently\s+|right now\s+|today\s+|that'?s\s+)?v?\d[\w.]*(?:\s*(?:,|and|&)\s*v?\d[\w.]*){0,3})?[.!]*$/i.test(we)) return s;
  // "we run mix format and credo --strict in CI": what every change is checked with
  if (/^run\s+(?!(?:it|this|that|them|into|out|late)\b)[^,;]{2,50}?\s+(?:in|on)\s+(?:ci|every\s+(?:pr|push|commit|build|merge)|the\s+(?:ci|pipeline)|pre-commit)\b(?![^,;]*\b(?:now|yet|today|anymore|for now)\b)/i.test(we)) return s;
  // "we move to the next LTS within six months of its release": how soon the team follows a new version
  if (/^(?:always\s+)?(?:move|upgrade|migrate|switch|update)\s+to\s+(?:the\s+|each\s+|every\s+)?(?:next|new|newest|latest)\s+(?:[\w.-]+\s+)?(?:lts|majors?|minors?|versions?|releases?)\b[^,;]*?\bwithin\s+(?:\d+|a|an|one|two|three|four|six|twelve)\s+(?:days?|weeks?|months?)\b/i.test(we)) return s;
  // "we support the last two versions of chrome, firefox and safari, no ie": what is supported, and what is not
  if (/^(?:only\s+)?support\s+(?!(?:them|it|this|that|you|each other)\b)[^;]{2,80}?,\s*(?:no|not)\s+(?!(?:problem|worries|doubt|way)\b)\w+/i.test(we)) return s;
  // "we are making the code review always in the morning": the same said in the progressive
  if (/^(?:always\s+)?[a-z]+ing\s+(?!into\b)[^,;]*\b(?:always|every|each|never)\b/i.test(we) && !TROUBLE.test(we) && /\b(?:we|our team|the team)(?:'re| are)\s/i.test(s)) return s;
  // "we use conventional commits", "we use pnpm": a style or tool of the kind a rule names, said as the team's
  if (WE_USE_A_STYLE.test(we)) return s;
  // "we prefer expression bodies for one-line functions", "we avoid the !! operator entirely": the team's taste in a kind of code
  if (WE_PREFER_OR_AVOID.test(we) && (SOFTWARE_THING.test(we) || NAME_IN_CODE.test(we) || CODE_SYMBOL.test(we)) && !TROUBLE.test(we) && !ONE_DAY.test(we)) return s;
  // "we use snake_case for json keys in the api": a style for a kind of name or file
  if (STYLE_FOR_A_KIND.test(we) || (WE_USE_FOR_THE_KIND.test(we) && !ONE_DAY.test(we))) return s;
  // "that's too clever. we write code for juniors to read": whom the team's code is written for
  if (/^write\s+(?:code|our code|everything|all (?:our|the) code)\s+(?:for|so that)\s+(?!(?:this|that|it|you|me)\b)[\w-]+(?:\s+[\w-]+)?\s+(?:to|can)\s+(?:read|understand|follow|maintain)\b/i.test(we)) return s;
  // "we version the public api with dates in the header": how a kind of thing is versioned
  if (/^version\s+(?:the\s+|our\s+|all\s+)?(?:public\s+|internal\s+)?(?:api|apis|packages?|releases?|schemas?|events?|libraries|sdks?)\s+(?:with|by|using|as)\s+(?!(?:this|that|it)\b)\S/i.test(we)) return s;
  // "we never train on data from the last 7 days": what a model is never or only trained on
  if (/^(?:never|don'?t|do not|only)\s+(?:train|retrain|fine-tune|evaluate|backfill)\s+(?:on|with|from)\s+(?!(?:it|this|that|them)\b)\S/i.test(we)) return s;
  // "we're on vitest, not jest": the tool the team is on, and not the other
  if (/^on\s+(?!(?:it|this|that|the|a|an|my|call|leave|vacation|holiday|track)\b)[\w.+#-]+(?:\s+[\w.+#-]+)?\s*,\s*not\s+(?!(?:yet|anymore|now|today)\b)[\w.+#-]+[.!]*$/i.test(we)) return s;
  // "we use Playwright for e2e, run it headless in CI …", "we use k6 for load tests": the tool for a kind of testing
  if (WE_USE_FOR_A_KIND_OF_TEST.test(we) && !TROUBLE.test(we) && !ONE_DAY.test(we) && !/\bbut\b|\bkeeps?\s+\w+ing\b|\btim(?:es|ing)\s+out\b/i.test(we)) return s;
  // "we use megaparsec for parsing and optparse-applicative for cli, nothing else": the tools, and no others
  if (/^use\s+[^;]{2,120}?,?\s+(?:and\s+)?nothing else\b[.!]*$/i.test(we)) return s;
  if (WE_DO_ALL.test(we)) return s;
  // "I deploy with `gcloud run deploy` from my laptop, there's no CI yet": how a solo developer ships, by hand
  if ((/^(?:deploy|release|publish|ship)\s+(?:it\s+)?(?:with|from|using|via)\s+[^,;]{2,50}?\s+(?:from my (?:laptop|machine|desktop)|by hand|manually)\b/i.test(we) || /^(?:deploy|release|publish|ship)\b[^,;]*,\s*(?:there'?s|there is)\s+no\s+(?:ci|pipeline|cd|ci\/cd)\b/i.test(we)) && !ONE_DAY.test(we)) return s;
  if (WE_DO_NOT_OTHERWISE.test(we)) return s;
  return null;
}

/** A thing of a kind made or done, said as when it happens: "when you open a PR here" (every one, not one at hand). */
const WHEN_YOU_MAKE_ONE = String.raw`when (?:you|we|anyone) (?:open|create|make|raise|write|cut|tag|name|file|add) (?:a|an|any|new) [\w-]+(?: here)?`;

/**
 * Scope past the moment: a place ("in this repo"), a habit ("before you commit", "every time")
 * or a class of things to come ("for all new endpoints", "with every bug fix"; "for every branch
 * in the parser" is this task's).
 */
/** Done with any one of a kind of work: "when you're done with a change", "once you've finished a feature". */
const DONE_WITH_ONE = String.raw`(?:when(?:ever)?|once|after)\s+(?:you(?:'re| are|'ve| have)?|we(?:'re| are|'ve| have)?)\s+(?:done|finished|through|finish)\s+(?:with\s+)?(?:a|an|any|each|every)`;

const LASTING_SCOPE = new RegExp(
  String.raw`\b(?:everywhere|${DONE_WITH_ONE}\s+(?:change|edit|feature|fix|task|ticket|pr|refactor)s?\b|in general|in (?:this|our|the) (?:repo(?:sitory)?|project|codebase|code base|monorepo)|across (?:the|our) (?:repo(?:sitory)?|codebase|code base|monorepo|project)|every ?time|whenever|each time|by default|as a rule|before (?:you |we |each |every |any )?(?:commit|push|merg|open|deploy|releas|ship)\w*(?!\s+(?:this|that|it|these|those|today|now)\b)|before (?:you |we )?hand(?:ing)?\s+(?:anything|any work|work|code|changes|a change)\s+(?:back|over)\b|(?<!\b(?:it|this|that|them)\s)after (?:chang|edit|touch|updat|add|renam|modif)\w*\s+(?:any|every)\s+(?!(?:of\s+)?(?:this|that|these|those|the)\b)[\w.-]+|(?<!\b(?:it|this|that|them)\s)after (?:any|every|each) (?:[\w./-]+\s+){0,2}(?:change|edit|update|bump|upgrade)|before (?:you |we )?(?:edit|chang|touch|modif)\w*\s+(?:it|anything|any|a|files?|code)\b|before (?:you |we )?(?:pick|choos|add|introduc|pull|adopt|bring)\w*(?:\s+in)?\s+(?:a|an|any)\s+(?:new\s+)?(?:library|lib|dependency|package|framework|tool|approach|pattern|database|service)\b|before (?:you |we )?(?:bump|upgrad|updat|remov|drop|swap|replac)\w*\s+(?:a|an|any|every)\s+(?:[\w-]+\s+)?(?:library|lib|dependency|package|crate|gem|module)\b|before (?:you |we )?(?:say|tell|report|claim|call|mark|declar)\w*\s+(?:(?:me|us)\s+)?(?:that\s+)?(?:something|anything|an?\s+(?:[\w-]+\s+)?(?:task|change|fix|feature)|work|you(?:'re| are)|it(?:'s| is)?|something(?:'s| is))\s+(?:is\s+|are\s+)?(?:done|finished|complete|ready|fixed)|(?:(?:for|in|on|to|with) )?(?:all|every|any|each) (?:new|future) \w+|(?:for|in) anything new\b|for (?:any|all) (?:[\w-]+\s+)?work\b|(?:for|in|on|with) (?:every|each|any) (?:bug ?fix|pr|pull request|commit|change|feature|release|migration|endpoint)s?|(?:for|on|to) (?:anything|everything) (?:that|which)|for (?:anything|everything) (?:involving|touching|related to|to do with)\s+(?!(?:this|that|it)\b)|for any (?:code|tests?|files?|modules?|services?) (?:that|which)|^${WHEN_YOU_MAKE_ONE}(?=,)|in (?:all\s+)?(?:user-facing|customer-facing|public|external)\s+\w+)\b`,
  'i',
);

/** "tests must pass before you push", "the PR title has to start with …" (after "when you open a PR here," too): a must, its always/never/not and its verb. */
const MUST_RULE = new RegExp(String.raw`^(?:${WHEN_YOU_MAKE_ONE},\s+)?(?!(?:i|i'm|it|this|that|there|these|those|the new)\b)[^,;]{2,60}?(?<!\ba )\b(?:must|should|(?<!\b(?:don'?t|doesn'?t|do not|does not|not)\s)(?:has to|have to))\s+(always\s+|never\s+|not\s+)?(\w+)`, 'i');

/** A regret or a guess about the past, no rule: "we should never have used Redux", "it must have been the cache". */
const SHOULD_HAVE_DONE = /\b(?:should|must|could|would)(?:n'?t)?\s+(?:never\s+|not\s+|always\s+)?have\s+(?:never\s+)?(?:been|\w+(?:ed|en|wn|ne|ught|ade|ung|ept|ot|oke|ote|ew))\b/i;

/** What a piece of work is for: "… so we can inject everywhere", "… so that users can log in anywhere", "… so people can't spam it". */
const FOR_WHAT = /\s+so\s+(?:that\s+)?(?:we|i|you|it|they|users?|people|the\s+\w+)\s+(?:can(?:'?t|not)?|could(?:n'?t)?|will|won'?t|would|may)\b.*$/i;

/**
 * A kind of work said first, then an order: "for every new endpoint, add a contract test", "before every commit, run the
 * linter", "when you're done with a change, run …" (not "for each PR in this list, …", "whenever you're ready, …",
 * "when you're done, run the tests": this work's).
 */
const SCOPE_THEN_ORDER = new RegExp(`^((?:(?:for|on|with|in|to|after|before)\\s+(?:every|each|any|all)|for\\s+(?:anything|everything)\\s+(?:involving|touching|related\\s+to|to\\s+do\\s+with)|${DONE_WITH_ONE})\\s+(?![^,;]*\\b(?:it|this|these|those|i|me|my|today|now)\\b)[^,;]{4,60}),\\s+(?:please\\s+)?(?:always\\s+)?(?:${WORK_VERBS.join('|')}|store|keep|use|put|prefer|avoid)\\b`, 'i');

/** What a part of a system has to be for good: idempotent, backwards compatible, stateless… ("must be idempotent", "has to stay backwards compatible"). */
const LASTING_PROPERTY =
  /\b(?:must|should|has to|have to|needs? to)\s+(?:always\s+)?(?:be|stay|remain)\s+(?:fully\s+|strictly\s+)?(?:idempotent|backwards?[- ]compatible|backward[- ]compatible|stateless|thread[- ]safe|reentrant|deterministic|side[- ]effect[- ]free|pure|atomic|append[- ]only|immutable|read[- ]only|versioned|rate[- ]limited|authenticated|encrypted|sorted|paginated|cacheable|retry[- ]safe|offline[- ]capable)\b/i;

/** A subject named by who made it: "the proto change I just made", "the endpoint you added". */
const MADE_BY_SOMEONE = /\b(?:i|you|we|he|she|they)\s+(?:just\s+|recently\s+)?(?:made|added|wrote|built|changed|created|did|pushed|merged|opened)\b/i;

/** Whom to bring in before a kind of change: "Before you touch anything in infra/, ping me — …", "whenever we bump a major version, tell the mobile team" (not "before you touch that file, show me the plan"). */
const ASK_FIRST =
  /^(?:before|whenever|every ?time|each time)\s+(?:you|we)\s+(?:touch|change|edit|modify|merge|deploy|release|push|add|remove|delete|upgrade|bump)\b(?![^,;—–]*\b(?:this|that|it|these|those)\b)[^,;—–]{1,50}?(?:[,;]|\s[—–-]|\s(?=(?:please\s+)?(?:always\s+)?(?:ping|ask|tell|check with)\s+(?:me|us)\b))\s*(?:please\s+)?(?:always\s+)?(?:ping|ask|tell|notify|check with|talk to|loop in|cc|tag|message)\s+(?:me|us|[\w-]+|the\s+[\w-]+\s+team|#[\w-]+)\b/i;

/** After a kind of change, what must follow it, every time ("you should see …" is what happens, not an order). */
const AFTER_A_CHANGE_DO =
  /^(?=.*\bafter\b)(?:(?!(?:i|it|this|that|you)\b)[^,;]{3,80},\s+)?after\s+(?:you\s+)?(?:change|changing|edit|editing|update|updating|modify|modifying|touch|touching|add|adding)\s+(?:a|an|any)\s+[\w-]+(?:\s+[\w-]+)?,?\s+(?:you\s+|we\s+)?(?:must|have to|need to|should(?!\s+(?:see|get|be|notice|have)\b)|always)\s+\w+/i;

/** Languages people write code comments and messages in. */
const LANGUAGES = '(?:(?:british|american|us|uk|australian|canadian)\\s+english|english|(?:brazilian|european)\\s+portuguese|portuguese|spanish|german|french|italian|dutch|(?:simplified|traditional)\\s+chinese|chinese|japanese|korean|russian|polish|turkish)';
const A_LANGUAGE = new RegExp(`\\b${LANGUAGES}\\b`, 'i');
/** The language a kind of writing is in: "code comments are in english, the ui strings are in german", "commit messages we write in english". */
const LANGUAGE_OF_A_KIND = new RegExp(
  String.raw`^(?:the\s+|our\s+|all\s+)?(?!(?:this|that|these|those|my|your)\b)(?:(?:code|source)\s+)?(?:comments|commit messages|docs|documentation|log messages|(?:error|user-facing|ui)\s+(?:messages|strings|texts?)|ui strings|messages for the users|variable names|identifiers)(?:\s+(?:in|of)\s+the\s+code)?\s+(?:(?:we\s+)?(?:write|keep)\s+in|are\s+(?:(?:always|all)\s+)?(?:written\s+)?in|(?:must|should)\s+(?:always\s+)?be\s+(?:written\s+)?in|stay\s+in)\s+${LANGUAGES}\b`,
  'i',
);

/** "I write in British English, so colour, behaviour, analyse": the spelling the user writes in. */
// ("we write in plain English, second person, no legalese": the team's register, of all its writing)
const SPELLING_I_WRITE_IN = /^(?:i|we)\s+(?:always\s+)?(?:write|spell)\s+(?:in\s+|with\s+)?(?:british|american|us|uk|australian|canadian)\s+(?:english|spelling)\b|^we\s+(?:always\s+)?write\s+in\s+(?:plain|simple|clear)\s+english\b/i;

/** The language each kind of writing is in, in any clause (not a question, nor what is asked of them now). */
export function languageOfAKind(s: string): boolean {
  if (!A_LANGUAGE.test(s) || /[?]|\b(?:translate|can you|could you|please)\b/i.test(s)) return false;
  if (SPELLING_I_WRITE_IN.test(s) && !MOMENT.test(s)) return true;
  return s.split(/,\s*(?:but\s+|and\s+|while\s+)?|;\s*/).some((clause) => LANGUAGE_OF_A_KIND.test(clause.trim()));
}

/** A sentence that opens by asking for a piece of work: "write …", "please fix …". */
const WORK_FIRST = `^(?:please\\s+)?(?:${WORK_VERBS.join('|')})\\b`;
/** A piece of work asked for, then "and always/never …" in the same sentence: the clause after it. */
const RULE_AFTER_WORK = new RegExp(`${WORK_FIRST}[^,;.!?]*?,?\\s+and\\s+((?:please\\s+)?(?:always|never)\\s+\\S.*)$`, 'i');
/** The same work with what the thing being built must do: "make the button blue and it should never be disabled". */
const SPEC_AFTER_WORK = new RegExp(`${WORK_FIRST}[^.!?]*?\\b(?:and|so(?:\\s+that)?)\\s+(?:it|this|that|they|these|those|the\\s+[\\w-]+)\\s+(?:should|must|needs? to|has to|have to)\\b`, 'i');

/**
 * "Write the migration, and always use transactions in migrations": a piece of work asked for,
 * then a rule for every such piece — the rule alone when it speaks of a kind of thing (things in
 * the plural, every one, a habit, a scope, the way to go instead); null when what follows the
 * work is said of the work at hand ("… and never use regex for it", "… and always keep the header
 * visible", "… and it should never be disabled"); undefined when the sentence is neither. A rule
 * that points at a place the request names ("… and always put new helpers there") keeps the request.
 */
export function ruleAfterWork(s: string): string | null | undefined {
  if (SPEC_AFTER_WORK.test(s)) return LASTING_SCOPE.test(s) ? undefined : null;
  const rule = RULE_AFTER_WORK.exec(s)?.[1];
  if (rule === undefined) return undefined;
  // (of the work at hand too: "… and always return early if the user is missing")
  if (/\b(?:it|its|them|this one|that one)\b|\bif\s+(?:the|this|that)\b/i.test(rule) || MOMENT.test(rule)) return null;
  const ofAKind =
    LASTING_SCOPE.test(rule) ||
    // (not "every minute": how often the thing being built does something)
    /\b(?:when(?:ever)?|before|after|every(?!\s+(?:\d+\s+)?(?:seconds?|minutes?|hours?|days?|weeks?|months?|night|morning|evening)\b)|each|all|any)\b/i.test(rule) ||
    /^(?:please\s+)?(?:always|never)\s+[\w-]+\s+(?!(?:the|this|that|these|those|my|our|your|his|her|their)\b)\S/i.test(rule) ||
    /,\s*(?:go through|use|call|ask)\b/i.test(rule) ||
    /\b(?:in|for|to|on|across|from)\s+(?!(?:the|this|that|these|those|my|our|your)\b)(?:[\w.-]+\s+){0,2}[\w.-]+s\b/i.test(rule);
  if (!ofAKind) return null;
  // "move the helpers to src/utils and always put new helpers there": the place is in the request
  return /\b(?:here|there)\b/i.test(rule) ? s : rule;
}

/** "You must feel relieved…", "you must be tired": a state of the listener, not something to do. */
const STATIVE = /^(?:be|feel|have|know|love|like|enjoy|see|get|think|seem|look|sound|want|need)$/i;

/** Words of something going wrong: a clause that has one reports trouble, it sets no rule ("the build is broken, always check ci first"). */
export const TROUBLE = /\b(?:broken|broke|(?<!\ball the way )down|fail\w*|crash\w*|errors?|bugs?|issues?|problems?|trouble|flaky|slow|stuck|missing|wrong|red)\b/i;

/** "… need to be smaller", "… must be cleaner": a change wanted now (not "… shorter than 200 lines", a limit). */
const WANTED_NOW =
  /\b(?:be|get)\s+(?:much\s+|a lot\s+|way\s+|a bit\s+)?(?:(?!(?:under|over|after|never|ever|either|other|order|user|layer|buffer|server|owner|header|footer|together|cluster|container|filter|helper|wrapper|register|trigger|power|paper|member|peer)\b)[a-z]{2,}er|more\s+\w+|less\s+\w+)\b(?!\s+than\b)/i;

/** Ways of writing code one is preferred to: "early returns", "nested ifs", "composition", "inheritance". */
const CODE_WAY =
  '(?:early returns?|guard clauses|clever|boring|simple|magic|obvious|explicit code|boring code|clever code|nested ifs|nested conditionals|else branches|composition|inheritance|explicit|implicit|immutability|mutation|pure functions|classes|plain functions|functions|hooks|class components|async/await|callbacks|promise chains|readability|cleverness|clarity|brevity|duplication|the wrong abstraction|small functions|big functions|named arguments|positional arguments|enums|string literals|unions|interfaces|types|maps|loops|recursion|iteration|streams|arrays|exceptions|error values|result types|return codes|constructor injection|field injection|flat|nested)';

/** Tools, styles and kinds of code a rule said in a few words is about ("tabs not spaces", "pnpm only"). */
const STYLE_WORD =
  '(?:tabs|spaces|pnpm|npm|yarn|bun|deno|cabal|stack|poetry|uv|pip|conda|bazel|nix|jest|vitest|mocha|pytest|single quotes|double quotes|semicolons|trailing commas|exclamation (?:marks|points)|oxford commas|em dashes|contractions|camel ?case|snake_case|kebab-case|pascal ?case|utc|esm|commonjs|cjs|classes|functions|hooks|interfaces|types|async/await|promises|callbacks|fetch|axios|postgres|mysql|sqlite|tailwind|css modules|scss|english|british spelling|american spelling|named exports|default exports|emojis|console\\.logs?|any|var|let|const|lodash|jquery|mocks|globals|magic numbers|abbreviations|comments|force pushes|merge commits|rebase|squash|conventional commits|iso dates|iso 8601|integer cents|\\d+[- ]space (?:indent(?:ation)?|tabs?))';
/** Libraries and tools a team picks one of over another ("polars not pandas"): only in that form, where both are named — "we use pandas" alone is what the code shows. */
const A_LIBRARY =
  '(?:polars|pandas|numpy|duckdb|dask|pyarrow|pyspark|requests|httpx|aiohttp|ruff|black|flake8|pylint|isort|mypy|pyright|prettier|biome|eslint|zod|yup|joi|dayjs|moment|date-fns|luxon|redux|zustand|jotai|pinia|vuex|mobx|express|fastify|koa|hono|flask|fastapi|gradle|maven|cmake|meson|podman|docker|helm|kustomize|terraform|opentofu|pulumi|sqlalchemy|prisma|drizzle|typeorm|sequelize|knex|kysely|pydantic|attrs|dataclasses|structlog|loguru|winston|pino|bunyan|logback|junit|rspec|minitest|playwright|cypress|selenium|puppeteer|webpack|vite|rollup|esbuild|parcel|unittest|nose|enzyme|testing-library|chai|sinon|msw|nock|graphql|rest|grpc|protobuf|avro|json|msgpack|yaml|toml)';
/** "(we) use Playwright for e2e": the tool for a kind of testing (not "use it for e2e", nor for this one). */
const WE_USE_FOR_A_KIND_OF_TEST = new RegExp(String.raw`^use\s+(?!(?:it|this|that|them|the|a|an|my|your)\b)[\w.+#-]+\s+for\s+(?:all\s+)?(?:our\s+|the\s+)?${KIND_OF_TEST}(?:\s+(?:tests?|testing|specs?))?\b(?![^,;]*\b(?:this|now|today|for now|yet)\b)`, 'i');
/** "(we) use conventional commits", "(we) use tabs everywhere": a style word, and nothing after it but its reach. */
const WE_USE_A_STYLE = new RegExp(`^(?:always\\s+)?use\\s+(?:${STYLE_WORD}|semver|semantic versioning|semantic-release|changesets|calver|trunk-based development|git ?flow)(?:\\s+(?:everywhere|here|for everything|in this (?:repo|project|codebase)))?[.!]*$`, 'i');
/** "use 2-space indentation in yaml files": a style word and the kind of file it is for. */
/** The kinds of code a style is used for, in both forms below (each adds its own). */
const STYLED_KINDS = 'code|tests|scripts|configs|components|modules|docs|strings|comments|keys|columns|props|variables|names|headers|routes|tables|enums|events|copy|messages|labels';
const STYLE_FOR_A_KIND = new RegExp(`^(?:please\\s+)?(?:always\\s+)?(?:use|default to|stick to)\\s+\`?${STYLE_WORD}\`?\\s+(?:in|for)\\s+(?:all\\s+)?(?!(?:this|that|the|these|those|my|your)\\b)(?:[\\w.-]+\\s+){0,2}(?:${STYLED_KINDS}|files|fields|properties|identifiers|params|parameters|urls|constants|text)\\b`, 'i');
/** "we use Mocha for the unit tests": the same said by the team of its kind with "the" (for the team, every one of them; bare, "use jest for the tests" may be the task's). */
const WE_USE_FOR_THE_KIND = new RegExp(`^use\\s+\`?${STYLE_WORD}\`?\\s+(?:in|for)\\s+the\\s+(?:[\\w.-]+\\s+){0,2}(?:${STYLED_KINDS}|specs|backend|frontend|api|apis|ui|styling|styles|logging|builds?|monorepo)\\b(?![^,;]*\\b(?:this|now|today|for now|yet)\\b)`, 'i');
/** Words after "no" that answer or report, not what a rule keeps out: "no worries", "no luck", "no errors". */
const NO_SUCH_RULE = String.raw`(?:worries|problem|probs?|need|rush|idea|clue|way|luck|thanks|errors?|warnings?|failures?|output|results?|changes?|matches|hits|issues?|problems?|difference|response|data|records?|rows?|entries|logs?|comments?|questions?|time|one|more|users?|traffic|space|room)`;
/** After "…, so no": words that answer rather than name what is ruled out ("so no worries", "so no wonder"). A shorter list than NO_SUCH_RULE: "so no records" rules Java records out. */
export const SO_NO_ANSWER = String.raw`(?:worries|problem|need|rush|big deal|idea|way|wonder|luck)`;
/** What a terse "no …" keeps out. */
const TERSE_NO_THING = String.raw`no\s+(?!${NO_SUCH_RULE}\b)(?:[\w.+#()-]+\s+){0,2}[\w.+#()-]+`;
/** Parts of the code a rule keeps something out of: the hot path, the main thread, the handlers, a folder. */
// (and the kinds of text the code is written with: "no abbreviations in names")
const CODE_PLACE = String.raw`(?:(?:hot|critical|fast|request|render|main|ui|audio)\s+(?:path|thread|loop)|(?:game|event|inner)\s+loop|interrupt handlers?|isrs?|kernel|handlers|controllers|views|templates|reducers|components|migrations|tests|staging|(?:variable\s+|function\s+|file\s+)?names|identifiers|log lines|error messages|urls|(?:the\s+)?public\s+apis?|library code|exported functions|[\w.-]+\/[\w./-]*)`;
/** What a part of the code is kept free of, or how every one of a kind is kept, said after "we" (see teamPractice). */
const KEPT_FREE_OF =
  /^keep\s+(?:(?:the|our)\s+(?:public\s+|internal\s+|core\s+)?(?:[\w-]+\s+)?(?:api|apis|interfaces?|types|core|domain(?:\s+layer)?|bundle|library|lib|sdk|client|package|crate|module)\s+(?:(?:free of|free from|without)\s+(?!(?:it|this|that|them)\b)\S|(?:dependency-free|zero-dependency|framework-agnostic|tree-shakeable|side-effect-free)\b)|(?:all\s+|our\s+)?(?:controllers|handlers|views|components|models|services|functions|modules|reducers|routes)\s+(?:thin|lean|small|dumb|pure|stateless|side-effect[- ]free)\b)/i;

/** Every one of a kind, said first: "every trigger", "every external call in a contract", "each allocation in the frame loop". */
const EVERY_ONE_OF_A_KIND = String.raw`(?:every|each)\s+(?!(?:time|day|one of)\b)[\w-]+(?:\s+[\w-]+)?(?:\s+in\s+(?:a|an|the|our)\s+[\w-]+(?:\s+[\w-]+)?)?`;
const TERSE_RULES = [
  // "dune build @fmt before pushing, the CI fails on formatting": a command said bare, run before every push (and why)
  /^(?:dune|cargo|npm run|pnpm|yarn|make|mix|bundle exec|poetry run|uv run|just|gradle|mvn|\.\/gradlew|go (?:vet|test|fmt)|ruff|black|prettier|eslint)\s+[\w@:./=-]+(?:\s+[\w@:./=-]+){0,2}\s+before\s+(?:pushing|committing|merging|every (?:push|commit)|you (?:push|commit)|opening a pr)\b(?:\s*,\s*(?!(?:i|you)\b)[^,;?]{3,60})?[.!]*$/i,
  // "unity 2022 lts, dont upgrade, the console sdks lag behind": the version a tool is held at, said tersely, and why
  /^[a-z][\w.+#-]*(?:\s+[a-z][\w.+#-]*)?\s+v?\d[\w.]*(?:\s+lts)?\s*,\s*(?:so\s+)?(?:please\s+)?(?:don'?t|dont|do not|never)\s+(?:upgrade|bump|update|move off)(?:\s+it)?(?:\s*,\s*(?!(?:i|you)\b)[^,;?]{3,60})?[.!]*$/i,
  // "no Options API even in small ones", "No Redux": a named tool or API kept out, by its capital
  /^[Nn]o\s+(?!(?:Thanks|Problem|Problems|Worries|Idea|Way|Luck|Need|Rush|One|Way|Clue|Comment|Comments|Change|Changes|Issue|Issues|Errors?|Results?|Output|Data|Time|Access|Response)\b)(?:[A-Z][\w.+#-]*(?:\s+[A-Z][\w.+#-]*){0,2})(?:\s*,?\s+(?:even|not even)\s+(?:in|for)\s+[^,;?]{2,30}|\s+(?:anywhere|ever|please|in new code|for new code))?[.!]*$/,
  // "we use OpenZeppelin's ReentrancyGuard on anything that moves funds": the guard every one of a kind gets
  /^we\s+(?:always\s+)?use\s+(?!(?:it|this|that)\b)[\w.'’-]+(?:\s+[\w.'’-]+){0,2}\s+(?:on|for|in|with)\s+(?:anything|everything|every\s+[\w-]+|all\s+[\w-]+|any\s+[\w-]+)\s+(?:that|which)\s+(?!(?:i|you)\b)[^,;?]{3,40}$/i,
  // "no global allocator anywhere", "no global state anywhere": a kind of shared state the code never has
  /^no\s+(?:global|mutable global|shared mutable|static mutable|singleton|module-level)\s+[\w-]+(?:\s+[\w-]+)?\s+(?:anywhere|in the (?:codebase|code|repo|library|crate|package))[.!]*$/i,
  // "every trigger delegates to a handler class", "every external call in a contract follows checks-effects-interactions": how
  // every one of a kind is built
  new RegExp(String.raw`^${EVERY_ONE_OF_A_KIND}\s+(?:(?:delegates to|goes through|follows|extends|implements|inherits from|subclasses|is wrapped in|registers (?:with|in)|is registered (?:with|in))\s+(?:a|an|the|our|its own)\s+(?!(?:this|that)\b)[^\s?][^,;?]{0,40}(?:\s*,\s*(?:it'?s|it is|they'?re|they are)\s+(?!(?:broken|down|wrong|slow|failing)\b)[^,;?]{3,60})?|follows\s+(?!(?:this|that|it|me|you|us)\b)[\w.-]+(?:\s+[\w.-]+){0,2}[.!]*)$`, 'i'),
  // "no n+1s", "no N+1 queries": a kind of query the code never makes
  /^no\s+n\s*\+\s*1s?(?:\s+(?:queries|selects|calls|problems))?(?:\s+(?:anywhere|ever|please))?[.!]*$/i,
  // "no breaking changes without a major version": a kind of change held to what must come with it
  /^no\s+(?:breaking changes|schema changes|new dependencies|migrations|deploys|releases|merges|force pushes|api changes)\s+without\s+(?:a|an)\s+[\w-]+(?:\s+[\w-]+)?$/i,
  // "never permit!": a bang method kept out by its name
  /^never(?:\s+use)?\s+(?!(?:mind|again|ever|give|stop|forget)\b)[a-z_][\w.]*!$/i,
  // "LiveView for everything interactive": the one tool for a whole class of the work
  new RegExp(String.raw`^(?!(?:${NO_TOOL_BEFORE_FOR}|use|try|do|run|apply|pick|go)\b)[A-Za-z][\w.+#-]*(?:\s+(?!(?:this|that|it|them|these|those)\b)[\w.+#-]+)?\s+for\s+(?:everything|anything|all)\s+(?!(?:else|of it|this|that|you|we)\b)[\w-]+(?:\s+[\w-]+)?$`, 'i'),
  // "Qt 6 with QML for the UI and C++ for the models": a tool for each part
  /^[\w.+#-]+(?:\s+[\w.+#-]+)?\s+(?:with\s+[\w.+#-]+\s+)?for\s+the\s+[\w-]+\s+and\s+[\w.+#-]+\s+for\s+the\s+[\w-]+$/i,
  // "no breaking changes to the public schema": what the published surface never takes
  /^no\s+breaking\s+changes?\s+(?:to|in|on)\s+(?:the\s+|our\s+|any\s+)?(?:public\s+|published\s+|external\s+|stable\s+)?(?:[\w-]+\s+)?(?:api|apis|schema|schemas|interface|interfaces|sdk|contract|contracts|protocol|format|endpoints?|events?|cli)\b(?:\s+(?:ever|outside\s+(?:a\s+)?majors?))?(?:\s*[,;—–]\s+(?:deprecate|version|add|mark)\s+(?!(?:it|this|that)\b)[^,;]{3,60})?[.!]*$/i,
  // "async all the way down": a way held through every layer
  /^(?:async|immutable|typed|types|strict types)\s+all\s+the\s+way\s+down[.!]*$/i,
  // "don't over-engineer": the agent's tendency, said in two words (not "don't over-engineer it": the piece at hand)
  /^(?:please\s+)?(?:don'?t|do not|never|stop)\s+over-?(?:engineer|complicate|abstract)(?:ing)?(?:\s+(?:things|stuff|code))?[.!]*$/i,
  // "prefer composition", "prefer immutability": one way of writing code, in a word (not "prefer it", "prefer yours")
  /^(?:so\s+)?(?:please\s+)?(?:always\s+)?prefer\s+(?!(?:it|this|that|them|these|those|either|both|neither|none|whatever|whichever|mine|yours|ours|one|nothing|something|anything)\b)(?:composition|immutability|readability|clarity|simplicity|explicitness|consistency|functions|classes|interfaces|types|enums|records|structs|constants|generics|streams|async|promises|callbacks|hooks|signals|objects|arrays|tuples)[.!]*$/i,
  // "signals over direct node references, always": one way of writing a kind of code over another, every time
  /^(?!(?:this|that|it|we|i|you)\b)[\w.-]+(?:\s+[\w.-]+){0,2}\s+over\s+[\w.-]+(?:\s+[\w.-]+){0,3}\s*[,;]\s*(?:always|every time|everywhere)(?:\s*[,;]\s*(?:it|that|this)\s+(?:keeps|makes|avoids|stops)\s+[^,;]{2,40})?[.!]*$/i,
  // "so no match statements and no | in type hints, use Optional and Union": what is not written, and what instead
  new RegExp(String.raw`^(?:so\s+)?${TERSE_NO_THING}(?:\s+(?:and|or)\s+no\s+[^,;]{1,40})?\s*,\s*(?:please\s+)?use\s+(?!(?:it|this|that|them)\b)\S[^,;]{0,40}[.!]*$`, 'i'),
  // "keep controllers out of it, minimal APIs only", "minimal APIs only": the one kind of code written, and not the other
  /^(?:and\s+)?(?:(?:please\s+)?(?:keep|leave)\s+[\w-]+s\s+out(?:\s+of\s+(?:it|this|here|the codebase|the project))?\s*,\s*)?(?:[\w.+#-]+\s+)?(?:apis|components|functions|exports|endpoints|routes|handlers|controllers|classes|hooks|modules|queries|types|styles|tests)\s+only(?:\s+(?:please|pls|here))?[.!]*$/i,
  // "shared code goes in packages/", "business logic belongs in services/": where a kind of code goes, by its folder
  /^(?:all\s+|our\s+|the\s+)?(?:[\w-]+\s+)?(?:code|logic)\s+(?:goes|belongs)\s+(?:in|under|into)\s+`?[\w.@-]*\/[\w./-]*`?[.!]*$/i,
  // "bibliography is biblatex with biber, not bibtex": the tool a part is done with, and not the other (not "the bug is
  // in the parser, not the lexer", "the answer is yes, not no")
  /^(?:the\s+|our\s+)?(?!(?:bug|issue|problem|error|cause|culprit|fix|answer|question|result|output|difference|reason|point|plan|idea|goal|one|other|it|this|that|there|here|he|she|they|we|i|you)\b)[\w-]+(?:\s+[\w-]+)?\s+(?:is|are)\s+(?!(?:the|a|an|in|on|at|not|my|your|our|his|her|their|its|fine|ok|okay|good|bad|wrong|right|broken|done|here|there|now|still|just|yes|no)\b|\d)[\w.+#-]+(?:\s+(?:with|on|via|through|plus|\+)\s+[\w.+#-]+)?\s*,\s*not\s+(?!(?:the|a|an|my|your|yet|now|really|sure|here|there)\b)[\w.+#-]+[.!]*$/i,
  // "keep the binary dependency-free, no cgo": what a built artifact is to stay, and what that keeps out
  /^(?:please\s+)?(?:always\s+)?keep\s+(?:the|our)\s+(?:[\w-]+\s+)?(?:binary|binaries|bundle|image|docker image|container|build|package|wheel|jar|app|library|cli)\s+(?:dependency-free|free of dependencies|static(?:ally linked)?|self-contained|portable|small|lean|slim|tiny|under\s+\d+\s*[km]b)(?:\s*,\s*(?:so\s+)?no\s+[\w.+#-]+(?:\s+[\w.+#-]+)?)?[.!]*$/i,
  // "keep the mod compatible with Sodium": what the work must keep working with
  /^(?:please\s+)?(?:always\s+)?keep\s+(?:the|our|this)\s+(?:[\w-]+\s+)?(?:mod|plugin|app|library|lib|api|extension|package|theme|sdk|client|server|code|schema|format|protocol|cli)\s+(?:compatible|working|in sync)\s+with\s+(?!(?:it|this|that|them|the (?:old|new) one)\b)\S[^,;]*[.!]*$/i,
  // "every eval set lives in evals/ as JSONL, one file per task": where every one of a kind of file lives, and its format
  /^(?:every|each|all)\s+(?:[\w-]+\s+){0,2}(?:sets?|files?|fixtures?|datasets?|configs?|prompts?|schemas?|cases?|specs?|scenarios?|notebooks?|migrations?)\s+(?:lives?|goes|go|is kept|are kept|sits?|belongs?)\s+(?:in|under)\s+`?[\w.-]*\/[\w./-]*`?(?:\s+as\s+[\w.-]+)?(?:\s*,\s*one\s+(?:file|folder|directory)\s+per\s+[\w-]+)?[.!]*$/i,
  // "sample IDs look like LAB-2024-00123, keep that format": the shape every one of a kind of name takes, by an example
  // (or by its placeholders, with an example and what not to do to them: "object numbers follow the pattern YYYY.NNN.NN, like
  // 1987.014.03, never reformat them")
  /^(?:our\s+|the\s+|all\s+)?(?:[\w-]+\s+)?(?:ids|identifiers|names|keys|codes|numbers|tags|branch names|file names|filenames|slugs)\s+(?:look like|are like|follow the (?:pattern|format)|have the (?:form|format))\s+`?(?:[\w.-]*[\d_-][\w.-]*|[A-Z]{2,}(?:[./:][A-Z\d]+)+)`?(?:\s*,\s*(?:like|e\.g\.?|for example|such as)\s+`?[\w./:-]*\d[\w./:-]*`?)?(?:\s*,\s*(?:so\s+)?(?:please\s+)?(?:(?:always\s+)?(?:keep|use|follow|stick to)\s+(?:that|this|the same)\s+(?:format|pattern|shape|scheme)|(?:never|don'?t|do not)\s+(?:reformat|change|rename|renumber|normali[sz]e|pad|alter)\s+(?:them|those|these|it)))?[.!]*$/i,
  // "follow epic's conventions strictly": whose conventions the code keeps to
  /^(?:please\s+)?(?:always\s+)?follow\s+(?!(?:it|this|that|these|those|my|your|me|along|up|the\s+(?:plan|steps|instructions|pattern|example))\b)(?:the\s+)?[\w.'’-]+(?:\s+[\w.'’-]+)?\s+(?:conventions|style(?:\s+guide)?|coding\s+standards?|guidelines|naming\s+conventions?)(?:\s+(?:strictly|closely|to the letter|everywhere|always))?[.!]*$/i,
  // "british spelling throughout, my supervisor insists": the spelling all the writing keeps to, and who wants it
  // (said as an order too: "keep British spelling throughout", "use US English everywhere")
  /^(?:(?:please\s+)?(?:always\s+)?(?:keep\s+(?:to\s+)?|use\s+|stick\s+(?:to|with)\s+|write\s+in\s+))?(?:british|american|us|uk|australian|canadian|en[-_]gb|en[-_]us)\s+(?:english|spellings?|conventions)(?:\s+(?:throughout|everywhere|only|please|always|in\s+(?:all|every|the)\s+[\w-]+(?:\s+[\w-]+)?))+(?:\s*[,;]\s*[^,;]{3,50})?[.!]*$/i,
  // "ISO 8601 everywhere in the API": a way held to across a whole part
  /^(?!(?:it|this|that|bugs?|errors?)\b)[\w.+#/-]+(?:\s+[\w.+#/-]+){0,2}\s+everywhere\s+(?:in|across)\s+(?:the\s+|our\s+)?(?:api|apis|codebase|repo|app|backend|frontend|ui|db|database|code|project|services?)[.!]*$/i,
  // "tabs not spaces", "vitest, not jest" (or said with its verb: "use spaces for indentation, not tabs")
  // "polars not pandas", "httpx over requests": one library of a kind picked over another
  new RegExp(`^(?:(?:please\\s+)?(?:always\\s+)?use\\s+)?(${A_LIBRARY})\\s*,?\\s+(?:not|over|instead of|rather than)\\s+(${A_LIBRARY})(?:\\s+(?:please|pls|ever|everywhere|here))?[.!]*$`, 'i'),
  new RegExp(`^(?:(?:please\\s+)?(?:always\\s+)?use\\s+)?(${STYLE_WORD})(?:\\s+for\\s+[\\w-]+(?:\\s+[\\w-]+)?)?\\s*,?\\s+(?:not|over|instead of|rather than)\\s+(${STYLE_WORD})(?:\\s+(?:please|pls|ever|everywhere|here))?[.!]*$`, 'i'),
  // "no fmt.Println anywhere", "no console.log() in src": a call named in code, kept out everywhere or out of a part
  /^no\s+(?:[a-z_]\w*(?:\.\w+)+(?:\(\))?|\.\w+(?:\(\))?|[a-z_]\w*\(\))(?:\s*(?:,|or|and|nor)\s+(?:[a-z_]\w*(?:\.\w+)+(?:\(\))?|\.\w+(?:\(\))?|[a-z_]\w*\(\)))*\s+(?:anywhere|ever|at all|in\s+(?:src|lib|library code|prod(?:uction)? code|the codebase|committed code))[.!]*$/i,
  // "seeds fixed at 1337 everywhere": a setting held at one value everywhere (seeds need no "everywhere": there is one)
  /^(?=.*?\s(?:fixed|pinned|set|kept|locked)\s+(?:at|to)\s)(?:random\s+)?(?!(?:it|this|that|bugs?|errors?)\b)(?:[\w-]+\s+){0,2}[\w-]+\s+(?:fixed|pinned|set|kept|locked)\s+(?:at|to)\s+[\w.:/-]+\s+(?:everywhere|always|across the board|in every \w+)[.!]*$/i,
  /^(?:random\s+)?(?:seeds?|random[_ ]state)\s+(?:fixed|pinned|set|kept|locked)\s+(?:at|to)\s+\d+[.!]*$/i,
  // "wandb for tracking, project name is ranker-v2": the tool for a need, and how it is set up here
  new RegExp(String.raw`^${A_TOOL_FOR_A_NEED}\s*,\s+(?:the\s+)?(?:[\w-]+\s+)?(?:name|id|entity|workspace|bucket|namespace|project|org|account|region|prefix|dsn|key|url|host|port|dir|folder)\s+is\s+[\w.:/@-]+[.!]*$`, 'i'),
  // "no partial functions", "no raw queries in handlers": a kind of code left out, named by its kind
  /^no\s+(?:[\w-]+\s+)?(?:functions|classes|methods|imports|exports|globals|mutations|side effects|macros|casts|raw queries|queries|triggers|stored procedures|singletons|inheritance|reflection|decorators|annotations|generics|lambdas|callbacks|threads|locks|retries|sleeps)(?:\s+(?:please|anywhere|ever|in\s+(?:[\w-]+\s+)?(?:code|handlers|controllers|models|views|components|tests|the\s+\w+)))?[.!]*$/i,
  // "no barrel files", "no circular imports": a way of wiring modules left out
  /^no\s+(?:barrel\s+files|barrels|index\s+re-?exports|circular\s+(?:imports|dependencies|deps)|wildcard\s+imports|star\s+imports|deep\s+imports|relative\s+imports\s+across\s+packages)(?:\s+(?:please|anywhere|ever|in\s+(?:this|the|our)\s+(?:repo|codebase|project|code)))?[.!]*$/i,
  // "early returns over nested ifs", "composition over inheritance": one way of writing code preferred to another
  new RegExp(`^(?:prefer\\s+)?(${CODE_WAY})\\s+(?:over|instead of|rather than)\\s+(${CODE_WAY})(?:\\s+(?:please|pls|always|everywhere))?[.!]*$`, 'i'),
  // "comments explain why, never what": what a comment is for
  /^(?:code\s+)?comments\s+(?:should\s+|must\s+)?(?:always\s+)?(?:explain|say|describe|cover|are for)\s+(?:the\s+)?why\b(?:\s*[,;—–-]?\s*(?:and\s+)?(?:never|not)\s+(?:the\s+)?what)?[.!]*$/i,
  // "no emojis please", "no default exports"
  new RegExp(`^no\\s+(?:more\\s+)?(${STYLE_WORD})(?:\\s+(?:please|pls|ever|anywhere|everywhere|here|in (?:this|the|our) (?:repo|codebase|project|code)))*[.!]*$`, 'i'),
  // "pnpm only", "english only please"
  new RegExp(`^(${STYLE_WORD})\\s+only(?:\\s+(?:please|pls|here))?[.!]*$`, 'i'),
  // a style setting on its own: "2 space indent", "trailing commas"
  /^(?:\d+[- ]space (?:indent(?:ation)?|tabs?)|conventional commits|british spelling|american spelling|trailing commas|single quotes|double quotes)[.!]*$/i,
  // "2 space indent in yaml, 4 in python": an indent for a kind of file, and another for another
  /^\d+[- ]spaces?\s+(?:indent(?:ation)?|tabs?)\s+(?:in|for)\s+[\w.+#-]+(?:\s+files)?(?:\s*,\s*\d+\s+(?:in|for)\s+[\w.+#-]+(?:\s+files)?)*[.!]*$/i,
  // "only comment the why, i can read what it does": which code gets a comment at all
  /^only\s+(?:comment|document)\s+(?:on\s+)?(?:the\s+)?(?:why|non-obvious\s+[\w-]+|tricky\s+[\w-]+|public\s+[\w-]+|exported\s+[\w-]+)\b(?:\s*[,;]\s*(?:i|we)\s+can\s+read\s+[^,;]{2,30})?[.!]*$/i,
  // "no comments explaining what the code does, only why": which comments not to write
  /^(?:pls\s+|please\s+)?no\s+(?:code\s+)?comments?\s+(?:that\s+)?(?:explain|describ|restat|repeat|narrat|say)\w*\s+what\s+(?:the\s+)?(?:code|function|line)\s+(?:does|is doing)(?:\s*[,;—–-]\s*only\s+(?:the\s+)?why)?(?:\s+(?:please|pls))?[.!]*$/i,
  // "no direct pushes to main", "no merges on fridays, everything goes through a PR", "no force pushes to shared branches": a
  // step of the work kept off a branch or a day
  /^no\s+(?:direct\s+|force\s+|manual\s+)?(?:push(?:es|ing)?|commits?|committing|merg(?:es|ing)|deploy(?:s|ing|ments)?|releas(?:es|ing)|hotfix(?:es)?)\s+(?:to|on|into|onto|from)\s+(?:main|master|prod|production|develop|staging|release branches|shared branches|protected branches|other people'?s branches|(?:mon|tues|wednes|thurs|fri|satur|sun)days|weekends|the weekend)\b(?:\s*[,;]\s*(?:everything|all changes|every change)\s+goes\s+through\s+(?:a\s+)?(?:pr|pull request|review|code review|ci))?[.!]*$/i,
  /^(?:everything|every change|all code|every pr)\s+goes\s+through\s+(?:a\s+)?(?:pr|pull request|review|code review|ci|the pipeline)(?:\s+(?:first|here))?[.!]*$/i,
  // "commit as you go, small commits, I review them one by one": how often the work is committed
  /^(?:please\s+)?(?:always\s+)?commit\s+as\s+you\s+go\b(?:\s*[,;]\s*(?:small|tiny|atomic|focused)\s+commits)?(?:\s*[,;]\s*(?:i|we)\s+review\s+(?:them|each|every one)\b[^,;]*)?[.!]*$/i,
  // "tests first, always": what comes first, every time
  /^(?:the\s+)?(?:failing\s+)?(?:tests?|specs?|types?|docs?|schema|migrations?|design|interfaces?)\s+first\s*,?\s*always[.!]*$/i,
  // "no unsafe in this crate, ever", "no classes in this project": a kind of code kept out of the whole of it (not what it lacks:
  // "no tests in this repo", "no docs in this package")
  new RegExp(String.raw`^${TERSE_NO_THING}(?<!\b(?:tests?|specs?|docs?|readme|license|ci|files?|code|commits?|branch(?:es)?|tags?|history|activity|changes?|issues?))\s+(?:code\s+)?in\s+(?:this|the|our)\s+(?:repo|repository|codebase|code base|project|crate|package|library|lib|workspace|monorepo)(?:\s*,?\s*(?:ever|please|pls|at all))?[.!]*$`, 'i'),
  // "no heap allocs on the hot path", "no joins in staging", "no console.log in src/": a kind of thing kept out of a part of the code
  new RegExp(`^${TERSE_NO_THING}\\s+(?:on|in|inside|within)\\s+(?:the\\s+)?${CODE_PLACE}[.!]*$`, 'i'),
  // "no bashisms in anything under bin/": what is kept out of every file under a folder
  new RegExp(`^${TERSE_NO_THING}\\s+(?:in|inside)\\s+(?:anything|everything|any file|any script)\\s+(?:under|in|inside)\\s+\x60?[\\w.-]+\\/[\\w./-]*\x60?[.!]*$`, 'i'),
  // "no unwrap or expect outside tests", "no println! in library code": kept to the tests, or out of a kind of code
  // ("no force unwraps in production swift code, use guard let": two words, the language, and what to use instead)
  new RegExp(`^no\\s+(?!${NO_SUCH_RULE}\\b)(?:[\\w-]+\\s+)?[\\w.!()-]+(?:\\s+(?:or|and)\\s+[\\w.!()-]+)?\\s+(?:outside\\s+(?:of\\s+)?(?:the\\s+)?(?:tests?|test code|examples|benches|scripts)|in\\s+(?:library|lib|production|prod|app|release|src|committed|shipped|merged|checked[- ]in)\\s+(?:[\\w+#-]+\\s+)?code)(?:\\s*[,;]\\s*(?:use|prefer)\\s+[\\w.!() -]{2,30}?)?[.!]*$`, 'i'),
  // "no global state, pass dependencies through the constructor": a kind kept out, and how what it did is handed in instead
  new RegExp(String.raw`^no\s+(?!${NO_SUCH_RULE}\b)[\w.-]+(?:\s+[\w.-]+)?\s*,\s+(?:please\s+)?(?:pass|inject|thread|hand|wire)\s+(?:[\w-]+\s+){0,2}?[\w-]+\s+(?:in\s+)?(?:through|via|into|as)\s+(?:the\s+|a\s+|an\s+)?[\w.-]+(?:\s+[\w.-]+)?[.!]*$`, 'i'),
  // "exceptions disabled (-fno-exceptions), use expected<T,E>": a language feature switched off, and what stands in
  /^(?:c\+\+\s+)?(?:exceptions|rtti|asserts|assertions|threads|jit|gc|telemetry|source ?maps|strict mode|unsafe|reflection|eval|inlining|cookies)\s+(?:are\s+|is\s+)?(?:disabled|off|turned off|banned|forbidden|not allowed)(?:\s*\([^)]*\))?(?:\s*,\s*(?:so\s+)?(?:use|prefer)\s+\S+)?[.!]*$/i,
  // "alpine only if really needed": a tool allowed as a last resort
  /^[\w.+#/-]+(?:\s+[\w.+#/-]+)?\s+only\s+if\s+(?:really\s+|absolutely\s+|strictly\s+)?(?:needed|necessary|unavoidable)[.!]*$/i,
  // "every migration reversible", "all endpoints idempotent": what every one of a kind must be, without the verb
  /^(?:every|each|all)\s+(?:[\w-]+\s+)?(?:migrations?|functions?|endpoints?|handlers?|jobs?|queries|query|components?|commits?|prs?|apis?|events?|messages?|consumers?|workers?|tasks?)\s+(?:must be\s+|should be\s+|has to be\s+|have to be\s+)?(?:reversible|idempotent|typed|tested|documented|pure|immutable|backwards?[- ]compatible|paginated|retryable|atomic|versioned)[.!]*$/i,
  // "no execute/1 without a down", "no migration without a rollback": a kind of thing never without its other half
  /^no\s+(?:[\w-]+\s+)?(?:[\w-]*[/._(][\w./()-]*|prs?|merges?|migrations?|deploys?|releases?|commits?|endpoints?|features?|queries|tables?)\s+without\s+(?:a|an|the)?\s*[\w-]+(?:\s+[\w-]+)?[.!]*$/i,
  // "no stores for new code", "no <style> blocks except for animations", "no collect() on anything that isn't a tiny lookup": a kind of thing kept out, with its reach
  new RegExp(String.raw`^no\s+(?!${NO_SUCH_RULE}\b)[\w.()<>$/+#-]+(?:\s+(?:or|and)\s+[\w.()<>$/+#-]+)?(?:\s+[\w-]+)?\s+(?:(?:for|in)\s+(?:all\s+|any\s+)?new\s+(?:code|files?|components?|modules?|features?|screens?|pages?|services?|endpoints?|projects?)|(?:except|beyond|besides|other than|apart from)\s+(?:for\s+|in\s+)?[\w./<>$ -]{2,30}?|(?:on|for|in)\s+anything\s+(?:that|which)\s+[\w' -]{3,40}?)[.!]*$`, 'i'),
  // "hilt for DI, no manual factories", "zod for validation, no yup": the tool for a need, and no other way
  new RegExp(String.raw`^(?!${NO_TOOL_BEFORE_FOR}\b)[\w.+#-]+\s+for\s+(?!(?:now|today|this|that|the moment|a while|me|you|us)\b)(?:[\w-]+\s+){0,2}[\w-]+\s*,\s*no\s+(?!${NO_SUCH_RULE}\b)(?:[\w-]+\s+){0,2}[\w-]+[.!]*$`, 'i'),
  // "custom errors instead of require strings": one kind of thing in place of another (both said as kinds)
  /^(?!(?:the|this|that|it|these|those|my|your)\b)[\w.-]+\s+[\w.-]+s\s+instead\s+of\s+(?!(?:the|this|that|it|these|those|my|your)\b)(?:[\w.-]+\s+)?[\w.-]+s[.!]*$/i,
  // "type hints everywhere, mypy --strict has to pass": what every part of the code carries, and the checker that holds it
  /^(?:type hints|type annotations|types|docstrings|jsdoc|doc ?comments|tests)\s+(?:everywhere|on everything|on all public [\w-]+|for (?:every|all) [\w-]+)(?:\s*[,;]\s*(?:and\s+)?[\w.-]+(?:\s+--?[\w=-]+)*\s+(?:has to|must|needs to|should)\s+pass\b[^,;]*)?[.!]*$/i,
  // "use tidyverse style, and the pipe is |> not %>%": the style guide the code is written to, and what goes with it
  /^(?:always\s+)?use\s+(?:the\s+)?(?!(?:this|that|my|your|same|old|new|other)\b)[\w.+#-]+(?:\s+[\w.+#-]+)?\s+(?:style|style guide|conventions)(?:\s*[,;]\s*(?:and\s+)?[^,;?]{2,60})?[.!]*$/i,
  // "mypy --strict has to pass": a checker every change must pass (not "this test has to pass")
  /^(?:mypy|pyright|tsc|eslint|ruff|clippy|golangci-lint|rubocop|flake8|pylint|phpstan|psalm|ktlint|detekt|swiftlint|stylelint|biome|black|isort|prettier|shellcheck|hadolint|cargo clippy|cargo fmt)(?:\s+--?[\w=-]+)*\s+(?:has to|must|needs to|should always)\s+pass\b(?![^,;]*\b(?:this|now|today|yet)\b)[^,;]*[.!]*$/i,
  // "utc everywhere", "conventional commits pls", "british spelling in docs"
  new RegExp(`^(${STYLE_WORD})(?:\\s+(?:everywhere|always|please|pls|in (?:the\\s+)?(?:docs|code|comments|commits|tests|this repo)))+[.!]*$`, 'i'),
];

/** "we already use zod for validation, don't add yup or joi": the tool the team has for a need, and no second one. */
const ONE_TOOL_FOR_A_NEED =
  /^we\s+(?:already\s+)?(?:have|use)\s+(?!(?:a|an|one|two|three|the)\s+(?:fix|pr|ticket|issue|branch|test|meeting)s?\b)(?!(?:two|three|\d+)\s)[^,;]{2,50}?\s+for\s+(?!(?:this|that|it)\b(?!\s+kind\b))[^,;]{2,40},\s+(?:so\s+)?(?:please\s+)?(?:don'?t|do not|never)\s+(?:pull in|add|install|bring in|introduce|use)\s+(?:another|a new|any other|a second|other|\w+\s+or\s+\w+)\b/i;
/** "… has to stay on the node runtime", "… needs to stay under 512 MB": a place or bound a part must keep (not "stay open"). */
const STAYS_ON = /\b(?<!\b(?:i|you|we)\s)(?:has|have|needs?)\s+to\s+stay\s+(?:on|in|behind|below|under|within)\s+(?!(?:the\s+)?(?:call|line|meeting|channel)\b)\S/i;

/** The version a tool is on, said alone: "go 1.22", "node 20", "foo 2.3" (not "step 3", "page 2", "macbook 16"). */
export const TERSE_VERSION =
  /^(?:(?:c\+\+|cpp|es|ecmascript)\s?\d{2,4}|(?:minsdk|min sdk|targetsdk|compilesdk|api level|go|golang|node|nodejs|python|py|ruby|rails|java|jdk|kotlin|swift|rust|rustc|ts|typescript|php|dotnet|\.net|c#|elixir|erlang|scala|dart|flutter|react|vue|angular|next|nuxt|django|postgres|pg|mysql|redis|ubuntu|debian|alpine|k8s|kubernetes|terraform|helm|unity|unreal|ios|android|gradle|maven|webpack|vite|eslint|es|ecmascript|c\+\+|cpp|gcc|clang|llvm|cuda|torch|pytorch|tensorflow|spark|kafka|flink)\s+v?\d+(?:\.\d+)*\+?|(?!(?:step|page|attempt|try|round|run|build|pr|issue|ticket|day|week|sprint|line|row|item|test|chapter|section|part|phase|level|option|case|number|no|version)\b)[a-z][\w.+#-]*\s+(?:v?\d+\.\d+(?:\.\d+)*|r\d{2,4}))$/i;
/** "no generics-heavy stuff pls", "no pandas": a kind of thing left out (not "no worries", "no luck", "no results"). */
// (or two of a kind: "please no css modules or styled-components")
const TERSE_NONE = new RegExp(String.raw`^(?:please\s+)?no\s+(?!${NO_SUCH_RULE}\b)[\w.+#/-]+(?:[\s-][\w.+#/-]+){0,2}?(?:\s+(?:or|nor|and)\s+[\w.+#/-]+(?:[\s-][\w.+#/-]+)?)?(?:\s+stuff)?(?:\s+on\s+top(?:\s+of\s+it)?)?(?:\s+(?:please|pls|plz|ever|anywhere|either))?$`, 'i');
/** "keep it boring": how all the code is to be. */
const TERSE_KEEP_IT = /^keep\s+(?:it|things|the code|code)\s+(?:boring|simple|small|minimal|readable|dumb|flat|explicit|short)$/i;
/** "type hints everywhere": a kind of thing used everywhere. */
const TERSE_EVERYWHERE = /^(?!(?:it|this|that|bugs?|errors?)\b)[\w.+#/-]+(?:\s+[\w.+#/-]+){0,2}\s+everywhere$/i;

/**
 * A list of terse rules beside the version the code is on or how all of it is to be: "go 1.22, no
 * generics-heavy stuff pls, keep it boring", "python 3.12, no pandas, type hints everywhere" (not "no
 * tests, no docs, just ship it", "step 3, no errors", "no worries, keep it simple").
 */
/** Words said alone that name no language or tool: "ok", "thanks", "done". */
const LONE_WORD_NO_TOOL = /^(?:ok|okay|k|kk|yes|yeah|yep|sure|thanks|thx|cool|nice|right|hmm|also|and|so|fine|great|no|nope|done|good|perfect|lgtm|agreed|same|again|anyway|btw|fyi|please|pls)$/i;

/** The same said alone, as a part of a terse list ("rails 7.1, sidekiq for jobs, rspec"). */
const TOOL_FOR_A_NEED = new RegExp(String.raw`^${A_TOOL_FOR_A_NEED}$`, 'i');

/**
 * "rails 7.1, ruby 3.3, sidekiq for jobs, rspec. no minitest": a terse list of what the code is on, and a terse
 * rule said as the next sentence — one list, read together (the list alone holds no rule, the rule alone no reach).
 */
export function terseListGoesOn(list: string, next: string): string | null {
  if (!TERSE_NONE.test(next.replace(/[.!]+$/, '')) || MOMENT.test(next)) return null;
  const joined = `${list.replace(/[.!]+$/, '')}, ${next}`;
  return joined.length <= 100 && terseList(joined) ? `${list.trim()} ${next.trim()}` : null;
}

function terseList(t: string): boolean {
  // (a bang method named keeps its "!": "…, never permit!")
  const parts = t.split(/\s*,\s*/).map((p) => (/^never(?:\s+use)?\s+[a-z_][\w.]*!$/i.test(p) ? p : p.replace(/[.!]+$/, '')));
  if (parts.length < 2) return false;
  // (or a rule of its own among them: "no js frameworks, alpine only if really needed")
  const anchored = parts.some((p) => TERSE_VERSION.test(p) || TERSE_KEEP_IT.test(p) || TERSE_RULES.some((re) => re.test(p)));
  // ("logging only" beside another rule: "no print() in lib code, logging only")
  // (and the plain way picked beside them: "three.js r160, no react-three-fiber, plain imperative scene setup")
  const rules = parts.filter((p) => TERSE_NONE.test(p) || TERSE_KEEP_IT.test(p) || TERSE_EVERYWHERE.test(p) || TERSE_RULES.some((re) => re.test(p)) || (anchored && (/^[\w.+#$/-]+\s+only$/i.test(p) || /^(?:plain|vanilla|raw)\s+[\w.-]+(?:\s+[\w.-]+){0,3}$/i.test(p))));
  // (and the language or tool the rest is about, named alone: "haskell, ghc 9.6, cabal not stack"; or with its use: "sidekiq for jobs")
  const named = (p: string) => parts.length >= 3 && (/^[a-z][\w.+#-]*$/i.test(p) || TOOL_FOR_A_NEED.test(p)) && !LONE_WORD_NO_TOOL.test(p);
  return anchored && rules.length > 0 && parts.every((p) => TERSE_VERSION.test(p) || rules.includes(p) || named(p));
}

/** "no any, generate the types from the OpenAPI spec": a kind kept out, and what is done in its place (read at any length). */
const NONE_OF_IT_DO_THIS = new RegExp(`^no\\s+(?:more\\s+)?(${STYLE_WORD})(?:\\s+(?:here|please|pls|anywhere|ever))?\\s*[,;—–-]\\s+(?:please\\s+)?(?:always\\s+)?(?:use|generate|derive|define|write|import|go through|call|wrap|prefer)\\s+(?!(?:it|this|that|them)\\b)[^,;]{2,80}[.!]*$`, 'i');

/** "no moment, we use date-fns": a tool kept out by its name, and the one the team uses instead. */
const NOT_THAT_ONE_WE_USE = new RegExp(String.raw`^no\s+(?!${NO_SUCH_RULE}\b)(?:more\s+)?[\w.@/+-]+,?\s+we\s+(?:use|prefer|went with|standardi[sz]ed on|moved to|switched to|are on)\s+(?!(?:it|this|that|them|the same)\b)[\w.@/+-]+(?:\s+[\w.@/+-]+)?(?:\s+(?:everywhere|here|now|for (?:everything|that|dates|http|state|styling|tests|testing|logging)))?[.!]*$`, 'i');

/** "no new Objective-C files, ever": no new one of a kind, for good. */
const NO_NEW_ONES_EVER = /^no\s+new\s+(?:[\w.+#()-]+\s+){0,2}(?:files|code|modules|screens|classes|dependencies|components|services|tables|endpoints|scripts|[\w.+#()-]+)\s*,?\s+(?:ever|anymore|any more|period|at all)[.!]*$/i;
/** "use Bun's built-in test runner, don't add jest": the tool to use for a kind, and the other one kept out by its name (not "use the staging db, not prod", a place of the moment). */
const USE_THIS_NOT_THAT_ONE =
  /^(?:please\s+)?(?:always\s+)?use\s+(?!(?:it|this|that|them|the same|the (?:first|second|other|old|new|staging|prod|production|local)|my|your)\b)(?:[\w.@/+'’-]+\s+){0,3}(?:test runner|runner|client|logger|bundler|formatter|linter|router|orm|driver|library|lib|sdk|framework|helper|wrapper|module|package|api|[\w.@/+-]*[A-Z][\w.@/+-]*)\s*,\s*(?:(?:don'?t|do not|never)\s+(?:add|use|install|pull in|bring in)|not|no)\s+(?!(?:it|this|that|them|now|yet|the|my|your|a|an|one|more|need)\b)[\w.@/+-]+[.!]*$/;
/** "no down migrations here, we only roll forward": a kind kept out of the project, before the team's way that makes it so (read as a convention). */
const NONE_HERE_FIRST = new RegExp(String.raw`^no\s+(?!${NO_SUCH_RULE}\b)[\w.@/+-]+(?:\s+[\w.@/+-]+)?\s+(?:here|in this (?:repo|project|codebase|team))\s*[,;—–-]\s*(?=we\s+(?:only|always|never|don'?t)\s)`, 'i');

/** "no partial functions — head, tail, fromJust, read are banned, hlint enforces it in CI": a kind kept out, the names it covers, and what enforces it. */
const BANNED_BY_NAME =
  /^no\s+(?:[\w-]+\s+){0,2}[\w-]+\s*[—–:]\s*[\w.,' ()]{3,60}?\s+(?:are|is)\s+(?:all\s+)?(?:banned|forbidden|not allowed|off limits)\b(?:[,;]\s+(?:and\s+)?[\w-]+\s+(?:enforces|checks|flags|catches)\s+(?:it|this|that|them)\b[^,;]{0,30})?[.!]*$/i;

/**
 * How each kind is named, listed after its label: "naming: U prefix for UObjects, A for actors, F for structs, follow epic's
 * conventions strictly", "naming: snake_case for files, PascalCase for classes".
 */
const NAMING_LIST =
  /^(?:naming(?:\s+conventions?)?|names|casing|file\s+names)\s*[:—–-]\s+(?:[^,;:]{1,30}?\s+for\s+[\w-]+\b\s*[,;]\s*(?:and\s+)?)+[^,;:]{1,30}?\s+for\s+[\w-]+\b(?:\s*[,;]\s*(?:and\s+)?(?:follow|use|stick to|keep to)\s+[^,;]{3,50})?[.!]*$/i;

/** A rule said in a few words, with no verb: "tabs not spaces", "no emojis please", "pnpm only", "utc everywhere". */
export function terseRule(s: string): string | null {
  // (after a yes to the agent's question: "yes, ISO 8601 everywhere in the API")
  const t = s.trim().replace(/^(?:yes|yeah|yep|yup|sure|right|ok(?:ay)?)\s*[,.!—–-]\s+(?=\S)/i, '').replace(/^and\s+(?=please\s)/i, '').replace(/^(?:so|please)\s+(?=no\s)/i, '');
  // (a few words: a longer sentence is read by the other forms, or as a terse rule with its reason)
  if (t.length <= 80 && terseList(t)) return t;
  if (t.length <= 70 && TERSE_RULES.some((re) => re.test(t))) return t;
  // ("polars not pandas, and lazy frames unless the data fits in memory trivially": two said so, the second a default
  // with the one case that lifts it)
  const two = /^([^,;]{4,40}),\s+and\s+([^,;]{4,80}?)[.!]*$/i.exec(t);
  if (two && TERSE_RULES.some((re) => re.test(two[1]!)) && (TERSE_RULES.some((re) => re.test(two[2]!)) || DEFAULT_UNLESS.test(two[2]!)) && !MOMENT.test(t)) return t;
  if (BANNED_BY_NAME.test(t) || NAMING_LIST.test(t) || NONE_OF_IT_DO_THIS.test(t) || NOT_THAT_ONE_WE_USE.test(t) || ((USE_THIS_NOT_THAT_ONE.test(t) || NO_NEW_ONES_EVER.test(t)) && !MOMENT.test(t))) return t;
  const weOnly = t.replace(NONE_HERE_FIRST, '');
  if (weOnly !== t && convention(weOnly) !== null) return t;
  return terseRuleWithItsReason(t);
}

/** "defmt for logging": the one tool picked for a concern of every part of the code — a rule only with why after it (said bare, it is as often the stack told for the task at hand). */
const PICKED_FOR_A_CONCERN = new RegExp(
  String.raw`^(?!${NO_TOOL_BEFORE_FOR}\b)[\w.+#-]*[\w+#]\s+for\s+(?:all\s+)?(?:logging|logs|tracing|metrics|error handling|http(?:\s+calls)?|serialization|json|config(?:uration)?|dates|date handling|testing|mocking|mocks|state management|state|styling|styles|forms|validation|routing|i18n|translations|migrations|background jobs|jobs|queues|caching|auth|emails|payments|retries|feature flags|icons|charts|animations|bundling|linting|formatting|data fetching)$`,
  'i',
);
/** "lazy frames unless the data fits in memory": a way said bare, and the one case that lifts it (not "… unless I say so": the moment's leave). */
const DEFAULT_UNLESS = /^(?!(?:it|this|that|them|you|i|we)\b)[\w.-]+(?:\s+[\w.-]+){0,2}\s+unless\s+(?!(?:i|you)\s+(?:say|ask|tell|want)\b)(?:the|a|an|it|there|you|we)\b[^,;]{4,60}$/i;
/** "right, no unwrap or expect outside tests, we treat a panic in this service as an outage": a terse rule, then why (or the tool that holds to it: "no n+1s, bullet … fails the spec if it finds one"). */
// ("UTC always, convert in the UI": where the other form is made, said as the order)
const WHY_AFTER = /^(?:(?!(?:it|this|that|he|she|they|i|you|we)\b)[\w.-]+\s+(?:is\s+(?:on|enabled|turned on)\b[^,;]{0,30}?\s+and\s+)?(?:fails|rejects|blocks|flags|catches)\s+(?:the\s+|a\s+|any\s+)?(?:spec|specs|test|tests|build|ci|pr|commit|run|suite)\s+(?:if|when|whenever)\s+it\s+(?:finds|sees|spots|detects|hits)\b[^,;]{0,20}$|(?:the\s+)?[\w-]+(?:\s+[\w-]+)?s\s+(?:pin|depend on|rely on|call|import|consume|embed)\s+(?:us|it|this|them)\b[^,;]{0,30}$|(?:those|they|these)\s+(?:run|execute|ship|get\s+run)\s+(?:on|in|under)\s+(?!(?:it|this|that)\b)\S[^,;]{2,40}$|(?:convert|format|render|display|show|locali[sz]e|translate)\s+(?:it\s+|them\s+)?(?:in|on|at)\s+(?:the\s+)?(?:ui|client|frontend|edge|view|display layer)\b|because|since|as|we\s+(?:treat|consider|count|see)|it(?:'s| is)\s+(?:a|an|the)\b|it(?:'s| is)\s+(?:reset|cleared|freed|flushed|wiped|rebuilt|recreated)\s+(?:at|on|after|every|each|between)\b|they(?:'re| are)\s+(?:a|an|the|cheaper|faster|safer|smaller|clearer|simpler)\b|the\s+[\w-]+(?:\s+[\w-]+)?\s+(?:is|are)\s+(?:small|tiny|slow|huge|limited|shared|expensive|metered)\b)/i;
function terseRuleWithItsReason(s: string): string | null {
  const t = s.replace(/^(?:right|ok(?:ay)?|yes|yeah|yep|sure|also|and)[,.!]?\s+/i, '');
  const m = /^([^,;]{4,70})[,;]\s+(\S.{3,120})$/.exec(t);
  if (!m || !(WHY_AFTER.test(m[2]!) || MISSING_WHERE_IT_RUNS.test(m[2]!)) || MOMENT.test(t)) return null;
  return TERSE_RULES.some((re) => re.test(m[1]!)) || PICKED_FOR_A_CONCERN.test(m[1]!) ? t : null;
}

/** Artifacts an order can be about as a class: "keep PRs small", "prefer pure functions over classes". */
const ARTIFACTS =
  '(?:PRs|pull requests|commits|commit messages|answers|responses|replies|explanations|summaries|branches|functions|methods|classes|components|modules|files|tests|test names|variables|comments|docs|migrations|endpoints|imports|dependencies|logs|errors|types|sources|citations|references)';
/** "commit messages in english only": a kind of writing and the one way it is done (built once: the forms run on every sentence). */
const ARTIFACT_ONE_WAY = new RegExp(`^(?:all\\s+)?${ARTIFACTS}\\s+(?:in|as)\\s+[\\w-]+(?:\\s+[\\w-]+)?\\s+only\\b|^(?:all\\s+)?${ARTIFACTS}\\s+only\\s+in\\s+[\\w-]+`, 'i');
/** "tests must run in docker": what a kind of thing must do, said of the kind. */
// ("sources have to be peer-reviewed and after 2015": "have to" the same)
const ARTIFACTS_MUST = new RegExp(`^(?:all\\s+)?(?:(?!(?:the|this|that|these|those|my|your|our|some)\\b)[\\w-]+\\s+)?${ARTIFACTS}\\s+(?:must|have to)\\s+(?:always\\s+|never\\s+|not\\s+)?\\w+`, 'i');

/** "all containers run as non-root": the user every one of a kind of process runs as (a rule of security, kept as one). */
const EVERY_ONE_RUNS_AS =
  /^(?:all|every)\s+(?:(?!(?:the|this|that|these|those|my|your|of)\b)[\w-]+\s+)?(?:containers?|images?|pods?|services?|processes|workers?|jobs?)\s+(?:run|runs|must run|should run)\s+as\s+(?:a\s+)?(?:non-?root|root|an? unprivileged user|unprivileged|the [\w-]+ user)\b/i;

/** "test coverage must stay above 85% org-wide", "the bundle has to stay under 200 kb", "crash-free sessions must stay above 99.5%": a measure the project keeps within a bound. */
const A_BOUND_KEPT =
  /^(?:the\s+|our\s+)?(?:[\w-]+\s+)?(?:coverage|test coverage|code coverage|bundle size|bundle|binary size|binary|image size|latency|p50|p95|p99|error rate|uptime|build time|cold start|memory use|memory usage|page weight|lighthouse(?:\s+(?:performance|score|performance score))?|performance score|lcp|cls|inp|ttfb|fcp|crash-free (?:sessions|users|rate)|crash rate|anr rate|apdex|availability|success rate|hit rate|cache hit rate)\s+(?:must|has to|needs? to|should)\s+(?:always\s+)?(?:stay|be|remain|be kept)\s+(?:above|below|under|over|at least|at most|within)\s+\d/i;
/** "…, that's our pattern": what came before is the team's way (a terse list of how the code is laid out). */
// (or told to keep: "k8s probes hit /healthz and /readyz on every service, keep that naming")
const SAID_TO_BE_OUR_WAY = /^(?!(?:this|that|it|i|you|we)\b)([^;]{6,120}?),\s*(?:(?:that'?s|thats|this is|it'?s)\s+(?:our|the team'?s|the house)\s+(?:pattern|convention|rule|policy|standard|way|approach|practice|style)|(?:that'?s|thats)\s+how\s+(?:every|all(?:\s+the)?)\s+(?:other\s+)?[\w-]+(?:\s+[\w-]+)?\s+(?:is|are)\s+(?:done|written|set up|declared|built|handled|defined|registered|named)|(?:so\s+)?(?:please\s+)?keep\s+(?:that|this|the same)\s+(?:naming|convention|pattern|format|layout|scheme|structure|shape)(?:\s+(?:everywhere|going forward|for new ones))?)\b[.!]*$/i;
/** "product names are always written as the brand guide says", "acronyms are spelled out on first use": how every name or heading of a kind is written. */
const NAMES_ARE_WRITTEN =
  /^(?:the\s+|our\s+|all\s+)?(?!(?:this|that|these|those|my|your|his|her|their)\b)(?:[\w-]+\s+){0,2}(?:names|titles|headings|headers|labels|terms|acronyms|abbreviations|units|brand names|(?:product|brand|company|app|project)\s+name)\s+(?:are|is|must be|should be|has to be|have to be|gets?)\s+(?:always\s+)?(?:written|spelled|spelt|capitali[sz]ed|formatted|styled|cased|abbreviated|translated)\b(?!\s+(?:wrong|wrongly|incorrectly|badly|weird|differently\s+(?:here|there|now)))/i;
/** "keep PRs under 300 lines", "keep answers short". */
const KEEP_ARTIFACTS = new RegExp(`^(?:please\\s+)?keep\\s+(?:all\\s+|your\\s+|our\\s+)?${ARTIFACTS}\\s+(?:under|below|short|small|focused|simple|to|at most|within)\\b`, 'i');
/** "only use data from march onwards for training": the one part of something a kind of work may use. */
const ONLY_THIS_FOR_A_USE =
  /^(?:please\s+)?only\s+(?:ever\s+)?use\s+(?!(?:this|that|it|them|these|those|one)\b)[^,;]{2,50}?\s+for\s+(?:the\s+)?(?:training|fine-?tuning|eval|evals|evaluation|tests?|testing|benchmarks?|experiments?|analysis|reports?|reporting|dashboards?|production|prod)\b(?:\s+(?:runs?|sets?|data))?[.!]*$/i;
/** "I like that you logged progress every chunk, keep doing that for long scripts": a way of working confirmed, to keep. */
const KEEP_DOING_WHAT_YOU_DID =
  /^i\s+(?:really\s+)?(?:like|liked|love|loved|appreciate|appreciated)\s+(?:that|how|the way|it when)\s+you\s+[^,;]{4,80}[,;]\s+(?:so\s+)?(?:please\s+)?keep\s+doing\s+(?:that|this|it)\b(?:\s+(?:for|in|with|when|on)\s+[^,;]{2,40})?[.!]*$/i;
/** "wrapping lists in {data, next_cursor} is what every endpoint does": how every one of a kind does a thing. */
const WHAT_EVERY_ONE_DOES =
  /^(?!(?:that|this|it)\b)[a-z]+ing\b(?:\{[^}]{0,40}\}|[^,;{]){2,60}?\s+is\s+(?:what|how)\s+(?:every|each|all(?:\s+(?:of\s+)?(?:our|the))?)\s+[\w-]+(?:\s+[\w-]+)?\s+(?:does|do|works?|behaves?|looks?)\b(?:\s+(?:here|it))?[.!]*$/i;
/** "for anything touching the users table, run it against the replica first": an order for every change of a kind. */
const FOR_ANY_CHANGE_THAT =
  /^for\s+(?:anything|everything|any\s+(?:change|query|queries|script|migration|job|pr|code|backfill)s?)\s+(?:that\s+)?(?:touch(?:es|ing)|hit(?:s|ting)|chang(?:es|ing)|writ(?:es|ing)\s+to|read(?:s|ing)\s+from)\s+(?!(?:it|that|this|these|those)\b)[^,;]{2,50},\s+(?:please\s+)?(?:always\s+)?(?:run|test|try|check|ask|ping|use|add|update|open|write|get|take|make|put|back\s+up|snapshot|benchmark|measure|document|notify|tell|follow|keep|do|never|don'?t|avoid|loop in|talk to)\b[^,;?]{4,80}$/i;
/** "ISRs must stay under 10 microseconds": a time or size every one of a kind is held within. */
// ("keep each test under 20 lines": the order said to the agent)
const KIND_WITHIN_A_BOUND =
  /^(?:all\s+|every\s+|our\s+)?(?!(?:these|those|they|the tests|this|that)\b)(?:[\w-]+\s+){0,2}[\w-]+s\s+(?:must|should|have to|need to)\s+(?:always\s+)?(?:stay|be|run|finish|complete|take|return)\s+(?:in\s+)?(?:under|below|within|less than|at most)\s+(?:(?:their|its|the|a)\s+)?\d[\d.,]*\s*(?:ms|milliseconds|µs|us|microseconds|seconds|s|minutes|mb|kb|gb|lines)\b|^(?:please\s+)?(?:always\s+)?keep\s+(?:each|every|all|any)\s+(?:[\w-]+\s+)?[\w-]+\s+(?:under|below|within|at most|shorter than|less than)\s+\d[\d.,]*\s*(?:ms|seconds|s|minutes|mb|kb|gb|lines|loc|characters|chars)\b/i;
/** "features can only use data available at the bar's close": the only thing every one of a kind may use or reach. */
const KIND_MAY_ONLY_USE =
  /^(?:the\s+|our\s+|all\s+)?(?!(?:these|those|they|things|people|we|you)\b)(?:[\w-]+\s+)?[\w-]+s\s+(?:can|may)\s+only\s+(?:use|read|call|access|import|depend on|see|touch|write to|talk to)\s+(?!(?:it|this|that|them|one)\b)\S[^,;]{2,60}$/i;
/** "values.yaml has to document every key with a comment": what a file must say of every one of a kind. */
const FILE_DOCUMENTS_EVERY =
  /^(?:the\s+|our\s+)?(?:[\w-]+\.(?:ya?ml|json|toml|md|ini|env(?:\.example)?)|readme|changelog|docs|the docs)\s+(?:has to|must|needs to|should)\s+(?:always\s+)?(?:document|list|mention|describe|cover|explain)\s+(?:every|each|all|any)\s+[\w-]+(?:\s+[\w-]+)?[^,;]{0,40}$/i;
/** "the old Objective-C code stays, new screens are Swift …": the language every new one of a kind is written in, while the old stays. */
const NEW_ONES_IN_A_LANGUAGE =
  /^(?:(?:the\s+)?old\s+[^,;]{2,30}?\s+(?:stays|stay|remains?|is kept|are kept)\s*,\s+)?new\s+(?:[\w-]+\s+)?(?:screens|code|files|modules|components|services|features|pages|views|endpoints|tests|classes|packages)\s+(?:are|is|go|get\s+written)\s+(?:in\s+)?(?:Swift|SwiftUI|Kotlin|Compose|TypeScript|Rust|Go|Python\s*3|Java|C#|F#|Dart|Elixir|Scala|Zig|C\+\+|React|Vue|Svelte)(?![\w+#])/;
/** "frontend never touches fs": what a part of the code may never reach (not "doesn't", as often a fault of the day). */
const PART_NEVER_REACHES =
  /^(?:the\s+)?(?:[\w-]+\s+)?(?:frontend|backend|ui|client|server|side|renderer|webview|workers?|handlers?|controllers?|views?|components?|content scripts?|scripts?|plugins?|tests?)\s+(?:never|must not|mustn'?t|should never|may not|can'?t|cannot)\s+(?:touch(?:es)?|access(?:es)?|calls?|talks? to|imports?|reads?|writes?(?:\s+to)?)\s+(?!(?:it|this|that|them)\b)\S[^,;]{0,40}$/i;
/** "contexts are the only way into the Repo": the one way a part is reached. */
const THE_ONLY_WAY_IN = /^(?:the\s+)?[\w.-]+(?:\s+[\w.-]+)?\s+(?:is|are)\s+the\s+only\s+(?:way|path|entry point|door)\s+(?:in)?to\s+(?:the\s+)?[\w.-]+/i;
/** "LiveViews never call Repo directly": a kind of code that never reaches another part but through its way. */
const NEVER_DIRECTLY = /^(?:the\s+)?(?!(?:we|you|they|people|users|i)\b)[\w.-]+s\s+never\s+(?:call|touch|access|import|query|read|write to|talk to)\s+(?!(?:it|this|that|them)\b)\S+(?:\s+\S+)?\s+directly[.!]*$/i;
/** "explain the why in the PR description, the what is in the diff": what every PR's description is for. */
const WHY_IN_THE_DESCRIPTION = /^(?:please\s+)?(?:always\s+)?(?:explain|describe|say|put|write)\s+(?:the\s+)?(?:why|reason|reasoning|motivation|context)\s+in\s+(?:the\s+)?(?:pr|pull request|mr|merge request|commit message|commit)(?:\s+(?:description|body))?\s*,\s+(?:the\s+)?what\s+is\s+in\s+the\s+(?:diff|code|change)[.!]*$/i;
/** "dispose geometries and materials when removing meshes or we leak gpu memory": what to do every time, and what is lost otherwise. */
const ORDER_OR_ELSE =
  /^(?:please\s+)?(?:always\s+)?[a-z]+\s+(?!(?:it|this|that|them)\b)[^,;]{3,60}?\s+(?:when|whenever|before|after)\s+[a-z]+ing\s+[^,;]{2,40}?,?\s+(?:or|otherwise)\s+(?:we|you|it|the\s+[\w-]+)\s+(?:leak|lose|corrupt|break|crash|deadlock|drop|miss|leaks|loses|corrupts|breaks|crashes|deadlocks|drops|misses)\s+[^,;]{2,40}$/i;
/** "run prettier on save": a tool run on every save, commit or push. */
const RUN_ON_EVERY = /^(?:please\s+)?(?:always\s+)?(?:run|format with|lint with|use)\s+(?!(?:it|this|that|them)\b)[\w.-]+(?:\s+[\w.-]+)?\s+(?:on|before|after)\s+(?:every\s+|each\s+)?(?:save|commit|push)\b/i;
/** "if the docs and the code disagree, the code wins": which of two sources holds when they differ. */
const WHICH_WINS = /^(?:if|when(?:ever)?)\s+(?:the\s+)?[\w-]+(?:\s+[\w-]+)?\s+and\s+(?:the\s+)?[\w-]+(?:\s+[\w-]+)?\s+(?:disagree|conflict|differ|don'?t match)\b,?\s+(?:the\s+)?[\w-]+(?:\s+[\w-]+)?\s+(?:wins|takes precedence|is right|is the source of truth)\b/i;
/** "when a search is slow, check the query plan before adding indexes": what to look at first whenever a kind of thing goes wrong. */
const WHEN_SLOW_CHECK_FIRST = /^(?:when(?:ever)?|if)\s+(?:a|an|any)\s+[\w-]+(?:\s+[\w-]+)?\s+(?:is|gets|seems|looks|runs)\s+(?:slow|flaky|stuck|hanging|failing)\b[^,;]{0,20},\s+(?:please\s+)?(?:always\s+)?(?:check|look at|profile|measure|read|run)\b[^?]{4,100}$/i;
/** "feature work happens behind LaunchDarkly flags named …": what every new piece of work ships behind. */
// ("anything customer-facing goes behind a flag first": what is exposed, said as anything)
// ("any new screen ships behind a LaunchDarkly flag"; "we use feature flags from LaunchDarkly; any new screen ships behind one": the flag
// named in the clause before)
const BEHIND_FLAGS =
  /^(?:[^,;]*\bfeature\s+flags?\b[^,;]*[,;]\s+(?=(?:every|each|any|all)\s+new\s+[\w-]+\s+(?:ships?|goes|go|lands?)\s+behind\s+one\b))?(?:all\s+|new\s+)?(?:feature\s+work|new\s+features?|features|new\s+work|experiments|(?:anything|everything)\s+(?:customer|user|client)[- ]facing|(?:every|any)\s+(?:customer|user)[- ]facing\s+(?:change|feature)|(?:every|each|any|all)\s+new\s+(?:screens?|pages?|endpoints?|flows?|routes?|components?|views?|features?)|(?:all|every|any)\s+(?:risky|big|large|breaking|user-facing|customer-facing|experimental)\s+changes?)\s+(?:happens?|goes|go|ships?|lands?|is\s+done|are\s+done|lives?)\s+(?:first\s+)?behind\s+(?:(?:an?\s+)?(?:[\w-]+\s+)?(?:feature\s+)?(?:flags?|toggles?)\b|(?<=\bfeature\s+flags?\b.*)one[.!]*$)/i;
/** "the payments screen is a native module, don't rewrite it in JS": a part of a kind that is kept as it is. */
const KEPT_AS_ITS_KIND = /^(?:the|our)\s+[\w-]+(?:\s+[\w-]+){0,2}\s+(?:is|are)\s+(?:a|an)?\s*(?:[\w-]+\s+)?(?:native|generated|vendored|legacy|third-party|external|forked|wasm|rust|c\+\+|c)\s*(?:[\w-]+)?\s*,\s+(?:so\s+)?(?:please\s+)?(?:don'?t|do not|never)\s+(?:rewrite|replace|port|convert|migrate|remove|refactor)\s+(?:it|them)\b/i;
/** "keep bundle size in mind, the app is used on slow phones": a concern to weigh in all the work. */
/** "3 retries with backoff, that's our standard for outbound calls": a way said in a few words, called the standard for a kind of work. */
const OUR_STANDARD_FOR = /^(?!(?:it|this|that|i|you|ok|okay|sure|yes|no)\b)[^,;]{3,50},\s*(?:that'?s|thats|this is)\s+(?:our|the)\s+(?:team\s+|house\s+)?(?:standard|convention|rule|policy|default)\s+(?:for|on|in)\s+(?:all\s+|any\s+|every\s+)?(?!(?:this|that|it|now|today|the moment)\b)[\w-]+(?:\s+[\w-]+)?[.!]*$/i;
/** "you can skip the tests for docs only changes": a step left out for a kind of change. */
const SKIP_FOR_A_KIND = /^you\s+can\s+(?:always\s+)?(?:skip|leave out|omit|ignore|drop)\s+(?:the\s+)?[\w-]+(?:\s+[\w-]+)?\s+(?:for|on|in)\s+(?:any\s+|all\s+)?[\w-]+(?:[\s-]+only)?\s+(?:changes|prs|pull requests|commits|edits|files|fixes|tweaks)\b/i;
/** "plan output goes in the PR description": what every PR carries, and where. */
const GOES_IN_THE_PR = /^(?!(?:the|these|those|my|your|this|that)\b)(?:[\w-]+\s+){0,2}(?:output|results?|screenshots?|changelog entr(?:y|ies)|summary|notes|benchmarks?|numbers|diffs?|links?|ticket (?:number|id|link))\s+(?:always\s+)?(?:goes|go|belongs?)\s+in(?:to)?\s+(?:the|every|each)\s+(?:pr|pull request|mr|merge request)(?:\s+(?:description|body|template))?\b/i;
/** "tag every resource with owner, env and cost-center": the marks every one of a kind carries. */
const MARK_EVERY = /^(?:please\s+)?(?:always\s+)?(?:tag|label|mark|annotate|prefix|suffix|stamp)\s+(?:every|each|all|any)\s+(?:new\s+)?[\w-]+(?:\s+[\w-]+)?\s+(?:with|as)\s+(?!(?:it|this|that)\b)\S/i;
/** "when a migration is irreversible, say so in the PR title": what every one of a kind that is so gets marked with, and where. */
const WHEN_ONE_IS_SAY_SO = /^(?:when(?:ever)?|if)\s+(?:a|an|any)\s+(?:[\w-]+\s+)?[\w-]+\s+(?:is|isn'?t|has|needs|touches|changes|breaks|drops|adds)\s+[^,;]{2,30},\s+(?:please\s+)?(?:always\s+)?(?:say so|note it|note that|mention it|mention that|flag it|call it out|mark it|label it|tag it|write it)\s+(?:in|on)\s+(?:the\s+)?(?:pr|pull request|mr|merge request|commit(?: message)?|changelog|release notes|ticket)(?:\s+(?:title|description|body))?[.!]*$/i;
/** "we have hooks in src/queries for every endpoint": where one of a kind already is for each thing, to be used. */
const ONE_FOR_EACH_IN = /^we\s+(?:already\s+)?have\s+(?!(?:bugs|problems|issues|errors)\b)[\w-]+(?:\s+[\w-]+)?\s+in\s+`?[\w.@-]*\/[\w./-]*`?\s+for\s+(?:every|each|all(?:\s+the)?|any)\s+[\w-]+/i;
/** "next build takes 6 minutes, run tsc --noEmit instead for a quick check": a step too slow, and what to run instead. */
const TOO_SLOW_RUN_INSTEAD = /^(?:(?:it|that|the\s+)?[^,;]{0,30}?)\s*takes\s+(?:like\s+|about\s+|around\s+|over\s+|almost\s+)?(?:\d+|ten|five|twenty|thirty)\s*(?:minutes|mins?|hours?|h|m)\s*[,;—–-]\s*(?:so\s+)?(?:just\s+)?(?:run|use)\s+[^,;]{2,40}?\s+instead\b/i;
/** "new code uses async/await", "new screens go in SwiftUI": how everything written from now on is written. */
const NEW_CODE_USES = /^(?:all\s+|any\s+)?new\s+(?:code|files|components|screens|views|modules|services|endpoints|tests|features|packages|apis|pages|handlers|models)\s+(?:uses?|should use|must use|has to use|is written (?:in|with)|are written (?:in|with)|(?:goes|go|lives?) in(?:to)?|(?:is|are|gets?) (?:built|made) (?:in|with))\s+(?!(?:it|this|that|them|the same|a lot|lots|more|less|too|way|so)\b)\S/i;
/** "16 is the floor", "iOS 16 is the minimum": the oldest version supported. */
const VERSION_FLOOR = /^(?:(?:the\s+)?(?:[\w.+#-]+\s+)?v?\d+(?:\.\d+)*|api\s+\d+)\s+is\s+(?:the|our)\s+(?:floor|minimum|min|baseline)\b(?![^,;]*\b(?:now|today|for now|for this)\b)/i;
/** "tokens go in the keychain": where every secret of a kind is kept. */
const SECRETS_GO_IN = /^(?:all\s+)?(?:the\s+)?(?!design\b)(?:[\w-]+\s+)?(?:tokens|secrets|credentials|passwords|api keys|keys|certs|certificates|private keys)\s+(?:always\s+)?(?:go|belong)\s+(?:only\s+)?(?:in|into)\s+(?!(?:the\s+)?(?:same|wrong|repo|code|git)\b)(?:the\s+)?[\w.-]+(?:\s+[\w.-]+)?(?:\s*,\s*(?:always|never\s+[^,;]+))?[.!]*$/i;
/** "three uses before you extract, not two": how many copies come before an abstraction. */
const USES_BEFORE_EXTRACTING = /^(?:wait for\s+)?(?:two|three|four|2|3|4)\s+(?:uses|callers|copies|call sites|duplicates|occurrences|places)\s+before\s+(?:you\s+|we\s+)?(?:extract|abstract|generali[sz]e|dry (?:it|things) up|make a helper|add a helper|refactor)\w*\b/i;
/** "hourly is the most we run anything": the most often anything is scheduled. */
const MOST_OFTEN_WE_RUN = /^(?:hourly|daily|nightly|every\s+(?:\d+|five|ten|fifteen|thirty)\s+minutes?|once an?\s+(?:hour|day|minute))\s+is\s+(?:the\s+)?(?:most|fastest|most often|max(?:imum)?|highest frequency)\s+(?:we|you can|anything can)\s+(?:run|schedule|poll|sync|deploy|refresh)\b/i;
/** "catchup is always False here": a setting that is always one value. */
const SETTING_ALWAYS = /^(?!(?:it|this|that|he|she|they|there|everything|nothing)\b)[a-z_][\w.-]*\s+is\s+always\s+(?:set\s+to\s+)?(?:true|false|on|off|enabled|disabled|none|null|\d+)\b(?![^,;]*\b(?:for now|now|today|on my|for me)\b)/i;
/** "use reschedule mode for sensors": the mode every one of a kind runs in. */
const MODE_FOR_A_KIND = /^(?:please\s+)?(?:always\s+)?use\s+(?!(?:it|this|that|the same)\b)[\w-]+\s+mode\s+for\s+(?:all\s+|every\s+|any\s+)?(?!(?:this|that|these|those|now)\b)[\w-]+s\b/i;
/** "on big tables always create indexes CONCURRENTLY": what is always or never done on a kind past a size. */
const ON_A_BIG_KIND = /^(?:on|for|with)\s+(?:big|large|huge|hot|busy|wide|production|prod)\s+[\w-]+s\s*,?\s+(?:always|never)\s+\S/i;
/** "pin actions to a full commit sha, not a tag", "we pin model versions with the dated id": how every one of a kind of dependency is pinned. */
const PIN_A_KIND = /^(?:please\s+|we\s+)?(?:always\s+)?pin\s+(?:all\s+|our\s+|every\s+|the\s+(?=[\w-]+(?:\s+[\w-]+)?s\s+(?:to|at|by|with)\s))?(?!(?:it|this|that|them|the)\b)[\w-]+(?:\s+[\w-]+)?s(?:\s+(?:to|at|by|with)\s+(?:a\s+|the\s+|an\s+|their\s+)?(?:full\s+|exact\s+|specific\s+|dated\s+)?(?:commit\s+)?(?:shas?|hash(?:es)?|versions?|digests?|minor|patch|ids?)\b|\s+exactly\b|\s+everywhere\b|(?<=versions)[.!]*$)/i;
/** "use ubuntu-22.04, latest moved to 24.04 and broke our native deps last time": the choice, and what the other broke before. */
const USE_IT_THE_OTHER_BROKE = /^(?:please\s+)?(?:always\s+)?(?:use|stay on|stick to|pin)\s+(?!(?:it|this|that|them|the\s+(?:old|new|other|first|second|same|previous)(?:\s+one)?|one)\b)[^,;]{2,30},\s+[^,;]{2,50}?\b(?:broke|breaks|broken|caused|burned|bit)\b[^,;]*\b(?:last time|before|in the past|last (?:month|year|week|release|sprint)|every time)\b/i;
/** "cache the pnpm store, not node_modules", "mock the http layer, not the service": which of two a kind of step takes. */
const STEP_ON_ONE_NOT_THE_OTHER = /^(?:please\s+)?(?:always\s+)?(?:cache|mock|stub|vendor|commit|log|version|snapshot|fake)\s+(?:the\s+)?(?!(?:it|this|that|them)\b)[\w./-]+(?:\s+[\w./-]+)?\s*,\s*(?:not|never)\s+(?:the\s+)?(?!(?:it|this|that|them|now|yet|today)\b)[\w./-]+(?:\s+[\w./-]+)?[.!]*$/i;
/** "drop 18, it's EOL": a version given up, for good. */
const DROP_IT_EOL = /^(?:please\s+)?drop\s+(?!(?:it|this|that|them|the)\b)[\w.@/-]+(?:\s+[\w.@/-]+)?\s*,\s*(?:it'?s|it is|they'?re|they are)\s+(?:eol|end[- ]of[- ]life|deprecated|unsupported|dead|unmaintained)\b/i;
/** "performance matters more than fancy animations", "…, so readability matters more than cleverness here", "…, uptime during the night shift matters more than new features": what wins when two pull apart. */
const MATTERS_MORE = /(?:^|[,;]\s+(?:so\s+)?|\s+so\s+)(?:[\w-]+\s+)?(?:performance|speed|readability|correctness|simplicity|consistency|stability|reliability|security|latency|accuracy|maintainability|clarity|battery(?: life)?|memory(?: use| usage)?|bundle size|binary size|startup time|uptime|compatibility|accessibility|ux|dx|seo|privacy|safety|robustness|coverage|precision|recall|throughput|cost)(?:\s+(?:during|in|on|at|for)\s+(?:the\s+)?(?!(?:this|that|it)\b)[\w-]+(?:\s+[\w-]+)?)?\s+matters?\s+(?:much\s+|way\s+|a lot\s+|far\s+)?more\s+than\s+(?!(?:anything|everything|that|this|it|you|me)\b)[\w-]+(?:\s+[\w-]+){0,2}(?:\s+(?:here|in this (?:repo|codebase|project|app)|for us))?[.!]*$/i;
/** "pytest with the fixtures in conftest.py, that's our standard": a way named, then called the standard (nothing in it pointing at the work at hand). */
const NAMED_OUR_STANDARD = /^(?![^,;]*\b(?:it|this|that|them|these|those)\b)(?!(?:i|you|ok|okay|sure|yes|no|great|thanks)\b)[^,;]{3,60},\s*(?:that'?s|thats|this is)\s+(?:our|the)\s+(?:team\s+|house\s+)?(?:standard|convention|house style|policy)[.!]*$/i;
/** "serializers stay thin here": how every one of a kind of code is kept. */
const KIND_STAYS = /^(?:the\s+|our\s+|all\s+)?(?!(?:these|those|they|things)\b)(?:[\w-]+\s+)?[\w-]+s\s+(?:stay|are kept|should stay|must stay|have to stay|need to stay)\s+(?:thin|small|lean|dumb|simple|pure|stateless|short|flat|tiny|framework-free|side-effect free)\b(?![^,;]*\b(?:for now|now|today|this time)\b)/i;
/** "open a PR against develop, not main": the branch every PR is based on, and not the other. */
const PRS_AGAINST = /^(?:please\s+)?(?:always\s+)?(?:open|target|base|raise|make)\s+(?:a\s+|your\s+|all\s+|the\s+)?(?:prs?|pull requests?|mrs?|merge requests?)\s+(?:against|on|to|off|from|into)\s+(?!(?:my|your|his|her|this|that|their)\b)(?:the\s+)?[\w./-]+(?:\s+branch)?\s*,?\s+(?:not|never)\s+(?:against\s+|to\s+|on\s+)?(?:the\s+)?[\w./-]+[.!]*$/i;
/** "only format the files you touch": the reach of a step, the agent's own changes and no more. */
const ONLY_WHAT_YOU_TOUCH = /^(?:please\s+)?only\s+(?:format|reformat|lint|change|touch|edit|modify|refactor|test|commit|fix)\s+(?:the\s+)?(?:files|code|lines|parts|modules|functions)\s+(?:you|we)\s+(?:touch|change|edit|modify|work on|worked on|changed|touched)\b/i;
/** "we don't leave TODOs": what is never left behind in the code. */
const LEFT_BEHIND = /^(?:we\s+)?(?:don'?t|do not|never)\s+leave\s+(?:any\s+)?(?:todos?|fixmes?|console\.logs?|print statements|prints|debug (?:prints|logs|code|statements)|dead code|commented[- ]out code|unused (?:imports|variables|code))\b/i;
/** "secrets never go in the repo": where no secret of a kind is ever kept. */
const SECRETS_NEVER_IN = /^(?:the\s+|our\s+)?(?!design\b)(?:[\w-]+\s+)?(?:tokens|secrets|credentials|passwords|api keys|keys|certs|certificates|private keys|\.env files)\s+(?:never|must never|should never|don'?t|do not)\s+(?:go|get committed|get checked in|belong|live)\s*(?:in|into|to)?\s+(?:the\s+)?(?:repo|repository|git|code|codebase|source|client|bundle|logs?)\b/i;
/** "keep jobs under 4 hours": the bound every one of a kind is kept within (not "keep it under 4 hours"). */
const KEEP_A_KIND_UNDER = /^(?:please\s+)?(?:always\s+)?keep\s+(?:all\s+|your\s+|our\s+|the\s+)?(?!(?:it|this|that|them|these|those|things)\b)(?:[\w-]+\s+)?[\w-]+s\s+(?:under|below|within|to at most|at or under)\s+~?\d[\d.,]*\s*(?:hours?|hrs?|h|minutes?|mins?|seconds?|secs?|s|ms|gb|mb|kb|tb|lines?|files?|%|k|dollars?|usd|\$)\b/i;
/** "keep model checkpoints in the bucket, not in git": where every one of a kind is kept, and not (not "keep it in the fridge, not the car"). */
const KEEP_A_KIND_IN_NOT = /^(?:please\s+)?(?:always\s+)?keep\s+(?:all\s+|your\s+|our\s+|the\s+)?(?!(?:it|this|that|them|these|those|things|stuff)\b)(?:[\w-]+\s+)?[\w-]+s\s+(?:in|on|under)\s+(?:the\s+|a\s+|our\s+)?(?!(?:this|that|my|your|one)\b)[\w./-]+(?:\s+[\w./-]+)?\s*,\s*(?:not|never)\s+(?:in|on|under)\s+(?:the\s+|a\s+)?(?!(?:this|that|here|there)\b)[\w./-]+(?:\s+[\w./-]+)?(?:\s*,\s*(?:even|including)\s+(?:the\s+)?[\w-]+(?:\s+ones)?)?[.!]*$/i;
/** "we cap the number of open PRs per person at five", "we limit each service to two replicas in staging": how many of a kind the team allows (not "we limit it to 5 for now"). */
const WE_CAP_A_KIND = /^we\s+(?:always\s+)?(?:cap|limit)\s+(?:the\s+(?:number|count)\s+of\s+|each\s+|every\s+|all\s+|our\s+)?(?!(?:it|this|that|them|these|those)\b)[\w-]+(?:\s+[\w-]+){0,3}?\s+(?:(?:per|for each|for every)\s+[\w-]+\s+)?(?:at|to)\s+(?:\d[\d.,]*|one|two|three|four|five|six|seven|eight|nine|ten|twenty|fifty)\b(?![^,;]*\b(?:for now|today|this time|this week|until)\b)[^,;]{0,40}[.!]*$/i;
/** "keep the lighthouse score above 95": a score the work keeps over a floor. */
const KEEP_A_SCORE_ABOVE = /^(?:please\s+)?(?:always\s+)?keep\s+(?:the\s+|our\s+)?(?:[\w-]+\s+){0,2}(?:score|coverage|rating|fps|frame ?rate|uptime|hit rate|accuracy|recall|precision)\s+(?:above|over|at least|at or above)\s+~?\d[\d.,]*\s*%?(?:\s*,\s*(?:we|ci)\s+(?:check|checks|enforce|enforces|gate|gates)\s+(?:it|on it|that)\s+(?:in|on)\s+(?:ci|every pr|each pr|the pipeline))?[.!]*$/i;
/** "…, that's the metric to report": what the numbers are reported or judged by. */
const THE_METRIC_TO = /\b(?:that'?s|thats|this is|is)\s+the\s+(?:only\s+)?(?:metric|number|kpi|figure|score)\s+(?:to|we|they|you should)\s+(?:report|track|optimi[sz]e|watch|care about|look at)\b/i;
/** "you never promote yourself", "you never push to main": a step of the work the agent is never to take, said as how it is (not "you never listen", "you never told me"). */
const YOU_NEVER_TAKE_A_STEP = /^(?:and\s+)?you\s+never\s+(?:push|force-push|merge|deploy|promote|release|publish|tag|approve|rebase|commit|delete|drop|truncate|rotate|edit|touch)\b(?!\s+(?:it|this|that|them)\s*[.!?]*$)(?:\s+(?!(?:it|this|that)\b)[^,;?]{2,40})?[.!]*$/i;
/** "we have too many autoloads already": a kind the code has enough of, so no more are added (not "too many bugs", "too many meetings"). */
const TOO_MANY_ALREADY = /^(?:we(?:'ve| have)|there(?:'s| are| is))\s+(?:got\s+)?(?:way\s+|far\s+)?too\s+many\s+(?:[\w-]+\s+)?(?:autoloads|singletons|globals|global variables|dependencies|deps|packages|microservices|services|abstractions|layers|env vars|environment variables|feature flags|flags|config options|options|settings|tables|columns|indexes|queues|lambdas|helpers|utils|wrappers|base classes|mixins|hooks|contexts|stores|providers|plugins|middlewares|endpoints|workflows|jobs|crons|cron jobs|docker images|images|repos|branches|scripts|makefile targets|targets|npm scripts)\s+(?:already|as it is|in (?:this|the) (?:repo|codebase|project|app))\b/i;
/** "levels are big, load those with ResourceLoader.load_threaded_request": a kind too heavy for the plain way, and how it is handled (a kind without "the", not the files at hand). */
const HEAVY_KIND_SO =
  /^(?:our\s+|all\s+(?:our\s+)?)?(?!(?:the|these|those|they|there|things|my|your|his|her|their)\b)(?:[\w-]+\s+)?[\w-]+s\s+are\s+(?:(?:really|very|pretty|quite|too|all)\s+)?(?:big|huge|large|heavy|massive|slow to load|expensive)\s*[,;]\s*(?:so\s+)?(?:please\s+)?(?:always\s+)?(?:load|fetch|stream|cache|lazy[- ]load|resize|compress|process|handle|split|paginate|batch|store|read|import|parse|open)\s+(?:them|those|these)\s+(?:with|via|using|through|lazily|asynchronously|async|in the background|on demand|in chunks|off the main thread|in a (?:thread|worker))\b/i;
const KEEP_IN_MIND = /^(?:please\s+)?(?:always\s+)?keep\s+(?!(?:it|this|that|these|those|them|the deadline)\b)[\w-]+(?:\s+[\w-]+){0,2}\s+in\s+mind\b/i;
/** "keep the number of Redis calls per request to one": how many of a costly thing each unit of work may make. */
const KEEP_A_COUNT =
  /^(?:please\s+)?(?:always\s+)?keep\s+(?:the\s+)?(?:number|count)\s+of\s+(?:[\w-]+\s+){0,2}(?:calls|queries|requests|round trips|round-trips|writes|reads|renders|allocations|lookups|hops)\s+(?:per|for each|in each|in a|a)\s+[\w-]+\s+(?:to|at|under|below)\s+(?:one|1|two|2|three|3|\d+|a minimum)\b/i;
/** "PR titles here are imperative and under 60 chars": how every title or message of a kind is written. */
const TITLES_ARE =
  /^(?:the\s+|our\s+)?(?:pr|mr|commit|issue|ticket|changelog)\s+(?:titles?|messages?|subjects?|summaries|entries)(?:\s+here)?\s+(?:are|should be|must be|have to be|need to be)\s+(?:always\s+)?(?:in\s+(?:the\s+)?)?(?:imperative|lowercase|lower case|sentence case|title case|present tense|past tense|english|short|under\s+\d+)\b/i;
/** "the CSV has to open in Excel, so UTF-8 with a BOM": a product every file of a kind must open in, and what that asks of it. */
const MUST_OPEN_IN_SO =
  /^(?:the\s+|our\s+|all\s+)?(?:[\w-]+\s+){0,2}(?:csvs?|exports?|files?|reports?|pdfs?|emails?|spreadsheets?|invoices?|attachments?)\s+(?:has|have|needs?|must)\s+(?:to\s+)?(?:open|work|render|load|display|import)\s+(?:correctly\s+|cleanly\s+|fine\s+)?in\s+\p{Lu}[\w.-]*(?:\s+\p{Lu}[\w.-]*)?\s*[,;]\s*so\s+(?!(?:i|i'?ll|let'?s|we'?ll|you)\b)\S[^,;]{3,60}[.!]*$/iu;
/** "every timestamp we store is UTC": the one form every stored time or date takes. */
const TIMES_STORED_AS =
  /^(?:every|each|all)\s+(?:[\w-]+\s+)?(?:timestamps?|dates?|datetimes?|times)\s+(?:we\s+(?:store|save|keep|write|send|return|log)\s+)?(?:is|are)\s+(?:(?:stored|kept|saved|sent|returned)\s+)?(?:in\s+|as\s+)?(?:utc|iso[\s-]*8601|unix\s+(?:time|seconds|ms|milliseconds)|epoch\s+(?:seconds|ms|millis|milliseconds))\b(?![^,;]*\b(?:now|yet|today)\b)/i;
/** "staging deploys are fine anytime, prod needs a ticket": a step of the work that needs no asking, and where it does. */
const FINE_ANYTIME =
  /^(?:the\s+)?(?:[\w-]+\s+){0,2}(?:deploys?|deployments?|releases?|merges?|restarts?|migrations?|pushes|rebases?|force[- ]pushes|reboots?)\s+(?:to\s+[\w-]+\s+)?(?:are|is)\s+fine\s+(?:anytime|any\s+time|whenever|at\s+any\s+time|without\s+asking)(?:\s*[,;]\s*(?:but\s+)?(?:the\s+)?(?:prod(?:uction)?|main|master|[\w-]+)(?:\s+(?:deploys?|ones|releases?))?\s+(?:needs?|requires?|has\s+to\s+(?:have|go\s+through))\s+(?:an?\s+)?[\w\s-]{2,30})?[.!]*$/i;
/** "examples in the README are plain JavaScript": the language every code example of the docs is written in. */
const EXAMPLES_ARE_IN =
  /^(?:the\s+|all\s+|our\s+)?(?:code\s+)?(?:examples|snippets|samples|code samples)(?:\s+in\s+(?:the\s+)?(?:readme|docs|documentation|guides?|tutorials?))?\s+(?:are|stay|should be|must be|have to be)\s+(?:(?:always|all)\s+)?(?:(?:written\s+)?in\s+)?(?:plain\s+|vanilla\s+)?(?:javascript|js|typescript|ts|python|bash|shell|curl|go|java|kotlin|swift|rust|ruby|php|c#)\b(?![^,;]*\b(?:now|yet|today|for now)\b)/i;
/** "cap jobs at 2 gpus", "limit workers to 4 cores each": what every one of a kind may take of a shared machine. */
const RESOURCE_CAP =
  /^(?:please\s+)?(?:always\s+)?(?:cap|limit|keep|restrict)\s+(?:all\s+|our\s+|your\s+|the\s+)?(?:[\w-]+\s+)?(?:jobs|runs|workers|processes|containers|pods|builds|tests|experiments|trainings|training runs|notebooks|queries|batches)\s+(?:at|to|under|below)\s+(?:most\s+)?\d+\s*(?:gpus?|cpus?|cores?|threads|gb|gib|mb|workers|connections|%)(?:\s+(?:each|per\s+\w+|max|at most))?[.!]*$/i;
/** "write commit messages in the imperative mood", "keep comments in english": the style of a kind of writing. */
const WRITE_ARTIFACTS_IN = new RegExp(
  `^(?:please\\s+)?(?:always\\s+)?(?:write|keep)\\s+(?:all\\s+|your\\s+|our\\s+|the\\s+(?=sql\\b|queries\\b|yaml\\b|comments\\b|docstrings\\b))?(?:${ARTIFACTS}|sql|queries|yaml|docstrings)\\s+(?:in|as|with|using)\\s+(?:the\\s+|an?\\s+)?(?:[\\w-]+\\s+){0,2}(?:mood|tense|voice|case|style|format|english|markdown|sentences|bullets|bullet points|lowercase|uppercase|imperative|plain (?:english|language|text))\\b`,
  'i',
);
/** "prefer functional components over class components" (not "prefer whichever is faster", "prefer not to say"). */
const PREFER_OVER = new RegExp(`^(?:please\\s+)?prefer\\s+(?!(?:whichever|whatever|either|any|the one|not to)\\b)(?:\\w+\\s+){0,3}?${ARTIFACTS}?.*?\\s(?:over|to|rather than|instead of)\\s+\\S`, 'i');

/**
 * Where a kind of file goes: "tests go next to the code they test", "k8s manifests are in
 * infra/k8s", "translations go to locales/*.json" — a path, or beside the code, or their own
 * folder (not "the tests go …", nor "tests go in the wrong order").
 */
const PLACEMENT =
  /^(?![^,;]*\b(?:but|fail\w*|broken|missing)\b)(?:(?:all|new|our|any)\s+)*(?:(?!(?:the|this|that|these|those|my|your|his|her|their|some|two|three)\b)[\w-]+\s+)?(?:tests|specs|components|migrations|fixtures|types|helpers|utils|utilities|scripts|docs|styles|stylesheets|css|scss|sql|graphql|assets|configs|env vars|constants|hooks|stories|mocks|translations|schemas|queries|endpoints|handlers|models|manifests|charts|templates|protos|dashboards|entries|changelog entries|release notes|notes|jobs|cronjobs|workers|services|secrets|topics|queues|buckets|tables|views)(?:\s+for\s+(?:the\s+)?[\w-]+)?\s+(?:(?:are|is)\s+co-?located\s+with\s+\S|(?:(?:should|must)\s+)?(?:go|goes|live|lives|belong)\s+(?:(?:in|into|under|to|inside)\s+(?=\S*[\/.*]|(?:the\s+)?[\w-]+(?:\s+[\w-]+)?\s+(?:in|of)\s+`?[\w.-]*[\/.][\w]|(?:a |their |its )?(?:own|separate|dedicated|same) |(?:the|our)\s+[\w.-]+\s+(?:namespace|schema|bucket|cluster|account|project|dataset|database|queue|topic|vault)\b|[^,]{2,40}?\s(?:next to|beside|alongside)\s)|(?:next to|beside|alongside)\s)|(?:are|is)\s+(?:kept\s+)?(?:in|under)\s+(?=[\w.-]*\/|__\w+__(?:\s+(?:next to|beside|alongside)\s+[^,;]{1,40})?\s*(?:[,;.!]|$)))/i;

/** "the tests are in __tests__ folders next to each component": where a kind of file goes, beside each one of what it belongs to (with "the", which PLACEMENT leaves to the task). */
const PLACEMENT_BESIDE_EACH =
  /^(?:the\s+)?(?:unit\s+|e2e\s+|integration\s+)?(?:tests|specs|stories|styles|stylesheets|mocks|fixtures|types|snapshots|translations)\s+(?:are|live|go|sit)\s+(?:in|under)\s+[^,;]{2,40}?\s(?:next to|beside|alongside)\s+(?:each|every)\s+[\w-]+/i;

/** "my advisor is really picky about figure fonts, everything has to be 10pt Times": whose standard a kind of work is held to. */
const PICKY_ABOUT =
  /^(?:my|our|the)\s+(?:[\w-]+\s+)?(?:advisor|adviser|supervisor|professor|prof|boss|lead|manager|pm|cto|ceo|client|customer|reviewers?|editor|designer|qa|maintainers?)\s+(?:is|are)\s+(?:really\s+|very\s+|super\s+|extremely\s+|quite\s+|a bit\s+|pretty\s+)?(?:picky|strict|particular|fussy|pedantic|anal)\s+about\s+(?!(?:it|this|that|these|those|the (?:pr|change|fix|draft))\b)\S/i;

/** "naming is <env>-<service>-<resource>", "bucket names follow {team}-{purpose}": how every name of a kind is made, by a pattern. */
// (or by its separators: "the feature flag naming is team.feature.variant", "the naming convention for queues is svc-env-purpose")
const NAMING_PATTERN =
  /^(?:our\s+|the\s+)?(?:[\w-]+\s+){0,2}(?:names|keys|ids|channels|topics)\s+are\s+["“'`][a-z][\w-]*[:./_-][a-z][\w-]*["”'`](?:\s*,\s*(?:like|e\.g\.?|for example|such as)\s+["“'`][^"”'`]{2,30}["”'`])?[.!]*$|^(?:our\s+|the\s+|all\s+)?(?:[\w-]+\s+){0,2}[\w-]+s\s+are\s+(?:always\s+)?(?:named|called)\s+[`'"]?(?:[^\s`'"]*(?:<[\w -]+>|\{[\w -]+\})[^\s`'"]*|[a-z][a-z0-9]*(?:[._:/-][a-z0-9]+){2,})[`'"]?[.!]*$|^(?=[^<{]*[<{])(?:our\s+|the\s+)?(?:[\w-]+\s+){0,2}(?:naming|naming convention|naming scheme|name format|names)\s+(?:is|are|follow|follows|:)\s+[`'"]?\S*(?:<[\w -]+>|\{[\w -]+\})|^(?:our\s+|the\s+)?(?:[\w-]+\s+){0,2}(?:naming|naming convention|naming scheme|name format)(?:\s+for\s+(?:the\s+)?[\w-]+(?:\s+[\w-]+)?)?\s+(?:is|:)\s+[`'"]?[a-z][a-z0-9]*(?:[._:/-][a-z0-9]+){2,}[`'"]?[.!]*$/i;

/** Where every one of a kind goes, said of any kind with a path: "service objects go in app/services" (not "my changes go in …"). */
const PLACEMENT_BY_PATH =
  /^(?=[^/]*\/)(?=.*?\s(?:go|live|belong)\s+(?:in|into|under)\s)(?:(?:all|new|our|any)\s+)*(?!(?:the|this|that|these|those|my|your|his|her|their|some|two|three|changes|fixes|edits|files)\b)(?:[\w-]+\s+){0,3}[\w-]+s\s+(?:go|live|belong)\s+(?:in|into|under)\s+(?:the\s+)?[\w.-]*\/[\w./*<>-]*/i;

/** "all user-facing strings go in the Localizable.strings files": where every one of a kind goes, said by the file it goes into. */
const PLACEMENT_BY_FILE =
  /^(?:(?:all|new|our|any)\s+)*(?!(?:the|this|that|these|those|my|your|his|her|their|some|two|three|changes|fixes|edits|files)\b)(?:[\w-]+\s+){0,2}[\w-]+s\s+(?:go|live|belong)\s+(?:in|into|under)\s+(?:the\s+|our\s+)?[\w-]+\.(?:strings|stringsdict|arb|po|pot|resx|xliff|properties|json|ya?ml|toml|md|env|ini|cfg|conf|sql|css|scss|ts|js|py|rb|go|rs|swift|kt|java|xml|html)\b/i;

/** "n+1s are a blocker in review here": what review or CI turns away, every time (not "this n+1 is a blocker"). */
const BLOCKER_IN_REVIEW =
  /^(?=.*?\s(?:are|is)\s+(?:always\s+)?(?:a\s+|an?\s+)?(?:blocker|blocking|no-go|automatic|instant|hard|never))(?!(?:this|that|these|those|it|my|your|the)\b)(?:[\w+-]+\s+){0,3}?[\w+-]+s\s+(?:are|is)\s+(?:always\s+)?(?:a\s+)?(?:blockers?|blocking|a no-go|an? (?:automatic|instant|hard) (?:reject(?:ion)?|no)|never ok(?:ay)?)\s+(?:in|for|at|during)\s+(?:code\s+)?(?:reviews?|prs?|merges?|ci)\b/i;

/** What stops a merge or a deploy: "lint errors block the merge, warnings don't", "… and findings of high severity block the merge" (not "this error blocks …", nor "type errors block the build, fix them"). */
const GATE =
  /^(?!(?:this|that|these|those|it|my|your|his|her|their|the|a|an|some|both|several|\d+|one|two|three|four|five)\b)(?:[\w-]+\s+){0,3}(?:errors|warnings|failures|checks|tests|reviews|approvals|vulnerabilities|findings|coverage drops|(?:dependencies|deps|packages|images)\s+with\s+(?:an?\s+)?(?:critical|high|known)\s+(?:cves?|vulnerabilit(?:y|ies)))(?:\s+(?:of|with)\s+(?:[\w-]+\s+)?(?:severity|priority))?\s+(?:block|gate|fail)\s+(?:the\s+)?(?:merges?|deploys?|deployments?|releases?|builds?|ci|pipeline|prs?|pull requests?)\b(?![^.!?]*\b(?:fix|now|again|currently|today)\b)/i;

/** "CI fails on any warning", "the build fails on a single lint error": what turns the pipeline red, said of every one (not "CI fails on my branch"). */
const CI_FAILS_ON = /^(?:(?:the|our)\s+)?(?:ci|build|pipeline|linter|lint|checks?)\s+(?:fails|breaks|goes red|is red)\s+on\s+(?:any|every|all|a single|one)\s+(?:[\w-]+\s+)?(?:warnings?|errors?|findings?|violations?|failures?|issues?)\b/i;

/**
 * How a kind of thing is handled, and not the other way: "compare secrets with constant_time_eq, not ==",
 * "hash passwords with argon2, not bcrypt" (a kind said in the plural; not "compare this with the old one, not …").
 */
const HOW_A_KIND_NOT =
  /^(?:please\s+)?(?:always\s+)?(?:compare|hash|encrypt|store|serialize|serialise|encode|decode|escape|sanitize|sanitise|validate|sign|verify|log)\s+(?!(?:this|that|these|those|it|them|the|my|your)\b)(?:[\w-]+\s+)?[\w-]+s\s+(?:with|using|via|through|by|in|as)\s+[^,;]{2,40}?,?\s+not\s+(?:with\s+|using\s+|via\s+|as\s+|in\s+)?\S+(?:\s+\S+){0,3}[.!]*$/i;
/** "security matters more than speed here": which quality wins when two pull apart. */
const QUALITY = '(?:security|safety|performance|speed|readability|correctness|latency|throughput|simplicity|maintainability|reliability|consistency|accuracy|clarity|compatibility|stability|uptime|availability|test coverage|developer experience|dx|bundle size|memory use|cost|reproducibility|precision|recall|privacy|portability|auditability|interpretability|explainability)';
/** "for prototypes, speed over polish: hardcode data, skip tests": what counts most for a kind of work, and how it shows. */
const FOR_A_KIND_ONE_OVER_ANOTHER =
  /^for\s+(?:all\s+|our\s+|the\s+|any\s+)?(?!(?:now|today|this|that|these|those|the moment|a while)\b)(?:[\w-]+\s+)?[\w-]+s\s*,?\s+[\w-]+(?:\s+[\w-]+)?\s+over\s+[\w-]+(?:\s+[\w-]+)?\s*(?:[:;—–-]\s*\S|[.!]*$)/i;
const ONE_QUALITY_OVER_ANOTHER = new RegExp(`^${QUALITY}\\s+(?:matters|counts|is more important|wins)\\s+(?:(?:a lot|much|way|far)\\s+)?(?:more\\s+)?(?:than|over)\\s+${QUALITY}(?:\\s+(?:here|in this (?:repo|project|service|codebase|code)))?[.!]*$`, 'i');

/**
 * An order that holds past this request: "use bun instead of node for scripts in this repo",
 * "make sure to run the linter before committing", "tests must pass before you push",
 * "keep PRs under 400 lines", "prefer functional components over class components". Without
 * such a scope an order ("use the helper", "make sure the test covers it") is work, not a rule.
 */
/** How the user wants to be worked with: what to show first, what not to do unasked, how to talk and write to them. */
/**
 * "give me the short answer first, details after", "answer with code first, explanation after", "code first, then
 * explain": the order every answer is in (its "after" is no later of the moment).
 */
const SHORT_ANSWER_FIRST = /^(?:please\s+)?(?:always\s+)?(?:(?:give|tell|show)\s+me\s+|answer\s+with\s+|start\s+with\s+|lead\s+with\s+)?(?:the\s+)?(?:(?:short|brief|quick|one-line)\s+(?:answer|version)|code|commands?|tl;?dr)\s+first\s*(?:,\s*|\s+(?=(?:then|and)\s))(?:(?:then|and)\s+)?(?:the\s+)?(?:(?:details|explanation|reasoning|context|the why)\s+(?:after|afterwards|later|below|second)|explain(?:\s+(?:after|afterwards|later|below))?)(?:\s*,\s+(?:i\s+(?:usually|always|mostly|often|normally|just|only)\b|since\s|because\s)[^,;]{2,60})?[.!]*$/i;
const HOW_TO_WORK_WITH_ME = [
  // "when I ask "why", I want the reasoning, not a rewrite of the code": what the user means by a kind of ask
  /^(?:when(?:ever)?|if)\s+i\s+(?:ask|say|type|write)\s+[^,;]{1,40},\s+(?:i\s+(?:want|need|mean|expect|(?:'m|am)\s+asking\s+for)|(?:please\s+)?(?:just\s+)?(?:give|show|tell|explain|answer|don'?t|do not|never))\b/i,
  // "if a fix needs more than one file, list the files before you touch them": what the user sees first past a size of work
  /^(?:if|when(?:ever)?)\s+(?:a|an|any|the|your)\s+(?:fix|change|pr|refactor|edit|diff|task|feature)\s+(?:needs|touches|spans|changes|affects|involves|takes)\s+(?:more than|over|at least)\s+(?:\d+|one|two|three|four|five|a (?:few|couple of))\s+(?:files?|modules?|packages?|services?)\s*,\s*(?:please\s+)?(?:first\s+)?(?:list|show|name|tell me|outline|describe|ask|check with me)\b/i,
  // "I read your answers in a terminal, so no tables, they wrap badly": where the user reads the answers, and the form that follows
  /^i\s+(?:mostly\s+|usually\s+|always\s+|only\s+)?(?:read|see|view)\s+your\s+(?:answers|replies|output|messages|responses|summaries)\s+(?:in|on|over|through)\s+(?:an?\s+|the\s+|my\s+)?(?:terminal|narrow\s+\w+|phone|tablet|ssh|tmux|vim|emacs|screen reader|small screen|split pane|pager)\b[^,;]*,\s*so\s+\S/i,
  // "if a command needs sudo, tell me and I'll run it myself": what the user runs themself, by what it needs
  /^(?:if|when(?:ever)?)\s+(?:a|any|the|some)\s+(?:command|step|script|migration|install|change)\s+(?:needs|requires|asks for)\s+(?:sudo|root|admin(?:\s+rights)?|a password|credentials|prod(?:uction)?\s+access|2fa|mfa|vpn)\b[^,;]{0,20}[,;]\s+(?:please\s+)?(?:just\s+)?(?:tell|ask|ping|give|show)\s+me\b(?:\s+(?:the\s+command|first))?\s*(?:and|,)\s*i(?:'ll|\s+will)\s+(?:run|do|type|handle)\s+(?:it|that|them)\b/i,
  // "show me the diff before committing anything in the infra/ folder": a part of the repo whose changes the user sees first
  /^(?:please\s+)?(?:always\s+)?(?:show|give|send)\s+me\s+(?:a|the|your)\s+(?:plan|diff|diffs|outline|proposal|changes)\s+before\s+(?:committing|pushing|touching|changing|editing|applying|merging|deploying)\s+(?:anything|any\s+[\w-]+|changes?)\s+(?:in|to|under|on|touching)\s+(?:the\s+)?(?!(?:this|that|it)\b)\S+/i,
  // "I review on GitHub, not locally, so push a branch and open a draft PR …": where the user reviews, and how work reaches them
  /^i\s+(?:usually\s+|always\s+|mostly\s+|only\s+)?(?:review|read|test|check)\s+(?:code\s+|prs\s+|changes\s+|your\s+(?:code|changes|work|prs)\s+)?(?:on|in|through|via)\s+(?:github|gitlab|bitbucket|gerrit|the pr|prs|my phone|the browser)\b[^;]*,\s*so\s+(?:please\s+)?(?:always\s+)?(?:push|open|put|send|use|make)\b/i,
  // "ask me one question at a time, not five": how the agent asks
  /^(?:please\s+)?(?:only\s+)?ask\s+(?:me\s+)?(?:one|a single)\s+question\s+at\s+a\s+time\b/i,
  // "show me the plan before touching more than 3 files": past what size of change the user sees the plan first
  /^(?:please\s+)?(?:always\s+)?(?:show|give|send)\s+me\s+(?:a|the|your)\s+(?:plan|diff|outline|proposal)\s+before\s+(?:touching|changing|editing|modifying)\s+(?:more than\s+(?:\d+|one|two|three|four|five|a (?:few|couple of))|multiple|several|many)\s+files\b/i,
  // "if a change touches more than three files, outline the plan and wait for my ok": past what size of change the user
  // sees the plan first, said of the change
  /^(?:if|when(?:ever)?)\s+(?:a|any|the|your)\s+(?:change|pr|diff|refactor|edit)\s+(?:touches|spans|changes|affects|modifies)\s+(?:more than|over)\s+(?:\d+|one|two|three|four|five|a (?:few|couple of))\s+files\s*,\s*(?:please\s+)?(?:first\s+)?(?:show|give|send|outline|write|describe|explain|propose|ask|check with)\b/i,
  // "give me the command, don't run it, I'll run it myself": what the user runs themself
  /^(?:please\s+)?(?:just\s+)?(?:give|show|send)\s+me\s+the\s+commands?\s*,\s*(?:please\s+)?(?:don'?t|do not|never)\s+run\s+(?:it|them)\s*,\s*i'?ll\s+run\s+(?:it|them)\s+myself\b/i,
  // ("give me the command to run instead of running long migrations yourself": the same, with the kind of run named)
  /^(?:please\s+)?(?:just\s+)?(?:give|show|send)\s+me\s+the\s+commands?(?:\s+to\s+run)?\s+instead\s+of\s+running\s+(?!(?:it|this|that|them)\b)[^,;]{3,40}?\s+yourself\b/i,
  // "if a test fails twice, stop and tell me instead of trying random fixes": where the agent stops
  /^(?:if|when(?:ever)?)\s+(?:something|anything|a test|a build|a command|a job|a fix|the same test)\s+(?:fails|breaks|doesn'?t work)\b[^,;]{0,20},\s+(?:please\s+)?(?:stop|pause)\s+(?:and\s+)?(?:tell|ask|ping|check with)\s+me\b/i,
  // "less emoji please": less of a kind of flourish in every answer
  /^(?:please\s+)?(?:less|fewer|no more)\s+(?:emojis?|exclamation (?:marks|points)|bullet points|headers|headings|jargon|filler|fluff|apologies|hedging|caveats)(?:\s+please)?[.!]*$/i,
  // "you don't need to summarize what you changed at the end, I read the diff": what every answer can leave out (said of
  // every answer's end, or with why the user does not need it)
  /^(?:and\s+|also\s+)?(?:you\s+(?:don'?t|do not)\s+(?:need|have)\s+to|(?:there'?s\s+)?no\s+need\s+to|(?:please\s+)?(?:don'?t|do not|stop))\s+(?:summari[sz]e|recap|list|repeat|restate|go over)\b(?:\s+(?:what you (?:changed|did)|(?:all\s+)?(?:your|the) changes|everything))?(?:\s+(?:at the end|after (?:each|every)\s+\w+|every time|each time)\b(?:[,;]\s*i\s+(?:read|check|review|look at|go through)\s+(?:the|your)\s+(?:diff|diffs|code|changes|commits)\b)?|[,;]\s*i\s+(?:always\s+)?(?:read|check|review|look at|go through)\s+(?:the|your)\s+(?:diff|diffs|code|changes|commits)\b)/i,
  // "no need to ask before running tests, just run them": what the agent may do without asking
  /^(?:there'?s\s+)?no\s+need\s+to\s+ask\s+(?:me\s+)?(?:before|first|for permission)\b|^you\s+(?:don'?t|do not)\s+(?:need|have)\s+to\s+ask\s+(?:me\s+)?(?:before|first|for permission)\b/i,
  // "if you're unsure about a library's API, check the installed version's source first": what to do when in doubt
  /^(?:if|when(?:ever)?)\s+you(?:'re| are)\s+(?:unsure|not sure|uncertain|in doubt)\b[^,;]{0,50}[,;]\s+(?:always\s+|just\s+)?(?:check|read|ask|look|search|grep|run|pick|go with|use|open|say so|tell me|admit it|flag it|stop and ask)\b/i,
  // "you keep using var, use const or let": what the agent keeps getting wrong, and what to do instead
  /^you\s+keep\s+(?:using|adding|writing|putting|forgetting|leaving)\s+(?!(?:it|this|that|them|those|these)\b)[^,;]{1,30}[,;]\s+(?:please\s+)?(?:use|stop|don'?t|we use|write|add|put|keep)\b/i,
  // "before you say it's done, run the tests", "before saying it's fixed, actually run the failing test": the check owed
  // before any claim that work is finished
  /^before\s+(?:you\s+)?(?:say|saying|tell me|telling me|claim|claiming|report|reporting)\s+(?:that\s+)?(?:it|something|anything|a bug|the bug|a fix)(?:'s|\s+is|\s+works|\s+(?:is\s+)?(?:done|fixed|working|ready|finished|complete))\b[^,;]{0,20}[,;]\s+(?:please\s+)?(?:actually\s+|always\s+)?(?:run|test|check|verify|rebuild|build|try|reproduce)\b/i,
  // "that's exactly how I want snapshot updates done, in a separate commit": how a kind of work is to be done, confirmed
  /^(?:that'?s|this is)\s+(?:exactly\s+)?how\s+(?:i|we)\s+(?:want|like|prefer)\s+(?!(?:it|this|that|them)\b)[\w-]+(?:\s+[\w-]+){0,3}\s+(?:done|handled|written|made|structured|laid out)\b/i,
  // "I like to see the plan as a numbered list before you touch any files": what the user wants to see before any work
  /^i\s+(?:like|prefer|want|need|'d like)\s+to\s+(?:see|review|read|check|approve|look at|go over)\s+(?:the|a|your)\s+(?:plan|diff|summary|outline|proposal|tests?)\b[^,;]{0,40}?\s+before\s+(?:you\s+)?(?:touch|change|edit|start|write|make|do|run|commit|push)\w*\s+(?:any|anything|every|code)\b/i,
  // "show me failing test output verbatim, don't paraphrase it": how a kind of output is to be shown (not "the output", this one)
  /^(?:please\s+)?(?:always\s+)?(?:show|give|paste)\s+me\s+(?!(?:the|this|that|it|them|your)\b)(?:[\w-]+\s+){0,3}[\w-]+\s+(?:verbatim|in full|as is|unedited|raw|word for word)\b/i,
  // "assume I know git well, no need to explain basic commands": what the user knows, so what to leave out
  /^(?:please\s+)?(?:you can\s+)?assume\s+(?:that\s+)?i\s+(?:know|understand|am (?:familiar|comfortable) with)\s+(?!(?:it|this|that|what|how|why)\b)[\w.+#-]+(?:\s+[\w.+#-]+)?\s*(?:well|already|inside out)?\s*[,;]\s*(?:so\s+)?(?:(?:no need to|don'?t|you don'?t need to)\s+explain|skip)\b/i,
  // "show me the failing test output before you try to fix it": what the user wants to see before any fix
  /^(?:please\s+)?(?:always\s+)?(?:show|give|paste|send)\s+me\s+(?:the\s+)?(?:[\w-]+\s+){0,3}(?:output|error|errors|logs?|stack ?trace|trace|diff|repro|failure)\s+before\s+(?:you\s+)?(?:try(?:ing)?\s+to\s+)?(?:fix|chang|patch|debug|touch)\w*\s+(?:it|anything|things|them)\b(?![^,;]*\b(?:this time|now|today)\b)/i,
  // "answer in one paragraph unless I ask for more": how long answers are, until the user asks otherwise
  /^(?:please\s+)?(?:answer|reply|respond|keep (?:it|answers|replies|responses))\s+(?!(?:this|that|it)\b)[^,;]{3,40}?,?\s+unless\s+i\s+(?:ask|say|want)\b/i,
  // "if you're about to delete more than a few files, stop and check with me": where the user wants the agent to stop first
  /^(?:if|when(?:ever)?)\s+you(?:'re| are)\s+about\s+to\s+\w+[^,;]{0,40},\s+(?:please\s+)?(?:stop|pause|wait)\s+(?:and\s+)?(?:check with|ask|ping|tell)\s+me\b/i,
  // "when something fails, show me the exact error first before you start guessing at fixes"
  /^(?:when(?:ever)?|if)\s+(?:something|anything|a test|a build|a command|a job)\s+(?:fails|breaks|errors?(?:\s+out)?|crashes)\b[^,;]{0,20},\s+(?:please\s+)?(?:always\s+)?(?:show|give|paste|tell|send)\s+me\b/i,
  // "please use lists in your answers", "use bullet points, not tables, in your replies": the form every answer takes
  /^(?:please\s+)?(?:always\s+)?use\s+(?:bullet points|bullets|lists|numbered lists|tables|headings|short paragraphs|code blocks|plain text)(?:\s*,\s*not\s+[\w ]{2,20}?,)?\s+(?:in|for)\s+(?:your|all your|all|the|every)\s+(?:answers?|replies|reply|responses?|explanations?|summaries|summary|messages)\b/i,
  // "summaries at the end should be 3 bullets max": how long what the agent writes the user is to be
  /^(?:your\s+|the\s+)?(?:summaries|summary|answers|responses|replies|explanations|updates|status updates|recaps?)\b[^,;]{0,30}?\s+(?:should|must|need to|have to)\s+(?:be\s+)?(?:\d+|one|two|three|four|five)\s+(?:bullets?|bullet points|lines?|sentences?|paragraphs?)\s*(?:max|maximum|at most|or less|or fewer|tops)?[.!]*$/i,
  // "if a command needs sudo, give it to me, I'll run it myself": what the user runs themself
  /^(?:if|when(?:ever)?)\s+(?:a|any|the)\s+(?:command|script|step|migration|deploy)\s+(?:needs|requires)\s+[\w-]+(?:\s+[\w-]+)?,\s+(?:please\s+)?(?:just\s+)?(?:give|send|show|hand)\s+(?:it|them)\s+(?:to\s+)?me\b/i,
  // "when you're unsure between two approaches just pick one and tell me why in one line, don't ask me first"
  /^(?:also\s+)?(?:when(?:ever)?|if)\s+you(?:'re| are)\s+(?:unsure|not sure|torn|undecided|in doubt|stuck)\b[^,;]{0,50}?,?\s+(?:just\s+)?(?:pick|choose|go with|decide|make a call|ask me|tell me|stop)\b/i,
  /^(?:please\s+)?(?:always\s+)?(?:show|give|send|write)\s+me\s+(?:a|the|your)\s+(?:plan|diff|summary|outline|proposal)\s+before\s+(?:any|every|each|you\s+(?:start|make|do|change|touch|write))\b/i,
  /^(?:please\s+)?(?:give|show|send)\s+me\s+the\s+commands?(?:\s+to\s+run)?\s*,\s*(?:please\s+)?(?:don'?t|never|do not)\s+run\s+(?!(?:it|this|that|them)\b)[^,;]{2,30}?\s+yourself\b/i,
  /^(?:please\s+)?(?:no need to|don'?t|never|stop)\s+(?:apologi[sz](?:e|ing)|say(?:ing)? sorry|thank(?:ing)? me|flatter(?:ing)? me)\b/i,
  // "you don't have to be so polite", "no need to be so formal": the register the user wants
  /^(?:please\s+)?(?:no need to|you\s+(?:don'?t|do not)\s+(?:have|need)\s+to|don'?t|stop being|you\s+can\s+stop\s+being)\s+(?:be\s+)?so\s+(?:polite|formal|nice|apologetic|careful|cautious|deferential|wordy|verbose|enthusiastic)\b/i,
  // "you're over-engineering this stuff, keep it simple", "don't over-engineer": the agent's tendency the user wants gone
  /^(?:you(?:'re|\s+are)\s+(?:always\s+|constantly\s+|really\s+|totally\s+)?(?:over-?engineering|over-?complicating|over-?abstracting)(?:\s+(?:this|this stuff|things|it|everything|stuff))?\b(?:\s*[,;.!—–-]+\s*(?:please\s+)?keep\s+(?:it|things|code)\s+(?:simple|boring|small|minimal)\b)?[.!]*$|you\s+(?:tend to|always|keep)\s+(?:over-?engineer|over-?complicate|over-?abstract)|(?:please\s+)?(?:don'?t|do not|never|stop)\s+(?:over-?engineer(?:ing)?|over-?complicat(?:e|ing)|over-?abstract(?:ing)?)(?:\s+(?:things|stuff|code|solutions))?[.!]*$)/i,
  // "run the formatter before showing me code": what every piece of code shown has been through
  /^(?:please\s+)?(?:always\s+)?(?:run|use)\s+(?:the\s+)?[\w.-]+(?:\s+[\w.-]+)?\s+before\s+(?:you\s+)?(?:showing|show|sending|send|giving|give)\s+me\s+(?:any\s+)?(?:code|diffs?|changes|patches)\b/i,
  // "explain the why, not just the what": what every explanation carries
  /^(?:please\s+)?(?:always\s+)?(?:explain|tell me|give me|write down|document)\s+the\s+why,?\s+not\s+(?:just\s+|only\s+)?the\s+(?:what|how)\b/i,
  // "I like boring code": the kind of code the user likes
  /^(?![^.!?]*\bbut\b)(?:i|we)\s+(?:really\s+)?(?:like|love)\s+(?:boring|simple|explicit|readable|plain|flat|dumb|obvious)\s+(?:code|functions|solutions|abstractions|designs)\b/i,
  new RegExp(`^(?:please\\s+)?(?:reply|answer|respond|talk|write)\\s+(?:to me\\s+)?in\\s+${LANGUAGES}(?:\\s+please)?\\s*,\\s*(?:but\\s+)?(?:the\\s+)?(?:code|comments|commits|commit messages|identifiers)\\b`, 'i'),
  /^(?:please\s+)?(?:skip|no|drop|cut)\s+(?:the\s+)?(?:pleasantries|small talk|preamble|intros?|fluff|filler)(?:\s+(?:please|pls))?\s*(?:[,;.!—–-]|$)/i,
  /^(?:when|whenever)\s+you\s+(?:paste|show|quote|share|post|cite)\s+(?!(?:it|this|that|them|the)\b)[\w-]+s\b[^,]{0,30},\s*(?:please\s+)?(?:always\s+)?[a-z]+\b/i,
  /^i\s+(?:don'?t|do not|never)\s+want\s+(?:any\s+)?(?!(?:it|this|that|them)\b)[\w-]+(?:\s+[\w-]+)?\s+(?:anywhere|ever)\b/i,
  /^(?!(?:this|that|these|those|the)\b)(?:[\w-]+\s+){0,2}[\w-]+s\s+over\s+(?:[\w-]+\s+){0,2}[\w-]+s\s+(?:when|whenever|in|for)\s+(?:you\s+)?\w+/i,
  // "before touching anything in infra/, tell me what you plan to change and wait for my ok": a part of the work the user
  // wants to hear of first
  /^before\s+(?:you\s+)?(?:touch(?:ing)?|chang(?:e|ing)|edit(?:ing)?|modify(?:ing)?|deploy(?:ing)?|delet(?:e|ing))\s+(?:anything|any\s+[\w-]+|something)\s+(?:in|under|on|to)\s+(?!(?:this|that)\b)\S+\s*,\s+(?:please\s+)?(?:always\s+)?(?:tell|ask|show|check with|ping|run it by)\s+me\b/i,
  // "if a task will take more than an hour, break it into steps and check in with me after each": what to do with any
  // piece of work past a size
  /^(?:if|when(?:ever)?)\s+(?:a|any)\s+(?:task|change|job|refactor|migration|pr|fix)\s+(?:will\s+|would\s+)?(?:takes?|needs?|touches|is|gets)\s+(?:more than|longer than|over|bigger than|larger than)\s+[^,;]{2,30},\s+(?:please\s+)?(?:always\s+)?(?:break|split|check|ask|stop|tell|plan|write)\b[^?]{4,100}$/i,
  // "I don't need summaries at the end of every answer": what the user can do without, every time
  /^i\s+(?:don'?t|do not)\s+need\s+(?:a\s+)?(?:summar(?:y|ies)|recaps?|explanations?|apologies|disclaimers|caveats|pleasantries|intros?)\s+(?:at the end of|after|in|with|before)\s+(?:every|each|all|your)\s+\w+/i,
  // "when I ask you to 'tighten' a paragraph I mean cut it by about a third": what a word of the user's asks for, every time
  /^(?:when(?:ever)?|if)\s+i\s+(?:ask\s+(?:you\s+)?(?:to|for)|say|tell\s+you\s+to|write)\s+["'“‘]?[\w -]{1,30}?["'”’]?(?:\s+(?:a|an|the|some)\s+[\w-]+(?:\s+[\w-]+)?)?,?\s+i\s+(?:mean|want)\s+(?!(?:it|this|that)\s+(?:now|today)\b)\S/i,
];
/** "i want all the date handling to go through the dayjs wrapper", "i want every endpoint to return json errors". */
const I_WANT_ALL = /^i\s+(?:want|need|expect|'d like)\s+(?:all|every|each)\s+(?:of\s+)?(?:the\s+|our\s+)?(?!(?:of\s+)?(?:this|these|those|them|it)\b)[\w-]+(?:\s+[\w-]+)?\s+to\s+(?!(?:be done|be finished|be ready|be fixed)\b)(?![^,;]*\b(?:before|by|until)\s+(?:lunch|tonight|tomorrow|friday|monday|the demo|the release|eod|end of day)\b)\S/i;
/** "ask before deleting anything in prod buckets", "ask first before dropping any tables" (not "… to this PR"). */
const ASK_BEFORE_ANY = /^(?:please\s+)?(?:always\s+)?(?:you(?:'ll)?\s+(?:need|have)\s+to\s+|you\s+must\s+)?ask(?:\s+(?:me|us))?(?:\s+first)?\s+before\s+(?![^,;]*\b(?:this|that)\s+(?:pr|pull request|branch|commit|file|change|diff|function|test|task|ticket)\b)(?:you\s+)?(?:delet|drop|remov|chang|touch|modif|deploy|push|merg|upgrad|migrat|truncat|overwrit|install|add|us|spin|provision|scal|spend)\w*\s+(?:up\s+)?(?:anything|any|new|an?\s+(?:bigger|larger|more expensive|paid|premium|dedicated|gpu|new)\b|an?\s+(?:dependency|package|library|crate|gem|column|table|index|service|migration|endpoint|queue|cron\s?job|feature\s+flag|env(?:ironment)?\s+var(?:iable)?)\b|(?!(?:the|this|that|it|them|these|those|my|your)\b)(?:[\w-]+\s+)?[\w-]+s\b(?![^,;]*\b(?:this|that|these|those|now|today)\b))/i;
/** "use pnpm, never npm", "use the existing http client in lib/http, never raw fetch". */
const USE_NEVER = /^(?:please\s+)?use\s+(?!(?:this|that|it|these|those|the (?:first|second|other|same|one|new|old)|one)\b)[^,;]{2,50}?\s*[,;—–-]\s*never\s+(?!mind\b)(?:use\s+)?\S/i;
/** "keep doing small commits like that": a kind of work to go on doing (not "keep doing that", "keep going", "keep doing the refactor"). */
const KEEP_DOING = /^(?:please\s+)?keep\s+(?:doing|making|writing|using|adding|splitting|naming|putting)\s+(?!(?:it|that|this|them|what|the|those|these|so|as|my|your)\b)[\w-]+(?:\s+[\w-]+){0,3}?(?:\s+like\s+(?:that|this))?(?:\s*[,;.!—–-]|$)/i;
/** "that's the pattern i want for every new service, one file per handler": the way every one of a kind is to be done (and the kind). */
export const THE_WAY_I_WANT_FOR_EVERY =
  /^(?:that'?s|this is)\s+(?:exactly\s+)?(?:the|my)\s+(?:pattern|way|style|structure|format|approach|layout|shape)\s+(?:i|we)\s+(?:want|like|prefer|expect)\s+(?:for|in|from)\s+((?:every|all|each|any)\s+(?:new\s+)?[\w-]+(?:\s+[\w-]+)?)\s*[,:—–-]\s*(?=\S)/i;

/** "use pytest.mark.slow for anything over a second": the mark for every one of a kind past a bound. */
const MARK_PAST_A_BOUND =
  /^(?:please\s+)?use\s+(?!(?:it|this|that|the (?:first|second|other|same))\b)(?:\S+\s+){1,3}?for\s+(?:anything|any\s+[\w-]+|every\s+[\w-]+|all\s+[\w-]+)\s+(?:over|above|under|below|longer than|bigger than|slower than|larger than|more than)\s+\S/i;
/** "we log with slog, structured, no fmt.Println anywhere": the tool a kind of work is done with, and no other way. */
const WE_DO_IT_WITH_NO_OTHER = new RegExp(
  String.raw`^we\s+(?:always\s+|only\s+)?(?:log|test|format|lint|build|deploy|style|mock|validate|serialize|parse|fetch|query|cache|bundle|migrate|document|type-?check|handle errors|track errors)\s+(?:everything\s+)?(?:with|using|via|through|in)\s+[\w.@/-]+[^;]{0,40}?,\s+no\s+(?!${NO_SUCH_RULE}\b)[\w.()/@-]+(?:\s+[\w.()/@-]+)?(?:\s+(?:anywhere|ever|at all|in\s+\S+))?[.!]*$`,
  'i',
);
/** What a rule allows now, of a kind of thing (1) and, said of a place (2), only "allowed" — shared with memory/updates. */
export const KIND_ALLOWED_NOW = String.raw`${NEWS_OPENERS}(?!(?:this|that|it|these|those|the build|the tests?|ci|everything|all)\b)(?:the\s+)?([\w#+.-]+(?:\s+[\w-]+){0,2}?(?:\s+in\s+(?:the\s+|our\s+)?[\w-]+(?:\s+[\w-]+)?)?)(?:\s+(?:are|is)\s+(?:fine|ok|okay|allowed|acceptable|permitted)|\s+((?:on|to|in|for|against)\s+(?:the\s+)?[\w-]+(?:\s+[\w-]+)?)\s+(?:are|is)\s+(?:allowed|permitted))\s+now\b`;
/**
 * A check fast enough to run here since (1, the check): "dialyzer is fast now with the PLT cache, so go ahead and run it
 * locally"; or what may be made here since (2): "goldens can be regenerated locally now" — shared with memory/updates.
 */
export const RUN_LOCALLY_NOW = String.raw`${NEWS_OPENERS}(?!(?:this|that|it|the build|everything)\b)(?:the\s+|our\s+)?(?:([\w.-]+(?:\s+[\w.-]+)?)\s+(?:is|are)\s+(?:(?:much|way|a lot|pretty|really)\s+)?(?:fast|quick|faster|quicker|cheap)\s+now\b[^,;]{0,40},\s+so\s+(?:(?:go ahead and|feel free to|you can|please|do)\s+)?(?:run|use)\s+it\s+locally\b|([\w.-]+(?:\s+[\w.-]+)?)\s+can\s+(?:now\s+)?be\s+(?:re-?generated|updated|re-?recorded|rebuilt|built|run|generated|published)\s+locally\s+now\b)`;
const RUNS_LOCALLY_NOW = new RegExp(String.raw`^${RUN_LOCALLY_NOW}(?!\s+(?:this|that|today|once)\b)`, 'i');
/**
 * "actually default exports are fine now, we changed the lint rule", "PRs can be up to 500 lines now", "full refresh on
 * prod is allowed now on weekends" (said of a place, "allowed": "… on staging is fine now, the migration finished" is the
 * moment's): what a rule allows since it changed (a kind of thing, not "this is fine now", "the build is fine now").
 */
const ALLOWED_NOW = new RegExp(
  String.raw`^(?=.*?\bnow\b)${KIND_ALLOWED_NOW}|^(?=.*?\bnow\b)${NEWS_OPENERS}(?!(?:this|that|it|these|those)\b)(?:the\s+)?[\w-]+s\s+can\s+(?:be|have|take|go)\s+(?:up\s+to\s+)?\d+\s*(?:lines?|files?|chars?|characters|kb|mb|ms|s|seconds|minutes|items|commits)\b[^,;]*\bnow\b`,
  'i',
);
/** "always --check --diff first on prod": the flags every run of a kind starts with, said without the command. */
const FLAGS_FIRST = /^(?:please\s+)?always\s+(?:(?:run|use|with)\s+)?(?:-{1,2}[a-z][\w-]*(?:=\S+)?(?:\s+(?:and|&|\+)\s+|\s+|,\s*)){1,4}(?:first|before\b)/i;
/** Orders for every one of a kind that one pattern reads whole, with no check for the moment (their words say every one: "keep PRs under 300 lines", "cap jobs at 2 gpus", "… is what every endpoint does"). */
/** "every user-facing change goes in CHANGELOG.md under Unreleased": where each change of a kind is written down. */
const CHANGES_LOGGED_IN = /^(?:every|each|any|all)\s+(?:[\w-]+\s+)?(?:change|changes|fix|fixes|feature|features)\s+(?:goes|go|gets?\s+(?:a line|an entry|noted|logged|written up))\s+(?:in|into|to)\s+(?:the\s+)?(?:changelog(?:\.md)?|release notes|news(?:\.md)?)\b/i;
/** "infra changes need 3 reviewers", "migrations require two approvals", "code review needs one approval": how many must review every change of a kind. */
const REVIEWERS_FOR_A_KIND =
  /^(?:all\s+|any\s+|every\s+)?(?!(?:this|that|these|those|my|your|the|his|her|their|our)\b)(?:[\w-]+\s+){0,2}(?:changes|prs|pull requests|merges|deploys|releases|migrations|commits|(?<=^(?:every|each|any)\s+(?:[\w-]+\s+)?)(?:change|pr|pull request|merge|migration)|(?:code\s+)?reviews?)\s+(?:need|needs|require|requires|get)\s+(?:at least\s+)?(?:\d+|one|two|three|four)\s+(?:reviewers?|approvals?|reviews?|sign-?offs?|approvers?)\b(?![^,;]*\b(?:this|today|now)\b)/i;
/** "commit messages are conventional commits with the package as scope", "PR titles are conventional commits": the style every commit or title is in. */
const COMMITS_IN_A_STYLE =
  /^(?:all\s+|our\s+|the\s+)?(?:commit messages|commits|pr titles|pull request titles|merge commits|squash commits)\s+(?:are|must be|should be|use|follow)\s+(?:in\s+)?(?:conventional commits?|conventional|semantic commits?|gitmoji)\b/i;
/** "public methods all get YARD docs": what every one of a kind of code carries (docs, tests, types). */
const CARRIED_BY_A_KIND =
  /^(?:all\s+|every\s+|each\s+)?(?:(?:public|private|exported|new|internal)\s+)?(?:[\w-]+\s+)?(?:methods|functions|classes|modules|endpoints|components|apis|types|structs|traits|hooks|handlers|commands)\s+(?:all\s+)?(?:get|have|need|must have|carry)\s+(?:an?\s+)?(?:[\w-]+\s+)?(?:docs?|docstrings?|doc comments?|tests?|type hints?|types|annotations?|examples?|stories)\b(?![^,;]*\b(?:this|today|now|yet)\b)/i;
/** "the changelog follows Keep a Changelog", "our API follows the JSON:API spec": the named convention a kind of the project's writing follows. */
const FOLLOWS_A_NAMED_CONVENTION =
  /^(?:[Tt]he|[Oo]ur)\s+(?:changelog|change log|commit messages?|versioning|version numbers?|release notes|api|API|code style|style|docs|documentation)\s+(?:follows?|uses?|is in)\s+(?:the\s+)?\p{Lu}[\w-]*(?:\s+(?:a|an|\p{Lu}[\w-]*)){0,3}/u;
const ORDERS_FOR_A_KIND = [CARRIED_BY_A_KIND, FOLLOWS_A_NAMED_CONVENTION, COMMITS_IN_A_STYLE, REVIEWERS_FOR_A_KIND, CHANGES_LOGGED_IN, KEEP_ARTIFACTS, KEEP_A_COUNT, BEHIND_FLAGS, RUN_ON_EVERY, WHICH_WINS, WHEN_SLOW_CHECK_FIRST, KIND_WITHIN_A_BOUND, TITLES_ARE, EXAMPLES_ARE_IN, MUST_OPEN_IN_SO, TIMES_STORED_AS, FINE_ANYTIME, RESOURCE_CAP, ONLY_THIS_FOR_A_USE, KEEP_DOING_WHAT_YOU_DID, WHAT_EVERY_ONE_DOES, WRITE_ARTIFACTS_IN, PREFER_OVER, GATE, BLOCKER_IN_REVIEW, NAMING_PATTERN, KIND_MAY_ONLY_USE, FILE_DOCUMENTS_EVERY, NEW_ONES_IN_A_LANGUAGE, PART_NEVER_REACHES, ORDER_OR_ELSE, THE_ONLY_WAY_IN, NEVER_DIRECTLY, WHY_IN_THE_DESCRIPTION];

/**
 * Ways of working said once for every time after: a way the user confirmed ("keep doing small commits like that",
 * "that's the pattern i want for every new service, one file per handler"), the one way and "never" the other, what
 * all of a kind is to do, the mark for anything past a bound, how the user wants to be worked with, asking before
 * any of a kind of change, and what counts most for a kind of work.
 */
/** "when in doubt about naming, check how the Stripe API names the same concept, we mirror it": what to do whenever unsure of a kind of thing. */
/** "no mocks in integration tests, they hit the real db", "no exceptions in engine code, we compile with -fno-exceptions", "no ORMs in this service, raw SQL with pgx only": a kind of thing kept out of a kind of code, or out of the project with what is used instead (not "no docs in this package": what is missing) (not "no changes in the tests", "no data in the handlers": what is missing). */
const NONE_IN_A_KIND_OF_CODE =
  /^no\s+(?!(?:changes?|edits?|updates?|errors?|failures?|problems?|issues?|bugs?|luck|idea|need|rush|worries|way|more|new|data|output|results?|logs?|responses?|values?|content|text|events|rows|records|entries|coverage|tests?|difference|sign|trace|mention|references?)\b)[\w.()-]+(?:\s+[\w.()-]+)?\s+(?:in|inside)\s+(?:(?:the\s+|our\s+|any\s+)?(?:(?!(?:this|that|my|your|new|old|the)\b)[\w-]+\s+code|(?:[\w-]+\s+)?(?:tests|specs|test files|components|handlers|controllers|models|views|templates|migrations|hooks|reducers|services))|this\s+(?:service|repo|codebase|project|package|module|app|crate|library)(?=\s*,\s*[^,;]{2,40}\s+only[.!]*$|,?\s+(?:please|ever|at all)\b))\b(?:\s*,\s*(?:(?:they|it|we)\b[^,;]*|[^,;]{2,40}\s+only))?(?:[,]?\s+please)?[.!]*$/i;
/** "we use date-fns, moment is too heavy": the tool the team uses, and why the other one is out. */
const WE_USE_NOT_THE_OTHER =
  /^we\s+(?:only\s+)?use\s+(?!(?:it|this|that|them)\b)[\w.@/-]+(?:\s+[\w.@/-]+)?(?:\s+for\s+[\w\s-]{2,30}?)?\s*[,;]\s+(?!(?:it|this|that|they|the)\b)[\w.@/-]+\s+(?:is|are)\s+(?:way\s+|much\s+)?(?:too\s+(?:heavy|big|slow|bloated|old|fat|large)|deprecated|unmaintained|dead|banned|abandoned|not allowed|legacy|a no-go)\b[^,;]*[.!]*$/i;
/** "the client insists on no stock photos anywhere": what whom the work is for holds to, everywhere (not "they insist on a call tomorrow"). */
const THEY_INSIST_ON =
  /^(?:the\s+(?:client|customer|brand|designer|designers|design team|legal team|legal|product owner|po)|our\s+(?:client|customer)|they)\s+(?:insists?|insist)\s+on\s+(?:no\s+\S[^,;]{1,40}?|[^,;]{2,40}?\s+(?:anywhere|everywhere|always|on every\s+\w+|in every\s+\w+))[.!]*$/i;
/** "the client wants every email in plain text too, their CEO reads mail in a terminal": the form whom the work is for wants every one of a kind in (not "the client wants all the pages done by Friday"). */
/** "pin every module source to a tag": what every one of a kind is pinned or locked to. */
const PIN_EVERY = /^(?:please\s+)?(?:always\s+)?(?:pin|lock)\s+(?:every|each|all)\s+(?:[\w-]+\s+){0,2}[\w-]+\s+(?:to|at)\s+(?:a|an|the|its|their|exact|specific)\s+\S(?![^,;]*\b(?:now|today|for now|yet|this)\b)/i;
/** "assume PowerShell, not bash": what to take every reader's or machine's setup to be, against another. */
const ASSUME_NOT_THE_OTHER = /^(?:please\s+)?(?:always\s+)?assume\s+(?!(?:it|this|that|they|he|she|you|i|we|the)\b)[\w.+#-]+(?:\s+[\w.+#-]+)?,?\s+not\s+(?:the\s+)?[\w.+#-]+(?:\s+[\w.+#-]+)?[.!]*$/i;
const THEY_WANT_EVERY =
  /^(?:the\s+(?:client|customer|brand|designer|designers|design team|legal team|legal|product owner|po)|our\s+(?:client|customer))\s+(?:wants|needs|requires|expects|asks for)\s+(?:every|all|each)\s+(?!(?:the|of)\b)(?:[\w-]+\s+)?[\w-]+\s+(?:in|as|with|to have|to be)\s+(?!(?:by|before|until)\b)[^,;]{2,40}?(?:\s+too|\s+as well)?(?:\s*,\s+(?!(?:i|you|can|could|please|so)\b)[^,;]{6,80})?[.!]*$/i;
/** "leave the old endpoint, the ios app on old versions still hits it": a part kept for those who still depend on it. */
const KEPT_FOR_THOSE_ON_IT =
  /^(?:please\s+)?(?:leave|keep)\s+the\s+(?:old\s+|legacy\s+|v\d+\s+)?[\w/-]+(?:\s+[\w/-]+)?(?:\s+(?:alone|in place|as is|around))?\s*,\s+(?!(?:i|we|you)\b)(?:the\s+|our\s+|some\s+)?(?:[\w-]+\s+){0,6}?(?:still|also)\s+(?:hits?|uses?|calls?|depends?\s+on|relies\s+on|reads?\s+from|needs?)\s+(?:it|them)\b[^,;]*[.!]*$/i;
/** "all our components are default exports": how every one of a kind of module is exported. */
const EXPORTED_ONE_WAY = /^(?:all\s+)?(?:of\s+)?(?:our\s+|the\s+)?(?:[\w-]+\s+)?(?:components|modules|pages|hooks|utils|helpers|functions|classes|screens|views|stores)\s+(?:are|use|get)\s+(?:all\s+)?(?:default|named)\s+exports?\b(?:\s*,\s*(?:i know|sadly|unfortunately|for now)\b[^,;]*)*(?:\s*,\s*[\w\s-]{2,20})?[.!]*$/i;
/** "your answers are way too long, get to the point": what the user finds wrong with every answer of a kind (not "this answer is too long"). */
const YOUR_WRITING_IS_OFF = /^(?:(?:all\s+)?your\s+(?:answers|replies|responses|explanations|summaries|messages|comments|commit messages|pr descriptions|docstrings|write-?ups))\s+(?:are|get|tend to be)\s+(?:way\s+|much\s+|far\s+|a bit\s+|really\s+|always\s+|often\s+|usually\s+)?(?:too\s+(?:long|verbose|wordy|short|terse|formal|chatty|technical|vague)|(?:way\s+)?too\s+much)\b/i;
/** "show me the plan before writing code for anything bigger than a bug fix": a plan first, for every piece of work past a size. */
const PLAN_FIRST_PAST_A_SIZE = /^(?:please\s+)?(?:always\s+)?(?:show|give|send|tell)\s+me\s+(?:the|a|your)\s+(?:short\s+)?plan\s+(?:first\s+)?before\s+(?:you\s+)?(?:write|writing|start|starting|touch|touching|change|changing|code|coding)\b[^,;]{0,20}?\s+(?:for|on)\s+(?:anything|any\s+\w+|every\s+\w+|all\s+\w+)\b/i;
/**
 * How the user wants the work shown to them: "before you change more than three files, show me the plan first", "explain
 * regexes when you write them, …", "no need for summaries, I read the diff".
 */
const HOW_I_WANT_THE_WORK_SHOWN = [
  /^(?:always\s+)?before\s+(?:you\s+)?(?:change|touch|edit|modify)\s+more\s+than\s+(?:\d+|one|two|three|four|five|ten)\s+files?\s*,?\s+(?:please\s+)?(?:show|give|send|tell)\s+me\s+(?:the|a|your)\s+plan\b/i,
  /^(?:please\s+)?(?:always\s+)?explain\s+(?:any\s+|the\s+)?(?!(?:it|this|that|them)\b)[\w-]+s\s+(?:when|whenever|if)\s+you\s+(?:write|use|add)\s+(?:them|one|any)\b/i,
  /^no\s+need\s+for\s+(?:summaries|recaps|a\s+summary|a\s+recap|the\s+summary)\s*,\s*i\s+(?:read|review|check)\s+(?:the\s+)?(?:diff|diffs|code|commits|pr)\b/i,
];
/** "use bullet points instead of long paragraphs": the form the user wants answers in, over another. */
const WRITTEN_IN_A_FORM = /^(?:please\s+)?(?:always\s+)?(?:use|prefer|write(?:\s+in)?|give me)\s+(?:bullet points|bullets|short sentences|tables|numbered lists|headings|plain text|code blocks|short answers|lists)\s+(?:instead of|over|rather than|not)\s+(?:long\s+|big\s+)?(?:paragraphs|prose|walls of text|essays|text|explanations)\b[.!]*$/i;
/** "we have a wrapper in lib/github.ts with retries built in", "we already have a theme context in src/theme, reuse it": the project's own piece of a kind, by where it is (not "one": what it is, the agent's words say). */
const WE_HAVE_ONE_IN = /^(?:(?:please\s+)?use\s+[\w.@/-]+\s*,\s+)?we\s+(?:already\s+)?have\s+(?![^,;]*\b(?:bugs?|problems?|issues?|errors?|leaks?|typos?|regressions?|crash(?:es)?|races?|deadlocks?|broken|failing)\b)(?:a|an|our own|one)\s+(?:[\w-]+\s+){0,3}?(?:in|at|under)\s+`?[\w.@-]+\/[\w./-]*`?(?:\s+(?:with|that|which)\s+[^,;]{2,40})?(?:\s*,\s*(?:so\s+)?(?:please\s+)?(?:re-?use|use)\s+(?:it|that|that one)\b(?:\s+instead)?)?[.!]*$/i;
/** "you can run the tests without asking, but ask before installing packages": what the agent may do unasked. */
const MAY_DO_UNASKED = /^(?:you\s+can|feel free to|you(?:'re|\s+are)\s+(?:free|allowed|welcome)\s+to|go ahead and)\s+(?:always\s+)?\w+\b(?!\s+(?:it|this|that|them)\b)[^,;]{0,40}?\s+without\s+(?:asking|checking with me|asking me|my ok|permission)\b(?![^,;]*\b(?:this time|today|now|for this)\b)/i;
/** "use the gh CLI for anything GitHub related": the tool for every one of a kind of task. */
const TOOL_FOR_ANYTHING = /^(?:please\s+)?(?:always\s+)?use\s+(?:the\s+)?(?!(?:it|this|that|them)\b)[\w.-]+(?:\s+(?:cli|tool|command|client|sdk|library|api|mcp|server))?\s+for\s+(?:anything|everything|all)\s+(?:[\w-]+[- ])?(?:related|stuff|things|work|tasks)\b[.!]*$/i;
/** "when you need to look something up in the docs, use context7": what to reach for each time a kind of need comes up. */
const WHEN_YOU_NEED_TO = /^(?:when(?:ever)?|if)\s+you\s+need\s+to\s+\w+\s+(?:something|anything|things|stuff|a\s+\w+|an\s+\w+)\b[^,;]{0,40},\s*(?:please\s+)?(?:always\s+)?(?:use|run|ask|check|look at|read|go through)\b/i;
/**
 * "if a lock is stuck ping #infra rather than force-unlocking", "when a migration fails, page the DBA on call": whom a kind
 * of trouble goes to — a channel, a handle, a team or the one on call (not "if it fails ping me": the work at hand's).
 */
const ESCALATE_WHEN =
  /^(?:if|when(?:ever)?)\s+(?!(?:it|this|that|they|these|those)\b)(?:the\s+|a\s+|an\s+|any\s+)?[\w-]+(?:\s+[\w-]+)?\s+(?:is|are|gets?|goes|fails?|breaks?|hangs?|stalls?|errors?|times?\s+out|pages?|fires?)\b[^,;]{0,30}?,?\s+(?:ping|page|ask(?:\s+in)?|post\s+in|message|escalate\s+to|tell|reach\s+out\s+to|call)\s+(?:#[\w-]+|@[\w-]+|(?:the\s+)?(?:[\w-]+\s+)?(?:team|channel|on-?call|sre|dba|lead|owner)s?\b|(?:the\s+)?[\w-]+\s+on-?call\b)/i;
/** "keep release notes customer-facing, no internal ticket numbers": the reader every piece of a kind of writing is kept for. */
const KEEP_WRITING_FOR_READERS =
  /^(?:please\s+)?(?:always\s+)?keep\s+(?:the\s+|our\s+|all\s+)?(?:release notes|changelogs?|changelog entries|docs|documentation|error messages|ui copy|copy|emails|announcements|pr descriptions|user guides?)\s+(?:customer-facing|user-facing|jargon-free|plain(?:-language)?|non-technical|neutral|formal|friendly|free of\s+[\w-]+(?:\s+[\w-]+)?)\b/i;
/** "results must be reproducible from the notebook alone", "builds have to be deterministic": how every output of a kind must come out. */
const REPRODUCIBLE_KIND =
  /^(?:all\s+|every\s+|our\s+)?(?:[\w-]+\s+)?(?:results|figures|plots|charts|numbers|experiments|runs|builds|outputs|artifacts|images|binaries|reports)\s+(?:must|have to|need to|should)\s+(?:always\s+)?be\s+(?:(?:fully|100%)\s+)?(?:reproducible|deterministic|bit-identical|byte-identical|bit-for-bit identical)\b/i;
/** "you have read access to the prod DB via the readonly user, never try to write": what the agent can reach, and how far. */
const YOUR_ACCESS = /^you\s+(?:have|get|only have)\s+(?:read(?:-only)?|write|admin|ssh|shell|full|no|limited)\s+access\s+to\s+(?:the\s+)?(?!(?:it|this|that)\b)[\w.-]+/i;
/** "issues need a size label": what every one of a kind of work item must carry. */
const EVERY_ITEM_CARRIES = /^(?:all\s+|every\s+|our\s+)?(?:new\s+)?(?:issues|tickets|prs|pull requests|stories|bugs|tasks|epics)\s+(?:need|must have|should have|require|get)\s+(?:a|an)\s+[\w-]+\s+(?:label|tag|estimate|assignee|milestone|owner|reviewer)\b(?![^,;]*\b(?:this|that|now|today)\b)/i;
/**
 * "only run the e2e suite when I ask", "commit only when I say so": a step the agent takes on the user's word alone,
 * every time (not "only run it when I ask": the one thing at hand).
 */
const ONLY_WHEN_ASKED =
  /^(?:please\s+)?(?:only\s+(?:ever\s+)?(?=(?:run|commit|push|deploy|merge|release|publish|install|upgrade|bump|tag|rebase|migrate|delete|drop|reformat|touch|open|close|comment|email|message)\b)\w+\b(?!\s+(?:it|this|that|them)\b)[^,;]{0,50}?|(?=(?:run|commit|push|deploy|merge|release|publish|install|upgrade|bump|tag|rebase|migrate|delete|drop|reformat|touch|open|close|comment)\b)\w+\b(?!\s+(?:it|this|that|them)\b)[^,;]{0,50}?\s+only)\s+(?:when|if|after|once)\s+(?:i|we)\s+(?:explicitly\s+|specifically\s+|actually\s+)?(?:ask(?:\s+(?:you\s+)?(?:to|for it))?|say so|tell you(?:\s+to)?|approve(?:\s+it)?|give (?:you )?the go(?:-ahead)?)[.!]*$/i;
const WHEN_IN_DOUBT = /^when\s+(?:in\s+doubt|unsure|not sure)(?:\s+about\s+[^,;]{2,30})?,\s+(?:always\s+)?(?:check|look at|follow|ask|use|copy|mirror|do what|go with|pick|prefer)\b(?![^;?]*\b(?:i sent|i pasted|i shared|above|attached|this|that|these|those)\b)[^;?]{4,120}$/i;
/** "we ship the desktop app through the Mac App Store, so no private APIs": how the project is, then the kind of thing that rules out. */
/** What was just done to the thing at hand, said first: "we refactored it, …" — no reason for a rule after it. */
const DONE_TO_IT = String.raw`(?:we|i)\s+(?:just\s+)?\w+ed\s+(?:it|this|that|them)\b`;
// (not what was just done to the thing at hand: "we refactored it, so no renames")
const SO_NONE_OF_A_KIND = new RegExp(String.raw`^(?!${DONE_TO_IT})(?:we|our|the)\b[^,;]{8,80},\s+so\s+no\s+(?!${SO_NO_ANSWER}\b)[\w.+#-]+(?:\s+[\w.+#-]+){0,4}[.!]*$`, 'i');
/**
 * Corrections that are rules said tersely, after the agent did otherwise: "use the theme tokens, not raw hex values" (one
 * kind over another; not "use the new endpoint, not the old one", "use a set, not the array"), "renames are always add-copy-drop over three deploys",
 * "two or three lines is enough for a summary", "no new deps for one function", "we already have src/lib/text.ts for that
 * kind of thing, put string helpers there".
 */
const TERSE_CORRECTIONS = [
  /^(?:please\s+)?use\s+(?![^,]*\bones?\s*,)(?!(?:it|this|that|them|the\s+(?:new|old|other|first|second|same|one|helper|util))\b)[\w.@/-]+(?:\s+[\w.@/-]+){0,4}\s*,\s+not\s+(?!(?:the|this|that|these|those|my|your|it|them|old|new|other|mine|yours|ours|theirs|his|hers)\b)[\w.@/#$()>-]+(?:\s+[\w.@/#$()>-]+){0,2}[.!]*$/i,
  /^(?:all\s+)?(?:column\s+|table\s+|schema\s+|field\s+)?(?:renames|migrations|deploys|releases|rollbacks|backfills|hotfixes|schema changes)\s+are\s+always\s+(?!(?:broken|late|painful|slow|a pain|annoying|fun|scary)\b)\S/i,
  /^(?:one|two|three|four|five|a few|a couple of|\d+)(?:\s+(?:or|to)\s+(?:two|three|four|five|six|\d+))?\s+(?:lines?|sentences?|bullets?|bullet points|paragraphs?)\s+(?:is|are)\s+(?:enough|plenty|fine|the max(?:imum)?)\s+for\s+(?:a|an|the|any|every)\s+(?:summary|summaries|answer|explanation|pr description|commit message|status update|update)\b/i,
  /^no\s+new\s+(?:deps|dependencies|libraries|libs|packages|crates|gems)\s+(?:just\s+)?for\s+(?:one|a single|a|small|tiny|trivial|simple)\s+[\w-]+/i,
  // ("we're moving off moment, use date-fns for anything new": what new work uses while the old goes)
  /^we(?:'re| are)\s+(?:moving|migrating|switching)\s+(?:off|away from|from|to)\s+[\w.@/-]+(?:\s+[\w.@/-]+)?\s*,\s+(?:so\s+)?(?:please\s+)?(?:use|write|build|put|start)\s+[^,;]{2,40}?\s+(?:for|in)\s+(?:anything|everything|all|every|any)\s+new\b/i,
  // ("SwiftUI for new screens, UIKit stays for the old onboarding flow": the tool new work of a kind is written with)
  /^(?!(?:this|that|it|the|a|an|no|not|thanks|thank|good|great|fine|ok|okay|same|more|less|nothing|something|anything|ready|room|time)\b)[\w.+#-]+(?:\s+[\w.+#-]+)?\s+for\s+(?:all\s+|any\s+)?new\s+(?:screens|pages|views|components|services|endpoints|code|features|modules|tests|apps|projects|work|scripts|jobs|tools|clis|packages|libraries|repos|apis|migrations)\b/i,
  // ("only the security team can approve changes to the IAM policies": who alone may let a kind of change through)
  // ("only the admins Rook and Tessa can approve new commands": the ones named after their role, or two names)
  /^only\s+(?:the\s+)?(?:[\w-]+\s+)?(?:team|leads?|owners?|admins?|maintainers|sres?|dbas?|[A-Z][a-z]+)(?:\s+[A-Z][a-z]+)?(?:\s+and\s+[A-Z][a-z]+)?\s+(?:can|may|is allowed to|are allowed to|gets? to)\s+(?:approve|merge|deploy|release|sign off on|touch|change|edit|push to)\s+(?!(?:this|that|it|them)\b)\S/i,
  // ("no dynamic allocation after init": what never happens past a phase of the program)
  /^no\s+(?:(?:dynamic\s+|heap\s+)?(?:allocations?|mallocs?|blocking calls?|network calls?|logging|printf|i\/o|locks?)|heap|dynamic memory)\s+(?:after|past|outside)\s+(?:init(?:ialization)?|startup|boot|setup)\b|^no\s+(?:dynamic\s+|heap\s+)?(?:allocations?|mallocs?|blocking calls?|printf|logging)\s+(?:in|inside)\s+(?:isrs?|interrupts?|interrupt handlers|irq handlers|the isr)\b/i,
  // ("DTOs are records, entities never leave the repository layer": what may not cross a boundary of the code)
  /(?:^|[,;]\s+)(?!(?:this|that|it|these|those)\b)(?:[\w-]+\s+)?[\w-]+s\s+(?:never|must not|mustn'?t|should not|shouldn'?t|don'?t|do not|can'?t|cannot)\s+(?:leave|cross|escape|go outside|leak out of|reach)\s+(?:the\s+)?[\w-]+\s+(?:layer|module|package|boundary|service|domain)\b/i,
  // ("timeouts on outbound HTTP calls are 2 seconds by default": a setting a kind of call gets)
  /^(?:the\s+)?(?:default\s+)?(?:[\w-]+\s+)?(?:timeouts?|retries|retry limits?|ttls?|page sizes?|batch sizes?|pool sizes?)\s+(?:on|for|of)\s+(?!(?:this|that|it)\b)[^,;]{3,40}?\s+(?:is|are)\s+\d+\s*(?:ms|s|seconds?|minutes?|mins?|items?|rows?)?(?:\s+by default)?[.!]*$/i,
  /^we\s+already\s+have\s+\S*[/.]\S*\s+for\s+(?:that|this|these|those)(?:\s+kind\s+of\s+(?:thing|stuff))?\s*,\s+(?:so\s+)?(?:please\s+)?(?:put|add|keep|move)\s+(?:all\s+)?[\w-]+(?:\s+[\w-]+)?\s+there\b/i,
];
/** "plots should be SVG now, the journal wants vector files": the format a kind of output is made in since. */
const OUTPUT_FORMAT_FROM_NOW = new RegExp(String.raw`^${OUTPUT_FORMAT_NOW}`, 'i');
/** "signals for anything that crosses scenes, no get_node …": the way every such thing is done, said without its verb. */
const FOR_ANYTHING_THAT =
  /^(?!(?:thanks|thank you|sorry|good|great|same|congrats|props|kudos|credit|apologies|this|that|it|the)\b)[\w.-]+(?:\s+[\w.-]+)?\s+for\s+(?:anything|everything)\s+(?:that|which)\s+(?!(?:you|i|we)\b)[a-z]+s\b[^,;]{2,40}(?:,\s*no\s+[^,;]{2,80})?[.!]*$/i;
/** "raw data stays in data/raw and is read-only": a kind of data kept in a place of the repo, never to be changed there. */
const READ_ONLY_IN_A_PLACE =
  /^(?:the\s+|our\s+|all\s+)?(?:[\w-]+\s+){0,2}[\w-]+\s+(?:stays?|lives?|is kept|are kept|sits?)\s+in\s+`?[\w.-]*\/[\w./-]*`?\s+and\s+(?:is|are)\s+(?:read-only|readonly|never (?:edited|modified|touched|changed|overwritten))\b/i;
/** "every chart bumps its version on any change": what every one of a kind does each time (not "every test fails on any change": trouble). */
const EVERY_ONE_DOES_EACH_TIME =
  /^(?:every|each)\s+(?:[\w-]+\s+)?[\w-]+\s+(?!(?:is|was|fails|breaks|crashes|times|hangs|flakes|errors|goes)\b)[a-z]+s\s+(?:its|their|a|an|the)\s+(?:own\s+)?[\w-]+(?:\s+[\w-]+)?\s+(?:on|with|for|after|before|in)\s+(?:any|every|each)\s+[\w-]+\b(?![^,;]*\b(?:now|today|again)\b)/i;
/**
 * "we ask for the fewest permissions possible", "we request as few scopes as possible": the least of a kind the team
 * asks for, as a rule (what follows may say how: "…, host permissions only through optional_permissions").
 */
const AS_FEW_AS_POSSIBLE =
  /^we\s+(?:always\s+)?(?:ask\s+for|request|use|add|take|keep|ship|pull\s+in|depend\s+on)\s+(?:the\s+fewest|as\s+few|the\s+least|as\s+little|the\s+smallest\s+number\s+of)\s+(?:[\w-]+\s+)?(?:permissions|scopes|dependencies|deps|packages|privileges|entitlements|capabilities|roles|network\s+calls|api\s+calls)(?:\s+as)?\s+(?:possible|we\s+can|needed)\b/i;
/** "no Spring anywhere please": a tool, by its name, kept out of the whole project. */
const NO_TOOL_ANYWHERE = /^no\s+(?!(?:Problem|Problems|Thanks|Worries|Way|Idea|Need|Rush|Doubt|Offense|Pressure|Clue)\b)\p{Lu}[\w.+#-]*(?:\s+\p{Lu}[\w.+#-]*)?\s+(?:anywhere|at all|ever|in this (?:repo|project|codebase))(?:[,]?\s+please)?[.!]*$/u;
/** "log at most once a second", "poll the status api at most once a minute": how often a step may ever be done (not "do it at most twice"). */
const AT_MOST_SO_OFTEN =
  /^(?:please\s+)?(?!(?:do|try|wait|give|take|spend|it|this|that|i|we|you)\b)[a-z]+(?:\s+(?!(?:it|this|that|them)\b)[\w./-]+){0,3}?\s+at\s+most\s+(?:once|twice|\d+\s+times|(?:two|three|four|five|ten)\s+times)\s+(?:a|an|per|every)\s+(?:second|minute|hour|day|week|frame|tick|loop|request|run|build|deploy)[.!]*$/i;
/** "animations respect prefers-reduced-motion, no exceptions": what every one of a kind does, said to hold without exception. */
const EVERY_ONE_NO_EXCEPTIONS =
  /^(?:all\s+|our\s+)?(?!(?:these|those|they|things|people|we|you)\b)(?:[\w-]+\s+)?[\w-]+s\s+(?!(?:are|were|was|is|have|had|did|do)\b|[a-z]+ed\b)[a-z]+\s+[^,;]{3,60}?\s*[,;—–-]\s*no exceptions[.!]*$/i;
/** "deprecations live for two minor releases with a warning": how long every one of a kind is kept before it goes. */
const KIND_LIVES_FOR =
  /^(?:all\s+|our\s+)?(?:deprecations|deprecated\s+[\w-]+s|(?:feature\s+)?flags|old\s+versions|preview\s+(?:environments|envs|apps)|release\s+branches|api\s+versions)\s+(?:live|stay|last|are\s+kept|remain|stick\s+around)\s+(?:for\s+)?(?:at\s+least\s+)?(?:\d+|one|two|three|four|six|a|an)\s+(?:minor\s+|major\s+|full\s+)?(?:releases?|versions?|sprints?|days?|weeks?|months?|years?|cycles?)\b/i;
/** "rollbacks come before debugging", "security fixes go ahead of features": which kind of work goes first. */
const COMES_BEFORE = /^(?!(?:it|this|that|they|i|we|you)\b)(?![^,;]*\b(?:this|next)\s+(?:quarter|sprint|week|month|release|year)\b)(?:[\w-]+\s+)?[\w-]+s\s+(?:always\s+)?(?:come|go)\s+(?:before|ahead of)\s+(?!(?:the|this|that|it|lunch|friday|monday)\b)(?:[\w-]+\s+)?[\w-]+(?:ing|s)\b/i;
/** "anything you need to keep goes to the project space": where everything of a kind that lasts must go. */
const WHAT_LASTS_GOES_TO =
  /^(?:anything|everything)\s+(?:you|we)\s+(?:need|want)\s+to\s+(?:keep|save|share|persist|back up)\s+(?:goes|belongs|lives|should go|must go|has to go)\s+(?:to|in|into|on)\s+\S/i;
/** "every access to a patient record is written to the audit table": what is recorded, every time, and where. */
const RECORDED_EVERY_TIME =
  /^(?:every|each|any)\s+(?:[\w-]+\s+){1,5}?(?:is|gets|must be|has to be)\s+(?:written|logged|recorded|audited|stored)\s+(?:to|in|into)\s+(?:the|an?|our)\s+(?:[\w-]+\s+)?(?:table|log|trail|stream|topic|journal)\b/i;
/** "no collect() on anything bigger than a lookup table": a call kept off every one of a kind past a size. */
const NONE_ON_ANYTHING_BIGGER =
  /^no\s+(?!(?:worries|problem|need|way|idea|one|thanks)\b)[\w.()*-]+(?:\s+[\w.()*-]+)?\s+(?:on|for|in|against)\s+(?:anything|any\s+[\w-]+|[\w-]+s)\s+(?:bigger|larger|longer|older|wider|over|above|with more)\s+(?:than\s+)?\S/i;
const WAYS_TO_KEEP = [...HOW_I_WANT_THE_WORK_SHOWN, NONE_ON_ANYTHING_BIGGER, RECORDED_EVERY_TIME, WHAT_LASTS_GOES_TO, COMES_BEFORE, KIND_LIVES_FOR, EVERY_ONE_NO_EXCEPTIONS, AT_MOST_SO_OFTEN, USES_BEFORE_EXTRACTING, MOST_OFTEN_WE_RUN, SETTING_ALWAYS, MODE_FOR_A_KIND, ON_A_BIG_KIND, PIN_A_KIND, USE_IT_THE_OTHER_BROKE, STEP_ON_ONE_NOT_THE_OTHER, DROP_IT_EOL, MATTERS_MORE, NAMED_OUR_STANDARD, KIND_STAYS, PRS_AGAINST, ONLY_WHAT_YOU_TOUCH, LEFT_BEHIND, SECRETS_NEVER_IN, SKIP_FOR_A_KIND, GOES_IN_THE_PR, MARK_EVERY, WHEN_ONE_IS_SAY_SO, ONE_FOR_EACH_IN, TOO_SLOW_RUN_INSTEAD, NEW_CODE_USES, VERSION_FLOOR, SECRETS_GO_IN, KEEP_A_KIND_UNDER, KEEP_A_KIND_IN_NOT, WE_CAP_A_KIND, KEEP_A_SCORE_ABOVE, THE_METRIC_TO, YOU_NEVER_TAKE_A_STEP, TOO_MANY_ALREADY, HEAVY_KIND_SO, EVERY_ITEM_CARRIES, MAY_DO_UNASKED, TOOL_FOR_ANYTHING, WHEN_YOU_NEED_TO, ESCALATE_WHEN, REPRODUCIBLE_KIND, KEEP_WRITING_FOR_READERS, YOUR_ACCESS, WE_HAVE_ONE_IN, YOUR_WRITING_IS_OFF, PLAN_FIRST_PAST_A_SIZE, WRITTEN_IN_A_FORM, EXPORTED_ONE_WAY, KEPT_FOR_THOSE_ON_IT, THEY_INSIST_ON, THEY_WANT_EVERY, ASSUME_NOT_THE_OTHER, PIN_EVERY, NO_TOOL_ANYWHERE, ONLY_WHEN_ASKED, NONE_IN_A_KIND_OF_CODE, WE_USE_NOT_THE_OTHER, EVERY_ONE_DOES_EACH_TIME, AS_FEW_AS_POSSIBLE, READ_ONLY_IN_A_PLACE, OUTPUT_FORMAT_FROM_NOW, FOR_ANYTHING_THAT, ...TERSE_CORRECTIONS, KEEP_DOING, FLAGS_FIRST, WE_DO_IT_WITH_NO_OTHER, ALLOWED_NOW, RUNS_LOCALLY_NOW, THE_WAY_I_WANT_FOR_EVERY, USE_NEVER, I_WANT_ALL, MARK_PAST_A_BOUND, ...HOW_TO_WORK_WITH_ME, ASK_BEFORE_ANY, FOR_A_KIND_ONE_OVER_ANOTHER, WHEN_IN_DOUBT, KEEP_IN_MIND, KEPT_AS_ITS_KIND, OUR_STANDARD_FOR];

/** "a new field needs a migration in SaveMigrator or old saves crash on load": what a new one of a kind needs, or what breaks. */
const NEW_ONE_OR_IT_BREAKS = /^(?:a|any)\s+new\s+[\w-]+(?:\s+[\w-]+)?\s+(?:needs?|requires?|must have|has to have)\s+(?!(?:it|this|that|them)\b)[^,;]{3,60}?\s+or\s+(?:else\s+)?[^,;]{3,60}\s+(?:will\s+)?(?:crash|break|fail|die|corrupt|be lost|get lost)\w*\b/i;

export function scopedOrder(s: string): string | null {
  // "add a hook that checks the size on every commit": a thing to build, whose scope is what it does
  if (BUILDS_A_THING.test(s)) return null;
  // a way of working said once for every time after (WAYS_TO_KEEP), not for the moment
  if (WAYS_TO_KEEP.some((re) => re.test(s)) && !MOMENT.test(s) && !THIS_DAY.test(s)) return s;
  if (SHORT_ANSWER_FIRST.test(s)) return s;
  if (HOW_A_KIND_NOT.test(s) || ONE_QUALITY_OVER_ANOTHER.test(s)) return s;
  // (and how to sound: "please be more concise in general")
  // (a scope inside what the work is for is no scope of the order: "add access to all sites so we can inject everywhere")
  const scoped = LASTING_SCOPE.test(s.replace(FOR_WHAT, ''));
  const order = /^(?:please\s+)?(?:make sure(?: to| you)?|be sure to|ensure|use|keep|run|(?:check|verify)(?!\s+(?:it|this|that|them|these|those)\b)|explain|justify|list|bench(?:mark)?|profile|measure|put|write|name|avoid|add|open|commit|push|format|document|follow|stick to|place|import|pin|prefix|split|squash|tag|ping|cc|notify|label|track|log|set(?!\s+(?:it|this|that|them)\b)|seed|be (?:more |less )?(?:concise|brief|terse|direct|detailed|thorough|formal|casual))\b/i.test(s);
  if (order && scoped && !THIS_DAY.test(s)) return s;
  // "for any change to the public API, update the openapi spec as well": the lasting scope first, then the order
  // (not "for this change, update the readme too", nor "for the next hour, run only the unit tests")
  const scopeFirst = SCOPE_THEN_ORDER.exec(s)?.[1];
  // (an order with nothing to do in it is no habit: "after any change, tell me")
  if (scopeFirst && LASTING_SCOPE.test(scopeFirst) && !MOMENT.test(s) && !/,\s+(?:please\s+)?tell me[.!]*$/i.test(s)) return s;
  if (ASK_FIRST.test(s) && !MOMENT.test(s)) return s;
  // "after changing a migration you must regenerate the schema dump" (after a fact too: "the jobs of the queue are running with
  // supervisor, after change a job you must restart the workers"; not "after we changed the job, we had to …")
  if (AFTER_A_CHANGE_DO.test(s) && !MOMENT.test(s)) return s;
  // "put new migrations in db/migrations with a timestamp prefix": where every future one of a kind goes
  if (/^(?:please\s+)?(?:put|keep|place|store|name|prefix)\s+(?:all\s+)?(?:new|future)\s+[\w-]+s\b/i.test(s) && !MOMENT.test(s) && !OF_THE_MOMENT.test(s)) return s;
  // "read the whole file before you edit it": what to look at before any change
  // ("check board_rev before touching GPIO": before any change of a part, by its name)
  if (/^(?:please\s+)?(?:always\s+)?(?:read|check|look at|open)\s+(?!(?:it|this|that|them|these|those)\b)[^,;]{2,40}?\s+before (?:(?:you |we )?(?:edit|chang|touch|modif)\w*\s+(?:it|anything|any|a|files?|code)\b|(?:editing|changing|touching|modifying)\s+(?!(?:the|this|that|these|those|them|my|your)\b)[\w./-]+[.!]*$)/i.test(s) && !MOMENT.test(s)) return s;
  // "tests must pass before you push"; "error messages must never leak stack traces" (always/never
  // holds past the task without a scope); not "you must feel relieved every time it passes", nor "you don't have to win every time"
  // (not "the new endpoint should always require auth": what the thing being built must do)
  // (not what should have been done once: "maybe we should never have used Redux")
  const must = SHOULD_HAVE_DONE.test(s) ? null : MUST_RULE.exec(s);
  if (must) {
    const toYou = /^you\b/i.test(s);
    if (!(toYou && STATIVE.test(must[2]!)) && LASTING_SCOPE.test(s)) return s;
    // "you should never touch generated/" is an order to the agent; "you should always be proud" is not
    if (/^(?:always|never)/i.test(must[1] ?? '') && !(toYou && (STATIVE.test(must[2]!) || MAXIM.test(s)))) return s;
  }
  if (/^(?:all|every|each|any) (?:new|future) [^,;]{1,40}?\b(?:must|should|needs?|requires?|has to|have to)\b/i.test(s)) return s;
  // "the payments webhook must be idempotent, stripe retries up to 3 days": a property a part must always have
  // (not "the proto change I just made must be backwards compatible": the piece of work at hand, by who made it)
  const property = must && /^(?:the|our)\s/i.test(s) ? LASTING_PROPERTY.exec(s) : null;
  if (property && !OF_THE_MOMENT.test(s.replace(/^(?:the|our)\s/i, '')) && !MADE_BY_SOMEONE.test(s.slice(0, property.index))) return s;
  // "the tenant id must be in every log line": what every one of a kind must carry
  if (/^(?!(?:i|it|this|that|you|there)\b)[^,;]{2,40}?\b(?:must|has to|needs to|should)\s+(?:always\s+)?(?:be\s+)?(?:in|on|included in|present in|part of|logged with|sent with)\s+(?:every|each|all)\s+[\w-]+/i.test(s)) return s;
  // "commit messages in english only": a kind of writing and the one way it is done, said without a verb
  if (ARTIFACT_ONE_WAY.test(s) || (NAMES_ARE_WRITTEN.test(s) && !MOMENT.test(s) && !THIS_DAY.test(s))) return s;
  // "test coverage must stay above 85% org-wide": a bound the project keeps, in numbers
  if (A_BOUND_KEPT.test(s) && !MOMENT.test(s) && !THIS_DAY.test(s)) return s;
  // "one trigger per object, logic in handler classes, that's our pattern": how the code is laid out, said to be the team's way
  const ours = SAID_TO_BE_OUR_WAY.exec(s)?.[1];
  if (ours && SOFTWARE_THING.test(ours) && !MOMENT.test(s) && !THIS_DAY.test(s) && !TROUBLE.test(ours)) return s;
  // "every new endpoint gets an OpenAPI entry before it's merged": what each new one of a kind gets
  // ("a new field needs a migration in SaveMigrator or old saves crash on load": "a new" one, with what breaks without it)
  if ((/^(?:every|each|all)\s+new\s+[\w-]+(?:\s+[\w-]+)?\s+(?:gets?|needs?|has to get|must get|requires?|must have|has to have)\s+(?!(?:it|this|that|them)\b)\S/i.test(s) || NEW_ONE_OR_IT_BREAKS.test(s)) && !MOMENT.test(s) && !THIS_DAY.test(s)) return s;
  // "forms use react-hook-form with zod schemas": the tool every one of a kind of code uses
  if (/^(?:all\s+(?:our\s+)?|our\s+)?(?:forms|components|pages|screens|tests|unit tests|services|endpoints|handlers|models|migrations|scripts|styles|jobs|workers|apis|routes|stores|hooks)\s+use\s+(?!(?:it|this|that|them|the same|a lot)\b)[\w.@/-]+(?:\s+with\s+[\w.@/-]+(?:\s+[\w-]+)?)?[.!]*$/i.test(s) && !MOMENT.test(s)) return s;
  // "accessibility bugs are P1 here": the priority a kind of bug gets
  if (/^(?:all\s+)?(?!(?:these|those|the|this|that|my|your)\b)[\w-]+(?:\s+[\w-]+)?\s+(?:bugs|issues|incidents|regressions|tickets)\s+are\s+(?:always\s+)?(?:p[0-4]|sev ?[0-4]|blockers?|release blockers?|high priority|top priority)\b(?:\s+here)?[.!]*$/i.test(s)) return s;
  // "tests must run in docker": what a kind of thing must do, said of the kind
  // (not "sources have to be better than this": the one at hand)
  if (!WANTED_NOW.test(s) && ARTIFACTS_MUST.test(s) && !/\bthan\s+(?:this|that|these|those|it|them)\b/i.test(s)) return s;
  // "all containers run as non-root": the user every one of a kind runs as
  if (EVERY_ONE_RUNS_AS.test(s) && !MOMENT.test(s) && !THIS_DAY.test(s)) return s;
  // "the VPN is required for anything in the prod account": what any work in a place needs
  if (/^(?:the\s+|a\s+)?(?!(?:it|this|that)\b)[\w-]+(?:\s+[\w-]+)?\s+is\s+(?:required|mandatory|needed)\s+(?:for|to access|to touch|before touching)\s+(?:anything|everything|all|any)\b/i.test(s) && !MOMENT.test(s)) return s;
  // "use yarn please, npm breaks our workspace", "stick to node 20, the build breaks on 22": the choice and why the other one is out
  // ("use the structlog logger, print statements get stripped by the linter anyway": the other one named by its kind)
  if (/^(?:please\s+)?(?:use|stick to|stay on)\s+(?!(?:this|that|it|them|these|those)\b)\S+(?:\s+\S+){0,2}?(?:\s+please)?,\s+(?:the\s+)?(?!(?:it|this|that|they)\b)\S+(?:\s+(?:statements|calls|imports|files))?\s+(?:breaks?|messes up|(?:doesn'?t|does not|won'?t) work|is broken|fails?|(?:get|gets|are|is)\s+(?:stripped|flagged|rejected|banned|blocked|deprecated|not allowed))\b/i.test(s)) return s;
  // ("use the new Input System, the old Input Manager is gone from our project": the other one taken out of the project)
  if (/^(?:please\s+)?(?:use|stick to|stay on)\s+(?!(?:this|that|it|them|these|those)\b)\S+(?:\s+\S+){0,3}?,\s+(?:the\s+)?(?:(?:old|legacy|previous)\s+)?(?!(?:it|this|that|they)\b)[\w.-]+(?:\s+[\w.-]+)?\s+(?:is\s+gone|(?:was|has\s+been|got)\s+(?:removed|dropped|deleted)|no\s+longer\s+exists)\s+(?:from|in)\s+(?:the|our|this)\s+(?:project|repo|codebase|app|game|build|stack)\b/i.test(s) && !MOMENT.test(s) && !THIS_DAY.test(s)) return s;
  // … said the other way round: "the build breaks if you use node 22, stick to node 20"
  // (a toolchain's part, and a named choice: not "it breaks when I click it, use the other button")
  if (/^(?:the\s+|our\s+)?(?:build|ci|pipeline|deploy|deployment|install|bundler|compiler|toolchain|lockfile|app|server)\s+(?:breaks?|fails?|(?:doesn'?t|does not|won'?t) work)\s+(?:if|when|with|on)\s+(?:you\s+use\s+)?[^,;]{1,30}[,;]\s+(?:so\s+)?(?:please\s+)?(?:use|stick to|stay on)\s+(?!(?:the|this|that|it|them|another|other)\b)\S/i.test(s)) return s;
  // "every PR here needs a review", "deploys to prod need a change ticket": a kind of work and what it takes
  // ("the PR title has to start with the ticket key": the form of every one's title)
  if (/^(?:(?:all|every|each|any)\s+|the\s+(?=(?:PR|pull request|commit)\s+(?:titles?|descriptions?|messages?|bodies|body|names?)\b))?(?:PRs?|pull requests?|commits?|merges?|deploys?|deployments?|releases?|migrations?|hotfix(?:es)?|breaking changes|schema changes|api changes)\b[^,;]{0,40}?\b(?:must|should|needs?|requires?|has to|have to)\b/i.test(s)) return s; // "all new endpoints need a test"
  // (a kind of thing kept outside the code, "our API docs live in Notion", is a pointer instead)
  if (ORDERS_FOR_A_KIND.some((re) => re.test(s)) || ((FOR_ANY_CHANGE_THAT.test(s) || PICKY_ABOUT.test(s) || (SO_NONE_OF_A_KIND.test(s) && !TROUBLE.test(s) && !THIS_DAY.test(s))) && !MOMENT.test(s)) || ((PLACEMENT.test(s) || PLACEMENT_BESIDE_EACH.test(s) || PLACEMENT_BY_PATH.test(s) || PLACEMENT_BY_FILE.test(s)) && !isPointer(s)) || GATE.test(s.split(/,?\s+and\s+/).slice(1).join(' and ')) || s.split(/,\s+/).some((c) => CI_FAILS_ON.test(c))) return s;
  // "use cursor-based pagination, not offset — we had performance issues with offset": a choice
  // with what went wrong with the other (not "… — axios is not installed in this sandbox")
  if (/^(?:please\s+)?(?:use|prefer)\s+[^,;—–]{2,40}?,?\s+(?:not|never|instead of|rather than)\s+[^,;—–]{1,30}?\s*(?:[—–;]|\s-\s|,\s*(?:because|since|as)\b|\s+(?:because|since)\b).*\b(?:we(?:'ve)? had|we got burned|caused|causes|breaks|broke|is deprecated|deprecated|(?:is|was|too) slow|leaks|issues|problems|incidents|outages?)\b/i.test(s)) return s;
  // "use the existing logger from lib/log, not console.log": the project's own piece, by where it is, over what people reach for
  if (/^(?:please\s+)?(?:always\s+)?use\s+(?:the\s+|our\s+)?(?:existing\s+|shared\s+|common\s+|central\s+)?(?!(?:one|same|other|first|second|new|old)\b)[\w-]+(?:\s+[\w-]+)?\s+(?:from|in|under)\s+`?[\w.@-]*\/[\w./-]*`?\s*,?\s+(?:not|never|instead of|rather than)\s+(?!(?:the\s+)?(?:one|other|old|new)\b)`?[\w.()@/-]+(?:\s+[\w.()-]+)?`?[.!]*$/i.test(s) && !MOMENT.test(s) && !THIS_DAY.test(s)) return s;
  // "use the Skeleton component from the design system, not spinners": the project's own piece, by the library it is in
  if (/^(?:please\s+)?(?:always\s+)?use\s+(?:the\s+|our\s+)?[\w-]+(?:\s+[\w-]+)?\s+(?:from|in)\s+(?:the\s+|our\s+)(?:design system|ui kit|component library|shared (?:lib|library|components)|common (?:lib|library|components))\b(?:\s*,?\s+(?:not|never|instead of|rather than)\s+[^,;]{2,30})?[.!]*$/i.test(s) && !MOMENT.test(s) && !THIS_DAY.test(s)) return s;
  // "use zod for all input validation, no hand rolled checks": the tool for every one of a kind of work
  if (/^(?:please\s+)?(?:always\s+)?use\s+(?!(?:this|that|it|them|the)\b)[\w.-]+(?:\s+[\w.-]+)?\s+for\s+(?:all|every|any)\s+(?!(?:of\s+)?(?:this|that|these|those|it|them)\b)\w+/i.test(s)) return s;
  // "no more try/catch around every await": a habit to drop (with its reach: every, all, anywhere, or a reason after it)
  // (not "no more changes to this PR, it's ready for review": the thing at hand)
  if (/^(?:please\s+)?no\s+more\s+(?!(?:questions|worries|problem|coffee|excuses)\b)(?![^,;]*\b(?:this|that|these|those)\b)\S+[^,;]*?(?:\b(?:every|all|any|anywhere|everywhere)\b|,\s+(?:we|it|they|the|our)\b)/i.test(s)) return s;
  // "css is tailwind only": the one tool a kind of work is done with
  const oneTool = /^(?!(?:it|this|that|he|she|i|there)\b)(?:our\s+|the\s+)?([\w.-]+(?:\s+[\w.-]+)?)\s+is\s+(?!(?:in|on|at|for|a|an|the|temporary|broken|down|slow|available|here|there|now)\b)[\w.-]+(?:\s+[\w.-]+)?\s+only\b(?!\s+(?:for|when|if|in|on)\b)/i.exec(s);
  if (oneTool && (SOFTWARE_THING.test(oneTool[1]!) || /\b(?:css|styling|auth|hosting|infra|search|storage|messaging|billing|admin panel)\b/i.test(oneTool[1]!)) && !OF_THE_MOMENT.test(s)) return s;
  // "default to 2-space indentation": what to do unless told otherwise (not "default to the second option": a pick)
  if (/^(?:please\s+)?(?:always\s+)?default\s+to\s+(?!(?:the|this|that|it|them|your|my|a|an|yes|no|whatever|whichever)\b)\S/i.test(s) && !MOMENT.test(s)) return s;
  if (STYLE_FOR_A_KIND.test(s)) return s;
  // "avoid mocking time in tests": avoiding a kind of doing is a way of working
  if (/^(?:please\s+)?avoid\s+\w+ing\b/i.test(s)) return s;
  if (!MOMENT.test(s) && !THIS_DAY.test(s) && (PER_CHANGE_CHECK.test(s) || BARE_PREFERENCE.test(s) || KEEP_A_KIND.test(s) || KEEP_THE_KIND_FOR_A_LIMIT.test(s) || RUN_IT_THIS_WAY.test(s) || RUN_WITH_A_FLAG_FOR.test(s))) return s;
  return null;
}

/** A request to build something that does a thing: "set up a job that runs lint on every pr". */
const BUILDS_A_THING = /^(?:please\s+)?(?:can you\s+|could you\s+)?(?:add|write|set up|setup|create|configure|build|make|implement)\s+(?:a|an|the|some)\s+(?:[\w-]+\s+){0,2}(?:that|which)\s+\w+/i;
/** "watch the binary size on every change", "run the linter after every commit": a check that comes with each piece of work (not "set up a job that runs lint on every pr"). */
const PER_CHANGE_CHECK =
  /^(?:please\s+)?(?:always\s+)?(?:check|watch|verify|measure|update|bump|regenerate|rebuild|re-?run|run|test|look at|keep an eye on|mind)\s+(?!(?:this|that|it|them)\b)[^,;]{2,40}?\s+(?:on|after|before|with|for|in)\s+(?:every|each|any)\s+(?:single\s+)?(?:[\w-]+\s+)?(?:change|commit|edit|push|merge|deploy\w*|release|migration|build|pr|pull request|diff|update|upgrade|bump)s?\b/i;
/** "prefer named exports", "prefer static allocation everywhere, no dynamic memory after init", "prefer small PRs, under 400 lines if you can": a kind of code preferred, with its bound (not "prefer the first one", "prefer whatever is faster"). */
const BARE_PREFERENCE =
  /^(?:please\s+)?(?:always\s+)?prefer\s+(?!(?:the|this|that|these|those|it|them|a|an|your|yours|my|mine|our|ours|option|version|whatever|whichever|what|which|either|both|one|not|to)\b)[\w.-]+(?:\s+[\w.-]+){0,2}(?:\s+(?:everywhere|by default|wherever possible|whenever possible|where possible|in general|if (?:you|we) can|if possible))?(?:,\s*(?:ideally\s+|roughly\s+)?(?:under|below|less than|at most|max(?:imum)?|no more than)\s+~?\d[\d,]*\s*[\w%]*(?:\s+(?:if (?:you|we) can|if possible|where possible|or so))?)?(?:[,;]\s*(?:no|never|avoid|not)\s+[^,;]+)?[.!]*$/i;
/** "keep ISR bodies short", "keep handlers small": how every one of a kind of code is kept (not "keep it short", "keep your answers short in this reply"). */
const KEEP_A_KIND =
  /^(?:please\s+)?(?:always\s+)?keep\s+(?!(?:the|this|that|these|those|it|them|your|my|things|everything|stuff)\b)(?:[\w-]+\s+){0,2}[\w-]+s\s+(?:short|small|lean|simple|fast|minimal|tiny|focused|thin|flat|pure|dumb|in\s+(?:the\s+)?(?:present|past|imperative)\s+(?:tense|mood)|in\s+(?:lower ?case|sentence case|title case|english))\b(?![^,;]*\b(?:in|for)\s+(?:this|that|the next)\b)/i;
/** "run the tests with --all-features, some code is behind feature flags": a flag every run needs, for code it would miss. */
const RUN_WITH_A_FLAG_FOR = /^(?:please\s+)?(?:also\s+|always\s+)?(?:run|build|test|check)\s+(?:it|them|the\s+tests|tests|the\s+build|cargo\s+\w+|clippy|the\s+suite)\s+(?:with|using)\s+--?[\w-]+(?:[= ][\w,-]+)?\s*[,;—–-]\s*(?:since\s+|because\s+)?(?:some|most|all|half|parts of)\s+(?:of\s+)?(?:the\s+)?[\w-]+(?:\s+[\w-]+)?\s+(?:is|are)\s+(?:behind|gated|only compiled|only built|under)\b/i;
/** "keep the defmt logs short, the rtt buffer is only 1kb": a kind kept small for a limit that stays (not "keep the changes small, the reviewer is busy"). */
const KEEP_THE_KIND_FOR_A_LIMIT =
  /^(?:please\s+)?(?:always\s+)?keep\s+(?:the|our|all)\s+(?:[\w-]+\s+){0,2}[\w-]+s\s+(?:short|small|lean|tiny|minimal|terse)\s*[,;]\s*(?:because\s+|since\s+|as\s+)?(?:the|our)\s+(?:[\w-]+\s+){0,2}[\w-]+\s+(?:is|are|has|holds|fits)\s+(?:only\s+|just\s+)?(?:~?\d[\d.,]*\s*(?:kb|mb|b|bytes|chars|characters|lines|k|kib)\b|tiny|limited)(?![^,;]*\b(?:now|today|for now|at the moment)\b)/i;
/** "run the hil tests with cargo xtask hil, plain cargo test won't find the probe": how a step is run, since the plain way fails. */
const RUN_IT_THIS_WAY =
  /^(?:please\s+)?(?:also\s+)?(?:run|start|build|launch|invoke)\s+(?:the\s+|our\s+|all\s+)?(?!(?:it|this|that|them)\b)[\w-]+(?:\s+[\w-]+){0,2}\s+(?:with|via|using|through)\s+[^,;]{2,40}[,;]\s*(?:the\s+)?(?:plain|bare|regular|normal|vanilla|default|just)\s+[^,;]{2,30}?\s+(?:won'?t|doesn'?t|can'?t|cannot|will not|does not|fails to|never)\b/i;

/**
 * A kind of thing forbidden in a kind of work: "no emojis in code comments please", "no
 * console.log in production code". Not a report of what is missing ("no errors in the logs", "no
 * tests in the PR": one thing, with "the"), which names no kind.
 */
const NO_KIND_IN = new RegExp(
  `^no\\s+(?!(?:worries|problem|probs?|need|rush|idea|clue|way|luck|thanks|errors?|warnings?|failures?|output|results?|changes?|matches|hits|issues?|problems?|difference|response|data|records?|rows?|entries|logs?|tests?|docs|coverage)\\b)[\\w.@'()-]+(?:\\s+[\\w.@'()-]+){0,3}?\\s+(?:in|inside|within)\\s+(?:(?:our|any|all)\\s+|the\\s+(?=(?:production|prod|source|test|library|shared|public|hot|critical|render|request|inner|game)\\s|firmware\\b|kernel\\b|bootloader\\b|drivers\\b|trigger\\s+bod(?:y|ies)\\b|[\\w-]+\\s+(?:crate|module|package|library|driver|layer)\\b))?(?:(?:production|prod|source|test|library|shared|public|new)\\s+)?(?:code|source|${ARTIFACTS}|(?:hot|critical|render|request|tight|inner|game|update)\\s+(?:paths?|loops?)|(?:request\\s+)?handlers|controllers|views|templates|models|reducers|selectors|shaders|prompts|triggers|(?<=the\\s+)trigger\\s+bod(?:y|ies)|resolvers|serializers|lambdas|widgets|(?:analytics|telemetry)(?:\\s+events)?|metrics|traces|urls|query strings|(?:job\\s+|event\\s+)?payloads|screenshots|fixtures|firmware|kernel|bootloader|drivers|isrs|interrupt handlers|(?<=the\\s+)[\\w-]+\\s+(?:crate|module|package|library|driver|layer))\\b`,
  'i',
);

/**
 * A thing of the code banned from a place: "unsafe is banned outside src/ffi/", "eval is not allowed
 * anywhere in the codebase", "raw SQL is banned outside the repository layer" (not "the user is
 * banned", "my account is not allowed to push": no place of the code).
 */
const BANNED_IN =
  /^(?!(?:i|it|this|that|these|those|my|your|he|she|they|we|the user|users?)\b)(?:the\s+)?[\w.@`'()-]+(?:\s+[\w.@`'()-]+){0,2}\s+(?:is|are)\s+(?:banned|forbidden|not allowed|prohibited|disallowed|off-limits)\s+(?:(?:anywhere\s+)?in\s+(?:the|this|our)\s+(?:codebase|code base|repo(?:sitory)?|project|monorepo|code)|(?:anywhere\s+)?outside(?:\s+of)?\s+(?:\S*\/\S*|(?:the\s+)?[\w-]+(?:\s+[\w-]+)?\s+(?:layer|module|package|folder|directory|dir|crate|service))|in\s+\S*\/\S*|(?:in|inside|from)\s+(?:the\s+|our\s+|any\s+)?[\w-]+(?:\s+[\w-]+)?\s+(?:path|code|thread|loop|layer|module|crate|package|service|folder|directory))(?=[\s,.;!]|$)/i;

/**
 * A tool or practice banned by its name alone: "Lombok is banned here", "`any` is not allowed", "force-push is forbidden",
 * "`any` is banned by the lint config and we never disable that rule" (not "the user is banned", "my account is not allowed", "he's banned": a person or account, not the code's).
 */
const BANNED_ALONE =
  /^(?!(?:i|it|this|that|these|those|my|your|his|her|their|our|the|a|an|he|she|they|we|you|user|users|account|accounts|ip|email|people|someone|everyone|nobody)\b)((?:`[^`]+`|[\w.@+#-]+)(?:\s+[\w.@+#-]+)?)\s+(?:is|are)\s+(?:(?:completely|totally|strictly|simply)\s+)?(?:banned|forbidden|not allowed|prohibited|disallowed|off-limits|off limits|dead(?=\s+(?:here|for us|to us|in\s+(?:this|our)\b))|a no-go)(\s+(?:here|for us|to us|in\s+(?:this|our)\s+(?:repo(?:sitory)?|codebase|project|team|org)|everywhere|(?:in\s+)?new code|by\s+(?:the\s+|our\s+)?(?:[\w.-]+\s+){0,2}(?:config|linter|lint rules?|rules|policy|style guide|ci)))?(?:\s*,\s*(?:use|we use|switch to)\s+[\w.@/-]+|\s*,?\s+and\s+we\s+never\s+(?:disable|turn off|override|relax|suppress)\s+(?:that|this|the)\s+(?:rule|check|lint)(?:\s+[\w-]+)?)?[.!]*$/i;
/** …named as code ("moment.js", "`any`", "force-push"), by its capital ("Lombok"), as a practice ("merging"), or banned from a place ("lodash is banned here"). */
const bannedAlone = (s: string) => {
  const m = BANNED_ALONE.exec(s);
  return m !== null && (m[2] !== undefined || /[.@+#\d`_-]|ing$/.test(m[1]!) || /^\p{Lu}/u.test(m[1]!));
};

/** The same, kept out unless nothing else will do: "no UDFs unless there's no built-in, they kill the optimizer", "no mocks unless absolutely necessary" (a reason may follow). */
const NO_THING_UNLESS_NEEDED =
  /^no\s+(?!(?:worries|problem|need|idea|way|one|time|luck|results?|errors?|issues?|changes?|response|output)\b)[\w.()-]+(?:\s+[\w.()-]+){0,2}\s+unless\s+(?:there'?s\s+no\s+(?:other\s+way|built-?in|alternative|other\s+option|better\s+option|choice)|there\s+is\s+no\s+(?:other\s+way|built-?in|alternative|other\s+option|choice)|(?:it'?s|it\s+is)\s+(?:absolutely\s+|really\s+|strictly\s+)?(?:necessary|needed|required|unavoidable)|(?:absolutely|strictly|really)\s+(?:necessary|needed|required|unavoidable)|(?:you|we)\s+(?:really\s+|absolutely\s+|truly\s+)?(?:have|need)\s+(?:to|them|it|one)|there'?s\s+an?\s+[\w-]+(?:\s+[\w-]+)?\s+(?:involved|in play|to implement))\b(?:\s*,\s*[^,;]{3,60})?[.!]*$/i;

/** A thing kept out of a kind unless there is a good reason: "no Tick on actors unless there's a really good reason, use timers or events". */
const NO_THING_UNLESS =
  /^no\s+(?!(?:worries|problem|need|idea|way|one|time)\b)[\w.()-]+(?:\s+[\w.()-]+){0,2}\s+(?:on|in|for|inside)\s+(?:the\s+)?[\w-]+\s+unless\s+(?:there'?s|there\s+is|you\s+have|we\s+have)\s+(?:a\s+)?(?:really\s+|very\s+)?(?:good|strong|solid|real)\s+reason\b(?:\s*[,;]\s*(?:use|prefer)\s+[^,;]{2,40})?[.!]*$/i;

/** "no patient identifiers ever leave the server": what no one of a kind ever does (not "no one ever reads this"). */
const NO_KIND_EVER = /^no\s+(?!(?:one|body|way|problem|worries|idea|luck|clue|reason|wonder|matter)\b)(?:[\w-]+\s+){0,3}[\w-]+s\s+ever\s+(?:leave|go|get|gets|touch|reach|hit|end up|land|make it)\b/i;
/** "no node built-ins, everything has to run on the workers runtime": a kind kept out, and the platform all of it runs on. */
// ("no WORKSPACE changes, everything goes through MODULE.bazel": or the one place all of it goes through)
// ("no remote code, everything ships in the bundle or the store review rejects us": or what all of it ships in)
const NO_THING_FOR_A_PLATFORM = /^no\s+(?!(?:worries|problem|idea|luck)\b)[\w.-]+(?:\s+[\w.-]+){0,2}\s*,\s*(?:everything|all\s+(?:the\s+)?code|it\s+all)\s+(?:(?:has to|must|needs to|should)\s+(?:run|work|build|live|stay|ship)\s+(?:on|in|with|inside|under)|goes\s+(?:through|in|into|via)|ships\s+(?:in|with|inside))\s+\S/i;

/** "no background images, Outlook drops them": a kind kept out, and the named tool that mishandles it. */
const NO_KIND_A_TOOL_BREAKS = /^no\s+(?:[\w-]+\s+){0,2}[\w-]+s(?:\s+(?:in|on|for)\s+(?:[\w-]+\s+){0,2}[\w-]+)?\s*,\s*\p{Lu}[\w.-]*\s+(?:drops|breaks|strips|ignores|mangles|blocks|rejects|doesn'?t support|can'?t handle|chokes on)\s+(?:them|those|these)\b/u;

/**
 * A part of the repository kept out of the agent's reach, said as "leave … alone": "leave audio/ alone unless he asks",
 * "leave the vendor folder alone" — a place (a path, or a folder, module or package by name), not the thing at hand
 * ("leave it alone", "leave that test alone", "leave the config alone for now").
 */
const LEAVE_A_PART_ALONE =
  /^(?:please\s+)?(?:always\s+)?leave\s+(?!(?:it|this|that|them|these|those|me|him|her|us)\b)(?:(?:the|our)\s+)?(?:[\w.-]*\/[\w./*-]*|(?:[\w.-]+\s+){1,2}(?:folder|directory|dir|module|package|crate|submodule|tree)s?)\s+alone(?:\s+(?:unless|except\s+(?:when|if))\s+(?:he|she|they|[A-Z][\w-]+|someone|the\s+[\w-]+(?:\s+team)?)\s+(?:asks?|says?\s+so|tells?\s+you)(?:\s+(?:you\s+)?to)?)?[.!]*$/;

/** "no delegatecall anywhere outside the proxy", "no setState outside of tiny leaf widgets": a kind of code kept to one part (and the way instead, tersely:
 * "no force unwraps outside tests, guard let and log") (not "no one outside the team", "no rain outside"). */
const NO_KIND_OUTSIDE =
  /^no\s+(?!(?:worries|problem|idea|luck|need|way|one|body|time|rain|sun|light|noise|access)\b)[\w.@()-]+(?:\s+[\w.@()-]+){0,2}?\s+(?:anywhere\s+)?outside(?:\s+of)?\s+(?:the\s+|our\s+)?(?:[\w.-]*\/[\w./*-]*|(?:[\w-]+\s+){0,2}(?:proxy|layer|module|package|folder|directory|dir|crate|service|adapter|contract|library|lib|repository|repo layer|boundary|sandbox|worker|tests?|migrations?|scripts?|widgets|components|views|screens|hooks|stores|handlers|controllers))(?:\s*,\s+(?!(?:it|this|that|them|please|can|could|fix|i|we|you)\b)[\w.-]+(?:\s+[\w.-]+){0,3})?[.!]*$/i;

/** "no get_node across scene boundaries": a kind of call kept from crossing a kind of border in the code. */
const NO_KIND_ACROSS =
  /^no\s+(?!(?:worries|problem|idea|luck|need|way)\b)[\w.@()-]+(?:\s+[\w.@()-]+){0,2}?\s+across\s+(?:[\w-]+\s+){0,2}(?:boundaries|borders|modules|packages|layers|services|crates|scenes|threads|processes|repos|domains|contexts|bounded contexts|tenants|workspaces)\b[.!]*$/i;

/** A tool or language let in for one part only: "C# is allowed now for the pathfinding module only", "Kotlin is allowed only in the android module". */
const ALLOWED_ONLY_IN =
  /^(?!(?:i|it|this|that|these|those|my|your|he|she|they|we|you|the user|users?)\b)[\w.@`'#+()-]+(?:\s+[\w.@`'#+()-]+)?\s+(?:is|are)\s+(?:now\s+)?(?=[^,;]*\bonly\b)(?:only\s+)?(?:allowed|permitted|ok|okay|fine|accepted)\s+(?:now\s+)?(?:only\s+)?(?:for|in|inside|under)\s+(?:the\s+|our\s+)?(?:[\w.-]*\/[\w./*-]*|(?:[\w-]+\s+){0,2}(?:module|package|crate|service|folder|directory|dir|layer|app|scripts?|tests?|tooling|plugin)s?)(?:\s+only)?[.!]*$/i;

/** "no deploys after Thursday noon", "no migrations during business hours": a kind of delivery kept out of a time that comes every week. */
const NO_KIND_WHEN =
  /^(?![^,;]*\b(?:until|till|for now|this week|today|tomorrow|yet)\b)no\s+(?:prod\s+|production\s+|schema\s+)?(?:deploys|deployments|releases|merges|migrations|changes|pushes(?:\s+to\s+(?:main|master|prod))?|restarts|rollouts)\s+(?:on|after|before|during|over)\s+(?:(?:mondays|tuesdays|wednesdays|thursdays|fridays|saturdays|sundays|weekends|holidays|business hours|peak hours|office hours|the weekend)\b|(?:monday|tuesday|wednesday|thursday|friday)s?\s+(?:noon|midday|lunch|evening|afternoon|\d{1,2}(?::\d\d)?\s*(?:am|pm))\b|\d{1,2}(?::\d\d)?\s*(?:am|pm)\b)/i;

/** "no new stuff in SharedModule", "nothing new goes into LegacyService": a part of the code, by its name in code, closed to new things. */
const NO_NEW_IN_A_NAMED_PART = /^(?:[Nn]o\s+new\s+(?:[\w-]+\s+){0,2}?|[Nn]othing\s+new\s+(?:goes\s+)?)(?:in|into|inside)\s+(?:the\s+)?[A-Z][a-z]+[A-Z]\w*\b/;

export function prohibition(s: string): string | null {
  // (a thing of the code banned from a place in the last clause too, after what to use instead: "unique_ptr unless you
  // can show shared ownership, shared_ptr is banned in the audio path")
  const lastClause = /,\s+([^,;]+)$/.exec(s)?.[1];
  return NO_KIND_IN.test(s) || NO_NEW_IN_A_NAMED_PART.test(s) || BANNED_IN.test(s) || (lastClause !== undefined && BANNED_IN.test(lastClause) && !TROUBLE.test(s.slice(0, -lastClause.length))) || bannedAlone(s) || NO_THING_UNLESS.test(s) || NO_THING_UNLESS_NEEDED.test(s) || NO_KIND_EVER.test(s) || NO_THING_FOR_A_PLATFORM.test(s) || NO_KIND_A_TOOL_BREAKS.test(s) || LEAVE_A_PART_ALONE.test(s) || NO_KIND_ACROSS.test(s) || NO_KIND_OUTSIDE.test(s) || ALLOWED_ONLY_IN.test(s) || NO_NEW_DEPENDENCIES.test(s) || NO_KIND_WHEN.test(s) ? s : null;
}

/** "no new runtime dependencies, the library is zero-dep on purpose": dependencies kept out, with why after. */
const NO_NEW_DEPENDENCIES = /^no\s+(?:new\s+|more\s+)?(?:runtime\s+|third-party\s+|external\s+|npm\s+|extra\s+|heavy\s+)?(?:dependencies|deps|packages|libraries|libs|gems|crates|pods)\b(?:\s+(?:beyond|besides|other than|apart from|except(?:\s+for)?)\s+[\w.@/-]+(?:\s+and\s+[\w.@/-]+)?)?(?:\s+(?:in|for)\s+(?:the\s+)?[\w-]+(?:\s+[\w-]+)?)?\s*[,;—–]\s*(?!(?:thanks|please|just|for now|this time|i|i'll|you)\b)\S/i;

/** A number the part must keep under, as a budget: "a 200ms p95 budget", "a hard 2MB size budget". */
const A_BUDGET = String.raw`(?:a\s+|an\s+)?(?:hard\s+)?\d[\d.,]*\s*(?:ms|s|kb|mb|gb|%|rps|req\/s)\s+(?:p\d\d\s+)?(?:(?:latency|size|error|performance|memory|bundle|response[- ]time|uptime|availability)\s+)?(?:budget|sla|slo)`;

/** What a part needs now, not for good: "needs fixing", "needs a fix", "needs more memory", "needs to be looked at". */
const NEED_NOW = String.raw`(?:fixing|updating|changing|cleaning|cleanup|reworking|some work|work|attention|a (?:fix|rework|cleanup|look)|more\s+\w+|less\s+\w+|to be (?:fixed|updated|changed|cleaned up|looked at))`;
const NEEDS_NOW = new RegExp(String.raw`^\s+needs?\s+${NEED_NOW}\b`, 'i');

/** The forms of a rule given with its reason or its scope (reasonedRule): each is enough on its own. */
const REASONED_RULES: RegExp[] = [
  // "keep the public API the same though, three other services call it": a part kept as it is, and who else relies on it
  /^(?:please\s+)?keep\s+(?:the\s+)?(?:public\s+)?(?:api|apis|interface|signatures?|schema|contract|format|response shape|exports?)\s+(?:the\s+same|stable|unchanged|as\s+(?:it\s+)?is)\b[^,;]{0,12},\s+(?:two|three|four|five|several|many|\d+|other)\s+(?:other\s+)?(?:services|teams|apps|clients|repos|packages|consumers)\s+(?:call|use|import|depend\s+on|rely\s+on|read|consume)\s+(?:it|them)\b/i,
  // "we need a justification string for every new Android permission, Play review rejects the build without one": what
  // every new one of a kind needs, and why
  /^we\s+(?:always\s+)?need\s+(?:a|an)\s+[^,;]{2,40}?\s+for\s+(?:every|each|any)\s+(?:new\s+)?[\w-]+(?:\s+[\w-]+)?\s*,\s+\S/i,
  // "we already ship Sentry in the app, don't add a second one": what the product has, and no second of it
  /^we\s+already\s+(?:ship|use|run|bundle|include)\s+(?!(?:one|it|that|this|them)\b)(?![^,;]*\bfor\s+(?:that|this|it)\b)[^,;]{2,40},\s+(?:so\s+)?(?:please\s+)?(?:don'?t|do not|never)\s+(?:add|pull in|bundle|ship|install)\s+(?:a\s+|any\s+)?(?:second|another|other)\b/i,
  // "we don't share deploy users, every engineer gets their own through SSO": what the team never shares, and what each has instead
  /^we\s+(?:don'?t|do not|never)\s+share\s+(?!(?:it|this|that|them)\b)[\w-]+(?:\s+[\w-]+)?\s*,\s+(?:every|each)\s+[\w-]+\s+(?:gets|has)\s+(?:their|its|his|her)\s+own\b/i,
  // "push notification copy has to be approved by marketing before it ships": whose approval a kind of output needs first
  /^(?!(?:i|it|this|that|you|my|your)\b)[^,;]{3,60}?\b(?:has|have|needs?)\s+to\s+be\s+(?:approved|signed off(?:\s+on)?|reviewed|checked|cleared|vetted)\s+by\s+(?!(?:me|you|him|her)\b)[\w-]+(?:\s+[\w-]+)?\s+before\s+(?:it|they|anything|we|you)\s+(?:ships?|goes?\s+out|goes?\s+live|launch(?:es)?|merges?|deploys?|publish(?:es)?|sends?|is sent|are sent)\b/i,
  // "terraform plan output has to be pasted in the PR before anyone approves": what a review needs first
  /^(?!(?:i|it|this|that|you)\b)[^,;]{3,60}?\b(?:has|have|needs?)\s+to\s+be\s+\w+(?:ed|en)\b[^,;]{0,40}\bbefore\s+(?:anyone|anybody|someone|we|you|a reviewer|the reviewer)\s+(?:approves?|merges?|reviews?|deploys?)\b/i,
  // "exit codes matter, scripts depend on them", "the public api is load-bearing, three other teams depend on it",
  // "the mobile app depends on the old field names, don't rename them": what others rely on (not "it matters", "this test depends on the db")
  /^(?!(?:i|i'm|it|it's|this|that|these|those|you|he|she|they|there|my|your)\b)[\w.-]+(?:\s+[\w.-]+){0,3}\s+(?:matters?|(?:is|are)\s+load-bearing)\s*[,;:]\s+(?!(?:i|you|we)\b)(?:[\w.-]+\s+){0,3}(?:depends?|rel(?:y|ies))\s+on\s+(?:them|it)\b/i,
  /^(?!(?:i|i'm|it|it's|this|that|these|those|you|he|she|they|there|my|your)\b)[\w.-]+(?:\s+[\w.-]+){0,3}\s+(?:depends?|rel(?:y|ies))\s+on\s+(?:the|our|its|their)\s+[\w.-]+(?:\s+[\w.-]+){0,2}\s*[,;]\s+(?:so\s+)?(?:please\s+)?(?:don'?t|dont|do not|never)\s+(?:change|rename|remove|break|touch|reorder|renumber)\s+(?:them|it)\b/i,
  // "we're on Node 20, so don't use APIs that need 22", "the billing module is deprecated; don't add features to it"
  // (not "…; don't forget to back up first", "…; never mind the old commits": the work at hand)
  /(?:,\s+so|;)\s+(?:please\s+)?(?:(?:don'?t|do not)(?!\s+(?:forget|worry|bother|mind)\b)|never(?!\s+mind\b)|always|avoid|ask|check with|talk to|ping|(?:tell|warn|ask) me (?:before|first)|let me know (?:before|first))\b/i,
  // "our error messages are reviewed by legal so dont change the wording": the same without the
  // comma, when a thing (not the speaker, not the thing at hand) is the reason
  /^(?!(?:i|i'm|im|it|it's|its|this|that|these|those|you|he|she|they|there)\b)[^,;]{10,}?\s+so\s+(?:please\s+)?(?:don'?t|dont|do not|never)\s+(?!(?:worry|bother|panic|stress|feel|be|wait|expect|forget|mind)\b)\w+/i,
  // "the benchmarks in benches/ take 40 minutes, never run them as part of a normal check", "the e2e suite is slow, only
  // run it when I ask" — slow, with when it may run: what a kind of run costs, and the order it implies (not "the test is
  // slow, don't run it"; "this test takes a minute, don't wait for it", "…, don't run it now")
  /^(?!(?:i|i'm|im|it|it's|its|this|that|these|those|you|he|she|they|there)\b)[^,;]{6,}?\s+(?:takes?\s+(?:about\s+|around\s+|over\s+|almost\s+|more than\s+|like\s+|roughly\s+|nearly\s+|~)?(?:\d+|an?|one|two|three|several|many)\s+(?:minutes?|mins?|hours?|hrs?)|(?:is|are)\s+(?:really\s+|super\s+|very\s+|pretty\s+|quite\s+|painfully\s+)?(?:slow|expensive|costly)(?=[^.!?]*\b(?:unless|only|(?:when|if)\s+i|every|each|routinely|by default|locally|as part of)\b))\b[^,;]*(?:[,;]\s+(?:so\s+)?|\s+so\s+)(?:please\s+)?(?:never|don'?t|do not|only)\s+(?:ever\s+)?(?:run|start|trigger|kick off)\s+(?:it|them)\b(?![^.!?]*\b(?:now|today|tonight|yet|this time|for this)\b)/i,
  // "our release is on the 14th, so no breaking changes until then"; "…, so feel free to use match statements"
  /,\s+so\s+(?:no\s+(?!(?:worries|problem|need|rush|big deal)\b)\w+[^,;]*\b(?:until|before|after|in (?:the|this|our|dev|staging|tests|logs|ci|fixtures|(?:one|a single) (?:step|migration|deploy|release|commit|pr))|to (?:the|our)|on (?:the|our))\b|feel free to\s+\w+|you can (?:use|rely on|assume)\s+\w+)/i,
  // "our support team reads the error messages customers see, so keep them non-technical": how a kind of thing is to be kept, and why
  /^(?!(?:i|i'm|im|it|it's|its|this|that|these|those|you|he|she|they|there)\b)[^,;]{10,},\s+so\s+(?:please\s+)?keep\s+them\s+\S/i,
  // (who reads them said first, the way to write them after: "my manager reads the PR descriptions, write them for a non-engineer")
  /^(?!(?:i|i'm|im|it|it's|its|this|that|these|those|you|he|she|they|there)\b)[^,;]{3,40}?\s(?:reads?|reviews?|sees?)\s+(?:the|our|all|every|my)\s+[^,;]{3,40},\s+(?:so\s+)?(?:please\s+)?(?:keep|write|make)\s+them\s+(?:for|like|as|in|short|simple|plain|non-technical|jargon-free)\b/i,
  // "we're sunsetting v1 on 2027-01-31, don't build on it", "the soap api is frozen, we only fix security bugs in it":
  // news with the order or the bound it implies
  /\b(?:deprecat\w*|sunset\w*|legacy|frozen|end of life|end-of-life|eol|going away|(?:switched|turned) off|shut down|decommission\w*|being (?:removed|replaced|retired|phased out)|will be (?:removed|deleted|retired|replaced)|\d{4}-\d{2}-\d{2})\b[^,;]*,\s+(?:please\s+)?(?:don'?t|do not|never|(?:we\s+)?only\s+(?!(?:once|twice|now|here|a few|some)\b)\w+|no\s+new\s+\w+)\b/i,
  // "the legacy admin panel is PHP 5.6 and can't be upgraded, so keep any changes there syntax-compatible": a part held
  // where it is, and how every change to it is to be made
  /^(?!(?:i|it|this|that|you)\b)[^,;]{4,80}?\b(?:(?:can'?t|cannot|won'?t)\s+be\s+(?:upgraded|updated|migrated|rebuilt|replaced)|(?:is|are)\s+(?:stuck|pinned)\s+(?:on|at|to))\b[^,;]*,\s+so\s+(?:please\s+)?(?:always\s+)?(?:keep|make|write|test)\s+(?:any|all|every|each)\s+[\w-]+/i,
  // "the Android app still supports API 26 because a big customer's scanners run Android 8": the oldest version, and why it stays
  /^(?:the|our)\s+(?:[\w-]+\s+){0,2}(?:app|apps|site|sdk|library|lib|client|cli|firmware|plugin|extension|build|backend|api)\s+still\s+(?:supports?|targets?|runs? on)\s+(?:[\w.-]+\s+){0,2}\d+(?:\.\d+)*\b[^,;]*?\s+(?:because|since|as)\s+(?![^,;]*\b(?:i|i'm|you|nobody|no one|yet|now|forgot|haven'?t|hasn'?t|didn'?t)\b)\S.{8,}$/i,
  // "the android app still supports api level 24, so check compat for any new apis": the oldest version, and the care it asks
  /\b(?:still\s+)?(?:supports?|targets?|runs? on)\s+(?:[\w.-]+\s+){0,2}\d+(?:\.\d+)*\b[^,;]*,\s+so\s+(?:please\s+)?(?:always\s+)?(?:check|test|verify|make sure|be careful|watch|double-check)\b/i,
  // "the flash on this board is 256k, so watch the binary size when you add libraries": a bound, and the check each change of a kind asks
  /,\s+so\s+(?:please\s+)?(?:always\s+)?(?:watch|mind|check|keep an eye on|measure)\s+(?!(?:it|this|that|them)\b)[^,;]{2,40}?\s+(?:when(?:ever)?|every time|each time|any time)\s+(?:you|we|someone|anyone)\s+(?:add|change|touch|pull in|bump|update|upgrade|introduce)\b/i,
  // "we moved to hooks a while ago, no new class components": a change, then no new work of the old kind
  /^(?:we|the team)(?:'ve| have)?\s+(?:(?:already|recently|finally)\s+)?(?:moved|migrated|switched)\s+(?:over\s+)?(?:to|from)\s+[^,;]{2,40},\s+(?:so\s+)?no\s+(?:more\s+)?new\s+[\w-]+(?:\s+[\w-]+)?[.!]*$/i,
  // "we already have lib/time.py for that, put date helpers there": where the team keeps a kind of code, said as where to put it
  /^we\s+(?:already\s+)?have\s+`?[\w./-]*[./][\w./-]+`?\s+for\s+(?:that|this|those|these)\s*[,;]\s+(?:so\s+)?(?:please\s+)?(?:put|keep|add|move)\s+[^,;]{2,40}?\s+(?:there|in it|in there)\b/i,
  // "the analytics events are defined in tracking-plan.yaml, add new ones there first": the one place a kind is declared, and new ones go there
  /^(?:the|our|all)\s+[^,;]{3,40}?\s+(?:are|is|live|lives)\s+(?:all\s+)?(?:defined|declared|listed|kept|registered|configured)\s+in\s+\S+\s*[,;]\s+(?:so\s+)?(?:please\s+)?(?:always\s+)?(?:add|put|register|define|declare)\s+(?:any\s+|every\s+|all\s+)?new\s+(?:ones?|[\w-]+)\s+(?:there|in it|in there)\b/i,
  // "the customer is german so all the texts in the UI must be in german": a fact, then what every one of a kind must be
  // (not trouble of the day: "the build is broken so all the PRs must wait")
  /^(?!(?:i|i'm|it|it's|this|that|you)\b)(?![^,;]*?\b(?:broken|broke|down|fail\w*|crash\w*|flaky|slow|stuck|blocked|red|late|behind|today|tomorrow|tonight)\b[^,;]*?\bso\b)[^,;]{6,80}?(?:,\s*|\s+)so\s+(?:all|every|each|any)\s+[^,;]{2,40}?\s+(?:must|should|has to|have to|need to|needs to)\s+(?!be\s+(?:fixed|changed|updated|redone|bigger|smaller|shorter|longer)\b)\S/i,
  // "ci takes ~25 min so batch your pushes": what a slow or costly thing asks of the work
  /^(?!(?:i|i'm|it|this|that|you)\b)(?:the\s+|our\s+)?[\w-]+(?:\s+[\w-]+)?\s+(?:takes?|costs?|is|are)\s+[^,;]{2,30}?,?\s+so\s+(?:please\s+)?(?:always\s+)?(?:batch|group|bundle|squash|avoid|limit|plan|combine)\b/i,
  // "the orders table is huge, always paginate queries against it": how a part is, and what to always do because of it
  // (not "the build is broken, always check ci first": trouble, and what to do about it now)
  new RegExp(`^(?!(?:i|it|this|that|you)\\b)(?:the|our)\\s+[\\w-]+(?:\\s+[\\w-]+)?\\s+(?:is|are)\\s+(?![^,;]*(?:${TROUBLE.source}|\\boff\\b))[^,;]{2,30},\\s+(?:so\\s+)?(?:please\\s+)?always\\s+\\w+`, 'i'),
  // "the security audit starts on the 15th, until then no new dependencies": what starts when, and what holds until it does
  /^(?!(?:my|i|i'm|our (?:vacation|holiday|trip|offsite))\b)[^,;]*\b(?:starts?|begins?|kicks? off|lands?)\s+(?:on|in|at|next)\b[^,;]*,\s+(?:until then|till then|before that|until it'?s (?:over|done))\s*,?\s+(?:please\s+)?(?:no|don'?t|never|only)\b/i,
  // "the ios app's min version is 16, so no swiftui apis from 17": the oldest version, and what it rules out
  // (or the care it asks: "the min sdk is 26, so check compat for anything newer")
  // (or the oldest compiler said by its acronym alone: "MSRV is 1.74, so no let-else chains")
  /^(?:(?:the|our)\s+[\w'-]+(?:\s+[\w'-]+){0,3}\s+(?:min(?:imum)?\s+)?(?:version|target|sdk|api level)|(?:(?:the|our)\s+)?(?:[\w-]+\s+)?msrv)\s+is\s+[\w.]*\d[^,;]*,\s+so\s+(?:no\s+(?!(?:wonder|worries|problem|idea|way|need)\b)\w+|(?:please\s+)?(?:always\s+)?(?:check|test|verify|guard)\b)/i,
  // "deep links are handled in one place, DeepLinkRouter, add new routes there": where new things of a kind go
  /^(?!(?:this|that|it|i|you)\b)(?![^.]*\b(?:broken|breaks|crash\w*|mess|red|fails?|failing|anyway)\b)[^,;]{8,}[,;].*[,;]\s*(?:so\s+)?(?:please\s+)?(?:always\s+)?(?:add|put|register|declare)\s+(?:all\s+|any\s+)?new\s+[\w-]+\s+(?:there|in it|to it)\s*[.!]?$/i,
  // "the CSV files we get from partners are always Latin-1, not UTF-8, so decode them explicitly": what they always are, and the care it asks
  /\b(?:is|are)\s+always\s+[\w.-]+(?:,\s*not\s+[\w.-]+)?,\s+so\s+(?:please\s+)?(?:always\s+)?\w+\s+(?:them|it|those)\b/i,
  // "if you could always run the tests before committing, that would be great": a rule asked politely
  /^if you could (?:please\s+)?(?:always|every time|from now on|in (?:the )?future)\b[^,]*,\s*(?:that'?d|that would|it'?d|it would) be\b/i,
  // "…, so prefer .ts for any new file": what new work is written in
  /,\s+so\s+(?:please\s+)?(?:always\s+)?(?:prefer|use|write)\s+[^,]{1,30}?\s+for\s+(?:any|all|every|each)\s+new\s+\w+/i,
  // "…, so run builds through turbo, not npm scripts": an order with the way it replaces
  /,\s+so\s+(?:please\s+)?(?:use|run|put|keep|write|call|go through)\b.*\b(?:not|instead of|rather than)\b/i,
  // "…, so new endpoints should be gRPC"; not "…, so I think …", "…, so it must have been tough", nor after what was just
  // done, "we merged the PR, so no one needs to review the migration again" (looked back for only at a comma: before
  // it, the look-behind would scan back from every position of a long sentence)
  /,(?<!^(?:we|i)\s+(?:just\s+)?\w+ed\b[^,;]*,)\s+so\s+(?!(?:i|it|that|this|you|he|she|they)\b)(?![^,;]*\bagain\b)[^,;]{2,40}?\b(?:should|must|needs? (?:a|an|the|to)|has to|have to)\s+(?!have\b)\w+/i,
  // "for this project, use the helper", "in this repo we squash"; not "for this project: it's broken", a state of it
  /^(?:for|in) this (?:project|repo(?:sitory)?|codebase|code base|monorepo)\b[,:]?\s+(?!(?:it|this|that|there)(?:'s|\s+is|\s+was)\b|i(?:'m)?\b)\S+\s+\S+/i,
  // "when in doubt, ask me rather than guessing"
  /^(?:when|if) (?:in doubt|unsure|(?:you'?re|you are) (?:not sure|unsure))(?:\s+about\s+[\w\s-]{2,30}?)?[,:]?\s+(?:please\s+)?(?:always\s+)?(?:ask|ping|follow|copy|do what|don'?t|do not|never)\b/i,
  // "all timestamps are UTC; convert only in the UI": a fact, then the one place to act on it
  /;\s+(?!(?:it|this|that|they|he|she|i|we|you)\b)\w+\s+only\s+(?:in|on|at|through|via|with|from|when|if)\b/i,
  /^(?:our|the)\s+(?:\w+\s+)?(?:convention|conventions|house style|style rule|rule of thumb|policy)\s+(?:here\s+|in this \w+\s+)?(?:is|are|says?|states?|requires?)\b/i,
  // "we have the rule that every endpoint need the authentication"
  /^we\s+have\s+(?:a|the|this|an)\s+(?:rule|convention|policy|agreement|guideline)\s+(?:here\s+)?(?:that|to)\s+\S/i,
  // "my boss wants all the commits to have the ticket number": a rule from whoever sets them
  /^(?:my|our)\s+(?:boss|manager|lead|team lead|tech lead|cto|pm|product owner|advisor|adviser|supervisor|pi|editor)(?:\s+(?:(?:dr|prof|mr|mrs|ms)\.?\s+)?[a-z][\w'-]+)?\s+wants?\s+(?:that\s+)?(?:all|every|each|no)\s+\S/i,
  // (not "ask me before you push this": the thing at hand)
  // ("tell me next time before touching resource limits": told, not asked, before a kind of change)
  /^(?:please\s+)?(?:always\s+)?(?:ask|check with|ping|tell|warn) (?:me|us|first)\b(?:\s+next\s+time)?(?![^,;]*\b(?:this|that|it|these|those|them)\s*[.!]*$)(?![^,;]*\b(?:this|that)\s+(?:pr|pull request|branch|commit|file|change|diff|function|test|task|ticket|one)\b).*\bbefore\b/i,
  // "after a change in schema.prisma always run prisma generate": a habit tied to a kind of change
  /^(?:after|before|when(?:ever)?)\s+(?:each\s+|every\s+|any\s+|a\s+)?\w+[^,]{0,60}?,?\s+always\s+(?:run|use|check|update|regenerate|rebuild|restart|add|write|bump|commit|push|test|lint|format|clear|re-?run)\b/i,
  // "my english is not so good, keep answers simple": a reason, then an order on how to answer
  /,\s+(?:so\s+)?(?:please\s+)?keep\s+(?:your\s+|the\s+)?(?:answers|responses|replies|explanations|messages)\b/i,
  // "translations go to locales/*.json, dont hardcode strings": a fact, then the order it implies
  // (not the work's own need and its bound: "the webhook handler needs a fix, don't touch the parser though")
  new RegExp(String.raw`^(?!(?:this|that|it|these|those)\b)(?![^,]*\bneeds?\s+${NEED_NOW}\b)[^,]+,\s+(?:so\s+)?(?:please\s+)?(?:don'?t|dont|do not|never)\s+(?:hard-?code|hand-?edit|edit|touch|commit|import|duplicate)\b(?![^,;]*\bthough\s*[.!]*$)`, 'i'),
  // "the CODEOWNERS file decides reviewers, don't add reviewers by hand": what does a kind of work, so not by hand
  // (or what a part is like, so not for anything users see: "the analytics replica can be 5 min behind, don't read from it for anything user-facing")
  // (not "…, don't fix it by hand": the thing at hand; nor "the deploy is running, …": the moment)
  /^(?!(?:i|i'm|im|it|it's|its|this|that|these|those|you|he|she|they|there)\b)(?![^,;]*\b(?:(?:is|are)\s+(?:\w+ing|down|broken|done|over|gone)|now|yet|today|still)\b)[^,;]{8,},\s+(?:so\s+)?(?:please\s+)?(?:don'?t|dont|do not|never)\s+(?:ever\s+)?\w+\s+(?!(?:it|that|this|them|these|those|the (?:file|test|change|fix|one))\b)[^,;]{2,40}?\s+(?:by hand|manually|for anything (?:user|customer)-facing)\s*[.!]?$/i,
  // "anything touching the customer-facing api needs a canary": what any change to a part must go through
  /^(?:anything|everything|any (?:change|code|pr|commit))\s+(?:that\s+)?(?:touch(?:es|ing)|chang(?:es|ing)|modif(?:ies|ying)|affect(?:s|ing))\s+(?!(?:this|that|these|those)\b)[^,;]{2,50}?\s+(?:needs|requires|must (?:have|get|go)|has to (?:have|get|go)|goes through)\s+(?!(?:fixing|work|a fix|attention|updating|changing|cleaning)\b)\S/i,
  // "mark gpu tests with @pytest.mark.gpu", "tag flaky specs as quarantined": how every one of a kind is marked
  /^(?:please\s+)?(?:always\s+)?(?:mark|tag|label|decorate|annotate)\s+(?:all\s+)?(?!(?:the|these|those|this|that|my|your)\b)(?:[\w-]+\s+)?(?:tests|specs|functions|files|components|endpoints|jobs|migrations|commits|branches|prs|issues|tickets)\s+(?:with|as|using)\s+\S/i,
  // "assets over 1mb go to git lfs": where a kind of file past a size goes
  /^(?:all\s+)?(?:[\w-]+\s+)?(?:assets|images|binaries|binary files|large files|files|videos|uploads|blobs|artifacts)\s+(?:over|above|bigger than|larger than)\s+\d+\s*(?:kb|mb|gb)\s+(?:go|must go|should go|belong|are stored)\s+(?:to|in|into|through)\s+\S/i,
  // "seeds are fixed to 1337 in every experiment": a value kept the same everywhere (not "the seed is set to 42 in this test",
  // "the port is set to 3000")
  /^(?:all\s+|the\s+|our\s+)?(?:random\s+)?seeds?\s+(?:are|is)\s+(?:always\s+)?(?:fixed|pinned|hardcoded|locked|set)\s+(?:to|at)\s+\d+(?![^,;]*\b(?:this|that|for now|today)\b)/i,
  /^(?:all\s+|the\s+|our\s+)?(?:timeouts?|batch sizes?|versions?|locales?|time ?zones?)\s+(?:are|is)\s+(?:always\s+)?(?:fixed|pinned|hardcoded|locked)\s+(?:to|at)\s+\S+\s+(?:everywhere|in every|in all|across)\b/i,
  // "our backend speaks snake_case json": the casing a part's data is in (and another part's after "but": "our API
  // returns snake_case but the frontend wants camelCase")
  /^(?:the|our)\s+(?!(?:this|that)\b)[\w -]{2,30}?\s+(?:speaks|returns|uses|emits|sends|expects|accepts)\s+(?:snake_case|snake case|camelcase|camel case|kebab-case|pascalcase|pascal case)\b(?![^.!?]*\b(?:but(?!\s+(?:the|our)\s+[\w -]{2,30}?\s+(?:speaks|wants|expects|uses|needs|accepts)\s+(?:snake|camel|kebab|pascal)[_ -]?case\b)|fix|why|wrong|instead|now)\b)/i,
  // ("the public API is snake_case and can't change without a new version": said with "is", of a part whose names it is)
  /^(?:the|our)\s+(?:[\w-]+\s+){0,2}(?:api|apis|json|payloads?|responses?|backend|database|db|schema|columns|tables|fields|keys|events|urls?|routes|endpoints)\s+(?:is|are)\s+(?:all\s+)?(?:snake_case|snake case|camelcase|camel case|kebab-case|pascalcase|pascal case)\b(?![^.!?]*\b(?:but(?!\s+(?:the|our)\s+[\w -]{2,30}?\s+(?:speaks|wants|expects|uses|needs|accepts)\s+(?:snake|camel|kebab|pascal)[_ -]?case\b)|fix|why|wrong|instead|now)\b)/i,
  // "(it) is forbidden to log the passwords or the tokens in any place": a prohibition said of the team's work
  /^(?:it(?:'s|\s+is)\s+|is\s+)(?:strictly\s+)?(?:forbidden|prohibited|not allowed|not permitted|banned)\s+to\s+(?!(?:me|you|us)\b)\w+/i,
  // "customer data never leaves the eu region", "PII never gets logged": where a kind of data may never go (not "my uploads never get sent")
  /^(?!(?:my|your|his|her|this|that|these|those)\b)(?:the\s+|our\s+|all\s+|any\s+)?(?:[\w-]+\s+){0,3}(?:data|pii|secrets?|keys?|tokens?|passwords?|credentials|logs?|backups?|traffic|emails?|uploads?|card numbers?)\s+(?:never|must never|must not|can'?t|cannot|may not)\s+(?:leaves?|(?:goes?|ends?\s+up)\s+(?:into|in|to)|(?:gets?|be)\s+(?:logged|stored|committed|cached|sent)|touch(?:es)?|cross(?:es)?)\b/i,
  // "feature work happens on short-lived branches off main, no long-running develop branch": where a kind of work is branched
  /^(?:all\s+)?(?:feature work|features|new work|development|changes|fixes|hotfixes|releases)\s+(?:happens?|goes?|live|lives|are done|is done|are made)\s+on\s+(?:short-lived\s+|separate\s+)?(?:feature\s+|release\s+)?branches\s+(?:off|from|cut from)\s+\S/i,
  // "the `--dry-run` flag is mandatory when you run `scripts/backfill.ts` against prod": what a kind of run must have
  /^(?:the\s+)?\S+\s+(?:flag|option|step|review|check|approval|backup)\s+is\s+(?:mandatory|required|compulsory|a must)\s+(?:when(?:ever)?|before|for)\s+(?:you\s+|we\s+|anyone\s+)?(?!(?:this|that|it)\b)\S/i,
  // "push certificates expire every year in march, renew them in february": what expires on a schedule, and when to act
  /^(?:the\s+|our\s+)?(?:[\w-]+\s+){0,2}(?:certificates?|certs?|tokens?|keys?|licen[cs]es?|domains?|passwords?|secrets?|subscriptions?)\s+expires?\s+(?:every|each)\s+[\w-]+(?:\s+in\s+[\w-]+)?\s*,\s*(?:so\s+)?(?:please\s+)?(?:renew|rotate|replace|update)\s+(?:them|it)\b/i,
  // "the team is in three timezones, so async updates in the PR beat meetings": how the team works because of where it is
  /^(?:the|our)\s+team\s+is\s+(?:in|across|spread (?:over|across))\s+(?:\w+\s+)?time ?zones\s*,\s*so\s+\S/i,
  // "the checkout flow is the most sensitive code we have, be extra careful there": the part that asks for care
  /^(?:the|our)\s+[\w-]+(?:\s+[\w-]+){0,2}\s+(?:is|are)\s+the\s+most\s+(?:sensitive|critical|fragile|important|dangerous|risky)\s+(?:code|part|module|service|path|thing)\b[^,;]*[,;]\s*(?:so\s+)?(?:please\s+)?(?:be\s+(?:extra\s+|very\s+|really\s+)?careful|tread carefully|double-check)/i,
  // "seed everything with 1337 so runs are reproducible": one seed for all randomness
  /^(?:always\s+)?seed\s+(?:everything|all\s+(?:the\s+)?[\w-]+|every\s+[\w-]+|the\s+rngs?|random(?:ness)?)\s+with\s+\d+/i,
  // "experiments go in experiments/<date>-<name>": where every one of a kind goes, by a pattern
  /^(?:all\s+|new\s+)?(?:[\w-]+\s+)?[\w-]+s\s+(?:go|live|belong)\s+(?:in|into|under)\s+[\w./-]*[<{*][\w./<>{}*-]*/i,
  // "feature flags get removed within two sprints of full rollout": what every one of a kind gets, and by when
  /^(?:all\s+|our\s+|the\s+)?(?:[\w-]+\s+)?[\w-]+s\s+(?:get|are|must be|have to be|should be)\s+(?:removed|deleted|cleaned up|archived|reviewed|rotated|updated|answered|merged|closed|triaged|backported)\s+within\s+(?:\d+|a|an|one|two|three|four|five|six|seven|ten|fourteen|thirty)\s+(?:hours?|days?|weeks?|sprints?|months?|business days?|releases?)\b/i,
  // "if a migration takes longer than a minute on staging, it needs a plan in the PR description": a kind past a bound, and what it needs
  /^(?:if|when)\s+(?:a|an|any)\s+[\w-]+(?:\s+[\w-]+)?\s+(?:takes|is|has|touches|changes|needs|adds|runs)\s+[^,]{3,50},\s*(?:it|they)\s+(?:needs?|must|should|has to|have to|requires?)\s+\S/i,
  // "the pre-commit hook runs ruff and mypy, don't skip it with --no-verify", "never commit with --no-verify": the check not to skip
  /^(?:the|our)\s+(?:pre-?commit|pre-?push|commit-msg|git)\s+hooks?\s+[^,;]{3,60},\s*(?:so\s+)?(?:please\s+)?(?:don'?t|never|do not)\s+(?:skip|bypass|disable)\b/i,
  /^(?:please\s+)?(?:never|don'?t|do not)\s+(?:use|pass|commit with|push with|run git commit with)\s+--no-verify\b/i,
  // "headings in our UI copy are sentence case", "all env vars are screaming snake case": how a kind of thing is cased
  // (not "the title is lower case, fix it", "these are camel case but should be snake case", "some files are lower case")
  /^(?!(?:this|that|these|those|my|your|it|i|some|most|many|few|several|a few|two|three|half)\b)(?:all\s+)?(?:(?:the|our)\s+)?(?:[\w-]+\s+){0,4}?(?:[\w-]+s|copy|text)\s+(?:in\s+(?:the\s+|our\s+)?[\w-]+(?:\s+[\w-]+)?\s+)?(?:are|is|must be|should be|stay)\s+(?:always\s+)?(?:in\s+)?(?:sentence|title|lower|upper|camel|snake|kebab|pascal|screaming[-_ ]snake)[-_ ]?case\b(?![^.!?]*\b(?:but|fix|change|why|wrong|instead|now)\b)/i,
  // "test files are named *.spec.ts, never *.test.ts": how a kind of thing is named (not "the files are named weirdly")
  /^(?:all\s+)?(?:our\s+)?(?:(?!(?:the|this|that|these|those|my|your|our|some)\b)[\w-]+\s+)?(?:files|tests|test files|components|branches|migrations|tables|columns|variables|classes|functions|modules|packages|env vars|endpoints|topics|queues|buckets)\s+(?:are|must be|should be)\s+(?:always\s+)?named\s+(?:\S*[*._/<>{}]\S*|(?:in\s+)?(?:camel|snake|kebab|pascal|screaming)[-_ ]?case\b|after\s)/i,
  // "we're on Python 3.9 in production, so no match statements": a version, and what it rules out
  // ("The client is on shared hosting with PHP 7.4, so nothing that needs PHP 8": where it runs, said before the version)
  new RegExp(
    String.raw`^(?:we(?:'re| are)(?: still)?|we (?:still )?(?:support|target)|our [\w-]+(?: [\w-]+)? (?:still )?(?:is|are|runs?|uses?|has|supports?|targets?)(?: still)?|the [\w-]+(?: [\w-]+)? (?:still )?(?:is|runs?|uses?|has|supports?|targets?)(?: still)?|prod(?:uction)? (?:still )?(?:is|runs?))\s+(?:on\s+)?(?:(?:[\w-]+\s+){1,3}with\s+)?(?:[A-Za-z][\w.+#-]*\s+)?\d+(?:\.\d+)*\b[^,;]*?(?:,\s*not\s+[\w.-]*\d[\w.]*(?:\s+yet)?)?,?\s+so\s+(?:no\s+(?!${SO_NO_ANSWER}\b)\w+|nothing\s+(?:that\s+)?(?:needs?|requires?)\s+\S)`,
    'i',
  ),
  // "every change to the save format needs a migration in SaveMigrator": what each change of a kind must bring
  /^(?:[^,;]*,\s*)?(?:every|each|any)\s+(?:change|update|edit|bump|addition|release)\s+(?:to|of|in)\s+(?!(?:this|that|it)\b)[^,;]{2,30}?\s+(?:needs?|requires?|must (?:have|come with|include)|has to (?:have|come with|include))\s+(?:a|an)\s+\S/i,
  // "pagination everywhere is cursor based, offsets are not allowed in new endpoints": what a kind of new work may not have
  /\b(?:are|is)\s+(?:not allowed|forbidden|banned|prohibited)\s+(?:in|for|on)\s+(?:any\s+|all\s+)?(?:new\s+)?[\w-]+s\b/i,
  // "component names are PascalCase and files are kebab-case", "private fields use _camelCase": the case a kind of name is
  // written in
  /^(?:all\s+)?(?!(?:the|this|that|these|those|my|your|its|some|many|most|few|both|two|three)\b)(?:[\w-]+(?:\s+[\w-]+)?\s+)?(?:names|files|folders|directories|columns|tables|variables|constants|classes|types|components|hooks|keys|fields|properties|methods|functions|enums|members|routes|branches)(?:\s+(?:in|of|for)\s+[\w-]+)?\s+(?:are|must be|should be|use|must use|should use)\s+(?:always\s+|all\s+)?(?:in\s+)?_?(?:camel|snake|kebab|pascal|screaming(?:[-_ ]snake)?|upper|lower)[-_ ]?case\b/i,
  // "the JS bundle for the landing page must stay under 200kb": a budget a part of the product must keep
  /^(?:the|our|all|every|each)\s+(?:[\w-]+\s+){0,3}(?:bundles?|images?|payloads?|responses?|pages?|builds?|binar(?:y|ies)|containers?|lambdas?|queries|requests?|endpoints?|p\d\d|latency|cold starts?|startup)(?:\s+(?:for|of|on)\s+(?:the\s+|every\s+|each\s+|any\s+)?[\w-]+(?:\s+[\w-]+)?)?\s+(?:must|should|has to|have to|needs? to)\s+(?:always\s+)?(?:stay|be|remain|load|run|finish|respond|return)\s+(?:in\s+)?(?:under|below|within|less than|at most|no more than)\s+\d/i,
  // "keep the main bundle under 50 MB", "make sure the docker image stays under 200MB": the same budget, said as an order
  // (not "… for this release")
  /^(?:please\s+)?(?:always\s+)?(?:keep|make sure)\s+(?:the|our|all|every|each)\s+(?:[\w-]+\s+){0,3}(?:bundles?|images?|payloads?|responses?|pages?|builds?|binar(?:y|ies)|containers?|lambdas?|apks?|ipas?|app size|download size|install size|cold starts?|startup(?: time)?)(?:\s+(?:for|of|on)\s+(?:the\s+|every\s+|each\s+|any\s+)?[\w-]+(?:\s+[\w-]+)?)?\s+(?:(?:stays?|remains?|is|are)\s+)?(?:under|below|within|at most|no more than|less than)\s+\d[\d.,]*\s*(?:kb|mb|gb|kib|mib|gib|ms|s|seconds|%)(?![^,;]*\b(?:this|that|the next)\s+(?:pr|change|release|sprint|week|time)\b)/i,
  // "keep the bundle dependency-free": what a shipped part must stay free of
  /^(?:please\s+)?(?:always\s+)?keep\s+(?:the|our)\s+(?:[\w-]+\s+)?(?:bundle|package|library|lib|core|runtime|sdk|client|build|image|module)\s+(?:dependency-free|zero-dependency|free of (?:runtime\s+)?dependencies|without (?:runtime\s+)?dependencies|tree-shakeable|side-effect-free|framework-agnostic)\b(?![^,;]*\b(?:this|that|the next)\s+(?:pr|change|release|sprint|week|time)\b)/i,
  // the same budget, said as what the team has ("we have a 200ms p95 budget on the search endpoint")
  // or what the part has ("the inference service has a 50ms p99 budget")
  new RegExp(String.raw`^(?:(?:we\s+have|there'?s|there\s+is|our)\s+${A_BUDGET}\s+(?:on|for)\s+(?!(?:this|that|it)\b)(?:the\s+|every\s+|each\s+|all\s+)?[\w/-]+(?![^,;]*\b(?:can you|could you|please|but|missed|broke|blew)\b)|(?:the|our)\s+(?:[\w-]+\s+){0,3}(?:has|have|gets?)\s+${A_BUDGET}\b(?![^,;]*\b(?:can you|could you|please|now|today|but|missed|broke|blew)\b))`, 'i'),
  // "use float32 unless there's a measured reason for bf16": the default, and what alone overrides it
  /^(?:please\s+)?(?:always\s+)?(?:use|prefer|default to|stick to|go with)\s+(?!(?:this|that|it|the (?:first|second|other|old|new))\b)[\w.+#-]+(?:\s+[\w.+#-]+)?\s+unless\s+(?!(?:you|i)\s+(?:think|want|prefer|say|feel|see)\b)\S/i,
  // "the nightly retrain kicks off at 1am UTC, don't deploy models between 1 and 3": when a job runs, and what not to do then
  /^(?:the|our)\s+(?:[\w-]+\s+){0,3}(?:runs?|kicks? off|starts?|happens?|fires?)\s+(?:at\s+\d|every|each|nightly|daily|weekly|hourly)[^,;]*[,;]\s*(?:so\s+)?(?:please\s+)?(?:don'?t|do not|never|avoid)\s+(?!(?:worry|bother|wait up)\b)\w+/i,
  // "error codes are defined in errors.ts, reuse them instead of inventing new ones": where a kind of thing is kept, and to use it
  /^(?:all\s+|the\s+|our\s+)?(?!(?:this|that|it|these|those)\b)[\w-]+(?:\s+[\w-]+)?\s+(?:are|is)\s+(?:all\s+)?(?:defined|declared|kept|listed|centrali[sz]ed|registered)\s+in\s+\S*[./]\S*\s*[,;—–]\s*(?:so\s+)?(?:please\s+)?(?:always\s+)?(?:reuse|use|import|extend|add to)\s+(?:them|those|it|that)\b/i,
  // "for anything UI, check it at 320px wide, a lot of our users are on small phones": how every one of a kind is checked
  /^for\s+(?:anything|everything|any|all|every)\s+(?:[\w-]+\s+)?[\w-]+\s*,\s*(?:please\s+)?(?:always\s+)?(?:check|test|run|look at|try|view|open|verify|preview)\s+(?:it|them)\s+(?:at|on|in|with|against|under)\s+(?!(?:the\s+)?(?:moment|once|now)\b)[^,;]{2,30}(?:\s*[,;]\s*(?!(?:can you|could you|please|i)\b)[^,;]{3,60})?[.!]*$/i,
  // "I want tests written before the fix when it's a bug": when the user wants a kind of work done, against the work it goes with
  /^i\s+(?:always\s+)?(?:want|like|prefer|expect)\s+(?:the\s+)?(?:failing\s+)?(?:tests?|prs?|commits?|docs|changes|migrations|reviews?|changelog entries)\s+(?:to\s+be\s+)?(?:written|added|run|opened|split|done|made|merged)\s+(?:before|after|first|ahead of|alongside|with)\s+(?:the\s+|any\s+|each\s+|every\s+)?(?:fix|fixes|change|changes|code|implementation|feature|merge|release|deploy)\b(?![^,;]*\b(?:this time|today|now|for this)\b)/i,
  // "we keep a CHANGELOG.md in Keep a Changelog format, update it in the same PR": a file the team keeps in a format, and when it is updated
  /^we\s+keep\s+(?:a|an|the)\s+[\w.-]+\s+(?:in|with)\s+[^,;]{3,40}?\s+(?:format|style|layout)\b(?:\s*[,;]\s*(?:please\s+)?(?:always\s+)?(?:update|edit|add to)\s+(?:it|them)\s+(?:in\s+the\s+same\s+(?:pr|commit)|with\s+(?:every|each)\s+(?:change|pr|release)))?[.!]*$/i,
  // "the legacy PHP admin is frozen, bug fixes only, no new features": a part closed to all but fixes
  /^(?:the|our)\s+(?:[\w.-]+\s+){0,3}[\w.-]+\s+(?:is|are)\s+(?:frozen|feature-frozen|in maintenance mode|maintenance-only)\s*[,;:—–]\s*(?:only\s+(?:bug|security|critical)\s+fixes|(?:bug|security|critical)\s+fixes\s+only)(?:\s*[,;]\s*no\s+new\s+(?:features|work|code|endpoints))?[.!]*$/i,
  // "support can impersonate users from the admin panel, so audit logging there is mandatory": what a team can do, and what it makes required
  /^(?:support|ops|admins|sales|finance|customer success|(?:the\s+)?[\w-]+\s+team)\s+can\s+(?!(?:you|we|i)\b)(?![^,;]*\b(?:it|this|that|now|today|yet)\b)[a-z]+\s+[^,;]{3,50},\s+so\s+(?![^,;]*\b(?:fix|it|this|that|now|today)\b)[^,;]{3,40}?\s+(?:is|are)\s+(?:mandatory|required|a must|non-negotiable)\b[^,;]{0,20}[.!]*$/i,
  // "reporting queries are raw SQL in reports/, the ORM can't express them": how a kind of code is written, plain, and where
  /^(?:all\s+|our\s+|the\s+)?(?!(?:these|those|my|your)\b)(?:[\w-]+\s+)?(?:queries|scripts|migrations|tests|jobs|handlers|components|hooks|workers|lambdas|functions|models|views|reports|pipelines|dags|styles|stylesheets|templates)\s+(?:are|stay)\s+(?:all\s+)?(?:written\s+in\s+)?(?:raw|plain|pure|vanilla|hand-?written)\s+[\w+#.-]+(?:\s+(?:in|under)\s+(?!(?:this|that|it)\b)\S+)?(?:\s*[,;—–]\s*(?!\s|(?:can you|could you|please|so)\b)[^,;]{3,60})?[.!]*$/i,
  // "max line length is 100 here": a style setting
  /^(?:the\s+|our\s+)?(?:max(?:imum)?\s+)?(?:line length|line width|print width|indent(?:ation)?(?: width)?|tab width|column limit)\s+(?:is|=|:)\s+\d+/i,
  // "when you add an endpoint, also update the openapi spec": what to do each time the agent does a kind of work
  // (without the comma too, before an order's first word: "when you write commit messages keep them under 72 chars"; and
  // a way to write it: "when you write SQL, uppercase the keywords"; not the one at hand, pointed back at: "when you
  // write the migration, format it nicely"; any order after "always": "when you write SQL, always qualify the schema";
  // said with its participle too, of a kind of code: "when writing migrations,
  // always make them reversible", not "when testing it, …", "when adding the button, …", "when picking endorsements, …")
  /^(?:(?:when(?:ever)?|if|each time|every time)\s+you\s+(?!(?:are|'re|re|get|have|'ve|finish|finished|can|could|want|need|see|think|like|do|did)\b)|when(?:ever)?\s+(?=\w+ing\s+(?!(?:it|this|that|them|the|my|your)\b)(?:new\s+)?(?:[\w-]+\s+)?(?:migrations?|tests?|specs?|components?|endpoints?|apis?|queries|query|functions?|classes|modules?|commits?|prs?|pull requests|code|docs|scripts?|handlers?|services?|schemas?|tables?|columns?|indexes|release notes|changelogs?|commit messages|sql|css|styles?|types?|hooks?|routes?|jobs?|workers?|configs?|dependencies|packages?|branches?|features?|fixtures?|mocks?|logs?|errors?)\b))(?!\w+\s+the\s+[^,]*,[^,]*\b(?:it|them)\b)\w+\b(?!\s+(?:it|this|that|them)\b)[^,]{0,60}?(?:,\s*|\s+(?=(?:also|always|never|keep|use|put|include|make sure|don'?t|do not)\s))(?:please\s+)?(?:also\s+)?(?:always\s+(?!(?:be|been|is|are|was|were|has|had|does|did|gets?|goes|fails?|breaks?|works?|happens?)\b)(?![a-z]+(?:[^s]s|ed|ing)\b)[a-z]+|(?:always\s+)?(?:use|run|regenerate|update|add|write|keep|check|test|retest|verify|make sure|make(?=\s+(?:them|each|every|all|sure|it)\b)|put|ask|ping|bump|tag|document|give|show|tell|start|lead|include|don'?t|do not|never|uppercase|lowercase|capitali[sz]e|prefix|pin|format|sort|quote|indent|wrap|avoid|prefer|follow|stick))\b/i,
  // "the mobile team depends on the /v2/feed endpoint, ping them before changing it": who depends on it, and whom to ask first
  /^(?!(?:i|it|this|that|you)\b)[^,]*\b(?:depends? on|relies on|rely on|reads? from|consumes?|calls?|uses)\b[^,]*,\s+(?:so\s+)?(?:please\s+)?(?:always\s+)?(?:ping|ask|tell|check with|talk to)\s+(?:them|him|her|me|us|the\s+[\w-]+(?:\s+team)?)\s+before\s+\w+ing\b/i,
  // "marketing owns the copy on the landing page, don't change text there": who owns it, so not the agent
  /^(?!(?:i|it|this|that|you)\b)[^,]*\b(?:owns?|owned by|belongs? to|maintained by|managed by|generated|reviewed by|approved by)\b[^,]*,\s+(?:so\s+)?(?:please\s+)?(?:don'?t|dont|do not|never)\s+\w+/i,
  // "cost matters here: prefer spot instances for batch jobs": what the team weighs, and the order it gives (or holds
  // sacred: "the holdout set is sacred, never tune on it")
  /^(?:the\s+)?[\w-]+(?:\s+[\w-]+)?\s+(?:matters?|is important|is critical|comes first|is non-negotiable|is a must|(?:is|are) (?:sacred|holy|untouchable|precious))(?:\s+(?:a lot|most))?(?:\s+(?:here|(?:on|in|for)\s+(?!(?:this|that|the)\b)[\w-]+|in this (?:repo|project|team|codebase)))?\s*[:,;—–-]\s*(?:please\s+)?(?:prefer|use|always|never|avoid|keep|don'?t|do not|every|all|each)\b/i,
  // "the main branch is protected, open a PR instead of pushing", "the analytics db is read-only for us, the data team owns it"
  // (not "the release branch is protected, i cannot push to it": the user's trouble of the moment)
  /^(?:the|our)\s+[^,]{2,40}?\s+(?:is|are)\s+(?:protected|read-only|locked|immutable|append-only)\b[^,]*,\s+(?!i\s+(?:can'?t|cannot|couldn'?t|am unable|am not able|don'?t have)\b)\S/i,
  // "use ripgrep instead of grep when you search the repo": a tool, the one it replaces, and the kind of work it is for
  /^(?:please\s+)?(?:always\s+)?use\s+[\w.-]+\s+(?:instead of|rather than|over)\s+[\w.-]+\s+(?:when(?:ever)?\s+you\s+(?!(?:are|get|have|finish|can|could|want|need|see|think|do)\b)\w+|for\s+(?:all|every|any)\s+\w+|for\s+\w+ing\b)(?![^,]*\b(?:this|that|it|now|here|today)\b)/i,
  // "use bullet points when you list options", "use absolute imports when you add a new module": an order for each time a
  // kind of work is done, said after it (not "use the helper when you fix this", "… when you get a chance")
  /^(?:please\s+)?(?:always\s+)?(?:use|prefer|add|write|put|include)\s+(?!(?:this|that|it|them)\b)[^,;]{2,40}?\s+when(?:ever)?\s+you\s+(?!(?:are|'re|get|have|finish|can|could|want|need|see|think|like|do|did|feel|find)\b)\w+\s+(?!(?:this|that|these|those|it|its|them|his|hers|yours|ours)\b)(?:(?:a|an|any|new|multiple|several)\s+(?:new\s+)?[\w-]+|[\w-]+s)\b(?![^,]*\b(?:this|that|it|now|here|today)\b)[.!]*$/i,
  // "reuse the components in packages/ui before writing new ones"
  /^(?:please\s+)?(?:always\s+)?(?:re-?use|use)\s+(?!(?:this|that|it|them)\b)[^,]{2,50}?\s+before\s+(?:writing|creating|adding|making|building|introducing)\s+(?:new|your own|another|a new)\b/i,
  // "the design system components are in packages/ui, reuse them before writing new ones": where they are, and to use them first
  /,\s+(?:so\s+)?(?:please\s+)?(?:always\s+)?(?:re-?use|use)\s+(?:them|those|these|it|one of (?:them|those))\s+before\s+(?:writing|creating|adding|making|building|introducing)\s+(?:new|your own|another)\b/i,
  // "stick to the existing error codes in errors.ts, don't invent new ones" (a kind of thing, not "the existing helper")
  /^(?:please\s+)?(?:stick to|reuse|use)\s+the\s+existing\s+(?:[\w-]+\s+)?[\w-]+s\b[^,]*,\s+(?:please\s+)?(?:don'?t|do not|never)\s+(?:invent|add|create|introduce|make up|write)\s+new\b/i,
  // "our customers are mostly on old android phones, so keep bundles small": a fact, and the limit it sets
  /^(?!(?:i|it|this|that|you)\b)[^,]{8,},\s+so\s+(?:please\s+)?keep\s+(?:the\s+|our\s+|all\s+)?[\w-]+(?:\s+[\w-]+)?\s+(?:small|short|light|lean|fast|simple|minimal|under)\b/i,
  // "our PR titles follow the format [TEAM-123] short description", "our error codes follow the pattern ERR_<DOMAIN>_<REASON>"
  /^(?:(?:our|all|all our|the)\s+)?(?:[\w-]+\s+){0,2}(?:titles?|names?|messages?|branches|tags|commits?|prs?|pull requests?|changelogs?|versions?|(?:error|status|event|metric)\s+(?:codes|names|keys)|(?:error|event)\s+types|ids|keys|topics|queues|buckets|env vars|labels)\s+(?:always\s+)?(?:follow|use|must follow|should follow)\s+(?:the\s+|a\s+)?(?:format|pattern|convention|template|style|scheme|conventional commits?|semver|semantic versioning|keep a changelog)\b/i,
  // "hotfixes go straight to the release branch and get cherry-picked back to main": where a kind of change lands
  /^(?:all\s+)?(?:hotfix(?:es)?|fixes|features?|releases?|prs|pull requests|changes|migrations)\s+(?:go|get merged|are merged)\s+(?:straight\s+|directly\s+)?(?:to|into|through)\s+(?:the\s+)?[\w/.*-]+\s+(?:branch|queue)\b/i,
  // "integration tests hit a real postgres, never sqlite": what a kind of thing runs against, and never
  /^(?:all\s+)?(?:(?!(?:the|this|that|these|those|my|your)\b)[\w-]+\s+)?(?:tests|specs|services|jobs|workers|builds|scripts|migrations)\s+(?:hit|use|run against|talk to|connect to|run on|run in)\s+[^,]{2,50}?,?\s+(?:never|not)\s+\S/i,
  // "my manager reviews all db migrations, tag her on those PRs": who reviews a kind of work, and to bring them in
  /^(?:my|our)\s+[\w-]+(?:\s+[\w-]+)?\s+(?:reviews|approves|owns|signs off on)\s+(?:all|every|any)\s+[^,]{2,30},\s+(?:so\s+)?(?:please\s+)?(?:tag|ping|ask|add|cc|loop in|loop)\s+(?:her|him|them)\b/i,
  // "notebooks are for exploration only": what a kind of thing is for, and nothing else
  /^(?:all\s+)?(?!(?:the|this|that|these|those|my|your)\b)(?:[\w-]+\s+){0,2}[\w-]+s\s+are\s+(?:only\s+for\s+[\w\s-]{2,30}|for\s+[\w\s-]{2,30}?\s+only)\b/i,
  // "icons are svg sprites in public/icons": what a kind of file is, and where
  /^(?:all\s+)?(?:our\s+)?(?!(?:the|this|that|these|those|my|your)\b)[\w-]+s\s+are\s+(?:[\w-]+\s+){1,3}in\s+[\w.-]+\//i,
  // ("deep links are defined in one place, nav/DeepLinks.kt": the one file every one of a kind is declared in)
  /^(?:all\s+)?(?:our\s+)?(?!(?:the|this|that|these|those|my|your|some|two|three)\b)[\w-]+\s+[\w-]+s\s+are\s+(?:all\s+)?(?:defined|declared|registered|listed)\s+in\s+(?:one place,?\s+)?[\w.-]+\/[\w./-]*\.\w+\b/i,
  // "all money math happens in the ledger service, nowhere else": the one place a kind of work is done
  /^(?!(?:i|it|this|that|you)\b)[^,]*\b(?:happens?|lives?|goes|is done|are done|belongs?)\s+(?:only\s+)?in\s+[^,]{2,40},\s+nowhere else\b/i,
  // "error responses follow RFC 7807 problem details": the standard a kind of thing follows
  /^(?:all\s+|our\s+)?(?:[\w-]+\s+){0,2}[\w-]+s\s+(?:always\s+)?(?:follow|conform to|comply with)\s+(?:RFC\s*\d+|the\s+(?:[\w-]+\s+){1,3}(?:spec|standard|style guide)|[A-Z][\w.-]+\s+(?:spec|standard|style guide))/i,
  // "the search page is the most used page, so performance there matters most": where something matters most, and why
  /^(?!(?:i|it|this|that|you)\b)[^,]{8,},\s+so\s+[\w\s-]{2,30}?\s+matters?\s+(?:most|a lot|more)\b/i,
  // "docker compose is only for local dev": what a tool is for, and nothing else
  /^(?:the\s+|our\s+)?(?!(?:i|it|this|that|you)\b)[\w.-]+(?:\s+[\w.-]+)?\s+is\s+only\s+for\s+(?:local|dev|development|testing|tests|ci|debugging|exploration|prototyping|internal)\b/i,
  // "use rg instead of grep, it respects the gitignore": one tool over another, with why (not "use the map instead of the loop, …")
  /^(?:please\s+)?(?:always\s+)?(?:use|prefer)\s+(?!(?:the|this|that|a|an|my|your)\b)[\w.-]+(?:\s+[\w.-]+)?\s+(?:instead of|rather than|over|not)\s+(?!(?:the|this|that|a|an)\b)[\w.-]+(?:\s+[\w.-]+)?,\s+(?:it|they|since|because|as)\b/i,
  // "only create new files when you really have to" (not "only create the file if it is missing")
  /^(?:please\s+)?only\s+(?:create|add|use|write|install|introduce|touch)\s+(?!(?:the|this|that|it|them)\b)[^,;]{2,40}?\s+(?:when|if)\s+(?:you|it|there|we)\b[^,;]*\b(?:have to|must|need(?:ed|s)?|necessary|required|asked)\b/i,
  // "the monorepo uses nx, run only the affected projects": the tool, and how always to use it (not "the app uses vite, run the dev server")
  /^(?:the|our)\s+[\w-]+(?:\s+[\w-]+)?\s+(?:uses|is on|runs on|is built with)\s+[\w.-]+(?:\s+\d+(?:\.\d+)*)?,\s+(?:so\s+)?(?:please\s+)?(?:(?:always|only|never)\s+(?:run|use|build|test|deploy)|(?:run|use|build|test|deploy)\s+only)\b/i,
  // "all amounts are stored in cents as integers, never floats": how a kind of value is kept, and what it never is
  /^(?:all\s+)?(?!(?:it|this|that|these|those|my|your)\b)(?:the\s+|our\s+)?[\w-]+(?:\s+[\w-]+)?\s+(?:are|is)\s+(?:always\s+)?(?:stored|kept|saved|represented|sent|returned|encoded|formatted|written|passed)\s+(?:in|as)\s+[^,;]{2,40}?,?\s+(?:never|not)\s+(?:as\s+|in\s+)?\w/i,
  // "the old v1 api is still used by two customers so keep it working": what must keep working, and why
  /^(?!(?:i|i'm|im|it|it's|its|this|that|these|those|you)\b)[^,;]{10,}?(?:,\s+|\s+)so\s+(?:please\s+)?(?:keep|leave)\s+(?:it|them)\s+(?:working|alive|running|compatible|backwards?[- ]compatible|untouched|stable)\b/i,
  // "you don't need to ask before running tests, just run them": what the agent may do without asking
  /^you\s+(?:don'?t|do not|never)\s+(?:need|have)\s+to\s+(?:ask|check with me|wait for me|confirm)\s+(?:me\s+)?before\s+\w+ing\b/i,
  // "no need to explain every step, I can read the code", "you don't need to run the whole test suite every time"
  // (said "you don't need to", only of what recurs: not "you don't need to rewrite the whole file, the change is small")
  /^no need to\s+\w+\s+(?:every|each|all|always|the whole)\b|^(?:no need to|you\s+(?:don'?t|do not)\s+need\s+to)\s+\w+\s+[^,;]{0,40}?\b(?:every|each)\s+(?:(?:tiny|small|little|single|minor)\s+)?(?:time|change|edit|commit|run|step|answer|pr|file|save)\b/i,
  // "you broke the build again by editing package-lock.json by hand, never do that": what not to do again, and what it cost
  /^you\s+(?:broke|messed up|ruined|deleted|overwrote|wiped)\b[^,]{0,80}?\bby\s+\w+ing\b[^,]{2,60},\s*(?:please\s+)?(?:never|don'?t(?: ever)?|do not(?: ever)?)\s+(?:do (?:that|this|it)|again)\b/i,
  // "you don't need to run the linter, the pre-commit hook does it": what the agent can leave, and why
  /^you\s+(?:don'?t|do not|never)\s+(?:need|have)\s+to\s+(?!(?:do|worry|bother)\b)\w+\s+[^,]{2,40},\s*(?:the|our|we|because|since|as)\b[^,]*\b(?:does|do|handles?|runs?|takes care of|covers?|is done by|happens?)\b/i,
  // "we're a .NET shop, new services are ASP.NET Core on .NET 8, no node backends": the team's stack, and what new work is written in
  /^we(?:'re| are)\s+(?:a|an)\s+[\w.#+-]+(?:\s+[\w.#+-]+)?\s+(?:shop|house)\s*[,;]\s+(?:so\s+)?(?:all\s+)?new\s+[\w-]+\s+(?:are|use|go|must|should|get|have to)\b/i,
  // "we support RTL languages, so use logical css properties", "safari 15 is still 20 percent of our traffic, so no container queries":
  // what the project must keep working for, and what that rules in or out
  /^(?:we\s+(?:support|serve|ship to|have to support)\s+(?!(?:you|them|him|her|it|each other|the (?:customer|team|user)s?)\b)[^,;]{2,40}|[\w.-]+(?:\s+[\w.-]+)?\s+(?:is|are)\s+still\s+(?:about\s+|around\s+|over\s+)?\d+\s*(?:%|percent)\s+of\s+(?:our\s+)?(?:traffic|users|sessions|customers|visits|installs)),\s+so\s+(?:please\s+)?(?:always\s+)?(?:use|avoid|keep|prefer|test|check|no\s+\w+|(?:don'?t|do not|never)\s+\w+)\b/i,
  // "we already have upstash redis for that kind of thing, don't pull in another package": the tool the
  // team has for a need, and no second one (not "we already have a fix for that, don't add another one")
  ONE_TOOL_FOR_A_NEED,
  // "everything loads through Addressables, nothing new goes in a Resources folder": the one way a kind of thing is done, and where nothing new goes
  /^(?:everything|all\s+(?:the\s+)?[\w-]+s)\s+(?:loads?|goes?|runs?|is\s+loaded|are\s+loaded|is\s+stored|are\s+stored)\s+(?:through|via|from|in)\s+[^,;]{2,40},\s+(?:and\s+)?nothing\s+(?:new\s+)?(?:goes|should go|gets?\s+(?:added|put))\s+(?:in|into|to|under)\s+\S/i,
];

/** Reasoned rules that hold only when nothing in the sentence ties them to the moment ("for now", "today", "in this file"). */
const LASTING_REASONED_RULES: RegExp[] = [
  // "add a new yaml instead of touching the base env": a new one of a kind beside the shared one, which stays as it is
  /^(?:please\s+)?(?:always\s+)?(?:add|create|write|make|use)\s+(?:a\s+|an\s+)?(?:new|separate|your own|its own|their own)\s+[\w.-]+(?:\s+[\w.-]+)?\s+(?:instead of|rather than)\s+(?:touching|editing|modifying|changing|extending|patching|adding to|bloating)\s+(?:the\s+)?(?:base|shared|existing|global|root|main|default|common|core|generated)\s+[\w.-]+(?:\s+[\w.-]+)?[.!]*$/i,
  // "we use renv, so add packages through renv and commit the lockfile": the tool the team uses, and the way a kind of work goes through it
  /^we\s+use\s+([\w.+#-]+)\s*,\s*so\s+(?:please\s+)?(?:always\s+)?[a-z]+\s+(?!(?:it|this|that|them)\b)[^,;]{2,60}?\b(?:through|with|via|using|in)\s+\1\b/i,
  // "our postgres is supabase, use their client lib not raw pg": what a part is, and the one way to use it
  /^(?:the|our)\s+[\w-]+(?:\s+[\w-]+)?\s+(?:is|are)\s+(?!(?:down|broken|slow|failing|wrong|not|a mess)\b)[\w.-]+(?:\s+[\w.-]+)?,\s+(?:so\s+)?(?:please\s+)?(?:always\s+)?use\s+[^,;]{2,40}?\s+(?:not|instead of|rather than|over)\s+\S/i,
  // "use black with line length 100, the CI checks it": an order the tooling enforces (someone's: "…, the client's CI rejects any warning")
  /^(?:please\s+)?(?:always\s+)?(?:use|keep|run|write|format|sort|name|put)\s+(?!(?:it|this|that|them)\b)[^,;]{3,60}?\b(?:with|at|to|in|as|under|before|after|per)\b[^,;]*,\s+(?:the\s+)?(?:(?:client|customer|vendor|platform|upstream)'?s\s+)?(?:ci|pipeline|linter|lint|pre-commit(?:\s+hook)?|build|a (?:ci\s+)?check)\s+(?:checks|enforces|fails|verifies|will fail|rejects|catches)\b(?![^,;]*\banyway\b)/i,
  // "docstrings follow the numpydoc format": the one format a kind of writing follows
  /^(?:all\s+|our\s+)?(?:(?!(?:the|this|that|these|those|my|your)\b)[\w-]+\s+)?(?:docstrings|commits|commit messages|comments|branch names|branches|pr titles|tags|changelogs?|changelog entries|release notes|log lines|logs|api responses|error messages|file names|filenames)\s+(?:follow|use|match|are in)\s+(?:the\s+)?(?!(?:whatever|any|your|some|a|an)\b)[\w.-]+(?:\s+[\w.-]+)?\s+(?:format|style|convention|spec|standard|pattern|schema)\b/i,
  // "issues labelled good-first-issue are for newcomers, don't pick those up": what a labelled kind is kept for
  /^(?:the\s+|all\s+)?(?:[\w-]+\s+)?(?:issues|tickets|prs|pull requests|tasks|bugs|branches|tests)\s+(?:labell?ed|tagged|marked|prefixed|named)\s+\S+\s+are\s+(?:only\s+)?(?:for|reserved for|meant for)\s+(?!(?:the\s+)?(?:next|this|last|today|tomorrow)\b)\S/i,
  // "all our ROS 2 nodes use the composable node pattern, no standalone executables": what every one of a kind uses, and not
  /^(?:all|every|each)\s+(?:of\s+)?(?:our\s+|the\s+)?(?!(?:my|your|his|her|their)\b)[\w-]+(?:\s+[\w-]+){0,3}?\s+uses?\s+[^,;]{2,40},\s+(?:no|not|never)\s+(?!(?:idea|clue|wonder|problem|worries|need|doubt)\b)\S/i,
  // "test files sit next to the source as foo.test.ts, no __tests__ folders": where a kind of file sits, beside what it is for
  /^(?:all\s+|our\s+|the\s+)?(?:unit\s+)?(?:tests?|test files|specs?|spec files|stories|story files|styles|css files|stylesheets|fixtures|mocks|type files)\s+(?:sit|live|go|belong|are|stay)\s+(?:right\s+)?(?:next\s+to|beside|alongside)\s+(?:the\s+|their\s+)?(?:source|sources|code|components?|modules?|files?|implementation)\b/i,
  // "we're a team of four, keep it one service": how small the team is, and the way of building it asks for (or what nobody
  // on it does full-time: "…, nobody owns the infra full-time")
  /^we(?:'re| are)\s+(?:just\s+|only\s+)?a\s+(?:small\s+|tiny\s+)?(?:team\s+of\s+(?:\d+|two|three|four|five|six)|(?:\d+|two|three|four|five|six)[- ](?:person|people|dev)\s+team)\s*[,;]\s+(?:so\s+)?(?:please\s+)?(?:keep|don'?t|do not|no|avoid|skip|prefer|stick|(?:nobody|no one)\s+(?:owns|runs|does|handles|is on)\b)\b/i,
  // "catch specific exceptions only, a bare except hides bugs", "only throw typed errors": the one kind of error handled or raised
  /^(?:please\s+)?(?:(?:always\s+|only\s+)(?:catch|throw|raise|return|rescue)\s+(?:specific|typed|named|custom|explicit|domain|known)\s+[\w-]+s|(?:catch|throw|raise|return|rescue)\s+(?:specific|typed|named|custom|explicit|domain|known)\s+[\w-]+s\s+only)\b/i,
  // "max 3 attempts with jitter — the ops team asked for that on everything that talks to AWS": a bound on retries, and whose
  // rule it is for every part of a kind
  /^(?:max(?:imum)?|at most|up to)\s+\d+\s+(?:attempts|retries|tries)\b[^,;—–]*\s*[,;—–-]+\s*(?:the\s+)?[\w-]+(?:\s+team)?\s+(?:asked|wants|requires|required|mandated|insists)\s+(?:for\s+|on\s+)?(?:that|this|it)\s+(?:on|for|in)\s+(?:every|all|any)\w*\b/i,
  // "we route warnings through the logger so they end up in Datadog": the way a kind of thing takes, and where it lands
  /^we\s+(?:always\s+)?(?:route|send|pipe|funnel|push)\s+(?:all\s+)?(?:our\s+)?[\w-]+s\s+through\s+(?:the\s+|our\s+)?[\w./-]+(?:\s+[\w-]+)?\s+so\s+(?:that\s+)?(?:they|it)\s+(?:end up|land|show up|get|go)\b/i,
  // "we use feature branches off develop; hotfixes branch off main": the branching model
  /^we\s+(?:use|do|cut|create|make)\s+(?:short-lived\s+)?(?:feature|release|topic|hotfix)\s+branches\s+(?:off|from)\s+(?:of\s+)?`?[\w./-]+`?/i,
  // "random seed is 42 in every experiment so runs are comparable": a seed held at one value across a kind of run
  /^(?:the\s+|our\s+)?(?:random\s+)?seeds?\s+(?:is|are)\s+(?:always\s+)?\d+\s+(?:in\s+(?:every|each|all)\s+[\w-]+|everywhere|across\s+(?:the\s+board|all\s+[\w-]+))/i,
  // "rotate the api keys every 90 days, there's a calendar reminder": a chore of the project on a schedule
  /^(?:please\s+)?(?:always\s+)?(?:rotate|renew|review|audit|prune|clean up|back up|refresh)\s+(?:the\s+|our\s+|all\s+)?(?!(?:it|this|that|them)\b)[\w-]+(?:\s+[\w-]+){0,2}\s+every\s+(?:\d+|two|three|six|twelve)\s+(?:days|weeks|months)\b/i,
  // "spacing follows the 4px grid, use the space tokens not raw pixel values": the scale a part of the design keeps to
  /^(?:all\s+)?(?:spacing|sizing|layout|typography|type sizes|font sizes|colou?rs|margins|paddings?)\s+(?:follows?|uses?|sticks? to)\s+(?:the|our|a)\s+[\w-]+\s+(?:grid|scale|system|tokens|palette|ramp)\b/i,
  // "we're moving everything to Kafka, new queues go there": where the team is moving, and where new ones of a kind go
  /^we(?:'re|\s+are)\s+(?:slowly\s+|gradually\s+)?(?:moving|migrating)\s+(?:everything|all\s+(?:our\s+)?[\w-]+)\s+(?:over\s+)?to\s+\S+[,;]\s+(?:so\s+)?(?:all\s+)?new\s+[\w-]+\s+(?:go|goes|belong|live|should go)\s+(?:there|to it|on it|in it)\b/i,
  // "errors in the import job must fail the whole batch, partial imports corrupt the ledger": what any error of a part must do
  /^(?:any\s+|an\s+)?(?:errors?|failures?|exceptions?)\s+(?:in|during|from|of)\s+(?:the\s+|an?\s+|any\s+)?(?!(?:this|that)\b)[\w-]+(?:\s+[\w-]+){0,2}?\s+(?:must|should|has to|have to|needs? to)\s+(?:always\s+)?(?:fail|abort|stop|roll back|rollback|halt|cancel|reject)\s+(?:the\s+)?(?:whole|entire)\s+[\w-]+/i,
  // "env vars go in the helm values, the Dockerfile stays environment-agnostic": where a kind of setting is kept
  /^(?:all\s+)?(?:env(?:ironment)?\s+vars?|environment\s+variables|config(?:uration)?\s+values|settings|feature\s+flags)\s+(?:go|live|belong|are set|get set)\s+(?:in|into)\s+(?:the\s+)?(?:helm\s+values|values\.ya?ml|[\w.-]+\s+(?:chart|values|manifests?|configmap)|\.env(?:\.\w+)?|ssm|parameter store)\b/i,
  // "the old billing code under legacy/ is frozen; bug fixes only, nothing new goes in there", "legacy/ is frozen, bug fixes
  // only": a part closed to new work, and what still goes in
  /^(?:(?:the|our)\s+(?:[\w.\/-]+\s+){0,4}(?:code|module|modules|package|packages|service|api|app|library|lib|codebase|repo|folder|directory|sdk|client)(?:\s+(?:under|in)\s+`?[\w./-]+`?)?|`?[\w.-]+\/(?:[\w.-]+\/?)*`?)\s+(?:is|are)\s+(?:(?:code-|feature-)?frozen|deprecated|in maintenance mode|maintenance[- ]only|end-of-life|eol)\s*[,;:—–-]\s*(?:(?:only\s+)?(?:critical\s+|security\s+)?(?:bug\s*fixes|bugfixes|fixes|patches)(?:\s+only)?|no\s+new\s+(?:features|code|endpoints|functionality)|nothing\s+new\s+(?:goes|gets added|should go)\s+(?:in|into)\s+(?:there|it|them|that))\b/i,
  // "we're moving off moment, use date-fns", "we're phasing out enzyme; write new tests with testing library": what the team
  // leaves, and what to use instead
  /^(?:we|the team|our team)(?:'re| are)\s+(?:slowly\s+|gradually\s+|actively\s+)?(?:moving\s+(?:away\s+from|off(?:\s+of)?)|migrating\s+(?:away\s+from|off(?:\s+of)?)|phasing\s+out|getting\s+rid\s+of|deprecating)\s+(?!(?:it|this|that|them)\b)(?![^,;]*\b(?:office|building|floor|desk|house|apartment|flat|city|laptop)\b)[^,;]{2,40}[,;]\s+(?:so\s+)?(?:please\s+)?(?:always\s+)?(?:use|prefer|switch to|go with|reach for|write\s+(?:new|any|all)\s+[\w-]+\s+(?:with|in|using))\s+(?!(?:it|this|that|them)\b)\S/i,
  // "the ETL writes parquet partitioned by dt=YYYY-MM-DD; downstream Athena tables depend on that exact layout": how a part
  // lays out what it makes, and who reads it that way (not "… the test depends on that order": the thing at hand)
  /^(?!(?:i|i'm|it|it's|this|that|these|those|you|he|she|they|there|my|your)\b)[^,;]{10,80}?[,;:—–]\s+(?:and\s+|because\s+)?(?:(?:the\s+|our\s+)?downstream\s+[\w.-]+(?:\s+[\w.-]+){0,2}|(?:other|two|three|several|many)\s+(?:teams|services|jobs|pipelines|dashboards|consumers)|(?:the|our)\s+[\w.'’-]+(?:\s+[\w.'’-]+){0,2}\s+(?:team|teams|services?|dashboards?|jobs|pipelines?|consumers?|clients?|reports?|tables))\s+(?:depends?|rel(?:y|ies))\s+on\s+(?:that|this|the|its|their)\s+(?:exact\s+)?(?:layout|format|shape|order|ordering|naming|names|schema|paths?|structure|partitioning|field names|column names|keys)\b/i,
  // "composition is preferred over inheritance", "liveview is preferred over a js framework": the way preferred, said of the kind
  /^(?!(?:this|that|it|one|mine|yours|the (?:first|second|other|new|old|last)\b))[\w-]+(?:\s+[\w-]+){0,2}\s+(?:is|are)\s+(?:always\s+|generally\s+|strongly\s+)?preferred\s+(?:over|to)\s+(?!(?:this|that|it|the other|mine|yours)\b)\S/i,
];

/** Before its first comma, the thing at hand: "we're stuck on this bug because the logs are missing, so don't close the ticket". */
const ABOUT_A_THING_AT_HAND = /^[^,;]*\b(?:this|that)\s+(?:bug|issue|ticket|pr|error|problem|branch|commit|crash|failure)\b/i;
/** A trouble of the day as the reason: "we're blocked because CI is down, so don't merge anything". */
const TROUBLE_AS_THE_REASON = /^[^,;]*\b(?:blocked|paused|on hold|frozen until|down|broken|failing|on fire)\b[^,;]*,\s+so\s/i;

/** A fact, then the order it implies — read only when the fact is no trouble of the day ("the build is broken, …"). */
const FACT_THEN_ORDER: RegExp[] = [
  // "the IR is in SSA form after the lowering pass, every pass after it must keep it that way": a standing property of a part,
  // and that every one of a kind keeps it (an invariant)
  /^(?:the|our)\s+(?:[\w.-]+\s+){0,3}?[\w.-]+\s+(?:is|are|stays?)\s+(?!(?:broken|failing|down|wrong|slow|flaky|done|ready|gone)\b)[^,;]{3,60},\s+(?:so\s+)?(?:every|each|any|all)\s+(?:[\w-]+\s+){0,3}?(?:must|has to|have to|needs? to|should)\s+(?:keep|preserve|maintain|respect)\s+(?:it|that|this|them)(?:\s+(?:that way|so|intact))?[.!]*$/i,
  // "our brand colors are #1F4FFF and #FFB000, use them in every prototype": what the team has, and that every one of a kind uses it
  // ("our Postgres has pg_partman installed, use it for any new time-series table": what it has)
  /^(?:the|our)\s+[\w\s-]{2,30}?\s+(?:is|are|has|have)\s+[^,;]{2,60},\s+(?:so\s+)?(?:please\s+)?(?:always\s+)?use\s+(?:it|them|those|these)\s+(?:in|for|on|across)\s+(?:every|each|all|any)\s+(?:new\s+)?[\w-]+/i,
  // "the stripe webhooks hit /api/webhooks/stripe and they need the raw body, dont parse it as json": what a part needs, and what not to do to it
  new RegExp(String.raw`^(?:the|our|all)\s+[^,;]{5,80}\b(?:needs?|requires?|expects?|must|has to|have to)\b(?!\s+${NEED_NOW}\b)[^,;]*,\s+(?:so\s+)?(?:please\s+)?(?:don'?t|do not|never)\s+(?!(?:worry|bother|mind|forget|ask me)\b)\w+`, 'i'),
  // "the credo config is strict, so fix every warning before committing": what a part's standing asks of every change
  /^(?:the|our)\s+[^,;]{2,40}?\s+(?:is|are)\s+[^,;]{2,30},\s+so\s+(?:please\s+)?(?:always\s+)?(?:fix|address|resolve|clear|clean up|run|check|update)\s+(?:every|each|all|any)\s+[\w-]+(?:\s+[\w-]+)?\s+before\s+(?:committing|pushing|merging|(?:you|we)\s+(?:commit|push|merge)|(?:a|any|every|each)\s+(?:commit|push|merge|pr)\b)(?!\s+(?:this|that|it|these|them)\b)/i,
  // "the vendor SDK is closed-source, so when something breaks, open a ticket with them instead of patching": what a part
  // is, and what to do each time something goes wrong with it
  /^(?:the|our)\s+[^,;]{3,40}?\s+(?:is|are)\s+[^,;]{2,30},\s+so\s+(?:when(?:ever)?|if)\s+(?:something|anything|it|they)\s+(?:breaks?|fails?|goes\s+wrong|misbehaves?|crashes?)\s*,\s+(?:please\s+)?(?:always\s+)?(?:open|file|raise|report|email|contact|ask|ping|check|don'?t|do not|never)\b[^,;]{3,80}$/i,
  // "the cache warms up in about 5 minutes after a deploy, ignore latency alerts in that window": what a part does after each
  // step of delivery, and what to make of the alerts meanwhile
  /^(?:the|our)\s+[^,;]{5,80}\b(?:after|before)\s+(?:a|each|every)\s+(?:deploy|release|restart|rollout)\b[^,;]*,\s+(?:so\s+)?(?:please\s+)?(?:ignore|don'?t\s+(?:page|alert|worry about|chase)|expect)\s+[^,;]{2,40}\b(?:in|during)\s+(?:that|this)\s+(?:window|time|period|stretch)\b/i,
  // "update the stories when you change a prop", "…, regenerate the client whenever you touch the schema": what each change of a kind brings
  // "the GPU nodes are shared with the research team, book them in the calendar before long training runs": what is shared,
  // and what to do before each kind of use of it
  /^(?:the|our)\s+[\w\s-]{2,30}?\s+(?:is|are)\s+shared\s+(?:with|between|across|by)\s+[^,;]{2,40},\s+(?:so\s+)?(?:please\s+)?(?:always\s+)?(?:book|reserve|claim|schedule|announce|ask|check|coordinate|post|say)\b[^,;]{2,60}?\bbefore\s+(?!(?:this|that|it|today|tonight|you go|lunch)\b)(?:(?:any|every|each|a|an|long|big|large|heavy)\s+)?[\w-]+(?:\s+[\w-]+){0,2}[.!]*$/i,
  // "run make manifests after touching api/ types", "…, run go generate after you change the protos": the step every change
  // of a kind brings, named by its command
  /(?:^|,\s+)(?:please\s+)?(?:always\s+)?(?:run|re-?run)\s+`?(?!(?:it|this|that|them|these|those)\b)(?:make|npm run|pnpm|yarn|just|task|go generate|go run|cargo|mix|bundle exec|rake|bin\/[\w.-]+|\.\/[\w.-]+|buf|protoc|sqlc|codegen|[\w-]+gen)\b[^,;`]{0,30}`?\s+(?:after|whenever|every time|each time|any time|when)\s+(?:you\s+|we\s+|someone\s+|anyone\s+)?(?:touch|touching|change|changing|edit|editing|modify|modifying|update|updating|add|adding|rename|renaming)\s+(?!(?:it|this|that|them)\b)\S(?![^;]*(?:,\s*|\s+)(?:then|and then)\s)/i,
  // "playbooks must be idempotent, run them with --check --diff first on prod": what every one of a kind must be, and how to
  // try each one first
  /^(?:all\s+|the\s+|our\s+)?(?:[\w-]+\s+)?[\w-]+s\s+(?:must|have to|should|need to)\s+be\s+[\w-]+,\s+(?:so\s+)?(?:always\s+)?(?:run|test|try|apply|deploy)\s+them\s+(?:with\s+[^,;]{2,40}?\s+)?first\b[^,;]{0,30}$/i,
  // "the app talks to the backend through the generated client in packages/api_client, regenerate it from the OpenAPI spec,
  // don't hand edit": a part made by a generator, how it is made again, and that no one edits it by hand
  /^(?:the|our)\s+(?![^,;]*\b(?:was|were|got|had been)\b)[^;]{5,120}?\bgenerated\b[^,;]*,\s+(?:so\s+)?(?:please\s+)?(?:always\s+)?(?:re-?generate|re-?build|re-?create)\s+(?:it|them)\s+(?:from|with|via|using|by running)\s+[^,;]{2,50}[,;]\s+(?:and\s+)?(?:don'?t|do not|never)\s+(?:hand[- ]?edit|edit\s+(?:it|them)\s+(?:by\s+hand|manually)|touch\s+(?:it|them)\s+by\s+hand|edit\s+(?:it|them))\b[^,;]*$/i,
  /(?:^|,\s+)(?:please\s+)?(?:always\s+)?(?:update|regenerate|bump|rerun|re-run|rebuild|sync|document|add|write)\s+(?!(?:it|this|that)\b)[^,;]{2,40}?\s+(?:when(?:ever)?|every time|each time|any time)\s+(?:you|we|someone|anyone)\s+(?:change|add|remove|rename|touch|edit|update|bump|modify)\s+(?:a|an|any|the)\s+\w+/i,
];

/**
 * A rule given with its reason or its scope in front: "we're on Node 20, so don't use APIs that
 * need 22", "the billing module is deprecated; don't add features to it", "for this project,
 * commit messages follow conventional commits", "our convention is snake_case for columns",
 * "when you write tests, use the builders in test/factories", "ask me before adding a dependency".
 */
/** A reason that is something under way for minutes: "the pods are restarting, …", "the migration is running, …" (not "the workers are running on k8s", "the old admin panel is going away in january"). */
const UNDER_WAY_AS_THE_REASON = /^(?:the|our|my)\s+(?:[\w-]+\s+){0,2}[\w-]+\s+(?:is|are)\s+(?:still\s+|currently\s+)?(?:restarting|rebooting|running|deploying|building|compiling|syncing|reindexing|indexing|backing up|rolling (?:out|back)|failing|crashing|flapping|recovering|draining|scaling|spinning up|starting|stopping|shutting down)\b(?!\s+(?:on|in|behind|as|under|with)\b)[^,]*,/i;

/** What was just done to the thing at hand as the reason: "we refactored it, so no renames in one step". */
const DONE_TO_IT_AS_THE_REASON = new RegExp(String.raw`^${DONE_TO_IT}[^,;]*,\s+so\s`, 'i');

/** A check too slow to run here, left to CI: "dialyzer takes forever here, skip it locally, CI runs it" (not "this test takes forever, skip it"). */
const LEFT_TO_CI_AS_SLOW =
  /^(?!(?:this|that|it|my|your)\b)(?:the\s+|our\s+)?[\w.-]+(?:\s+[\w.-]+){0,2}\s+(?:takes\s+(?:forever|ages|too long|a while|\d+\s*(?:min(?:ute)?s?|hours?))|is\s+(?:(?:really|very|super|too|so)\s+)?slow)(?:\s+(?:here|locally)|\s+(?:on|in)\s+this\s+(?:repo|project|codebase))?\s*,\s+(?:so\s+)?(?:just\s+)?(?:skip\s+it|don'?t\s+(?:run|bother\s+(?:running|with))\s+it)\s+(?:locally|on\s+your\s+machine)(?:\s*,\s*(?:the\s+)?ci\s+(?:runs|does|handles|covers)\s+it)?[.!]*$/i;

export function reasonedRule(s: string): string | null {
  if (LEFT_TO_CI_AS_SLOW.test(s) && !THIS_DAY.test(s)) return s;
  if (ABOUT_A_THING_AT_HAND.test(s) || DONE_TO_IT_AS_THE_REASON.test(s) || TROUBLE_AS_THE_REASON.test(s) || UNDER_WAY_AS_THE_REASON.test(s)) return null;
  // ("we're moving to the new office, so don't expect me on slack": where the user will be, for a while)
  if (/\bso\s+(?:please\s+)?(?:don'?t|do not)\s+(?:expect|wait for|count on)\s+(?:me|us)\b/i.test(s) && !/\b(?:always|never|every|usually)\b/i.test(s)) return null;
  if (REASONED_RULES.some((re) => re.test(s))) return s;
  if (!MOMENT.test(s) && (LASTING_REASONED_RULES.some((re) => re.test(s)) || (!TROUBLE.test(s.split(/,\s+/)[0]!) && FACT_THEN_ORDER.some((re) => re.test(s))))) return s;
  // "the main process and the renderer only talk over the preload bridge, never enable nodeIntegration":
  // the one way a part works, and the order it implies (not "it only fails on CI, don't …": trouble)
  if (/^(?!(?:i|i'm|it|it's|this|that|these|those|you|he|she|they|there)\b)[^,;]{10,}\bonly\b[^,;]*,\s+(?:so\s+)?(?:please\s+)?(?:never|don'?t|do not)\s+(?!(?:worry|bother|mind|forget)\b)\w+/i.test(s) && !TROUBLE.test(s) && !MOMENT.test(s)) return s;
  // "when a test fails, show me the failing assertion, not the whole log", "when the build fails on CI, check the cache key
  // first": what to do each time
  // something happens (a test, any build — not "when the test fails again", which is this one)
  if (!THIS_DAY.test(s.split(',')[0]!) && /^(?:when(?:ever)?|if)\s+(?![^,]*\bagain\b)(?:(?:a|an|any)\s+[\w-]+(?:\s+[\w-]+)?|the\s+(?:(?:build|pipeline|deploy|release build)(?=\s+\w+(?:\s+out)?\s+(?:on|in)\s+ci\b)|ci(?:\s+build)?|nightly(?:\s+build)?|e2e suite|test suite))\s+(?:fails|breaks|errors|crashes|times out|is flaky|is red|goes red|shows up|appears|comes in|is found|looks (?:off|wrong|weird)|seems (?:off|wrong)|is off|doesn'?t (?:match|add up))\b[^,]{0,40}?(?:,\s*|\s+(?=(?:don'?t|do not|never|always)\b))(?:please\s+)?(?:always\s+)?(?:show|tell|give|paste|include|retry|rerun|re-run|check|look at|read|open|ping|quarantine|skip|mark|tag|file|disable|report|don'?t|do not|never)\b/i.test(s)) return s;
  // "we're a django shop, so keep new services in python": what new work is written in, and why
  if (/,\s+so\s+(?:please\s+)?(?:keep|write|build|put|start)\s+(?:all\s+)?new\s+\w+/i.test(s) && !/^(?:i|it|this|that|you)\b/i.test(s)) return s;
  // "training runs go on the shared a100 box, never on the laptop gpu": where a kind of work goes, and never
  // (kept in another repo, "load tests live in the perf repo, not here", is a pointer)
  // ("all custom functionality goes into a site plugin, not functions.php": a kind said in the singular)
  // ("all user-facing strings go in the Localizable.strings files, no hardcoded text in views": the never said with "no")
  // (not "everything goes into one big PR, not several": the work at hand)
  if (/^(?:all\s+)?(?!(?:the|this|that|these|those|my|your|everything|it)\b)(?:[\w-]+\s+){0,2}(?:[\w-]+s\s+(?:go|belong|run|live)|[\w-]+\s+(?:goes|belongs|lives))(?:\s+per\s+[\w-]+)?\s+(?:on|in|to|into|under)\s+[^,]{2,40},\s+(?:never|not|no(?!\s+(?:idea|clue|problem|worries|rush|way|need|longer|matter)\b))\s+\S/i.test(s) && !isPointer(s)) return s;
  // "no memory allocation on the audio thread, ever": a thing never done in a part of the code (why may follow: "no retries on
  // payment calls at all, they're not idempotent on the provider side")
  if (/^no\s+(?!(?:idea|clue|problem|worries|need|way|rush|more)\b)[\w.-]+(?:\s+[\w.-]+){0,3}?\s+(?:on|in|inside|from|during)\s+(?:the\s+|our\s+|any\s+)?(?!(?:this|that|my|your)\b)[\w.-]+(?:\s+[\w.-]+){0,2}?,?\s+(?:ever|at all)(?:\s*[,;—–]\s*(?:since\s+|because\s+|as\s+)?\S[^;]{4,80})?[.!]*$/i.test(s) && SOFTWARE_THING.test(s) && !MOMENT.test(s)) return s;
  // "the worker has to stay under 512 MB", "that route has to stay on the node runtime": where a part must always stay
  // (not "the PR has to stay open until friday", "you have to stay on the call")
  const stays = STAYS_ON.exec(s);
  if (stays && SOFTWARE_THING.test(s.slice(0, stays.index)) && !THIS_DAY.test(s) && !MOMENT.test(s)) return s;
  // "the storybook has to build before a pr can merge": what must pass before a merge or a deploy
  // ("the plugin has to pass pluginval at strictness 10 before a release": the check named)
  if (/^(?!(?:i|it|this|that|you)\b)[^,]{2,40}\b(?:has to|have to|must|needs? to|should)\s+(?:build|pass|be green|succeed|run)(?:\s+(?!(?:this|that|it)\b)[^,]{1,40}?)?\s+before\s+(?:(?:a|any|every|each|the)?\s*(?:pr|merge|deploy|release)\b|(?:you|we)\s+(?:say|call it|report|mark it)\s+(?:it'?s\s+|you'?re\s+|we'?re\s+)?(?:done|finished|complete)\b)/i.test(s) && !/\b(?:now|today|this)\b/i.test(s)) return s;
  return null;
}

/** How the user wants the agent not to work: "I don't like it when you…", "I'd rather you didn't…". */
export function dislike(s: string): string | null {
  // "I really don't like long variable names" (a kind of thing, not "this approach")
  if (/^i\s+(?:really\s+)?(?:don'?t like|do not like|hate|dislike)\s+(?!(?:this|that|these|those|it|the|your|what|how|when|mondays?|him|her|them)\b)\w+(?:\s+\w+)?\s+\w+s\b/i.test(s)) return s;
  // ("i hate when PRs mix refactors and features": what a kind of the team's work does, disliked)
  // ("i don't like mocks in unit tests": a kind of code, where in the code it is not liked)
  if (/^i\s+(?:really\s+)?(?:don'?t like|do not like|hate|dislike)\s+(?!(?:this|that|these|those|it|the|your)\b)[\w-]+s\s+(?:in|for)\s+(?:[\w-]+\s+)?(?:tests?|code|components?|handlers?|prs?|commits?|reviews?|apis?|the\s+codebase)\b/i.test(s)) return s;
  if (/^i\s+(?:really\s+)?(?:hate|dislike|can'?t stand)\s+(?:it\s+)?when\s+(?:[\w-]+\s+)?(?:prs|pull requests|commits|tests|builds|functions|files|components|migrations|branches|reviews|diffs|changes|commit messages|comments|logs|errors|modules|classes|endpoints|queries)\s+(?!(?:are|were|is)\b)[a-z]+\b/i.test(s)) return s;
  // ("it's annoying when you rewrite the whole file for a one-line change": the same, said of what it does to the user)
  return /^i\s+(?:(?:really\s+)?(?:don'?t|do not)\s+(?:like|want)\s+(?:it\s+)?(?:when\s+)?you\b|(?:hate|dislike)\s+(?:it\s+)?when\s+you\b)|^i(?:'d| would)\s+(?:much\s+)?rather\s+you\b|^it(?:'s|\s+is|\s+gets)\s+(?:really\s+|so\s+|super\s+|very\s+)?(?:annoying|frustrating|irritating|tiring|exhausting)\s+when\s+you\s+(?!(?:did|do|said)\s+(?:it|this|that)\b)\w+|^it\s+(?:really\s+)?(?:annoys|bugs|irritates|frustrates)\s+me\s+when\s+you\b/i.test(s) ? s : null;
}

/** Said of now, of this one, or as a request: no net keeps it ("the build has to pass before this pr merges", "can you …"). */
/** What a tool can't do yet, bounding where the other one is used: "…, UIKit only where SwiftUI can't do it yet" (no moment). */
export const NOT_UP_TO_IT_YET = /\b(?:where|when|if|until)\s+[\w.-]+\s+(?:can'?t|cannot|doesn'?t|does not|won'?t)\s+(?:do|handle|support|cover)\s+(?:it|that|them|this)\s+yet\b/gi;
export const OF_THE_MOMENT = /\b(?:now|again|yet|currently|anymore|soon|today|tonight|tomorrow|yesterday|this|that|please|can you|could you)\b/i;

/** A subject (the whole of it) that is a kind of thing in the software: "every public function", "config values", "the api", "database access". */
const KIND_SUBJECT =
  /^(?:(?:every|each|all|any|no)\s+(?:[\w-]+\s+){0,2}[\w-]+|(?:anything|everything|nothing)\s+(?:public|internal|user-facing|customer-facing|external|exposed|new|shared)|(?!(?:i|you|we|he|she|it|this|that|these|those|my|your|his|her|their|there|here|what|which|who|people|everyone|everybody|someone|somebody|users?|customers?|kids|friends)\b)(?:our\s+)?(?:[\w-]+\s+){0,2}[\w-]+s|(?:refunds|payments|payouts|charges|orders|transactions)\s+(?:over|above|under|below)\s+\S+(?:\s+\w+)?|(?:the\s+|our\s+)?(?:[\w-]+\s+)?(?:api|db|database|backend|frontend|server|client|app|ci|pipeline|config|build|schema|cache|queue|worker|sdk|cli|ui|access|logging|code|copy|(?:feature|frontend|backend|infra|infrastructure|product|design|migration)\s+work)\b)$/i;
/**
 * Must, should, need(s), has to, can't… ("always" is a habit as often as a rule, and "only" a
 * report as often — "the tests only fail on ci"; their forms are above). "must be amazing", "must have been scared" are guesses, not rules: "be" and "have"
 * after the modal count only when the subject is a thing in the software.
 */
// (a decorator is a thing it must have too: "every view needs @login_required")
const OBLIGATION = /\s+(?:must(?:n'?t| not)?|should(?:n'?t| not)?|needs? to|needs?|has to|have to|can(?:'?t|not)|may not|(?:is|are) not allowed to)\s+(be\b|have\b|been\b)?\s*@?\w+/i;

/** Things in software, one of which the subject of a rule of the net must name. */
const SOFTWARE_THING =
  /\b(?:renames|rollouts?|backfills?|(?:storybook\s+)?stories|fixtures|signals|metaclasses|mixins|decorators|attributes|annotations|controllers?|macros|reflection|monkey-?patch(?:ing|es)?|generics|stored procedures|triggers|class components|singletons|globals|(?:helm\s+)?charts?|(?:ansible\s+)?roles|(?:every|each|any)\s+(?:ansible\s+)?role|cookbooks?|(?:swiftui\s+|xcode\s+)?previews|pods?|manifests?|(?:smart\s+)?contracts?|actors?|blueprints?|lambdas?|cron\s?jobs?|playbooks?|(?:docker\s+|container\s+)?images?|deployments?|isrs?|interrupt handlers?|irq handlers?|unsafe\s+(?:blocks?|code|fns?|functions?|impls?)|(?:search\s+)?(?:relevance|ranking|scoring|pricing|permission|dependency|infra)\s+changes?|callbacks?|(?:feature|frontend|backend|infra|infrastructure|product|migration)\s+work|(?:user[- ]visible|user[- ]facing|ui|visible)\s+(?:text|strings?|copy|labels?|messages?)|(?:audio|main|ui|render|worker)\s+threads?|goroutines|coroutines|threads|(?:main\s+|event\s+|render\s+|game\s+|control\s+)?loops?|(?:parent\s+|child\s+)?themes?|plugins?|subprocesses|child processes|(?:db\s+|database\s+)?connections|(?:journal\s+|ledger\s+|log\s+)?entr(?:y|ies)|postings?|channels|(?:memory\s+)?allocations?|todos?|fixmes?|pages?|screens?|forms?|(?:ui\s+)?elements?|buttons?|inputs?|links?|icons?|modals?|dialogs?|refunds?|payments?|payouts?|invoices?|charges?|transactions?|subscriptions?|endpoints?|apis?|jobs?|tables?|columns?|tests?|specs?|functions?|methods?|classes|components?|services?|quer(?:y|ies)|exports?|imports?|requests?|responses?|migrations?|branch(?:es)?|commits?|prs?|builds?|deploys?|releases?|env vars?|configs?|config values?|values?|fields?|ids?|keys?|tokens?|secrets?|logs?|errors?|exceptions?|handlers?|routes?|modules?|packages?|dependencies|libraries|files?|makefiles?|dockerfiles?|scripts?|workers?|queues?|caches?|databases?|db|schemas?|types?|interfaces?|props|hooks?|events?|payloads?|timestamps?|dates?|strings?|identifiers?|money|amounts?|prices?|code|cli|ui|apps?|backend|frontend|server|client|sdk|ci|pipeline|access|logging|experiments?|models?|datasets?|notebooks?|checkpoints?|weights|embeddings?|prompts?|(?:training|eval|evaluation|benchmark|experiment|nightly)\s+runs|assets?|shaders?|textures?|scenes?|physics|simulations?|gameplay|game logic|animations?|netcode|pathfinding|buckets?|topics?|(?:every|each|any|all|django|class-based)\s+views?|viewsets?|producers?|consumers?|publishers?|subscribers?|serializers?|metrics?|dashboards?|alerts?|containers?|images?|bugs?|staging|prod|production|environments?|deployments|(?:k8s|kubernetes|helm)\s+(?:deployments?|charts?|manifests?|pods?|services?)|texts|translations|(?:push\s+)?notifications?(?:\s+copy)?|(?:flag\s+)?evaluations?|lookups?|startup|cold starts?|bundles?)\b/i;

/** Any change of a kind, told by what it does to the software: "anything that touches auth", "any PR that changes the schema", "anything that runs against prod". */
const CHANGE_THAT_DOES =
  /^(?:anything|everything|any\s+(?:change|code|pr|pull request|commit|migration|query|endpoint|dependency|script|job|task)|(?:every|a)\s+(?:change|pr|pull request|commit|script|job))\s+(?:that|which)\s+(?:touches|adds|changes|affects|hits|calls|reads|writes|modifies|removes|breaks|goes|uses|exposes|handles|stores|runs\s+(?:against|on|in)\s+(?:prod|production|staging|live|the\s+(?:prod|production|live)\s+[\w-]+))\b[^,;]{0,60}$/i;

/**
 * The net under the rule forms: what a kind of thing in the software must, should, needs or can't
 * do ("every public function needs a docstring", "config values must come from env vars", "tests
 * shouldn't depend on each other") — not what one thing should do now, nor what a person should do.
 */
export function obligationOfAKind(said: string): boolean {
  // (a reason told after it, in the past, is no moment: "…, we got dinged on that in the accessibility audit")
  // (and what calls it the rule: "…, that's the convention we follow")
  const s = said.replace(/(?:,|\s+[—–-])\s*(?:because\s+|since\s+)?we\s+(?:got|had|were|learned|found|saw|ran into|\w+ed)\b[^,;]*$/i, '').replace(SAID_TO_BE_THE_RULE, '');
  const m = OBLIGATION.exec(s);
  // (the "that" of "anything that adds latency …" points at no one thing)
  // ("every unsafe block needs one": what it needs is named only before)
  if (/\b(?:needs?|must have|has to have|should have)\s+(?:one|it|them|that|this)[.!]*$/i.test(said)) return false;
  if (!m || words(s) < 4 || OF_THE_MOMENT.test(s.replace(/^(?:(?:so|and)\s+)?(anything|everything|any\s+[\w-]+(?:\s+[\w-]+)?|every\s+[\w-]+(?:\s+[\w-]+)?|all\s+[\w-]+(?:\s+[\w-]+)?|a\s+(?:change|pr|pull request|commit))\s+(?:that|which)\s+/i, '$1 '))) return false;
  // "the tests must pass, fix them": the task's order after it; "… need approval but nobody approves them": a complaint
  // (but not the steps of the way it names, "…, add the new column first, backfill, then drop the old one": how it is done)
  if ((THEN_AN_ORDER.test(s) && !/,\s+[a-z]+\s[^,;]*\bfirst\b[^.;]*\bthen\b/i.test(s)) || /\bbut\s+(?:nobody|no one|noone|never|it doesn'?t|they don'?t|we don'?t)\b/i.test(s)) return false;
  // ("every button needs fixing on the settings page": work to do, not how a kind of thing must be)
  if (WANTED_NOW.test(s.slice(m.index)) || NEEDS_NOW.test(m[0] + s.slice(m.index + m[0].length, m.index + m[0].length + 20))) return false;
  // ("migrations on the sessions table have to be run with lock_timeout set": the kind, then where)
  // (and where they begin: "goroutines started in a handler must stop …")
  // (and what they lack: "icons without text need …")
  // (and who sees them: "error messages shown to users must …"; and where they are: "all dbt models in marts/ need …",
  // "all patient identifiers in test messages have to be …")
  const subject = s.slice(0, m.index).trim().replace(/^(?:so|and)\s+/i, '').replace(/\s+(?:always|usually|generally)$/i, '').replace(/\s+(?:shown|sent|seen|displayed|returned|exposed)\s+to\s+(?:the\s+|our\s+)?(?:(?:[\w-]+\s+)?(?:users?|customers?|clients?|players?|visitors?|callers?))$/i, '').replace(/\s+(?:in|under)\s+[\w.-]*\/[\w./-]*$/i, '').replace(/^((?!(?:the|these|those|my|your)\b)(?:[\w-]+\s+)?[\w-]+s)\s+(?:without|with no)\s+[\w-]+(?:\s+[\w-]+)?$/i, '$1').replace(/\s+(?:started|spawned|created|opened|launched|registered)\s+(?:in|by|from|inside)\s+(?:an?\s+|the\s+|any\s+)?[\w-]+(?:\s+[\w-]+)?$/i, '').replace(/^((?:every|each|all|any)\s+(?:[\w-]+\s+)?[\w-]+)\s+(?:in|of|on)\s+(?:[\w-]+\s+)?[\w-]+s$/i, '$1').replace(/\s+(?:on|in|for|to|against)\s+(?:the|our)\s+[\w-]+(?:\s+(?:table|service|cluster|database|db|repo|api|app|queue|bucket|branch))?$/i, '');
  // "anything that adds latency to the hot path needs a benchmark": a kind of change, told by what it does
  if (CHANGE_THAT_DOES.test(subject)) return true;
  // "any query over a year of data has to go to the replica": the kind, told by how big it is
  const kindPastABound = /^((?:every|each|any|all)\s+(?:[\w-]+\s+)?[\w-]+)\s+(?:over|above|under|below|older than|larger than|bigger than|longer than|with more than)\s+[^,;]{2,30}$/i.exec(subject);
  if (kindPastABound && SOFTWARE_THING.test(kindPastABound[1]!)) return true;
  // ("GPU jobs over 4 hours need a reservation", "queries longer than a second need an index": a kind in the plural, past a measured bound)
  const kindsPastAMeasure = /^((?!(?:some|the|these|those|my|your|his|her|their|its|a|two|three|few|several|many|most|both|all|our)\b)(?:[\w-]+\s+)?[\w-]+s)\s+(?:over|above|older than|larger than|bigger than|longer than|slower than|with more than)\s+(?:\d[\d.,]*\s*[a-z%]*|an?|one|two|three|five|ten)(?:\s+(?:seconds?|secs?|minutes?|mins?|hours?|hrs?|days?|weeks?|rows?|lines?|files?|items?|records?|requests?|users?|gb|mb|kb|tb))?$/i.exec(subject);
  if (kindsPastAMeasure && SOFTWARE_THING.test(kindsPastAMeasure[1]!)) return true;
  // "any endpoint that takes a file upload needs a virus scan": the kind, told by what it does, is the kind
  const kindThatDoes = /^((?:every|each|any|all)\s+(?:[\w-]+\s+)?[\w-]+)\s+(?:that|which)\s+(?!(?:you|we|i)\s+(?:just|already)\b)[^,;]{2,40}$/i.exec(subject);
  if (kindThatDoes && SOFTWARE_THING.test(kindThatDoes[1]!)) return true;
  // "contributors have to sign the CLA before we can merge anything": what the project's people must do, before a step of the work
  if (/^(?:all\s+|new\s+|external\s+|outside\s+)?(?:contributors|reviewers|maintainers|committers|authors|developers|engineers|new hires|interns)$/i.test(subject) && /\b(?:before|to)\s+(?:we\s+can\s+|you\s+can\s+|they\s+can\s+)?(?:merg|push|deploy|releas|ship|commit|open|land)\w*/i.test(s)) return true;
  // "debits and credits of a journal entry must sum to zero": the parts every one of a kind has, named by that kind
  const partsOfAKind = /^(?:the\s+)?(?:[\w-]+\s+)?[\w-]+s(?:\s+and\s+[\w-]+s)?\s+(?:of|in|on)\s+(?:a|an|each|every|any)\s+((?:[\w-]+\s+)?[\w-]+)$/i.exec(subject);
  if (partsOfAKind && SOFTWARE_THING.test(partsOfAKind[1]!)) return true;
  if (subject.split(/\s+/).length > 4 || !KIND_SUBJECT.test(subject)) return false;
  // "celery tasks must be idempotent": a property every one of a kind must have, whatever the kind
  if (LASTING_PROPERTY.test(s) && /s$/i.test(subject)) return true;
  // "webhooks must be verified before …": a passive order needs no word from the list
  // ("anything public needs rate limiting": what is exposed is software enough)
  // (but not work to do on the one thing named: "the config must be rewritten", "the schema should be cleaned up")
  if (THE_ONE_THING.test(subject) && WORK_DONE_TO_IT.test(s.slice(m.index))) return false;
  return SOFTWARE_THING.test(subject) || /^(?:anything|everything|nothing)\s+(?:public|user-facing|customer-facing|external|exposed)\b/i.test(subject) || /^\s+(?:must|should|need to|needs to|have to|has to)\s+be\s+\w+(?:ed|en)\b/i.test(m[0]);
}

/** A subject that is one thing at hand: "the config", "our schema", "this handler". */
const THE_ONE_THING = /^(?:the|our|this|that)\s+(?:[\w.-]+\s+){0,2}[\w.-]+$/i;
/** Work done to a thing, said in the passive after the modal: "must be rewritten", "should be cleaned up". */
const WORK_DONE_TO_IT =
  /^\s+(?:must|should|needs? to|has to|have to)\s+be\s+(?:fixed|updated|changed|cleaned(?:\s+up)?|rewritten|redone|reworked|removed|deleted|refactored|reverted|rolled\s+back|renamed|moved|replaced|rebuilt|restarted|redeployed|regenerated|investigated|looked\s+at|split(?:\s+up)?|upgraded|bumped|migrated|dropped|recreated|re-?run|rerun)\b/i;

/** Words that bound a statement's reach: "never", "only", "nowhere else", "instead of", "except". */
const BOUND = /\b(?:never|only|nowhere else|instead of|rather than|except|unless|not (?:on|in|for|from|through|via|with))\b/i;
/** A sentence that opens with a verb asks for work ("move the cron job to the worker", "run the tests only once"). */
// (the verbs of work (task-bound), and a few that open an order as often: "use", "keep", "stop", "go", …)
const OPENS_WITH_A_VERB = new RegExp(`^(?:please\\s+)?(?:${WORK_VERBS.join('|')}|use|set|close|start|stop|let|go|get|look|keep|turn|copy|clean|skip|help|ping)\\b`, 'i');

/** Errors as a kind the design routes, said as the subject: "errors go through thiserror", "all errors are wrapped in AppError". */
const ERRORS_BY_DESIGN = /^(?:all\s+|our\s+|the\s+)?(?:[\w-]+\s+)?errors\s+(?=(?:go|goes)\s+(?:through|to|into)\b|(?:are|get)\s+(?:wrapped|handled|logged|mapped|converted|reported|returned|raised)\b)/i;

/**
 * The second net: a statement of how things in the software stand, bounded by "never", "only",
 * "nowhere else", "instead of", "except" ("our terraform is applied from CI only, never from
 * laptops", "image uploads are resized by a lambda, the app server never touches the raw files")
 * — not an order, not a failure, not said of the speaker, the listener or the thing at hand, not
 * of now.
 */
export function boundedStatementOfAKind(s: string): boolean {
  // two clauses, the bound in either ("…, never from laptops", "…, the app server never touches the
  // raw files"): one clause with "only"/"never" is as often what went wrong ("the tests only fail on ci")
  if (!BOUND.test(s) || !/[,;—–]/.test(s) || OPENS_WITH_A_VERB.test(s) || words(s) < 5 || words(s) > 40) return false;
  // (errors as a kind the design routes, "errors go through thiserror in the library crate, …", are no trouble)
  const said = s.replace(ERRORS_BY_DESIGN, '');
  if (/\b(?:fail\w*|crash\w*|broken|breaks|flaky|errors?|bugs?|slow|wrong|down|hangs?|stuck|never (?:finishes|returns|works|loads|starts|runs|gets called|shows up))\b/i.test(said)) return false;
  // ("the tests pass locally, never on CI": where it was seen to work)
  if (WORKS_SOMEWHERE.test(s)) return false;
  if (/^(?:i|i'm|im|you|it|it's|its|this|that|these|those|he|she|they|there|here|my|your|what|why|how|when|where|who|which|if|so|but|and|or|ok|okay|yes|no)\b/i.test(s)) return false;
  // (a "that" after a kind in the plural is which: "corrections are new entries that reverse the old ones")
  if (OF_THE_MOMENT.test(s.replace(NOT_UP_TO_IT_YET, ' ').replace(/(?<=\b[a-z][\w-]*[^s\W]s\s)that(?=\s+[a-z]+\b)/gi, 'which')) || /\b(?:never mind|my)\b/i.test(s)) return false;
  // (nor an order about the one thing named before it, as it is now: "the deploy is running, don't touch it unless I ask",
  // "the new seed script is ready, only run it when I ask")
  if (/^[^,;]*\b(?:(?:is|are)\s+(?:\w+ing|ready|done)|new|just)\b[^,;]*[,;]\s+(?:so\s+)?(?:please\s+)?(?:only\s+|just\s+)?(?:(?:don'?t|dont|do not|never)\s+)?[a-z]+\s+(?:it|them|this|that)\b/i.test(s)) return false;
  // (an order with its "only": "only add a test if you have time"; what happened once: "we never got it fixed")
  // (or what was done and never came of it: "we checked the logs, never found anything")
  // (nor what is left of a task: "the deploy is done, we only need to update the docs")
  if (/^only\s+\w+/i.test(s) || /\b(?:got|was|were|did|had|went|broke|fixed|used to)\b|\bnever\s+(?:found|saw|heard|knew|figured|managed|came)\b|\bonly\s+(?:need|needs|have|has)\s+to\b/i.test(s)) return false;
  return SOFTWARE_THING.test(s);
}

/** "avoid one-letter variable names": a kind of code to avoid, said as an order (not "avoid this file", "avoid it for now"). */
const AVOID_A_KIND = /^(?:please\s+)?(?:always\s+|generally\s+)?avoid\s+(?!(?:it|this|that|them|these|those|doing that|the (?:first|second|other|new|old|last|one)|your|my|you|him|her|meetings?|calls?)\b)\S/i;
/** Kinds of code a style rule avoids that no other list names: "one-letter variable names", "magic numbers", "deep nesting". */
const CODE_KIND = new RegExp(String.raw`\b(?:${ARTIFACTS.slice(3, -1)}|names?|abbreviations|globals?|global state|mutations?|side effects|magic numbers|nesting|inheritance|recursion|regex(?:es)?|singletons?|nulls?|exceptions|generics|macros|callbacks|promises|any)\b`, 'i');
export const avoidsAKind = (s: string) => AVOID_A_KIND.test(s) && (SOFTWARE_THING.test(s) || CODE_KIND.test(s)) && !TROUBLE.test(s) && !MOMENT.test(s) && !/\b(?:this|that|these|those|here|now)\b/i.test(s);
