// The dream lock, compatible with Claude Code's memory/.consolidate-lock: its mtime is when the
// memory was last consolidated, its content the PID of the process consolidating now.
import { readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const LOCK_FILE = '.consolidate-lock';
export const HOLDER_STALE_MS = 60 * 60 * 1000;

export const lockPath = (memoryDir: string) => join(memoryDir, LOCK_FILE);

export function pidAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** When the memory was last consolidated (the lock file's mtime), 0 if never. One stat. */
export function lastConsolidatedAt(memoryDir: string): number {
  try {
    return statSync(lockPath(memoryDir)).mtimeMs;
  } catch {
    return 0;
  }
}

export interface LockOptions {
  pid: number;
  now: number;
  isAlive?: (pid: number) => boolean;
  staleMs?: number;
  /** Runs between writing our PID and reading it back (tests use it to stage a lost race). */
  beforeVerify?: () => void;
}

export type Acquired = { priorMtime: number };

/**
 * Takes the lock unless a live holder has it (fresh mtime and a running PID). A dead holder or
 * one older than an hour is taken over. Writes our PID, reads it back, and gives up if another
 * process won the race. Returns the mtime to roll back to on failure (0: there was no file).
 */
export function tryAcquire(memoryDir: string, o: LockOptions): Acquired | null {
  const path = lockPath(memoryDir);
  const alive = o.isAlive ?? pidAlive;
  let priorMtime = 0;
  try {
    const st = statSync(path);
    priorMtime = st.mtimeMs;
    const holder = Number.parseInt(readFileSync(path, 'utf8').trim(), 10);
    if (o.now - st.mtimeMs < (o.staleMs ?? HOLDER_STALE_MS) && alive(holder)) return null;
  } catch {
    /* no lock file: free */
  }
  writeFileSync(path, String(o.pid), { mode: 0o600 });
  utimesSync(path, o.now / 1000, o.now / 1000);
  o.beforeVerify?.();
  let verify: string;
  try {
    verify = readFileSync(path, 'utf8');
  } catch {
    return null;
  }
  if (Number.parseInt(verify.trim(), 10) !== o.pid) return null;
  return { priorMtime };
}

/** After a good dream: the mtime stays (the new "last consolidated"), the holder is cleared. */
export function release(memoryDir: string): void {
  const path = lockPath(memoryDir);
  try {
    const { mtime } = statSync(path);
    writeFileSync(path, '', { mode: 0o600 });
    utimesSync(path, mtime, mtime);
  } catch {
    /* gone */
  }
}

/** After a failed or cancelled dream: back to the prior mtime, or no file, so the next check can fire. */
export function rollback(memoryDir: string, priorMtime: number): void {
  const path = lockPath(memoryDir);
  try {
    if (priorMtime === 0) rmSync(path, { force: true });
    else {
      writeFileSync(path, '', { mode: 0o600 });
      utimesSync(path, priorMtime / 1000, priorMtime / 1000);
    }
  } catch {
    /* best effort */
  }
}
