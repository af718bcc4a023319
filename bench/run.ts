// npm run bench [-- section…] [--duration S]: runs the benchmarks and prints markdown tables.
// Results also go to bench/results/latest.json: a full run writes it anew; a run of some
// sections replaces those in it, keeps the others, and records when each was run again.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { benchIntake } from './intake.js';
import { benchLocomo } from './locomo.js';
import { benchRecall } from './recall.js';
import { benchRecallCoding } from './recall-coding.js';
import { benchExtract } from './extract.js';
import { benchHooks } from './hooks.js';
import { benchSessions } from './sessions.js';
import { benchStatements } from './statements.js';
import { benchStatus } from './status.js';
import { benchTyping } from './typing.js';
import { ROOT } from './lib.js';

const sections: Record<string, (durationS: number) => Promise<{ markdown: string; data: unknown }>> = {
  intake: benchIntake,
  recall: benchRecall,
  locomo: benchLocomo,
  coding: benchRecallCoding,
  extract: benchExtract,
  hooks: benchHooks,
  statements: benchStatements,
  typing: benchTyping,
  sessions: benchSessions,
  status: benchStatus,
};

const { positionals, values } = parseArgs({ allowPositionals: true, options: { duration: { type: 'string', default: '10' } } });
const chosen = positionals.length ? positionals : Object.keys(sections);
const durationS = Number(values.duration);
// Daemon homes and databases (hundreds of MB) go to one folder for this run, removed at the
// end unless MEMORYD_BENCH_DIR names a folder of the caller's.
const ownDir = process.env.MEMORYD_BENCH_DIR ? null : mkdtempSync(join(tmpdir(), 'memoryd-bench-run-'));
if (ownDir) process.env.MEMORYD_BENCH_DIR = ownDir;
process.on('exit', () => ownDir && rmSync(ownDir, { recursive: true, force: true }));
const latest = join(ROOT, 'bench', 'results', 'latest.json');
const partial = positionals.length > 0 && existsSync(latest);
const out: Record<string, unknown> = partial
  ? (JSON.parse(readFileSync(latest, 'utf8')) as Record<string, unknown>)
  : { date: new Date().toISOString(), node: process.version, cpus: cpus().length, cpu: cpus()[0]?.model };
const rerun = (out.rerun ?? {}) as Record<string, string>;
console.log(`memoryd benchmarks · node ${process.version} · ${cpus().length} × ${cpus()[0]?.model}\n`);
for (const name of chosen) {
  const run = sections[name];
  if (!run) throw new Error(`unknown section ${name}; known: ${Object.keys(sections).join(', ')}`);
  const r = await run(durationS);
  console.log(r.markdown + '\n');
  out[name] = r.data;
  if (partial) rerun[name] = `${new Date().toISOString()} (node ${process.version})`;
}
if (partial) out.rerun = rerun;
mkdirSync(join(ROOT, 'bench', 'results'), { recursive: true });
writeFileSync(latest, JSON.stringify(out, null, 2) + '\n');
