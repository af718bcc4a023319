// The text helpers every statement form shares: a statement's sentence, its word count, and
// whether a mixed English/Chinese sentence is English.
import { HAN } from './search-text.js';

/** Python's own names, and the folders test tools name so, which look like words in bold: "__all__", "__init__", "__tests__" (a name in code, not emphasis). */
const DUNDER = '(?:all|init|main|name|slots|dict|version|file|doc|repr|str|eq|hash|call|enter|exit|getattr|setattr|new|del|iter|next|len|post_init|future|builtins|class|module|path|spec|package|annotations|tests|mocks|snapshots|fixtures|generated|pycache|dirname|filename)';
/**
 * Markdown emphasis on a few words, read without its marks: "**Important:** never …", "__never__ …", "*always*",
 * "_always_" (underscores single only around a rule's own words) — not a name with the same marks in it:
 * stg_<source>__<table>, __init__.py, __all__, **kwargs, *args.
 */
const EMPHASIS = new RegExp(
  String.raw`\*\*(?=\S)(.+?)(?<=\S)\*\*|(?<![\w<>])__(?=\S)(?!${DUNDER}__)([^_]+?)(?<=\S)__(?![\w.(/])|(?<![\w*])\*(?=\S)([^*\n]{1,40}?)(?<=\S)\*(?![\w*])|(?<!\w)_(always|never|not|only|must|every|all|any|no|don'?t|do not)_(?!\w)`,
  'gi',
);
export const withoutEmphasis = (s: string) => s.replace(EMPHASIS, (_, ...marked: Array<string | undefined>) => marked.slice(0, 4).find((m) => m !== undefined) ?? '');

/** A part's address said with its possessive, "staging's URL changed to …": read as "the staging URL …" ('the $1 $2'). */
export const POSSESSIVE_ADDRESS = /^([\w-]+)['’]s\s+(url|domain|host(?:name)?|address|base url|endpoint)\b/i;

/** A day of the week by its name: "Monday", "friday" (add "s" for every one: "Fridays"). */
export const WEEKDAY = '(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)';
/** An hour of the day as a schedule says it: "3pm", "7:30", "6", "noon". */
export const CLOCK_HOUR = String.raw`(?:\d{1,2}(?:[:.]\d\d)?\s*(?:am|pm)?|noon|midday|midnight)`;
/** A month's name in full: "March", "october". */
export const MONTH = '(?:january|february|march|april|may|june|july|august|september|october|november|december)';
/** A month's name in full or short: "March", "Mar", "sept". */
export const MONTH_OR_SHORT = String.raw`(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)`;

/** One line, without a leading bullet or dash ("No — the tests need…" leaves "— the tests…" to a caller). */
// (a list's mark goes, a flag's dashes stay: "--color=never, …")
export const clean = (s: string) => s.replace(/\s+/g, ' ').replace(/^\s*(?:[*•—–]+|-+(?![-\w=]))\s*/, '').trim();
/** Acronyms a sentence may open with, written as acronyms ("utc everywhere" → "UTC everywhere"; not the scheme of an address, "https://…", nor a name, "api.acme.dev"). */
// ("mr" is a merge request, not "Mr." before a name)
const ACRONYM = /^(?:utc|gmt|api|apis|ci|cd|pr|prs|sql|db|ui|ux|aws|gcp|jwt|sso|ssh|cli|sdk|http|https|json|yaml|csv|cdn|dns|tls|orm|qa|sre|mrs?(?!\.))\b(?!:\/\/|[./-]\w)/i;
/** Tools whose names are written in lower case, left so ("pnpm only", not "Pnpm only"). */
const LOWER_CASE_NAME = /^(?:npm|pnpm|yarn|bun|npx|git|vim|nvim|rg|ripgrep|eslint|pytest|uv|pip|pipx|cargo|rustfmt|gofmt|kubectl|tsc|esbuild|webpack|mypy|ruff|stdout|stderr|stdin|dbt|jq|sqlfluff|clippy|ktlint|iex|gcc|clang|cmake|tflint|sbt|dotnet|isort|flake8|pylint|golangci-lint|staticcheck)\b/;
/**
 * A first word that is a name as written: a capital inside it (iOS, macOS, jQuery, gRPC), or a
 * digit, underscore, dot, slash, @ or :: in it (e2e, k8s, user_id, config.ts, @acme/ui, std::string), or an address (https://…). Chinese opens
 * no sentence with a capital either: "orders 表…" names the table.
 */
const WRITTEN_AS_A_NAME = /^(?:\p{Ll}+\p{Lu}|[\p{L}\d-]*(?:[\d_./@]|::)[\p{L}\d_./@:-]*(?![\p{L}\d])|[a-z][a-z\d+.-]*:\/\/)/u;
/** The text with its first word written as a sentence opens: capitalised, an acronym in capitals, a lower-case tool as it is. */
/**
 * Chinese, though Latin words fill much of it: its own punctuation says so ("commit message 用英文，按 conventional commits 的格式"),
 * or its grammar, a run of Chinese words between the Latin ones ("controller 里不许写 @Transactional"; not a name, "ask 王伟").
 */
const writtenInChinese = (s: string) => HAN.test(s) && (!mostlyLatin(s) || /[，；：、]/.test(s) || /\p{Script=Han}{4,}/u.test(s));
export const capital = (s: string) =>
  ACRONYM.test(s)
    ? s.replace(ACRONYM, (a) => (/^(?:apis|prs|mrs)$/i.test(a) ? `${a.slice(0, -1).toUpperCase()}s` : a.toUpperCase())) // "PRs", not "PRS"
    : LOWER_CASE_NAME.test(s) || WRITTEN_AS_A_NAME.test(s) || writtenInChinese(s)
      ? s
      : s.charAt(0).toUpperCase() + s.slice(1);
export const sentence = (s: string) => {
  // ("…in this repo!!" ends once; a list's item ends without the separator it was cut at: "…，整数；")
  const t = capital(clean(s)).replace(/([!?])[!?]+$/, '$1').replace(/\s*[；;，,、]+$/, '');
  // a Chinese sentence that ends on a Latin word ("我们用 pnpm", "禁止 force push 到 main") still ends with 。
  return /[.!。！]$/.test(t) ? t : HAN.test(t.charAt(0)) || writtenInChinese(t) ? `${t}。` : `${t}.`;
};
/** Words that point back within their first four ("we fix them at 42 …"): what they follow names what they mean. */
// (not "these are our contracts": what the project is, said of itself)
export const POINTS_BACK_SOON = /^(?!these\s+are\s+(?:our|the|my)\b)(?:\S+\s+){0,3}(?:them|they|it|these|those)\b/i;
/**
 * Words that open a sentence as news or a correction and say nothing of what follows, any number of them: "actually, …",
 * "fyi …", "heads up: …", "quick update - …".
 */
export const NEWS_OPENERS = String.raw`(?:(?:actually|ok(?:ay)?|fyi|btw|by the way|heads[- ]up|note|update|quick update|just so you know|for the record|good news)\s*[,:!—–-]*\s+)*`;
const NEWS_OPENERS_FIRST = new RegExp(`^${NEWS_OPENERS}`, 'i');
/** A sentence without the words that open it as news: "heads up, we moved …" → "we moved …". */
export const withoutNewsOpeners = (s: string) => s.replace(NEWS_OPENERS_FIRST, '');
/** A memory's one-line description of a statement: the statement, cut at 150 characters. */
export const descriptionOf = (text: string) => (text.length > 150 ? `${text.slice(0, 147)}…` : text);
/** A day or a stretch of days named once: "today", "tomorrow", "this week". */
const A_DAY = String.raw`today|tonight|tomorrow|this (?:morning|afternoon|evening|week|sprint)`;
/** Said of this day or this minute ("today", "right now", "after lunch"): what holds for a day, not for good. */
export const THIS_DAY = new RegExp(String.raw`\b(?:${A_DAY}|right now|after lunch)\b`, 'i');
/** A day named once, now or coming ("tomorrow", "next week"): a plan, not a habit (not "after lunch", which comes every day). */
export const ONE_DAY = new RegExp(String.raw`\b(?:${A_DAY}|next (?:week|month|sprint|release))\b`, 'i');
/** The oldest version the code must run on, said with "is": "minSdk is 26", "MSRV is 1.70", "the deployment target is iOS 15". */
export const VERSION_FLOOR_IS = String.raw`(?:the\s+)?(?:msrv|minsdk(?:version)?|min\s+sdk|minimum\s+(?:supported\s+)?(?:sdk|version|rust|node|python|ios|android|go|java)(?:\s+version)?|deployment\s+target)\s+is\s+(?:[a-z]+\s+)?v?\d`;

/** A text compared for what it says: lower case, letters and digits of any script, one space between (\W would drop every Chinese character). */
export const bareWords = (s: string) => s.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();

/** Words in a text; Chinese, written without spaces, counts a word for every two characters. */
export const words = (s: string) => {
  const han = s.match(/\p{Script=Han}/gu)?.length ?? 0;
  return s.replace(/\p{Script=Han}+/gu, ' ').split(/\s+/).filter(Boolean).length + Math.ceil(han / 2);
};

/** Latin letters outnumber Chinese characters four to one (a Chinese character is a word, a letter a fifth of one). */
export function mostlyLatin(text: string): boolean {
  const han = [...text].filter((c) => HAN.test(c)).length;
  const latin = text.match(/[A-Za-z]/g)?.length ?? 0;
  return latin > 4 * han;
}

/**
 * Where something was seen to work: "passes locally", "works on my machine", "runs fine on mac". (Here
 * because both the rule forms and the design net ask it, and design-facts imports rule-forms.)
 */
export const WORKS_SOMEWHERE = /\b(?:pass(?:es)?|works?|succeeds?|runs? fine)\s+(?:locally|here|on (?:my|your) (?:machine|laptop|box)|on (?:mac|macos|linux|windows|chrome|safari|firefox))\b/i;

/** Where the code runs, for what it lacks there. */
const WHERE_IT_RUNS = String.raw`(?:the\s+)?(?:target|device|board|mcu|no_std|embedded|firmware|browser|wasm|edge runtime|edge|workers?)`;
/**
 * "println! doesn't exist on target", "fs isn't available in the edge runtime": what the place the code runs in lacks, for
 * good — a why that lasts. (Here because both the rule forms and the lasting whys ask it, and lasting-why imports rule-forms.)
 */
export const MISSING_WHERE_IT_RUNS = new RegExp(
  String.raw`^(?:the\s+)?[\w.!:-]+(?:\s+[\w.!:-]+)?\s+(?:(?:doesn'?t|does not|don'?t|do not)\s+(?:exist|work|compile|link)|(?:isn'?t|is not|aren'?t|are not)\s+available)\s+(?:on|in)\s+${WHERE_IT_RUNS}$`,
  'i',
);
