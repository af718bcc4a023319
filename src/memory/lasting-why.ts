// Why a rule holds, said after it or after a refusal: "…, the prod nodes are on 25 and hot code loading breaks across
// majors", "…, panics are for bugs only", "…, that's how the other commands do it". Only a why that lasts makes the words
// before it a rule: "no, the db is being restored" or "…, the docs are fine as they are" is this moment's.
import { MOMENT, TROUBLE } from './rule-forms.js';
// (a cycle: statement-forms reads whys here; an order's why said as a rule of its own is read there, at call time only)
import { classify } from './statement-forms.js';
import { MISSING_WHERE_IT_RUNS, MONTH, ONE_DAY, THIS_DAY, words } from './statement-text.js';
import { IT_IS_CANON } from './story-world.js';

/** Words that say who or what is meant only to those who saw it: the user, the agent, the work at hand. */
const POINTERS = String.raw`i|i'm|i'll|i've|i'd|you|you're|it|it's|its|this|that|that's|these|those|there|there's|he|she|they|which|who|what|whatever|whichever|where|when`;
/** Another team's parts, by the possessive: "finance's dashboards", "John's scripts" (not "it's", "that's"). */
const ANOTHER_TEAMS_PARTS = String.raw`(?!(?:it|that|this|there|what|who|he|she)'s)[\w-]+'s\s+(?:[\w-]+\s+)?[\w-]+s`;
/** The team, or a part or kind of it: "we", "the prod nodes", "our timers", "every function that allocates". */
const THE_TEAM_OR_ITS_PARTS = String.raw`(?:we|we're|we've|we all)\s+(?:also\s+|still\s+)?|(?:our|the|all|every|each|most|some|many|half\s+(?:of\s+)?(?:our|the))\s+(?:[\w.'/-]+\s+){1,4}?`;
/** What such a subject is or does, for good: "are on 25", "use gproc", "breaks across majors", "reads that table". */
const HOW_IT_IS = String.raw`is|are|isn't|aren't|has|have|needs?|uses?|runs?|dedupes?|dedups?|deduplicates?|identify|identifies|partitions?|shards?|pay|pays|host|hosts|serve|serves|store|stores|expose|exposes|allow|allows|breaks?|depends?|relies|rely|leaks?|expects?|requires?|allocates?|owns?|handles?|keep|avoid|prefer|build|test|release|compile|lint|format|target|support|follow|review|fail|read|assume|call|parse|import|share|moved|switched|dropped|migrated|stopped|get|lose|save|doesn't|don't|can't|won't|only|always|never|pins?|vendors?|ships?|deploys?|pick|choose|select|tune|evaluate|report|on|all\s+on|pinned|stuck|caps?|limits?|drifts?|diverges?`;
/** Any present-tense verb after "the …" or "our …": "the analytics team reads that table directly". */
const DOES_AFTER_THE = String.raw`(?<=(?:our|the|all|every|each)\s+(?:[\w.'/-]+\s+){1,4})(?!(?:is|was|has|does|this|its|us|yes|less|unless|plus)\b)[a-z]+(?:-[a-z]+)*[^s\W]s`;
/** Orders, whose first word no subject has: "use the …", "put it …". */
const ORDER_WORDS = String.raw`use|put|call|keep|make|add|remove|move|run|try|do|go|leave|revert|change|rename|write|fix|check|wait|stop|set|ask|return|pass|start|just|please|maybe|not|also|then|so|let's|lets`;

/** Who else relies on a thing, beyond this work: "three other services call", "two teams depend on". */
const OTHERS_WHO_RELY = String.raw`(?:two|three|four|five|six|several|many|\d+|a\s+few|other|all\s+the\s+other)\s+(?:other\s+)?(?:services|apps|teams|clients|repos|packages|consumers|systems|products|projects)\s+(?:call|use|import|depend\s+on|rely\s+on|read|parse|consume|embed)`;

/**
 * Why, as the way things are, not as this moment: "the prod nodes are on 25 and hot code loading breaks across majors",
 * "we use gproc for naming, …", "panics are for bugs only". The team, its parts or a kind of thing as the subject (not
 * "I", "you", "it", "this": the user, the agent, the work at hand), and a verb of how it is.
 */
const LASTING_WHY = new RegExp(
  [
    // "we haven't written a class component since 2020": a kind the team has left behind for years
    String.raw`we(?:\s+haven'?t|\s+have\s+not|\s+have\s+never|'ve\s+never)\s+(?:written|used|shipped|added|merged|deployed|had|touched)\s+(?:a|an|any|one)\s+[^,;]{2,40}?\s+since\s+(?:\d{4}|v?\d+(?:\.\d+)+|the\s+[\w-]+(?:\s+[\w-]+)?)$`,
    // "that's how the other commands do it": the way the rest of the code goes
    // ("that's what the accounting export expects": what a part reads it as)
    String.raw`that'?s\s+(?:how|what)\s+(?:the|all|every|our|each)\s+(?:[\w.'/-]+\s+){0,4}?(?:do|does|work|works|handle|handles|use|uses|expects?|requires?|needs?|reads?|parses?|accepts?)(?:\s+(?:it|them|things))?$`,
    // "an order can be charged more than once after a partial refund": what any one of a kind may come to
    String.raw`(?:a|an|any|one)\s+(?!(?:bit|lot|few|little|day|time|moment|while|second|minute)\b)[\w-]+(?:\s+[\w-]+)?\s+can\s+(?:be|get|have|end up|arrive|come|change|belong|appear|span|contain|hold)\b.{3,}$`,
    // "every other config in the repo is toml": what the rest of its kind already is
    String.raw`(?:every|all(?:\s+the)?)\s+other\s+[\w-]+(?:\s+[\w-]+)?\s+(?:in\s+(?:the|this|our)\s+(?:repo|codebase|project|app|monorepo)\s+)?(?:is|are|uses?)\s+(?:already\s+)?(?!(?:fine|ok|okay|done|broken|wrong|failing|red|green)\b)[\w.@/+-]+$`,
    // "the prod nodes are on 25 …", "we use gproc for naming": the team or its parts, and how they are
    String.raw`(?!(?:${POINTERS}|${ORDER_WORDS})\b)(?:${THE_TEAM_OR_ITS_PARTS})(?:${HOW_IT_IS}|${DOES_AFTER_THE})\b.{3,}$`,
    // "absolute ones break the versioned docs": the other kind, named by what sets it apart
    String.raw`(?!(?:the|this|that|these|those|other|old|new|first|last|same)\b)[\w-]+\s+ones\s+(?!(?:is|are|was|were)\b)[a-z]+\b.{3,}$`,
    // "melpa rejects packages with byte-compile warnings": a tool named bare, and what it holds every change to (or gets
    // wrong every time: "tiktoken undercounts Claude by 10-20%")
    // ("security review flags localStorage tokens every time": the check named in two words)
    String.raw`(?!(?:${POINTERS}|we|you)\b)[\w.-]+(?:\s+(?:review|team|scanner|linter|checker|audit|bot|ci))?\s+(?:rejects|requires|expects|ignores|strips|blocks|refuses|enforces|flags|undercounts|overcounts|miscounts|mangles|truncates|scans|audits)\b.{3,}$`,
    // "printf over UART blocks for milliseconds": a tool named bare, and how long it stalls what calls it, each time
    String.raw`(?!(?:${POINTERS}|we|you)\b)[\w.-]+(?:\s+(?:over|on|in|via|through)\s+[\w.-]+)?\s+(?:blocks|stalls|freezes|hangs|locks\s+up)\s+(?:the\s+[\w-]+\s+)?(?:for\s+)?(?:milliseconds|seconds|minutes|(?:several|a\s+few|many|tens\s+of|hundreds\s+of|\d+)\s*(?:ms|milliseconds|seconds|s|µs|us|microseconds))\b.{0,40}$`,
    // "reviewers bounce anything less", "journals reject anything over 8,000 words": those who gate the work, and the line
    // they hold every piece to
    String.raw`(?:the\s+)?(?:reviewers|journals|auditors|regulators|editors|publishers|examiners|referees|inspectors|clients|customers|app\s+stores|platforms|banks|insurers|funders|grant\s+panels)\s+(?:always\s+)?(?:reject|bounce|refuse|flag|return|fail|send\s+back|kick\s+back|desk-reject)\s+(?:anything|everything|any\s+[\w-]+|papers|submissions|manuscripts|files|apps|claims|proposals)\b.{0,40}$`,
    // "it's 60% of our players": the share of those the work is for that a kind holds, which lasts past the moment
    String.raw`(?:it'?s|they'?re|that'?s|it\s+is|they\s+are)\s+(?:about\s+|over\s+|nearly\s+|almost\s+|roughly\s+|around\s+)?\d+\s*%\s+of\s+(?:our|the)\s+(?:players|users|customers|sales|revenue|traffic|downloads|installs|audience|readers|listeners|orders|visitors|students|clients)\b.{0,20}$`,
    // "the hedgehogs and the hens would eat them": who lives there and would come to harm by it, every time
    String.raw`(?:the|our)\s+(?:[\w-]+\s+)?(?:hens|chickens|dogs|dog|cats|cat|kids|children|toddler|baby|hedgehogs|birds|bees|goats|horses|pets|puppy|kitten|fish)(?:\s+and\s+(?:the|our)\s+(?:[\w-]+\s+)?[\w-]+)?\s+(?:would|could|might)\s+(?:eat|chew|swallow|drink|get\s+into|knock\s+over|be\s+poisoned\s+by|die\s+from)\b.{0,30}$`,
    // "reads outnumber writes a hundred to one": how the load on a part is made up, which lasts
    String.raw`(?:reads|writes|requests|lookups|inserts|updates|queries|gets|puts)\s+(?:far\s+)?outnumber\s+(?:reads|writes|requests|lookups|inserts|updates|queries|gets|puts)\b.{0,40}$`,
    // "billing owns invoices": the part, named bare, that owns a kind of thing
    String.raw`(?!(?:${POINTERS}|${ORDER_WORDS}|we|you|i|nobody|everyone|everybody|someone|somebody)\b)[\w-]+\s+owns\s+(?:all\s+|the\s+|our\s+)?(?:[\w-]+\s+)?[\w-]+s\b.{0,30}$`,
    // "paths change when we compact": what changes about a kind of thing each time a routine runs
    String.raw`(?!(?:${POINTERS}|${ORDER_WORDS}|we|you|things|they)\b)(?:[\w-]+\s+)?[\w-]+s\s+(?:change|move|break|get\s+rewritten|get\s+renamed|shift)\s+(?:when(?:ever)?|every\s+time|each\s+time)\s+(?:we|you|it|they|the\s+[\w-]+)\s+[a-z]+\b.{0,30}$`,
    // "String fragments the heap on the Nano": what a way does to the memory it runs in, each time
    String.raw`(?!(?:${POINTERS}|${ORDER_WORDS}|we|you|i)\b)[\w.()-]+(?:\s+[\w.()-]+)?\s+(?:fragments|leaks|exhausts|fills\s+up|blows|eats|thrashes)\s+(?:the\s+)?(?:heap|stack|memory|ram|cache|flash)\b.{0,30}$`,
    // "titles come from users": where a kind of data comes from, which is never to be trusted
    String.raw`(?:[\w-]+\s+)?[\w-]+s\s+(?:all\s+)?come\s+(?:straight\s+|directly\s+)?from\s+(?:the\s+)?(?:users|customers|clients|the\s+client|user\s+input|the\s+browser|outside|third[- ]parties|the\s+internet|the\s+public|anonymous\s+users)\b.{0,20}$`,
    // "processBlock runs on the audio thread": where a callback runs, which rules out what blocks
    String.raw`[\w.()]+\s+(?:runs|is\s+called|gets\s+called|executes)\s+on\s+the\s+(?:audio|render|ui|main|realtime|real-time|network|gpu|game)\s+thread\b.{0,20}$`,
    // "Resources bloats the first download": what a way adds to what every user fetches or starts
    String.raw`(?!(?:${POINTERS}|${ORDER_WORDS}|we|you|i)\b)[\w.'/-]+\s+(?:bloats|inflates|doubles|slows\s+down)\s+(?:the\s+)?(?:first\s+|initial\s+|app\s+)?(?:download|bundle|binary|apk|ipa|install|startup|cold\s+start|app\s+size)\b.{0,30}$`,
    // ".env files end up in backups": where a kind of file lands, out of the team's hands
    String.raw`(?:[\w.-]+\s+)?[\w.-]+s\s+(?:end\s+up|get\s+copied|get\s+swept|get\s+synced)\s+(?:in|into|to)\s+(?:the\s+)?(?:backups?|logs|git|the\s+repo|screenshots|crash\s+reports|slack)\b.{0,20}$`,
    // "callbacks fire at the sensor's rate": how often a kind of thing comes, set by another part
    String.raw`(?!(?:${POINTERS}|${ORDER_WORDS}|we|you|things|they)\b)(?:[\w-]+\s+)?[\w-]+s\s+(?:fire|run|arrive|come\s+in|tick)\s+at\s+(?:the\s+)?[\w'’.-]+(?:\s+[\w'’.-]+)?\s+(?:rate|frequency|speed)\b.{0,20}$`,
    // "admins maintain those": who, outside the developers, keeps a kind of thing up
    String.raw`(?:the\s+)?(?:admins|ops|support|designers|analysts|marketing|editors|business\s+users|non-developers|the\s+[\w-]+\s+team)\s+(?:maintain|own|edit|update|configure|manage)\s+(?:those|them|these|it)\b.{0,20}$`,
    // "that's the CLI convention": the way named as the team's standing convention
    String.raw`that'?s\s+(?:the|our|a)\s+(?:[\w-]+\s+){0,2}(?:convention|standard|house\s+style|style\s+guide|naming\s+rule|policy)$`,
    // "views stay thin": how every one of a kind of part is kept, by design
    String.raw`(?!(?:${POINTERS}|${ORDER_WORDS}|we|you|things|they)\b)(?:[\w-]+\s+)?[\w-]+s\s+(?:stay|remain|are\s+kept|are)\s+(?:thin|dumb|pure|small|stateless|declarative|presentational|idempotent|read-?only|immutable|side-effect[- ]free|decoupled|independent|isolated)\b.{0,30}$`,
    // "new in the render loop stalls us": a call named bare, where it is hot, and the stall it costs each time
    String.raw`(?!(?:${POINTERS}|${ORDER_WORDS}|we|you|i|the|our|it|this|that)\b)[\w.()-]+(?:\s+(?:in|on|inside)\s+(?:the\s+)?(?:[\w-]+\s+)?(?:loop|path|thread|tick|handler|isr|callback))?\s+(?:stalls|hitches|stutters|blocks|freezes)\s+(?:us|the\s+(?:frame|loop|game|renderer|main thread|ui|audio|gpu|pipeline))\b.{0,30}$`,
    // "print output gets lost in the container": what the other way's output comes to, each time, where it runs
    String.raw`(?!(?:${POINTERS}|we|you)\b)[\w.-]+\s+(?:output|logs?|messages|errors|lines)\s+(?:gets?|are|is)\s+(?:lost|swallowed|dropped|eaten|hidden|buffered)\s+(?:in|by|inside|under|on)\s+(?:the\s+|our\s+)?[\w.-]+(?:\s+[\w.-]+)?$`,
    // "the pages change markup every few weeks": how often the shape of a kind of thing the code reads changes
    String.raw`(?:the\s+|our\s+|their\s+)?(?:[\w-]+\s+)?[\w-]+s\s+change\s+(?:their\s+)?(?:markup|layout|format|schema|structure|html|dom|selectors|ids|urls|fields|field names|response shape)\s+(?:often|constantly|all the time|a lot|without notice|every\s+(?:\d+\s+|few\s+|couple\s+of\s+)?[\w-]+)$`,
    // "everything runnable lives there with a shebang": what every one of a kind goes to, the place just named
    String.raw`(?:everything|anything|all)\s+(?:[\w-]+\s+)?(?:lives?|goes?|sits?|belongs?)\s+(?:there|in there|here)\b.{0,60}$`,
    // "every webhook route here does": what every other one of the kind already does
    String.raw`(?:every|each|all(?:\s+the)?|all\s+our)\s+(?:other\s+)?[\w-]+(?:\s+[\w-]+)?\s+(?:here\s+|in\s+(?:the|this|our)\s+[\w-]+\s+)?(?:does|do|has|have|uses?)(?:\s+(?:it|that|too|already|so))?$`,
    // "any XSS reads it": what any one of a kind of attack or bug does to it
    String.raw`(?:any|every)\s+(?!(?:of|one|time|day)\b)[\w-]+(?:\s+[\w-]+)?\s+(?!(?:is|was|has|does)\b)[a-z]+s\s+(?:it|them|that|those)\b.{0,40}$`,
    // "everyone uses that copy": what the whole team does
    String.raw`(?:everyone|everybody|nobody|no one|the whole team)\s+(?!(?:is|was|has)\b)[a-z]+s?\b.{2,}$`,
    // "mobile 3.x still reads it and we support the last two majors": a part named bare that still depends on the thing
    String.raw`(?!(?:${POINTERS}|${ORDER_WORDS}|we|you)\b)[\w.'/-]+(?:\s+[\w.'/-]+)?\s+still\s+(?:reads?|uses?|calls?|needs?|depends on|relies on|imports?|hits?|queries)\b.{0,120}$`,
    // "barrels break tree shaking in our bundler", "updates wipe the parent": a kind of thing named bare in the plural, and the harm it does (where it
    // is, too: "emails in logs violate our DPA")
    String.raw`(?!(?:${POINTERS}|${ORDER_WORDS}|we|you|things|tests)\b)[\w.'/-]+s(?:\s+(?:in|on|inside)\s+[\w.'/-]+(?:\s+[\w.'/-]+)?)?\s+(?:break|slow down|bloat|leak|hide|defeat|confuse|double|duplicate|block|bypass|skip|drift|overflow|truncate|violate|breach|wipe|overwrite|clobber|erase)\b.{3,}$`,
    // "request bodies carry card data and …": what every one of a kind holds that is not to be spread
    String.raw`(?!(?:${POINTERS}|${ORDER_WORDS}|we|you|things)\b)(?:[\w.'/-]+\s+)?[\w.'/-]+s\s+(?:always\s+)?(?:carry|contain|hold|include|can (?:contain|carry|hold|include)|may (?:contain|carry|hold|include))\s+(?:card|credit card|personal|user|customer|health|payment|patient|sensitive|secret|private|pii|auth|pans?|passwords|credentials|tokens)\b.{0,80}$`,
    // ("debug logs include request bodies and that's PII": what it holds, then named as not to be spread)
    String.raw`(?!(?:${POINTERS}|${ORDER_WORDS}|we|you|things)\b)(?:[\w.'/-]+\s+)?[\w.'/-]+s\s+(?:always\s+)?(?:carry|contain|hold|include|log|print)\s+[^,;]{2,40}?\s+and\s+(?:that'?s|that is|those are|these are)\s+(?:pii|personal data|customer data|card data|health data|secrets?|sensitive)$`,
    // "NAT traffic costs us a fortune": what a kind of thing costs, every time
    String.raw`(?!(?:${POINTERS}|${ORDER_WORDS}|we|you)\b)[\w.'/-]+(?:\s+[\w.'/-]+)?\s+(?:costs?|bills?)\s+(?:us\s+)?(?:about\s+|around\s+|roughly\s+|over\s+|like\s+)?(?:a fortune|a lot|a ton|thousands|hundreds|\$[\d,.]+k?(?:\s+a\s+(?:month|year|day))?|way\s+too\s+much|too\s+much)(?:\s+(?:a|per|every)\s+(?:month|year|day|run|request))?$`,
    // "recomputing them costs about $40 a run", "rerunning it takes 20 minutes": what doing it again costs every time
    String.raw`[a-z]+ing\s+(?:it|them|the\s+[\w-]+(?:\s+[\w-]+)?|everything|all\s+of\s+(?:it|them))\s+(?:takes|costs)\s+(?:about\s+|around\s+|roughly\s+|over\s+|like\s+|at least\s+)?(?:\$[\d,.]+k?|(?:\d+|an?|one|two|three|ten|twenty|thirty|forty)\s+(?:minutes?|mins?|hours?|seconds?|days?|dollars|bucks))\b.{0,60}$`,
    // "primary migrations run in the 2am window": the window a kind of change is held to
    String.raw`(?!(?:${POINTERS}|${ORDER_WORDS})\b)(?:[\w-]+\s+)?[\w-]+s\s+(?:only\s+)?(?:run|happen|go out|ship|deploy|go)\s+(?:only\s+)?(?:in|during)\s+(?:the\s+|a\s+)?[\w:-]+(?:\s+[\w:-]+)?\s+(?:window|slot)\b.{0,30}$`,
    // "the dashboards group by that prefix": what a kind of part keys on, the thing just named
    String.raw`(?:the|our|all)\s+(?:[\w-]+\s+){0,2}[\w-]+s\s+(?!(?:are|were|have|had|did|do|was)\b)[a-z]+\s+(?:by|on|off)\s+(?:that|this|the|it)\b.{0,40}$`,
    // "compliance asks for that": who outside the team requires it
    String.raw`(?:compliance|legal|security|finance|audit|the auditors?|auditors|regulators?|our\s+(?:auditors?|regulators?|insurers?|contracts?|customers?|sla))\s+(?:asks?|requires?|insists?|wants?|needs?|mandates?)\s+(?:for\s+|on\s+)?(?:that|it|this|them)\b.{0,30}$`,
    // "a single replica drops traffic on every node drain": what one of a kind does each time a thing comes round
    String.raw`(?!(?:${POINTERS}|${ORDER_WORDS}|we|you|i|it|this|that)\b)(?:(?:a|one|the|our)\s+)?(?:single\s+|lone\s+)?[\w.'/-]+(?:\s+[\w.'/-]+)?\s+(?:(?:would|will|can)\s+[a-z]+|(?!(?:was|has|breaks|crashes|fails|hangs|errors|times)\b)[a-z]+s)\b[^,;]{0,50}?\s+(?:on|during|at|after|with|in)\s+(?:every|each)\s+[\w-]+(?:\s+[\w-]+)?$`,
    // "that's part of our WCAG AA commitment", "it's in their contract": what the team has bound itself to
    String.raw`(?:that|it)'?s\s+(?:part of|in|required by|written into)\s+(?:our|the|their)\s+(?:[\w.'/-]+\s+){0,3}(?:commitment|contract|sla|policy|certification|compliance|agreement|accessibility statement)$`,
    // "screen reader users are about a tenth of our government customers": who among the product's users it is for
    String.raw`(?:[\w-]+\s+){0,2}(?:users|customers|players|visitors|patients|students)\s+(?:are|make up)\s+(?:about\s+|around\s+|roughly\s+|over\s+|almost\s+|nearly\s+)?(?:a\s+(?:tenth|third|quarter|fifth)|half|\d+\s*%|most|many)\s+of\s+(?:our|the)\s+.{2,40}$`,
    // "a jailbroken device fakes receipts": what a hostile client can always do
    String.raw`(?:a|an|any)\s+(?:jailbroken|rooted|malicious|compromised|modified|tampered|hostile)\s+(?:[\w-]+\s+)?(?:device|client|phone|app|browser|user|build)\s+(?:can\s+)?[a-z]+\b.{2,40}$`,
    // "users who zoom need it to scale": what some of the product's users, named by how they use it, rely on
    String.raw`(?:our\s+|the\s+)?(?:[\w-]+\s+)?(?:users|customers|players|visitors|readers|patients|students)\s+(?:who|that|on|with)\s+(?!(?:asked|complained|said|reported|told)\b)[^,;]{2,30}?\s+(?:need|needs|rely on|depend on|expect|can't|cannot)\b.{2,40}$`,
    // "a default rewrites every row and locks it for minutes": what any one of a kind does to every one of another
    String.raw`(?:a|an|any)\s+(?!(?:bit|lot|few|little|day|time|moment|while)\b)[\w-]+(?:\s+[\w-]+)?\s+(?!(?:is|was|has|does)\b)[a-z]+s\s+(?:every|each|all|the whole)\s+[\w-]+\b.{0,60}$`,
    // "raw SQL skips the tenant filter the managers add": a way named bare, and what it always leaves out
    String.raw`(?!(?:${POINTERS}|${ORDER_WORDS}|we|you|i|the|our)\b)[\w.-]+(?:\s+[\w.-]+)?\s+(?:skips|bypasses|ignores|drops|loses|strips|leaks)\s+(?:the|our|all|every|any)\b.{3,60}$`,
    // "the generic gpu flag can land you on the old K80s": what the other way can do, every time it is used
    String.raw`(?:the|a|an)\s+(?:generic|default|plain|old|other|bare|usual)\s+(?:[\w.-]+\s+)?[\w.-]+\s+(?:can|may|might|will)\s+(?:land|put|send|leave|give|pull|pick)\s+(?:you|us)\b.{3,60}$`,
    // "a quarter of our users are still on Android 7": how many of the product's users are where
    String.raw`(?:a|one)\s+(?:tenth|third|quarter|fifth|half)\s+of\s+(?:our|the)\s+(?:[\w-]+\s+)?(?:users|customers|players|installs|traffic|downloads)\s+(?:is|are|comes?)\s+(?:still\s+)?(?:on|using|from)\s+.{2,30}$`,
    // "scripts that wrap the CLI check for 2": what a kind of thing that uses it relies on
    String.raw`(?!(?:${POINTERS}|${ORDER_WORDS}|we|you|things)\b)(?:[\w-]+\s+)?[\w-]+s\s+that\s+(?:wrap|call|use|consume|parse|read)\s+[^,;]{2,30}?\s+(?:check for|rely on|depend on|parse|grep for|match on|expect)\s+.{1,40}$`,
    // "users on Linux complained about dotfiles in home": what the product's users told the team
    String.raw`(?:(?:our|the)\s+)?(?:[\w-]+\s+)?(?:users|customers|clients|players)(?:\s+on\s+[\w.-]+)?\s+(?:complained|asked|kept asking)\s+(?:about|for)\s+.{3,60}$`,
    // "anything after the cache breakpoint is billed at full price every call": what is done to it each time
    String.raw`(?:anything|everything|all)\s+[^,;]{2,40}?\s+(?:is|are|gets?)\s+[a-z]+ed\b[^,;]{0,40}\bevery\s+(?:call|request|time|run|build|deploy)$`,
    // "they deadlock under ASP.NET", "it blocks the event loop": the harm the kind ruled out does wherever it is used
    String.raw`(?:they|it|\.?[A-Za-z_][\w.]*(?:\(\))?)\s+(?:can\s+|will\s+|would\s+|always\s+)?(?:deadlocks?|leaks?\s+memory|blocks?\s+the\s+(?:event\s+loop|ui\s+thread|main\s+thread|thread\s+pool|render\s+thread))\b.{0,40}$`,
    // "contexts never reach into each other's schemas": what every one of a kind never, always or only does
    String.raw`(?!(?:${POINTERS}|${ORDER_WORDS}|things|users|people|customers|we|they)\b)(?:[\w-]+\s+)?[\w-]+s\s+(?:never|always|only)\s+(?!(?:been|had|did|was|were|got)\b)[a-z]+\b.{3,}$`,
    // "env() returns null once the config is cached": what a function named by its call does
    String.raw`[A-Za-z_][\w.]*\(\)\s+(?:always\s+|only\s+)?(?:returns?|throws?|blocks?|allocates?|leaks?|is|isn't|breaks?|reads?|writes?|caches?|ignores?|swallows?|mutates?)\b.{3,}$`,
    // "messages change between versions", "word order differs between languages": what shifts under a kind of thing from one
    // version, language or platform to the next
    String.raw`(?!(?:${POINTERS}|${ORDER_WORDS})\b)(?:[\w-]+\s+)?(?:[\w-]+s\s+(?:change|differ|vary|move)|[\w-]+\s+(?:changes|differs|varies|moves))\s+(?:between|across|with\s+every|from\s+one)\s+(?:versions?|releases?|locales?|languages?|platforms?|runs?|browsers?|devices?|environments?)\b.{0,30}$`,
    // "scripts parse stdout as JSON", "clients expect snake_case", "scripts treat anything non-zero as failure": what a kind of
    // thing downstream reads it as
    String.raw`(?!(?:${POINTERS}|${ORDER_WORDS}|things|users|people|customers|we|they)\b)(?:[\w-]+\s+)?[\w-]+s\s+(?:parse|read|expect|consume|depend\s+on|rely\s+on|scrape|grep|pipe|treat)\s+(?:its\s+|their\s+|the\s+|our\s+)?(?!(?:it|this|that|them)\b)[\w.-]+\b.{0,40}$`,
    // "finance's dashboards read it": another team's parts that rely on the thing
    String.raw`${ANOTHER_TEAMS_PARTS}\s+(?:read|use|call|query|parse|depend\s+on|rely\s+on|import|consume|join\s+on)\s+(?:it|them|that|this|those)\b.{0,30}$`,
    // "three other services call it", "two teams depend on it": who else relies on the thing, beyond this work
    String.raw`${OTHERS_WHO_RELY}\s+(?:it|them|this|that|the\s+[\w-]+)\b.{0,30}$`,
    // "changesets bumps versions on release", "CI tags the image on every merge": a step a tool takes at each step of delivery
    String.raw`(?!(?:${POINTERS}|${ORDER_WORDS})\b)(?:the\s+)?[\w.@/-]+(?:\s+[\w.@/-]+)?\s+(?:bumps?|publishes|publish|tags?|builds?|deploys?|generates?|formats?|updates?|writes?|runs?|regenerates?)\s+(?:the\s+|all\s+)?[\w-]+(?:\s+[\w-]+)?\s+(?:on|at|after|before|for)\s+(?:every\s+|each\s+)?(?:release|merge|push|commit|deploy|tag|build)s?\b.{0,30}$`,
    // "namespaces start with the team slug": how every one of a kind is named
    String.raw`(?!(?:${POINTERS}|${ORDER_WORDS})\b)(?:[\w-]+\s+)?[\w-]+s\s+(?:always\s+)?(?:start|begin|end)\s+with\s+(?:the|a|an|their)\s+\S.{2,}$`,
    // "panics are for bugs only", "minimum is 29.1": a kind of thing named bare, and what it is
    String.raw`(?!(?:${POINTERS}|${ORDER_WORDS})\b)[\w.'/-]+(?:\s+[\w.'/-]+)?\s+(?:is|are|isn't|aren't|has|have|needs?|must|only|can't|won't|doesn't|don't|shouldn't)\b.{3,}$`,
    // ("in-place mapping changes can't change existing fields": a kind named in three words, and what it cannot do)
    String.raw`(?!(?:${POINTERS}|${ORDER_WORDS})\b)[\w.'/-]+\s+[\w.'/-]+\s+[\w.'/-]+s\s+(?:can't|cannot|won't|never|don't)\s+[a-z]+\b.{3,}$`,
  ]
    .map((form) => `^${form}`)
    .join('|'),
  'i',
);
/** What the user cannot see, for good: "I can't tell red from green". */
const USER_CANNOT_TELL = /^i\s+(?:can'?t|cannot)\s+(?:tell|see|distinguish)\s+[\w-]+\s+(?:from|and)\s+[\w-]+$/i;
/** The team's set time for every one of a kind, its work word no trouble of now: "we fix them on Fridays", "we triage flaky tests every Monday". */
const THE_TEAMS_SET_TIME = /^we\s+(?:always\s+)?(?:fix|triage|clean\s+up|go\s+through|deal\s+with|look\s+at|review|batch|rerun|ship|merge|release)\s+(?:them|those|these|(?:all\s+)?(?:the\s+)?(?:[\w-]+\s+)?[\w-]+s)\s+(?:on\s+(?:mondays|tuesdays|wednesdays|thursdays|fridays)|every\s+(?:monday|tuesday|wednesday|thursday|friday|week|sprint|morning)|(?:once\s+)?(?:a|per)\s+(?:week|sprint)|weekly|in\s+(?:a|one)\s+batch)$/i;
/** What the other way loses each time a kind of failure comes, its trouble word its point: "or we lose rows on crash". */
const LOST_ON_EACH_FAILURE = /^(?:(?:or|otherwise|else)\s+)?(?:we|you|it|they)\s+(?:lose|drop|corrupt|leak|duplicate|double[- ]count|miss)\s+[^,;]{2,40}?\s+(?:on|after|during|when|if|with)\s+(?:a\s+|an\s+|every\s+|any\s+)?(?:crash|restart|failure|deploy|retry|timeout|rollback|partial\s+failure|power\s+loss)(?:es|s)?$/i;
/** What a kind of call does to what it runs inside, each time, its "slow" its point: "a slow Stripe call holds the row lock". */
const HOLDS_THE_LOCK = /^(?:a|an|any)\s+(?:slow\s+|long\s+|blocking\s+|remote\s+|network\s+)?[\w.-]+(?:\s+[\w.-]+)?\s+(?:call|request|query|job)\s+holds\s+(?:the\s+)?(?:row\s+|table\s+|db\s+)?(?:lock|transaction|connection)s?\b.{0,30}$/i;
/** The old ones of a kind on their way out: "we're migrating the old ones too". */
const MIGRATING_THE_OLD_ONES = /^we(?:'re|\s+are)\s+(?:migrating|moving|porting|converting|rewriting|replacing)\s+(?:the\s+)?(?:old|legacy|remaining|existing)\s+(?:ones|[\w-]+s)\b(?:\s+(?:too|as well|over|one by one|gradually))?$/i;
/**
 * Whys that last though their words are those of the moment or of trouble — "I", "-ing", "fix", "crash", "slow" — which
 * `NOT_LASTING` and `TROUBLE` would rule out: read before them, each only when no day or moment is named.
 */
/** "we reuse those across viewsets": the one made to be shared by many of a kind. */
const SHARED_ACROSS_A_KIND = /^we\s+(?:re-?use|share)\s+(?:them|those|these|it|that|(?:[\w-]+\s+)?[\w-]+s)\s+(?:across|between)\s+(?:all\s+|the\s+|our\s+|every\s+|many\s+)?(?:[\w-]+\s+)?[\w-]+s$/i;
/** "I send things to her myself", "I do the deploys myself": what the user always does in person — said with "I", which the forms below take for the moment. */
const THE_USER_DOES_IT_THEMSELF = /^i\s+(?:always\s+)?(?:send|do|handle|write|review|deploy|merge|push|answer|book|schedule|tag|publish|release)\s+(?:things|it|them|those|these|everything|all\s+(?:of\s+)?(?:that|those|them)|the\s+[\w-]+s)(?:\s+to\s+(?:her|him|them|[A-Z]\w+))?\s+myself$/i;
const LASTING_THOUGH_SAID_AS_OF_NOW = [THE_USER_DOES_IT_THEMSELF, USER_CANNOT_TELL, MIGRATING_THE_OLD_ONES, THE_TEAMS_SET_TIME, LOST_ON_EACH_FAILURE, HOLDS_THE_LOCK, SHARED_ACROSS_A_KIND];
/** A verb going on, said in "-ing" ("is running", "are failing") — not a noun that ends so ("is staging", "is nothing"). */
export const DOING = String.raw`(?!(?:nothing|something|anything|everything|thing|string|staging|billing|pricing|logging|routing|caching|tracing|testing|padding|spacing|shipping|during)\b)\w+ing`;

/** What holds only now, or says the work is fine as it is: no lasting reason ("the lockfile is being regenerated", "the schema is still in flux"). */
const NOT_LASTING = new RegExp(
  String.raw`\btoo\s+(?!many\b|much\b)\w+\b(?!\s+(?:to\s+be|for)\s+(?:a|an)\s)|\b(?:a mess|messy|temporary|temporarily|a placeholder|placeholders?|a stopgap|a hack)\b|\bright\s+(?:there|here)\b|\bthis\s+(?:file|function|method|class|module|component|test|pr|branch|ticket|page|screen)\b|(?<!\b(?:built|supported|maintained|published|shipped|released|updated)\s+)\banymore\b|\b(?:though|although|but|anyway|anyhow|currently|fine(?!-)|ok(?:ay)?|good|enough|done|finished|in review|merged|in flux)\b|\balready\s+(?:did|done|fixed|merged|pushed|deployed|ran|started|on it|took care)\b|\b(?:has|have|had)\b[^,.;]*\balready\b|\b(?:is|are|am|'s|'re|isn't|aren't|is not|are not)\s+(?:still\s+|now\s+|already\s+|yet\s+)?(?:broken|down|failing|red|green|passing|working|ready|up|available|deployed|stuck|busy|open|being\b|${DOING}(?=\s|[,;!]|$))`,
  'i',
);

/** A thing named bare failing a check of the team's every time: "md5 fails the security scan every time". */
const FAILS_A_CHECK_EVERY_TIME =
  /^(?!(?:i|it|this|that|you|he|she|they|we)\b)[\w.+-]+(?:\s+[\w.+-]+)?\s+(?:fails|trips|gets flagged by|gets rejected by|is flagged by|is rejected by)\s+(?:the\s+|our\s+)?(?:[\w-]+\s+)?(?:scan|scanner|check|audit|review|linter|lint|gate|policy|pipeline)\s+(?:every time|each time|always|on every run)$/i;

/** What the other way did once, that taught the rule: "grid search blew the compute budget last time", "the N+1s have bitten us on every list view", "latest pulled a broken build on us twice", "a full backfill once filled the scheduler's queue", "fp16 overflowed in the attention softmax" (the other way, named bare). */
const LESSON =
  /^(?!(?:i|it|this|that|you|he|she|they|we)\b)(?!(?:the\s+)?(?:[\w-]+\s+)?ones?\b)(?:the\s+|(?:a|an)\s+(?=[\w.-]+\s+[\w.-]+))?[\w.-]+(?:\s+[\w.-]+){0,2}?\s+(?:blew|broke|took down|killed|wiped|corrupted|crashed|maxed out|filled up|ate|clogged|flooded|overloaded|stalled|locked)\s+(?:the\s+|our\s+|a\s+)?[^,;]{3,40}\s+(?:last time|once|twice|three times|more than once|several times|a few times|last (?:year|month|quarter|week|spring|summer|autumn|fall|winter)|before)$|^(?!(?:i|it|this|that|you|he|she|they|we)\b)(?:[\w.-]+\s+)?[\w.-]+\s+took\s+(?:prod|production|staging|the\s+[\w-]+|[\w-]+)\s+down\s+(?:last time|once|last (?:year|month|quarter|week)|before|in\s+(?:january|february|march|april|may|june|july|august|september|october|november|december|q[1-4]))$|^(?:that|this|the)\s+(?:rule|check|test|lint|linter|guard|assert(?:ion)?|alert|validation)\s+(?:has\s+)?caught\s+(?:(?:two|three|four|\d+|several|many|a few)\s+)?(?:real\s+)?(?:bugs?|issues|regressions?|incidents?)\b[^,;]{0,30}$|^(?!(?:i|it|this|that|you|he|she|they|we)\b)(?:the\s+)?[\w.+-]+(?:\s+[\w.+-]+)?\s+(?:have|has)\s+(?:bitten|burned|bit)\s+us\b[^,;]{0,40}$|^we\s+(?:broke|bricked|fried|destroyed|lost|corrupted|wiped|took\s+down|crashed)\s+(?:a|an|the|our|two|three)\s+[^,;]{2,30}?\s+(?:last (?:year|month|quarter|week|spring|summer|autumn|fall|winter)|once|before|that way|doing (?:that|it|this))$|^we\s+(?:shipped|released|deployed|pushed|merged)\s+(?:a|an|two|three|several)\s+(?:[\w-]+\s+)?(?:regressions?|bugs?|outages?|incidents?|breaking changes?)\s+(?:that way|like that|doing (?:that|it|this)\s+)?\s*(?:last (?:year|month|quarter|week|spring|summer|autumn|fall|winter)|once|before)$|^(?!(?:i|it|this|that|you|he|she|they|we)\b)(?:the\s+)?[\w.+-]+(?:\s+[\w.+-]+)?\s+(?:slowed(?:\s+down)?|bloated|complicated|hurt|broke)\s+(?:every|each|all)\s+(?:the\s+)?[\w-]+(?:\s+[\w-]+)?\s+we\s+(?:built|wrote|shipped|made|did)\s+with\s+(?:it|them)$|^(?!(?:i|it|this|that|you|he|she|they|we)\b)(?:the\s+|other\s+|some\s+)?[\w.+-]+(?:\s+[\w.+-]+)?\s+(?:have|has)\s+(?:taken|brought)\s+(?:the\s+|our\s+)?[\w-]+(?:\s+[\w-]+)?\s+down\s+(?:by|after|from|through)\s+(?:forgetting|skipping|missing|leaving out|dropping)\b[^,;]{0,30}$|^(?!(?:i|it|this|that|you|he|she|they|we)\b)(?:the\s+)?[\w.:+-]+(?:\s+[\w.+-]+)?\s+(?:[a-z]+ed|broke|took down|blew up|ate|threw)(?:\s+[^,;]{3,40}?)?\s+(?:on|under)\s+us\s+(?:twice|three times|\d+\s+times|more than once|several times|before)$|^(?!(?:i|it|this|that|you|he|she|they|we|the|our|my|your)\b|\d)(?![^,;]*\b(?:yesterday|today|tonight|this morning|last night|again)\b)[\w.+-]+(?:\s+[\w.+-]+)?\s+(?:overflowed|underflowed|diverged|blew up|went nan|ran out of memory|oomed|deadlocked)\b[^,;]{0,40}$|^(?:a|the|one)\s+(?:[\w.-]+\s+){0,4}?[\w.-]+\s+once\s+(?:blew|locked||broke|took down|killed|wiped|corrupted|crashed|maxed out|filled(?:\s+up)?|ate|blocked|clogged|flooded|overloaded|stalled)\s+[^,;]{3,80}$/i;

/** "iterrows took 40 minutes on the full file last month": how long the other way once took (the way named bare). */
const IT_ONCE_TOOK =
  /^(?!(?:i|it|this|that|you|he|she|they|we)\b)[\w.()-]+(?:\s+[\w.()-]+)?\s+took\s+(?:over\s+|nearly\s+|almost\s+)?(?:\d+|an?|two|three)\s*(?:minutes?|mins?|hours?|h|days?)\s+(?:on|for|to\s+\w+)\s+[^,;]{3,40}\s+(?:last (?:time|week|month|year|quarter)|once|before)$/i;

/** "jobs enqueued inside a transaction ran before the row existed twice last month", "a std Mutex held across an await deadlocked the booking page in March": what a kind did once, by when. */
const A_KIND_ONCE_DID = new RegExp(
  String.raw`^(?!(?:i|it|this|that|you|he|she|they|we)\b)(?:[\w.-]+\s+){1,8}?(?:ran|fired|executed|raced|deadlocked|double-charged|duplicated|overwrote|dropped)\b[^,;]{3,50}?\s+(?:(?:twice|once|three\s+times|several\s+times)\s+)?(?:last\s+(?:week|month|year|quarter|sprint)|before|in\s+${MONTH}|in\s+(?:19|20)\d\d)$`,
  'i',
);

/** "we had a data breach complaint in 2023": an incident the team had once, by when, which the order keeps from coming back. */
const WE_HAD_AN_INCIDENT =
  /^we(?:'ve)?\s+had\s+(?:a|an|two|three|several)\s+(?:[\w-]+\s+){0,3}(?:breach|breaches|complaint|complaints|incident|incidents|outage|outages|leak|leaks|fine|fines|lawsuit|chargeback|chargebacks|data\s+loss)\b[^,;]{0,30}?\s+(?:in\s+(?:\d{4}|january|february|march|april|may|june|july|august|september|october|november|december|q[1-4])|last\s+(?:year|quarter|spring|summer|autumn|fall|winter)|before|once)$/i;

/** "the crash reporter is full of them from last year": where the harm of the other way still shows, a tracker full of it. */
const A_TRACKER_FULL_OF_THEM =
  /^(?:the\s+|our\s+)?(?:crash\s+reporter|crash\s+logs?|error\s+tracker|sentry|crashlytics|bugsnag|bug\s+tracker|issue\s+tracker|support\s+inbox|incident\s+log|backlog)\s+(?:is|are)\s+(?:still\s+)?full\s+of\s+(?:them|those|these|(?:[\w-]+\s+)?[\w-]+s)(?:\s+from\s+(?:last\s+(?:year|month|quarter|release)|before|the\s+old\s+[\w-]+))?$/i;

/** "a full-year backfill filled the warehouse queue in March": what the whole of a long run did at once, by when. */
const A_WHOLE_RUN_ONCE_DID = new RegExp(
  String.raw`^(?:a|an|the|our|one)\s+(?:full|whole|full-year|full-history|year-long|single|one-shot|big-bang)\s+(?:[\w-]+\s+)?[\w-]+\s+(?:filled(?:\s+up)?|blew|broke|took\s+down|locked|stalled|clogged|maxed\s+out|killed|overloaded)\s+(?:the\s+|our\s+)?[^,;]{3,40}?\s+(?:in\s+${MONTH}|last\s+(?:year|month|quarter|week|spring|summer|autumn|fall|winter)|once|twice)$`,
  'i',
);

/** "we ripped out two vendors in a year": how often the team has had to swap out what it depended on. */
const SWAPPED_OUT_BEFORE =
  /^we(?:'ve|\s+have)?\s+(?:already\s+)?(?:ripped\s+out|replaced|swapped\s+out|switched|dropped|changed|migrated\s+off)\s+(?:two|three|four|several|\d+)\s+(?:vendors|providers|libraries|sdks|clients|databases|frameworks|tools)\s+(?:in\s+(?:a|one|two|three|\d+)\s+years?|last\s+year|already|before|since\s+(?:19|20)\d\d)$/i;

/** "we lost a pharma account over a typo in 2021": a client the team lost to the other way once, by when. */
const LOST_A_CLIENT_OVER =
  /^we\s+(?:once\s+)?lost\s+(?:a|an|one|two|our\s+biggest|a\s+big)\s+(?:[\w-]+\s+)?(?:account|client|customer|contract|deal|sponsor|partner)\s+(?:over|because\s+of|to)\s+[^,;]{2,30}?\s+(?:in\s+(?:19|20)\d\d|last\s+(?:year|month|quarter|spring|summer|autumn|fall|winter)|once|before)$/i;

/** "we got burned on a percentage deal in 2022": a deal of the other kind that cost the user once, by when. */
const BURNED_ON_A_DEAL =
  /^we\s+got\s+(?:burned|burnt|stung|caught\s+out)\s+(?:on|by|with)\s+[^,;]{3,40}?\s+(?:in\s+(?:19|20)\d\d|last\s+(?:year|month|season|summer|winter)|once|before|twice)$/i;

/** "swallowed exceptions hid a billing bug for a month": how long the other way once hid a fault (the way named bare). */
const HID_A_BUG_FOR =
  /^(?!(?:i|it|this|that|you|he|she|they|we)\b)(?:[\w-]+\s+){0,2}[\w-]+\s+(?:hid|masked|covered\s+up)\s+(?:a|an|the|two|three)\s+[^,;]{0,30}?(?:bug|bugs|outage|incident|leak|error|errors|failure|failures)\s+for\s+(?:a|an|one|two|three|\d+)\s+(?:days?|weeks?|months?|years?)$/i;

/** "choosing on test is how our last paper's numbers got inflated": what the other way did to the team's results once. */
const HOW_OUR_RESULTS_WENT_WRONG =
  /^[a-z]+ing\s+[^,;]{2,40}?\s+(?:is|was)\s+(?:exactly\s+)?how\s+(?:our|the)\s+[^,;]{2,40}?\s+got\s+(?:inflated|wrong|broken|leaked|corrupted|retracted|rejected|flagged|skewed|overfit)$/i;

/** "a rename locked the orders table for ten minutes": how long the other way once held a part of the system. */
const HELD_IT_FOR_A_WHILE =
  /^(?:a|an|the|one|our\s+last)\s+(?:[\w-]+\s+){0,2}[\w-]+\s+(?:locked|blocked|froze|stalled|took\s+down)\s+(?:the\s+)?(?:[\w-]+\s+)?(?:table|db|database|site|app|checkout|queue|cluster|server|api)\s+for\s+(?:ten|five|twenty|thirty|forty|\d+|an?|two|three)\s+(?:minutes|hours|seconds|hour|minute|days?)$/i;

/** "requests blocked the event loop and timed out the health check": what the other way, named bare, did to the loop once. */
const BLOCKED_THE_LOOP =
  /^(?!(?:i|it|this|that|you|he|she|they|we)\b)[\w.-]+(?:\s+[\w.-]+)?\s+(?:blocked|froze|stalled|starved)\s+(?:the\s+)?(?:event\s+loop|main\s+thread|ui\s+thread|render\s+thread|scheduler)(?:\s+and\s+(?:timed\s+out|failed|killed|broke|tripped)\s+(?:the\s+)?[\w\s-]{2,30})?$/i;

/** "an OTA with a native change crashed every Android install in March": what one of the other way did to every user once, by when. */
const ONE_BROKE_EVERY = new RegExp(
  String.raw`^(?:a|an|the|one|our\s+last)\s+(?:[\w.-]+\s+){0,5}?(?:crashed|broke|bricked|wiped|corrupted|took\s+down|logged\s+out)\s+(?:every|all|half\s+(?:of\s+)?(?:our|the))\s+[^,;]{2,40}?\s+(?:in\s+${MONTH}|last\s+(?:year|month|week|quarter|spring|summer|autumn|fall|winter)|once|twice)$`,
  'i',
);

/** "Timers leaked on every screen we used them on": what a kind of thing, named bare, did everywhere the team tried it. */
const DID_IT_EVERYWHERE_WE_USED_IT =
  /^(?!(?:i|it|this|that|you|he|she|they|we)\b)(?:[\w.-]+\s+)?[\w.-]+s\s+(?:leaked|crashed|broke|hung|froze|flickered|stuttered|drained\s+the\s+battery|deadlocked|timed\s+out)\s+(?:on|in)\s+every\s+[\w-]+\s+(?:we|i)\s+(?:used|put|tried|added)\s+(?:them|it)\s+(?:on|in|with)$/i;

/** Every shape of a lesson an order is taught by. */
/** The lesson shapes that are also a why kept as said (`AS_SAID`): named once, read in both lists. */
const LESSONS_KEPT_AS_SAID = [DID_IT_EVERYWHERE_WE_USED_IT, A_WHOLE_RUN_ONCE_DID, LOST_A_CLIENT_OVER, BURNED_ON_A_DEAL, HID_A_BUG_FOR, HOW_OUR_RESULTS_WENT_WRONG, HELD_IT_FOR_A_WHILE, BLOCKED_THE_LOOP, ONE_BROKE_EVERY];
const LESSONS = [LESSON, WE_HAD_AN_INCIDENT, IT_ONCE_TOOK, A_KIND_ONCE_DID, ...LESSONS_KEPT_AS_SAID];

/** "globals made the tests race last year": what the other way did to the tests or the build once (the other way, named bare). */
const MADE_IT_FAIL_ONCE =
  /^(?!(?:i|it|this|that|you|he|she|they|we)\b)(?:the\s+)?[\w.-]+(?:\s+[\w.-]+)?\s+(?:made|left)\s+(?:the\s+|our\s+)?[\w-]+(?:\s+[\w-]+)?\s+(?:race|racy|flaky|flake|hang|deadlock|fail|leak|crash)\s+(?:last time|once|last (?:year|month|quarter|week)|before)$/i;

/** "… and we double-charged people that way": the harm the other way did to the team once, said last (not of today). */
const BURNED_THAT_WAY = /(?:^|\band\s+)we(?:'ve|\s+have)?\s+(?:once\s+|already\s+)?(?:double-charged|double-billed|overcharged|lost|leaked|broke|corrupted|dropped|duplicated|took down|crashed|spammed|paged)\s+[^,;]{3,40}?\s+that\s+way(?:\s+(?:once|before|twice|last\s+(?:year|month|quarter|week)))?$/i;
/** "syncing props into state is how we got the stale-price bug": the other way, named, as the cause of a trouble the team once had (not "this is how …", nor of today). */
const HOW_WE_GOT_THE_BUG = /^[a-z]+ing\s+[^,;]{3,50}?\s+(?:is|was)\s+(?:exactly\s+)?how\s+we\s+(?:got|introduced|shipped|caused|ended\s+up\s+with|had)\s+(?:the|a|that|our)\s+[^,;]{2,40}?(?:bug|incident|outage|regression|leak|race|crash|mess)s?$/i;
/** "they break tree shaking in our bundler setup": what a kind of code defeats in the build, every time. */
const DEFEATS_THE_BUILD = /^(?:they|it|those|these|(?:[\w-]+\s+)?[\w-]+s)\s+(?:break|breaks|defeat|defeats|kill|kills|disable|disables|bypass|bypasses)\s+(?:the\s+)?(?:tree[- ]shaking|hot\s+reload(?:ing)?|hmr|code\s+splitting|dead\s+code\s+elimination|incremental\s+builds?|build\s+caching|the\s+build\s+cache|type\s+inference|static\s+analysis|source\s+maps)\b[^,;]{0,40}$/i;
/** "partners rate-limit us otherwise": what others do to the team if it goes the other way. */
const OTHERS_PUNISH_US = /^(?!(?:i|it|this|that|you|he|she|they|we)\b)(?:the\s+|our\s+)?(?:[\w-]+\s+){0,2}[\w-]+\s+(?:rate-limit|rate\s+limit|throttle|block|ban|suspend|blacklist|blocklist|bill|fine)s?\s+us\s+(?:otherwise|if\s+we\s+don'?t)$/i;
/** "CI pipelines treat any nonzero as a failure": how a kind of tool reads every one of a kind. */
const TREATS_ANY_AS = /^(?!(?:i|it|this|that|you|he|she|they|we)\b)(?:the\s+|our\s+|most\s+|all\s+)?(?:[\w-]+\s+){0,2}[\w-]+\s+(?:treat|treats|read|reads|count|counts|flag|flags)\s+(?:any|every|all)\s+[\w-]+(?:\s+[\w-]+)?\s+as\s+(?:an?\s+)?[\w-]+(?:\s+[\w-]+)?$/i;
/** "finance reconciles against the row count": a team outside the code that checks every run against a figure. */
const CHECKED_AGAINST_BY_A_TEAM = /^(?:the\s+|our\s+)?(?:finance|accounting|billing|legal|compliance|audit|ops|support|sales|the\s+[\w-]+\s+team|[\w-]+\s+team)\s+(?:reconciles?|audits?|checks?|matches?|compares?|counts?)\s+(?:everything\s+|each\s+(?:file|run|batch|import)\s+)?(?:against|by|on)\s+(?:the\s+)?(?!(?:it|this|that)\b)[\w\s-]{2,30}$/i;
/** "laptops throttle and the numbers are useless": the machines a figure is not to be taken on, and why every time. */
const MACHINES_SKEW_IT = /^(?:laptops|dev\s+machines|local\s+machines|macbooks|shared\s+(?:boxes|machines|runners|hosts)|ci\s+runners|vms|containers)\s+(?:throttle|overheat|share\s+cores|are\s+noisy|vary(?:\s+too\s+much)?|swing(?:\s+too\s+much)?)(?:\s+and\s+(?:the\s+)?(?:numbers|results|timings|figures|benchmarks)\s+(?:are|get|become)\s+(?:useless|meaningless|noisy|unreliable|worthless))?$/i;
/** "the deploy fails without it": a step of shipping that needs the thing at hand every time. */
const FAILS_WITHOUT_IT = /^(?:the\s+)?(?:build|deploy|deployment|release|pipeline|ci|app|server|service|container|pod|helm\s+chart|chart|migration|tests?)s?\s+(?:fails?|breaks?|crash(?:es)?|won'?t\s+(?:start|build|boot|deploy))\s+without\s+(?:it|them)$/i;
/** "app servers autoscale and you'd get duplicates": a part that runs as many copies, so what runs in it runs many times. */
const RUNS_AS_MANY_COPIES = /^(?:the\s+)?(?:[\w-]+\s+)?(?:servers|pods|workers|instances|replicas|containers|nodes)\s+(?:autoscale|auto-scale|scale\s+out|scale\s+horizontally|run\s+as\s+(?:several|many|multiple)\s+(?:copies|replicas|instances))(?:\s+and\s+(?:you'?d|you\s+would|we'?d|we\s+would|you'?ll)\s+get\s+(?:duplicates|duplicate\s+runs|double\s+runs|it\s+twice|two\s+runs))?$/i;
/** "the build fails on missing keys": a check that fails on every one of a kind left out. */
const FAILS_ON_ANY_MISSING = /^(?:the\s+)?(?:build|ci|deploy|lint|linter|typecheck|type\s+check|tests?|app|compiler)\s+(?:fails?|breaks?|errors?(?:\s+out)?|crashes)\s+on\s+(?:any\s+|a\s+|every\s+)?(?:missing|unknown|unused|untranslated|duplicate|undeclared)\s+[\w-]+$/i;
/** "vendored code never gets updated": what never happens to any one of a kind. */
const A_KIND_NEVER_GETS = /^(?!(?:it|this|that|they|he|she|the)\b)(?:[\w-]+\s+)?[\w-]+\s+(?:code|files|copies|deps|dependencies|forks|branches|tests|docs|scripts|configs)\s+never\s+gets?\s+(?:updated|patched|reviewed|cleaned\s+up|deleted|tested|read|maintained|upgraded)$/i;
/** "fixed sleeps are why the suite is flaky": a kind of code named as the cause of a standing trouble (not of today). */
const WHY_IT_IS_FLAKY = /^(?!(?:it|this|that|they|these|those)\b)(?:[\w-]+\s+)?[\w-]+s\s+(?:are|is)\s+(?:why|the\s+reason)\s+(?:the\s+|our\s+)?[\w\s-]{2,30}?\s+(?:is|are|gets?)\s+(?:so\s+)?(?:flaky|slow|brittle|unreliable|noisy)$/i;
/** "we lost cents to float drift last quarter": what the other way once cost the team, and to what (not of today). */
const LOST_TO_IT_ONCE = /^we(?:'ve|\s+have)?\s+(?:already\s+)?lost\s+[^,;]{3,40}?\s+to\s+(?!(?:it|this|that|them)\b)[^,;]{3,40}?\s+(?:once|before|twice|last\s+(?:year|month|quarter|week|sprint|release))$/i;

/** A kind of thing named bare, in the plural ("raw errors", "prices"): not a pointer, an order, the team or a word for anything. */
const A_KIND_NAMED_BARE = String.raw`(?!(?:${POINTERS}|${ORDER_WORDS}|we|the|our|things|stuff|people|folks)\b)(?:[\w-]+\s+)?[\w-]+s`;

/**
 * What a kind of thing, named bare, comes to or gives away every time: "bash scripts over 20 lines become unmaintainable",
 * "raw errors leak table names", "retries hide real bugs" — its trouble word is the point, not a fault of this moment.
 */
const A_KIND_COMES_TO = new RegExp(
  String.raw`^${A_KIND_NAMED_BARE}(?:\s+(?:over|under|above|below|longer than|bigger than|with|without)\s+[\w.-]+(?:\s+[\w.-]+)?)?\s+(?:always\s+|quickly\s+|eventually\s+)?(?:become|get|turn|end up|leak|expose|reveal|round|overflow|truncate|lose|hide|mask|paper over)\s+(?!(?:it|this|that|them|merged|fixed|done)\b)[\w-]+(?:\s+[\w-]+){0,3}(?:\s+in\s+(?:the\s+)?[\w-]+(?:\s+[\w-]+)?)?$`,
  'i',
);

/** What a kind of thing does over time, said bare: "prices change", "tokens expire after 10 minutes", "keys rotate monthly". */
const A_KIND_CHANGES = new RegExp(
  String.raw`^${A_KIND_NAMED_BARE}\s+(?:change|expire|rotate|drift|fluctuate|move|reset)(?:\s+(?:often|daily|hourly|weekly|monthly|nightly|constantly|all the time|a lot|quickly|every\s+(?:\d+\s+|few\s+|couple\s+of\s+)?[\w-]+|after\s+[\w-]+\s+[\w-]+|during\s+the\s+day))?$`,
  'i',
);

/** How a kind of thing comes in, every time: "events arrive late up to 3 days", "webhooks can arrive twice", "messages arrive out of order". */
const A_KIND_ARRIVES = new RegExp(
  String.raw`^${A_KIND_NAMED_BARE}\s+(?:(?:can|may|often|sometimes|routinely)\s+)?arrive\s+(?:(?:up to|as much as)\s+(?:\d+|a few|several)\s+(?:minutes?|hours?|days?|weeks?)\s+)?(?:late|out of order|twice|more than once|duplicated|in bursts)(?:\s+(?:by\s+)?(?:up to|as much as)\s+(?:\d+|a few|several)\s+(?:minutes?|hours?|days?|weeks?))?(?:\s+(?:sometimes|often|all the time))?$`,
  'i',
);

/** Trouble named as what something is for, not as what is wrong now: "panics are for bugs only". */
const FOR_A_KIND_OF_TROUBLE = /\bfor\s+(?:real\s+|actual\s+)?(?:(?:missing|broken|failed|failing|invalid|unknown)\s+[\w-]+s|bugs|errors|failures|crashes|problems|issues)\b/gi;

/** Trouble as what picks out a kind, which is no trouble of now: "… drains pods that fail it". */
const TROUBLE_AS_A_CONDITION = /\b(?:that|which|who)\s+fail\s+(?:it|them|the\s+[\w-]+(?:\s+[\w-]+)?)\b/gi;

/** Trouble past a bound, which is the bound: "OOM above 2000 rows", "crash past 10k connections". */
const TROUBLE_PAST_A_BOUND = /\b(?:oom|crash|fail|time out|fall over|run out of memory|die)(?:s|es)?\s+(?:above|over|past|beyond|after|at)\s+\d[\d.,]*\s*[kmg]?[\w%]*/gi;

/** Not yet certified for a version, which holds until it is: "the extensions we depend on aren't certified on 16 yet". */
// (or the version itself not out where it would run: "16 isn't out on RDS in our region yet")
const NOT_YET_FOR_A_VERSION = /(\b(?:certified|supported|available|tested|compatible|released)\s+(?:on|for|with)\s+v?\d[\w.]*|^v?\d[\w.]*\s+(?:isn'?t|is not|aren'?t|are not)\s+(?:out|available|supported|released|ga)\s+(?:on|in)\s+[^,;]{2,40}?)\s+yet$/i;

/** Said of this moment: no reason that lasts. */
const saidOfNow = (why: string): boolean => NOT_LASTING.test(why) || MOMENT.test(why);
/** Said of this moment, or of trouble: no reason that lasts. */
const ofTheMoment = (why: string): boolean => saidOfNow(why) || TROUBLE.test(why);

/** What the people who use the thing do with it: "people search for them", "customers script against it", "support greps for them", "reviewers look for that", "admins maintain those". */
const PEOPLE_RELY_ON_IT = new RegExp(String.raw`^(?:people|users|customers|clients|support|ops|on-?call|integrators|partners|reviewers|auditors|admins|designers|analysts|marketing|editors|business users|${ANOTHER_TEAMS_PARTS}(?=\s+(?:read|use|rely on|depend on|parse|check)\b))\s+(?:search for|grep for|rely on|depend on|look up|look for|bookmark|script against|parse|quote|link to|reads?|check|maintain|edit|configure|manage)\s+(?:them|it|that|those|these|the\s+[\w-]+)\b`, 'i');

/** "snapshots of whole responses break on every unrelated change": how every one of a kind fails each time a thing comes round (its trouble word is its point). */
const A_KIND_BREAKS_EACH_TIME = new RegExp(String.raw`^(?!(?:${POINTERS}|${ORDER_WORDS}|we|the|our|things|stuff|people|folks)\b)(?:[\w-]+\s+)?[\w-]+s(?:\s+(?:of|for|in|on)\s+(?:[\w-]+\s+){0,2}[\w-]+)?\s+(?:break|fail|flake|drift|rot|go stale|get stale)\s+(?:on|with|after|whenever)\s+(?:every|each|any)\s+[\w-]+(?:\s+[\w-]+)?$`, 'i');

/** "fixtures used by more than one module live there": every one of a kind goes to the place the answer named. */
const A_KIND_GOES_THERE = /^(?:all\s+|any\s+)?(?!(?:these|those|they|things|people)\b)(?:[\w-]+\s+)?[\w-]+s\b[^,;]{0,40}?\s+(?:live|go|belong|are kept|are put)\s+(?:there|in there)$/i;

/** "a raw hex value in a component fails review": what any one of a kind meets at a check of the team's. */
const ANY_ONE_FAILS_A_CHECK =
  /^(?:a|an|any|every)\s+(?:[\w.'/-]+\s+){0,6}?(?:fails|gets\s+(?:rejected|flagged|blocked|bounced)|is\s+(?:rejected|flagged|blocked))\s+(?:in\s+)?(?:(?:code\s+)?review|ci|the build|the linter|lint|the audit|qa)$/i;
/** "512 runs out of memory with the long-context config": the other value, said bare, and the trouble it always comes to. */
const OTHER_VALUE_FAILS = /^(?:\d[\w.]*|[\w.-]+)\s+(?:runs out of memory|ooms|overflows|times out|doesn'?t fit|won'?t fit|gets oom-?killed)\b[^,;]{0,60}$/i;
/** "positional arguments can never be reordered without breaking callers": what can never be done to a kind, named bare. */
const A_KIND_NEVER_CAN_BE = new RegExp(String.raw`^${A_KIND_NAMED_BARE}\s+(?:can\s+never|can'?t\s+ever|cannot\s+ever|can'?t|cannot)\s+be\s+[a-z]+ed\b[^,;]{0,60}$`, 'i');
/** "free-text JSON breaks about once in every few hundred calls": how often a way fails, said as a rate. */
const FAILS_AT_A_RATE = /^(?!(?:i|it|this|that|you|he|she|they|we)\b)(?:[\w.-]+\s+){0,2}[\w.-]+\s+(?:breaks|fails|times out|errors out|goes wrong)\s+(?:about\s+|roughly\s+|around\s+)?(?:once|twice)\s+(?:in|every)\s+(?:every\s+)?(?:few\s+|couple\s+(?:of\s+)?)?(?:\d[\d,]*|hundred|thousand|few)\s*(?:hundred\s+|thousand\s+)?(?:calls|requests|runs|builds|times|messages|items)$/i;
/** "job payloads end up in the queue dashboard that support can see", "BuildConfig ends up in the APK …": where every one of a kind, or a named part, shows up. */
const A_KIND_SHOWS_UP_IN = new RegExp(String.raw`^(?:${A_KIND_NAMED_BARE}\s+(?:always\s+)?(?:end up|land|show up|are visible)|(?!(?:${POINTERS}|${ORDER_WORDS}|we|you|i)\b)[\w.-]+\s+(?:always\s+)?(?:ends up|lands|shows up|is visible|is shipped))\s+(?:in|on)\s+(?:the\s+)?[^;]{3,90}$`, 'i');
/** "retrying a 400 just burns money", "retrying spams the partner": what doing it the other way costs, or does to others, every time. */
const THE_OTHER_WAY_BURNS = /^[a-z]+ing\s+(?:(?:(?:a|an|the|any)\s+)?[\w.-]+(?:\s+[\w.-]+)?\s+)?(?:just\s+|only\s+)?(?:(?:burns|wastes)\s+(?:money|tokens|time|credits|quota|compute)\b.{0,30}|(?:spams|floods|hammers|overloads|pages|wakes\s+up)\s+(?:the|our|their|every|all)\s+(?:[\w-]+\s+)?[\w-]+)$/i;
/** "we sort by id in a lot of places": what the team does all over the code, which a change would have to follow everywhere. */
const WE_DO_IT_ALL_OVER = /^we\s+(?!(?:did|had|were|was|tried|need|want|should|could|might)\b)[a-z]+\s+[^,;]{2,40}?\s+(?:in\s+(?:a\s+lot\s+of|lots\s+of|many|several|most)\s+places|all\s+over\s+the\s+(?:code(?:base)?|place|app))$/i;
/** "new Date parsing differs between Safari and Chrome": a thing that behaves one way on one platform and another on the next. */
const DIFFERS_ACROSS = /^(?!(?:i|it|this|that|you|he|she|they|we|my|your)\b)(?:[\w.()-]+\s+){0,3}[\w.()-]+\s+(?:differs|behaves\s+differently|varies|is\s+inconsistent)\s+(?:between|across)\s+(?:the\s+)?(?:browsers|platforms|devices|os(?:es)?\s+versions|[\w.-]+\s+and\s+[\w.-]+)$/i;
/** "we're trying to kill utils.ts": a part the team is getting rid of, which nothing new should go into (said going on, so read as said). */
const WE_ARE_PHASING_OUT = /^we(?:'re|\s+are)\s+(?:trying\s+to\s+|slowly\s+|actively\s+)?(?:kill|killing|get\s+rid\s+of|getting\s+rid\s+of|phase\s+out|phasing\s+out|move\s+away\s+from|moving\s+away\s+from|retire|retiring|deprecate|deprecating)\s+(?!(?:it|this|that|them)\b)\S[^,;]{1,40}$/i;
/** "the mobile clients crash on null there": how others' code that reads ours fails on every one of a kind of value. */
const READERS_FAIL_ON_A_KIND = /^(?:the\s+|our\s+)?(?:old(?:er)?\s+|legacy\s+)?(?:[\w-]+\s+){0,2}(?:clients?|apps?|consumers?|callers?|parsers?|readers?|sdks?|integrations?|partners?)\s+(?:crash(?:es)?|breaks?|chokes?|fails?|blows? up|throws?)\s+(?:on|with)\s+(?:a\s+|any\s+)?(?:nulls?|missing\s+[\w-]+|empty\s+[\w-]+|unknown\s+[\w-]+|extra\s+[\w-]+|new\s+enum\s+values)(?:\s+(?:there|in\s+(?:that|this)\s+(?:field|column|key)))?$/i;
/** "IPs count as personal data for us under GDPR": a kind of data, as a law or a policy classes every one of it. */
const COUNTS_AS_UNDER = /^(?!(?:i|it|this|that|you|he|she|they|we)\b)(?:[\w.'-]+\s+){0,2}[\w.'-]+\s+(?:counts?|(?:is|are)\s+treated|qualif(?:y|ies))\s+as\s+(?:personal|sensitive|regulated|protected|health|financial|pii|phi|special[- ]category)\b[^,;]{0,40}$/i;
/** "a 4xx means the payload is wrong": what every answer of a kind of status says, whenever it comes. */
const A_STATUS_MEANS = /^(?:a|an|any)\s+(?:[1-5]xx|[1-5]\d\d|non-?zero(?:\s+exit(?:\s+code)?)?|exit\s+code\s+\d+)\s+(?:(?:always|usually)\s+)?means\s+(?!(?:i|you|we|it|this|that)\b)\S[^,;]{3,60}$/i;
/** "StrictMode crashes debug builds on main-thread network": what a tool is set to do to every build that does the other. */
const A_TOOL_STOPS_EVERY_BUILD = /^(?!(?:i|it|this|that|you|he|she|they|we|the)\b)[\w.-]+\s+(?:crashes|fails|kills|blocks|rejects|breaks)\s+(?:debug|release|all|every|our|ci|the)\s+builds?\b[^;]{0,80}$/i;
/** "raw SQL in views skips the tenant filter middleware": a way of doing it that goes around a guard every request passes (not "the build skips …", one thing now). */
const GOES_AROUND_A_GUARD = /^(?!(?:i|it|this|that|you|he|she|they|we|the|my|your)\b)(?:[\w.-]+\s+){0,2}[\w.-]+(?:\s+(?:in|from|on)\s+[\w.-]+)?\s+(?:skips|bypasses|sidesteps|goes\s+around|skip|bypass|sidestep|go\s+around)\s+(?:the\s+|our\s+)?(?:[\w-]+\s+){0,3}(?:middleware|filters?|checks?|validation|hooks?|audit\s+log|permissions?|permission\s+checks?|auth|acls?|rls|row-level\s+security|polic(?:y|ies)|rate\s+limit(?:er)?|locks?|signals?|interceptors?|guards?)\b[^,;]{0,30}$/i;
/**
 * Whys said of every time, whose trouble word, if any, is their point, so only the moment rules them out: how a kind
 * fails each time or at what rate, where every one goes or shows up, what people do with it, what a check or a tool the
 * team runs holds the other to, what the other value or way comes to, what can never be done to a kind.
 */
/** Trouble that is another's to fix, so it stays: "… partners we can't fix", "… is out of our hands", "… that's what people copy from". */
const OUT_OF_OUR_HANDS = /\b(?:(?:that|which|who|we)\s+(?:we\s+)?(?:can'?t|cannot|don'?t|do not)\s+(?:fix|change|control|own|touch)|(?:outside|out of|beyond)\s+our\s+(?:control|hands)|not\s+ours\s+to\s+(?:fix|change))\b|^(?:that'?s|it'?s|this is)\s+(?:what|where)\s+(?:people|everyone|new (?:devs|hires|people|joiners)|users|clients|the team|ci|the build|the deploy(?:ment)?)\s+(?:copy|copies|read|reads|look|looks|use|uses|start|starts|pull|pulls)\b/i;
/** "f-strings in SQL are injection", "raw pointers in the public API are a footgun": what a kind of thing is, as a hole every time. */
const A_KIND_IS_A_HOLE = new RegExp(
  String.raw`^${A_KIND_NAMED_BARE}(?:\s+(?:in|inside|for|with)\s+[\w.-]+(?:\s+[\w.-]+){0,2})?\s+(?:are|is)\s+(?:always\s+)?(?:an?\s+)?(?:(?:sql\s+|command\s+|shell\s+)?injection(?:\s+(?:risks?|vectors?|waiting to happen))?|xss(?:\s+(?:risks?|vectors?))?|security\s+(?:holes?|risks?)|footguns?|unsafe|race conditions?(?:\s+waiting to happen)?)[.!]*$`,
  'i',
);
/** "a repo-wide typing PR is impossible to review": a change of that size, as none can be reviewed or undone. */
const TOO_BIG_TO_REVIEW = /^(?:a|an|any|one)\s+(?:[\w-]+\s+){0,3}(?:pr|pull request|diff|change|commit|migration|refactor)s?\s+(?:is|are)\s+(?:just\s+)?(?:impossible|hard|too hard|too big|too risky|painful)\s+to\s+(?:review|revert|roll back|test|bisect)\b/i;
/** "CI lints SQL", "pre-commit runs mypy": a check that runs on every change. */
const CHECKED_EVERY_TIME = /^(?:ci|the ci|the pipeline|the build|pre-commit|the pre-commit hook)\s+(?:lints?|checks?|runs?|formats?|validates?|type-?checks?|scans?)\s+(?:all\s+|every\s+)?[\w.-]+(?:\s+[\w.-]+)?$/i;
/** "a bad config should exit with a clear message": how every bad one of a kind is handled. */
const BAD_ONES_HANDLED = /^(?:a|an|any)\s+(?:bad|invalid|malformed|missing|broken|wrong)\s+[\w-]+(?:\s+[\w-]+)?\s+(?:should|must|has to|needs to)\s+(?:exit|fail|error out|abort|stop|be rejected)\b/i;
/** "per-draw buffers killed perf on the Switch build", "sleeps made the suite flaky on CI": what a kind, named bare, did to the work's speed or trust — the lesson it taught. */
const A_KIND_HURT_IT = new RegExp(
  String.raw`^(?!(?:my|your|his|her|their|these|those|recent|last|today'?s|yesterday'?s)\b)(?![\w-]+\s+(?:changes|commits|edits|fixes|updates|deploys|merges|prs)\b|(?:changes|commits|edits|fixes|updates|deploys|merges|prs)\b)${A_KIND_NAMED_BARE}\s+(?:(?:killed|tanked|halved|wrecked|hurt)\s+(?:the\s+|our\s+)?(?:perf|performance|frame\s*rate|fps|throughput|latency|startup(?:\s+time)?|battery(?:\s+life)?)|made\s+(?:the\s+|our\s+)?[\w-]+(?:\s+[\w-]+)?\s+(?:flaky|slow|unreliable|non-?deterministic))(?:\s+(?:on|in|for)\s+(?:the\s+)?[\w.-]+(?:\s+[\w.-]+){0,2})?$`,
  'i',
);
/** "single runs on the shared box swing 20%": how far one of a kind strays from the next, every time. */
const A_KIND_VARIES = new RegExp(String.raw`^${A_KIND_NAMED_BARE}(?:\s+(?:on|in)\s+(?:the\s+)?[\w.-]+(?:\s+[\w.-]+)?)?\s+(?:swing|vary|differ|fluctuate|jump around)\s+(?:by\s+)?(?:up\s+to\s+|about\s+|as\s+much\s+as\s+|over\s+)?\d+\s*%$`, 'i');
/** "anything in the frontend env ships to the browser", "anything in localStorage is readable by XSS": where everything of a place ends up, for anyone to read. */
const ANYTHING_THERE_SHIPS = /^(?:anything|everything|whatever(?:\s+you\s+put)?)\s+(?:in|under|inside)\s+(?:the\s+|a\s+)?[\w.\/-]+(?:\s+[\w.\/-]+){0,2}\s+(?:(?:ships|goes|ends up|is shipped|gets shipped|is bundled|gets bundled|is visible|leaks)\s+(?:to|in|into|with)\s+(?:the\s+|every\s+)?(?:browser|client|clients|bundle|app|apk|ipa|binary|logs|public)\b|(?:is|are)\s+(?:readable|visible|accessible)\s+(?:by|to)\s+(?:any\s+)?(?:xss|scripts?|javascript|js|(?:browser\s+)?extensions|anyone|third-party\s+scripts)\b)[^,;]{0,30}$/i;
/** "the docs check fails otherwise": a check of the team's that fails on every change made the other way. */
const A_CHECK_FAILS_OTHERWISE = /^(?:the\s+|our\s+)?(?:[\w-]+\s+)?(?:check|lint|linter|build|ci|pipeline|deploy|tests?|typecheck|type check|schema check)\s+(?:fails|breaks|will fail|will break|errors(?:\s+out)?|goes red)\s+otherwise$/i;
/**
 * Whys read as said, with no look for a moment but a day named: the lessons the other way taught, and what a kind, a tool
 * or a team does every time in words no moment fits ("the deploy fails without it").
 */
/** "so designers can tune it", "so support can see the raw payload": the people the way is made for, and what it lets them do. */
const MADE_FOR_WHOM_TO_DO =
  /^(?:so\s+(?:that\s+)?)?(?:the\s+)?(?:designers|artists|animators|level designers|ops|sres|support|qa|testers|admins|editors|translators|analysts|product|pms|other teams|callers|clients|consumers|plugin authors|modders|content designers|[\w-]+\s+team)\s+can\s+(?:tune|tweak|edit|change|configure|override|inspect|debug|restart|reuse|extend|call|test|swap|script|translate)\b[^,;]{0,40}$/i;
/** "realtime lights kill the frame budget on Quest": what every one of a kind costs the device or the budget. */
const A_KIND_EATS_THE_BUDGET = new RegExp(
  String.raw`^${A_KIND_NAMED_BARE}\s+(?:kill|eat|blow|tank|wreck|destroy|drain|eat into|blow through)\s+(?:the\s+|our\s+)?(?:frame\s+budget|frame\s+rate|fps|framerate|battery|perf(?:ormance)?|memory\s+budget|memory|gpu|cpu|draw\s+calls|bundle\s+size|budget|quota|cache)(?:\s+(?:on|in)\s+(?:the\s+)?[\w.-]+(?:\s+[\w.-]+)?)?$`,
  'i',
);
/** "destructuring props breaks reactivity in Solid": what doing a thing a way always undoes. */
const DOING_IT_BREAKS = /^(?:[a-z]+ing\s+(?:[\w-]+\s+){0,2}[\w-]+|[\w.$]+\s+(?:fetching|loading|polling|caching|mutations?|calls?|imports?))\s+(?:breaks|kills|loses|defeats|bypasses|disables|invalidates|skips)\s+(?!(?:it|this|that|them|everything)\b)[\w-]+(?:\s+[\w-]+)?(?:\s+(?:in|on|for)\s+\S+(?:\s+\S+)?)?(?:\s+and\s+we(?:'ve|\s+have)\s+been\s+(?:bitten|burned|burnt)(?:\s+by\s+(?:it|that|this))?(?:\s+(?:before|twice|more\s+than\s+once))?)?$/i;
/** "unrelated changes make review harder": what every one of a kind does to review, bisecting or a rollback. */
const A_KIND_MAKES_IT_HARDER = /^(?!(?:it|this|that|the|these|those|my|your)\b)(?:[\w-]+\s+){0,2}[\w-]+s\s+(?:make|makes)\s+(?:the\s+)?(?:review|reviews|reviewing|code review|bisecting|bisects|debugging|rollbacks?|reverts?|diffs?|history|blame|merges|on-call)\s+(?:harder|slower|noisier|more painful|painful|impossible)$/i;
/** "they end up in Papertrail": where every one of a kind is carried, for anyone there to read. */
const WHERE_THEY_END_UP = /^(?:they|it|those|these|(?:the\s+)?(?:logs|params|requests|payloads|events|errors|traces))\s+(?:end up|go|get shipped|get sent|are shipped|are sent|land)\s+(?:in|to)\s+(?:\p{Lu}[\w.-]*|the\s+logs|logs|the\s+[\w-]+\s+(?:logs|index|warehouse|dashboard))$/u;
/** A day named, which makes a lesson or a trouble the day's: "the bug has bitten us twice today", "… last night". */
const A_DAY_NAMED = /\b(?:yesterday|today|tonight|this morning|last night|right now)\b/i;
/** "that's what the audit covered": the version or way an audit or certification vouched for, held to until another one does. */
const WHAT_THE_AUDIT_COVERED = /^(?:that'?s|that is|it'?s|it is)\s+(?:the\s+(?:one|version)\s+)?what\s+(?:the|our)\s+(?:security\s+|last\s+)?(?:audit|auditors?|certification|pentest|compliance review)\s+(?:covered|approved|signed off on|certified|checked)$|^(?:the|our)\s+(?:security\s+|last\s+)?(?:audit|certification)\s+(?:only\s+)?(?:covered|covers|approved|certified)\s+(?:that|it|v?\d[\w.]*)$/i;
/** "that map is read on every request and written once at startup": how often a thing is read and written, for good. */
const READ_ON_EVERY = /^(?:that|the|this|it)(?:\s+[\w.-]+)?\s+(?:is|'s|are)\s+(?:read|hit|called|accessed|queried|used)\s+(?:on|in|by|for)\s+(?:every|each)\s+[\w-]+(?:\s+and\s+(?:written|updated|set|filled|loaded)\s+(?:once|only)\s+(?:at|on|during)\s+(?:startup|boot|init(?:ialization)?|deploy))?$/i;
/** "it used to slow down VS Code startup for everyone": the harm the other way did, which the way now prevents. */
const USED_TO_HURT = /^it\s+used\s+to\s+(?:slow down|break|crash|block|lock up|freeze|hang|spam|flood|fill up|time out)\b[^,;]{2,50}$/i;
/** "reviewers reject anything else": what a party outside the team turns away, every time. */
const OTHERS_REJECT_THE_REST = /^(?:the\s+)?(?:reviewers|funders|the funder|the foundation|the journal|the client|clients|the store|app review|the auditors?|auditors|the registry|the bank|customs|the regulator)\s+(?:reject|rejects|refuse|refuses|bounce|bounces|won'?t accept)\s+(?:anything\s+else|everything\s+else|any\s+other(?:\s+[\w-]+)?|the\s+others?|it\s+otherwise)$/i;
/** "globals make the tests share state": what every one of a kind does to the tests. */
const A_KIND_MAKES_TESTS_SHARE = /^(?!(?:it|this|that|the|these|those|my|your)\b)(?:[\w-]+\s+){0,2}[\w-]+s\s+(?:make|makes)\s+(?:the\s+)?tests\s+(?:share\s+state|flaky|order-dependent|depend\s+on\s+each\s+other|leak\s+into\s+each\s+other)$/i;
/** "silent failures cost us a week last year": what a kind of thing once cost the team. */
const COST_US_ONCE = /^(?!(?:it|this|that|the|these|those)\b)(?:[\w-]+\s+){0,2}[\w-]+s?\s+cost\s+us\s+(?:a|an|one|two|three|\d+)\s+(?:day|days|week|weeks|month|months|outage|incident|customer|customers|release)\b(?:\s+(?:last\s+(?:year|quarter|month|spring|summer|autumn|fall|winter)|once|before|in\s+(?:19|20)\d\d))?$/i;
/** "anything in the bundle is public": what is open to anyone, for everything in a place. */
const ANYTHING_THERE_IS_PUBLIC = /^(?:anything|everything|whatever(?:\s+you\s+put)?)\s+in\s+(?:the\s+|a\s+|our\s+)?(?:[\w-]+\s+)?(?:bundle|client|frontend|browser|app|repo|logs?|url|query string|local ?storage|cookie|image|binary)\s+(?:is|ends up)\s+(?:public|readable by anyone|visible to (?:anyone|everyone|users)|world-readable)$/i;
/** "like everything else in the service", "same as the rest of the codebase": the way the rest of a part goes, kept the same. */
const LIKE_EVERYTHING_ELSE = /^(?:just\s+)?(?:like|same\s+as|as\s+with|consistent\s+with)\s+(?:everything\s+else|everywhere\s+else|all\s+the\s+other\s+[\w-]+s|the\s+rest\s+of)\s+(?:in\s+|across\s+|of\s+)?(?:the\s+|our\s+|this\s+)?(?:[\w-]+\s+)?(?:service|repo|repository|codebase|code|project|app|backend|frontend|monorepo|module|package|crate|team|stack)$/i;
/** "the GC will eat it": what the runtime or the toolchain does to it every time, left the other way. */
const THE_RUNTIME_WILL = /^(?:the\s+)?(?:gc|garbage\s+collector|compiler|optimi[sz]er|linker|os|kernel|browser|runtime|engine|oom\s+killer)\s+(?:will|would|'ll)\s+(?:eat|collect|free|reclaim|kill|reap|strip|drop|optimi[sz]e\s+away|throttle|evict)\s+(?:it|them|that|those)(?:\s+(?:otherwise|eventually|at\s+some\s+point|sooner\s+or\s+later))?$/i;
const AS_SAID = [...LESSONS_KEPT_AS_SAID, THE_RUNTIME_WILL, SWAPPED_OUT_BEFORE, A_TRACKER_FULL_OF_THEM, OTHERS_REJECT_THE_REST, A_KIND_MAKES_TESTS_SHARE, COST_US_ONCE, ANYTHING_THERE_IS_PUBLIC, LIKE_EVERYTHING_ELSE, WHAT_THE_AUDIT_COVERED, USED_TO_HURT, READ_ON_EVERY, LESSON, BURNED_THAT_WAY, LOST_TO_IT_ONCE, HOW_WE_GOT_THE_BUG, DEFEATS_THE_BUILD, OTHERS_PUNISH_US, TREATS_ANY_AS, CHECKED_AGAINST_BY_A_TEAM, MACHINES_SKEW_IT, FAILS_WITHOUT_IT, RUNS_AS_MANY_COPIES, FAILS_ON_ANY_MISSING, A_KIND_NEVER_GETS, WHY_IT_IS_FLAKY, WE_ARE_PHASING_OUT, MADE_FOR_WHOM_TO_DO, MISSING_WHERE_IT_RUNS, A_KIND_EATS_THE_BUDGET, DOING_IT_BREAKS, A_KIND_MAKES_IT_HARDER, WHERE_THEY_END_UP];
/** "our analytics joins are too slow on UUIDs": what a kind of the team's work does on every one of a kind (its "slow" its point). */
const TOO_SLOW_ON_A_KIND = /^(?:the|our)\s+(?:[\w-]+\s+){0,2}[\w-]+s\s+(?:are|get|run|become)\s+(?:too|way\s+too|much)\s+(?:slow|big|large|expensive|heavy)\s+(?:on|with|for)\s+(?!(?:this|that|it|them|these|those)\b)(?:[\w-]+\s+)?[\w-]+s$/i;
const EVERY_TIME = [A_CHECK_FAILS_OTHERWISE, A_KIND_HURT_IT, A_KIND_VARIES, ANYTHING_THERE_SHIPS, A_KIND_IS_A_HOLE, TOO_BIG_TO_REVIEW, CHECKED_EVERY_TIME, BAD_ONES_HANDLED, A_KIND_BREAKS_EACH_TIME, A_KIND_GOES_THERE, PEOPLE_RELY_ON_IT, FAILS_A_CHECK_EVERY_TIME, ANY_ONE_FAILS_A_CHECK, OTHER_VALUE_FAILS, A_KIND_NEVER_CAN_BE, FAILS_AT_A_RATE, A_KIND_SHOWS_UP_IN, THE_OTHER_WAY_BURNS, A_STATUS_MEANS, READERS_FAIL_ON_A_KIND, WE_DO_IT_ALL_OVER, DIFFERS_ACROSS, COUNTS_AS_UNDER, A_TOOL_STOPS_EVERY_BUILD, GOES_AROUND_A_GUARD];

/** Why a rule holds, or an act is not to be done, that lasts beyond this moment; null when it is not said so. */
export function lastingWhy(clause: string): string | null {
  // (an "anyway" after a fact says the fact makes the thing moot, not that it is of now: "… capped at 200 words anyway")
  // (a version not yet certified is why the one before is kept, until it is: "… aren't certified on 16 yet")
  const said = clause.trim().replace(/[.!]+$/, '').replace(/,?\s+anyways?$/i, '');
  // ("on a table this size a default rewrites every row": the size of the thing at hand is no moment of it)
  // (a name in backticks read as the name: "`any` is banned by the lint config")
  const why = said.replace(/`([^`]+)`/g, '$1').replace(NOT_YET_FOR_A_VERSION, '$1').replace(/^(?:on|with|for)\s+(?:a|an)\s+[\w-]+\s+(?:this|that)\s+(?:size|big|large|busy|hot)\s*,?\s+/i, '');
  // ("grid search blew the compute budget last time": the lesson the other way taught)
  if ((AS_SAID.some((re) => re.test(why)) || MADE_IT_FAIL_ONCE.test(why)) && !A_DAY_NAMED.test(why)) return said;
  // ("it's a plot point in chapter 12", "it's her voice": canon in the user's book)
  if (IT_IS_CANON.test(why)) return said;
  if (A_KIND_CHANGES.test(why) || A_KIND_ARRIVES.test(why)) return said;
  // ("our analytics joins are too slow on UUIDs": its "too slow" said of every one of a kind, not of now)
  if (TOO_SLOW_ON_A_KIND.test(why) && !MOMENT.test(why) && !THIS_DAY.test(why)) return said;
  // ("snapshots … break on every unrelated change", "people search for them …", "md5 fails the security scan every time")
  if (EVERY_TIME.some((re) => re.test(why)) && !saidOfNow(why) && !THIS_DAY.test(why)) return said;
  // ("raw errors leak table names": what every one of a kind comes to)
  // (its trouble word is its point, so only the moment rules it out)
  if (A_KIND_COMES_TO.test(why.replace(/\s+(?:here|in this (?:repo|codebase|project))$/i, '')) && !saidOfNow(why) && !THIS_DAY.test(why) && !/\bthere\b/i.test(why)) return said;
  // ("the receivers are flaky partners we can't fix": a trouble of someone else's, which stays)
  if (OUT_OF_OUR_HANDS.test(why) && !saidOfNow(why) && !THIS_DAY.test(why)) return said;
  // ("I can't tell red from green", "we're migrating the old ones too": what the user cannot see, the old ones of a kind on
  // their way out — said with "I" and "-ing", which the forms below take for the moment)
  // (nor the team's set time for a kind, its "fix" no trouble: "we fix them on Fridays"; nor what is lost on every crash)
  if (LASTING_THOUGH_SAID_AS_OF_NOW.some((re) => re.test(why)) && !THIS_DAY.test(why) && !MOMENT.test(why)) return said;
  // (nor a day named once: "we have a launch tomorrow", "… next week")
  // (what a thing is taken as is no trouble of now: "scripts treat anything non-zero as failure")
  return words(why) >= 3 && !why.endsWith('?') && LASTING_WHY.test(why) && !ONE_DAY.test(why) && !ofTheMoment(why.replace(FOR_A_KIND_OF_TROUBLE, '').replace(TROUBLE_PAST_A_BOUND, 'a limit').replace(TROUBLE_AS_A_CONDITION, 'that miss it').replace(/\b(treats?|counts?|reports?)\s+([^,;]{2,30}?)\s+as\s+(?:an?\s+)?(?:failures?|errors?)$/i, '$1 $2 as a kind')) ? said : null;
}

/**
 * Why, said of what the words before it named: "go through the client wrapper, it handles auth and retries" (its "it" is
 * what the order named), "ask the storage team first, they allocate all datasets" (the team), "use ULIDs, they sort by
 * time" (the things named). `named`: the words before it.
 */
export function whatItDoes(why: string, named: string): string | null {
  // (read as said of "the one" or "the team", the words a lasting why names)
  // (not what it does not do: "it carries nothing useful")
  if (/^it\s+(?:always\s+)?(?!(?:is|was|has|does|looks|seems|works|needs)\b)[a-z]+[^s\W]s\b(?!\s+(?:nothing|no)\b)/i.test(why)) return lastingWhy(why.replace(/^it\b/i, 'the one')) && why;
  // ("it's the only thing that keeps the audit trail": the one part that does a job, for good)
  if (/^it(?:'s|\s+is)\s+the\s+only\s+(?:thing|place|service|part|one|path|way|module|layer|component)\s+(?:that|which)\s+(?!(?:is|was|has|had|did)\b)[a-z]+s?\b[^,;]{3,50}$/i.test(why) && !ofTheMoment(why)) return why;
  // ("it needs a stable volume per replica": what every one of it needs)
  if (/^it\s+(?:needs|requires)\s+[^,;]{2,40}?\s+(?:per|for each|for every|on each|on every|in each|in every)\s+[\w-]+$/i.test(why) && !ofTheMoment(why)) return why;
  if (/^they\s+(?:own|allocate|manage|handle|run|approve|review|maintain|deploy|decide|control|provision|sign off on)\b/i.test(why)) return lastingWhy(why.replace(/^they\b/i, 'the team')) && why;
  // ("they're huge and the bundler chokes on them": what they are, of their kind)
  if (/^they(?:'re|\s+are)\s+(?:huge|big|large|heavy|binary|generated|immutable|shared|public|versioned)\b/i.test(why) && /\b[A-Za-z][\w-]+(?<!s)s[.!]*$/.test(named.trim()) && !ofTheMoment(why)) return why;
  // (or how every one of them decays, said in a word: "they rot", "they drift")
  const theyDo = /\b[A-Za-z][\w-]+(?<!s)s[.!]*$/.test(named.trim()) && /^they\s+(?:(?!(?:are|were|have|had|did|do|know|think|said|say|want|like)\b)[a-z]+\b.{3,}|(?:always\s+)?(?:rot|drift|flake|go stale|get stale|lie)[.!]*)$/i.test(why);
  return theyDo && !ofTheMoment(why) ? why : null;
}

/** An order, then why: "compile with -O2 for the regression runs, -O3 changes the floating point results …". */
const ORDER_THEN =
  /^(?:please\s+)?(?:just\s+|always\s+|also\s+)?((?:[a-z]+_[a-z_]+(?=\s+(?:it|them)\b)|ack|respond|cap|sum|round|hold\s+out|fork|let(?=\s+(?:it|them|exceptions|errors|failures)\s+(?:raise|throw|propagate|bubble|crash|fail|through)\b)|parameteri[sz]e|use|put|keep|move|return|pass|compile|build|pull|allocate|create|swap|inject|request|retake|redo|rewrite|regenerate|rebuild|rerun|re-run|await|read|run|flash|mark|tag|label|call|write|store|send|target|prefer|stick to|go through|import|wrap|log|name|leave|ask|fix|make|merge|squash|split|rename|drop|remove|delete|add|switch|change|revert|undo|validate|sanitize|escape|handle|map|check|cache|list|spell out|mock|stub|fake|pin|verify|scope|redact|filter|strip|scrub|mask|hash|encrypt|sign|assert|poll|quarantine|take\s+(?:it|them)\s+out|look\s+(?:(?:it|them)\s+)?up|fetch|resolve|derive|generate|load|queue|enqueue|defer|batch|paginate|throttle|debounce|skip|pick|choose|tune|select|disable|enable|suppress|silence|sync|apply|deploy|promote|emit|dispatch|raise|subscribe|listen|connect|bind|trigger|notify|fire|roll\s+(?:it|them)\s+(?:out|back)|publish|release|schedule|route|proxy|serve|host|document|describe|explain|test|lint|format|mix|master|normali[sz]e|encode|transcode|export|render|compress|push\s+(?:it\s+|us\s+|them\s+)?back|vectori[sz]e|do\s+(?:it|them)\s+(?=(?:in|with|on|through|via)\s))\b(?!\s+(?:it|this|that)\s+(?:simple|small|short|client-side|server-side|as is|the same|minimal|local)\b)[^,;]{3,80}?)(?:\s*[,;—–]\s*(?:since\s+|because\s+|as\s+)?|\s+so\s+(?=(?:the\s+)?ci\b))(\S.+)$/i;

/** What the team already has of the agent's kind, then where in the code to look first: "we already have a composite one on …, check pg_indexes before adding", "there's already a unique index on lower(email), check the migrations first". */
const ALREADY_THEN_LOOK = /^((?:we\s+already\s+have|there'?s\s+already|there\s+is\s+already)\s+(?:a|an)\s+(?:[\w-]+\s+)?(?:one|helper|index|hook|util|utility|function|component|wrapper|client|script|view|type|endpoint|job)\b[^;]{0,60}?)\s*[,;—–]\s*((?:please\s+)?(?:always\s+)?(?:check|look\s+(?:at|in)|search|grep)\s+(?=[^,;\s]*[_./]|(?:the\s+)?(?:migrations|schema|models|codebase|repo|existing\s+[\w-]+)\b)[^,;]{3,60}?)[.!]*$/i;

/** The whys read before their order (group 1 the why, group 2 the order): what the team already has, a part it is getting rid of. */
const WHY_FIRST = [ALREADY_THEN_LOOK, new RegExp(String.raw`^(${WE_ARE_PHASING_OUT.source.slice(1, -1)})[,;]\s+(\S.+?)[.!]*$`, 'i')];

/** What the other way costs every time: "it takes 40 minutes otherwise", "otherwise the build takes an hour". */
const OTHER_WAY_COSTS = /^(?:it|that|the\s+(?:full|whole)\s+[\w-]+|the\s+(?:build|run|suite|pipeline|job))\s+takes\s+(?:over\s+|about\s+|like\s+)?(?:\d+|an?|one|two|three|ten|twenty|forty)\s+(?:minutes?|mins?|hours?)\s+otherwise$|^otherwise\s+(?:it|the\s+[\w-]+)\s+takes\s+(?:over\s+|about\s+|like\s+)?(?:\d+|an?|one|two|three|ten|twenty|forty)\s+(?:minutes?|mins?|hours?)$/i;

/** What a thing does, said in the present after its name: "reshuffles", "misses" (not "is", "looks"). */
const DOES = String.raw`(?!(?:is|was|has|does|looks|seems|works)\b)[a-z]+[^s\W]s\b`;
/** The other way, named bare, and what it does: "count reshuffles everything when you remove one" (not "the numbers …", a noun after "the"). */
const OTHER_NAMED_DOES = new RegExp(String.raw`^(?!(?:it|this|that|he|she|they|we|you|i|nobody|everyone|the|a|an|our|my|your|their|these|those)\b)[\w.-]+(?:\s+\*)?\s+${DOES}.{3,}$`, 'i');

/**
 * "exact match misses paraphrases" after "Should the eval use exact match or an LLM judge?" was answered with the other:
 * what the way not picked, named as the agent named it, does — of no moment.
 */
export function whatTheOtherDoes(why: string, other: string): boolean {
  return why.toLowerCase().startsWith(`${other.toLowerCase()} `) && new RegExp(String.raw`^\s*${DOES}`, 'i').test(why.slice(other.length)) && !ofTheMoment(why);
}

/** "three other services call it", "two teams depend on them": who else relies on the thing the order names. */
const OTHERS_RELY_ON_IT = new RegExp(String.raw`^${OTHERS_WHO_RELY}\s+(?:it|them)$`, 'i');

/** "CI runs it", "the pre-commit hook checks it": what every change is held to, named by the order before it. */
/** "CI runs them only nightly": what a kind of test marked so gets from CI, every run. */
const CI_RUNS_THEM_ONLY = /^(?:the\s+)?ci\s+(?:only\s+)?runs\s+(?:them|those|it)\s+(?:only\s+)?(?:nightly|weekly|on\s+(?:main|merge|release|tags?|schedule)|before\s+(?:releases|a release|merging|deploys))$/i;
const CHECKED_BY_CI = /^(?:(?:the\s+)?ci|the\s+(?:pipeline|pre-commit hook|pre-push hook|hook|build)|review)\s+(?:runs|checks|enforces|requires|rejects on|fails on)\s+(?:it|them|that)(?:\s+too|\s+anyway|\s+as well)?$/i;

/**
 * "return an error, panics are for bugs only", "compile with -O2 for the regression runs, -O3 changes the floating point
 * results and the reference outputs drift": an order made a rule by a why that lasts — without it, the order is the
 * work at hand's.
 */
export function orderWithLastingWhy(s: string): string | null {
  // (a why said first, read as the order, then why: "we already have a composite one on (customer_id, created_at), check
  // pg_indexes before adding", "we're trying to kill utils.ts, put it next to the code that uses it")
  for (const whyFirst of WHY_FIRST) {
    const m = whyFirst.exec(s.trim());
    // ("there's already a …" read as what the team has: "we already have a …")
    if (m) return orderWithLastingWhy(`${m[2]!}, ${m[1]!.replace(/^there(?:'s|\s+is)\s+already/i, 'we already have')}`) ? s : null;
  }
  const m = ORDER_THEN.exec(s.trim());
  if (!m || MOMENT.test(m[1]!)) return null;
  // (what the order leaves out said first: "run dbt with state:modified+ in CI, not the full project, it takes 40 minutes otherwise")
  const why = m[2]!.trim().replace(/[.!]+$/, '').replace(/^not\s+(?:the\s+)?[^,;]{2,40},\s*/i, '');
  if (OTHER_WAY_COSTS.test(why)) return s;
  // ("also run golangci-lint, CI runs it": its "it" is the tool the order names, which CI holds every change to)
  if (CHECKED_BY_CI.test(why) || CI_RUNS_THEM_ONLY.test(why)) return s;
  // (a why that points back at what no words here name: "we never do that", "the old one is deprecated")
  // (unless who relies on it is named: "three other services call it")
  if ((/\b(?:that|this|it|them|those)$/i.test(why) && words(why) <= 5 && !/^that'?s\s+(?:how|what)\b/i.test(why) && !OTHERS_RELY_ON_IT.test(why) && !PEOPLE_RELY_ON_IT.test(why) && !FAILS_WITHOUT_IT.test(why)) || /^the\s+(?:old|new|other|previous|first|second|last)\s+ones?\b/i.test(why)) return null;
  // (not when the order names nothing but "it": "run it, it takes a while" is of the thing at hand)
  const itDoes = /^\w+\s+(?:it|this|that|them)$/i.test(m[1]!.trim()) ? null : whatItDoes(why, m[1]!);
  // ("use for_each, count reshuffles everything when you remove one": the other way, named bare, and what it does)
  const otherDoes = OTHER_NAMED_DOES.test(why) && !ofTheMoment(why);
  // ("drop them, that table is write-heavy, every index slows ingestion": a why of two clauses, the last lasting, neither of now)
  const lastClause = /,\s+([^,]{8,})$/.exec(why)?.[1];
  const lastLasts = lastClause !== undefined && !ofTheMoment(why) && lastingWhy(lastClause) !== null;
  // ("allocate it statically, no heap after init on the ECU": a rule of the kind's, said bare, is why the order lasts — read
  // here, for an order, not by lastingWhy, whose other readers would take such a rule for a reason)
  const bareRule = /^no\s/i.test(why) && words(why) >= 3 && !ofTheMoment(why) && classify(why)?.type === 'feedback';
  // ("let it raise, the caller handles retries and a silent None hides bugs": a why of two parts said with "and", the
  // first lasting, neither of now)
  // (not trouble of the thing at hand after the "and": "…, the caller handles retries and the bug is back")
  const [first, second, ...more] = why.split(/\s+and\s+/);
  const troubleAtHand = (part: string) => TROUBLE.test(part) && /^(?:the|this|that|it|i|we)\b/i.test(part);
  const firstLasts = second !== undefined && more.length === 0 && words(second) >= 3 && !saidOfNow(why) && !ofTheMoment(first!) && !troubleAtHand(second) && lastingWhy(first!) !== null;
  return itDoes || lastingWhy(why) || otherDoes || lastLasts || bareRule || firstLasts ? s : null;
}

/** The other way, named, and the harm it does every time: "the ST-Link clone bricks the board", "count reshuffles every resource". */
const OTHER_WAY_HARMS = /^(?!(?:i|it|this|that|you|he|she|they|we|my|your)\b)(?:the\s+)?[\w.-]+(?:\s+[\w.-]+){0,2}\s+(?:bricks|corrupts|wipes|fries|deadlocks|leaks\s+memory|truncates|mangles|reshuffles|recreates|destroys)\s+(?!(?:it|this|that)\b)\S[^,;]{2,60}$/i;

/** "use select_related and prefetch_related, the N+1s have bitten us on every list view": an order the other way's trouble taught, kept said alone (or the harm the other way does every time: "flash it with the J-Link, the ST-Link clone bricks the board"). */
export function orderTaughtByALesson(s: string): boolean {
  const m = ORDER_THEN.exec(s.trim());
  const why = m?.[2]!.trim().replace(/[.!]+$/, '') ?? '';
  // (not trouble of the moment: "the bug has bitten us twice today")
  // (not an order on "it" alone, which the act it answers names: "await it, .Result deadlocks under ASP.NET")
  return m !== null && !MOMENT.test(s) && !THIS_DAY.test(s) && !/^(?:the\s+)?(?:bug|bugs|issue|error|problem)\b/i.test(why) && (LESSONS.some((re) => re.test(why)) || (OTHER_WAY_HARMS.test(why) && !/^\w+\s+(?:it|them|this|that)$/i.test(m[1]!.trim())));
}
