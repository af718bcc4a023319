// npm run bench [-- section…] [--duration S]: runs the benchmarks and prints markdown tables.
// Results also go to bench/results/latest.json.
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { benchIntake } from './intake.js';
import { benchLocomo } from './locomo.js';
import { benchRecall } from './recall.js';
import { benchExtract } from './extract.js';
import { ROOT } from './lib.js';

const sections: Record<string, (durationS: number) => Promise<{ markdown: string; data: unknown }>> = {
  intake: benchIntake,
  recall: benchRecall,
  locomo: benchLocomo,
  extract: benchExtract,
};

const { positionals, values } = parseArgs({ allowPositionals: true, options: { duration: { type: 'string', default: '10' } } });
const chosen = positionals.length ? positionals : Object.keys(sections);
const durationS = Number(values.duration);
const out: Record<string, unknown> = { date: new Date().toISOString(), node: process.version, cpus: cpus().length, cpu: cpus()[0]?.model };
console.log(`memoryd benchmarks · node ${process.version} · ${cpus().length} × ${cpus()[0]?.model}\n`);
for (const name of chosen) {
  const run = sections[name];
  if (!run) throw new Error(`unknown section ${name}; known: ${Object.keys(sections).join(', ')}`);
  const r = await run(durationS);
  console.log(r.markdown + '\n');
  out[name] = r.data;
}
mkdirSync(join(ROOT, 'bench', 'results'), { recursive: true });
writeFileSync(join(ROOT, 'bench', 'results', 'latest.json'), JSON.stringify(out, null, 2) + '\n');
