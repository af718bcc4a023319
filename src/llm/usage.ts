// The ledger of model calls: one llm_calls row per call, totals for status, daily budgets.
import { utcDay, type Clock } from '../clock.js';
import type { Db } from '../store/db.js';
import type { PriceTable } from './prices.js';
import type { CallMeta, Usage } from './types.js';

export interface BudgetConfig {
  dailyTokens: number;
  dailyUsd: number;
  projectDailyTokens: number;
  projectDailyUsd: number;
}

export interface BudgetState {
  exceeded: boolean;
  reason: string | null;
  today: { tokens: number; usd: number };
}

interface Totals {
  calls: number;
  input_tokens: number;
  output_tokens: number;
  cache_read_tokens: number;
  cache_write_tokens: number;
  cost_usd: number;
  errors: number;
}


const SUMS = `COUNT(*) AS calls, COALESCE(SUM(input_tokens), 0) AS input_tokens, COALESCE(SUM(output_tokens), 0) AS output_tokens,
  COALESCE(SUM(cache_read_tokens), 0) AS cache_read_tokens, COALESCE(SUM(cache_write_tokens), 0) AS cache_write_tokens,
  COALESCE(SUM(cost_usd), 0) AS cost_usd, COALESCE(SUM(error IS NOT NULL), 0) AS errors`;

const TOTALS = 'calls, input_tokens, output_tokens, cache_read_tokens, cache_write_tokens, cost_usd, errors';

export class UsageLedger {
  private readonly insert;

  constructor(
    private readonly db: Db,
    private readonly prices: PriceTable,
    private readonly clock: Clock,
    private readonly budget: BudgetConfig,
  ) {
    this.insert = db.prepare(
      `INSERT INTO llm_calls (at, day, kind, provider, model, job_id, project_id, session_id, input_tokens, output_tokens,
         cache_read_tokens, cache_write_tokens, cost_usd, latency_ms, stop_reason, error)
       VALUES (@at, @day, @kind, @provider, @model, @jobId, @projectId, @sessionId, @input, @output, @cacheRead, @cacheWrite,
         @cost, @latency, @stopReason, @error)`,
    );
  }

  record(meta: CallMeta, provider: string, model: string, usage: Usage | null, latencyMs: number, stopReason: string | null, error: string | null): void {
    const u = usage ?? { input_tokens: 0, output_tokens: 0, cache_read_input_tokens: 0, cache_creation_input_tokens: 0 };
    const at = this.clock.now();
    this.insert.run({
      at,
      day: utcDay(at),
      kind: meta.kind,
      provider,
      model,
      jobId: meta.jobId ?? null,
      projectId: meta.projectId ?? null,
      sessionId: meta.sessionId ?? null,
      input: u.input_tokens,
      output: u.output_tokens,
      cacheRead: u.cache_read_input_tokens,
      cacheWrite: u.cache_creation_input_tokens,
      cost: this.prices.cost(model, u),
      latency: Math.round(latencyMs),
      stopReason,
      error,
    });
  }

  /** Token and cost totals, today and all time, by kind and by project, with the cache-read share of input. */
  totals(): Record<string, unknown> {
    const day = utcDay(this.clock.now());
    const share = (t: Totals) => {
      const input = t.input_tokens + t.cache_read_tokens + t.cache_write_tokens;
      return input > 0 ? t.cache_read_tokens / input : null;
    };
    const group = (where: string, by: string, ...params: unknown[]) =>
      Object.fromEntries(
        (this.db.prepare(`SELECT ${by} AS k, ${SUMS} FROM llm_calls ${where} GROUP BY ${by}`).all(...params) as Array<Totals & { k: string | number | null }>).map(
          (r) => [String(r.k ?? 'none'), { ...r, k: undefined, cache_read_share: share(r) }],
        ),
      );
    const today = this.db.prepare(`SELECT ${SUMS} FROM llm_calls WHERE day = ?`).get(day) as Totals;
    // All time from the running totals an insert trigger keeps (migration 013), not a scan of every call.
    const kept = this.db.prepare(`SELECT scope, key, ${TOTALS} FROM llm_totals`).all() as Array<Totals & { scope: string; key: string }>;
    const none: Totals = { calls: 0, input_tokens: 0, output_tokens: 0, cache_read_tokens: 0, cache_write_tokens: 0, cost_usd: 0, errors: 0 };
    const { scope: _s, key: _k, ...all } = kept.find((r) => r.scope === 'all') ?? { scope: 'all', key: '', ...none };
    const allTime = (scope: string) =>
      Object.fromEntries(kept.filter((r) => r.scope === scope).map(({ scope: _, key, ...t }) => [key, { ...t, cache_read_share: share(t) }]));
    return {
      today: { ...today, cache_read_share: share(today), by_kind: group('WHERE day = ?', 'kind', day), by_project: group('WHERE day = ?', 'project_id', day) },
      all_time: { ...all, cache_read_share: share(all), by_kind: allTime('kind'), by_project: allTime('project') },
    };
  }

  /** Whether today's spending (global, or for the project) has reached a cap. */
  budgetState(projectId?: number | null): BudgetState {
    const day = utcDay(this.clock.now());
    const sum = (where: string, ...p: unknown[]) =>
      this.db
        .prepare(
          `SELECT COALESCE(SUM(input_tokens + output_tokens + cache_read_tokens + cache_write_tokens), 0) AS tokens,
                  COALESCE(SUM(cost_usd), 0) AS usd FROM llm_calls WHERE day = ? ${where}`,
        )
        .get(day, ...p) as { tokens: number; usd: number };
    const b = this.budget;
    const g = sum('');
    if (b.dailyTokens > 0 && g.tokens >= b.dailyTokens) return { exceeded: true, reason: `daily token budget reached (${g.tokens} of ${b.dailyTokens})`, today: g };
    if (b.dailyUsd > 0 && g.usd >= b.dailyUsd) return { exceeded: true, reason: `daily budget reached ($${g.usd.toFixed(4)} of $${b.dailyUsd})`, today: g };
    if (projectId != null && (b.projectDailyTokens > 0 || b.projectDailyUsd > 0)) {
      const p = sum('AND project_id = ?', projectId);
      if (b.projectDailyTokens > 0 && p.tokens >= b.projectDailyTokens) return { exceeded: true, reason: `project's daily token budget reached (${p.tokens} of ${b.projectDailyTokens})`, today: p };
      if (b.projectDailyUsd > 0 && p.usd >= b.projectDailyUsd) return { exceeded: true, reason: `project's daily budget reached ($${p.usd.toFixed(4)} of $${b.projectDailyUsd})`, today: p };
    }
    return { exceeded: false, reason: null, today: g };
  }
}
