// Recall: the few memories that matter for the query at hand. Candidates come from the FTS
// index (no cap on how many files a project has), a relevance gate drops weak matches, and a
// selector picks at most five. The lexical selector ships here; a model selector plugs into
// the same seam.
import type { Clock } from '../clock.js';
import { ageLabel, freshnessCaveat } from '../memory/memdir.js';
import { RECALL_MAX_FILES, SESSION_SURFACE_BUDGET, clipForRecall, evidence, forEveryOneOf, isRelevant, lexicalPick, queryWords, whatIsAsked, type Evidence } from '../memory/recall.js';
import { relatedWords } from '../memory/concepts.js';
import { heldPart, isSuperseded, supersededBy } from '../memory/supersede.js';
import { ftsQuery, type QueryWord } from '../memory/search-text.js';
import type { Db } from '../store/db.js';
import { MemoryFileStore } from '../store/memory-files.js';

export interface RecallCandidate {
  id: number;
  file: string;
  name: string | null;
  description: string | null;
  type: string;
  mtimeMs: number;
  /** bm25 with description and name weighted up (higher is better). */
  score: number;
  evidence: Evidence;
  /** Whether it passes the relevance gate (an ungated list holds the ones that do not too). */
  relevant: boolean;
}

export interface SelectInput {
  query: string;
  candidates: RecallCandidate[];
  limit: number;
  /** Tools the agent is using right now: their API docs are noise, their gotchas are not. */
  tools: string[];
  signal: AbortSignal;
  projectId: number;
  sessionId: string | null;
}

/** Chooses which candidates to show. Returns file names, best first. */
export interface MemorySelector {
  readonly mode: string;
  select(input: SelectInput): Promise<string[]>;
}

export const lexicalSelector: MemorySelector = {
  mode: 'lexical',
  async select({ candidates, limit }) {
    return lexicalPick(candidates, limit).map((c) => c.file);
  },
};

export interface RecallRequest {
  projectId: number;
  query: string;
  sessionId?: string | null;
  limit?: number;
  surfaced?: string[];
  tools?: string[];
}

export interface RecalledMemory {
  file: string;
  name: string | null;
  type: string;
  description: string | null;
  content: string;
  mtime: number;
  age: string;
  caveat: string | null;
}

export interface RecallResult {
  /** lexical (no model, or over budget), llm, or lexical_fallback (the model failed or was late). */
  mode: string;
  /** Why the model was not used or did not answer, when it was not. */
  fallback_reason?: string;
  memories: RecalledMemory[];
  /** Why the list is empty, when it is. */
  reason?: 'no_query_terms' | 'no_match' | 'session_budget_exhausted' | 'all_surfaced';
  surfaced_bytes?: number;
  budget_bytes?: number;
}

export interface RecallOptions {
  db: Db;
  clock: Clock;
  /** The memory index's rows and stem counts (the daemon's own store; one is opened on `db` when none is given). */
  files?: MemoryFileStore;
  /** The model picker; without one (no key), recall is lexical. */
  model?: {
    selector: MemorySelector;
    /** Recall answers within this; a late model gives way to the lexical pick. */
    deadlineMs: number;
    /** A reason the model may not be used right now (budget), or null. */
    blocked?: (projectId: number) => string | null;
  };
  /** Candidates offered to the selector. */
  candidates?: number;
}

/** bm25 column weights: project (a filter, no weight), name 2, description 4, body 1. */
const BM25 = 'bm25(memory_fts, 0.0, 2.0, 4.0, 1.0)';

/** A word in more than this share of a project's files says nothing about which one is meant. */
const COMMON_SHARE = 0.2;

/** A memory as recall shows it. */
type Shown = Pick<RecallCandidate, 'file' | 'name' | 'description' | 'type' | 'mtimeMs'> & { body: string };

export class RecallService {
  /** Memory files of each project, counted when first needed after a change. */
  private readonly docCounts = new Map<number, number>();
  /**
   * The project's retired memories and how many of them hold each stem, read when first needed after a change: they
   * do not count in a word's document frequency. History is no rival for the memory that holds now — with "每周二下午发版"
   * retired, "发版" in three files was no longer distinctive enough for "下次发版是哪天？" to find "发版改到每周四了".
   */
  private readonly retired = new Map<number, { files: number; stems: Map<string, number> }>();

  /** The index's rows and the project's stem counts, read through the store that keeps them. */
  private readonly files: MemoryFileStore;
  /** The statements every recall runs, prepared once (compiling them on every call cost 15–20% of a lexical recall). */
  private readonly rankStmt;
  private readonly sessionStmt;
  private readonly surfacedStmt;
  private readonly surfacedInsert;
  private readonly surfacedBytesUpdate;

  constructor(private readonly opts: RecallOptions) {
    const { db } = opts;
    this.files = opts.files ?? new MemoryFileStore(db);
    this.rankStmt = db.prepare(`SELECT rowid AS id, -${BM25} AS score FROM memory_fts WHERE memory_fts MATCH ? ORDER BY ${BM25} LIMIT ?`);
    this.sessionStmt = db.prepare(`SELECT id, surfaced_bytes FROM sessions WHERE id = ? AND project_id = ?`);
    this.surfacedStmt = db.prepare(`SELECT path FROM surfaced WHERE session_id = ?`);
    this.surfacedInsert = db.prepare(`INSERT OR IGNORE INTO surfaced (session_id, path, bytes, at) VALUES (?, ?, ?, ?)`);
    this.surfacedBytesUpdate = db.prepare(`UPDATE sessions SET surfaced_bytes = ? WHERE id = ?`);
  }

  /** The model's pick within the deadline, or the lexical one among the gated candidates (and why). */
  private async pick(input: SelectInput, gated: RecallCandidate[]): Promise<{ files: string[]; mode: string; fallback_reason?: string }> {
    const model = this.opts.model;
    const lexical = async (mode: string, reason?: string) => ({
      files: await lexicalSelector.select({ ...input, candidates: gated }),
      mode,
      ...(reason ? { fallback_reason: reason } : {}),
    });
    if (!model) return lexical('lexical');
    const blocked = model.blocked?.(input.projectId);
    if (blocked) return lexical('lexical', blocked);
    const deadline = AbortSignal.timeout(model.deadlineMs);
    const signal = AbortSignal.any([input.signal, deadline]);
    try {
      const files = await Promise.race([
        model.selector.select({ ...input, signal }),
        new Promise<never>((_, reject) => signal.addEventListener('abort', () => reject(new Error('deadline')), { once: true })),
      ]);
      return { files, mode: model.selector.mode };
    } catch (err) {
      return lexical('lexical_fallback', deadline.aborted ? `the model did not answer within ${model.deadlineMs} ms` : (err as Error).message);
    }
  }

  /** Called when memory files change, so the cached file count is read again. */
  invalidate(): void {
    this.docCounts.clear();
    this.retired.clear();
  }

  /**
   * The project's memory files. Document frequencies are the project's too (memory_stems), so the
   * idf and the common-word cut weigh a word by this project's files, not every project's in the home.
   */
  private fileCount(projectId: number): number {
    let n = this.docCounts.get(projectId);
    if (n === undefined) this.docCounts.set(projectId, (n = Math.max(1, this.files.count(projectId) - this.retiredOf(projectId).files)));
    return n;
  }

  private retiredOf(projectId: number): { files: number; stems: Map<string, number> } {
    let r = this.retired.get(projectId);
    if (r === undefined) {
      const files = this.files.retiredStems(projectId);
      const stems = new Map<string, number>();
      for (const f of files) for (const stem of f) stems.set(stem, (stems.get(stem) ?? 0) + 1);
      this.retired.set(projectId, (r = { files: files.length, stems }));
    }
    return r;
  }

  /**
   * Ranked, relevance-gated candidates for a query (also what the benchmark measures). The FTS
   * query leaves out words that most files contain: they cannot rank, and asking FTS5 to score
   * thousands of matches is what makes a query slow. `text`: the query as written, when `query` is its
   * words (whether it makes a new one of a kind is read from it: see forEveryOneOf).
   */
  candidates(projectId: number, query: string | QueryWord[], opts: { exclude?: Set<string>; limit?: number; gate?: boolean; text?: string } = {}): RecallCandidate[] {
    const words = typeof query === 'string' ? queryWords(query) : query;
    if (words.length === 0) return [];
    const docs = this.fileCount(projectId);
    const df = new Map(words.map((w) => [w.stem, this.docFreq(projectId, w.stem, docs)]));
    const common = Math.max(50, COMMON_SHARE * docs);
    const informative = words.filter((w) => (df.get(w.stem) ?? 0) <= common);
    const searched = informative.length > 0 ? informative : [...words].sort((a, b) => df.get(a.stem)! - df.get(b.stem)!).slice(0, 2);
    this.addRelated(projectId, words, docs, common);
    const match = ftsQuery(searched);
    if (!match) return [];
    const exclude = opts.exclude ?? new Set<string>();
    const limit = opts.limit ?? this.opts.candidates ?? 50;
    const ranked = this.rankStmt.all(`project:p${projectId} AND (${match})`, limit + exclude.size) as Array<{ id: number; score: number }>;
    if (ranked.length === 0) return [];
    const rows = new Map(this.files.searchRows(ranked.map((r) => r.id)).map((r) => [r.id, r]));
    const gate = { words, df, docs };
    const asked = whatIsAsked(opts.text ?? (typeof query === 'string' ? query : ''));
    const out: RecallCandidate[] = [];
    for (const { id, score } of ranked) {
      const r = rows.get(id);
      if (!r || exclude.has(r.path)) continue;
      const ev = evidence(gate, r.head_stems, r.body_stems);
      // (a rule for every one of a kind the query names is about it, however little else of the query it has)
      if (forEveryOneOf(r.description ?? '', words.filter((w) => ev.matched.includes(w.word)), asked)) ev.forEvery = true;
      const relevant = isRelevant(ev, gate) || ev.forEvery === true;
      if (opts.gate !== false && !relevant) continue;
      out.push({ id, file: r.path, name: r.name, description: r.description, type: r.type, mtimeMs: r.mtime_ms, score, evidence: ev, relevant });
      if (out.length >= limit) break;
    }
    // A memory the user retired ("not pnpm anymore") goes after the ones that still hold: it
    // mentions its successor's words too, and would otherwise often rank above it.
    return out.sort((a, b) => Number(isSuperseded(a.description)) - Number(isSuperseded(b.description)));
  }

  /** How many of the project's files that still hold have a stem (capped at the file count). */
  private docFreq(projectId: number, stem: string, docs: number): number {
    return Math.min(docs, Math.max(0, this.files.filesHolding(projectId, stem) - (this.retiredOf(projectId).stems.get(stem) ?? 0)));
  }

  /**
   * Gives each query word the related words (same tool family) that some indexed file contains
   * and that are not common: the only ones that can match or rank anything.
   */
  private addRelated(projectId: number, words: QueryWord[], docs: number, common: number): void {
    const asked = new Set(words.map((w) => w.stem));
    const df = new Map<string, number>();
    const useful = (stem: string) => {
      let n = df.get(stem);
      if (n === undefined) df.set(stem, (n = this.docFreq(projectId, stem, docs)));
      return n > 0 && n <= common;
    };
    for (const w of words) {
      const related = relatedWords(w.stem).filter((r) => !asked.has(r.stem) && useful(r.stem));
      if (related.length) w.related = related.map((r) => ({ ...r, df: df.get(r.stem) }));
    }
  }

  /**
   * The memory of the project that holds in place of `path`: that one when it is not retired,
   * else what replaced it, and what replaced that (pnpm → bun → back to pnpm), a few steps at
   * most; null when the line ends in nothing that holds.
   */
  private holding(projectId: number, path: string): Shown | null {
    const seen = new Set<string>();
    for (let at: string | null = path; at && !seen.has(at) && seen.size < 5; ) {
      seen.add(at);
      const r = this.files.shown(projectId, at);
      if (!r) return null;
      const body = r.content.slice(r.body_start);
      if (!isSuperseded(r.description)) return { file: r.path, name: r.name, description: r.description, type: r.type, mtimeMs: r.mtime_ms, body };
      at = supersededBy(body);
    }
    return null;
  }

  async recall(req: RecallRequest, signal: AbortSignal = new AbortController().signal): Promise<RecallResult> {
    const { db, clock } = this.opts;
    const limit = Math.min(req.limit ?? RECALL_MAX_FILES, RECALL_MAX_FILES);
    const session = req.sessionId
      ? (this.sessionStmt.get(req.sessionId, req.projectId) as
          | { id: string; surfaced_bytes: number }
          | undefined)
      : undefined;
    const budget = session ? { surfaced_bytes: session.surfaced_bytes, budget_bytes: SESSION_SURFACE_BUDGET } : {};
    const mode = this.opts.model ? 'llm' : 'lexical';
    if (session && session.surfaced_bytes >= SESSION_SURFACE_BUDGET) {
      return { mode, memories: [], reason: 'session_budget_exhausted', ...budget };
    }
    const exclude = new Set(req.surfaced ?? []);
    if (session) {
      for (const r of this.surfacedStmt.all(session.id) as Array<{ path: string }>) exclude.add(r.path);
    }
    const words = queryWords(req.query);
    if (words.length === 0) return { mode, memories: [], reason: 'no_query_terms', ...budget };
    // One search. A model judges relevance itself, so it is shown every file the search found,
    // not only the gated ones: "schedule the release for the morning my time" may mean the memory
    // that shares only "time" with it ("the user is in Sydney"). The lexical pick keeps to the
    // gated list, and the gate is the cheap check: when nothing passes it, no model is asked.
    const found = this.candidates(req.projectId, words, { exclude, gate: !this.opts.model, text: req.query });
    const candidates = found.filter((c) => c.relevant);
    if (candidates.length === 0) return { mode, memories: [], reason: 'no_match', ...budget };
    const offered = this.opts.model ? found : candidates;

    const choice = await this.pick({ query: req.query, candidates: offered, limit, tools: req.tools ?? [], signal, projectId: req.projectId, sessionId: session?.id ?? null }, candidates);
    const picked = choice.files;
    const byFile = new Map(offered.map((c) => [c.file, c]));
    // (read from the index, which follows the disk)
    const bodies = this.files.bodies(picked.map((f) => byFile.get(f)?.id).filter((id): id is number => id !== undefined));
    const now = clock.now();
    const memories: RecalledMemory[] = [];
    let used = session?.surfaced_bytes ?? 0;
    let overBudget = false;
    for (const file of picked) {
      const c = byFile.get(file);
      if (!c || memories.some((m) => m.file === file)) continue; // never a file that was not offered
      const body = bodies.get(c.id) ?? '';
      // A retired memory adds nothing next to the one that replaced it (shown now or earlier), and
      // when the search did not find that one, it is shown in its place: the retired memory's words
      // matched ("run the integration tests" and "…need LocalStack"), what replaced it holds
      // ("We moved from LocalStack to testcontainers").
      const retired = isSuperseded(c.description);
      const successor = retired ? supersededBy(body) : null;
      // (one retired with nothing in its place is one the user asked to forget: never shown)
      if (retired && !successor) continue;
      const holder = successor ? this.holding(req.projectId, successor) : null;
      if (holder && (picked.includes(holder.file) || exclude.has(holder.file) || memories.some((m) => m.file === holder.file))) continue;
      const shown: Shown = holder ?? { ...c, body };
      // (of a memory some statements of which a change retired, what holds: the rest is history)
      const { text } = clipForRecall(heldPart(shown.body).replace(/^\n+/, ''));
      const bytes = Buffer.byteLength(text);
      // A hard cap: what would push the session past its budget is not shown.
      if (session && used + bytes > SESSION_SURFACE_BUDGET) {
        overBudget = true;
        break;
      }
      used += bytes;
      memories.push({
        file: shown.file,
        name: shown.name,
        type: shown.type,
        description: shown.description,
        content: text,
        mtime: shown.mtimeMs,
        age: ageLabel(shown.mtimeMs, now),
        caveat: freshnessCaveat(shown.mtimeMs, now),
      });
      if (memories.length >= limit) break;
    }
    if (session && memories.length > 0) {
      db.transaction(() => {
        for (const m of memories) this.surfacedInsert.run(session.id, m.file, Buffer.byteLength(m.content), now);
        this.surfacedBytesUpdate.run(used, session.id);
      })();
    }
    const result: RecallResult = {
      mode: choice.mode,
      ...(choice.fallback_reason ? { fallback_reason: choice.fallback_reason } : {}),
      memories,
      ...(session ? { surfaced_bytes: used, budget_bytes: SESSION_SURFACE_BUDGET } : {}),
    };
    if (memories.length === 0) result.reason = overBudget ? 'session_budget_exhausted' : 'no_match';
    return result;
  }
}
