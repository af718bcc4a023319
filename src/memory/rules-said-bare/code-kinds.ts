// Which tools, calls and kinds of code the project uses or turns away, said bare: "head, tail, fromJust are all
// banned", "moment is deprecated here, use date-fns", "udfs are a last resort".

import type { BareRule } from './bare-rule.js';

/** "sentence case for headings", "kebab-case for file names": a case style for a kind of text, said bare (a rule may follow: "…, and no exclamation marks anywhere"). */
const CASE_FOR_A_KIND =
  /^(?:sentence|title|lower|upper|camel|snake|kebab|pascal)[\s_-]?case\s+(?:for|in|on)\s+(?:all\s+)?(?:the\s+)?(?:[\w.-]+\s+){0,2}(?:headings|headers|titles|buttons|labels|menu items|commit messages|file ?names|files|folders|directories|branch(?:es| names)|keys|columns|fields|variables|functions|classes|constants|components|routes|urls|tables|events|env vars)\b(?:\s*,\s*(?:and\s+)?(?:(?:no|never)\s+[^,;]{3,50}|(?:sentence|title|lower|upper|camel|snake|kebab|pascal)[\s_-]?case\s+(?:for|in|on)\s+[\w.-]+(?:\s+[\w.-]+)?))?[.!]*$/i;
/** "head, tail, fromJust are all banned, hlint is configured to flag them": names of code banned together (a reason may follow). */
// (read on a whole sentence only, by statement-forms: after a label, "no partial functions — head, tail … are banned" is
// kept whole by another form)
const BANNED_LIST =
  /^(?!(?:i|it|this|that|these|those|we|you|they)\b)((?:`[^`]+`|[\w.@+#()-]+)(?:\s*,\s*(?:and\s+|or\s+)?(?:`[^`]+`|[\w.@+#()-]+)){1,6})\s+(?:are|is)\s+(?:all\s+)?(?:banned|forbidden|not allowed|prohibited|disallowed|off-limits)\b(?:\s*,\s*[^,;]{3,60})?[.!]*$/i;
/** "no cy.wait with a number, wait on an intercepted request instead": a call named as code kept out of a use, and what instead. */
// ("no FindObjectOfType or GameObject.Find at runtime, use references set in the inspector": names in CamelCase too, and "use …")
const CALL_NAMED = String.raw`\`?(?:[\w$]+(?:\.[\w$]+)+(?:\(\))?|[A-Z][a-z]+(?:[A-Z][a-z0-9]*)+(?:\(\))?)\`?`;
const NO_CALL_THEN_INSTEAD = new RegExp(
  String.raw`^no\s+${CALL_NAMED}(?:\s+(?:or|and)\s+${CALL_NAMED})*\s+(?:with|on|in|for|inside|at)\s+[^,;]{3,40},\s+(?:just\s+)?(?:(?:use|prefer)\s+[^,;]{3,60}|[a-z]+\b[^,;]{3,60}\binstead)[.!]*$`,
);
/** "stop IDs are the four-digit numbers painted on the bus stop signs, don't renumber them ever": where every one of a kind of ID comes from, and to keep it. */
const IDS_AND_WHERE_THEY_COME_FROM =
  /^(?:our\s+|the\s+|all\s+)?(?:[\w-]+\s+)?(?:ids|identifiers|numbers|codes|keys)\s+are\s+the\s+(?:[\w-]+\s+){0,3}(?:numbers|codes|ids|digits|names)\b[^,;]{0,60},\s+(?:so\s+)?(?:please\s+)?(?:never|don'?t|do not)\s+(?:ever\s+)?(?:renumber|reformat|change|rename|reuse|regenerate)\s+(?:them|those|these)(?:\s+ever)?[.!]*$/i;
/** "episode titles always start with the episode number, like '042: Title', keep that": how every one of a kind of name opens or ends (and how it is set off: "… in parens"). */
const NAMES_START_WITH =
  /^(?:all\s+|our\s+|the\s+(?=[\w-]+\s+(?:titles|names|filenames|file names|headings|subjects)\b))?(?:(?!the\b)[\w-]+\s+)?(?:titles|names|filenames|file names|headings|subjects|subject lines|branch names|commit messages|tags)\s+(?:always\s+)?(?:start|begin|end|open)\s+(?:with|in)\s+(?:the\s+|a\s+|an\s+)?[\w.-]+(?:\s+[\w-]+){0,2}(?:\s+in\s+(?:parens|parentheses|brackets|square brackets|backticks|caps|capitals|lowercase|quotes))?(?:\s+(?:when|if)\s+(?!(?:i|you)\b)[^,;]{3,40}?)?(?:,\s+(?:like|e\.g\.?)\s+[^,;]{2,30})?(?:,\s+(?:so\s+)?(?:please\s+)?keep\s+(?:that|it|this)(?:\s+(?:format|way))?)?[.!]*$/i;
/** "the ppx we use for json is ppx_yojson_conv, not deriving yojson": the tool the team uses for a need, said against the other. */
const THE_ONE_WE_USE_NOT =
  /^the\s+(?!(?:one|thing|stuff|bug|problem|issue|error)\b)[\w-]+(?:\s+[\w-]+)?\s+we\s+use\s+(?:for\s+[\w\s-]{2,30}?\s+)?is\s+[\w.@/+#-]+(?:\s+[\w.@/+#-]+)?\s*,\s+not\s+[^,;]{2,40}[.!]*$/i;
/** "no exceptions across module boundaries, return result types": a kind of code kept out of a part, and what instead. */
const NO_KIND_THEN_INSTEAD =
  /^no\s+(?!(?:idea|clue|problem|worries|need|way|rush|more|luck|changes?)\b)[\w-]+(?:\s+[\w-]+)?\s+(?:across|in|inside|outside|from|on|at)\s+(?!(?:this|that|the\s+(?:pr|branch|ticket))\b)[^,;]{3,40},\s+(?:just\s+)?(?:use|return|throw|raise|prefer|pass|go through)\s+[^,;]{3,60}[.!]*$/i;
/** "use the std library's assert module in tests, not chai": the tool for a kind of code, said against the other. */
const USE_IN_A_KIND_NOT =
  /^(?:please\s+)?(?:always\s+)?use\s+(?!(?:it|this|that|them)\b)[^,;]{2,40}?\s+(?:in|for)\s+(?:the\s+|all\s+)?(?:tests|specs|fixtures|migrations|scripts|handlers|components|templates|stories)\s*,\s*not\s+[^,;]{2,30}[.!]*$/i;
/** "components are prefixed U, not A": how every one of a kind is named. */
const PREFIXED_AS_A_KIND =
  /^(?:all\s+|our\s+)?(?!(?:the|these|those|they)\b)(?:[\w-]+\s+)?[\w-]+s\s+(?:are\s+)?(?:always\s+)?(?:prefixed|suffixed)\s+(?:with\s+)?(?!(?:badly|wrong|weird|inconsistently|differently)\b)[\w.-]+(?:\s*,\s*not\s+[\w.-]+)?[.!]*$/i;
/** "PII columns get the pii tag in schema.yml, the masking policy keys off it": the tag every one of a kind carries (a reason may follow). */
const TAGGED_AS_A_KIND =
  /^(?:all\s+|our\s+)?(?!(?:the|these|those|they|some|two|three|a few)\b)(?:[\w-]+\s+)?[\w-]+s\s+(?:always\s+)?(?:(?:get|carry|need|must (?:get|have|carry))\s+(?:the|a|an)\s+[\w.:`-]+\s+(?:tag|label|annotation|marker|decorator|attribute)|(?:are|get)\s+(?:tagged|labell?ed|marked)\s+(?:as\s+|with\s+)?[\w.:`-]+)\b(?:\s+(?:in|on)\s+[^,;]{2,40})?(?:\s*,\s*[^,;]{3,80})?[.!]*$/i;
/** "we use get* for sync reads and fetch* for anything that hits the network": the prefix a kind of name takes, by what it does. */
const PREFIX_FOR_A_KIND =
  /^we\s+(?:always\s+)?(?:use|prefix\s+with)\s+`?[a-z][\w]*\*`?\s+(?:for|on)\s+[^,;*]{3,50}?(?:\s*,?\s+and\s+`?[a-z][\w]*\*`?\s+(?:for|on)\s+[^,;*]{3,60})?[.!]*$/i;
/** "udfs are a last resort, use the built-in functions, …": a kind of code kept for when nothing else will do. */
const A_LAST_RESORT =
  /^(?!(?:it|this|that|he|she|they|i|we|you)\b)(?:[\w-]+\s+){0,2}[\w-]+\s+(?:is|are)\s+(?:a|the|our)\s+last\s+resort\b(?:\s*,\s*[^;]{3,120})?[.!]*$/i;
/** "figures are made in matplotlib and saved as pdf, never png": how every one of a kind is made, and never otherwise. */
const MADE_SO_NEVER_OTHERWISE =
  /^(?:all\s+|our\s+)?(?!(?:it|they|these|those|the)\b)(?:[\w-]+\s+)?[\w-]+s\s+are\s+(?:always\s+)?(?:made|generated|built|written|saved|drawn|rendered|exported|stored|kept)\s+(?:in|with|as|to)\s+[^,;]{2,50},\s+(?:never|not)\s+[^,;]{2,30}[.!]*$/i;
/** "we're on the new Input System, the old one is disabled in player settings": the new way the project is on, the old one off. */
const ON_THE_NEW_ONE =
  /^we(?:'re|\s+are)\s+on\s+the\s+new\s+[^,;]{2,30},\s+the\s+old\s+one\s+is\s+(?:disabled|removed|gone|deprecated|turned off|off)\b[^,;]{0,40}[.!]*$/i;
/** "moment is deprecated here, use date-fns", "lodash is banned in this repo": a library or a call the project turned away, and what instead. */
const TURNED_AWAY_HERE =
  /^(?!(?:it|this|that|these|those|he|she|they|there|the|our|my|your)\b)[\w.@/$-]+(?:\s+[\w.@/$-]+)?\s+(?:is|are)\s+(?:deprecated|banned|not allowed|off-limits|a no-go)(?:\s+now)?\s*(?:(?:here|in\s+this\s+(?:repo|project|codebase|team|org|company))(?:\s*[,;—–]\s*(?:just\s+)?(?:use|prefer)\s+[^,;]{2,40})?|[,;—–]\s*(?:just\s+)?(?:use|prefer)\s+[^,;]{2,40})[.!]*$/i;
/** "pydantic v2 everywhere, the v1 compat shim is gone": one major of a tool, all through the code. */
const ONE_VERSION_EVERYWHERE =
  /^(?!(?:it|this|that|step|page|phase|version|round|part|option)\b)[\w.+#-]+(?:\s+[\w.+#-]+)?\s+v?\d+(?:\.\d+)*(?:\.x)?\s+(?:everywhere|only|across the (?:board|repo|codebase|project))(?:\s*[,;—–]\s*[^,;]{3,60})?[.!]*$/i;

/** "docs use sentence case for headings and second person throughout": the style every one of a kind of writing keeps. */
const WRITING_USES_A_STYLE =
  /^(?:all\s+|our\s+|the\s+)?(?:docs|documentation|guides|tutorials|release notes|changelogs?|error messages|ui copy|copy|readmes?|comments|commit messages|blog posts|api docs)\s+(?:use|follow|are written in)\s+(?:sentence case|title case|second person|first person|plain english|present tense|active voice|american english|british english|us english|uk english|the [\w-]+ style guide)\b[^;]{0,60}[.!]*$/i;
/** "log lines are JSON with ts, level, msg and trace_id at minimum": the format every log line takes, and what it carries. */
const LOG_LINES_ARE =
  /^(?:all\s+|our\s+|the\s+)?(?:log lines|logs|log entries|log records|log messages)\s+are\s+(?:always\s+)?(?:structured\s+)?(?:json|logfmt|ecs|otlp|structured)\b(?:\s+(?:with|and carry|carrying)\s+[^;]{3,80})?[.!]*$/i;
/** "cache keys include the schema version so deploys don't read stale shapes": what every one of a kind of name or record carries. */
const EVERY_ONE_CARRIES =
  /^(?:all\s+|our\s+)?(?!(?:it|this|that|these|those|they)\b)(?:[\w-]+\s+)?(?:keys|ids|names|urls|paths|tags|labels|headers|events|messages|log lines|filenames|file names|branch names|metrics|spans|topics|queues|buckets|tables)\s+(?:always\s+)?(?:include|carry|contain|embed|encode)\s+(?:the\s+|a\s+|an\s+)(?!(?:wrong|old|stale|bad|same)\b)[\w.-]+(?:\s+[\w.-]+)?\b(?:\s+(?:so|because)\s+[^;]{3,80})?[.!]*$/i;
/** "pandas is fine for exploration but pipelines use polars": one tool allowed for a kind of work, another for the rest. */
const FINE_FOR_ONE_BUT =
  /^(?!(?:it|this|that|i|we|you)\b)[\w.@/+-]+\s+is\s+(?:fine|ok|okay|allowed)\s+for\s+[\w\s-]{3,30}?\s*,?\s+but\s+(?:all\s+|our\s+)?[\w-]+(?:\s+[\w-]+)?\s+(?:use|uses|must use|should use|are written in|go through)\s+[\w.@/+-]+[.!]*$/i;
/** "we tokenize with the tokenizer that ships with the model, never a generic one": how the team does a step, and never otherwise. */
const WE_DO_IT_WITH_NEVER =
  /^we\s+(?!(?:had|were|was|did|got|went|tried|used|ran|made)\b)(?!\w+ed\b)[a-z]+\s+(?:everything\s+|all\s+[\w-]+\s+)?(?:with|using|through|via|against)\s+(?!(?:it|this|that|them)\b)[^,;]{3,60},\s+(?:and\s+)?(?:never|not)\s+(?:with\s+|using\s+|through\s+)?(?:a|an|the)\s+[^,;]{2,30}[.!]*$/i;

/** "no features that need local installs or admin rights": a kind of thing kept out by what it would need. */
const NONE_THAT_NEED =
  /^no\s+(?:new\s+)?(?:[\w-]+\s+)?(?:features|dependencies|deps|libraries|tools|packages|plugins|apis|changes|migrations|endpoints|queries|jobs|scripts)\s+(?:that|which)\s+(?:needs?|requires?|depends? on|relies on|breaks?|touch(?:es)?|call(?:s)?|lock(?:s)?)\s+[^,;]{3,60}[.!]*$/i;
/** "we have tenants with 2M rows, always page through": the scale of the data, and what it asks of every read. */
const AT_THIS_SCALE_ALWAYS =
  /^we\s+have\s+(?:[\w-]+\s+){0,2}[\w-]+\s+with\s+(?:over\s+|up to\s+|more than\s+)?[\d.,]+\s*[kmbKMB]?\s+[\w-]+\s*[,;—–]\s*(?:so\s+)?always\s+[a-z]+\b[^,;]{0,40}[.!]*$/;

/** Which tools, calls and kinds of code the project uses or turns away, said bare. */
/** "make handlers idempotent", "the operator reconciles every 30 seconds, make handlers idempotent": what every one of a kind of code is made to withstand (not "make the handler idempotent": the one at hand). */
const MADE_SAFE_TO_REPEAT =
  /^(?:(?:the|our)\s+(?!(?:build|test|tests|deploy|app|site)\s+(?:is|are|was|were|keeps?)\b)[^,;]{4,50},\s+(?:so\s+)?)?(?:please\s+)?(?:always\s+)?make\s+(?:(?:all|every|each|our)\s+(?:[\w-]+\s+)?[\w-]+|(?!(?:it|this|that|them|these|those|the|my|your)\b)(?:[\w-]+\s+)?[\w-]+s)\s+(?:idempotent|safe to (?:re-?run|retry|repeat|call twice)|re-?entrant|restartable)\b(?:\s*[,;—–]\s*[^,;]{3,60})?[.!]*$/i;

/** "ctx goes first in every func signature, no storing contexts in structs": where a thing goes in every one of a kind (a rule may follow). */
const FIRST_IN_EVERY =
  /^(?!(?:it|this|that|he|she|i|you|we|they)\b)[\w.`*-]+(?:\s+[\w.`*-]+)?\s+(?:always\s+)?(?:goes|comes|is|sits|should\s+(?:go|come|be)|must\s+(?:go|come|be))\s+(?:always\s+)?(?:first|last)\s+(?:in|of|on)\s+(?:every|each|all|any)\s+(?:[\w-]+\s+){0,2}[\w-]+(?:\s*[,;—–]\s*[^,;]{3,60})?[.!]*$/i;
/** "no storing contexts in structs": a way of doing a kind of thing kept out of a kind of code (not "no going back in time"). */
const NO_DOING_A_KIND_IN =
  /^no\s+(?!(?:going|doing|getting|having|being|thinking|worrying|rushing|kidding|looking|waiting|talking|pushing)\b)[a-z]+ing\s+(?:[\w-]+\s+)?[\w-]+s\s+(?:in|inside|into|on|across)\s+(?:the\s+|our\s+|any\s+)?(?:[\w-]+\s+)?[\w-]+s\b(?:\s*[,;—–]\s*[^,;]{3,60})?[.!]*$/i;

/** "keep business logic out of views, it goes in services.py per app", "keep SQL out of the controllers": a kind of code kept out of a kind of part (a why or where it goes may follow). */
const KEPT_OUT_OF_A_KIND =
  /^(?:please\s+)?(?:always\s+)?keep\s+(?:all\s+|the\s+|any\s+)?(?!(?:it|this|that|them|me|us|him|her|things)\b)(?:[\w.-]+\s+){0,2}[\w.-]+\s+out\s+of\s+(?:the\s+|our\s+|any\s+|all\s+)?(?:[\w.-]+\s+)?(?:views|templates|controllers|handlers|models|components|tests|migrations|serializers|routes|ui|jsx|markup|html|hooks|reducers|resolvers|lambdas|workers|services|domain|core|common|shared|libs?|packages|modules|[\w-]+\s+layer|[\w.-]+\/)(?![\w/])(?:\s*[,;—–]\s*[^,;]{3,60})?[.!]*$/i;

/** "Snakemake rules always declare their conda env, no relying on the base env": what every one of a kind of code always declares or sets (a rule may follow). */
const A_KIND_ALWAYS_DECLARES =
  /^(?:all\s+|our\s+)?(?!(?:the|this|that|my|your|his|her|their|things|people|users|customers|clients|players|kids|friends|they|we|you|these|those|some|most|many)\b)(?:[\w.-]+\s+)?[\w-]+s\s+(?:always|must|should\s+always)\s+(?:declare|define|pin|specify|export|implement|register|validate|emit|set)\s+(?:their|its|a|an|the|one|exactly\s+one)\s+[^,;]{2,50}(?:\s*[,;—–]\s*[^,;]{3,60})?[.!]*$/i;

/** "no Python on the board, rewrite it in shell, it's 30 MB we don't have": a runtime or tool kept off the device the code runs on (not "no power on the board"). */
const NO_RUNTIME_ON_THE_DEVICE =
  /^no\s+(?:python|python3|node(?:\.?js)?|java|jvm|perl|ruby|php|glibc|systemd|bash|docker|dotnet|\.net|electron|npm|pip|gcc|[A-Z][\w.+#-]*)\s+on\s+(?:the|our)\s+(?:board|boards|device|devices|target|box|boxes|router|robot|controller|image|container|appliance|kiosk|firmware|gateway|sensor|node)\b(?:\s*,\s*[^,;]{3,60}){0,2}[.!]*$/;
/** "the crate is no_std, so nothing from std sneaks in, use core and alloc": what the code is built without, and what that rules out. */
const BUILT_WITHOUT_THEN =
  /^(?:the|this|our)\s+(?:[\w-]+\s+)?(?:crate|library|lib|firmware|package|module|kernel|binary|sdk)\s+is\s+(?:no_std|no-std|#!\[no_std\]|header-only|single-threaded|dependency-free|zero-dependency|allocation-free|alloc-free)\s*,\s+(?:so\s+)?[^,;]{3,60}(?:\s*,\s+[^,;]{3,60})?[.!]*$/i;
/** "German and Finnish strings run about 30% longer, leave room in buttons": how much longer translated text runs, and the room to leave. */
const TRANSLATIONS_RUN_LONGER =
  /^(?:(?:[A-Z][a-z]+|[a-z]+)(?:\s*(?:,|and)\s*(?:[A-Z][a-z]+|[a-z]+))*\s+)?(?:strings|translations|labels|texts|copy)\s+(?:run|are|get|come out)\s+(?:about\s+|up\s+to\s+|roughly\s+|around\s+)?\d+\s*%\s+(?:longer|wider|bigger)\b[^,;]{0,30},\s+(?:so\s+)?(?:please\s+)?(?:always\s+)?(?:leave|keep|allow|plan\s+for|design\s+for|make)\s+\S[^,;]{2,50}[.!]*$/i;

/** "all user input gets sanitized with the WordPress helpers, esc_html on output": what is done to every piece of a kind of data that crosses a boundary. */
const EVERY_INPUT_CLEANED =
  /^(?:all|every|any)\s+(?:[\w-]+\s+){0,2}(?:input|inputs|output|data|html|sql|queries|strings|text|values|params|parameters|fields|uploads|requests|responses|payloads)\s+(?:gets?|is|are|must\s+be|has\s+to\s+be)\s+(?:always\s+)?(?:sanitized|sanitised|escaped|validated|encoded|parameteri[sz]ed|normali[sz]ed|hashed|encrypted|signed)\b(?![^;?]*\bnow\b)[^;?]{0,80}$/i;

/** "no allocations on the audio thread, preallocate in prepareToPlay": what never happens on a hot part, and where it is done instead. */
const NONE_ON_A_HOT_PART_THEN_WHERE =
  /^no\s+(?:[\w-]+\s+){0,2}[\w-]+\s+(?:on|in|inside|during)\s+(?:the\s+)?(?:[\w-]+\s+)?(?:thread|loop|path|isr|handler|callback|render|frame)\s*,\s+(?:please\s+)?(?:preallocate|allocate|do|move|put|use|keep|cache|compute|load|run)\s+[^,;?]{3,50}[.!]*$/i;
/** "we're pre-revenue, so pick the cheapest option unless it costs us engineering time": where the company stands, and the choice it makes every time. */
const STAGE_THEN_EVERY_CHOICE =
  /^we(?:'re|\s+are)\s+(?:pre-?revenue|pre-?seed|bootstrapped|self-funded|a\s+(?:tiny|small|two-person|three-person)\s+(?:team|startup|shop)|on\s+a\s+(?:tight\s+)?budget|cost-sensitive)\s*,\s+so\s+(?:please\s+)?(?:always\s+)?(?:pick|choose|prefer|go\s+with|use|avoid|keep)\s+\S[^;?]{3,80}$/i;

/** "Flows over Apex triggers unless the logic needs a callout": one way over another, and when the other is allowed. */
const ONE_WAY_OVER_ANOTHER_UNLESS =
  /^(?!(?:this|that|it|one)\b)[\w.-]+(?:\s+[\w.-]+)?\s+over\s+[\w.-]+(?:\s+[\w.-]+)?\s+(?:unless|except\s+(?:when|where|for))\s+[^,;?]{3,50}[.!]*$/i;
/** "while porting, keep the MATLAB output as the oracle, every ported function gets a comparison test": what every one of a kind gets for as long as a piece of work runs. */
const WHILE_A_WORK_EVERY_ONE_GETS =
  /^(?:while|during\s+the)\s+[a-z]+(?:ing)?\b[^,;]{0,30},\s+[^,;?]{3,60},\s+(?:every|each|all)\s+(?:[\w-]+\s+){0,2}[\w-]+\s+(?:gets|needs|has|must\s+have)\s+[^,;?]{3,40}[.!]*$/i;

/** "MISRA C rules apply to everything under firmware/, deviations need a signed record": a standard that binds every file of a part. */
const A_STANDARD_APPLIES_UNDER =
  /^(?:the\s+)?[\w.-]+(?:\s+[\w.-]+)?\s+(?:rules|guidelines|standards?|conventions)\s+apply\s+to\s+(?:everything|all\s+(?:the\s+)?(?:code|files))\s+(?:under|in)\s+[\w./-]+\/?(?:\s*,\s*[^,;?]{3,60})?[.!]*$/i;

export const CODE_KINDS: BareRule[] = [
  { rule: A_STANDARD_APPLIES_UNDER, notNow: true },
  { rule: ONE_WAY_OVER_ANOTHER_UNLESS, notNow: true },
  { rule: WHILE_A_WORK_EVERY_ONE_GETS, notNow: true },
  { rule: NONE_ON_A_HOT_PART_THEN_WHERE, notNow: true },
  { rule: STAGE_THEN_EVERY_CHOICE, notNow: true },
  { rule: EVERY_INPUT_CLEANED, notNow: true },
  { rule: NO_RUNTIME_ON_THE_DEVICE, notNow: true },
  { rule: BUILT_WITHOUT_THEN, notNow: true },
  { rule: TRANSLATIONS_RUN_LONGER, notNow: true },
  { rule: A_KIND_ALWAYS_DECLARES, notNow: true },
  { rule: KEPT_OUT_OF_A_KIND, notNow: true },
  { rule: FIRST_IN_EVERY, notNow: true },
  { rule: NO_DOING_A_KIND_IN, notNow: true },
  { rule: MADE_SAFE_TO_REPEAT, notNow: true },
  { rule: CASE_FOR_A_KIND },
  { rule: BANNED_LIST },
  { rule: NO_CALL_THEN_INSTEAD },
  { rule: IDS_AND_WHERE_THEY_COME_FROM },
  { rule: NAMES_START_WITH },
  { rule: THE_ONE_WE_USE_NOT },
  { rule: NO_KIND_THEN_INSTEAD, notNow: true },
  { rule: USE_IN_A_KIND_NOT, notNow: true },
  { rule: PREFIXED_AS_A_KIND },
  { rule: TAGGED_AS_A_KIND, notNow: true },
  { rule: PREFIX_FOR_A_KIND, notNow: true },
  { rule: A_LAST_RESORT, notNow: true },
  { rule: MADE_SO_NEVER_OTHERWISE, notNow: true },
  { rule: ON_THE_NEW_ONE },
  { rule: TURNED_AWAY_HERE, notNow: true },
  { rule: ONE_VERSION_EVERYWHERE, notNow: true },
  { rule: WRITING_USES_A_STYLE, notNow: true },
  { rule: LOG_LINES_ARE, notNow: true },
  { rule: EVERY_ONE_CARRIES, notNow: true },
  { rule: FINE_FOR_ONE_BUT, notNow: true },
  { rule: WE_DO_IT_WITH_NEVER, notNow: true },
  { rule: NONE_THAT_NEED, notNow: true },
  { rule: AT_THIS_SCALE_ALWAYS, notNow: true },
];
