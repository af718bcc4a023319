import { afterEach, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { openDb, type Db } from '../../src/store/db.js';
import { MANY_SESSIONS, ProjectStore } from '../../src/store/projects.js';
import { tempDir } from '../helpers/daemon.js';

let db: Db | undefined;
afterEach(() => db?.close());

function rig() {
  db = openDb(join(tempDir(), 'p.db'));
  let t = 0;
  const store = new ProjectStore(db, () => t);
  const a = store.ensure('/srv/a', '-srv-a', 1);
  const b = store.ensure('/srv/b', '-srv-b', 1);
  const insert = db.prepare(`INSERT INTO sessions (id, project_id, started_at, last_event_at, message_count, sidechain_count) VALUES (?, ?, 0, ?, 3, 1)`);
  let n = 0;
  const addSessions = (projectId: number, count: number) => db!.transaction(() => { for (let i = 0; i < count; i++) insert.run(`s${n++}`, projectId, n); })();
  return { store, a, b, addSessions, advance: (ms: number) => (t += ms) };
}

describe('project summaries', () => {
  it('sum each project\'s sessions and messages, newest activity first, projects without sessions last', () => {
    const { store, a, b, addSessions } = rig();
    addSessions(a.id, 2);
    addSessions(b.id, 1); // the newest session
    const c = store.ensure('/srv/c', '-srv-c', 1);
    expect(store.summaries().map((p) => [p.id, p.sessions, p.messages])).toEqual([[b.id, 1, 4], [a.id, 2, 8], [c.id, 0, 0]]);
    addSessions(c.id, 1); // few sessions: always fresh
    expect(store.summaries().find((p) => p.id === c.id)).toMatchObject({ sessions: 1, messages: 4 });
  });

  it('past many sessions, give a recent sum again for two seconds; a settings change or a new project is seen at once', () => {
    const { store, a, b, addSessions, advance } = rig();
    addSessions(a.id, MANY_SESSIONS + 1);
    const first = store.summaries();
    addSessions(b.id, 1);
    advance(1_999);
    expect(store.summaries()).toBe(first); // the status page's next refresh: not summed again
    advance(2);
    expect(store.summaries().find((p) => p.id === b.id)).toMatchObject({ sessions: 1 });
    store.saveSettings(b.id, JSON.stringify({ dream: false }));
    expect(store.summaries().find((p) => p.id === b.id)!.settings).toBe('{"dream":false}');
    store.ensure('/srv/new', '-srv-new', 2);
    expect(store.summaries().some((p) => p.root === '/srv/new')).toBe(true);
  });
});
