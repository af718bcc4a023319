#!/usr/bin/env node
// The memoryd command. `memoryd start` runs the daemon in the foreground; the other
// commands talk to a running daemon through the typed client.
import { parseArgs } from 'node:util';
import { MemorydClientError, type MemorydClient } from '../client/index.js';
import { loadConfig, type Config } from '../config.js';
import { readToken } from '../home.js';
import { baseUrlOf, clientFor, config, fail, when } from './common.js';
import { resolveProjectRoot } from '../memory/paths.js';
import { claudeSettingsFile, installHooks, runHook } from './hook.js';
import { resolve } from 'node:path';

const USAGE = `usage: memoryd <command>

commands:
  start                          run the daemon in the foreground (Ctrl-C stops it gracefully)
  status [--json]                show what the running daemon is doing
  token                          print the bearer token clients must send
  recall "query" [--project DIR] the memories that matter for a query
  memories [list|show|rm] [FILE] [--project DIR]
  dream [--project DIR] [--mode prune|reflect] [--wait]
  tail                           follow the live event stream
  import <file.jsonl|dir> [--project DIR] [--dry-run]
                                 ingest Claude Code transcripts (--project: for those without a cwd;
                                 --dry-run: count them and say what extracting them would cost, send nothing)
  hook                           the Claude Code command hook (reads a hook payload on stdin)
  hook install [--settings FILE] [--write]  print (or merge) the Claude Code hooks block
  open                           print the URL of the status page (it logs the browser in once)
  doctor                         check the home, permissions, database, provider, watcher, cron and Claude Code hooks
  help                           show this text

configuration: <home>/config.json and MEMORYD_* environment variables (see README).`;

// The daemon, doctor and import are loaded only by the commands that need them: the command
// hook runs at every session start, and loading the server (fastify, SQLite) would triple its time.
async function start(): Promise<void> {
  const cfg = config();
  const { startDaemon } = await import('../main.js');
  let daemon;
  try {
    daemon = await startDaemon(cfg, { onHomeLost: () => fail(`the database in ${cfg.home} was deleted while the daemon ran; stopped (start it again for a new home)`) });
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
  // A promise some path forgot to catch is a bug to report, not a reason to drop every session's
  // memory: say it loudly and keep serving (its work is in SQLite transactions, whole or not at all).
  process.on('unhandledRejection', (err) => {
    process.stderr.write(`memoryd: a failure nothing handled (please report it): ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  });
}

/** " (1 waiting until 2026-12-01 03:12 UTC)": queued jobs that are not due yet, so "queued" does not read as stuck. */
function waitingNote(w: { jobs: number; next_at: number } | undefined): string {
  return w ? ` (${w.jobs} waiting until ${when(w.next_at)})` : '';
}

async function status(json: boolean): Promise<void> {
  const s = await clientFor(config()).status();
  if (json) {
    process.stdout.write(JSON.stringify(s, null, 2) + '\n');
    return;
  }
  const lines = [
    `memoryd ${s.version} · pid ${s.pid} · up ${s.uptime_s}s · ${Math.round(s.memory.rss / 1048576)} MB · provider ${s.provider}`,
    ...(s.model_paused ? [`model calls paused: ${s.model_paused.reason}`] : []),
    ...(s.hooks_unauthorized
      ? [`Claude Code hooks refused for a wrong or missing token: ${s.hooks_unauthorized.count} since start, the last at ${when(s.hooks_unauthorized.last_at)} — set MEMORYD_TOKEN=$(memoryd token) where Claude Code runs (memoryd doctor checks it)`]
      : []),
    `home ${s.home} · database ${(s.database.bytes / 1048576).toFixed(1)} MB (+ ${(s.database.wal_bytes / 1048576).toFixed(1)} MB log)`,
    `event loop delay, last minute: p50 ${s.event_loop_delay.p50_ms} ms, p99 ${s.event_loop_delay.p99_ms} ms, worst ${s.event_loop_delay.max_ms} ms`,
    '',
    'queue:',
    ...(Object.keys(s.queue).length === 0
      ? ['  (empty)']
      : Object.entries(s.queue).map(([kind, states]) => `  ${kind.padEnd(16)} ${Object.entries(states).map(([st, n]) => `${st} ${n}`).join(', ')}${waitingNote(s.queue_waiting[kind])}`)),
    ...(s.running.length ? ['', 'running:', ...s.running.map((j) => `  #${j.id} ${j.kind} attempt ${j.attempts}/${j.max_attempts}`)] : []),
    ...(s.dead.length ? ['', 'dead jobs:', ...s.dead.map((j) => `  #${j.id} ${j.kind}: ${j.last_error ?? ''}`)] : []),
    '',
    'projects:',
    ...(s.projects.length === 0
      ? ['  (none yet)']
      : s.projects.map((p) => `  ${p.root}  ${plural(p.memories, 'memory', 'memories')}, ${plural(p.sessions, 'session')}, ${plural(p.messages, 'message')}`)),
    '',
    `model use today: ${plural(s.budget.today.tokens, 'token')}, $${s.budget.today.usd.toFixed(4)}${s.budget.exceeded ? ` · budget reached (${s.budget.reason})` : ''}`,
    ...allTimeUse(s.usage),
    ...(s.dream.next_run ? [`next dream: ${when(s.dream.next_run)}`] : []),
    ...(s.notifications.length ? ['', 'recent:', ...s.notifications.slice(0, 5).map((n) => `  ${when(n.at)}  ${n.message}`)] : []),
  ];
  process.stdout.write(lines.join('\n') + '\n');
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** The all-time model use line, once there has been any: calls, cost, and how much input the prompt cache served. */
function allTimeUse(usage: Record<string, unknown>): string[] {
  const a = usage.all_time as { calls?: number; cost_usd?: number; cache_read_share?: number | null } | undefined;
  if (!a?.calls) return [];
  const cached = a.cache_read_share == null ? '' : `, ${Math.round(a.cache_read_share * 100)}% of input read from the prompt cache`;
  return [`model use all time: ${plural(a.calls, 'call')}, $${(a.cost_usd ?? 0).toFixed(4)}${cached}`];
}

async function projectSlug(client: MemorydClient, dir: string): Promise<string> {
  const root = resolveProjectRoot(resolve(dir));
  const p = (await client.projects()).projects.find((x) => x.root === root);
  if (!p) fail(`memoryd knows no project at ${root} yet`);
  return p.slug;
}

async function main(argv: string[]): Promise<void> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      json: { type: 'boolean', default: false },
      'dry-run': { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
      project: { type: 'string' },
      mode: { type: 'string' },
      wait: { type: 'boolean', default: false },
      write: { type: 'boolean', default: false },
      settings: { type: 'string' },
    },
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
    case 'recall': {
      const q = positionals.slice(1).join(' ');
      if (!q) fail('usage: memoryd recall "query" [--project DIR]', 2);
      const r = await clientFor(config()).recall({ project: resolve(values.project ?? process.cwd()), q });
      if (values.json) return void process.stdout.write(JSON.stringify(r, null, 2) + '\n');
      if (!r.memories.length) return void process.stdout.write(`no memories (${r.reason ?? r.mode})\n`);
      for (const m of r.memories) {
        process.stdout.write(`\n## ${m.name ?? m.file} [${m.type}] ${m.file} · ${m.age}\n${m.caveat ? `> ${m.caveat}\n` : ''}${m.content}\n`);
      }
      return;
    }
    case 'memories': {
      const client = clientFor(config());
      const slug = await projectSlug(client, values.project ?? process.cwd());
      const sub = positionals[1] ?? 'list';
      const file = positionals[2];
      if (sub === 'list') {
        for (const m of (await client.memories(slug)).memories) process.stdout.write(`${m.type.padEnd(9)} ${m.file.padEnd(36)} ${m.description ?? ''}\n`);
      } else if (sub === 'show' && file) process.stdout.write((await client.memory(slug, file)).content);
      else if (sub === 'rm' && file) {
        await client.deleteMemory(slug, file);
        process.stdout.write(`deleted ${file}\n`);
      } else fail('usage: memoryd memories [list|show FILE|rm FILE] [--project DIR]', 2);
      return;
    }
    case 'dream': {
      const client = clientFor(config());
      const slug = await projectSlug(client, values.project ?? process.cwd());
      const mode = values.mode === 'reflect' ? 'reflect' : values.mode === 'prune' ? 'prune' : undefined;
      let run = await client.dream(slug, mode);
      process.stdout.write(`dream #${run.id} queued\n`);
      while (values.wait && !['done', 'failed', 'cancelled', 'skipped'].includes(run.state)) {
        await new Promise((r) => setTimeout(r, 500));
        run = await client.dreamRun(run.id);
      }
      if (values.wait) process.stdout.write(`dream #${run.id}: ${run.state} — ${run.files_touched.join(', ') || 'no changes'}\n`);
      return;
    }
    case 'tail': {
      const cfg = config();
      const token = readToken(cfg.home);
      const res = await fetch(`${baseUrlOf(cfg)}/v1/status/stream`, { headers: { authorization: `Bearer ${token ?? ''}` } });
      if (!res.ok || !res.body) fail(`stream refused: HTTP ${res.status}`);
      for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) process.stdout.write(Buffer.from(chunk).toString('utf8'));
      fail('the daemon ended the stream (it stopped)');
    }
    case 'import': {
      const target = positionals[1];
      if (!target) fail('usage: memoryd import <file.jsonl|dir> [--project DIR]', 2);
      const cfg = config();
      const client = clientFor(cfg);
      const { importTranscript, transcriptFiles, extractionCostNote } = await import('./import.js');
      const results = [];
      const dryRun = values['dry-run'];
      for (const file of transcriptFiles(resolve(target))) {
        const r = await importTranscript(client, file, values.project ? resolve(values.project) : undefined, { dryRun });
        results.push(r);
        const counts = dryRun ? `${r.accepted} messages (nothing sent)` : `${r.accepted} new messages, ${r.duplicates} already known`;
        process.stdout.write(`${file}: ${r.skipped ? `skipped (${r.skipped})` : `${counts}${r.malformed ? `, ${r.malformed} malformed parts left out` : ''}`}\n`);
      }
      const note = extractionCostNote(results, await client.status(), cfg, { dryRun });
      if (note) process.stdout.write(note + '\n');
      return;
    }
    case 'hook': {
      if (positionals[1] !== 'install') {
        // The command hook fails open: not even a broken config may block the user (exit 2 would).
        let cfg: Config;
        try {
          cfg = loadConfig();
        } catch {
          return;
        }
        return runHook({ home: cfg.home, baseUrl: baseUrlOf(cfg), timeoutMs: Number(process.env.MEMORYD_HOOK_TIMEOUT_MS ?? 8_000) });
      }
      const file = values.settings ? resolve(values.settings) : claudeSettingsFile();
      const r = await installHooks(file, baseUrlOf(config()), values.write);
      if ('error' in r) fail(r.error);
      process.stdout.write(r.stdout);
      if (r.stderr) process.stderr.write(r.stderr);
      return;
    }
    case 'open': {
      const cfg = config();
      const token = readToken(cfg.home);
      if (!token) fail('no token yet: start the daemon once');
      process.stdout.write(`${baseUrlOf(cfg)}/login?token=${encodeURIComponent(token)}\n`);
      return;
    }
    case 'doctor':
      return (await import('./doctor.js')).doctor(config());
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
