// Job kind `extract`: after a turn ends, keep what the conversation taught in the project's
// memory directory. Cheap checks first (nothing new, the agent saved memory itself, no prose),
// then an agent run with the model, or deterministic rules without one (extract-offline.ts). The cursor moves only
// when a run succeeds or is deliberately skipped.
import { join } from 'node:path';
import { localDay } from '../../clock.js';
import type { Config } from '../../config.js';
import { runAgent } from '../../llm/agent.js';
import { buildJobPrompt, cacheControl } from '../../llm/prompt-layout.js';
import { extractInstruction } from '../../llm/prompts/extract.js';
import { TOOL_SPECS, ToolExecutor } from '../../llm/tools.js';
import { ageLabel } from '../../memory/memdir.js';
import { extractStatements, standsAlone } from '../../memory/offline-extract.js';
import { hasProse, usersWords, userSaidSomething } from '../../memory/prose.js';
import { changeToCheck } from '../../memory/told-changes.js';
import { updatesSaid } from '../../memory/updates.js';
import type { Project } from '../../services/projects.js';
import { coalesced, type EnqueueSpec } from '../../store/jobs.js';
import type { MessageRow, SessionRow } from '../../store/sessions.js';
import type { WorkerDeps } from '../context.js';
import { memoryWriteHooks } from '../memory-hooks.js';
import { PermanentJobError, type JobContext, type JobKind } from '../types.js';
import { dailyLogPath, extractOffline } from './extract-offline.js';

/**
 * A rule said in a word or two ("pnpm only", "utc everywhere", "别用 any"), or a value changed in as few ("python 3.13
 * now", a version a memory may give otherwise): no run of prose, and just what extraction is for. The offline forms say
 * so in microseconds, before any model is asked.
 */
function saysARuleInAFewWords(m: Pick<MessageRow, 'role' | 'text'>): boolean {
  if (m.role !== 'user' || m.text.length > 80) return false;
  const words = usersWords(m.text);
  if (extractStatements([{ role: 'user', text: words }]).some(standsAlone)) return true;
  const change = changeToCheck(words);
  return change !== null && updatesSaid(change).length > 0;
}

export interface ExtractOutcome {
  outcome: 'saved' | 'nothing' | 'skipped';
  reason?: 'no_new_messages' | 'copied_from_another_session' | 'agent_wrote_memory' | 'no_prose' | 'user_said_nothing_new' | 'extraction_off';
  provider: string;
  /** Every memory file the run changed. */
  files: string[];
  /** Of those, the ones marked superseded because the user retired what they say. */
  superseded?: string[];
  /** Of those, the ones that hold still but had some of their statements retired. */
  partlySuperseded?: string[];
  /** Of those, the ones that hold again, in whole or in part, because the user went back to what retired them. */
  restored?: string[];
  cursor: number;
}

/** A Write or Edit the agent itself made inside the memory directory. */
function wroteMemory(messages: MessageRow[], memoryDir: string): boolean {
  return messages.some((m) =>
    (JSON.parse(m.content) as Array<{ type: string; name?: string; input?: { file_path?: unknown } }>).some(
      (b) => b.type === 'tool_use' && /^(Write|Edit|MultiEdit|NotebookEdit)$/.test(b.name ?? '') && typeof b.input?.file_path === 'string' && (b.input.file_path === memoryDir || b.input.file_path.startsWith(memoryDir + '/')),
    ),
  );
}

/** A request to extract a session: one queued run per session absorbs the others, taking the earliest start. */
export function extractRequest(session: { id: string; project_id: number }, runAt?: number): EnqueueSpec {
  return coalesced('extract', `extract:${session.id}`, { payload: { session: session.id }, projectId: session.project_id, sessionId: session.id, runAt });
}

/** Whether a project's sessions are extracted at all (the daemon's switch, then the project's). */
export function extractsFor(config: Config['extract'], project: Pick<Project, 'settings'> | undefined): boolean {
  return config.enabled && project?.settings.extract !== false;
}

export function extractJob(deps: WorkerDeps): JobKind {
  return {
    kind: 'extract',
    usesModel: true,
    waitsForBudget: true,
    concurrency: 2,
    async run(ctx) {
      const sessionId = String(ctx.payload.session ?? '');
      const session = deps.sessions.get(sessionId);
      if (!session) throw new PermanentJobError(`no session ${sessionId}`);
      const project = deps.projects.byId(session.project_id);
      if (!project) throw new PermanentJobError(`no project ${session.project_id}`);
      // Switched off for the project since this run was queued (one waiting for the budget, say):
      // nothing runs, and nothing is recorded — the cursor and the session stay as when no run is
      // asked for while it is off.
      if (!extractsFor(deps.config.extract, project)) {
        return { outcome: 'skipped', reason: 'extraction_off', provider: deps.llm.provider.name, files: [], cursor: session.extract_cursor_seq ?? 0 } satisfies ExtractOutcome;
      }
      const result = await extract(deps, ctx, session, project);
      recordOutcome(deps, session, result);
      return result;
    },
  };
}

async function extract(deps: WorkerDeps, ctx: JobContext, session: SessionRow, project: Project): Promise<ExtractOutcome> {
  const provider = deps.llm.provider;
  const upto = session.last_seq;
  // The cursor: the last message the last good run covered. If that message is gone, look at
  // everything the model can see again rather than at nothing.
  let after = 0;
  if (session.extract_cursor_uuid) {
    const cursorMsg = deps.sessions.messageByUuid(session.id, session.extract_cursor_uuid);
    after = cursorMsg ? cursorMsg.seq : 0;
  }
  let fresh = deps.sessions.mainMessages(session.id, { afterSeq: after, uptoSeq: upto });
  const base = { provider: provider.name, files: [] as string[], cursor: upto };
  const advance = () => {
    const last = fresh.at(-1);
    if (last) deps.sessions.update(session.id, { extract_cursor_uuid: last.uuid, extract_cursor_seq: last.seq });
  };
  if (fresh.length === 0) return { ...base, outcome: 'skipped', reason: 'no_new_messages' };
  // A conversation resumed or forked under a new session id opens with copies of the old
  // session's messages, which were extracted there: only what follows them is new.
  if (!session.extract_cursor_uuid) {
    const copies = deps.sessions.copiedPrefix(session.id, session.project_id, fresh);
    if (copies === fresh.length) {
      advance();
      return { ...base, outcome: 'skipped', reason: 'copied_from_another_session' };
    }
    if (copies > 0) {
      after = fresh[copies - 1]!.seq;
      fresh = fresh.slice(copies);
    }
  }
  // The agent saved memory itself since the last run (an event or an API write, stamped on the
  // session), or wrote into the memory dir with its own tools in the new messages.
  const lastRunAt = session.last_extract ? (JSON.parse(session.last_extract) as { at: number }).at : 0;
  if ((session.memory_written_at ?? 0) > lastRunAt || wroteMemory(fresh, project.paths.memory)) {
    advance();
    return { ...base, outcome: 'skipped', reason: 'agent_wrote_memory' };
  }
  if (!hasProse(fresh) && !fresh.some(saysARuleInAFewWords)) {
    advance();
    return { ...base, outcome: 'skipped', reason: 'no_prose' };
  }
  // "ok", "continue", 好的: the user said nothing of their own since the last run
  if (!userSaidSomething(fresh)) {
    advance();
    return { ...base, outcome: 'skipped', reason: 'user_said_nothing_new' };
  }
  const kairos = project.settings.kairos === true;
  const { files, superseded, partlySuperseded, restored, unread } = provider.available
    ? { files: await extractWithModel(deps, ctx, session, project, after, fresh.length, upto, kairos), superseded: [], partlySuperseded: [], restored: [], unread: undefined }
    : await extractOffline(deps, ctx, session, project, fresh, kairos);
  advance();
  return { ...base, outcome: files.length ? 'saved' : 'nothing', files, ...nonEmpty({ superseded, partlySuperseded, restored }), ...(unread ? { unread } : {}) };
}

async function extractWithModel(deps: WorkerDeps, ctx: JobContext, session: SessionRow, project: Project, after: number, newCount: number, upto: number, kairos: boolean): Promise<string[]> {
  const now = deps.clock.now();
  const memoryDir = project.paths.memory;
  const manifest = deps.memoryFiles.list(project.id, 200).map((f) => `- [${f.type}] ${f.path} (${ageLabel(f.mtime_ms, now)}): ${f.description ?? f.name ?? ''}`);
  const log = kairos ? dailyLogPath(project, now) : null;
  const cc = cacheControl(deps.llm.cacheTtl);
  const prompt = buildJobPrompt({
    transcript: deps.transcripts.layout(session.id, upto, cc),
    instruction: extractInstruction({ memoryDir, afterSeq: after, newMessages: newCount, manifest, today: localDay(now), ...(log ? { dailyLog: log.abs } : {}) }),
    cacheTtl: deps.llm.cacheTtl,
  });
  const hooks = memoryWriteHooks(deps, project, { actor: 'extract', jobId: ctx.job.id, sessionId: session.id }, (file) => ctx.progress({ files: [file] }));
  const executor = new ToolExecutor(
    {
      cwd: memoryDir,
      readRoots: [memoryDir],
      writeRoots: log ? [join(memoryDir, 'logs')] : [memoryDir],
      denyWrite: [join(memoryDir, 'team'), ...(log ? [] : [join(memoryDir, 'logs')])],
      denyTools: ['SearchTranscripts', 'Delete'],
    },
    hooks,
  );
  const r = await runAgent({
    provider: deps.llm.provider,
    model: deps.llm.models.extract,
    system: prompt.system,
    messages: prompt.messages,
    tools: TOOL_SPECS,
    executor,
    maxTurns: deps.config.extract.maxTurns,
    meta: { kind: 'extract', jobId: ctx.job.id, projectId: project.id, sessionId: session.id },
    signal: ctx.signal,
    cacheTtl: deps.llm.cacheTtl,
  });
  if (executor.denied.length) ctx.log.warn({ denied: executor.denied.map((d) => `${d.name}: ${d.error}`) }, 'extraction tool calls denied');
  ctx.log.info({ turns: r.turns, stop: r.stopReason, files: hooks.log.touched }, 'extraction finished');
  return hooks.log.touched.filter((f) => f !== 'MEMORY.md');
}

/** The lists that have something in them (an outcome leaves the empty ones out). */
function nonEmpty(lists: Record<string, string[]>): Record<string, string[]> {
  return Object.fromEntries(Object.entries(lists).filter(([, list]) => list.length > 0));
}

function recordOutcome(deps: WorkerDeps, session: SessionRow, r: ExtractOutcome): void {
  deps.sessions.update(session.id, { last_extract: JSON.stringify({ at: deps.clock.now(), ...r }) });
  deps.bus.publish('extraction', { session_id: session.id, project_id: session.project_id, ...r });
  if (r.outcome === 'saved' && r.files.length) {
    const retired = r.superseded ?? [];
    const partly = r.partlySuperseded ?? [];
    const restored = r.restored ?? [];
    const saved = r.files.filter((f) => !retired.includes(f) && !partly.includes(f) && !restored.includes(f));
    const n = saved.length;
    const parts = [
      ...(n ? [`Saved ${n} ${n === 1 ? 'memory' : 'memories'}: ${saved.join(', ')}`] : []),
      ...(retired.length ? [`marked superseded: ${retired.join(', ')}`] : []),
      ...(partly.length ? [`statements retired in: ${partly.join(', ')}`] : []),
      ...(restored.length ? [`holds again: ${restored.join(', ')}`] : []),
    ];
    deps.notifications.add({
      projectId: session.project_id,
      sessionId: session.id,
      kind: 'memories_saved',
      message: parts.join('; '),
      data: { files: r.files, ...nonEmpty({ superseded: retired, partlySuperseded: partly, restored }) },
    });
  }
}
