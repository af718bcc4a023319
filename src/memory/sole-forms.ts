// What is the only one of its kind in the project: the one tool for a job ("Crashlytics is the only crash reporter,
// Sentry was removed last year") and the one place that may do a thing ("the only place allowed to call os.Exit is
// main.go, everything else returns an error"). Both tell an agent what not to add or where not to do it; neither is
// kept when the sentence reports a fault ("Chrome is the only browser where it fails") or the moment's state.

/** What a tool can be the only one of: a role in the software, up to two words before it ("crash reporter", "http client"). */
const ROLE = String.raw`(?:[\w-]+\s+){0,2}(?:reporter|tracker|logger|library|lib|client|framework|provider|processor|tool|runner|manager|store|database|db|queue|broker|bundler|linter|formatter|orm|sdk|dependency|service|vendor|language|runtime|registry|cloud|host|monitoring|analytics|backend|gateway|cdn|scheduler|apm|ci|idp|crm|cms|package manager|test runner|build tool)`;
/** A tool by its name: capitalised ("Crashlytics", "GitHub Actions") or written in lowercase with a mark of code ("pnpm", "date-fns"). */
const TOOL = String.raw`(?!(?:This|That|It|There|Here|What|Which|Who|He|She|They|We|You|I|One|Mine|Yours|Ours)\b)(?:\p{Lu}[\p{L}\d.+-]*(?:\s+\p{Lu}[\p{L}\d.+-]*){0,2}|(?!(?:it|this|that|there|here|what|which|who|he|she|they|we|you|i|one|mine|yours|ours)\b)[a-z][\w.+-]*)`;

/** "Crashlytics is the only crash reporter, Sentry was removed last year", "pnpm is our only package manager". */
const SOLE_TOOL = new RegExp(
  String.raw`^(?:the\s+)?${TOOL}\s+is\s+(?:our|the)\s+only\s+${ROLE}(?:\s+(?:we\s+(?:use|run|ship|allow|keep)|(?:allowed|permitted)|in\s+(?:the|this|our)\s+(?:app|repo|project|codebase|stack)|here))?\s*(?:[,;—–]\s*\S.{2,}|[.!]*)$`,
  'iu',
);

/** "the only place allowed to call os.Exit is main.go", "the only module that may touch the ledger table is billing/". */
const ONLY_PLACE =
  /^(?:the\s+)?only\s+(?:place|file|module|package|crate|service|layer|function|class|component|script|job|process|code|team|person|one)\s+(?:(?:that(?:'s|\s+is)\s+|which\s+is\s+)?(?:allowed|permitted)\s+to|that\s+(?:may|can|should|gets\s+to|is\s+allowed\s+to)|where\s+(?:we|anyone|code)\s+(?:may|can|should|gets?\s+to))\s+[a-z]+\s+(?!(?:it|this|that|them|these|those)\b)[^,;]{2,60}?\s+is\s+(?!(?:this|that|it|you|me|mine|yours)\b)[^,;]{2,60}?(?:\s*[,;—–]\s*\S.{2,})?[.!]*$/i;

/** A fault or the moment's state, which makes "the only" a report: "… where it fails", "… that works right now" (not a crash reporter). */
const A_REPORT = /\b(?:fails?|failing|failed|breaks|broke|broken|crash(?:es|ed|ing)?\b(?!\s+(?:reports?|reporters?|reporting|track\w*))|bugs?|works?|worked|now|today|yet|still|currently|i|my|me)\b/i;

/** Whether the first clause, the one that names the one of its kind, reports a fault or the moment (what follows is why or history: "…, Sentry was removed last year"). */
const reported = (s: string): boolean => A_REPORT.test(s.split(/[,;—–]/)[0]!);

/** Whether the sentence names the only tool the project uses for a role. */
export const soleTool = (s: string): boolean => SOLE_TOOL.test(s) && !reported(s);

/** Whether the sentence names the only place, part or person that may do a thing: a rule. */
export const onlyPlaceAllowed = (s: string): boolean => ONLY_PLACE.test(s) && !reported(s);
