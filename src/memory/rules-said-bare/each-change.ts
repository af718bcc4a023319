// What every change of a kind goes through, said bare: "check with the PPK2 before merging anything that touches power
// management", "zig fmt runs in the pre-commit hook anyway".

import type { BareRule } from './bare-rule.js';

/** "check with the PPK2 before merging anything that touches power management": what to do before each change of a kind lands. */
const BEFORE_ANY_CHANGE_OF_A_KIND =
  /^(?:please\s+)?(?:always\s+)?[a-z]+\b(?!\s+(?:it|this|that|them)\b)[^,;]{2,60}?\sbefore\s+(?:merging|pushing|shipping|deploying|releasing|landing)\s+(?:anything|any\s+(?:change|pr|pull request|commit|code))\s+(?:that|which)\s+[a-z]+\b[^,;]{2,60}[.!]*$/i;
/** "clippy runs with -D warnings in CI, so fix clippy before pushing", "sqlfluff lints every PR, fix the lint before asking for review": a check CI holds the code to, then what to do before each push. */
const CI_CHECK_THEN_ORDER =
  /^(?:the\s+|our\s+)?(?!(?:it|this|that|these|those|they|i|we|you|someone|somebody|nobody)\b)[\w.-]+(?:\s+[\w.-]+)?(?:\s+with\s+(?:the\s+)?[\w.-]+(?:\s+[\w.-]+)?)?\s+(?:(?:runs?|is run|are run|is enforced|are enforced|is checked|are checked)\b[^,;]{0,40}?\s(?:in|on|by)\s+(?:the\s+)?ci\b[^,;]{0,30},\s+so|(?:lints?|checks?|scans?|gates?|runs?\s+on)\s+(?:every|each)\s+(?:pr|pull request|push|commit)\s*,(?:\s+so)?)\s+(?:please\s+)?(?:always\s+)?[a-z]+\b(?!\s+(?:it|this|that|them|these|those)\b)[^,;]{2,60}?\sbefore\s+(?:pushing|you push|committing|you commit|merging|opening a pr|every push|each push|any push|asking for (?:a\s+)?review|requesting (?:a\s+)?review|you ask for (?:a\s+)?review)[.!]*$/i;
/** "we validate with the MobilityData validator before publishing, a single error blocks the feed": the check every release passes first (not "… before publishing this one"). */
const CHECKED_BEFORE_EVERY_RELEASE =
  /^we\s+(?:always\s+)?(?:validate|lint|check|test|scan|verify)\s+(?:it\s+|everything\s+|the\s+[\w-]+\s+)?(?:with|using|through|against)\s+(?:the\s+)?[\w.-]+(?:\s+[\w.-]+)?\s+before\s+(?:publishing|releasing|deploying|shipping|merging|pushing|uploading)\b(?!\s+(?:it|this|that|the\s+fix)\b)(?:,\s+[^,;]{3,60})?[.!]*$/i;
/** "I review every change to the clock domain crossings myself before merge": the user's own check on each change of a kind. */
const I_REVIEW_EACH_BEFORE_MERGE =
  /^i\s+(?:personally\s+|always\s+)?(?:review|sign off on|approve|check)\s+(?:every|each|all|any)\s+[^,;]{3,60}?(?:\s+myself)?\s+before\s+(?:(?:the\s+|a\s+|any\s+)?merge|merging|(?:it|they)\s+(?:merges?|(?:is|are|gets?)\s+merged|lands?|ships?)|release|releasing|deploy|deploying)[.!]*$/i;
/** "zig fmt runs in the pre-commit hook anyway": a check the git hooks already run on every commit. */
const RUN_BY_A_HOOK =
  /^(?:the\s+|our\s+)?(?!(?:it|this|that|nothing|something)\b)[\w.-]+(?:\s+[\w.-]+)?\s+(?:runs|is run|runs automatically|is enforced|is checked)\s+(?:(?:in|on|by|as part of)\s+(?:the\s+|a\s+|our\s+)?(?:pre-commit|pre-push|commit|push|git)\s+hooks?|on\s+(?:every\s+)?(?:commit|push))(?:\s+anyway)?(?:\s*,\s+(?:so\s+)?(?:please\s+)?(?:don'?t|do not|never|no need to)\s+[^,;]{3,60})?[.!]*$/i;
/** "anything that goes over the wire gets a comptime size check", "every migration that adds an index on a big table uses CONCURRENTLY": what each thing of a kind, told by what it does, gets or uses. */
const ANYTHING_THAT_GETS =
  /^(?:anything|everything|every\s+[\w-]+|any\s+[\w-]+)\s+that\s+(?!(?:i|you|we)\b)[a-z]+\b[^,;?]{2,40}?\s+(?:gets|needs|must (?:have|get)|has to (?:have|get|go through)|requires|goes through|uses|runs with)\s+(?!(?:fixed|fixing|looked|checked|done|it|this|that)\b)[^,;?]{3,50}[.!]*$/i;
/** "the arm controller is safety-critical, any change to it needs a review from Jonas …": a fragile part, and what each change to it needs. */
const FRAGILE_THEN_EACH_CHANGE =
  /^(?:the|our)\s+(?:[\w-]+\s+){0,3}[\w-]+\s+(?:is|are)\s+(?:really\s+|very\s+|super\s+)?(?:fragile|safety-critical|critical|sensitive|brittle|load-bearing|delicate|mission-critical)\s*,\s+(?:so\s+)?(?:any|every)\s+change\s+(?:to it|to them|there|in it|in there)\s+(?:needs|requires|has to get|must get|goes through)\s+[^;]{3,100}[.!]*$/i;
/** "leave the old views alone unless you're changing them": code not to touch in passing. */
const LEAVE_IT_UNLESS_CHANGING =
  /^(?:(?:no|nope)[,.]?\s+)?(?:please\s+)?leave\s+(?:the\s+|our\s+)?(?:[\w-]+\s+){0,2}[\w-]+s?\s+alone\s+unless\s+(?:you'?re|you are)\s+(?:changing|touching|editing|working on|fixing)\s+(?:them|it|that code|those)[.!]*$/i;
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
/** "the test suite needs docker running for the testcontainers": what must be running for a kind of work. */
const NEEDS_IT_RUNNING =
  /^(?:the\s+)?(?:[\w-]+\s+){0,2}(?:tests?|test suite|suite|build|app|dev server|e2e|e2e tests|integration tests?|unit tests?|storybook|emulator|simulator)\s+needs?\s+(?!(?:it|this|that)\b)[\w.-]+(?:\s+[\w.-]+)?\s+(?:running|up|started)\b[^,;]{0,40}[.!]*$/i;

/** "evals run on every prompt change and the PR shows the diff in pass rate": the checks each change of a kind sets off. */
const RUN_ON_EVERY_CHANGE =
  /^(?:the\s+|our\s+|all\s+)?(?:[\w-]+\s+)?(?:evals|evaluations|tests|checks|benchmarks|linters|scans|e2e tests|smoke tests|integration tests|snapshot tests|visual tests)\s+(?:run|are run|get run)\s+(?:on|for|after|before)\s+(?:every|each|any)\s+(?:[\w-]+\s+)?(?:change|commit|push|pr|merge|deploy|release|build)\b(?:\s*,?\s+and\s+(?!(?:it|this|that)\b)[^;]{3,80})?[.!]*$/i;

/** What every change of a kind goes through, said bare. */
/** "Great Expectations suites run before the load, a failed suite stops the pipeline": a check before a step, and that its failure stops it. */
const A_FAILED_CHECK_STOPS =
  /^(?:(?:the\s+|our\s+)?(?!(?:it|this|that)\b)[\w.-]+(?:\s+[\w.-]+){0,2}\s+(?:run|runs|are\s+run|is\s+run)\s+(?:before|after|on)\s+(?:the\s+|every\s+|each\s+)?[\w-]+\s*,\s+)?(?:a|any)\s+failed\s+(?:suite|check|test|expectation|validation|job|step)\s+(?:stops|blocks|fails|halts)\s+(?:the\s+)?(?:pipeline|load|build|deploy|release|merge)\b[.!]*$/i;
/** "Slither runs in CI and a high finding blocks the merge", "any critical CVE fails the build": a check, and what of its findings stops every change. */
const A_FINDING_BLOCKS =
  /^(?:(?:the\s+|our\s+)?(?!(?:it|this|that|nothing|something)\b)[\w.-]+(?:\s+[\w.-]+)?\s+(?:runs|is run)\s+(?:in|on)\s+(?:ci|every\s+pr|each\s+pr|every\s+push|the\s+pipeline)\s*(?:,\s*(?:and\s+)?|\s+and\s+))?(?:a|any|every|one|each)\s+(?:single\s+)?(?:[\w-]+\s+){0,2}?(?:finding|warning|error|failure|violation|vulnerability|cve|regression)\s+(?:(?:from|in)\s+[\w.-]+\s+)?(?:blocks|fails|stops|breaks)\s+(?:the\s+)?(?:merge|build|pr|release|deploy|pipeline)\b[.!]*$/i;

export const EACH_CHANGE: BareRule[] = [
  { rule: A_FINDING_BLOCKS, notNow: true },
  { rule: A_FAILED_CHECK_STOPS, notNow: true },
  { rule: BEFORE_ANY_CHANGE_OF_A_KIND, notNow: true },
  { rule: CI_CHECK_THEN_ORDER, notNow: true },
  { rule: CHECKED_BEFORE_EVERY_RELEASE, notNow: true },
  { rule: I_REVIEW_EACH_BEFORE_MERGE, notNow: true },
  { rule: RUN_BY_A_HOOK },
  { rule: ANYTHING_THAT_GETS, notNow: true },
  { rule: FRAGILE_THEN_EACH_CHANGE, notNow: true },
  { rule: LEAVE_IT_UNLESS_CHANGING },
  { rule: NOTHING_BY_HAND },
  { rule: EXCEPTIONS_NEED_A_WHY },
  { rule: ON_IN_CI_THEN_AFTER_EACH_CHANGE, notNow: true },
  { rule: HOST_MERGES_SO },
  { rule: NEEDS_IT_RUNNING, notNow: true },
  { rule: RUN_ON_EVERY_CHANGE, notNow: true },
];
