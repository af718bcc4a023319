// Words for lexical search. Code identifiers count as their parts too (getUserName → get
// user name; MAX_RETRIES → max retries); paths split at / and .; common words carry no signal.
import { stemmer } from 'stemmer';

/**
 * The version of these rules. Bump it with any change to what expandForIndex, stemList or the
 * words they keep make of a text: the memory index re-derives rows made by an older version
 * at the next start (2: Chinese read as pairs of characters; 3: "log in", "signed up" read as login,
 * signup; 4: "rate limits", "rate-limited" read as ratelimit too; 5: Go the language read as golang
 * too; 6: the stems a memory has only inside paths and snake_case names marked "~"; 7: the words
 * offline extraction writes around each statement left out of a memory's body, offline-extract's
 * searchableBody); 8: nor the statements of a memory a change retired; 9: "clang-format" read as
 * clangformat too; 10: a stem in a path and in the prose both, "billing ~billing", and has_many,
 * belongs_to… read as association too; 11: nor the lead-in of a quoted statement, "heads up, …";
 * 12: "localization", "locale" stemmed apart from "local", "locally"; 13: C#, C++ and F# read as csharp, cpp, fsharp;
 * 14: none of the user's words quoted under a statement, only the statement; 15: not the type a file's
 * name starts with, project_, user_…, memory-index's fileNameWords; 16: "bump go to 1.23" read as golang too).
 */
export const SEARCH_TEXT_VERSION = 16;

/**
 * Words the stemmer takes to a common word of another sense ("localization", "locale" and "locally"
 * all to "local"), each with the stem search gives them instead (a memory's stem lists, and so the
 * project's document frequencies, hold that stem; the FTS index keeps SQLite's Porter term).
 */
const STEM_OVERRIDES = [{ words: /^local(?:i[sz](?:e|es|ed|ing|ation|ations|er|ers)|es?)$/, stem: 'localiz' }];

/** A word's stem for search: the stemmer's, but "localization" and "locale" are not "local" ("run it locally"). */
export const stemOf = (word: string): string => STEM_OVERRIDES.find((o) => o.words.test(word))?.stem ?? stemmer(word);

const STOPWORDS = new Set(
  `a about above after again against all am an and any are aren't as at be because been before being below between both but
  by can can't cannot could couldn't did didn't do does doesn't doing don't down during each few for from further had hadn't
  has hasn't have haven't having he he'd he'll he's her here here's hers herself him himself his how how's i i'd i'll i'm i've
  if in into is isn't it it's its itself let's me more most mustn't my myself no nor not of off on once only or other ought our
  ours ourselves out over own same shan't she she'd she'll she's should shouldn't so some such than that that's the their
  theirs them themselves then there there's these they they'd they'll they're they've this those through to too under until
  up very was wasn't we we'd we'll we're we've were weren't what what's when when's where where's which while who who's whom
  why why's with won't would wouldn't you you'd you'll you're you've your yours yourself yourselves also just now get got
  gets getting gotten
  dont doesnt didnt isnt arent wasnt werent wont cant couldnt shouldnt wouldnt havent hasnt hadnt
  please thanks thank ok okay yes yeah hey hi hello let make want need like use using used one two would could should will
  can may might must shall`
    .split(/\s+/)
    .filter(Boolean),
);

const WORD = /[\p{L}\p{N}]+(?:['’][\p{L}]+)?/gu;

/** What every split below needs: a capital after the first letter, or letters next to digits. */
const MAYBE_COMPOUND = /.[A-Z]|[A-Za-z][0-9]|[0-9][A-Za-z]/;

/** camelCase, PascalCase, ACRONYMWord and letter/digit boundaries. */
function identifierParts(word: string): string[] {
  if (!MAYBE_COMPOUND.test(word)) return []; // most words: four regex passes saved
  const parts = word
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .replace(/([A-Za-z])([0-9])/g, '$1 $2')
    .replace(/([0-9])([A-Za-z])/g, '$1 $2')
    .split(' ');
  return parts.length > 1 ? parts : [];
}

/** Chinese characters: a text with one is read with the Chinese rules here and in extraction. */
export const HAN = /\p{Script=Han}/u;
const HAN_RUN = /\p{Script=Han}{2,}/gu;
const HAN_FUNCTION = /[的了们都这那个是在和与就也把被着吗呢吧啊呀要什么怎哪还我你他她它一帮请给让]/;
/**
 * Chinese is written without spaces, so the tokenizer would see a whole clause as one word:
 * its pairs of characters stand in for words (a common way to search it without a dictionary),
 * leaving out pairs with a character that only joins words (的, 了, 们…).
 */
export function hanPairs(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(HAN_RUN)) {
    for (let i = 0; i + 2 <= m[0].length; i++) {
      const pair = m[0].slice(i, i + 2);
      if (!HAN_FUNCTION.test(pair)) out.push(pair);
    }
  }
  return out;
}

/** Two characters with 个 or 一个 between them: 发个版, 打个包, 建个表 (not 一 alone: 装一下 is no 装下). */
const SPLIT_VERB = /(\p{Script=Han})(?:一个|个)(\p{Script=Han})/gu;

/** Latin words written against Chinese with no space ("用pnpm安装"), which the tokenizer would keep inside one token. */
function latinInHan(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(WORD)) if (HAN.test(m[0])) out.push(...(m[0].match(/[A-Za-z0-9]+/g) ?? []));
  return out;
}

/**
 * Phrasal verbs of signing in, read as the one word they mean: "logged out" is logout, not a log;
 * "sign up" is signup, not a signature.
 */
const PHRASAL = /(?<![.\w])(log|logs|logged|logging|sign|signs|signed|signing)[ -](in|out|up|on)\b/gi;
/** "rate limits", "rate-limited", "rate limiting": one thing, which "429" and "throttling" also name (memory/concepts). */
const RATE_LIMIT = /\brate[ -]?limit(?:s|ed|ing|er|ers)?\b/gi;
/** "clang-format": a formatter, which its two words ("clang", the compiler; "format") do not name. */
const CLANG_FORMAT = /\bclang[ -]format\b/gi;
/** "has_many", "belongs_to": an ActiveRecord association, which neither of its words ("has", a stopword; "many") names. */
const ASSOCIATION_MACRO = /\b(?:has_many|has_one|belongs_to|has_and_belongs_to_many)\b/g;
/** C#, C++ and F#, whose one letter no word keeps: "write the enemy AI in C#" is about "gdscript only, no c#". */
const SYMBOL_LANGUAGE = /(?<![\w+#])(c#|c\+\+|f#)(?![\w+#])/gi;
const SYMBOL_LANGUAGE_NAME: Record<string, string> = { 'c#': 'csharp', 'c++': 'cpp', 'f#': 'fsharp' };

/**
 * The words a text means by two of its words: `joined` (login, signup, ratelimit, clangformat, association) and the verbs
 * they replace (a query reads "logged out" as logout alone; "rate" and "limit" stay words).
 */
function joinedWords(text: string): { joined: string[]; verbs: Set<string> } {
  const joined: string[] = [];
  const verbs = new Set<string>();
  if (!/\b(?:log|sign|rate|clang|has_|belongs_to)|[cf](?:#|\+\+)/i.test(text)) return { joined, verbs }; // most texts: one test
  for (const m of text.matchAll(PHRASAL)) {
    const particle = m[2]!.toLowerCase();
    joined.push((m[1]!.toLowerCase().startsWith('log') ? 'log' : 'sign') + (particle === 'on' ? 'in' : particle));
    verbs.add(m[1]!.toLowerCase());
  }
  for (const _ of text.matchAll(RATE_LIMIT)) joined.push('ratelimit');
  for (const _ of text.matchAll(CLANG_FORMAT)) joined.push('clangformat');
  for (const _ of text.matchAll(ASSOCIATION_MACRO)) joined.push('association');
  for (const m of text.matchAll(SYMBOL_LANGUAGE)) joined.push(SYMBOL_LANGUAGE_NAME[m[1]!.toLowerCase()]!);
  return { joined, verbs };
}

/**
 * Go the language, which the word "go" (a word of any request) hides: "Go" written with its
 * capital inside a sentence, "go 1.22", "go code", "familiar with go", "golang" — read as golang
 * too (not "go ahead", "let's go through the handlers", "go with the first option").
 */
// ("bump go to 1.23": the version said after "to")
const GO_CAPITAL = /(?<=[\p{L}\p{N},;:(]\s+)Go\b(?!\s+(?:ahead|back|for it|away|on|through|over|with|to|and)\b)/u;
const GO_NAMED =
  /\bgolang\b|\b(?:bump|upgrade|update|move|pin|set)\s+go\s+(?:to|from)\s+v?\d+\.\d+|\bgo\s+(?:v?\d+\.\d+|version|versions|code|modules?|mod|generics|idioms?|routines?|services?|apps?|binary|binaries|toolchain|developers?|devs?|programmers?|backend|sdk|structs?|interfaces?|channels?)\b|\b(?:in|learning|learn|written in|writing|familiar with|know|knows|new to)\s+go\b(?![\s-]+(?:to|ahead|back|through|over|on|for|and|with|into|out|up|down|away|live|wrong|fast|slow|further|there|here|home|mode)\b)/i;
const goLanguage = (text: string): boolean => /\bgo/i.test(text) && (GO_CAPITAL.test(text) || GO_NAMED.test(text));

/** The text with every compound identifier followed by its parts, and Chinese by its pairs: what the FTS index stores. */
export function expandForIndex(text: string): string {
  const extra: string[] = [];
  for (const m of text.matchAll(/[A-Za-z0-9]+/g)) {
    const parts = identifierParts(m[0]);
    if (parts.length) extra.push(parts.join(' '));
  }
  if (HAN.test(text)) extra.push(...hanPairs(text), ...latinInHan(text)); // text without Chinese pays one test
  extra.push(...joinedWords(text).joined);
  if (goLanguage(text)) extra.push('golang');
  return extra.length ? `${text}\n${extra.join(' ')}` : text;
}

export interface QueryWord {
  /** As typed, lowercased: what goes into the FTS query (FTS stems it itself). */
  word: string;
  /** Porter stem: what the relevance check compares. */
  stem: string;
  /** Words of the same tool family (memory/concepts.ts): found instead of this one, they count for less. */
  related?: Array<{ word: string; stem: string; df?: number }>;
  /** Named only inside a file path or URL ("internal/orders/export.go"): a folder's name, not what the request is about. */
  inPath?: true;
  /** Named as a folder of such a path ("orders" of "internal/orders/export.go"), not the file's own name or extension. */
  inFolder?: true;
}

/** A file path, a URL or a file name with a code extension (one whitespace-free token), whose words name places in the code. */
const PATH_LIKE = /[\w@.-]\/[\w@.-]|\.(?:tsx?|jsx?|mjs|cjs|py|go|rs|rb|java|kt|swift|c|h|cpp|cs|php|md|json|ya?ml|toml|sql|sh|css|scss|html|vue|svelte|exs?|lock)\b/;

/**
 * The stems of the words a text has only inside tokens that name a place in the code (`isCode`:
 * a path, a file, a snake_case name). Tokens are tested one at a time: no pattern scans a long one twice.
 */
function stemsOnlyInCode(text: string, isCode: (token: string) => boolean, stems: (text: string) => Set<string> = stemSet): Set<string> {
  const { inCode, elsewhere } = stemsInCode(text, isCode, stems);
  return new Set([...inCode].filter((s) => !elsewhere.has(s)));
}
/** The stems of a text's code tokens, and of the rest of it. */
function stemsInCode(text: string, isCode: (token: string) => boolean, stems: (text: string) => Set<string> = stemSet): { inCode: Set<string>; elsewhere: Set<string> } {
  const code: string[] = [];
  const rest: string[] = [];
  for (const token of text.split(/\s+/)) (isCode(token) ? code : rest).push(token);
  if (code.length === 0) return { inCode: new Set(), elsewhere: new Set() };
  return { inCode: stems(code.join(' ')), elsewhere: stems(rest.join(' ')) };
}
const isPath = (token: string) => PATH_LIKE.test(token);
/** The stems of a text's Latin words and their parts, without Chinese pairs (a pair written against a path is no name in it). */
const wordStems = (text: string) => new Set([...text.matchAll(WORD)].flatMap((m) => [m[0], ...identifierParts(m[0])]).map((w) => stemOf(w.toLowerCase().replace(/['’].*$/, ''))));

/** The informative words of a text, each once, in order. */
export function searchWords(text: string, max = 64): QueryWord[] {
  const seen = new Set<string>();
  const out: QueryWord[] = [];
  const add = (w: string) => {
    // (a contraction is a stopword as written: "I don't know python" is not about "Don't use psycopg 3")
    const full = w.toLowerCase().replace(/’/g, "'");
    if (STOPWORDS.has(full)) return;
    const word = full.replace(/'.*$/, '');
    if (word.length < 2 || STOPWORDS.has(word) || /^\d{1}$/.test(word)) return;
    const stem = stemOf(word);
    if (seen.has(stem)) return;
    seen.add(stem);
    out.push({ word, stem });
  };
  // "users get logged out": logout is the word, and "logged" alone would find the memories about logs
  const { joined, verbs } = joinedWords(text);
  joined.forEach(add);
  for (const m of text.matchAll(WORD)) {
    if (out.length >= max) break;
    if (verbs.has(m[0].toLowerCase())) continue;
    if (HAN.test(m[0])) {
      hanPairs(m[0]).forEach(add);
      // "今晚能发个版吗": a verb split by 个 or 一个 is the word it splits, 发版 (only the query gains it)
      for (const split of m[0].matchAll(SPLIT_VERB)) if (!HAN_FUNCTION.test(split[1]! + split[2]!)) add(split[1]! + split[2]!);
      (m[0].match(/[A-Za-z0-9]+/g) ?? []).forEach(add);
      continue;
    }
    const parts = identifierParts(m[0]);
    if (parts.length) {
      add(m[0]);
      parts.forEach(add);
    } else add(m[0]);
  }
  // "add a created_at field": a field named for a moment is a timestamp, which the memories about
  // time zones and time formats speak of (only the query gains the word: the index is as it was)
  if (TIME_FIELD.test(text)) add('timestamp');
  if (goLanguage(text)) add('golang');
  // (text the user reads, quoted, is text translators translate: what the memories about localizing it say)
  if (QUOTED_UI_TEXT.test(text) && !NOT_APP_TEXT.test(text)) add('i18n');
  // "帮我装一下 lodash": 装 before a package's name is 安装, which the pairs of characters lose (装一, 一下)
  if (/(?<!安)装(?:一下|个|上)?\s*[A-Za-z@]/.test(text)) add('安装');
  if (/[/.]/.test(text)) {
    // (the words kept come from the text's start: a long paste's tail is not read for paths)
    const head = text.slice(0, 4000);
    const inPaths = stemsOnlyInCode(head, isPath, wordStems);
    const folders = inPaths.size ? folderStems(head) : new Set<string>();
    for (const w of out) {
      if (!inPaths.has(w.stem)) continue;
      w.inPath = true;
      if (folders.has(w.stem)) w.inFolder = true;
    }
  }
  return out.slice(0, max);
}

/** The stems of the folders the text's paths name: "boot" of "boot/startup.s", not "startup" nor "s". */
function folderStems(text: string): Set<string> {
  const folders = text.split(/\s+/).filter((t) => t.includes('/') && isPath(t)).flatMap((t) => t.split('/').slice(0, -1));
  return wordStems(folders.join(' '));
}

/** A field named for a moment: created_at, expires_at, deleted_time, updatedAt, startDate (not lookAt, turnOn). */
const TIME_FIELD = /\b[a-z]+_(?:at|time|date|ts)\b|\b(?:created|updated|deleted|modified|expires?|expired|started|ended|finished|sent|read|published|scheduled|last[A-Z]\w*|start|end|due|birth)(?:At|Time|Date|Timestamp)\b/;

/**
 * Words a user reads in the app, quoted where they go: "make the empty state say 'No orders yet'", "add a 'Retry' button"
 * (capitalised, as such text is; not "the error says 'Invalid token'", "grep for 'TODO'", "commit it as 'Fix typo'").
 */
const UI_WORD = String.raw`(?:label|button|title|heading|header|placeholder|tooltip|banner|toast|caption|copy|text|cta|link|tab|menu item|empty state|subtitle|dialog|modal|notification)s?`;
const QUOTED_UI_TEXT = new RegExp(
  String.raw`(?:\b(?:say|reads?|${UI_WORD})\b[^'"“‘.;]{0,25}?|\b(?:add|put|show|display)\s+(?:a|an|the)\s+)["“‘']\p{Lu}[^'"”’\n]{0,60}["”’'](?!\w)|["“‘']\p{Lu}[^'"”’\n]{0,60}["”’']\s+${UI_WORD}\b`,
  'u',
);
/** What quoted text is no text of the app: an error, a log, output, a commit, a search. */
const NOT_APP_TEXT = /\b(?:error|errors|exception|logs?|output|compiler|console|terminal|traceback|stack|grep|search(?:es|ing)? for|commit(?:ted)?|branch|pr title)\b[^'"“‘]{0,30}["“‘']\p{Lu}/iu;

/** Stems of every word in a text (stopwords included: only membership is asked of it). */
export function stemSet(text: string): Set<string> {
  const out = new Set<string>();
  for (const m of text.matchAll(WORD)) {
    const w = m[0].toLowerCase().replace(/['’].*$/, '');
    out.add(stemOf(w));
    for (const p of identifierParts(m[0])) out.add(stemOf(p.toLowerCase()));
  }
  if (HAN.test(text)) for (const w of [...hanPairs(text), ...latinInHan(text)]) out.add(stemOf(w.toLowerCase()));
  for (const w of joinedWords(text).joined) out.add(stemOf(w));
  if (goLanguage(text)) out.add('golang');
  return out;
}

/** A token that names a place in the code: a path, a file, or a snake_case name ("node_modules/.cache", "user_id"). */
const CODE_NAME = /[\p{L}\d]_[\p{L}\d]/u;

/**
 * The stem set as one space-delimited string (' a b c '), for cheap membership tests later. A
 * stem the text has only inside paths and snake_case names is marked "~" ('~modul' of
 * "node_modules/.cache"): found alone, it says little of what the memory is about. One it has
 * both in a path and in its prose is there both ways ('billing ~billing' of "the billing code,
 * anything in app/models/billing"): a request naming that folder in a path names the same one.
 */
export function stemList(text: string): string {
  const all = [...stemSet(text)];
  if (!/[/._]/.test(text)) return ` ${all.join(' ')} `;
  const { inCode, elsewhere } = stemsInCode(text, (t) => PATH_LIKE.test(t) || CODE_NAME.test(t));
  return ` ${all.map((w) => (!inCode.has(w) ? w : elsewhere.has(w) ? `${w} ~${w}` : `~${w}`)).join(' ')} `;
}

/** An FTS5 query that matches any of the words or their related words (bm25 then ranks by how many and how rare). */
export function ftsQuery(words: QueryWord[]): string | null {
  if (words.length === 0) return null;
  const all = new Set(words.flatMap((w) => [w.word, ...(w.related ?? []).map((r) => r.word)]));
  return [...all].map((w) => `"${w.replace(/"/g, '')}"`).join(' OR ');
}
