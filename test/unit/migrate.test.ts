import { describe, expect, it } from 'vitest';
import Database from 'better-sqlite3';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { migrate, readMigrations } from '../../src/store/migrate.js';
import { openDb } from '../../src/store/db.js';
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
});
