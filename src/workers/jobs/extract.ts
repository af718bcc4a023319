// Job kind `extract`: after a turn ends, keep what the conversation taught in the project's
// memory directory. Cheap checks first (nothing new, the agent saved memory itself, no prose),
// then an agent run with the model, or deterministic rules without one. The cursor moves only
// when a run succeeds or is deliberately skipped.
import { join } from 'node:path';
import { localDay, localTime } from '../../clock.js';
import type { Config } from '../../config.js';
import { runAgent } from '../../llm/agent.js';
import { buildJobPrompt, cacheControl } from '../../llm/prompt-layout.js';
import { extractInstruction } from '../../llm/prompts/extract.js';
import { TOOL_SPECS, ToolExecutor } from '../../llm/tools.js';
import { ENTRYPOINT_NAME, ageLabel, atomicWrite, readText } from '../../memory/memdir.js';
import { withBody, withFrontmatter } from '../../memory/frontmatter.js';
import { descriptionFor, extractStatements, fileNameFor, nameFor, renderStatementBody, sameSubject, subjectStems, type Statement } from '../../memory/offline-extract.js';
import { hasProse } from '../../memory/prose.js';
import { redactSecrets } from '../../memory/secrets.js';
import { isSuperseded, markSuperseded, retiredTerms, statesAsCurrent } from '../../memory/supersede.js';
import type { Project } from '../../services/projects.js';
import { coalesced, type EnqueueSpec } from '../../store/jobs.js';
import type { MessageRow, SessionRow } from '../../store/sessions.js';
import type { WorkerDeps } from '../context.js';
import { memoryWriteHooks } from '../memory-hooks.js';
import { PermanentJobError, type JobContext, type JobKind } from '../types.js';

export interface ExtractOutcome {
  outcome: 'saved' | 'nothing' | 'skipped';
  reason?: 'no_new_messages' | 'copied_from_another_session' | 'agent_wrote_memory' | 'no_prose';
  provider: string;
  /** Every memory file the run changed. */
  files: string[];
  /** Of those, the ones marked superseded because the user retired what they say. */
  superseded?: string[];
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
    concurrency: 2,
    async run(ctx) {
      const sessionId = String(ctx.payload.session ?? '');
      const session = deps.sessions.get(sessionId);
      if (!session) throw new PermanentJobError(`no session ${sessionId}`);
      const project = deps.projects.byId(session.project_id);
      if (!project) throw new PermanentJobError(`no project ${session.project_id}`);
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
  if (!hasProse(fresh)) {
    advance();
    return { ...base, outcome: 'skipped', reason: 'no_prose' };
  }
  const kairos = project.settings.kairos === true;
  const { files, superseded } = provider.available
    ? { files: await extractWithModel(deps, ctx, session, project, after, fresh.length, upto, kairos), superseded: [] }
    : extractOffline(deps, ctx, session, project, fresh, kairos);
  advance();
  return { ...base, outcome: files.length ? 'saved' : 'nothing', files, ...(superseded.length ? { superseded } : {}) };
}

/** logs/YYYY/MM/YYYY-MM-DD.md for the user's day, the one the entries and the file's heading carry. */
function dailyLogPath(project: Project, now: number): { abs: string; rel: string } {
  const day = localDay(now);
  const rel = `logs/${day.slice(0, 4)}/${day.slice(5, 7)}/${day}.md`;
  return { abs: join(project.paths.memory, rel), rel };
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

function extractOffline(deps: WorkerDeps, ctx: JobContext, session: SessionRow, project: Project, fresh: MessageRow[], kairos: boolean): { files: string[]; superseded: string[] } {
  // The window's first message may answer the agent's last words before it (a correction).
  const after = deps.sessions.lastWordsUpTo(session.id, fresh[0]!.seq - 1);
  const statements = extractStatements(fresh.map((m) => ({ role: m.role, text: m.text, at: writtenAt(m) })), { after });
  if (statements.length === 0) return { files: [], superseded: [] };
  const now = deps.clock.now();
  const day = localDay(now);
  if (kairos) {
    const log = dailyLogPath(project, now);
    const before = readText(log.abs) ?? `# ${day}\n\n`;
    const time = localTime(now);
    const lines = statements.map((s) => `- ${time} [${s.type}] ${redactSecrets(s.text).text} (session ${session.id})`);
    atomicWrite(log.abs, `${before.replace(/\n*$/, '\n')}${lines.join('\n')}\n`);
    return { files: [log.rel], superseded: [] };
  }
  const written: string[] = [];
  const superseded: string[] = [];
  for (const st of statements) {
    const file = writeStatement(deps, ctx, project, st, day);
    if (file && !written.includes(file)) written.push(file);
    if (file) for (const old of retireWhatItReplaces(deps, ctx, project, st, file, day)) if (!superseded.includes(old)) superseded.push(old);
  }
  return { files: [...written, ...superseded.filter((f) => !written.includes(f))], superseded };
}

/**
 * "we use bun now, not pnpm anymore": the memories that state the retired thing as current are
 * marked superseded by the statement's file (the dream removes them a week on). Returns them.
 */
function retireWhatItReplaces(deps: WorkerDeps, ctx: JobContext, project: Project, st: Statement, file: string, day: string): string[] {
  const terms = retiredTerms(st.quote);
  if (terms.length === 0) return [];
  const meta = { actor: 'extract' as const, jobId: ctx.job.id, sessionId: null };
  const by = { text: st.text, file, name: nameFor(st) };
  const marked: string[] = [];
  for (const row of deps.memoryFiles.list(project.id)) {
    if (row.path === file || row.path.includes('/') || row.path === ENTRYPOINT_NAME || isSuperseded(row.description ?? undefined)) continue;
    const current = deps.memories.read(project, row.path).content;
    if (!terms.some((t) => statesAsCurrent(current, t))) continue;
    deps.memories.write(project, row.path, { content: markSuperseded(current, by, day) }, meta);
    marked.push(row.path);
  }
  return marked;
}

/** Adds a statement to the file that already holds its subject, or to a new one. Returns the file changed, if any. */
function writeStatement(deps: WorkerDeps, ctx: JobContext, project: Project, st: Statement, day: string): string | null {
  const subject = subjectStems(st.text);
  const existing = deps.memoryFiles.list(project.id).find((f) => f.type === st.type && (f.path === fileNameFor(st) || sameSubject(subject, subjectStems(`${f.name ?? ''} ${f.description ?? ''}`))));
  const meta = { actor: 'extract' as const, jobId: ctx.job.id, sessionId: null };
  if (existing) {
    const current = deps.memories.read(project, existing.path);
    const norm = (s: string) => s.toLowerCase().replace(/\W+/g, ' ').trim();
    if (norm(current.body).includes(norm(st.text))) return null; // already known
    const add = (body: string) => `${body.replace(/\s*$/, '\n')}\n${renderStatementBody(st, day)}`;
    // News supersedes news ("the freeze was extended to Tuesday"): the index shows the latest.
    // Rules and facts add up under the title they were first saved with (and the frontmatter
    // stays byte for byte as it was).
    const content =
      st.kind === 'notice'
        ? withFrontmatter(current.content, { name: nameFor(st), description: descriptionFor(st) }, add(current.body))
        : withBody(current.content, add);
    deps.memories.write(project, existing.path, { content }, meta);
    return existing.path;
  }
  const file = fileNameFor(st);
  deps.memories.write(project, file, { name: nameFor(st), description: descriptionFor(st), type: st.type, body: renderStatementBody(st, day) }, meta);
  return file;
}

/** When the user wrote a message: the client's time when it gave a readable one, else when it was stored. */
function writtenAt(m: MessageRow): number {
  const t = m.timestamp === null ? NaN : Date.parse(m.timestamp);
  return Number.isFinite(t) ? t : m.created_at;
}

function recordOutcome(deps: WorkerDeps, session: SessionRow, r: ExtractOutcome): void {
  deps.sessions.update(session.id, { last_extract: JSON.stringify({ at: deps.clock.now(), ...r }) });
  deps.bus.publish('extraction', { session_id: session.id, project_id: session.project_id, ...r });
  if (r.outcome === 'saved' && r.files.length) {
    const retired = r.superseded ?? [];
    const saved = r.files.filter((f) => !retired.includes(f));
    const n = saved.length;
    const parts = [...(n ? [`Saved ${n} ${n === 1 ? 'memory' : 'memories'}: ${saved.join(', ')}`] : []), ...(retired.length ? [`marked superseded: ${retired.join(', ')}`] : [])];
    deps.notifications.add({
      projectId: session.project_id,
      sessionId: session.id,
      kind: 'memories_saved',
      message: parts.join('; '),
      data: { files: r.files, ...(retired.length ? { superseded: retired } : {}) },
    });
  }
}
