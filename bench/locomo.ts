// Retrieval quality on LoCoMo (../shared/bench/locomo, CC BY-NC 4.0, read at run time, never
// copied): each conversation session becomes one memory file of its project, each question is
// a recall query, and a hit is a retrieved file whose session holds the question's evidence.
// memoryd's ranker (FTS5 bm25, porter stems, name/description weighted) is compared with a
// plain BM25 over the whole file text, without stemming or field weights.
import { existsSync, mkdirSync, mkdtempSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { systemClock } from '../src/clock.js';
import { renderMemory } from '../src/memory/frontmatter.js';
import { extractStatements } from '../src/memory/offline-extract.js';
import { atomicWrite } from '../src/memory/memdir.js';
import { RECALL_MAX_FILES, lexicalPick } from '../src/memory/recall.js';
import { MemoryIndex } from '../src/services/memory-index.js';
import { RecallService } from '../src/services/recall.js';
import { openDb } from '../src/store/db.js';
import { MemoryFileStore } from '../src/store/memory-files.js';
import { ROOT, benchDir, table } from './lib.js';

interface Turn {
  speaker: string;
  dia_id: string;
  text: string;
  blip_caption?: string;
}
interface Sample {
  sample_id: string;
  conversation: Record<string, unknown>;
  qa: Array<{ question: string; evidence: string[]; category: number }>;
}

export const LOCOMO = join(ROOT, '..', 'shared', 'bench', 'locomo', 'locomo10.json');

/** The loader fixes the dataset's known irregularities (see its README). */
export function evidenceSessions(evidence: string[]): Set<number> {
  const out = new Set<number>();
  for (const e of evidence) for (const m of e.replace(/D:/g, 'D').matchAll(/D(\d+):(\d+)/g)) out.add(Number(m[1]));
  return out;
}

function sessionsOf(s: Sample): Array<{ n: number; date: string; turns: Turn[] }> {
  const out = [];
  for (const key of Object.keys(s.conversation)) {
    const m = /^session_(\d+)$/.exec(key);
    if (!m) continue;
    out.push({ n: Number(m[1]), date: String(s.conversation[`${key}_date_time`] ?? ''), turns: s.conversation[key] as Turn[] });
  }
  return out.sort((a, b) => a.n - b.n);
}

// ---- plain BM25 baseline: lowercase words, no stemming, no stopwords, one field ----
const plainTokens = (t: string) => t.toLowerCase().match(/[a-z0-9]+/g) ?? [];

class PlainBm25 {
  private readonly docs: Array<{ id: string; tf: Map<string, number>; len: number }> = [];
  private readonly df = new Map<string, number>();
  private avg = 0;

  add(id: string, text: string): void {
    const toks = plainTokens(text);
    const tf = new Map<string, number>();
    for (const t of toks) tf.set(t, (tf.get(t) ?? 0) + 1);
    for (const t of tf.keys()) this.df.set(t, (this.df.get(t) ?? 0) + 1);
    this.docs.push({ id, tf, len: toks.length });
    this.avg = this.docs.reduce((s, d) => s + d.len, 0) / this.docs.length;
  }

  search(q: string, k: number): string[] {
    const terms = [...new Set(plainTokens(q))];
    const N = this.docs.length;
    const scored = this.docs.map((d) => {
      let s = 0;
      for (const t of terms) {
        const f = d.tf.get(t);
        if (!f) continue;
        const n = this.df.get(t) ?? 0;
        const idf = Math.log(1 + (N - n + 0.5) / (n + 0.5));
        s += (idf * (f * 2.2)) / (f + 1.2 * (0.25 + (0.75 * d.len) / this.avg));
      }
      return { id: d.id, s };
    });
    return scored.filter((x) => x.s > 0).sort((a, b) => b.s - a.s).slice(0, k).map((x) => x.id);
  }
}

interface Scores {
  n: number;
  r5: number;
  r20: number;
  hit5: number;
}
const empty = (): Scores => ({ n: 0, r5: 0, r20: 0, hit5: 0 });

function score(acc: Scores, ranked: number[], gold: Set<number>): void {
  const at = (k: number) => ranked.slice(0, k).filter((s) => gold.has(s)).length / gold.size;
  acc.n++;
  acc.r5 += at(5);
  acc.r20 += at(20);
  acc.hit5 += ranked.slice(0, 5).some((s) => gold.has(s)) ? 1 : 0;
}

export async function benchLocomo(): Promise<{ markdown: string; data: unknown }> {
  if (!existsSync(LOCOMO)) return { markdown: `### LoCoMo\n\nskipped: ${LOCOMO} not found`, data: null };
  const samples = JSON.parse(readFileSync(LOCOMO, 'utf8')) as Sample[];
  const dir = mkdtempSync(join(benchDir(), 'memoryd-locomo-'));
  const db = openDb(join(dir, 'bench.db'));
  const files = new MemoryFileStore(db);
  const index = new MemoryIndex(db, files, systemClock);
  const recall = new RecallService({ db, clock: systemClock });
  const ours = new Map<number, Scores>();
  const plain = new Map<number, Scores>();
  const gated = new Map<number, Scores>();
  let fileCount = 0;

  samples.forEach((sample, i) => {
    const projectId = i + 1;
    db.prepare(`INSERT INTO projects (id, root, slug, created_at, updated_at) VALUES (?, ?, ?, 0, 0)`).run(projectId, `/locomo/${sample.sample_id}`, sample.sample_id);
    const memory = join(dir, sample.sample_id);
    mkdirSync(memory);
    const baseline = new PlainBm25();
    for (const s of sessionsOf(sample)) {
      const body = s.turns.map((t) => `${t.speaker}: ${t.text}${t.blip_caption ? ` [shares a photo: ${t.blip_caption}]` : ''}`).join('\n');
      const speakers = [...new Set(s.turns.map((t) => t.speaker))].join(' and ');
      const file = `session_${s.n}.md`;
      atomicWrite(join(memory, file), renderMemory({ name: `Conversation ${s.n}`, description: `${speakers} talk on ${s.date}`, type: 'project' }, body));
      index.syncFile({ id: projectId, paths: { memory } }, file);
      baseline.add(String(s.n), `${speakers} ${s.date}\n${body}`);
      fileCount++;
    }
    for (const q of sample.qa) {
      const gold = evidenceSessions(q.evidence);
      if (gold.size === 0) continue;
      const toSession = (f: string) => Number(/session_(\d+)\.md/.exec(f)![1]);
      // one ungated search: the first 20 ranked, and what /v1/recall shows offline — the lexical
      // pick among the candidates that pass the gate
      const found = recall.candidates(projectId, q.question, { gate: false });
      const ranked = found.slice(0, 20).map((c) => toSession(c.file));
      const gatedRanked = lexicalPick(found.filter((c) => c.relevant), RECALL_MAX_FILES).map((c) => toSession(c.file));
      const base = baseline.search(q.question, 20).map(Number);
      for (const [m, r] of [[ours, ranked], [plain, base], [gated, gatedRanked]] as const) {
        for (const key of [q.category, q.category <= 4 ? 0 : -1]) {
          if (!m.has(key)) m.set(key, empty());
          score(m.get(key)!, r, gold);
        }
      }
    }
  });
  db.close();

  const names: Record<number, string> = { 0: 'categories 1–4', 1: '1 multi-hop', 2: '2 temporal', 3: '3 open-domain', 4: '4 single-hop', 5: '5 adversarial' };
  const pct = (x: number, n: number) => `${((100 * x) / n).toFixed(1)}%`;
  const rows = [0, 1, 2, 3, 4, 5].map((k) => {
    const o = ours.get(k)!;
    const p = plain.get(k)!;
    const g = gated.get(k)!;
    return [names[k]!, o.n, pct(p.r5, p.n), pct(o.r5, o.n), pct(p.r20, p.n), pct(o.r20, o.n), pct(g.r5, g.n)];
  });
  const chatter = offlineKeepsOnChatter(samples);
  const markdown = [
    `### Retrieval quality: LoCoMo-10 (${samples.length} conversations, ${fileCount} session files, one project each)`,
    '',
    'recall@k = share of a question\'s evidence sessions among the top k files, averaged over questions.',
    '',
    table(['questions', 'n', 'plain BM25 @5', 'memoryd @5', 'plain BM25 @20', 'memoryd @20', 'memoryd /v1/recall (gated, ≤5)'], rows),
    '',
    `### Offline extraction on chat (the same conversations: ${chatter.turns} turns, each read as the user's reply to the turn before)`,
    '',
    'People talking about their lives: nothing in it is a rule, a convention or a fact about a code project, so every statement kept is a false keep.',
    '',
    table(['statements kept', 'per 1,000 turns', ...Object.keys(chatter.kinds)], [[chatter.kept, ((1000 * chatter.kept) / chatter.turns).toFixed(1), ...Object.values(chatter.kinds)]]),
  ].join('\n');
  const data = { ...Object.fromEntries([0, 1, 2, 3, 4, 5].map((k) => [names[k], { ours: ours.get(k), plain: plain.get(k), gated: gated.get(k) }])), offline_chatter: chatter };
  return { markdown, data };
}

/** What rule-based extraction would keep from chat: each turn as a reply to the one before it. */
function offlineKeepsOnChatter(samples: Sample[]): { turns: number; kept: number; kinds: Record<string, number> } {
  let turns = 0;
  const kinds: Record<string, number> = {};
  for (const sample of samples) {
    for (const s of sessionsOf(sample)) {
      s.turns.forEach((t, i) => {
        turns++;
        const before = i > 0 ? [{ role: 'assistant' as const, text: s.turns[i - 1]!.text }] : [];
        for (const st of extractStatements([...before, { role: 'user', text: t.text }])) kinds[st.kind] = (kinds[st.kind] ?? 0) + 1;
      });
    }
  }
  return { turns, kept: Object.values(kinds).reduce((a, b) => a + b, 0), kinds };
}
