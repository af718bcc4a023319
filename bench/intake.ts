// Event intake throughput and latency against a bare fastify route, same payloads, same run.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { ROOT, load, spawnServer, startDaemonProcess, table, type LoadResult } from './lib.js';

function eventBody(): () => string {
  let n = 0;
  return () => {
    const i = n++;
    return JSON.stringify({
      type: 'turn_end',
      session: `bench-${i % 64}`,
      project: '/srv/bench/project',
      messages: [
        { uuid: `u-${i}`, role: 'user', content: 'Please make the retry logic in the uploader back off exponentially and log each attempt.' },
        {
          uuid: `a-${i}`,
          role: 'assistant',
          content: [
            { type: 'text', text: 'Done: the uploader now waits 1s, 2s, 4s… up to 60s between attempts and logs each one with its delay.' },
          ],
          usage: { input_tokens: 1200, cache_read_input_tokens: 30000, output_tokens: 180 },
        },
      ],
    });
  };
}

export async function benchIntake(durationS: number): Promise<{ markdown: string; data: unknown }> {
  const rows: Array<Array<string | number>> = [];
  const data: Record<string, { intake: LoadResult; bare: LoadResult; ratio: number; stored: number }> = {};
  for (const connections of [16, 64]) {
    const bare = await spawnServer(['--import', 'tsx', join(ROOT, 'bench', 'bare-server.ts')]);
    const bareRes = await load({ url: `${bare.url}/v1/events`, connections, durationS, method: 'POST', headers: { 'content-type': 'application/json' }, body: eventBody() });
    await bare.stop();

    // Intake alone: the jobs a turn_end starts would share the server's core with it (the
    // extraction section measures them).
    const daemon = await startDaemonProcess({ MEMORYD_EXTRACT_ENABLED: 'false', MEMORYD_SESSION_NOTES_ENABLED: 'false' });
    const token = readFileSync(join(daemon.home, 'token'), 'utf8').trim();
    const intakeRes = await load({
      url: `${daemon.url}/v1/events`,
      connections,
      durationS,
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: eventBody(),
    });
    await daemon.stop();
    const db = new Database(join(daemon.home, 'memoryd.db'), { readonly: true });
    const stored = (db.prepare('SELECT COUNT(*) AS n FROM messages').get() as { n: number }).n;
    db.close();

    const ratio = intakeRes.rps / bareRes.rps;
    data[`c${connections}`] = { intake: intakeRes, bare: bareRes, ratio, stored };
    rows.push([connections, 'bare fastify route', bareRes.rps, bareRes.p50, bareRes.p99, bareRes.non2xx + bareRes.errors, '']);
    rows.push([connections, 'POST /v1/events', intakeRes.rps, intakeRes.p50, intakeRes.p99, intakeRes.non2xx + intakeRes.errors, `${(ratio * 100).toFixed(0)}% of bare; ${stored} messages committed`]);
  }
  const markdown = [
    `### Event intake (${durationS}s per run, turn_end with 2 messages, 64 sessions; background jobs off)`,
    '',
    table(['connections', 'server', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'note'], rows),
  ].join('\n');
  return { markdown, data };
}
