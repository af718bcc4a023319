// The daemon's home folder: created 0700, holding the token, the pid file and the database.
import { randomBytes } from 'node:crypto';
import { chmodSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { makePrivateDir } from './private-dir.js';

/** The daemon's database file in a home (its WAL sits beside it, with -wal appended). */
export function databaseFile(home: string): string {
  return join(home, 'memoryd.db');
}

/** Whether a file or folder lets its group or others in. */
export const readableByOthers = (path: string) => (statSync(path).mode & 0o077) !== 0;

export function ensureHome(home: string): void {
  makePrivateDir(home);
  makePrivateDir(join(home, 'projects'));
}

/**
 * The database holds every conversation it was sent: it is created 0600 before SQLite opens it
 * (SQLite gives its -wal and -shm files the database's mode), and any of the three left
 * readable by others — made in a home made by hand with the usual umask — is made private again.
 * Returns the files that could not be (a filesystem without Unix modes).
 */
export function keepDatabasePrivate(file: string): string[] {
  writeFileSync(file, '', { mode: 0o600, flag: 'a' });
  const stillOpen: string[] = [];
  for (const f of [file, `${file}-wal`, `${file}-shm`]) {
    try {
      if (readableByOthers(f)) chmodSync(f, 0o600);
    } catch (err) {
      // gone (no WAL yet), or a filesystem without Unix modes: the daemon runs all the same
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT') stillOpen.push(f);
    }
  }
  return stillOpen;
}

export const tokenPath = (home: string) => join(home, 'token');

/** The bearer token, created at first start (0600) and kept across restarts. */
export function ensureToken(home: string): string {
  const file = tokenPath(home);
  try {
    writeFileSync(file, randomBytes(32).toString('base64url') + '\n', { mode: 0o600, flag: 'wx' });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    if (readableByOthers(file)) chmodSync(file, 0o600);
  }
  const token = readFileSync(file, 'utf8').trim();
  if (token.length < 16) throw new Error(`${file} holds no usable token; delete it to get a new one`);
  return token;
}

export function readToken(home: string): string | null {
  try {
    return readFileSync(tokenPath(home), 'utf8').trim() || null;
  } catch {
    return null;
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * One daemon per home: it owns every running job in the database, so a second one must not start.
 * Returns a function that releases the claim.
 */
export function claimHome(home: string): () => void {
  const file = join(home, 'memoryd.pid');
  let holder = NaN;
  try {
    holder = Number(readFileSync(file, 'utf8').trim());
  } catch {
    /* no pid file: free */
  }
  if (Number.isInteger(holder) && holder > 0 && holder !== process.pid && alive(holder)) {
    throw new Error(`another memoryd (pid ${holder}) is running with home ${home}`);
  }
  writeFileSync(file, `${process.pid}\n`, { mode: 0o600 });
  return () => {
    try {
      if (readFileSync(file, 'utf8').trim() === String(process.pid)) rmSync(file);
    } catch {
      /* already gone */
    }
  };
}

/**
 * A check that the database file the daemon opened is still the one at its path: deleting the
 * home (or the file) while the daemon runs leaves SQLite writing into a file no one can open
 * again, so everything accepted from then on would be gone at the next start.
 */
export function databaseStillThere(file: string): () => boolean {
  const at = statSync(file);
  return () => {
    let now;
    try {
      now = statSync(file, { throwIfNoEntry: false });
    } catch (err) {
      // the home replaced by a file is gone too; a stat refused for another reason cannot tell
      return (err as NodeJS.ErrnoException).code !== 'ENOTDIR';
    }
    // (a file made since at the same path may get the freed inode number: its birth time differs)
    return now !== undefined && now.ino === at.ino && now.dev === at.dev && now.birthtimeMs === at.birthtimeMs;
  };
}

