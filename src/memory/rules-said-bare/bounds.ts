// Bounds, defaults, versions and what each one of a kind must have, said bare: "wall thickness is never under 1.2 mm",
// "we target android minSdk 26 and iOS 15", "page size should default to 50".

import type { BareRule } from './bare-rule.js';

/** "all section settings need a default, merchants break things otherwise": what every one of a kind must have, and why. */
const ALL_OF_A_KIND_NEED =
  /^all\s+(?!(?:the|these|those|my|your|of)\b)(?:[\w-]+\s+){0,2}[\w-]+s\s+(?:need|must have|require)\s+(?:a|an)\s+(?!(?:fix|rerun|re-run|look|review|update|rebase|refresh|restart|second)\b)[\w-]+(?:\s+[\w-]+)?(?:\s*,\s*[^,;]{3,60})?[.!]*$/i;
/** "the anonymizer must remove tag (0010,0010) and every other PatientName field, no exceptions": what a part must always do, said to have no exceptions. */
const MUST_WITH_NO_EXCEPTIONS =
  /^(?:the|our|all|every|each)\s+(?:[\w-]+\s+){0,2}[\w-]+\s+(?:must|has to|have to|needs? to)\s+(?:always\s+)?[a-z]+\b[^;]{3,120},\s+no exceptions[.!]*$/i;
/** "reset is synchronous and active high across the whole design": how a thing is held throughout a whole part (not how it is broken). */
const HELD_ACROSS_THE_WHOLE =
  /^(?:the\s+|our\s+|all\s+)?(?!(?:it|this|that|these|those|there|bugs?|errors?|crash\w*|warnings?|logging|naming)\b)[\w-]+(?:\s+[\w-]+)?\s+(?:is|are)\s+(?:always\s+)?(?!(?:broken|down|failing|slow|flaky|wrong|missing|off|a|an|the|messy|inconsistent|present|spread|duplicated|copied|scattered|everywhere|used)\b)[\w-]+(?:\s+[\w-]+)?(?:\s+(?:and|or)\s+[\w-]+(?:\s+[\w-]+)?)?\s+(?:across|throughout)\s+(?:the\s+)?(?:whole|entire)\s+(?:design|codebase|code base|repo|project|app|system|crate|package|library|monorepo|api|site|chip|board)[.!]*$/i;
/** "ocamlformat version is pinned in .ocamlformat, don't upgrade it, the diff would touch every file": a pin to keep, and why. */
const PINNED_KEEP_IT =
  /^(?:the\s+|our\s+)?(?!(?:it|this|that)\b)[\w.-]+(?:\s+version)?\s+is\s+pinned(?:\s+(?:in|at|to)\s+[^,;]{2,40})?\s*,\s+(?:so\s+)?(?:please\s+)?(?:don'?t|do not|never)\s+(?:upgrade|bump|update|change)\s+(?:it|that)\b(?:\s*,\s*[^,;]{3,80})?[.!]*$/i;
/** "the reference results were generated on the old cray, small differences in the last digits are expected": what not to chase. */
const SMALL_DIFFERENCES_EXPECTED =
  /^(?!(?:it|this|that|i)\b)(?![^,;]*\b(?:broke|broken|fail\w*|crash\w*|errors?|red)\b)[^,;]{10,80},\s+(?:so\s+)?(?:small|tiny|minor|some)\s+(?:differences|diffs|deviations|mismatches|warnings)\s+(?:in\s+[^,;]{2,40}\s+)?are\s+(?:expected|normal)[.!]*$/i;
/** "C-c plus a letter is reserved for users, use the package prefix map": what a thing is kept for, and what to use instead. */
const RESERVED_THEN_USE =
  /^(?!(?:it|this|that|i|we)\b)[^,;]{2,40}?\s+(?:is|are)\s+reserved\s+for\s+[^,;]{2,40},\s+(?:so\s+)?(?:please\s+)?(?:use|put|pick|choose|bind|take)\s+(?!(?:the\s+other|another|it|this|that|them|one)\b)[^,;]{3,60}[.!]*$/i;
/** "we're on iOS 17+, use the @Observable macro": the version floor, and the newer way it lets every change take. */
const FLOOR_THEN_USE =
  /^we(?:'re|\s+are)\s+on\s+[\w.-]+\s+v?\d+(?:\.\d+)*(?:\+|\s+and up|\s+or later|\s+minimum)\s*,\s+(?:so\s+)?(?:please\s+)?(?:use|prefer|go with)\s+(?!(?:it|this|that|them)\b)[^,;]{3,40}[.!]*$/i;
/** "wall thickness is never under 1.2 mm, anything thinner breaks …": a bound a measure of the work never crosses. */
const NEVER_PAST_A_BOUND =
  /^(?:the\s+|our\s+)?(?!(?:it|this|that|he|she|they|i|we|you)\b)[\w-]+(?:\s+[\w-]+)?\s+(?:is|are)\s+never\s+(?:under|over|below|above|less than|more than|thinner than|thicker than|smaller than|bigger than|longer than|shorter than)\s+\d[\d.]*\s*[a-z%µ]*(?:\s*,\s*[^;]{3,100})?[.!]*$/i;
/** "we target android minSdk 26 and iOS 15": the versions the project targets, each platform's floor. */
const TARGETS_VERSIONS =
  /^we\s+(?:target|build for)\s+(?:[\w.-]+\s+){1,3}?v?\d+(?:\.\d+)*\+?(?:\s+(?:lts|ga|stable))?(?:\s+(?:and\s+(?:up|above|later)|or\s+(?:later|newer|higher)))?(?:\s*(?:,|and|,\s*and)\s+(?:[\w.-]+\s+){1,3}?v?\d+(?:\.\d+)*\+?)*[.!]*$/i;
/** "every node has a launch file and a params yaml, no hardcoded parameters": what each one of a kind comes with. */
const EACH_ONE_HAS =
  /^(?:every|each)\s+(?:[\w-]+\s+){0,2}(?:node|file|module|service|endpoint|table|route|component|command|bucket|package|crate|job|test|page|screen|repo|project|function|method|class|handler|model|migration|resource|lambda|queue|topic|container|image|deployment|pod|chart|flag|feature|pr|commit|release|build|env|environment|tenant|script|task|workflow|pipeline|stage|step|rule|query|view|template|layer|plugin|extension|app|api|cli|subcommand|tool|dataset|notebook|experiment|run|dashboard|alert|metric|event|message|column|index|schema|field|record|document|post|chapter|section|figure|asset|scene|level|prefab|shader|sprite|font|icon|story)(?:\s+(?:in|of|under)\s+(?:(?:the|our|this)\s+[\w-]+|\/?[\w.-]+\/[\w./-]*|\/[\w.-]+))?\s+(?:we\s+[\w\s]{2,20}\s+)?(?:has|gets|comes with)\s+(?:a\s+|an\s+|its own\s+|(?=[\w-]+\s+and\s+[\w-]+))(?!(?:it|them|stuck|other)\b)(?![^,;]*\b(?:bugs?|problems?|issues?|errors?|typos?|\d{3}s|exceptions?|timeouts?|failures?|warnings?|crash\w*|bunch|lot|ton)\b)[^,;]{2,60}(?:,\s+(?:and\s+)?no\s+[^,;]{2,40}|,\s+(?:there'?s|there is)\s+a\s+[^,;]{3,60}|,\s+and\s+(?!(?:it|this|that|i|you)\b)[^,;]{3,60})?[.!]*$/i;
/** "dark mode follows the system setting, there's no toggle on purpose": what the work leaves out or does by design. */
const ON_PURPOSE =
  /^(?!(?:it|this|that|i|you|he|she|my)\b)(?![^;]*\b(?:bugs?|broken|crash\w*|fail\w*|errors?|skipped|disabled)\b)[^;]{4,80}\b(?:(?:there'?s|there is|there are|has|have)\s+no\s+[\w\s-]{2,30}|(?:is|are)\s+(?:not|never)\s+[\w\s-]{2,30})\s+(?:on purpose|by design|deliberately|intentionally)[.!]*$/i;
/** "config precedence is flags, then env vars, then the config file, …": the order things are looked up in. */
const LOOKUP_ORDER =
  /^(?:the\s+|our\s+)?(?:[\w-]+\s+)?(?:precedence|priority|lookup order|resolution order|load order)\s+is\s+[^;]{2,40}?,?\s+then\s+[^;]{3,140}[.!]*$/i;
/** "defaults are part of the interface, changing one is a breaking change …": what users rely on as much as the API. */
const PART_OF_THE_INTERFACE =
  /^(?:the\s+|our\s+|all\s+)?(?!(?:it|this|that|these|those)\b)(?:[\w-]+\s+){0,2}[\w-]+\s+(?:is|are)\s+part\s+of\s+(?:the|our)\s+(?:public\s+)?(?:interface|api|contract)\b(?:\s*,\s*[^;]{3,100})?[.!]*$/i;
/** "page size should default to 50 and never exceed 200": the default a setting must have, and its ceiling. */
const DEFAULTS_TO =
  /^(?:the\s+|our\s+)?(?!(?:it|this|that|these|those)\b)(?:[\w-]+\s+){0,2}[\w-]+\s+(?:should|must|has to|needs to)\s+(?:always\s+)?default\s+to\s+[\w.%-]+(?:\s+[\w%]+)?(?:\s+and\s+(?:never|not)\s+(?:exceed|go (?:above|over|below|under))\s+[\w.%-]+(?:\s+[\w%]+)?)?(?:\s*(?:[,;—–]|\s-)\s*[^,;]{3,60})?[.!]*$/i;

/** "feature branches live at most a week, rebase daily on main": how long every one of a kind may live. */
const LIVES_AT_MOST =
  /^(?:all\s+|our\s+)?(?!(?:it|this|that|these|those|they)\b)(?:[\w-]+\s+)?(?:branches|prs|pull requests|feature flags|flags|experiments|previews|preview environments|review apps|sandboxes|tickets|spikes|forks)\s+(?:live|last|stay open|stay around|exist)\s+(?:at most|no more than|no longer than|max(?:imum)?|up to)\s+(?:a|an|one|two|three|four|five|six|\d+)\s+(?:days?|weeks?|sprints?|months?)\b(?:\s*[,;]\s*[^;]{3,60})?[.!]*$/i;
/** "checkpoints older than a week get deleted from the shared disk every Sunday": how old a kind of thing gets before it goes. */
const GONE_PAST_AN_AGE =
  /^(?:all\s+)?(?!(?:it|this|that|these|those|they)\b)(?:[\w-]+\s+)?[\w-]+s\s+older\s+than\s+(?:a|an|one|two|three|six|\d+)\s+(?:days?|weeks?|months?|years?)\s+(?:get|are|will be)\s+(?:automatically\s+)?(?:deleted|removed|pruned|archived|purged|cleaned up|expired|garbage[- ]collected)\b[^,;]{0,60}[.!]*$/i;
/** "any dependency with a GPL license needs legal sign-off before we add it": whose sign-off every one of a kind needs. */
const ANY_ONE_NEEDS_SIGN_OFF =
  /^(?:any|every|each|all)\s+(?!(?:of\s+)?(?:it|this|that|these|those|them)\b)[\w-]+(?:\s+[^,;]{2,40}?)?\s+(?:needs?|requires?|gets?|must (?:have|get))\s+(?:a\s+)?(?:[\w-]+\s+)?(?:sign-?off|approval|review|ok)\b(?:\s+(?:from|by)\s+[\w\s-]{2,30}?)?(?:\s+before\s+[^,;]{3,40})?[.!]*$/i;

/** "max 20 tool calls per turn, past that the run is aborted": the most of a kind allowed in each of another, and what happens past it. */
const AT_MOST_PER =
  /^(?:max(?:imum)?|at most|no more than|up to)\s+\d[\d,.]*\s*[km]?\s+[\w-]+(?:\s+[\w-]+)?\s+(?:per|a|each)\s+[\w-]+(?:\s*[,;]\s*(?!(?:it|this|that)\b)[^;]{3,80})?[.!]*$/i;

/** Bounds, defaults, versions and what each one of a kind must have, said bare. */
/** "Addressables for every asset over 1 MB, nothing big in Resources": the way for every one of a kind past a size (a rule may follow). */
const A_WAY_PAST_A_SIZE =
  /^(?!(?:this|that|it|one)\b)[\w.-]+(?:\s+[\w.-]+)?\s+for\s+(?:every|each|all|any)\s+(?:[\w-]+\s+)?[\w-]+\s+(?:over|above|bigger\s+than|larger\s+than|longer\s+than)\s+\d[\d.,]*\s*(?:kb|mb|gb|ms|s|lines|rows|k)?\b(?:\s*,\s*[^,;?]{3,60})?[.!]*$/i;

export const BOUNDS: BareRule[] = [
  { rule: A_WAY_PAST_A_SIZE, notNow: true },
  { rule: ALL_OF_A_KIND_NEED, notNow: true },
  { rule: MUST_WITH_NO_EXCEPTIONS, notNow: true },
  { rule: HELD_ACROSS_THE_WHOLE, notNow: true },
  { rule: PINNED_KEEP_IT, notNow: true },
  { rule: SMALL_DIFFERENCES_EXPECTED, notNow: true },
  { rule: RESERVED_THEN_USE, notNow: true },
  { rule: FLOOR_THEN_USE, notNow: true },
  { rule: NEVER_PAST_A_BOUND, notNow: true },
  { rule: TARGETS_VERSIONS, notNow: true },
  { rule: EACH_ONE_HAS, notNow: true },
  { rule: ON_PURPOSE, notNow: true },
  { rule: LOOKUP_ORDER, notNow: true },
  { rule: PART_OF_THE_INTERFACE, notNow: true },
  { rule: DEFAULTS_TO, notNow: true },
  { rule: LIVES_AT_MOST, notNow: true },
  { rule: GONE_PAST_AN_AGE, notNow: true },
  { rule: ANY_ONE_NEEDS_SIGN_OFF, notNow: true },
  { rule: AT_MOST_PER, notNow: true },
];
