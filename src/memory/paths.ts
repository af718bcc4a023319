// Where things live on disk, laid out as Claude Code lays them out so that
// MEMORYD_HOME=~/.claude shares memory with a real Claude Code install.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, realpathSync, statSync } from 'node:fs';
import { basename, dirname, isAbsolute, join, resolve } from 'node:path';

export const MAX_SANITIZED_LENGTH = 200;

/** 32-bit string hash in base 36, the one Claude Code's Node build appends to long slugs. */
export function djb2Hash(s: string): string {
  let hash = 0;
  for (let i = 0; i < s.length; i++) {
    hash = (hash << 5) - hash + s.charCodeAt(i);
    hash |= 0;
  }
  return Math.abs(hash).toString(36);
}

/** Claude Code's sanitizePath: every UTF-16 unit outside [A-Za-z0-9] becomes '-'; long names get a hash. */
export function sanitizePath(name: string): string {
  const sanitized = name.replace(/[^a-zA-Z0-9]/g, '-');
  if (sanitized.length <= MAX_SANITIZED_LENGTH) return sanitized;
  return `${sanitized.slice(0, MAX_SANITIZED_LENGTH)}-${djb2Hash(name)}`;
}

export class InvalidPathError extends Error {
  override name = 'InvalidPathError';
}

/** Rejects what can never name a project: empty, relative, NUL bytes, the root itself. */
export function checkProjectPath(path: string): string {
  if (typeof path !== 'string' || path.trim() === '') throw new InvalidPathError('project path is empty');
  if (path.includes('\0')) throw new InvalidPathError('project path contains a NUL byte');
  if (!isAbsolute(path)) throw new InvalidPathError(`project path must be absolute: ${JSON.stringify(path)}`);
  const normal = resolve(path);
  if (normal === '/' || normal === dirname(normal)) throw new InvalidPathError('project path cannot be the filesystem root');
  return normal;
}

/**
 * The folder that names a project: the canonical git root when the path is inside a
 * repository on this machine (so every worktree and subfolder shares one memory), the
 * real path when it exists outside git, and the path as given otherwise.
 */
export function resolveProjectRoot(path: string): string {
  const normal = checkProjectPath(path);
  let real: string;
  try {
    real = realpathSync(normal);
  } catch {
    return normal; // not on this machine: trust the client's name for it
  }
  for (let dir = real; ; dir = dirname(dir)) {
    const dotGit = join(dir, '.git');
    if (existsSync(dotGit)) return gitRootFrom(dir, dotGit);
    if (dirname(dir) === dir) break;
  }
  return real;
}

function gitRootFrom(dir: string, dotGit: string): string {
  try {
    if (statSync(dotGit).isDirectory()) return dir;
    // A worktree's .git file says "gitdir: <main>/.git/worktrees/<name>"; its commondir leads to <main>/.git.
    const m = /^gitdir:\s*(.+)\s*$/m.exec(readFileSync(dotGit, 'utf8'));
    if (!m) return dir;
    const gitDir = resolve(dir, m[1]!.trim());
    const commonFile = join(gitDir, 'commondir');
    if (basename(dirname(gitDir)) !== 'worktrees' || !existsSync(commonFile)) return dir; // submodule or odd layout
    const common = realpathSync(resolve(gitDir, readFileSync(commonFile, 'utf8').trim()));
    return basename(common) === '.git' ? dirname(common) : dir;
  } catch {
    return dir;
  }
}

export interface ProjectPaths {
  /** <home>/projects/<slug> */
  dir: string;
  /** <home>/projects/<slug>/memory */
  memory: string;
}

export function projectPaths(home: string, slug: string): ProjectPaths {
  const dir = join(home, 'projects', slug);
  return { dir, memory: join(dir, 'memory') };
}

/**
 * A session's name on disk (its transcript copy, its notes folder): its id when that is already
 * a safe name (a UUID, as Claude Code's are), else the sanitized id with a hash of the id — "a.b"
 * and "a-b" are two sessions, and must not share one copy or one set of notes.
 */
export function sessionFileName(sessionId: string): string {
  const safe = sanitizePath(sessionId);
  return safe === sessionId ? safe : `${safe}-${createHash('sha256').update(sessionId).digest('hex').slice(0, 8)}`;
}

/** memoryd's own transcript copy for an API client's session. */
export function sessionTranscriptPath(home: string, slug: string, sessionId: string): string {
  return join(home, 'projects', slug, `${sessionFileName(sessionId)}.jsonl`);
}
