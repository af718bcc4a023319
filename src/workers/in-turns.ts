// Work a job does a step at a time on the event loop, handed back to the loop every few
// milliseconds so requests and hooks are answered meanwhile. A fixed number of steps between
// turns does not bound the time: 200 messages of a few paragraphs each took the offline forms
// 115–150 ms (550 ms the first time, before the patterns were compiled) in one block.
import { setImmediate as nextTurn } from 'node:timers/promises';

/** How long a job holds the event loop before it lets requests through. */
export const TURN_BUDGET_MS = 8;

interface TurnOptions {
  signal?: AbortSignal;
  budgetMs?: number;
}

/** Takes the steps in order (each `next()` of the iterator does a part of the work), letting the event loop run whenever `budgetMs` has been spent; stops with the signal's reason once it is aborted. */
export async function stepsInTurns(steps: Iterable<unknown>, opts: TurnOptions = {}): Promise<void> {
  const budget = opts.budgetMs ?? TURN_BUDGET_MS;
  let since = performance.now();
  for (const step of steps) {
    void step;
    if (performance.now() - since >= budget) {
      await nextTurn();
      opts.signal?.throwIfAborted();
      since = performance.now();
    }
  }
}
