// One schema for every knob. Sources, lowest first: defaults < <home>/config.json < environment.
// Every leaf with a default also reads MEMORYD_<PATH_IN_SNAKE_CASE> (queue.leaseMs → MEMORYD_QUEUE_LEASE_MS).
import { existsSync, readFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { isAbsolute, join, resolve } from 'node:path';
import { z } from 'zod';

const LogLevel = z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']);

export const ConfigSchema = z.strictObject({
  home: z.string().min(1),
  host: z.string().min(1).default('127.0.0.1'),
  port: z.number().int().min(0).max(65535).default(7457),
  logLevel: LogLevel.default('info'),
  anthropic: z
    .strictObject({
      apiKey: z.string().min(1).optional(),
      authToken: z.string().min(1).optional(),
      baseUrl: z.string().url().optional(),
    })
    .prefault({}),
  limits: z
    .strictObject({
      /** Request bodies above this answer 413. */
      bodyBytes: z.number().int().positive().default(4 * 1024 * 1024),
      /**
       * The same for POST /v1/events: a turn may carry images and documents as the Messages API
       * takes them (requests up to 32 MB), and refusing it would lose the turn; memoryd keeps only
       * that they were there.
       */
      eventsBodyBytes: z.number().int().positive().default(32 * 1024 * 1024),
      /** Events in one POST /v1/events batch. */
      batchEvents: z.number().int().positive().max(10_000).default(500),
      /** One stored tool result; longer ones are cut with a marker (memory needs the gist). */
      toolResultBytes: z.number().int().positive().default(64 * 1024),
    })
    .prefault({}),
  /** Model per job kind. */
  models: z
    .strictObject({
      extract: z.string().min(1).default('claude-haiku-5-5'),
      session_memory: z.string().min(1).default('claude-haiku-5-5'),
      recall: z.string().min(1).default('claude-haiku-5-5'),
      dream: z.string().min(1).default('claude-sonnet-5-5'),
    })
    .prefault({}),
  llm: z
    .strictObject({
      /** One model call, before it is abandoned (and retried). */
      timeoutMs: z.number().int().positive().default(60_000),
      /** Retries of a call that failed with 429, 5xx, 529 or a dropped connection. */
      maxRetries: z.number().int().min(0).max(10).default(4),
      retryBaseMs: z.number().int().positive().default(1_000),
      /** Shared by every job of the daemon. */
      requestsPerMinute: z.number().int().positive().default(50),
      maxConcurrent: z.number().int().positive().default(4),
      /** Recall answers within this, with the lexical pick when the model is late. */
      recallDeadlineMs: z.number().int().positive().default(3_000),
      /** Prompt-cache lifetime asked for: 5m (writes cost 1.25× input) or 1h (2×). */
      cacheTtl: z.enum(['5m', '1h']).default('5m'),
      /** Failed calls in a row (after their retries) that pause model calls: the API is down or refuses the key. */
      pauseAfterFailures: z.number().int().positive().default(3),
      /** The first pause; each one that has to start again doubles, up to pauseMaxMs. */
      pauseMs: z.number().int().positive().default(30_000),
      pauseMaxMs: z.number().int().positive().default(600_000),
    })
    .prefault({}),
  /** USD per million tokens; merged over the built-in table. */
  prices: z
    .record(
      z.string(),
      z.strictObject({ input: z.number().nonnegative(), output: z.number().nonnegative(), cacheRead: z.number().nonnegative(), cacheWrite: z.number().nonnegative().optional() }),
    )
    .default({}),
  /** Daily caps (UTC days); 0 means none. When reached, model jobs are skipped and recall stays lexical. */
  budget: z
    .strictObject({
      dailyTokens: z.number().int().nonnegative().default(0),
      dailyUsd: z.number().nonnegative().default(0),
      projectDailyTokens: z.number().int().nonnegative().default(0),
      projectDailyUsd: z.number().nonnegative().default(0),
    })
    .prefault({}),
  extract: z
    .strictObject({
      enabled: z.boolean().default(true),
      /** Extract after every Nth eligible turn (a final answer of the main agent). */
      everyTurns: z.number().int().positive().default(1),
      maxTurns: z.number().int().positive().max(20).default(5),
      /**
       * How long after a session ends its uncovered messages wait before their run: past a
       * transcript catch-up pass, so an answer written after the last hook ends its turn first
       * and the two requests are one run.
       */
      afterSessionEndMs: z.number().int().nonnegative().default(60_000),
      /** A session quiet this long with messages no run has covered (a client killed mid-turn) is extracted; 0: never. */
      afterIdleMs: z.number().int().nonnegative().default(3_600_000),
    })
    .prefault({}),
  /** Rolling session notes (summary.md), the free compaction. */
  sessionNotes: z
    .strictObject({
      enabled: z.boolean().default(true),
      initTokens: z.number().int().nonnegative().default(10_000),
      updateTokens: z.number().int().nonnegative().default(5_000),
      toolCalls: z.number().int().nonnegative().default(3),
      sectionTokens: z.number().int().positive().default(2_000),
      totalTokens: z.number().int().positive().default(12_000),
      /** How long compaction waits for an update in progress. */
      compactWaitMs: z.number().int().nonnegative().default(5_000),
      /** An update running longer than this no longer holds compaction back. */
      staleMs: z.number().int().positive().default(60_000),
      maxTurns: z.number().int().positive().max(20).default(5),
    })
    .prefault({}),
  dream: z
    .strictObject({
      enabled: z.boolean().default(true),
      minHours: z.number().nonnegative().default(24),
      minSessions: z.number().int().nonnegative().default(5),
      /** Sessions are counted at most this often per project. */
      scanIntervalMs: z.number().int().nonnegative().default(10 * 60_000),
      mode: z.enum(['prune', 'reflect']).default('prune'),
      maxTurns: z.number().int().positive().max(50).default(20),
      /** The nightly run: a random minute between 00:00 and 05:59 local, drawn once. */
      cron: z.boolean().default(true),
      /** Gap between projects' nightly dreams, so they do not all start at once. */
      spreadMs: z.number().int().nonnegative().default(2 * 60_000),
    })
    .prefault({}),
  /** Claude Code hooks. */
  hooks: z
    .strictObject({
      /** Transcript files are read only from under these folders (Claude Code's projects folders). */
      transcriptRoots: z.array(z.string()).default([]),
      /** UserPromptSubmit answers within this, with no context rather than late. */
      promptDeadlineMs: z.number().int().positive().default(2_500),
      /**
       * How often transcripts of sessions active in the last hour are checked for lines written
       * after their last hook (a final answer flushed after Stop or SessionEnd); 0: never.
       */
      catchUpMs: z.number().int().nonnegative().default(30_000),
    })
    .prefault({}),
  retention: z
    .strictObject({
      /**
       * Messages of sessions idle this long are deleted (0: kept for ever), with memoryd's JSONL
       * copy of them; the sessions, their counters, notes and everything learned from them stay.
       * Claude Code itself deletes its transcripts after 30 days.
       */
      messageDays: z.number().nonnegative().default(90),
    })
    .prefault({}),
  watch: z
    .strictObject({
      /** Follow edits made to memory files outside memoryd (editors, git). */
      enabled: z.boolean().default(true),
      debounceMs: z.number().int().nonnegative().default(150),
    })
    .prefault({}),
  queue: z
    .strictObject({
      pollMs: z.number().int().positive().default(250),
      leaseMs: z.number().int().positive().default(60_000),
      maxAttempts: z.number().int().positive().default(5),
      backoffBaseMs: z.number().int().positive().default(1_000),
      backoffMaxMs: z.number().int().positive().default(10 * 60_000),
      /** On shutdown, running jobs get this long to finish before they are released. */
      shutdownGraceMs: z.number().int().nonnegative().default(10_000),
      /** Jobs of one kind that may run at once; kinds not named run one at a time. */
      concurrency: z.record(z.string(), z.number().int().positive()).default({}),
      /** Finished and cancelled jobs are deleted after this many days (dead ones are kept). */
      retentionDays: z.number().positive().default(7),
    })
    .prefault({}),
});

export type Config = z.infer<typeof ConfigSchema>;

/** Raised when configuration cannot be used; the message names the offending key and its source. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

type Env = Record<string, string | undefined>;

/** Environment names that do not follow the MEMORYD_<PATH> rule. */
const ENV_ALIASES: Record<string, string> = {
  ANTHROPIC_API_KEY: 'anthropic.apiKey',
  ANTHROPIC_AUTH_TOKEN: 'anthropic.authToken',
  ANTHROPIC_BASE_URL: 'anthropic.baseUrl',
};

export function defaultHome(env: Env = process.env): string {
  const raw = env.MEMORYD_HOME?.trim();
  if (!raw) return join(homedir(), '.memoryd');
  const expanded = raw === '~' ? homedir() : raw.startsWith('~/') ? join(homedir(), raw.slice(2)) : raw;
  return isAbsolute(expanded) ? expanded : resolve(expanded);
}

export function envNameFor(path: string[]): string {
  return 'MEMORYD_' + path.map((p) => p.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toUpperCase()).join('_');
}

/** Every settable leaf (path → default value), derived from the schema's own defaults. */
function leaves(obj: Record<string, unknown>, prefix: string[] = []): Array<[string[], unknown]> {
  const out: Array<[string[], unknown]> = [];
  for (const [k, v] of Object.entries(obj)) {
    const path = [...prefix, k];
    if (v && typeof v === 'object' && !Array.isArray(v)) {
      if (Object.keys(v).length > 0) out.push(...leaves(v as Record<string, unknown>, path));
    } else if (v !== undefined) out.push([path, v]);
  }
  return out;
}

function setPath(target: Record<string, unknown>, path: string[], value: unknown): void {
  let node = target;
  for (const key of path.slice(0, -1)) {
    const next = node[key];
    if (!next || typeof next !== 'object') node[key] = {};
    node = node[key] as Record<string, unknown>;
  }
  node[path[path.length - 1]!] = value;
}

function coerce(raw: string, like: unknown): unknown {
  if (typeof like === 'number') {
    const n = Number(raw);
    return raw.trim() !== '' && Number.isFinite(n) ? n : raw;
  }
  if (typeof like === 'boolean') {
    if (/^(1|true|yes|on)$/i.test(raw)) return true;
    if (/^(0|false|no|off)$/i.test(raw)) return false;
    return raw;
  }
  return raw;
}

function deepMerge(base: Record<string, unknown>, over: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...base };
  for (const [k, v] of Object.entries(over)) {
    // own keys only, defined rather than assigned: a "__proto__" key stays a key, for the schema to refuse by name
    const b = Object.hasOwn(out, k) ? out[k] : undefined;
    const value =
      v && typeof v === 'object' && !Array.isArray(v) && b && typeof b === 'object' && !Array.isArray(b)
        ? deepMerge(b as Record<string, unknown>, v as Record<string, unknown>)
        : v;
    Object.defineProperty(out, k, { value, enumerable: true, writable: true, configurable: true });
  }
  return out;
}

/**
 * Reads config.json under the home and the environment, validates, and returns the config.
 * Throws ConfigError (never a raw zod or JSON error) naming the bad key and where it came from.
 */
export function loadConfig(env: Env = process.env, overrides: Record<string, unknown> = {}): Config {
  const home = typeof overrides.home === 'string' ? overrides.home : defaultHome(env);
  const file = join(home, 'config.json');
  let fromFile: Record<string, unknown> = {};
  if (existsSync(file)) {
    try {
      const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
      if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) {
        throw new ConfigError(`${file}: must hold a JSON object`);
      }
      fromFile = parsed as Record<string, unknown>;
    } catch (err) {
      if (err instanceof ConfigError) throw err;
      throw new ConfigError(`${file}: not valid JSON (${(err as Error).message})`);
    }
  }

  const defaults = ConfigSchema.parse({ home }) as unknown as Record<string, unknown>;
  const fromEnv: Record<string, unknown> = {};
  const envSource = new Map<string, string>();
  for (const [path, like] of leaves(defaults)) {
    if (path[0] === 'home') continue;
    const name = envNameFor(path);
    const raw = env[name];
    if (raw !== undefined && raw !== '') {
      setPath(fromEnv, path, coerce(raw, like));
      envSource.set(path.join('.'), name);
    }
  }
  for (const [name, dotted] of Object.entries(ENV_ALIASES)) {
    const raw = env[name];
    if (raw !== undefined && raw !== '') {
      setPath(fromEnv, dotted.split('.'), raw);
      envSource.set(dotted, name);
    }
  }

  const merged = deepMerge(deepMerge(fromFile, fromEnv), { ...overrides, home });
  const result = ConfigSchema.safeParse(merged);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => {
      const keys = issue.code === 'unrecognized_keys' ? issue.keys : [undefined];
      return keys
        .map((extra) => {
          const dotted = [...issue.path, ...(extra ? [extra] : [])].join('.');
          const source = envSource.get(dotted) ?? (Object.hasOwn(overrides, dotted) ? 'override' : file);
          return `  ${dotted || '(root)'}: ${extra ? 'unknown key' : issue.message} (from ${source})`;
        })
        .join('\n');
    });
    throw new ConfigError(`invalid configuration:\n${lines.join('\n')}`);
  }
  return result.data;
}
