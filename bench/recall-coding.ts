// Recall on a coding project's prompts (bench/data/recall-coding.json, written for memoryd):
// which memories offline recall shows for each prompt, against the prompt's labels. LoCoMo
// measures whether the right file is among the first k; this measures what an agent is shown —
// the relevant memories, and nothing for the everyday requests no memory bears on. The
// baseline in the same run is the same ranking without the relevance gate (its top 5).
import { mkdirSync, mkdtempSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { systemClock } from '../src/clock.js';
import { renderMemory, type MemoryType } from '../src/memory/frontmatter.js';
import { atomicWrite } from '../src/memory/memdir.js';
import { RECALL_MAX_FILES } from '../src/memory/recall.js';
import { MemoryIndex } from '../src/services/memory-index.js';
import { RecallService } from '../src/services/recall.js';
import { openDb } from '../src/store/db.js';
import { MemoryFileStore } from '../src/store/memory-files.js';
import { ROOT, benchDir, table } from './lib.js';

interface Labelled {
  name: string;
  memories: Array<{ file: string; type: MemoryType; name: string; description: string; body: string }>;
  prompts: Array<{ prompt: string; relevant: string[] }>;
}

interface Tally {
  shown: number;
  shownRelevant: number;
  relevant: number;
  found: number;
  /** Prompts no memory bears on, and how many of them were shown something. */
  idle: number;
  idleShown: number;
  /** Prompts the gate lets through: with a model, each of these is a model call. */
  asks: number;
  misses: string[];
  noise: string[];
}

const tally = (): Tally => ({ shown: 0, shownRelevant: 0, relevant: 0, found: 0, idle: 0, idleShown: 0, asks: 0, misses: [], noise: [] });

function count(t: Tally, prompt: string, relevant: string[], shown: string[]): void {
  const hits = shown.filter((f) => relevant.includes(f));
  t.shown += shown.length;
  t.shownRelevant += hits.length;
  t.relevant += relevant.length;
  t.found += hits.length;
  if (relevant.length === 0) {
    t.idle++;
    if (shown.length) t.idleShown++;
  }
  if (hits.length < relevant.length) t.misses.push(prompt);
  for (const f of shown) if (!relevant.includes(f)) t.noise.push(`${prompt} → ${f}`);
}

/** One set: its memories in a project of their own, each prompt asked with and without the gate. */
async function runSet(set: Labelled, dir: string): Promise<{ gated: Tally; ungated: Tally }> {
  const db = openDb(join(dir, 'bench.db'));
  const files = new MemoryFileStore(db);
  const index = new MemoryIndex(db, files, systemClock);
  const recall = new RecallService({ db, clock: systemClock });
  db.prepare(`INSERT INTO projects (id, root, slug, created_at, updated_at) VALUES (1, '/bench/coding', 'coding', 0, 0)`).run();
  const memory = join(dir, 'memory');
  mkdirSync(memory);
  for (const m of set.memories) {
    atomicWrite(join(memory, m.file), renderMemory({ name: m.name, description: m.description, type: m.type }, m.body));
    index.syncFile({ id: 1, paths: { memory } }, m.file);
  }
  const gated = tally();
  const ungated = tally();
  for (const p of set.prompts) {
    // what /v1/recall shows offline (a fresh session each time: nothing surfaced before)
    const shown = (await recall.recall({ projectId: 1, query: p.prompt })).memories.map((m) => m.file);
    count(gated, p.prompt, p.relevant, shown);
    // one ungated search: each candidate says whether it passes the gate
    const found = recall.candidates(1, p.prompt, { gate: false });
    if (found.some((c) => c.relevant)) gated.asks++;
    if (found.length > 0) ungated.asks++;
    count(ungated, p.prompt, p.relevant, found.slice(0, RECALL_MAX_FILES).map((c) => c.file));
  }
  db.close();
  return { gated, ungated };
}

export async function benchRecallCoding(): Promise<{ markdown: string; data: unknown }> {
  const { sets } = JSON.parse(readFileSync(join(ROOT, 'bench', 'data', 'recall-coding.json'), 'utf8')) as { sets: Labelled[] };
  const pct = (x: number, n: number) => (n ? `${((100 * x) / n).toFixed(1)}%` : 'n/a');
  const rows: string[][] = [];
  const notes: string[] = [];
  const data: Record<string, unknown> = {};
  for (const set of sets) {
    const r = await runSet(set, mkdtempSync(join(benchDir(), 'memoryd-recall-coding-')));
    const idle = set.prompts.filter((p) => !p.relevant.length).length;
    const row = (ranking: string, t: Tally) => [
      `${set.name}: ${set.memories.length} memories, ${set.prompts.length} prompts (${idle} everyday)`,
      ranking,
      pct(t.shownRelevant, t.shown),
      pct(t.found, t.relevant),
      `${t.idleShown} of ${t.idle}`,
      (t.shown / set.prompts.length).toFixed(2),
      `${t.asks} of ${set.prompts.length}`,
    ];
    rows.push(row('top 5, no gate', r.ungated), row('memoryd /v1/recall (gated, ≤5)', r.gated));
    notes.push(`${set.name} — missed: ${r.gated.misses.map((m) => `"${m}"`).join('; ') || 'none'}; shown without bearing on the prompt: ${r.gated.noise.map((m) => `"${m}"`).join('; ') || 'none'}.`);
    data[set.name] = r;
  }
  const markdown = [
    '### Recall on coding prompts (bench/data/recall-coding.json: what an agent is shown offline, against labels)',
    '',
    table(['set', 'ranking', 'precision (shown that bear on the prompt)', 'recall (labelled shown)', 'everyday prompts shown something', 'memories shown a prompt', 'prompts that would ask a model'], rows),
    '',
    ...notes.flatMap((n) => [n, '']),
  ].join('\n');
  return { markdown, data };
}
