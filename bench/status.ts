// GET /v1/status on a home a heavy user builds over months: many sessions, many recorded model
// calls. The status page asks for it again on every event that comes in, and every millisecond
// of it is the event loop's, so an agent's next hook waits that long. The baseline is the
// queries the status ran before (all-time sums over every call, per-project sums through the
// project index), timed on the same database in the same run.
import { mkdtempSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { systemClock } from '../src/clock.js';
import { PriceTable } from '../src/llm/prices.js';
import { UsageLedger } from '../src/llm/usage.js';
import { openDb } from '../src/store/db.js';
import { ProjectStore } from '../src/store/projects.js';
import { ROOT, benchDir, httpGet, percentile, spawnServer, table } from './lib.js';

const KINDS = ['extract', 'session_memory', 'recall', 'dream'];

/** A home whose database holds `projects` projects, `sessions` sessions and `calls` model calls. */
function fillHome(projects: number, sessions: number, calls: number): string {
  const home = mkdtempSync(join(benchDir(), 'memoryd-bench-status-'));
  const db = openDb(join(home, 'memoryd.db'));
  const now = Date.now();
  db.transaction(() => {
    const p = db.prepare(`INSERT INTO projects (root, slug, created_at, updated_at) VALUES (?, ?, ?, ?)`);
    for (let i = 0; i < projects; i++) p.run(`/srv/bench/p${i}`, `-srv-bench-p${i}`, now, now);
    const s = db.prepare(`INSERT INTO sessions (id, project_id, started_at, last_event_at, message_count, turns) VALUES (?, ?, ?, ?, ?, ?)`);
    for (let i = 0; i < sessions; i++) s.run(`s-${i}`, 1 + (i % projects), now - i * 600_000, now - i * 600_000, 40, 12);
    const c = db.prepare(
      `INSERT INTO llm_calls (at, day, kind, provider, model, project_id, session_id, input_tokens, output_tokens, cache_read_tokens, cache_write_tokens, cost_usd)
       VALUES (?, ?, ?, 'anthropic', 'claude-sonnet-4-5', ?, ?, 1200, 300, 30000, 800, 0.02)`,
    );
    for (let i = 0; i < calls; i++) {
      const at = now - i * 150_000;
      c.run(at, new Date(at).toISOString().slice(0, 10), KINDS[i % KINDS.length], 1 + (i % projects), `s-${i % sessions}`);
    }
  })();
  db.close();
  return home;
}

/** Runs `f` `rounds` times after a few to warm up; the times in ms, sorted. */
function timed(rounds: number, f: () => void): number[] {
  for (let i = 0; i < 3; i++) f();
  const t: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const s = performance.now();
    f();
    t.push(performance.now() - s);
  }
  return t.sort((a, b) => a - b);
}

/** The status's sums as it ran them before: over every call, and per project through the project index. */
function sumsBefore(dbFile: string, rounds: number): number[] {
  const db = new Database(dbFile, { readonly: true });
  const sums = `COUNT(*), SUM(input_tokens), SUM(output_tokens), SUM(cache_read_tokens), SUM(cache_write_tokens), SUM(cost_usd), SUM(error IS NOT NULL)`;
  const queries = [
    db.prepare(`SELECT ${sums} FROM llm_calls`),
    db.prepare(`SELECT kind, ${sums} FROM llm_calls GROUP BY kind`),
    db.prepare(`SELECT project_id, ${sums} FROM llm_calls GROUP BY project_id`),
    db.prepare(
      `SELECT p.*, COUNT(s.id), SUM(s.message_count + s.sidechain_count), MAX(s.last_event_at)
       FROM projects p LEFT JOIN sessions s ON s.project_id = p.id GROUP BY p.id ORDER BY 4 DESC, p.id`,
    ),
  ];
  const t = timed(rounds, () => queries.forEach((q) => q.all()));
  db.close();
  return t;
}

/** The same figures as the status reads them now (the ledger's kept totals, one pass over sessions), never served from a recent sum. */
function sumsNow(dbFile: string, rounds: number): number[] {
  const db = new Database(dbFile, { readonly: true });
  let clock = 0;
  const projects = new ProjectStore(db, () => (clock += 10_000)); // always older than any kept sum
  const ledger = new UsageLedger(db, new PriceTable(), systemClock, { dailyTokens: 0, dailyUsd: 0, projectDailyTokens: 0, projectDailyUsd: 0 });
  const t = timed(rounds, () => {
    ledger.totals();
    projects.summaries();
  });
  db.close();
  return t;
}

/** Status requests the way an open status page makes them while events flow: one every 100 ms. */
async function pageRefreshes(url: string, token: string, seconds: number): Promise<number[]> {
  for (let i = 0; i < 5; i++) await httpGet(`${url}/v1/status`, { authorization: `Bearer ${token}` }); // warm up
  const t: number[] = [];
  const until = performance.now() + seconds * 1000;
  while (performance.now() < until) {
    const s = performance.now();
    const r = await httpGet(`${url}/v1/status`, { authorization: `Bearer ${token}` });
    if (r.status !== 200) throw new Error(`status answered ${r.status}`);
    t.push(performance.now() - s);
    await new Promise((res) => setTimeout(res, 100));
  }
  return t;
}

export async function benchStatus(): Promise<{ markdown: string; data: unknown }> {
  const scales = [
    { label: 'a new home', projects: 5, sessions: 500, calls: 2_000 },
    { label: 'a year of heavy use', projects: 40, sessions: 50_000, calls: 200_000 },
  ];
  const rows: Array<Array<string | number>> = [];
  const data: Record<string, unknown> = {};
  for (const sc of scales) {
    const home = fillHome(sc.projects, sc.sessions, sc.calls);
    const before = sumsBefore(join(home, 'memoryd.db'), 20);
    const now = sumsNow(join(home, 'memoryd.db'), 20);
    const daemon = await spawnServer([join(ROOT, 'dist', 'cli', 'main.js'), 'start'], {
      MEMORYD_HOME: home,
      MEMORYD_PORT: '0',
      MEMORYD_LOG_LEVEL: 'info',
      MEMORYD_WATCH_ENABLED: 'false',
    });
    try {
      const token = readFileSync(join(home, 'token'), 'utf8').trim();
      const t = (await pageRefreshes(daemon.url, token, 8)).sort((a, b) => a - b);
      const p50 = percentile(t, 50);
      const spent = t.reduce((a, b) => a + b, 0);
      const share = spent / (spent + t.length * 100);
      rows.push([
        `${sc.label}: ${sc.projects} projects, ${sc.sessions.toLocaleString('en')} sessions, ${sc.calls.toLocaleString('en')} model calls`,
        `${percentile(before, 50).toFixed(2)} / ${percentile(now, 50).toFixed(2)} (${(percentile(before, 50) / percentile(now, 50)).toFixed(1)}×)`,
        `${p50.toFixed(1)} / ${percentile(t, 99).toFixed(1)} / ${t.at(-1)!.toFixed(1)}`,
        `${(share * 100).toFixed(1)}%`,
      ]);
      data[sc.label] = {
        ...sc,
        sums_ms: { before_p50: percentile(before, 50), now_p50: percentile(now, 50) },
        status_ms: { p50, p99: percentile(t, 99), max: t.at(-1), n: t.length },
        share_of_time_in_status: share,
      };
    } finally {
      await daemon.stop();
    }
  }
  const markdown = [
    '### Status on a large home (one request every 100 ms for 8 s, as an open status page makes them while events come)',
    '',
    table(
      ['home', 'the sums, as before / now, p50 ms', 'GET /v1/status p50 / p99 / max ms', 'share of the time spent in status requests'],
      rows,
    ),
  ].join('\n');
  return { markdown, data };
}
