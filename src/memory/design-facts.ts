// The third net, under the fact forms: how a kind of thing in the project is made or handled,
// said plainly in the present ("rate limits are per api key, not per ip", "secrets rotate every
// 90 days", "the billing service is written in go, everything else is typescript"). It names a
// thing of the project near its start, carries a mark of design (how it is made or handled, a
// rule it follows, a schedule, how long it lasts, a contrast) and none of the marks of something
// else: a failure or a complaint, what was seen of it (a count, a look), something that happened,
// words of the moment, a person, an order (at its start or in a later clause), the thing at hand,
// a question. The present tense alone does not tell a design from an observation ("the dashboard
// shows three alerts"), so the mark is required.
import { STATE_NOW, STATUS_CODE, THEN_AN_ORDER } from './fact-forms.js';
import { MOMENT } from './rule-forms.js';
import { THIS_DAY, WORKS_SOMEWHERE, words } from './statement-text.js';

/**
 * Things a project is made of, one of which the statement must name near its start. Words that
 * are as often something else are narrowed: a job (not "great job"), builds (not "it builds
 * trust"), events of a system (not "the event"), a team that ships (not "the team bond").
 */
const PROJECT_THINGS = [
  // code and its parts
  'code', 'allocators?', 'triggers?', 'lib', 'libs', 'firmware', 'kernel', 'bootloader', 'drivers?', 'isrs?', 'interrupt handlers?', 'endpoints?', 'apis?', 'functions?', 'fns?', 'controllers?', 'guards?', 'interceptors?', 'validation', 'givens', 'implicits', '(?:typeclass\\s+|type\\s+class\\s+)?instances', 'codecs?', 'namespaces?', 'side effects', 'handlers?', 'routes?', 'modules?', 'packages?', 'files?', 'scripts?', 'logic', 'retry logic', 'retries',
  'services?', 'workers?', 'gateways?', 'proxy', 'proxies', 'backend', 'frontend', 'server', 'sdk', 'cli', 'ui', 'apps?', 'bots?', 'admin(?: panel)?', 'panel', 'dashboards?', 'plugins?', 'themes?',
  'wallets?', 'signers?', 'keystores?', 'enclaves?',
  '(?:game\\s+)?saves', 'save (?:games?|files?|data)',
  // data
  'pagination', 'sorting', 'data(?=\\s+(?:is|are)\\s+(?:always\\s+)?(?:plain|immutable|kept|stored|modell?ed|represented|passed|validated|serialized|encoded|normali[sz]ed)\\b)', '(?:3d\\s+)?models(?=\\s+(?:are|must|should|get|go)\\b)', 'meshes', 'textures?', 'sprites?', 'tables?', 'columns?', 'foreign keys?', 'primary keys?', 'index(?:es)?', 'indices', 'fields?', 'metafields?', 'custom fields?', 'metadata', 'namespaces?', 'ids?', 'users? ids?', 'databases?', 'db', 'schemas?', 'queries', 'caches?', 'queues?', 'topics?', 'partitions?', 'streams?',
  'dates?', 'timestamps?', 'amounts?', 'prices?', 'money', 'payments?', 'refunds?', 'charges?', 'strings?', 'translations?', 'payloads?', 'requests?', 'responses?', 'data fetching', '(?:api|network|http) calls', 'exports?', 'imports?', 'backups?', 'reports?',
  '(?:(?:domain|webhook|analytics|tracking|kafka|stripe|audit|app|user|billing|system)\\s+events?|events\\s+(?=are|go|get))', 'webhooks?', '(?:error|log|status|commit) messages',
  'search (?:service|index|queries|results|engine)', '(?:deep|universal|app|magic|short|share|invite)\\s+links?', 'assets?', 'fonts?', 'icons?', 'images?', 'uploads?', 'emails?', 'notifications?',
  // access and limits
  '(?:api|ssh|access|encryption|signing|license|idempotency) keys?', 'tokens?', 'secrets?', 'passwords?', 'sessions?', 'cookies?', 'accounts?', 'tenants?',
  'rate limits?', 'limits?', 'quotas?', 'sla', 'slos?', 'ips', 'ip addresses', 'hostnames?', 'ports', 'cors', 'csp', 'allow-?lists?', 'origins',
  // delivery and operations
  'errors(?=\\s+(?:are|get)\\s+(?:always\\s+|only\\s+)?(?:wrapped|returned|logged|mapped|converted|checked|compared|propagated|reported|raised|thrown|handled|translated))',
  'tests?', 'specs?', 'migrations?', 'branch(?:es)?', 'commits?', 'configs?', 'logs?', 'changelog', 'docs', 'readmes?', 'deploys?', 'releases?', 'ci', 'pipelines?',
  '(?:(?:the|our|ci|nightly|release|debug|ios|android|docker|web|production|prod)\\s+builds?|builds\\s+(?=are|run|take|use))',
  '(?<!(?:great|good|nice|awesome|amazing|fantastic|wonderful|excellent|new|dream|first|part-time|full-time|day|side)\\s)jobs?',
  'prs?', 'pull requests?', 'retention', 'release candidates?', 'replicas?', 'installers?', 'runners?', 'artifacts?', 'binaries', 'certs?', 'certificates?',
  'schedulers?', 'cron(?: jobs?)?', 'crons', 'dags?', 'snapshots?', 'restarts', 'reboots', 'failovers', 'rollbacks', 'upgrades', 'maintenance windows?',
  'pool', 'cluster', 'autoscalers?', 'load balancers?', 'health ?checks?', '(?:liveness|readiness) probes?', 'staging', 'prod', 'production', 'infra', 'terraform', 'monitoring', 'alerts?', 'incidents?', 'on-?call', 'feature flags?', 'flags?',
  // the people who run it
  'qa', '(?:our|the) team (?=ships|deploys|releases|reviews|owns)',
  // data and test suites
  '(?:data\\s+)?warehouses?', 'leaderboards?', 'rankings?', '(?:client|app|sdk|api)\\s+versions', 'lake', 'e2e', 'suites?', '(?:nightly|daily|hourly|incremental|full|data|etl|warehouse)\\s+loads?', 'etl', 'elt', 'ingestion', 'marts?', 'datasets?',
  // models and what drives them
  'prompts?', 'prompt librar(?:y|ies)', 'evals?', 'eval (?:set|dataset)s?',
  // writing
  'polic(?:y|ies)', 'runbooks?', 'playbooks?', 'articles?', 'chapters?', 'guides?', 'tutorials?', 'notebooks?',
  // front ends
  'pages?', 'screens?', 'views?', 'forms?', 'buttons?', 'charts?', 'components?', 'directives?', '(?:processing|pipeline|build|etl|transform)\\s+steps?', 'transforms?', 'design system', 'component library', '(?:design\\s+)?tokens', 'stores?', '(?:app|global|ui|client|server)\\s+state', 'state(?=\\s+(?:lives|is kept|is stored|is locked|goes))',
  // games and simulations
  '(?:game|event|main|render|physics|update|simulation) loop', 'nodes?', 'genservers?', 'supervisors?', 'actors?', 'servers', '(?:fhir\\s+|k8s\\s+|kubernetes\\s+)?resources', '(?:rest|jax-rs)\\s+resources?', '(?:js\\s+)?interop', 'ports', '(?:json\\s+)?decoders?', '(?:json\\s+)?encoders?', 'reducers?', 'selectors?', '(?:user|player|customer)[- ]facing\\s+(?:text|copy|strings)', 'physics', 'rendering', 'renderer', 'netcode', 'shaders?', 'scenes?', 'save (?:system|files?)',
];
const PROJECT_THING = new RegExp(`\\b(?:${PROJECT_THINGS.join('|')})\\b`, 'i');

/** A subject that names things of a kind, in the plural: "invoices", "phone numbers", "payouts to sellers", "our postgres replicas". */
const KIND_OF_THINGS = /^(?:(?:the|our|all)\s+)?(?:[\w-]+\s+){0,2}[a-z][\w-]*[^s\W]s\s+(?:(?:to|for|over|from|of|in|with|without)\s+(?:[\w-]+\s+){1,3})?(?:are|get|go|run|use|need|lag|land|expire|stay|live|default|keep|rotate|come|arrive|have)\b/i;

/** A word only software has: a name with a digit or an underscore in it (e164, third_party), a protocol, a store, a format, a time standard. */
const TECHNICAL = /\b(?:[a-z]+\d[a-z\d]*|\w+_\w+|https?|utc|(?:dd|mm|yy|yyyy)(?:[\/.-](?:dd|mm|yy|yyyy)){1,2}|epoch|cents|sql|postgres\w*|mysql|redis|kafka|s3|aws|gcp|azure|ml|json|csv|xml|grpc|rest|graphql|immutable|idempotent|append-only|read-only|rate-limited|throttled)\b/i;

/** A type or value of the code named first, qualified by its package: "context.Context", "`http.Client`", "std::string". */
const CODE_NAME_FIRST = /^`?(?:[a-z_]\w*(?:\.|::))+\p{Lu}?\w+`?\s+(?:is|are)\s/u;

/** A subject that is not a kind of thing: a person, the listener, the thing at hand, or none ("only on the leaf component that needs state" answers an act). */
const NOT_A_KIND = /^(?:(?!(?:everything|logging|caching|monitoring|billing|routing|testing|tracing|linting|formatting|hosting|alerting|pricing|onboarding|staging|versioning|scheduling|batching|networking)\b)\w+ing\b|the way|great|good|nice|awesome|thanks|thank you|sorry|don'?t|do not|never|always|some|most|many|few|several|hey|hi|congrats|i|i'm|im|you|we|he|she|it|it's|its|they|this|that|these|those|there|here|my|your|his|her|their|what|why|how|when|where|who|which|if|so|but|and|or|ok|okay|yes|no|not|please|just|wait|hold on|hang on|only\s+(?:on|in|at|for|to|from|with|inside|under|when|if|after|before))\b/i;

/** An order to leave the thing as it is, after a comma: "…, keep it there", "…, leave it at 8", "…, keep it that way when you touch it". */
const LEAVE_AS_IT_IS =
  /,\s*(?:so\s+)?(?:keep|leave)\s+(?:it|them)\s+(?:there|at\s+\S+|as (?:is|it is)|alone|that way|tiny|small|lean|light|minimal)(?:\s+(?:when|if|whenever|while)\s+(?:you|we|anyone)\s+(?:touch|change|edit|refactor|rework|update|modify)\w*(?:\s+(?:it|them|that|this|anything|the\s+[\w-]+))?)?/i;
/** The same, ending the statement. */
const LEAVE_AS_IT_IS_AT_THE_END = new RegExp(`${LEAVE_AS_IT_IS.source}\\S*\\s*[.!]*$`, 'i');

/** "our warehouse is BigQuery": the system the project's data is kept in. */
export const WAREHOUSE_IS =
  /\b(?:warehouse|lakehouse|data lake|dwh)\s+is\s+(?:on\s+|in\s+)?(?:bigquery|snowflake|redshift|databricks|clickhouse|synapse|duckdb|motherduck|athena|trino|presto|firebolt|vertica|teradata|postgres(?:ql)?)\b/i;

/** What is done to every one of a kind, said before the condition it is done on: "are auto-merged (if CI is green)". */
const DONE_TO_EVERY_ONE = String.raw`\b(?:is|are|gets?)\s+(?:auto-?)?(?:merged|deployed|released|published|approved|closed|deleted|archived|rolled back|promoted|retried|skipped)\s+(?:automatically\s+)?`;
const ON_A_CONDITION = String.raw`(?:if|when|unless|once|as soon as)\s+\S`;
/** The same, no event: read out before the check for what happened ("are auto-merged if CI is green" is no merge that happened). */
const AUTO_ON_A_CONDITION = new RegExp(`${DONE_TO_EVERY_ONE}(?=${ON_A_CONDITION})`, 'gi');

/** "…, new examples go into v4 which isn't scored yet": where the newer one of a kind stands, said beside the design — no moment. */
export const NEWER_ONE_NOT_YET = /\s+which\s+(?:isn'?t|aren'?t|is not|are not)\s+[\w-]+\s+yet\b/gi;

/**
 * What marks a statement as a design rather than what was seen ("the billing service is written
 * in go" — not "the dashboard shows three alerts"): how it is made or handled, a rule it follows,
 * a schedule, how long it lasts, where it goes, a contrast with the alternative.
 */
/** A date written as its form: "DD.MM.YYYY", "YYYY-MM-DD", "MM/DD/YY". */
const A_DATE_FORMAT = /\b(?:[DMY]{1,4}[./-]){2}[DMY]{1,4}\b/;
/** A property every one of a kind has by design: "are idempotent", "is stateless". */
const A_PROPERTY_OF_EVERY_ONE = /\b(?:is|are)\s+(?:always\s+|all\s+)?(?:a\s+(?=pure\s+function\b))?(?:idempotent|stateless|deterministic|thread-safe|reentrant|side-effect[- ]free|pure functions?|pure(?!\s+(?:luck|chance|coincidence|guess|guesswork|magic|chaos|gold|joy|fun)\b)|versioned|immutable|append-only|encrypted|signed|paginated|cursor-paginated|standalone)\b/i;
const DESIGN_MARK = [
  // how every one of it behaves, a property of its design: "etl jobs are idempotent", "the handlers are stateless"
  A_PROPERTY_OF_EVERY_ONE,
  // the shape it always takes, written out: "the api response shape is always {data, error}"
  /\bshape\s+is\s+(?:always\s+)?[{[`]/i,
  // the typed result every one returns, and the one place a kind is mapped: "handlers return Result<_, AppError>, AppError
  // maps to the HTTP status in one place"
  /\breturns?\s+(?:an?\s+)?[A-Z]\w*<|\bin\s+(?:one|a single|exactly one)\s+place\b/,
  // how it reaches the code that uses it: "allocators are always passed in explicitly"
  /\b(?:passed|injected|threaded|handed)\s+in\s+explicitly\b|\bexplicitly\s+(?:passed|injected|threaded|handed)\b/i,
  // how it is built, by what: "pagination is cursor-based", "auth is token-based"; and on every one of a kind: "… on every list endpoint"
  /\b(?:is|are)\s+(?:fully\s+|purely\s+|entirely\s+)?[\w-]+-based\b|\b(?:is|are)\s+[^,;]{1,30}?\s+(?:on|for|in|across)\s+(?:every|each|all)\s+(?:[\w-]+\s+)?(?:endpoints?|routes?|tables?|services?|pages?|screens?|models?|handlers?|requests?|calls?|queries|jobs?)\b/i,
  // "dates come in as DD/MM/YYYY from the UK suppliers", "timestamps arrive in UTC": the form a kind of data reaches us in
  /\b(?:come|comes|arrive|arrives)\s+(?:in\s+as|as)\s+\S|\b(?:arrive|arrives|come|comes)\s+in\s+(?:utc|iso|local time|cents|epoch|unix time)\b/i,
  // "is written in go", "are signed with hmac", "is versioned in the url", "is generated from PR labels"
  // ("all uploaded files get virus-scanned by the clamav sidecar": a kind "gets" it, the verb with its object before it)
  // ("http.Client is created once in main": how many times, then where)
  /\b(?:is|are|gets?)\s+(?:always\s+|only\s+)?(?:[a-z]+-)?(?:\w+ed|written|built|run|kept|shown|held|done|made|set|driven|given|sent|taken|bound|hidden|chosen|frozen)(?:(?:,\s+|\s+and\s+|,\s+and\s+)(?:[a-z]+-)?(?:\w+ed|written|built|run|kept|shown|held|done|made|set|sent|taken|signed))*\s+(?:once\s+|one by one\s+|individually\s+)?(?:in|as|with|from|by|through|via|behind|for|on|per|within|after|before|at|using|into|against)\b/i,
  // "the warehouse is Snowflake, the dev database is …": the system a store of the project's data is
  WAREHOUSE_IS,
  // "our api gateway strips any header starting with x-internal": what a part does to every one of a kind
  /\b(?:strips?|drops?|rejects?|blocks?|redacts?|masks?|removes?|adds?|injects?|rewrites?|signs?|encrypts?|compresses?|logs?)\s+(?:any|all|every|each)\s+[\w-]+/i,
  // "dependabot PRs for patch versions are auto-merged if CI is green": what is done to every one, on a condition
  new RegExp(DONE_TO_EVERY_ONE + ON_A_CONDITION, 'i'),
  // "context.Context is the first parameter of anything that does I/O": where a kind of argument always goes
  /\b(?:is|are)\s+(?:always\s+)?(?:the\s+)?(?:first|last)\s+(?:parameter|argument|param|arg)\b/i,
  // "the wallet never holds private keys in memory longer than one signing call": what a part never does with what it handles
  /\bnever\s+(?:holds?|stores?|logs?|sends?|writes?|keeps?|caches?|exposes?|persists?|shares?|leaks?|touches?|talks?\s+to)\s+(?!(?:it|this|that|them|anything|up|out|on|together)\b)\S/i,
  // "our API pages are always cursor based": what it always is (not where a figure always sits, "the build is always at
  // 90%", nor a state: "… is always down")
  /\b(?:is|are)\s+always\s+(?!(?:at|on|in|down|broken|slow|failing|red|late|off|up|so|too|like|there|here|stuck|flaky)\b)[\w-]+/i,
  // "the reporting db lags prod by up to an hour": how far behind it runs
  /\blags?\s+(?:behind\s+)?(?:[\w-]+\s+)?(?:by\s+(?:up to\s+|about\s+|around\s+|roughly\s+)?|up to\s+)(?:\d+|an?|one|two|a few)\s+(?:seconds?|minutes?|hours?|days?)\b/i,
  // "release candidates get a week on staging before they go to prod": how long a kind of thing soaks where
  /\b(?:gets?|spends?|stays?|sits?|soaks?)\s+(?:a|one|two|three|\d+)\s+(?:days?|weeks?|hours?)\s+(?:on|in)\s+(?:staging|qa|beta|canary|preview)\b/i,
  // "the sdk is versioned independently of the api": what moves on its own
  /\b(?:is|are)\s+\w+ed\s+(?:independently|separately)(?:\s+(?:of|from)\b|\s*(?:,|\band\b|$))/i,
  // "api responses use snake_case keys, the frontend converts them to camelCase": where a form is changed into another
  /\b(?:converts?|maps?|translates?|transforms?|serializes?)\s+(?:them|it|these|those)\s+(?:to|into)\b/i,
  // "our sla for p1 incidents is 30 minutes to first response": a promise or a limit in numbers
  /\b(?:sla|slo|rto|rpo|retention|ttl|quota|budget)\b[^,]{0,30}\bis\s+(?:\d|one|two|three|four|five|ten|thirty)/i,
  // "the docs site deploys from the gh-pages branch on every push to main": what sets it off
  /\bon\s+(?:every|each)\s+(?:push|merge|commit|tag|release|deploy|pr|pull request)\b|\bautomatically\s+(?:on|when|after|every|whenever)\b/i,
  // "crons run in the scheduler service": the service or worker a kind of work runs in
  /^(?:all\s+|our\s+|the\s+)?(?:crons?|cron\s+jobs|(?:[\w-]+\s+)?(?:jobs|tasks)|webhooks?\s+handlers|consumers|migrations)\s+(?:only\s+)?(?:run|live|execute)\s+(?:only\s+)?(?:in|on)\s+(?:the\s+|a\s+)?(?:dedicated\s+|separate\s+)?[\w-]+\s+(?:service|worker|workers|cluster|box|host|node|container|process|pod|deployment)\b/i,
  // "the docs site builds from the docs/ folder with mkdocs": the folder or branch it is made from
  /\b(?:builds?|deploys?|publishes|renders?)\s+from\s+(?:the\s+|our\s+)?(?:[\w.-]+\/[\w./-]*|[\w./-]+\s+(?:folder|directory|dir|branch|repo|bucket))(?=[\s,;.!]|$)/i,
  // "our APIs use cursor pagination with `after` and `limit`": the scheme a part follows for a concern every one of it has
  /\buses?\s+(?:[\w-]+\s+){1,2}(?:pagination|versioning|auth|authentication|rate limiting|idempotency keys|soft deletes?|optimistic locking|event sourcing)\b/i,
  // "the webhook handler dedupes on the event id": what a part keys its handling of every one on
  /^[^,;]*?\b(?:dedupes?|de-dupes?|deduplicates?|partitions?|shards?|keys?|idempotency-keys?)\s+(?:everything\s+|them\s+|it\s+)?(?:on|by)\s+(?:the\s+|their\s+|its\s+)?(?:[\w-]+\s+)?(?:id|ids|key|keys|hash|uuid|timestamp|date|tenant|user|customer|region)\b/i,
  // "prod runs on eks in us-east-1", "the staging sites live on WP Engine": where it is hosted
  /\b(?:runs?|lives?|is|are|(?:is|are)\s+(?:hosted|deployed))\s+(?:on|in)\s+(?:(?:aws|gcp|azure)\s+)?(?:eks|gke|aks|ecs|fargate|k8s|kubernetes|nomad|heroku|fly(?:\.io)?|vercel|netlify|render|railway|wp ?engine|kinsta|pantheon|acquia|github pages|cloudflare (?:pages|workers)|firebase hosting|elastic beanstalk|lambda|cloud run|app engine|ec2|hetzner|digitalocean|linode|bare metal|[a-z]{2}-[a-z]+-\d)\b/i,
  // "the staging environment is behind the vpn": where on the network it sits
  /\b(?:is|are)\s+(?:only\s+)?(?:behind|inside)\s+(?:the|a|an|our)\s+(?:vpn|firewall|private network|internal network|corporate network|tailnet|bastion|sso|load balancer|cdn)\b|\b(?:is|are)\s+(?:only\s+)?behind\s+(?:cloudflare|cloudfront|fastly|akamai|nginx|traefik|envoy|haproxy|tailscale|zscaler)\b/i,
  // "the CI cache key includes the lockfile hash": what a key is made of, and so what changes it
  /\bkeys?\s+(?:includes?|contains?|(?:is|are)\s+(?:built|derived|computed|made)\s+from)\s+(?:the\s+|a\s+)?[\w.-]+/i,
  // "the firmware can't allocate after init", "ISRs never block": what a part is built never to do with its memory or time
  /\b(?:can'?t|cannot|must not|mustn'?t|never|doesn'?t|does not|don'?t|do not)\s+(?:allocate|block|sleep|panic|use the heap|touch the heap|do i\/o|use floats?|use floating point|call malloc)\b/i,
  // "payments aren't idempotent on their side": what a part is not, that a caller must mind
  /\b(?:is|are)(?:n't|\s+not)\s+(?:idempotent|thread-safe|reentrant|atomic|transactional|retry-safe|safe to retry)\b/i,
  // "exit codes are part of the CLI's public API": what callers outside may rely on, so it cannot change freely
  /\b(?:is|are)\s+part\s+of\s+(?:the|our|its)\s+(?:[\w.'-]+\s+){0,2}?(?:public\s+)?(?:api|contract|interface|abi|surface)\b/i,
  // "is internal only", "is legacy", "are immutable", "is read-only" (or what it is built without: "the crate is no_std")
  /\b(?:is|are|stays?|remains?)\s+(?:(?:strictly|purely|always)\s+)?(?:legacy|deprecated|internal|read-only|append-only|forward-only|write-once|immutable|idempotent|restartable|resumable|retryable|versioned|mandatory|optional|required|stateless|public|private|the source of truth|source of truth|eventually consistent|strongly consistent|single-threaded|no_std|no-std|esm-only|cjs-only|header-only|zero-dependency|dependency-free|async-only|wasm-only|browser-only|server-only)(?![\w-])/i,
  // "the v1 api is frozen", "the python 2 scripts are being phased out": where a part stands in its life (a frozen
  // screen or app is a hang, not a freeze of the code)
  /^(?:the|our)\s+(?:[\w.-]+\s+){0,3}(?:apis?|schemas?|sdks?|modules?|packages?|librar(?:y|ies)|interfaces?|contracts?|protocols?|formats?|endpoints?|branch(?:es)?|scripts?|codebase|repo)\s+(?:is|are)\s+(?:(?:feature-|code-)?frozen|end-of-life|eol)\b|\b(?:is|are)\s+being\s+(?:phased out|retired|sunset(?:ted)?|decommissioned)\b/i,
  // "the game loop runs at a fixed 60hz tick", "config precedence is env vars over the yaml file": a rate it keeps, what wins
  // (the rate said first: "physics runs at 50 Hz fixed")
  /\b(?:at\s+)?(?:a\s+)?fixed\s+(?:\d+\s*(?:hz|fps|ms|seconds?)|rate|interval|tick|timestep|time step)\b|\bat\s+\d+\s*(?:hz|fps|ms)\s+fixed\b|\b(?:precedence|priority)\s+is\b|\btakes?\s+precedence\s+over\b/i,
  // "one package.json per app", "rate limits are per api key"
  /\bper\s+(?:api key|key|user|tenant|ip|account|org|organi[sz]ation|project|request|customer|team|region|environment|env|service|host|device|workspace|app|package|repo|route|page|screen|module|locale|feature|domain)\b/i,
  // "translations are loaded lazily per route": when a kind of thing is loaded
  /\b(?:is|are)\s+(?:loaded|fetched|rendered|imported|initiali[sz]ed|compiled)\s+(?:lazily|eagerly|on demand|up front|upfront|at startup|at build time|at boot)\b/i,
  // "every service exposes /healthz and /readyz": what each one of a kind has or does
  // ("every pr gets a preview deploy on vercel", "every function that allocates takes an allocator parameter")
  /^(?:every|each|all)\s+(?:of (?:our|the)\s+)?(?:[\w-]+\s+)?[\w-]+(?:\s+(?:in|of|under)\s+(?:the|our|this)\s+[\w-]+)?(?:\s+(?:that|which)\s+(?!(?:i|you|we)\b)[^,;]{2,30}?)?\s+(?:(?:exposes?|exports?|implements?|emits?|publish(?:es)?|ships? with|serves?|(?:starts?|begins?)\s+with|is\s+(?:a|an)\s+(?:[\w-]+\s+){0,2}(?:function|class|module|file|script|component|job|task|step|struct|object|record|macro|template|hook|service|workflow|dto|DTO|interface|enum|value\s+object)|(?:gets?|has|have)\s+(?:a|an|its own|their own)\s+[\w-]+|takes?\s+(?:an?|the|its|their)\s+[\w-]+\s+(?:parameter|param|argument|arg)s?|(?:denies|forbids)\s+[\w-]+|validates?\s+(?:its|their|the)\s+[\w-]+)\b|(?:has|have)\s+[\w.-]+\/(?=[\s,;.]|$))/i,
  // "every form uses superforms with a zod schema", "every page uses the layout component": what every one of a kind is
  // built with (not an amount it takes: "every tab uses 2 GB", "… uses too much memory"; nor what all share by fault, "every
  // test uses the same seed, no wonder …")
  /^(?:every|each|all)\s+(?:of (?:our|the)\s+)?(?!(?:time|day|week|month|year|night|morning|one|thing|single)\b)(?:[\w-]+\s+)?[\w-]+(?:\s+(?:in|of|under|on)\s+(?:the|our|this)\s+[\w-]+)?\s+uses?\s+(?!(?:it|this|that|them|up|too|so|way|more|less|about|around|over|under|almost|nearly|the\s+same|\d+)\b)(?:the\s+|a\s+|an\s+|our\s+)?[\w$@.-]/i,
  // "every endpoint returns ProblemDetails on errors": the type every one of a kind returns, named by its capital (read
  // case-sensitively: "every request returns the same row" is what was seen)
  /^(?:[Ee]very|[Ee]ach|[Aa]ll)\s+(?:[\w-]+\s+)?[\w-]+\s+returns?\s+(?:an?\s+|the\s+)?[A-Z][\w.<>[\]]+/,
  // "every Helm chart sets resource requests and limits", "namespaces start with the team slug": what every one of a kind
  // carries or how it is named
  /^(?:every|each|all)\s+(?:of (?:our|the)\s+)?(?:[\w-]+\s+)?[\w-]+(?:\s+(?:in|of|on)\s+(?:the\s+)?(?:[\w-]+\s+)?[\w-]+)?\s+(?:sets?|declares?|carr(?:y|ies)|includes?|contains?|defines?|records?|lists?|pins?|names?)\s+(?!(?:it|this|that|them|up|off|out|in)\b)[\w-]|^(?:all\s+)?(?!(?:the|these|those|my|your|this|that|some)\b)(?![^,;]*\b(?:commit|pr|titles|messages|msgs)\b)(?:[\w-]+\s+)?[\w-]+s\s+(?:start|begin|end)\s+with\s+(?:the|a|an|their)\s+\S/i,
  // "…, it has a 50kb budget", "every lambda has a 15 minute timeout": a budget or a limit a part has, in numbers
  /\bhas\s+an?\s+\d+\s*(?:kb|mb|gb|ms|s|fps|%)\s+(?:[\w-]+\s+)?(?:budget|limit|cap)\b|\b(?:has|have)\s+an?\s+\d+[\s-]*(?:ms|s|sec|secs|seconds?|mins?|minutes?|hours?|kb|mb|gb)\s+(?:hard\s+)?(?:timeout|ttl|time ?limit|limit|cap|quota|max(?:imum)?)\b/i,
  // "long jobs go to the batch queue", "webhooks are routed through the ingest service": where every one of a kind is sent
  /^(?:all\s+)?(?:[\w-]+\s+)?[\w-]+s\s+(?:go|are sent|get sent|are routed|get routed|are pushed)\s+(?:to|through|into|onto)\s+(?:the|a|our)\s+(?:[\w-]+\s+){0,2}(?:queue|topic|bucket|worker|workers|cluster|service|pool|runner|runners|channel|dlq|dead-letter queue)\b/i,
  // "the staging Stripe account is in test mode and shares webhooks with the preview apps": the mode a part is kept in, and
  // what it shares with another
  /\b(?:is|are)\s+(?:always\s+|only\s+)?in\s+(?:test|sandbox|live|read-only|debug|dry-run|demo|strict)\s+mode\b(?![^,;]*\buntil\b)|\bshares?\s+(?:its\s+|their\s+|the\s+)?(?:[\w-]+\s+){0,2}with\s+(?:the\s+|our\s+)?[\w-]+/i,
  // "the cache warms up in about 5 minutes after a deploy", "notebooks get stripped of outputs before commit": what a part
  // does, or what is done to it, at each step of delivery
  /\b(?:after|before)\s+(?:a|each|every)\s+(?:deploy|release|restart|rollout|merge|push)\b|\b(?:before|on)\s+(?:every\s+|each\s+)?(?:commit|push|merge)\b/i,
  // "the k8s cluster autoscaler maxes out at 20 nodes": the most it goes to
  /\bmax(?:es)?\s+out\s+at\s+\d/i,
  // "the golden images are compared byte for byte": how exactly a kind of thing is checked
  /\b(?:is|are|gets?)\s+(?:compared|checked|diffed|matched|verified)\s+(?:byte[- ]for[- ]byte|bit[- ]for[- ]bit|pixel[- ](?:by|for)[- ]pixel|exactly|verbatim|character for character)\b/i,
  // "the payments sandbox rate-limits to 25 requests a second", "the search api is rate-limited to 10 rps": the rate it allows
  /\b(?:(?:is|are)\s+rate[- ]?limited\s+|rate[- ]?limits?\s+(?:us\s+|clients\s+|callers\s+|everyone\s+)?)(?:to|at)\s+(?:\d|one|two|five|ten)/i,
  // "our api gateway enforces a 10 mb request limit": a limit a part enforces
  /\benforces?\s+(?:a|an)\s+[^,]{0,25}?(?:limit|quota|timeout|cap|budget|maximum)\b/i,
  // "the reporting db is a read replica": what a part is to another
  /\b(?:is|are)\s+(?:a|an)\s+(?:read[- ]only\s+)?(?:read[- ]replica|replica|mirror|follower)\b/i,
  // "the search api returns at most 50 results per page": a cap it keeps
  /\b(?:returns?|accepts?|allows?|keeps?|holds?|sends?)\s+(?:at most|up to|no more than)\s+\d+/i,
  // "retries on 529s back off up to 60 seconds": how far a retry waits
  /\bbacks?\s+off\s+(?:exponentially\b|(?:for\s+)?(?:up to|at most)\s+\d+)/i,
  // "requires a ticket", "needs xcode 15", "expires after 12 hours", "is capped at"
  /\b(?:requires?|assumes?|expects?|expires?\s+(?:after|in|every)|is capped|are capped|is limited to|are limited to|defaults? to|falls? back to|goes through|go through|talks? to|sits? behind|lives? (?:in|under)|rotates?\s+every|(?:is|are)\s+retried)\b/i,
  // a default, a version threshold: "sized XS by default", "versions below 3.2"
  /\bby default\b|\b(?:below|under|older than|above|newer than)\s+v?\d+(?:\.\d+)+\b/i,
  // a cap on each one: "max 5mb each", "at most 200 lines per file"
  /\b(?:max(?:imum)?|at most|no more than)\s+\d+(?:\.\d+)?\s*(?:kb|mb|gb|k|px|ms|s|mins?|lines|chars|characters|rows|items)\s+(?:each|apiece|per\s+[\w-]+)\b/i,
  // a schedule: "every friday", "every 90 days", "nightly", "on tuesdays", "before 6am"
  /\bevery\s+(?:\d+\s+)?(?:seconds?|minutes?|hours?|days?|weeks?|months?|night|morning|monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b|\b(?:is|are)\s+(?:on\s+)?(?:mondays|tuesdays|wednesdays|thursdays|fridays|saturdays|sundays)\b|\b(?:nightly|hourly|daily|weekly|monthly|quarterly|yearly|annually|overnight)\b|\bat night\b|\bscales?\s+(?:to zero|down|up)\b|\bon the (?:1st|first|last|\d{1,2}(?:st|nd|rd|th)) (?:of|day of) (?:every|each) month\b|\bon\s+(?:mondays|tuesdays|wednesdays|thursdays|fridays|saturdays|sundays|weekends|weekdays)\b|\b(?:before|by|after)\s+\d{1,2}\s*(?:am|pm)\b/i,
  // how long it is kept or lasts: "keep messages for seven days", "purged after 30 days"; and in what order: "strips auth headers before forwarding"
  // ("caches the config endpoint for 24h": the unit written short)
  /\b(?:for|after|within|older than)\s+(?:(?:\d+|one|two|three|four|five|six|seven|ten|twelve|fourteen|thirty|sixty|ninety|a|an)\s+(?:seconds?|minutes?|hours?|days?|weeks?|months?|years?|sprints?|releases?)|\d+\s*(?:ms|s|m|min|h|hrs?|d|w))\b|\bbefore\s+\w+ing\b/i,
  // "every string goes into Localizable.strings": the file every one of a kind goes into
  /\bgo(?:es)?\s+(?:in|into)\s+`?[\w-]*\.[a-z][\w.-]*`?(?=[\s,;.!]|$)/i,
  // where a kind of thing goes, and the clock it keeps: "go straight to s3", "runs on utc"
  /\bgo(?:es)?\s+(?:straight|directly)\s+(?:to|into)\b|\b(?:runs?|is|are|works?)\s+(?:on|in)\s+(?:utc|gmt|local time|(?:new york|london|berlin|pacific|eastern|central)\s+time)\b|\buses?\s+(?:utc|(?:new york|london|berlin|pacific|eastern|central)\s+time)\b/i,
  // how often it is tried, what it always does, what sets it off: "retry three times", "cache keys always include the tenant id", "responses always wrap the payload in a data field", "force-update when the api version header changes"
  /\b(?:\d+|one|two|three|four|five|ten)\s+times\b|\balways\s+(?:include|contain|carry|have|use|go|run|return|start|end|expire|live|wrap|log|ship|land)\w*\b|\bwhen(?:ever)?\s+(?:the\s+|a\s+|an\s+)?[\w\s-]{2,30}?\s+changes\b/i,
  // a contrast: "…, not per ip", "…, everything else is typescript", "… not a stand-in for it" (not what a run showed: "…, no exceptions thrown")
  /,\s*not\s+\w|,\s*no\s+(?!(?:worries|problem|idea|rush|need)\b|(?:exceptions?|errors?|warnings?)\s+(?:thrown|raised|logged|caught|seen|at all)\b)\w+|,\s*(?:everything|everywhere|all|anything)\s+else\b|\beverywhere\b|\bnot\s+(?:a\s+)?(?:stand-in|substitute|replacement|enough)\b|\b(?:only|never|except|instead|rather than)\b/i,
  // "…, keep it there", "…, leave it at 8"
  LEAVE_AS_IT_IS,
  // "the lib uses thiserror so callers can match on errors": made so for those who use it
  /\bso\s+(?:that\s+)?(?:callers|clients|consumers|downstream(?:\s+\w+)?|other (?:services|teams|crates|packages)|the (?:frontend|backend|mobile app|apps?))\s+can\b/i,
];

/** What was seen of it: a count, an amount, a look ("has 40 rows", "fires twice", "is huge", "shows a spike"). */
const OBSERVED =
  /\b(?:twice|thrice|a lot|lots|a bunch|bunch of|huge|tiny|big|large|small|different|duplicates?|spam|fake|almost|nearly|around\s+\d|about\s+\d|\d+\s*(?:rows|messages|items|records|alerts|errors|warnings|users|entries|files|lines|percent|%|k\b)|sometimes|occasionally|randomly|intermittently|shows?|looks?|seems?|appears?|mentions?|prints?|out of memory|used up|bounces?|takes?\s+(?:\d|a while|ages|forever|long))\b/i;

/** It went wrong, or it is wrong: a report, not a design ("returns 200 on errors" names a case, not a failure). */
const FAILING =
  new RegExp(String.raw`\b(?:fails?|failing|failed|(?<!\bon\s(?:[\w-]+\s){0,2})errors?(?!\s+(?:messages?|codes?|handling|pages?|responses?|budgets?|tracking|reporting))|broken|breaks|broke|bugs?|buggy|typos?|mistakes?|crash\w*|slow|wrong|missing|empty|null|undefined|stuck|hangs?|flaky|times? out|timed out|timeouts?|${STATUS_CODE}|(?:doesn'?t|does not)(?!\s+count\b)|(?:isn'?t|aren'?t)(?!\s+(?:idempotent|thread-safe|reentrant|atomic|transactional|retry-safe|safe to retry)\b)|won'?t|can'?t|not working|weird|strange|stale|stack ?traces?|flicker\w*|glitch\w*|freez\w*|too\s+\w+|pile up|piles up|back up|backs up|spikes?|leaks?|never (?:finishes|returns|works|loads|starts|runs|gets called|shows up|completes|ends|holds up|keeps up|comes (?:back|up)|catches up|recovers|stabili[sz]es)|only (?:has|have|contains?|holds?|shows?|returns?|gives?|lists?)|(?:is|are)\s+gone)\b`, 'i');

/** A complaint about it: "…, but it should run hourly", "… for some reason", "… which are a mess", "… in plain text". */
const COMPLAINT =
  /\b(?:but|should|keeps?\s+\w+ing|for some reason|somehow|mess|messy|ugly|annoying|confusing|old|outdated|plain ?text|hard-?coded|exposed|leak\w*|duplicated|copy-?pasted|dead code|spaghetti|unfortunately|instead of|anyway|anyways|by mistake|mistakenly|accidentally|by accident|which is (?:a |an )?(?:problem|issue|bug|pain|shame|risk)|(?:is|are)\s+(?:always\s+|often\s+)?(?:a\s+|an\s+)?(?:problem|issue|pain|nightmare|headache|mess))\b/i;

/** A verb of something that happened: "the export finished late", "the p1 incident took 2 hours". */
const HAPPENED =
  /\b(?:was|were|did|got|had|went|became|came|took|ran|showed|threw|stopped|started|changed|moved|finished|ended|happened|merged|deployed|shipped|released|added|used to|turned out|returned|(?:in|from|since|last)\s+(?:january|february|march|april|may|june|july|august|september|october|november|december|week|month|year)|\w+ed\s+(?:yesterday|last\s+\w+|earlier))\b|(?<!\b(?:is|are|be|been|being|get|gets|got|once)\s|'re\s|’re\s)\b(?:fired|triggered|received|processed|skipped|ignored|dropped|rejected|sent|removed|deleted)\b/i;

/** It opens with a verb and what it acts on: an order ("add a test for…", "upgrade ci to node 20"; not "push notifications are sent…", "cache keys always include…"). */
const ORDER_OPENING =
  /^(?:\w+\s+(?:the|a|an|this|that|these|those|it|them|my|our|your|some|all|every|each|any|up|out|off|down|over|back|me|us|sure)\b|(?:add|request|grant|allow|fix|make|move|run|use|write|change|update|remove|delete|create|set|put|check|try|open|close|rename|split|merge|push|deploy|build|test|start|stop|show|tell|give|let|do|go|get|look|find|read|keep|convert|turn|send|copy|clean|review|skip|revert|undo|explain|help|install|upgrade|bump|tag|ping|schedule|publish|regenerate|retrain|retry|purge|approve|ask|call|sign|ship|join|edit|rotate|refactor|replace|drop|rerun|restart|enable|disable|wire|hook|port|migrate|backfill|seed|log|print|return|throw|handle|validate|sort|filter|rewrite|document|mock|stub|pin|unpin|lock|cache|batch|format|lint|measure|profile|benchmark|time|trace|debug|investigate|figure|sync|resync|reindex|rebuild|redeploy|roll|backport|cherry-pick|squash|rebase|amend|stash|apply|generate|configure|setup|expose|hide|inline|extract|wrap|unwrap|bring|take|pull|fetch|load|save|store|download|upload|import|export|compare|double-check|verify|confirm|ensure)\b(?!\s+[\w-]+\s+(?:are|is|go|get|run|live|stay|come|always|never|must|should|need|include|expire|default|have)\b))/i;

/** The thing at hand, not a kind: one file, function, test, commit, error of the task. */
const ONE_THING_AT_HAND =
  /^the\s+(?!(?:game|event|main|render|physics|update|simulation)\s+loop\b)(?:[\w-]+\s+)?(?:file|function|method|line|variable|class|component|commit|pr|branch|error|bug|issue|ticket|test|spec|query|request|response|page|screen|button|modal|field|value|number|output|result|change|diff|patch|command|message|log|row|record|loop|condition|check|case|step|version)\s(?!(?:servers?|suites?|db|database|environment|env|data|runners?|cluster|accounts?|bucket|stage|pipeline|jobs?)\b)/i;

/**
 * Clauses told with a design that are no failure of the moment, taken off before the checks: the
 * version it needs said as where it breaks ("…, it breaks on 14 because of the merge statement"),
 * what a limit answers with ("…, anything above gets a 429"), what it keeps out or what it costs
 * ("…, so curl from ci won't reach it", "…, so the first request in the morning is slow").
 */
/** "…, both have to keep working for old emails": what the design must go on doing, said after it — a mark of design. */
const HAS_TO_KEEP_WORKING = /,\s+(?:both|each\s+of\s+them|all\s+of\s+them|they\s+(?:both|all))\s+(?:have to|has to|must|need to|needs to)\s+(?:keep\s+working|keep\s+resolving|stay\s+(?:up|live|valid|working)|remain\s+(?:valid|working))\b[^,;]*$/i;

const TOLD_WITH_IT = [
  HAS_TO_KEEP_WORKING,
  NEWER_ONE_NOT_YET,
  // "…, anything longer and the user's request times out anyway": what lies past the bound
  /,\s+anything\s+(?:longer|more|bigger|higher|slower|larger|faster|sooner|shorter|less)\s+and\s+[^,;]*$/i,
  // "…, importing the whole package doubled our bundle once": the lesson the design was learned from, told in the past
  /,\s+[\w-]+ing\b[^,;]*\b(?:\w+ed|broke|blew up|took down|took)\b[^,;]*\bonce[.!]*$/i,
  // "…, we ship in 9 languages and untranslated strings fail the release check", "…, the release check fails otherwise":
  // the gate that keeps the design, no failure of the moment
  /(?:,|\s+and)\s+(?:un[\w-]+ed|missing|unsigned|untested|unformatted)\s+[\w-]+s\s+fail\s+(?:the\s+)?(?:[\w-]+\s+)?(?:check|build|ci|lint|gate|review|pipeline|audit)\b[^,;]*$/i,
  /,\s+(?:the\s+|our\s+)?(?:[\w-]+\s+)?(?:check|build|ci|lint|gate|pipeline|review|audit)\s+(?:fails|breaks)\s+otherwise[.!]*$/i,
  // "…, so any cron you write there is UTC not local": what it means for every one the agent will make
  /,\s+so\s+(?:any|every|all)\s+[\w-]+\s+you\s+(?:write|add|create|schedule|make|set up)\b[^,;]*$/i,
  /,\s+(?:it|they)\s+(?:breaks?|fails?|doesn'?t work|won'?t work)\s+(?:on|with|in|under)\s+[\w.-]*\s*\d[^,;]*$/i,
  // "…, so a missing key only shows up when you visit that page", "…, so config changes take a day to reach users": what the
  // design means for whoever works on it
  /,\s+so\s+[^,;]*\bonly\s+(?:shows? up|appears?|surfaces?|fails?|breaks?)\s+when\b[^,;]*$/i,
  // "…, so big batch jobs queue up": what waits past the bound
  /,\s+so\s+[^,;]*\b(?:queue up|get queued|sit in the queue|wait in line|get throttled)\b[^,;]*$/i,
  /,\s+so\s+[^,;]*\b(?:changes?|updates?|edits?)\s+take\s+(?:up to\s+)?(?:a|an|one|\d+)\s+(?:minutes?|hours?|days?)\s+to\s+(?:reach|show up|propagate|land)\b[^,;]*$/i,
  // "…, cross-compiling from mac breaks the native deps": why the other way is not taken
  /,\s+[\w-]+ing\b[^,;]*\b(?:breaks?|fails?)\b[^,;]*$/i,
  /,\s*(?:anything|everything|requests?|calls?)\s+(?:above|over|beyond|past)\b[^,;]*?\b(?:gets?|returns?|receives?|is rejected with)\s+(?:an?\s+)?[45]\d{2}\b[^,;]*$/i,
  // "…, so they can be deployed first": what it is made so for
  /,?\s+so\s+(?:that\s+)?(?:they|it|we|the\s+[\w-]+)\s+can\s+(?:be\s+)?\w+[^,;]*$/i,
  /,?\s+so\s+[^,;]*(?:\b(?:can'?t|cannot|won'?t)\s+(?:reach|access|connect to|see|call|hit|resolve)\b[^,;]*|(?:\b(?:is|are)|['’](?:re|s))\s+(?:a bit\s+)?slow(?:er)?(?:\s+to\s+\w+)?)\s*[.!]?$/i,
];

/** A timeout that is a setting ("… default to 5 seconds", "has a 30s statement timeout"): no failure. */
const TIMEOUT_SETTING = /\btimeouts?\b[^,]{0,40}\b(?:defaults?\s+to|(?:is|are)\s+(?:set\s+to\s+)?\d)|\bhas\s+an?\s+\d+\s*(?:s|ms|sec|seconds?|min|minutes?)\s+(?:[\w-]+\s+)?timeout\b/i;

/**
 * What only looks like something seen, taken off before OBSERVED: a count that is a limit ("capped
 * at 100 items"), a look granted in passing ("…, even though they look like numbers"), how long it
 * takes by design ("new docs take up to a minute to show").
 */
const NOT_SEEN: Array<[RegExp, string]> = [
  [/\b(?:capped at|limited to|at most|up to|max(?:imum)?(?: of)?)\s+\d+\s*\w+/gi, 'a limit'],
  [/,?\s*(?:even though|although|though)\b.*$/i, ''],
  [/\btakes?\s+up\s+to\s+(?:a|an|one|\d+)\s+\w+\s+to\s+(?:show|appear)(?:\s+up)?\b/i, 'takes time'],
  [/\b(?:in|within)\s+(?:about|around|roughly)\s+\d+\s+(?:seconds?|minutes?|hours?)\s+(?=after\s+(?:a|each|every)\s)/i, 'in a while '],
];

/** "jest is configured with --runInBand in CI because the tests share a database": a flag a tool runs with, and why. */
const A_FLAG_AND_WHY =
  /^(?:the\s+|our\s+)?(?!(?:i|you|it|this|that|we)\b)[\w.-]+(?:\s+[\w.-]+)?\s+(?:is\s+(?:configured|set up|run|invoked|called|started|built)|runs|gets run)\s+with\s+`?--?[a-z][\w=.-]*(?:\s+[\w.-]+:[\w.-]+)?`?(?:\s+(?:in|on|for)\s+(?:ci|prod|production|staging|tests|the\s+[\w-]+))?\s*,?\s+(?:because|since|as)\s+(?!(?:i|you)\b)\S.{5,}$/i;

/** A plan the agent named, approved: "one PR per service, fine" (the work at hand's, not a design). */
const APPROVED_AT_THE_END = /,\s*(?:that'?s\s+)?(?:fine|ok|okay|good|great|perfect|sounds good|works for me|lgtm)[.!]*$/i;

/** A present-tense statement of how a kind of thing in the project is made or handled. */
export function designOfAKind(said: string): boolean {
  if (/\swith\s+`?-/.test(said) && A_FLAG_AND_WHY.test(said)) return !MOMENT.test(said) && !THIS_DAY.test(said) && !FAILING.test(said.replace(/^.*?\b(?:because|since|as)\s+/i, ''));
  // "session tokens now expire after 24 hours": a design that changed, told with its "now" — which
  // anywhere else ("… is down now") makes it the state of the moment
  // (an order to leave it as it is, "…, keep it that way", is read by the caller; not an order of the task here)
  // (and its reach, "in this codebase", "in this lab", is no thing at hand)
  // (a shape written out in braces names fields, no failure: "{data, error}")
  const s = TOLD_WITH_IT.reduce((t, re) => t.replace(re, ''), said.replace(/\{[^{}]*\}/g, '{fields}').replace(/^((?:[\w-]+\s+){1,5})now\s+(?=\w)/i, '$1'))
    .replace(LEAVE_AS_IT_IS_AT_THE_END, '')
    // ("are generated, then reviewed by a human": two steps of one passive, no order to the agent)
    .replace(/\b((?:is|are)\s+\w+ed),?\s+then\s+(\w+ed)\b/gi, '$1 and $2')
    .replace(/\s+(?:in|across|throughout)\s+(?:this|our|the)\s+(?:repo|repository|codebase|code base|project|monorepo|lab|team|group|org|company)\b/gi, '')
    // ("… if CI is green": a condition every time, no state of now)
    .replace(/\b(if|when|once|as soon as)\s+(?:the\s+)?(ci|build|checks?|tests?|pipeline)\s+(?:is|are|goes|go|turns?)\s+green\b/gi, '$1 $2 passes')
    // ("every foreign key gets an index here": "here" closing it is this project)
    .replace(/^((?:every|each|all)\b.*?)\s+here([.!]*)$/i, '$1$2')
    // ("the firmware can't allocate after init": what it is built never to do, no failure)
    .replace(/\bcan'?t\s+(?=(?:allocate|block|sleep|panic|use the heap|touch the heap|do i\/o|use floats?|use floating point|call malloc)\b)/gi, 'cannot ')
    // ("the warehouse is Snowflake, but local dev uses duckdb": another environment's way, set beside it — no complaint)
    .replace(/,?\s+but\s+(?=(?:locally|local\s+dev|local|dev|development|tests?|ci|staging|prod(?:uction)?|in\s+(?:dev|development|tests?|ci|staging|prod|production))\b[^,;]{0,20}?\s+(?:uses?|runs?|is|are|points?|talks?|goes|go)\s)/i, ', ');
  const n = words(s);
  // (four words are enough for the system a store of data is: "our warehouse is BigQuery"; or a property every one has:
  // "etl jobs are idempotent"; or the form a kind is written in: "dates are always DD.MM.YYYY")
  if (n < (WAREHOUSE_IS.test(s) || A_PROPERTY_OF_EVERY_ONE.test(s) || A_DATE_FORMAT.test(s) ? 4 : 5) || n > 40 || /[?？]/.test(s) || NOT_A_KIND.test(s) || APPROVED_AT_THE_END.test(s)) return false;
  // a thing of the project near the start, or things of a kind said with a thing of software anywhere
  // (or a name of code first: "context.Context is always the first parameter")
  if (!PROJECT_THING.test(s.split(/\s+/).slice(0, 5).join(' ')) && !CODE_NAME_FIRST.test(s) && !(KIND_OF_THINGS.test(s) && (PROJECT_THING.test(s) || TECHNICAL.test(s)))) return false;
  // ("is built with docusaurus and deployed from the docs branch": a second participle of the same passive, not an event)
  // ("deleted accounts are soft-deleted and …": what is done to a kind of thing, not an event)
  // (a kind named by how it ended is no failure nor an event: "failed jobs are kept for 7 days")
  const kind = s.replace(/^(?:the\s+)?(?:failed|errored|crashed)\s+(?=[\w-]+s\s+(?:are|get)\b)/i, '');
  const happened = HAPPENED.test(
    kind
      // ("are created, signed and sent by …", "are generated, then reviewed by …": a list of participles of one passive)
      .replace(/(\b(?:is|are)\s+(?:\w+ed|built|written|run|kept|made|done|sent))(?:(?:,\s+|,?\s+and\s+|,?\s+(?:and\s+)?then\s+)(?:\w+ed|written|built|run|kept|made|done|sent|taken))+\b/gi, '$1')
      .replace(/(\b(?:is|are)\s+(?:\w+ed|built|written|run|kept|made|done)\b[^,;]*?\band)\s+\w+ed\b/gi, '$1')
      .replace(/^(?:the\s+)?(?:deleted|removed|archived|closed|expired)\s+(?=[\w-]+s\s+(?:are|get)\b)/i, '')
      .replace(/\b(?:is|are)\s+(?:soft|hard)-deleted\b/gi, 'are kept')
      // ("dependabot PRs for patch versions are auto-merged if CI is green": what is done to every one, on a condition)
      .replace(AUTO_ON_A_CONDITION, 'are handled '),
  );
  // (a status a retry is set for is a case handled, no failure: "retries on 529 overloaded errors back off …")
  // (errors, said of how every one is handled, are a kind of the code, not a failure: "errors are wrapped with %w")
  const cased = kind.replace(/^(?:all\s+)?errors\s+(?=(?:are|get)\s+(?:always\s+|only\s+)?(?:wrapped|returned|logged|mapped|converted|checked|compared|propagated|reported|raised|thrown|handled|translated)\b)/i, 'results ').replace(/\berrors\.(?=\w)/gi, 'errs.').replace(/\b(on|for)\s+[45]\d\d(?:s\b|\s+(?:[\w-]+\s+)?(?:errors?|responses?)\b)?/gi, '$1 a status');
  const failing = FAILING.test(TIMEOUT_SETTING.test(cased) ? cased.replace(/\btimeouts?\b/gi, 'limits') : cased);
  if (failing || WORKS_SOMEWHERE.test(s) || COMPLAINT.test(s) || happened || STATE_NOW.test(kind) || MOMENT.test(s) || THIS_DAY.test(s)) return false;
  if (THEN_AN_ORDER.test(s) || /\b(?:this|(?<!than )that(?!\s+(?:needs?|uses?|calls?|reads?|depends?|imports?|owns?|writes?|consumes?|relies?|holds?|stores?|keeps?|handles?|talks?|touches?|serves?|sends?|accepts?|takes?|does|runs?|ships?|goes|denies|allows|blocks|rejects|returns|validates|wraps|routes|forwards|limits|caps|moves|changes|allocates|mutates|spawns|throws|panics)\b)|these|those|still|anymore|again|here|i(?!\/o)|i'm|i'd|i'll|me|my|mine|(?<!\b(?:before|until|of)\s)anything(?!\s+else\b)|something|nothing(?!\s+(?:goes|ships|deploys|gets|is)\b)|never mind|late|early|badly)\b/i.test(s)) return false;
  // ("retries back off up to 60 seconds": a kind and its verb with a particle, no order)
  if ((ORDER_OPENING.test(s) && !/^(?:the\s+)?[\w-]+s\b[^,;]{0,40}?\s+(?:back off|fall back|time out|scale (?:up|down|out))\b/i.test(s)) || ONE_THING_AT_HAND.test(s)) return false;
  // where a kind of thing is put beside its user ("images live next to the doc that uses them"): a rule of placement, read as one
  if (/\b(?:lives?|go(?:es)?|belongs?|sits?|stays?)\s+next\s+to\b/i.test(s)) return false;
  // where one thing is ("the logs are in /var/log/app"): a pointer's form, which isPointer weighs
  if (/^[^,;]*\b(?:is|are)\s+(?:in|at|under)\s+\S*[/~]/i.test(s)) return false;
  // an order in a later clause ("…, turn it off", "…, then seed the data"): the task's, not a design
  // (not a gerund said of it: "…, bumping it is a separate PR")
  if (s.split(/[,;:]\s*(?:and\s+|so\s+|then\s+)?/).slice(1).some((clause) => ORDER_OPENING.test(clause) && !leaveAsItIs(`, ${clause}`) && !/^(?:and\s+)?never\s+\w+ed\b/i.test(clause) && !/^[\w-]+ing\s+(?:it|them)\s+(?:is|are|means|needs|takes)\b/i.test(clause))) return false;
  if (OBSERVED.test(NOT_SEEN.reduce((t, [re, by]) => t.replace(re, by), s))) return false;
  return HAS_TO_KEEP_WORKING.test(said) || DESIGN_MARK.some((re) => re.test(s));
}

/** The statement ends with an order to leave the thing as it is ("…, keep it there"): a rule as much as a fact. */
export const leaveAsItIs = (s: string) => LEAVE_AS_IT_IS.test(s);

/** A mark that a design was chosen, not an accident: "on purpose", "deliberately", "by design". */
const DELIBERATE = /\b(?:on purpose|deliberately|intentionally|by design)\b/i;
/** A thing of the project, then what it is or does in the present ("the brainstorm tool uses 0.9", "the batch size is 32"). */
const A_THING_THAT_IS = /^(?!(?:i|i'm|im|you|he|she|they|we|it|it's|its|this|that|these|those|there|here|my|your|his|her|their|someone|somebody|who|what|why|how|did|was|were|not)\b)(?:the\s+|our\s+|all\s+)?[\w.-]+(?:\s+[\w.-]+){0,3}?\s+(?:is|are|uses?|returns?|waits?|runs?|sleeps?|stays?|keeps?|has|have|skips?|ignores?|retries|caches?|logs?|sends?|times out|defaults? to|points? to|lives?|goes|go)\b/i;

/**
 * How a part is set, marked as chosen: "temperature is 0 everywhere except the brainstorm tool, which
 * uses 0.9 on purpose", "the batch size is 32 on purpose, bigger ones run out of GPU memory" — what
 * an agent would otherwise "fix". Not what someone did ("I left the test failing on purpose", "the
 * test was skipped on purpose"), a failure, a question, nor the thing at hand.
 */
export function deliberateDesign(s: string): boolean {
  if (!DELIBERATE.test(s) || /[?？]/.test(s) || words(s) < 5 || words(s) > 40 || !A_THING_THAT_IS.test(s)) return false;
  if (/\b(?:was|were|did|had|left|made|broke|changed|added|removed|wrote)\b/i.test(s) || FAILING.test(s)) return false;
  return !MOMENT.test(s) && !THIS_DAY.test(s) && !/\b(?:this|that|these|those)\b/i.test(s.replace(/,\s*(?:which|that)\b/gi, ','));
}
