import { afterEach, describe, expect, it } from 'vitest';
import { copyFileSync, mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { PriceTable } from '../../src/llm/prices.js';
import { UsageLedger } from '../../src/llm/usage.js';
import { openDb, type Db } from '../../src/store/db.js';
import { MIGRATIONS_DIR } from '../../src/store/migrate.js';
import { FakeClock } from '../helpers/clock.js';
import { tempDir } from '../helpers/daemon.js';

const noBudget = { dailyTokens: 0, dailyUsd: 0, projectDailyTokens: 0, projectDailyUsd: 0 };
const DAY = 24 * 60 * 60_000;

function addProjects(d: Db): void {
  for (const n of [1, 2]) d.prepare(`INSERT INTO projects (id, root, slug, created_at, updated_at) VALUES (?, ?, ?, 0, 0)`).run(n, `/srv/p${n}`, `-srv-p${n}`);
}

/** Model calls over three days, three kinds, two projects and none, one of them failed. */
function recordCalls(ledger: UsageLedger, clock: FakeClock): void {
  const kinds = ['extract', 'session_memory', 'recall'] as const;
  for (let i = 0; i < 30; i++) {
    if (i % 10 === 0) clock.advance(DAY);
    const usage = { input_tokens: 100 + i, output_tokens: 20 + i, cache_read_input_tokens: 1_000 * i, cache_creation_input_tokens: i % 3 === 0 ? 500 : 0 };
    ledger.record({ kind: kinds[i % 3]!, projectId: i % 4 === 3 ? null : 1 + (i % 2) }, 'anthropic', 'claude-sonnet-4-5', i === 7 ? null : usage, 10, 'end_turn', i === 7 ? 'HTTP 529' : null);
  }
}

/** The all-time figures summed from every call, as the status used to. */
function scanned(db: Db) {
  const sums = `COUNT(*) AS calls, SUM(input_tokens) AS input_tokens, SUM(output_tokens) AS output_tokens, SUM(cache_read_tokens) AS cache_read_tokens,
    SUM(cache_write_tokens) AS cache_write_tokens, SUM(cost_usd) AS cost_usd, SUM(error IS NOT NULL) AS errors`;
  const by = (col: string) =>
    Object.fromEntries((db.prepare(`SELECT ${col} AS k, ${sums} FROM llm_calls GROUP BY ${col}`).all() as Array<{ k: unknown } & Record<string, number>>).map(({ k, ...t }) => [String(k ?? 'none'), t]));
  return { all: db.prepare(`SELECT ${sums} FROM llm_calls`).get() as Record<string, number>, kind: by('kind'), project: by('project_id') };
}

function expectSame(ledger: UsageLedger, db: Db): void {
  const t = ledger.totals() as { all_time: Record<string, unknown> & { by_kind: Record<string, Record<string, number>>; by_project: Record<string, Record<string, number>> } };
  const want = scanned(db);
  const strip = (o: Record<string, unknown>) => Object.fromEntries(Object.entries(o).filter(([k]) => k !== 'cache_read_share' && k !== 'by_kind' && k !== 'by_project'));
  const close = (got: Record<string, unknown>, exp: Record<string, number>) => {
    expect(Object.keys(strip(got)).sort()).toEqual(Object.keys(exp).sort());
    for (const [k, v] of Object.entries(exp)) expect(got[k] as number, k).toBeCloseTo(v, 9);
  };
  close(t.all_time, want.all);
  expect(Object.keys(t.all_time.by_kind).sort()).toEqual(Object.keys(want.kind).sort());
  for (const [k, v] of Object.entries(want.kind)) close(t.all_time.by_kind[k]!, v);
  expect(Object.keys(t.all_time.by_project).sort()).toEqual(Object.keys(want.project).sort());
  for (const [k, v] of Object.entries(want.project)) close(t.all_time.by_project[k]!, v);
}

let db: Db | undefined;
afterEach(() => db?.close());

describe('the ledger of model calls', () => {
  it("keeps all-time totals equal to the sum of every call, overall, by kind and by project (null project as 'none')", () => {
    db = openDb(join(tempDir(), 'u.db'));
    addProjects(db);
    const clock = new FakeClock(Date.parse('2026-11-28T10:00:00Z'));
    const ledger = new UsageLedger(db, new PriceTable(), clock, noBudget);
    expect((ledger.totals() as { all_time: { calls: number; by_kind: object } }).all_time).toMatchObject({ calls: 0, cost_usd: 0, by_kind: {} });
    recordCalls(ledger, clock);
    expectSame(ledger, db);
    const t = ledger.totals() as { all_time: { calls: number; errors: number; by_project: Record<string, unknown> } };
    expect(t.all_time).toMatchObject({ calls: 30, errors: 1 });
    expect(Object.keys(t.all_time.by_project).sort()).toEqual(['1', '2', 'none']);
  });

  it('fills the totals from the calls a database already holds when it is migrated', () => {
    const dir = tempDir();
    const before = join(dir, 'before-013');
    mkdirSync(before);
    for (const f of readdirSync(MIGRATIONS_DIR)) if (/^\d{3}_/.test(f) && Number(f.slice(0, 3)) < 13) copyFileSync(join(MIGRATIONS_DIR, f), join(before, f));
    const file = join(dir, 'u.db');
    const clock = new FakeClock(Date.parse('2026-11-28T10:00:00Z'));
    const old = openDb(file, { migrationsDir: before });
    addProjects(old);
    recordCalls(new UsageLedger(old, new PriceTable(), clock, noBudget), clock); // written by the release before
    old.close();
    db = openDb(file); // this release: migration 013 runs
    const ledger = new UsageLedger(db, new PriceTable(), clock, noBudget);
    expectSame(ledger, db);
    recordCalls(ledger, clock); // and kept from there on
    expectSame(ledger, db);
  });
});
