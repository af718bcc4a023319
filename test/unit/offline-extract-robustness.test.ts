import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { StatementReader } from '../../src/memory/offline-extract.js';

/**
 * The forms are hundreds of patterns, some of which read a sentence again in other words; none may throw or loop on any
 * text a user types. Sentences are built from the labelled set's (cut and joined, said of other subjects, in the
 * progressive, with an adverb), the same ones on every run.
 */
const sets = JSON.parse(readFileSync(join(__dirname, '../../bench/data/statements.json'), 'utf8')) as Record<'en' | 'zh', Record<'keep' | 'skip', string[]>>;
const labelled = [...sets.en.keep, ...sets.en.skip, ...sets.zh.keep, ...sets.zh.skip];
const words = labelled.join(' ').split(/\s+/).filter(Boolean);
const ingWords = words.filter((w) => /^[a-z]{3,}ing$/.test(w));

function generated(n: number, seed: number): string[] {
  let state = seed;
  const next = () => (state = (state * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff;
  const pick = <T>(a: T[]) => a[Math.floor(next() * a.length)]!;
  const subjects = ['we', 'we are', "we're", 'the team', 'the team are', 'our team is', 'our team are', 'I', "I'm", 'they are', '我们', '团队'];
  return Array.from({ length: n }, () => {
    const r = next();
    if (r < 0.25) {
      const a = pick(labelled).split(/\s+/);
      const b = pick(labelled).split(/\s+/);
      return [...a.slice(0, Math.ceil(next() * a.length)), ...b.slice(Math.floor(next() * b.length))].join(' ');
    }
    if (r < 0.5) return `${pick(subjects)} ${pick(labelled).replace(/^\S+\s+/, '')}`;
    if (r < 0.7) return `${pick(subjects)} ${pick(ingWords)} ${pick(['only', 'always', 'never', ''])} ${pick(labelled).split(/\s+/).slice(-5).join(' ')}`;
    if (r < 0.85) return Array.from({ length: 3 + Math.floor(next() * 25) }, () => pick(words)).join(next() < 0.2 ? ', ' : ' ');
    return `${pick(labelled)}${pick([' so ', ', ', ' and ', ' but ', '，', ' because '])}${pick(labelled)}`;
  });
}

describe('offline extraction on any text', () => {
  it('reads 3,000 sentences built from the labelled ones, each after a reply and after a question, and fails on none', () => {
    const reader = new StatementReader();
    for (const [i, text] of generated(3_000, 7).entries()) {
      reader.read([{ role: 'assistant', text: i % 2 ? 'Done.' : 'Should I use npm or pnpm?' }, { role: 'user', text }]);
    }
    expect(reader.unread).toEqual([]);
    // (34 s beside other work on a slower 2-core host, past the 30 s default: a check that none fails, not of how fast)
  }, 120_000);
});
