import { describe, expect, it } from 'vitest';
import { PriceTable } from '../../src/llm/prices.js';

describe('model prices', () => {
  const usage = { input_tokens: 1_000_000, output_tokens: 0, cache_read_input_tokens: 1_000_000, cache_creation_input_tokens: 1_000_000 };

  it('prices a dated model id as its family, and cache writes at 1.25× input (2× for the 1-hour TTL)', () => {
    const t = new PriceTable();
    expect(t.cost('claude-haiku-4-5-20251001', usage)).toBeCloseTo(1.0 + 0.1 + 1.25, 6);
    expect(new PriceTable({}, '1h').cost('claude-haiku-4-5', usage)).toBeCloseTo(1.0 + 0.1 + 2.0, 6);
  });

  it('prices an unknown model like the dearest known one, whatever its name', () => {
    const t = new PriceTable();
    for (const model of ['some-local-model', 'constructor', '__proto__', 'toString']) {
      expect(t.known(model), model).toBe(false);
      expect(t.cost(model, usage), model).toBeCloseTo(2.0 + 0.2 + 2.5, 6);
    }
  });

  it('takes a price from the config over the default', () => {
    const t = new PriceTable({ 'claude-haiku-4-5': { input: 3, output: 0, cacheRead: 0, cacheWrite: 0 } });
    expect(t.cost('claude-haiku-4-5', usage)).toBeCloseTo(3, 6);
  });
});
