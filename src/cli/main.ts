#!/usr/bin/env node
// The memoryd command. `memoryd start` runs the daemon in the foreground; the other
// commands talk to a running daemon through the typed client.
import { parseArgs } from 'node:util';
import { MemorydClient, MemorydClientError } from '../client/index.js';
import { ConfigError, loadConfig, type Config } from '../config.js';
import { readToken } from '../home.js';
import { startDaemon } from '../main.js';

const USAGE = `usage: memoryd <command>

commands:
  start     run the daemon in the foreground (Ctrl-C stops it gracefully)
  status    show what the running daemon is doing
  token     print the bearer token clients must send
  help      show this text

configuration: <home>/config.json and MEMORYD_* environment variables (see README).`;

function fail(message: string, code = 1): never {
  process.stderr.write(`memoryd: ${message}\n`);
  process.exit(code);
}

function config(): Config {
  try {
    return loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) fail(err.message, 2);
    throw err;
  }
}

function clientFor(cfg: Config): MemorydClient {
  const token = readToken(cfg.home);
  if (!token) fail(`no token in ${cfg.home}; has the daemon ever started with this home?`);
  const host = cfg.host === '0.0.0.0' || cfg.host === '::' ? '127.0.0.1' : cfg.host;
  return new MemorydClient({ baseUrl: `http://${host.includes(':') ? `[${host}]` : host}:${cfg.port}`, token });
}

async function start(): Promise<void> {
  const cfg = config();
  let daemon;
  try {
    daemon = await startDaemon(cfg);
  } catch (err) {
    const e = err as NodeJS.ErrnoException;
    if (e.code === 'EADDRINUSE') fail(`port ${cfg.port} on ${cfg.host} is in use (set MEMORYD_PORT)`);
    fail(e.message);
  }
  let signals = 0;
  const stop = (sig: string) => {
    if (++signals > 1) process.exit(130); // a second Ctrl-C does not wait
    process.stderr.write(`memoryd: ${sig}, stopping…\n`);
    daemon.close().then(
      () => process.exit(0),
      (err) => fail(`shutdown failed: ${(err as Error).message}`),
    );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

async function status(json: boolean): Promise<void> {
  const s = await clientFor(config()).status();
  if (json) {
    process.stdout.write(JSON.stringify(s, null, 2) + '\n');
    return;
  }
  const lines = [
    `memoryd ${s.version} · pid ${s.pid} · up ${s.uptime_s}s · provider ${s.provider}`,
    `home ${s.home}`,
    '',
    'queue:',
    ...(Object.keys(s.queue).length === 0
      ? ['  (empty)']
      : Object.entries(s.queue).map(([kind, states]) => `  ${kind.padEnd(16)} ${Object.entries(states).map(([st, n]) => `${st} ${n}`).join(', ')}`)),
    ...(s.running.length ? ['', 'running:', ...s.running.map((j) => `  #${j.id} ${j.kind} attempt ${j.attempts}/${j.max_attempts}`)] : []),
    ...(s.dead.length ? ['', 'dead jobs:', ...s.dead.map((j) => `  #${j.id} ${j.kind}: ${j.last_error ?? ''}`)] : []),
    '',
    'projects:',
    ...(s.projects.length === 0
      ? ['  (none yet)']
      : s.projects.map((p) => `  ${p.root}  ${p.sessions} sessions, ${p.messages} messages`)),
  ];
  process.stdout.write(lines.join('\n') + '\n');
}

async function main(argv: string[]): Promise<void> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { json: { type: 'boolean', default: false }, help: { type: 'boolean', short: 'h', default: false } },
  });
  const cmd = positionals[0] ?? 'help';
  if (values.help || cmd === 'help') {
    process.stdout.write(USAGE + '\n');
    return;
  }
  switch (cmd) {
    case 'start':
      return start();
    case 'status':
      return status(values.json);
    case 'token': {
      const token = readToken(config().home);
      if (!token) fail('no token yet: start the daemon once');
      process.stdout.write(token + '\n');
      return;
    }
    default:
      fail(`unknown command ${JSON.stringify(cmd)}\n${USAGE}`, 2);
  }
}

main(process.argv.slice(2)).catch((err) => {
  if (err instanceof MemorydClientError) fail(`${err.code}: ${err.message}`);
  if ((err as { cause?: { code?: string } }).cause?.code === 'ECONNREFUSED') fail('the daemon is not running (start it with `memoryd start`)');
  if ((err as Error).name === 'TypeError' && /parseArgs|option/i.test((err as Error).message)) fail((err as Error).message, 2);
  fail((err as Error).message);
});
