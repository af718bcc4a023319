import { afterEach, describe, expect, it } from 'vitest';
import Database from 'better-sqlite3';
import { mkdirSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { migrate, readMigrations } from '../../src/store/migrate.js';
import { MemoryIndex } from '../../src/services/memory-index.js';
import { ProjectRegistry } from '../../src/services/projects.js';
import { openDb, type Db } from '../../src/store/db.js';
import { MemoryFileStore } from '../../src/store/memory-files.js';
import { ProjectStore } from '../../src/store/projects.js';
import { FakeClock } from '../helpers/clock.js';
import { tempDir } from '../helpers/daemon.js';
import { writeMemoryFile } from '../helpers/memory.js';

let db: Db | Database.Database | undefined;
afterEach(() => db?.close());

/** The counts memory_stems holds, and the same counted again from every row's stem lists. */
function countsAndRecount(d: Database.Database) {
  const held = d.prepare(`SELECT project_id, stem, docs FROM memory_stems ORDER BY project_id, stem`).all();
  const recount = new Map<string, number>();
  for (const r of d.prepare(`SELECT project_id, head_stems, body_stems FROM memory_files`).all() as Array<{ project_id: number; head_stems: string; body_stems: string }>) {
    const stems = new Set(`${r.head_stems} ${r.body_stems}`.split(' ').filter((w) => w && w !== '~').map((w) => w.replace(/^~/, '')));
    for (const s of stems) recount.set(`${r.project_id}\t${s}`, (recount.get(`${r.project_id}\t${s}`) ?? 0) + 1);
  }
  const again = [...recount].map(([k, docs]) => ({ project_id: Number(k.split('\t')[0]), stem: k.split('\t')[1], docs }));
  again.sort((a, b) => a.project_id - b.project_id || (a.stem! < b.stem! ? -1 : a.stem! > b.stem! ? 1 : 0));
  return { held, again };
}

describe("a project's stem counts (recall's document frequencies)", () => {
  it('are filled from the index by the migration that adds them, each project on its own', () => {
    const dir = join(tempDir(), 'mig');
    mkdirSync(dir);
    const file = (m: { version: number; name: string }) => join(dir, `${String(m.version).padStart(3, '0')}_${m.name}.sql`);
    const all = readMigrations();
    for (const m of all.filter((m) => m.version < 15)) writeFileSync(file(m), m.sql);
    const d = (db = new Database(join(dir, '..', 'm.db')));
    migrate(d, dir);
    d.exec(`INSERT INTO projects (id, root, slug, created_at, updated_at) VALUES (1, '/a', 'a', 0, 0), (2, '/b', 'b', 0, 0)`);
    const row = d.prepare(
      `INSERT INTO memory_files (project_id, path, type, mtime_ms, size, sha256, indexed_at, content, body_start, head_stems, body_stems) VALUES (?, ?, 'project', 0, 0, '', 0, '', 0, ?, ?)`,
    );
    row.run(1, 'x.md', ' tomato garden ', ' tomato ~src water ');
    row.run(1, 'y.md', ' tomato ', ' sun src ~src ');
    row.run(2, 'z.md', ' tomato ', ' ');
    // (a stem is letters and digits, but a quote or a backslash would not break the migration's reading of the lists)
    row.run(2, 'q.md', ' we"ird ', '  back\\slash  ');
    const stems = all.find((m) => m.version === 15)!;
    writeFileSync(file(stems), stems.sql);
    expect(migrate(d, dir)).toEqual([15]);
    const { held, again } = countsAndRecount(d);
    expect(held).toEqual(again);
    expect(held).toContainEqual({ project_id: 1, stem: 'tomato', docs: 2 });
    expect(held).toContainEqual({ project_id: 1, stem: 'src', docs: 2 });
    expect(held).toContainEqual({ project_id: 2, stem: 'tomato', docs: 1 });
  });

  it('follow files as they are indexed, changed and removed', () => {
    const home = tempDir();
    const d = (db = openDb(join(home, 'm.db')));
    const clock = new FakeClock();
    const index = new MemoryIndex(d, new MemoryFileStore(d), clock);
    const project = new ProjectRegistry(new ProjectStore(d), home, clock).resolve('/srv/stems');
    const mem = project.paths.memory;
    writeMemoryFile(mem, 'a.md', { name: 'Tomatoes', description: 'Tomatoes need sun', type: 'user', body: 'Water them daily.' }, clock.now());
    writeMemoryFile(mem, 'b.md', { name: 'Peppers', description: 'Peppers need sun too', type: 'user', body: 'Water them weekly.' }, clock.now());
    index.reconcile(project);
    expect(countsAndRecount(d).held).toContainEqual({ project_id: project.id, stem: 'sun', docs: 2 });
    writeMemoryFile(mem, 'b.md', { name: 'Peppers', description: 'Peppers like shade', type: 'user', body: 'Water them weekly.' }, clock.now() + 1000);
    index.syncFile(project, 'b.md');
    unlinkSync(join(mem, 'a.md'));
    index.syncFile(project, 'a.md');
    const { held, again } = countsAndRecount(d);
    expect(held).toEqual(again);
    expect(held.some((r) => (r as { stem: string }).stem === 'sun' || (r as { stem: string }).stem === 'tomato')).toBe(false);
    expect(held).toContainEqual({ project_id: project.id, stem: 'shade', docs: 1 });
  });
});
