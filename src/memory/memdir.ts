// The memory directory on disk: which files are topics, safe paths inside it, atomic writes
// with a checksum guard, and MEMORY.md's load limits and one-line entries.
import { createHash, randomBytes } from 'node:crypto';
import {
  closeSync,
  fsyncSync,
  lstatSync,
  openSync,
  readFileSync,
  realpathSync,
  renameSync,
  rmSync,
  writeSync,
} from 'node:fs';
import { dirname, isAbsolute, join, posix, relative } from 'node:path';
import { walkFiles, type WalkedFile } from './walk.js';
import { makePrivateDir } from '../private-dir.js';
import { escapeRegExp } from './regexp.js';

export const ENTRYPOINT_NAME = 'MEMORY.md';
export const MAX_ENTRYPOINT_LINES = 200;
export const MAX_ENTRYPOINT_BYTES = 25_000;
/** A memory is a note: a file larger than this in the memory folder (a log dropped there) is not indexed. */
export const MAX_MEMORY_FILE_BYTES = 1024 * 1024;

export class UnsafePathError extends Error {
  override name = 'UnsafePathError';
}

export class ChecksumConflictError extends Error {
  override name = 'ChecksumConflictError';
  constructor(
    readonly path: string,
    readonly actual: string | null,
  ) {
    super(`${path} changed since it was read (now ${actual ? `sha256 ${actual.slice(0, 12)}…` : 'missing'})`);
  }
}

export const sha256 = (text: string | Buffer) => createHash('sha256').update(text).digest('hex');

/** Topic files: Markdown, not the index, not daily logs, nothing hidden. */
export function isTopicPath(rel: string): boolean {
  const parts = rel.split('/');
  return (
    rel.endsWith('.md') &&
    rel !== ENTRYPOINT_NAME &&
    parts[0] !== 'logs' &&
    parts.every((p) => p !== '' && !p.startsWith('.'))
  );
}

/**
 * Checks a client-supplied relative name and returns its absolute path inside the memory
 * directory. Refuses absolute paths, `..`, NUL bytes, hidden segments, non-.md names and
 * anything that resolves (through symlinks) outside the directory.
 */
export function resolveMemoryPath(memoryDir: string, rel: string, opts: { allowIndex?: boolean } = {}): string {
  if (typeof rel !== 'string' || rel === '') throw new UnsafePathError('file name is empty');
  if (rel.includes('\0')) throw new UnsafePathError('file name contains a NUL byte');
  if (isAbsolute(rel) || rel.startsWith('\\')) throw new UnsafePathError(`file name must be relative: ${rel}`);
  if (rel.length > 512) throw new UnsafePathError('file name is too long');
  const normal = posix.normalize(rel.replace(/\\/g, '/'));
  if (normal !== rel.replace(/\\/g, '/') || normal.startsWith('../') || normal === '..') {
    throw new UnsafePathError(`file name must not contain '..' or redundant segments: ${rel}`);
  }
  if (!normal.endsWith('.md')) throw new UnsafePathError(`memory files end in .md: ${rel}`);
  if (normal.split('/').some((p) => p.startsWith('.'))) throw new UnsafePathError(`hidden names are not memory files: ${rel}`);
  if (normal === ENTRYPOINT_NAME && !opts.allowIndex) throw new UnsafePathError(`${ENTRYPOINT_NAME} is the index, not a topic file`);
  const abs = join(memoryDir, ...normal.split('/'));
  assertInside(memoryDir, abs);
  return abs;
}

/**
 * Where a path that may not exist yet really is: its deepest existing ancestor with symlinks
 * resolved, plus the rest. lstat, so a dangling symlink counts as existing and fails to resolve.
 */
export function realLocation(abs: string): string {
  let probe = abs;
  for (;;) {
    try {
      lstatSync(probe);
      break;
    } catch {
      const up = dirname(probe);
      if (up === probe) return abs;
      probe = up;
    }
  }
  return join(realpathSync(probe), relative(probe, abs));
}

/** True when `abs` is `root` or below it (both already real paths). */
export function isWithin(root: string, abs: string): boolean {
  const rel = relative(root, abs);
  return rel === '' || (!rel.startsWith('..') && !isAbsolute(rel));
}

/** Follows symlinks on the existing part of the path and refuses what lands outside `root`. */
export function assertInside(root: string, abs: string): void {
  let real: string;
  try {
    real = realLocation(abs);
  } catch {
    throw new UnsafePathError(`cannot resolve ${abs}`);
  }
  // (the root too as far as it exists: a memory folder deleted by hand is made again by the write)
  const realRoot = realLocation(root);
  if (real === realRoot || !isWithin(realRoot, real)) throw new UnsafePathError(`path leads outside the memory directory: ${abs}`);
}

export type ScannedFile = WalkedFile;

/** Daily logs not distilled yet (logs/YYYY/MM/YYYY-MM-DD.md; a distilled one is renamed .distilled.md), with their day. */
export function undistilledLogs(memoryDir: string, opts: { max?: number } = {}): Array<{ abs: string; day: string }> {
  return walkFiles(join(memoryDir, 'logs'), { keep: (rel) => /(^|\/)\d{4}-\d{2}-\d{2}\.md$/.test(rel), ...opts }).map((f) => ({ abs: f.abs, day: f.rel.slice(-13, -3) }));
}

/** Every topic file under the memory dir (symlinks are not followed), newest first. */
export function scanMemoryDir(memoryDir: string): ScannedFile[] {
  return walkFiles(memoryDir, { skipDirs: (rel) => rel === 'logs', keep: isTopicPath });
}

export function readText(abs: string): string | null {
  try {
    return readFileSync(abs, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
}

/**
 * Writes through a temp file in the same folder, fsyncs it, renames it over the target and
 * fsyncs the folder: a crash leaves the old file or the new one, never half of either.
 * With `expectedSha256` the write happens only if the file still holds that content
 * (null: only if it does not exist), checked once the new content is on disk, just before it
 * replaces the file: a write by another process during the fsync (milliseconds) is not overwritten
 * (the write is refused, and the caller reads again).
 */
export function atomicWrite(abs: string, content: string, opts: { expectedSha256?: string | null; mode?: number } = {}): void {
  const dir = dirname(abs);
  makePrivateDir(dir);
  const tmp = join(dir, `.${randomBytes(6).toString('hex')}.tmp`);
  const fd = openSync(tmp, 'wx', opts.mode ?? 0o600);
  try {
    try {
      // One write may take only part of the data (a nearly full disk): write until all of it is
      // down, or fail — a short file must never be renamed over the real one.
      const data = Buffer.from(content, 'utf8');
      for (let at = 0; at < data.length; ) at += writeSync(fd, data, at, data.length - at);
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    if (opts.expectedSha256 !== undefined) {
      const current = readText(abs);
      const actual = current === null ? null : sha256(current);
      if (actual !== opts.expectedSha256) throw new ChecksumConflictError(abs, actual);
    }
    renameSync(tmp, abs);
  } catch (err) {
    rmSync(tmp, { force: true });
    throw err;
  }
  try {
    const dfd = openSync(dir, 'r');
    fsyncSync(dfd);
    closeSync(dfd);
  } catch {
    /* some filesystems cannot fsync a directory */
  }
}

export function removeFile(abs: string, opts: { expectedSha256?: string } = {}): boolean {
  const current = readText(abs);
  if (current === null) return false;
  if (opts.expectedSha256 !== undefined && sha256(current) !== opts.expectedSha256) throw new ChecksumConflictError(abs, sha256(current));
  rmSync(abs);
  return true;
}

export interface EntrypointView {
  content: string;
  lineCount: number;
  byteCount: number;
  truncated: false | 'lines' | 'bytes' | 'lines_and_bytes';
}

const kb = (n: number) => `${(n / 1000).toFixed(1)} KB`;

/**
 * MEMORY.md as it is loaded: the first 200 lines, then at most 25,000 bytes cut back to the
 * last newline, then a warning that names the limit that was hit.
 */
export function truncateEntrypoint(raw: string): EntrypointView {
  const trimmed = raw.trim();
  const lines = trimmed.split('\n');
  const lineCount = lines.length;
  const byteCount = Buffer.byteLength(trimmed);
  let content = lineCount > MAX_ENTRYPOINT_LINES ? lines.slice(0, MAX_ENTRYPOINT_LINES).join('\n') : trimmed;
  const cutLines = lineCount > MAX_ENTRYPOINT_LINES;
  let cutBytes = false;
  if (Buffer.byteLength(content) > MAX_ENTRYPOINT_BYTES) {
    cutBytes = true;
    const head = Buffer.from(content).subarray(0, MAX_ENTRYPOINT_BYTES).toString('utf8').replace(/\uFFFD$/, '');
    const nl = head.lastIndexOf('\n');
    content = nl > 0 ? head.slice(0, nl) : head;
  }
  if (!cutLines && !cutBytes) return { content: trimmed, lineCount, byteCount, truncated: false };
  const reason =
    cutLines && cutBytes
      ? `${lineCount} lines and ${kb(byteCount)} (limits: ${MAX_ENTRYPOINT_LINES} lines, ${kb(MAX_ENTRYPOINT_BYTES)})`
      : cutLines
        ? `${lineCount} lines (limit: ${MAX_ENTRYPOINT_LINES} lines)`
        : `${kb(byteCount)} (limit: ${kb(MAX_ENTRYPOINT_BYTES)}) — its entries are too long`;
  return {
    content: `${content}\n\n> WARNING: ${ENTRYPOINT_NAME} is ${reason}, so only part of it was loaded. Keep each entry to one line of about 150 characters and move detail into topic files.`,
    lineCount,
    byteCount,
    truncated: cutLines && cutBytes ? 'lines_and_bytes' : cutLines ? 'lines' : 'bytes',
  };
}

/** A file as a Markdown link target: in angle brackets when a space or bracket would end the link. */
export const linkTarget = (file: string): string => (/[\s()<>]/.test(file) ? `<${file}>` : file);

/**
 * One index line: `- [Title](file.md) — hook`, about 150 characters at most. A hook that opens
 * with the title says only its rest ("- [Priya owns the bootloader](…) — …ask her before touching
 * boot/"), and a long one is cut at a word.
 */
export function indexEntry(file: string, title: string, hook: string | null): string {
  const clean = (s: string) => s.replace(/\s+/g, ' ').replace(/[[\]]/g, '').trim();
  const name = clean(title);
  const head = `- [${name || file}](${linkTarget(file)})`;
  if (!hook) return head;
  const room = Math.max(20, 150 - head.length - 3);
  let h = clean(hook);
  // (the title as a whole: "A" does not open "about a")
  const after = name && h.toLowerCase().startsWith(name.toLowerCase()) ? h.slice(name.length) : null;
  const rest = after !== null && (after === '' || BETWEEN_CLAUSES.test(after)) ? after.replace(BETWEEN_CLAUSES, '') : null;
  if (rest === '') return head;
  if (rest !== null) h = `…${rest}`;
  return `${head} — ${h.length > room ? cutAtAWord(h, room - 1) + '…' : h}`;
}

/** What ends a title inside its hook: a space or a clause's punctuation, English or Chinese. */
const BETWEEN_CLAUSES = /^[\s,;:.!—–\-，；：。！、]+/;

/** The first `room` characters of `text`, ended at a word when one ends late enough, without a trailing comma or dash. */
function cutAtAWord(text: string, room: number): string {
  const part = text.slice(0, room);
  const space = part.lastIndexOf(' ');
  return (space >= room * 0.6 ? part.slice(0, space) : part).replace(/[\s,;:—–-]+$/, '');
}

/** A link to `file`, written either way (`](a b.md)` by hand, `](<a b.md>)` by indexEntry). */
const linkTo = (file: string) => {
  const name = escapeRegExp(file);
  return new RegExp(`\\]\\((?:${name}|<${name}>)\\)`);
};

/** Replaces the index line that links to `file`, or appends one. Other lines stay as they are. */
export function upsertIndexEntry(index: string, file: string, entry: string): string {
  const lines = index === '' ? [] : index.replace(/\n$/, '').split('\n');
  const re = linkTo(file);
  const at = lines.findIndex((l) => re.test(l));
  if (at >= 0) lines[at] = entry;
  else lines.push(entry);
  return lines.join('\n') + '\n';
}

/** Drops the index lines that link to `file`. */
export function removeIndexEntry(index: string, file: string): string {
  const re = linkTo(file);
  const kept = index.split('\n').filter((l) => !re.test(l));
  return kept.join('\n');
}

const DAY = 86_400_000;

export function ageDays(mtimeMs: number, now: number): number {
  return Math.max(0, Math.floor((now - mtimeMs) / DAY));
}

/** Models handle "yesterday" better than date arithmetic. */
export function ageLabel(mtimeMs: number, now: number): string {
  const d = ageDays(mtimeMs, now);
  return d === 0 ? 'today' : d === 1 ? 'yesterday' : `${d} days ago`;
}

/** For a memory more than a day old: a reminder that it is an observation from then, not a fact now. */
export function freshnessCaveat(mtimeMs: number, now: number): string | null {
  if (now - mtimeMs <= DAY) return null;
  const d = ageDays(mtimeMs, now);
  return `This memory is ${d} day${d === 1 ? '' : 's'} old. Memories are point-in-time observations, not live state: claims about code behaviour or file:line citations may be outdated. Verify against the current code before relying on it.`;
}
