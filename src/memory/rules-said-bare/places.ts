// Where each kind of thing goes, said bare: "thiserror in the library crates, anyhow only in the binary", "images live
// next to the doc that uses them".

import type { BareRule } from './bare-rule.js';

/** "thiserror in the library crates, anyhow only in the binary": which of two things goes where, said bare. */
const TWO_PLACEMENTS =
  /^(?:[a-z]+:\s+)?(?!(?:it|this|that|they|errors?|crash\w*|timeouts?|failures?|bugs?|issues?|warnings?|problems?|flakes?)\b)[\w.-]+\s+(?:in|for)\s+(?:the\s+|all\s+)?[\w./-]+(?:\s+[\w./-]+)?,\s+(?:and\s+)?(?!(?:it|this|that|they|errors?|crash\w*|timeouts?|failures?|bugs?|issues?|warnings?|problems?|flakes?)\b)[\w.-]+\s+only\s+(?:in|for)\s+(?:the\s+)?[\w./-]+(?:\s+[\w./-]+)?[.!]*$/i;
/** "all letters use the firm's letterhead template in templates/letterhead.docx": the template every one of a kind is made from, by its path. */
const ALL_USE_THE_TEMPLATE =
  /^(?:all|every|each)\s+(?:[\w-]+\s+)?[\w-]+\s+(?:use|uses|follow|follows|start from|starts from)\s+(?:the|our)\s+[^,;]{2,40}?\s*(?:template|style|format|layout|theme|letterhead)\s+(?:in|at|from)\s+\S*[/.]\S*/i;
/** "images live next to the doc that uses them": where every one of a kind sits, by what it belongs to. */
const LIVES_NEXT_TO_ITS_OWNER =
  /^(?:all\s+|our\s+)?(?!(?:i|it|they|we|you|these|those)\b)(?:[\w-]+\s+)?[\w-]+s\s+(?:live|go|sit|belong)\s+(?:next to|beside|alongside|with)\s+(?:the|their)\s+[\w-]+(?:\s+[\w-]+)?\s+(?:that|which)\s+(?:uses?|owns?|imports?|renders?|references?)\s+(?:them|it)[.!]*$/i;
/** "parameters go at the top of each file in a customizer section": where every one of a kind goes in each file. */
const AT_THE_TOP_OF_EACH =
  /^(?:all\s+)?(?!(?:it|they|we|you|these|those)\b)(?:[\w-]+\s+)?[\w-]+s\s+(?:go|live|belong|sit)\s+at\s+the\s+(?:top|bottom|start|end)\s+of\s+(?:each|every)\s+(?:file|module|class|component|section|script|page)\b[^,;]{0,40}[.!]*$/i;
/** "edge runtime for anything in app/api/public, the rest can stay on node": where one way holds, and the rest. */
const ONE_WAY_UNDER_A_PATH =
  /^(?!(?:it|this|that)\b)[\w.-]+(?:\s+[\w.-]+)?\s+for\s+(?:anything|everything|all)\s+(?:in|under)\s+\S*\/\S*\s*,\s+(?:and\s+)?the\s+rest\s+(?:can\s+|should\s+)?(?:stays?|goes?|uses?|runs?)\b[^,;]{2,40}[.!]*$/i;
/** "everything new goes in the app router": where all new work goes. */
const EVERYTHING_NEW_GOES =
  /^(?:(?:no|nope)[,.]?\s+)?(?:everything|anything|all)\s+new\s+(?:goes?|lives?|belongs?)\s+(?:in|into|under|to)\s+(?:the\s+)?[^,;]{2,40}[.!]*$/i;
/** "physics stuff goes in FixedUpdate, Update is for input and visuals": where one kind of code goes, and what the other place is for. */
const GOES_THERE_THE_OTHER_IS_FOR =
  /^(?!(?:it|this|that|he|she|they)\b)[\w-]+(?:\s+(?:stuff|code|logic|work|things|calls))?\s+goes?\s+(?:in|into|under)\s+[\w.()/-]+\s*,\s+(?!(?:it|this|that)\b)[\w.()/-]+\s+is\s+(?:only\s+)?for\s+[^,;]{3,40}[.!]*$/i;
/** "all models with deleted_at use the SoftDeleteManager from core": what every one of a kind is built on. */
const ALL_OF_A_KIND_USE =
  /^(?:all|every)\s+(?:[\w-]+\s+)?[\w-]+s?\s+(?:with|that have|in|under)\s+[^,;]{2,30}\s+(?:use|uses|go through|goes through|extend|extends|inherit from|inherits from)\s+(?:the|our)\s+(?!(?:old|wrong|same|previous|broken|deprecated)\b)[^,;]{2,50}[.!]*$/i;
/** "the bag files from field tests are on the NAS under /data/bags, don't copy them into the repo": where big things live, kept out of the repo. */
const KEPT_OUT_OF_THE_REPO =
  /^(?:the|our|all)\s+[^,;]{3,60}\s+(?:are|is|live|lives|sit|sits)\s+(?:on|in|under)\s+[^,;]{3,60},\s+(?:so\s+)?(?:please\s+)?(?:don'?t|do not|never)\s+(?:copy|commit|check in|add|put|move)\s+(?:them|it)\s+(?:into|in|to)\s+(?:the\s+)?(?:repo|git|repository)\b[.!]*$/i;
/** "errors use thiserror in the library crates and anyhow only in main.rs": which of two things a kind uses where. */
const A_KIND_USES_TWO_PLACES =
  /^(?:all\s+)?(?!(?:it|this|that|they|we|you)\b)[\w-]+s?\s+use\s+[\w.-]+\s+(?:in|for)\s+(?:the\s+|all\s+)?[\w./-]+(?:\s+[\w./-]+)?,?\s+and\s+[\w.-]+\s+only\s+(?:in|for)\s+(?:the\s+)?[\w./-]+(?:\s+[\w./-]+)?[.!]*$/i;

/** "every check happens server-side", "all validation runs on the server": where every one of a kind of work is done. */
const EVERY_ONE_DONE_THERE =
  /^(?:every|each|all|any)\s+(?!(?:of\s+)?(?:it|this|that|these|those|them|the|time|day|night)\b)(?:[\w-]+\s+)?(?:check|checks|validation|authorization|authz|auth|permission check|permission checks|pricing|calculation|calculations|rendering|formatting|sorting|filtering|rounding|conversion|conversions|request|requests|call|calls|write|writes)\s+(?:happens?|runs?|is done|are done|lives?|goes|go)\s+(?:on\s+the\s+)?(?:server-?side|client-?side|server|backend|database|db|edge|gateway|through\s+(?:the\s+)?[\w-]+(?:\s+[\w-]+)?)\b[.!]*$/i;

/** Where each kind of thing goes, said bare. */
/** "sources for every number go in a footnote, editors check them before publishing": where the part of every one of a kind goes. */
const PART_OF_EVERY_ONE_GOES =
  /^(?:the\s+)?(?:[\w-]+\s+){0,2}[\w-]+s\s+(?:for|of)\s+(?:every|each|all|any)\s+[\w-]+\s+(?:go|goes|belong|belongs|live|lives)\s+(?:in|into|under|at|on)\s+[^,;?]{2,40}(?:\s*,\s*[^,;?]{3,60})?[.!]*$/i;

/** "Svelte stores for shared state, props for everything else": one way for a kind, another for the rest. */
const ONE_FOR_A_KIND_ANOTHER_FOR_THE_REST =
  /^(?!(?:this|that|it|one)\b)(?:[\w.-]+\s+){0,2}[\w.-]+\s+for\s+[^,;?]{2,30},\s+(?:[\w.-]+\s+){0,2}[\w.-]+\s+for\s+(?:everything|anything|all)\s+else[.!]*$/i;

export const PLACES: BareRule[] = [
  { rule: ONE_FOR_A_KIND_ANOTHER_FOR_THE_REST, notNow: true },
  { rule: PART_OF_EVERY_ONE_GOES, notNow: true },
  { rule: TWO_PLACEMENTS },
  { rule: ALL_USE_THE_TEMPLATE, notNow: true },
  { rule: LIVES_NEXT_TO_ITS_OWNER },
  { rule: AT_THE_TOP_OF_EACH },
  { rule: ONE_WAY_UNDER_A_PATH, notNow: true },
  { rule: EVERYTHING_NEW_GOES, notNow: true },
  { rule: GOES_THERE_THE_OTHER_IS_FOR },
  { rule: ALL_OF_A_KIND_USE, notNow: true },
  { rule: KEPT_OUT_OF_THE_REPO },
  { rule: A_KIND_USES_TWO_PLACES },
  { rule: EVERY_ONE_DONE_THERE, notNow: true },
];
