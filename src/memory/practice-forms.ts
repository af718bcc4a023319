// How a team works, said in ways the other rule forms do not read: what to stick to, what nothing in
// the project may do, a tool with where its settings are, where a kind of writing goes, one way over
// another, what the product must work without, the platform or version floor and what it rules out
// or allows (a version and what it rules out is rule-forms'), the prefix every name carries, who checks a kind of work or whom a change goes past,
// what every one of a kind needs or requires, a place that is read-only, a setting that stays on or off,
// asking before changing a part or whom to ask first, a kind of writing due by when, what the team does
// each cycle, the check all the work must pass, where ticket numbers go, where new work goes while an old
// part stays, and what data may not be where. teamPractice returns the sentence when one of them reads it.
import { SO_NO_ANSWER, TERSE_VERSION } from './rule-forms.js';
import { MONTH } from './statement-text.js';

/** "stick to the python standard library where you can, these scripts get copied onto jump boxes": what to keep to (not "stick to the plan", "… for now"). */
const STICK_TO =
  /^(?:please\s+)?(?:always\s+)?stick\s+(?:to|with)\s+(?!(?:it|this|that|them|the\s+(?:plan|task|script|ticket|scope|topic|point|question))\b)(?:the\s+)?[\w.+#/-]+(?:\s+[\w.+#/-]+){0,3}?(?:\s+(?:where|when(?:ever)?|if)\s+(?:you|we)\s+(?:can|possibly can)|\s+(?:everywhere|here|in this (?:repo|project|codebase)|for (?:all|any|every)\s+\w+))?(?:[,;]\s+(?!(?:i|you)\b)\S.{4,120})?[.!]*$/i;

/** "nothing in here ever talks to a host that isn't in scope.txt": what no code of the project may do (not "nothing here works"). */
const NOTHING_HERE_EVER =
  /^nothing\s+(?:in here|here|in this (?:repo|project|codebase|service|package))\s+(?:ever\s+|should\s+(?:ever\s+)?|may\s+(?:ever\s+)?|can\s+(?:ever\s+)?|must\s+(?:ever\s+)?)(?!(?:works?|worked|happens?|loads?|breaks?|changes?|made|makes)\b)[a-z]+\b/i;

/** "format with fourmolu, the config is in fourmolu.yaml, CI checks it": the tool a step is done with, where it is set up, and what enforces it. */
const TOOL_WITH_ITS_SETUP =
  /^(?:please\s+)?(?:always\s+)?(?:format|lint|type-?check|typecheck)\s+(?:(?:the\s+)?code\s+|everything\s+)?(?:with|using)\s+[\w.@/-]+(?:[,;]\s+(?:and\s+)?(?:the\s+config(?:uration)?\s+(?:is|lives)\s+in\s+\S+|(?:ci|the ci|the pipeline|pre-commit|a pre-commit hook|the linter)\s+(?:checks|enforces|runs|verifies)\s+(?:it|that|this)(?:\s+(?:too|as well|on every (?:pr|push|commit)))?))+[.!]*$/i;

/** "findings go in the report template in templates/report.md, severities are CVSS 3.1": where a kind of writing goes, by the file it goes into. */
const WRITING_GOES_IN =
  /^(?:all\s+|new\s+)?(?:findings|reports|write-?ups|results|screenshots|notes|minutes|postmortems|post-mortems|adrs|decisions)\s+(?:go|goes|belong)\s+(?:in|into)\s+(?:the\s+|our\s+)?[\w -]{2,30}?\s+(?:in|at|under)\s+\S*[/.]\S*(?:[,;]\s+[^,;]{3,60})?[.!]*$/i;

/** "postmortems are blameless and due within 5 business days", "design docs are due before the sprint starts": how the team's writing of a kind is done, and by when. */
const BY_WHEN = String.raw`(?:within|before|by)\s+(?!(?:today|tomorrow|tonight|this|next|eod|end of (?:the\s+)?(?:day|week)|monday|tuesday|wednesday|thursday|friday)\b)[^,;.!]{2,40}`;
const WRITING_DUE = new RegExp(
  String.raw`^(?:all\s+|our\s+)?(?:postmortems|post-mortems|incident (?:reports|reviews|write-?ups)|design docs|rfcs|adrs|status updates|weekly updates|timesheets|sprint reports)\s+(?:are|must be|have to be|should be)\s+(?:blameless(?:\s+and\s+(?:due\s+)?${BY_WHEN})?|(?:(?:written|shared|posted|filed|published|reviewed)\s+(?:and\s+)?)?(?:due\s+)?${BY_WHEN})[.!]*$`,
  'i',
);

/** "ask Kenji before any schema change on the ledger", "check with the data team before every backfill": whom a kind of change goes past first (a name by its capital). */
const ASK_SOMEONE_FIRST =
  /^(?:please\s+)?(?:always\s+)?(?:ask|ping|check with|talk to|loop in)\s+(?:(?=[A-Z])[\w-]+|the\s+(?:[\w-]+\s+)?(?:team|lead|dba|pm|owner|owners))\s+(?:first\s+)?before\s+(?:any|every|all|each)\s+(?!of\b)[\w-]+/;

/** "ticket numbers go in the branch name, like ABC-123-short-desc": what every branch, commit or PR title carries. */
const REFS_GO_IN =
  /^(?:the\s+)?(?:ticket|issue|jira|story|linear)\s+(?:numbers?|ids?|keys?|refs?|references?)\s+(?:always\s+)?(?:go|goes|belong|must go|have to go|need to go)\s+(?:in|into)\s+(?:the\s+|every\s+|each\s+)?(?:branch(?:\s+names?)?|commit(?:\s+messages?)?|pr\s+(?:titles?|descriptions?)|titles?)\b/i;

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

/** "we cert with Nintendo every milestone", "we retrain the ranking model every Monday night": what the team does once a cycle (not what it did). */
const EVERY_CYCLE =
  /^we\s+(?:cert|certify|submit|run|do|hold|tag|branch|cut|publish|write|update|review|audit|test|bump|freeze|demo|ship|release|deploy|rotate|sign|notarize|translate|localize|regenerate|rebuild|refresh|archive|back up|load-test|pen-?test|retrain|reindex|recompute|re-?run|snapshot)\s+(?:[\w-]+\s+){0,4}every\s+(?:milestone|sprint|release|quarter|iteration|major release|launch|(?:other\s+)?(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|week|month|night|morning)(?:\s+(?:night|morning|evening|afternoon))?)\b[.!]*$/i;

/** "dark mode is a hard requirement for every new page": what every one of a kind must have. */
const REQUIRED_FOR_EVERY =
  /^(?!(?:it|this|that)\b)[\w-]+(?:\s+[\w-]+){0,3}\s+(?:is|are)\s+(?:a\s+)?(?:hard\s+|strict\s+|non-negotiable\s+)?(?:requirement|required|mandatory|a must)\s+(?:for|on|in)\s+(?:every|all|each|any)\s+(?:new\s+)?[\w-]+/i;

/** "form actions over api routes for anything that mutates": one way over another, for a whole kind of work (not "hand over the keys for all …"). */
const ONE_WAY_OVER_ANOTHER =
  /^(?!(?:hand|turn|take|move|carry|go|look|think|sleep|roll|switch|fall|run|start|get|come|pass|read|write|check|pull|push|it|this|that|game|fly|jump|drive|climb|lean|bend|tip|knock)\b)[\w.+#/-]+(?:\s+[\w.+#/-]+){0,2}\s+over\s+(?!(?:the\s+)?(?:weekend|holidays?|night|summer|winter|years?|months?|weeks?|time|there|here)\b)[\w.+#/-]+(?:\s+[\w.+#/-]+){0,2}\s+(?:for\s+(?:anything|everything|all|any|every|each)\b|everywhere\b|in\s+(?:all\s+)?new\s+\w+|(?:between|across)\s+[\w-]+s\b)/i;

/** "progressive enhancement matters, site has to work w/o js": what the product must keep working without. */
const WORKS_WITHOUT =
  /^(?:[\w -]{3,40}\s+matters,?\s+(?:so\s+)?|no\s+(?:js|javascript)\s+dependenc(?:y|ies)\s+(?:for|in)\s+[\w -]{2,30},\s+)?(?:the\s+|our\s+)?(?:site|app|website|web app|service|pages?|forms?|ui|frontend|checkout|docs|(?:core\s+)?journeys)\s+(?:has|have|needs?|must|should)\s+(?:to\s+)?(?:keep\s+|always\s+)?work(?:ing)?\s+(?:(?:without|with no|w\/o)\s+(?:js|javascript|cookies|a network|network|the network|internet|an internet connection)|with\s+(?:js|javascript|cookies)\s+(?:off|disabled|turned off))\b/i;

/** "deploys are on cloudflare pages via adapter-cloudflare so no node apis in server code": the platform, and what it rules out. */
const ON_A_PLATFORM_SO_NO = new RegExp(
  String.raw`^(?:we(?:'re| are)\s+(?:deployed\s+|hosted\s+)?|(?:our\s+)?(?:deploys|builds|the (?:app|site|api|service|backend|frontend|server|worker)|it)\s+(?:are|is|runs?|run)\s+(?:deployed\s+|hosted\s+)?)on\s+(?!(?:it|this|that|fire|call|holiday|vacation|leave)\b)[^,;]{3,60}?,?\s+so\s+no\s+(?!${SO_NO_ANSWER}\b)[\w.-]+(?:\s+[\w.-]+){0,2}\s+(?:in|on|from|inside)\s+(?!(?:it|this|that)\b)\S`,
  'i',
);

/** "Our prefix for every function, hook and option is nw_ so nothing collides": the mark every name of a kind carries. */
const PREFIX_FOR_EVERY = /^(?:our|the)\s+(?:prefix|suffix|namespace|naming convention)\s+for\s+(?:every|all|each|any)\b[^;]{2,60}?\s+is\s+\S/i;

/**
 * "copy is reviewed by Lea before anything user-facing ships, tag her on the PR": who checks a kind of work
 * before it goes out (a name, capitalised, titled or not; not "the PR is reviewed by Lea before it merges", one PR).
 */
const CHECKED_BY_SOMEONE_BEFORE =
  /^(?:[Aa]ll\s+)?(?!(?:[Tt]his|[Tt]hat|[Tt]he|[Ii]t|[Mm]y|[Yy]our)\b)[A-Za-z][\w-]*(?:\s+[a-z][\w-]*){0,3}\s+(?:is|are|gets?|has to be|have to be|must be|needs? to be)\s+(?:reviewed|approved|signed off|checked|proofread|proof-read)\s+by\s+(?:(?:Dr|Prof|Mr|Mrs|Ms)\.?\s+)?\p{Lu}[\w-]+(?:\s+(?:from|in|on)\s+[\w -]{2,20}?)?\s+before\s+(?:anything|any|every|each)\b/u;

/**
 * "Helen signs off on the forecast before it goes to the board", "feature branches get a vercel preview, Lea from marketing
 * checks copy there before merge": who checks a kind of work, by a person's name, each time before it goes out or merges
 * (not "Lea checks it before merge", the one at hand; a team by its letters is a practice of the project: "QA signs off …").
 */
const CHECKED_BY_NAME_BEFORE_IT_GOES =
  /^(?:[^,;]{3,60},\s+)?(?!(?:Someone|Somebody|Nobody|Everyone|Everybody|Anyone|Anybody|Who)\b)\p{Lu}[\p{Ll}'-]+(?:\s+from\s+[\w-]+)?\s+(?:signs off on|approves|reviews|checks|proofreads|tests|has to approve|must approve|needs to approve)\s+(?:(?:the|all|every|each|any|our)\s+)?(?!(?:it|this|that|them|these|those)\b)[\w\s-]{2,40}?(?:\s+there)?\s+before\s+(?:(?:it|they)\s+(?:goes|go|ships?|merges|is sent|are sent|is published|are published|is released|are released|gets? sent)|we\s+(?:tag|release|ship|merge|publish)\s+(?:it|them)|merge|merging|release|releasing|deploy|deploying)\b/u;

/** "applies need an approval from someone on the platform team": whose yes a kind of change waits for (in a later clause too). */
const APPROVED_BY_A_TEAM =
  /(?:^|,\s+)(?![^,;]*\b(?:today|now|this|anymore)\b)(?:all\s+|the\s+|our\s+)?(?:[\w-]+\s+)?(?:applies|deploys|releases|merges|prs|pull requests|changes|migrations|plans|rollouts)\s+(?:need|require|must have|get)\s+(?:an?\s+)?(?:approval|sign-?off|review|ok|thumbs up)\s+(?:from|by)\s+(?:someone\s+(?:on|in|from)\s+)?(?:the\s+|our\s+)?(?!(?:me|you|it)\b)[\w-]+(?:\s+[\w-]+)?/i;
/** "silence alerts for at most 2 hours": how long a kind of thing may be held off, every time. */
const HELD_OFF_AT_MOST =
  /^(?:please\s+)?(?:only\s+)?(?:silence|mute|snooze|pause|suspend|disable|lock|freeze|ack(?:nowledge)?)\s+(?:an?\s+|the\s+|all\s+|any\s+)?(?:[\w-]+\s+)?[\w-]+s\s+for\s+(?:at most|no more than|max(?:imum)?|up to)\s+(?:\d+|one|two|three|four|a few)\s*(?:minutes?|mins?|hours?|h|days?)\b(?![^,;]*\b(?:today|tonight|now|this)\b)/i;
/** "testing window is 22:00 to 06:00 UTC, no scans outside it": the hours a kind of work may be done in. */
const A_WINDOW_OF_HOURS =
  /^(?:the\s+|our\s+)?(?:[\w-]+\s+){0,2}window\s+is\s+(?:from\s+)?\d{1,2}(?::\d{2})?\s*(?:am|pm)?\s*(?:to|-|–|until)\s*\d{1,2}(?::\d{2})?\s*(?:am|pm)?(?:\s+(?:utc|gmt|cet|cest|pst|pdt|est|edt|local(?:\s+time)?))?(?![^,;]*\b(?:today|tonight|this|now)\b)/i;

/** "builds go through nix flake, dont add anything to the flake without asking": how a part is set up, and that changing it needs asking first ("art is by Yuki, don't replace any of her sprites without asking"). */
const ASK_BEFORE_CHANGING =
  /^(?!(?:i|i'm|i've|you|it|this|that)\b)(?![^,;]*\b(?:failed|fails|broke|broken|down|crashed|red|failing)\b)[^,;]{6,80},\s+(?:so\s+)?(?:please\s+)?(?:don'?t|dont|do not|never)\s+(?:add|change|touch|edit|remove|bump|upgrade|modify|replace|rewrite|redo|delete|rename|overwrite)\s+(?!(?:it|this|that|them|these|those)\b)(?:anything|any\s+(?:of\s+(?:the|her|his|their|our)\s+)?[\w-]+|[\w./-]+)(?:\s+(?:to|in|from|on)\s+(?:the\s+)?[\w./-]+)?\s+without\s+(?:asking|checking with|talking to|telling)\b/i;

/** "remote cache is on BuildBuddy, don't turn it off in .bazelrc": a part set up one way, and the order to keep it so. */
const KEEP_IT_ON =
  /^(?!(?:i|you|it|this|that)\b)[^,;]{4,60}?\s+(?:is|are)\s+(?:on|in|enabled|configured|set up)\b[^,;]{0,40},\s+(?:so\s+)?(?:please\s+)?(?:don'?t|do not|never)\s+(?:turn|switch)\s+(?:it|them)\s+off\b/i;

/** "every external function that moves funds needs a reentrancy guard and a fuzz test", "every db query in a request handler needs a timeout", "every dependency bump needs the SBOM regenerated": what every one of a kind must have, or have done. */
const EVERY_ONE_NEEDS =
  /^(?:every|each|any)\s+(?!(?:time|day|week|morning|night|one of (?:them|these|those)|other)\b)(?![^,;]*\b(?:this|these|those|it(?!['’]s\b))\b)(?![^,;]*\bthat\s+(?:file|function|one|module|class|endpoint|table|change|pr|test|service)\b)(?:[\w-]+\s+){0,3}[\w-]+(?:\s+(?:in|on|for|from|under|inside)\s+(?:a|an|the|our|any|every)\s+[\w-]+(?:\s+[\w-]+)?)?(?:\s+(?:that|which)\s+(?!(?:i|you)\b)[^,;]{3,50}?)?\s+(?:needs|requires|must have|has to have|should have)\s+(?:(?:a|an|its own|two|at least)\s+(?!(?:look|fix|rewrite|second look)\b)\S|(?:the|its|their)\s+(?:[\w.-]+\s+){0,2}?[\w.-]+\s+(?:regenerated|updated|bumped|reviewed|signed|rebuilt|re-?run|re-?tested|tested|checked|approved|documented)\b)/i;

/** "raw fastqs in /data/raw are read-only, outputs go under /scratch/…": what a place holds, and what may not be done to it. */
const PLACE_IS_READ_ONLY =
  /^(?:the\s+|all\s+)?(?:[\w-]+\s+){0,3}(?:in|under)\s+\S*\/\S*\s+(?:is|are)\s+(?:strictly\s+)?(?:read-only|immutable|append-only|off-limits|off limits)\b(?![^,;]*\b(?:now|today|currently|at the moment)\b)/i;

/** "auto-update is disabled on the enterprise build": a feature of the product that one build or edition of it leaves out, or only it has (not "… in the latest build", a bug seen now). */
const OFF_IN_ONE_BUILD =
  /^(?!(?:it|this|that|everything|nothing|something)\b)(?:the\s+)?[\w.-]+(?:\s+[\w.-]+)?\s+(?:is|are)\s+(?:always\s+)?(?:disabled|off|turned off|switched off|compiled out|stripped out|left out|enabled|on|only on)\s+(?:on|in|for)\s+(?:the\s+|our\s+|all\s+)?(?!(?:new|newest|latest|last|current|previous|old|next|broken|failing|same|this|that|my|your)\b)[\w-]+\s+(?:builds?|editions?|versions?|tiers?|plans?|flavou?rs?|variants?|skus?)\b(?![^,;]*\b(?:now|today|currently|for now|yet|at the moment|temporarily|again)\b)/i;

/** "any finding rated high gets a ticket in the SEC project within a day": what every one of a kind gets, and how soon. */
const EVERY_ONE_GETS_WITHIN =
  /^(?:(?:any|every|each|all)\s+(?!(?:time|day|one of (?:them|these|those))\b)(?:[\w-]+\s+){0,3}?[\w-]+(?:\s+(?:rated|marked|labell?ed|tagged|flagged|classified)\s+(?:as\s+)?[\w-]+)?|(?:[\w-]+\s+)?(?:customers|users|clients|tickets|bugs|incidents|requests|issues|prs|pull requests|orders|applications|patients|leads|complaints)(?:\s+(?:rated|marked|labell?ed|tagged|flagged|classified)\s+(?:as\s+)?[\w-]+)?)\s+(?:gets?|needs?|must get|has to get|should get)\s+(?:a|an)\s+[^,;]{2,50}?\s+within\s+(?:a|an|one|two|three|\d+)\s+(?:minutes?|hours?|days?|business (?:days?|hours?)|working (?:days?|hours?)|weeks?)\b(?![^,;]*\b(?:this|now|today)\b)/i;

/** "flaky tests get quarantined with the @flaky tag and a ticket": the mark in code every one of a kind gets (not "the test got skipped with @skip yesterday"). */
const A_KIND_MARKED_WITH =
  /^(?:all\s+)?(?!(?:the|these|those|this|that|my|your)\b)(?:[\w-]+\s+)?[\w-]+s\s+(?:always\s+)?(?:get|are)\s+(?:quarantined|tagged|marked|labell?ed|flagged|annotated|decorated|skipped|excluded)\s+(?:with|as|using|via)\s+(?:the\s+|a\s+|an\s+)?`?[@#][\w.:-]+`?(?:\s+(?:tag|marker|decorator|annotation|label))?(?![^,;]*\b(?:now|today|yesterday|for now|again)\b)/i;

/** "clients get a 24 hour heads-up before any plugin update on their site": the notice whom the work touches gets before every change of a kind. */
const NOTICE_BEFORE_ANY =
  /^(?:the\s+|our\s+|all\s+)?(?:[\w-]+\s+)?(?:clients|customers|users|tenants|teams|stakeholders|support|ops|on-?call|partners)\s+(?:always\s+)?(?:get|need|must get|are given|receive|should get)\s+(?:a|an|at least a|at least an)\s+(?:\d+|one|two|three|a few)[\s-]*(?:hours?|days?|weeks?|h|d)\s+(?:heads-?up|notice|warning|notification)\s+before\s+(?:any|every|each|a)\s+\S/i;

/** "experiment names follow team-model-date": the pattern every name of a kind follows (its parts joined by dashes, underscores or slashes). */
const NAMES_FOLLOW =
  /^(?:all\s+|our\s+|the\s+)?(?:[\w-]+\s+)?(?:names|ids|slugs|keys|tags|titles|filenames)\s+(?:always\s+)?(?:follow|use|match)\s+(?:the\s+)?(?:pattern\s+|format\s+|convention\s+)?`?[\w<>{}]+(?:[-_/.][\w<>{}]+){2,}`?(?=[\s,;.!]|$)/i;

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

/** "…, so java.time is fine, no threetenabp": what a version floor said before it (TERSE_VERSION, "minSdk 26") lets the code use. */
const SO_IT_IS_FINE = /^so\s+(?!(?:the|this|that|it)\b)[^,;]{3,40}?\s+(?:is|are)\s+(?:fine|ok|okay|allowed|available|safe to use)\b/i;

/**
 * "feature flags are cleaned up two weeks after a full rollout", "merged branches get deleted after a day": what
 * happens to every one of a kind, some time after a step of its life (not "the flag gets removed after this release").
 */
const DONE_AFTER_A_WHILE =
  /^(?:the\s+|our\s+|all\s+|old\s+|stale\s+|merged\s+)*(?!(?:this|that|it)\b)[\w-]+(?:\s+[\w-]+)?s\s+(?:are|get|must be|should be|have to be)\s+(?:cleaned up|removed|deleted|archived|reviewed|pruned|closed|dropped)\s+(?:(?:within|after|every)\s+)?(?:a|an|one|two|three|four|five|six|\d+)\s+(?:days?|weeks?|months?|hours?|sprints?|releases?)(?:\s+(?:after|of|past|since)\s+(?!(?:this|that|it|the next)\b)(?:a\s+|the\s+|each\s+|every\s+|their\s+|its\s+)?(?:full\s+)?[\w-]+)?[.!]*$/i;

/**
 * "table-driven tests are the default here, one t.Run per case": the way a kind of work is done unless said otherwise
 * (not "50 is the default, change it to 100", nor "light mode is the default, which is wrong").
 */
const THE_DEFAULT_WAY =
  /^(?:the\s+|our\s+)?(?!\d|(?:this|that|it|these|those|there|which|what)\b)(?:[\w.-]+\s+){0,2}[\w.-]+\s+(?:is|are)\s+(?:the|our)\s+default\s*(?:here|in\s+(?:this|our)\s+(?:repo|project|codebase|team)|for\s+(?:new|all|every|any)\s+[\w-]+(?:\s+[\w-]+)?)?\s*(?:[,;—–:]\s*(?=\S)(?!(?:which|but|so|and|please|change|set|make|use|switch|bump|raise|lower|fix|update|turn)\b)[^?]{3,}|[.!]*)$/i;

/** "preview deploys cost us real money, anything older than 7 days should go": things of a kind, and the age past which they go. */
const GONE_PAST_AN_AGE =
  /^(?:the\s+|our\s+|old\s+)?(?!(?:these|those|they|things|people|users)\b)(?:[\w-]+\s+)?[a-z][\w-]*[^s\W]s\s+[^,;]{3,50},\s*(?:so\s+)?(?:anything|everything|any\s+(?:of\s+them|ones?)|ones)\s+(?:older than|over|past)\s+(?:\d+|a|one|two|three|seven|thirty)\s*(?:days?|weeks?|months?|hours?)(?:\s+old)?\s+(?:should|must|can|has to|have to|needs? to)\s+(?:go|be\s+(?:deleted|removed|archived|purged|cleaned up|torn down)|get\s+(?:deleted|removed|archived|purged|cleaned up|torn down))[.!]*$/i;

/** "plots go in the house palette, navy and orange": the look every one of a kind of output keeps to (not "this chart uses the house palette"). */
const IN_THE_HOUSE_LOOK =
  /^(?:all\s+|our\s+|the\s+)?(?:[\w-]+\s+)?(?:plots|charts|graphs|figures|slides|decks|diagrams|dashboards|reports|emails|newsletters|visuals|screenshots|thumbnails|posters|invoices)\s+(?:always\s+)?(?:go in|use|follow|stick to|are in|are done in|are made in|keep to)\s+(?:the|our)\s+(?:house|brand|company|team|corporate|in-house)\s+(?:palette|colou?rs|colou?r scheme|style|template|theme|fonts?|typeface|look)\b/i;

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

/** "no recipes that take longer than 40 minutes on weekdays", "no PRs over 400 lines": a kind kept within a size (not "no rows over 100 in the output"). */
const NONE_PAST_A_SIZE =
  /^no\s+(?!(?:more|need|worries|problem|rush|idea|one|way)\b)(?:[\w-]+\s+){0,2}[\w-]+s\s+(?:that\s+(?:take|run|cost|need|go|are)\s+)?(?:over|longer than|more than|bigger than|larger than|above|past|shorter than|less than|under)\s+(?:\d+(?:[.,]\d+)?|an?|one|two|three|four|five|six|ten|twenty|thirty|forty|fifty|sixty|a hundred)(?![^,;?]*\b(?:found|left|so far|yet|today|in (?:the|this) (?:output|logs?|results?|list|file|table|report)|showing|shown)\b)[^?]*$/i;

/** "I'd rather not use the slow cooker, it trips the breaker …": a thing the user would rather not use at all (not "… for this one"). */
const RATHER_NOT_USE =
  /^(?:i|we)'?d\s+rather\s+(?:not|never)\s+(?:use|add|pull in|depend on|install|rely on|bring in|cook with|touch)\s+(?!(?:it|this|that|them|one|any|anything)\b)(?:the\s+|a\s+|an\s+)?[\w.+#-]+(?![^,;]*\b(?:for this|for now|today|tonight|here|this time|yet|again)\b)[^?]*$/i;

/** "log my weight in kilos, not pounds": the unit a kind of number is always given in (not "show this one in kg"). */
const IN_THESE_UNITS =
  /^(?:please\s+)?(?:always\s+)?(?:log|record|track|show|give|write|measure|keep|report|put|list)\s+(?:my|all|our|every|any)\s+(?:[\w-]+\s+){0,2}?(?:in|as)\s+(?:kilos|kg|kilograms|pounds|lbs|stone|miles|km|kilometres|kilometers|celsius|fahrenheit|°c|°f|metric|imperial|litres|liters|gallons|grams|ounces|oz|min\/km|minutes per (?:km|mile)|24-hour time|24h|local time|utc)\b(?![^,;]*\b(?:this time|for now|today)\b)/i;

/** "no sprints the day after a long run": a kind of work kept away from another, by a time between (not "no sprints today"). */
const NONE_CLOSE_TO_ANOTHER =
  /^no\s+(?!(?:more|need|worries|problem)\b)[\w-]+(?:\s+[\w-]+)?\s+(?:the\s+(?:day|night|week|morning)|within\s+(?:\d+|a|an|one|two|three|24|48)\s+(?:hours?|days?)|(?:\d+|one|two|three|24|48)\s+(?:hours?|days?))\s+(?:after|before)\s+(?:a|an|any|every|each)\s+[\w-]+/i;

/** "adding an index needs algorithm: :concurrently", "renaming a column requires a two-step deploy": what every change of a kind needs. */
const A_KIND_OF_CHANGE_NEEDS =
  /^(?:(?!(?:this|that|it)\b)[\w.-]+\s+(?:is|are)\s+(?:installed|enabled|on|set up|in place)\s*,\s*so\s+)?(?:adding|removing|renaming|dropping|creating|deleting|changing)\s+(?:an?\s+|any\s+|every\s+|new\s+)(?:[\w-]+\s+)?[\w-]+\s+(?:needs|requires|must use|has to use|must go through|must have|needs to use)\s+(?!(?:it|this|that)\b)\S/i;

/** "N+1s are caught by bullet in development, treat its warnings as failures": the tool that catches a kind of fault, and where. */
const CAUGHT_BY_A_TOOL =
  /^(?!(?:this|that|it|the\s+bug)\b)[\w+-]+(?:\s+[\w-]+)?\s+(?:are|is|get|gets)\s+(?:caught|flagged|detected|reported|blocked)\s+by\s+(?!(?:me|you|someone|the\s+user)\b)[\w.-]+(?:\s+(?:in|on|during)\s+(?:dev|development|ci|staging|tests?|prod|production|review|pre-commit))?(?:\s*[,;]\s*\S.*)?$/i;

/** "marking goes in green pen at our school": the colour a kind of written feedback is in (a school's house rule). */
const IN_A_COLOURED_PEN =
  /^(?:all\s+|our\s+)?(?:marking|feedback|corrections|comments|annotations|teacher comments|responses)\s+(?:always\s+)?(?:goes|go|is done|are done|is written|are written|is|are)\s+in\s+(?:green|red|purple|blue|black|pink|orange)\s+(?:pen|ink|pencil)\b/i;

/** "every exported function takes a context.Context as its first argument": what every one of a kind of code takes first or last. */
const EVERY_ONE_TAKES_FIRST =
  /^(?:every|each|all|any)\s+(?:exported\s+|public\s+|new\s+|async\s+|top-level\s+)?(?:[\w-]+\s+)?(?:functions?|methods?|handlers?|endpoints?|constructors?|components?|hooks?|commands?|jobs?|workers?|routes?|lambdas?|resolvers?|callbacks?|reducers?)\s+(?:takes?|accepts?|receives?|gets?)\s+(?:an?\s+|the\s+|its\s+)?[\w.<>\[\]*-]+(?:\s+[\w.<>-]+)?\s+(?:as\s+(?:its|the|their)\s+(?:first|last|only)\s+(?:argument|parameter|param|arg)|first|last|and\s+passes\s+it\s+(?:down|on|along|through))\b/i;

/** "wrap errors with fmt.Errorf and %w": how every error is wrapped, logged or returned. */
const ERRORS_WITH =
  /^(?:always\s+)?(?:wrap|log|return|report|propagate|annotate)\s+(?:all\s+)?errors\s+(?:with|using|via|through)\s+(?!(?:it|this|that)\b)[\w.%()-]+/i;

/** "interfaces are defined where they're used, not next to the implementation": where a kind of code is declared. */
const DECLARED_WHERE =
  /^(?:interfaces|types|structs|constants|helpers|mocks|fakes|fixtures|error types|errors|enums|schemas|validators)\s+(?:are|get)\s+(?:always\s+)?(?:defined|declared|kept|placed|written|put)\s+(?:where\s+(?:they'?re|they\s+are)\s+(?:used|consumed|needed)|next to|beside|alongside|in the (?:package|file|module) that\s+\w+)/i;

/** "table tests use t.Run with a name field": the call or helper every test of a kind goes through. */
const TESTS_USE =
  /^(?:table(?:-driven)?\s+tests|unit\s+tests|integration\s+tests|e2e\s+tests|component\s+tests|snapshot\s+tests|benchmarks|property\s+tests)\s+(?:always\s+)?(?:use|go through|call|are written with)\s+(?!(?:it|this|that)\b)[\w.`()-]+/i;

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

/** "contracts follow the firm's precedent bank": the house source every document of a kind starts from. */
const FROM_THE_HOUSE_SOURCE =
  /^(?:all\s+|our\s+)?(?:contracts|letters|agreements|documents|drafts|pleadings|briefs|proposals|reports|invoices|quotes|offers|slides|decks)\s+(?:always\s+)?(?:follow|start from|are based on|use|come from|are built from)\s+(?:the|our)\s+(?:firm'?s|company'?s|team'?s|house|agency'?s|practice'?s|department'?s)\s+(?!(?:it|this|that)\b)[\w\s-]{2,30}/i;

/** "UK English and the firm's citation style, OSCOLA": the language variety every document is in, said bare. */
const A_VARIETY_OF_ENGLISH =
  /^(?:UK|US|British|American|Australian|Canadian|Irish|New Zealand)\s+(?:English|spelling)(?:\s+(?:throughout|everywhere|always|only))?(?:\s*(?:,|and)\s+[^?]{3,60})?$/i;

/** "we act for the landlord in the Harcourt matter": whom the firm acts for in a matter (a name, by its capital). */
const WE_ACT_FOR =
  /^we\s+(?:act|are acting|represent)\s+(?:for\s+)?(?:the\s+)?[\w-]+(?:\s+[\w-]+)?\s+(?:in|on)\s+(?:the\s+)?[A-Z][\w-]+(?:\s+[A-Z][\w-]+)?\s+(?:matter|case|claim|dispute|transaction|deal|litigation|appeal|arbitration)\b/;

/** "water before 9am or after 6pm": a kind of work kept to a window both sides of the day (not "run it after 6pm"). */
const IN_A_WINDOW_OF_THE_DAY =
  /^(?:please\s+)?(?:always\s+|only\s+)?(?!(?:run|do|send|call|ping|check|finish|merge|deploy|start)\b)[a-z]+\s+(?:only\s+)?(?:before|after)\s+\d{1,2}(?::\d\d)?\s*(?:am|pm)\s+(?:or|and)\s+(?:before|after)\s+\d{1,2}(?::\d\d)?\s*(?:am|pm)\b(?![^,;]*\b(?:today|tonight|tomorrow)\b)/i;

/** "every resource gets the cost-center and owner tags": the tags, labels or headers every one of a kind carries. */
const EVERY_ONE_TAGGED =
  /^(?:every|each|all|any)\s+(?:new\s+)?(?:[\w-]+\s+)?(?:resources?|buckets?|services?|instances?|vms?|repos?|repositories|tables?|files?|pages?|endpoints?|components?|images?|containers?|pods?|lambdas?|functions?|queues?|topics?|projects?|dashboards?|alerts?)\s+(?:gets?|needs?|has|must have|carries|carry)\s+(?:the\s+|a\s+|an\s+|its\s+|their\s+)?[\w\s,-]{2,40}?\s+(?:tags?|labels?|owners?|headers?|prefix|suffix|license header|codeowners entry|annotations?)\b/i;

/** "discounts over 10% need Priya's approval": who approves every one of a kind past a size (a name, by its capital). */
const PAST_A_SIZE_APPROVED_BY =
  /^(?:[Aa]ll\s+|[Aa]ny\s+)?[a-z][\w-]*\s+(?:over|above|of more than|bigger than|larger than)\s+[$€£]?\d[\d,.]*\s*(?:%|k\b|[a-z]+\b)?\s*(?:need|needs|require|requires|must get|have to get)\s+(?:[A-Z][a-z]+'s|the\s+[\w-]+(?:\s+[\w-]+)?(?:'s)?)\s+(?:approval|sign-off|ok|okay|review)\b/;

/** "anything mentioning a data breach goes straight to security@": where every message of a kind is sent. */
const ANYTHING_ABOUT_GOES_TO =
  /^(?:anything|any\s+(?:ticket|email|message|request|report)s?)\s+(?:mentioning|about|that mentions|involving|related to)\s+[^,;]{2,40}?\s+(?:goes|go|gets sent|is sent|gets forwarded|is forwarded|is escalated|gets escalated)\s+(?:straight\s+|directly\s+)?to\s+\S/i;

/** "sign off as "The Fernly team"": how every reply is signed. */
const SIGNED_AS = /^(?:always\s+)?sign\s+(?:off|emails|replies|messages|letters)\s+(?:as|with)\s+(?!(?:it|this|that)\b)\S/i;

/** "refunds within 14 days are automatic": what happens to every one of a kind inside or past a bound, by itself. */
const AUTOMATIC_WITHIN =
  /^[\w-]+s\s+(?:within|under|over|after|before|older than|above|below)\s+[$€£]?\d[\d,.]*\s*[\w%]*\s+(?:are|is|get)\s+(?:automatic|manual|free|blocked|auto-approved|approved automatically|rejected automatically|reviewed by hand|flagged)\b/i;

/** "German customers get replies in German": the language a kind of customer is answered in. */
const ANSWERED_IN_THEIR_LANGUAGE =
  /^(?:[A-Z][a-z]+(?:-speaking)?|[a-z]+-speaking)\s+(?:customers|users|clients|visitors|members|students|parents)\s+(?:get|receive)\s+(?:replies|answers|emails|support|responses|invoices)\s+in\s+[A-Z][a-z]+/;

/** "big migrations run on the replica first": where every one of a kind of heavy work runs. */
const A_KIND_RUNS_ON =
  /^(?:big|large|long|heavy|slow|risky|all|new)\s+(?:migrations|jobs|queries|backfills|reindexes|builds|imports|exports|batch jobs)\s+(?:always\s+)?(?:run|go|happen|start)\s+(?:on|in|against|through)\s+(?:the\s+)?[\w-]+(?:\s+first)?\b/i;

/** "show notes always open with the guest's name and title, then three bullet takeaways": how every piece of a kind of writing opens or ends (a kind in the plural, or "every …"; not "the email starts with a typo"). */
const WRITING_OPENS_WITH =
  /^(?:(?:all|our)\s+|(?:every|each)\s+(?=[\w-]+(?:\s+[\w-]+)?\s+(?:always\s+)?(?:opens|starts|begins|leads|ends|closes|finishes)\b))?(?!(?:this|that|these|those|your|his|her|their|its|the|my)\s+(?![^;]*\balways\b))(?:(?:the|my)\s+)?(?:[\w-]+\s+)?(?:show\s+notes|notes|emails?|newsletters?|posts?|episodes?|chapters?|reports?|release\s+notes|cover\s+letters?|intros?|outros?|threads?|captions?|slides?|decks?|abstracts?|summaries|summary|memos?|briefs?|letters?|lessons?|worksheets?|scripts?|videos?|papers?|articles?|essays?|changelogs?|announcements?|invitations?|proposals?|pitches|pitch|handovers?|minutes|agendas?|replies|reply|answers?|messages?|descriptions?|listings?)\s+(?:always\s+)?(?:opens?|starts?|begins?|leads?|ends?|closes?|finish(?:es)?)\s+(?:off\s+)?with\s+(?!(?:it|this|that|them|a\s+typo|an?\s+error|the\s+same\s+typo)\b)\S[^;]{2,110}$/i;

/** "the client's glossary wins over my own terms": which of two sources is followed when they differ (not "this one", "it"). */
const ONE_WINS_OVER =
  /^(?!(?:it|this|that|these|those|he|she|they|i|you)\b)(?:the\s+|our\s+|my\s+)?(?:[\w'-]+\s+){0,2}[\w-]+\s+(?:always\s+)?(?:wins|win|takes\s+precedence|take\s+precedence|overrides|override|trumps|trump|beats|beat)\s+over\s+(?:the\s+|my\s+|our\s+|their\s+|any\s+|your\s+)?(?:own\s+)?(?!(?:it|this|that|them)\b)[\w-]+(?:\s+[\w-]+){0,2}(?:\s+(?:when|if|whenever)\s+they\s+(?:differ|disagree|conflict|clash))?(?:\s*,\s+(?:even|always|every\s+time)\b[^;]{0,60})?[.!]*$/i;

/** "every dish on the menu lists the 14 allergens, it's the law here": what every one of a kind carries, by law. */
const EVERY_ONE_BY_LAW =
  /^(?:every|each|all)\s+[^,;]{3,70},\s+(?:it'?s|that'?s|it\s+is|this\s+is)\s+(?:the\s+law|required\s+by\s+law|a\s+legal\s+requirement|law|mandatory)(?:\s+(?:here|in\s+[\w ]{2,20}))?[.!]*$/i;

/** "we use n=3 biological replicates minimum, reviewers bounce anything less": the floor the team holds every piece of work to. */
const A_FLOOR_WE_HOLD =
  /^(?:we|i)\s+(?:always\s+)?(?:use|run|do|need|want|take|require|keep|collect|get|test|sample|measure|record)\s+(?:(?:at\s+least|a\s+minimum\s+of|no\s+fewer\s+than|no\s+less\s+than)\s+(?:n\s*=\s*)?[\w.]+\s+[^,;]{2,40}|(?:n\s*=\s*)?(?:\d+|two|three|four|five|six|ten)\s+[^,;]{2,40}?\s+(?:minimum|at\s+(?:a\s+)?minimum|at\s+the\s+very\s+least|at\s+least))(?:\s+per\s+[\w-]+)?(?:\s*[,;]\s+(?!(?:but|for\s+now|today|this\s+time)\b)\S[^;]{3,80})?[.!]*$/i;

/** "every view model is @MainActor, we had too many threading crashes": the annotation every one of a kind carries. */
const EVERY_ONE_ANNOTATED =
  /^(?:every|each|all(?:\s+(?:our|the))?)\s+(?:[\w-]+\s+){0,3}[\w-]+\s+(?:is|are|gets?|must\s+be|should\s+be|has\s+to\s+be|have\s+to\s+be)\s+(?:marked\s+(?:as\s+|with\s+)?|annotated\s+(?:with\s+)?)?@[A-Za-z][\w.]*(?:\([^)]{0,30}\))?(?=\s*(?:[,;]|[.!]*$))/i;

/** "every finding gets a CVSS score and an owner before it goes in the report": what every one of a kind is given, each time (not "every time", "every day"). */
const EVERY_ONE_GIVEN =
  /^(?:every|each)\s+(?:new\s+)?(?!(?:time|day|morning|night|week|month|year|one|single|other|now)\b)[\w-]+(?:\s+[\w-]+)?\s+(?:gets|is\s+given|is\s+assigned)\s+(?:a|an)\s+(?!(?:bit|lot|little|chance|look|bunch|couple|few|ton|load|handful|bug|error|crash|problem|issue|warning|failure|typo|mess|timeout|exception|500)\b)[^,;]{2,50}?(?:\s+(?:before|when|once)\s+(?:it|they)\s+(?:goes|go|is|are|gets|get|ships?|lands?|merges?|leaves?)\b[^,;]{0,40})?[.!]*$/i;

/** "errors are thiserror enums per crate, anyhow only in the binaries": what type every one of a kind is made as in the code. */
const A_KIND_MADE_AS_A_TYPE =
  /^(?:all\s+|our\s+)?(?:errors|ids|dates|timestamps|configs|settings|types|events|messages|amounts|prices|paths|keys|tokens|responses|requests|dtos|payloads|flags|states|enums|options)\s+are\s+(?:always\s+)?(?:[\w.-]+\s+){1,2}(?:enums|structs|classes|types|objects|records|dataclasses|newtypes|unions|interfaces|instances|values)\b(?:\s+per\s+[\w-]+)?(?=\s*(?:[,;]|[.!]*$))/i;

/** "volunteers under 18 need a parent's consent form on file before their first shift": what people past an age need or may not do. */
const PEOPLE_PAST_AN_AGE =
  /^(?:all\s+)?(?:volunteers|students|pupils|kids|children|guests|members|players|participants|customers|clients|staff|employees|interns|attendees|visitors|riders|drivers|applicants|patients|users)\s+(?:under|over|aged\s+under|aged\s+over|younger\s+than|older\s+than|below)\s+(?:the\s+age\s+of\s+)?\d{1,2}\s+(?:always\s+)?(?:(?:need|must\s+have|have\s+to\s+have|require|must\s+bring|have\s+to\s+bring)\s+(?:a\s+|an\s+)?(?:[\w'-]+\s+){0,2}(?:consent|permission|approval|supervision|chaperone|id|dbs|background\s+check|waiver|form|guardian|adult|parent|signature)|can'?t|cannot|aren'?t\s+allowed|may\s+not|must\s+not|are\s+not\s+allowed)\b(?![^;]*\bbut\b)/i;

/** "the Saturday shift runs 9 to 1 and needs at least six people": when a shift that comes back each week runs. */
const A_SHIFT_RUNS =
  /^(?:the\s+|our\s+)?(?:(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|weekend|weekday)\s+)?(?:(?:morning|evening|night|early|late|day|afternoon)\s+)?(?<=\w\s)shifts?\s+(?:runs?|is|are|goes|go)\s+(?:from\s+)?\d{1,2}(?::\d\d)?\s*(?:am|pm)?\s*(?:to|till|until|-|–)\s*\d{1,2}/i;

/** "donors over 500 pounds get a handwritten thank-you from Helen": what those past a sum get, each time. */
const PAST_A_SUM_GET =
  /^(?:all\s+|every\s+|each\s+|any\s+)?(?:donors?|customers?|orders?|clients?|members?|backers?|supporters?|gifts?|donations?|invoices?|refunds?|expenses?|purchases?|bills?|quotes?|receipts?|claims?)\s+(?:over|above|of\s+more\s+than|under|below|of\s+less\s+than)\s+[£$€]?\d[\d,.]*\s*(?:k|pounds|dollars|euros|eur|gbp|usd)?\s+(?:always\s+)?(?:get|gets|receive|receives|need|needs|require|requires|go\s+to|goes\s+to|go\s+through|goes\s+through|don'?t\s+need|do\s+not\s+need|doesn'?t\s+need)\b(?![^;]*\bbut\b)/i;

/** "anything mentioning a competitor gets signed off by Ruth first": who a kind of content goes past, by name (read case-sensitively for the name). */
const ANYTHING_ABOUT_SIGNED_BY =
  /^(?:[Aa]nything|[Ee]verything|[Aa]ll\s+\w+|[Ee]very\s+\w+)\s+(?:mentioning|about|touching|that\s+mentions|involving|naming)\s+[^,;]{2,40}?\s+(?:gets|is|must\s+be|has\s+to\s+be|needs\s+to\s+be)\s+(?:signed\s+off|approved|checked|reviewed|seen|read)\s+by\s+\p{Lu}[\p{L}'-]+/u;

/** "migrations are squashed once a quarter by whoever is on release duty": what is done to a kind, at a rhythm, said without a doer. */
const DONE_TO_A_KIND_AT_A_RHYTHM =
  /^(?:all\s+|our\s+|the\s+)?(?!(?:this|that|these|those|my|your)\b)(?:[\w-]+\s+)?[\w-]+s\s+(?:are|get)\s+(?:[a-z]+ed|[a-z]+en|cut|run|built|set)\s+(?:once|twice|three\s+times)\s+a\s+(?:day|week|fortnight|month|quarter|year|sprint|release|term|season)\b(?![^,;]*\b(?:now|for\s+now|this\s+(?:week|month|year))\b)/i;

/** "we're keeping the original oak floors, nothing gets glued down on them": what of the old the work keeps, and what that rules out. */
const KEEPING_THE_ORIGINAL =
  /^we(?:'re|\s+are)\s+keeping\s+(?:the\s+|our\s+|all\s+the\s+)?(?:original|old|existing|period)\s+[^,;]{2,40},\s+(?:so\s+)?(?:nothing|no\s+one|nobody|never|don'?t|do\s+not|no)\b/i;

/** "only Farrow & Ball in the hallway, the rest can be trade paint": the one kind allowed in one place, and the rest. */
const ONLY_HERE_THE_REST =
  /^only\s+(?!(?:this|that|it|one|once|now|today)\b)[\w&.' -]{2,30}?\s+(?:in|on|for)\s+(?:the\s+)?[\w -]{2,30},\s+(?:the\s+rest|everything\s+else|elsewhere|other\s+rooms|anything\s+else)\s+(?:can|may|is|are|gets?)\b/i;

/** "nothing goes on the veg beds but our own compost, …": the one thing allowed on or in a place. */
const NOTHING_BUT =
  /^nothing\s+(?:goes|gets\s+put|is\s+put|is\s+used|gets\s+used|gets\s+sprayed|is\s+sprayed)\s+(?:on|in|into)\s+(?:the\s+|our\s+|my\s+)?[\w\s-]{2,30}?\s+(?:but|except|other\s+than|apart\s+from)\s+\S/i;

/** "recall letters go out six months after the last check-up, …": when a kind of message goes out, counted from an event. */
const GOES_OUT_AFTER =
  /^(?:the\s+|our\s+|all\s+)?(?:[\w-]+\s+)?(?:letters|reminders|emails|invoices|texts|messages|newsletters|notices|recalls|surveys|follow-?ups|statements)\s+(?:always\s+)?(?:go\s+out|are\s+sent|get\s+sent|are\s+posted)\s+(?:\w+\s+)?(?:\d+|one|two|three|four|six|twelve|a)\s+(?:days?|weeks?|months?|years?)\s+(?:after|before)\b/i;

/** "no one rides without a helmet": what no one of the group does without (a ride, a climb, a dive — not "no one works without coffee"). */
const NOBODY_WITHOUT =
  /^(?:no\s+one|nobody|no\s+member|no\s+rider|no\s+child|no\s+kid|no\s+player|no\s+climber|no\s+diver)\s+(?:ever\s+)?(?:rides?|plays?|climbs?|swims?|dives?|races?|trains?|joins?|goes\s+out|goes\s+(?:on|onto|into|up)\s+(?:the\s+)?[\w-]+(?:\s+[\w-]+)?|leaves|drives|flies|enters|spars?|belays?|paddles?|skis?)\s+without\s+(?:a|an|their|his|her|the)?\s*\S/i;

/** "routes go on Komoot", "receipts go in Dext": where a kind of the group's records goes, by the tool's capital. */
const RECORDS_GO_ON_A_TOOL =
  /^(?:all\s+|our\s+|the\s+)?(?:routes|photos|results|minutes|receipts|invoices|recipes|scores|timesheets|rotas|schedules|fixtures|setlists|sign-?ups)\s+(?:always\s+)?go\s+(?:on|in|into|to)\s+(?:the\s+)?\p{Lu}[\p{L}\d.-]*/u;

/** "new members do two steady rides before they join the fast group": what a newcomer does before they join. */
const NEWCOMERS_FIRST =
  /^(?:all\s+)?(?:new\s+)(?:members|joiners|starters|riders|players|volunteers|hires|staff|students|climbers|swimmers|recruits|cleaners|drivers|carers|nurses|baristas|chefs|cooks|instructors|guides|tutors|engineers)\s+(?:always\s+)?(?:do|complete|ride|attend|shadow|spend|pass|take)\s+[^,;]{3,40}\s+before\s+(?:they|joining|starting|going|being)\b/i;

/** "the Sunday club ride leaves the bandstand at 8:30 sharp, …": when and where a weekly meet starts. */
const A_WEEKLY_MEET_STARTS =
  /^(?:the\s+|our\s+)?(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|weekend|weekday)(?:\s+[\w-]+)?\s+(?:ride|run|session|meet|meetup|practice|class|service|walk|game|training|rehearsal|swim|hike|match|club\s+ride|group\s+ride)\s+(?:always\s+)?(?:leaves|starts|meets|begins|kicks\s+off|sets\s+off)\s+(?:from\s+)?(?:[^,;]{0,40}?\s+)?at\s+\d{1,2}(?:[:.]\d\d)?/i;

/** "the café stop is always around halfway": where a fixed part of the work always falls. */
const ALWAYS_FALLS_AT =
  /^(?:the|our)\s+(?!(?:build|server|site|app|bug|test|page|error)\b)[\p{L}\d\s'-]{2,20}?\s+is\s+always\s+(?:around|at|near|by|before|after|halfway|in\s+the\s+middle)(?![\p{L}\d])/iu;

/** "month end closes on the fifth working day, …": when the books of a period close. */
const PERIOD_CLOSES =
  /^(?:the\s+)?(?:month[- ]end|quarter[- ]end|year[- ]end|the\s+books|payroll|the\s+ledger)\s+(?:always\s+)?(?:close|closes|runs?|is\s+done|happens|locks?)\s+(?:on|by)\s+(?:the\s+)?(?:\w+\s+)?(?:working|business)\s+day\b/i;

/** "the band never plays before 9pm", "we don't deliver after 6pm": the hour a kind of work never starts before or after. */
const NEVER_PAST_AN_HOUR =
  /^(?:we|the\s+[\w-]+|our\s+[\w-]+)\s+(?:never|don'?t|do\s+not|doesn'?t|does\s+not)\s+[a-z]+\s+(?:before|after|past)\s+\d{1,2}(?::\d\d)?\s*(?:am|pm)\b/i;

/** "lint runs on staged files only in the pre-commit hook, …": what a hook checks, and what it leaves to CI. */
const IN_THE_HOOK_ONLY =
  /^(?:lint|linting|eslint|prettier|formatting|type[- ]?checks?|tests|unit\s+tests)\s+(?:only\s+)?runs?\s+(?:on\s+[^,;]{2,30}?\s+)?(?:only\s+)?in\s+(?:the\s+)?(?:pre-commit|pre-push|commit|push)\s+hook\b/i;

/** "cats and dogs wait in separate areas": two kinds always kept apart. */
const KEPT_APART =
  /^(?:the\s+)?[\w-]+\s+and\s+(?:the\s+)?[\w-]+\s+(?:always\s+)?(?:wait|are\s+kept|sit|stay|live|eat|sleep|are\s+housed|are\s+seen|are\s+stored)\s+(?:in\s+)?separate(?:ly)?\b/i;

/** "we don't euthanise without the owner's signed consent form": what the team never does without a sign-off or a form. */
const NEVER_WITHOUT_A_SIGN_OFF =
  /^we\s+(?:never|don'?t|do\s+not)\s+[a-z]+(?:\s+[\w-]+)?\s+without\s+(?:a|an|the|their|our)?\s*(?:[\w'-]+\s+){0,3}(?:consent|permission|approval|sign-?off|signature|form|review|ticket|quote|deposit|contract|agreement|estimate)\b/i;

/** "dentals always get the whole morning": the share of the day or the room a kind always gets. */
const A_KIND_ALWAYS_GETS =
  /^(?!(?:they|we|you|it|things|people)\b)(?:[\w-]+\s+)?[\w-]+s\s+always\s+(?:get|take|need)\s+(?:the\s+|a\s+|their\s+)?(?:whole|full|entire|first|last|double|longer|extra|own)\s+[\w-]+/i;

/** "deposits are non-refundable if they cancel less than 48 hours before": what money paid is never given back. */
const NOT_REFUNDED =
  /^(?:all\s+|our\s+|the\s+)?(?:deposits?|booking\s+fees?|fees|tickets?|vouchers?|gift\s+cards?|prepayments?|course\s+fees|memberships?)\s+(?:are|is)\s+(?:always\s+)?(?:non-?refundable|not\s+refundable|never\s+refunded|non-?transferable)\b/i;

/** "nobody under 18 gets tattooed here": the age no one under is served. */
const NOBODY_UNDER_AN_AGE =
  /^(?:nobody|no\s+one|no-one)\s+(?:under|below|younger\s+than)\s+(?:the\s+age\s+of\s+)?\d{1,2}\s+(?:gets|is|can\s+be|may\s+be)\s+(?:[a-z]+ed|served|seen|admitted|booked|allowed|pierced)\b/i;

/** "anything over five hours gets split into two sessions": what a piece past a length is always done as. */
const PAST_A_LENGTH_SPLIT =
  /^(?:anything|everything|any\s+[\w-]+|every\s+[\w-]+)\s+(?:over|above|longer\s+than|more\s+than)\s+(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|twelve)\s+(?:hours?|minutes?|days?|pages?|weeks?|sessions?)\s+(?:always\s+)?(?:gets|is|has\s+to\s+be|must\s+be)\s+(?:split|broken\s+up|divided|booked|spread)\s+(?:into|over|across|as)\s+\S/i;

/** "migrations go through goose and are never edited once merged": what of a kind is never changed once it has landed. */
const NEVER_CHANGED_ONCE_DONE =
  /^(?:all\s+|our\s+|the\s+)?(?:[\w-]+\s+)?(?:migrations|releases|tags|invoices|entries|records|minutes|commits|changelogs?|schemas|contracts|receipts)\s+(?:go\s+through\s+[\w.-]+\s+and\s+)?(?:are|is)\s+never\s+(?:edited|changed|modified|touched|rewritten|amended|deleted)\s+(?:once|after)\s+(?:they(?:'re|\s+are|'ve\s+been|\s+have\s+been)\s+)?(?:merged|shipped|released|applied|published|deployed|landed|sent|signed|approved|run)\b/i;

/** "the boiler in flat 3 is serviced by Gas Safe Gary every October": who sees to a fixed thing, and when each year. */
const SEEN_TO_BY_SOMEONE_EACH = new RegExp(
  String.raw`^(?:the|our)\s+(?!(?:build|server|site|app|bug|test|page|error|meeting)\b)[\w-]+(?:\s+(?:in|at|on|for)\s+(?:flat|unit|room|house|block|the)\s+[\w-]+)?\s+(?:is|are|gets?)\s+(?:serviced|checked|inspected|cleaned|swept|tested|maintained|descaled|pumped|emptied)\s+by\s+[^,;]{2,30}?\s+(?:every|each|once\s+a)\s+(?:${MONTH}|year|spring|summer|autumn|fall|winter|month|quarter)\b`,
  'i',
);

/** "tenants can paint but only in neutral colours": what people of a kind may do, and its one bound. */
const MAY_BUT_ONLY =
  /^(?:tenants|guests|members|staff|students|kids|children|volunteers|visitors|customers|clients|players|residents|interns|contractors)\s+(?:can|may|are\s+allowed\s+to)\s+[a-z]+(?:\s+[\w-]+){0,2}?\s+but\s+only\s+(?:in|with|on|if|after|before|during|up\s+to|when|where|for)\s+\S/i;

/** "damp and mould get looked at within a week": how soon a kind of report is always seen to. */
const SEEN_TO_WITHIN =
  /^(?!(?:it|this|that|they|these|those)\b)[\w-]+(?:\s+(?:and|or)\s+[\w-]+)?(?:\s+(?:reports|complaints|repairs|issues|problems|requests))?\s+(?:always\s+)?(?:get|gets|are|is)\s+(?:looked\s+at|seen\s+to|fixed|repaired|answered|handled|dealt\s+with|sorted)\s+within\s+(?:a|an|one|two|three|\d+)\s+(?:hours?|days?|working\s+days?|business\s+days?|weeks?)\b(?![^,;]*\b(?:this|today)\b)/i;

/** "backfill a month at a time": how much of a long run is done at once. */
const A_SLICE_AT_A_TIME =
  /^(?:please\s+)?(?:always\s+)?(?:backfill|migrate|import|load|reprocess|reindex|re-?run|process|upload|sync|roll\s+out|deploy|delete|purge|archive)\s+(?:(?:the\s+)?[\w-]+\s+)?(?:a|one)\s+(?:day|week|month|quarter|year|batch|table|shard|region|partition|file|chunk|tenant|customer|node|server)\s+at\s+a\s+time\b/i;

/** "sopranos sit on the left, altos on the right": where each kind of the group always sits or stands. */
const WHERE_A_KIND_SITS =
  /^(?:the\s+|our\s+)?(?!(?:they|things|people|you|we)\b)(?:year\s+\d{1,2}s|[\w-]+s)\s+(?:always\s+)?(?:sit|stand|line\s+up|queue|warm\s+up)\s+(?:on|at|in|by|outside)\s+(?:the\s+)?(?:left|right|front|back|middle|centre|center|[\w-]+\s+(?:door|doors|gate|entrance|wall|stage))\b(?![^,;]*\b(?:today|tonight|now|this\s+time)\b)/i;

/** "anyone who misses two rehearsals before a concert doesn't sing in it": what follows for whoever breaks a rule of the group. */
const WHOEVER_BREAKS_IT =
  /^(?:anyone|anybody|whoever|any\s+(?:member|player|singer|student|volunteer|rider|tenant|dancer))\s+(?:who|that)?\s*(?:misses|skips|is\s+late\s+(?:to|for)|forgets|doesn'?t\s+(?:pay|come\s+to|turn\s+up\s+to|show\s+up\s+(?:to|for)))\s+[^,;]{2,40}?\s+(?:doesn'?t|does\s+not|can'?t|cannot|won'?t|isn'?t\s+allowed\s+to|has\s+to|must|pays|loses|gets\s+dropped)\b/i;

/** "no new Fragments, every screen is a Composable", "every screen is a Composable": what every piece of a kind is made as. */
const EVERY_ONE_IS_MADE_AS =
  /^(?:no\s+new\s+\p{Lu}[\w]*s\s*,\s+)?(?:every|each)\s+(?:new\s+)?(?:screen|view|page|component|endpoint|handler|module|widget|form|dialog|route)\s+is\s+(?:an?\s+)?\p{Lu}[\w]*\b/u;

/** "third-party SDKs go behind an interface in :core": what a kind of outside code is always wrapped in. */
const BEHIND_AN_INTERFACE =
  /^(?:all\s+)?(?:third[- ]party\s+|external\s+|vendor\s+|outside\s+|payment\s+|email\s+|sms\s+|storage\s+|analytics\s+|auth\s+|search\s+|map\s+)?(?:sdks|libraries|libs|apis|clients|services|dependencies|integrations|providers|vendors)\s+(?:always\s+)?(?:go|sit|live|are\s+kept)\s+behind\s+(?:an?\s+|our\s+|the\s+|their\s+own\s+)?(?:interface|adapter|wrapper|facade|abstraction|port|trait|protocol)s?\b/i;

/** "legal documents are always translated by a sworn translator": the kind of professional a kind of work always goes to. */
const DONE_BY_A_ROLE =
  /^(?:all\s+|our\s+)?(?:[\w-]+\s+)?(?:documents|contracts|texts|files|reports|invoices|translations|articles|letters|claims|returns|accounts|designs|drawings|plans|certificates|prescriptions|surveys|valuations|audits)\s+(?:are|get)\s+(?:always\s+)?(?:[a-z]+ed|done|written|drawn|signed)\s+by\s+(?:a|an|our)\s+(?:[\w-]+\s+)?(?:translator|lawyer|solicitor|accountant|engineer|doctor|vet|pharmacist|editor|architect|surveyor|notary|partner|specialist|auditor|electrician|plumber|native\s+speaker)\b/i;

/** "Kasia proofreads everything going into Polish": the one person who does every piece of a kind. */
const ONE_PERSON_DOES_ALL_OF =
  /^\p{Lu}[\p{L}'-]+\s+(?:proofreads|checks|reviews|approves|edits|handles|translates|answers|signs\s+off)\s+(?:everything|all\s+(?:the\s+)?[\w-]+s?|every\s+[\w-]+)\s+(?:going\s+(?:into|to|out\s+to)|that\s+goes\s+(?:into|to|out\s+to)|in|for|from|about)\s+\S/u;

/** "nothing goes to a client without a second pair of eyes": the check nothing leaves without. */
const NOTHING_LEAVES_WITHOUT =
  /^nothing\s+(?:goes|is\s+sent|gets\s+sent|leaves|ships|is\s+published|gets\s+published)\s+(?:out\s+|live\s+)?(?:to\s+(?:a|the|any)\s+[\w-]+\s+)?without\s+(?:a|an|the)?\s*(?:second\s+pair\s+of\s+eyes|second\s+read|review|proofread|sign-?off|check|approval|[\w'-]+\s+(?:review|check|read|proofread|sign-?off))\b/i;

/** "no one dives deeper than 18 metres until …", "nobody dives within 24 hours of a flight", "nobody applies without a reviewed plan": the bound no one in the group goes past. */
const NO_ONE_PAST_A_BOUND =
  /^(?:no\s+one|nobody|no-one)\s+(?:ever\s+)?[a-z]+s\s+(?:(?:deeper|higher|further|faster|longer|more)\s+than\s+\d[\d.,]*\s*(?:m|metres|meters|feet|ft|km|miles|hours?|minutes?|kg)\b|within\s+\d+\s+(?:hours?|days?|minutes?)\s+(?:of|after|before)\s+(?:a|an|the|their)\s+[\w-]+|without\s+(?:a|an|the|their)\s+(?:reviewed|signed|approved|checked|written|valid|current)\s+[\w-]+)/i;

/** "open water courses are four days, two pool and two sea": how long a kind of course always runs. */
const A_COURSE_RUNS =
  /^(?:the\s+|our\s+|all\s+)?(?:[\w-]+\s+){0,2}(?:courses|programmes|programs|bootcamps|workshops|retreats|camps|inductions|apprenticeships)\s+(?:are|last|run\s+for|take)\s+(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|twelve)\s+(?:full\s+)?(?:days|weeks|months|hours|sessions|evenings|weekends)\b(?![^,;]*\b(?:this|now)\b)/i;

/** "plan output gets pasted into the PR": what of a run is always put where the change is reviewed. */
const PASTED_INTO_THE_REVIEW =
  /^(?:the\s+)?(?:[\w-]+\s+)?(?:output|diff|plan|logs?|screenshots?|results?|summary|benchmarks?|timings?)\s+(?:always\s+)?(?:gets|get|is|are|goes|go)\s+(?:pasted|posted|attached|linked|copied|put)\s+(?:in|into|on|to)\s+(?:the|every|each)\s+(?:pr|pull\s+request|ticket|issue|mr|merge\s+request|review)\b/i;

/** "the fryer oil gets changed every two days": how often a thing that wears is changed. */
const CHANGED_EVERY_SO_OFTEN =
  /^(?:the\s+)?(?:[\w-]+\s+){0,2}[\w-]+\s+(?:gets|is|are|get)\s+(?:changed|replaced|emptied|topped\s+up|restocked|descaled|sharpened|filtered)\s+every\s+(?:(?:two|three|four|five|six|seven|\d+)\s+(?:days|weeks|months|hours|shifts|services)|other\s+(?:day|week)|day|morning|night|shift|service)\b(?![^,;]*\b(?:this|now|today)\b)/i;

/** "allergens are written on the board for every dish": what is shown for every item of a kind. */
const SHOWN_FOR_EVERY =
  /^(?:allergens|prices|ingredients|calories|sizes|origins|weights|ages)\s+(?:are|get)\s+(?:always\s+)?(?:written|listed|shown|marked|labelled|labeled|posted)\s+(?:on|in)\s+(?:the\s+)?[\w-]+(?:\s+[\w-]+)?\s+for\s+(?:every|each|all)\b/i;

/** "data loads with useFetch on the server": where and with what a page's data is always loaded. */
const DATA_LOADS_WITH =
  /^(?:all\s+)?(?:data|page\s+data|content|state)\s+(?:always\s+)?(?:loads?|is\s+loaded|is\s+fetched|gets\s+fetched)\s+(?:with|via|through|using|in)\s+[\w.$]+(?:\(\))?\s+(?:on\s+the\s+server|server[- ]side|at\s+build\s+time|in\s+(?:the\s+)?(?:loader|server\s+component)s?)\b/i;

/** "we don't brew sours on the same kit as the lagers": two kinds of work never done on the same things. */
const NOT_ON_THE_SAME =
  /^we\s+(?:don'?t|never|do\s+not)\s+[a-z]+\s+(?:[\w-]+\s+){1,3}(?:on|in|with|through)\s+the\s+same\s+(?:kit|equipment|board|line|machine|fryer|oven|tank|room|server|cluster|account|db|database|boards|tools)\s+as\s+\S/i;

/** "kegs go back to the pub on the Thursday run": which regular run a kind of thing goes out on. */
const ON_THE_REGULAR_RUN =
  /^(?:[\w-]+\s+)?[\w-]+s\s+(?:always\s+)?(?:go|get\s+sent|are\s+sent|get\s+delivered|are\s+delivered|go\s+back|go\s+out)\s+(?:back\s+)?(?:to\s+(?:the\s+)?[\w' -]{2,20}?\s+)?on\s+the\s+(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|morning|evening|weekly|daily)\s+(?:run|round|drop|delivery|van|collection|post)\b/i;

/** "HMRC duty returns are done by Imogen on the 15th": who does a kind of the books (read case-sensitively for the name). */
const BOOKS_DONE_BY =
  /^(?:[Tt]he\s+|[Oo]ur\s+)?(?:[\w-]+\s+){0,2}(?:returns|accounts|books|payroll|invoicing|invoices|rotas?|timesheets|reconciliations?|stocktakes?|filings?)\s+(?:is|are|get|gets)\s+(?:always\s+)?(?:done|filed|run|handled|prepared|submitted|sorted)\s+by\s+\p{Lu}[\p{L}'-]+/u;

/** "crews are always two people, nobody cleans a house alone": how many always go together, and what no one does alone. */
const NEVER_ALONE =
  /^(?:(?:crews|teams|shifts|patrols|pairs|groups|tours|boats|visits|call-?outs)\s+(?:are|have)\s+always\s+(?:at\s+least\s+)?(?:two|three|four|five|six|\d+)\s+(?:people|staff|adults|leaders|instructors|guides|strong)\b|(?:nobody|no\s+one|no-one)\s+(?:ever\s+)?[a-z]+s\s+(?:a\s+|an\s+|the\s+)?(?:[\w-]+\s+)?alone\b(?![^,;]*\b(?:today|tonight|now)\b))/i;

/** "we use our own products, except at the Hendersons'": what the business brings itself, and the client it is not. */
const OUR_OWN_EXCEPT =
  /^we\s+(?:always\s+)?(?:use|bring)\s+our\s+own\s+[\w-]+(?:\s+[\w-]+)?\s*,\s*(?:except|apart\s+from|but\s+not)\s+(?:at|for|with)\s+\S/i;

/** "keys are kept in the safe at the office": where a thing in trust is always kept. */
const KEPT_LOCKED_AWAY =
  /^(?:all\s+|client\s+|the\s+|spare\s+)?(?:keys|passports|cash|the\s+float|medicines|medication|records|files|laptops|card\s+details|cheques)\s+(?:are|is)\s+(?:always\s+)?kept\s+(?:locked\s+)?(?:in|at)\s+(?:the|a|our)\s+(?:safe|lockbox|key\s+safe|locked\s+(?:drawer|cabinet|box)|office|cabinet)\b/i;

/** "final numbers are due three weeks before the wedding": how long before an event a kind of thing is due. */
const DUE_BEFORE_THE_EVENT =
  /^(?:the\s+)?(?:final\s+)?(?:numbers|payments?|balances?|headcounts?|guest\s+lists?|menu\s+choices|choices|seating\s+plans?|forms|proofs|rooming\s+lists?)\s+(?:are|is)\s+(?:always\s+)?due\s+(?:\d+|one|two|three|four|five|six|seven|eight|ten|twelve|a)\s+(?:days?|weeks?|months?|working\s+days?)\s+(?:before|ahead\s+of)\s+(?:the|each|every|a|an)\s+[\w-]+/i;

/** "deliveries to the venue are before 10am": the hours a kind of drop always falls in. */
const DROPS_AT_AN_HOUR =
  /^(?:deliveries|collections|drop-?offs|pick-?ups|set-?ups|get-?ins|get-?outs)(?:\s+(?:to|from|at)\s+(?:the\s+)?[\w-]+)?\s+(?:are|happen)\s+(?:always\s+)?(?:before|after|by|between)\s+\d{1,2}(?:[:.]\d\d)?\s*(?:am|pm)?(?![^,;]*\b(?:today|tomorrow|this)\b)/i;

/** "no peonies outside May to July": a thing had only in its months. */
const ONLY_IN_ITS_MONTHS = new RegExp(
  String.raw`^no\s+[\w-]+\s+outside\s+${MONTH}\s+(?:to|and|through|-|–)\s+${MONTH}\b`,
  'i',
);

/** "every mail is queued, nothing sent synchronously from a request": a kind of work always left to the queue. */
const ALWAYS_QUEUED =
  /^(?:every|each|all)\s+(?:[\w-]+\s+)?(?:mail|email|notification|webhook|export|report|sms|push|import|upload)s?\s+(?:is|are|gets?)\s+(?:always\s+)?(?:queued|sent\s+async(?:hronously)?|sent\s+from\s+a\s+queue|run\s+in\s+the\s+background|backgrounded)\b/i;

/** "the walk-round check is done every morning before the first pickup": a check the work always opens or closes with. */
const A_CHECK_EVERY =
  /^(?:the|our)\s+(?:[\w-]+\s+){0,2}(?:check|checks|inspection|inspections|count|stocktake|handover|briefing|walk-?round|headcount|register|roll\s+call)\s+(?:is|are|gets?)\s+(?:always\s+)?(?:done|taken|run|held|carried\s+out)\s+(?:every|each)\s+(?:morning|evening|day|night|shift|session|trip|run|monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b(?![^,;]*\b(?:this|now|today)\b)/i;

/** "no child gets off the bus anywhere but their named stop": where alone someone in the user's care leaves. */
const NO_ONE_LEAVES_BUT =
  /^no\s+(?:child|kid|pupil|student|passenger|patient|guest|dog|animal|visitor|resident|client)\s+(?:ever\s+)?(?:gets?\s+off|leaves|goes\s+home|is\s+collected|is\s+released|is\s+handed\s+over|gets\s+on)\b[^,;]{0,40}?\s+(?:anywhere\s+but|except\s+(?:at|to|by|with)|without|unless|but\s+(?:at|to|by|with))\s+\S/i;

/** "if I'm more than ten minutes late, the school office rings the parents": who acts when the user runs late. */
const WHO_ACTS_WHEN_LATE =
  /^if\s+(?:i'?m|i\s+am|we'?re|we\s+are|the\s+[\w-]+\s+is)\s+(?:ever\s+)?(?:more\s+than\s+|over\s+)?(?:\d+|five|ten|fifteen|twenty|thirty)\s+(?:minutes?|mins?|hours?)\s+late\s*,\s+(?:the\s+)?[\w\s-]{2,30}?\s+(?:rings|calls|texts|emails|tells|contacts|messages)\s+(?:the\s+)?[\w-]+/i;

/** "nothing allocates in Update": what no code in a hot place of the program ever does. */
const NOTHING_IN_THE_HOT_PATH =
  /^nothing\s+(?:allocates|blocks|logs|throws|awaits|sleeps|does\s+io|touches\s+the\s+(?:db|database|network|disk))\s+(?:in|inside|on)\s+(?:the\s+)?[\w.()-]+(?:\s+(?:loop|path|handler|thread|callback))?\b/i;

/** "quotes are valid for 30 days": how long a kind of offer holds. */
const VALID_FOR =
  /^(?:our\s+|all\s+)?(?:[\w-]+\s+)?(?:quotes|quotations|estimates|offers|vouchers|gift\s+cards|prices|passes|prescriptions)\s+(?:are|stay)\s+(?:only\s+)?valid\s+for\s+(?:\d+|one|two|three|six|twelve|thirty|ninety|a)\s+(?:days|weeks|months|years?)\b/i;

/** "we don't dig within a metre of a gas line": how near a hazard the work never goes. */
const NEVER_WITHIN_A_DISTANCE =
  /^we\s+(?:never|don'?t|do\s+not)\s+[a-z]+\s+within\s+(?:a|one|two|three|\d+(?:\.\d+)?)\s*(?:metres?|meters?|m|feet|ft|yards?|miles?|km)\s+of\s+(?:a|an|the|any)\s+[\w-]+/i;

/** "no turf laying in July and August": a kind of work never done in its months. */
const NONE_IN_THOSE_MONTHS = new RegExp(
  String.raw`^no\s+[\w-]+(?:\s+[\w-]+)?\s+in\s+${MONTH}(?:\s+(?:and|or|to|through)\s+${MONTH})?\b`,
  'i',
);

/** "nothing returns a bare dict", "alembic autogenerate is a draft, every migration is read …": what no code hands back bare, and a tool's output taken only as a draft. */
const NOTHING_BARE =
  /^(?:nothing\s+(?:returns|throws|raises|exports|logs|prints)\s+(?:a\s+|an\s+)?(?:bare|raw|plain|naked|untyped)\s+[\w.-]+|(?:[\w.-]+\s+){1,2}is\s+(?:only\s+|just\s+)?a\s+(?:draft|starting\s+point|first\s+draft)\s*,\s+(?:every|each|all)\s+\S)/i;

/** "matted coats get shaved, I don't dematt for more than 15 minutes": what is always done to a kind, and a limit the user keeps. */
const A_KIND_ALWAYS_DONE_TO =
  /^(?:(?:[\w-]+\s+)?[\w-]+s\s+(?:always\s+)?get\s+(?:shaved|clipped|trimmed|bathed|muzzled|sedated|referred|quarantined|isolated|binned|recycled|refunded|re-?done|composted)\b|i\s+(?:never|don'?t|do\s+not)\s+[a-z]+\s+for\s+(?:more|longer)\s+than\s+\d+\s+(?:minutes|mins|hours|seconds))(?![^,;]*\b(?:today|this\s+time|now)\b)/i;

/** "first-time dogs always get a short intro groom", "puppies under six months get a bath and tidy only": what a newcomer or the young of a kind always get. */
const THE_NEW_OR_YOUNG_GET =
  /^(?:(?:first-time|new|nervous|older|senior)\s+[\w-]+s\s+(?:always\s+)?(?:get|start\s+with|have)\s+(?:a|an)\s+(?:short|shorter|quick|intro|trial|gentle|free|first)\b|(?:puppies|kittens|dogs|cats|foals|kids|children|babies|pupils)\s+(?:under|over|below)\s+(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|twelve|eighteen)\s+(?:weeks|months|years)(?:\s+old)?\s+(?:always\s+|only\s+)?(?:get|have|need)\s+\S)/i;

/** "Bella the spaniel bites when her paws are touched": how a named animal in the user's care reacts, and to what. */
const A_NAMED_ANIMAL_REACTS =
  /^\p{Lu}[\p{L}'-]+\s+(?:the\s+)?(?:spaniel|terrier|poodle|collie|labrador|lab|retriever|dog|cat|horse|pony|puppy|kitten|husky|dachshund|greyhound|whippet|bulldog|pug|beagle|cockapoo|mare|gelding)\s+(?:always\s+)?(?:bites|snaps|growls|kicks|scratches|panics|pulls|bolts|barks)\s+(?:when|if|at)\b/u;

/** "OTA updates only for JS fixes, anything native goes through the store": what a fast path is for, and where the rest goes. */
const FAST_PATH_ONLY_FOR =
  /^(?:[\w-]+\s+)?(?:updates|releases|deploys|hotfixes|patches|pushes)\s+(?:are\s+)?only\s+for\s+[^,;]{2,30}\s*,\s+(?:anything|everything)\s+(?:else|native|bigger|larger|more)\s+(?:goes|needs\s+to\s+go|has\s+to\s+go)\s+(?:through|to|via)\s+\S/i;

/** "native changes need a store build": the step a kind of change always needs. */
const A_KIND_OF_CHANGE_NEEDS_A_STEP =
  /^(?:native|schema|database|db|api|breaking|config|infra|infrastructure|ui|copy|design|pricing|security|dependency|permission|firmware)\s+changes\s+(?:always\s+)?(?:need|require|must\s+have|go\s+through)\s+(?:a|an)\s+(?:[\w-]+\s+)?(?:build|review|release|sign-?off|approval|ticket|rfc|deploy)\b/i;

/** "topic names are domain.entity.event": the shape every name of a kind follows, spelled out. */
const NAMES_SHAPED_AS =
  /^(?:our\s+|all\s+)?(?:[\w-]+\s+)?names\s+(?:are|follow|look\s+like)\s+[a-z]+(?:[._/:-][a-z]+){1,4}\b/i;

/** "the prop table is reset after every show": what is set back to rights after every one of a kind. */
const RESET_AFTER_EVERY =
  /^(?:the|our)\s+(?:[\w-]+\s+){0,2}[\w-]+\s+(?:is|are|gets?)\s+(?:always\s+)?(?:reset|cleaned|cleared|restocked|swept|wiped\s+down|locked|re-?set|tidied)\s+(?:after|before|at\s+the\s+end\s+of)\s+(?:every|each)\s+[\w-]+/i;

/** "real knives never come on stage": what never comes into the place the work is shown or done. */
const NEVER_BROUGHT_ON =
  /^(?:[\w-]+\s+)?[\w-]+s\s+never\s+(?:come|go|get\s+taken|are\s+taken|are\s+brought)\s+(?:on\s*stage|on\s+set|on\s+site|onto\s+the\s+(?:stage|set|floor|pitch|ward|boat)|into\s+the\s+(?:kitchen|theatre|ward|clean\s+room|lab|booth))\b/i;

/** "fight call always comes before the half": where a fixed step always falls in the run of the day. */
const ALWAYS_COMES_BEFORE =
  /^(?:the\s+)?(?!(?:it|this|that|he|she|they|bug|error|build)\b)[\w-]+(?:\s+[\w-]+)?\s+always\s+(?:comes|goes|happens|runs)\s+(?:before|after)\s+(?:the\s+)?[\w-]+/i;

/** "no mock test in the last week before the real one, it only rattles them": what is never done in a stretch before or after an event. */
const NONE_IN_THE_LAST_STRETCH =
  /^no\s+(?!(?:one|way|problem|worries|idea|need|rush|luck|change)\b)(?:[\w-]+\s+){0,3}?[\w-]+\s+(?:in|during|within)\s+the\s+(?:last|final|first)\s+(?:week|two weeks|fortnight|month|day|\d+\s+days|few\s+days|(?:24|48|72)\s+hours)\s+(?:before|after|of)\s+(?!(?:it|this|that)\b)[^,;]{2,40}(?:[,;]\s+[^,;]{3,60})?[.!]*$/i;

/** "first lessons are always on the industrial estate, never on the main road": where a kind of thing always happens, and where never. */
const ALWAYS_HERE_NEVER_THERE =
  /^(?!(?:i|you|we|it|this|that|they|he|she|these|those)\b)(?:the\s+|our\s+|all\s+)?(?:[\w-]+\s+)?[\w-]+s\s+(?:are\s+always|always\s+(?:go|happen|run|take place|start))\s+(?:on|in|at|by)\s+(?:the\s+)?[^,;]{3,30},\s+(?:and\s+|but\s+)?never\s+(?:on|in|at|by)\s+(?:the\s+)?[^,;]{3,30}[.!]*$/i;

/** "pupils book in two-hour blocks once they're within a month of their test": the blocks a kind of client books or pays in. */
const BOOKED_IN_BLOCKS =
  /^(?:new\s+|regular\s+|returning\s+|older\s+|younger\s+|most\s+)?(?:pupils|students|learners|clients|customers|guests|patients|members|kids|children|families|groups)\s+(?:always\s+|only\s+|usually\s+|normally\s+)?(?:book|pay|come)\s+in\s+(?:(?:one|two|three|four|five|six|ten|\d+|half)[- ](?:hour|day|week|minute|session|lesson)|weekly|monthly)\s+(?:blocks|slots|sessions|lessons|bundles|instalments|installments)\b/i;

/** "we're not adding anything to NgModules": a part the team puts nothing new into any more (not "… to this PR"). */
const NOTHING_MORE_ADDED_TO =
  /^(?:[^,;]{8,60},\s+)?(?:we(?:'re|’re| are)\s+not|we\s+aren'?t|we\s+don'?t|we\s+won'?t|we\s+never)\s+add(?:ing)?\s+(?:anything(?:\s+(?:new|more|else))?|any\s+(?:new|more)\s+[\w-]+|new\s+[\w-]+|more\s+[\w-]+)\s+(?:to|into)\s+(?!(?:it|this|that|them|the\s+(?:pr|branch|cart|list|ticket|sprint|release))\b)(?:the\s+)?[\w.@/-]+(?:\s+[\w.@/-]+){0,2}[.!]*$/i;

/** "the kiln is only loaded by Hana or me, members leave their pieces on the green shelf": the only hands a step is done by. */
const ONLY_DONE_BY = new RegExp(
  String.raw`^(?:the|our)\s+(?:[\w-]+\s+){0,2}[\w-]+\s+(?:is|are)\s+only\s+(?:ever\s+)?(?:\w+ed|run|done|set|shut|driven|taken|kept|held|written|sent)\s+by\s+(?:\p{Lu}[\p{L}'-]+|me|the\s+[\w-]+(?:\s+[\w-]+)?)(?:\s+(?:or|and)\s+(?:\p{Lu}[\p{L}'-]+|me|myself|the\s+[\w-]+))?(?:[,;]\s+(?!(?:can|could|please|so|but|i|you)\b)[^,;?]{3,80})?[.!]*$`,
  'iu',
);

/** "nothing goes in the kiln unless it's been drying for at least a week": what must hold of anything before a step takes it. */
const NOTHING_GOES_IN_UNLESS =
  /^nothing\s+(?:goes|gets\s+(?:put|loaded|sent)|is\s+(?:put|loaded|fired|sent|served|shipped))\s+(?:in|into|on|onto|out|to)\s+(?:the\s+)?(?!(?:it|this|that)\b)[\w\s-]{2,20}?\s+(?:unless|until)\s+(?:it'?s|it\s+has|it|they'?ve|they\s+have|they|the\s+\S+|we'?ve)\s+\S[^,;?]{2,60}[.!]*$/i;

/** "members get 10kg of clay a month with their membership, anything over is charged by the bag": what a kind of client gets in a stretch, and past it. */
const A_KIND_GETS_A_PERIOD =
  /^(?:all\s+)?(?:members|clients|customers|students|pupils|guests|subscribers|patients|tenants|volunteers|staff|regulars)\s+(?:all\s+)?get\s+(?:\d+\s*(?:kg|g|hours?|gb|sessions?|classes|lessons|credits|days?|nights?|bags?|passes)|one|two|three|four|five|ten|a\s+free)\b[^,;?]{0,30}?\s+(?:a|per|each|every)\s+(?:month|week|year|term|visit|session|stay|season)\b[^,;?]{0,30}?(?:,\s+(?:and\s+)?(?:anything|everything|any)\s+(?:over|above|beyond|extra|more)\b[^,;?]{3,40})?[.!]*$/i;

/** "new members' first pieces always go through a test firing first, their walls are usually too thick": the step a kind of work passes first. */
const FIRST_THROUGH_A_STEP =
  /^(?:new\s+|all\s+|every\s+)?(?:[\w'’-]+\s+){0,3}?[\w-]+\s+always\s+go(?:es)?\s+through\s+(?:a|an|the)\s+[\w\s-]{2,25}?\s+first\b(?:,\s+(?:their|its|they|it|the)\b[^,;?]{3,60})?[.!]*$/i;

/** "business logic belongs in the intermediate layer, staging stays a thin rename": where a kind of code goes, by its layer. */
const CODE_GOES_IN_A_LAYER =
  /^(?:all\s+|our\s+)?(?:[\w-]+\s+)?(?:code|logic|validation|queries|sql|rules|calculations|formatting|mapping|joins|side effects|(?:data\s+)?fetching|api\s+calls|network\s+calls)\s+(?:goes|go|belongs|belong|lives|live)\s+(?:only\s+)?(?:in|under|into|inside)\s+(?:the\s+)?(?:[\w-]+\s+){0,2}(?:layer|tier|models?|services?|module|package|domain|controllers?|repositor(?:y|ies)|handlers?|hooks?|composables?|stores?|loaders?)\b(?:\s+with\s+[\w.-]+)?(?:[,;]\s+(?!(?:can|could|please|so|but|i|you)\b)[^,;?]{3,60})?[.!]*$/i;

/** "expect/actual only when there's no multiplatform library for it": a way of writing code kept for when no library does it. */
const ONLY_WHEN_NO_LIBRARY =
  /^(?!(?:i|you|it|this|that|we)\b)[\w./+#-]+(?:\s+[\w./+#-]+)?\s+only\s+(?:when|if)\s+there'?s\s+no\s+(?:[\w-]+\s+){0,3}?(?:library|lib|package|crate|module|api|alternative|other way|built-?in)\b(?:\s+for\s+(?:it|that|this))?[.!]*$/i;

/** "I shoot everything in RAW and keep the cards until the gallery is delivered": how the user always does a step of their own work. */
const I_DO_EVERYTHING_IN =
  /^i\s+(?:always\s+)?(?:shoot|record|film|write|draft|edit|print|scan|save|export|master|mix|invoice|quote|file|sew|cut|bake|knit)\s+(?:everything|all\s+(?:my\s+)?[\w-]+|every\s+[\w-]+)\s+(?:in|on|at|with|as)\s+[\w.+#-]+(?:\s+[\w.+#-]+)?(?:\s*,?\s+and\s+(?:always\s+)?(?:keep|store|hold|back\s+up|archive)\s+[^,;?]{3,60})?[.!]*$/i;

/** A stretch of time a thing is turned round in: "within six weeks", "within 48 hours". */
const WITHIN_A_STRETCH = String.raw`within\s+(?:a|an|one|two|three|four|five|six|seven|eight|ten|twelve|fourteen|thirty|\d+)\s+(?:hours?|days?|weeks?|months?|working\s+days|business\s+days)`;
/** "galleries are delivered within six weeks, sneak peeks within 48 hours": how soon each kind of work is handed over. */
const DELIVERED_WITHIN = new RegExp(
  String.raw`^(?:all\s+|our\s+|the\s+)?(?:[\w-]+\s+){0,2}[\w-]+s\s+(?:are|get)\s+(?:always\s+)?(?:delivered|sent|returned|shipped|answered|turned\s+around|published|ready|invoiced|refunded)\s+${WITHIN_A_STRETCH}(?:,\s+(?:and\s+)?(?:[\w-]+\s+){0,2}[\w-]+s?\s+${WITHIN_A_STRETCH})?[.!]*$`,
  'i',
);

/** "couples get one round of edits free, after that it's 20 an hour": what a kind of client gets free, and the price after. */
const SO_MUCH_FREE_THEN =
  /^(?:all\s+)?(?:couples|clients|customers|members|students|pupils|guests|patients|families|authors|subscribers|tenants)\s+(?:all\s+)?get\s+(?:one|two|three|a|\d+)\s+(?:[\w-]+\s+){0,3}?(?:free|included|for\s+free|at\s+no\s+charge|on\s+the\s+house)(?:,\s+(?:after\s+that|then|after\s+which|beyond\s+that|anything\s+more)\s+(?:it'?s|is|they\s+pay|we\s+charge|i\s+charge)\s+[^,;?]{2,30})?[.!]*$/i;

/** "partial functions like head are banned, the linter flags them": a kind of code kept out, named in the plural, and what enforces it. */
const A_KIND_BANNED =
  /^(?!(?:it|this|that|he|she|they|i|you|we|my|your|our|his|her|their|the\s+(?:user|account|ip|customer|client|guy|bot|site|app|channel))\b)(?:the\s+)?(?:[\w.+#()-]+\s+){0,2}[\w+#-]*[^s\W]s(?:\s+like\s+[\w.,' ()]{1,40}?)?\s+are\s+(?:strictly\s+|completely\s+)?(?:banned|forbidden|not\s+allowed|off\s+limits)\b(?:\s+(?:here|in\s+this\s+(?:repo|codebase|project)|outside\s+(?:of\s+)?tests|in\s+(?:prod(?:uction)?\s+)?code))?(?:[,;]\s+(?:and\s+)?(?:the\s+)?[\w-]+\s+(?:enforces|checks|flags|catches|rejects|blocks)\s+(?:it|this|that|them)\b[^,;]{0,30})?[.!]*$/i;

/** "we pick by hand, never by machine, and only in the early morning …": how the team always does a step, and the way it never does. */
const BY_HAND_NEVER_BY =
  /^we\s+(?:always\s+)?[\w-]+\s+(?:[\w-]+\s+)?(?:by\s+hand|by\s+machine|in\s+person|on\s+paper|by\s+phone|by\s+post)\s*,\s+(?:and\s+)?never\s+(?:by\s+|in\s+|on\s+)?[\w\s-]{2,20}?(?:[,;]\s+(?:and\s+)?(?:only|always|never)\s+[^,;?]{3,60})?[.!]*$/i;

/** "tastings are booked for groups of up to eight, anything bigger needs the barrel room": the largest group a kind of session takes, and past it. */
const GROUPS_OF_UP_TO =
  /^(?:all\s+)?(?:[\w-]+\s+)?[\w-]+s\s+(?:are|get)\s+(?:only\s+)?(?:booked|sold|run|taken|held|led|given)\s+(?:for|in|to)\s+groups\s+of\s+(?:up\s+to|at\s+most|no\s+more\s+than|max(?:imum)?)\s+\w+(?:,\s+(?:anything|any\s+group|groups)\s+(?:bigger|larger|over|above|more)\b[^,;?]{3,50})?[.!]*$/i;

/** "club members get 15%, it's been 15 since we started …": the discount a kind of customer always gets. */
const A_KIND_GETS_A_DISCOUNT =
  /^(?:[\w-]+\s+)?(?:members|clients|customers|students|staff|regulars|subscribers|pensioners|kids|locals|trade\s+customers)\s+(?:always\s+)?get\s+\d+\s*%(?:\s+off)?(?:,\s+(?:it'?s|that'?s|it\s+has|which\s+is)\b[^?]{3,80})?[.!]*$/i;

/** "we never treat anyone under 16 without a parent in the room": whom, by age, the team never takes on (or not without what). */
const NEVER_ANYONE_OF_AN_AGE =
  /^we\s+(?:never|don'?t|do\s+not|won'?t)\s+[\w-]+\s+(?:anyone|anybody|children|kids|people|clients|patients|customers|dogs)\s+(?:under|below|younger\s+than|over|older\s+than)\s+\d{1,2}\b(?:\s+without\s+[^,;?]{3,40})?[.!]*$/i;

/** "clinical notes are written up the same day, before the next patient if we can": a kind of record always finished the same day. */
const DONE_THE_SAME_DAY =
  /^(?:all\s+|our\s+|the\s+)?(?:[\w-]+\s+){0,2}(?:notes|reports|records|invoices|logs|timesheets|minutes|write-?ups|summaries|letters|referrals)\s+(?:are|get)\s+(?:always\s+)?(?:written(?:\s+up)?|done|sent|filed|finished|completed|typed\s+up|signed)\s+(?:the\s+same\s+day|on\s+the\s+day|that\s+day|by\s+(?:the\s+)?end\s+of\s+(?:the\s+)?day)(?:,\s+(?:before|ideally|if|and)\b[^,;?]{3,50})?[.!]*$/i;

/** "post-op patients come back at two weeks, not one, the surgeon asked for that": when a kind of client is seen again. */
const SEEN_AGAIN_AT =
  /^(?:[\w-]+\s+)?(?:patients|clients|customers|pupils|students|dogs|cats|pets)\s+(?:always\s+)?(?:come\s+back|are\s+seen\s+again|are\s+rebooked|are\s+reviewed|get\s+a\s+review|return)\s+(?:at|after|in)\s+(?:one|two|three|four|six|\d+)\s+(?:days?|weeks?|months?)(?:\s+for\s+(?:a|an|their)\s+[\w-]+(?:\s+[\w-]+)?)?(?:,\s+not\s+[\w\s]{1,20})?(?:,\s+(?:the|their|our|it'?s)\b[^,;?]{3,50})?[.!]*$/i;

/** "every quote is done from a video survey or a home visit, never from a room count alone": what every one of a kind of work is based on, and never. */
const EVERY_ONE_DONE_FROM =
  /^(?:every|each|all)\s+(?:[\w-]+\s+)?[\w-]+\s+(?:is|are)\s+(?:always\s+)?(?:done|made|priced|worked\s+out|based|given|written)\s+(?:from|on|after)\s+(?:a|an|the)\s+[^,;?]{3,40}(?:,\s+never\s+(?:from|on|after)\s+[^,;?]{3,40})?[.!]*$/i;

/** "every room is reset and checked against the reset sheet before the next group goes in": what is done to every one before the next use. */
const READY_BEFORE_THE_NEXT =
  /^(?:every|each|the)\s+(?:[\w-]+\s+)?[\w-]+\s+(?:is|are|gets?)\s+(?:always\s+)?(?:reset|cleaned|cleared|wiped|checked|restocked|tidied|inspected|sanitised|sanitized|rinsed|washed|refilled|recharged|serviced|set\s+up)(?:\s+and\s+(?:reset|cleaned|cleared|wiped|checked|restocked|tidied|inspected|sanitised|sanitized|rinsed|washed|refilled|recharged|serviced))?(?:\s+against\s+(?:the|a)\s+[\w\s-]{2,20}?)?\s+before\s+(?:the\s+next|every|each|any)\s+[^,;?]{2,40}[.!]*$/i;

/** "kids under 12 only play with an adult in the room": whom, by age, a kind of activity takes only with someone beside them. */
const YOUNG_ONLY_WITH =
  /^(?:kids|children|anyone|minors|teens|juniors|under-?\d+s)\s+(?:(?:under|below|younger\s+than)\s+\d{1,2}\s+)?(?:only\s+)?(?:play|climb|ride|swim|dive|shoot|come|train|enter|go\s+in|skate|sail|paddle)\s+(?:only\s+)?(?:with|if)\s+(?:an?\s+|their\s+)?(?:adult|parent|guardian|grown-?up|instructor)\b[^,;?]{0,30}[.!]*$/i;

/** "no food or drink in the rooms, ever": what is never brought into a kind of place. */
const NOTHING_BROUGHT_INTO =
  /^no\s+(?:food|drinks?|phones|mobiles|shoes|boots|pets|dogs|smoking|vaping|glass(?:es)?|cameras|bags|flash|naked\s+flames|flames|candles|alcohol|jewellery|jewelry|perfume|chewing\s+gum|gum)(?:\s+(?:or|and)\s+(?:food|drinks?|phones|shoes|boots|pets|dogs|smoking|vaping|glass(?:es)?|cameras|bags|flash|alcohol|jewellery|jewelry|gum))?\s+(?:in|on|inside|near|past)\s+(?:the\s+)?(?:[\w-]+\s+)?[\w-]+(?:,?\s+ever)?(?:,\s+(?:a|an|the|we|it)\b[^,;?]{3,70})?[.!]*$/i;

/** "no Tick on actors unless there's a profiler capture that justifies it": a kind of code kept out unless there is evidence for it. */
const NONE_UNLESS_THERE_IS =
  /^no\s+(?:[\w.-]+\s+){1,3}?(?:on|in|for)\s+(?:[\w-]+\s+)?[\w-]+\s+unless\s+(?:there'?s|there\s+is|you\s+have|we\s+have)\s+(?:a|an)\s+[^,;?]{3,50}[.!]*$/i;

/** "the fridge temperature is logged twice a day, it has to stay between 2 and 8": a reading taken at a rhythm, and the range it must keep. */
const READ_AT_A_RHYTHM =
  /^(?:the\s+|our\s+)?(?:[\w-]+\s+){0,2}(?:temperatures?|temps?|readings?|levels?|counts?|weights?|stock|till|float|pressure|ph|humidity|hours|mileage|usage)\s+(?:is|are|gets?)\s+(?:always\s+)?(?:logged|recorded|checked|taken|read|written\s+down|counted|measured)\s+(?:once|twice|three\s+times|every\s+[\w\s]{2,15}?|after\s+(?:every|each)\s+[\w-]+|daily|hourly|weekly|at\s+(?:open|close|opening|closing)(?:\s+and\s+(?:open|close|opening|closing))?)(?:\s+(?:a|per|each)\s+(?:day|shift|week|hour))?(?:,\s+(?:it|they)\s+(?:has|have|must|needs?|should)\s+(?:to\s+)?(?:stay|be|remain|read)\s+(?:between|under|below|above|over|at)\s+[^,;?]{1,25}|,\s+(?:it|they)\s+(?:gets?|is|are)\s+(?:replaced|serviced|changed|swapped)\s+at\s+[\d,]+(?:\s+\w+)?)?[.!]*$/i;

/** "no collection of controlled drugs without photo ID, no exceptions": a step never done for anyone without what it needs. */
const NO_STEP_WITHOUT =
  /^no\s+(?:[\w-]+\s+){0,2}?(?:collection|release|entry|admission|sale|sales|dispensing|handover|delivery|refunds?|returns?|access|boarding|service)\s+(?:of\s+[^,;?]{2,30}?\s+)?without\s+[^,;?]{2,30}?(?:,\s+no\s+exceptions)?(?:,\s+(?:the|our|an?)\b[^,;?]{3,40})?[.!]*$/i;

/** "nobody goes out if the forecast is over force 5, beginners not over force 4": the conditions no one goes out in. */
const NOBODY_GOES_OUT_IN =
  /^(?:no\s+one|nobody|no-one)\s+(?:ever\s+)?(?:goes\s+out|goes\s+up|[a-z]+s)\s+(?:if|when|once)\s+(?:the\s+)?(?:forecast|wind|winds|swell|sea|visibility|temperature|gusts?|tide|river|snow|avalanche\s+risk|lightning)\b[^,;?]{2,40}(?:,\s+[\w\s-]{2,40})?[.!]*$/i;

/** "nobody sails solo before day three, and only with the safety boat out": when anyone may first do a thing alone, and how. */
const NOBODY_ALONE_BEFORE =
  /^(?:no\s+one|nobody|no-one)\s+(?:ever\s+)?[a-z]+s\s+(?:solo|alone|unsupervised|on\s+their\s+own|without\s+supervision)\s+(?:before|until)\s+[^,;?]{2,30}(?:,?\s+and\s+only\s+[^,;?]{3,50})?[.!]*$/i;

/** "every boat is checked against the pre-launch list and signed off by an instructor": the list every one is checked against, and who signs it off. */
const EVERY_ONE_CHECKED_AGAINST =
  /^(?:every|each)\s+(?:[\w-]+\s+)?[\w-]+\s+(?:is|gets?)\s+(?:always\s+)?(?:checked|inspected|tested|weighed|measured)\s+against\s+(?:the|a|our)\s+[\w\s-]{2,30}?(?:\s+and\s+(?:signed\s+off|initialled|approved|stamped|logged)(?:\s+by\s+(?:an?\s+|the\s+)?[\w-]+)?)?[.!]*$/i;

/** "lifejackets are worn on the pontoon as well as on the water": where a piece of safety kit is always worn. */
const KIT_WORN_WHERE =
  /^(?:lifejackets|life\s+jackets|helmets|hard\s+hats|gloves|goggles|masks|hairnets|aprons|harnesses|hi-?vis(?:\s+vests)?|ppe|ear\s+defenders|safety\s+glasses|safety\s+boots)\s+(?:are|is)\s+(?:always\s+)?(?:worn|on)\s+(?:on|in|at|inside)\s+(?:the\s+)?[\w\s-]{2,25}?(?:\s+as\s+well\s+as\s+(?:on|in|at)\s+(?:the\s+)?[\w\s-]{2,25}?|,?\s+(?:too|always|at\s+all\s+times))?[.!]*$/i;

/** "data loads in the route handler, islands get it as props": where page data is loaded, and how the parts that show it get it. */
const DATA_LOADS_IN_THE_HANDLER =
  /^(?:all\s+)?(?:data|page\s+data|content)\s+(?:always\s+)?(?:loads?|is\s+loaded|is\s+fetched|gets\s+fetched)\s+in\s+(?:the\s+)?(?:route\s+handlers?|loaders?|handlers?|server\s+components?|page\s+handlers?|getServerSideProps|load\s+functions?)\b(?:,\s+(?:islands|components|the\s+client|views|pages)\s+(?:get|receive|take)\s+(?:it|them)\s+(?:as|via|through)\s+props)?[.!]*$/i;

/** An hour of the day: "6am", "2:30pm", "noon". */
const AN_HOUR = String.raw`(?:\d{1,2}(?:[:.]\d\d)?\s*(?:am|pm)|noon|midnight|midday)`;
/** "sourdough is fed at 6am and 6pm, the starter never goes in the fridge": the hours a thing is always tended at. */
const TENDED_AT_HOURS = new RegExp(
  String.raw`^(?:the\s+)?(?:[\w-]+\s+){0,2}[\w-]+\s+(?:is|are|gets?)\s+(?:always\s+)?(?:fed|watered|walked|turned|checked|cleaned|mucked\s+out|milked|aired|opened|locked|let\s+out|shut\s+in|fed\s+and\s+watered)\s+at\s+(?:${AN_HOUR}|dawn|dusk|sunrise|sunset)(?:\s+and\s+(?:(?:fed|watered|walked|turned|checked|cleaned|mucked\s+out|milked|aired|opened|locked|let\s+out|shut\s+in|fed\s+and\s+watered)\s+at\s+)?(?:${AN_HOUR}|dawn|dusk|sunrise|sunset))?(?:\s+(?:every\s+day|daily|each\s+day))?(?:,\s+(?:the|it|they)\b[^,;?]{3,50})?[.!]*$`,
  'i',
);

/** "wholesale orders close at 2pm for next-day delivery, anything later goes to the day after": the hour a kind of order closes. */
const ORDERS_CLOSE_AT = new RegExp(
  String.raw`^(?:all\s+)?(?:[\w-]+\s+)?(?:orders|bookings|entries|submissions|requests|applications|sign-?ups|registrations)\s+(?:always\s+)?(?:close|closes|cut\s+off|are\s+cut\s+off|lock)\s+at\s+${AN_HOUR}(?:\s+(?:for|on|the)\s+[^,;?]{2,30})?(?:,\s+(?:anything|everything|any(?:thing)?\s+(?:later|after))\b[^,;?]{3,40})?[.!]*$`,
  'i',
);

/** "nothing with nuts is made on the Tuesday line, that's the allergen-free day": what is never made where or when. */
const NOTHING_WITH_IT_MADE =
  /^nothing\s+(?:with|containing)\s+[\w\s-]{2,20}?\s+(?:is|gets?)\s+(?:made|baked|cooked|prepared|served|packed|sold)\s+(?:on|in|at)\s+(?:the\s+)?[^,;?]{2,30}(?:,\s+(?:that'?s|it'?s)\b[^,;?]{3,40})?[.!]*$/i;

/** "no nuts on Tuesdays, ever, two of our wholesale customers rely on that": what is never had on a weekday that comes back. */
const NONE_ON_A_WEEKDAY =
  /^no\s+(?:[\w-]+\s+)?[\w-]+\s+on\s+(?:mondays|tuesdays|wednesdays|thursdays|fridays|saturdays|sundays|weekends)(?:,?\s+ever)?(?:,\s+(?:(?:two|three|four|some|many|most|half|all|several)\s+of\s+(?:our|the)|it'?s|that'?s|the|our|we)\b[^,;?]{3,60})?[.!]*$/i;

/** "every new student fills in the health form before their first class": what every newcomer does before their first time. */
const EVERY_NEWCOMER_FIRST =
  /^(?:every|each|all)\s+new\s+(?:[\w-]+\s+)?(?:students?|clients?|members?|patients?|pupils?|guests?|customers?|starters?|joiners?|hires?|volunteers?|tenants?|riders?|climbers?|players?)\s+(?:fills?\s+in|fills?\s+out|signs?|completes?|reads?|watches?|gets?|does|do|has|have)\s+(?:a|an|the|our)\s+[\w\s-]{2,30}?\s+before\s+(?:their|the|his|her)\s+(?:first|1st)\s+[\w-]+[.!]*$/i;

/** "subs have to be on the approved list, Noor picks them herself": the list a kind of stand-in must come from, and who picks them. */
const FROM_THE_APPROVED_LIST =
  /^(?:[\w-]+\s+)?[\w-]+s\s+(?:have|has|need|needs)\s+to\s+be\s+on\s+(?:the|our)\s+(?:[\w-]+\s+)?(?:approved|preferred|vetted|agreed|whitelisted|allowed)\s+(?:list|register|roster|panel)\b(?:,\s+(?:[\w-]+|the\s+[\w-]+)\s+(?:picks?|chooses?|approves?|vets?|signs?\s+off\s+on)\s+(?:them|those|each\s+one)(?:\s+(?:herself|himself|themselves|myself))?)?[.!]*$/i;

/** "35mm prints are only shown at weekends, Yusuf has to be in the booth for them": the only times a kind of thing is done, and what it needs. */
const ONLY_AT_SOME_TIMES =
  /^(?:[\w-]+\s+){0,2}[\w-]+s\s+(?:are|get)\s+only\s+(?:shown|run|held|served|sold|offered|taught|played|screened|done|booked)\s+(?:at|on|in\s+the)\s+(?:weekends|weekdays|mondays|tuesdays|wednesdays|thursdays|fridays|saturdays|sundays|nights?|evenings?|mornings?|afternoons?)(?:,\s+(?:[\w-]+\s+(?:has|have|needs?)\s+to|[\w-]+\s+must|it'?s|that'?s|because|since)\b[^,;?]{3,50})?[.!]*$/i;

/** "copy changes go through Dana on the content team": whom every change of a kind passes (a name, by its capital, or a team). */
const CHANGES_GO_THROUGH =
  /^(?:[Aa]ll\s+|[Aa]ny\s+)?(?:(?!(?:my|your|these|those|his|her|their)\b)[\p{Ll}-]+\s+)?(?:changes|edits|prs|PRs|pull requests|releases|migrations|deploys|designs|texts|copy)\s+(?:go|have to go|must go|need to go|should go)\s+through\s+(?:(?!(?:I|You|We|It|This|That|CI|QA)\b)\p{Lu}[\p{L}'-]+|the\s+[\p{Ll}-]+\s+team)\b(?![^,;]*\b(?:today|now|this week|first this time)\b)/u;

/** "rebase don't merge when updating from main, we want linear history": one step of the work done, its other not (the comma may be left out). */
const THIS_NOT_THAT =
  /^(?:always\s+)?(rebase|squash|merge|revert|mock|stub|fake|log|throw|return|raise|panic|retry|cache|batch|stream|paginate|inline|vendor|pin|fork|cherry-pick|amend|fix forward|roll back)\s*,?\s+(?:don'?t|do not|not|never)\s+(?!\1\b)(rebase|squash|merge|revert|mock|stub|fake|log|throw|return|raise|panic|retry|cache|batch|stream|paginate|inline|vendor|pin|fork|cherry-pick|amend|fix forward|roll back)\b(?:\s+(?:when|for|in|on|if)\s+[^,;]{3,50})?(?:\s*[,;—–]\s*\S.{3,})?[.!]*$/i;

/** "draft PRs are fine for early feedback but CI only runs on ready ones": where a kind is fine, and the standing limit after "but". */
const FINE_FOR_BUT =
  /^(?:the\s+|our\s+)?(?!(?:these|those|they|things)\b)(?:[\w-]+\s+)?[a-z][\w-]*[^s\W]s\s+are\s+(?:fine|ok|okay|allowed|welcome)\s+(?:for|in|on)\s+(?!(?:now|today|this)\b)[^,;]{3,40}?\s*,?\s+but\s+(?!(?:this|that|it|i|you|i'm|they're)\b)[^,;]{5,}$/i;

/** "only memo when the profiler shows a problem, it adds noise otherwise": a step of the work done only on a sign that it is needed. */
const ONLY_WHEN_SHOWN =
  /^(?:please\s+)?only\s+(?!(?:if|when|once|after|because|for|the|a|an)\b)[a-z-]+(?:\s+(?!(?:it|this|that|them)\b)[\w.-]+){0,3}\s+(?:when|if|once|after)\s+(?:the\s+|a\s+)?(?:profiler|profile|benchmarks?|metrics?|numbers|data|query plan|flame ?graph|traces?|logs?|tests?|measurements?)\s+(?:shows?|proves?|says?|points? to|confirms?)\b[^,;]{0,40}(?:\s*[,;—–]\s*\S.{3,})?[.!]*$/i;

/** "no more contexts for app state, zustand stores only": a kind of code the team stops adding, and what it uses instead. */
const NO_MORE_OF_A_KIND =
  /^no\s+more\s+(?!(?:of\s+)?(?:this|that|it|them|questions|coffee|meetings|excuses|changes)\b)[\w.-]+(?:\s+[\w.-]+)?(?:\s+(?:for|in|on)\s+(?!(?:now|today|this)\b)[\w\s.-]{2,30}?)?\s*[,;—–]\s*(?:[^,;]{2,30}?\s+only\b|use\s+(?!(?:it|this|that)\b)\S|(?:we|the team)\s+(?:use|moved|switched)\b)/i;

/** "tests mirror the package layout": a kind of file laid out as the code it belongs to is. */
const LAID_OUT_AS_THE_CODE =
  /^(?:the\s+|our\s+|all\s+)?(?:unit\s+|integration\s+)?(?:tests?|specs?|docs|stories|fixtures|mocks|types|translations|migrations|snapshots)\s+(?:mirror|follow|match|copy)\s+(?:the\s+)?(?:package|source|src|folder|directory|module|app|route|code)\s+(?:layout|structure|tree|hierarchy)\b/i;

/** "temperature is 0 for anything that parses structured output": a setting's value for a whole kind of call. */
const A_SETTING_FOR_A_KIND =
  /^(?:the\s+)?(?:temperature|top[_ ]p|max[_ ]tokens|timeout|batch size|retries|concurrency|pool size|page size|ttl|log level|seed)\s+is\s+[\d.]+\s*\w*\s+for\s+(?:anything|everything|all|every|any|each)\b[^,;]{3,60}(?:\s*[,;—–]\s*\S.{3,})?$/i;

/** "feature work happens on short-lived branches, anything open longer than three days gets split": what is done to whatever stays past an age. */
const DONE_PAST_AN_AGE =
  /^(?!(?:i|i'm|you|it|this|that)\b)[^,;]{8,80},\s*(?:so\s+)?(?:anything|everything|any\s+[\w-]+)\s+(?:open|older|idle|stale|unmerged|unreviewed|untouched)?\s*(?:longer than|older than|for more than|past)\s+(?:\d+|a|one|two|three|four|five|seven|ten|thirty)\s+(?:days?|weeks?|months?|hours?)\s+(?:gets?|is|should be|must be)\s+(?:split|closed|deleted|archived|pinged|escalated|reviewed|rebased|flagged|cleaned up)\b(?:\s+(?:to|by|into|in)\s+[^,;]{2,30})?[.!]*$/i;

/** "we pay per seat for Sentry, so service accounts don't get logins": what a tool costs the project, by what it counts. */
const PAID_PER =
  /^we\s+pay\s+(?:per|by the)\s+(?:seat|user|request|gb|call|token|minute|hour|build minute|event)\s+for\s+(?!(?:it|this|that)\b)\S+/i;

const PRACTICES = [ONLY_AT_SOME_TIMES, EVERY_NEWCOMER_FIRST, FROM_THE_APPROVED_LIST, TENDED_AT_HOURS, ORDERS_CLOSE_AT, NOTHING_WITH_IT_MADE, NONE_ON_A_WEEKDAY, NOBODY_GOES_OUT_IN, NOBODY_ALONE_BEFORE, EVERY_ONE_CHECKED_AGAINST, KIT_WORN_WHERE, DATA_LOADS_IN_THE_HANDLER, READ_AT_A_RHYTHM, NO_STEP_WITHOUT, READY_BEFORE_THE_NEXT, YOUNG_ONLY_WITH, NOTHING_BROUGHT_INTO, NONE_UNLESS_THERE_IS, EVERY_ONE_DONE_FROM, NEVER_ANYONE_OF_AN_AGE, DONE_THE_SAME_DAY, SEEN_AGAIN_AT, A_KIND_BANNED, BY_HAND_NEVER_BY, GROUPS_OF_UP_TO, A_KIND_GETS_A_DISCOUNT, I_DO_EVERYTHING_IN, DELIVERED_WITHIN, SO_MUCH_FREE_THEN, ONLY_WHEN_NO_LIBRARY, CODE_GOES_IN_A_LAYER, ONLY_DONE_BY, NOTHING_GOES_IN_UNLESS, A_KIND_GETS_A_PERIOD, FIRST_THROUGH_A_STEP, NOTHING_MORE_ADDED_TO, NONE_IN_THE_LAST_STRETCH, ALWAYS_HERE_NEVER_THERE, BOOKED_IN_BLOCKS, THE_DEFAULT_WAY, IN_THE_HOUSE_LOOK, RESET_AFTER_EVERY, NEVER_BROUGHT_ON, ALWAYS_COMES_BEFORE, NAMES_SHAPED_AS, A_KIND_OF_CHANGE_NEEDS_A_STEP, A_KIND_ALWAYS_DONE_TO, THE_NEW_OR_YOUNG_GET, A_NAMED_ANIMAL_REACTS, FAST_PATH_ONLY_FOR, VALID_FOR, NEVER_WITHIN_A_DISTANCE, NONE_IN_THOSE_MONTHS, NOTHING_BARE, A_CHECK_EVERY, NO_ONE_LEAVES_BUT, WHO_ACTS_WHEN_LATE, NOTHING_IN_THE_HOT_PATH, DUE_BEFORE_THE_EVENT, DROPS_AT_AN_HOUR, ONLY_IN_ITS_MONTHS, ALWAYS_QUEUED, NEVER_ALONE, OUR_OWN_EXCEPT, KEPT_LOCKED_AWAY, NOT_ON_THE_SAME, ON_THE_REGULAR_RUN, BOOKS_DONE_BY, CHANGED_EVERY_SO_OFTEN, SHOWN_FOR_EVERY, DATA_LOADS_WITH, NO_ONE_PAST_A_BOUND, A_COURSE_RUNS, PASTED_INTO_THE_REVIEW, DONE_BY_A_ROLE, ONE_PERSON_DOES_ALL_OF, NOTHING_LEAVES_WITHOUT, WHERE_A_KIND_SITS, WHOEVER_BREAKS_IT, EVERY_ONE_IS_MADE_AS, BEHIND_AN_INTERFACE, SEEN_TO_BY_SOMEONE_EACH, MAY_BUT_ONLY, SEEN_TO_WITHIN, A_SLICE_AT_A_TIME, NOT_REFUNDED, NOBODY_UNDER_AN_AGE, PAST_A_LENGTH_SPLIT, NEVER_CHANGED_ONCE_DONE, KEPT_APART, NEVER_WITHOUT_A_SIGN_OFF, A_KIND_ALWAYS_GETS, NEVER_PAST_AN_HOUR, IN_THE_HOOK_ONLY, PERIOD_CLOSES, NOBODY_WITHOUT, RECORDS_GO_ON_A_TOOL, NEWCOMERS_FIRST, A_WEEKLY_MEET_STARTS, ALWAYS_FALLS_AT, GOES_OUT_AFTER, NOTHING_BUT, KEEPING_THE_ORIGINAL, ONLY_HERE_THE_REST, ANYTHING_ABOUT_SIGNED_BY, DONE_TO_A_KIND_AT_A_RHYTHM, PEOPLE_PAST_AN_AGE, A_SHIFT_RUNS, PAST_A_SUM_GET, A_KIND_MADE_AS_A_TYPE, EVERY_ONE_GIVEN, EVERY_ONE_ANNOTATED, A_FLOOR_WE_HOLD, ONE_WINS_OVER, EVERY_ONE_BY_LAW, WRITING_OPENS_WITH, EVERY_ONE_TAGGED, PAST_A_SIZE_APPROVED_BY, ANYTHING_ABOUT_GOES_TO, SIGNED_AS, AUTOMATIC_WITHIN, ANSWERED_IN_THEIR_LANGUAGE, A_KIND_RUNS_ON, IN_A_WINDOW_OF_THE_DAY, FROM_THE_HOUSE_SOURCE, A_VARIETY_OF_ENGLISH, WE_ACT_FOR, FROZEN, IN_A_PRECISION, NOT_UNLESS, ROUNDED_TO, EVERY_ONE_TAKES_FIRST, ERRORS_WITH, DECLARED_WHERE, TESTS_USE, IN_A_COLOURED_PEN, A_KIND_OF_CHANGE_NEEDS, CAUGHT_BY_A_TOOL, IN_THESE_UNITS, NONE_CLOSE_TO_ANOTHER, NONE_PAST_A_SIZE, RATHER_NOT_USE, KNOWN_BAD_DATA_LEFT_OUT, QUIRK_FIXED_BEFORE_USE, DONE_PAST_AN_AGE, PAID_PER, LAID_OUT_AS_THE_CODE, A_SETTING_FOR_A_KIND, THIS_NOT_THAT, FINE_FOR_BUT, ONLY_WHEN_SHOWN, NO_MORE_OF_A_KIND, GONE_PAST_AN_AGE, CHANGES_GO_THROUGH, DONE_AFTER_A_WHILE, AT_LEAST_BEFORE, KEEP_IT_ON, ...OPEN_PROJECT_WAYS, HOW_WE_COUNT, STEP_DONE_WITH, STRICT_IS_ON, ONE_PER_CHANGE, WRITING_DUE, EVERY_CYCLE, REQUIRED_FOR_EVERY, EVERYTHING_PASSES, ASK_SOMEONE_FIRST, REFS_GO_IN, NEW_WORK_ONLY_IN, NO_DATA_IN, STICK_TO, NOTHING_HERE_EVER, TOOL_WITH_ITS_SETUP, WRITING_GOES_IN, ONE_WAY_OVER_ANOTHER, WORKS_WITHOUT, ON_A_PLATFORM_SO_NO, PREFIX_FOR_EVERY, CHECKED_BY_SOMEONE_BEFORE, CHECKED_BY_NAME_BEFORE_IT_GOES, A_WINDOW_OF_HOURS, HELD_OFF_AT_MOST, APPROVED_BY_A_TEAM, ASK_BEFORE_CHANGING, EVERY_ONE_NEEDS, PLACE_IS_READ_ONLY, SETTING_STAYS, OFF_IN_ONE_BUILD, EVERY_ONE_GETS_WITHIN, A_KIND_MARKED_WITH, NOTICE_BEFORE_ANY, NAMES_FOLLOW];

/**
 * "any change to the variant filtering thresholds has to be run past Dr. Osei first": whom a kind of change goes
 * past (a name, capitalised: not "run past the tests").
 */
const RUN_PAST_SOMEONE =
  /^(?:any|every|all)\s+(?:changes?|edits?|updates?|tweaks?)\s+(?:to|of|in|on)\s+[^,;]{3,50}?\s+(?:has|have|needs?|must)\s+(?:to\s+)?(?:be\s+)?(?:run|cleared|checked|signed off|approved|reviewed)\s+(?:past|by|with)\s+((?:dr\.?|prof\.?)\s+)?(\S+)/i;

/** A kind of change, said as what it touches: "anything touching location tracking", "any change to the billing code". */
const A_KIND_OF_CHANGE = String.raw`(?:anything|any\s+changes?|every\s+change|all\s+changes|any\s+prs?|any\s+work)\s+(?:touching|that touches|to|in|on|around|involving|related to)(?![^,;]*\b(?:this|that|these|those|it)\b)`;
const SIGN_OFF = String.raw`(?:has to|must|needs to|should|gets to)\s+(?:sign off|approve|review|okay|ok|bless)`;
/**
 * "for anything touching location tracking, Marta has to sign off", "Marta has to approve any change to the billing
 * code": who signs off on a kind of change (a name, capitalised: not "for anything touching auth, someone has to review").
 */
const SIGNS_OFF_ON_A_KIND = new RegExp(
  String.raw`^(?:for\s+${A_KIND_OF_CHANGE}\s+[^,;]{2,50},\s+(?:(?:dr\.?|prof\.?)\s+)?(\S+)\s+${SIGN_OFF}\b|(?:(?:dr\.?|prof\.?)\s+)?(\S+)\s+${SIGN_OFF}(?:\s+on)?\s+${A_KIND_OF_CHANGE}\s+\S)`,
  'i',
);

/** The sentence, when it says how the team works in one of these ways. */
export function teamPractice(s: string): string | null {
  if (PRACTICES.some((re) => re.test(s))) return s;
  // "minSdk 26, so java.time is fine, no threetenabp": a version floor, and what it lets the code use
  const [floor, so] = s.split(/,\s+(?=so\s)/);
  if (so && TERSE_VERSION.test(floor!) && SO_IT_IS_FINE.test(so)) return s;
  // (whom a kind of change goes past, or who signs off on it: a person named by the capital)
  const past = RUN_PAST_SOMEONE.exec(s)?.[2];
  const signs = SIGNS_OFF_ON_A_KIND.exec(s);
  return aPersonNamed(past) || aPersonNamed(signs?.[1] ?? signs?.[2]) ? s : null;
}

/** A word that names a person: capitalised, and no pronoun or anyone ("Marta", not "Someone" nor "I"). */
const aPersonNamed = (word: string | undefined): boolean => word !== undefined && /^\p{Lu}/u.test(word) && !/^(?:I|You|We|They|He|She|It|Someone|Somebody|Everyone|Nobody)$/.test(word);
