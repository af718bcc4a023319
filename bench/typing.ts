// Offline extraction on the labelled English statements typed as users type them: capitalised with a full stop, in
// haste (apostrophes left out, texting shorthand), with words said in passing first, with thanks or a face last, and
// after a request in the same message. Each reading is compared with the statements as labelled: how many keeps are
// still kept, how many look-alikes are kept by mistake. The wrappings are fixed (each line gets the next in turn), so a
// run is the same every time.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { extractStatements, standsAlone } from '../src/memory/offline-extract.js';
import { ROOT, table } from './lib.js';

const kept = (text: string) => extractStatements([{ role: 'assistant', text: 'Done.' }, { role: 'user', text }]).filter(standsAlone).length > 0;

const OPENERS = ['oh and ', 'also, ', 'one more thing: ', 'quick note - ', 'fwiw ', 'just fyi, ', 'btw ', 'oh also '];
const CLOSERS = [' thanks!', ' :)', ' 🙏', ', thx', ' lol', '!!', ' ty'];
const REQUESTS = ['Can you fix the failing test? ', 'Please add a test for this. ', 'Looks good, merge it. ', 'Ok thanks. '];

/** Typed in haste: apostrophes left out, and the shorthand many type. */
const inHaste = (t: string) =>
  t
    .replace(/\b(don|doesn|didn|can|won|isn|aren|wasn|weren|shouldn|wouldn|couldn|haven|hasn)['’]t\b/gi, '$1t')
    .replace(/\b(I|you|we|they)['’](m|re|ve|ll|d)\b/gi, '$1$2')
    .replace(/\b(it|that|there|what)['’]s\b/gi, '$1s')
    .replace(/\bbecause\b/gi, 'bc')
    .replace(/\bthrough\b/gi, 'thru')
    .replace(/\byou\b/gi, 'u')
    .replace(/\bplease\b/gi, 'pls')
    .replace(/\bwithout\b/gi, 'w/o')
    .replace(/\bwith\b/gi, 'w/');

/** How each reading changes a line; a line it leaves as it was is not counted. */
const READINGS: Array<[string, (t: string, i: number) => string]> = [
  ['capitalised, with a full stop', (t) => (/^[a-z]/.test(t) ? t.charAt(0).toUpperCase() + t.slice(1) + (/[.!?]$/.test(t) ? '' : '.') : t)],
  ['in haste (no apostrophes, shorthand)', inHaste],
  ['said in passing first ("quick note -", "oh also", "fyi")', (t, i) => OPENERS[i % OPENERS.length] + t],
  ['thanks or a face last ("thx", "lol", "🙏")', (t, i) => t.replace(/[.!]$/, '') + CLOSERS[i % CLOSERS.length]],
  ['after a request in the same message', (t, i) => REQUESTS[i % REQUESTS.length] + t],
];

export async function benchTyping(): Promise<{ markdown: string; data: unknown }> {
  const en = (JSON.parse(readFileSync(join(ROOT, 'bench', 'data', 'statements.json'), 'utf8')) as { en: { keep: string[]; skip: string[] } }).en;
  // (one line each: a message of many lines is a paste, which these wrappings do not model)
  const keeps = en.keep.filter((t) => !t.includes('\n') && kept(t));
  const skips = en.skip.filter((t) => !t.includes('\n') && !kept(t));
  const rows: Array<Array<string | number>> = [];
  const data: Record<string, unknown> = {};
  for (const [name, read] of READINGS) {
    const keepsRead = keeps.map((t, i) => [t, read(t, i)] as const).filter(([t, r]) => r !== t);
    const skipsRead = skips.map((t, i) => [t, read(t, i)] as const).filter(([t, r]) => r !== t);
    const still = keepsRead.filter(([, r]) => kept(r)).length;
    const wrong = skipsRead.filter(([, r]) => kept(r)).length;
    rows.push([name, `${still} / ${keepsRead.length}`, `${wrong} / ${skipsRead.length}`]);
    data[name] = { keeps: keepsRead.length, still_kept: still, look_alikes: skipsRead.length, kept_by_mistake: wrong };
  }
  const markdown = [
    '### The labelled English statements typed as users type them (bench/data/statements.json; each line kept, or not, as labelled when typed plainly)',
    '',
    table(['typed', 'keeps still kept', 'look-alikes kept by mistake'], rows),
  ].join('\n');
  return { markdown, data };
}
