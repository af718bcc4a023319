// Starts a real daemon on a free loopback port with a fresh temp home.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { request, type IncomingHttpHeaders } from 'node:http';
import { join } from 'node:path';
import { MemorydClient } from '../../src/client/index.js';
import { loadConfig, type Config } from '../../src/config.js';
import { startDaemon, type Daemon, type DaemonOptions } from '../../src/main.js';

const made: string[] = [];

/** A fresh folder under the OS temp dir, removed after the test file (test/setup.ts). */
export function tempDir(prefix = 'memoryd-test-'): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  made.push(dir);
  return dir;
}

export function removeTempDirs(): void {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
}

export interface TestDaemon extends Daemon {
  client: MemorydClient;
  home: string;
  /** Closes the daemon and removes its home. */
  stop(): Promise<void>;
}

export async function startTestDaemon(
  opts: DaemonOptions & { home?: string; config?: Record<string, unknown>; env?: Record<string, string> } = {},
): Promise<TestDaemon> {
  const home = opts.home ?? tempDir();
  const config: Config = loadConfig(opts.env ?? {}, { home, port: 0, logLevel: 'silent', ...(opts.config ?? {}) });
  const daemon = await startDaemon(config, opts);
  const client = new MemorydClient({ baseUrl: daemon.url, token: daemon.token });
  return {
    ...daemon,
    client,
    home,
    async stop() {
      await daemon.close();
      if (!opts.home) rmSync(home, { recursive: true, force: true });
    },
  };
}

/** Raw HTTP (node:http, so Host and Origin can be anything) for the security and validation tests. */
export function raw(
  d: { url: string; token: string },
  method: string,
  path: string,
  opts: { body?: string | object | Buffer; headers?: Record<string, string>; auth?: boolean; agent?: false } = {},
): Promise<{ status: number; body: any; text: string; headers: IncomingHttpHeaders }> {
  const headers: Record<string, string> = { ...(opts.headers ?? {}) };
  if (opts.auth !== false) headers.authorization ??= `Bearer ${d.token}`;
  let body: string | Buffer | undefined;
  if (opts.body !== undefined) {
    body = typeof opts.body === 'string' || Buffer.isBuffer(opts.body) ? opts.body : JSON.stringify(opts.body);
    headers['content-type'] ??= 'application/json';
  }
  const url = new URL(path, d.url);
  return new Promise((resolve, reject) => {
    const req = request(
      { host: url.hostname, port: url.port, path: url.pathname + url.search, method, headers, setHost: !('host' in headers), ...(opts.agent === false ? { agent: false } : {}) },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let parsed: any = text;
          try {
            parsed = JSON.parse(text);
          } catch {
            /* keep text */
          }
          resolve({ status: res.statusCode ?? 0, body: parsed, text, headers: res.headers });
        });
      },
    );
    req.on('error', reject);
    if (body !== undefined) req.write(body);
    req.end();
  });
}

/** Polls until the check passes or the time runs out (for work that happens in the background). */
export async function waitFor<T>(check: () => T | Promise<T>, timeoutMs = 10_000, everyMs = 25): Promise<T> {
  const end = Date.now() + timeoutMs;
  let last: unknown;
  for (;;) {
    try {
      const v = await check();
      if (v) return v;
      last = new Error(`the check returned ${String(v)}`); // not an earlier poll's error
    } catch (err) {
      last = err;
    }
    if (Date.now() > end) throw new Error(`timed out waiting${last ? `: ${(last as Error).message}` : ''}`);
    await new Promise((r) => setTimeout(r, everyMs));
  }
}
