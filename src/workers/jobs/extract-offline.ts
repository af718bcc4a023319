// The extract job without a model: the statements the user made explicitly (memory/offline-extract)
// written into the memory directory — merged into the file that holds their subject, or a new
// one; a daily log line in kairos mode — and the memories a statement retires marked superseded
// (not in kairos mode: there the dream reads the log).
import { join } from 'node:path';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { MemorydError } from '../../errors.js';
import { localDay, localTime } from '../../clock.js';
import { parseMemory, withBody, withFrontmatter } from '../../memory/frontmatter.js';
import { atomicWrite, readText, sha256 } from '../../memory/memdir.js';
import { READ_SLICE, StatementReader, descriptionFor, fileNameFor, latestFirst, nameFor, renderStatementBody, sameSubject, sentences, standsAlone, subjectStems, type Statement } from '../../memory/offline-extract.js';
import { forgetRequest, forgetting, holdsEvery, markForgotten, memoriesToForget } from '../../memory/forget.js';
import { redactSecrets } from '../../memory/secrets.js';
import { changedWords, heldPart, heldStatements, isSuperseded, markSuperseded, replacedBy, restoredTerms, restoreRetiredFor, retiredTerms, retireStatements, saysAnyOf, saysChanged, saysRetired, statesAsCurrent, withStatementAdded, type Replacement } from '../../memory/supersede.js';
import type { Project } from '../../services/projects.js';
import type { MessageRow, SessionRow } from '../../store/sessions.js';
import type { WorkerDeps } from '../context.js';
import type { JobContext } from '../types.js';

/** logs/YYYY/MM/YYYY-MM-DD.md for the user's day, the one the entries and the file's heading carry. */
export function dailyLogPath(project: Project, now: number): { abs: string; rel: string } {
  const day = localDay(now);
  const rel = `logs/${day.slice(0, 4)}/${day.slice(5, 7)}/${day}.md`;
  return { abs: join(project.paths.memory, rel), rel };
}

/** The files a run changed, and of those the ones it retired whole, the ones it retired some statements of, and the ones that hold again. */
export interface OfflineOutcome {
  files: string[];
  superseded: string[];
  partlySuperseded: string[];
  restored: string[];
}

export async function extractOffline(deps: WorkerDeps, ctx: JobContext, session: SessionRow, project: Project, fresh: MessageRow[], kairos: boolean): Promise<OfflineOutcome> {
  // The window's first message may answer the agent's last words before it (a correction).
  const reader = new StatementReader({ after: deps.sessions.lastWordsUpTo(session.id, fresh[0]!.seq - 1) });
  for (let i = 0; i < fresh.length; i += READ_SLICE) {
    if (i > 0) await nextTurn(); // requests and hooks are answered between slices
    if (ctx.signal.aborted) throw ctx.signal.reason;
    reader.read(fresh.slice(i, i + READ_SLICE).map((m) => ({ role: m.role, text: m.text, at: writtenAt(m) })));
  }
  const statements = reader.found.filter(standsAlone);
  const now = deps.clock.now();
  const day = localDay(now);
  // "forget that we use pnpm": the memory it names is marked, whatever else was said (found before
  // anything is written, so that nothing said now is merged into it)
  const asked = kairos ? [] : whatIsAskedToGo(deps, project, fresh);
  if (statements.length === 0) {
    const forgotten = markForgottenAsked(deps, ctx, project, asked, [], day);
    return { files: forgotten, ...byHowRetired(deps, project, forgotten), restored: [] };
  }
  if (kairos) {
    const log = dailyLogPath(project, now);
    const onDisk = readText(log.abs);
    const before = onDisk ?? `# ${day}\n\n`;
    const time = localTime(now);
    const lines = statements.map((s) => `- ${time} [${s.type}] ${redactSecrets(s.text).text} (session ${session.id})`);
    // not over a line another writer appended meanwhile (the job is retried and reads it again)
    atomicWrite(log.abs, `${before.replace(/\n*$/, '\n')}${lines.join('\n')}\n`, { expectedSha256: onDisk === null ? null : sha256(onDisk) });
    return { files: [log.rel], superseded: [], partlySuperseded: [], restored: [] };
  }
  const gone = new Set(asked.flatMap((a) => a.paths));
  const written: string[] = [];
  const saved: Array<{ st: Statement; file: string }> = [];
  for (const st of statements) {
    const file = writeStatement(deps, ctx, project, st, day, gone);
    if (file && !written.includes(file)) written.push(file);
    if (file) saved.push({ st, file });
  }
  const superseded = markForgottenAsked(deps, ctx, project, asked, saved, day);
  const restored: string[] = [];
  for (const { st, file } of saved) {
    // (what comes back first: a memory that said the thing is over is retired in its turn just after)
    for (const back of bringBackWhatItRestores(deps, ctx, project, st, file)) if (!restored.includes(back)) restored.push(back);
    for (const old of [...retireWhatItReplaces(deps, ctx, project, st, file, day), ...retireWhatChanged(deps, ctx, project, st, file, day)]) if (!superseded.includes(old)) superseded.push(old);
  }
  const changed = [...superseded, ...restored].filter((f, i, all) => !written.includes(f) && all.indexOf(f) === i);
  return { files: [...written, ...changed], ...byHowRetired(deps, project, superseded), restored: restored.filter((f) => !superseded.includes(f)) };
}

/** The files a run retired, told apart: those retired whole, and those that still hold with some of their statements retired. */
function byHowRetired(deps: WorkerDeps, project: Project, files: string[]): Pick<OfflineOutcome, 'superseded' | 'partlySuperseded'> {
  const partly = files.filter((f) => {
    const now = readIfThere(deps, project, f);
    return now !== null && !isSuperseded(parseMemory(now.content).description);
  });
  return { superseded: files.filter((f) => !partly.includes(f)), partlySuperseded: partly };
}

interface AskedToGo {
  sentence: string;
  /** What it names, as stems. */
  what: string[];
  /** The memories it names (see memory/forget). */
  paths: string[];
}

/** The requests to forget in these messages, and the memories each names. */
function whatIsAskedToGo(deps: WorkerDeps, project: Project, fresh: MessageRow[]): AskedToGo[] {
  const asked = fresh
    .filter((m) => m.role === 'user')
    .flatMap((m) => sentences(m.text))
    .map((sentence) => ({ sentence, what: forgetRequest(sentence) }))
    .filter((r): r is { sentence: string; what: string } => r.what !== null);
  if (asked.length === 0) return [];
  // (only top-level topic files that are not retired already, as for a retirement)
  const rows = deps.memoryFiles.list(project.id).filter((f) => !f.path.includes('/') && !isSuperseded(f.description));
  // a memory is named by its title, or by any statement it holds beyond the first (offline extraction adds them)
  const candidates = rows.flatMap((f) => [
    { item: f.path, stems: subjectStems(`${f.name ?? ''} ${f.description ?? ''}`) },
    ...(heldStatements(readIfThere(deps, project, f.path)?.body ?? '') ?? []).slice(1).map((b) => ({ item: f.path, stems: subjectStems(firstLine(b)) })),
  ]);
  return asked.map(({ sentence, what }) => ({ sentence, what: subjectStems(what), paths: [...new Set(memoriesToForget(subjectStems(what), candidates))] }));
}

/**
 * The memories the user asked to forget, marked superseded — linked to what they said instead in
 * the same sentence when it was saved ("forget what I said about LocalStack, we moved to
 * testcontainers"), so that recall shows that one in its place. Returns them.
 */
function markForgottenAsked(deps: WorkerDeps, ctx: JobContext, project: Project, asked: AskedToGo[], saved: Array<{ st: Statement; file: string }>, day: string): string[] {
  const meta = { actor: 'extract' as const, jobId: ctx.job.id, sessionId: null };
  const marked: string[] = [];
  for (const { sentence, what, paths } of asked) {
    const instead = saved.find((s) => s.st.quote.includes(sentence));
    const by = instead ? replacement(instead.st, instead.file) : undefined;
    for (const path of paths) {
      // (a statement said now whose file name is the forgotten file's took its place, as over a retired one: the history keeps the old)
      if (marked.includes(path) || saved.some((s) => s.file === path)) continue;
      const current = readIfThere(deps, project, path);
      if (!current) continue;
      // (of a memory that holds several statements, only those that name it, when some do not)
      const names = holdsEvery(what);
      const partly = retireStatements(current.content, (b) => names(new Set(subjectStems(firstLine(b)))), day, forgetting(sentence, by));
      const content = partly === null || partly === current.content ? markForgotten(current.content, sentence, day, by) : partly;
      deps.memories.write(project, path, { content }, { ...meta, expectedSha256: current.sha256 });
      marked.push(path);
    }
  }
  return marked;
}

/**
 * "we use bun now, not pnpm anymore": the memories that state the retired thing as current are
 * marked superseded by the statement's file; "we switched back to pnpm": the memories that said
 * pnpm was over are (never deleted here: see memory/supersede). Returns them.
 */
function retireWhatItReplaces(deps: WorkerDeps, ctx: JobContext, project: Project, st: Statement, file: string, day: string): string[] {
  const retired = retiredTerms(st.quote);
  const restored = restoredTerms(st.quote);
  const terms = [...retired, ...restored];
  if (terms.length === 0) return [];
  const meta = { actor: 'extract' as const, jobId: ctx.job.id, sessionId: null };
  const by = replacement(st, file);
  const marked: string[] = [];
  // Only the files whose indexed text names the thing are read (a file edited by hand that the
  // watcher has not indexed yet is missed: the rule errs on leaving a memory unmarked).
  for (const row of deps.memoryFiles.containing(project.id, terms)) {
    // (only top-level topic files: team/ is shared, and MEMORY.md and logs/ are not indexed)
    if (row.path === file || row.path.includes('/') || isSuperseded(row.description)) continue;
    const { content: current, sha256 } = deps.memories.read(project, row.path);
    const saysIt = (text: string) => retired.some((t) => statesAsCurrent(text, t)) || restored.some((t) => saysRetired(text, t));
    if (!saysIt(current)) continue;
    // (of a memory that holds several statements, only those that say it)
    const content = retireStatements(current, saysIt, day, replacedBy(by)) ?? markSuperseded(current, by, day);
    if (content === current) continue;
    deps.memories.write(project, row.path, { content }, { ...meta, expectedSha256: sha256 });
    marked.push(row.path);
  }
  return marked;
}

/**
 * "we switched back to pnpm": what was retired when the user said pnpm was over holds again — the
 * memory retired whole, or the statements of one (memory/supersede). Returns the files changed.
 */
function bringBackWhatItRestores(deps: WorkerDeps, ctx: JobContext, project: Project, st: Statement, file: string): string[] {
  const restored = restoredTerms(st.quote);
  if (restored.length === 0) return [];
  const meta = { actor: 'extract' as const, jobId: ctx.job.id, sessionId: null };
  const back: string[] = [];
  // (a note of retirement quotes what retired it, so the files that hold the term are all there is to read)
  for (const row of deps.memoryFiles.containing(project.id, restored)) {
    if (row.path === file || row.path.includes('/')) continue;
    const current = readIfThere(deps, project, row.path);
    if (!current) continue;
    const content = restored.reduce((text, term) => restoreRetiredFor(text, term) ?? text, current.content);
    if (content === current.content) continue;
    deps.memories.write(project, row.path, { content }, { ...meta, expectedSha256: current.sha256 });
    back.push(row.path);
  }
  return back;
}

/**
 * "the staging db isn't reset nightly anymore, it's reset every sunday now": the memory of the
 * same subject saved as the other kind (the rule "the staging db is reset every night, so don't
 * keep test data there") is marked superseded by the statement's file. The same kind was merged
 * into one file already (news on top, see writeStatement). Returns the files marked.
 */
function retireWhatChanged(deps: WorkerDeps, ctx: JobContext, project: Project, st: Statement, file: string, day: string): string[] {
  const kinds = ['feedback', 'project'];
  if (!kinds.includes(st.type) || !saysChanged(st.quote)) return [];
  const subject = subjectStems(st.text);
  // (what no longer holds: an older memory of the subject that does not say it is not retired, and
  // of one that holds several statements only those that say it are)
  const changed = changedWords(st.quote);
  const saysIt = (text: string) => changed.length === 0 || saysAnyOf(text, changed);
  const by = replacement(st, file);
  const meta = { actor: 'extract' as const, jobId: ctx.job.id, sessionId: null };
  const marked: string[] = [];
  for (const row of deps.memoryFiles.list(project.id)) {
    if (row.path === file || row.path.includes('/') || row.type === st.type || !kinds.includes(row.type ?? '') || isSuperseded(row.description)) continue;
    if (!sameSubject(subject, subjectStems(`${row.name ?? ''} ${row.description ?? ''}`))) continue;
    const current = readIfThere(deps, project, row.path);
    if (!current || !saysIt(current.body)) continue;
    const content = retireStatements(current.content, saysIt, day, replacedBy(by)) ?? markSuperseded(current.content, by, day);
    if (content === current.content) continue;
    deps.memories.write(project, row.path, { content }, { ...meta, expectedSha256: current.sha256 });
    marked.push(row.path);
  }
  return marked;
}

/** Adds a statement to the file that already holds its subject, or to a new one. Returns the file changed, if any. */
function writeStatement(deps: WorkerDeps, ctx: JobContext, project: Project, st: Statement, day: string, gone: ReadonlySet<string>): string | null {
  const subject = subjectStems(st.text);
  // Never into a memory the user retired, or asks now to forget: what is said now would be hidden
  // under its mark (a new statement whose file name is the retired file's takes its place; the
  // history keeps the old).
  const existing = deps.memoryFiles
    .list(project.id)
    .find((f) => f.type === st.type && !isSuperseded(f.description) && !gone.has(f.path) && (f.path === fileNameFor(st) || sameSubject(subject, subjectStems(`${f.name ?? ''} ${f.description ?? ''}`))));
  const meta = { actor: 'extract' as const, jobId: ctx.job.id, sessionId: null };
  // (the index may not have seen yet that the file was deleted by hand: then it is written anew)
  const current = existing ? readIfThere(deps, project, existing.path) : null;
  if (existing && current) {
    const norm = (s: string) => s.toLowerCase().replace(/\W+/g, ' ').trim();
    if (norm(heldPart(current.body)).includes(norm(st.text))) return null; // already known (and holds)
    const add = (body: string) => withStatementAdded(body, renderStatementBody(st, day));
    // News supersedes news ("the freeze was extended to Tuesday", "session tokens now expire after
    // 24 hours"): the index and the top of the body show the latest, what was said before follows
    // under "Earlier:" (nothing offline deletes). Rules and facts add up under the title they were
    // first saved with (and the frontmatter stays byte for byte as it was).
    const content =
      st.kind === 'notice'
        ? withFrontmatter(current.content, { name: nameFor(st), description: descriptionFor(st) }, latestFirst(current.body, renderStatementBody(st, day)))
        : withBody(current.content, add);
    deps.memories.write(project, existing.path, { content }, { ...meta, expectedSha256: current.sha256 });
    return existing.path;
  }
  const file = fileNameFor(st);
  deps.memories.write(project, file, { name: nameFor(st), description: descriptionFor(st), type: st.type, body: renderStatementBody(st, day) }, meta);
  return file;
}

/** A statement saved in `file`, as what replaced an older memory. */
const replacement = (st: Statement, file: string): Replacement => ({ text: st.text, file, name: nameFor(st) });

/** A memory file as it is, or null when it is not there (anymore). */
function readIfThere(deps: WorkerDeps, project: Project, file: string): ReturnType<WorkerDeps['memories']['read']> | null {
  try {
    return deps.memories.read(project, file);
  } catch (err) {
    if (err instanceof MemorydError && err.code === 'not_found') return null;
    throw err;
  }
}

/** When the user wrote a message: the client's time when it gave a readable one, else when it was stored. */
function writtenAt(m: MessageRow): number {
  const t = m.timestamp === null ? NaN : Date.parse(m.timestamp);
  return Number.isFinite(t) ? t : m.created_at;
}

/** A statement's own line, without its Why and How to apply. */
const firstLine = (statement: string) => statement.split('\n')[0]!;
