// Job kind `dream`: consolidate one project's memory directory. Takes the lock (the last gate),
// then runs the four-phase agent with a model, or deterministic maintenance without one. On
// success the lock's mtime stays as the new "last consolidated"; on failure or cancel it is
// rolled back so the next check can fire again. Every file change is history with actor dream.
import { renameSync } from 'node:fs';
import { join } from 'node:path';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { localDay } from '../../clock.js';
import { runAgent } from '../../llm/agent.js';
import { SHARED_PREAMBLE } from '../../llm/prompts/preamble.js';
import { dreamInstruction } from '../../llm/prompts/dream.js';
import { TOOL_SPECS, ToolExecutor } from '../../llm/tools.js';
import { release, rollback, tryAcquire } from '../../memory/consolidate-lock.js';
import { absoluteDates, duplicatePairs, expiredNews, groupBySubject, mergeBodies, parseDailyLog, rebuildIndex, type LogEntry, type TopicFile } from '../../memory/offline-dream.js';
import { ENTRYPOINT_NAME, readText, scanMemoryDir, sha256, undistilledLogs } from '../../memory/memdir.js';
import { makePrivateDir } from '../../private-dir.js';
import { descriptionFor, fileNameFor, nameFor } from '../../memory/statement-files.js';
import { parseMemory, withBody } from '../../memory/frontmatter.js';
import type { DreamGates } from '../../services/dream-gates.js';
import { coalesced, type EnqueueSpec } from '../../store/jobs.js';
import type { Project } from '../../services/projects.js';
import type { DreamRunStore } from '../../store/dream-runs.js';
import type { WorkerDeps } from '../context.js';
import { memoryWriteHooks } from '../memory-hooks.js';
import { PermanentJobError, type JobContext, type JobKind } from '../types.js';

export interface DreamDeps extends WorkerDeps {
  runs: DreamRunStore;
  gates: DreamGates;
}


/**
 * A dream of a project: one at a time per project. An automatic or nightly one absorbs another
 * that is still waiting; one asked for by hand (`coalesce: false`) always runs on its own.
 */
export function dreamRequest(projectId: number, payload: { trigger: 'auto' | 'cron' | 'manual'; run?: number }, opts: { runAt?: number; coalesce?: boolean } = {}): EnqueueSpec {
  const key = `dream:${projectId}`;
  const spec = { payload: { project: projectId, ...payload }, projectId, runAt: opts.runAt };
  return opts.coalesce === false ? { kind: 'dream', key, ...spec } : coalesced('dream', key, spec);
}

/** Messages a transcript search scans between two turns of the event loop (25–34 ms a step, measured at 300,000 messages). */
const SEARCH_STEP = 20_000;

export function dreamJob(deps: DreamDeps): JobKind {
  return {
    kind: 'dream',
    usesModel: true,
    waitsForBudget: true,
    concurrency: 1,
    maxAttempts: 2,
    async run(ctx) {
      const project = deps.projects.byId(Number(ctx.payload.project));
      if (!project) throw new PermanentJobError(`no project ${String(ctx.payload.project)}`);
      const now = deps.clock.now();
      const runId = typeof ctx.payload.run === 'number' ? ctx.payload.run : deps.runs.create(project.id, String(ctx.payload.trigger ?? 'auto'), String(ctx.payload.mode ?? deps.config.dream.mode), now);
      const mode = (deps.runs.get(runId)?.mode ?? 'prune') as 'prune' | 'reflect';
      // Switched off for the project since it was queued (a dream waiting for the budget, say):
      // only one the user asked for by hand still runs.
      if (ctx.payload.trigger !== 'manual' && !deps.gates.enabledFor(project)) {
        deps.runs.update(runId, { state: 'skipped', skip_reason: 'disabled', finished_at: now, job_id: ctx.job.id });
        return { run: runId, skipped: 'disabled' };
      }
      makePrivateDir(project.paths.memory); // (deleted by hand since: the lock lives in it)
      const lock = tryAcquire(project.paths.memory, { pid: process.pid, now });
      deps.gates.invalidate(project.id);
      if (!lock) {
        deps.gates.recordLockSkip(project.id);
        deps.runs.update(runId, { state: 'skipped', skip_reason: 'lock', finished_at: now, job_id: ctx.job.id });
        return { run: runId, skipped: 'lock' };
      }
      const sessions = deps.gates.sessionsSince(project.id, lock.priorMtime, null);
      const provider = deps.llm.provider;
      deps.runs.update(runId, { state: 'running', job_id: ctx.job.id, started_at: now, provider: provider.name, sessions_reviewed: sessions.length, phase: 'orient' });
      const touched: string[] = [];
      const phase = (p: string) => {
        deps.runs.update(runId, { phase: p });
        ctx.progress({ run: runId, phase: p });
        deps.bus.publish('dream_progress', { run: runId, project_id: project.id, phase: p });
      };
      const touch = (file: string) => {
        if (!touched.includes(file)) touched.push(file);
        deps.runs.update(runId, { files_touched: JSON.stringify(touched) });
        ctx.progress({ run: runId, files: [...touched] });
      };
      try {
        const turns = provider.available ? await dreamWithModel(deps, ctx, project, mode, sessions, phase, touch) : await dreamOffline(deps, ctx, project, phase, touch);
        release(project.paths.memory);
        deps.gates.invalidate(project.id);
        deps.runs.update(runId, { state: 'done', turns, finished_at: deps.clock.now(), phase: 'done' });
        const files = touched.filter((f) => f !== ENTRYPOINT_NAME);
        if (touched.length) {
          deps.notifications.add({
            projectId: project.id,
            sessionId: null,
            kind: 'dream_done',
            message: `Improved ${touched.length} memory file${touched.length === 1 ? '' : 's'}: ${touched.join(', ')}`,
            data: { run: runId, files: touched },
          });
        }
        deps.bus.publish('dream_done', { run: runId, project_id: project.id, files });
        return { run: runId, provider: provider.name, files: touched, sessions: sessions.length };
      } catch (err) {
        rollback(project.paths.memory, lock.priorMtime);
        deps.gates.invalidate(project.id);
        const cancelled = ctx.signal.aborted;
        deps.runs.update(runId, { state: cancelled ? 'cancelled' : 'failed', error: (err as Error).message, finished_at: deps.clock.now() });
        throw err;
      }
    },
  };
}

async function dreamWithModel(deps: DreamDeps, ctx: JobContext, project: Project, mode: 'prune' | 'reflect', sessions: string[], phase: (p: string) => void, touch: (f: string) => void): Promise<number> {
  const memoryDir = project.paths.memory;
  const hooks = memoryWriteHooks(deps, project, { actor: 'dream', jobId: ctx.job.id, sessionId: null }, touch);
  const searchTranscripts = async (query: string, limit: number) => {
    const terms = searchTerms(query);
    const { rows } = await deps.sessions.searchMessages(project.id, terms, limit, SEARCH_STEP);
    if (!rows.length) return 'No matches';
    return rows
      .map((r) => {
        const at = Math.max(0, r.text.toLowerCase().indexOf(terms[0]!.toLowerCase()));
        const snippet = r.text.slice(Math.max(0, at - 120), at + terms[0]!.length + 120).replace(/\s+/g, ' ');
        return `${r.session_id} #${r.seq} ${r.role}${r.timestamp ? ` ${r.timestamp}` : ''}: …${snippet}…`;
      })
      .join('\n');
  };
  const executor = new ToolExecutor(
    { cwd: memoryDir, readRoots: [memoryDir], writeRoots: [memoryDir], denyWrite: [join(memoryDir, 'team')] },
    { ...hooks, searchTranscripts },
  );
  const r = await runAgent({
    provider: deps.llm.provider,
    model: deps.llm.models.dream,
    system: [{ type: 'text', text: SHARED_PREAMBLE }],
    messages: [{ role: 'user', content: [{ type: 'text', text: dreamInstruction({ memoryDir, mode, sessions, today: localDay(deps.clock.now()), logsDir: join(memoryDir, 'logs') }) }] }],
    tools: TOOL_SPECS,
    executor,
    maxTurns: deps.config.dream.maxTurns,
    maxTokens: 8_192,
    meta: { kind: 'dream', jobId: ctx.job.id, projectId: project.id },
    signal: ctx.signal,
    cacheTtl: deps.llm.cacheTtl,
    onToolCall: (name, input) => {
      const path = (input as { file_path?: string; path?: string } | null)?.file_path ?? '';
      if (name === 'SearchTranscripts' || (name === 'Read' && path.includes('/logs/'))) phase('gather');
      else if ((name === 'Write' || name === 'Edit' || name === 'Delete') && path.endsWith(ENTRYPOINT_NAME)) phase('prune');
      else if (name === 'Write' || name === 'Edit' || name === 'Delete') phase('consolidate');
    },
  });
  if (executor.denied.length) ctx.log.warn({ denied: executor.denied.map((d) => `${d.name}: ${d.error}`) }, 'dream tool calls denied');
  return r.turns;
}

/**
 * The deterministic maintenance dream. Returns 0 turns (no model). Each write and removal is
 * made only over the version it was worked out from: a file someone changed meanwhile fails
 * the run (the lock rolls back, the job is tried again on what is there now) rather than lose
 * their change. Every step can run twice: merged lines are not added again.
 */
async function dreamOffline(deps: DreamDeps, ctx: JobContext, project: Project, phase: (p: string) => void, touch: (f: string) => void): Promise<number> {
  const meta = { actor: 'dream' as const, jobId: ctx.job.id, sessionId: null };
  const memoryDir = project.paths.memory;
  const topics = (): TopicFile[] =>
    scanMemoryDir(memoryDir)
      .filter((f) => !f.rel.startsWith('team/'))
      .map((f) => ({ file: f.rel, content: readText(f.abs) ?? '', mtimeMs: f.mtimeMs }));

  phase('gather');
  const logFiles = undistilledLogs(memoryDir);
  const entries: LogEntry[] = logFiles.flatMap((l) => parseDailyLog(readText(l.abs) ?? '', l.day));

  phase('consolidate');
  // Daily logs → topic files, one per subject (merged into an existing file of that subject).
  for (const group of groupBySubject(entries)) {
    const first = group[0]!;
    const st = { type: first.type === 'user' ? ('user' as const) : ('feedback' as const), kind: 'remember' as const, text: first.text, quote: first.text };
    const file = first.type === 'project' || first.type === 'reference' ? fileNameFor(st).replace(/^feedback_/, `${first.type}_`) : fileNameFor(st);
    const lines = group.map((e) => `- ${e.text} (${e.day})`).join('\n');
    const existing = readText(join(memoryDir, file));
    if (existing) {
      deps.memories.write(project, file, { content: withBody(existing, (body) => mergeBodies(body, lines)) }, { ...meta, expectedSha256: sha256(existing) });
    } else {
      deps.memories.write(project, file, { name: nameFor(st), description: descriptionFor(st), type: first.type, body: `${lines}\n` }, { ...meta, expectedSha256: null });
    }
    touch(file);
  }
  for (const l of logFiles) renameSync(l.abs, l.abs.replace(/\.md$/, '.distilled.md')); // done: kept, never distilled twice

  // Exact and near-exact duplicates: fold the older into the newer.
  await betweenSteps(ctx);
  const folded = duplicatePairs(topics());
  for (const { keep, drop } of folded) {
    const dropped = parseMemory(drop.content).body;
    deps.memories.write(project, keep.file, { content: withBody(keep.content, (body) => mergeBodies(body, dropped)) }, { ...meta, expectedSha256: sha256(keep.content) });
    deps.memories.remove(project, drop.file, { ...meta, expectedSha256: sha256(drop.content) });
    touch(keep.file);
    touch(drop.file);
  }
  // (after the folding, which wrote over what it read: a retired memory's "— see [..](dropped)" now names what holds it)
  for (const { keep, drop } of folded) deps.memories.relink(project, drop.file, keep.file, meta);

  // Relative dates → absolute, seen from when each file was last written.
  await betweenSteps(ctx);
  for (const [i, t] of topics().entries()) {
    if (i % FILES_A_SLICE === FILES_A_SLICE - 1) await betweenSteps(ctx);
    const content = withBody(t.content, (body) => absoluteDates(body, t.mtimeMs));
    if (content !== t.content) {
      deps.memories.write(project, t.file, { content }, { ...meta, expectedSha256: sha256(t.content) });
      touch(t.file);
    }
  }

  phase('prune');
  await betweenSteps(ctx);
  // News whose end date is more than a week past ("frozen until 2026-12-03"): over, so removed
  // (its text stays in the file's history).
  const files = topics(); // one read of the folder serves the pruning and the index
  const expiring = expiredNews(files, deps.clock.now());
  for (const t of expiring) {
    deps.memories.remove(project, t.file, { ...meta, expectedSha256: sha256(t.content) });
    touch(t.file);
  }
  const expired = new Set(expiring.map((t) => t.file));
  const indexAbs = join(memoryDir, ENTRYPOINT_NAME);
  const before = readText(indexAbs) ?? '';
  const after = rebuildIndex(before, files.filter((t) => !expired.has(t.file)));
  if (after !== before) {
    deps.memories.updateIndexFile(project, () => after, meta);
    touch(ENTRYPOINT_NAME);
  }
  return 0;
}

/** Files the offline dream works through before letting requests and hooks in. */
const FILES_A_SLICE = 200;

/**
 * Lets requests and hooks in between the offline dream's steps: a folder of thousands of files
 * is read and worked through on the event loop, which would otherwise hold it for seconds. Each
 * write checks the file is as read, so what happens meanwhile is never overwritten.
 */
async function betweenSteps(ctx: JobContext): Promise<void> {
  await nextTurn();
  if (ctx.signal.aborted) throw ctx.signal.reason;
}

/** The terms of a transcript search: "quoted phrases" as they are, other words one by one (at most 8). */
export function searchTerms(query: string): string[] {
  const terms: string[] = [];
  const rest = query.replace(/"([^"]+)"/g, (_, phrase: string) => (terms.push(phrase.trim()), ' '));
  for (const w of rest.split(/\s+/)) if (w.length >= 2) terms.push(w);
  return [...new Set(terms.filter(Boolean))].slice(0, 8);
}
