// Job kind `session_memory`: keeps <project>/<session>/session-memory/summary.md current, so
// that compaction is a file read. The model may Edit only that file and only under the section
// descriptions; a run that breaks the skeleton is rolled back and retried. Without a model the
// notes are built from the transcript by deterministic rules.
import { existsSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { runAgent } from '../../llm/agent.js';
import { buildJobPrompt, cacheControl } from '../../llm/prompt-layout.js';
import { DEFAULT_NOTES_PROMPT } from '../../llm/prompts/session-notes.js';
import { TOOL_SPECS, ToolExecutor } from '../../llm/tools.js';
import { atomicWrite, readText, sha256 } from '../../memory/memdir.js';
import { fillTemplate } from '../../memory/offline-notes.js';
import { sessionFileName } from '../../memory/paths.js';
import { redactSecrets } from '../../memory/secrets.js';
import { DEFAULT_TEMPLATE, sizeReminders, skeletonProblem, substitute } from '../../memory/session-notes.js';
import type { Project } from '../../services/projects.js';
import { coalesced, type EnqueueSpec } from '../../store/jobs.js';
import type { SessionRow } from '../../store/sessions.js';
import type { WorkerDeps } from '../context.js';
import { PermanentJobError, type JobKind } from '../types.js';
import { makePrivateDir } from '../../private-dir.js';

export function notesPath(home: string, project: Pick<Project, 'slug'>, sessionId: string): string {
  return join(home, 'projects', project.slug, sessionFileName(sessionId), 'session-memory', 'summary.md');
}

/** The template and prompt in force: the user's overrides under <home>/session-memory/config, or the defaults. */
export function notesConfig(home: string): { template: string; prompt: string } {
  const dir = join(home, 'session-memory', 'config');
  return {
    template: readText(join(dir, 'template.md')) ?? DEFAULT_TEMPLATE,
    prompt: readText(join(dir, 'prompt.md')) ?? DEFAULT_NOTES_PROMPT,
  };
}

/** Creates the notes file from the template if it does not exist (exclusively: never clobbers). */
export function ensureNotesFile(path: string, template: string): void {
  makePrivateDir(dirname(path));
  if (existsSync(path)) return;
  try {
    writeFileSync(path, template, { mode: 0o600, flag: 'wx' });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  }
}

/** An update of a session's notes: one at a time per session, a queued one absorbing later requests. */
export function sessionNotesJob(session: Pick<SessionRow, 'id' | 'project_id'>): EnqueueSpec {
  return coalesced('session_memory', `notes:${session.id}`, { payload: { session: session.id }, projectId: session.project_id, sessionId: session.id });
}

export function sessionMemoryJob(deps: WorkerDeps): JobKind {
  return {
    kind: 'session_memory',
    usesModel: true,
    concurrency: 2,
    async run(ctx) {
      const session = deps.sessions.get(String(ctx.payload.session ?? ''));
      if (!session) throw new PermanentJobError(`no session ${String(ctx.payload.session)}`);
      const project = deps.projects.byId(session.project_id);
      if (!project) throw new PermanentJobError(`no project ${session.project_id}`);
      deps.sessions.update(session.id, { notes_started_at: deps.clock.now() });
      try {
        const r = await update(deps, ctx, session, project);
        deps.sessions.update(session.id, { notes_seq: r.coveredSeq, notes_updated_at: deps.clock.now() });
        deps.bus.publish('session_notes', { session_id: session.id, project_id: project.id, provider: r.provider, covered_seq: r.coveredSeq });
        return r;
      } finally {
        deps.sessions.update(session.id, { notes_started_at: null });
      }
    },
  };
}

async function update(deps: WorkerDeps, ctx: Parameters<JobKind['run']>[0], session: SessionRow, project: Project): Promise<{ provider: string; coveredSeq: number; changed: boolean }> {
  const { template, prompt } = notesConfig(deps.config.home);
  const path = notesPath(deps.config.home, project, session.id);
  ensureNotesFile(path, template);
  const before = readText(path) ?? template;
  const cfg = deps.config.sessionNotes;

  if (!deps.llm.provider.available) {
    const { fold, statements, lastSeq: coveredSeq } = await deps.digests.upTo(session.id, session.last_seq);
    const after = redactSecrets(fillTemplate(before, fold.notes(cfg.sectionTokens, statements))).text;
    const broken = skeletonProblem(template, after);
    if (broken) throw new Error(`offline notes broke the template: ${broken}`);
    if (after !== before) atomicWrite(path, after, { expectedSha256: sha256(before) }); // not over another writer's change: retried
    return { provider: 'offline', coveredSeq, changed: after !== before };
  }

  const instruction = substitute(prompt, {
    notesPath: path,
    currentNotes: before,
    afterSeq: String(session.notes_seq ?? 0),
    sectionTokens: String(cfg.sectionTokens),
    totalTokens: String(cfg.totalTokens),
    sectionReminders: sizeReminders(before, cfg.sectionTokens, cfg.totalTokens),
    sessionId: session.id,
    projectRoot: project.root,
  });
  const transcript = deps.transcripts.layout(session.id, session.last_seq, cacheControl(deps.llm.cacheTtl));
  const coveredSeq = transcript.lastSeq;
  const p = buildJobPrompt({ transcript, instruction, cacheTtl: deps.llm.cacheTtl });
  const executor = new ToolExecutor(
    { cwd: dirname(path), readRoots: [dirname(path)], writeRoots: [], writeFiles: [path], denyTools: ['Write', 'Delete', 'Grep', 'Glob', 'SearchTranscripts'] },
    { beforeWrite: (_abs, content) => redactSecrets(content).text },
    { preRead: [path] },
  );
  const r = await runAgent({
    provider: deps.llm.provider,
    model: deps.llm.models.session_memory,
    system: p.system,
    messages: p.messages,
    tools: TOOL_SPECS,
    executor,
    maxTurns: cfg.maxTurns,
    meta: { kind: 'session_memory', jobId: ctx.job.id, projectId: project.id, sessionId: session.id },
    signal: ctx.signal,
    cacheTtl: deps.llm.cacheTtl,
  });
  const after = readText(path) ?? '';
  const broken = skeletonProblem(template, after);
  if (broken) {
    atomicWrite(path, before, { expectedSha256: sha256(after) }); // the headers and descriptions are the contract: undo, then retry
    throw new Error(`the update changed the notes' structure (${broken}); rolled back`);
  }
  ctx.log.info({ turns: r.turns, denied: executor.denied.length }, 'session notes updated');
  return { provider: deps.llm.provider.name, coveredSeq, changed: after !== before };
}
