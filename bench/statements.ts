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
  const markdown = [
    '### Offline extraction on labelled statements (bench/data/statements.json; a regression check: the sets were fitted to after their held-out run)',
    '',
    table(['language', 'statements worth keeping, kept', 'requests and chatter, kept by mistake'], rows),
  ].join('\n');
  return { markdown, data };
}
