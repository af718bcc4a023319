import { describe, expect, it } from 'vitest';
import { StatementReader } from '../../src/memory/offline-extract.js';
import { stepsInTurns } from '../../src/workers/in-turns.js';

/** Steps that each do one item's work as they are taken. */
function* each<T>(items: T[], work: (item: T) => void): Generator<void> {
  for (const item of items) yield work(item);
}

describe('work done in turns of the event loop', () => {
  it('lets the loop run once the budget is spent, and keeps going within it', async () => {
    const seen: string[] = [];
    // (a request arriving meanwhile: an immediate queued before the work starts)
    setImmediate(() => seen.push('request'));
    await stepsInTurns(each([1, 2, 3], (n) => seen.push(`item ${n}`)), { budgetMs: 0 });
    expect(seen).toEqual(['item 1', 'request', 'item 2', 'item 3']);

    const within: string[] = [];
    setImmediate(() => within.push('request'));
    await stepsInTurns(each([1, 2, 3], (n) => within.push(`item ${n}`)), { budgetMs: 60_000 });
    expect(within).toEqual(['item 1', 'item 2', 'item 3']);
  });

  it('stops with the signal\'s reason once it is aborted between turns', async () => {
    const stop = new AbortController();
    const done: number[] = [];
    const run = stepsInTurns(each([1, 2, 3], (n) => {
      done.push(n);
      if (n === 1) stop.abort(new Error('cancelled'));
    }), { signal: stop.signal, budgetMs: 0 });
    await expect(run).rejects.toThrow('cancelled');
    expect(done).toEqual([1]);
  });

  it('lets the loop run inside one long message, between its sentences', async () => {
    const seen: string[] = [];
    const reader = new StatementReader();
    const message = ['we always squash merge.', ...Array.from({ length: 20 }, (_, i) => `line ${i} of a pasted list`), 'never push to main directly.'].join('\n');
    setImmediate(() => seen.push(`request, ${reader.found.length} found so far`));
    await stepsInTurns(reader.steps([{ role: 'user', text: message }]), { budgetMs: 0 });
    expect(seen).toEqual(['request, 1 found so far']);
    expect(reader.found).toHaveLength(2);
  });
});
