// `memoryd doctor`: what can go wrong on a machine, one line each; exit 1 if anything failed.
import { existsSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { MemorydClient } from '../client/index.js';
import type { Status } from '../api/schemas.js';
import { isWithin, realLocation } from '../memory/memdir.js';
import type { Config } from '../config.js';
import { databaseFile, readToken } from '../home.js';
import { baseUrlOf, when } from './common.js';
import { claudeSettingsFile, installedHooks, readSettings } from './hook.js';

type Line = (ok: boolean | null, what: string, detail?: string) => void;

/** A path with its symlinks followed, as far as it exists (as is, for a dangling link). */
const real = (p: string) => {
  try {
    return realLocation(resolve(p));
  } catch {
    return resolve(p);
  }
};

export async function doctor(cfg: Config): Promise<void> {
  let bad = 0;
  const line = (ok: boolean | null, what: string, detail = '') => {
    if (ok === false) bad++;
    process.stdout.write(`${ok === null ? '–' : ok ? '✓' : '✗'} ${what}${detail ? `: ${detail}` : ''}\n`);
  };
  const mode = (p: string) => {
    try {
      return statSync(p).mode & 0o777;
    } catch {
      return null;
    }
  };
  const home = mode(cfg.home);
  line(home !== null && (home & 0o077) === 0, `home ${cfg.home}`, home === null ? 'missing (start the daemon once)' : `mode ${home.toString(8)}`);
  const tok = mode(join(cfg.home, 'token'));
  line(tok !== null && (tok & 0o077) === 0, 'token file', tok === null ? 'missing' : `mode ${tok.toString(8)}`);
  const dbFile = databaseFile(cfg.home);
  if (existsSync(dbFile)) {
    const Database = (await import('better-sqlite3')).default;
    const db = new Database(dbFile, { readonly: true });
    const check = db.pragma('quick_check', { simple: true });
    db.close();
    line(check === 'ok', 'database integrity', String(check));
  } else line(false, 'database', 'missing');
  let status: Status | null = null;
  const token = readToken(cfg.home);
  if (!token) line(false, 'daemon', 'not asked: there is no token yet (start the daemon once)');
  else {
    try {
      status = await new MemorydClient({ baseUrl: baseUrlOf(cfg), token }).status();
      line(true, 'daemon', `running, pid ${status.pid}, ${baseUrlOf(cfg)}`);
    } catch (err) {
      line(false, 'daemon', `not reachable at ${baseUrlOf(cfg)} (${(err as Error).message})`);
    }
  }
  if (status) {
    line(true, 'provider', status.provider === 'offline' ? 'offline (no key: lexical recall, rule-based extraction)' : status.provider);
    if (status.provider === 'anthropic' && cfg.anthropic.baseUrl) {
      try {
        await fetch(cfg.anthropic.baseUrl, { signal: AbortSignal.timeout(3_000) });
        line(true, 'model server', `${cfg.anthropic.baseUrl} answers`);
      } catch (err) {
        line(false, 'model server', `${cfg.anthropic.baseUrl}: ${(err as Error).message}`);
      }
    }
    line(cfg.watch.enabled ? true : null, 'watcher', cfg.watch.enabled ? 'following edits to memory files' : 'off (watch.enabled=false)');
    line(status.dream.cron ? true : null, 'nightly dream', status.dream.cron ? `cron "${status.dream.cron}", next ${when(status.dream.next_run!)}` : 'off');
    line(status.dead.length === 0, 'dead jobs', String(status.dead.length));
    const refused = status.hooks_unauthorized;
    line(refused === null, 'hook token', refused ? `${refused.count} Claude Code hooks refused for a wrong or missing token, the last at ${when(refused.last_at)}` : 'no hook refused');
  }
  claudeCodeChecks(cfg, line, status);
  if (bad) process.exitCode = 1;
}

/**
 * Claude Code's side: memoryd's hooks in its settings, calling this daemon, and the token its
 * http hooks send. A wrong token or port fails quietly there (a hook never blocks the user),
 * so this is where it shows.
 */
function claudeCodeChecks(cfg: Config, line: Line, status: Status | null): void {
  const file = claudeSettingsFile();
  const settings = readSettings(file);
  if (settings === null) return line(false, 'Claude Code settings', `${file} is not a JSON object`);
  const { events, urls } = installedHooks(settings);
  if (events.length === 0) return line(null, 'Claude Code hooks', `not installed in ${file} (memoryd hook install --write)`);
  const want = `${baseUrlOf(cfg)}/v1/hooks/claude-code`;
  const stale = urls.filter((u) => u !== want);
  line(stale.length === 0, 'Claude Code hooks', stale.length ? `they call ${stale.join(', ')}, the daemon is at ${want} (memoryd hook install --write)` : `${events.join(', ')}`);
  // The daemon reads transcripts only under its roots: a Claude Code run with another
  // CLAUDE_CONFIG_DIR than the daemon's would be answered, and not remembered.
  if (status) {
    const transcripts = real(join(dirname(file), 'projects'));
    const read = status.transcript_roots.some((r) => isWithin(real(r), transcripts));
    line(
      read,
      'Claude Code transcripts',
      read ? `${transcripts} is read` : `${transcripts} is outside the daemon's transcript roots (${status.transcript_roots.join(', ')}): add it to hooks.transcriptRoots, or start the daemon with this CLAUDE_CONFIG_DIR`,
    );
  }
  const builtInOff = settings.autoMemoryEnabled === false || process.env.CLAUDE_CODE_DISABLE_AUTO_MEMORY === '1';
  line(
    builtInOff,
    "Claude Code's own auto memory",
    builtInOff ? 'off: memoryd keeps the memory' : 'on as well: every turn is extracted twice and two memory indexes are injected (set "autoMemoryEnabled": false, or memoryd hook install --write)',
  );
  const env = process.env.MEMORYD_TOKEN;
  const token = readToken(cfg.home);
  line(
    env !== undefined && env === token,
    'MEMORYD_TOKEN',
    env === undefined
      ? 'not set in this shell; the http hooks send it and are refused without it (export MEMORYD_TOKEN=$(memoryd token) where Claude Code runs)'
      : env === token
        ? 'set, and matches the token file'
        : 'differs from the token file: the http hooks are refused (export MEMORYD_TOKEN=$(memoryd token))',
  );
}
