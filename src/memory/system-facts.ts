// How the project's system is put together and delivered, said as standing facts: a port, a
// region, a source of truth, which part talks to which, schedules and retention, what builds and
// ships the code, a known issue, when a system is known to misbehave. A failure said with it
// ("… and gets a 502") is a bug report, and words of the moment make it the task's state.

/** Languages a project is written in, by the names they are written with. */
const LANGUAGES = String.raw`C#|C\+\+|Python|Go|Rust|Java|Kotlin|TypeScript|JavaScript|Ruby|PHP|Elixir|Swift|Dart|Scala|F#|Lua|Julia`;
/** "It's C# on .NET …": the project's language on its runtime, by their names (shared with the retire job's reading of what holds alone). */
export const ITS_LANGUAGE_ON_A_RUNTIME = String.raw`^[Ii]t(?:'s|\s+is)\s+(?:${LANGUAGES})\s+(?:on|with)\s+\.?[A-Z][\w#+.-]*`;
import { CLOCK_TIME, COPY_RENEWED, FREQUENCY, HUMAN_LANGUAGES, KIND_OF_RUN, KIND_OF_TEST, MONEY_HELD_AS, MONTH, NOT_A_TOOL, RUNTIMES, PARTS_ON_A_TOOL, RUN_DONE, RUN_MACHINE, SOURCE_OF_TRUTH_FOR, STATE_NOW, STATUS_CODE, STORES, THEN_AN_ORDER, TOOL_VERSION, WEEKDAY } from './fact-forms.js';

/** A known fault the agent should not chase: "the flaky test in checkout.spec is a known issue, ignore it" (not "this is a known issue", "the error you see is …"). */
const KNOWN_ISSUE =
  /^(?:the|our)\s+(?![^,;]*\b(?:you|your|i|my)\b)[^,;]{3,60}?\s+(?:is|are)\s+(?:a\s+)?known\s+(?:issues?|bugs?|problems?|flakes?|limitations?)\b/i;

/**
 * How code reaches an environment: "merging to main rolls out to staging automatically", "every
 * tag on main publishes to npm", "we deploy with Argo", "we ship the web app to vercel", "we deploy to fly.io",
 * "we deploy the shop on Vercel but the image CDN is Cloudflare" (not "… but the build is broken": a fault)
 * (not "we deployed it", "deploy it with …", "we deploy the api to staging", "we deploy to staging", "we deploy on fridays").
 */
const DELIVERY =
  /^(?:(?:(?:merging|pushing|tagging)(?:\s+(?:a|the)\s+(?:tag|commit|release|branch|pr))?|merges|pushes|tags|a (?:merge|push|tag)|every (?:merge|push|tag)|each (?:merge|push|tag)|any (?:merge|push|tag))\s+(?:to|on|into|of)\s+(?:the\s+)?[\w./-]+(?:\s+branch)?\s+(?:automatically\s+)?(?:rolls? out|deploys?|ships?|releases?|publishes|triggers?|kicks off|goes out|gets? deployed)\b|we\s+(?:deploy|release|ship|publish)\s+(?:to\s+[\w.-]+\s+)?(?:(?:the|our)\s+)?(?:\w+\s+)?(?:with|via|using|through)\s+\S|we\s+flash\s+(?:the|our)\s+[\w-]+\s+(?:over\s+[\w.-]+\s+)?(?:with|via|using|through)\s+\S|we\s+(?:deploy|ship|host|publish)\s+(?:(?:the|our)\s+|(?!(?:it|this|that|them|these|those|everything|anything|stuff|things)\b)(?=[\w-]+\s+(?:docs|site|app|api|storybook|frontend|backend|dashboard|blog)\s))[\w-]+(?:\s+[\w-]+)?\s+(?:to|on)\s+(?!(?:the|a|an|my|your|staging|prod|production|dev|main|master|testers?|users?|customers?|clients?|beta|qa|everyone)\b)[a-z][\w.-]*(?=\s*(?:$|[.,;!]|\s+and\b|\s+but\s+(?:the|our)\s+(?![^,;]*\b(?:broken|broke|down|fail\w*|crash\w*|flaky|slow|stuck|missing|wrong)\b)))|we\s+(?:deploy|host|ship)\s+(?:everything\s+|it all\s+)?(?:to|on)\s+(?!(?:the|a|an|my|your|it|this|that|them|staging|prod|production|dev|main|master|testers?|users?|customers?|clients?|beta|qa|uat|preview|everyone|merge|push|tag|release|demand|request|every|each|weekends?|(?:mon|tues|wednes|thurs|fri|satur|sun)days?)\b)[a-z][\w.-]*[.!]*$)/i;

/**
 * How the project's system is put together, said as standing facts: "postgres runs in docker on
 * port 5433 here", "the .env.example file is the source of truth for config keys", "the frontend
 * talks to the backend through the BFF in apps/gateway", "the search index is rebuilt every hour
 * by a cron job". The caller rules out words of the moment; a failure said with it ("… through
 * the proxy and gets a 502") is a bug report.
 */
/** "the client wants the site in English and Danish", "the app is in English, Danish and German": the languages a product is read in. */
const READ_IN_LANGUAGES = new RegExp(
  String.raw`^(?:(?:[Tt]he|[Oo]ur|[Mm]y)\s+(?:client|customer|clients|customers)\s+(?:wants|needs|requires|expects)\s+(?:the\s+|their\s+)?|(?:[Tt]he|[Oo]ur)\s+|[Aa]ll\s+(?:[\w-]+\s+)?)(?:site|website|shop|store|storefront|app|ui|product|docs|content|copy|emails?|text|strings|labels|error messages)\s+(?:(?:is|are)\s+)?(?:to be\s+)?(?:available\s+)?in\s+${HUMAN_LANGUAGES}(?:(?:,\s*|,?\s+and\s+)${HUMAN_LANGUAGES})*(?:\s+(?:only|too))?[.!]*$`,
  'u',
);

/** A step of the work said as a noun, which a tool is done with: "flashing", "deploys", "code signing". */
const STEP_OF_THE_WORK = '(?:flashing|deploying|deploys|releasing|releases|publishing|packaging|formatting|linting|profiling|signing|code signing|provisioning|migrations|backups|builds|(?:hot\\s+code\\s+|schema\\s+|firmware\\s+|os\\s+)?upgrades|rollouts|rollbacks|hotfixes|restores)';

/** Parts of the code a language is said of: "all RTL", "the backend", "testbenches". */
const CODE_PARTS = String.raw`(?:code|codebase|backend|frontend|server|services?|apis?|cli|sdk|rtl|hdl|firmware|tests|testbenches|test benches|scripts|tooling|infra|app|game|engine|core|ui|client|libs?|library|plugins?|workers?|lambdas|bindings|glue|notebooks|analysis|tools)`;
/** Languages code is written in, as people type them. */
const CODE_LANGUAGES = String.raw`typescript|javascript|python(?:\s*3)?|golang|go|rust|java|kotlin|swift|objective-c|c\+\+|c#|f#|c|ruby|php|elixir|erlang|scala|clojure|haskell|ocaml|dart|zig|nim|lua|julia|matlab|fortran|cobol|perl|bash|powershell|systemverilog|verilog|vhdl|chisel|gdscript|solidity|crystal|groovy`;

/** "story time is Tuesdays at 10:30": when a weekly event is held (days said as a habit, "Tuesdays" or "every Tuesday"). */
const HELD_WEEKLY_AT =
  /^(?:the\s+|our\s+)?(?!(?:it|this|that|the\s+meeting|my|your)\b)[\w' -]{2,30}?\s+is\s+(?:on\s+)?(?:every\s+(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)|(?:mon|tues|wednes|thurs|fri|satur|sun)days)\s+(?:at|from)\s+\d{1,2}(?:[:.]\d\d)?/i;

/** "fines were abolished in 2022": a kind of thing done away with in a year, for good. */
const ABOLISHED_IN_A_YEAR =
  /^(?:the\s+|our\s+|late\s+|overdue\s+)?[\w-]+(?:\s+[\w-]+)?\s+(?:were|was)\s+(?:abolished|scrapped|discontinued|phased\s+out|done\s+away\s+with)\s+(?:in|back\s+in)\s+(?:19|20)\d\d\b/i;

/** ", they go straight to recycling": where what is no longer taken goes instead. */
const WHERE_THEY_GO_INSTEAD = String.raw`(?:\s*,\s*(?:they|those|these)\s+go\s+(?:straight\s+|right\s+)?(?:to|in|into|on)\s+(?:the\s+)?(?!(?:it|this|that)\b)[\w -]{2,30})?`;

const SYSTEM_SHAPE = [
  HELD_WEEKLY_AT,
  ABOLISHED_IN_A_YEAR,
  // "the bucket has object lock on, so deletes always fail": a guard set on a store of the project's, and what it means
  /^(?:the\s+|our\s+)?(?:[\w.-]+\s+)?(?:bucket|buckets|table|tables|database|db|queue|topic|repo|branch|cluster|account|project|stream|index)\s+(?:has|have)\s+(?:(?:s3\s+)?object\s+lock|versioning|branch\s+protection|row[- ]level\s+security|rls|deletion\s+protection|mfa\s+delete|point[- ]in[- ]time\s+recovery|pitr|a\s+retention\s+(?:policy|lock)|retention(?:\s+lock)?|ttl|soft\s+delete|encryption(?:\s+at\s+rest)?|replication|legal\s+hold)\s+(?:on|enabled|turned\s+on|switched\s+on|set)\b(?:\s*[,;]\s*so\s+(?!(?:i|i'?ll|let'?s|we'?ll)\b)[^,;]{4,60})?[.!]*$/i,
  // "mobile clients older than 4.2 send no version and must get v1": what the old versions of a client in the field do
  /^(?:the\s+|our\s+|all\s+)?(?:[\w-]+\s+)?(?:clients|apps|builds|devices|sdks|firmwares?)\s+(?:older|earlier|newer)\s+than\s+v?\d+(?:\.\d+)+\s+(?!(?:are|is)\s+(?:broken|failing|crashing)\b)[^,;]{4,80}$/i,
  // "it runs on Cloud Run, state is in Firestore": where the project runs and keeps its state, by the products' names
  /^(?:[Ii]t|[Tt]his|[Tt]he\s+(?:app|bot|service|api|site|backend|worker|project|game|mod|plugin|extension|server|frontend|dashboard))\s+(?:runs|is deployed|is running|is hosted)\s+on\s+(?!(?:Mondays?|Tuesdays?|Wednesdays?|Thursdays?|Fridays?|Saturdays?|Sundays?|January|February|March|April|May|June|July|August|September|October|November|December|Christmas|Time|Schedule)\b)(?:(?:[Gg]oogle|AWS|[Aa]ws|[Aa]zure)\s+)?\p{Lu}[\w.-]*(?:\s+\p{Lu}[\w.-]*)?(?:\s*,\s*(?:and\s+)?(?:the\s+)?(?:state|data|storage|the db|the database|sessions)\s+(?:is|are|lives?)\s+in\s+\p{Lu}[\w.-]*)?[.!]*$/u,
  /^(?:[Aa]ll\s+)?(?:[Tt]he\s+)?(?:app\s+)?(?:[Ss]tate|[Dd]ata|[Uu]ser data|[Ss]essions)\s+(?:is|are|lives?)\s+(?:all\s+)?in\s+(?!(?:Flux|Limbo|Progress|Sync|Transit|Order|Place|Review)\b)\p{Lu}[\w.-]*(?:\s+\p{Lu}[\w.-]*)?[.!]*$/u,
  // "the dags repo deploys to composer on merge to main": where a repo's code goes, on each merge
  /^(?:the|our)\s+[\w-]+(?:\s+[\w-]+)?\s+(?:repo|repository|app|service|site|docs|project)\s+(?:deploys|ships|publishes|is deployed|gets deployed)\s+to\s+\S+(?:\s+\S+)?\s+on\s+(?:every\s+|each\s+)?(?:merge|push|tag)\b/i,
  // "storefront is nuxt 3 with pinia and tailwind, deployed on vercel": what a part is built with, and where it is hosted
  /^(?!(?:i|we|it|this|that|they)\b)[\w-]+(?:\s+[\w-]+)?\s+is\s+[^,;]{3,60},\s+(?:deployed|hosted)\s+(?:on|to|at)\s+[\w.-]+(?:\s+[\w.-]+)?[.!]*$/i,
  // "scope got extended to *.uat.acme.io as well": what an engagement's or a project's scope takes in since
  /^(?:the\s+|our\s+)?(?:[\w-]+\s+)?scope\s+(?:got|was|has been|is now)\s+(?:extended|expanded|widened|broadened)\s+to\s+(?:include\s+|cover\s+)?\S/i,
  // "sample sheets are CSV with sample,fastq_1,fastq_2 columns": the format every one of a kind of input is in
  /^(?:the\s+|our\s+|all\s+)?(?!(?:these|those|my|your)\b)(?:[\w-]+\s+)?[\w-]+s\s+are\s+(?:always\s+)?(?:csv|tsv|json|jsonl|ndjson|yaml|toml|parquet|xml|protobuf)\b(?:\s+files?)?\s+(?:with|that have|containing)\s+[^;]{2,60}?\s+(?:columns|fields|keys|headers)\b/i,
  // "our AWS region is eu-central-1, except the CloudFront certs …": the cloud region the project runs in (its code, "eu-central-1")
  /^(?:the|our)\s+(?:(?:aws|gcp|azure|cloud|default|primary|main|home|prod(?:uction)?)\s+){0,2}region\s+is\s+(?:always\s+)?[a-z]{2,}(?:-[a-z]+)+-?\d\b/i,
  // "python 3.9 is the oldest we support": the oldest version the project supports (in Chinese, statement-forms-zh's)
  /^(?:[\w.+#-]+\s+)?v?\d+(?:\.\d+)*\s+is\s+the\s+(?:oldest|lowest|minimum)\s+(?:version\s+)?(?:we|the\s+(?:cli|app|library|package|sdk|api))\s+(?:still\s+)?(?:support|supports|runs? on|target|targets)\b/i,
  // "builds go out through fastlane", "releases are shipped with goreleaser": what every one of a kind of delivery takes
  // ("flink jobs are deployed with the Flink operator on k8s": what every one of a kind of thing is deployed with)
  /^(?:all\s+|our\s+|the\s+)?(?!(?:these|those|my|your|his|her|their|some|two|three)\b)(?:[\w-]+\s+)?[\w-]+s\s+(?:are|get)\s+(?:always\s+)?deployed\s+(?:through|via|with|using|by)\s+(?:the\s+|an?\s+)?(?!(?:same|usual|old|new|way|hand)\b)[\w.-]+(?:\s+[\w.-]+)?\s+(?:operator|chart|pipeline|workflow|tool|cli|script|helm|argo(?:\s*cd)?|terraform|ansible|kustomize|spinnaker)\b|^(?:all\s+|our\s+|the\s+)?(?!(?:these|those|my|your)\b)(?:[\w-]+\s+)?[\w-]+s\s+(?:are|get)\s+(?:always\s+)?deployed\s+(?:through|via|with|using)\s+(?:helm|argo ?cd|argo|terraform|ansible|kustomize|spinnaker|flux|pulumi|kubectl)\b/i,
  /^(?:all\s+|our\s+|the\s+)?(?:[\w-]+\s+)?(?:builds|releases|betas|deploys|deployments|hotfixes|app store builds)\s+(?:always\s+)?(?:go|ship|get shipped|are shipped|get pushed|are pushed|get released|are released|get deployed|are deployed)\s+(?:out\s+)?(?:through|via|with|using|from)\s+(?!(?:the\s+)?(?:same|usual|way)\b)\S/i,
  // "`make dev` brings up the whole stack", "`fastlane beta` pushes to TestFlight": what a command of the project does
  /^`[^`]{2,40}`\s+(?:starts|brings up|spins up|boots|launches|builds|deploys|publishes|pushes|uploads|ships|releases|seeds|resets|wipes|regenerates|generates|migrates|rebuilds|installs|tags|bumps)\s+(?!(?:it|this|that|them|fine|ok|okay|forever|slowly|now)\b)\S/i,
  // "the revenue numbers in looker are the source of truth, not the spreadsheet finance sends": which of two wins, said of the one
  /^(?:the|our)\s+(?!(?:one|first|second|other|last|new|old)\b)[^,;]{2,50}?\s+(?:is|are)\s+(?:the|our)\s+(?:single\s+|one\s+|only\s+)?source\s+of\s+truth\b(?:\s+for\s+[^,;]{2,40})?(?:\s*[,;]\s*not\s+[^,;]{2,60})?[.!]*$/i,
  // "the max PR size we accept is 400 lines": the most (or least) of a kind the project takes
  // ("max width is 600px": the article left out, a size in pixels)
  /^(?:(?:the|our)\s+)?(?:max(?:imum)?|min(?:imum)?|largest|biggest|smallest)\s+[\w-]+(?:\s+[\w-]+)?\s+(?:we\s+(?:accept|allow|take|support|merge)\s+)?(?:is|are)\s+\d[\d,.]*\s*(?:lines|files|mb|kb|gb|ms|seconds|minutes|requests|rows|items|characters|chars|commits|px|pixels|pt|em|rem)\b/i,
  // "we get about 2k requests per second at peak on the public api": the load a part of the system takes
  /^(?:we|the\s+[\w-]+(?:\s+[\w-]+)?)\s+(?:get|gets|see|sees|serve|serves|handle|handles|receive|receives|process|processes|ingest|ingests)\s+(?:about|around|roughly|~|up to|over|almost|nearly)?\s*\d[\d.,]*\s*[km]?\s+(?:requests|rps|events|messages|orders|users|writes|reads|queries|jobs|sessions|signups)\s+(?:per|a|an|each)\s+(?:second|minute|hour|day|week|month)\b/i,
  // "the monthly invoice run happens on the first business day at 6am utc": when a recurring job runs
  /^(?:the|our)\s+(?:daily|nightly|weekly|monthly|quarterly|yearly|annual)\s+[\w-]+(?:\s+[\w-]+)?\s+(?:run|job|export|import|sync|billing|report|backup)s?\s+(?:happens|runs|goes out|kicks off|starts)\s+(?:on|at|every)\s+\S/i,
  // "these notebooks estimate school enrolment from household surveys, pandas and statsmodels", "the scripts parse plate
  // reader exports and push the results to our LIMS, Benchling": what the code here does, and what it is built on (not
  // "the scripts fail on Windows", "this script deletes everything, careful")
  /^(?:these|the|our|this)\s+(?:notebooks?|scripts?|repo|repository|pipeline|jobs?|tool|tools|code|service|package|library)\s+(?:estimates?|reduces?|calibrates?|classif(?:y|ies)|detects?|parses?|computes?|calculates?|generates?|renders?|scrapes?|crawls?|syncs?|imports?|exports?|ingests?|processes|process|transforms?|cleans?|converts?|trains?|fits?|simulates?|models?|analy[sz]es?|forecasts?|predicts?|collects?|aggregates?|pulls?|fetch(?:es)?|loads?|publish(?:es)?|reconciles?|matches|match|indexes|index|extracts?|validates?|produces?)\s+(?!(?:it|this|that|them|everything|nothing)\b)[^,;]{6,90}?,\s*(?!(?:so|but|and|which|that|it|i|you|they|we|please|can|could|careful|thanks)\b)[\w.+#-]+(?:(?:\s*,\s*|\s+and\s+|\s+\+\s+)[\w.+#-]+){0,4}[.!]*$/i,
  // "we sign and notarize with the Developer ID from the team account": what the builds are signed with
  /^we\s+(?:sign|notari[sz]e|code-?sign)(?:\s+and\s+notari[sz]e)?\s+(?:all\s+|every\s+|the\s+|our\s+)?(?:builds?\s+|releases?\s+|binaries\s+|apps?\s+)?(?:with|using|through|via)\s+(?:the\s+|our\s+|a\s+)?(?!(?:it|this|that)\b)\S[^,;]{2,60}[.!]*$/i,
  // "the minimum macOS is 13": the oldest version of a platform supported, said alone
  /^(?:the\s+|our\s+)?(?:minimum|lowest|oldest supported)\s+(?:supported\s+)?(?:ios|ipados|macos|android|windows|watchos|tvos|visionos|chrome|firefox|safari|node|python|ruby|php|java|go|rust|postgres(?:ql)?|api level|sdk)(?:\s+version)?\s+(?:we\s+support\s+)?is\s+v?\d+(?:\.\d+)*[.!]*$/i,
  // "the school's IT team installs updates only during the holidays": when a step of the work may happen, by whom
  /^(?:the|our)\s+(?:[\w'’-]+\s+){0,3}(?:team|admins?|ops|it|sysadmins?)\s+(?:only\s+)?(?:installs?|deploys?|applies|rolls out|ships|pushes)\s+(?:updates|releases|changes|patches|upgrades|new versions)\s+(?:only\s+)?(?:during|on|in|over|at|outside)\s+(?!(?:the\s+)?moment\b)\S[^,;]*[.!]*$/i,
  // "we grade with GPT-4o as the judge, temperature 0": what the work is graded with
  /^we\s+(?:grade|score|judge|evaluate|rate|label)\s+(?:\w+\s+)?(?:with|using)\s+(?!(?:it|this|that)\b)\S+(?:\s+\S+)?\s+as\s+(?:the\s+|our\s+|a\s+)?(?:judge|grader|scorer|evaluator|labeler)\b[^;]*$/i,
  // "we publish on Modrinth and CurseForge": where the work is published, every store by its capital (too, now)
  /^[Ww]e\s+(?:publish|release|ship|distribute|upload)\s+(?:it\s+|releases\s+|builds\s+|everything\s+)?(?:on|to)\s+(?:the\s+)?\p{Lu}[\w.-]*(?:\s+\p{Lu}[\w.-]*)?(?:\s+apt\s+repository)?(?:\s*(?:,|and)\s*(?:the\s+)?\p{Lu}[\w.-]*(?:\s+\p{Lu}[\w.-]*)?)*(?:\s+(?:too|as well))?(?:\s+now)?[.!]*$/u,
  // "textures are made by Pixel, don't change them without asking her": who makes a kind of asset, and asking them first
  /^(?:[Aa]ll\s+|[Tt]he\s+|[Oo]ur\s+)?(?:textures|sprites|models|sounds|icons|illustrations|art|artwork|music|fonts|logos|assets|animations)\s+(?:are|is)\s+(?:all\s+)?(?:made|drawn|done|created|composed|designed|painted)\s+by\s+\p{Lu}[\p{L}'-]*(?:\s*,\s*(?:so\s+)?(?:don'?t|do not|never)\s+[^,;]{3,40}\s+without\s+asking\s+(?:her|him|them)(?:\s+first)?)?[.!]*$/u,
  // "the kiosks are Raspberry Pi 4s running Chromium in kiosk mode, …": the hardware the work runs on
  /^(?:the|our|all)\s+(?:[\w-]+\s+)?(?:kiosks|devices|boards|screens|displays|sensors|terminals|robots|nodes|units|gateways)\s+(?:are|run on)\s+(?:all\s+)?(?:raspberry pi|jetson|esp32|arduino|intel nuc|nuc|beaglebone|ipad|android tablet)s?(?:\s+\d+s?)?\b/i,
  // "the museum is closed on Mondays, that's when we update the kiosks": the weekday a step of the work is done on, and why
  /^[^,;]{3,40}\s+on\s+(?:mondays|tuesdays|wednesdays|thursdays|fridays|saturdays|sundays|weekends)\s*,\s*(?:that'?s|which is)\s+when\s+(?:we|you|the team)\s+(?:update|deploy|release|restart|run|do|patch|upgrade|reboot|ship)\b[^,;]*[.!]*$/i,
  // "the raw frames are on the observatory NAS under /data/raw, read-only": where a kind of data lives, by its path
  // ("raw footage lives on the external drive at /Volumes/Footage and must never be deleted by a script": and what must not happen to it)
  /^(?:(?:the|our|all)\s+)?(?:[\w-]+\s+){0,2}(?:frames|files|data|datasets|images|scans|recordings|logs|dumps|exports|footage|videos|photos|media|samples)\s+(?:are|live|lives|sit|sits|are kept|are stored|is kept|is stored)\s+(?:on|in)\s+(?:the\s+|our\s+)?[^,;]{2,40}?\s+(?:under|at|in)\s+`?\/[\w./-]+`?(?:\s*,\s*(?:read-only|read only)|\s+and\s+(?:must|should)\s+never\s+be\s+(?:deleted|modified|moved|touched|overwritten)(?:\s+by\s+(?:a|any)\s+[\w-]+)?)?[.!]*$/i,
  // "the leaderboard data comes from speedrun.com's API": where a kind of data comes from
  /^(?:the|our|all)\s+(?:[\w-]+\s+){0,2}(?:data|numbers|prices|rates|scores|stats|results|feeds?)\s+(?:comes?|is pulled|are pulled|is fetched|are fetched)\s+from\s+(?:the\s+)?[\w.-]+(?:'s)?\s+(?:api|feed|export|database|service)\b[^,;]*[.!]*$/i,
  // "the parcel data comes from the assessor's office every Monday as a shapefile": where a kind of data comes from, by
  // the office that sends it, and how often
  /^(?:the|our|all)\s+(?:[\w-]+\s+){0,2}(?:data|numbers|prices|rates|scores|stats|results|feeds?|files|exports|records|orders)\s+(?:comes?|arrives?|is sent|are sent)\s+(?:in\s+)?from\s+(?:the\s+)?[\w.-]+(?:'s)?(?:\s+[\w-]+)?\s+(?:office|department|team|agency|ministry|registry|lab|bureau)\b(?:\s+(?:every|each)\s+(?:day|night|week|month|morning|monday|tuesday|wednesday|thursday|friday|saturday|sunday))?(?:\s+as\s+(?:an?\s+)?[\w.-]+(?:\s+files?)?)?[.!]*$/i,
  // "results are delivered to researchers through Globus": how a kind of output reaches the people it is for
  /^(?:[Tt]he\s+|[Oo]ur\s+|[Aa]ll\s+)?(?:[\w-]+\s+)?(?:[Rr]esults|[Rr]eports|[Dd]ata|[Ff]iles|[Ee]xports|[Dd]eliverables|[Ii]nvoices|[Bb]uilds|[Rr]eleases)\s+(?:are|get)\s+(?:delivered|sent|shared|published|handed over|distributed)\s+(?:to\s+(?:the\s+|our\s+)?[\w-]+(?:\s+[\w-]+)?\s+)?(?:through|via|on|in|with)\s+\p{Lu}[\w.-]*[.!]*$/u,
  // "subscriptions are handled with StoreKit 2, no third-party SDKs like RevenueCat", "sync goes through CloudKit, users
  // never create an account", "donations come in through Stripe and sync to Salesforce every hour": the named tool a part
  // of the product is done with (and what follows of it)
  /^(?:[Tt]he\s+|[Oo]ur\s+|[Aa]ll\s+)?(?:[Ii]n-app\s+)?(?:[Ss]ubscriptions|[Pp]ayments|[Pp]urchases|[Dd]onations|[Ss]ync|[Ss]yncing|[Aa]uth|[Ll]ogin|[Ss]ign-in|[Bb]illing|[Nn]otifications|[Ee]mails?|[Ss]earch|[Aa]nalytics|[Uu]ploads|[Oo]rders)\s+(?:are|is|get|gets)\s+(?:handled|done|managed|processed|taken)\s+(?:with|by|through|via|in)\s+\p{Lu}[\w.-]*(?:\s+\d+)?(?:\s*,\s*(?:and\s+)?(?:no|never|not)\b[^,;]{2,60})?[.!]*$/u,
  /^(?:[Tt]he\s+|[Oo]ur\s+|[Aa]ll\s+)?(?:[Ss]ync|[Ss]yncing|[Pp]ayments|[Dd]onations|[Oo]rders|[Aa]uth|[Ll]ogin|[Nn]otifications|[Ee]mails?|[Uu]ploads|[Ww]ebhooks)\s+(?:goes|go|runs?|happens?|come in|comes in|arrives?)\s+(?:through|via|over|on|from)\s+\p{Lu}[\w.-]*(?:\s*,\s*(?:and\s+)?[^,;]{2,60}|\s+and\s+(?:sync|syncs|go|goes)\s+to\s+\p{Lu}[\w.-]*(?:\s+every\s+(?:hour|day|night|\d+\s+minutes))?)?[.!]*$/u,
  // "all exports are 4K at 30fps in H.265": the format every one of a kind of output is made in
  /^(?:all|every|our)\s+(?:[\w-]+\s+)?(?:exports|renders|videos|images|outputs|recordings|uploads)\s+(?:are|get)\s+(?:(?:rendered|exported|encoded|saved|made)\s+(?:in|at|as)\s+)?(?:\d{3,4}p|[248]K|\d+x\d+)\b[^,;]{0,40}[.!]*$/i,
  // "grades are exported to Canvas at the end of each week": where a kind of record goes, by the tool's name, and how often
  /^(?:[Tt]he\s+|[Oo]ur\s+|[Aa]ll\s+)?(?:[\w-]+\s+)?(?:[Gg]rades|[Rr]esults|[Rr]eports|[Oo]rders|[Ii]nvoices|[Tt]imesheets|[Dd]ata|[Nn]umbers|[Mm]etrics|[Ll]eads|[Cc]ontacts)\s+(?:are|get)\s+(?:exported|synced|sent|pushed|uploaded|copied)\s+(?:to|into)\s+\p{Lu}[\w.-]*(?:\s+(?:at the end of (?:each|every) (?:day|week|month)|every (?:day|night|week|month|hour)|daily|weekly|nightly|monthly))?[.!]*$/u,
  // "new hires are added to the onboarding sheet by the recruiting team every Friday": who adds a kind of record, and when
  /^(?:[\w-]+\s+){1,3}(?:are|get)\s+(?:added|entered|uploaded|imported|created|updated)\s+(?:to|in|into)\s+(?:the\s+)?[\w-]+(?:\s+[\w-]+)?\s+by\s+(?:the\s+)?[\w-]+(?:\s+team)?\s+(?:every|on)\s+(?:mondays?|tuesdays?|wednesdays?|thursdays?|fridays?|saturdays?|sundays?|day|week|month|morning)\b[.!]*$/i,
  // "the script sends the welcome email on the employee's first day at 8am": what the project sends, and when
  /^(?:the|this|our)\s+(?:[\w-]+\s+)?(?:script|job|bot|cron|workflow|service)\s+sends\s+(?:the\s+|a\s+)?[\w-]+(?:\s+[\w-]+)?\s+(?:email|message|reminder|report|digest|notification)\b[^,;]{0,40}\bat\s+\d{1,2}(?::\d\d)?\s*(?:am|pm)\b[.!]*$/i,
  // "the IT tickets for laptops go to Freshservice": where a kind of ticket goes, by the tool's name
  /^(?:[Tt]he\s+|[Oo]ur\s+|[Aa]ll\s+)?(?:[\w-]+\s+){0,2}(?:tickets|requests|issues|bugs)(?:\s+for\s+[\w-]+(?:\s+[\w-]+)?)?\s+(?:go|goes|are filed|get filed)\s+(?:to|in|into)\s+\p{Lu}[\w.-]*(?:\s+\p{Lu}[\w.-]*){0,2}[.!]*$/u,
  // "we test against WCAG 2.1 AA": the standard the work is checked against
  /^we\s+(?:test|audit|check|validate|certify)\s+(?:everything\s+|all\s+pages\s+)?(?:against|to|for)\s+(?:WCAG|ISO|SOC|HIPAA|PCI|OWASP|EN|IEC|NIST)\b[\w. -]{0,20}[.!]*$/i,
  // "contrast has to pass WCAG AA, the design team checks every release": the standard a part of the work is held to
  /^(?:the\s+|our\s+|all\s+|every\s+)?(?!(?:it|this|that|these|those|my|your)\b)(?:(?!new\b)[\w-]+\s+){0,2}(?!new\b)[\w-]+\s+(?:must|has to|have to|needs? to|should)\s+(?:always\s+)?(?:pass|meet|satisfy|comply with|conform to|be compliant with)\s+(?:the\s+)?(?:WCAG|PCI|HIPAA|GDPR|SOC ?2|ISO ?\d|FIPS|MISRA|OWASP|NIST|section 508|EN 301)\b[\w. -]{0,20}(?:,\s*(?:the|our)\s+[\w-]+(?:\s+team)?\s+(?:checks|audits|tests|reviews)\s+(?:it\s+)?(?:every|each|on every|before every|before each)\s+[\w-]+)?[.!]*$/i,
  // "the sync worker talks to Salesforce, which rate limits us at 100k calls a day across the whole org": a named system's cap on us
  /^(?:[Tt]he|[Oo]ur)\s+(?:[\w-]+\s+){0,2}(?:worker|service|job|app|integration|client|sync|pipeline|backend|bot)\s+(?:talks to|calls|hits|syncs with|uses)\s+\p{Lu}[\w.-]*(?:\s+\p{Lu}[\w.-]*)?,?\s+which\s+(?:rate[- ]limits\s+us|limits\s+us|caps\s+us)\s+(?:at|to)\s+[\d.,]+\s*[kKmM]?\s+[\w-]+\s+(?:a|per)\s+(?:day|hour|minute|second)\b[^,;]{0,40}[.!]*$/u,
  // "API Gateway gives up at 29 seconds, anything longer has to go through the queue": where a named system cuts off, and what follows
  /^(?:[Tt]he\s+)?(?:API Gateway|Cloudflare|[Nn]ginx|ALB|ELB|Heroku|Vercel|Netlify|Lambda|Cloud Run|Fastly|Akamai|CloudFront|Envoy|Traefik|HAProxy|Kong|Istio|\p{Lu}[\w.-]*\s+(?:[Gg]ateway|[Pp]roxy|LB|[Ll]oad [Bb]alancer|[Rr]outer|[Ii]ngress))\s+(?:gives up|times out|cuts (?:off|the connection)|drops (?:the\s+)?connections?|rejects (?:anything|requests|payloads|bodies|uploads))\s+(?:at|after|over|above|bigger than|larger than)\s+\d[\d.,]*\s*(?:ms|seconds?|s|minutes?|mb|kb|MB|KB)\b(?:\s*,\s*[^;]{3,80})?[.!]*$/u,
  // "the EU cluster is in Frankfurt, the US one in Oregon": where a part of the system runs, by the place's name
  /^(?:[Tt]he|[Oo]ur)\s+(?:[\w-]+\s+)?(?:cluster|clusters|region|datacenter|data center|servers|database|db|primary|replica|nodes)\s+(?:is|are|lives?|runs?)\s+in\s+\p{Lu}[\w-]*(?:\s+\p{Lu}[\w-]*)?(?:\s*,\s*(?:and\s+)?the\s+[\w-]+\s+one\s+in\s+\p{Lu}[\w-]*(?:\s+\p{Lu}[\w-]*)?)?[.!]*$/u,
  // "we're a Rails monolith with a React front end bolted on", "we're a Django shop": what the project is, by its stack
  /^[Ww]e(?:'re|\s+are)\s+(?:a|an)\s+(?:\p{Lu}[\w.+#-]*|[Gg]o|[Ee]lixir)(?:\s+(?:and|\+)\s+\p{Lu}[\w.+#-]*)?\s+(?:monolith|monorepo|shop|house|microservices shop|app|codebase|backend|stack)\b(?:\s+with\s+(?:an?\s+)?\p{Lu}[\w.+#-]*\s+[^,;]{2,40})?[.!]*$/u,
  // "uploads go to S3, the pods have ephemeral disks": where a kind of stored file goes, by the store's name
  /^(?:the\s+|our\s+|all\s+)?(?:user\s+|[\w-]+\s+)?(?:uploads|attachments|avatars|media files|media|images|photos|documents|backups|artifacts|build artifacts|exports|videos|recordings|assets|static files|blobs|checkpoints|model checkpoints|snapshots|dumps|datasets|weights)\s+(?:always\s+)?(?:go|are stored|are kept|live|are saved|are written|get stored|get saved|are uploaded|get uploaded)\s+(?:to|in|on|into)\s+(?:an?\s+|the\s+|our\s+)?(?:S3|GCS|R2|B2|MinIO|Azure Blob(?: Storage)?|Cloud Storage|Cloudinary|blob storage|object storage|(?:a\s+|the\s+)?[\w-]+\s+bucket|\p{Lu}[\w.-]*\s+bucket)\b(?:\s+[\w/-]+)?(?:\s+every\s+(?:\d+\s+)?(?:steps?|epochs?|minutes?|hours?|night|day|iterations?))?[.!]*$/iu,
  // "money is stored in cents", "amounts are rounded half-even": how every amount of money is held
  new RegExp(String.raw`^(?:all\s+)?(?:money|amounts|prices|currency amounts|monetary (?:values|amounts)|balances|totals)\s+(?:is|are)\s+(?:always\s+)?(?:stored|kept|represented|rounded|held|saved)\s+${MONEY_HELD_AS}\b[^,;]{0,30}(?:,\s*(?:the|our)\s+[\w-]+\s+(?:insist|require it|need it|want it))?[.!]*$`, 'i'),
  // "staged rollouts start at 5% on Play, we wait 48 hours before going wider": how far a release first goes, and how long
  // it soaks before the next step
  /^(?:our\s+|the\s+|all\s+)?(?:[\w-]+\s+)?(?:rollouts?|releases?|canar(?:y|ies)|deploys?|deployments?)\s+(?:always\s+)?(?:start|begin|go out)\s+(?:at|to|with)\s+\d+(?:\.\d+)?\s*%(?:\s+(?:on|in|of)\s+[\w\s-]{2,30}?)?(?:\s*,\s*(?:and\s+|then\s+)?(?:we\s+)?(?:wait|soak|hold|bake)\s+(?:for\s+)?(?:\d+|a|one|two|three)\s+(?:hours?|days?|weeks?)\b[^,;]{0,40})?[.!]*$/i,
  // "we report revenue net of refunds", "prices are shown including VAT": how every figure of money is stated (a reason may
  // follow: "…, the finance team will reject anything gross")
  /^(?:(?:we|finance)\s+(?:always\s+)?(?:report|quote|show|book|recogni[sz]e|display|invoice|list)\s+(?:all\s+)?(?:revenue|prices|amounts|totals|sales|costs|mrr|arr|gmv|margins?|fees|salaries|budgets?)|(?:all\s+)?(?:revenue|prices|amounts|totals|sales|costs|mrr|arr|gmv|margins?|fees|salaries|budgets?)\s+(?:is|are)\s+(?:always\s+)?(?:reported|quoted|shown|booked|recogni[sz]ed|displayed|invoiced|listed))\s+(?:(?:net|gross)\s+of\s+(?!(?:this|that|last|the)\b)[\w-]+|(?:ex|excluding|exclusive of|inclusive of|including|incl\.?|before|after)\s+(?:vat|tax|taxes|sales tax|fees|refunds|discounts|shipping|returns|chargebacks))\b(?:\s+(?:and|or)\s+[\w-]+(?:\s+[\w-]+)?)?(?:\s*,\s*(?:the|our)\s+[\w\s-]{2,30}?\s+(?:will\s+|would\s+)?(?:reject|refuse|flag|bounce|insists? on|requires? it|needs? it|wants? it)\b[^,;]{0,40})?[.!]*$/i,
  // "the firmware has to fit in 256KB of flash": the room a built thing must fit in, in numbers
  /^(?:the|our)\s+(?:[\w-]+\s+)?(?:firmware|binary|image|build|bundle|app|package|artifact|rom|bootloader|model|payload|lambda|function|container|docker image|release)\s+(?:must|has to|needs? to|should)\s+(?:always\s+)?(?:still\s+)?fit\s+(?:in|into|on|within|under)\s+(?:a\s+|one\s+)?\d[\d.,]*\s*(?:kb|mb|gb|kib|mib|gib|k|m|bytes)\b(?:\s+of\s+(?:flash|ram|sram|rom|eeprom|storage|memory|disk))?[.!]*$/i,
  // "screen reader checks are done by hand with NVDA on Windows": the tool a kind of check is done with
  /^(?:the\s+|our\s+|all\s+)?(?:[\w-]+\s+){0,2}(?:checks|tests|reviews|audits|scans|translations|transcriptions)\s+(?:are|get)\s+(?:done|run)\s+(?:by hand\s+|manually\s+)?(?:with|in|using)\s+\p{Lu}[\w.-]*(?:\s+on\s+\p{Lu}[\w.-]*)?[.!]*$/u,
  // "readings are logged to an SD card every 10 minutes": where a kind of record is written, and how often
  /^(?:the\s+|our\s+|all\s+)?(?:[\w-]+\s+)?(?:readings|measurements|metrics|events|samples|logs|results|snapshots|backups)\s+(?:are|get)\s+(?:logged|written|saved|stored|sent|uploaded|pushed|synced)\s+(?:to|in|into|on)\s+(?:an?\s+|the\s+|our\s+)?(?!(?:wrong|same)\b)[\w./:-]+(?:\s+[\w./:-]+){0,2}?(?:\s+every\s+(?:\d+\s+)?(?:seconds?|minutes?|hours?|days?|night|morning|week))?[.!]*$/i,
  // "scrapers run on GitHub Actions every night at 2am": where a kind of job runs, and when
  /^(?:[Tt]he\s+|[Oo]ur\s+|[Aa]ll\s+)?(?:[\w-]+\s+)?(?:[Ss]crapers|[Cc]rawlers|[Jj]obs|[Ss]cripts|[Rr]eports|[Ee]xports|[Ss]yncs|[Bb]ackups|[Pp]ipelines|[Bb]ots)\s+run\s+on\s+\p{Lu}[\w.-]*(?:\s+\p{Lu}[\w.-]*)?\s+(?:every\s+(?:night|day|morning|hour|week|\d+\s+\w+)|nightly|daily|hourly|weekly)(?:\s+at\s+\d{1,2}(?::\d\d)?\s*(?:am|pm)?)?[.!]*$/u,
  // "we test against the two latest Home Assistant releases": which releases of a platform the work is tested on
  /^we\s+(?:only\s+)?(?:test|run\s+(?:ci|the\s+tests))\s+(?:against|on|with)\s+(?:the\s+)?(?:(?:two|three|four|five|\d+)\s+)?(?:latest|newest|most recent|last|current)\s+(?:(?:two|three|four|five|\d+)\s+)?(?:[\w.-]+\s+){0,2}(?:releases|versions|majors|minor releases|lts releases)(?:\s+of\s+[\w.-]+(?:\s+[\w.-]+)?)?[.!]*$/i,
  // "staging syncs automatically, prod needs a manual sync in Argo": how each environment gets a change
  /^(?:the\s+)?(?:staging|prod(?:uction)?|dev|preview|qa|uat)\s+(?:syncs|deploys|updates|releases|rolls out)\s+(?:automatically|on (?:every|each) (?:merge|push|commit))\s*,\s*(?:and\s+|but\s+|while\s+)?(?:the\s+)?(?:staging|prod(?:uction)?|dev|preview|qa|uat)\s+(?:needs|requires|gets|takes)\s+an?\s+manual\s+(?:sync|deploy|approval|promotion|trigger|step)\b[^,;]*[.!]*$/i,
  // "results go to the ministry every quarter": what the work hands over, to whom, how often
  /^(?:the\s+|our\s+|all\s+)?(?:[\w-]+\s+)?(?:results|reports|estimates|figures|numbers|invoices|statements|deliverables|extracts)\s+(?:go|get sent|are sent|are delivered|are submitted)\s+to\s+(?:the\s+|our\s+)?[\w-]+(?:\s+[\w-]+)?\s+(?:every\s+(?:day|week|month|quarter|year|two weeks|other week)|daily|weekly|monthly|quarterly|yearly|annually)\b[^,;]*[.!]*$/i,
  // "staging models are views, marts are incremental tables": how each layer of models is materialized
  /^(?:all\s+|our\s+|the\s+)?[\w-]+\s+(?:models|tables|layers?|marts)\s+are\s+(?:(?:all|always)\s+)?(?:views|tables|incremental(?:\s+(?:tables|models))?|ephemeral|materiali[sz]ed\s+views|snapshots)(?:\s*[,;]\s*(?:and\s+)?(?:the\s+)?[\w-]+(?:\s+(?:models|tables|layers?))?\s+are\s+(?:(?:all|always)\s+)?(?:views|tables|incremental(?:\s+(?:tables|models))?|ephemeral|materiali[sz]ed\s+views|snapshots))*[.!]*$/i,
  // "all the models in marts/ are materialized as tables, staging stays as views": the same, by the folder a layer lives in
  /^(?:all\s+(?:the\s+|our\s+)?|our\s+|the\s+)?(?:[\w-]+\s+)?(?:models|tables)\s+(?:in|under)\s+[\w./-]+\s+are\s+(?:all\s+)?(?:materiali[sz]ed\s+as\s+)?(?:views|tables|incremental(?:\s+(?:tables|models))?|ephemeral)(?:(?:\s*[,;]\s*|\s+)(?:and\s+|while\s+)?(?:(?:the\s+)?[\w./-]+(?:\s+(?:models|layer))?|(?:everything|anything|all)\s+(?:in|under)\s+[\w./-]+)\s+(?:are|is|stays?|remains?)\s+(?:as\s+)?(?:an?\s+)?(?:views?|tables?|incremental|ephemeral))?[.!]*$/i,
  // "the nightly run is orchestrated by Airflow at 3am UTC": the tool that starts a recurring job, and when
  /^(?:the|our)\s+(?:daily|nightly|weekly|monthly|hourly)\s+(?:[\w-]+\s+)?(?:run|job|export|import|sync|build|backup|load|refresh|pipeline)s?\s+(?:is|are)\s+(?:orchestrated|scheduled|triggered|kicked off|started)\s+(?:by|in|with|from|through)\s+(?!(?:hand|me|you|us|a\s+person)\b)[\w.-]+(?:\s+[\w.-]+)?(?:\s+(?:at|every|on)\s+\S[^,;]*)?[.!]*$/i,
  // "the api versioning is in the url, /v1 and /v2 run side by side": where a version is carried
  /^(?:the\s+|our\s+)?(?:api\s+)?version(?:ing|s)?\s+(?:is|are|goes|go|lives?)\s+in\s+(?:the\s+)?(?:url|urls|path|query string|(?:accept|http|request)\s+headers?)\b/i,
  // "benchmarks run on the dedicated bench box, laptop numbers don't count": where a kind of run happens, and nowhere else
  /^(?:all\s+)?(?:our\s+|the\s+)?(?:benchmarks?|load tests?|perf tests?|e2e tests?|integration tests?|gpu jobs?|training runs?|nightly builds?)\s+(?:only\s+)?run\s+(?:only\s+)?on\s+(?:the\s+)?(?:dedicated|shared|self-hosted|reserved|isolated)\s+\S/i,
  // "staging deploys are automatic from main", "prod needs a manual approve in argo": how each environment is released to
  /^(?:the\s+|our\s+)?(?:staging|prod(?:uction)?|dev|preview|qa|sandbox)\s+(?:deploys?|deployments?|releases?|builds?)\s+(?:are|is|happen|go out|run)\s+(?:automatic(?:ally)?|manual(?:ly)?|on (?:every|each) (?:merge|push|commit|tag)|nightly|on merge)\b/i,
  /^(?:the\s+|our\s+)?(?:staging|prod(?:uction)?|dev|preview|qa)\s+(?:deploys?\s+|releases?\s+)?(?:needs?|requires?)\s+(?:a\s+)?manual\s+(?:approv\w*|sign-?off|click|trigger|promotion|gate)\b/i,
  // "customer data stays in the EU region", "PII must stay in eu-west-1": where a kind of data may be kept
  /^(?:all\s+)?(?:[\w-]+\s+)?(?:data|pii|backups|logs|records)\s+(?:stays?|must stay|has to stay|needs to stay|lives?|is stored|are stored|must be stored|never leaves?)\s+(?:only\s+)?(?:in\s+)?(?:the\s+)?(?:eu|us|uk|europe|germany|canada|australia|[a-z]{2}-[a-z]+-\d)\b(?:\s+region)?(?:\s+only)?[.!]*$/i,
  // "the canary gets 5% of traffic for an hour before full rollout": how a release reaches users
  /^(?:the\s+|our\s+|every\s+|each\s+)?(?:canary|canaries|canary (?:release|deploy|build)s?|rollouts?|new (?:release|build|version)s?)\s+(?:gets?|takes?|receives?|serves?|starts? (?:at|with|on))\s+\d+\s*%\s+(?:of\s+)?(?:the\s+)?(?:traffic|users|requests|hosts|pods|fleet)\b/i,
  // "the mobile apps force-update below version 4.2": the oldest version the project still lets run
  /\bforce[- ]?updates?\s+(?:anything\s+|everyone\s+|users\s+)?(?:below|under|older than|before)\s+(?:v(?:ersion)?\s*)?\d+(?:\.\d+)*\b/i,
  // "the monorepo is managed with nx", "our infra is provisioned with terraform": the tool a whole part is run with
  /^(?:the|our)\s+(?:mono)?(?:repo(?:sitory)?|workspace|infra(?:structure)?|dependencies|deps|secrets|releases|versioning|changelog|cloud resources|environments?)\s+(?:is|are)\s+(?:managed|handled|orchestrated|provisioned|versioned|generated|released)\s+(?:with|by|via|through|using)\s+(?!(?:hand|me|you|us|the\s+team)\b)\S/i,
  // "the build machine is the mac mini in the office": the one machine a kind of work runs on
  /^(?:the|our)\s+(?:build|ci|release|test|signing|render|bench(?:mark)?|deploy)\s+(?:machine|box|server|runner|agent|host|rig)\s+is\s+(?:the|a|an|our)\s+(?!(?:problem|issue|culprit|bottleneck|reason|one|same|slowest|fastest|bug)\b)\S/i,
  // "the firmware runs on an nRF52840": the chip or board the product is built for (not "the tests run on my laptop")
  /^(?:the|our)\s+(?:firmware|bootloader|board|device|product|gateway|sensor|controller|app)\s+runs\s+on\s+(?:an?\s+|the\s+)?(?:nrf|stm32|esp32|esp8266|rp2040|atmega|samd|imx|cortex|raspberry pi|jetson|[a-z]{2,6}\d{2,6})\w*/i,
  // "the robot runs ROS 2 Humble on a Jetson Orin", "we run ROS 2 Humble": the named stack a part runs, by its version (and
  // its release's name), and the hardware it runs on — not "the script runs step 2 first", "the loop runs 3 times"
  new RegExp(String.raw`^(?:we|(?:the|our)\s+(?:[\w-]+\s+){0,2}[\w-]+)\s+runs?\s+(?!${NOT_A_TOOL})[a-z][\w.+#-]*\s*${TOOL_VERSION}(?:\s+(?!(?:on|in|at|for|with|and|every|each|first|again|now|today|locally)\b)[a-z][\w-]*)?(?:\s+and\s+(?!${NOT_A_TOOL}|(?:he|she|they|we|i|you|then|now|so)\b)[a-z][\w.+#-]*\d[\w.+#-]*|\s+and\s+(?!${NOT_A_TOOL})[a-z][\w.+#-]*\s*${TOOL_VERSION})?(?:\s+(?:on|in)\s+(?:an?\s+|the\s+|our\s+)?(?!(?:my|your|ci|the)\b)[\w.+-]+(?:\s+[\w.+-]+){0,2})?[.!]*$`, 'i'),
  // "our Rust crates build with MSRV 1.70", "the app targets a min SDK of 26": the oldest toolchain or platform the code must build on
  /^(?:we|(?:the|our|all)\s+(?:[\w-]+\s+){0,2}[\w-]+)\s+(?:build|builds|compile|compiles|target|targets|support|supports)\s+(?:with\s+|against\s+|on\s+)?(?:an?\s+)?(?:msrv|minimum supported rust version|min(?:imum)?\s+(?:sdk|api level|supported version|version))\s+(?:of\s+)?v?\d+(?:\.\d+)*\b/i,
  // "every lambda has a 15 minute timeout", "the workers get a 30s time limit": the time a kind of job is given
  /^(?:every|each|all|the|our)\s+(?:[\w-]+\s+)?(?:lambdas?|functions?|jobs?|workers?|tasks?|requests?|queries|query|builds?|pipelines?|steps?|containers?|pods?|runs?|handlers?|endpoints?|calls?)\s+(?:has|have|gets?)\s+an?\s+\d+[\s-]*(?:ms|s|sec|secs|seconds?|mins?|minutes?|hours?)\s+(?:hard\s+)?(?:timeout|time ?limit|limit|cap|budget)\b(?![^,;]*\b(?:now|today)\b)/i,
  // "our product is a B2B invoicing tool for German SMEs": what the product is, and for whom
  /^(?![^,;]*\b(?:demo|pitch|meeting|presentation|hackathon|prototype|poc|mvp|now|today)\b)(?:our|the)\s+(?:product|app|company|startup|business|service|platform|saas|tool|site)\s+is\s+(?:a|an)\s+(?!(?:mess|pain|problem|disaster|bit)\b)[^,;]{3,60}?\s+(?:for|used by|that helps|aimed at)\s+(?!(?:now|today|me|you|this|that)\b)[^,;]{3,60}/i,
  // "the design team hands off in Figma": the tool a team works in, by its name
  /^(?:the|our)\s+[\w-]+\s+team\s+(?:hands off|works|designs|tracks (?:work|tickets|issues)|plans|writes (?:specs|docs)|documents (?:everything|things))\s+(?:everything\s+)?(?:in|on|via|through|with)\s+(?:[A-Z][\w.-]*|figma|jira|linear|notion|confluence|miro|asana|trello|github|gitlab)\b/,
  // "our biggest customer uses SSO via Okta": what the customer who matters most runs on
  /^(?:our|the)\s+(?:biggest|main|largest|key|only|first)\s+(?:customer|client|tenant|user)\s+(?:is on|uses|runs|needs|requires)\s+(?!(?:it|this|that)\b)\S/i,
  // "our e2e tests run against a seeded copy of prod": what a kind of test runs on
  /^(?:the\s+|our\s+|all\s+)?(?:[\w-]+\s+)?(?:tests|test suites?|suites?|e2e|e2e tests|integration tests|load tests|smoke tests|benchmarks)\s+(?:always\s+)?run\s+against\s+(?:a|an|the|our)\s+(?!(?:wrong|old|broken|same)\b)[^,;]{3,60}/i,
  // "QA signs off every release", "legal reviews every contract change", "sqlfluff lints every PR": who approves or checks
  // each one of a kind (a team, a person or a tool by its name: not "someone")
  /^(?:qa|security|legal|design|compliance|finance|ops|the\s+[\w-]+\s+team|(?!(?:someone|somebody|nobody|everyone|everybody|anyone|anybody|who)\b)[A-Z][a-z]+)\s+(?:signs off(?:\s+on)?|approves|reviews|tests|checks|lints|scans|owns)\s+(?:every|each|all)\s+[\w-]+/i,
  // "the minimum spec is a GTX 1060": the least hardware the product supports
  /^(?:the|our)\s+(?:min(?:imum)?|min\.|lowest|recommended|target)\s+(?:spec|specs|hardware|device|gpu|machine|requirements?)\s+(?:is|are)\s+(?:(?:an?|the)\s+(?!(?:problem|issue|bit|lot|joke)\b)\S|\d)/i,
  // "the code freeze for each milestone starts a week before": when a freeze begins, for every one of a kind
  /^(?:the\s+|our\s+)?(?:code|feature|release|content|string)\s+freeze\s+(?:for\s+(?:each|every|a|any)\s+[\w-]+\s+)?(?:starts?|begins?|is|kicks in|happens)\s+(?:a|one|two|three|\d+)\s+(?:days?|weeks?)\s+before\b/i,
  // "the numpy version floor is 1.24": the oldest version of a dependency the project supports
  /^(?:the|our)\s+[\w.-]+\s+(?:version\s+)?(?:floor|minimum|min version|lower bound)\s+is\s+v?\d+(?:\.\d+)*\b/i,
  // "this project uses yarn berry with plug'n'play, no node_modules folder": the project's tooling, and what it rules out
  /^(?:this|the|our)\s+(?:project|repo|repository|codebase|app|monorepo)\s+uses\s+[\w.'-]+(?:\s+[\w.'-]+){0,4},\s*(?:no|not)\s+\w+/i,
  // "prod runs node 18", "staging is on postgres 14": the version an environment runs
  /^(?:prod(?:uction)?|staging|ci|the\s+(?:prod|production|staging|ci)\s+(?:env(?:ironment)?|cluster|servers?|boxe?s?))\s+(?:runs|is on|uses|is running)\s+(?:node|nodejs|python|java|jdk|ruby|go|php|postgres(?:ql)?|mysql|redis|elasticsearch|kafka|\.net|dotnet)\s*v?\d+(?:\.\d+)*\b/i,
  // "the orders table has 80 million rows": how big a store is (at a scale that changes how it is queried)
  /^(?:the|our)\s+[\w-]+(?:\s+[\w-]+)?\s+(?:table|collection|index|bucket|topic|queue|database|db)\s+(?:has|holds|contains|is at|stores)\s+(?:about\s+|around\s+|over\s+|roughly\s+|~)?\d[\d,.]*\s*(?:k|m|b|million|billion|thousand|tb|gb)\b/i,
  // "we have three environments, dev, staging and prod": how many of a part there are
  /^we\s+have\s+(?:\d+|two|three|four|five|six)\s+(?:environments|envs|clusters|regions|services|repos|databases|apps|stages)\b/i,
  // "this repo is a fork of upstream/fastq", "the sdk is a thin wrapper around the rest api": what the project is made from
  /^(?:this|the|our)\s+(?:repo|repository|project|codebase|library|lib|package|app|service|sdk|cli|client)\s+is\s+(?:a|an)\s+(?:(?:hard|soft|maintained|internal|private|thin|typed)\s+)?(?:fork|mirror|port|rewrite|wrapper|vendored copy)\s+(?:of|around|from)\s+\S/i,
  // "the mobile app reads the same openapi spec", "the ios and android apps share the same api client": another
  // part that depends on the one at hand, so a change to it is a change to both
  // (not a piece of the work at hand, "the test uses the same fixture twice")
  /^(?:the|our)\s+(?!(?:tests?|functions?|methods?|scripts?|query|queries|loop|handler|component|file|class|new)\b)[\w.-]+(?:\s+[\w.-]+){0,4}\s+(?:reads?|uses?|consumes?|depends? on|relies on|calls?|imports?|shares?|talks? to)\s+(?:the\s+)?same\s+[\w.-]+(?:\s+[\w.-]+){0,3}(?![^,;]*\b(?:twice|again|both times)\b)/i,
  // "every webhook payload carries an idempotency key", "each response includes a request id header": what every one of a
  // kind carries by design: an id, a key, a header… (not "every page has a typo", "each stroke carries a part of me")
  /^(?:every|each|all)\s+(?!(?:time|day|one of)\b)[\w-]+(?:\s+[\w-]+){0,2}\s+(?:carries|carry|includes|include|contains|contain)\s+(?:a|an|the|its|their)\s+(?:[\w-]+\s+){0,3}(?:id|ids|key|keys|header|headers|token|field|version|checksum|signature|timestamp|hash|label|tag|prefix|trace id|span)\b/i,
  // "our migrations are forward-only", "events are append-only here": how a kind of record is kept, said in a few words
  // (a rule after it is read by the rule forms: "bronze tables are append-only, we never update or delete in place")
  /^(?:all\s+|our\s+|the\s+)?(?:[\w-]+\s+){0,2}(?:migrations|events|logs?|tables|records|rows|ledgers?|audit logs?|entries|topics|streams|snapshots|backups|artifacts|releases|tags)\s+(?:are|is)\s+(?:strictly\s+|always\s+)?(?:forward-only|append-only|immutable|write-once)\b(?![^;]*,\s*(?:we|so|never|don'?t|do not|nothing)\b)/i,
  // "the backend is in java 17 and spring boot 3": what a part is written in, said with its version
  /^(?:the|our)\s+(?:backend|frontend|front-end|back-end|api|server|client|app|web app|mobile app|service|cli|sdk)\s+is\s+in\s+(?!(?:version|page|step|line|row|screen|tab|level|the|a|an|production|prod|staging|beta|alpha|phase|sprint|week|day)\b)[a-z][\w.+#-]*\s+v?\d+(?:\.\d+)*\b/i,
  // "the thesis is in LaTeX, built with latexmk and biber": what a piece of writing is written in (not "the typo is in the
  // abstract", "the paper is in review")
  /^(?:the|my|our)\s+(?:thesis|dissertation|book|paper|manuscript|report|slides|deck|cv|resume|docs|documentation|handbook|notes)\s+(?:is|are)\s+(?:all\s+)?(?:written\s+|typeset\s+)?in\s+(?:latex|xelatex|lualatex|typst|markdown|asciidoc|restructuredtext|rst|quarto|r\s?markdown|org(?:-mode)?|pandoc|word|google docs|overleaf|scribus|indesign)\b(?!\s+(?:format|now)\b)/i,
  // "our staging env mirrors prod config except for payments": what copies what
  /^(?:the|our)\s+[\w-]+(?:\s+[\w-]+)?\s+mirrors?\s+(?:prod|production|staging|main)\b/i,
  // "the e2e tests use playwright and run nightly, not on every pr"
  /^(?:the|our|all)\s+(?:[\w-]+\s+){0,3}(?:tests|suites?|checks|scans|builds|jobs)\b[^,]*\brun\s+(?:nightly|daily|hourly|weekly|on every \w+|on each \w+)\b/i,
  // "our payment provider times out at 30s", "the gateway times out after 60 seconds": where a part of the system gives up
  /^(?:the|our)\s+(?:[\w-]+\s+){0,3}(?:times out|cuts? off|gives up|drops the connection)\s+(?:at|after)\s+\d+(?:\.\d+)?\s*(?:ms|s|secs?|seconds?|mins?|minutes?)\b/i,
  // "the CI runners only have 4GB of RAM", "the lambdas get 2 vCPUs", "the board only has 256k of flash": what a kind of machine is given
  /^(?:the|our)\s+(?:[\w-]+\s+){0,2}(?:runners?|machines?|box(?:es)?|servers?|nodes?|instances?|vms?|containers?|pods?|workers?|lambdas?|functions?|agents?|dynos?|hosts?|pools?|fleets?|clusters?|boards?|devices?|mcus?|chips?|microcontrollers?|targets?|controllers?)\s+(?:only\s+)?(?:have|has|get|gets)\s+(?:only\s+)?(?:about\s+|around\s+|up to\s+)?\d+(?:\.\d+)?\s*(?:gb|mb|tb|kb|k|gib|mib|kib|g|cores?|cpus?|vcpus?|gpus?|threads)\b(?!(?:\s+of\s+\w+)?\s+(?:left|free|remaining|available|used|in use)\b)/i,
  // "we're on Go 1.22", "we're on postgres 15 in prod", "we're stuck on gcc-arm 10.3": the version the team is on (not "we're on step 4", "… locally, so no worries")
  // ("we're pinned to Python 3.9", "we're stuck on Unity 2021.3 LTS": a version named by its year)
  // ("we're on S/4HANA 2021, on-premise": a product's name may hold a slash)
  // ("we're on aws provider 5.x": a tool's part by its kind, and a major line)
  new RegExp(String.raw`^we(?:'re| are)\s+(?:(?:still|stuck)\s+on|pinned\s+to|on)\s+(?:the\s+)?(?!${NOT_A_TOOL})[a-z][\w.+#-]*(?:\/[\w.+#-]+)?(?:\s+(?:provider|sdk|cli|plugin|chart|driver|client|runtime|toolchain|engine))?\s*v?(?:\d{1,3}|20\d\d)(?:\.\d+)*(?:\.x)?(?![\w.%])(?!\s+locally\b(?![^,;]*\b(?:prod|production|staging|ci)\b))`, 'i'),
  // "we run two prod regions, eu-west-1 is primary and us-east-1 is the failover": the regions the project runs in, and their parts
  /^we\s+(?:run|are)\s+(?:in\s+)?(?:two|three|four|\d)\s+(?:prod(?:uction)?\s+|aws\s+|gcp\s+|azure\s+)?regions\b|^(?:and\s+)?[a-z]{2}-[a-z]+-\d\s+is\s+(?:the\s+)?(?:primary|failover|secondary|dr|standby|main)\b/i,
  // "the jetson has 8GB of RAM", "the pi only has 512MB of memory": what memory a named machine of the project has
  /^(?:the|our)\s+(?!(?:it|this|that|bug|fix|test|file|branch|pr|issue|ticket|page|row|process|container|job|query)\b)[\w.-]+(?:\s+[\w.-]+)?\s+(?:only\s+)?(?:has|have|gets?)\s+(?:only\s+)?\d+(?:\.\d+)?\s*(?:gb|mb|kb|tb|k|g|gib|mib)\s+of\s+(?:ram|memory|flash|vram|gpu memory|storage|disk|eeprom|sram)\b(?!\s+(?:left|free|remaining|available|used|in use)\b)/i,
  // "unity version is pinned to 2022.3 LTS across the team", "the flutter sdk is locked at 3.19": a tool's version held, said of the tool
  // (a tool by its name, not "the dependency", nor pinned for no reason of the project's: "… because I was lazy")
  /^(?:the\s+|our\s+)?(?!(?:it|this|that|bug|fix|test|file|branch|pr|issue|ticket|page|row|dependency|package|library|lib|version|one)\b)[a-z][\w.+#-]*(?:\s+(?:editor|engine|sdk|cli|toolchain|runtime|compiler|plugin|image))?(?:\s+version)?\s+is\s+(?:pinned|locked|fixed|frozen|held)\s+(?:to|at)\s+v?(?:\d{1,3}|20\d\d)(?:\.\d+)*(?:\s*lts|\.x)?(?![\w.%])(?![^,;]*\b(?:because|since|as)\s+(?:i|we)\s+(?:was|were|forgot|didn'?t|did not|haven'?t|couldn'?t)\b)/i,
  // "we're running PHP 8.1 on the server", "we run postgres 15 in production": the version the team runs where it is served
  // (a runtime by its version, or any name with a dotted one: not "we're running tests 5 times on the server")
  new RegExp(String.raw`^we(?:'re| are)?\s+(?:still\s+)?run(?:ning)?\s+(?:(?:${RUNTIMES})\s*v?\d+(?:\.\d+)*|(?!${NOT_A_TOOL})[a-z][\w+#-]*\s*v?\d+(?:\.\d+)+)(?![\w.%])\s+(?:on|in)\s+(?:the\s+|our\s+|all\s+)?(?:servers?|prod(?:uction)?|staging|hosts?|machines?|vps|cluster|boxes|box)\b`, 'i'),
  // "the radio link is ELRS at 250Hz", "the CAN bus runs at 500 kbps": what a link of the hardware is and the rate it runs at
  /^(?:the|our)\s+(?:[\w-]+\s+)?(?:link|bus|radio|uart|serial(?:\s+port)?|connection|telemetry|rc link|control link)\s+(?:is|runs)\s+(?:(?:on\s+)?[\w.+-]+\s+)?(?:at|@)\s+\d+(?:\.\d+)?\s*(?:k|m|g)?(?:hz|baud|bps|bit\/s)\b/i,
  // "the practice software is ezyVet", "our booking system is SimplyBook": the named product a part of the business runs on
  // (a name, told by a capital in it: not "the booking system is outdated")
  /^(?:[Tt]he|[Oo]ur)\s+(?:[\p{L}-]+\s+){0,2}(?:software|system|platform|crm|CRM|erp|ERP|pms|PMS|ehr|EHR|emr|EMR|lms|LMS|cms|CMS|pos|POS)\s+is\s+(?=[\p{L}\d.+-]*\p{Lu})[\p{L}\d.+-]+(?:\s+\p{Lu}[\p{L}\d.+-]*)?(?=\s*(?:[,.;!]|$|\s+(?:and|but|so)\b))/u,
  // "reminders go out by SMS through Twilio", "invoices are sent two days before the due date", "reminders should go out
  // three days before now": how and when a kind of
  // message reaches the people it is for (not "the reminders went out twice")
  // (a rule of what goes where, "…, the smtp relay is only for internal alerts", is read as the rule)
  /^(?![^;]*\bonly\b)(?:the\s+|our\s+|all\s+)?(?:[\w-]+\s+)?(?:reminders|notifications|alerts|emails|texts|sms(?:es)?|messages|invoices|receipts|newsletters|reports|confirmations|digests|notices)\s+(?:go out|are sent(?:\s+out)?|get sent(?:\s+out)?|are delivered|(?:should|must|need to|have to)\s+(?:go out|be sent(?:\s+out)?))\s+(?:(?:by|via|over|through)\s+(?:sms|text|e-?mail|push|whatsapp|slack|post|mail|[A-Z][\w.-]*)\b|(?:\w+\s+)?(?:\d+|one|two|three|four|five|six|seven|a)\s+(?:days?|hours?|weeks?)\s+(?:before|after|ahead)\b)/i,
  // "we pull appointments from the ezyVet API every night at 11": data the team moves between systems, and how often
  /^(?:we|the team)\s+(?:pull|fetch|import|sync|export|download|upload|push|copy|back up|scrape|load)\s+(?!(?:it|this|that|them)\b)[^,;]{2,40}?\s+(?:from|to|into|out of)\s+[^,;]{2,40}?\s+(?:every\s+(?:day|night|morning|evening|week|weekday|hour|month|monday|tuesday|wednesday|thursday|friday|saturday|sunday)|nightly|hourly|daily|weekly)\b/i,
  // "we brew on a 15 barrel system", "we print on a 300mm press": the size of the equipment the work is made on
  /^we\s+(?:brew|bake|print|roast|mill|cut|weld|cook|distil+|ferment|produce|make|manufacture|work|run|operate)\s+(?:everything\s+|it all\s+)?on\s+(?:a|an|one)\s+\d+(?:\.\d+)?[- ]?(?:barrel|bbl|gallon|gal|litre|liter|l|hl|hectolitre|hectoliter|kg|ton|tonne|inch|in|mm|cm|m|axis|head|station|burner|deck|tray|quart|qt|ton)s?\s+(?:[\w-]+\s+)?(?:system|machine|line|kit|press|printer|setup|brewhouse|rig|oven|roaster|mill|lathe|router|kettle|still|fermenter|loom|kiln)\b/i,
  // "all measurement data gets saved as HDF5 under /data/runs …", "raw data is stored in /data/raw": where a kind of data is
  // kept on disk, by its path
  /^(?:the\s+|our\s+|all\s+)?(?:[\w-]+\s+){0,2}(?:data|files|results|outputs?|logs|recordings|images|scans|reads|measurements|exports|backups|reports|datasets|samples|models|checkpoints|weights|glossaries|recipes|assets|footage|videos|photos)\s+(?:(?:is|are|gets?)\s+)?(?:saved|stored|kept|written|archived|dumped)\s+(?:as\s+[\w.-]+\s+)?(?:in|under|to|into)\s+`?(?:~|\.{1,2})?\/[\w.~\/-]+/i,
  // "the GPIB adapter only works on the old Windows 7 PC next to the cryostat": the one machine a part works on
  /^(?:the|our)\s+(?:[\w-]+\s+){0,2}(?:adapter|dongle|driver|license|licence|instrument|device|printer|scanner|interface|card|board|cable|toolchain|compiler|sdk|software)\s+only\s+(?:works|runs)\s+(?:on|with)\s+(?:the|our|one|a|an)\s+(?:[\w-]+\s+){0,3}(?:pc|computer|machine|laptop|workstation|server|box|mac)\b/i,
  // "the feed is published to gtfs.harborcity.gov every night at 2am": where a built thing goes out, and how often
  /^(?:the|our)\s+(?:[\w-]+\s+){0,2}(?:feed|site|docs|app|build|report|dataset|export|package|image|newsletter|data)\s+(?:is|are|gets?)\s+(?:published|pushed|uploaded|deployed|released|synced)\s+(?:to|on)\s+\S+\s+(?:every\s+(?:night|day|morning|evening|week|hour|monday|tuesday|wednesday|thursday|friday|saturday|sunday)|nightly|daily|hourly|weekly)\b/i,
  // "the lift sensors publish to the broker at mqtt.pineridge.local on topic lifts/+/status": where devices send, by address
  /^(?:the|our|all)\s+(?:[\w-]+\s+){0,2}(?:sensors|devices|nodes|stations|meters|boards|clients|services)\s+(?:publish|send|report|post|push|write)\s+(?:\w+\s+)?(?:to|on)\s+(?:the\s+)?(?:[\w-]+\s+)?(?:broker|server|endpoint|topic|queue|bus|gateway)\s+(?:at|on)\s+(?:[\w.-]+\.[\w.-]+|topic\s+\S+)/i,
  // "I build with Maven and Java 11 because OmegaT 5 needs it": what the user builds with, a version named
  /^(?:i|we)\s+build\s+(?:it\s+|everything\s+)?(?:with|using|on)\s+[\w.+#-]+(?:\s+(?:and|on|with)\s+[\w.+#-]+)?\s+v?\d+(?:\.\d+)*\b/i,
  // "every export is JPEG at 2048px on the long edge": the format every one of a kind of output is made in
  /^(?:every|each|all)\s+(?:(?:the|our)\s+)?(?:[\w-]+\s+)?(?:exports?|images?|photos?|renders?|thumbnails?|videos?|pdfs?|scans?|files?)\s+(?:is|are|gets?|get)\s+(?:an?\s+)?(?:saved\s+as\s+|exported\s+as\s+|rendered\s+as\s+)?(?:jpe?g|png|webp|tiff?|pdf|mp4|mov|heic|avif|gif|svg|csv|xlsx|dng)\b/i,
  // "the sync runs as a Cloud Function every hour": what a job runs as
  /^(?:the|our)\s+(?:[\w-]+\s+){0,2}(?:sync|job|script|bot|scraper|worker|pipeline|export|import|backup|task|cron|check|crawler|report)\s+runs\s+as\s+(?:an?\s+)?(?:[\w-]+\s+){0,2}(?:function|lambda|job|cron ?job|container|service|task|worker|action|workflow|daemon)s?\b/i,
  // "the lab pulls files from an SFTP drop at sftp.brightsmile.local": where someone outside takes the work's output from
  /^(?:the|our)\s+(?:[\w-]+\s+)?(?:lab|client|vendor|bank|partner|customer|supplier|agency|printer|accountant|office|publisher|distributor)\s+(?:pulls|picks up|collects|downloads|fetches|gets|receives|takes)\s+(?:the\s+|our\s+|all\s+)?(?:[\w-]+\s+){0,2}(?:files?|data|exports?|reports?|images?|results?|scans?|x-rays?|invoices?|orders?)\s+(?:from|via|through|over|off)\s+\S/i,
  // "it runs on the front desk PC": the machine the project itself runs on (not the user's own: see isSystemShape)
  /^(?:it|this|the\s+(?:app|tool|script|bot|program|service|scanner|kiosk|anonymi[sz]er|importer|exporter))\s+runs\s+on\s+(?:the|our|a|an)\s+(?:[\w-]+\s+){0,3}(?:pc|computer|machine|laptop|workstation|server|box|mac|vm|raspberry pi|pi|tablet|kiosk)\b/i,
  // "we host it on a free Oracle Cloud VM", "we host the bot on Fly.io": where the project is hosted, by a name or a machine
  /^[Ww]e\s+(?:host|run|deploy)\s+(?:it|this|the\s+(?:bot|app|site|api|service|backend|server|dashboard))\s+on\s+(?:an?\s+|the\s+|our\s+)?(?:free\s+|cheap\s+|small\s+|single\s+|tiny\s+)?(?:(?:[\w.-]+\s+){0,2}(?:vm|vps|server|droplet|instance|box|raspberry pi)\b|[\w-]*[A-Z][\w.-]*)/u,
  // "discharge is always in cubic metres per second, …": the one unit a quantity is always kept in
  /^(?:the\s+|all\s+)?[\w-]+(?:\s+[\w-]+)?\s+(?:is|are)\s+always\s+(?:in|stored in|given in|kept in|reported in)\s+(?:[\w-]+\s+){0,3}?(?:per\s+(?:second|minute|hour|day)|units?|metres|meters|seconds|degrees|radians|celsius|fahrenheit|kelvin|utc|cfs|m3\/s|kg|grams|litres|liters|bytes|cents)\b/i,
  // "we render the weekly report with Quarto and …": the tool a recurring piece of output is made with
  /^we\s+(?:render|build|generate|write|make|produce|publish|compile|typeset)\s+(?:the|our)\s+(?:(?:weekly|monthly|daily|nightly|quarterly|annual|yearly)\s+)?(?:[\w-]+\s+)?(?:report|newsletter|digest|docs|site|slides|paper|thesis|book|dashboard|invoices?|statements?)s?\s+(?:with|in|using)\s+[\w.-]+/i,
  // "it's C# on .NET 6, runs on the front desk PC": the project's language on its runtime (a version, or a language by its name)
  /^it(?:'s|\s+is)\s+[\w#+.-]+(?:\s+[\w#+.-]+)?\s+(?:on|with)\s+[\w#+.-]+\s+v?\d+(?:\.\d+)*\b/i,
  new RegExp(ITS_LANGUAGE_ON_A_RUNTIME),
  // "we score with the low point system and …": the method a kind of result is worked out by
  /^we\s+(?:score|rank|grade|rate|calculate|handicap|weigh|price|bill|round)\s+(?:\w+\s+)?(?:with|using|by|on)\s+(?:the\s+)?[\w-]+(?:\s+[\w-]+){0,2}\s+(?:system|method|scheme|formula|rules?|scale|model|algorithm)\b/i,
  // "results get posted to the club website by Sunday evening": when a recurring output is due, and where
  // ("stacks are uploaded to our Flickr group every Sunday": on a weekday that comes back)
  /^(?:the\s+|our\s+)?(?:[\w-]+\s+)?(?:results|minutes|reports|scores|grades|notes|photos|standings|newsletters?|timesheets|stacks|images|renders|videos|episodes|recordings)\s+(?:get|are|go)\s+(?:posted|published|uploaded|sent|put up|out)\s+(?:(?:to|on)\s+(?:the\s+|our\s+)?[\w\s'-]{2,30}?\s+)?(?:by|every|on)\s+(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)s?(?:\s+(?:morning|evening|night|noon|afternoon))?\b/i,
  // "we run docassemble in Docker on the office server": what the team runs a tool in, and where
  /^we\s+run\s+[\w.-]+\s+(?:in|on|with)\s+(?:docker|kubernetes|k8s|podman|containers?|a container|docker compose)\b/i,
  // "The scales post readings over LoRaWAN to The Things Network": how devices send what they measure
  /^(?:the|our|all)\s+(?:[\w-]+\s+){0,2}(?:sensors|devices|nodes|scales|stations|meters|boards|trackers|probes|loggers)\s+(?:post|send|report|publish|push)\s+(?:their\s+)?(?:readings|data|measurements|telemetry|values)\s+(?:over|via|through|to)\s+\S/i,
  // "readings land in InfluxDB and Grafana shows them, …", "event data lands in S3 under raw/events/": where a kind of data
  // ends up, a store by its name
  /^(?:[Tt]he\s+|[Aa]ll\s+)?(?:[\w-]+\s+)?(?:readings|data|measurements|metrics|logs|events|results|telemetry)\s+(?:lands?|go(?:es)?|ends? up|(?:are|is) stored|gets? stored|(?:are|is) written|gets? written)\s+in\s+(?:the\s+)?\p{Lu}[\w.-]*/u,
  // "tracks are shared through a Google Drive folder …": how a kind of output reaches the people it is for
  /^(?:[Tt]he\s+|[Oo]ur\s+|[Aa]ll\s+)?(?:[\w-]+\s+)?[\w-]+s\s+(?:are|get)\s+(?:shared|sent|distributed|delivered|handed out)\s+(?:through|via|on|in|with)\s+(?:a\s+|an\s+|the\s+|our\s+)?(?:shared\s+)?\p{Lu}/u,
  // "mileage comes in from the Samsara API once a day": where a kind of data comes from, and how often
  /^(?:the\s+|our\s+)?[\w-]+(?:\s+[\w-]+)?\s+(?:comes?\s+in|comes|is pulled|are pulled|is synced|are synced|is imported|are imported)\s+from\s+(?:the\s+|our\s+)?[\w.-]+(?:\s+(?:api|feed|export|sftp|app))?\s+(?:once a (?:day|week|night|month)|twice a day|every\s+\w+|nightly|daily|hourly|weekly)\b/i,
  // "it's a Flask app on a DigitalOcean droplet": what the project is built with and where it runs
  /^it(?:'s|\s+is)\s+(?:a|an)\s+[\w.+#-]+\s+(?:app|api|site|service|bot|backend|dashboard)\s+(?:on|hosted on|running on|deployed on|deployed to)\s+(?:a|an|the|our)?\s*[\w.-]+/i,
  // "citations are APA 7th edition with biblatex": the citation style the writing follows
  /^(?:all\s+|our\s+|the\s+)?(?:citations|references|the bibliography|bibliography)\s+(?:are|is|use|follow)\s+(?:in\s+)?(?:apa|mla|chicago|ieee|harvard|vancouver|acm|nature)\b/i,
  // "vendor applications close on March 1 every year": a date in the year a kind of thing is held to
  /^(?:[\w-]+\s+){0,2}(?:applications|registrations|signups|sign-ups|submissions|entries|enrol?lments|bookings|renewals)\s+(?:close|open|are due)\s+(?:on\s+)?(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+\d{1,2}(?:st|nd|rd|th)?\s+(?:every|each)\s+year\b/i,
  // "orders have to be in by 2pm the day before": the cutoff a kind of thing is held to, by the hour
  /^(?:all\s+|the\s+|our\s+)?(?:[\w-]+\s+){0,2}[\w-]+s\s+(?:have to|must|need to|should)\s+be\s+(?:in|placed|submitted|booked|received|made|sent|confirmed|finali[sz]ed)\s+by\s+(?:\d{1,2}(?::\d\d)?\s*(?:am|pm)|noon|midnight)\s+(?:the\s+(?:day|night|evening|week)\s+before|on\s+(?:mondays|tuesdays|wednesdays|thursdays|fridays|saturdays|sundays)|every\s+(?:day|week|monday|tuesday|wednesday|thursday|friday|saturday|sunday))\b/i,
  // "stall fees are $40 a day, paid through Square": a price the work charges
  // ("membership is £25 a month": in pounds or euros too)
  // ("plot rent is £45 a year, half plots £25": rent too)
  /^(?:the\s+|our\s+)?(?:[\w-]+\s+)?(?:fees?|prices?|rates?|dues|membership|subscription|rent)\s+(?:are|is)\s+[$£€]\d+(?:\.\d\d)?\s+(?:a|per)\s+(?:day|week|month|year|hour|stall|person|seat|night)\b/i,
  // "reminders are texted through Twilio the evening before, at 6pm": how a kind of message goes out, through a tool by its capitals
  // (read case-sensitively for the tool's capital: the kind may open the sentence with one too)
  /^(?:[Tt]he\s+|[Oo]ur\s+|[Aa]ll\s+)?(?:[\w-]+\s+)?(?:[Rr]eminders|[Nn]otifications|[Aa]lerts|[Cc]onfirmations|[Rr]eceipts|[Ii]nvoices|[Mm]essages|[Tt]exts|[Ee]mails|[Nn]ewsletters?|[Dd]igests)\s+(?:are|get)\s+(?:texted|sent|emailed|pushed|delivered|posted|mailed)\s+(?:out\s+)?(?:through|via|with|by)\s+\p{Lu}[\w.-]*/u,
  // "the season runs from September to November": the months a period of the work spans
  new RegExp(String.raw`^(?:the|our)\s+(?:[\w-]+\s+)?(?:season|term|semester|school year|fiscal year|financial year|tax year|programme|program|camp|league)\s+runs\s+from\s+${MONTH}\s+(?:to|through|until|till)\s+(?:(?:early|mid|late)-?\s*)?${MONTH}\b`, 'i'),
  // "labour is billed at $85 an hour, parts at cost plus 20%": the rate the work is billed at
  /^(?:the\s+|our\s+)?(?:labou?r|time|consulting|design work|work|hours|callouts?)\s+(?:is|are)\s+(?:billed|charged|invoiced)\s+at\s+\$\d+(?:\.\d\d)?\s+(?:an|per|a)\s+hour\b/i,
  // "the scripts are Google Apps Script bound to the Invoices sheet": what a kind of the project's code is, by its name
  /^(?:[Tt]he|[Oo]ur|[Tt]hese)\s+(?:[\w-]+\s+)?(?:scripts|macros|automations|add-ons|addons|plugins)\s+(?:are|is)\s+(?:written\s+in\s+)?\p{Lu}[\w.-]*(?:\s+\p{Lu}[\w.-]*){0,2}(?=\s|[,.;!]|$)(?!\s+(?:now|today)\b)/u,
  // "lessons are 55 minutes and …": how long each one of a kind of booking lasts
  /^(?:all\s+|our\s+|the\s+)?(?:[\w-]+\s+)?(?:lessons|sessions|classes|appointments|slots|consultations|visits|treatments)\s+(?:are|last|run)\s+(?:\d+|an?|one|two)[\s-]?(?:minutes?|mins?|hours?)\b/i,
  // "parents pay by bank transfer": how the people the work is for pay
  /^(?:all\s+|our\s+|the\s+)?(?:[\w-]+\s+)?(?:parents|customers|clients|members|students|patients|guests|buyers|tenants)\s+(?:pay|are billed|are invoiced|get invoiced)\s+(?:by|through|via|with|in)\s+(?!(?:it|this|that)\b)\S/i,
  // "our courier is DPD": the firm a part of the business goes through, by its capitals
  /^(?:[Tt]he|[Oo]ur)\s+(?:courier|carrier|shipping (?:provider|partner|company)|delivery (?:partner|company)|payroll provider|accountant|bank)\s+is\s+\p{Lu}[\w&.-]*/u,
  // "the stream goes to YouTube and Facebook at the same time through Restream": where a kind of output goes, by the names of the places
  /^(?:[Tt]he|[Oo]ur)\s+(?:[\w-]+\s+)?(?:stream|livestream|broadcast|feed|newsletter|podcast|videos?|posts?|episodes?)\s+(?:goes|go|is sent|are sent|is published|are published|is streamed|are streamed)\s+(?:out\s+)?(?:live\s+)?to\s+\p{Lu}[\w.-]*(?:(?:\s*,\s*|\s+and\s+)\p{Lu}[\w.-]*)*/u,
  // "the survey closed on 1 March, no new responses will come in": the day a kind of data stopped coming in
  new RegExp(String.raw`^(?:the|our)\s+(?:[\w-]+\s+)?(?:survey|data collection|fieldwork|recruitment|registration|signups?|enrol?lment|study)\s+(?:closed|ended|finished)\s+on\s+(?:\d{1,2}(?:st|nd|rd|th)?\s+${MONTH}|${MONTH}\s+\d{1,2}(?:st|nd|rd|th)?)\b`, 'i'),
  // "donated bikes get a tag number like BK-0123": the form every one of a kind's ID takes
  /^(?:all\s+|every\s+|each\s+|the\s+)?(?:[\w-]+\s+)?[\w-]+\s+(?:gets?|has|have|are given|is given)\s+an?\s+(?:[\w-]+\s+)?(?:number|id|ID|code|tag|reference|ref)\s+like\s+[A-Z]{1,5}-?\d{2,}/,
  // "everything's hosted on Netlify with a Supabase database": where the whole project is hosted, by the host's capitals
  /^(?:[Ee]verything|[Ii]t|[Tt]he\s+(?:app|site|whole thing))(?:'s|’s|\s+is)\s+(?:all\s+)?hosted\s+(?:on|at|with)\s+\p{Lu}[\w.-]*/u,
  // "deposits are 20% for anything over two hours": a share a kind of charge is of what it is for
  /^(?:the\s+|our\s+)?(?:deposits?|fees?|discounts?|surcharges?|commissions?|service charges?)\s+(?:is|are)\s+\d+(?:\.\d+)?\s*%\s+(?:for|on|of)\s+\S/i,
  // "the van can carry at most 120 trays per trip": what a thing of the work holds at most
  /^(?:the|our)\s+(?:[\w-]+\s+)?(?:van|truck|lorry|car|bus|boat|trailer|oven|fridge|freezer|room|hall)\s+(?:can\s+)?(?:carry|carries|hold|holds|seat|seats|fit|fits|take|takes)\s+(?:at most\s+|up to\s+|a maximum of\s+|max\s+|only\s+)?\d+\s+[\w-]+/i,
  // "shops get deliveries before 9am, cafés before 7am": the hour a kind of customer gets what is delivered by
  /^(?:all\s+)?(?:[\w-]+\s+)?[\w-]+s\s+(?:get|receive|need|want)\s+(?:their\s+)?(?:deliveries|delivery|orders|collections|pickups?)\s+(?:before|by|after)\s+\d{1,2}(?::\d\d)?\s*(?:am|pm)\b/i,
  // "routes are printed and also sent to the driver's phone as a PDF": how a kind of output is handed over
  /^(?:the\s+|our\s+)?(?:[\w-]+\s+)?(?:routes|reports|invoices|labels|tickets|rotas|schedules|timetables|menus)\s+(?:are|get)\s+(?:printed|emailed|sent)(?:\s+and\s+(?:also\s+)?(?:printed|emailed|sent))?\s+(?:to|as|out)\b/i,
  // "door events are logged to a SQLite file on the Pi": where a kind of record is written
  /^(?:the\s+|all\s+)?(?:[\w-]+\s+)?(?:events|logs|readings|scans|entries|requests)\s+(?:are|get)\s+(?:logged|written|stored|saved)\s+(?:to|in|into)\s+(?:a|an|the)\s+(?:[\w-]+\s+){0,2}(?:file|database|db|table|sheet)\b/i,
  // "our print deadline is 10pm, …": the hour a kind of deadline is at
  /^(?:the|our)\s+(?:[\w-]+\s+)?deadline\s+is\s+\d{1,2}(?::\d\d)?\s*(?:am|pm)\b/i,
  // "the inverter is a Fronius Symo": the make of a piece of equipment the project talks to, by its capitals
  /^(?:[Tt]he|[Oo]ur)\s+(?:[\w-]+\s+)?(?:inverter|camera|printer|router|controller|sensor|scale|telescope|mount|battery|charger|thermostat|meter|receiver|plc|PLC|drone|scanner|heat pump|boiler)\s+is\s+(?:a|an)\s+\p{Lu}[\w.-]*(?:\s+[\p{Lu}\d][\w.-]*){0,3}(?=\s*(?:[,.;!]|and\b|$))/u,
  // "Home Assistant runs on a Raspberry Pi 4 in the garage": the machine a tool named by its capitals runs on
  /^(?!(?:It|This|That|The|Our|We|I)\b)\p{Lu}[\w.-]*(?:\s+\p{Lu}[\w.-]*)?\s+runs\s+on\s+(?:a|an|the|our)\s+(?:[\w-]+\s+)?(?:[Rr]aspberry\s+[Pp]i|[Pp]i|NUC|[Mm]ac\s+[Mm]ini|NAS|VPS|[Dd]roplet|[Mm]ini\s+PC)\b/u,
  // "I set up Home Assistant to watch our rooftop solar and the house battery": what the user set up, and for what of theirs
  /^[Ii]\s+(?:set up|built|wrote|made|configured|put together)\s+(?:\p{Lu}[\w.-]*(?:\s+\p{Lu}[\w.-]*)?|(?:a|an|this|these)\s+(?:[\w-]+\s+){0,2}(?:app|scripts?|dashboard|bot|tool|system|pipeline|site|setup))\s+to\s+(?:watch|monitor|track|control|automate|log|manage)\s+(?:our|all\s+our)\s+(?!(?:task|ticket|bug|issue|pr|fix)\b)[\w-]+/u,
  // "raw frames come off the club's ZWO camera as FITS files into /data/incoming": where a kind of data lands, by its path,
  // and what it comes from
  /^(?:(?:the|our|all)\s+)?(?:[\w-]+\s+){0,2}(?:frames|files|data|images|scans|recordings|readings|exports|photos|videos|logs|dumps|samples|uploads)\s+(?:come|comes|arrive|arrives|land|lands|(?:are|get|is)\s+(?:copied|written|saved|dropped|synced))\s+(?:(?:off|from)\s+[^,;]{2,50}?\s+)?(?:(?:as|in)\s+[\w.-]+\s+(?:files?|format)\s+)?(?:into|in|to|under|at)\s+`?\/[\w./-]+/i,
  // "the music library is on a NAS at /mnt/library, read only": where a kind of files is kept, by its path
  /^(?:the|our)\s+(?:[\w-]+\s+){0,2}(?:library|archive|files|data|music|photos|recordings|backups|footage|assets)\s+(?:is|are|lives?)\s+on\s+(?:a|an|the|our)\s+(?:nas|server|drive|share|disk|volume)\s+at\s+\/[\w./-]+/i,
  // "we stream through Icecast on port 8000": what the team serves through, on which port
  /^we\s+(?:stream|serve|broadcast|publish)\s+(?:through|via|with|on)\s+[\w.-]+\s+on\s+port\s+\d+/i,
  // "we're on node 20": node named by its version (a cluster's "node 3" is no tool: its number is small)
  /^we(?:'re| are)\s+(?:(?:still|stuck)\s+on|pinned\s+to|on)\s+node(?:js)?\s*v?(?:1[0-9]|2[0-9])(?:\.\d+)*\b(?!\s+(?:of|out of)\b)(?!\s+locally\b)/i,
  // "this repo is a Turborepo with pnpm": the monorepo tool the repo is built on, and its package manager
  /^(?:this|the|our)\s+(?:repo|repository|codebase|project|monorepo)\s+is\s+(?:an?\s+)?(?:turborepo|nx|lerna|rush|bazel|pants|moonrepo|moon|(?:pnpm|yarn|npm|bun|cargo|uv|go)\s+workspaces?)(?:\s+(?:monorepo|workspace|repo))?(?:\s+(?:with|on|using)\s+(?:pnpm|yarn|npm|bun|cargo|uv|poetry)(?:\s+workspaces?)?)?[.!]*$/i,
  // "this repo is the checkout service", "the frontend repo is a Next.js app", "this repo is the lift status board for …", "this repo is the R package our epidemiologists
  // use for …": what the repository is
  // (not "this repo is the worst service I've worked on")
  /^(?:this|the|our)\s+(?:[\w-]+\s+)?(?:repo|repository|codebase|project|monorepo)\s+is\s+(?:the|our|an?)\s+(?![^,;]*\bi(?:'ve|'m|'d)?\s)(?:separate\s+|main\s+|internal\s+)?(?:(?!(?:worst|best|\w+est|same|only|one|kind|sort|first|last)\b)[\w.+#-]+\s+){0,2}(?:service|app|api|backend|frontend|library|sdk|cli|site|website|worker|gateway|server|client|platform|monorepo|pipeline|toolkit|firmware|plugin|extension|bot|package|crate|gem|monolith|suite|test suite|board|dashboard|display|kiosk|portal|tracker|calculator|generator|system|tool)\b(?!\s+(?:for|of)\s+(?:this|that|the)\s+(?:task|ticket|pr)\b)/i,
  // "this repo is the FPGA design for our motor controller, …", "this repo is our company's security policies and SOC 2
  // evidence, …", "this repo holds the Helm charts for all our internal services": what the repository is, by what it is
  // for or what it holds (not "the fix for our login bug")
  /^(?:this|the|our)\s+(?:repo|repository|codebase|project)\s+is\s+(?:the|our|an?)\s+(?!(?:fix|patch|workaround|hack|repro|branch|pr|change|diff)\b)(?![^,;]*\b(?:\w+est|mess|nightmare|disaster|thing|stuff|one)\b)(?:[\w.+#-]+\s+){1,4}?for\s+(?:our|my)\s+(?!(?:task|ticket|pr|fix|bug|demo|test)\b)[\w -]{2,40}?(?=\s*(?:[,.;!]|$))/i,
  /^this\s+(?:repo|repository|codebase)\s+(?:is|holds|has|contains)\s+(?:our|my|the)\s+(?:(?:[\w-]+\s+)?(?:company|team|org|lab|group|core|department|facility)'?s\s+)?(?:[\w.+#-]+\s+){0,3}(?:policies|evidence|docs|documentation|handbook|runbooks|playbooks|notes|dotfiles|infrastructure|infra|configs?|manifests|website|blog|thesis|book|papers?|slides|specs?|rfcs|templates|datasets?|analyses|benchmarks|tooling|translations|charts|modules|roles|schemas|protos|definitions|dashboards|alert rules|pipelines|workflows|scripts|notebooks)\b(?:\s+(?:of|for)\s+(?:the\s+|our\s+)?[\w -]{2,30}?)?(?:\s+and\s+[^,;]{2,40}?)?(?=\s*(?:[,.;!]|$))/i,
  // "this service processes webhooks from Stripe and Shopify, …", "This script scores our Wednesday night races from …": what the
  // project does (not "… processes them twice")
  /^this\s+(?:service|app|api|worker|bot|tool|cli|library|package|pipeline|repo|project|script)\s+(?:processes|handles|ingests|consumes|receives|serves|syncs|exports|imports|generates|powers|scrapes|collects|aggregates|indexes|tracks|monitors|renders|transcodes|validates|publishes|scores|calculates|computes)\s+(?!(?:it|this|that|them|these|those|the same|nothing|everything)\b)(?![^,;]*\b(?:twice|again|anymore|any more|no longer|wrongly|incorrectly|out of order|sometimes|too|slowly|badly|late)\b)[\w.+#-]+(?:\s+[\w.+#-]+){1,10}(?=\s*(?:[,.;!]|$))/i,
  // "Redis is the managed Upstash instance", "postgres is the shared RDS cluster": which instance a store of the system is
  new RegExp(String.raw`^(?:(?:the|our)\s+)?(?:${STORES}|db|database|cache|broker)\s+(?:is|are)\s+(?:the|our|an?)\s+(?:managed\s+|hosted\s+|self-hosted\s+|shared\s+|serverless\s+)?(?:[\w.-]+\s+)?(?:instance|cluster|deployment|database|service)\b`, 'i'),
  // "the app is deployed on Posit Connect": where a part of the project is hosted (not "… deployed on the wrong cluster")
  /^(?:the|our)\s+(?:[\w-]+\s+)?(?:app|api|site|website|service|dashboard|backend|frontend|docs|bot|worker|plugin|model)\s+(?:is|are|gets)\s+(?:deployed|hosted|served)\s+(?:on|to|at|from|via)\s+(?!(?:the\s+)?(?:wrong|same|old|new)\b)(?:the\s+)?[\w.-]+/i,
  // "the staging copy refreshes nightly", "staging is reset every sunday": how often a copy of the system is renewed
  new RegExp(String.raw`^${COPY_RENEWED}\s+(?:from\s+prod(?:uction)?\s+)?(?:${FREQUENCY}|every\s+${WEEKDAY}|on\s+${WEEKDAY}s?)\b`, 'i'),
  // "the ClickHouse cluster is three shards with two replicas each": how many of its parts a part of the system has
  /^(?:the|our)\s+(?:[\w-]+\s+)?(?:cluster|database|db|deployment|setup|fleet)\s+(?:is|has)\s+(?:\d+|two|three|four|five|six|eight|ten|twelve)\s+(?:shards?|nodes?|replicas?|brokers?|partitions?|regions?|zones?)\b/i,
  // "fuzz runs are 10000 in CI, 256 locally": a setting that differs by where it runs
  /^(?:the\s+|our\s+)?(?!(?:it|this|that|they|we|i|you)\b)(?:[\w-]+\s+){0,2}[\w-]+\s+(?:is|are)\s+\d[\d,_.]*\s*(?:[a-z%]{1,8}\s+)?(?:in|on)\s+(?:ci|prod|production|staging)\s*,\s*(?:and\s+)?\d[\d,_.]*\s*(?:[a-z%]{1,8}\s+)?(?:locally|in dev|on dev|in tests|in staging|on laptops|everywhere else)[.!]*$/i,
  // "CI runs bazel test //... on every PR": what CI runs on each change
  /^(?:the\s+|our\s+)?ci\s+runs\s+(?!(?:it|this|that)\b)[^,;]{2,60}?\s+on\s+(?:every|each|all)\s+(?:prs?|push(?:es)?|commits?|merges?|pull requests?)\b/i,
  // "infra repo for our bare-metal fleet.": the repository named by what it is for, said without a verb (not "wrong repo for this")
  /^(?=.*?\b(?:repo|repository|codebase|monorepo)\s+for\b)(?:(?:the|our|this is the|this is our)\s+)?(?!(?:wrong|other|old|same|right|new|another|a|an|separate)\b)(?:[\w-]+\s+){0,2}(?:repo|repository|codebase|monorepo)\s+for\s+(?:our|the)\s+(?!(?:task|ticket|pr|fix|bug|demo|test|experiment)\b)[\w -]{2,40}[.!]*$/i,
  // "firmware for our soil sensor, Zephyr 3.5 on an nRF52840": what the repository is, for what, and the stack it is on
  // ("…, Rust on an STM32G4": or the language and the chip it runs on)
  /^(?:the\s+)?(?:firmware|app|backend|frontend|api|service|website|site|cli|sdk|bot|dashboard|game|plugin|extension|monolith)\s+for\s+(?:our|the|a)\s+(?!(?:task|ticket|pr|fix|bug|demo|test|experiment)\b)[\w -]{2,40},\s+(?:[\w.+#-]+\s+v?\d+(?:\.\d+)*\b|[\w.+#-]+\s+on\s+(?:an?\s+)?[\w.+#-]*\d[\w.+#-]*)[^?]*$/i,
  // "rails 7.1 monolith for a veterinary clinic chain, postgres, sidekiq for jobs": the same, its framework and version first
  /^(?:an?\s+|our\s+|the\s+)?[\w.+#-]+\s+v?\d+(?:\.\d+)*\s+(?:monolith|app|api|backend|service|site|website|cli|sdk|bot|game|plugin|extension|firmware)\s+for\s+(?:an?|our|the)\s+(?!(?:task|ticket|pr|fix|bug|demo|test|experiment)\b)[\w -]{2,40}(?:,\s+[^,;?]{2,40}){0,5}[.!]*$/i,
  // "working on `sift`, our Rust log-search CLI": the project named, and what it is
  /^(?:(?:i'?m|i am|we'?re|we are)\s+)?working\s+on\s+(?!(?:it|this|that|them)\b)`?[\w.-]+`?,\s+(?:our|my|the)\s+(?:[\w.+#-]+\s+){0,3}(?:service|app|api|backend|frontend|library|sdk|cli|site|website|worker|gateway|server|client|platform|monorepo|monolith|tool|crate|gem|plugin|extension|package|game|engine|bot|dashboard)\s*[.!]*$/i,
  // "the workspace has three crates: sift-core, sift-cli and sift-index": the parts the repository is split into, named
  /^(?:the|our|this)\s+(?:workspace|monorepo|repo|repository|solution|project|codebase)\s+has\s+(?:\w+\s+)?(?:crates|packages|apps|services|modules|projects|workspaces|libraries|libs)\s*:\s*`?[\w@./-]+`?(?:\s*,\s*`?[\w@./-]+`?)*,?\s+and\s+`?[\w@./-]+`?\s*[.!]*$/i,
  // "this repo trains our product-matching model; PyTorch 2.3, …": the repository named by what it makes, then what with
  /^this\s+(?:repo|repository|codebase|project)\s+(?:trains|serves|fine-tunes|builds|generates|renders|powers|publishes)\s+(?:our|the)\s+(?:[\w.+#-]+\s+){0,3}(?:model|models|site|website|docs|documentation|app|api|dashboard|reports|pipeline|index|dataset|datasets|images|packages?)(?=\s*[;,]\s*\S|[.!]*$)/i,
  // "this repo holds the Terraform for our AWS accounts": the repository named by what it holds, and for what
  /^this\s+(?:repo|repository|codebase|monorepo)\s+(?:holds|has|contains|keeps)\s+(?:the|our|all)\s+(?:[\w.+#-]+\s+){0,2}[\w.+#-]+\s+(?:for|of)\s+(?:our|the)\s+(?!(?:task|ticket|pr|fix|bug|demo|test|experiment)\b)[\w -]{2,40}(?=[.;,!]|$)/i,
  // "We're building the marketing site in Next.js 14 with the app router": what the project is, and what it is built with
  // ("we're building our design system in react with storybook": or two tools typed in lower case, one with the other)
  /^[Ww]e(?:'re| are)\s+building\s+(?:the|our|a|an)\s+(?:[\w-]+\s+){0,3}(?:site|website|app|service|api|backend|frontend|platform|cli|sdk|library|tool|dashboard|design system|component library)\s+(?:in|with|on)\s+(?:[A-Z][\w.+#-]*|[a-z][\w.+#-]*\s*v?\d|[a-z][\w.+#-]*\s+(?:with|and|\+)\s+[a-z][\w.+#-]*(?=\s*(?:[,.;]|$)))/,
  // "this is our payments service in kotlin, spring boot 3", "this is our edge API on Cloudflare Workers, …": the project, said as "this" with "our" (not "this is the api that fails")
  // ("ledger is our double-entry bookkeeping service in Go 1.22, …", "this is our Svelte 5 dashboard for warehouse robots, …":
  // or the project's own name, and more kinds of software)
  /^(?:this(?:\s+(?:repo|repository|project|codebase))?|(?!(?:it|that|there|he|she|what|which|who|everything|nothing)\b)`?[\w.-]+`?)\s+is\s+our\s+(?:[\w.+#-]+\s+){0,2}(?:service|app|api|backend|frontend|library|sdk|cli|site|website|worker|gateway|server|client|platform|monorepo|repo|codebase|project|dashboard|tool|bot|plugin|extension|game|engine|harness)\b(?=\s*(?:[,.;]|$)|\s+(?:in|written in|built with|built on|on)\s+(?!(?:the|a|an|my|your)\b)[\w.+#-]+(?:\s+[\w.+#-]+)?\s*(?:[,.;]|$)|\s+for\s+(?:the\s+|our\s+)?(?!(?:demo|test|testing|fun|now|today)\b)[\w -]{2,40}?\s*(?:[,.;]|$))/i,
  // "this is the ingestion repo, pyspark jobs on databricks, …", "we're a small agency, this is a client's WordPress site with a custom
  // theme in …": the project named by what it is, then what it is made of (not "this is the wrong repo, …", "this is the repo";
  // nor a bare stack, "this is a Django app, Python 3.11", which the code says — unless what it is for is said: "this is the
  // driver app for our delivery fleet, flutter 3.22, …", or alone, "this is a Julia package for ocean circulation models")
  /^(?:we(?:'re| are)\s+an?\s+(?:small\s+|tiny\s+)?(?:agency|studio|startup|consultancy|shop)[,.]\s+)?(?:this\s+is\s+(?:the|a client'?s|the client'?s|my|our|an?(?![^;]*\b(?:never|must|always|don'?t|do not)\b))|these\s+are\s+our)\s+(?!(?:only|wrong|old|same|right|broken|other|first|last|main|great|good|nice|handy|useful|cool|neat|perfect|better|awesome|helpful|fine|bad|terrible)\b)(?:[\w.+#-]+\s+){0,3}(?:service|app|api|backend|frontend|library|sdk|cli|site|website|worker|gateway|server|client|platform|monorepo|monolith|storefront|shop|portal|repo|codebase|project|contracts|services|pipelines?|scripts|playbooks|notebooks|package|game|jobs|crate|gem|plugin|extension|firmware|engine|toolkit|tool|simulator|emulator|bot|dashboard|notebooks|integration|add-on|addon|mod|modpack|harness|module|manager|launcher|installer|editor|viewer|tracker|scraper|converter)\b(?=\s+(?:that|which)\s+(?!(?:is|are|was|were|has|had|does|did|keeps|fails|crashes|breaks|needs)\b)[a-z]+s\b[^,;]{3,80}?(?:,\s*[\w.+#-]+|[.!]*$)|\s+for\s+(?!(?:the\s+|a\s+|my\s+)?(?:demo|test|testing|fun|now|today|tomorrow|this|that|it|me|you|hackathon|interview|homework|class|talk|task|ticket|bug|issue|pr)\b)(?:the\s+|our\s+)?[\w' -]{2,40}?[.!]*$|(?:\s+(?:for|of)\s+(?:the\s+|our\s+)?[\w' -]{2,50}?\s*,\s*|(?<=^(?:[^,;]*?\bthis\s+is\s+(?:the|my)\s+[^,;]*))\s*[,;]\s*|(?:\s+(?:in|written in|built with|built on)\s+[^,;]{2,60}?)?\s*,\s*(?![\w.+#-]+\s+v?\d)|\s+(?:on|for)\s+[^,;]{2,40}?,\s*(?=[\w.+#-]+\s+v?\d+(?:\.\d+)*[.!]*$))(?!(?:can|could|would|please|so|but|and|which|that|i|you|they)\b|it\b(?!\s+(?:adds|handles|tracks|manages|syncs|runs|generates|exports|imports|provides|replaces|extends)\b))(?!we\b(?!'re\s+on\b|\s+support\b|\s+target\b))[\w.+#'-]+(?:\s+[\w.+#-]+|(?<!\b(?:ok|okay|thanks|yes|no|sure|please|right|great|cool))\s*,\s*[\w.+#'-]+)|\s+with\s+(?:a|an|our)\s+\S)/i,
  // "feature flags come from launchdarkly", "all our icons come from lucide": where a kind of thing comes from (not "the error comes from the parser",
  // "the request comes from the browser extension": one of the task's; "the date should come from the server": an order;
  // "the cart comes from the useCart hook": a place in the code, which the code says)
  /^(?:all\s+)?(?:the\s+|our\s+)?(?!(?:this|that|it|these|those)\b)(?!(?:[\w-]+\s+){0,2}(?:request|response|call|value|data|error|warning|bug|crash|ticket|message|event|email|file|number|id|string|payload|exception|issue|problem|change|diff|output|input|text|line|result|traffic)\s+comes?\b)(?:[\w-]+\s+){0,2}(?!(?:should|must|could|would|will|can|might|may|to|does|did)\b)[\w-]+\s+(?:come|comes)\s+(?:only\s+)?from\s+(?!(?:the\s+)?(?:previous|last|other|same|user|form|request|input|above|below|one)\b)(?!(?:the\s+|our\s+|a\s+)?(?:[\w.-]+\s+)?(?:hook|function|component|module|file|store|context|selector|method|class|props?|reducer|helper|util)s?\b)(?:the\s+|our\s+|a\s+)?[\w.-]+/i,
  // "the marketing pages are statically generated at build time": when and where a part is rendered
  /^(?:all\s+)?(?:the|our)\s+(?:[\w-]+\s+){0,2}[\w-]+\s+(?:is|are|get|gets)\s+(?:statically\s+|server[- ]side\s+|client[- ]side\s+)?(?:generated|rendered|prerendered|pre-rendered|built)\s+(?:at build time|at request time|on the (?:server|client|edge)|statically|on every request)\b/i,
  // "dark mode is done with css variables, not with tailwind's dark: variant", "all the features are computed in dbt, not in
  // python": how a kind of thing is done, against the other way
  /^(?:the\s+|our\s+)?(?!(?:this|that|it)\b)(?:[\w-]+\s+){0,2}[\w-]+\s+(?:is|are)\s+(?:done|handled|implemented|styled|managed|built|wired|computed|calculated|generated|stored|kept|defined|validated|processed|transformed|formatted|scheduled|run)\s+(?:with|via|using|through|in|by|on)\s+[^,]{2,60},\s*not\s+(?:with|via|using|through|in|by|on)?\s*\S/i,
  // "the prod database is postgres 14", "the app targets iOS 15 minimum": the version a part of the system is on
  /^(?:the|our)\s+(?:[\w-]+\s+){0,2}(?:db|database|app|backend|frontend|api|server|cluster|cache|broker|site|sdk|client|service|worker|pipeline|os|distro|base image|lambdas|functions|workers|services|containers)\s+(?:still\s+)?(?:is|are(?:\s+all)?|runs?|(?:is|are) on|runs? on|(?:is|are) running|targets?|(?:is|are) pinned to|(?:is|are) stuck on|(?:is|are) still on)\s+(?!(?:version|v|step|page|screen|tab|window|line|item|row|attempt|try|round|day|week|sprint|phase|stage|part|number|ticket|issue|build|commit|pr|port|process|pid|thread|job|task|slot|shard|node|replica|level|test|case|option|question)\b)[a-z][\w.+#-]*\s*v?\d{1,3}(?:\.\d+)*(?:\s+(?:minimum|min|at least|or later|or newer|and up|and above))?(?:\s+on\s+(?:every|all|each|our)\s+[\w-]+)?(?:\s+on\s+(?:arm64|x86(?:_64)?|amd64|graviton\d?|aarch64|arm|(?!(?:version|v|step|page|day|week|line|port|node|level)\b)[a-z][\w.+#-]*\s*v?\d{1,3}(?:\.\d+)*))?(?:[.!]*$|\s+(?:and|so|but|with)\b|,)/i,
  // "all times in the API are UTC ISO 8601 strings", "prices are integers in cents", "all money is int64 cents": the one
  // form a kind of value takes
  // (not of the data at hand: "these timestamps are in UTC")
  /^(?:all\s+)?(?:the\s+|our\s+)?(?!(?:these|those|this|that|my|your|his|her)\b)(?:[\w-]+\s+)?(?:times|timestamps|dates|datetimes|ids|amounts|prices|money|durations|currencies|phone numbers|(?:monetary|money|currency|price|amount)\s+(?:columns|fields|values))(?:\s+(?:in|from|across|of)\s+(?!(?:this|that|these|those|my|your)\b)(?:the\s+|our\s+)?(?:[\w-]+\s+)?[\w-]+)?\s+(?:are|is)\s+(?:always\s+|all\s+)?(?:(?:stored|kept|sent|returned|given|expressed|encoded|serialized|represented)\s+)?(?:(?:in|as)\s+)?(?:(?:int(?:8|16|32|64)|u?int64|bigint|decimal|integer)\s+)?(?:(?:usd|eur|gbp|jpy|cny|rmb|chf|cad|aud|nzd|inr|brl|mxn|sek|nok|dkk|pln|czk|huf|sgd|hkd|krw|zar)\s+(?=cents\b|minor units\b))?(?:utc|iso[- ]?8601|unix|epoch|uuids?|ulids?|uuidv\d|cents|integers?|milliseconds|seconds|e\.?164|rfc ?3339|minor units|(?:africa|america|asia|australia|europe|pacific|atlantic|indian)\/[a-z_]+(?:\s+time)?)\b/i,
  // "the redis cache has a 5 minute TTL on user sessions", "the gateway has a 30s timeout": a limit a part of the system sets
  /^(?:the|our)\s+[\w-]+(?:\s+[\w-]+){0,2}\s+(?:has|have|uses|sets|enforces)\s+an?\s+\d+(?:\.\d+)?(?:\s*|-)(?:ms|s|secs?|seconds?|mins?|minutes?|h|hrs?|hours?|days?|mb|gb|kb|requests?(?:\s+(?:per|a|an)\s+\w+)?|rps)?\s+(?:ttl|timeout|expiry|retention(?:\s+period)?|rate limit|size limit|limit|cap|quota)\b/i,
  // "min supported iOS is 15 and Android minSdk 23", "the minimum supported node version is 18", "our minSdk is 24",
  // "the minimum iOS version is 15", "the minimum deployment target is iOS 16", "minimum Obsidian version we support is 1.4",
  // "MSRV is 1.74" (the oldest compiler a Rust crate builds with):
  // the oldest version supported, said as a number
  /^(?:the\s+|our\s+)?(?:(?:min(?:imum)?|lowest|oldest)\s+supported\s+(?:[\w.-]+\s+){1,2}|(?:min(?:imum)?|lowest|oldest)\s+(?:[\w.-]+\s+){1,2}(?:that\s+)?we\s+support\s+|(?:min(?:imum)?|lowest|oldest)\s+(?:ios|ipados|macos|watchos|tvos|android|windows)\s+(?:version|target|sdk)\s+|min(?:imum)?\s*sdk(?:\s*version)?\s+|(?:android\s+)?minSdk(?:Version)?\s+|(?:min(?:imum)?\s+)?deployment\s+target\s+|(?:[\w-]+\s+)?msrv\s+)(?:is|=)\s+(?:[\w.-]+\s+)?v?\d+(?:\.\d+)*\b/i,
  // "the metric the business cares about is recall at 10% of customers contacted, not AUC": what a model or a change is judged by
  /^(?:the|our)\s+(?:main\s+|key\s+|primary\s+|north[- ]star\s+|success\s+|target\s+|evaluation\s+|eval\s+)?metric\s+(?:(?:that\s+)?(?:really\s+)?matters(?:\s+most)?|(?:that\s+)?(?:the business|product|leadership|we|they|the team|the client)\s+(?:cares?|care)\s+about|(?:that\s+)?(?:we|they|the business)\s+(?:optimi[sz]e|track|judge\s+\w+|report)(?:\s+for|\s+by)?|(?:we|that)\s+use)?\s*is\s+(?!(?:wrong|broken|missing|off|down|up|low|high|bad|weird|confusing|unclear|misleading|noisy|flaky|stale|not|still|now|currently)\b)\S/i,
  // "all quantities in this codebase are in SI units", "angles are in radians everywhere": the one unit a kind of value is kept in
  /^(?:all\s+)?(?:the\s+)?(?:quantities|values|units|distances|lengths|durations|energies|angles|temperatures|masses|weights|coordinates|physical quantities)\s+(?:in\s+(?:this|the|our)\s+(?:codebase|code|repo|project|library|package)\s+)?(?:are|is)\s+(?:always\s+|all\s+)?(?:in\s+|stored in\s+|kept in\s+)?(?:SI|metric|imperial|radians|degrees|seconds|milliseconds|meters|metres|kelvin|atomic units)\b/i,
  // "the big runs happen on the university cluster via slurm": where a kind of run is done
  new RegExp(String.raw`^(?:the\s+|our\s+|all\s+)?${KIND_OF_RUN}\s+${RUN_DONE}\s+on\s+(?:the\s+|our\s+)?(?:[\w-]+\s+){0,2}${RUN_MACHINE}\b`, 'i'),
  // "the results land in /scratch/$USER/runs": where a kind of output ends up, a path
  /^(?:the\s+|all\s+|our\s+)?(?:results|outputs|artifacts|checkpoints|logs|reports|plots|figures|dumps|snapshots)\s+(?:land|go|end up|are written|get written|are saved|get saved)\s+(?:in|to|under)\s+\S*\//i,
  // "our android app supports android 8 and up", "we support Home Assistant 2024.6 and newer": the oldest version supported
  /^we\s+(?:only\s+)?support\s+(?:[\w.-]+\s+){1,3}v?\d+(?:\.\d+)*\s*(?:\+|and\s+(?:up|above|newer|later)\b|or\s+(?:later|newer)\b)(?![^,;]*\bnow\b)/i,
  /^(?:the|our)\s+[\w-]+(?:\s+[\w-]+)?\s+(?:supports?|targets?|runs on)\s+[\w.-]+\s+\d+(?:\.\d+)*\s*(?:\+|and up\b|and above\b|or later\b|or newer\b)/i,
  // "our Python services use Poetry, the data notebooks use plain pip with requirements.txt": which tool each part is on
  // (not the piece at hand, "the test uses jest, the other one uses vitest")
  /^(?:the|our)\s+(?!(?:tests?|functions?|methods?|scripts?|files?|query|loop|component|class|new|first|other|old)\b)(?:[\w-]+\s+){0,2}[\w-]+\s+uses?\s+(?!(?:a|an|the|this|that|it|them)\b)[\w.-]+(?:\s+[\w.-]+){0,3}?\s*[,;]\s*(?:and\s+|but\s+|while\s+)?(?:the|our)\s+(?!(?:tests?|functions?|methods?|scripts?|files?|query|loop|component|class|other|old)\b)(?:[\w-]+\s+){0,2}[\w-]+\s+uses?\s+(?!(?:this|that|it|them|the same)\b)[^,;]{2,50}[.!]*$/i,
  // "the monorepo uses turborepo for caching builds": a tool and what it is for
  /^(?:the|our)\s+[\w-]+(?:\s+[\w-]+)?\s+uses\s+(?!(?:a|an|the|this|that|it)\b)[\w.-]+\s+for\s+(?!(?:this|that|it|now)\b)\w+/i,
  // "every migration gets reviewed by someone from the platform team"
  /^(?:every|each|all|any)\s+[\w-]+(?:\s+[\w-]+)?\s+(?:gets?|is|are)\s+\w+(?:ed|en)\s+by\s+\S/i,
  // "the marketing site is a separate next.js app in apps/www"; "staging data is a nightly copy of prod"
  /^(?:the\s+|our\s+)?(?!(?:it|this|that|he|she|i)\b)[\w-]+(?:\s+[\w-]+)?\s+(?:is|are)\s+an?\s+(?:separate\s+[\w.-]+\s+(?:app|service|package|repo|project)|(?:nightly|daily|weekly|hourly)\s+(?:copy|snapshot|dump|export|backup)\s+of)\b/i,
  // "feature branches get deleted after merge": what happens to a kind of thing, and when
  /^(?:all\s+)?(?!(?:the|this|that|these|those|my|your|it)\b)(?:[\w-]+\s+){0,2}[\w-]+s\s+(?:get|are)\s+(?:automatically\s+)?\w+ed\s+(?:after|on|when|before|every|automatically|at)\b/i,
  // "the brand color is #1E6B52", "our primary font is Inter": what the product's look is made of
  /^(?![^.!?]*\b(?:but|wrong|off|fix|change|should)\b)(?:the|our|their)\s+(?:brand|primary|secondary|accent|main|base|heading|body)\s+(?:colou?r|font|typeface)\s+is\s+(?:#[0-9a-f]{3,8}\b|\p{Lu}[\p{L}-]*(?:\s+\p{Lu}[\p{L}-]*)?(?=[.!,]|$))/iu,
  // "prisma client gets regenerated on postinstall so you dont need to run it manually": what the tooling does by itself,
  // and when (so the agent need not)
  /^(?:the\s+)?(?!(?:it|this|that|they)\b)(?:[\w.@/-]+\s+){0,2}[\w.@/-]+\s+(?:gets?|is|are)\s+(?:automatically\s+|auto-?)?(?:re)?(?:generated|built|compiled|installed|run|formatted|linted|published|deployed|synced|updated|created|applied)\s+(?:automatically\s+)?(?:on|in|by|during|after|before)\s+(?:every\s+|each\s+)?(?:postinstall|preinstall|install|npm install|build|commit|push|merge|deploy|startup|boot|save|the\s+(?:pre-commit|pre-push|post-install|postinstall|build)\s+(?:hook|step|script))\b(?:[,;]?\s+so\s+(?:you\s+)?(?:don'?t|dont|do not|never)\s+(?:need|have)\s+to\s+[^,;]{2,40})?[.!]*$/i,
  // "the env vars are loaded from .env.local by direnv": where the settings come from, and by what
  /^(?:the\s+|our\s+|all\s+)?(?:env vars|environment variables|secrets|settings|config(?:uration)?|credentials)\s+(?:are|get|is|gets)\s+(?:automatically\s+)?(?:loaded|read|injected|pulled|sourced)\s+(?:from|via|by|through|out of)\s+(?!(?:it|this|that)\b)\S/i,
  // "the codebase is ~15 years old, expect weird patterns in the older modules": how old the code is, and what that means
  /^(?:the|our|this)\s+(?:codebase|code ?base|repo|project|app|system|monolith|code)\s+is\s+(?:(?:about|around|over|almost|nearly|roughly)\s+|~)?(?:\d+|ten|fifteen|twenty)\+?\s+years?\s+old\b|^(?:the|our|this)\s+(?:codebase|code ?base|repo|project|app|system|monolith|code)\s+is\s+(?:very\s+|really\s+|pretty\s+)?(?:old|ancient|legacy)\s*[,;]\s+(?:so\s+)?expect\b/i,
  // "half the team is in Manila", "the team is spread across Berlin and Manila": where the team works from
  /^(?:(?:half|most|part|some)\s+(?:of\s+)?(?:the|our)\s+team\s+(?:is|are)\s+(?:in|based in|located in)|(?:the|our)\s+team\s+is\s+(?:spread|distributed|split)\s+(?:across|over|between))\s+\p{Lu}/u,
  // "our contract with Acme requires all data to stay in the EU": what a contract or a policy asks of all the data or code
  /^(?:our|the)\s+(?:[\w-]+\s+){0,2}(?:contract|agreement|sla|dpa|licen[cs]e|policy|compliance team|regulator|auditors?)(?:\s+with\s+\S+(?:\s+\S+)?)?\s+(?:requires|mandates|forbids|prohibits|says)\s+(?:that\s+)?(?:all|every|any|no)\b(?!\s+of\s+(?:us|you|them)\b)(?![^.!?]*\b(?:by|before|until)\s+(?:monday|tuesday|wednesday|thursday|friday|tomorrow|tonight|next\s+\w+)\b)/i,
  // "adding a column with a default locks the table on MySQL 5.7": what a kind of operation does to the system (a gotcha)
  /^(?:adding|dropping|renaming|altering|changing|running|creating|deleting|truncating|reindexing|vacuuming|restarting|deploying)\s+(?:a|an|the|any)?\s*[\w\s-]{2,40}?\s+(?:locks|blocks|rewrites|breaks|takes down|kills|restarts|wipes|invalidates)\s+(?:the\s+(?:whole\s+|entire\s+)?)?(?:table|tables|db|database|replicas?|site|app|cluster|build|cache|sessions)\b(?![^.!?]*\b(?:again|today|yesterday|just now)\b)/i,
  // "the frontend and backend are released independently", "the mobile app is released independently of the API": how
  // the parts go out, together or apart
  /^(?:the\s+|our\s+)?(?!(?:it|this|that|they|these|those|my|your)\b)[\w-]+(?:\s+(?:and|&)\s+(?:the\s+)?[\w-]+|\s+[\w-]+)?(?:\s+apps?|\s+services)?\s+(?:are|is)\s+(?:always\s+)?(?:released|deployed|shipped|versioned|built|published)\s+(?:independently|separately|together|in lockstep|on (?:their|its) own)(?:\s+(?:of|from)\s+(?:the\s+)?[\w-]+)?[.!]*$/i,
  // "feature work branches off develop, hotfixes off main": where each kind of branch starts
  /^(?:all\s+)?(?:feature work|features|feature branches|new work|hotfix(?:es)?|hotfix branches|release branches|bug ?fixes)\s+(?:branch(?:es)?|come|comes|are cut|get cut|is cut|start|starts)\s+(?:off|from)\s+(?:of\s+)?`?[\w./-]+`?(?:\s*,\s*(?:and\s+)?(?:hotfix(?:es)?|features|releases|bug ?fixes|everything else)\s+(?:off|from)\s+`?[\w./-]+`?)?[.!]*$/i,
  // "CI caches node_modules by lockfile hash": what the pipeline caches, and by what
  /^(?:the\s+)?(?:ci|pipeline|build|ci pipeline|github actions|gitlab ci|runners?)\s+(?:caches|cache)\s+[\w./-]+(?:\s+[\w./-]+)?\s+(?:by|per|keyed\s+(?:on|by)|based\s+on|using)\s+(?!(?:it|this|that|mistake|accident|default)\b)\S/i,
  // "the mobile app reads the API base URL from remote config": where a part takes a setting from
  /^(?:the|our)\s+(?:[\w-]+\s+){0,2}(?:app|apps|service|services|client|clients|backend|frontend|server|worker|workers|sdk)\s+(?:reads?|loads?|gets?|fetch(?:es)?|pulls?)\s+(?:the\s+|its\s+|their\s+)?[\w\s./-]{2,40}?\s+from\s+(?:the\s+)?(?:remote config|firebase remote config|env(?:ironment)?(?:\s+variables)?|consul|vault|ssm|parameter store|secrets manager|a config file|config(?:\.\w+)?|launchdarkly|etcd|s3|a feature flag)\b/i,
  // "code review turnaround is 24h": how soon a kind of work is answered
  /^(?:our\s+|the\s+)?(?:code review|review|pr review|support|incident response|on-?call response|triage)\s+(?:turnaround|response time|sla)\s+is\s+(?:about\s+|under\s+|within\s+|at most\s+)?\d+\s*(?:h|hrs?|hours?|days?|minutes?|mins?|business days?)\b/i,
  // "the design system lives in packages/ui": where a part of the code is
  // (not "the file is in src/utils": one file of the task)
  /^(?:the|our)\s+[\w'-]+(?:\s+[\w'-]+){0,2}\s+lives?\s+in\s+[\w.-]+\/[\w./-]*/i,
  // "the config is in config/app.yaml", "all our migrations are under db/migrate": where a kind of the project's files is
  // kept, said with "is" (not "the bug is in src/cart.ts": one thing of the task; nor "all api routes are under /v1": a
  // path of the URL)
  /^(?:the|our|all(?:\s+(?:the|our))?)\s+(?:[\w'-]+\s+){0,2}(?:passes|stages|codecs|parsers|generators|lints|config|configs|configuration|settings|env vars|environment variables|secrets|migrations|routes|schemas?|translations|fixtures|seeds|types|styles|templates|docs|specs|scripts|components|hooks|models|assets|icons|queries|workflows|helpers|utils|constants|feature flags|locales|(?:shared\s+)?library|handlers|controllers|views|pages|stores|reducers|jobs|workers|tests|stories|mocks|protos|plugins|middlewares?|resolvers|serializers|adapters|layouts|widgets|services|benchmarks|examples|notebooks|playbooks|manifests|charts|crates|libs)\s+(?:is|are)\s+(?:all\s+)?(?:kept\s+|stored\s+|defined\s+)?(?:in|under)\s+`?[\w.-]+\/[\w./-]*`?/i,
  // "market data comes in over multicast", "telemetry arrives via MQTT": the way a kind of data reaches the system
  /^(?:the\s+|our\s+|all\s+)?(?:[\w-]+\s+)?(?:data|prices|quotes|ticks|trades|fills|orders|events|messages|telemetry|readings|updates|feeds?)\s+(?:comes?\s+in|arrives?|come)\s+(?:over|via|through|on)\s+(?:multicast|unicast|udp|tcp|websockets?|grpc|kafka|mqtt|amqp|sftp|ftp|sse|fix|serial|can(?:\s+bus)?|modbus|http|webhooks?|\p{Lu}[\w.-]*)\b(?:\s+(?:from|into|to|at)\s+(?!(?:it|this|that)\b)[\w.\/-]+(?:\s+[\w.\/-]+)?)?[.!]*$/iu,
  // "Bun loads .env files by itself", "Vite handles TypeScript out of the box": what a tool of the stack does with no help
  /^(?!(?:it|this|that|he|she|they|i|you|we|who|which|someone|nobody|everything|nothing)\b)[\w.-]+\s+(?:loads|reads|handles|supports|bundles|transpiles|compiles|formats|caches|watches|parses|minifies|injects)\s+(?!(?:it|this|that|them)\b)[^,;]{2,40}?\s+(?:by itself|on its own|natively|out of the box|automatically)[.!]*$/i,
  // "the board is an ATmega328P at 16 MHz, no Arduino core": the chip the firmware runs on, and its clock
  /^(?:the|our)\s+(?:board|mcu|microcontroller|chip|soc|target|cpu|processor)\s+is\s+(?:an?\s+)?(?=[\w-]*\d)(?=[\w-]*[A-Za-z]{2})[\w-]{4,}(?:\s+(?:at|clocked at|running at)\s+\d+(?:\.\d+)?\s*(?:mhz|ghz|khz))?(?:\s*,\s*(?:no|plain|bare|with)\b[^;]{2,60})?[.!]*$/i,
  // "dev shell is `nix develop`, direnv loads it automatically": the command that opens the project's environment
  /^(?:the\s+|our\s+)?(?:dev|development|local)\s+(?:shell|env(?:ironment)?|server|setup)\s+is\s+`[^`]{3,40}`(?:\s*,\s*[\w.-]+\s+(?:loads|starts|activates|enters|opens)\s+it\s+(?:automatically|on cd|by itself))?[.!]*$/i,
  // "cli is cobra + viper, config file is ~/.acme.yaml, …": a part's stack said with "+"
  /^(?:the\s+|our\s+)?(?:cli|app|api|server|backend|frontend|service|tool|bot|site|worker)\s+is\s+(?!(?:it|this|that|down|up|slow|broken)\b)[a-z][\w.-]*(?:\s*\+\s*[a-z][\w.-]*)+\b/i,
  // "web builds go to Firebase Hosting, the native apps ship through Fastlane": where each kind of build goes, by the tool
  /^(?:the\s+|our\s+)?(?:[\w-]+\s+)?(?:builds|releases|artifacts|apps|images|bundles|binaries|packages|docs)\s+(?:go|ship|are shipped|are deployed|get deployed|are published|get published|are uploaded|get uploaded)\s+(?:to|through|via|with|on)\s+\p{Lu}[\w.-]*(?:\s+\p{Lu}[\w.-]*)?(?:\s*,\s*(?:the\s+|our\s+)?(?:[\w-]+\s+)?(?:builds|releases|artifacts|apps|images|bundles|binaries|packages|docs)\s+(?:go|ship|are shipped|are deployed|get deployed|are published|are uploaded)\s+(?:to|through|via|with|on)\s+\p{Lu}[\w.-]*(?:\s+\p{Lu}[\w.-]*)?)?[.!]*$/u,
  // "probe-rs flashes the board, cargo run does it for you": the tool that puts the firmware on the device
  /^(?![^;]*\bbut\b)(?!(?:it|this|that|who|which|someone|he|she|they|i|you|we)\b)[\w.-]+\s+(?:flashes|programs)\s+(?:the|our|every|each|all)\s+(?:[\w-]+\s+)?(?:boards?|devices?|chips?|mcus?|targets?|units?)\b/i,
  // "kaocha runs the tests, `bin/kaocha --focus` for one namespace": the tool that runs a kind of check, and how to run a part
  /^(?!(?:it|this|that|who|which|someone|nobody|he|she|they|i|you|we)\b)[\w.-]+\s+runs\s+(?:the|our|all(?:\s+the)?)\s+(?:[\w-]+\s+)?(?:tests|specs|test suite|suite|checks|lints|benchmarks)\b(?:\s*,\s*`[^`]+`\s+for\s+(?:one|a single|each|a)\s+[\w-]+)?[.!]*$/i,
  // "the ECU code follows MISRA C:2012", "our Python follows PEP 8": the standard the code is written to
  /^(?:the\s+|our\s+|all\s+)?(?:[\w.+#-]+\s+){0,2}(?:code|codebase|firmware|sources?|[Pp]ython|[Cc]\+\+|C|[Jj]ava|[Gg]o|[Rr]ust|SQL|sql|CSS|css|[Jj]ava[Ss]cript|[Tt]ype[Ss]cript)\s+(?:follows?|complies\s+with|adheres\s+to|is\s+written\s+to|conforms\s+to)\s+(?:the\s+)?(?:[A-Z][\w.:+-]*|pep\s*\d+)(?:\s+[A-Z\d][\w.:+-]*)*/,
  // "a mapping change means a new index and an alias swap": what a kind of change always takes
  /^(?:a|any|every)\s+(?:[\w-]+\s+){0,2}(?:change|bump|upgrade|rename|migration|release)\s+means\s+(?:a|an)\s+(?:new|fresh|separate|full)\s+\S/i,
  // "anything that ships goes into the package with tests": where every one of a kind, told by what it does, goes
  /^(?:anything|everything)\s+(?:that|which)\s+(?!(?:i|you|we)\b)[^,;]{2,30}?\s+(?:goes|moves|lives|belongs)\s+(?:into|in|to|under)\s+(?:the\s+|our\s+|a\s+)?(?!(?:it|this|that|trash|bin)\b)\S/i,
  // "unsafe code is confined to src/ffi": the one place a kind of code may be
  /^(?:all\s+)?(?:the\s+|our\s+)?(?:[\w-]+\s+){0,2}[\w-]+\s+(?:is|are|stays?)\s+(?:confined|limited|restricted|isolated)\s+to\s+`?[\w.-]*\/[\w./-]*`?/i,
  // "the mobile apps read feature flags at startup only": when a part of the system picks something up
  /^(?:the|our)\s+[\w-]+(?:\s+[\w-]+){0,2}\s+(?:reads?|loads?|fetch(?:es)?|checks?|refresh(?:es)?)\s+[\w-]+(?:\s+[\w-]+){0,2}\s+(?:only\s+)?(?:at|on)\s+(?:startup|start|boot|launch|deploy)\b/i,
  // "the feature flag service caches flags for 60 seconds": how long a system holds something
  /^(?:the|our)\s+[\w-]+(?:\s+[\w-]+){0,2}\s+(?:caches?|keeps?|retains?|stores?|buffers?|batches?)\s+[^,]{0,30}?\bfor\s+(?:\d+|a few|several)\s+(?:seconds|minutes|hours|days|weeks|ms)\b/i,
  // "logs older than 14 days are deleted automatically", "uploads are purged after 30 days": retention
  // (with its age before the verb, or "automatically" / "after N days" after it)
  /^(?:all\s+)?(?:the\s+|our\s+)?[\w-]+(?:\s+[\w-]+)?\s+(?:older than\s+\d+\s+(?:days|weeks|months|hours)\s+(?:are|get|is)\s+(?:automatically\s+)?(?:deleted|purged|archived|removed|rotated|dropped|expired)\b|(?:are|get|is)\s+(?:automatically\s+)?(?:deleted|purged|archived|removed|rotated|dropped|expired)\b(?:\s+automatically|\s+after\s+\d+\s+(?:days|weeks|months|hours)))/i,
  // "customer-facing error messages go through the i18n table": the way a kind of thing takes
  /^(?:all\s+)?(?!(?:the|this|that|these|those|my|your|it)\b)(?:[\w-]+\s+){0,3}[\w-]+s\s+(?:go|must go|have to go|always go)\s+through\s+(?:the|our|a)\s+\S/i,
  // "the prod cluster is in eu-west-1": the region a part of the system is in
  // ("cloud functions are 2nd gen in europe-west1": a kind said bare, and what it is before where)
  /^(?:(?:the|our)\s+)?[\w-]+(?:\s+[\w-]+)?\s+(?:is|are|runs?|lives?)\s+(?:[\w-]+\s+){0,2}(?:in|on)\s+(?:[a-z]{2}-[a-z]+-\d|(?:us|europe|asia|eu)-[a-z]+\d?)\b/i,
  // "the nightly backup job runs at 3am UTC": when a scheduled job runs
  /^(?:the|our)\s+(?:[\w-]+\s+){0,3}(?:job|cron|backups?|tasks?|sync|export|import|report|build|pipeline)s?(?:\s+that\s+[^,;]{2,40}?)?\s+runs?\s+(?:at\s+\d|every\b|nightly\b|daily\b|hourly\b|weekly\b|on\s+(?:mondays|tuesdays|wednesdays|thursdays|fridays|saturdays|sundays|weekends)\b)/i,
  // "month-end close runs on the first business day at 6am", "invoices go out on the 1st": when a cycle of the books runs
  /^(?:the\s+|our\s+)?(?:[\w-]+\s+){0,2}(?:close|payroll|billing(?:\s+run)?|invoic(?:ing|e run)|invoices|reconciliation|settlements?|payouts?|dunning|statements)\s+(?![^,;]*\b(?:this|next|last)\s+(?:week|month|quarter|year|time)\b)(?:runs?|happens?|goes\s+out|go\s+out|(?:is|are)\s+(?:done|sent|issued|paid|run))\s+(?:at\s+\d|every\b|nightly\b|daily\b|weekly\b|monthly\b|on\s+(?:the\s+)?(?:first|last|\d{1,2}(?:st|nd|rd|th))\b)/i,
  // "Jo signs off on anything on the pricing page": whose yes every change to a part needs, by a person's name
  /^(?:(?:Dr|Prof)\.?\s+)?\p{Lu}[\p{Ll}'-]+(?:\s+\p{Lu}[\p{Ll}'-]+)?\s+(?:signs off on|approves|has to approve|must approve|needs to approve)\s+(?:anything|everything|all changes|every change|any change)\s+(?:on|in|under|to|touching|that touches)\s+(?:the\s+|our\s+)?(?!(?:it|this|that|them)\b)\S/u,
  // "releases are signed with the key on the YubiKey that Tomás keeps": what every release of a kind is signed with
  /^(?:the\s+|our\s+|all\s+)?(?:[\w-]+\s+)?(?:releases?|builds?|binaries|images|commits|tags|artifacts|packages|apks?|ipas?|firmware(?:\s+images)?)\s+(?:are|is|get|gets)\s+(?:always\s+)?signed\s+(?:with|by|using)\s+(?!(?:it|this|that)\b)\S/i,
  // "releases are cut by pushing a vX.Y.Z tag", "deploys are triggered by merging to main", "we release by tagging main":
  // the step that sets a kind of shipping off
  /^(?:the\s+|our\s+|all\s+)?(?:[\w-]+\s+)?(?:releases?|deploy(?:ment)?s?|publishes|rollouts?)\s+(?:are|is|get|gets)\s+(?:cut|made|done|triggered|started|kicked off|created|published|shipped)\s+by\s+(?:pushing|tagging|merging|creating|opening|running|bumping|publishing)\s+\S/i,
  /^we\s+(?:release|deploy|publish|ship)\s+by\s+(?:pushing|tagging|merging|creating|running|bumping|publishing)\s+\S/i,
  // "our docker images are built by github actions": what builds or publishes a kind of artifact
  /^(?:the|our|all)\s+(?:[\w-]+\s+){0,3}(?:images?|containers?|packages?|artifacts?|binaries|releases?|docs|site|builds?)\s+(?:are|is|get|gets)\s+(?:built|published|pushed|deployed|generated|released)\s+(?:by|with|via|on|in)\s+(?:github actions|gitlab(?: ci)?|circleci|jenkins|buildkite|travis|argo(?:cd)?|a (?:github action|ci job|workflow))\b/i,
  // "page size is always capped at 100 in our APIs"
  /^(?:the\s+|our\s+|all\s+)?(?!(?:i|it|this|that|you|we|they)\b)[\w./-]+(?:\s+[\w./-]+){0,2}\s+(?:is|are)\s+(?:always\s+)?(?:capped|limited)\s+(?:at|to)\s+\d/i,
  // "our CI runs on GitHub Actions and takes about 20 minutes", "the e2e tests run in docker", "the export worker runs on the small queue box"
  /^(?:the|our)\s+(?:(?!(?:new|old|other|same|wrong|broken|failing|current|latest|last)\b)[\w-]+\s+)?(?:ci|pipeline|builds?|tests|test suite|e2e(?:\s+tests|\s+suite)?|integration tests|app|backend|frontend|api|services?|workers?|cron(?:\s+jobs?)?|database|db|cluster|site|docs)\s+(?:runs?|is hosted|are hosted|lives?|deploys?)\s+(?:on|in|to)\s+(?!(?:my|your|the wrong|port)\b)\S/i,
  // "design tokens are exported from Figma into packages/tokens by a nightly job"
  /^(?:the\s+|our\s+|all\s+)?(?!(?:i|it|this|that|you|we|they)\b)[\w./-]+(?:\s+[\w./-]+){0,2}\s+(?:is|are|gets?)\s+\w+ed\b[^,;]{0,60}\bby\s+(?:a|an|the|our)\s+(?:nightly|daily|hourly|weekly|scheduled|cron|ci|github|gitlab)\s+(?:job|cron(?:\s+job)?|script|pipeline|workflow|task|action|bot)\b/i,
  // "postgres runs in docker on port 5433 here" (not "kill whatever runs on port 3000")
  /^(?:the\s+|our\s+)?(?!(?:kill|stop|start|restart|check|find|see|tell|what|whatever|which|whichever|something|anything|nothing|it|this|that)\b)[\w.-]+(?:\s+[\w.-]+)?\s+(?:runs?|listens?|is|lives|hits?|talks? to|connects? to|calls?)\s+(?:[\w-]+\s+){0,3}on\s+port\s+\d+/i,
  // "the .env.example file is the source of truth for config keys"; "our source of truth for prices is the pricing table" (a place outside the code is isPointer's)
  SOURCE_OF_TRUTH_FOR,
  // "the snowflake warehouse auto-suspends after 5 minutes": what a system does when left idle, and when
  /^(?:the|our)\s+(?:[\w-]+\s+){0,3}(?:auto-?suspends|suspends|sleeps|goes to sleep|scales (?:down )?to zero|spins down|hibernates|idles out|auto-?stops|(?:is|gets) (?:auto-?)?(?:suspended|paused|stopped|scaled to zero))\s+after\s+(?:\d+|a few|an?|one|two|five|ten|fifteen|thirty)\s*(?:s|secs?|seconds?|mins?|minutes?|h|hrs?|hours?|days?)\b(?![^,;]*\b(?:i|my|can'?t|cannot|won'?t|never)\b)/i,
  // ("the schema file at db/schema.prisma is …", not "this file is …": the file unnamed)
  /^(?=.*\bsource\b)(?:the\s+|our\s+)?(?!(?:this|that|it|these|those|my|your)\b)[\w./-]+(?:\s+[\w./-]+){0,2}(?:\s+(?:at|in|under)\s+[\w.-]*\/[\w./-]*)?\s+(?:is|are)\s+the\s+(?:single\s+|one\s+|only\s+)?source(?:\s+of\s+truth\b|\s+for\s+(?:all|every|each)\b)/i,
  // "the api contract is the openapi file at docs/openapi.yaml, it's the source of truth for the client types"
  /^(?=.*\bsource of truth\b)(?:the\s+|our\s+)?(?!(?:this|that|it|these|those|my|your)\b)[^,;]{3,80}?(?:[\w-]\/[\w.-]|\.(?:ya?ml|json|proto|prisma|sql|graphql|md|toml)\b)[^,;]*,\s+(?:it'?s|which is|that'?s)\s+the\s+(?:single\s+|one\s+|only\s+)?source of truth\b/i,
  // "eval numbers are only comparable on the frozen test split": where a kind of figure holds
  /^(?:the\s+|our\s+)?(?:[\w-]+\s+){0,2}[\w-]+s\s+are\s+only\s+(?:valid|comparable|meaningful|reliable|accurate|correct)\s+(?:on|with|in|for|against)\b/i,
  // "the frontend talks to the backend through the BFF in apps/gateway", "the mobile app shares the schemas with the web app through packages/schemas"
  /^(?:the|our)\s+[\w-]+(?:\s+[\w-]+)?\s+(?:talks?|connects?|calls?|reaches|sends\s+\w+|shares?\s+(?:the\s+|its\s+|our\s+)?[\w-]+(?:\s+[\w-]+)?\s+with)\s+(?:to\s+)?(?:the\s+|our\s+)?[\w-]+(?:\s+[\w-]+)?\s+(?:through|via)\s+\S/i,
  // "the site is for a German audience": whom the product is for, which decides its language, formats and tone
  /^(?:the|our)\s+(?:[\w-]+\s+)?(?:site|website|app|product|game|docs|shop|store|platform|newsletter|blog)\s+is\s+(?:mainly\s+|mostly\s+|only\s+|entirely\s+)?for\s+(?:an?\s+)?(?:[\w-]+\s+){0,2}(?:audience|users|customers|players|readers|market|clients|speakers)[.!]*$/i,
  // "we're building a React Native app for dog walkers, Expo SDK 51, …": what the project is, for whom, then its stack by name
  /^[Ww]e(?:'re| are)\s+building\s+(?:the|our|a|an)\s+(?:[\w-]+\s+){0,3}(?:site|website|app|service|api|backend|frontend|platform|cli|sdk|library|tool|dashboard|game|bot)\s+for\s+(?!(?:the\s+|a\s+)?(?:demo|test|testing|fun|now|today|hackathon|interview|this|that)\b)[\w -]{2,40},\s+\p{Lu}[\w.+#-]*/u,
  // "this is the clickstream pipeline: Kafka into Flink 1.18, sinks to Iceberg tables on S3": the project named, then what
  // flows through it, by name
  /^[Tt]his\s+is\s+(?:the|our)\s+(?:[\w-]+\s+){0,2}(?:pipeline|service|app|api|backend|repo|project|monorepo|platform|worker|gateway|stack)\s*:\s+\p{Lu}[\w.+#-]*(?:\s+v?\d+(?:\.\d+)*)?\s+(?:into|to|on|with|and|\+|->|→|feeding|behind|in front of)\s+\p{Lu}/u,
  // "e2e tests run on Cypress against the dev environment": where a kind of test runs, by the tool's name
  new RegExp(String.raw`^(?:the\s+|our\s+|all\s+)?${KIND_OF_TEST}\s+tests?\s+(?:run|are run|live)\s+(?:on|in|with)\s+(?!(?:the|a|an|my|your|this|that|it|ci|prod|staging|dev)\b)[\w.+#-]+(?:\s+(?:against|on|in)\s+(?:the\s+)?[\w-]+(?:\s+[\w-]+)?)?[.!]*$`, 'i'),
  // "the motor control loop runs at 10 kHz, keep the ISR under 20 microseconds": the rate a part of the firmware runs at
  /^(?:the|our)\s+(?:[\w-]+\s+){0,3}(?:loop|task|thread|timer|isr|interrupt|tick|sampler|sampling|adc|pwm|scheduler)\s+runs\s+at\s+\d+(?:\.\d+)?\s*(?:hz|khz|mhz)\b(?![^,;]*\b(?:now|today)\b)/i,
  // "flashing is done with probe-rs, the config is in Embed.toml": the tool a step of the work is done with
  new RegExp(String.raw`^${STEP_OF_THE_WORK}\s+(?:is|are)\s+(?:done|handled|run)\s+(?:with|via|using|through)\s+(?!(?:this|that|it|hand|the script)\b)[\w.+#/-]+(?![^,;]*\b(?:now|today|for now)\b)`, 'i'),
  // "OTA updates go out through EAS Update on the production channel": how a kind of release reaches users
  /^(?:all\s+)?(?:the\s+|our\s+)?(?:ota|over-the-air|app|mobile|web|desktop|firmware|hot)\s*(?:updates|releases|builds|fixes)\s+(?:go\s+out|ship|are shipped|are pushed|are released)\s+(?:through|via|with|on)\s+(?!(?:this|that|it)\b)\S(?![^,;]*\b(?:now|today|for now)\b)/i,
  // "Django 5 REST API for the district's school-lunch ordering, DRF, Postgres", "Android app for a bike-share, Kotlin, Jetpack
  // Compose, …", "Elixir umbrella app for a ticketing platform, Phoenix 1.7, …": what the project is, named by its platform,
  // language or kind first, for what, then its stack by name (not an order: "Fix the app for the client, …")
  /^(?:(?:[Aa]n?|[Oo]ur|[Tt]he)\s+)?(?!(?:[Pp]lease|[Cc]an|[Cc]ould|[Ff]ix|[Uu]pdate|[Mm]ake|[Aa]dd|[Bb]uild|[Cc]hange|[Mm]ove|[Dd]eploy|[Ss]hip|[Tt]est|[Cc]heck|[Dd]ebug|[Rr]efactor|[Rr]ewrite|[Oo]pen|[Rr]emove|[Dd]elete|[Rr]ename|[Rr]un|[Ss]tart|[Ss]top|[Ll]ook|[Ww]rite|[Cc]reate|[Mm]igrate|[Uu]pgrade|[Bb]ump|[Rr]eview)\b)(?:[\w.+#-]+\s+){1,3}(?:app|api|API|backend|frontend|service|site|website|dashboard|bot|game|plugin|extension|cli|CLI|sdk|SDK|monolith|platform)\s+for\s+(?:an?|our|the)\s+(?!(?:task|ticket|pr|fix|bug|demo|test|experiment)\b)[\w' -]{2,40},\s+\p{Lu}[\w.+#-]*(?:\s+v?\d+(?:\.\d+)*)?(?:\s*,\s*[^,;?]{2,40}){0,5}[.!]*$/u,
  // "this repo is our Ansible for the on-prem fleet, …": the repository named by the tool it holds, and for what
  /^[Tt]his\s+(?:repo|repository|codebase)\s+is\s+(?:our|the)\s+\p{Lu}[\w.+#-]*(?:\s+[\w.+#-]+)?\s+(?:for|of)\s+(?:our|the)\s+(?!(?:task|ticket|pr|fix|bug|demo|test)\b)[\w' -]{2,40}(?:[,;]|[.!]*$)/u,
  // "deploys go to Posit Connect, …": where the work is deployed, a tool named by its capitals (not "deploys go to staging")
  /^(?:[Aa]ll\s+)?(?:[Tt]he\s+|[Oo]ur\s+)?(?:[Dd]eploys|[Dd]eployments|[Rr]eleases|[Bb]uilds|[Aa]rtifacts|[Ii]mages|[Pp]ackages)\s+(?:go|are pushed|are published|get pushed|get published)\s+(?:out\s+)?to\s+\p{Lu}[\w.+#-]*(?![^,;]*\b(?:now|today|for now)\b)/u,
  // "Celery with Redis runs the nightly order export at 2am": the tool that runs a job, and when
  /^\p{Lu}[\w.+#-]*(?:\s+(?:with|on)\s+\p{Lu}[\w.+#-]*)?\s+runs\s+(?:the|our|all)\s+(?:[\w-]+\s+){0,3}(?:export|import|job|sync|backup|report|build|cleanup|digest|email|batch|billing run|invoice run)s?\s+(?:at|every|each|daily|nightly|hourly)\b(?![^,;]*\b(?:now|today|tonight)\b)/u,
  // "tests run in @vscode/test-electron, they need a display so CI uses xvfb": what the tests run in, a tool by its name,
  // and what that asks for (not "tests run with jest", which the code says)
  new RegExp(String.raw`^(?:the\s+|our\s+|all\s+)?(?:${KIND_OF_TEST}\s+)?tests\s+run\s+(?:in|on|with|under)\s+(?!(?:the|a|an|my|your|this|that|it|parallel|sequence|order|isolation|ci|prod|staging|dev|here|there|seconds|minutes)\b)(?:@[\w.+#-]+\/[\w.+#-]+(?:\s*[,;]\s*[^?]{2,80})?|[\w.+#-]+\s*[,;]\s*[^?]{2,80})[.!]*$`, 'i'),
  // "training runs on the university's Hawk cluster through SLURM": the machines a kind of heavy work runs on
  /^(?:(?:the|our|all)\s+)?(?:training|experiments|simulations|batch jobs|gpu jobs|sweeps|model training)(?:\s+runs)?\s+(?:runs?|are run|is run|happens?)\s+on\s+(?:the\s+|our\s+)?(?:[\w'’-]+\s+){0,3}(?:cluster|gpus?|machines?|servers?|nodes?|workstation|hpc|supercomputer)\b/i,
  // "the lab system sends ORU^R01 over MLLP on port 6661": what an outside system sends or takes, and over what
  /^(?:the|our)\s+(?:[\w-]+\s+){0,2}(?:system|service|server|device|feed|partner|vendor|machine|instrument|erp|ehr|lims)\s+(?:sends|pushes|posts|streams|publishes|receives|takes)\s+(?!(?:it|this|that|them|nothing|garbage|duplicates|the wrong)\b)[^,;]{2,40}?\s+(?:over|via)\s+(?!(?:it|this|that)\b)\S+(?:\s+on\s+port\s+\d{2,5})?(?=\s*(?:[,;.!]|$))/i,
  // "we're mapping everything to MITRE ATT&CK v14": the framework every one of a kind is mapped to
  /^we(?:'re|\s+are)?\s+(?:mapping|map)\s+(?:everything|every\s+[\w-]+|each\s+[\w-]+|all\s+(?:our\s+)?[\w-]+)\s+(?:onto|to)\s+(?!(?:it|this|that|the wrong)\b)\p{Lu}/iu,
  // "the search index is rebuilt every hour by a cron job", "scratch space gets wiped every 30 days"
  // ("every wall gets completely reset every five weeks": every one of a kind, how fully, the count in words; "the model is
  // retrained on the first Monday of every month": a day of each month)
  /^(?:the\s+|our\s+|every\s+|each\s+)?(?!(?:it|this|that|these|those|i|you|we|they|he|she|my|your|everything|anything|something|nothing|stuff|all)\b)[\w-]+(?:\s+[\w-]+)?\s+(?:is|are|gets?)\s+(?:(?:completely|fully|always)\s+)?(?:rebuilt|regenerated|refreshed|reset|wiped|backed up|rotated|synced|reindexed|recomputed|purged|cleaned up|restarted|redeployed|replaced|serviced|inspected|repainted|recalibrated|restocked|stripped|retrained|re-trained)\s+(?:on\s+the\s+(?:first|second|third|fourth|last)\s+(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|weekday|working day|business day|day)\s+of\s+(?:every|each|the)\s+(?:month|quarter)|every\s+(?:(?:\d+|two|three|four|five|six|seven|eight|ten|twelve|other)\s+)?(?:hour|day|night|week|month|minute|morning|evening|weekend|monday|tuesday|wednesday|thursday|friday|saturday|sunday)s?|nightly|hourly|daily|weekly|monthly|once a (?:day|week|month)|twice a (?:day|week))\b/i,
  // "bookings send a reminder text through Twilio the day before": the message every one of a kind sends, and the service
  // it goes through
  /^(?:[Tt]he\s+|[Aa]ll\s+|[Oo]ur\s+)?(?!(?:[Tt]hese|[Tt]hose|[Mm]y|[Yy]our|[Ss]ome)\b)(?:[\p{L}-]+\s+)?[\p{L}-]+s\s+(?:send|trigger)\s+(?:a|an)\s+(?:[\p{Ll}-]+\s+)?(?:reminder|confirmation|notification|receipt|alert|text|sms|email|e-mail|message)(?:\s+(?:text|sms|email|e-mail|message))?\s+(?:through|via|by|over)\s+\p{Lu}[\w.-]*/u,
  // "lab results for sugar levels come in as CSV from Enolab": where a kind of record comes from, and as what
  /^(?:[Tt]he\s+|[Oo]ur\s+|[Aa]ll\s+)?(?!(?:[Tt]hese|[Tt]hose|[Mm]y|[Yy]our|[Ss]ome)\b)(?:[\p{L}-]+\s+)?[\p{L}-]+s(?:\s+(?:for|of|on)\s+(?:[\p{L}-]+\s+)?[\p{L}-]+)?\s+(?:come|arrive)\s+(?:in\s+)?(?:as\s+(?:an?\s+)?(?:CSVs?|csvs?|PDFs?|pdfs?|Excel(?:\s+files?)?|spreadsheets?|JSON|XML|emails?|\p{L}+\s+files?)\s+)?from\s+(?:the\s+)?\p{Lu}[\w.-]*/u,
  // "glaze firings are on Thursdays and bisque firings on Mondays": the weekday every one of a kind is held on
  /^(?:the\s+|our\s+)?(?!(?:these|those|my|your|some|his|her|their)\b)(?:[\w-]+\s+)?[\w-]+s\s+are\s+(?:always\s+)?on\s+(?:mondays|tuesdays|wednesdays|thursdays|fridays|saturdays|sundays|weekends)(?:\s+and\s+(?:the\s+)?(?:[\w-]+\s+)?[\w-]+s\s+(?:are\s+)?on\s+(?:mondays|tuesdays|wednesdays|thursdays|fridays|saturdays|sundays|weekends))?[.!]*$/i,
  // "grades use the V scale, not Fontainebleau": the scale or standard every one of a kind is given in, and not the other
  /^(?:the\s+|our\s+|all\s+)?(?!(?:these|those|my|your|some|you|we|they|i)\b)(?:[\w-]+\s+)?[\w-]+s\s+(?:use|follow|are (?:in|given in))\s+(?:the\s+)?[\w.+#-]+(?:\s+[\w.+#-]+){0,2},\s*not\s+(?:the\s+)?[\w.+#-]+(?:\s+[\w.+#-]+){0,2}[.!]*$/i,
  // "members pay £4 per shelf for a firing", "a shelf costs £4": what a kind of customer pays, or one of a kind costs
  /^(?:the\s+|our\s+|all\s+)?(?!(?:these|those|my|your|some|you|we|they|i)\b)(?:[\w-]+\s+)?[\w-]+s\s+pay\s+(?:[£$€¥]\s?\d[\d,.]*|\d[\d,.]*\s*(?:euros?|dollars?|pounds?|eur|usd|gbp|chf))\s+(?:per|a|an|each|for\s+(?:a|an|each))\s+[\w-]+/i,
  /^(?:a|an|one|each|every)\s+(?:[\w-]+\s+)?[\w-]+\s+costs?\s+(?:[£$€¥]\s?\d[\d,.]*|\d[\d,.]*\s*(?:euros?|dollars?|pounds?|eur|usd|gbp|chf))(?:\s+(?:per|a|each)\s+[\w-]+)?[.!]*$/i,
  // "zirconia work is milled in-house, everything else goes out to Keystone": what is made in-house (said alone too), and who
  // makes the rest
  /^(?!(?:this|that|it|the\s+(?:fix|change|bug|ticket|patch))\b)[^,;]{3,40}\s+(?:is|are)\s+(?:done|made|milled|printed|built|cut|handled|fired|baked|roasted|assembled|sewn|bound)\s+in-?house(?:\s*,\s*(?:everything|anything|the rest|all the rest)(?:\s+else)?\s+(?:goes\s+out|is\s+sent(?:\s+out)?|gets\s+sent(?:\s+out)?|is\s+outsourced)\s+to\s+(?:the\s+)?[\w.&-]+|[.!]*$)/i,
  // "the waiting list is ordered by the date people applied": what a list of the work is ordered by
  /^(?:the|our)\s+(?:[\w-]+\s+)?(?:list|queue|waiting list|rota|leaderboard|ranking|standings|results)\s+(?:is|are)\s+(?:always\s+)?(?:ordered|sorted|ranked)\s+by\s+(?!(?:you|me|hand|accident)\b)[^,;]{2,40}[.!]*$/i,
  // "match logs get uploaded to AdvantageScope after every event": where a kind of record goes, by a tool's name, after every one of a kind
  /^(?:[Tt]he\s+|[Oo]ur\s+|[Aa]ll\s+)?(?!(?:[Tt]hese|[Tt]hose|[Mm]y|[Yy]our)\b)(?:[\p{L}-]+\s+)?[\p{L}-]+s\s+(?:get|are)\s+(?:uploaded|synced|pushed|copied|backed up|exported|sent|posted)\s+to\s+(?:the\s+)?\p{Lu}[\w.-]*(?:\s+\p{Lu}[\w.-]*)?\s+(?:after|at the end of|before)\s+(?:every|each)\s+[\p{L}-]+/u,
  // "minimum wholesale order is 5 kg": the least or most of a kind of order or booking
  /^(?:the\s+|our\s+)?(?:minimum|maximum|min|max)\s+(?:[\w-]+\s+)?(?:order|booking|deposit|spend|purchase|quantity|group size|age|stay|party size)\s+is\s+(?:[£$€]\s?\d[\d,.]*|\d[\d,.]*\s*(?:kg|g|lb|lbs|bags?|units?|items?|boxes|cases|people|guests|nights?|years?(?:\s+old)?)?)(?=\s*(?:[,.;!]|$)|\s+(?:a|per|each|for)\b)/i,
  // "deliveries go out with DPD": the courier a kind of parcel goes out with
  /^(?:[Tt]he\s+|[Aa]ll\s+|[Oo]ur\s+)?(?:[\p{L}-]+\s+)?(?:[Dd]eliveries|[Pp]arcels|[Oo]rders|[Ss]hipments|[Pp]ackages|[Bb]oxes)\s+(?:go\s+out|ship|are\s+shipped|are\s+sent|are\s+delivered|get\s+shipped)\s+(?:with|via|through|by)\s+\p{Lu}[\w.-]*/u,
  // "our app is React Native with Expo, iOS and Android, about 50k users": what the product is, and how many use it (which
  // the code does not say)
  /^(?:our|the)\s+(?:[\w-]+\s+)?(?:app|site|website|service|game|product|platform|api|bot|extension|plugin|tool)\s+is\s+[^;]{2,60}?,\s*(?:with\s+)?(?:about|around|over|roughly|some|nearly|almost)?\s*\d[\d,.]*\s*[km]?\s+(?:users|players|customers|subscribers|installs|downloads|visitors|members|daily users|monthly users)\b/i,
  // "releases are cut from the main branch by tagging, GitHub Actions publishes to PyPI": how a release is made
  /^(?:the\s+|our\s+)?releases?\s+(?:are|is|get)\s+(?:cut|made|tagged|created|done)\s+(?:from\s+(?:the\s+)?[\w./-]+(?:\s+branch)?\s+)?(?:by\s+(?:tagging|pushing\s+a\s+tag|a\s+tag|hand)|with\s+[\w.-]+)\b/i,
  // "builds are uploaded to Steam with SteamPipe from CI": where a kind of build goes, and with what
  /^(?:[Tt]he\s+|[Oo]ur\s+|[Aa]ll\s+)?(?:[\p{L}-]+\s+)?(?:[Bb]uilds|[Rr]eleases|[Bb]inaries|[Aa]rtifacts|[Pp]ackages|[Ii]mages)\s+(?:are|get)\s+(?:uploaded|published|pushed|deployed|shipped)\s+to\s+\p{Lu}[\w.-]*\s+(?:with|via|using|through)\s+(?:the\s+)?[\p{L}\d.-]+/u,
  // "we alert on failures in the #data-alerts Slack channel": where the team's alerts go
  /^we\s+(?:alert|notify|post|page)\s+(?:on\s+(?:[\w-]+\s+)?[\w-]+\s+)?(?:in|to|into)\s+(?:the\s+)?#[\w-]+/i,
  // "walks are 45 minutes for small dogs and an hour for big ones": how long each kind of session lasts
  /^(?:the\s+|our\s+|all\s+)?(?:[\w-]+\s+)?(?:walks|lessons|sessions|classes|appointments|visits|tours|rides|treatments|massages|consultations|fittings|shoots)\s+(?:are|last|take)\s+(?:\d+|an?|one|two|half an?)\s*(?:minutes?|mins?|hours?|hrs?)\b/i,
  // "prod db is planetscale btw": the product a part of production runs on, named in lower case from the known ones
  /^(?:the\s+|our\s+)?(?:prod(?:uction)?|staging|main|primary)\s+(?:db|database|postgres|mysql|cache|queue|search)\s+is\s+(?:on\s+|hosted\s+on\s+)?(?:planetscale|neon|supabase|rds|aurora|cloud\s?sql|cockroach(?:db)?|turso|firebase|firestore|mongodb(?:\s+atlas)?|dynamodb|upstash|elasticache|postgres(?:ql)?|mysql|mariadb|timescale(?:db)?|clickhouse|bigquery|snowflake|heroku\s+postgres|redis(?:\s+cloud)?)(?:\s+(?:btw|fyi))?[.!]*$/i,
  // "gluten free stuff is baked on tuesdays only because of cross contamination": the weekday a kind of work is done on
  /^(?:all\s+(?:the\s+)?|our\s+|the\s+)?(?!(?:it|this|that|everything|nothing|something)\b)[\w -]{2,30}?\s+(?:is|are|gets?)\s+(?:baked|made|done|cooked|roasted|brewed|printed|cut|shipped|delivered|processed|collected|picked up|dyed|fired|milled|bottled|packed)\s+(?:only\s+)?on\s+(?:mon|tues|wednes|thurs|fri|satur|sun)days(?:\s+(?:and|&)\s+(?:mon|tues|wednes|thurs|fri|satur|sun)days)?(?:\s+only)?\b/i,
  // "we don't do custom cakes anymore": what the business no longer takes on
  new RegExp(String.raw`^we\s+(?:don'?t|do not)\s+(?:do|make|sell|offer|take|accept|ship|stock|carry|bake|deliver|cater|print)\s+(?!(?:it|this|that|them|those|these)\b)[\w -]{2,30}?\s+any\s?more${WHERE_THEY_GO_INSTEAD}[.!]*$|^we\s+no\s+longer\s+(?:do|make|sell|offer|take|accept|ship|stock|carry|bake|deliver|cater|print)\s+(?!(?:it|this|that|them)\b)[\w -]{2,30}?${WHERE_THEY_GO_INSTEAD}[.!]*$`, 'i'),
  // "the eval runs nightly on the a100 box, results land in wandb": when and where one job of the work runs
  /^(?:the\s+|our\s+)?(?:[\w-]+\s+)?(?:eval|evaluation|benchmark|build|backup|export|import|sync|report|cron|pipeline|test suite|suite|scan|audit|training run|retrain|scrape|crawl|ingest)\s+runs\s+(?:nightly|hourly|daily|weekly|every\s+(?:night|day|morning|hour|week|(?:mon|tues|wednes|thurs|fri|satur|sun)day))\b(?:\s+(?:on|in)\s+(?:the\s+)?[\w.-]+(?:\s+[\w.-]+)?)?(?:\s*,\s*(?:the\s+)?(?:results?|reports?|numbers|metrics|scores|logs)\s+(?:land|go|get posted|are posted|are logged)\s+(?:in|to|on)\s+[\w.#-]+)?[.!]*$/i,
  // "our clusters run eks 1.29 in us-east-1": what the machines run, by its version, and where (or without the version,
  // in a region: what stays of it once the version moved)
  /^(?:our|the|all\s+(?:our|the))\s+(?:[\w-]+\s+)?(?:clusters?|servers?|nodes|hosts|machines|fleet|boxes|vms)\s+(?:run|are on|are running|use)\s+[\w.+-]+(?:\s+v?\d+(?:\.\d+)+(?:\s+(?:in|on)\s+(?:the\s+)?[\w.-]+)?|\s+(?:in|on)\s+(?:the\s+)?[a-z]{2}-[a-z]+-\d)[.!]*$/i,
  // "all ingress goes through the nginx controller, not the aws lb controller": the way a kind of traffic goes (and not)
  /^(?:all\s+)?(?:the\s+|our\s+)?(?:ingress|egress|traffic|outbound traffic|inbound traffic|api calls|outgoing email|email|mail|payments|webhooks|dns)\s+(?:goes|go|is routed|are routed|runs|run)\s+(?:through|via)\s+(?:the\s+|our\s+)?[\w.-]+(?:\s+[\w.-]+){0,2}(?:\s*,\s*not\s+(?:through\s+|via\s+)?(?:the\s+)?[\w.-]+(?:\s+[\w.-]+){0,3})?[.!]*$/i,
  // "Python 3.11 and scikit-learn": a runtime by its version and the one library named beside it, said alone
  new RegExp(String.raw`^(?:${RUNTIMES})\s*v?\d+(?:\.\d+)*\s+(?:and|with|\+|plus)\s+(?!(?:what|which|why|how|else|so|that|this|it)\b)[\w.+#-]+(?:\s+\d+(?:\.\d+)*)?[.!]*$`, 'i'),
  // "I design the firmware for a smart thermostat, it's Zephyr on an nRF52840", "I'm building a Flutter app for a gym chain":
  // what the user makes and for whom (not for a demo, a class or the day)
  /^i(?:'m| am)?\s+(?:building|developing|designing|writing|maintaining|build|develop|design|write|maintain)\s+(?:the|a|an|our)\s+(?:[\w.+#-]+\s+){0,2}(?:app|apps|site|website|firmware|backend|api|service|game|bot|dashboard|tool|plugin|extension|platform|software|sdk|library|cli|system|integration)\s+for\s+(?:a|an|our|the|my)\s+(?![^,;]*\b(?:demo|fun|test|practice|hackathon|interview|meeting|today|tomorrow|tonight|weekend|presentation)\b)[\w' -]{2,40}(?=\s*[,;]|[.!]*$)/i,
  // "Data comes from the Snowflake table ANALYTICS.CHURN_FEATURES": where the data is read from, a named table or export
  /^(?:the\s+|our\s+|all\s+(?:the\s+)?)?(?:[\w-]+\s+)?(?:data|inputs?|records|events|features|rows|readings|figures)\s+(?:comes?|is pulled|are pulled|is loaded|are loaded|is read|are read)\s+from\s+(?:the\s+|our\s+|a\s+)?\p{Lu}[\w.'-]*(?:\s+\p{Lu}[\w.'-]*)?\s+(?:table|view|bucket|database|warehouse|API|api|export|sheet|spreadsheet|feed|schema|dataset)(?:\s+[\w.$-]+)?[.!]*$/u,
  // "The API is a Laravel backend that another agency maintains, we can't change it": a part of the system others own
  /^(?:the|our)\s+(?:[\w-]+\s+)?(?:api|API|backend|server|database|cms|CMS|erp|ERP|crm|CRM|frontend|app|site|website|service)\s+is\s+(?:a|an)\s+\p{Lu}[\w.+#-]*(?:\s+\d[\w.]*)?\s+(?:backend|app|service|api|API|site|monolith|server|system|instance|install)\s+(?:that|which)\s+(?:another|an external|an outside|a third-party|a different|the client's|a partner|their)\s+(?:[\w-]+\s+)?(?:agency|team|company|vendor|contractor|firm|partner|supplier)\s+(?:maintains|owns|runs|built|hosts|manages)\b/u,
  // "the battery has to last at least 12 months on two AA cells": how long a device must run on its own
  /^(?:the\s+)?(?:[\w-]+\s+)?(?:battery|batteries|device|devices|sensor|sensors|tag|tags|tracker|unit|units|charge)\s+(?:has to|have to|must|needs? to|should)\s+(?:last|run|hold|survive)\s+(?:for\s+)?(?:at least|a minimum of|more than|over)\s+(?:\d+|a|one|two|three|six|twelve)\s+(?:hours?|days?|weeks?|months?|years?)\b/i,
  // "tickets are £12, concessions £8": what a ticket or a session costs (and the cheaper kind beside it)
  /^(?:the\s+)?(?:tickets|entry|admission|adult tickets|lessons|classes|sessions|walks|seats|rooms|nights)\s+(?:are|is|cost)\s+[$£€]\d+(?:\.\d\d)?(?:\s*[,;]\s*(?:[\w-]+\s+)?[\w-]+\s+[$£€]\d+(?:\.\d\d)?)?[.!]*$/i,
  // "all RTL is SystemVerilog", "the backend is Go", "testbenches are cocotb in Python": the language a part of the code is in
  new RegExp(String.raw`^(?:all\s+(?:(?:the|our)\s+)?|the\s+|our\s+)?(?:new\s+)?(?:[\w-]+\s+)?${CODE_PARTS}\s+(?:is|are)\s+(?:all\s+|mostly\s+)?(?:written\s+in\s+)?(?:[\w.-]+\s+in\s+)?(?:${CODE_LANGUAGES})(?![\w+#-])(?!\s+(?:for|now)\b)`, 'i'),
  // "the reference genome is GRCh38 everywhere", "the timezone is UTC everywhere": the one value a setting takes across the project
  /^(?:[Tt]he\s+|[Oo]ur\s+)?(?![Ii]t\b|[Tt]his\b|[Tt]hat\b|[Tt]here\b)(?![\w-]+\s+(?:[\w-]+\s+)?(?:errors?|bugs?|problems?|issues?|failures?|results?|outputs?|status|warnings?|exit code)\s)[a-z][\w-]*(?:\s+[a-z][\w-]*){0,2}\s+is\s+(?:an?\s+)?(?=[\w.+#-]*[A-Z\d])[\w.+#-]{2,}(?:\s+[\w.+#-]+)?\s+everywhere\b/,
  // "simulations take a seed argument and log it": what every run of a kind is given, by its argument
  /^(?:all\s+|the\s+|our\s+)?(?:[\w-]+\s+)?[\w-]+s\s+(?:take|accept|require|get)\s+an?\s+(?:--?[\w-]+|[\w-]+)\s+(?:argument|flag|parameter|option)\b/i,
  // "mods are loaded in alphabetical order by folder name": the order the system takes a kind of thing in
  /^(?:all\s+|the\s+|our\s+)?(?:[\w-]+\s+)?[\w-]+s\s+(?:are|get)\s+(?:loaded|run|applied|executed|processed|sorted|read|imported)\s+in\s+(?:alphabetical|lexical|lexicographic|numeric|name|file ?name|dependency|topological|insertion|reverse)\s+order\b/i,
  // "complications refresh at most every 15 minutes": how often a kind of thing may run, by the system's budget
  /^(?:the\s+|our\s+|all\s+)?(?:[\w-]+\s+)?[\w-]+s\s+(?:refresh|update|sync|poll|run|fire|retry|reload)\s+(?:at most|no more than|at least|once)\s+(?:every|per|a|an)\s+(?:\d+\s+)?(?:seconds?|minutes?|hours?|days?|s|ms|min)\b/i,
  // "contracts are immutable once deployed": what a kind of thing can never be changed in once it is out
  /^(?:all\s+|the\s+|our\s+)?(?:[\w-]+\s+)?[\w-]+s\s+(?:are|is)\s+(?:immutable|append-only|write-once|frozen|read-only)\s+once\s+(?:deployed|released|published|merged|shipped|created|written|signed|submitted)\b/i,
  // "services talk over NATS, request-reply for queries …": what the parts of the system talk to each other over
  /^(?:all\s+|the\s+|our\s+)?(?:[\w-]+\s+)?(?:services|microservices|workers|apps|components|nodes|devices|modules|agents)\s+(?:talk|communicate|speak)\s+(?:to each other\s+|with each other\s+)?(?:over|via|through|using)\s+(?!(?:it|this|that|slack|email)\b)\S/i,
  // "replica lag alerts at 30 seconds", "we alert on replica lag over 30 seconds": the threshold an alert is set at
  /^(?:(?:the\s+|our\s+)?(?:[\w-]+\s+){1,3}(?:alerts?|pages?|alarms?)\s+(?:fires?\s+|triggers?\s+|goes\s+off\s+)?|we\s+(?:alert|page)\s+(?:on|when)\s+(?:[\w-]+\s+){1,3})(?:at|above|over|past|beyond)\s+\d+(?:\.\d+)?\s*(?:s|secs?|seconds?|ms|milliseconds|minutes?|mins?|%|percent|gb|mb|k)\b(?![^,;]*\b(?:today|yesterday|again|now|last)\b)/i,
  // "we track Zig master, not the last release": the moving edge of a tool the project builds against
  /^we\s+(?:track|follow|build against|stay on|run on)\s+(?:[\w.+#-]+\s+){0,2}(?:master|main|nightly|nightlies|head|trunk|tip|edge|canary|(?:the\s+)?dev(?:elopment)?\s+branch)\b(?:\s*,\s*not\s+(?:the\s+)?[^,;]{2,30})?/i,
  // "conda envs are pinned per rule in envs/": how a kind of dependency is held fixed
  /^(?:all\s+|the\s+|our\s+)?(?:[\w.-]+\s+){0,2}[\w-]+s\s+(?:are|get)\s+(?:always\s+)?(?:pinned|locked|vendored|frozen)\s+(?:per\s+[\w-]+|to\s+(?:an?\s+)?(?:exact|specific|known)\b|by\s+(?:hash|digest|sha|commit)\b|in\s+`?[\w.-]*\/)/i,
];
/**
 * "releases every two weeks", "deploys every friday", "daily standup at 10am": when a step of the team's work recurs,
 * said tersely (a time alone only for a daily or weekly one: "standup at 10am" may be today's).
 */
const TEAM_RHYTHM = new RegExp(
  String.raw`^(?:the\s+|our\s+)?(?:sprints\s+(?:are|last)\s+(?:one|two|three|four|[1-4])\s+weeks?(?:\s*,\s*[^;]{3,80}?)?|(?:releases|deploys|deployments|prod deploys|standups|stand-ups|retros|retrospectives|demos|release trains?|code freezes|syncs|1:1s|one-on-ones|sprint planning|security reviews|audits|pentests|pen tests|dependency updates|restore drills|dr drills|game days|planning|on-?call(?:\s+(?:rotation|shifts?))?|(?:the\s+)?rotation)\s+(?:are\s+|is\s+|happen\s+|go\s+out\s+|rotates\s+|changes\s+|switches\s+)?(?:${FREQUENCY}|every\s+(?:other\s+)?${WEEKDAY}|on\s+${WEEKDAY})(?:\s+at\s+(?:${CLOCK_TIME})(?:\s+[a-z]{2,4})?)?|(?:daily|weekly)\s+(?:standup|stand-up|sync|retro|planning|demo)\s+(?:is\s+)?(?:at\s+(?:${CLOCK_TIME})(?:\s+[a-z]{2,4})?|on\s+${WEEKDAY}))(?:\s*,?\s+and\s+(?:block|gate|stop|include|cover|need|require|take|last|fail)s?\b[^;]{3,80}?)?[.!]*$`,
  'i',
);

/** "our GPU quota is 8 A100s per user", "our monthly food budget is 600 euros", "the API limit is 100 requests per minute per key", "our bundle budget is 200kb gzipped": a quota or budget a part of the system sets. */
const QUOTA =
  /^(?:the|our|my)\s+(?:monthly|weekly|yearly|annual|quarterly)\s+(?:[\w-]+\s+)?(?:budget|allowance|spending limit|limit|cap)\s+(?:is|are)\s+(?:about\s+|around\s+|up to\s+)?[$€£¥]?\d[\d,.]*\s*(?:k\b|euros?|dollars?|pounds?|usd|eur|gbp|yuan|rmb)?|^(?:(?:the|our)\s+(?:[\w-]+\s+){0,2})?(?:quota|limit|cap|allowance|budget)\s+(?:is|are)\s+(?:about\s+|around\s+|up to\s+)?[$€£¥]?\d[\d,.]*\s*[\w-]*(?:\s+[\w-]+)?\s+(?:per|a|an|each)\s+(?:user|team|project|account|key|day|hour|minute|month|week|request|job|node|gpu|run|night|person|head|guest|room|trip|seat)\b|^(?:the|our)\s+(?:[\w-]+\s+)?(?:bundle|latency|memory|error|size|perf\w*|request|rate|token|api|storage|disk|build|ci|cpu|gpu|page|payload|upload|file)\s+(?:budget|limit|cap|quota)\s+(?:is|are)\s+(?:about\s+|around\s+|up to\s+)?\d[\d,.]*\s*(?:kb|mb|gb|ms|s|%|k|rps|req\/s|minutes|seconds|requests|rows|lines)\b/i;
const FAILING = new RegExp(String.raw`\b(?:fails?|failing|failed|errors?(?!\s+(?:messages?|codes?|handling|pages?|budgets?))|broken|breaks|gets? an?(?!\s+(?:[\w-]+\s+)?(?:number|id|code|tag|reference|ref|label)\b)|returns? an?|${STATUS_CODE}|times? out(?!\s+(?:at|after)\s+\d)|timeouts?|crash\w*|slow|wrong|bug)\b`, 'i');

/** "the minimum touch target is 44 by 44 points, the iOS review flagged smaller ones": a floor or a ceiling a kind of thing keeps, in numbers (why may follow). */
const A_FLOOR_IN_NUMBERS =
  /^(?:the|our)\s+(?:minimum|maximum|min|max|smallest|largest)\s+(?:[\w-]+\s+){0,2}[\w-]+\s+(?:is|are)\s+\d[\d.,]*\s*(?:(?:by|x|×)\s*\d[\d.,]*\s*)?(?:[a-z%]+)?(?:\s+(?:points|pixels|px|pt|dp|characters|chars|items|rows|seconds|minutes|days))?(?:\s+(?:wide|tall|long|high))?\s*(?:[,;—–]\s*(?!(?:but|so|please|i|you)\b)\S.*)?$/i;

/** "docker compose starts a real Postgres": what brings up the real service the tests or the app run against. */
const STARTS_A_REAL_SERVICE =
  /^(?:the\s+)?(?!(?:it|this|that|i|you|he|she|they)\b)[\w.-]+(?:\s+[\w.-]+)?\s+(?:starts|spins up|brings up|runs)\s+(?:a\s+|the\s+)?(?:real|local|throwaway|fresh|disposable)\s+(?:[\w-]+\s+)?(?:postgres(?:ql)?|mysql|mariadb|redis|kafka|rabbitmq|mongo(?:db)?|elasticsearch|database|db|broker|cluster|instance|container|server|backend|api|stack|services?)\b/i;

/** Access an environment keeps shut, by design: "SSH into prod boxes is disabled", "direct internet access is blocked from the VPC". */
const ACCESS_SHUT =
  /^(?:the\s+)?(?:(?:direct|outbound|inbound|public|root|internet|network|console|admin|shell|remote)\s+)*(?:internet access|access(?:\s+to\s+[\w\s-]{2,30}?)?|ssh(?:\s+access)?(?:\s+(?:into|to)\s+[\w\s-]{2,30}?)?|egress|ingress|root login|password (?:login|auth)|port\s+\d+|outbound traffic|inbound traffic)\s+(?:is|are)\s+(?:blocked|disabled|disallowed|not allowed|turned off|locked down|firewalled|denied)\b(?:\s+(?:from|in|on|for|at|to)\s+(?!(?:me|you|now)\b)[^,;]{2,30})?\s*(?:[,;—–]\s*\S.*)?$/i;

/** "Storybook is where new components start": the tool or place every new one of a kind begins in. */
const WHERE_A_KIND_STARTS =
  /^(?:the\s+)?(?!(?:this|that|it|there|here|which|what|who)\b)[\w.-]+(?:\s+[\w.-]+)?\s+is\s+where\s+(?:(?:all|new|every|our)\s+)+[\w-]+\s+(?:start|starts|begin|begins|live|lives|get built|are built|get designed|are designed|are drafted|get drafted)\b(?!\s+(?:today|now|this)\b)/i;

/** "the payments provider sandbox is flaky on weekends": when a system is known to misbehave (not "the sandbox is down again"). */
const KNOWN_WHEN =
  /^(?:the|our)\s+[\w-]+(?:\s+[\w-]+){0,3}\s+(?:is|are|goes|go|gets|get)\s+(?:often\s+|usually\s+|always\s+)?(?:flaky|unreliable|down|slow|unavailable|rate[- ]limited|read-only|offline)\s+(?:on (?:weekends|mondays|tuesdays|wednesdays|thursdays|fridays|saturdays|sundays)|at night|overnight|every \w+|during (?:the )?\w+|between \d)/i;

/** The parts of a system a named tool fills: those a change names (PARTS_ON_A_TOOL), and more. */
const ROLES = String.raw`${PARTS_ON_A_TOOL}|(?:[\w-]+\s+)?dashboard|admin (?:panel|ui)|status page|(?:[\w-]+\s+)?registry|(?:message\s+)?broker|(?:message|event)\s+bus|(?:job|task)\s+queue|orchestrator|scheduler|(?:hpc\s+|compute\s+|gpu\s+|training\s+)?cluster|workflow engine|build (?:system|tool|server|farm)|ci server|cd|ci\/cd|load balancer|reverse proxy|secrets?\s+(?:manager|store)|identity provider|idp|sso|auth provider|payment (?:processor|provider)|(?:email|sms) provider|search engine|feature store|vector (?:db|store|database)|object (?:store|storage)|data catalog|cms|crm|git host|cloud(?: provider)?`;
/** "the model registry is MLflow", "our message broker is RabbitMQ", "the design system lives in Storybook", "state management is Riverpod": the part (from ROLES, not "the problem is Redis"), then the tool (and where it is: "the queue dashboard is Bull Board at /admin/queues"). */
const ROLE_FILLED = new RegExp(String.raw`^(?:(?:the|our)\s+)?(?:${ROLES})\s+(?:is|uses|lives (?:in|on)|runs on|is hosted (?:in|on))\s+(.+?)(?:\s+(?:at|on|under)\s+\S*[/.]\S*)?[.!]*$`, 'i');
/** A tool, named by its capitals ("MLflow", "GitHub Actions", "Weights & Biases") or as people write a few of them in lowercase. */
const TOOL_NAMED =
  /^(?:\p{Lu}[\p{L}\d.+-]*|[a-z][\w.-]*\p{Lu}[\p{L}\d.+-]*)(?:\s+(?:&\s+)?\p{Lu}[\p{L}\d.+-]*){0,2}$|^(?:github actions|gitlab(?: ci)?|circleci|jenkins|buildkite|argo(?:cd)?|kafka|rabbitmq|nats|redis|postgres(?:ql)?|mysql|mongodb|sqs|storybook|figma|mlflow|airflow|dagster|temporal|celery|sidekiq|vite|webpack|esbuild|pnpm|yarn|npm|poetry|uv|jest|vitest|pytest|prisma|drizzle|sqlalchemy|cloudflare|fastly|vault|okta|auth0|keycloak|stripe|adyen|sendgrid|postmark|twilio|elasticsearch|opensearch|algolia|meilisearch|s3|gcs|minio|terraform|pulumi|nx|turborepo|bazel|ecr|gcr|ghcr|harbor|artifactory|pinecone|qdrant|pgvector|sentry|datadog|grafana|linear|jira|notion|confluence|aws|gcp|azure|vercel|netlify|heroku|fly\.io)$/u;

/** The tool a part of the system is, said first: "the model registry is MLflow, prod models are tagged champion". */
function roleFilled(t: string): boolean {
  const first = t.split(/,\s+/)[0]!;
  const tool = ROLE_FILLED.exec(first)?.[1];
  // (said bare, "state management is Riverpod", only alone: with an order after it the order is what is kept)
  if (!/^(?:the|our)\s/i.test(first) && first !== t) return false;
  // ("GitHub Actions with self-hosted runners on Hetzner": the tool, then how it is set up)
  return tool !== undefined && TOOL_NAMED.test(tool.replace(/\s+(?:with|on|in|behind|via)\s+.*$/i, '')) && !STATE_NOW.test(t) && !THEN_AN_ORDER.test(t) && !/\b(?:now|anymore|any more|yet)\b/i.test(t);
}

/**
 * A standing fact about how the system is put together or delivered, a known issue, or when it is
 * known to misbehave. The caller rules out the words of the moment it knows (MOMENT); "now" rules
 * out delivery and known issues here ("we deploy to staging with the script now": this time).
 */
/**
 * What a policy of the project asks for: "the tagging policy also needs a `data-class` tag now", "our
 * branch policy requires two approvals" — a standing rule, or a change of it ("now"), either way lasting;
 * and a field every one of a kind must have: "sample sheets also need a `sex` column now".
 */
const POLICY_ASKS =
  /^(?:(?:the|our|all)\s+)?(?!(?:these|those|this|that|my|your)\b)(?:[\w-]+\s+){0,2}[\w-]+s\s+(?:also\s+)?(?:need|require|must have)\s+(?:an?\s+)?`[^`]{1,40}`\s+(?:column|field|key|header|tag|label|attribute|property)(?:\s+(?:too|as well))?(?:\s+now)?[.!]*$|^(?:the|our)\s+(?:[\w-]+\s+){0,2}polic(?:y|ies)\s+(?:also\s+|now\s+)?(?:needs|requires|rejects|blocks|enforces|forbids|demands)\s+(?!(?:a\s+)?(?:fix|rerun|re-run|restart|look|review of (?:this|that|my|your))\b)(?![^,;]*\b(?:you|your|my|me|this|that|today|yet)\b)[^,;]{2,60}?(?:\s+(?:too|as well))?(?:\s+now)?[.!]*$/i;

/**
 * "Horizon runs the queues in prod; locally just use `php artisan queue:work`": the tool that runs a part of the system in
 * an environment, named by its capital, and what to use on the user's machine after it (its "just" is no moment).
 */
const RUNS_IN_AN_ENVIRONMENT =
  /^(?:[Ww]e\s+use\s+)?\p{Lu}[\w.-]*\s+(?:runs|handles|manages|processes|serves|supervises)\s+(?:the|our|all)\s+(?:[\w-]+\s+)?[\w-]+s\s+(?:in|on)\s+(?:prod|production|staging|ci|k8s|kubernetes)\b(?:\s*[;,]\s*(?:and\s+)?(?:locally|in dev|on your machine)\s*,?\s+(?:just\s+)?(?:use|run)\s+`[^`]+`)?[.!]*$/u;

/** "the API returns errors as RFC 7807 problem details": the one shape every error of a part takes (its "errors" no failure). */
const ERRORS_TAKE_A_SHAPE = /^(?:the|our|all)\s+(?:[\w-]+\s+)?(?:api|apis|endpoints?|services?|server|backend|handlers?)\s+(?:always\s+)?(?:returns?|sends?|responds?\s+with|reports?)\s+(?:all\s+)?errors\s+(?:as|in|with)\s+(?!(?:html|text|a\s+500|500s?|nothing|garbage)\b)\S/i;

/** "Horizon runs locally too now, use `php artisan horizon` instead of queue:work": a tool that runs on the user's machine since, and the command for it. */
/** "errors go through anyhow in main and thiserror in the library crates": the tool every error of a part is carried by (its "errors" no failure). */
const ERRORS_GO_THROUGH = /^(?:all\s+|our\s+)?(?:[\w-]+\s+)?errors\s+(?:go|are\s+(?:handled|wrapped|reported|propagated))\s+(?:through|with|via|using)\s+(?!(?:it|this|that|them|the\s+roof)\b)[\w.:-]+(?:\s+(?:in|for)\s+[^,;]{2,40}?)?(?:\s+and\s+[\w.:-]+\s+(?:in|for)\s+[^,;]{2,40}?)?[.!]*$/i;
const RUNS_LOCALLY_TOO_NOW = /^\p{Lu}[\w.-]*\s+(?:runs|works)\s+locally\s+(?:too|as well)\s+now\b(?:\s*[,;]\s*(?:so\s+)?(?:just\s+)?(?:use|run)\s+`[^`]+`(?:\s+instead\s+of\s+`?[\w.:-]+`?)?)?[.!]*$/u;

/**
 * "audits are done by Trail of Bits, their reports are in audits/", "translations are handled by the Lisbon team": the
 * firm or team a step of the work goes to (named by its capital or as a team), and where what it hands back is kept.
 */
const DONE_BY_A_FIRM =
  /^(?:all\s+|our\s+|the\s+)?(?:(?:security|external|code|contract|smart contract|design|legal)\s+)?(?:audits?|pentests?|pen tests?|penetration tests?|security reviews?|translations?|localization|code reviews?|design reviews?|legal reviews?)\s+(?:are|is|get)\s+(?:always\s+)?(?:done|handled|run|performed|carried out)\s+by\s+(?:the\s+|our\s+)?((?:[\w&'-]+\s+){0,2}[\w&'-]+)(?:\s*[,;]\s*(?:their|the|its|all)\s+(?:[\w-]+\s+)?(?:reports?|results?|findings|files)\s+(?:are|is|go|live)\s+(?:in|on|under)\s+\S+)?[.!]*$/i;
const doneByAFirm = (t: string): boolean => {
  const by = DONE_BY_A_FIRM.exec(t)?.[1];
  return by !== undefined && (/^\p{Lu}/u.test(by) || /\bteam$/i.test(by)) && !/\bnow\b/i.test(t);
};

/**
 * Which stream each kind of output goes to: "the rust cli prints machine output to stdout and everything human to stderr",
 * "progress goes to stderr" (not "the cli prints the error to stdout", a fault of the moment, nor a question).
 */
const OUTPUT_STREAMS =
  /^(?:(?:the|our)\s+(?:[\w-]+\s+){0,2}(?:cli|tool|script|binary|server|service|app|daemon|worker|api)\s+(?:always\s+)?(?:prints?|writes?|logs?|sends?|emits?|outputs?)\s+(?!(?:it|its|this|that|them|the|an?|these|those)\b)[^,;]{2,40}?|(?!(?:the|this|that|these|those|my|your|it)\b)(?:[\w-]+\s+){0,2}(?:logs?|output|progress(?:\s+bars?)?|errors|warnings|diagnostics|messages)\s+(?:always\s+)?(?:goes|go|are\s+written|is\s+written|is\s+printed|are\s+printed))\s+to\s+(?:stdout|stderr|standard\s+(?:out|output|error))\b/i;

export function systemFact(t: string): boolean {
  if (doneByAFirm(t) || READ_IN_LANGUAGES.test(t)) return true;
  const firstClause = t.split(/[,;—–]/)[0]!;
  // ("…, keep it that way when you add the progress bar": an order after, holding the way)
  if (OUTPUT_STREAMS.test(t) && !STATE_NOW.test(firstClause) && !FAILING.test(t.replace(/^errors\b/i, '')) && !/\?|\b(?:can|could) you\b|\binstead of\b|\bbroke\b/i.test(t)) return true;
  // (where new work starts, what brings up the real service, access kept shut, a floor in numbers: the first clause says
  // how it stands for good — no state of now, nor, but for where work starts, a failure; why may follow)
  if (!STATE_NOW.test(firstClause) && (WHERE_A_KIND_STARTS.test(t) || ((STARTS_A_REAL_SERVICE.test(t) || ACCESS_SHUT.test(t) || A_FLOOR_IN_NUMBERS.test(t)) && !FAILING.test(firstClause)))) return true;
  if (POLICY_ASKS.test(t) || RUNS_LOCALLY_TOO_NOW.test(t) || ((ERRORS_TAKE_A_SHAPE.test(t) || ERRORS_GO_THROUGH.test(t)) && !STATE_NOW.test(t)) || (RUNS_IN_AN_ENVIRONMENT.test(t) && !FAILING.test(t))) return true;
  // (what follows a quota is what happens past it: "…, jobs asking for more just sit in the queue")
  const first = t.split(/,\s+/)[0]!;
  if (QUOTA.test(first) && !STATE_NOW.test(first) && !THEN_AN_ORDER.test(t)) return true;
  if (roleFilled(t) || TEAM_RHYTHM.test(t.trim())) return true;
  // (in a later clause too, after "and": "we train with lightgbm, and all the features are computed in dbt, not in python")
  if (isSystemShape(t) || (/,\s+and\s+/.test(t) && !FAILING.test(t) && t.split(/,\s+and\s+/).slice(1).some((clause) => isSystemShape(clause) || roleFilled(clause)))) return true;
  return !/\bnow\b/i.test(t) && (KNOWN_ISSUE.test(t) || t.split(/,\s*/).some((clause) => DELIVERY.test(clause)));
}

function isSystemShape(s: string): boolean {
  // (not on the user's own machine, nor with an order about it after: "…, turn it off")
  if (KNOWN_WHEN.test(s) && !STATE_NOW.test(s)) return true;
  // ("done with" a tool is how it is done, not that it is over: "flashing is done with probe-rs")
  // (nor is "now" after "should" in its clause, which says from now on: "reminders should go out three days before now")
  // (nor is the "you" of what the agent need or need not do: "…, so you don't need to run it manually")
  const state = s.replace(DONE_WITH, '').replace(SHOULD_FROM_NOW_ON, '').replace(AGENTS_PART_AFTER, '');
  // ("my" is the user's own machine, unless it is whom the project is for: "this is the firmware for my greenhouse controller";
  // said in the first clause: "…, never add card payments, the fees would eat my margin" is why, not where it runs)
  const mine = /\bmy\b/i.test(s.split(/[,;]\s+/)[0]!) && !/^this\s+is\s+(?:the|an?|my)\s/i.test(s);
  return SYSTEM_SHAPE.some((re) => re.test(s)) && !FAILING.test(s.replace(A_TIMEOUT_SET, 'a limit')) && !STATE_NOW.test(state) && !THEN_AN_ORDER.test(s.replace(AGENTS_PART_AFTER, '')) && !mine && !/,\s*(?:please\s+)?\w+\s+(?:it|this|that|them)\b|\bbut\b.*\bshould\b/i.test(s);
}
/** A timeout that is a setting, not a failure: "a 15 minute timeout", "a 30s timeout". */
const A_TIMEOUT_SET = /\ban?\s+\d+[\s-]*(?:ms|s|sec|secs|seconds?|mins?|minutes?|hours?)\s+(?:hard\s+)?timeout\b/gi;
/** The agent's part, said after what the tooling does: "…, so you don't need to run it manually", "…, so make sure you source it". */
const AGENTS_PART_AFTER = /[,;]?\s+so\s+(?:you\s+(?:don'?t|dont|do not|never)\s+(?:need|have)\s+to|(?:make|be)\s+sure\s+(?:you\s+|to\s+))\b[^,;]*$|[,;]\s+(?:`[^`]+`|[\w.-]+(?:\s+[\w.-]+)?)\s+does\s+(?:it|that|this)\s+for\s+you[.!]*$/i;
/** "now" closing a clause with "should", "must", "has to" in it: since, as an order says it, not how things stand this minute. */
const SHOULD_FROM_NOW_ON = /(?<=\b(?:should|must|needs? to|has to|have to)\b[^,;]*)\s+now\b(?=\s*(?:[,;.!]|$))/i;
// (a step of the work only: "the fix is done with a regex" is the task's)
// ("screen reader checks are done by hand with NVDA": a kind of check, done by hand with a tool)
const DONE_WITH = new RegExp(String.raw`(?<=^(?:${STEP_OF_THE_WORK}|(?:the\s+|our\s+|all\s+)?(?:[\w-]+\s+){0,2}(?:checks|tests|reviews|audits|scans|translations|transcriptions))\s+)(?:is|are)\s+done\s+(?:by hand\s+|manually\s+)?(?=(?:with|via|using|through|in)\s+(?!(?:it|this|that|them)\b))`, 'i');
