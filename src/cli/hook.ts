// `memoryd hook`: the command hook Claude Code runs (SessionStart cannot be an http hook). It
// forwards stdin to the daemon and prints the reply. It never blocks the user: whatever goes
// wrong (daemon down, slow, no token), it exits 0 with no output, within a short timeout.
import { copyFileSync, existsSync, readFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { readToken } from '../home.js';

async function readStdin(limitBytes = 4 * 1024 * 1024): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const c of process.stdin) {
    size += (c as Buffer).length;
    if (size > limitBytes) break;
    chunks.push(c as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

export async function runHook(opts: { home: string; baseUrl: string; timeoutMs: number }): Promise<void> {
  try {
    const token = readToken(opts.home);
    if (!token) return;
    const body = await readStdin();
    if (!body.trim()) return;
    const res = await fetch(`${opts.baseUrl}/v1/hooks/claude-code`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body,
      signal: AbortSignal.timeout(opts.timeoutMs),
    });
    const text = await res.text();
    if (res.ok && text.trim() && text.trim() !== '{}') process.stdout.write(text);
  } catch {
    /* fail open: no output, exit 0 */
  }
}

/** The hooks block for a Claude Code settings file. */
export function hooksBlock(baseUrl: string): Record<string, unknown> {
  const http = (timeout: number) => ({
    type: 'http',
    url: `${baseUrl}/v1/hooks/claude-code`,
    headers: { Authorization: 'Bearer $MEMORYD_TOKEN' },
    allowedEnvVars: ['MEMORYD_TOKEN'],
    timeout,
  });
  return {
    SessionStart: [{ hooks: [{ type: 'command', command: 'memoryd hook', timeout: 10 }] }],
    UserPromptSubmit: [{ hooks: [http(5)] }],
    Stop: [{ hooks: [http(10)] }],
    SubagentStop: [{ hooks: [http(10)] }],
    PreCompact: [{ hooks: [http(10)] }],
    SessionEnd: [{ hooks: [http(10)] }],
  };
}

const isOurs = (h: unknown) => {
  const x = h as { command?: string; url?: string };
  return (typeof x.command === 'string' && /\bmemoryd hook\b/.test(x.command)) || (typeof x.url === 'string' && x.url.includes('/v1/hooks/claude-code'));
};

/**
 * Adds memoryd's hooks to a settings object, keeping every other key and hook. memoryd's own
 * hooks from an earlier install are replaced (the port may have changed); idempotent. Claude
 * Code's own auto memory is turned off: memoryd takes its place, and with both on every turn
 * would be extracted twice and two memory indexes injected into every session.
 */
export function mergeHooks(settings: Record<string, unknown>, block: Record<string, unknown>): Record<string, unknown> {
  const hooks = { ...((settings.hooks as Record<string, unknown[]> | undefined) ?? {}) };
  for (const [event, groups] of Object.entries(block)) {
    const existing = Array.isArray(hooks[event]) ? (hooks[event] as Array<{ hooks?: unknown[] }>) : [];
    const others = existing
      .map((g) => (Array.isArray(g.hooks) ? { ...g, hooks: g.hooks.filter((h) => !isOurs(h)) } : g))
      .filter((g) => !Array.isArray(g.hooks) || g.hooks.length > 0);
    hooks[event] = [...others, ...(groups as unknown[])];
  }
  return { ...settings, autoMemoryEnabled: false, hooks };
}

/** memoryd's hooks found in a settings object: the events they serve and the URLs the http ones call. */
export function installedHooks(settings: Record<string, unknown>): { events: string[]; urls: string[] } {
  const events: string[] = [];
  const urls = new Set<string>();
  for (const [event, groups] of Object.entries((settings.hooks as Record<string, unknown> | undefined) ?? {})) {
    if (!Array.isArray(groups)) continue;
    for (const g of groups as Array<{ hooks?: unknown[] }>) {
      for (const h of Array.isArray(g?.hooks) ? g.hooks : []) {
        if (!isOurs(h)) continue;
        if (!events.includes(event)) events.push(event);
        const url = (h as { url?: unknown }).url;
        if (typeof url === 'string') urls.add(url);
      }
    }
  }
  return { events, urls: [...urls] };
}

/** Claude Code's user settings file (CLAUDE_CONFIG_DIR moves it). */
export function claudeSettingsFile(): string {
  return join(process.env.CLAUDE_CONFIG_DIR ?? join(homedir(), '.claude'), 'settings.json');
}

/** A Claude Code settings file as an object ({} when there is none); null when it is not JSON, or not an object. */
export function readSettings(file: string): Record<string, unknown> | null {
  if (!existsSync(file)) return {};
  try {
    const text = readFileSync(file, 'utf8');
    const value: unknown = text.trim() ? JSON.parse(text) : {};
    return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/**
 * `memoryd hook install [--write]`: prints memoryd's settings for Claude Code, or merges them into
 * the file after a backup (written through a temp file). Returns what to tell the user.
 */
export async function installHooks(file: string, baseUrl: string, write: boolean): Promise<{ stdout: string; stderr?: string } | { error: string }> {
  const block = hooksBlock(baseUrl);
  if (!write) {
    return {
      stdout: JSON.stringify({ autoMemoryEnabled: false, hooks: block }, null, 2) + '\n',
      stderr:
        `\nAdd this to ${file} (or run again with --write to merge it, after a backup).\n` +
        `autoMemoryEnabled: false turns Claude Code's own memory off: memoryd takes its place.\n` +
        `The http hooks send $MEMORYD_TOKEN: export MEMORYD_TOKEN=$(memoryd token) where Claude Code runs.\n`,
    };
  }
  const current = readSettings(file);
  if (current === null) return { error: `${file} is not a JSON object (settings); nothing was changed` };
  if (existsSync(file)) copyFileSync(file, `${file}.memoryd-backup-${Date.now()}`);
  // Loaded here, not with this module: the command hook, which shares it, runs at every session start.
  const { atomicWrite } = await import('../memory/memdir.js');
  atomicWrite(file, JSON.stringify(mergeHooks(current, block), null, 2) + '\n', { mode: 0o644 });
  return { stdout: `merged memoryd's hooks into ${file}\n` };
}
