// Offline extraction on labelled statements (bench/data/statements.json, written for memoryd):
// how many of the user's lasting words it keeps, and how many requests and chatter it keeps by
// mistake, in English and in Chinese. The sets were fitted to after their held-out run, so this is
// a regression check; the held-out figures are in the README.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { extractStatements, standsAlone } from '../src/memory/offline-extract.js';
import { ROOT, table } from './lib.js';

interface Labelled {
  keep: string[];
  skip: string[];
}

const AGENT_SAID = { en: 'Done.', zh: '好的。' } as const;

export async function benchStatements(): Promise<{ markdown: string; data: unknown }> {
  const sets = JSON.parse(readFileSync(join(ROOT, 'bench', 'data', 'statements.json'), 'utf8')) as Record<'en' | 'zh', Labelled>;
  const rows: Array<Array<string | number>> = [];
  const data: Record<string, unknown> = {};
  for (const lang of ['en', 'zh'] as const) {
    // (what the extraction job writes: a statement that cannot stand alone stays in the session's notes)
    const kept = (text: string) => extractStatements([{ role: 'assistant', text: AGENT_SAID[lang] }, { role: 'user', text }]).filter(standsAlone).length > 0;
    const missed = sets[lang].keep.filter((t) => !kept(t));
    const wrong = sets[lang].skip.filter(kept);
    const keep = sets[lang].keep.length;
    const skip = sets[lang].skip.length;
    rows.push([lang, `${keep - missed.length} / ${keep}`, `${wrong.length} / ${skip}`]);
    data[lang] = { keep, kept: keep - missed.length, missed, skip, falsely_kept: wrong };
  }
  const slowest = slowestLongMessage();
  const median = medianLabelled(sets);
  data.slowest_long_message = slowest;
  data.median_labelled_message_ms = median;
  const markdown = [
    '### Offline extraction on labelled statements (bench/data/statements.json; a regression check: the sets were fitted to after their held-out run)',
    '',
    table(['language', 'statements worth keeping, kept', 'requests and chatter, kept by mistake'], rows),
    '',
    `Slowest of ${slowest.messages} long messages built from a few pieces repeated (what makes a pattern backtrack), after warm-up, the best of three passes each: ${slowest.ms} ms (${slowest.chars} characters); the median labelled message: ${median} ms.`,
  ].join('\n');
  return { markdown, data };
}

/**
 * Extraction reads whatever a user types, so no pattern may take long on any message: long ones
 * (up to the 3,000 characters read whole) made of a few pieces repeated many times — open quotes,
 * clause openers, "instead of", Chinese — the shapes that make a careless pattern backtrack. The
 * inputs are the same every run (a fixed seed).
 */
function slowestLongMessage(): { messages: number; ms: number; chars: number } {
  const pieces = ['we always ', 'never ', "don't ", 'the ', 'our ', 'tests ', ', so ', ' and ', ', ', ': ', ' — ', '"', '“', 'is ', 'must ', 'be ', 'run ', 'in this repo ', 'every ', 'only ', 'not ', 'because ', '- ', '\n', '> ', '我们', '不要', '，', '都', '必须', '123 ', 'fyi ', 'btw ', 'remember that ', 'please ', 'can you ', 'if ', 'when ', '(', "it's ", 'that ', 'instead of ', 'so that ', 'the reviewer is right, '];
  let seed = 42;
  const next = () => (seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff;
  const inputs: string[] = [];
  for (let i = 0; i < 400; i++) {
    const pick = Array.from({ length: 3 }, () => pieces[Math.floor(next() * pieces.length)]!);
    let text = '';
    while (text.length < [120, 600, 1500, 2900][i % 4]!) text += pick[Math.floor(next() * pick.length)];
    inputs.push(text);
  }
  const run = (text: string) => extractStatements([{ role: 'assistant', text: 'Done.' }, { role: 'user', text }]);
  for (const text of inputs) run(text); // warm-up: the first use of each pattern compiles it
  // (each message timed three times and its best kept: one pass holds whatever pause the host or the collector takes,
  // which on a shared host moved this figure by half from run to run while the forms read the same)
  let slowest = { ms: 0, chars: 0 };
  for (const text of inputs) {
    let ms = Infinity;
    for (let pass = 0; pass < 3; pass++) {
      const t0 = performance.now();
      run(text);
      ms = Math.min(ms, performance.now() - t0);
    }
    if (ms > slowest.ms) slowest = { ms, chars: text.length };
  }
  return { messages: inputs.length, ms: Number(slowest.ms.toFixed(2)), chars: slowest.chars };
}

/** The median time to read one labelled message, for scale. */
function medianLabelled(sets: Record<'en' | 'zh', Labelled>): number {
  const times = [...sets.en.keep, ...sets.en.skip].map((text) => {
    const t0 = performance.now();
    extractStatements([{ role: 'assistant', text: 'Done.' }, { role: 'user', text }]);
    return performance.now() - t0;
  });
  times.sort((a, b) => a - b);
  return Number(times[Math.floor(times.length / 2)]!.toFixed(3));
}
