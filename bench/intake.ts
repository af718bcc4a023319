// Event intake throughput and latency against a bare fastify route, same payloads, same run.
// Besides req/s, the server's CPU per request: on a small machine the load generator takes a
// core too, so CPU per request is what decides the ratio.
import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { ROOT, benchDir, loadServer, spawnServer, startDaemonProcess, table } from './lib.js';
import { loadWithWrk, wrkAvailable } from './wrk.js';

function turn(i: number) {
  return {
    type: 'turn_end',
    session: `bench-${i % 64}`,
    project: '/srv/bench/project',
    messages: [
      { uuid: `u-${i}`, role: 'user', content: 'Please make the retry logic in the uploader back off exponentially and log each attempt.' },
      {
        uuid: `a-${i}`,
        role: 'assistant',
        content: [{ type: 'text', text: 'Done: the uploader now waits 1s, 2s, 4s… up to 60s between attempts and logs each one with its delay.' }],
        usage: { input_tokens: 1200, cache_read_input_tokens: 30000, output_tokens: 180 },
      },
    ],
  };
}

/** Request bodies: one turn each, or `batch` turns in one `{events: […]}`. */
function bodies(batch = 1): () => string {
  let n = 0;
  return () => {
    if (batch === 1) return JSON.stringify(turn(n++));
    const events = Array.from({ length: batch }, () => turn(n++));
    return JSON.stringify({ events });
  };
}

const BATCH = 16;

/** Polls the size of a home's WAL file while a load runs: how far the checkpoint thread lets it grow. */
function watchWal(home: string): () => number {
  let peak = 0;
  const timer = setInterval(() => {
    try {
      peak = Math.max(peak, statSync(join(home, 'memoryd.db-wal')).size);
    } catch {
      // not there yet
    }
  }, 100);
  return () => {
    clearInterval(timer);
    return peak;
  };
}

export async function benchIntake(durationS: number): Promise<{ markdown: string; data: unknown }> {
  const rows: Array<Array<string | number>> = [];
  const data: Record<string, unknown> = {};
  const cpu = (us: number | null) => (us === null ? 'n/a' : Math.round(us));
  const mb = (m: number | null) => (m === null ? 'n/a' : Math.round(m));
  // Intake alone: the jobs a turn_end starts would share the server's core with it (the
  // extraction section measures them).
  const daemonEnv = { MEMORYD_EXTRACT_ENABLED: 'false', MEMORYD_SESSION_NOTES_ENABLED: 'false' };
  const stored = (home: string) => {
    const db = new Database(join(home, 'memoryd.db'), { readonly: true });
    const n = (db.prepare('SELECT COUNT(*) AS n FROM messages').get() as { n: number }).n;
    db.close();
    return n;
  };

  const json = { 'content-type': 'application/json' };
  // autocannon always; wrk too when it is installed (see wrk.ts). The same bodies either way.
  const template = JSON.stringify({ ...turn(0), session: 'bench-@S@', messages: turn(0).messages.map((m, i) => ({ ...m, uuid: `${i ? 'a' : 'u'}-@N@` })) });
  const generators: Array<{ name: string; run: (url: string, connections: number, headers: Record<string, string>) => Parameters<typeof loadServer>[1] }> = [
    { name: 'autocannon', run: (url, connections, headers) => ({ url, connections, durationS, method: 'POST', headers, body: bodies() }) },
  ];
  if (wrkAvailable()) generators.push({ name: 'wrk', run: (url, connections, headers) => () => loadWithWrk({ url, connections, durationS, headers, template }) });

  for (const generator of generators) {
    for (const connections of [16, 64]) {
      const bare = await spawnServer([join(ROOT, 'bench', 'bare-server.mjs')]);
      const bareRes = await loadServer(bare, generator.run(`${bare.url}/v1/events`, connections, json));
      await bare.stop();

      const floor = await spawnServer([join(ROOT, 'bench', 'floor-server.mjs'), mkdtempSync(join(benchDir(), 'memoryd-bench-floor-'))]);
      const floorRes = await loadServer(floor, generator.run(`${floor.url}/v1/events`, connections, json));
      await floor.stop();

      const daemon = await startDaemonProcess(daemonEnv);
      const token = readFileSync(join(daemon.home, 'token'), 'utf8').trim();
      const walPeak = watchWal(daemon.home);
      const intakeRes = await loadServer(daemon, generator.run(`${daemon.url}/v1/events`, connections, { ...json, authorization: `Bearer ${token}` }));
      const walPeakMb = walPeak() / 1_048_576;
      await daemon.stop();
      const messages = stored(daemon.home);

      const ratio = intakeRes.rps / bareRes.rps;
      const floorRatio = floorRes.rps / bareRes.rps;
      data[`${generator.name === 'autocannon' ? '' : `${generator.name}_`}c${connections}`] = {
        intake: intakeRes,
        bare: bareRes,
        floor: floorRes,
        ratio,
        floor_ratio: floorRatio,
        stored: messages,
        wal_peak_mb: walPeakMb,
      };
      rows.push([generator.name, connections, 'bare fastify route', bareRes.rps, '', cpu(bareRes.cpuUsPerRequest), mb(bareRes.peakMb), bareRes.p50, bareRes.p99, bareRes.non2xx + bareRes.errors, '']);
      rows.push([
        generator.name,
        connections,
        'validate + one row, group commit',
        floorRes.rps,
        floorRes.rps,
        cpu(floorRes.cpuUsPerRequest),
        mb(floorRes.peakMb),
        floorRes.p50,
        floorRes.p99,
        floorRes.non2xx + floorRes.errors,
        `${(floorRatio * 100).toFixed(0)}% of bare`,
      ]);
      rows.push([
        generator.name,
        connections,
        'POST /v1/events',
        intakeRes.rps,
        intakeRes.rps,
        cpu(intakeRes.cpuUsPerRequest),
        mb(intakeRes.peakMb),
        intakeRes.p50,
        intakeRes.p99,
        intakeRes.non2xx + intakeRes.errors,
        `${(ratio * 100).toFixed(0)}% of bare; ${messages} messages committed; WAL peak ${Math.round(walPeakMb)} MB`,
      ]);
    }
  }

  // The same turns, sent 16 to a request (the `{events: […]}` form a busy client can use).
  const daemon = await startDaemonProcess(daemonEnv);
  const token = readFileSync(join(daemon.home, 'token'), 'utf8').trim();
  const batched = await loadServer(daemon, {
    url: `${daemon.url}/v1/events`,
    connections: 16,
    durationS,
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: bodies(BATCH),
  });
  await daemon.stop();
  const batchedMessages = stored(daemon.home);
  data.batched = { batch: BATCH, result: batched, events_per_s: batched.rps * BATCH, stored: batchedMessages };
  rows.push([
    'autocannon',
    16,
    `POST /v1/events, ${BATCH} turns a request`,
    batched.rps,
    batched.rps * BATCH,
    cpu(batched.cpuUsPerRequest === null ? null : batched.cpuUsPerRequest / BATCH),
    mb(batched.peakMb),
    batched.p50,
    batched.p99,
    batched.non2xx + batched.errors,
    `${batchedMessages} messages committed`,
  ]);

  const markdown = [
    `### Event intake (${durationS}s per run, turn_end with 2 messages, 64 sessions; background jobs off)`,
    '',
    'Three servers on the same bodies: the bare route; the least durable intake (the same validation, one row per request holding its body, group commit; bench/floor-server.mjs); the daemon.',
    '',
    table(['load generator', 'connections', 'server', 'req/s', 'turns/s', 'server CPU µs per turn', 'peak RSS MB', 'p50 ms', 'p99 ms', 'errors', 'note'], rows),
  ].join('\n');
  return { markdown, data };
}
