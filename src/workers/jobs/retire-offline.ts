// What a statement found offline retires, or brings back: the memories the user asked to forget,
// those that state as current a thing the user said is over ("we use bun now, not pnpm anymore"),
// those of a fact said to have changed, and what was retired for leaving a thing the user went back
// to (memory/supersede, memory/forget hold the rules; this applies them to the memory directory).
import { MemorydError } from '../../errors.js';
import { type Statement } from '../../memory/offline-extract.js';
import { classifyAsTyped } from '../../memory/statement-forms.js';
import { namedStackPart } from '../../memory/fact-forms.js';
import { ITS_LANGUAGE_ON_A_RUNTIME } from '../../memory/system-facts.js';
import { words } from '../../memory/statement-text.js';
import { escapeRegExp } from '../../memory/regexp.js';
import { HAN, stemSet } from '../../memory/search-text.js';
import { nameFor, sameSubject, subjectStems } from '../../memory/statement-files.js';
import { forgetting, holdsEvery, markForgotten, memoriesToForget } from '../../memory/forget.js';
import { changedWords, heldPart, heldStatements, isSuperseded, markSuperseded, replacedBy, restoredTerms, restoreRetiredFor, retiredTerms, retireStatements, saysAnyOf, saysChanged, saysRetired, scopedRetiredTerms, statesAsCurrent, statesForThePart, type Replacement } from '../../memory/supersede.js';
import { updatesSaid, type Update } from '../../memory/updates.js';
import type { Project } from '../../services/projects.js';
import type { MemoryFileSummary } from '../../store/memory-files.js';
import type { WorkerDeps } from '../context.js';
import type { JobContext } from '../types.js';

/** What a run retired or brought back (the files it wrote new statements into are the caller's). */
export interface Retirements {
  /** Retired whole. */
  superseded: string[];
  /** Still holding, with some of their statements retired. */
  partlySuperseded: string[];
  /** Holding again, in whole or in part, because the user went back to what retired them. */
  restored: string[];
}

/**
 * After the statements of a run are saved: the memories the user asked to forget are marked (linked
 * to what they said instead), what each statement brings back holds again, and what it retires is
 * marked. A memory brought back first is retired in its turn just after when a statement says so.
 */
export function retireAndRestore(deps: WorkerDeps, ctx: JobContext, project: Project, asked: AskedToGo[], saved: Array<{ st: Statement; file: string }>, day: string): Retirements {
  const write = writer(deps, ctx, project);
  // (each file as the last retirement left it: whole, or with some statements retired)
  const retired = new Map<string, boolean>();
  const note = (marks: Retired[]) => marks.forEach((r) => retired.set(r.path, r.whole));
  note(markForgottenAsked(deps, project, write, asked, saved, day));
  const restored: string[] = [];
  for (const { st, file } of saved) {
    for (const back of bringBackWhatItRestores(deps, project, write, st, file)) if (!restored.includes(back)) restored.push(back);
    note(retireWhatItReplaces(deps, project, write, st, file, day));
    // (what the statement says holds now, read once for both)
    const updates = updatesSaid(st);
    note(retireWhatChanged(deps, project, write, st, updates, file, day));
    note(retireWhatItUpdates(deps, project, write, st, updates, file, day));
  }
  const files = [...retired.keys()];
  return { superseded: files.filter((f) => retired.get(f)), partlySuperseded: files.filter((f) => !retired.get(f)), restored: restored.filter((f) => !retired.has(f)) };
}

/** A memory a run retired: whole, or some of its statements (it holds still). */
interface Retired {
  path: string;
  whole: boolean;
}

/** Writes a memory's new content over the one it was read as (a change made meanwhile fails the write, and the job is retried). */
type Write = (path: string, read: { sha256: string }, content: string) => void;

function writer(deps: WorkerDeps, ctx: JobContext, project: Project): Write {
  const meta = { actor: 'extract' as const, jobId: ctx.job.id, sessionId: null };
  return (path, read, content) => deps.memories.write(project, path, { content }, { ...meta, expectedSha256: read.sha256 });
}

/**
 * A memory with what `picked` picks retired for `why`: of one that holds several statements, only
 * those when others stay (memory/supersede); else the memory whole (`whole`). Null when it holds
 * several and none is picked (what it says only among its retired statements is over already).
 */
function retiring(content: string, picked: (statement: string) => boolean, day: string, why: string, whole: () => string): { content: string; whole: boolean } | null {
  const partly = retireStatements(content, picked, day, why, holdsAlone);
  if (partly === null) return { content: whole(), whole: true };
  return partly === content ? null : { content: partly, whole: false };
}

/** "不要升级", "别动", "don't upgrade it": an order to leave alone what was named before it. */
const KEEP_IT_AS_IT_IS = /^(?:(?:不要|别|不能|禁止)(?:随便)?(?:升级|升|降级|改|动|换)了?[。！!]?|(?:please\s+)?(?:don'?t|do not|never)\s+(?:upgrade|bump|update|change|touch|replace)(?:\s+(?:it|this|that|them))?[.!]*)$/i;

/**
 * What the project is, said by its kind with a word or more of what sets it apart: "This is the analytics dbt project" of
 * "This is the analytics dbt project, the models run on Snowflake", when the warehouse moves (no form keeps it said
 * alone: it opened a description); with what it is written in or for too: "This is a Postgres extension in C for fuzzy
 * string matching".
 */
const WHAT_THE_PROJECT_IS = /^this\s+is\s+(?:the|our|an?|my)\s+(?!(?:wrong|old|same|right|other|first|last|main|new)\b)(?:[\w.+#-]+\s+){1,3}(?:project|app|service|api|backend|frontend|library|site|website|repo|codebase|monorepo|pipeline|dashboard|game|tool|plugin|extension|mod)(?:\s+(?:in|on|for|written in|built with|built on)\s+(?!(?:it|this|that|now|today)\b)[^,;]{1,60}?)?[.!]*$/i;
/** The project's language on its runtime, its "it" the project's: "It's C# on .NET, runs on the front desk PC" of "… on .NET 6, …". */
const ITS_LANGUAGE_AND_RUNTIME = new RegExp(String.raw`${ITS_LANGUAGE_ON_A_RUNTIME}(?:,\s+runs\s+on\s+(?:the|our|an?)\s+[^,;]{2,40})?[.!]*$`);
/** What a part of the project is built on, by its capital: "The site is WordPress with the Astra theme" of "…, hosted on SiteGround". */
const WHAT_A_PART_IS_BUILT_ON = /^(?:[Tt]he|[Oo]ur)\s+(?:site|website|app|shop|store|storefront|blog|backend|frontend|api|cms|docs)\s+(?:is|runs on|is built (?:on|with))\s+\p{Lu}[\w.+#-]*(?:\s+(?:with|and|\+)\s+(?:the\s+)?\p{Lu}[\w.+#-]*(?:\s+theme)?)?[.!]*$/u;

/**
 * Whether a clause is a statement alone, so that it still holds when another clause of its sentence no longer does — not
 * one that points back at what went: "…每晚清空，别在上面留测试消息" — or a part of a stack by its tool's name: "Ktor
 * backend" of "Ktor backend, Exposed for the database, Koin for DI".
 */
export function holdsAlone(clause: string): boolean {
  if (namedStackPart(clause) || WHAT_THE_PROJECT_IS.test(clause.trim()) || WHAT_A_PART_IS_BUILT_ON.test(clause.trim()) || ITS_LANGUAGE_AND_RUNTIME.test(clause.trim())) return true;
  // (an order not to change what the clause before named is that thing's: "不要升级" of "编译用 arm-none-eabi-gcc 12，不要升级")
  if (KEEP_IT_AS_IT_IS.test(clause.trim())) return false;
  // (an order of three words is one: "don't use RestTemplate" of "Inter-service calls use the Feign clients … with a 2s
  // timeout, don't use RestTemplate", when the timeout changes; so is who the user is: "I'm the DBA" of "I'm the DBA, we
  // run postgres 15 on RDS", when the version moves)
  // (an order with no verb is the tail of the clause before it: "never from .env files in the repo" of "Secrets come from
  // Doppler, never from …")
  if (/^(?:never|not|don'?t|do not)\s+(?:from|in|on|at|to|with|by|for|via|through)\b/i.test(clause)) return false;
  const enough = HAN.test(clause) ? clause.replace(/\s/g, '').length >= 4 : words(clause) >= (SAID_IN_THREE_WORDS.test(clause) ? 3 : 4);
  // (a "that" after "anything" points at nothing before it: "…before merging anything that touches power management")
  // (read as typed: a memory's clauses are written with a capital and a full stop, which some forms read without)
  return enough && !POINTS_BACK.test(withoutSelfReference(clause.replace(RELATIVE_THAT, '$1'))) && classifyAsTyped(clause) !== null;
}

/**
 * A clause without the words that point at nothing before it: the project it opens with ("This is a Julia package for
 * …", "These are our Spark jobs …", "这个仓库是…"), a relative "that" ("a plugin that syncs …"), the kind a "no" keeps out
 * ("no background images, Outlook drops them"), and a possessive of the kind it opens with ("Every policy has … in its
 * front matter", "Every part gets … with that part louder"), and the scope "in this project".
 */
function withoutSelfReference(clause: string): string {
  // (and the scope it is said in: "no C# in this project")
  const ofTheProject = clause.replace(/^(?:this|these)\s+(?=(?:is|are|repo|repository|codebase|project|service|app)\b)|^这个(?=仓库|项目|服务|代码库|repo)/i, '').replace(/\b(?:in|across|for|throughout)\s+this\s+(?:project|repo|repository|codebase|monorepo|service|app|game)\b/gi, '');
  // (a "that" after a thing, before what it does, opens what is said of that thing: "an Obsidian plugin that syncs …")
  const relative = ofTheProject.replace(/(?<!\b(?:do|did|does|said|say|says|is|was|like|about|of|with|on|in|at|to|for|from|by)\s)\b(?:that|which)\s+(?=[a-z]+s\b)/gi, '');
  // (a kind kept out, then why, "them" being the kind: "no background images, Outlook drops them")
  const keptOut = relative.replace(/^(no\s+(?:[\w-]+\s+){0,2}[\w-]+s\b[^;]*?,[^;]*?)\b(?:them|they)\b/i, '$1');
  const each = /^(?:every|each|all|any)\s+([\w-]+)/i.exec(keptOut);
  if (!each) return keptOut;
  // (and "that" of the one it names: "Every part gets its own MP3 with that part louder")
  const one = escapeRegExp(each[1]!.replace(/s$/i, ''));
  return keptOut.replace(/\b(?:its|their)\b/gi, '').replace(new RegExp(String.raw`\b(?:that|this)\s+(?=${one}s?\b)`, 'gi'), '');
}

/** An opening whose three words say a whole statement: an order ("never use npm", "don't use RestTemplate"), who the user is ("I'm the DBA"). */
const SAID_IN_THREE_WORDS = /^(?:always|never|don'?t|do not)\s|^i'?m\s+(?:a|an|the)\s/i;

/** A "that" opening what follows of a kind it names: "anything that …", "any PR that …". */
const RELATIVE_THAT = /\b(anything|everything|something|(?:any|every|each|all)\s+[\w-]+)\s+that\b/gi;
/** Words that point back at what a sentence said before them (a person named before too: "don't replace any of her sprites"). */
// ("she" too: "don't close issues she has labelled" of "Noor triages issues on Mondays, …" is no statement alone)
const POINTS_BACK = /\b(?:it|its|them|they|there|that|this|those|these|her|his|him|she|he)\b|上面|里面|这里|那里|这个|那个|它|其中/i;

export interface AskedToGo {
  sentence: string;
  /** What it names, as stems. */
  what: string[];
  /** The memories it names (see memory/forget). */
  paths: string[];
}

/** The memories each request to forget names (the requests as the statement reader found them, in the user's sentences). */
export function whatIsAskedToGo(deps: WorkerDeps, project: Project, asked: ReadonlyArray<{ sentence: string; what: string }>): AskedToGo[] {
  if (asked.length === 0) return [];
  // (only top-level topic files that are not retired already, as for a retirement)
  const rows = deps.memoryFiles.list(project.id).filter((f) => !f.path.includes('/') && !isSuperseded(f.description));
  // a memory is named by its title, or by any statement it holds beyond the first (offline
  // extraction adds them; the bodies are read from the index, in one query)
  const bodies = new Map(deps.memoryFiles.byIds(rows.map((f) => f.id)).map((r) => [r.id, r.content.slice(r.body_start)]));
  const candidates = rows.flatMap((f) => [
    { item: f.path, stems: namedBy(`${f.name ?? ''} ${f.description ?? ''}`) },
    ...(heldStatements(bodies.get(f.id) ?? '') ?? []).slice(1).map((b) => ({ item: f.path, stems: namedBy(firstLine(b)) })),
  ]);
  return asked.map(({ sentence, what }) => {
    const stems = subjectStems(what);
    return { sentence, what: stems, paths: [...new Set(memoriesToForget(stems, candidates))] };
  });
}

/**
 * The memories the user asked to forget, marked superseded — linked to what they said instead in
 * the same sentence when it was saved ("forget what I said about LocalStack, we moved to
 * testcontainers"), so that recall shows that one in its place. Returns them.
 */
function markForgottenAsked(deps: WorkerDeps, project: Project, write: Write, asked: AskedToGo[], saved: Array<{ st: Statement; file: string }>, day: string): Retired[] {
  const marked: Retired[] = [];
  for (const { sentence, what, paths } of asked) {
    const instead = saved.find((s) => s.st.quote.includes(sentence));
    const by = instead ? replacement(instead.st, instead.file) : undefined;
    const names = holdsEvery(what);
    for (const path of paths) {
      // (a statement said now whose file name is the forgotten file's took its place, as over a retired one: the history keeps the old)
      if (marked.some((m) => m.path === path) || saved.some((s) => s.file === path)) continue;
      const current = readIfThere(deps, project, path);
      if (!current) continue;
      // (of a memory that holds several statements, only those that name it, when some do not; else all of it)
      const forget = () => markForgotten(current.content, sentence, day, by);
      const done = retiring(current.content, (b) => names(new Set(subjectStems(firstLine(b)))), day, forgetting(sentence, by), forget) ?? { content: forget(), whole: true };
      write(path, current, done.content);
      marked.push({ path, whole: done.whole });
    }
  }
  return marked;
}

/**
 * "we use bun now, not pnpm anymore": the memories that state the retired thing as current are
 * marked superseded by the statement's file; "we switched back to pnpm": the memories that said
 * pnpm was over are (never deleted here: see memory/supersede). Returns them.
 */
function retireWhatItReplaces(deps: WorkerDeps, project: Project, write: Write, st: Statement, file: string, day: string): Retired[] {
  const over = overSaid(st.quote);
  const restored = restoredTerms(st.quote);
  const terms = [...over.terms, ...restored];
  if (terms.length === 0) return [];
  const saysIt = (text: string) => over.statesIt(text) || restored.some((t) => saysRetired(text, t));
  // Only the files whose indexed text names the thing are read (a file edited by hand that the
  // watcher has not indexed yet is missed: the rule errs on leaving a memory unmarked).
  const paths = retirable(deps.memoryFiles.containing(project.id, terms), file);
  return retireIn(deps, project, write, paths, (read) => saysIt(read.content), saysIt, replacement(st, file), day);
}

/**
 * "we switched back to pnpm": what was retired when the user said pnpm was over holds again — the
 * memory retired whole, or the statements of one (memory/supersede). Returns the files changed.
 */
function bringBackWhatItRestores(deps: WorkerDeps, project: Project, write: Write, st: Statement, file: string): string[] {
  const restored = restoredTerms(st.quote);
  if (restored.length === 0) return [];
  const back: string[] = [];
  // (a note of retirement quotes what retired it, so the files that hold the term are all there is to read)
  for (const row of deps.memoryFiles.containing(project.id, restored)) {
    if (row.path === file || row.path.includes('/')) continue;
    const current = readIfThere(deps, project, row.path);
    if (!current) continue;
    const content = restored.reduce((text, term) => restoreRetiredFor(text, term) ?? text, current.content);
    if (content === current.content) continue;
    write(row.path, current, content);
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
function retireWhatChanged(deps: WorkerDeps, project: Project, write: Write, st: Statement, updates: Update[], file: string, day: string): Retired[] {
  const kinds = ['feedback', 'project'];
  if (!kinds.includes(st.type) || !saysChanged(st.quote)) return [];
  const subject = subjectStems(st.text);
  // (what no longer holds: an older memory of the subject that does not say it is not retired, and
  // of one that holds several statements only those that say it are)
  const changed = changedWords(st.quote);
  // (with no word of what changed, what the statement says holds now picks it when it can: "the webhook timeout is 3 seconds
  // now, not 5" retires the clause of the timeout, not "webhooks must be verified with the HMAC" said in the same sentence)
  const saysIt = (text: string) => (changed.length ? saysAnyOf(text, changed) : updates.length ? updates.some((u) => u.saysOtherwise(text)) : true);
  const of = deps.memoryFiles.list(project.id).filter((row) => row.type !== st.type && kinds.includes(row.type ?? '') && sameSubject(subject, subjectStems(`${row.name ?? ''} ${row.description ?? ''}`)));
  const paths = retirable(of, file);
  return retireIn(deps, project, write, paths, (read) => saysIt(heldPart(read.body)), saysIt, replacement(st, file), day);
}

/**
 * "we bumped node to 22", "the staging URL changed to staging.acme.dev", "发版改到周五了", "I moved to Tokyo": the memories
 * that say otherwise of what the statement says holds now (memory/updates) — marked superseded by the
 * statement's file, or only their statements that say so. Returns them.
 */
function retireWhatItUpdates(deps: WorkerDeps, project: Project, write: Write, st: Statement, updates: Update[], file: string, day: string): Retired[] {
  if (updates.length === 0) return [];
  const saysIt = (text: string) => updates.some((u) => u.saysOtherwise(text));
  // (the files that hold the words of what changed: a cheap cut before reading them)
  const words = updates.flatMap((u) => u.words);
  const paths = retirable(deps.memoryFiles.containing(project.id, words, stemsOfWords(words)), file);
  // (of what the memory still holds: an older value kept for its history under a note — "Java with WPILib" once the code
  // moved to Kotlin — is no reason to cut the statement above it again)
  return retireIn(deps, project, write, paths, (read) => saysIt(heldPart(read.body)), saysIt, replacement(st, file), day);
}

/**
 * Whether a sentence no form kept changes what a memory holds now — a thing the memory states as current said to be
 * over ("heads up, we moved from Serilog to the built-in ILogger"), or a value it gives said anew (updatesSaid) — and
 * so is kept as that change (memory/told-changes says which sentences are asked).
 */
export function changesAMemory(deps: WorkerDeps, project: Project, st: Statement): boolean {
  const over = overSaid(st.quote);
  if (over.terms.length > 0 && anyMemory(deps, project, over.terms, (read) => over.statesIt(read.content))) return true;
  const updates = updatesSaid(st);
  // (a value said anew of a memory retired for the other value beside it is still the change of what it said: "parts are at
  // cost plus 25% now" after "labour is $95 an hour now" retired "Labour is billed at $85 an hour, parts at cost plus 20%")
  return updates.length > 0 && anyMemory(deps, project, updates.flatMap((u) => u.words), (read) => updates.some((u) => u.saysOtherwise(read.body)), true);
}

/**
 * What a statement says is over, for good or for one part only ("… from Atlantis to Spacelift for prod applies" is over
 * for prod applies), and whether a memory's text states any of it as current (of that part).
 */
function overSaid(quote: string): { terms: string[]; statesIt: (text: string) => boolean } {
  const retired = retiredTerms(quote);
  const forAPart = scopedRetiredTerms(quote);
  return {
    terms: [...retired, ...forAPart.map((r) => r.term)],
    statesIt: (text) => retired.some((t) => statesAsCurrent(text, t)) || forAPart.some((r) => statesForThePart(text, r)),
  };
}

/**
 * The stems of the one-word words a change is found by ("libraries" is "librari"): a memory that says it in another form
 * ("… any third-party library") is found by its stems as well as by its text.
 */
const stemsOfWords = (words: string[]): string[] => [...new Set(words.filter((w) => /^[\p{L}\d-]{3,}$/u.test(w) && !HAN.test(w)).flatMap((w) => [...stemSet(w)]))];

/**
 * Whether a memory that holds (of the files whose indexed text has one of `words`, or their stems) is one `says` picks —
 * or, `retiredToo`, one retired already (for another change it held beside this one's value).
 */
function anyMemory(deps: WorkerDeps, project: Project, words: string[], says: (read: { content: string; body: string }) => boolean, retiredToo = false): boolean {
  return retirable(deps.memoryFiles.containing(project.id, words, stemsOfWords(words)), '', retiredToo).some((path) => {
    const read = readIfThere(deps, project, path);
    return read !== null && says(read);
  });
}

/**
 * The files among `rows` a statement saved in `file` may retire: not its own, only top-level topic files (team/ is shared,
 * and MEMORY.md and logs/ are not indexed), none retired already — unless `retiredToo`.
 */
function retirable(rows: MemoryFileSummary[], file: string, retiredToo = false): string[] {
  return rows.filter((row) => row.path !== file && !row.path.includes('/') && (retiredToo || !isSuperseded(row.description))).map((row) => row.path);
}

/**
 * Of the memories at `paths` that `concerned` picks as read, what `saysIt` picks is retired by the
 * statement `by`: the statements that say it, of one that holds several (the others stay), else the
 * memory whole (see retiring). Returns those marked.
 */
function retireIn(deps: WorkerDeps, project: Project, write: Write, paths: string[], concerned: (read: { content: string; body: string }) => boolean, saysIt: (text: string) => boolean, by: Replacement, day: string): Retired[] {
  const marked: Retired[] = [];
  for (const path of paths) {
    const current = readIfThere(deps, project, path);
    if (!current || !concerned(current)) continue;
    const done = retiring(current.content, saysIt, day, replacedBy(by), () => markSuperseded(current.content, by, day));
    if (!done) continue;
    write(path, current, done.content);
    marked.push({ path, whole: done.whole });
  }
  return marked;
}

/** A statement saved in `file`, as what replaced an older memory. */
const replacement = (st: Statement, file: string): Replacement => ({ text: st.text, file, name: nameFor(st) });

/** A memory file as it is, or null when it is not there (anymore). */
export function readIfThere(deps: WorkerDeps, project: Project, file: string): ReturnType<WorkerDeps['memories']['read']> | null {
  try {
    return deps.memories.read(project, file);
  } catch (err) {
    if (err instanceof MemorydError && err.code === 'not_found') return null;
    throw err;
  }
}

/** The words a memory is named by in a request to forget: its subject's, and "url" or "link" when it holds an address ("forget the MLflow URL"). */
const namedBy = (text: string) => [...subjectStems(text), ...(/\bhttps?:\/\/\S/i.test(text) ? ['url', 'link', 'address'] : [])];

/** A statement's own line, without its Why and How to apply. */
const firstLine = (statement: string) => statement.split('\n')[0]!;
