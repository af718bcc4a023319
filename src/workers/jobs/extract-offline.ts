// The extract job without a model: the statements the user made explicitly (memory/offline-extract)
// written into the memory directory — merged into the file that holds their subject, or a new
// one; a daily log line in kairos mode — then what they retire marked superseded and what they
// bring back restored (retire-offline; not in kairos mode: there the dream reads the log).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { localDay, localTime } from '../../clock.js';
import { withBody, withFrontmatter } from '../../memory/frontmatter.js';
import { atomicWrite, readText, sha256 } from '../../memory/memdir.js';
import { StatementReader, standsAlone, type Statement } from '../../memory/offline-extract.js';
import { descriptionFor, fileNameFor, clausesReplacedBy, latestFirst, nameFor, renderStatementBody, replacesFirst, sameSubject, saysFirstAndMore, subjectStems } from '../../memory/statement-files.js';
import { redactSecrets } from '../../memory/secrets.js';
import { heldPart, isSuperseded, partThatHolds, withStatementAdded } from '../../memory/supersede.js';
import { bareWords } from '../../memory/statement-text.js';
import { changesAMemory, holdsAlone, readIfThere, retireAndRestore, whatIsAskedToGo, type Retirements } from './retire-offline.js';
import type { Project } from '../../services/projects.js';
import type { MessageRow, SessionRow } from '../../store/sessions.js';
import type { WorkerDeps } from '../context.js';
import { stepsInTurns } from '../in-turns.js';
import type { JobContext } from '../types.js';

/** logs/YYYY/MM/YYYY-MM-DD.md for the user's day, the one the entries and the file's heading carry. */
export function dailyLogPath(project: Project, now: number): { abs: string; rel: string } {
  const day = localDay(now);
  const rel = `logs/${day.slice(0, 4)}/${day.slice(5, 7)}/${day}.md`;
  return { abs: join(project.paths.memory, rel), rel };
}

/** The files a run changed, of those what it retired or brought back, and how many messages no form could read. */
export interface OfflineOutcome extends Retirements {
  files: string[];
  unread?: number;
}

export async function extractOffline(deps: WorkerDeps, ctx: JobContext, session: SessionRow, project: Project, fresh: MessageRow[], kairos: boolean): Promise<OfflineOutcome> {
  // The window's first message may answer the agent's last words before it (a correction).
  // (and the requests to forget in the same sentences: in kairos mode the dream reads the log instead)
  const reader = new StatementReader({ after: deps.sessions.lastWordsUpTo(session.id, fresh[0]!.seq - 1), withRequestsToForget: !kairos });
  // (a sentence at a time, requests and hooks answered every few milliseconds: a window can be a whole imported session,
  // a message hundreds of lines)
  ctx.signal.throwIfAborted();
  await stepsInTurns(reader.steps(fresh.map((m) => ({ role: m.role, text: m.text, at: writtenAt(m) }))), { signal: ctx.signal });
  // (a message a form failed on is left out, said in the log with the error: the rest of the window is still read)
  if (reader.unread.length) ctx.log.warn({ unread: reader.unread }, 'offline extraction left messages unread');
  // (counted in the run's outcome too, which the status shows as the project's last extraction)
  const unread = reader.unread.length ? { unread: reader.unread.length } : {};
  const statements = reader.found.filter(standsAlone);
  const now = deps.clock.now();
  const day = localDay(now);
  // "forget that we use pnpm": the memory it names is marked, whatever else was said (found before
  // anything is written, so that nothing said now is merged into it)
  const asked = whatIsAskedToGo(deps, project, reader.askedToForget);
  if (kairos) {
    if (statements.length === 0) return { files: [], superseded: [], partlySuperseded: [], restored: [], ...unread };
    const log = dailyLogPath(project, now);
    const onDisk = readText(log.abs);
    const before = onDisk ?? `# ${day}\n\n`;
    const time = localTime(now);
    const lines = statements.map((s) => `- ${time} [${s.type}] ${redactSecrets(s.text).text} (session ${session.id})`);
    // not over a line another writer appended meanwhile (the job is retried and reads it again)
    atomicWrite(log.abs, `${before.replace(/\n*$/, '\n')}${lines.join('\n')}\n`, { expectedSha256: onDisk === null ? null : sha256(onDisk) });
    return { files: [log.rel], superseded: [], partlySuperseded: [], restored: [], ...unread };
  }
  const gone = new Set(asked.flatMap((a) => a.paths));
  const written: string[] = [];
  const saved: Array<{ st: Statement; file: string }> = [];
  const save = (st: Statement) => {
    const file = writeStatement(deps, ctx, project, st, day, gone);
    if (file && !written.includes(file)) written.push(file);
    if (file) saved.push({ st, file });
  };
  statements.forEach(save);
  // "heads up, we moved from Serilog to the built-in ILogger": a sentence no form kept, kept as the change of a memory
  // that states what it says is over, or another value (looked up once what was kept above is on disk too)
  reader.changesToCheck().filter((st) => changesAMemory(deps, project, st)).forEach(save);
  const retired = retireAndRestore(deps, ctx, project, asked, saved, day);
  const changed = [...retired.superseded, ...retired.partlySuperseded, ...retired.restored].filter((f, i, all) => !written.includes(f) && all.indexOf(f) === i);
  return { files: [...written, ...changed], ...retired, ...unread };
}

/** Adds a statement to the file that already holds its subject, or to a new one. Returns the file changed, if any. */
function writeStatement(deps: WorkerDeps, ctx: JobContext, project: Project, st: Statement, day: string, gone: ReadonlySet<string>): string | null {
  const subject = subjectStems(st.text);
  const file = fileNameFor(st);
  // Never into a memory the user retired, or asks now to forget: what is said now would be hidden
  // under its mark (a new statement whose file name is the retired file's takes its place; the
  // history keeps the old).
  const existing = deps.memoryFiles
    .list(project.id)
    .find((f) => f.type === st.type && !isSuperseded(f.description) && !gone.has(f.path) && (f.path === file || sameSubject(subject, subjectStems(`${f.name ?? ''} ${f.description ?? ''}`))));
  const meta = { actor: 'extract' as const, jobId: ctx.job.id, sessionId: null };
  // (the index may not have seen yet that the file was deleted by hand: then it is written anew)
  const current = existing ? readIfThere(deps, project, existing.path) : null;
  if (existing && current) {
    // (an empty statement is in every body)
    const said = bareWords(st.text);
    if (said && bareWords(heldPart(current.body)).includes(said)) return null; // already known (and holds)
    const add = (body: string) => withStatementAdded(body, renderStatementBody(st, day));
    // What replaces what the file said (news, a move, a change: replacesFirst) or says it all and more goes on top and
    // names the file, what was said before under "Earlier:" (nothing offline deletes). Other rules and facts add up
    // under the title they were first saved with (and the frontmatter stays byte for byte as it was).
    const replaces = replacesFirst(st, current.content);
    if (!replaces && !saysFirstAndMore(st, current.content)) {
      deps.memories.write(project, existing.path, { content: withBody(current.content, add) }, { ...meta, expectedSha256: current.sha256 });
      return existing.path;
    }
    // (of the statement replaced, the clauses of other subjects that are statements alone stay above)
    const stillHolds = (replaced: string) => partThatHolds(replaced, clausesReplacedBy(st, replaced), holdsAlone);
    const content = withFrontmatter(current.content, { name: nameFor(st), description: descriptionFor(st) }, latestFirst(current.body, renderStatementBody(st, day), stillHolds));
    // When what the file said first no longer holds, the file takes the new statement's name too, so
    // that its name does not say it ("project_tom_owns_auth.md" for "Aisha owns auth now"), and the
    // links to it follow — only a name extraction or the dream gave it (one the user or the agent chose
    // stays), and never one another memory has already.
    if (file === existing.path || !replaces || !namedByUs(deps, project, existing.path) || takenName(deps, project, file)) {
      deps.memories.write(project, existing.path, { content }, { ...meta, expectedSha256: current.sha256 });
      return existing.path;
    }
    deps.memories.rename(project, existing.path, file, content, { ...meta, expectedSha256: current.sha256 });
    return file;
  }
  deps.memories.write(project, file, { name: nameFor(st), description: descriptionFor(st), type: st.type, body: renderStatementBody(st, day) }, meta);
  return file;
}

/** Whether the file was made by extraction or the dream, which named it after its first statement. */
function namedByUs(deps: WorkerDeps, project: Project, file: string): boolean {
  const actor = deps.memoryFiles.createdBy(project.id, file);
  return actor === 'extract' || actor === 'dream';
}

/** Whether a memory file of that name is on disk or in the index (a retired one too). */
function takenName(deps: WorkerDeps, project: Project, file: string): boolean {
  return existsSync(deps.memories.path(project, file)) || deps.memoryFiles.get(project.id, file) !== undefined;
}

/** When the user wrote a message: the client's time when it gave a readable one, else when it was stored. */
function writtenAt(m: MessageRow): number {
  const t = m.timestamp === null ? NaN : Date.parse(m.timestamp);
  return Number.isFinite(t) ? t : m.created_at;
}
