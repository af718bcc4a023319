// Applies migrations/NNN_name.sql in order, each once, each in its own transaction.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type Database from 'better-sqlite3';

/** migrations/ sits two levels above this file both in src/store and in dist/store. */
export const MIGRATIONS_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'migrations');

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

export function readMigrations(dir = MIGRATIONS_DIR): Migration[] {
  const out: Migration[] = [];
  for (const file of readdirSync(dir).sort()) {
    const m = /^(\d{3,})_([\w-]+)\.sql$/.exec(file);
    if (!m) continue;
    out.push({ version: Number(m[1]), name: m[2]!, sql: readFileSync(join(dir, file), 'utf8') });
  }
  const seen = new Set<number>();
  for (const m of out) {
    if (seen.has(m.version)) throw new Error(`two migrations share version ${m.version}`);
    seen.add(m.version);
  }
  return out;
}

/** Returns the versions applied by this call (empty when the schema was already current). */
export function migrate(db: Database.Database, dir = MIGRATIONS_DIR): number[] {
  db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at INTEGER NOT NULL)`);
  const done = new Set(
    (db.prepare('SELECT version FROM schema_migrations').all() as Array<{ version: number }>).map((r) => r.version),
  );
  const known = readMigrations(dir);
  // A database a newer memoryd has migrated: this one does not know its schema, and writing to it
  // could break it for the version that does.
  const newer = [...done].filter((v) => !known.some((m) => m.version === v)).sort((a, b) => a - b);
  if (newer.length) {
    throw new Error(`the database was migrated by a newer memoryd (schema ${newer.join(', ')}; this one knows up to ${known.at(-1)?.version ?? 0}): run that version, or a newer one`);
  }
  const applied: number[] = [];
  const record = db.prepare('INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)');
  for (const m of known) {
    if (done.has(m.version)) continue;
    db.transaction(() => {
      db.exec(m.sql);
      record.run(m.version, m.name, Date.now());
    }).immediate();
    applied.push(m.version);
  }
  return applied;
}
