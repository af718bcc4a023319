// Lexical relevance: which indexed memories a query is really about. FTS5's bm25 ranks the
// candidates; this module decides which of them are a good enough match to show at all.
import { PASTED_LINE } from './prose.js';
import { searchWords, stemOf, type QueryWord } from './search-text.js';
import { isSuperseded } from './supersede.js';

export const RECALL_MAX_FILES = 5;
export const RECALL_MAX_LINES = 200;
export const RECALL_MAX_BYTES = 4_096;
export const SESSION_SURFACE_BUDGET = 60 * 1024;

/**
 * Inverse document frequency with a floor on the corpus size: in a project with three memory
 * files every word would otherwise look common, and nothing would ever be relevant.
 */
export function idf(df: number, docs: number, floor = 100): number {
  const n = Math.max(docs, floor);
  return Math.log(1 + (n - df + 0.5) / (df + 0.5));
}

/**
 * Words of any request, in any project: asking to "add", "change" or "check" something, or naming
 * "the file" or "the code" (修改, 文件, 代码: Chinese is matched by pairs of characters; 重命名 and 格式化 are renaming
 * and formatting, whose pairs 命名 and 格式 a memory of naming rules or formats has), says
 * nothing of which memory is meant — nor does "user", which memories use for the person ("the
 * user works from Berlin") and requests for a table. A small project's index cannot tell (in 25
 * files almost every word is rare), so these weigh as a word in a fifth of the files would,
 * whatever the index says: one of them alone never makes a memory relevant.
 */
const GENERIC = new Set(
  `add adding added change changes changed changing make makes made making fix fixes fixed fixing write writes wrote written
  rename renames renamed renaming
  create creates created update updates updated remove removes removed check checks checked look looks looked looking see
  show shows showed find found try tried keep kept put set give take takes go goes going went come comes done do
  thing things stuff something anything everything way ways case cases time times day today yesterday tomorrow now so far
  new old good bad big bigger small smaller first last next same different right wrong sure better best clear clearer
  simple simpler quick quickly little lot bit part piece place point kind sort sorts number numbers idea ideas
  file files code function functions method methods line lines value values text word words list lists item items return returns returned returning
  fine great nice cool work works worked working help explain tell say said know think mean
  again still yet already ever never always maybe probably really actually instead whole every each many much few use uses used using
  able before after while until since during run runs ran running type types user users string strings empty object objects array arrays
  问题 修改 添加 增加 删除 文件 代码 函数 方法 检查 实现 功能 逻辑 处理 用户 变量 解释 继续 谢谢 没有 可以 需要 时候 现在 今天 然后 已经 应该 直接
  重命 命名 格式`
    .split(/\s+/)
    .filter(Boolean)
    .map((w) => stemOf(w)),
);
/**
 * The folders of a project's layout ("app/models/order.rb", "src/lib/"): as folders of a path the
 * request names they say where in any project, not which part of this one, so two of them are not
 * a file's name and one is no folder both sides name (a file's own name still counts: "checkout.spec.ts").
 */
const LAYOUT = new Set(
  'src app apps lib libs pkg cmd internal model models controller controllers view views component components util utils helper helpers test tests spec specs'
    .split(' ')
    .map((w) => stemOf(w)),
);

/** What a generic word weighs at most: the idf of a word in a fifth of a 100-file index. */
const GENERIC_IDF = idf(20, 100);

/** A query word's weight in this index: its idf, capped for the words of any request. */
function weightOf(stem: string, gate: GateInput): number {
  const w = idf(gate.df.get(stem) ?? 0, gate.docs);
  return GENERIC.has(stem) ? Math.min(w, GENERIC_IDF) : w;
}

export interface GateInput {
  words: QueryWord[];
  /** Document frequency of each stem in the index. */
  df: Map<string, number>;
  docs: number;
}

export interface Evidence {
  /** idf-weighted share of the query's words found in the memory, 0–1. */
  coverage: number;
  /** Sum of the found words' idf, words in the name or description counting 1.5×, related words ¾ of that. */
  strength: number;
  matched: string[];
  /** Whether a matched word is one a request would not use anyway (not GENERIC, nor only a folder in a path). */
  specific: boolean;
  /** How many matched words, not GENERIC, are only in a path on one side (the query's, or the memory's). */
  inCode: number;
  /** The weight of the rarest query word matched, itself or by a related word. */
  rarest: number;
  /** Whether the memory is a rule for every one of a kind the query names ("all external functions that move funds need …"). */
  forEvery?: boolean;
}

/** What a related word (npm for "install") is worth next to the query's own word. */
export const RELATED_WEIGHT = 0.75;

/** A set of stems, or the ' a b c ' string the index stores. */
export type StemHaystack = Set<string> | string;
const has = (h: StemHaystack, stem: string) => (typeof h === 'string' ? h.includes(` ${stem} `) : h.has(stem));

/** How much of the query a memory accounts for. */
export function evidence(gate: GateInput, head: StemHaystack, body: StemHaystack): Evidence {
  let total = 0;
  let found = 0;
  let strength = 0;
  let specific = false;
  let inCode = 0;
  let rarest = 0;
  const matched: string[] = [];
  for (const w of gate.words) {
    const weight = weightOf(w.stem, gate);
    total += weight;
    // (a word the memory has only inside a path or a snake_case name — "modules" of node_modules —
    // counts, but says alone as little as a request word: "split this file into two modules")
    const codeStem = `~${w.stem}`;
    const plainInHead = has(head, w.stem);
    const plain = plainInHead || has(body, w.stem);
    const inHead = plainInHead || has(head, codeStem);
    let codeOnly = false;
    if (inHead || plain || has(body, codeStem)) {
      codeOnly = !plain;
      found += weight;
      strength += inHead ? weight * 1.5 : weight;
      rarest = Math.max(rarest, weight);
    } else {
      // (a family word found weighs no more than it does here: "helm" found as "terraform" in a project
      // where every memory says terraform is no sign of which memory is meant)
      const present = w.related?.filter((r) => has(head, r.stem) || has(body, r.stem)) ?? [];
      if (present.length === 0) continue;
      const weightHere = Math.min(weight, Math.max(...present.map((r) => (r.df === undefined ? weight : idf(r.df, gate.docs)))));
      found += weightHere * RELATED_WEIGHT;
      strength += weightHere * RELATED_WEIGHT * (present.some((r) => has(head, r.stem)) ? 1.5 : 1);
      rarest = Math.max(rarest, weightHere); // (the word asked for, as rare as the family word that bridges to it)
    }
    matched.push(w.word);
    // (nor is a folder's name in a path the request names: "errcheck fails in internal/orders/export.go"
    // is not about the orders table; but a folder both name in a path is the same folder: "edit
    // boot/startup.s" is about "ask Priya before touching anything in boot/")
    const samePath = w.inFolder === true && (has(head, codeStem) || has(body, codeStem));
    const namedInCode = !samePath && (w.inPath === true || codeOnly);
    const layout = w.inFolder === true && LAYOUT.has(w.stem);
    if (!GENERIC.has(w.stem) && !layout) {
      specific ||= !namedInCode;
      if (namedInCode) inCode++;
    }
  }
  return { coverage: total > 0 ? found / total : 0, strength, matched, specific, inCode, rarest };
}

/**
 * What a memory's matched words must weigh: one distinctive word in its name or description, or
 * in its body when no other file has it (idf 4.2 in an index of 100 files or fewer; 3.7 when two
 * files have it), and a fifth of a long query's weight, but never more than 12.
 */
const MIN_STRENGTH = 4;
const MIN_SHARE = 0.2;
const MAX_THRESHOLD = 12;
/**
 * A memory that shares one word with a query it explains less than half of is about it only when
 * that word is distinctive here: no more than this many files hold it. (In a name or description
 * a word counts 1.5×, which let one that a sixth of the files share pass alone: "install zod and
 * add it to the api package" is not about every memory that names the api; "can I deploy today?"
 * is about each memory on deploys.)
 */
const ONE_WORD_MAX_FILES = 2;

/**
 * A memory is shown only when the query's matched words carry enough weight: about one
 * distinctive word and a fair share of a long query, or most of a short query's words even
 * when they are common in this project. A query with no good match gets nothing rather than
 * the least bad files. The share counts only words some memory of the project has (or a word
 * related to them): "connect to the local database and show me the orders table schema" is about
 * the memory that says where postgres runs however many words of the request no memory knows.
 */
export function isRelevant(e: Evidence, gate: GateInput): boolean {
  // (a word's related words are only those some indexed file has: see RecallService.addRelated)
  const known = (w: QueryWord) => (gate.df.get(w.stem) ?? 0) > 0 || (w.related?.length ?? 0) > 0;
  const total = gate.words.reduce((s, w) => s + (known(w) ? weightOf(w.stem, gate) : 0), 0);
  const threshold = Math.min(MAX_THRESHOLD, Math.max(MIN_STRENGTH, MIN_SHARE * total));
  // (one word alone counts only when a request would not use it anyway: "why does this regex not
  // match the empty string?" is not about "all times in the API are UTC ISO 8601 strings")
  // (nor do words of any request with one name from a path: "CI says … fails in internal/orders/export.go"
  // is not about the orders table for its "says"; two from a path name a file: "checkout.spec.ts failed")
  if (e.strength >= threshold && (e.matched.length > 1 || e.coverage >= 0.5 || e.rarest >= idf(ONE_WORD_MAX_FILES, gate.docs)) && (e.specific || e.inCode >= 2)) return true;
  // (a short query of request words only — "what does this function do?" — is about no memory)
  return e.coverage >= 0.6 && e.matched.length >= Math.min(2, gate.words.length) && e.specific;
}

/** Words after "every" or "all" that name no kind of thing: "every time", "all the way", "any of them". */
const NOT_A_KIND = new Set('time times way ways day days thing things one ones case cases sort sorts kind kinds the a an of my your our their its this that these those which who in on at to for with from and or other else new'.split(' '));
/** "every X …must": the kind (1), said as bound by what follows in its clause — not "all prompts live in prompts/". */
const EVERY_ONE_OF = /\b(?:every|all|any|each)\s+((?:[\w-]+\s+){0,2}[\w-]+)(?=[^,.;:]*?\b(?:must|should|needs?|has to|have to|gets?|requires?|are required|is required|may not|can'?t|cannot)\b)/gi;
const EVERY_ONE_OF_ZH = /(?:所有|每个|每一个|任何|全部)(?:的)?([\u4e00-\u9fff]{2,6}?)(?=[^，,。；;]*?(?:都要|都得|必须|一律|都需要|需要|要|得|不能|不要|禁止))/g;

/** What forEveryOneOf reads of the query, once a query: whether it asks a question, and the thing it makes (stems; Chinese). */
export interface WhatIsAsked {
  question: boolean;
  made: string[];
  madeZh: string;
}

export function whatIsAsked(query: string): WhatIsAsked {
  // (a word of any request names the kind only when the query makes a new one: "add a withdrawAll function", not "extract
  // this block into a helper function", "write the commit message for this change"; and only the thing made: "add a
  // docstring to this function" makes no function)
  const making = MAKES_A_NEW_ONE.exec(query.trim());
  return { question: /[?？]\s*$/.test(query), made: making?.[1]?.toLowerCase().split(/\s+/).map((w) => stemOf(w)) ?? [], madeZh: making?.[2] ?? '' };
}

/**
 * Whether a memory's description is a rule for every one of a kind the query names by one of its matched words ("add a
 * withdrawAll function" → "All external functions that move funds need the nonReentrant modifier", "加一个新的数据接口" →
 * "所有接口都要写 pydantic 的 response_model"): relevant whatever else the query says — a word of any request ("function")
 * included, since the rule is about every such thing made — and never cut for being weaker than the best match.
 */
export function forEveryOneOf(description: string, matched: QueryWord[], asked: WhatIsAsked): boolean {
  // (not a question about one: "what does this function return?", "接口文档在哪里看？")
  if (matched.length === 0 || asked.question) return false;
  const { made, madeZh } = asked;
  const names = (w: QueryWord) => !GENERIC.has(w.stem) || made.includes(w.stem);
  for (const m of description.matchAll(EVERY_ONE_OF)) {
    const said = m[1]!.toLowerCase().split(/\s+/);
    const kind = said.filter((w) => !NOT_A_KIND.has(w)).map((w) => stemOf(w));
    // ("every new model needs …" is about making one: "change the orders model to a table" makes none)
    const ofNewOnes = said.includes('new');
    if (matched.some((w) => kind.includes(w.stem) && names(w) && (!ofNewOnes || made.includes(w.stem)))) return true;
  }
  for (const m of description.matchAll(EVERY_ONE_OF_ZH)) if (matched.some((w) => /\p{Script=Han}/u.test(w.word) && m[1]!.includes(w.word) && (!GENERIC.has(w.stem) || madeZh.includes(w.word)))) return true;
  return false;
}

/**
 * A query that makes a new one of a kind, and the thing made — "a withdrawAll function" (1), up to what follows it, or
 * in Chinese (2): "add a withdrawAll function", "create another endpoint for …", "新加一个接口".
 */
const MAKES_A_NEW_ONE = /^(?:(?:please|pls|can you|could you)\s+)?(?:add|create|write|make|implement|build|introduce|set up|scaffold)\s+(?:a|an|another|one more|the new)\s+((?:[\w-]+\s+){0,3}?[\w-]+)(?=\s+(?:to|for|in|on|that|which|with|from|into|so|and|at|under)\b|[.!]*$)|^(?:请|帮我)?(?:新加|新增|加|写|建|新建|做)(?:一个|个)([\u4e00-\u9fff\w]{2,12})/i;

/**
 * Below this share of the best candidate's strength a relevant memory is shown only with a model
 * to judge it: "run the integration tests" matches the memory about them on three words and
 * the one about vitest on one; the second adds nothing the agent needs.
 */
export const NEAR_BEST = 0.4;

/**
 * The lexical pick: the first `limit` candidates (bm25 order) within reach of the strongest that
 * still holds — a retired memory ("(superseded …)") often names the thing more than its
 * successor does, and must not push the successor out.
 */
export function lexicalPick<T extends { evidence: Evidence; description?: string | null }>(candidates: T[], limit: number): T[] {
  const holding = candidates.filter((c) => !isSuperseded(c.description));
  const best = Math.max(0, ...(holding.length ? holding : candidates).map((c) => c.evidence.strength));
  return candidates.filter((c) => c.evidence.strength >= NEAR_BEST * best || c.evidence.forEvery === true).slice(0, limit);
}

/** At most 200 lines and 4 KB, cut at a line boundary, with a note when cut. */
const CLIP_NOTE = '\n[… memory cut for length: read the file for the rest …]';

export function clipForRecall(text: string): { text: string; clipped: boolean } {
  let lines = text.split('\n');
  let clipped = false;
  if (lines.length > RECALL_MAX_LINES) {
    lines = lines.slice(0, RECALL_MAX_LINES);
    clipped = true;
  }
  let out = lines.join('\n');
  if (Buffer.byteLength(out) > RECALL_MAX_BYTES || (clipped && Buffer.byteLength(out) > RECALL_MAX_BYTES - Buffer.byteLength(CLIP_NOTE))) {
    clipped = true;
    const room = RECALL_MAX_BYTES - Buffer.byteLength(CLIP_NOTE);
    const head = Buffer.from(out).subarray(0, room).toString('utf8').replace(/\uFFFD$/, '');
    const nl = head.lastIndexOf('\n');
    out = nl > 0 ? head.slice(0, nl) : head;
  }
  return { text: clipped ? out + CLIP_NOTE : out, clipped };
}

/** How many words of a query are searched. */
const QUERY_WORDS = 24;
/**
 * A query's words, what the user wrote first: a prompt that opens with a pasted trace, log or code block ("```…```
 * why does this fail on staging?") is asked in the words after it, and the paste fills what room is left.
 */
export function queryWords(query: string): QueryWord[] {
  const prose: string[] = [];
  const pasted: string[] = [];
  let inFence = false;
  for (const line of query.split('\n')) {
    const fence = /^\s*```/.test(line);
    (inFence || fence || PASTED_LINE.some((re) => re.test(line)) ? pasted : prose).push(line);
    if (fence) inFence = !inFence;
  }
  if (pasted.length === 0) return searchWords(query, QUERY_WORDS);
  const first = searchWords(prose.join('\n'), QUERY_WORDS);
  const seen = new Set(first.map((w) => w.stem));
  return [...first, ...searchWords(pasted.join('\n'), QUERY_WORDS).filter((w) => !seen.has(w.stem))].slice(0, QUERY_WORDS);
}
