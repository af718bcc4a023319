// A database with one project and one session 's' for tests of what jobs read from a session:
// `add` stores a message, `counting` is the session store as a job sees it, noting in `read`
// how many messages each of its reads returned. Closed when the test ends.
import { join } from 'node:path';
import { onTestFinished } from 'vitest';
import { openDb, type Db } from '../../src/store/db.js';
import { SessionStore } from '../../src/store/sessions.js';
import { tempDir } from './daemon.js';

export function sessionDb(): { db: Db; sessions: SessionStore; counting: SessionStore; read: number[]; add: (seq: number, role: 'user' | 'assistant', blocks: object[], sidechain?: boolean) => void } {
  const db = openDb(join(tempDir(), 'm.db'));
  onTestFinished(() => void db.close());
  db.exec(`INSERT INTO projects (id, root, slug, created_at, updated_at) VALUES (1, '/a', '-a', 0, 0)`);
  db.exec(`INSERT INTO sessions (id, project_id, started_at, last_event_at) VALUES ('s', 1, 0, 0)`);
  const sessions = new SessionStore(db);
  const read: number[] = [];
  const counting = {
    mainMessages: (id: string, o: Parameters<SessionStore['mainMessages']>[1]) => {
      const m = sessions.mainMessages(id, o);
      read.push(m.length);
      return m;
    },
  } as unknown as SessionStore;
  const insert = db.prepare(`INSERT INTO messages (session_id, seq, uuid, role, content, text, is_sidechain, tokens, event_type, created_at) VALUES ('s', ?, ?, ?, ?, '', ?, 1, 'message', 0)`);
  const add = (seq: number, role: 'user' | 'assistant', blocks: object[], sidechain = false) => void insert.run(seq, `m${seq}`, role, JSON.stringify(blocks), sidechain ? 1 : 0);
  return { db, sessions, counting, read, add };
}
