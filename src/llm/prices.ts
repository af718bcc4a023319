// USD per million tokens. Cache writes cost 1.25× input for the 5-minute TTL (2× for 1 hour);
// reads cost what the table says. A user's config.json `prices` entries override these.
import type { Usage } from './types.js';

export interface Price {
  input: number;
  output: number;
  cacheRead: number;
  cacheWrite?: number;
}

export const DEFAULT_PRICES: Record<string, Price> = {
  'claude-haiku-5-5': { input: 0.1, cacheRead: 0.01, output: 0.5 },
  'claude-sonnet-5-5': { input: 2.0, cacheRead: 0.2, output: 10.0 },
  'claude-haiku-4-5': { input: 1.0, cacheRead: 0.1, output: 5.0 },
};

/** Unknown models are priced like the dearest known one, so a budget errs on the safe side. */
const FALLBACK: Price = { input: 2.0, cacheRead: 0.2, output: 10.0 };

export class PriceTable {
  // A Map, so that a model named "constructor" is not found on Object's prototype.
  private readonly prices: Map<string, Price>;

  constructor(overrides: Record<string, Price> = {}, private readonly cacheTtl: '5m' | '1h' = '5m') {
    this.prices = new Map(Object.entries({ ...DEFAULT_PRICES, ...overrides }));
  }

  priceOf(model: string): Price {
    // Dated model ids (claude-haiku-5-5-20261001) use their family's price.
    const hit = this.prices.get(model) ?? [...this.prices].find(([k]) => model.startsWith(k + '-'))?.[1];
    return hit ?? FALLBACK;
  }

  known(model: string): boolean {
    return this.priceOf(model) !== FALLBACK;
  }

  cost(model: string, u: Usage): number {
    const p = this.priceOf(model);
    const write = p.cacheWrite ?? p.input * (this.cacheTtl === '1h' ? 2 : 1.25);
    return (u.input_tokens * p.input + u.output_tokens * p.output + u.cache_read_input_tokens * p.cacheRead + u.cache_creation_input_tokens * write) / 1e6;
  }
}
