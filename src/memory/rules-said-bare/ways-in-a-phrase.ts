// How the code is written, said in a phrase with no verb, as in a list of a team's conventions: "small PRs, one concern
// each", "one React component per file", "immutable data by default", "dates as ISO strings in JSON".

import type { BareRule } from './bare-rule.js';

/** "small PRs, one concern each": the size every one of a kind of change is kept to. */
const SMALL_ONES =
  /^(?:small|tiny|short|focused|atomic)\s+(?:prs|pull requests|commits|functions|files|modules|components|diffs|changes)(?:\s*,\s*(?:one|a single)\s+(?:concern|change|thing|purpose|responsibility|feature|topic)\s+(?:each|per\s+[\w-]+))?[.!]*$/i;
/** "tests next to the code they test": where every one of a kind sits, beside what it is about. */
const NEXT_TO_THEIR_CODE =
  /^(?:tests|specs|stories|styles|types|fixtures|mocks|docs|snapshots)\s+(?:live\s+|go\s+)?(?:next to|beside|alongside)\s+(?:the\s+)?(?:code|files?|components?|modules?|source)(?:\s+(?:they|it)\s+(?:test|tests|describe|cover|style|belongs? to|document))?[.!]*$/i;
/** "immutable data by default", "private fields by default": how every one of a kind is written unless there is a reason. */
const BY_DEFAULT =
  /^(?:immutable|private|read-?only|final|const|sealed|strict|pure|internal|non-nullable|unexported)\s+(?:[\w-]+\s+)?(?:data|fields|classes|members|variables|types|properties|functions|methods|structs|everything)\s+by\s+default[.!]*$/i;
/** "fail fast on bad config": the maxim for a kind of bad input. */
const FAIL_FAST =
  /^fail\s+(?:fast|early|loud(?:ly)?)\s+(?:on|when|if)\s+(?:bad|invalid|missing|broken|unknown|malformed)\s+[\w-]+(?:\s+[\w-]+)?[.!]*$/i;
/** "errors bubble up, only the top level logs them": where errors are handled. */
const ERRORS_BUBBLE_UP =
  /^(?:errors|exceptions)\s+(?:bubble|propagate|go)\s+up\b(?:\s*,\s*only\s+(?:the\s+)?(?:top[\s-]level|top|main|[\w-]+\s+layer|handler|caller)\s+(?:logs?|handles?|catches?|reports?)\s+(?:them|it))?[.!]*$/i;
/** "no ORMs, plain SQL with sqlx": a kind of tool kept out, and the plain way instead. */
const NONE_PLAIN_INSTEAD =
  /^no\s+(?:orms?|frameworks?|query builders?|css frameworks?|state libraries|ui libraries|[A-Z]{2,}s)\s*,\s+(?:just\s+)?(?:plain|raw|vanilla|simple|hand-?written)\s+[\w.-]+(?:\s+(?:with|via|through|in)\s+[\w.-]+)?[.!]*$/i;
/** "one React component per file", "one assertion per test", "one trigger per object": how many of a kind go in each of another. */
const ONE_PER =
  /^one\s+(?:[\w-]+\s+)?(?:component|class|module|test|assertion|migration|concern|export|function|handler|file|table|model|endpoint|route|story|commit|change|feature|resource|trigger|topic|queue|lambda|controller|service|schema|index|widget|screen)\s+per\s+(?:file|module|class|test|pr|pull request|commit|migration|folder|directory|endpoint|function|story|package|object|entity|table|model|aggregate|event|tenant|service|screen|feature|domain)[.!]*$/i;
/** "feature folders, not layer folders": how the code is grouped, and not. */
const GROUPED_NOT =
  /^(?:[\w-]+\s+)(?:folders|directories|modules|packages)\s*,?\s+(?:not|over|instead of)\s+(?:[\w-]+\s+)(?:folders|directories|modules|packages)[.!]*$/i;
/** "dates as ISO strings in JSON", "money as integer cents": the form a kind of value takes where it is stored or sent. */
const VALUES_AS =
  /^(?:dates|timestamps|times|datetimes|money|amounts|prices|ids|uuids|durations|enums|booleans|decimals)\s+as\s+(?:iso(?:[- ]8601)?(?:\s+strings?)?|strings?|integers?|ints|unix\s+(?:seconds|millis|timestamps)|epoch\s+(?:seconds|millis|ms)|(?:integer\s+)?cents|minor units|utc|lowercase strings|bigints?)\b(?:\s+(?:in|on|over|across)\s+(?:the\s+)?(?:json|api|apis|wire|responses|payloads|db|database|logs|storage|everything))?[.!]*$/i;
/** "avoid premature abstraction", "avoid deep nesting": a kind of code the team steers clear of. */
const AVOID_A_KIND =
  /^(?:please\s+)?(?:always\s+)?avoid\s+(?:premature\s+(?:abstraction|optimi[sz]ation|generali[sz]ation)|deep(?:ly)?\s+nest(?:ing|ed\s+\w+)|nested ternaries|global state|shared mutable state|side effects|magic numbers|magic strings|boolean (?:params|parameters|flags|arguments)|god (?:objects|classes)|clever code|one-letter names|abbreviations)[.!]*$/i;
/** "trailing slashes on all routes", "timeouts on every outbound call": what every one of a kind carries. */
const ON_EVERY_ONE =
  /^(?:trailing slashes|type annotations|return types|auth|authentication|rate limits?|rate limiting|timeouts|retries|request ids?|csrf tokens?|cache headers|etags|pagination|versioning|tracing|idempotency keys|explicit return types)\s+on\s+(?:all|every|each)\s+(?:[\w-]+\s+)?(?:routes|endpoints|requests|functions|handlers|apis|calls|responses|pages|forms|mutations|jobs|queries|services|call|request|endpoint|route|function)[.!]*$/i;

/** "tests for every model: unique and not_null on the primary key at least": what every one of a kind comes with, under its label. */
const FOR_EVERY_ONE_LABELLED =
  /^(?:tests|specs|docs|a test|a story|stories|examples|an example|types|a docstring|docstrings|comments|a changelog entry|metrics|alerts|logging|a migration|migrations|an owner|owners)\s+(?:for|on|in)\s+(?:every|each|all|any)\s+(?:new\s+)?[\w-]+(?:\s+[\w-]+)?\s*:\s+(?!(?:done|fixed|added|failing|broken|missing|none|no|todo|wip|later|tbd|not)\b)(?![^;?]*\b(?:fail\w*|broke\w*|crash\w*|flak\w*|pass(?:es|ed)?|of them|was|were|did)\b)[^;?]{3,100}[.!]*$/i;

/** How the code is written, said in a phrase with no verb. */
export const WAYS_IN_A_PHRASE: BareRule[] = [
  { rule: SMALL_ONES, notNow: true },
  { rule: NEXT_TO_THEIR_CODE, notNow: true },
  { rule: BY_DEFAULT, notNow: true },
  { rule: FAIL_FAST, notNow: true },
  { rule: ERRORS_BUBBLE_UP, notNow: true },
  { rule: NONE_PLAIN_INSTEAD, notNow: true },
  { rule: ONE_PER, notNow: true },
  { rule: GROUPED_NOT, notNow: true },
  { rule: VALUES_AS, notNow: true },
  { rule: AVOID_A_KIND, notNow: true },
  { rule: ON_EVERY_ONE, notNow: true },
  { rule: FOR_EVERY_ONE_LABELLED, notNow: true },
];
