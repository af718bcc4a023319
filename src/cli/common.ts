// Pieces every memoryd command shares: failing with a message, the config, the client.
import { MemorydClient } from '../client/index.js';
import { ConfigError, loadConfig, type Config } from '../config.js';
import { readToken } from '../home.js';

export function fail(message: string, code = 1): never {
  process.stderr.write(`memoryd: ${message}\n`);
  process.exit(code);
}

export function config(): Config {
  try {
    return loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) fail(err.message, 2);
    throw err;
  }
}

export function clientFor(cfg: Config): MemorydClient {
  const token = readToken(cfg.home);
  if (!token) fail(`no token in ${cfg.home}; has the daemon ever started with this home?`);
  return new MemorydClient({ baseUrl: baseUrlOf(cfg), token });
}

/** The daemon's URL as a client on this machine reaches it. */
export function baseUrlOf(cfg: Config): string {
  const host = cfg.host === '0.0.0.0' || cfg.host === '::' ? '127.0.0.1' : cfg.host;
  return `http://${host.includes(':') ? `[${host}]` : host}:${cfg.port}`;
}

/**
 * A moment as the CLI prints every one, in the machine's time zone (the nightly cron's) with its
 * offset, in no locale's format: "2026-12-01 04:28 +01:00", or "… UTC" where that is local time.
 */
export function when(ms: number): string {
  const d = new Date(ms);
  const offset = -d.getTimezoneOffset(); // minutes east of UTC
  const local = new Date(ms + offset * 60_000).toISOString().slice(0, 16).replace('T', ' ');
  if (offset === 0) return `${local} UTC`;
  const abs = Math.abs(offset);
  return `${local} ${offset < 0 ? '-' : '+'}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}
