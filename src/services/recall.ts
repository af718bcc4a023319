// Recall: the few memories that matter for the query at hand. Candidates come from the FTS
// index (no cap on how many files a project has), a relevance gate drops weak matches, and a
// selector picks at most five. The lexical selector ships here; a model selector plugs into
// the same seam.
import type { Clock } from '../clock.js';
import { parseMemory } from '../memory/frontmatter.js';
import { ageLabel, freshnessCaveat } from '../memory/memdir.js';
import { RECALL_MAX_FILES, SESSION_SURFACE_BUDGET, clipForRecall, evidence, isRelevant, type Evidence } from '../memory/recall.js';
import { ftsQuery, searchWords, stemSet } from '../memory/search-text.js';
import type { Db } from '../store/db.js';
import type { MemoryFileRow } from '../store/memory-files.js';

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
  content: string;
}

export interface SelectInput {
  query: string;
  candidates: RecallCandidate[];
  limit: number;
  /** Tools the agent is using right now: their API docs are noise, their gotchas are not. */
  tools: string[];
  signal: AbortSignal;
}

/** Chooses which candidates to show. Returns file names, best first. */
export interface MemorySelector {
  readonly mode: string;
  select(input: SelectInput): Promise<string[]>;
}

export const lexicalSelector: MemorySelector = {
  mode: 'lexical',
  async select({ candidates, limit }) {
    return candidates.slice(0, limit).map((c) => c.file);
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
  mode: string;
  memories: RecalledMemory[];
  /** Why the list is empty, when it is. */
  reason?: 'no_query_terms' | 'no_match' | 'session_budget_exhausted' | 'all_surfaced';
  surfaced_bytes?: number;
  budget_bytes?: number;
}

export interface RecallOptions {
  db: Db;
  clock: Clock;
  selector?: MemorySelector;
  /** Candidates offered to the selector. */
  candidates?: number;
}

const FIELD_WEIGHTS = 'bm25(memory_fts, 2.0, 4.0, 1.0)';

export class RecallService {
  private selector: MemorySelector;

  constructor(private readonly opts: RecallOptions) {
    this.selector = opts.selector ?? lexicalSelector;
  }

  setSelector(s: MemorySelector): void {
    this.selector = s;
  }

  /** Ranked, relevance-gated candidates for a query (also what the benchmark measures). */
  candidates(projectId: number, query: string, opts: { exclude?: Set<string>; limit?: number; gate?: boolean } = {}): RecallCandidate[] {
    const words = searchWords(query, 24);
    const match = ftsQuery(words);
    if (!match) return [];
    const { db } = this.opts;
    const exclude = opts.exclude ?? new Set<string>();
    const limit = opts.limit ?? this.opts.candidates ?? 50;
    const rows = db
      .prepare(
        `SELECT f.*, -${FIELD_WEIGHTS} AS score FROM memory_fts JOIN memory_files f ON f.id = memory_fts.rowid
         WHERE memory_fts MATCH ? AND f.project_id = ? ORDER BY ${FIELD_WEIGHTS} LIMIT ?`,
      )
      .all(match, projectId, limit + exclude.size) as Array<MemoryFileRow & { score: number }>;
    const df = new Map(
      (db.prepare(`SELECT term, doc FROM memory_vocab WHERE term IN (SELECT value FROM json_each(?))`).all(JSON.stringify(words.map((w) => w.stem))) as Array<{ term: string; doc: number }>).map((r) => [r.term, r.doc]),
    );
    const docs = (db.prepare(`SELECT COUNT(*) AS n FROM memory_files`).get() as { n: number }).n;
    const gate = { words, df, docs };
    const out: RecallCandidate[] = [];
    for (const r of rows) {
      if (exclude.has(r.path)) continue;
      const m = parseMemory(r.content);
      const head = stemSet(`${r.name ?? ''} ${r.description ?? ''} ${r.path.replace(/\.md$/, '').replace(/[-_/]/g, ' ')}`);
      const ev = evidence(gate, head, stemSet(m.body));
      if (opts.gate !== false && !isRelevant(ev, gate)) continue;
      out.push({ id: r.id, file: r.path, name: r.name, description: r.description, type: r.type, mtimeMs: r.mtime_ms, score: r.score, evidence: ev, content: m.body });
      if (out.length >= limit) break;
    }
    return out;
  }

  async recall(req: RecallRequest, signal: AbortSignal = new AbortController().signal): Promise<RecallResult> {
    const { db, clock } = this.opts;
    const limit = Math.min(req.limit ?? RECALL_MAX_FILES, RECALL_MAX_FILES);
    const session = req.sessionId
      ? (db.prepare(`SELECT id, surfaced_bytes FROM sessions WHERE id = ? AND project_id = ?`).get(req.sessionId, req.projectId) as
          | { id: string; surfaced_bytes: number }
          | undefined)
      : undefined;
    const budget = session ? { surfaced_bytes: session.surfaced_bytes, budget_bytes: SESSION_SURFACE_BUDGET } : {};
    if (session && session.surfaced_bytes >= SESSION_SURFACE_BUDGET) {
      return { mode: this.selector.mode, memories: [], reason: 'session_budget_exhausted', ...budget };
    }
    const exclude = new Set(req.surfaced ?? []);
    if (session) {
      for (const r of db.prepare(`SELECT path FROM surfaced WHERE session_id = ?`).all(session.id) as Array<{ path: string }>) exclude.add(r.path);
    }
    if (searchWords(req.query, 24).length === 0) return { mode: this.selector.mode, memories: [], reason: 'no_query_terms', ...budget };
    const candidates = this.candidates(req.projectId, req.query, { exclude });
    if (candidates.length === 0) return { mode: this.selector.mode, memories: [], reason: 'no_match', ...budget };

    const picked = await this.selector.select({ query: req.query, candidates, limit, tools: req.tools ?? [], signal });
    const byFile = new Map(candidates.map((c) => [c.file, c]));
    const now = clock.now();
    const memories: RecalledMemory[] = [];
    let used = session?.surfaced_bytes ?? 0;
    let overBudget = false;
    for (const file of picked) {
      const c = byFile.get(file);
      if (!c || memories.some((m) => m.file === file)) continue; // never a file that was not offered
      const { text } = clipForRecall(c.content.replace(/^\n+/, ''));
      const bytes = Buffer.byteLength(text);
      // A hard cap: what would push the session past its budget is not shown.
      if (session && used + bytes > SESSION_SURFACE_BUDGET) {
        overBudget = true;
        break;
      }
      used += bytes;
      memories.push({
        file,
        name: c.name,
        type: c.type,
        description: c.description,
        content: text,
        mtime: c.mtimeMs,
        age: ageLabel(c.mtimeMs, now),
        caveat: freshnessCaveat(c.mtimeMs, now),
      });
      if (memories.length >= limit) break;
    }
    if (session && memories.length > 0) {
      db.transaction(() => {
        const ins = db.prepare(`INSERT OR IGNORE INTO surfaced (session_id, path, bytes, at) VALUES (?, ?, ?, ?)`);
        for (const m of memories) ins.run(session.id, m.file, Buffer.byteLength(m.content), now);
        db.prepare(`UPDATE sessions SET surfaced_bytes = ? WHERE id = ?`).run(used, session.id);
      })();
    }
    const result: RecallResult = { mode: this.selector.mode, memories, ...(session ? { surfaced_bytes: used, budget_bytes: SESSION_SURFACE_BUDGET } : {}) };
    if (memories.length === 0) result.reason = overBudget ? 'session_budget_exhausted' : 'no_match';
    return result;
  }
}
