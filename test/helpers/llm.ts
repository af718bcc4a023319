import { join } from 'node:path';
import { systemClock, type Clock } from '../../src/clock.js';
import { AnthropicProvider } from '../../src/llm/anthropic.js';
import { Breaker } from '../../src/llm/breaker.js';
import { PriceTable } from '../../src/llm/prices.js';
import { RateLimiter } from '../../src/llm/rate-limiter.js';
import { UsageLedger } from '../../src/llm/usage.js';
import { openDb, type Db } from '../../src/store/db.js';
import { FakeAnthropic, type FakeOptions, type Scenario } from '../fakes/anthropic-server.js';
import { tempDir } from './daemon.js';

export interface LlmRig {
  fake: FakeAnthropic;
  provider: AnthropicProvider;
  ledger: UsageLedger;
  db: Db;
  dir: string;
  close(): Promise<void>;
}

/** The real SDK provider pointed at a fake Messages API server, with a real SQLite ledger. */
export async function llmRig(
  scenario: Scenario,
  opts: FakeOptions & { clock?: Clock; timeoutMs?: number; maxRetries?: number; pauseAfterFailures?: number; budget?: Partial<ConstructorParameters<typeof UsageLedger>[3]> } = {},
): Promise<LlmRig> {
  const fake = await new FakeAnthropic(scenario, { apiKey: 'test-key', ...opts }).start();
  const dir = tempDir('memoryd-llm-');
  const db = openDb(join(dir, 'llm.db'));
  const clock = opts.clock ?? systemClock;
  const ledger = new UsageLedger(db, new PriceTable(), clock, { dailyTokens: 0, dailyUsd: 0, projectDailyTokens: 0, projectDailyUsd: 0, ...(opts.budget ?? {}) });
  const provider = new AnthropicProvider({
    apiKey: 'test-key',
    baseUrl: fake.url,
    timeoutMs: opts.timeoutMs ?? 5_000,
    maxRetries: opts.maxRetries ?? 3,
    retryBaseMs: 20,
    limiter: new RateLimiter({ requestsPerMinute: 1_000, maxConcurrent: 4 }, clock),
    breaker: new Breaker(clock, { threshold: opts.pauseAfterFailures ?? 1_000, baseMs: 30_000, maxMs: 600_000 }),
    ledger,
    clock,
    random: () => 0.5,
  });
  return {
    fake,
    provider,
    ledger,
    db,
    dir,
    async close() {
      await fake.stop();
      db.close();
    },
  };
}
