// /v1/recall latency at 200, 2,000 and 20,000 memory files, against the scan baseline in the
// same run. Both are driven one request at a time over loopback; p50 and p99 of 300 requests.
import { mkdirSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderMemory } from '../src/memory/frontmatter.js';
import { sanitizePath } from '../src/memory/paths.js';
import { ROOT, httpGet, percentile, processMemoryMb, spawnServer, startDaemonProcess, table, type Server } from './lib.js';

/** A small seeded generator, so every run writes the same corpus. */
export function rng(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const SYL = ['ka', 'lo', 'mi', 'ter', 'van', 'dus', 'pre', 'sol', 'gri', 'nox', 'bel', 'tam', 'ro', 'qui', 'zen', 'fa', 'dor', 'lin', 'cu', 'mer'];
const COMMON = 'the a of to and in for is on that with as this it be by from at or config build test deploy user api error fix run file service data cache'.split(' ');

function vocabulary(r: () => number, n: number): string[] {
  const words = new Set<string>();
  while (words.size < n) {
    const k = 2 + Math.floor(r() * 3);
    words.add(Array.from({ length: k }, () => SYL[Math.floor(r() * SYL.length)]).join(''));
  }
  return [...words];
}

export function corpus(count: number, seed = 7) {
  const r = rng(seed);
  const vocab = vocabulary(r, 8_000);
  const pick = () => (r() < 0.3 ? COMMON[Math.floor(r() * COMMON.length)]! : vocab[Math.floor(Math.pow(r(), 1.5) * vocab.length)]!);
  const words = (n: number) => Array.from({ length: n }, pick).join(' ');
  const types = ['user', 'feedback', 'project', 'reference'] as const;
  return Array.from({ length: count }, (_, i) => ({
    file: `topic_${i}.md`,
    name: words(3),
    description: words(10),
    type: types[i % 4]!,
    body: words(60 + Math.floor(r() * 140)),
  }));
}

async function timeRequests(n: number, request: (i: number) => Promise<void>): Promise<{ p50: number; p99: number }> {
  for (let i = 0; i < 20; i++) await request(i); // warm up
  const t: number[] = [];
  for (let i = 0; i < n; i++) {
    const s = performance.now();
    await request(i);
    t.push(performance.now() - s);
  }
  t.sort((a, b) => a - b);
  return { p50: percentile(t, 50), p99: percentile(t, 99) };
}

export async function benchRecall(): Promise<{ markdown: string; data: unknown }> {
  const rows: Array<Array<string | number>> = [];
  const data: Record<string, unknown> = {};
  const baseline = await spawnServer([join(ROOT, 'bench', 'scan-baseline-server.mjs')]);
  try {
    for (const count of [200, 2_000, 20_000]) {
      const project = `/bench/recall-${count}`;
      // First start: the project exists. Then the files appear; the second start indexes them.
      let daemon: (Server & { home: string }) | null = await startDaemonProcess();
      const home = daemon.home;
      let token = readFileSync(join(home, 'token'), 'utf8').trim();
      const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
      await fetch(`${daemon.url}/v1/events`, { method: 'POST', headers, body: JSON.stringify({ type: 'session_start', session: 'bench', project }) });
      await daemon.stop();
      const memDir = join(home, 'projects', sanitizePath(project), 'memory');
      mkdirSync(memDir, { recursive: true });
      const files = corpus(count);
      const t0 = Date.now() / 1000;
      files.forEach((f, i) => {
        const abs = join(memDir, f.file);
        writeFileSync(abs, renderMemory(f, f.body));
        utimesSync(abs, t0 - i * 60, t0 - i * 60);
      });
      const started = performance.now();
      daemon = await startDaemonProcess({ MEMORYD_HOME: home });
      const listenMs = performance.now() - started; // until it logs its address: listening, and the watcher following the folder
      token = readFileSync(join(home, 'token'), 'utf8').trim();
      // A large folder is indexed in steps after the daemon listens: measure until it is all in.
      for (;;) {
        const status = JSON.parse((await httpGet(`${daemon.url}/v1/status`, { authorization: `Bearer ${token}` })).body) as { projects: Array<{ memories: number }> };
        if ((status.projects[0]?.memories ?? 0) >= count) break;
        await new Promise((res) => setTimeout(res, 50));
      }
      const startMs = performance.now() - started;

      const r = rng(count);
      const queries = Array.from({ length: 400 }, () => {
        const f = files[Math.floor(r() * files.length)]!;
        const d = f.description.split(' ');
        const b = f.body.split(' ');
        return `how does ${d[Math.floor(r() * d.length)]} ${d[Math.floor(r() * d.length)]} relate to ${b[Math.floor(r() * b.length)]} here`;
      });
      let found = 0;
      const ours = await timeRequests(300, async (i) => {
        const res = await httpGet(`${daemon!.url}/v1/recall?project=${encodeURIComponent(project)}&q=${encodeURIComponent(queries[i % queries.length]!)}`, {
          authorization: `Bearer ${token}`,
        });
        const body = JSON.parse(res.body) as { memories: unknown[] };
        if (body.memories.length > 0) found++;
      });
      const base = await timeRequests(300, async () => {
        JSON.parse((await httpGet(`${baseline.url}/scan?dir=${encodeURIComponent(memDir)}`)).body);
      });
      const memory = processMemoryMb(daemon.child.pid!);
      const baseMemory = processMemoryMb(baseline.child.pid!);
      await daemon.stop();
      daemon = null;
      const ratio = base.p50 / ours.p50;
      data[String(count)] = { ours, baseline: base, ratioP50: ratio, ratioP99: base.p99 / ours.p99, startWithReconcileMs: startMs, listenMs, answered: found / 320, memoryMb: memory, baselineMemoryMb: baseMemory };
      const mb = (m: { rss: number; peak: number } | null) => (m ? `${Math.round(m.rss)} / ${Math.round(m.peak)}` : 'n/a');
      rows.push([count, 'scan baseline (newest 200, first 30 lines)', base.p50, base.p99, mb(baseMemory), '']);
      rows.push([count, 'GET /v1/recall', ours.p50, ours.p99, mb(memory), `${ratio.toFixed(1)}× faster at p50, ${(base.p99 / ours.p99).toFixed(1)}× at p99; ready (listening, watcher started) after ${(listenMs / 1000).toFixed(1)} s, all indexed after ${(startMs / 1000).toFixed(1)} s`]);
    }
  } finally {
    await baseline.stop();
  }
  return {
    markdown: [`### Recall latency (one request at a time over loopback, 300 requests after 20 warm-up)`, '', table(['memory files', 'server', 'p50 ms', 'p99 ms', 'RSS / peak MB', 'note'], rows)].join('\n'),
    data,
  };
}
