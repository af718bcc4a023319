// Rules said bare: sentences that are a rule by their shape alone, with no "always", "never" or "don't" to mark them —
// "sentence case for headings", "thiserror in the library crates, anyhow only in the binary", "head, tail, fromJust are
// all banned". Read after every other form (statement-forms) and kept whole.

import { MOMENT } from './rule-forms.js';
import { THIS_DAY } from './statement-text.js';

/** "sentence case for headings", "kebab-case for file names": a case style for a kind of text, said bare (a rule may follow: "…, and no exclamation marks anywhere"). */
const CASE_FOR_A_KIND =
  /^(?:sentence|title|lower|upper|camel|snake|kebab|pascal)[\s_-]?case\s+(?:for|in|on)\s+(?:all\s+)?(?:the\s+)?(?:[\w.-]+\s+){0,2}(?:headings|headers|titles|buttons|labels|menu items|commit messages|file ?names|files|folders|directories|branch(?:es| names)|keys|columns|fields|variables|functions|classes|constants|components|routes|urls|tables|events|env vars)\b(?:\s*,\s*(?:and\s+)?(?:no|never)\s+[^,;]{3,50})?[.!]*$/i;
/** "my advisor wants SI units everywhere in the figures": what someone the user answers to wants of all the work. */
// ("Prof. Lindqvist wants every plot in SI units, no exceptions": a titled name, and every one of a kind; "my supervisor is Prof.
// Ines Martel and she wants every chapter as a separate PDF too": named first; "my biggest client is
// Hartmann Maschinenbau, they want British spelling in everything": a client named first)
const SOMEONE_ABOVE_WANTS =
  /^(?:(?:my|our)\s+(?:advisor|adviser|supervisor|manager|lead|boss|client|pi|professor|editor)(?:\s+is\s+[^,;]{2,40}?\s+and\s+(?:she|he|they))?|(?:prof|professor|dr)\.?\s+[a-z][\w'-]+|(?:my|our)\s+(?:biggest|main|largest|only|key)\s+(?:client|customer)\s+is\s+[^,;]{2,40},\s+(?:they|she|he))\s+(?:wants?|insists? on|requires?|asks? for)\s+(?:[^,;]{3,60}?\s+(?:everywhere|throughout|always|in\s+(?:all|every)\b|in everything)|(?:every|all)\s+[\w-]+(?:\s+[\w-]+)?\s+(?:in|with|as)\s+[^,;]{2,30}(?:\s+too)?(?:,\s+no exceptions)?[.!]*$)/i;
/** "check with the PPK2 before merging anything that touches power management": what to do before each change of a kind lands. */
const BEFORE_ANY_CHANGE_OF_A_KIND =
  /^(?:please\s+)?(?:always\s+)?[a-z]+\b(?!\s+(?:it|this|that|them)\b)[^,;]{2,60}?\sbefore\s+(?:merging|pushing|shipping|deploying|releasing|landing)\s+(?:anything|any\s+(?:change|pr|pull request|commit|code))\s+(?:that|which)\s+[a-z]+\b[^,;]{2,60}[.!]*$/i;
/** "thiserror in the library crates, anyhow only in the binary": which of two things goes where, said bare. */
const TWO_PLACEMENTS =
  /^(?:[a-z]+:\s+)?(?!(?:it|this|that|they|errors?|crash\w*|timeouts?|failures?|bugs?|issues?|warnings?|problems?|flakes?)\b)[\w.-]+\s+(?:in|for)\s+(?:the\s+|all\s+)?[\w./-]+(?:\s+[\w./-]+)?,\s+(?:and\s+)?(?!(?:it|this|that|they|errors?|crash\w*|timeouts?|failures?|bugs?|issues?|warnings?|problems?|flakes?)\b)[\w.-]+\s+only\s+(?:in|for)\s+(?:the\s+)?[\w./-]+(?:\s+[\w./-]+)?[.!]*$/i;
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
/** "all section settings need a default, merchants break things otherwise": what every one of a kind must have, and why. */
const ALL_OF_A_KIND_NEED =
  /^all\s+(?!(?:the|these|those|my|your|of)\b)(?:[\w-]+\s+){0,2}[\w-]+s\s+(?:need|must have|require)\s+(?:a|an)\s+(?!(?:fix|rerun|re-run|look|review|update|rebase|refresh|restart|second)\b)[\w-]+(?:\s+[\w-]+)?(?:\s*,\s*[^,;]{3,60})?[.!]*$/i;
/** "clippy runs with -D warnings in CI, so fix clippy before pushing": a check CI holds the code to, then what to do before each push. */
const CI_CHECK_THEN_ORDER =
  /^(?:the\s+|our\s+)?(?!(?:it|this|that|these|those|they)\b)[\w.-]+(?:\s+[\w.-]+)?\s+(?:runs?|is run|are run|is enforced|are enforced|is checked|are checked)\b[^,;]{0,40}?\s(?:in|on|by)\s+(?:the\s+)?ci\b[^,;]{0,30},\s+so\s+(?:please\s+)?(?:always\s+)?[a-z]+\b(?!\s+(?:it|this|that|them|these|those)\b)[^,;]{2,60}?\sbefore\s+(?:pushing|you push|committing|you commit|merging|opening a pr|every push|each push|any push)[.!]*$/i;
/** "stop IDs are the four-digit numbers painted on the bus stop signs, don't renumber them ever": where every one of a kind of ID comes from, and to keep it. */
const IDS_AND_WHERE_THEY_COME_FROM =
  /^(?:our\s+|the\s+|all\s+)?(?:[\w-]+\s+)?(?:ids|identifiers|numbers|codes|keys)\s+are\s+the\s+(?:[\w-]+\s+){0,3}(?:numbers|codes|ids|digits|names)\b[^,;]{0,60},\s+(?:so\s+)?(?:please\s+)?(?:never|don'?t|do not)\s+(?:ever\s+)?(?:renumber|reformat|change|rename|reuse|regenerate)\s+(?:them|those|these)(?:\s+ever)?[.!]*$/i;
/** "we validate with the MobilityData validator before publishing, a single error blocks the feed": the check every release passes first (not "… before publishing this one"). */
const CHECKED_BEFORE_EVERY_RELEASE =
  /^we\s+(?:always\s+)?(?:validate|lint|check|test|scan|verify)\s+(?:it\s+|everything\s+|the\s+[\w-]+\s+)?(?:with|using|through|against)\s+(?:the\s+)?[\w.-]+(?:\s+[\w.-]+)?\s+before\s+(?:publishing|releasing|deploying|shipping|merging|pushing|uploading)\b(?!\s+(?:it|this|that|the\s+fix)\b)(?:,\s+[^,;]{3,60})?[.!]*$/i;
/** "the anonymizer must remove tag (0010,0010) and every other PatientName field, no exceptions": what a part must always do, said to have no exceptions. */
const MUST_WITH_NO_EXCEPTIONS =
  /^(?:the|our|all|every|each)\s+(?:[\w-]+\s+){0,2}[\w-]+\s+(?:must|has to|have to|needs? to)\s+(?:always\s+)?[a-z]+\b[^;]{3,120},\s+no exceptions[.!]*$/i;
/** "episode titles always start with the episode number, like '042: Title', keep that": how every one of a kind of name opens or ends. */
const NAMES_START_WITH =
  /^(?:all\s+|our\s+|the\s+(?=[\w-]+\s+(?:titles|names|filenames|file names|headings|subjects)\b))?(?:(?!the\b)[\w-]+\s+)?(?:titles|names|filenames|file names|headings|subjects|subject lines|branch names|commit messages|tags)\s+(?:always\s+)?(?:start|begin|end|open)\s+(?:with|in)\s+(?:the\s+|a\s+|an\s+)?[\w.-]+(?:\s+[\w-]+){0,2}(?:\s+(?:when|if)\s+(?!(?:i|you)\b)[^,;]{3,40}?)?(?:,\s+(?:like|e\.g\.?)\s+[^,;]{2,30})?(?:,\s+(?:so\s+)?(?:please\s+)?keep\s+(?:that|it|this)(?:\s+(?:format|way))?)?[.!]*$/i;
/** "all letters use the firm's letterhead template in templates/letterhead.docx": the template every one of a kind is made from, by its path. */
const ALL_USE_THE_TEMPLATE =
  /^(?:all|every|each)\s+(?:[\w-]+\s+)?[\w-]+\s+(?:use|uses|follow|follows|start from|starts from)\s+(?:the|our)\s+[^,;]{2,40}?\s*(?:template|style|format|layout|theme|letterhead)\s+(?:in|at|from)\s+\S*[/.]\S*/i;
/** "keep the site simple, most vendors fill it in on their phones": how the work is to stay, for the devices its users are on. */
const KEPT_SIMPLE_FOR_PHONES =
  /^(?:please\s+)?keep\s+the\s+(?:site|app|form|page|pages|ui)\s+(?:simple|light|fast|small|minimal|lean)\b,\s+(?:most|all|our|many)\s+[\w-]+\s+[^,;]{3,60}\b(?:phones?|mobiles?|tablets?|slow connections?)\b[.!]*$/i;
/** "reset is synchronous and active high across the whole design": how a thing is held throughout a whole part (not how it is broken). */
const HELD_ACROSS_THE_WHOLE =
  /^(?:the\s+|our\s+|all\s+)?(?!(?:it|this|that|these|those|there|bugs?|errors?|crash\w*|warnings?|logging|naming)\b)[\w-]+(?:\s+[\w-]+)?\s+(?:is|are)\s+(?:always\s+)?(?!(?:broken|down|failing|slow|flaky|wrong|missing|off|a|an|the|messy|inconsistent|present|spread|duplicated|copied|scattered|everywhere|used)\b)[\w-]+(?:\s+[\w-]+)?(?:\s+(?:and|or)\s+[\w-]+(?:\s+[\w-]+)?)?\s+(?:across|throughout)\s+(?:the\s+)?(?:whole|entire)\s+(?:design|codebase|code base|repo|project|app|system|crate|package|library|monorepo|api|site|chip|board)[.!]*$/i;
/** "I review every change to the clock domain crossings myself before merge": the user's own check on each change of a kind. */
const I_REVIEW_EACH_BEFORE_MERGE =
  /^i\s+(?:personally\s+|always\s+)?(?:review|sign off on|approve|check)\s+(?:every|each|all|any)\s+[^,;]{3,60}?(?:\s+myself)?\s+before\s+(?:(?:the\s+|a\s+|any\s+)?merge|merging|(?:it|they)\s+(?:merges?|(?:is|are|gets?)\s+merged|lands?|ships?)|release|releasing|deploy|deploying)[.!]*$/i;
/** "the ppx we use for json is ppx_yojson_conv, not deriving yojson": the tool the team uses for a need, said against the other. */
const THE_ONE_WE_USE_NOT =
  /^the\s+(?!(?:one|thing|stuff|bug|problem|issue|error)\b)[\w-]+(?:\s+[\w-]+)?\s+we\s+use\s+(?:for\s+[\w\s-]{2,30}?\s+)?is\s+[\w.@/+#-]+(?:\s+[\w.@/+#-]+)?\s*,\s+not\s+[^,;]{2,40}[.!]*$/i;
/** "ocamlformat version is pinned in .ocamlformat, don't upgrade it, the diff would touch every file": a pin to keep, and why. */
const PINNED_KEEP_IT =
  /^(?:the\s+|our\s+)?(?!(?:it|this|that)\b)[\w.-]+(?:\s+version)?\s+is\s+pinned(?:\s+(?:in|at|to)\s+[^,;]{2,40})?\s*,\s+(?:so\s+)?(?:please\s+)?(?:don'?t|do not|never)\s+(?:upgrade|bump|update|change)\s+(?:it|that)\b(?:\s*,\s*[^,;]{3,80})?[.!]*$/i;
/** "no exceptions across module boundaries, return result types": a kind of code kept out of a part, and what instead. */
const NO_KIND_THEN_INSTEAD =
  /^no\s+(?!(?:idea|clue|problem|worries|need|way|rush|more|luck|changes?)\b)[\w-]+(?:\s+[\w-]+)?\s+(?:across|in|inside|outside|from|on|at)\s+(?!(?:this|that|the\s+(?:pr|branch|ticket))\b)[^,;]{3,40},\s+(?:just\s+)?(?:use|return|throw|raise|prefer|pass|go through)\s+[^,;]{3,60}[.!]*$/i;
/** "use the std library's assert module in tests, not chai": the tool for a kind of code, said against the other. */
const USE_IN_A_KIND_NOT =
  /^(?:please\s+)?(?:always\s+)?use\s+(?!(?:it|this|that|them)\b)[^,;]{2,40}?\s+(?:in|for)\s+(?:the\s+|all\s+)?(?:tests|specs|fixtures|migrations|scripts|handlers|components|templates|stories)\s*,\s*not\s+[^,;]{2,30}[.!]*$/i;
/** "the reference results were generated on the old cray, small differences in the last digits are expected": what not to chase. */
const SMALL_DIFFERENCES_EXPECTED =
  /^(?!(?:it|this|that|i)\b)(?![^,;]*\b(?:broke|broken|fail\w*|crash\w*|errors?|red)\b)[^,;]{10,80},\s+(?:so\s+)?(?:small|tiny|minor|some)\s+(?:differences|diffs|deviations|mismatches|warnings)\s+(?:in\s+[^,;]{2,40}\s+)?are\s+(?:expected|normal)[.!]*$/i;
/** "zig fmt runs in the pre-commit hook anyway": a check the git hooks already run on every commit. */
const RUN_BY_A_HOOK =
  /^(?:the\s+|our\s+)?(?!(?:it|this|that|nothing|something)\b)[\w.-]+(?:\s+[\w.-]+)?\s+(?:runs|is run|runs automatically|is enforced|is checked)\s+(?:(?:in|on|by|as part of)\s+(?:the\s+|a\s+|our\s+)?(?:pre-commit|pre-push|commit|push|git)\s+hooks?|on\s+(?:every\s+)?(?:commit|push))(?:\s+anyway)?(?:\s*,\s+(?:so\s+)?(?:please\s+)?(?:don'?t|do not|never|no need to)\s+[^,;]{3,60})?[.!]*$/i;
/** "anything that goes over the wire gets a comptime size check": what each thing of a kind, told by what it does, gets. */
const ANYTHING_THAT_GETS =
  /^(?:anything|everything|every\s+[\w-]+|any\s+[\w-]+)\s+that\s+(?!(?:i|you|we)\b)[a-z]+\b[^,;]{2,40}?\s+(?:gets|needs|must (?:have|get)|has to (?:have|get|go through)|requires|goes through)\s+(?!(?:fixed|fixing|looked|checked|done)\b)[^,;]{3,50}[.!]*$/i;
/** "C-c plus a letter is reserved for users, use the package prefix map": what a thing is kept for, and what to use instead. */
const RESERVED_THEN_USE =
  /^(?!(?:it|this|that|i|we)\b)[^,;]{2,40}?\s+(?:is|are)\s+reserved\s+for\s+[^,;]{2,40},\s+(?:so\s+)?(?:please\s+)?(?:use|put|pick|choose|bind|take)\s+(?!(?:the\s+other|another|it|this|that|them|one)\b)[^,;]{3,60}[.!]*$/i;
/** "images live next to the doc that uses them": where every one of a kind sits, by what it belongs to. */
const LIVES_NEXT_TO_ITS_OWNER =
  /^(?:all\s+|our\s+)?(?!(?:i|it|they|we|you|these|those)\b)(?:[\w-]+\s+)?[\w-]+s\s+(?:live|go|sit|belong)\s+(?:next to|beside|alongside|with)\s+(?:the|their)\s+[\w-]+(?:\s+[\w-]+)?\s+(?:that|which)\s+(?:uses?|owns?|imports?|renders?|references?)\s+(?:them|it)[.!]*$/i;
/** "components are prefixed U, not A": how every one of a kind is named. */
const PREFIXED_AS_A_KIND =
  /^(?:all\s+|our\s+)?(?!(?:the|these|those|they)\b)(?:[\w-]+\s+)?[\w-]+s\s+are\s+(?:always\s+)?(?:prefixed|suffixed)\s+(?:with\s+)?(?!(?:badly|wrong|weird|inconsistently|differently)\b)[\w.-]+(?:\s*,\s*not\s+[\w.-]+)?[.!]*$/i;
/** "we're on iOS 17+, use the @Observable macro": the version floor, and the newer way it lets every change take. */
const FLOOR_THEN_USE =
  /^we(?:'re|\s+are)\s+on\s+[\w.-]+\s+v?\d+(?:\.\d+)*(?:\+|\s+and up|\s+or later|\s+minimum)\s*,\s+(?:so\s+)?(?:please\s+)?(?:use|prefer|go with)\s+(?!(?:it|this|that|them)\b)[^,;]{3,40}[.!]*$/i;
/** "wall thickness is never under 1.2 mm, anything thinner breaks …": a bound a measure of the work never crosses. */
const NEVER_PAST_A_BOUND =
  /^(?:the\s+|our\s+)?(?!(?:it|this|that|he|she|they|i|we|you)\b)[\w-]+(?:\s+[\w-]+)?\s+(?:is|are)\s+never\s+(?:under|over|below|above|less than|more than|thinner than|thicker than|smaller than|bigger than|longer than|shorter than)\s+\d[\d.]*\s*[a-z%µ]*(?:\s*,\s*[^;]{3,100})?[.!]*$/i;
/** "parameters go at the top of each file in a customizer section": where every one of a kind goes in each file. */
const AT_THE_TOP_OF_EACH =
  /^(?:all\s+)?(?!(?:it|they|we|you|these|those)\b)(?:[\w-]+\s+)?[\w-]+s\s+(?:go|live|belong|sit)\s+at\s+the\s+(?:top|bottom|start|end)\s+of\s+(?:each|every)\s+(?:file|module|class|component|section|script|page)\b[^,;]{0,40}[.!]*$/i;
/** "udfs are a last resort, use the built-in functions, …": a kind of code kept for when nothing else will do. */
const A_LAST_RESORT =
  /^(?!(?:it|this|that|he|she|they|i|we|you)\b)(?:[\w-]+\s+){0,2}[\w-]+\s+(?:is|are)\s+(?:a|the|our)\s+last\s+resort\b(?:\s*,\s*[^;]{3,120})?[.!]*$/i;
/** "figures are made in matplotlib and saved as pdf, never png": how every one of a kind is made, and never otherwise. */
const MADE_SO_NEVER_OTHERWISE =
  /^(?:all\s+|our\s+)?(?!(?:it|they|these|those|the)\b)(?:[\w-]+\s+)?[\w-]+s\s+are\s+(?:always\s+)?(?:made|generated|built|written|saved|drawn|rendered|exported|stored|kept)\s+(?:in|with|as|to)\s+[^,;]{2,50},\s+(?:never|not)\s+[^,;]{2,30}[.!]*$/i;
/** "edge runtime for anything in app/api/public, the rest can stay on node": where one way holds, and the rest. */
const ONE_WAY_UNDER_A_PATH =
  /^(?!(?:it|this|that)\b)[\w.-]+(?:\s+[\w.-]+)?\s+for\s+(?:anything|everything|all)\s+(?:in|under)\s+\S*\/\S*\s*,\s+(?:and\s+)?the\s+rest\s+(?:can\s+|should\s+)?(?:stays?|goes?|uses?|runs?)\b[^,;]{2,40}[.!]*$/i;
/** "everything new goes in the app router": where all new work goes. */
const EVERYTHING_NEW_GOES =
  /^(?:(?:no|nope)[,.]?\s+)?(?:everything|anything|all)\s+new\s+(?:goes?|lives?|belongs?)\s+(?:in|into|under|to)\s+(?:the\s+)?[^,;]{2,40}[.!]*$/i;
/** "we target android minSdk 26 and iOS 15": the versions the project targets, each platform's floor. */
const TARGETS_VERSIONS =
  /^we\s+(?:target|build for)\s+(?:[\w.-]+\s+){1,3}?v?\d+(?:\.\d+)*\+?(?:\s+(?:and\s+(?:up|above|later)|or\s+(?:later|newer|higher)))?(?:\s*(?:,|and|,\s*and)\s+(?:[\w.-]+\s+){1,3}?v?\d+(?:\.\d+)*\+?)*[.!]*$/i;
/** "physics stuff goes in FixedUpdate, Update is for input and visuals": where one kind of code goes, and what the other place is for. */
const GOES_THERE_THE_OTHER_IS_FOR =
  /^(?!(?:it|this|that|he|she|they)\b)[\w-]+(?:\s+(?:stuff|code|logic|work|things|calls))?\s+goes?\s+(?:in|into|under)\s+[\w.()/-]+\s*,\s+(?!(?:it|this|that)\b)[\w.()/-]+\s+is\s+(?:only\s+)?for\s+[^,;]{3,40}[.!]*$/i;
/** "we're on the new Input System, the old one is disabled in player settings": the new way the project is on, the old one off. */
const ON_THE_NEW_ONE =
  /^we(?:'re|\s+are)\s+on\s+the\s+new\s+[^,;]{2,30},\s+the\s+old\s+one\s+is\s+(?:disabled|removed|gone|deprecated|turned off|off)\b[^,;]{0,40}[.!]*$/i;
/** "the arm controller is safety-critical, any change to it needs a review from Jonas …": a fragile part, and what each change to it needs. */
const FRAGILE_THEN_EACH_CHANGE =
  /^(?:the|our)\s+(?:[\w-]+\s+){0,3}[\w-]+\s+(?:is|are)\s+(?:really\s+|very\s+|super\s+)?(?:fragile|safety-critical|critical|sensitive|brittle|load-bearing|delicate|mission-critical)\s*,\s+(?:so\s+)?(?:any|every)\s+change\s+(?:to it|to them|there|in it|in there)\s+(?:needs|requires|has to get|must get|goes through)\s+[^;]{3,100}[.!]*$/i;
/** "every node has a launch file and a params yaml, no hardcoded parameters": what each one of a kind comes with. */
const EACH_ONE_HAS =
  /^(?:every|each)\s+(?:[\w-]+\s+){0,2}(?:node|file|module|service|endpoint|table|route|component|command|bucket|package|crate|job|test|page|screen|repo|project|function|method|class|handler|model|migration|resource|lambda|queue|topic|container|image|deployment|pod|chart|flag|feature|pr|commit|release|build|env|environment|tenant|script|task|workflow|pipeline|stage|step|rule|query|view|template|layer|plugin|extension|app|api|cli|subcommand|tool|dataset|notebook|experiment|run|dashboard|alert|metric|event|message|column|index|schema|field|record|document|post|chapter|section|figure|asset|scene|level|prefab|shader|sprite|font|icon|story)\s+(?:we\s+[\w\s]{2,20}\s+)?(?:has|gets|comes with)\s+(?:a\s+|an\s+|its own\s+|(?=[\w-]+\s+and\s+[\w-]+))(?!(?:it|them|stuck|other)\b)(?![^,;]*\b(?:bugs?|problems?|issues?|errors?|typos?|\d{3}s|exceptions?|timeouts?|failures?|warnings?|crash\w*|bunch|lot|ton)\b)[^,;]{2,60}(?:,\s+(?:and\s+)?no\s+[^,;]{2,40}|,\s+(?:there'?s|there is)\s+a\s+[^,;]{3,60}|,\s+and\s+(?!(?:it|this|that|i|you)\b)[^,;]{3,60})?[.!]*$/i;
/** "all models with deleted_at use the SoftDeleteManager from core": what every one of a kind is built on. */
const ALL_OF_A_KIND_USE =
  /^(?:all|every)\s+(?:[\w-]+\s+)?[\w-]+s?\s+(?:with|that have|in|under)\s+[^,;]{2,30}\s+(?:use|uses|go through|goes through|extend|extends|inherit from|inherits from)\s+(?:the|our)\s+(?!(?:old|wrong|same|previous|broken|deprecated)\b)[^,;]{2,50}[.!]*$/i;
/** "leave the old views alone unless you're changing them": code not to touch in passing. */
const LEAVE_IT_UNLESS_CHANGING =
  /^(?:(?:no|nope)[,.]?\s+)?(?:please\s+)?leave\s+(?:the\s+|our\s+)?(?:[\w-]+\s+){0,2}[\w-]+s?\s+alone\s+unless\s+(?:you'?re|you are)\s+(?:changing|touching|editing|working on|fixing)\s+(?:them|it|that code|those)[.!]*$/i;
/** "the bag files from field tests are on the NAS under /data/bags, don't copy them into the repo": where big things live, kept out of the repo. */
const KEPT_OUT_OF_THE_REPO =
  /^(?:the|our|all)\s+[^,;]{3,60}\s+(?:are|is|live|lives|sit|sits)\s+(?:on|in|under)\s+[^,;]{3,60},\s+(?:so\s+)?(?:please\s+)?(?:don'?t|do not|never)\s+(?:copy|commit|check in|add|put|move)\s+(?:them|it)\s+(?:into|in|to)\s+(?:the\s+)?(?:repo|git|repository)\b[.!]*$/i;
/** "errors use thiserror in the library crates and anyhow only in main.rs": which of two things a kind uses where. */
const A_KIND_USES_TWO_PLACES =
  /^(?:all\s+)?(?!(?:it|this|that|they|we|you)\b)[\w-]+s?\s+use\s+[\w.-]+\s+(?:in|for)\s+(?:the\s+|all\s+)?[\w./-]+(?:\s+[\w./-]+)?,?\s+and\s+[\w.-]+\s+only\s+(?:in|for)\s+(?:the\s+)?[\w./-]+(?:\s+[\w./-]+)?[.!]*$/i;
/** "my partner hates when lights change color, keep everything warm white": what someone the work is for cannot stand, and what to keep. */
const SOMEONE_HATES_SO_KEEP =
  /^(?:my|our)\s+(?:partner|wife|husband|kids?|family|roommates?|parents?|mum|mom|dad|clients?|customers?|users?)\s+(?:hates?|dislikes?|can'?t stand|gets? annoyed)\s+(?:it\s+)?when\s+[^,;]{3,60},\s+(?:so\s+)?(?:please\s+)?(?:keep|make|use|don'?t|never|always)\b[^,;]{3,60}[.!]*$/i;
/** "nothing gets created by hand, everything goes through terraform …": what is never done by hand. */
const NOTHING_BY_HAND =
  /^(?:nothing|no\s+[\w-]+(?:\s+[\w-]+)?)\s+(?:gets|is|should be|ever gets)\s+(?:created|changed|edited|deployed|made|added|deleted|done|touched|configured|applied|provisioned)\s+by\s+hand\b(?:\s*,\s*[^;]{3,100})?[.!]*$/i;
/** "clippy pedantic is on, allow() attributes need a comment saying why": what each exception to a check must carry. */
const EXCEPTIONS_NEED_A_WHY =
  /^(?:[^,;]{3,40}\s+is\s+(?:on|enabled|enforced|strict)\s*,\s+)?(?:every\s+|each\s+|any\s+)?(?:allow\(?\)?|#\[allow[^\]]*\]|noqa|eslint-disable|ts-ignore|@ts-expect-error|nolint|suppress\w*|exceptions?|overrides?)(?:\(\))?\s*(?:attributes?|comments?|annotations?|lines?)?\s+(?:needs?|must have|require|requires|get|gets)\s+(?:a|an)\s+(?:comment|note|reason|explanation|justification)\b[^,;]{0,40}[.!]*$/i;
/** "sqlx offline mode is on in CI, run cargo sqlx prepare after changing any query": a setting CI holds, and the step after each change it asks. */
const ON_IN_CI_THEN_AFTER_EACH_CHANGE =
  /^[^,;]{3,40}\s+is\s+(?:on|enabled|enforced|required)\s+in\s+(?:the\s+)?ci\s*,\s+(?:so\s+)?(?:please\s+)?(?:always\s+)?[a-z]+\b[^,;]{3,60}\s+(?:after|before|when(?:ever)?)\s+(?:you\s+)?(?:chang|edit|touch|add|updat|modif)\w*\s+(?:any|a|every)\b[^,;]{1,30}[.!]*$/i;
/** "GitHub squashes on merge, don't bother": how the repo's host merges, which no step needs to repeat. */
const HOST_MERGES_SO =
  /^(?:github|gitlab|bitbucket|gerrit|the repo|our repo)\s+(?:squashes|rebases|squash-merges|merges with a merge commit)\s+(?:on|when)\s+(?:merge|merging)\b(?:\s*,\s+[^;]{3,60})?[.!]*$/i;
/** "dark mode follows the system setting, there's no toggle on purpose": what the work leaves out or does by design. */
const ON_PURPOSE =
  /^(?!(?:it|this|that|i|you|he|she|my)\b)(?![^;]*\b(?:bugs?|broken|crash\w*|fail\w*|errors?|skipped|disabled)\b)[^;]{4,80}\b(?:(?:there'?s|there is|there are|has|have)\s+no\s+[\w\s-]{2,30}|(?:is|are)\s+(?:not|never)\s+[\w\s-]{2,30})\s+(?:on purpose|by design|deliberately|intentionally)[.!]*$/i;
/** "the test suite needs docker running for the testcontainers": what must be running for a kind of work. */
const NEEDS_IT_RUNNING =
  /^(?:the\s+)?(?:[\w-]+\s+){0,2}(?:tests?|test suite|suite|build|app|dev server|e2e|e2e tests|integration tests?|unit tests?|storybook|emulator|simulator)\s+needs?\s+(?!(?:it|this|that)\b)[\w.-]+(?:\s+[\w.-]+)?\s+(?:running|up|started)\b[^,;]{0,40}[.!]*$/i;
/** "config precedence is flags, then env vars, then the config file, …": the order things are looked up in. */
const LOOKUP_ORDER =
  /^(?:the\s+|our\s+)?(?:[\w-]+\s+)?(?:precedence|priority|lookup order|resolution order|load order)\s+is\s+[^;]{2,40}?,?\s+then\s+[^;]{3,140}[.!]*$/i;
/** "defaults are part of the interface, changing one is a breaking change …": what users rely on as much as the API. */
const PART_OF_THE_INTERFACE =
  /^(?:the\s+|our\s+|all\s+)?(?!(?:it|this|that|these|those)\b)(?:[\w-]+\s+){0,2}[\w-]+\s+(?:is|are)\s+part\s+of\s+(?:the|our)\s+(?:public\s+)?(?:interface|api|contract)\b(?:\s*,\s*[^;]{3,100})?[.!]*$/i;
/** "moment is deprecated here, use date-fns", "lodash is banned in this repo": a library or a call the project turned away, and what instead. */
const TURNED_AWAY_HERE =
  /^(?!(?:it|this|that|these|those|he|she|they|there|the|our|my|your)\b)[\w.@/$-]+(?:\s+[\w.@/$-]+)?\s+(?:is|are)\s+(?:deprecated|banned|not allowed|off-limits|a no-go)(?:\s+now)?\s*(?:(?:here|in\s+this\s+(?:repo|project|codebase|team|org|company))(?:\s*[,;—–]\s*(?:just\s+)?(?:use|prefer)\s+[^,;]{2,40})?|[,;—–]\s*(?:just\s+)?(?:use|prefer)\s+[^,;]{2,40})[.!]*$/i;
/** "pydantic v2 everywhere, the v1 compat shim is gone": one major of a tool, all through the code. */
const ONE_VERSION_EVERYWHERE =
  /^(?!(?:it|this|that|step|page|phase|version|round|part|option)\b)[\w.+#-]+(?:\s+[\w.+#-]+)?\s+v?\d+(?:\.\d+)*(?:\.x)?\s+(?:everywhere|only|across the (?:board|repo|codebase|project))(?:\s*[,;—–]\s*[^,;]{3,60})?[.!]*$/i;
/** "page size should default to 50 and never exceed 200": the default a setting must have, and its ceiling. */
const DEFAULTS_TO =
  /^(?:the\s+|our\s+)?(?!(?:it|this|that|these|those)\b)(?:[\w-]+\s+){0,2}[\w-]+\s+(?:should|must|has to|needs to)\s+(?:always\s+)?default\s+to\s+[\w.%-]+(?:\s+[\w%]+)?(?:\s+and\s+(?:never|not)\s+(?:exceed|go (?:above|over|below|under))\s+[\w.%-]+(?:\s+[\w%]+)?)?(?:\s*(?:[,;—–]|\s-)\s*[^,;]{3,60})?[.!]*$/i;
/** "Finance opens CSVs in Excel, so use semicolons as the separator": who opens the output in what, and what that asks of it. */
const OPENED_IN_SO =
  /^(?:finance|accounting|ops|support|sales|marketing|legal|hr|management|the\s+[\w-]+\s+team|our\s+(?:users|customers|clients|accountants?|analysts?))\s+(?:opens?|reads?|views?|imports?|loads?)\s+(?:them|the\s+[\w-]+|[\w-]+s)\s+(?:in|with|into)\s+[\w.-]+(?:\s+[\w.-]+)?\s*,\s+so\s+(?:please\s+)?(?:always\s+)?(?:use|keep|write|export|put|avoid|stick to|don'?t|never)\b[^,;]{3,60}[.!]*$/i;
/** "don't worry about Windows support": a platform the project does not support, waved off for good. */
const NOT_SUPPORTED_WAVED_OFF =
  /^(?:(?:you\s+)?(?:don'?t|do not|never)\s+(?:need\s+to\s+)?worry\s+about|(?:no\s+need\s+to|you\s+can\s+ignore|ignore)\s+(?:worry\s+about\s+)?)\s*(?:windows|linux|mac(?:os)?|android|ios|safari|firefox|edge|ie\s*11|ie|internet explorer|old(?:er)?\s+browsers|python\s*2|node\s*\d+|32-bit|arm|mobile|tablets?|rtl|i18n)\s+(?:support|compat(?:ibility)?|users|builds)\b(?:\s*[,;—–]\s*[^,;]{3,60})?[.!]*$/i;
/**
 * Rules said bare, read after every other form and kept whole; each form's comment above says what it reads (`notNow`:
 * only when not of the moment or the day; THIS_DAY is the moment's test of a day too).
 */
const RULES_SAID_BARE: Array<{ rule: RegExp; notNow?: true }> = [
  { rule: CASE_FOR_A_KIND },
  { rule: SOMEONE_ABOVE_WANTS },
  { rule: BEFORE_ANY_CHANGE_OF_A_KIND, notNow: true },
  { rule: TWO_PLACEMENTS },
  { rule: BANNED_LIST },
  { rule: NO_CALL_THEN_INSTEAD },
  { rule: ALL_OF_A_KIND_NEED, notNow: true },
  { rule: CI_CHECK_THEN_ORDER, notNow: true },
  { rule: IDS_AND_WHERE_THEY_COME_FROM },
  { rule: CHECKED_BEFORE_EVERY_RELEASE, notNow: true },
  { rule: MUST_WITH_NO_EXCEPTIONS, notNow: true },
  { rule: NAMES_START_WITH },
  { rule: ALL_USE_THE_TEMPLATE, notNow: true },
  { rule: KEPT_SIMPLE_FOR_PHONES, notNow: true },
  { rule: HELD_ACROSS_THE_WHOLE, notNow: true },
  { rule: I_REVIEW_EACH_BEFORE_MERGE, notNow: true },
  { rule: THE_ONE_WE_USE_NOT },
  { rule: PINNED_KEEP_IT, notNow: true },
  { rule: NO_KIND_THEN_INSTEAD, notNow: true },
  { rule: USE_IN_A_KIND_NOT, notNow: true },
  { rule: SMALL_DIFFERENCES_EXPECTED, notNow: true },
  { rule: RUN_BY_A_HOOK },
  { rule: ANYTHING_THAT_GETS, notNow: true },
  { rule: RESERVED_THEN_USE, notNow: true },
  { rule: LIVES_NEXT_TO_ITS_OWNER },
  { rule: PREFIXED_AS_A_KIND },
  { rule: FLOOR_THEN_USE, notNow: true },
  { rule: NEVER_PAST_A_BOUND, notNow: true },
  { rule: AT_THE_TOP_OF_EACH },
  { rule: A_LAST_RESORT, notNow: true },
  { rule: MADE_SO_NEVER_OTHERWISE, notNow: true },
  { rule: ONE_WAY_UNDER_A_PATH, notNow: true },
  { rule: EVERYTHING_NEW_GOES, notNow: true },
  { rule: TARGETS_VERSIONS, notNow: true },
  { rule: GOES_THERE_THE_OTHER_IS_FOR },
  { rule: ON_THE_NEW_ONE },
  { rule: FRAGILE_THEN_EACH_CHANGE, notNow: true },
  { rule: EACH_ONE_HAS, notNow: true },
  { rule: ALL_OF_A_KIND_USE, notNow: true },
  { rule: LEAVE_IT_UNLESS_CHANGING },
  { rule: KEPT_OUT_OF_THE_REPO },
  { rule: A_KIND_USES_TWO_PLACES },
  { rule: SOMEONE_HATES_SO_KEEP, notNow: true },
  { rule: NOTHING_BY_HAND },
  { rule: EXCEPTIONS_NEED_A_WHY },
  { rule: ON_IN_CI_THEN_AFTER_EACH_CHANGE, notNow: true },
  { rule: HOST_MERGES_SO },
  { rule: ON_PURPOSE, notNow: true },
  { rule: NEEDS_IT_RUNNING, notNow: true },
  { rule: LOOKUP_ORDER, notNow: true },
  { rule: PART_OF_THE_INTERFACE, notNow: true },
  { rule: TURNED_AWAY_HERE, notNow: true },
  { rule: ONE_VERSION_EVERYWHERE, notNow: true },
  { rule: DEFAULTS_TO, notNow: true },
  { rule: OPENED_IN_SO, notNow: true },
  { rule: NOT_SUPPORTED_WAVED_OFF, notNow: true },
];

/** Whether the sentence is a rule said bare (by one of the forms above; some only when not of the moment or the day). */
// ("yes, anything that goes over the wire gets a comptime size check": the rule after a yes to the agent stands alone)
export const ruleSaidBare = (said: string): boolean => {
  const rule = said.replace(/^(?:yes|yeah|yep|right|exactly|correct)\s*[,!.:;—–-]\s*/i, '');
  return RULES_SAID_BARE.some(({ rule: form, notNow }) => form.test(rule) && (!notNow || (!MOMENT.test(rule) && !THIS_DAY.test(rule))));
};
