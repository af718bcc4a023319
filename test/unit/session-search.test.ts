import { afterEach, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { openDb, type Db } from '../../src/store/db.js';
import { SessionStore } from '../../src/store/sessions.js';
import { tempDir } from '../helpers/daemon.js';

describe("searching a project's transcripts in steps", () => {
  let db: Db | undefined;
  afterEach(() => db?.close());

  function store(): SessionStore {
    db = openDb(join(tempDir(), 'm.db'));
    db.exec(`INSERT INTO projects (id, root, slug, created_at, updated_at) VALUES (1, '/a', '-a', 0, 0), (2, '/b', '-b', 0, 0)`);
    db.exec(`INSERT INTO sessions (id, project_id, started_at, last_event_at) VALUES ('a1', 1, 0, 0), ('b1', 2, 0, 0)`);
    const add = db.prepare(`INSERT INTO messages (session_id, seq, uuid, role, content, text, tokens, event_type, created_at) VALUES (?, ?, ?, 'user', '[]', ?, 1, 'message', 0)`);
    for (let i = 1; i <= 50; i++) {
      add.run('a1', i, `a${i}`, i % 5 === 0 ? `the staging database is reset at ${i}:00 (100% sure)` : `nothing to see ${i}`);
      add.run('b1', i, `b${i}`, `the staging database is reset in project b too`);
    }
    return new SessionStore(db);
  }

  it('finds what one scan finds, newest first, in the project only', async () => {
    const s = store();
    const whole = (await s.searchMessages(1, ['staging', 'RESET'], 20)).rows;
    expect(whole.map((r) => r.seq)).toEqual([50, 45, 40, 35, 30, 25, 20, 15, 10, 5]);
    expect(whole.every((r) => r.session_id === 'a1')).toBe(true);
    const inSteps = await s.searchMessages(1, ['staging', 'RESET'], 20, 7);
    expect(inSteps.rows).toEqual(whole);
    expect(inSteps.steps).toBe(Math.ceil(100 / 7));
    // a limit stops it early
    expect((await s.searchMessages(1, ['staging'], 3, 7)).rows.map((r) => r.seq)).toEqual([50, 45, 40]);
  });

  it('takes % and _ in a term literally', async () => {
    const s = store();
    expect((await s.searchMessages(1, ['100%'], 20)).rows).toHaveLength(10);
    expect((await s.searchMessages(1, ['1_0%'], 20)).rows).toHaveLength(0);
  });
});
