// Shared pieces of the benchmarks: child servers, load runs, percentiles, tables.
import autocannon from 'autocannon';
import http from 'node:http';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

export interface Server {
  child: ChildProcess;
  url: string;
  stop(): Promise<void>;
}

/** Starts a server process and waits for the first "address" it prints. */
export function spawnServer(args: string[], env: Record<string, string> = {}): Promise<Server> {
  const child = spawn(process.execPath, args, { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
  let out = '';
  return new Promise((resolve, reject) => {
    child.stdout!.on('data', (c: Buffer) => {
      out += c.toString();
      const m = /"address":"(http:\/\/[^"]+)"/.exec(out);
      if (m) {
        child.stdout!.removeAllListeners('data');
        child.stdout!.resume();
        resolve({
          child,
          url: m[1]!,
          stop: () =>
            new Promise((res) => {
              child.once('exit', () => res());
              child.kill('SIGTERM');
            }),
        });
      }
    });
    child.once('exit', (code) => reject(new Error(`server exited with ${code}: ${out}`)));
  });
}

/** Where benchmark homes go: MEMORYD_BENCH_DIR (run.ts sets one per run and removes it), else the OS temp dir. */
export function benchDir(): string {
  return process.env.MEMORYD_BENCH_DIR ?? tmpdir();
}

/** Runs the built daemon with a fresh home under benchDir(). */
export function startDaemonProcess(env: Record<string, string> = {}): Promise<Server & { home: string }> {
  const home = mkdtempSync(join(benchDir(), 'memoryd-bench-'));
  return spawnServer([join(ROOT, 'dist', 'cli', 'main.js'), 'start'], {
    MEMORYD_HOME: home,
    MEMORYD_PORT: '0',
    MEMORYD_LOG_LEVEL: 'info',
    ...env,
  }).then((s) => ({ ...s, home }));
}

/**
 * CPU time a process has used, in ms (Linux /proc, every thread; clock ticks of 10 ms), or
 * null where there is no /proc.
 */
export function processCpuMs(pid: number): number | null {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}

/** A process's resident memory now and at its peak, in MB (Linux /proc), or null. */
export function processMemoryMb(pid: number): { rss: number; peak: number } | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (key: string) => Number(new RegExp(`^${key}:\\s+(\\d+) kB`, 'm').exec(status)?.[1]);
    return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
  } catch {
    return null;
  }
}

/** A load run against a child server (autocannon's, or another generator's), with the server's CPU time per request. */
export async function loadServer(
  server: Server,
  opts: Parameters<typeof load>[0] | (() => Promise<LoadResult>),
): Promise<LoadResult & { cpuUsPerRequest: number | null; peakMb: number | null }> {
  const before = processCpuMs(server.child.pid!);
  const r = await (typeof opts === 'function' ? opts() : load(opts));
  const after = processCpuMs(server.child.pid!);
  return {
    ...r,
    cpuUsPerRequest: before === null || after === null || r.requests === 0 ? null : ((after - before) * 1000) / r.requests,
    peakMb: processMemoryMb(server.child.pid!)?.peak ?? null,
  };
}

export interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  errors: number;
  non2xx: number;
}

export async function load(opts: {
  url: string;
  connections: number;
  durationS: number;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: () => string;
}): Promise<LoadResult> {
  const r = await autocannon({
    url: opts.url,
    connections: opts.connections,
    duration: opts.durationS,
    method: opts.method ?? 'GET',
    headers: opts.headers,
    requests: opts.body
      ? [
          {
            setupRequest: (req: Record<string, unknown>) => {
              req.body = opts.body!();
              return req;
            },
          },
        ]
      : undefined,
  } as autocannon.Options);
  return {
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    requests: r.requests.total,
    errors: r.errors + r.timeouts,
    non2xx: r.non2xx,
  };
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

export function table(header: string[], rows: Array<Array<string | number>>): string {
  const fmt = (v: string | number) => (typeof v === 'number' ? (Number.isInteger(v) ? String(v) : v.toFixed(2)) : v);
  return [`| ${header.join(' | ')} |`, `|${header.map(() => '---').join('|')}|`, ...rows.map((r) => `| ${r.map(fmt).join(' | ')} |`)].join('\n');
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

/** A request over a kept-alive loopback connection: the client's own cost stays small and equal for every server. */
export function httpRequest(method: 'GET' | 'POST', url: string, headers: Record<string, string> = {}, body?: string): Promise<{ status: number; body: string }> {
  const u = new URL(url);
  return new Promise((resolve, reject) => {
    const req = http.request({ host: u.hostname, port: u.port, path: u.pathname + u.search, method, headers, agent }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

export const httpGet = (url: string, headers: Record<string, string> = {}) => httpRequest('GET', url, headers);
