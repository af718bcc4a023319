// Ways of working — how the work is built, checked and shipped: a tool with its setup, the check all the work must
// pass, settings that stay, what a kind of change needs, how many a change carries, what a hook checks, how long a
// kind is tried before the next step, what is cleaned up past an age, where heavy work runs, how the team counts and
// rounds, data known bad or odd, frozen and read-only places, what a platform or a version rules out, what the
// product must work without, how an open project treats its users. Read by practice-forms (teamPractice), which keeps
// the sentence when any form of any theme reads it.
import { SO_NO_ANSWER } from '../rule-forms.js';

/** "format with fourmolu, the config is in fourmolu.yaml, CI checks it": the tool a step is done with, where it is set up, and what enforces it. */
const TOOL_WITH_ITS_SETUP =
  /^(?:please\s+)?(?:always\s+)?(?:format|lint|type-?check|typecheck)\s+(?:(?:the\s+)?code\s+|everything\s+)?(?:with|using)\s+[\w.@/-]+(?:[,;]\s+(?:and\s+)?(?:the\s+config(?:uration)?\s+(?:is|lives)\s+in\s+\S+|(?:ci|the ci|the pipeline|pre-commit|a pre-commit hook|the linter)\s+(?:checks|enforces|runs|verifies)\s+(?:it|that|this)(?:\s+(?:too|as well|on every (?:pr|push|commit)))?))+[.!]*$/i;

/** "new features only go in the new admin", "all new endpoints go in v2": where new work goes while an old part stays. */
const NEW_WORK_ONLY_IN =
  /^(?:all\s+|any\s+)?new\s+(?:features|code|endpoints|pages|screens|work|components|services|modules|routes)\s+(?:only\s+)?(?:go|goes|belong|live|get built)\s+(?:only\s+)?(?:in|into|to|on)\s+(?:the\s+)?(?:new|v\d|next|[\w-]+\/)/i;

/** "no real patient data in dev", "no customer data in logs": what data may not be where (a place from a list, not "no data in the table"). */
const NO_DATA_IN =
  /^no\s+(?:real\s+)?(?:patient|customer|user|production|prod|personal|pii|payment|card|health)\s+data\s+(?:in|on|outside(?:\s+of)?)\s+(?:the\s+)?(?:dev|development|staging|test|tests|local|laptops?|ci|logs|analytics|fixtures|slack|tickets|screenshots|the eu)\b/i;

/** "everything has to pass axe with zero violations": the check all the work must pass (a tool named after it, not "now"). */
// ("every template has to pass the Litmus check before it goes out": each one of a kind, before it leaves)
const EVERYTHING_PASSES = /^(?:everything|all (?:code|pages|screens|components|changes|prs)|(?:every|each|any)\s+(?!(?:time|day|one)\b)[\w-]+)\s+(?:has to|must|needs to|should)\s+pass\s+(?!(?:now|today|first|again|before)\b)(?:the\s+|our\s+|a\s+)?[\w.-]+(?:\s+[\w.-]+){0,4}?(?:\s+before\s+(?:it|they)\s+(?:goes|go|ships?|lands?|merges?|is sent|are sent|gets? sent|goes out|go out)(?:\s+out)?)?[.!]*$/i;

/** "shadow deployments run for at least a week before any promotion": how long each one of a kind is tried before the step after it. */
const AT_LEAST_BEFORE = /^(?:the\s+|our\s+|all\s+)?(?:[\w-]+\s+){0,2}[\w-]+s\s+(?:run|last|stay|soak|bake|sit)\s+(?:in\s+[\w-]+\s+)?(?:for\s+)?(?:at\s+least|a\s+minimum\s+of|no\s+less\s+than)\s+(?:a|an|one|two|three|four|\d+)\s+(?:hours?|days?|weeks?)\s+before\s+(?:any|every|each|a|the)\s+[\w-]+[.!]*$/i;

/** "progressive enhancement matters, site has to work w/o js": what the product must keep working without. */
const WORKS_WITHOUT =
  /^(?:[\w -]{3,40}\s+matters,?\s+(?:so\s+)?|no\s+(?:js|javascript)\s+dependenc(?:y|ies)\s+(?:for|in)\s+[\w -]{2,30},\s+)?(?:the\s+|our\s+)?(?:site|app|website|web app|service|pages?|forms?|ui|frontend|checkout|docs|(?:core\s+)?journeys)\s+(?:has|have|needs?|must|should)\s+(?:to\s+)?(?:keep\s+|always\s+)?work(?:ing)?\s+(?:(?:without|with no|w\/o)\s+(?:js|javascript|cookies|a network|network|the network|internet|an internet connection)|with\s+(?:js|javascript|cookies)\s+(?:off|disabled|turned off))\b/i;

/** "deploys are on cloudflare pages via adapter-cloudflare so no node apis in server code": the platform, and what it rules out. */
const ON_A_PLATFORM_SO_NO = new RegExp(
  String.raw`^(?:we(?:'re| are)\s+(?:deployed\s+|hosted\s+)?|(?:our\s+)?(?:deploys|builds|the (?:app|site|api|service|backend|frontend|server|worker)|it)\s+(?:are|is|runs?|run)\s+(?:deployed\s+|hosted\s+)?)on\s+(?!(?:it|this|that|fire|call|holiday|vacation|leave)\b)[^,;]{3,60}?,?\s+so\s+no\s+(?!${SO_NO_ANSWER}\b)[\w.-]+(?:\s+[\w.-]+){0,2}\s+(?:in|on|from|inside)\s+(?!(?:it|this|that)\b)\S`,
  'i',
);

/** "builds go through nix flake, dont add anything to the flake without asking": how a part is set up, and that changing it needs asking first ("art is by Yuki, don't replace any of her sprites without asking"). */
const ASK_BEFORE_CHANGING =
  /^(?!(?:i|i'm|i've|you|it|this|that)\b)(?![^,;]*\b(?:failed|fails|broke|broken|down|crashed|red|failing)\b)[^,;]{6,80},\s+(?:so\s+)?(?:please\s+)?(?:don'?t|dont|do not|never)\s+(?:add|change|touch|edit|remove|bump|upgrade|modify|replace|rewrite|redo|delete|rename|overwrite)\s+(?!(?:it|this|that|them|these|those)\b)(?:anything|any\s+(?:of\s+(?:the|her|his|their|our)\s+)?[\w-]+|[\w./-]+)(?:\s+(?:to|in|from|on)\s+(?:the\s+)?[\w./-]+)?\s+without\s+(?:asking|checking with|talking to|telling)\b/i;

/** "remote cache is on BuildBuddy, don't turn it off in .bazelrc": a part set up one way, and the order to keep it so. */
const KEEP_IT_ON =
  /^(?!(?:i|you|it|this|that)\b)[^,;]{4,60}?\s+(?:is|are)\s+(?:on|in|enabled|configured|set up)\b[^,;]{0,40},\s+(?:so\s+)?(?:please\s+)?(?:don'?t|do not|never)\s+(?:turn|switch)\s+(?:it|them)\s+off\b/i;

/** "raw fastqs in /data/raw are read-only, outputs go under /scratch/…": what a place holds, and what may not be done to it. */
const PLACE_IS_READ_ONLY =
  /^(?:the\s+|all\s+)?(?:[\w-]+\s+){0,3}(?:in|under)\s+\S*\/\S*\s+(?:is|are)\s+(?:strictly\s+)?(?:read-only|immutable|append-only|off-limits|off limits)\b(?![^,;]*\b(?:now|today|currently|at the moment)\b)/i;

/** "auto-update is disabled on the enterprise build": a feature of the product that one build or edition of it leaves out, or only it has (not "… in the latest build", a bug seen now). */
const OFF_IN_ONE_BUILD =
  /^(?!(?:it|this|that|everything|nothing|something)\b)(?:the\s+)?[\w.-]+(?:\s+[\w.-]+)?\s+(?:is|are)\s+(?:always\s+)?(?:disabled|off|turned off|switched off|compiled out|stripped out|left out|enabled|on|only on)\s+(?:on|in|for)\s+(?:the\s+|our\s+|all\s+)?(?!(?:new|newest|latest|last|current|previous|old|next|broken|failing|same|this|that|my|your)\b)[\w-]+\s+(?:builds?|editions?|versions?|tiers?|plans?|flavou?rs?|variants?|skus?)\b(?![^,;]*\b(?:now|today|currently|for now|yet|at the moment|temporarily|again)\b)/i;

/** "contextIsolation stays on and nodeIntegration stays off": a setting, named in code, that must keep its value. */
// ("catchup stays False on every DAG": a setting named bare, held on every one of a kind)
const SETTING_STAYS =
  /^(?:[a-z]+[A-Z]\w*|\w+_\w+|[\w-]+\.[\w.-]+|(?:the\s+)?[\w-]+\s+(?:flag|setting|option|toggle)|[a-z]+(?=\s+stays\s+\S+\s+(?:on|for|in|across)\s+(?:every|all|each)\b))\s+(?:stays|remains|must stay|has to stay|should stay|always stays)\s+(?:on|off|enabled|disabled|true|false|True|False|TRUE|FALSE)\b/;

/** "mypy strict is on, don't sprinkle type: ignore", "TypeScript strict mode is on": a checker's strictness, which every change must keep to. */
const STRICT_IS_ON =
  /^(?:the\s+|our\s+)?(?:[\w.-]+\s+){0,2}(?:strict(?:\s+mode)?|strict null checks|noImplicitAny|--strict|warnings as errors|-Werror|treat warnings as errors|nullable reference types|nullable)\s+(?:is|are)\s+(?:always\s+)?(?:on|enabled|turned on)\b(?![^,;]*\b(?:now|today|again|for this)\b)/i;

/** "migrations are alembic, one per PR max", "one migration per PR max": how many of a kind a change may carry. */
const ONE_PER_CHANGE =
  /(?:^|,\s+)(?:one|two|three|\d+)\s+(?:[\w-]+\s+)?per\s+(?:pr|pull request|commit|release|deploy|change|file|service|ticket)\s*(?:max|at most|maximum|tops|only)\b/i;

/** "we flash with nrfjprog, the script is tools/flash.sh": the tool a manual step of the work is done with, and where its script is ("we sign release tags with the project GPG key, the one on …": the key, and where it is). */
const STEP_DONE_WITH =
  /^we\s+(?:flash|sign|notarize|provision|image|burn)\s+(?:the\s+\w+\s+|boards?\s+|devices?\s+|builds?\s+|(?:all\s+|every\s+|our\s+)?(?:release\s+)?(?:tags?|releases?|artifacts?|binaries|images|packages|installers?)\s+)?(?:with|using|via)\s+(?:[\w.-]+|(?:the|our)\s+(?:[\w.'-]+\s+){0,2}(?:key|keys|cert|certificate|identity))(?:,\s+(?:the\s+)?script\s+is\s+\S+|,\s+the\s+one\s+(?:on|in)\s+[^,;]{3,40})?[.!]*$/i;

/**
 * How the team counts: "revenue excludes refunds and taxes", "a week starts on Monday in all our reports", "fiscal year
 * starts in February", "we count active users by distinct user_id with at least one event" (a measure by its name).
 */
const HOW_WE_COUNT =
  /^(?:our\s+|the\s+)?(?:net\s+|gross\s+)?(?:revenue|gmv|arr|mrr|churn(?: rate)?|retention|active users|daus?|maus?|conversion(?: rate)?|a week|the week|weeks|a month|(?:the\s+)?fiscal (?:year|quarter)|an? (?:active|new|returning|paying) (?:user|customer|account)s?|a session)\s+(?:always\s+)?(?:excludes?|includes?|starts?|begins?|ends?|means|is counted|are counted|counts?|is defined as|are defined as)\s+(?!(?:now|today|tomorrow|tonight|soon|next|this|again|later)\b)\S|^we\s+(?:count|define|measure)\s+(?!(?:it|this|that|them)\b)[\w\s-]{2,30}?\s+(?:by|as)\s+\S/i;

/**
 * How an open project treats its users and contributors: "we deprecate for one minor version before removing anything",
 * "error messages say what happened and what to do next", "telemetry is opt-in", "maintainers rotate triage duty weekly",
 * "first-time contributors get a 'good first issue' label on easy tickets", "exit code 2 means usage error".
 */
const OPEN_PROJECT_WAYS = [
  /^we\s+(?:deprecate|warn|keep\s+[\w-]+(?:\s+[\w-]+)?)\s+for\s+(?:at least\s+)?(?:one|two|three|a|\d+)\s+(?:minor\s+|major\s+|full\s+)?(?:versions?|releases?|sprints?|weeks?|months?)\s+before\s+(?:removing|deleting|dropping|breaking)\b/i,
  /^(?:all\s+|our\s+)?(?:error messages|errors shown to users|log messages|alerts|warnings|cli errors)\s+(?:always\s+)?(?:say|state|include|tell|explain|name|start with|end with)\s+(?!(?:it|this|that)\b)\S/i,
  /^(?:the\s+|our\s+)?(?:telemetry|analytics|usage tracking|crash reporting|data collection)\s+(?:is|are)\s+(?:always\s+)?(?:opt-in|opt-out|off by default|disabled by default|anonymous)\b(?![^,;]*\b(?:now|today|yet)\b)/i,
  /^(?:the\s+)?(?:maintainers|we|the team|engineers|reviewers)\s+rotate\s+(?!(?:it|this|that|them)\b)[\w\s-]{2,30}?\s+(?:weekly|daily|monthly|every\s+(?:week|sprint|month|monday|tuesday|wednesday|thursday|friday))\b/i,
  /^(?:first-time|new|outside|external)\s+contributors\s+(?:get\s+(?:an?|the|added|assigned|paired|labell?ed)|need|must|should|have to)\s+(?!(?:it|this|that)\b)\S/i,
  // ("exit code 2 means usage error, 1 means runtime failure": what the program's codes mean; a failure named is no fault here)
  /^(?:an?\s+|the\s+)?(?:exit|status|return)\s+code\s+\d+\s+(?:means|is|stands for|signals)\s+(?!(?:it|this|that)\b)[^,;?]+(?:,\s*\d+\s+(?:means|is|for)\s+[^,;?]+)*[.!]*$/i,
];

/**
 * "feature flags are cleaned up two weeks after a full rollout", "merged branches get deleted after a day": what
 * happens to every one of a kind, some time after a step of its life (not "the flag gets removed after this release").
 */
const DONE_AFTER_A_WHILE =
  /^(?:the\s+|our\s+|all\s+|old\s+|stale\s+|merged\s+)*(?!(?:this|that|it)\b)[\w-]+(?:\s+[\w-]+)?s\s+(?:are|get|must be|should be|have to be)\s+(?:cleaned up|removed|deleted|archived|reviewed|pruned|closed|dropped)\s+(?:(?:within|after|every)\s+)?(?:a|an|one|two|three|four|five|six|\d+)\s+(?:days?|weeks?|months?|hours?|sprints?|releases?)(?:\s+(?:after|of|past|since)\s+(?!(?:this|that|it|the next)\b)(?:a\s+|the\s+|each\s+|every\s+|their\s+|its\s+)?(?:full\s+)?[\w-]+)?[.!]*$/i;

/** "preview deploys cost us real money, anything older than 7 days should go": things of a kind, and the age past which they go. */
const GONE_PAST_AN_AGE =
  /^(?:the\s+|our\s+|old\s+)?(?!(?:these|those|they|things|people|users)\b)(?:[\w-]+\s+)?[a-z][\w-]*[^s\W]s\s+[^,;]{3,50},\s*(?:so\s+)?(?:anything|everything|any\s+(?:of\s+them|ones?)|ones)\s+(?:older than|over|past)\s+(?:\d+|a|one|two|three|seven|thirty)\s*(?:days?|weeks?|months?|hours?)(?:\s+old)?\s+(?:should|must|can|has to|have to|needs? to)\s+(?:go|be\s+(?:deleted|removed|archived|purged|cleaned up|torn down)|get\s+(?:deleted|removed|archived|purged|cleaned up|torn down))[.!]*$/i;

/**
 * "the March spike is a known backfill, exclude 2024-03-11 to 2024-03-14 from trend charts": data known to be wrong, and
 * what every chart or report leaves out for it.
 */
const KNOWN_BAD_DATA_LEFT_OUT =
  /^(?:the\s+|that\s+)?[^,;]{3,50}?\s+(?:is|are|was|were)\s+(?:a\s+|an\s+)?known\s+(?:backfill|outage|bug|glitch|artifact|data issue|double count|duplicate|incident|replay|test data|bot traffic|load test)s?\s*[,;—–]\s*(?:so\s+)?(?:always\s+)?(?:exclude|drop|filter out|ignore|leave out|skip|remove|mask)\s+[^,;]{3,60}?\s+(?:from|in)\s+(?:all\s+|every\s+|any\s+|the\s+)?(?:[\w-]+\s+)?(?:charts?|reports?|dashboards?|analys[ie]s|metrics|trends?|plots?|numbers|kpis|forecasts?|models?|training data)\b/i;

/**
 * "customer ids from the old CRM have a leading C, strip it before joining": a quirk of a kind of value from a source, and
 * what is done to it every time it is used (not "this id has a leading C").
 */
const QUIRK_FIXED_BEFORE_USE =
  /^(?:the\s+|our\s+|all\s+)?(?:[\w-]+\s+){0,2}(?:ids|keys|codes|dates|timestamps|names|emails|phone numbers|amounts|prices|values|skus|zip codes|postcodes|columns|fields|rows|records|files|exports)\s+(?:from|in|of)\s+(?!(?:this|that|it)\b)(?:the\s+)?[^,;]{2,40}?\s+(?:have|has|are|come|carry|use|contain|include|start with|end with)\s+[^,;]{3,50},\s*(?:so\s+)?(?:always\s+)?(?:strip|trim|drop|remove|convert|cast|normalize|normalise|parse|lowercase|uppercase|pad|dedupe|deduplicate|map|fix|decode)\s+(?:it|them|that|those|the\s+[\w-]+)(?:\s+\w+)?\s+(?:before|when|while)\s+(?:joining|loading|comparing|merging|matching|importing|reading|parsing|using|grouping|aggregating|sorting|storing|saving|exporting)\b/i;

/** "adding an index needs algorithm: :concurrently", "renaming a column requires a two-step deploy": what every change of a kind needs. */
const A_KIND_OF_CHANGE_NEEDS =
  /^(?:(?!(?:this|that|it)\b)[\w.-]+\s+(?:is|are)\s+(?:installed|enabled|on|set up|in place)\s*,\s*so\s+)?(?:adding|removing|renaming|dropping|creating|deleting|changing)\s+(?:an?\s+|any\s+|every\s+|new\s+)(?:[\w-]+\s+)?[\w-]+\s+(?:needs|requires|must use|has to use|must go through|must have|needs to use)\s+(?!(?:it|this|that)\b)\S/i;

/** "N+1s are caught by bullet in development, treat its warnings as failures": the tool that catches a kind of fault, and where. */
const CAUGHT_BY_A_TOOL =
  /^(?!(?:this|that|it|the\s+bug)\b)[\w+-]+(?:\s+[\w-]+)?\s+(?:are|is|get|gets)\s+(?:caught|flagged|detected|reported|blocked)\s+by\s+(?!(?:me|you|someone|the\s+user)\b)[\w.-]+(?:\s+(?:in|on|during)\s+(?:dev|development|ci|staging|tests?|prod|production|review|pre-commit))?(?:\s*[,;]\s*\S.*)?$/i;

/** "round everything to whole euros in the summaries": how every figure of a kind is rounded. */
const ROUNDED_TO =
  /^(?:always\s+)?round\s+(?:everything|all\s+[\w-]+|amounts|numbers|figures|prices|totals|percentages|costs|times|durations)\s+(?:up\s+|down\s+)?to\s+(?:the\s+)?(?:whole|nearest|\d+|one|two|three)\b/i;

/** "the eval set is frozen, nobody touches data/eval_v3": a set, a folder or a contract no one changes (not "it's frozen until Friday"). */
const FROZEN =
  /^(?:the\s+|our\s+)?(?:(?:[\w-]+\s+){0,2}(?:set|sets|split|splits|data|dataset|datasets|benchmark|eval|schema|api|interface|contract|spec|folder|directory|module|package|fixtures|golden files)|[\w.-]+\/[\w./-]*)\s+(?:is|are)\s+(?:frozen|read-only|locked|off-limits|immutable|append-only)\b(?![^,;]*\b(?:now|today|until|for now|this week|while)\b)|^(?:nobody|no one|no-one)\s+(?:ever\s+)?(?:touches|edits|changes|modifies|pushes to|writes to)\s+(?!(?:it|this|that|them|anything)\b)\S/i;

/** "we train in bf16 on the A100s": the precision the work is done in. */
const IN_A_PRECISION =
  /^we\s+(?:always\s+|only\s+)?(?:train|run|serve|infer|compute|store|fine-tune|finetune|quantize|export)\b[^,;]{0,20}?\s+(?:in|with|at)\s+(?:bf16|fp16|fp32|fp8|int8|int4|mixed precision|float32|float16|bfloat16|half precision|full precision)\b/i;

/** "a model doesn't get promoted unless it beats the baseline": the bar every one of a kind must clear to go on. */
const NOT_UNLESS =
  /^(?:(?:a|an)\s+(?:new\s+)?[\w-]+(?:\s+[\w-]+)?\s+(?:doesn'?t|does not|won'?t|can'?t|never)\s+(?:get\s+|be\s+)?|no\s+(?:new\s+)?[\w-]+(?:\s+[\w-]+)?\s+(?:gets\s+|is\s+|can\s+be\s+)?)(?:promoted|merged|released|shipped|deployed|approved|published|accepted|rolled out|goes live|go live)\s+unless\s+\S/i;

/** "big migrations run on the replica first": where every one of a kind of heavy work runs. */
const A_KIND_RUNS_ON =
  /^(?:big|large|long|heavy|slow|risky|all|new)\s+(?:migrations|jobs|queries|backfills|reindexes|builds|imports|exports|batch jobs)\s+(?:always\s+)?(?:run|go|happen|start)\s+(?:on|in|against|through)\s+(?:the\s+)?[\w-]+(?:\s+first)?\b/i;

/** "migrations are squashed once a quarter by whoever is on release duty": what is done to a kind, at a rhythm, said without a doer. */
const DONE_TO_A_KIND_AT_A_RHYTHM =
  /^(?:all\s+|our\s+|the\s+)?(?!(?:this|that|these|those|my|your)\b)(?:[\w-]+\s+)?[\w-]+s\s+(?:are|get)\s+(?:[a-z]+ed|[a-z]+en|cut|run|built|set)\s+(?:once|twice|three\s+times)\s+a\s+(?:day|week|fortnight|month|quarter|year|sprint|release|term|season)\b(?![^,;]*\b(?:now|for\s+now|this\s+(?:week|month|year))\b)/i;

/** "lint runs on staged files only in the pre-commit hook, …": what a hook checks, and what it leaves to CI. */
const IN_THE_HOOK_ONLY =
  /^(?:lint|linting|eslint|prettier|formatting|type[- ]?checks?|tests|unit\s+tests)\s+(?:only\s+)?runs?\s+(?:on\s+[^,;]{2,30}?\s+)?(?:only\s+)?in\s+(?:the\s+)?(?:pre-commit|pre-push|commit|push)\s+hook\b/i;

/** "migrations go through goose and are never edited once merged": what of a kind is never changed once it has landed. */
const NEVER_CHANGED_ONCE_DONE =
  /^(?:all\s+|our\s+|the\s+)?(?:[\w-]+\s+)?(?:migrations|releases|tags|invoices|entries|records|minutes|commits|changelogs?|schemas|contracts|receipts)\s+(?:go\s+through\s+[\w.-]+\s+and\s+)?(?:are|is)\s+never\s+(?:edited|changed|modified|touched|rewritten|amended|deleted)\s+(?:once|after)\s+(?:they(?:'re|\s+are|'ve\s+been|\s+have\s+been)\s+)?(?:merged|shipped|released|applied|published|deployed|landed|sent|signed|approved|run)\b/i;

/** "plan output gets pasted into the PR": what of a run is always put where the change is reviewed. */
const PASTED_INTO_THE_REVIEW =
  /^(?:the\s+)?(?:[\w-]+\s+)?(?:output|diff|plan|logs?|screenshots?|results?|summary|benchmarks?|timings?)\s+(?:always\s+)?(?:gets|get|is|are|goes|go)\s+(?:pasted|posted|attached|linked|copied|put)\s+(?:in|into|on|to)\s+(?:the|every|each)\s+(?:pr|pull\s+request|ticket|issue|mr|merge\s+request|review)\b/i;

/** "OTA updates only for JS fixes, anything native goes through the store": what a fast path is for, and where the rest goes. */
const FAST_PATH_ONLY_FOR =
  /^(?:[\w-]+\s+)?(?:updates|releases|deploys|hotfixes|patches|pushes)\s+(?:are\s+)?only\s+for\s+[^,;]{2,30}\s*,\s+(?:anything|everything)\s+(?:else|native|bigger|larger|more)\s+(?:goes|needs\s+to\s+go|has\s+to\s+go)\s+(?:through|to|via)\s+\S/i;

/** "native changes need a store build": the step a kind of change always needs. */
const A_KIND_OF_CHANGE_NEEDS_A_STEP =
  /^(?:native|schema|database|db|api|breaking|config|infra|infrastructure|ui|copy|design|pricing|security|dependency|permission|firmware)\s+changes\s+(?:always\s+)?(?:need|require|must\s+have|go\s+through)\s+(?:a|an)\s+(?:[\w-]+\s+)?(?:build|review|release|sign-?off|approval|ticket|rfc|deploy)\b/i;

/** "rebase don't merge when updating from main, we want linear history": one step of the work done, its other not (the comma may be left out). */
const THIS_NOT_THAT =
  /^(?:always\s+)?(rebase|squash|merge|revert|mock|stub|fake|log|throw|return|raise|panic|retry|cache|batch|stream|paginate|inline|vendor|pin|fork|cherry-pick|amend|fix forward|roll back)\s*,?\s+(?:don'?t|do not|not|never)\s+(?!\1\b)(rebase|squash|merge|revert|mock|stub|fake|log|throw|return|raise|panic|retry|cache|batch|stream|paginate|inline|vendor|pin|fork|cherry-pick|amend|fix forward|roll back)\b(?:\s+(?:when|for|in|on|if)\s+[^,;]{3,50})?(?:\s*[,;—–]\s*\S.{3,})?[.!]*$/i;

/** "draft PRs are fine for early feedback but CI only runs on ready ones": where a kind is fine, and the standing limit after "but". */
const FINE_FOR_BUT =
  /^(?:the\s+|our\s+)?(?!(?:these|those|they|things)\b)(?:[\w-]+\s+)?[a-z][\w-]*[^s\W]s\s+are\s+(?:fine|ok|okay|allowed|welcome)\s+(?:for|in|on)\s+(?!(?:now|today|this)\b)[^,;]{3,40}?\s*,?\s+but\s+(?!(?:this|that|it|i|you|i'm|they're)\b)[^,;]{5,}$/i;

/** "temperature is 0 for anything that parses structured output": a setting's value for a whole kind of call. */
const A_SETTING_FOR_A_KIND =
  /^(?:the\s+)?(?:temperature|top[_ ]p|max[_ ]tokens|timeout|batch size|retries|concurrency|pool size|page size|ttl|log level|seed)\s+is\s+[\d.]+\s*\w*\s+for\s+(?:anything|everything|all|every|any|each)\b[^,;]{3,60}(?:\s*[,;—–]\s*\S.{3,})?$/i;

/** "feature work happens on short-lived branches, anything open longer than three days gets split": what is done to whatever stays past an age. */
const DONE_PAST_AN_AGE =
  /^(?!(?:i|i'm|you|it|this|that)\b)[^,;]{8,80},\s*(?:so\s+)?(?:anything|everything|any\s+[\w-]+)\s+(?:open|older|idle|stale|unmerged|unreviewed|untouched)?\s*(?:longer than|older than|for more than|past)\s+(?:\d+|a|one|two|three|four|five|seven|ten|thirty)\s+(?:days?|weeks?|months?|hours?)\s+(?:gets?|is|should be|must be)\s+(?:split|closed|deleted|archived|pinged|escalated|reviewed|rebased|flagged|cleaned up)\b(?:\s+(?:to|by|into|in)\s+[^,;]{2,30})?[.!]*$/i;

/** "we pay per seat for Sentry, so service accounts don't get logins": what a tool costs the project, by what it counts. */
const PAID_PER =
  /^we\s+pay\s+(?:per|by the)\s+(?:seat|user|request|gb|call|token|minute|hour|build minute|event)\s+for\s+(?!(?:it|this|that)\b)\S+/i;

/** "zig fmt runs in CI and a PR that fails it doesn't get reviewed": a check on every change, and what failing it costs. */
const FAILING_IT_BLOCKS =
  /^[\w.-]+(?:\s+[\w.-]+){0,2}\s+runs\s+(?:in|on)\s+(?:CI|every\s+(?:PR|MR|push|commit))\s*(?:,\s*|\s+and\s+)(?:a|any)\s+(?:PR|MR|commit|change|branch)\s+that\s+fails\s+it\s+(?:doesn'?t|does\s+not|won'?t|can'?t|isn'?t)\s+(?:get\s+|be\s+)?(?:reviewed|merged|looked\s+at|deployed)\b[.!]*$/i;

/** "specs run with --error-on-warnings in CI": the flag every run of a kind of check carries. */
const RUN_WITH_A_FLAG =
  /^(?:the\s+|our\s+|all\s+)?(?:specs|tests|builds?|lints?|checks|type\s*checks?)\s+(?:always\s+)?run\s+with\s+--?[\w-]+(?:[= ][\w.-]+)?(?:\s+(?:in|on)\s+(?:CI|every\s+[\w-]+))?[.!]*$/i;

/** Every form of this theme. */
export const DELIVERY_WAYS = [RUN_WITH_A_FLAG, FAILING_IT_BLOCKS, TOOL_WITH_ITS_SETUP, NEW_WORK_ONLY_IN, NO_DATA_IN, EVERYTHING_PASSES, AT_LEAST_BEFORE, WORKS_WITHOUT, ON_A_PLATFORM_SO_NO, ASK_BEFORE_CHANGING, KEEP_IT_ON, PLACE_IS_READ_ONLY, OFF_IN_ONE_BUILD, SETTING_STAYS, STRICT_IS_ON, ONE_PER_CHANGE, STEP_DONE_WITH, HOW_WE_COUNT, ...OPEN_PROJECT_WAYS, DONE_AFTER_A_WHILE, GONE_PAST_AN_AGE, KNOWN_BAD_DATA_LEFT_OUT, QUIRK_FIXED_BEFORE_USE, A_KIND_OF_CHANGE_NEEDS, CAUGHT_BY_A_TOOL, ROUNDED_TO, FROZEN, IN_A_PRECISION, NOT_UNLESS, A_KIND_RUNS_ON, DONE_TO_A_KIND_AT_A_RHYTHM, IN_THE_HOOK_ONLY, NEVER_CHANGED_ONCE_DONE, PASTED_INTO_THE_REVIEW, FAST_PATH_ONLY_FOR, A_KIND_OF_CHANGE_NEEDS_A_STEP, THIS_NOT_THAT, FINE_FOR_BUT, A_SETTING_FOR_A_KIND, DONE_PAST_AN_AGE, PAID_PER];
