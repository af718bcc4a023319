import { describe, expect, it } from 'vitest';
import Database from 'better-sqlite3';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { migrate, readMigrations } from '../../src/store/migrate.js';
import { openDb } from '../../src/store/db.js';
import { LAST_EXTRACTION_SQL, SessionStore } from '../../src/store/sessions.js';
import { MemoryFileStore, RETIRED_STEMS_SQL } from '../../src/store/memory-files.js';
import { tempDir } from '../helpers/daemon.js';

describe('migrations', () => {
  it('applies every migration once; a second start applies nothing', () => {
    const file = join(tempDir(), 'm.db');
    const db = openDb(file);
    const versions = (db.prepare('SELECT version FROM schema_migrations ORDER BY version').all() as Array<{ version: number }>).map((r) => r.version);
    expect(versions).toEqual(readMigrations().map((m) => m.version));
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
    expect(db.pragma('synchronous', { simple: true })).toBe(1); // NORMAL
    db.close();
    const again = new Database(file);
    expect(migrate(again)).toEqual([]);
    again.close();
  });

  it('refuses a database a newer memoryd migrated, naming the versions', () => {
    const dir = tempDir();
    mkdirSync(join(dir, 'mig'));
    writeFileSync(join(dir, 'mig', '001_ok.sql'), 'CREATE TABLE a (x INTEGER);');
    const db = new Database(join(dir, 'x.db'));
    expect(migrate(db, join(dir, 'mig'))).toEqual([1]);
    db.prepare(`INSERT INTO schema_migrations (version, name, applied_at) VALUES (2, 'from_the_future', 0)`).run();
    expect(() => migrate(db, join(dir, 'mig'))).toThrow('the database was migrated by a newer memoryd (schema 2; this one knows up to 1)');
    db.close();
  });

  it('rolls a failing migration back whole and records nothing', () => {
    const dir = tempDir();
    mkdirSync(join(dir, 'mig'));
    writeFileSync(join(dir, 'mig', '001_ok.sql'), 'CREATE TABLE a (x INTEGER);');
    writeFileSync(join(dir, 'mig', '002_bad.sql'), 'CREATE TABLE b (y INTEGER); INSERT INTO nowhere VALUES (1);');
    const db = new Database(join(dir, 'x.db'));
    expect(() => migrate(db, join(dir, 'mig'))).toThrow(/nowhere/);
    expect(db.prepare(`SELECT name FROM sqlite_master WHERE name = 'b'`).get()).toBeUndefined();
    expect((db.prepare('SELECT version FROM schema_migrations').all() as Array<{ version: number }>).map((r) => r.version)).toEqual([1]);
  });

  it("finds a project's latest extraction down an index, not by sorting its sessions", () => {
    const db = openDb(join(tempDir(), 'm.db'));
    db.prepare(`INSERT INTO projects (id, slug, root, created_at, updated_at) VALUES (1, '-a', '/a', 0, 0), (2, '-b', '/b', 0, 0)`).run();
    const session = db.prepare(`INSERT INTO sessions (id, project_id, started_at, last_event_at, last_extract) VALUES (?, ?, 0, 0, ?)`);
    session.run('old', 1, JSON.stringify({ at: 1_000, outcome: 'saved' }));
    session.run('new', 1, JSON.stringify({ at: 3_000, outcome: 'nothing' }));
    session.run('never', 1, null);
    session.run('other', 2, JSON.stringify({ at: 9_000, outcome: 'saved' }));
    expect(new SessionStore(db).lastExtraction(1)).toEqual({ session: 'new', at: 3_000, outcome: 'nothing' });
    const plan = (db.prepare(`EXPLAIN QUERY PLAN ${LAST_EXTRACTION_SQL}`).all(1) as Array<{ detail: string }>).map((r) => r.detail).join('; ');
    expect(plan).toContain('USING INDEX sessions_last_extract');
    expect(plan).not.toContain('TEMP B-TREE');
    db.close();
  });

  it("reads a project's retired memories through their own index, not a scan of all its files", () => {
    const db = openDb(join(tempDir(), 'r.db'));
    db.prepare(`INSERT INTO projects (id, slug, root, created_at, updated_at) VALUES (1, 'p', '/p', 0, 0)`).run();
    const row = db.prepare(
      `INSERT INTO memory_files (project_id, path, name, description, type, mtime_ms, size, sha256, indexed_at, content, body_start, head_stems, body_stems, search_version)
       VALUES (1, ?, 'n', ?, 'project', 0, 1, 'x', 0, 'c', 0, ' a ', ?, 1)`,
    );
    row.run('holds.md', 'Deploys go out on Thursdays now', ' deploy thursday ');
    row.run('retired.md', '(superseded 2026-11-29) Deploys go out on Tuesdays', ' deploy tuesday ');
    expect(new MemoryFileStore(db).retiredStems(1)).toEqual([new Set(['a', 'deploy', 'tuesday'])]);
    const plan = (db.prepare(`EXPLAIN QUERY PLAN ${RETIRED_STEMS_SQL}`).all(1) as Array<{ detail: string }>).map((r) => r.detail).join('; ');
    expect(plan).toContain('USING INDEX memory_files_retired');
    db.close();
  });
});
