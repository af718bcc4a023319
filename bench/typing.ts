// Offline extraction on the labelled statements typed as users type them: in English capitalised with a full stop, in
// haste (apostrophes left out, texting shorthand), with words said in passing first, with thanks or a face last,
// after a request in the same message, before one, with a greeting first, and with a label of emphasis first; in Chinese closed
// with a full stop (。), with no spaces around Latin words, with commas typed half-width, with a particle or thanks last, with
// words said in passing first, and after a request or before one. Each
// reading is compared with the statements as labelled: how many keeps are still kept, how many look-alikes are kept by
// mistake. The wrappings are fixed (each line gets the next in turn), so a run is the same every time.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { extractStatements, standsAlone } from '../src/memory/offline-extract.js';
import { ROOT, table } from './lib.js';

const AGENT_SAID = { en: 'Done.', zh: '好的。' } as const;
const keptIn = (lang: 'en' | 'zh') => (text: string) => extractStatements([{ role: 'assistant', text: AGENT_SAID[lang] }, { role: 'user', text }]).filter(standsAlone).length > 0;

const OPENERS = ['oh and ', 'also, ', 'one more thing: ', 'quick note - ', 'fwiw ', 'just fyi, ', 'btw ', 'oh also '];
const CLOSERS = [' thanks!', ' :)', ' 🙏', ', thx', ' lol', '!!', ' ty'];
const REQUESTS = ['Can you fix the failing test? ', 'Please add a test for this. ', 'Looks good, merge it. ', 'Ok thanks. '];
const GREETINGS = ['hey, ', 'hi! ', 'Hey Claude, ', 'hello - ', 'morning! ', 'ok so '];
const LABELS = ['IMPORTANT: ', 'Note: ', 'NB: '];
const ZH_OPENERS = ['对了，', '顺便说一下，', '另外，', '补充一下：', '哦对，', '提醒一下，'];
const ZH_CLOSERS = ['哈', '啦', '哦', '，谢谢', '~', '，辛苦了', ' 🙏'];
const ZH_REQUESTS = ['帮我把这个测试修一下。', '先跑一下测试。', '好的，合并吧。', '收到，谢谢。'];
// (what is asked next, after the statement: to change something, or only to run or hand in what was done)
const NEXT_REQUESTS = [' Can you fix the failing test?', ' Anyway, please update the changelog.', ' Now run the tests.', ' Then open a PR.'];
const ZH_NEXT_REQUESTS = ['帮我把这个测试修一下。', '然后跑一下测试。', '接着提个 PR 吧。', '先看看 CI 为什么挂了。'];

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
const READINGS: Array<[string, (t: string, i: number) => string, ('en' | 'zh')?]> = [
  ['capitalised, with a full stop', (t) => (/^[a-z]/.test(t) ? t.charAt(0).toUpperCase() + t.slice(1) + (/[.!?]$/.test(t) ? '' : '.') : t)],
  ['in haste (no apostrophes, shorthand)', inHaste],
  ['said in passing first ("quick note -", "oh also", "fyi")', (t, i) => OPENERS[i % OPENERS.length] + t],
  ['thanks or a face last ("thx", "lol", "🙏")', (t, i) => t.replace(/[.!]$/, '') + CLOSERS[i % CLOSERS.length]],
  ['after a request in the same message', (t, i) => REQUESTS[i % REQUESTS.length] + t],
  ['before a request in the same message', (t, i) => (/[.!?]$/.test(t) ? t : `${t}.`) + NEXT_REQUESTS[i % NEXT_REQUESTS.length]],
  ['with a greeting first ("Hey Claude,", "hi!", "ok so")', (t, i) => GREETINGS[i % GREETINGS.length] + t],
  ['with a label of emphasis first ("IMPORTANT:", "Note:", "NB:")', (t, i) => LABELS[i % LABELS.length] + t],
  ['in Chinese, closed with 。', (t) => (/[。！!？?.…）)」”]$/.test(t) ? t : `${t}。`), 'zh'],
  ['in Chinese, no spaces around Latin words', (t) => t.replace(/(?<=[\u4e00-\u9fff]) (?=[A-Za-z0-9])|(?<=[A-Za-z0-9]) (?=[\u4e00-\u9fff])/g, ''), 'zh'],
  ['in Chinese, commas typed half-width', (t) => t.replace(/，/g, ','), 'zh'],
  ['in Chinese, a particle or thanks last (哈, 啦, ，谢谢)', (t, i) => t.replace(/[。！]$/, '') + ZH_CLOSERS[i % ZH_CLOSERS.length], 'zh'],
  ['in Chinese, said in passing first (对了，, 顺便说一下，)', (t, i) => ZH_OPENERS[i % ZH_OPENERS.length] + t, 'zh'],
  ['in Chinese, after a request in the same message', (t, i) => ZH_REQUESTS[i % ZH_REQUESTS.length] + t, 'zh'],
  ['in Chinese, before a request in the same message', (t, i) => (/[。！？!?]$/.test(t) ? t : `${t}。`) + ZH_NEXT_REQUESTS[i % ZH_NEXT_REQUESTS.length], 'zh'],
];

export async function benchTyping(): Promise<{ markdown: string; data: unknown }> {
  const sets = JSON.parse(readFileSync(join(ROOT, 'bench', 'data', 'statements.json'), 'utf8')) as Record<'en' | 'zh', { keep: string[]; skip: string[] }>;
  // (one line each: a message of many lines is a paste, which these wrappings do not model)
  const plainly = (lang: 'en' | 'zh') => {
    const kept = keptIn(lang);
    return { kept, keeps: sets[lang].keep.filter((t) => !t.includes('\n') && kept(t)), skips: sets[lang].skip.filter((t) => !t.includes('\n') && !kept(t)) };
  };
  const byLang = { en: plainly('en'), zh: plainly('zh') };
  const rows: Array<Array<string | number>> = [];
  const data: Record<string, unknown> = {};
  for (const [name, read, lang = 'en'] of READINGS) {
    const { kept, keeps, skips } = byLang[lang];
    const keepsRead = keeps.map((t, i) => [t, read(t, i)] as const).filter(([t, r]) => r !== t);
    const skipsRead = skips.map((t, i) => [t, read(t, i)] as const).filter(([t, r]) => r !== t);
    const still = keepsRead.filter(([, r]) => kept(r)).length;
    const wrong = skipsRead.filter(([, r]) => kept(r)).length;
    rows.push([name, `${still} / ${keepsRead.length}`, `${wrong} / ${skipsRead.length}`]);
    data[name] = { keeps: keepsRead.length, still_kept: still, look_alikes: skipsRead.length, kept_by_mistake: wrong };
  }
  const markdown = [
    '### The labelled statements typed as users type them (bench/data/statements.json; each line kept, or not, as labelled when typed plainly)',
    '',
    table(['typed', 'keeps still kept', 'look-alikes kept by mistake'], rows),
  ].join('\n');
  return { markdown, data };
}
