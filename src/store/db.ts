// The one SQLite connection of the daemon. better-sqlite3 is synchronous, so every
// transaction is atomic with respect to the event loop: no interleaving inside one.
import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { migrate } from './migrate.js';

export type Db = Database.Database;

export function openDb(file: string, opts: { migrationsDir?: string; autoCheckpoint?: boolean } = {}): Db {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  // NORMAL in WAL mode: a commit survives a crash of this process; only an OS crash
  // or power loss can drop the last transactions, and the database is never corrupted.
  db.pragma('synchronous = NORMAL');
  db.pragma('busy_timeout = 5000');
  db.pragma('foreign_keys = ON');
  // The daemon checkpoints from a worker thread (store/checkpointer.ts); other users keep SQLite's default.
  if (opts.autoCheckpoint === false) db.pragma('wal_autocheckpoint = 0');
  migrate(db, opts.migrationsDir);
  return db;
}
