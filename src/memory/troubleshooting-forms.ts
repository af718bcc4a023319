// What the user knows about how the project's tooling fails, and what to do about it: the usual
// cause of a failure ("if the integration tests fail locally it's almost always because docker
// isn't running"), the fix for a known hang ("when the build hangs on resolving packages, delete
// node_modules/.cache and rerun"), a flaky test to leave alone, a step a suite needs first, and a
// version held back for a reason. Each is said of a kind of thing (the build, the e2e suite), not
// of the one at hand ("if this test fails it's because of my last change", "if it hangs again just
// kill it"), which the session's notes keep.

/** The parts of a project's tooling that fail, each with up to two words before it ("the integration tests", "the dev server"). */
const TOOLING =
  String.raw`(?:the\s+|our\s+)?(?:(?!(?:this|that|it|my|your)\b)[\w.-]+\s+){0,2}(?:tests?|specs?|suites?|builds?|ci|pipeline|install|deploys?|deployment|server|app|migrations?|linter|\w*lint|formatter|pre-commit(?:\s+hooks?)?|typecheck|type ?checks?|checks?|jobs?|watcher|containers?|bundler|compiler|compile|emulator|simulator|dataloader|loader|workers?|queues?|cache|db|database|daemon|runner|cluster|pods?|kernel|notebook|training|retrain)`;
const FAILS = String.raw`(?:ever\s+)?(?:fails?|hangs?|breaks?|times?\s+out|crash(?:es)?|gets?\s+stuck|errors?(?:\s+out)?|won'?t\s+start|is\s+(?:slow|flaky|red))`;

/** "if/when the integration tests fail …, it's (almost always) because …" — a cause that is no one's doing at the moment. */
const USUAL_CAUSE = new RegExp(
  String.raw`^(?:if|when(?:ever)?)\s+${TOOLING}\s+${FAILS}\b[^,;]{0,40}?[,;]?\s+(?:it'?s|that'?s|it is|that is|this is)\s+(?:(?:(?:almost|nearly)\s+always|always|usually|probably|most likely|likely|typically|generally)\s+(?:because|due to|since|the)|(?:because|due to|since))\s+(?![^,;]*\b(?:i|i've|i'd|me|my|you|you've|your|this|that|it|just|last|recent|someone)\b)\S`,
  'i',
);

/** "when the build hangs on "resolving packages" just delete node_modules/.cache and rerun" — the fix for a known failure. */
const KNOWN_FIX = new RegExp(
  String.raw`^(?:if|when(?:ever)?)\s+${TOOLING}\s+${FAILS}\b[^,;]{0,60}?[,;]?\s+(?:then\s+)?(?:just\s+)?(?:delete|remove|clear|wipe|rm|rerun|re-run|restart|reinstall|rebuild|run|kill|prune|reset)\s+(?!(?:it|them|me|this|that)\b(?!\s+(?:with|using|via)\b))\S`,
  'i',
);

/** What to do when a known flaky test fails: "just rerun it", "so ignore it". */
const LEAVE_THE_FLAKE = 'rerun|re-run|retry|ignore|skip';

/** "the flaky test in checkout.spec.ts is known, just rerun it" — a fault to leave alone. */
const KNOWN_FLAKE = new RegExp(
  String.raw`^(?:the|our)\s+(?:[\w.-]+\s+){0,2}(?:flaky|failing|broken|intermittent)\s+(?:[\w.-]+\s+){0,2}(?:tests?|specs?|suites?|checks?|jobs?)\b[^,;]{0,60}?\s+(?:is|are)\s+(?:a\s+)?known(?:\s+(?:issue|flake|problem|bug|to be flaky))?\s*[,;:—–-]\s*(?:so\s+)?(?:just\s+)?(?:${LEAVE_THE_FLAKE}|leave)\b`,
  'i',
);

/**
 * "the flaky test is test_checkout_timeout, it fails about one run in twenty, just rerun it", "checkout.spec.ts is flaky
 * on Safari, ignore it": the one test that flakes, named as code names it, and what to do when it does (one clause may
 * say how often between).
 */
const A_TEST_NAMED = String.raw`(?:\x60[^\x60]{3,60}\x60|(?=[\w.:/-]*[_.:/])[\w.:/-]{4,60})`;
const FLAKY_NAMED = new RegExp(
  String.raw`^(?:(?:the|our)\s+(?:only\s+)?flaky\s+(?:one|tests?|specs?)\s+(?:is|are)\s+${A_TEST_NAMED}|(?:the\s+)?${A_TEST_NAMED}(?:\s+(?:test|spec))?\s+(?:is|are)\s+(?:(?:a\s+)?known(?:\s+to\s+be)?\s+|always\s+)?(?:flaky|a\s+flake)(?:\s+(?:on|in|under)\s+[\w.-]+)?)\s*[,;:—–-]\s*(?:(?:it|they)\s+[^,;]{4,50}[,;]\s*)?(?:so\s+)?(?:just\s+)?(?:${LEAVE_THE_FLAKE})\b`,
  'i',
);

/** "the e2e suite needs a seeded database: run make seed first" — a step a kind of run needs before it. */
const NEEDS_FIRST = new RegExp(
  String.raw`^${TOOLING}\s+(?:needs?|requires?)\s+(?:an?\s+)?(?:running|seeded|fresh|clean|local|built|warm|migrated|populated|configured|valid|logged-in)\s+[^,;:]{2,40}[,;:—–-]\s*(?:so\s+)?(?:always\s+)?run\s+(?!(?:it|this|that|them)\b)\S[^,;]{1,40}?\s+(?:first|before(?:hand)?)\b`,
  'i',
);

/** "the mobile app pins react native 0.72 because of the camera library, don't upgrade it" — a version held back, and the order that goes with it. */
const HELD_BACK =
  /^(?:we|(?:the|our)\s+(?:[\w.-]+\s+){0,2}(?:app|service|repo|project|backend|frontend|server|api|package|site|client|sdk|library|monorepo))\s+(?:pins?|is pinned to|(?:is|are)\s+(?:stuck|staying)\s+on|stays? on|must stay on|needs? to stay on|is held (?:back )?(?:at|on))\s+[\w .@/-]{1,30}?\d[\w.]*\b[^,;]{0,60}[,;—–-]\s*(?:so\s+)?(?:please\s+)?(?:don'?t|do not|never)\s+(?:upgrade|bump|update|change)\b(?![^,;]*\b(?:yet|now|today|for now)\b)/i;

/** "the openapi generator is pinned to 6.6 because 7.x breaks our enums" — a version held back, and why. */
const PINNED_BECAUSE =
  /^(?:(?:the|our)\s+(?:[\w.@/-]+\s+){0,3}(?:is|are)\s+pinned|we\s+pin\s+[\w.@/-]+(?:\s+[\w.@/-]+)?)\s+(?:to|at)\s+v?\d[\w.]*\s*,?\s+(?:because|since|as)\s+(?![^,;.]*\b(?:i|i'm|i've|me|my|you|your|this|that|it)\b)\S/i;

/** "hot reload breaks with our codegen, do a full restart after running build_runner": how a tool breaks with another of ours, and the way around it. */
const BREAKS_WITH_OURS =
  /^(?:the\s+|our\s+)?(?!(?:this|that|it|my|your)\b)(?:[\w.-]+\s+){0,2}[\w.-]+\s+(?:breaks?|fails?|doesn'?t work|hangs?)\s+(?:with|on|under|after)\s+our\s+[^,;]{2,40}[,;]\s*(?:so\s+)?(?:always\s+)?(?:do|run|use|restart|rebuild|rerun|re-run|delete|clear)\s+(?!(?:it|this|that|them)\b)\S/i;

/** "ktlint runs in the pre-commit hook, if it fails just run ./gradlew ktlintFormat": where a tool runs, and the fix when it fails. */
const RUNS_THEN_FIX = new RegExp(
  String.raw`^${TOOLING}\s+runs?\s+(?:in|on|as|before|after)\s+[^,;]{2,40}[,;]\s+(?:and\s+)?(?:if|when(?:ever)?)\s+it\s+${FAILS}\b[^,;]{0,30}?[,;]?\s+(?:then\s+)?(?:just\s+)?(?:delete|remove|clear|rerun|re-run|restart|reinstall|rebuild|run|reset)\s+(?!(?:it|them|me|this|that)\b)\S`,
  'i',
);

/** "tests are flaky on CI because of timezones, run them with TZ=UTC": why a kind of run misbehaves somewhere, and how to run it. */
const FLAKY_BECAUSE_RUN = new RegExp(
  String.raw`^${TOOLING}\s+(?:are|is)\s+(?:flaky|slow|unreliable|red|broken|failing)\s+(?:on|in|under)\s+[\w.-]+(?:\s+[\w.-]+)?\s+because\s+(?:of\s+)?[^,;]{2,40}[,;]\s*(?:so\s+)?(?:always\s+)?(?:run|set|use|pass|add|export)\s+(?!(?:it|this|that)\b)\S`,
  'i',
);

/** "the date tests fail on CI unless TZ=UTC is set": what a kind of run needs, said as how it fails without it. */
const FAILS_UNLESS = new RegExp(String.raw`^${TOOLING}\s+${FAILS}\s+(?:on|in|under|locally|when run)\b[^,;]{0,30}?\s+unless\s+(?!(?:i|you|we)\s+(?:fix|change|revert)\b)\S`, 'i');

/** What the user says of how the tooling fails and what to do about it, if this sentence is that. */
export function troubleshooting(s: string): { type: 'project' | 'feedback'; kind: 'notice' | 'rule' } | null {
  // (not of the moment: "if the build hangs again just kill it"; but "…, delete .next and run it again" is the fix)
  if (/\b(?:right now|today|yet)\b|^(?:if|when(?:ever)?)\b[^,;]*?\bagain\b/i.test(s)) return null;
  // (a known flake is the project's, as "the flaky test in checkout.spec is a known issue, ignore it" is)
  if (USUAL_CAUSE.test(s) || KNOWN_FLAKE.test(s) || FLAKY_NAMED.test(s) || PINNED_BECAUSE.test(s) || FAILS_UNLESS.test(s)) return { type: 'project', kind: 'notice' };
  if (FLAKY_BECAUSE_RUN.test(s) || KNOWN_FIX.test(s) || NEEDS_FIRST.test(s) || HELD_BACK.test(s) || BREAKS_WITH_OURS.test(s) || RUNS_THEN_FIX.test(s)) return { type: 'feedback', kind: 'rule' };
  return null;
}
