// The tools memoryd's agents use, executed by memoryd itself inside a sandbox. Every job kind
// is offered the same list (so they share one prompt-cache prefix); what a job may actually do
// is decided per call by canUseTool, from its sandbox.
import { lstatSync, readFileSync, realpathSync } from 'node:fs';
import { isAbsolute, relative, resolve } from 'node:path';
import { z } from 'zod';
import { atomicWrite, isWithin, readText, realLocation, removeFile, sha256 } from '../memory/memdir.js';
import { walkFiles } from '../memory/walk.js';
import type { ToolSpec } from './types.js';

/** Tool output is for a model with a budget: a bounded gist, never a whole tree. */
export const MAX_TOOL_RESULT_BYTES = 16 * 1024;
const MAX_READ_LINES = 2_000;
const MAX_WALK = 5_000;

export const TOOL_SPECS: ToolSpec[] = [
  {
    name: 'Read',
    description: 'Read a text file. Returns numbered lines. Use offset and limit (line numbers, from 1) for long files.',
    input_schema: {
      type: 'object',
      properties: { file_path: { type: 'string', description: 'Absolute path' }, offset: { type: 'integer', minimum: 1 }, limit: { type: 'integer', minimum: 1 } },
      required: ['file_path'],
    },
  },
  {
    name: 'Grep',
    description: 'Search file contents with a regular expression. Returns matching lines as path:line: text.',
    input_schema: {
      type: 'object',
      properties: {
        pattern: { type: 'string' },
        path: { type: 'string', description: 'File or directory to search (absolute); defaults to the working directory' },
        glob: { type: 'string', description: 'Only files whose path matches this glob, e.g. *.md' },
        ignore_case: { type: 'boolean' },
      },
      required: ['pattern'],
    },
  },
  {
    name: 'Glob',
    description: 'List files whose path matches a glob such as **/*.md, newest first.',
    input_schema: { type: 'object', properties: { pattern: { type: 'string' }, path: { type: 'string' } }, required: ['pattern'] },
  },
  {
    name: 'Write',
    description: 'Create a file with the given content, or overwrite one you have read in this run (as you read it: if it changed since, read it again).',
    input_schema: { type: 'object', properties: { file_path: { type: 'string' }, content: { type: 'string' } }, required: ['file_path', 'content'] },
  },
  {
    name: 'Edit',
    description: 'Replace an exact string in a file you have read in this run. old_string must occur exactly once unless replace_all is true.',
    input_schema: {
      type: 'object',
      properties: { file_path: { type: 'string' }, old_string: { type: 'string' }, new_string: { type: 'string' }, replace_all: { type: 'boolean' } },
      required: ['file_path', 'old_string', 'new_string'],
    },
  },
  {
    name: 'Delete',
    description: 'Delete a file you have read in this run (a memory folded into another one).',
    input_schema: { type: 'object', properties: { file_path: { type: 'string' } }, required: ['file_path'] },
  },
  {
    name: 'SearchTranscripts',
    description:
      'Search past session transcripts of this project: messages holding every word of the query (a "quoted phrase" as it is), newest first. Returns short snippets with their session and time, never whole transcripts.',
    input_schema: { type: 'object', properties: { query: { type: 'string' }, limit: { type: 'integer', minimum: 1, maximum: 20 } }, required: ['query'] },
  },
];

const Inputs = {
  Read: z.object({ file_path: z.string().min(1), offset: z.number().int().min(1).optional(), limit: z.number().int().min(1).optional() }),
  Grep: z.object({ pattern: z.string().min(1).max(500), path: z.string().optional(), glob: z.string().optional(), ignore_case: z.boolean().optional() }),
  Glob: z.object({ pattern: z.string().min(1).max(500), path: z.string().optional() }),
  Write: z.object({ file_path: z.string().min(1), content: z.string().max(200_000) }),
  Edit: z.object({ file_path: z.string().min(1), old_string: z.string().min(1), new_string: z.string(), replace_all: z.boolean().optional() }),
  Delete: z.object({ file_path: z.string().min(1) }),
  SearchTranscripts: z.object({ query: z.string().min(1).max(500), limit: z.number().int().min(1).max(20).optional() }),
} as const;
type ToolName = keyof typeof Inputs;

/** What one job may touch. Paths are absolute; checks follow symlinks. */
export interface Sandbox {
  /** Relative paths are taken from here. */
  cwd: string;
  readRoots: string[];
  /** Whole folders the job may write in. */
  writeRoots: string[];
  /** Single files the job may write (session notes: one summary.md). */
  writeFiles?: string[];
  /** Folders inside a write root that stay read-only (team memory). */
  denyWrite?: string[];
  /** Tools this job may not use at all. */
  denyTools?: string[];
}

export interface ToolHooks {
  /** Turns what is about to be written into what is written (secret redaction). */
  beforeWrite?: (abs: string, content: string) => string;
  /** After a write landed (index, history, progress). */
  afterWrite?: (abs: string, before: string | null, after: string) => void;
  /** After a file was deleted. */
  afterDelete?: (abs: string, before: string) => void;
  /** The transcript search, when the job has one. */
  searchTranscripts?: (query: string, limit: number) => Promise<string>;
}

export interface ToolCallRecord {
  name: string;
  input: unknown;
  allowed: boolean;
  error?: string;
  path?: string;
}

export type Decision = { allow: true; path?: string } | { allow: false; reason: string };

class ToolError extends Error {}

const truncate = (s: string, max = MAX_TOOL_RESULT_BYTES) =>
  Buffer.byteLength(s) <= max ? s : Buffer.from(s).subarray(0, max).toString('utf8').replace(/\uFFFD$/, '') + '\n[… output cut …]';

function globToRegex(glob: string): RegExp {
  let re = '';
  for (let i = 0; i < glob.length; i++) {
    const c = glob[i]!;
    if (c === '*' && glob[i + 1] === '*') {
      re += glob[i + 2] === '/' ? '(?:.*/)?' : '.*';
      i += glob[i + 2] === '/' ? 2 : 1;
    } else if (c === '*') re += '[^/]*';
    else if (c === '?') re += '[^/]';
    else re += c.replace(/[.+^${}()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`^${re}$`);
}

/** Executes tool calls for one agent run, deciding each with canUseTool first. */
export class ToolExecutor {
  readonly calls: ToolCallRecord[] = [];
  readonly denied: ToolCallRecord[] = [];
  /**
   * What the model last saw of each file (a Read, or its own write), by real path. An existing
   * file is overwritten or deleted only as seen: another job (an extraction beside a dream) may
   * have written it since, and its memory must not be lost to a blind write.
   */
  private readonly seen = new Map<string, string>();
  private readonly realRoots: { read: string[]; write: string[]; deny: string[]; files: string[] };

  constructor(
    private readonly sandbox: Sandbox,
    private readonly hooks: ToolHooks = {},
    /** Files the model has already been shown in full (they count as read for Edit). */
    opts: { preRead?: string[] } = {},
  ) {
    const real = (p: string) => {
      try {
        return realpathSync(p);
      } catch {
        return resolve(p);
      }
    };
    this.realRoots = {
      read: sandbox.readRoots.map(real),
      write: sandbox.writeRoots.map(real),
      deny: (sandbox.denyWrite ?? []).map((p) => realLocation(resolve(p))),
      files: (sandbox.writeFiles ?? []).map((p) => realLocation(resolve(p))),
    };
    for (const p of opts.preRead ?? []) {
      const at = realLocation(resolve(p));
      const text = readText(at);
      if (text !== null) this.seen.set(at, text);
    }
  }

  private abs(p: string): string {
    return isAbsolute(p) ? resolve(p) : resolve(this.sandbox.cwd, p);
  }

  /** Decides whether a call may run. Pure: it reads the filesystem's shape, never writes. */
  canUseTool(name: string, input: unknown): Decision {
    // own keys only: a tool the model calls "constructor" is unknown, not Object's
    if (!Object.hasOwn(Inputs, name)) return { allow: false, reason: `unknown tool ${name}` };
    if (this.sandbox.denyTools?.includes(name)) return { allow: false, reason: `${name} is not available in this job` };
    const parsed = Inputs[name as ToolName].safeParse(input);
    if (!parsed.success) return { allow: false, reason: `invalid input for ${name}: ${parsed.error.issues.map((i) => `${i.path.join('.') || '(input)'} ${i.message}`).join('; ')}` };
    const data = parsed.data as Record<string, unknown>;
    const pathArg = (data.file_path ?? data.path) as string | undefined;
    if (name === 'SearchTranscripts') return this.hooks.searchTranscripts ? { allow: true } : { allow: false, reason: 'transcript search is not available in this job' };
    const abs = this.abs(pathArg ?? this.sandbox.cwd);
    let real: string;
    try {
      real = realLocation(abs);
    } catch {
      return { allow: false, reason: `cannot resolve ${abs}` };
    }
    if (name === 'Write' || name === 'Edit' || name === 'Delete') {
      const inRoot = this.realRoots.write.some((r) => isWithin(r, real)) || this.realRoots.files.includes(real);
      if (!inRoot) return { allow: false, reason: `writes are allowed only in ${[...this.sandbox.writeRoots, ...(this.sandbox.writeFiles ?? [])].join(', ')}` };
      if (this.realRoots.deny.some((d) => isWithin(d, real))) return { allow: false, reason: `${abs} is read-only for this job` };
      const root = this.realRoots.write.find((r) => isWithin(r, real));
      if (root && relative(root, real).split('/').some((seg) => seg.startsWith('.'))) return { allow: false, reason: 'hidden files are not memory files' };
      try {
        if (lstatSync(abs).isSymbolicLink()) return { allow: false, reason: `${abs} is a symlink` };
      } catch {
        /* does not exist yet */
      }
      if (name === 'Edit' && !this.seen.has(real)) return { allow: false, reason: `read ${abs} with Read before editing it` };
      if (name === 'Write' || name === 'Delete') {
        const now = readText(real);
        const verb = name === 'Write' ? 'overwriting' : 'deleting';
        if (now !== null && !this.seen.has(real)) return { allow: false, reason: `${abs} exists: read it with Read before ${verb} it` };
        if (now !== null && this.seen.get(real) !== now) return { allow: false, reason: `${abs} changed since you read it (another writer): read it again before ${verb} it` };
      }
      return { allow: true, path: real };
    }
    if (!this.realRoots.read.some((r) => isWithin(r, real))) return { allow: false, reason: `reading is allowed only in ${this.sandbox.readRoots.join(', ')}` };
    return { allow: true, path: real };
  }

  /** Runs one call; a denied or failing call becomes an error result for the model, never an exception. */
  async execute(name: string, input: unknown): Promise<{ content: string; is_error: boolean }> {
    let decision: Decision;
    try {
      decision = this.canUseTool(name, input);
    } catch (err) {
      // the look at the disk failed (a folder where a file was named, a file it may not read)
      decision = { allow: false, reason: `${name} failed: ${(err as Error).message}` };
    }
    if (!decision.allow) {
      const rec = { name, input, allowed: false, error: decision.reason };
      this.calls.push(rec);
      this.denied.push(rec);
      return { content: `Denied: ${decision.reason}`, is_error: true };
    }
    try {
      const out = await this.run(name as ToolName, Inputs[name as ToolName].parse(input) as Record<string, unknown>, decision.path);
      this.calls.push({ name, input, allowed: true, ...(decision.path ? { path: decision.path } : {}) });
      return { content: truncate(out), is_error: false };
    } catch (err) {
      const message = err instanceof ToolError ? err.message : `${name} failed: ${(err as Error).message}`;
      this.calls.push({ name, input, allowed: true, error: message });
      return { content: message, is_error: true };
    }
  }

  private run(name: ToolName, input: Record<string, unknown>, path?: string): string | Promise<string> {
    switch (name) {
      case 'Read': {
        const text = readText(path!);
        if (text === null) throw new ToolError(`no such file: ${input.file_path}`);
        this.seen.set(path!, text);
        const lines = text.split('\n');
        const from = ((input.offset as number | undefined) ?? 1) - 1;
        const to = Math.min(lines.length, from + ((input.limit as number | undefined) ?? MAX_READ_LINES));
        const body = lines.slice(from, to).map((l, i) => `${String(from + i + 1).padStart(6)}\t${l}`).join('\n');
        return to < lines.length ? `${body}\n[… ${lines.length - to} more lines: use offset ${to + 1} …]` : body || '(empty file)';
      }
      case 'Glob': {
        const re = globToRegex(input.pattern as string);
        const files = this.walk(path!).filter((f) => re.test(relative(path!, f)) || re.test(f));
        return files.length ? files.slice(0, 500).join('\n') + (files.length > 500 ? `\n[… ${files.length - 500} more …]` : '') : 'No files found';
      }
      case 'Grep': {
        let re: RegExp;
        try {
          re = new RegExp(input.pattern as string, input.ignore_case ? 'i' : '');
        } catch (err) {
          throw new ToolError(`invalid regular expression: ${(err as Error).message}`);
        }
        const glob = input.glob ? globToRegex(input.glob as string) : null;
        const st = lstatSync(path!);
        const files = st.isDirectory() ? this.walk(path!) : [path!];
        const out: string[] = [];
        for (const f of files) {
          if (glob && !glob.test(relative(path!, f)) && !glob.test(f.split('/').pop()!)) continue;
          let text: string;
          try {
            text = readFileSync(f, 'utf8');
          } catch {
            continue;
          }
          if (text.includes('\0')) continue;
          text.split('\n').forEach((line, i) => {
            if (out.length < 300 && re.test(line)) out.push(`${f}:${i + 1}: ${line.slice(0, 300)}`);
          });
          if (out.length >= 300) break;
        }
        return out.length ? out.join('\n') : 'No matches';
      }
      case 'Write': {
        const before = readText(path!);
        const content = this.hooks.beforeWrite ? this.hooks.beforeWrite(path!, input.content as string) : (input.content as string);
        atomicWrite(path!, content, { expectedSha256: before === null ? null : sha256(before) }); // not over another writer's change
        this.seen.set(path!, content);
        this.hooks.afterWrite?.(path!, before, content);
        return before === null ? `Created ${input.file_path}` : `Wrote ${input.file_path}`;
      }
      case 'Edit': {
        const before = readText(path!);
        if (before === null) throw new ToolError(`no such file: ${input.file_path}`);
        const oldS = input.old_string as string;
        const count = before.split(oldS).length - 1;
        if (count === 0) throw new ToolError('old_string was not found in the file');
        if (count > 1 && !input.replace_all) throw new ToolError(`old_string occurs ${count} times; give more context or set replace_all`);
        const replaced = input.replace_all ? before.split(oldS).join(input.new_string as string) : before.replace(oldS, () => input.new_string as string);
        const content = this.hooks.beforeWrite ? this.hooks.beforeWrite(path!, replaced) : replaced;
        atomicWrite(path!, content, { expectedSha256: sha256(before) });
        this.seen.set(path!, content);
        this.hooks.afterWrite?.(path!, before, content);
        return `Edited ${input.file_path}`;
      }
      case 'Delete': {
        const before = readText(path!);
        if (before === null) throw new ToolError(`no such file: ${input.file_path}`);
        removeFile(path!, { expectedSha256: sha256(before) });
        this.seen.delete(path!);
        this.hooks.afterDelete?.(path!, before);
        return `Deleted ${input.file_path}`;
      }
      case 'SearchTranscripts':
        return this.hooks.searchTranscripts!(input.query as string, (input.limit as number | undefined) ?? 10);
    }
  }

  /** Files under a folder (no hidden entries, no symlinks followed), newest first, bounded. */
  private walk(dir: string): string[] {
    return walkFiles(dir, { max: MAX_WALK }).map((f) => f.abs);
  }
}
