// Builds the model layer from config: the provider in use (anthropic with a key, offline
// without), the shared rate limiter, the price table and the usage ledger. The SDK is loaded
// only when there is a key: without one it would be some 16 MB of resident memory doing
// nothing (measured idle: 102 MB without a key, 118 MB with one).
import type { Logger } from 'pino';
import type { Clock, Random } from '../clock.js';
import type { Config } from '../config.js';
import type { Db } from '../store/db.js';
import { Breaker, type Pause } from './breaker.js';
import { OfflineProvider } from './offline.js';
import { PriceTable } from './prices.js';
import { RateLimiter } from './rate-limiter.js';
import type { Provider } from './types.js';
import { UsageLedger } from './usage.js';

export interface ModelLayer {
  provider: Provider;
  ledger: UsageLedger;
  prices: PriceTable;
  models: Config['models'];
  cacheTtl: '5m' | '1h';
  /** Null when model work may go ahead for this project; otherwise why not (the budget, or a pause). */
  blocked(projectId?: number | null): string | null;
  /** Set while model calls are paused because the API keeps failing: jobs wait until then. */
  paused(): Pause | null;
}

export async function createModelLayer(config: Config, db: Db, clock: Clock, log: Logger, random?: Random): Promise<ModelLayer> {
  const prices = new PriceTable(config.prices, config.llm.cacheTtl);
  const ledger = new UsageLedger(db, prices, clock, config.budget);
  const { apiKey, authToken, baseUrl } = config.anthropic;
  const provider: Provider =
    apiKey || authToken
      ? new (await import('./anthropic.js')).AnthropicProvider({
          ...(apiKey ? { apiKey } : {}),
          ...(authToken ? { authToken } : {}),
          ...(baseUrl ? { baseUrl } : {}),
          timeoutMs: config.llm.timeoutMs,
          maxRetries: config.llm.maxRetries,
          retryBaseMs: config.llm.retryBaseMs,
          limiter: new RateLimiter(config.llm, clock),
          breaker: new Breaker(clock, { threshold: config.llm.pauseAfterFailures, baseMs: config.llm.pauseMs, maxMs: config.llm.pauseMaxMs }),
          ledger,
          clock,
          log,
          ...(random ? { random } : {}),
        })
      : new OfflineProvider();
  return {
    provider,
    ledger,
    prices,
    models: config.models,
    cacheTtl: config.llm.cacheTtl,
    blocked: (projectId) => {
      const b = ledger.budgetState(projectId);
      return b.exceeded ? b.reason : (provider.paused?.()?.reason ?? null);
    },
    paused: () => provider.paused?.() ?? null,
  };
}
