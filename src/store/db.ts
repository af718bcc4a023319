// The one SQLite connection of the daemon. better-sqlite3 is synchronous, so every
// transaction is atomic with respect to the event loop: no interleaving inside one.
import Database from 'better-sqlite3';
import { dirname } from 'node:path';
import { migrate } from './migrate.js';
import { makePrivateDir } from '../private-dir.js';

export type Db = Database.Database;

/** How long a statement waits for another connection's lock before it fails with SQLITE_BUSY. */
export const BUSY_TIMEOUT_MS = 5_000;

export function openDb(file: string, opts: { migrationsDir?: string; autoCheckpoint?: boolean } = {}): Db {
  if (file !== ':memory:') makePrivateDir(dirname(file));
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  // NORMAL in WAL mode: a commit survives a crash of this process; only an OS crash
  // or power loss can drop the last transactions, and the database is never corrupted.
  db.pragma('synchronous = NORMAL');
  db.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`);
  db.pragma('foreign_keys = ON');
  // The daemon checkpoints from a worker thread (store/checkpointer.ts); other users keep SQLite's default.
  if (opts.autoCheckpoint === false) db.pragma('wal_autocheckpoint = 0');
  cacheStatements(db);
  migrate(db, opts.migrationsDir);
  return db;
}

/**
 * `db.prepare` hands back the same statement for the same SQL. Preparing parses the SQL every
 * time (~9 µs here, against ~0.3 µs to run a simple lookup), and most statements run again and
 * again (the queue on every turn, recall on every prompt), so callers can write the SQL where
 * it is used. Safe because nothing here switches a statement's mode (pluck, raw, expand) or
 * iterates one while running it again. The few statements built from varying column lists
 * are bounded sets; the cache is cleared if it ever grows past its limit.
 */
function cacheStatements(db: Db, limit = 1_000): void {
  const prepare = db.prepare.bind(db);
  const cache = new Map<string, Database.Statement>();
  db.prepare = ((sql: string) => {
    let stmt = cache.get(sql);
    if (!stmt) {
      if (cache.size >= limit) cache.clear();
      stmt = prepare(sql);
      cache.set(sql, stmt);
    }
    return stmt;
  }) as Db['prepare'];
}
