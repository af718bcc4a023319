// Reading and writing memory files on behalf of clients: validated names, secrets redacted,
// atomic writes with an optional checksum guard, MEMORY.md kept pointing at every topic,
// and the write counted as the agent's own (so extraction skips what it already saved).
import { join } from 'node:path';
import type { Clock } from '../clock.js';
import { MemorydError } from '../errors.js';
import { isMemoryType, parseMemory, renderMemory, withFrontmatter, type MemoryType } from '../memory/frontmatter.js';
import {
  ChecksumConflictError,
  ENTRYPOINT_NAME,
  UnsafePathError,
  atomicWrite,
  indexEntry,
  linkTarget,
  readText,
  removeFile,
  removeIndexEntry,
  resolveMemoryPath,
  sha256,
  upsertIndexEntry,
} from '../memory/memdir.js';
import { redactSecrets } from '../memory/secrets.js';
import type { MemoryFileStore } from '../store/memory-files.js';
import type { SessionStore } from '../store/sessions.js';
import type { ChangeMeta, MemoryIndex } from './memory-index.js';
import type { Project } from './projects.js';

export type MemoryInput =
  | { name: string; description: string; type: MemoryType; body: string }
  | { content: string };

export interface WriteOptions extends ChangeMeta {
  /** The sha256 of the content the writer last read; null means "only if it does not exist yet". */
  expectedSha256?: string | null;
}

export interface MemoryFileView {
  file: string;
  name: string | null;
  description: string | null;
  type: string;
  mtime: number;
  size: number;
  sha256: string;
  body: string;
  content: string;
}

export class MemoryService {
  constructor(
    private readonly index: MemoryIndex,
    private readonly files: MemoryFileStore,
    private readonly sessions: SessionStore,
    private readonly clock: Clock,
  ) {}

  path(project: Project, file: string): string {
    try {
      return resolveMemoryPath(project.paths.memory, file);
    } catch (err) {
      if (err instanceof UnsafePathError) throw new MemorydError('invalid_path', err.message, 400);
      throw err;
    }
  }

  read(project: Project, file: string): MemoryFileView {
    const abs = this.path(project, file);
    const missing = () => new MemorydError('not_found', `no memory file ${file}`, 404);
    // A topic file is read through the index, which syncs with the disk first: one read, one hash.
    if (this.index.syncFile(project, file, { actor: 'user' }) !== 'ignored') {
      const row = this.files.get(project.id, file);
      if (!row) throw missing();
      return { file, name: row.name, description: row.description, type: row.type, mtime: row.mtime_ms, size: row.size, sha256: row.sha256, body: row.content.slice(row.body_start), content: row.content };
    }
    // MEMORY.md and daily logs are not indexed.
    const text = readText(abs);
    if (text === null) throw missing();
    const m = parseMemory(text);
    return { file, name: m.name, description: m.description, type: m.type, mtime: this.clock.now(), size: Buffer.byteLength(text), sha256: sha256(text), body: m.body, content: text };
  }

  write(project: Project, file: string, input: MemoryInput, opts: WriteOptions): { file: string; sha256: string; created: boolean; redacted: string[] } {
    const abs = this.path(project, file);
    const before = readText(abs);
    let text: string;
    if ('content' in input) {
      text = input.content;
      const m = parseMemory(text);
      if (m.frontmatterText !== null && m.data.type !== undefined && !isMemoryType(String(m.data.type).toLowerCase())) {
        throw new MemorydError('invalid_request', `type must be one of user, feedback, project, reference (got ${JSON.stringify(m.data.type)})`, 400);
      }
    } else {
      if (/[\r\n]/.test(input.description)) throw new MemorydError('invalid_request', 'description must be one line', 400);
      // Keep unknown frontmatter keys of an existing file; write the known ones.
      text = before !== null
        ? withFrontmatter(before, { name: input.name, description: input.description, type: input.type }, `\n${input.body.replace(/^\n+/, '')}${input.body.endsWith('\n') ? '' : '\n'}`)
        : renderMemory(input, input.body);
    }
    const { text: clean, found } = redactSecrets(text);
    try {
      atomicWrite(abs, clean, opts.expectedSha256 === undefined ? {} : { expectedSha256: opts.expectedSha256 });
    } catch (err) {
      if (err instanceof ChecksumConflictError) {
        throw new MemorydError('checksum_mismatch', `${file} changed since you read it; read it again and retry`, 409);
      }
      throw err;
    }
    this.index.syncFile(project, file, opts);
    const m = parseMemory(clean);
    this.updateIndexFile(project, (idx) => upsertIndexEntry(idx, file, indexEntry(file, m.name ?? file.replace(/\.md$/, ''), m.description)), opts);
    // Only a client's own write (the agent saving a memory) makes extraction skip that stretch.
    if (opts.sessionId && opts.actor === 'api') this.sessions.markMemoryWritten(opts.sessionId, project.id, this.clock.now());
    return { file, sha256: sha256(clean), created: before === null, redacted: found };
  }

  remove(project: Project, file: string, opts: WriteOptions & { expectedSha256?: string }): void {
    const abs = this.path(project, file);
    try {
      if (!removeFile(abs, opts.expectedSha256 ? { expectedSha256: opts.expectedSha256 } : {})) {
        throw new MemorydError('not_found', `no memory file ${file}`, 404);
      }
    } catch (err) {
      if (err instanceof ChecksumConflictError) throw new MemorydError('checksum_mismatch', `${file} changed since you read it`, 409);
      throw err;
    }
    this.index.syncFile(project, file, opts);
    this.updateIndexFile(project, (idx) => removeIndexEntry(idx, file), opts);
    if (opts.sessionId && opts.actor === 'api') this.sessions.markMemoryWritten(opts.sessionId, project.id, this.clock.now());
  }

  /**
   * Moves a memory to another name with new content: written at `to`, which must not exist yet;
   * the links other memories hold to `from` (a retired memory's "— see [..](from)") pointed at
   * `to`; then `from` removed, if it is still what was read (`expectedSha256`). A crash between
   * the steps leaves two copies, never none.
   */
  rename(project: Project, from: string, to: string, content: string, opts: WriteOptions & { expectedSha256: string }): void {
    this.write(project, to, { content }, { ...opts, expectedSha256: null });
    this.relink(project, from, to, opts);
    this.remove(project, from, opts);
  }

  /** Points the links other memories hold to `from` at `to` (a memory that `from` is folded into, or renamed to). */
  relink(project: Project, from: string, to: string, meta: ChangeMeta): void {
    const link = (file: string) => `](${linkTarget(file)})`;
    for (const f of this.files.containing(project.id, [link(from)])) {
      if (f.path === from || f.path === to) continue;
      const other = this.read(project, f.path);
      if (!other.content.includes(link(from))) continue; // (the search ignores case)
      this.write(project, f.path, { content: other.content.split(link(from)).join(link(to)) }, { ...meta, expectedSha256: other.sha256 });
    }
  }

  /**
   * Changes MEMORY.md (its changes are history too: it is a memory file, if not a topic). Another
   * writer may change it meanwhile (the agent, with a home shared with Claude Code): the write
   * happens only over what was read, else the change is made again over the new content.
   */
  updateIndexFile(project: Project, change: (index: string) => string, meta: ChangeMeta): void {
    const abs = join(project.paths.memory, ENTRYPOINT_NAME);
    for (let attempt = 1; ; attempt++) {
      const before = readText(abs);
      const after = change(before ?? '');
      if (after === (before ?? '')) return;
      try {
        atomicWrite(abs, after, { expectedSha256: before === null ? null : sha256(before) });
      } catch (err) {
        if (err instanceof ChecksumConflictError && attempt < 5) continue;
        throw err;
      }
      this.files.addHistory({
        projectId: project.id,
        path: ENTRYPOINT_NAME,
        ...meta,
        before,
        after,
        shaBefore: before === null ? null : sha256(before),
        shaAfter: sha256(after),
        at: this.clock.now(),
      });
      return;
    }
  }
}
