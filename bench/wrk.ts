// A second load generator for the intake section: wrk (C, epoll), when it is on the PATH. It
// costs the shared cores far less per request than autocannon, so comparing the two shows how
// much of a ratio is the generator's and how much the server's. Bodies come from a template:
// `@N@` becomes the request's number, `@S@` its session (number mod 64), as in intake.ts.
import { execFileSync, spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { benchDir, type LoadResult } from './lib.js';

export function wrkAvailable(): boolean {
  try {
    execFileSync('wrk', ['--version'], { stdio: 'ignore' });
    return true;
  } catch (err) {
    // wrk prints its version and exits 1; only a missing binary is ENOENT
    return (err as NodeJS.ErrnoException).code !== 'ENOENT';
  }
}

const luaString = (s: string) => `"${s.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;

export async function loadWithWrk(opts: { url: string; connections: number; durationS: number; headers: Record<string, string>; template: string }): Promise<LoadResult> {
  const script = join(benchDir(), `wrk-${process.pid}-${opts.connections}.lua`);
  const headers = Object.entries(opts.headers).map(([k, v]) => `[${luaString(k)}] = ${luaString(v)}`).join(', ');
  writeFileSync(
    script,
    [
      `local n = 0`,
      `local template = ${luaString(opts.template)}`,
      `local headers = { ${headers} }`,
      `request = function()`,
      `  n = n + 1`,
      `  local body = template:gsub("@N@", tostring(n)):gsub("@S@", tostring(n % 64))`,
      `  return wrk.format("POST", nil, headers, body)`,
      `end`,
    ].join('\n'),
  );
  const out = await new Promise<string>((resolve, reject) => {
    const child = spawn('wrk', ['-t1', `-c${opts.connections}`, `-d${opts.durationS}s`, '--latency', '-s', script, opts.url]);
    let text = '';
    child.stdout.on('data', (c: Buffer) => (text += c.toString()));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve(text) : reject(new Error(`wrk exited with ${code}: ${text}`))));
  });
  const ms = (label: string) => {
    const m = new RegExp(`^\\s*${label}%\\s+([\\d.]+)(us|ms|s)`, 'm').exec(out);
    if (!m) return NaN;
    const v = Number(m[1]);
    return m[2] === 'us' ? v / 1000 : m[2] === 's' ? v * 1000 : v;
  };
  const num = (re: RegExp) => Number(re.exec(out)?.[1] ?? 0);
  return {
    rps: num(/Requests\/sec:\s+([\d.]+)/),
    p50: ms('50'),
    p99: ms('99'),
    requests: num(/(\d+) requests in/),
    errors: [...out.matchAll(/(?:connect|read|write|timeout) (\d+)/g)].reduce((a, m) => a + Number(m[1]), 0),
    non2xx: num(/Non-2xx or 3xx responses:\s+(\d+)/),
  };
}
